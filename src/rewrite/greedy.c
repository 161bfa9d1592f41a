/* greedy.c — the greedy pattern rewrite driver of LLVM 22
 * (GreedyPatternRewriteDriver.cpp: applyPatternsGreedily and
 * applyOpPatternsGreedily).
 *
 * Worklist: a LIFO vector with holes (removed ops become NULL) plus a map
 * op -> position, so pushing an op already queued does nothing (it keeps
 * its old place) and removal is O(1).  addToWorklist(op) climbs from `op`
 * to the scope region and pushes `op` then each ancestor (so the ancestor
 * pops first); ops outside the scope are ignored; with a strict mode only
 * ops of the allowed set are pushed.
 *
 * Region driver, per iteration (at most max_iterations):
 *   seed: walk the region post-order (top-down: pre-order, then reverse);
 *         with cse_constants, ConstantLike ops are uniqued/hoisted by the
 *         folder first and only kept ones are pushed;
 *   erase unreachable blocks; process the worklist; simplify regions;
 *   repeat while anything changed.  converged = the last iteration changed
 *   nothing; changed = the first iteration changed something.
 * Per popped op: erase it if trivially dead; else fold it (not
 * ConstantLike ops) — in place: notify modified; to values/attributes:
 * materialise constants right before the op and replace it; else try the
 * patterns (insertion point before the op), counting successes against
 * max_num_rewrites.
 *
 * Over the whole run at most max_total_rewrites changes (patterns, folds,
 * dead-op erasures) are made: then the run stops, unconverged, with a
 * warning (`capped`), so oscillating patterns cannot hang the tool.
 *
 * The driver is the rewriter's listener: inserted/modified ops are pushed,
 * erased ops leave the worklist and push their operands' producers that are
 * left with at most one other user; every notification is forwarded to the
 * config listener first.
 */
#include <assert.h>

#include "rewrite.h"

typedef struct driver {
  xf_context *ctx;
  xf_greedy_config cfg;         /* scope filled in */
  xf_applicator *app;
  xf_rewriter rw;               /* listener = &self */
  xf_listener self;             /* the driver's own listener */
  xfs_vec list;                 /* xf_op* with NULL holes */
  size_t live;                  /* non-NULL entries of `list` */
  xfs_ptrmap pos;               /* op -> index + 1 while queued */
  bool strict;                  /* strictness != ANY_OP */
  xfs_ptrmap allowed;           /* strict mode: op -> non-NULL if allowed */
  xfs_ptrmap *surviving;        /* multi-op driver: ops not erased yet, or NULL */
  xfr_trace trace;
  bool nomem;                   /* an allocation failed */
  int64_t total;                /* IR changes so far (against max_total_rewrites) */
  int64_t seeded;               /* most ops a seeding put on the worklist */
  bool capped;                  /* max_total_rewrites reached: stop */
} driver;

/* -------------------------------------------------------------- worklist */

static void wl_clear(driver *d) {
  d->list.len = 0;
  d->live = 0;
  xfs_ptrmap_free(xfs_ctx_mem(d->ctx), &d->pos);
}

static void wl_push(driver *d, xf_op *op) {
  if (xfs_ptrmap_get(&d->pos, op))
    return;
  xfs_mem *m = xfs_ctx_mem(d->ctx);
  if (!XFS_VEC_PUSH(m, &d->list, xf_op *, op) ||
      !xfs_ptrmap_put(m, &d->pos, op, (void *)(uintptr_t)d->list.len)) {
    d->nomem = true;
    return;
  }
  d->live++;
}

static void wl_remove(driver *d, xf_op *op) {
  size_t p = (size_t)(uintptr_t)xfs_ptrmap_get(&d->pos, op);
  if (!p)
    return;
  XFS_VEC_AT(&d->list, xf_op *, p - 1) = NULL;
  (void)xfs_ptrmap_put(xfs_ctx_mem(d->ctx), &d->pos, op, NULL);
  d->live--;
}

static xf_op *wl_pop(driver *d) {
  while (!XFS_VEC_AT(&d->list, xf_op *, d->list.len - 1))
    d->list.len--;
  xf_op *op = XFS_VEC_AT(&d->list, xf_op *, --d->list.len);
  (void)xfs_ptrmap_put(xfs_ctx_mem(d->ctx), &d->pos, op, NULL);
  d->live--;
  while (d->list.len && !XFS_VEC_AT(&d->list, xf_op *, d->list.len - 1))
    d->list.len--;
  return op;
}

