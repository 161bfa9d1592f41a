// mlir-opt 22 passes the CHECK lines of alias-dry-run-cut-short.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/alias-dry-run-cut-short.mlir --allow-unregistered-dialect --split-input-file | FileCheck %S/alias-dry-run-cut-short.mlir
