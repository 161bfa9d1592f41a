/* invalidate.c — handle invalidation (MLIR's expensive checks): when a
 * transform op consumes a handle, every handle to the consumed payload or
 * to anything nested in it becomes invalid; using it later is a definite
 * error reported at the user, with notes naming the handle, the consuming
 * op and the payload involved.
 *
 * Records (`xft_record`) keep locations only, since the payload they talk
 * about may be erased by the time the error is reported.  While checking
 * one op, new records go to a separate map and are merged after the check
 * (even when it fails), so an operand invalidated by an earlier operand of
 * the same op is caught unless the op allows repeated handles.  Only the
 * first invalidation of a handle is kept.
 *
 * Which handles a consumption reaches: those in the scopes from the
 * innermost one outward, stopping after the first scope whose region
 * belongs to an IsolatedFromAbove op.  Live entries are visited in
 * creation order, each payload item climbing its ancestors once (cost:
 * items x depth, no walk of the consumed subtrees).
 */
#include "transform_impl.h"

/* The records created while checking one op, in creation order. */
typedef struct newly {
  xfs_ptrmap map;        /* handle -> xft_record* */
  xfs_vec keys;          /* xf_value* */
} newly;

xft_record *xft_record_of(xf_tstate *st, xf_value *h) { return xfs_ptrmap_get(&st->invalid, h); }

void xft_drop_record(xf_tstate *st, xf_value *h) {
  if (xfs_ptrmap_get(&st->invalid, h))
    xfs_ptrmap_put(st->mem, &st->invalid, h, NULL);
}

static xft_record *new_record(xf_tstate *st, xft_inv_form form, xf_op *consumer,
                              unsigned operand) {
  xft_record *r = xfs_arena_zalloc(&st->arena, sizeof *r);
  if (!r)
    return NULL;
  r->form = form;
  r->consumer_loc = xfi_op_loc(consumer);
  r->operand = operand;
  r->result_no = -1;
  return r;
}

/* Stores "r" for "h" in "nw" (replacing an earlier new record). */
static void put_new(xf_tstate *st, newly *nw, xf_value *h, xft_record *r) {
  if (!r)
    return;
  if (!xfs_ptrmap_get(&nw->map, h))
    XFS_VEC_PUSH(st->mem, &nw->keys, xf_value *, h);
  xfs_ptrmap_put(st->mem, &nw->map, h, r);
}

static bool already(xf_tstate *st, newly *nw, xf_value *h) {
  return xfs_ptrmap_get(&st->invalid, h) || xfs_ptrmap_get(&nw->map, h);
}

/* ------------------------------------------------------------ ancestors */

/* The consumed payload ops, each with its position. */
typedef struct ancestors {
  xfs_ptrmap pos;        /* op -> index + 1 */
  xf_op *const *ops;     /* in handle order */
  size_t n;
} ancestors;

/* The last op of "a" (in handle order) that is "op" or an ancestor of it,
 * as MLIR's record loop leaves it; NULL if none. */
static xf_op *find_ancestor(const ancestors *a, xf_op *op) {
  size_t best = 0;
  for (xf_op *p = op; p; p = xf_op_parent(p)) {
    size_t k = (size_t)(uintptr_t)xfs_ptrmap_get(&a->pos, p);
    if (k > best)
      best = k;
  }
  return best ? a->ops[best - 1] : NULL;
}

/* The op a payload value hangs from: its defining op, or the op owning
 * its block. */
static xf_op *value_owner(xf_value *v) {
  if (v->op)
    return v->op;
  return xfi_value_block(v) && xfi_value_block(v)->region ? xfi_value_block(v)->region->op : NULL;
}

/* Position of block "b" in its region. */
static uint32_t block_index(xf_block *b) {
  uint32_t i = 0;
  for (xf_block *x = b->region->first; x && x != b; x = x->next)
    i++;
  return i;
}

/* ------------------------------------------------------------ recording */

/* An op handle "e" pointing into the consumed payload. */
static void record_op_handle(xf_tstate *st, newly *nw, const ancestors *a, xft_entry *e,
                             xf_op *consumer, unsigned k, xf_value *through) {
  for (uint32_t i = 0; i < e->items.n; i++) {
    xf_op *o = e->items.v[i];
    xf_op *anc = o ? find_ancestor(a, o) : NULL;
    if (!anc)
      continue;
    xft_record *r = new_record(st, XFT_INV_OP, consumer, k);
    if (r) {
      r->handle_loc = xft_value_loc(e->handle);
      r->ancestor_loc = xfi_op_loc(anc);
      r->op_loc = xfi_op_loc(o);
      r->value_loc = through ? xft_value_loc(through) : NULL;
    }
    put_new(st, nw, e->handle, r);
    return;
  }
}

