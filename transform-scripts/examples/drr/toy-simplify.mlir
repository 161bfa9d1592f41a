// foreach_match finds each toy.transpose of a toy.transpose and rewrites
// its function with the rules of toy-rules.td (read when the script runs);
// @kept has no such pair and keeps its ops.  (The action only erases ops
// the walk has already visited: the matched op is the last of the pair.)
//   xform-interp transform-scripts/examples/drr/toy-simplify.mlir \
//     -allow-unregistered-dialect --transform-interpreter
// (-allow-unregistered-dialect: the toy ops are parsed before the rule file
// that defines them is loaded.)
module attributes {transform.with_named_sequence} {
  func.func @transposes(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
    %0 = "toy.transpose"(%arg0) : (tensor<2x3xf64>) -> tensor<3x2xf64>
    %1 = "toy.transpose"(%0) : (tensor<3x2xf64>) -> tensor<2x3xf64>
    return %1 : tensor<2x3xf64>
  }
  func.func @scalars(%arg0: f64) -> f64 {
    %zero = "toy.constant"() {value = 0.0 : f64} : () -> f64
    %one = "toy.constant"() {value = 1.0 : f64} : () -> f64
    %0 = "toy.add"(%zero, %arg0) : (f64, f64) -> f64
    %1 = "toy.mul"(%0, %one) : (f64, f64) -> f64
    %2 = "toy.add"(%1, %1) : (f64, f64) -> f64
    %t = "toy.transpose"(%2) : (f64) -> f64
    %tt = "toy.transpose"(%t) : (f64) -> f64
    return %tt : f64
  }
  func.func @kept(%arg0: f64) -> f64 {
    %zero = "toy.constant"() {value = 0.0 : f64} : () -> f64
    %0 = "toy.add"(%arg0, %zero) : (f64, f64) -> f64
    return %0 : f64
  }

  transform.named_sequence @transpose_of_transpose(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.operation_name %op ["toy.transpose"] : !transform.any_op
    %in = transform.get_operand %op[0] : (!transform.any_op) -> !transform.any_value
    %def = transform.get_defining_op %in : (!transform.any_value) -> !transform.any_op
    transform.match.operation_name %def ["toy.transpose"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @simplify_parent(%op: !transform.any_op {transform.readonly}) {
    %f = transform.get_parent_op %op {isolated_from_above}
        : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.drr "toy-rules.td"
    } : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root
        @transpose_of_transpose -> @simplify_parent : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
