// The tutorial's (chapter 4) transform.match.my.has_operand_satisfying op, registered under
// its tutorial name: `$op : functional-type($op, results) attr-dict-with-keyword $body`, the
// body yields through an implicit-when-empty transform.yield, and its verifier checks the
// body argument, the yielded values against results #1.., and that the body holds matchers.
// RUN: %xform %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: %xform %s -split-input-file -verify-diagnostics --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

module attributes {transform.with_named_sequence} {
  // CHECK-LABEL: @operand_matcher
  transform.named_sequence @operand_matcher(%last: !transform.any_op {transform.readonly}) -> (!transform.param<i32>, !transform.any_op) {
    // CHECK:      %0:2 = transform.match.my.has_operand_satisfying %arg0 : (!transform.any_op) -> (!transform.param<i32>, !transform.any_op) {
    // CHECK-NEXT: ^bb0(%arg1: !transform.any_value):
    // CHECK-NEXT:   %1 = transform.get_defining_op %arg1 : (!transform.any_value) -> !transform.any_op
    // CHECK-NEXT:   transform.match.operation_name %1 ["linalg.elementwise"] : !transform.any_op
    // CHECK-NEXT:   transform.yield %1 : !transform.any_op
    // CHECK-NEXT: }
    // GENERIC: "transform.match.my.has_operand_satisfying"(%{{.*}}) ({
    %pos, %middle = transform.match.my.has_operand_satisfying %last
        : (!transform.any_op) -> (!transform.param<i32>, !transform.any_op) {
    ^bb0(%operand: !transform.any_value):
      %def = transform.get_defining_op %operand : (!transform.any_value) -> !transform.any_op
      transform.match.operation_name %def ["linalg.elementwise"] : !transform.any_op
      transform.yield %def : !transform.any_op
    }
    transform.yield %pos, %middle : !transform.param<i32>, !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @empty_body(%last: !transform.any_op {transform.readonly}) -> !transform.param<i32> {
    // CHECK-LABEL: @empty_body
    // CHECK: transform.match.my.has_operand_satisfying %arg0 : (!transform.any_op) -> !transform.param<i32> {
    // CHECK-NEXT: ^bb0(%arg1: !transform.any_value):
    // CHECK-NEXT: }
    %pos = transform.match.my.has_operand_satisfying %last : (!transform.any_op) -> !transform.param<i32> {
    ^bb0(%operand: !transform.any_value):
    }
    transform.yield %pos : !transform.param<i32>
  }
}

// -----

%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.match.my.has_operand_satisfying' op expects the body to have one value handle argument}}
%1 = transform.match.my.has_operand_satisfying %0 : (!transform.any_op) -> !transform.param<i32> {
^bb0(%operand: !transform.any_op):
}

// -----

%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.match.my.has_operand_satisfying' op expects the body to yield 1 values, got 0}}
%1:2 = transform.match.my.has_operand_satisfying %0 : (!transform.any_op) -> (!transform.param<i32>, !transform.any_op) {
^bb0(%operand: !transform.any_value):
}

// -----

%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.match.my.has_operand_satisfying' op expects terminator operand #0 and result #1 to implement the same transform interface}}
%1:2 = transform.match.my.has_operand_satisfying %0 : (!transform.any_op) -> (!transform.param<i32>, !transform.any_param) {
^bb0(%operand: !transform.any_value):
  transform.yield %operand : !transform.any_value
}

// -----

%0 = "test.op"() : () -> !transform.any_op
// expected-error @below {{'transform.match.my.has_operand_satisfying' op expects body to contain match ops}}
%1 = transform.match.my.has_operand_satisfying %0 : (!transform.any_op) -> !transform.param<i32> {
^bb0(%operand: !transform.any_value):
  %d = transform.get_defining_op %operand : (!transform.any_value) -> !transform.any_op
  // expected-note @below {{non-match operation}}
  transform.annotate %d "x" : !transform.any_op
}
