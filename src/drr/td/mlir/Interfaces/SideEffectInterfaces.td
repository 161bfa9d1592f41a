//===-- SideEffectInterfaces.td - xform's built-in copy ------------------===//
//
// xform's own minimal equivalent of MLIR's SideEffectInterfaces.td.  xform
// records whether an op has no memory effects (NoMemoryEffect, Pure, or
// only read effects): such ops are erased by the greedy driver when unused.
// Ops without effect information are never considered dead.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_SIDEEFFECTS
#define MLIR_INTERFACES_SIDEEFFECTS

include "mlir/IR/OpBase.td"

def MemoryEffectsOpInterface : OpInterface<"MemoryEffectOpInterface">;

class Resource<string resourceName> {
  string name = resourceName;
}
def DefaultResource : Resource<"::mlir::SideEffects::DefaultResource">;
def AutomaticAllocationScopeResource
    : Resource<"::mlir::SideEffects::AutomaticAllocationScopeResource">;

class EffectRange<bit val> {
  bit Value = val;
}
def FullEffect : EffectRange<1>;
def PartialEffect : EffectRange<0>;

class MemoryEffect<string effectName, Resource resource, int stage,
                   EffectRange range> : OpVariableDecorator {
  string effect = effectName;
  string resourceName = resource.name;
  int effectStage = stage;
  bit effectOnFullRegion = range.Value;
}

class MemoryEffects<list<MemoryEffect> effects = []> : Trait {
  list<MemoryEffect> memoryEffects = effects;
}

class MemAlloc<Resource resource, int stage = 0, EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Allocate", resource, stage, range>;
def MemAlloc : MemAlloc<DefaultResource, 0, PartialEffect>;
class MemFree<Resource resource, int stage = 0, EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Free", resource, stage, range>;
def MemFree : MemFree<DefaultResource, 0, PartialEffect>;
class MemRead<Resource resource, int stage = 0, EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Read", resource, stage, range>;
def MemRead : MemRead<DefaultResource, 0, PartialEffect>;
class MemWrite<Resource resource, int stage = 0, EffectRange range = PartialEffect>
    : MemoryEffect<"::mlir::MemoryEffects::Write", resource, stage, range>;
def MemWrite : MemWrite<DefaultResource, 0, PartialEffect>;

def NoMemoryEffect : MemoryEffects<[]>;
def RecursiveMemoryEffects : NativeOpTrait<"HasRecursiveMemoryEffects">;

def ConditionallySpeculatable : OpInterface<"ConditionallySpeculatable">;
def AlwaysSpeculatableImplTrait : NativeOpTrait<"AlwaysSpeculatableImplTrait">;
def RecursivelySpeculatableImplTrait : NativeOpTrait<"RecursivelySpeculatableImplTrait">;
def AlwaysSpeculatable : TraitList<[ConditionallySpeculatable,
                                    AlwaysSpeculatableImplTrait]>;
def RecursivelySpeculatable : TraitList<[ConditionallySpeculatable,
                                         RecursivelySpeculatableImplTrait]>;
def Pure : TraitList<[AlwaysSpeculatable, NoMemoryEffect]>;

#endif // MLIR_INTERFACES_SIDEEFFECTS
