/* xform/ir.h — the IR core: uniqued types and attributes, locations,
 * operations, blocks, regions and SSA values with use lists.
 *
 * Invariants the whole library relies on:
 *  - Types and attributes are immutable and uniqued in their context:
 *    structural equality is pointer equality.  Locations are attributes.
 *  - An operation lives in at most one block; a block in at most one region;
 *    a region belongs to exactly one operation.  Ops in a block form an
 *    intrusive doubly linked list, so insertion and erasure are O(1).
 *  - Every operand is a use linked into the use list of its value; the list
 *    is ordered most-recently-added first, as MLIR's is.
 *  - Attribute dictionaries are sorted by name (byte order), like MLIR's
 *    DictionaryAttr.  An op keeps its inherent attributes ("properties",
 *    printed `<{...}>`) apart from its discardable ones (printed `{...}`).
 */
#ifndef XFORM_IR_H
#define XFORM_IR_H

#include "xform/support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct xf_type xf_type;
typedef struct xf_attr xf_attr;
typedef struct xf_op xf_op;
typedef struct xf_block xf_block;
typedef struct xf_region xf_region;
typedef struct xf_value xf_value;
typedef struct xf_use xf_use;
typedef struct xf_affine_expr xf_affine_expr;

/* ------------------------------------------------------------------ types */

/* The dynamic-size marker in shapes, as MLIR's ShapedType::kDynamic. */
#define XF_DYNAMIC INT64_MIN

typedef enum xf_type_kind {
  XF_TYPE_INTEGER,        /* width, signedness */
  XF_TYPE_INDEX,          /* - */
  XF_TYPE_FLOAT,          /* float semantics (f16, bf16, f8E5M2, ...) */
  XF_TYPE_NONE,           /* - */
  XF_TYPE_COMPLEX,        /* element */
  XF_TYPE_TUPLE,          /* types */
  XF_TYPE_FUNCTION,       /* inputs, results */
  XF_TYPE_VECTOR,         /* shape, scalable dims, element */
  XF_TYPE_RANKED_TENSOR,  /* shape, element, encoding (attr or NULL) */
  XF_TYPE_UNRANKED_TENSOR,/* element */
  XF_TYPE_MEMREF,         /* shape, element, layout, memory space */
  XF_TYPE_UNRANKED_MEMREF,/* element, memory space */
  XF_TYPE_OPAQUE,         /* a dialect type xform does not model: `!text` */
  XF_TYPE_DIALECT,        /* a dialect type modelled by a dialect (name, params) */
} xf_type_kind;

typedef enum xf_signedness {
  XF_SIGNLESS, /* iN */
  XF_SIGNED,   /* siN */
  XF_UNSIGNED, /* uiN */
} xf_signedness;

XF_API xf_type_kind xf_type_get_kind(const xf_type *t);
XF_API xf_type *xf_type_integer(xf_context *ctx, unsigned width, xf_signedness s);
XF_API xf_type *xf_type_index(xf_context *ctx);
XF_API xf_type *xf_type_none(xf_context *ctx);
/* `name` is the MLIR spelling: "f32", "bf16", "f8E4M3FN", ...; NULL if unknown. */
XF_API xf_type *xf_type_float(xf_context *ctx, const char *name);
XF_API xf_type *xf_type_complex(xf_context *ctx, xf_type *elem);
XF_API xf_type *xf_type_tuple(xf_context *ctx, xf_type *const *types, size_t n);
XF_API xf_type *xf_type_function(xf_context *ctx, xf_type *const *inputs, size_t nin,
                                 xf_type *const *results, size_t nres);
/* `scalable` may be NULL (no scalable dims). */
XF_API xf_type *xf_type_vector(xf_context *ctx, const int64_t *shape, const bool *scalable,
                               size_t rank, xf_type *elem);
XF_API xf_type *xf_type_ranked_tensor(xf_context *ctx, const int64_t *shape, size_t rank,
                                      xf_type *elem, xf_attr *encoding);
