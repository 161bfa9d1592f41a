// Keys of the `<{...}>` property dictionary of an op in custom form that the
// op does not define are dropped too, as mlir-opt 22 drops them (found by
// fuzz_roundtrip: the generic form printed `cXst` once, then the round trip
// dropped it); a key the op defines (`cast`) is kept.
// RUN: %xform-interp %s --mlir-print-op-generic | FileCheck %s
// RUN: %mlir-opt %s --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "unknown_key"
// CHECK: "linalg.copy"(%{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1>}>
// CHECK-LABEL: sym_name = "known_key"
// CHECK: "linalg.copy"(%{{.*}}, %{{.*}}) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}>
func.func @unknown_key(%s: memref<4x8xi8>, %d: memref<4x8xi32>) {
  linalg.copy <{cXst = #linalg.type_fn<cast_unsigned>}> ins(%s : memref<4x8xi8>) outs(%d : memref<4x8xi32>)
  return
}
func.func @known_key(%s: memref<4x8xi8>, %d: memref<4x8xi32>) {
  linalg.copy <{cast = #linalg.type_fn<cast_unsigned>}> ins(%s : memref<4x8xi8>) outs(%d : memref<4x8xi32>)
  return
}
