// The port of the Transform tutorial's chapter 4 in transform-scripts/ch4:
// each script runs on the shared payload and remarks on the ops it found.
// (This file only holds RUN and CHECK lines.)
// RUN: %xform-interp %S/../../../transform-scripts/ch4/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/collect.mlir \
// RUN:   --transform-interpreter 2>&1 >/dev/null | FileCheck %s --check-prefix=COLLECT
// RUN: %xform-interp %S/../../../transform-scripts/ch4/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/chain.mlir \
// RUN:   --transform-interpreter=entry-point=match_chains 2>&1 >/dev/null | FileCheck %s --check-prefix=CHAIN
// RUN: %xform-interp %S/../../../transform-scripts/ch4/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/ch4/operand-satisfying.mlir \
// RUN:   --transform-interpreter=entry-point=match_any_operand 2>&1 >/dev/null | FileCheck %s --check-prefix=OPERAND

// collect_matching visits the payload in post-order: the elementwise ops of
// both functions, then the matmuls.
// COLLECT:      payload.mlir:16:13: remark: elementwise
// COLLECT-NEXT: {{^}}  %biased = linalg.elementwise
// COLLECT:      payload.mlir:20:13: remark: elementwise
// COLLECT:      payload.mlir:30:13: remark: elementwise
// COLLECT:      payload.mlir:34:13: remark: elementwise
// COLLECT:      payload.mlir:14:13: remark: matmul
// COLLECT:      payload.mlir:28:13: remark: matmul
// COLLECT-NOT:  remark

// Only the chain going through operand #0 at every step is found.
// CHAIN:      payload.mlir:16:13: remark: elementwise in a chain
// CHAIN:      payload.mlir:20:13: remark: elementwise in a chain
// CHAIN:      payload.mlir:14:13: remark: matmul starting a chain
// CHAIN-NOT:  remark

// has_operand_satisfying finds both chains, through operand #0 and #1.
// OPERAND:      payload.mlir:14:13: remark: matmul, chain through operand 0 : i32
// OPERAND:      payload.mlir:16:13: remark: add, chain through operand 0 : i32
// OPERAND:      payload.mlir:20:13: remark: max, chain through operand 0 : i32
// OPERAND:      payload.mlir:28:13: remark: matmul, chain through operand 1 : i32
// OPERAND:      payload.mlir:30:13: remark: add, chain through operand 1 : i32
// OPERAND:      payload.mlir:34:13: remark: max, chain through operand 1 : i32
// OPERAND-NOT:  {{remark|error}}
