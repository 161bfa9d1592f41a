//===-- CommonAttrConstraints.td - xform's built-in copy: attributes -----===//
//
// xform's own minimal equivalent of MLIR's attribute constraints.  An Attr
// has a predicate on `$_self` (the attribute), a summary, the C++ storage
// type (named in match-failure messages), and the `constBuilderCall` xform
// evaluates (with `$0` = the constant's text) for ConstantAttr and default
// values.
//
//===----------------------------------------------------------------------===//

#ifndef COMMON_ATTR_CONSTRAINTS_TD
#define COMMON_ATTR_CONSTRAINTS_TD

include "mlir/IR/Constraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/DialectBase.td"

class Attr<Pred condition, string summary = ""> : AttrConstraint<condition, summary> {
  code storageType = ?;
  code returnType = ?;
  code convertFromStorage = "$_self";
  code constBuilderCall = ?;
  string defaultValue = ?;
  Type valueType = ?;
  bit isOptional = 0;
  Attr baseAttr = ?;
  string cppNamespace = "::mlir";
  string description = "";
}

// An attribute that is filled in with `val` when absent.
class DefaultValuedAttr<Attr attr, string val>
    : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let valueType = attr.valueType;
  let defaultValue = val;
  let baseAttr = attr;
}

class DefaultValuedOptionalAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, val> {
  let isOptional = 1;
}

class DefaultValuedStrAttr<Attr attr, string val>
    : DefaultValuedAttr<attr, "\"" # val # "\"">;

class DefaultValuedOptionalStrAttr<Attr attr, string val>
    : DefaultValuedOptionalAttr<attr, "\"" # val # "\"">;

// An attribute that may be absent.
class OptionalAttr<Attr attr> : Attr<attr.predicate, attr.summary> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let valueType = attr.valueType;
  let isOptional = 1;
  let baseAttr = attr;
}

// An attribute with further constraints.
class ConfinedAttr<Attr attr, list<AttrConstraint> constraints>
    : Attr<And<!listconcat([attr.predicate],
                           !foreach(c, constraints, c.predicate))>,
           !foldl(attr.summary, constraints, prev, cur, prev # " " # cur.summary)> {
  let storageType = attr.storageType;
  let returnType = attr.returnType;
  let convertFromStorage = attr.convertFromStorage;
  let constBuilderCall = attr.constBuilderCall;
  let defaultValue = attr.defaultValue;
  let valueType = attr.valueType;
  let isOptional = attr.isOptional;
  let baseAttr = attr;
}

class AllAttrOf<list<AttrConstraint> constraints>
    : AttrConstraint<And<!foreach(c, constraints, c.predicate)>,
                     !interleave(!foreach(c, constraints, c.summary), " and ")>;

class AnyAttrOf<list<Attr> allowedAttrs, string summary = "",
                string cppClassName = "::mlir::Attribute",
                string fromStorage = "$_self">
    : Attr<Or<!foreach(allowedattr, allowedAttrs, allowedattr.predicate)>,
           !if(!eq(summary, ""),
               !interleave(!foreach(t, allowedAttrs, t.summary), " or "),
               summary)> {
  let storageType = cppClassName;
  let returnType = cppClassName;
  let convertFromStorage = fromStorage;
}

def AnyAttr : Attr<CPred<"true">, "any attribute"> {
  let storageType = "::mlir::Attribute";
  let returnType = "::mlir::Attribute";
  let convertFromStorage = "$_self";
  let constBuilderCall = "$0";
}

class TypedAttrBase<Type attrValType, string attrKind, Pred condition,
                    string descr>
    : Attr<condition, descr> {
  let valueType = attrValType;
  let storageType = "::mlir::" # attrKind;
  let returnType = "::mlir::" # attrKind;
}

def TypedAttrInterface : Attr<CPred<"::llvm::isa<::mlir::TypedAttr>($_self)">,
                              "TypedAttr instance"> {
  let storageType = "::mlir::TypedAttr";
  let returnType = "::mlir::TypedAttr";
}

// Integer attributes.
class SignlessIntegerAttrBase<I attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                         CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType()."
                               "isSignlessInteger(" # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = "::llvm::APInt";
  let constBuilderCall = "$_builder.getIntegerAttr($_builder.getIntegerType("
                         # attrValType.bitwidth # "), $0)";
}

