/* util.c — small helpers shared by the transform op files: property
 * access with defaults, locations of values, streaming values into
 * diagnostics as MLIR does, symbol resolution of named sequences, the
 * payload post-order walk, printing to the output callback, and deep
 * cloning of payload ops (for transform.alternatives).
 */
#include "transform_impl.h"

/* ------------------------------------------------------------ properties */

xf_attr *xft_prop(const xf_op *op, const char *name) { return xf_op_get_attr(op, name); }

int64_t xft_prop_int(const xf_op *op, const char *name, int64_t dflt) {
  xf_attr *a = xft_prop(op, name);
  return a && (a->kind == XF_ATTR_INTEGER || a->kind == XF_ATTR_BOOL) ? xf_attr_int_value(a) : dflt;
}

bool xft_prop_flag(const xf_op *op, const char *name, bool dflt) {
  xf_attr *a = xft_prop(op, name);
  if (!a)
    return dflt;
  if (a->kind == XF_ATTR_BOOL)
    return a->flag != 0;
  return a->kind == XF_ATTR_UNIT || dflt;
}

/* ------------------------------------------------------------- values */

xf_attr *xft_value_loc(xf_value *v) {
  if (v->op)
    return xfi_op_loc(v->op);
  if (xfi_value_loc(v))
    return xfi_value_loc(v);
  xf_op *owner = xfi_value_block(v) ? xf_block_parent_op(xfi_value_block(v)) : NULL;
  return owner ? xfi_op_loc(owner) : NULL;
}

void xft_diag_append_value(xf_diag *d, xf_value *v) {
  if (v->op) {
    xf_diag_append_op(d, v->op);
    return;
  }
  xf_diag_printf(d, "<block argument> of type ");
  xf_diag_append_type(d, v->type);
  xf_diag_printf(d, " at index: %u", v->index);
}

xf_tresult xft_oom(xf_tstate *st, xf_op *op) {
  return xf_tresult_definite_at(st->ctx, op ? xfi_op_loc(op) : NULL, "out of memory");
}

bool xft_is_isolated(const xf_op *op) {
  if (!op)
    return false;
  if (op->info)
    return (op->info->traits & XF_TRAIT_ISOLATED) != 0;
  /* Transform ops used in generic form before their syntax is registered. */
  const char *n = op->name->str;
  return !strcmp(n, "transform.named_sequence") || !strcmp(n, "transform.alternatives");
}

/* ------------------------------------------------------------- output */

void xft_print_op(xf_tstate *st, xf_op *op, const xf_print_options *po, xf_strbuf *out) {
  if (xf_print_op(op, po, out) != XF_OK)
    out->failed = true;
  (void)st;
}

void xft_out(xf_tstate *st, const char *s, size_t n) {
  if (st->opts.out && n)
    st->opts.out(st->opts.user, s, n);
}

/* --------------------------------------------------------------- walks */

typedef struct walk_ctx {
  bool (*fn)(xf_op *op, void *user);
  void *user;
  bool (*enter_lazy)(xf_op *op, void *user);
} walk_ctx;

static xf_walk_result walk_cb(xf_op *op, void *user) {
  walk_ctx *w = user;
  return w->fn(op, w->user) ? XF_WALK_ADVANCE : XF_WALK_INTERRUPT;
}

void xft_walk_post(xf_op *root, bool (*fn)(xf_op *op, void *user), void *user) {
  walk_ctx w = {fn, user, NULL};
  (void)xf_walk(root, XF_POST_ORDER, walk_cb, &w);
}

static bool enter_lazy_cb(xf_op *op, void *user) {
  walk_ctx *w = user;
  return w->enter_lazy(op, w->user);
}

void xft_walk_post_lazy(xf_op *root, bool (*fn)(xf_op *op, void *user),
                        bool (*enter_lazy)(xf_op *op, void *user), void *user) {
  walk_ctx w = {fn, user, enter_lazy};
  (void)xfi_walk_post_lazy(root, walk_cb, enter_lazy_cb, &w);
}

/* --------------------------------------------------------- named sequences */

/* Is "op" a symbol table for symbol lookups from transform IR? */
static bool is_table(const xf_op *op) {
  return op->name == xfi_op_ctx(op)->id_builtin_module ||
         (op->info && (op->info->traits & XF_TRAIT_SYMBOL_TABLE));
}

/* SymbolTable::lookupNearestSymbolFrom for transform IR: the nearest
 * enclosing symbol table, then nested references (transform ops are never
 * symbol tables, even before their dialect is registered). */
static xf_op *lookup_nearest(xf_op *from, const xf_attr *ref) {
  if (!ref || ref->kind != XF_ATTR_SYMBOL_REF)
    return NULL;
  xf_op *table = xf_op_parent(from);
  while (table && !is_table(table))
    table = xf_op_parent(table);
  xf_op *op = table ? xf_symbol_lookup(table, ref->u.sym.root) : NULL;
  for (uint32_t i = 0; op && i < ref->n; i++)
    op = is_table(op) ? xf_symbol_lookup(op, ref->u.sym.nested[i]) : NULL;
  return op;
}

xf_op *xft_resolve_sequence(xf_op *op, const xf_attr *ref) {
  xf_op *target = lookup_nearest(op, ref);
  if (!target || strcmp(target->name->str, "transform.named_sequence") != 0)
    return NULL;
  return target;
}

bool xft_is_external(xf_op *seq) { return !seq->nreg || !xfi_op_regions(seq)[0].first; }

