// transform.apply_cse merges equal side-effect-free ops and equal read-only
// ops of one block when nothing in between may write; the replaced ops'
// handle entries follow the survivor. Writes and unknown effects in between
// block merging; allocations are never merged; unregistered region ops are
// their own scope.
// RUN: %xform %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @loads
// CHECK-SAME: (%[[M:.*]]: memref<8xi32>, %[[I:.*]]: index, %[[V:.*]]: i32)
// CHECK-NEXT:    %[[L1:.*]] = memref.load %[[M]][%[[I]]] : memref<8xi32>
// CHECK-NEXT:    %[[A1:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT:    %[[A2:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT:    memref.store %[[V]], %[[M]][%[[I]]] : memref<8xi32>
// CHECK-NEXT:    %[[L3:.*]] = memref.load %[[M]][%[[I]]] : memref<8xi32>
// CHECK-NEXT:    "foo.effect"() : () -> ()
// CHECK-NEXT:    %[[L5:.*]] = memref.load %[[M]][%[[I]]] : memref<8xi32>
// CHECK-NEXT:    return %[[L1]], %[[L1]], %[[L3]], %[[L3]], %[[L5]], %[[A1]], %[[A2]]
module attributes {transform.with_named_sequence} {
  func.func @loads(%m: memref<8xi32>, %i: index, %v: i32) -> (i32, i32, i32, i32, i32, memref<8xi32>, memref<8xi32>) {
    %l1 = memref.load %m[%i] : memref<8xi32>
    %a1 = memref.alloc() : memref<8xi32>
    %a2 = memref.alloc() : memref<8xi32>
    %l2 = memref.load %m[%i] : memref<8xi32>
    memref.store %v, %m[%i] : memref<8xi32>
    %l3 = memref.load %m[%i] : memref<8xi32>
    %l4 = memref.load %m[%i] : memref<8xi32>
    "foo.effect"() : () -> ()
    %l5 = memref.load %m[%i] : memref<8xi32>
    return %l1, %l2, %l3, %l4, %l5, %a1, %a2 : i32, i32, i32, i32, i32, memref<8xi32>, memref<8xi32>
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %loads = transform.structured.match ops{["memref.load"]} in %f : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    %n = transform.num_associations %loads : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{entries 5 : i64}}
    transform.debug.emit_param_as_remark %n, "entries" : !transform.param<i64>
    %d = transform.merge_handles deduplicate %loads, %loads : !transform.any_op
    %nd = transform.num_associations %d : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{distinct 3 : i64}}
    transform.debug.emit_param_as_remark %nd, "distinct" : !transform.param<i64>
    transform.yield
  }
}

// -----

// An unregistered op might be IsolatedFromAbove: its region starts from an
// empty scope, so the cast inside is not replaced by the outer one, but the
// two inside are merged. Outside, the later equal cast goes.

// CHECK-LABEL: func.func @scopes
// CHECK-SAME: (%[[V:.*]]: i32)
// CHECK-NEXT:    %[[F:.*]] = builtin.unrealized_conversion_cast %[[V]] : i32 to i64
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      %[[G:.*]] = builtin.unrealized_conversion_cast %[[V]] : i32 to i64
// CHECK-NEXT:      "foo.use"(%[[G]], %[[G]])
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    "foo.use"(%[[F]], %[[F]])
module attributes {transform.with_named_sequence} {
  func.func @scopes(%v: i32) {
    %f = builtin.unrealized_conversion_cast %v : i32 to i64
    "foo.region"() ({
      %g1 = builtin.unrealized_conversion_cast %v : i32 to i64
      %g2 = builtin.unrealized_conversion_cast %v : i32 to i64
      "foo.use"(%g1, %g2) : (i64, i64) -> ()
    }) : () -> ()
    %f2 = builtin.unrealized_conversion_cast %v : i32 to i64
    "foo.use"(%f, %f2) : (i64, i64) -> ()
    return
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} attributes{sym_name = "scopes"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_cse to %f : !transform.any_op
    transform.yield
  }
}
