/* linalg.h — the linalg dialect's internal interface, shared by its files:
 *
 *   linalg_ops.c      registry rows; map/reduce/transpose/broadcast/index/
 *                     yield syntax and name hints
 *   linalg_syntax.c   ins/outs, generic, named ops, matmul family, elementwise
 *   linalg_catalog.h  the named ops (LinalgNamedStructuredOps.yaml of LLVM 22
 *                     plus the LLVM 17-19 elemwise_unary/binary), X-macro
 *   linalg_named.c    the catalog's registry rows, map parsing and binding
 *   linalg_relayout.c softmax, pack, unpack (not structured)
 *   linalg_body.c     building implicit bodies (MLIR's RegionBuilderHelper)
 *   linalg_verify.c   verifiers (DestinationStyle, LinalgOp, yield, index...)
 *   linalg_model.c    the structured-op model (include/xform/linalg.h)
 *   linalg_analysis.c body analysis, contraction/convolution dimensions
 *
 * Every structured op's registry row points (`structured` hook) at an
 * `xfd_linalg_desc` saying how to derive its loops and indexing maps.
 * Named ops are described by catalog entries: operand count, iterator
 * types, indexing maps as text (symbols s0.. stand for strides then
 * dilations of convolutions) and a body expression in a small prefix
 * language (see linalg_body.c).
 */
#ifndef XFORM_SRC_DIALECTS_LINALG_H
#define XFORM_SRC_DIALECTS_LINALG_H

#include "xform/linalg.h"
#include "dialects.h"

/* How a structured op's loops and maps are derived. */
typedef enum xfd_lkind {
  XFD_LK_GENERIC,     /* indexing_maps + iterator_types properties */
  XFD_LK_MAP,         /* identity maps over the init's rank, all parallel */
  XFD_LK_REDUCE,      /* `dimensions` of the inputs are reduction loops */
  XFD_LK_TRANSPOSE,   /* input map: inverse of `permutation` */
  XFD_LK_BROADCAST,   /* input map: identity minus `dimensions` */
  XFD_LK_MAPS_PROP,   /* indexing_maps property (matmul, contract, ...) */
  XFD_LK_ELEMENTWISE, /* indexing_maps property, all parallel */
  XFD_LK_NAMED,       /* a catalog op: static maps or rank-polymorphic */
} xfd_lkind;

/* Flags of a structured op description. */
enum {
  XFD_NF_CAST = 1u << 0,      /* has a `cast` type_fn attribute (copy, matmul, ...) */
  XFD_NF_FUN_UNARY = 1u << 1, /* `fun` unary_fn attribute (elemwise_unary) */
  XFD_NF_FUN_BINARY = 1u << 2,/* `fun` binary_fn attribute (elemwise_binary) */
  XFD_NF_FILL = 1u << 3,      /* linalg.fill: value type must match */
};

/* What a structured op's registry row says about it (`structured` hook). */
typedef struct xfd_linalg_desc {
  xfd_lkind kind;
  uint8_t ninputs;     /* NAMED / MAPS_PROP: inputs before the single init */
  uint8_t nconv;       /* NAMED: spatial dims with strides/dilations, 0: none */
  uint8_t flags;       /* XFD_NF_* */
  const char *iters;   /* 'p'/'r' per loop; NULL: rank-polymorphic (NAMED) or
                          inferred from the maps (contract) */
  const char *maps;    /* NAMED: the static maps; MAPS_PROP: the defaults
                          (NULL: indexing_maps is required) */
  const char *body;    /* NAMED / MAPS_PROP: the implicit body expression */
} xfd_linalg_desc;

/* ------------------------------------------------------------ catalog */

/* Registers the named ops of the catalog (linalg_named.c). */
XFS_HIDDEN xf_status xfd_register_linalg_named(xf_context *ctx);
/* Registers softmax, pack and unpack (linalg_relayout.c). */
XFS_HIDDEN xf_status xfd_register_linalg_relayout(xf_context *ctx);
/* Parses the `;`-separated map list `text` (symbols replaced by `syms`,
 * `nsyms` of them) into `out` (at most `cap`); returns the count or -1. */
XFS_HIDDEN int xfd_parse_map_list(xf_context *ctx, const char *text, const int64_t *syms,
                                  size_t nsyms, xf_attr **out, size_t cap);
/* Replaces the symbols of `map` by constants (MLIR replaceDimsAndSymbols);
 * the result has no symbols. */
XFS_HIDDEN xf_attr *xfd_map_bind_symbols(xf_context *ctx, xf_attr *map, const int64_t *syms,
                                         size_t nsyms);
/* Strides then dilations of a convolution op (defaults 1), `nconv` each. */
XFS_HIDDEN void xfd_conv_symbols(xf_op *op, size_t nconv, int64_t *out);
XFS_HIDDEN void xfd_conv_symbols_dict(xf_attr *props, size_t nconv, int64_t *out);