/* Reverses the queue (top-down seeding) and renumbers the positions. */
static void wl_reverse(driver *d) {
  xf_op **v = d->list.data;
  for (size_t i = 0, j = d->list.len; i + 1 < j; i++, j--) {
    xf_op *t = v[i];
    v[i] = v[j - 1];
    v[j - 1] = t;
  }
  for (size_t i = 0; i < d->list.len; i++)
    if (v[i] && !xfs_ptrmap_put(xfs_ctx_mem(d->ctx), &d->pos, v[i], (void *)(uintptr_t)(i + 1)))
      d->nomem = true;
}

static bool is_allowed(driver *d, xf_op *op) {
  return !d->strict || xfs_ptrmap_get(&d->allowed, op);
}

static void set_allowed(driver *d, xf_op *op, bool on) {
  if (!xfs_ptrmap_put(xfs_ctx_mem(d->ctx), &d->allowed, op, on ? op : NULL))
    d->nomem = true;
}

static void add_single(driver *d, xf_op *op) {
  if (is_allowed(d, op))
    wl_push(d, op);
}

static xf_region *parent_region(const xf_op *op) { return op->block ? op->block->region : NULL; }

/* Pushes `op` and its ancestors up to the scope (none if out of scope). */
static void add_to_worklist(driver *d, xf_op *op) {
  xf_op *small[16], **anc = small;
  size_t n = 0, cap = 16;
  for (xf_op *o = op; o;) {
    if (n == cap) {
      xf_op **bigger = xfs_malloc(xfs_ctx_mem(d->ctx), 2 * cap * sizeof *bigger);
      if (!bigger) {
        d->nomem = true;
        break;
      }
      memcpy(bigger, anc, n * sizeof *anc);
      if (anc != small)
        xfs_free(xfs_ctx_mem(d->ctx), anc, cap * sizeof *anc);
      anc = bigger;
      cap *= 2;
    }
    anc[n++] = o;
    xf_region *r = parent_region(o);
    if (r == d->cfg.scope) {
      for (size_t i = 0; i < n; i++)
        add_single(d, anc[i]);
      break;
    }
    o = r ? r->op : NULL;
  }
  if (anc != small)
    xfs_free(xfs_ctx_mem(d->ctx), anc, cap * sizeof *anc);
}

/* Pushes the producers of `op`'s operands that have at most one user other
 * than `op` (counting distinct users). */
static void add_operands(driver *d, xf_op *op) {
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_value *v = op->operands[i].value;
    if (!v || !v->op)
      continue;
    xf_op *other = NULL;
    bool many = false;
    for (xf_use *u = v->uses; u && !many; u = u->next) {
      if (u->owner == op || u->owner == other)
        continue;
      if (!other)
        other = u->owner;
      else
        many = true;
    }
    if (!many)
      add_to_worklist(d, v->op);
  }
}

/* -------------------------------------------------------------- listener */

static driver *of(xf_listener *l) { return l->user; }

static void on_inserted(xf_listener *l, xf_op *op, xf_block *pb, xf_op *pn) {
  driver *d = of(l);
  xfr_trace_line(&d->trace, "** Insert  : '%s'", op->name->str);
  xf_notify_op_inserted(d->cfg.listener, op, pb, pn);
  if (d->cfg.strictness == XF_STRICT_EXISTING_AND_NEW_OPS)
    set_allowed(d, op, true);
  add_to_worklist(d, op);
}

static void on_modified(xf_listener *l, xf_op *op) {
  driver *d = of(l);
  xfr_trace_line(&d->trace, "** Modified: '%s'", op->name->str);
  xf_notify_op_modified(d->cfg.listener, op);
  add_to_worklist(d, op);
}

static void on_erased(xf_listener *l, xf_op *op) {
  driver *d = of(l);
  xfr_trace_line(&d->trace, "** Erase   : '%s'", op->name->str);
  xf_notify_op_erased(d->cfg.listener, op);
  add_operands(d, op);
  wl_remove(d, op);
  if (d->strict)
    set_allowed(d, op, false);
  if (d->surviving)
    (void)xfs_ptrmap_put(xfs_ctx_mem(d->ctx), d->surviving, op, NULL);
}

