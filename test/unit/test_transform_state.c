/* test_transform_state.c — the transform interpreter's state: bindings and
 * their reverse maps, region scopes, payload tracking (replacement,
 * erasure and compaction), invalidation records and their scoping,
 * tri-state results, the type classification, and allocation failures
 * during a whole interpreter run (no crash, no leak).
 *
 * The fixture parses one module holding payload (test ops) and a transform
 * script; tests look transform values up by position and drive the state
 * directly through the transform layer's internal API.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "transform/transform_impl.h"
#include "xform/dialects.h"

static const char SRC[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  func.func @f(%x: i32) {\n"
    "    %a = \"test.a\"(%x) : (i32) -> i32\n"
    "    \"test.region\"() ({\n"
    "    ^bb0(%y: i32):\n"
    "      \"test.inner\"(%y) : (i32) -> ()\n"
    "    }) : () -> ()\n"
    "    return\n"
    "  }\n"
    "  func.func @g() {\n"
    "    \"test.other\"() : () -> ()\n"
    "    return\n"
    "  }\n"
    "  transform.named_sequence @eat(%op: !transform.any_op {transform.consumed}) {\n"
    "    transform.yield\n"
    "  }\n"
    "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
    "    %h0 = transform.structured.match ops{[\"func.func\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    %h1 = transform.structured.match ops{[\"test.inner\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    %h2 = transform.structured.match ops{[\"test.other\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    %v0 = transform.get_result %h1[0] : (!transform.any_op) -> !transform.any_value\n"
    "    %p0 = transform.param.constant 1 : i64 -> !transform.param<i64>\n"
    "    transform.include @eat failures(propagate) (%h0) : (!transform.any_op) -> ()\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

typedef struct fixture {
  xf_context *ctx;
  xf_op *module;
  xf_op *f, *g, *a, *region, *inner, *other; /* payload */
  xf_op *main_seq;                          /* @__transform_main */
  xf_op *tops[8];                           /* transform ops of its body */
  xf_tstate *st;
  size_t nerrors;                           /* diagnostics reported */
  char last[512];                           /* last message */
} fixture;

static bool count_diag(const xf_diag *d, void *user) {
  fixture *fx = user;
  fx->nerrors++;
  snprintf(fx->last, sizeof fx->last, "%s", xf_diag_message(d));
  return true;
}

static xf_op *nth_op(xf_block *b, int n) {
  xf_op *op = b->first;
  while (op && n--)
    op = op->next;
  return op;
}

static int setup(void **state) {
  fixture *fx = calloc(1, sizeof *fx);
  fx->ctx = xf_context_create(NULL);
  assert_int_equal(xf_register_all_dialects(fx->ctx), XF_OK);
  xf_diag_push_handler(fx->ctx, count_diag, fx);
  xf_parse_options po = {.allow_unregistered_dialect = true};
  fx->module = xf_parse(fx->ctx, "state.mlir", SRC, sizeof SRC - 1, &po);
  assert_non_null(fx->module);
  xf_block *top = xfi_op_regions(fx->module)[0].first;
  fx->f = nth_op(top, 0);
  fx->g = nth_op(top, 1);
  fx->main_seq = nth_op(top, 3);
  xf_block *fb = xfi_op_regions(fx->f)[0].first;
  fx->a = nth_op(fb, 0);
  fx->region = nth_op(fb, 1);
  fx->inner = xfi_op_regions(fx->region)[0].first->first;
  fx->other = xfi_op_regions(fx->g)[0].first->first;
  for (int i = 0; i < 8; i++)
    fx->tops[i] = nth_op(xfi_op_regions(fx->main_seq)[0].first, i);
  fx->st = xft_state_create(fx->ctx, fx->module, NULL);
  assert_non_null(fx->st);
  assert_true(xf_tstate_push_scope(fx->st, &xfi_op_regions(fx->module)[0]));
  assert_true(xf_tstate_push_scope(fx->st, &xfi_op_regions(fx->main_seq)[0]));
  *state = fx;
  return 0;
}

static int teardown(void **state) {
  fixture *fx = *state;
  xft_state_destroy(fx->st);
  xf_context_destroy(fx->ctx);
  free(fx);
  return 0;
}

