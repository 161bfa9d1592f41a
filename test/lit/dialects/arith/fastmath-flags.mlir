// Float arith ops: fastmath<...> prints canonically (flag order, "fast", no
// "none") and the default #arith.fastmath<none> is materialised in generic form.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @float_ops(%x: f32, %h: f16, %b: bf16, %v: vector<2x3xf64>, %t: tensor<?xf8E4M3FN>) {
  %0 = arith.addf %x, %x : f32
  %1 = arith.subf %h, %h : f16
  %2 = arith.mulf %b, %b : bf16
  %3 = arith.divf %v, %v : vector<2x3xf64>
  %4 = arith.remf %t, %t : tensor<?xf8E4M3FN>
  %5 = arith.maximumf %x, %x : f32
  %6 = arith.minimumf %x, %x : f32
  %7 = arith.maxnumf %x, %x : f32
  %8 = arith.minnumf %x, %x : f32
  %9 = arith.negf %x : f32
  return
}

func.func @fastmath(%x: f32) {
  %0 = arith.addf %x, %x fastmath<fast> : f32
  %1 = arith.subf %x, %x fastmath<nnan, ninf> : f32
  %2 = arith.mulf %x, %x fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : f32
  %3 = arith.divf %x, %x fastmath<afn,reassoc> : f32
  %4 = arith.negf %x fastmath<contract> : f32
  %5 = arith.remf %x, %x fastmath<none> : f32
  %6 = arith.maximumf %x, %x fastmath<fast,nnan> {tag} : f32
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @float_ops(%arg0: f32, %arg1: f16, %arg2: bf16, %arg3: vector<2x3xf64>, %arg4: tensor<?xf8E4M3FN>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 : f32
// CHECK-NEXT: %1 = arith.subf %arg1, %arg1 : f16
// CHECK-NEXT: %2 = arith.mulf %arg2, %arg2 : bf16
// CHECK-NEXT: %3 = arith.divf %arg3, %arg3 : vector<2x3xf64>
// CHECK-NEXT: %4 = arith.remf %arg4, %arg4 : tensor<?xf8E4M3FN>
// CHECK-NEXT: %5 = arith.maximumf %arg0, %arg0 : f32
// CHECK-NEXT: %6 = arith.minimumf %arg0, %arg0 : f32
// CHECK-NEXT: %7 = arith.maxnumf %arg0, %arg0 : f32
// CHECK-NEXT: %8 = arith.minnumf %arg0, %arg0 : f32
// CHECK-NEXT: %9 = arith.negf %arg0 : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fastmath(%arg0: f32) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg0 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %2 = arith.mulf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT: %3 = arith.divf %arg0, %arg0 fastmath<reassoc,afn> : f32
// CHECK-NEXT: %4 = arith.negf %arg0 fastmath<contract> : f32
// CHECK-NEXT: %5 = arith.remf %arg0, %arg0 : f32
// CHECK-NEXT: %6 = arith.maximumf %arg0, %arg0 fastmath<fast> {tag} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (f32, f16, bf16, vector<2x3xf64>, tensor<?xf8E4M3FN>) -> (), sym_name = "float_ops"}> ({
// GENERIC-NEXT: ^bb0(%arg1: f32, %arg2: f16, %arg3: bf16, %arg4: vector<2x3xf64>, %arg5: tensor<?xf8E4M3FN>):
// GENERIC-NEXT: %7 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %8 = "arith.subf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
// GENERIC-NEXT: %9 = "arith.mulf"(%arg3, %arg3) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
// GENERIC-NEXT: %10 = "arith.divf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (vector<2x3xf64>, vector<2x3xf64>) -> vector<2x3xf64>
// GENERIC-NEXT: %11 = "arith.remf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf8E4M3FN>, tensor<?xf8E4M3FN>) -> tensor<?xf8E4M3FN>
// GENERIC-NEXT: %12 = "arith.maximumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %13 = "arith.minimumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %14 = "arith.maxnumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %15 = "arith.minnumf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %16 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = (f32) -> (), sym_name = "fastmath"}> ({
// GENERIC-NEXT: ^bb0(%arg0: f32):
// GENERIC-NEXT: %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %1 = "arith.subf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// GENERIC-NEXT: %2 = "arith.mulf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
// GENERIC-NEXT: %3 = "arith.divf"(%arg0, %arg0) <{fastmath = #arith.fastmath<reassoc,afn>}> : (f32, f32) -> f32
// GENERIC-NEXT: %4 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f32
// GENERIC-NEXT: %5 = "arith.remf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: %6 = "arith.maximumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> {tag} : (f32, f32) -> f32
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
