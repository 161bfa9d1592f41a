// transform.apply_dce erases unused ops whose only memory effects are reads
// or the allocation of their own results (memref.load, memref.alloc,
// func.constant), then the producers left without users; writes, frees,
// ops of unknown effects (unregistered ops, calls) and the target itself
// stay. Handles lose the erased ops.
// RUN: %xform %s -allow-unregistered-dialect --transform-interpreter --split-input-file --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @effects
// CHECK-SAME: (%[[M:.*]]: memref<8xi32>, %[[I:.*]]: index, %[[V:.*]]: i32)
// CHECK-NEXT:    memref.store %[[V]], %[[M]][%[[I]]] : memref<8xi32>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT:    memref.dealloc %[[A]] : memref<8xi32>
// CHECK-NEXT:    "foo.unknown"() : () -> i32
// CHECK-NEXT:    %{{.*}} = call @ext() : () -> i32
// CHECK-NEXT:    return
module attributes {transform.with_named_sequence} {
  func.func private @ext() -> i32
  func.func @effects(%m: memref<8xi32>, %i: index, %v: i32) {
    %l = memref.load %m[%i] : memref<8xi32>
    %unused_alloc = memref.alloc() : memref<8xi32>
    memref.store %v, %m[%i] : memref<8xi32>
    %a = memref.alloc() : memref<8xi32>
    memref.dealloc %a : memref<8xi32>
    %f = func.constant @ext : () -> i32
    %u = "foo.unknown"() : () -> i32
    %c = func.call @ext() : () -> i32
    return
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %fn = transform.structured.match ops{["func.func"]} attributes{sym_name = "effects"} in %root : (!transform.any_op) -> !transform.any_op
    %loads = transform.structured.match ops{["memref.load"]} in %fn : (!transform.any_op) -> !transform.any_op
    %allocs = transform.structured.match ops{["memref.alloc"]} in %fn : (!transform.any_op) -> !transform.any_op
    transform.apply_dce to %fn : !transform.any_op
    %nl = transform.num_associations %loads : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{loads 0 : i64}}
    transform.debug.emit_param_as_remark %nl, "loads" : !transform.param<i64>
    %na = transform.num_associations %allocs : (!transform.any_op) -> !transform.param<i64>
    // expected-remark @below {{allocs 1 : i64}}
    transform.debug.emit_param_as_remark %na, "allocs" : !transform.param<i64>
    transform.yield
  }
}

// -----

// Producers that become dead are erased too (a chain of loads feeding only
// an index computation), but only inside the target: the dead load outside
// the unregistered region op stays, the one inside goes.

// CHECK-LABEL: func.func @chains
// CHECK-NEXT:    %{{.*}} = memref.load
// CHECK-NEXT:    "foo.region"() ({
// CHECK-NEXT:      "foo.keep"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    return
module attributes {transform.with_named_sequence} {
  func.func @chains(%m: memref<8xindex>, %i: index) {
    %outer = memref.load %m[%i] : memref<8xindex>
    "foo.region"() ({
      %0 = memref.load %m[%i] : memref<8xindex>
      %1 = memref.load %m[%0] : memref<8xindex>
      %2 = memref.load %m[%1] : memref<8xindex>
      "foo.keep"() : () -> ()
    }) : () -> ()
    return
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["foo.region"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_dce to %r : !transform.any_op
    transform.yield
  }
}
