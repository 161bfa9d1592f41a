// Names defined twice: SSA values (also across nested regions, which share the
// enclosing scope unless IsolatedFromAbove), block arguments and blocks.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// Expected output: mlir-opt 22.1.8 (the file passes `mlir-opt -split-input-file
// -verify-diagnostics -allow-unregistered-dialect`; the CHECK lines are its positions).

// expected-note @below {{previously defined here}}
%0 = "test.def"() : () -> i32
// CHECK: {{.*}}redefined-values.mlir:[[@LINE+3]]:1: error: redefinition of SSA value '%0'
// CHECK: {{.*}}redefined-values.mlir:[[@LINE-2]]:1: note: previously defined here
// expected-error @below {{redefinition of SSA value '%0'}}
%0 = "test.def"() : () -> i32

// -----

// expected-note @below {{previously defined here}}
%0 = "test.def"() : () -> i32
"test.r"() ({
// CHECK: {{.*}}redefined-values.mlir:[[@LINE+3]]:3: error: redefinition of SSA value '%0'
// CHECK: {{.*}}redefined-values.mlir:[[@LINE-3]]:1: note: previously defined here
  // expected-error @below {{redefinition of SSA value '%0'}}
  %0 = "test.def"() : () -> i32
}) : () -> ()

// -----

"test.r"() ({
// CHECK: {{.*}}redefined-values.mlir:[[@LINE+4]]:15: error: redefinition of SSA value '%a'
// CHECK: {{.*}}redefined-values.mlir:[[@LINE+3]]:6: note: previously defined here
// expected-error @below {{redefinition of SSA value '%a'}}
// expected-note @below {{previously defined here}}
^bb0(%a: i32, %a: i32):
  "test.x"() : () -> ()
}) : () -> ()

// -----

"test.r"() ({
^bb0:
  "test.x"() : () -> ()
// CHECK: {{.*}}redefined-values.mlir:[[@LINE+2]]:1: error: redefinition of block '^bb0'
// expected-error @below {{redefinition of block '^bb0'}}
^bb0:
  "test.x"() : () -> ()
}) : () -> ()
