// The head of a linalg.generic (traits, ins/outs, `attrs = {...}`, up to
// the `{` of its body) whose text repeats one parsed before is taken from
// that parse (src/syntax/head_reuse.c): properties and attributes as
// remembered, operands resolved by name where the op is.  The ops below
// repeat their heads under other result names (other columns), in another
// function, with `attrs`, and with the body's `{` on the next line (parsed
// each time).  The output is mlir-opt 22's
// (repeated-op-heads-mlir-opt-agrees.mlir runs it), with
// --xform-no-text-reuse or without, in custom form and with locations.
// RUN: %xform-interp %s | FileCheck %s
// RUN: %xform-interp %s -mlir-print-debuginfo > %t.reuse
// RUN: %xform-interp %s -mlir-print-debuginfo --xform-no-text-reuse > %t.full
// RUN: diff %t.reuse %t.full

#id = affine_map<(d0) -> (d0)>
func.func @f(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {test.tag = 1 : i32} {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %long_name = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {test.tag = 1 : i32} {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.mulf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {test.tag = 1 : i32}
  {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %3 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {test.tag = 1 : i32}
  {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0, %long_name, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
func.func @g(%b: tensor<4xf32>, %a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {test.tag = 1 : i32} {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK:       #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>)
// CHECK-NEXT:    %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) attrs =  {test.tag = 1 : i32} {
// CHECK:           arith.addf
// CHECK:         %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) attrs =  {test.tag = 1 : i32} {
// CHECK:           arith.mulf
// CHECK:         %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) attrs =  {test.tag = 1 : i32} {
// CHECK-NEXT:    ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:      linalg.yield %in : f32
// CHECK:         %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) attrs =  {test.tag = 1 : i32} {
// CHECK-NEXT:    ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:      linalg.yield %in_0 : f32
// CHECK-LABEL: func.func @g(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>)
// CHECK-NEXT:    %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg1, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) attrs =  {test.tag = 1 : i32} {
// CHECK:           arith.subf
