// A small payload in MLIR's generic form: the fully-connected + bias + relu chain
// of the Transform tutorial's chapter 4, written with generic ops (the relu is an
// op of mlir-opt's test dialect, kept in generic form).  xform-interp parses,
// verifies and prints it in custom syntax, as mlir-opt does:
//   xform-interp transform-scripts/examples/payload-generic.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>, sym_name = "fc_relu"}> ({
  ^bb0(%lhs: tensor<512x512xf32>, %rhs: tensor<512x512xf32>, %bias: tensor<512x512xf32>, %output: tensor<512x512xf32>):
    %matmul = "linalg.matmul"(%lhs, %rhs, %output) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%a: f32, %b: f32, %c: f32):
      %m = "arith.mulf"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %s = "arith.addf"(%c, %m) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%s) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map, #map]} : (tensor<512x512xf32>, tensor<512x512xf32>, tensor<512x512xf32>) -> tensor<512x512xf32>
    %c0 = "arith.constant"() <{value = 0.0 : f32}> : () -> f32
    %relu = "test.relu"(%matmul, %bias, %c0) : (tensor<512x512xf32>, tensor<512x512xf32>, f32) -> tensor<512x512xf32>
    "func.return"(%relu) : (tensor<512x512xf32>) -> ()
  }) : () -> ()
}) : () -> ()
