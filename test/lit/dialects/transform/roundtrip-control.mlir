// Structure and control ops print as mlir-opt 22 prints them: named_sequence (declarations,
// visibility, argument and result attributes), sequence (root, extra bindings, results,
// root-less), include, yield, alternatives, foreach (with_zip_shortest), foreach_match
// (flags, forwarded inputs, one pair per line, %updated_root / %yielded names) and
// collect_matching.  The generic form re-parses to the same custom form.
// Expected output: mlir-opt 22.1.8 (no pass).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s | %xform | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | %xform | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir-opt %s > %t.ref && %xform %s > %t.out && diff %t.ref %t.out %}

module attributes {transform.with_named_sequence} {
  // CHECK-LABEL: transform.named_sequence private @declared(!transform.any_op {transform.readonly}, !transform.param<i64> {transform.consumed}) -> !transform.any_op{{$}}
  transform.named_sequence private @declared(!transform.any_op {transform.readonly}, !transform.param<i64> {transform.consumed}) -> !transform.any_op

  // CHECK-LABEL: transform.named_sequence @two_results(%arg0: !transform.any_op {transform.readonly}, %arg1: !transform.param<i64> {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
  // CHECK-NEXT:    transform.yield %arg0, %arg1 : !transform.any_op, !transform.param<i64>
  // CHECK-NEXT:  }
  transform.named_sequence @two_results(%op: !transform.any_op {transform.readonly}, %p: !transform.param<i64> {transform.readonly}) -> (!transform.any_op, !transform.param<i64>) {
    transform.yield %op, %p : !transform.any_op, !transform.param<i64>
  }

  // CHECK-LABEL: transform.named_sequence @is_add(%arg0: !transform.any_op {transform.readonly}) -> !transform.any_op {
  // CHECK-NEXT:    transform.match.operation_name %arg0 ["arith.addi"] : !transform.any_op
  // CHECK-NEXT:    transform.yield %arg0 : !transform.any_op
  transform.named_sequence @is_add(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.addi"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  transform.named_sequence @is_mul(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["arith.muli"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }

  // An empty yield prints with a trailing space, as mlir-opt does.
  // CHECK-LABEL: transform.named_sequence nested @nothing(%arg0: !transform.any_op {transform.readonly}) attributes {note = "kept"} {
  // CHECK-NEXT:    transform.yield {{$}}
  transform.named_sequence nested @nothing(%op: !transform.any_op {transform.readonly}) attributes {note = "kept"} {
    transform.yield
  }

  // CHECK-LABEL: transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    // CHECK-NEXT: %0 = transform.param.constant 7 : i64 -> !transform.param<i64>
    %seven = transform.param.constant 7 -> !transform.param<i64>
    // CHECK-NEXT: %1:2 = transform.include @two_results failures(suppress) (%arg0, %0) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.param<i64>)
    %a, %b = transform.include @two_results failures(suppress) (%root, %seven) : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.param<i64>)
    // CHECK-NEXT: transform.include @nothing failures(propagate) (%1#0) {tag} : (!transform.any_op) -> ()
    transform.include @nothing failures(propagate) (%a) {tag} : (!transform.any_op) -> ()
    // CHECK-NEXT: %2 = transform.collect_matching @is_add in %arg0 : (!transform.any_op) -> !transform.any_op
    %adds = transform.collect_matching @is_add in %root : (!transform.any_op) -> !transform.any_op
    // CHECK-NEXT: %updated_root = transform.foreach_match in %2 {{$}}
    // CHECK-NEXT:     @is_add -> @nothing, {{$}}
    // CHECK-NEXT:     @is_mul -> @nothing : (!transform.any_op) -> !transform.any_op
    %r = transform.foreach_match in %adds @is_add -> @nothing, @is_mul -> @nothing : (!transform.any_op) -> !transform.any_op
    // CHECK-NEXT: %updated_root_0, %yielded, %yielded_1 = transform.foreach_match restrict_root flatten_results in %2, %0 {{$}}
    // CHECK-NEXT:     @two_results -> @two_results : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.param<i64>)
    %r2, %y1, %y2 = transform.foreach_match flatten_results restrict_root in %adds, %seven
        @two_results -> @two_results
        : (!transform.any_op, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.param<i64>)
    // CHECK-NEXT: transform.foreach %2 : !transform.any_op {
    // CHECK-NEXT: ^bb0(%arg1: !transform.any_op):
    // CHECK-NEXT:   transform.annotate %arg1 "seen" : !transform.any_op
    // CHECK-NEXT: }
    transform.foreach %adds : !transform.any_op {
    ^bb0(%each: !transform.any_op):
      transform.annotate %each "seen" : !transform.any_op
    }
    // CHECK-NEXT: %3:2 = transform.foreach %2, %0 with_zip_shortest : !transform.any_op, !transform.param<i64> -> !transform.any_op, !transform.param<i64> {
    // CHECK-NEXT: ^bb0(%arg1: !transform.any_op, %arg2: !transform.param<i64>):
    // CHECK-NEXT:   transform.yield %arg1, %arg2 : !transform.any_op, !transform.param<i64>
    // CHECK-NEXT: } {tag}
    %z:2 = transform.foreach %adds, %seven with_zip_shortest : !transform.any_op, !transform.param<i64> -> !transform.any_op, !transform.param<i64> {
    ^bb0(%x: !transform.any_op, %q: !transform.param<i64>):
      transform.yield %x, %q : !transform.any_op, !transform.param<i64>
    } {tag}
    // The sequence body uses `transform` as its default dialect.
    // CHECK-NEXT: %4 = transform.sequence %2, %0 : (!transform.any_op, !transform.param<i64>) -> !transform.any_op failures(propagate) attributes {tag} {
    // CHECK-NEXT: ^bb0(%arg1: !transform.any_op, %arg2: !transform.param<i64>):
    // CHECK-NEXT:   %5 = merge_handles %arg1 : !transform.any_op
    // CHECK-NEXT:   yield %5 : !transform.any_op
    // CHECK-NEXT: }
    %s = transform.sequence %adds, %seven : (!transform.any_op, !transform.param<i64>) -> !transform.any_op failures(propagate) attributes {tag} {
    ^bb0(%s0: !transform.any_op, %s1: !transform.param<i64>):
      %m = transform.merge_handles %s0 : !transform.any_op
      transform.yield %m : !transform.any_op
    }
    // CHECK-NEXT: transform.sequence %2 : !transform.any_op failures(suppress) {
    // CHECK-NEXT: ^bb0(%arg1: !transform.any_op):
    // CHECK-NEXT: }
    transform.sequence %adds : !transform.any_op failures(suppress) {
    ^bb0(%s0: !transform.any_op):
    }
    transform.yield
  }
}

