// A linalg.map / linalg.reduce body of the short-form shape whose payload op name is not a
// bare identifier ("test.pa(r", possible for an unregistered op) prints as an explicit body:
// mlir-opt 22 prints `{ test.pa(r }`, which neither tool can read back (found by
// fuzz_roundtrip: the printed text did not parse). The output reads back to itself.
// RUN: %xform-interp -allow-unregistered-dialect %s > %t.mlir
// RUN: FileCheck %s --input-file %t.mlir
// RUN: %xform-interp -allow-unregistered-dialect %t.mlir | diff - %t.mlir

// CHECK-LABEL: func.func @map
// CHECK:      %mapped = linalg.map ins(%arg0, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>)
// CHECK-NEXT:   (%in: f32, %in_1: f32, %init: f32) {
// CHECK-NEXT:     %0 = "test.pa(r"(%in, %in_1) : (f32, f32) -> f32
// CHECK-NEXT:     linalg.yield %0 : f32
// CHECK-NEXT:   }
// CHECK:      %mapped_0 = linalg.map { test.ok } ins
// CHECK-LABEL: func.func @reduce
// CHECK:      %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT:   (%in: f32, %init: f32) {
// CHECK-NEXT:     %0 = "test.p q"(%init, %in) : (f32, f32) -> f32
func.func @map(%b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%b, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = "test.pa(r"(%x, %y) : (f32, f32) -> f32
      linalg.yield %s : f32
    }
  %1 = linalg.map ins(%0, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = "test.ok"(%x, %y) : (f32, f32) -> f32
      linalg.yield %s : f32
    }
  return %1 : tensor<4xf32>
}

func.func @reduce(%a: tensor<4x8xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %m = "test.p q"(%acc, %x) : (f32, f32) -> f32
      linalg.yield %m : f32
    }
  return %0 : tensor<4xf32>
}
