// linalg.map / linalg.reduce: short form payloads, explicit bodies, name hints
// (%mapped, %reduced, %in, %init; the first result names a result group), dimensions.
// Expected output: mlir-opt 22.1.8 -allow-unregistered-dialect and with --mlir-print-op-generic.
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// linalg.map and linalg.reduce: the short form `{ op }` builds a body with
// one argument per operand (inits included) applying the payload to the
// inputs (map) or to the init then the inputs (reduce); explicit bodies
// print in short form when they have that shape, otherwise on their own
// line with %in / %init names.
func.func @map(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>, %m: memref<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
  %1 = linalg.map { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%0, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) {tag}
  %2 = linalg.map ins(%1, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = "test.mix"(%x, %y, %z) : (f32, f32, f32) -> f32
      linalg.yield %s : f32
    }
  %3 = linalg.map ins(%2, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)
    (%x: f32, %y: f32, %z: f32) {
      %s = "test.pair"(%x, %y) : (f32, f32) -> f32
      linalg.yield %s : f32
    }
  linalg.map { math.absf } ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %4 = linalg.map outs(%3 : tensor<4x8xf32>)
    (%z: f32) {
      linalg.yield %z : f32
    }
  return %4 : tensor<4x8xf32>
}

func.func @reduce(%a: tensor<4x8xf32>, %r: tensor<4xf32>, %s: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %1 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%0 : tensor<4xf32>) dimensions = [1] {tag}
    (%x: f32, %acc: f32) {
      %m = "test.pair"(%acc, %x) : (f32, f32) -> f32
      linalg.yield %m : f32
    }
  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%s : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %m = "test.pair"(%x, %acc) : (f32, f32) -> f32
      linalg.yield %m : f32
    }
  return %1, %2 : tensor<4xf32>, tensor<f32>
}

