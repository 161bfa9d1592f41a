// match.structured.body: reduction_position (single combiner, chains, no
// reduction), passthrough, elementwise and contraction (names and the
// reason of a mismatch).  Diagnostics checked against mlir-opt 22.
// RUN: %xform-interp %s --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: tensor<16xf32>) -> tensor<4x16xf32> {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %cp = linalg.copy ins(%mm : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %add = linalg.add ins(%cp, %mm : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %add : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %cp = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %add = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {reduction_position = 0} : !transform.any_op
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.match.structured %cp : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {passthrough} : !transform.any_op
      transform.match.structured.body %s {elementwise} : !transform.any_op
      transform.match.structured.yield
    }
    transform.match.structured %add : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {elementwise} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %add = linalg.add ins(%a, %a : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %add : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %add : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{not a passthrough}}
      transform.match.structured.body %s {passthrough} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %add = linalg.add ins(%a, %a : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %add : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %add = transform.structured.match ops{["linalg.add"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %add : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{could not match reduction}}
      transform.match.structured.body %s {reduction_position = 0} : !transform.any_op
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
      %t = arith.negf %s : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %g : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // A unary op between the combiner and the yield breaks the chain.
      // expected-error @below {{could not match reduction}}
      transform.match.structured.body %s {reduction_position = 0} : !transform.any_op
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
      // expected-error @below {{not elementwise}}
      transform.match.structured.body %s {elementwise} : !transform.any_op
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
      // expected-error @below {{contraction: expected block with 3 arguments}}
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xi32>, %b: tensor<8x16xi32>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xi32>, tensor<8x16xi32>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
    return %mm : tensor<4x16xi32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{contraction: expected reduction/elementwise op kind}}
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

// Two combiners in a chain: LLVM 22 limits reductions to one combiner.

module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<8x4xf32>, %y: tensor<8xf32>, %k: f32) -> tensor<8xf32> {
    %r = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
        iterator_types = ["parallel", "reduction"]}
        ins(%x : tensor<8x4xf32>) outs(%y : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %out, %in : f32
      %t = arith.maximumf %s, %k : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    return %r : tensor<8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %g : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{could not match reduction}}
      transform.match.structured.body %s {reduction_position = 0} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

// The combiner's other operand is another init's block argument.

module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<8x4xf32>, %y: tensor<8xf32>, %z: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %r:2 = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
        iterator_types = ["parallel", "reduction"]}
        ins(%x : tensor<8x4xf32>) outs(%y, %z : tensor<8xf32>, tensor<8xf32>) {
    ^bb0(%in: f32, %o1: f32, %o2: f32):
      %s = arith.addf %o1, %o2 : f32
      %t = arith.addf %in, %in : f32
      linalg.yield %s, %t : f32, f32
    } -> (tensor<8xf32>, tensor<8xf32>)
    return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %g : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{could not match reduction}}
      transform.match.structured.body %s {reduction_position = 0} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

// The combiner's result has a second use.

module attributes {transform.with_named_sequence} {
  func.func @f(%x: tensor<8x4xf32>, %y: tensor<8xf32>, %z: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
    %r:2 = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
        iterator_types = ["parallel", "reduction"]}
        ins(%x : tensor<8x4xf32>) outs(%y, %z : tensor<8xf32>, tensor<8xf32>) {
    ^bb0(%in: f32, %o1: f32, %o2: f32):
      %s = arith.addf %o1, %in : f32
      linalg.yield %s, %s : f32, f32
    } -> (tensor<8xf32>, tensor<8xf32>)
    return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %g : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{could not match reduction}}
      transform.match.structured.body %s {reduction_position = 0} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}
