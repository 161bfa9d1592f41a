//===-- ViewLikeInterface.td - xform's built-in copy (interfaces only) ----===//
//
// xform's own minimal equivalent of MLIR's ViewLikeInterface.td: the interface
// defs exist so op definitions can list them; their C++ methods are not run.
//
//===----------------------------------------------------------------------===//

#ifndef XFORM_BUILTIN_ViewLikeInterface
#define XFORM_BUILTIN_ViewLikeInterface

include "mlir/IR/OpBase.td"

def ViewLikeOpInterface : OpInterface<"ViewLikeOpInterface">;

#endif
