// RUN: %xform-interp %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// Found by test/fuzz/fuzz_transform (UBSan: NULL passed to memcmp when comparing the shape
// of an empty `dense<>` literal with a rank-0 type).  An empty literal for a type with
// elements is an error, as in mlir-opt 22; for a type with no elements it is accepted.

// expected-error @below {{parsed zero elements, but type ('tensor<i8>') expected at least 1}}
"test.op"() {a = dense<> : tensor<i8>} : () -> ()

// -----

"test.op"() {a = dense<> : tensor<0xi8>, b = dense<> : tensor<2x0xi8>} : () -> ()
