/* dominance.h — dominance queries over the IR, as MLIR's DominanceInfo
 * answers them (internal to the IR layer and the layers above).
 *
 * What it holds: a cache (`xfi_dominance`) of one dominator tree per
 * multi-block region, built on first use, and of block positions of ops,
 * numbered one block at a time on first use (in the ops' `order` scratch
 * field; a block's `order_epoch` says which cache numbered it).  Queries:
 *  - whether a region has SSA dominance: multi-block regions always do;
 *    a single-block region does unless its parent op is unregistered or
 *    its registry row has XF_TRAIT_GRAPH_REGION (MLIR's RegionKindInterface);
 *  - whether a block is reachable from its region's entry block;
 *  - whether a value properly dominates an op (MLIR's
 *    DominanceInfo::properlyDominates(Value, Operation *)).
 *
 * Invariants: the IR must not change between queries on one cache (the
 * cache is not invalidated); the successors of every block's terminator
 * lie in the block's own region (the structural verifier checks this
 * before asking).  Every query is O(1) plus the climb from the user to the
 * definition's region; building a tree is linear in the region's blocks
 * and edges.  Allocation failure returns XF_NOMEM and leaves the cache
 * usable and freeable.
 */
#ifndef XFORM_SRC_IR_DOMINANCE_H
#define XFORM_SRC_IR_DOMINANCE_H

#include "ir_impl.h"

typedef struct xfi_dominance {
  xf_context *ctx;       /* memory owner */
  xfs_arena arena;       /* dominator trees */
  xfs_ptrmap trees;      /* xf_region* -> xfi_domtree* */
  xfs_ptrmap block_idx;  /* xf_block* -> index in its region + 1 */
  uint32_t epoch;        /* blocks with this order_epoch have their ops' `order` set */
} xfi_dominance;

XFS_HIDDEN void xfi_dom_init(xfi_dominance *d, xf_context *ctx);
XFS_HIDDEN void xfi_dom_free(xfi_dominance *d);
/* Does region `r` have SSA dominance (else it is a graph region)? */
XFS_HIDDEN bool xfi_region_has_ssa_dominance(const xf_region *r);
/* Sets `*out`: is block `b` reachable from the entry block of its region? */
XFS_HIDDEN xf_status xfi_dom_reachable(xfi_dominance *d, xf_block *b, bool *out) XF_MUST_CHECK;
/* Sets `*out`: does value `v` properly dominate op `user` (a block
 * argument: its block dominates the user's block; a result: its op comes
 * before the user, or before the user's ancestor, in a dominating
 * position, and does not enclose the user)? */
XFS_HIDDEN xf_status xfi_dom_value_dominates(xfi_dominance *d, xf_value *v, xf_op *user,
                                             bool *out) XF_MUST_CHECK;
/* The ancestor of `op` (or `op` itself) whose block lies in region `r`, or
 * NULL when `op` is not nested in `r`. */
XFS_HIDDEN xf_op *xfi_ancestor_in_region(const xf_region *r, xf_op *op);
/* Is region `anc` a proper ancestor of region `r` (reflexive: false)? */
XFS_HIDDEN bool xfi_region_is_proper_ancestor(const xf_region *anc, const xf_region *r);

#endif /* XFORM_SRC_IR_DOMINANCE_H */
