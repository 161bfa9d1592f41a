// Implicit bodies of named ops convert operands to the init's element type
// as mlir-opt 22 does.
// Expected output: mlir-opt 22.1.8  and with --mlir-print-op-generic.
// RUN: %xform %s | FileCheck %s
// RUN: %xform --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// The casts of implicit bodies follow MLIR's convertScalarToDtype: integer
// extension (signed or, with cast_unsigned, unsigned) and truncation,
// int <-> float conversions, float extension/truncation, index_cast; i1
// operands combine with andi/ori, complex ones with the complex dialect.
func.func @casts(%a8: memref<4x8xi8>, %b8: memref<8x16xi8>, %cf: memref<4x16xf32>,
                 %ah: memref<4x8xf16>, %bh: memref<8x16xf16>, %c64: memref<4x16xi64>,
                 %cf64: memref<4x16xf64>, %ai: memref<4x8xi32>, %bi: memref<8x16xi32>,
                 %c8: memref<4x16xi8>, %ax: memref<4x8xindex>, %bx: memref<8x16xindex>,
                 %a1: memref<4x8xi1>, %b1: memref<8x16xi1>, %c1: memref<4x16xi1>,
                 %acx: memref<4x8xcomplex<f32>>, %bcx: memref<8x16xcomplex<f32>>,
                 %ccx: memref<4x16xcomplex<f32>>, %ad: memref<4x8xf64>) {
  linalg.matmul ins(%a8, %b8 : memref<4x8xi8>, memref<8x16xi8>) outs(%cf : memref<4x16xf32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a8, %b8 : memref<4x8xi8>, memref<8x16xi8>) outs(%cf : memref<4x16xf32>)
  linalg.matmul ins(%ah, %bh : memref<4x8xf16>, memref<8x16xf16>) outs(%cf : memref<4x16xf32>)
  linalg.matmul ins(%ah, %bh : memref<4x8xf16>, memref<8x16xf16>) outs(%c64 : memref<4x16xi64>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ah, %bh : memref<4x8xf16>, memref<8x16xf16>) outs(%c64 : memref<4x16xi64>)
  linalg.matmul ins(%ai, %bi : memref<4x8xi32>, memref<8x16xi32>) outs(%c8 : memref<4x16xi8>)
  linalg.matmul ins(%ax, %bx : memref<4x8xindex>, memref<8x16xindex>) outs(%c64 : memref<4x16xi64>)
  linalg.matmul ins(%a1, %b1 : memref<4x8xi1>, memref<8x16xi1>) outs(%c1 : memref<4x16xi1>)
  linalg.matmul ins(%acx, %bcx : memref<4x8xcomplex<f32>>, memref<8x16xcomplex<f32>>) outs(%ccx : memref<4x16xcomplex<f32>>)
  linalg.matmul ins(%ah, %bh : memref<4x8xf16>, memref<8x16xf16>) outs(%cf64 : memref<4x16xf64>)
  linalg.matmul ins(%ad, %bh : memref<4x8xf64>, memref<8x16xf16>) outs(%cf : memref<4x16xf32>)
  return
}

