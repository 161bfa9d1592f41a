// Generic form of registered ops: inherent attributes written in the
// attribute dictionary become properties (printed `<{...}>`); when
// `<{...}>` already has one, the dictionary's copy is dropped.
// Expected output: mlir-opt 22.1.8 (custom and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @inherent_in_attr_dict(%arg0: tensor<4xf32>) {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %concat_0 = tensor.concat dim(0) %arg0 {foo.bar} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %concat_1 = tensor.concat dim(0) %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "inherent_in_attr_dict"}> ({
// GENERIC-NEXT: ^bb0(%arg1: tensor<4xf32>):
// GENERIC-NEXT: %1 = "tensor.concat"(%arg1) <{dim = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %2 = "tensor.concat"(%arg1) <{dim = 0 : i64}> {foo.bar} : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %3 = "tensor.concat"(%arg1) <{dim = 0 : i64}> : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @inherent_in_attr_dict(%t: tensor<4xf32>) {
  %0 = "tensor.concat"(%t) {dim = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  %1 = "tensor.concat"(%t) <{dim = 0 : i64}> {dim = 1 : i64, foo.bar} : (tensor<4xf32>) -> tensor<4xf32>
  %2 = "tensor.concat"(%t) <{}> {dim = 0 : i64} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// CHECK-LABEL: func.func @slice_attrs_in_attr_dict(%arg0: tensor<4xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4xf32>) -> (), sym_name = "slice_attrs_in_attr_dict"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4xf32>):
// GENERIC-NEXT: %0 = "tensor.extract_slice"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @slice_attrs_in_attr_dict(%t: tensor<4xf32>) {
  %0 = "tensor.extract_slice"(%t) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<2xf32>
  return
}
