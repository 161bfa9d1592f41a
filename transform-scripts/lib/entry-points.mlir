// transform-scripts/lib: ready-made entry points pairing the matchers with
// the actions (all defined in the other files of this directory, declared
// here).  Run one with
//   xform-interp payload.mlir \
//     --transform-preload-library=transform-library-paths=transform-scripts/lib \
//     --transform-interpreter=entry-point=<name>
// Each walks the payload with transform.foreach_match (post-order; per op,
// the first matcher that succeeds picks the action), once per group.
module attributes {transform.with_named_sequence} {
  transform.named_sequence private @match_matmul_like(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.param<i64>)
  transform.named_sequence private @match_convolution(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.param<i64>)
  transform.named_sequence private @match_elementwise(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op
  transform.named_sequence private @match_elementwise_chain(%last: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op)
  transform.named_sequence private @match_fc_bias_relu(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.named_sequence private @match_fc_bias_relu_swapped(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.named_sequence private @match_named_contraction(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op
  transform.named_sequence private @match_named_conv_2d(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op
  transform.named_sequence private @match_named_elementwise(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op
  transform.named_sequence private @remark_matmul_like(%op: !transform.any_op {transform.readonly},
      %batch: !transform.param<i64> {transform.readonly})
  transform.named_sequence private @annotate_matmul_like(%op: !transform.any_op {transform.readonly},
      %batch: !transform.param<i64> {transform.readonly})
  transform.named_sequence private @remark_convolution(%op: !transform.any_op {transform.readonly},
      %strides: !transform.param<i64> {transform.readonly})
  transform.named_sequence private @annotate_convolution(%op: !transform.any_op {transform.readonly},
      %strides: !transform.param<i64> {transform.readonly})
  transform.named_sequence private @remark_op(%op: !transform.any_op {transform.readonly})
  transform.named_sequence private @annotate_op(%op: !transform.any_op {transform.readonly})
  transform.named_sequence private @remark_elementwise_chain(%first: !transform.any_op {transform.readonly},
      %last: !transform.any_op {transform.readonly})
  transform.named_sequence private @annotate_elementwise_chain(%first: !transform.any_op {transform.readonly},
      %last: !transform.any_op {transform.readonly})
  transform.named_sequence private @remark_fc_bias_relu(%mm: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly}, %max: !transform.any_op {transform.readonly})
  transform.named_sequence private @annotate_fc_bias_relu(%mm: !transform.any_op {transform.readonly},
      %add: !transform.any_op {transform.readonly}, %max: !transform.any_op {transform.readonly})

  // Remarks on every contraction and convolution (by structure), then on
  // every fc+bias+relu chain, then on every link of an elementwise chain.
  transform.named_sequence @remark_structure(%root: !transform.any_op {transform.consumed}) {
    %r0 = transform.foreach_match in %root
        @match_matmul_like -> @remark_matmul_like,
        @match_convolution -> @remark_convolution
        : (!transform.any_op) -> !transform.any_op
    %r1 = transform.foreach_match in %r0
        @match_fc_bias_relu -> @remark_fc_bias_relu,
        @match_fc_bias_relu_swapped -> @remark_fc_bias_relu
        : (!transform.any_op) -> !transform.any_op
    transform.foreach_match in %r1
        @match_elementwise_chain -> @remark_elementwise_chain
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // The same, annotating instead of remarking (prints the annotated IR).
  transform.named_sequence @annotate_structure(%root: !transform.any_op {transform.consumed}) {
    %r0 = transform.foreach_match in %root
        @match_matmul_like -> @annotate_matmul_like,
        @match_convolution -> @annotate_convolution
        : (!transform.any_op) -> !transform.any_op
    %r1 = transform.foreach_match in %r0
        @match_fc_bias_relu -> @annotate_fc_bias_relu,
        @match_fc_bias_relu_swapped -> @annotate_fc_bias_relu
        : (!transform.any_op) -> !transform.any_op
    transform.foreach_match in %r1
        @match_elementwise_chain -> @annotate_elementwise_chain
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // fc+bias+relu only, in either operand order of the max.
  transform.named_sequence @remark_fc_bias_relu_chains(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
        @match_fc_bias_relu -> @remark_fc_bias_relu,
        @match_fc_bias_relu_swapped -> @remark_fc_bias_relu
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // Elementwise ops by structure (one remark each).
  transform.named_sequence @remark_elementwise(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @match_elementwise -> @remark_op
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }

  // Named contractions, 2-D convolutions and elementwise ops, by name.
  transform.named_sequence @annotate_by_name(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
        @match_named_contraction -> @annotate_op,
        @match_named_conv_2d -> @annotate_op,
        @match_named_elementwise -> @annotate_op
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
