// transform-scripts/lib, entry point @annotate_by_name: the name-list
// matchers of match-names.mlir tag the named contractions (matmul,
// batch_matmul), 2-D convolutions and elementwise ops (linalg.elementwise,
// linalg.exp, linalg.mul) but not the linalg.generic ops, whatever they
// compute, nor arith ops.  Output as mlir-opt 22 prints it.
// (This file only holds RUN and CHECK lines.)
// RUN: %xform-interp %S/../../../transform-scripts/lib/examples/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=annotate_by_name | FileCheck %s

// CHECK-LABEL: func.func @fc_relu(
// CHECK-NEXT:    linalg.matmul {xform.matched} ins
// CHECK-NEXT:    linalg.elementwise kind=#linalg.elementwise_kind<add> {xform.matched} ins
// CHECK-NEXT:    %cst = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// CHECK-NEXT:    linalg.elementwise kind=#linalg.elementwise_kind<max_signed> {xform.matched} ins
// CHECK-LABEL: func.func @generic_matmul(
// CHECK-NEXT:    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// CHECK-LABEL: func.func @batch_matmul(
// CHECK-NEXT:    linalg.batch_matmul {xform.matched} ins
// CHECK-LABEL: func.func @elementwise_chain(
// CHECK-NEXT:    %0 = linalg.exp {xform.matched} ins
// CHECK-NEXT:    %1 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%0, %arg1 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%arg2 : tensor<4x16xf32>) {
// CHECK:         %2 = linalg.mul {xform.matched} ins
// CHECK-LABEL: func.func @conv(
// CHECK-NEXT:    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, xform.matched} ins
// CHECK-LABEL: func.func @depthwise(
// CHECK-NEXT:    linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>, xform.matched} ins
// CHECK-LABEL: func.func @scaled_sum(
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %arg1 : i32
