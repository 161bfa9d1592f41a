// The apply-drr options are the greedy driver's (-test-greedy-patterns'):
// top-down traversal, max-iterations, fold, cse-constants; the pass also
// runs inside --pass-pipeline; a bad option is reported as mlir-opt does.
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir | FileCheck %s --check-prefix=BOTTOMUP
// RUN: %xform-interp "--apply-drr=patterns=%t/rules.td top-down=true" %t/in.mlir | FileCheck %s --check-prefix=TOPDOWN
// RUN: %xform-interp "--pass-pipeline=builtin.module(apply-drr{patterns=%t/rules.td top-down=true})" %t/in.mlir | FileCheck %s --check-prefix=TOPDOWN
// RUN: %xform-interp "--apply-drr=patterns=%t/rules.td max-iterations=1" %t/chain.mlir | FileCheck %s --check-prefix=ONE
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/chain.mlir | FileCheck %s --check-prefix=ALL
// RUN: not %xform-interp "--apply-drr=patterns=%t/rules.td frobnicate=1" %t/in.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %xform-interp "--apply-drr=patterns=%t/rules.td max-iterations=x" %t/in.mlir 2>&1 | FileCheck %s --check-prefix=BADINT

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m>;
def A : T_Op<"a">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def Up : T_Op<"up">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def Down : T_Op<"down">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
// Overlapping patterns: a(a(x)) fuses only if the outer op is visited first.
def : Pat<(A (A $x)), (Up $x)>;
def : Pat<(A $x), (Down $x)>;
// n(b, p(a, b)) -> b, enabled only once fwd(b) is folded away; the users
// of n's operand producer are not re-enqueued, so it needs iteration 2.
def Fwd : T_Op<"fwd">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def P : T_Op<"p">, Arguments<(ins I32:$a, I32:$b)>, Results<(outs I32)>;
def N : T_Op<"n">, Arguments<(ins I32:$b, I32:$p)>, Results<(outs I32)>;
def : Pat<(Fwd $x), (replaceWithValue $x)>;
def : Pat<(N $b, (P $a, $b)), (replaceWithValue $b)>;

//--- in.mlir
// BOTTOMUP: "t.down"(%arg0)
// BOTTOMUP: "t.up"(%arg0)
// TOPDOWN: %[[D:.*]] = "t.down"(%arg0)
// TOPDOWN: "t.down"(%[[D]])
func.func @f(%arg0: i32) -> i32 {
  %0 = "t.a"(%arg0) : (i32) -> i32
  %1 = "t.a"(%0) : (i32) -> i32
  return %1 : i32
}

//--- chain.mlir
// ONE: %[[P:.*]] = "t.p"(%arg0, %arg1)
// ONE-NEXT: %[[N:.*]] = "t.n"(%arg1, %[[P]])
// ONE-NEXT: return %[[N]]
// ALL: "t.p"(%arg0, %arg1)
// ALL-NEXT: return %arg1
func.func @g(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "t.fwd"(%arg1) : (i32) -> i32
  %1 = "t.p"(%arg0, %0) : (i32, i32) -> i32
  %2 = "t.n"(%arg1, %1) : (i32, i32) -> i32
  return %2 : i32
}
// BAD: error: <Pass-Options-Parser>: no such option frobnicate
// BADINT: for the --max-iterations option: 'x' value invalid for integer argument!
