// After the interpreter pass, the payload is verified again unless it
// verified before without a diagnostic and no transform op changed it in a
// way a verifier reads.  transform.annotate of an undotted name that no op
// takes as inherent, on ops other than modules, changes nothing a verifier
// reads (src/ir/verify.c, xfi_discardable_attr_is_neutral); a symbol name, a
// name some op takes as inherent (`value`: arith.constant's property) and
// any name on a builtin.module are read, and their errors are mlir-opt 22's
// (annotations-verified-again-when-read-mlir-opt-agrees.mlir), also when the
// annotation is made by an action of transform.foreach_match (which itself
// changes nothing).
// RUN: not %xform-interp %s --split-input-file --transform-interpreter -debug-only=xform-verify 2>&1 | FileCheck %s

// CHECK: verifying after the pass: skipped
// CHECK-NOT: verifying after the pass
// CHECK-LABEL: func.func @f
// CHECK: arith.addi %{{.*}}, %{{.*}} {chain_head} : i32
module attributes {transform.with_named_sequence} {
  func.func @f(%x: i32) -> i32 {
    %0 = arith.addi %x, %x : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %a "chain_head" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-NOT: verifying after the pass
// CHECK: error: redefinition of symbol named 'f'
module attributes {transform.with_named_sequence} {
  func.func @f() {
    return
  }
  func.func @g() {
    return
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["func.func"]} attributes{sym_name = "g"} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant "f" -> !transform.any_param
    transform.annotate %g "sym_name" = %p : !transform.any_op, !transform.any_param
    transform.yield
  }
}

// -----

// CHECK-NOT: verifying after the pass
// CHECK: error: 'arith.constant' op failed to verify that all of {value, result} have same type
module attributes {transform.with_named_sequence} {
  func.func @f() -> i32 {
    %0 = arith.constant 1 : i32
    return %0 : i32
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %a = transform.structured.match ops{["arith.constant"]} in %root : (!transform.any_op) -> !transform.any_op
    %p = transform.param.constant 7 : i64 -> !transform.any_param
    transform.annotate %a "value" = %p : !transform.any_op, !transform.any_param
    transform.yield
  }
}

// -----

// CHECK-NOT: verifying after the pass
// CHECK: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'undotted'
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.annotate %root "undotted" : !transform.any_op
    transform.yield
  }
}

// -----

// CHECK-NOT: verifying after the pass
// CHECK: error: 'arith.constant' op failed to verify that all of {value, result} have same type
module attributes {transform.with_named_sequence} {
  func.func @f() -> i32 {
    %0 = arith.constant 1 : i32
    return %0 : i32
  }
  transform.named_sequence @is_constant(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.constant"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @set_value(%op: !transform.any_op {transform.readonly}) {
    %p = transform.param.constant 7 : i64 -> !transform.any_param
    transform.annotate %op "value" = %p : !transform.any_op, !transform.any_param
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @is_constant -> @set_value : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
