// transform.apply_registered_pass and transform.apply_conversion_patterns print as mlir-opt
// 22 prints them: options sorted by key, keys quoted, values with their types, SSA values
// (the dynamic options) in place of their #transform.param_operand markers, which index the
// dynamic operands in parse order; an empty `options` is the default and is not printed.
// Expected output: mlir-opt 22.1.8 (no pass).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s | %xform | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | %xform | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir-opt %s > %t.ref && %xform %s > %t.out && diff %t.ref %t.out %}
// RUN: %if mlir-opt %{ %mlir-opt %s --mlir-print-op-generic > %t.gref && %xform %s --mlir-print-op-generic > %t.gout && diff %t.gref %t.gout %}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %p = transform.param.constant 3 : i64 -> !transform.any_param
    // CHECK: %1 = transform.apply_registered_pass "canonicalize" with options = {"list" = [1 : i64, %0], "max-iterations" = %0, "test-convergence" = true, "top-down" = false} to %arg0 : (!transform.any_op, !transform.any_param, !transform.any_param) -> !transform.any_op
    // GENERIC: "transform.apply_registered_pass"(%{{.*}}, %{{.*}}, %{{.*}}) <{options = {list = [1, #transform.param_operand<index = 1 : i64>], "max-iterations" = #transform.param_operand<index = 0 : i64>, "test-convergence" = true, "top-down" = false}, pass_name = "canonicalize"}>
    %r = transform.apply_registered_pass "canonicalize" with options = { "top-down" = false, "max-iterations" = %p, "test-convergence" = true, list = [1, %p] } to %root : (!transform.any_op, !transform.any_param, !transform.any_param) -> !transform.any_op
    // CHECK-NEXT: %2 = transform.apply_registered_pass "cse" to %1 : (!transform.any_op) -> !transform.any_op
    // GENERIC: "transform.apply_registered_pass"(%{{.*}}) <{options = {}, pass_name = "cse"}>
    %r2 = transform.apply_registered_pass "cse" with options = {} to %r : (!transform.any_op) -> !transform.any_op
    // CHECK-NEXT: transform.apply_conversion_patterns to %2 {
    // CHECK-NEXT: } {legal_ops = ["func.func"], partial_conversion} : !transform.any_op
    // GENERIC: "transform.apply_conversion_patterns"(%{{.*}}) <{legal_ops = ["func.func"], partial_conversion}> ({
    // GENERIC-NEXT: ^bb0:
    transform.apply_conversion_patterns to %r2 {
    } {legal_ops = ["func.func"], partial_conversion} : !transform.any_op
    transform.yield
  }
}
