// Files at the edges of the format behave as in mlir-opt 22: an empty file and a file of
// only comments print an empty module (an empty file split into chunks prints nothing); CRLF line endings and a missing final newline
// parse, and diagnostics count lines and columns as mlir-opt does; a `// -----` split
// marker as the last line gives an empty last chunk.

// RUN: printf '' > %t.empty.mlir
// RUN: %xform-interp %t.empty.mlir | FileCheck %s --check-prefix=EMPTY
// RUN: printf '// only\n// comments\n' > %t.comments.mlir
// RUN: %xform-interp %t.comments.mlir | FileCheck %s --check-prefix=EMPTY
// RUN: %xform-interp %t.comments.mlir -split-input-file | FileCheck %s --check-prefix=EMPTY
// RUN: %xform-interp %t.empty.mlir -split-input-file | count 0
// EMPTY: module {
// EMPTY-NEXT: }

// RUN: printf 'func.func @f() {\r\n  return\r\n}\r\n' > %t.crlf.mlir
// RUN: %xform-interp %t.crlf.mlir | FileCheck %s --check-prefix=FUNC
// RUN: printf 'func.func @f() {\n  return\n}' > %t.nonl.mlir
// RUN: %xform-interp %t.nonl.mlir | FileCheck %s --check-prefix=FUNC
// FUNC: module {
// FUNC-NEXT: func.func @f() {
// FUNC-NEXT: return
// FUNC-NEXT: }
// FUNC-NEXT: }

// RUN: printf 'func.func @f() {\r\n  %%%%0 = "foo"() : () -> i32\r\n  return\r\n}\r\n' > %t.crlf-err.mlir
// RUN: not %xform-interp %t.crlf-err.mlir 2>&1 | FileCheck %s --check-prefix=CRLF-ERR
// CRLF-ERR: crlf-err.mlir:2:13: error: operation being parsed with an unregistered dialect

// RUN: printf 'func.func @f() {\n  return\n}\n// -----\n' > %t.end-marker.mlir
// RUN: %xform-interp %t.end-marker.mlir -split-input-file | FileCheck %s --check-prefix=END
// END: func.func @f()
// END: // -----
// END-NEXT: module {
// END-NEXT: }

// mlir-opt 22 cuts the text at `// ---` and keeps a cut only when `--` and more follow:
// a marker as the very first line is not a split (its last two dashes start the first
// chunk), a marker as the last bytes without a newline, or followed by `0`, is a near miss.
// RUN: printf '// -----\nfunc.func @f() {\n  return\n}\n' > %t.start-marker.mlir
// RUN: not %xform-interp %t.start-marker.mlir -split-input-file 2>&1 | FileCheck %s --check-prefix=START
// START: start-marker.mlir:1:7: error: expected operation name in quotes
// RUN: printf 'func.func @f() {\n  return\n}\n// -----' > %t.near-miss.mlir
// RUN: %xform-interp %t.near-miss.mlir -split-input-file 2>&1 | FileCheck %s --check-prefix=NEAR
// NEAR: near-miss.mlir:4:7: warning: near miss with file split marker
// NEAR-NEXT: // -----
// NEAR-NEXT: {{^      \^$}}
// NEAR-NOT: // -----
// RUN: printf 'func.func @f() {\n  return\n}\n// -----0\n' > %t.near-miss0.mlir
// RUN: %xform-interp %t.near-miss0.mlir -split-input-file 2>&1 | FileCheck %s --check-prefix=NEAR0
// NEAR0: near-miss0.mlir:4:7: warning: near miss with file split marker
