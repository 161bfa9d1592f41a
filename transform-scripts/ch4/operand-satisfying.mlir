// Chapter 4, last step: a matcher extension op.  The tutorial defines
// transform.match.my.has_operand_satisfying in C++; xform ships it (the
// interpreter registers it under the tutorial's name): it runs its body once
// per operand of the single payload op, with the block argument bound to
// that operand, and succeeds on the first operand for which every op of the
// body succeeds, yielding the operand's position and the body's yields.
//
// transform.foreach_match visits every payload op (post-order) and runs the
// action on each chain found, so both functions are matched here, including
// the one whose max takes the chain as operand #1.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_any_operand(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
      @match_matmul_elementwise -> @remark_chain
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  transform.named_sequence @remark_chain(
      %matmul: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly},
      %max: !transform.any_op {transform.readonly},
      %pos: !transform.param<i32> {transform.readonly}) {
    transform.debug.emit_param_as_remark %pos, "matmul, chain through operand" at %matmul
      : !transform.param<i32>, !transform.any_op
    transform.debug.emit_param_as_remark %pos, "add, chain through operand" at %add
      : !transform.param<i32>, !transform.any_op
    transform.debug.emit_param_as_remark %pos, "max, chain through operand" at %max
      : !transform.param<i32>, !transform.any_op
    transform.yield
  }

  transform.named_sequence @match_matmul_elementwise(%last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.param<i32>) {
    transform.match.operation_name %last ["linalg.elementwise"] : !transform.any_op
    %pos, %middle = transform.match.my.has_operand_satisfying %last
        : (!transform.any_op) -> (!transform.param<i32>, !transform.any_op) {
    ^bb0(%operand: !transform.any_value):
      %def = transform.get_defining_op %operand : (!transform.any_value) -> !transform.any_op
      transform.match.operation_name %def ["linalg.elementwise"] : !transform.any_op
      transform.yield %def : !transform.any_op
    }
    %matmul = transform.get_producer_of_operand %middle[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %matmul ["linalg.matmul"] : !transform.any_op
    transform.yield %matmul, %middle, %last, %pos
      : !transform.any_op, !transform.any_op, !transform.any_op, !transform.param<i32>
  }
}
