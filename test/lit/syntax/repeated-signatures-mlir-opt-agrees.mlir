// mlir-opt 22 passes the CHECK lines of repeated-signatures.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-signatures.mlir --split-input-file | FileCheck %S/repeated-signatures.mlir
// RUN: %mlir-opt %S/repeated-signatures.mlir --split-input-file -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %S/repeated-signatures.mlir --check-prefix=LOC
