// linalg.transpose / linalg.broadcast: permutation, dimensions, identity bodies,
// name hints (%transposed, %broadcasted).
// Expected output: mlir-opt 22.1.8  and with --mlir-print-op-generic.
// RUN: %xform %s | FileCheck %s
// RUN: %xform --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// transpose / broadcast carry their permutation / dimensions (printed with
// mlir-opt's trailing space) and an identity body built from the operands.
func.func @f(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %r: tensor<4xf32>, %m: memref<2x3x4xf32>, %mt: memref<4x2x3xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1] {tag}
  linalg.transpose ins(%m : memref<2x3x4xf32>) outs(%mt : memref<4x2x3xf32>) permutation = [2, 0, 1]
  return %0, %1 : tensor<8x4xf32>, tensor<4x8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4xf32>, %arg3: memref<2x3x4xf32>, %arg4: memref<4x2x3xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) permutation = [1, 0]
// CHECK-NEXT:     %broadcasted = linalg.broadcast ins(%arg2 : tensor<4xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [1]  {tag}
// CHECK-NEXT:     linalg.transpose ins(%arg3 : memref<2x3x4xf32>) outs(%arg4 : memref<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK-NEXT:     return %transposed, %broadcasted : tensor<8x4xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x4xf32>, tensor<4xf32>, memref<2x3x4xf32>, memref<4x2x3xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4xf32>, %arg3: memref<2x3x4xf32>, %arg4: memref<4x2x3xf32>):
// GENERIC-NEXT:     %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 1, 0>}> ({
// GENERIC-NEXT:     ^bb0(%arg9: f32, %arg10: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg9) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// GENERIC-NEXT:     %1 = "linalg.broadcast"(%arg2, %arg0) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg7: f32, %arg8: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg7) : (f32) -> ()
// GENERIC-NEXT:     }) {tag} : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     "linalg.transpose"(%arg3, %arg4) <{permutation = array<i64: 2, 0, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg5: f32, %arg6: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg5) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<2x3x4xf32>, memref<4x2x3xf32>) -> ()
// GENERIC-NEXT:     "func.return"(%0, %1) : (tensor<8x4xf32>, tensor<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