XF_API xf_type *xf_type_unranked_tensor(xf_context *ctx, xf_type *elem);
XF_API xf_type *xf_type_memref(xf_context *ctx, const int64_t *shape, size_t rank, xf_type *elem,
                               xf_attr *layout, xf_attr *memory_space);
XF_API xf_type *xf_type_unranked_memref(xf_context *ctx, xf_type *elem, xf_attr *memory_space);
/* An opaque dialect type; `text` is everything after '!', e.g. "llvm.ptr<1>". */
XF_API xf_type *xf_type_opaque(xf_context *ctx, const char *text, size_t len);

XF_API unsigned xf_type_int_width(const xf_type *t);          /* integer width */
XF_API xf_signedness xf_type_int_signedness(const xf_type *t);
XF_API unsigned xf_type_float_width(const xf_type *t);        /* e.g. 32 for f32 */
XF_API const char *xf_type_float_name(const xf_type *t);
XF_API xf_type *xf_type_element(const xf_type *t);            /* shaped/complex element */
XF_API size_t xf_type_rank(const xf_type *t);                 /* shaped rank */
XF_API const int64_t *xf_type_shape(const xf_type *t);
XF_API size_t xf_type_num_inputs(const xf_type *t);           /* function / tuple */
XF_API xf_type *xf_type_input(const xf_type *t, size_t i);
XF_API size_t xf_type_num_results(const xf_type *t);
XF_API xf_type *xf_type_result(const xf_type *t, size_t i);
XF_API bool xf_type_is_int_or_index_or_float(const xf_type *t);
/* The bit width of a scalar element type (index: 64), or 0. */
XF_API unsigned xf_type_bitwidth(const xf_type *t);

/* ------------------------------------------------------------- attributes */

typedef enum xf_attr_kind {
  XF_ATTR_UNIT,           /* - */
  XF_ATTR_BOOL,           /* ival 0/1 */
  XF_ATTR_INTEGER,        /* type, value words */
  XF_ATTR_FLOAT,          /* type, value bits */
  XF_ATTR_STRING,         /* bytes, optional type */
  XF_ATTR_TYPE,           /* type */
  XF_ATTR_ARRAY,          /* elements */
  XF_ATTR_DICT,           /* sorted named entries */
  XF_ATTR_SYMBOL_REF,     /* root, nested references */
  XF_ATTR_DENSE,          /* shaped type, element data (splat flag) */
  XF_ATTR_DENSE_STRING,   /* shaped type, string elements */
  XF_ATTR_DENSE_RESOURCE, /* shaped type, resource handle name */
  XF_ATTR_SPARSE,         /* shaped type, indices (dense), values (dense) */
  XF_ATTR_DENSE_ARRAY,    /* element type, values */
  XF_ATTR_AFFINE_MAP,     /* dims, symbols, result exprs */
  XF_ATTR_INTEGER_SET,    /* dims, symbols, constraints, eq flags */
  XF_ATTR_STRIDED,        /* offset, strides */
  XF_ATTR_OPAQUE,         /* a dialect attribute xform does not model: `#text` */
  XF_ATTR_DIALECT,        /* a dialect attribute modelled by a dialect */
  XF_ATTR_DISTINCT,       /* distinct[id]<attr> */
  XF_ATTR_LOC_UNKNOWN,    /* loc(unknown) */
  XF_ATTR_LOC_FILE,       /* "file":line:col[ to line:col] */
  XF_ATTR_LOC_NAME,       /* "name"(child) */
  XF_ATTR_LOC_CALLSITE,   /* callsite(callee at caller) */
  XF_ATTR_LOC_FUSED,      /* fused<metadata>[locs] */
  XF_ATTR_LOC_OPAQUE,     /* any other location, kept as text */
} xf_attr_kind;

/* One entry of a dictionary attribute. */
typedef struct xf_named_attr {
  xf_ident *name; /* interned key */
  xf_attr *value; /* uniqued value */
} xf_named_attr;

XF_API xf_attr_kind xf_attr_get_kind(const xf_attr *a);
XF_API bool xf_attr_is_location(const xf_attr *a);
XF_API xf_attr *xf_attr_unit(xf_context *ctx);
XF_API xf_attr *xf_attr_bool(xf_context *ctx, bool v);
/* An integer attribute of an integer or index type from a 64-bit value
 * (truncated to the type's width). */
