/* test_rewrite.c — the rewrite engine with C patterns: applicator order
 * (benefits, ties, any-op patterns, cost models), the greedy driver's
 * traversal orders, iterations, convergence, dead-op erasure rules,
 * constant uniquing and hoisting, folding with the arith folders, listener
 * notifications, re-enqueueing after in-place modification, strict modes,
 * the op-list driver, CSE, DCE, tracing and allocation-failure injection.
 *
 * Payloads are parsed from generic-form text; test ops get registry rows
 * here (traits, effects, a folder and a materialiser) so every rule can be
 * exercised without the dialect files.
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
#include "rewrite/rewrite.h"
#include "dialects/arith_fold.h"

/* ------------------------------------------------------------ test rows */

static const char *const value_props[] = {"value", NULL};

static xf_fold_status fold_test_constant(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  (void)c;
  r[0].attr = xf_op_get_attr(op, "value");
  r[0].value = NULL;
  return r[0].attr ? XF_FOLD_RESULTS : XF_FOLD_NONE;
}

/* test dialect materialiser: test.constant {value}. */
static xf_op *materialize_test(xf_context *ctx, xf_attr *value, xf_type *type, xf_attr *loc) {
  xf_named_attr e = {xf_ident_cstr(ctx, "value"), value};
  xf_op_state st = {0};
  st.name = xf_ident_cstr(ctx, "test.constant");
  st.loc = loc;
  st.result_types = &type;
  st.num_results = 1;
  st.properties = xf_attr_dict(ctx, &e, 1);
  return xf_op_create(ctx, &st);
}

static unsigned effects_read(const xf_op *op) { (void)op; return XF_EFFECT_READ; }
static unsigned effects_write(const xf_op *op) { (void)op; return XF_EFFECT_WRITE; }
static unsigned effects_alloc(const xf_op *op) { (void)op; return XF_EFFECT_ALLOC; }
static unsigned effects_free(const xf_op *op) { (void)op; return XF_EFFECT_FREE; }

static const xf_op_info test_rows[] = {
    {.name = "test.constant",
     .traits = XF_TRAIT_CONSTANT_LIKE | XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT,
     .prop_names = value_props,
     .fold = fold_test_constant,
     .materialize = materialize_test},
    {.name = "test.pure", .traits = XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT},
    {.name = "test.read", .effects = effects_read},
    {.name = "test.write", .effects = effects_write},
    {.name = "test.alloc", .effects = effects_alloc},
    {.name = "test.free", .effects = effects_free},
    {.name = "test.term", .traits = XF_TRAIT_TERMINATOR | XF_TRAIT_PURE},
    {.name = "test.symbol", .traits = XF_TRAIT_SYMBOL | XF_TRAIT_PURE},
    {.name = "test.region", .traits = XF_TRAIT_RECURSIVE_EFFECTS},
    {.name = "test.comm", .traits = XF_TRAIT_PURE | XF_TRAIT_COMMUTATIVE},
    {.name = "arith.constant",
     .traits = XF_TRAIT_CONSTANT_LIKE | XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT,
     .prop_names = value_props,
     .fold = xfd_arith_fold_constant,
     .materialize = xfd_arith_materialize},
    {.name = "arith.addi",
     .traits = XF_TRAIT_PURE | XF_TRAIT_COMMUTATIVE,
     .fold = xfd_arith_fold_addi,
     .materialize = xfd_arith_materialize},
    {.name = "arith.subi",
     .traits = XF_TRAIT_PURE,
     .fold = xfd_arith_fold_subi,
     .materialize = xfd_arith_materialize},
    {.name = "arith.muli",
     .traits = XF_TRAIT_PURE | XF_TRAIT_COMMUTATIVE,
     .fold = xfd_arith_fold_muli,
     .materialize = xfd_arith_materialize},
    {.name = "arith.xori",
     .traits = XF_TRAIT_PURE | XF_TRAIT_COMMUTATIVE,
     .fold = xfd_arith_fold_xori,
     .materialize = xfd_arith_materialize},
};

/* -------------------------------------------------------------- fixture */

typedef struct fx {
  xf_context *ctx;
  xf_strbuf log;                /* what patterns and listeners recorded */
  xf_strbuf out;                /* printed IR */
  int budget;                   /* patterns that stop after this many successes */
  xf_op_info *rows;             /* rows registered by a test, or NULL */
} fx;

static int setup(void **state) {
  fx *f = calloc(1, sizeof *f);
  f->ctx = xf_context_create(NULL);
  if (xf_register_all_dialects(f->ctx) != XF_OK)
    return -1;
  for (size_t i = 0; i < sizeof test_rows / sizeof test_rows[0]; i++)
    if (xfi_register_op(f->ctx, &test_rows[i]) != XF_OK)
      return -1;
  xf_strbuf_init(&f->log, f->ctx);
  xf_strbuf_init(&f->out, f->ctx);
  *state = f;
  return 0;
}

static int teardown(void **state) {
  fx *f = *state;
  xf_strbuf_free(&f->log);
  xf_strbuf_free(&f->out);
  xf_context_destroy(f->ctx);
  free(f->rows);
  free(f);
  return 0;
}

static xf_op *parse(fx *f, const char *text) {
  xf_parse_options o = {.allow_unregistered_dialect = true};
  xf_op *m = xf_parse(f->ctx, "test.mlir", text, strlen(text), &o);
  assert_non_null(m);
  return m;
}

/* Prints `m` in generic form into f->out and returns the text. */
static const char *print(fx *f, xf_op *m) {
  f->out.len = 0;
  xf_print_options o = {.generic = true};
  assert_int_equal(xf_print_module(m, &o, &f->out), XF_OK);
  return f->out.data;
}

static void logf_(fx *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char tmp[256];
  vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  xf_strbuf_append(&f->log, tmp, strlen(tmp));
}

static const char *logged(fx *f) { return f->log.data ? f->log.data : ""; }

/* The first op named `name` in `m` (pre-order), or NULL. */
typedef struct find_ctx {
  const char *name;
  xf_op *found;
} find_ctx;

static xf_walk_result find_cb(xf_op *op, void *user) {
  find_ctx *c = user;
  if (strcmp(xf_ident_str(xf_op_name(op)), c->name) == 0) {
    c->found = op;
    return XF_WALK_INTERRUPT;
  }
  return XF_WALK_ADVANCE;
}

static xf_op *find(xf_op *m, const char *name) {
  find_ctx c = {name, NULL};
  (void)xf_walk(m, XF_PRE_ORDER, find_cb, &c);
  return c.found;
}

/* The body region of the first func.func of `m`. */
static xf_region *func_body(xf_op *m) { return xf_op_region(find(m, "func.func"), 0); }

