// Parse errors in the tensor ops' custom syntax, located and worded as
// mlir-opt 22 reports them: keyword and type-kind errors carry the
// "custom op '...'" prefix at the offending token, punctuation errors do
// not; a bad dynamic index list reports its cause and then "expected SSA
// value or integer" at the op name.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

func.func @missing_to(%x: tensor<4xf32>) {
  // expected-error @below {{custom op 'tensor.cast' expected 'to'}}
  %0 = tensor.cast %x : tensor<4xf32> too tensor<?xf32>
  return
}

// -----

func.func @missing_into(%x: tensor<4xf32>) {
  // expected-error @below {{custom op 'tensor.collapse_shape' expected 'into'}}
  %0 = tensor.collapse_shape %x [[0]] : tensor<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @missing_output_shape(%x: tensor<4xf32>) {
  // expected-error @below {{custom op 'tensor.expand_shape' expected 'output_shape'}}
  %0 = tensor.expand_shape %x [[0, 1]] : tensor<4xf32> into tensor<4x1xf32>
  return
}

// -----

func.func @unranked_where_ranked(%x: tensor<4xf32>, %i: index) {
  // expected-error @below {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'i32'}}
  %0 = tensor.extract %x[%i] : i32
  return
}

// -----

func.func @not_a_tensor(%x: tensor<4xf32>, %i: index) {
  // expected-error @below {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %x, %i : memref<4xf32>
  return
}

// -----

func.func @not_a_function_type(%s: tensor<4xf32>, %i: tensor<1x1xindex>) {
  // expected-error @below {{custom op 'tensor.gather' invalid kind of type specified: expected builtin.function, but found 'i32'}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : i32
  return
}

// -----

func.func @from_elements_unranked(%c: i32) {
  // expected-error @below {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xi32>'}}
  %0 = tensor.from_elements %c : tensor<*xi32>
  return
}

// -----

func.func @from_elements_count(%c: index) {
  // expected-error @below {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %c : tensor<2xindex>
  return
}

// -----

// functional-type(operands, results) count mismatches point at the op name.
func.func @concat_operand_count(%a: tensor<4xf32>) {
  // expected-error @below {{custom op 'tensor.concat' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<4xf32>) -> tensor<8xf32>
  return
}

// -----

func.func @splat_of_memref(%v: f32) {
  // expected-error @below {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'}}
  tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @index_list_bad_entry(%x: tensor<4xf32>) {
  // expected-error @below {{custom op 'tensor.extract_slice' expected integer value}}
  // expected-error @below {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %x[a] [1] [1] : tensor<4xf32> to tensor<1xf32>
  return
}

// -----

func.func @index_list_unclosed(%x: tensor<4xf32>, %i: index) {
  // expected-error @below {{expected ']' in dynamic index list}}
  // expected-error @below {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %x[%i 3] [1] [1] : tensor<4xf32> to tensor<1xf32>
  return
}

// -----

func.func @index_list_missing(%x: tensor<4xf32>) {
  // expected-error @below {{expected '[' in dynamic index list}}
  // expected-error @below {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %x[0] [1] : tensor<4xf32> to tensor<1xf32>
  return
}

// -----

// `%i [1]` reads as a scalable entry missing its `]`: only the op-level error.
func.func @index_list_scalable_unclosed(%x: tensor<4xf32>, %i: index) {
  // expected-error @below {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %x[%i [1] [1] : tensor<4xf32> to tensor<1xf32>
  return
}

// -----

func.func @pad_missing_low(%x: tensor<4xf32>, %f: f32) {
  // expected-error @below {{custom op 'tensor.pad' expected 'low'}}
  %0 = tensor.pad %x high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @concat_dim_not_integer(%x: tensor<4xf32>, %i: index) {
  // expected-error @below {{expected attribute value}}
  %0 = tensor.concat dim(%i) %x : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @tensor_of_tensor(%t: tensor<4xf32>) {
  // expected-error @below {{invalid tensor element type}}
  %0 = "tensor.splat"(%t) : (tensor<4xf32>) -> tensor<4xtensor<4xf32>>
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: custom-syntax-errors.mlir:11:39: error: custom op 'tensor.cast' expected 'to'
// LOC: custom-syntax-errors.mlir:19:55: error: custom op 'tensor.collapse_shape' expected 'into'
// LOC: custom-syntax-errors.mlir:27:40: error: custom op 'tensor.expand_shape' expected 'output_shape'
// LOC: custom-syntax-errors.mlir:35:32: error: custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'i32'
// LOC: custom-syntax-errors.mlir:43:28: error: custom op 'tensor.dim' invalid kind of type specified
// LOC: custom-syntax-errors.mlir:51:48: error: custom op 'tensor.gather' invalid kind of type specified: expected builtin.function, but found 'i32'
// LOC: custom-syntax-errors.mlir:59:34: error: custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xi32>'
// LOC: custom-syntax-errors.mlir:67:29: error: custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types
// LOC: custom-syntax-errors.mlir:76:8: error: custom op 'tensor.concat' number of operands and types do not match: got 2 operands and 1 types
// LOC: custom-syntax-errors.mlir:84:21: error: custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'
// LOC: custom-syntax-errors.mlir:93:32: error: custom op 'tensor.extract_slice' expected integer value
// LOC: custom-syntax-errors.mlir:93:8: error: custom op 'tensor.extract_slice' expected SSA value or integer
// LOC: custom-syntax-errors.mlir:102:34: error: expected ']' in dynamic index list
// LOC: custom-syntax-errors.mlir:102:8: error: custom op 'tensor.extract_slice' expected SSA value or integer
// LOC: custom-syntax-errors.mlir:111:38: error: expected '[' in dynamic index list
// LOC: custom-syntax-errors.mlir:111:8: error: custom op 'tensor.extract_slice' expected SSA value or integer
// LOC: custom-syntax-errors.mlir:120:8: error: custom op 'tensor.extract_slice' expected SSA value or integer
// LOC: custom-syntax-errors.mlir:128:22: error: custom op 'tensor.pad' expected 'low'
// LOC: custom-syntax-errors.mlir:139:26: error: expected attribute value
// LOC: custom-syntax-errors.mlir:147:57: error: invalid tensor element type
