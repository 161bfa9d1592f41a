// Custom-syntax errors and verifiers of the handle, navigation, matcher and payload ops:
// ODS type constraints, interface-typed types and typed attributes in the custom formats
// ("invalid kind of type specified"), count mismatches, position lists (only adjacent
// repeats are rejected), split_handle/num_associations/get_parent_op constraints.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %if mlir-opt %{ %mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect %}

%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.num_associations' invalid kind of type specified: expected builtin.function, but found '!transform.any_op'}}
%1 = transform.num_associations %0 : !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.num_associations' number of operands and types do not match: got 1 operands and 2 types}}
%1 = transform.num_associations %0 : (!transform.any_op, !transform.any_op) -> !transform.param<i64>
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.num_associations' op result #0 must be TransformParamTypeInterface instance, but got '!transform.any_op'}}
%1 = transform.num_associations %0 : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected the type of the parameter attribute ('i64') to match the parameter type ('i32')}}
%1 = transform.num_associations %0 : (!transform.any_op) -> !transform.param<i32>
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.structured.match' op operand #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
%1 = transform.structured.match in %v : (!transform.any_value) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.structured.match' op result #0 must be TransformHandleTypeInterface instance, but got '!transform.any_value'}}
%1 = transform.structured.match in %0 : (!transform.any_op) -> !transform.any_value
// -----
%0 = "test.op"() : () -> !transform.any_op
// expected-note @below {{prior use here}}
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{use of value '%p' expects different type than prior uses: '!transform.any_op' vs '!transform.param<i64>'}}
%1 = transform.merge_handles %0, %p : !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.split_handle' op overflow_result is not a valid result index}}
%1:2 = transform.split_handle %0 {overflow_result = 2} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.split_handle' op expects result types to implement the same transform interface as the operand type}}
%1:2 = transform.split_handle %0 : (!transform.any_op) -> (!transform.any_op, !transform.param<i64>)
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.print' number of operands and types do not match: got 1 operands and 0 types}}
transform.print %0 !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.cast' expected 'to'}}
transform.cast %0 : !transform.any_op into !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected ':'}}
transform.cast %0 !transform.any_op to !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.get_operand' expected integer value}}
%1 = transform.get_operand %0[] : (!transform.any_op) -> !transform.any_value
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected ']'}}
%1 = transform.get_operand %0[1 : (!transform.any_op) -> !transform.any_value
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected attribute value}}
%1 = transform.get_producer_of_operand %0[x] : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.match.operation_name' invalid kind of attribute specified}}
transform.match.operation_name %0 "x" : !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.match.param.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, lt, le, gt, ge]}}
transform.match.param.cmpi foo %p, %p : !transform.param<i64>
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected attribute value}}
transform.include foo failures(propagate) (%0) : (!transform.any_op) -> ()
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.include' expected string or keyword containing one of the following enum values for attribute 'failure_propagation_mode' [propagate, suppress]}}
transform.include @foo failures(bar) (%0) : (!transform.any_op) -> ()
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected attribute value}}
transform.annotate %0 foo : !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected '->'}}
%1 = transform.foreach_match in %0 @a : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.foreach_match' expected valid '@'-identifier for symbol name}}
%1 = transform.foreach_match in %0 a -> @b : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected ']'}}
%1 = transform.get_operand %0[all, 1] : (!transform.any_op) -> !transform.any_value
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.get_operand' expected integer value}}
%1 = transform.get_operand %0[except(all)] : (!transform.any_op) -> !transform.any_value
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
%1 = transform.get_result %0[1, -1, 1] : (!transform.any_op) -> !transform.any_value
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.get_parent_op' 'transform.get_parent_op' op attribute 'nth_parent' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
%1 = transform.get_parent_op %0 {nth_parent = 0} : (!transform.any_op) -> !transform.any_op
// -----
// expected-note @below {{prior use here}}
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{use of value '%0' expects different type than prior uses: '!transform.param<i64>' vs '!transform.any_op'}}
transform.match.param.cmpi eq %p, %0 : !transform.param<i64>
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
%1 = transform.replicate num(%0) %p : !transform.any_op, !transform.param<i64>
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected attribute value}}
%1 = transform.select foo in %0 : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.param.constant' invalid kind of type specified}}
%1 = transform.param.constant 1 -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected attribute value}}
transform.debug.emit_remark_at %0, foo : !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{integer literal not valid for specified type}}
transform.debug.emit_param_as_remark %p, 3 : !transform.param<i64>
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.yield' number of operands and types do not match: got 1 operands and 2 types}}
transform.yield %0 : !transform.any_op, !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.get_type' op operand #0 must be TransformValueHandleTypeInterface instance, but got '!transform.any_op'}}
%1 = transform.get_type %0 : (!transform.any_op) -> !transform.type
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.get_defining_op' op operand #0 must be TransformValueHandleTypeInterface instance, but got '!transform.any_op'}}
%1 = transform.get_defining_op %0 : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{'transform.apply_patterns' op expected children ops to implement PatternDescriptorOpInterface}}
transform.apply_patterns to %0 {
  // expected-note @below {{op without interface}}
  transform.print
} : !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.apply_dce' expected 'to'}}
transform.apply_dce %0 : !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.structured.match' expected string or keyword containing one of the following enum values for attribute 'interface' [LinalgOp, TilingInterface, LoopLikeInterface]}}
%1 = transform.structured.match interface{Foo} in %0 : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.structured.match' invalid kind of attribute specified}}
%1 = transform.structured.match ops{"x"} in %0 : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected attribute value}}
%1 = transform.structured.match attributes x in %0 : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.foreach_match' `restrict_root` clause can appear at most once in the expansion of the oilist directive}}
%1 = transform.foreach_match restrict_root restrict_root in %0 @a -> @b : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.collect_matching' expected 'in'}}
%1 = transform.collect_matching @a %0 : (!transform.any_op) -> !transform.any_op
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{custom op 'transform.named_sequence' expected valid '@'-identifier for symbol name}}
transform.named_sequence foo() {
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected ','}}
transform.sequence %0, %p : !transform.any_op failures(propagate) {
^bb0(%a: !transform.any_op, %b: !transform.param<i64>):
}
// -----
%0 = "test.op"() : () -> !transform.any_op
%p = "test.op"() : () -> !transform.param<i64>
%v = "test.op"() : () -> !transform.any_value
// expected-error @below {{expected '{' to begin a region}}
transform.foreach %0 : !transform.any_op
