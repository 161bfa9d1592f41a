// Threaded verifying (--xform-threads, src/ir/verify.c): the functions of
// a module are verified in runs on their own threads, as mlir-opt's verifier
// does; the threshold is lowered so that this small module is split.  A
// valid module is verified on threads; one with errors in two runs is
// verified again on one thread, which reports the first error of each
// function in order (what mlir-opt 22 reports, as the one-thread run shows).
// RUN: not %xform-interp %s -split-input-file --xform-threads=3 --xform-thread-min-ops=2 -debug-only=xform-verify 2> %t.log
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: %xform-interp %s -split-input-file --xform-threads=3 --xform-thread-min-ops=2 --verify-diagnostics -o %t.par
// RUN: %xform-interp %s -split-input-file --mlir-disable-threading --verify-diagnostics -o %t.one
// RUN: diff %t.par %t.one
// RUN: not %xform-interp %s -split-input-file --xform-threads=3 --xform-thread-min-ops=2 2> %t.par.err
// RUN: not %xform-interp %s -split-input-file --mlir-disable-threading 2> %t.one.err
// RUN: diff %t.par.err %t.one.err
// RUN: FileCheck %s < %t.par.err

// LOG: threaded verify: 8 runs of 8 ops on 3 threads: used
// LOG: threaded verify: 9 runs of 9 ops on 3 threads: redone on one thread

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
func.func @f6(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
func.func @f7(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
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
func.func @bad1(%a: i32) -> i64 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad1}}
  func.return %a : i32
}
// CHECK: threaded-verify.mlir:[[# @LINE - 2]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @bad1
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
func.func @bad2(%a: i32) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  func.return
}
// CHECK: threaded-verify.mlir:[[# @LINE - 3]]:8: error: 'arith.addi' op requires the same type for all operands and results
func.func @f6(%a: i32) -> i32 {
  %c = arith.addi %a, %a : i32
  func.return %c : i32
}
