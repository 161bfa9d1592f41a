// RUN: %xform-interp %s --transform-interpreter -verify-diagnostics
// The greedy driver stops at max_iterations (default 10, as in mlir-opt 22) and, when the
// IR has not converged by then, apply_patterns fails with a diagnostic located at the
// payload op it was applied to: the driver never loops without bound.

module attributes {transform.with_named_sequence} {
  // expected-error @below {{greedy pattern application failed}}
  func.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %0 = arith.addi %a, %c0 : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.canonicalization
    } {max_iterations = 1 : i64} : !transform.any_op
    transform.yield
  }
}
