// Under --mlir-print-debuginfo, func.func prints each entry block argument's
// location after its type and attributes; declarations keep no argument
// locations.  Expected output: mlir-opt 22.1.8 --mlir-print-debuginfo
// --mlir-print-local-scope.
// RUN: %xform %s --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// CHECK-LABEL: func.func @located(%arg0: i32 loc("args.mlir":3:7), %arg1: f32 {test.x} loc(unknown)) -> i32 {
// CHECK-NEXT:    return %arg0 : i32 loc("ret.mlir":1:1)
// CHECK-NEXT:  } loc("fn.mlir":9:2)
func.func @located(%a: i32 loc("args.mlir":3:7), %b: f32 {test.x} loc(unknown)) -> i32 {
  return %a : i32 loc("ret.mlir":1:1)
} loc("fn.mlir":9:2)

// CHECK: func.func private @decl(i32) loc("decl.mlir":4:4)
func.func private @decl(i32 loc("ignored.mlir":1:1)) loc("decl.mlir":4:4)
