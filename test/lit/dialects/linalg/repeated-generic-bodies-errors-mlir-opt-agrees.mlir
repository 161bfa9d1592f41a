// mlir-opt 22 reports the diagnostics repeated-generic-bodies-errors.mlir expects.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-generic-bodies-errors.mlir -split-input-file -verify-diagnostics
