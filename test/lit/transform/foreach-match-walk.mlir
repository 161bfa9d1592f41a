// transform.foreach_match: post-order walk of each root (skipped unless
// restrict_root), matcher/action pairs tried in order, forwarded inputs,
// action yields accumulated (flatten_results for several entities), and
// the updated root result; silenceable action failures are collected into
// "actions failed" while the remaining action ops still run; a definite
// failure in a matcher aborts.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @pairs
// CHECK-SAME: attributes {kind = "root"}
// CHECK: "test.a"() {kind = "a", min = 1 : i64} : () -> ()
// CHECK: "test.b"() {kind = "any"} : () -> ()
module attributes {transform.with_named_sequence} {
  func.func @pairs() {
    "test.a"() : () -> ()
    "test.b"() : () -> ()
    return
  }
  transform.named_sequence @is_a(%op: !transform.any_op {transform.readonly}, %m: !transform.param<i64> {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    transform.match.operation_name %op ["test.a"] : !transform.any_op
    transform.yield %op, %m : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @is_test(%op: !transform.any_op {transform.readonly}, %m: !transform.param<i64> {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    transform.match.operation_name %op ["test.a", "test.b"] : !transform.any_op
    transform.yield %op, %m : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @is_func(%op: !transform.any_op {transform.readonly}, %m: !transform.param<i64> {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    transform.match.operation_name %op ["func.func"] : !transform.any_op
    transform.yield %op, %m : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @tag_a(%op: !transform.any_op {transform.readonly}, %m: !transform.param<i64> {transform.readonly}) -> !transform.any_op {
    %k = transform.param.constant "a" -> !transform.any_param
    transform.annotate %op "kind" = %k : !transform.any_op, !transform.any_param
    transform.annotate %op "min" = %m : !transform.any_op, !transform.param<i64>
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @tag_any(%op: !transform.any_op {transform.readonly}, %m: !transform.param<i64> {transform.readonly}) -> !transform.any_op {
    %k = transform.param.constant "any" -> !transform.any_param
    transform.annotate %op "kind" = %k : !transform.any_op, !transform.any_param
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @tag_root(%op: !transform.any_op {transform.readonly}, %m: !transform.param<i64> {transform.readonly}) -> !transform.any_op {
    %k = transform.param.constant "root" -> !transform.any_param
    transform.annotate %op "kind" = %k : !transform.any_op, !transform.any_param
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %one = transform.param.constant 1 : i64 -> !transform.param<i64>
    %updated, %visited = transform.foreach_match restrict_root in %f, %one
        @is_a -> @tag_a, @is_test -> @tag_any, @is_func -> @tag_root
        : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %visited : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{visited 3 : i64}}
    transform.debug.emit_param_as_remark %n, "visited" : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @actions_fail() {
    // expected-note @below {{when applied to this matching payload}}
    // expected-remark @below {{rest of the action ran}}
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @is_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // expected-note @below {{failed action: wrong operation name}}
  transform.named_sequence @fail(%op: !transform.any_op {transform.readonly}) {
    transform.match.operation_name %op ["test.b"] : !transform.any_op
    transform.debug.emit_remark_at %op, "rest of the action ran" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{actions failed}}
    %u = transform.foreach_match in %root @is_a -> @fail : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @flatten() {
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @is_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @twice(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %two = transform.merge_handles %op, %op : !transform.any_op
    transform.yield %two : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %u, %y = transform.foreach_match flatten_results in %f @is_a -> @twice : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %y : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{flattened 2 : i64}}
    transform.debug.emit_param_as_remark %n, "flattened" : !transform.param<i64>
    // expected-error @below {{action @twice has results associated with multiple payload entities, but flattening was not requested}}
    %u2, %y2 = transform.foreach_match in %root @is_a -> @twice : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @definite() {
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @bad(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %two = transform.merge_handles %op, %op : !transform.any_op
    // expected-error @below {{SingleOpMatchOpTrait requires the operand handle to point to a single payload op}}
    transform.match.operation_name %two ["test.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @act(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %u = transform.foreach_match in %root @bad -> @act : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
