/* test_linalg.c — unit tests of the Linalg structured-op model
 * (include/xform/linalg.h): loops, iterator types, DPS operands, indexing
 * maps (with convolution strides/dilations bound), static loop ranges, the
 * implicit bodies of named ops, affine-map analysis, body analysis and
 * contraction / convolution dimension classification.
 *
 * Each test parses a small function in custom syntax (arith ops in generic
 * form, so the tests do not depend on the arith dialect's syntax), finds an
 * op by name and queries the model.  Expected values are those LLVM 22's
 * LinalgOp interface and inferContractionDims / inferConvolutionDims give.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "xform/dialects.h"
#include "xform/linalg.h"
#include "xform/syntax.h"

/* ---------------------------------------------------------------- helpers */

typedef struct fixture {
  xf_context *ctx;
  xf_op *module;
} fixture;

static int setup(void **state) {
  fixture *f = calloc(1, sizeof *f);
  f->ctx = xf_context_create(NULL);
  if (!f->ctx || xf_register_all_dialects(f->ctx) != XF_OK)
    return -1;
  *state = f;
  return 0;
}

static int teardown(void **state) {
  fixture *f = *state;
  xf_context_destroy(f->ctx);
  free(f);
  return 0;
}

/* Parses and verifies `text`. */
static xf_op *parse(fixture *f, const char *text) {
  xf_parse_options o = {.allow_unregistered_dialect = true};
  f->module = xf_parse(f->ctx, "test.mlir", text, strlen(text), &o);
  assert_non_null(f->module);
  assert_int_equal(xf_verify(f->module), XF_OK);
  return f->module;
}

typedef struct find_state {
  const char *name;
  xf_op *found;
} find_state;

static xf_walk_result find_cb(xf_op *op, void *user) {
  find_state *s = user;
  if (strcmp(xf_ident_str(xf_op_name(op)), s->name) == 0) {
    s->found = op;
    return XF_WALK_INTERRUPT;
  }
  return XF_WALK_ADVANCE;
}

/* The first op named `name` (pre-order). */
static xf_op *find(fixture *f, const char *name) {
  find_state s = {name, NULL};
  xf_walk(f->module, XF_PRE_ORDER, find_cb, &s);
  assert_non_null(s.found);
  return s.found;
}

/* The text of attribute `a`. */
static const char *attr_text(fixture *f, xf_attr *a) {
  static char buf[512];
  xf_strbuf b;
  xf_strbuf_init(&b, f->ctx);
  assert_int_equal(xf_print_attr(a, &b), XF_OK);
  snprintf(buf, sizeof buf, "%s", b.data ? b.data : "");
  xf_strbuf_free(&b);
  return buf;
}

static xf_attr *parse_attr(fixture *f, const char *text) {
  xf_attr *a = xf_parse_attr(f->ctx, text, strlen(text));
  assert_non_null(a);
  return a;
}

static void assert_map(fixture *f, xf_op *op, size_t i, const char *want) {
  xf_attr *m = xf_linalg_indexing_map(op, i);
  assert_non_null(m);
  assert_string_equal(attr_text(f, m), want);
}

static void assert_dims(const xf_linalg_dims *d, size_t n, const unsigned *want) {
  assert_int_equal(d->n, n);
  for (size_t i = 0; i < n; i++)
    assert_int_equal(d->d[i], want[i]);
}

static void assert_iters(xf_op *op, const char *want) {
  xf_linalg_iter it[16];
  assert_int_equal(xf_linalg_num_loops(op), strlen(want));
  assert_int_equal(xf_linalg_iterators(op, it), XF_OK);
  for (size_t i = 0; want[i]; i++)
    assert_int_equal(it[i], want[i] == 'r' ? XF_LINALG_REDUCTION : XF_LINALG_PARALLEL);
}

/* ------------------------------------------ implicit bodies built lazily */

typedef struct diag_log {
  char msg[4][256];
  size_t n;
} diag_log;

static bool log_diag(const xf_diag *d, void *user) {
  diag_log *l = user;
  if (l->n < 4)
    snprintf(l->msg[l->n], sizeof l->msg[0], "%s", xf_diag_message(d));
  l->n++;
  return true;
}

/* The op defining the first operand of the first linalg.matmul in the
 * body of function op `fn`. */
static xf_op *matmul_lhs_def(xf_op *fn) {
  for (xf_op *o = xf_block_first_op(xf_region_first_block(xf_op_region(fn, 0))); o;
       o = xf_op_next(o))
    if (strcmp(xf_ident_str(xf_op_name(o)), "linalg.matmul") == 0)
      return xf_value_defining_op(xf_op_operand(o, 0));
  fail();
  return NULL;
}

