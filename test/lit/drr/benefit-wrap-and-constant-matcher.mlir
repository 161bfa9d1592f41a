// A negative total benefit wraps as in mlir-tblgen's release builds
// (PatternBenefit is 16 bits): -2 becomes 65534, the highest priority, and
// -1 becomes the "impossible" 65535, so the pattern is never applied.
// ConstantLikeMatcher matches a ConstantLike producer and binds its value.
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir | FileCheck %s

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;
def K : T_Op<"k", [ConstantLike, NoMemoryEffect]>, Arguments<(ins AnyAttr:$value)>,
        Results<(outs AnyType)>;
def A : T_Op<"a">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def Tag : T_Op<"tag">, Arguments<(ins I32:$x, I64Attr:$n)>, Results<(outs I32)>;
def Imm : T_Op<"imm">, Arguments<(ins AnyAttr:$v)>, Results<(outs I32)>;

def : Pat<(A $x), (Tag $x, ConstantAttr<I64Attr, "1">)>;
def : Pat<(A $x), (Tag $x, ConstantAttr<I64Attr, "2">), [], [], (addBenefit -2)>;
def : Pat<(A $x), (Tag $x, ConstantAttr<I64Attr, "3">), [], [], (addBenefit -3)>;
def : Pat<(Tag (ConstantLikeMatcher AnyAttr:$c), $n), (Imm $c)>;

//--- in.mlir
// CHECK-LABEL: func.func @f
// CHECK: "t.tag"(%arg0) <{n = 3 : i64}>
// CHECK: "t.imm"() <{v = 9 : i32}>
func.func @f(%arg0: i32) -> (i32, i32) {
  %0 = "t.a"(%arg0) : (i32) -> i32
  %c = "t.k"() {value = 9 : i32} : () -> i32
  %1 = "t.tag"(%c) {n = 0} : (i32) -> i32
  return %0, %1 : i32, i32
}
