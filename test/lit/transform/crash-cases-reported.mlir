// Inputs on which mlir-opt 22 crashes: xform reports a located error and
// exits with status 1 instead.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics
// RUN: not %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file 2>&1 | FileCheck %s

// CHECK: error: expected operations in the match part to implement MatchOpInterface
// CHECK: error: AtMostOneOpMatcherOpTrait requires the operand handle to point to at most one payload op
// CHECK: error: {{.*}} expected to contain at least 2 payloads when overflow_result is set, but it contains 1 payloads
// CHECK: error: recursive application of 'transform.named_sequence' is not supported

// A non-match op in a collect_matching matcher (mlir-opt 22 segfaults after
// printing the error).
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @matcher(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // expected-error @below {{expected operations in the match part to implement MatchOpInterface}}
    %c = transform.cast %op : !transform.any_op to !transform.any_op
    transform.yield %c : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.collect_matching @matcher in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %m, "not reached" : !transform.any_op
    transform.yield
  }
}

// -----

// Any definite failure inside a collect_matching matcher.
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @matcher(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %two = transform.merge_handles %op, %op : !transform.any_op
    // expected-error @below {{AtMostOneOpMatcherOpTrait requires the operand handle to point to at most one payload op}}
    transform.match.operation_empty %two : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %m = transform.collect_matching @matcher in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// split_handle with overflow_result and fewer payloads than results
// (mlir-opt 22 aborts reserving a negative size).
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expected to contain at least 2 payloads when overflow_result is set, but it contains 1 payloads}}
    %x, %y = transform.split_handle %a {overflow_result = 1, fail_on_payload_too_small = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// An action that runs foreach_match with itself as action re-enters its own
// region: reported as a recursion instead of corrupting the state.
module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.region"() ({
      "test.a"() : () -> ()
    }) : () -> ()
    return
  }
  transform.named_sequence @is_region(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.region", "func.func"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // expected-error @below {{recursive application of 'transform.named_sequence' is not supported: its region is already being interpreted}}
  transform.named_sequence @again(%op: !transform.any_op {transform.consumed}) {
    %u = transform.foreach_match in %op @is_region -> @again : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %u = transform.foreach_match in %root @is_region -> @again : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