/* --------------------------------------------------------------- body */

/* Context of a body being built into `block` (arguments already added). */
typedef struct xfd_body {
  xf_context *ctx;
  xf_block *block;       /* where ops are appended */
  xf_attr *cast;         /* `cast` attribute (#linalg.type_fn<..>) or NULL */
  const char *fun_name;  /* function `fun` stands for ("add", "exp"), or NULL */
  size_t fun_len;
  xf_strbuf *err;        /* the error message when building fails */
  size_t nin;            /* input operands of the op (the others are outputs) */
} xfd_body;
/* Appends the ops of expression `expr` and a linalg.yield of its value. */
XFS_HIDDEN bool xfd_build_body(xfd_body *b, const char *expr);
/* A lazy region for the body of expression `expr` with block argument
 * types `types` when an earlier body with the same key was kept as a
 * template (xfd_build_body), else NULL.  `b` needs ctx, cast and fun. */
XFS_HIDDEN xfi_lazy_region *xfd_lazy_body(xfd_body *b, const char *expr, xf_type *const *types,
                                          size_t n);
/* The body expression of a linalg.elementwise kind ("add", "exp", ...) and
 * its arity; NULL for unknown kinds. */
XFS_HIDDEN const char *xfd_elementwise_body(const char *kind, size_t len, unsigned *arity);
/* Creates op `name` with `operands`, one result of type `rt` (or none when
 * NULL), properties `props` (NULL: the defaults xform knows for it) and
 * discardable `attrs`, appended to `blk`. */
XFS_HIDDEN xf_op *xfd_append_op(xf_context *ctx, xf_block *blk, const char *name, size_t nlen,
                                xf_value *const *operands, size_t n, xf_type *rt,
                                xf_attr *props, xf_attr *attrs, xf_attr *loc);
/* Splits a parsed attribute dictionary of op `name` into its inherent
 * (properties) and discardable parts, and adds the default properties
 * mlir-opt materialises (fastmath, overflowFlags). */
XFS_HIDDEN void xfd_split_payload_attrs(xf_context *ctx, const char *name, size_t nlen,
                                        xf_attr *dict, xf_attr **props, xf_attr **attrs);

/* --------------------------------------------------------- attributes */

/* The text between `<` and `>` of an opaque `#<prefix><...>` attribute
 * (spaces trimmed), e.g. "cast_unsigned" for #linalg.type_fn<cast_unsigned>. */
XFS_HIDDEN bool xfd_enum_attr_value(const xf_attr *a, const char *prefix, const char **s,
                                    size_t *len);
/* `array<i32: a, b>` */
XFS_HIDDEN xf_attr *xfd_segment_sizes(xf_context *ctx, int32_t a, int32_t b);
/* Element `i` of an integer dense attribute or dense array (splats repeat). */
XFS_HIDDEN bool xfd_int_elem(const xf_attr *a, size_t i, int64_t *out);
/* Rank of a shaped type, 0 for scalars. */
XFS_HIDDEN size_t xfd_rank(const xf_type *t);
/* The scalar a structured op's block argument has for an operand of type
 * `t`: the element type of memref / ranked tensor types, else `t` itself
 * (vectors and unranked types stay whole, as in fillStructuredOpRegion). */
XFS_HIDDEN xf_type *xfd_linalg_scalar(xf_type *t);

/* --------------------------------------------------------------- model */

XFS_HIDDEN const xfd_linalg_desc *xfd_linalg_desc_of(const xf_op *op);
/* Number of operands in the ins()/outs() groups. */
XFS_HIDDEN size_t xfd_num_inputs(const xf_op *op);
/* Read-only views of a structured op's body (xfi_op_region_view: a lazy
 * body stays unbuilt and the view is shared with other ops): the body
 * block, its linalg.yield, and matchReduction over them.  What they return
 * may be inspected, never modified, kept or handed out. */
XFS_HIDDEN xf_block *xfd_linalg_body_view(xf_op *op);
XFS_HIDDEN xf_op *xfd_linalg_yield_view(xf_op *op);
XFS_HIDDEN size_t xfd_linalg_match_reduction_view(xf_op *op, size_t init, xf_op **first);
/* Memory effects of a structured op (reads of memref inputs, reads and
 * writes of memref inits). */
XFS_HIDDEN unsigned xfd_linalg_effects(const xf_op *op);
/* All indexing maps (one per operand) into `out` (cap entries); returns the
 * count or -1 when they cannot be derived. */
XFS_HIDDEN int xfd_indexing_maps(xf_op *op, xf_attr **out, size_t cap);
/* The memoized maps mlir-opt attaches to convolution-like named ops. */
XFS_HIDDEN xf_attr *xfd_named_static_maps(xf_op *op);

/* --------------------------------------------------------------- syntax */

