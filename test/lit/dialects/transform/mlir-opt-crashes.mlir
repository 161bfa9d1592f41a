// Inputs on which mlir-opt 22.1.8 crashes while verifying; xform reports a located
// diagnostic instead (and exits 1 for errors).
// RUN: %xform %s -split-input-file -verify-diagnostics

// foreach_match with the same matcher twice: mlir-opt recurses until the stack overflows
// (printing the op in the warning verifies it again); xform warns once.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    // expected-warning @below {{matcher @m is used more than once, only the first match will apply}}
    %r = transform.foreach_match in %root @m -> @a, @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// An include with more operands than the callee has arguments: mlir-opt reads past the
// callee's argument attributes while computing the include's effects; xform gives the extra
// operand no effect and reports it.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note @below {{no effects specified for operand #1}}
    transform.include @callee failures(propagate) (%root, %root) : (!transform.any_op, !transform.any_op) -> ()
    transform.yield
  }
}
