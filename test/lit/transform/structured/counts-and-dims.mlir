// match.structured.rank / num_inputs / num_inits (loop and operand counts,
// compared with match.param.cmpi) and match.structured.dim (static sizes,
// iterator kind checks, position errors with the payload note).
// Diagnostics checked against mlir-opt 22.
// RUN: %xform-interp %s --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<2x?x8xf32>, %y: tensor<2x8xf32>) -> tensor<2x8xf32> {
    %r = linalg.generic {
        indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>],
        iterator_types = ["parallel", "reduction", "parallel"]}
        ins(%x : tensor<2x?x8xf32>) outs(%y : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    } -> tensor<2x8xf32>
    return %r : tensor<2x8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %rank, %ni, %no, %par, %red = transform.match.structured %g
        : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    ^bb0(%s: !transform.any_op):
      %r = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %i = transform.match.structured.num_inputs %s : (!transform.any_op) -> !transform.param<i64>
      %o = transform.match.structured.num_inits %s : (!transform.any_op) -> !transform.param<i64>
      %three = transform.param.constant 3 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %r, %three : !transform.param<i64>
      %p = transform.match.structured.dim %s[except(1)] {parallel} : (!transform.any_op) -> !transform.param<i64>
      %d = transform.match.structured.dim %s[1] {reduction} : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield %r, %i, %o, %p, %d
          : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
    }
    // expected-remark @below {{rank 3 : i64}}
    transform.debug.emit_param_as_remark %rank, "rank" : !transform.param<i64>
    // expected-remark @below {{inputs 1 : i64}}
    transform.debug.emit_param_as_remark %ni, "inputs" : !transform.param<i64>
    // expected-remark @below {{inits 1 : i64}}
    transform.debug.emit_param_as_remark %no, "inits" : !transform.param<i64>
    // expected-remark @below {{parallel 2 : i64, 8 : i64}}
    transform.debug.emit_param_as_remark %par, "parallel" : !transform.param<i64>
    // expected-remark @below {{reduction -9223372036854775808 : i64}}
    transform.debug.emit_param_as_remark %red, "reduction" : !transform.param<i64>
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
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-note @below {{value # 0 associated with the parameter defined here}}
      %r = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %two = transform.param.constant 2 : i64 -> !transform.param<i64>
      // expected-error @below {{expected parameter to be equal to 2, got 3}}
      transform.match.param.cmpi eq %r, %two : !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    // expected-note @below {{while considering dimensions of this payload operation}}
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{position overflow 5 (updated from 5) for maximum 3}}
      transform.match.structured.dim %s[5] : !transform.any_op
      transform.match.structured.yield
    }
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
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{expects dimension #0 to be reduction}}
      transform.match.structured.dim %s[all] {reduction} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}
