/* apply.c — applying one transform op (MLIR's TransformState::
 * applyTransform) and running a block of transform ops.
 *
 * Per-op algorithm, in this order (the op's facts — consumed operands,
 * payload effect, matcher or not — are computed once, before step 1, as
 * MLIR collects the consumed operands before applying):
 *   1. the scope's current op is set (trace: "[transform-dialect] applying");
 *   2. with expensive checks: operands checked against invalidation
 *      records, new records for consumed operands, then each consumed
 *      handle must not point to a payload entity twice (silenceable);
 *   3. the payload of consumed handles is captured (results of consumed
 *      ops, ops owning consumed values) for unmapping after the op ran;
 *   4. the op's apply function runs; payload erased through tracking is
 *      compacted out of every handle;
 *   5. definite failure: returned as is (results unbound);
 *      silenceable failure: results not set are set empty;
 *   6. consumed handles are forgotten (also value handles to results of the
 *      consumed ops / op handles to the ops owning consumed values);
 *   7. results are bound with their types' payload checks (a failing check
 *      is a definite error at the result).
 * While a non-matcher op is applied, `st->quiet` is cleared: only matchers
 * run directly for collect_matching / foreach_match fail quietly.
 */
#include "transform_impl.h"
#include "../dialects/transform_dialect.h"

/* ------------------------------------------------------------- queries */

/* The dialect's description of an op (its effects and interfaces) is the
 * one source of truth for the ops it describes; the op table's callbacks
 * serve extension ops registered from C without such a description. */
bool xft_consumes(xf_context *ctx, xf_op *op, unsigned i) {
  if (xfd_transform_row_of(op))
    return xfd_transform_consumes_operand(op, i);
  const xf_transform_op_def *def = xft_def(ctx, op);
  return def && def->consumes && def->consumes(op, i);
}

bool xft_allows_repeated(xf_context *ctx, xf_op *op) {
  const xf_transform_op_def *def = xft_def(ctx, op);
  if (!def)
    return false;
  if (def->allows_repeated)
    return def->allows_repeated(op);
  return (def->flags & XF_TOP_REPEATED) != 0;
}

bool xft_is_matcher(xf_context *ctx, xf_op *op) {
  if (xfd_transform_row_of(op))
    return xfd_transform_has(op, XFD_TI_MATCH);
  const xf_transform_op_def *def = xft_def(ctx, op);
  return def && (def->flags & XF_TOP_MATCHER);
}

/* ------------------------------------------------------------- facts */

/* What applying one op needs to know about it, computed once per
 * application (MLIR also collects the consumed operands before applying). */
typedef struct op_facts {
  bool *consumed;        /* per operand: consumed by the op */
  bool any_consumed;     /* some operand is consumed */
  bool writes_payload;   /* modifiesPayload, or no transform description */
  bool matcher;          /* MatchOpInterface */
  bool small[16];        /* storage for `consumed` with few operands */
  uint8_t effects[16];   /* scratch for the description's effects */
} op_facts;

/* Fills "f" for "op"; false when memory runs out. */
static bool facts_init(xf_tstate *st, xf_op *op, op_facts *f) {
  f->any_consumed = false;
  f->consumed = op->nops <= sizeof f->small ? f->small : xfs_calloc(st->mem, op->nops);
  uint8_t *eff_buf = op->nops <= sizeof f->effects ? f->effects : xfs_malloc(st->mem, op->nops);
  if (!f->consumed || !eff_buf) {
    if (f->consumed && f->consumed != f->small)
      xfs_free(st->mem, f->consumed, op->nops);
    if (eff_buf && eff_buf != f->effects)
      xfs_free(st->mem, eff_buf, op->nops);
    return false;
  }
  bool described = xfd_transform_row_of(op) != NULL;
  xfd_effects eff = {eff_buf, false, XFD_PAYLOAD_NONE, false};
  if (described)
    xfd_transform_effects(op, &eff);
  for (uint32_t i = 0; i < op->nops; i++) {
    f->consumed[i] = described ? eff_buf[i] == XFD_HE_CONSUME : xft_consumes(st->ctx, op, i);
    f->any_consumed |= f->consumed[i];
  }
  f->writes_payload = !described || eff.payload == XFD_PAYLOAD_WRITE;
  f->matcher = xft_is_matcher(st->ctx, op);
  if (eff_buf != f->effects)
    xfs_free(st->mem, eff_buf, op->nops);
  return true;
}

