// linalg.elementwise: kind=, optional indexing_maps, bodies per kind.
// Expected output: mlir-opt 22.1.8  and with --mlir-print-op-generic.
// RUN: %xform %s | FileCheck %s
// RUN: %xform --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Unary, binary and ternary kinds; default identity maps are elided,
// broadcasting maps printed; attributes print before ins.
func.func @kinds(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>,
                 %p: tensor<4x8xi1>, %row: tensor<8xf32>, %i: memref<4x8xi32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise kind = #linalg.elementwise_kind<reciprocal> ins(%0 : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%1, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %2, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.elementwise kind=#linalg.elementwise_kind<add>
         indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
         ins(%row, %3 : tensor<8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%4, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {tag} -> tensor<4x8xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  return %5 : tensor<4x8xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @kinds(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8xi1>, %arg4: tensor<8xf32>, %arg5: memref<4x8xi32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %3 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg3, %2, %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %4 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#map, #map1, #map1] ins(%arg4, %3 : tensor<8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %5 = linalg.elementwise kind=#linalg.elementwise_kind<mul> {tag} ins(%4, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg5, %arg5 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg5 : memref<4x8xi32>)
// CHECK-NEXT:     return %5 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<8xf32>, memref<4x8xi32>) -> tensor<4x8xf32>, sym_name = "kinds"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8xi1>, %arg4: tensor<8xf32>, %arg5: memref<4x8xi32>):
// GENERIC-NEXT:     %0 = "linalg.elementwise"(%arg0, %arg2) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg24: f32, %arg25: f32):
// GENERIC-NEXT:       %13 = "math.exp"(%arg24) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %1 = "linalg.elementwise"(%0, %arg2) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<reciprocal>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg22: f32, %arg23: f32):
// GENERIC-NEXT:       %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:       %12 = "arith.divf"(%11, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%12) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %2 = "linalg.elementwise"(%1, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
// GENERIC-NEXT:       %10 = "arith.maximumf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%10) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %3 = "linalg.elementwise"(%arg3, %2, %arg1, %arg2) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg15: i1, %arg16: f32, %arg17: f32, %arg18: f32):
// GENERIC-NEXT:       %9 = "arith.select"(%arg15, %arg16, %arg17) : (i1, f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %4 = "linalg.elementwise"(%arg4, %3, %arg2) <{indexing_maps = [#map1, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
// GENERIC-NEXT:       %8 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %5 = "linalg.elementwise"(%4, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
// GENERIC-NEXT:       %7 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:     }) {tag} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     "linalg.elementwise"(%arg5, %arg5, %arg5) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<div_unsigned>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg6: i32, %arg7: i32, %arg8: i32):
// GENERIC-NEXT:       %6 = "arith.divui"(%arg6, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%6) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi32>, memref<4x8xi32>, memref<4x8xi32>) -> ()
// GENERIC-NEXT:     "func.return"(%5) : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
