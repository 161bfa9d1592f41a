/* op.c — operations, blocks, regions, SSA values and their use lists.
 *
 * An op is one arena block: the struct, then its operand uses, results,
 * successor pointers and regions, so creating an op is one allocation.
 * Ops are never freed individually: erasing unlinks an op and drops its
 * uses (and those of everything nested in it); the memory stays in the
 * arena until the context dies.
 *
 * Use lists are intrusive and doubly linked through `pprev` (the address
 * of the pointer that points at the use), so unlinking is O(1).  A new use
 * goes to the FRONT of its value's list, as in MLIR; every (re)assignment
 * of an operand unlinks and relinks, even to the same value, so the order
 * of uses matches MLIR's after the same sequence of edits.
 *
 * Invariants: `op->block` is NULL iff the op is unlinked; `prev`/`next`
 * are NULL when unlinked; an operand use with a NULL value is in no list.
 */
#include <assert.h>

#include "ir_impl.h"

/* ------------------------------------------------------------ use lists */

/* Links `u` at the front of `v`'s use list (no-op for NULL `v`). */
static void use_link(xf_use *u, xf_value *v) {
  u->value = v;
  if (!v) {
    u->next = NULL;
    u->pprev = NULL;
    return;
  }
  u->next = v->uses;
  if (v->uses)
    v->uses->pprev = &u->next;
  u->pprev = &v->uses;
  v->uses = u;
}

/* Unlinks `u` from its value's use list; `u->value` becomes NULL. */
static void use_unlink(xf_use *u) {
  if (!u->value)
    return;
  *u->pprev = u->next;
  if (u->next)
    u->next->pprev = u->pprev;
  u->next = NULL;
  u->pprev = NULL;
  u->value = NULL;
}

xf_type *xf_value_type(const xf_value *v) { return v->type; }
void xf_value_set_type(xf_value *v, xf_type *t) { v->type = t; }
xf_op *xf_value_defining_op(const xf_value *v) { return v->op; }
xf_block *xf_value_owner_block(const xf_value *v) { return v->op ? NULL : xfi_value_block(v); }
unsigned xf_value_index(const xf_value *v) { return v->index; }
bool xf_value_is_block_arg(const xf_value *v) { return v->op == NULL; }
xf_attr *xf_value_loc(const xf_value *v) { return xfi_value_loc(v); }
xf_use *xf_value_first_use(const xf_value *v) { return v->uses; }
bool xf_value_has_uses(const xf_value *v) { return v->uses != NULL; }
xf_use *xf_use_next(const xf_use *u) { return u->next; }
xf_op *xf_use_owner(const xf_use *u) { return u->owner; }
unsigned xf_use_operand_index(const xf_use *u) { return xfi_use_index(u); }
xf_value *xf_use_value(const xf_use *u) { return u->value; }

/* Moves the uses of `from` one by one, head first, to the front of `to`'s
 * list (so they end up reversed there, as MLIR's replaceAllUsesWith). */
void xf_value_replace_all_uses(xf_value *from, xf_value *to) {
  if (from == to)
    return;
  while (from->uses) {
    xf_use *u = from->uses;
    use_unlink(u);
    use_link(u, to);
  }
}

/* ------------------------------------------------------------ creation */

/* Byte offsets of the parts of an op's arena block, in the order the
 * xfi_op_results / xfi_op_regions_raw / xfi_op_succs accessors assume:
 * header, results, regions, successors, uses. */
typedef struct op_layout {
  size_t uses, total;
} op_layout;

static op_layout layout_of(const xf_op_state *st) {
  _Static_assert(sizeof(xf_op) % 8 == 0 && sizeof(xf_value) % 8 == 0 &&
                     sizeof(xf_region) % 8 == 0 && sizeof(xf_use) % 8 == 0,
                 "op parts stay 8-byte aligned");
  op_layout l;
  l.uses = sizeof(xf_op) + st->num_results * sizeof(xf_value) +
           st->num_regions * sizeof(xf_region) + st->num_successors * sizeof(xf_block *);
  l.total = l.uses + st->num_operands * sizeof(xf_use);
  return l;
}

/* An empty dictionary is stored as NULL. */
static xf_attr *nonempty_dict(xf_attr *d) { return d && d->n ? d : NULL; }

