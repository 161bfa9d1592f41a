/* linalg_catalog.h — the catalog of linalg named ops as an X-macro:
 * LLVM 22's LinalgNamedStructuredOps.yaml plus the elemwise_unary /
 * elemwise_binary ops of LLVM 17-19 (so that older files load).
 *
 *   X(name, props, inputs, nconv, flags, iterators, maps, body)
 *
 * `props` names the inherent attributes (NONE: only operandSegmentSizes,
 * CONV: strides and dilations, CAST: cast, FUN: fun and cast); `inputs` counts the tensor and scalar inputs (the single init follows);
 * `nconv` is the number of spatial dims carrying `strides` and `dilations`
 * attributes (convolutions and poolings); `iterators` has 'p' / 'r' per
 * loop; `maps` are MLIR affine-map bodies separated by ';', one per operand.
 * Rank-polymorphic ops (copy, fill, add, exp, ...) have neither: their loops
 * follow the init's rank with identity maps (scalars and 0-d operands map to
 * `()`).  In convolution maps the symbols are renumbered from the yaml:
 * s0..s(n-1) are the strides and sn..s(2n-1) the dilations of the n spatial
 * dims.  Bodies use the expression language of linalg_body.c.
 *
 * Users define X, expand XFD_LINALG_NAMED(X), and get one entry per op in
 * the same order everywhere (no hand-synchronised parallel tables).
 */
#ifndef XFORM_SRC_DIALECTS_LINALG_CATALOG_H
#define XFORM_SRC_DIALECTS_LINALG_CATALOG_H

/* O += cast(A) * cast(B), with A, B, O the block args 0, 1, 2. */
#define MAC "add($2,mul(cs[$2]($0),cs[$2]($1)))"
/* O += (cast(A) - cast(Azp)) * (cast(B) - cast(Bzp)), O is arg 4. */
#define QMAC "add($4,mul(sub(cs[$4]($0),cs[$4]($2)),sub(cs[$4]($1),cs[$4]($3))))"
#define SUM1 "add($2,cs[$2]($0))"
#define MAX1 "max_signed($2,cs[$2]($0))"
#define MIN1 "min_signed($2,cs[$2]($0))"
#define MAXU1 "max_unsigned($2,cu[$2]($0))"
#define MINU1 "min_unsigned($2,cu[$2]($0))"
#define RNG                                                                                  \
  "cs[$3](add(mul(add(cs[f64](ki:2147483647),cs[f64](add(mul(add(cs[i32](ix1),add(mul(add(" \
  "cs[i32](ix0),$2),cs[i32](ki:1103515245)),cs[i32](ki:12345))),cs[i32](ki:1103515245)),"   \
  "cs[i32](ki:12345)))),mul(sub($1,$0),cs[f64](kf:2.3283063999999999E-10))),$0))"

/* Common map lists.  D<n> is the dim list of n loops. */
#define D2 "(d0, d1)"
#define D3 "(d0, d1, d2)"
#define D4 "(d0, d1, d2, d3)"
#define D5 "(d0, d1, d2, d3, d4)"
#define D6 "(d0, d1, d2, d3, d4, d5)"
#define D7 "(d0, d1, d2, d3, d4, d5, d6)"
#define D8 "(d0, d1, d2, d3, d4, d5, d6, d7)"
#define D9 "(d0, d1, d2, d3, d4, d5, d6, d7, d8)"
#define S2 "[s0, s1]"
#define S4 "[s0, s1, s2, s3]"
#define S6 "[s0, s1, s2, s3, s4, s5]"

/* The NHWC input map of 2-D convolutions and poolings. */
#define IN_NHWC(h, w, kh, kw, c) "(d0, d" #h " * s0 + d" #kh " * s2, d" #w " * s1 + d" #kw " * s3, d" #c ")"

