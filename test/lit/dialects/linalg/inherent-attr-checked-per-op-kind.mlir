// An inherent attribute given in the attribute dictionary is checked
// against the constraint of the op it is on: the same `dense<1> :
// tensor<2xi64>` satisfies conv_2d's (shape [2]) and violates conv_1d's
// (shape [1]), also when the verdict of the first op's `dilations` was
// remembered (xform keeps passed checks per op kind, name and value).
// RUN: not %xform-interp %s 2>&1 | FileCheck %s
// RUN: not %mlir-opt %s 2>&1 | FileCheck %s

func.func @ok(%i: tensor<1x8x8x1xf32>, %f: tensor<3x3x1x1xf32>, %o: tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %f : tensor<1x8x8x1xf32>, tensor<3x3x1x1xf32>) outs(%o : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}
func.func @bad(%i: tensor<1x8x1xf32>, %f: tensor<3x1x1xf32>, %o: tensor<1x6x1xf32>) -> tensor<1x6x1xf32> {
// CHECK: inherent-attr-checked-per-op-kind.mlir:[[@LINE+1]]:31: error: custom op 'linalg.conv_1d_nwc_wcf' 'linalg.conv_1d_nwc_wcf' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %f : tensor<1x8x1xf32>, tensor<3x1x1xf32>) outs(%o : tensor<1x6x1xf32>) -> tensor<1x6x1xf32>
  return %0 : tensor<1x6x1xf32>
}