/* Fills the results, successors and regions of a fresh `op`. */
static void init_parts(xf_op *op, const xf_op_state *st) {
  for (uint32_t i = 0; i < op->nres; i++) {
    xf_value *r = &xfi_op_results(op)[i];
    memset(r, 0, sizeof *r);
    r->type = st->result_types[i];
    r->op = op;
    r->index = i;
  }
  for (uint32_t i = 0; i < op->nsucc; i++)
    xfi_op_succs(op)[i] = st->successors[i];
  for (uint32_t i = 0; i < op->nreg; i++) {
    xf_region *r = &xfi_op_regions_raw(op)[i];
    memset(r, 0, sizeof *r);
    r->op = op;
    r->index = i;
  }
}

xf_op *xf_op_create(xf_context *ctx, const xf_op_state *st) { return xfi_op_create_at(ctx, st, 0); }

/* Adds `op` (of an XF_TRAIT_LISTED row) to the list of the thread making
 * it; a helper's list joins the context's when the helper is merged. */
static void list_op(xf_context *ctx, xf_op *op) {
  if (xfi_tls) /* a failure marks the helper's memory owner: the phase is redone */
    (void)XFS_VEC_PUSH(xfs_ctx_mem(ctx), &xfi_tls->listed_ops, xf_op *, op);
  else if (!XFS_VEC_PUSH(xfs_ctx_mem(ctx), &ctx->listed_ops, xf_op *, op))
    ctx->listed_lost = true;
}

bool xfi_listed_ops(xf_context *ctx, xf_op *const **ops, size_t *n) {
  *ops = (xf_op *const *)ctx->listed_ops.data;
  *n = ctx->listed_ops.len;
  return !ctx->listed_lost;
}

xf_op *xfi_op_create_at(xf_context *ctx, const xf_op_state *st, xfi_loc loc) {
  assert(st->name && st->name->owner == ctx && "op names are interned in the op's context");
  op_layout l = layout_of(st);
  char *mem = xfs_arena_alloc(xfi_arena(ctx), l.total);
  if (!mem)
    return NULL;
  xf_op *op = (xf_op *)(void *)mem;
  memset(op, 0, sizeof *op);
  op->name = st->name;
  op->info = xfi_lookup_op_info(ctx, st->name);
  if (XFS_UNLIKELY(op->info && (op->info->traits & XF_TRAIT_LISTED)))
    list_op(ctx, op);
  op->locw = loc ? loc : xfi_loc_of(st->loc ? st->loc : ctx->a_unknown_loc);
  op->props = st->properties; /* an empty `<{}>` of an unregistered op prints back */
  op->attrs = nonempty_dict(st->attrs);
  op->nops = (uint32_t)st->num_operands;
  op->nres = (uint32_t)st->num_results;
  op->nsucc = (uint32_t)st->num_successors;
  op->nreg = (uint32_t)st->num_regions;
  op->operands = (xf_use *)(void *)(mem + l.uses);
  init_parts(op, st);
  for (uint32_t i = 0; i < op->nops; i++) {
    op->operands[i].owner = op;
    use_link(&op->operands[i], st->operands[i]);
  }
  return op;
}

/* --------------------------------------------------------- linking ops */

void xf_op_remove(xf_op *op) {
  xf_block *b = op->block;
  if (!b)
    return;
  xfi_symcache_touch_block(b);
  if (op->prev)
    op->prev->next = op->next;
  else
    b->first = op->next;
  if (op->next)
    op->next->prev = op->prev;
  else
    b->last = op->prev;
  op->next = op->prev = NULL;
  op->block = NULL;
}

/* Links the unlinked `op` into `b` between `prev` and `next` (either may
 * be NULL at the ends). */
static void link_between(xf_block *b, xf_op *op, xf_op *prev, xf_op *next) {
  xfi_symcache_touch_block(b);
  op->block = b;
  op->prev = prev;
  op->next = next;
  if (prev)
    prev->next = op;
  else
    b->first = op;
  if (next)
    next->prev = op;
  else
    b->last = op;
}

void xf_op_insert_before(xf_op *op, xf_op *before) {
  if (op == before)
    return;
  xf_op_remove(op);
  link_between(before->block, op, before->prev, before);
}

void xf_op_insert_after(xf_op *op, xf_op *after) {
  if (op == after)
    return;
  xf_op_remove(op);
  link_between(after->block, op, after, after->next);
}

void xf_block_push_back(xf_block *b, xf_op *op) {
  xf_op_remove(op);
  link_between(b, op, b->last, NULL);
}