XF_API xf_attr *xf_attr_integer(xf_context *ctx, xf_type *type, int64_t v);
XF_API xf_attr *xf_attr_float(xf_context *ctx, xf_type *type, double v);
XF_API xf_attr *xf_attr_string(xf_context *ctx, const char *s, size_t len, xf_type *type);
XF_API xf_attr *xf_attr_type(xf_context *ctx, xf_type *t);
XF_API xf_attr *xf_attr_array(xf_context *ctx, xf_attr *const *elems, size_t n);
/* Builds a dictionary; entries are sorted, a later duplicate key replaces an
 * earlier one. */
XF_API xf_attr *xf_attr_dict(xf_context *ctx, const xf_named_attr *entries, size_t n);
XF_API xf_attr *xf_attr_symbol_ref(xf_context *ctx, xf_ident *root, xf_ident *const *nested,
                                   size_t n);
XF_API xf_attr *xf_attr_dense_i64_array(xf_context *ctx, const int64_t *v, size_t n);

XF_API xf_type *xf_attr_get_type(const xf_attr *a);         /* typed attrs, else NULL */
XF_API int64_t xf_attr_int_value(const xf_attr *a);         /* integer/bool: sign-extended */
XF_API uint64_t xf_attr_uint_value(const xf_attr *a);       /* integer: zero-extended */
XF_API double xf_attr_float_value(const xf_attr *a);
XF_API const char *xf_attr_string_value(const xf_attr *a, size_t *len);
XF_API xf_type *xf_attr_type_value(const xf_attr *a);
XF_API size_t xf_attr_size(const xf_attr *a);               /* array / dict / dense array */
XF_API xf_attr *xf_attr_array_elem(const xf_attr *a, size_t i);
XF_API const xf_named_attr *xf_attr_dict_entry(const xf_attr *a, size_t i);
XF_API xf_attr *xf_attr_dict_get(const xf_attr *a, const char *name);
XF_API xf_attr *xf_attr_dict_get_id(const xf_attr *a, const xf_ident *name);
XF_API xf_ident *xf_attr_symbol_root(const xf_attr *a);
XF_API size_t xf_attr_symbol_num_nested(const xf_attr *a);
XF_API xf_ident *xf_attr_symbol_nested(const xf_attr *a, size_t i);
XF_API int64_t xf_attr_dense_array_int(const xf_attr *a, size_t i);

/* Locations. */
XF_API xf_attr *xf_loc_unknown(xf_context *ctx);
XF_API xf_attr *xf_loc_file(xf_context *ctx, xf_ident *file, unsigned line, unsigned col);
XF_API xf_attr *xf_loc_name(xf_context *ctx, xf_ident *name, xf_attr *child);
XF_API xf_attr *xf_loc_callsite(xf_context *ctx, xf_attr *callee, xf_attr *caller);
XF_API xf_attr *xf_loc_fused(xf_context *ctx, xf_attr *const *locs, size_t n, xf_attr *metadata);
/* The file:line:col a location is reported at, as mlir-opt's diagnostic
 * printer resolves it (name locations: their child; call sites: the callee;
 * fused: the first resolvable part).  False for unknown locations. */
XF_API bool xf_loc_file_line_col(const xf_attr *loc, xf_ident **file, unsigned *line,
                                 unsigned *col);

/* ---------------------------------------------------------------- values */

XF_API xf_type *xf_value_type(const xf_value *v);
XF_API void xf_value_set_type(xf_value *v, xf_type *t);
XF_API xf_op *xf_value_defining_op(const xf_value *v);     /* NULL for block arguments */
XF_API xf_block *xf_value_owner_block(const xf_value *v);  /* NULL for op results */
XF_API unsigned xf_value_index(const xf_value *v);         /* result or argument number */
XF_API bool xf_value_is_block_arg(const xf_value *v);
XF_API xf_attr *xf_value_loc(const xf_value *v);           /* block arguments only */
XF_API xf_use *xf_value_first_use(const xf_value *v);
XF_API bool xf_value_has_uses(const xf_value *v);
XF_API xf_use *xf_use_next(const xf_use *u);
XF_API xf_op *xf_use_owner(const xf_use *u);
XF_API unsigned xf_use_operand_index(const xf_use *u);
XF_API xf_value *xf_use_value(const xf_use *u);
/* Every use of `from` now uses `to`. */
XF_API void xf_value_replace_all_uses(xf_value *from, xf_value *to);

