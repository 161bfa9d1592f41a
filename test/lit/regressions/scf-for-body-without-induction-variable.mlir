// RUN: %xform-interp %s -split-input-file -verify-diagnostics
// Found by test/fuzz/fuzz_transform (UBSan: "applying zero offset to null pointer" in
// xfd_block_args_from): an scf.for whose body block has no arguments at all.  The verifier
// must report the mismatch (as mlir-opt 22 does, with the same unsigned wrap-around).

func.func @f(%i: index) {
  // expected-error @below {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%i, %i, %i) ({
  ^bb0:
    scf.yield
  }) : (index, index, index) -> ()
  return
}
