// mlir-opt 22 reports the same diagnostics as memoised-verdict-does-not-hide-errors.mlir
// expects (an op verified before and its variants differing in one type or
// attribute).
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/memoised-verdict-does-not-hide-errors.mlir -verify-diagnostics
