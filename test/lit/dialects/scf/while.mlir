// scf.while: (%arg = %init) assignments, the functional type, the after region
// printed with its block arguments, attributes after `attributes`.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @whiles(%a: i32, %b: i32, %c: i1) -> i64 {
  %0 = scf.while (%arg = %a) : (i32) -> i64 {
    %e = arith.extsi %arg : i32 to i64
    %cc = arith.cmpi slt, %arg, %b : i32
    scf.condition(%cc) %e : i64
  } do {
  ^bb0(%v: i64):
    %t = arith.trunci %v : i64 to i32
    scf.yield %t : i32
  }
  %1:2 = scf.while (%p = %a, %q = %b) : (i32, i32) -> (i32, i32) {
    scf.condition(%c) %p, %q : i32, i32
  } do {
  ^bb0(%p2: i32, %q2: i32):
    scf.yield %q2, %p2 : i32, i32
  } attributes {tag}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %0 : i64
}

// CHECK: module {
// CHECK-LABEL: func.func @whiles(%arg0: i32, %arg1: i32, %arg2: i1) -> i64 {
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i64 {
// CHECK-NEXT: %2 = arith.extsi %arg3 : i32 to i64
// CHECK-NEXT: %3 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%3) %2 : i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i64):
// CHECK-NEXT: %2 = arith.trunci %arg3 : i64 to i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: scf.condition(%arg2) %arg3, %arg4 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: scf.yield %arg4, %arg3 : i32, i32
// CHECK-NEXT: } attributes {tag}
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, i32, i1) -> i64, sym_name = "whiles"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: i1):
// GENERIC-NEXT: %0 = "scf.while"(%arg0) ({
// GENERIC-NEXT: ^bb0(%arg8: i32):
// GENERIC-NEXT: %3 = "arith.extsi"(%arg8) : (i32) -> i64
// GENERIC-NEXT: %4 = "arith.cmpi"(%arg8, %arg1) <{predicate = 2 : i64}> : (i32, i32) -> i1
// GENERIC-NEXT: "scf.condition"(%4, %3) : (i1, i64) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg7: i64):
// GENERIC-NEXT: %2 = "arith.trunci"(%arg7) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT: "scf.yield"(%2) : (i32) -> ()
// GENERIC-NEXT: }) : (i32) -> i64
// GENERIC-NEXT: %1:2 = "scf.while"(%arg0, %arg1) ({
// GENERIC-NEXT: ^bb0(%arg5: i32, %arg6: i32):
// GENERIC-NEXT: "scf.condition"(%arg2, %arg5, %arg6) : (i1, i32, i32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// GENERIC-NEXT: "scf.yield"(%arg4, %arg3) : (i32, i32) -> ()
// GENERIC-NEXT: }) {tag} : (i32, i32) -> (i32, i32)
// GENERIC-NEXT: "scf.while"() ({
// GENERIC-NEXT: "scf.condition"(%arg2) : (i1) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.return"(%0) : (i64) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
