// Verifier verdicts are memoised per context (op row, attributes, counts,
// operand and result types): an op identical to one already verified is
// accepted without being checked again, but a variant differing only in
// one type or one attribute is still checked and reports its error.  The
// valid ops come first, in the same file (one context), and each invalid
// variant sits in its own function so that every error is reported.
// Expected diagnostics: mlir-opt 22 (memoised-verdict-mlir-opt-agrees.mlir).
// RUN: %xform %s -verify-diagnostics

func.func @valid(%a: i32, %x: f32, %l: tensor<4x8xf32>, %r: tensor<8x16xf32>,
                 %o: tensor<4x16xf32>, %t: tensor<16x4xf32>) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addf %x, %x fastmath<fast> : f32
  %2 = linalg.matmul ins(%l, %r : tensor<4x8xf32>, tensor<8x16xf32>)
                     outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = linalg.transpose ins(%o : tensor<4x16xf32>) outs(%t : tensor<16x4xf32>)
                        permutation = [1, 0]
  // The same ops again: verified from the memo.
  %4 = arith.addi %a, %a : i32
  %5 = linalg.matmul ins(%l, %r : tensor<4x8xf32>, tensor<8x16xf32>)
                     outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}

// Same operands, another result type.
func.func @result_type(%a: i32) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i64
  return
}

// The matmul above with explicit indexing maps (the transposed lhs map).
func.func @matmul_maps(%l: tensor<4x8xf32>, %r: tensor<8x16xf32>, %o: tensor<4x16xf32>) {
  // expected-error @below {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 8}}
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>,
                                      affine_map<(m, n, k) -> (k, n)>,
                                      affine_map<(m, n, k) -> (m, n)>]
                     ins(%l, %r : tensor<4x8xf32>, tensor<8x16xf32>)
                     outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}

// The matmul above with another init type.
func.func @matmul_init(%l: tensor<4x8xf32>, %r: tensor<8x16xf32>, %o: tensor<4x17xf32>) {
  // expected-error @below {{'linalg.matmul' op inferred input/output operand #2 has shape's dimension #1 to be 16, but found 17}}
  %0 = linalg.matmul ins(%l, %r : tensor<4x8xf32>, tensor<8x16xf32>)
                     outs(%o : tensor<4x17xf32>) -> tensor<4x17xf32>
  return
}

// The transpose above with another permutation.
func.func @transpose_permutation(%o: tensor<4x16xf32>, %t: tensor<16x4xf32>) {
  // expected-error @below {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%o : tensor<4x16xf32>) outs(%t : tensor<16x4xf32>)
                        permutation = [1, 1]
  return
}
