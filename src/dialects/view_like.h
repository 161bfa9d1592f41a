/* view_like.h — MLIR's ViewLikeInterface helpers for the dialects:
 *  - mixed static/dynamic index lists `[0, %a, [4]]` (custom<DynamicIndexList>):
 *    each entry is an integer or an SSA value (stored as XF_DYNAMIC in the
 *    static list), optionally wrapped in `[...]` (a scalable entry);
 *  - the OffsetSizeAndStrideOpInterface verifier and the slice helpers that
 *    the tensor (and memref-like) ops share: rank-reduction masks, in-bounds
 *    checks, the "expected type to be ..." messages.
 */
#ifndef XFORM_SRC_DIALECTS_VIEW_LIKE_H
#define XFORM_SRC_DIALECTS_VIEW_LIKE_H

#include "ods.h"

/* A parsed index list.  Vectors use the context allocator. */
typedef struct xfd_index_list {
  xfs_vec ops;      /* xfy_operand: the SSA entries, in order */
  xfs_vec vals;     /* int64_t: every entry, XF_DYNAMIC for SSA entries */
  xfs_vec scalable; /* bool: every entry, true when written `[x]` */
  xfs_vec types;    /* xf_type*: per SSA entry, when parsed with types */
} xfd_index_list;

/* parseDynamicIndexList: `delim` is XFY_DELIM_SQUARE or XFY_DELIM_PAREN;
 * with `with_types` every SSA entry is followed by `: type`.  On failure
 * reports mlir-opt's two errors (the cause, then "expected SSA value or
 * integer" at the op name). */
XFS_HIDDEN bool xfd_parse_index_list(xfy_op_builder *b, xfd_index_list *l, xfy_delim delim,
                                     bool with_types);
XFS_HIDDEN void xfd_index_list_free(xf_context *ctx, xfd_index_list *l);
/* The static entries as a dense i64 array attribute. */
XFS_HIDDEN xf_attr *xfd_index_list_attr(xf_context *ctx, const xfd_index_list *l);
/* Resolves the SSA entries, all of type `t`, appending them to the operands. */
XFS_HIDDEN bool xfd_index_list_resolve(xfy_op_builder *b, const xfd_index_list *l, xf_type *t);

/* printDynamicIndexList: the static entries of `statics` (a dense i64
 * array), taking the SSA values for dynamic entries from operands
 * [first, ...); `scalable` (a dense bool array) may be NULL; with
 * `with_types` SSA entries print ` : type`. */
XFS_HIDDEN void xfd_print_index_list(xfy_printer *pr, xf_op *op, size_t first,
                                     const xf_attr *statics, const xf_attr *scalable,
                                     bool with_types, xfy_delim delim);

/* Number of XF_DYNAMIC entries of a dense i64 array. */
XFS_HIDDEN size_t xfd_count_dynamic(const xf_attr *statics);

/* The OffsetSizeAndStrideOpInterface verifier.  `first` is the index of the
 * first offset operand; `segs` the offsets/sizes/strides operand counts;
 * `rank` the expected length of each static list. */
XFS_HIDDEN xf_status xfd_verify_offset_size_stride(xf_op *op, const int32_t segs[3],
                                                   size_t rank);

/* computeRankReductionMask: true when `reduced` is `orig` with some unit
 * dimensions dropped (greedy left-to-right matching). */
XFS_HIDDEN bool xfd_rank_reducible(const int64_t *orig, size_t orank, const int64_t *reduced,
                                   size_t rrank);
/* isRankReducedType + produceSliceErrorMsg: checks that `actual` is
 * `expected` or a rank-reduced version of it; reports otherwise. */
XFS_HIDDEN xf_status xfd_verify_rank_reduced(xf_op *op, xf_type *expected, xf_type *actual);
/* verifyInBoundsSlice against `shape` (static dims only). */
XFS_HIDDEN xf_status xfd_verify_in_bounds_slice(xf_op *op, const xf_type *shaped,
                                                const xf_attr *offsets, const xf_attr *sizes,
                                                const xf_attr *strides);

#endif /* XFORM_SRC_DIALECTS_VIEW_LIKE_H */
