// Unbalanced brackets: in pretty dialect bodies (MLIR scans them as text: the error
// names the innermost open bracket and points at the body's '<'), and in the
// structured syntax (the first token that does not fit).
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// Expected output: mlir-opt 22.1.8 (the file passes `mlir-opt -split-input-file
// -verify-diagnostics -allow-unregistered-dialect`; the CHECK lines are its positions).

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:22: error: unbalanced '[' character in pretty dialect name
// expected-error @below {{unbalanced '[' character in pretty dialect name}}
"test.op"() {a = #foo<[abc>} : () -> ()

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:25: error: unbalanced '(' character in pretty dialect name
// expected-error @below {{unbalanced '(' character in pretty dialect name}}
"test.op"() : () -> !foo<a(b]>

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:22: error: unbalanced '<' character in pretty dialect name
// expected-error @below {{unbalanced '<' character in pretty dialect name}}
"test.op"() {a = #foo<{a = [1, 2]}} : () -> ()

// -----

// A string inside the body is lexed whole; a later error points at it.
// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:26: error: unbalanced '[' character in pretty dialect name
// expected-error @below {{unbalanced '[' character in pretty dialect name}}
"test.op"() : () -> !foo<"a>" [>

// -----

// `->` never closes a bracket.
"test.op"() : () -> !foo<(a -> b), [c->d]>
// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:25: error: unbalanced '<' character in pretty dialect name
// expected-error @below {{unbalanced '<' character in pretty dialect name}}
"test.op"() : () -> !foo<a ->

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:24: error: expected '}' in attribute dictionary
// expected-error @below {{expected '}' in attribute dictionary}}
"test.op"() {a = [1, 2]]} : () -> ()

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:26: error: expected ',' or ']'
// expected-error @below {{expected ',' or ']'}}
"test.op"() {a = [[[[1]]]} : () -> ()

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:11: error: expected ')' to end operand list
// expected-error @below {{expected ')' to end operand list}}
"test.op"((%0) : () -> ()

// -----

"test.op"() ({
  "test.x"() : () -> ()
// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:2: error: expected ')' to end region list
// expected-error @below {{expected ')' to end region list}}
}}) : () -> ()

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:23: error: expected operation name in quotes
// expected-error @below {{expected operation name in quotes}}
"test.op"() : () -> ())

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:1: error: expected operation name in quotes
// expected-error @below {{expected operation name in quotes}}
}

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:30: error: expected '>' in tensor type
// expected-error @below {{expected '>' in tensor type}}
"test.op"() {a = tensor<4xi32} : () -> ()

// -----

// CHECK: {{.*}}unbalanced-brackets.mlir:[[@LINE+2]]:18: error: expected ',' or ']'
// expected-error @below {{expected ',' or ']'}}
"test.op"() [^bb1 ^bb2] : () -> ()
