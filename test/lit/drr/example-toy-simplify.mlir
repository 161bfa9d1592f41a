// The transform-scripts example: foreach_match finds transpose pairs and
// rewrites their functions with the DRR rules of toy-rules.td.
// RUN: %xform-interp %S/../../../transform-scripts/examples/drr/toy-simplify.mlir -allow-unregistered-dialect --transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @transposes
// CHECK-NEXT: return %arg0
// CHECK-LABEL: func.func @scalars
// CHECK-NEXT: %[[TWO:.*]] = "toy.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
// CHECK-NEXT: %[[M:.*]] = "toy.mul"(%arg0, %[[TWO]]) : (f64, f64) -> f64
// CHECK-NEXT: return %[[M]]
// CHECK-LABEL: func.func @kept
// CHECK-NEXT: "toy.constant"
// CHECK-NEXT: "toy.add"
