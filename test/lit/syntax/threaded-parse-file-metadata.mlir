// File metadata is file-wide, so an input holding it is not parsed in parts:
// at the end (where mlir-opt prints it) it is found before any thread
// starts, anywhere else the part meeting it gives up and the input is
// parsed again on one thread.  Either way the output is one thread's, and
// mlir-opt 22's.
// RUN: %xform-interp %s -split-input-file --xform-threads=3 --xform-thread-min-bytes=1 -debug-only=xform-parse 2> %t.log > %t.par
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: %xform-interp %s -split-input-file --mlir-disable-threading > %t.one
// RUN: diff %t.par %t.one
// RUN: FileCheck %s < %t.par
// RUN: %mlir-opt %s -split-input-file | FileCheck %s

// The first input: metadata at the end, no threaded parse.  The second:
// metadata between functions, a threaded parse redone.
// LOG-NOT: threaded parse
// LOG: threaded parse: {{[0-9]+}} parts on 3 threads from line {{[0-9]+}}: redone on one thread
// LOG-NOT: threaded parse

// CHECK-LABEL: func.func @f5
// CHECK: func.func @r() -> tensor<1xi32>
// CHECK-NEXT: %[[R:.*]] = arith.constant dense_resource<blob1> : tensor<1xi32>
// CHECK: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: blob1: "0x0400000001000000"
// CHECK: // -----
// CHECK: func.func @r() -> tensor<1xi32>
// CHECK: func.func @f5
// CHECK: dialect_resources: {
// CHECK-NEXT: builtin: {
// CHECK-NEXT: blob1: "0x0400000001000000"

func.func @f0(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f1(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f2(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f3(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f4(%a: i32) -> i32 {
  %c = arith.constant 4 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f5(%a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @r() -> tensor<1xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<1xi32>
  return %0 : tensor<1xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000"
    }
  }
#-}
// -----
func.func @r() -> tensor<1xi32> {
  %0 = arith.constant dense_resource<blob1> : tensor<1xi32>
  return %0 : tensor<1xi32>
}
func.func @f0(%a: i32) -> i32 {
  %c = arith.constant 0 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f1(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f2(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0400000001000000"
    }
  }
#-}
func.func @f3(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f4(%a: i32) -> i32 {
  %c = arith.constant 4 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
func.func @f5(%a: i32) -> i32 {
  %c = arith.constant 5 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}
