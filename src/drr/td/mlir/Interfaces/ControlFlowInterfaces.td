//===-- ControlFlowInterfaces.td - xform's built-in copy (interfaces only) ----===//
//
// xform's own minimal equivalent of MLIR's ControlFlowInterfaces.td: the interface
// defs exist so op definitions can list them; their C++ methods are not run.
//
//===----------------------------------------------------------------------===//

#ifndef XFORM_BUILTIN_ControlFlowInterfaces
#define XFORM_BUILTIN_ControlFlowInterfaces

include "mlir/IR/OpBase.td"

def BranchOpInterface : OpInterface<"BranchOpInterface">;
def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface">;
def RegionBranchTerminatorOpInterface : OpInterface<"RegionBranchTerminatorOpInterface">;
def ReturnLike : NativeOpTrait<"ReturnLike">;

#endif