static const char lazy_src[] =
    "func.func @f0(%b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {\n"
    "  %a = \"test.src\"() : () -> tensor<4x4xf32>\n"
    "  %0 = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : "
    "tensor<4x4xf32>) -> tensor<4x4xf32>\n"
    "  return %0 : tensor<4x4xf32>\n"
    "}\n";

/* The first matmul's body is built while parsing, the second one's when
 * the first verification enters it (that vouches for the template), the
 * third stays unbuilt.  Changing an operand's element type afterwards
 * makes the unbuilt body fail verification exactly as the built one. */
static void lazy_body_of_changed_op_verifies_as_a_built_one(void **state) {
  fixture *f = *state;
  char text[3 * sizeof lazy_src];
  snprintf(text, sizeof text, "%s%s%s", lazy_src, lazy_src, lazy_src);
  text[sizeof lazy_src - 1 + 12] = '1'; /* @f0 -> @f1, @f2 */
  text[2 * (sizeof lazy_src - 1) + 12] = '2';
  xf_op *module = parse(f, text);
  xf_op *fns[3];
  xf_op *o = xf_block_first_op(xf_region_first_block(xf_op_region(module, 0)));
  for (int i = 0; i < 3; i++, o = xf_op_next(o))
    fns[i] = o;
  xf_type *f64 = xf_parse_type(f->ctx, "tensor<4x4xf64>", 15);
  assert_non_null(f64);
  xf_value_set_type(xf_op_result(matmul_lhs_def(fns[0]), 0), f64);
  xf_value_set_type(xf_op_result(matmul_lhs_def(fns[2]), 0), f64);
  diag_log log = {0};
  xf_diag_handler_id h = xf_diag_push_handler(f->ctx, log_diag, &log);
  assert_int_equal(xf_verify(module), XF_ERROR);
  xf_diag_pop_handler(f->ctx, h);
  assert_int_equal(log.n, 2);
  assert_string_equal(log.msg[0], "'linalg.matmul' op expected type of bb argument #0 ('f32') to "
                                  "match element or self type of the corresponding operand ('f64')");
  assert_string_equal(log.msg[1], log.msg[0]);
}

/* ------------------------------------------------------------------ tests */

static const char matmul_src[] =
    "func.func @f(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> "
    "tensor<4x16xf32> {\n"
    "  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : "
    "tensor<4x16xf32>) -> tensor<4x16xf32>\n"
    "  return %0 : tensor<4x16xf32>\n"
    "}\n";

static void matmul_has_three_loops_and_default_maps(void **state) {
  fixture *f = *state;
  parse(f, matmul_src);
  xf_op *mm = find(f, "linalg.matmul");
  assert_true(xf_linalg_is_structured(mm));
  assert_iters(mm, "ppr");
  assert_int_equal(xf_linalg_num_inputs(mm), 2);
  assert_int_equal(xf_linalg_num_inits(mm), 1);
  assert_ptr_equal(xf_linalg_init(mm, 0), xf_op_operand(mm, 2));
  assert_null(xf_linalg_init(mm, 1));
  assert_map(f, mm, 0, "affine_map<(d0, d1, d2) -> (d0, d2)>");
  assert_map(f, mm, 1, "affine_map<(d0, d1, d2) -> (d2, d1)>");
  assert_map(f, mm, 2, "affine_map<(d0, d1, d2) -> (d0, d1)>");
  assert_null(xf_linalg_indexing_map(mm, 3));
}

static void matmul_static_loop_ranges_come_from_operand_shapes(void **state) {
  fixture *f = *state;
  parse(f, matmul_src);
  int64_t r[3];
  assert_int_equal(xf_linalg_static_loop_ranges(find(f, "linalg.matmul"), r), XF_OK);
  assert_int_equal(r[0], 4);
  assert_int_equal(r[1], 16);
  assert_int_equal(r[2], 8);
}

static void dynamic_sizes_are_int64_min(void **state) {
  fixture *f = *state;
  parse(f, "func.func @f(%a: tensor<?x8xf32>, %b: tensor<8x?xf32>, %c: tensor<?x?xf32>) {\n"
           "  %0 = linalg.matmul ins(%a, %b : tensor<?x8xf32>, tensor<8x?xf32>) outs(%c : "
           "tensor<?x?xf32>) -> tensor<?x?xf32>\n"
           "  return\n}\n");
  int64_t r[3];
  assert_int_equal(xf_linalg_static_loop_ranges(find(f, "linalg.matmul"), r), XF_OK);
  assert_true(r[0] == INT64_MIN && r[1] == INT64_MIN && r[2] == 8);
}

