/* symbol.c — symbols and symbol tables.
 *
 * A symbol is any op carrying a `sym_name` string attribute (property or
 * discardable).  A symbol table is an op whose registry row has
 * XF_TRAIT_SYMBOL_TABLE, or a `builtin.module` (registered or not);
 * symbols are looked up among the ops of the first block of its first
 * region, like SymbolTable::lookupSymbolIn.
 *
 * Lookup is O(1) amortised.  The verifier, while it checks a table's
 * symbol uses, installs that table's name map for its thread
 * (xfi_sym_cache_install).
 * Otherwise the context keeps a small cache (ctx->symcache) for the first
 * blocks of the last tables looked up (not used during a threaded phase,
 * when lookups outside an installed map scan): the first lookup in a block is a
 * linear scan; the second one since the block last changed builds a name ->
 * op map (first op of each name, as the scan finds) that answers every later
 * lookup, hits and misses.  The map depends on the block's ops only, so it
 * is keyed by the block: every IR mutation that can change it (linking an
 * op into or unlinking it from the block, replacing an op's attributes or
 * properties) drops the entry (op.c), so a map is never stale; a table whose
 * first block changes simply looks up another block.  Blocks are never
 * freed before the context, so a cached block pointer is never reused.
 *
 * Resolution follows SymbolTable::lookupNearestSymbolFrom: find the nearest
 * symbol table at or above `from`, stopping (NULL) at an unregistered
 * single-region op of an unknown dialect (`from` included), which might be
 * an unknown symbol table; then resolve the root reference and each nested reference in
 * turn, every intermediate op having to be a symbol table itself.
 */
#include "ir_impl.h"

/* The `sym_name` string attribute of `op` (properties first), or NULL. */
static const xf_attr *sym_name_attr(const xf_op *op) {
  const xf_attr *a = xf_op_get_attr_id(op, xfi_op_ctx(op)->id_sym_name);
  return a && a->kind == XF_ATTR_STRING ? a : NULL;
}

const xf_attr *xfi_sym_name_attr(const xf_op *op) { return sym_name_attr(op); }

xf_ident *xf_op_symbol_name(const xf_op *op) {
  const xf_attr *a = sym_name_attr(op);
  return a ? xf_ident_get(xfi_op_ctx(op), a->u.str, a->n) : NULL;
}

/* True if `op` is a symbol table. */
static bool is_symbol_table(const xf_op *op) {
  return op->name == xfi_op_ctx(op)->id_builtin_module ||
         (op->info && (op->info->traits & XF_TRAIT_SYMBOL_TABLE));
}

/* MLIR's isPotentiallyUnknownSymbolTable: an op of an unknown dialect with
 * exactly one region. */
static bool maybe_unknown_table(xf_context *ctx, const xf_op *op) {
  if (op->info || op->nreg != 1 || op->name == ctx->id_builtin_module)
    return false;
  const char *s = op->name->str, *dot = strchr(s, '.');
  size_t len = dot ? (size_t)(dot - s) : op->name->len;
  return !xfi_dialect_known(ctx, s, len);
}

/* Climbs from `op` itself; any potentially unknown table on the way
 * (including `op`) ends the search with NULL. */
xf_op *xf_op_nearest_symbol_table(xf_op *op) {
  while (op) {
    if (maybe_unknown_table(xfi_op_ctx(op), op))
      return NULL;
    if (is_symbol_table(op))
      return op;
    op = xf_op_parent(op);
  }
  return NULL;
}

/* ------------------------------------------------------- lookup cache */

typedef struct xfi_symcache symcache;

void xfi_symcache_drop(xf_context *ctx, const xf_block *b) {
  for (uint32_t i = 0; i < ctx->nsymcache; i++) {
    symcache *e = &ctx->symcache[i];
    if (e->block != b)
      continue;
    xfs_ptrmap_free(&ctx->mem, &e->names);
    *e = ctx->symcache[--ctx->nsymcache];
    ctx->symcache[ctx->nsymcache] = (symcache){0};
    return;
  }
}

