// MLIR's parser has one SSA name scope for the whole file (regions of ops
// that allow name shadowing aside): the names of enclosing regions stay
// visible inside an IsolatedFromAbove op. Defining one again there is a
// redefinition, using one takes the outer value (the verifier reports the
// isolation), and a name used before its definition may be defined after
// the isolated op ends. Messages, locations and order as mlir-opt 22
// (checked against its output on this file).
// RUN: not %xform %s -split-input-file -allow-unregistered-dialect 2>&1 | FileCheck %s --implicit-check-not=error:

func.func @f(%a: index) {
  func.func @g(%a: index) {
    return
  }
  return
}
// -----
func.func @f(%a: index) {
  %c = arith.constant 0 : index
  "test.container"() ({
    func.func @g(%b: index) {
      %c = arith.constant 1 : index
      return
    }
  }) : () -> ()
  return
}
// -----
func.func @f(%a: index) {
  "test.container"() ({
    func.func @g(%b: index) {
      "test.use"(%a) : (index) -> ()
      return
    }
  }) : () -> ()
  return
}
// -----
func.func @f(%a: index) {
  "test.container"() ({
    "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
      %a = arith.constant 1 : index
      func.return
    }) : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @f() {
  "test.container"() ({
    func.func @g() {
      %x = arith.constant 1 : index
      return
    }
    "test.use"(%x) : (index) -> ()
  }) : () -> ()
  return
}
// -----
func.func @a() {
  "test.use"(%x) : (index) -> ()
  return
}
func.func @b() {
  %x = arith.constant 0 : index
  return
}
// -----
func.func @a() {
  %x = arith.constant 0 : index
  return
}
func.func @b() {
  "test.use"(%x) : (index) -> ()
  return
}
// -----
"test.iso"() ({
  %y = arith.constant 0 : index
}) : () -> ()
"test.use"(%y) : (index) -> ()
// -----
"test.iso"() ({
  "test.use"(%y) : (index) -> ()
}) : () -> ()
%y = "test.def"() : () -> index
// -----
func.func @a() {
  "test.use"(%z) : (index) -> ()
  return
}
func.func @b() {
  "test.use"(%z) : (index) -> ()
  return
}
// -----
func.func @a() {
  "test.use"(%z) : (index) -> ()
  return
}
func.func @b() {
  "test.use"(%z) : (i32) -> ()
  return
}
// -----
func.func @a() {
  "test.use"(%w) : (index) -> ()
  %w = "test.def"() : () -> index
  return
}
func.func @b() {
  %w = "test.def"() : () -> index
  "test.use"(%w) : (index) -> ()
  return
}
// -----
module {
  func.func @a() {
    "test.use"(%q) : (index) -> ()
    return
  }
}
module {
  func.func @b() {
    %q = "test.def"() : () -> index
    return
  }
}
// -----
func.func @a() {
  "test.use"(%u1) : (index) -> ()
  "test.use"(%u2) : (index) -> ()
  return
}
"test.use"(%u0) : (index) -> ()
// -----
func.func @f(%arg0: index) {
  "test.iso"() ({
  ^bb0(%arg0: index):
    "test.term"() : () -> ()
  }) : () -> ()
  return
}

// The diagnostics, in order:
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:11:16: error: region entry argument '%a' is already in use
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:10:14: note: previously referenced here
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:21:7: error: redefinition of SSA value '%c'
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:18:3: note: previously defined here
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:31:7: error: 'test.use' op using value defined outside the region
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:31:7: note: see current operation: "test.use"(<<UNKNOWN SSA VALUE>>) : (index) -> ()
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:30:5: note: required by region isolation constraints
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:41:7: error: redefinition of SSA value '%a'
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:38:14: note: previously defined here
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:54:16: error: use of undeclared SSA value name
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:60:3: error: 'test.use' op using value defined outside the region
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:60:3: note: see current operation: "test.use"(<<UNKNOWN SSA VALUE>>) : (index) -> ()
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:59:1: note: required by region isolation constraints
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:73:14: error: use of undeclared SSA value name
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:80:12: error: use of undeclared SSA value name
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:88:14: error: use of undeclared SSA value name
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:101:14: error: use of value '%z' expects different type than prior uses: 'i32' vs 'index'
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:97:14: note: prior use here
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:106:3: error: operand #0 does not dominate this use
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:106:3: note: see current operation: "test.use"(%0) : (index) -> ()
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:107:8: note: operand defined here (op in the same block)
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:118:5: error: 'test.use' op using value defined outside the region
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:118:5: note: see current operation: "test.use"(<<UNKNOWN SSA VALUE>>) : (index) -> ()
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:117:3: note: required by region isolation constraints
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:130:14: error: use of undeclared SSA value name
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:131:14: error: use of undeclared SSA value name
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:134:12: error: use of undeclared SSA value name
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:138:8: error: redefinition of SSA value '%arg0'
// CHECK: {{.*}}ssa-names-visible-in-isolated-ops.mlir:136:14: note: previously defined here
