/* rules.c — loading rule files (xf_drr_load) and applying their patterns
 * through the rewrite engine.
 *
 * A load reads the files into one record keeper, builds the op models of
 * every Op def (which registers their rows), then compiles every Pattern
 * def in mlir-tblgen's order: record names compared with numeric runs,
 * anonymous records being `anonymous_<N>` in definition order; anonymous
 * patterns are named GeneratedConvert<i> in that order.  The first error
 * stops the load, as mlir-tblgen's PrintFatalError does.
 *
 * Each pattern becomes an xf_pattern whose callback runs the compiled
 * program through an adapter: ops are created with the engine's rewriter
 * (its insertion point is before the root), the root is replaced or
 * erased through it, and match-failure texts go to its listeners and to
 * the `-debug-only=drr` trace.  Per-attempt data lives in the rule set's
 * scratch arena, reset after every attempt.
 */
#include <stdio.h>
#include <stdlib.h>

#include "xform/debug.h"
#include "drr.h"

typedef struct rule_entry {
  xf_drr_rules *rules;   /* owner */
  xfdrr_pattern *p;      /* compiled pattern */
} rule_entry;

struct xf_drr_rules {
  xf_context *ctx;
  rule_entry *entries;   /* patterns in mlir-tblgen order */
  size_t n;
  xfs_arena scratch;     /* per-attempt data */
};

/* ------------------------------------------------------------------ loading */

static int cmp_recs(const void *a, const void *b) {
  const xfdrr_rec *x = *(xfdrr_rec *const *)a, *y = *(xfdrr_rec *const *)b;
  return xfdrr_compare_numeric(x->name->str, x->name->len, y->name->str, y->name->len);
}

static bool wanted(const xfdrr_rec *r, const char *name, const xf_drr_load_options *o) {
  if (!o || !o->only)
    return true;
  for (size_t i = 0; i < o->num_only; i++)
    if (!strcmp(o->only[i], r->name->str) || !strcmp(o->only[i], name))
      return true;
  return false;
}

/* Reports an `only` name that names no Pattern record. */
static bool check_only(xfdrr_td *td, xfdrr_rec **pats, size_t n, const xf_drr_load_options *o) {
  for (size_t i = 0; o && o->only && i < o->num_only; i++) {
    bool found = false;
    for (size_t j = 0; j < n && !found; j++)
      found = !strcmp(o->only[i], pats[j]->name->str);
    if (!found && strncmp(o->only[i], "GeneratedConvert", 16)) {
      xfdrr_loc none = {UINT32_MAX, 0};
      xfdrr_td_error(td, none, "no Pattern record named '%s'", o->only[i]);
      return false;
    }
  }
  return true;
}

static xf_drr_rules *compile_all(xfdrr_td *td, const xf_drr_load_options *opts) {
  xf_context *ctx = td->ctx;
  size_t nd = td->all_defs.len, np = 0;
  xfdrr_rec **pats = xfs_malloc(&ctx->mem, (nd + 1) * sizeof *pats);
  xf_drr_rules *rules = xfs_calloc(&ctx->mem, sizeof *rules);
  if (!pats || !rules)
    goto fail;
  for (size_t i = 0; i < nd; i++) {
    xfdrr_rec *r = XFS_VEC_AT(&td->all_defs, xfdrr_rec *, i);
    if (xfdrr_rec_isa_name(r, "Op") && !xfdrr_op_get(td, r, r->loc))
      goto fail;
    if (xfdrr_rec_isa_name(r, "Pattern"))
      pats[np++] = r;
  }
  qsort(pats, np, sizeof *pats, cmp_recs);
  if (!check_only(td, pats, np, opts))
    goto fail;
  rules->ctx = ctx;
  xfs_arena_init(&rules->scratch, &ctx->mem);
  rules->entries = np ? xfs_arena_zalloc(td->arena, np * sizeof *rules->entries) : NULL;
  if (np && !rules->entries)
    goto fail;
  int anon = 0;
  for (size_t i = 0; i < np; i++) {
    int idx = pats[i]->anonymous ? anon++ : -1;
    char gen[40];
    snprintf(gen, sizeof gen, "GeneratedConvert%d", idx);
    if (!wanted(pats[i], idx >= 0 ? gen : pats[i]->name->str, opts))
      continue;
    xfdrr_pattern *p = xfdrr_compile_pattern(td, pats[i], idx);
    if (!p)
      goto fail;
    rules->entries[rules->n].rules = rules;
    rules->entries[rules->n].p = p;
    rules->n++;
  }
  xfs_free(&ctx->mem, pats, (nd + 1) * sizeof *pats);
  return rules;
fail:
  if (rules)
    xfs_arena_free(&rules->scratch);
  xfs_free(&ctx->mem, rules, sizeof *rules);
  xfs_free(&ctx->mem, pats, (nd + 1) * sizeof *pats);
  if (!td->failed && xf_context_out_of_memory(ctx)) {
    xfdrr_loc none = {UINT32_MAX, 0};
    xfdrr_td_error(td, none, "out of memory");
  }
  return NULL;
}

