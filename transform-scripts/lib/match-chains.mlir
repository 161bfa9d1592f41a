// transform-scripts/lib: matchers that follow use-def chains, starting from
// the last op of the chain and climbing to producers.  They reuse the
// structural matchers of match-structure.mlir through transform.include
// (declared below, defined there: preload the whole directory).
module attributes {transform.with_named_sequence} {
  transform.named_sequence private @match_matmul_like(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.param<i64>)
  transform.named_sequence private @match_elementwise(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op

  // Two elementwise ops in a row: %last is elementwise and so is the producer
  // of its operand #0.  Yields (producer, last); a chain of n ops matches
  // n - 1 times, once per link.
  transform.named_sequence @match_elementwise_chain(%last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    transform.include @match_elementwise failures(propagate) (%last)
        : (!transform.any_op) -> !transform.any_op
    %first = transform.get_producer_of_operand %last[0] : (!transform.any_op) -> !transform.any_op
    transform.include @match_elementwise failures(propagate) (%first)
        : (!transform.any_op) -> !transform.any_op
    transform.yield %first, %last : !transform.any_op, !transform.any_op
  }

  // Fully connected + bias + ReLU: a matmul-like op, a
  // linalg.elementwise kind=add taking it as operand #0, and a
  // linalg.elementwise kind=max_signed taking the add as operand #0.
  // Yields (matmul, add, max).
  transform.named_sequence @match_fc_bias_relu(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.include @match_relu_max failures(propagate) (%max) : (!transform.any_op) -> ()
    %add = transform.get_producer_of_operand %max[0] : (!transform.any_op) -> !transform.any_op
    %mm = transform.include @match_bias_add failures(propagate) (%add)
        : (!transform.any_op) -> !transform.any_op
    transform.yield %mm, %add, %max : !transform.any_op, !transform.any_op, !transform.any_op
  }
  // The same with the add as operand #1 of the max (max(0, x)).
  transform.named_sequence @match_fc_bias_relu_swapped(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op) {
    transform.include @match_relu_max failures(propagate) (%max) : (!transform.any_op) -> ()
    %add = transform.get_producer_of_operand %max[1] : (!transform.any_op) -> !transform.any_op
    %mm = transform.include @match_bias_add failures(propagate) (%add)
        : (!transform.any_op) -> !transform.any_op
    transform.yield %mm, %add, %max : !transform.any_op, !transform.any_op, !transform.any_op
  }

  // Helpers of the two above.  An op's kind is an inherent attribute, which
  // transform.structured.match compares (it includes the op itself in its
  // walk); the matcher fails unless exactly one op is found.
  transform.named_sequence @match_relu_max(%op: !transform.any_op {transform.readonly}) {
    transform.match.operation_name %op ["linalg.elementwise"] : !transform.any_op
    %found = transform.structured.match ops{["linalg.elementwise"]}
        attributes{kind = #linalg.elementwise_kind<max_signed>} in %op
        : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %found : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %one : !transform.param<i64>
    transform.yield
  }
  // A linalg.elementwise kind=add whose operand #0 is matmul-like; yields
  // the matmul.
  transform.named_sequence @match_bias_add(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["linalg.elementwise"] : !transform.any_op
    %found = transform.structured.match ops{["linalg.elementwise"]}
        attributes{kind = #linalg.elementwise_kind<add>} in %op
        : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %found : (!transform.any_op) -> !transform.param<i64>
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %one : !transform.param<i64>
    %mm = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    %matched, %batch = transform.include @match_matmul_like failures(propagate) (%mm)
        : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.yield %matched : !transform.any_op
  }
}
