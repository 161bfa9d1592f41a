// A function signature whose text, from its `(` to the end of the line,
// repeats one parsed before is taken from that parse
// (src/syntax/sig_reuse.c): argument names, types and attributes, result
// attributes and the function type, with the argument tokens placed on the
// new line (the functions' names differ in length, so their columns move).
// Aliases are those of each input of a split file; arguments with explicit
// locations, signatures that do not end their line with the body's `{` and
// bare-type declarations are parsed each time.  The output is mlir-opt 22's
// (repeated-signatures-mlir-opt-agrees.mlir runs it), with
// --xform-no-text-reuse or without, in custom form and with locations.
// RUN: %xform-interp %s --split-input-file | FileCheck %s
// RUN: %xform-interp %s --split-input-file -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOC
// RUN: %xform-interp %s --split-input-file -mlir-print-debuginfo > %t.reuse
// RUN: %xform-interp %s --split-input-file -mlir-print-debuginfo --xform-no-text-reuse > %t.full
// RUN: diff %t.reuse %t.full

!t = tensor<2xf32>
func.func @f(%a: i32, %b: !t {test.arg}) -> (i32 {test.res}, !t) {
  return %a, %b : i32, !t
}
func.func private @long_name(%a: i32, %b: !t {test.arg}) -> (i32 {test.res}, !t) {
  return %a, %b : i32, !t
}
func.func @g(%a: i32, %b: !t {test.arg}) -> (i32 {test.res}, !t) {
  %c = arith.addi %a, %a : i32
  return %c, %b : i32, !t
}
func.func private @decl0(i32, !t) -> i32
func.func private @decl1(i32, !t) -> i32
func.func @k0(%a: i32) -> i32
    attributes {test.k} {
  return %a : i32
}
func.func @k1(%a: i32) -> i32
    attributes {test.k} {
  return %a : i32
}
func.func @l0(%a: i32 loc("args.mlir":7:8)) -> i32 {
  return %a : i32
}
func.func @l1(%a: i32 loc("args.mlir":7:8)) -> i32 {
  return %a : i32
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: tensor<2xf32> {test.arg}) -> (i32 {test.res}, tensor<2xf32>) {
// CHECK-LABEL: func.func private @long_name(%arg0: i32, %arg1: tensor<2xf32> {test.arg}) -> (i32 {test.res}, tensor<2xf32>) {
// CHECK-LABEL: func.func @g(%arg0: i32, %arg1: tensor<2xf32> {test.arg}) -> (i32 {test.res}, tensor<2xf32>) {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK:       func.func private @decl0(i32, tensor<2xf32>) -> i32
// CHECK:       func.func private @decl1(i32, tensor<2xf32>) -> i32
// CHECK:       func.func @k0(%arg0: i32) -> i32 attributes {test.k} {
// CHECK:       func.func @k1(%arg0: i32) -> i32 attributes {test.k} {

// LOC-LABEL: func.func @f(%arg0: i32 loc("{{.*}}repeated-signatures.mlir":18:14), %arg1: tensor<2xf32> {test.arg} loc("{{.*}}repeated-signatures.mlir":18:23))
// LOC-LABEL: func.func private @long_name(%arg0: i32 loc("{{.*}}repeated-signatures.mlir":21:30), %arg1: tensor<2xf32> {test.arg} loc("{{.*}}repeated-signatures.mlir":21:39))
// LOC-LABEL: func.func @g(%arg0: i32 loc("{{.*}}repeated-signatures.mlir":24:14), %arg1: tensor<2xf32> {test.arg} loc("{{.*}}repeated-signatures.mlir":24:23))
// LOC-NEXT:    %0 = arith.addi %arg0, %arg0 : i32 loc("{{.*}}repeated-signatures.mlir":25:8)
// LOC:       func.func @k1(%arg0: i32 loc("{{.*}}repeated-signatures.mlir":34:15)) -> i32 attributes {test.k} {
// LOC:       func.func @l0(%arg0: i32 loc("args.mlir":7:8)) -> i32 {
// LOC:       func.func @l1(%arg0: i32 loc("args.mlir":7:8)) -> i32 {

// -----

// The same text under another definition of the alias.

!t = tensor<3xi8>
func.func @f(%a: i32, %b: !t {test.arg}) -> (i32 {test.res}, !t) {
  return %a, %b : i32, !t
}

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: tensor<3xi8> {test.arg}) -> (i32 {test.res}, tensor<3xi8>) {

// -----

// Named sequences share the syntax.

module attributes {transform.with_named_sequence} {
  transform.named_sequence @m0(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @m1(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @m22(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.yield %op : !transform.any_op
  }
}

// CHECK-LABEL: transform.named_sequence @m0(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
// CHECK-LABEL: transform.named_sequence @m1(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
// CHECK-LABEL: transform.named_sequence @m22(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
// LOC-LABEL:   transform.named_sequence @m22(%arg0: !transform.any_op {transform.readonly} loc("{{.*}}repeated-signatures.mlir":84:33))
