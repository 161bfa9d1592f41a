// With -mlir-print-local-scope the top-level op prints as a fragment (as
// Operation::print does): the output ends with the one newline mlir-opt adds,
// in custom and generic form; transform.print with use_local_scope on the
// module likewise.  Byte-compared with mlir-opt.
// RUN: %xform-interp --allow-unregistered-dialect -mlir-print-local-scope %s > %t.x
// RUN: %mlir-opt --allow-unregistered-dialect -mlir-print-local-scope %s > %t.m
// RUN: cmp %t.x %t.m
// RUN: %xform-interp --allow-unregistered-dialect -mlir-print-local-scope -mlir-print-op-generic %s > %t.gx
// RUN: %mlir-opt --allow-unregistered-dialect -mlir-print-local-scope -mlir-print-op-generic %s > %t.gm
// RUN: cmp %t.gx %t.gm
// RUN: %xform-interp --allow-unregistered-dialect --transform-interpreter %s > %t.tx
// RUN: %mlir-opt --allow-unregistered-dialect --transform-interpreter %s > %t.tm
// RUN: cmp %t.tx %t.tm
// RUN: FileCheck %s --input-file %t.tx

// CHECK: IR printer: ]]]
// CHECK-NEXT: {{^}}module {
// CHECK: {{^}}}
// CHECK-NEXT: {{^}}module {

"test.a"() : () -> ()
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    transform.print %root {use_local_scope} : !transform.any_op
    transform.yield
  }
}
