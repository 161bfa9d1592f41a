// Cast ops: ext/trunc/int-float/index/bit casts, rounding modes, optional
// fastmath (printed even when none) and the scaling casts.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @int_casts(%a: i8, %v: vector<2xi1>, %b: i64, %t: tensor<3xi64>) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extsi %v : vector<2xi1> to vector<2xi64>
  %2 = arith.trunci %b : i64 to i1
  %3 = arith.trunci %b overflow<nsw, nuw> : i64 to i32
  %4 = arith.uitofp %a : i8 to f32
  %5 = arith.sitofp %t : tensor<3xi64> to tensor<3xf16>
  return
}

func.func @float_casts(%x: f32, %h: f16, %d: f64) {
  %0 = arith.extf %h : f16 to f64
  %1 = arith.extf %h fastmath<contract> : f16 to f32
  %2 = arith.truncf %d : f64 to bf16
  %3 = arith.truncf %x to_nearest_even : f32 to f16
  %4 = arith.truncf %x downward fastmath<fast> : f32 to f16
  %5 = arith.truncf %x upward : f32 to f16
  %6 = arith.truncf %x toward_zero : f32 to f16
  %7 = arith.truncf %x "to_nearest_away" : f32 to f16
  %8 = arith.truncf %x fastmath<none> : f32 to f16
  %9 = arith.fptoui %x : f32 to i8
  %10 = arith.fptosi %d : f64 to i64
  return
}

func.func @index_and_bit_casts(%i: index, %a: i32, %vi: vector<2xi64>, %m: memref<4xi32>, %x: f32, %mf: memref<2xf32>) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %vi : vector<2xi64> to vector<2xindex>
  %2 = arith.index_castui %a : i32 to index
  %3 = arith.index_cast %m : memref<4xi32> to memref<4xindex>
  %4 = arith.bitcast %x : f32 to i32
  %5 = arith.bitcast %mf : memref<2xf32> to memref<2xi32>
  return
}

