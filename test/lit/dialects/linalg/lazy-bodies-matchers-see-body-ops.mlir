// collect_matching and foreach_match visit the ops of implicit linalg bodies
// as mlir-opt 22 does, also when those bodies are still unbuilt (lazy): a
// matcher naming body ops finds them in every op's body, one that names no
// body op finds the named ops only, one that does not start with
// match.operation_name builds the bodies and sees them, and the
// transform-matcher trace shows every body op visited.
// RUN: %xform-interp --transform-interpreter %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %mlir-opt --transform-interpreter %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %xform-interp --transform-interpreter -debug-only=transform-matcher %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

func.func @f0(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
func.func @f1(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
func.func @f2(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %mm = transform.collect_matching @match_mm in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.num_associations %mm : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %m, "matmuls:" : !transform.param<i64>
    %adds = transform.collect_matching @match_addf in %root : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %adds : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "addf:" : !transform.param<i64>
    %y = transform.collect_matching @match_yield_late in %root : (!transform.any_op) -> !transform.any_op
    %k = transform.num_associations %y : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %k, "yields:" : !transform.param<i64>
    %r = transform.foreach_match in %root @match_mulf -> @count : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @match_mm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["linalg.matmul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_addf(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_yield_late(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %p = transform.get_parent_op %op : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %op ["linalg.yield"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @match_mulf(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.mulf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @count(%op: !transform.any_op {transform.readonly}) {
    %p = transform.get_parent_op %op : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "mulf in body" : !transform.any_op
    transform.yield
  }
}

// CHECK: remark: matmuls: 3 : i64
// CHECK: remark: addf: 5 : i64
// CHECK: remark: yields: 5 : i64
// CHECK: 12:8: remark: mulf in body
// CHECK: 17:8: remark: mulf in body
// CHECK: 22:8: remark: mulf in body
// CHECK-NOT: remark

// Four walks (three collect_matching, one foreach_match) over three bodies.
// TRACE-COUNT-12: matching %{{[0-9]+}} = arith.mulf
// TRACE-NOT: = arith.mulf