/* The value of string attribute `tag` of `op`, or "?". */
static const char *tag(xf_op *op) {
  xf_attr *a = xf_op_get_attr(op, "tag");
  return a ? xf_attr_string_value(a, NULL) : "?";
}

static xf_frozen_patterns *freeze(xf_pattern_set *s) {
  xf_frozen_patterns *fp = xf_pattern_set_freeze(s);
  assert_non_null(fp);
  return fp;
}

static void add(xf_pattern_set *s, const char *root, unsigned benefit, const char *name,
                xf_match_rewrite_fn fn, void *user) {
  xf_pattern_def d = {root, benefit, name, NULL, fn, user};
  assert_int_equal(xf_pattern_set_add(s, &d), XF_OK);
}

/* ----------------------------------------------------------- patterns */

/* Logs "<debug name>@<tag>;" and fails. */
static bool log_and_fail(const xf_pattern *p, xf_op *op, xf_rewriter *rw) {
  (void)rw;
  logf_(xf_pattern_user(p), "%s@%s;", xf_pattern_debug_name(p), tag(op));
  return false;
}

/* Renames test.a -> test.b -> test.c (one step per application). */
static bool step_name(const xf_pattern *p, xf_op *op, xf_rewriter *rw) {
  const char *next = strcmp(xf_ident_str(xf_op_name(op)), "test.a") == 0 ? "test.b" : "test.c";
  xf_op_state st = {0};
  st.name = xf_ident_cstr(rw->ctx, next);
  st.attrs = xf_op_attrs(op);
  xf_op *n = xf_rewriter_replace_op_with_new_op(rw, op, &st);
  logf_(xf_pattern_user(p), "%s->%s;", xf_ident_str(xf_op_name(op)), next);
  return n != NULL;
}

/* Toggles unit attribute `flip` in place, forever. */
static bool flip(const xf_pattern *p, xf_op *op, xf_rewriter *rw) {
  fx *f = xf_pattern_user(p);
  xf_ident *k = xf_ident_cstr(rw->ctx, "flip");
  xf_rewriter_start_modification(rw, op);
  if (xf_op_get_attr(op, "flip"))
    assert_int_equal(xf_op_remove_attr(op, k), XF_OK);
  else
    assert_int_equal(xf_op_set_attr(op, k, xf_attr_unit(rw->ctx)), XF_OK);
  xf_rewriter_finalize_modification(rw, op);
  f->budget++;
  return true;
}

/* ------------------------------------------------------ applicator order */

static void test_benefit_order_and_ties(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "\"test.x\"() {tag = \"x\"} : () -> ()");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.x", 1, "b1", log_and_fail, f);
  add(s, "test.x", 3, "b3first", log_and_fail, f);
  add(s, "test.x", 2, "b2", log_and_fail, f);
  add(s, "test.x", 3, "b3second", log_and_fail, f);
  add(s, "test.x", XF_BENEFIT_IMPOSSIBLE, "never", log_and_fail, f);
  add(s, "test.other", 9, "other", log_and_fail, f);
  xf_frozen_patterns *fp = freeze(s);
  xf_applicator *app = xf_applicator_create(fp);
  xf_rewriter rw;
  xf_rewriter_init(&rw, f->ctx, NULL);
  xf_op *x = find(m, "test.x");
  assert_false(xf_applicator_match_and_rewrite(app, x, &rw, NULL));
  assert_string_equal(logged(f), "b3first@x;b3second@x;b2@x;b1@x;");
  xf_applicator_destroy(app);
  xf_frozen_patterns_destroy(fp);
}

static unsigned reverse_cost(const xf_pattern *p, void *user) {
  (void)user;
  return strcmp(xf_pattern_debug_name(p), "drop") == 0 ? XF_BENEFIT_IMPOSSIBLE
                                                       : 10 - xf_pattern_benefit(p);
}

static void test_any_op_interleaving_and_cost_model(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "\"test.x\"() {tag = \"x\"} : () -> ()");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.x", 2, "root2", log_and_fail, f);
  add(s, NULL, 2, "any2", log_and_fail, f);
  add(s, "test.x", 1, "root1", log_and_fail, f);
  add(s, NULL, 5, "any5", log_and_fail, f);
  add(s, "test.x", 3, "drop", log_and_fail, f);
  xf_frozen_patterns *fp = freeze(s);
  xf_applicator *app = xf_applicator_create(fp);
  xf_rewriter rw;
  xf_rewriter_init(&rw, f->ctx, NULL);
  xf_op *x = find(m, "test.x");
  /* any-op patterns go first only with a strictly greater benefit */
  assert_false(xf_applicator_match_and_rewrite(app, x, &rw, NULL));
  assert_string_equal(logged(f), "any5@x;drop@x;root2@x;any2@x;root1@x;");
  /* a cost model re-ranks within each list and can drop patterns; the
   * interleaving still compares the declared benefits */
  f->log.len = 0;
  assert_int_equal(xf_applicator_apply_cost_model(app, reverse_cost, NULL), XF_OK);
  assert_false(xf_applicator_match_and_rewrite(app, x, &rw, NULL));
  assert_string_equal(logged(f), "any2@x;any5@x;root1@x;root2@x;");
  xf_applicator_destroy(app);
  xf_frozen_patterns_destroy(fp);
}

/* ---------------------------------------------------------- traversal */

static const char *const nested_payload =
    "func.func @f() {\n"
    "  \"test.op\"() {tag = \"outer1\"} : () -> ()\n"
    "  \"test.op\"() ({\n"
    "    \"test.op\"() {tag = \"inner\"} : () -> ()\n"
    "  }) {tag = \"region\"} : () -> ()\n"
    "  \"test.op\"() {tag = \"outer2\"} : () -> ()\n"
    "  return\n"
    "}\n";

static void run_order(fx *f, bool top_down, const char *expected) {
  xf_op *m = parse(f, nested_payload);
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.op", 1, "p", log_and_fail, f);
  xf_frozen_patterns *fp = freeze(s);
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.top_down = top_down;
  bool converged = false, changed = true;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, &cfg, &converged, &changed), XF_OK);
  assert_true(converged);
  assert_false(changed);
  assert_string_equal(logged(f), expected);
  xf_frozen_patterns_destroy(fp);
  f->log.len = 0;
}

static void test_bottom_up_and_top_down_order(void **state) {
  fx *f = *state;
  run_order(f, false, "p@outer2;p@region;p@inner;p@outer1;");
  run_order(f, true, "p@outer1;p@region;p@inner;p@outer2;");
}

/* test.pair(test.pair(x)) -> test.done(x): with a chain of three pairs,
 * bottom-up fires twice on distinct pairs; top-down once. */
