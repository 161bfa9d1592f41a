// mlir-opt 22 runs the transform scripts of transform-scripts/ that it can
// (all but lib/drr and ch4/operand-satisfying.mlir, which use xform's
// extension ops) with the same command lines as the xform tests named
// below, and its output passes the same CHECK lines.
// REQUIRES: mlir-opt
// (This file only holds RUN lines.)
// RUN: %mlir-opt %S/../../../transform-scripts/lib/examples/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=remark_structure 2>&1 >/dev/null | FileCheck %S/lib-structure-remarks.mlir
// RUN: %mlir-opt %S/../../../transform-scripts/lib/examples/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=remark_elementwise 2>&1 >/dev/null | FileCheck %S/lib-elementwise-remarks.mlir
// RUN: %mlir-opt %S/../../../transform-scripts/lib/examples/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=annotate_structure | FileCheck %S/lib-annotate-structure.mlir
// RUN: %mlir-opt %S/../../../transform-scripts/lib/examples/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=annotate_by_name | FileCheck %S/lib-annotate-by-name.mlir
// RUN: %mlir-opt %S/../../../transform-scripts/lib/examples/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib,%S/lib-used-from-a-script.mlir \
// RUN:   --transform-interpreter=entry-point=count_fc_layers 2>&1 | FileCheck %S/lib-used-from-a-script.mlir

// The matmul script and the tutorial's chapter 4 (tests matmul-recognition.mlir,
// tutorial-ch4.mlir, tutorial-ch4-generic-matmul.mlir).
// RUN: %mlir-opt %S/../../../transform-scripts/matmul/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/matmul/matmul.mlir \
// RUN:   --transform-interpreter | FileCheck %S/matmul-recognition.mlir
// RUN: %mlir-opt %S/../../../transform-scripts/ch4/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/collect.mlir \
// RUN:   --transform-interpreter 2>&1 >/dev/null | FileCheck %S/tutorial-ch4.mlir --check-prefix=COLLECT
// RUN: %mlir-opt %S/../../../transform-scripts/ch4/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/chain.mlir \
// RUN:   --transform-interpreter=entry-point=match_chains 2>&1 >/dev/null | FileCheck %S/tutorial-ch4.mlir --check-prefix=CHAIN
// RUN: %mlir-opt %S/../../../transform-scripts/ch4/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/generic-matmul.mlir \
// RUN:   --transform-interpreter=entry-point=match_generic_matmuls 2>&1 >/dev/null | FileCheck %S/tutorial-ch4-generic-matmul.mlir --check-prefix=CH4
// RUN: %mlir-opt %S/../../../transform-scripts/matmul/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/generic-matmul.mlir \
// RUN:   --transform-interpreter=entry-point=match_generic_matmuls 2>&1 >/dev/null | FileCheck %S/tutorial-ch4-generic-matmul.mlir --check-prefix=MM
