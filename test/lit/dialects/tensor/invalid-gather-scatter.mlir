// Verifier errors of gather and scatter (their _dims lists, the indices and the
// inferred result / source types), as mlir-opt 22 words them.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

func.func @gather_dims_empty(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims must be non-empty}}
  %out = tensor.gather %source[%indices] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_dims_overflow(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims overflow source rank}}
  %out = tensor.gather %source[%indices] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_dims_vs_0d_indices(%source: tensor<4x5x6xf32>, %indices: tensor<index>) {
  // expected-error @below {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %out = tensor.gather %source[%indices] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<index>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_dims_vs_indices(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %out = tensor.gather %source[%indices] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_dims_negative(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims value must be non-negative}}
  %out = tensor.gather %source[%indices] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_dims_too_large(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %out = tensor.gather %source[%indices] gather_dims([42]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_dims_not_increasing(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error @below {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %out = tensor.gather %source[%indices] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>
  return
}

// -----

func.func @gather_result_type(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error @below {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')}}
  %out = tensor.gather %source[%indices] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_float_indices(%source: tensor<4x5x6xf32>, %indices: tensor<1x2x2xf32>) {
  // expected-error @below {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x2xf32>'}}
  %out = tensor.gather %source[%indices] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xf32>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @scatter_dims_empty(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.scatter' op scatter_dims must be non-empty}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @scatter_dims_overflow(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x3xindex>) {
  // expected-error @below {{'tensor.scatter' op scatter_dims overflow dest rank}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 1, 2, 3]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @scatter_dims_too_large(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x1xindex>) {
  // expected-error @below {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([42]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @scatter_missing_unique(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error @below {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 2]) : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @scatter_source_type(%source: tensor<f32>, %dest: tensor<4x5x6xf32>, %indices: tensor<1x2x2xindex>) {
  // expected-error @below {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<f32>')}}
  %out = tensor.scatter %source into %dest[%indices] scatter_dims([0, 2]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: invalid-gather-scatter.mlir:8:10: error: 'tensor.gather' op gather_dims must be non-empty
// LOC: invalid-gather-scatter.mlir:16:10: error: 'tensor.gather' op gather_dims overflow source rank
// LOC: invalid-gather-scatter.mlir:24:10: error: 'tensor.gather' op gather_dims length must match the size of last dimension of indices
// LOC: invalid-gather-scatter.mlir:32:10: error: 'tensor.gather' op gather_dims length must match the size of last dimension of indices
// LOC: invalid-gather-scatter.mlir:40:10: error: 'tensor.gather' op gather_dims value must be non-negative
// LOC: invalid-gather-scatter.mlir:48:10: error: 'tensor.gather' op gather_dims value must be smaller than source rank
// LOC: invalid-gather-scatter.mlir:56:10: error: 'tensor.gather' op gather_dims values must be strictly increasing
// LOC: invalid-gather-scatter.mlir:64:10: error: 'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')
// LOC: invalid-gather-scatter.mlir:72:10: error: 'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x2xf32>'
// LOC: invalid-gather-scatter.mlir:80:10: error: 'tensor.scatter' op scatter_dims must be non-empty
// LOC: invalid-gather-scatter.mlir:88:10: error: 'tensor.scatter' op scatter_dims overflow dest rank
// LOC: invalid-gather-scatter.mlir:96:10: error: 'tensor.scatter' op scatter_dims value must be smaller than dest rank
// LOC: invalid-gather-scatter.mlir:104:10: error: 'tensor.scatter' op requires 'unique' attribute to be set
// LOC: invalid-gather-scatter.mlir:112:10: error: 'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<f32>')
