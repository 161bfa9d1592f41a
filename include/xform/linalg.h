/* xform/linalg.h — the Linalg structured-op model: what MLIR's LinalgOp
 * interface tells about a linalg op, as plain C queries.
 *
 * Every structured op the linalg dialect registers (linalg.generic, map,
 * reduce, transpose, broadcast, elementwise, matmul, contract, batch_matmul,
 * batch_reduce_matmul, and all the named ops of LinalgNamedStructuredOps.yaml:
 * fill, copy, dot, matvec, convolutions, poolings, ...) is seen as a loop
 * nest of `num_loops` loops, each parallel or reduction, over DPS inputs
 * (`ins`) and inits (`outs`), each accessed through an indexing map (an
 * affine map attribute from loops to operand dimensions), with a body block
 * whose arguments are the operands' elements and whose `linalg.yield`
 * produces the inits' new values.  Named ops carry their body explicitly in
 * the IR (built when parsed from custom syntax, exactly as mlir-opt 22 builds
 * it), so `xf_linalg_body` is the same block for every op.
 *
 * Operand numbering: "operand i" below is the op operand number (inputs
 * first, then inits), as MLIR's OpOperand numbering.
 *
 * Queries on ops that are not structured (xf_linalg_is_structured false)
 * return 0 / NULL / XF_ERROR without reporting.  Maps are returned as
 * uniqued XF_ATTR_AFFINE_MAP attributes of the op's context.
 */
#ifndef XFORM_LINALG_H
#define XFORM_LINALG_H

#include "xform/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum xf_linalg_iter {
  XF_LINALG_PARALLEL,  /* utils::IteratorType::parallel */
  XF_LINALG_REDUCTION, /* utils::IteratorType::reduction */
} xf_linalg_iter;

/* ----------------------------------------------------------- the model */

/* Does `op` implement LinalgOp (its registry row has structured data)? */
XF_API bool xf_linalg_is_structured(const xf_op *op);
XF_API size_t xf_linalg_num_loops(xf_op *op);
/* Writes the iterator types of all loops into `out` (num_loops entries). */
XF_API xf_status xf_linalg_iterators(xf_op *op, xf_linalg_iter *out);
XF_API size_t xf_linalg_num_inputs(const xf_op *op);
XF_API size_t xf_linalg_num_inits(const xf_op *op);
XF_API xf_value *xf_linalg_input(xf_op *op, size_t i);
XF_API xf_value *xf_linalg_init(xf_op *op, size_t i);
/* The indexing map of operand `i` (inputs then inits), or NULL. */
XF_API xf_attr *xf_linalg_indexing_map(xf_op *op, size_t i);
/* The static size of every loop (MLIR getStaticLoopRanges): operand shapes
 * pushed through the inverse of the concatenated indexing maps; dynamic
 * sizes are XF_DYNAMIC (INT64_MIN).  XF_ERROR when the maps are not
 * invertible. */
XF_API xf_status xf_linalg_static_loop_ranges(xf_op *op, int64_t *out);
/* The region's entry block (the payload), or NULL. */
XF_API xf_block *xf_linalg_body(xf_op *op);
/* The `linalg.yield` terminating the body, or NULL. */
XF_API xf_op *xf_linalg_yield(xf_op *op);
/* For the body block arguments: the operand a block argument stands for. */
XF_API xf_value *xf_linalg_body_arg(xf_op *op, size_t operand);

/* -------------------------------------------------- affine-map analysis */

/* AffineMap::isPermutation: as many results as dims, each a distinct dim. */
XF_API bool xf_affine_map_is_permutation(const xf_attr *map);
/* AffineMap::isProjectedPermutation: results are distinct dims (and, when
 * `allow_zero`, the constant 0). */
XF_API bool xf_affine_map_is_projected_permutation(const xf_attr *map, bool allow_zero);
/* inversePermutation(map): NULL when some dim does not appear alone. */
XF_API xf_attr *xf_affine_map_inverse_permutation(xf_context *ctx, const xf_attr *map);
/* Evaluates a symbol-free map on constant dim values `dims` (XF_DYNAMIC
 * propagates); writes map results into `out`. */
XF_API xf_status xf_affine_map_eval(const xf_attr *map, const int64_t *dims, int64_t *out);

/* ------------------------------------------------------- body analysis */

/* MLIR matchReduction for init `init` (0-based among inits): the init's
 * block argument has one use, by a binary op, whose single-use chain of
 * binary ops reaches the value yielded for that init.  Returns the number
 * of ops in the chain (0: no reduction), the first one in `*first`. */
XF_API size_t xf_linalg_match_reduction(xf_op *op, size_t init, xf_op **first);
/* The body holds nothing but its terminator (the match.structured.body
 * `passthrough` condition: outputs are copies of block arguments). */
XF_API bool xf_linalg_body_is_passthrough(xf_op *op);
/* MLIR isElementwise: all loops parallel, every map a projected
 * permutation (zeros allowed), init maps permutations, and a body of
 * elementwise-mappable scalar ops (arith, math, complex, constants,
 * linalg.index, tensor.extract, affine.apply). */
XF_API bool xf_linalg_is_elementwise(xf_op *op);
/* Is the body `red(elem(a, b), acc)` (modulo operand order and unary
 * casts), with op names `elem` / `red` when given (NULL: any)?  On failure
 * `*reason` (when non-NULL) says why, as MLIR's isContractionBody does. */
XF_API bool xf_linalg_body_is_contraction(xf_op *op, const char *elem, const char *red,
                                          const char **reason);

/* ------------------------------------------ dimension classification */

/* Lists of loop indices (each at most 16 entries long). */
typedef struct xf_linalg_dims {
  size_t n;            /* used entries */
  unsigned d[16];      /* loop positions, ascending */
} xf_linalg_dims;

/* inferContractionDims: batch, m, n, k. */
typedef struct xf_linalg_contraction_dims {
  xf_linalg_dims batch, m, n, k;
} xf_linalg_contraction_dims;
XF_API xf_status xf_linalg_infer_contraction_dims(xf_op *op, xf_linalg_contraction_dims *out);

/* inferConvolutionDims. */
typedef struct xf_linalg_convolution_dims {
  xf_linalg_dims batch, output_image, output_channel, filter_loop, input_channel, depth;
  size_t nstrides, ndilations; /* `strides` / `dilations` attributes, else one per
                                  output_image / filter_loop dim */
  int64_t strides[16], dilations[16];
} xf_linalg_convolution_dims;
XF_API xf_status xf_linalg_infer_convolution_dims(xf_op *op, xf_linalg_convolution_dims *out);

#ifdef __cplusplus
}
#endif
#endif /* XFORM_LINALG_H */
