// Static verification of transform.named_sequence: the symbol table attribute, argument
// consumption annotations (errors and the not-consumed warning), body and terminator shape,
// nesting.  Location-based errors (no op prefix), as mlir-opt 22 reports them.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt %{ %mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

// A named sequence needs the 'transform.with_named_sequence' attribute on its symbol table.
// expected-note @below {{symbol table operation}}
module {
  // expected-error @below {{expects the parent symbol table to have the 'transform.with_named_sequence' attribute}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}
// -----
// An argument cannot be both readonly and consumed.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 cannot be both readonly and consumed}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly, transform.consumed}) {
    transform.yield
  }
}
// -----
// An argument consumed in the body (alternatives consumes its scope) must not be marked readonly.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{argument #0 is consumed in the body but is not marked as such}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    transform.alternatives %arg0 : !transform.any_op {
    ^bb0(%b: !transform.any_op):
    }
    transform.yield
  }
}
// -----
// A sequence with nested alternatives inside a named sequence is valid.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.merge_handles %arg0 : !transform.any_op
    transform.sequence %0 : !transform.any_op failures(propagate) {
    ^bb0(%a: !transform.any_op):
      transform.alternatives %a : !transform.any_op {
      ^bb0(%b: !transform.any_op):
      }
    }
    transform.yield
  }
}
// -----
// Declarations must annotate every argument.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{must provide consumed/readonly status for arguments of external or called ops}}
  transform.named_sequence private @decl(!transform.any_op)
}
// -----
// The yield must have as many operands as the sequence has results.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    // expected-error @below {{expected terminator to have as many operands as the parent op has results}}
    transform.yield
  }
}
// -----
// The yielded types must equal the result types.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %0 = transform.param.constant 1 -> !transform.any_param
    // expected-error @below {{the type of the terminator operand #0 must match the type of the corresponding parent op result ('!transform.any_param' vs '!transform.any_op')}}
    transform.yield %0 : !transform.any_param
  }
}
// -----
// The terminator must be transform.yield.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{expected 'transform.yield' as terminator}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    // expected-note @below {{terminator}}
    "test.foo"() : () -> ()
  }
}
// -----
// A named sequence inside a non-symbol-table transform op.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    transform.sequence %arg0 : !transform.any_op failures(propagate) {
    ^bb0(%x: !transform.any_op):
      // expected-error @below {{'transform.named_sequence' op symbol's parent must have the SymbolTable trait}}
      transform.named_sequence @b(%arg1: !transform.any_op {transform.readonly}) {
        transform.yield
      }
    }
    transform.yield
  }
}
// -----
// A consumed argument that the body does not consume only gets a warning (twice: mlir-opt 22
// verifies named sequences before the rest of the module).
module attributes {transform.with_named_sequence} {
  // expected-warning @below {{op argument #0 is not consumed in the body but is marked as consumed}}
  transform.named_sequence @a(%arg0: !transform.any_op {transform.consumed}) {
    transform.yield
  }
}
// -----
// A definition needs a non-empty body block.
module attributes {transform.with_named_sequence} {
  // expected-error @below {{expected a non-empty body block}}
  transform.named_sequence @a(%arg0: !transform.any_op) {
  }
}
