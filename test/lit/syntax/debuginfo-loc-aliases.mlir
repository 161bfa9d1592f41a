// --mlir-print-debuginfo prints locations as mlir-opt 22 does: every location
// gets a `#locN` alias numbered by depth then first visit; an op's location is
// visited before its body and defined after the module; block-argument
// locations print in full but their aliases are defined at the top.
// RUN: %xform-interp %s --mlir-print-debuginfo -allow-unregistered-dialect | FileCheck %s
// RUN: %xform-interp %s --mlir-print-debuginfo -allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

#m = affine_map<(d0) -> (d0)>
"test.a"() {m = #m} : () -> () loc("x.mlir":3:4)
"test.b"() : () -> () loc(fused["a", "b"])
"test.c"() : () -> () loc("n"("f":1:2))
"test.d"() ({
^bb0(%a: i32 loc("q":1:1), %b: i32):
  "test.e"(%a) : (i32) -> () loc(callsite("a" at "b"))
}) : () -> ()
"test.f"() : () -> () loc(unknown)

// CHECK:      #loc6 = loc("q":1:1)
// CHECK-NEXT: #loc7 = loc("{{.*}}debuginfo-loc-aliases.mlir":13:28)
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "test.a"() {m = #map} : () -> () loc(#loc1)
// CHECK-NEXT:   "test.b"() : () -> () loc(#loc9)
// CHECK-NEXT:   "test.c"() : () -> () loc(#loc10)
// CHECK-NEXT:   "test.d"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32 loc("q":1:1), %arg1: i32 loc("{{.*}}debuginfo-loc-aliases.mlir":13:28)):
// CHECK-NEXT:     "test.e"(%arg0) : (i32) -> () loc(#loc11)
// CHECK-NEXT:   }) : () -> () loc(#loc5)
// CHECK-NEXT:   "test.f"() : () -> () loc(#loc8)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}debuginfo-loc-aliases.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("x.mlir":3:4)
// CHECK-NEXT: #loc2 = loc("a")
// CHECK-NEXT: #loc3 = loc("b")
// CHECK-NEXT: #loc4 = loc("f":1:2)
// CHECK-NEXT: #loc5 = loc("{{.*}}debuginfo-loc-aliases.mlir":12:1)
// CHECK-NEXT: #loc8 = loc(unknown)
// CHECK-NEXT: #loc9 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: #loc10 = loc("n"(#loc4))
// CHECK-NEXT: #loc11 = loc(callsite(#loc2 at #loc3))

// LOCAL:      "test.b"() : () -> () loc(fused["a", "b"])
// LOCAL:      "test.e"(%arg0) : (i32) -> () loc(callsite("a" at "b"))
// LOCAL:      } loc("{{.*}}":0:0)
