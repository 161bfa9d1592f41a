// transform.include: binds the callee arguments (types checked against the
// callee's), runs its body with the include's failure mode, and returns the
// callee's yields as results; on failure the results are empty; an external
// callee is a definite error.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @results
// CHECK: "test.op"() {from_callee = 7 : i64} : () -> ()
module attributes {transform.with_named_sequence} {
  func.func @results() {
    "test.op"() : () -> ()
    return
  }
  transform.named_sequence @produce(%root: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 7 : i64 -> !transform.param<i64>
    transform.yield %op, %p : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op, %p = transform.include @produce failures(propagate) (%root) : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    transform.annotate %op "from_callee" = %p : !transform.any_op, !transform.param<i64>
    transform.yield
  }
}

// -----

// expected-remark @below {{propagate include in a suppressing sequence: 0 : i64}}
module attributes {transform.with_named_sequence} {
  func.func @suppressed_results() {
    return
  }
  transform.named_sequence @fails(%root: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %op = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %op ["test.other"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.sequence %root : !transform.any_op -> !transform.any_op failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      %op = transform.include @fails failures(propagate) (%arg0) : (!transform.any_op) -> !transform.any_op
      transform.yield %op : !transform.any_op
    }
    %n = transform.num_associations %r : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "propagate include in a suppressing sequence:" at %root : !transform.param<i64>, !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @decl(%op: !transform.any_op {transform.readonly})
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{unresolved external named sequence}}
    transform.include @decl failures(suppress) (%root) : (!transform.any_op) -> ()
    transform.yield
  }
}
