// scf.index_switch: case regions print their yields, the default region elides
// an empty scf.yield (ODS's implicit-terminator rule); a trailing space follows the header.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @switches(%i: index, %a: i32, %x: f32) -> f32 {
  %0 = scf.index_switch %i -> f32
  case 0 {
    scf.yield %x : f32
  }
  case -3 {
    %z = arith.mulf %x, %x : f32
    scf.yield %z : f32
  }
  default {
    scf.yield %x : f32
  }
  %1:2 = scf.index_switch %i {tag} -> i32, f32
  case 7 {
    scf.yield %a, %x : i32, f32
  }
  default {
    scf.yield %a, %x : i32, f32
  }
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  default {
  }
  scf.index_switch %i
  default {
    scf.yield {tag}
  }
  return %0 : f32
}

// CHECK: module {
// CHECK-LABEL: func.func @switches(%arg0: index, %arg1: i32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> f32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case -3 {
// CHECK-NEXT: %2 = arith.mulf %arg2, %arg2 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 {tag} -> i32, f32
// CHECK-NEXT: case 7 {
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield {tag}
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, i32, f32) -> f32, sym_name = "switches"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: i32, %arg2: f32):
// GENERIC-NEXT: %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 0, -3>}> ({
// GENERIC-NEXT: "scf.yield"(%arg2) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"(%arg2) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: %2 = "arith.mulf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "scf.yield"(%2) : (f32) -> ()
// GENERIC-NEXT: }) : (index) -> f32
// GENERIC-NEXT: %1:2 = "scf.index_switch"(%arg0) <{cases = array<i64: 7>}> ({
// GENERIC-NEXT: "scf.yield"(%arg1, %arg2) : (i32, f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"(%arg1, %arg2) : (i32, f32) -> ()
// GENERIC-NEXT: }) {tag} : (index) -> (i32, f32)
// GENERIC-NEXT: "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
// GENERIC-NEXT: "scf.yield"() {tag} : () -> ()
// GENERIC-NEXT: }) : (index) -> ()
// GENERIC-NEXT: "func.return"(%0) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