/* A value handle "e" pointing to a result or block argument in the
 * consumed payload. */
static void record_value_handle(xf_tstate *st, newly *nw, const ancestors *a, xft_entry *e,
                                xf_op *consumer, unsigned k) {
  for (uint32_t i = 0; i < e->items.n; i++) {
    xf_value *v = e->items.v[i];
    xf_op *def = v ? value_owner(v) : NULL;
    xf_op *anc = def ? find_ancestor(a, def) : NULL;
    if (!anc)
      continue;
    xft_record *r = new_record(st, XFT_INV_VALUE, consumer, k);
    if (r) {
      r->handle_loc = xft_value_loc(e->handle);
      r->ancestor_loc = xfi_op_loc(anc);
      r->op_loc = xfi_op_loc(def);
      r->value_loc = xft_value_loc(v);
      if (v->op) {
        r->result_no = v->index;
      } else {
        r->arg_no = v->index;
        r->block_no = block_index(xfi_value_block(v));
        r->region_no = xfi_value_block(v)->region->index;
      }
    }
    put_new(st, nw, e->handle, r);
    return;
  }
}

/* recordOpHandleInvalidation: consuming operand "k" of "consumer", whose
 * payload ops are "ops" (reached through payload value "through" when the
 * consumed handle is a value handle). */
static void record_ops(xf_tstate *st, newly *nw, xf_op *consumer, unsigned k, xf_value *h,
                       xf_op *const *ops, size_t n, xf_value *through) {
  if (!n) {
    put_new(st, nw, h, new_record(st, XFT_INV_EMPTY, consumer, k));
    return;
  }
  ancestors a = {{0}, ops, n};
  for (size_t i = 0; i < n; i++)
    if (ops[i])
      xfs_ptrmap_put(st->mem, &a.pos, ops[i], (void *)(uintptr_t)(i + 1));
  uint32_t from = xft_visible_from(st);
  for (xft_entry *e = st->first; e; e = e->next) {
    if (e->depth < from || already(st, nw, e->handle))
      continue;
    if (e->kind == XF_TK_OPS)
      record_op_handle(st, nw, &a, e, consumer, k, through);
    else if (e->kind == XF_TK_VALUES)
      record_value_handle(st, nw, &a, e, consumer, k);
  }
  xfs_ptrmap_free(st->mem, &a.pos);
}

/* recordValueHandleInvalidation: consuming value handle "h". */
static void record_values(xf_tstate *st, newly *nw, xf_op *consumer, unsigned k, xf_value *h) {
  size_t n = 0;
  void *const *vals = xft_items(st, h, &n);
  uint32_t from = xft_visible_from(st);
  for (size_t i = 0; i < n; i++) {
    xf_value *pv = vals[i];
    xft_revlist *rl = xft_rev(st, true, pv);
    for (uint32_t j = 0; rl && j < rl->n; j++) {
      if (rl->v[j]->depth < from)
        continue;
      xft_record *r = new_record(st, XFT_INV_SAME_VALUE, consumer, k);
      if (r) {
        r->handle_loc = xft_value_loc(rl->v[j]->handle);
        r->value_loc = xft_value_loc(pv);
      }
      put_new(st, nw, rl->v[j]->handle, r);
    }
    if (pv->op) {
      record_ops(st, nw, consumer, k, h, &pv->op, 1, pv);
      continue;
    }
    for (xf_op *o = xfi_value_block(pv)->first; o; o = o->next)
      record_ops(st, nw, consumer, k, h, &o, 1, pv);
  }
}

/* ------------------------------------------------------------ reporting */

