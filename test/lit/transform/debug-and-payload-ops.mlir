// annotate (unit, broadcast, zipped, length mismatch), print (header,
// targets, top level), debug.emit_remark_at on ops and values,
// debug.emit_param_as_remark with and without anchor, verify.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK: {{\[\[\[}} IR printer: ops ]]]
// CHECK-NEXT: "test.a"() {flag, idx = 0 : i64, same = "s"} : () -> ()
// CHECK-NEXT: "test.a"() {flag, idx = 1 : i64, same = "s"} : () -> ()
// CHECK-NEXT: {{\[\[\[}} IR printer: whole top-level ]]]
// CHECK-NEXT: module attributes {transform.with_named_sequence} {
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %a "flag" : !transform.any_op
    %s = transform.param.constant "s" -> !transform.any_param
    transform.annotate %a "same" = %s : !transform.any_op, !transform.any_param
    %p0 = transform.param.constant 0 : i64 -> !transform.param<i64>
    %p1 = transform.param.constant 1 : i64 -> !transform.param<i64>
    %ps = transform.merge_handles %p0, %p1 : !transform.param<i64>
    transform.annotate %a "idx" = %ps : !transform.any_op, !transform.param<i64>
    transform.print %a {name = "ops"} : !transform.any_op
    transform.print {name = "whole"}
    %three = transform.merge_handles %p0, %p1, %p0 : !transform.param<i64>
    // expected-error @below {{parameter and target have different payload lengths (3 vs 2)}}
    transform.annotate %a "bad" = %three : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-remark @below {{on the argument}}
  // expected-note @below {{value handle points to a block argument #0 in block #0 in region #0}}
  func.func @f(%x: i32) {
    // expected-remark @below {{on the op}}
    // expected-remark @below {{on the result}}
    // expected-note @below {{value handle points to an op result #0}}
    // expected-remark @below {{anchored 1 : i64, "two"}}
    %r = "test.op"(%x) : (i32) -> i32
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %op, "on the op" : !transform.any_op
    %arg = transform.get_operand %op[0] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %arg, "on the argument" : !transform.any_value
    %res = transform.get_result %op[0] : (!transform.any_op) -> !transform.any_value
    transform.debug.emit_remark_at %res, "on the result" : !transform.any_value
    %one = transform.param.constant 1 : i64 -> !transform.any_param
    %two = transform.param.constant "two" -> !transform.any_param
    %both = transform.merge_handles %one, %two : !transform.any_param
    transform.debug.emit_param_as_remark %both, "anchored" at %op : !transform.any_param, !transform.any_op
    // expected-remark @below {{1 : i64, "two"}}
    transform.debug.emit_param_as_remark %both : !transform.any_param
    transform.verify %op : !transform.any_op
    transform.yield
  }
}
