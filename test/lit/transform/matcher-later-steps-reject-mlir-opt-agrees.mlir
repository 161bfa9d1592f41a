// mlir-opt 22 gives the output matcher-later-steps-reject.mlir checks.
// REQUIRES: mlir-opt
// RUN: not %mlir-opt --transform-interpreter %S/matcher-later-steps-reject.mlir -o /dev/null 2>&1 | FileCheck %S/matcher-later-steps-reject.mlir
