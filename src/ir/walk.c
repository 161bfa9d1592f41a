/* walk.c — pre- and post-order walks over an op and everything nested in
 * it.
 *
 * The walk keeps no stack at all: the IR's parent links (op -> block ->
 * region -> op) are the stack.  From a finished op the walk moves to its
 * next sibling, else to the first op of a later block of the same region,
 * else to the first op of a later region of the parent op, else up to the
 * parent (post-order visits the parent then).  Each parent link is climbed
 * once per subtree, so a walk is O(ops + blocks + regions) and a nesting
 * depth of 100,000 costs no memory and cannot fail.
 *
 * Erasure: before calling back, the walk saves the op's `next` and
 * `block`, so the callback may erase (or unlink) the op it is given — in
 * post-order at any time, in pre-order together with XF_WALK_SKIP (its
 * regions are then not entered).  Erasing or moving any other op that the
 * walk has not reached yet is not supported.  The root's own siblings are
 * never visited.
 *
 * Lazy regions (ir_impl.h) are built when the walk enters them; the
 * internal xfi_walk_post_lazy lets the caller leave them unbuilt (and
 * unvisited) op by op.
 */
#include "ir_impl.h"

typedef struct walker {
  xf_walk_fn fn;
  void *user;
  bool (*enter_lazy)(xf_op *op, void *user); /* NULL: always enter */
} walker;

/* The first op of the first non-empty block of the regions of `op` from
 * region index `from` on, or NULL. */
static xf_op *first_op_from(const walker *w, xf_op *op, uint32_t from) {
  if (op->nlazy && w->enter_lazy && !w->enter_lazy(op, w->user))
    return NULL;
  for (uint32_t i = from; i < op->nreg; i++)
    for (xf_block *b = xfi_op_regions(op)[i].first; b; b = b->next)
      if (b->first)
        return b->first;
  return NULL;
}

/* The first op of the first non-empty block after `blk` in its region. */
static xf_op *first_op_after_block(xf_block *blk) {
  for (xf_block *b = blk->next; b; b = b->next)
    if (b->first)
      return b->first;
  return NULL;
}

/* The op in `root`'s subtree that pre-order visits after the subtree of an
 * op that sat in `blk` (its saved block) with saved sibling `next`. */
static xf_op *pre_following(const walker *w, xf_op *root, xf_op *next, xf_block *blk) {
  if (next)
    return next;
  while (blk && blk->region) {
    xf_op *o = first_op_after_block(blk);
    if (o)
      return o;
    xf_op *parent = blk->region->op;
    o = first_op_from(w, parent, blk->region->index + 1);
    if (o)
      return o;
    if (parent == root)
      return NULL;
    if (parent->next)
      return parent->next;
    blk = parent->block;
  }
  return NULL;
}

/* Pre-order: visit an op, then (unless skipped) its regions in order. */
static xf_walk_result walk_pre(const walker *w, xf_op *root) {
  xf_op *op = root;
  while (op) {
    xf_op *next = op->next;
    xf_block *blk = op->block;
    xf_walk_result r = w->fn(op, w->user);
    if (r == XF_WALK_INTERRUPT)
      return XF_WALK_INTERRUPT;
    xf_op *child = r == XF_WALK_ADVANCE ? first_op_from(w, op, 0) : NULL;
    if (child)
      op = child;
    else if (op == root)
      op = NULL;
    else
      op = pre_following(w, root, next, blk);
  }
  return XF_WALK_ADVANCE;
}

/* The first op post-order visits in the subtree of `op`: its deepest
 * first descendant. */
static xf_op *deepest_first(const walker *w, xf_op *op) {
  for (xf_op *c; (c = first_op_from(w, op, 0));)
    op = c;
  return op;
}

/* The op post-order visits after one that sat in `blk` with saved sibling
 * `next` (never called for the root). */
static xf_op *post_following(const walker *w, xf_op *next, xf_block *blk) {
  if (next)
    return deepest_first(w, next);
  if (!blk || !blk->region)
    return NULL;
  xf_op *o = first_op_after_block(blk);
  if (!o)
    o = first_op_from(w, blk->region->op, blk->region->index + 1);
  return o ? deepest_first(w, o) : blk->region->op;
}

/* Post-order: visit the regions of an op, then the op. */
static xf_walk_result walk_post(const walker *w, xf_op *root) {
  xf_op *op = deepest_first(w, root);
  while (op) {
    xf_op *next = op->next;
    xf_block *blk = op->block;
    bool last = op == root;
    if (w->fn(op, w->user) == XF_WALK_INTERRUPT)
      return XF_WALK_INTERRUPT;
    op = last ? NULL : post_following(w, next, blk);
  }
  return XF_WALK_ADVANCE;
}

xf_walk_result xf_walk(xf_op *root, xf_walk_order order, xf_walk_fn fn, void *user) {
  if (!root)
    return XF_WALK_ADVANCE;
  walker w = {fn, user, NULL};
  return order == XF_PRE_ORDER ? walk_pre(&w, root) : walk_post(&w, root);
}

xf_walk_result xfi_walk_post_lazy(xf_op *root, xf_walk_fn fn,
                                  bool (*enter_lazy)(xf_op *op, void *user), void *user) {
  if (!root)
    return XF_WALK_ADVANCE;
  walker w = {fn, user, enter_lazy};
  return walk_post(&w, root);
}
