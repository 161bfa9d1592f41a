/* pattern.c — patterns, pattern sets, frozen sets and the applicator
 * (MLIR's RewritePatternSet, FrozenRewritePatternSet, PatternApplicator).
 *
 * Freezing groups the patterns by root op name, each group in insertion
 * order, plus one group of any-op patterns.  An applicator copies those
 * groups, drops impossible-to-match patterns, and sorts each group with a
 * stable merge sort on the cost model's benefit (highest first, ties keep
 * insertion order).
 *
 * matchAndRewrite interleaves the op's group with the any-op group: the
 * next any-op pattern goes first only if its *declared* benefit is strictly
 * greater than the next op-specific one's (LLVM 22 compares getBenefit(),
 * not the cost model's value).  Each attempt sets the insertion point
 * before the op; the first success ends the search.
 */
#include <assert.h>

#include "rewrite.h"

/* ------------------------------------------------------------ pattern sets */

xf_pattern_set *xf_pattern_set_create(xf_context *ctx) {
  xf_pattern_set *s = xfs_calloc(xfs_ctx_mem(ctx), sizeof *s);
  if (!s)
    return NULL;
  s->ctx = ctx;
  xfs_arena_init(&s->arena, xfs_ctx_mem(ctx));
  return s;
}

void xf_pattern_set_destroy(xf_pattern_set *s) {
  if (!s)
    return;
  xfs_mem *m = xfs_ctx_mem(s->ctx);
  xfs_vec_free(m, &s->patterns, sizeof(xf_pattern *));
  xfs_arena_free(&s->arena);
  xfs_free(m, s, sizeof *s);
}

size_t xf_pattern_set_size(const xf_pattern_set *s) { return s->patterns.len; }

/* Interns the NULL-terminated list `names` into `p` (arena array). */
static bool copy_generated(xf_pattern_set *s, xf_pattern *p, const char *const *names) {
  size_t n = 0;
  while (names && names[n])
    n++;
  p->ngenerated = (uint32_t)n;
  if (!n)
    return true;
  p->generated = xfs_arena_alloc(&s->arena, n * sizeof *p->generated);
  if (!p->generated)
    return false;
  for (size_t i = 0; i < n; i++)
    if (!(p->generated[i] = xf_ident_cstr(s->ctx, names[i])))
      return false;
  return true;
}

xf_status xf_pattern_set_add(xf_pattern_set *s, const xf_pattern_def *def) {
  if (!def->match_and_rewrite || def->benefit > XF_BENEFIT_IMPOSSIBLE)
    return XF_ERROR;
  xf_pattern *p = xfs_arena_zalloc(&s->arena, sizeof *p);
  if (!p)
    return XF_NOMEM;
  const char *dn = def->debug_name ? def->debug_name : "";
  p->debug_name = xfs_arena_dup(&s->arena, dn, strlen(dn) + 1);
  p->root = def->root ? xf_ident_cstr(s->ctx, def->root) : NULL;
  p->benefit = def->benefit;
  p->match_and_rewrite = def->match_and_rewrite;
  p->user = def->user;
  if (!p->debug_name || (def->root && !p->root) || !copy_generated(s, p, def->generated_ops))
    return XF_NOMEM;
  if (!XFS_VEC_PUSH(xfs_ctx_mem(s->ctx), &s->patterns, xf_pattern *, p))
    return XF_NOMEM;
  return XF_OK;
}

xf_ident *xf_pattern_root(const xf_pattern *p) { return p->root; }
unsigned xf_pattern_benefit(const xf_pattern *p) { return p->benefit; }
const char *xf_pattern_debug_name(const xf_pattern *p) { return p->debug_name; }
size_t xf_pattern_num_generated(const xf_pattern *p) { return p->ngenerated; }
xf_ident *xf_pattern_generated(const xf_pattern *p, size_t i) { return p->generated[i]; }
void *xf_pattern_user(const xf_pattern *p) { return p->user; }

/* ------------------------------------------------------------- freezing */

/* Counts the patterns of each root (first-appearance order) into
 * `f->groups[i].n`, creating the groups and the root map. */
