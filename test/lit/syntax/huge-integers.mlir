// Integers that do not fit: attribute values too large for their type, integer widths,
// dimensions, result counts, location line numbers and dense array elements.  Each is
// one located error (no crash, no wrap-around).
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// Expected output: mlir-opt 22.1.8 (the file passes `mlir-opt -split-input-file
// -verify-diagnostics -allow-unregistered-dialect`; the CHECK lines are its positions).

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:18: error: integer constant out of range for attribute
// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 99999999999999999999999 : i64} : () -> ()

// -----

// Without a type the value is an i64.
// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:18: error: integer constant out of range for attribute
// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 18446744073709551616} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:19: error: integer constant out of range for attribute
// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = -129 : i8} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:18: error: integer constant out of range for attribute
// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 0x1FF : i8} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:18: error: integer constant out of range for attribute
// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 340282366920938463463374607431768211456 : i128} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:18: error: integer constant out of range for attribute
// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 255 : si8} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:19: error: negative integer literal not valid for unsigned integer type
// expected-error @below {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui8} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:18: error: integer constant out of range for attribute
// expected-error @below {{integer constant out of range for attribute}}
"test.op"() {a = 1 : i0} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:22: error: integer bitwidth is limited to 16777215 bits
// expected-error @below {{integer bitwidth is limited to 16777215 bits}}
"test.op"() {a = 1 : i16777216} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:22: error: invalid integer width
// expected-error @below {{invalid integer width}}
"test.op"() {a = 1 : i99999999999} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:28: error: invalid dimension
// expected-error @below {{invalid dimension}}
"test.op"() : () -> tensor<99999999999999999999xf32>

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:30: error: invalid dimension
// expected-error @below {{invalid dimension}}
"test.op"() : () -> memref<2x9223372036854775808xf32>

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:21: error: vector types must have positive constant sizes but got 2, 0
// expected-error @below {{vector types must have positive constant sizes but got 2, 0}}
"test.op"() : () -> vector<2x0xf32>

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:4: error: expected named operation to have at least 1 result
// expected-error @below {{expected named operation to have at least 1 result}}
%0:99999999999999999999 = "test.op"() : () -> (i32)

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:4: error: expected named operation to have at least 1 result
// expected-error @below {{expected named operation to have at least 1 result}}
%0:0 = "test.op"() : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:26: error: expected integer line number in FileLineColRange
// expected-error @below {{expected integer line number in FileLineColRange}}
"test.op"() {a = loc("f":99999999999:1)} : () -> ()

// -----

// Dense array elements are checked after the literal: the error is at the next token.
// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:34: error: integer constant out of range
// expected-error @below {{integer constant out of range}}
"test.op"() {a = array<i8: 1, 300, 2>} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:49: error: integer constant out of range
// expected-error @below {{integer constant out of range}}
"test.op"() {a = array<i64: 99999999999999999999>} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:29: error: expected 'true' or 'false' values for i1 type
// expected-error @below {{expected 'true' or 'false' values for i1 type}}
"test.op"() {a = array<i1: 1>} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+4]]:29: error: unexpected decimal integer literal for a floating point value
// CHECK: {{.*}}huge-integers.mlir:[[@LINE+3]]:29: note: add a trailing dot to make the literal a float
// expected-error @below {{unexpected decimal integer literal for a floating point value}}
// expected-note @below {{add a trailing dot to make the literal a float}}
"test.op"() {a = array<f32: 1e999>} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:18: error: inferred shape of elements literal ([3]) does not match type ([2])
// expected-error @below {{inferred shape of elements literal ([3]) does not match type ([2])}}
"test.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// CHECK: {{.*}}huge-integers.mlir:[[@LINE+2]]:24: error: integer constant out of range for type
// expected-error @below {{integer constant out of range for type}}
"test.op"() {a = dense<300> : tensor<i8>} : () -> ()
