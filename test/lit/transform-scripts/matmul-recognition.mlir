// transform-scripts/matmul: the structured matcher annotates linalg.matmul and
// matmuls written as linalg.generic, not the generic with a transposed B
// operand, the batch matmul nor the elementwise generic.
// CHECK lines taken from mlir-opt 22 on the same input (identical output).
// (This file only holds RUN and CHECK lines.)
// RUN: %xform-interp %S/../../../transform-scripts/matmul/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/matmul/matmul.mlir \
// RUN:   --transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @named
// CHECK:         linalg.matmul {matmul} ins
// CHECK-LABEL: func.func @generic
// CHECK:         linalg.generic {{.*}} attrs =  {matmul} {
// CHECK-LABEL: func.func @transposed_b
// CHECK-NOT:     {matmul}
// CHECK:         linalg.generic {{.*}} outs(%arg2 : tensor<4x16xf32>) {
// CHECK-LABEL: func.func @batch
// CHECK-NOT:     {matmul}
// CHECK:         linalg.batch_matmul ins
// CHECK-LABEL: func.func @elementwise
// CHECK-NOT:     {matmul}
// CHECK:         return
