// Payload for the transform-scripts/lib matchers: one function per kind of
// op the library recognises, plus look-alikes that must not match.
#mk = affine_map<(d0, d1, d2) -> (d0, d2)>
#kn = affine_map<(d0, d1, d2) -> (d2, d1)>
#mn = affine_map<(d0, d1, d2) -> (d0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>

// Fully connected + bias + ReLU, max operands in both orders.
func.func @fc_relu(%lhs: tensor<16x16xf32>, %rhs: tensor<16x16xf32>, %bias: tensor<16x16xf32>,
    %out: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %mm = linalg.matmul ins(%lhs, %rhs : tensor<16x16xf32>, tensor<16x16xf32>)
                      outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %biased = linalg.elementwise kind=#linalg.elementwise_kind<add>
      ins(%mm, %bias : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %zero = arith.constant dense<0.0> : tensor<16x16xf32>
  %relu = linalg.elementwise kind=#linalg.elementwise_kind<max_signed>
      ins(%biased, %zero : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %relu : tensor<16x16xf32>
}
func.func @fc_relu_swapped(%lhs: tensor<16x16xf32>, %rhs: tensor<16x16xf32>, %bias: tensor<16x16xf32>,
    %out: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %mm = linalg.matmul ins(%lhs, %rhs : tensor<16x16xf32>, tensor<16x16xf32>)
                      outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %biased = linalg.elementwise kind=#linalg.elementwise_kind<add>
      ins(%mm, %bias : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %zero = arith.constant dense<0.0> : tensor<16x16xf32>
  %relu = linalg.elementwise kind=#linalg.elementwise_kind<max_signed>
      ins(%zero, %biased : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %relu : tensor<16x16xf32>
}
// Not fc+bias+relu: the last op is a mul, not a max.
func.func @fc_scale(%lhs: tensor<16x16xf32>, %rhs: tensor<16x16xf32>, %bias: tensor<16x16xf32>,
    %out: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %mm = linalg.matmul ins(%lhs, %rhs : tensor<16x16xf32>, tensor<16x16xf32>)
                      outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %biased = linalg.elementwise kind=#linalg.elementwise_kind<add>
      ins(%mm, %bias : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  %scaled = linalg.elementwise kind=#linalg.elementwise_kind<mul>
      ins(%biased, %bias : tensor<16x16xf32>, tensor<16x16xf32>) outs(%out : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %scaled : tensor<16x16xf32>
}
// Matmul-like ops written other ways: a generic, a batch matmul.
func.func @generic_matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>)
                           outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %r : tensor<2x4x16xf32>
}
// An elementwise chain of named and generic ops (exp -> generic add -> mul).
func.func @elementwise_chain(%a: tensor<4x16xf32>, %b: tensor<4x16xf32>, %out: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %e = linalg.exp ins(%a : tensor<4x16xf32>) outs(%out : tensor<4x16xf32>) -> tensor<4x16xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %b : tensor<4x16xf32>, tensor<4x16xf32>) outs(%out : tensor<4x16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %v = arith.addf %x, %y : f32
    linalg.yield %v : f32
  } -> tensor<4x16xf32>
  %m = linalg.mul ins(%s, %b : tensor<4x16xf32>, tensor<4x16xf32>) outs(%out : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %m : tensor<4x16xf32>
}
// Convolutions: a named 2-D NHWC/HWCF convolution and a depthwise one.
func.func @conv(%img: tensor<1x16x16x3xf32>, %flt: tensor<3x3x3x8xf32>, %out: tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%img, %flt : tensor<1x16x16x3xf32>, tensor<3x3x3x8xf32>) outs(%out : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  return %r : tensor<1x14x14x8xf32>
}
func.func @depthwise(%img: tensor<1x16x16x8xf32>, %flt: tensor<3x3x8xf32>, %out: tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%img, %flt : tensor<1x16x16x8xf32>, tensor<3x3x8xf32>) outs(%out : tensor<1x14x14x8xf32>) -> tensor<1x14x14x8xf32>
  return %r : tensor<1x14x14x8xf32>
}
// Integer multiply-accumulate (for the DRR rewrite): x * 2 + y.
func.func @scaled_sum(%x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %d = arith.muli %x, %c2 : i32
  %s = arith.addi %d, %y : i32
  return %s : i32
}
