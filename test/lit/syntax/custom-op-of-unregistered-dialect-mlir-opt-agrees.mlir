// mlir-opt 22 reports the expected diagnostics of custom-op-of-unregistered-dialect.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/custom-op-of-unregistered-dialect.mlir --split-input-file --verify-diagnostics
// RUN: %mlir-opt %S/custom-op-of-unregistered-dialect.mlir --split-input-file --verify-diagnostics -allow-unregistered-dialect
