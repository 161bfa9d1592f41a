// Transform dialect types parse in any spacing and print canonically, as mlir-opt 22 prints them.
// Expected output: mlir-opt 22.1.8 (no pass).
// RUN: %xform %s -allow-unregistered-dialect | FileCheck %s
// RUN: %xform %s -allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: "test.op"() : () -> (!transform.any_op, !transform.any_value, !transform.any_param, !transform.param<i64>, !transform.op<"func.func">, !transform.type, !transform.affine_map, !transform.param<ui8>, !transform.param<si1>)
"test.op"() : () -> (!transform.any_op, !transform.any_value, !transform.any_param, !transform.param< i64 >, !transform.op< "func.func" >, !transform.type, !transform.affine_map, !transform.param<ui8>, !transform.param<si1>)

// Parameterless types ignore a body; op names are printed escaped.
// CHECK: "test.op"() : () -> (!transform.any_op, !transform.any_param, !transform.op<"">, !transform.op<"a\22b">)
"test.op"() : () -> (!transform.any_op<>, !transform.any_param<i32>, !transform.op<"">, !transform.op<"a\"b">)

// Aliases resolve to the same type.
!h = !transform.op<"arith.addi">
// CHECK: "test.op"() : () -> (!transform.op<"arith.addi">, !transform.op<"arith.addi">)
"test.op"() : () -> (!h, !transform.op<"arith.addi">)
