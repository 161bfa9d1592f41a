// Every body / operand / dimension / result predicate (one foreach_match
// matcher each) over a matrix of payload ops: named ops (matmul f32/i8,
// fill, copy, add, exp, transpose, broadcast, reduce, elementwise, memref
// matmul, conv_2d_nhwc_hwcf, depthwise conv) and generics (broadcast mul,
// max reduction, matmul with cast chains, non-contraction 3-loop body,
// passthrough with linalg.index).  The set of (op, predicate) matches is
// exactly mlir-opt 22's (CHECK lines generated from its sorted output).
// RUN: %xform-interp %s --transform-interpreter 2>&1 >/dev/null | grep "remark:" | env LC_ALL=C sort | FileCheck %s
module attributes {transform.with_named_sequence} {

  func.func @p(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %v: tensor<16xf32>, %r: tensor<4xf32>,
               %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>, %m: memref<4x16xf32>, %k: f32,
               %i4: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x8xf32>, %o4: tensor<1x7x7x8xf32>, %dw: tensor<3x3x3xf32>, %od: tensor<1x7x7x3xf32>, %ma: memref<4x8xf32>, %mb: memref<8x16xf32>) {
    %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %1 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
    %2 = linalg.fill ins(%k : f32) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = linalg.copy ins(%c : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %4 = linalg.add ins(%c, %0 : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %5 = linalg.exp ins(%c : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    %6 = linalg.transpose ins(%c : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) permutation = [0, 1]
    %7 = linalg.broadcast ins(%v : tensor<16xf32>) outs(%c : tensor<4x16xf32>) dimensions = [0]
    %8 = linalg.reduce ins(%c : tensor<4x16xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
      (%x: f32, %y: f32) { %s = arith.addf %x, %y : f32
        linalg.yield %s : f32 }
    %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%v : tensor<16xf32>) outs(%c : tensor<4x16xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.mulf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4x16xf32>
    %10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
        ins(%c : tensor<4x16xf32>) outs(%r : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.maximumf %y, %x : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    %11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32):
      %e = arith.extf %x : f32 to f64
      %t = arith.truncf %e : f64 to f32
      %s = arith.mulf %t, %y : f32
      %u = arith.addf %z, %s : f32
      linalg.yield %u : f32
    } -> tensor<4x16xf32>
    %12 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
        ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32):
      %s = arith.addf %x, %y : f32
      %u = arith.maximumf %s, %z : f32
      linalg.yield %u : f32
    } -> tensor<4x16xf32>
    linalg.matmul ins(%ma, %mb : memref<4x8xf32>, memref<8x16xf32>) outs(%m : memref<4x16xf32>)
    %13 = linalg.conv_2d_nhwc_hwcf ins(%i4, %w : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o4 : tensor<1x7x7x8xf32>) -> tensor<1x7x7x8xf32>
    %14 = linalg.depthwise_conv_2d_nhwc_hwc ins(%i4, %dw : tensor<1x9x9x3xf32>, tensor<3x3x3xf32>) outs(%od : tensor<1x7x7x3xf32>) -> tensor<1x7x7x3xf32>
    %15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        ins(%c : tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) {
    ^bb0(%x: f32, %y: f32):
      %i = linalg.index 0 : index
      linalg.yield %x : f32
    } -> tensor<4x16xf32>
    %16 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%c, %c : tensor<4x16xf32>, tensor<4x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
    return
  }

  transform.named_sequence @m_passthrough(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {passthrough} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_passthrough(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "passthrough" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_elementwise(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {elementwise} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_elementwise(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "elementwise" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_red0(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {reduction_position = 0} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_red0(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "red0" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_contr(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_contr(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "contr" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_contri(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.body %s {contraction = ["arith.muli", "arith.addi"]} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_contri(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "contri" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_inproj(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.input %s[all] {projected_permutation} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_inproj(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "inproj" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_inperm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.input %s[all] {permutation} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_inperm(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "inperm" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_initperm(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.init %s[all] {permutation} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_initperm(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "initperm" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_cdims(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %1, %2, %3, %4 = transform.match.structured.classify_contraction_dims %s : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_cdims(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "cdims" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_vdims(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %1, %2, %3, %4, %5, %6, %7, %8 = transform.match.structured.classify_convolution_dims %s : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_vdims(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "vdims" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_par(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      transform.match.structured.dim %s[all] {parallel} : !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_par(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "par" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @m_res(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.structured %op : !transform.any_op {
    ^bb0(%s: !transform.any_op):
      %1 = transform.match.structured.result %s[0] {any} : (!transform.any_op) -> !transform.any_op
      transform.match.structured.yield
    }
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @a_res(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "res" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %f0 = transform.foreach_match in %f @m_passthrough -> @a_passthrough : (!transform.any_op) -> !transform.any_op
    %f1 = transform.foreach_match in %f0 @m_elementwise -> @a_elementwise : (!transform.any_op) -> !transform.any_op
    %f2 = transform.foreach_match in %f1 @m_red0 -> @a_red0 : (!transform.any_op) -> !transform.any_op
    %f3 = transform.foreach_match in %f2 @m_contr -> @a_contr : (!transform.any_op) -> !transform.any_op
    %f4 = transform.foreach_match in %f3 @m_contri -> @a_contri : (!transform.any_op) -> !transform.any_op
    %f5 = transform.foreach_match in %f4 @m_inproj -> @a_inproj : (!transform.any_op) -> !transform.any_op
    %f6 = transform.foreach_match in %f5 @m_inperm -> @a_inperm : (!transform.any_op) -> !transform.any_op
    %f7 = transform.foreach_match in %f6 @m_initperm -> @a_initperm : (!transform.any_op) -> !transform.any_op
    %f8 = transform.foreach_match in %f7 @m_cdims -> @a_cdims : (!transform.any_op) -> !transform.any_op
    %f9 = transform.foreach_match in %f8 @m_vdims -> @a_vdims : (!transform.any_op) -> !transform.any_op
    %f10 = transform.foreach_match in %f9 @m_par -> @a_par : (!transform.any_op) -> !transform.any_op
    %f11 = transform.foreach_match in %f10 @m_res -> @a_res : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
// CHECK: {{.*}}predicate-matrix.mlir:14:10: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:14:10: remark: contr
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:14:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:14:10: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:14:10: remark: res
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:15:10: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:15:10: remark: contri
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:15:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:15:10: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:16:10: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:16:10: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:16:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:16:10: remark: par
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:16:10: remark: passthrough
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:17:10: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:17:10: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:17:10: remark: inperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:17:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:17:10: remark: par
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:17:10: remark: passthrough
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:18:10: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:18:10: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:18:10: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:18:10: remark: inperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:18:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:18:10: remark: par
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:19:10: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:19:10: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:19:10: remark: inperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:19:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:19:10: remark: par
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:20:10: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:20:10: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:20:10: remark: inperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:20:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:20:10: remark: par
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:20:10: remark: passthrough
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:21:10: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:21:10: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:21:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:21:10: remark: par
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:21:10: remark: passthrough
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:22:10: remark: inperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:22:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:22:10: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:25:10: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:25:10: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:25:10: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:25:10: remark: par
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:25:10: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:31:11: remark: inperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:31:11: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:31:11: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:37:11: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:37:11: remark: contr
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:37:11: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:37:11: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:46:11: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:46:11: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:46:11: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:53:5: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:53:5: remark: contr
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:53:5: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:53:5: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:54:11: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:54:11: remark: contr
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:54:11: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:54:11: remark: vdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:55:11: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:55:11: remark: contr
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:55:11: remark: red0
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:55:11: remark: vdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:56:11: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:56:11: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:56:11: remark: inperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:56:11: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:56:11: remark: par
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:56:11: remark: passthrough
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:62:11: remark: cdims
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:62:11: remark: elementwise
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:62:11: remark: initperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:62:11: remark: inperm
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:62:11: remark: inproj
// CHECK-NEXT: {{.*}}predicate-matrix.mlir:62:11: remark: par
