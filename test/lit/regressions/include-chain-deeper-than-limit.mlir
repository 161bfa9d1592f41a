// A chain of 20,000 named sequences, each including the next, used to overflow the C stack
// in the interpreter (each include recurses). It now stops with one located error when the
// transform regions being interpreted nest deeper than --xform-max-transform-depth (default
// 4000: the module, the entry point, then @s0 ... @s3997). A chain of 3000 runs (also in the
// sanitizer build), and with symbol lookups O(1) it takes well under a second.
// RUN: %python %S/Inputs/gen-include-chain.py 20000 > %t.20000.mlir
// RUN: not %xform-interp --transform-interpreter %t.20000.mlir 2>&1 | FileCheck %s --check-prefix=DEEP
// DEEP: {{.*}}.20000.mlir:15994:3: error: transform regions nest deeper than 4000 levels when entering 'transform.named_sequence' (named sequences called and ops with regions)
// DEEP-NEXT: transform.named_sequence @s3998(
// DEEP-NOT: error

// RUN: %python %S/Inputs/gen-include-chain.py 3000 > %t.3000.mlir
// RUN: %xform-interp --transform-interpreter %t.3000.mlir | FileCheck %s --check-prefix=OK
// OK: transform.named_sequence @s2999(
// OK: transform.named_sequence @__transform_main(
