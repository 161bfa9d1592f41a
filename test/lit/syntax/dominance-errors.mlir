// Uses that their definition does not dominate, found by the verifier after parsing.
// Regions of unregistered ops with several blocks are SSA CFGs (a single-block one is
// not checked; neither are uses in blocks unreachable from the entry: see
// structure-accepted.mlir); dominance across blocks follows the region's dominator
// tree.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s
// Expected output: mlir-opt 22.1.8 (the file passes `mlir-opt -split-input-file
// -verify-diagnostics -allow-unregistered-dialect`; the CHECK lines are its positions).

// A definition later in the same block.
"test.top"() ({
^bb0:
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+3]]:8: error: operand #0 does not dominate this use
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+4]]:8: note: operand defined here (op in the same block)
  // expected-error @below {{operand #0 does not dominate this use}}
  %0 = "test.a"(%1) : (i32) -> i32
  // expected-note @below {{operand defined here (op in the same block)}}
  %1 = "test.b"() : () -> i32
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.ret"() : () -> ()
}) : () -> ()

// -----

// A definition in one arm of a diamond, used at the join.
"test.top"() ({
^bb0:
  "test.cond"()[^bb1, ^bb2] : () -> ()
^bb1:
  // expected-note @below {{operand defined here (op in the same region)}}
  %1 = "test.b"() : () -> i32
  "test.br"()[^bb3] : () -> ()
^bb2:
  "test.br"()[^bb3] : () -> ()
^bb3:
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+3]]:3: error: operand #0 does not dominate this use
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE-6]]:8: note: operand defined here (op in the same region)
  // expected-error @below {{operand #0 does not dominate this use}}
  "test.use"(%1) : (i32) -> ()
}) : () -> ()

// -----

// A block argument of one arm, used at the join.
// expected-note @below {{operand defined as a block argument (block #1 in the same region)}}
"test.top"() ({
^bb0(%e : i32):
  "test.cond"()[^bb1, ^bb2] : () -> ()
^bb1(%a : i32):
  "test.br"()[^bb3] : () -> ()
^bb2:
  "test.br"()[^bb3] : () -> ()
^bb3:
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+3]]:3: error: operand #1 does not dominate this use
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE-9]]:1: note: operand defined as a block argument (block #1 in the same region)
  // expected-error @below {{operand #1 does not dominate this use}}
  "test.use"(%e, %a) : (i32, i32) -> ()
}) : () -> ()

// -----

// A loop: the header uses a value of the body, which does not dominate it.
"test.top"() ({
^bb0:
  %0 = "test.b"() : () -> i1
  "test.br"()[^bb1] : () -> ()
^bb1:
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+3]]:3: error: operand #1 does not dominate this use
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+6]]:8: note: operand defined here (op in the same region)
  // expected-error @below {{operand #1 does not dominate this use}}
  "test.use"(%0, %2) : (i1, i32) -> ()
  "test.cond"(%0)[^bb2, ^bb3] : (i1) -> ()
^bb2:
  // expected-note @below {{operand defined here (op in the same region)}}
  %2 = "test.b"() : () -> i32
  "test.use"(%0, %2) : (i1, i32) -> ()
  "test.br"()[^bb1] : () -> ()
^bb3:
  "test.ret"() : () -> ()
}) : () -> ()

// -----

// A use in a nested region of a definition that comes later in the parent block.
"test.top"() ({
^bb0:
  "test.nest"() ({
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+3]]:5: error: operand #0 does not dominate this use
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+5]]:8: note: operand defined here (op in a parent region)
    // expected-error @below {{operand #0 does not dominate this use}}
    "test.use"(%1) : (i32) -> ()
  }) : () -> ()
  // expected-note @below {{operand defined here (op in a parent region)}}
  %1 = "test.b"() : () -> i32
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.ret"() : () -> ()
}) : () -> ()

// -----

// An op using its own result inside its region.
"test.top"() ({
^bb0:
  "test.br"()[^bb1] : () -> ()
^bb1:
  // expected-note @below {{operand defined here (op in a parent region)}}
  %1 = "test.b"() ({
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+3]]:5: error: operand #0 does not dominate this use
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE-2]]:8: note: operand defined here (op in a parent region)
    // expected-error @below {{operand #0 does not dominate this use}}
    "test.use"(%1) : (i32) -> ()
  }): () -> i32
  "test.ret"() : () -> ()
}) : () -> ()

// -----

// A definition in an unreachable block does not dominate a reachable use.
"test.top"() ({
^bb0:
  "test.br"()[^bb2] : () -> ()
^bb1:
  // expected-note @below {{operand defined here (op in the same region)}}
  %1 = "test.b"() : () -> i32
  "test.br"()[^bb2] : () -> ()
^bb2:
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+3]]:3: error: operand #0 does not dominate this use
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE-4]]:8: note: operand defined here (op in the same region)
  // expected-error @below {{operand #0 does not dominate this use}}
  "test.use"(%1) : (i32) -> ()
  "test.ret"() : () -> ()
}) : () -> ()

// -----

// Regions are checked level by level, nested ops last to first: of two bad nested
// regions, the later one is reported.
"test.top"() ({
^bb0:
  "test.n1"() ({
  ^bb0:
    %0 = "test.a"(%1) : (i32) -> i32
    %1 = "test.b"() : () -> i32
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.ret"() : () -> ()
  }) : () -> ()
  "test.n2"() ({
  ^bb0:
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+3]]:10: error: operand #0 does not dominate this use
// CHECK: {{.*}}dominance-errors.mlir:[[@LINE+4]]:10: note: operand defined here (op in the same block)
    // expected-error @below {{operand #0 does not dominate this use}}
    %0 = "test.a"(%1) : (i32) -> i32
    // expected-note @below {{operand defined here (op in the same block)}}
    %1 = "test.b"() : () -> i32
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.ret"() : () -> ()
  }) : () -> ()
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.ret"() : () -> ()
}) : () -> ()