static bool fuse_pairs(const xf_pattern *p, xf_op *op, xf_rewriter *rw) {
  xf_value *in = xf_op_operand(op, 0);
  xf_op *prod = xf_value_defining_op(in);
  if (!prod || strcmp(xf_ident_str(xf_op_name(prod)), "test.pair") != 0)
    return xf_rewriter_notify_match_failure(rw, op, "operand is not a pair");
  xf_value *x = xf_op_operand(prod, 0);
  xf_type *t = xf_value_type(xf_op_result(op, 0));
  xf_op_state st = {0};
  st.name = xf_ident_cstr(rw->ctx, "test.done");
  st.operands = &x;
  st.num_operands = 1;
  st.result_types = &t;
  st.num_results = 1;
  if (xf_pattern_user(p))
    logf_(xf_pattern_user(p), "fuse;");
  return xf_rewriter_replace_op_with_new_op(rw, op, &st) != NULL;
}

typedef struct count_ctx {
  const char *name;
  int n;
} count_ctx;

static xf_walk_result count_cb(xf_op *op, void *user) {
  count_ctx *c = user;
  c->n += strcmp(xf_ident_str(xf_op_name(op)), c->name) == 0;
  return XF_WALK_ADVANCE;
}

/* Number of ops named `name` nested in `m`. */
static int count_ops(xf_op *m, const char *name) {
  count_ctx c = {name, 0};
  (void)xf_walk(m, XF_PRE_ORDER, count_cb, &c);
  return c.n;
}

static void run_chain(fx *f, bool top_down, int fused, int done) {
  xf_op *m = parse(f, "func.func @f(%a: i32) -> i32 {\n"
                      "  %0 = \"test.pair\"(%a) : (i32) -> i32\n"
                      "  %1 = \"test.pair\"(%0) : (i32) -> i32\n"
                      "  %2 = \"test.pair\"(%1) : (i32) -> i32\n"
                      "  %3 = \"test.pair\"(%2) : (i32) -> i32\n"
                      "  return %3 : i32\n"
                      "}\n");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.pair", 1, "fuse", fuse_pairs, f);
  xf_frozen_patterns *fp = freeze(s);
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.top_down = top_down;
  bool converged = false;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, &cfg, &converged, NULL), XF_OK);
  assert_true(converged);
  int n = 0;
  for (const char *p = logged(f); (p = strstr(p, "fuse;")); p += 5)
    n++;
  assert_int_equal(n, fused);
  assert_int_equal(count_ops(m, "test.done"), done);
  xf_frozen_patterns_destroy(fp);
  f->log.len = 0;
}

static void test_overlapping_patterns_depend_on_order(void **state) {
  fx *f = *state;
  run_chain(f, false, 3, 3);
  run_chain(f, true, 2, 2);
}

/* ----------------------------------------------------------- iterations */

static void test_chain_needs_several_applications(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f() {\n"
                      "  \"test.a\"() {tag = \"t\"} : () -> ()\n"
                      "  return\n"
                      "}\n");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.a", 1, "a", step_name, f);
  add(s, "test.b", 1, "b", step_name, f);
  xf_frozen_patterns *fp = freeze(s);
  bool converged = false, changed = false;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, NULL, &converged, &changed), XF_OK);
  assert_true(converged);
  assert_true(changed);
  assert_string_equal(logged(f), "test.a->test.b;test.b->test.c;");
  assert_non_null(find(m, "test.c"));
  assert_null(find(m, "test.a"));
  xf_frozen_patterns_destroy(fp);
}

static void test_non_convergence_is_reported(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f() {\n"
                      "  \"test.x\"() : () -> ()\n"
                      "  return\n"
                      "}\n");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.x", 1, "flip", flip, f);
  xf_frozen_patterns *fp = freeze(s);
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.max_iterations = 3;
  cfg.max_num_rewrites = 4;
  bool converged = true;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, &cfg, &converged, NULL), XF_OK);
  assert_false(converged);
  assert_int_equal(f->budget, 12); /* 3 iterations, 4 rewrites each */
  xf_frozen_patterns_destroy(fp);
}

static void test_one_iteration_with_a_change_does_not_converge(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f() {\n"
                      "  %0 = \"test.pure\"() : () -> i32\n"
                      "  return\n"
                      "}\n");
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.max_iterations = 1;
  bool converged = true, changed = false;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, &cfg, &converged, &changed), XF_OK);
  assert_false(converged); /* erasing the dead op was a change */
  assert_true(changed);
  assert_null(find(m, "test.pure"));
  xf_frozen_patterns_destroy(fp);
}

/* ------------------------------------------------------------ dead ops */

static void test_dead_op_erasure_rules(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f() {\n"
                      "  %0 = \"test.pure\"() : () -> i32\n"
                      "  %1 = \"test.read\"() : () -> i32\n"
                      "  %2 = \"test.alloc\"() : () -> i32\n"
                      "  %3 = \"test.write\"() : () -> i32\n"
                      "  %4 = \"test.free\"() : () -> i32\n"
                      "  %5 = \"foo.unknown\"() : () -> i32\n"
                      "  \"test.symbol\"() : () -> ()\n"
                      "  %6 = \"test.pure\"() : () -> i32\n"
                      "  %7 = \"test.pure\"(%6) : (i32) -> i32\n"
                      "  \"test.region\"() ({\n"
                      "    %8 = \"test.pure\"() : () -> i32\n"
                      "  }) : () -> ()\n"
                      "  \"test.region\"() ({\n"
                      "    %9 = \"test.write\"() : () -> i32\n"
                      "  }) : () -> ()\n"
                      "  return\n"
                      "}\n");
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, NULL, NULL, NULL), XF_OK);
  assert_string_equal(print(f, m),
                      "\"builtin.module\"() ({\n"
                      "  \"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n"
                      "    %0 = \"test.write\"() : () -> i32\n"
                      "    %1 = \"test.free\"() : () -> i32\n"
                      "    %2 = \"foo.unknown\"() : () -> i32\n"
                      "    \"test.symbol\"() : () -> ()\n"
                      "    \"test.region\"() ({\n"
                      "      %3 = \"test.write\"() : () -> i32\n"
                      "    }) : () -> ()\n"
                      "    \"func.return\"() : () -> ()\n"
                      "  }) : () -> ()\n"
                      "}) : () -> ()\n");
  xf_frozen_patterns_destroy(fp);
}

static void test_trivially_dead_queries(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "%0 = \"test.pure\"() : () -> i32\n"
                      "%1 = \"test.pure\"(%0) : (i32) -> i32\n"
                      "\"test.term\"() : () -> ()\n");
  xf_op *first = find(m, "test.pure");
  assert_false(xf_op_is_trivially_dead(first));
  assert_true(xf_op_would_be_trivially_dead(first));
  assert_true(xf_op_is_trivially_dead(xf_op_next(first)));
  assert_false(xf_op_would_be_trivially_dead(find(m, "test.term")));
  assert_true(xf_op_is_memory_effect_free(first));
  assert_false(xf_op_is_memory_effect_free(m)); /* module: no interface */
}

