// transform-scripts/lib: matchers by op name.  Each matcher is a list of
// names for transform.match.operation_name; copy one and edit the list to
// make your own.  Names xform and mlir-opt 22 do not register are allowed
// (they simply never match).
module attributes {transform.with_named_sequence} {
  // Linalg's named contractions.
  transform.named_sequence @match_named_contraction(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["linalg.matmul", "linalg.batch_matmul",
        "linalg.batch_reduce_matmul", "linalg.matvec", "linalg.vecmat", "linalg.batch_matvec",
        "linalg.batch_vecmat", "linalg.dot", "linalg.mmt4d", "linalg.batch_mmt4d",
        "linalg.contract", "linalg.quantized_matmul", "linalg.quantized_batch_matmul"]
        : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  // Linalg's named 2-D convolutions (regular, quantized and depthwise).
  transform.named_sequence @match_named_conv_2d(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["linalg.conv_2d", "linalg.conv_2d_nhwc_hwcf",
        "linalg.conv_2d_nhwc_fhwc", "linalg.conv_2d_nchw_fchw", "linalg.conv_2d_ngchw_fgchw",
        "linalg.conv_2d_ngchw_gfchw", "linalg.conv_2d_nhwgc_gfhwc", "linalg.conv_2d_nhwc_hwcf_q",
        "linalg.conv_2d_nhwc_fhwc_q", "linalg.conv_2d_nchw_fchw_q",
        "linalg.depthwise_conv_2d_nhwc_hwc", "linalg.depthwise_conv_2d_nchw_chw",
        "linalg.depthwise_conv_2d_nhwc_hwcm", "linalg.depthwise_conv_2d_nhwc_hwc_q",
        "linalg.depthwise_conv_2d_nhwc_hwcm_q"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  // Linalg's named elementwise ops (the category op and the per-function ones).
  transform.named_sequence @match_named_elementwise(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["linalg.elementwise", "linalg.add", "linalg.sub",
        "linalg.mul", "linalg.div", "linalg.div_unsigned", "linalg.max", "linalg.min",
        "linalg.powf", "linalg.exp", "linalg.log", "linalg.abs", "linalg.ceil", "linalg.floor",
        "linalg.negf", "linalg.reciprocal", "linalg.round", "linalg.sqrt", "linalg.rsqrt",
        "linalg.square", "linalg.tanh", "linalg.erf", "linalg.select"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
}
