// match.structured.elemental_bitwidth (scalars and shaped types; index is
// rejected), classify_contraction_dims (matmul, batch_matmul; an
// elementwise op fails) and classify_convolution_dims (strides and
// dilations; a matmul fails).  Diagnostics checked against mlir-opt 22.
// RUN: %xform-interp %s --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<2x4x8xi8>, %b: tensor<2x8x16xi8>, %c: tensor<2x4x16xi32>) -> tensor<2x4x16xi32> {
    %bmm = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xi8>, tensor<2x8x16xi8>) outs(%c : tensor<2x4x16xi32>) -> tensor<2x4x16xi32>
    return %bmm : tensor<2x4x16xi32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.batch_matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %bwi, %bwo, %batch, %m, %n, %k = transform.match.structured %op
        : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    ^bb0(%s: !transform.any_op):
      %in = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      %out = transform.match.structured.init %s[0] : (!transform.any_op) -> !transform.any_value
      %wi = transform.match.structured.elemental_bitwidth %in : (!transform.any_value) -> !transform.param<i64>
      %wo = transform.match.structured.elemental_bitwidth %out : (!transform.any_value) -> !transform.param<i64>
      %b, %mm, %nn, %kk = transform.match.structured.classify_contraction_dims %s
          : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield %wi, %wo, %b, %mm, %nn, %kk
          : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
    }
    // expected-remark @below {{input bits 8 : i64}}
    transform.debug.emit_param_as_remark %bwi, "input bits" : !transform.param<i64>
    // expected-remark @below {{init bits 32 : i64}}
    transform.debug.emit_param_as_remark %bwo, "init bits" : !transform.param<i64>
    // expected-remark @below {{batch 0 : i64}}
    transform.debug.emit_param_as_remark %batch, "batch" : !transform.param<i64>
    // expected-remark @below {{m 1 : i64}}
    transform.debug.emit_param_as_remark %m, "m" : !transform.param<i64>
    // expected-remark @below {{n 2 : i64}}
    transform.debug.emit_param_as_remark %n, "n" : !transform.param<i64>
    // expected-remark @below {{k 3 : i64}}
    transform.debug.emit_param_as_remark %k, "k" : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<4xindex>, %y: tensor<4xindex>) -> tensor<4xindex> {
    %r = linalg.copy ins(%x : tensor<4xindex>) outs(%y : tensor<4xindex>) -> tensor<4xindex>
    return %r : tensor<4xindex>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %in = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_value
      // expected-error @below {{unsupported type for bitwidth extraction: 'tensor<4xindex>'}}
      %w = transform.match.structured.elemental_bitwidth %in : (!transform.any_value) -> !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // A single-input sum is no contraction.
  func.func @f(%x: tensor<8x4xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
    %r = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
        iterator_types = ["parallel", "reduction"]}
        ins(%x : tensor<8x4xf32>) outs(%y : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    } -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{could not infer contraction dimensions}}
      %b, %m, %n, %k = transform.match.structured.classify_contraction_dims %s
          : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%i: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32> {
    %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
        ins(%i, %w : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
    return %r : tensor<1x4x4x8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %root : (!transform.any_op) -> !transform.any_op
    %b, %oi, %oc, %fl, %ic, %d, %st, %di = transform.match.structured %op
        : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    ^bb0(%s: !transform.any_op):
      %1, %2, %3, %4, %5, %6, %7, %8 = transform.match.structured.classify_convolution_dims %s
          : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield %1, %2, %3, %4, %5, %6, %7, %8
          : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
    }
    // expected-remark @below {{batch 0 : i64}}
    transform.debug.emit_param_as_remark %b, "batch" : !transform.param<i64>
    // expected-remark @below {{output image 1 : i64, 2 : i64}}
    transform.debug.emit_param_as_remark %oi, "output image" : !transform.param<i64>
    // expected-remark @below {{output channel 3 : i64}}
    transform.debug.emit_param_as_remark %oc, "output channel" : !transform.param<i64>
    // expected-remark @below {{filter loop 4 : i64, 5 : i64}}
    transform.debug.emit_param_as_remark %fl, "filter loop" : !transform.param<i64>
    // expected-remark @below {{input channel 6 : i64}}
    transform.debug.emit_param_as_remark %ic, "input channel" : !transform.param<i64>
    %nd = transform.num_associations %d : (!transform.param<i64>) -> !transform.param<i64>
    // expected-remark @below {{depth count 0 : i64}}
    transform.debug.emit_param_as_remark %nd, "depth count" : !transform.param<i64>
    // expected-remark @below {{strides 2 : i64, 2 : i64}}
    transform.debug.emit_param_as_remark %st, "strides" : !transform.param<i64>
    // expected-remark @below {{dilations 1 : i64, 1 : i64}}
    transform.debug.emit_param_as_remark %di, "dilations" : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{could not infer convolution dimensions}}
      %1, %2, %3, %4, %5, %6, %7, %8 = transform.match.structured.classify_convolution_dims %s
          : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield
    }
    transform.yield
  }
}
