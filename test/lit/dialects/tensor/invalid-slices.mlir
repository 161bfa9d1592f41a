// Verifier errors of extract_slice, insert_slice and parallel_insert_slice:
// the OffsetSizeAndStride interface (list lengths, dynamic entry counts,
// negative offsets/sizes), rank-reduced result types, out-of-bounds slices.
// Several are emitError diagnostics without the "'op' op" prefix, some with
// mlir-opt's trailing space.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

func.func @result_rank_too_large(%t: tensor<?xf32>) {
  // expected-error @below {{expected rank to be smaller or equal to the other rank. }}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @result_element_type(%t: tensor<?xf32>) {
  // expected-error @below {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @result_static_size(%t: tensor<16xf32>) {
  // expected-error @below {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<16xf32> to tensor<6xf32>
  return
}

// -----

func.func @result_dynamic_size(%t: tensor<8x16x4xf32>, %idx: index) {
  // expected-error @below {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0, 0][%idx, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @result_keeps_encoding(%t: tensor<4xf32, "enc">) {
  // expected-error @below {{expected type to be 'tensor<2xf32, "enc">' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32, "enc"> to tensor<3xf32>
  return
}

// -----

func.func @too_few_offsets(%t: tensor<?x?x?xf32>, %a: index, %b: index) {
  // expected-error @below {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %t[0, 0] [%a, %b] [1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @sizes_vs_strides(%t: tensor<4xf32>) {
  // expected-error @below {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [2, 2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}

// -----

func.func @dynamic_entry_count_generic(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<2xf32>
  return
}

// -----

func.func @negative_offset(%t: tensor<4xf32>) {
  // expected-error @below {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1] [1] [1] : tensor<4xf32> to tensor<1xf32>
  return
}

// -----

func.func @negative_size(%t: tensor<4xf32>) {
  // expected-error @below {{expected sizes to be non-negative, but got -2}}
  %0 = tensor.extract_slice %t[0] [-2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}

// -----

func.func @offset_out_of_bounds(%t: tensor<4xf32>) {
  // expected-error @below {{offset 0 is out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %t[4] [0] [1] : tensor<4xf32> to tensor<0xf32>
  return
}

// -----

func.func @slice_out_of_bounds(%t: tensor<4xf32>) {
  // expected-error @below {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %t[3] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}

// -----

func.func @insert_source_rank(%t1: tensor<?xf32>, %t2: tensor<?x?xf32>) {
  // expected-error @below {{expected rank to be smaller or equal to the other rank. }}
  %0 = tensor.insert_slice %t2 into %t1[0][4][1] : tensor<?x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @insert_source_type(%t1: tensor<4x4x4xf32>, %t2: tensor<8x16x4xf32>, %idx: index) {
  // expected-error @below {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %t1 into %t2[0, 0, 0][%idx, 4, 4][1, 1, 1] : tensor<4x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_offset_count(%a: tensor<?x?xf32>, %b: tensor<?x?x?xf32>, %i: index, %j: index) {
  // expected-error @below {{expected 3 offset values, got 2}}
  %0 = tensor.insert_slice %a into %b[0, 0] [%i, %j] [1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return
}

// -----

func.func @insert_result_generic(%s: tensor<2xf32>, %d: tensor<4xf32>) {
  // expected-error @below {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %0 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @parallel_insert_outside_in_parallel(%t: tensor<4xf32>) {
  // expected-error @below {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %t into %t[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: invalid-slices.mlir:11:8: error: expected rank to be smaller or equal to the other rank. 
// LOC: invalid-slices.mlir:19:8: error: expected element type to be 'f32'
// LOC: invalid-slices.mlir:27:8: error: expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch) 
// LOC: invalid-slices.mlir:35:8: error: expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch) 
// LOC: invalid-slices.mlir:43:8: error: expected type to be 'tensor<2xf32, "enc">' or a rank-reduced version. (size mismatch) 
// LOC: invalid-slices.mlir:51:8: error: expected 3 offset values, got 2
// LOC: invalid-slices.mlir:59:8: error: expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.
// LOC: invalid-slices.mlir:67:8: error: expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)
// LOC: invalid-slices.mlir:75:8: error: expected offsets to be non-negative, but got -1
// LOC: invalid-slices.mlir:83:8: error: expected sizes to be non-negative, but got -2
// LOC: invalid-slices.mlir:91:8: error: offset 0 is out-of-bounds: 4 >= 4
// LOC: invalid-slices.mlir:99:8: error: slice along dimension 0 runs out-of-bounds: 4 >= 4
// LOC: invalid-slices.mlir:107:8: error: expected rank to be smaller or equal to the other rank. 
// LOC: invalid-slices.mlir:115:8: error: expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch) 
// LOC: invalid-slices.mlir:123:8: error: expected 3 offset values, got 2
// LOC: invalid-slices.mlir:131:8: error: 'tensor.insert_slice' op failed to verify that expected result type to match dest type
// LOC: invalid-slices.mlir:139:3: error: expected InParallelOpInterface parent, got:
