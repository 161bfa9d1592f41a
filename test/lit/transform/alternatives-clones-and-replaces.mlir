// transform.alternatives runs each region on clones of the scope ops; the
// first region that succeeds has its clones replace the originals, failed
// regions leave no trace; when all fail the op fails silenceably; scopes
// must be isolated from above and must not contain the transform op.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @second
// CHECK-NOT: tried
// CHECK: "test.op"() {picked} : () -> ()
module attributes {transform.with_named_sequence} {
  func.func @second() {
    // expected-remark @below {{result of the alternative}}
    "test.op"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.alternatives %f : !transform.any_op -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %op = transform.structured.match ops{["test.op"]} in %s : (!transform.any_op) -> !transform.any_op
      transform.annotate %op "tried" : !transform.any_op
      transform.match.operation_name %op ["test.other"] : !transform.any_op
      transform.yield %op : !transform.any_op
    }, {
    ^bb0(%s: !transform.any_op):
      %op = transform.structured.match ops{["test.op"]} in %s : (!transform.any_op) -> !transform.any_op
      transform.annotate %op "picked" : !transform.any_op
      transform.yield %op : !transform.any_op
    }
    transform.debug.emit_remark_at %r, "result of the alternative" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @all_fail() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{all alternatives failed}}
    transform.alternatives %f : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.operation_name %s ["test.other"] : !transform.any_op
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-note @below {{scope}}
    "test.region"() ({
      "test.term"() : () -> ()
    }) : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["test.region"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{only isolated-from-above ops can be alternative scopes}}
    transform.alternatives %r : !transform.any_op {
    ^bb0(%s: !transform.any_op):
    }
    transform.yield
  }
}

// -----

// expected-note @below {{scope}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{scope must not contain the transforms being applied}}
    transform.alternatives %root : !transform.any_op {
    ^bb0(%s: !transform.any_op):
    }
    transform.yield
  }
}
