//===-- Properties.td - xform's built-in copy: properties ----------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/Properties.td.  In xform
// a property is stored as an attribute in the op's property dictionary (it
// prints the same way in generic form); its predicate sees the converted
// C++ value (an integer, a bool or a string).
//
//===----------------------------------------------------------------------===//

#ifndef PROPERTIES
#define PROPERTIES

include "mlir/IR/Constraints.td"

class Property<string storageTypeParam = "", string desc = "",
               string interfaceTypeParam = storageTypeParam>
    : PropConstraint<CPred<"true">, desc, interfaceTypeParam> {
  string storageType = storageTypeParam;
  string interfaceType = interfaceTypeParam;
  string baseProperty = ?;
  string defaultValue = "";
  string storageTypeValueOverride = "";
  // xform: how the value is stored as an attribute ("int", "bool", "string", "attr").
  string xformKind = "attr";
  int xformWidth = 64;
}

class IntProp<string storageTypeParam, string desc = "", int width = 64>
    : Property<storageTypeParam, desc> {
  let xformKind = "int";
  let xformWidth = width;
}

def I32Prop : IntProp<"int32_t", "", 32>;
def I64Prop : IntProp<"int64_t", "", 64>;
def I32Property : IntProp<"int32_t", "", 32>;
def I64Property : IntProp<"int64_t", "", 64>;

def StringProp : Property<"std::string", "string", "::llvm::StringRef"> {
  let xformKind = "string";
}
def StringProperty : Property<"std::string", "string", "::llvm::StringRef"> {
  let xformKind = "string";
}
def BoolProp : IntProp<"bool", "boolean", 1> {
  let xformKind = "bool";
}
def BoolProperty : IntProp<"bool", "boolean", 1> {
  let xformKind = "bool";
}
def UnitProp : Property<"bool", "unit property"> {
  let xformKind = "unit";
  let defaultValue = "false";
}

class DefaultValuedProp<Property p, string default = "", string storageDefault = "">
    : Property<p.storageType, p.summary, p.interfaceType> {
  let predicate = p.predicate;
  let defaultValue = default;
  let storageTypeValueOverride = storageDefault;
  let baseProperty = p;
  let xformKind = p.xformKind;
  let xformWidth = p.xformWidth;
}

class ConfinedProp<Property p, Pred pred, string newSummary = "">
    : Property<p.storageType, !if(!empty(newSummary), p.summary, newSummary),
               p.interfaceType> {
  let predicate = !if(!ne(p.predicate, TruePred), And<[p.predicate, pred]>, pred);
  let baseProperty = p;
  let defaultValue = p.defaultValue;
  let xformKind = p.xformKind;
  let xformWidth = p.xformWidth;
}

class ConstantProp<Property prop, string val>
    : ConfinedProp<prop, CPred<"$_self == " # val>, "constant '" # prop.summary # "': " # val> {
  string value = val;
}

class OptionalProp<Property p, bit canDelegateParsing = 1>
    : Property<"std::optional<" # p.storageType # ">", "optional " # p.summary> {
  Property valueProp = p;
  let baseProperty = p;
  let xformKind = p.xformKind;
  let xformWidth = p.xformWidth;
}

#endif // PROPERTIES
