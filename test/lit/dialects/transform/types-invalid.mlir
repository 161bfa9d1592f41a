// Malformed transform types are reported where and as mlir-opt 22 reports them.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @below {{only supports integer types with width <=64}}
"test.op"() : () -> (!transform.param<f32>)

// -----

// expected-error @below {{only supports integer types with width <=64}}
"test.op"() : () -> (!transform.param<i65>)

// -----

// expected-error @below {{only supports integer types with width <=64}}
"test.op"() : () -> (!transform.param<index>)

// -----

// expected-error @below {{expected string}}
// expected-error @below {{failed to parse Transform_OperationType parameter 'operation_name' which is to be a `::llvm::StringRef`}}
"test.op"() : () -> (!transform.op<func.func>)

// -----

// expected-error @below {{unknown type mnemonic: foo}}
"test.op"() : () -> (!transform.foo)

// -----

// expected-error @below {{expected '<'}}
"test.op"() : () -> (!transform.param)

// -----

// expected-error @below {{expected '>'}}
"test.op"() : () -> (!transform.op<"a" "b">)

// -----

// expected-error @below {{unbalanced '<' character in pretty dialect name}}
"test.op"() : () -> (!transform.param<i64)

// -----

// expected-error @below {{expected non-function type}}
// expected-error @below {{failed to parse Transform_ParamType parameter 'type' which is to be a `::mlir::Type`}}
"test.op"() : () -> (!transform.param<>)
