// Parse errors are located and worded as mlir-opt words them.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @below {{use of undeclared SSA value name}}
"test.op"(%x) : (i32) -> ()

// -----

// expected-note @below {{previously defined here}}
%0 = "test.op"() : () -> i32
// expected-error @below {{redefinition of SSA value '%0'}}
%0 = "test.op"() : () -> i32

// -----

// expected-note @below {{prior use here}}
%0 = "test.op"() : () -> i32
// expected-error @below {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"test.use"(%0) : (i64) -> ()

// -----

// expected-error @below {{expected 1 operand type but had 0}}
"test.op"(%y) : () -> ()

// -----

// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @below {{expected non-function type}}
"test.op"() {a = tensor<4xfoo>} : () -> ()

// -----

%1:2 = "test.op"() : () -> (i32, i32)
// expected-error @below {{reference to invalid result number}}
"test.use"(%1#2) : (i32) -> ()

// -----

// expected-error @below {{undefined symbol alias id 'nope'}}
"test.op"() {a = #nope} : () -> ()

// -----

"test.op"() ({
// expected-error @below {{reference to an undefined block}}
  "test.br"()[^missing] : () -> ()
}) : () -> ()

// -----

// expected-error @below {{duplicate key 'a' in dictionary attribute}}
"test.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @below {{operation defines 1 results but was provided 2 to bind}}
%2, %3 = "test.op"() : () -> i32

// -----

// expected-error @below {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
