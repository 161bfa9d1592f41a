// Targets of apply_dce / apply_cse / apply_patterns must not contain the
// transform op (a definite error with a note at the target, not silenced
// by failures(suppress)); the target must be an op handle; the pattern
// region only holds pattern descriptors; empty handles do nothing.
// RUN: %xform %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

// expected-note @below {{target payload op}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.sequence failures(suppress) {
    ^bb0(%arg0: !transform.any_op):
      // expected-error @below {{cannot apply transform to itself (or one of its ancestors)}}
      transform.apply_patterns to %root {} : !transform.any_op
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    // expected-error @below {{custom op 'transform.apply_cse' invalid kind of type specified}}
    transform.apply_cse to %p : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %none = transform.structured.match ops{["foo.none"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_dce to %none : !transform.any_op
    transform.apply_cse to %none : !transform.any_op
    transform.apply_patterns to %none {
      transform.apply_patterns.canonicalization
    } {apply_cse, max_iterations = 1 : i64, max_num_rewrites = 2 : i64} : !transform.any_op
    %n = transform.num_associations %none : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{0 : i64}}
    transform.debug.emit_param_as_remark %n : !transform.param<i64>
    transform.yield
  }
}
