// Errors of transform.apply_registered_pass (option keys, duplicate keys, dynamic option
// indices against the param operands) and transform.apply_conversion_patterns (pattern and
// type-converter children), as mlir-opt 22 reports them.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt %{ %mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%root: !transform.any_op {transform.consumed}) {
    %p = transform.param.constant 3 : i64 -> !transform.any_param
    // expected-error @below {{expected '='}}
    %r = transform.apply_registered_pass "x" with options = {max-iterations = %p} to %root : (!transform.any_op, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%root: !transform.any_op {transform.consumed}) {
    %p = transform.param.constant 3 : i64 -> !transform.any_param
    // expected-error @below {{'transform.apply_registered_pass' op dynamic option index 3 is out of bounds for the number of dynamic options: 1}}
    %r = "transform.apply_registered_pass"(%root, %p) <{options = {a = #transform.param_operand<index = 3 : i64>}, pass_name = "x"}> : (!transform.any_op, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%root: !transform.any_op {transform.consumed}) {
    %p = transform.param.constant 3 : i64 -> !transform.any_param
    // expected-error @below {{'transform.apply_registered_pass' op a param operand does not have a corresponding param_operand attr in the options dict}}
    %r = "transform.apply_registered_pass"(%root, %p) <{options = {a = 1}, pass_name = "x"}> : (!transform.any_op, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%root: !transform.any_op {transform.consumed}) {
    %p = transform.param.constant 3 : i64 -> !transform.any_param
    // expected-error @below {{'transform.apply_registered_pass' op dynamic option index 0 is already used in options}}
    %r = "transform.apply_registered_pass"(%root, %p) <{options = {a = #transform.param_operand<index = 0 : i64>, b = #transform.param_operand<index = 0 : i64>}, pass_name = "x"}> : (!transform.any_op, !transform.any_param) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%root: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.apply_conversion_patterns' op expected pattern children ops to implement ConversionPatternDescriptorOpInterface}}
    transform.apply_conversion_patterns to %root {
      // expected-note @below {{op without interface}}
      transform.print
    } {preserve_handles} : !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @m(%root: !transform.any_op {transform.readonly}) {
    transform.apply_conversion_patterns to %root {
    } : !transform.any_op
    transform.yield
  }
}