void xft_report_record(xf_tstate *st, const xft_record *r, xf_attr *at) {
  xf_diag *d = xf_diag_create(st->ctx, XF_SEV_ERROR, at);
  if (r->form == XFT_INV_EMPTY) {
    xf_diag_printf(d, "op uses a handle associated with empty payload and invalidated by a "
                      "previously executed transform op");
    xf_diag_printf(xf_diag_note(d, r->consumer_loc),
                   "invalidated by this transform op that consumes its operand #%u", r->operand);
    xf_diag_report(d);
    return;
  }
  xf_diag_printf(d, "op uses a handle invalidated by a previously executed transform op");
  xf_diag_printf(xf_diag_note(d, r->handle_loc), "%s",
                 r->form == XFT_INV_OP ? "handle to invalidated ops" : "invalidated handle");
  xf_diag *n = xf_diag_note(d, r->consumer_loc);
  xf_diag_printf(n, "invalidated by this transform op that consumes its operand #%u", r->operand);
  if (r->form == XFT_INV_SAME_VALUE) {
    xf_diag_printf(n, " and invalidates handles to the same values as associated with it");
    xf_diag_printf(xf_diag_note(d, r->value_loc), "payload value");
    xf_diag_report(d);
    return;
  }
  xf_diag_printf(n, " and invalidates all handles to payload IR entities associated with this "
                    "operand and entities nested in them");
  if (r->form == XFT_INV_OP) {
    xf_diag_printf(xf_diag_note(d, r->ancestor_loc), "ancestor payload op");
    xf_diag_printf(xf_diag_note(d, r->op_loc), "nested payload op");
    if (r->value_loc)
      xf_diag_printf(xf_diag_note(d, r->value_loc), "consumed handle points to this payload value");
  } else {
    xf_diag_printf(xf_diag_note(d, r->ancestor_loc),
                   "ancestor op associated with the consumed handle");
    if (r->result_no >= 0)
      xf_diag_printf(xf_diag_note(d, r->op_loc), "op defining the value as result #%lld",
                     (long long)r->result_no);
    else
      xf_diag_printf(xf_diag_note(d, r->op_loc),
                     "op defining the value as block argument #%u of block #%u in region #%u",
                     r->arg_no, r->block_no, r->region_no);
    xf_diag_printf(xf_diag_note(d, r->value_loc), "payload value");
  }
  xf_diag_report(d);
}

/* --------------------------------------------------------------- check */

/* Merges the new records into the state's, keeping existing ones. */
static void merge(xf_tstate *st, newly *nw) {
  for (size_t i = 0; i < nw->keys.len; i++) {
    xf_value *h = XFS_VEC_AT(&nw->keys, xf_value *, i);
    if (xfs_ptrmap_get(&st->invalid, h))
      continue;
    xft_note_record(st, h);
    xfs_ptrmap_put(st->mem, &st->invalid, h, xfs_ptrmap_get(&nw->map, h));
  }
  xfs_ptrmap_free(st->mem, &nw->map);
  xfs_vec_free(st->mem, &nw->keys, sizeof(xf_value *));
}

/* Records what consuming operand "i" of "op" invalidates. */
static void record_consumed(xf_tstate *st, newly *nw, xf_op *op, unsigned i) {
  xf_value *h = op->operands[i].value;
  xf_tkind kind = xft_kind_of(st, h);
  if (kind == XF_TK_OPS) {
    size_t n = 0;
    void *const *ops = xft_items(st, h, &n);
    record_ops(st, nw, op, i, h, (xf_op *const *)ops, n, NULL);
  } else if (kind == XF_TK_VALUES) {
    record_values(st, nw, op, i, h);
  }
}

/* xft_check_and_record for an op consuming nothing: only existing records
 * can make an operand stale. */
static bool check_unconsumed(xf_tstate *st, xf_op *op) {
  for (uint32_t i = 0; st->invalid.count && i < op->nops; i++) {
    xft_record *r = xft_record_of(st, op->operands[i].value);
    if (r) {
      xft_report_record(st, r, xfi_op_loc(op));
      return false;
    }
  }
  return true;
}

bool xft_check_and_record(xf_tstate *st, xf_op *op, const bool *consumed) {
  bool any = !consumed;
  for (uint32_t i = 0; consumed && i < op->nops && !any; i++)
    any = consumed[i];
  if (!any)
    return check_unconsumed(st, op);
  newly nw = {{0}, {0}};
  bool repeated = xft_allows_repeated(st->ctx, op);
  bool ok = true;
  for (uint32_t i = 0; i < op->nops && ok; i++) {
    xf_value *h = op->operands[i].value;
    xft_record *r = xft_record_of(st, h);
    if (!r && !repeated)
      r = xfs_ptrmap_get(&nw.map, h);
    if (r) {
      xft_report_record(st, r, xfi_op_loc(op));
      ok = false;
      break;
    }
    if (consumed ? consumed[i] : xft_consumes(st->ctx, op, i))
      record_consumed(st, &nw, op, i);
  }
  merge(st, &nw);
  return ok;
}
