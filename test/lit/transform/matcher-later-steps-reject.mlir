// Matcher runs that certainly fail at an op after the first (a producer that
// does not exist, a name check on a producer) are skipped
// (src/transform/ops_match.c), and the skip must not change what the walk
// does: the remarks below are mlir-opt 22's.  Runs certain to succeed are
// skipped too, their yields taken from the steps.  @chain matches only where
// the chain is there (and yields its head, a producer); its producer of a
// block argument, of an operand past the last and of the wrong kind fail;
// the second pair still runs where @chain fails; a remark inside a matcher,
// after the steps that are followed, still shows for every op that reaches
// it; a producer bound to a typed handle is not followed: binding it to an op
// of another kind is a definite error, which the name check after it must
// not hide.
// Expected output: mlir-opt 22.1.8 (matcher-later-steps-reject-mlir-opt-agrees.mlir).
// RUN: not %xform-interp --transform-interpreter %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %xform-interp --transform-interpreter %s -o /dev/null -mlir-disable-threading 2>&1 | FileCheck %s

func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y {tag = "a"} : i32
  %b = arith.muli %a, %y {tag = "b"} : i32
  %c = arith.subi %b, %a {tag = "c"} : i32
  %d = arith.subi %x, %b {tag = "d"} : i32
  %e = arith.subi %c, %d {tag = "e"} : i32
  return %e : i32
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %r = transform.foreach_match in %root @chain -> @mark_chain, @any_sub -> @mark_sub
      : (!transform.any_op) -> !transform.any_op
    %s = transform.foreach_match in %r @remark_between -> @nothing
      : (!transform.any_op) -> !transform.any_op
    %t = transform.foreach_match in %s @past_last -> @nothing
      : (!transform.any_op) -> !transform.any_op
    %u = transform.foreach_match in %t @typed -> @mark_typed
      : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
  // subi whose operand 0 is made by a muli whose operand 0 is made by an addi.
  transform.named_sequence @chain(%op: !transform.any_op {transform.readonly}) -> (!transform.any_op, !transform.any_op) {
    transform.match.operation_name %op ["arith.subi"] : !transform.any_op
    %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %p ["arith.muli"] : !transform.any_op
    %q = transform.get_producer_of_operand %p[0] : (!transform.any_op) -> !transform.any_op
    transform.match.operation_name %q ["arith.addi"] : !transform.any_op
    transform.yield %q, %op : !transform.any_op, !transform.any_op
  }
  transform.named_sequence @any_sub(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.subi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @remark_between(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.subi"] : !transform.any_op
    %p = transform.get_producer_of_operand %op[0] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "producer of a subi" : !transform.any_op
    transform.match.operation_name %p ["arith.nothing"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @typed(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.subi"] : !transform.any_op
    %p = transform.get_producer_of_operand %op[1] : (!transform.any_op) -> !transform.op<"arith.muli">
    transform.match.operation_name %p ["arith.nothing"] : !transform.op<"arith.muli">
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @past_last(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.subi"] : !transform.any_op
    %p = transform.get_producer_of_operand %op[2] : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %p, "past the last operand" : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @mark_chain(%head: !transform.any_op {transform.readonly}, %op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %head, "chain head" : !transform.any_op
    transform.debug.emit_remark_at %op, "chain" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @mark_sub(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "other subi" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @mark_typed(%op: !transform.any_op {transform.readonly}) {
    transform.debug.emit_remark_at %op, "operand 1 made by a muli" : !transform.any_op
    transform.yield
  }
  transform.named_sequence @nothing(%op: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}

// CHECK:      remark: chain head
// CHECK-NEXT: a = arith.addi
// CHECK:      remark: chain
// CHECK-NEXT: c = arith.subi
// CHECK:      remark: other subi
// CHECK-NEXT: d = arith.subi
// CHECK:      remark: other subi
// CHECK-NEXT: e = arith.subi
// CHECK:      remark: producer of a subi
// CHECK-NEXT: b = arith.muli
// CHECK:      remark: producer of a subi
// CHECK-NEXT: c = arith.subi
// CHECK-NOT:  remark
// CHECK:      error: incompatible payload operation name expected arith.muli vs arith.addi
// CHECK-NOT:  remark
