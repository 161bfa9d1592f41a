// The printer's alias pre-scan ignores maps a custom printer leaves out
// (default indexing_maps of linalg.matmul / linalg.elementwise, the
// verifier's linalg.memoized_indexing_maps): no #map definitions precede
// the module.  The generic form prints them, so it gets the aliases.
// Both outputs as mlir-opt 22 prints them.
// RUN: %xform-interp %s | FileCheck %s
// RUN: %xform-interp %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir-opt %s | FileCheck %s
// RUN: %mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-NOT: #map
// CHECK: module {
// CHECK: linalg.matmul ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(
// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC: "builtin.module"() ({
// GENERIC: indexing_maps = [#map, #map1, #map2]
func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %c : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %1 : tensor<4x16xf32>
}