class TypedSignlessIntegerAttrBase<I attrValType, string retType, string descr>
    : SignlessIntegerAttrBase<attrValType, descr> {
  let returnType = retType;
  let convertFromStorage = "$_self.getValue().getZExtValue()";
}

def I1Attr : TypedSignlessIntegerAttrBase<I1, "bool", "1-bit signless integer attribute">;
def I8Attr : TypedSignlessIntegerAttrBase<I8, "uint8_t", "8-bit signless integer attribute">;
def I16Attr : TypedSignlessIntegerAttrBase<I16, "uint16_t", "16-bit signless integer attribute">;
def I32Attr : TypedSignlessIntegerAttrBase<I32, "uint32_t", "32-bit signless integer attribute">;
def I64Attr : TypedSignlessIntegerAttrBase<I64, "uint64_t", "64-bit signless integer attribute">;

class SignedIntegerAttrBase<SI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                         CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType()."
                               "isSignedInteger(" # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = "::llvm::APInt";
  let constBuilderCall = "$_builder.getIntegerAttr($_builder.getIntegerType("
                         # attrValType.bitwidth # ", /*isSigned=*/true), $0)";
}
def SI1Attr : SignedIntegerAttrBase<SI1, "1-bit signed integer attribute">;
def SI8Attr : SignedIntegerAttrBase<SI8, "8-bit signed integer attribute">;
def SI16Attr : SignedIntegerAttrBase<SI16, "16-bit signed integer attribute">;
def SI32Attr : SignedIntegerAttrBase<SI32, "32-bit signed integer attribute">;
def SI64Attr : SignedIntegerAttrBase<SI64, "64-bit signed integer attribute">;

class UnsignedIntegerAttrBase<UI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                         CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType()."
                               "isUnsignedInteger(" # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = "::llvm::APInt";
  let constBuilderCall = "$_builder.getIntegerAttr($_builder.getIntegerType("
                         # attrValType.bitwidth # ", /*isSigned=*/false), $0)";
}
def UI1Attr : UnsignedIntegerAttrBase<UI1, "1-bit unsigned integer attribute">;
def UI8Attr : UnsignedIntegerAttrBase<UI8, "8-bit unsigned integer attribute">;
def UI16Attr : UnsignedIntegerAttrBase<UI16, "16-bit unsigned integer attribute">;
def UI32Attr : UnsignedIntegerAttrBase<UI32, "32-bit unsigned integer attribute">;
def UI64Attr : UnsignedIntegerAttrBase<UI64, "64-bit unsigned integer attribute">;

class AnyIntegerAttrBase<AnyI attrValType, string descr>
    : TypedAttrBase<attrValType, "IntegerAttr",
                    And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                         CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getType()."
                               "isInteger(" # attrValType.bitwidth # ")">]>,
                    descr> {
  let returnType = "::llvm::APInt";
}
def AnyI1Attr : AnyIntegerAttrBase<AnyI1, "1-bit integer attribute">;
def AnyI8Attr : AnyIntegerAttrBase<AnyI8, "8-bit integer attribute">;
def AnyI16Attr : AnyIntegerAttrBase<AnyI16, "16-bit integer attribute">;
def AnyI32Attr : AnyIntegerAttrBase<AnyI32, "32-bit integer attribute">;
def AnyI64Attr : AnyIntegerAttrBase<AnyI64, "64-bit integer attribute">;

def APIntAttr : Attr<CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                     "arbitrary integer attribute"> {
  let storageType = "::mlir::IntegerAttr";
  let returnType = "::llvm::APInt";
}

def IndexAttr : TypedAttrBase<Index, "IntegerAttr",
                              And<[CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">,
                                   CPred<"::llvm::isa<::mlir::IndexType>(::llvm::cast<"
                                         "::mlir::IntegerAttr>($_self).getType())">]>,
                              "index attribute"> {
  let returnType = "::llvm::APInt";
  let constBuilderCall = "$_builder.getIntegerAttr($_builder.getIndexType(), $0)";
}

def BoolAttr : Attr<CPred<"::llvm::isa<::mlir::BoolAttr>($_self)">, "bool attribute"> {
  let storageType = "::mlir::BoolAttr";
  let returnType = "bool";
  let valueType = I1;
  let constBuilderCall = "$_builder.getBoolAttr($0)";
}

