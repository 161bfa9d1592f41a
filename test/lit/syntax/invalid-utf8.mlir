// Bytes that are not UTF-8 (and control characters), handled as mlir-opt does: any
// byte but '\n', '\v', '\f' may sit in a string (including an op name or a quoted
// symbol) and prints as a \XX escape, which reads back to the same byte; outside
// strings, a byte >= 0x80 is an unexpected character.  The inputs come from
// Inputs/gen-bad-input.py.
// Expected output: mlir-opt 22.1.8 -allow-unregistered-dialect on the same bytes.

// RUN: %python %S/Inputs/gen-bad-input.py utf8-in-string > %t.string.mlir
// RUN: %xform -allow-unregistered-dialect %t.string.mlir | FileCheck %s --check-prefix=STRING
// RUN: %xform -allow-unregistered-dialect %t.string.mlir | %xform -allow-unregistered-dialect | FileCheck %s --check-prefix=STRING
// STRING: "test.op"() {a = "a\FFb\C3", b = "\E2\82\AC"} : () -> ()

// RUN: %python %S/Inputs/gen-bad-input.py utf8-in-symbol > %t.symbol.mlir
// RUN: %xform -allow-unregistered-dialect %t.symbol.mlir | FileCheck %s --check-prefix=SYMBOL
// SYMBOL: "test.op"() {sym = @"a\FFb"} : () -> ()

// RUN: %python %S/Inputs/gen-bad-input.py utf8-in-op-name > %t.opname.mlir
// RUN: %xform -allow-unregistered-dialect %t.opname.mlir | FileCheck %s --check-prefix=OPNAME
// OPNAME: "test.\FF"() : () -> ()

// RUN: %python %S/Inputs/gen-bad-input.py cr-in-string > %t.cr.mlir
// RUN: %xform -allow-unregistered-dialect %t.cr.mlir | FileCheck %s --check-prefix=CR
// CR: "test.op"() {a = "a\0Db"} : () -> ()

// RUN: %python %S/Inputs/gen-bad-input.py vt-in-string > %t.vt.mlir
// RUN: not %xform -allow-unregistered-dialect %t.vt.mlir 2>&1 | FileCheck %s --check-prefix=VT
// VT: {{.*}}.vt.mlir:1:21: error: expected '"' in string literal
// VT-NOT: error

// RUN: %python %S/Inputs/gen-bad-input.py utf8-in-attr-value > %t.value.mlir
// RUN: not %xform -allow-unregistered-dialect %t.value.mlir 2>&1 | FileCheck %s --check-prefix=VALUE
// VALUE: {{.*}}.value.mlir:1:18: error: unexpected character
// VALUE-NOT: error

// RUN: %python %S/Inputs/gen-bad-input.py utf8-in-ssa-name > %t.ssa.mlir
// RUN: not %xform -allow-unregistered-dialect %t.ssa.mlir 2>&1 | FileCheck %s --check-prefix=SSA
// SSA: {{.*}}.ssa.mlir:1:3: error: unexpected character
// SSA-NOT: error

// RUN: %python %S/Inputs/gen-bad-input.py utf8-after-at > %t.at.mlir
// RUN: not %xform -allow-unregistered-dialect %t.at.mlir 2>&1 | FileCheck %s --check-prefix=AT
// AT: {{.*}}.at.mlir:1:19: error: @ identifier expected to start with letter or '_'
// AT-NOT: error
