/* test_print_memo.c — printing repeated ops by replaying their recorded text
 * (src/syntax/print_memo.c): from the third op of a shape on, the op's
 * printer is not called, yet every op prints its own value names; shapes
 * that differ are told apart; a printer that prints a value the template
 * cannot name is always called; the text is the text printed op by op.
 *
 * The ops `pmtest.count %v : type` and `pmtest.swap %a, %b : type` (which
 * prints its operands in reverse order), registered here, count the calls
 * of their print hooks: what the lit tests cannot see is whether an op was
 * printed afresh.  `pmtest.peek %v : type` also prints the operand of the
 * op defining %v, a value that is not its own.
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

static int print_calls;

static bool unary_parse(xfy_op_builder *b) {
  xfy_operand u;
  if (!xfy_parse_operand(b->p, &u) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfy_parse_colon_type(b->p);
  return t && xfy_resolve_operand(b, &u, t) && xfy_add_type(b, t);
}

static void count_print(xfy_printer *pr, xf_op *op) {
  print_calls++;
  xfy_putc(pr, ' ');
  xfy_print_operand(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

/* `%a, %b : type` in, `%b, %a : type` out (and the same order back in). */
static bool swap_parse(xfy_op_builder *b) {
  xfy_operand u[2];
  if (!xfy_parse_operand(b->p, &u[1]) || !xfy_expect(b->p, XFY_COMMA, "','") ||
      !xfy_parse_operand(b->p, &u[0]))
    return false;
  xf_type *t = xfy_parse_colon_type(b->p);
  return t && xfy_resolve_operand(b, &u[0], t) && xfy_resolve_operand(b, &u[1], t) &&
         xfy_add_type(b, t);
}

static void swap_print(xfy_printer *pr, xf_op *op) {
  print_calls++;
  xfy_putc(pr, ' ');
  xfy_print_operand(pr, op->operands[1].value);
  xfy_puts(pr, ", ");
  xfy_print_operand(pr, op->operands[0].value);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

static void peek_print(xfy_printer *pr, xf_op *op) {
  print_calls++;
  xf_value *v = op->operands[0].value;
  xfy_putc(pr, ' ');
  xfy_print_operand(pr, v);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, v->type);
  if (v->op && v->op->nops) {
    xfy_puts(pr, " // from ");
    xfy_print_operand(pr, v->op->operands[0].value);
  }
}

static const xf_op_info test_ops[] = {
    {.name = "pmtest.count", .parse = unary_parse, .print = count_print},
    {.name = "pmtest.swap", .parse = swap_parse, .print = swap_print},
    {.name = "pmtest.peek", .parse = unary_parse, .print = peek_print},
};

typedef struct fixture {
  xf_context *ctx;
  char text[8192];
} fixture;

