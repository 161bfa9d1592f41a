// RUN: %xform-interp %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform-interp %s -split-input-file -allow-unregistered-dialect 2>/dev/null | FileCheck %s
// Found by test/fuzz/fuzz_roundtrip (ASan: stack-buffer-overflow in xfs_int_format while
// printing `array<i320: ...>`, which was read through a two-word buffer).  Element widths
// that are not a multiple of 8 (other than i1) are rejected as mlir-opt 22 rejects them;
// wide element types print their values (mlir-opt 22 prints garbage for these).

// expected-error @below {{element type bitwidth must be a multiple of 8}}
"test.op"() {a = array<i7: 3>} : () -> ()

// -----

// CHECK: "test.op"() {a = array<i320: 0, 1>, b = array<i1: true>} : () -> ()
"test.op"() {a = array<i320: 0, 1>, b = array<i1: true>} : () -> ()
