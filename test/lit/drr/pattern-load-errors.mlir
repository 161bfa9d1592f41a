// Every load-time error mlir-tblgen --gen-rewriters reports for a broken
// rule (spec §5.10) is reported when the rule file is loaded, with the same
// text, at the Pattern record (two of them have no location in
// mlir-tblgen; xform reports them at <unknown>:0).
// Expected messages: mlir-tblgen 22.1.8 --gen-rewriters on the same files.
// RUN: split-file %s %t
// RUN: not %xform-interp --apply-drr=patterns=%t/e1.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E1
// RUN: not %xform-interp --apply-drr=patterns=%t/e2.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E2
// RUN: not %xform-interp --apply-drr=patterns=%t/e3.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E3
// RUN: not %xform-interp --apply-drr=patterns=%t/e4.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E4
// RUN: not %xform-interp --apply-drr=patterns=%t/e5.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E5
// RUN: not %xform-interp --apply-drr=patterns=%t/e6.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E6
// RUN: not %xform-interp --apply-drr=patterns=%t/e8.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E8
// RUN: not %xform-interp --apply-drr=patterns=%t/e9.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E9
// RUN: not %xform-interp --apply-drr=patterns=%t/e10.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E10
// RUN: not %xform-interp --apply-drr=patterns=%t/e11.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E11
// RUN: not %xform-interp --apply-drr=patterns=%t/e12.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E12
// RUN: not %xform-interp --apply-drr=patterns=%t/e13.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E13
// RUN: not %xform-interp --apply-drr=patterns=%t/e14.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E14
// RUN: not %xform-interp --apply-drr=patterns=%t/e15.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E15
// RUN: not %xform-interp --apply-drr=patterns=%t/e16.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E16
// RUN: not %xform-interp --apply-drr=patterns=%t/e17.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E17
// RUN: not %xform-interp --apply-drr=patterns=%t/e18.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E18
// RUN: not %xform-interp --apply-drr=patterns=%t/e19.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E19
// RUN: not %xform-interp --apply-drr=patterns=%t/e21.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E21
// RUN: not %xform-interp --apply-drr=patterns=%t/e22.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E22
// RUN: not %xform-interp --apply-drr=patterns=%t/e23.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E23
// RUN: not %xform-interp --apply-drr=patterns=%t/e24.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E24
// RUN: not %xform-interp --apply-drr=patterns=%t/e25.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E25
// RUN: not %xform-interp --apply-drr=patterns=%t/e26.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E26
// RUN: not %xform-interp --apply-drr=patterns=%t/e27.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E27
// RUN: not %xform-interp --apply-drr=patterns=%t/e28.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E28
// RUN: not %xform-interp --apply-drr=patterns=%t/e29.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E29
// RUN: not %xform-interp --apply-drr=patterns=%t/e30.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E30
// RUN: not %xform-interp --apply-drr=patterns=%t/e31.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E31
// RUN: not %xform-interp --apply-drr=patterns=%t/e32.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E32
// RUN: not %xform-interp --apply-drr=patterns=%t/e33.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E33
// RUN: not %xform-interp --apply-drr=patterns=%t/e34.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E34
// RUN: not %xform-interp --apply-drr=patterns=%t/e35.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E35
// RUN: not %xform-interp --apply-drr=patterns=%t/e36.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E36
// RUN: not %xform-interp --apply-drr=patterns=%t/e37.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E37
// RUN: not %xform-interp --apply-drr=patterns=%t/e38.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E38
// RUN: not %xform-interp --apply-drr=patterns=%t/e39.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E39
// RUN: not %xform-interp --apply-drr=patterns=%t/e40.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=E40
// RUN: not %xform-interp --apply-drr=patterns=%t/snippet.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=SNIPPET

