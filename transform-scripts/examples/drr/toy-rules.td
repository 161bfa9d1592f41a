//===-- toy-rules.td - DRR rules read by xform at run time -----------------===//
//
// A tiny `toy` dialect (constants, add, mul, transpose) and algebraic
// simplifications written as Declarative Rewrite Rules.  xform reads this
// file when the transform script runs: no rebuild after an edit.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Toy_Dialect : Dialect { let name = "toy"; }
class Toy_Op<string m, list<Trait> tr = []> : Op<Toy_Dialect, m, tr>;

def Toy_ConstantOp : Toy_Op<"constant", [ConstantLike, Pure]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType);
}
def Toy_AddOp : Toy_Op<"add", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType);
}
def Toy_MulOp : Toy_Op<"mul", [Pure, SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType);
}
def Toy_TransposeOp : Toy_Op<"transpose", [Pure]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType);
}

def IsZero : AttrConstraint<CPred<"::llvm::isa<::mlir::FloatAttr>($_self) && "
                                  "::llvm::cast<::mlir::FloatAttr>($_self).getValueAsDouble() == 0.0">,
                            "floating-point zero">;
def IsOne : AttrConstraint<CPred<"::llvm::isa<::mlir::FloatAttr>($_self) && "
                                 "::llvm::cast<::mlir::FloatAttr>($_self).getValueAsDouble() == 1.0">,
                           "floating-point one">;

// transpose(transpose(x)) -> x
def TransposeTranspose : Pat<(Toy_TransposeOp (Toy_TransposeOp $x)), (replaceWithValue $x)>;
// x + 0 -> x, 0 + x -> x (either order)
def AddZero : Pat<(Toy_AddOp (either $x, (Toy_ConstantOp IsZero:$z))), (replaceWithValue $x)>;
// x * 1 -> x
def MulOne : Pat<(Toy_MulOp (either $x, (Toy_ConstantOp IsOne:$o))), (replaceWithValue $x)>;
// x + x -> 2 * x: the constant gets the operand's type from the value
def AddSelf : Pat<(Toy_AddOp $x, $x),
                  (Toy_MulOp $x, (Toy_ConstantOp (NativeCodeCall<"$_builder.getFloatAttr($0.getType(), 2.0)"> $x),
                                                 (returnType $x)))>;