void xf_block_push_front(xf_block *b, xf_op *op) {
  xf_op_remove(op);
  link_between(b, op, NULL, b->first);
}

void xf_op_move_before(xf_op *op, xf_op *before) { xf_op_insert_before(op, before); }

void xf_op_move_after(xf_op *op, xf_op *after) { xf_op_insert_after(op, after); }

/* Drops the operand uses of one op (a walk callback); lazy regions have no
 * ops yet and are not built. */
static xf_walk_result drop_uses(xf_op *op, void *user) {
  (void)user;
  for (uint32_t i = 0; i < op->nops; i++)
    use_unlink(&op->operands[i]);
  return op->nlazy ? XF_WALK_SKIP : XF_WALK_ADVANCE;
}

/* The walk never allocates, so erasing cannot fail. */
void xf_op_erase(xf_op *op) {
  for (uint32_t i = 0; i < op->nres; i++)
    assert(!xfi_op_results(op)[i].uses && "erasing an op whose results are still used");
  xf_op_remove(op);
  (void)xf_walk(op, XF_PRE_ORDER, drop_uses, NULL);
}

void xfi_op_build_lazy(xf_op *op) {
  op->nlazy = 0; /* first: building reads the regions through the accessor */
  for (uint32_t i = 0; i < op->nreg; i++) {
    xf_region *r = &xfi_op_regions_raw(op)[i];
    xfi_lazy_region *l = r->lazy;
    r->lazy = NULL;
    if (l && !l->build(l, r))
      xfs_ctx_mem(xfi_op_ctx(op))->oom = true;
  }
}

/* ------------------------------------------------------------ accessors */

xf_context *xf_op_context(const xf_op *op) { return xfi_op_ctx(op); }
xf_ident *xf_op_name(const xf_op *op) { return op->name; }
xf_attr *xf_op_loc(const xf_op *op) { return xfi_op_loc(op); }
void xf_op_set_loc(xf_op *op, xf_attr *loc) {
  op->locw = xfi_loc_of(loc ? loc : xfi_op_ctx(op)->a_unknown_loc);
}
size_t xf_op_num_operands(const xf_op *op) { return op->nops; }
xf_value *xf_op_operand(const xf_op *op, size_t i) { return op->operands[i].value; }
xf_use *xf_op_operand_use(xf_op *op, size_t i) { return &op->operands[i]; }
size_t xf_op_num_results(const xf_op *op) { return op->nres; }
xf_value *xf_op_result(xf_op *op, size_t i) { return &xfi_op_results(op)[i]; }
size_t xf_op_num_successors(const xf_op *op) { return op->nsucc; }
xf_block *xf_op_successor(const xf_op *op, size_t i) { return xfi_op_succs(op)[i]; }
size_t xf_op_num_regions(const xf_op *op) { return op->nreg; }
xf_region *xf_op_region(xf_op *op, size_t i) { return &xfi_op_regions(op)[i]; }
xf_block *xf_op_block(const xf_op *op) { return op->block; }
xf_op *xf_op_next(const xf_op *op) { return op->next; }
xf_op *xf_op_prev(const xf_op *op) { return op->prev; }

xf_op *xf_op_parent(const xf_op *op) {
  return op->block && op->block->region ? op->block->region->op : NULL;
}

bool xf_op_is_ancestor(const xf_op *ancestor, const xf_op *op) {
  for (; op; op = xf_op_parent(op))
    if (op == ancestor)
      return true;
  return false;
}

/* Reassigns operand `i` (unlink, then link at the front, like
 * OpOperand::set even when the value is unchanged). */
void xf_op_set_operand(xf_op *op, size_t i, xf_value *v) {
  xf_use *u = &op->operands[i];
  use_unlink(u);
  use_link(u, v);
}

/* Replaces all operands with `vals`.  Shrinking or keeping the count works
 * in place; growing moves the operands to a new arena array (the old uses
 * are unlinked first, so no list points into the old array). */
xf_status xf_op_set_operands(xf_op *op, xf_value *const *vals, size_t n) {
  xf_use *uses = op->operands;
  if (n > op->nops) {
    uses = xfs_arena_alloc(&xfi_op_ctx(op)->arena, n * sizeof *uses);
    if (!uses)
      return XF_NOMEM;
    memset(uses, 0, n * sizeof *uses);
  }
  for (uint32_t i = 0; i < op->nops; i++)
    if (i >= n || uses != op->operands)
      use_unlink(&op->operands[i]);
  op->operands = uses;
  op->nops = (uint32_t)n;
  for (size_t i = 0; i < n; i++) {
    uses[i].owner = op;
    xf_op_set_operand(op, i, vals[i]);
  }
  return XF_OK;
}

