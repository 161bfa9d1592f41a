// func.call and func.constant check their callee when the enclosing symbol
// table (the module) is verified, after everything inside it: the callee
// must be a func.func with the same operand and result types.  Also the
// module's duplicate-symbol check, and call_indirect's type constraints.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

func.func @unknown_callee() {
  // expected-error @below {{'func.call' op 'nope' does not reference a valid function}}
  func.call @nope() : () -> ()
  return
}

// -----

module @m {
  func.func private @not_a_function_op()
}
func.func @callee_is_a_module() {
  // expected-error @below {{'func.call' op 'm' does not reference a valid function}}
  func.call @m() : () -> ()
  return
}

// -----

func.func private @w(i32) -> i64
func.func @operand_count() {
  // expected-error @below {{'func.call' op incorrect number of operands for callee}}
  func.call @w() : () -> ()
  return
}

// -----

func.func private @w(i32) -> i64
func.func @operand_type(%a: i64) {
  // expected-error @below {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = func.call @w(%a) : (i64) -> i64
  return
}

// -----

func.func private @w(i32) -> i64
func.func @result_count(%a: i32) {
  // expected-error @below {{'func.call' op incorrect number of results for callee}}
  func.call @w(%a) : (i32) -> ()
  return
}

// -----

func.func private @a() -> (i32, f32)
func.func @result_type() {
  // expected-error @below {{'func.call' op result type mismatch at index 1}}
  // expected-note @below {{      op result types: 'i32', 'i32'}}
  // expected-note @below {{function result types: 'i32', 'f32'}}
  %0:2 = func.call @a() : () -> (i32, i32)
  return
}

// -----

module {
  // expected-note @below {{see existing symbol definition here}}
  func.func @twice() {
    return
  }
  // expected-error @below {{redefinition of symbol named 'twice'}}
  func.func @twice() {
    return
  }
}

// -----

func.func @constant_unknown() {
  // expected-error @below {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : () -> ()
  return
}

// -----

func.func private @w(i32) -> i64
func.func @constant_type() {
  // expected-error @below {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @w : () -> ()
  return
}

// -----

func.func @call_without_callee() {
  // expected-error @below {{'func.call' op requires attribute 'callee'}}
  "func.call"() : () -> ()
  return
}

// -----

func.func @indirect_results(%f: () -> i32) {
  // expected-error @below {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f) : (() -> i32) -> f32
  return
}

// -----

func.func @indirect_inputs(%f: (i32) -> i32, %a: f32) {
  // expected-error @below {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, f32) -> i32
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: call-symbol-uses.mlir:10:3: error: 'func.call' op 'nope' does not reference a valid function
// LOC: call-symbol-uses.mlir:21:3: error: 'func.call' op 'm' does not reference a valid function
// LOC: call-symbol-uses.mlir:30:3: error: 'func.call' op incorrect number of operands for callee
// LOC: call-symbol-uses.mlir:39:8: error: 'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0
// LOC: call-symbol-uses.mlir:48:3: error: 'func.call' op incorrect number of results for callee
// LOC: call-symbol-uses.mlir:59:10: error: 'func.call' op result type mismatch at index 1
// LOC: call-symbol-uses.mlir:71:3: error: redefinition of symbol named 'twice'
// LOC: call-symbol-uses.mlir:80:8: error: 'func.constant' op reference to undefined function 'nope'
// LOC: call-symbol-uses.mlir:89:8: error: 'func.constant' op reference to function with mismatched type
// LOC: call-symbol-uses.mlir:97:3: error: 'func.call' op requires attribute 'callee'
// LOC: call-symbol-uses.mlir:105:8: error: 'func.call_indirect' op failed to verify that callee result types match result types
// LOC: call-symbol-uses.mlir:113:8: error: 'func.call_indirect' op failed to verify that callee input types match argument types
