// transform.collect_matching: post-order walk of each root, the root
// included (transform IR nested in the root is matched too); one payload
// entity per matcher result and match, accumulated over all roots.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  // expected-remark @below {{root matched last}}
  func.func @f() {
    // expected-remark @below {{nested first}}
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @any(%op: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    %p = transform.param.constant 1 : i64 -> !transform.param<i64>
    transform.yield %op, %p : !transform.any_op, !transform.param<i64>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %two = transform.merge_handles %f, %f : !transform.any_op
    %all, %ps = transform.collect_matching @any in %two : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
    %n = transform.num_associations %ps : (!transform.param<i64>) -> !transform.param<i64>
    // expected-remark @below {{six matches over two roots 6 : i64}}
    transform.debug.emit_param_as_remark %n, "six matches over two roots" : !transform.param<i64>
    %a, %ret, %func, %rest = transform.split_handle %all {overflow_result = 3} : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %a, "nested first" : !transform.any_op
    transform.debug.emit_remark_at %func, "root matched last" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @is_collect(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["transform.collect_matching"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-remark @below {{matches itself}}
    %self = transform.collect_matching @is_collect in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %self, "matches itself" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.a"() : () -> ()
    return
  }
  transform.named_sequence @two(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["test.a"] : !transform.any_op
    %t = transform.merge_handles %op, %op : !transform.any_op
    transform.yield %t : !transform.any_op
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{result #0, associated with 2 payload objects, expected 1}}
    %r = transform.collect_matching @two in %root : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