static bool count_groups(xf_frozen_patterns *f) {
  xfs_mem *m = xfs_ctx_mem(f->ctx);
  f->groups = xfs_arena_zalloc(&f->arena, (f->n ? f->n : 1) * sizeof *f->groups);
  if (!f->groups)
    return false;
  for (size_t i = 0; i < f->n; i++) {
    xf_pattern *p = f->all[i];
    if (!p->root) {
      f->any.n++;
      continue;
    }
    size_t g = (size_t)(uintptr_t)xfs_ptrmap_get(&f->by_root, p->root);
    if (!g) {
      g = ++f->ngroups;
      f->groups[g - 1].root = p->root;
      if (!xfs_ptrmap_put(m, &f->by_root, p->root, (void *)(uintptr_t)g))
        return false;
    }
    f->groups[g - 1].n++;
  }
  return true;
}

/* Fills the groups sized by count_groups, keeping insertion order. */
static bool fill_groups(xf_frozen_patterns *f) {
  for (size_t g = 0; g < f->ngroups; g++) {
    f->groups[g].patterns = xfs_arena_alloc(&f->arena, f->groups[g].n * sizeof(xf_pattern *));
    if (!f->groups[g].patterns)
      return false;
    f->groups[g].n = 0;
  }
  f->any.patterns = xfs_arena_alloc(&f->arena, (f->any.n ? f->any.n : 1) * sizeof(xf_pattern *));
  if (!f->any.patterns)
    return false;
  f->any.n = 0;
  for (size_t i = 0; i < f->n; i++) {
    xf_pattern *p = f->all[i];
    xfr_group *grp = &f->any;
    if (p->root)
      grp = &f->groups[(uintptr_t)xfs_ptrmap_get(&f->by_root, p->root) - 1];
    grp->patterns[grp->n++] = p;
  }
  return true;
}

xf_frozen_patterns *xf_pattern_set_freeze(xf_pattern_set *s) {
  xfs_mem *m = xfs_ctx_mem(s->ctx);
  xf_frozen_patterns *f = xfs_calloc(m, sizeof *f);
  if (!f) {
    xf_pattern_set_destroy(s);
    return NULL;
  }
  f->ctx = s->ctx;
  f->arena = s->arena; /* the patterns move with their arena */
  xfs_arena_init(&s->arena, m);
  f->n = s->patterns.len;
  f->all = xfs_arena_alloc(&f->arena, (f->n ? f->n : 1) * sizeof(xf_pattern *));
  if (f->all && f->n)
    memcpy(f->all, s->patterns.data, f->n * sizeof(xf_pattern *));
  xf_pattern_set_destroy(s);
  if (!f->all || !count_groups(f) || !fill_groups(f)) {
    xf_frozen_patterns_destroy(f);
    return NULL;
  }
  return f;
}

void xf_frozen_patterns_destroy(xf_frozen_patterns *f) {
  if (!f)
    return;
  xfs_mem *m = xfs_ctx_mem(f->ctx);
  xfs_ptrmap_free(m, &f->by_root);
  xfs_arena_free(&f->arena);
  xfs_free(m, f, sizeof *f);
}

size_t xf_frozen_patterns_size(const xf_frozen_patterns *f) { return f->n; }
const xf_pattern *xf_frozen_patterns_get(const xf_frozen_patterns *f, size_t i) {
  return f->all[i];
}

/* ------------------------------------------------------------ applicator */

/* A pattern with the benefit the cost model gave it. */
typedef struct ranked {
  const xf_pattern *p;
  unsigned benefit;
} ranked;

typedef struct app_list {
  ranked *items;                /* sorted, impossible ones dropped */
  size_t n;
} app_list;

struct xf_applicator {
  const xf_frozen_patterns *frozen;
  app_list *lists;              /* one per frozen group */
  app_list any;                 /* any-op patterns */
  ranked *storage;              /* all items (frozen->n + 1) */
  ranked *scratch;              /* merge-sort buffer */
};

xf_applicator *xf_applicator_create(const xf_frozen_patterns *f) {
  xfs_mem *m = xfs_ctx_mem(f->ctx);
  xf_applicator *a = xfs_calloc(m, sizeof *a);
  if (!a)
    return NULL;
  a->frozen = f;
  a->lists = xfs_calloc(m, (f->ngroups + 1) * sizeof *a->lists);
  a->storage = xfs_malloc(m, (f->n + 1) * sizeof *a->storage);
  a->scratch = xfs_malloc(m, (f->n + 1) * sizeof *a->scratch);
  if (!a->lists || !a->storage || !a->scratch ||
      xf_applicator_apply_cost_model(a, NULL, NULL) != XF_OK) {
    xf_applicator_destroy(a);
    return NULL;
  }
  return a;
}

