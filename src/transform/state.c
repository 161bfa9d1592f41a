/* state.c — the interpreter state: payload lists, region scopes, the
 * direct map (transform value -> entry), the reverse maps (payload op /
 * value -> entries) and payload tracking (replacement and erasure).
 *
 * Binding a value checks the list (no NULL entity, the type's payload
 * check), creates an entry in the scope that owns the value and queues it
 * for its reverse links (one per item), which are added when the reverse
 * maps are next read, in binding order; forgetting a queued entry just
 * unqueues it, otherwise it removes the links.  Leaving a scope forgets
 * every result and block argument defined directly in its region and, when
 * the scope's handles got any, drops their invalidation records (see the
 * invariants in transform_impl.h).  Forgotten entries are recycled with
 * their items arrays.  All memory comes from the context: entries and
 * reverse-list headers from the state's arena, arrays from the heap.
 */
#include <stdarg.h>

#include "transform_impl.h"

/* ------------------------------------------------------------- lists */

static bool list_reserve(xfs_mem *m, xft_list *l, size_t need) {
  if (need <= l->cap)
    return true;
  size_t cap = l->cap ? l->cap : 4;
  while (cap < need)
    cap *= 2;
  void **v = xfs_realloc(m, l->v, l->cap * sizeof *v, cap * sizeof *v);
  if (!v)
    return false;
  l->v = v;
  l->cap = (uint32_t)cap;
  return true;
}

bool xft_list_push(xfs_mem *m, xft_list *l, void *x) {
  if (!list_reserve(m, l, (size_t)l->n + 1))
    return false;
  l->v[l->n++] = x;
  return true;
}

bool xft_list_append(xfs_mem *m, xft_list *l, void *const *xs, size_t n) {
  if (!n)
    return true;
  if (!list_reserve(m, l, (size_t)l->n + n))
    return false;
  memcpy(l->v + l->n, xs, n * sizeof *xs);
  l->n += (uint32_t)n;
  return true;
}

void xft_list_free(xfs_mem *m, xft_list *l) {
  xfs_free(m, l->v, l->cap * sizeof *l->v);
  l->v = NULL;
  l->n = l->cap = 0;
}

void xft_list_dedup(xfs_mem *m, xft_list *l) {
  xfs_ptrmap seen = {0};
  uint32_t k = 0;
  for (uint32_t i = 0; i < l->n; i++) {
    if (xfs_ptrmap_get(&seen, l->v[i]))
      continue;
    if (!xfs_ptrmap_put(m, &seen, l->v[i], l->v[i]))
      break;
    l->v[k++] = l->v[i];
  }
  if (k || !l->n)
    l->n = k;
  xfs_ptrmap_free(m, &seen);
}

/* ------------------------------------------------------ reverse lists */

/* The reverse list of "payload" as registered so far (pending entries
 * not included). */
static xft_revlist *rev_get(xf_tstate *st, bool values, const void *payload) {
  return xfs_ptrmap_get(values ? &st->rev_vals : &st->rev_ops, payload);
}

static void rev_flush(xf_tstate *st);

xft_revlist *xft_rev(xf_tstate *st, bool values, const void *payload) {
  rev_flush(st);
  return rev_get(st, values, payload);
}

/* Moves the entries of "rl" to a heap array of twice its capacity. */
static bool rev_grow(xf_tstate *st, xft_revlist *rl) {
  uint32_t cap = rl->cap * 2;
  if (rl->v != rl->inl) {
    xft_entry **v = xfs_realloc(st->mem, rl->v, rl->cap * sizeof *v, cap * sizeof *v);
    if (!v)
      return false;
    rl->v = v;
    rl->cap = cap;
    return true;
  }
  /* registered for freeing before it owns the array */
  if (!XFS_VEC_PUSH(st->mem, &st->revlists, xft_revlist *, rl))
    return false;
  xft_entry **v = xfs_malloc(st->mem, cap * sizeof *v);
  if (!v) {
    st->revlists.len--;
    return false;
  }
  memcpy(v, rl->v, rl->n * sizeof *v);
  rl->v = v;
  rl->cap = cap;
  return true;
}

