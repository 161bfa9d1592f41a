// mlir-opt 22 passes the CHECK lines of repeated-generic-bodies-matched.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt --transform-interpreter -split-input-file %S/repeated-generic-bodies-matched.mlir | FileCheck %S/repeated-generic-bodies-matched.mlir