static void matmul_body_is_mul_add_contraction(void **state) {
  fixture *f = *state;
  parse(f, matmul_src);
  xf_op *mm = find(f, "linalg.matmul");
  xf_block *body = xf_linalg_body(mm);
  assert_non_null(body);
  assert_int_equal(xf_block_num_args(body), 3);
  xf_op *mul = xf_block_first_op(body);
  assert_string_equal(xf_ident_str(xf_op_name(mul)), "arith.mulf");
  assert_string_equal(xf_ident_str(xf_op_name(xf_op_next(mul))), "arith.addf");
  assert_non_null(xf_linalg_yield(mm));
  const char *why = NULL;
  assert_true(xf_linalg_body_is_contraction(mm, "arith.mulf", "arith.addf", &why));
  assert_false(xf_linalg_body_is_contraction(mm, "arith.addf", "arith.mulf", &why));
  assert_string_equal(why, "expected reduction/elementwise op kind not satisfied");
  xf_op *first = NULL;
  assert_int_equal(xf_linalg_match_reduction(mm, 0, &first), 1);
  assert_ptr_equal(first, xf_op_next(mul));
}

static void contraction_dims_of_matmul_and_batch_matmul(void **state) {
  fixture *f = *state;
  parse(f, "func.func @f(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>) {\n"
           "  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) "
           "outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>\n"
           "  return\n}\n");
  xf_linalg_contraction_dims d;
  assert_int_equal(xf_linalg_infer_contraction_dims(find(f, "linalg.batch_matmul"), &d), XF_OK);
  static const unsigned b[] = {0}, m[] = {1}, n[] = {2}, k[] = {3};
  assert_dims(&d.batch, 1, b);
  assert_dims(&d.m, 1, m);
  assert_dims(&d.n, 1, n);
  assert_dims(&d.k, 1, k);
}

static void contraction_dims_of_transposed_generic(void **state) {
  fixture *f = *state;
  parse(f, "func.func @f(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>, %c: tensor<4x16xf32>) {\n"
           "  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, "
           "affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], "
           "iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} ins(%a, %b : "
           "tensor<4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) {\n"
           "  ^bb0(%x: f32, %y: f32, %z: f32):\n"
           "    %p = \"arith.mulf\"(%x, %y) : (f32, f32) -> f32\n"
           "    %s = \"arith.addf\"(%z, %p) : (f32, f32) -> f32\n"
           "    linalg.yield %s : f32\n"
           "  } -> tensor<4x16xf32>\n"
           "  return\n}\n");
  xf_op *g = find(f, "linalg.generic");
  xf_linalg_contraction_dims d;
  assert_int_equal(xf_linalg_infer_contraction_dims(g, &d), XF_OK);
  static const unsigned m[] = {0}, n[] = {1}, k[] = {2};
  assert_dims(&d.batch, 0, NULL);
  assert_dims(&d.m, 1, m);
  assert_dims(&d.n, 1, n);
  assert_dims(&d.k, 1, k);
  assert_true(xf_linalg_body_is_contraction(g, NULL, NULL, NULL));
  assert_false(xf_affine_map_is_permutation(xf_linalg_indexing_map(g, 0)));
  assert_true(xf_affine_map_is_projected_permutation(xf_linalg_indexing_map(g, 1), false));
}

static const char conv_src[] =
    "func.func @f(%i: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>) {\n"
    "  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %w : "
    "tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> "
    "tensor<1x4x4x8xf32>\n"
    "  return\n}\n";

static void conv_maps_bind_strides_and_dilations(void **state) {
  fixture *f = *state;
  parse(f, conv_src);
  xf_op *c = find(f, "linalg.conv_2d_nhwc_hwcf");
  assert_iters(c, "pppprrr");
  assert_map(f, c, 0,
             "affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>");
  assert_map(f, c, 1, "affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>");
  /* mlir-opt memoizes the maps when the op is verified. */
  assert_non_null(xf_op_get_attr(c, "linalg.memoized_indexing_maps"));
  int64_t r[7];
  assert_int_equal(xf_linalg_static_loop_ranges(c, r), XF_OK);
  assert_true(r[1] == 4 && r[3] == 8 && r[4] == 3 && r[6] == 3);
}