/* The `ins(...)` / `outs(...)` groups of a structured op being parsed. */
typedef struct xfd_dps {
  xfs_vec in_ops, in_types;   /* xfy_operand / xf_type* */
  xfs_vec out_ops, out_types; /* xfy_operand / xf_type* */
} xfd_dps;
/* parseCommonStructuredOpParts: `<{props}>`? `{attrs}`? `ins(...)`?
 * `outs(...)`?, resolved in that order; adds operandSegmentSizes when
 * `segments`. */
XFS_HIDDEN bool xfd_parse_dps(xfy_op_builder *b, xfd_dps *d, bool segments);
XFS_HIDDEN void xfd_dps_free(xfy_op_builder *b, xfd_dps *d);
/* ` ins(%a : t) outs(%b : t)` (empty groups omitted). */
XFS_HIDDEN void xfd_print_dps(xfy_printer *pr, xf_op *op);
/* ` -> t` / ` -> (t1, t2)` for the op's results, nothing without results. */
XFS_HIDDEN void xfd_print_results(xfy_printer *pr, xf_op *op);
/* A further error after the first one (mlir-opt sometimes reports two). */
XFS_HIDDEN void xfd_custom_error_more(xfy_op_builder *b, const xfy_token *at, const char *fmt,
                                      ...) XFS_PRINTF(3, 4);
/* Adds a region holding `blk` to the op being built. */
XFS_HIDDEN bool xfd_add_block_region(xfy_op_builder *b, xf_block *blk);
/* The default indexing maps of a MAPS_PROP op, as an array attribute. */
XFS_HIDDEN xf_attr *xfd_default_maps(xf_context *ctx, const xfd_linalg_desc *d);

/* Hooks of the registry rows. */
XFS_HIDDEN bool xfd_generic_parse(xfy_op_builder *b);
XFS_HIDDEN void xfd_generic_print(xfy_printer *pr, xf_op *op);
XFS_HIDDEN bool xfd_named_parse(xfy_op_builder *b);
XFS_HIDDEN void xfd_named_print(xfy_printer *pr, xf_op *op);
/* xf_op_info.elides_attr of the named ops, the matmul family and
 * linalg.elementwise: what their printers leave out of the text. */
XFS_HIDDEN bool xfd_named_elides_attr(xf_op *op, const xf_ident *name, const xf_attr *value);
XFS_HIDDEN bool xfd_maps_op_elides_attr(xf_op *op, const xf_ident *name, const xf_attr *value);
XFS_HIDDEN bool xfd_elementwise_elides_attr(xf_op *op, const xf_ident *name,
                                            const xf_attr *value);
XFS_HIDDEN bool xfd_maps_op_parse(xfy_op_builder *b);
XFS_HIDDEN void xfd_maps_op_print(xfy_printer *pr, xf_op *op);
XFS_HIDDEN bool xfd_elementwise_parse(xfy_op_builder *b);
XFS_HIDDEN void xfd_elementwise_print(xfy_printer *pr, xf_op *op);

/* ------------------------------------------------------------ verifiers */

/* The first attribute of `dict` violating its ODS constraint for an op of
 * description `d`: its name and the constraint's description. */
XFS_HIDDEN bool xfd_linalg_attr_violation(const xfd_linalg_desc *d, const xf_attr *dict,
                                          const char **name, const char **what);
/* The constraint inherent attribute `e` of an op described by `d` violates
 * (its description), or NULL. */
XFS_HIDDEN const char *xfd_linalg_attr_entry_violation(xf_context *ctx, const xfd_linalg_desc *d,
                                                       const xf_named_attr *e);

/* Op-level checks of a structured op (before its body is verified). */
/* isConvolutionInterfaceImpl: NULL when `op` has the form of a
 * convolution, else getMatchConvolutionMessage's text. */
XFS_HIDDEN const char *xfd_linalg_match_convolution(xf_op *op);
XFS_HIDDEN xf_status xfd_linalg_verify_structured(xf_op *op);
/* DestinationStyleOpInterface + LinalgOp checks (after the body); memoizes
 * the indexing maps of named ops with static maps, as mlir-opt does. */
XFS_HIDDEN xf_status xfd_linalg_verify_regions(xf_op *op);
XFS_HIDDEN xf_status xfd_linalg_verify_yield(xf_op *op);
XFS_HIDDEN xf_status xfd_linalg_verify_index(xf_op *op);
XFS_HIDDEN xf_status xfd_linalg_verify_fill(xf_op *op);
XFS_HIDDEN xf_status xfd_linalg_verify_map(xf_op *op);
XFS_HIDDEN xf_status xfd_linalg_verify_reduce(xf_op *op);
XFS_HIDDEN xf_status xfd_linalg_verify_transpose(xf_op *op);
XFS_HIDDEN xf_status xfd_linalg_verify_broadcast(xf_op *op);

#endif /* XFORM_SRC_DIALECTS_LINALG_H */