void xf_applicator_destroy(xf_applicator *a) {
  if (!a)
    return;
  const xf_frozen_patterns *f = a->frozen;
  xfs_mem *m = xfs_ctx_mem(f->ctx);
  xfs_free(m, a->lists, (f->ngroups + 1) * sizeof *a->lists);
  xfs_free(m, a->storage, (f->n + 1) * sizeof *a->storage);
  xfs_free(m, a->scratch, (f->n + 1) * sizeof *a->scratch);
  xfs_free(m, a, sizeof *a);
}

/* Stable merge sort of `v[0..n)` by benefit, highest first. */
static void sort_ranked(ranked *v, ranked *tmp, size_t n) {
  if (n < 2)
    return;
  size_t h = n / 2;
  sort_ranked(v, tmp, h);
  sort_ranked(v + h, tmp, n - h);
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n)
    tmp[k++] = v[j].benefit > v[i].benefit ? v[j++] : v[i++];
  while (i < h)
    tmp[k++] = v[i++];
  while (j < n)
    tmp[k++] = v[j++];
  memcpy(v, tmp, n * sizeof *v);
}

/* Ranks group `g` into `out` starting at `*used` in the storage. */
static void rank_group(xf_applicator *a, const xfr_group *g, app_list *out, size_t *used,
                       xf_cost_model model, void *user) {
  out->items = a->storage + *used;
  out->n = 0;
  for (size_t i = 0; i < g->n; i++) {
    const xf_pattern *p = g->patterns[i];
    if (p->benefit == XF_BENEFIT_IMPOSSIBLE)
      continue;
    unsigned b = model ? model(p, user) : p->benefit;
    if (b < XF_BENEFIT_IMPOSSIBLE)
      out->items[out->n++] = (ranked){p, b};
  }
  sort_ranked(out->items, a->scratch, out->n);
  *used += g->n;
}

xf_status xf_applicator_apply_cost_model(xf_applicator *a, xf_cost_model model, void *user) {
  const xf_frozen_patterns *f = a->frozen;
  size_t used = 0;
  for (size_t g = 0; g < f->ngroups; g++)
    rank_group(a, &f->groups[g], &a->lists[g], &used, model, user);
  rank_group(a, &f->any, &a->any, &used, model, user);
  return XF_OK;
}

/* The sorted op-specific list for `op`, or NULL. */
static const app_list *op_list(const xf_applicator *a, const xf_op *op) {
  size_t g = (size_t)(uintptr_t)xfs_ptrmap_get(&a->frozen->by_root, op->name);
  return g ? &a->lists[g - 1] : NULL;
}

/* Runs one attempt of `p` on `op`; true if it rewrote (and on_success
 * agreed). */
static bool attempt(const xf_pattern *p, xf_op *op, xf_rewriter *rw, const xf_apply_hooks *h) {
  if (h && h->can_apply && !h->can_apply(p, h->user))
    return false;
  xf_rewriter_set_insertion_point(rw, op);
  bool ok = p->match_and_rewrite(p, op, rw);
  if (ok && h && h->on_success && !h->on_success(p, h->user))
    ok = false;
  if (!ok && h && h->on_failure)
    h->on_failure(p, h->user);
  return ok;
}

bool xf_applicator_match_and_rewrite(xf_applicator *a, xf_op *op, xf_rewriter *rw,
                                     const xf_apply_hooks *hooks) {
  const app_list *ops = op_list(a, op);
  size_t oi = 0, on = ops ? ops->n : 0, ai = 0, an = a->any.n;
  while (oi < on || ai < an) {
    const xf_pattern *best = oi < on ? ops->items[oi].p : NULL;
    if (ai < an && (!best || best->benefit < a->any.items[ai].p->benefit)) {
      best = a->any.items[ai++].p;
    } else {
      oi++;
    }
    if (attempt(best, op, rw, hooks))
      return true;
  }
  return false;
}
