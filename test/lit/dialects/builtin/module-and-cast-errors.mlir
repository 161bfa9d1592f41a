// Verifier and parse errors of builtin.module and
// builtin.unrealized_conversion_cast, as mlir-opt 22 reports them.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=LOC

// expected-error @below {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}

// -----

// expected-error @below {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "test.op"() : () -> ()
^bb1:
}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op requires one region}}
"builtin.module"() ({
}, {}) : () -> ()

// -----

// expected-error @below {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> (i32)

// -----

module {
  // expected-note @below {{see existing symbol definition here}}
  module @m {
  }
  // expected-error @below {{redefinition of symbol named 'm'}}
  module @m {
  }
}

// -----

// expected-error @below {{expected '{' to begin a region}}
module @a @b {
}

// -----

func.func @cast_without_result(%a: i32) {
  // expected-error @below {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

func.func @cast_type_count(%x: i32) {
  // expected-error @below {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = builtin.unrealized_conversion_cast %x, %x : i32 to i64
  return
}

// -----

func.func @cast_missing_type(%a: i32) {
  // expected-error @below {{expected non-function type}}
  builtin.unrealized_conversion_cast %a : i32 to
  return
}

// -----

func.func @cast_missing_to(%a: i32) {
  // expected-error @below {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
  %0 = builtin.unrealized_conversion_cast %a : i32 into i64
  return
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: module-and-cast-errors.mlir:7:1: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'
// LOC: module-and-cast-errors.mlir:13:1: error: 'builtin.module' op region should have no arguments
// LOC: module-and-cast-errors.mlir:20:1: error: 'builtin.module' op expects region #0 to have 0 or 1 blocks
// LOC: module-and-cast-errors.mlir:29:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
// LOC: module-and-cast-errors.mlir:35:1: error: 'builtin.module' op requires one region
// LOC: module-and-cast-errors.mlir:41:6: error: 'builtin.module' op requires zero results
// LOC: module-and-cast-errors.mlir:51:3: error: redefinition of symbol named 'm'
// LOC: module-and-cast-errors.mlir:58:10: error: expected '{' to begin a region
// LOC: module-and-cast-errors.mlir:65:3: error: 'builtin.unrealized_conversion_cast' op expected at least one result for cast operation
// LOC: module-and-cast-errors.mlir:73:43: error: custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types
// LOC: module-and-cast-errors.mlir:81:49: error: expected non-function type
// LOC: module-and-cast-errors.mlir:89:52: error: custom op 'builtin.unrealized_conversion_cast' expected 'to'

// -----

// A named module is a symbol: its parent must be a symbol table.
func.func @f() {
  // expected-error @below {{'builtin.module' op symbol's parent must have the SymbolTable trait}}
  builtin.module @named {
  }
  return
}

// -----

// An unnamed module is not a symbol (an optional symbol without a name).
func.func @f() {
  builtin.module {
  }
  return
}

// -----

// expected-error @below {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "bogus"}}
module @vis attributes {sym_visibility = "bogus"} {
}
