// A linalg.generic body whose text repeats one parsed before (same bytes,
// same column) is not parsed again: the op gets a lazy region built from a
// template shared by all the repeats, printed from the template's view (each
// op keeping the names the printer gives its own body) and built, with its
// locations moved to where its text is, when something reads it.  The
// output is mlir-opt 22's in custom form, with locations, and in generic
// form: repeats in one region, in a loop body (other SSA counters, same
// template) and at other columns (other templates).
// Expected output: mlir-opt 22.1.8 (repeated-generic-bodies-print-mlir-opt-agrees.mlir runs it).
// RUN: %xform-interp %s | FileCheck %s
// RUN: %xform-interp %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: %xform-interp %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

#id = affine_map<(d0) -> (d0)>
func.func @same_region(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %s, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %s, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @nested(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%acc : tensor<4xf32>) outs(%b : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      %m = arith.mulf %s, %s : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%b : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      %m = arith.mulf %s, %s : f32
      linalg.yield %m : f32
    } -> tensor<4xf32>
    scf.yield %1 : tensor<4xf32>
  }
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%r : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %s, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
// The loop body is indented as a function body is, so the generics in the
// loop repeat the text of the ones above and share their template.
func.func @same_template_other_counters(%a: tensor<4xf32>, %b: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%acc : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %s, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  scf.yield %0 : tensor<4xf32>
  }
  %2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%r : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    %m = arith.mulf %s, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %2 : tensor<4xf32>
}

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @same_region(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg4 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         %4 = arith.addf %in, %out : f32
// CHECK-NEXT:         %5 = arith.mulf %4, %4 : f32
// CHECK-NEXT:         linalg.yield %5 : f32
// CHECK-NEXT:       } -> tensor<4xf32>
// CHECK-NEXT:       %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         %4 = arith.addf %in, %out : f32
// CHECK-NEXT:         %5 = arith.mulf %4, %4 : f32
// CHECK-NEXT:         linalg.yield %5 : f32
// CHECK-NEXT:       } -> tensor<4xf32>
// CHECK-NEXT:       scf.yield %3 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @same_template_other_counters(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg4 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         %3 = arith.addf %in, %out : f32
// CHECK-NEXT:         %4 = arith.mulf %3, %3 : f32
// CHECK-NEXT:         linalg.yield %4 : f32
// CHECK-NEXT:       } -> tensor<4xf32>
// CHECK-NEXT:       scf.yield %2 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       %3 = arith.mulf %2, %2 : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// LOC: module {
// LOC-NEXT:   func.func @same_region(%arg0: tensor<4xf32> loc("{{.*}}":15:24), %arg1: tensor<4xf32> loc("{{.*}}":15:43)) -> tensor<4xf32> {
// LOC-NEXT:     %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// LOC-NEXT:     ^bb0(%in: f32 loc("{{.*}}":17:8), %out: f32 loc("{{.*}}":17:17)):
// LOC-NEXT:       %2 = arith.addf %in, %out : f32 loc("{{.*}}":18:10)
// LOC-NEXT:       %3 = arith.mulf %2, %2 : f32 loc("{{.*}}":19:10)
// LOC-NEXT:       linalg.yield %3 : f32 loc("{{.*}}":20:5)
// LOC-NEXT:     } -> tensor<4xf32> loc("{{.*}}":16:8)
// LOC-NEXT:     %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// LOC-NEXT:     ^bb0(%in: f32 loc("{{.*}}":23:8), %out: f32 loc("{{.*}}":23:17)):
// LOC-NEXT:       %2 = arith.addf %in, %out : f32 loc("{{.*}}":24:10)
// LOC-NEXT:       %3 = arith.mulf %2, %2 : f32 loc("{{.*}}":25:10)
// LOC-NEXT:       linalg.yield %3 : f32 loc("{{.*}}":26:5)
// LOC-NEXT:     } -> tensor<4xf32> loc("{{.*}}":22:8)
// LOC-NEXT:     return %1 : tensor<4xf32> loc("{{.*}}":28:3)
// LOC-NEXT:   } loc("{{.*}}":15:1)
// LOC-NEXT:   func.func @nested(%arg0: tensor<4xf32> loc("{{.*}}":30:19), %arg1: tensor<4xf32> loc("{{.*}}":30:38), %arg2: index loc("{{.*}}":30:57)) -> tensor<4xf32> {
// LOC-NEXT:     %c0 = arith.constant 0 : index loc("{{.*}}":31:9)
// LOC-NEXT:     %c1 = arith.constant 1 : index loc("{{.*}}":32:9)
// LOC-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// LOC-NEXT:       %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// LOC-NEXT:       ^bb0(%in: f32 loc("{{.*}}":35:10), %out: f32 loc("{{.*}}":35:19)):
// LOC-NEXT:         %4 = arith.addf %in, %out : f32 loc("{{.*}}":36:12)
// LOC-NEXT:         %5 = arith.mulf %4, %4 : f32 loc("{{.*}}":37:12)
// LOC-NEXT:         linalg.yield %5 : f32 loc("{{.*}}":38:7)
// LOC-NEXT:       } -> tensor<4xf32> loc("{{.*}}":34:10)
// LOC-NEXT:       %3 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%2 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// LOC-NEXT:       ^bb0(%in: f32 loc("{{.*}}":41:10), %out: f32 loc("{{.*}}":41:19)):
// LOC-NEXT:         %4 = arith.addf %in, %out : f32 loc("{{.*}}":42:12)
// LOC-NEXT:         %5 = arith.mulf %4, %4 : f32 loc("{{.*}}":43:12)
// LOC-NEXT:         linalg.yield %5 : f32 loc("{{.*}}":44:7)
// LOC-NEXT:       } -> tensor<4xf32> loc("{{.*}}":40:10)
// LOC-NEXT:       scf.yield %3 : tensor<4xf32> loc("{{.*}}":46:5)
// LOC-NEXT:     } loc("{{.*}}":33:8)
// LOC-NEXT:     %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// LOC-NEXT:     ^bb0(%in: f32 loc("{{.*}}":49:8), %out: f32 loc("{{.*}}":49:17)):
// LOC-NEXT:       %2 = arith.addf %in, %out : f32 loc("{{.*}}":50:10)
// LOC-NEXT:       %3 = arith.mulf %2, %2 : f32 loc("{{.*}}":51:10)
// LOC-NEXT:       linalg.yield %3 : f32 loc("{{.*}}":52:5)
// LOC-NEXT:     } -> tensor<4xf32> loc("{{.*}}":48:8)
// LOC-NEXT:     return %1 : tensor<4xf32> loc("{{.*}}":54:3)
// LOC-NEXT:   } loc("{{.*}}":30:1)
// LOC-NEXT:   func.func @same_template_other_counters(%arg0: tensor<4xf32> loc("{{.*}}":58:41), %arg1: tensor<4xf32> loc("{{.*}}":58:60), %arg2: index loc("{{.*}}":58:79)) -> tensor<4xf32> {
// LOC-NEXT:     %c0 = arith.constant 0 : index loc("{{.*}}":59:9)
// LOC-NEXT:     %c1 = arith.constant 1 : index loc("{{.*}}":60:9)
// LOC-NEXT:     %c2 = arith.constant 2 : index loc("{{.*}}":61:9)
// LOC-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// LOC-NEXT:       %2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// LOC-NEXT:       ^bb0(%in: f32 loc("{{.*}}":64:8), %out: f32 loc("{{.*}}":64:17)):
// LOC-NEXT:         %3 = arith.addf %in, %out : f32 loc("{{.*}}":65:10)
// LOC-NEXT:         %4 = arith.mulf %3, %3 : f32 loc("{{.*}}":66:10)
// LOC-NEXT:         linalg.yield %4 : f32 loc("{{.*}}":67:5)
// LOC-NEXT:       } -> tensor<4xf32> loc("{{.*}}":63:8)
// LOC-NEXT:       scf.yield %2 : tensor<4xf32> loc("{{.*}}":69:3)
// LOC-NEXT:     } loc("{{.*}}":62:8)
// LOC-NEXT:     %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// LOC-NEXT:     ^bb0(%in: f32 loc("{{.*}}":72:8), %out: f32 loc("{{.*}}":72:17)):
// LOC-NEXT:       %2 = arith.addf %in, %out : f32 loc("{{.*}}":73:10)
// LOC-NEXT:       %3 = arith.mulf %2, %2 : f32 loc("{{.*}}":74:10)
// LOC-NEXT:       linalg.yield %3 : f32 loc("{{.*}}":75:5)
// LOC-NEXT:     } -> tensor<4xf32> loc("{{.*}}":71:8)
// LOC-NEXT:     return %1 : tensor<4xf32> loc("{{.*}}":77:3)
// LOC-NEXT:   } loc("{{.*}}":58:1)
// LOC-NEXT: } loc("{{.*}}":0:0)

// GENERIC: #map = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "same_region"}> ({
// GENERIC-NEXT:   ^bb0(%arg20: tensor<4xf32>, %arg21: tensor<4xf32>):
// GENERIC-NEXT:     %22 = "linalg.generic"(%arg20, %arg21) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg24: f32, %arg25: f32):
// GENERIC-NEXT:       %26 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %27 = "arith.mulf"(%26, %26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%27) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %23 = "linalg.generic"(%22, %arg21) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg22: f32, %arg23: f32):
// GENERIC-NEXT:       %24 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %25 = "arith.mulf"(%24, %24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%25) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%23) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, index) -> tensor<4xf32>, sym_name = "nested"}> ({
// GENERIC-NEXT:   ^bb0(%arg9: tensor<4xf32>, %arg10: tensor<4xf32>, %arg11: index):
// GENERIC-NEXT:     %10 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %11 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %12 = "scf.for"(%10, %arg11, %11, %arg9) ({
// GENERIC-NEXT:     ^bb0(%arg14: index, %arg15: tensor<4xf32>):
// GENERIC-NEXT:       %16 = "linalg.generic"(%arg15, %arg10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:       ^bb0(%arg18: f32, %arg19: f32):
// GENERIC-NEXT:         %20 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         %21 = "arith.mulf"(%20, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         "linalg.yield"(%21) : (f32) -> ()
// GENERIC-NEXT:       }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:       %17 = "linalg.generic"(%16, %arg10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:       ^bb0(%arg16: f32, %arg17: f32):
// GENERIC-NEXT:         %18 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         %19 = "arith.mulf"(%18, %18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         "linalg.yield"(%19) : (f32) -> ()
// GENERIC-NEXT:       }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:       "scf.yield"(%17) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:     }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %13 = "linalg.generic"(%12, %arg10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg12: f32, %arg13: f32):
// GENERIC-NEXT:       %14 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %15 = "arith.mulf"(%14, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%15) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%13) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>, index) -> tensor<4xf32>, sym_name = "same_template_other_counters"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// GENERIC-NEXT:     %2 = "arith.constant"() <{value = 2 : index}> : () -> index
// GENERIC-NEXT:     %3 = "scf.for"(%0, %arg2, %1, %arg0) ({
// GENERIC-NEXT:     ^bb0(%arg5: index, %arg6: tensor<4xf32>):
// GENERIC-NEXT:       %7 = "linalg.generic"(%arg6, %arg1) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:       ^bb0(%arg7: f32, %arg8: f32):
// GENERIC-NEXT:         %8 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         %9 = "arith.mulf"(%8, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:         "linalg.yield"(%9) : (f32) -> ()
// GENERIC-NEXT:       }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:       "scf.yield"(%7) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:     }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     %4 = "linalg.generic"(%3, %arg1) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC-NEXT:     ^bb0(%arg3: f32, %arg4: f32):
// GENERIC-NEXT:       %5 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       %6 = "arith.mulf"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT:       "linalg.yield"(%6) : (f32) -> ()
// GENERIC-NEXT:     }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT:     "func.return"(%4) : (tensor<4xf32>) -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