/* ------------------------------------------------------ constants, folding */

static void test_constant_uniquing_and_hoisting(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32) -> (i32, i32, i32) {\n"
                      "  %x = \"test.use\"(%a) : (i32) -> i32\n"
                      "  %c1 = \"test.constant\"() <{value = 1 : i32}> : () -> i32 loc(\"one\")\n"
                      "  %c2 = \"test.constant\"() <{value = 2 : i32}> : () -> i32 loc(\"two\")\n"
                      "  %r = \"test.region\"() ({\n"
                      "    %c1b = \"test.constant\"() <{value = 1 : i32}> : () -> i32 loc(\"one_b\")\n"
                      "    \"test.use\"(%c1b) : (i32) -> ()\n"
                      "  }) : () -> i32\n"
                      "  %c2b = \"test.constant\"() <{value = 2 : i32}> : () -> i32 loc(\"two_b\")\n"
                      "  return %c1, %c2, %c2b : i32, i32, i32\n"
                      "}\n");
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, NULL, NULL, NULL), XF_OK);
  f->out.len = 0;
  xf_print_options o = {.generic = true, .debug_info = true, .local_scope = true};
  assert_int_equal(xf_print_module(m, &o, &f->out), XF_OK);
  /* moved constants land at the top in reverse order of first appearance;
   * the merged ones and the one moved out of the region lose their
   * location */
  const char *text = f->out.data;
  const char *c2 = strstr(text, "<{value = 2 : i32}> : () -> i32 loc(unknown)");
  const char *c1 = strstr(text, "<{value = 1 : i32}> : () -> i32 loc(unknown)");
  const char *use = strstr(text, "\"test.use\"(%arg0)");
  assert_non_null(c2);
  assert_non_null(c1);
  assert_non_null(use);
  assert_true(c2 < c1 && c1 < use);
  assert_int_equal(count_ops(m, "test.constant"), 2);
  xf_frozen_patterns_destroy(fp);
}

static void test_constants_stay_without_cse(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f() -> (i32, i32) {\n"
                      "  %x = \"test.use\"() : () -> i32\n"
                      "  %c1 = \"test.constant\"() <{value = 1 : i32}> : () -> i32\n"
                      "  %c1b = \"test.constant\"() <{value = 1 : i32}> : () -> i32\n"
                      "  return %c1, %c1b : i32, i32\n"
                      "}\n");
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.cse_constants = false;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, &cfg, NULL, NULL), XF_OK);
  xf_op *first = xf_block_first_op(xf_region_first_block(func_body(m)));
  assert_string_equal(xf_ident_str(xf_op_name(first)), "test.use");
  assert_int_equal(count_ops(m, "test.constant"), 2);
  xf_frozen_patterns_destroy(fp);
}

static const char *const fold_payload =
    "func.func @f(%a: i32) -> (i32, i32) {\n"
    "  %c2 = \"arith.constant\"() <{value = 2 : i32}> : () -> i32\n"
    "  %c3 = \"arith.constant\"() <{value = 3 : i32}> : () -> i32\n"
    "  %s = \"arith.addi\"(%c2, %c3) : (i32, i32) -> i32 loc(\"add\")\n"
    "  %p = \"arith.muli\"(%s, %c2) : (i32, i32) -> i32 loc(\"mul\")\n"
    "  %q = \"arith.addi\"(%a, %p) : (i32, i32) -> i32\n"
    "  return %s, %q : i32, i32\n"
    "}\n";

static void test_folding_materialises_constants(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, fold_payload);
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, NULL, NULL, NULL), XF_OK);
  f->out.len = 0;
  xf_print_options o = {.generic = true, .debug_info = true, .local_scope = true};
  assert_int_equal(xf_print_module(m, &o, &f->out), XF_OK);
  assert_non_null(strstr(f->out.data,
                         "    %0 = \"arith.constant\"() <{value = 5 : i32}> : () -> i32 loc(\"add\")\n"
                         "    %1 = \"arith.constant\"() <{value = 10 : i32}> : () -> i32 loc(\"mul\")\n"
                         "    %2 = \"arith.addi\"(%arg0, %1) : (i32, i32) -> i32"));
  xf_frozen_patterns_destroy(fp);
}

static void test_folding_with_one_iteration_leaves_constants_in_place(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, fold_payload);
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.max_iterations = 1;
  bool converged = true;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, &cfg, &converged, NULL), XF_OK);
  assert_false(converged);
  assert_non_null(strstr(print(f, m),
                         "    %0 = \"arith.constant\"() <{value = 5 : i32}> : () -> i32\n"
                         "    %1 = \"arith.constant\"() <{value = 10 : i32}> : () -> i32\n"
                         "    %2 = \"arith.addi\"(%arg0, %1)"));
  xf_frozen_patterns_destroy(fp);
}

static void test_commutative_fold_moves_constants_right(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32) -> i32 {\n"
                      "  %c = \"arith.constant\"() <{value = 6 : i32}> : () -> i32\n"
                      "  %x = \"arith.muli\"(%c, %a) : (i32, i32) -> i32\n"
                      "  return %x : i32\n"
                      "}\n");
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, NULL, NULL, NULL), XF_OK);
  assert_non_null(strstr(print(f, m), "\"arith.muli\"(%arg0, %0)"));
  xf_frozen_patterns_destroy(fp);
}

static void test_folding_can_be_disabled(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, fold_payload);
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.fold = false;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, &cfg, NULL, NULL), XF_OK);
  assert_non_null(find(m, "arith.muli"));
  xf_frozen_patterns_destroy(fp);
}

/* ------------------------------------------------------------ listeners */

static void l_inserted(xf_listener *l, xf_op *op, xf_block *pb, xf_op *pn) {
  (void)pn;
  logf_(l->user, "insert %s%s;", xf_ident_str(xf_op_name(op)), pb ? " (moved)" : "");
}
static void l_modified(xf_listener *l, xf_op *op) {
  logf_(l->user, "modify %s;", xf_ident_str(xf_op_name(op)));
}
static void l_replaced(xf_listener *l, xf_op *op, xf_value *const *v, size_t n) {
  (void)v;
  logf_(l->user, "replace %s/%zu;", xf_ident_str(xf_op_name(op)), n);
}
static void l_erased(xf_listener *l, xf_op *op) {
  logf_(l->user, "erase %s;", xf_ident_str(xf_op_name(op)));
}
static void l_begin(xf_listener *l, const xf_pattern *p, xf_op *op) {
  logf_(l->user, "begin %s on %s;", xf_pattern_debug_name(p), xf_ident_str(xf_op_name(op)));
}
static void l_end(xf_listener *l, const xf_pattern *p, bool ok) {
  logf_(l->user, "end %s %s;", xf_pattern_debug_name(p), ok ? "success" : "failure");
}
static void l_failure(xf_listener *l, xf_attr *loc, const char *msg) {
  (void)loc;
  logf_(l->user, "why: %s;", msg);
}