// Unsigned pooling casts and combines unsigned; copy follows its cast.
func.func @unsigned(%i: memref<1x8x8x3xi8>, %k: memref<2x2xi8>, %o: memref<1x4x4x3xi32>,
                    %s: memref<4x8xi8>, %d: memref<4x8xi32>) {
  linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%i, %k : memref<1x8x8x3xi8>, memref<2x2xi8>) outs(%o : memref<1x4x4x3xi32>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%s : memref<4x8xi8>) outs(%d : memref<4x8xi32>)
  linalg.copy ins(%s : memref<4x8xi8>) outs(%d : memref<4x8xi32>)
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @casts(%arg0: memref<4x8xi8>, %arg1: memref<8x16xi8>, %arg2: memref<4x16xf32>, %arg3: memref<4x8xf16>, %arg4: memref<8x16xf16>, %arg5: memref<4x16xi64>, %arg6: memref<4x16xf64>, %arg7: memref<4x8xi32>, %arg8: memref<8x16xi32>, %arg9: memref<4x16xi8>, %arg10: memref<4x8xindex>, %arg11: memref<8x16xindex>, %arg12: memref<4x8xi1>, %arg13: memref<8x16xi1>, %arg14: memref<4x16xi1>, %arg15: memref<4x8xcomplex<f32>>, %arg16: memref<8x16xcomplex<f32>>, %arg17: memref<4x16xcomplex<f32>>, %arg18: memref<4x8xf64>) {
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT:     linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT:     linalg.matmul ins(%arg3, %arg4 : memref<4x8xf16>, memref<8x16xf16>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT:     linalg.matmul ins(%arg3, %arg4 : memref<4x8xf16>, memref<8x16xf16>) outs(%arg5 : memref<4x16xi64>)
// CHECK-NEXT:     linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg4 : memref<4x8xf16>, memref<8x16xf16>) outs(%arg5 : memref<4x16xi64>)
// CHECK-NEXT:     linalg.matmul ins(%arg7, %arg8 : memref<4x8xi32>, memref<8x16xi32>) outs(%arg9 : memref<4x16xi8>)
// CHECK-NEXT:     linalg.matmul ins(%arg10, %arg11 : memref<4x8xindex>, memref<8x16xindex>) outs(%arg5 : memref<4x16xi64>)
// CHECK-NEXT:     linalg.matmul ins(%arg12, %arg13 : memref<4x8xi1>, memref<8x16xi1>) outs(%arg14 : memref<4x16xi1>)
// CHECK-NEXT:     linalg.matmul ins(%arg15, %arg16 : memref<4x8xcomplex<f32>>, memref<8x16xcomplex<f32>>) outs(%arg17 : memref<4x16xcomplex<f32>>)
// CHECK-NEXT:     linalg.matmul ins(%arg3, %arg4 : memref<4x8xf16>, memref<8x16xf16>) outs(%arg6 : memref<4x16xf64>)
// CHECK-NEXT:     linalg.matmul ins(%arg18, %arg4 : memref<4x8xf64>, memref<8x16xf16>) outs(%arg2 : memref<4x16xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @unsigned(%arg0: memref<1x8x8x3xi8>, %arg1: memref<2x2xi8>, %arg2: memref<1x4x4x3xi32>, %arg3: memref<4x8xi8>, %arg4: memref<4x8xi32>) {
// CHECK-NEXT:     linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x8x8x3xi8>, memref<2x2xi8>) outs(%arg2 : memref<1x4x4x3xi32>)
// CHECK-NEXT:     linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3 : memref<4x8xi8>) outs(%arg4 : memref<4x8xi32>)
// CHECK-NEXT:     linalg.copy ins(%arg3 : memref<4x8xi8>) outs(%arg4 : memref<4x8xi32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xf32>, memref<4x8xf16>, memref<8x16xf16>, memref<4x16xi64>, memref<4x16xf64>, memref<4x8xi32>, memref<8x16xi32>, memref<4x16xi8>, memref<4x8xindex>, memref<8x16xindex>, memref<4x8xi1>, memref<8x16xi1>, memref<4x16xi1>, memref<4x8xcomplex<f32>>, memref<8x16xcomplex<f32>>, memref<4x16xcomplex<f32>>, memref<4x8xf64>) -> (), sym_name = "casts"}> ({
// GENERIC-NEXT:   ^bb0(%arg12: memref<4x8xi8>, %arg13: memref<8x16xi8>, %arg14: memref<4x16xf32>, %arg15: memref<4x8xf16>, %arg16: memref<8x16xf16>, %arg17: memref<4x16xi64>, %arg18: memref<4x16xf64>, %arg19: memref<4x8xi32>, %arg20: memref<8x16xi32>, %arg21: memref<4x16xi8>, %arg22: memref<4x8xindex>, %arg23: memref<8x16xindex>, %arg24: memref<4x8xi1>, %arg25: memref<8x16xi1>, %arg26: memref<4x16xi1>, %arg27: memref<4x8xcomplex<f32>>, %arg28: memref<8x16xcomplex<f32>>, %arg29: memref<4x16xcomplex<f32>>, %arg30: memref<4x8xf64>):
// GENERIC-NEXT:     "linalg.matmul"(%arg12, %arg13, %arg14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg61: i8, %arg62: i8, %arg63: f32):
// GENERIC-NEXT:       %40 = "arith.sitofp"(%arg61) : (i8) -> f32
// GENERIC-NEXT:       %41 = "arith.sitofp"(%arg62) : (i8) -> f32
// GENERIC-NEXT:       %42 = "arith.mulf"(%40, %41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %43 = "arith.addf"(%arg63, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%43) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xf32>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg12, %arg13, %arg14) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg58: i8, %arg59: i8, %arg60: f32):
// GENERIC-NEXT:       %36 = "arith.uitofp"(%arg58) : (i8) -> f32
// GENERIC-NEXT:       %37 = "arith.uitofp"(%arg59) : (i8) -> f32
// GENERIC-NEXT:       %38 = "arith.mulf"(%36, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %39 = "arith.addf"(%arg60, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%39) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xf32>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg15, %arg16, %arg14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg55: f16, %arg56: f16, %arg57: f32):
// GENERIC-NEXT:       %32 = "arith.extf"(%arg55) : (f16) -> f32
// GENERIC-NEXT:       %33 = "arith.extf"(%arg56) : (f16) -> f32
// GENERIC-NEXT:       %34 = "arith.mulf"(%32, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %35 = "arith.addf"(%arg57, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%35) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xf32>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg15, %arg16, %arg17) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg52: f16, %arg53: f16, %arg54: i64):
// GENERIC-NEXT:       %28 = "arith.fptosi"(%arg52) : (f16) -> i64
// GENERIC-NEXT:       %29 = "arith.fptosi"(%arg53) : (f16) -> i64
// GENERIC-NEXT:       %30 = "arith.muli"(%28, %29) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       %31 = "arith.addi"(%arg54, %30) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       "linalg.yield"(%31) : (i64) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xi64>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg15, %arg16, %arg17) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg49: f16, %arg50: f16, %arg51: i64):
// GENERIC-NEXT:       %24 = "arith.fptoui"(%arg49) : (f16) -> i64
// GENERIC-NEXT:       %25 = "arith.fptoui"(%arg50) : (f16) -> i64
// GENERIC-NEXT:       %26 = "arith.muli"(%24, %25) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       %27 = "arith.addi"(%arg51, %26) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       "linalg.yield"(%27) : (i64) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xi64>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg19, %arg20, %arg21) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg46: i32, %arg47: i32, %arg48: i8):
// GENERIC-NEXT:       %20 = "arith.trunci"(%arg46) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT:       %21 = "arith.trunci"(%arg47) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT:       %22 = "arith.muli"(%20, %21) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
// GENERIC-NEXT:       %23 = "arith.addi"(%arg48, %22) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
// GENERIC-NEXT:       "linalg.yield"(%23) : (i8) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi32>, memref<8x16xi32>, memref<4x16xi8>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg22, %arg23, %arg17) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg43: index, %arg44: index, %arg45: i64):
// GENERIC-NEXT:       %16 = "arith.index_cast"(%arg43) : (index) -> i64
// GENERIC-NEXT:       %17 = "arith.index_cast"(%arg44) : (index) -> i64
// GENERIC-NEXT:       %18 = "arith.muli"(%16, %17) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       %19 = "arith.addi"(%arg45, %18) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       "linalg.yield"(%19) : (i64) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xindex>, memref<8x16xindex>, memref<4x16xi64>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg24, %arg25, %arg26) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg40: i1, %arg41: i1, %arg42: i1):
// GENERIC-NEXT:       %14 = "arith.andi"(%arg40, %arg41) : (i1, i1) -> i1
// GENERIC-NEXT:       %15 = "arith.ori"(%arg42, %14) : (i1, i1) -> i1
// GENERIC-NEXT:       "linalg.yield"(%15) : (i1) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi1>, memref<8x16xi1>, memref<4x16xi1>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg27, %arg28, %arg29) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg37: complex<f32>, %arg38: complex<f32>, %arg39: complex<f32>):
// GENERIC-NEXT:       %12 = "complex.mul"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:       %13 = "complex.add"(%arg39, %12) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:       "linalg.yield"(%13) : (complex<f32>) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xcomplex<f32>>, memref<8x16xcomplex<f32>>, memref<4x16xcomplex<f32>>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg15, %arg16, %arg18) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg34: f16, %arg35: f16, %arg36: f64):
// GENERIC-NEXT:       %8 = "arith.extf"(%arg34) : (f16) -> f64
// GENERIC-NEXT:       %9 = "arith.extf"(%arg35) : (f16) -> f64
// GENERIC-NEXT:       %10 = "arith.mulf"(%8, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       %11 = "arith.addf"(%arg36, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       "linalg.yield"(%11) : (f64) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xf64>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg30, %arg16, %arg14) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg31: f64, %arg32: f16, %arg33: f32):
// GENERIC-NEXT:       %4 = "arith.truncf"(%arg31) : (f64) -> f32
// GENERIC-NEXT:       %5 = "arith.extf"(%arg32) : (f16) -> f32
// GENERIC-NEXT:       %6 = "arith.mulf"(%4, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %7 = "arith.addf"(%arg33, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf64>, memref<8x16xf16>, memref<4x16xf32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<1x8x8x3xi8>, memref<2x2xi8>, memref<1x4x4x3xi32>, memref<4x8xi8>, memref<4x8xi32>) -> (), sym_name = "unsigned"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<1x8x8x3xi8>, %arg1: memref<2x2xi8>, %arg2: memref<1x4x4x3xi32>, %arg3: memref<4x8xi8>, %arg4: memref<4x8xi32>):
// GENERIC-NEXT:     "linalg.pooling_nhwc_max_unsigned"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg9: i8, %arg10: i8, %arg11: i32):
// GENERIC-NEXT:       %2 = "arith.extui"(%arg9) : (i8) -> i32
// GENERIC-NEXT:       %3 = "arith.maxui"(%arg11, %2) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%3) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<1x8x8x3xi8>, memref<2x2xi8>, memref<1x4x4x3xi32>) -> ()
// GENERIC-NEXT:     "linalg.copy"(%arg3, %arg4) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg7: i8, %arg8: i32):
// GENERIC-NEXT:       %1 = "arith.extui"(%arg7) : (i8) -> i32
// GENERIC-NEXT:       "linalg.yield"(%1) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<4x8xi32>) -> ()
// GENERIC-NEXT:     "linalg.copy"(%arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg5: i8, %arg6: i32):
// GENERIC-NEXT:       %0 = "arith.extsi"(%arg5) : (i8) -> i32
// GENERIC-NEXT:       "linalg.yield"(%0) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<4x8xi32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
