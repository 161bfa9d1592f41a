// -debug-only=<channels> traces to stderr (always available in xform):
// transform-dialect prints each applied op (regions skipped) and the
// alternatives that failed; transform-matcher prints every op matched by
// collect_matching / foreach_match, why a matcher failed, and
// match.operation_empty outcomes; -debug enables every channel.  Traces
// never change the result.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter -debug-only=transform-matcher 2>&1 >/dev/null | FileCheck %s --check-prefix=MATCHER
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter -debug-only=transform-dialect 2>&1 >/dev/null | FileCheck %s --check-prefix=DIALECT
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter -debug-only=transform-dialect,transform-matcher 2>&1 >/dev/null | FileCheck %s --check-prefix=BOTH
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter -debug 2>&1 >/dev/null | FileCheck %s --check-prefix=BOTH
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter -debug-only=transform-matcher | FileCheck %s --check-prefix=OUT

// MATCHER: [transform-matcher] matching %0 = "test.a"() : () -> i32 @0x{{[0-9a-f]+}}
// MATCHER: [transform-matcher] matching "test.b"(%0) : (i32) -> () @0x{{[0-9a-f]+}}
// MATCHER: [transform-matcher] matcher is_a failed: wrong operation name
// MATCHER: [transform-matcher] matching func.func @f() {...} @0x
// MATCHER: [transform-matcher] MatchOperationEmptyOp success

// DIALECT: [transform-dialect] applying: transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {...}
// DIALECT: [transform-dialect] applying: %0 = transform.collect_matching @is_a in %arg0 : (!transform.any_op) -> !transform.any_op
// DIALECT: [transform-dialect] applying: transform.match.operation_name %arg0 ["test.a"] : !transform.any_op
// DIALECT: [transform-dialect] alternative failed: wrong operation name
// DIALECT: [transform-dialect] applying: transform.match.operation_empty

// BOTH: [transform-dialect] applying: transform.named_sequence @__transform_main
// BOTH: [transform-matcher] matching %0 = "test.a"() : () -> i32
// BOTH: [transform-dialect] alternative failed: wrong operation name
// BOTH: [transform-matcher] MatchOperationEmptyOp success

// OUT: "test.a"() {found} : () -> i32

module attributes {transform.with_named_sequence} {
  func.func @f() {
    %0 = "test.a"() : () -> i32
    "test.b"(%0) : (i32) -> ()
    return
  }
  transform.named_sequence @is_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.a"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.collect_matching @is_a in %root : (!transform.any_op) -> !transform.any_op
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.alternatives %f : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.operation_name %s ["test.none"] : !transform.any_op
    }, {
    ^bb0(%s: !transform.any_op):
    }
    %a2 = transform.collect_matching @is_a in %root : (!transform.any_op) -> !transform.any_op
    %none = transform.structured.match ops{["test.none"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.match.operation_empty %none : !transform.any_op
    transform.annotate %a2 "found" : !transform.any_op
    transform.yield
  }
}
