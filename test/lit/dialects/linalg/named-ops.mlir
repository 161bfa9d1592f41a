// Every named op of LLVM 22's LinalgNamedStructuredOps.yaml round-trips in
// custom syntax, and its implicit body (built when parsed) prints in generic
// form exactly as mlir-opt builds it, with the memoized indexing maps of the
// ops whose maps are static.
// Expected output: mlir-opt 22.1.8 (default and --mlir-print-op-generic).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func.func @copy(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.copy ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @fill(%a0: f32, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.fill ins(%a0 : f32) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @add(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.add ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @sub(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.sub ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @mul(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.mul ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @div(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.div ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @div_unsigned(%a0: tensor<?x?xi32>, %a1: tensor<?x?xi32>, %a2: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = linalg.div_unsigned ins(%a0, %a1 : tensor<?x?xi32>, tensor<?x?xi32>) outs(%a2 : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @max(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.max ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @min(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.min ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @powf(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.powf ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @select(%a0: tensor<?x?xi1>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>, %a3: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.select ins(%a0, %a1, %a2 : tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>) outs(%a3 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @exp(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.exp ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @log(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.log ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @abs(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.abs ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @ceil(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.ceil ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @floor(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.floor ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @negf(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.negf ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @reciprocal(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.reciprocal ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @round(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.round ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @sqrt(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.sqrt ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @rsqrt(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.rsqrt ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @square(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.square ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @tanh(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.tanh ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @erf(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.erf ins(%a0 : tensor<?x?xf32>) outs(%a1 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @quantized_matmul(%a0: tensor<?x?xi8>, %a1: tensor<?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = linalg.quantized_matmul ins(%a0, %a1, %a2, %a3 : tensor<?x?xi8>, tensor<?x?xi8>, i32, i32) outs(%a4 : tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @mmt4d(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?x?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.mmt4d ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @batch_mmt4d(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.batch_mmt4d ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @quantized_batch_matmul(%a0: tensor<?x?x?xi8>, %a1: tensor<?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = linalg.quantized_batch_matmul ins(%a0, %a1, %a2, %a3 : tensor<?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @matvec(%a0: tensor<?x?xf32>, %a1: tensor<?xf32>, %a2: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.matvec ins(%a0, %a1 : tensor<?x?xf32>, tensor<?xf32>) outs(%a2 : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @vecmat(%a0: tensor<?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.vecmat ins(%a0, %a1 : tensor<?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @batch_matvec(%a0: tensor<?x?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.batch_matvec ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @batch_vecmat(%a0: tensor<?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.batch_vecmat ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @dot(%a0: tensor<?xf32>, %a1: tensor<?xf32>, %a2: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a0, %a1 : tensor<?xf32>, tensor<?xf32>) outs(%a2 : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @conv_1d(%a0: tensor<?xf32>, %a1: tensor<?xf32>, %a2: tensor<?xf32>) -> tensor<?xf32> {
  %0 = linalg.conv_1d ins(%a0, %a1 : tensor<?xf32>, tensor<?xf32>) outs(%a2 : tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @conv_2d(%a0: tensor<?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.conv_2d ins(%a0, %a1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @conv_3d(%a0: tensor<?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.conv_3d ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @conv_1d_nwc_wcf(%a0: tensor<?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @conv_1d_ncw_fcw(%a0: tensor<?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @conv_2d_nhwc_hwcf(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?x?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @conv_2d_nhwc_fhwc(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?x?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @conv_2d_nhwc_hwcf_q(%a0: tensor<?x?x?x?xi8>, %a1: tensor<?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @conv_2d_nhwc_fhwc_q(%a0: tensor<?x?x?x?xi8>, %a1: tensor<?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @conv_2d_nchw_fchw_q(%a0: tensor<?x?x?x?xi8>, %a1: tensor<?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @conv_2d_nchw_fchw(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?x?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @conv_2d_ngchw_fgchw(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @conv_2d_ngchw_gfchw(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @conv_2d_nhwgc_gfhwc(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @conv_2d_nhwgc_gfhwc_q(%a0: tensor<?x?x?x?x?xi8>, %a1: tensor<?x?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @conv_2d_ngchw_gfchw_q(%a0: tensor<?x?x?x?x?xi8>, %a1: tensor<?x?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @conv_3d_ndhwc_dhwcf(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @conv_3d_ndhwc_dhwcf_q(%a0: tensor<?x?x?x?x?xi8>, %a1: tensor<?x?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1, %a2, %a3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @conv_3d_ncdhw_fcdhw(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @depthwise_conv_1d_nwc_wc(%a0: tensor<?x?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @depthwise_conv_1d_ncw_cw(%a0: tensor<?x?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @depthwise_conv_1d_nwc_wcm(%a0: tensor<?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @depthwise_conv_2d_nchw_chw(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc_q(%a0: tensor<?x?x?x?xi8>, %a1: tensor<?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @depthwise_conv_2d_nhwc_hwcm(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @depthwise_conv_2d_nhwc_hwcm_q(%a0: tensor<?x?x?x?xi8>, %a1: tensor<?x?x?x?xi8>, %a2: i32, %a3: i32, %a4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%a4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
  return %0 : tensor<?x?x?x?x?xi32>
}

func.func @depthwise_conv_3d_ndhwc_dhwc(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @depthwise_conv_3d_ncdhw_cdhw(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @depthwise_conv_3d_ndhwc_dhwcm(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?x?x?xf32>, %a2: tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?x?xf32>
}

func.func @pooling_nhwc_sum(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @pooling_nchw_sum(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @pooling_nhwc_max(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @pooling_nhwc_max_unsigned(%a0: tensor<?x?x?x?xi32>, %a1: tensor<?x?xi32>, %a2: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xi32>, tensor<?x?xi32>) outs(%a2 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @pooling_nchw_max(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @pooling_nhwc_min(%a0: tensor<?x?x?x?xf32>, %a1: tensor<?x?xf32>, %a2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%a2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

func.func @pooling_nhwc_min_unsigned(%a0: tensor<?x?x?x?xi32>, %a1: tensor<?x?xi32>, %a2: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : tensor<?x?x?x?xi32>, tensor<?x?xi32>) outs(%a2 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
  return %0 : tensor<?x?x?x?xi32>
}

func.func @pooling_nwc_sum(%a0: tensor<?x?x?xf32>, %a1: tensor<?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @pooling_ncw_sum(%a0: tensor<?x?x?xf32>, %a1: tensor<?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @pooling_nwc_max(%a0: tensor<?x?x?xf32>, %a1: tensor<?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @pooling_nwc_max_unsigned(%a0: tensor<?x?x?xi32>, %a1: tensor<?xi32>, %a2: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = linalg.pooling_nwc_max_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xi32>, tensor<?xi32>) outs(%a2 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @pooling_ncw_max(%a0: tensor<?x?x?xf32>, %a1: tensor<?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @pooling_nwc_min(%a0: tensor<?x?x?xf32>, %a1: tensor<?xf32>, %a2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = linalg.pooling_nwc_min {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%a2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

func.func @pooling_nwc_min_unsigned(%a0: tensor<?x?x?xi32>, %a1: tensor<?xi32>, %a2: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : tensor<?x?x?xi32>, tensor<?xi32>) outs(%a2 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @pooling_ndhwc_sum(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @pooling_ndhwc_max(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.pooling_ndhwc_max {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @pooling_ndhwc_min(%a0: tensor<?x?x?x?x?xf32>, %a1: tensor<?x?x?xf32>, %a2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
  %0 = linalg.pooling_ndhwc_min {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%a2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
  return %0 : tensor<?x?x?x?x?xf32>
}

func.func @fill_rng_2d(%a0: f64, %a1: f64, %a2: i32, %a3: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.fill_rng_2d ins(%a0, %a1, %a2 : f64, f64, i32) outs(%a3 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @copy(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.copy ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fill(%arg0: f32, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.fill ins(%arg0 : f32) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @add(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.add ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sub(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.sub ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mul(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.mul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @div(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.div ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @div_unsigned(%arg0: tensor<?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?xi32>) -> tensor<?x?xi32> {
// CHECK-NEXT:     %0 = linalg.div_unsigned ins(%arg0, %arg1 : tensor<?x?xi32>, tensor<?x?xi32>) outs(%arg2 : tensor<?x?xi32>) -> tensor<?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @max(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.max ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @min(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.min ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @powf(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.powf ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @select(%arg0: tensor<?x?xi1>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>, %arg3: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.select ins(%arg0, %arg1, %arg2 : tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg3 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exp(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.exp ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @log(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.log ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @abs(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.abs ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ceil(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.ceil ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @floor(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.floor ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @negf(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.negf ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reciprocal(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.reciprocal ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @round(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.round ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sqrt(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.sqrt ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @rsqrt(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.rsqrt ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @square(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.square ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @tanh(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.tanh ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @erf(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.erf ins(%arg0 : tensor<?x?xf32>) outs(%arg1 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @quantized_matmul(%arg0: tensor<?x?xi8>, %arg1: tensor<?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?xi32>) -> tensor<?x?xi32> {
// CHECK-NEXT:     %0 = linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?xi8>, tensor<?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?xi32>) -> tensor<?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mmt4d(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.mmt4d ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @batch_mmt4d(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.batch_mmt4d ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @quantized_batch_matmul(%arg0: tensor<?x?x?xi8>, %arg1: tensor<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @matvec(%arg0: tensor<?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = linalg.matvec ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return %0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @vecmat(%arg0: tensor<?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = linalg.vecmat ins(%arg0, %arg1 : tensor<?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return %0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @batch_matvec(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.batch_matvec ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @batch_vecmat(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.batch_vecmat ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dot(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<f32>) -> tensor<f32> {
// CHECK-NEXT:     %0 = linalg.dot ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT:     return %0 : tensor<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_1d(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_1d ins(%arg0, %arg1 : tensor<?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return %0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_2d ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_3d(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_3d ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_1d_nwc_wcf(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_1d_ncw_fcw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_nhwc_hwcf(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_nhwc_fhwc(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_nchw_fchw_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_nchw_fchw(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_ngchw_fgchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_ngchw_gfchw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_nhwgc_gfhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_nhwgc_gfhwc_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_nhwgc_gfhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_2d_ngchw_gfchw_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_3d_ndhwc_dhwcf(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_3d_ndhwc_dhwcf_q(%arg0: tensor<?x?x?x?x?xi8>, %arg1: tensor<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.conv_3d_ndhwc_dhwcf_q {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv_3d_ncdhw_fcdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_1d_nwc_wc(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_1d_ncw_cw(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_1d_nwc_wcm(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_2d_nhwc_hwc(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_2d_nchw_chw(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<?x?x?x?xi8>, %arg1: tensor<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32) outs(%arg4 : tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_3d_ndhwc_dhwc(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?x?x?xf32>, %arg2: tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nhwc_sum(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nchw_sum(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nhwc_max(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nhwc_max_unsigned(%arg0: tensor<?x?x?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xi32>, tensor<?x?xi32>) outs(%arg2 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nchw_max(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nhwc_min(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nhwc_min_unsigned(%arg0: tensor<?x?x?x?xi32>, %arg1: tensor<?x?xi32>, %arg2: tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?xi32>, tensor<?x?xi32>) outs(%arg2 : tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nwc_sum(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_nwc_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_ncw_sum(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nwc_max(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_nwc_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nwc_max_unsigned(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?xi32>, %arg2: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.pooling_nwc_max_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xi32>, tensor<?xi32>) outs(%arg2 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_ncw_max(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_ncw_max {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nwc_min(%arg0: tensor<?x?x?xf32>, %arg1: tensor<?xf32>, %arg2: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_nwc_min {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xf32>, tensor<?xf32>) outs(%arg2 : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_nwc_min_unsigned(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?xi32>, %arg2: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
// CHECK-NEXT:     %0 = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<?x?x?xi32>, tensor<?xi32>) outs(%arg2 : tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
// CHECK-NEXT:     return %0 : tensor<?x?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_ndhwc_sum(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_ndhwc_max(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_ndhwc_max {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pooling_ndhwc_min(%arg0: tensor<?x?x?x?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32> {
// CHECK-NEXT:     %0 = linalg.pooling_ndhwc_min {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?x?x?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fill_rng_2d(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// GENERIC-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// GENERIC-NEXT: #map2 = affine_map<(d0, d1, d2) -> ()>
// GENERIC-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GENERIC-NEXT: #map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// GENERIC-NEXT: #map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// GENERIC-NEXT: #map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// GENERIC-NEXT: #map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// GENERIC-NEXT: #map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-NEXT: #map11 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-NEXT: #map12 = affine_map<(d0, d1, d2, d3) -> ()>
// GENERIC-NEXT: #map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-NEXT: #map14 = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: #map15 = affine_map<(d0, d1) -> (d1)>
// GENERIC-NEXT: #map16 = affine_map<(d0, d1) -> (d0)>
// GENERIC-NEXT: #map17 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #map18 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// GENERIC-NEXT: #map19 = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// GENERIC-NEXT: #map20 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map21 = affine_map<(d0) -> ()>
// GENERIC-NEXT: #map22 = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-NEXT: #map23 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// GENERIC-NEXT: #map24 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GENERIC-NEXT: #map25 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// GENERIC-NEXT: #map26 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d2 + d5)>
// GENERIC-NEXT: #map27 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
// GENERIC-NEXT: #map28 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// GENERIC-NEXT: #map29 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d4)>
// GENERIC-NEXT: #map30 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// GENERIC-NEXT: #map31 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GENERIC-NEXT: #map32 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d2 * 2 + d4)>
// GENERIC-NEXT: #map33 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4)>
// GENERIC-NEXT: #map34 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
// GENERIC-NEXT: #map35 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// GENERIC-NEXT: #map36 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map37 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
// GENERIC-NEXT: #map38 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GENERIC-NEXT: #map39 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
// GENERIC-NEXT: #map40 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC-NEXT: #map41 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 * 2 + d7)>
// GENERIC-NEXT: #map42 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d2, d1, d5, d6, d7)>
// GENERIC-NEXT: #map43 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map44 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GENERIC-NEXT: #map45 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d3, d7)>
// GENERIC-NEXT: #map46 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
// GENERIC-NEXT: #map47 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// GENERIC-NEXT: #map48 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d3 * 2 + d7, d8)>
// GENERIC-NEXT: #map49 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
// GENERIC-NEXT: #map50 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map51 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
// GENERIC-NEXT: #map52 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 * 2 + d6, d3 * 2 + d7, d4 * 2 + d8)>
// GENERIC-NEXT: #map53 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>
// GENERIC-NEXT: #map54 = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + d3, d2)>
// GENERIC-NEXT: #map55 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
// GENERIC-NEXT: #map56 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1 * 2 + d3)>
// GENERIC-NEXT: #map57 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>
// GENERIC-NEXT: #map58 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d4, d2)>
// GENERIC-NEXT: #map59 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
// GENERIC-NEXT: #map60 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map61 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// GENERIC-NEXT: #map62 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GENERIC-NEXT: #map63 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-NEXT: #map64 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 * 2 + d4, d2 * 2 + d5)>
// GENERIC-NEXT: #map65 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
// GENERIC-NEXT: #map66 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
// GENERIC-NEXT: #map67 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d3)>
// GENERIC-NEXT: #map68 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
// GENERIC-NEXT: #map69 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
// GENERIC-NEXT: #map70 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3 * 2 + d6, d7)>
// GENERIC-NEXT: #map71 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d4, d5, d6, d7)>
// GENERIC-NEXT: #map72 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d7)>
// GENERIC-NEXT: #map73 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 * 2 + d4, d2 * 2 + d5, d3 * 2 + d6)>
// GENERIC-NEXT: #map74 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
// GENERIC-NEXT: #map75 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
// GENERIC-NEXT: #map76 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
// GENERIC-NEXT: #map77 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-NEXT: #map78 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
// GENERIC-NEXT: #map79 = affine_map<(d0, d1, d2, d3) -> (d3)>
// GENERIC-NEXT: #map80 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2 * 2 + d3)>
// GENERIC-NEXT: #map81 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 * 2 + d5, d2 * 2 + d6, d3 * 2 + d7, d4)>
// GENERIC-NEXT: #map82 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
// GENERIC-NEXT: #map83 = affine_map<(d0, d1) -> ()>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "copy"}> ({
// GENERIC-NEXT:   ^bb0(%arg496: tensor<?x?xf32>, %arg497: tensor<?x?xf32>):
// GENERIC-NEXT:     %266 = "linalg.copy"(%arg496, %arg497) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg498: f32, %arg499: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg498) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%266) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (f32, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "fill"}> ({
// GENERIC-NEXT:   ^bb0(%arg492: f32, %arg493: tensor<?x?xf32>):
// GENERIC-NEXT:     %265 = "linalg.fill"(%arg492, %arg493) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg494: f32, %arg495: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg494) : (f32) -> ()
// GENERIC-NEXT:     }) : (f32, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%265) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "add"}> ({
// GENERIC-NEXT:   ^bb0(%arg486: tensor<?x?xf32>, %arg487: tensor<?x?xf32>, %arg488: tensor<?x?xf32>):
// GENERIC-NEXT:     %263 = "linalg.add"(%arg486, %arg487, %arg488) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg489: f32, %arg490: f32, %arg491: f32):
// GENERIC-NEXT:       %264 = "arith.addf"(%arg489, %arg490) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%264) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%263) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "sub"}> ({
// GENERIC-NEXT:   ^bb0(%arg480: tensor<?x?xf32>, %arg481: tensor<?x?xf32>, %arg482: tensor<?x?xf32>):
// GENERIC-NEXT:     %261 = "linalg.sub"(%arg480, %arg481, %arg482) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg483: f32, %arg484: f32, %arg485: f32):
// GENERIC-NEXT:       %262 = "arith.subf"(%arg483, %arg484) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%262) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%261) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "mul"}> ({
// GENERIC-NEXT:   ^bb0(%arg474: tensor<?x?xf32>, %arg475: tensor<?x?xf32>, %arg476: tensor<?x?xf32>):
// GENERIC-NEXT:     %259 = "linalg.mul"(%arg474, %arg475, %arg476) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg477: f32, %arg478: f32, %arg479: f32):
// GENERIC-NEXT:       %260 = "arith.mulf"(%arg477, %arg478) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%260) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%259) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "div"}> ({
// GENERIC-NEXT:   ^bb0(%arg468: tensor<?x?xf32>, %arg469: tensor<?x?xf32>, %arg470: tensor<?x?xf32>):
// GENERIC-NEXT:     %257 = "linalg.div"(%arg468, %arg469, %arg470) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg471: f32, %arg472: f32, %arg473: f32):
// GENERIC-NEXT:       %258 = "arith.divf"(%arg471, %arg472) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%258) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%257) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>, sym_name = "div_unsigned"}> ({
// GENERIC-NEXT:   ^bb0(%arg462: tensor<?x?xi32>, %arg463: tensor<?x?xi32>, %arg464: tensor<?x?xi32>):
// GENERIC-NEXT:     %255 = "linalg.div_unsigned"(%arg462, %arg463, %arg464) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg465: i32, %arg466: i32, %arg467: i32):
// GENERIC-NEXT:       %256 = "arith.divui"(%arg465, %arg466) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%256) : (i32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xi32>, tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
// GENERIC-NEXT:     "func.return"(%255) : (tensor<?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "max"}> ({
// GENERIC-NEXT:   ^bb0(%arg456: tensor<?x?xf32>, %arg457: tensor<?x?xf32>, %arg458: tensor<?x?xf32>):
// GENERIC-NEXT:     %253 = "linalg.max"(%arg456, %arg457, %arg458) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg459: f32, %arg460: f32, %arg461: f32):
// GENERIC-NEXT:       %254 = "arith.maximumf"(%arg459, %arg460) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%254) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%253) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "min"}> ({
// GENERIC-NEXT:   ^bb0(%arg450: tensor<?x?xf32>, %arg451: tensor<?x?xf32>, %arg452: tensor<?x?xf32>):
// GENERIC-NEXT:     %251 = "linalg.min"(%arg450, %arg451, %arg452) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg453: f32, %arg454: f32, %arg455: f32):
// GENERIC-NEXT:       %252 = "arith.minimumf"(%arg453, %arg454) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%252) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%251) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "powf"}> ({
// GENERIC-NEXT:   ^bb0(%arg444: tensor<?x?xf32>, %arg445: tensor<?x?xf32>, %arg446: tensor<?x?xf32>):
// GENERIC-NEXT:     %249 = "linalg.powf"(%arg444, %arg445, %arg446) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg447: f32, %arg448: f32, %arg449: f32):
// GENERIC-NEXT:       %250 = "math.powf"(%arg447, %arg448) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%250) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%249) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "select"}> ({
// GENERIC-NEXT:   ^bb0(%arg436: tensor<?x?xi1>, %arg437: tensor<?x?xf32>, %arg438: tensor<?x?xf32>, %arg439: tensor<?x?xf32>):
// GENERIC-NEXT:     %247 = "linalg.select"(%arg436, %arg437, %arg438, %arg439) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg440: i1, %arg441: f32, %arg442: f32, %arg443: f32):
// GENERIC-NEXT:       %248 = "arith.select"(%arg440, %arg441, %arg442) : (i1, f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%248) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xi1>, tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%247) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "exp"}> ({
// GENERIC-NEXT:   ^bb0(%arg432: tensor<?x?xf32>, %arg433: tensor<?x?xf32>):
// GENERIC-NEXT:     %245 = "linalg.exp"(%arg432, %arg433) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg434: f32, %arg435: f32):
// GENERIC-NEXT:       %246 = "math.exp"(%arg434) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%246) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%245) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "log"}> ({
// GENERIC-NEXT:   ^bb0(%arg428: tensor<?x?xf32>, %arg429: tensor<?x?xf32>):
// GENERIC-NEXT:     %243 = "linalg.log"(%arg428, %arg429) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg430: f32, %arg431: f32):
// GENERIC-NEXT:       %244 = "math.log"(%arg430) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%244) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%243) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "abs"}> ({
// GENERIC-NEXT:   ^bb0(%arg424: tensor<?x?xf32>, %arg425: tensor<?x?xf32>):
// GENERIC-NEXT:     %241 = "linalg.abs"(%arg424, %arg425) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg426: f32, %arg427: f32):
// GENERIC-NEXT:       %242 = "math.absf"(%arg426) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%242) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%241) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "ceil"}> ({
// GENERIC-NEXT:   ^bb0(%arg420: tensor<?x?xf32>, %arg421: tensor<?x?xf32>):
// GENERIC-NEXT:     %239 = "linalg.ceil"(%arg420, %arg421) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg422: f32, %arg423: f32):
// GENERIC-NEXT:       %240 = "math.ceil"(%arg422) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%240) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%239) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "floor"}> ({
// GENERIC-NEXT:   ^bb0(%arg416: tensor<?x?xf32>, %arg417: tensor<?x?xf32>):
// GENERIC-NEXT:     %237 = "linalg.floor"(%arg416, %arg417) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg418: f32, %arg419: f32):
// GENERIC-NEXT:       %238 = "math.floor"(%arg418) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%238) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%237) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "negf"}> ({
// GENERIC-NEXT:   ^bb0(%arg412: tensor<?x?xf32>, %arg413: tensor<?x?xf32>):
// GENERIC-NEXT:     %235 = "linalg.negf"(%arg412, %arg413) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg414: f32, %arg415: f32):
// GENERIC-NEXT:       %236 = "arith.negf"(%arg414) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%236) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%235) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "reciprocal"}> ({
// GENERIC-NEXT:   ^bb0(%arg408: tensor<?x?xf32>, %arg409: tensor<?x?xf32>):
// GENERIC-NEXT:     %232 = "linalg.reciprocal"(%arg408, %arg409) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg410: f32, %arg411: f32):
// GENERIC-NEXT:       %233 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
// GENERIC-NEXT:       %234 = "arith.divf"(%233, %arg410) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%234) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%232) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "round"}> ({
// GENERIC-NEXT:   ^bb0(%arg404: tensor<?x?xf32>, %arg405: tensor<?x?xf32>):
// GENERIC-NEXT:     %230 = "linalg.round"(%arg404, %arg405) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg406: f32, %arg407: f32):
// GENERIC-NEXT:       %231 = "math.round"(%arg406) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%231) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%230) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "sqrt"}> ({
// GENERIC-NEXT:   ^bb0(%arg400: tensor<?x?xf32>, %arg401: tensor<?x?xf32>):
// GENERIC-NEXT:     %228 = "linalg.sqrt"(%arg400, %arg401) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg402: f32, %arg403: f32):
// GENERIC-NEXT:       %229 = "math.sqrt"(%arg402) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%229) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%228) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "rsqrt"}> ({
// GENERIC-NEXT:   ^bb0(%arg396: tensor<?x?xf32>, %arg397: tensor<?x?xf32>):
// GENERIC-NEXT:     %226 = "linalg.rsqrt"(%arg396, %arg397) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg398: f32, %arg399: f32):
// GENERIC-NEXT:       %227 = "math.rsqrt"(%arg398) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%227) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%226) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "square"}> ({
// GENERIC-NEXT:   ^bb0(%arg392: tensor<?x?xf32>, %arg393: tensor<?x?xf32>):
// GENERIC-NEXT:     %224 = "linalg.square"(%arg392, %arg393) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg394: f32, %arg395: f32):
// GENERIC-NEXT:       %225 = "arith.mulf"(%arg394, %arg394) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%225) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%224) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "tanh"}> ({
// GENERIC-NEXT:   ^bb0(%arg388: tensor<?x?xf32>, %arg389: tensor<?x?xf32>):
// GENERIC-NEXT:     %222 = "linalg.tanh"(%arg388, %arg389) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg390: f32, %arg391: f32):
// GENERIC-NEXT:       %223 = "math.tanh"(%arg390) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%223) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%222) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "erf"}> ({
// GENERIC-NEXT:   ^bb0(%arg384: tensor<?x?xf32>, %arg385: tensor<?x?xf32>):
// GENERIC-NEXT:     %220 = "linalg.erf"(%arg384, %arg385) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg386: f32, %arg387: f32):
// GENERIC-NEXT:       %221 = "math.erf"(%arg386) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%221) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%220) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xi8>, tensor<?x?xi8>, i32, i32, tensor<?x?xi32>) -> tensor<?x?xi32>, sym_name = "quantized_matmul"}> ({
// GENERIC-NEXT:   ^bb0(%arg374: tensor<?x?xi8>, %arg375: tensor<?x?xi8>, %arg376: i32, %arg377: i32, %arg378: tensor<?x?xi32>):
// GENERIC-NEXT:     %213 = "linalg.quantized_matmul"(%arg374, %arg375, %arg376, %arg377, %arg378) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg379: i8, %arg380: i8, %arg381: i32, %arg382: i32, %arg383: i32):
// GENERIC-NEXT:       %214 = "arith.extsi"(%arg379) : (i8) -> i32
// GENERIC-NEXT:       %215 = "arith.subi"(%214, %arg381) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %216 = "arith.extsi"(%arg380) : (i8) -> i32
// GENERIC-NEXT:       %217 = "arith.subi"(%216, %arg382) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %218 = "arith.muli"(%215, %217) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %219 = "arith.addi"(%arg383, %218) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%219) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map, #map1, #map2, #map2, #map3]} : (tensor<?x?xi8>, tensor<?x?xi8>, i32, i32, tensor<?x?xi32>) -> tensor<?x?xi32>
// GENERIC-NEXT:     "func.return"(%213) : (tensor<?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "mmt4d"}> ({
// GENERIC-NEXT:   ^bb0(%arg368: tensor<?x?x?x?xf32>, %arg369: tensor<?x?x?x?xf32>, %arg370: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %210 = "linalg.mmt4d"(%arg368, %arg369, %arg370) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg371: f32, %arg372: f32, %arg373: f32):
// GENERIC-NEXT:       %211 = "arith.mulf"(%arg371, %arg372) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %212 = "arith.addf"(%arg373, %211) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%212) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map4, #map5, #map6]} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%210) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "batch_mmt4d"}> ({
// GENERIC-NEXT:   ^bb0(%arg362: tensor<?x?x?x?x?xf32>, %arg363: tensor<?x?x?x?x?xf32>, %arg364: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %207 = "linalg.batch_mmt4d"(%arg362, %arg363, %arg364) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg365: f32, %arg366: f32, %arg367: f32):
// GENERIC-NEXT:       %208 = "arith.mulf"(%arg365, %arg366) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %209 = "arith.addf"(%arg367, %208) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%209) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map7, #map8, #map9]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%207) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xi8>, tensor<?x?x?xi8>, i32, i32, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>, sym_name = "quantized_batch_matmul"}> ({
// GENERIC-NEXT:   ^bb0(%arg352: tensor<?x?x?xi8>, %arg353: tensor<?x?x?xi8>, %arg354: i32, %arg355: i32, %arg356: tensor<?x?x?xi32>):
// GENERIC-NEXT:     %200 = "linalg.quantized_batch_matmul"(%arg352, %arg353, %arg354, %arg355, %arg356) <{operandSegmentSizes = array<i32: 4, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg357: i8, %arg358: i8, %arg359: i32, %arg360: i32, %arg361: i32):
// GENERIC-NEXT:       %201 = "arith.extsi"(%arg357) : (i8) -> i32
// GENERIC-NEXT:       %202 = "arith.subi"(%201, %arg359) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %203 = "arith.extsi"(%arg358) : (i8) -> i32
// GENERIC-NEXT:       %204 = "arith.subi"(%203, %arg360) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %205 = "arith.muli"(%202, %204) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %206 = "arith.addi"(%arg361, %205) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%206) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map10, #map11, #map12, #map12, #map13]} : (tensor<?x?x?xi8>, tensor<?x?x?xi8>, i32, i32, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%200) : (tensor<?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>, sym_name = "matvec"}> ({
// GENERIC-NEXT:   ^bb0(%arg346: tensor<?x?xf32>, %arg347: tensor<?xf32>, %arg348: tensor<?xf32>):
// GENERIC-NEXT:     %197 = "linalg.matvec"(%arg346, %arg347, %arg348) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg349: f32, %arg350: f32, %arg351: f32):
// GENERIC-NEXT:       %198 = "arith.mulf"(%arg349, %arg350) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %199 = "arith.addf"(%arg351, %198) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%199) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map14, #map15, #map16]} : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT:     "func.return"(%197) : (tensor<?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>, sym_name = "vecmat"}> ({
// GENERIC-NEXT:   ^bb0(%arg340: tensor<?xf32>, %arg341: tensor<?x?xf32>, %arg342: tensor<?xf32>):
// GENERIC-NEXT:     %194 = "linalg.vecmat"(%arg340, %arg341, %arg342) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg343: f32, %arg344: f32, %arg345: f32):
// GENERIC-NEXT:       %195 = "arith.mulf"(%arg343, %arg344) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %196 = "arith.addf"(%arg345, %195) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%196) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map15, #map17, #map16]} : (tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT:     "func.return"(%194) : (tensor<?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "batch_matvec"}> ({
// GENERIC-NEXT:   ^bb0(%arg334: tensor<?x?x?xf32>, %arg335: tensor<?x?xf32>, %arg336: tensor<?x?xf32>):
// GENERIC-NEXT:     %191 = "linalg.batch_matvec"(%arg334, %arg335, %arg336) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg337: f32, %arg338: f32, %arg339: f32):
// GENERIC-NEXT:       %192 = "arith.mulf"(%arg337, %arg338) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %193 = "arith.addf"(%arg339, %192) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%193) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map18, #map, #map3]} : (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%191) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "batch_vecmat"}> ({
// GENERIC-NEXT:   ^bb0(%arg328: tensor<?x?xf32>, %arg329: tensor<?x?x?xf32>, %arg330: tensor<?x?xf32>):
// GENERIC-NEXT:     %188 = "linalg.batch_vecmat"(%arg328, %arg329, %arg330) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg331: f32, %arg332: f32, %arg333: f32):
// GENERIC-NEXT:       %189 = "arith.mulf"(%arg331, %arg332) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %190 = "arith.addf"(%arg333, %189) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%190) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map, #map19, #map3]} : (tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%188) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?xf32>, tensor<?xf32>, tensor<f32>) -> tensor<f32>, sym_name = "dot"}> ({
// GENERIC-NEXT:   ^bb0(%arg322: tensor<?xf32>, %arg323: tensor<?xf32>, %arg324: tensor<f32>):
// GENERIC-NEXT:     %185 = "linalg.dot"(%arg322, %arg323, %arg324) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg325: f32, %arg326: f32, %arg327: f32):
// GENERIC-NEXT:       %186 = "arith.mulf"(%arg325, %arg326) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %187 = "arith.addf"(%arg327, %186) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%187) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map20, #map20, #map21]} : (tensor<?xf32>, tensor<?xf32>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT:     "func.return"(%185) : (tensor<f32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>, sym_name = "conv_1d"}> ({
// GENERIC-NEXT:   ^bb0(%arg316: tensor<?xf32>, %arg317: tensor<?xf32>, %arg318: tensor<?xf32>):
// GENERIC-NEXT:     %182 = "linalg.conv_1d"(%arg316, %arg317, %arg318) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg319: f32, %arg320: f32, %arg321: f32):
// GENERIC-NEXT:       %183 = "arith.mulf"(%arg319, %arg320) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %184 = "arith.addf"(%arg321, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%184) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map22, #map15, #map16]} : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// GENERIC-NEXT:     "func.return"(%182) : (tensor<?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "conv_2d"}> ({
// GENERIC-NEXT:   ^bb0(%arg310: tensor<?x?xf32>, %arg311: tensor<?x?xf32>, %arg312: tensor<?x?xf32>):
// GENERIC-NEXT:     %179 = "linalg.conv_2d"(%arg310, %arg311, %arg312) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg313: f32, %arg314: f32, %arg315: f32):
// GENERIC-NEXT:       %180 = "arith.mulf"(%arg313, %arg314) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %181 = "arith.addf"(%arg315, %180) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%181) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map23, #map24, #map25]} : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%179) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "conv_3d"}> ({
// GENERIC-NEXT:   ^bb0(%arg304: tensor<?x?x?xf32>, %arg305: tensor<?x?x?xf32>, %arg306: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %176 = "linalg.conv_3d"(%arg304, %arg305, %arg306) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg307: f32, %arg308: f32, %arg309: f32):
// GENERIC-NEXT:       %177 = "arith.mulf"(%arg307, %arg308) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %178 = "arith.addf"(%arg309, %177) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%178) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map26, #map27, #map28]} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%176) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "conv_1d_nwc_wcf"}> ({
// GENERIC-NEXT:   ^bb0(%arg298: tensor<?x?x?xf32>, %arg299: tensor<?x?x?xf32>, %arg300: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %173 = "linalg.conv_1d_nwc_wcf"(%arg298, %arg299, %arg300) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg301: f32, %arg302: f32, %arg303: f32):
// GENERIC-NEXT:       %174 = "arith.mulf"(%arg301, %arg302) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %175 = "arith.addf"(%arg303, %174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%175) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map29, #map30, #map31]} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%173) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "conv_1d_ncw_fcw"}> ({
// GENERIC-NEXT:   ^bb0(%arg292: tensor<?x?x?xf32>, %arg293: tensor<?x?x?xf32>, %arg294: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %170 = "linalg.conv_1d_ncw_fcw"(%arg292, %arg293, %arg294) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg295: f32, %arg296: f32, %arg297: f32):
// GENERIC-NEXT:       %171 = "arith.mulf"(%arg295, %arg296) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %172 = "arith.addf"(%arg297, %171) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%172) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map32, #map33, #map31]} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%170) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "conv_2d_nhwc_hwcf"}> ({
// GENERIC-NEXT:   ^bb0(%arg286: tensor<?x?x?x?xf32>, %arg287: tensor<?x?x?x?xf32>, %arg288: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %167 = "linalg.conv_2d_nhwc_hwcf"(%arg286, %arg287, %arg288) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg289: f32, %arg290: f32, %arg291: f32):
// GENERIC-NEXT:       %168 = "arith.mulf"(%arg289, %arg290) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %169 = "arith.addf"(%arg291, %168) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%169) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map34, #map35, #map36]} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%167) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "conv_2d_nhwc_fhwc"}> ({
// GENERIC-NEXT:   ^bb0(%arg280: tensor<?x?x?x?xf32>, %arg281: tensor<?x?x?x?xf32>, %arg282: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %164 = "linalg.conv_2d_nhwc_fhwc"(%arg280, %arg281, %arg282) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg283: f32, %arg284: f32, %arg285: f32):
// GENERIC-NEXT:       %165 = "arith.mulf"(%arg283, %arg284) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %166 = "arith.addf"(%arg285, %165) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%166) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map34, #map37, #map36]} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%164) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "conv_2d_nhwc_hwcf_q"}> ({
// GENERIC-NEXT:   ^bb0(%arg270: tensor<?x?x?x?xi8>, %arg271: tensor<?x?x?x?xi8>, %arg272: i32, %arg273: i32, %arg274: tensor<?x?x?x?xi32>):
// GENERIC-NEXT:     %157 = "linalg.conv_2d_nhwc_hwcf_q"(%arg270, %arg271, %arg272, %arg273, %arg274) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg275: i8, %arg276: i8, %arg277: i32, %arg278: i32, %arg279: i32):
// GENERIC-NEXT:       %158 = "arith.extsi"(%arg275) : (i8) -> i32
// GENERIC-NEXT:       %159 = "arith.subi"(%158, %arg277) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %160 = "arith.extsi"(%arg276) : (i8) -> i32
// GENERIC-NEXT:       %161 = "arith.subi"(%160, %arg278) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %162 = "arith.muli"(%159, %161) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %163 = "arith.addi"(%arg279, %162) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%163) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map34, #map35, #map38, #map38, #map36]} : (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%157) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "conv_2d_nhwc_fhwc_q"}> ({
// GENERIC-NEXT:   ^bb0(%arg260: tensor<?x?x?x?xi8>, %arg261: tensor<?x?x?x?xi8>, %arg262: i32, %arg263: i32, %arg264: tensor<?x?x?x?xi32>):
// GENERIC-NEXT:     %150 = "linalg.conv_2d_nhwc_fhwc_q"(%arg260, %arg261, %arg262, %arg263, %arg264) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg265: i8, %arg266: i8, %arg267: i32, %arg268: i32, %arg269: i32):
// GENERIC-NEXT:       %151 = "arith.extsi"(%arg265) : (i8) -> i32
// GENERIC-NEXT:       %152 = "arith.subi"(%151, %arg267) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %153 = "arith.extsi"(%arg266) : (i8) -> i32
// GENERIC-NEXT:       %154 = "arith.subi"(%153, %arg268) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %155 = "arith.muli"(%152, %154) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %156 = "arith.addi"(%arg269, %155) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%156) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map34, #map37, #map38, #map38, #map36]} : (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%150) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "conv_2d_nchw_fchw_q"}> ({
// GENERIC-NEXT:   ^bb0(%arg250: tensor<?x?x?x?xi8>, %arg251: tensor<?x?x?x?xi8>, %arg252: i32, %arg253: i32, %arg254: tensor<?x?x?x?xi32>):
// GENERIC-NEXT:     %143 = "linalg.conv_2d_nchw_fchw_q"(%arg250, %arg251, %arg252, %arg253, %arg254) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg255: i8, %arg256: i8, %arg257: i32, %arg258: i32, %arg259: i32):
// GENERIC-NEXT:       %144 = "arith.extsi"(%arg255) : (i8) -> i32
// GENERIC-NEXT:       %145 = "arith.subi"(%144, %arg257) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %146 = "arith.extsi"(%arg256) : (i8) -> i32
// GENERIC-NEXT:       %147 = "arith.subi"(%146, %arg258) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %148 = "arith.muli"(%145, %147) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %149 = "arith.addi"(%arg259, %148) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%149) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map39, #map40, #map38, #map38, #map36]} : (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%143) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "conv_2d_nchw_fchw"}> ({
// GENERIC-NEXT:   ^bb0(%arg244: tensor<?x?x?x?xf32>, %arg245: tensor<?x?x?x?xf32>, %arg246: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %140 = "linalg.conv_2d_nchw_fchw"(%arg244, %arg245, %arg246) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg247: f32, %arg248: f32, %arg249: f32):
// GENERIC-NEXT:       %141 = "arith.mulf"(%arg247, %arg248) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %142 = "arith.addf"(%arg249, %141) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%142) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map39, #map40, #map36]} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%140) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_2d_ngchw_fgchw"}> ({
// GENERIC-NEXT:   ^bb0(%arg238: tensor<?x?x?x?x?xf32>, %arg239: tensor<?x?x?x?x?xf32>, %arg240: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %137 = "linalg.conv_2d_ngchw_fgchw"(%arg238, %arg239, %arg240) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg241: f32, %arg242: f32, %arg243: f32):
// GENERIC-NEXT:       %138 = "arith.mulf"(%arg241, %arg242) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %139 = "arith.addf"(%arg243, %138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%139) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map41, #map42, #map43]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%137) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_2d_ngchw_gfchw"}> ({
// GENERIC-NEXT:   ^bb0(%arg232: tensor<?x?x?x?x?xf32>, %arg233: tensor<?x?x?x?x?xf32>, %arg234: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %134 = "linalg.conv_2d_ngchw_gfchw"(%arg232, %arg233, %arg234) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg235: f32, %arg236: f32, %arg237: f32):
// GENERIC-NEXT:       %135 = "arith.mulf"(%arg235, %arg236) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %136 = "arith.addf"(%arg237, %135) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%136) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map41, #map44, #map43]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%134) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_2d_nhwgc_gfhwc"}> ({
// GENERIC-NEXT:   ^bb0(%arg226: tensor<?x?x?x?x?xf32>, %arg227: tensor<?x?x?x?x?xf32>, %arg228: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %131 = "linalg.conv_2d_nhwgc_gfhwc"(%arg226, %arg227, %arg228) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg229: f32, %arg230: f32, %arg231: f32):
// GENERIC-NEXT:       %132 = "arith.mulf"(%arg229, %arg230) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %133 = "arith.addf"(%arg231, %132) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%133) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map45, #map46, #map43]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%131) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>, sym_name = "conv_2d_nhwgc_gfhwc_q"}> ({
// GENERIC-NEXT:   ^bb0(%arg216: tensor<?x?x?x?x?xi8>, %arg217: tensor<?x?x?x?x?xi8>, %arg218: i32, %arg219: i32, %arg220: tensor<?x?x?x?x?xi32>):
// GENERIC-NEXT:     %124 = "linalg.conv_2d_nhwgc_gfhwc_q"(%arg216, %arg217, %arg218, %arg219, %arg220) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg221: i8, %arg222: i8, %arg223: i32, %arg224: i32, %arg225: i32):
// GENERIC-NEXT:       %125 = "arith.extsi"(%arg221) : (i8) -> i32
// GENERIC-NEXT:       %126 = "arith.subi"(%125, %arg223) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %127 = "arith.extsi"(%arg222) : (i8) -> i32
// GENERIC-NEXT:       %128 = "arith.subi"(%127, %arg224) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %129 = "arith.muli"(%126, %128) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %130 = "arith.addi"(%arg225, %129) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%130) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map45, #map46, #map47, #map47, #map43]} : (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%124) : (tensor<?x?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>, sym_name = "conv_2d_ngchw_gfchw_q"}> ({
// GENERIC-NEXT:   ^bb0(%arg206: tensor<?x?x?x?x?xi8>, %arg207: tensor<?x?x?x?x?xi8>, %arg208: i32, %arg209: i32, %arg210: tensor<?x?x?x?x?xi32>):
// GENERIC-NEXT:     %117 = "linalg.conv_2d_ngchw_gfchw_q"(%arg206, %arg207, %arg208, %arg209, %arg210) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg211: i8, %arg212: i8, %arg213: i32, %arg214: i32, %arg215: i32):
// GENERIC-NEXT:       %118 = "arith.extsi"(%arg211) : (i8) -> i32
// GENERIC-NEXT:       %119 = "arith.subi"(%118, %arg213) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %120 = "arith.extsi"(%arg212) : (i8) -> i32
// GENERIC-NEXT:       %121 = "arith.subi"(%120, %arg214) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %122 = "arith.muli"(%119, %121) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %123 = "arith.addi"(%arg215, %122) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%123) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map41, #map44, #map47, #map47, #map43]} : (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%117) : (tensor<?x?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_3d_ndhwc_dhwcf"}> ({
// GENERIC-NEXT:   ^bb0(%arg200: tensor<?x?x?x?x?xf32>, %arg201: tensor<?x?x?x?x?xf32>, %arg202: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %114 = "linalg.conv_3d_ndhwc_dhwcf"(%arg200, %arg201, %arg202) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg203: f32, %arg204: f32, %arg205: f32):
// GENERIC-NEXT:       %115 = "arith.mulf"(%arg203, %arg204) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %116 = "arith.addf"(%arg205, %115) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%116) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map48, #map49, #map50]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%114) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>, sym_name = "conv_3d_ndhwc_dhwcf_q"}> ({
// GENERIC-NEXT:   ^bb0(%arg190: tensor<?x?x?x?x?xi8>, %arg191: tensor<?x?x?x?x?xi8>, %arg192: i32, %arg193: i32, %arg194: tensor<?x?x?x?x?xi32>):
// GENERIC-NEXT:     %107 = "linalg.conv_3d_ndhwc_dhwcf_q"(%arg190, %arg191, %arg192, %arg193, %arg194) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg195: i8, %arg196: i8, %arg197: i32, %arg198: i32, %arg199: i32):
// GENERIC-NEXT:       %108 = "arith.extsi"(%arg195) : (i8) -> i32
// GENERIC-NEXT:       %109 = "arith.subi"(%108, %arg197) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %110 = "arith.extsi"(%arg196) : (i8) -> i32
// GENERIC-NEXT:       %111 = "arith.subi"(%110, %arg198) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %112 = "arith.muli"(%109, %111) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %113 = "arith.addi"(%arg199, %112) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%113) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map48, #map49, #map51, #map51, #map50]} : (tensor<?x?x?x?x?xi8>, tensor<?x?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%107) : (tensor<?x?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "conv_3d_ncdhw_fcdhw"}> ({
// GENERIC-NEXT:   ^bb0(%arg184: tensor<?x?x?x?x?xf32>, %arg185: tensor<?x?x?x?x?xf32>, %arg186: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %104 = "linalg.conv_3d_ncdhw_fcdhw"(%arg184, %arg185, %arg186) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg187: f32, %arg188: f32, %arg189: f32):
// GENERIC-NEXT:       %105 = "arith.mulf"(%arg187, %arg188) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %106 = "arith.addf"(%arg189, %105) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%106) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map52, #map53, #map50]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%104) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "depthwise_conv_1d_nwc_wc"}> ({
// GENERIC-NEXT:   ^bb0(%arg178: tensor<?x?x?xf32>, %arg179: tensor<?x?xf32>, %arg180: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %101 = "linalg.depthwise_conv_1d_nwc_wc"(%arg178, %arg179, %arg180) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg181: f32, %arg182: f32, %arg183: f32):
// GENERIC-NEXT:       %102 = "arith.mulf"(%arg181, %arg182) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %103 = "arith.addf"(%arg183, %102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%103) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map54, #map55, #map13]} : (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%101) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "depthwise_conv_1d_ncw_cw"}> ({
// GENERIC-NEXT:   ^bb0(%arg172: tensor<?x?x?xf32>, %arg173: tensor<?x?xf32>, %arg174: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %98 = "linalg.depthwise_conv_1d_ncw_cw"(%arg172, %arg173, %arg174) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg175: f32, %arg176: f32, %arg177: f32):
// GENERIC-NEXT:       %99 = "arith.mulf"(%arg175, %arg176) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %100 = "arith.addf"(%arg177, %99) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%100) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map56, #map24, #map57]} : (tensor<?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%98) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "depthwise_conv_1d_nwc_wcm"}> ({
// GENERIC-NEXT:   ^bb0(%arg166: tensor<?x?x?xf32>, %arg167: tensor<?x?x?xf32>, %arg168: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %95 = "linalg.depthwise_conv_1d_nwc_wcm"(%arg166, %arg167, %arg168) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg169: f32, %arg170: f32, %arg171: f32):
// GENERIC-NEXT:       %96 = "arith.mulf"(%arg169, %arg170) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %97 = "arith.addf"(%arg171, %96) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%97) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map58, #map59, #map60]} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%95) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "depthwise_conv_2d_nhwc_hwc"}> ({
// GENERIC-NEXT:   ^bb0(%arg160: tensor<?x?x?x?xf32>, %arg161: tensor<?x?x?xf32>, %arg162: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %92 = "linalg.depthwise_conv_2d_nhwc_hwc"(%arg160, %arg161, %arg162) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg163: f32, %arg164: f32, %arg165: f32):
// GENERIC-NEXT:       %93 = "arith.mulf"(%arg163, %arg164) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %94 = "arith.addf"(%arg165, %93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%94) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map61, #map62, #map63]} : (tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%92) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "depthwise_conv_2d_nchw_chw"}> ({
// GENERIC-NEXT:   ^bb0(%arg154: tensor<?x?x?x?xf32>, %arg155: tensor<?x?x?xf32>, %arg156: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %89 = "linalg.depthwise_conv_2d_nchw_chw"(%arg154, %arg155, %arg156) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg157: f32, %arg158: f32, %arg159: f32):
// GENERIC-NEXT:       %90 = "arith.mulf"(%arg157, %arg158) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %91 = "arith.addf"(%arg159, %90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%91) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map64, #map27, #map65]} : (tensor<?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%89) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "depthwise_conv_2d_nhwc_hwc_q"}> ({
// GENERIC-NEXT:   ^bb0(%arg144: tensor<?x?x?x?xi8>, %arg145: tensor<?x?x?xi8>, %arg146: i32, %arg147: i32, %arg148: tensor<?x?x?x?xi32>):
// GENERIC-NEXT:     %82 = "linalg.depthwise_conv_2d_nhwc_hwc_q"(%arg144, %arg145, %arg146, %arg147, %arg148) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg149: i8, %arg150: i8, %arg151: i32, %arg152: i32, %arg153: i32):
// GENERIC-NEXT:       %83 = "arith.extsi"(%arg149) : (i8) -> i32
// GENERIC-NEXT:       %84 = "arith.subi"(%83, %arg151) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %85 = "arith.extsi"(%arg150) : (i8) -> i32
// GENERIC-NEXT:       %86 = "arith.subi"(%85, %arg152) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %87 = "arith.muli"(%84, %86) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %88 = "arith.addi"(%arg153, %87) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%88) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map61, #map62, #map66, #map66, #map63]} : (tensor<?x?x?x?xi8>, tensor<?x?x?xi8>, i32, i32, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%82) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "depthwise_conv_2d_nhwc_hwcm"}> ({
// GENERIC-NEXT:   ^bb0(%arg138: tensor<?x?x?x?xf32>, %arg139: tensor<?x?x?x?xf32>, %arg140: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %79 = "linalg.depthwise_conv_2d_nhwc_hwcm"(%arg138, %arg139, %arg140) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg141: f32, %arg142: f32, %arg143: f32):
// GENERIC-NEXT:       %80 = "arith.mulf"(%arg141, %arg142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %81 = "arith.addf"(%arg143, %80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%81) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map67, #map68, #map69]} : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%79) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>, sym_name = "depthwise_conv_2d_nhwc_hwcm_q"}> ({
// GENERIC-NEXT:   ^bb0(%arg128: tensor<?x?x?x?xi8>, %arg129: tensor<?x?x?x?xi8>, %arg130: i32, %arg131: i32, %arg132: tensor<?x?x?x?x?xi32>):
// GENERIC-NEXT:     %72 = "linalg.depthwise_conv_2d_nhwc_hwcm_q"(%arg128, %arg129, %arg130, %arg131, %arg132) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg133: i8, %arg134: i8, %arg135: i32, %arg136: i32, %arg137: i32):
// GENERIC-NEXT:       %73 = "arith.extsi"(%arg133) : (i8) -> i32
// GENERIC-NEXT:       %74 = "arith.subi"(%73, %arg135) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %75 = "arith.extsi"(%arg134) : (i8) -> i32
// GENERIC-NEXT:       %76 = "arith.subi"(%75, %arg136) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %77 = "arith.muli"(%74, %76) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %78 = "arith.addi"(%arg137, %77) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%78) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map67, #map68, #map38, #map38, #map69]} : (tensor<?x?x?x?xi8>, tensor<?x?x?x?xi8>, i32, i32, tensor<?x?x?x?x?xi32>) -> tensor<?x?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%72) : (tensor<?x?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "depthwise_conv_3d_ndhwc_dhwc"}> ({
// GENERIC-NEXT:   ^bb0(%arg122: tensor<?x?x?x?x?xf32>, %arg123: tensor<?x?x?x?xf32>, %arg124: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %69 = "linalg.depthwise_conv_3d_ndhwc_dhwc"(%arg122, %arg123, %arg124) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg125: f32, %arg126: f32, %arg127: f32):
// GENERIC-NEXT:       %70 = "arith.mulf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %71 = "arith.addf"(%arg127, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%71) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map70, #map71, #map72]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%69) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "depthwise_conv_3d_ncdhw_cdhw"}> ({
// GENERIC-NEXT:   ^bb0(%arg116: tensor<?x?x?x?x?xf32>, %arg117: tensor<?x?x?x?xf32>, %arg118: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %66 = "linalg.depthwise_conv_3d_ncdhw_cdhw"(%arg116, %arg117, %arg118) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg119: f32, %arg120: f32, %arg121: f32):
// GENERIC-NEXT:       %67 = "arith.mulf"(%arg119, %arg120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %68 = "arith.addf"(%arg121, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%68) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map73, #map74, #map75]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%66) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>, sym_name = "depthwise_conv_3d_ndhwc_dhwcm"}> ({
// GENERIC-NEXT:   ^bb0(%arg110: tensor<?x?x?x?x?xf32>, %arg111: tensor<?x?x?x?x?xf32>, %arg112: tensor<?x?x?x?x?x?xf32>):
// GENERIC-NEXT:     %63 = "linalg.depthwise_conv_3d_ndhwc_dhwcm"(%arg110, %arg111, %arg112) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg113: f32, %arg114: f32, %arg115: f32):
// GENERIC-NEXT:       %64 = "arith.mulf"(%arg113, %arg114) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %65 = "arith.addf"(%arg115, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%65) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map48, #map49, #map76]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?xf32>, tensor<?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%63) : (tensor<?x?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "pooling_nhwc_sum"}> ({
// GENERIC-NEXT:   ^bb0(%arg104: tensor<?x?x?x?xf32>, %arg105: tensor<?x?xf32>, %arg106: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %61 = "linalg.pooling_nhwc_sum"(%arg104, %arg105, %arg106) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg107: f32, %arg108: f32, %arg109: f32):
// GENERIC-NEXT:       %62 = "arith.addf"(%arg109, %arg107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%62) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map61, #map77, #map63]} : (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%61) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "pooling_nchw_sum"}> ({
// GENERIC-NEXT:   ^bb0(%arg98: tensor<?x?x?x?xf32>, %arg99: tensor<?x?xf32>, %arg100: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %59 = "linalg.pooling_nchw_sum"(%arg98, %arg99, %arg100) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg101: f32, %arg102: f32, %arg103: f32):
// GENERIC-NEXT:       %60 = "arith.addf"(%arg103, %arg101) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%60) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map78, #map77, #map63]} : (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%59) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "pooling_nhwc_max"}> ({
// GENERIC-NEXT:   ^bb0(%arg92: tensor<?x?x?x?xf32>, %arg93: tensor<?x?xf32>, %arg94: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %57 = "linalg.pooling_nhwc_max"(%arg92, %arg93, %arg94) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg95: f32, %arg96: f32, %arg97: f32):
// GENERIC-NEXT:       %58 = "arith.maximumf"(%arg97, %arg95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%58) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map61, #map77, #map63]} : (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%57) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xi32>, tensor<?x?xi32>, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "pooling_nhwc_max_unsigned"}> ({
// GENERIC-NEXT:   ^bb0(%arg86: tensor<?x?x?x?xi32>, %arg87: tensor<?x?xi32>, %arg88: tensor<?x?x?x?xi32>):
// GENERIC-NEXT:     %55 = "linalg.pooling_nhwc_max_unsigned"(%arg86, %arg87, %arg88) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg89: i32, %arg90: i32, %arg91: i32):
// GENERIC-NEXT:       %56 = "arith.maxui"(%arg91, %arg89) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%56) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map61, #map77, #map63]} : (tensor<?x?x?x?xi32>, tensor<?x?xi32>, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%55) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "pooling_nchw_max"}> ({
// GENERIC-NEXT:   ^bb0(%arg80: tensor<?x?x?x?xf32>, %arg81: tensor<?x?xf32>, %arg82: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %53 = "linalg.pooling_nchw_max"(%arg80, %arg81, %arg82) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg83: f32, %arg84: f32, %arg85: f32):
// GENERIC-NEXT:       %54 = "arith.maximumf"(%arg85, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%54) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map78, #map77, #map63]} : (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%53) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>, sym_name = "pooling_nhwc_min"}> ({
// GENERIC-NEXT:   ^bb0(%arg74: tensor<?x?x?x?xf32>, %arg75: tensor<?x?xf32>, %arg76: tensor<?x?x?x?xf32>):
// GENERIC-NEXT:     %51 = "linalg.pooling_nhwc_min"(%arg74, %arg75, %arg76) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
// GENERIC-NEXT:       %52 = "arith.minimumf"(%arg79, %arg77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%52) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map61, #map77, #map63]} : (tensor<?x?x?x?xf32>, tensor<?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%51) : (tensor<?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?xi32>, tensor<?x?xi32>, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>, sym_name = "pooling_nhwc_min_unsigned"}> ({
// GENERIC-NEXT:   ^bb0(%arg68: tensor<?x?x?x?xi32>, %arg69: tensor<?x?xi32>, %arg70: tensor<?x?x?x?xi32>):
// GENERIC-NEXT:     %49 = "linalg.pooling_nhwc_min_unsigned"(%arg68, %arg69, %arg70) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg71: i32, %arg72: i32, %arg73: i32):
// GENERIC-NEXT:       %50 = "arith.minui"(%arg73, %arg71) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%50) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map61, #map77, #map63]} : (tensor<?x?x?x?xi32>, tensor<?x?xi32>, tensor<?x?x?x?xi32>) -> tensor<?x?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%49) : (tensor<?x?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "pooling_nwc_sum"}> ({
// GENERIC-NEXT:   ^bb0(%arg62: tensor<?x?x?xf32>, %arg63: tensor<?xf32>, %arg64: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %47 = "linalg.pooling_nwc_sum"(%arg62, %arg63, %arg64) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg65: f32, %arg66: f32, %arg67: f32):
// GENERIC-NEXT:       %48 = "arith.addf"(%arg67, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%48) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map54, #map79, #map13]} : (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%47) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "pooling_ncw_sum"}> ({
// GENERIC-NEXT:   ^bb0(%arg56: tensor<?x?x?xf32>, %arg57: tensor<?xf32>, %arg58: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %45 = "linalg.pooling_ncw_sum"(%arg56, %arg57, %arg58) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
// GENERIC-NEXT:       %46 = "arith.addf"(%arg61, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%46) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map80, #map79, #map13]} : (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%45) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "pooling_nwc_max"}> ({
// GENERIC-NEXT:   ^bb0(%arg50: tensor<?x?x?xf32>, %arg51: tensor<?xf32>, %arg52: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %43 = "linalg.pooling_nwc_max"(%arg50, %arg51, %arg52) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
// GENERIC-NEXT:       %44 = "arith.maximumf"(%arg55, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%44) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map54, #map79, #map13]} : (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%43) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xi32>, tensor<?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>, sym_name = "pooling_nwc_max_unsigned"}> ({
// GENERIC-NEXT:   ^bb0(%arg44: tensor<?x?x?xi32>, %arg45: tensor<?xi32>, %arg46: tensor<?x?x?xi32>):
// GENERIC-NEXT:     %41 = "linalg.pooling_nwc_max_unsigned"(%arg44, %arg45, %arg46) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg47: i32, %arg48: i32, %arg49: i32):
// GENERIC-NEXT:       %42 = "arith.maxui"(%arg49, %arg47) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%42) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map54, #map79, #map13]} : (tensor<?x?x?xi32>, tensor<?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%41) : (tensor<?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "pooling_ncw_max"}> ({
// GENERIC-NEXT:   ^bb0(%arg38: tensor<?x?x?xf32>, %arg39: tensor<?xf32>, %arg40: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %39 = "linalg.pooling_ncw_max"(%arg38, %arg39, %arg40) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
// GENERIC-NEXT:       %40 = "arith.maximumf"(%arg43, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%40) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map80, #map79, #map13]} : (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%39) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>, sym_name = "pooling_nwc_min"}> ({
// GENERIC-NEXT:   ^bb0(%arg32: tensor<?x?x?xf32>, %arg33: tensor<?xf32>, %arg34: tensor<?x?x?xf32>):
// GENERIC-NEXT:     %37 = "linalg.pooling_nwc_min"(%arg32, %arg33, %arg34) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
// GENERIC-NEXT:       %38 = "arith.minimumf"(%arg37, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%38) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map54, #map79, #map13]} : (tensor<?x?x?xf32>, tensor<?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%37) : (tensor<?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?xi32>, tensor<?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>, sym_name = "pooling_nwc_min_unsigned"}> ({
// GENERIC-NEXT:   ^bb0(%arg26: tensor<?x?x?xi32>, %arg27: tensor<?xi32>, %arg28: tensor<?x?x?xi32>):
// GENERIC-NEXT:     %35 = "linalg.pooling_nwc_min_unsigned"(%arg26, %arg27, %arg28) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg29: i32, %arg30: i32, %arg31: i32):
// GENERIC-NEXT:       %36 = "arith.minui"(%arg31, %arg29) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%36) : (i32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map54, #map79, #map13]} : (tensor<?x?x?xi32>, tensor<?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
// GENERIC-NEXT:     "func.return"(%35) : (tensor<?x?x?xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "pooling_ndhwc_sum"}> ({
// GENERIC-NEXT:   ^bb0(%arg20: tensor<?x?x?x?x?xf32>, %arg21: tensor<?x?x?xf32>, %arg22: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %33 = "linalg.pooling_ndhwc_sum"(%arg20, %arg21, %arg22) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
// GENERIC-NEXT:       %34 = "arith.addf"(%arg25, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%34) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map81, #map82, #map43]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%33) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "pooling_ndhwc_max"}> ({
// GENERIC-NEXT:   ^bb0(%arg14: tensor<?x?x?x?x?xf32>, %arg15: tensor<?x?x?xf32>, %arg16: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %31 = "linalg.pooling_ndhwc_max"(%arg14, %arg15, %arg16) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
// GENERIC-NEXT:       %32 = "arith.maximumf"(%arg19, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%32) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map81, #map82, #map43]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%31) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>, sym_name = "pooling_ndhwc_min"}> ({
// GENERIC-NEXT:   ^bb0(%arg8: tensor<?x?x?x?x?xf32>, %arg9: tensor<?x?x?xf32>, %arg10: tensor<?x?x?x?x?xf32>):
// GENERIC-NEXT:     %29 = "linalg.pooling_ndhwc_min"(%arg8, %arg9, %arg10) <{dilations = dense<1> : tensor<3xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<3xi64>}> ({
// GENERIC-NEXT:     ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
// GENERIC-NEXT:       %30 = "arith.minimumf"(%arg13, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%30) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map81, #map82, #map43]} : (tensor<?x?x?x?x?xf32>, tensor<?x?x?xf32>, tensor<?x?x?x?x?xf32>) -> tensor<?x?x?x?x?xf32>
// GENERIC-NEXT:     "func.return"(%29) : (tensor<?x?x?x?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (f64, f64, i32, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "fill_rng_2d"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: tensor<?x?xf32>):
// GENERIC-NEXT:     %0 = "linalg.fill_rng_2d"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 3, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg4: f64, %arg5: f64, %arg6: i32, %arg7: f32):
// GENERIC-NEXT:       %1 = "arith.constant"() <{value = 2147483647 : i64}> : () -> i64
// GENERIC-NEXT:       %2 = "arith.sitofp"(%1) : (i64) -> f64
// GENERIC-NEXT:       %3 = "linalg.index"() <{dim = 1 : i64}> : () -> index
// GENERIC-NEXT:       %4 = "arith.index_cast"(%3) : (index) -> i32
// GENERIC-NEXT:       %5 = "linalg.index"() <{dim = 0 : i64}> : () -> index
// GENERIC-NEXT:       %6 = "arith.index_cast"(%5) : (index) -> i32
// GENERIC-NEXT:       %7 = "arith.addi"(%6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %8 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GENERIC-NEXT:       %9 = "arith.trunci"(%8) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT:       %10 = "arith.muli"(%7, %9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %11 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GENERIC-NEXT:       %12 = "arith.trunci"(%11) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT:       %13 = "arith.addi"(%10, %12) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %14 = "arith.addi"(%4, %13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %15 = "arith.constant"() <{value = 1103515245 : i64}> : () -> i64
// GENERIC-NEXT:       %16 = "arith.trunci"(%15) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT:       %17 = "arith.muli"(%14, %16) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %18 = "arith.constant"() <{value = 12345 : i64}> : () -> i64
// GENERIC-NEXT:       %19 = "arith.trunci"(%18) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
// GENERIC-NEXT:       %20 = "arith.addi"(%17, %19) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// GENERIC-NEXT:       %21 = "arith.sitofp"(%20) : (i32) -> f64
// GENERIC-NEXT:       %22 = "arith.addf"(%2, %21) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       %23 = "arith.subf"(%arg5, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       %24 = "arith.constant"() <{value = 2.3283063999999999E-10 : f64}> : () -> f64
// GENERIC-NEXT:       %25 = "arith.mulf"(%23, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       %26 = "arith.mulf"(%22, %25) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       %27 = "arith.addf"(%26, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
// GENERIC-NEXT:       %28 = "arith.truncf"(%27) : (f64) -> f32
// GENERIC-NEXT:       "linalg.yield"(%28) : (f32) -> ()
// GENERIC-NEXT:     }) {linalg.memoized_indexing_maps = [#map83, #map83, #map83, #map14]} : (f64, f64, i32, tensor<?x?xf32>) -> tensor<?x?xf32>
// GENERIC-NEXT:     "func.return"(%0) : (tensor<?x?xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
