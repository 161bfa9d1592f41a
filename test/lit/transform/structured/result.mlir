// match.structured.result: the result tied to an init as a value, its
// first user (`any`: first in use-list order, i.e. the last user written)
// or its only user (`single`); no users, several users with `single` and an
// out-of-range position fail silenceably.  Diagnostics checked against
// mlir-opt 22.
// RUN: %xform-interp %s --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
    // expected-remark @below {{tied result}}
    // expected-note @below {{value handle points to an op result #0}}
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %cp = linalg.copy ins(%mm : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    // The matmul's first user in use-list order and the copy's only user.
    // expected-remark @below {{any user}}
    // expected-remark @below {{single user}}
    return %mm, %cp : tensor<4x16xf32>, tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %cp = transform.structured.match ops{["linalg.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    %v, %any = transform.match.structured %mm : (!transform.any_op) -> (!transform.any_value, !transform.any_op) {
    ^bb0(%s: !transform.any_op):
      %r = transform.match.structured.result %s[0] : (!transform.any_op) -> !transform.any_value
      %u = transform.match.structured.result %s[-1] {any} : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield %r, %u : !transform.any_value, !transform.any_op
    }
    transform.debug.emit_remark_at %v, "tied result" : !transform.any_value
    transform.debug.emit_remark_at %any, "any user" : !transform.any_op
    %single = transform.match.structured %cp : (!transform.any_op) -> !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %u = transform.match.structured.result %s[0] single : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield %u : !transform.any_op
    }
    transform.debug.emit_remark_at %single, "single user" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %cp = linalg.copy ins(%mm : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{more than one result user with single user requested}}
      %u = transform.match.structured.result %s[0] {single} : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
    %mm = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %mm = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{no users of the result #0}}
      %u = transform.match.structured.result %s[0] any : (!transform.any_op) -> !transform.any_op
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
    transform.match.structured %mm : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      // expected-error @below {{position -2 overflows the number of results(ints) of the payload operation}}
      %u = transform.match.structured.result %s[-2] : (!transform.any_op) -> !transform.any_value
      transform.match.structured.yield
    }
    transform.yield
  }
}
