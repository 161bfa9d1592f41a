//===-- InferTypeOpInterface.td - xform's built-in copy ------------------===//
//
// xform's own minimal equivalent of MLIR's InferTypeOpInterface.td.  As in
// ODS, including this file lets ops whose result types are all buildable
// (or follow from SameOperandsAndResultType / AllTypesMatch /
// TypesMatchWith) be created by rewrite rules without explicit types.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INFERTYPEOPINTERFACE
#define MLIR_INFERTYPEOPINTERFACE

include "mlir/IR/OpBase.td"

def InferTypeOpInterface : OpInterface<"InferTypeOpInterface">;
def InferShapedTypeOpInterface : OpInterface<"InferShapedTypeOpInterface">;
def ReifyRankedShapedTypeOpInterface : OpInterface<"ReifyRankedShapedTypeOpInterface">;

def InferTypeOpAdaptor : TraitList<[DeclareOpInterfaceMethods<InferTypeOpInterface>]>;
def InferTypeOpAdaptorWithIsCompatible
    : TraitList<[DeclareOpInterfaceMethods<InferTypeOpInterface>]>;
def InferTensorType : TraitList<[DeclareOpInterfaceMethods<InferShapedTypeOpInterface>]>;

def SameOperandsAndResultType : NativeOpTrait<"SameOperandsAndResultType">;
def SameOperandsAndResultRank : NativeOpTrait<"SameOperandsAndResultRank">;

#endif // MLIR_INFERTYPEOPINTERFACE
