// Ops built without result types (nested, auxiliary, supplemental, or
// bound with :$x__N) infer them as ODS does once InferTypeOpInterface.td is
// included: buildable types, SameOperandsAndResultType, AllTypesMatch and
// TypesMatchWith; top-level replacements copy the root's result types.
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir | FileCheck %s
// RUN: not %xform-interp --apply-drr=patterns=%t/no-inference.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=ERR

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;
def Root : T_Op<"root">, Arguments<(ins AnyType:$x, I32Attr:$k)>, Results<(outs AnyType)>;
def Fixed : T_Op<"fixed">, Arguments<(ins AnyType:$x)>, Results<(outs I16, F32)>;
def Same : T_Op<"same", [SameOperandsAndResultType]>,
           Arguments<(ins AnyType:$x)>, Results<(outs AnyType)>;
def Match : T_Op<"match", [AllTypesMatch<["x", "r"]>]>,
            Arguments<(ins AnyType:$x)>, Results<(outs AnyType:$r)>;
def Elt : T_Op<"elt", [TypesMatchWith<"r is x's element type", "x", "r",
                                      "::llvm::cast<::mlir::ShapedType>($_self).getElementType()">]>,
          Arguments<(ins AnyTensor:$x)>, Results<(outs AnyType:$r)>;
def Wrap : T_Op<"wrap">, Arguments<(ins AnyType:$x)>, Results<(outs AnyType)>;

def : Pat<(Root $x, ConstantAttr<I32Attr, "1">), (Wrap (Fixed:$f__1 $x))>;
def : Pat<(Root $x, ConstantAttr<I32Attr, "2">), (Wrap (Same $x))>;
def : Pat<(Root $x, ConstantAttr<I32Attr, "3">), (Wrap (Match $x))>;
def : Pat<(Root $x, ConstantAttr<I32Attr, "4">), (Wrap (Elt $x))>;

//--- no-inference.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def T_Dialect : Dialect { let name = "t"; }
def Root : Op<T_Dialect, "root">, Arguments<(ins AnyType:$x)>, Results<(outs AnyType)>;
def Fixed : Op<T_Dialect, "fixed">, Arguments<(ins AnyType:$x)>, Results<(outs I16)>;
def Wrap : Op<T_Dialect, "wrap">, Arguments<(ins AnyType:$x)>, Results<(outs AnyType)>;
// ERR: no-inference.td:9:1: error: op 't.fixed' cannot be built without result types here
def : Pat<(Root $x), (Wrap (Fixed $x))>;

//--- in.mlir
// CHECK-LABEL: func.func @infer
// CHECK-NEXT: %{{.*}}:2 = "t.fixed"(%arg0) : (i8) -> (i16, f32)
// CHECK-NEXT: "t.wrap"(%{{.*}}#1) : (f32) -> i64
// CHECK-NEXT: %[[S:.*]] = "t.same"(%arg0) : (i8) -> i8
// CHECK-NEXT: "t.wrap"(%[[S]]) : (i8) -> i64
// CHECK-NEXT: %[[M:.*]] = "t.match"(%arg0) : (i8) -> i8
// CHECK-NEXT: "t.wrap"(%[[M]]) : (i8) -> i64
// CHECK-NEXT: %[[E:.*]] = "t.elt"(%arg1) : (tensor<4xf16>) -> f16
// CHECK-NEXT: "t.wrap"(%[[E]]) : (f16) -> i64
func.func @infer(%arg0: i8, %arg1: tensor<4xf16>) -> (i64, i64, i64, i64) {
  %0 = "t.root"(%arg0) {k = 1 : i32} : (i8) -> i64
  %1 = "t.root"(%arg0) {k = 2 : i32} : (i8) -> i64
  %2 = "t.root"(%arg0) {k = 3 : i32} : (i8) -> i64
  %3 = "t.root"(%arg1) {k = 4 : i32} : (tensor<4xf16>) -> i64
  return %0, %1, %2, %3 : i64, i64, i64, i64
}