/* Adds entry "e" to the reverse list of "payload". */
static void rev_add(xf_tstate *st, bool values, const void *payload, xft_entry *e) {
  xfs_ptrmap *m = values ? &st->rev_vals : &st->rev_ops;
  xft_revlist *rl = xfs_ptrmap_get(m, payload);
  if (!rl) {
    rl = xfs_arena_zalloc(&st->arena, sizeof *rl);
    if (!rl)
      return;
    rl->v = rl->inl;
    rl->cap = (uint32_t)(sizeof rl->inl / sizeof rl->inl[0]);
    if (!xfs_ptrmap_put(st->mem, m, payload, rl))
      return;
  }
  if (rl->n == rl->cap && !rev_grow(st, rl))
    return;
  rl->v[rl->n++] = e;
}

/* Removes one occurrence of "e" from the reverse list of "payload". */
static void rev_remove(xf_tstate *st, bool values, const void *payload, xft_entry *e) {
  xft_revlist *rl = rev_get(st, values, payload);
  if (!rl)
    return;
  for (uint32_t i = 0; i < rl->n; i++) {
    if (rl->v[i] != e)
      continue;
    memmove(rl->v + i, rl->v + i + 1, (rl->n - i - 1) * sizeof *rl->v);
    rl->n--;
    return;
  }
}

/* Defers the reverse links of "e" (bound with a payload list) until the
 * reverse maps are next read. */
static void rev_defer(xf_tstate *st, xft_entry *e) {
  if (!XFS_VEC_PUSH(st->mem, &st->pending, xft_entry *, e)) {
    for (uint32_t i = 0; i < e->items.n; i++)
      rev_add(st, e->kind == XF_TK_VALUES, e->items.v[i], e);
    return;
  }
  e->pending = (uint32_t)st->pending.len;
}

/* Cancels the deferred links of "e" (it is being forgotten). */
static void rev_cancel(xf_tstate *st, xft_entry *e) {
  XFS_VEC_AT(&st->pending, xft_entry *, e->pending - 1) = NULL;
  e->pending = 0;
  while (st->pending.len && !XFS_VEC_AT(&st->pending, xft_entry *, st->pending.len - 1))
    st->pending.len--;
}

/* Adds the deferred links, in binding order (so every reverse list is
 * ordered as if each link had been added when its entry was bound). */
static void rev_flush(xf_tstate *st) {
  for (size_t k = 0; k < st->pending.len; k++) {
    xft_entry *e = XFS_VEC_AT(&st->pending, xft_entry *, k);
    if (!e)
      continue;
    e->pending = 0;
    for (uint32_t i = 0; i < e->items.n; i++)
      if (e->items.v[i])
        rev_add(st, e->kind == XF_TK_VALUES, e->items.v[i], e);
  }
  st->pending.len = 0;
}

/* ------------------------------------------------------------ scopes */

xft_scope *xft_top_scope(xf_tstate *st) {
  return st->scopes.len ? &XFS_VEC_AT(&st->scopes, xft_scope, st->scopes.len - 1) : NULL;
}

uint32_t xft_visible_from(xf_tstate *st) {
  for (size_t i = st->scopes.len; i-- > 0;)
    if (XFS_VEC_AT(&st->scopes, xft_scope, i).isolated)
      return (uint32_t)i;
  return 0;
}

/* The region that defines transform value "v". */
static xf_region *defining_region(const xf_value *v) {
  if (v->op)
    return v->op->block ? v->op->block->region : NULL;
  return xfi_value_block(v) ? xfi_value_block(v)->region : NULL;
}

/* Index of the scope owning "v" (innermost scope of its region), else the
 * innermost scope. */
static uint32_t owning_depth(xf_tstate *st, const xf_value *v) {
  xf_region *r = defining_region(v);
  for (size_t i = st->scopes.len; i-- > 0;)
    if (XFS_VEC_AT(&st->scopes, xft_scope, i).region == r)
      return (uint32_t)i;
  return st->scopes.len ? (uint32_t)st->scopes.len - 1 : 0;
}

bool xf_tstate_push_scope(xf_tstate *st, xf_region *region) {
  for (size_t i = 0; i < st->scopes.len; i++) {
    if (XFS_VEC_AT(&st->scopes, xft_scope, i).region != region)
      continue;
    xf_op *op = region->op;
    xf_diag *d = xf_diag_create(st->ctx, XF_SEV_ERROR, xfi_op_loc(op));
    xf_diag_printf(d, "recursive application of '%s' is not supported: its region is already "
                      "being interpreted", op->name->str);
    xf_diag_report(d);
    return false;
  }
  unsigned max = st->opts.max_nesting_depth ? st->opts.max_nesting_depth
                                            : XF_DEFAULT_MAX_TRANSFORM_DEPTH;
  max = max < XF_MAX_TRANSFORM_DEPTH_LIMIT ? max : XF_MAX_TRANSFORM_DEPTH_LIMIT;
  if (st->scopes.len >= max) {
    xf_diag *d = xf_diag_create(st->ctx, XF_SEV_ERROR, xfi_op_loc(region->op));
    xf_diag_printf(d, "transform regions nest deeper than %u levels when entering '%s' "
                      "(named sequences called and ops with regions)", max,
                   region->op->name->str);
    xf_diag_report(d);
    return false;
  }
  xft_scope s = {region, NULL, xft_is_isolated(region->op), false};
  return XFS_VEC_PUSH(st->mem, &st->scopes, xft_scope, s);
}

