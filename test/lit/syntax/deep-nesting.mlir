// Nesting 100,000 levels deep (regions, array and dictionary attributes, tuple types)
// stops with one located error at level 1001 instead of exhausting the C stack
// (mlir-opt 22 crashes on all four).  Nesting up to the limit parses, verifies, prints,
// reads back, and prints in a diagnostic note, also in the sanitizer build.  A pretty
// dialect body is scanned, not parsed, so its depth is not limited (as in mlir-opt).
// The inputs come from Inputs/gen-bad-input.py.

// RUN: %python %S/Inputs/gen-bad-input.py deep-regions 100000 > %t.regions.mlir
// RUN: not %xform -allow-unregistered-dialect %t.regions.mlir 2>&1 | FileCheck %s --check-prefix=REGIONS
// REGIONS: {{.*}}.regions.mlir:1:14014: error: nesting of types, attributes and regions is deeper than 1000 levels
// REGIONS-NOT: error

// RUN: %python %S/Inputs/gen-bad-input.py deep-arrays 100000 > %t.arrays.mlir
// RUN: not %xform -allow-unregistered-dialect %t.arrays.mlir 2>&1 | FileCheck %s --check-prefix=ARRAYS
// ARRAYS: {{.*}}.arrays.mlir:1:1018: error: nesting of types, attributes and regions is deeper than 1000 levels
// ARRAYS-NOT: error

// RUN: %python %S/Inputs/gen-bad-input.py deep-dicts 100000 > %t.dicts.mlir
// RUN: not %xform -allow-unregistered-dialect %t.dicts.mlir 2>&1 | FileCheck %s --check-prefix=DICTS
// DICTS: {{.*}}.dicts.mlir:1:5018: error: nesting of types, attributes and regions is deeper than 1000 levels
// DICTS-NOT: error

// RUN: %python %S/Inputs/gen-bad-input.py deep-tuples 100000 > %t.tuples.mlir
// RUN: not %xform -allow-unregistered-dialect %t.tuples.mlir 2>&1 | FileCheck %s --check-prefix=TUPLES
// TUPLES: {{.*}}.tuples.mlir:1:6015: error: nesting of types, attributes and regions is deeper than 1000 levels
// TUPLES-NOT: error

// RUN: %python %S/Inputs/gen-bad-input.py deep-dialect-body 100000 > %t.body.mlir
// RUN: %xform -allow-unregistered-dialect %t.body.mlir | FileCheck %s --check-prefix=BODY
// BODY: "test.op"() {a = #foo<<<<<{{.*}}>>>>>} : () -> ()

// Just inside the limit (the printed module adds a level): print, read
// back, print the same again.
// RUN: %python %S/Inputs/gen-bad-input.py deep-regions 999 > %t.regions-ok.mlir
// RUN: %xform -allow-unregistered-dialect %t.regions-ok.mlir > %t.regions-ok.1
// RUN: %xform -allow-unregistered-dialect %t.regions-ok.1 > %t.regions-ok.2
// RUN: diff %t.regions-ok.1 %t.regions-ok.2
// RUN: FileCheck %s --check-prefix=REGIONS-OK < %t.regions-ok.1
// REGIONS-OK-COUNT-999: "test.op"() ({
// REGIONS-OK-COUNT-999: }) : () -> ()
// RUN: %python %S/Inputs/gen-bad-input.py deep-arrays 999 > %t.arrays-ok.mlir
// RUN: %xform -allow-unregistered-dialect %t.arrays-ok.mlir > %t.arrays-ok.1
// RUN: %xform -allow-unregistered-dialect %t.arrays-ok.1 > %t.arrays-ok.2
// RUN: diff %t.arrays-ok.1 %t.arrays-ok.2
// RUN: FileCheck %s --check-prefix=ARRAYS-OK < %t.arrays-ok.1
// ARRAYS-OK: "test.op"() {a = {{\[\[\[\[.*\]\]\]\]}}} : () -> ()
// RUN: %python %S/Inputs/gen-bad-input.py deep-dicts 997 > %t.dicts-ok.mlir
// RUN: %xform -allow-unregistered-dialect %t.dicts-ok.mlir > %t.dicts-ok.1
// RUN: %xform -allow-unregistered-dialect %t.dicts-ok.1 > %t.dicts-ok.2
// RUN: diff %t.dicts-ok.1 %t.dicts-ok.2
// RUN: FileCheck %s --check-prefix=DICTS-OK < %t.dicts-ok.1
// DICTS-OK: "test.op"() {a = {a = {a = {a = {{.*}}{a = 1 : i64}}}{{.*}}}}} : () -> ()
// RUN: %python %S/Inputs/gen-bad-input.py deep-tuples 998 > %t.tuples-ok.mlir
// RUN: %xform -allow-unregistered-dialect %t.tuples-ok.mlir > %t.tuples-ok.1
// RUN: %xform -allow-unregistered-dialect %t.tuples-ok.1 > %t.tuples-ok.2
// RUN: diff %t.tuples-ok.1 %t.tuples-ok.2
// RUN: FileCheck %s --check-prefix=TUPLES-OK < %t.tuples-ok.1
// TUPLES-OK: %0 = "test.op"() : () -> tuple<tuple<tuple<{{.*}}>>>{{$}}

// An error on an op holding 997 nested regions: the note prints all of them.
// RUN: %python %S/Inputs/gen-bad-input.py deep-in-diagnostic 997 > %t.note.mlir
// RUN: not %xform -allow-unregistered-dialect %t.note.mlir 2>&1 | FileCheck %s --check-prefix=NOTE
// NOTE: {{.*}}.note.mlir:3:3: error: operation with block successors must terminate its parent block
// NOTE: {{.*}}.note.mlir:3:3: note: see current operation:
// NOTE-NEXT: "test.br"()[^bb1] ({
// NOTE-COUNT-997: "test.op"() ({
