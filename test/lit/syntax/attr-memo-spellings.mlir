// The parser skips single-line dictionary and array attributes, and
// `#dialect.name<...>` / `dense<...>` ones with or without ` : type<...>`,
// spelled exactly as one it parsed before (a memo of spellings): aliases,
// strings holding brackets, distinct ids, typed elements, multi-line
// spellings, and an untyped spelling seen again with a type after it (on the
// same line, the next one, or after a comment) keep their meaning, and an
// error right after a memoised dictionary is placed where mlir-opt 22 places
// it.
// RUN: %xform-interp %s -allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s
// RUN: %mlir-opt %s -allow-unregistered-dialect --split-input-file --verify-diagnostics | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @f() attributes {a = [1, 2], b = {x = "}]", y = [#map]}} {
// CHECK-NEXT: "test.op"() {a = [1, 2], b = {x = "}]", y = [#map]}} : () -> ()
// CHECK-NEXT: "test.op"() {a = [1, 2], b = {x = "}]", y = [#map]}, c = [1 : i32, 2]} : () -> ()
// CHECK-NEXT: "test.op"() {d = [distinct[0]<>, distinct[0]<>], e = [distinct[1]<>]} : () -> ()
// CHECK-NEXT: "test.op"() {d = [distinct[0]<>, distinct[0]<>], e = [distinct[1]<>]} : () -> ()
// CHECK-NEXT: "test.op"() {f = [1, 2]} : () -> ()
// CHECK-NEXT: "test.op"() {f = [1, 2]} : () -> ()
#map = affine_map<(d0) -> (d0)>
func.func @f() attributes {a = [1, 2], b = {x = "}]", y = [#map]}} {
  "test.op"() {a = [1, 2], b = {x = "}]", y = [#map]}} : () -> ()
  "test.op"() {a = [1, 2], b = {x = "}]", y = [#map]}, c = [1 : i32, 2]} : () -> ()
  "test.op"() {d = [distinct[0]<>, distinct[0]<>], e = [distinct[1]<>]} : () -> ()
  "test.op"() {d = [distinct[0]<>, distinct[0]<>], e = [distinct[1]<>]} : () -> ()
  "test.op"() {f = [1, 2]} : () -> ()
  "test.op"() {f = [1,
                    2]} : () -> ()
  return
}

// -----

func.func @after_memo() {
  "test.op"() {a = [1, 2]} : () -> ()
  // expected-error @below {{expected ':' followed by operation type}}
  "test.op"() {a = [1, 2]}} : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @dialect_and_dense() {
// CHECK-NEXT: "test.op"() {k = #foo.thing<a, "x>y">} : () -> ()
// CHECK-NEXT: "test.op"() {k = #foo.thing<a, "x>y"> : i32} : () -> ()
// CHECK-NEXT: "test.op"() {k = #foo.thing<a, "x>y"> : tensor<2xi32>} : () -> ()
// CHECK-NEXT: "test.op"() {k = #foo.thing<a, "x>y"> : i64} : () -> ()
// CHECK-NEXT: "test.op"() {k = #foo.thing<a, "x>y"> : i16} : () -> ()
// CHECK-NEXT: "test.op"() {k = #foo.thing<a, "x>y">} : () -> ()
// CHECK-NEXT: "test.op"() {k = #foo.thing<(d0) -> (d0)>, l = #foo.thing<(d0) -> (d0)>} : () -> ()
// CHECK-NEXT: arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: arith.constant dense<1.000000e+00> : tensor<2xf64>
// CHECK-NEXT: arith.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT: arith.constant dense<1.000000e+00> : tensor<2x1xf32>
// CHECK-NEXT: "test.op"() {v = dense<1.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
// CHECK-NEXT: "test.op"() {v = dense<1.000000e+00> : tensor<3xf32>} : () -> tensor<3xf32>
func.func @dialect_and_dense() {
  "test.op"() {k = #foo.thing<a, "x>y">} : () -> ()
  "test.op"() {k = #foo.thing<a, "x>y"> : i32} : () -> ()
  "test.op"() {k = #foo.thing<a, "x>y"> : tensor<2xi32>} : () -> ()
  "test.op"() {k = #foo.thing<a, "x>y">
               : i64} : () -> ()
  "test.op"() {k = #foo.thing<a, "x>y"> // a comment
               : i16} : () -> ()
  "test.op"() {k = #foo.thing<a, "x>y">} : () -> ()
  "test.op"() {k = #foo.thing<(d0) -> (d0)>, l = #foo.thing<(d0) -> (d0)>} : () -> ()
  %0 = arith.constant dense<1.0> : tensor<2xf32>
  %1 = arith.constant dense<1.0> : tensor<2xf64>
  %2 = arith.constant dense<1.0> : tensor<2xf32>
  %3 = arith.constant dense<1.0> : tensor<2x1xf32>
  %4 = "test.op"() {v = dense<1.0>
                    : tensor<3xf32>} : () -> (tensor<3xf32>)
  %5 = "test.op"() {v = dense<1.0> : tensor<3xf32>} : () -> (tensor<3xf32>)
  return
}
