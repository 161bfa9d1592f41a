// Printing repeats: from the third op of a shape on (same name,
// properties, attributes, operand and result types, same-value operand
// pattern, default dialect, indentation, region words), the op's text is
// replayed from a template with its own value names and regions filled in
// (src/syntax/print_memo.c).  Four functions with the same body: linalg
// generic (explicit body, a shared view of a reused region), named ops
// (implicit bodies), arith ops using a value twice and once, name-hinted
// results (%low, %high) and a result group (%5#1) used by replayed ops, the
// same ops one level deeper in a loop; then three functions with other
// types.  The output is mlir-opt 22's in custom and generic form; the last
// RUN lines check that --xform-no-text-reuse prints the same bytes.
// Expected output: mlir-opt 22.1.8 (repeated-ops-print-mlir-opt-agrees.mlir runs it).
// RUN: %xform-interp %s | FileCheck %s
// RUN: %xform-interp %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform-interp %s > %t.reuse
// RUN: %xform-interp %s --xform-no-text-reuse > %t.full
// RUN: diff %t.reuse %t.full
// RUN: %xform-interp %s -mlir-print-op-generic > %t.reuse
// RUN: %xform-interp %s -mlir-print-op-generic --xform-no-text-reuse > %t.full
// RUN: diff %t.reuse %t.full
// RUN: %xform-interp %s -mlir-print-local-scope > %t.reuse
// RUN: %xform-interp %s -mlir-print-local-scope --xform-no-text-reuse > %t.full
// RUN: diff %t.reuse %t.full