/* ------------------------------------------------------------ operations */

/* Everything needed to create an operation.  Arrays are copied. */
typedef struct xf_op_state {
  xf_ident *name;              /* "dialect.op", interned in the context created in */
  xf_attr *loc;                /* NULL: unknown location */
  xf_value *const *operands;   size_t num_operands;
  xf_type *const *result_types; size_t num_results;
  xf_block *const *successors; size_t num_successors;
  size_t num_regions;          /* empty regions are created */
  xf_attr *properties;         /* dictionary or NULL */
  xf_attr *attrs;              /* dictionary or NULL */
} xf_op_state;

XF_API xf_op *xf_op_create(xf_context *ctx, const xf_op_state *st);
/* Unlinks `op` from its block (if any), drops its operand uses and those of
 * every nested op, and releases it.  Its results must have no uses left. */
XF_API void xf_op_erase(xf_op *op);
/* Unlinks `op` from its block without destroying it. */
XF_API void xf_op_remove(xf_op *op);
XF_API void xf_op_insert_before(xf_op *op, xf_op *before);
XF_API void xf_op_insert_after(xf_op *op, xf_op *after);
XF_API void xf_block_push_back(xf_block *b, xf_op *op);
XF_API void xf_block_push_front(xf_block *b, xf_op *op);
XF_API void xf_op_move_before(xf_op *op, xf_op *before);
XF_API void xf_op_move_after(xf_op *op, xf_op *after);

XF_API xf_context *xf_op_context(const xf_op *op);
XF_API xf_ident *xf_op_name(const xf_op *op);
XF_API xf_attr *xf_op_loc(const xf_op *op);
XF_API void xf_op_set_loc(xf_op *op, xf_attr *loc);
XF_API size_t xf_op_num_operands(const xf_op *op);
XF_API xf_value *xf_op_operand(const xf_op *op, size_t i);
XF_API xf_use *xf_op_operand_use(xf_op *op, size_t i);
XF_API void xf_op_set_operand(xf_op *op, size_t i, xf_value *v);
XF_API xf_status xf_op_set_operands(xf_op *op, xf_value *const *vals, size_t n) XF_MUST_CHECK;
XF_API size_t xf_op_num_results(const xf_op *op);
XF_API xf_value *xf_op_result(xf_op *op, size_t i);
XF_API size_t xf_op_num_successors(const xf_op *op);
XF_API xf_block *xf_op_successor(const xf_op *op, size_t i);
XF_API size_t xf_op_num_regions(const xf_op *op);
XF_API xf_region *xf_op_region(xf_op *op, size_t i);
XF_API xf_block *xf_op_block(const xf_op *op);             /* containing block */
XF_API xf_op *xf_op_parent(const xf_op *op);               /* containing op */
XF_API xf_op *xf_op_next(const xf_op *op);
XF_API xf_op *xf_op_prev(const xf_op *op);
XF_API bool xf_op_is_ancestor(const xf_op *ancestor, const xf_op *op); /* reflexive */

/* Attributes.  "Inherent" attributes are properties; lookups by name search
 * properties first, then discardable attributes (like Operation::getAttr). */
