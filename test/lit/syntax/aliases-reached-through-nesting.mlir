// Attributes and types remember whether they hold what prints by alias (an
// affine map, an integer set, a location), so the printer's alias scan
// passes over the rest without looking inside.  Maps, sets and locations
// reached only through nesting still get their aliases: a map in a
// dictionary in an array, in a memref layout inside a function type
// attribute, in a result type, in a tuple block argument type, a set in
// nested arrays, a location in an array.  Output as mlir-opt 22 prints it.
// RUN: %xform-interp %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #loc = loc("x.mlir":1:2)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.array_of_dicts"() {a = [{m = #map}, 3 : i32]} : () -> ()
// CHECK-NEXT:   "test.function_type"() {t = (memref<4xf32, #map1>) -> ()} : () -> ()
// CHECK-NEXT:   %0 = "test.result"() : () -> memref<4xf32, #map2>
// CHECK-NEXT:   "test.block_arg"() ({
// CHECK-NEXT:   ^bb0(%arg0: tuple<i32, memref<2xf32, #map3>>):
// CHECK-NEXT:     "test.done"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "test.set"() {s = {{\[\[}}#set{{\]\]}}} : () -> ()
// CHECK-NEXT:   "test.loc"() {l = [#loc]} : () -> ()
// CHECK-NEXT:   "test.plain"() {p = [{q = 1 : i64}], t = tensor<2xf32>} : () -> ()
// CHECK-NEXT: }

"test.array_of_dicts"() {a = [{m = affine_map<(d0) -> (d0 + 2)>}, 3 : i32]} : () -> ()
"test.function_type"() {t = (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>) -> ()} : () -> ()
%0 = "test.result"() : () -> memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
"test.block_arg"() ({
^bb0(%x: tuple<i32, memref<2xf32, affine_map<(d0) -> (d0 * 3)>>>):
  "test.done"() : () -> ()
}) : () -> ()
"test.set"() {s = [[affine_set<(d0) : (d0 >= 0)>]]} : () -> ()
"test.loc"() {l = [loc("x.mlir":1:2)]} : () -> ()
"test.plain"() {p = [{q = 1 : i64}], t = tensor<2xf32>} : () -> ()
