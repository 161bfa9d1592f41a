// Threaded parsing (--xform-threads, src/syntax/parse_op.c): the
// top-level ops are cut into parts at lines starting an op in column 0, each
// part parsed by its own parser, the parts taken in turn by three threads.
// The threshold is lowered to one byte so that this small file is cut; the
// IR must be the one-thread parse's: same output in custom and generic
// form, same locations (-mlir-print-debuginfo: the later parts' line numbers
// are counted from the start of the file).  Aliases defined before the
// first op are shared by the parts.
// RUN: %xform-interp %s --xform-threads=3 --xform-thread-min-bytes=1 -debug-only=xform-parse -o %t.par 2> %t.log
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: %xform-interp %s --mlir-disable-threading -o %t.one
// RUN: diff %t.par %t.one
// RUN: FileCheck %s < %t.par
// RUN: %xform-interp %s --xform-threads=3 --xform-thread-min-bytes=1 -mlir-print-debuginfo -mlir-print-op-generic > %t.par
// RUN: %xform-interp %s --mlir-disable-threading -mlir-print-debuginfo -mlir-print-op-generic > %t.one
// RUN: diff %t.par %t.one
// RUN: %xform-interp %s --xform-threads=3 --xform-thread-min-bytes=1 -mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// LOG: threaded parse: 12 parts on 3 threads from line {{[0-9]+}}: used

!row = tensor<4xf32>
#scale = 2.0 : f32

func.func @f0(%a: !row, %b: !row) -> !row {
  %c = arith.constant 0 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f1(%a: !row, %b: !row) -> !row {
  %c = arith.constant 1 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f2(%a: !row, %b: !row) -> !row {
  %c = arith.constant 2 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f3(%a: !row, %b: !row) -> !row {
  %c = arith.constant 3 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f4(%a: !row, %b: !row) -> !row {
  %c = arith.constant 4 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f5(%a: !row, %b: !row) -> !row {
  %c = arith.constant 5 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f6(%a: !row, %b: !row) -> !row {
  %c = arith.constant 6 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f7(%a: !row, %b: !row) -> !row {
  %c = arith.constant 7 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f8(%a: !row, %b: !row) -> !row {
  %c = arith.constant 8 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f9(%a: !row, %b: !row) -> !row {
  %c = arith.constant 9 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f10(%a: !row, %b: !row) -> !row {
  %c = arith.constant 10 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}
func.func @f11(%a: !row, %b: !row) -> !row {
  %c = arith.constant 11 : i32
  %s = arith.addf %a, %b {scale = #scale} : !row
  %e = tensor.empty() : !row
  %m = linalg.add ins(%s, %a : !row, !row) outs(%e : !row) -> !row
  func.return %m : !row
}

// CHECK-LABEL: func.func @f0(
// CHECK: arith.addf %arg0, %arg1 {scale = 2.000000e+00 : f32} : tensor<4xf32>
// CHECK-LABEL: func.func @f6(
// CHECK: arith.constant 6 : i32
// CHECK-LABEL: func.func @f11(
// CHECK: %[[S:.*]] = arith.addf %arg0, %arg1 {scale = 2.000000e+00 : f32} : tensor<4xf32>
// CHECK: linalg.add ins(%[[S]], %arg0 : tensor<4xf32>, tensor<4xf32>)

// The last function starts on line 101 (its ops on 102-106), in the last part.
// LOC: arith.constant 11 : i32 loc(#[[L:loc[0-9]+]])
// LOC: #[[L]] = loc("{{.*}}threaded-parse.mlir":102:8)
