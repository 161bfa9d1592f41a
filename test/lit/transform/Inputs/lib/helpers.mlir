module attributes {transform.with_named_sequence} {
  transform.named_sequence private @tag(%op: !transform.any_op {transform.readonly}) {
    transform.annotate %op "from_library" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @apply_tag(%op: !transform.any_op) {
    transform.include @tag failures(propagate) (%op) : (!transform.any_op) -> ()
    transform.yield
  }
}
