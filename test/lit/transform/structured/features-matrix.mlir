// The captured features of every Linalg op of the predicate-matrix payload
// (rank, num_inputs, num_inits, dim[all] static sizes, init bitwidth,
// contraction dims, convolution dims with strides and dilations), read
// under failures(suppress) so that a failing classification leaves empty
// lists.  Remarks identical to mlir-opt 22's (CHECK lines generated from
// its output).
// RUN: %xform-interp %s --transform-interpreter 2>&1 >/dev/null | grep "remark:" | FileCheck %s
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


  transform.named_sequence @m(%op: !transform.any_op {transform.readonly}) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    %r:9 = transform.match.structured failures(suppress) %op : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %nin = transform.match.structured.num_inputs %s : (!transform.any_op) -> !transform.param<i64>
      %ninit = transform.match.structured.num_inits %s : (!transform.any_op) -> !transform.param<i64>
      %dims = transform.match.structured.dim %s[all] : (!transform.any_op) -> !transform.param<i64>
      %in = transform.match.structured.init %s[0] : (!transform.any_op) -> !transform.any_value
      %bw = transform.match.structured.elemental_bitwidth %in : (!transform.any_value) -> !transform.param<i64>
      %cb, %cm, %cn, %ck = transform.match.structured.classify_contraction_dims %s : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield %rank, %nin, %ninit, %dims, %cb, %cm, %cn, %ck, %bw : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
    }
    transform.yield %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8 : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
  }
  transform.named_sequence @m2(%op: !transform.any_op {transform.readonly}) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    %r:8 = transform.match.structured failures(suppress) %op : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) {
    ^bb0(%s: !transform.any_op):
      %1, %2, %3, %4, %5, %6, %7, %8 = transform.match.structured.classify_convolution_dims %s : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.match.structured.yield %1, %2, %3, %4, %5, %6, %7, %8 : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
    }
    transform.yield %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7 : !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>
  }

  transform.named_sequence @a(%op: !transform.any_op {transform.readonly}, %a0: !transform.param<i64> {transform.readonly}, %a1: !transform.param<i64> {transform.readonly}, %a2: !transform.param<i64> {transform.readonly}, %a3: !transform.param<i64> {transform.readonly}, %a4: !transform.param<i64> {transform.readonly}, %a5: !transform.param<i64> {transform.readonly}, %a6: !transform.param<i64> {transform.readonly}, %a7: !transform.param<i64> {transform.readonly}, %a8: !transform.param<i64> {transform.readonly}) {
    transform.debug.emit_param_as_remark %a0, "rank" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a1, "nin" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a2, "ninit" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a3, "dims" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a4, "cb" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a5, "cm" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a6, "cn" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a7, "ck" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a8, "bw" at %op : !transform.param<i64>, !transform.any_op
    transform.yield
  }
  transform.named_sequence @a2(%op: !transform.any_op {transform.readonly}, %a0: !transform.param<i64> {transform.readonly}, %a1: !transform.param<i64> {transform.readonly}, %a2: !transform.param<i64> {transform.readonly}, %a3: !transform.param<i64> {transform.readonly}, %a4: !transform.param<i64> {transform.readonly}, %a5: !transform.param<i64> {transform.readonly}, %a6: !transform.param<i64> {transform.readonly}, %a7: !transform.param<i64> {transform.readonly}) {
    transform.debug.emit_param_as_remark %a0, "vb" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a1, "voi" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a2, "voc" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a3, "vfl" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a4, "vic" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a5, "vd" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a6, "vs" at %op : !transform.param<i64>, !transform.any_op
    transform.debug.emit_param_as_remark %a7, "vdl" at %op : !transform.param<i64>, !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %l = transform.structured.match interface{LinalgOp} in %f : (!transform.any_op) -> !transform.any_op
    transform.foreach %l : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      %r:9 = transform.include @m failures(propagate) (%x) : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.include @a failures(propagate) (%x, %r#0, %r#1, %r#2, %r#3, %r#4, %r#5, %r#6, %r#7, %r#8) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> ()
      %q:8 = transform.include @m2 failures(propagate) (%x) : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      transform.include @a2 failures(propagate) (%x, %q#0, %q#1, %q#2, %q#3, %q#4, %q#5, %q#6, %q#7) : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> ()
    }
    transform.yield
  }
}
// CHECK: {{.*}}features-matrix.mlir:12:10: remark: rank 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: dims 4 : i64, 16 : i64, 8 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: cm 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: cn 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: ck 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:12:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: rank 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: dims 4 : i64, 16 : i64, 8 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: cm 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: cn 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: ck 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:13:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:14:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:15:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: cb 0 : i64, 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:16:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:17:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:18:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:19:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:20:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:23:10: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:29:11: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: rank 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: dims 4 : i64, 16 : i64, 8 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: cm 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: cn 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: ck 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:35:11: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: rank 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: dims 4 : i64, 16 : i64, 8 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: cm 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: cn 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: ck 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:44:11: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: rank 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: dims 4 : i64, 16 : i64, 8 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: cm 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: cn 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: ck 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:51:5: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: rank 7 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: dims 1 : i64, 7 : i64, 7 : i64, 8 : i64, 3 : i64, 3 : i64, 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: cm 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: cn 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: ck 6 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: vb 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: voi 1 : i64, 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: voc 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: vfl 4 : i64, 5 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: vic 6 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: vs 1 : i64, 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:52:11: remark: vdl 1 : i64, 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: rank 6 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: dims 1 : i64, 7 : i64, 7 : i64, 3 : i64, 3 : i64, 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: cb 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: cm 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: vb 0 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: voi 1 : i64, 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: vfl 4 : i64, 5 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: vd 3 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: vs 1 : i64, 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:53:11: remark: vdl 1 : i64, 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: nin 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: cb
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:54:11: remark: vdl
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: rank 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: nin 2 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: ninit 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: dims 4 : i64, 16 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: cb 0 : i64, 1 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: cm
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: cn
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: ck
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: bw 32 : i64
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: vb
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: voi
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: voc
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: vfl
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: vic
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: vd
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: vs
// CHECK-NEXT: {{.*}}features-matrix.mlir:60:11: remark: vdl
