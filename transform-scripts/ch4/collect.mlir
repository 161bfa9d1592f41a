// Chapter 4, first step: find ops by matching them one by one.
//
// @__transform_main collects the elementwise ops and the matmuls of the
// payload with transform.collect_matching (each matcher is a named sequence
// made of match ops; it succeeds on an op when none of its ops fails) and
// hands the collected handles to two action sequences through
// transform.include, which remark on each op.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %elementwise = transform.collect_matching @match_elementwise in %root
      : (!transform.any_op) -> !transform.any_op
    %matmul = transform.collect_matching @match_matmul in %root
      : (!transform.any_op) -> !transform.any_op
    transform.include @remark_elementwise failures(propagate) (%elementwise)
      : (!transform.any_op) -> ()
    transform.include @remark_matmul failures(propagate) (%matmul)
      : (!transform.any_op) -> ()
    transform.yield
  }

  // Matchers: take the candidate op, yield it when it has the right name.
  transform.named_sequence @match_elementwise(%candidate: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %candidate ["linalg.elementwise"] : !transform.any_op
    transform.yield %candidate : !transform.any_op
  }
  transform.named_sequence @match_matmul(%candidate: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %candidate ["linalg.matmul"] : !transform.any_op
    transform.yield %candidate : !transform.any_op
  }

  // Actions.
  transform.named_sequence @remark_elementwise(%ops: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %ops, "elementwise" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @remark_matmul(%ops: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %ops, "matmul" : !transform.any_op
    transform.yield
  }
}
