//===-- EnumAttr.td - xform's built-in copy: integer enums ---------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/EnumAttr.td.  xform has
// no generated enum attribute classes: enum attributes are plain signless
// IntegerAttr values of the enum's width, and an enum case used in a rule
// matches / builds the integer attribute with the case's value.
//
//===----------------------------------------------------------------------===//

#ifndef ENUMATTR_TD
#define ENUMATTR_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/Properties.td"

class EnumCase<string sym, int intVal, string strVal, int widthVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
  int width = widthVal;
}

// An integer enum case usable as an attribute constraint (matches the
// integer value, compared at the enum's width) and as a constant.
class IntEnumAttrCaseBase<I intType, string sym, string strVal, int intVal>
    : EnumCase<sym, intVal, strVal, intType.bitwidth>,
      SignlessIntegerAttrBase<intType, "case " # strVal> {
  let predicate = CPred<"::llvm::cast<::mlir::IntegerAttr>($_self).getValue().eq("
                        "::llvm::APInt(" # intType.bitwidth # ", " # intVal # "))">;
}

class I32EnumCase<string sym, int val, string str = sym> : EnumCase<sym, val, str, 32>;
class I64EnumCase<string sym, int val, string str = sym> : EnumCase<sym, val, str, 64>;

class I8EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I8, sym, str, val>;
class I16EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I16, sym, str, val>;
class I32EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I32, sym, str, val>;
class I64EnumAttrCase<string sym, int val, string str = sym>
    : IntEnumAttrCaseBase<I64, sym, str, val>;

class BitEnumCaseBase<string sym, int val, string str, int width>
    : EnumCase<sym, val, str, width>;

class BitEnumAttrCaseBase<I intType, string sym, int val, string str = sym>
    : BitEnumCaseBase<sym, val, str, intType.bitwidth>,
      SignlessIntegerAttrBase<intType, "case " # str>;

class I8BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I8, sym, val, str>;
class I16BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I16, sym, val, str>;
class I32BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, val, str>;
class I64BitEnumAttrCase<string sym, int val, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, val, str>;
class I32BitEnumAttrCaseNone<string sym, string str = sym>
    : I32BitEnumAttrCase<sym, 0, str>;
class I32BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBase<I32, sym, !shl(1, pos), str>;
class I64BitEnumAttrCaseBit<string sym, int pos, string str = sym>
    : BitEnumAttrCaseBase<I64, sym, !shl(1, pos), str>;

class EnumInfo<string name, string summaryValue, list<EnumCase> cases, int width> {
  string summary = summaryValue;
  string description = "";
  string cppNamespace = "";
  string className = name;
  string cppType = cppNamespace # "::" # className;
  list<EnumCase> enumerants = cases;
  int bitwidth = width;
  string underlyingType = "uint" # width # "_t";
}

class IntEnumAttrBase<I intType, list<IntEnumAttrCaseBase> cases, string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    Or<!foreach(case, cases, case.predicate)>]>;
}

// An integer enum attribute: a signless IntegerAttr whose value is a case.
class IntEnumAttr<I intType, string name, string summary,
                  list<IntEnumAttrCaseBase> cases>
    : EnumInfo<name,
               !if(!empty(summary), "allowed " # intType.summary # " cases: " #
                   !interleave(!foreach(case, cases, case.value), ", "), summary),
               cases, intType.bitwidth>,
      IntEnumAttrBase<intType, cases,
                      !if(!empty(summary), "allowed " # intType.summary # " cases: " #
                          !interleave(!foreach(case, cases, case.value), ", "), summary)> {
  Attr baseAttrClass = IntEnumAttrBase<intType, cases, summary>;
}

class I32EnumAttr<string name, string summary, list<I32EnumAttrCase> cases>
    : IntEnumAttr<I32, name, summary, cases> {
  let underlyingType = "uint32_t";
}
class I64EnumAttr<string name, string summary, list<I64EnumAttrCase> cases>
    : IntEnumAttr<I64, name, summary, cases> {
  let underlyingType = "uint64_t";
}

class BitEnumAttrBase<I intType, list<BitEnumAttrCaseBase> cases, string summary>
    : SignlessIntegerAttrBase<intType, summary> {
  let predicate = And<[
    SignlessIntegerAttrBase<intType, summary>.predicate,
    CPred<"!(::llvm::cast<::mlir::IntegerAttr>($_self).getValue().getZExtValue() & (~("
          # !interleave(!foreach(case, cases, case.value # "u"), "|") # ")))">]>;
}

class BitEnumAttr<I intType, string name, string summary,
                  list<BitEnumAttrCaseBase> cases>
    : EnumInfo<name, summary, cases, intType.bitwidth>,
      BitEnumAttrBase<intType, cases, summary>;

class I32BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I32, name, summary, cases>;
class I64BitEnumAttr<string name, string summary, list<BitEnumAttrCaseBase> cases>
    : BitEnumAttr<I64, name, summary, cases>;

#endif // ENUMATTR_TD
