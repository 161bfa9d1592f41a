// Two rules that undo each other (t.a -> t.b, t.b -> t.a) never converge: the greedy
// driver's worklist never empties, so mlir-opt's driver (and xform's, before) loops forever
// within the first iteration whatever max_iterations is. xform stops a run after
// --xform-greedy-max-rewrites changes to the IR (default 1,000,000) with a warning at the op
// whose regions are rewritten; transform.apply_patterns then fails as for any run that did
// not converge, and --apply-drr (which ignores convergence, as -test-greedy-patterns does)
// prints the IR as it stands.
// RUN: split-file %s %t
// RUN: not %xform-interp -allow-unregistered-dialect --transform-interpreter --xform-greedy-max-rewrites=100 %t/script.mlir 2>&1 | FileCheck %s --check-prefix=SCRIPT
// RUN: %xform-interp --apply-drr=patterns=%t/rules.td --xform-greedy-max-rewrites=101 %t/payload.mlir 2>&1 | FileCheck %s --check-prefix=DRR
// RUN: not %xform-interp --xform-greedy-max-rewrites=0 %t/payload.mlir 2>&1 | FileCheck %s --check-prefix=ZERO

// SCRIPT: script.mlir:2:3: warning: greedy pattern rewriting stopped without converging after 100 changes to the IR (the limit on rewrites per run)
// SCRIPT: script.mlir:2:3: error: greedy pattern application failed

// DRR: payload.mlir:0:0: warning: greedy pattern rewriting stopped without converging after 101 changes to the IR (the limit on rewrites per run)
// DRR: "t.b"(%arg0) : (i32) -> i32

// ZERO: xform-interp: for the --xform-greedy-max-rewrites option: '0' is not a positive count

//--- rules.td
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
def T_Dialect : Dialect { let name = "t"; }
class T_Op<string m> : Op<T_Dialect, m>;
def A : T_Op<"a">, Arguments<(ins AnyInteger:$x)>, Results<(outs AnyInteger)>;
def B : T_Op<"b">, Arguments<(ins AnyInteger:$x)>, Results<(outs AnyInteger)>;
def : Pat<(A $x), (B $x)>;
def : Pat<(B $x), (A $x)>;
//--- script.mlir
module attributes {transform.with_named_sequence} {
  func.func @f(%arg0: i32) -> i32 {
    %0 = "t.a"(%arg0) : (i32) -> i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.drr "rules.td"
    } : !transform.any_op
    transform.yield
  }
}
//--- payload.mlir
func.func @f(%arg0: i32) -> i32 {
  %0 = "t.a"(%arg0) : (i32) -> i32
  return %0 : i32
}
