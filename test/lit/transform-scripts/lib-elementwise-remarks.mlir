// transform-scripts/lib, entry point @remark_elementwise: @match_elementwise
// recognises elementwise ops by structure (all loops parallel, permutation
// maps, elementwise body): linalg.elementwise of every kind, linalg.exp,
// linalg.mul and an elementwise linalg.generic; not the matmuls, the
// convolutions nor arith ops.  Remarks as mlir-opt 22 prints them.
// (This file only holds RUN and CHECK lines.)
// RUN: %xform-interp %S/../../../transform-scripts/lib/examples/payload.mlir --mlir-print-op-on-diagnostic=false \
// RUN:   --transform-preload-library=transform-library-paths=%S/../../../transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=remark_elementwise 2>&1 >/dev/null | FileCheck %s

// CHECK:      payload.mlir:13:13: remark: matched
// CHECK:      payload.mlir:16:11: remark: matched
// CHECK:      payload.mlir:24:13: remark: matched
// CHECK:      payload.mlir:27:11: remark: matched
// CHECK:      payload.mlir:36:13: remark: matched
// CHECK:      payload.mlir:38:13: remark: matched
// CHECK:      payload.mlir:60:8: remark: matched
// CHECK:      payload.mlir:61:8: remark: matched
// CHECK-NEXT: {{^}}  %s = linalg.generic
// CHECK:      payload.mlir:67:8: remark: matched
// CHECK-NOT:  {{remark|error}}
