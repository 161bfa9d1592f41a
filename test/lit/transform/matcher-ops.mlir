// match.operation_name (single payload op, name list), match.operation_empty
// (at most one op) and match.param.cmpi (element-wise signed comparison).
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %r ["test.x", "func.return"] : !transform.any_op
    %none = transform.structured.match ops{["test.none"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.operation_empty %none : !transform.any_op
    %a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      transform.match.operation_name %r ["test.x"] : !transform.any_op
      transform.match.operation_empty %r : !transform.any_op
    }
    // expected-error @below {{AtMostOneOpMatcherOpTrait requires the operand handle to point to at most one payload op}}
    transform.match.operation_empty %a : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %none = transform.structured.match ops{["test.none"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{SingleOpMatchOpTrait requires the operand handle to point to a single payload op}}
    transform.match.operation_name %none ["test.x"] : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m1 = transform.param.constant -1 : i64 -> !transform.param<i64>
    %z = transform.param.constant 0 : i64 -> !transform.param<i64>
    transform.match.param.cmpi lt %m1, %z : !transform.param<i64>
    transform.match.param.cmpi ne %m1, %z : !transform.param<i64>
    transform.match.param.cmpi ge %z, %m1 : !transform.param<i64>
    // expected-note @below {{value # 1 associated with the parameter defined here}}
    %l = transform.merge_handles %m1, %z : !transform.param<i64>
    %r = transform.merge_handles %z, %m1 : !transform.param<i64>
    // expected-error @below {{expected parameter to be less than or equal to -1, got 0}}
    transform.match.param.cmpi le %l, %r : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.param.constant 1 : i32 -> !transform.any_param
    %b = transform.param.constant 1 : i64 -> !transform.any_param
    // expected-error @below {{mismatching integer attribute types in parameter #0}}
    transform.match.param.cmpi eq %a, %b : !transform.any_param
    transform.yield
  }
}
