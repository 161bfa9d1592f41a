// ConvolutionOpInterface's verifier on the named convolutions and poolings:
// a zero stride or dilation folds its term out of the input map, which no
// longer has a convolution's form. Reported before the LinalgOp interface's
// shape checks (those run with the regions), without the "'op' op" prefix.
// Messages as mlir-opt 22 (this file passes mlir-opt -split-input-file
// -verify-diagnostics too).
// RUN: %xform %s -split-input-file -verify-diagnostics

func.func @zero_dilation(%i: memref<1x8x8x3xi8>, %k: memref<2x2xi8>, %o: memref<1x4x4x3xi32>) {
  // expected-error @below {{unexpected input index map for convolutions}}
  linalg.pooling_nhwc_max_unsigned {dilations = dense<[0, 1]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%i, %k : memref<1x8x8x3xi8>, memref<2x2xi8>) outs(%o : memref<1x4x4x3xi32>)
  return
}

// -----

func.func @zero_stride(%i: tensor<1x10x10x3xf32>, %w: tensor<3x3x3x8xf32>, %o: tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32> {
  // expected-error @below {{unexpected loop dimension for convolution op}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<0> : tensor<2xi64>} ins(%i, %w : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  return %0 : tensor<1x8x8x8xf32>
}

// -----

// With a unit stride the input index is the output dim alone: the filter
// dim appears nowhere in the input.
func.func @zero_dilation_1d(%i: tensor<1x10x3xf32>, %w: tensor<3x3x8xf32>, %o: tensor<1x8x8xf32>) -> tensor<1x8x8xf32> {
  // expected-error @below {{unexpected loop dimension for convolution op}}
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<0> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %w : tensor<1x10x3xf32>, tensor<3x3x8xf32>) outs(%o : tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
  return %0 : tensor<1x8x8xf32>
}

// -----

func.func @depthwise_zero_stride(%i: tensor<1x10x10x3xf32>, %w: tensor<3x3x3xf32>, %o: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  // expected-error @below {{unexpected loop dimension for convolution op}}
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 0]> : tensor<2xi64>} ins(%i, %w : tensor<1x10x10x3xf32>, tensor<3x3x3xf32>) outs(%o : tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

// Valid strides and dilations, and the ops without them.
func.func @valid(%i: tensor<1x10x10x3xf32>, %w: tensor<3x3x3x8xf32>, %o: tensor<1x8x8x8xf32>,
                 %a: tensor<10x10xf32>, %b: tensor<3x3xf32>, %c: tensor<8x8xf32>) -> (tensor<1x8x8x8xf32>, tensor<8x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %1 = linalg.conv_2d ins(%a, %b : tensor<10x10xf32>, tensor<3x3xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %0, %1 : tensor<1x8x8x8xf32>, tensor<8x8xf32>
}
