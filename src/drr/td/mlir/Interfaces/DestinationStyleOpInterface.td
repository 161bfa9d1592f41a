//===-- DestinationStyleOpInterface.td - xform's built-in copy (interfaces only) ----===//
//
// xform's own minimal equivalent of MLIR's DestinationStyleOpInterface.td: the interface
// defs exist so op definitions can list them; their C++ methods are not run.
//
//===----------------------------------------------------------------------===//

#ifndef XFORM_BUILTIN_DestinationStyleOpInterface
#define XFORM_BUILTIN_DestinationStyleOpInterface

include "mlir/IR/OpBase.td"

def DestinationStyleOpInterface : OpInterface<"DestinationStyleOpInterface">;

#endif
