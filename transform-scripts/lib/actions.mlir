// transform-scripts/lib: actions for the matchers of this directory.  Each
// takes what a matcher yields (same arity and types), so it can follow that
// matcher in transform.foreach_match.  The remark_* actions report with
// transform.debug.emit_remark_at / emit_param_as_remark (at the payload op's
// location); the annotate_* actions add unit attributes with
// transform.annotate (the payload is otherwise left as it is).
module attributes {transform.with_named_sequence} {
  // After @match_matmul_like: the number of batch loops.
  transform.named_sequence @remark_matmul_like(%op: !transform.any_op {transform.readonly},
      %batch: !transform.param<i64> {transform.readonly}) {
    transform.debug.emit_param_as_remark %batch, "matmul-like, batch loops:" at %op
        : !transform.param<i64>, !transform.any_op
    transform.yield
  }
  transform.named_sequence @annotate_matmul_like(%op: !transform.any_op {transform.readonly},
      %batch: !transform.param<i64> {transform.readonly}) {
    transform.annotate %op "xform.matmul_like" : !transform.any_op
    transform.yield
  }

  // After @match_convolution: the strides.
  transform.named_sequence @remark_convolution(%op: !transform.any_op {transform.readonly},
      %strides: !transform.param<i64> {transform.readonly}) {
    transform.debug.emit_param_as_remark %strides, "convolution, strides:" at %op
        : !transform.param<i64>, !transform.any_op
    transform.yield
  }
  transform.named_sequence @annotate_convolution(%op: !transform.any_op {transform.readonly},
      %strides: !transform.param<i64> {transform.readonly}) {
    transform.annotate %op "xform.convolution" : !transform.any_op
    transform.yield
  }

  // After a one-op matcher (@match_elementwise, @match_named_*).
  transform.named_sequence @remark_op(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "matched" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @annotate_op(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "xform.matched" : !transform.any_op
    transform.yield
  }

  // After @match_elementwise_chain.
  transform.named_sequence @remark_elementwise_chain(%first: !transform.any_op {transform.readonly},
      %last: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %first, "elementwise chain: producer" : !transform.any_op
    transform.debug.emit_remark_at %last, "elementwise chain: consumer" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @annotate_elementwise_chain(%first: !transform.any_op {transform.readonly},
      %last: !transform.any_op {transform.readonly}) {
    transform.annotate %first "xform.chain_producer" : !transform.any_op
    transform.annotate %last "xform.chain_consumer" : !transform.any_op
    transform.yield
  }

  // After @match_fc_bias_relu / @match_fc_bias_relu_swapped.
  transform.named_sequence @remark_fc_bias_relu(%mm: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly}, %max: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %mm, "fc+bias+relu: matmul" : !transform.any_op
    transform.debug.emit_remark_at %add, "fc+bias+relu: bias add" : !transform.any_op
    transform.debug.emit_remark_at %max, "fc+bias+relu: relu" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @annotate_fc_bias_relu(%mm: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly}, %max: !transform.any_op {transform.readonly}) {
    transform.annotate %mm "xform.fc" : !transform.any_op
    transform.annotate %add "xform.bias" : !transform.any_op
    transform.annotate %max "xform.relu" : !transform.any_op
    transform.yield
  }
}
