// mlir-opt 22 passes the CHECK lines of repeated-op-lines-continued.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-op-lines-continued.mlir -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %S/repeated-op-lines-continued.mlir
