// tensor.parallel_insert_slice inside scf.forall.in_parallel: custom form,
// no result, `into` on both sides; generic form with operandSegmentSizes.
// The enclosing scf ops are written generically so that this test pins
// only the tensor op.
// Expected output: mlir-opt 22.1.8.
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @parallel_insert_slice
// CHECK: tensor.parallel_insert_slice %arg1 into %arg3[%arg2] [2] [1] {foo.bar} : tensor<2xf32> into tensor<8xf32>
// GENERIC: "tensor.parallel_insert_slice"(%arg1, %arg3, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> {foo.bar} : (tensor<2xf32>, tensor<8xf32>, index) -> ()
func.func @parallel_insert_slice(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<8xf32>):
    "scf.forall.in_parallel"() ({
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] {foo.bar} : tensor<2xf32> into tensor<8xf32>
    }) : () -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
