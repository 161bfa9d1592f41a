// Ops defined in a rule file join the op registry for the run: their
// inherent attributes given in the generic attribute dictionary become
// properties, missing DefaultValuedAttrs are filled in, multi-result ops
// with named results get their SSA names, and the ODS verifier checks
// operand types, counts and required attributes (mlir-opt's wording).
// Expected behaviour: mlir-opt 22 on the same op definitions (test dialect).
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/ops.td %t/ok.mlir | FileCheck %s
// RUN: not %xform-interp --apply-drr=patterns=%t/ops.td %t/bad-type.mlir 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not %xform-interp --apply-drr=patterns=%t/ops.td %t/bad-count.mlir 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not %xform-interp --apply-drr=patterns=%t/ops.td %t/missing-attr.mlir 2>&1 | FileCheck %s --check-prefix=ATTR

//--- ops.td
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect { let name = "t"; }

def T_Attrs : Op<T_Dialect, "attrs"> {
  let arguments = (ins I32:$x, I32Attr:$required,
                   DefaultValuedAttr<I32Attr, "42">:$defaulted,
                   OptionalAttr<StrAttr>:$maybe);
  let results = (outs I32);
}

def T_Two : Op<T_Dialect, "two"> {
  let results = (outs I32:$lhs, F32:$rhs);
}

//--- ok.mlir
// CHECK-LABEL: func.func @f
// CHECK-NEXT: %[[L:lhs]], %[[R:rhs]] = "t.two"() : () -> (i32, f32)
// CHECK-NEXT: "t.attrs"(%[[L]]) <{defaulted = 42 : i32, required = 1 : i32}> {other = 3 : i64} : (i32) -> i32
// CHECK-NEXT: "t.attrs"(%[[L]]) <{defaulted = 7 : i32, maybe = "m", required = 2 : i32}> : (i32) -> i32
func.func @f() {
  %a, %b = "t.two"() : () -> (i32, f32)
  %0 = "t.attrs"(%a) {required = 1 : i32, other = 3} : (i32) -> i32
  %1 = "t.attrs"(%a) <{maybe = "m"}> {required = 2 : i32, defaulted = 7 : i32} : (i32) -> i32
  return
}

//--- bad-type.mlir
func.func @f(%arg0: i64) {
  // TYPE: bad-type.mlir:3:8: error: 't.attrs' op operand #0 must be 32-bit signless integer, but got 'i64'
  %0 = "t.attrs"(%arg0) {required = 1 : i32} : (i64) -> i32
  return
}

//--- bad-count.mlir
func.func @f(%arg0: i32) {
  // COUNT: bad-count.mlir:3:8: error: 't.attrs' op requires a single operand
  %0 = "t.attrs"(%arg0, %arg0) {required = 1 : i32} : (i32, i32) -> i32
  return
}

//--- missing-attr.mlir
func.func @f(%arg0: i32) {
  // ATTR: missing-attr.mlir:3:8: error: 't.attrs' op requires attribute 'required'
  %0 = "t.attrs"(%arg0) : (i32) -> i32
  return
}
