//===-- Constraints.td - xform's built-in copy: predicates, constraints -===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/Constraints.td, read by
// the DRR loader when a rule file includes it.  Predicates are C++
// expressions (CPred) combined with And/Or/Neg/SubstLeaves/Concat exactly as
// in MLIR; xform turns the combined text into one expression and evaluates
// the snippet shapes it understands (see docs/drr.md).
//
//===----------------------------------------------------------------------===//

#ifndef CONSTRAINTS
#define CONSTRAINTS

include "mlir/IR/Utils.td"

// A predicate; `$_self` is the entity being checked.
class Pred;

// A predicate written as a C++ expression.
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

def TruePred : CPred<"true">;

// How a combined predicate joins its children.
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;

// Replaces every `pat` in the leaves of `child` by `repl`.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}

// `pre` + the text of `child` + `suf`.
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

// A predicate with a description, as used in error messages.
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

class TypeConstraint<Pred predicate, string summary = "",
                     string cppTypeParam = "::mlir::Type",
                     string cppFunctionNameParam = "">
    : Constraint<predicate, summary> {
  string cppType = cppTypeParam;
  string cppFunctionName = cppFunctionNameParam;
}

class AttrConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

class PropConstraint<Pred predicate, string summary = "",
                     string interfaceTypeParam = "">
    : Constraint<predicate, summary> {
  string interfaceType = interfaceTypeParam;
}

class RegionConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

class SuccessorConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

#endif // CONSTRAINTS
