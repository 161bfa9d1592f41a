/* rewriter.c — the rewriter (MLIR's RewriterBase/PatternRewriter) and the
 * listener chain.
 *
 * Every IR change a pattern, the greedy driver, CSE or DCE makes goes
 * through here, and each one is announced to the listener chain in MLIR's
 * order:
 *   create/insert   -> op_inserted (prev_block NULL), nested ops and blocks
 *                      of an inserted op too (OpBuilder::insert walks them);
 *   move op         -> op_inserted with where the op was;
 *   modification    -> op_modified after the change (one per replaced use);
 *   replace op      -> op_replaced(_by_op), op_modified per use, then erase;
 *   erase op        -> nested regions first (blocks in post-order, ops in
 *                      reverse), op_erased before each op goes, block_erased
 *                      before each block goes;
 *   blocks          -> block_inserted with the previous region/position.
 * A listener's hook runs, then the notification goes to its `next`.
 *
 * The insertion point is (block, before): NULL `before` means the end of
 * the block.  Erasing the op at the insertion point moves the insertion
 * point after it, as RewriterBase::eraseOp does.
 */
#include <assert.h>

#include "rewrite.h"

/* ------------------------------------------------------------ notifications */

void xf_notify_op_inserted(xf_listener *l, xf_op *op, xf_block *pb, xf_op *pn) {
  for (; l; l = l->next)
    if (l->op_inserted)
      l->op_inserted(l, op, pb, pn);
}

void xf_notify_block_inserted(xf_listener *l, xf_block *b, xf_region *pr, xf_block *pn) {
  for (; l; l = l->next)
    if (l->block_inserted)
      l->block_inserted(l, b, pr, pn);
}

void xf_notify_block_erased(xf_listener *l, xf_block *b) {
  for (; l; l = l->next)
    if (l->block_erased)
      l->block_erased(l, b);
}

void xf_notify_op_modified(xf_listener *l, xf_op *op) {
  for (; l; l = l->next)
    if (l->op_modified)
      l->op_modified(l, op);
}

void xf_notify_op_replaced_by_op(xf_listener *l, xf_op *op, xf_op *new_op) {
  for (; l; l = l->next) {
    if (l->op_replaced_by_op) {
      l->op_replaced_by_op(l, op, new_op);
      continue;
    }
    if (!l->op_replaced)
      continue;
    xf_value *small[8], **vals = small;
    size_t n = new_op->nres;
    if (n > 8 && !(vals = xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), n * sizeof *vals)))
      continue; /* out of memory: the context's flag records it */
    for (size_t i = 0; i < n; i++)
      vals[i] = &xfi_op_results(new_op)[i];
    l->op_replaced(l, op, vals, n);
    if (vals != small)
      xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), vals, n * sizeof *vals);
  }
}

void xf_notify_op_replaced(xf_listener *l, xf_op *op, xf_value *const *v, size_t n) {
  for (; l; l = l->next)
    if (l->op_replaced)
      l->op_replaced(l, op, v, n);
}

void xf_notify_op_erased(xf_listener *l, xf_op *op) {
  for (; l; l = l->next)
    if (l->op_erased)
      l->op_erased(l, op);
}

void xf_notify_pattern_begin(xf_listener *l, const xf_pattern *p, xf_op *op) {
  for (; l; l = l->next)
    if (l->pattern_begin)
      l->pattern_begin(l, p, op);
}

void xf_notify_pattern_end(xf_listener *l, const xf_pattern *p, bool success) {
  for (; l; l = l->next)
    if (l->pattern_end)
      l->pattern_end(l, p, success);
}

void xf_notify_match_failure(xf_listener *l, xf_attr *loc, const char *msg) {
  for (; l; l = l->next)
    if (l->match_failure)
      l->match_failure(l, loc, msg);
}

bool xf_listener_wants_match_failure(const xf_listener *l) {
  for (; l; l = l->next)
    if (l->match_failure)
      return true;
  return false;
}

/* ------------------------------------------------------- insertion point */

void xf_rewriter_init(xf_rewriter *rw, xf_context *ctx, xf_listener *listener) {
  rw->ctx = ctx;
  rw->block = NULL;
  rw->before = NULL;
  rw->listener = listener;
}

void xf_rewriter_set_insertion_point(xf_rewriter *rw, xf_op *before) {
  rw->block = before->block;
  rw->before = before;
}

void xf_rewriter_set_insertion_point_after(xf_rewriter *rw, xf_op *after) {
  rw->block = after->block;
  rw->before = after->next;
}

