// Verifier errors of pad, generate and yield.  Their region checks (block
// arguments, yielded type, terminator) run after the ops nested in the
// region were verified, as mlir-opt's verifyRegions does.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

func.func @pad_result_type(%t: tensor<?x2x3x4xi32>, %l: index, %v: i32) -> tensor<?x?x?x8xf32> {
  // expected-error @below {{specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>'}}
  %0 = tensor.pad %t low[1, %l, 2, 2] high[1, 2, %l, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i32
  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>
  return %0 : tensor<?x?x?x8xf32>
}

// -----

func.func @pad_list_length(%t: tensor<4xf32>, %f: f32) {
  // expected-error @below {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<7xf32>'}}
  %0 = tensor.pad %t low[1, 2] high[2] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}

// -----

func.func @pad_block_arg_count(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error @below {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_block_arg_type(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error @below {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: i32, %b: i32):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_yield_type(%t: tensor<?x4xi32>, %v: i8) -> tensor<?x9xi32> {
  // expected-error @below {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i8
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

// The implicit terminator of an empty body is a yield without operand.
func.func @pad_missing_yield(%t: tensor<4xf32>) {
  // expected-error @below {{'tensor.yield' op requires a single operand}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @generate_extent_count(%m: index, %f: f32) -> tensor<?x3x?xf32> {
  // expected-error @below {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.generate %m {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_arg_count(%m: index, %n: index, %f: f32) -> tensor<?x3x?xf32> {
  // expected-error @below {{must have one body argument per input dimension}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_arg_type(%m: index, %n: index, %f: f32) -> tensor<?x3x?xf32> {
  // expected-error @below {{all body arguments must be index}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: i64):
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_yield_type(%m: index, %n: index, %v: i32) -> tensor<?x3x?xf32> {
  // expected-error @below {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %v : i32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

// The nested op's error comes before the enclosing generate's region check.
func.func @generate_foreign_terminator(%m: index, %n: index, %f: f32) -> tensor<?x3x?xf32> {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    // expected-error @below {{'func.return' op expects parent op 'func.func'}}
    func.return %f : f32
  } : tensor<?x3x?xf32>
  return %0 : tensor<?x3x?xf32>
}

// -----

func.func @generate_two_blocks(%f: f32) {
  // expected-error @below {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = "tensor.generate"() ({
  ^bb0(%a: index):
    "tensor.yield"(%f) : (f32) -> ()
  ^bb1:
    "tensor.yield"(%f) : (f32) -> ()
  }) : () -> tensor<4xf32>
  return
}

// -----

func.func @generate_no_block() {
  // expected-error @below {{'tensor.generate' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  %0 = "tensor.generate"() ({
  }) : () -> tensor<4xf32>
  return
}

// -----

func.func @generate_no_region() {
  // expected-error @below {{'tensor.generate' op requires one region}}
  %0 = "tensor.generate"() : () -> tensor<4xf32>
  return
}

// -----

func.func @yield_outside(%f: f32) {
  // expected-error @below {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%f) : (f32) -> ()
}

// -----

func.func @yield_two_operands(%f: f32) {
  %0 = "tensor.generate"() ({
  ^bb0(%a: index):
    // expected-error @below {{'tensor.yield' op requires a single operand}}
    "tensor.yield"(%f, %f) : (f32, f32) -> ()
  }) : () -> tensor<4xf32>
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: invalid-region-ops.mlir:9:8: error: specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>'
// LOC: invalid-region-ops.mlir:20:8: error: failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<7xf32>'
// LOC: invalid-region-ops.mlir:31:8: error: expected the block to have 2 arguments
// LOC: invalid-region-ops.mlir:42:8: error: 'tensor.pad' op expected block argument 1 to be an index
// LOC: invalid-region-ops.mlir:53:8: error: 'tensor.pad' op expected yield type to match shape element type
// LOC: invalid-region-ops.mlir:65:8: error: 'tensor.yield' op requires a single operand
// LOC: invalid-region-ops.mlir:75:8: error: 'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2
// LOC: invalid-region-ops.mlir:86:8: error: must have one body argument per input dimension
// LOC: invalid-region-ops.mlir:97:8: error: all body arguments must be index
// LOC: invalid-region-ops.mlir:108:8: error: 'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type
// LOC: invalid-region-ops.mlir:122:5: error: 'func.return' op expects parent op 'func.func'
// LOC: invalid-region-ops.mlir:131:8: error: 'tensor.generate' op expects region #0 to have 0 or 1 blocks
// LOC: invalid-region-ops.mlir:144:8: error: 'tensor.generate' op region #0 ('body') failed to verify constraint: region with 1 blocks
// LOC: invalid-region-ops.mlir:153:8: error: 'tensor.generate' op requires one region
// LOC: invalid-region-ops.mlir:161:3: error: 'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'
// LOC: invalid-region-ops.mlir:170:5: error: 'tensor.yield' op requires a single operand
