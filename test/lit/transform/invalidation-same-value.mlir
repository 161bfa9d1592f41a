// Consuming a value handle invalidates the other handles to the same
// payload values ("invalidates handles to the same values"), and op handles
// to the op defining them ("consumed handle points to this payload value").
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-note @below {{payload value}}
    %a = "test.def"() : () -> i32
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%v: !transform.any_value {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %def = transform.structured.match ops{["test.def"]} in %root : (!transform.any_op) -> !transform.any_op
    %v1 = transform.get_result %def[0] : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated handle}}
    %v2 = transform.get_result %def[0] : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated by this transform op that consumes its operand #0 and invalidates handles to the same values as associated with it}}
    transform.include @eat failures(propagate) (%v1) : (!transform.any_value) -> ()
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    %t = transform.get_type %v2 : (!transform.any_value) -> !transform.type
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-note @below {{ancestor payload op}}
    // expected-note @below {{nested payload op}}
    // expected-note @below {{consumed handle points to this payload value}}
    %a = "test.def"() : () -> i32
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%v: !transform.any_value {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{handle to invalidated ops}}
    %def = transform.structured.match ops{["test.def"]} in %root : (!transform.any_op) -> !transform.any_op
    %v1 = transform.get_result %def[0] : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.include @eat failures(propagate) (%v1) : (!transform.any_value) -> ()
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.annotate %def "stale" : !transform.any_op
    transform.yield
  }
}