/* ----------------------------------------------------------- attributes */

xf_attr *xf_op_properties(const xf_op *op) { return op->props; }
void xf_op_set_properties(xf_op *op, xf_attr *dict) {
  xfi_symcache_touch_block(op->block);
  op->props = nonempty_dict(dict);
}
xf_attr *xf_op_attrs(const xf_op *op) { return op->attrs; }
void xf_op_set_attrs(xf_op *op, xf_attr *dict) {
  xfi_symcache_touch_block(op->block);
  op->attrs = nonempty_dict(dict);
}

xf_attr *xf_op_get_attr_id(const xf_op *op, const xf_ident *name) {
  xf_attr *a = xf_attr_dict_get_id(op->props, name);
  return a ? a : xf_attr_dict_get_id(op->attrs, name);
}

xf_attr *xf_op_get_attr(const xf_op *op, const char *name) {
  if (!op->props && !op->attrs)
    return NULL;
  size_t len = strlen(name);
  xf_attr *a = xfi_attr_dict_get_n(op->props, name, len);
  return a ? a : xfi_attr_dict_get_n(op->attrs, name, len);
}

/* True if `name` is an inherent attribute of `op`: a property its registry
 * row declares, or (any op) one present in its property dictionary. */
static bool is_property(const xf_op *op, const xf_ident *name) {
  if (xf_attr_dict_get_id(op->props, name))
    return true;
  if (!op->info || !op->info->prop_names ||
      !xfs_ptrmap_get(&xfi_op_ctx(op)->inherent_names, name)) /* no row lists it */
    return false;
  for (const char *const *p = op->info->prop_names; *p; p++)
    if (strlen(*p) == name->len && memcmp(*p, name->str, name->len) == 0)
      return true;
  return false;
}

/* `dict` (or the empty dictionary) with `name` set to `value`, or with
 * `name` removed when `value` is NULL.  Stores the result in `*out` (NULL
 * for an empty result). */
static xf_status dict_with(xf_context *ctx, xf_attr *dict, xf_ident *name, xf_attr *value,
                           xf_attr **out) {
  size_t n = dict ? dict->n : 0, m = 0;
  xf_named_attr small[16], *e = small;
  if (n + 1 > 16 && !(e = xfs_malloc(xfs_ctx_mem(ctx), (n + 1) * sizeof *e)))
    return XF_NOMEM;
  for (size_t i = 0; i < n; i++)
    if (dict->u.entries[i].name != name)
      e[m++] = dict->u.entries[i];
  if (value)
    e[m++] = (xf_named_attr){name, value};
  xf_attr *d = m ? xf_attr_dict(ctx, e, m) : ctx->a_empty_dict;
  if (e != small)
    xfs_free(xfs_ctx_mem(ctx), e, (n + 1) * sizeof *e);
  if (!d)
    return XF_NOMEM;
  *out = nonempty_dict(d);
  return XF_OK;
}

xf_status xf_op_set_attr(xf_op *op, xf_ident *name, xf_attr *value) {
  xfi_symcache_touch_block(op->block);
  if (is_property(op, name))
    return dict_with(xfi_op_ctx(op), op->props, name, value, &op->props);
  return dict_with(xfi_op_ctx(op), op->attrs, name, value, &op->attrs);
}

xf_status xf_op_remove_attr(xf_op *op, xf_ident *name) {
  xfi_symcache_touch_block(op->block);
  if (xf_attr_dict_get_id(op->props, name))
    return dict_with(xfi_op_ctx(op), op->props, name, NULL, &op->props);
  if (xf_attr_dict_get_id(op->attrs, name))
    return dict_with(xfi_op_ctx(op), op->attrs, name, NULL, &op->attrs);
  return XF_OK;
}

/* ------------------------------------------------------ blocks, regions */

xf_block *xf_block_create(xf_context *ctx) {
  xf_block *b = xfs_arena_zalloc(xfi_arena(ctx), sizeof *b);
  if (b)
    b->ctx = ctx;
  return b;
}

/* Appends an argument; the argument array lives in the arena and doubles
 * when full (the old array is abandoned there).  NULL on failure. */
