// A consumed handle must not point to the same payload op twice (a
// silenceable failure, suppressible); an op consuming one operand and
// reading an alias of it in another operand reports the invalidation at
// once.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-note @below {{repeated target op}}
    "test.op"() : () -> ()
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    %twice = transform.merge_handles %op, %op : !transform.any_op
    // expected-error @below {{a handle passed as operand #0 and consumed by this operation points to a payload entity more than once}}
    transform.include @eat failures(propagate) (%twice) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor payload op}}
  // expected-note @below {{nested payload op}}
  func.func @f() {
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat_first(%a: !transform.any_op {transform.consumed}, %b: !transform.any_op {transform.readonly}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{handle to invalidated ops}}
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.include @eat_first failures(propagate) (%f, %f) : (!transform.any_op, !transform.any_op) -> ()
    transform.yield
  }
}
