/* cse.c — common subexpression elimination (MLIR's CSE.cpp, as
 * eliminateCommonSubExpressions in LLVM 22) and the apply_dce algorithm.
 *
 * CSE walks the regions of the root op with a scoped hash table of "known"
 * ops.  A region with one block is one scope; a multi-block region with
 * SSA dominance is walked along its dominator tree, one scope per block;
 * other multi-block regions are skipped.  In a block, each op's regions are
 * simplified first (with a fresh table when the op might be
 * IsolatedFromAbove), then the op itself:
 *   - terminators are skipped; trivially dead ops are queued for erasure;
 *   - ops with a multi-block region are skipped;
 *   - ops with memory effects are only candidates if they just read: an
 *     equal known op in the same block with no possible writer in between
 *     replaces them, else they become the known one;
 *   - side-effect-free ops are replaced by an equal known op, else become
 *     known.
 * Equality is OperationEquivalence::isEquivalentTo ignoring locations:
 * name, properties, discardable attributes, operands (for Commutative ops
 * pairwise while they match, then the rest in any order), result types, and
 * regions compared block by block and op by op, values defined inside the
 * regions matched positionally.  Replacement notifies op_replaced_by_op,
 * rewires the uses (op_modified per use) and queues the op; queued ops are
 * erased at the very end, in queue order.  A kept op with loc(unknown)
 * takes the location of the op it replaces.
 */
#include <stdlib.h>

#include "rewrite.h"

/* ---------------------------------------------------------- equivalence */

typedef struct equiv {
  xf_context *ctx;
  xfs_ptrmap values;            /* lhs value -> rhs value */
  xfs_ptrmap blocks;            /* lhs block -> rhs block */
  bool nomem;
} equiv;

static void mark(equiv *e, xfs_ptrmap *m, const void *l, void *r) {
  if (!xfs_ptrmap_put(xfs_ctx_mem(e->ctx), m, l, r))
    e->nomem = true;
}

static bool ops_equal(equiv *e, xf_op *l, xf_op *r);

/* Maps block `lb` to `rb` (false if `lb` is already mapped elsewhere). */
static bool map_block(equiv *e, xf_block *lb, xf_block *rb) {
  xf_block *have = xfs_ptrmap_get(&e->blocks, lb);
  if (have)
    return have == rb;
  mark(e, &e->blocks, lb, rb);
  return true;
}

static bool blocks_equal(equiv *e, xf_block *lb, xf_block *rb) {
  if (lb->nargs != rb->nargs || !map_block(e, lb, rb))
    return false;
  for (uint32_t i = 0; i < lb->nargs; i++) {
    if (lb->args[i]->type != rb->args[i]->type)
      return false;
    mark(e, &e->values, lb->args[i], rb->args[i]);
  }
  xf_op *lo = lb->first, *ro = rb->first;
  for (; lo && ro; lo = lo->next, ro = ro->next) {
    if (!ops_equal(e, lo, ro))
      return false;
    for (uint32_t s = 0; s < lo->nsucc; s++)
      if (!map_block(e, xfi_op_succs(lo)[s], xfi_op_succs(ro)[s]))
        return false;
  }
  return !lo && !ro;
}

static bool regions_equal(equiv *e, xf_region *l, xf_region *r) {
  xf_block *lb = l->first, *rb = r->first;
  for (; lb && rb; lb = lb->next, rb = rb->next)
    if (!blocks_equal(e, lb, rb))
      return false;
  return !lb && !rb;
}

/* checkEquivalent: the same value, or values marked equivalent. */
static bool values_equal(equiv *e, xf_value *lv, xf_value *rv) {
  return lv == rv || (lv && xfs_ptrmap_get(&e->values, lv) == rv);
}

static int cmp_ptr(const void *a, const void *b) {
  uintptr_t x = (uintptr_t) * (void *const *)a, y = (uintptr_t) * (void *const *)b;
  return x < y ? -1 : x > y;
}

/* ValueEquivalenceCache::checkCommutativeEquivalent: operands pairwise
 * while they match; the rest must be the same values in some order. */
