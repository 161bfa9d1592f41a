// transform.sequence: failures(suppress) silences a silenceable failure and
// goes on (the failing op's results are empty); failures(propagate) stops and
// passes it up, where the top level reports it; definite failures are never
// suppressed; root-less sequences bind the payload root; extra operands bind
// the trailing block arguments; results come from the yield.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @suppress
// CHECK: "test.op"() {after} : () -> ()
module attributes {transform.with_named_sequence} {
  func.func @suppress() {
    // expected-remark @below {{empty result 0 : i64}}
    "test.op"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.sequence %root : !transform.any_op -> !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
      %n = transform.num_associations %p : (!transform.any_op) -> !transform.param<i64>
      transform.debug.emit_param_as_remark %n, "empty result" at %op : !transform.param<i64>, !transform.any_op
      transform.yield %op : !transform.any_op
    }
    transform.annotate %r "after" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @propagate() {
    // expected-note @below {{target op}}
    "test.op"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %root : !transform.any_op failures(propagate) {
    ^bb0(%arg0: !transform.any_op):
      // expected-error @below {{could not find a producer for operand number: 0 of "test.op"() : () -> ()}}
      %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
      transform.debug.emit_remark_at %op, "never" : !transform.any_op
    }
    transform.debug.emit_remark_at %op, "never either" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @definite() {
    "test.op"() : () -> ()
    "test.op"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.sequence %root : !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      // expected-error @below {{handle must be mapped to exactly one payload op}}
      %c = transform.get_consumers_of_result %ops[0] : (!transform.any_op) -> !transform.any_op
    }
    transform.debug.emit_remark_at %ops, "never" : !transform.any_op
    transform.yield
  }
}

// -----

// expected-remark @below {{root-less sequence sees the root}}
module attributes {transform.with_named_sequence} {
  func.func @bindings() {
    // expected-remark @below {{extra op 5 : i64}}
    "test.op"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 5 : i64 -> !transform.param<i64>
    transform.sequence %root, %op, %p : !transform.any_op, !transform.any_op, !transform.param<i64> failures(propagate) {
    ^bb0(%a0: !transform.any_op, %a1: !transform.any_op, %a2: !transform.param<i64>):
      transform.debug.emit_param_as_remark %a2, "extra op" at %a1 : !transform.param<i64>, !transform.any_op
    }
    transform.sequence failures(propagate) {
    ^bb0(%top: !transform.any_op):
      transform.debug.emit_remark_at %top, "root-less sequence sees the root" : !transform.any_op
    }
    transform.yield
  }
}
