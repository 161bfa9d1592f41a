/* dominance.c — dominator trees of multi-block regions and the dominance
 * queries the verifier (and later passes) ask.
 *
 * Algorithm: for a multi-block region, blocks are indexed in region order
 * (entry = 0) and the CFG edges are the successors of each block's last op.
 * An iterative depth-first search from the entry gives a postorder; the
 * immediate dominators follow from Cooper, Harvey and Kennedy's iterative
 * algorithm ("A Simple, Fast Dominance Algorithm"): visit blocks in reverse
 * postorder, intersect the dominators of processed predecessors by walking
 * up postorder numbers, repeat until nothing changes.  A second iterative
 * search over the dominator tree numbers each block on entry and exit, so
 * "a dominates b" is two integer compares.  Blocks not reachable from the
 * entry get number 0: as in LLVM's DominatorTree, an unreachable block is
 * dominated by every block and dominates none.
 *
 * Positions of ops inside a block (for "defined before the use" in one
 * block) are numbered once per block, on the first query that needs them,
 * so checking a block of n ops costs O(n), not O(n^2).
 *
 * Everything here is iterative: no recursion over regions or blocks.
 */
#include "dominance.h"

/* The dominator tree of one multi-block region. */
typedef struct xfi_domtree {
  uint32_t n;            /* blocks in the region */
  uint32_t *pre;         /* per block index: dom-tree entry number, 0 = unreachable */
  uint32_t *post;        /* per block index: dom-tree exit number */
} xfi_domtree;

/* Scratch arrays of one tree construction (all indexed by block index,
 * except `order`, indexed by postorder number). */
typedef struct build {
  uint32_t n;            /* blocks */
  xf_block **blocks;     /* region order */
  uint32_t *succ_start;  /* CSR successors: succ[succ_start[b] .. succ_start[b+1]) */
  uint32_t *succ;
  uint32_t *po;          /* postorder number + 1; 0 = unreachable */
  uint32_t *order;       /* postorder number -> block */
  uint32_t nreach;       /* reachable blocks */
  uint32_t *pred_start;  /* CSR predecessors (reachable edges only) */
  uint32_t *pred;
  uint32_t *idom;        /* immediate dominator; UINT32_MAX = not yet known */
} build;

void xfi_dom_init(xfi_dominance *d, xf_context *ctx) {
  memset(d, 0, sizeof *d);
  d->ctx = ctx;
  xfi_lock(ctx);
  d->epoch = ++ctx->dom_epoch;
  if (!d->epoch) /* wrapped: 0 would match never-numbered blocks */
    d->epoch = ++ctx->dom_epoch;
  xfi_unlock(ctx);
  xfs_arena_init(&d->arena, xfs_ctx_mem(ctx));
}

void xfi_dom_free(xfi_dominance *d) {
  xfs_mem *m = xfs_ctx_mem(d->ctx);
  xfs_ptrmap_free(m, &d->trees);
  xfs_ptrmap_free(m, &d->block_idx);
  xfs_arena_free(&d->arena);
}

bool xfi_region_has_ssa_dominance(const xf_region *r) {
  if (r->nblocks > 1)
    return true;
  const xf_op *op = r->op;
  if (!op)
    return true;
  return op->info && !(op->info->traits & XF_TRAIT_GRAPH_REGION);
}

xf_op *xfi_ancestor_in_region(const xf_region *r, xf_op *op) {
  while (op && op->block) {
    xf_region *opr = op->block->region;
    if (opr == r)
      return op;
    op = opr ? opr->op : NULL;
  }
  return NULL;
}

bool xfi_region_is_proper_ancestor(const xf_region *anc, const xf_region *r) {
  while (r && r->op && r->op->block) {
    r = r->op->block->region;
    if (r == anc)
      return true;
  }
  return false;
}

/* ------------------------------------------------------------ building */

/* Allocates `n` zeroed uint32_t from the arena (at least one). */
static uint32_t *u32s(xfi_dominance *d, size_t n) {
  return xfs_arena_zalloc(&d->arena, (n ? n : 1) * sizeof(uint32_t));
}

/* The index of `b` in its region, recorded by index_blocks. */
static uint32_t block_index(xfi_dominance *d, const xf_block *b) {
  return (uint32_t)(uintptr_t)xfs_ptrmap_get(&d->block_idx, b) - 1;
}

/* Indexes the blocks of `r` and collects the successor edges of each
 * block's terminator that stay inside `r`. */
