// func dialect round trip: visibility forms, declarations with argument and
// result attributes, `attributes {...}` (no_inline among them), result lists
// that need parentheses (several results, function types, attributes),
// quoted names, call / call_indirect / constant in their short forms inside
// func.func (its default dialect), with attribute dictionaries; %f names
// from func.constant.
// Expected output: mlir-opt 22.1.8 (custom and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform %s | %xform | FileCheck %s

// CHECK-LABEL: func.func private @declaration(i32, f32 {test.arg}) -> (i32 {test.res})
// GENERIC-LABEL: "func.func"() <{arg_attrs = [{}, {test.arg}], function_type = (i32, f32) -> i32, res_attrs = [{test.res}], sym_name = "declaration", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
func.func private @declaration(i32, f32 {test.arg}) -> (i32 {test.res})

// CHECK-LABEL: func.func nested @nested_visibility(%arg0: i32) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (i32) -> (), sym_name = "nested_visibility", sym_visibility = "nested"}> ({
// GENERIC-NEXT: ^bb0(%arg4: i32):
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func nested @nested_visibility(%a: i32) {
  return
}

// CHECK-LABEL: func.func public @public_with_attrs() attributes {test.a = 1 : i64, test.b} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "public_with_attrs", sym_visibility = "public"}> ({
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) {test.a = 1 : i64, test.b} : () -> ()
func.func public @public_with_attrs() attributes {test.a = 1 : i64, test.b} {
  return
}

// CHECK-LABEL: func.func @no_inline() attributes {no_inline} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), no_inline, sym_name = "no_inline"}> ({
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @no_inline() attributes {no_inline} {
  return
}

// CHECK-LABEL: func.func @arg_and_result_attrs(%arg0: i32 {test.x = 1 : i64}, %arg1: f32) -> (i32 {test.r}, f32) {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{arg_attrs = [{test.x = 1 : i64}, {}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{test.r}, {}], sym_name = "arg_and_result_attrs"}> ({
// GENERIC-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// GENERIC-NEXT: "func.return"(%arg2, %arg3) : (i32, f32) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @arg_and_result_attrs(%a: i32 {test.x = 1 : i64}, %b: f32) -> (i32 {test.r}, f32) {
  return %a, %b : i32, f32
}

// CHECK-LABEL: func.func private @function_result() -> (() -> ())
// GENERIC-LABEL: "func.func"() <{function_type = () -> (() -> ()), sym_name = "function_result", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
func.func private @function_result() -> (() -> ())

// CHECK-LABEL: func.func private @two_results_first_function() -> ((i32) -> i32, i32)
// GENERIC-LABEL: "func.func"() <{function_type = () -> ((i32) -> i32, i32), sym_name = "two_results_first_function", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
func.func private @two_results_first_function() -> ((i32) -> i32, i32)

// CHECK-LABEL: func.func @"quoted name"() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @"quoted name"() {
  return
}

// CHECK-LABEL: func.func @empty_result_list() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = () -> (), sym_name = "empty_result_list"}> ({
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @empty_result_list() -> () {
  return
}

// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: %0 = call @declaration(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT: %1 = call @declaration(%arg0, %arg1) {test.attr} : (i32, f32) -> i32
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: %f_0 = constant @callee : (i32) -> i32
// CHECK-NEXT: %2 = call_indirect %f(%arg0) : (i32) -> i32
// CHECK-NEXT: %3 = call_indirect %f_0(%arg0) {test.attr} : (i32) -> i32
// CHECK-NEXT: %4 = call @callee(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT: call @no_inline() : () -> ()
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "calls"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// GENERIC-NEXT: %0 = "func.call"(%arg0, %arg1) <{callee = @declaration}> : (i32, f32) -> i32
// GENERIC-NEXT: %1 = "func.call"(%arg0, %arg1) <{callee = @declaration}> {test.attr} : (i32, f32) -> i32
// GENERIC-NEXT: %2 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
// GENERIC-NEXT: %3 = "func.constant"() <{value = @callee}> : () -> ((i32) -> i32)
// GENERIC-NEXT: %4 = "func.call_indirect"(%2, %arg0) : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT: %5 = "func.call_indirect"(%3, %arg0) {test.attr} : ((i32) -> i32, i32) -> i32
// GENERIC-NEXT: %6 = "func.call"(%arg0) <{callee = @callee, no_inline}> : (i32) -> i32
// GENERIC-NEXT: "func.call"() <{callee = @no_inline}> : () -> ()
// GENERIC-NEXT: "func.return"(%4) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @calls(%x: i32, %c: f32) -> i32 {
  %0 = func.call @declaration(%x, %c) : (i32, f32) -> i32
  %1 = call @declaration(%x, %c) {test.attr} : (i32, f32) -> i32
  %f = func.constant @callee : (i32) -> i32
  %g = constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  %s = call_indirect %g(%x) {test.attr} : (i32) -> i32
  %t = func.call @callee(%x) {no_inline} : (i32) -> i32
  func.call @no_inline() : () -> ()
  return %r : i32
}

// CHECK-LABEL: func.func private @callee(i32) -> i32
// GENERIC-LABEL: "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
// GENERIC-NEXT: }) : () -> ()
func.func private @callee(i32) -> i32
