// The transform dialect's discardable attributes: transform.with_named_sequence only on
// symbol tables and with no recursion among named sequences (error at the last sequence
// entered, notes for the others), transform.target_tag a string, unit attributes, and
// unknown transform.* attributes.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt %{ %mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

// expected-error @below {{"transform.with_named_sequence" attribute can only be attached to operations with symbol tables}}
"test.unknown_container"() { transform.with_named_sequence } : () -> ()
// -----
// expected-error @below {{unknown attribute: "transform.unknown_container"}}
module @unknown_attribute attributes { transform.unknown_container } {}
// -----
module {
  // expected-error @below {{"transform.target_tag" attribute must be a string}}
  "test.op"() {transform.target_tag = 3} : () -> ()
}
// -----
module {
  // expected-error @below {{"transform.consumed" must be a unit attribute}}
  "test.op"() {transform.target_tag = "x", transform.consumed = 1} : () -> ()
}
// -----
module attributes { transform.with_named_sequence } {
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @self_recursion() -> () {
    transform.include @self_recursion failures(suppress) () : () -> ()
    transform.yield
  }
}
// -----
module @mutual_recursion attributes { transform.with_named_sequence } {
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @foo(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @bar failures(suppress) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @bar(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @foo failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes { transform.with_named_sequence } {
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @b failures(suppress) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-note @below {{operation on recursion stack}}
  transform.named_sequence @b(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @c failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  // expected-error @below {{recursion not allowed in named sequences}}
  transform.named_sequence @c(%arg0: !transform.any_op {transform.readonly}) -> () {
    transform.include @a failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes { transform.with_named_sequence } {
  // expected-error @below {{expected a non-empty body block}}
  "transform.named_sequence"() ({
  ^bb0:
  }) { sym_name = "external_named_sequence", function_type = () -> () } : () -> ()
}
// -----
module attributes { transform.with_named_sequence, transform.silence_tracking_failures } {
}
