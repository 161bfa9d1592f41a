//===-- SymbolInterfaces.td - xform's built-in copy ----------------------===//
//
// xform's own minimal equivalent of MLIR's SymbolInterfaces.td.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_IR_SYMBOLINTERFACES
#define MLIR_IR_SYMBOLINTERFACES

include "mlir/IR/OpBase.td"

def Symbol : OpInterface<"SymbolOpInterface">;
def SymbolUserOpInterface : OpInterface<"SymbolUserOpInterface">;
def SymbolTable : NativeOpTrait<"SymbolTable">;

#endif // MLIR_IR_SYMBOLINTERFACES
