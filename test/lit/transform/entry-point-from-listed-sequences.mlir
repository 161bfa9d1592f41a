// The entry point is found among the named sequences the context made, by
// name and by being inside the pass anchor (no walk of the payload): the
// sequences of the other inputs of a split file are not candidates; a
// generic `"transform.named_sequence"` counts, nested in a function body too.

// RUN: %xform-interp %s --split-input-file --transform-interpreter --verify-diagnostics --allow-unregistered-dialect | FileCheck %s

// expected-remark @below {{first input ran}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %root, "first input ran" : !transform.any_op
    transform.yield
  }
}

// CHECK-LABEL: transform.named_sequence @__transform_main
// CHECK: "first input ran"

// -----

// The first input's sequence is not in this one.

// expected-error @below {{could not find a nested named sequence with name: __transform_main}}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @other(%root: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// -----

// Generic form, nested in a module inside a function body.

// expected-remark @below {{generic nested ran}}
module {
  func.func @f() {
    "test.region_holder"() ({
      builtin.module attributes {transform.with_named_sequence} {
        "transform.named_sequence"() <{function_type = (!transform.any_op) -> (), sym_name = "__transform_main"}> ({
        ^bb0(%root: !transform.any_op):
          transform.debug.emit_remark_at %root, "generic nested ran" : !transform.any_op
          transform.yield
        }) {arg_attrs = [{transform.readonly}]} : () -> ()
      }
      "test.end"() : () -> ()
    }) : () -> ()
    return
  }
}

// CHECK-LABEL: func.func @f()
// CHECK: transform.named_sequence @__transform_main(%{{.*}}: !transform.any_op {transform.readonly})
