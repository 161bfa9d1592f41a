// Generic form numbers values uniquely across regions, regions taken last-first,
// as mlir-opt does; blocks carry predecessor comments.
// RUN: %xform --mlir-print-op-generic -allow-unregistered-dialect %s | FileCheck %s

// CHECK:      "foo.op"() ({
// CHECK-NEXT:   %4 = "foo.pureop"() : () -> i32
// CHECK:      "foo.op"() ({
// CHECK-NEXT:   %3 = "foo.pureop"() : () -> i32
// CHECK:      %0 = "foo.x"() : () -> i32
"foo.op"() ({
  %a = "foo.pureop"() : () -> i32
}) : () -> ()
"foo.op"() ({
  %a = "foo.pureop"() : () -> i32
}) : () -> ()
%z = "foo.x"() : () -> i32

// CHECK:      "foo.cfg"() ({
// CHECK-NEXT:   %[[V:.*]]:2 = "foo.two"() : () -> (i32, i32)
// CHECK-NEXT:   "foo.br"(%[[V]]#1)[^bb1, ^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1(%{{.*}}: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:   "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT:   "foo.ret"() : () -> ()
// CHECK-NEXT: ^bb3:  // no predecessors
"foo.cfg"() ({
  %t:2 = "foo.two"() : () -> (i32, i32)
  "foo.br"(%t#1)[^bb1, ^bb1] : (i32) -> ()
^bb1(%x: i32):
  "foo.br"()[^exit] : () -> ()
^exit:
  "foo.ret"() : () -> ()
^dead:
  "foo.ret"() : () -> ()
}) : () -> ()
