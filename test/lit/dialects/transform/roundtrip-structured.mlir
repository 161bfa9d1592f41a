// transform.structured.match (ops, interface, attributes, result and operand type filters)
// and the transform.match.structured family print as mlir-opt 22 prints them: options in
// the attribute dictionary, semi-function types (`T` without result, `(T) -> R` with one),
// an elided implicit match.structured.yield, and the classify ops' result names
// (%batch, %m, %n, %k; %output_image, ... %dilations).
// Expected output: mlir-opt 22.1.8 (no pass).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s | %xform | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | %xform | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir-opt %s > %t.ref && %xform %s > %t.out && diff %t.ref %t.out %}
// RUN: %if mlir-opt %{ %mlir-opt %s --mlir-print-op-generic > %t.gref && %xform %s --mlir-print-op-generic > %t.gout && diff %t.gref %t.gout %}

// CHECK-LABEL: module attributes {transform.with_named_sequence} {
// CHECK-NEXT:   transform.named_sequence @match_matmul(%arg0: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
// CHECK-NEXT:     %0:6 = transform.match.structured failures(suppress) %arg0 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_op, !transform.any_value, !transform.affine_map) {
// CHECK-NEXT:     ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT:       %1 = transform.match.structured.rank %arg1 : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT:       %2 = transform.match.structured.num_inputs %arg1 : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT:       %3 = transform.match.structured.num_inits %arg1 : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT:       %4 = transform.match.structured.init %arg1[0] {projected_permutation} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %5 = transform.match.structured.input %arg1[0] {permutation} : (!transform.any_op) -> !transform.any_value
// CHECK-NEXT:       transform.match.structured.input %arg1[all] {projected_permutation} : !transform.any_op
// CHECK-NEXT:       %6 = transform.match.structured.input %arg1[except(-1)] : (!transform.any_op) -> !transform.affine_map
// CHECK-NEXT:       %7 = transform.match.structured.elemental_bitwidth %5 : (!transform.any_value) -> !transform.param<i64>
// CHECK-NEXT:       %8 = transform.match.structured.dim %arg1[all] : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT:       transform.match.structured.dim %arg1[0, 1] {parallel} : !transform.any_op
// CHECK-NEXT:       transform.match.structured.dim %arg1[-1] {reduction} : !transform.any_op
// CHECK-NEXT:       transform.match.structured.body %arg1 {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
// CHECK-NEXT:       transform.match.structured.body %arg1 {reduction_position = 0 : i64} : !transform.any_op
// CHECK-NEXT:       transform.match.structured.body %arg1 {passthrough} : !transform.any_op
// CHECK-NEXT:       transform.match.structured.body %arg1 {elementwise} : !transform.any_op
// CHECK-NEXT:       %batch, %m, %n, %k = transform.match.structured.classify_contraction_dims %arg1 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
// CHECK-NEXT:       %batch_0, %output_image, %output_channel, %filter_loop, %input_channel, %depth, %strides, %dilations = transform.match.structured.classify_convolution_dims %arg1 : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
// CHECK-NEXT:       %9 = transform.match.structured.result %arg1[0] any : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %10 = transform.match.structured.result %arg1[-1] single : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:       %11 = transform.match.structured.result %arg1[0] : (!transform.any_op) -> !transform.any_value
// CHECK-NEXT:       transform.match.structured.yield %1, %2, %3, %4, %5, %6 : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_op, !transform.any_value, !transform.affine_map
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.match.structured %arg0 : !transform.any_op {
// CHECK-NEXT:     ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT:       %1 = transform.match.structured.rank %arg1 : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT:     }
// CHECK-NEXT:     transform.yield %0#3, %0#0 : !transform.any_op, !transform.param<i64>
// CHECK-NEXT:   }
// CHECK-NEXT:   transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:     %0 = transform.structured.match ops{["linalg.matmul", "linalg.generic"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %1 = transform.structured.match interface{LinalgOp} attributes {marker, value = 3 : i64} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %2 = transform.structured.match interface{TilingInterface} filter_result_type = tensor<4xf32> in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %3 = transform.structured.match interface{LoopLikeInterface} filter_operand_types = [f32, i32] in %arg0 {tag} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %4 = transform.structured.match in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     transform.yield {{$}}
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "transform.match.structured"({{.*}}) <{failure_propagation_mode = 2 : i32}> ({
// GENERIC: "transform.match.structured.input"({{.*}}) <{is_inverted, raw_position_list = array<i64: -1>}>
// GENERIC: "transform.match.structured.dim"({{.*}}) <{is_all, raw_dim_list = array<i64>}>
// GENERIC: "transform.match.structured.body"({{.*}}) <{reduction_position = 0 : i64}>
// GENERIC: "transform.match.structured.result"({{.*}}) <{any, position = 0 : i64}>
// GENERIC: "transform.match.structured"({{.*}}) ({
// GENERIC: "transform.match.structured.yield"() : () -> ()
// GENERIC: "transform.structured.match"({{.*}}) <{interface = 0 : i32, op_attrs = {marker, value = 3 : i64}}>
// GENERIC: "transform.structured.match"({{.*}}) <{filter_result_type = tensor<4xf32>, interface = 1 : i32}>
// GENERIC: "transform.structured.match"({{.*}}) <{filter_operand_types = [f32, i32], interface = 2 : i32}> {tag}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_matmul(%op: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    %res:6 = transform.match.structured failures(suppress) %op : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_op, !transform.any_value, !transform.affine_map) {
    ^bb0(%c: !transform.any_op):
      %rank = transform.match.structured.rank %c : (!transform.any_op) -> !transform.param<i64>
      %ni = transform.match.structured.num_inputs %c : (!transform.any_op) -> !transform.param<i64>
      %no = transform.match.structured.num_inits %c : (!transform.any_op) -> !transform.param<i64>
      %init = transform.match.structured.init %c[0] {projected_permutation} : (!transform.any_op) -> !transform.any_op
      %in0 = transform.match.structured.input %c[0] {permutation} : (!transform.any_op) -> !transform.any_value
      transform.match.structured.input %c[all] {projected_permutation} : !transform.any_op
      %map = transform.match.structured.input %c[except(-1)] : (!transform.any_op) -> !transform.affine_map
      %bw = transform.match.structured.elemental_bitwidth %in0 : (!transform.any_value) -> !transform.param<i64>
      %dims = transform.match.structured.dim %c[all] : (!transform.any_op) -> !transform.param<i64>
      transform.match.structured.dim %c[0, 1] {parallel} : !transform.any_op
      transform.match.structured.dim %c[-1] {reduction} : !transform.any_op
      transform.match.structured.body %c {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.body %c {reduction_position = 0} : !transform.any_op
      transform.match.structured.body %c {passthrough} : !transform.any_op
      transform.match.structured.body %c {elementwise} : !transform.any_op
      %b, %m, %n, %k = transform.match.structured.classify_contraction_dims %c : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7 = transform.match.structured.classify_convolution_dims %c : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      %user = transform.match.structured.result %c[0] any : (!transform.any_op) -> !transform.any_op
      %only = transform.match.structured.result %c[-1] single : (!transform.any_op) -> !transform.any_op
      %val = transform.match.structured.result %c[0] : (!transform.any_op) -> !transform.any_value
      transform.match.structured.yield %rank, %ni, %no, %init, %in0, %map : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.any_op, !transform.any_value, !transform.affine_map
    }
    transform.match.structured %op : !transform.any_op {
    ^bb0(%c: !transform.any_op):
      transform.match.structured.rank %c : (!transform.any_op) -> !transform.param<i64>
    }
    transform.yield %res#3, %res#0 : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["linalg.matmul", "linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match interface{LinalgOp} attributes{marker, value = 3 : i64} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.structured.match interface{TilingInterface} filter_result_type = tensor<4xf32> in %root : (!transform.any_op) -> !transform.any_op
    %d = transform.structured.match interface{LoopLikeInterface} filter_operand_types = [f32, i32] in %root {tag} : (!transform.any_op) -> !transform.any_op
    %e = transform.structured.match in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
