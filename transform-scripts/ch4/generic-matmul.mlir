// Chapter 4, "matchers for inferred features": the tutorial's
// @match_generic_matmul, verbatim apart from LLVM 22's attr-dict spelling of
// the predicate options ({projected_permutation}, {contraction = [...]}).
// It recognises a matmul by structure (rank 3, two inputs, one init,
// projected-permutation maps, a mulf/addf contraction, one m, n and k loop,
// no batch loop), so linalg.matmul and its linalg.generic spelling match.
//
// Run: build/xform-interp transform-scripts/ch4/payload.mlir \
//   --transform-preload-library=transform-library-paths=transform-scripts/ch4/generic-matmul.mlir \
//   --transform-interpreter=entry-point=match_generic_matmuls
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_generic_matmul(
      %candidate: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %candidate : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      %rank = transform.match.structured.rank %c
        : (!transform.any_op) -> !transform.param<i64>
      %c3 = transform.param.constant 3 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %c3 : !transform.param<i64>
      %n_ins = transform.match.structured.num_inputs %c
        : (!transform.any_op) -> !transform.param<i64>
      %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %n_ins, %c2 : !transform.param<i64>
      %n_inits = transform.match.structured.num_inits %c
        : (!transform.any_op) -> !transform.param<i64>
      %c1 = transform.param.constant 1 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %n_inits, %c1 : !transform.param<i64>
      transform.match.structured.input %c[all] {projected_permutation}
        : !transform.any_op
      transform.match.structured.init %c[0] {projected_permutation}
        : !transform.any_op
      transform.match.structured.body %c
        { contraction = ["arith.mulf", "arith.addf"] } : !transform.any_op
      %batch, %lhs, %rhs, %reduction =
      transform.match.structured.classify_contraction_dims %c
        : (!transform.any_op)
        -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
            !transform.param<i64>)
      %n_batch = transform.num_associations %batch
        : (!transform.param<i64>) -> !transform.param<i64>
      %n_lhs = transform.num_associations %lhs
        : (!transform.param<i64>) -> !transform.param<i64>
      %n_rhs = transform.num_associations %rhs
        : (!transform.param<i64>) -> !transform.param<i64>
      %n_reduction = transform.num_associations %reduction
        : (!transform.param<i64>) -> !transform.param<i64>
      %c0 = transform.param.constant 0 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %n_batch, %c0 : !transform.param<i64>
      transform.match.param.cmpi eq %n_lhs, %c1 : !transform.param<i64>
      transform.match.param.cmpi eq %n_rhs, %c1 : !transform.param<i64>
      transform.match.param.cmpi eq %n_reduction, %c1 : !transform.param<i64>
    }
    transform.yield %candidate : !transform.any_op
  }
  transform.named_sequence @print_generic_matmul(
      %matmul: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %matmul, "generic matmul" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_generic_matmuls(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @match_generic_matmul -> @print_generic_matmul : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
