// transform-scripts/ch4/generic-matmul.mlir (the tutorial's
// @match_generic_matmul): on the chapter-4 payload it finds the two
// linalg.matmul ops; on the matmul payload it also finds the matmuls
// written as linalg.generic (including the transposed-operand one), and
// neither the batch matmul nor the elementwise generic.  Remarks as
// mlir-opt 22 prints them for the same inputs.
// (This file only holds RUN and CHECK lines.)
// RUN: %xform-interp %S/../../../transform-scripts/ch4/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/generic-matmul.mlir \
// RUN:   --transform-interpreter=entry-point=match_generic_matmuls 2>&1 >/dev/null | FileCheck %s --check-prefix=CH4
// RUN: %xform-interp %S/../../../transform-scripts/matmul/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/generic-matmul.mlir \
// RUN:   --transform-interpreter=entry-point=match_generic_matmuls 2>&1 >/dev/null | FileCheck %s --check-prefix=MM

// CH4: payload.mlir:14:13: remark: generic matmul
// CH4: payload.mlir:28:13: remark: generic matmul
// CH4-NOT: remark

// MM: payload.mlir:10:8: remark: generic matmul
// MM: payload.mlir:14:8: remark: generic matmul
// MM: payload.mlir:24:8: remark: generic matmul
// MM-NOT: remark
