// Each symbol table checks the symbol uses of the ops it holds, not those
// inside a nested table (which checks them itself): a call at the top level
// is checked against the top-level module, one in a nested module against
// that module, whichever of them holds uses.
// RUN: %xform %s -split-input-file -verify-diagnostics
// RUN: %mlir-opt %s -split-input-file -verify-diagnostics

func.func @top() {
  // expected-error @below {{'func.call' op 'inner' does not reference a valid function}}
  func.call @inner() : () -> ()
  return
}
module @m {
  func.func private @inner()
  func.func @uses_inner() {
    func.call @inner() : () -> ()
    return
  }
}

// -----

func.func private @outer()
module @m {
  func.func @uses_outer() {
    // expected-error @below {{'func.call' op 'outer' does not reference a valid function}}
    func.call @outer() : () -> ()
    return
  }
}

// -----

func.func private @f()
func.func @top() {
  func.call @f() : () -> ()
  return
}
module @m {
  func.func private @g()
  func.func @uses_g() {
    func.call @g() : () -> ()
    return
  }
}
