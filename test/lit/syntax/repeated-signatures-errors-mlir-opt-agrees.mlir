// mlir-opt 22 reports the expected diagnostics of repeated-signatures-errors.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-signatures-errors.mlir --split-input-file --verify-diagnostics