static xf_value *res(fixture *fx, int op) { return &xfi_op_results(fx->tops[op])[0]; }

static bool bind_ops(fixture *fx, xf_value *h, xf_op *a, xf_op *b) {
  void *items[2] = {a, b};
  return xft_bind(fx->st, h, XF_TK_OPS, items, b ? 2 : 1);
}

/* ------------------------------------------------------------ bindings */

static void test_bind_sets_direct_and_reverse_maps(void **state) {
  fixture *fx = *state;
  xf_value *h = res(fx, 0);
  assert_true(bind_ops(fx, h, fx->f, fx->g));
  size_t n = 0;
  xf_op *const *ops = xf_tstate_payload_ops(fx->st, h, &n);
  assert_int_equal(n, 2);
  assert_ptr_equal(ops[0], fx->f);
  assert_ptr_equal(ops[1], fx->g);
  xft_revlist *rl = xft_rev(fx->st, false, fx->f);
  assert_non_null(rl);
  assert_int_equal(rl->n, 1);
  assert_ptr_equal(rl->v[0]->handle, h);
  xft_forget(fx->st, h);
  assert_null(xft_lookup(fx->st, h));
  assert_int_equal(xft_rev(fx->st, false, fx->f)->n, 0);
}

/* Reverse links are added lazily; once read, each reverse list holds the
 * surviving handles in binding order, as if linked at binding time. */
static void test_reverse_lists_keep_binding_order(void **state) {
  fixture *fx = *state;
  xf_value *arg = xfi_op_regions(fx->main_seq)[0].first->args[0];
  assert_true(bind_ops(fx, res(fx, 0), fx->f, NULL));
  assert_ptr_equal(xft_rev(fx->st, false, fx->f)->v[0]->handle, res(fx, 0));
  assert_true(bind_ops(fx, res(fx, 1), fx->f, fx->g));
  assert_true(bind_ops(fx, res(fx, 2), fx->f, NULL));
  xft_forget(fx->st, res(fx, 1));
  assert_true(bind_ops(fx, arg, fx->g, fx->f));
  xft_revlist *rl = xft_rev(fx->st, false, fx->f);
  assert_int_equal(rl->n, 3);
  assert_ptr_equal(rl->v[0]->handle, res(fx, 0));
  assert_ptr_equal(rl->v[1]->handle, res(fx, 2));
  assert_ptr_equal(rl->v[2]->handle, arg);
  rl = xft_rev(fx->st, false, fx->g);
  assert_int_equal(rl->n, 1);
  assert_ptr_equal(rl->v[0]->handle, arg);
}

static void test_bind_checks_payload_type(void **state) {
  fixture *fx = *state;
  /* %p0 is a !transform.param<i64>: an i32 attribute is rejected. */
  xf_attr *bad = xf_attr_integer(fx->ctx, fx->ctx->t_i32, 1);
  void *items[1] = {bad};
  assert_false(xft_bind(fx->st, res(fx, 4), XF_TK_PARAMS, items, 1));
  assert_string_equal(fx->last,
                      "expected the type of the parameter attribute ('i32') to match the "
                      "parameter type ('i64')");
  assert_null(xft_lookup(fx->st, res(fx, 4)));
}

static void test_bind_rejects_null_payload(void **state) {
  fixture *fx = *state;
  void *items[1] = {NULL};
  assert_false(xft_bind(fx->st, res(fx, 0), XF_TK_OPS, items, 1));
  assert_string_equal(fx->last, "attempting to assign a null payload op to this transform value");
}

static void test_scope_exit_forgets_region_values(void **state) {
  fixture *fx = *state;
  xf_value *arg = xfi_op_regions(fx->main_seq)[0].first->args[0];
  assert_true(bind_ops(fx, arg, fx->module, NULL));
  assert_true(bind_ops(fx, res(fx, 1), fx->inner, NULL));
  xf_tstate_pop_scope(fx->st);
  assert_null(xft_lookup(fx->st, arg));
  assert_null(xft_lookup(fx->st, res(fx, 1)));
  xft_revlist *rl = xft_rev(fx->st, false, fx->inner);
  assert_true(!rl || rl->n == 0);
  /* Re-entering the region is allowed once it was left... */
  assert_true(xf_tstate_push_scope(fx->st, &xfi_op_regions(fx->main_seq)[0]));
  /* ...but not while it is active (recursion). */
  assert_false(xf_tstate_push_scope(fx->st, &xfi_op_regions(fx->main_seq)[0]));
  assert_non_null(strstr(fx->last, "recursive application"));
}