static xf_listener logging_listener(fx *f) {
  return (xf_listener){.op_inserted = l_inserted,
                       .op_modified = l_modified,
                       .op_replaced = l_replaced,
                       .op_erased = l_erased,
                       .pattern_begin = l_begin,
                       .pattern_end = l_end,
                       .match_failure = l_failure,
                       .user = f};
}

static void test_listener_notifications(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32) -> i32 {\n"
                      "  %0 = \"test.pair\"(%a) : (i32) -> i32\n"
                      "  %1 = \"test.pair\"(%0) : (i32) -> i32\n"
                      "  return %1 : i32\n"
                      "}\n");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.pair", 1, "fuse", fuse_pairs, NULL);
  xf_frozen_patterns *fp = freeze(s);
  xf_listener l = logging_listener(f);
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.listener = &l;
  cfg.region_simplification = XF_SIMPLIFY_DISABLED;
  /* the pattern logs "fuse;" through its user pointer only when given one */
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, &cfg, NULL, NULL), XF_OK);
  /* iteration 1 fuses the second pair (bottom-up) and then fails on the
   * first; iteration 2 only fails on the first again */
  assert_string_equal(logged(f),
                      "begin fuse on test.pair;insert test.done;replace test.pair/1;"
                      "modify func.return;erase test.pair;end fuse success;"
                      "begin fuse on test.pair;why: operand is not a pair;end fuse failure;"
                      "begin fuse on test.pair;why: operand is not a pair;end fuse failure;");
  xf_frozen_patterns_destroy(fp);
}

/* --------------------------------------------------- in-place modification */

/* On test.x: mark the (single) user with attribute `touched` in place. */
static bool touch_user(const xf_pattern *p, xf_op *op, xf_rewriter *rw) {
  xf_use *u = xf_value_first_use(xf_op_result(op, 0));
  xf_op *user = u ? xf_use_owner(u) : NULL;
  if (!user || xf_op_get_attr(user, "touched"))
    return false;
  xf_rewriter_start_modification(rw, user);
  assert_int_equal(xf_op_set_attr(user, xf_ident_cstr(rw->ctx, "touched"), xf_attr_unit(rw->ctx)),
                   XF_OK);
  xf_rewriter_finalize_modification(rw, user);
  logf_(xf_pattern_user(p), "touch %s;", tag(user));
  return true;
}

/* On test.y with `touched`: log it (so we see the re-visit). */
static bool see_touched(const xf_pattern *p, xf_op *op, xf_rewriter *rw) {
  (void)rw;
  logf_(xf_pattern_user(p), "visit %s%s;", tag(op), xf_op_get_attr(op, "touched") ? "*" : "");
  return false;
}

static void test_in_place_modification_reenqueues(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f() {\n"
                      "  %0 = \"test.x\"() {tag = \"x\"} : () -> i32\n"
                      "  \"test.y\"(%0) {tag = \"y\"} : (i32) -> ()\n"
                      "  return\n"
                      "}\n");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.x", 1, "touch", touch_user, f);
  add(s, "test.y", 1, "see", see_touched, f);
  xf_frozen_patterns *fp = freeze(s);
  bool converged = false;
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, NULL, &converged, NULL), XF_OK);
  assert_true(converged);
  /* bottom-up visits y first, then x touches y, which is visited again in
   * the same iteration; iteration 2 revisits both */
  assert_string_equal(logged(f), "visit y;touch y;visit y*;visit y*;");
  xf_frozen_patterns_destroy(fp);
}

/* ------------------------------------------------------ strictness, op list */

/* test.a -> test.b with a new test.extra op created before it. */
static bool a_to_b_with_extra(const xf_pattern *p, xf_op *op, xf_rewriter *rw) {
  xf_op_state ex = {0};
  ex.name = xf_ident_cstr(rw->ctx, "test.a");
  ex.attrs = xf_op_attrs(op);
  (void)p;
  xf_op *e = xf_rewriter_create(rw, &ex);
  assert_int_equal(xf_op_set_attr(e, xf_ident_cstr(rw->ctx, "tag"),
                                  xf_attr_string(rw->ctx, "new", 3, NULL)),
                   XF_OK);
  xf_op_state st = {0};
  st.name = xf_ident_cstr(rw->ctx, "test.b");
  return xf_rewriter_replace_op_with_new_op(rw, op, &st) != NULL;
}

static int run_strict(fx *f, xf_greedy_strictness strictness) {
  xf_op *m = parse(f, "func.func @f() {\n"
                      "  \"test.a\"() {tag = \"old\"} : () -> ()\n"
                      "  return\n"
                      "}\n");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.a", 1, "a", a_to_b_with_extra, f);
  xf_frozen_patterns *fp = freeze(s);
  xf_op *a = find(m, "test.a");
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.strictness = strictness;
  cfg.max_num_rewrites = 3;
  bool converged = false, changed = false, all_erased = false;
  assert_int_equal(
      xf_apply_op_patterns_greedily(&a, 1, fp, &cfg, &converged, &changed, &all_erased), XF_OK);
  assert_true(changed);
  assert_true(all_erased);
  int n = count_ops(m, "test.b");
  assert_int_equal(converged, n < 3);
  xf_frozen_patterns_destroy(fp);
  return n;
}

static void test_strictness_limits_enqueued_ops(void **state) {
  fx *f = *state;
  /* only the given op: one rewrite; new ops too: the created test.a is
   * rewritten as well, until max_num_rewrites stops the pass */
  assert_int_equal(run_strict(f, XF_STRICT_EXISTING_OPS), 1);
  assert_int_equal(run_strict(f, XF_STRICT_EXISTING_AND_NEW_OPS), 3);
  assert_int_equal(run_strict(f, XF_STRICT_ANY_OP), 3);
}

static void test_scope_excludes_outer_ops(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f() {\n"
                      "  \"test.op\"() {tag = \"outer\"} : () -> ()\n"
                      "  \"test.region\"() ({\n"
                      "    \"test.op\"() {tag = \"inner\"} : () -> ()\n"
                      "  }) : () -> ()\n"
                      "  return\n"
                      "}\n");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  add(s, "test.op", 1, "p", log_and_fail, f);
  xf_frozen_patterns *fp = freeze(s);
  xf_op *inner = find(find(m, "test.region"), "test.op");
  bool converged = false;
  assert_int_equal(
      xf_apply_op_patterns_greedily(&inner, 1, fp, NULL, &converged, NULL, NULL), XF_OK);
  assert_true(converged);
  assert_string_equal(logged(f), "p@inner;");
  xf_frozen_patterns_destroy(fp);
}

