// Chunks are processed independently and joined with the marker line; line numbers
// in diagnostics are those of the whole file.
// RUN: not %xform %s -split-input-file 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err

// CHECK: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: // -----
// CHECK: "test.c"() : () -> ()
"test.a"() : () -> ()
// -----
// ERR: split-input-file.mlir:[[@LINE+1]]:10: error: use of undeclared SSA value name
"test.b"(%undefined) : (i32) -> ()
// -----
"test.c"() : () -> ()
