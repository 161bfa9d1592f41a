// Threaded printing (--xform-threads, src/syntax/printer.c): the functions
// of a module are printed in chunks on the context's threads and appended
// in order.  The threshold is lowered so that this small module is split
// (with --xform-threads=3 and 9 functions, several chunks per thread).  The
// functions repeat one explicit linalg.generic body (its ops are parsed
// once and shared as a view, whose value names each thread prints from its
// own copy), use #map aliases and name-hinted values; the @g functions use
// maps and sets first in an order that crosses chunks: aliases are numbered
// in the order one printer meets them.  The output must be
// the one-thread printer's in custom and generic form.
// RUN: %xform-interp %s -allow-unregistered-dialect --xform-threads=3 --xform-thread-min-ops=2 > %t.par
// RUN: %xform-interp %s -allow-unregistered-dialect --mlir-disable-threading > %t.one
// RUN: diff %t.par %t.one
// RUN: FileCheck %s < %t.par
// RUN: %xform-interp %s -allow-unregistered-dialect --xform-threads=3 --xform-thread-min-ops=2 -mlir-print-op-generic > %t.par
// RUN: %xform-interp %s -allow-unregistered-dialect --mlir-disable-threading -mlir-print-op-generic > %t.one
// RUN: diff %t.par %t.one
// RUN: %xform-interp %s -allow-unregistered-dialect --xform-threads=3 --xform-thread-min-ops=2 --transform-interpreter > %t.par
// RUN: %xform-interp %s -allow-unregistered-dialect --mlir-disable-threading --transform-interpreter > %t.one
// RUN: diff %t.par %t.one

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f0(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 0 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @f1(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 1 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @f2(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 2 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @f3(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 3 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @f4(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 4 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @f5(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 5 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @f6(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 6 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @f7(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 7 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @f8(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<8x8xf32>) outs(%b : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    %t = arith.mulf %s, %in : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  %c = arith.constant 8 : index
  %lo, %hi = "test.two"() : () -> (i32, i32)
  func.return %g : tensor<8x8xf32>
}
func.func @g0() {
  "test.op"() {m0 = affine_map<(d0) -> (d0 + 6)>} : () -> ()
  func.return
}
func.func @g1() {
  "test.op"() {m0 = affine_map<(d0) -> (d0 + 3)>, m1 = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  func.return
}
func.func @g2() {
  "test.op"() {m0 = affine_map<(d0) -> (d0 + 1)>, m1 = affine_map<(d0) -> (d0 + 4)>} : () -> ()
  func.return
}
func.func @g3() {
  "test.op"() {m0 = affine_map<(d0) -> (d0 + 2)>} : () -> ()
  func.return
}
func.func @g4() {
  "test.op"() {m0 = affine_set<(d0) : (d0 - 3 >= 0)>, m1 = affine_map<(d0) -> (d0 + 5)>} : () -> ()
  func.return
}
func.func @g5() {
  "test.op"() {m0 = affine_set<(d0) : (d0 - 1 >= 0)>} : () -> ()
  func.return
}
func.func @g6() {
  "test.op"() {m0 = affine_map<(d0) -> (d0 + 4)>, m1 = affine_set<(d0) : (d0 - 2 >= 0)>, m2 = affine_map<(d0) -> (d0 + 6)>} : () -> ()
  func.return
}
func.func @g7() {
  "test.op"() {m0 = affine_map<(d0) -> (d0 + 5)>, m1 = affine_map<(d0) -> (d0 + 1)>} : () -> ()
  func.return
}
func.func @g8() {
  "test.op"() {m0 = affine_map<(d0) -> (d0 + 2)>, m1 = affine_set<(d0) : (d0 - 1 >= 0)>, m2 = affine_map<(d0) -> (d0 + 3)>} : () -> ()
  func.return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %g "seen" : !transform.any_op
    transform.yield
  }
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 6)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 - 3 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 - 1 >= 0)>
// CHECK-NEXT: #set2 = affine_set<(d0) : (d0 - 2 >= 0)>
// CHECK-LABEL: func.func @f0(
// CHECK-LABEL: func.func @f8(
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8x8xf32>) outs(%arg1 : tensor<8x8xf32>) {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %in, %out : f32
// CHECK-NEXT: arith.mulf %[[S]], %in : f32
// CHECK: %c8 = arith.constant 8 : index
