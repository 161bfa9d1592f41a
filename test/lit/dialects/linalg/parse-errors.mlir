// Custom-syntax errors of linalg ops, located and worded as mlir-opt words them:
// operand/type count mismatches, type mismatches, missing tokens, generic trait
// dictionary errors, region arity of named ops, body-building type errors,
// inherent attribute constraints.
// Expected diagnostics: mlir-opt 22.1.8 -split-input-file 
// RUN: not %xform %s -split-input-file -o %t 2>&1 | FileCheck %s

func.func @count_ins(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.copy ins(%a, %c : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @count_outs(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%c, %a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @type_mismatch(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.copy ins(%a : tensor<4x9xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @missing_colon(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.copy ins(%a tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @missing_paren(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.copy ins(%a : tensor<4x8xf32> outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @no_iterators(%c: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]} outs(%c : tensor<4x8xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return
}

// -----

func.func @bad_iterator(%c: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "window"]} outs(%c : tensor<4x8xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return
}

// -----

func.func @generic_no_dict(%c: tensor<4x8xf32>) {
  %0 = linalg.generic outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @generic_no_region(%c: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @matmul_arity(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.matmul ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @matmul_bad_maps(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.matmul indexing_maps = [1, 2] ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// -----

func.func @elementwise_no_kind(%a: tensor<4xf32>) {
  %0 = linalg.elementwise ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @elementwise_arity(%a: tensor<4xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @elementwise_bad_kind(%a: tensor<4xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<dive> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @binary_types(%f: memref<4xf32>, %i: memref<4xi32>) {
  linalg.add ins(%f, %i : memref<4xf32>, memref<4xi32>) outs(%f : memref<4xf32>)
  return
}

// -----

func.func @unary_int(%i: memref<4xi32>) {
  linalg.exp ins(%i : memref<4xi32>) outs(%i : memref<4xi32>)
  return
}

// -----

func.func @sub_bools(%b: memref<4xi1>) {
  linalg.sub ins(%b, %b : memref<4xi1>, memref<4xi1>) outs(%b : memref<4xi1>)
  return
}

// -----

func.func @cast_to_index(%a: memref<4x8xi32>, %b: memref<8x16xi32>, %c: memref<4x16xindex>) {
  linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x16xi32>) outs(%c : memref<4x16xindex>)
  return
}

// -----

func.func @transpose_clause(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) perm = [1, 0]
  return
}

// -----

func.func @reduce_clause(%a: tensor<4x8xf32>, %r: tensor<4xf32>) {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions [1]
  return
}

// -----

func.func @yield_count(%a: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<4x8xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y, %y : f32
  } -> tensor<4x8xf32>
  return
}

// -----

func.func @index_no_int() {
  %0 = linalg.index : index
  return
}

// -----

func.func @strides_shape(%i: tensor<1x4x4x1xf32>, %w: tensor<1x1x1x1xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%i, %w : tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>) outs(%i : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return
}

// -----

func.func @cast_kind(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
  %0 = linalg.matmul {cast = 1 : i32} ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

// CHECK: {{.*}}parse-errors.mlir:9:24: error: custom op 'linalg.copy' number of operands and types do not match: got 2 operands and 1 types
// CHECK-NEXT:   %0 = linalg.copy ins(%a, %c : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                        ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:16:50: error: custom op 'linalg.copy' number of operands and types do not match: got 2 operands and 1 types
// CHECK-NEXT:   %0 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%c, %a : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                                                  ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:23:24: error: use of value '%a' expects different type than prior uses: 'tensor<4x9xf32>' vs 'tensor<4x8xf32>'
// CHECK-NEXT:   %0 = linalg.copy ins(%a : tensor<4x9xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                        ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:22:26: note: prior use here
// CHECK-NEXT: func.func @type_mismatch(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) {
// CHECK-NEXT:                          ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:30:26: error: expected ':'
// CHECK-NEXT:   %0 = linalg.copy ins(%a tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                          ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:37:44: error: expected ')'
// CHECK-NEXT:   %0 = linalg.copy ins(%a : tensor<4x8xf32> outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                                            ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:44:23: error: custom op 'linalg.generic' expected "iterator_types" array attribute
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>]} outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:                       ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:54:117: error: custom op 'linalg.generic' unexpected iterator_type (window)
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "window"]} outs(%c : tensor<4x8xf32>) {
// CHECK-NEXT:                                                                                                                     ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:64:22: error: expected attribute value
// CHECK-NEXT:   %0 = linalg.generic outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                      ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:71:145: error: expected '{' to begin a region
// CHECK-NEXT:   %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                                                                                                                                                 ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:79:3: error: custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2
// CHECK-NEXT:   return
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:85:45: error: custom op 'linalg.matmul' element of indexing_maps array is not an affine_map
// CHECK-NEXT:   %0 = linalg.matmul indexing_maps = [1, 2] ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                                             ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:92:27: error: custom op 'linalg.elementwise' expected 'kind'
// CHECK-NEXT:   %0 = linalg.elementwise ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:                           ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:100:3: error: custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2
// CHECK-NEXT:   return
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:100:3: error: custom op 'linalg.elementwise' unable to parse elemwise op
// CHECK-NEXT:   return
// CHECK-NEXT:   ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:106:57: error: expected ::mlir::linalg::ElementwiseKind to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, select
// CHECK-NEXT:   %0 = linalg.elementwise kind=#linalg.elementwise_kind<dive> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:                                                         ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:106:61: error: failed to parse ElementwiseKindAttr parameter 'value' which is to be a `::mlir::linalg::ElementwiseKind`
// CHECK-NEXT:   %0 = linalg.elementwise kind=#linalg.elementwise_kind<dive> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:                                                             ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:106:63: error: custom op 'linalg.elementwise' expected operation 'kind' attribute
// CHECK-NEXT:   %0 = linalg.elementwise kind=#linalg.elementwise_kind<dive> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:                                                               ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:113:14: error: custom op 'linalg.add' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'
// CHECK-NEXT:   linalg.add ins(%f, %i : memref<4xf32>, memref<4xi32>) outs(%f : memref<4xf32>)
// CHECK-NEXT:              ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:120:14: error: custom op 'linalg.exp' unsupported non numeric type
// CHECK-NEXT:   linalg.exp ins(%i : memref<4xi32>) outs(%i : memref<4xi32>)
// CHECK-NEXT:              ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:127:14: error: custom op 'linalg.sub' unsupported operation: sub with bools
// CHECK-NEXT:   linalg.sub ins(%b, %b : memref<4xi1>, memref<4xi1>) outs(%b : memref<4xi1>)
// CHECK-NEXT:              ^
// CHECK-NEXT: <unknown>:0: warning: could not cast operand of type 'i32' to 'index'
// CHECK-NEXT: <unknown>:0: warning: could not cast operand of type 'i32' to 'index'
// CHECK-NEXT: {{.*}}parse-errors.mlir:134:17: error: custom op 'linalg.matmul' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'i32'
// CHECK-NEXT:   linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x16xi32>) outs(%c : memref<4x16xindex>)
// CHECK-NEXT:                 ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:141:78: error: custom op 'linalg.transpose' expected 'permutation'
// CHECK-NEXT:   %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) perm = [1, 0]
// CHECK-NEXT:                                                                              ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:148:98: error: expected '='
// CHECK-NEXT:   %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions [1]
// CHECK-NEXT:                                                                                                  ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:157:18: error: custom op 'linalg.yield' number of operands and types do not match: got 2 operands and 1 types
// CHECK-NEXT:     linalg.yield %y, %y : f32
// CHECK-NEXT:                  ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:165:20: error: expected attribute value
// CHECK-NEXT:   %0 = linalg.index : index
// CHECK-NEXT:                    ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:172:33: error: custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]
// CHECK-NEXT:   %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%i, %w : tensor<1x4x4x1xf32>, tensor<1x1x1x1xf32>) outs(%i : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
// CHECK-NEXT:                                 ^
// CHECK-NEXT: {{.*}}parse-errors.mlir:179:22: error: custom op 'linalg.matmul' 'linalg.matmul' op attribute 'cast' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1
// CHECK-NEXT:   %0 = linalg.matmul {cast = 1 : i32} ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:                      ^
