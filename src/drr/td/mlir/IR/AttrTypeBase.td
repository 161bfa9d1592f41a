//===-- AttrTypeBase.td - xform's built-in copy --------------------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/AttrTypeBase.td.  xform
// does not generate attribute or type classes; AttrDef/TypeDef records are
// accepted so rule files that define them load, and can be used as
// constraints when their predicate is one xform understands.
//
//===----------------------------------------------------------------------===//

#ifndef ATTRTYPEBASE_TD
#define ATTRTYPEBASE_TD

include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/DialectBase.td"

class AttrOrTypeParameter<string type, string desc, string accessorType = ""> {
  string cppType = type;
  string cppAccessorType = !if(!empty(accessorType), type, accessorType);
  string summary = desc;
}

class AttrParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;
class TypeParameter<string type, string desc, string accessorType = "">
    : AttrOrTypeParameter<type, desc, accessorType>;

class AttrDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::mlir::Attribute">
    : Attr<CPred<"::llvm::isa<" # dialect.cppNamespace # "::" # name # "Attr>($_self)">,
           name # " attribute"> {
  Dialect dialect = dialect;
  string mnemonic = ?;
  dag parameters = (ins);
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genVerifyDecl = 0;
  list<Trait> traits = traits;
  string attrName = ?;
  let storageType = dialect.cppNamespace # "::" # name # "Attr";
}

class TypeDef<Dialect dialect, string name, list<Trait> traits = [],
              string baseCppClass = "::mlir::Type">
    : Type<CPred<"::llvm::isa<" # dialect.cppNamespace # "::" # name # "Type>($_self)">,
           name # " type", dialect.cppNamespace # "::" # name # "Type"> {
  Dialect dialect = dialect;
  string mnemonic = ?;
  dag parameters = (ins);
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit genVerifyDecl = 0;
  list<Trait> traits = traits;
  string typeName = ?;
}

#endif // ATTRTYPEBASE_TD
