// An op whose line repeats an earlier op line byte for byte (indentation
// included) is built from what the earlier parse produced once the line has
// been seen twice (src/syntax/line_reuse.c): operands resolved by name where
// the repeat is, location moved to its line.  The output is mlir-opt 22's in
// custom form, with locations and in generic form (the implicit matmul body
// of a reused op built on demand): a repeated function body (results named
// `%s, %o` and `%p:2`, `%p#1` used), the same lines under other operand types
// (parsed, not reused), and repeated lines in loop bodies using values of the
// enclosing function.  The last RUN line checks that --xform-no-text-reuse
// gives the same output byte for byte.
// Expected output: mlir-opt 22.1.8 (repeated-op-lines-print-mlir-opt-agrees.mlir runs it).
// RUN: %xform-interp %s | FileCheck %s
// RUN: %xform-interp %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: %xform-interp %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform-interp %s -mlir-print-debuginfo > %t.reuse
// RUN: %xform-interp %s -mlir-print-debuginfo --xform-no-text-reuse > %t.full
// RUN: diff %t.reuse %t.full


func.func @f0(%a: i32, %t: tensor<4x4xf32>) -> (i32, tensor<4x4xf32>) {
  %s, %o = arith.addui_extended %a, %a : i32, i1
  %p:2 = arith.mului_extended %s, %a : i32
  %m = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = arith.constant dense<1.0> : tensor<4x4xf32>
  return %p#1, %m : i32, tensor<4x4xf32>
}
func.func @f1(%a: i32, %t: tensor<4x4xf32>) -> (i32, tensor<4x4xf32>) {
  %s, %o = arith.addui_extended %a, %a : i32, i1
  %p:2 = arith.mului_extended %s, %a : i32
  %m = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = arith.constant dense<1.0> : tensor<4x4xf32>
  return %p#1, %m : i32, tensor<4x4xf32>
}
func.func @f2(%a: i32, %t: tensor<4x4xf32>) -> (i32, tensor<4x4xf32>) {
  %s, %o = arith.addui_extended %a, %a : i32, i1
  %p:2 = arith.mului_extended %s, %a : i32
  %m = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = arith.constant dense<1.0> : tensor<4x4xf32>
  return %p#1, %m : i32, tensor<4x4xf32>
}
// Same lines, other argument types: %a is i64 here.
func.func @f3(%a: i64, %t: tensor<4x4xf32>) -> (i32, tensor<4x4xf32>) {
  %s, %o = arith.addui_extended %a, %a : i64, i1
  %m = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = arith.constant dense<1.0> : tensor<4x4xf32>
  %z = arith.constant 0 : i32
  return %z, %m : i32, tensor<4x4xf32>
}
// In a loop body: operands from enclosing regions.
func.func @f4(%a: i32, %t: tensor<4x4xf32>, %n: index) -> (i32, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s, %o = arith.addui_extended %a, %a : i32, i1
    %s2, %o2 = arith.addui_extended %a, %a : i32, i1
  }
  scf.for %i = %c0 to %n step %c1 {
    %s, %o = arith.addui_extended %a, %a : i32, i1
    %s2, %o2 = arith.addui_extended %a, %a : i32, i1
  }
  scf.for %i = %c0 to %n step %c1 {
    %s, %o = arith.addui_extended %a, %a : i32, i1
    %s2, %o2 = arith.addui_extended %a, %a : i32, i1
  }
  %m = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %a, %m : i32, tensor<4x4xf32>
}

