// A whole module's printer numbers the values and blocks in the regions of
// each op of the module body when it prints that op (on the printing
// threads, each in naming state of its own), from the state the module body
// left: the same names as numbering everything first.  Names of the
// module body stay visible inside (%c1_i32 at the top makes the functions'
// constants %c1_i32_0); each op starts over from the same counters; a
// non-isolated op with a region, result groups, successors, the views of
// linalg.generic bodies, and aliases (whose dry run prints the functions
// first) all come out as mlir-opt 22 prints them.
// RUN: %xform-interp %s --allow-unregistered-dialect | FileCheck %s
// RUN: %xform-interp %s --allow-unregistered-dialect --xform-threads=2 --xform-thread-min-ops=1 -debug-only=xform-print 2>&1 | FileCheck %s --check-prefixes=CHECK,THREADS
// RUN: %mlir-opt %s --allow-unregistered-dialect | FileCheck %s

// THREADS: threaded print (text): 6 chunks of 1 ops: used
// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = "test.top"() : () -> i32
// CHECK-NEXT:   func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = arith.addi %arg0, %c1_i32_0 : i32
// CHECK-NEXT:     %2 = "test.use"(%1) : (i32) -> i32
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.region_op"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     %1 = "test.inner"(%c1_i32_0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     "test.yield"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32, #map>) -> i32 {
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     %1:2 = "test.two"(%c1_i32_0, %c2_i32) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:     "test.br"(%1#1)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%2: i32):  // pred: ^bb0
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     %2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%1 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %2 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

%top = arith.constant 1 : i32
%x = "test.top"() : () -> i32
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %s = arith.addi %a, %c : i32
  %t = "test.use"(%s) : (i32) -> i32
  return %t : i32
}
"test.region_op"() ({
^bb0(%arg: i32):
  %c = arith.constant 1 : i32
  %v = "test.inner"(%c, %arg) : (i32, i32) -> i32
  "test.yield"(%v) : (i32) -> ()
}) : () -> ()
func.func @g(%m: memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> i32 {
  %c = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r:2 = "test.two"(%c, %c2) : (i32, i32) -> (i32, i32)
  "test.br"(%r#1)[^bb1] : (i32) -> ()
^bb1(%z: i32):
  return %z : i32
}
func.func @h(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %1 = arith.addf %in, %out : f32
    linalg.yield %1 : f32
  } -> tensor<4xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.addf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