static bool commutative_operands_equal(equiv *e, xf_op *l, xf_op *r) {
  uint32_t i = 0;
  while (i < l->nops && values_equal(e, l->operands[i].value, r->operands[i].value))
    i++;
  if (i == l->nops)
    return true;
  size_t n = l->nops - i;
  xfs_mem *m = xfs_ctx_mem(e->ctx);
  xf_value **a = xfs_malloc(m, 2 * n * sizeof *a);
  if (!a) {
    e->nomem = true;
    return false;
  }
  for (size_t k = 0; k < n; k++) {
    a[k] = l->operands[i + k].value;
    a[n + k] = r->operands[i + k].value;
  }
  qsort(a, n, sizeof *a, cmp_ptr);
  qsort(a + n, n, sizeof *a, cmp_ptr);
  bool eq = memcmp(a, a + n, n * sizeof *a) == 0;
  xfs_free(m, a, 2 * n * sizeof *a);
  return eq;
}

static bool ops_equal(equiv *e, xf_op *l, xf_op *r) {
  if (l == r)
    return true;
  if (l->attrs != r->attrs || l->name != r->name || l->nreg != r->nreg ||
      l->nsucc != r->nsucc || l->nops != r->nops || l->nres != r->nres || l->props != r->props)
    return false;
  if (xfr_has_trait(l, XF_TRAIT_COMMUTATIVE)) {
    if (!commutative_operands_equal(e, l, r))
      return false;
  } else {
    for (uint32_t i = 0; i < l->nops; i++) {
      xf_value *lv = l->operands[i].value, *rv = r->operands[i].value;
      if (lv == rv)
        continue;
      if (!lv || !rv || lv->type != rv->type || xfs_ptrmap_get(&e->values, lv) != rv)
        return false;
    }
  }
  for (uint32_t i = 0; i < l->nres; i++) {
    if (xfi_op_results(l)[i].type != xfi_op_results(r)[i].type)
      return false;
    mark(e, &e->values, &xfi_op_results(l)[i], &xfi_op_results(r)[i]);
  }
  for (uint32_t i = 0; i < l->nreg; i++)
    if (!regions_equal(e, &xfi_op_regions(l)[i], &xfi_op_regions(r)[i]))
      return false;
  return true;
}

/* isEquivalentTo(lhs, rhs, IgnoreLocations). */
static bool equivalent(xf_op *l, xf_op *r, bool *nomem) {
  if (l == r)
    return true;
  equiv e = {xfi_op_ctx(l), {0}, {0}, false};
  bool eq = ops_equal(&e, l, r);
  xfs_ptrmap_free(xfs_ctx_mem(xfi_op_ctx(l)), &e.values);
  xfs_ptrmap_free(xfs_ctx_mem(xfi_op_ctx(l)), &e.blocks);
  if (e.nomem)
    *nomem = true;
  return eq && !e.nomem;
}

/* The hash of the parts equality compares directly (no regions, no
 * locations). */
static uint32_t op_hash(const xf_op *op) {
  uint32_t h = xfs_hash_mix(0, (uintptr_t)op->name);
  h = xfs_hash_mix(h, (uintptr_t)op->props);
  h = xfs_hash_mix(h, (uintptr_t)op->attrs);
  for (uint32_t i = 0; i < op->nres; i++)
    h = xfs_hash_mix(h, (uintptr_t)xfi_op_results(op)[i].type);
  if (xfr_has_trait(op, XF_TRAIT_COMMUTATIVE) && op->nops) {
    uint32_t sum = 0; /* order-independent, as MLIR sums operand hashes */
    for (uint32_t i = 0; i < op->nops; i++)
      sum += xfs_hash_mix(0, (uintptr_t)op->operands[i].value);
    return xfs_hash_mix(h, sum);
  }
  for (uint32_t i = 0; i < op->nops; i++)
    h = xfs_hash_mix(h, (uintptr_t)op->operands[i].value);
  return h;
}

/* ---------------------------------------------------- scoped hash table */

typedef struct known_entry {
  xf_op *op;
  uint32_t hash;
  uint32_t next;                /* previous head of its bucket (index + 1) */
} known_entry;

/* A scoped table: entries form a stack; buckets chain the newest first, so
 * popping entries restores the table of the enclosing scope. */
typedef struct known_table {
  xfs_vec entries;              /* known_entry */
  uint32_t *buckets;            /* head entry index + 1, or 0 */
  size_t nbuckets;
} known_table;

typedef struct cse {
  xf_context *ctx;
  xf_rewriter *rw;
  xfs_vec to_erase;             /* xf_op*, in order */
  bool nomem;
} cse;

static void table_free(cse *c, known_table *t) {
  xfs_mem *m = xfs_ctx_mem(c->ctx);
  xfs_vec_free(m, &t->entries, sizeof(known_entry));
  xfs_free(m, t->buckets, t->nbuckets * sizeof *t->buckets);
}