void xf_rewriter_set_insertion_point_to_start(xf_rewriter *rw, xf_block *block) {
  rw->block = block;
  rw->before = block->first;
}

void xf_rewriter_set_insertion_point_to_end(xf_rewriter *rw, xf_block *block) {
  rw->block = block;
  rw->before = NULL;
}

/* ------------------------------------------------------------- creation */

/* Notifies the blocks and ops nested in `op` as inserted (OpBuilder::insert:
 * pre-order, each region's blocks then their ops). */
static void notify_nested_inserted(xf_listener *l, xf_op *op) {
  for (uint32_t r = 0; r < op->nreg; r++)
    for (xf_block *b = xfi_op_regions(op)[r].first; b; b = b->next) {
      xf_notify_block_inserted(l, b, NULL, NULL);
      for (xf_op *o = b->first; o; o = o->next) {
        xf_notify_op_inserted(l, o, NULL, NULL);
        notify_nested_inserted(l, o);
      }
    }
}

void xf_rewriter_insert(xf_rewriter *rw, xf_op *op) {
  assert(rw->block && "rewriter has no insertion point");
  if (rw->before)
    xf_op_insert_before(op, rw->before);
  else
    xf_block_push_back(rw->block, op);
  if (!rw->listener)
    return;
  notify_nested_inserted(rw->listener, op);
  xf_notify_op_inserted(rw->listener, op, NULL, NULL);
}

xf_op *xf_rewriter_create(xf_rewriter *rw, const xf_op_state *st) {
  xf_op *op = xf_op_create(rw->ctx, st);
  if (op)
    xf_rewriter_insert(rw, op);
  return op;
}

xf_block *xf_rewriter_create_block(xf_rewriter *rw, xf_region *region, xf_block *before,
                                   xf_type *const *types, xf_attr *const *locs, size_t n) {
  xf_block *b = xf_block_create(rw->ctx);
  if (!b)
    return NULL;
  for (size_t i = 0; i < n; i++)
    if (!xf_block_add_arg(b, types[i], locs ? locs[i] : NULL))
      return NULL;
  xf_region_insert_block(region, b, before);
  xf_rewriter_set_insertion_point_to_end(rw, b);
  xf_notify_block_inserted(rw->listener, b, NULL, NULL);
  return b;
}

/* -------------------------------------------------------------- erasure */

static void erase_tree(xf_rewriter *rw, xf_op *op);

/* Marks the blocks of `r` reachable from `b` in post-order (successors
 * first) into `out`; `seen` holds visited blocks. */
static bool post_order(xf_context *ctx, xf_block *b, xfs_ptrmap *seen, xfs_vec *out) {
  xfs_mem *m = xfs_ctx_mem(ctx);
  typedef struct frame { xf_block *b; size_t next; } frame;
  xfs_vec stack = {0};
  bool ok = xfs_ptrmap_put(m, seen, b, b) && XFS_VEC_PUSH(m, &stack, frame, ((frame){b, 0}));
  while (ok && stack.len) {
    frame *f = &XFS_VEC_AT(&stack, frame, stack.len - 1);
    if (f->next < xfr_block_num_succs(f->b)) {
      xf_block *s = xfr_block_succ(f->b, f->next++);
      if (s && s->region == b->region && !xfs_ptrmap_get(seen, s))
        ok = xfs_ptrmap_put(m, seen, s, s) && XFS_VEC_PUSH(m, &stack, frame, ((frame){s, 0}));
      continue;
    }
    ok = XFS_VEC_PUSH(m, out, xf_block *, f->b);
    stack.len--;
  }
  xfs_vec_free(m, &stack, sizeof(frame));
  return ok;
}

/* Drops all uses of the values defined in `b` (arguments). */
static void drop_block_arg_uses(xf_block *b) {
  for (uint32_t i = 0; i < b->nargs; i++)
    xf_value_drop_uses(b->args[i]);
}

/* Erases the ops of a block in reverse order (used when post-order
 * bookkeeping cannot be allocated: still users before definitions inside
 * one block). */
static void erase_block_ops(xf_rewriter *rw, xf_block *b) {
  for (xf_op *o = b->last, *prev; o; o = prev) {
    prev = o->prev;
    erase_tree(rw, o);
  }
}

/* Erases every block of region `r`: repeated post-order traversals from the
 * entry block, as RewriterBase::eraseOp does. */
