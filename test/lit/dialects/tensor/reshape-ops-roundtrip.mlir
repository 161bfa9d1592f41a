// Reshaping and cast ops round trip: collapse_shape / expand_shape with
// reassociation `[[0, 1], [2]]` (also rank 0 `[]`) and LLVM 22's
// `output_shape [...]`, reshape and concat with functional types, cast and
// bitcast; the %collapsed, %expanded, %reshape, %concat, %cast name hints
// (bitcast has none).
// Expected output: mlir-opt 22.1.8 (custom and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform %s | %xform | FileCheck %s

// CHECK-LABEL: func.func @collapse_expand(%arg0: tensor<?x?x32xf32>, %arg1: index, %arg2: index) -> tensor<?x?x32xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} : tensor<?x?x32xf32> into tensor<?x32xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1], [2{{\]\]}} output_shape [%arg1, %arg2, 32] : tensor<?x32xf32> into tensor<?x?x32xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} {foo.bar} : tensor<?x?x32xf32> into tensor<?xf32>
// CHECK-NEXT: return %expanded : tensor<?x?x32xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<?x?x32xf32>, index, index) -> tensor<?x?x32xf32>, sym_name = "collapse_expand"}> ({
// GENERIC-NEXT: ^bb0(%arg10: tensor<?x?x32xf32>, %arg11: index, %arg12: index):
// GENERIC-NEXT: %10 = "tensor.collapse_shape"(%arg10) <{reassociation = {{\[\[}}0, 1], [2{{\]\]}}}> : (tensor<?x?x32xf32>) -> tensor<?x32xf32>
// GENERIC-NEXT: %11 = "tensor.expand_shape"(%10, %arg11, %arg12) <{reassociation = {{\[\[}}0, 1], [2{{\]\]}}, static_output_shape = array<i64: -9223372036854775808, -9223372036854775808, 32>}> : (tensor<?x32xf32>, index, index) -> tensor<?x?x32xf32>
// GENERIC-NEXT: %12 = "tensor.collapse_shape"(%arg10) <{reassociation = {{\[\[}}0, 1, 2{{\]\]}}}> {foo.bar} : (tensor<?x?x32xf32>) -> tensor<?xf32>
// GENERIC-NEXT: "func.return"(%11) : (tensor<?x?x32xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @collapse_expand(%t: tensor<?x?x32xf32>, %s0: index, %s1: index) -> tensor<?x?x32xf32> {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x?x32xf32> into tensor<?x32xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%s0, %s1, 32] : tensor<?x32xf32> into tensor<?x?x32xf32>
  %2 = tensor.collapse_shape %t [[0, 1, 2]] {foo.bar} : tensor<?x?x32xf32> into tensor<?xf32>
  return %1 : tensor<?x?x32xf32>
}

// CHECK-LABEL: func.func @rank_zero(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed [] output_shape [1, 1] {foo.bar} : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: return %expanded : tensor<1x1xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<1x1xf32>) -> tensor<1x1xf32>, sym_name = "rank_zero"}> ({
// GENERIC-NEXT: ^bb0(%arg9: tensor<1x1xf32>):
// GENERIC-NEXT: %8 = "tensor.collapse_shape"(%arg9) <{reassociation = []}> : (tensor<1x1xf32>) -> tensor<f32>
// GENERIC-NEXT: %9 = "tensor.expand_shape"(%8) <{reassociation = [], static_output_shape = array<i64: 1, 1>}> {foo.bar} : (tensor<f32>) -> tensor<1x1xf32>
// GENERIC-NEXT: "func.return"(%9) : (tensor<1x1xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @rank_zero(%t: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.expand_shape %0 [] output_shape [1, 1] {foo.bar} : tensor<f32> into tensor<1x1xf32>
  return %1 : tensor<1x1xf32>
}