static void convolution_dims_of_nhwc_hwcf(void **state) {
  fixture *f = *state;
  parse(f, conv_src);
  xf_linalg_convolution_dims d;
  assert_int_equal(xf_linalg_infer_convolution_dims(find(f, "linalg.conv_2d_nhwc_hwcf"), &d),
                   XF_OK);
  static const unsigned b[] = {0}, oi[] = {1, 2}, oc[] = {3}, fl[] = {4, 5}, ic[] = {6};
  assert_dims(&d.batch, 1, b);
  assert_dims(&d.output_image, 2, oi);
  assert_dims(&d.output_channel, 1, oc);
  assert_dims(&d.filter_loop, 2, fl);
  assert_dims(&d.input_channel, 1, ic);
  assert_dims(&d.depth, 0, NULL);
  assert_int_equal(d.nstrides, 2);
  assert_true(d.strides[0] == 2 && d.strides[1] == 2);
  /* No `dilations` attribute: the filter-loop coefficients (1). */
  assert_true(d.ndilations == 2 && d.dilations[0] == 1 && d.dilations[1] == 1);
}

static void convolution_dims_of_generic_take_coefficients(void **state) {
  fixture *f = *state;
  parse(f, "func.func @f(%i: tensor<1x21x3xf32>, %w: tensor<3x3xf32>, %o: tensor<1x8x3xf32>) {\n"
           "  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1 * 2 + "
           "d3 * 3, d2)>, affine_map<(d0, d1, d2, d3) -> (d3, d2)>, affine_map<(d0, d1, d2, d3) "
           "-> (d0, d1, d2)>], iterator_types = [\"parallel\", \"parallel\", \"parallel\", "
           "\"reduction\"]} ins(%i, %w : tensor<1x21x3xf32>, tensor<3x3xf32>) outs(%o : "
           "tensor<1x8x3xf32>) {\n"
           "  ^bb0(%x: f32, %y: f32, %z: f32):\n"
           "    linalg.yield %z : f32\n"
           "  } -> tensor<1x8x3xf32>\n"
           "  return\n}\n");
  xf_linalg_convolution_dims d;
  assert_int_equal(xf_linalg_infer_convolution_dims(find(f, "linalg.generic"), &d), XF_OK);
  static const unsigned b[] = {0}, oi[] = {1}, fl[] = {3}, dep[] = {2};
  assert_dims(&d.batch, 1, b);
  assert_dims(&d.output_image, 1, oi);
  assert_dims(&d.filter_loop, 1, fl);
  assert_dims(&d.depth, 1, dep);
  assert_dims(&d.output_channel, 0, NULL);
  assert_true(d.nstrides == 1 && d.strides[0] == 2);
  assert_true(d.ndilations == 1 && d.dilations[0] == 3);
}

static void matmul_is_not_a_convolution(void **state) {
  fixture *f = *state;
  parse(f, matmul_src);
  xf_linalg_convolution_dims d;
  assert_int_equal(xf_linalg_infer_convolution_dims(find(f, "linalg.matmul"), &d), XF_ERROR);
}

static void rank_polymorphic_ops_use_identity_and_scalar_maps(void **state) {
  fixture *f = *state;
  parse(f, "func.func @f(%x: f32, %a: memref<4x8xf32>, %b: memref<4x8xf32>) {\n"
           "  linalg.fill ins(%x : f32) outs(%a : memref<4x8xf32>)\n"
           "  linalg.add ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%a : "
           "memref<4x8xf32>)\n"
           "  return\n}\n");
  xf_op *fill = find(f, "linalg.fill"), *add = find(f, "linalg.add");
  assert_iters(fill, "pp");
  assert_map(f, fill, 0, "affine_map<(d0, d1) -> ()>");
  assert_map(f, fill, 1, "affine_map<(d0, d1) -> (d0, d1)>");
  assert_iters(add, "pp");
  assert_true(xf_linalg_is_elementwise(add));
  assert_false(xf_linalg_body_is_passthrough(add));
  assert_true(xf_linalg_body_is_passthrough(fill));
  const char *why = NULL;
  assert_false(xf_linalg_body_is_contraction(add, NULL, NULL, &why));
  assert_string_equal(why, "expected reduction to take block argument #2 as one of the operands "
                           "(modulo unary casts)");
}