// Float attributes.
class FloatAttrBase<F attrValType, string descr>
    : TypedAttrBase<attrValType, "FloatAttr",
                    And<[CPred<"::llvm::isa<::mlir::FloatAttr>($_self)">,
                         CPred<"::llvm::cast<::mlir::FloatAttr>($_self).getType().isF"
                               # attrValType.bitwidth # "()">]>,
                    descr> {
  let returnType = "::llvm::APFloat";
  let constBuilderCall = "$_builder.getFloatAttr($_builder.getF"
                         # attrValType.bitwidth # "Type(), $0)";
}
def F16Attr : FloatAttrBase<F16, "16-bit float attribute">;
def F32Attr : FloatAttrBase<F32, "32-bit float attribute">;
def F64Attr : FloatAttrBase<F64, "64-bit float attribute">;

def AnyFloatAttr : Attr<CPred<"::llvm::isa<::mlir::FloatAttr>($_self)">,
                        "floating-point attribute"> {
  let storageType = "::mlir::FloatAttr";
  let returnType = "::llvm::APFloat";
}

// Strings, units, types, symbols.
def StrAttr : Attr<CPred<"::llvm::isa<::mlir::StringAttr>($_self)">, "string attribute"> {
  let storageType = "::mlir::StringAttr";
  let returnType = "::llvm::StringRef";
  let valueType = NoneType;
  let constBuilderCall = "$_builder.getStringAttr($0)";
}

def SymbolNameAttr : Attr<CPred<"::llvm::isa<::mlir::StringAttr>($_self)">,
                          "string attribute"> {
  let storageType = "::mlir::StringAttr";
  let returnType = "::llvm::StringRef";
  let valueType = NoneType;
  let constBuilderCall = "$_builder.getStringAttr($0)";
}

def UnitAttr : Attr<CPred<"::llvm::isa<::mlir::UnitAttr>($_self)">, "unit attribute"> {
  let storageType = "::mlir::UnitAttr";
  let constBuilderCall = "(($0) ? $_builder.getUnitAttr() : nullptr)";
  let convertFromStorage = "$_self != nullptr";
  let returnType = "bool";
  let defaultValue = "false";
  let valueType = NoneType;
}

def TypeAttr : Attr<CPred<"::llvm::isa<::mlir::TypeAttr>($_self)">, "any type attribute"> {
  let storageType = "::mlir::TypeAttr";
  let returnType = "::mlir::Type";
  let valueType = NoneType;
  let convertFromStorage = "::llvm::cast<::mlir::Type>($_self.getValue())";
  let constBuilderCall = "::mlir::TypeAttr::get($0)";
}

class TypeAttrOf<Type ty>
    : Attr<And<[CPred<"::llvm::isa<::mlir::TypeAttr>($_self)">,
                SubstLeaves<"$_self", "::llvm::cast<::mlir::TypeAttr>($_self).getValue()",
                            ty.predicate>]>,
           "type attribute of " # ty.summary> {
  let storageType = "::mlir::TypeAttr";
  let returnType = ty.cppType;
  let constBuilderCall = "::mlir::TypeAttr::get($0)";
}

def SymbolRefAttr : Attr<CPred<"::llvm::isa<::mlir::SymbolRefAttr>($_self)">,
                         "symbol reference attribute"> {
  let storageType = "::mlir::SymbolRefAttr";
  let returnType = "::mlir::SymbolRefAttr";
  let valueType = NoneType;
  let constBuilderCall = "::mlir::SymbolRefAttr::get($_builder.getContext(), $0)";
}

def FlatSymbolRefAttr : Attr<CPred<"::llvm::isa<::mlir::FlatSymbolRefAttr>($_self)">,
                             "flat symbol reference attribute"> {
  let storageType = "::mlir::FlatSymbolRefAttr";
  let returnType = "::llvm::StringRef";
  let valueType = NoneType;
  let constBuilderCall = "::mlir::SymbolRefAttr::get($_builder.getContext(), $0)";
}

def DictionaryAttr : Attr<CPred<"::llvm::isa<::mlir::DictionaryAttr>($_self)">,
                          "dictionary of named attribute values"> {
  let storageType = "::mlir::DictionaryAttr";
  let returnType = "::mlir::DictionaryAttr";
  let valueType = NoneType;
}

