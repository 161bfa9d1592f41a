// transform.match.structured: a non-Linalg op fails silenceably under
// failures(propagate) and gives empty results under failures(suppress); a
// failing predicate propagates, or under suppress keeps the yields computed
// before it (later ones are empty).  Diagnostics checked against mlir-opt 22.
// RUN: %xform-interp %s --transform-interpreter --split-input-file --verify-diagnostics
// The suppressed failure is traced (text of MLIR's LLVM_DEBUG line; mlir-opt
// 22 release builds print no debug output to compare with):
// RUN: %xform-interp %s --transform-interpreter --split-input-file --verify-diagnostics \
// RUN:   -debug-only=transform-matcher 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
// TRACE: [transform-matcher] optional nested matcher failed: expects dimension #2 to be parallel

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ret = transform.structured.match ops{["func.return"]} in %root : (!transform.any_op) -> !transform.any_op
    %r = transform.match.structured failures(suppress) %ret : (!transform.any_op) -> !transform.param<i64> {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield %rank : !transform.param<i64>
    }
    %n = transform.num_associations %r : (!transform.param<i64>) -> !transform.param<i64>
    // expected-remark @below {{suppressed non-linalg 0 : i64}}
    transform.debug.emit_param_as_remark %n, "suppressed non-linalg" : !transform.param<i64>
    // expected-error @below {{expected a Linalg op}}
    transform.match.structured %ret : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %rank, %ni, %no = transform.match.structured failures(suppress) %mm
        : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    ^bb0(%s: !transform.any_op):
      %r = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %i = transform.match.structured.num_inputs %s : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.dim %s[2] {parallel} : !transform.any_op
      %o = transform.match.structured.num_inits %s : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.yield %r, %i, %o : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
    }
    // expected-remark @below {{rank 3 : i64}}
    transform.debug.emit_param_as_remark %rank, "rank" : !transform.param<i64>
    // expected-remark @below {{inputs 2 : i64}}
    transform.debug.emit_param_as_remark %ni, "inputs" : !transform.param<i64>
    %n = transform.num_associations %no : (!transform.param<i64>) -> !transform.param<i64>
    // expected-remark @below {{inits after the failure 0 : i64}}
    transform.debug.emit_param_as_remark %n, "inits after the failure" : !transform.param<i64>
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{expects dimension #2 to be parallel}}
      transform.match.structured.dim %s[2] {parallel} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func", "linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{SingleOpMatchOpTrait requires the operand handle to point to a single payload op}}
    transform.match.structured failures(suppress) %f : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.yield
    }
    transform.yield
  }
}
