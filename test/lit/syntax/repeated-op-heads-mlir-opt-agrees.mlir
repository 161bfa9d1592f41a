// mlir-opt 22 passes the CHECK lines of repeated-op-heads.mlir and
// repeated-op-heads-errors.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-op-heads.mlir | FileCheck %S/repeated-op-heads.mlir
// RUN: not %mlir-opt %S/repeated-op-heads-errors.mlir --split-input-file 2>&1 | FileCheck %S/repeated-op-heads-errors.mlir
