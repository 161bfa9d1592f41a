// The same matcher twice in foreach_match: mlir-opt 22 recurses forever
// printing the verifier warning with the op attached; xform prints the
// warning and runs (only the first pair applies).
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter 2>&1 | FileCheck %s

// CHECK: warning: matcher @is_a is used more than once, only the first match will apply
// CHECK: "test.a"() {first} : () -> ()

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @is_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @first(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "first" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @second(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "second" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %u = transform.foreach_match in %root @is_a -> @first, @is_a -> @second : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
