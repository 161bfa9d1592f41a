/* test_timing.c — the phase timers of xform/timing.h and the interpreter's
 * per-op timing: timers of the same name under the same parent are one
 * timer whose time accumulates; parents come before their children; a
 * failed creation yields XF_TIMER_NONE, which ignores time and children;
 * the interpreter adds one child per distinct top-level op name of the
 * entry sequence under the parent it is given, and nothing for nested ops.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "alloc_failer.h"
#include "xform/dialects.h"
#include "xform/syntax.h"
#include "xform/timing.h"
#include "xform/transform.h"

static void same_name_same_parent_is_one_accumulating_timer(void **state) {
  (void)state;
  xf_context *ctx = xf_context_create(NULL);
  xf_timing *t = xf_timing_create(ctx);
  assert_non_null(t);
  char name[] = "Parse"; /* equal text, different pointer */
  xf_timer_id a = xf_timing_timer(t, XF_TIMER_TOP, "Parse");
  xf_timing_add(t, a, 5);
  xf_timer_id b = xf_timing_timer(t, XF_TIMER_TOP, name);
  xf_timing_add(t, b, 7);
  assert_int_equal(a, b);
  size_t n = 0;
  const xf_timer_entry *e = xf_timing_entries(t, &n);
  assert_int_equal(n, 1);
  assert_int_equal(e[0].ns, 12);
  assert_int_equal(e[0].parent, XF_TIMER_TOP);
  xf_timing_destroy(t);
  xf_context_destroy(ctx);
}

static void children_follow_their_parent_with_depth(void **state) {
  (void)state;
  xf_context *ctx = xf_context_create(NULL);
  xf_timing *t = xf_timing_create(ctx);
  xf_timer_id interp = xf_timing_timer(t, XF_TIMER_TOP, "Interpret");
  xf_timer_id print = xf_timing_timer(t, XF_TIMER_TOP, "Print");
  xf_timer_id op = xf_timing_timer(t, interp, "transform.annotate");
  xf_timer_id top_same_name = xf_timing_timer(t, XF_TIMER_TOP, "transform.annotate");
  assert_true(op != top_same_name); /* same name, other parent: another timer */
  assert_int_equal(xf_timing_timer(t, interp, "transform.annotate"), op);
  size_t n = 0;
  const xf_timer_entry *e = xf_timing_entries(t, &n);
  assert_int_equal(n, 4);
  assert_int_equal(e[op].parent, interp);
  assert_int_equal(e[op].depth, 1);
  assert_int_equal(e[print].depth, 0);
  for (size_t i = 0; i < n; i++)
    assert_true(e[i].parent == XF_TIMER_TOP || e[i].parent < i);
  xf_timing_destroy(t);
  xf_context_destroy(ctx);
}

static void failed_creation_gives_none_which_ignores_time(void **state) {
  (void)state;
  failer f = {1, true, false, 0, false, 0};
  xf_allocator a = {failing_alloc, failing_free, &f};
  xf_context *ctx = xf_context_create(&a);
  xf_timing *t = xf_timing_create(ctx);
  assert_non_null(t);
  f.armed = true;
  xf_timer_id id = xf_timing_timer(t, XF_TIMER_TOP, "Parse");
  assert_int_equal(id, XF_TIMER_NONE);
  xf_timing_add(t, id, 3);
  assert_int_equal(xf_timing_timer(t, id, "child"), XF_TIMER_NONE);
  size_t n = 1;
  xf_timing_entries(t, &n);
  assert_int_equal(n, 0);
  f.armed = false;
  xf_timing_destroy(t);
  xf_context_destroy(ctx);
  assert_int_equal(f.live, 0);
}

static const char SCRIPT[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  func.func @f() {\n"
    "    return\n"
    "  }\n"
    "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
    "    %f = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    transform.sequence %f : !transform.any_op failures(propagate) {\n"
    "    ^bb0(%g: !transform.any_op):\n"
    "      transform.annotate %g \"nested\" : !transform.any_op\n"
    "    }\n"
    "    transform.annotate %f \"a\" : !transform.any_op\n"
    "    transform.annotate %f \"b\" : !transform.any_op\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

static void interpreter_times_each_top_level_op_name_once(void **state) {
  (void)state;
  xf_context *ctx = xf_context_create(NULL);
  assert_int_equal(xf_register_all_dialects(ctx), XF_OK);
  xf_op *m = xf_parse(ctx, "t.mlir", SCRIPT, strlen(SCRIPT), NULL);
  assert_non_null(m);
  xf_timing *t = xf_timing_create(ctx);
  xf_transform_options o;
  memset(&o, 0, sizeof o);
  o.timing = t;
  o.timing_parent = xf_timing_timer(t, XF_TIMER_TOP, "Interpret");
  assert_int_equal(xf_transform_interpret(m, NULL, &o), XF_OK);
  size_t n = 0;
  const xf_timer_entry *e = xf_timing_entries(t, &n);
  const char *want[] = {"Interpret", "transform.structured.match", "transform.sequence",
                        "transform.annotate"};
  assert_int_equal(n, 4);
  for (size_t i = 0; i < n; i++)
    assert_string_equal(e[i].name, want[i]);
  for (size_t i = 1; i < n; i++)
    assert_int_equal(e[i].parent, o.timing_parent);
  xf_timing_destroy(t);
  xf_context_destroy(ctx);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(same_name_same_parent_is_one_accumulating_timer),
      cmocka_unit_test(children_follow_their_parent_with_depth),
      cmocka_unit_test(failed_creation_gives_none_which_ignores_time),
      cmocka_unit_test(interpreter_times_each_top_level_op_name_once),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