static void erase_region(xf_rewriter *rw, xf_region *r) {
  xfs_mem *m = xfs_ctx_mem(rw->ctx);
  while (r->first) {
    xfs_ptrmap seen = {0};
    xfs_vec order = {0};
    if (!post_order(rw->ctx, r->first, &seen, &order)) {
      order.len = 0;
      XFS_VEC_PUSH(m, &order, xf_block *, r->first);
    }
    for (size_t i = 0; i < order.len; i++)
      erase_block_ops(rw, XFS_VEC_AT(&order, xf_block *, i));
    for (size_t i = 0; i < order.len; i++) {
      xf_block *b = XFS_VEC_AT(&order, xf_block *, i);
      drop_block_arg_uses(b);
      xf_notify_block_erased(rw->listener, b);
      xf_block_remove(b);
    }
    xfs_vec_free(m, &order, sizeof(xf_block *));
    xfs_ptrmap_free(m, &seen);
  }
}

/* Erases `op` and everything nested in it, innermost first. */
static void erase_tree(xf_rewriter *rw, xf_op *op) {
  for (uint32_t r = op->nreg; r-- > 0;)
    erase_region(rw, &xfi_op_regions(op)[r]);
  xf_notify_op_erased(rw->listener, op);
  for (uint32_t i = 0; i < op->nres; i++)
    xf_value_drop_uses(&xfi_op_results(op)[i]);
  xf_op_erase(op);
}

void xf_rewriter_erase_op(xf_rewriter *rw, xf_op *op) {
  if (rw->before == op)
    rw->before = op->next;
  if (!rw->listener) {
    for (uint32_t i = 0; i < op->nres; i++)
      xf_value_drop_uses(&xfi_op_results(op)[i]);
    xf_op_erase(op);
    return;
  }
  erase_tree(rw, op);
}

void xf_rewriter_erase_block(xf_rewriter *rw, xf_block *block) {
  for (xf_op *o = block->last, *prev; o; o = prev) {
    prev = o->prev;
    xf_rewriter_erase_op(rw, o);
  }
  xf_notify_block_erased(rw->listener, block);
  if (rw->block == block)
    rw->block = NULL, rw->before = NULL;
  xf_block_remove(block);
}

/* ---------------------------------------------------------- replacement */

void xf_rewriter_start_modification(xf_rewriter *rw, xf_op *op) { (void)rw, (void)op; }
void xf_rewriter_cancel_modification(xf_rewriter *rw, xf_op *op) { (void)rw, (void)op; }
void xf_rewriter_finalize_modification(xf_rewriter *rw, xf_op *op) {
  xf_notify_op_modified(rw->listener, op);
}

void xf_rewriter_set_operand(xf_rewriter *rw, xf_op *op, size_t i, xf_value *v) {
  xf_rewriter_start_modification(rw, op);
  xf_op_set_operand(op, i, v);
  xf_rewriter_finalize_modification(rw, op);
}

void xf_rewriter_replace_uses_with_if(xf_rewriter *rw, xf_value *from, xf_value *to,
                                      bool (*pred)(xf_use *, void *), void *user,
                                      bool *all_replaced) {
  bool all = true;
  for (xf_use *u = from->uses, *next; u; u = next) {
    next = u->next;
    if (pred && !pred(u, user)) {
      all = false;
      continue;
    }
    xf_rewriter_set_operand(rw, u->owner, xfi_use_index(u), to);
  }
  if (all_replaced)
    *all_replaced = all;
}

void xf_rewriter_replace_all_uses_with(xf_rewriter *rw, xf_value *from, xf_value *to) {
  xf_rewriter_replace_uses_with_if(rw, from, to, NULL, NULL, NULL);
}

typedef struct except_set {
  xf_op *const *ops;
  size_t n;
} except_set;

static bool not_excepted(xf_use *u, void *user) {
  const except_set *e = user;
  for (size_t i = 0; i < e->n; i++)
    if (e->ops[i] == u->owner)
      return false;
  return true;
}

void xf_rewriter_replace_all_uses_except(xf_rewriter *rw, xf_value *from, xf_value *to,
                                         xf_op *const *except, size_t n) {
  except_set e = {except, n};
  xf_rewriter_replace_uses_with_if(rw, from, to, not_excepted, &e, NULL);
}

void xf_rewriter_replace_all_op_uses_with(xf_rewriter *rw, xf_op *op, xf_value *const *values,
                                          size_t n) {
  assert(n == op->nres);
  xf_notify_op_replaced(rw->listener, op, values, n);
  for (size_t i = 0; i < n; i++)
    xf_rewriter_replace_all_uses_with(rw, &xfi_op_results(op)[i], values[i]);
}

