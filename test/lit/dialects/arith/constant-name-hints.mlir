// arith.constant result names: %cN_iW (signed value), %cN for index, %true/%false,
// %cst for floats and dense values; repeated names get _N suffixes.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @constants() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -1 : i32
  %2 = arith.constant 255 : i8
  %3 = arith.constant 0 : index
  %4 = arith.constant -7 : index
  %5 = arith.constant 0 : i32
  %6 = arith.constant true
  %7 = arith.constant false
  %8 = arith.constant 1 : i1
  %9 = arith.constant 42
  %10 = arith.constant 1.5
  %11 = arith.constant -0.0 : bf16
  %12 = arith.constant 0x7F800000 : f32
  %13 = arith.constant 1.0 : f32
  %14 = arith.constant dense<1> : vector<4xi32>
  %15 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %16 = arith.constant dense<1> : vector<[4]xi32>
  %17 = arith.constant -170141183460469231731687303715884105728 : i128
  %18 = arith.constant {tag = 1} 5 : i16
  %19 = arith.constant 3 : i2
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @constants() {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %c42_i64 = arith.constant 42 : i64
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : bf16
// CHECK-NEXT: %cst_3 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %cst_5 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %cst_6 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_7 = arith.constant dense<1> : vector<[4]xi32>
// CHECK-NEXT: %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT: %c5_i16 = arith.constant {tag = 1 : i64} 5 : i16
// CHECK-NEXT: %c-1_i2 = arith.constant -1 : i2
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT: %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
// GENERIC-NEXT: %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// GENERIC-NEXT: %3 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %4 = "arith.constant"() <{value = -7 : index}> : () -> index
// GENERIC-NEXT: %5 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// GENERIC-NEXT: %6 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %7 = "arith.constant"() <{value = false}> : () -> i1
// GENERIC-NEXT: %8 = "arith.constant"() <{value = true}> : () -> i1
// GENERIC-NEXT: %9 = "arith.constant"() <{value = 42 : i64}> : () -> i64
// GENERIC-NEXT: %10 = "arith.constant"() <{value = 1.500000e+00 : f64}> : () -> f64
// GENERIC-NEXT: %11 = "arith.constant"() <{value = -0.000000e+00 : bf16}> : () -> bf16
// GENERIC-NEXT: %12 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
// GENERIC-NEXT: %13 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT: %14 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
// GENERIC-NEXT: %15 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// GENERIC-NEXT: %16 = "arith.constant"() <{value = dense<1> : vector<[4]xi32>}> : () -> vector<[4]xi32>
// GENERIC-NEXT: %17 = "arith.constant"() <{value = -170141183460469231731687303715884105728 : i128}> : () -> i128
// GENERIC-NEXT: %18 = "arith.constant"() <{value = 5 : i16}> {tag = 1 : i64} : () -> i16
// GENERIC-NEXT: %19 = "arith.constant"() <{value = -1 : i2}> : () -> i2
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
