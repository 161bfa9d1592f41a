/* simplify.c — region simplification run by the greedy driver after each
 * worklist pass (MLIR's RegionUtils.cpp: eraseUnreachableBlocks and
 * runRegionDCE).
 *
 * eraseUnreachableBlocks: in every multi-block region (nested ones too),
 * blocks not reachable from the entry block through terminator successors
 * are erased through the rewriter; single-block regions only pass their
 * nested regions on.
 *
 * runRegionDCE: a liveness fixpoint.  An op is live if it is a terminator
 * or not trivially removable (wouldOpBeTriviallyDead false), or if one of
 * its results has a live user; values are visited uses-before-defs (blocks
 * in post-order from the entry, ops in reverse).  Dead ops are then erased
 * (users first), the live ones recursed into.  Successor operands and block
 * arguments are only removed for branch ops with BranchOpInterface, which
 * xform does not model, so every successor block argument stays live.
 * mergeIdenticalBlocks / dropRedundantArguments (Aggressive level) need the
 * same interface and are not modelled either.
 */
#include "rewrite.h"

size_t xfr_block_num_succs(const xf_block *b) { return b->last ? b->last->nsucc : 0; }
xf_block *xfr_block_succ(const xf_block *b, size_t i) { return xfi_op_succs(b->last)[i]; }

/* --------------------------------------------------- unreachable blocks */

/* Marks the blocks reachable from the entry of `r` in `seen`. */
static bool mark_reachable(xf_context *ctx, xf_region *r, xfs_ptrmap *seen) {
  xfs_mem *m = xfs_ctx_mem(ctx);
  xfs_vec stack = {0};
  bool ok = xfs_ptrmap_put(m, seen, r->first, r->first) &&
            XFS_VEC_PUSH(m, &stack, xf_block *, r->first);
  while (ok && stack.len) {
    xf_block *b = XFS_VEC_AT(&stack, xf_block *, --stack.len);
    for (size_t i = 0; ok && i < xfr_block_num_succs(b); i++) {
      xf_block *s = xfr_block_succ(b, i);
      if (s && s->region == r && !xfs_ptrmap_get(seen, s))
        ok = xfs_ptrmap_put(m, seen, s, s) && XFS_VEC_PUSH(m, &stack, xf_block *, s);
    }
  }
  xfs_vec_free(m, &stack, sizeof(xf_block *));
  return ok;
}

/* Drops the uses of every value defined in `b` (arguments, results of its
 * ops and of nested ops), so it can be erased whatever refers to it. */
static void drop_defined_uses(xf_block *b) {
  for (uint32_t i = 0; i < b->nargs; i++)
    xf_value_drop_uses(b->args[i]);
  for (xf_op *o = b->first; o; o = o->next) {
    for (uint32_t i = 0; i < o->nres; i++)
      xf_value_drop_uses(&xfi_op_results(o)[i]);
    for (uint32_t r = 0; r < o->nreg; r++)
      for (xf_block *nb = xfi_op_regions(o)[r].first; nb; nb = nb->next)
        drop_defined_uses(nb);
  }
}

/* Pushes the regions of the ops of `b` on `work`. */
static bool push_nested(xf_context *ctx, xf_block *b, xfs_vec *work) {
  for (xf_op *o = b->first; o; o = o->next)
    for (uint32_t r = 0; r < o->nreg; r++)
      if (!XFS_VEC_PUSH(xfs_ctx_mem(ctx), work, xf_region *, &xfi_op_regions(o)[r]))
        return false;
  return true;
}

bool xfr_erase_unreachable_blocks(xf_rewriter *rw, xf_region *region) {
  xfs_mem *m = xfs_ctx_mem(rw->ctx);
  xfs_vec work = {0};
  bool erased = false, ok = XFS_VEC_PUSH(m, &work, xf_region *, region);
  while (ok && work.len) {
    xf_region *r = XFS_VEC_AT(&work, xf_region *, --work.len);
    if (!r->first)
      continue;
    if (r->nblocks == 1) {
      ok = push_nested(rw->ctx, r->first, &work);
      continue;
    }
    xfs_ptrmap seen = {0};
    ok = mark_reachable(rw->ctx, r, &seen);
    for (xf_block *b = r->first, *next; ok && b; b = next) {
      next = b->next;
      if (xfs_ptrmap_get(&seen, b)) {
        ok = push_nested(rw->ctx, b, &work);
        continue;
      }
      drop_defined_uses(b);
      xf_rewriter_erase_block(rw, b);
      erased = true;
    }
    xfs_ptrmap_free(m, &seen);
  }
  xfs_vec_free(m, &work, sizeof(xf_region *));
  return erased;
}

/* ------------------------------------------------------------ region DCE */

typedef struct live_map {
  xf_context *ctx;
  xfs_ptrmap live;              /* op or value -> non-NULL once proven live */
  bool changed;                 /* something became live this round */
  bool nomem;
} live_map;

static bool is_live(const live_map *lm, const void *x) { return xfs_ptrmap_get(&lm->live, x); }

static void set_live(live_map *lm, const void *x) {
  if (is_live(lm, x))
    return;
  lm->changed = true;
  if (!xfs_ptrmap_put(xfs_ctx_mem(lm->ctx), &lm->live, x, (void *)x))
    lm->nomem = true;
}

/* An op result stands for its op (LiveMap tracks results through their
 * owner); block arguments are tracked on their own. */
static const void *live_key(xf_value *v) { return v->op ? (const void *)v->op : (const void *)v; }

