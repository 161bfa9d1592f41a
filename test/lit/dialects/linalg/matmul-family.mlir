// linalg.matmul, batch_matmul, batch_reduce_matmul and contract: optional
// indexing_maps, the cast attribute, implicit multiply-accumulate bodies.
// Expected output: mlir-opt 22.1.8  and with --mlir-print-op-generic.
// RUN: %xform %s | FileCheck %s
// RUN: %xform --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Default indexing maps are elided in custom form and materialised as the
// indexing_maps property; explicit maps (transposed, broadcast operands)
// print after the op name.
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>,
                  %at: tensor<8x4xf32>, %v: tensor<8xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
         ins(%at, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
         ins(%v, %b : tensor<8xf32>, tensor<8x16xf32>) outs(%1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  // Writing the default maps explicitly is the same op.
  %3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
         ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%2 : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %3 : tensor<4x16xf32>
}

// `cast` selects the extension of the integer operands; other attributes
// may come before ins or after outs and print before ins.
func.func @matmul_cast(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
  linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>) {cast = #linalg.type_fn<cast_signed>, tag = "t"}
  return
}

func.func @batched(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>,
                   %r: tensor<4x16xf32>, %at: tensor<2x8x4xf32>) -> (tensor<2x4x16xf32>, tensor<4x16xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %1 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
         ins(%at, %b : tensor<2x8x4xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %2 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%r : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %1, %2 : tensor<2x4x16xf32>, tensor<4x16xf32>
}

// linalg.contract always prints its maps.
func.func @contract(%a: tensor<2x4x8xf16>, %b: tensor<2x8x16xf16>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
         ins(%a, %b : tensor<2x4x8xf16>, tensor<2x8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<8xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %1 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg3, %arg1 : tensor<8x4xf32>, tensor<8x16xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %2 = linalg.matmul indexing_maps = [#map3, #map1, #map2] ins(%arg4, %arg1 : tensor<8xf32>, tensor<8x16xf32>) outs(%1 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %3 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     return %3 : tensor<4x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @matmul_cast(%arg0: memref<4x8xi8>, %arg1: memref<8x16xi8>, %arg2: memref<4x16xi32>) {
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>)
// CHECK-NEXT:     linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>)
// CHECK-NEXT:     linalg.matmul {cast = #linalg.type_fn<cast_signed>, tag = "t"} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @batched(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x4x16xf32>, %arg3: tensor<4x16xf32>, %arg4: tensor<2x8x4xf32>) -> (tensor<2x4x16xf32>, tensor<4x16xf32>) {
// CHECK-NEXT:     %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg2 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT:     %1 = linalg.batch_matmul indexing_maps = [#map4, #map5, #map6] ins(%arg4, %arg1 : tensor<2x8x4xf32>, tensor<2x8x16xf32>) outs(%0 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT:     %2 = linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg3 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     return %1, %2 : tensor<2x4x16xf32>, tensor<4x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @contract(%arg0: tensor<2x4x8xf16>, %arg1: tensor<2x8x16xf16>, %arg2: tensor<4x16xf32>) -> tensor<4x16xf32> {
// CHECK-NEXT:     %0 = linalg.contract indexing_maps = [#map7, #map5, #map8] ins(%arg0, %arg1 : tensor<2x4x8xf16>, tensor<2x8x16xf16>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     return %0 : tensor<4x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d2)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>, tensor<8x4xf32>, tensor<8xf32>) -> tensor<4x16xf32>, sym_name = "matmul"}> ({
// GENERIC-NEXT:   ^bb0(%arg32: tensor<4x8xf32>, %arg33: tensor<8x16xf32>, %arg34: tensor<4x16xf32>, %arg35: tensor<8x4xf32>, %arg36: tensor<8xf32>):
// GENERIC-NEXT:     %26 = "linalg.matmul"(%arg32, %arg33, %arg34) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
// GENERIC-NEXT:       %36 = "arith.mulf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %37 = "arith.addf"(%arg48, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%37) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:     %27 = "linalg.matmul"(%arg35, %arg33, %26) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
// GENERIC-NEXT:       %34 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %35 = "arith.addf"(%arg45, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%35) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<8x4xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:     %28 = "linalg.matmul"(%arg36, %arg33, %27) <{indexing_maps = [#map4, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
// GENERIC-NEXT:       %32 = "arith.mulf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %33 = "arith.addf"(%arg42, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%33) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:     %29 = "linalg.matmul"(%arg32, %arg33, %28) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
// GENERIC-NEXT:       %30 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %31 = "arith.addf"(%arg39, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%31) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:     "func.return"(%29) : (tensor<4x16xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>) -> (), sym_name = "matmul_cast"}> ({
// GENERIC-NEXT:   ^bb0(%arg20: memref<4x8xi8>, %arg21: memref<8x16xi8>, %arg22: memref<4x16xi32>):
// GENERIC-NEXT:     "linalg.matmul"(%arg20, %arg21, %arg22) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg29: i8, %arg30: i8, %arg31: i32):
// GENERIC-NEXT:       %22 = "arith.extsi"(%arg29) : (i8) -> i32
// GENERIC-NEXT:       %23 = "arith.extsi"(%arg30) : (i8) -> i32
// GENERIC-NEXT:       %24 = "arith.muli"(%22, %23) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %25 = "arith.addi"(%arg31, %24) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%25) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg20, %arg21, %arg22) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg26: i8, %arg27: i8, %arg28: i32):
// GENERIC-NEXT:       %18 = "arith.extui"(%arg26) : (i8) -> i32
// GENERIC-NEXT:       %19 = "arith.extui"(%arg27) : (i8) -> i32
// GENERIC-NEXT:       %20 = "arith.muli"(%18, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %21 = "arith.addi"(%arg28, %20) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%21) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg20, %arg21, %arg22) <{cast = #linalg.type_fn<cast_signed>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg23: i8, %arg24: i8, %arg25: i32):
// GENERIC-NEXT:       %14 = "arith.extsi"(%arg23) : (i8) -> i32
// GENERIC-NEXT:       %15 = "arith.extsi"(%arg24) : (i8) -> i32
// GENERIC-NEXT:       %16 = "arith.muli"(%14, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %17 = "arith.addi"(%arg25, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%17) : (i32) -> ()
// GENERIC-NEXT:     }) {tag = "t"} : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<4x16xf32>, tensor<2x8x4xf32>) -> (tensor<2x4x16xf32>, tensor<4x16xf32>), sym_name = "batched"}> ({
// GENERIC-NEXT:   ^bb0(%arg6: tensor<2x4x8xf32>, %arg7: tensor<2x8x16xf32>, %arg8: tensor<2x4x16xf32>, %arg9: tensor<4x16xf32>, %arg10: tensor<2x8x4xf32>):
// GENERIC-NEXT:     %5 = "linalg.batch_matmul"(%arg6, %arg7, %arg8) <{indexing_maps = [#map5, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
// GENERIC-NEXT:       %12 = "arith.mulf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %13 = "arith.addf"(%arg19, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%13) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// GENERIC-NEXT:     %6 = "linalg.batch_matmul"(%arg10, %arg7, %5) <{indexing_maps = [#map8, #map6, #map7], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
// GENERIC-NEXT:       %10 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %11 = "arith.addf"(%arg16, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%11) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<2x8x4xf32>, tensor<2x8x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// GENERIC-NEXT:     %7 = "linalg.batch_reduce_matmul"(%arg6, %arg7, %arg9) <{indexing_maps = [#map5, #map6, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
// GENERIC-NEXT:       %8 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %9 = "arith.addf"(%arg13, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:     "func.return"(%6, %7) : (tensor<2x4x16xf32>, tensor<4x16xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<2x4x8xf16>, tensor<2x8x16xf16>, tensor<4x16xf32>) -> tensor<4x16xf32>, sym_name = "contract"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<2x4x8xf16>, %arg1: tensor<2x8x16xf16>, %arg2: tensor<4x16xf32>):
// GENERIC-NEXT:     %0 = "linalg.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map5, #map6, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg3: f16, %arg4: f16, %arg5: f32):
// GENERIC-NEXT:       %1 = "arith.extf"(%arg3) : (f16) -> f32
// GENERIC-NEXT:       %2 = "arith.extf"(%arg4) : (f16) -> f32
// GENERIC-NEXT:       %3 = "arith.mulf"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %4 = "arith.addf"(%arg5, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%4) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<2x4x8xf16>, tensor<2x8x16xf16>, tensor<4x16xf32>) -> tensor<4x16xf32>
// GENERIC-NEXT:     "func.return"(%0) : (tensor<4x16xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
