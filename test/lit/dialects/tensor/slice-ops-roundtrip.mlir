// extract_slice / insert_slice round trip: mixed static/dynamic offsets,
// sizes and strides, rank-reducing slices, scalable `[0]` entries (accepted
// and dropped), attribute dictionaries, %extracted_slice / %inserted_slice
// names, and the generic form with static_* and operandSegmentSizes.
// Expected output: mlir-opt 22.1.8 (custom and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform %s | %xform | FileCheck %s

// CHECK-LABEL: func.func @extract_slice(%arg0: tensor<8x16x4xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<4x?xf32> {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 1] [4, %arg2, 1] [1, %arg3, 1] : tensor<8x16x4xf32> to tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, 0, 0] [1, 16, 4] [1, 1, 1] {foo.bar} : tensor<8x16x4xf32> to tensor<16x4xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[0, 0, 0] [1, 1, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<f32>
// CHECK-NEXT: return %extracted_slice : tensor<4x?xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<8x16x4xf32>, index, index, index) -> tensor<4x?xf32>, sym_name = "extract_slice"}> ({
// GENERIC-NEXT: ^bb0(%arg3: tensor<8x16x4xf32>, %arg4: index, %arg5: index, %arg6: index):
// GENERIC-NEXT: %2 = "tensor.extract_slice"(%arg3, %arg4, %arg5, %arg6) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: 0, -9223372036854775808, 1>, static_sizes = array<i64: 4, -9223372036854775808, 1>, static_strides = array<i64: 1, -9223372036854775808, 1>}> : (tensor<8x16x4xf32>, index, index, index) -> tensor<4x?xf32>
// GENERIC-NEXT: %3 = "tensor.extract_slice"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 4>, static_strides = array<i64: 1, 1, 1>}> {foo.bar} : (tensor<8x16x4xf32>) -> tensor<16x4xf32>
// GENERIC-NEXT: %4 = "tensor.extract_slice"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>) -> tensor<f32>
// GENERIC-NEXT: "func.return"(%2) : (tensor<4x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @extract_slice(%t: tensor<8x16x4xf32>, %o: index, %sz: index, %st: index) -> tensor<4x?xf32> {
  %0 = tensor.extract_slice %t[0, %o, 1] [4, %sz, 1] [1, %st, 1] : tensor<8x16x4xf32> to tensor<4x?xf32>
  %1 = tensor.extract_slice %t[0,0,0][1,16,4][1,1,1] {foo.bar} : tensor<8x16x4xf32> to tensor<16x4xf32>
  %2 = tensor.extract_slice %t[[0], 0, 0] [1, 1, 1] [1, 1, 1] : tensor<8x16x4xf32> to tensor<f32>
  return %0 : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @insert_slice(%arg0: tensor<16x4xf32>, %arg1: tensor<8x16x4xf32>, %arg2: index) -> tensor<8x16x4xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: %inserted_slice_0 = tensor.insert_slice %arg0 into %inserted_slice[0, 0, 0] [1, 16, 4] [1, 1, 1] {foo.bar = 1 : i32} : tensor<16x4xf32> into tensor<8x16x4xf32>
// CHECK-NEXT: return %inserted_slice_0 : tensor<8x16x4xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<16x4xf32>, tensor<8x16x4xf32>, index) -> tensor<8x16x4xf32>, sym_name = "insert_slice"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<16x4xf32>, %arg1: tensor<8x16x4xf32>, %arg2: index):
// GENERIC-NEXT: %0 = "tensor.insert_slice"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0, 0>, static_sizes = array<i64: 1, 16, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<16x4xf32>, tensor<8x16x4xf32>, index) -> tensor<8x16x4xf32>
// GENERIC-NEXT: %1 = "tensor.insert_slice"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 4>, static_strides = array<i64: 1, 1, 1>}> {foo.bar = 1 : i32} : (tensor<16x4xf32>, tensor<8x16x4xf32>) -> tensor<8x16x4xf32>
// GENERIC-NEXT: "func.return"(%1) : (tensor<8x16x4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @insert_slice(%s: tensor<16x4xf32>, %d: tensor<8x16x4xf32>, %o: index) -> tensor<8x16x4xf32> {
  %0 = tensor.insert_slice %s into %d[%o, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<16x4xf32> into tensor<8x16x4xf32>
  %1 = tensor.insert_slice %s into %0[0, 0, 0] [1, 16, 4] [1, 1, 1] {foo.bar = 1 : i32} : tensor<16x4xf32> into tensor<8x16x4xf32>
  return %1 : tensor<8x16x4xf32>
}
