// C++ in rules, read as expressions: NativeCodeCall results ($0, builder
// calls, getArrayAttr over $0..., chooseOperand, arithmetic on attributes),
// NativeCodeCall leaves ($_self), additional constraints (CPred on entities,
// a type constraint on a bound value, `:$self`, And/Or/Neg predicates), and
// attribute constraints written as CPreds.
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir | FileCheck %s

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m>;
def Pick : T_Op<"pick">, Arguments<(ins I32:$a, I32:$b, BoolAttr:$c, I64Attr:$x, I64Attr:$y)>,
           Results<(outs I32)>;
def Arr : T_Op<"arr">, Arguments<(ins I32:$v, ArrayAttr:$list)>, Results<(outs I32)>;
def Num : T_Op<"num">, Arguments<(ins AnyType:$v, I64Attr:$n)>, Results<(outs AnyType)>;
def Out : T_Op<"out">, Arguments<(ins AnyType:$v, I64Attr:$n)>, Results<(outs AnyType)>;
def Use : T_Op<"use">, Arguments<(ins AnyType:$v)>, Results<(outs AnyType)>;
def Ok : T_Op<"ok">, Arguments<(ins AnyType:$v)>, Results<(outs AnyType)>;

def Choose : NativeCodeCall<"chooseOperand($0, $1, $2)">;
def MakeArray : NativeCodeCall<"$_builder.getArrayAttr({$0...})">;
def Identity : NativeCodeCall<"$0">;
def PlusOne : NativeCodeCall<"$_builder.getI64IntegerAttr($0.getInt() + 1)">;

def : Pat<(Pick $a, $b, $c, $x, $y), (Arr (Choose $a, $b, $c), (MakeArray $x, $y))>;

def IsEven : AttrConstraint<CPred<"::llvm::cast<IntegerAttr>($_self).getInt() % 2 == 0">,
                            "even">;
def Small : Constraint<And<[CPred<"$0.getInt() < 100">, Neg<CPred<"$0.getInt() < 0">>]>,
                       "in [0, 100)">;
def SameType : Constraint<CPred<"$0.getType() == $1.getType()">, "same type">;
def SingleUse : Constraint<CPred<"$_self.hasOneUse()">, "single use">;

// even n in [0, 100) on an i32 value: n + 1
def : Pat<(Num $v, IsEven:$n), (Out $v, (PlusOne $n)),
          [(Small $n), (I32 $v)]>;
// use(use(v)) with an inner result used once and of the same type as v
def : Pat<(Use (Use:$inner $v)), (Ok (Identity $v)),
          [(SameType $v, $inner), (SingleUse:$inner)]>;

//--- in.mlir
// CHECK-LABEL: func.func @native
// CHECK-NEXT: "t.arr"(%arg0) <{list = [3, 4]}> : (i32) -> i32
// CHECK-NEXT: "t.arr"(%arg1) <{list = [5, 6]}> : (i32) -> i32
func.func @native(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = "t.pick"(%arg0, %arg1) {c = true, x = 3, y = 4} : (i32, i32) -> i32
  %1 = "t.pick"(%arg0, %arg1) {c = false, x = 5, y = 6} : (i32, i32) -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @constraints
// CHECK-NEXT: "t.out"(%arg0) <{n = 5 : i64}> : (i32) -> i32
// CHECK-NEXT: "t.num"(%arg0) <{n = 5 : i64}> : (i32) -> i32
// CHECK-NEXT: "t.num"(%arg0) <{n = 200 : i64}> : (i32) -> i32
// CHECK-NEXT: "t.num"(%arg1) <{n = 4 : i64}> : (i64) -> i64
func.func @constraints(%arg0: i32, %arg1: i64) -> (i32, i32, i32, i64) {
  %0 = "t.num"(%arg0) {n = 4} : (i32) -> i32
  %1 = "t.num"(%arg0) {n = 5} : (i32) -> i32
  %2 = "t.num"(%arg0) {n = 200} : (i32) -> i32
  %3 = "t.num"(%arg1) {n = 4} : (i64) -> i64
  return %0, %1, %2, %3 : i32, i32, i32, i64
}

// CHECK-LABEL: func.func @entities
// CHECK-NEXT: %[[U:.*]] = "t.use"(%arg0) : (i32) -> i32
// CHECK-NEXT: %[[O:.*]] = "t.ok"(%arg0) : (i32) -> i32
// CHECK-NEXT: %[[W:.*]] = "t.use"(%arg0) : (i32) -> i64
// CHECK-NEXT: %[[X:.*]] = "t.use"(%[[W]]) : (i64) -> i64
// CHECK-NEXT: return %[[O]], %[[X]]
func.func @entities(%arg0: i32) -> (i32, i64) {
  %0 = "t.use"(%arg0) : (i32) -> i32
  %1 = "t.use"(%0) : (i32) -> i32
  %2 = "t.use"(%arg0) : (i32) -> i64
  %3 = "t.use"(%2) : (i64) -> i64
  return %1, %3 : i32, i64
}
