// transform.structured.match filters: ops{[...]}, interface{LinalgOp |
// TilingInterface | LoopLikeInterface}, attributes{...} (unit and valued),
// filter_result_type, filter_operand_types (one type for all operands, or
// one per operand; a count mismatch is a definite error).  Results come in
// post-order.  Diagnostics checked against mlir-opt 22.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %n: index) -> tensor<4x16xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // expected-remark @below {{loop-like}}
    scf.for %i = %c0 to %n step %c1 {
      // expected-remark @below {{tagged}}
      "test.op"() {tag} : () -> ()
    }
    // expected-remark @below {{linalg}}
    // expected-remark @below {{tiling}}
    // expected-remark @below {{result type}}
    // expected-remark @below {{valued attribute}}
    %mm = linalg.matmul {level = 2 : i64} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    // expected-remark @below {{tiling}}
    // expected-remark @below {{padded}}
    %p = tensor.pad %mm low[0, 0] high[1, 1] {
    ^bb0(%x: index, %y: index):
      %z = arith.constant 0.0 : f32
      tensor.yield %z : f32
    } : tensor<4x16xf32> to tensor<5x17xf32>
    // expected-remark @below {{all operands index}}
    %s = arith.addi %c0, %n : index
    return %mm : tensor<4x16xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %l = transform.structured.match interface{LinalgOp} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %l, "linalg" : !transform.any_op
    %t = transform.structured.match interface{TilingInterface} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %t, "tiling" : !transform.any_op
    %f = transform.structured.match interface{LoopLikeInterface} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "loop-like" : !transform.any_op
    %a = transform.structured.match attributes{tag} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %a, "tagged" : !transform.any_op
    %v = transform.structured.match attributes{level = 2 : i64} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %v, "valued attribute" : !transform.any_op
    %r = transform.structured.match ops{["linalg.matmul", "tensor.pad"]} filter_result_type = tensor<4x16xf32> in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %r, "result type" : !transform.any_op
    %o = transform.structured.match ops{["arith.addi"]} filter_operand_types = [index] in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %o, "all operands index" : !transform.any_op
    %pp = transform.structured.match ops{["tensor.pad"]} filter_operand_types = [tensor<4x16xf32>] in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %pp, "padded" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f(%a: index) -> index {
    %s = arith.addi %a, %a : index
    return %s : index
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{If filter_operand_types contains more than a type, then it must contain as much types as the number of operands in the target ops}}
    %o = transform.structured.match filter_operand_types = [index, index] in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
