// Structured ops on memrefs write their inits, so apply_dce keeps them;
// the same op on tensors without uses is dead and goes away.
// RUN: %xform-interp --transform-interpreter %s | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK:         linalg.copy ins(%arg0 : memref<4xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-NOT:     linalg.copy
// CHECK:         return
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %t: tensor<4xf32>, %u: tensor<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  %0 = linalg.copy ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) -> tensor<4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_dce to %f : !transform.any_op
    transform.yield
  }
}