//--- prelude.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def T_D : Dialect { let name = "t"; }
class T_Op<string m, list<Trait> tr = []> : Op<T_D, m, tr>;
def OpA : T_Op<"a"> { let arguments = (ins I32:$x, I32Attr:$attr); let results = (outs I32); }
def OpB : T_Op<"b"> { let arguments = (ins I32:$x); let results = (outs I32); }
def OpV : T_Op<"v"> { let arguments = (ins Variadic<I32>:$xs); let results = (outs I32); }
def OpC : T_Op<"c"> { let arguments = (ins I32:$x, I32:$y); let results = (outs I32); }
def OpTwo : T_Op<"two"> { let arguments = (ins I32:$x); let results = (outs I32:$r0, I32:$r1); }
def OpZ : T_Op<"z"> { let arguments = (ins I32:$x); let results = (outs); }
def OpX : T_Op<"x"> { let arguments = (ins AnyInteger:$x); let results = (outs AnyInteger); }
def OpAny : T_Op<"anyattr"> { let arguments = (ins I32:$x, AnyI32Attr:$attr); let results = (outs I32); }
def IsF : Constraint<CPred<"$0.hasOneUse()">, "one use">;
def MyNat : NativeCodeCall<"$0">;
def MyMatch : NativeCodeCall<"matchIt($_self, $0)">;

//--- e1.td
include "prelude.td"
def P : Pat<(OpA:$x $x, $a), (OpB $x)>;
// E1: e1.td:2:5: error: symbol 'x' bound more than once

//--- e2.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB $y)>;
// E2: e2.td:2:5: error: referencing unbound symbol 'y'

//--- e3.td
include "prelude.td"
def P : Pat<(OpB $x__1), (OpB $x__1)>;
// E3: e3.td:2:5: error: symbol 'x__1' with trailing index cannot bind to op argument

//--- e4.td
include "prelude.td"
def P : Pat<(OpB $x, $y), (OpB $x)>;
// E4: e4.td:2:5: error: op 't.b' argument number mismatch: 2 in pattern vs. 1 in definition

//--- e5.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB $x, $x)>;
// E5: e5.td:2:5: error: op 't.b' argument number mismatch: 2 in pattern vs. 1 in definition

//--- e6.td
include "prelude.td"
def P : Pattern<(OpTwo $x), [(OpB $x)]>;
// E6: e6.td:2:5: error: not enough values generated to replace the matched op

//--- e8.td
include "prelude.td"
def P : Pat<(OpB $x), (replaceWithValue $x, $x)>;
// E8: e8.td:2:5: error: replaceWithValue directive must take exactly one argument

//--- e9.td
include "prelude.td"
def P : Pat<(OpB $x), (location $x)>;
// E9: e9.td:2:5: error: location directive can only be used with op creation

//--- e10.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB $x, (location))>;
// E10: <unknown>:0: error: At least one argument to location directive required

//--- e11.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB $x, (location "a", "b", $x))>;
// E11: <unknown>:0: error: Only one string attribute may be specified

//--- e12.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB $x, (location $x), (location $x))>;
// E12: e12.td:2:5: error: `location` directive can only be specified once

//--- e13.td
include "prelude.td"
def P : Pat<(OpB $x), (OpX $x, (returnType $x), (returnType $x))>;
// E13: e13.td:2:5: error: `returnType` directive can only be specified once

//--- e14.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB (MyNat $x, (returnType $x)))>;
// E14: e14.td:2:5: error: `NativeCodeCall` cannot have return type specifier

//--- e15.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB (OpX $x, (returnType (OpB $x))))>;
// E15: e15.td:2:5: error: nested DAG in `returnType` must be a native code call

//--- e16.td
include "prelude.td"
def P : Pat<(OpB $x), (OpX $x, (returnType $x))>;
// E16: e16.td:2:5: error: Cannot specify explicit return types in an op whose return values replace the source pattern's root op

//--- e17.td
include "prelude.td"
def P : Pat<(OpA $x, $a), (OpA $x, "foo")>;
// E17: e17.td:2:5: error: raw string not supported as argument

//--- e18.td
include "prelude.td"
def P : Pat<(OpB $x), (OpV (OpB $x))>;
// E18: e18.td:2:5: error: op expects variadic operand `xs`, while provided is non-variadic

//--- e19.td
include "prelude.td"
def P : Pat<(OpA $x, $a), (OpA $x, (OpB $x))>;
// E19: e19.td:2:5: error: only NativeCodeCall allowed in nested dag node for creating attribute

//--- e21.td
include "prelude.td"
def P : Pat<(OpC (either (either $x, $y), $x)), (OpB $x)>;
// E21: e21.td:2:5: error: either cannot be nested

//--- e22.td
include "prelude.td"
def P : Pat<(OpA (either $x, $y)), (OpB $x)>;
// E22: e22.td:2:5: error: either can only be applied on operand

