// Spellings mlir-opt 22 no longer accepts, loaded for compatibility:
// linalg.elemwise_unary / linalg.elemwise_binary of LLVM 17-19 (`fun` and
// `cast` attributes, defaults exp / add and cast_signed, body
// O = fun(cast(U, in...)) as their yaml definition said), and the post-22
// short spelling `linalg.elementwise <kind>`, printed in LLVM 22's form.
// Expected output: xform itself (mlir-opt 22 rejects these ops); the bodies
// follow LLVM 19's LinalgNamedStructuredOps.yaml.
// RUN: %xform %s | FileCheck %s
// RUN: %xform --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

func.func @legacy(%a: memref<4x8xi8>, %b: memref<4x8xf32>, %c: memref<4x8xf32>) {
  linalg.elemwise_unary ins(%a : memref<4x8xi8>) outs(%c : memref<4x8xf32>)
  linalg.elemwise_unary {fun = #linalg.unary_fn<abs>, cast = #linalg.type_fn<cast_unsigned>} ins(%a : memref<4x8xi8>) outs(%c : memref<4x8xf32>)
  linalg.elemwise_binary ins(%a, %b : memref<4x8xi8>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%b, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.elementwise <sub> ins(%b, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @legacy(%arg0: memref<4x8xi8>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK-NEXT:     linalg.elemwise_unary ins(%arg0 : memref<4x8xi8>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT:     linalg.elemwise_unary {cast = #linalg.type_fn<cast_unsigned>, fun = #linalg.unary_fn<abs>} ins(%arg0 : memref<4x8xi8>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT:     linalg.elemwise_binary ins(%arg0, %arg1 : memref<4x8xi8>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT:     linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%arg1, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT:     linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg1, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<4x8xi8>, memref<4x8xf32>, memref<4x8xf32>) -> (), sym_name = "legacy"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<4x8xi8>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>):
// GENERIC-NEXT:     "linalg.elemwise_unary"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg14: i8, %arg15: f32):
// GENERIC-NEXT:       %6 = "arith.sitofp"(%arg14) : (i8) -> f32
// GENERIC-NEXT:       %7 = "math.exp"(%6) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<4x8xf32>) -> ()
// GENERIC-NEXT:     "linalg.elemwise_unary"(%arg0, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, fun = #linalg.unary_fn<abs>, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg12: i8, %arg13: f32):
// GENERIC-NEXT:       %4 = "arith.uitofp"(%arg12) : (i8) -> f32
// GENERIC-NEXT:       %5 = "math.absf"(%4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%5) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<4x8xf32>) -> ()
// GENERIC-NEXT:     "linalg.elemwise_binary"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg9: i8, %arg10: f32, %arg11: f32):
// GENERIC-NEXT:       %2 = "arith.sitofp"(%arg9) : (i8) -> f32
// GENERIC-NEXT:       %3 = "arith.addf"(%2, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%3) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xi8>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT:     "linalg.elemwise_binary"(%arg1, %arg1, %arg2) <{fun = #linalg.binary_fn<mul>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
// GENERIC-NEXT:       %1 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%1) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT:     "linalg.elementwise"(%arg1, %arg1, %arg2) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<sub>, operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
// GENERIC-NEXT:       %0 = "arith.subf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%0) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
