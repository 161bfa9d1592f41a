/* verify.c — the structural verifier run after parsing.
 *
 * Walks the IR once (entering and leaving every op) and checks:
 *  - ops of a dialect that xform registers must themselves be registered
 *    ("unregistered operation ... does not allow unknown operations", as
 *    mlir-opt reports it for its own dialects);
 *  - the op's own verifier from its registry row on entry, and its region
 *    verifier (verify_regions) after everything nested in it;
 *  - symbol tables: unique symbol names, then each nested symbol user's
 *    verify_symbol_uses (func.call against its callee), on exit;
 *  - blocks of registered ops end in a terminator unless the op has
 *    NoTerminator and the region a single block ("block with no
 *    terminator", "empty block: expect at least a terminator").
 * Dominance of uses inside SSA-CFG regions of registered ops is checked in
 * dominance order: a use must be preceded by its definition in the same
 * block, or be defined in an enclosing block before the ancestor op.
 * Unregistered ops' regions may be graph regions and are not checked, like
 * MLIR.  The first error is reported and stops the walk.
 */
#include "ir_impl.h"

typedef struct verify_state {
  xf_context *ctx;
  xf_status status;
} verify_state;

static bool dialect_is_strict(xf_context *ctx, const xf_ident *name) {
  const char *dot = memchr(name->str, '.', name->len);
  if (!dot)
    return false;
  return xfi_dialect_known(ctx, name->str, (size_t)(dot - name->str));
}

/* mayBeValidWithoutTerminator: the only block of a region of an op that is
 * unregistered or NoTerminator (or a block outside any op). */
static bool may_lack_terminator(const xf_block *b) {
  const xf_region *r = b->region;
  if (!r || !r->op)
    return true;
  const xf_op *op = r->op;
  return r->nblocks == 1 && (!op->info || (op->info->traits & XF_TRAIT_NO_TERMINATOR));
}

/* OperationVerifier::verifyOnEntrance(Block) for the blocks of `op`'s
 * regions: empty blocks need not be terminated only where allowed, and
 * only a block's last op may have successors. */
static xf_status verify_blocks_on_entry(xf_op *op) {
  for (uint32_t i = 0; i < op->nreg; i++) {
    for (xf_block *b = op->regions[i].first; b; b = b->next) {
      if (!b->first && !may_lack_terminator(b)) {
        xf_diag *d = xf_diag_create(op->ctx, XF_SEV_ERROR, op->loc);
        xf_diag_printf(d, "empty block: expect at least a terminator");
        xf_diag_report(d);
        return XF_ERROR;
      }
      for (xf_op *o = b->first; o && o != b->last; o = o->next) {
        if (o->nsucc) {
          xf_diag *d = xf_op_emit(o, XF_SEV_ERROR);
          xf_diag_printf(d, "operation with block successors must terminate its parent block");
          xf_diag_report(d);
          return XF_ERROR;
        }
      }
    }
  }
  return XF_OK;
}

/* verifyOnExit(Block), after the block's ops: it must end in an op that
 * may be a terminator (registered with the trait, or unregistered). */
static xf_status verify_block_on_exit(xf_block *b) {
  xf_op *last = b->last;
  if (!last || may_lack_terminator(b) || !last->info ||
      (last->info->traits & XF_TRAIT_TERMINATOR))
    return XF_OK;
  xf_diag *d = xf_op_emit(last, XF_SEV_ERROR);
  xf_diag_printf(d, "block with no terminator, has ");
  xf_diag_append_op(d, last);
  xf_diag_report(d);
  return XF_ERROR;
}

static xf_walk_result verify_one(xf_op *op, void *user) {
  verify_state *st = user;
  if (!op->info && dialect_is_strict(st->ctx, op->name)) {
    const char *dot = memchr(op->name->str, '.', op->name->len);
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "unregistered operation '%s' found in dialect ('%.*s') that does not allow unknown operations",
                   op->name->str, (int)(dot - op->name->str), op->name->str);
    xf_diag_report(d);
    st->status = XF_ERROR;
    return XF_WALK_INTERRUPT;
  }
  if ((op->info && op->info->verify && op->info->verify(op) != XF_OK) ||
      verify_blocks_on_entry(op) != XF_OK) {
    st->status = XF_ERROR;
    return XF_WALK_INTERRUPT;
  }
  return XF_WALK_ADVANCE;
}

/* The first op of the regions of `op` from region `from` on, or NULL. */
static xf_op *first_nested(xf_op *op, uint32_t from) {
  for (uint32_t i = from; i < op->nreg; i++)
    for (xf_block *b = op->regions[i].first; b; b = b->next)
      if (b->first)
        return b->first;
  return NULL;
}

/* The op after `op` inside its parent op (next sibling, then the first op
 * of a later block or region), or NULL when `op` was the parent's last. */
static xf_op *next_in_parent(xf_op *op) {
  if (op->next)
    return op->next;
  xf_block *blk = op->block;
  if (!blk || !blk->region)
    return NULL;
  for (xf_block *b = blk->next; b; b = b->next)
    if (b->first)
      return b->first;
  return first_nested(blk->region->op, blk->region->index + 1);
}

