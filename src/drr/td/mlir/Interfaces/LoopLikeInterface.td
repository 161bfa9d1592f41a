//===-- LoopLikeInterface.td - xform's built-in copy (interfaces only) ----===//
//
// xform's own minimal equivalent of MLIR's LoopLikeInterface.td: the interface
// defs exist so op definitions can list them; their C++ methods are not run.
//
//===----------------------------------------------------------------------===//

#ifndef XFORM_BUILTIN_LoopLikeInterface
#define XFORM_BUILTIN_LoopLikeInterface

include "mlir/IR/OpBase.td"

def LoopLikeOpInterface : OpInterface<"LoopLikeOpInterface">;

#endif
