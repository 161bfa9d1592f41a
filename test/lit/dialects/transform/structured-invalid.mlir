// Verifiers of transform.match.structured and its predicates: body argument, nested match
// ops, predicates only directly inside match.structured on its block argument, mutually
// exclusive options, position lists, result kinds of input/init/result.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt %{ %mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.match.structured.rank' op expects parent op to be 'transform.match.structured'}}
%1 = transform.match.structured.rank %0 : (!transform.any_op) -> !transform.param<i64>
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.rank' op expected predicate to apply to the surrounding structured op}}
  %1 = transform.match.structured.rank %0 : (!transform.any_op) -> !transform.param<i64>
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.match.structured' op expected one body argument}}
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op, %d: !transform.any_op):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.match.structured' op expected body argument to implement TransformHandleTypeInterface}}
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_value):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.match.structured' op expects nested operations to implement MatchOpInterface}}
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-note @below {{offending operation}}
  transform.annotate %c "x" : !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.body' op only one of {"reduction_position", "passthrough", "elementwise", "contraction"} is allowed}}
  transform.match.structured.body %c {passthrough, elementwise} : !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.body' op expects "contraction" to contain two elements}}
  transform.match.structured.body %c {contraction = ["a"]} : !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.dim' op cannot request the same dimension to be both parallel and reduction}}
  transform.match.structured.dim %c[0] {parallel, reduction} : !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{expected ']'}}
  transform.match.structured.dim %c[all, 0] : !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.input' op "permutation" and "projected_permutation" are mutually exclusive}}
  transform.match.structured.input %c[0] {permutation, projected_permutation} : !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.input' op cannot bind multiple inputs/inits to the same value}}
  %1 = transform.match.structured.input %c[0, 1] : (!transform.any_op) -> !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.init' op result #0 must be transform operation or value handle or , but got '!transform.param<i64>'}}
  %1 = transform.match.structured.init %c[0] : (!transform.any_op) -> !transform.param<i64>
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.result' op expects either the any/single keyword or the type value handle result type}}
  %1 = transform.match.structured.result %c[0] : (!transform.any_op) -> !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.result' op 'any' and 'single' are mutually exclusive}}
  %1 = transform.match.structured.result %c[0] any single : (!transform.any_op) -> !transform.any_op
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
transform.match.structured %0 : !transform.any_op {
^bb0(%c: !transform.any_op):
  // expected-error @below {{'transform.match.structured.result' op expects either the any/single keyword or the type value handle result type}}
  %1 = transform.match.structured.result %c[0] any : (!transform.any_op) -> !transform.any_value
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.match.structured.elemental_bitwidth' op operand #0 must be TransformValueHandleTypeInterface instance, but got '!transform.any_op'}}
%1 = transform.match.structured.elemental_bitwidth %0 : (!transform.any_op) -> !transform.param<i64>
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
%1 = transform.match.structured failures(suppress) %0 : (!transform.any_op) -> !transform.param<i64> {
^bb0(%c: !transform.any_op):
  %r = transform.match.structured.rank %c : (!transform.any_op) -> !transform.param<i64>
  transform.match.structured.yield %r : !transform.param<i64>
// expected-error @below {{custom op 'attributes' is unknown (tried 'builtin.attributes' as well)}}
} attributes {x}
// -----

// The position is an I64Attr read by the attribute parser: `-0` is out of
// range there, as a 64-bit overflow is.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%s: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %u = transform.match.structured %s : (!transform.any_op) -> !transform.any_op {
    ^bb0(%arg: !transform.any_op):
      // expected-error @below {{integer constant out of range for attribute}}
      %r = transform.match.structured.result %arg[-0] : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield %r : !transform.any_op
    }
    transform.yield %u : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%s: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %u = transform.match.structured %s : (!transform.any_op) -> !transform.any_op {
    ^bb0(%arg: !transform.any_op):
      // expected-error @below {{integer constant out of range for attribute}}
      %r = transform.match.structured.result %arg[99999999999999999999] : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield %r : !transform.any_op
    }
    transform.yield %u : !transform.any_op
  }
}
