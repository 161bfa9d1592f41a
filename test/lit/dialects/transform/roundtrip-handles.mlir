// Handle and parameter ops, navigation, single-op matchers, payload-touching and debug ops
// print as mlir-opt 22 prints them: properties equal to their defaults are elided
// (split_handle's flags, get_parent_op's nth_parent = 1, apply_patterns' -1 limits), untyped
// integer params become i64, unit flags print as keywords (deduplicate, elemental), cmpi
// predicates print by name, and an optional operand leaves its space (`transform.print `).
// Expected output: mlir-opt 22.1.8 (no pass).
// RUN: %xform %s | FileCheck %s
// RUN: %xform %s | %xform | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | %xform | FileCheck %s
// RUN: %xform %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %if mlir-opt %{ %mlir-opt %s > %t.ref && %xform %s > %t.out && diff %t.ref %t.out %}
// RUN: %if mlir-opt %{ %mlir-opt %s --mlir-print-op-generic > %t.gref && %xform %s --mlir-print-op-generic > %t.gout && diff %t.gref %t.gout %}

// CHECK-LABEL: module attributes {transform.with_named_sequence} {
// CHECK-NEXT:   transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
// CHECK-NEXT:     %0 = transform.structured.match ops{["arith.addi", "arith.muli"]} in %arg0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %1 = transform.param.constant 42 : i64 -> !transform.param<i64>
// CHECK-NEXT:     %2 = transform.param.constant 1 : i64 -> !transform.param<i64>
// CHECK-NEXT:     %3 = transform.param.constant "str" {tag} -> !transform.any_param
// CHECK-NEXT:     %4 = transform.param.constant i32 -> !transform.type
// CHECK-NEXT:     %5 = transform.merge_handles %0, %arg0 : !transform.any_op
// CHECK-NEXT:     %6 = transform.merge_handles deduplicate %0, %0 : !transform.any_op
// CHECK-NEXT:     %7 = transform.merge_handles %1, %2 : !transform.param<i64>
// CHECK-NEXT:     %8:2 = transform.split_handle %5 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:     %9:2 = transform.split_handle %5 {fail_on_payload_too_small = false, overflow_result = 1 : i64} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// CHECK-NEXT:     %10 = transform.num_associations %5 : (!transform.any_op) -> !transform.param<i64>
// CHECK-NEXT:     %11 = transform.cast %0 : !transform.any_op to !transform.op<"arith.muli">
// CHECK-NEXT:     %12 = transform.cast %11 : !transform.op<"arith.muli"> to !transform.any_op
// CHECK-NEXT:     %13 = transform.select "arith.muli" in %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %14:2 = transform.replicate num(%0) %arg0, %1 : !transform.any_op, !transform.any_op, !transform.param<i64>
// CHECK-NEXT:     %15 = transform.get_producer_of_operand %0[1] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %16 = transform.get_consumers_of_result %0[0] : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %17 = transform.get_operand %0[all] : (!transform.any_op) -> !transform.any_value
// CHECK-NEXT:     %18 = transform.get_operand %0[except(0, -1)] : (!transform.any_op) -> !transform.any_value
// CHECK-NEXT:     %19 = transform.get_result %0[0, -1] : (!transform.any_op) -> !transform.any_value
// CHECK-NEXT:     %20 = transform.get_defining_op %19 : (!transform.any_value) -> !transform.any_op
// CHECK-NEXT:     %21 = transform.get_parent_op %0 : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %22 = transform.get_parent_op %0 {op_name = "func.func"} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %23 = transform.get_parent_op %0 {allow_empty_results, deduplicate, isolated_from_above, nth_parent = 2 : i64} : (!transform.any_op) -> !transform.any_op
// CHECK-NEXT:     %24 = transform.get_type %17 : (!transform.any_value) -> !transform.type
// CHECK-NEXT:     %25 = transform.get_type elemental %17 : (!transform.any_value) -> !transform.type
// CHECK-NEXT:     transform.match.operation_name %13 ["arith.muli", "arith.addi"] : !transform.any_op
// CHECK-NEXT:     transform.match.operation_empty %16 : !transform.any_op
// CHECK-NEXT:     transform.match.param.cmpi eq %1, %2 : !transform.param<i64>
// CHECK-NEXT:     transform.match.param.cmpi ne %1, %2 : !transform.param<i64>
// CHECK-NEXT:     transform.match.param.cmpi lt %1, %2 : !transform.param<i64>
// CHECK-NEXT:     transform.match.param.cmpi le %1, %2 : !transform.param<i64>
// CHECK-NEXT:     transform.match.param.cmpi gt %1, %2 : !transform.param<i64>
// CHECK-NEXT:     transform.match.param.cmpi ge %1, %2 {tag} : !transform.param<i64>
// CHECK-NEXT:     transform.annotate %0 "unit_attr" : !transform.any_op
// CHECK-NEXT:     transform.annotate %0 "value_attr" = %1 : !transform.any_op, !transform.param<i64>
// CHECK-NEXT:     transform.print {{$}}
// CHECK-NEXT:     transform.print  {name = "top"}
// CHECK-NEXT:     transform.print %0 : !transform.any_op
// CHECK-NEXT:     transform.print %0 {assume_verified, name = "ops", skip_regions, use_local_scope} : !transform.any_op
// CHECK-NEXT:     transform.debug.emit_remark_at %0, "an op" : !transform.any_op
// CHECK-NEXT:     transform.debug.emit_remark_at %17, "a value" : !transform.any_value
// CHECK-NEXT:     transform.debug.emit_param_as_remark %1 : !transform.param<i64>
// CHECK-NEXT:     transform.debug.emit_param_as_remark %3, "message" : !transform.any_param
// CHECK-NEXT:     transform.debug.emit_param_as_remark %4 at %0 : !transform.type, !transform.any_op
// CHECK-NEXT:     transform.debug.emit_param_as_remark %1, "both" at %0 : !transform.param<i64>, !transform.any_op
// CHECK-NEXT:     transform.verify %0 : !transform.any_op
// CHECK-NEXT:     transform.apply_dce to %arg0 : !transform.any_op
// CHECK-NEXT:     transform.apply_cse to %arg0 : !transform.any_op
// CHECK-NEXT:     transform.apply_licm to %0 : !transform.any_op
// CHECK-NEXT:     transform.apply_patterns to %arg0 {
// CHECK-NEXT:       transform.apply_patterns.canonicalization
// CHECK-NEXT:     } : !transform.any_op
// CHECK-NEXT:     transform.apply_patterns to %arg0 {
// CHECK-NEXT:     } {apply_cse, max_iterations = 3 : i64} : !transform.any_op
// CHECK-NEXT:     transform.yield {{$}}
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Default-valued properties are materialised (and printed in generic form).
// GENERIC: "transform.split_handle"({{.*}}) <{fail_on_payload_too_small = true, pass_through_empty_handle = true}>
// GENERIC: "transform.split_handle"({{.*}}) <{fail_on_payload_too_small = false, overflow_result = 1 : i64, pass_through_empty_handle = true}>
// GENERIC: "transform.get_operand"({{.*}}) <{is_all, raw_position_list = array<i64>}>
// GENERIC: "transform.get_operand"({{.*}}) <{is_inverted, raw_position_list = array<i64: 0, -1>}>
// GENERIC: "transform.get_parent_op"({{.*}}) <{nth_parent = 1 : i64}>
// GENERIC: "transform.match.param.cmpi"({{.*}}) <{predicate = 0 : i32}>
// GENERIC: "transform.match.param.cmpi"({{.*}}) <{predicate = 5 : i32}> {tag}
// GENERIC: "transform.apply_patterns"({{.*}}) <{max_iterations = -1 : i64, max_num_rewrites = -1 : i64}> ({
// GENERIC-NEXT: "transform.apply_patterns.canonicalization"() : () -> ()
// GENERIC: "transform.apply_patterns"({{.*}}) <{apply_cse, max_iterations = 3 : i64, max_num_rewrites = -1 : i64}> ({
// GENERIC-NEXT: ^bb0:

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %ops = transform.structured.match ops{["arith.addi", "arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %p1 = transform.param.constant 42 : i64 -> !transform.param<i64>
    %p2 = transform.param.constant 1 -> !transform.param<i64>
    %ps = transform.param.constant "str" {tag} -> !transform.any_param
    %pt = transform.param.constant i32 -> !transform.type
    %merged = transform.merge_handles %ops, %root : !transform.any_op
    %dedup = transform.merge_handles deduplicate %ops, %ops : !transform.any_op
    %pm = transform.merge_handles %p1, %p2 : !transform.param<i64>
    %s:2 = transform.split_handle %merged : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %t:2 = transform.split_handle %merged {pass_through_empty_handle = true, fail_on_payload_too_small = false, overflow_result = 1} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %n = transform.num_associations %merged : (!transform.any_op) -> !transform.param<i64>
    %c = transform.cast %ops : !transform.any_op to !transform.op<"arith.muli">
    %back = transform.cast %c : !transform.op<"arith.muli"> to !transform.any_op
    %sel = transform.select "arith.muli" in %ops : (!transform.any_op) -> !transform.any_op
    %rep:2 = transform.replicate num(%ops) %root, %p1 : !transform.any_op, !transform.any_op, !transform.param<i64>
    %prod = transform.get_producer_of_operand %ops[1] : (!transform.any_op) -> !transform.any_op
    %cons = transform.get_consumers_of_result %ops[0] : (!transform.any_op) -> !transform.any_op
    %all = transform.get_operand %ops[all] : (!transform.any_op) -> !transform.any_value
    %some = transform.get_operand %ops[except(0, -1)] : (!transform.any_op) -> !transform.any_value
    %res = transform.get_result %ops[0, -1] : (!transform.any_op) -> !transform.any_value
    %def = transform.get_defining_op %res : (!transform.any_value) -> !transform.any_op
    %par = transform.get_parent_op %ops : (!transform.any_op) -> !transform.any_op
    %par2 = transform.get_parent_op %ops {op_name = "func.func", nth_parent = 1 : i64} : (!transform.any_op) -> !transform.any_op
    %par3 = transform.get_parent_op %ops {isolated_from_above, allow_empty_results, deduplicate, nth_parent = 2} : (!transform.any_op) -> !transform.any_op
    %ty = transform.get_type %all : (!transform.any_value) -> !transform.type
    %ety = transform.get_type elemental %all : (!transform.any_value) -> !transform.type
    transform.match.operation_name %sel ["arith.muli", "arith.addi"] : !transform.any_op
    transform.match.operation_empty %cons : !transform.any_op
    transform.match.param.cmpi eq %p1, %p2 : !transform.param<i64>
    transform.match.param.cmpi ne %p1, %p2 : !transform.param<i64>
    transform.match.param.cmpi lt %p1, %p2 : !transform.param<i64>
    transform.match.param.cmpi le %p1, %p2 : !transform.param<i64>
    transform.match.param.cmpi gt %p1, %p2 : !transform.param<i64>
    transform.match.param.cmpi ge %p1, %p2 {tag} : !transform.param<i64>
    transform.annotate %ops "unit_attr" : !transform.any_op
    transform.annotate %ops "value_attr" = %p1 : !transform.any_op, !transform.param<i64>
    transform.print
    transform.print {name = "top"}
    transform.print %ops : !transform.any_op
    transform.print %ops {name = "ops", assume_verified, use_local_scope, skip_regions} : !transform.any_op
    transform.debug.emit_remark_at %ops, "an op" : !transform.any_op
    transform.debug.emit_remark_at %all, "a value" : !transform.any_value
    transform.debug.emit_param_as_remark %p1 : !transform.param<i64>
    transform.debug.emit_param_as_remark %ps, "message" : !transform.any_param
    transform.debug.emit_param_as_remark %pt at %ops : !transform.type, !transform.any_op
    transform.debug.emit_param_as_remark %p1, "both" at %ops : !transform.param<i64>, !transform.any_op
    transform.verify %ops : !transform.any_op
    transform.apply_dce to %root : !transform.any_op
    transform.apply_cse to %root : !transform.any_op
    transform.apply_licm to %ops : !transform.any_op
    transform.apply_patterns to %root {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    transform.apply_patterns to %root {
    } {apply_cse, max_iterations = 3 : i64, max_num_rewrites = -1 : i64} : !transform.any_op
    transform.yield
  }
}
