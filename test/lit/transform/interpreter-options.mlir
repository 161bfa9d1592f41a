// Option spellings of the interpreter pass and their errors.
// RUN: %xform-interp %s "--transform-interpreter=entry-point=second debug-payload-root-tag=target" | FileCheck %s
// RUN: %xform-interp %s "--pass-pipeline=builtin.module(transform-interpreter{entry-point=second debug-payload-root-tag=target})" | FileCheck %s
// RUN: %xform-interp %s "--transform-interpreter=entry-point='second' debug-payload-root-tag=target disable-expensive-checks=true" | FileCheck %s
// RUN: not %xform-interp %s --transform-interpreter=entry-pont=second 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not %xform-interp %s "--transform-interpreter=disable-expensive-checks=maybe" 2>&1 | FileCheck %s --check-prefix=BADBOOL
// RUN: not %xform-interp %s "--pass-pipeline=builtin.module(bogus)" 2>&1 | FileCheck %s --check-prefix=BADPASS
// RUN: not %xform-interp %s "--transform-interpreter=entry-point=second debug-bind-trailing-args=#1;x" 2>&1 | FileCheck %s --check-prefix=BADINT

// CHECK: func.func @target() attributes {seen, transform.target_tag = "target"}

// BADOPT: <unknown>:0: error: <Pass-Options-Parser>: no such option entry-pont
// BADBOOL: for the --disable-expensive-checks option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// BADPASS: error: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline
// BADINT: <unknown>:0: error: couldn't parse integer pass argument #1;x

module attributes {transform.with_named_sequence} {
  func.func @target() attributes {transform.target_tag = "target"} {
    return
  }
  transform.named_sequence @second(%root: !transform.any_op {transform.readonly}) {
    transform.annotate %root "seen" : !transform.any_op
    transform.yield
  }
}
