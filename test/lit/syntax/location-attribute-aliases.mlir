// A location used as an attribute value prints as a #loc alias, also
// without -mlir-print-debuginfo: the aliases are numbered by depth then
// first use and defined before the module, depth-0 locations ahead of the
// other aliases. Local scope prints them inline. Expected output: mlir-opt 22
// on this file.
// RUN: %xform %s -allow-unregistered-dialect | FileCheck %s
// RUN: %xform %s -allow-unregistered-dialect -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

#map = affine_map<(d0) -> (d0)>
"test.a"() {m = loc(callsite("a" at "b":1:2)), n = #map, o = {p = loc("x"("y":3:4))}} : () -> ()
"test.b"() {m = loc(fused<#map>["a", "c":5:6])} : () -> ()
"test.c"() {m = loc(unknown), q = [loc("n"), loc("n")]} : () -> () loc("n")
func.func @f(%a: i32 loc("n")) attributes {l = loc("z")} {
  return
}

// CHECK: #loc = loc("a")
// CHECK-NEXT: #loc1 = loc("b":1:2)
// CHECK-NEXT: #loc2 = loc("y":3:4)
// CHECK-NEXT: #loc3 = loc("c":5:6)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc("n")
// CHECK-NEXT: #loc6 = loc("z")
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #loc7 = loc(callsite(#loc at #loc1))
// CHECK-NEXT: #loc8 = loc("x"(#loc2))
// CHECK-NEXT: #loc9 = loc(fused<#map>[#loc, #loc3])
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.a"() {m = #loc7, n = #map, o = {p = #loc8}} : () -> ()
// CHECK-NEXT:   "test.b"() {m = #loc9} : () -> ()
// CHECK-NEXT:   "test.c"() {m = #loc4, q = [#loc5, #loc5]} : () -> ()
// CHECK-NEXT:   func.func @f(%arg0: i32) attributes {l = #loc6} {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// LOCAL: "test.a"() {m = loc(callsite("a" at "b":1:2)), n = affine_map<(d0) -> (d0)>, o = {p = loc("x"("y":3:4))}} : () -> ()
// LOCAL: "test.c"() {m = loc(unknown), q = [loc("n"), loc("n")]} : () -> ()
