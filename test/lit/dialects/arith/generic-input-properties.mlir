// Generic input: inherent attributes written in the attribute dictionary become
// properties, defaults are materialised, and bit-enum flags are canonicalised.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

"func.func"() <{function_type = (i32, f32) -> (), sym_name = "generic"}> ({
^bb0(%a: i32, %x: f32):
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nuw,nsw>}> : (i32, i32) -> i32
  %2 = "arith.addf"(%x, %x) {fastmath = #arith.fastmath<nnan, fast>, tag} : (f32, f32) -> f32
  %3 = "arith.cmpi"(%a, %a) {predicate = 4 : i64} : (i32, i32) -> i1
  %4 = "arith.cmpf"(%x, %x) {predicate = 7 : i64} : (f32, f32) -> i1
  %5 = "arith.truncf"(%x) {roundingmode = 3 : i32} : (f32) -> f16
  %6 = "arith.extf"(%5) <{fastmath = #arith.fastmath<none>}> : (f16) -> f32
  %7 = "arith.divsi"(%a, %a) {isExact} : (i32, i32) -> i32
  %8 = "arith.constant"() {value = 7 : i32} : () -> i32
  %9 = "arith.negf"(%x) : (f32) -> f32
  %10 = "arith.trunci"(%a) : (i32) -> i8
  "func.return"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-LABEL: func.func @generic(%arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 fastmath<fast> {tag} : f32
// CHECK-NEXT: %3 = arith.cmpi sgt, %arg0, %arg0 : i32
// CHECK-NEXT: %4 = arith.cmpf ord, %arg1, %arg1 : f32
// CHECK-NEXT: %5 = arith.truncf %arg1 toward_zero : f32 to f16
// CHECK-NEXT: %6 = arith.extf %5 fastmath<none> : f16 to f32
// CHECK-NEXT: %7 = arith.divsi %arg0, %arg0 exact : i32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %8 = arith.negf %arg1 : f32
// CHECK-NEXT: %9 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, f32) -> (), sym_name = "generic"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT: %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
// GENERIC-NEXT: %2 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<fast>}> {tag} : (f32, f32) -> f32
// GENERIC-NEXT: %3 = "arith.cmpi"(%arg0, %arg0) <{predicate = 4 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: %4 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
// GENERIC-NEXT: %5 = "arith.truncf"(%arg1) <{roundingmode = 3 : i32}> : (f32) -> f16
// GENERIC-NEXT: %6 = "arith.extf"(%5) <{fastmath = #arith.fastmath<none>}> : (f16) -> f32
// GENERIC-NEXT: %7 = "arith.divsi"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
// GENERIC-NEXT: %8 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// GENERIC-NEXT: %9 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: %10 = "arith.trunci"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i8
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
