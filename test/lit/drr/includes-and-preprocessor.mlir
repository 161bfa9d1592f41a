// Rule files include MLIR's standard .td files (built in), files relative
// to the including file, and files found in -I directories (apply-drr reads
// none: the including file's folder is enough here); #ifndef/#define
// guards make a file included twice contribute once; #ifdef/#else pick a
// branch; several files in `patterns=` share one record namespace.
// RUN: split-file %s %t
// RUN: %xform-interp "--apply-drr=patterns=%t/main.td,%t/more.td" %t/in.mlir | FileCheck %s

//--- ops.td
#ifndef OPS_TD
#define OPS_TD
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def A : Op<T_Dialect, "a">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def B : Op<T_Dialect, "b">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
def C : Op<T_Dialect, "c">, Arguments<(ins I32:$x)>, Results<(outs I32)>;
#endif

//--- main.td
include "ops.td"
include "ops.td"
include "mlir/IR/PatternBase.td"
#define USE_B
#ifdef USE_B
def : Pat<(A $x), (B $x)>;
#else
def : Pat<(A $x), (C $x)>;
#endif

//--- more.td
// Sees the records of main.td (same load).
def : Pat<(B $x), (C $x)>;

//--- in.mlir
// CHECK-LABEL: func.func @f
// CHECK-NEXT: "t.c"(%arg0)
func.func @f(%arg0: i32) -> i32 {
  %0 = "t.a"(%arg0) : (i32) -> i32
  return %0 : i32
}
