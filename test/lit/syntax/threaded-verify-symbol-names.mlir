// When every op of a module is a function verified on the threads, the
// threads also read the functions' symbol names (and check their operands
// against the module's isolation), and the module's exit checks the names
// from that list instead of walking its ops again; with another op among
// them, the module walks its ops as before.  Either way a repeated name is
// reported at the later function with a note at the first, as mlir-opt 22
// and one thread report it.
// RUN: not %xform-interp %s -split-input-file --allow-unregistered-dialect --xform-threads=3 --xform-thread-min-ops=2 -debug-only=xform-verify 2> %t.log > %t.par
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: not %xform-interp %s -split-input-file --allow-unregistered-dialect --xform-threads=3 --xform-thread-min-ops=2 2> %t.par.err
// RUN: not %xform-interp %s -split-input-file --allow-unregistered-dialect --mlir-disable-threading 2> %t.one.err > %t.one
// RUN: diff %t.par.err %t.one.err
// RUN: diff %t.par %t.one
// RUN: FileCheck %s < %t.par.err
// RUN: not %mlir-opt %s -split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// LOG: threaded verify: 6 runs of 6 ops on 3 threads: used (their symbol names read there)
// LOG: threaded verify: 5 runs of 5 ops on 3 threads: used{{$}}
// LOG: threaded verify: 4 runs of 4 ops on 3 threads: used (their symbol names read there)

// CHECK: threaded-verify-symbol-names.mlir:43:1: error: redefinition of symbol named 'f2'
// CHECK: threaded-verify-symbol-names.mlir:35:1: note: see existing symbol definition here
// CHECK: threaded-verify-symbol-names.mlir:67:1: error: redefinition of symbol named 'g1'
// CHECK: threaded-verify-symbol-names.mlir:58:1: note: see existing symbol definition here
// CHECK-NOT: error

func.func @f0(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f1(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f2(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f3(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f2(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f5(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}

// -----

func.func @g0(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g1(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
"test.op"() : () -> ()
func.func @g2(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g1(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g4(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}

// -----

func.func @h0(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @h1(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @h2(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @h3(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
