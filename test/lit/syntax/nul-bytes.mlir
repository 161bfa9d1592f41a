// NUL bytes in the input, handled as mlir-opt's lexer does: between tokens and in
// comments they are blanks, inside a string they are string bytes (printed as \00)
// except in an operation name (an error), and they end a pretty dialect body (an
// unbalanced-bracket error).  The inputs come
// from Inputs/gen-bad-input.py.
// Expected output: mlir-opt 22.1.8 -allow-unregistered-dialect on the same bytes.

// RUN: %python %S/Inputs/gen-bad-input.py nul-between-tokens > %t.between.mlir
// RUN: %xform -allow-unregistered-dialect %t.between.mlir | FileCheck %s --check-prefix=BETWEEN
// BETWEEN: {{^}}  "test.op"() : () -> (){{$}}

// RUN: %python %S/Inputs/gen-bad-input.py nul-in-comment > %t.comment.mlir
// RUN: %xform -allow-unregistered-dialect %t.comment.mlir | FileCheck %s --check-prefix=COMMENT
// COMMENT: {{^}}  "test.op"() : () -> (){{$}}

// RUN: %python %S/Inputs/gen-bad-input.py nul-in-string > %t.string.mlir
// RUN: %xform -allow-unregistered-dialect %t.string.mlir | FileCheck %s --check-prefix=STRING
// RUN: %xform -allow-unregistered-dialect %t.string.mlir | %xform -allow-unregistered-dialect | FileCheck %s --check-prefix=STRING
// STRING: "test.op"() {a = "a\00b"} : () -> ()

// RUN: %python %S/Inputs/gen-bad-input.py nul-in-dialect-body > %t.body.mlir
// RUN: not %xform -allow-unregistered-dialect %t.body.mlir 2>&1 | FileCheck %s --check-prefix=BODY
// BODY: {{.*}}.body.mlir:1:22: error: unbalanced '<' character in pretty dialect name
// BODY-NOT: error

// RUN: %python %S/Inputs/gen-bad-input.py nul-in-op-name > %t.opname.mlir
// RUN: not %xform -allow-unregistered-dialect %t.opname.mlir 2>&1 | FileCheck %s --check-prefix=OPNAME
// OPNAME: {{.*}}.opname.mlir:2:1: error: null character not allowed in operation name
// OPNAME-NOT: error