void xf_rewriter_replace_op(xf_rewriter *rw, xf_op *op, xf_value *const *values, size_t n) {
  xf_rewriter_replace_all_op_uses_with(rw, op, values, n);
  xf_rewriter_erase_op(rw, op);
}

void xf_rewriter_replace_op_with_op(xf_rewriter *rw, xf_op *op, xf_op *new_op) {
  assert(op->nres == new_op->nres);
  xf_notify_op_replaced_by_op(rw->listener, op, new_op);
  for (uint32_t i = 0; i < op->nres; i++)
    xf_rewriter_replace_all_uses_with(rw, &xfi_op_results(op)[i], &xfi_op_results(new_op)[i]);
  xf_rewriter_erase_op(rw, op);
}

xf_op *xf_rewriter_replace_op_with_new_op(xf_rewriter *rw, xf_op *op, const xf_op_state *st) {
  xf_op_state s = *st;
  if (!s.loc)
    s.loc = xfi_op_loc(op);
  xf_rewriter_set_insertion_point(rw, op);
  xf_op *n = xf_rewriter_create(rw, &s);
  if (n)
    xf_rewriter_replace_op_with_op(rw, op, n);
  return n;
}

/* ----------------------------------------------------------------- moves */

void xf_rewriter_move_op_to(xf_rewriter *rw, xf_op *op, xf_block *block, xf_op *before) {
  xf_block *pb = op->block;
  xf_op *pn = op->next;
  if (before)
    xf_op_move_before(op, before);
  else
    xf_block_push_back(block, op);
  xf_notify_op_inserted(rw->listener, op, pb, pn);
}

void xf_rewriter_move_op_before(xf_rewriter *rw, xf_op *op, xf_op *before) {
  xf_rewriter_move_op_to(rw, op, before->block, before);
}

void xf_rewriter_move_op_after(xf_rewriter *rw, xf_op *op, xf_op *after) {
  xf_rewriter_move_op_to(rw, op, after->block, after->next);
}

void xf_rewriter_move_block_before(xf_rewriter *rw, xf_block *block, xf_region *region,
                                   xf_block *before) {
  xf_region *pr = block->region;
  xf_block *pn = block->next;
  xf_block_remove(block);
  xf_region_insert_block(region, block, before);
  xf_notify_block_inserted(rw->listener, block, pr, pn);
}

void xf_rewriter_inline_region_before(xf_rewriter *rw, xf_region *region, xf_region *parent,
                                      xf_block *before) {
  while (region->first)
    xf_rewriter_move_block_before(rw, region->first, parent, before);
}

void xf_rewriter_inline_block_before(xf_rewriter *rw, xf_block *src, xf_block *dest,
                                     xf_op *before, xf_value *const *args, size_t n) {
  assert(n == src->nargs);
  for (size_t i = 0; i < n; i++)
    xf_rewriter_replace_all_uses_with(rw, src->args[i], args[i]);
  while (src->first)
    xf_rewriter_move_op_to(rw, src->first, dest, before);
  if (rw->block == src)
    rw->block = dest;
  xf_rewriter_erase_block(rw, src);
}

void xf_rewriter_merge_blocks(xf_rewriter *rw, xf_block *src, xf_block *dest,
                              xf_value *const *args, size_t n) {
  xf_rewriter_inline_block_before(rw, src, dest, NULL, args, n);
}

xf_block *xf_rewriter_split_block(xf_rewriter *rw, xf_block *block, xf_op *before) {
  xf_rewriter saved = *rw;
  xf_block *nb = xf_rewriter_create_block(rw, block->region, block->next, NULL, NULL, 0);
  *rw = saved;
  if (!nb || !before)
    return nb;
  while (before->block != nb)
    xf_rewriter_move_op_to(rw, block->last, nb, nb->first);
  return nb;
}

/* ------------------------------------------------------------ failures */

bool xf_rewriter_notify_match_failure(xf_rewriter *rw, xf_op *op, const char *fmt, ...) {
  if (!xf_listener_wants_match_failure(rw->listener))
    return false;
  xf_strbuf b;
  xf_strbuf_init(&b, rw->ctx);
  va_list ap;
  va_start(ap, fmt);
  bool ok = xfs_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  xf_notify_match_failure(rw->listener, xfi_op_loc(op), ok && b.data ? b.data : "");
  xf_strbuf_free(&b);
  return false;
}
