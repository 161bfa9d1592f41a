// transform.foreach: one iteration per payload entity with the block
// arguments bound to single entities, results accumulated from the yields,
// zip of several targets (size mismatch is silenceable unless
// with_zip_shortest), and any failure in the body stops the loop.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-remark @below {{one 1 : i64}}
    "test.a"() : () -> ()
    // expected-remark @below {{one 1 : i64}}
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %p1 = transform.param.constant 1 : i64 -> !transform.param<i64>
    %p2 = transform.param.constant 2 : i64 -> !transform.param<i64>
    %ps = transform.merge_handles %p1, %p2 : !transform.param<i64>
    %r:2 = transform.foreach %ops, %ps : !transform.any_op, !transform.param<i64> -> !transform.any_op, !transform.param<i64> {
    ^bb0(%op: !transform.any_op, %p: !transform.param<i64>):
      %n = transform.num_associations %op : (!transform.any_op) -> !transform.param<i64>
      transform.debug.emit_param_as_remark %n, "one" at %op : !transform.param<i64>, !transform.any_op
      transform.yield %op, %p : !transform.any_op, !transform.param<i64>
    }
    // expected-remark @below {{yielded 1 : i64, 2 : i64}}
    transform.debug.emit_param_as_remark %r#1, "yielded" : !transform.param<i64>
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-remark @below {{zipped}}
    "test.a"() : () -> ()
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["test.a"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.foreach %ops, %p with_zip_shortest : !transform.any_op, !transform.param<i64> {
    ^bb0(%op: !transform.any_op, %q: !transform.param<i64>):
      transform.debug.emit_remark_at %op, "zipped" : !transform.any_op
    }
    // expected-error @below {{prior targets' payload size (2) differs from payload size (1) of target %1 = "transform.param.constant"() <{value = 1 : i64}> : () -> !transform.param<i64>}}
    transform.foreach %ops, %p : !transform.any_op, !transform.param<i64> {
    ^bb0(%op: !transform.any_op, %q: !transform.param<i64>):
    }
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-remark @below {{visited}}
    "test.a"() : () -> ()
    "test.b"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["test.a", "test.b"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %ops : !transform.any_op {
    ^bb0(%op: !transform.any_op):
      transform.debug.emit_remark_at %op, "visited" : !transform.any_op
      // expected-error @below {{wrong operation name}}
      transform.match.operation_name %op ["test.b"] : !transform.any_op
    }
    transform.yield
  }
}
