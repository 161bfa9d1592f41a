// cmpi/cmpf predicates read as keywords or strings, print as keywords, and are
// i64 integers in generic form; results are i1 of the operands' shape.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @cmpi(%a: i32, %i: index, %v: vector<4xi64>, %t: tensor<?x2xi8>) {
  %0 = arith.cmpi eq, %a, %a : i32
  %1 = arith.cmpi ne, %i, %i : index
  %2 = arith.cmpi slt, %v, %v : vector<4xi64>
  %3 = arith.cmpi sle, %t, %t : tensor<?x2xi8>
  %4 = arith.cmpi sgt, %a, %a : i32
  %5 = arith.cmpi sge, %a, %a : i32
  %6 = arith.cmpi ult, %a, %a : i32
  %7 = arith.cmpi ule, %a, %a : i32
  %8 = arith.cmpi ugt, %a, %a : i32
  %9 = arith.cmpi "uge", %a, %a {tag} : i32
  return
}

func.func @cmpf(%x: f64, %v: vector<[2]xf16>) {
  %0 = arith.cmpf false, %x, %x : f64
  %1 = arith.cmpf oeq, %x, %x : f64
  %2 = arith.cmpf ogt, %x, %x : f64
  %3 = arith.cmpf oge, %x, %x : f64
  %4 = arith.cmpf olt, %x, %x : f64
  %5 = arith.cmpf ole, %x, %x : f64
  %6 = arith.cmpf one, %x, %x : f64
  %7 = arith.cmpf ord, %x, %x : f64
  %8 = arith.cmpf ueq, %x, %x : f64
  %9 = arith.cmpf ugt, %x, %x : f64
  %10 = arith.cmpf uge, %x, %x : f64
  %11 = arith.cmpf ult, %x, %x : f64
  %12 = arith.cmpf ule, %x, %x : f64
  %13 = arith.cmpf une, %x, %x : f64
  %14 = arith.cmpf uno, %v, %v fastmath<nnan> : vector<[2]xf16>
  %15 = arith.cmpf "true", %x, %x : f64
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @cmpi(%arg0: i32, %arg1: index, %arg2: vector<4xi64>, %arg3: tensor<?x2xi8>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg1, %arg1 : index
// CHECK-NEXT: %2 = arith.cmpi slt, %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %3 = arith.cmpi sle, %arg3, %arg3 : tensor<?x2xi8>
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg0 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg0 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg0 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg0 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg0, %arg0 {tag} : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cmpf(%arg0: f64, %arg1: vector<[2]xf16>) {
// CHECK-NEXT: %0 = arith.cmpf false, %arg0, %arg0 : f64
// CHECK-NEXT: %1 = arith.cmpf oeq, %arg0, %arg0 : f64
// CHECK-NEXT: %2 = arith.cmpf ogt, %arg0, %arg0 : f64
// CHECK-NEXT: %3 = arith.cmpf oge, %arg0, %arg0 : f64
// CHECK-NEXT: %4 = arith.cmpf olt, %arg0, %arg0 : f64
// CHECK-NEXT: %5 = arith.cmpf ole, %arg0, %arg0 : f64
// CHECK-NEXT: %6 = arith.cmpf one, %arg0, %arg0 : f64
// CHECK-NEXT: %7 = arith.cmpf ord, %arg0, %arg0 : f64
// CHECK-NEXT: %8 = arith.cmpf ueq, %arg0, %arg0 : f64
// CHECK-NEXT: %9 = arith.cmpf ugt, %arg0, %arg0 : f64
// CHECK-NEXT: %10 = arith.cmpf uge, %arg0, %arg0 : f64
// CHECK-NEXT: %11 = arith.cmpf ult, %arg0, %arg0 : f64
// CHECK-NEXT: %12 = arith.cmpf ule, %arg0, %arg0 : f64
// CHECK-NEXT: %13 = arith.cmpf une, %arg0, %arg0 : f64
// CHECK-NEXT: %14 = arith.cmpf uno, %arg1, %arg1 fastmath<nnan> : vector<[2]xf16>
// CHECK-NEXT: %15 = arith.cmpf true, %arg0, %arg0 : f64
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, index, vector<4xi64>, tensor<?x2xi8>) -> (), sym_name = "cmpi"}> ({
// GENERIC-NEXT: ^bb0(%arg2: i32, %arg3: index, %arg4: vector<4xi64>, %arg5: tensor<?x2xi8>):
// GENERIC-NEXT: %16 = "arith.cmpi"(%arg2, %arg2) <{predicate = 0 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %17 = "arith.cmpi"(%arg3, %arg3) <{predicate = 1 : i64}> : (index, index) -> i1
// GENERIC-NEXT: %18 = "arith.cmpi"(%arg4, %arg4) <{predicate = 2 : i64}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
// GENERIC-NEXT: %19 = "arith.cmpi"(%arg5, %arg5) <{predicate = 3 : i64}> : (tensor<?x2xi8>, tensor<?x2xi8>) -> tensor<?x2xi1>
// GENERIC-NEXT: %20 = "arith.cmpi"(%arg2, %arg2) <{predicate = 4 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %21 = "arith.cmpi"(%arg2, %arg2) <{predicate = 5 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %22 = "arith.cmpi"(%arg2, %arg2) <{predicate = 6 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %23 = "arith.cmpi"(%arg2, %arg2) <{predicate = 7 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %24 = "arith.cmpi"(%arg2, %arg2) <{predicate = 8 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %25 = "arith.cmpi"(%arg2, %arg2) <{predicate = 9 : i64}> {tag} : (i32, i32) -> i1
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f64, vector<[2]xf16>) -> (), sym_name = "cmpf"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f64, %arg1: vector<[2]xf16>):
// GENERIC-NEXT: %0 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %1 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %2 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %3 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %4 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %5 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %6 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %7 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %8 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 8 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %9 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 9 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %10 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 10 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %11 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %12 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %13 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: %14 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<nnan>, predicate = 14 : i64}> : (vector<[2]xf16>, vector<[2]xf16>) -> vector<[2]xi1>
// GENERIC-NEXT: %15 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 15 : i64}> : (f64, f64) -> i1
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
