/* dialects.h — the dialects layer's internal interface: one registration
 * function per dialect, and small helpers shared by the dialects' custom
 * parsers, printers and verifiers.
 *
 * Each dialect file holds a static table of `xf_op_info` rows (one per op:
 * name, traits, inherent attribute names, parse/print/complete/verify/name
 * hooks) and registers it.  Rows are static data: they outlive contexts.
 */
#ifndef XFORM_SRC_DIALECTS_H
#define XFORM_SRC_DIALECTS_H

#include "xform/dialects.h"
#include "../syntax/asm.h"

XFS_HIDDEN xf_status xfd_register_builtin(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_func(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_arith(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_tensor(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_linalg(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_scf(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_transform(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_memref(xf_context *ctx);
/* The transform dialect's type syntax (transform_types.c). */
XFS_HIDDEN xf_status xfd_register_transform_types(xf_context *ctx);
/* The DLTI dialect's attribute checks (dlti.c). */
XFS_HIDDEN xf_status xfd_register_dlti(xf_context *ctx);
/* Whether `a` is a `#dlti.dl_spec` (a DataLayoutSpecInterface attribute). */
XFS_HIDDEN bool xfd_is_data_layout_spec(const xf_attr *a);

/* function_interface_impl's custom syntax (func.func, transform.named_sequence). */
XFS_HIDDEN bool xfd_function_parse(xfy_op_builder *b);
XFS_HIDDEN void xfd_function_print(xfy_printer *pr, xf_op *op);
/* FunctionOpInterface: `arg_attrs` / `res_attrs` (either may be NULL) hold
 * one dictionary per input / result of function type `ft`, with
 * dialect-prefixed names only. */
XFS_HIDDEN xf_status xfd_function_verify_attr_arrays(xf_op *op, const xf_attr *arg_attrs,
                                                     const xf_attr *res_attrs,
                                                     const xf_type *ft);
/* Element `i` of an array-of-dictionaries property (arg_attrs), or NULL. */
XFS_HIDDEN xf_attr *xfd_array_dict(xf_attr *arr, size_t i);

/* Memos in the context (ctx->dialect_memo[kind]): results of pure
 * computations on static or uniqued keys, computed once per context.  The
 * empty dictionary attribute stands for a memoised NULL answer.  Values
 * live in the arena or are uniqued, so a memo entry can move between
 * contexts' tables of one context (ir/thread.c merges a helper's). */
typedef enum xfd_memo_kind {
  XFD_MEMO_MAP_LIST,      /* static map-list text -> array of affine maps */
  XFD_MEMO_DEFAULT_PROPS, /* op name ident -> default properties of body ops */
  XFD_MEMO_INVERSE_PERM,  /* affine map -> its inverse permutation */
  XFD_MEMO_IDENTITY_MAPS, /* (nmaps << 8 | rank) + 1 -> array of identity maps */
  XFD_MEMO_ENUM_DEFAULT,  /* bit enum -> `{name = <enum>none}` property dict */
  XFD_MEMO_BODY,          /* interned body key (linalg_body.c) -> template (body_tpl) */
  XFD_MEMO_GENERIC_TRAITS, /* linalg.generic property dict -> printed trait dict */
  XFD_MEMO_VERIFIED,      /* verdict key hash (verify_memo.c) -> key verified OK */
  XFD_MEMO_ITERATORS,     /* iterator_types string array -> #linalg.iterator_type array */
  XFD_MEMO_SEGMENTS,      /* (a << 16 | b) + 1 -> operandSegmentSizes array<i32: a, b> */
  XFD_MEMO_LINALG_ATTR_OK, /* inherent attribute value -> (description, name) it satisfies */
  XFD_MEMO_DEFAULT_MAPS,  /* static linalg op description -> its default indexing_maps array */
  XFD_MEMO_COUNT
} xfd_memo_kind;
_Static_assert((int)XFD_MEMO_COUNT <= (int)XFI_NUM_DIALECT_MEMOS, "ctx->dialect_memo has too few slots");
/* The memo answers go into (each thread of a threaded phase has its own,
 * ir/thread.c), and the answer for `key`: the thread's, else the context's
 * (which no thread changes during a phase). */
static inline xfs_ptrmap *xfd_memo(xf_context *ctx, xfd_memo_kind k) {
  return XFS_UNLIKELY(xfi_tls_cache != NULL) ? &xfi_tls_cache->dialect_memo[k]
                                             : &ctx->dialect_memo[k];
}
static inline void *xfd_memo_get(xf_context *ctx, xfd_memo_kind k, const void *key) {
  if (XFS_UNLIKELY(xfi_tls_cache != NULL)) {
    void *v = xfs_ptrmap_get(&xfi_tls_cache->dialect_memo[k], key);
    if (v)
      return v;
  }
  return xfs_ptrmap_get(&ctx->dialect_memo[k], key);
}

/* Verifier checks whose verdict is a pure function of what they read
 * from the op: its registry row, property and discardable attribute
 * dictionaries, operand, result, region and successor counts, and
 * operand and result types (all uniqued or static).  Such a check runs
 * once per distinct combination: `check` is called unless the same `tag`
 * already accepted an op with the same inputs in this context, and its
 * XF_OK is remembered (failures are not, so every invalid op reports its
 * error).  Callers must make sure `check` reads nothing else (no regions,
 * blocks, parents, uses or locations, except to word an error). */
typedef enum xfd_verify_tag {
  XFD_VT_ARITH,           /* arith_verify */
  XFD_VT_LINALG_OP,       /* linalg op-level checks (xfd_linalg_verify_structured) */
  XFD_VT_LINALG_IFACE,    /* DestinationStyleOp / IndexingMap / LinalgOp checks */
} xfd_verify_tag;
XFS_HIDDEN xf_status xfd_verify_memoised(xf_op *op, xfd_verify_tag tag,
                                         xf_status (*check)(xf_op *op));

/* Registers `n` rows. */
XFS_HIDDEN xf_status xfd_register_table(xf_context *ctx, const xf_op_info *rows, size_t n);

/* Verifier error on `op`: "'<name>' op <message>" with mlir-opt's framing. */
XFS_HIDDEN xf_status xfd_op_error(xf_op *op, const char *fmt, ...) XFS_PRINTF(2, 3);
/* The same framing, left open for types and attributes (xf_diag_append_*);
 * the caller reports it. */
XFS_HIDDEN xf_diag *xfd_op_diag(xf_op *op);

/* Errors a custom parser emits itself (OpAsmParser::emitError): at `at`,
 * prefixed "custom op '<name>' ". */
XFS_HIDDEN bool xfd_custom_error(xfy_op_builder *b, const xfy_token *at, const char *fmt, ...)
    XFS_PRINTF(3, 4);
/* OpAsmParser::parseKeyword: "custom op '<name>' expected '<kw>'" at the
 * current token when it is missing. */
XFS_HIDDEN bool xfd_expect_keyword(xfy_op_builder *b, const char *kw);
/* OpAsmParser::parseInteger: an optionally negative integer, else
 * "custom op '<name>' expected integer value" at the current token. */
XFS_HIDDEN bool xfd_parse_integer(xfy_op_builder *b, int64_t *out);
/* A further error after the parser has already failed (MLIR parsers that
 * add their own error to a nested one's): reported at the current token
 * (or at the op name when `at_name`), prefixed "custom op '<name>' ". */
XFS_HIDDEN bool xfd_custom_error_after(xfy_op_builder *b, bool at_name, const char *msg);

/* ODS-style constraints shared by the dialects' verifiers (constraints.c). */
XFS_HIDDEN bool xfd_is_signless_int(const xf_type *t);
XFS_HIDDEN bool xfd_is_signless_int_or_index(const xf_type *t);
XFS_HIDDEN bool xfd_is_float(const xf_type *t);
XFS_HIDDEN bool xfd_is_index(const xf_type *t);
XFS_HIDDEN bool xfd_is_i1(const xf_type *t);
XFS_HIDDEN bool xfd_is_tensor(const xf_type *t);           /* ranked or unranked */
XFS_HIDDEN bool xfd_is_shaped(const xf_type *t);           /* vector, tensor, memref */
/* Attribute classes of ODS constraints (ods.c). */
XFS_HIDDEN bool xfd_is_array_of(const xf_attr *a, xf_attr_kind kind); /* ArrayAttr of `kind` */
XFS_HIDDEN bool xfd_is_dict_array(const xf_attr *a);        /* "Array of dictionary attributes" */
XFS_HIDDEN bool xfd_is_function_type_attr(const xf_attr *a); /* TypeAttrOf<FunctionType> */
XFS_HIDDEN bool xfd_has_rank(const xf_type *t);            /* shaped with a rank */
/* getElementTypeOrSelf. */
XFS_HIDDEN xf_type *xfd_elem_or_self(xf_type *t);
/* `t` satisfies `pred`, or is a vector or tensor whose elements do
 * (MLIR's TypeOrContainer: "...-like" constraints). */
XFS_HIDDEN bool xfd_like(xf_type *t, bool (*pred)(const xf_type *));
/* verifyCompatibleShape of two types and verifyCompatibleShapes of `n`. */
XFS_HIDDEN bool xfd_compatible_shape(const xf_type *a, const xf_type *b);
XFS_HIDDEN bool xfd_compatible_shapes(xf_type *const *types, size_t n);
/* getI1SameShape: i1, or `t`'s shape with i1 elements. */
XFS_HIDDEN xf_type *xfd_i1_same_shape(xf_context *ctx, xf_type *t);
/* An inherent attribute that fails its constraint: mlir-opt rejects it
 * while building the op (verifyInherentAttrs), so the error carries no
 * "see current operation" note:
 * "'<op>' op attribute '<name>' failed to satisfy constraint: <what>". */
XFS_HIDDEN xf_status xfd_attr_constraint_error(xf_op *op, const char *name, const char *what);
/* InferTypeOpInterface's check for ops whose result type is their first
 * operand's (SameOperandsAndResultType): "inferred type(s) ... are
 * incompatible ..." then "failed to infer returned types". */
XFS_HIDDEN xf_status xfd_check_inferred_same_type(xf_op *op);
/* "operand #i must be <desc>, but got '<type>'" (and the result form). */
XFS_HIDDEN xf_status xfd_operand_type_error(xf_op *op, unsigned i, const char *desc);
XFS_HIDDEN xf_status xfd_result_type_error(xf_op *op, unsigned i, const char *desc);
/* Counting traits (NOperands, OneOperand, ZeroOperands, AtLeastNOperands,
 * and the result and region forms) with mlir-opt's messages. */
XFS_HIDDEN xf_status xfd_check_operands(xf_op *op, unsigned n);
XFS_HIDDEN xf_status xfd_check_min_operands(xf_op *op, unsigned n);
XFS_HIDDEN xf_status xfd_check_results(xf_op *op, unsigned n);
XFS_HIDDEN xf_status xfd_check_regions(xf_op *op, unsigned n);
/* SameOperandsAndResultType, SameTypeOperands, SameOperandsAndResultShape. */
XFS_HIDDEN xf_status xfd_check_same_operands_and_result_type(xf_op *op);
XFS_HIDDEN xf_status xfd_check_same_type_operands(xf_op *op);
XFS_HIDDEN xf_status xfd_check_same_operands_and_result_shape(xf_op *op);
/* The Elementwise trait. */
XFS_HIDDEN xf_status xfd_check_elementwise(xf_op *op);
/* A dense i64/i32 array attribute holding `n` values, or NULL. */
XFS_HIDDEN xf_attr *xfd_dense_array_of(xf_attr *a, unsigned width);

#endif /* XFORM_SRC_DIALECTS_H */