// A root-less sequence prints two spaces before `failures`, as mlir-opt does.
// CHECK-LABEL: transform.sequence  failures(propagate) {
// CHECK-NEXT:  ^bb0(%arg0: !transform.any_op):
// CHECK-NEXT:    %0 = alternatives %arg0 : !transform.any_op -> !transform.any_op {
// CHECK-NEXT:    ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT:      transform.yield %arg1 : !transform.any_op
// CHECK-NEXT:    }, {
// CHECK-NEXT:    ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT:      %1 = transform.merge_handles %arg1 : !transform.any_op
// CHECK-NEXT:      transform.yield %1 : !transform.any_op
// CHECK-NEXT:    }
// CHECK-NEXT:    alternatives %0 : !transform.any_op {
// CHECK-NEXT:    ^bb0(%arg1: !transform.any_op):
// CHECK-NEXT:    }
// CHECK-NEXT:  }
transform.sequence failures(propagate) {
^bb0(%top: !transform.any_op):
  %alt = transform.alternatives %top : !transform.any_op -> !transform.any_op {
  ^bb0(%scope: !transform.any_op):
    transform.yield %scope : !transform.any_op
  }, {
  ^bb0(%scope: !transform.any_op):
    %m = transform.merge_handles %scope : !transform.any_op
    transform.yield %m : !transform.any_op
  }
  transform.alternatives %alt : !transform.any_op {
  ^bb0(%scope: !transform.any_op):
  }
}

// GENERIC: "transform.named_sequence"() <{arg_attrs = [{transform.readonly}, {transform.consumed}], function_type = (!transform.any_op, !transform.param<i64>) -> !transform.any_op, sym_name = "declared", sym_visibility = "private"}> ({
// GENERIC: "transform.include"({{.*}}) <{failure_propagation_mode = 2 : i32, target = @two_results}>
// GENERIC: "transform.collect_matching"({{.*}}) <{matcher = @is_add}>
// GENERIC: "transform.foreach_match"({{.*}}) <{actions = [@nothing, @nothing], matchers = [@is_add, @is_mul]}>
// GENERIC: "transform.foreach_match"({{.*}}) <{actions = [@two_results], flatten_results, matchers = [@two_results], restrict_root}>
// GENERIC: "transform.foreach"({{.*}}) <{with_zip_shortest}>
// GENERIC: "transform.sequence"({{.*}}) <{failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 1, 1>}> ({
// GENERIC: "transform.sequence"() <{failure_propagation_mode = 1 : i32, operandSegmentSizes = array<i32: 0, 0>}> ({
// GENERIC: "transform.alternatives"({{.*}}) ({
