// mlir-opt 22 passes the CHECK lines of matcher-outcomes-per-shape.mlir.
// REQUIRES: mlir-opt
// RUN: %mlir-opt --transform-interpreter %S/matcher-outcomes-per-shape.mlir 2>&1 | FileCheck %S/matcher-outcomes-per-shape.mlir
