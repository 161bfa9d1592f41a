// Aliases (#map, #set) are numbered by a dry run of the printer in order
// of first use; the scan before it counts the maps and sets the module
// holds and the dry run stops once all have their alias
// (src/syntax/printer.c).  The numbering and the text are mlir-opt 22's
// (alias-dry-run-cut-short-mlir-opt-agrees.mlir) whether the last new map
// comes early or late, in an attribute, in a nested region or in an
// integer set, and when later ops use maps aliased before.
// RUN: %xform-interp %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: %xform-interp %s --allow-unregistered-dialect --split-input-file --xform-threads=4 --xform-thread-min-bytes=1 --xform-thread-min-ops=2 | FileCheck %s

func.func @f0() attributes {test.m = affine_map<(d0) -> (d0)>} {
  return
}
func.func @f1() {
  return
}
func.func @f2() {
  "test.region"() ({
    "test.op"() {test.m = affine_map<(d0, d1) -> (d1, d0)>, test.s = affine_set<(d0) : (d0 >= 0)>} : () -> ()
  }) : () -> ()
  return
}
func.func @f3() attributes {test.m = affine_map<(d0) -> (d0)>, test.n = affine_map<(d0, d1) -> (d1, d0)>} {
  return
}
func.func @f4() attributes {test.last = affine_map<(d0) -> (d0 + 1)>} {
  return
}
func.func @f5() attributes {test.again = affine_map<(d0) -> (d0 + 1)>} {
  return
}

// CHECK:      #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-LABEL: func.func @f0() attributes {test.m = #map}
// CHECK:       "test.op"() {test.m = #map1, test.s = #set} : () -> ()
// CHECK-LABEL: func.func @f3() attributes {test.m = #map, test.n = #map1}
// CHECK-LABEL: func.func @f4() attributes {test.last = #map2}
// CHECK-LABEL: func.func @f5() attributes {test.again = #map2}

// -----

// A set met after every map.

func.func @g0() attributes {test.m = affine_map<(d0) -> (d0)>} {
  return
}
func.func @g1() attributes {test.s = affine_set<(d0) : (d0 - 1 >= 0)>} {
  return
}

// CHECK:      #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-LABEL: func.func @g0() attributes {test.m = #map}
// CHECK-LABEL: func.func @g1() attributes {test.s = #set}