static void on_replaced(xf_listener *l, xf_op *op, xf_value *const *v, size_t n) {
  driver *d = of(l);
  xfr_trace_line(&d->trace, "** Replace : '%s'", op->name->str);
  xf_notify_op_replaced(d->cfg.listener, op, v, n);
}

static void on_block_inserted(xf_listener *l, xf_block *b, xf_region *pr, xf_block *pn) {
  xf_notify_block_inserted(of(l)->cfg.listener, b, pr, pn);
}

static void on_block_erased(xf_listener *l, xf_block *b) {
  xf_notify_block_erased(of(l)->cfg.listener, b);
}

static void on_match_failure(xf_listener *l, xf_attr *loc, const char *msg) {
  driver *d = of(l);
  xfr_trace_line(&d->trace, "** Match Failure : %s", msg);
  xf_notify_match_failure(d->cfg.listener, loc, msg);
}

/* ------------------------------------------------------- set-up, teardown */

static bool driver_init(driver *d, xf_context *ctx, const xf_frozen_patterns *patterns,
                        const xf_greedy_config *cfg) {
  memset(d, 0, sizeof *d);
  d->ctx = ctx;
  d->cfg = *cfg;
  d->strict = cfg->strictness != XF_STRICT_ANY_OP;
  d->self = (xf_listener){.op_inserted = on_inserted,
                          .block_inserted = on_block_inserted,
                          .block_erased = on_block_erased,
                          .op_modified = on_modified,
                          .op_replaced = on_replaced,
                          .op_erased = on_erased,
                          .match_failure = on_match_failure,
                          .user = d};
  xf_rewriter_init(&d->rw, ctx, &d->self);
  xfr_trace_init(&d->trace, ctx, cfg->trace, cfg->trace_user, "greedy-rewriter");
  d->app = xf_applicator_create(patterns);
  return d->app != NULL;
}

static void driver_free(driver *d) {
  xfs_mem *m = xfs_ctx_mem(d->ctx);
  xf_applicator_destroy(d->app);
  xfs_vec_free(m, &d->list, sizeof(xf_op *));
  xfs_ptrmap_free(m, &d->pos);
  xfs_ptrmap_free(m, &d->allowed);
  xfr_trace_free(&d->trace);
}

/* --------------------------------------------------------- processing */

static const char *const line_comment = "//===-------------------------------------------===//";

typedef struct attempt_ctx {
  driver *d;
  xf_op *op;
} attempt_ctx;

static bool can_apply(const xf_pattern *p, void *user) {
  attempt_ctx *a = user;
  driver *d = a->d;
  if (xfr_tracing(&d->trace)) {
    xf_strbuf gen;
    xf_strbuf_init(&gen, d->ctx);
    for (uint32_t i = 0; i < p->ngenerated; i++)
      xfs_buf_printf(&gen, "%s%s", i ? ", " : "", p->generated[i]->str);
    xfr_trace_line(&d->trace, "%s", "");
    xfr_trace_line(&d->trace, "* Pattern %s : '%s -> (%s)' {", p->debug_name, a->op->name->str,
                   gen.data ? gen.data : "");
    xf_strbuf_free(&gen);
    d->trace.indent++;
  }
  xf_notify_pattern_begin(d->cfg.listener, p, a->op);
  return true;
}

/* Closes a traced scope: "} -> result : message". */
static void trace_result(driver *d, const char *result, const char *msg, bool line) {
  if (!xfr_tracing(&d->trace))
    return;
  if (d->trace.indent)
    d->trace.indent--;
  xfr_trace_line(&d->trace, "} -> %s : %s", result, msg);
  if (line)
    xfr_trace_line(&d->trace, "%s", line_comment);
}

static void on_failure(const xf_pattern *p, void *user) {
  attempt_ctx *a = user;
  trace_result(a->d, "failure", "pattern failed to match", false);
  xf_notify_pattern_end(a->d->cfg.listener, p, false);
}

static bool on_success(const xf_pattern *p, void *user) {
  attempt_ctx *a = user;
  trace_result(a->d, "success", "pattern applied successfully", false);
  xf_notify_pattern_end(a->d->cfg.listener, p, true);
  return true;
}

/* Materialises the folded results of `op` before it and replaces it; false
 * (with the new constants erased again) if a constant cannot be built. */
