// The inherent attributes of named_sequence, sequence, include,
// foreach_match and collect_matching written in the generic form: property
// conversion (a parse error, no "see current operation" note), required
// attributes and ODS constraints; and, before the named-sequence recursion
// check, the calls and callables verified as MLIR does. Messages and order
// as mlir-opt 22 (this file passes `mlir-opt -split-input-file
// -verify-diagnostics` too).
// RUN: %xform %s -split-input-file -verify-diagnostics

module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op requires attribute 'sym_name'}}
  "transform.named_sequence"() <{function_type = (!transform.any_op) -> ()}> ({
  ^bb0(%arg0: !transform.any_op):
    transform.yield
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op requires attribute 'function_type'}}
  "transform.named_sequence"() <{sym_name = "m"}> ({
  ^bb0(%arg0: !transform.any_op):
    transform.yield
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{invalid properties {function_type = (!transform.any_op) -> (), sym_name = 3 : i64} for op transform.named_sequence: Invalid attribute `sym_name` in property conversion: 3 : i64}}
  "transform.named_sequence"() <{sym_name = 3, function_type = (!transform.any_op) -> ()}> ({
  ^bb0(%arg0: !transform.any_op):
    transform.yield
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "transform.named_sequence"() <{sym_name = "m", function_type = (!transform.any_op) -> (), res_attrs = [1]}> ({
  ^bb0(%arg0: !transform.any_op):
    transform.yield
  }) : () -> ()
}

// -----

// Properties convert in name order: function_type before sym_name, and
// arg_attrs before function_type.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{Invalid attribute `function_type` in property conversion: 1 : i64}}
  "transform.named_sequence"() <{sym_name = 3, function_type = 1, sym_visibility = 2}> ({
  ^bb0(%arg0: !transform.any_op):
    transform.yield
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{Invalid attribute `arg_attrs` in property conversion: 5 : i64}}
  "transform.named_sequence"() <{function_type = 1, arg_attrs = 5}> ({
  ^bb0(%arg0: !transform.any_op):
    transform.yield
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
  "transform.named_sequence"() <{sym_name = "m", function_type = (!transform.any_op) -> (), arg_attrs = [{a}, {b}]}> ({
  ^bb0(%arg0: !transform.any_op):
    transform.yield
  }) : () -> ()
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op arguments may only have dialect attributes}}
  transform.named_sequence @m(%arg0: !transform.any_op {foo}) -> (!transform.any_op {bar}) {
    transform.yield %arg0 : !transform.any_op
  }
}

// -----

module attributes {transform.with_named_sequence} {
  // expected-error @below {{'transform.named_sequence' op results may only have dialect attributes}}
  transform.named_sequence @m(%arg0: !transform.any_op) -> (!transform.any_op {bar}) {
    transform.yield %arg0 : !transform.any_op
  }
}

// -----

// expected-error @below {{'transform.sequence' op requires attribute 'failure_propagation_mode'}}
"transform.sequence"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
^bb0(%arg0: !transform.any_op):
  "transform.yield"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{Invalid attribute `failure_propagation_mode` in property conversion: 7 : i32}}
"transform.sequence"() <{failure_propagation_mode = 7 : i32, operandSegmentSizes = array<i32: 0, 0>}> ({
^bb0(%arg0: !transform.any_op):
  "transform.yield"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{Invalid attribute `failure_propagation_mode` in property conversion: 1 : i64}}
"transform.sequence"() <{failure_propagation_mode = 1 : i64, operandSegmentSizes = array<i32: 0, 0>}> ({
^bb0(%arg0: !transform.any_op):
  "transform.yield"() : () -> ()
}) : () -> ()

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @x(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op requires attribute 'target'}}
    "transform.include"(%arg0) <{failure_propagation_mode = 1 : i32}> : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @x(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{invalid properties {failure_propagation_mode = 1 : i32, target = "m"} for op transform.include: Invalid attribute `target` in property conversion: "m"}}
    "transform.include"(%arg0) <{target = "m", failure_propagation_mode = 1 : i32}> : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

// The include is verified before the recursion check (MLIR pre-verifies
// calls and callables to build the call graph).
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op requires attribute 'failure_propagation_mode'}}
    "transform.include"(%arg0) <{target = @m}> : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
    "transform.include"(%arg0) <{target = @m, failure_propagation_mode = 1 : i32, arg_attrs = [1]}> : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op) {
    // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note @below {{no effects specified for operand #0}}
    transform.include @m failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.foreach_match' op requires attribute 'matchers'}}
    %0 = "transform.foreach_match"(%arg0) <{actions = [@m]}> : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.foreach_match' op attribute 'actions' failed to satisfy constraint: symbol ref array attribute}}
    %0 = "transform.foreach_match"(%arg0) <{matchers = [@m], actions = ["x"]}> : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{Invalid attribute `restrict_root` in property conversion: 1 : i64}}
    %0 = "transform.foreach_match"(%arg0) <{actions = [@m], matchers = [@m], restrict_root = 1}> : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{Invalid attribute `actions` in property conversion: 3 : i64}}
    %0 = "transform.foreach_match"(%arg0) <{actions = 3, matchers = 3, restrict_root = 1, flatten_results = 1}> : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.collect_matching' op requires attribute 'matcher'}}
    %0 = "transform.collect_matching"(%arg0) <{}> : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}

// -----

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{Invalid attribute `matcher` in property conversion: "m"}}
    %0 = "transform.collect_matching"(%arg0) <{matcher = "m"}> : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}