/* ------------------------------------------------------------------- CSE */

static void test_cse_merges_equal_pure_ops(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32) -> (i32, i32, i32) {\n"
                      "  %0 = \"test.pure\"(%a) {k = 1} : (i32) -> i32\n"
                      "  %1 = \"test.pure\"(%a) {k = 1} : (i32) -> i32\n"
                      "  %2 = \"test.pure\"(%a) {k = 2} : (i32) -> i32\n"
                      "  %3 = \"test.read\"(%a) : (i32) -> i32\n"
                      "  %4 = \"test.read\"(%a) : (i32) -> i32\n"
                      "  \"test.write\"() : () -> i32\n"
                      "  %5 = \"test.read\"(%a) : (i32) -> i32\n"
                      "  %6 = \"test.pure\"(%a) {k = 1} : (i32) -> i32\n"
                      "  \"test.sink\"(%1, %2, %3, %4, %5, %6) : (i32, i32, i32, i32, i32, i32) -> ()\n"
                      "  return %0, %1, %2 : i32, i32, i32\n"
                      "}\n");
  xf_listener l = logging_listener(f);
  xf_rewriter rw;
  xf_rewriter_init(&rw, f->ctx, &l);
  bool changed = false;
  assert_int_equal(xf_cse(find(m, "func.func"), &rw, &changed), XF_OK);
  assert_true(changed);
  assert_non_null(strstr(print(f, m), "\"test.sink\"(%0, %1, %2, %2, %4, %0)"));
  assert_int_equal(count_ops(m, "test.pure"), 2);
  assert_int_equal(count_ops(m, "test.read"), 2);
  xf_frozen_patterns *unused = NULL;
  (void)unused;
}

static void test_cse_compares_regions(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32) -> (i32, i32, i32) {\n"
                      "  %0 = \"test.region\"(%a) ({\n"
                      "  ^bb0(%x: i32):\n"
                      "    %y = \"test.pure\"(%x) : (i32) -> i32\n"
                      "    \"test.term\"(%y) : (i32) -> ()\n"
                      "  }) : (i32) -> i32\n"
                      "  %1 = \"test.region\"(%a) ({\n"
                      "  ^bb0(%x: i32):\n"
                      "    %y = \"test.pure\"(%x) : (i32) -> i32\n"
                      "    \"test.term\"(%y) : (i32) -> ()\n"
                      "  }) : (i32) -> i32\n"
                      "  %2 = \"test.region\"(%a) ({\n"
                      "  ^bb0(%x: i32):\n"
                      "    \"test.term\"(%x) : (i32) -> ()\n"
                      "  }) : (i32) -> i32\n"
                      "  return %0, %1, %2 : i32, i32, i32\n"
                      "}\n");
  assert_int_equal(xf_cse(find(m, "func.func"), NULL, NULL), XF_OK);
  assert_int_equal(count_ops(m, "test.region"), 2);
  assert_non_null(strstr(print(f, m), "\"func.return\"(%0, %0, %1)"));
}

static void test_cse_commutative_operands(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32, %b: i32) -> (i32, i32, i32, i32) {\n"
                      "  %0 = \"test.comm\"(%a, %b) : (i32, i32) -> i32\n"
                      "  %1 = \"test.comm\"(%b, %a) : (i32, i32) -> i32\n"
                      "  %2 = \"test.pure\"(%a, %b) : (i32, i32) -> i32\n"
                      "  %3 = \"test.pure\"(%b, %a) : (i32, i32) -> i32\n"
                      "  return %0, %1, %2, %3 : i32, i32, i32, i32\n"
                      "}\n");
  assert_int_equal(xf_cse(find(m, "func.func"), NULL, NULL), XF_OK);
  /* operand order only matters for non-commutative ops */
  assert_int_equal(count_ops(m, "test.comm"), 1);
  assert_int_equal(count_ops(m, "test.pure"), 2);
  assert_non_null(strstr(print(f, m), "\"func.return\"(%0, %0, %1, %2)"));
}

static void test_arith_fold_table_lookup(void **state) {
  (void)state;
#define CHECK_ROW(op) assert_ptr_equal(xfd_arith_folder("arith." #op), xfd_arith_fold_##op);
  XFD_ARITH_FOLDED_OPS(CHECK_ROW)
#undef CHECK_ROW
  assert_null(xfd_arith_folder("arith.remf"));
  assert_null(xfd_arith_folder("arith.zzz"));
  assert_null(xfd_arith_folder("arith.a"));
}

#include "arith_fold_cases.inc"

/* Registry rows for every folded arith op, traits as in ArithOps.td. */
#define ARITH_NAME(op) "arith." #op,
static const char *const arith_names[] = {XFD_ARITH_FOLDED_OPS(ARITH_NAME)};
#undef ARITH_NAME
#define NUM_ARITH (sizeof arith_names / sizeof arith_names[0])

static uint32_t arith_traits(const char *name) {
  static const char *const comm[] = {"addi", "muli", "andi", "ori", "xori", "maxsi", "maxui",
                                     "minsi", "minui", "addf", "mulf", NULL};
  uint32_t t = XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT;
  for (const char *const *c = comm; *c; c++)
    if (strcmp(name + 6, *c) == 0)
      t |= XF_TRAIT_COMMUTATIVE;
  if (strcmp(name, "arith.constant") == 0)
    t |= XF_TRAIT_CONSTANT_LIKE;
  return t;
}

/* What the value returned at position `i` became, as in the .inc file. */
static void describe(fx *f, xf_value *v, xf_strbuf *out) {
  out->len = 0;
  xf_op *d = xf_value_defining_op(v);
  if (!d) {
    xf_strbuf_append(out, "arg", 3);
    return;
  }
  if (strcmp(xf_ident_str(xf_op_name(d)), "arith.constant") != 0) {
    xf_strbuf_printf(out, "op:%s", xf_ident_str(xf_op_name(d)));
    return;
  }
  xf_strbuf_append(out, "cst:", 4);
  assert_int_equal(xf_print_attr(xf_op_get_attr(d, "value"), out), XF_OK);
  (void)f;
}

static void run_fold_case(fx *f, const char *payload, const char *const *expected) {
  xf_op *m = parse(f, payload);
  xf_frozen_patterns *fp = freeze(xf_pattern_set_create(f->ctx));
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, NULL, NULL, NULL), XF_OK);
  xf_op *ret = find(m, "func.return");
  xf_strbuf got;
  xf_strbuf_init(&got, f->ctx);
  size_t i = 0;
  for (; expected[i]; i++) {
    assert_true(i < xf_op_num_operands(ret));
    describe(f, xf_op_operand(ret, i), &got);
    assert_string_equal(got.data, expected[i]);
  }
  assert_int_equal(i, xf_op_num_operands(ret));
  xf_strbuf_free(&got);
  xf_frozen_patterns_destroy(fp);
}