void xft_note_record(xf_tstate *st, xf_value *h) {
  xft_entry *e = xft_lookup(st, h);
  xft_scope *s = e && e->depth < st->scopes.len ? &XFS_VEC_AT(&st->scopes, xft_scope, e->depth)
                                                 : NULL;
  if (s && s->region == defining_region(h))
    s->records = true;
  else
    st->records_unscoped = true;
}

/* Forgets "v" and drops its invalidation record ("records": one may exist). */
static void forget_value(xf_tstate *st, xf_value *v, bool records) {
  xft_forget(st, v);
  if (records)
    xft_drop_record(st, v);
}

void xf_tstate_pop_scope(xf_tstate *st) {
  xft_scope *s = xft_top_scope(st);
  if (!s)
    return;
  bool records = s->records || st->records_unscoped;
  for (xf_block *b = s->region->first; b; b = b->next) {
    for (uint32_t i = 0; i < b->nargs; i++)
      forget_value(st, b->args[i], records);
    for (xf_op *op = b->first; op; op = op->next)
      for (uint32_t i = 0; i < op->nres; i++)
        forget_value(st, &xfi_op_results(op)[i], records);
  }
  st->scopes.len--;
}

/* ----------------------------------------------------------- entries */

xft_entry *xft_lookup(xf_tstate *st, xf_value *h) { return xfs_ptrmap_get(&st->map, h); }

/* A cleared entry; a recycled one keeps its (emptied) items array. */
static xft_entry *entry_new(xf_tstate *st) {
  xft_entry *e = st->free_entries;
  if (!e) {
    e = xfs_arena_zalloc(&st->arena, sizeof *e);
    return e;
  }
  st->free_entries = e->next;
  xft_list items = e->items;
  memset(e, 0, sizeof *e);
  e->items.v = items.v;
  e->items.cap = items.cap;
  return e;
}

/* Puts "e" on the free list (its items array kept for the next binding). */
static void entry_recycle(xf_tstate *st, xft_entry *e) {
  e->items.n = 0;
  e->handle = NULL;
  e->next = st->free_entries;
  st->free_entries = e;
}

static void link_entry(xf_tstate *st, xft_entry *e) {
  e->prev = st->last;
  e->next = NULL;
  if (st->last)
    st->last->next = e;
  else
    st->first = e;
  st->last = e;
}

static void unlink_entry(xf_tstate *st, xft_entry *e) {
  if (e->prev)
    e->prev->next = e->next;
  else
    st->first = e->next;
  if (e->next)
    e->next->prev = e->prev;
  else
    st->last = e->prev;
}

void xft_forget(xf_tstate *st, xf_value *h) {
  xft_entry *e = xft_lookup(st, h);
  if (!e)
    return;
  if (e->pending)
    rev_cancel(st, e);
  else if (e->kind != XF_TK_PARAMS)
    for (uint32_t i = 0; i < e->items.n; i++)
      if (e->items.v[i])
        rev_remove(st, e->kind == XF_TK_VALUES, e->items.v[i], e);
  unlink_entry(st, e);
  xfs_ptrmap_put(st->mem, &st->map, h, NULL);
  entry_recycle(st, e);
}

/* The "null payload" message for a kind. */
static const char *null_message(xf_tkind kind) {
  switch (kind) {
  case XF_TK_OPS:
    return "attempting to assign a null payload op to this transform value";
  case XF_TK_VALUES:
    return "attempting to assign a null payload value to this transform handle";
  default:
    return "attempting to assign a null parameter to this transform value";
  }
}

