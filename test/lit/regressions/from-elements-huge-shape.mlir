// tensor.from_elements with a result of 100,000,000 elements and one operand:
// the count mismatch is reported (as mlir-opt 22 words it) without first
// building one element type per element (found by fuzz_verify: 2 GB).
// RUN: not %xform-interp %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s

// CHECK: from-elements-huge-shape.mlir:[[# @LINE + 2]]:29: error: custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 100000000 types
func.func @f(%a: f32) {
  %0 = tensor.from_elements %a : tensor<100000000xf32>
  return
}