static void test_arith_folds_match_mlir_opt(void **state) {
  fx *f = *state;
  f->rows = calloc(NUM_ARITH, sizeof *f->rows); /* freed with the fixture */
  for (size_t i = 0; i < NUM_ARITH; i++) {
    f->rows[i] = (xf_op_info){.name = arith_names[i],
                              .traits = arith_traits(arith_names[i]),
                              .fold = xfd_arith_fold,
                              .materialize = xfd_arith_materialize};
    assert_int_equal(xfi_register_op(f->ctx, &f->rows[i]), XF_OK);
  }
  run_fold_case(f, folds_payload, folds_expected);
  run_fold_case(f, folds2_payload, folds2_expected);
}

static void test_dce_erases_dead_chains(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32) {\n"
                      "  %0 = \"test.pure\"(%a) : (i32) -> i32\n"
                      "  %1 = \"test.pure\"(%0) : (i32) -> i32\n"
                      "  %2 = \"test.pure\"(%1) : (i32) -> i32\n"
                      "  %3 = \"test.write\"(%0) : (i32) -> i32\n"
                      "  %4 = \"test.pure\"(%a) : (i32) -> i32\n"
                      "  return\n"
                      "}\n");
  xf_listener l = logging_listener(f);
  xf_rewriter rw;
  xf_rewriter_init(&rw, f->ctx, &l);
  bool changed = false;
  xf_op *fn = find(m, "func.func");
  assert_int_equal(xf_dce(fn, &rw, &changed), XF_OK);
  assert_true(changed);
  assert_int_equal(count_ops(m, "test.pure"), 1);
  assert_string_equal(logged(f), "erase test.pure;erase test.pure;erase test.pure;");
  /* the function itself is never erased */
  assert_non_null(find(m, "func.func"));
}

/* ----------------------------------------------------------------- trace */

static void trace_sink(void *user, const char *text, size_t len) {
  xf_strbuf_append(&((fx *)user)->log, text, len);
}

static void test_trace_shows_patterns_and_failures(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32) -> i32 {\n"
                      "  %0 = \"test.pair\"(%a) : (i32) -> i32\n"
                      "  return %0 : i32\n"
                      "}\n");
  xf_pattern_set *s = xf_pattern_set_create(f->ctx);
  const char *gen[] = {"test.done", NULL};
  xf_pattern_def d = {"test.pair", 1, "Fuse", gen, fuse_pairs, NULL};
  assert_int_equal(xf_pattern_set_add(s, &d), XF_OK);
  xf_frozen_patterns *fp = freeze(s);
  assert_int_equal(xf_context_set_debug_only(f->ctx, "greedy-rewriter", trace_sink, f), XF_OK);
  assert_int_equal(xf_apply_patterns_greedily(func_body(m), fp, NULL, NULL, NULL), XF_OK);
  const char *t = logged(f);
  assert_non_null(strstr(t, "GreedyPatternRewriteIteration(1)\n"));
  assert_non_null(strstr(t, "Processing operation : 'test.pair' {\n"));
  assert_non_null(strstr(t, "  * Pattern Fuse : 'test.pair -> (test.done)' {\n"));
  assert_non_null(strstr(t, "    ** Match Failure : operand is not a pair\n"));
  assert_non_null(strstr(t, "  } -> failure : pattern failed to match\n"));
  assert_non_null(strstr(t, "} -> failure : all patterns failed to match\n"));
  assert_int_equal(xf_context_set_debug_only(f->ctx, NULL, NULL, NULL), XF_OK);
  xf_frozen_patterns_destroy(fp);
}

/* ------------------------------------------------- allocation failures */

typedef struct failer {
  long fail_at;                 /* 1-based allocation (after arming) to fail */
  long count;                   /* allocations since arming */
  bool armed;                   /* set once the payload is parsed */
  bool failed;
  size_t live;
} failer;

static void *failing_alloc(void *user, size_t size) {
  failer *f = user;
  if (f->armed && ++f->count >= f->fail_at) {
    f->failed = true;
    return NULL;
  }
  f->live += size;
  return malloc(size);
}

static void failing_free(void *user, void *p, size_t size) {
  failer *f = user;
  f->live -= size;
  free(p);
}

/* Parses (allocations succeed), then builds patterns, folds, rewrites,
 * CSEs and DCEs while every allocation from the N-th on fails, for each N.
 * Must never crash and must free what it allocated. */
static void test_allocation_failures(void **state) {
  (void)state;
  for (long n = 1; n < 100000; n++) {
    failer fl = {.fail_at = n};
    xf_allocator a = {failing_alloc, failing_free, &fl};
    xf_context *ctx = xf_context_create(&a);
    bool done = false;
    if (ctx && xf_register_all_dialects(ctx) == XF_OK) {
      bool regs = true;
      for (size_t i = 0; i < sizeof test_rows / sizeof test_rows[0]; i++)
        regs = regs && xfi_register_op(ctx, &test_rows[i]) == XF_OK;
      xf_parse_options o = {.allow_unregistered_dialect = true};
      xf_op *m = regs ? xf_parse(ctx, "t", fold_payload, strlen(fold_payload), &o) : NULL;
      fl.armed = true;
      xf_pattern_set *s = m ? xf_pattern_set_create(ctx) : NULL;
      xf_pattern_def d = {"test.pair", 1, "fuse", NULL, fuse_pairs, NULL};
      bool added = s && xf_pattern_set_add(s, &d) == XF_OK;
      xf_frozen_patterns *fp = s ? xf_pattern_set_freeze(s) : NULL;
      if (fp && added) {
        xf_op *fn = find(m, "func.func");
        xf_status st = xf_apply_patterns_greedily(xf_op_region(fn, 0), fp, NULL, NULL, NULL);
        if (st == XF_OK)
          st = xf_cse(fn, NULL, NULL);
        if (st == XF_OK)
          st = xf_dce(fn, NULL, NULL);
        done = st == XF_OK && !fl.failed;
      }
      xf_frozen_patterns_destroy(fp);
    }
    if (ctx)
      xf_context_destroy(ctx);
    assert_int_equal(fl.live, 0);
    if (done) {
      assert_true(n > 10); /* the scenario really allocates */
      return;
    }
  }
  fail_msg("never completed");
}

/* ------------------------------------------------------ block surgery */

static void l_block_inserted(xf_listener *l, xf_block *b, xf_region *pr, xf_block *pn) {
  (void)b, (void)pn;
  logf_(l->user, "block%s;", pr ? " moved" : "");
}
static void l_block_erased(xf_listener *l, xf_block *b) {
  (void)b;
  logf_(l->user, "block erased;");
}

