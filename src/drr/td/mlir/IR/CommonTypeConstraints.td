//===-- CommonTypeConstraints.td - xform's built-in copy: types ----------===//
//
// xform's own minimal equivalent of MLIR's type constraints.  Each type
// constraint is a C++ predicate on `$_self` (an mlir::Type) plus a summary;
// buildable types carry the `builderCall` xform evaluates to infer result
// types of ops created by rewrite rules.
//
//===----------------------------------------------------------------------===//

#ifndef COMMON_TYPE_CONSTRAINTS_TD
#define COMMON_TYPE_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"

def IsTensorTypePred : CPred<"::llvm::isa<::mlir::TensorType>($_self)">;
def IsRankedTensorTypePred : CPred<"::llvm::isa<::mlir::RankedTensorType>($_self)">;
def IsUnrankedTensorTypePred : CPred<"::llvm::isa<::mlir::UnrankedTensorType>($_self)">;
def IsMemRefTypePred : CPred<"::llvm::isa<::mlir::MemRefType>($_self)">;
def IsUnrankedMemRefTypePred : CPred<"::llvm::isa<::mlir::UnrankedMemRefType>($_self)">;
def IsBaseMemRefTypePred : CPred<"::llvm::isa<::mlir::BaseMemRefType>($_self)">;
def IsVectorOfAnyRankTypePred : CPred<"::llvm::isa<::mlir::VectorType>($_self)">;
def IsVectorTypePred : And<[IsVectorOfAnyRankTypePred,
                            CPred<"::llvm::cast<::mlir::VectorType>($_self).getRank() > 0">]>;
def IsShapedTypePred : CPred<"::llvm::isa<::mlir::ShapedType>($_self)">;
def IsComplexTypePred : CPred<"::llvm::isa<::mlir::ComplexType>($_self)">;
def IsTupleTypePred : CPred<"::llvm::isa<::mlir::TupleType>($_self)">;
def IsFunctionTypePred : CPred<"::llvm::isa<::mlir::FunctionType>($_self)">;
def HasRankPred : CPred<"::llvm::cast<::mlir::ShapedType>($_self).hasRank()">;
def HasStaticShapePred : CPred<"::llvm::cast<::mlir::ShapedType>($_self).hasStaticShape()">;

// A type constraint for an operand or result.
class Type<Pred condition, string descr = "",
           string cppType = "::mlir::Type">
    : TypeConstraint<condition, descr, cppType> {
  string description = "";
  string builderCall = "";
}

// A type that can be built from nothing (result type inference).
class BuildableType<code builder> {
  code builderCall = builder;
}

// A type constraint that accepts any of the listed ones.
class AnyTypeOf<list<TypeConstraint> allowedTypeList, string summary = "",
                string cppType = "::mlir::Type">
    : TypeConstraint<Or<!foreach(allowedtype, allowedTypeList,
                                 allowedtype.predicate)>,
                     !if(!eq(summary, ""),
                         !interleave(!foreach(t, allowedTypeList, t.summary), " or "),
                         summary),
                     cppType> {
  list<TypeConstraint> allowedTypes = allowedTypeList;
}

// A type constraint that requires all of the listed ones.
class AllOfType<list<TypeConstraint> allowedTypeList, string summary = "",
                string cppType = "::mlir::Type">
    : TypeConstraint<And<!foreach(allowedtype, allowedTypeList,
                                  allowedtype.predicate)>,
                     !if(!eq(summary, ""),
                         !interleave(!foreach(t, allowedTypeList, t.summary), " and "),
                         summary),
                     cppType> {
  list<TypeConstraint> allowedTypes = allowedTypeList;
}

// A type with further predicates.
class ConfinedType<Type type, list<Pred> predicates, string summary = "",
                   string cppType = type.cppType>
    : Type<And<!listconcat([type.predicate], predicates)>, summary, cppType>;

// Variable-length operands and results.
class Variadic<Type type>
    : TypeConstraint<type.predicate, "variadic of " # type.summary, type.cppType> {
  Type baseType = type;
  int minSize = 0;
}