/* ------------------------------------------------------------ tracking */

static void test_replacement_updates_every_handle(void **state) {
  fixture *fx = *state;
  assert_true(bind_ops(fx, res(fx, 0), fx->a, fx->a));
  assert_true(bind_ops(fx, res(fx, 1), fx->a, NULL));
  xf_tstate_notify_op_replaced(fx->st, fx->a, fx->other);
  size_t n = 0;
  xf_op *const *ops = xf_tstate_payload_ops(fx->st, res(fx, 0), &n);
  assert_int_equal(n, 2);
  assert_ptr_equal(ops[0], fx->other);
  assert_ptr_equal(ops[1], fx->other);
  assert_int_equal(xft_rev(fx->st, false, fx->a)->n, 0);
  assert_int_equal(xft_rev(fx->st, false, fx->other)->n, 3);
}

static void test_erasure_nulls_then_compacts(void **state) {
  fixture *fx = *state;
  assert_true(bind_ops(fx, res(fx, 0), fx->a, fx->other));
  xf_tstate_notify_op_replaced(fx->st, fx->a, NULL);
  size_t n = 0;
  xf_op *const *ops = xf_tstate_payload_ops(fx->st, res(fx, 0), &n);
  assert_int_equal(n, 2);
  assert_null(ops[0]);
  xft_compact(fx->st);
  ops = xf_tstate_payload_ops(fx->st, res(fx, 0), &n);
  assert_int_equal(n, 1);
  assert_ptr_equal(ops[0], fx->other);
}

static void test_value_erasure_drops_value_from_handles(void **state) {
  fixture *fx = *state;
  xf_value *v = &xfi_op_results(fx->a)[0];
  void *items[2] = {v, v};
  assert_true(xft_bind(fx->st, res(fx, 3), XF_TK_VALUES, items, 2));
  xf_tstate_notify_value_replaced(fx->st, v, NULL);
  size_t n = 1;
  (void)xf_tstate_payload_values(fx->st, res(fx, 3), &n);
  assert_int_equal(n, 0);
  assert_int_equal(xft_rev(fx->st, true, v)->n, 0);
}

/* --------------------------------------------------------- invalidation */

/* Binds %h0 = [@f], %h1 = [test.inner], %h2 = [test.other], %v0 = [result
 * of test.a] and checks the include (consuming %h0). */
static bool consume_h0(fixture *fx) {
  assert_true(bind_ops(fx, res(fx, 0), fx->f, NULL));
  assert_true(bind_ops(fx, res(fx, 1), fx->inner, NULL));
  assert_true(bind_ops(fx, res(fx, 2), fx->other, NULL));
  void *v[1] = {&xfi_op_results(fx->a)[0]};
  assert_true(xft_bind(fx->st, res(fx, 3), XF_TK_VALUES, v, 1));
  return xft_check_and_record(fx->st, fx->tops[5], NULL);
}

static void test_consumption_records_nested_handles_only(void **state) {
  fixture *fx = *state;
  assert_true(consume_h0(fx));
  xft_record *r0 = xft_record_of(fx->st, res(fx, 0));
  xft_record *r1 = xft_record_of(fx->st, res(fx, 1));
  xft_record *r3 = xft_record_of(fx->st, res(fx, 3));
  assert_non_null(r0);
  assert_non_null(r1);
  assert_null(xft_record_of(fx->st, res(fx, 2)));
  assert_null(xft_record_of(fx->st, res(fx, 4)));
  assert_int_equal(r0->form, XFT_INV_OP);
  assert_ptr_equal(r1->ancestor_loc, xf_op_loc(fx->f));
  assert_ptr_equal(r1->op_loc, xf_op_loc(fx->inner));
  assert_ptr_equal(r1->consumer_loc, xf_op_loc(fx->tops[5]));
  assert_int_equal(r1->operand, 0);
  assert_non_null(r3);
  assert_int_equal(r3->form, XFT_INV_VALUE);
  assert_int_equal(r3->result_no, 0);
  assert_ptr_equal(r3->op_loc, xf_op_loc(fx->a));
}

