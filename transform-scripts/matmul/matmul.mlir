// Recognises matmuls (C[m, n] += A * B over one reduction loop k) by their
// structure, whether written as linalg.matmul or as linalg.generic, and
// annotates them with `matmul`: rank 3, loops (parallel, parallel,
// reduction), contraction dimensions m = 0, n = 1, k = 2, projected
// permutation maps and a mulf/addf contraction body.  Batch matmuls (rank
// 4), elementwise ops and other reductions fail a predicate and are left
// alone.  LLVM 22 cannot compare `!transform.affine_map` parameters, and a
// matcher may only hold match ops, so the action checks the operand layout:
// it annotates a generic only when transform.structured.match finds its
// `indexing_maps` attribute equal to A[m, k], B[k, n], C[m, n] (a matmul
// with a transposed operand is left alone); linalg.matmul has those maps by
// definition.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @match_matmul(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {
    %a_map, %b_map, %c_map = transform.match.structured %op
        : (!transform.any_op) -> (!transform.affine_map, !transform.affine_map, !transform.affine_map) {
    ^bb0(%s: !transform.any_op):
      %rank = transform.match.structured.rank %s : (!transform.any_op) -> !transform.param<i64>
      %three = transform.param.constant 3 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %rank, %three : !transform.param<i64>
      transform.match.structured.dim %s[0, 1] {parallel} : !transform.any_op
      transform.match.structured.dim %s[2] {reduction} : !transform.any_op
      %batch, %m, %n, %k = transform.match.structured.classify_contraction_dims %s
          : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
      %zero = transform.param.constant 0 : i64 -> !transform.param<i64>
      %one = transform.param.constant 1 : i64 -> !transform.param<i64>
      %two = transform.param.constant 2 : i64 -> !transform.param<i64>
      transform.match.param.cmpi eq %m, %zero : !transform.param<i64>
      transform.match.param.cmpi eq %n, %one : !transform.param<i64>
      transform.match.param.cmpi eq %k, %two : !transform.param<i64>
      transform.match.structured.body %s {contraction = ["arith.mulf", "arith.addf"]} : !transform.any_op
      %am = transform.match.structured.input %s[0] {projected_permutation} : (!transform.any_op) -> !transform.affine_map
      %bm = transform.match.structured.input %s[1] {projected_permutation} : (!transform.any_op) -> !transform.affine_map
      %cm = transform.match.structured.init %s[0] {projected_permutation} : (!transform.any_op) -> !transform.affine_map
      transform.match.structured.yield %am, %bm, %cm : !transform.affine_map, !transform.affine_map, !transform.affine_map
    }
    transform.yield %op : !transform.any_op
  }

  transform.named_sequence @annotate(%op: !transform.any_op {transform.readonly}) {
    %named = transform.structured.match ops{["linalg.matmul"]} in %op
        : (!transform.any_op) -> !transform.any_op
    %generic = transform.structured.match ops{["linalg.generic"]}
        attributes{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                    affine_map<(d0, d1, d2) -> (d2, d1)>,
                                    affine_map<(d0, d1, d2) -> (d0, d1)>]} in %op
        : (!transform.any_op) -> !transform.any_op
    transform.annotate %named "matmul" : !transform.any_op
    transform.annotate %generic "matmul" : !transform.any_op
    transform.yield
  }

  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {
    transform.foreach_match in %root @match_matmul -> @annotate : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
