// match.structured.input / .init: capturing producers, operand values and
// indexing maps; {permutation} / {projected_permutation} checks (init
// failures say "not a permutation" for both, as LLVM 22); operands that are
// block arguments cannot give a producer; position errors carry a note on
// the payload op.  Diagnostics checked against mlir-opt 22.
// RUN: %xform-interp %s --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<4x8xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
    %t = tensor.empty() : tensor<8x4xf32>
    // expected-remark @below {{input producer}}
    %tr = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
    %r = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>],
        iterator_types = ["parallel", "reduction"]}
        ins(%tr : tensor<8x4xf32>) outs(%y : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    return %r : tensor<4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %prod, %vals, %imap, %omap = transform.match.structured %g
        : (!transform.any_op) -> (!transform.any_op, !transform.any_value, !transform.affine_map, !transform.affine_map) {
    ^bb0(%s: !transform.any_op):
      %p = transform.match.structured.input %s[0] {permutation} : (!transform.any_op) -> !transform.any_op
      %v = transform.match.structured.init %s[all] {projected_permutation} : (!transform.any_op) -> !transform.any_value
      %im = transform.match.structured.input %s[-1] : (!transform.any_op) -> !transform.affine_map
      %om = transform.match.structured.init %s[0] : (!transform.any_op) -> !transform.affine_map
      transform.match.structured.yield %p, %v, %im, %om
          : !transform.any_op, !transform.any_value, !transform.affine_map, !transform.affine_map
    }
    transform.debug.emit_remark_at %prod, "input producer" : !transform.any_op
    %n = transform.num_associations %vals : (!transform.any_value) -> !transform.param<i64>
    // expected-remark @below {{init values 1 : i64}}
    transform.debug.emit_param_as_remark %n, "init values" : !transform.param<i64>
    // expected-remark @below {{input map affine_map<(d0, d1) -> (d1, d0)>}}
    transform.debug.emit_param_as_remark %imap, "input map" : !transform.affine_map
    // expected-remark @below {{init map affine_map<(d0, d1) -> (d0)>}}
    transform.debug.emit_param_as_remark %omap, "init map" : !transform.affine_map
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
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
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %g : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{the indexing map for output(init) #0 is not a permutation}}
      transform.match.structured.init %s[0] {permutation} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}
// -----


module attributes {transform.with_named_sequence} {
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
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %g : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{input #0 is not produced by an operation}}
      %p = transform.match.structured.input %s[0] : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}
// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<11xf32>, %y: tensor<8x4xf32>) -> tensor<8x4xf32> {
    %r = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0, d1)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<11xf32>) outs(%y : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    return %r : tensor<8x4xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %g : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{the indexing map for input #0 is not a projected permutation}}
      transform.match.structured.input %s[0] {projected_permutation} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}
// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    // expected-note @below {{while considering DPS inputs of this payload operation}}
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{position underflow -1 (updated from -3)}}
      transform.match.structured.input %s[-3] : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    // expected-note @below {{while considering DPS inits (outputs) of this payload operation}}
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{position overflow 1 (updated from 1) for maximum 1}}
      transform.match.structured.init %s[1] : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}
