// scf.execute_region: optional result types, no_inline, multi-block regions,
// terminators always printed.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @execute_region(%a: i32, %x: f32) -> i32 {
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %1:2 = scf.execute_region -> (i32, f32) {
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    scf.yield %a, %x : i32, f32
  } {tag}
  scf.execute_region no_inline {
    "test.op"() : () -> ()
    scf.yield
  }
  %2 = scf.execute_region -> i32 no_inline {
    scf.yield %a : i32
  }
  return %0 : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @execute_region(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (i32, f32) {
// CHECK-NEXT: "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0, %arg1 : i32, f32
// CHECK-NEXT: } {tag}
// CHECK-NEXT: scf.execute_region no_inline {
// CHECK-NEXT: "test.op"() : () -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "execute_region"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT: %0 = "scf.execute_region"() ({
// GENERIC-NEXT: "scf.yield"(%arg0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> i32
// GENERIC-NEXT: %1:2 = "scf.execute_region"() ({
// GENERIC-NEXT: "test.br"()[^bb1] : () -> ()
// GENERIC-NEXT: ^bb1:  // pred: ^bb0
// GENERIC-NEXT: "scf.yield"(%arg0, %arg1) : (i32, f32) -> ()
// GENERIC-NEXT: }) {tag} : () -> (i32, f32)
// GENERIC-NEXT: "scf.execute_region"() <{no_inline}> ({
// GENERIC-NEXT: "test.op"() : () -> ()
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: %2 = "scf.execute_region"() <{no_inline}> ({
// GENERIC-NEXT: "scf.yield"(%arg0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> i32
// GENERIC-NEXT: "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