static bool replace_with_fold(driver *d, xf_op *op, const xf_fold_result *res) {
  xfs_mem *m = xfs_ctx_mem(d->ctx);
  xf_value **vals = xfs_malloc(m, (op->nres ? op->nres : 1) * sizeof *vals);
  if (!vals) {
    d->nomem = true;
    return false;
  }
  xf_rewriter_set_insertion_point(&d->rw, op);
  bool ok = true;
  size_t n = 0;
  for (; ok && n < op->nres; n++) {
    if (res[n].value) {
      vals[n] = res[n].value;
      continue;
    }
    xf_op *c = op->info->materialize
                   ? op->info->materialize(d->ctx, res[n].attr, xfi_op_results(op)[n].type, xfi_op_loc(op))
                   : NULL;
    if (!c) {
      ok = false;
      break;
    }
    xf_rewriter_insert(&d->rw, c);
    vals[n] = &xfi_op_results(c)[0];
  }
  if (ok)
    xf_rewriter_replace_op(&d->rw, op, vals, op->nres);
  for (size_t i = 0; !ok && i < n; i++)
    if (!res[i].value && vals[i]->op && !vals[i]->uses)
      xf_rewriter_erase_op(&d->rw, vals[i]->op);
  xfs_free(m, vals, (op->nres ? op->nres : 1) * sizeof *vals);
  return ok;
}

/* Tries to fold `op`; true if the IR changed (and the op is done). */
static bool try_fold(driver *d, xf_op *op) {
  if (!d->cfg.fold || xfr_has_trait(op, XF_TRAIT_CONSTANT_LIKE))
    return false;
  xf_fold_result small[4], *res = small;
  xfs_mem *m = xfs_ctx_mem(d->ctx);
  if (op->nres > 4 && !(res = xfs_calloc(m, op->nres * sizeof *res))) {
    d->nomem = true;
    return false;
  }
  memset(res, 0, (op->nres > 4 ? op->nres : 4) * sizeof *res);
  bool done = false;
  xf_fold_status st = xfr_fold(op, res);
  if (st == XF_FOLD_IN_PLACE) {
    trace_result(d, "success", "operation was folded", true);
    xf_notify_op_modified(d->rw.listener, op);
    done = true;
  } else if (st == XF_FOLD_RESULTS) {
    done = replace_with_fold(d, op, res);
    if (done)
      trace_result(d, "success", "operation was folded", true);
  }
  if (res != small)
    xfs_free(m, res, op->nres * sizeof *res);
  return done;
}

static void trace_processing(driver *d, xf_op *op) {
  if (!xfr_tracing(&d->trace))
    return;
  xfr_trace_line(&d->trace, "%s", "");
  xfr_trace_line(&d->trace, "%s", line_comment);
  xfr_trace_line(&d->trace, "Processing operation : '%s' {", op->name->str);
  d->trace.indent++;
  if (!op->nreg) {
    xfr_trace_op(&d->trace, op);
    xfr_trace_line(&d->trace, "%s", "");
  }
}

/* Handles one popped op; true if the IR changed, `*rewrote` if a pattern
 * applied. */
static bool process_op(driver *d, xf_op *op, bool *rewrote) {
  trace_processing(d, op);
  if (xf_op_is_trivially_dead(op)) {
    xf_rewriter_erase_op(&d->rw, op);
    trace_result(d, "success", "operation is trivially dead", true);
    return true;
  }
  if (try_fold(d, op))
    return true;
  attempt_ctx a = {d, op};
  xf_apply_hooks hooks = {can_apply, on_failure, on_success, &a};
  *rewrote = xf_applicator_match_and_rewrite(d->app, op, &d->rw, &hooks);
  if (*rewrote)
    trace_result(d, "success", "at least one pattern matched", true);
  else
    trace_result(d, "failure", "all patterns failed to match", true);
  return *rewrote;
}

/* processWorklist: true if anything changed. */
static bool process_worklist(driver *d) {
  bool changed = false;
  int64_t rewrites = 0;
  /* The default cap grows with the IR (XF_GREEDY_REWRITES_PER_OP changes
   * per op seeded), so big payloads that converge are never cut short. */
  int64_t cap = d->cfg.max_total_rewrites;
  if (!cap) {
    cap = XF_DEFAULT_GREEDY_MAX_REWRITES;
    if (d->seeded > cap / XF_GREEDY_REWRITES_PER_OP)
      cap = d->seeded * XF_GREEDY_REWRITES_PER_OP;
  }
  while (d->live && !d->nomem &&
         (d->cfg.max_num_rewrites == XF_NO_LIMIT || rewrites < d->cfg.max_num_rewrites)) {
    if (cap != XF_NO_LIMIT && d->total >= cap) {
      d->capped = true;
      break;
    }
    xf_op *op = wl_pop(d);
    bool rewrote = false;
    bool ch = process_op(d, op, &rewrote);
    changed |= ch;
    d->total += ch;
    rewrites += rewrote;
  }
  return changed;
}