def LocationAttr : Attr<CPred<"::llvm::isa<::mlir::LocationAttr>($_self)">,
                        "location attribute"> {
  let storageType = "::mlir::LocationAttr";
  let returnType = "::mlir::LocationAttr";
}

// Elements attributes.
def ElementsAttr : Attr<CPred<"::llvm::isa<::mlir::ElementsAttr>($_self)">,
                        "constant vector/tensor attribute"> {
  let storageType = "::mlir::ElementsAttr";
  let returnType = "::mlir::ElementsAttr";
}

class IntElementsAttrBase<Pred condition, string summary>
    : Attr<And<[CPred<"::llvm::isa<::mlir::DenseIntElementsAttr>($_self)">,
                condition]>, summary> {
  let storageType = "::mlir::DenseIntElementsAttr";
  let returnType = "::mlir::DenseIntElementsAttr";
  let convertFromStorage = "$_self";
}

class SignlessIntElementsAttr<int width>
    : IntElementsAttrBase<CPred<"::llvm::cast<::mlir::DenseIntElementsAttr>($_self)"
                                ".getType().getElementType().isSignlessInteger(" # width # ")">,
                          width # "-bit signless integer elements attribute"> {
  let constBuilderCall = "::llvm::cast<::mlir::DenseIntElementsAttr>("
                         "::mlir::DenseElementsAttr::get(::mlir::RankedTensorType::get({}, "
                         "$_builder.getIntegerType(" # width # ")), ::llvm::ArrayRef($0)))";
}
def I32ElementsAttr : SignlessIntElementsAttr<32>;
def I64ElementsAttr : SignlessIntElementsAttr<64>;

def AnyIntElementsAttr : IntElementsAttrBase<CPred<"true">, "integer elements attribute">;

class FloatElementsAttr<int width>
    : Attr<And<[CPred<"::llvm::isa<::mlir::DenseFPElementsAttr>($_self)">,
                CPred<"::llvm::cast<::mlir::DenseElementsAttr>($_self).getType()"
                      ".getElementType().isF" # width # "()">]>,
           width # "-bit float elements attribute"> {
  let storageType = "::mlir::DenseElementsAttr";
  let returnType = "::mlir::DenseElementsAttr";
}
def F32ElementsAttr : FloatElementsAttr<32>;
def F64ElementsAttr : FloatElementsAttr<64>;

// Dense arrays.
class DenseArrayAttrBase<string denseAttrName, string cppType, string summaryName>
    : Attr<CPred<"::llvm::isa<::mlir::" # denseAttrName # ">($_self)">,
           summaryName # " dense array attribute"> {
  let storageType = "::mlir::" # denseAttrName;
  let returnType = "::llvm::ArrayRef<" # cppType # ">";
  let constBuilderCall = "$_builder.get" # denseAttrName # "($0)";
}
def DenseBoolArrayAttr : DenseArrayAttrBase<"DenseBoolArrayAttr", "bool", "i1">;
def DenseI8ArrayAttr : DenseArrayAttrBase<"DenseI8ArrayAttr", "int8_t", "i8">;
def DenseI16ArrayAttr : DenseArrayAttrBase<"DenseI16ArrayAttr", "int16_t", "i16">;
def DenseI32ArrayAttr : DenseArrayAttrBase<"DenseI32ArrayAttr", "int32_t", "i32">;
def DenseI64ArrayAttr : DenseArrayAttrBase<"DenseI64ArrayAttr", "int64_t", "i64">;
def DenseF32ArrayAttr : DenseArrayAttrBase<"DenseF32ArrayAttr", "float", "f32">;
def DenseF64ArrayAttr : DenseArrayAttrBase<"DenseF64ArrayAttr", "double", "f64">;

// Arrays.
class ArrayAttrBase<Pred condition, string summary> : Attr<condition, summary> {
  let storageType = "::mlir::ArrayAttr";
  let returnType = "::mlir::ArrayAttr";
  let valueType = NoneType;
  let convertFromStorage = "$_self";
  let constBuilderCall = "$_builder.getArrayAttr($0)";
}

def ArrayAttr : ArrayAttrBase<CPred<"::llvm::isa<::mlir::ArrayAttr>($_self)">,
                              "array attribute">;