/* Relinks every entry into `nbuckets` fresh buckets, oldest first. */
static bool table_rehash(cse *c, known_table *t, size_t nbuckets) {
  uint32_t *b = xfs_calloc(xfs_ctx_mem(c->ctx), nbuckets * sizeof *b);
  if (!b)
    return false;
  xfs_free(xfs_ctx_mem(c->ctx), t->buckets, t->nbuckets * sizeof *t->buckets);
  t->buckets = b;
  t->nbuckets = nbuckets;
  for (size_t i = 0; i < t->entries.len; i++) {
    known_entry *e = &XFS_VEC_AT(&t->entries, known_entry, i);
    size_t k = e->hash & (nbuckets - 1);
    e->next = b[k];
    b[k] = (uint32_t)(i + 1);
  }
  return true;
}

static void table_insert(cse *c, known_table *t, xf_op *op) {
  if (t->entries.len + 1 > t->nbuckets &&
      !table_rehash(c, t, t->nbuckets ? t->nbuckets * 2 : 64)) {
    c->nomem = true;
    return;
  }
  known_entry e = {op, op_hash(op), 0};
  size_t k = e.hash & (t->nbuckets - 1);
  e.next = t->buckets[k];
  if (!XFS_VEC_PUSH(xfs_ctx_mem(c->ctx), &t->entries, known_entry, e)) {
    c->nomem = true;
    return;
  }
  t->buckets[k] = (uint32_t)t->entries.len;
}

/* Pops entries down to `mark` (closing a scope). */
static void table_pop(known_table *t, size_t mark) {
  while (t->entries.len > mark) {
    known_entry *e = &XFS_VEC_AT(&t->entries, known_entry, t->entries.len - 1);
    t->buckets[e->hash & (t->nbuckets - 1)] = e->next;
    t->entries.len--;
  }
}

/* The newest known op equivalent to `op`, or NULL. */
static xf_op *table_lookup(cse *c, known_table *t, xf_op *op) {
  if (!t->nbuckets)
    return NULL;
  uint32_t h = op_hash(op);
  for (uint32_t i = t->buckets[h & (t->nbuckets - 1)]; i;) {
    known_entry *e = &XFS_VEC_AT(&t->entries, known_entry, i - 1);
    if (e->hash == h && equivalent(e->op, op, &c->nomem))
      return e->op;
    i = e->next;
  }
  return NULL;
}

/* ------------------------------------------------------------ dominance */

/* hasSSADominance: false for graph regions. */
static bool ssa_dominance(const xf_region *r) {
  return !xfr_has_trait(r->op, XF_TRAIT_GRAPH_REGION);
}

/* The dominator tree of a multi-block region: blocks in DFS preorder from
 * the entry (successors in order), each with its immediate dominator. */
typedef struct domtree {
  xf_block **order;             /* n reachable blocks, preorder */
  uint32_t *idom;               /* preorder index of the idom (root: itself) */
  size_t n;
  xfs_ptrmap index;             /* block -> preorder index + 1 */
} domtree;

/* Preorder numbering (LLVM's runDFS: a stack, successors popped in order). */
static bool dt_number(cse *c, domtree *d, xf_region *r, uint32_t **parent) {
  xfs_mem *m = xfs_ctx_mem(c->ctx);
  xfs_vec stack = {0}, par = {0};
  d->order = xfs_malloc(m, r->nblocks * sizeof *d->order);
  *parent = xfs_malloc(m, r->nblocks * sizeof **parent);
  bool ok = d->order && *parent && XFS_VEC_PUSH(m, &stack, xf_block *, r->first) &&
            XFS_VEC_PUSH(m, &par, uint32_t, 0);
  while (ok && stack.len) {
    xf_block *b = XFS_VEC_AT(&stack, xf_block *, --stack.len);
    uint32_t p = XFS_VEC_AT(&par, uint32_t, --par.len);
    if (xfs_ptrmap_get(&d->index, b))
      continue;
    (*parent)[d->n] = p;
    d->order[d->n++] = b;
    ok = xfs_ptrmap_put(m, &d->index, b, (void *)(uintptr_t)d->n);
    for (size_t i = xfr_block_num_succs(b); ok && i-- > 0;) {
      xf_block *s = xfr_block_succ(b, i);
      if (s && s->region == r && !xfs_ptrmap_get(&d->index, s))
        ok = XFS_VEC_PUSH(m, &stack, xf_block *, s) &&
             XFS_VEC_PUSH(m, &par, uint32_t, (uint32_t)(d->n - 1));
    }
  }
  xfs_vec_free(m, &stack, sizeof(xf_block *));
  xfs_vec_free(m, &par, sizeof(uint32_t));
  return ok;
}

