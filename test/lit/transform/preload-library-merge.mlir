// --transform-preload-library: a directory's *.mlir files are loaded; the
// library is merged into the symbol table of the entry point: declarations
// bind to library definitions (which inherit the declaration's
// annotations), colliding private symbols are renamed with their uses.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-preload-library=transform-library-paths=%S/Inputs/lib --transform-interpreter | FileCheck %s
// RUN: %xform-interp %s -allow-unregistered-dialect "--pass-pipeline=builtin.module(transform-preload-library{transform-library-paths=%S/Inputs/lib},transform-interpreter)" | FileCheck %s
// RUN: not %xform-interp %s -allow-unregistered-dialect --transform-preload-library=transform-library-paths=%S/Inputs/missing.mlir --transform-interpreter 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not %xform-interp %s -allow-unregistered-dialect --transform-interpreter 2>&1 | FileCheck %s --check-prefix=UNRESOLVED
// The same file twice (mlir-opt 22 crashes): its public symbols collide.
// RUN: not %xform-interp %s -allow-unregistered-dialect --transform-preload-library=transform-library-paths=%S/Inputs/lib/helpers.mlir,%S/Inputs/lib/helpers.mlir --transform-interpreter 2>&1 | FileCheck %s --check-prefix=TWICE

// CHECK: "test.op"() {from_library, local} : () -> ()
// CHECK: transform.named_sequence private @tag_0(
// CHECK: transform.include @tag_0 failures(propagate)
// CHECK: transform.named_sequence private @tag(
// CHECK: transform.named_sequence @apply_tag(%{{.*}}: !transform.any_op {transform.readonly})
// CHECK-NEXT: transform.include @tag failures(propagate)

// MISSING: Inputs/missing.mlir:0:0: error: '{{.*}}Inputs/missing.mlir' is neither a file nor a directory
// UNRESOLVED: error: unresolved external named sequence
// TWICE: helpers.mlir:6:3: error: doubly defined symbol @apply_tag
// TWICE: helpers.mlir:6:3: note: previously defined here
// TWICE: <shared-library-module>:0:0: error: failed to verify merged transform module

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.op"() : () -> ()
    return
  }
  transform.named_sequence private @tag(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "local" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @apply_tag(%op: !transform.any_op {transform.readonly})
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["test.op"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.include @tag failures(propagate) (%op) : (!transform.any_op) -> ()
    transform.include @apply_tag failures(propagate) (%op) : (!transform.any_op) -> ()
    transform.yield
  }
}
