// transform.apply_patterns.drr adds the patterns of a rule file (a path
// relative to the script) to transform.apply_patterns, all of them or the
// records listed in `only`.  Here a first apply_patterns uses only MulOne
// on a function found by attribute; then foreach_match finds the t.mul ops
// left and rewrites each one's function with every rule.  Ops of the rule
// file that were parsed before it was loaded (hence -allow-unregistered-
// dialect) are given its op definitions when it is loaded.
// RUN: %xform-interp %s -allow-unregistered-dialect --transform-interpreter | FileCheck %s

// CHECK-LABEL: func.func @all
// CHECK-NEXT: %[[S:.*]] = "t.add"(%arg0, %arg0) : (i64, i64) -> i64
// CHECK-NEXT: return %[[S]]
// CHECK-LABEL: func.func @only_mul_one
// CHECK-NEXT: %[[C:.*]] = "t.const"() <{value = 0 : i64}>
// CHECK-NEXT: %[[A:.*]] = "t.add"(%arg0, %[[C]])
// CHECK-NEXT: return %[[A]]
// CHECK-LABEL: func.func @untouched
// CHECK: "t.add"
module attributes {transform.with_named_sequence} {
  func.func @all(%arg0: i64) -> i64 {
    %c0 = "t.const"() {value = 0 : i64} : () -> i64
    %c2 = "t.const"() {value = 2 : i64} : () -> i64
    %0 = "t.add"(%arg0, %c0) : (i64, i64) -> i64
    %1 = "t.mul"(%0, %c2) : (i64, i64) -> i64
    return %1 : i64
  }
  func.func @only_mul_one(%arg0: i64) -> i64 attributes {simplify_some} {
    %c0 = "t.const"() {value = 0 : i64} : () -> i64
    %c1 = "t.const"() {value = 1 : i64} : () -> i64
    %0 = "t.mul"(%arg0, %c1) : (i64, i64) -> i64
    %1 = "t.add"(%0, %c0) : (i64, i64) -> i64
    return %1 : i64
  }
  func.func @untouched(%arg0: i64) -> i64 {
    %c0 = "t.const"() {value = 0 : i64} : () -> i64
    %0 = "t.add"(%arg0, %c0) : (i64, i64) -> i64
    return %0 : i64
  }
  transform.named_sequence @is_mul(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    transform.match.operation_name %op ["t.mul"] : !transform.any_op
    transform.yield %op : !transform.any_op
  }
  transform.named_sequence @simplify_function(%op: !transform.any_op {transform.readonly}) {
    %f = transform.get_parent_op %op {isolated_from_above} : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.drr "Inputs/arith-like.td"
    } : !transform.any_op
    transform.yield
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    %g = transform.structured.match ops{["func.func"]} attributes {simplify_some} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %g {
      transform.apply_patterns.drr "Inputs/arith-like.td" {only = ["MulOne"]}
    } : !transform.any_op
    %done = transform.foreach_match in %root
        @is_mul -> @simplify_function : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