static void reduce_transpose_broadcast_maps(void **state) {
  fixture *f = *state;
  parse(f, "func.func @f(%a: tensor<4x8xf32>, %r: tensor<4xf32>, %t: tensor<8x4xf32>) {\n"
           "  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) "
           "permutation = [1, 0]\n"
           "  %1 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%a : tensor<4x8xf32>) "
           "dimensions = [1]\n"
           "  %2 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) "
           "dimensions = [1]\n"
           "    (%x: f32, %y: f32) {\n"
           "      %s = \"arith.addf\"(%x, %y) : (f32, f32) -> f32\n"
           "      linalg.yield %s : f32\n"
           "    }\n"
           "  return\n}\n");
  xf_op *t = find(f, "linalg.transpose"), *b = find(f, "linalg.broadcast");
  xf_op *r = find(f, "linalg.reduce");
  assert_map(f, t, 0, "affine_map<(d0, d1) -> (d1, d0)>");
  assert_map(f, b, 0, "affine_map<(d0, d1) -> (d0)>");
  assert_true(xf_linalg_body_is_passthrough(t));
  assert_iters(r, "pr");
  assert_map(f, r, 0, "affine_map<(d0, d1) -> (d0, d1)>");
  assert_map(f, r, 1, "affine_map<(d0, d1) -> (d0)>");
  assert_int_equal(xf_linalg_match_reduction(r, 0, NULL), 1);
  assert_false(xf_linalg_is_elementwise(r));
}

static void contract_infers_iterators_from_output_map(void **state) {
  fixture *f = *state;
  parse(f, "func.func @f(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<4x16xf32>) {\n"
           "  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, "
           "affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, "
           "d2)>] ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : "
           "tensor<4x16xf32>) -> tensor<4x16xf32>\n"
           "  return\n}\n");
  assert_iters(find(f, "linalg.contract"), "rppr");
}

static void affine_map_predicates(void **state) {
  fixture *f = *state;
  xf_attr *perm = parse_attr(f, "affine_map<(d0, d1, d2) -> (d2, d0, d1)>");
  xf_attr *proj = parse_attr(f, "affine_map<(d0, d1, d2) -> (d2, 0)>");
  xf_attr *diag = parse_attr(f, "affine_map<(d0, d1) -> (d0, d0)>");
  assert_non_null(perm);
  assert_true(xf_affine_map_is_permutation(perm));
  assert_false(xf_affine_map_is_permutation(proj));
  assert_false(xf_affine_map_is_projected_permutation(proj, false));
  assert_true(xf_affine_map_is_projected_permutation(proj, true));
  assert_false(xf_affine_map_is_projected_permutation(diag, true));
  xf_attr *inv = xf_affine_map_inverse_permutation(f->ctx, perm);
  assert_string_equal(attr_text(f, inv), "affine_map<(d0, d1, d2) -> (d1, d2, d0)>");
  assert_null(xf_affine_map_inverse_permutation(f->ctx, diag));
  int64_t dims[3] = {5, 6, 7}, out[3];
  assert_int_equal(xf_affine_map_eval(perm, dims, out), XF_OK);
  assert_true(out[0] == 7 && out[1] == 5 && out[2] == 6);
}

static void non_linalg_ops_are_not_structured(void **state) {
  fixture *f = *state;
  parse(f, matmul_src);
  xf_op *ret = find(f, "func.return");
  assert_false(xf_linalg_is_structured(ret));
  assert_int_equal(xf_linalg_num_loops(ret), 0);
  assert_null(xf_linalg_indexing_map(ret, 0));
  assert_null(xf_linalg_body(ret));
  int64_t r[1];
  assert_int_equal(xf_linalg_static_loop_ranges(ret, r), XF_ERROR);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(matmul_has_three_loops_and_default_maps, setup, teardown),
      cmocka_unit_test_setup_teardown(lazy_body_of_changed_op_verifies_as_a_built_one, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(matmul_static_loop_ranges_come_from_operand_shapes, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(dynamic_sizes_are_int64_min, setup, teardown),
      cmocka_unit_test_setup_teardown(matmul_body_is_mul_add_contraction, setup, teardown),
      cmocka_unit_test_setup_teardown(contraction_dims_of_matmul_and_batch_matmul, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(contraction_dims_of_transposed_generic, setup, teardown),
      cmocka_unit_test_setup_teardown(conv_maps_bind_strides_and_dilations, setup, teardown),
      cmocka_unit_test_setup_teardown(convolution_dims_of_nhwc_hwcf, setup, teardown),
      cmocka_unit_test_setup_teardown(convolution_dims_of_generic_take_coefficients, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(matmul_is_not_a_convolution, setup, teardown),
      cmocka_unit_test_setup_teardown(rank_polymorphic_ops_use_identity_and_scalar_maps, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(reduce_transpose_broadcast_maps, setup, teardown),
      cmocka_unit_test_setup_teardown(contract_infers_iterators_from_output_map, setup, teardown),
      cmocka_unit_test_setup_teardown(affine_map_predicates, setup, teardown),
      cmocka_unit_test_setup_teardown(non_linalg_ops_are_not_structured, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
