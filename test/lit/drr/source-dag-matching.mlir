// Source DAG matching: nested ops match the producer of an operand's first
// value (a block argument has no producer), `$_` ignores an argument,
// repeated operand names must be equal (compared on the first value, at
// any depth), a type constraint on an operand is checked only when it
// differs from the op's, and the matched producer stays (it has no
// memory-effect information).
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir | FileCheck %s

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m>;
def Add : T_Op<"add">, Arguments<(ins AnyInteger:$l, AnyInteger:$r)>, Results<(outs AnyInteger)>;
def Neg : T_Op<"neg">, Arguments<(ins AnyInteger:$x)>, Results<(outs AnyInteger)>;
def Sub : T_Op<"sub">, Arguments<(ins AnyInteger:$l, AnyInteger:$r)>, Results<(outs AnyInteger)>;
def Dbl : T_Op<"dbl">, Arguments<(ins AnyInteger:$x)>, Results<(outs AnyInteger)>;
def Sel : T_Op<"sel">, Arguments<(ins AnyInteger:$a, AnyInteger:$b, AnyInteger:$c)>,
          Results<(outs AnyInteger)>;

// add(x, neg(y)) -> sub(x, y)
def : Pat<(Add $x, (Neg $y)), (Sub $x, $y)>;
// add(x, x) -> dbl(x), only for i32 operands
def : Pat<(Add I32:$x, $x), (Dbl $x)>;
// sel(_, b, b) -> dbl(b)
def : Pat<(Sel $_, $b, $b), (Dbl $b)>;
// sel(sel(_, _, c), _, c) -> neg(c): equality across depths
def : Pat<(Sel (Sel $_, $_, $c), $_, $c), (Neg $c)>;

//--- in.mlir
// CHECK-LABEL: func.func @nested
// CHECK-NEXT: %[[N:.*]] = "t.neg"(%arg1) : (i32) -> i32
// CHECK-NEXT: %[[S:.*]] = "t.sub"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %[[B:.*]] = "t.add"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: return %[[S]], %[[B]]
func.func @nested(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %0 = "t.neg"(%arg1) : (i32) -> i32
  %1 = "t.add"(%arg0, %0) : (i32, i32) -> i32
  %2 = "t.add"(%arg0, %arg1) : (i32, i32) -> i32
  return %1, %2 : i32, i32
}

// CHECK-LABEL: func.func @equal_operands
// CHECK-NEXT: %[[D:.*]] = "t.dbl"(%arg0) : (i32) -> i32
// CHECK-NEXT: %[[K:.*]] = "t.add"(%arg1, %arg1) : (i64, i64) -> i64
// CHECK-NEXT: return %[[D]], %[[K]]
func.func @equal_operands(%arg0: i32, %arg1: i64) -> (i32, i64) {
  %0 = "t.add"(%arg0, %arg0) : (i32, i32) -> i32
  %1 = "t.add"(%arg1, %arg1) : (i64, i64) -> i64
  return %0, %1 : i32, i64
}

// CHECK-LABEL: func.func @ignored_and_deep
// CHECK-NEXT: %[[D:.*]] = "t.dbl"(%arg1) : (i32) -> i32
// CHECK-NEXT: %[[I:.*]] = "t.sel"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
// CHECK-NEXT: %[[N:.*]] = "t.neg"(%arg2) : (i32) -> i32
// CHECK-NEXT: %[[M:.*]] = "t.sel"(%[[I]], %arg0, %arg1) : (i32, i32, i32) -> i32
// CHECK-NEXT: return %[[D]], %[[N]], %[[M]]
func.func @ignored_and_deep(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
  %0 = "t.sel"(%arg0, %arg1, %arg1) : (i32, i32, i32) -> i32
  %1 = "t.sel"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> i32
  %2 = "t.sel"(%1, %arg0, %arg2) : (i32, i32, i32) -> i32
  %3 = "t.sel"(%1, %arg0, %arg1) : (i32, i32, i32) -> i32
  return %0, %2, %3 : i32, i32, i32
}
