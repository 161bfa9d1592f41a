// linalg.generic in custom syntax: the trait dictionary, `attrs = {...}`, ins/outs,
// results, block argument names, and the generic form with #linalg.iterator_type.
// Expected output: mlir-opt 22.1.8 -allow-unregistered-dialect and with --mlir-print-op-generic.
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// Trait attributes go in the leading dictionary, sorted; iterator types are
// strings there and #linalg.iterator_type attributes in generic form.
func.func @traits(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {iterator_types = ["parallel", "parallel"], library_call = "lc", indexing_maps = [#id, #id], doc = "d"} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// Other attributes, given in the leading dictionary or after `attrs =`,
// print after `attrs =` (with mlir-opt's two spaces).
func.func @extra_attrs(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"], foo = 1 : i32} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) attrs = {bar, baz = "z"} {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// No inputs, a reduction, buffers (no results), linalg.index.
func.func @row_reduce(%m: memref<4x8xf32>, %r: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%m : memref<4x8xf32>) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %i = linalg.index 1 : index
    %s = "test.combine"(%x, %acc, %i) : (f32, f32, index) -> f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%m : memref<4x8xf32>) {
  ^bb0(%y: f32):
    linalg.yield %y : f32
  }
  return
}

// Several inits: results in parentheses, block arguments %in, %out, %out_0.
func.func @two_inits(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>, %d: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%c, %d : tensor<4x8xf32>, tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    linalg.yield %x, %z : f32, f32
  } -> (tensor<4x8xf32>, tensor<4x8xf32>)
  return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xf32>
}

// A scalar input maps to `()`.
func.func @scalar_input(%s: f64, %c: memref<16x16xf64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, #id], iterator_types = ["parallel", "parallel"]} ins(%s : f64) outs(%c : memref<16x16xf64>) {
  ^bb0(%in: f64, %out: f64):
    linalg.yield %in : f64
  }
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @traits(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = linalg.generic {doc = "d", indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"], library_call = "lc"} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %0 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @extra_attrs(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) attrs =  {bar, baz = "z", foo = 1 : i32} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<4x8xf32>
// CHECK-NEXT:     return %0 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @row_reduce(%arg0: memref<4x8xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = linalg.index 1 : index
// CHECK-NEXT:       %1 = "test.combine"(%in, %out, %0) : (f32, f32, index) -> f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : memref<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%out: f32):
// CHECK-NEXT:       linalg.yield %out : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_inits(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     %0:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1, %arg2 : tensor<4x8xf32>, tensor<4x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32, %out_0: f32):
// CHECK-NEXT:       linalg.yield %in, %out_0 : f32, f32
// CHECK-NEXT:     } -> (tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK-NEXT:     return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @scalar_input(%arg0: f64, %arg1: memref<16x16xf64>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : f64) outs(%arg1 : memref<16x16xf64>) {
// CHECK-NEXT:     ^bb0(%in: f64, %out: f64):
// CHECK-NEXT:       linalg.yield %in : f64
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1) -> ()>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "traits"}> ({
// GENERIC-NEXT:   ^bb0(%arg19: tensor<4x8xf32>, %arg20: tensor<4x8xf32>):
// GENERIC-NEXT:     %4 = "linalg.generic"(%arg19, %arg20) <{doc = "d", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "lc", operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg21: f32, %arg22: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg21) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     "func.return"(%4) : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "extra_attrs"}> ({
// GENERIC-NEXT:   ^bb0(%arg15: tensor<4x8xf32>, %arg16: tensor<4x8xf32>):
// GENERIC-NEXT:     %3 = "linalg.generic"(%arg15, %arg16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg17: f32, %arg18: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg17) : (f32) -> ()
// GENERIC-NEXT:     }) {bar, baz = "z", foo = 1 : i32} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     "func.return"(%3) : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xf32>, memref<4xf32>) -> (), sym_name = "row_reduce"}> ({
// GENERIC-NEXT:   ^bb0(%arg10: memref<4x8xf32>, %arg11: memref<4xf32>):
// GENERIC-NEXT:     "linalg.generic"(%arg10, %arg11) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg13: f32, %arg14: f32):
// GENERIC-NEXT:       %1 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT:       %2 = "test.combine"(%arg13, %arg14, %1) : (f32, f32, index) -> f32
// GENERIC-NEXT:       "linalg.yield"(%2) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf32>, memref<4xf32>) -> ()
// GENERIC-NEXT:     "linalg.generic"(%arg10) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg12: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg12) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>), sym_name = "two_inits"}> ({
// GENERIC-NEXT:   ^bb0(%arg4: tensor<4x8xf32>, %arg5: tensor<4x8xf32>, %arg6: tensor<4x8xf32>):
// GENERIC-NEXT:     %0:2 = "linalg.generic"(%arg4, %arg5, %arg6) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
// GENERIC-NEXT:     ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg7, %arg9) : (f32, f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>)
// GENERIC-NEXT:     "func.return"(%0#0, %0#1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (f64, memref<16x16xf64>) -> (), sym_name = "scalar_input"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f64, %arg1: memref<16x16xf64>):
// GENERIC-NEXT:     "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg2: f64, %arg3: f64):
// GENERIC-NEXT:       "linalg.yield"(%arg2) : (f64) -> ()
// GENERIC-NEXT:     }) : (f64, memref<16x16xf64>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
