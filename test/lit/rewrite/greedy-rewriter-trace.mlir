// -debug-only=greedy-rewriter traces the greedy driver on stderr: one
// section per iteration, each processed op (generic form, no regions) and
// what happened to it (mlir-opt 22 release builds have no -debug; the
// shape follows LLVM's ScopedPrinter log of GreedyPatternRewriteDriver).
// RUN: %xform %s -allow-unregistered-dialect --transform-interpreter -debug-only=greedy-rewriter 2>&1 >/dev/null | FileCheck %s

// CHECK:      GreedyPatternRewriteIteration(1)
// CHECK:      Processing operation : 'func.return' {
// CHECK-NEXT:   "func.return"() : () -> ()
// CHECK:      } -> failure : all patterns failed to match
// CHECK:      Processing operation : 'builtin.unrealized_conversion_cast' {
// CHECK:      } -> success : operation is trivially dead
// CHECK:      Processing operation : 'foo.keep' {
// CHECK:      } -> failure : all patterns failed to match
// CHECK:      GreedyPatternRewriteIteration(2)
// CHECK-NOT:  unrealized_conversion_cast
module attributes {transform.with_named_sequence} {
  func.func @f(%v: i32) {
    "foo.keep"() : () -> ()
    %dead = builtin.unrealized_conversion_cast %v : i32 to i64
    return
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fn = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fn {} : !transform.any_op
    transform.yield
  }
}