class VariadicOfVariadic<Type type, string variadicSegmentAttrName>
    : Variadic<Variadic<type>> {
  string segmentAttrName = variadicSegmentAttrName;
}

class Optional<Type type>
    : TypeConstraint<type.predicate, "optional " # type.summary, type.cppType> {
  Type baseType = type;
}

def AnyType : Type<CPred<"true">, "any type">;

def NoneType : Type<CPred<"::llvm::isa<::mlir::NoneType>($_self)">, "none type",
                    "::mlir::NoneType">,
               BuildableType<"$_builder.getType<::mlir::NoneType>()">;

// Integers.
class I<int width>
    : Type<CPred<"$_self.isSignlessInteger(" # width # ")">,
           width # "-bit signless integer", "::mlir::IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ")"> {
  int bitwidth = width;
}
def I1 : I<1>;
def I8 : I<8>;
def I16 : I<16>;
def I32 : I<32>;
def I64 : I<64>;
def I128 : I<128>;

class SI<int width>
    : Type<CPred<"$_self.isSignedInteger(" # width # ")">,
           width # "-bit signed integer", "::mlir::IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ", /*isSigned=*/true)"> {
  int bitwidth = width;
}
def SI1 : SI<1>;
def SI8 : SI<8>;
def SI16 : SI<16>;
def SI32 : SI<32>;
def SI64 : SI<64>;

class UI<int width>
    : Type<CPred<"$_self.isUnsignedInteger(" # width # ")">,
           width # "-bit unsigned integer", "::mlir::IntegerType">,
      BuildableType<"$_builder.getIntegerType(" # width # ", /*isSigned=*/false)"> {
  int bitwidth = width;
}
def UI1 : UI<1>;
def UI8 : UI<8>;
def UI16 : UI<16>;
def UI32 : UI<32>;
def UI64 : UI<64>;

class AnyI<int width>
    : Type<CPred<"$_self.isInteger(" # width # ")">, width # "-bit integer"> {
  int bitwidth = width;
}
def AnyI1 : AnyI<1>;
def AnyI8 : AnyI<8>;
def AnyI16 : AnyI<16>;
def AnyI32 : AnyI<32>;
def AnyI64 : AnyI<64>;

def AnyInteger : Type<CPred<"::llvm::isa<::mlir::IntegerType>($_self)">, "integer",
                      "::mlir::IntegerType">;
def AnySignlessInteger : Type<CPred<"$_self.isSignlessInteger()">,
                              "signless integer", "::mlir::IntegerType">;
def AnySignedInteger : Type<CPred<"$_self.isSignedInteger()">, "signed integer",
                            "::mlir::IntegerType">;
def AnyUnsignedInteger : Type<CPred<"$_self.isUnsignedInteger()">, "unsigned integer",
                              "::mlir::IntegerType">;

class SignlessIntOfWidths<list<int> widths>
    : AnyTypeOf<!foreach(w, widths, I<w>),
                !interleave(widths, "/") # "-bit signless integer">;

def Index : Type<CPred<"::llvm::isa<::mlir::IndexType>($_self)">, "index",
                 "::mlir::IndexType">,
            BuildableType<"$_builder.getIndexType()">;

def AnySignlessIntegerOrIndex : Type<CPred<"$_self.isSignlessIntOrIndex()">,
                                     "signless integer or index">;

// Floats.
class F<int width>
    : Type<CPred<"$_self.isF" # width # "()">, width # "-bit float",
           "::mlir::FloatType">,
      BuildableType<"$_builder.getF" # width # "Type()"> {
  int bitwidth = width;
}
def F16 : F<16>;
def F32 : F<32>;
def F64 : F<64>;
def F80 : F<80>;
def F128 : F<128>;

def BF16 : Type<CPred<"$_self.isBF16()">, "bfloat16 type", "::mlir::BFloat16Type">,
           BuildableType<"$_builder.getBF16Type()">;
def TF32 : Type<CPred<"$_self.isTF32()">, "tf32 type", "::mlir::FloatTF32Type">,
           BuildableType<"$_builder.getTF32Type()">;

