// transform-scripts/lib/drr: a DRR-driven rewrite (xform only: mlir-opt has
// no transform.apply_patterns.drr, which is why this file sits outside the
// directory that both tools preload).  foreach_match finds each arith.muli
// by a constant and rewrites its function with the rules of
// arith-strength.td (x * 2 -> x + x), read when the script runs; the
// greedy driver also folds and removes the constants left unused.
//   xform-interp transform-scripts/lib/examples/payload.mlir \
//     --transform-preload-library=transform-library-paths=transform-scripts/lib/drr/strength-reduce.mlir \
//     --transform-interpreter=entry-point=strength_reduce
module attributes {transform.with_named_sequence} {
  // An arith.muli whose operand #1 is an arith.constant.
  transform.named_sequence @match_muli_by_constant(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["arith.muli"] : !transform.any_op
    %c = transform.get_producer_of_operand %op[1] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %c ["arith.constant"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // Action: the rules of arith-strength.td (path relative to this file) on
  // the function around the matched op.
  transform.named_sequence @strength_reduce_function(%op: !transform.any_op {transform.readonly}) {
    %f = transform.get_parent_op %op {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.drr "arith-strength.td"
    } : !transform.any_op
    transform.yield
  }
  transform.named_sequence @strength_reduce(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @match_muli_by_constant -> @strength_reduce_function
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
