// The checks mlir-opt's ODS-generated verifiers make before an op's own
// verifier, on tensor ops written in generic form: count traits (regions,
// results, operands), required inherent attributes (in name order), their
// kinds, operandSegmentSizes (zeros when absent, as mlir-opt prints).
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

func.func @two_operands_for_one(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.cast' op requires a single operand}}
  %0 = "tensor.cast"(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @one_operand_for_two(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.dim' op expected 2 operands, but found 1}}
  %0 = "tensor.dim"(%t) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @no_operand_for_variadic() {
  // expected-error @below {{'tensor.extract' op expected 1 or more operands, but found 0}}
  %0 = "tensor.extract"() : () -> f32
  return
}

// -----

func.func @two_results(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.extract' op requires one result}}
  %0:2 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> (f32, f32)
  return
}

// -----

func.func @region_on_dim(%t: tensor<4xf32>, %i: index) {
  // expected-error @below {{'tensor.dim' op requires zero regions}}
  %0 = "tensor.dim"(%t, %i) ({}) : (tensor<4xf32>, index) -> index
  return
}

// -----

func.func @missing_static_offsets(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.extract_slice' op requires attribute 'static_offsets'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

// Attributes are checked in name order: static_high before static_low.
func.func @missing_pad_lists(%t: tensor<4xf32>, %f: f32) {
  // expected-error @below {{'tensor.pad' op requires attribute 'static_high'}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>}> ({
  ^bb0(%a: index):
    "tensor.yield"(%f) : (f32) -> ()
  }) : (tensor<4xf32>) -> tensor<7xf32>
  return
}

// -----

func.func @missing_segment_sizes(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.extract_slice' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "tensor.extract_slice"(%t) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @wrong_segment_sizes(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.extract_slice' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @slice_of_scalar(%f: f32) {
  // expected-error @below {{'tensor.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.extract_slice"(%f) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @missing_reassociation(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op requires attribute 'reassociation'}}
  %0 = "tensor.collapse_shape"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @reassociation_of_i32(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "tensor.collapse_shape"(%t) {reassociation = [[0 : i32]]} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @missing_dim(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.concat' op requires attribute 'dim'}}
  %0 = "tensor.concat"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @unique_not_unit(%t: tensor<4xf32>, %i: tensor<1x1xindex>) {
  // expected-error @below {{'tensor.gather' op attribute 'unique' failed to satisfy constraint: unit attribute}}
  %0 = "tensor.gather"(%t, %i) {gather_dims = array<i64: 0>, unique = 1} : (tensor<4xf32>, tensor<1x1xindex>) -> tensor<1x1xf32>
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: invalid-generic-invariants.mlir:10:8: error: 'tensor.cast' op requires a single operand
// LOC: invalid-generic-invariants.mlir:18:8: error: 'tensor.dim' op expected 2 operands, but found 1
// LOC: invalid-generic-invariants.mlir:26:8: error: 'tensor.extract' op expected 1 or more operands, but found 0
// LOC: invalid-generic-invariants.mlir:34:10: error: 'tensor.extract' op requires one result
// LOC: invalid-generic-invariants.mlir:42:8: error: 'tensor.dim' op requires zero regions
// LOC: invalid-generic-invariants.mlir:50:8: error: 'tensor.extract_slice' op requires attribute 'static_offsets'
// LOC: invalid-generic-invariants.mlir:59:8: error: 'tensor.pad' op requires attribute 'static_high'
// LOC: invalid-generic-invariants.mlir:70:8: error: 'tensor.extract_slice' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'
// LOC: invalid-generic-invariants.mlir:78:8: error: 'tensor.extract_slice' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'
// LOC: invalid-generic-invariants.mlir:86:8: error: 'tensor.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'f32'
// LOC: invalid-generic-invariants.mlir:94:8: error: 'tensor.collapse_shape' op requires attribute 'reassociation'
// LOC: invalid-generic-invariants.mlir:102:8: error: 'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes
// LOC: invalid-generic-invariants.mlir:110:8: error: 'tensor.concat' op requires attribute 'dim'
// LOC: invalid-generic-invariants.mlir:118:8: error: 'tensor.gather' op attribute 'unique' failed to satisfy constraint: unit attribute
