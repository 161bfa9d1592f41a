// The DAG directives: `location` (a name, a bound symbol's location, or a
// fused location with optional metadata; the default is the fused location
// of the matched ops, root first), `returnType` (a symbol's type, a C++
// snippet, a NativeCodeCall) on ops that cannot infer their result types,
// `either` (both operand orders) and `variadic` (a variadic group matched
// element-wise in the source; a value list in the result).
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;
def Src : T_Op<"src">, Arguments<(ins AnyInteger:$x, I32Attr:$tag)>, Results<(outs AnyInteger)>;
def Inner : T_Op<"inner">, Arguments<(ins AnyInteger:$x)>, Results<(outs AnyInteger)>;
def Cast : T_Op<"cast">, Arguments<(ins AnyInteger:$x)>, Results<(outs AnyInteger)>;
def Pair : T_Op<"pair">, Arguments<(ins AnyInteger:$a, AnyInteger:$b)>, Results<(outs AnyInteger)>;
def Both : T_Op<"both">, Arguments<(ins I32:$a, I16:$b)>, Results<(outs I32)>;
def Many : T_Op<"many", [SameVariadicOperandSize]>,
           Arguments<(ins Variadic<AnyInteger>:$xs, Variadic<AnyInteger>:$ys)>;
def Rev : T_Op<"rev">, Arguments<(ins Variadic<AnyInteger>:$xs)>;

def GetI16 : NativeCodeCall<"$_builder.getIntegerType(16)">;
def TypeOf : NativeCodeCall<"$0.getType()">;

// Locations.
def : Pat<(Src:$s (Inner:$i $x), ConstantAttr<I32Attr, "1">),
          (Cast (Cast $x, (returnType $x), (location "n")), (location $i))>;
def : Pat<(Src:$s (Inner:$i $x), ConstantAttr<I32Attr, "2">),
          (Cast $x, (location "meta", $s, $i))>;
def : Pat<(Src (Inner $x), ConstantAttr<I32Attr, "3">), (Cast $x)>;
// Return types.
def : Pat<(Src $x, ConstantAttr<I32Attr, "4">),
          (Cast (Cast $x, (returnType "$_builder.getI64Type()")))>;
def : Pat<(Src $x, ConstantAttr<I32Attr, "5">),
          (Cast (Cast $x, (returnType (GetI16))))>;
def : Pat<(Src $x, ConstantAttr<I32Attr, "6">),
          (Cast (Cast $x, (returnType (TypeOf $x))))>;
// either: i32 and i16 operands in any order.
def : Pat<(Pair (either I32:$a, I16:$b)), (Both $a, $b)>;
// variadic: exactly two elements in each group, swapped in the result.
def : Pat<(Many (variadic $a, $b), (variadic $c, $d)), (Rev (variadic $d, $c, $b, $a))>;

//--- in.mlir
// CHECK-LABEL: func.func @locations
// CHECK: %[[A:.*]] = "t.cast"(%arg0) : (i32) -> i32 loc("n")
// CHECK-NEXT: "t.cast"(%[[A]]) : (i32) -> i32 loc("i1")
// CHECK: "t.cast"(%arg0) : (i32) -> i32 loc(fused<"meta">["s2", "i2"])
// CHECK: "t.cast"(%arg0) : (i32) -> i32 loc(fused["s3", "i3"])
func.func @locations(%arg0: i32) -> (i32, i32, i32) {
  %0 = "t.inner"(%arg0) : (i32) -> i32 loc("i1")
  %1 = "t.src"(%0) {tag = 1 : i32} : (i32) -> i32 loc("s1")
  %2 = "t.inner"(%arg0) : (i32) -> i32 loc("i2")
  %3 = "t.src"(%2) {tag = 2 : i32} : (i32) -> i32 loc("s2")
  %4 = "t.inner"(%arg0) : (i32) -> i32 loc("i3")
  %5 = "t.src"(%4) {tag = 3 : i32} : (i32) -> i32 loc("s3")
  return %1, %3, %5 : i32, i32, i32
}

// CHECK-LABEL: func.func @return_types
// CHECK: %[[A:.*]] = "t.cast"(%arg0) : (i8) -> i64
// CHECK-NEXT: "t.cast"(%[[A]]) : (i64) -> i8
// CHECK: %[[B:.*]] = "t.cast"(%arg0) : (i8) -> i16
// CHECK-NEXT: "t.cast"(%[[B]]) : (i16) -> i8
// CHECK: %[[C:.*]] = "t.cast"(%arg0) : (i8) -> i8
// CHECK-NEXT: "t.cast"(%[[C]]) : (i8) -> i8
func.func @return_types(%arg0: i8) -> (i8, i8, i8) {
  %0 = "t.src"(%arg0) {tag = 4 : i32} : (i8) -> i8
  %1 = "t.src"(%arg0) {tag = 5 : i32} : (i8) -> i8
  %2 = "t.src"(%arg0) {tag = 6 : i32} : (i8) -> i8
  return %0, %1, %2 : i8, i8, i8
}

// CHECK-LABEL: func.func @either_order
// CHECK: "t.both"(%arg0, %arg1) : (i32, i16) -> i32
// CHECK: "t.both"(%arg0, %arg1) : (i32, i16) -> i32
// CHECK: "t.pair"(%arg0, %arg0) : (i32, i32) -> i32
func.func @either_order(%arg0: i32, %arg1: i16) -> (i32, i32, i32) {
  %0 = "t.pair"(%arg0, %arg1) : (i32, i16) -> i32
  %1 = "t.pair"(%arg1, %arg0) : (i16, i32) -> i32
  %2 = "t.pair"(%arg0, %arg0) : (i32, i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @variadic_groups
// CHECK: "t.rev"(%arg3, %arg2, %arg1, %arg0) : (i32, i32, i32, i32) -> ()
// CHECK: "t.many"(%arg0, %arg1) : (i32, i32) -> ()
func.func @variadic_groups(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32) {
  "t.many"(%arg0, %arg1, %arg2, %arg3) : (i32, i32, i32, i32) -> ()
  "t.many"(%arg0, %arg1) : (i32, i32) -> ()
  return
}