static void test_stale_operand_is_reported_at_user(void **state) {
  fixture *fx = *state;
  assert_true(consume_h0(fx));
  size_t before = fx->nerrors;
  /* The include now sees its own operand invalidated. */
  assert_false(xft_check_and_record(fx->st, fx->tops[5], NULL));
  assert_int_equal(fx->nerrors, before + 1);
  assert_string_equal(fx->last, "op uses a handle invalidated by a previously executed transform op");
}

static void test_only_first_invalidation_is_kept(void **state) {
  fixture *fx = *state;
  assert_true(consume_h0(fx));
  xft_record *first = xft_record_of(fx->st, res(fx, 1));
  /* Consuming again (the records of this second consumption are newer). */
  xft_drop_record(fx->st, res(fx, 0));
  assert_true(xft_check_and_record(fx->st, fx->tops[5], NULL));
  assert_ptr_equal(xft_record_of(fx->st, res(fx, 1)), first);
}

static void test_scope_exit_drops_records(void **state) {
  fixture *fx = *state;
  assert_true(consume_h0(fx));
  xf_tstate_pop_scope(fx->st);
  assert_null(xft_record_of(fx->st, res(fx, 0)));
  assert_null(xft_record_of(fx->st, res(fx, 1)));
}

static void test_empty_consumed_handle_gets_empty_record(void **state) {
  fixture *fx = *state;
  assert_true(xft_bind(fx->st, res(fx, 0), XF_TK_OPS, NULL, 0));
  assert_true(xft_check_and_record(fx->st, fx->tops[5], NULL));
  xft_record *r = xft_record_of(fx->st, res(fx, 0));
  assert_non_null(r);
  assert_int_equal(r->form, XFT_INV_EMPTY);
}

/* ------------------------------------------------------------ results */

static void test_tresult_silence_take_report(void **state) {
  fixture *fx = *state;
  xf_tresult a = xf_tresult_silenceable_at(fx->ctx, xf_op_loc(fx->f), "first %d", 1);
  xf_tresult b = xf_tresult_silenceable_at(fx->ctx, xf_op_loc(fx->g), "second");
  xf_tresult_take(&a, &b);
  assert_int_equal(b.code, XF_T_SUCCESS);
  assert_int_equal(a.ndiags, 2);
  xf_strbuf m;
  xf_strbuf_init(&m, fx->ctx);
  xf_tresult_message(&a, &m);
  assert_string_equal(m.data, "first 1\nsecond\n");
  xf_strbuf_free(&m);
  size_t before = fx->nerrors;
  assert_int_equal(xf_tresult_report(&a), XF_ERROR);
  assert_int_equal(fx->nerrors, before + 2);
  xf_tresult c = xf_tresult_silenceable_at(fx->ctx, NULL, "dropped");
  xf_tresult_silence(&c);
  assert_int_equal(c.code, XF_T_SUCCESS);
  assert_int_equal(fx->nerrors, before + 2);
  xf_tresult ok = xf_tresult_success();
  assert_int_equal(xf_tresult_report(&ok), XF_OK);
}

static void test_type_kinds(void **state) {
  fixture *fx = *state;
  assert_int_equal(xft_kind_of(fx->st, res(fx, 0)), XF_TK_OPS);
  assert_int_equal(xft_kind_of(fx->st, res(fx, 3)), XF_TK_VALUES);
  assert_int_equal(xft_kind_of(fx->st, res(fx, 4)), XF_TK_PARAMS);
  assert_int_equal(xft_kind_of(fx->st, &xfi_op_results(fx->a)[0]), XF_TK_NONE);
}

/* ------------------------------------------------------- extension ops */

/* An extension op defined from C: its result is the number of payload ops
 * of its operand, and it consumes nothing. */
