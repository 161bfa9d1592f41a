// Matcher runs that certainly fail at their first op are skipped, and the
// skip must not change results: a match.structured in suppress mode does not
// reject non-Linalg ops (its matcher goes on), operation_name rejects only the
// ops it does not name, including ops of implicit linalg bodies.
// RUN: %xform-interp --transform-interpreter %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %mlir-opt --transform-interpreter %s -o /dev/null 2>&1 | FileCheck %s

func.func @f0(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = arith.addf %0, %0 : tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %s = transform.collect_matching @match_suppress in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %s : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "suppressed structured matches:" : !transform.param<i64>
    %r = transform.foreach_match in %root @match_addf -> @mark : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_suppress(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured failures(suppress) %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    transform.match.operation_name %op ["arith.addf", "func.return"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_addf(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @mark(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "addf" : !transform.any_op
    transform.yield
  }
}

// CHECK: remark: suppressed structured matches: 3 : i64
// CHECK: <unknown>:0: remark: addf
// CHECK: 10:8: remark: addf
// CHECK-NOT: remark