static bool collect_edges(xfi_dominance *d, const xf_region *r, build *g) {
  xfs_mem *m = xfs_ctx_mem(d->ctx);
  g->n = r->nblocks;
  g->blocks = xfs_arena_alloc(&d->arena, g->n * sizeof *g->blocks);
  g->succ_start = u32s(d, g->n + 1);
  if (!g->blocks || !g->succ_start)
    return false;
  uint32_t i = 0, nedges = 0;
  for (xf_block *b = r->first; b; b = b->next, i++) {
    g->blocks[i] = b;
    if (!xfs_ptrmap_put(m, &d->block_idx, b, (void *)(uintptr_t)(i + 1)))
      return false;
    nedges += b->last ? b->last->nsucc : 0;
  }
  g->succ = u32s(d, nedges);
  if (!g->succ)
    return false;
  uint32_t k = 0;
  for (i = 0; i < g->n; i++) {
    g->succ_start[i] = k;
    const xf_op *t = g->blocks[i]->last;
    for (uint32_t s = 0; t && s < t->nsucc; s++)
      if (xfi_op_succs(t)[s] && xfi_op_succs(t)[s]->region == r)
        g->succ[k++] = block_index(d, xfi_op_succs(t)[s]);
  }
  g->succ_start[g->n] = k;
  return true;
}

/* Iterative depth-first search from the entry: postorder numbers. */
static bool number_postorder(xfi_dominance *d, build *g) {
  uint32_t *stack = u32s(d, g->n), *next = u32s(d, g->n);
  g->po = u32s(d, g->n);
  g->order = u32s(d, g->n);
  bool *seen = xfs_arena_zalloc(&d->arena, g->n);
  if (!stack || !next || !g->po || !g->order || !seen)
    return false;
  uint32_t sp = 0, count = 0;
  stack[sp++] = 0;
  seen[0] = true;
  while (sp) {
    uint32_t b = stack[sp - 1];
    uint32_t e = g->succ_start[b] + next[b];
    if (e < g->succ_start[b + 1]) {
      next[b]++;
      uint32_t s = g->succ[e];
      if (!seen[s]) {
        seen[s] = true;
        stack[sp++] = s;
      }
      continue;
    }
    sp--;
    g->order[count] = b;
    g->po[b] = ++count;
  }
  g->nreach = count;
  return true;
}

/* Predecessor lists restricted to reachable blocks (CSR). */
static bool collect_preds(xfi_dominance *d, build *g) {
  g->pred_start = u32s(d, g->n + 1);
  uint32_t *fill = u32s(d, g->n);
  g->pred = u32s(d, g->succ_start[g->n]);
  if (!g->pred_start || !fill || !g->pred)
    return false;
  for (uint32_t b = 0; b < g->n; b++)
    for (uint32_t e = g->succ_start[b]; g->po[b] && e < g->succ_start[b + 1]; e++)
      g->pred_start[g->succ[e] + 1]++;
  for (uint32_t b = 0; b < g->n; b++)
    g->pred_start[b + 1] += g->pred_start[b];
  for (uint32_t b = 0; b < g->n; b++)
    for (uint32_t e = g->succ_start[b]; g->po[b] && e < g->succ_start[b + 1]; e++) {
      uint32_t s = g->succ[e];
      g->pred[g->pred_start[s] + fill[s]++] = b;
    }
  return true;
}

/* The nearest common dominator of `a` and `b` (Cooper-Harvey-Kennedy's
 * "intersect": climb whichever finger has the lower postorder number). */
static uint32_t intersect(const build *g, uint32_t a, uint32_t b) {
  while (a != b) {
    while (g->po[a] < g->po[b])
      a = g->idom[a];
    while (g->po[b] < g->po[a])
      b = g->idom[b];
  }
  return a;
}

/* Immediate dominators of the reachable blocks, iterated to a fixpoint in
 * reverse postorder. */
static bool compute_idoms(xfi_dominance *d, build *g) {
  g->idom = u32s(d, g->n);
  if (!g->idom)
    return false;
  for (uint32_t b = 0; b < g->n; b++)
    g->idom[b] = UINT32_MAX;
  g->idom[0] = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t k = g->nreach - 1; k-- > 0;) {  /* reverse postorder, entry excluded */
      uint32_t b = g->order[k], nid = UINT32_MAX;
      for (uint32_t e = g->pred_start[b]; e < g->pred_start[b + 1]; e++) {
        uint32_t p = g->pred[e];
        if (g->idom[p] == UINT32_MAX)
          continue;
        nid = nid == UINT32_MAX ? p : intersect(g, p, nid);
      }
      if (nid != g->idom[b]) {
        g->idom[b] = nid;
        changed = true;
      }
    }
  }
  return true;
}

/* Numbers the dominator tree depth-first (entry and exit numbers), with
 * an explicit stack over first-child/next-sibling links. */