// CHECK-LABEL: func.func @reshape(%arg0: tensor<4x1xf32>, %arg1: tensor<1xi32>, %arg2: tensor<*xf32>, %arg3: tensor<?xindex>) -> tensor<4xf32> {
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg1) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
// CHECK-NEXT: %reshape_0 = tensor.reshape %arg2(%arg3) {foo.bar} : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
// CHECK-NEXT: return %reshape : tensor<4xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4x1xf32>, tensor<1xi32>, tensor<*xf32>, tensor<?xindex>) -> tensor<4xf32>, sym_name = "reshape"}> ({
// GENERIC-NEXT: ^bb0(%arg5: tensor<4x1xf32>, %arg6: tensor<1xi32>, %arg7: tensor<*xf32>, %arg8: tensor<?xindex>):
// GENERIC-NEXT: %6 = "tensor.reshape"(%arg5, %arg6) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
// GENERIC-NEXT: %7 = "tensor.reshape"(%arg7, %arg8) {foo.bar} : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
// GENERIC-NEXT: "func.return"(%6) : (tensor<4xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @reshape(%t: tensor<4x1xf32>, %s: tensor<1xi32>, %u: tensor<*xf32>, %d: tensor<?xindex>) -> tensor<4xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
  %1 = tensor.reshape %u(%d) {foo.bar} : (tensor<*xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @concat(%arg0: tensor<3x6xf32>, %arg1: tensor<3x?xf32>) -> tensor<3x?xf32> {
// CHECK-NEXT: %concat = tensor.concat dim(1) %arg0, %arg1 : (tensor<3x6xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
// CHECK-NEXT: %concat_0 = tensor.concat dim(0) %arg0 {foo.bar} : (tensor<3x6xf32>) -> tensor<3x6xf32>
// CHECK-NEXT: return %concat : tensor<3x?xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<3x6xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>, sym_name = "concat"}> ({
// GENERIC-NEXT: ^bb0(%arg3: tensor<3x6xf32>, %arg4: tensor<3x?xf32>):
// GENERIC-NEXT: %4 = "tensor.concat"(%arg3, %arg4) <{dim = 1 : i64}> : (tensor<3x6xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
// GENERIC-NEXT: %5 = "tensor.concat"(%arg3) <{dim = 0 : i64}> {foo.bar} : (tensor<3x6xf32>) -> tensor<3x6xf32>
// GENERIC-NEXT: "func.return"(%4) : (tensor<3x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @concat(%a: tensor<3x6xf32>, %b: tensor<3x?xf32>) -> tensor<3x?xf32> {
  %0 = tensor.concat dim(1) %a, %b : (tensor<3x6xf32>, tensor<3x?xf32>) -> tensor<3x?xf32>
  %1 = tensor.concat dim(0) %a {foo.bar} : (tensor<3x6xf32>) -> tensor<3x6xf32>
  return %0 : tensor<3x?xf32>
}

// CHECK-LABEL: func.func @casts(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<4xui32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 {foo.bar} : tensor<*xf32> to tensor<4x?xf32>
// CHECK-NEXT: %0 = tensor.bitcast %arg2 : tensor<4xui32> to tensor<4xi32>
// CHECK-NEXT: %1 = tensor.bitcast %arg0 {foo.bar} : tensor<4x?xf32> to tensor<4x?xi32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<4x?xf32>, tensor<*xf32>, tensor<4xui32>) -> tensor<?x?xf32>, sym_name = "casts"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: tensor<4xui32>):
// GENERIC-NEXT: %0 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT: %1 = "tensor.cast"(%arg1) {foo.bar} : (tensor<*xf32>) -> tensor<4x?xf32>
// GENERIC-NEXT: %2 = "tensor.bitcast"(%arg2) : (tensor<4xui32>) -> tensor<4xi32>
// GENERIC-NEXT: %3 = "tensor.bitcast"(%arg0) {foo.bar} : (tensor<4x?xf32>) -> tensor<4x?xi32>
// GENERIC-NEXT: "func.return"(%0) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT: }) : () -> ()
func.func @casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %v: tensor<4xui32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %u {foo.bar} : tensor<*xf32> to tensor<4x?xf32>
  %2 = tensor.bitcast %v : tensor<4xui32> to tensor<4xi32>
  %3 = tensor.bitcast %t {foo.bar} : tensor<4x?xf32> to tensor<4x?xi32>
  return %0 : tensor<?x?xf32>
}
