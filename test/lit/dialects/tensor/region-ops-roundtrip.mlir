// Ops with a body region round trip: pad (`nofold`, `low[...] high[...]`
// with SSA entries, attribute dictionary after the region) and generate
// (with and without dynamic extents); their tensor.yield terminator is
// always printed since it has an operand; %padded / %generated names, and
// names inside the regions.
// Expected output: mlir-opt 22.1.8 (custom and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform %s | %xform | FileCheck %s

// CHECK-LABEL: func.func @pad(%arg0: tensor<?x4xf32>, %arg1: index, %arg2: f32) -> tensor<?x9xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 2] high[%arg1, 3] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 : f32
// CHECK-NEXT: } : tensor<?x4xf32> to tensor<?x9xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT: tensor.yield %arg2 {foo.bar} : f32
// CHECK-NEXT: } {foo.baz} : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: return %padded : tensor<?x9xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<?x4xf32>, index, f32) -> tensor<?x9xf32>, sym_name = "pad"}> ({
// GENERIC-NEXT: ^bb0(%arg8: tensor<?x4xf32>, %arg9: index, %arg10: f32):
// GENERIC-NEXT: %4 = "tensor.pad"(%arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 3>, static_low = array<i64: 1, 2>}> ({
// GENERIC-NEXT: ^bb0(%arg13: index, %arg14: index):
// GENERIC-NEXT: "tensor.yield"(%arg10) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<?x4xf32>, index) -> tensor<?x9xf32>
// GENERIC-NEXT: %5 = "tensor.pad"(%arg8) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({
// GENERIC-NEXT: ^bb0(%arg11: index, %arg12: index):
// GENERIC-NEXT: "tensor.yield"(%arg10) {foo.bar} : (f32) -> ()
// GENERIC-NEXT: }) {foo.baz} : (tensor<?x4xf32>) -> tensor<?x4xf32>
// GENERIC-NEXT: "func.return"(%4) : (tensor<?x9xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @pad(%t: tensor<?x4xf32>, %l: index, %f: f32) -> tensor<?x9xf32> {
  %0 = tensor.pad %t low[1, 2] high[%l, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x4xf32> to tensor<?x9xf32>
  %1 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f {foo.bar} : f32
  } {foo.baz} : tensor<?x4xf32> to tensor<?x4xf32>
  return %0 : tensor<?x9xf32>
}

// CHECK-LABEL: func.func @generate(%arg0: index, %arg1: f32) -> tensor<?x3xf32> {
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %generated_0 = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: tensor.yield %arg2 : index
// CHECK-NEXT: } {foo.bar} : tensor<4xindex>
// CHECK-NEXT: return %generated : tensor<?x3xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (index, f32) -> tensor<?x3xf32>, sym_name = "generate"}> ({
// GENERIC-NEXT: ^bb0(%arg3: index, %arg4: f32):
// GENERIC-NEXT: %2 = "tensor.generate"(%arg3) ({
// GENERIC-NEXT: ^bb0(%arg6: index, %arg7: index):
// GENERIC-NEXT: "tensor.yield"(%arg4) : (f32) -> ()
// GENERIC-NEXT: }) : (index) -> tensor<?x3xf32>
// GENERIC-NEXT: %3 = "tensor.generate"() ({
// GENERIC-NEXT: ^bb0(%arg5: index):
// GENERIC-NEXT: "tensor.yield"(%arg5) : (index) -> ()
// GENERIC-NEXT: }) {foo.bar} : () -> tensor<4xindex>
// GENERIC-NEXT: "func.return"(%2) : (tensor<?x3xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @generate(%m: index, %f: f32) -> tensor<?x3xf32> {
  %0 = tensor.generate %m {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %1 = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %i : index
  } {foo.bar} : tensor<4xindex>
  return %0 : tensor<?x3xf32>
}

// CHECK-LABEL: func.func @region_names_nest(%arg0: tensor<2xf32>, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1] high[1] {
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2] : tensor<2xf32>
// CHECK-NEXT: tensor.yield %extracted : f32
// CHECK-NEXT: } : tensor<2xf32> to tensor<4xf32>
// CHECK-NEXT: return %padded : tensor<4xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<2xf32>, f32) -> tensor<4xf32>, sym_name = "region_names_nest"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<2xf32>, %arg1: f32):
// GENERIC-NEXT: %0 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1>, static_low = array<i64: 1>}> ({
// GENERIC-NEXT: ^bb0(%arg2: index):
// GENERIC-NEXT: %1 = "tensor.extract"(%arg0, %arg2) : (tensor<2xf32>, index) -> f32
// GENERIC-NEXT: "tensor.yield"(%1) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<2xf32>) -> tensor<4xf32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @region_names_nest(%t: tensor<2xf32>, %f: f32) -> tensor<4xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    %e = tensor.extract %t[%i] : tensor<2xf32>
    tensor.yield %e : f32
  } : tensor<2xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
