// Symbol uses checked with the enclosing symbol table: transform.include (callee kind,
// operand and result counts and types, callee annotations), transform.collect_matching
// (matcher signature, readonly argument, result interfaces) and transform.foreach_match
// (matcher/action resolution, annotations, operand/matcher/action/result agreement).
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt %{ %mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op does not reference a named transform sequence}}
    transform.include @missing failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  func.func @f() { return }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op does not reference a named transform sequence}}
    transform.include @f failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee(%arg0: !transform.op<"a.b"> {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op operand type mismatch: expected operand type '!transform.op<"a.b">', but provided '!transform.any_op' for operand number 0}}
    transform.include @callee failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{incorrect number of results for callee}}
    %0 = transform.include @callee failures(propagate) (%arg0) : (!transform.any_op) -> (!transform.any_op)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %arg0 : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{'transform.include' op type of result #0 must implement the same transform dialect interface as the corresponding callee result}}
    %0 = transform.include @callee failures(propagate) (%arg0) : (!transform.any_op) -> (!transform.any_param)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @callee(%arg0: !transform.any_op) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{TransformOpInterface requires memory effects on operands to be specified}}
    // expected-note @below {{no effects specified for operand #0}}
    transform.include @callee failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence private @callee(!transform.any_op {transform.consumed})
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @callee failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{unresolved matcher symbol @nope}}
    %0 = transform.collect_matching @nope in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the matcher to take one operation handle argument}}
    %0 = transform.collect_matching @m in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @m(%a: !transform.any_op {transform.consumed}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the matcher argument to be marked readonly}}
    %0 = transform.collect_matching @m in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{expected the matcher to yield as many values as op has results (1), got 0}}
    %0 = transform.collect_matching @m in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_value {
    %v = transform.get_result %a[0] : (!transform.any_op) -> !transform.any_value
    transform.yield %v : !transform.any_value
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    // expected-error @below {{mismatching type interfaces for matcher result and op result #0}}
    %0 = transform.collect_matching @m in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{unresolved matcher symbol @nope}}
    %0 = transform.foreach_match in %arg0 @nope -> @m : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{unresolved action symbol @nope}}
    %0 = transform.foreach_match in %arg0 @m -> @nope : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @m(%a: !transform.any_op {transform.consumed}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{'transform.foreach_match' op does not expect matcher symbol to consume its operand #0}}
    %0 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @m(%a: !transform.any_value {transform.readonly}) -> !transform.any_op {
    %0 = transform.get_defining_op %a : (!transform.any_value) -> !transform.any_op
    transform.yield %0 : !transform.any_op
  }
  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{mismatching type interfaces for operand and matcher argument #0 of matcher @m}}
    %0 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}, %b: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{mismatching number of matcher results and action arguments between @m (1) and @a (2)}}
    %0 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @a(%a: !transform.any_param {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{mismatching type interfaces for matcher result and action argument #0of matcher @m and action @a}}
    %0 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{the number of action results (1) for @a doesn't match the number of extra op results (0)}}
    %0 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{mismatching type interfaces for action result #0 of action @a and op result}}
    %0:2 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> (!transform.any_op, !transform.any_param)
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  // expected-error @below {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence @a(%a: !transform.any_op) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    %0 = transform.foreach_match in %arg0 @m -> @a : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// -----
module attributes {transform.with_named_sequence} {
  // expected-note @below {{symbol declaration}}
  transform.named_sequence @m(%a: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %a : !transform.any_op
  }
  transform.named_sequence @a(%a: !transform.any_op {transform.readonly}) {
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.consumed}) {
    // expected-error @below {{the number of operands (2) doesn't match the number of matcher arguments (1) for @m}}
    %0 = transform.foreach_match in %arg0, %arg0 @m -> @a : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.yield
  }
}
