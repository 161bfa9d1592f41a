/* test_line_reuse.c — repeated op lines (src/syntax/line_reuse.c): a line
 * seen twice before is not given to the op's parser again, yet the op built
 * for it has its own operands, results and location; lines that mean
 * something else where they repeat go to the parser.
 *
 * The op `lrtest.count %v : type` (registered here) counts the calls of
 * its parse hook: what the lit tests cannot see is whether a line was
 * parsed.
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
#include "xform/syntax.h"
#include "../../src/syntax/asm.h"

static int parse_calls;

/* `%v : type`: one operand, one result of the same type. */
static bool count_parse(xfy_op_builder *b) {
  parse_calls++;
  xfy_operand u;
  if (!xfy_parse_operand(b->p, &u))
    return false;
  xf_type *t = xfy_parse_colon_type(b->p);
  return t && xfy_resolve_operand(b, &u, t) && xfy_add_type(b, t);
}

static const xf_op_info count_op = {.name = "lrtest.count", .parse = count_parse};

/* Function `@f<i>` with argument type `type`; the two op lines are the
 * same in every function. */
static const char fn_src[] = "func.func @f%d(%%a: %s) -> %s {\n"
                             "  %%x = lrtest.count %%a : i32\n"
                             "  %%y = lrtest.count %%x : i32\n"
                             "  return %%y : i32\n"
                             "}\n";
enum { FN_LINES = 5, MAX_FN = 8 };

typedef struct fixture {
  xf_context *ctx;
  char text[MAX_FN * sizeof fn_src + 64];
} fixture;

static int setup(void **state) {
  fixture *f = calloc(1, sizeof *f);
  f->ctx = xf_context_create(NULL);
  if (!f->ctx || xf_register_all_dialects(f->ctx) != XF_OK ||
      xfi_register_op(f->ctx, &count_op) != XF_OK)
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

/* Parses `n` functions whose argument types are `types[i]`; counts the
 * parse hook's calls into `*calls`. */
static xf_op *parse_fns(fixture *f, int n, const char *const *types, bool no_reuse, int *calls) {
  size_t len = 0;
  for (int i = 0; i < n; i++)
    len += (size_t)snprintf(f->text + len, sizeof f->text - len, fn_src, i, types[i], "i32");
  xf_parse_options o = {0};
  o.no_text_reuse = no_reuse;
  parse_calls = 0;
  xf_op *m = xf_parse(f->ctx, "lines.mlir", f->text, len, &o);
  *calls = parse_calls;
  return m;
}

static xf_op *fn_at(xf_op *module, int i) {
  xf_op *fn = xf_block_first_op(xf_region_first_block(xf_op_region(module, 0)));
  while (i-- > 0)
    fn = xf_op_next(fn);
  return fn;
}

static unsigned loc_line(xf_op *op) {
  unsigned line = 0, col = 0;
  xf_ident *file = NULL;
  assert_true(xf_loc_file_line_col(xf_op_loc(op), &file, &line, &col));
  assert_string_equal(xf_ident_str(file), "lines.mlir");
  assert_int_equal(col, 8); /* the op name */
  return line;
}

static void third_sighting_on_is_not_parsed(void **state) {
  fixture *f = *state;
  const char *types[] = {"i32", "i32", "i32", "i32", "i32", "i32"};
  int calls = 0;
  xf_op *m = parse_fns(f, 6, types, false, &calls);
  assert_non_null(m);
  assert_int_equal(calls, 2 * 2); /* two lines, each parsed at its first two sightings */
  assert_int_equal(xf_verify(m), XF_OK);
  for (int i = 0; i < 6; i++) {
    xf_op *fn = fn_at(m, i);
    xf_block *body = xf_region_first_block(xf_op_region(fn, 0));
    xf_op *x = xf_block_first_op(body), *y = xf_op_next(x);
    assert_string_equal(xf_ident_str(xf_op_name(x)), "lrtest.count");
    assert_ptr_equal(xf_op_operand(x, 0), xf_block_arg(body, 0)); /* its own %a */
    assert_ptr_equal(xf_op_operand(y, 0), xf_op_result(x, 0));    /* its own %x */
    assert_ptr_equal(xf_op_operand(xf_op_next(y), 0), xf_op_result(y, 0));
    assert_int_equal(loc_line(x), (unsigned)(FN_LINES * i + 2));
    assert_int_equal(loc_line(y), (unsigned)(FN_LINES * i + 3));
  }
}

static void no_text_reuse_parses_every_line(void **state) {
  fixture *f = *state;
  const char *types[] = {"i32", "i32", "i32", "i32", "i32", "i32"};
  int calls = 0;
  assert_non_null(parse_fns(f, 6, types, true, &calls));
  assert_int_equal(calls, 6 * 2);
}

/* Where `%a` is an i64 the first line means an error: it goes to the
 * parser, which reports it; the lines before were reused. */
static bool swallow(const xf_diag *d, void *user) {
  (void)d;
  (void)user;
  return true;
}

static void line_meaning_something_else_is_parsed(void **state) {
  fixture *f = *state;
  xf_diag_push_handler(f->ctx, swallow, NULL);
  const char *types[] = {"i32", "i32", "i32", "i32", "i64"};
  size_t before = xf_context_num_diagnostics(f->ctx);
  int calls = 0;
  assert_null(parse_fns(f, 5, types, false, &calls));
  assert_int_equal(calls, 2 * 2 + 1);
  assert_int_equal(xf_context_num_diagnostics(f->ctx), before + 1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(third_sighting_on_is_not_parsed, setup, teardown),
      cmocka_unit_test_setup_teardown(no_text_reuse_parses_every_line, setup, teardown),
      cmocka_unit_test_setup_teardown(line_meaning_something_else_is_parsed, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
