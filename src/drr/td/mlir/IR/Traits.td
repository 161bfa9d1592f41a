//===-- Traits.td - xform's built-in copy: traits ------------------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/Traits.td.  xform looks
// traits up by the name of their def (ConstantLike, Commutative, ...).
//
//===----------------------------------------------------------------------===//

#ifndef TRAITS_TD
#define TRAITS_TD

include "mlir/IR/Constraints.td"

class Trait;

// A list of traits, flattened into the op's trait list.
class TraitList<list<Trait> props> : Trait {
  list<Trait> traits = props;
}

class NativeTrait<string name, string entityType,
                  code extraClassDeclaration = "",
                  code extraClassDefinition = ""> : Trait {
  string trait = name;
  string cppNamespace = "::mlir::" # entityType # "Trait";
  code extraConcreteClassDeclaration = extraClassDeclaration;
  code extraConcreteClassDefinition = extraClassDefinition;
}

class ParamNativeTrait<string prop, string params, string entityType>
    : NativeTrait<prop # "<" # params # ">::Impl", entityType>;

class GenInternalTrait<string prop, string entityType> : Trait {
  string trait = "::mlir::" # entityType # "Trait::" # prop;
}

class PredTrait<string descr, Pred pred> : Trait {
  string summary = descr;
  Pred predicate = pred;
}

#endif // TRAITS_TD
