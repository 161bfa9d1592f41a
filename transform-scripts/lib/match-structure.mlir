// transform-scripts/lib: matchers that recognise Linalg ops by structure
// (loops, indexing maps, body), whatever their name: linalg.matmul and a
// linalg.generic computing the same thing match alike.
//
// Each matcher takes one candidate op (readonly) and yields it when it
// matches; a failing predicate is a silenceable failure, which
// foreach_match / collect_matching read as "no match".  Pair them with the
// actions of actions.mlir, or use the entry points of entry-points.mlir.
module attributes {transform.with_named_sequence} {
  // A contraction by structure: a mulf/addf (muli/addi) reduction body whose
  // loops classify as batch/m/n/k with at least one m, n and k loop: matmul,
  // batch_matmul, a generic matmul, a matmul with a transposed operand.
  // Yields the op and the number of batch loops.
  transform.named_sequence @match_matmul_like(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.param<i64>) {
    %nb = transform.match.structured %op : (!transform.any_op) -> !transform.param<i64> {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.input %s[all] {projected_permutation} : !transform.any_op
      transform.match.structured.init %s[0] {projected_permutation} : !transform.any_op
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      %batch, %m, %n, %k = transform.match.structured.classify_contraction_dims %s
          : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>,
                                    !transform.param<i64>, !transform.param<i64>)
      %n_b = transform.num_associations %batch : (!transform.param<i64>) -> !transform.param<i64>
      %n_m = transform.num_associations %m : (!transform.param<i64>) -> !transform.param<i64>
      %n_n = transform.num_associations %n : (!transform.param<i64>) -> !transform.param<i64>
      %n_k = transform.num_associations %k : (!transform.param<i64>) -> !transform.param<i64>
      %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
      transform.match.param.cmpi gt %n_m, %zero : !transform.param<i64>
      transform.match.param.cmpi gt %n_n, %zero : !transform.param<i64>
      transform.match.param.cmpi gt %n_k, %zero : !transform.param<i64>
      transform.match.structured.yield %n_b : !transform.param<i64>
    }
    transform.yield %op, %nb : !transform.any_op, !transform.param<i64>
  }

  // A convolution by structure: the loops classify as a convolution (batch,
  // output image, output channel, filter, input channel, depth) and the body
  // is a mulf/addf contraction.  Named linalg.conv_* and
  // linalg.depthwise_conv_* ops and their generic forms match; pooling ops
  // (no multiplication) do not.  Yields the op and its strides.
  transform.named_sequence @match_convolution(%op: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.param<i64>) {
    %strides = transform.match.structured %op : (!transform.any_op) -> !transform.param<i64> {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      %b, %oi, %oc, %fl, %ic, %depth, %st, %dil = transform.match.structured.classify_convolution_dims %s
          : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
                                    !transform.param<i64>, !transform.param<i64>, !transform.param<i64>,
                                    !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield %st : !transform.param<i64>
    }
    transform.yield %op, %strides : !transform.any_op, !transform.param<i64>
  }

  // An elementwise op by structure: every loop parallel, permutation maps
  // and an elementwise-mappable body (linalg.elementwise, linalg.add,
  // linalg.exp, elementwise linalg.generic, ...).
  transform.named_sequence @match_elementwise(%op: !transform.any_op {transform.readonly})
      -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {elementwise} : !transform.any_op
      transform.match.structured.input %s[all] {permutation} : !transform.any_op
      transform.match.structured.init %s[all] {permutation} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
}
