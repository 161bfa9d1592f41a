// The arith folders during transform.apply_patterns with no pattern: the
// results (constants, identities, operand swaps, hoisted constants in
// reverse order of first appearance, ops left alone) are those of mlir-opt
// 22 on the same input; the CHECK lines were produced by it.
// RUN: %xform %s --transform-interpreter --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: index) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i32, index, i32, i32, i32, i1, i64) {
// CHECK-NEXT:  %c-7_i64 = arith.constant -7 : i64
// CHECK-NEXT:  %c2147483644_i32 = arith.constant 2147483644 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %c-1 = arith.constant -1 : index
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT:  %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:  %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT:  %c33_i32 = arith.constant 33 : i32
// CHECK-NEXT:  %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:  %0 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT:  %1 = arith.shli %c1_i32, %c33_i32 : i32
// CHECK-NEXT:  %2 = arith.cmpi ult, %arg0, %c7_i32 : i32
// CHECK-NEXT:  return %c-3_i32, %0, %c-1_i32, %c-4_i32, %c4_i32, %c-3_i32, %1, %c8_i32, %c-4_i32, %true, %c4_i32, %c1_i32, %c-1_i32, %c-1, %c-2147483648_i32, %c0_i32, %c2147483644_i32, %2, %c-7_i64 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i32, index, i32, i32, i32, i1, i64
// CHECK-NEXT:  }
module attributes {transform.with_named_sequence} {
  func.func @f(%x: i32, %y: index) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i32, index, i32, i32, i32, i1, i64) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %c7 = arith.constant 7 : i32
    %cm7 = arith.constant -7 : i32
    %cm1 = arith.constant -1 : i32
    %cm2 = arith.constant -2 : i32
    %cmin = arith.constant -2147483648 : i32
    %c33 = arith.constant 33 : i32
    %r0 = arith.divsi %c7, %cm2 : i32
    %r1 = arith.divsi %cmin, %cm1 : i32
    %r2 = arith.remsi %cm7, %c2 : i32
    %r3 = arith.floordivsi %cm7, %c2 : i32
    %r4 = arith.ceildivsi %c7, %c2 : i32
    %r5 = arith.ceildivsi %cm7, %c2 : i32
    %r6 = arith.shli %c1, %c33 : i32
    %r7 = arith.shli %c1, %c3 : i32
    %r8 = arith.shrsi %cm7, %c1 : i32
    %r9 = arith.cmpi slt, %cm1, %c0 : i32
    %r10 = arith.ceildivui %c7, %c2 : i32
    %r11 = arith.remui %cm7, %c2 : i32
    %r12 = arith.maxui %cm1, %c7 : i32
    %r13 = arith.index_cast %cm1 : i32 to index
    %r14 = arith.minsi %x, %cmin : i32
    %r15 = arith.subi %x, %x : i32
    %r16 = arith.divui %cm7, %c2 : i32
    %r17 = arith.cmpi ugt, %c7, %x : i32
    %r18 = arith.extsi %cm7 : i32 to i64
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, i32, i32, i32, index, i32, i32, i32, i1, i64
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {} : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-LABEL: func.func @g(%arg0: i32, %arg1: i1, %arg2: f32, %arg3: f64, %arg4: f16, %arg5: i8) -> (i32, i32, i32, i32, i32, i32, f32, f32, f64, f16, f32, i32, i8, i32, i1, f32, f32, i32, i32) {
// CHECK-NEXT:  %c1069547520_i32 = arith.constant 1069547520 : i32
// CHECK-NEXT:  %cst = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %cst_0 = arith.constant 3.750000e+00 : f32
// CHECK-NEXT:  %cst_1 = arith.constant 2.000000e-01 : f64
// CHECK-NEXT:  %cst_2 = arith.constant 9.994500e-03 : f16
// CHECK-NEXT:  %cst_3 = arith.constant 0.666666686 : f32
// CHECK-NEXT:  %0 = arith.extsi %arg5 : i8 to i32
// CHECK-NEXT:  %1 = arith.extui %arg5 : i8 to i32
// CHECK-NEXT:  return %arg0, %c-1_i32, %c0_i32, %c0_i32, %arg0, %arg0, %arg2, %cst_0, %cst_1, %cst_2, %cst_3, %1, %arg5, %0, %true, %arg2, %cst, %c1069547520_i32, %c5_i32 : i32, i32, i32, i32, i32, i32, f32, f32, f64, f16, f32, i32, i8, i32, i1, f32, f32, i32, i32
// CHECK-NEXT:  }
module attributes {transform.with_named_sequence} {
  func.func @g(%x: i32, %b: i1, %f: f32, %d: f64, %h: f16, %s: i8) -> (i32, i32, i32, i32, i32, i32, f32, f32, f64, f16, f32, i32, i8, i32, i1, f32, f32, i32, i32) {
    %c0 = arith.constant 0 : i32
    %cm1 = arith.constant -1 : i32
    %c5 = arith.constant 5 : i32
    %one = arith.constant 1.0 : f32
    %a = arith.constant 1.5 : f32
    %bb = arith.constant 2.25 : f32
    %dd = arith.constant 0.1 : f64
    %hh = arith.constant 0.1 : f16
    %nz = arith.constant -0.0 : f32
    %r0 = arith.andi %x, %cm1 : i32
    %r1 = arith.ori %x, %cm1 : i32
    %not = arith.xori %x, %cm1 : i32
    %r2 = arith.andi %x, %not : i32
    %r3 = arith.xori %x, %x : i32
    %sub = arith.subi %x, %c5 : i32
    %r4 = arith.addi %sub, %c5 : i32
    %r5 = arith.select %b, %x, %x : i32
    %r6 = arith.mulf %f, %one : f32
    %r7 = arith.addf %a, %bb : f32
    %r8 = arith.addf %dd, %dd : f64
    %r9 = arith.mulf %hh, %hh : f16
    %r10 = arith.divf %a, %bb : f32
    %ext = arith.extsi %s : i8 to i32
    %tr = arith.trunci %ext : i32 to i8
    %r11 = arith.extui %tr : i8 to i32
    %r12 = arith.sitofp %cm1 : i32 to f32
    %r13 = arith.cmpi eq, %x, %x : i32
    %r14 = arith.addf %f, %nz : f32
    %r15 = arith.negf %a : f32
    %r16 = arith.bitcast %a : f32 to i32
    %r17 = arith.select %b, %c5, %c5 : i32
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %tr, %ext, %r13, %r14, %r15, %r16, %r17 : i32, i32, i32, i32, i32, i32, f32, f32, f64, f16, f32, i32, i8, i32, i1, f32, f32, i32, i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {} : !transform.any_op
    transform.yield
  }
}
