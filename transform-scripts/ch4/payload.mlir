// Payload of the Transform tutorial, chapter 4, ported to xform: two
// "fully connected + ReLU" functions (linalg.matmul, then an elementwise
// add of a bias, then an elementwise max with zero).  In @fc_relu_swapped
// the max takes the zero constant as its first operand, so a matcher that
// looks only at operand #0 misses the chain there.
//
// The ops are written in generic form, as mlir-opt 22 prints them
// (-mlir-print-op-generic), so the file does not depend on the custom
// syntax of linalg and arith.  In custom form the first function reads:
//
//   %matmul = linalg.matmul ins(%lhs, %rhs : tensor<512x512xf32>, tensor<512x512xf32>)
//                           outs(%output : tensor<512x512xf32>) -> tensor<512x512xf32>
//   %biased = linalg.elementwise kind=#linalg.elementwise_kind<add>
//     ins(%matmul, %bias : ...) outs(%output : ...) -> tensor<512x512xf32>
//   %c0f = arith.constant dense<0.0> : tensor<512x512xf32>
//   %relued = linalg.elementwise kind=#linalg.elementwise_kind<max_signed>
//     ins(%biased, %c0f : ...) outs(%output : ...) -> tensor<512x512xf32>
//   func.return %relued : tensor<512x512xf32>
//
// The scripts next to this file are transform libraries; run one with
//   xform-interp payload.mlir \
//     --transform-preload-library=transform-library-paths=<script>.mlir \
//     --transform-interpreter=entry-point=<entry>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>, sym_name = "fc_relu"}> ({
  ^bb0(%arg13: tensor<512x512xf32>, %arg14: tensor<512x512xf32>, %arg15: tensor<512x512xf32>, %arg16: tensor<512x512xf32>):
    %8 = "linalg.matmul"(%arg13, %arg14, %arg16) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %14 = "arith.mulf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %15 = "arith.addf"(%arg25, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%15) : (f32) -> ()
    }) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %9 = "linalg.elementwise"(%8, %arg15, %arg16) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %13 = "arith.addf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%13) : (f32) -> ()
    }) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<512x512xf32>}> : () -> tensor<512x512xf32>
    %11 = "linalg.elementwise"(%9, %10, %arg16) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %12 = "arith.maximumf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    "func.return"(%11) : (tensor<512x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>, sym_name = "fc_relu_swapped"}> ({
  ^bb0(%arg0: tensor<512x512xf32>, %arg1: tensor<512x512xf32>, %arg2: tensor<512x512xf32>, %arg3: tensor<512x512xf32>):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg3) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %6 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %7 = "arith.addf"(%arg12, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%7) : (f32) -> ()
    }) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %1 = "linalg.elementwise"(%0, %arg2, %arg3) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], kind = #linalg.elementwise_kind<add>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %5 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%5) : (f32) -> ()
    }) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %2 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<512x512xf32>}> : () -> tensor<512x512xf32>
    %3 = "linalg.elementwise"(%2, %1, %arg3) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %4 = "arith.maximumf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    "func.return"(%3) : (tensor<512x512xf32>) -> ()
  }) : () -> ()
}) : () -> ()