/* Intersects two dominator chains (Cooper-Harvey-Kennedy, on preorder
 * numbers, which decrease towards the root along idom links). */
static uint32_t dt_intersect(const domtree *d, uint32_t a, uint32_t b) {
  while (a != b) {
    while (a > b)
      a = d->idom[a];
    while (b > a)
      b = d->idom[b];
  }
  return a;
}

/* Iterates idom[b] = intersection over processed predecessors to a fixpoint.
 * Predecessors are found by scanning every block's successors. */
static void dt_solve(domtree *d) {
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t i = 1; i < d->n; i++) {
      uint32_t nidom = UINT32_MAX;
      for (size_t j = 0; j < d->n; j++) {
        xf_block *p = d->order[j];
        for (size_t s = 0; s < xfr_block_num_succs(p); s++)
          if (xfr_block_succ(p, s) == d->order[i] && d->idom[j] != UINT32_MAX)
            nidom = nidom == UINT32_MAX ? (uint32_t)j : dt_intersect(d, (uint32_t)j, nidom);
      }
      if (nidom != d->idom[i]) {
        d->idom[i] = nidom;
        changed = true;
      }
    }
  }
}

static bool dt_build(cse *c, domtree *d, xf_region *r) {
  xfs_mem *m = xfs_ctx_mem(c->ctx);
  memset(d, 0, sizeof *d);
  uint32_t *parent = NULL;
  bool ok = dt_number(c, d, r, &parent);
  d->idom = ok ? xfs_malloc(m, d->n * sizeof *d->idom) : NULL;
  if (d->idom) {
    d->idom[0] = 0;
    for (size_t i = 1; i < d->n; i++)
      d->idom[i] = parent[i]; /* a DFS parent is a safe starting point */
    dt_solve(d);
  }
  xfs_free(m, parent, r->nblocks * sizeof *parent);
  return ok && d->idom;
}

static void dt_free(cse *c, domtree *d, xf_region *r) {
  xfs_mem *m = xfs_ctx_mem(c->ctx);
  xfs_free(m, d->order, r->nblocks * sizeof *d->order);
  xfs_free(m, d->idom, d->n * sizeof *d->idom);
  xfs_ptrmap_free(m, &d->index);
}

/* ---------------------------------------------------------------- driver */

static void simplify_region(cse *c, known_table *t, xf_region *r);

/* Is there an op strictly between `from` and `to` (same block) that may
 * write, or whose effects are unknown? */
static bool writer_between(xf_op *from, xf_op *to) {
  for (xf_op *o = from->next; o && o != to; o = o->next) {
    unsigned bits;
    if (!xfr_effects_recursively(o, &bits) || (bits & XF_EFFECT_WRITE))
      return true;
  }
  return false;
}

typedef struct visit_pred {
  cse *c;
  known_table *t;
} visit_pred;

/* CSE's `wasVisited` test for graph regions: the user has no known
 * equivalent. */
static bool not_known(xf_use *u, void *user) {
  visit_pred *v = user;
  return table_lookup(v->c, v->t, u->owner) == NULL;
}

static bool all_uses_not_known(visit_pred *v, xf_value *val) {
  for (xf_use *u = val->uses; u; u = u->next)
    if (!not_known(u, v))
      return false;
  return true;
}

static void replace_and_queue(cse *c, known_table *t, xf_op *op, xf_op *existing, bool ssa) {
  xf_rewriter *rw = c->rw;
  if (ssa) {
    xf_notify_op_replaced_by_op(rw->listener, op, existing);
    for (uint32_t i = 0; i < op->nres; i++)
      xf_rewriter_replace_all_uses_with(rw, &xfi_op_results(op)[i], &xfi_op_results(existing)[i]);
  } else {
    visit_pred v = {c, t};
    for (uint32_t i = 0; i < op->nres; i++)
      if (all_uses_not_known(&v, &xfi_op_results(op)[i]))
        xf_notify_op_replaced_by_op(rw->listener, op, existing);
    for (uint32_t i = 0; i < op->nres; i++)
      xf_rewriter_replace_uses_with_if(rw, &xfi_op_results(op)[i], &xfi_op_results(existing)[i], not_known, &v,
                                       NULL);
  }
  bool used = false;
  for (uint32_t i = 0; i < op->nres; i++)
    used |= xfi_op_results(op)[i].uses != NULL;
  if (!used && !XFS_VEC_PUSH(xfs_ctx_mem(c->ctx), &c->to_erase, xf_op *, op))
    c->nomem = true;
  if (xfi_op_loc(existing)->kind == XF_ATTR_LOC_UNKNOWN && xfi_op_loc(op)->kind != XF_ATTR_LOC_UNKNOWN)
    existing->locw = op->locw;
}