xf_block *xft_body(xf_op *op) { return op->nreg ? xfi_op_regions(op)[0].first : NULL; }

bool xft_arg_has_attr(xf_op *seq, unsigned i, const char *name) {
  xf_attr *args = xft_prop(seq, "arg_attrs");
  if (!args || args->kind != XF_ATTR_ARRAY || i >= args->n)
    return false;
  xf_attr *dict = args->u.elems[i];
  return dict && dict->kind == XF_ATTR_DICT && xf_attr_dict_get(dict, name) != NULL;
}

/* ---------------------------------------------------------------- clone */

typedef struct clone_map {
  xfs_ptrmap values;     /* old value -> new value */
  xfs_ptrmap blocks;     /* old block -> new block */
} clone_map;

static xf_value *mapped(clone_map *m, xf_value *v) {
  xf_value *n = v ? xfs_ptrmap_get(&m->values, v) : NULL;
  return n ? n : v;
}

static xf_op *clone_rec(xf_op *op, clone_map *m);

/* Creates the blocks (with arguments) of every region of "op" into "nop",
 * then clones their ops (blocks first so successors resolve). */
static bool clone_regions(xf_op *op, xf_op *nop, clone_map *m) {
  xfs_mem *mem = xfs_ctx_mem(xfi_op_ctx(op));
  for (uint32_t r = 0; r < op->nreg; r++) {
    for (xf_block *b = xfi_op_regions(op)[r].first; b; b = b->next) {
      xf_block *nb = xf_block_create(xfi_op_ctx(op));
      if (!nb || !xfs_ptrmap_put(mem, &m->blocks, b, nb))
        return false;
      for (uint32_t i = 0; i < b->nargs; i++) {
        xf_value *a = xf_block_add_arg(nb, b->args[i]->type, xfi_value_loc(b->args[i]));
        if (!a || !xfs_ptrmap_put(mem, &m->values, b->args[i], a))
          return false;
      }
      xf_region_push_block(&xfi_op_regions(nop)[r], nb);
    }
  }
  for (uint32_t r = 0; r < op->nreg; r++)
    for (xf_block *b = xfi_op_regions(op)[r].first; b; b = b->next) {
      xf_block *nb = xfs_ptrmap_get(&m->blocks, b);
      for (xf_op *o = b->first; o; o = o->next) {
        xf_op *no = clone_rec(o, m);
        if (!no)
          return false;
        xf_block_push_back(nb, no);
      }
    }
  return true;
}

/* Clones "op" with operands remapped (values defined later in the same
 * region are patched once they exist). */
static xf_op *clone_rec(xf_op *op, clone_map *m) {
  xfs_mem *mem = xfs_ctx_mem(xfi_op_ctx(op));
  xf_value *ops_small[8];
  xf_type *tys_small[8];
  xf_block *succ_small[4];
  xf_value **operands = op->nops <= 8 ? ops_small : xfs_malloc(mem, op->nops * sizeof *operands);
  xf_type **types = op->nres <= 8 ? tys_small : xfs_malloc(mem, op->nres * sizeof *types);
  xf_block **succs = op->nsucc <= 4 ? succ_small : xfs_malloc(mem, op->nsucc * sizeof *succs);
  xf_op *nop = NULL;
  if (operands && types && succs) {
    for (uint32_t i = 0; i < op->nops; i++)
      operands[i] = mapped(m, op->operands[i].value);
    for (uint32_t i = 0; i < op->nres; i++)
      types[i] = xfi_op_results(op)[i].type;
    for (uint32_t i = 0; i < op->nsucc; i++) {
      xf_block *nb = xfs_ptrmap_get(&m->blocks, xfi_op_succs(op)[i]);
      succs[i] = nb ? nb : xfi_op_succs(op)[i];
    }
    xf_op_state s = {op->name, xfi_op_loc(op), operands, op->nops, types, op->nres, succs, op->nsucc,
                     op->nreg, op->props, op->attrs};
    nop = xf_op_create(xfi_op_ctx(op), &s);
  }
  if (operands != ops_small)
    xfs_free(mem, operands, op->nops * sizeof *operands);
  if (types != tys_small)
    xfs_free(mem, types, op->nres * sizeof *types);
  if (succs != succ_small)
    xfs_free(mem, succs, op->nsucc * sizeof *succs);
  if (!nop)
    return NULL;
  nop->info = op->info;
  for (uint32_t i = 0; i < op->nres; i++)
    if (!xfs_ptrmap_put(mem, &m->values, &xfi_op_results(op)[i], &xfi_op_results(nop)[i]))
      return NULL;
  if (!clone_regions(op, nop, m))
    return NULL;
  return nop;
}

/* Operands that referred to values cloned after their user (graph regions,
 * forward references) are patched in a second pass. */
static xf_walk_result patch_cb(xf_op *op, void *user) {
  clone_map *m = user;
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_value *v = op->operands[i].value;
    xf_value *n = mapped(m, v);
    if (n != v)
      xf_op_set_operand(op, i, n);
  }
  return XF_WALK_ADVANCE;
}

xf_op *xft_clone_op(xf_op *op) {
  clone_map m = {{0}, {0}};
  xfs_mem *mem = xfs_ctx_mem(xfi_op_ctx(op));
  xf_op *n = clone_rec(op, &m);
  if (n)
    (void)xf_walk(n, XF_PRE_ORDER, patch_cb, &m);
  xfs_ptrmap_free(mem, &m.values);
  xfs_ptrmap_free(mem, &m.blocks);
  return n;
}
