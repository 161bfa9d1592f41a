// Element and shape query ops round trip: extract / insert (also 0-d),
// empty, from_elements (also empty), splat with dynamic sizes, dim (whose
// attribute dictionary comes first), rank; the %extracted, %inserted,
// %from_elements, %splat, %dim, %rank name hints; `tensor.empty` and the
// empty operand lists print as mlir-opt does (`from_elements  :`).
// Expected output: mlir-opt 22.1.8 (custom and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform %s | %xform | FileCheck %s

// CHECK-LABEL: func.func @extract_insert(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg3 into %arg0[%arg1, %arg2] {foo.bar} : tensor<4x?xf32>
// CHECK-NEXT: %extracted_0 = tensor.extract %inserted[%arg2, %arg1] {foo.bar} : tensor<4x?xf32>
// CHECK-NEXT: return %extracted : f32
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4x?xf32>, index, index, f32) -> f32, sym_name = "extract_insert"}> ({
// GENERIC-NEXT: ^bb0(%arg11: tensor<4x?xf32>, %arg12: index, %arg13: index, %arg14: f32):
// GENERIC-NEXT: %13 = "tensor.extract"(%arg11, %arg12, %arg13) : (tensor<4x?xf32>, index, index) -> f32
// GENERIC-NEXT: %14 = "tensor.insert"(%arg14, %arg11, %arg12, %arg13) {foo.bar} : (f32, tensor<4x?xf32>, index, index) -> tensor<4x?xf32>
// GENERIC-NEXT: %15 = "tensor.extract"(%14, %arg13, %arg12) {foo.bar} : (tensor<4x?xf32>, index, index) -> f32
// GENERIC-NEXT: "func.return"(%13) : (f32) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @extract_insert(%t: tensor<4x?xf32>, %i: index, %j: index, %f: f32) -> f32 {
  %0 = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %1 = tensor.insert %f into %t[%i, %j] {foo.bar} : tensor<4x?xf32>
  %2 = tensor.extract %1[%j, %i] {foo.bar} : tensor<4x?xf32>
  return %0 : f32
}

// CHECK-LABEL: func.func @zero_d(%arg0: tensor<i32>, %arg1: i32) -> tensor<i32> {
// CHECK-NEXT: %extracted = tensor.extract %arg0[] : tensor<i32>
// CHECK-NEXT: %inserted = tensor.insert %arg1 into %arg0[] : tensor<i32>
// CHECK-NEXT: return %inserted : tensor<i32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<i32>, i32) -> tensor<i32>, sym_name = "zero_d"}> ({
// GENERIC-NEXT: ^bb0(%arg9: tensor<i32>, %arg10: i32):
// GENERIC-NEXT: %11 = "tensor.extract"(%arg9) : (tensor<i32>) -> i32
// GENERIC-NEXT: %12 = "tensor.insert"(%arg10, %arg9) : (i32, tensor<i32>) -> tensor<i32>
// GENERIC-NEXT: "func.return"(%12) : (tensor<i32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @zero_d(%t: tensor<i32>, %v: i32) -> tensor<i32> {
  %0 = tensor.extract %t[] : tensor<i32>
  %1 = tensor.insert %v into %t[] : tensor<i32>
  return %1 : tensor<i32>
}

// CHECK-LABEL: func.func @empty(%arg0: index, %arg1: index) -> tensor<?x3x?xf32> {
// CHECK-NEXT: %0 = tensor.empty(%arg0, %arg1) : tensor<?x3x?xf32>
// CHECK-NEXT: %1 = tensor.empty() {foo.bar} : tensor<2x3xf32, "enc">
// CHECK-NEXT: return %0 : tensor<?x3x?xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (index, index) -> tensor<?x3x?xf32>, sym_name = "empty"}> ({
// GENERIC-NEXT: ^bb0(%arg7: index, %arg8: index):
// GENERIC-NEXT: %9 = "tensor.empty"(%arg7, %arg8) : (index, index) -> tensor<?x3x?xf32>
// GENERIC-NEXT: %10 = "tensor.empty"() {foo.bar} : () -> tensor<2x3xf32, "enc">
// GENERIC-NEXT: "func.return"(%9) : (tensor<?x3x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @empty(%m: index, %n: index) -> tensor<?x3x?xf32> {
  %0 = tensor.empty(%m, %n) : tensor<?x3x?xf32>
  %1 = tensor.empty() {foo.bar} : tensor<2x3xf32, "enc">
  return %0 : tensor<?x3x?xf32>
}