static bool number_tree(xfi_dominance *d, const build *g, xfi_domtree *t) {
  uint32_t *child = u32s(d, g->n), *sib = u32s(d, g->n), *stack = u32s(d, g->n);
  if (!child || !sib || !stack)
    return false;
  /* Links are index + 1; 0 ends a list.  Built in reverse so children keep
   * region order (not needed for correctness, only for determinism). */
  for (uint32_t b = g->n; b-- > 1;) {
    if (!g->po[b])
      continue;
    uint32_t p = g->idom[b];
    sib[b] = child[p];
    child[p] = b + 1;
  }
  uint32_t sp = 0, clock = 0;
  stack[sp++] = 0;
  t->pre[0] = ++clock;
  while (sp) {
    uint32_t b = stack[sp - 1];
    uint32_t c = child[b];
    if (c) {
      child[b] = sib[c - 1];  /* consume the child */
      t->pre[c - 1] = ++clock;
      stack[sp++] = c - 1;
      continue;
    }
    t->post[b] = ++clock;
    sp--;
  }
  return true;
}

/* Builds the dominator tree of multi-block region `r`. */
static xfi_domtree *build_tree(xfi_dominance *d, const xf_region *r) {
  build g;
  memset(&g, 0, sizeof g);
  xfi_domtree *t = xfs_arena_zalloc(&d->arena, sizeof *t);
  if (!t || !collect_edges(d, r, &g) || !number_postorder(d, &g) || !collect_preds(d, &g) ||
      !compute_idoms(d, &g))
    return NULL;
  t->n = g.n;
  t->pre = u32s(d, g.n);
  t->post = u32s(d, g.n);
  if (!t->pre || !t->post || !number_tree(d, &g, t))
    return NULL;
  if (!xfs_ptrmap_put(xfs_ctx_mem(d->ctx), &d->trees, r, t))
    return NULL;
  return t;
}

/* The cached tree of `r`, built on first use; NULL on allocation failure. */
static xfi_domtree *tree_of(xfi_dominance *d, const xf_region *r) {
  xfi_domtree *t = xfs_ptrmap_get(&d->trees, r);
  return t ? t : build_tree(d, r);
}

/* ------------------------------------------------------------- queries */

xf_status xfi_dom_reachable(xfi_dominance *d, xf_block *b, bool *out) {
  *out = true;
  if (!b->region || b->region->first == b)
    return XF_OK;
  xfi_domtree *t = tree_of(d, b->region);
  if (!t)
    return XF_NOMEM;
  *out = t->pre[block_index(d, b)] != 0;
  return XF_OK;
}

/* Does block `a` properly dominate block `b`, two different blocks of one
 * region?  An unreachable `b` is dominated by anything. */
static xf_status block_dominates(xfi_dominance *d, xf_block *a, xf_block *b, bool *out) {
  xfi_domtree *t = tree_of(d, a->region);
  if (!t)
    return XF_NOMEM;
  uint32_t ia = block_index(d, a), ib = block_index(d, b);
  if (!t->pre[ib])
    *out = true;
  else if (!t->pre[ia])
    *out = false;
  else
    *out = t->pre[ia] <= t->pre[ib] && t->post[ib] <= t->post[ia];
  return XF_OK;
}

/* The position of `op` in its block (from 1), numbering the block on first
 * use by this cache. */
static uint32_t op_position(xfi_dominance *d, xf_op *op) {
  xf_block *b = op->block;
  if (b->order_epoch != d->epoch) {
    uint32_t pos = 0;
    for (xf_op *o = b->first; o; o = o->next)
      o->order = ++pos;
    b->order_epoch = d->epoch;
  }
  return op->order;
}

/* Block argument of `ab`: dominates `user` when the user's ancestor in
 * the argument's region sits in `ab` or in a block `ab` dominates. */
static xf_status arg_dominates(xfi_dominance *d, xf_block *ab, xf_op *user, bool *out) {
  *out = ab == user->block;
  if (*out || !ab->region)
    return XF_OK;
  xf_op *anc = xfi_ancestor_in_region(ab->region, user);
  if (!anc)
    return XF_OK;
  *out = true;
  if (anc->block == ab)
    return XF_OK;
  return block_dominates(d, ab, anc->block, out);
}

/* Result of op `def`: dominates `user` when, brought into `def`'s region,
 * the user comes later in the same block (any order in a graph region;
 * never when `def` encloses the user, except in a graph region) or in a
 * block that `def`'s block properly dominates. */
static xf_status result_dominates(xfi_dominance *d, xf_op *def, xf_op *user, bool *out) {
  *out = false;
  xf_region *r = def->block ? def->block->region : NULL;
  xf_op *u = r ? xfi_ancestor_in_region(r, user) : NULL;
  if (!u)
    return XF_OK;
  if (u->block != def->block)
    return block_dominates(d, def->block, u->block, out);
  if (!xfi_region_has_ssa_dominance(r)) {
    *out = true;
    return XF_OK;
  }
  if (u == def)
    return XF_OK;
  *out = op_position(d, def) < op_position(d, u);
  return XF_OK;
}

xf_status xfi_dom_value_dominates(xfi_dominance *d, xf_value *v, xf_op *user, bool *out) {
  if (!v->op)
    return arg_dominates(d, xfi_value_block(v), user, out);
  return result_dominates(d, v->op, user, out);
}