static bool all_regions_single_block(const xf_op *op) {
  for (uint32_t r = 0; r < op->nreg; r++)
    if (xfi_op_regions(op)[r].nblocks > 1)
      return false;
  return true;
}

/* Read-only ops: merged with a known equal op of the same block when no
 * writer sits in between; else they become the known one. */
static bool simplify_reader(cse *c, known_table *t, xf_op *op, bool ssa) {
  unsigned bits;
  if (!xfr_op_effects(op, &bits) || (bits & ~(unsigned)XF_EFFECT_READ) || !bits)
    return false;
  xf_op *existing = table_lookup(c, t, op);
  if (existing && existing->block == op->block && !writer_between(existing, op)) {
    replace_and_queue(c, t, op, existing, ssa);
    return true;
  }
  table_insert(c, t, op);
  return false;
}

static bool simplify_op(cse *c, known_table *t, xf_op *op, bool ssa) {
  if (xfr_has_trait(op, XF_TRAIT_TERMINATOR))
    return false;
  if (xf_op_is_trivially_dead(op)) {
    if (!XFS_VEC_PUSH(xfs_ctx_mem(c->ctx), &c->to_erase, xf_op *, op))
      c->nomem = true;
    return true;
  }
  if (!all_regions_single_block(op))
    return false;
  if (!xf_op_is_memory_effect_free(op))
    return simplify_reader(c, t, op, ssa);
  xf_op *existing = table_lookup(c, t, op);
  if (existing) {
    replace_and_queue(c, t, op, existing, ssa);
    return true;
  }
  table_insert(c, t, op);
  return false;
}

static void simplify_block(cse *c, known_table *t, xf_block *b, bool ssa) {
  for (xf_op *op = b->first; op && !c->nomem; op = op->next) {
    if (op->nreg && xfr_might_be_isolated(op)) {
      known_table nested = {0};
      for (uint32_t r = 0; r < op->nreg; r++)
        simplify_region(c, &nested, &xfi_op_regions(op)[r]);
      table_free(c, &nested);
    } else {
      for (uint32_t r = 0; r < op->nreg; r++)
        simplify_region(c, t, &xfi_op_regions(op)[r]);
    }
    simplify_op(c, t, op, ssa);
  }
}

/* Walks the dominator tree of a multi-block region, one scope per node. */
static void simplify_cfg(cse *c, known_table *t, xf_region *r) {
  domtree d;
  if (!dt_build(c, &d, r)) {
    c->nomem = true;
    dt_free(c, &d, r);
    return;
  }
  xfs_mem *m = xfs_ctx_mem(c->ctx);
  typedef struct frame { size_t node, next_child, mark; } frame;
  xfs_vec stack = {0};
  if (!XFS_VEC_PUSH(m, &stack, frame, ((frame){0, 1, t->entries.len})))
    c->nomem = true;
  else
    simplify_block(c, t, d.order[0], true);
  while (stack.len && !c->nomem) {
    frame *f = &XFS_VEC_AT(&stack, frame, stack.len - 1);
    while (f->next_child < d.n && d.idom[f->next_child] != f->node)
      f->next_child++;
    if (f->next_child >= d.n) {
      table_pop(t, f->mark);
      stack.len--;
      continue;
    }
    size_t child = f->next_child++;
    if (!XFS_VEC_PUSH(m, &stack, frame, ((frame){child, child + 1, t->entries.len}))) {
      c->nomem = true;
      break;
    }
    simplify_block(c, t, d.order[child], true);
  }
  xfs_vec_free(m, &stack, sizeof(frame));
  dt_free(c, &d, r);
}

static void simplify_region(cse *c, known_table *t, xf_region *r) {
  if (!r->first)
    return;
  bool ssa = ssa_dominance(r);
  if (r->nblocks == 1) {
    size_t mark = t->entries.len;
    simplify_block(c, t, r->first, ssa);
    table_pop(t, mark);
    return;
  }
  if (ssa)
    simplify_cfg(c, t, r);
}

