// Verifier errors of expand_shape, collapse_shape, reshape, concat, cast
// and bitcast, worded as mlir-opt 22 reports them.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

func.func @expand_static_product(%t: tensor<2x3x20xf32>) {
  // expected-error @below {{'tensor.expand_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.expand_shape %t [[0], [1], [2, 3, 4]] output_shape [2, 3, 2, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>
  return
}

// -----

func.func @collapse_static_product(%t: tensor<?x4x5xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 20}}
  %0 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<?x4x5xf32> into tensor<?x?xf32>
  return
}

// -----

func.func @collapse_dynamic_group(%t: tensor<4x?xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<20xf32>
  return
}

// -----

func.func @expand_output_shape_length(%t: tensor<2xf32>) {
  // expected-error @below {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [1, 2] : tensor<2xf32> into tensor<1x1x2xf32>
  return
}

// -----

func.func @expand_dynamic_dims_generic(%t: tensor<20xf32>, %i: index) {
  // expected-error @below {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 5>}> : (tensor<20xf32>, index) -> tensor<4x5xf32>
  return
}

// -----

func.func @collapse_map_size(%t: tensor<4x5xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<4x5xf32> into tensor<4x5xf32>
  return
}

// -----

func.func @collapse_map_count(%t: tensor<4x5x6xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x5x6xf32> into tensor<4x30xf32>
  return
}

// -----

func.func @collapse_not_contiguous(%t: tensor<4x5x6xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<4x5x6xf32> into tensor<24x5xf32>
  return
}

// -----

func.func @collapse_higher_rank(%t: tensor<4x5xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected the expanded type, 'tensor<4x5xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<4x5x1xf32>'.}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x5xf32> into tensor<4x5x1xf32>
  return
}

// -----

func.func @collapse_element_type(%t: tensor<4x5xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<20xf32>', but got 'tensor<20xi32>'}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x5xf32> into tensor<20xi32>
  return
}

// -----

func.func @collapse_bad_reassociation(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.collapse_shape %t [0] : tensor<4xf32> into tensor<4xf32>
  return
}

// -----

func.func @reshape_element_type(%buf: tensor<*xf32>, %shape: tensor<1xi32>) -> tensor<?xi32> {
  // expected-error @below {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %buf(%shape) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// -----

func.func @reshape_dynamic_shape(%buf: tensor<*xf32>, %shape: tensor<?xi32>) -> tensor<?xf32> {
  // expected-error @below {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %buf(%shape) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @reshape_rank(%buf: tensor<*xf32>, %shape: tensor<1xi32>) -> tensor<?x?xf32> {
  // expected-error @below {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %buf(%shape) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @reshape_element_count(%buf: tensor<1xf32>, %shape: tensor<1xi32>) -> tensor<10xf32> {
  // expected-error @below {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %buf(%shape) : (tensor<1xf32>, tensor<1xi32>) -> tensor<10xf32>
  return %0 : tensor<10xf32>
}

// -----

func.func @reshape_shape_operand(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<4xf32>'}}
  %0 = tensor.reshape %t(%t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @concat_no_input() {
  // expected-error @below {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<1x2x3xf32>
  return
}

// -----

func.func @concat_rank(%a: tensor<1xf32>) {
  // expected-error @below {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @concat_dim(%a: tensor<3xf32>) {
  // expected-error @below {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @concat_element_type(%a: tensor<3xf32>, %b: tensor<3xi32>) {
  // expected-error @below {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<3xi32>) -> tensor<3xf32>
  return
}

// -----

func.func @concat_other_dims(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error @below {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<7x5xf32>
  return
}

// -----

func.func @concat_inferred_size(%a: tensor<3xf32>) {
  // expected-error @below {{'tensor.concat' op result type 'tensor<7xf32>'does not match inferred shape 'tensor<6xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<7xf32>
  return
}

// -----

func.func @concat_dim_type_generic(%a: tensor<4xf32>) {
  // expected-error @below {{'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tensor.concat"(%a) {dim = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @cast_static_mismatch(%t: tensor<1xf32>) {
  // expected-error @below {{'tensor.cast' op operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @cast_element_type(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: invalid-reshapes.mlir:8:8: error: 'tensor.expand_shape' op expected dimension 2 of collapsed type to be static value of 40
// LOC: invalid-reshapes.mlir:16:8: error: 'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 20
// LOC: invalid-reshapes.mlir:24:8: error: 'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic
// LOC: invalid-reshapes.mlir:32:8: error: 'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead
// LOC: invalid-reshapes.mlir:40:8: error: 'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values
// LOC: invalid-reshapes.mlir:48:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.
// LOC: invalid-reshapes.mlir:56:8: error: 'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).
// LOC: invalid-reshapes.mlir:64:8: error: 'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.
// LOC: invalid-reshapes.mlir:72:8: error: 'tensor.collapse_shape' op expected the expanded type, 'tensor<4x5xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<4x5x1xf32>'.
// LOC: invalid-reshapes.mlir:80:8: error: 'tensor.collapse_shape' op expected collapsed type to be 'tensor<20xf32>', but got 'tensor<20xi32>'
// LOC: invalid-reshapes.mlir:88:8: error: 'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes
// LOC: invalid-reshapes.mlir:96:8: error: 'tensor.reshape' op element types of source and destination tensor types should be the same
// LOC: invalid-reshapes.mlir:104:8: error: 'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type
// LOC: invalid-reshapes.mlir:112:8: error: 'tensor.reshape' op length of shape operand differs from the result's tensor rank
// LOC: invalid-reshapes.mlir:120:8: error: 'tensor.reshape' op source and destination tensor should have the same number of elements
// LOC: invalid-reshapes.mlir:128:8: error: 'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<4xf32>'
// LOC: invalid-reshapes.mlir:136:8: error: 'tensor.concat' op requires at least one input
// LOC: invalid-reshapes.mlir:144:8: error: 'tensor.concat' op rank of concatenated inputs must match result rank
// LOC: invalid-reshapes.mlir:152:8: error: 'tensor.concat' op concatenation dim must be less than the tensor rank
// LOC: invalid-reshapes.mlir:160:8: error: 'tensor.concat' op inputs and result element type must match
// LOC: invalid-reshapes.mlir:168:8: error: 'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1
// LOC: invalid-reshapes.mlir:176:8: error: 'tensor.concat' op result type 'tensor<7xf32>'does not match inferred shape 'tensor<6xf32>' static sizes
// LOC: invalid-reshapes.mlir:184:8: error: 'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute
// LOC: invalid-reshapes.mlir:192:8: error: 'tensor.cast' op operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible
// LOC: invalid-reshapes.mlir:200:8: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible
// LOC: invalid-reshapes.mlir:208:8: error: 'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible
