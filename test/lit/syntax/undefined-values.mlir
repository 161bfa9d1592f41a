// Uses of SSA values and blocks that are never defined where the use can see them.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// Expected output: mlir-opt 22.1.8 (the file passes `mlir-opt -split-input-file
// -verify-diagnostics -allow-unregistered-dialect`; the CHECK lines are its positions).

// CHECK: {{.*}}undefined-values.mlir:[[@LINE+2]]:11: error: use of undeclared SSA value name
// expected-error @below {{use of undeclared SSA value name}}
"test.op"(%x) : (i32) -> ()

// -----

// A forward reference that the region never defines.
"test.r"() ({
// CHECK: {{.*}}undefined-values.mlir:[[@LINE+2]]:14: error: use of undeclared SSA value name
  // expected-error @below {{use of undeclared SSA value name}}
  "test.use"(%fwd) : (i32) -> ()
}) : () -> ()

// -----

// A value of a sibling region is not visible.
"test.r"() ({
  %1 = "test.def"() : () -> i32
}) : () -> ()
// CHECK: {{.*}}undefined-values.mlir:[[@LINE+2]]:12: error: use of undeclared SSA value name
// expected-error @below {{use of undeclared SSA value name}}
"test.use"(%1) : (i32) -> ()

// -----

%0:2 = "test.def"() : () -> (i32, i32)
// CHECK: {{.*}}undefined-values.mlir:[[@LINE+2]]:12: error: reference to invalid result number
// expected-error @below {{reference to invalid result number}}
"test.use"(%0#2) : (i32) -> ()

// -----

"test.r"() ({
^bb0:
// CHECK: {{.*}}undefined-values.mlir:[[@LINE+2]]:15: error: reference to an undefined block
  // expected-error @below {{reference to an undefined block}}
  "test.br"()[^bb9] : () -> ()
}) : () -> ()
