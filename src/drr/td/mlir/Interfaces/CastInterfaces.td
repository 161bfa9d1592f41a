//===-- CastInterfaces.td - xform's built-in copy (interfaces only) ----===//
//
// xform's own minimal equivalent of MLIR's CastInterfaces.td: the interface
// defs exist so op definitions can list them; their C++ methods are not run.
//
//===----------------------------------------------------------------------===//

#ifndef XFORM_BUILTIN_CastInterfaces
#define XFORM_BUILTIN_CastInterfaces

include "mlir/IR/OpBase.td"

def CastOpInterface : OpInterface<"CastOpInterface">;

#endif