//--- e23.td
include "prelude.td"
def P : Pat<(OpB (variadic $x)), (OpB $x)>;
// E23: e23.td:2:5: error: variadic DAG construct can't match op t.b's non-variadic operand #0

//--- e24.td
include "prelude.td"
def P : Pat<(OpV (OpB $x)), (OpB $x)>;
// E24: e24.td:2:5: error: use nested DAG construct to match op t.v's variadic operand #0 unsupported now

//--- e25.td
include "prelude.td"
def P : Pat<(OpV I32:$x), (OpB $x)>;
// E25: e25.td:2:5: error: further constrain op t.v's variadic operand #0 unsupported now

//--- e26.td
include "prelude.td"
def P : Pat<(OpB (MyMatch:$m $x)), (OpB $x)>;
// E26: e26.td:2:5: error: binding symbol 'm' to NativecodeCall in MatchPattern is not supported

//--- e27.td
include "prelude.td"
def P : Pat<(OpB (MyNat $x)), (OpB $x)>;
// E27: e27.td:2:5: error: NativeCodeCall must have $_self as argument for passing the defining Operation

//--- e28.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB $x), [(I32 $x, $x)]>;
// E28: e28.td:2:5: error: type constraint requires exactly one argument

//--- e29.td
include "prelude.td"
def P : Pat<(OpA $x, $a), (OpB $x), [(I32Attr $a)]>;
// E29: e29.td:2:5: error: cannot use AttrConstraint in Pattern multi-entity constraints

//--- e30.td
include "prelude.td"
def P : Pat<(OpC $x, $y), (OpB $x), [(IsF $x, $x, $x, $y, $y)]>;
// E30: e30.td:2:5: error: only support up to 4-entity constraints now

//--- e31.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB $x), [(IsF I32)]>;
// E31: e31.td:2:5: error: operands to additional constraints can only be symbol references

//--- e32.td
include "prelude.td"
def P : Pat<(OpB I32Attr:$x), (OpB $x)>;
// E32: e32.td:2:5: error: the 1-th argument of op 't.b' should be an operand

//--- e33.td
include "prelude.td"
def P : Pat<(OpA $x, I32:$a), (OpB $x)>;
// E33: e33.td:2:5: error: the 2-th argument of op 't.a' should be an attribute

//--- e34.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB $x), [], [], (addBenefit)>;
// E34: e34.td:2:5: error: The 'addBenefit' takes and only takes one integer value

//--- e35.td
include "prelude.td"
def P : Pat<(OpAny $x, $a), (OpAny $x, ConstantAttr<AnyI32Attr, "3">)>;
// E35: e35.td:2:5: error: Attribute AnyI32Attr does not have the 'constBuilderCall' field

//--- e36.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB:$y $x, (location:$z $x))>;
// E36: e36.td:2:5: error: binding symbol 'z' to non-operation/native code call unsupported right now

//--- e37.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB (replaceWithValue:$y $x))>;
// E37: e37.td:2:5: error: binding symbol 'y' to non-operation/native code call unsupported right now

//--- e38.td
include "prelude.td"
def P : Pat<(OpB $x), (OpB ConstantAttr<I32Attr, "3">)>;
// E38: e38.td:2:5: error: attribute found where value was expected, if attempting to use constant value, construct a constant op with given attribute instead

//--- e39.td
include "prelude.td"
def P : Pat<(OpB (MyMatch $x, (OpB $y))), (OpB $x)>;
// E39: e39.td:2:5: error: Matching nested tree in NativeCodecall not support for arg1_1 as arg 1

//--- e40.td
include "prelude.td"
def P : Pattern<(OpTwo $x), [(OpTwo:$t $x), (OpB $x)]>;
// E40: e40.td:2:5: error: cannot use the same multi-result op 't' to generate both auxiliary values and values to be used for replacing the matched op

// xform only: C++ it cannot interpret is reported with the snippet.
//--- snippet.td
include "prelude.td"
def Weird : Constraint<CPred<"myCheck($0)">, "weird">;
def P : Pat<(OpB $x), (OpB $x), [(Weird $x)]>;
// SNIPPET: snippet.td:3:5: error: cannot interpret the C++ of the predicate of 'Weird' '(myCheck($0))': unknown function 'myCheck'; register a C function for it with xf_drr_register_native() or xf_drr_register_constraint() (see docs/drr.md)

//--- in.mlir
