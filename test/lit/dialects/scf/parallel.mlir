// scf.parallel with and without reductions: scf.reduce is added when missing and
// printed with a trailing space; reduction regions print their block arguments.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @parallels(%lb: index, %ub: index, %st: index, %x: f32, %a: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    "test.use"(%i) : (index) -> ()
  }
  %0:2 = scf.parallel (%i, %j) = (%lb, %c0) to (%ub, %c4) step (%st, %c1) init (%x, %a) -> (f32, i32) {
    scf.reduce(%x, %a : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.muli %l, %r : i32
      scf.reduce.return %s : i32
    }
  } {tag}
  %1 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l : f32
    }
  }
  return %1 : f32
}

// CHECK: module {
// CHECK-LABEL: func.func @parallels(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: "test.use"(%arg5) : (index) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0:2 = scf.parallel (%arg5, %arg6) = (%arg0, %c0) to (%arg1, %c4) step (%arg2, %c1) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg7: f32, %arg8: f32):
// CHECK-NEXT: %2 = arith.addf %arg7, %arg8 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg7: i32, %arg8: i32):
// CHECK-NEXT: %2 = arith.muli %arg7, %arg8 : i32
// CHECK-NEXT: scf.reduce.return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: } {tag}
// CHECK-NEXT: %1 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: scf.reduce(%arg3 : f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index, f32, i32) -> f32, sym_name = "parallels"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 4 : index}> : () -> index
// GENERIC-NEXT: %2 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg14: index):
// GENERIC-NEXT: "test.use"(%arg14) : (index) -> ()
// GENERIC-NEXT: "scf.reduce"() : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: %3:2 = "scf.parallel"(%arg0, %0, %arg1, %1, %arg2, %2, %arg3, %arg4) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
// GENERIC-NEXT: ^bb0(%arg8: index, %arg9: index):
// GENERIC-NEXT: "scf.reduce"(%arg3, %arg4) ({
// GENERIC-NEXT: ^bb0(%arg12: f32, %arg13: f32):
// GENERIC-NEXT: %6 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "scf.reduce.return"(%6) : (f32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: ^bb0(%arg10: i32, %arg11: i32):
// GENERIC-NEXT: %5 = "arith.muli"(%arg10, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT: "scf.reduce.return"(%5) : (i32) -> ()
// GENERIC-NEXT: }) : (f32, i32) -> ()
// GENERIC-NEXT: }) {tag} : (index, index, index, index, index, index, f32, i32) -> (f32, i32)
// GENERIC-NEXT: %4 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg5: index):
// GENERIC-NEXT: "scf.reduce"(%arg3) ({
// GENERIC-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// GENERIC-NEXT: "scf.reduce.return"(%arg6) : (f32) -> ()
// GENERIC-NEXT: }) : (f32) -> ()
// GENERIC-NEXT: }) : (index, index, index, f32) -> f32
// GENERIC-NEXT: "func.return"(%4) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