bool xft_bind(xf_tstate *st, xf_value *h, xf_tkind kind, void *const *items, size_t n) {
  xf_attr *loc = xft_value_loc(h);
  for (size_t i = 0; i < n; i++) {
    if (items[i])
      continue;
    xf_tresult_definite_at(st->ctx, loc, "%s", null_message(kind));
    return false;
  }
  if (xft_type_info(st->ctx, h->type)->check != XFT_CHECK_NONE) {
    xf_tresult chk = xft_check_payload(st->ctx, h->type, loc, kind, items, n);
    if (xf_tresult_report(&chk) != XF_OK)
      return false;
  }
  xft_forget(st, h);
  xft_entry *e = entry_new(st);
  if (!e)
    return false;
  if (!xft_list_append(st->mem, &e->items, items, n) || !xfs_ptrmap_put(st->mem, &st->map, h, e)) {
    entry_recycle(st, e);
    return false;
  }
  e->handle = h;
  e->kind = kind;
  e->depth = owning_depth(st, h);
  link_entry(st, e);
  if (kind != XF_TK_PARAMS && n)
    rev_defer(st, e);
  return true;
}

/* Removes every occurrence of "payload" from entry "e" (and its reverse
 * links). */
static void drop_item(xf_tstate *st, xft_entry *e, void *payload) {
  uint32_t k = 0;
  for (uint32_t i = 0; i < e->items.n; i++) {
    if (e->items.v[i] == payload) {
      rev_remove(st, e->kind == XF_TK_VALUES, payload, e);
      continue;
    }
    e->items.v[k++] = e->items.v[i];
  }
  e->items.n = k;
}

/* Drops "payload" from every visible handle pointing to it. */
static void drop_from_visible(xf_tstate *st, bool values, void *payload) {
  xft_revlist *rl = xft_rev(st, values, payload);
  uint32_t from = xft_visible_from(st);
  while (rl) {
    xft_entry *e = NULL;
    for (uint32_t i = 0; i < rl->n && !e; i++)
      if (rl->v[i]->depth >= from)
        e = rl->v[i];
    if (!e)
      return;
    drop_item(st, e, payload);
  }
}

void xft_forget_consumed_ops(xf_tstate *st, xf_value *h, const xft_list *results) {
  xft_forget(st, h);
  for (uint32_t i = 0; i < results->n; i++)
    drop_from_visible(st, true, results->v[i]);
}

void xft_forget_consumed_values(xf_tstate *st, xf_value *h, const xft_list *ops) {
  xft_forget(st, h);
  for (uint32_t i = 0; i < ops->n; i++)
    drop_from_visible(st, false, ops->v[i]);
}

void xft_compact(xf_tstate *st) {
  for (size_t i = 0; i < st->compact.len; i++) {
    xft_entry *e = XFS_VEC_AT(&st->compact, xft_entry *, i);
    uint32_t k = 0;
    for (uint32_t j = 0; j < e->items.n; j++)
      if (e->items.v[j])
        e->items.v[k++] = e->items.v[j];
    e->items.n = k;
  }
  st->compact.len = 0;
}

/* ---------------------------------------------------------- tracking */

void xf_tstate_notify_op_replaced(xf_tstate *st, xf_op *op, xf_op *replacement) {
  xft_revlist *rl = xft_rev(st, false, op);
  if (replacement == op)
    return;
  while (rl && rl->n) {
    xft_entry *e = rl->v[0];
    uint32_t before = rl->n;
    for (uint32_t i = 0; i < e->items.n; i++) {
      if (e->items.v[i] != op)
        continue;
      e->items.v[i] = replacement;
      rev_remove(st, false, op, e);
      if (replacement)
        rev_add(st, false, replacement, e);
    }
    if (!replacement)
      XFS_VEC_PUSH(st->mem, &st->compact, xft_entry *, e);
    if (rl->n >= before)
      rev_remove(st, false, op, e); /* defensive: stale link */
  }
}

void xf_tstate_notify_value_replaced(xf_tstate *st, xf_value *v, xf_value *replacement) {
  xft_revlist *rl = xft_rev(st, true, v);
  if (replacement == v)
    return;
  while (rl && rl->n) {
    xft_entry *e = rl->v[0];
    uint32_t before = rl->n;
    if (!replacement) {
      drop_item(st, e, v);
      if (rl->n >= before)
        rev_remove(st, true, v, e);
      continue;
    }
    for (uint32_t i = 0; i < e->items.n; i++) {
      if (e->items.v[i] != v)
        continue;
      e->items.v[i] = replacement;
      rev_remove(st, true, v, e);
      rev_add(st, true, replacement, e);
    }
    if (rl->n >= before)
      rev_remove(st, true, v, e); /* defensive: stale link */
  }
}

/* ------------------------------------------------------------ queries */

