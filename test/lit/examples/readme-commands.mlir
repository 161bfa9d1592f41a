// The commands of README.md (Quick start and Usage), run on the bundled
// files with their output checked; docs/readme-commands-run (ctest) runs
// the README's command lines themselves, so the two stay in step.
// (This file only holds RUN and CHECK lines.)
// RUN: cd %S/../../.. && %xform-interp transform-scripts/ch4/payload.mlir --transform-preload-library=transform-library-paths=transform-scripts/ch4/collect.mlir --transform-interpreter > %t.quick.out 2> %t.quick.err
// RUN: FileCheck %s --check-prefix=QUICK-ERR < %t.quick.err
// RUN: FileCheck %s --check-prefix=QUICK-OUT < %t.quick.out

// Quick start: collect_matching remarks on the four elementwise ops, then
// the two matmuls, each with mlir-opt's source line, caret and note; the
// payload is printed unchanged, without the library's sequences (the entry
// point is in the library, so nothing is merged into the payload).
// QUICK-ERR:      transform-scripts/ch4/payload.mlir:16:13: remark: elementwise
// QUICK-ERR-NEXT:   %biased = linalg.elementwise kind=#linalg.elementwise_kind<add>
// QUICK-ERR-NEXT:             ^
// QUICK-ERR-NEXT: transform-scripts/ch4/payload.mlir:16:13: note: see current operation: %1 = linalg.elementwise
// QUICK-ERR:      payload.mlir:20:13: remark: elementwise
// QUICK-ERR:      payload.mlir:30:13: remark: elementwise
// QUICK-ERR:      payload.mlir:34:13: remark: elementwise
// QUICK-ERR:      payload.mlir:14:13: remark: matmul
// QUICK-ERR:      payload.mlir:28:13: remark: matmul
// QUICK-ERR-NOT:  remark
// QUICK-OUT:      func.func @fc_relu(
// QUICK-OUT:      func.func @fc_relu_swapped(
// QUICK-OUT-NOT:  transform.

// Running a script, payload and script in one file: foreach_match tags the
// multiply-accumulate chain of @dot2 and leaves @no_chain alone.
// RUN: cd %S/../../.. && %xform-interp transform-scripts/examples/mul-add-chains.mlir --transform-interpreter | FileCheck %s --check-prefix=ONE-FILE
// ONE-FILE-LABEL: func.func @dot2
// ONE-FILE:         %0 = arith.muli %arg0, %arg1 {mac.multiply} : i32
// ONE-FILE-NEXT:    %1 = arith.muli %arg2, %arg3 : i32
// ONE-FILE-NEXT:    %2 = arith.addi %0, %1 {mac.accumulate} : i32
// ONE-FILE-LABEL: func.func @no_chain
// ONE-FILE-NOT:     mac.
// ONE-FILE:         transform.named_sequence @match_mul_add

// Running a script, preloaded: the chapter-4 chain matcher.
// RUN: cd %S/../../.. && %xform-interp transform-scripts/ch4/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=transform-scripts/ch4/chain.mlir \
// RUN:   --transform-interpreter=entry-point=match_chains 2>&1 >/dev/null | FileCheck %s --check-prefix=LIBRARY
// LIBRARY:      payload.mlir:16:13: remark: elementwise in a chain
// LIBRARY:      payload.mlir:20:13: remark: elementwise in a chain
// LIBRARY:      payload.mlir:14:13: remark: matmul starting a chain
// LIBRARY-NOT:  remark

// Running a script, the transform-scripts/lib directory.
// RUN: cd %S/../../.. && %xform-interp transform-scripts/lib/examples/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=transform-scripts/lib \
// RUN:   --transform-interpreter=entry-point=remark_structure 2>&1 >/dev/null | FileCheck %s --check-prefix=LIB
// LIB:      payload.mlir:11:9: remark: matmul-like, batch loops: 0 : i64
// LIB:      payload.mlir:72:8: remark: convolution, strides: 1 : i64, 1 : i64
// LIB:      payload.mlir:16:11: remark: fc+bias+relu: relu
// LIB:      payload.mlir:67:8: remark: elementwise chain: consumer

// Tracing matchers: the lines quoted in the README.
// RUN: cd %S/../../.. && %xform-interp transform-scripts/ch4/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=transform-scripts/ch4/chain.mlir \
// RUN:   --transform-interpreter=entry-point=match_chains -debug-only=transform-matcher 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
// TRACE:      [transform-matcher] matching %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%0, %arg2 : tensor<512x512xf32>, tensor<512x512xf32>)
// TRACE-NEXT: [transform-matcher] matcher match_matmul_elementwise failed: wrong operation name

// Verifying diagnostics: every expected-* comment matches, exit status 0;
// the chunk whose run failed prints no IR, only its separator (as mlir-opt).
// RUN: cd %S/../../.. && %xform-interp transform-scripts/examples/expected-diagnostics.mlir \
// RUN:   --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=VERIFY
// VERIFY:      func.func @f(
// VERIFY:      // -----
// VERIFY-NOT:  func.func

// Applying DRR rules with --apply-drr: x * 2 becomes x + x; the greedy
// driver also moves the constants of the other functions to their entry.
// RUN: cd %S/../../.. && %xform-interp transform-scripts/lib/examples/payload.mlir \
// RUN:   --apply-drr=patterns=transform-scripts/lib/drr/arith-strength.td | FileCheck %s --check-prefix=DRR
// DRR-LABEL: func.func @fc_relu(
// DRR-NEXT:    %cst = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// DRR-LABEL: func.func @scaled_sum(
// DRR-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// DRR-NEXT:    %1 = arith.addi %0, %arg1 : i32

// ... and from a script: only @scaled_sum is rewritten.
// RUN: cd %S/../../.. && %xform-interp transform-scripts/lib/examples/payload.mlir \
// RUN:   --transform-preload-library=transform-library-paths=transform-scripts/lib/drr/strength-reduce.mlir \
// RUN:   --transform-interpreter=entry-point=strength_reduce | FileCheck %s --check-prefix=DRR-SCRIPT
// DRR-SCRIPT-LABEL: func.func @fc_relu(
// DRR-SCRIPT-NEXT:    linalg.matmul
// DRR-SCRIPT-LABEL: func.func @scaled_sum(
// DRR-SCRIPT-NEXT:    %0 = arith.addi %arg0, %arg0 : i32

// transform-scripts/examples/payload-generic.mlir (transform-scripts/README.md)
// prints in custom syntax, the op xform does not model in generic form.
// RUN: cd %S/../../.. && %xform-interp transform-scripts/examples/payload-generic.mlir | FileCheck %s --check-prefix=GENERIC
// GENERIC:      %0 = linalg.matmul ins(%arg0, %arg1 : tensor<512x512xf32>, tensor<512x512xf32>) outs(%arg3 : tensor<512x512xf32>) -> tensor<512x512xf32>
// GENERIC-NEXT: %cst = arith.constant 0.000000e+00 : f32
// GENERIC-NEXT: %1 = "test.relu"(%0, %arg2, %cst)
