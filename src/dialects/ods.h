/* ods.h — what MLIR's ODS-generated verifiers check before an op's own
 * verify(): region/result/operand counts (the count traits), required and
 * typed inherent attributes, operand and result type constraints, and the
 * wording of each failure.  Shared by the dialect files.
 *
 * Every xf_status function reports one diagnostic on failure (with the
 * see-current-operation note) and returns XF_ERROR.
 */
#ifndef XFORM_SRC_DIALECTS_ODS_H
#define XFORM_SRC_DIALECTS_ODS_H

#include "dialects.h"

/* Count traits, checked in MLIR's order (regions, results, operands).
 * -1 skips a check; `operands_at_least` makes `operands` a minimum
 * (AtLeastNOperands). */
XFS_HIDDEN xf_status xfd_verify_counts(xf_op *op, int regions, int results, int operands,
                                       bool operands_at_least);

/* emitError (no "'name' op " prefix), with the see-current-operation note. */
XFS_HIDDEN xf_status xfd_error(xf_op *op, const char *fmt, ...) XFS_PRINTF(2, 3);

/* "'name' op operand #i must be <desc>, but got '<type>'" (and results). */
XFS_HIDDEN xf_status xfd_operand_type_error(xf_op *op, unsigned i, const char *desc);
XFS_HIDDEN xf_status xfd_result_type_error(xf_op *op, unsigned i, const char *desc);

/* The inherent attribute `name`; "requires attribute 'name'" when absent. */
XFS_HIDDEN xf_status xfd_require_attr(xf_op *op, const char *name, xf_attr **out);
/* "attribute 'name' failed to satisfy constraint: <desc>" */
/* emitOpError form (with the see-current-operation note). */
XFS_HIDDEN xf_status xfd_prop_constraint_error(xf_op *op, const char *name, const char *desc);
/* SymbolOpInterface::verify for a symbol `op` with visibility `vis` (NULL:
 * none): the visibility is public, private or nested; a `declaration` is
 * not public; a registered parent op is a symbol table. */
XFS_HIDDEN xf_status xfd_verify_symbol_iface(xf_op *op, xf_attr *vis, bool declaration);

/* Attribute kinds used by constraints. */
XFS_HIDDEN bool xfd_is_i64_dense_array(const xf_attr *a);     /* DenseI64ArrayAttr */
XFS_HIDDEN bool xfd_is_i64_integer_attr(const xf_attr *a);    /* I64Attr */

/* Type predicates of the common constraints. */
XFS_HIDDEN bool xfd_is_tensor(const xf_type *t);              /* AnyTensor */
XFS_HIDDEN bool xfd_is_ranked_tensor(const xf_type *t);       /* AnyRankedTensor */
XFS_HIDDEN bool xfd_is_static_tensor(const xf_type *t);       /* AnyStaticShapeTensor */
XFS_HIDDEN bool xfd_is_index(const xf_type *t);               /* Index */
XFS_HIDDEN bool xfd_is_signless_int(const xf_type *t);        /* AnySignlessInteger */

/* Checks that operands [from, from+n) are index values; reports
 * "operand #i must be variadic of index, but got 'T'" otherwise. */
XFS_HIDDEN xf_status xfd_verify_index_operands(xf_op *op, size_t from, size_t n);

/* AttrSizedOperandSegments: the `operandSegmentSizes` property must be a
 * dense i32 array of `nseg` entries summing to the operand count.  Stores
 * the segment sizes in `sizes` (nseg entries). */
XFS_HIDDEN xf_status xfd_verify_segments(xf_op *op, size_t nseg, int32_t *sizes);
/* Materialises `operandSegmentSizes` (nseg zeros) when a generic-form op
 * lacks it, as MLIR's properties struct always holds one (for `complete`). */
XFS_HIDDEN void xfd_complete_segments(xf_context *ctx, xf_op_state *st, size_t nseg);
/* A dense i32 array attribute for `operandSegmentSizes`. */
XFS_HIDDEN xf_attr *xfd_segment_sizes_attr(xf_context *ctx, const int32_t *sizes, size_t n);

#endif /* XFORM_SRC_DIALECTS_ODS_H */