static xf_tresult count_apply(xf_tstate *st, xf_op *op, xf_tresults *results) {
  size_t n = 0;
  (void)xf_tstate_payload_ops(st, xf_op_operand(op, 0), &n);
  xf_context *ctx = xf_tstate_context(st);
  if (n == 0)
    return xf_tresult_silenceable_at(ctx, xf_op_loc(op), "nothing to count");
  xf_attr *a = xf_attr_integer(ctx, xf_type_integer(ctx, 64, XF_SIGNLESS), (int64_t)n);
  xf_tresults_set_params(results, 0, &a, 1);
  return xf_tresult_success();
}

static const xf_transform_op_def k_count_def = {"myext.count_ops", count_apply, NULL,
                                                XF_TOP_MATCHER, NULL};

static const char EXT_SRC[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  \"test.a\"() : () -> ()\n"
    "  \"test.a\"() : () -> ()\n"
    "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
    "    %a = transform.structured.match ops{[\"test.a\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    %n = \"myext.count_ops\"(%a) : (!transform.any_op) -> !transform.param<i64>\n"
    "    transform.debug.emit_param_as_remark %n, \"count\" : !transform.param<i64>\n"
    "    %none = transform.structured.match ops{[\"test.none\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    %m = \"myext.count_ops\"(%none) : (!transform.any_op) -> !transform.param<i64>\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

static void test_extension_op_registered_from_c(void **state) {
  fixture *fx = *state;
  /* unknown until registered (a lookup before must not be remembered) */
  assert_null(xf_transform_lookup_op(fx->ctx, xf_ident_cstr(fx->ctx, "myext.count_ops")));
  assert_int_equal(xf_transform_register_op(fx->ctx, &k_count_def), XF_OK);
  assert_ptr_equal(xf_transform_lookup_op(fx->ctx, xf_ident_cstr(fx->ctx, "myext.count_ops")),
                   &k_count_def);
  xf_parse_options po = {.allow_unregistered_dialect = true};
  xf_op *m = xf_parse(fx->ctx, "ext.mlir", EXT_SRC, sizeof EXT_SRC - 1, &po);
  assert_non_null(m);
  size_t before = fx->nerrors;
  assert_int_equal(xf_transform_interpret(m, NULL, NULL), XF_ERROR);
  /* The remark "count 2 : i64", then the top-level silenceable failure. */
  assert_int_equal(fx->nerrors, before + 2);
  assert_string_equal(fx->last, "nothing to count");
}

static const char APPLY_SRC[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  \"test.a\"() : () -> ()\n"
    "  transform.named_sequence @entry(%root: !transform.any_op {transform.readonly},\n"
    "                                  %extra: !transform.param<i64> {transform.readonly}) {\n"
    "    transform.debug.emit_param_as_remark %extra, \"extra\" : !transform.param<i64>\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

/* The lower-level entry: a given named sequence, explicit bindings. */
static void test_apply_named_sequence_with_bindings(void **state) {
  fixture *fx = *state;
  xf_parse_options po = {.allow_unregistered_dialect = true};
  xf_op *m = xf_parse(fx->ctx, "apply.mlir", APPLY_SRC, sizeof APPLY_SRC - 1, &po);
  assert_non_null(m);
  xf_op *entry = xfi_op_regions(m)[0].first->first->next;
  xf_attr *seven = xf_attr_integer(fx->ctx, fx->ctx->t_i64, 7);
  void *list[1] = {seven};
  void *const *extra[1] = {list};
  xf_tkind kinds[1] = {XF_TK_PARAMS};
  size_t lens[1] = {1};
  size_t before = fx->nerrors;
  assert_int_equal(xf_transform_apply_named_sequence(m, entry, extra, kinds, lens, 1, NULL), XF_OK);
  assert_int_equal(fx->nerrors, before + 1);
  assert_string_equal(fx->last, "extra 7 : i64");
  /* A binding of the wrong kind is reported at the argument. */
  kinds[0] = XF_TK_OPS;
  list[0] = m;
  assert_int_equal(xf_transform_apply_named_sequence(m, entry, extra, kinds, lens, 1, NULL),
                   XF_ERROR);
  assert_string_equal(fx->last, "wrong kind of value provided for top-level parameter");
}

/* ------------------------------------------------- allocation failures */

typedef struct failer {
  long fail_at;     /* 1-based index of the allocation to fail (counted while armed) */
  long count;       /* allocations attempted while armed */
  bool armed;       /* count (and fail) only during the interpreter run */
  bool failed;      /* a failure was injected */
  size_t live;      /* bytes outstanding */
} failer;

static void *failing_alloc(void *user, size_t size) {
  failer *f = user;
  if (f->armed && ++f->count == f->fail_at) {
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

static bool ignore_diag(const xf_diag *d, void *user) {
  (void)d;
  (void)user;
  return true;
}

static const char RUN_SRC[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  func.func @f() {\n"
    "    \"test.a\"() : () -> ()\n"
    "    \"test.b\"() : () -> ()\n"
    "    return\n"
    "  }\n"
    "  transform.named_sequence @is_a(%op: !transform.any_op {transform.readonly}) -> !transform.any_op {\n"
    "    transform.match.operation_name %op [\"test.a\"] : !transform.any_op\n"
    "    transform.yield %op : !transform.any_op\n"
    "  }\n"
    "  transform.named_sequence @tag(%op: !transform.any_op {transform.readonly}) {\n"
    "    transform.annotate %op \"hit\" : !transform.any_op\n"
    "    transform.yield\n"
    "  }\n"
    "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.consumed}) {\n"
    "    %a = transform.collect_matching @is_a in %root : (!transform.any_op) -> !transform.any_op\n"
    "    %n = transform.num_associations %a : (!transform.any_op) -> !transform.param<i64>\n"
    "    %m = transform.merge_handles %a, %a : !transform.any_op\n"
    "    transform.foreach %m : !transform.any_op {\n"
    "    ^bb0(%it: !transform.any_op):\n"
    "      transform.debug.emit_remark_at %it, \"it\" : !transform.any_op\n"
    "    }\n"
    "    %u = transform.foreach_match in %root @is_a -> @tag : (!transform.any_op) -> !transform.any_op\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

/* One interpreter run under an allocator that fails the n-th allocation
 * made by the interpreter (parsing is not under test here). */
static bool run_with_failure(long n, failer *f) {
  xf_allocator a = {failing_alloc, failing_free, f};
  f->fail_at = n;
  xf_context *ctx = xf_context_create(&a);
  bool ok = false;
  if (ctx) {
    xf_diag_push_handler(ctx, ignore_diag, NULL);
    xf_parse_options po = {.allow_unregistered_dialect = true};
    xf_op *m = xf_register_all_dialects(ctx) == XF_OK
                   ? xf_parse(ctx, "run.mlir", RUN_SRC, sizeof RUN_SRC - 1, &po)
                   : NULL;
    f->armed = true;
    ok = m && xf_transform_interpret(m, NULL, NULL) == XF_OK;
    f->armed = false;
    if (f->failed)
      assert_true(xf_context_out_of_memory(ctx));
    xf_context_destroy(ctx);
  }
  assert_int_equal(f->live, 0);
  return ok;
}

static void test_interpreter_survives_allocation_failures(void **state) {
  (void)state;
  for (long n = 1;; n++) {
    failer f = {0};
    bool ok = run_with_failure(n, &f);
    if (!f.failed) {
      assert_true(ok);
      assert_true(n > 100);
      return;
    }
  }
}

int main(void) {
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
  const struct CMUnitTest tests[] = {
      T(test_bind_sets_direct_and_reverse_maps),
      T(test_bind_checks_payload_type),
      T(test_bind_rejects_null_payload),
      T(test_scope_exit_forgets_region_values),
      T(test_reverse_lists_keep_binding_order),
      T(test_replacement_updates_every_handle),
      T(test_erasure_nulls_then_compacts),
      T(test_value_erasure_drops_value_from_handles),
      T(test_consumption_records_nested_handles_only),
      T(test_stale_operand_is_reported_at_user),
      T(test_only_first_invalidation_is_kept),
      T(test_scope_exit_drops_records),
      T(test_empty_consumed_handle_gets_empty_record),
      T(test_tresult_silence_take_report),
      T(test_type_kinds),
      T(test_extension_op_registered_from_c),
      T(test_apply_named_sequence_with_bindings),
      cmocka_unit_test(test_interpreter_survives_allocation_failures),
  };
#undef T
  return cmocka_run_group_tests(tests, NULL, NULL);
}
