// Consuming a handle with no payload still invalidates that handle; its use
// reports the "empty payload" form of the error.
// RUN: %xform-interp %s --transform-interpreter --verify-diagnostics

module attributes {transform.with_named_sequence} {
  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %none = transform.structured.match ops{["test.absent"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.include @eat failures(propagate) (%none) : (!transform.any_op) -> ()
    // expected-error @below {{op uses a handle associated with empty payload and invalidated by a previously executed transform op}}
    transform.annotate %none "stale" : !transform.any_op
    transform.yield
  }
}
