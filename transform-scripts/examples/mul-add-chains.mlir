// Finds every `arith.addi` fed by an `arith.muli` (a multiply-accumulate
// chain) and tags both ops, using a matcher/action pair with foreach_match.
//
//   xform-interp --transform-interpreter mul-add-chains.mlir
//
// Payload: two functions, one with a chain and one without.
func.func @dot2(%a0: i32, %b0: i32, %a1: i32, %b1: i32) -> i32 {
  %p0 = arith.muli %a0, %b0 : i32
  %p1 = arith.muli %a1, %b1 : i32
  %s = arith.addi %p0, %p1 : i32
  func.return %s : i32
}

func.func @no_chain(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32
  %d = arith.subi %s, %b : i32
  func.return %d : i32
}

// The transform script.
module attributes {transform.with_named_sequence} {
  // Matcher: an addi whose first operand is produced by a muli; yields both.
  transform.named_sequence @match_mul_add(%add: !transform.any_op {transform.readonly})
      -> (!transform.any_op, !transform.any_op) {
    transform.match.operation_name %add ["arith.addi"] : !transform.any_op
    %mul = transform.get_producer_of_operand %add[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %mul ["arith.muli"] : !transform.any_op
    transform.yield %mul, %add : !transform.any_op, !transform.any_op
  }

  // Action: tag the pair.
  transform.named_sequence @tag(%mul: !transform.any_op {transform.readonly},
                                %add: !transform.any_op {transform.readonly}) {
    transform.annotate %mul "mac.multiply" : !transform.any_op
    transform.annotate %add "mac.accumulate" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @match_mul_add -> @tag
        : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
