// Attribute arguments: DefaultValuedAttr (substituted when absent and
// carried into the rebuilt op), OptionalAttr (may stay absent), UnitAttr
// (ConstUnitAttr sets it, a false one is absent), ConstantAttr matches by
// value and type, enum cases act as integer attributes, a value of the
// wrong kind for the target attribute is dropped; properties (I32Prop,
// StringProp) match with predicates on their C++ value.
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir | FileCheck %s

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/IR/EnumAttr.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m>;

def Red : I32EnumAttrCase<"red", 1>;
def Blue : I32EnumAttrCase<"blue", 2>;
def Color : I32EnumAttr<"Color", "", [Red, Blue]>;

def In : T_Op<"in">, Arguments<(ins DefaultValuedAttr<I32Attr, "7">:$d,
                                    OptionalAttr<I32Attr>:$o, UnitAttr:$u)>,
         Results<(outs I32)>;
def Out : T_Op<"out">, Arguments<(ins I32Attr:$d, OptionalAttr<I32Attr>:$o, UnitAttr:$u,
                                     UnitAttr:$always)>,
          Results<(outs I32)>;
def Paint : T_Op<"paint">, Arguments<(ins Color:$c)>, Results<(outs I32)>;
def Typed : T_Op<"typed">, Arguments<(ins AnyAttr:$v)>, Results<(outs I32)>;
def Keep : T_Op<"keep">, Arguments<(ins OptionalAttr<StrAttr>:$s)>, Results<(outs I32)>;
def Props : T_Op<"props">, Arguments<(ins I32Prop:$n, StringProp:$s)>, Results<(outs I32)>;

def : Pat<(In $d, $o, $u), (Out $d, $o, $u, ConstUnitAttr)>;
def : Pat<(Paint Red), (Paint Blue)>;
// ConstantAttr compares the type too: 5 : i64 does not match 5 : i32
def : Pat<(Typed ConstantAttr<I32Attr, "5">), (Typed ConstantAttr<I32Attr, "6">)>;
// an integer attribute passed to a StrAttr slot is dropped
def : Pat<(Typed ConstantAttr<I32Attr, "6">:$v), (Keep $v)>;
def BigN : PropConstraint<CPred<"$_self > 10">, "more than ten">;
def : Pat<(Props BigN:$n, $s), (Props ConstantProp<I32Prop, "1">, $s)>;

//--- in.mlir
// CHECK-LABEL: func.func @attrs
// CHECK-NEXT: "t.out"() <{always, d = 7 : i32}> : () -> i32
// CHECK-NEXT: "t.out"() <{always, d = 1 : i32, o = 2 : i32, u}> : () -> i32
func.func @attrs() -> (i32, i32) {
  %0 = "t.in"() : () -> i32
  %1 = "t.in"() {d = 1 : i32, o = 2 : i32, u} : () -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @enums_and_constants
// CHECK-NEXT: "t.paint"() <{c = 2 : i32}> : () -> i32
// CHECK-NEXT: "t.paint"() <{c = 2 : i32}> : () -> i32
// CHECK-NEXT: "t.keep"() : () -> i32
// CHECK-NEXT: "t.typed"() <{v = 5 : i64}> : () -> i32
func.func @enums_and_constants() -> (i32, i32, i32, i32) {
  %0 = "t.paint"() {c = 1 : i32} : () -> i32
  %1 = "t.paint"() {c = 2 : i32} : () -> i32
  %2 = "t.typed"() {v = 5 : i32} : () -> i32
  %3 = "t.typed"() {v = 5 : i64} : () -> i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @properties
// CHECK-NEXT: "t.props"() <{n = 1 : i32, s = "x"}> : () -> i32
// CHECK-NEXT: "t.props"() <{n = 3 : i32, s = "y"}> : () -> i32
func.func @properties() -> (i32, i32) {
  %0 = "t.props"() <{n = 12 : i32, s = "x"}> : () -> i32
  %1 = "t.props"() <{n = 3 : i32, s = "y"}> : () -> i32
  return %0, %1 : i32, i32
}