func.func @scaling(%in: f4E2M1FN, %scale: f8E8M0FNU, %x: f32, %v: vector<32xbf16>, %vs: vector<32xf8E8M0FNU>) {
  %0 = arith.scaling_extf %in, %scale : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %in, %scale fastmath<fast> : f4E2M1FN, f8E8M0FNU to bf16
  %2 = arith.scaling_truncf %x, %scale : f32, f8E8M0FNU to f4E2M1FN
  %3 = arith.scaling_truncf %v, %vs upward fastmath<nnan> : vector<32xbf16>, vector<32xf8E8M0FNU> to vector<32xf4E2M1FN>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @int_casts(%arg0: i8, %arg1: vector<2xi1>, %arg2: i64, %arg3: tensor<3xi64>) {
// CHECK-NEXT: %0 = arith.extui %arg0 : i8 to i32
// CHECK-NEXT: %1 = arith.extsi %arg1 : vector<2xi1> to vector<2xi64>
// CHECK-NEXT: %2 = arith.trunci %arg2 : i64 to i1
// CHECK-NEXT: %3 = arith.trunci %arg2 overflow<nsw, nuw> : i64 to i32
// CHECK-NEXT: %4 = arith.uitofp %arg0 : i8 to f32
// CHECK-NEXT: %5 = arith.sitofp %arg3 : tensor<3xi64> to tensor<3xf16>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @float_casts(%arg0: f32, %arg1: f16, %arg2: f64) {
// CHECK-NEXT: %0 = arith.extf %arg1 : f16 to f64
// CHECK-NEXT: %1 = arith.extf %arg1 fastmath<contract> : f16 to f32
// CHECK-NEXT: %2 = arith.truncf %arg2 : f64 to bf16
// CHECK-NEXT: %3 = arith.truncf %arg0 to_nearest_even : f32 to f16
// CHECK-NEXT: %4 = arith.truncf %arg0 downward fastmath<fast> : f32 to f16
// CHECK-NEXT: %5 = arith.truncf %arg0 upward : f32 to f16
// CHECK-NEXT: %6 = arith.truncf %arg0 toward_zero : f32 to f16
// CHECK-NEXT: %7 = arith.truncf %arg0 to_nearest_away : f32 to f16
// CHECK-NEXT: %8 = arith.truncf %arg0 fastmath<none> : f32 to f16
// CHECK-NEXT: %9 = arith.fptoui %arg0 : f32 to i8
// CHECK-NEXT: %10 = arith.fptosi %arg2 : f64 to i64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_and_bit_casts(%arg0: index, %arg1: i32, %arg2: vector<2xi64>, %arg3: memref<4xi32>, %arg4: f32, %arg5: memref<2xf32>) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %1 = arith.index_cast %arg2 : vector<2xi64> to vector<2xindex>
// CHECK-NEXT: %2 = arith.index_castui %arg1 : i32 to index
// CHECK-NEXT: %3 = arith.index_cast %arg3 : memref<4xi32> to memref<4xindex>
// CHECK-NEXT: %4 = arith.bitcast %arg4 : f32 to i32
// CHECK-NEXT: %5 = arith.bitcast %arg5 : memref<2xf32> to memref<2xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scaling(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: f32, %arg3: vector<32xbf16>, %arg4: vector<32xf8E8M0FNU>) {
// CHECK-NEXT: %0 = arith.scaling_extf %arg0, %arg1 : f4E2M1FN, f8E8M0FNU to f32
// CHECK-NEXT: %1 = arith.scaling_extf %arg0, %arg1 fastmath<fast> : f4E2M1FN, f8E8M0FNU to bf16
// CHECK-NEXT: %2 = arith.scaling_truncf %arg2, %arg1 : f32, f8E8M0FNU to f4E2M1FN
// CHECK-NEXT: %3 = arith.scaling_truncf %arg3, %arg4 upward fastmath<nnan> : vector<32xbf16>, vector<32xf8E8M0FNU> to vector<32xf4E2M1FN>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i8, vector<2xi1>, i64, tensor<3xi64>) -> (), sym_name = "int_casts"}> ({
// GENERIC-NEXT: ^bb0(%arg14: i8, %arg15: vector<2xi1>, %arg16: i64, %arg17: tensor<3xi64>):
// GENERIC-NEXT: %21 = "arith.extui"(%arg14) : (i8) -> i32
// GENERIC-NEXT: %22 = "arith.extsi"(%arg15) : (vector<2xi1>) -> vector<2xi64>
// GENERIC-NEXT: %23 = "arith.trunci"(%arg16) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i1
// GENERIC-NEXT: %24 = "arith.trunci"(%arg16) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i64) -> i32
// GENERIC-NEXT: %25 = "arith.uitofp"(%arg14) : (i8) -> f32
// GENERIC-NEXT: %26 = "arith.sitofp"(%arg17) : (tensor<3xi64>) -> tensor<3xf16>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f32, f16, f64) -> (), sym_name = "float_casts"}> ({
// GENERIC-NEXT: ^bb0(%arg11: f32, %arg12: f16, %arg13: f64):
// GENERIC-NEXT: %10 = "arith.extf"(%arg12) : (f16) -> f64
// GENERIC-NEXT: %11 = "arith.extf"(%arg12) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f32
// GENERIC-NEXT: %12 = "arith.truncf"(%arg13) : (f64) -> bf16
// GENERIC-NEXT: %13 = "arith.truncf"(%arg11) <{roundingmode = 0 : i32}> : (f32) -> f16
// GENERIC-NEXT: %14 = "arith.truncf"(%arg11) <{fastmath = #arith.fastmath<fast>, roundingmode = 1 : i32}> : (f32) -> f16
// GENERIC-NEXT: %15 = "arith.truncf"(%arg11) <{roundingmode = 2 : i32}> : (f32) -> f16
// GENERIC-NEXT: %16 = "arith.truncf"(%arg11) <{roundingmode = 3 : i32}> : (f32) -> f16
// GENERIC-NEXT: %17 = "arith.truncf"(%arg11) <{roundingmode = 4 : i32}> : (f32) -> f16
// GENERIC-NEXT: %18 = "arith.truncf"(%arg11) <{fastmath = #arith.fastmath<none>}> : (f32) -> f16
// GENERIC-NEXT: %19 = "arith.fptoui"(%arg11) : (f32) -> i8
// GENERIC-NEXT: %20 = "arith.fptosi"(%arg13) : (f64) -> i64
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (index, i32, vector<2xi64>, memref<4xi32>, f32, memref<2xf32>) -> (), sym_name = "index_and_bit_casts"}> ({
// GENERIC-NEXT: ^bb0(%arg5: index, %arg6: i32, %arg7: vector<2xi64>, %arg8: memref<4xi32>, %arg9: f32, %arg10: memref<2xf32>):
// GENERIC-NEXT: %4 = "arith.index_cast"(%arg5) : (index) -> i32
// GENERIC-NEXT: %5 = "arith.index_cast"(%arg7) : (vector<2xi64>) -> vector<2xindex>
// GENERIC-NEXT: %6 = "arith.index_castui"(%arg6) : (i32) -> index
// GENERIC-NEXT: %7 = "arith.index_cast"(%arg8) : (memref<4xi32>) -> memref<4xindex>
// GENERIC-NEXT: %8 = "arith.bitcast"(%arg9) : (f32) -> i32
// GENERIC-NEXT: %9 = "arith.bitcast"(%arg10) : (memref<2xf32>) -> memref<2xi32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f4E2M1FN, f8E8M0FNU, f32, vector<32xbf16>, vector<32xf8E8M0FNU>) -> (), sym_name = "scaling"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f4E2M1FN, %arg1: f8E8M0FNU, %arg2: f32, %arg3: vector<32xbf16>, %arg4: vector<32xf8E8M0FNU>):
// GENERIC-NEXT: %0 = "arith.scaling_extf"(%arg0, %arg1) : (f4E2M1FN, f8E8M0FNU) -> f32
// GENERIC-NEXT: %1 = "arith.scaling_extf"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (f4E2M1FN, f8E8M0FNU) -> bf16
// GENERIC-NEXT: %2 = "arith.scaling_truncf"(%arg2, %arg1) : (f32, f8E8M0FNU) -> f4E2M1FN
// GENERIC-NEXT: %3 = "arith.scaling_truncf"(%arg3, %arg4) <{fastmath = #arith.fastmath<nnan>, roundingmode = 2 : i32}> : (vector<32xbf16>, vector<32xf8E8M0FNU>) -> vector<32xf4E2M1FN>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