static void facts_free(xf_tstate *st, xf_op *op, op_facts *f) {
  if (f->consumed != f->small)
    xfs_free(st->mem, f->consumed, op->nops);
}

/* ------------------------------------------------------------- results */

static bool results_init(xf_tstate *st, xf_op *op, xf_tresults *r) {
  memset(r, 0, sizeof *r);
  r->st = st;
  r->op = op;
  r->n = op->nres;
  if (!r->n)
    return true;
  if (r->n <= sizeof r->small_set) {
    r->lists = r->small_lists;
    r->kinds = r->small_kinds;
    r->set = r->small_set;
    return true;
  }
  r->lists = xfs_calloc(st->mem, r->n * sizeof *r->lists);
  r->kinds = xfs_calloc(st->mem, r->n * sizeof *r->kinds);
  r->set = xfs_calloc(st->mem, r->n * sizeof *r->set);
  return r->lists && r->kinds && r->set;
}

static void results_free(xf_tresults *r) {
  xfs_mem *m = r->st->mem;
  for (uint32_t i = 0; r->lists && i < r->n; i++)
    xft_list_free(m, &r->lists[i]);
  if (r->lists == r->small_lists)
    return;
  xfs_free(m, r->lists, r->n * sizeof *r->lists);
  xfs_free(m, r->kinds, r->n * sizeof *r->kinds);
  xfs_free(m, r->set, r->n * sizeof *r->set);
}

void xft_set_result(xf_tresults *r, size_t i, xf_tkind kind, void *const *items, size_t n) {
  if (i >= r->n)
    return;
  r->lists[i].n = 0;
  xft_list_append(r->st->mem, &r->lists[i], items, n);
  r->kinds[i] = kind;
  r->set[i] = true;
}

void xft_set_empty_results(xf_tresults *r) {
  for (uint32_t i = 0; i < r->n; i++)
    xft_set_result(r, i, xft_kind_of(r->st, &xfi_op_results(r->op)[i]), NULL, 0);
}

void xf_tresults_set_ops(xf_tresults *r, size_t i, xf_op *const *ops, size_t n) {
  xft_set_result(r, i, XF_TK_OPS, (void *const *)ops, n);
}

void xf_tresults_set_values(xf_tresults *r, size_t i, xf_value *const *vals, size_t n) {
  xft_set_result(r, i, XF_TK_VALUES, (void *const *)vals, n);
}

void xf_tresults_set_params(xf_tresults *r, size_t i, xf_attr *const *attrs, size_t n) {
  xft_set_result(r, i, XF_TK_PARAMS, (void *const *)attrs, n);
}

void xf_tresults_forward(xf_tresults *r, size_t i, xf_tstate *st, xf_value *from) {
  size_t n = 0;
  void *const *items = xft_items(st, from, &n);
  xft_set_result(r, i, xft_kind_of(st, from), items, n);
}

/* Binds the results of "op" (step 7); false after reporting an error. */
static bool bind_results(xf_tstate *st, xf_op *op, xf_tresults *r) {
  for (uint32_t i = 0; i < op->nres; i++) {
    xf_value *res = &xfi_op_results(op)[i];
    xf_tkind want = xft_kind_of(st, res);
    xf_tkind got = r->set[i] ? r->kinds[i] : want;
    if (got != want && r->lists[i].n) {
      xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                             "application of %s produced the wrong kind of payload for result #%u",
                             op->name->str, i);
      return false;
    }
    if (!xft_bind(st, res, want, r->lists[i].v, r->lists[i].n))
      return false;
  }
  return true;
}

/* ------------------------------------------------------- expensive checks */

