// A `transform.print` without operand, followed by an op with a result, prints
// as `transform.print ` and `%0 = ...` on the next line, exactly as mlir-opt 22
// prints it; neither tool reads that text back (the custom parser takes `%0`
// as the print's optional operand). Found by fuzz_roundtrip: an upstream
// ambiguity xform reproduces on purpose (output identical to mlir-opt's).
// RUN: %xform-interp -allow-unregistered-dialect %s > %t.x.mlir
// RUN: %mlir-opt -allow-unregistered-dialect %s > %t.m.mlir
// RUN: diff %t.x.mlir %t.m.mlir
// RUN: FileCheck %s --input-file %t.x.mlir
// RUN: not %xform-interp -allow-unregistered-dialect %t.x.mlir 2>&1 | FileCheck %s --check-prefix=REPARSE
// RUN: not %mlir-opt -allow-unregistered-dialect %t.m.mlir 2>&1 | FileCheck %s --check-prefix=REPARSE

// CHECK:      {{^    }}transform.print {{$}}
// CHECK-NEXT: %0 = "foo.br"() : () -> i32
// REPARSE: error: custom op 'transform.print' number of operands and types do not match: got 1 operands and 0 types
"foo.unreachable"() ({
  "transform.print"() : () -> ()
  %1 = "foo.br"() : () -> i32
  "foo.ret"() : () -> ()
}) : () -> ()
