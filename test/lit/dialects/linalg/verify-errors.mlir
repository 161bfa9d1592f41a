// Verifier errors of linalg ops (required attributes and their constraints,
// DestinationStyleOpInterface, LinalgOp, IndexingMapOpInterface, yield,
// index, fill, map, reduce, transpose, broadcast), with mlir-opt's "see
// current operation" notes, in mlir-opt's order (op-level checks, then the
// body, then the LinalgOp checks).
// Expected diagnostics: mlir-opt 22.1.8 -split-input-file 
// RUN: not %xform %s -split-input-file -o %t 2>&1 | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @map_count(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @rank(%v: tensor<8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @non_invertible(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d0)>, affine_map<(d0, d1) -> (d0, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @shape(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @shape_ge(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 + 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @negative(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 - 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @symbols(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @block_args(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @block_arg_type(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f16, %y: f32):
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @results(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

func.func @result_type(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf16> {
  %0 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

// -----

func.func @mixed(%a: tensor<4x8xf32>, %m: memref<4x8xf32>) {
  linalg.copy ins(%a : tensor<4x8xf32>) outs(%m : memref<4x8xf32>)
  return
}

// -----

func.func @loops(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @yield_values(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x, %y : f32, f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @yield_type(%a: tensor<4x8xi32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xi32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: i32, %y: f32):
    linalg.yield %x : i32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @index_dim(%c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%c : tensor<4x8xf32>) {
  ^bb0(%y: f32):
    %i = linalg.index 2 : index
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @matmul_shape(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @fill_type(%x: f64, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.fill ins(%x : f64) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @conv_shape(%i: tensor<1x10x10x3xf32>, %w: tensor<3x3x3x8xf32>, %o: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}

// -----

func.func @segments(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "linalg.copy"(%a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @reduce_dims(%a: tensor<4x8xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [0]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_order(%a: tensor<4x8xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1, 1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_range(%a: tensor<4x8xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [2]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_rank(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4x8xf32>
}

// -----

func.func @transpose_perm(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 1]
  return %0 : tensor<8x4xf32>
}

// -----

func.func @transpose_dim(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [0, 1]
  return %0 : tensor<8x4xf32>
}

// -----

func.func @transpose_size(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [0]
  return %0 : tensor<8x4xf32>
}

// -----

func.func @broadcast_dim(%r: tensor<4xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%c : tensor<4x8xf32>) dimensions = [0]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_rank(%r: tensor<4xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%c : tensor<4x8xf32>) dimensions = [1, 0]
  return %0 : tensor<4x8xf32>
}

// -----

func.func @map_arity(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4x8xf32>
}

// -----

func.func @map_shape(%a: tensor<4x8xf32>, %r: tensor<4xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.map ins(%a, %r : tensor<4x8xf32>, tensor<4xf32>) outs(%c : tensor<4x8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4x8xf32>
}

// -----

func.func @map_elem(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
    (%x: f16, %y: f32) {
      linalg.yield %y : f32
    }
  return %0 : tensor<4x8xf32>
}

// -----

func.func @yield_parent() {
  linalg.yield
}

// -----

// The body is verified before the op's LinalgOp checks: the yield's error
// is reported, not the missing indexing map.
func.func @order_yield_first(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x, %x : f32, f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @order_index_first(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf16> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 5 : index
    linalg.yield %x : f32
  } -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

// -----

// Warning for an impossible cast, then the yield type error it causes.
func.func @cast_warning(%s: memref<4x8xi32>, %d: memref<4x8xindex>) {
  linalg.copy ins(%s : memref<4x8xi32>) outs(%d : memref<4x8xindex>)
  return
}

// -----

func.func @no_maps(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.generic"(%a, %c) <{iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @iterator_strings(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.generic"(%a, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @elementwise_no_kind(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.elementwise"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A matmul in generic form without indexing_maps gets the default maps.
func.func @matmul_default_maps(%a: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @index_type(%c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%c : tensor<4xf32>) {
  ^bb0(%y: f32):
    %i = "linalg.index"() <{dim = 0 : i64}> : () -> i32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK: {{.*}}verify-errors.mlir:11:8: error: 'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:11:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:21:8: error: 'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v : tensor<8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:21:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:31:8: error: 'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0, d0, d0))
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d0)>, affine_map<(d0, d1) -> (d0, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:31:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d0)>, affine_map<(d0, d1) -> (d0, d0)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:41:8: error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:41:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:51:8: error: 'linalg.generic' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 8
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 + 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:51:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1 + 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:61:8: error: 'linalg.generic' op unexpected result less than 0 at expression #1 in (d0, d1) -> (d0, d1 - 1)
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1 - 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:61:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1 - 1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:71:8: error: 'linalg.generic' op unexpected symbols in indexing_map #0
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:71:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1)[s0] -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:81:8: error: 'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:81:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:91:8: error: 'linalg.generic' op expected type of bb argument #0 ('f16') to match element or self type of the corresponding operand ('f32')
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:91:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f16, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:101:3: error: 'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)
// CHECK-NEXT:   linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:101:3: note: see current operation:
// CHECK-NEXT: "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> ()
// CHECK-NEXT: {{.*}}verify-errors.mlir:111:8: error: 'linalg.copy' op expected type of operand #1 ('tensor<4x8xf32>') to match type of corresponding result ('tensor<4x8xf16>')
// CHECK-NEXT:   %0 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf16>
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:111:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf16>
// CHECK-NEXT: {{.*}}verify-errors.mlir:118:3: error: 'linalg.copy' op expected to have pure tensor or buffer semantics
// CHECK-NEXT:   linalg.copy ins(%a : tensor<4x8xf32>) outs(%m : memref<4x8xf32>)
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:118:3: note: see current operation:
// CHECK-NEXT: "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
// CHECK-NEXT: {{.*}}verify-errors.mlir:125:8: error: 'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel"]} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:125:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:137:5: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)
// CHECK-NEXT:     linalg.yield %x, %y : f32, f32
// CHECK-NEXT:     ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:137:5: note: see current operation: "linalg.yield"(%arg2, %arg3) : (f32, f32) -> ()
// CHECK-NEXT: {{.*}}verify-errors.mlir:147:5: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')
// CHECK-NEXT:     linalg.yield %x : i32
// CHECK-NEXT:     ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:147:5: note: see current operation: "linalg.yield"(%arg2) : (i32) -> ()
// CHECK-NEXT: {{.*}}verify-errors.mlir:157:10: error: 'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp
// CHECK-NEXT:     %i = linalg.index 2 : index
// CHECK-NEXT:          ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:157:10: note: see current operation: %1 = "linalg.index"() <{dim = 2 : i64}> : () -> index
// CHECK-NEXT: {{.*}}verify-errors.mlir:166:8: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4
// CHECK-NEXT:   %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:166:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
// CHECK-NEXT:   %1 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:   %2 = "arith.addf"(%arg5, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:   "linalg.yield"(%2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:173:8: error: 'linalg.fill' op expected fill value type ('f64') to match output element type ('f32')
// CHECK-NEXT:   %0 = linalg.fill ins(%x : f64) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:173:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.fill"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f64, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f64) -> ()
// CHECK-NEXT: }) : (f64, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:180:8: error: 'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 17, but found 10
// CHECK-NEXT:   %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:180:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.conv_2d_nhwc_hwcf"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
// CHECK-NEXT:   %1 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:   %2 = "arith.addf"(%arg5, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT:   "linalg.yield"(%2) : (f32) -> ()
// CHECK-NEXT: }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:187:8: error: 'linalg.copy' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'
// CHECK-NEXT:   %0 = "linalg.copy"(%a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:187:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.copy"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:197:8: error: 'linalg.reduce' op init dimensions [4] doesn't match input dimensions after reduction [8]
// CHECK-NEXT:   %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [0]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:197:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.reduce"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:207:8: error: 'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order
// CHECK-NEXT:   %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1, 1]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:207:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.reduce"(%arg0, %arg1) <{dimensions = array<i64: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:217:8: error: 'linalg.reduce' op dimensions for reduction should be in the range [0, 1].
// CHECK-NEXT:   %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [2]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:217:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.reduce"(%arg0, %arg1) <{dimensions = array<i64: 2>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:227:8: error: 'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2
// CHECK-NEXT:   %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) dimensions = [1]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:227:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.reduce"(%arg0, %arg1) <{dimensions = array<i64: 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:237:8: error: 'linalg.transpose' op permutation is not valid
// CHECK-NEXT:   %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 1]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:237:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:244:8: error: 'linalg.transpose' op dim(result, 0) = 8 doesn't match dim(input, permutation[0]) = 4
// CHECK-NEXT:   %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [0, 1]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:244:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 0, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:251:8: error: 'linalg.transpose' op size of permutation 1 does not match the argument rank 2
// CHECK-NEXT:   %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [0]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:251:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.transpose"(%arg0, %arg1) <{permutation = array<i64: 0>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:258:8: error: 'linalg.broadcast' op input dim 0 should match init dim 1. input: 4, init: 8
// CHECK-NEXT:   %0 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%c : tensor<4x8xf32>) dimensions = [0]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:258:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.broadcast"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:265:8: error: 'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2
// CHECK-NEXT:   %0 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%c : tensor<4x8xf32>) dimensions = [1, 0]
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:265:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.broadcast"(%arg0, %arg1) <{dimensions = array<i64: 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:272:8: error: 'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1
// CHECK-NEXT:   %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:272:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.map"(%arg0, %arg1) ({
// CHECK-NEXT: ^bb0(%arg2: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:282:8: error: 'linalg.map' op expected shape of input (4) to match shape of output (4, 8)
// CHECK-NEXT:   %0 = linalg.map ins(%a, %r : tensor<4x8xf32>, tensor<4xf32>) outs(%c : tensor<4x8xf32>)
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:282:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.map"(%arg0, %arg1, %arg2) ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
// CHECK-NEXT:   "linalg.yield"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:292:8: error: 'linalg.map' op expected element type of input 'f32' to match bbArg type 'f16'
// CHECK-NEXT:   %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:292:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.map"(%arg0, %arg1) ({
// CHECK-NEXT: ^bb0(%arg2: f16, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:302:3: error: 'linalg.yield' op expected parent op with LinalgOp interface
// CHECK-NEXT:   linalg.yield
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:302:3: note: see current operation: "linalg.yield"() : () -> ()
// CHECK-NEXT: {{.*}}verify-errors.mlir:312:5: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)
// CHECK-NEXT:     linalg.yield %x, %x : f32, f32
// CHECK-NEXT:     ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:312:5: note: see current operation: "linalg.yield"(%arg2, %arg2) : (f32, f32) -> ()
// CHECK-NEXT: {{.*}}verify-errors.mlir:322:10: error: 'linalg.index' op expected dim (5) to be lower than the number of loops (2) of the enclosing LinalgOp
// CHECK-NEXT:     %i = linalg.index 5 : index
// CHECK-NEXT:          ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:322:10: note: see current operation: %1 = "linalg.index"() <{dim = 5 : i64}> : () -> index
// CHECK-NEXT: <unknown>:0: warning: could not cast operand of type 'i32' to 'index'
// CHECK-NEXT: <unknown>:0: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('index')
// CHECK-NEXT: <unknown>:0: note: see current operation: "linalg.yield"(%arg2) : (i32) -> ()
// CHECK-NEXT: {{.*}}verify-errors.mlir:339:8: error: 'linalg.generic' op requires attribute 'indexing_maps'
// CHECK-NEXT:   %0 = "linalg.generic"(%a, %c) <{iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:339:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:349:8: error: 'linalg.generic' op attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.
// CHECK-NEXT:   %0 = "linalg.generic"(%a, %c) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:349:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:359:8: error: 'linalg.elementwise' op requires attribute 'kind'
// CHECK-NEXT:   %0 = "linalg.elementwise"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:359:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.elementwise"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:370:8: error: 'linalg.matmul' op expected operand #0 rank (1) to match the result rank of indexing_map (2)
// CHECK-NEXT:   %0 = "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:        ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:370:8: note: see current operation:
// CHECK-NEXT: %0 = "linalg.matmul"(%arg0, %arg0, %arg1) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
// CHECK-NEXT:   "linalg.yield"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{.*}}verify-errors.mlir:382:10: error: 'linalg.index' op result #0 must be index, but got 'i32'
// CHECK-NEXT:     %i = "linalg.index"() <{dim = 0 : i64}> : () -> i32
// CHECK-NEXT:          ^
// CHECK-NEXT: {{.*}}verify-errors.mlir:382:10: note: see current operation: %1 = "linalg.index"() <{dim = 0 : i64}> : () -> i32