func.func @f0(%a: tensor<8x8xf32>, %x: f32, %n: index, %i: i32) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], tag = "gen"} ins(%a : tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    %t = arith.mulf %s, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %m = linalg.matmul ins(%g, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%m, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = arith.addf %x, %x : f32
  %z = arith.addf %x, %y : f32
  %p:2 = arith.mului_extended %i, %i : i32
  %r:2 = scf.execute_region -> (i32, i32) {
    scf.yield %i, %i : i32, i32
  }
  %u = arith.addi %r#1, %r#0 : i32
  %q = arith.addi %p#1, %p#0 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %w = arith.addf %x, %x : f32
    %v = arith.addi %p#1, %p#0 : i32
  }
  return %e : tensor<8x8xf32>
}
func.func @f1(%a: tensor<8x8xf32>, %x: f32, %n: index, %i: i32) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], tag = "gen"} ins(%a : tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    %t = arith.mulf %s, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %m = linalg.matmul ins(%g, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%m, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = arith.addf %x, %x : f32
  %z = arith.addf %x, %y : f32
  %p:2 = arith.mului_extended %i, %i : i32
  %r:2 = scf.execute_region -> (i32, i32) {
    scf.yield %i, %i : i32, i32
  }
  %u = arith.addi %r#1, %r#0 : i32
  %q = arith.addi %p#1, %p#0 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %w = arith.addf %x, %x : f32
    %v = arith.addi %p#1, %p#0 : i32
  }
  return %e : tensor<8x8xf32>
}
func.func @f2(%a: tensor<8x8xf32>, %x: f32, %n: index, %i: i32) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], tag = "gen"} ins(%a : tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    %t = arith.mulf %s, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %m = linalg.matmul ins(%g, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%m, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = arith.addf %x, %x : f32
  %z = arith.addf %x, %y : f32
  %p:2 = arith.mului_extended %i, %i : i32
  %r:2 = scf.execute_region -> (i32, i32) {
    scf.yield %i, %i : i32, i32
  }
  %u = arith.addi %r#1, %r#0 : i32
  %q = arith.addi %p#1, %p#0 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %w = arith.addf %x, %x : f32
    %v = arith.addi %p#1, %p#0 : i32
  }
  return %e : tensor<8x8xf32>
}
func.func @f3(%a: tensor<8x8xf32>, %x: f32, %n: index, %i: i32) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], tag = "gen"} ins(%a : tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    %t = arith.mulf %s, %out : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %m = linalg.matmul ins(%g, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%m, %a : tensor<8x8xf32>, tensor<8x8xf32>) outs(%a : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = arith.addf %x, %x : f32
  %z = arith.addf %x, %y : f32
  %p:2 = arith.mului_extended %i, %i : i32
  %r:2 = scf.execute_region -> (i32, i32) {
    scf.yield %i, %i : i32, i32
  }
  %u = arith.addi %r#1, %r#0 : i32
  %q = arith.addi %p#1, %p#0 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    %w = arith.addf %x, %x : f32
    %v = arith.addi %p#1, %p#0 : i32
  }
  return %e : tensor<8x8xf32>
}
func.func @g0(%x: f64, %i: i64) -> f64 {
  %y = arith.addf %x, %x : f64
  %p:2 = arith.mului_extended %i, %i : i64
  %q = arith.addi %p#1, %p#0 : i64
  return %y : f64
}
func.func @g1(%x: f64, %i: i64) -> f64 {
  %y = arith.addf %x, %x : f64
  %p:2 = arith.mului_extended %i, %i : i64
  %q = arith.addi %p#1, %p#0 : i64
  return %y : f64
}
func.func @g2(%x: f64, %i: i64) -> f64 {
  %y = arith.addf %x, %x : f64
  %p:2 = arith.mului_extended %i, %i : i64
  %q = arith.addi %p#1, %p#0 : i64
  return %y : f64
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @f3(
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg0 : tensor<8x8xf32>) attrs =  {tag = "gen"} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %8 = arith.addf %in, %in : f32
// CHECK-NEXT:       %9 = arith.mulf %8, %out : f32
// CHECK-NEXT:       linalg.yield %9 : f32
// CHECK-NEXT:     } -> tensor<8x8xf32>
// CHECK-NEXT:     %1 = linalg.matmul ins(%0, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg0 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     %2 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%1, %arg0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%arg0 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     %3 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:     %4 = arith.addf %arg1, %3 : f32
// CHECK-NEXT:     %low, %high = arith.mului_extended %arg3, %arg3 : i32
// CHECK-NEXT:     %5:2 = scf.execute_region -> (i32, i32) {
// CHECK-NEXT:       scf.yield %arg3, %arg3 : i32, i32
// CHECK-NEXT:     }
// CHECK-NEXT:     %6 = arith.addi %5#1, %5#0 : i32
// CHECK-NEXT:     %7 = arith.addi %high, %low : i32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.for %arg4 = %c0 to %arg2 step %c1 {
// CHECK-NEXT:       %8 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:       %9 = arith.addi %high, %low : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %2 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @g2(
// CHECK-NEXT:     %0 = arith.addf %arg0, %arg0 : f64
// CHECK-NEXT:     %low, %high = arith.mului_extended %arg1, %arg1 : i64
// CHECK-NEXT:     %1 = arith.addi %high, %low : i64
// CHECK-NEXT:     return %0 : f64
// CHECK-NEXT:   }

// GENERIC-LABEL: sym_name = "f3"
// GENERIC-NEXT:   ^bb0(%arg6: tensor<8x8xf32>, %arg7: f32, %arg8: index, %arg9: i32):
// GENERIC-NEXT:     %9 = "linalg.generic"(%arg6, %arg6) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg17: f32, %arg18: f32):
// GENERIC-NEXT:       %25 = "arith.addf"(%arg17, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %26 = "arith.mulf"(%25, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%26) : (f32) -> ()
// GENERIC-NEXT:     }) {tag = "gen"} : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// GENERIC-NEXT:     %10 = "linalg.matmul"(%9, %arg6, %arg6) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
// GENERIC-NEXT:       %23 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %24 = "arith.addf"(%arg16, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%24) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// GENERIC-NEXT:     %11 = "linalg.elementwise"(%10, %arg6, %arg6) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
// GENERIC-NEXT:       %22 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%22) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
// GENERIC-NEXT:     %12 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %13 = "arith.addf"(%arg7, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:     %14:2 = "arith.mului_extended"(%arg9, %arg9) : (i32, i32) -> (i32, i32)
// GENERIC-NEXT:     %15:2 = "scf.execute_region"() ({
// GENERIC-NEXT:       "scf.yield"(%arg9, %arg9) : (i32, i32) -> ()
// GENERIC-NEXT:     }) : () -> (i32, i32)
// GENERIC-NEXT:     %16 = "arith.addi"(%15#1, %15#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %17 = "arith.addi"(%14#1, %14#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:     %18 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %19 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     "scf.for"(%18, %arg8, %19) ({
// GENERIC-NEXT:     ^bb0(%arg10: index):
// GENERIC-NEXT:       %20 = "arith.addf"(%arg7, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %21 = "arith.addi"(%14#1, %14#0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "scf.yield"() : () -> ()
// GENERIC-NEXT:     }) : (index, index, index) -> ()
// GENERIC-NEXT:     "func.return"(%11) : (tensor<8x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
