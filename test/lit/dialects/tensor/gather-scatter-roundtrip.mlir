// gather / scatter round trip: `gather_dims([...])` / `scatter_dims([...])`,
// the optional `unique` keyword, functional types, rank-reduced results and
// the %gather / %scatter name hints.
// Expected output: mlir-opt 22.1.8 (custom and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform %s | %xform | FileCheck %s

// CHECK-LABEL: func.func @gather(%arg0: tensor<4x5x6xf32>, %arg1: tensor<1x2x2xindex>, %arg2: tensor<7x1xi32>) -> tensor<1x2x1x5x1xf32> {
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg1] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
// CHECK-NEXT: %gather_0 = tensor.gather %arg0[%arg1] gather_dims([0, 2]) unique {foo.bar} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
// CHECK-NEXT: %gather_1 = tensor.gather %arg0[%arg2] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<7x1xi32>) -> tensor<7x4x6xf32>
// CHECK-NEXT: return %gather : tensor<1x2x1x5x1xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4x5x6xf32>, tensor<1x2x2xindex>, tensor<7x1xi32>) -> tensor<1x2x1x5x1xf32>, sym_name = "gather"}> ({
// GENERIC-NEXT: ^bb0(%arg3: tensor<4x5x6xf32>, %arg4: tensor<1x2x2xindex>, %arg5: tensor<7x1xi32>):
// GENERIC-NEXT: %1 = "tensor.gather"(%arg3, %arg4) <{gather_dims = array<i64: 0, 2>}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
// GENERIC-NEXT: %2 = "tensor.gather"(%arg3, %arg4) <{gather_dims = array<i64: 0, 2>, unique}> {foo.bar} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
// GENERIC-NEXT: %3 = "tensor.gather"(%arg3, %arg5) <{gather_dims = array<i64: 1>}> : (tensor<4x5x6xf32>, tensor<7x1xi32>) -> tensor<7x4x6xf32>
// GENERIC-NEXT: "func.return"(%1) : (tensor<1x2x1x5x1xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @gather(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>, %i32: tensor<7x1xi32>) -> tensor<1x2x1x5x1xf32> {
  %0 = tensor.gather %src[%idx] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x5x1xf32>
  %1 = tensor.gather %src[%idx] gather_dims([0, 2]) unique {foo.bar} : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x5xf32>
  %2 = tensor.gather %src[%i32] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<7x1xi32>) -> tensor<7x4x6xf32>
  return %0 : tensor<1x2x1x5x1xf32>
}

// CHECK-LABEL: func.func @scatter(%arg0: tensor<1x2x1x5x1xf32>, %arg1: tensor<4x5x6xf32>, %arg2: tensor<1x2x2xindex>) -> tensor<4x5x6xf32> {
// CHECK-NEXT: %scatter = tensor.scatter %arg0 into %arg1[%arg2] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// CHECK-NEXT: return %scatter : tensor<4x5x6xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>, sym_name = "scatter"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<1x2x1x5x1xf32>, %arg1: tensor<4x5x6xf32>, %arg2: tensor<1x2x2xindex>):
// GENERIC-NEXT: %0 = "tensor.scatter"(%arg0, %arg1, %arg2) <{scatter_dims = array<i64: 0, 2>, unique}> : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<4x5x6xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @scatter(%s: tensor<1x2x1x5x1xf32>, %d: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<4x5x6xf32> {
  %0 = tensor.scatter %s into %d[%idx] scatter_dims([0, 2]) unique : (tensor<1x2x1x5x1xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return %0 : tensor<4x5x6xf32>
}
