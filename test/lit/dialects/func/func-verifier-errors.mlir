// Verifier errors of func.func and func.return: ODS attribute checks, the
// Symbol interface (visibility, public declarations), the
// FunctionOpInterface (attribute arrays, entry block) and the return
// operands, worded as mlir-opt 22 reports them.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=LOC

// expected-error @below {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration(i32) -> i64

// -----

// expected-error @below {{'func.func' op arguments may only have dialect attributes}}
func.func @undotted_arg_attr(%a: i32 {foo}) {
  return
}

// -----

// expected-error @below {{'func.func' op results may only have dialect attributes}}
func.func private @undotted_result_attr() -> (i32 {bar})

// -----

// Unnamed arguments with a body leave the entry block without arguments.
// expected-error @below {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @unnamed_args_with_body(i32) {
  return
}

// -----

// expected-error @below {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() <{function_type = (i32) -> (), sym_name = "entry_type"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bad"}}
"func.func"() <{function_type = () -> (), sym_name = "v", sym_visibility = "bad"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 0}}
"func.func"() <{function_type = () -> (), sym_name = "v", arg_attrs = [{}]}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = () -> (), sym_name = "v", res_attrs = [1]}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "v"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "v"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @below {{'func.func' op requires one region}}
"func.func"() <{function_type = () -> (), sym_name = "v", sym_visibility = "private"}> : () -> ()

// -----

func.func @return_too_few() -> i32 {
  // expected-error @below {{'func.return' op has 0 operands, but enclosing function (@return_too_few) returns 1}}
  return
}

// -----

func.func @return_type() -> i32 {
  %0 = "test.op"() : () -> i64
  // expected-error @below {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  return %0 : i64
}

// -----

module {
  // expected-error @below {{'func.return' op expects parent op 'func.func'}}
  "func.return"() : () -> ()
}

// -----

func.func @no_terminator() {
  // expected-error @below {{block with no terminator, has "func.call"() <{callee = @no_terminator}> : () -> ()}}
  func.call @no_terminator() : () -> ()
}

// Exact locations (mlir-opt 22 without -verify-diagnostics):
// LOC: func-verifier-errors.mlir:9:1: error: 'func.func' op symbol declaration cannot have public visibility
// LOC: func-verifier-errors.mlir:14:1: error: 'func.func' op arguments may only have dialect attributes
// LOC: func-verifier-errors.mlir:21:1: error: 'func.func' op results may only have dialect attributes
// LOC: func-verifier-errors.mlir:27:1: error: 'func.func' op entry block must have 1 arguments to match function signature
// LOC: func-verifier-errors.mlir:34:1: error: 'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')
// LOC: func-verifier-errors.mlir:42:1: error: 'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "bad"
// LOC: func-verifier-errors.mlir:49:1: error: 'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 0
// LOC: func-verifier-errors.mlir:56:1: error: 'func.func' op attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes
// LOC: func-verifier-errors.mlir:63:1: error: 'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type
// LOC: func-verifier-errors.mlir:70:1: error: 'func.func' op requires attribute 'sym_name'
// LOC: func-verifier-errors.mlir:77:1: error: 'func.func' op requires attribute 'function_type'
// LOC: func-verifier-errors.mlir:84:1: error: 'func.func' op requires one region
// LOC: func-verifier-errors.mlir:90:3: error: 'func.return' op has 0 operands, but enclosing function (@return_too_few) returns 1
// LOC: func-verifier-errors.mlir:98:3: error: type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type
// LOC: func-verifier-errors.mlir:105:3: error: 'func.return' op expects parent op 'func.func'
// LOC: func-verifier-errors.mlir:112:3: error: block with no terminator, has "func.call"() <{callee = @no_terminator}> : () -> ()

// -----

// A symbol nested directly in a registered op that is not a symbol table
// (the Symbol interface), after the visibility checks.
func.func @outer() {
  // expected-error @below {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() {
    return
  }
  return
}

// -----

func.func @outer_decl() {
  // expected-error @below {{'func.func' op symbol declaration cannot have public visibility}}
  func.func @inner_public_decl()
  return
}

// -----

// An unregistered parent might be a symbol table.
"test.unknown_container"() ({
  func.func @inner() {
    return
  }
}) : () -> ()