def AnyFloat : Type<CPred<"::llvm::isa<::mlir::FloatType>($_self)">, "floating-point",
                    "::mlir::FloatType">;

def AnyComplex : Type<IsComplexTypePred, "complex-type", "::mlir::ComplexType">;

class Complex<Type type>
    : Type<And<[IsComplexTypePred,
                SubstLeaves<"$_self",
                            "::llvm::cast<::mlir::ComplexType>($_self).getElementType()",
                            type.predicate>]>,
           "complex type with " # type.summary # " elements", "::mlir::ComplexType"> {
  Type elementType = type;
}

def AnyTuple : Type<IsTupleTypePred, "tuple", "::mlir::TupleType">;
def FunctionType : Type<IsFunctionTypePred, "function type", "::mlir::FunctionType">;

def SignlessIntegerLike : TypeConstraint<CPred<"::mlir::getElementTypeOrSelf($_self).isSignlessIntOrIndex()">,
                                         "signless-integer-like">;
def FloatLike : TypeConstraint<CPred<"::llvm::isa<::mlir::FloatType>(::mlir::getElementTypeOrSelf($_self))">,
                               "floating-point-like">;

// Shaped containers: the element type must satisfy one of `allowedTypes`.
class ShapedContainerType<list<Type> allowedTypes, Pred containerPred,
                          string descr, string cppType = "::mlir::Type">
    : Type<And<[containerPred,
                SubstLeaves<"$_self",
                            "::llvm::cast<::mlir::ShapedType>($_self).getElementType()",
                            AnyTypeOf<allowedTypes>.predicate>]>,
           descr # " of " # AnyTypeOf<allowedTypes>.summary # " values", cppType>;

class TensorOf<list<Type> allowedTypes, list<Pred> preds = [],
               string summary = "tensor">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsTensorTypePred], preds)>,
                          summary, "::mlir::TensorType">;
class RankedTensorOf<list<Type> allowedTypes, list<Pred> preds = [],
                     string summary = "ranked tensor">
    : ShapedContainerType<allowedTypes, And<!listconcat([IsRankedTensorTypePred], preds)>,
                          summary, "::mlir::RankedTensorType">;
class UnrankedTensorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsUnrankedTensorTypePred, "unranked tensor",
                          "::mlir::UnrankedTensorType">;
class MemRefOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsMemRefTypePred, "memref", "::mlir::MemRefType">;
class VectorOfAnyRankOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorOfAnyRankTypePred, "vector",
                          "::mlir::VectorType">;
class VectorOf<list<Type> allowedTypes>
    : ShapedContainerType<allowedTypes, IsVectorTypePred, "vector", "::mlir::VectorType">;

def AnyTensor : TensorOf<[AnyType]>;
def AnyRankedTensor : RankedTensorOf<[AnyType]>;
def AnyUnrankedTensor : UnrankedTensorOf<[AnyType]>;
def AnyMemRef : MemRefOf<[AnyType]>;
def AnyUnrankedMemRef : ShapedContainerType<[AnyType], IsUnrankedMemRefTypePred,
                                            "unranked memref", "::mlir::UnrankedMemRefType">;
def AnyVectorOfAnyRank : VectorOfAnyRankOf<[AnyType]>;
def AnyVector : VectorOf<[AnyType]>;
def AnyShaped : ShapedContainerType<[AnyType], IsShapedTypePred, "shaped",
                                    "::mlir::ShapedType">;
def AnyStaticShapeTensor
    : Type<And<[IsTensorTypePred, HasRankPred, HasStaticShapePred]>,
           "statically shaped tensor of any type values", "::mlir::TensorType">;

def I1Tensor : TensorOf<[I1]>;
def I32Tensor : TensorOf<[I32]>;
def I64Tensor : TensorOf<[I64]>;
def F32Tensor : TensorOf<[F32]>;
def F64Tensor : TensorOf<[F64]>;
def IndexTensor : TensorOf<[Index]>;

def AnySignlessIntegerOrIndexTensor : TensorOf<[AnySignlessInteger, Index]>;

#endif // COMMON_TYPE_CONSTRAINTS_TD