/* A consumed handle must not point to one payload entity twice. */
static xf_tresult check_repeated(xf_tstate *st, xf_op *op, const op_facts *f) {
  if (!f->any_consumed || xft_allows_repeated(st->ctx, op))
    return xf_tresult_success();
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_value *h = op->operands[i].value;
    if (!f->consumed[i])
      continue;
    xf_tkind kind = xft_kind_of(st, h);
    if (kind != XF_TK_OPS && kind != XF_TK_VALUES)
      continue;
    size_t n = 0;
    void *const *items = xft_items(st, h, &n);
    xfs_ptrmap seen = {0};
    void *dup = NULL;
    for (size_t k = 0; k < n && !dup; k++) {
      if (xfs_ptrmap_get(&seen, items[k]))
        dup = items[k];
      else
        xfs_ptrmap_put(st->mem, &seen, items[k], items[k]);
    }
    xfs_ptrmap_free(st->mem, &seen);
    if (!dup)
      continue;
    xf_tresult r = xf_tresult_success();
    xf_diag *d = xf_tresult_emit(&r, st->ctx, xfi_op_loc(op));
    xf_diag_printf(d, "a handle passed as operand #%u and consumed by this operation points to "
                      "a payload entity more than once", i);
    if (kind == XF_TK_OPS)
      xf_diag_printf(xf_diag_note(d, xfi_op_loc(((xf_op *)dup))), "repeated target op");
    else
      xf_diag_printf(xf_diag_note(d, xft_value_loc(dup)), "repeated target value");
    return r;
  }
  return xf_tresult_success();
}

/* ------------------------------------------------------------- consumed */

/* What consuming "op" will unmap: results of consumed op handles' payload
 * (into "res") and ops owning consumed values (into "ops"). */
static void capture_consumed(xf_tstate *st, xf_op *op, const op_facts *f, xft_list *res,
                             xft_list *ops) {
  for (uint32_t i = 0; f->any_consumed && i < op->nops; i++) {
    xf_value *h = op->operands[i].value;
    if (!f->consumed[i])
      continue;
    size_t n = 0;
    void *const *items = xft_items(st, h, &n);
    xf_tkind kind = xft_kind_of(st, h);
    for (size_t k = 0; k < n; k++) {
      if (kind == XF_TK_OPS) {
        xf_op *p = items[k];
        for (uint32_t j = 0; p && j < p->nres; j++)
          xft_list_push(st->mem, res, &xfi_op_results(p)[j]);
      } else if (kind == XF_TK_VALUES) {
        xf_value *v = items[k];
        if (v->op) {
          xft_list_push(st->mem, ops, v->op);
          continue;
        }
        for (xf_op *o = xfi_value_block(v)->first; o; o = o->next)
          xft_list_push(st->mem, ops, o);
      }
    }
  }
}

static void forget_consumed(xf_tstate *st, xf_op *op, const op_facts *f, const xft_list *res,
                            const xft_list *ops) {
  for (uint32_t i = 0; f->any_consumed && i < op->nops; i++) {
    if (!f->consumed[i])
      continue;
    xf_value *h = op->operands[i].value;
    xf_tkind kind = xft_kind_of(st, h);
    if (kind == XF_TK_OPS)
      xft_forget_consumed_ops(st, h, res);
    else if (kind == XF_TK_VALUES)
      xft_forget_consumed_values(st, h, ops);
  }
}

/* ------------------------------------------------------------- apply */

static void trace_applying(xf_tstate *st, xf_op *op) {
  if (!xf_tstate_debug_on(st, XF_TDEBUG_DIALECT))
    return;
  xf_print_options po;
  memset(&po, 0, sizeof po);
  po.skip_regions = true;
  xf_strbuf b;
  xf_strbuf_init(&b, st->ctx);
  xft_print_op(st, op, &po, &b);
  xf_tstate_debugf(st, XF_TDEBUG_DIALECT, "applying: %s\n", b.data ? b.data : "");
  xf_strbuf_free(&b);
}

/* "[transform-dialect] Failing Top-level payload:" and the payload in
 * generic form, when an op fails before its results are bound. */