void xfi_symcache_free(xf_context *ctx) {
  for (uint32_t i = 0; i < ctx->nsymcache; i++)
    xfs_ptrmap_free(&ctx->mem, &ctx->symcache[i].names);
  ctx->nsymcache = 0;
}

/* The cache entry of block `b`, made (evicting the oldest slot) if missing. */
static symcache *symcache_entry(xf_context *ctx, const xf_block *b) {
  const uint32_t cap = sizeof ctx->symcache / sizeof ctx->symcache[0];
  for (uint32_t i = 0; i < ctx->nsymcache; i++)
    if (ctx->symcache[i].block == b)
      return &ctx->symcache[i];
  symcache *e;
  if (ctx->nsymcache < cap) {
    e = &ctx->symcache[ctx->nsymcache++];
  } else {
    e = &ctx->symcache[ctx->symcache_next];
    ctx->symcache_next = (ctx->symcache_next + 1) % cap;
    xfs_ptrmap_free(&ctx->mem, &e->names);
  }
  *e = (symcache){.block = b};
  return e;
}

/* Fills `e`'s map from the table's first block; false (map dropped) if an
 * allocation failed. */
static bool symcache_build(xf_context *ctx, symcache *e, xf_block *b) {
  for (xf_op *o = b->first; o; o = o->next) {
    const xf_attr *a = sym_name_attr(o);
    xf_ident *id = a ? xf_ident_get(ctx, a->u.str, a->n) : NULL;
    if (a && (!id || (!xfs_ptrmap_get(&e->names, id) && !xfs_ptrmap_put(&ctx->mem, &e->names, id, o)))) {
      xfs_ptrmap_free(&ctx->mem, &e->names);
      return false;
    }
  }
  return true;
}

static xf_op *scan(xf_block *b, const xf_ident *name) {
  for (xf_op *o = b->first; o; o = o->next) {
    const xf_attr *a = sym_name_attr(o);
    if (a && a->n == name->len && memcmp(a->u.str, name->str, name->len) == 0)
      return o;
  }
  return NULL;
}

/* The table whose name map the verifier installed on this thread. */
static _Thread_local struct {
  const xf_op *table;
  const xfs_ptrmap *names;
} installed;

void xfi_sym_cache_install(const xf_op *table, const xfs_ptrmap *names, const xf_op **saved_table,
                           const xfs_ptrmap **saved_names) {
  if (saved_table)
    *saved_table = installed.table;
  if (saved_names)
    *saved_names = installed.names;
  installed.table = table;
  installed.names = names;
}

xf_op *xf_symbol_lookup(xf_op *table, const xf_ident *name) {
  if (!table || !name || table->nreg == 0 || !xfi_op_regions(table)[0].first)
    return NULL;
  xf_context *ctx = xfi_op_ctx(table);
  if (table == installed.table && installed.names)
    return xfs_ptrmap_get(installed.names, name);
  xf_block *b = xfi_op_regions(table)[0].first;
  if (XFS_UNLIKELY(ctx->threaded)) /* the shared cache is one thread's */
    return scan(b, name);
  symcache *e = symcache_entry(ctx, b);
  if (e->built)
    return xfs_ptrmap_get(&e->names, name);
  if (++e->scans >= 2 && (e->built = symcache_build(ctx, e, b)))
    return xfs_ptrmap_get(&e->names, name);
  return scan(b, name);
}

/* Resolves `ref` inside the symbol table `table` (root, then each nested
 * reference; every op before the leaf must be a symbol table). */
static xf_op *lookup_in(xf_op *table, const xf_attr *ref) {
  xf_op *op = xf_symbol_lookup(table, ref->u.sym.root);
  for (uint32_t i = 0; op && i < ref->n; i++) {
    if (!is_symbol_table(op))
      return NULL;
    op = xf_symbol_lookup(op, ref->u.sym.nested[i]);
  }
  return op;
}

xf_op *xf_symbol_resolve(xf_op *from, const xf_attr *ref) {
  if (!from || !ref || ref->kind != XF_ATTR_SYMBOL_REF)
    return NULL;
  xf_op *table = xf_op_nearest_symbol_table(from);
  return table ? lookup_in(table, ref) : NULL;
}
