// get_producer_of_operand, get_consumers_of_result (use-list order),
// get_defining_op, get_parent_op, get_operand / get_result with position
// lists, get_type (elemental).
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics

module attributes {transform.with_named_sequence} {
  // expected-remark @below {{parent}}
  func.func @f(%x: i32) {
    // expected-remark @below {{producer}}
    %a = "test.def"() : () -> tensor<2xf32>
    // expected-remark @below {{third user}}
    "test.use"(%a) {n = 1} : (tensor<2xf32>) -> ()
    // expected-remark @below {{second user}}
    "test.use"(%a) {n = 2} : (tensor<2xf32>) -> ()
    // expected-remark @below {{first user}}
    "test.use"(%a, %x) {n = 3} : (tensor<2xf32>, i32) -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %def = transform.structured.match ops{["test.def"]} in %root : (!transform.any_op) -> !transform.any_op
    %users = transform.get_consumers_of_result %def[0] : (!transform.any_op) -> !transform.any_op
    %u1, %u2, %u3 = transform.split_handle %users : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.debug.emit_remark_at %u1, "first user" : !transform.any_op
    transform.debug.emit_remark_at %u2, "second user" : !transform.any_op
    transform.debug.emit_remark_at %u3, "third user" : !transform.any_op
    %p = transform.get_producer_of_operand %u1[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "producer" : !transform.any_op
    %parent = transform.get_parent_op %u1 {op_name = "func.func", deduplicate} : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %parent, "parent" : !transform.any_op
    %vals = transform.get_operand %u1[except(0)] : (!transform.any_op) -> !transform.any_value
    %types = transform.get_type %vals : (!transform.any_value) -> !transform.type
    // expected-remark @below {{types i32}}
    transform.debug.emit_param_as_remark %types, "types" : !transform.type
    %res = transform.get_result %def[-1] : (!transform.any_op) -> !transform.any_value
    %elem = transform.get_type elemental %res : (!transform.any_value) -> !transform.type
    // expected-remark @below {{elemental f32}}
    transform.debug.emit_param_as_remark %elem, "elemental" : !transform.type
    %d = transform.get_defining_op %res : (!transform.any_value) -> !transform.any_op
    transform.match.operation_name %d ["test.def"] : !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-note @below {{target value}}
  func.func @f(%x: i32) {
    "test.use"(%x) : (i32) -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %use = transform.structured.match ops{["test.use"]} in %root : (!transform.any_op) -> !transform.any_op
    %v = transform.get_operand %use[0] : (!transform.any_op) -> !transform.any_value
    // expected-error @below {{cannot get defining op of block argument}}
    %d = transform.get_defining_op %v : (!transform.any_value) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-note @below {{while considering positions of this payload operation}}
    "test.one"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.one"]} in %root : (!transform.any_op) -> !transform.any_op
    %all = transform.get_operand %op[all] : (!transform.any_op) -> !transform.any_value
    // expected-error @below {{position overflow 0 (updated from 0) for maximum 0}}
    %v = transform.get_result %op[except(0)] : (!transform.any_op) -> !transform.any_value
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    // expected-note @below {{target op}}
    "test.top"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.top"]} in %root : (!transform.any_op) -> !transform.any_op
    %none = transform.get_parent_op %op {op_name = "test.none", allow_empty_results} : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{could not find a parent op that matches all requirements}}
    %err = transform.get_parent_op %op {op_name = "test.none"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.op"() : () -> ()
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{result number overflow}}
    %u = transform.get_consumers_of_result %op[0] : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
