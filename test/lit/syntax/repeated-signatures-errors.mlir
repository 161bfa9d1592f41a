// Diagnostics that point at the arguments of a signature taken from an
// earlier parse of the same text (src/syntax/sig_reuse.c) are those of
// mlir-opt 22, with --xform-no-text-reuse or without: a redefinition in the
// body (note at the argument), a use with another type (note at the
// argument), and the verifier's error for a returned argument of the wrong
// type.
// RUN: %xform-interp %s --split-input-file --verify-diagnostics
// RUN: %xform-interp %s --split-input-file --verify-diagnostics --xform-no-text-reuse

func.func @a(%x: i32, %y: f32) -> i32 {
  return %x : i32
}
// expected-note @below {{previously defined here}}
func.func @much_longer_name(%x: i32, %y: f32) -> i32 {
  // expected-error @below {{redefinition of SSA value '%y'}}
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// -----

func.func @b(%x: i32, %y: f32) -> i32 {
  return %x : i32
}
// expected-note @below {{prior use here}}
func.func @bb(%x: i32, %y: f32) -> i32 {
  // expected-error @below {{use of value '%y' expects different type than prior uses: 'i32' vs 'f32'}}
  %z = arith.addi %y, %y : i32
  return %z : i32
}

// -----

func.func @c(%x: i32, %y: f32) -> i32 {
  return %x : i32
}
func.func @cc(%x: i32, %y: f32) -> i32 {
  // expected-error @below {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @cc}}
  return %y : f32
}
