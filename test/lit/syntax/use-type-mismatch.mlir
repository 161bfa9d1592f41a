// A use whose type disagrees with the definition, or with earlier forward uses.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// Expected output: mlir-opt 22.1.8 (the file passes `mlir-opt -split-input-file
// -verify-diagnostics -allow-unregistered-dialect`; the CHECK lines are its positions).

// expected-note @below {{prior use here}}
%0 = "test.def"() : () -> i32
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE+3]]:12: error: use of value '%0' expects different type than prior uses: 'i64' vs 'i32'
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE-2]]:1: note: prior use here
// expected-error @below {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"test.use"(%0) : (i64) -> ()

// -----

"test.r"() ({
// expected-note @below {{prior use here}}
^bb0(%a: i32):
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE+3]]:14: error: use of value '%a' expects different type than prior uses: 'f32' vs 'i32'
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE-2]]:6: note: prior use here
  // expected-error @below {{use of value '%a' expects different type than prior uses: 'f32' vs 'i32'}}
  "test.use"(%a) : (f32) -> ()
}) : () -> ()

// -----

// A forward use fixes the type; the definition must agree.
// expected-note @below {{previously used here with type 'i64'}}
"test.use"(%0) : (i64) -> ()
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE+3]]:1: error: definition of SSA value '%0#0' has type 'i32'
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE-2]]:12: note: previously used here with type 'i64'
// expected-error @below {{definition of SSA value '%0#0' has type 'i32'}}
%0 = "test.def"() : () -> i32

// -----

// expected-note @below {{prior use here}}
"test.use"(%0) : (i64) -> ()
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE+3]]:12: error: use of value '%0' expects different type than prior uses: 'i32' vs 'i64'
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE-2]]:12: note: prior use here
// expected-error @below {{use of value '%0' expects different type than prior uses: 'i32' vs 'i64'}}
"test.use"(%0) : (i32) -> ()
%0 = "test.def"() : () -> i64

// -----

%0 = "test.def"() : () -> i32
// CHECK: {{.*}}use-type-mismatch.mlir:[[@LINE+2]]:22: error: expected 2 operand types but had 1
// expected-error @below {{expected 2 operand types but had 1}}
"test.use"(%0, %0) : (i32) -> ()
