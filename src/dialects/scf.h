/* scf.h — helpers shared by the scf dialect's files: scf.c (for, if,
 * while, execute_region, index_switch and their terminators),
 * scf_parallel.c (forall, parallel and their terminators) and
 * scf_common.c (the helpers themselves).
 *
 * Verification of region-holding scf ops runs in two phases, as MLIR's
 * verifier does: the row's `verify` hook holds the op's invariants, traits
 * and verify(); its `verify_regions` hook, run once the nested ops are
 * verified, the checks on the regions' contents (LoopLikeOpInterface,
 * RegionBranchOpInterface type edges, SingleBlockImplicitTerminator,
 * verifyRegions).
 */
#ifndef XFORM_SRC_DIALECTS_SCF_H
#define XFORM_SRC_DIALECTS_SCF_H

#include "dialects.h"

/* The rows of scf.forall, scf.forall.in_parallel, scf.parallel, scf.reduce
 * and scf.reduce.return (scf_parallel.c). */
XFS_HIDDEN extern const xf_op_info xfd_scf_parallel_ops[];
XFS_HIDDEN extern const size_t xfd_scf_num_parallel_ops;

/* --------------------------------------------------------------- parsing */

/* `(%a = %x, %b = %y)` if the current token is `(`: the region arguments
 * go to `args` (xfy_argument), the operands to `ops` (xfy_operand).
 * `*present` says whether a list was there. */
XFS_HIDDEN bool xfd_scf_parse_assignments(xfy_op_builder *b, xfs_vec *args, xfs_vec *ops,
                                          bool *present);
/* The same list, required: "custom op '<name>' expected '('" otherwise. */
XFS_HIDDEN bool xfd_scf_expect_assignments(xfy_op_builder *b, xfs_vec *args, xfs_vec *ops);
/* Sets the types of `args[from..]` from `types` (count `n`). */
XFS_HIDDEN void xfd_scf_type_args(xfs_vec *args, size_t from, xf_type *const *types, size_t n);
/* Frees the vectors of a parse. */
XFS_HIDDEN void xfd_scf_free_args(xf_context *ctx, xfs_vec *args, xfs_vec *ops);

/* `<prefix>(%arg = %opnd, ...)`: block arguments [arg_from, arg_from+n)
 * of `blk` against operands [opnd_from, opnd_from+n) of `op`; nothing when
 * n is 0. */
XFS_HIDDEN void xfd_scf_print_assignments(xfy_printer *pr, const char *prefix, xf_block *blk,
                                          uint32_t arg_from, xf_op *op, uint32_t opnd_from,
                                          uint32_t n);
/* `(t1, t2)` of values `v[0..n)` and of `op`'s results. */
XFS_HIDDEN void xfd_scf_print_result_types_paren(xfy_printer *pr, xf_op *op);

/* ------------------------------------------------------------ verifying */

/* A run of values: operands of an op, arguments of a block or results of
 * an op (exactly one of the pointers is set). */
typedef struct xfd_values {
  xf_use *uses;          /* operands */
  xf_value **args;       /* block arguments */
  xf_value *results;     /* op results */
  uint32_t n;
} xfd_values;

XFS_HIDDEN xfd_values xfd_operands_from(xf_op *op, uint32_t from);
XFS_HIDDEN xfd_values xfd_block_args_from(xf_block *b, uint32_t from);
XFS_HIDDEN xfd_values xfd_results_of(xf_op *op);
XFS_HIDDEN xf_type *xfd_values_type(const xfd_values *v, uint32_t i);

/* One RegionBranchOpInterface edge: from the parent op (`term` NULL) or
 * terminator `term`, to region `dst` (or the parent when -1), carrying
 * `opnds` into `inputs`.  Reports "along control flow edge from ..." with
 * the "region branch point" note. */
XFS_HIDDEN xf_status xfd_scf_check_edge(xf_op *op, xf_op *term, int dst, const xfd_values *opnds,
                                        const xfd_values *inputs);

/* verifyLoopLikeOpInterface with the given inits, region iter_args,
 * yielded values (NULL: none known) and loop results (NULL: none). */
XFS_HIDDEN xf_status xfd_scf_check_loop_like(xf_op *op, const xfd_values *inits,
                                             const xfd_values *iter_args,
                                             const xfd_values *yielded,
                                             const xfd_values *results);

/* SingleBlockImplicitTerminator's region check: every non-empty region
 * of `op` ends with `term`. */
XFS_HIDDEN xf_status xfd_scf_check_implicit_terminator(xf_op *op, const char *term);

/* An inherent attribute that fails its constraint, reported when the op
 * is verified (hand-written scf parsers do not check attributes, so
 * mlir-opt reports these with the "see current operation" note). */
XFS_HIDDEN xf_status xfd_scf_attr_error(xf_op *op, const char *name, const char *what);

/* The structural traits mlir-opt checks right after the counting traits,
 * before the ODS constraints: SingleBlock ("expects region #i to have 0
 * or 1 blocks", "expects a non-empty block" unless `no_terminator`). */
XFS_HIDDEN xf_status xfd_scf_check_single_block(xf_op *op, bool no_terminator);
/* HasParent<`parent`>: "expects parent op '<parent>'". */
XFS_HIDDEN xf_status xfd_scf_check_parent(xf_op *op, const char *parent);

/* ODS region constraint SizedRegion<1>: "region #i ('name') failed to
 * verify constraint: region with 1 blocks". */
XFS_HIDDEN xf_status xfd_scf_check_sized_region(xf_op *op, uint32_t i, const char *name);

/* The last op of region `r`'s first block if it is named `name`. */
XFS_HIDDEN xf_op *xfd_scf_terminator(xf_region *r, const char *name);
/* Is `op` named `name`? */
XFS_HIDDEN bool xfd_op_is(const xf_op *op, const char *name);
/* The integer value of an arith.constant (or other constant) defining `v`. */
XFS_HIDDEN bool xfd_constant_int_value(xf_value *v, int64_t *out);

#endif /* XFORM_SRC_DIALECTS_SCF_H */
