// Matchers run by collect_matching / foreach_match fail on most payload ops;
// those failures are discarded, so xform does not build their diagnostics
// unless a debug channel may print them.  Pins that the messages are still
// complete under -debug-only=transform-matcher (one per failing op, with
// operands and values formatted), that the IR is the same with and without
// tracing, and that the same matcher ops report their full messages where a
// failure is not discarded (a sequence, a foreach_match action).
// RUN: %xform-interp %s -split-input-file --transform-interpreter -allow-unregistered-dialect -verify-diagnostics -debug-only=transform-matcher 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
// RUN: %xform-interp %s -split-input-file --transform-interpreter -allow-unregistered-dialect -verify-diagnostics | FileCheck %s --check-prefix=OUT
// RUN: %xform-interp %s -split-input-file --transform-interpreter -allow-unregistered-dialect -verify-diagnostics -debug-only=transform-matcher 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: %mlir-opt %s -split-input-file --transform-interpreter -allow-unregistered-dialect -verify-diagnostics | FileCheck %s --check-prefix=OUT

// TRACE: [transform-matcher] matching %{{.*}} = arith.constant 1 : i32
// TRACE-NEXT: [transform-matcher] matcher is_addi failed: wrong operation name
// TRACE: [transform-matcher] matching %{{.*}} = arith.addi
// TRACE-NOT: is_addi failed
// TRACE: [transform-matcher] matching %{{.*}} = arith.muli
// TRACE-NEXT: [transform-matcher] matcher is_addi failed: wrong operation name
// TRACE: [transform-matcher] matching func.return
// TRACE-NEXT: [transform-matcher] matcher is_addi failed: wrong operation name
// TRACE: [transform-matcher] matching func.func @f
// TRACE-NEXT: [transform-matcher] matcher is_addi failed: wrong operation name

// OUT-LABEL: func.func @f
// OUT: arith.addi {{.*}} {found}
// OUT-NOT: {found}
// OUT: arith.muli
// OUT: return

module attributes {transform.with_named_sequence} {
  func.func @f() -> i32 {
    %0 = arith.constant 1 : i32
    %1 = arith.addi %0, %0 : i32
    %2 = arith.muli %1, %1 : i32
    return %2 : i32
  }
  transform.named_sequence @is_addi(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @is_addi in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %a "found" : !transform.any_op
    transform.yield
  }
}

// -----

// foreach_match with two matchers: the producer message names the payload
// op in generic form; the parameter comparison message carries its values.
// TRACE: [transform-matcher] matching %{{.*}} = arith.constant 2 : i64
// TRACE-NEXT: [transform-matcher] matcher producer_is_addi failed: could not find a producer for operand number: 0 of %{{.*}} = "arith.constant"() <{value = 2 : i64}> : () -> i64
// TRACE-NEXT: [transform-matcher] matcher holds_two_ops failed: expected parameter to be equal to 2, got 1
// TRACE-NEXT: [transform-matcher] matching %{{.*}} = arith.addi
// TRACE-NEXT: [transform-matcher] matcher producer_is_addi failed: wrong operation name
// TRACE-NEXT: [transform-matcher] matcher holds_two_ops failed: expected parameter to be equal to 2, got 1
// TRACE-NEXT: [transform-matcher] matching %{{.*}} = arith.subi
// TRACE-NEXT: [transform-matcher] matching %{{.*}} = arith.muli
// TRACE-NEXT: [transform-matcher] matcher producer_is_addi failed: wrong operation name
// TRACE-NEXT: [transform-matcher] matcher holds_two_ops failed: expected parameter to be equal to 2, got 1

// OUT-LABEL: func.func @g
// OUT: arith.subi {{.*}} {after_addi}
// OUT: arith.muli
// OUT-NOT: {after_addi}

module attributes {transform.with_named_sequence} {
  func.func @g() -> i64 {
    %0 = arith.constant 2 : i64
    %1 = arith.addi %0, %0 : i64
    %2 = arith.subi %1, %0 : i64
    %3 = arith.muli %2, %2 : i64
    return %3 : i64
  }
  transform.named_sequence @producer_is_addi(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %p ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @holds_two_ops(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %n = transform.num_associations %op : (!transform.any_op) -> !transform.param<i64>
    %c = transform.param.constant 2 : i64 -> !transform.param<i64>
    transform.match.param.cmpi eq %n, %c : !transform.param<i64>
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @mark(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "after_addi" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @producer_is_addi -> @mark, @holds_two_ops -> @mark : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// Outside a matcher run the same failures are reported in full: a failing
// action of foreach_match, then a matcher op in a sequence.
module attributes {transform.with_named_sequence} {
  func.func @h() {
    // expected-note @below {{when applied to this matching payload}}
    "test.x"() : () -> ()
    return
  }
  transform.named_sequence @is_x(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.x"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // expected-note @below {{failed action: wrong operation name}}
  transform.named_sequence @expect_y(%op: !transform.any_op {transform.readonly}) {
    transform.match.operation_name %op ["test.y"] : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{actions failed}}
    %r = transform.foreach_match in %root @is_x -> @expect_y : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @k() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{wrong operation name}}
    transform.match.operation_name %f ["test.y"] : !transform.any_op
    transform.yield
  }
}
