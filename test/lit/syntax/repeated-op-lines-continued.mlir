// An op's text may go on past its line: the parser looks at the next token
// to decide whether the op has ended.  A line repeated where what follows
// continues the op (here a trailing location on the next line) is parsed,
// not reused (src/syntax/line_reuse.c compares the token after the line).
// RUN: %xform-interp %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// RUN: %xform-interp %s -mlir-print-debuginfo -mlir-print-local-scope --xform-no-text-reuse | FileCheck %s
// Expected output: mlir-opt 22.1.8 (repeated-op-lines-continued-mlir-opt-agrees.mlir runs it).

func.func @f0(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @f1(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @f2(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @f3(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
    loc("elsewhere":7:9)
  return %y : i32
}

// CHECK-LABEL: func.func @f2
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc("{{.*}}":18:8)
// CHECK-LABEL: func.func @f3
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc("elsewhere":7:9)
// CHECK-NEXT: return %0 : i32 loc("{{.*}}":24:3)