static xf_drr_rules *load(xf_context *ctx, const char *const *paths, size_t npaths,
                          const char *name, const char *text, size_t len,
                          const xf_drr_load_options *opts) {
  xfdrr_td td;
  xfdrr_td_init(&td, ctx, opts ? opts->include_dirs : NULL, opts ? opts->num_include_dirs : 0);
  xf_drr_rules *rules = NULL;
  bool ok = true;
  for (size_t i = 0; ok && i < npaths; i++)
    ok = xfdrr_td_load_file(&td, paths[i]) == XF_OK;
  if (ok && text)
    ok = xfdrr_td_load_text(&td, name, text, len) == XF_OK;
  if (ok)
    rules = compile_all(&td, opts);
  xfdrr_td_free(&td);
  return rules;
}

xf_drr_rules *xf_drr_load(xf_context *ctx, const char *const *paths, size_t npaths,
                          const xf_drr_load_options *opts) {
  return load(ctx, paths, npaths, NULL, NULL, 0, opts);
}

xf_drr_rules *xf_drr_load_text(xf_context *ctx, const char *name, const char *text, size_t len,
                               const xf_drr_load_options *opts) {
  return load(ctx, NULL, 0, name, text, len, opts);
}

void xf_drr_rules_destroy(xf_drr_rules *rules) {
  if (!rules)
    return;
  xfs_arena_free(&rules->scratch);
  xfs_free(&rules->ctx->mem, rules, sizeof *rules);
}

size_t xf_drr_rules_count(const xf_drr_rules *rules) { return rules->n; }
const char *xf_drr_rule_name(const xf_drr_rules *rules, size_t i) {
  return rules->entries[i].p->name;
}
const char *xf_drr_rule_root(const xf_drr_rules *rules, size_t i) {
  return rules->entries[i].p->root_op->name->str;
}
int xf_drr_rule_benefit(const xf_drr_rules *rules, size_t i) {
  return rules->entries[i].p->benefit;
}

/* ----------------------------------------------------------------- applying */

typedef struct adapter {
  xfdrr_rw base;         /* must stay first */
  xf_rewriter *rw;       /* the engine's rewriter */
  const xfdrr_pattern *p;
  bool to_listener;      /* a listener wants match-failure texts */
  bool trace;            /* -debug-only=drr */
} adapter;


static xf_op *ad_create(xfdrr_rw *r, const xf_op_state *st) {
  adapter *a = (adapter *)r;
  xf_op *op = xf_rewriter_create(a->rw, st);
  if (op && a->trace)
    xfi_debug_line(r->ctx, "drr", "[drr]   created '%s'\n", op->name->str);
  return op;
}

static void ad_replace(xfdrr_rw *r, xf_op *op, xf_value *const *vals, size_t n) {
  xf_rewriter_replace_op(((adapter *)r)->rw, op, vals, n);
}

