// Patterns are tried as mlir-opt orders them: by benefit (ops in the source
// DAG + addBenefit), then by record name compared with numeric runs
// (mlir-tblgen's order: upper-case names, `_x`, then anonymous records in
// definition order, then lower-case names).
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir | FileCheck %s

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m>;
def A : T_Op<"a">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def B : T_Op<"b">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def C : T_Op<"c">, Arguments<(ins I32:$x, I32Attr:$tag)>, Results<(outs I32)>;
def D : T_Op<"d">, Arguments<(ins I32:$x)>, Results<(outs I32)>;

// Same benefit (1) on t.a: `Zed` sorts before the anonymous records.
def : Pat<(A $x), (C $x, ConstantAttr<I32Attr, "1">)>;
def Zed : Pat<(A $x), (C $x, ConstantAttr<I32Attr, "2">)>;
def zed : Pat<(A $x), (C $x, ConstantAttr<I32Attr, "3">)>;

// On t.b: anonymous records keep definition order; `b10` after `b9`.
def b10 : Pat<(B $x), (C $x, ConstantAttr<I32Attr, "10">)>;
def b9 : Pat<(B $x), (C $x, ConstantAttr<I32Attr, "9">)>;

// On t.d: the two-op source wins (benefit 2), addBenefit raises a 1-op one.
def : Pat<(D (D $x)), (C $x, ConstantAttr<I32Attr, "22">)>;
def : Pat<(D $x), (C $x, ConstantAttr<I32Attr, "11">)>;
def : Pat<(D $x), (C $x, ConstantAttr<I32Attr, "33">), [], [], (addBenefit 2)>;

//--- in.mlir
// CHECK-LABEL: func.func @f
// CHECK: "t.c"(%arg0) <{tag = 2 : i32}>
// CHECK: "t.c"(%arg0) <{tag = 9 : i32}>
// CHECK: %[[D:.*]] = "t.c"(%arg0) <{tag = 33 : i32}>
// CHECK: "t.c"(%[[D]]) <{tag = 33 : i32}>
func.func @f(%arg0: i32) -> (i32, i32, i32) {
  %0 = "t.a"(%arg0) : (i32) -> i32
  %1 = "t.b"(%arg0) : (i32) -> i32
  %2 = "t.d"(%arg0) : (i32) -> i32
  %3 = "t.d"(%2) : (i32) -> i32
  return %0, %1, %3 : i32, i32, i32
}
