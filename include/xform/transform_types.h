/* xform/transform_types.h — the Transform dialect's types and the queries
 * the interpreter (and extension ops written in C) ask of them.
 *
 * Transform values come in three kinds, told apart by their type:
 *  - op handles:    !transform.any_op, !transform.op<"dialect.name">
 *  - value handles: !transform.any_value
 *  - parameters:    !transform.any_param, !transform.param<iN> (N <= 64),
 *                   !transform.type, !transform.affine_map
 * (MLIR's TransformHandleTypeInterface, TransformValueHandleTypeInterface
 * and TransformParamTypeInterface.)  The types are uniqued in the context
 * like every type, so they compare by pointer; they print exactly as
 * mlir-opt prints them.  Parsing them needs the transform dialect to be
 * registered in the context (xf_register_all_dialects); the constructors
 * below do not.
 */
#ifndef XFORM_TRANSFORM_TYPES_H
#define XFORM_TRANSFORM_TYPES_H

#include "xform/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum xf_transform_type_kind {
  XF_TT_NONE,       /* not a transform dialect type */
  XF_TT_ANY_OP,     /* !transform.any_op */
  XF_TT_OP,         /* !transform.op<"name">: xf_transform_type_op_name */
  XF_TT_ANY_VALUE,  /* !transform.any_value */
  XF_TT_ANY_PARAM,  /* !transform.any_param */
  XF_TT_PARAM,      /* !transform.param<T>: xf_transform_type_param_elem */
  XF_TT_TYPE,       /* !transform.type (params are TypeAttrs) */
  XF_TT_AFFINE_MAP, /* !transform.affine_map (params are AffineMapAttrs) */
} xf_transform_type_kind;

/* The three interfaces a transform type implements (exactly one each). */
typedef enum xf_transform_value_kind {
  XF_TV_NONE,       /* not a transform type */
  XF_TV_OP_HANDLE,  /* TransformHandleTypeInterface */
  XF_TV_VALUE_HANDLE, /* TransformValueHandleTypeInterface */
  XF_TV_PARAM,      /* TransformParamTypeInterface */
} xf_transform_value_kind;

XF_API xf_transform_type_kind xf_transform_type_get_kind(const xf_type *t);
XF_API xf_transform_value_kind xf_transform_type_value_kind(const xf_type *t);
XF_API bool xf_transform_type_is_op_handle(const xf_type *t);
XF_API bool xf_transform_type_is_value_handle(const xf_type *t);
XF_API bool xf_transform_type_is_param(const xf_type *t);
/* Both types are op handles, both value handles or both params. */
XF_API bool xf_transform_types_same_interface(const xf_type *a, const xf_type *b);
/* !transform.op<"name">: the op name; NULL for any other type. */
XF_API xf_ident *xf_transform_type_op_name(const xf_type *t);
/* !transform.param<T>: T; NULL for any other type. */
XF_API xf_type *xf_transform_type_param_elem(const xf_type *t);

/* Constructors (NULL on allocation failure).  `xf_transform_type_param`
 * needs an integer type of width <= 64 (else NULL). */
XF_API xf_type *xf_transform_type_any_op(xf_context *ctx);
XF_API xf_type *xf_transform_type_any_value(xf_context *ctx);
XF_API xf_type *xf_transform_type_any_param(xf_context *ctx);
XF_API xf_type *xf_transform_type_type(xf_context *ctx);
XF_API xf_type *xf_transform_type_affine_map(xf_context *ctx);
XF_API xf_type *xf_transform_type_op(xf_context *ctx, const char *op_name, size_t len);
XF_API xf_type *xf_transform_type_param(xf_context *ctx, xf_type *elem);

#ifdef __cplusplus
}
#endif
#endif /* XFORM_TRANSFORM_TYPES_H */
