// Consuming an op handle invalidates value handles to results of the
// consumed ops (and of ops nested in them) and to block arguments of their
// regions, with notes locating the payload value.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor op associated with the consumed handle}}
  func.func @f(%x: i32) {
    // expected-note @below {{op defining the value as result #1}}
    // expected-note @below {{payload value}}
    %a:2 = "test.pair"(%x) : (i32) -> (i32, i32)
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %pair = transform.structured.match ops{["test.pair"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated handle}}
    %second = transform.get_result %pair[1] : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.include @eat failures(propagate) (%func) : (!transform.any_op) -> ()
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    %t = transform.get_type %second : (!transform.any_value) -> !transform.type
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor op associated with the consumed handle}}
  func.func @f(%x: i32) {
    // expected-note @below {{op defining the value as block argument #1 of block #1 in region #0}}
    "test.region"() ({
      "test.term"() : () -> ()
    // expected-note @below {{payload value}}
    ^bb1(%u: i32, %v: i64):
      "test.use"(%v) : (i64) -> ()
    }) : () -> ()
    return
  }

  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %use = transform.structured.match ops{["test.use"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated handle}}
    %v = transform.get_operand %use[0] : (!transform.any_op) -> !transform.any_value
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    transform.include @eat failures(propagate) (%func) : (!transform.any_op) -> ()
    // expected-error @below {{op uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %v, "stale" : !transform.any_value
    transform.yield
  }
}
