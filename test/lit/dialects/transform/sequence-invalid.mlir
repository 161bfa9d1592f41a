// Verifiers of transform.sequence, transform.alternatives and transform.foreach:
// PossibleTopLevelTransformOpTrait (entry block arguments, nested top-level ops), double
// consumption of block arguments (non-transform users such as yield count as consumers),
// terminator and result types, region counts, custom-syntax errors.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt %{ %mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

// expected-note @below {{nested in another possible top-level op}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{'transform.sequence' op expects operands to be provided for a nested op}}
  transform.sequence failures(propagate) {
  ^bb1(%arg1: !transform.any_op):
  }
}
// -----
// expected-error @below {{'transform.sequence' op expects the entry block to have at least one argument}}
transform.sequence failures(propagate) {
}
// -----
// expected-error @below {{'transform.sequence' op expects the first entry block argument to be of type implementing TransformHandleTypeInterface}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_value):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.sequence' op expects the type of the block argument to match the type of the operand}}
transform.sequence %0 : !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.op<"foo.bar">):
}
// -----
// expected-error @below {{'transform.sequence' op expects trailing entry block arguments to be of type implementing TransformHandleTypeInterface, TransformValueHandleTypeInterface or TransformParamTypeInterface}}
// expected-note @below {{argument #1 does not}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op, %arg1: i32):
}
// -----
// expected-error @below {{'transform.sequence' op expected children ops to implement TransformOpInterface}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{op without interface}}
  "test.foo"() : () -> ()
  transform.yield
}
// -----
// expected-error @below {{'transform.sequence' op block argument #0 has more than one potential consumer}}
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{used here as operand #0}}
  transform.alternatives %arg0 : !transform.any_op {
  ^bb1(%x: !transform.any_op):
  }
  // expected-note @below {{used here as operand #0}}
  transform.alternatives %arg0 : !transform.any_op {
  ^bb1(%x: !transform.any_op):
  }
}
// -----
transform.sequence failures(propagate) {
^bb0(%arg0: !transform.any_op):
  // expected-error @below {{result #0 has more than one potential consumer}}
  %0 = transform.merge_handles %arg0 : !transform.any_op
  // expected-note @below {{used here as operand #0}}
  transform.alternatives %0 : !transform.any_op {
  ^bb1(%x: !transform.any_op):
  }
  // expected-note @below {{used here as operand #0}}
  transform.alternatives %0 : !transform.any_op {
  ^bb1(%x: !transform.any_op):
  }
}
// -----
// expected-error @below {{cannot name an operation with no results}}
%0 = transform.sequence failures(propagate) -> !transform.any_op {
^bb0(%arg0: !transform.any_op):
  transform.yield
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.sequence' op expects the entry block to have at least one argument}}
transform.sequence %0 : !transform.any_op failures(propagate) {
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{expected ','}}
transform.sequence %0, %0 : !transform.any_op failures(propagate) {
^bb0(%arg0: !transform.any_op):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{custom op 'transform.sequence' expected 'failures'}}
transform.sequence %0 : !transform.any_op {
^bb0(%arg0: !transform.any_op):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.alternatives' op expects terminator operands to have the same type as results of the operation}}
transform.alternatives %0 : !transform.any_op -> !transform.any_op {
^bb0(%arg0: !transform.any_op):
  // expected-note @below {{terminator}}
  transform.yield
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.foreach' op expects the same number of targets as the body has block arguments}}
transform.foreach %0 : !transform.any_op {
^bb0(%arg0: !transform.any_op, %arg1: !transform.any_op):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.foreach' op expects co-indexed targets and the body's block arguments to have the same op/value/param type}}
transform.foreach %0 : !transform.any_op {
^bb0(%arg0: !transform.op<"a.b">):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.foreach' op expects the same number of results as the yield terminator has operands}}
%1 = transform.foreach %0 : !transform.any_op -> !transform.any_op {
^bb0(%arg0: !transform.any_op):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.foreach' op expects co-indexed results and yield operands to have the same op/value/param type}}
%1 = transform.foreach %0 : !transform.any_op -> !transform.any_value {
^bb0(%arg0: !transform.any_op):
  transform.yield %arg0 : !transform.any_op
}
// -----
"transform.sequence"() <{failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 0>}> ({
^bb0(%arg0: !transform.any_op):
  "transform.yield"() : () -> ()
}) : () -> ()