xf_status xf_cse(xf_op *op, xf_rewriter *rw, bool *changed) {
  xf_rewriter own;
  if (!rw) {
    xf_rewriter_init(&own, xfi_op_ctx(op), NULL);
    rw = &own;
  }
  cse c = {xfi_op_ctx(op), rw, {0}, false};
  known_table t = {0};
  for (uint32_t r = 0; r < op->nreg && !c.nomem; r++)
    simplify_region(&c, &t, &xfi_op_regions(op)[r]);
  table_free(&c, &t);
  for (size_t i = 0; i < c.to_erase.len; i++)
    xf_rewriter_erase_op(rw, XFS_VEC_AT(&c.to_erase, xf_op *, i));
  if (changed)
    *changed = c.to_erase.len > 0;
  xfs_vec_free(xfs_ctx_mem(xfi_op_ctx(op)), &c.to_erase, sizeof(xf_op *));
  return c.nomem ? XF_NOMEM : XF_OK;
}

/* ------------------------------------------------------------------ DCE */

typedef struct dce {
  xf_op *target;
  xf_rewriter *rw;
  xfs_vec work;                 /* xf_op* worklist (a set: no duplicates) */
  xfs_ptrmap in_work;           /* op -> non-NULL while in `work` */
  bool changed, nomem;
} dce;

static void work_add(dce *d, xf_op *op) {
  if (xfs_ptrmap_get(&d->in_work, op))
    return;
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(op));
  if (!xfs_ptrmap_put(m, &d->in_work, op, op) || !XFS_VEC_PUSH(m, &d->work, xf_op *, op))
    d->nomem = true;
}

/* Queues the producers (inside the target) of every operand of `op` and of
 * the ops nested in it. */
static xf_walk_result add_producers(xf_op *op, void *user) {
  dce *d = user;
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_value *v = op->operands[i].value;
    if (v && v->op && v->op != d->target && xf_op_is_ancestor(d->target, v->op))
      work_add(d, v->op);
  }
  return XF_WALK_ADVANCE;
}

/* Drops `op` and the ops nested in it from the worklist. */
static xf_walk_result unqueue(xf_op *op, void *user) {
  dce *d = user;
  if (!xfs_ptrmap_get(&d->in_work, op))
    return XF_WALK_ADVANCE;
  (void)xfs_ptrmap_put(xfs_ctx_mem(xfi_op_ctx(op)), &d->in_work, op, NULL);
  for (size_t i = 0; i < d->work.len; i++)
    if (XFS_VEC_AT(&d->work, xf_op *, i) == op) {
      memmove(&XFS_VEC_AT(&d->work, xf_op *, i), &XFS_VEC_AT(&d->work, xf_op *, i + 1),
              (d->work.len - i - 1) * sizeof(xf_op *));
      d->work.len--;
      break;
    }
  return XF_WALK_ADVANCE;
}

static void dce_erase(dce *d, xf_op *op) {
  (void)xf_walk(op, XF_PRE_ORDER, add_producers, d);
  (void)xf_walk(op, XF_PRE_ORDER, unqueue, d);
  xf_rewriter_erase_op(d->rw, op);
  d->changed = true;
}

static xf_walk_result initial_visit(xf_op *op, void *user) {
  dce *d = user;
  if (op != d->target && xf_op_is_trivially_dead(op))
    dce_erase(d, op);
  return XF_WALK_ADVANCE;
}

xf_status xf_dce(xf_op *op, xf_rewriter *rw, bool *changed) {
  xf_rewriter own;
  if (!rw) {
    xf_rewriter_init(&own, xfi_op_ctx(op), NULL);
    rw = &own;
  }
  dce d = {op, rw, {0}, {0}, false, false};
  (void)xf_walk(op, XF_POST_ORDER, initial_visit, &d);
  while (d.work.len) {
    xf_op *o = XFS_VEC_AT(&d.work, xf_op *, --d.work.len);
    (void)xfs_ptrmap_put(xfs_ctx_mem(xfi_op_ctx(op)), &d.in_work, o, NULL);
    if (xf_op_is_trivially_dead(o))
      dce_erase(&d, o);
  }
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(op));
  xfs_vec_free(m, &d.work, sizeof(xf_op *));
  xfs_ptrmap_free(m, &d.in_work);
  if (changed)
    *changed = d.changed;
  return d.nomem ? XF_NOMEM : XF_OK;
}
