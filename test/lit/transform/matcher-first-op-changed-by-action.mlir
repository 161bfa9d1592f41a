// The quick reject of a matcher's first op (operation_name's names, kept
// for the walk) follows the op when an action changes it: here the payload
// walk reaches the script first, and @retarget sets op_names of every
// operation_name op to ["test.b"], so @m then matches test.b, not test.a.
// RUN: %xform-interp --transform-interpreter -allow-unregistered-dialect %s | FileCheck %s
// RUN: %mlir-opt --transform-interpreter -allow-unregistered-dialect %s | FileCheck %s

// CHECK: transform.match.operation_name %{{.*}} ["test.b"]
// CHECK: "test.a"() : () -> ()
// CHECK-NEXT: "test.b"() {marked} : () -> ()

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @is_name_matcher(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["transform.match.operation_name"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @mark(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "marked" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @retarget(%op: !transform.any_op {transform.readonly}) {
    %names = transform.param.constant ["test.b"] -> !transform.any_param
    transform.annotate %op "op_names" = %names : !transform.any_op, !transform.any_param
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @m -> @mark, @is_name_matcher -> @retarget : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
"test.a"() : () -> ()
"test.b"() : () -> ()
