// Payload of the Transform tutorial, chapter 4, ported to xform: two
// "fully connected + ReLU" functions (linalg.matmul, then an elementwise
// add of a bias, then an elementwise max with zero).  In @fc_relu_swapped
// the max takes the zero constant as its first operand, so a matcher that
// looks only at operand #0 misses the chain there.
//
// The scripts next to this file are transform libraries; run one with
//   xform-interp payload.mlir \
//     --transform-preload-library=transform-library-paths=<script>.mlir \
//     --transform-interpreter=entry-point=<entry>

func.func @fc_relu(%lhs: tensor<512x512xf32>, %rhs: tensor<512x512xf32>, %bias: tensor<512x512xf32>,
    %output: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %matmul = linalg.matmul ins(%lhs, %rhs : tensor<512x512xf32>, tensor<512x512xf32>)
                          outs(%output : tensor<512x512xf32>) -> tensor<512x512xf32>
  %biased = linalg.elementwise kind=#linalg.elementwise_kind<add>
      ins(%matmul, %bias : tensor<512x512xf32>, tensor<512x512xf32>)
      outs(%output : tensor<512x512xf32>) -> tensor<512x512xf32>
  %c0f = arith.constant dense<0.0> : tensor<512x512xf32>
  %relued = linalg.elementwise kind=#linalg.elementwise_kind<max_signed>
      ins(%biased, %c0f : tensor<512x512xf32>, tensor<512x512xf32>)
      outs(%output : tensor<512x512xf32>) -> tensor<512x512xf32>
  func.return %relued : tensor<512x512xf32>
}

func.func @fc_relu_swapped(%lhs: tensor<512x512xf32>, %rhs: tensor<512x512xf32>, %bias: tensor<512x512xf32>,
    %output: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %matmul = linalg.matmul ins(%lhs, %rhs : tensor<512x512xf32>, tensor<512x512xf32>)
                          outs(%output : tensor<512x512xf32>) -> tensor<512x512xf32>
  %biased = linalg.elementwise kind=#linalg.elementwise_kind<add>
      ins(%matmul, %bias : tensor<512x512xf32>, tensor<512x512xf32>)
      outs(%output : tensor<512x512xf32>) -> tensor<512x512xf32>
  %c0f = arith.constant dense<0.0> : tensor<512x512xf32>
  %relued = linalg.elementwise kind=#linalg.elementwise_kind<max_signed>
      ins(%c0f, %biased : tensor<512x512xf32>, tensor<512x512xf32>)
      outs(%output : tensor<512x512xf32>) -> tensor<512x512xf32>
  func.return %relued : tensor<512x512xf32>
}
