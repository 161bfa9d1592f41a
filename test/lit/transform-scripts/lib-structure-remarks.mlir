// transform-scripts/lib, entry point @remark_structure on the library's
// example payload: contractions and convolutions recognised by structure
// (named, generic and batch forms; pooling-free), fc+bias+relu chains with
// the max's operands in either order (not the one ending in a mul), then
// every producer/consumer link of an elementwise chain.  Remarks as mlir-opt
// 22 prints them for the same command (lib-mlir-opt-agrees.mlir runs it).
// (This file only holds RUN and CHECK lines.)
// RUN: %xform-interp %S/../../../transform-scripts/lib/examples/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=remark_structure 2>&1 >/dev/null | FileCheck %s

// First walk: matmul-like ops (fc_relu, fc_relu_swapped, fc_scale, the
// generic, the batch matmul) and the two convolutions.
// CHECK:      payload.mlir:11:9: remark: matmul-like, batch loops: 0 : i64
// CHECK-NEXT: {{^}}  %mm = linalg.matmul ins(%lhs, %rhs
// CHECK:      payload.mlir:22:9: remark: matmul-like, batch loops: 0 : i64
// CHECK:      payload.mlir:34:9: remark: matmul-like, batch loops: 0 : i64
// CHECK:      payload.mlir:44:8: remark: matmul-like, batch loops: 0 : i64
// CHECK-NEXT: {{^}}  %r = linalg.generic
// CHECK:      payload.mlir:54:8: remark: matmul-like, batch loops: 1 : i64
// CHECK-NEXT: {{^}}  %r = linalg.batch_matmul
// CHECK:      payload.mlir:72:8: remark: convolution, strides: 1 : i64, 1 : i64
// CHECK-NEXT: {{^}}  %r = linalg.conv_2d_nhwc_hwcf
// CHECK:      payload.mlir:77:8: remark: convolution, strides: 1 : i64, 1 : i64
// CHECK-NEXT: {{^}}  %r = linalg.depthwise_conv_2d_nhwc_hwc

// Second walk: fc+bias+relu in @fc_relu (max(x, 0)) and @fc_relu_swapped
// (max(0, x)); @fc_scale ends in a mul and is not one.
// CHECK:      payload.mlir:11:9: remark: fc+bias+relu: matmul
// CHECK:      payload.mlir:13:13: remark: fc+bias+relu: bias add
// CHECK:      payload.mlir:16:11: remark: fc+bias+relu: relu
// CHECK:      payload.mlir:22:9: remark: fc+bias+relu: matmul
// CHECK:      payload.mlir:24:13: remark: fc+bias+relu: bias add
// CHECK:      payload.mlir:27:11: remark: fc+bias+relu: relu
// CHECK-NOT:  fc+bias+relu

// Third walk: links through operand #0 (not in @fc_relu_swapped, whose max
// takes the constant first); exp -> generic -> mul is two links.
// CHECK:      payload.mlir:13:13: remark: elementwise chain: producer
// CHECK:      payload.mlir:16:11: remark: elementwise chain: consumer
// CHECK:      payload.mlir:36:13: remark: elementwise chain: producer
// CHECK:      payload.mlir:38:13: remark: elementwise chain: consumer
// CHECK:      payload.mlir:60:8: remark: elementwise chain: producer
// CHECK-NEXT: {{^}}  %e = linalg.exp
// CHECK:      payload.mlir:61:8: remark: elementwise chain: consumer
// CHECK:      payload.mlir:61:8: remark: elementwise chain: producer
// CHECK:      payload.mlir:67:8: remark: elementwise chain: consumer
// CHECK-NEXT: {{^}}  %m = linalg.mul
// CHECK-NOT:  {{remark|error}}
