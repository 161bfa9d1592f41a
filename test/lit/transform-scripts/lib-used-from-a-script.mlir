// A user's script reusing transform-scripts/lib: it declares the library
// sequences it calls (declarations without a body, resolved when the
// preloaded library is merged in, as in mlir-opt) and combines them with
// its own: collect_matching gathers the fc+bias+relu chains (both operand
// orders, merged), remarks on their relus and counts them.
// Output as mlir-opt 22 prints it (lib-mlir-opt-agrees.mlir runs it).
// RUN: %xform-interp %S/../../../transform-scripts/lib/examples/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib,%s \
// RUN:   --transform-interpreter=entry-point=count_fc_layers 2>&1 | FileCheck %s

// CHECK:      payload.mlir:16:11: remark: fc+bias+relu: relu
// CHECK:      payload.mlir:27:11: remark: fc+bias+relu: relu
// CHECK:      payload.mlir:11:9: remark: fc layers found: 2 : i64
// CHECK-NOT:  remark
// CHECK:      func.func @fc_relu(
// CHECK-NOT:  xform.
// CHECK:      func.func @scaled_sum(
module attributes {transform.with_named_sequence} {
  transform.named_sequence private @match_fc_bias_relu(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op)
  transform.named_sequence private @match_fc_bias_relu_swapped(%max: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op, !transform.any_op)

  transform.named_sequence @count_fc_layers(%root: !transform.any_op {transform.readonly}) {
    %mm0, %add0, %max0 = transform.collect_matching @match_fc_bias_relu in %root
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %mm1, %add1, %max1 = transform.collect_matching @match_fc_bias_relu_swapped in %root
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %mm = transform.merge_handles %mm0, %mm1 : !transform.any_op
    %max = transform.merge_handles %max0, %max1 : !transform.any_op
    transform.debug.emit_remark_at %max, "fc+bias+relu: relu" : !transform.any_op
    %n = transform.num_associations %mm : (!transform.any_op) -> !transform.param<i64>
    %first, %rest = transform.split_handle %mm {overflow_result = 1}
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.debug.emit_param_as_remark %n, "fc layers found:" at %first
        : !transform.param<i64>, !transform.any_op
    transform.yield
  }
}
