// Result DAGs: the last N values generated replace the root's N results,
// earlier DAGs are auxiliary; `:$x__N` names one result of a created op;
// `$x__N` refers to one result of a bound op; replaceWithValue forwards an
// existing value; supplemental DAGs are built after the replacement
// values; a root without results is erased; ops are created before the
// root in creation order (children first).
// RUN: split-file %s %t
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td %t/in.mlir | FileCheck %s

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m>;
def Three : T_Op<"three">, Arguments<(ins I64Attr:$k)>, Results<(outs I32:$a, F32:$b, F32:$c)>;
def Two : T_Op<"two">, Arguments<(ins I64Attr:$k)>, Results<(outs I32:$p, F32:$q)>;
def TwoF : T_Op<"twof">, Arguments<(ins I64Attr:$k)>, Results<(outs F32:$f, F32:$g)>;
def One : T_Op<"one">, Arguments<(ins I64Attr:$k)>, Results<(outs F32)>;
def Conv : T_Op<"conv">, Arguments<(ins F32:$x)>, Results<(outs I32)>;
def Fwd : T_Op<"fwd">, Arguments<(ins AnyType:$x)>, Results<(outs AnyType)>;
def Sink : T_Op<"sink">, Arguments<(ins I32:$x)>;
def Mark : T_Op<"mark">, Arguments<(ins I32:$x)>;
def Note : T_Op<"note">, Arguments<(ins AnyType:$x)>;

// Partial replacement: two(k) gives results 0-1, one(k) result 2.
def : Pattern<(Three ConstantAttr<I64Attr, "1">:$k), [(Two $k), (One $k)]>;
// Results picked one by one with :$x__N.
def : Pattern<(Three ConstantAttr<I64Attr, "2">:$k),
              [(Two:$r1__0 $k), (One $k), (Two:$r2__1 $k)]>;
// An auxiliary op feeding a replacement through $aux__1.
def : Pattern<(Three ConstantAttr<I64Attr, "3">:$k),
              [(Two:$aux $k), (Conv $aux__1), (TwoF $k)]>;
// replaceWithValue, plus a supplemental op built after it.
def : Pattern<(Fwd $x), [(replaceWithValue $x)], [], [(Note $x)]>;
// A root without results is erased; its replacement DAG is auxiliary.
def : Pat<(Sink $x), (Mark $x)>;

//--- in.mlir
// CHECK-LABEL: func.func @partial
// CHECK-NEXT: %[[P:p]], %[[Q:q]] = "t.two"() <{k = 1 : i64}> : () -> (i32, f32)
// CHECK-NEXT: %[[O:.*]] = "t.one"() <{k = 1 : i64}> : () -> f32
// CHECK-NEXT: return %[[P]], %[[Q]], %[[O]]
func.func @partial() -> (i32, f32, f32) {
  %0:3 = "t.three"() {k = 1} : () -> (i32, f32, f32)
  return %0#0, %0#1, %0#2 : i32, f32, f32
}

// CHECK-LABEL: func.func @by_index
// CHECK-NEXT: %[[P:p]], %{{.*}} = "t.two"() <{k = 2 : i64}> : () -> (i32, f32)
// CHECK-NEXT: %[[O:.*]] = "t.one"() <{k = 2 : i64}> : () -> f32
// CHECK-NEXT: %{{.*}}, %[[Q:q_[0-9]+]] = "t.two"() <{k = 2 : i64}> : () -> (i32, f32)
// CHECK-NEXT: return %[[P]], %[[O]], %[[Q]]
func.func @by_index() -> (i32, f32, f32) {
  %0:3 = "t.three"() {k = 2} : () -> (i32, f32, f32)
  return %0#0, %0#1, %0#2 : i32, f32, f32
}

// CHECK-LABEL: func.func @auxiliary
// CHECK-NEXT: %{{.*}}, %[[AQ:q]] = "t.two"() <{k = 3 : i64}> : () -> (i32, f32)
// CHECK-NEXT: %[[C:.*]] = "t.conv"(%[[AQ]]) : (f32) -> i32
// CHECK-NEXT: %[[F:f]], %[[G:g]] = "t.twof"() <{k = 3 : i64}> : () -> (f32, f32)
// CHECK-NEXT: return %[[C]], %[[F]], %[[G]]
func.func @auxiliary() -> (i32, f32, f32) {
  %0:3 = "t.three"() {k = 3} : () -> (i32, f32, f32)
  return %0#0, %0#1, %0#2 : i32, f32, f32
}

// CHECK-LABEL: func.func @forward
// CHECK-NEXT: "t.note"(%arg0) : (i64) -> ()
// CHECK-NEXT: "t.mark"(%arg1) : (i32) -> ()
// CHECK-NEXT: return %arg0
func.func @forward(%arg0: i64, %arg1: i32) -> i64 {
  %0 = "t.fwd"(%arg0) : (i64) -> i64
  "t.sink"(%arg1) : (i32) -> ()
  return %0 : i64
}