// CHECK-LABEL: func.func @from_elements_splat(%arg0: index, %arg1: index, %arg2: f32, %arg3: index) -> tensor<2xindex> {
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xindex>
// CHECK-NEXT: %from_elements_0 = tensor.from_elements %arg2 : tensor<f32>
// CHECK-NEXT: %from_elements_1 = tensor.from_elements  : tensor<0xf32>
// CHECK-NEXT: %splat = tensor.splat %arg2 : tensor<8x16xf32>
// CHECK-NEXT: %splat_2 = tensor.splat %arg2[%arg3, %arg3] {foo.bar} : tensor<?x20x?xf32>
// CHECK-NEXT: return %from_elements : tensor<2xindex>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (index, index, f32, index) -> tensor<2xindex>, sym_name = "from_elements_splat"}> ({
// GENERIC-NEXT: ^bb0(%arg3: index, %arg4: index, %arg5: f32, %arg6: index):
// GENERIC-NEXT: %4 = "tensor.from_elements"(%arg3, %arg4) : (index, index) -> tensor<2xindex>
// GENERIC-NEXT: %5 = "tensor.from_elements"(%arg5) : (f32) -> tensor<f32>
// GENERIC-NEXT: %6 = "tensor.from_elements"() : () -> tensor<0xf32>
// GENERIC-NEXT: %7 = "tensor.splat"(%arg5) : (f32) -> tensor<8x16xf32>
// GENERIC-NEXT: %8 = "tensor.splat"(%arg5, %arg6, %arg6) {foo.bar} : (f32, index, index) -> tensor<?x20x?xf32>
// GENERIC-NEXT: "func.return"(%4) : (tensor<2xindex>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @from_elements_splat(%a: index, %b: index, %f: f32, %m: index) -> tensor<2xindex> {
  %0 = tensor.from_elements %a, %b : tensor<2xindex>
  %1 = tensor.from_elements %f : tensor<f32>
  %2 = tensor.from_elements : tensor<0xf32>
  %3 = tensor.splat %f : tensor<8x16xf32>
  %4 = tensor.splat %f[%m, %m] {foo.bar} : tensor<?x20x?xf32>
  return %0 : tensor<2xindex>
}

// CHECK-LABEL: func.func @dim_rank(%arg0: tensor<4x?xf32>, %arg1: tensor<*xi8>, %arg2: index) -> index {
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim {foo.bar} %arg1, %arg2 : tensor<*xi8>
// CHECK-NEXT: %rank = tensor.rank %arg0 : tensor<4x?xf32>
// CHECK-NEXT: %rank_1 = tensor.rank %arg1 {foo.bar} : tensor<*xi8>
// CHECK-NEXT: return %dim : index
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xi8>, index) -> index, sym_name = "dim_rank"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x?xf32>, %arg1: tensor<*xi8>, %arg2: index):
// GENERIC-NEXT: %0 = "tensor.dim"(%arg0, %arg2) : (tensor<4x?xf32>, index) -> index
// GENERIC-NEXT: %1 = "tensor.dim"(%arg1, %arg2) {foo.bar} : (tensor<*xi8>, index) -> index
// GENERIC-NEXT: %2 = "tensor.rank"(%arg0) : (tensor<4x?xf32>) -> index
// GENERIC-NEXT: %3 = "tensor.rank"(%arg1) {foo.bar} : (tensor<*xi8>) -> index
// GENERIC-NEXT: "func.return"(%0) : (index) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @dim_rank(%t: tensor<4x?xf32>, %u: tensor<*xi8>, %i: index) -> index {
  %0 = tensor.dim %t, %i : tensor<4x?xf32>
  %1 = tensor.dim {foo.bar} %u, %i : tensor<*xi8>
  %2 = tensor.rank %t : tensor<4x?xf32>
  %3 = tensor.rank %u {foo.bar} : tensor<*xi8>
  return %0 : index
}
