// scf.if: without results the yields are implicit and elided; with results they
// print; an empty else region is omitted, an empty block prints as {}.
// Expected output: mlir-opt 22 (custom and --mlir-print-op-generic).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %xform -allow-unregistered-dialect %s --mlir-print-op-generic | %xform -allow-unregistered-dialect | FileCheck %s

func.func @ifs(%c: i1, %a: i32, %b: i64) -> i32 {
  scf.if %c {
    "test.then"() : () -> ()
  }
  scf.if %c {
  } else {
    "test.else"() : () -> ()
  }
  scf.if %c {
    scf.yield {tag}
  }
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  %1:2 = scf.if %c -> (i32, i64) {
    scf.yield %a, %b : i32, i64
  } else {
    scf.yield {tag} %a, %b : i32, i64
  } {attr = "x"}
  return %0 : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.else"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (i32, i64) {
// CHECK-NEXT: scf.yield %arg1, %arg2 : i32, i64
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield {tag} %arg1, %arg2 : i32, i64
// CHECK-NEXT: } {attr = "x"}
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i1, i32, i64) -> i32, sym_name = "ifs"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: i64):
// GENERIC-NEXT: "scf.if"(%arg0) ({
// GENERIC-NEXT: "test.then"() : () -> ()
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (i1) -> ()
// GENERIC-NEXT: "scf.if"(%arg0) ({
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "test.else"() : () -> ()
// GENERIC-NEXT: "scf.yield"() : () -> ()
// GENERIC-NEXT: }) : (i1) -> ()
// GENERIC-NEXT: "scf.if"(%arg0) ({
// GENERIC-NEXT: "scf.yield"() {tag} : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (i1) -> ()
// GENERIC-NEXT: %0 = "scf.if"(%arg0) ({
// GENERIC-NEXT: "scf.yield"(%arg1) : (i32) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"(%arg1) : (i32) -> ()
// GENERIC-NEXT: }) : (i1) -> i32
// GENERIC-NEXT: %1:2 = "scf.if"(%arg0) ({
// GENERIC-NEXT: "scf.yield"(%arg1, %arg2) : (i32, i64) -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: "scf.yield"(%arg1, %arg2) {tag} : (i32, i64) -> ()
// GENERIC-NEXT: }) {attr = "x"} : (i1) -> (i32, i64)
// GENERIC-NEXT: "func.return"(%0) : (i32) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
