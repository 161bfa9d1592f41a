//===-- PatternBase.td - xform's built-in copy: DRR records --------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/PatternBase.td: the
// Pattern/Pat records and the DAG directives of declarative rewrite rules.
// xform compiles every record deriving from Pattern when it loads a rule
// file (see docs/drr.md).
//
//===----------------------------------------------------------------------===//

#ifndef PATTERNBASE_TD
#define PATTERNBASE_TD

include "mlir/IR/OpBase.td"

// `(addBenefit N)`: the 5th Pattern argument.
def addBenefit;

// A rewrite rule: source DAG, result DAGs, extra constraints,
// supplemental DAGs built after the replacement values, benefit delta.
class Pattern<dag source, list<dag> results, list<dag> preds = [],
              list<dag> supplemental_results = [],
              dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental_results;
  dag benefitDelta = benefitAdded;
}

// A rule with one result DAG.
class Pat<dag pattern, dag result, list<dag> preds = [],
          list<dag> supplemental_results = [],
          dag benefitAdded = (addBenefit 0)>
    : Pattern<pattern, [result], preds, supplemental_results, benefitAdded>;

// Native code: in xform a registered C function (`name($0, ...)`) or one
// of the recognised C++ snippet shapes (see docs/drr.md).
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}

class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;

def ConstantLikeMatcher : NativeCodeCall<"::mlir::success("
    "::mlir::matchPattern($_self->getResult(0), ::mlir::m_Constant(&$0)))">;

// Directives.
def replaceWithValue;
def location;
def returnType;
def either;
def variadic;

// Common constraints.
def HasNoUseOf : Constraint<CPred<"$_self.use_empty()">, "has no use">;

class IsOptionalAttrPresent<string attr>
    : Constraint<CPred<"static_cast<bool>(" # attr # ")">, "attribute is present">;

#endif // PATTERNBASE_TD
