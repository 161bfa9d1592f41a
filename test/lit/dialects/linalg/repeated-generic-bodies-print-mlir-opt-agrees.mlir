// mlir-opt 22 passes the CHECK lines of repeated-generic-bodies-print.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-generic-bodies-print.mlir | FileCheck %S/repeated-generic-bodies-print.mlir
// RUN: %mlir-opt %S/repeated-generic-bodies-print.mlir -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %S/repeated-generic-bodies-print.mlir --check-prefix=LOC
// RUN: %mlir-opt %S/repeated-generic-bodies-print.mlir -mlir-print-op-generic | FileCheck %S/repeated-generic-bodies-print.mlir --check-prefix=GENERIC
