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
 */
#include "ir_impl.h"

/* The first op of the first non-empty block of the regions of `op` from
 * region index `from` on, or NULL. */
static xf_op *first_op_from(xf_op *op, uint32_t from) {
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
static xf_op *pre_following(xf_op *root, xf_op *next, xf_block *blk) {
  if (next)
    return next;
  while (blk && blk->region) {
    xf_op *o = first_op_after_block(blk);
    if (o)
      return o;
    xf_op *parent = blk->region->op;
    o = first_op_from(parent, blk->region->index + 1);
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
static xf_walk_result walk_pre(xf_op *root, xf_walk_fn fn, void *user) {
  xf_op *op = root;
  while (op) {
    xf_op *next = op->next;
    xf_block *blk = op->block;
    xf_walk_result r = fn(op, user);
    if (r == XF_WALK_INTERRUPT)
      return XF_WALK_INTERRUPT;
    xf_op *child = r == XF_WALK_ADVANCE ? first_op_from(op, 0) : NULL;
    if (child)
      op = child;
    else if (op == root)
      op = NULL;
    else
      op = pre_following(root, next, blk);
  }
  return XF_WALK_ADVANCE;
}

/* The first op post-order visits in the subtree of `op`: its deepest
 * first descendant. */
static xf_op *deepest_first(xf_op *op) {
  for (xf_op *c; (c = first_op_from(op, 0));)
    op = c;
  return op;
}

/* The op post-order visits after one that sat in `blk` with saved sibling
 * `next` (never called for the root). */
static xf_op *post_following(xf_op *next, xf_block *blk) {
  if (next)
    return deepest_first(next);
  if (!blk || !blk->region)
    return NULL;
  xf_op *o = first_op_after_block(blk);
  if (!o)
    o = first_op_from(blk->region->op, blk->region->index + 1);
  return o ? deepest_first(o) : blk->region->op;
}

/* Post-order: visit the regions of an op, then the op. */
static xf_walk_result walk_post(xf_op *root, xf_walk_fn fn, void *user) {
  xf_op *op = deepest_first(root);
  while (op) {
    xf_op *next = op->next;
    xf_block *blk = op->block;
    bool last = op == root;
    if (fn(op, user) == XF_WALK_INTERRUPT)
      return XF_WALK_INTERRUPT;
    op = last ? NULL : post_following(next, blk);
  }
  return XF_WALK_ADVANCE;
}

xf_walk_result xf_walk(xf_op *root, xf_walk_order order, xf_walk_fn fn, void *user) {
  if (!root)
    return XF_WALK_ADVANCE;
  return order == XF_PRE_ORDER ? walk_pre(root, fn, user) : walk_post(root, fn, user);
}
