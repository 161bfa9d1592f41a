/* edit.c — block-level IR surgery used by the rewriter (inserting blocks
 * at a position in a region, unlinking them, removing block arguments,
 * dropping the uses of a value) and m_Constant, the registry query that
 * folders and the rewriter share.
 *
 * Invariants kept: a region's block list is doubly linked through
 * `prev`/`next` with `first`/`last` and `nblocks` in step; a linked block's
 * `region` is its region, an unlinked block's is NULL; argument indices
 * stay dense (`args[i]->index == i`).
 */
#include <assert.h>

#include "ir_impl.h"

void xf_region_insert_block(xf_region *r, xf_block *b, xf_block *before) {
  if (!before) {
    xf_region_push_block(r, b);
    return;
  }
  assert(before->region == r && !b->region);
  b->region = r;
  b->next = before;
  b->prev = before->prev;
  if (before->prev)
    before->prev->next = b;
  else
    r->first = b;
  before->prev = b;
  r->nblocks++;
}

void xf_block_remove(xf_block *b) {
  xf_region *r = b->region;
  if (!r)
    return;
  if (b->prev)
    b->prev->next = b->next;
  else
    r->first = b->next;
  if (b->next)
    b->next->prev = b->prev;
  else
    r->last = b->prev;
  b->next = b->prev = NULL;
  b->region = NULL;
  r->nblocks--;
}

xf_block *xf_block_prev(const xf_block *b) { return b->prev; }
xf_block *xf_region_last_block(const xf_region *r) { return r->last; }

void xf_block_erase_arg(xf_block *b, size_t i) {
  assert(i < b->nargs && !b->args[i]->uses);
  for (size_t j = i + 1; j < b->nargs; j++) {
    b->args[j - 1] = b->args[j];
    b->args[j - 1]->index = (uint32_t)(j - 1);
  }
  b->nargs--;
}

void xf_value_drop_uses(xf_value *v) {
  while (v->uses)
    xf_op_set_operand(v->uses->owner, xfi_use_index(v->uses), NULL);
}

xf_attr *xfi_constant_value(xf_op *op) {
  if (!op->info || !(op->info->traits & XF_TRAIT_CONSTANT_LIKE) || op->nres != 1 || op->nops)
    return NULL;
  if (!op->info->fold)
    return xf_op_get_attr(op, "value");
  xf_fold_result r = {0};
  xf_attr *none[1] = {NULL};
  return op->info->fold(op, none, &r) == XF_FOLD_RESULTS ? r.attr : NULL;
}

xf_attr *xfi_value_constant(xf_value *v) { return v && v->op ? xfi_constant_value(v->op) : NULL; }