static void trace_failing_payload(xf_tstate *st) {
  if (!xf_tstate_debug_on(st, XF_TDEBUG_DIALECT))
    return;
  xf_print_options po;
  memset(&po, 0, sizeof po);
  po.generic = true;
  xf_strbuf b;
  xf_strbuf_init(&b, st->ctx);
  if (xf_print_op(st->top, &po, &b) != XF_OK)
    b.failed = true;
  xf_tstate_debugf(st, XF_TDEBUG_DIALECT, "Failing Top-level payload:\n%s", b.data ? b.data : "");
  xf_strbuf_free(&b);
}

/* Steps 3-7 once the checks passed. */
static xf_tresult apply_checked(xf_tstate *st, xf_op *op, const xf_transform_op_def *def,
                                const op_facts *f) {
  xft_list res = {0}, ops = {0};
  capture_consumed(st, op, f, &res, &ops);
  xf_tresults results;
  xf_tresult r;
  if (!results_init(st, op, &results)) {
    r = xft_oom(st, op);
  } else {
    r = def->apply(st, op, &results);
    xft_compact(st);
    if (r.code != XF_T_DEFINITE && xf_context_out_of_memory(st->ctx)) {
      xf_tresult_silence(&r);
      r = xft_oom(st, op);
    }
  }
  if (r.code != XF_T_DEFINITE) {
    if (r.code == XF_T_SILENCEABLE)
      for (uint32_t i = 0; i < results.n; i++)
        if (!results.set[i])
          xft_set_result(&results, i, xft_kind_of(st, &xfi_op_results(op)[i]), NULL, 0);
    forget_consumed(st, op, f, &res, &ops);
    if (!bind_results(st, op, &results)) {
      xf_tresult_silence(&r);
      r = xf_tresult_definite();
    }
  }
  results_free(&results);
  if (f->any_consumed) {
    xft_list_free(st->mem, &res);
    xft_list_free(st->mem, &ops);
  }
  if (r.code == XF_T_DEFINITE)
    trace_failing_payload(st);
  return r;
}

/* With expensive checks off, a consumed handle has no mapping left;
 * mlir-opt 22 crashes on its use, xform reports it. */
static bool check_bound(xf_tstate *st, xf_op *op) {
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_value *h = op->operands[i].value;
    if (xft_lookup(st, h) || xft_kind_of(st, h) == XF_TK_NONE)
      continue;
    xf_diag *d = xf_diag_create(st->ctx, XF_SEV_ERROR, xfi_op_loc(op));
    xf_diag_printf(d, "op uses a handle consumed by a previously executed transform op "
                      "(operand #%u)", i);
    xf_diag_printf(xf_diag_note(d, xft_value_loc(h)), "consumed handle");
    xf_diag_report(d);
    return false;
  }
  return true;
}

/* Records in the caller's flag whether `op` may modify the payload: a
 * modifiesPayload effect, or an op without a transform description
 * (unless the op reports its own modifications). */
static void note_payload_effect(xf_tstate *st, const op_facts *f,
                                const xf_transform_op_def *def) {
  bool *flag = st->opts.payload_modified;
  if (flag && f->writes_payload && !(def && (def->flags & XFT_TOP_REPORTS_MODIFICATION)))
    *flag = true;
}

/* Steps 2-7 with the op's facts known. */
static xf_tresult apply_with(xf_tstate *st, xf_op *op, const op_facts *f) {
  const xf_transform_op_def *def = xft_def(st->ctx, op);
  note_payload_effect(st, f, def);
  if (!def || !def->apply)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                                  "'%s' is not a transform operation known to the interpreter",
                                  op->name->str);
  xft_scope *s = xft_top_scope(st);
  if (s)
    s->current = op;
  if (st->expensive) {
    if (!xft_check_and_record(st, op, f->consumed)) {
      trace_failing_payload(st);
      return xf_tresult_definite();
    }
    xf_tresult rep = check_repeated(st, op, f);
    if (rep.code != XF_T_SUCCESS) {
      trace_failing_payload(st);
      return rep;
    }
  }
  if (!check_bound(st, op)) {
    trace_failing_payload(st);
    return xf_tresult_definite();
  }
  return apply_checked(st, op, def, f);
}