void *const *xft_items(xf_tstate *st, xf_value *h, size_t *n) {
  xft_entry *e = xft_lookup(st, h);
  *n = e ? e->items.n : 0;
  return e ? e->items.v : NULL;
}

xf_tkind xft_kind_of(xf_tstate *st, xf_value *h) { return xft_type_info(st->ctx, h->type)->kind; }

xf_context *xf_tstate_context(const xf_tstate *st) { return st->ctx; }
xf_op *xf_tstate_top_level(const xf_tstate *st) { return st->top; }

xf_op *const *xf_tstate_payload_ops(xf_tstate *st, xf_value *h, size_t *n) {
  return (xf_op *const *)xft_items(st, h, n);
}

xf_value *const *xf_tstate_payload_values(xf_tstate *st, xf_value *h, size_t *n) {
  return (xf_value *const *)xft_items(st, h, n);
}

xf_attr *const *xf_tstate_params(xf_tstate *st, xf_value *h, size_t *n) {
  return (xf_attr *const *)xft_items(st, h, n);
}

/* ------------------------------------------------------ life cycle */

xf_tstate *xft_state_create(xf_context *ctx, xf_op *top, const xf_transform_options *opts) {
  xf_tstate *st = xfs_calloc(xfs_ctx_mem(ctx), sizeof *st);
  if (!st)
    return NULL;
  st->ctx = ctx;
  st->mem = xfs_ctx_mem(ctx);
  st->top = top;
  if (opts)
    st->opts = *opts;
  st->expensive = !st->opts.disable_expensive_checks;
  xfs_arena_init(&st->arena, st->mem);
  xf_strbuf_init(&st->dbgbuf, ctx);
  return st;
}

void xft_state_destroy(xf_tstate *st) {
  if (!st)
    return;
  xfs_mem *m = st->mem;
  for (xft_entry *e = st->first; e; e = e->next)
    xft_list_free(m, &e->items);
  for (xft_entry *e = st->free_entries; e; e = e->next)
    xft_list_free(m, &e->items);
  for (size_t i = 0; i < st->revlists.len; i++) {
    xft_revlist *rl = XFS_VEC_AT(&st->revlists, xft_revlist *, i);
    xfs_free(m, rl->v, rl->cap * sizeof *rl->v);
  }
  for (uint32_t i = 0; i < st->nextra; i++)
    xft_list_free(m, &st->extra[i]);
  size_t nx = st->nextra ? st->nextra : 1;
  xfs_free(m, st->extra, nx * sizeof *st->extra);
  xfs_free(m, st->extra_kinds, nx * sizeof *st->extra_kinds);
  xfs_vec_free(m, &st->revlists, sizeof(xft_revlist *));
  xfs_vec_free(m, &st->scopes, sizeof(xft_scope));
  xfs_vec_free(m, &st->compact, sizeof(xft_entry *));
  xfs_vec_free(m, &st->pending, sizeof(xft_entry *));
  xfs_ptrmap_free(m, &st->map);
  xfs_ptrmap_free(m, &st->rev_ops);
  xfs_ptrmap_free(m, &st->rev_vals);
  xfs_ptrmap_free(m, &st->invalid);
  xf_strbuf_free(&st->dbgbuf);
  xfs_arena_free(&st->arena);
  xfs_free(m, st, sizeof *st);
}

/* ------------------------------------------------------------ debug */

bool xf_tstate_debug_on(const xf_tstate *st, unsigned channel) {
  return (st->opts.debug_channels & channel) && st->opts.dbg;
}

/* The name of a debug channel as printed in brackets. */
static const char *channel_name(unsigned channel) {
  switch (channel) {
  case XF_TDEBUG_MATCHER:
    return "transform-matcher";
  case XF_TDEBUG_UTILS:
    return "transform-dialect-interpreter-utils";
  default:
    return "transform-dialect";
  }
}

void xf_tstate_debugf(xf_tstate *st, unsigned channel, const char *fmt, ...) {
  if (!xf_tstate_debug_on(st, channel))
    return;
  xf_strbuf *b = &st->dbgbuf;
  b->len = 0;
  /* TransformInterpreterUtils.cpp's DBGS() adds a colon */
  xfs_buf_printf(b, channel == XF_TDEBUG_UTILS ? "[%s]: " : "[%s] ", channel_name(channel));
  va_list ap;
  va_start(ap, fmt);
  xfs_buf_vprintf(b, fmt, ap);
  va_end(ap);
  if (b->data)
    st->opts.dbg(st->opts.user, b->data, b->len);
}
