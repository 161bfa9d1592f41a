// select with scalar and shaped conditions; two-result ops name their results
// %sum/%overflow and %low/%high.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @select(%c: i1, %a: i32, %v: vector<4xi32>, %vc: vector<4xi1>, %t: tensor<?xf32>, %tc: tensor<?xi1>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %c, %v, %v : vector<4xi32>
  %2 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>
  %3 = arith.select %tc, %t, %t {tag} : tensor<?xi1>, tensor<?xf32>
  return
}

func.func @two_results(%a: i32, %v: vector<4xi32>) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %a : i32, i1
  %0:2 = arith.addui_extended %v, %v : vector<4xi32>, vector<4xi1>
  %low, %high = arith.mulsi_extended %a, %a : i32
  %1:2 = arith.mului_extended %v, %v {tag} : vector<4xi32>
  %2 = arith.addi %sum, %low : i32
  return %2, %overflow : i32, i1
}

// CHECK: module {
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: vector<4xi32>, %arg3: vector<4xi1>, %arg4: tensor<?xf32>, %arg5: tensor<?xi1>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %2 = arith.select %arg3, %arg2, %arg2 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %3 = arith.select %arg5, %arg4, %arg4 {tag} : tensor<?xi1>, tensor<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_results(%arg0: i32, %arg1: vector<4xi32>) -> (i32, i1) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg1, %arg1 : vector<4xi32>, vector<4xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg0 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg1, %arg1 {tag} : vector<4xi32>
// CHECK-NEXT: %0 = arith.addi %sum, %low : i32
// CHECK-NEXT: return %0, %overflow : i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i1, i32, vector<4xi32>, vector<4xi1>, tensor<?xf32>, tensor<?xi1>) -> (), sym_name = "select"}> ({
// GENERIC-NEXT: ^bb0(%arg2: i1, %arg3: i32, %arg4: vector<4xi32>, %arg5: vector<4xi1>, %arg6: tensor<?xf32>, %arg7: tensor<?xi1>):
// GENERIC-NEXT: %5 = "arith.select"(%arg2, %arg3, %arg3) : (i1, i32, i32) -> i32
// GENERIC-NEXT: %6 = "arith.select"(%arg2, %arg4, %arg4) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT: %7 = "arith.select"(%arg5, %arg4, %arg4) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
// GENERIC-NEXT: %8 = "arith.select"(%arg7, %arg6, %arg6) {tag} : (tensor<?xi1>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i32, vector<4xi32>) -> (i32, i1), sym_name = "two_results"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: vector<4xi32>):
// GENERIC-NEXT: %0:2 = "arith.addui_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT: %1:2 = "arith.addui_extended"(%arg1, %arg1) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
// GENERIC-NEXT: %2:2 = "arith.mulsi_extended"(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT: %3:2 = "arith.mului_extended"(%arg1, %arg1) {tag} : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
// GENERIC-NEXT: %4 = "arith.addi"(%0#0, %2#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "func.return"(%4, %0#1) : (i32, i1) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
