// Named ops with the same body (expression, element types, fun / cast)
// share one template of their implicit body; each op still owns its own
// copy of the ops (they print separately in generic form), bodies of other
// element types or casts are built apart (as mlir-opt 22 builds them).
// RUN: %xform-interp %s --mlir-print-op-generic | FileCheck %s
// RUN: %mlir-opt %s --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "same"
// CHECK: "linalg.matmul"
// CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M0:.*]] = "arith.mulf"
// CHECK-NEXT: %[[A0:.*]] = "arith.addf"(%{{.*}}, %[[M0]])
// CHECK-NEXT: "linalg.yield"(%[[A0]])
// CHECK: "linalg.matmul"
// CHECK: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M1:.*]] = "arith.mulf"
// CHECK-NEXT: %[[A1:.*]] = "arith.addf"(%{{.*}}, %[[M1]])
// CHECK-NEXT: "linalg.yield"(%[[A1]])
// CHECK: "linalg.matmul"
// CHECK: ^bb0(%{{.*}}: i8, %{{.*}}: i8, %{{.*}}: i32):
// CHECK-NEXT: "arith.extsi"
// CHECK: "linalg.matmul"
// CHECK: ^bb0(%{{.*}}: i8, %{{.*}}: i8, %{{.*}}: i32):
// CHECK-NEXT: "arith.extui"
func.func @same(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>,
                %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %2 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%2 : tensor<4x16xi32>) -> tensor<4x16xi32>
  return
}
