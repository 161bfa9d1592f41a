//===-- DialectBase.td - xform's built-in copy: dialects ----------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/DialectBase.td.  Only
// `name` matters to xform (op names are "<name>.<mnemonic>").
//
//===----------------------------------------------------------------------===//

#ifndef DIALECTBASE_TD
#define DIALECTBASE_TD

include "mlir/IR/Utils.td"

class Dialect {
  string name = ?;
  string summary = ?;
  string description = ?;
  list<string> dependentDialects = [];
  dag discardableAttrs = (ins);
  string cppNamespace = name;
  code extraClassDeclaration = "";
  bit hasConstantMaterializer = 0;
  bit hasNonDefaultDestructor = 0;
  bit hasOperationAttrVerify = 0;
  bit hasRegionArgAttrVerify = 0;
  bit hasRegionResultAttrVerify = 0;
  bit hasOperationInterfaceFallback = 0;
  bit useDefaultAttributePrinterParser = 0;
  bit useDefaultTypePrinterParser = 0;
  bit hasCanonicalizer = 0;
  bit isExtensible = 0;
  bit usePropertiesForAttributes = 1;
}

#endif // DIALECTBASE_TD
