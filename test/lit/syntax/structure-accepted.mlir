// What the verifier accepts, as mlir-opt 22 does: the single-block region of an
// unregistered op may be a graph region (uses before definitions, no terminator, even
// an empty block); an unregistered op may end a block of a CFG; uses in blocks that
// the entry cannot reach are not checked; `->` inside a dialect type's body.
// RUN: %xform %s -allow-unregistered-dialect | FileCheck %s
// RUN: %xform %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// Expected output: mlir-opt 22.1.8 -allow-unregistered-dialect accepts the file too.

// CHECK-LABEL: "test.graph"() ({
// CHECK-NEXT:    %[[A:.*]] = "test.a"(%[[B:.*]]) : (i32) -> i32
// CHECK-NEXT:    %[[B]] = "test.b"(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %[[C:.*]] = "test.c"(%[[C]]) : (i32) -> i32
// CHECK-NEXT:  }) : () -> ()
"test.graph"() ({
  %0 = "test.a"(%1) : (i32) -> i32
  %1 = "test.b"(%0) : (i32) -> i32
  %2 = "test.c"(%2) : (i32) -> i32
}) : () -> ()

// CHECK-LABEL: "test.empty"() ({
// CHECK-NEXT:  ^bb0:
// CHECK-NEXT:  }) : () -> ()
"test.empty"() ({
^bb0:
}) : () -> ()

// CHECK-LABEL: "test.cfg"() ({
// CHECK:         "test.not_a_terminator_but_unregistered"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
"test.cfg"() ({
^bb0:
  "test.br"()[^bb1] : () -> ()
^bb1:
  "test.not_a_terminator_but_unregistered"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "test.unreachable"() ({
// CHECK:         "test.use"(%[[V:.*]]) : (i32) -> ()
// CHECK:         %[[V]] = "test.b"() : () -> i32
"test.unreachable"() ({
^bb0:
  "test.br"()[^bb2] : () -> ()
^bb1:
  "test.use"(%2) : (i32) -> ()
  "test.br"()[^bb2] : () -> ()
^bb2:
  %2 = "test.b"() : () -> i32
  "test.ret"() : () -> ()
}) : () -> ()

// CHECK-LABEL: "test.arrow"()
// CHECK-SAME:    !foo<(a -> b), [c->d]>
"test.arrow"() : () -> !foo<(a -> b), [c->d]>
