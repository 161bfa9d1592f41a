// The IR is verified again after the interpreter pass when a transform op
// modified the payload (here transform.annotate puts a dialect attribute
// where its verifier rejects it), and the run fails like mlir-opt 22's.
// Read-only scripts leave verified IR as it was, so xform skips that
// second verification; their output is unchanged (second case).
// RUN: not %xform-interp %s --split-input-file --transform-interpreter 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s --split-input-file --transform-interpreter 2>&1 | FileCheck %s

// CHECK: verify-after-modifying-pass.mlir:[[# @LINE + 1]]:1: error: "transform.with_named_sequence" attribute can only be attached to operations with symbol tables
func.func @f() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %f "transform.with_named_sequence" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK: func.func @g()
// CHECK-NOT: error
func.func @g() {
  return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "seen" : !transform.any_op
    transform.yield
  }
}
