// When apply_patterns fails silenceably (no convergence within
// max_iterations) and the tracking listener failed as well (muli(x, 1)
// folds to a block argument: no replacement op for the live handle), the
// op's own error comes first and the tracking failure becomes a note.
// RUN: %xform %s --transform-interpreter --verify-diagnostics

module attributes {transform.with_named_sequence} {
  // expected-error @below {{greedy pattern application failed}}
  // expected-note @below {{tracking listener also failed: tracking listener failed to find replacement op during application of this transform op}}
  func.func @f(%x: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %m = arith.muli %x, %c1 : i32
    return %m : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {} {max_iterations = 1 : i64} : !transform.any_op
    transform.annotate %m "x" : !transform.any_op
    transform.yield
  }
}
