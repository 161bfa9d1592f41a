// Invalidation does not cross named sequence boundaries: a consumption
// inside a callee invalidates the callee's handles only; the caller's
// handles are invalidated by the include itself when it consumes them.
// Leaving a region drops its records, so a foreach body that consumes its
// block argument starts clean in every iteration.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-remark @below {{caller handle still valid}}
    "test.op"() : () -> ()
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @inner(%op: !transform.any_op {transform.readonly}) {
    %copy = transform.merge_handles %op : !transform.any_op
    transform.include @eat failures(propagate) (%copy) : (!transform.any_op) -> ()
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.include @inner failures(propagate) (%op) : (!transform.any_op) -> ()
    transform.debug.emit_remark_at %op, "caller handle still valid" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-remark @below {{iteration}}
    "test.op"() : () -> ()
    // expected-remark @below {{iteration}}
    "test.op"() : () -> ()
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops : !transform.any_op {
    ^bb0(%it: !transform.any_op):
      transform.debug.emit_remark_at %it, "iteration" : !transform.any_op
      transform.include @eat failures(propagate) (%it) : (!transform.any_op) -> ()
    }
    transform.yield
  }
}
