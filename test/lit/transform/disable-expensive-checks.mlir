// With disable-expensive-checks no invalidation is tracked: a handle to a
// nested op stays usable after its ancestor was consumed.  Using the
// consumed handle itself (which mlir-opt 22 crashes on) is reported.
// RUN: %xform-interp %s -allow-unregistered-dialect "--transform-interpreter=disable-expensive-checks entry-point=stale_nested" | FileCheck %s
// RUN: not %xform-interp %s -allow-unregistered-dialect "--transform-interpreter=disable-expensive-checks entry-point=consumed_itself" 2>&1 | FileCheck %s --check-prefix=CONSUMED

// CHECK: "test.inner"() {stale_but_used} : () -> ()

// CONSUMED: error: op uses a handle consumed by a previously executed transform op (operand #0)
// CONSUMED: note: consumed handle

module attributes {transform.with_named_sequence} {
  func.func @f() {
    "test.inner"() : () -> ()
    return
  }

  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {
    transform.yield
  }

  transform.named_sequence @stale_nested(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner = transform.structured.match ops{["test.inner"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.include @eat failures(propagate) (%func) : (!transform.any_op) -> ()
    transform.annotate %inner "stale_but_used" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @consumed_itself(%root: !transform.any_op {transform.readonly}) {
    %func = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.include @eat failures(propagate) (%func) : (!transform.any_op) -> ()
    transform.annotate %func "use_after_consume" : !transform.any_op
    transform.yield
  }
}
