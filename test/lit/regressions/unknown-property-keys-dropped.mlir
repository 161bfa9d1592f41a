// Keys of a registered op's property dictionary `<{...}>` that the op does not define are
// dropped, as mlir-opt 22 does (ODS's setPropertiesFromAttr ignores them). xform used to
// keep them and print them in the custom form's attribute dictionary, where a dialect-
// prefixed name (`transform.yieldSizes`) then failed to verify when read back (found by
// fuzz_roundtrip). Unregistered ops keep every property. mlir-opt 22 prints the same.
// RUN: %xform-interp -allow-unregistered-dialect %s > %t.mlir
// RUN: FileCheck %s --input-file %t.mlir
// RUN: %xform-interp -allow-unregistered-dialect %t.mlir | diff - %t.mlir
// RUN: %mlir-opt -allow-unregistered-dialect %s | FileCheck %s
// REQUIRES: mlir-opt

// CHECK:      %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: "test.x"() <{baz = 3 : i32}> : () -> ()
// CHECK:      transform.sequence  failures(propagate) {
// CHECK-NEXT: ^bb0(%arg0: !transform.any_op):
// CHECK-NEXT: }
func.func @f(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>, foo = 1 : i32}> : (i32, i32) -> i32
  %1 = "arith.constant"() <{value = 1 : i32, bar = 2 : i32}> : () -> i32
  "test.x"() <{baz = 3 : i32}> : () -> ()
  return %0 : i32
}
"transform.sequence"() <{failure_propagation_mode = 1 : i32, transform.yieldSizes = array<i16: 0, 0>}> ({
^bb0(%arg0: !transform.any_op):
  "transform.yield"() : () -> ()
}) : () -> ()
