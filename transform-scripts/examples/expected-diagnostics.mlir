// Diagnostics checked in the file itself, as MLIR's tests do: each
// `expected-*` comment must match a diagnostic the run reports (and every
// diagnostic must be expected).  Two independent chunks (--split-input-file):
// remarks of a script, then the use of a handle that foreach_match consumed.
//   xform-interp transform-scripts/examples/expected-diagnostics.mlir \
//     --transform-interpreter --split-input-file --verify-diagnostics
// prints the IR and exits 0 when they match; mlir-opt 22 does the same.
module attributes {transform.with_named_sequence} {
  func.func @f(%a: i32) -> i32 {
    // expected-remark @below {{an addi}}
    %0 = arith.addi %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %adds, "an addi" : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note @below {{ancestor payload op}}
  // expected-note @below {{nested payload op}}
  func.func @g(%a: i32) -> i32 {
    // expected-remark @below {{a muli}}
    %0 = arith.muli %a, %a : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // expected-note @below {{handle to invalidated ops}}
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-note @below {{invalidated by this transform op that consumes its operand #0}}
    %r = transform.foreach_match in %f @is_muli -> @remark_muli : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{uses a handle invalidated by a previously executed transform op}}
    transform.debug.emit_remark_at %f, "use" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @is_muli(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.muli"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @remark_muli(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "a muli" : !transform.any_op
    transform.yield
  }
}
