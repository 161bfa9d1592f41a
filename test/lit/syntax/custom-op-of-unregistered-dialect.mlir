// A custom-form op whose dialect mlir-opt 22 does not register — the prefix
// of its name, or for a name without '.' the default dialect of the
// enclosing op (none inside scf.execute_region) — is reported as a missing
// dialect with the list of registered ones, also with
// -allow-unregistered-dialect (which covers the generic form only).  A name
// without '.' under a default dialect that exists is an unknown op of it.
// RUN: %xform-interp %s --split-input-file --verify-diagnostics
// RUN: %xform-interp %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

func.func @dotted() {
  // expected-error @below {{Dialect `foo' not found for custom op 'foo.bar' }}
  // expected-note @below {{Available dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sme, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, irdl, linalg, llvm, math, memref, ml_program, mpi, nvgpu, nvvm, omp, pdl, pdl_interp, ptr, quant, rocdl, scf, shape, shard, smt, sparse_tensor, spirv, tensor, test, test_dyn, test_irdl_to_cpp, tosa, transform, ub, vector, wasmssa, x86vector, xegpu, xevm ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management}}
  foo.bar
  return
}

// -----

func.func @no_default_dialect() -> i32 {
  %r = scf.execute_region -> i32 {
    // expected-error @below {{Dialect `' not found for custom op 'yield2'  (tried '.yield2' as well)}}
    // expected-note @below {{Available dialects: acc, affine,}}
    yield2
  }
  return %r : i32
}

// -----

func.func @func_default_dialect() {
  // expected-error @below {{custom op 'yield2' is unknown (tried 'func.yield2' as well)}}
  yield2
}

// -----

func.func @registered_dialect_unknown_op() {
  // expected-error @below {{custom op 'arith.nope' is unknown}}
  arith.nope
  return
}
