// scf.for: index and integer induction variables (`: i32` after a double space),
// iter_args with `-> (types)`, `unsigned`, the implicit scf.yield added when parsing
// and elided when printing a loop without iter_args.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @for_loops(%lb: index, %ub: index, %st: index, %a: i32, %b: i32, %x: f32) -> (i32, f32) {
  scf.for %i = %lb to %ub step %st {
  }
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %i to %ub step %st {
      "test.use"(%i, %j) : (index, index) -> ()
    }
    scf.yield
  }
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%p = %a, %q = %x) -> (i32, f32) {
    %n = arith.addi %p, %b : i32
    scf.yield %n, %q : i32, f32
  }
  %k = scf.for %i = %a to %b step %b iter_args(%acc = %x) -> f32 : i32 {
    scf.yield %acc : f32
  }
  scf.for %i = %a to %b step %b : i32 {
    "test.use"(%i) : (i32) -> ()
  } {tag = 1}
  scf.for unsigned %i = %lb to %ub step %st {
  }
  return %r#0, %k : i32, f32
}

// CHECK: module {
// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: f32) -> (i32, f32) {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg7 = %arg6 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%arg6, %arg7) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %arg5) -> (i32, f32) {
// CHECK-NEXT: %2 = arith.addi %arg7, %arg4 : i32
// CHECK-NEXT: scf.yield %2, %arg8 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg6 = %arg3 to %arg4 step %arg4 iter_args(%arg7 = %arg5) -> (f32)  : i32 {
// CHECK-NEXT: scf.yield %arg7 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg3 to %arg4 step %arg4  : i32 {
// CHECK-NEXT: "test.use"(%arg6) : (i32) -> ()
// CHECK-NEXT: } {tag = 1 : i64}
// CHECK-NEXT: scf.for unsigned %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %1 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index, i32, i32, f32) -> (i32, f32), sym_name = "for_loops"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32, %arg5: f32):
// GENERIC-NEXT: "scf.for"(%arg0, %arg1, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg15: index):
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "scf.for"(%arg0, %arg1, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg13: index):
// GENERIC-NEXT: "scf.for"(%arg13, %arg1, %arg2) ({
// GENERIC-NEXT: ^bb0(%arg14: index):
// GENERIC-NEXT: "test.use"(%arg13, %arg14) : (index, index) -> ()
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: %0:2 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg5) ({
// GENERIC-NEXT: ^bb0(%arg10: index, %arg11: i32, %arg12: f32):
// GENERIC-NEXT: %2 = "arith.addi"(%arg11, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "scf.yield"(%2, %arg12) : (i32, f32) -> ()
// GENERIC-NEXT: }) : (index, index, index, i32, f32) -> (i32, f32)
// GENERIC-NEXT: %1 = "scf.for"(%arg3, %arg4, %arg4, %arg5) ({
// GENERIC-NEXT: ^bb0(%arg8: i32, %arg9: f32):
// GENERIC-NEXT: "scf.yield"(%arg9) : (f32) -> ()
// GENERIC-NEXT: }) : (i32, i32, i32, f32) -> f32
// GENERIC-NEXT: "scf.for"(%arg3, %arg4, %arg4) ({
// GENERIC-NEXT: ^bb0(%arg7: i32):
// GENERIC-NEXT: "test.use"(%arg7) : (i32) -> ()
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) {tag = 1 : i64} : (i32, i32, i32) -> ()
// GENERIC-NEXT: "scf.for"(%arg0, %arg1, %arg2) <{unsignedCmp}> ({
// GENERIC-NEXT: ^bb0(%arg6: index):
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "func.return"(%0#0, %1) : (i32, f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
