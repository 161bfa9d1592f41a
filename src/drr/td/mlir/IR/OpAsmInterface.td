//===-- OpAsmInterface.td - xform's built-in copy ------------------------===//
//
// xform's own minimal equivalent of MLIR's OpAsmInterface.td.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_OPASMINTERFACE
#define MLIR_IR_OPASMINTERFACE

include "mlir/IR/OpBase.td"

def OpAsmOpInterface : OpInterface<"OpAsmOpInterface">;

#endif // MLIR_IR_OPASMINTERFACE
