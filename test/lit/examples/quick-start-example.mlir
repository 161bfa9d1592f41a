// The Quick start example: foreach_match tags the multiply-accumulate chain
// of @dot2 and leaves @no_chain alone.
// RUN: %xform-interp --transform-interpreter %S/../../../transform-scripts/examples/mul-add-chains.mlir | FileCheck %s

// CHECK-LABEL: func.func @dot2
// CHECK:         %0 = arith.muli %arg0, %arg1 {mac.multiply} : i32
// CHECK-NEXT:    %1 = arith.muli %arg2, %arg3 : i32
// CHECK-NEXT:    %2 = arith.addi %0, %1 {mac.accumulate} : i32
// CHECK-LABEL: func.func @no_chain
// CHECK-NOT:     mac.
// CHECK:         transform.named_sequence @match_mul_add
