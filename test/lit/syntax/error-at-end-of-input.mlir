// An error reported at the current token when that token is the end of the
// input moves back one character (MLIR's Parser::emitError): after a final
// space, after a final newline, and with no final newline.
// RUN: printf '%%%%bad = arith.constant 1.5 : i32 ' > %t.space.mlir
// RUN: not %xform-interp %t.space.mlir 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: not %mlir-opt %t.space.mlir 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: printf '%%%%bad = arith.constant 1.5 : i32\n' > %t.nl.mlir
// RUN: not %xform-interp %t.nl.mlir 2>&1 | FileCheck %s --check-prefix=NL
// RUN: not %mlir-opt %t.nl.mlir 2>&1 | FileCheck %s --check-prefix=NL
// RUN: printf '%%%%bad = arith.constant 1.5 : i32' > %t.none.mlir
// RUN: not %xform-interp %t.none.mlir 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not %mlir-opt %t.none.mlir 2>&1 | FileCheck %s --check-prefix=NONE

// SPACE: space.mlir:1:32: error: floating point value not valid for specified type
// NL: nl.mlir:1:32: error: floating point value not valid for specified type
// NONE: none.mlir:1:31: error: floating point value not valid for specified type
