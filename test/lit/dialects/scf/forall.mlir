// scf.forall: mixed static/dynamic bounds, the normalised `in (...)` form (also
// when lower bounds and steps are constants), shared_outs, mapping, and the
// implicit scf.forall.in_parallel (printed only with results).
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @foralls(%lb: index, %ub: index, %st: index, %t: tensor<8x?xf32>) -> tensor<8x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.forall (%i, %j) = (%c0, 2) to (%ub, 16) step (%c1, %st) shared_outs(%o = %t) -> (tensor<8x?xf32>) {
    scf.forall.in_parallel {
    }
  }
  scf.forall (%i, %j) = (%c0, 0) to (%ub, 16) step (%c1, 1) {
    "test.use"(%i) : (index) -> ()
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%i) in (10) {
  }
  scf.forall (%i) = (%lb) to (%ub) step (%st) {
  }
  %1 = scf.forall (%i) in (%ub) shared_outs(%o = %0) -> (tensor<8x?xf32>) {
  }
  return %1 : tensor<8x?xf32>
}

// CHECK: module {
// CHECK-LABEL: func.func @foralls(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<8x?xf32>) -> tensor<8x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = scf.forall (%arg4, %arg5) = (%c0, 2) to (%arg1, 16) step (%c1, %arg2) shared_outs(%arg6 = %arg3) -> (tensor<8x?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4, %arg5) in (%arg1, 16) {
// CHECK-NEXT: "test.use"(%arg4) : (index) -> ()
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: scf.forall (%arg4) in (10) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.forall (%arg4) in (%arg1) shared_outs(%arg5 = %0) -> (tensor<8x?xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : tensor<8x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (index, index, index, tensor<8x?xf32>) -> tensor<8x?xf32>, sym_name = "foralls"}> ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<8x?xf32>):
// GENERIC-NEXT: %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT: %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT: %2 = "scf.forall"(%0, %arg1, %1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>, staticLowerBound = array<i64: -9223372036854775808, 2>, staticStep = array<i64: -9223372036854775808, -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808, 16>}> ({
// GENERIC-NEXT: ^bb0(%arg10: index, %arg11: index, %arg12: tensor<8x?xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, index, index, index, tensor<8x?xf32>) -> tensor<8x?xf32>
// GENERIC-NEXT: "scf.forall"(%0, %arg1, %1) <{mapping = [#gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: -9223372036854775808, 1>, staticUpperBound = array<i64: -9223372036854775808, 16>}> ({
// GENERIC-NEXT: ^bb0(%arg8: index, %arg9: index):
// GENERIC-NEXT: "test.use"(%arg8) : (index) -> ()
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 10>}> ({
// GENERIC-NEXT: ^bb0(%arg7: index):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "scf.forall"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg6: index):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, index, index) -> ()
// GENERIC-NEXT: %3 = "scf.forall"(%arg1, %2) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// GENERIC-NEXT: ^bb0(%arg4: index, %arg5: tensor<8x?xf32>):
// GENERIC-NEXT: "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : (index, tensor<8x?xf32>) -> tensor<8x?xf32>
// GENERIC-NEXT: "func.return"(%3) : (tensor<8x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
