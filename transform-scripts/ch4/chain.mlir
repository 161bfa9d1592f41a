// Chapter 4, second step: match a chain of ops, matmul -> elementwise ->
// elementwise, following the first operand of each op back to its producer.
//
// The matcher starts from the last op of the chain and climbs the use-def
// chain with transform.get_producer_of_operand; it yields the three ops, so
// transform.collect_matching returns three handles, one entry per chain.
// The chain of @fc_relu_swapped is missed: its last op takes the constant
// as operand #0 (see operand-satisfying.mlir for a matcher that tries every
// operand).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_chains(%root: !transform.any_op {transform.readonly}) {
    %matmul, %first, %last = transform.collect_matching @match_matmul_elementwise in %root
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %elementwise = transform.merge_handles %first, %last : !transform.any_op
    transform.debug.emit_remark_at %elementwise, "elementwise in a chain" : !transform.any_op
    transform.debug.emit_remark_at %matmul, "matmul starting a chain" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @match_matmul_elementwise(%last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.match.operation_name %last ["linalg.elementwise"] : !transform.any_op
    // A silenceable failure when operand #0 has no producer: no match.
    %middle = transform.get_producer_of_operand %last[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %middle ["linalg.elementwise"] : !transform.any_op
    %matmul = transform.get_producer_of_operand %middle[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %matmul ["linalg.matmul"] : !transform.any_op
    transform.yield %matmul, %middle, %last : !transform.any_op, !transform.any_op, !transform.any_op
  }
}
