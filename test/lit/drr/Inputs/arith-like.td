// Rules used by apply-patterns-drr.mlir: x + 0 -> x, x * 1 -> x, and
// (x * 2) -> x + x on a small `t` dialect.
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m, list<Trait> tr = []> : Op<T_Dialect, m, tr>;

def T_Const : T_Op<"const", [ConstantLike, Pure]>, Arguments<(ins I64Attr:$value)>,
              Results<(outs I64)>;
def T_Add : T_Op<"add", [Pure]>, Arguments<(ins I64:$lhs, I64:$rhs)>, Results<(outs I64)>;
def T_Mul : T_Op<"mul", [Pure]>, Arguments<(ins I64:$lhs, I64:$rhs)>, Results<(outs I64)>;

def AddZero : Pat<(T_Add $x, (T_Const ConstantAttr<I64Attr, "0">)), (replaceWithValue $x)>;
def MulOne : Pat<(T_Mul $x, (T_Const ConstantAttr<I64Attr, "1">)), (replaceWithValue $x)>;
def MulTwo : Pat<(T_Mul $x, (T_Const ConstantAttr<I64Attr, "2">)), (T_Add $x, $x)>;
