/* tensor_impl.h — the tensor dialect's verifiers (tensor_verify.c), used by
 * the registry table in tensor.c.  Each mirrors mlir-opt 22: the ODS checks
 * (counts, attributes, operand/result types, TypesMatchWith) first, then
 * the op's verify(); *_regions run after the ops nested in the op.
 */
#ifndef XFORM_SRC_DIALECTS_TENSOR_IMPL_H
#define XFORM_SRC_DIALECTS_TENSOR_IMPL_H

#include "view_like.h"

XFS_HIDDEN xf_status xfd_tensor_verify_bitcast(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_cast(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_concat(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_dim(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_empty(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_extract(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_extract_slice(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_from_elements(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_gather(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_generate(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_generate_regions(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_insert(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_insert_slice(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_parallel_insert_slice(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_rank(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_reshape(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_expand_shape(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_collapse_shape(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_pad(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_pad_regions(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_scatter(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_splat(xf_op *op);
XFS_HIDDEN xf_status xfd_tensor_verify_yield(xf_op *op);

#endif /* XFORM_SRC_DIALECTS_TENSOR_IMPL_H */
