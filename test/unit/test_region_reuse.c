/* test_region_reuse.c — repeated linalg.generic bodies (src/syntax/
 * region_reuse.c): a body whose text repeats an earlier one is left
 * unbuilt (a lazy region with a view) through parsing, verification and
 * printing, prints as the built one would, and, once something asks for
 * its regions, is built with its own ops and values at its own lines.
 *
 * These tests look at op->nlazy (src/ir/ir_impl.h): what the lit tests
 * cannot see is whether the bodies stayed unbuilt.
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
#include "../../src/ir/ir_impl.h"

/* N functions with the same generic body at the same place in each. */
static const char fn_src[] =
    "func.func @f%d(%%a: tensor<4xf32>, %%b: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %%0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> "
    "(d0)>], iterator_types = [\"parallel\"]} ins(%%a : tensor<4xf32>) outs(%%b : "
    "tensor<4xf32>) {\n"
    "  ^bb0(%%x: f32, %%y: f32):\n"
    "    %%s = arith.addf %%x, %%y : f32\n"
    "    linalg.yield %%s : f32\n"
    "  } -> tensor<4xf32>\n"
    "  return %%0 : tensor<4xf32>\n"
    "}\n";
enum { FN_LINES = 8, NFN = 4 };

typedef struct fixture {
  xf_context *ctx;
  xf_op *module;
  xf_op *generic[NFN];
  char text[NFN * sizeof fn_src + 64];
} fixture;

static int setup(void **state) {
  fixture *f = calloc(1, sizeof *f);
  f->ctx = xf_context_create(NULL);
  if (!f->ctx || xf_register_all_dialects(f->ctx) != XF_OK)
    return -1;
  size_t len = 0;
  for (int i = 0; i < NFN; i++)
    len += (size_t)snprintf(f->text + len, sizeof f->text - len, fn_src, i);
  xf_parse_options o = {0};
  f->module = xf_parse(f->ctx, "reuse.mlir", f->text, len, &o);
  if (!f->module)
    return -1;
  xf_op *fn = xf_block_first_op(xf_region_first_block(xf_op_region(f->module, 0)));
  for (int i = 0; i < NFN; i++, fn = xf_op_next(fn))
    f->generic[i] = xf_block_first_op(xf_region_first_block(xfi_op_regions_raw(fn)));
  *state = f;
  return 0;
}

static int teardown(void **state) {
  fixture *f = *state;
  xf_context_destroy(f->ctx);
  free(f);
  return 0;
}

static void repeats_stay_unbuilt_through_verify_and_print(void **state) {
  fixture *f = *state;
  assert_int_equal(f->generic[0]->nlazy, 0); /* the first one is parsed */
  for (int i = 1; i < NFN; i++)
    assert_int_equal(f->generic[i]->nlazy, 1);
  assert_int_equal(xf_verify(f->module), XF_OK);
  /* the verifier builds and checks the first repeat, then trusts the template */
  assert_int_equal(f->generic[1]->nlazy, 0);
  for (int i = 2; i < NFN; i++)
    assert_int_equal(f->generic[i]->nlazy, 1);
  xf_strbuf out;
  xf_strbuf_init(&out, f->ctx);
  assert_int_equal(xf_print_module(f->module, NULL, &out), XF_OK);
  for (int i = 2; i < NFN; i++)
    assert_int_equal(f->generic[i]->nlazy, 1);
  /* every function prints the same body */
  const char *body = "    ^bb0(%in: f32, %out: f32):\n"
                     "      %1 = arith.addf %in, %out : f32\n"
                     "      linalg.yield %1 : f32\n";
  size_t count = 0;
  for (const char *p = out.data; (p = strstr(p, body)) != NULL; p++)
    count++;
  assert_int_equal(count, NFN);
  xf_strbuf_free(&out);
}

/* Line of a location attribute (a file location). */
static unsigned loc_line(xf_attr *loc) {
  unsigned line = 0, col = 0;
  xf_ident *file = NULL;
  assert_true(xf_loc_file_line_col(loc, &file, &line, &col));
  assert_string_equal(xf_ident_str(file), "reuse.mlir");
  return line;
}

static void built_repeat_has_its_own_ops_at_its_own_lines(void **state) {
  fixture *f = *state;
  xf_op *g = f->generic[3];
  xf_block *body = xf_linalg_body(g); /* builds it */
  assert_non_null(body);
  assert_int_equal(g->nlazy, 0);
  xf_block *other = xf_linalg_body(f->generic[2]);
  assert_ptr_not_equal(body, other);
  xf_op *add = xf_block_first_op(body);
  assert_string_equal(xf_ident_str(xf_op_name(add)), "arith.addf");
  assert_ptr_equal(xf_op_operand(add, 0), xf_block_arg(body, 0));
  assert_ptr_equal(xf_op_operand(add, 1), xf_block_arg(body, 1));
  xf_op *yield = xf_op_next(add);
  assert_ptr_equal(xf_op_operand(yield, 0), xf_op_result(add, 0));
  /* function i starts at line 1 + FN_LINES * i; the addf is its 4th line */
  assert_int_equal(loc_line(xf_op_loc(add)), 1 + FN_LINES * 3 + 3);
  assert_int_equal(loc_line(xf_op_loc(xf_op_next(add))), 1 + FN_LINES * 3 + 4);
  assert_int_equal(loc_line(xf_op_loc(xf_op_next(xf_block_first_op(other)))),
                   1 + FN_LINES * 2 + 4);
  /* a change to one built body stays there */
  xf_op_erase(yield);
  assert_non_null(xf_op_next(xf_block_first_op(other)));
}

static void structured_queries_read_without_building(void **state) {
  fixture *f = *state;
  xf_op *g = f->generic[2];
  assert_int_equal(g->nlazy, 1);
  assert_true(xf_linalg_is_elementwise(g));
  assert_false(xf_linalg_body_is_passthrough(g));
  const char *why = NULL;
  assert_false(xf_linalg_body_is_contraction(g, NULL, NULL, &why));
  assert_int_equal(g->nlazy, 1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(repeats_stay_unbuilt_through_verify_and_print, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(built_repeat_has_its_own_ops_at_its_own_lines, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(structured_queries_read_without_building, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
