// A failing run leaves no output file behind, not even a stale one.
// RUN: echo stale > %t.out
// RUN: not %xform %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out
// A successful run writes it.
// RUN: %xform %S/Inputs/ok.mlir -o %t.ok
// RUN: FileCheck --check-prefix=OK %s < %t.ok

// CHECK: error: operation being parsed with an unregistered dialect
// OK: "test.ok"() : () -> ()
"nodialect.op"() : () -> ()
