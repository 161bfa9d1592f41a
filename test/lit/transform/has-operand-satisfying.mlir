// transform.match.my.has_operand_satisfying (Transform tutorial, chapter 4):
// tries its body on each operand of the single payload op in turn; the first
// operand for which the body succeeds gives the position and the yields.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics
// RUN: not %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file -debug-only=transform-matcher 2>&1 | FileCheck %s

// CHECK: [transform-matcher] failed to match operand #0: wrong operation name
// CHECK-NOT: failed to match operand #1

module attributes {transform.with_named_sequence} {
  func.func @f() {
    %a = "test.a"() : () -> i32
    // expected-remark @below {{defined by test.b}}
    %b = "test.b"() : () -> i32
    // expected-remark @below {{operand 1 : i32}}
    "test.use"(%a, %b) : (i32, i32) -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %use = transform.structured.match ops{["test.use"]} in %root : (!transform.any_op) -> !transform.any_op
    %pos, %def = transform.match.my.has_operand_satisfying %use : (!transform.any_op) -> (!transform.param<i32>, !transform.any_op) {
    ^bb0(%v: !transform.any_value):
      %d = transform.get_defining_op %v : (!transform.any_value) -> !transform.any_op
      transform.match.operation_name %d ["test.b"] : !transform.any_op
      transform.yield %d : !transform.any_op
    }
    transform.debug.emit_param_as_remark %pos, "operand" at %use : !transform.param<i32>, !transform.any_op
    transform.debug.emit_remark_at %def, "defined by test.b" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    %a = "test.a"() : () -> i32
    "test.use"(%a) : (i32) -> ()
    "test.use"(%a) : (i32) -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %uses = transform.structured.match ops{["test.use"]} in %root : (!transform.any_op) -> !transform.any_op
    %u1, %u2 = transform.split_handle %uses : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{none of the operands satisfied the conditions}}
    %pos = transform.match.my.has_operand_satisfying %u1 : (!transform.any_op) -> !transform.param<i32> {
    ^bb0(%v: !transform.any_value):
      %d = transform.get_defining_op %v : (!transform.any_value) -> !transform.any_op
      transform.match.operation_name %d ["test.b"] : !transform.any_op
      transform.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    %a = "test.a"() : () -> i32
    "test.use"(%a) : (i32) -> ()
    "test.use"(%a) : (i32) -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %uses = transform.structured.match ops{["test.use"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected single payload}}
    %pos = transform.match.my.has_operand_satisfying %uses : (!transform.any_op) -> !transform.param<i32> {
    ^bb0(%v: !transform.any_value):
      transform.yield
    }
    transform.yield
  }
}
