// Threaded parsing gives up its parts when they cannot be parsed apart and
// parses the input again on one thread: the diagnostics are then the
// one-thread parse's, in order.  Small chunks are cut with the threshold at
// one byte.  Chunk 1: an error in the last part.  Chunk 2: a name used in
// the first part and defined only in a later one (MLIR has one SSA name
// scope for the file, so the use refers to that definition: the verifier
// reports it).  Chunk 3: an alias defined after the first op.  Chunk 4: a
// top-level op with a result.  Chunk 5: one distinct attribute used in the
// first and the last part (ids are numbered for the whole file).
// RUN: not %xform-interp %s -split-input-file -allow-unregistered-dialect --xform-threads=3 --xform-thread-min-bytes=1 -debug-only=xform-parse 2> %t.log
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: not %xform-interp %s -split-input-file -allow-unregistered-dialect --xform-threads=3 --xform-thread-min-bytes=1 2> %t.par
// RUN: not %xform-interp %s -split-input-file -allow-unregistered-dialect --mlir-disable-threading 2> %t.one
// RUN: diff %t.par %t.one
// RUN: FileCheck %s < %t.par
// RUN: %xform-interp %s -split-input-file -allow-unregistered-dialect --xform-threads=3 --xform-thread-min-bytes=1 --verify-diagnostics > %t.par.out
// RUN: %xform-interp %s -split-input-file -allow-unregistered-dialect --mlir-disable-threading --verify-diagnostics > %t.one.out
// RUN: diff %t.par.out %t.one.out
// RUN: FileCheck %s --check-prefix=CHECK-OUT < %t.par.out

// LOG-COUNT-5: threaded parse: {{[0-9]+}} parts on 3 threads from line {{[0-9]+}}: redone on one thread

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
func.func @f4(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f5(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @bad(%a: i32) -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %c = arith.addi %a, %undefined : i32
  func.return %c : i32
}
// CHECK: threaded-parse-redone.mlir:[[# @LINE - 3]]:23: error: use of undeclared SSA value name

// -----

// expected-note @+1 {{required by region isolation constraints}}
func.func @early() {
  // expected-error @+1 {{using value defined outside the region}}
  "test.use"(%late) : (index) -> ()
  func.return
}
// CHECK: threaded-parse-redone.mlir:[[# @LINE - 3]]:3: error: 'test.use' op using value defined outside the region
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
func.func @f4(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f5(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @late() {
  %late = "test.def"() : () -> index
  func.return
}

// -----

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
func.func @f4(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f5(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
#late = 1 : i32
func.func @f6(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f7(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f8(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f9(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f10(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f11(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @uses_alias() {
  "test.op"() {v = #late} : () -> ()
  func.return
}
// CHECK-OUT-LABEL: func.func @uses_alias()
// CHECK-OUT: "test.op"() {v = 1 : i32} : () -> ()

// -----

%top = "test.def"() : () -> index
func.func @g0(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g1(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g2(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g3(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g4(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g5(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g6(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @g7(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
"test.use"(%top) : (index) -> ()
// CHECK-OUT: %0 = "test.def"() : () -> index
// CHECK-OUT: "test.use"(%0) : (index) -> ()
// -----

func.func @h0() {
  "test.op"() {d = distinct[0]<>} : () -> ()
  func.return
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
func.func @h4(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @h5(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @h6(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @h7() {
  "test.op"() {d = distinct[0]<>, e = distinct[1]<>} : () -> ()
  func.return
}
// CHECK-OUT-LABEL: func.func @h0()
// CHECK-OUT: "test.op"() {d = distinct[0]<>} : () -> ()
// CHECK-OUT-LABEL: func.func @h7()
// CHECK-OUT: "test.op"() {d = distinct[0]<>, e = distinct[1]<>} : () -> ()
