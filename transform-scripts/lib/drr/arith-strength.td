//===-- arith-strength.td - strength reduction rules for arith -------------===//
//
// Declarative Rewrite Rules read by xform at run time (see docs/drr.md) over
// the arith ops xform registers: the defs below only give the rules the
// ops' operands and results (an op xform's C dialects register keeps its
// syntax and folder).
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Arith_Dialect : Dialect { let name = "arith"; }
class Arith_Op<string m, list<Trait> tr = []> : Op<Arith_Dialect, m, tr>;

def Arith_ConstantOp : Arith_Op<"constant", [ConstantLike, Pure]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType);
}
def Arith_AddIOp : Arith_Op<"addi", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType);
}
def Arith_MulIOp : Arith_Op<"muli", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType);
}

// x * 2 -> x + x (i32 and i64 constants)
def MulTwoI32 : Pat<(Arith_MulIOp $x, (Arith_ConstantOp ConstantAttr<I32Attr, "2">)),
                    (Arith_AddIOp $x, $x)>;
def MulTwoI64 : Pat<(Arith_MulIOp $x, (Arith_ConstantOp ConstantAttr<I64Attr, "2">)),
                    (Arith_AddIOp $x, $x)>;
