// merge_handles (concatenation, deduplicate), split_handle (exact count,
// too many / too few, pass_through_empty_handle, fail_on_payload_too_small,
// overflow_result), num_associations, param.constant, cast (type check of
// the target type, definite), select, replicate.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    "test.b"() : () -> ()
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %b = transform.structured.match ops{["test.b"]} in %root : (!transform.any_op) -> !transform.any_op
    %m = transform.merge_handles %a, %b, %a : !transform.any_op
    %d = transform.merge_handles deduplicate %a, %b, %a : !transform.any_op
    %nm = transform.num_associations %m : (!transform.any_op) -> !transform.param<i64>
    %nd = transform.num_associations %d : (!transform.any_op) -> !transform.param<i64>
    %both = transform.merge_handles %nm, %nd : !transform.param<i64>
    // expected-remark @below {{counts 5 : i64, 3 : i64}}
    transform.debug.emit_param_as_remark %both, "counts" : !transform.param<i64>
    %sel = transform.select "test.b" in %m : (!transform.any_op) -> !transform.any_op
    %ns = transform.num_associations %sel : (!transform.any_op) -> !transform.param<i64>
    %rep:2 = transform.replicate num(%a) %b, %ns : !transform.any_op, !transform.any_op, !transform.param<i64>
    // expected-remark @below {{replicated 1 : i64, 1 : i64}}
    transform.debug.emit_param_as_remark %rep#1, "replicated" : !transform.param<i64>
    %x, %y = transform.split_handle %d {overflow_result = 0} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %nx = transform.num_associations %x : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{overflow 2 : i64}}
    transform.debug.emit_param_as_remark %nx, "overflow" : !transform.param<i64>
    %typed = transform.cast %b : !transform.any_op to !transform.op<"test.b">
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    // expected-note @below {{payload operation}}
    "test.b"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["test.a", "test.b"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{incompatible payload operation name expected test.a vs test.b -> "test.b"() : () -> ()}}
    %typed = transform.cast %ops : !transform.any_op to !transform.op<"test.a">
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %none = transform.structured.match ops{["test.none"]} in %root : (!transform.any_op) -> !transform.any_op
    %e1, %e2 = transform.split_handle %none : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %s1, %s2 = transform.split_handle %a {fail_on_payload_too_small = false} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    // expected-error @below {{expected to contain 2 payloads but it contains 1 payloads}}
    %t1, %t2 = transform.split_handle %a : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the type of the parameter attribute ('i32') to match the parameter type ('i64')}}
    %p = transform.param.constant 1 : i32 -> !transform.param<i64>
    transform.yield
  }
}
