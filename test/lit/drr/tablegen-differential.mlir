// Differential checks of the TableGen reader against mlir-tblgen 22: each
// expected message, with its line:col, is what mlir-tblgen 22 prints on the
// same file.  Bad numbers, integer folds that were undefined behaviour or
// trapped, operators given the wrong number of operands (one was read past
// its operand array), parents listed twice; inputs on which mlir-tblgen 22
// itself crashes get a clear error (said at each).
// RUN: split-file %s %t
// RUN: not %xform-interp --apply-drr=patterns=%t/number-range.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not %xform-interp --apply-drr=patterns=%t/div-min.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=DIVMIN
// RUN: not %xform-interp --apply-drr=patterns=%t/shift.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=SHIFT
// RUN: not %xform-interp --apply-drr=patterns=%t/div-zero.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=DIVZERO
// RUN: not %xform-interp --apply-drr=patterns=%t/subst-arity.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=SUBST
// RUN: not %xform-interp --apply-drr=patterns=%t/unary-arity.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=UNARY
// RUN: not %xform-interp --apply-drr=patterns=%t/binary-arity.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=BINARY
// RUN: not %xform-interp --apply-drr=patterns=%t/ternary-arity.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=TERNARY
// RUN: not %xform-interp --apply-drr=patterns=%t/already.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=ALREADY
// RUN: not %xform-interp --apply-drr=patterns=%t/unknown-op.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %xform-interp --apply-drr=patterns=%t/digit-ident.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=DIGITS
// RUN: not %xform-interp --apply-drr=patterns=%t/cast-no-type.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=CASTTY
// RUN: not %xform-interp --apply-drr=patterns=%t/con-mismatch.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=CON
// RUN: not %xform-interp --apply-drr=patterns=%t/bits-width.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=BITS
// RUN: not %xform-interp --apply-drr=patterns=%t/listsplat-huge.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not %xform-interp --apply-drr=patterns=%t/endless-instance.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=ENDLESS

//--- number-range.td
def X {
  int a = 18446744073709551616;
}
// A number that does not fit in 64 bits (the lexer negated INT64_MIN: UBSan).
// RANGE: number-range.td:2:11: error: number out of range

//--- div-min.td
def X {
  int a = -9223372036854775808;
  int b = !div(a, -1);
}
// INT64_MIN / -1 trapped (SIGFPE); reported at the record, as TableGen does.
// DIVMIN: div-min.td:1:5: error: Illegal operation: INT64_MIN / -1

//--- shift.td
class C<int n> { int x = !shl(1, n); }
def Shifted : C<64>;
// A shift by 64 or more, or a negative one, was undefined behaviour in C.
// SHIFT: shift.td:2:5: error: Illegal operation: out of bounds shift

//--- div-zero.td
def X { int a = !div(1, 0); }
// DIVZERO: div-zero.td:1:5: error: Illegal operation: division by zero

//--- subst-arity.td
def X { string a = !subst("a", "b"); }
// !subst with two operands read a third past the operand array (ASan).
// SUBST: subst-arity.td:1:35: error: expected ',' in ternary operator

//--- unary-arity.td
def X { int a = !not(1, 2); }
// UNARY: unary-arity.td:1:23: error: expected ')' in unary operator

//--- binary-arity.td
def X { int a = !sub(1); }
// BINARY: binary-arity.td:1:17: error: expected two operands to operator

//--- ternary-arity.td
def X { int a = !if(1, 2, 3, 4); }
// TERNARY: ternary-arity.td:1:28: error: expected ')' in binary operator

//--- already.td
class A;
class B : A;
def X : B, A;
// A class listed again as a parent (directly or through another parent).
// ALREADY: already.td:3:12: error: Already subclass of 'A'!

//--- unknown-op.td
def X { int a = !getdagargcount(1); }
// !getdagargcount is not a TableGen 22 operator.
// UNKNOWN: unknown-op.td:1:17: error: unknown operator

//--- digit-ident.td
def X { int a = 12abc; }
// Digits followed by letters are an identifier, as in TableGen.
// DIGITS: digit-ident.td:1:17: error: Variable not defined: '12abc'

//--- cast-no-type.td
def X { string a = !cast("s"); }
// CASTTY: cast-no-type.td:1:25: error: expected type name for operator

//--- con-mismatch.td
def o; def p;
def X { dag a = !con((o 1), (? 3), (p 2)); }
// Folded from the right, as TableGen; mlir-tblgen 22 prints the same text
// without a location ("error: Concatenated ..."); xform reports it at the
// operator.
// CON: con-mismatch.td:2:17: error: Concatenated Dag operators do not match: '(o 1)' vs. '(p 3, 2)'

//--- bits-width.td
def X { bits<-1> a; }
// mlir-tblgen 22 crashes on this (a 4294967295-bit type); xform refuses
// widths over 2^20 (hung printing it before).
// BITS: bits-width.td:1:14: error: bits<n> width is too large

//--- listsplat-huge.td
def X { list<int> a = !listsplat(1, 4000000000); }
// mlir-tblgen 22 crashes allocating it; xform failed without a message.
// SPLAT: listsplat-huge.td:1:23: error: !listsplat: count is too large

//--- endless-instance.td
class C<int n> { C next = C<!add(n, 1)>; }
def X : C<0>;
// Endless recursive instantiation: mlir-tblgen 22 and xform overflowed the
// C stack; xform now stops at a stack budget (where depends on frame sizes).
// ENDLESS: endless-instance.td:1:{{[0-9]+}}: error: evaluation nesting too deep

//--- in.mlir
module {}
