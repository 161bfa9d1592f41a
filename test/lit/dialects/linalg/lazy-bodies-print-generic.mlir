// Implicit bodies of named ops parsed after an equal one are built only when
// something reads them (here the generic printer): each op still prints its
// own body, and SSA numbering in generic form (ids run on through nested
// regions) is mlir-opt 22's, also with locations.
// RUN: %xform-interp %s --mlir-print-op-generic | FileCheck %s
// RUN: %mlir-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: %xform-interp %s --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC
// RUN: %mlir-opt %s --mlir-print-op-generic --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

func.func @f0(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
func.func @f1(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}

// CHECK-LABEL: sym_name = "f0"
// CHECK-NEXT: ^bb0(%arg9: tensor<4x4xf32>, %arg10: tensor<4x4xf32>, %arg11: tensor<4x4xf32>):
// CHECK-NEXT: %5 = "linalg.matmul"(%arg9, %arg10, %arg11)
// CHECK-NEXT: ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
// CHECK-NEXT: %8 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %9 = "arith.addf"(%arg17, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%9) : (f32) -> ()
// CHECK: %6 = "linalg.elementwise"(%5, %arg9, %arg11)
// CHECK-NEXT: ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
// CHECK-NEXT: %7 = "arith.addf"(%arg12, %arg13)
// CHECK-NEXT: "linalg.yield"(%7) : (f32) -> ()
// CHECK-LABEL: sym_name = "f1"
// CHECK-NEXT: ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>):
// CHECK-NEXT: %0 = "linalg.matmul"(%arg0, %arg1, %arg2)
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
// CHECK-NEXT: %3 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %4 = "arith.addf"(%arg8, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "linalg.yield"(%4) : (f32) -> ()
// CHECK: %1 = "linalg.elementwise"(%0, %arg0, %arg2)
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
// CHECK-NEXT: %2 = "arith.addf"(%arg3, %arg4)
// CHECK-NEXT: "linalg.yield"(%2) : (f32) -> ()

// Body ops and block arguments are at the unknown location in both functions.
// LOC: #[[U:loc[0-9]*]] = loc(unknown)
// LOC-LABEL: sym_name = "f0"
// LOC: "linalg.matmul"
// LOC-NEXT: ^bb0(%{{.*}}: f32 loc(unknown), %{{.*}}: f32 loc(unknown), %{{.*}}: f32 loc(unknown)):
// LOC-NEXT: "arith.mulf"{{.*}} loc(#[[U]])
// LOC-NEXT: "arith.addf"{{.*}} loc(#[[U]])
// LOC-NEXT: "linalg.yield"{{.*}} loc(#[[U]])
// LOC-LABEL: sym_name = "f1"
// LOC: "linalg.matmul"
// LOC-NEXT: ^bb0(%{{.*}}: f32 loc(unknown), %{{.*}}: f32 loc(unknown), %{{.*}}: f32 loc(unknown)):
// LOC-NEXT: "arith.mulf"{{.*}} loc(#[[U]])
// LOC-NEXT: "arith.addf"{{.*}} loc(#[[U]])
// LOC-NEXT: "linalg.yield"{{.*}} loc(#[[U]])
