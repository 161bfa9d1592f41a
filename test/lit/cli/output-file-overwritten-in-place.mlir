// An existing regular -o FILE is overwritten in place (its page cache is
// reused rather than freed and allocated again) and cut to the output's
// length: no stale tail is left, and the file keeps its mode and its hard
// links, as with mlir-opt's truncating open.
// RUN: python3 -c "print('stale ' * 20000)" > %t.out
// RUN: chmod 600 %t.out
// RUN: rm -f %t.link
// RUN: ln %t.out %t.link
// RUN: %xform %S/Inputs/ok.mlir -o %t.out
// RUN: %xform %S/Inputs/ok.mlir > %t.stdout
// RUN: diff %t.stdout %t.out
// RUN: diff %t.stdout %t.link
// RUN: stat -c %%a %t.out | FileCheck %s --check-prefix=MODE
// A failing run removes it, as it removes a stale file.
// RUN: not %xform %s -o %t.out 2>&1 | FileCheck %s
// RUN: not test -e %t.out

// Output to the input file itself is not written in place: the input (here
// big enough to be mapped) goes on being read while the output is written,
// the second chunk of a split input after the first chunk's output (longer
// than its text) was written.  A temporary file replaces it at the end.
// RUN: python3 %S/Inputs/make-many-functions.py %t.big.mlir 40000
// RUN: echo "// -----" >> %t.big.mlir
// RUN: echo "func.func @last(%%x: i64) -> i64 {" >> %t.big.mlir
// RUN: echo "  return %%x : i64" >> %t.big.mlir
// RUN: echo "}" >> %t.big.mlir
// RUN: %xform %t.big.mlir --split-input-file -o %t.big.ref
// RUN: FileCheck %s --check-prefix=LAST < %t.big.ref
// RUN: %xform %t.big.mlir --split-input-file -o %t.big.mlir
// RUN: diff %t.big.ref %t.big.mlir

// A run failing after earlier chunks' output was written in place (the
// first chunk's 4 MB, the second chunk invalid) removes the file too.
// RUN: cp %t.big.ref %t.partial
// RUN: cp %t.big.ref %t.fails.mlir
// RUN: echo "// -----" >> %t.fails.mlir
// RUN: echo '"nodialect.op"() : () -> ()' >> %t.fails.mlir
// RUN: not %xform %t.fails.mlir --split-input-file -o %t.partial 2>&1 | FileCheck %s
// RUN: not test -e %t.partial

// Nor is a file that a library preload reads again for each chunk of a
// split input (here the library is the output file).
// RUN: cp %S/Inputs/empty-main-library.mlir %t.lib.mlir
// RUN: %xform %t.big.ref --split-input-file --transform-preload-library=transform-library-paths=%t.lib.mlir --transform-interpreter -o %t.lib.mlir
// RUN: diff %t.big.ref %t.lib.mlir

// MODE: 600
// LAST: func.func @last(%arg0: i64) -> i64 {
// CHECK: error: operation being parsed with an unregistered dialect
"nodialect.op"() : () -> ()
