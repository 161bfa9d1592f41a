// Diagnostics about the operands of a linalg.generic head taken from an
// earlier parse of the same text (src/syntax/head_reuse.c) are those of
// mlir-opt 22, at the same line and column, with --xform-no-text-reuse or
// without: a use of another type than the value's, and a name that is never
// defined, on heads that start at other columns than the remembered one.
// RUN: not %xform-interp %s --split-input-file 2>&1 | FileCheck %s
// RUN: not %xform-interp %s --split-input-file --xform-no-text-reuse 2>&1 | FileCheck %s

#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @g(%a: tensor<4xf64>) -> tensor<4xf32> {
  %res = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %res : tensor<4xf32>
}

// CHECK: repeated-op-heads-errors.mlir:18:89: error: use of value '%a' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<4xf64>'
// CHECK: repeated-op-heads-errors.mlir:17:14: note: prior use here

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @g(%b: tensor<4xf32>) -> tensor<4xf32> {
  %result = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %result : tensor<4xf32>
}

// CHECK: repeated-op-heads-errors.mlir:39:92: error: use of undeclared SSA value name
