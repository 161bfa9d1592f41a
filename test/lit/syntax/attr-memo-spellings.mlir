// The parser skips single-line dictionary and array attributes spelled
// exactly as one it parsed before (a memo of spellings): aliases, strings
// holding brackets, distinct ids, typed elements and multi-line spellings
// keep their meaning, and an error right after a memoised dictionary is
// placed where mlir-opt 22 places it.
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
