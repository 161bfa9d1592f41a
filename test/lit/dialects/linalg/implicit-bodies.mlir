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

// The body builder reads `cast` from the attribute dictionaries only: a
// `<{cast = ...}>` property dictionary sets the property but the body keeps
// the default signed cast, as in mlir-opt.
func.func @prop_dict(%s: memref<4x8xi8>, %d: memref<4x8xi32>) {
  linalg.copy <{cast = #linalg.type_fn<cast_unsigned>}> ins(%s : memref<4x8xi8>) outs(%d : memref<4x8xi32>)
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
// CHECK-NEXT:   func.func @prop_dict(%arg0: memref<4x8xi8>, %arg1: memref<4x8xi32>) {
// CHECK-NEXT:     linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0 : memref<4x8xi8>) outs(%arg1 : memref<4x8xi32>)
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
// GENERIC-NEXT:   ^bb0(%arg16: memref<4x8xi8>, %arg17: memref<8x16xi8>, %arg18: memref<4x16xf32>, %arg19: memref<4x8xf16>, %arg20: memref<8x16xf16>, %arg21: memref<4x16xi64>, %arg22: memref<4x16xf64>, %arg23: memref<4x8xi32>, %arg24: memref<8x16xi32>, %arg25: memref<4x16xi8>, %arg26: memref<4x8xindex>, %arg27: memref<8x16xindex>, %arg28: memref<4x8xi1>, %arg29: memref<8x16xi1>, %arg30: memref<4x16xi1>, %arg31: memref<4x8xcomplex<f32>>, %arg32: memref<8x16xcomplex<f32>>, %arg33: memref<4x16xcomplex<f32>>, %arg34: memref<4x8xf64>):
// GENERIC-NEXT:     "linalg.matmul"(%arg16, %arg17, %arg18) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg65: i8, %arg66: i8, %arg67: f32):
// GENERIC-NEXT:       %41 = "arith.sitofp"(%arg65) : (i8) -> f32
// GENERIC-NEXT:       %42 = "arith.sitofp"(%arg66) : (i8) -> f32
// GENERIC-NEXT:       %43 = "arith.mulf"(%41, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %44 = "arith.addf"(%arg67, %43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%44) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xf32>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg16, %arg17, %arg18) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg62: i8, %arg63: i8, %arg64: f32):
// GENERIC-NEXT:       %37 = "arith.uitofp"(%arg62) : (i8) -> f32
// GENERIC-NEXT:       %38 = "arith.uitofp"(%arg63) : (i8) -> f32
// GENERIC-NEXT:       %39 = "arith.mulf"(%37, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %40 = "arith.addf"(%arg64, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%40) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xf32>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg19, %arg20, %arg18) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg59: f16, %arg60: f16, %arg61: f32):
// GENERIC-NEXT:       %33 = "arith.extf"(%arg59) : (f16) -> f32
// GENERIC-NEXT:       %34 = "arith.extf"(%arg60) : (f16) -> f32
// GENERIC-NEXT:       %35 = "arith.mulf"(%33, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %36 = "arith.addf"(%arg61, %35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%36) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xf32>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg19, %arg20, %arg21) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg56: f16, %arg57: f16, %arg58: i64):
// GENERIC-NEXT:       %29 = "arith.fptosi"(%arg56) : (f16) -> i64
// GENERIC-NEXT:       %30 = "arith.fptosi"(%arg57) : (f16) -> i64
// GENERIC-NEXT:       %31 = "arith.muli"(%29, %30) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       %32 = "arith.addi"(%arg58, %31) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       "linalg.yield"(%32) : (i64) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xi64>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg19, %arg20, %arg21) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg53: f16, %arg54: f16, %arg55: i64):
// GENERIC-NEXT:       %25 = "arith.fptoui"(%arg53) : (f16) -> i64
// GENERIC-NEXT:       %26 = "arith.fptoui"(%arg54) : (f16) -> i64
// GENERIC-NEXT:       %27 = "arith.muli"(%25, %26) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       %28 = "arith.addi"(%arg55, %27) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       "linalg.yield"(%28) : (i64) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xi64>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg23, %arg24, %arg25) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg50: i32, %arg51: i32, %arg52: i8):
// GENERIC-NEXT:       %21 = "arith.trunci"(%arg50) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT:       %22 = "arith.trunci"(%arg51) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT:       %23 = "arith.muli"(%21, %22) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
// GENERIC-NEXT:       %24 = "arith.addi"(%arg52, %23) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
// GENERIC-NEXT:       "linalg.yield"(%24) : (i8) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi32>, memref<8x16xi32>, memref<4x16xi8>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg26, %arg27, %arg21) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg47: index, %arg48: index, %arg49: i64):
// GENERIC-NEXT:       %17 = "arith.index_cast"(%arg47) : (index) -> i64
// GENERIC-NEXT:       %18 = "arith.index_cast"(%arg48) : (index) -> i64
// GENERIC-NEXT:       %19 = "arith.muli"(%17, %18) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       %20 = "arith.addi"(%arg49, %19) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
// GENERIC-NEXT:       "linalg.yield"(%20) : (i64) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xindex>, memref<8x16xindex>, memref<4x16xi64>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg28, %arg29, %arg30) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg44: i1, %arg45: i1, %arg46: i1):
// GENERIC-NEXT:       %15 = "arith.andi"(%arg44, %arg45) : (i1, i1) -> i1
// GENERIC-NEXT:       %16 = "arith.ori"(%arg46, %15) : (i1, i1) -> i1
// GENERIC-NEXT:       "linalg.yield"(%16) : (i1) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi1>, memref<8x16xi1>, memref<4x16xi1>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg31, %arg32, %arg33) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg41: complex<f32>, %arg42: complex<f32>, %arg43: complex<f32>):
// GENERIC-NEXT:       %13 = "complex.mul"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:       %14 = "complex.add"(%arg43, %13) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT:       "linalg.yield"(%14) : (complex<f32>) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xcomplex<f32>>, memref<8x16xcomplex<f32>>, memref<4x16xcomplex<f32>>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg19, %arg20, %arg22) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg38: f16, %arg39: f16, %arg40: f64):
// GENERIC-NEXT:       %9 = "arith.extf"(%arg38) : (f16) -> f64
// GENERIC-NEXT:       %10 = "arith.extf"(%arg39) : (f16) -> f64
// GENERIC-NEXT:       %11 = "arith.mulf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       %12 = "arith.addf"(%arg40, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       "linalg.yield"(%12) : (f64) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf16>, memref<8x16xf16>, memref<4x16xf64>) -> ()
// GENERIC-NEXT:     "linalg.matmul"(%arg34, %arg20, %arg18) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg35: f64, %arg36: f16, %arg37: f32):
// GENERIC-NEXT:       %5 = "arith.truncf"(%arg35) : (f64) -> f32
// GENERIC-NEXT:       %6 = "arith.extf"(%arg36) : (f16) -> f32
// GENERIC-NEXT:       %7 = "arith.mulf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %8 = "arith.addf"(%arg37, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf64>, memref<8x16xf16>, memref<4x16xf32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<1x8x8x3xi8>, memref<2x2xi8>, memref<1x4x4x3xi32>, memref<4x8xi8>, memref<4x8xi32>) -> (), sym_name = "unsigned"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: memref<1x8x8x3xi8>, %arg5: memref<2x2xi8>, %arg6: memref<1x4x4x3xi32>, %arg7: memref<4x8xi8>, %arg8: memref<4x8xi32>):
// GENERIC-NEXT:     "linalg.pooling_nhwc_max_unsigned"(%arg4, %arg5, %arg6) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg13: i8, %arg14: i8, %arg15: i32):
// GENERIC-NEXT:       %3 = "arith.extui"(%arg13) : (i8) -> i32
// GENERIC-NEXT:       %4 = "arith.maxui"(%arg15, %3) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%4) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<1x8x8x3xi8>, memref<2x2xi8>, memref<1x4x4x3xi32>) -> ()
// GENERIC-NEXT:     "linalg.copy"(%arg7, %arg8) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg11: i8, %arg12: i32):
// GENERIC-NEXT:       %2 = "arith.extui"(%arg11) : (i8) -> i32
// GENERIC-NEXT:       "linalg.yield"(%2) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<4x8xi32>) -> ()
// GENERIC-NEXT:     "linalg.copy"(%arg7, %arg8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg9: i8, %arg10: i32):
// GENERIC-NEXT:       %1 = "arith.extsi"(%arg9) : (i8) -> i32
// GENERIC-NEXT:       "linalg.yield"(%1) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<4x8xi32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xi8>, memref<4x8xi32>) -> (), sym_name = "prop_dict"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4x8xi8>, %arg1: memref<4x8xi32>):
// GENERIC-NEXT:     "linalg.copy"(%arg0, %arg1) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg2: i8, %arg3: i32):
// GENERIC-NEXT:       %0 = "arith.extsi"(%arg2) : (i8) -> i32
// GENERIC-NEXT:       "linalg.yield"(%0) : (i32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<4x8xi32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
