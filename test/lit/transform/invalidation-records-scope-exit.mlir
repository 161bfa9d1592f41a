// Leaving a region drops the invalidation records of the handles it
// defines: a re-entered foreach body starts with valid handles (xform skips
// the drop for regions that got no record; this pins that a region with
// records still drops them).  The second case shows the record exists.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics
// RUN: %mlir-opt %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    "test.a"() : () -> ()
    return
  }
  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %a : !transform.any_op {
    ^bb0(%op: !transform.any_op):
      %again = transform.merge_handles %op : !transform.any_op
      transform.include @eat failures(propagate) (%again) : (!transform.any_op) -> ()
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-note @below {{ancestor payload op}}
    // expected-note @below {{nested payload op}}
    "test.a"() : () -> ()
    return
  }
  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %a : !transform.any_op {
    ^bb0(%op: !transform.any_op):
      // expected-note @below {{handle to invalidated ops}}
      %again = transform.merge_handles %op : !transform.any_op
      // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
      transform.include @eat failures(propagate) (%again) : (!transform.any_op) -> ()
      // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
      transform.annotate %again "late" : !transform.any_op
    }
    transform.yield
  }
}