static int setup(void **state) {
  fixture *f = calloc(1, sizeof *f);
  f->ctx = xf_context_create(NULL);
  if (!f->ctx || xf_register_all_dialects(f->ctx) != XF_OK)
    return -1;
  for (size_t i = 0; i < sizeof test_ops / sizeof test_ops[0]; i++)
    if (xfi_register_op(f->ctx, &test_ops[i]) != XF_OK)
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

/* `n` functions `@f<i>(%a: T, %b: T)` with body `body` (a format taking the
 * type T = types[i] wherever it says %1$s), ending in `return`. */
static xf_op *parse_fns(fixture *f, int n, const char *const *types, const char *body) {
  size_t len = 0;
  for (int i = 0; i < n; i++) {
    len += (size_t)snprintf(f->text + len, sizeof f->text - len,
                            "func.func @f%d(%%a: %s, %%b: %s) {\n", i, types[i], types[i]);
    len += (size_t)snprintf(f->text + len, sizeof f->text - len, body, types[i]);
    len += (size_t)snprintf(f->text + len, sizeof f->text - len, "  return\n}\n");
  }
  xf_op *m = xf_parse(f->ctx, "memo.mlir", f->text, len, NULL);
  assert_non_null(m);
  assert_int_equal(xf_verify(m), XF_OK);
  return m;
}

/* `m` printed (malloc'd); its printers' calls in `*calls`. */
static char *print(xf_op *m, bool generic, bool no_reuse, int *calls) {
  xf_print_options po = {0};
  po.generic = generic;
  po.no_text_reuse = no_reuse;
  xf_strbuf b;
  xf_strbuf_init(&b, xf_op_context(m));
  print_calls = 0;
  assert_int_equal(xf_print_module(m, &po, &b), XF_OK);
  *calls = print_calls;
  char *s = strdup(b.data);
  xf_strbuf_free(&b);
  return s;
}

/* Prints `m` with and without replay: the same text; the replaying print
 * called the test ops' printers `want` times. */
static char *print_both(xf_op *m, bool generic, int want, int want_plain) {
  int calls = 0, plain_calls = 0;
  char *replayed = print(m, generic, false, &calls);
  char *plain = print(m, generic, true, &plain_calls);
  assert_string_equal(replayed, plain);
  assert_int_equal(plain_calls, want_plain);
  assert_int_equal(calls, want);
  free(plain);
  return replayed;
}

static const char *const i32s[] = {"i32", "i32", "i32", "i32", "i32", "i32", "i32", "i32"};

static void third_op_of_a_shape_on_is_replayed(void **state) {
  fixture *f = *state;
  xf_op *m = parse_fns(f, 6, i32s,
                       "  %%x = pmtest.count %%a : %1$s\n"
                       "  %%y = pmtest.count %%x {k = 1} : %1$s\n");
  char *s = print_both(m, false, 2 * 2, 6 * 2); /* two shapes, printed at two sightings each */
  /* every op has its own names */
  assert_non_null(strstr(s, "  func.func @f5(%arg0: i32, %arg1: i32) {\n"
                            "    %0 = pmtest.count %arg0 : i32\n"
                            "    %1 = pmtest.count %0 {k = 1 : i64} : i32\n"
                            "    return\n"));
  free(s);
}

static void shapes_differing_in_type_or_attribute_are_apart(void **state) {
  fixture *f = *state;
  const char *types[] = {"i32", "i64", "i32", "i64", "i32", "i64", "i32", "i64"};
  xf_op *m = parse_fns(f, 8, types, "  %%x = pmtest.count %%a : %1$s\n");
  char *s = print_both(m, false, 2 * 2, 8);
  assert_non_null(strstr(s, "%0 = pmtest.count %arg0 : i64\n    return\n  }\n}"));
  free(s);
  m = parse_fns(f, 8, i32s,
                "  %%x = pmtest.count %%a {k = 1} : %1$s\n"
                "  %%y = pmtest.count %%a {k = 2} : %1$s\n");
  free(print_both(m, false, 2 * 2, 8 * 2));
}

/* The template of `pmtest.swap %a, %b` says "operand 1, operand 0"; where
 * both operands are one value the shape differs. */
static void same_value_twice_is_its_own_shape(void **state) {
  fixture *f = *state;
  xf_op *m = parse_fns(f, 4, i32s,
                       "  %%x = pmtest.swap %%a, %%b : %1$s\n"
                       "  %%y = pmtest.swap %%a, %%a : %1$s\n"
                       "  %%z = pmtest.swap %%b, %%x : %1$s\n");
  char *s = print_both(m, false, 2 * 2, 4 * 3); /* swap(a,b) and swap(b,x) share a shape */
  assert_non_null(strstr(s, "  func.func @f3(%arg0: i32, %arg1: i32) {\n"
                            "    %0 = pmtest.swap %arg0, %arg1 : i32\n"
                            "    %1 = pmtest.swap %arg0, %arg0 : i32\n"
                            "    %2 = pmtest.swap %arg1, %0 : i32\n"));
  free(s);
}

static void value_outside_the_op_is_never_replayed(void **state) {
  fixture *f = *state;
  xf_op *m = parse_fns(f, 5, i32s,
                       "  %%x = pmtest.count %%a : %1$s\n"
                       "  %%y = pmtest.peek %%x : %1$s\n");
  char *s = print_both(m, false, 2 + 5, 5 * 2);
  assert_non_null(strstr(s, "%1 = pmtest.peek %0 : i32 // from %arg0\n    return\n  }\n}"));
  free(s);
}

/* In generic form ops with regions are replayed too, their regions printed
 * in full (and replayed op by op inside). */
static void generic_form_replays_around_regions(void **state) {
  fixture *f = *state;
  xf_op *m = parse_fns(f, 6, i32s,
                       "  %%r = scf.execute_region -> %1$s {\n"
                       "    %%x = pmtest.count %%a : %1$s\n"
                       "    scf.yield %%x : %1$s\n"
                       "  }\n");
  char *s = print_both(m, true, 0, 0); /* the generic form calls no custom printer */
  assert_non_null(strstr(s, "\"func.func\"() <{function_type = (i32, i32) -> (), sym_name = \"f5\"}> ({\n"
                            "  ^bb0(%arg0: i32, %arg1: i32):\n"
                            "    %0 = \"scf.execute_region\"() ({\n"
                            "      %1 = \"pmtest.count\"(%arg0) : (i32) -> i32\n"
                            "      \"scf.yield\"(%1) : (i32) -> ()\n"
                            "    }) : () -> i32\n"));
  free(s);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(third_op_of_a_shape_on_is_replayed, setup, teardown),
      cmocka_unit_test_setup_teardown(shapes_differing_in_type_or_attribute_are_apart, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(same_value_twice_is_its_own_shape, setup, teardown),
      cmocka_unit_test_setup_teardown(value_outside_the_op_is_never_replayed, setup, teardown),
      cmocka_unit_test_setup_teardown(generic_form_replays_around_regions, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