xf_value *xf_block_add_arg(xf_block *b, xf_type *t, xf_attr *loc) {
  return xfi_block_add_arg_at(b, t, xfi_loc_of(loc));
}

xf_value *xfi_block_add_arg_at(xf_block *b, xf_type *t, xfi_loc loc) {
  xfs_arena *ar = xfi_arena(b->ctx);
  if (b->nargs == b->argcap) {
    uint32_t cap = b->argcap ? b->argcap * 2 : 4;
    xf_value **args = xfs_arena_alloc(ar, cap * sizeof *args);
    if (!args)
      return NULL;
    if (b->nargs)
      memcpy(args, b->args, b->nargs * sizeof *args);
    b->args = args;
    b->argcap = cap;
  }
  xfi_block_arg *arg = xfs_arena_zalloc(ar, sizeof *arg);
  if (!arg)
    return NULL;
  arg->v.type = t;
  arg->v.index = b->nargs;
  arg->block = b;
  arg->locw = loc;
  b->args[b->nargs++] = &arg->v;
  return &arg->v;
}

size_t xf_block_num_args(const xf_block *b) { return b->nargs; }
xf_value *xf_block_arg(xf_block *b, size_t i) { return b->args[i]; }
xf_op *xf_block_first_op(const xf_block *b) { return b->first; }
xf_op *xf_block_last_op(const xf_block *b) { return b->last; }
xf_block *xf_block_next(const xf_block *b) { return b->next; }
xf_region *xf_block_region(const xf_block *b) { return b->region; }
xf_op *xf_block_parent_op(const xf_block *b) { return b->region ? b->region->op : NULL; }

void xf_region_push_block(xf_region *r, xf_block *b) {
  b->region = r;
  b->next = NULL;
  b->prev = r->last;
  if (r->last)
    r->last->next = b;
  else
    r->first = b;
  r->last = b;
  r->nblocks++;
}

xf_block *xf_region_first_block(const xf_region *r) { return r->first; }
size_t xf_region_num_blocks(const xf_region *r) { return r->nblocks; }
xf_op *xf_region_parent_op(const xf_region *r) { return r->op; }
unsigned xf_region_index(const xf_region *r) { return r->index; }

/* `w` moved `delta` lines when it is a packed location, else `w`. */
static xfi_loc loc_moved(xfi_loc w, int64_t delta) {
  xfi_loc s = delta ? xfi_loc_shift_lines(w, delta) : 0;
  return s ? s : w;
}

bool xfi_block_copy_flat(xf_context *ctx, const xf_block *src, xf_block *dst, int64_t delta,
                         bool number) {
  xfs_mem *m = xfs_ctx_mem(ctx);
  size_t nops = 0;
  for (const xf_op *o = src->first; o; o = o->next)
    nops++;
  xf_op **made = xfs_malloc(m, (nops ? nops : 1) * sizeof *made);
  xfs_vec vals = {0}, types = {0};
  bool ok = made != NULL;
  uint32_t k = 0;
  for (xf_op *o = src->first; ok && o; o = o->next, k++) {
    vals.len = types.len = 0;
    for (uint32_t i = 0; ok && i < o->nops; i++) {
      xf_value *v = o->operands[i].value;
      xf_value *nv = v->op ? &xfi_op_results(made[v->op->order])[v->index] : dst->args[v->index];
      ok = XFS_VEC_PUSH(m, &vals, xf_value *, nv);
    }
    for (uint32_t i = 0; ok && i < o->nres; i++)
      ok = XFS_VEC_PUSH(m, &types, xf_type *, xfi_op_results(o)[i].type);
    if (!ok)
      break;
    xf_op_state st;
    memset(&st, 0, sizeof st);
    st.name = o->name;
    st.operands = vals.data;
    st.num_operands = o->nops;
    st.result_types = types.data;
    st.num_results = o->nres;
    st.properties = o->props;
    st.attrs = o->attrs;
    made[k] = xfi_op_create_at(ctx, &st, loc_moved(o->locw, delta));
    if (!(ok = made[k] != NULL))
      break;
    if (number)
      made[k]->order = k;
    xf_block_push_back(dst, made[k]);
  }
  xfs_vec_free(m, &vals, sizeof(xf_value *));
  xfs_vec_free(m, &types, sizeof(xf_type *));
  if (made)
    xfs_free(m, made, (nops ? nops : 1) * sizeof *made);
  return ok;
}
