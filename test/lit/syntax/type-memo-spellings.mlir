// The parser skips shaped types spelled exactly as one it parsed before
// (a memo of spellings).  Spellings that share a prefix with a memoised
// one, differ in spacing, carry encodings, scalable dims or memory spaces
// are still told apart, and an error right after a memoised type is placed
// where mlir-opt 22 places it.
// RUN: %xform-interp %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @spellings
// CHECK-SAME: %arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32, "enc">, %arg2: tensor<4x4xf32>
// CHECK-SAME: %arg3: vector<4xf32>, %arg4: vector<[4]xf32>, %arg5: memref<4xf32, 1>, %arg6: memref<4xf32>
// CHECK-SAME: %arg7: tuple<tensor<4x4xf32>, i32>, %arg8: complex<f32>, %arg9: tensor<4x4xf64>
// CHECK-SAME: %arg10: tensor<4x4xf32>, %arg11: tensor<4x?xf32>
// CHECK-SAME: -> (tensor<4x4xf32>, tensor<4x4xf32, "enc">, memref<4xf32, 1>)
// CHECK: return %arg0, %arg1, %arg5 : tensor<4x4xf32>, tensor<4x4xf32, "enc">, memref<4xf32, 1>
func.func @spellings(%a: tensor<4x4xf32>, %b: tensor<4x4xf32, "enc">, %c: tensor<4x4xf32>,
             %d: vector<4xf32>, %e: vector<[4]xf32>, %f: memref<4xf32, 1>, %g: memref<4xf32>,
             %h: tuple<tensor<4x4xf32>, i32>, %i: complex<f32>, %j: tensor<4x4xf64>,
             %k: tensor<4x4xf32 >, %l: tensor<4x?xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32, "enc">, memref<4xf32, 1>) {
  return %a, %b, %f : tensor<4x4xf32>, tensor<4x4xf32, "enc">, memref<4xf32, 1>
}

// -----

func.func @after_memo(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @below {{expected operation name in quotes}}
  %0 = arith.addf %a, %b : tensor<4x4xf32>>
  return %0 : tensor<4x4xf32>
}
