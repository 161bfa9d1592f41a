// Inputs of 1 MiB or more are mapped instead of read; a file whose size is
// a whole number of pages still ends in a NUL (an anonymous page follows),
// and a diagnostic on its last line quotes that line (an error at the end
// of the input moves back one character, as in mlir-opt 22).
// RUN: python3 %S/Inputs/make-big-input.py %t.ok.mlir 2097152
// RUN: %xform-interp %t.ok.mlir | FileCheck %s
// RUN: python3 %S/Inputs/make-big-input.py %t.err.mlir 2097152 error
// RUN: not %xform-interp %t.err.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %mlir-opt %t.err.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: func.func @f() {
// CHECK-NEXT: return
// ERR: err.mlir:5:32: error: floating point value not valid for specified type
// ERR-NEXT: %bad = arith.constant 1.5 : i32
