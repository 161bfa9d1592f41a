// The newer upstream keyword spellings of the structured predicates' options (after the
// operand list, without braces) are accepted and print in LLVM 22's attribute-dictionary
// form.  (mlir-opt 22 itself rejects them with "expected ':'".)
// RUN: %xform %s | FileCheck %s

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      // CHECK: transform.match.structured.input %{{.*}}[0] {projected_permutation} : !transform.any_op
      transform.match.structured.input %c[0] projected_permutation : !transform.any_op
      // CHECK: transform.match.structured.init %{{.*}}[all] {permutation} : !transform.any_op
      transform.match.structured.init %c[all] permutation : !transform.any_op
      // CHECK: transform.match.structured.dim %{{.*}}[-1] {reduction} : !transform.any_op
      transform.match.structured.dim %c[-1] reduction : !transform.any_op
      // CHECK: transform.match.structured.body %{{.*}} {passthrough} : !transform.any_op
      transform.match.structured.body %c passthrough : !transform.any_op
      // CHECK: transform.match.structured.body %{{.*}} {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.body %c contraction = ["arith.mulf", "arith.addf"] : !transform.any_op
      // CHECK: transform.match.structured.body %{{.*}} {reduction_position = 0 : i64} : !transform.any_op
      transform.match.structured.body %c reduction_position = 0 : !transform.any_op
    }
    transform.yield
  }
}
