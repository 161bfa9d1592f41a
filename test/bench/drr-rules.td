//===-- drr-rules.td - rules of the `drr` benchmark workload --------------===//
//
// The DRR patterns of MLIR 22's test dialect (mlir/test/lib/Dialect/Test/
// TestOps.td) that fire on the payload of `workloads.py drr N`, with the op
// definitions they need, written so that
//     xform-interp PAYLOAD --apply-drr=patterns=drr-rules.td
// prints what
//     mlir-opt PAYLOAD -test-greedy-patterns
// prints (mlir-opt runs all of the test dialect's compiled patterns; the
// others have root ops the payload does not contain, so they never apply).
// Patterns are listed in upstream order, so equal benefits break the same
// way; the test ops have no memory-effect traits, so neither tool erases a
// matched producer that is left without users.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "::test";
}

class TEST_Op<string mnemonic, list<Trait> traits = []> :
    Op<Test_Dialect, mnemonic, traits>;

// Ops with an operand and an I32 attribute.
def OpA : TEST_Op<"op_a"> {
  let arguments = (ins I32, I32Attr:$attr);
  let results = (outs I32);
}
def OpB : TEST_Op<"op_b"> {
  let arguments = (ins I32, I32Attr:$attr);
  let results = (outs I32);
}

// One operand, one result.
def OpC : TEST_Op<"op_c">, Arguments<(ins I32)>, Results<(outs I32)>;
def OpD : TEST_Op<"op_d">, Arguments<(ins I32)>, Results<(outs I32)>;
def OpE : TEST_Op<"op_e">, Arguments<(ins I32)>, Results<(outs I32)>;
def OpF : TEST_Op<"op_f">, Arguments<(ins I32)>, Results<(outs I32)>;
def OpG : TEST_Op<"op_g">, Arguments<(ins I32)>, Results<(outs I32)>;

// No result; no operand.
def OpH : TEST_Op<"op_h">, Arguments<(ins I32)>, Results<(outs)>;
def OpI : TEST_Op<"op_i">, Arguments<(ins I32)>, Results<(outs)>;
def OpJ : TEST_Op<"op_j">, Arguments<(ins)>, Results<(outs I32)>;
def OpK : TEST_Op<"op_k">, Arguments<(ins)>, Results<(outs I32)>;

// op_a -> op_b keeping the attribute (the one named pattern).
def TestNamedPatternRule : Pat<(OpA $input, $attr), (OpB $input, $attr)>;
// op_a(op_a(x)) -> op_b(x) with the outer attribute (two source ops: benefit 2).
def : Pat<(OpA (OpA $input, $attr), $bttr), (OpB $input, $bttr)>;
// op_d: the added benefit makes op_f win over op_e.
def : Pat<(OpD $input), (OpE $input)>;
def : Pat<(OpD $input), (OpF $input), [], [], (addBenefit 10)>;
// op_g(op_g(x)) -> op_b 34 beats op_g(x) -> op_b 20.
def : Pat<(OpG $input), (OpB $input, ConstantAttr<I32Attr, "20">:$attr)>;
def : Pat<(OpG (OpG $input)), (OpB $input, ConstantAttr<I32Attr, "34">:$attr)>;
// A zero-result root and a zero-operand root.
def : Pat<(OpH $input), (OpI $input)>;
def : Pat<(OpJ), (OpK)>;
// op_c -> op_b with a built constant attribute.
def : Pat<(OpC $input), (OpB $input, ConstantAttr<I32Attr, "17">:$attr)>;