/* SymbolTable::verifyRegionTrait, duplicate names: "redefinition of
 * symbol named 'x'" at the later op, with a note at the first.  On success
 * `seen_out` receives the name -> op map (the caller frees it). */
static xf_status verify_unique_symbols(xf_op *table, xfs_ptrmap *seen_out) {
  xfs_ptrmap seen = {0};
  xfs_mem *m = xfs_ctx_mem(table->ctx);
  xf_status st = XF_OK;
  for (xf_block *b = table->regions[0].first; b && st == XF_OK; b = b->next) {
    for (xf_op *o = b->first; o && st == XF_OK; o = o->next) {
      xf_ident *name = xf_op_symbol_name(o);
      if (!name)
        continue;
      xf_op *prev = xfs_ptrmap_get(&seen, name);
      if (!prev) {
        st = xfs_ptrmap_put(m, &seen, name, o) ? XF_OK : XF_NOMEM;
        continue;
      }
      xf_diag *d = xf_op_emit(o, XF_SEV_ERROR);
      xf_diag_printf(d, "redefinition of symbol named '%s'", name->str);
      xf_diag *n = xf_diag_note(d, prev->loc);
      xf_diag_printf(n, "see existing symbol definition here");
      xf_diag_report(d);
      st = XF_ERROR;
    }
  }
  if (st == XF_OK)
    *seen_out = seen;
  else
    xfs_ptrmap_free(m, &seen);
  return st;
}

typedef struct symbol_use_walk {
  xf_op *table;          /* the symbol table being verified */
  xf_status status;      /* first failure */
} symbol_use_walk;

/* walkSymbolTable: every op below the table, not entering nested tables. */
static xf_walk_result verify_one_symbol_use(xf_op *op, void *user) {
  symbol_use_walk *w = user;
  if (op == w->table)
    return XF_WALK_ADVANCE;
  if (op->info && op->info->verify_symbol_uses && op->info->verify_symbol_uses(op) != XF_OK) {
    w->status = XF_ERROR;
    return XF_WALK_INTERRUPT;
  }
  bool nested_table = op->info && (op->info->traits & XF_TRAIT_SYMBOL_TABLE);
  return nested_table ? XF_WALK_SKIP : XF_WALK_ADVANCE;
}

/* The SymbolTable trait's region verification: unique names, then the
 * symbol uses of the ops it holds. */
static xf_status verify_symbol_table(xf_op *table) {
  if (table->nreg != 1 || table->regions[0].nblocks != 1)
    return XF_OK; /* the op's own verifier reports the region shape */
  xfs_ptrmap names = {0};
  xf_status st = verify_unique_symbols(table, &names);
  if (st != XF_OK)
    return st;
  xf_context *ctx = table->ctx;
  const xf_op *saved_table = ctx->sym_cache_table;
  const xfs_ptrmap *saved = ctx->sym_cache;
  ctx->sym_cache_table = table;
  ctx->sym_cache = &names;
  symbol_use_walk w = {table, XF_OK};
  xf_walk(table, XF_PRE_ORDER, verify_one_symbol_use, &w);
  ctx->sym_cache_table = saved_table;
  ctx->sym_cache = saved;
  xfs_ptrmap_free(xfs_ctx_mem(ctx), &names);
  return w.status;
}

/* Leaving `op` (its subtree is verified): its region traits (symbol
 * tables) and region verifier, then, when it ends its block (and is not
 * the root), that block's terminator check. */
static bool verify_exit(verify_state *st, xf_op *op, const xf_op *root) {
  bool table = op->info && (op->info->traits & XF_TRAIT_SYMBOL_TABLE);
  if ((table && verify_symbol_table(op) != XF_OK) ||
      (op->info && op->info->verify_regions && op->info->verify_regions(op) != XF_OK) ||
      (op != root && !op->next && op->block && verify_block_on_exit(op->block) != XF_OK)) {
    st->status = XF_ERROR;
    return false;
  }
  return true;
}

/* Verifies `root` and its nested ops as MLIR's OperationVerifier does:
 * an op's own invariants on entry, then its nested ops, then its region
 * verifier on exit.  Iterative: the parent links are the stack. */
xf_status xf_verify(xf_op *root) {
  verify_state st = {root->ctx, XF_OK};
  xf_op *op = root;
  while (op) {
    if (verify_one(op, &st) == XF_WALK_INTERRUPT)
      return st.status;
    xf_op *child = first_nested(op, 0);
    if (child) {
      op = child;
      continue;
    }
    for (;;) { /* op's subtree is done: leave it and its finished parents */
      if (!verify_exit(&st, op, root))
        return st.status;
      if (op == root)
        return st.status;
      xf_op *next = next_in_parent(op);
      if (next) {
        op = next;
        break;
      }
      op = op->block->region->op;
    }
  }
  return st.status;
}