// CHECK: func.func @f2(%arg0: i32, %arg1: tensor<4x4xf32>) -> (i32, tensor<4x4xf32>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %low, %high = arith.mului_extended %sum, %arg0 : i32
// CHECK-NEXT: %0 = linalg.matmul ins(%arg1, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4x4xf32>
// CHECK-NEXT: return %high, %0 : i32, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK: func.func @f3(%arg0: i64, %arg1: tensor<4x4xf32>) -> (i32, tensor<4x4xf32>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i64, i1
// CHECK-NEXT: %0 = linalg.matmul ins(%arg1, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4x4xf32>
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c0_i32, %0 : i32, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK: func.func @f4(%arg0: i32, %arg1: tensor<4x4xf32>, %arg2: index) -> (i32, tensor<4x4xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg0, %arg0 : i32, i1
// CHECK-NEXT: }
// CHECK-NEXT: %0 = linalg.matmul ins(%arg1, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: return %arg0, %0 : i32, tensor<4x4xf32>
// CHECK-NEXT: }
// LOC: func.func @f2(%arg0: i32 loc("{{.*}}":34:15), %arg1: tensor<4x4xf32> loc("{{.*}}":34:24)) -> (i32, tensor<4x4xf32>) {
// LOC-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1 loc("{{.*}}":35:12)
// LOC-NEXT: %low, %high = arith.mului_extended %sum, %arg0 : i32 loc("{{.*}}":36:10)
// LOC-NEXT: %0 = linalg.matmul ins(%arg1, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("{{.*}}":37:8)
// LOC-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<4x4xf32> loc("{{.*}}":38:8)
// LOC-NEXT: return %high, %0 : i32, tensor<4x4xf32> loc("{{.*}}":39:3)
// LOC-NEXT: } loc("{{.*}}":34:1)
// LOC: func.func @f4(%arg0: i32 loc("{{.*}}":50:15), %arg1: tensor<4x4xf32> loc("{{.*}}":50:24), %arg2: index loc("{{.*}}":50:45)) -> (i32, tensor<4x4xf32>) {
// LOC-NEXT: %c0 = arith.constant 0 : index loc("{{.*}}":51:9)
// LOC-NEXT: %c1 = arith.constant 1 : index loc("{{.*}}":52:9)
// LOC-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// LOC-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1 loc("{{.*}}":54:14)
// LOC-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg0, %arg0 : i32, i1 loc("{{.*}}":55:16)
// LOC-NEXT: } loc("{{.*}}":53:3)
// LOC-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// LOC-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1 loc("{{.*}}":58:14)
// LOC-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg0, %arg0 : i32, i1 loc("{{.*}}":59:16)
// LOC-NEXT: } loc("{{.*}}":57:3)
// LOC-NEXT: scf.for %arg3 = %c0 to %arg2 step %c1 {
// LOC-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg0 : i32, i1 loc("{{.*}}":62:14)
// LOC-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg0, %arg0 : i32, i1 loc("{{.*}}":63:16)
// LOC-NEXT: } loc("{{.*}}":61:3)
// LOC-NEXT: %0 = linalg.matmul ins(%arg1, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32> loc("{{.*}}":65:8)
// LOC-NEXT: return %arg0, %0 : i32, tensor<4x4xf32> loc("{{.*}}":66:3)
// LOC-NEXT: } loc("{{.*}}":50:1)
// GENERIC: "func.func"() <{function_type = (i32, tensor<4x4xf32>) -> (i32, tensor<4x4xf32>), sym_name = "f2"}> ({
// GENERIC-NEXT: ^bb0(%arg14: i32, %arg15: tensor<4x4xf32>):
// GENERIC-NEXT: %17:2 = "arith.addui_extended"(%arg14, %arg14) : (i32, i32) -> (i32, i1)
// GENERIC-NEXT: %18:2 = "arith.mului_extended"(%17#0, %arg14) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT: %19 = "linalg.matmul"(%arg15, %arg15, %arg15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
// GENERIC-NEXT: %21 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %22 = "arith.addf"(%arg18, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%22) : (f32) -> ()
// GENERIC-NEXT: }) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
// GENERIC-NEXT: %20 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
// GENERIC-NEXT: "func.return"(%18#1, %19) : (i32, tensor<4x4xf32>) -> ()
