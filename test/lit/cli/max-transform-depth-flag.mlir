// --xform-max-transform-depth=N bounds how deeply the transform interpreter nests regions
// (default 4000): each named sequence entered through transform.include is one level, as
// are the entry point and the module holding it. The chain module -> main -> @a -> @b is
// four levels: it fails with a limit of 3, with a definite error at the named sequence that
// would go too deep, and runs with 4.
// RUN: not %xform-interp --transform-interpreter --xform-max-transform-depth=3 %s 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: %xform-interp --transform-interpreter --xform-max-transform-depth=4 %s 2>&1 | FileCheck %s --check-prefix=FOUR
// RUN: not %xform-interp --transform-interpreter --xform-max-transform-depth=10001 %s 2>&1 | FileCheck %s --check-prefix=BIG

// THREE: max-transform-depth-flag.mlir:[[@LINE+10]]:3: error: transform regions nest deeper than 3 levels when entering 'transform.named_sequence' (named sequences called and ops with regions)
// THREE-NOT: remark
// FOUR: remark: reached @b
// BIG: xform-interp: for the --xform-max-transform-depth option: '10001' is not a depth between 1 and 10000

module attributes {transform.with_named_sequence} {
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @b failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
  transform.named_sequence @b(%arg0: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %arg0, "reached @b" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    transform.include @a failures(propagate) (%arg0) : (!transform.any_op) -> ()
    transform.yield
  }
}
