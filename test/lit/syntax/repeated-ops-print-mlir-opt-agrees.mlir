// mlir-opt 22 passes the CHECK lines of repeated-ops-print.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt %S/repeated-ops-print.mlir | FileCheck %S/repeated-ops-print.mlir
// RUN: %mlir-opt %S/repeated-ops-print.mlir -mlir-print-op-generic | FileCheck %S/repeated-ops-print.mlir --check-prefix=GENERIC
