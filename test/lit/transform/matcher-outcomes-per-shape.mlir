// foreach_match and collect_matching remember the outcome of a local
// matcher (one that reads only the matched op: its name, attributes, types
// and body) per op shape, and reuse it for later ops of that shape
// (src/transform/match_memo.c).  Four functions with the same ops: two
// generics with equal headers and different bodies (only the mul-add one
// is a contraction), elementwise (rank 2) and matmul (a contraction) named
// ops, and two `arith.addf` of one shape whose first operand comes from a
// mulf in one of them only: @match_add_of_mul looks at the producer, so it
// is not local and runs on each.  Annotations applied by the actions change
// the shape of the matched ops, which collect_matching then sees (8
// contractions: 4 generics annotated, 4 matmuls).  Output and remark as
// mlir-opt 22's.
// Expected output: mlir-opt 22.1.8 (matcher-outcomes-per-shape-mlir-opt-agrees.mlir runs it).
// RUN: %xform-interp --transform-interpreter %s 2>&1 | FileCheck %s

func.func @f0(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>, %u: f32, %v: f32) -> f32 {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.addf %x, %y : f32
    %s = arith.mulf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %p = arith.mulf %u, %v : f32
  %q = arith.addf %p, %u : f32
  %w = arith.addf %u, %p : f32
  %e = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %q : f32
}
func.func @f1(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>, %u: f32, %v: f32) -> f32 {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.addf %x, %y : f32
    %s = arith.mulf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %p = arith.mulf %u, %v : f32
  %q = arith.addf %p, %u : f32
  %w = arith.addf %u, %p : f32
  %e = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %q : f32
}
func.func @f2(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>, %u: f32, %v: f32) -> f32 {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.addf %x, %y : f32
    %s = arith.mulf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %p = arith.mulf %u, %v : f32
  %q = arith.addf %p, %u : f32
  %w = arith.addf %u, %p : f32
  %e = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %q : f32
}
func.func @f3(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>, %u: f32, %v: f32) -> f32 {
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.addf %x, %y : f32
    %s = arith.mulf %z, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %p = arith.mulf %u, %v : f32
  %q = arith.addf %p, %u : f32
  %w = arith.addf %u, %p : f32
  %e = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %mm = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %q : f32
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root
        @match_contraction -> @mark_contraction,
        @match_add_of_mul -> @mark_add_of_mul,
        @match_rank2 -> @mark_rank2
      : (!transform.any_op) -> !transform.any_op
    %all = transform.structured.match in %r : (!transform.any_op) -> !transform.any_op
    %found = transform.collect_matching @match_contraction in %r : (!transform.any_op) -> !transform.any_op
    %n = transform.num_associations %found : (!transform.any_op) -> !transform.param<i64>
    transform.debug.emit_param_as_remark %n, "contractions:" : !transform.param<i64>
    transform.yield
  }
  // Local: reads the op's rank, maps and body only.
  transform.named_sequence @match_contraction(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %c3 = transform.param.constant 3 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %c3 : !transform.param<i64>
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  // Not local: looks at the producer of the first operand.
  transform.named_sequence @match_add_of_mul(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addf"] : !transform.any_op
    %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %p ["arith.mulf"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  // Local, on named ops: rank 2 elementwise or matmul (rank 3).
  transform.named_sequence @match_rank2(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %c2 = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %c2 : !transform.param<i64>
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @mark_contraction(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "contraction" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @mark_add_of_mul(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "add_of_mul" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @mark_rank2(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "rank2" : !transform.any_op
    transform.yield
  }
}

// CHECK: remark: contractions: 8 : i64
// CHECK-LABEL: func.func @f0(
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) attrs =  {contraction} {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %8 = arith.addf %out, %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       %8 = arith.mulf %out, %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %2 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:     %3 = arith.addf %2, %arg3 {add_of_mul} : f32
// CHECK-NEXT:     %4 = arith.addf %arg3, %2 : f32
// CHECK-NEXT:     %5 = linalg.elementwise kind=#linalg.elementwise_kind<add> {rank2} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     %6 = linalg.matmul {contraction} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @f1(
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) attrs =  {contraction} {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %8 = arith.addf %out, %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       %8 = arith.mulf %out, %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %2 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:     %3 = arith.addf %2, %arg3 {add_of_mul} : f32
// CHECK-NEXT:     %4 = arith.addf %arg3, %2 : f32
// CHECK-NEXT:     %5 = linalg.elementwise kind=#linalg.elementwise_kind<add> {rank2} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     %6 = linalg.matmul {contraction} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @f2(
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) attrs =  {contraction} {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %8 = arith.addf %out, %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       %8 = arith.mulf %out, %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %2 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:     %3 = arith.addf %2, %arg3 {add_of_mul} : f32
// CHECK-NEXT:     %4 = arith.addf %arg3, %2 : f32
// CHECK-NEXT:     %5 = linalg.elementwise kind=#linalg.elementwise_kind<add> {rank2} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     %6 = linalg.matmul {contraction} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @f3(
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) attrs =  {contraction} {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %8 = arith.addf %out, %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %7 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       %8 = arith.mulf %out, %7 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<4x4xf32>
// CHECK-NEXT:     %2 = arith.mulf %arg3, %arg4 : f32
// CHECK-NEXT:     %3 = arith.addf %2, %arg3 {add_of_mul} : f32
// CHECK-NEXT:     %4 = arith.addf %arg3, %2 : f32
// CHECK-NEXT:     %5 = linalg.elementwise kind=#linalg.elementwise_kind<add> {rank2} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     %6 = linalg.matmul {contraction} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     return %3 : f32
// CHECK-NEXT:   }
