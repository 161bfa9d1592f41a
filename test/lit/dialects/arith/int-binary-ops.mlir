// Every integer binary arith op round-trips in custom and generic form;
// overflow<...> and exact clauses print only when set, overflowFlags defaults to none.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @int_binary(%a: i32, %b: i32, %i: index, %v: vector<4xi8>, %s: vector<[4]xi64>, %t: tensor<4x?xi16>, %u: tensor<*xi32>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.subi %i, %i : index
  %2 = arith.muli %v, %v : vector<4xi8>
  %3 = arith.divui %s, %s : vector<[4]xi64>
  %4 = arith.divsi %t, %t : tensor<4x?xi16>
  %5 = arith.ceildivui %u, %u : tensor<*xi32>
  %6 = arith.ceildivsi %a, %b : i32
  %7 = arith.floordivsi %a, %b : i32
  %8 = arith.remui %a, %b : i32
  %9 = arith.remsi %a, %b : i32
  %10 = arith.andi %a, %b : i32
  %11 = arith.ori %a, %b : i32
  %12 = arith.xori %a, %b : i32
  %13 = arith.shli %a, %b : i32
  %14 = arith.shrui %a, %b : i32
  %15 = arith.shrsi %a, %b : i32
  %16 = arith.maxsi %a, %b : i32
  %17 = arith.maxui %a, %b : i32
  %18 = arith.minsi %a, %b : i32
  %19 = arith.minui %a, %b : i32
  return
}

func.func @overflow_and_exact(%a: i32, %b: i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.subi %a, %b overflow<nuw> : i32
  %2 = arith.muli %a, %b overflow<nuw, nsw> : i32
  %3 = arith.shli %a, %b overflow<none> : i32
  %4 = arith.addi %a, %b overflow<"nsw"> {tag} : i32
  %5 = arith.divui %a, %b exact : i32
  %6 = arith.divsi %a, %b exact : i32
  %7 = arith.shrui %a, %b exact : i32
  %8 = arith.shrsi %a, %b : i32
  %9 = arith.addi %a, %b {overflowFlags = #arith.overflow<nuw>} : i32
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi8>, %arg4: vector<[4]xi64>, %arg5: tensor<4x?xi16>, %arg6: tensor<*xi32>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg2, %arg2 : index
// CHECK-NEXT: %2 = arith.muli %arg3, %arg3 : vector<4xi8>
// CHECK-NEXT: %3 = arith.divui %arg4, %arg4 : vector<[4]xi64>
// CHECK-NEXT: %4 = arith.divsi %arg5, %arg5 : tensor<4x?xi16>
// CHECK-NEXT: %5 = arith.ceildivui %arg6, %arg6 : tensor<*xi32>
// CHECK-NEXT: %6 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %14 = arith.shrui %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %16 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %18 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %19 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @overflow_and_exact(%arg0: i32, %arg1: i32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.addi %arg0, %arg1 overflow<nsw> {tag} : i32
// CHECK-NEXT: %5 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %6 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %7 = arith.shrui %arg0, %arg1 exact : i32
// CHECK-NEXT: %8 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.addi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, i32, index, vector<4xi8>, vector<[4]xi64>, tensor<4x?xi16>, tensor<*xi32>) -> (), sym_name = "int_binary"}> ({
// GENERIC-NEXT: ^bb0(%arg2: i32, %arg3: i32, %arg4: index, %arg5: vector<4xi8>, %arg6: vector<[4]xi64>, %arg7: tensor<4x?xi16>, %arg8: tensor<*xi32>):
// GENERIC-NEXT: %10 = "arith.addi"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %11 = "arith.subi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// GENERIC-NEXT: %12 = "arith.muli"(%arg5, %arg5) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
// GENERIC-NEXT: %13 = "arith.divui"(%arg6, %arg6) : (vector<[4]xi64>, vector<[4]xi64>) -> vector<[4]xi64>
// GENERIC-NEXT: %14 = "arith.divsi"(%arg7, %arg7) : (tensor<4x?xi16>, tensor<4x?xi16>) -> tensor<4x?xi16>
// GENERIC-NEXT: %15 = "arith.ceildivui"(%arg8, %arg8) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
// GENERIC-NEXT: %16 = "arith.ceildivsi"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %17 = "arith.floordivsi"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %18 = "arith.remui"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %19 = "arith.remsi"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %20 = "arith.andi"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %21 = "arith.ori"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %22 = "arith.xori"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %23 = "arith.shli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %24 = "arith.shrui"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %25 = "arith.shrsi"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %26 = "arith.maxsi"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %27 = "arith.maxui"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %28 = "arith.minsi"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: %29 = "arith.minui"(%arg2, %arg3) : (i32, i32) -> i32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i32, i32) -> (), sym_name = "overflow_and_exact"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: i32):
// GENERIC-NEXT: %0 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %1 = "arith.subi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %2 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %3 = "arith.shli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %4 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nsw>}> {tag} : (i32, i32) -> i32
// GENERIC-NEXT: %5 = "arith.divui"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %6 = "arith.divsi"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %7 = "arith.shrui"(%arg0, %arg1) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %8 = "arith.shrsi"(%arg0, %arg1) : (i32, i32) -> i32
// GENERIC-NEXT: %9 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
