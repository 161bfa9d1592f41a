// Errors on the third sighting of an op line (the first that may be reused,
// src/syntax/line_reuse.c) where the line means something else: an operand
// of another type, a result name already defined, an operand name that is
// not defined, another default dialect (`return` in func.func is
// func.return, in builtin.module it is unknown).  Each is parsed and
// reported as mlir-opt 22 does, with --xform-no-text-reuse or without.
// RUN: %xform-interp %s --split-input-file --verify-diagnostics
// RUN: %xform-interp %s --split-input-file --verify-diagnostics --xform-no-text-reuse

func.func @a0(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func @a1(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
// expected-note @below {{prior use here}}
func.func @a2(%a: i64) -> i32 {
  // expected-error @below {{use of value '%a' expects different type than prior uses: 'i32' vs 'i64'}}
  %x = arith.addi %a, %a : i32
  return %x : i32
}

// -----

func.func @b0(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func @b1(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func @b2(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  // expected-error @below {{redefinition of SSA value '%x'}}
  %x = arith.addi %a, %a : i32
  // expected-note @-3 {{previously defined here}}
  return %x : i32
}

// -----

func.func @c0(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func @c1(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func @c2(%b: i32) -> i32 {
  // expected-error @below {{use of undeclared SSA value name}}
  %x = arith.addi %a, %a : i32
  return %x : i32
}

// -----

func.func @d0(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
func.func @d1(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}
module {
  // expected-error @below {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
  return %x : i32
}
