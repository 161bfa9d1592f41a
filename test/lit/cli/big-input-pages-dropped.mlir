// While a mapped input (1 MiB or more) is parsed, the pages behind the parser
// are dropped from memory; they are read back from the file when needed:
// the output is complete, and a verifier error in the first function,
// reported after the whole file was parsed, quotes its source line.
// RUN: python3 %S/Inputs/make-many-functions.py %t.ok.mlir 40000
// RUN: %xform-interp %t.ok.mlir | FileCheck %s
// RUN: python3 %S/Inputs/make-many-functions.py %t.err.mlir 40000 error
// RUN: not %xform-interp %t.err.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %mlir-opt %t.err.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: func.func @f0(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK: func.func @f39999(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// ERR: err.mlir:3:3: error: 'func.return' op has 0 operands, but enclosing function (@f0) returns 1
// ERR-NEXT: {{^  return$}}
