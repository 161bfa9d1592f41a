// builtin.module round trip: a named top-level module with discardable
// attributes (`attributes {...}`), nested anonymous and quoted-name modules
// (an empty body still holds its block, printed `^bb0:` in generic form),
// and builtin.unrealized_conversion_cast with zero, one and several
// operands and results.
// Expected output: mlir-opt 22.1.8 (custom and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform %s | %xform | FileCheck %s

// CHECK-LABEL: module @outer attributes {test.a = 1 : i64, test.b} {
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: module @"named inner" {
// CHECK-NEXT: func.func private @f()
// CHECK-NEXT: }
// CHECK-NEXT: func.func @casts(%arg0: i64, %arg1: f32) -> (i32, i64) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0, %arg0 : i64, i64 to f32
// CHECK-NEXT: %2:2 = builtin.unrealized_conversion_cast %arg1 : f32 to i64, i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast to none {test.comment = "x"}
// CHECK-NEXT: return %0, %arg0 : i32, i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// GENERIC-LABEL: "builtin.module"() <{sym_name = "outer"}> ({
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "builtin.module"() <{sym_name = "named inner"}> ({
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (i64, f32) -> (i32, i64), sym_name = "casts"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: f32):
// GENERIC-NEXT: %0 = "builtin.unrealized_conversion_cast"(%arg0) : (i64) -> i32
// GENERIC-NEXT: %1 = "builtin.unrealized_conversion_cast"(%arg0, %arg0) : (i64, i64) -> f32
// GENERIC-NEXT: %2:2 = "builtin.unrealized_conversion_cast"(%arg1) : (f32) -> (i64, i64)
// GENERIC-NEXT: %3 = "builtin.unrealized_conversion_cast"() {test.comment = "x"} : () -> none
// GENERIC-NEXT: "func.return"(%0, %arg0) : (i32, i64) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {test.a = 1 : i64, test.b} : () -> ()
module @outer attributes {test.a = 1 : i64, test.b} {
  module {
  }
  module @"named inner" {
    func.func private @f()
  }
  func.func @casts(%a: i64, %b: f32) -> (i32, i64) {
    %0 = builtin.unrealized_conversion_cast %a : i64 to i32
    %1 = builtin.unrealized_conversion_cast %a, %a : i64, i64 to f32
    %2:2 = builtin.unrealized_conversion_cast %b : f32 to i64, i64
    %3 = builtin.unrealized_conversion_cast to none {test.comment = "x"}
    return %0, %a : i32, i64
  }
}
