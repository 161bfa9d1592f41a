// -debug-only=drr traces every pattern tried on every op, the reason it
// did not match (the notifyMatchFailure texts of the generated C++), the
// ops it created and whether it rewrote the op.
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir -debug-only=drr 2>&1 >/dev/null | FileCheck %s

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
def A : Op<T_Dialect, "a">, Arguments<(ins I32:$x, I32Attr:$k)>, Results<(outs I32)>;
def B : Op<T_Dialect, "b">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def Named : Pat<(A (B $x), ConstantAttr<I32Attr, "1">), (B $x)>;
def : Pat<(A $x, $k), (B $x), [(I64 $x)]>;

//--- in.mlir
func.func @f(%arg0: i32) -> (i32, i32) {
  %0 = "t.a"(%arg0) {k = 1 : i32} : (i32) -> i32
  %1 = "t.b"(%arg0) : (i32) -> i32
  %2 = "t.a"(%1) {k = 1 : i32} : (i32) -> i32
  %3 = "t.a"(%0) {k = 1 : i32} : (i32) -> i32
  return %2, %3 : i32, i32
}
// CHECK: [drr] trying Named (benefit 2) on 't.a'
// CHECK-NEXT: [drr]   match failure on 't.a': castedOp1 is not t::B type
// CHECK-NEXT: [drr]   Named did not match
// CHECK-NEXT: [drr] trying GeneratedConvert0 (benefit 1) on 't.a'
// CHECK-NEXT: [drr]   match failure on 't.a': value entity 'x' failed to satisfy constraint: '64-bit signless integer'
// CHECK-NEXT: [drr]   GeneratedConvert0 did not match
// CHECK-NEXT: [drr] trying Named (benefit 2) on 't.a'
// CHECK-NEXT: [drr]   created 't.b'
// CHECK-NEXT: [drr]   Named rewrote the op
// CHECK: [drr]   match failure on 't.a': There's no operation that defines operand 0 of castedOp0
