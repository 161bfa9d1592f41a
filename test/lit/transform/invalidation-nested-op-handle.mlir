// A callee argument marked {transform.consumed} makes transform.include
// consume the operand: the handle itself and handles to ops nested in its
// payload are invalidated; using them later is a definite error with notes
// naming the handle, the consuming op and the payload ops involved.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor payload op}}
  func.func @f() {
    // expected-note @below {{nested payload op}}
    "test.inner"() : () -> ()
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{handle to invalidated ops}}
    %inner = transform.structured.match ops{["test.inner"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0 and invalidates all handles to payload IR entities associated with this operand and entities nested in them}}
    transform.include @eat failures(propagate) (%func) : (!transform.any_op) -> ()
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %inner, "stale" : !transform.any_op
    transform.yield
  }
}

// -----

// The consumed handle itself: the payload op is both the ancestor and the
// nested op.

module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor payload op}}
  // expected-note @below {{nested payload op}}
  func.func @f() {
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{handle to invalidated ops}}
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.include @eat failures(propagate) (%func) : (!transform.any_op) -> ()
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.annotate %func "stale" : !transform.any_op
    transform.yield
  }
}

// -----

// An alias of the consumed handle (same payload, another handle) is
// invalidated too; a handle to payload outside the consumed op is not.

module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor payload op}}
  // expected-note @below {{nested payload op}}
  func.func @consumed() {
    return
  }
  // expected-remark @below {{still valid}}
  func.func @other() {
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %first, %second = transform.split_handle %funcs : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-note @below {{handle to invalidated ops}}
    %alias = transform.merge_handles %first : !transform.any_op
    // expected-note @below {{invalidated by this transform op}}
    transform.include @eat failures(propagate) (%first) : (!transform.any_op) -> ()
    transform.debug.emit_remark_at %second, "still valid" : !transform.any_op
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %alias, "stale alias" : !transform.any_op
    transform.yield
  }
}
