// mlir-opt 22 passes the CHECK lines of repeated-op-lines-print.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-op-lines-print.mlir | FileCheck %S/repeated-op-lines-print.mlir
// RUN: %mlir-opt %S/repeated-op-lines-print.mlir -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %S/repeated-op-lines-print.mlir --check-prefix=LOC
// RUN: %mlir-opt %S/repeated-op-lines-print.mlir -mlir-print-op-generic | FileCheck %S/repeated-op-lines-print.mlir --check-prefix=GENERIC
