// An f80 written as a hex bit pattern whose value is a tiny subnormal prints
// as a decimal with 21 significant digits (7.81...E-4942), exactly as
// mlir-opt 22 prints it; both tools read decimal float literals through a
// double, so that text reads back as 0.0 in both. Found by fuzz_roundtrip:
// upstream's own round-trip gap, reproduced on purpose (output identical to
// mlir-opt's); a fuzz campaign that meets it should resume from the corpus.
// REQUIRES: mlir-opt
// RUN: %xform-interp -allow-unregistered-dialect %s > %t.x.mlir
// RUN: %mlir-opt -allow-unregistered-dialect %s > %t.m.mlir
// RUN: diff %t.x.mlir %t.m.mlir
// RUN: FileCheck %s --input-file %t.x.mlir
// RUN: %xform-interp -allow-unregistered-dialect %t.x.mlir | FileCheck %s --check-prefix=REPARSE
// RUN: %mlir-opt -allow-unregistered-dialect %t.m.mlir | FileCheck %s --check-prefix=REPARSE

// CHECK: "test.a"() {p = 7.81271731708269560783E-4942 : f80} : () -> ()
// CHECK: "test.c"() {p = 3.36210314311209350663E-4932 : f80} : () -> ()
// REPARSE: "test.a"() {p = 0.000000e+00 : f80} : () -> ()
// REPARSE: "test.c"() {p = 0.000000e+00 : f80} : () -> ()
"test.a"() {p = 0x7FC00001 : f80} : () -> ()
"test.c"() {p = 0x8000000000000001 : f80} : () -> ()
