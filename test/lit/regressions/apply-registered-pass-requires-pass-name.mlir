// transform.apply_registered_pass without its pass_name property is a verifier error, as in
// mlir-opt 22 (same message). xform accepted it and printed `apply_registered_pass  to ...`
// with no name, which does not read back (found by fuzz_roundtrip, after an unknown
// `paso_name` key of the property dictionary was dropped).
// RUN: %xform-interp %s -verify-diagnostics

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%root: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.apply_registered_pass' op requires attribute 'pass_name'}}
    %r = "transform.apply_registered_pass"(%root) <{options = {}, paso_name = "x"}> : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