xf_tresult xf_tstate_apply(xf_tstate *st, xf_op *op) {
  trace_applying(st, op);
  op_facts f;
  if (!facts_init(st, op, &f))
    return xft_oom(st, op);
  /* silenceable failures of ops other than matchers are never quiet */
  uint32_t quiet = st->quiet;
  if (!f.matcher)
    st->quiet = 0;
  xf_tresult r = apply_with(st, op, &f);
  st->quiet = quiet;
  facts_free(st, op, &f);
  return r;
}

/* ------------------------------------------------------------- blocks */

/* Is "op" the terminator of its block (not applied itself)? */
static bool is_terminator(xf_context *ctx, xf_op *op) {
  if (op->next)
    return false;
  if (op->info && (op->info->traits & XF_TRAIT_TERMINATOR))
    return true;
  const xf_transform_op_def *def = xft_def(ctx, op);
  return def && (def->flags & XF_TOP_NOT_APPLIED);
}

/* Sets each result of "r" to the payload of the matching operand of the
 * terminator of "b" (forwardTerminatorOperands). */
static void forward_terminator(xf_tstate *st, xf_block *b, xf_tresults *r) {
  xf_op *t = b->last;
  if (!r || !t || !is_terminator(st->ctx, t))
    return;
  for (uint32_t i = 0; i < t->nops && i < r->n; i++)
    xf_tresults_forward(r, i, st, t->operands[i].value);
}

/* Applies "op", a top-level op of the entry sequence, adding its wall time
 * to the timer named after it (-mlir-timing). */
static xf_tresult apply_timed(xf_tstate *st, xf_op *op) {
  uint64_t t0 = xf_time_now_ns();
  xf_tresult r = xf_tstate_apply(st, op);
  xf_timing *t = st->opts.timing;
  xf_timing_add(t, xf_timing_timer(t, st->opts.timing_parent, op->name->str),
                xf_time_now_ns() - t0);
  return r;
}

xf_tresult xft_run_block(xf_tstate *st, xf_block *b, xft_mode mode, xf_tresults *results) {
  bool timed = b == st->timed_block;
  for (xf_op *op = b->first; op; op = op->next) {
    if (is_terminator(st->ctx, op))
      break;
    xf_tresult r = timed ? apply_timed(st, op) : xf_tstate_apply(st, op);
    if (r.code == XF_T_DEFINITE)
      return r;
    if (r.code == XF_T_SILENCEABLE) {
      if (mode == XFT_PROPAGATE) {
        if (results)
          xft_set_empty_results(results);
        return r;
      }
      xf_tresult_silence(&r);
    }
  }
  forward_terminator(st, b, results);
  return xf_tresult_success();
}

/* -------------------------------------------------------- block args */

/* The "wrong kind" message of dispatchMappedValues. */
static const char *wrong_kind_message(xf_tkind want) {
  switch (want) {
  case XF_TK_OPS:
    return "wrong kind of value provided for top-level operation handle";
  case XF_TK_VALUES:
    return "wrong kind of value provided for the top-level value handle";
  default:
    return "wrong kind of value provided for top-level parameter";
  }
}

bool xft_map_arg(xf_tstate *st, xf_value *arg, xf_tkind kind, void *const *items, size_t n) {
  xf_tkind want = xft_kind_of(st, arg);
  if (n && kind != want) {
    xf_tresult_definite_at(st->ctx, xft_value_loc(arg), "%s", wrong_kind_message(want));
    return false;
  }
  return xft_bind(st, arg, want, items, n);
}

bool xf_tstate_map_ops(xf_tstate *st, xf_value *arg, xf_op *const *ops, size_t n) {
  return xft_map_arg(st, arg, XF_TK_OPS, (void *const *)ops, n);
}

bool xf_tstate_map_values(xf_tstate *st, xf_value *arg, xf_value *const *vals, size_t n) {
  return xft_map_arg(st, arg, XF_TK_VALUES, (void *const *)vals, n);
}

bool xf_tstate_map_params(xf_tstate *st, xf_value *arg, xf_attr *const *attrs, size_t n) {
  return xft_map_arg(st, arg, XF_TK_PARAMS, (void *const *)attrs, n);
}
