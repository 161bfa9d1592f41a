// mlir-opt 22 gives the output and the errors annotations-verified-again-when-read.mlir expects.
// REQUIRES: mlir-opt
// RUN: not %mlir-opt %S/annotations-verified-again-when-read.mlir --split-input-file --transform-interpreter 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: not %mlir-opt %S/annotations-verified-again-when-read.mlir --split-input-file --transform-interpreter 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// OUT-LABEL: func.func @f
// OUT: arith.addi %{{.*}}, %{{.*}} {chain_head} : i32
// ERR: error: redefinition of symbol named 'f'
// ERR: error: 'arith.constant' op failed to verify that all of {value, result} have same type
// ERR: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'undotted'
// ERR: error: 'arith.constant' op failed to verify that all of {value, result} have same type
