// transform-scripts/lib, entry point @annotate_structure: the same walks as
// @remark_structure, tagging ops with unit attributes instead; the printed
// IR is otherwise the payload's.  Output as mlir-opt 22 prints it for the
// same command (lib-mlir-opt-agrees.mlir runs it).
// (This file only holds RUN and CHECK lines.)
// RUN: %xform-interp %S/../../../transform-scripts/lib/examples/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=annotate_structure | FileCheck %s

// CHECK-LABEL: func.func @fc_relu(
// CHECK-NEXT:    %0 = linalg.matmul {xform.fc, xform.matmul_like} ins(%arg0, %arg1
// CHECK-NEXT:    %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> {xform.bias, xform.chain_producer} ins(%0, %arg2
// CHECK-NEXT:    %cst = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// CHECK-NEXT:    %2 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> {xform.chain_consumer, xform.relu} ins(%1, %cst
// CHECK-LABEL: func.func @fc_relu_swapped(
// CHECK-NEXT:    %0 = linalg.matmul {xform.fc, xform.matmul_like} ins
// CHECK-NEXT:    %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> {xform.bias} ins
// CHECK-NEXT:    %cst = arith.constant
// CHECK-NEXT:    %2 = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> {xform.relu} ins(%cst, %1
// CHECK-LABEL: func.func @fc_scale(
// CHECK-NEXT:    %0 = linalg.matmul {xform.matmul_like} ins
// CHECK-NEXT:    %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> {xform.chain_producer} ins
// CHECK-NEXT:    %2 = linalg.elementwise kind=#linalg.elementwise_kind<mul> {xform.chain_consumer} ins
// CHECK-LABEL: func.func @generic_matmul(
// CHECK-NEXT:    %0 = linalg.generic {{.*}} attrs =  {xform.matmul_like} {
// CHECK-LABEL: func.func @batch_matmul(
// CHECK-NEXT:    %0 = linalg.batch_matmul {xform.matmul_like} ins
// CHECK-LABEL: func.func @elementwise_chain(
// CHECK-NEXT:    %0 = linalg.exp {xform.chain_producer} ins
// CHECK-NEXT:    %1 = linalg.generic {{.*}} attrs =  {xform.chain_consumer, xform.chain_producer} {
// CHECK:         %2 = linalg.mul {xform.chain_consumer} ins
// CHECK-LABEL: func.func @conv(
// CHECK-NEXT:    %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, xform.convolution} ins
// CHECK-LABEL: func.func @depthwise(
// CHECK-NEXT:    %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, xform.convolution} ins
// CHECK-LABEL: func.func @scaled_sum(
// CHECK-NOT:     xform.
// CHECK:         return
