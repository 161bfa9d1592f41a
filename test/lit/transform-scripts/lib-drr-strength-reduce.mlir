// transform-scripts/lib/drr/strength-reduce.mlir (xform only: mlir-opt 22
// has no transform.apply_patterns.drr): foreach_match finds the arith.muli
// by a constant in @scaled_sum and rewrites its function with the rules of
// arith-strength.td, read when the script runs: x * 2 becomes x + x and the
// constant, now unused, is erased.  The other functions are untouched.
// (This file only holds RUN and CHECK lines.)
// RUN: %xform-interp %S/../../../transform-scripts/lib/examples/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib/drr/strength-reduce.mlir \
// RUN:   --transform-interpreter=entry-point=strength_reduce | FileCheck %s
// With -debug-only=drr the rule's successful match is traced.
// RUN: %xform-interp %S/../../../transform-scripts/lib/examples/payload.mlir -debug-only=drr \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib/drr/strength-reduce.mlir \
// RUN:   --transform-interpreter=entry-point=strength_reduce 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// CHECK-LABEL: func.func @fc_relu(
// CHECK:         %cst = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// CHECK-LABEL: func.func @scaled_sum(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }

// TRACE:      [drr] trying MulTwoI32 (benefit 2) on 'arith.muli'
// TRACE-NEXT: [drr]   created 'arith.addi'
// TRACE-NEXT: [drr]   MulTwoI32 rewrote the op
