// Parse errors of func.func's custom syntax, located and worded as
// mlir-opt 22 reports them.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: not %xform %s -split-input-file 2>&1 | FileCheck %s --check-prefix=LOC

// expected-error @below {{custom op 'func.func' expected type instead of SSA identifier}}
func.func @named_after_unnamed(i32, %a: i32)

// -----

// expected-error @below {{custom op 'func.func' expected SSA identifier}}
func.func @unnamed_after_named(%a: i32, i32) {
  return
}

// -----

// func.func takes no variadic `...` (that is llvm.func's).
// expected-error @below {{expected non-function type}}
func.func @variadic(i32, ...)

// -----

// expected-error @below {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func no_at_sign()

// -----

// expected-error @below {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred_name() attributes {sym_name = "x"}

// -----

// expected-error @below {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred_type() attributes {function_type = () -> ()}

// -----

// expected-error @below {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @inferred_visibility() attributes {sym_visibility = "private"}

// -----

// expected-error @below {{custom op 'func.func' expected non-empty function body}}
func.func @empty_body() {}

// -----

func.func @call_operand_count(%x: i32) {
  // expected-error @below {{custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types}}
  func.call @call_operand_count(%x, %x) : (i32) -> ()
  return
}

// -----

func.func @nested_callee() {
  // expected-error @below {{custom op 'func.call' invalid kind of attribute specified}}
  func.call @a::@b() : () -> ()
  return
}

// -----

func.func @return_count(%x: i32) -> i32 {
  // expected-error @below {{custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types}}
  return %x, %x : i32
}

// -----

func.func @unknown_short_name() {
  // expected-error @below {{custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)}}
  frobnicate
}

// -----

func.func @name_without_results() {
  // expected-error @below {{cannot name an operation with no results}}
  %0 = "func.return"() : () -> ()
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: func-syntax-errors.mlir:7:37: error: custom op 'func.func' expected type instead of SSA identifier
// LOC: func-syntax-errors.mlir:12:41: error: custom op 'func.func' expected SSA identifier
// LOC: func-syntax-errors.mlir:20:25: error: expected non-function type
// LOC: func-syntax-errors.mlir:25:11: error: custom op 'func.func' expected valid '@'-identifier for symbol name
// LOC: func-syntax-errors.mlir:30:36: error: custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary
// LOC: func-syntax-errors.mlir:35:36: error: custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary
// LOC: func-syntax-errors.mlir:40:42: error: custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary
// LOC: func-syntax-errors.mlir:45:25: error: custom op 'func.func' expected non-empty function body
// LOC: func-syntax-errors.mlir:51:33: error: custom op 'func.call' number of operands and types do not match: got 2 operands and 1 types
// LOC: func-syntax-errors.mlir:59:13: error: custom op 'func.call' invalid kind of attribute specified
// LOC: func-syntax-errors.mlir:67:10: error: custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types
// LOC: func-syntax-errors.mlir:74:3: error: custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)
// LOC: func-syntax-errors.mlir:81:3: error: cannot name an operation with no results
