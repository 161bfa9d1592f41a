//===-- RegionKindInterface.td - xform's built-in copy -------------------===//
//
// xform's own minimal equivalent of MLIR's RegionKindInterface.td.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_REGIONKINDINTERFACE
#define MLIR_IR_REGIONKINDINTERFACE

include "mlir/IR/OpBase.td"

def RegionKindInterface : OpInterface<"RegionKindInterface">;
def HasOnlyGraphRegion : NativeOpTrait<"HasOnlyGraphRegion">;
def GraphRegionNoTerminator : TraitList<[NoTerminator, SingleBlock,
                                         RegionKindInterface, HasOnlyGraphRegion]>;

#endif // MLIR_IR_REGIONKINDINTERFACE