class TypedArrayAttrBase<Attr element, string summary>
    : ArrayAttrBase<And<[CPred<"::llvm::isa<::mlir::ArrayAttr>($_self)">,
                         Concat<"::llvm::all_of(::llvm::cast<::mlir::ArrayAttr>($_self), "
                                "[&](::mlir::Attribute attr) { return attr && (",
                                SubstLeaves<"$_self", "attr", element.predicate>,
                                "); })">]>,
                    summary> {
  Attr elementAttr = element;
}

def BoolArrayAttr : TypedArrayAttrBase<BoolAttr, "1-bit boolean array attribute"> {
  let constBuilderCall = "$_builder.getBoolArrayAttr($0)";
}
def I32ArrayAttr : TypedArrayAttrBase<I32Attr, "32-bit integer array attribute"> {
  let constBuilderCall = "$_builder.getI32ArrayAttr($0)";
}
def I64ArrayAttr : TypedArrayAttrBase<I64Attr, "64-bit integer array attribute"> {
  let constBuilderCall = "$_builder.getI64ArrayAttr($0)";
}
def IndexArrayAttr : TypedArrayAttrBase<IndexAttr, "index array attribute"> {
  let constBuilderCall = "$_builder.getIndexArrayAttr($0)";
}
def F32ArrayAttr : TypedArrayAttrBase<F32Attr, "32-bit float array attribute"> {
  let constBuilderCall = "$_builder.getF32ArrayAttr($0)";
}
def F64ArrayAttr : TypedArrayAttrBase<F64Attr, "64-bit float array attribute"> {
  let constBuilderCall = "$_builder.getF64ArrayAttr($0)";
}
def StrArrayAttr : TypedArrayAttrBase<StrAttr, "string array attribute"> {
  let constBuilderCall = "$_builder.getStrArrayAttr($0)";
}
def TypeArrayAttr : TypedArrayAttrBase<TypeAttr, "type array attribute"> {
  let constBuilderCall = "$_builder.getTypeArrayAttr($0)";
}
def SymbolRefArrayAttr : TypedArrayAttrBase<SymbolRefAttr,
                                            "symbol ref array attribute">;
def FlatSymbolRefArrayAttr : TypedArrayAttrBase<FlatSymbolRefAttr,
                                                "flat symbol ref array attribute">;
def DictArrayAttr : TypedArrayAttrBase<DictionaryAttr, "Array of dictionary attributes">;

// Constants.
class ConstantAttr<Attr attribute, string val>
    : AttrConstraint<CPred<"$_self == " # !subst("$0", val, attribute.constBuilderCall)>,
                     "constant attribute " # val> {
  Attr attr = attribute;
  string value = val;
}

class ConstF32Attr<string val> : ConstantAttr<F32Attr, val>;
def ConstBoolAttrFalse : ConstantAttr<BoolAttr, "false">;
def ConstBoolAttrTrue : ConstantAttr<BoolAttr, "true">;
def ConstUnitAttr : ConstantAttr<UnitAttr, "true">;

class ConstantStrAttr<Attr attribute, string val>
    : ConstantAttr<attribute, "\"" # val # "\"">;

// Value constraints on attributes.
def IntNonNegative : AttrConstraint<
    CPred<"!::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isNegative()">,
    "whose value is non-negative">;
def IntPositive : AttrConstraint<
    CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isStrictlyPositive()">,
    "whose value is positive">;
def IntPowerOf2 : AttrConstraint<
    CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getValue().isPowerOf2()">,
    "whose value is a power of two > 0">;

class IntMinValue<int n> : AttrConstraint<
    CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() >= " # n>,
    "whose minimum value is " # n>;
class IntMaxValue<int n> : AttrConstraint<
    CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getInt() <= " # n>,
    "whose maximum value is " # n>;

class ArrayMinCount<int n> : AttrConstraint<
    CPred<"::llvm::cast<::mlir::ArrayAttr>($_self).size() >= " # n>,
    "with at least " # n # " elements">;
class ArrayCount<int n> : AttrConstraint<
    CPred<"::llvm::cast<::mlir::ArrayAttr>($_self).size() == " # n>,
    "with exactly " # n # " elements">;

#endif // COMMON_ATTR_CONSTRAINTS_TD