/* The warning for a run stopped by max_total_rewrites, at `at`. */
static void warn_capped(driver *d, xf_op *at) {
  xf_diag *dg = xf_diag_create(d->ctx, XF_SEV_WARNING, xfi_op_loc(at));
  if (!dg)
    return;
  xf_diag_printf(dg, "greedy pattern rewriting stopped without converging after %lld changes "
                     "to the IR (the limit on rewrites per run)", (long long)d->total);
  xf_diag_report(dg);
}

/* --------------------------------------------------------------- seeding */

typedef struct seed_ctx {
  driver *d;
  xfr_folder *folder;
} seed_ctx;

/* CSEs `op` if it is a constant; true if it was replaced (erased). */
static bool cse_known_constant(seed_ctx *s, xf_op *op) {
  if (!s->d->cfg.cse_constants)
    return false;
  xf_attr *v = xfr_constant_value(op);
  if (!v)
    return false;
  return !xfr_folder_insert_known_constant(s->folder, &s->d->rw, op, v, &s->d->nomem);
}

static xf_walk_result seed_post(xf_op *op, void *user) {
  seed_ctx *s = user;
  if (!cse_known_constant(s, op))
    add_to_worklist(s->d, op);
  return XF_WALK_ADVANCE;
}

static xf_walk_result seed_pre(xf_op *op, void *user) {
  seed_ctx *s = user;
  if (cse_known_constant(s, op))
    return XF_WALK_SKIP;
  add_to_worklist(s->d, op);
  return XF_WALK_ADVANCE;
}

/* Walks every op of `region` (nested ones included) in `order`. */
static void walk_region(xf_region *region, xf_walk_order order, xf_walk_fn fn, void *user) {
  for (xf_block *b = region->first; b; b = b->next)
    for (xf_op *op = b->first, *next; op; op = next) {
      next = op->next;
      (void)xf_walk(op, order, fn, user);
    }
}

static void seed(driver *d, xf_region *region, xfr_folder *folder) {
  seed_ctx s = {d, folder};
  if (!d->cfg.top_down) {
    walk_region(region, XF_POST_ORDER, seed_post, &s);
  } else {
    walk_region(region, XF_PRE_ORDER, seed_pre, &s);
    wl_reverse(d);
  }
  if ((int64_t)d->live > d->seeded)
    d->seeded = (int64_t)d->live;
}

/* One iteration of the region driver; true if anything changed. */
static bool region_iteration(driver *d, xf_region *region) {
  wl_clear(d);
  xfr_folder folder;
  xfr_folder_init(&folder, d->ctx);
  seed(d, region, &folder);
  bool changed = xfr_erase_unreachable_blocks(&d->rw, region);
  changed |= process_worklist(d);
  if (d->cfg.region_simplification != XF_SIMPLIFY_DISABLED && !d->nomem)
    changed |= xfr_simplify_region(&d->rw, region,
                                   d->cfg.region_simplification == XF_SIMPLIFY_AGGRESSIVE,
                                   &d->nomem);
  xfr_folder_free(&folder);
  return changed;
}

static void mark_allowed(driver *d, xf_region *region);

static xf_walk_result allow_op(xf_op *op, void *user) {
  set_allowed(user, op, true);
  return XF_WALK_ADVANCE;
}

static void mark_allowed(driver *d, xf_region *region) {
  walk_region(region, XF_POST_ORDER, allow_op, d);
}

/* ------------------------------------------------------------ entry points */

void xf_greedy_config_init(xf_greedy_config *c) {
  memset(c, 0, sizeof *c);
  c->region_simplification = XF_SIMPLIFY_AGGRESSIVE;
  c->max_iterations = 10;
  c->max_num_rewrites = XF_NO_LIMIT;
  c->strictness = XF_STRICT_ANY_OP;
  c->fold = true;
  c->cse_constants = true;
}

