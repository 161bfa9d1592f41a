//===-- CallInterfaces.td - xform's built-in copy (interfaces only) ----===//
//
// xform's own minimal equivalent of MLIR's CallInterfaces.td: the interface
// defs exist so op definitions can list them; their C++ methods are not run.
//
//===----------------------------------------------------------------------===//

#ifndef XFORM_BUILTIN_CallInterfaces
#define XFORM_BUILTIN_CallInterfaces

include "mlir/IR/OpBase.td"

def CallOpInterface : OpInterface<"CallOpInterface">;
def CallableOpInterface : OpInterface<"CallableOpInterface">;

#endif