#define XFD_LINALG_NAMED(X) \
  /* Rank-polymorphic elementwise ops. */ \
  X(copy, CAST, 1, 0, XFD_NF_CAST, NULL, NULL, "ca[$1]($0)") \
  X(fill, NONE, 1, 0, XFD_NF_FILL, NULL, NULL, "$0") \
  X(add, NONE, 2, 0, 0, NULL, NULL, "add($0,$1)") \
  X(sub, NONE, 2, 0, 0, NULL, NULL, "sub($0,$1)") \
  X(mul, NONE, 2, 0, 0, NULL, NULL, "mul($0,$1)") \
  X(div, NONE, 2, 0, 0, NULL, NULL, "div($0,$1)") \
  X(div_unsigned, NONE, 2, 0, 0, NULL, NULL, "div_unsigned($0,$1)") \
  X(max, NONE, 2, 0, 0, NULL, NULL, "max_signed($0,$1)") \
  X(min, NONE, 2, 0, 0, NULL, NULL, "min_signed($0,$1)") \
  X(powf, NONE, 2, 0, 0, NULL, NULL, "powf($0,$1)") \
  X(select, NONE, 3, 0, 0, NULL, NULL, "select($0,$1,$2)") \
  X(exp, NONE, 1, 0, 0, NULL, NULL, "exp($0)") \
  X(log, NONE, 1, 0, 0, NULL, NULL, "log($0)") \
  X(abs, NONE, 1, 0, 0, NULL, NULL, "abs($0)") \
  X(ceil, NONE, 1, 0, 0, NULL, NULL, "ceil($0)") \
  X(floor, NONE, 1, 0, 0, NULL, NULL, "floor($0)") \
  X(negf, NONE, 1, 0, 0, NULL, NULL, "negf($0)") \
  X(reciprocal, NONE, 1, 0, 0, NULL, NULL, "reciprocal($0)") \
  X(round, NONE, 1, 0, 0, NULL, NULL, "round($0)") \
  X(sqrt, NONE, 1, 0, 0, NULL, NULL, "sqrt($0)") \
  X(rsqrt, NONE, 1, 0, 0, NULL, NULL, "rsqrt($0)") \
  X(square, NONE, 1, 0, 0, NULL, NULL, "square($0)") \
  X(tanh, NONE, 1, 0, 0, NULL, NULL, "tanh($0)") \
  X(erf, NONE, 1, 0, 0, NULL, NULL, "erf($0)") \
  /* LLVM 17-19 (removed in 22; loaded for compatibility). */ \
  X(elemwise_unary, FUN, 1, 0, XFD_NF_CAST | XFD_NF_FUN_UNARY, NULL, NULL, "fun(ca[$1]($0))") \
  X(elemwise_binary, FUN, 2, 0, XFD_NF_CAST | XFD_NF_FUN_BINARY, NULL, NULL, "fun(ca[$2]($0),ca[$2]($1))") \
  /* Contractions. */ \
  X(quantized_matmul, NONE, 4, 0, 0, "ppr", D3 " -> (d0, d2);" D3 " -> (d2, d1);" D3 " -> ();" D3 " -> ();" D3 " -> (d0, d1)", QMAC) \
  X(mmt4d, NONE, 2, 0, 0, "pprppr", D6 " -> (d0, d2, d3, d5);" D6 " -> (d1, d2, d4, d5);" D6 " -> (d0, d1, d3, d4)", MAC) \
  X(batch_mmt4d, NONE, 2, 0, 0, "ppprppr", D7 " -> (d0, d1, d3, d4, d6);" D7 " -> (d0, d2, d3, d5, d6);" D7 " -> (d0, d1, d2, d4, d5)", MAC) \
  X(quantized_batch_matmul, NONE, 4, 0, 0, "pppr", D4 " -> (d0, d1, d3);" D4 " -> (d0, d3, d2);" D4 " -> ();" D4 " -> ();" D4 " -> (d0, d1, d2)", QMAC) \
  X(matvec, NONE, 2, 0, 0, "pr", D2 " -> (d0, d1);" D2 " -> (d1);" D2 " -> (d0)", MAC) \
  X(vecmat, NONE, 2, 0, 0, "pr", D2 " -> (d1);" D2 " -> (d1, d0);" D2 " -> (d0)", MAC) \
  X(batch_matvec, NONE, 2, 0, 0, "ppr", D3 " -> (d0, d1, d2);" D3 " -> (d0, d2);" D3 " -> (d0, d1)", MAC) \
  X(batch_vecmat, NONE, 2, 0, 0, "ppr", D3 " -> (d0, d2);" D3 " -> (d0, d2, d1);" D3 " -> (d0, d1)", MAC) \
  X(dot, NONE, 2, 0, 0, "r", "(d0) -> (d0);(d0) -> (d0);(d0) -> ()", MAC) \
  /* Convolutions without channels, strides or dilations. */ \
  X(conv_1d, NONE, 2, 0, 0, "pr", D2 " -> (d0 + d1);" D2 " -> (d1);" D2 " -> (d0)", MAC) \
  X(conv_2d, NONE, 2, 0, 0, "pprr", D4 " -> (d0 + d2, d1 + d3);" D4 " -> (d2, d3);" D4 " -> (d0, d1)", MAC) \
  X(conv_3d, NONE, 2, 0, 0, "ppprrr", D6 " -> (d0 + d3, d1 + d4, d2 + d5);" D6 " -> (d3, d4, d5);" D6 " -> (d0, d1, d2)", MAC) \
  /* Convolutions. */ \
  X(conv_1d_nwc_wcf, CONV, 2, 1, 0, "ppprr", D5 S2 " -> (d0, d1 * s0 + d3 * s1, d4);" D5 S2 " -> (d3, d4, d2);" D5 S2 " -> (d0, d1, d2)", MAC) \
  X(conv_1d_ncw_fcw, CONV, 2, 1, 0, "ppprr", D5 S2 " -> (d0, d3, d2 * s0 + d4 * s1);" D5 S2 " -> (d1, d3, d4);" D5 S2 " -> (d0, d1, d2)", MAC) \
  X(conv_2d_nhwc_hwcf, CONV, 2, 2, 0, "pppprrr", D7 S4 " -> " IN_NHWC(1, 2, 4, 5, 6) ";" D7 S4 " -> (d4, d5, d6, d3);" D7 S4 " -> (d0, d1, d2, d3)", MAC) \
  X(conv_2d_nhwc_fhwc, CONV, 2, 2, 0, "pppprrr", D7 S4 " -> " IN_NHWC(1, 2, 4, 5, 6) ";" D7 S4 " -> (d3, d4, d5, d6);" D7 S4 " -> (d0, d1, d2, d3)", MAC) \
  X(conv_2d_nhwc_hwcf_q, CONV, 4, 2, 0, "pppprrr", D7 S4 " -> " IN_NHWC(1, 2, 4, 5, 6) ";" D7 S4 " -> (d4, d5, d6, d3);" D7 S4 " -> ();" D7 S4 " -> ();" D7 S4 " -> (d0, d1, d2, d3)", QMAC) \
  X(conv_2d_nhwc_fhwc_q, CONV, 4, 2, 0, "pppprrr", D7 S4 " -> " IN_NHWC(1, 2, 4, 5, 6) ";" D7 S4 " -> (d3, d4, d5, d6);" D7 S4 " -> ();" D7 S4 " -> ();" D7 S4 " -> (d0, d1, d2, d3)", QMAC) \
  X(conv_2d_nchw_fchw_q, CONV, 4, 2, 0, "pppprrr", D7 S4 " -> (d0, d4, d2 * s0 + d5 * s2, d3 * s1 + d6 * s3);" D7 S4 " -> (d1, d4, d5, d6);" D7 S4 " -> ();" D7 S4 " -> ();" D7 S4 " -> (d0, d1, d2, d3)", QMAC) \
  X(conv_2d_nchw_fchw, CONV, 2, 2, 0, "pppprrr", D7 S4 " -> (d0, d4, d2 * s0 + d5 * s2, d3 * s1 + d6 * s3);" D7 S4 " -> (d1, d4, d5, d6);" D7 S4 " -> (d0, d1, d2, d3)", MAC) \
  X(conv_2d_ngchw_fgchw, CONV, 2, 2, 0, "ppppprrr", D8 S4 " -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3);" D8 S4 " -> (d2, d1, d5, d6, d7);" D8 S4 " -> (d0, d1, d2, d3, d4)", MAC) \
  X(conv_2d_ngchw_gfchw, CONV, 2, 2, 0, "ppppprrr", D8 S4 " -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3);" D8 S4 " -> (d1, d2, d5, d6, d7);" D8 S4 " -> (d0, d1, d2, d3, d4)", MAC) \
  X(conv_2d_nhwgc_gfhwc, CONV, 2, 2, 0, "ppppprrr", D8 S4 " -> (d0, d1 * s0 + d5 * s2, d2 * s1 + d6 * s3, d3, d7);" D8 S4 " -> (d3, d4, d5, d6, d7);" D8 S4 " -> (d0, d1, d2, d3, d4)", MAC) \
  X(conv_2d_nhwgc_gfhwc_q, CONV, 4, 2, 0, "ppppprrr", D8 S4 " -> (d0, d1 * s0 + d5 * s2, d2 * s1 + d6 * s3, d3, d7);" D8 S4 " -> (d3, d4, d5, d6, d7);" D8 S4 " -> ();" D8 S4 " -> ();" D8 S4 " -> (d0, d1, d2, d3, d4)", QMAC) \
  X(conv_2d_ngchw_gfchw_q, CONV, 4, 2, 0, "ppppprrr", D8 S4 " -> (d0, d1, d5, d3 * s0 + d6 * s2, d4 * s1 + d7 * s3);" D8 S4 " -> (d1, d2, d5, d6, d7);" D8 S4 " -> ();" D8 S4 " -> ();" D8 S4 " -> (d0, d1, d2, d3, d4)", QMAC) \
  X(conv_3d_ndhwc_dhwcf, CONV, 2, 3, 0, "ppppprrrr", D9 S6 " -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8);" D9 S6 " -> (d5, d6, d7, d8, d4);" D9 S6 " -> (d0, d1, d2, d3, d4)", MAC) \
  X(conv_3d_ndhwc_dhwcf_q, CONV, 4, 3, 0, "ppppprrrr", D9 S6 " -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8);" D9 S6 " -> (d5, d6, d7, d8, d4);" D9 S6 " -> ();" D9 S6 " -> ();" D9 S6 " -> (d0, d1, d2, d3, d4)", QMAC) \
  X(conv_3d_ncdhw_fcdhw, CONV, 2, 3, 0, "ppppprrrr", D9 S6 " -> (d0, d5, d2 * s0 + d6 * s3, d3 * s1 + d7 * s4, d4 * s2 + d8 * s5);" D9 S6 " -> (d1, d5, d6, d7, d8);" D9 S6 " -> (d0, d1, d2, d3, d4)", MAC) \
  /* Depthwise convolutions. */ \
  X(depthwise_conv_1d_nwc_wc, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d1 * s0 + d3 * s1, d2);" D4 S2 " -> (d3, d2);" D4 S2 " -> (d0, d1, d2)", MAC) \
  X(depthwise_conv_1d_ncw_cw, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d2, d1 * s0 + d3 * s1);" D4 S2 " -> (d2, d3);" D4 S2 " -> (d0, d2, d1)", MAC) \
  X(depthwise_conv_1d_nwc_wcm, CONV, 2, 1, 0, "ppppr", D5 S2 " -> (d0, d1 * s0 + d4 * s1, d2);" D5 S2 " -> (d4, d2, d3);" D5 S2 " -> (d0, d1, d2, d3)", MAC) \
  X(depthwise_conv_2d_nhwc_hwc, CONV, 2, 2, 0, "pppprr", D6 S4 " -> " IN_NHWC(1, 2, 4, 5, 3) ";" D6 S4 " -> (d4, d5, d3);" D6 S4 " -> (d0, d1, d2, d3)", MAC) \
  X(depthwise_conv_2d_nchw_chw, CONV, 2, 2, 0, "pppprr", D6 S4 " -> (d0, d3, d1 * s0 + d4 * s2, d2 * s1 + d5 * s3);" D6 S4 " -> (d3, d4, d5);" D6 S4 " -> (d0, d3, d1, d2)", MAC) \
  X(depthwise_conv_2d_nhwc_hwc_q, CONV, 4, 2, 0, "pppprr", D6 S4 " -> " IN_NHWC(1, 2, 4, 5, 3) ";" D6 S4 " -> (d4, d5, d3);" D6 S4 " -> ();" D6 S4 " -> ();" D6 S4 " -> (d0, d1, d2, d3)", QMAC) \
  X(depthwise_conv_2d_nhwc_hwcm, CONV, 2, 2, 0, "ppppprr", D7 S4 " -> " IN_NHWC(1, 2, 5, 6, 3) ";" D7 S4 " -> (d5, d6, d3, d4);" D7 S4 " -> (d0, d1, d2, d3, d4)", MAC) \
  X(depthwise_conv_2d_nhwc_hwcm_q, CONV, 4, 2, 0, "ppppprr", D7 S4 " -> " IN_NHWC(1, 2, 5, 6, 3) ";" D7 S4 " -> (d5, d6, d3, d4);" D7 S4 " -> ();" D7 S4 " -> ();" D7 S4 " -> (d0, d1, d2, d3, d4)", QMAC) \
  X(depthwise_conv_3d_ndhwc_dhwc, CONV, 2, 3, 0, "pppprrrp", D8 S6 " -> (d0, d1 * s0 + d4 * s3, d2 * s1 + d5 * s4, d3 * s2 + d6 * s5, d7);" D8 S6 " -> (d4, d5, d6, d7);" D8 S6 " -> (d0, d1, d2, d3, d7)", MAC) \
  X(depthwise_conv_3d_ncdhw_cdhw, CONV, 2, 3, 0, "pppprrrp", D8 S6 " -> (d0, d7, d1 * s0 + d4 * s3, d2 * s1 + d5 * s4, d3 * s2 + d6 * s5);" D8 S6 " -> (d7, d4, d5, d6);" D8 S6 " -> (d0, d7, d1, d2, d3)", MAC) \
  X(depthwise_conv_3d_ndhwc_dhwcm, CONV, 2, 3, 0, "ppppprrrp", D9 S6 " -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d8);" D9 S6 " -> (d5, d6, d7, d8, d4);" D9 S6 " -> (d0, d1, d2, d3, d8, d4)", MAC) \
  /* Poolings. */ \
  X(pooling_nhwc_sum, CONV, 2, 2, 0, "pppprr", D6 S4 " -> " IN_NHWC(1, 2, 4, 5, 3) ";" D6 S4 " -> (d4, d5);" D6 S4 " -> (d0, d1, d2, d3)", SUM1) \
  X(pooling_nchw_sum, CONV, 2, 2, 0, "pppprr", D6 S4 " -> (d0, d1, d2 * s0 + d4 * s2, d3 * s1 + d5 * s3);" D6 S4 " -> (d4, d5);" D6 S4 " -> (d0, d1, d2, d3)", SUM1) \
  X(pooling_nhwc_max, CONV, 2, 2, 0, "pppprr", D6 S4 " -> " IN_NHWC(1, 2, 4, 5, 3) ";" D6 S4 " -> (d4, d5);" D6 S4 " -> (d0, d1, d2, d3)", MAX1) \
  X(pooling_nhwc_max_unsigned, CONV, 2, 2, 0, "pppprr", D6 S4 " -> " IN_NHWC(1, 2, 4, 5, 3) ";" D6 S4 " -> (d4, d5);" D6 S4 " -> (d0, d1, d2, d3)", MAXU1) \
  X(pooling_nchw_max, CONV, 2, 2, 0, "pppprr", D6 S4 " -> (d0, d1, d2 * s0 + d4 * s2, d3 * s1 + d5 * s3);" D6 S4 " -> (d4, d5);" D6 S4 " -> (d0, d1, d2, d3)", MAX1) \
  X(pooling_nhwc_min, CONV, 2, 2, 0, "pppprr", D6 S4 " -> " IN_NHWC(1, 2, 4, 5, 3) ";" D6 S4 " -> (d4, d5);" D6 S4 " -> (d0, d1, d2, d3)", MIN1) \
  X(pooling_nhwc_min_unsigned, CONV, 2, 2, 0, "pppprr", D6 S4 " -> " IN_NHWC(1, 2, 4, 5, 3) ";" D6 S4 " -> (d4, d5);" D6 S4 " -> (d0, d1, d2, d3)", MINU1) \
  X(pooling_nwc_sum, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d1 * s0 + d3 * s1, d2);" D4 S2 " -> (d3);" D4 S2 " -> (d0, d1, d2)", SUM1) \
  X(pooling_ncw_sum, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d1, d2 * s0 + d3 * s1);" D4 S2 " -> (d3);" D4 S2 " -> (d0, d1, d2)", SUM1) \
  X(pooling_nwc_max, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d1 * s0 + d3 * s1, d2);" D4 S2 " -> (d3);" D4 S2 " -> (d0, d1, d2)", MAX1) \
  X(pooling_nwc_max_unsigned, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d1 * s0 + d3 * s1, d2);" D4 S2 " -> (d3);" D4 S2 " -> (d0, d1, d2)", MAXU1) \
  X(pooling_ncw_max, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d1, d2 * s0 + d3 * s1);" D4 S2 " -> (d3);" D4 S2 " -> (d0, d1, d2)", MAX1) \
  X(pooling_nwc_min, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d1 * s0 + d3 * s1, d2);" D4 S2 " -> (d3);" D4 S2 " -> (d0, d1, d2)", MIN1) \
  X(pooling_nwc_min_unsigned, CONV, 2, 1, 0, "pppr", D4 S2 " -> (d0, d1 * s0 + d3 * s1, d2);" D4 S2 " -> (d3);" D4 S2 " -> (d0, d1, d2)", MINU1) \
  X(pooling_ndhwc_sum, CONV, 2, 3, 0, "ppppprrr", D8 S6 " -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d4);" D8 S6 " -> (d5, d6, d7);" D8 S6 " -> (d0, d1, d2, d3, d4)", SUM1) \
  X(pooling_ndhwc_max, CONV, 2, 3, 0, "ppppprrr", D8 S6 " -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d4);" D8 S6 " -> (d5, d6, d7);" D8 S6 " -> (d0, d1, d2, d3, d4)", MAX1) \
  X(pooling_ndhwc_min, CONV, 2, 3, 0, "ppppprrr", D8 S6 " -> (d0, d1 * s0 + d5 * s3, d2 * s1 + d6 * s4, d3 * s2 + d7 * s5, d4);" D8 S6 " -> (d5, d6, d7);" D8 S6 " -> (d0, d1, d2, d3, d4)", MIN1) \
  /* Random fill. */ \
  X(fill_rng_2d, NONE, 3, 0, 0, "pp", D2 " -> ();" D2 " -> ();" D2 " -> ();" D2 " -> (d0, d1)", RNG)

#endif /* XFORM_SRC_DIALECTS_LINALG_CATALOG_H */