// Several inputs and inits: the first result names the group (%reduced:2).
func.func @reduce_two(%a: tensor<4x8xf32>, %b: tensor<4x8xi32>, %r: tensor<4xf32>, %q: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = linalg.reduce ins(%a, %b : tensor<4x8xf32>, tensor<4x8xi32>) outs(%r, %q : tensor<4xf32>, tensor<4xi32>) dimensions = [1]
    (%x: f32, %y: i32, %rx: f32, %ry: i32) {
      %s = "test.f"(%x, %rx) : (f32, f32) -> f32
      %t = "test.i"(%y, %ry) : (i32, i32) -> i32
      linalg.yield %s, %t : f32, i32
    }
  return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @map(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: memref<4x8xf32>) -> tensor<4x8xf32> {
// CHECK-NEXT:     %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>)
// CHECK-NEXT:     %mapped_0 = linalg.map { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%mapped, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) {tag}
// CHECK-NEXT:     %mapped_1 = linalg.map ins(%mapped_0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>)
// CHECK-NEXT:       (%in: f32, %in_4: f32, %init: f32) {
// CHECK-NEXT:         %0 = "test.mix"(%in, %in_4, %init) : (f32, f32, f32) -> f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %mapped_2 = linalg.map { test.pair } ins(%mapped_1, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>)
// CHECK-NEXT:     linalg.map { math.absf } ins(%arg3 : memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>)
// CHECK-NEXT:     %mapped_3 = linalg.map outs(%mapped_2 : tensor<4x8xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         linalg.yield %init : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     return %mapped_3 : tensor<4x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduce(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
// CHECK-NEXT:     %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT:     %reduced_0 = linalg.reduce { test.pair } ins(%arg0 : tensor<4x8xf32>) outs(%reduced : tensor<4xf32>) dimensions = [1]  {tag}
// CHECK-NEXT:     %reduced_1 = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<f32>) dimensions = [0, 1]
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = "test.pair"(%in, %init) : (f32, f32) -> f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     return %reduced_0, %reduced_1 : tensor<4xf32>, tensor<f32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduce_two(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4xf32>, %arg3: tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT:     %reduced:2 = linalg.reduce ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xi32>) outs(%arg2, %arg3 : tensor<4xf32>, tensor<4xi32>) dimensions = [1]
// CHECK-NEXT:       (%in: f32, %in_0: i32, %init: f32, %init_1: i32) {
// CHECK-NEXT:         %0 = "test.f"(%in, %init) : (f32, f32) -> f32
// CHECK-NEXT:         %1 = "test.i"(%in_0, %init_1) : (i32, i32) -> i32
// CHECK-NEXT:         linalg.yield %0, %1 : f32, i32
// CHECK-NEXT:       }
// CHECK-NEXT:     return %reduced#0, %reduced#1 : tensor<4xf32>, tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, memref<4x8xf32>) -> tensor<4x8xf32>, sym_name = "map"}> ({
// GENERIC-NEXT:   ^bb0(%arg17: tensor<4x8xf32>, %arg18: tensor<4x8xf32>, %arg19: tensor<4x8xf32>, %arg20: memref<4x8xf32>):
// GENERIC-NEXT:     %9 = "linalg.map"(%arg17, %arg18, %arg19) ({
// GENERIC-NEXT:     ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
// GENERIC-NEXT:       %18 = "arith.addf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%18) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %10 = "linalg.map"(%9, %arg18, %arg19) ({
// GENERIC-NEXT:     ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
// GENERIC-NEXT:       %17 = "arith.maximumf"(%arg30, %arg31) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%17) : (f32) -> ()
// GENERIC-NEXT:     }) {tag} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %11 = "linalg.map"(%10, %arg18, %arg19) ({
// GENERIC-NEXT:     ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
// GENERIC-NEXT:       %16 = "test.mix"(%arg27, %arg28, %arg29) : (f32, f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%16) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     %12 = "linalg.map"(%11, %arg18, %arg19) ({
// GENERIC-NEXT:     ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
// GENERIC-NEXT:       %15 = "test.pair"(%arg24, %arg25) : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%15) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     "linalg.map"(%arg20, %arg20) ({
// GENERIC-NEXT:     ^bb0(%arg22: f32, %arg23: f32):
// GENERIC-NEXT:       %14 = "math.absf"(%arg22) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%14) : (f32) -> ()
// GENERIC-NEXT:     }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
// GENERIC-NEXT:     %13 = "linalg.map"(%12) ({
// GENERIC-NEXT:     ^bb0(%arg21: f32):
// GENERIC-NEXT:       "linalg.yield"(%arg21) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// GENERIC-NEXT:     "func.return"(%13) : (tensor<4x8xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<f32>), sym_name = "reduce"}> ({
// GENERIC-NEXT:   ^bb0(%arg8: tensor<4x8xf32>, %arg9: tensor<4xf32>, %arg10: tensor<f32>):
// GENERIC-NEXT:     %3 = "linalg.reduce"(%arg8, %arg9) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg15: f32, %arg16: f32):
// GENERIC-NEXT:       %8 = "arith.addf"(%arg16, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%8) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %4 = "linalg.reduce"(%arg8, %3) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg13: f32, %arg14: f32):
// GENERIC-NEXT:       %7 = "test.pair"(%arg14, %arg13) : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%7) : (f32) -> ()
// GENERIC-NEXT:     }) {tag} : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %5 = "linalg.reduce"(%arg8, %arg10) <{dimensions = array<i64: 0, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg11: f32, %arg12: f32):
// GENERIC-NEXT:       %6 = "test.pair"(%arg11, %arg12) : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%6) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
// GENERIC-NEXT:     "func.return"(%4, %5) : (tensor<4xf32>, tensor<f32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xi32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>), sym_name = "reduce_two"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4xf32>, %arg3: tensor<4xi32>):
// GENERIC-NEXT:     %0:2 = "linalg.reduce"(%arg0, %arg1, %arg2, %arg3) <{dimensions = array<i64: 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg4: f32, %arg5: i32, %arg6: f32, %arg7: i32):
// GENERIC-NEXT:       %1 = "test.f"(%arg4, %arg6) : (f32, f32) -> f32
// GENERIC-NEXT:       %2 = "test.i"(%arg5, %arg7) : (i32, i32) -> i32
// GENERIC-NEXT:       "linalg.yield"(%1, %2) : (f32, i32) -> ()
// GENERIC-NEXT:     }) : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<4xf32>, tensor<4xi32>)
// GENERIC-NEXT:     "func.return"(%0#0, %0#1) : (tensor<4xf32>, tensor<4xi32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
