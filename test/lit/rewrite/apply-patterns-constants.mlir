// transform.apply_patterns with no pattern still runs the greedy driver:
// constants (ConstantLike ops) are uniqued and hoisted to the entry block
// of the isolated target in reverse order of first appearance, merged and
// moved-across-blocks ones lose their location; dead ops are erased; a
// change in the last allowed iteration is a failure to converge.
// RUN: %xform %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s

// CHECK-LABEL: func.func @hoist
// CHECK-NEXT:    %[[H:.*]] = constant @h : () -> () loc("h")
// CHECK-NEXT:    %[[G:.*]] = constant @g : () -> () loc(unknown)
// CHECK-NEXT:    %[[F:.*]] = constant @f : () -> () loc(unknown)
// CHECK-NEXT:    "foo.first"() : () -> ()
// CHECK-NEXT:    "foo.use"(%[[F]], %[[G]], %[[H]], %[[F]])
module attributes {transform.with_named_sequence} {
  func.func private @f()
  func.func private @g()
  func.func private @h()
  func.func @hoist() {
    "foo.first"() : () -> ()
    %f = func.constant @f : () -> () loc("f")
    %g = func.constant @g : () -> () loc("g")
    %dead = builtin.unrealized_conversion_cast %f : () -> () to i32
    %h = func.constant @h : () -> () loc("h")
    %f2 = func.constant @f : () -> () loc("f2")
    %unused = func.constant @g : () -> () loc("unused")
    "foo.use"(%f, %g, %h, %f2) : (() -> (), () -> (), () -> (), () -> ()) -> ()
    return
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fn = transform.structured.match ops{["func.func"]} attributes{sym_name = "hoist"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %fn {} : !transform.any_op
    transform.yield
  }
}

// -----

// With max_iterations = 1, erasing a dead op is a change, so the driver did
// not converge: a silenceable failure at the target. Merging constants while
// seeding is not a change.

module attributes {transform.with_named_sequence} {
  func.func private @f()
  // expected-error @below {{greedy pattern application failed}}
  func.func @dead() {
    %f = func.constant @f : () -> ()
    return
  }
  func.func @merge_only() {
    %f = func.constant @f : () -> ()
    %f2 = func.constant @f : () -> ()
    "foo.use"(%f, %f2) : (() -> (), () -> ()) -> ()
    return
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["func.func"]} attributes{sym_name = "merge_only"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %a {} {max_iterations = 1 : i64} : !transform.any_op
    %b = transform.structured.match ops{["func.func"]} attributes{sym_name = "dead"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %b {} {max_iterations = 1 : i64} : !transform.any_op
    transform.yield
  }
}

// -----

// A target that is not IsolatedFromAbove gets one pass over the ops nested
// in it: dead ops go (a chain of unused casts), the rest stays.

// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[V:.*]]: i32
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      %[[A:.*]] = builtin.unrealized_conversion_cast %[[V]] : i32 to i64
// CHECK-NEXT:      "foo.use"(%[[A]])
// CHECK-NEXT:    })
module attributes {transform.with_named_sequence} {
  func.func @nested(%v: i32) {
    "foo.region"() ({
      %a = builtin.unrealized_conversion_cast %v : i32 to i64
      %d1 = builtin.unrealized_conversion_cast %v : i32 to i16
      %d2 = builtin.unrealized_conversion_cast %d1 : i16 to i8
      "foo.use"(%a) : (i64) -> ()
    }) : () -> ()
    return
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["foo.region"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %r {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.yield
  }
}