static void ad_erase(xfdrr_rw *r, xf_op *op) { xf_rewriter_erase_op(((adapter *)r)->rw, op); }

static void ad_failure(xfdrr_rw *r, xf_op *op, const char *msg) {
  adapter *a = (adapter *)r;
  if (a->trace)
    xfi_debug_line(r->ctx, "drr", "[drr]   match failure on '%s': %s\n", op->name->str, msg);
  if (a->to_listener)
    xf_rewriter_notify_match_failure(a->rw, op, "%s", msg);
}

xf_context *xf_drr_builder_context(const xf_drr_builder *b) { return b->rw->ctx; }
xf_attr *xf_drr_builder_loc(const xf_drr_builder *b) { return b->loc; }
xf_op *xf_drr_builder_create(xf_drr_builder *b, const xf_op_state *st) {
  return b->rw->create(b->rw, st);
}

static bool drr_match_rewrite(const xf_pattern *pat, xf_op *op, xf_rewriter *rw) {
  rule_entry *e = xf_pattern_user(pat);
  xf_context *ctx = xfi_op_ctx(op);
  adapter a;
  memset(&a, 0, sizeof a);
  a.rw = rw;
  a.p = e->p;
  a.trace = xf_debug_enabled(ctx, "drr");
  a.to_listener = xf_listener_wants_match_failure(rw->listener);
  a.base.ctx = ctx;
  a.base.scratch = &e->rules->scratch;
  a.base.create = ad_create;
  a.base.replace = ad_replace;
  a.base.erase = ad_erase;
  a.base.failure = a.trace || a.to_listener ? ad_failure : NULL;
  xf_drr_builder b = {&a.base, NULL};
  a.base.builder = &b;
  if (a.trace)
    xfi_debug_line(ctx, "drr", "[drr] trying %s (benefit %d) on '%s'\n", e->p->name,
                   e->p->benefit, op->name->str);
  xfs_arena_mark mark = xfs_arena_get_mark(&e->rules->scratch);
  bool ok = xfdrr_apply(e->p, op, &a.base);
  xfs_arena_reset(&e->rules->scratch, mark);
  if (a.trace)
    xfi_debug_line(ctx, "drr", "[drr]   %s %s\n", e->p->name, ok ? "rewrote the op" : "did not match");
  return ok;
}

xf_status xf_drr_rules_populate(xf_drr_rules *rules, xf_pattern_set *set) {
  for (size_t i = 0; i < rules->n; i++) {
    xfdrr_pattern *p = rules->entries[i].p;
    xf_pattern_def d;
    memset(&d, 0, sizeof d);
    d.root = p->root_op->name->str;
    d.benefit = (unsigned)p->benefit & 0xFFFFu;
    d.debug_name = p->name;
    d.generated_ops = p->generated;
    d.match_and_rewrite = drr_match_rewrite;
    d.user = &rules->entries[i];
    xf_status st = xf_pattern_set_add(set, &d);
    if (st != XF_OK)
      return st;
  }
  return XF_OK;
}

xf_status xf_drr_apply_greedily(xf_op *op, xf_drr_rules *rules, const xf_greedy_config *config,
                                bool *converged) {
  xf_pattern_set *set = xf_pattern_set_create(rules->ctx);
  if (!set)
    return XF_NOMEM;
  xf_status st = xf_drr_rules_populate(rules, set);
  if (st != XF_OK) {
    xf_pattern_set_destroy(set);
    return st;
  }
  xf_frozen_patterns *frozen = xf_pattern_set_freeze(set);
  if (!frozen)
    return XF_NOMEM;
  xf_greedy_config def;
  if (!config) {
    xf_greedy_config_init(&def);
    config = &def;
  }
  st = xf_apply_patterns_greedily_op(op, frozen, config, converged, NULL);
  xf_frozen_patterns_destroy(frozen);
  return st;
}
