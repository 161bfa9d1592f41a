// linalg.softmax, the winograd transforms, linalg.pack and linalg.unpack (not
// structured ops): custom syntax with padding values, permutations, static and
// SSA tile sizes, fmr cases.
// Expected output: mlir-opt 22.1.8  and with --mlir-print-op-generic.
// RUN: %xform %s | FileCheck %s
// RUN: %xform --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

func.func @f(%a: tensor<16x32xf32>, %b: tensor<16x32xf32>, %d: tensor<2x4x8x8xf32>, %p: f32, %e: tensor<4x2x8x8xf32>, %n: index) -> tensor<16x32xf32> {
  %0 = linalg.softmax dimension(1) ins(%a : tensor<16x32xf32>) outs(%b : tensor<16x32xf32>) -> tensor<16x32xf32>
  %1 = linalg.pack %a padding_value(%p : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %d : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
  %2 = linalg.unpack %1 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %a : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
  %3 = linalg.pack %a outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %e : tensor<16x32xf32> -> tensor<4x2x8x8xf32>
  return %0 : tensor<16x32xf32>
}

// Attributes, memref softmax, SSA tile sizes.
func.func @g(%a: tensor<16x32xf32>, %b: tensor<16x32xf32>, %m: memref<16x32xf32>, %d: tensor<2x?x8x?xf32>, %n: index, %dm: memref<2x4x8x8xf32>) {
  %0 = linalg.softmax {foo} dimension(0) ins(%a : tensor<16x32xf32>) outs(%b : tensor<16x32xf32>) -> tensor<16x32xf32>
  linalg.softmax dimension(1) ins(%m : memref<16x32xf32>) outs(%m : memref<16x32xf32>)
  %1 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %d {foo} : tensor<16x32xf32> -> tensor<2x?x8x?xf32>
  %2 = linalg.unpack %1 outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %a : tensor<2x?x8x?xf32> -> tensor<16x32xf32>
  return
}

// Winograd transforms: fmr(F_2_3 | F_4_3 | F_2_5) is an i32 property.
func.func @winograd_filter(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

func.func @winograd_io(%f: tensor<2x6x6x5xf32>, %o: tensor<6x6x1x1x2x5xf32>, %m: tensor<6x6x1x1x2x5xf32>, %r: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
  %0 = linalg.winograd_input_transform {foo} fmr(F_4_3) ins(%f : tensor<2x6x6x5xf32>) outs(%o : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
  %1 = linalg.winograd_output_transform fmr(F_4_3) ins(%m : tensor<6x6x1x1x2x5xf32>) outs(%r : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
  return %1 : tensor<2x4x4x5xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<2x4x8x8xf32>, %arg3: f32, %arg4: tensor<4x2x8x8xf32>, %arg5: index) -> tensor<16x32xf32> {
// CHECK-NEXT:     %0 = linalg.softmax dimension(1) ins(%arg0 : tensor<16x32xf32>) outs(%arg1 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT:     %pack = linalg.pack %arg0 padding_value(%arg3 : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg2 : tensor<16x32xf32> -> tensor<2x4x8x8xf32>
// CHECK-NEXT:     %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg0 : tensor<2x4x8x8xf32> -> tensor<16x32xf32>
// CHECK-NEXT:     %pack_0 = linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %arg4 : tensor<16x32xf32> -> tensor<4x2x8x8xf32>
// CHECK-NEXT:     return %0 : tensor<16x32xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: memref<16x32xf32>, %arg3: tensor<2x?x8x?xf32>, %arg4: index, %arg5: memref<2x4x8x8xf32>) {
// CHECK-NEXT:     %0 = linalg.softmax {foo} dimension(0) ins(%arg0 : tensor<16x32xf32>) outs(%arg1 : tensor<16x32xf32>) -> tensor<16x32xf32>
// CHECK-NEXT:     linalg.softmax dimension(1) ins(%arg2 : memref<16x32xf32>) outs(%arg2 : memref<16x32xf32>)
// CHECK-NEXT:     %pack = linalg.pack %arg0 inner_dims_pos = [0, 1] inner_tiles = [8, %arg4] into %arg3 {foo} : tensor<16x32xf32> -> tensor<2x?x8x?xf32>
// CHECK-NEXT:     %unpack = linalg.unpack %pack outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, %arg4] into %arg0 : tensor<2x?x8x?xf32> -> tensor<16x32xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @winograd_filter(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
// CHECK-NEXT:     %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg1 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK-NEXT:     return %0 : tensor<6x6x5x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @winograd_io(%arg0: tensor<2x6x6x5xf32>, %arg1: tensor<6x6x1x1x2x5xf32>, %arg2: tensor<6x6x1x1x2x5xf32>, %arg3: tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32> {
// CHECK-NEXT:     %0 = linalg.winograd_input_transform {foo} fmr(F_4_3) ins(%arg0 : tensor<2x6x6x5xf32>) outs(%arg1 : tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
// CHECK-NEXT:     %1 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg2 : tensor<6x6x1x1x2x5xf32>) outs(%arg3 : tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
// CHECK-NEXT:     return %1 : tensor<2x4x4x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<16x32xf32>, tensor<16x32xf32>, tensor<2x4x8x8xf32>, f32, tensor<4x2x8x8xf32>, index) -> tensor<16x32xf32>, sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg12: tensor<16x32xf32>, %arg13: tensor<16x32xf32>, %arg14: tensor<2x4x8x8xf32>, %arg15: f32, %arg16: tensor<4x2x8x8xf32>, %arg17: index):
// GENERIC-NEXT:     %6 = "linalg.softmax"(%arg12, %arg13) <{dimension = 1 : i64}> : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
// GENERIC-NEXT:     %7 = "linalg.pack"(%arg12, %arg14, %arg15) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<16x32xf32>, tensor<2x4x8x8xf32>, f32) -> tensor<2x4x8x8xf32>
// GENERIC-NEXT:     %8 = "linalg.unpack"(%7, %arg12) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<2x4x8x8xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
// GENERIC-NEXT:     %9 = "linalg.pack"(%arg12, %arg16) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<16x32xf32>, tensor<4x2x8x8xf32>) -> tensor<4x2x8x8xf32>
// GENERIC-NEXT:     "func.return"(%6) : (tensor<16x32xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<16x32xf32>, tensor<16x32xf32>, memref<16x32xf32>, tensor<2x?x8x?xf32>, index, memref<2x4x8x8xf32>) -> (), sym_name = "g"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: tensor<16x32xf32>, %arg7: tensor<16x32xf32>, %arg8: memref<16x32xf32>, %arg9: tensor<2x?x8x?xf32>, %arg10: index, %arg11: memref<2x4x8x8xf32>):
// GENERIC-NEXT:     %3 = "linalg.softmax"(%arg6, %arg7) <{dimension = 0 : i64}> {foo} : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
// GENERIC-NEXT:     "linalg.softmax"(%arg8, %arg8) <{dimension = 1 : i64}> : (memref<16x32xf32>, memref<16x32xf32>) -> ()
// GENERIC-NEXT:     %4 = "linalg.pack"(%arg6, %arg9, %arg10) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> {foo} : (tensor<16x32xf32>, tensor<2x?x8x?xf32>, index) -> tensor<2x?x8x?xf32>
// GENERIC-NEXT:     %5 = "linalg.unpack"(%4, %arg6, %arg10) <{inner_dims_pos = array<i64: 0, 1>, outer_dims_perm = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, -9223372036854775808>}> : (tensor<2x?x8x?xf32>, tensor<16x32xf32>, index) -> tensor<16x32xf32>
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>, sym_name = "winograd_filter"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: tensor<2x3x3x5xf32>, %arg5: tensor<6x6x5x2xf32>):
// GENERIC-NEXT:     %2 = "linalg.winograd_filter_transform"(%arg4, %arg5) <{fmr = 1 : i32}> : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// GENERIC-NEXT:     "func.return"(%2) : (tensor<6x6x5x2xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<2x6x6x5xf32>, tensor<6x6x1x1x2x5xf32>, tensor<6x6x1x1x2x5xf32>, tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>, sym_name = "winograd_io"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<2x6x6x5xf32>, %arg1: tensor<6x6x1x1x2x5xf32>, %arg2: tensor<6x6x1x1x2x5xf32>, %arg3: tensor<2x4x4x5xf32>):
// GENERIC-NEXT:     %0 = "linalg.winograd_input_transform"(%arg0, %arg1) <{fmr = 1 : i32}> {foo} : (tensor<2x6x6x5xf32>, tensor<6x6x1x1x2x5xf32>) -> tensor<6x6x1x1x2x5xf32>
// GENERIC-NEXT:     %1 = "linalg.winograd_output_transform"(%arg2, %arg3) <{fmr = 1 : i32}> : (tensor<6x6x1x1x2x5xf32>, tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
// GENERIC-NEXT:     "func.return"(%1) : (tensor<2x4x4x5xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
