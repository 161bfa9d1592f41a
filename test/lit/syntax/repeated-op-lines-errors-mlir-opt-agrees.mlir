// mlir-opt 22 reports the expected diagnostics of repeated-op-lines-errors.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-op-lines-errors.mlir --split-input-file --verify-diagnostics
