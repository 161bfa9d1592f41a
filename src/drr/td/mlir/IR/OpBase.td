//===-- OpBase.td - xform's built-in copy: op definitions ----------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/OpBase.td: the Op class
// and its mixins, the standard op traits, and type-relation traits.  An op
// defined in a rule file joins xform's op registry for the run (generic
// syntax), with the traits xform models (see docs/drr.md).
//
//===----------------------------------------------------------------------===//

#ifndef OP_BASE
#define OP_BASE

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Interfaces.td"
include "mlir/IR/Properties.td"
include "mlir/IR/Traits.td"
include "mlir/IR/Utils.td"
include "mlir/IR/AttrTypeBase.td"

class StructuralOpTrait;

class NativeOpTrait<string name, list<Trait> traits = [],
                    code extraOpDeclaration = [{}],
                    code extraOpDefinition = [{}]>
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition> {
  list<Trait> dependentTraits = traits;
}

class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> {
  list<Trait> dependentTraits = traits;
}

class GenInternalOpTrait<string prop, list<Trait> traits = []>
    : GenInternalTrait<prop, "Op"> {
  list<Trait> dependentTraits = traits;
}

class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}

def AffineScope : NativeOpTrait<"AffineScope">;
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
def ResultsBroadcastableShape : NativeOpTrait<"ResultsBroadcastableShape">;
def Commutative : NativeOpTrait<"IsCommutative">;
def Idempotent : NativeOpTrait<"IsIdempotent">;
def Involution : NativeOpTrait<"IsInvolution">;
def ConstantLike : NativeOpTrait<"ConstantLike">;
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def ResultsAreFloatLike : NativeOpTrait<"ResultsAreFloatLike">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType : NativeOpTrait<"SameOperandsAndResultElementType">;
def Terminator : NativeOpTrait<"IsTerminator">;
def MemRefsNormalizable : NativeOpTrait<"MemRefsNormalizable">;
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable", [Elementwise]>;
def Vectorizable : NativeOpTrait<"Vectorizable", [Elementwise]>;
def Tensorizable : NativeOpTrait<"Tensorizable", [Elementwise]>;
def ElementwiseMappable : TraitList<[Elementwise, Scalarizable, Vectorizable,
                                     Tensorizable]>;
def SingleBlock : NativeOpTrait<"SingleBlock">, StructuralOpTrait;
class SingleBlockImplicitTerminator<string op>
    : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op>, StructuralOpTrait;
def NoTerminator : NativeOpTrait<"NoTerminator">, StructuralOpTrait;
class HasParent<string op>
    : ParamNativeOpTrait<"HasParent", op>, StructuralOpTrait;
class ParentOneOf<list<string> ops>
    : ParamNativeOpTrait<"HasParent", !interleave(ops, ", ")>, StructuralOpTrait;
def FirstAttrDerivedResultType : GenInternalOpTrait<"FirstAttrDerivedResultType">;
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;
def AttrSizedOperandSegments : NativeOpTrait<"AttrSizedOperandSegments">, StructuralOpTrait;
def AttrSizedResultSegments : NativeOpTrait<"AttrSizedResultSegments">, StructuralOpTrait;
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">, StructuralOpTrait;

// Successors and regions.
class Successor<Pred condition, string descr = "">
    : SuccessorConstraint<condition, descr>;
def AnySuccessor : Successor<?, "any successor">;
class VariadicSuccessor<Successor successor>
    : Successor<successor.predicate, successor.summary>;

class Region<Pred condition, string descr = ""> : RegionConstraint<condition, descr>;
def AnyRegion : Region<CPred<"true">, "any region">;
class SizedRegion<int numBlocks>
    : Region<CPred<"::llvm::hasNItems($_self, " # numBlocks # ")">,
             "region with " # numBlocks # " blocks"> {
  int blocks = numBlocks;
}
class MinSizedRegion<int numBlocks>
    : Region<CPred<"::llvm::hasNItemsOrMore($_self, " # numBlocks # ")">,
             "region with at least " # numBlocks # " blocks">;
class MaxSizedRegion<int numBlocks>
    : Region<CPred<"::llvm::hasNItemsOrLess($_self, " # numBlocks # ")">,
             "region with at most " # numBlocks # " blocks">;
class VariadicRegion<Region region> : Region<region.predicate, region.summary>;

def region;
def successor;

// Custom builders (C++; recorded, not run).
class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}

// Named operands and results with decorators.
class OpVariableDecorator;
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}
class Arg<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;
class Res<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

class OpDocGroup {
  string summary = "";
  string description = "";
}

// An operation: `<dialect name>.<mnemonic>`.
class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;
  string opName = mnemonic;
  string cppNamespace = dialect.cppNamespace;
  string summary = "";
  string description = "";
  OpDocGroup opDocGroup = ?;
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;
  bit useCustomPropertiesEncoding = 0;
  list<Trait> traits = props;
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

class Arguments<dag args> {
  dag arguments = args;
}

class Results<dag rets> {
  dag results = rets;
}

// Relations between operand/result types (`$name` refers to an op
// argument or result).
class StrFuncOf<string name, string fn> : StrFunc<fn>;
class Rank<string name> : StrFunc<"::llvm::cast<::mlir::ShapedType>($" # name # ".getType()).getRank()">;
class Shape<string name> : StrFunc<"::llvm::cast<::mlir::ShapedType>($" # name # ".getType()).getShape()">;
class ElementCount<string name> : StrFunc<"::llvm::cast<::mlir::ShapedType>($" # name # ".getType()).getNumElements()">;
class ElementType<string name> : StrFunc<"getElementTypeOrSelf($" # name # ")">;

class AllMatchPred<list<string> values>
    : CPred<!if(!lt(!size(values), 2), "true",
                !foldl("(" # !head(values) # ")", !tail(values), acc, v,
                       acc # " == (" # v # ") && (" # v # ")") #
                " == (" # !head(values) # ")")>;

class AllMatch<list<string> values, string summary>
    : PredOpTrait<summary, AllMatchPred<values>>;

class AllMatchSameOperatorPred<list<string> names, string operator>
    : AllMatchPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AllMatchSameOperatorTrait<list<string> names, string operator, string summary>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same " # summary,
                  AllMatchSameOperatorPred<names, operator>> {
  list<string> values = names;
}

class AllElementCountsMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementCount<"_self">.result, "element count">;
class AllElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementType<"_self">.result, "element type">;
class AllRanksMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Rank<"_self">.result, "rank">;
class AllShapesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Shape<"_self">.result, "shape">;
class AllTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "$_self.getType()", "type">;

// `rhs`'s type is `transform` applied to `lhs`'s type (`$_self`).
class TypesMatchWith<string summary, string lhsArg, string rhsArg,
                     string transform, string comparator = "std::equal_to<>()">
    : PredOpTrait<summary, CPred<comparator # "(" #
                                 !subst("$_self", "$" # lhsArg # ".getType()", transform) #
                                 ", $" # rhsArg # ".getType())">> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}

class OptionalTypesMatchWith<string summary, string lhsArg, string rhsArg,
                             string transform, string comparator = "std::equal_to<>()">
    : TypesMatchWith<summary, lhsArg, rhsArg, transform, comparator>;

class RangedTypesMatchWith<string summary, string lhsArg, string rhsArg,
                           string transform, string comparator = "llvm::equal">
    : TypesMatchWith<summary, lhsArg, rhsArg, transform, comparator>;

#endif // OP_BASE
