/* test_verify_memo.c — the per-context memo of verifier verdicts
 * (src/dialects/verify_memo.c) never hides an error: a module is verified
 * (its ops' verdicts are remembered), then one op is changed in place
 * through the public API (a result type, an inherent attribute) and the
 * module is verified again in the same context.  The changed op must be
 * checked afresh and report mlir-opt 22's message; restoring the change
 * makes the module verify again.
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

/* ---------------------------------------------------------------- helpers */

typedef struct fixture {
  xf_context *ctx;
  xf_op *module;
  char first_error[512]; /* message of the first error reported */
  int nerrors;
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

static bool collect(const xf_diag *d, void *user) {
  fixture *f = user;
  if (xf_diag_severity(d) == XF_SEV_ERROR && f->nerrors++ == 0)
    snprintf(f->first_error, sizeof f->first_error, "%s", xf_diag_message(d));
  return true;
}

/* Verifies the module, recording the errors it reports. */
static xf_status verify(fixture *f) {
  f->nerrors = 0;
  f->first_error[0] = 0;
  xf_diag_handler_id h = xf_diag_push_handler(f->ctx, collect, f);
  xf_status st = xf_verify(f->module);
  xf_diag_pop_handler(f->ctx, h);
  return st;
}

static void parse(fixture *f, const char *text) {
  f->module = xf_parse(f->ctx, "test.mlir", text, strlen(text), NULL);
  assert_non_null(f->module);
  assert_int_equal(verify(f), XF_OK);
}

typedef struct find_state {
  const char *name;
  int skip;              /* matches to pass over */
  xf_op *found;
} find_state;

static xf_walk_result find_cb(xf_op *op, void *user) {
  find_state *s = user;
  if (strcmp(xf_ident_str(xf_op_name(op)), s->name) != 0 || s->skip-- > 0)
    return XF_WALK_ADVANCE;
  s->found = op;
  return XF_WALK_INTERRUPT;
}

/* The `nth` (0-based) op named `name`, in walk order. */
static xf_op *find(fixture *f, const char *name, int nth) {
  find_state s = {name, nth, NULL};
  (void)xf_walk(f->module, XF_PRE_ORDER, find_cb, &s);
  assert_non_null(s.found);
  return s.found;
}

static const char k_two_functions[] =
    "func.func @f(%a: i32, %o: tensor<4x16xf32>, %t: tensor<16x4xf32>) {\n"
    "  %0 = arith.addi %a, %a : i32\n"
    "  %1 = linalg.transpose ins(%o : tensor<4x16xf32>) outs(%t : tensor<16x4xf32>)"
    " permutation = [1, 0]\n"
    "  return\n"
    "}\n"
    "func.func @g(%a: i32, %o: tensor<4x16xf32>, %t: tensor<16x4xf32>) {\n"
    "  %0 = arith.addi %a, %a : i32\n"
    "  %1 = linalg.transpose ins(%o : tensor<4x16xf32>) outs(%t : tensor<16x4xf32>)"
    " permutation = [1, 0]\n"
    "  return\n"
    "}\n";

/* ------------------------------------------------------------------ tests */

/* An arith.addi identical to a verified one gets another result type. */
static void changed_result_type_is_reported(void **state) {
  fixture *f = *state;
  parse(f, k_two_functions);
  xf_value *r = xf_op_result(find(f, "arith.addi", 1), 0);
  xf_type *i32 = xf_value_type(r);
  xf_value_set_type(r, xf_parse_type(f->ctx, "i64", 3));
  assert_int_equal(verify(f), XF_ERROR);
  assert_int_equal(f->nerrors, 1);
  assert_string_equal(f->first_error,
                      "'arith.addi' op requires the same type for all operands and results");
  xf_value_set_type(r, i32);
  assert_int_equal(verify(f), XF_OK);
}

/* A linalg.transpose identical to a verified one gets another
 * permutation. */
static void changed_attribute_is_reported(void **state) {
  fixture *f = *state;
  parse(f, k_two_functions);
  xf_op *tr = find(f, "linalg.transpose", 1);
  xf_ident *name = xf_ident_cstr(f->ctx, "permutation");
  xf_attr *good = xf_op_get_attr(tr, "permutation");
  assert_int_equal(xf_op_set_attr(tr, name, xf_parse_attr(f->ctx, "array<i64: 1, 1>", 17)),
                   XF_OK);
  assert_int_equal(verify(f), XF_ERROR);
  assert_int_equal(f->nerrors, 1);
  assert_string_equal(f->first_error, "'linalg.transpose' op permutation is not valid");
  assert_int_equal(xf_op_set_attr(tr, name, good), XF_OK);
  assert_int_equal(verify(f), XF_OK);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(changed_result_type_is_reported, setup, teardown),
      cmocka_unit_test_setup_teardown(changed_attribute_is_reported, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
