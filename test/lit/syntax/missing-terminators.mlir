// Block structure the verifier checks for every op, registered or not: in a region of
// several blocks each block needs a last op that may be a terminator (any unregistered
// op may be), successors only on a block's last op, and no branch back to the entry
// block.  (What is accepted: structure-accepted.mlir.)
// (Registered ops that require a terminator: test/unit/test_verify.c.)
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// Expected output: mlir-opt 22.1.8 (the file passes `mlir-opt -split-input-file
// -verify-diagnostics -allow-unregistered-dialect`; the CHECK lines are its positions).

// The error is located at the region's op.
// CHECK: {{.*}}missing-terminators.mlir:[[@LINE+2]]:1: error: empty block: expect at least a terminator
// expected-error @below {{empty block: expect at least a terminator}}
"test.top"() ({
^bb0:
  "test.br"()[^bb2] : () -> ()
^bb1:
^bb2:
  "test.ret"() : () -> ()
}) : () -> ()

// -----

"test.top"() ({
^bb0:
// CHECK: {{.*}}missing-terminators.mlir:[[@LINE+2]]:3: error: operation with block successors must terminate its parent block
  // expected-error @below {{operation with block successors must terminate its parent block}}
  "test.br"()[^bb1] : () -> ()
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.ret"() : () -> ()
}) : () -> ()

// -----

// CHECK: {{.*}}missing-terminators.mlir:[[@LINE+2]]:1: error: entry block of region may not have predecessors
// expected-error @below {{entry block of region may not have predecessors}}
"test.top"() ({
^bb0:
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

// A region of one block that branches to itself: its entry block has a
// predecessor too (the op name without a dialect prefix changes nothing).
// CHECK: {{.*}}missing-terminators.mlir:[[@LINE+2]]:1: error: entry block of region may not have predecessors
// expected-error @below {{entry block of region may not have predecessors}}
"stop"() ({
^bb0:
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()
