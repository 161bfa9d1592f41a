// Verifier errors of extract, insert, empty, splat, from_elements, dim and
// rank, worded and located as mlir-opt 22 reports them.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

func.func @extract_wrong_index_count(%t: tensor<?xf32>) {
  // expected-error @below {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[] : tensor<?xf32>
  return
}

// -----

func.func @insert_wrong_index_count(%f: f32, %t: tensor<?xf32>, %i: index) {
  // expected-error @below {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i, %i] : tensor<?xf32>
  return
}

// -----

func.func @extract_unranked_generic(%u: tensor<*xf32>, %i: index) {
  // expected-error @below {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.extract"(%u, %i) : (tensor<*xf32>, index) -> f32
  return
}

// -----

func.func @extract_non_index_generic(%t: tensor<4xf32>, %i: i32) {
  // expected-error @below {{'tensor.extract' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, i32) -> f32
  return
}

// -----

func.func @extract_result_type_generic(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @insert_scalar_type_generic(%v: i32, %t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%v, %t, %i) : (i32, tensor<4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @insert_result_type_generic(%f: f32, %t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<5xf32>
  return
}

// -----

func.func @empty_dynamic_size_count(%sz: index) {
  // expected-error @below {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%sz) : tensor<2x?x?x5xf32>
  return
}

// -----

func.func @empty_unranked_generic() {
  // expected-error @below {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.empty"() : () -> tensor<*xf32>
  return
}

// -----

func.func @splat_dynamic_size_count(%v: f32, %m: index) {
  // expected-error @below {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.splat %v[%m] : tensor<?x8x?xf32>
  return
}

// -----

func.func @splat_element_type_generic(%v: i32) {
  // expected-error @below {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%v) : (i32) -> tensor<4xf32>
  return
}

// -----

func.func @from_elements_dynamic_generic(%f: f32) {
  // expected-error @below {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = "tensor.from_elements"(%f) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @from_elements_count_generic(%f: f32) {
  // expected-error @below {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%f) : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @dim_of_0d(%t: tensor<f32>, %i: index) {
  // expected-error @below {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @dim_result_generic(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.dim' op result #0 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @rank_of_scalar_generic(%f: f32) {
  // expected-error @below {{'tensor.rank' op operand #0 must be tensor of any type values, but got 'f32'}}
  "tensor.rank"(%f) : (f32) -> index
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: invalid-element-ops.mlir:8:8: error: 'tensor.extract' op incorrect number of indices for extract_element
// LOC: invalid-element-ops.mlir:16:8: error: 'tensor.insert' op incorrect number of indices
// LOC: invalid-element-ops.mlir:24:8: error: 'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'
// LOC: invalid-element-ops.mlir:32:8: error: 'tensor.extract' op operand #1 must be variadic of index, but got 'i32'
// LOC: invalid-element-ops.mlir:40:8: error: 'tensor.extract' op failed to verify that result type matches element type of tensor
// LOC: invalid-element-ops.mlir:48:8: error: 'tensor.insert' op failed to verify that scalar type matches element type of dest
// LOC: invalid-element-ops.mlir:56:8: error: 'tensor.insert' op failed to verify that result type matches type of dest
// LOC: invalid-element-ops.mlir:64:8: error: 'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2
// LOC: invalid-element-ops.mlir:72:8: error: 'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'
// LOC: invalid-element-ops.mlir:80:8: error: 'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 2
// LOC: invalid-element-ops.mlir:88:8: error: 'tensor.splat' op failed to verify that operand type matches element type of result
// LOC: invalid-element-ops.mlir:96:8: error: 'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'
// LOC: invalid-element-ops.mlir:104:8: error: 'tensor.from_elements' op failed to verify that operand types match result element type
// LOC: invalid-element-ops.mlir:112:3: error: 'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'
// LOC: invalid-element-ops.mlir:120:8: error: 'tensor.dim' op result #0 must be index, but got 'i32'
// LOC: invalid-element-ops.mlir:128:3: error: 'tensor.rank' op operand #0 must be tensor of any type values, but got 'f32'