static void test_block_and_region_surgery(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32) {\n"
                      "  \"test.a\"() : () -> ()\n"
                      "  \"test.b\"() : () -> ()\n"
                      "  \"test.holder\"() ({\n"
                      "  ^bb0(%x: i32):\n"
                      "    \"test.use\"(%x) : (i32) -> ()\n"
                      "  }) : () -> ()\n"
                      "  return\n"
                      "}\n");
  xf_listener l = logging_listener(f);
  l.block_inserted = l_block_inserted;
  l.block_erased = l_block_erased;
  xf_rewriter rw;
  xf_rewriter_init(&rw, f->ctx, &l);
  xf_region *body = func_body(m);
  xf_block *entry = xf_region_first_block(body);
  /* split before test.b: test.b, the holder and return move (from the back) */
  xf_block *tail = xf_rewriter_split_block(&rw, entry, find(m, "test.b"));
  assert_non_null(tail);
  assert_int_equal(xf_region_num_blocks(body), 2);
  assert_string_equal(logged(f), "block;insert func.return (moved);insert test.holder (moved);"
                                 "insert test.b (moved);");
  /* merge it back: its ops move to the end of the entry block, it goes */
  f->log.len = 0;
  xf_rewriter_merge_blocks(&rw, tail, entry, NULL, 0);
  assert_int_equal(xf_region_num_blocks(body), 1);
  assert_string_equal(logged(f), "insert test.b (moved);insert test.holder (moved);"
                                 "insert func.return (moved);block erased;");
  /* inline the holder's block before test.b, its argument replaced by %a */
  f->log.len = 0;
  xf_op *holder = find(m, "test.holder");
  xf_value *a = xf_block_arg(entry, 0);
  xf_rewriter_inline_block_before(&rw, xf_region_first_block(xf_op_region(holder, 0)), entry,
                                  find(m, "test.b"), &a, 1);
  assert_string_equal(logged(f), "modify test.use;insert test.use (moved);block erased;");
  /* move, replace uses except one user, erase */
  f->log.len = 0;
  xf_rewriter_move_op_before(&rw, find(m, "test.b"), find(m, "test.a"));
  xf_rewriter_erase_op(&rw, holder);
  assert_string_equal(logged(f), "insert test.b (moved);erase test.holder;");
  assert_non_null(strstr(print(f, m), "\"test.b\"() : () -> ()\n    \"test.a\"() : () -> ()\n"
                                      "    \"test.use\"(%arg0) : (i32) -> ()\n"
                                      "    \"func.return\"()"));
}

static void test_replace_uses_except_and_if(void **state) {
  fx *f = *state;
  xf_op *m = parse(f, "func.func @f(%a: i32, %b: i32) {\n"
                      "  \"test.u1\"(%a) : (i32) -> ()\n"
                      "  \"test.u2\"(%a) : (i32) -> ()\n"
                      "  \"test.u3\"(%a) : (i32) -> ()\n"
                      "  return\n"
                      "}\n");
  xf_listener l = logging_listener(f);
  xf_rewriter rw;
  xf_rewriter_init(&rw, f->ctx, &l);
  xf_block *entry = xf_region_first_block(func_body(m));
  xf_value *a = xf_block_arg(entry, 0), *b = xf_block_arg(entry, 1);
  xf_op *u2 = find(m, "test.u2");
  xf_rewriter_replace_all_uses_except(&rw, a, b, &u2, 1);
  /* uses are visited most recent first, one modification each */
  assert_string_equal(logged(f), "modify test.u3;modify test.u1;");
  assert_ptr_equal(xf_op_operand(find(m, "test.u1"), 0), b);
  assert_ptr_equal(xf_op_operand(u2, 0), a);
  bool all = true;
  xf_rewriter_replace_uses_with_if(&rw, a, b, NULL, NULL, &all);
  assert_true(all);
  assert_false(xf_value_has_uses(a));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_benefit_order_and_ties, setup, teardown),
      cmocka_unit_test_setup_teardown(test_any_op_interleaving_and_cost_model, setup, teardown),
      cmocka_unit_test_setup_teardown(test_bottom_up_and_top_down_order, setup, teardown),
      cmocka_unit_test_setup_teardown(test_overlapping_patterns_depend_on_order, setup, teardown),
      cmocka_unit_test_setup_teardown(test_chain_needs_several_applications, setup, teardown),
      cmocka_unit_test_setup_teardown(test_non_convergence_is_reported, setup, teardown),
      cmocka_unit_test_setup_teardown(test_one_iteration_with_a_change_does_not_converge, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_dead_op_erasure_rules, setup, teardown),
      cmocka_unit_test_setup_teardown(test_trivially_dead_queries, setup, teardown),
      cmocka_unit_test_setup_teardown(test_constant_uniquing_and_hoisting, setup, teardown),
      cmocka_unit_test_setup_teardown(test_constants_stay_without_cse, setup, teardown),
      cmocka_unit_test_setup_teardown(test_folding_materialises_constants, setup, teardown),
      cmocka_unit_test_setup_teardown(test_folding_with_one_iteration_leaves_constants_in_place,
                                      setup, teardown),
      cmocka_unit_test_setup_teardown(test_commutative_fold_moves_constants_right, setup,
                                      teardown),
      cmocka_unit_test_setup_teardown(test_folding_can_be_disabled, setup, teardown),
      cmocka_unit_test_setup_teardown(test_listener_notifications, setup, teardown),
      cmocka_unit_test_setup_teardown(test_in_place_modification_reenqueues, setup, teardown),
      cmocka_unit_test_setup_teardown(test_strictness_limits_enqueued_ops, setup, teardown),
      cmocka_unit_test_setup_teardown(test_scope_excludes_outer_ops, setup, teardown),
      cmocka_unit_test_setup_teardown(test_cse_merges_equal_pure_ops, setup, teardown),
      cmocka_unit_test_setup_teardown(test_cse_compares_regions, setup, teardown),
      cmocka_unit_test_setup_teardown(test_cse_commutative_operands, setup, teardown),
      cmocka_unit_test(test_arith_fold_table_lookup),
      cmocka_unit_test_setup_teardown(test_arith_folds_match_mlir_opt, setup, teardown),
      cmocka_unit_test_setup_teardown(test_dce_erases_dead_chains, setup, teardown),
      cmocka_unit_test_setup_teardown(test_trace_shows_patterns_and_failures, setup, teardown),
      cmocka_unit_test_setup_teardown(test_block_and_region_surgery, setup, teardown),
      cmocka_unit_test_setup_teardown(test_replace_uses_except_and_if, setup, teardown),
      cmocka_unit_test(test_allocation_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