XF_API xf_attr *xf_op_properties(const xf_op *op);          /* dict or NULL */
XF_API void xf_op_set_properties(xf_op *op, xf_attr *dict);
XF_API xf_attr *xf_op_attrs(const xf_op *op);               /* dict or NULL */
XF_API void xf_op_set_attrs(xf_op *op, xf_attr *dict);
XF_API xf_attr *xf_op_get_attr(const xf_op *op, const char *name);
XF_API xf_attr *xf_op_get_attr_id(const xf_op *op, const xf_ident *name);
/* Sets a discardable attribute (or the property of that name if one exists). */
XF_API xf_status xf_op_set_attr(xf_op *op, xf_ident *name, xf_attr *value) XF_MUST_CHECK;
XF_API xf_status xf_op_remove_attr(xf_op *op, xf_ident *name) XF_MUST_CHECK;

/* ------------------------------------------------------- blocks, regions */

XF_API xf_block *xf_block_create(xf_context *ctx);
XF_API xf_value *xf_block_add_arg(xf_block *b, xf_type *t, xf_attr *loc);
XF_API size_t xf_block_num_args(const xf_block *b);
XF_API xf_value *xf_block_arg(xf_block *b, size_t i);
XF_API xf_op *xf_block_first_op(const xf_block *b);
XF_API xf_op *xf_block_last_op(const xf_block *b);
XF_API xf_block *xf_block_next(const xf_block *b);
XF_API xf_region *xf_block_region(const xf_block *b);
XF_API xf_op *xf_block_parent_op(const xf_block *b);
XF_API void xf_region_push_block(xf_region *r, xf_block *b);
XF_API xf_block *xf_region_first_block(const xf_region *r);
XF_API size_t xf_region_num_blocks(const xf_region *r);
XF_API xf_op *xf_region_parent_op(const xf_region *r);
XF_API unsigned xf_region_index(const xf_region *r);
/* Block surgery (src/ir/edit.c).  Inserts the unlinked block `b` into `r`
 * before `before` (NULL: at the end). */
XF_API void xf_region_insert_block(xf_region *r, xf_block *b, xf_block *before);
/* Unlinks `b` from its region; its ops and arguments stay with it. */
XF_API void xf_block_remove(xf_block *b);
XF_API xf_block *xf_block_prev(const xf_block *b);
XF_API xf_block *xf_region_last_block(const xf_region *r);
/* Removes argument `i` (which must have no uses); later ones shift down. */
XF_API void xf_block_erase_arg(xf_block *b, size_t i);
/* Makes every use of `v` use nothing (MLIR's dropAllUses). */
XF_API void xf_value_drop_uses(xf_value *v);

/* ---------------------------------------------------------------- walks */

typedef enum xf_walk_result {
  XF_WALK_ADVANCE,   /* continue */
  XF_WALK_SKIP,      /* pre-order only: do not visit this op's regions */
  XF_WALK_INTERRUPT, /* stop the walk */
} xf_walk_result;
typedef enum xf_walk_order { XF_PRE_ORDER, XF_POST_ORDER } xf_walk_order;
typedef xf_walk_result (*xf_walk_fn)(xf_op *op, void *user);
/* Walks `root` and every op nested in it.  The callback may erase the op it
 * is given (post-order: any time; pre-order: together with returning
 * XF_WALK_SKIP).  Returns XF_WALK_INTERRUPT if the walk was interrupted.
 * Uses an explicit stack: nesting depth is bounded by memory, not the C stack. */
XF_API xf_walk_result xf_walk(xf_op *root, xf_walk_order order, xf_walk_fn fn, void *user);

/* ---------------------------------------------------------- symbol tables */

/* The op defining symbol `name` directly inside the symbol table op `table`
 * (an op whose first region holds `sym_name`-carrying ops), or NULL. */
XF_API xf_op *xf_symbol_lookup(xf_op *table, const xf_ident *name);
/* Resolves a (possibly nested, `@a::@b`) symbol reference from `from`: the
 * nearest enclosing symbol table op of `from` is searched, then nested
 * tables, as SymbolTable::lookupNearestSymbolFrom does. */
XF_API xf_op *xf_symbol_resolve(xf_op *from, const xf_attr *ref);
XF_API xf_ident *xf_op_symbol_name(const xf_op *op);       /* sym_name or NULL */
XF_API xf_op *xf_op_nearest_symbol_table(xf_op *op);

#ifdef __cplusplus
}
#endif
#endif /* XFORM_IR_H */