/* A value is live if one of its users is. */
static void process_value(live_map *lm, xf_value *v) {
  for (xf_use *u = v->uses; u; u = u->next)
    if (is_live(lm, u->owner)) {
      set_live(lm, live_key(v));
      return;
    }
}

static void propagate_region(live_map *lm, xf_region *r);

static void propagate_op(live_map *lm, xf_op *op) {
  for (uint32_t r = 0; r < op->nreg; r++)
    propagate_region(lm, &xfi_op_regions(op)[r]);
  if (xfr_has_trait(op, XF_TRAIT_TERMINATOR)) {
    set_live(lm, op); /* no BranchOpInterface: successor arguments stay live */
    for (uint32_t s = 0; s < op->nsucc; s++)
      for (uint32_t i = 0; xfi_op_succs(op)[s] && i < xfi_op_succs(op)[s]->nargs; i++)
        set_live(lm, xfi_op_succs(op)[s]->args[i]);
    return;
  }
  if (is_live(lm, op))
    return;
  if (!xf_op_would_be_trivially_dead(op)) {
    set_live(lm, op);
    return;
  }
  for (uint32_t i = 0; i < op->nres; i++)
    process_value(lm, &xfi_op_results(op)[i]);
}

/* Blocks reachable from the entry of `r`, in post-order. */
static bool region_post_order(xf_context *ctx, xf_region *r, xfs_vec *out) {
  xfs_mem *m = xfs_ctx_mem(ctx);
  typedef struct frame { xf_block *b; size_t next; } frame;
  xfs_ptrmap seen = {0};
  xfs_vec stack = {0};
  bool ok = xfs_ptrmap_put(m, &seen, r->first, r->first) &&
            XFS_VEC_PUSH(m, &stack, frame, ((frame){r->first, 0}));
  while (ok && stack.len) {
    frame *f = &XFS_VEC_AT(&stack, frame, stack.len - 1);
    if (f->next < xfr_block_num_succs(f->b)) {
      xf_block *s = xfr_block_succ(f->b, f->next++);
      if (s && s->region == r && !xfs_ptrmap_get(&seen, s))
        ok = xfs_ptrmap_put(m, &seen, s, s) && XFS_VEC_PUSH(m, &stack, frame, ((frame){s, 0}));
      continue;
    }
    ok = XFS_VEC_PUSH(m, out, xf_block *, f->b);
    stack.len--;
  }
  xfs_vec_free(m, &stack, sizeof(frame));
  xfs_ptrmap_free(m, &seen);
  return ok;
}

static void propagate_region(live_map *lm, xf_region *r) {
  if (!r->first)
    return;
  xfs_vec order = {0};
  if (!region_post_order(lm->ctx, r, &order))
    lm->nomem = true;
  for (size_t i = 0; i < order.len; i++) {
    xf_block *b = XFS_VEC_AT(&order, xf_block *, i);
    for (xf_op *o = b->last; o; o = o->prev)
      propagate_op(lm, o);
    if (b == r->first)
      continue;
    for (uint32_t a = 0; a < b->nargs; a++)
      if (!is_live(lm, live_key(b->args[a])))
        process_value(lm, b->args[a]);
  }
  xfs_vec_free(xfs_ctx_mem(lm->ctx), &order, sizeof(xf_block *));
}

static bool delete_dead(xf_rewriter *rw, live_map *lm, xf_region *r);

/* Erases the dead ops of one block (last first); recurses into live ones. */
static bool delete_in_block(xf_rewriter *rw, live_map *lm, xf_block *b) {
  bool erased = false;
  for (xf_op *o = b->last, *prev; o; o = prev) {
    prev = o->prev;
    if (is_live(lm, o)) {
      for (uint32_t r = 0; r < o->nreg; r++)
        erased |= delete_dead(rw, lm, &xfi_op_regions(o)[r]);
      continue;
    }
    for (uint32_t i = 0; i < o->nres; i++)
      xf_value_drop_uses(&xfi_op_results(o)[i]);
    xf_rewriter_erase_op(rw, o);
    erased = true;
  }
  return erased;
}

static bool delete_dead(xf_rewriter *rw, live_map *lm, xf_region *r) {
  if (!r->first)
    return false;
  xfs_vec order = {0};
  bool erased = false;
  if (!region_post_order(lm->ctx, r, &order)) {
    lm->nomem = true;
    xfs_vec_free(xfs_ctx_mem(lm->ctx), &order, sizeof(xf_block *));
    return false;
  }
  for (size_t i = 0; i < order.len; i++)
    erased |= delete_in_block(rw, lm, XFS_VEC_AT(&order, xf_block *, i));
  xfs_vec_free(xfs_ctx_mem(lm->ctx), &order, sizeof(xf_block *));
  return erased;
}

bool xfr_region_dce(xf_rewriter *rw, xf_region *region, bool *nomem) {
  live_map lm = {rw->ctx, {0}, false, false};
  do {
    lm.changed = false;
    propagate_region(&lm, region);
  } while (lm.changed && !lm.nomem);
  bool erased = false;
  if (!lm.nomem)
    erased = delete_dead(rw, &lm, region);
  else
    *nomem = true;
  xfs_ptrmap_free(xfs_ctx_mem(rw->ctx), &lm.live);
  return erased;
}

bool xfr_simplify_region(xf_rewriter *rw, xf_region *region, bool aggressive, bool *nomem) {
  (void)aggressive;
  bool a = xfr_erase_unreachable_blocks(rw, region);
  bool b = xfr_region_dce(rw, region, nomem);
  return a || b;
}