xf_status xf_apply_patterns_greedily(xf_region *region, const xf_frozen_patterns *patterns,
                                     const xf_greedy_config *config, bool *converged,
                                     bool *changed) {
  xf_context *ctx = xfi_op_ctx(region->op);
  xf_greedy_config defaults;
  if (!config) {
    xf_greedy_config_init(&defaults);
    config = &defaults;
  }
  driver d;
  if (!driver_init(&d, ctx, patterns, config)) {
    driver_free(&d);
    return XF_NOMEM;
  }
  if (!d.cfg.scope)
    d.cfg.scope = region;
  if (d.strict)
    mark_allowed(&d, region);
  int64_t iteration = 0;
  bool again = false;
  do {
    if (++iteration > d.cfg.max_iterations && d.cfg.max_iterations != XF_NO_LIMIT)
      break;
    xfr_trace_line(&d.trace, "GreedyPatternRewriteIteration(%lld)", (long long)iteration);
    again = region_iteration(&d, region);
  } while (again && !d.nomem && !d.capped);
  if (d.capped)
    warn_capped(&d, region->op);
  if (again && !d.nomem)
    xfr_trace_line(&d.trace, "The pattern rewrite did not converge after scanning %lld times",
                   (long long)d.cfg.max_iterations);
  if (converged)
    *converged = !again;
  if (changed)
    *changed = iteration > 1;
  bool nomem = d.nomem;
  driver_free(&d);
  return nomem ? XF_NOMEM : XF_OK;
}

xf_status xf_apply_patterns_greedily_op(xf_op *op, const xf_frozen_patterns *patterns,
                                        const xf_greedy_config *config, bool *converged,
                                        bool *changed) {
  bool all_converged = true, any_changed = false;
  for (uint32_t r = 0; r < op->nreg; r++) {
    bool conv = true, ch = false;
    xf_status st = xf_apply_patterns_greedily(&xfi_op_regions(op)[r], patterns, config, &conv, &ch);
    if (st != XF_OK)
      return st;
    all_converged &= conv;
    any_changed |= ch;
  }
  if (converged)
    *converged = all_converged;
  if (changed)
    *changed = any_changed;
  return XF_OK;
}

/* The closest region containing every op of `ops` (NULL if one of them is
 * a top-level op). */
static xf_region *common_ancestor(xf_op *const *ops, size_t n) {
  xf_region *r = parent_region(ops[0]);
  for (; r; r = r->op ? parent_region(r->op) : NULL) {
    size_t i = 1;
    for (; i < n; i++) {
      xf_op *o = ops[i];
      while (o && parent_region(o) != r)
        o = parent_region(o) ? parent_region(o)->op : NULL;
      if (!o)
        break;
    }
    if (i == n)
      return r;
  }
  return NULL;
}

xf_status xf_apply_op_patterns_greedily(xf_op *const *ops, size_t n,
                                        const xf_frozen_patterns *patterns,
                                        const xf_greedy_config *config, bool *converged,
                                        bool *changed, bool *all_erased) {
  if (!n) {
    if (converged)
      *converged = true;
    if (changed)
      *changed = false;
    if (all_erased)
      *all_erased = true;
    return XF_OK;
  }
  xf_greedy_config defaults;
  if (!config) {
    xf_greedy_config_init(&defaults);
    config = &defaults;
  }
  driver d;
  xfs_ptrmap surviving = {0};
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(ops[0]));
  if (!driver_init(&d, xfi_op_ctx(ops[0]), patterns, config)) {
    driver_free(&d);
    return XF_NOMEM;
  }
  if (!d.cfg.scope)
    d.cfg.scope = common_ancestor(ops, n);
  d.surviving = all_erased ? &surviving : NULL;
  for (size_t i = 0; i < n; i++) {
    if (d.strict)
      set_allowed(&d, ops[i], true);
    if (d.surviving && !xfs_ptrmap_put(m, d.surviving, ops[i], ops[i]))
      d.nomem = true;
  }
  for (size_t i = 0; i < n; i++)
    add_single(&d, ops[i]);
  bool result = process_worklist(&d);
  if (d.capped)
    warn_capped(&d, ops[0]);
  if (changed)
    *changed = result;
  if (converged)
    *converged = d.live == 0;
  if (all_erased) {
    *all_erased = true;
    for (size_t i = 0; i < n; i++)
      if (xfs_ptrmap_get(&surviving, ops[i]))
        *all_erased = false;
  }
  bool nomem = d.nomem;
  xfs_ptrmap_free(m, &surviving);
  driver_free(&d);
  return nomem ? XF_NOMEM : XF_OK;
}
