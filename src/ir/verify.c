/* verify.c — the structural verifier (`xf_verify`), in mlir-opt 22's
 * order and words.
 *
 * Verifying an op ("verify op and dominance", MLIR's OperationVerifier)
 * is two passes:
 *
 *  1. Structure: a depth-first walk with an entry and an exit visit for
 *     every op and block.  It does not enter ops that are
 *     IsolatedFromAbove and have regions; an op's exit visit verifies those
 *     children completely (structure, then dominance), in block order.
 *       op entry:    null operands; discardable attributes of dialects
 *                    with a verify_attr hook; registered ops: trait checks
 *                    (Terminator last in its block, SingleBlock), the
 *                    row's `verify` hook, graph regions of 0 or 1 blocks;
 *                    no entry block with predecessors;
 *       block entry: empty blocks that need a terminator; successors only
 *                    on the last op;
 *       block exit:  successors in the same region; a last op that may
 *                    be a terminator where one is needed;
 *       op exit:     isolated children; registered ops: IsolatedFromAbove
 *                    uses, the row's `verify_regions` hook; unregistered
 *                    ops of a dialect xform registers are errors.
 *  2. Dominance: the op's regions, one level at a time; every operand of an
 *     op in a reachable block must properly dominate it (dominance.h).
 *     Nested ops are queued on a LIFO worklist (as MLIR does, which decides
 *     which of several errors comes first); isolated ones were done in
 *     pass 1.
 *
 * Lazy regions (implicit linalg bodies not built yet, ir_impl.h): before
 * entering them the walk asks their record; when it vouches that they
 * verify (a copy of the same template under an op with the same operand
 * element types verified without error), they are neither built nor
 * entered, in either pass.  Otherwise they are built and verified as any
 * region, and a record that did not know yet is told when they passed.
 *
 * Blocks need a terminator unless they are the only block of a region whose
 * parent op is unregistered or NoTerminator.  Unregistered ops may be
 * terminators, so only a registered non-terminator last op is an error.
 *
 * Errors: the first error inside an op stops its verification; the
 * failure propagates to the nearest enclosing isolated op being verified,
 * whose parent still verifies its remaining isolated children (mlir-opt 22
 * reports the first error of each isolated op), then fails without its own
 * exit checks.  So one error is reported per failing isolated op, in block
 * order, and the result is XF_ERROR.  Running out of memory stops at once
 * with XF_NOMEM.
 *
 * Both passes are iterative: the walk keeps an explicit stack of work items
 * on the heap (one per nesting level, with a cursor), so 100,000-deep
 * nesting costs memory, not C stack.  Costs are linear in the IR, except
 * that a use in a nested region climbs to its definition's region (as in
 * MLIR), and so does the IsolatedFromAbove check.
 */
#include "dominance.h"

/* One step of the structural walk. */
typedef enum work_kind {
  W_OP,        /* op: entry, its blocks, its isolated children, exit */
  W_BLOCK,     /* block: entry, its ops, exit */
  W_DOMINANCE, /* op: the dominance pass over its regions */
} work_kind;

typedef enum work_phase {
  P_ENTER,     /* entry checks not done yet */
  P_CHILDREN,  /* visiting blocks (W_OP) or ops (W_BLOCK) */
  P_ISOLATED,  /* W_OP: verifying isolated children */
} work_phase;

typedef struct work {
  uint8_t kind;          /* work_kind */
  uint8_t phase;         /* work_phase */
  bool failed;           /* W_OP: an isolated child failed to verify */
  bool lazy_valid;       /* W_OP: its lazy regions vouch for themselves (not entered) */
  uint32_t reg;          /* W_OP: cursor region index */
  uint32_t symuse_mark;  /* W_OP: verifier's symuse_ops when the op was entered */
  xf_op *op;             /* W_OP / W_DOMINANCE: the op */
  xf_block *block;       /* W_BLOCK: the block; W_OP: cursor block */
  xf_op *cur;            /* cursor: next op to consider */
  xfi_lazy_region *learn; /* W_OP: lazy record to tell when its regions verified */
  bool threads_tried;    /* W_OP: its isolated children were offered to threads */
  bool lazy_asked;       /* W_OP: its lazy regions were asked (ask_lazy) */
} work;

typedef struct verifier {
  xf_context *ctx;
  xfs_vec stack;         /* work items */
  xfs_vec domlist;       /* xf_op* (dominance pass) or xf_region* (isolation check) */
  xfi_dominance dom;     /* dominator trees and op positions */
  uint32_t symuse_ops;   /* ops with a verify_symbol_uses hook entered so far */
  /* When every op in the regions of `root` was an isolated child verified
   * on the threads (verify_isolated_threaded), those threads also read the
   * children's symbol names and checked their operands against the root's
   * isolation: the root's exit then takes both from here instead of walking
   * its ops again on this thread. */
  struct {
    const xf_op *root;   /* NULL: nothing precomputed */
    xfs_vec list;        /* xf_op*: the children, in order */
    xf_op **ops;         /* list.data */
    const xf_attr **names; /* their sym_name (NULL: none) */
    size_t n;
  } pre;
} verifier;

/* ------------------------------------------------------------- helpers */

static bool is_isolated(const xf_op *op) {
  return op->info && (op->info->traits & XF_TRAIT_ISOLATED);
}

/* Ops with regions that are IsolatedFromAbove are verified separately. */
static bool verified_apart(const xf_op *op) { return op->nreg && is_isolated(op); }

static bool has_trait(const xf_op *op, uint32_t t) { return op->info && (op->info->traits & t); }

/* MLIR's mightHaveTrait<...>(): unregistered ops might have any trait. */
static bool might_have_trait(const xf_op *op, uint32_t t) { return !op->info || (op->info->traits & t); }

/* Starts an error at `op` (with the "see current operation" note), the
 * message prefixed "'name' op " as Operation::emitOpError does when
 * `op_prefix`. */
static xf_diag *op_error(xf_op *op, bool op_prefix) {
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  if (op_prefix)
    xf_diag_printf(d, "'%s' op ", op->name->str);
  return d;
}

/* Starts an error at `op` worded as Operation::emitOpError:
 * "'name' op " then the formatted text. */
static xf_diag *emit_op_error(xf_op *op, const char *fmt, ...) XFS_PRINTF(2, 3);
static xf_diag *emit_op_error(xf_op *op, const char *fmt, ...) {
  xf_diag *d = op_error(op, true);
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
  return d;
}

/* Reports `d` and returns XF_ERROR. */
static xf_status fail(xf_diag *d) {
  xf_diag_report(d);
  return XF_ERROR;
}

/* ------------------------------------------------------------ op entry */

/* Trait checks of a registered op (OpTrait verifiers that xform's trait
 * bits describe), in MLIR's order: Terminator, then SingleBlock.  Lazy
 * regions always build one non-empty block without successors, so the
 * region shape checks here and in verify_region_shapes pass for them
 * without building them. */
static xf_status verify_traits(xf_op *op) {
  uint32_t t = op->info->traits;
  if ((t & XF_TRAIT_TERMINATOR) && (!op->block || op->block->last != op))
    return fail(emit_op_error(op, "must be the last operation in the parent block"));
  if (!(t & (XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR)) || op->nlazy)
    return XF_OK;
  for (uint32_t i = 0; i < op->nreg; i++) {
    const xf_region *r = &xfi_op_regions(op)[i];
    if (!r->nblocks)
      continue;
    if (r->nblocks != 1)
      return fail(emit_op_error(op, "expects region #%u to have 0 or 1 blocks", i));
    if (!(t & XF_TRAIT_NO_TERMINATOR) && !r->first->first)
      return fail(emit_op_error(op, "expects a non-empty block"));
  }
  return XF_OK;
}

/* Is `b` the successor of some op in region `r`? */
static bool has_predecessor_in(const xf_region *r, const xf_block *b) {
  for (const xf_block *blk = r->first; blk; blk = blk->next)
    for (const xf_op *o = blk->first; o; o = o->next)
      for (uint32_t s = 0; s < o->nsucc; s++)
        if (xfi_op_succs(o)[s] == b)
          return true;
  return false;
}

/* Graph regions of registered ops hold at most one block; entry blocks
 * have no predecessors. */
static xf_status verify_region_shapes(xf_op *op) {
  for (uint32_t i = 0; !op->nlazy && i < op->nreg; i++) {
    const xf_region *r = &xfi_op_regions(op)[i];
    if (has_trait(op, XF_TRAIT_GRAPH_REGION) && r->nblocks > 1)
      return fail(emit_op_error(op, "expects graph region #%u to have 0 or 1 blocks", i));
    if (r->first && has_predecessor_in(r, r->first)) { /* a one-block loop too */
      xf_diag *d = xf_diag_create(xfi_op_ctx(op), XF_SEV_ERROR, xfi_op_loc(op));
      xf_diag_printf(d, "entry block of region may not have predecessors");
      return fail(d);
    }
  }
  return XF_OK;
}

/* Dialect::verifyOperationAttribute for the discardable attributes of
 * `op` whose namespace has a verify_attr hook (xf_dialect_info). */
static xf_status verify_dialect_attrs(xf_op *op) {
  for (uint32_t i = 0; op->attrs && i < op->attrs->n; i++) {
    const xf_named_attr *e = &op->attrs->u.entries[i];
    const char *dot = memchr(e->name->str, '.', e->name->len);
    const xf_dialect_info *di =
        dot ? xfi_lookup_dialect_info(xfi_op_ctx(op), e->name->str, (size_t)(dot - e->name->str)) : NULL;
    if (di && di->verify_attr && di->verify_attr(op, e) != XF_OK)
      return XF_ERROR;
  }
  return XF_OK;
}

/* MLIR's verifyOnEntrance(Operation &). */
static xf_status op_enter(xf_op *op) {
  for (uint32_t i = 0; i < op->nops; i++)
    if (!op->operands[i].value) {
      xf_diag *d = op_error(op, false);
      xf_diag_printf(d, "null operand found");
      return fail(d);
    }
  if (verify_dialect_attrs(op) != XF_OK)
    return XF_ERROR;
  if (op->info) {
    xf_status s = verify_traits(op);
    if (s == XF_OK && op->info->verify)
      s = op->info->verify(op);
    if (s != XF_OK)
      return XF_ERROR;
  }
  return verify_region_shapes(op);
}

xf_status xfi_verify_op_shallow(xf_op *op) { return op_enter(op); }

/* --------------------------------------------------------- block visits */

/* May `b` lack a terminator?  Yes outside regions, and as the only block
 * of a region whose parent op is absent, unregistered or NoTerminator. */
static bool may_lack_terminator(const xf_block *b) {
  const xf_region *r = b->region;
  if (!r)
    return true;
  if (r->nblocks != 1)
    return false;
  return !r->op || might_have_trait(r->op, XF_TRAIT_NO_TERMINATOR);
}

/* MLIR's verifyOnEntrance(Block &). */
static xf_status block_enter(xf_block *b) {
  if (!b->first) {
    if (may_lack_terminator(b))
      return XF_OK;
    xf_diag *d = xf_diag_create(b->ctx, XF_SEV_ERROR, xfi_op_loc(b->region->op));
    xf_diag_printf(d, "empty block: expect at least a terminator");
    return fail(d);
  }
  for (xf_op *o = b->first; o != b->last; o = o->next)
    if (o->nsucc) {
      xf_diag *d = op_error(o, false);
      xf_diag_printf(d, "operation with block successors must terminate its parent block");
      return fail(d);
    }
  return XF_OK;
}

/* MLIR's verifyOnExit(Block &). */
static xf_status block_exit(xf_block *b) {
  xf_op *last = b->last;
  for (uint32_t s = 0; last && s < last->nsucc; s++)
    if (!xfi_op_succs(last)[s] || xfi_op_succs(last)[s]->region != b->region)
      return fail(emit_op_error(last, "branching to block of a different region"));
  if (may_lack_terminator(b) || might_have_trait(last, XF_TRAIT_TERMINATOR))
    return XF_OK;
  xf_diag *d = op_error(last, false);
  xf_diag_printf(d, "block with no terminator, has ");
  xf_diag_append_op(d, last);
  return fail(d);
}

/* ------------------------------------------------------------- op exit */

/* Is region `anc` region `r` or an ancestor of it? */
static bool region_encloses(const xf_region *anc, const xf_region *r) {
  return r == anc || xfi_region_is_proper_ancestor(anc, r);
}

/* Checks the operands of `o` against region `r` of IsolatedFromAbove op
 * `iso` (MLIR's verifyIsIsolatedFromAbove). */
static xf_status check_isolated_uses(xf_op *iso, const xf_region *r, xf_op *o) {
  for (uint32_t k = 0; k < o->nops; k++) {
    xf_value *val = o->operands[k].value;
    xf_block *vb = val->op ? val->op->block : xfi_value_block(val);
    xf_region *vr = vb ? vb->region : NULL;
    if (!vr) {
      xf_diag *d = op_error(o, false);
      xf_diag_printf(d, "operation's operand is unlinked");
      return fail(d);
    }
    if (!region_encloses(r, vr)) {
      xf_diag *d = emit_op_error(o, "using value defined outside the region");
      xf_diag_printf(xf_diag_note(d, xfi_op_loc(iso)), "required by region isolation constraints");
      return fail(d);
    }
  }
  return XF_OK;
}

/* IsolatedFromAbove: no op inside a region of `iso` (outside nested
 * isolated ops) uses a value defined outside that region.  Iterative over
 * `v->domlist` (regions to scan).  Lazy regions are not scanned: their ops
 * use only their own block's values. */
static xf_status verify_isolation(verifier *v, xf_op *iso) {
  if (v->pre.root == iso)
    return XF_OK; /* each child checked on its thread */
  xfs_mem *m = xfs_ctx_mem(v->ctx);
  for (uint32_t i = 0; i < iso->nreg; i++) {
    const xf_region *r = &xfi_op_regions(iso)[i];
    v->domlist.len = 0;
    if (!XFS_VEC_PUSH(m, &v->domlist, const void *, r))
      return XF_NOMEM;
    while (v->domlist.len) {
      const xf_region *top = XFS_VEC_AT(&v->domlist, const xf_region *, --v->domlist.len);
      for (xf_block *b = top->first; b; b = b->next)
        for (xf_op *o = b->first; o; o = o->next) {
          if (check_isolated_uses(iso, r, o) != XF_OK)
            return XF_ERROR;
          for (uint32_t k = 0; !is_isolated(o) && !o->nlazy && k < o->nreg; k++)
            if (!XFS_VEC_PUSH(m, &v->domlist, const void *, &xfi_op_regions(o)[k]))
              return XF_NOMEM;
        }
    }
  }
  return XF_OK;
}

/* Ops of a dialect xform registers must be registered themselves. */
static bool dialect_is_strict(xf_context *ctx, const xf_ident *name) {
  const char *dot = memchr(name->str, '.', name->len);
  return dot && xfi_dialect_known(ctx, name->str, (size_t)(dot - name->str));
}

/* SymbolTable::verifyRegionTrait, duplicate names: "redefinition of
 * symbol named 'x'" at the later op, with a note at the first.  As in
 * MLIR, names are compared as attributes (a typed `"x" : i32` is another
 * name than `"x"`); attributes are uniqued, so by address.  With
 * `names_out`, on success it receives the name identifier -> first op map
 * the symbol-use checks look names up in (the caller frees it). */
/* The symbol ops of a table in order: walking its block, or taken from
 * the verifier's precomputed list. */
typedef struct sym_iter {
  xf_block *b;
  xf_op *o;
  const verifier *v;     /* non-NULL: from v->pre */
  size_t i;
} sym_iter;

static bool sym_next(sym_iter *it, xf_op **op, const xf_attr **name) {
  if (it->v) {
    while (it->i < it->v->pre.n) {
      size_t k = it->i++;
      if (it->v->pre.names[k]) {
        *op = it->v->pre.ops[k];
        *name = it->v->pre.names[k];
        return true;
      }
    }
    return false;
  }
  for (;;) {
    while (it->o) {
      xf_op *o = it->o;
      it->o = o->next;
      if ((*name = xfi_sym_name_attr(o)) != NULL) {
        *op = o;
        return true;
      }
    }
    if (!it->b)
      return false;
    it->o = it->b->first;
    it->b = it->b->next;
  }
}

static xf_status verify_unique_symbols(const verifier *v, xf_op *table, xfs_ptrmap *names_out) {
  xfs_ptrmap seen = {0}, names = {0};
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(table));
  sym_iter it = {xfi_op_regions(table)[0].first, NULL, NULL, 0};
  if (v && v->pre.root == table) {
    it.v = v;
    if (!xfs_ptrmap_reserve(m, &seen, v->pre.n))
      return XF_NOMEM;
  }
  xf_status st = XF_OK;
  xf_op *o;
  const xf_attr *name;
  while (st == XF_OK && sym_next(&it, &o, &name)) {
    xf_op *prev = xfs_ptrmap_get(&seen, name);
    if (!prev) {
      st = xfs_ptrmap_put(m, &seen, name, o) ? XF_OK : XF_NOMEM;
      if (st == XF_OK && names_out) {
        xf_ident *id = xf_ident_get(xfi_op_ctx(o), name->u.str, name->n);
        if (!id || (!xfs_ptrmap_get(&names, id) && !xfs_ptrmap_put(m, &names, id, o)))
          st = XF_NOMEM;
      }
      continue;
    }
    xf_diag *d = xf_op_emit(o, XF_SEV_ERROR);
    xf_diag_printf(d, "redefinition of symbol named '%.*s'", (int)name->n, name->u.str);
    xf_diag *n = xf_diag_note(d, xfi_op_loc(prev));
    xf_diag_printf(n, "see existing symbol definition here");
    xf_diag_report(d);
    st = XF_ERROR;
  }
  xfs_ptrmap_free(m, &seen);
  if (st == XF_OK && names_out)
    *names_out = names;
  else
    xfs_ptrmap_free(m, &names);
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
  return nested_table ? XF_WALK_SKIP : xfi_walk_unless_lazy(op); /* no symbol uses inside */
}

/* The SymbolTable trait's region verification: unique names, then the
 * symbol uses of the ops it holds (the walk is skipped when the structural
 * walk entered no op with a verify_symbol_uses hook below the table). */
static xf_status verify_symbol_table(const verifier *v, xf_op *table, bool symuses) {
  if (table->nreg != 1 || xfi_op_regions(table)[0].nblocks != 1)
    return XF_OK; /* the op's own verifier reports the region shape */
  if (!symuses) /* no op below has symbol uses to check */
    return verify_unique_symbols(v, table, NULL);
  xfs_ptrmap names = {0};
  xf_status st = verify_unique_symbols(v, table, &names);
  if (st != XF_OK)
    return st;
  xf_context *ctx = xfi_op_ctx(table);
  const xf_op *saved_table;
  const xfs_ptrmap *saved;
  xfi_sym_cache_install(table, &names, &saved_table, &saved);
  symbol_use_walk w = {table, XF_OK};
  xf_walk(table, XF_PRE_ORDER, verify_one_symbol_use, &w);
  xfi_sym_cache_install(saved_table, saved, NULL, NULL);
  xfs_ptrmap_free(xfs_ctx_mem(ctx), &names);
  return w.status;
}

/* MLIR's verifyOnExit(Operation &), after the isolated children. */
static xf_status op_exit(verifier *v, xf_op *op, bool symuses) {
  if (op->info) {
    xf_status s = XF_OK;
    if (op->nreg && is_isolated(op))
      s = verify_isolation(v, op);
    if (s == XF_OK && (op->info->traits & XF_TRAIT_SYMBOL_TABLE))
      s = verify_symbol_table(v, op, symuses);
    if (s == XF_OK && op->info->verify_regions && op->info->verify_regions(op) != XF_OK)
      s = XF_ERROR;
    return s;
  }
  if (!dialect_is_strict(v->ctx, op->name))
    return XF_OK;
  const char *dot = memchr(op->name->str, '.', op->name->len);
  xf_diag *d = op_error(op, false);
  xf_diag_printf(d, "unregistered operation '%s' found in dialect ('%.*s') that does not allow unknown operations",
                 op->name->str, (int)(dot - op->name->str), op->name->str);
  return fail(d);
}

/* ------------------------------------------------------------ dominance */

/* Appends to note `n` where `use`'s operand `val` is defined relative to
 * the user's block, as MLIR's diagnoseInvalidOperandDominance words it. */
static void describe_def(xf_diag *n, xf_op *use, xf_value *val) {
  xf_block *ub = use->block;
  xf_block *db = val->op ? val->op->block : xfi_value_block(val);
  xf_region *ur = ub->region, *dr = db->region;
  const char *where;
  if (val->op) {
    xf_diag_printf(n, "operand defined here");
    if (ub == db)
      where = " (op in the same block)";
    else if (ur == dr)
      where = " (op in the same region)";
    else if (xfi_region_is_proper_ancestor(dr, ur))
      where = " (op in a parent region)";
    else if (xfi_region_is_proper_ancestor(ur, dr))
      where = " (op in a child region)";
    else
      where = " (op is neither in a parent nor in a child region)";
    xf_diag_printf(n, "%s", where);
    return;
  }
  if (!dr) {
    xf_diag_printf(n, " (block without parent)");
    return;
  }
  unsigned index = 0;
  for (xf_block *b = dr->first; b && b != db; b = b->next)
    index++;
  if (ur == dr)
    where = "in the same region";
  else if (xfi_region_is_proper_ancestor(dr, ur))
    where = "in a parent region";
  else if (xfi_region_is_proper_ancestor(ur, dr))
    where = "in a child region";
  else
    where = "neither in a parent nor in a child region";
  xf_diag_printf(n, "operand defined as a block argument (block #%u %s)", index, where);
}

/* Reports that operand `i` of `use` does not dominate it. */
static xf_status dominance_error(xf_op *use, uint32_t i) {
  xf_value *val = use->operands[i].value;
  xf_diag *d = op_error(use, false);
  xf_diag_printf(d, "operand #%u does not dominate this use", i);
  xf_attr *loc = NULL;
  if (val->op)
    loc = xfi_op_loc(val->op);
  else if (xfi_value_block(val)->region)
    loc = xfi_op_loc(xfi_value_block(val)->region->op);
  describe_def(xf_diag_note(d, loc), use, val);
  return fail(d);
}

/* Checks the operands of the ops of block `b` (when reachable) and queues
 * its ops with regions that are not isolated. */
static xf_status dominance_block(verifier *v, xf_block *b) {
  bool reachable = true;
  if (xfi_dom_reachable(&v->dom, b, &reachable) != XF_OK)
    return XF_NOMEM;
  for (xf_op *o = b->first; o; o = o->next) {
    for (uint32_t i = 0; reachable && i < o->nops; i++) {
      bool ok = false;
      if (xfi_dom_value_dominates(&v->dom, o->operands[i].value, o, &ok) != XF_OK)
        return XF_NOMEM;
      if (!ok)
        return dominance_error(o, i);
    }
    if (o->nreg && !o->nlazy && !is_isolated(o) && !XFS_VEC_PUSH(xfs_ctx_mem(v->ctx), &v->domlist, xf_op *, o))
      return XF_NOMEM;
  }
  return XF_OK;
}

/* MLIR's verifyDominanceOfContainedRegions: level by level, LIFO. */
static xf_status verify_dominance(verifier *v, xf_op *root) {
  v->domlist.len = 0;
  if (!XFS_VEC_PUSH(xfs_ctx_mem(v->ctx), &v->domlist, xf_op *, root))
    return XF_NOMEM;
  while (v->domlist.len) {
    xf_op *op = XFS_VEC_AT(&v->domlist, xf_op *, --v->domlist.len);
    for (uint32_t i = 0; i < op->nreg; i++)
      for (xf_block *b = xfi_op_regions(op)[i].first; b; b = b->next) {
        xf_status s = dominance_block(v, b);
        if (s != XF_OK)
          return s;
      }
  }
  return XF_OK;
}

/* ------------------------------------------------------------ the walk */

static bool push(verifier *v, work_kind k, xf_op *op, xf_block *b) {
  work w = {(uint8_t)k, P_ENTER, false, false, 0, 0, op, b, NULL, NULL, false, false};
  return XFS_VEC_PUSH(xfs_ctx_mem(v->ctx), &v->stack, work, w);
}

/* Pushes the next block of op item `w` (regions in order, blocks in
 * order); false when there is none left. */
static bool next_block(verifier *v, work *w, bool *nomem) {
  if (w->lazy_valid)
    return false;
  while (!w->block && w->reg < w->op->nreg)
    w->block = xfi_op_regions(w->op)[w->reg++].first;
  if (!w->block)
    return false;
  xf_block *b = w->block;
  w->block = b->next;
  *nomem = !push(v, W_BLOCK, NULL, b);
  return true;
}

/* Advances op item `w`'s cursor to the next op with regions that is
 * IsolatedFromAbove, walking the blocks of all its regions; NULL at the
 * end. */
static xf_op *next_isolated(work *w) {
  if (w->lazy_valid)
    return NULL;
  for (;;) {
    while (w->cur) {
      xf_op *o = w->cur;
      w->cur = o->next;
      if (verified_apart(o))
        return o;
    }
    while (!w->block && w->reg < w->op->nreg)
      w->block = xfi_op_regions(w->op)[w->reg++].first;
    if (!w->block)
      return NULL;
    w->cur = w->block->first;
    w->block = w->block->next;
  }
}

/* Lazy regions (an implicit linalg body not built yet): when their record
 * vouches that they verify, they are neither built nor entered (nor
 * checked for dominance); otherwise they are built by the walk. */
static void ask_lazy(work *w) {
  xfi_lazy_region *l = xfi_op_regions_raw(w->op)[0].lazy;
  xfi_lazy_verdict verdict = l->check(l, w->op);
  w->lazy_valid = verdict == XFI_LAZY_VALID;
  w->learn = verdict == XFI_LAZY_UNKNOWN ? l : NULL;
  w->lazy_asked = true;
}

static bool verify_isolated_threaded(verifier *v, work *w);

/* One step of an op item (top of the stack, index `i`). */
static xf_status step_op(verifier *v, size_t i) {
  work *w = &XFS_VEC_AT(&v->stack, work, i);
  bool nomem = false;
  switch ((work_phase)w->phase) {
  case P_ENTER:
    w->phase = P_CHILDREN;
    w->symuse_mark = v->symuse_ops;
    if (w->op->info && w->op->info->verify_symbol_uses)
      v->symuse_ops++;
    if (w->op->nlazy && !w->lazy_asked)
      ask_lazy(w);
    return op_enter(w->op);
  case P_CHILDREN:
    if (next_block(v, w, &nomem))
      return nomem ? XF_NOMEM : XF_OK;
    w->phase = P_ISOLATED;
    w->reg = 0;
    w->block = NULL;
    w->cur = NULL;
    return XF_OK;
  case P_ISOLATED: {
    if (!w->threads_tried) {
      w->threads_tried = true;
      if (i == 1 && verify_isolated_threaded(v, w)) { /* the root's, all verified */
        w->cur = NULL;
        w->block = NULL;
        w->reg = w->op->nreg;
      }
    }
    xf_op *iso = next_isolated(w);
    if (iso)
      return push(v, W_DOMINANCE, iso, NULL) && push(v, W_OP, iso, NULL) ? XF_OK : XF_NOMEM;
    xf_op *op = w->op;
    bool failed = w->failed;
    bool symuses = v->symuse_ops - w->symuse_mark > (op->info && op->info->verify_symbol_uses);
    /* The symbol uses inside a nested table are its own: the enclosing
     * table's walk skips them (verify_one_symbol_use), so they do not count
     * towards it. */
    if (op->info && (op->info->traits & XF_TRAIT_SYMBOL_TABLE))
      v->symuse_ops = w->symuse_mark + (op->info->verify_symbol_uses ? 1 : 0);
    xfi_lazy_region *learn = w->learn;
    v->stack.len--;
    if (failed)
      return XF_ERROR;
    if (learn)
      learn->verified(learn);
    return op_exit(v, op, symuses);
  }
  }
  return XF_OK;
}

/* An op without regions, verified in place of an op item's steps (entry,
 * no children, exit): its symbol uses counted, none below it. */
static xf_status verify_leaf(verifier *v, xf_op *o) {
  if (o->info && o->info->verify_symbol_uses)
    v->symuse_ops++;
  xf_status s = op_enter(o);
  return s == XF_OK ? op_exit(v, o, false) : s;
}

/* One step of a block item (top of the stack, index `i`). */
static xf_status step_block(verifier *v, size_t i) {
  work *w = &XFS_VEC_AT(&v->stack, work, i);
  if (w->phase == P_ENTER) {
    w->phase = P_CHILDREN;
    w->cur = w->block->first;
    return block_enter(w->block);
  }
  while (w->cur && verified_apart(w->cur))
    w->cur = w->cur->next;
  if (w->cur) {
    xf_op *o = w->cur;
    w->cur = o->next;
    if (!o->nreg) /* the usual op: no work item */
      return verify_leaf(v, o);
    if (!push(v, W_OP, o, NULL))
      return XF_NOMEM;
    if (!o->nlazy)
      return XF_OK;
    work *ow = &XFS_VEC_AT(&v->stack, work, v->stack.len - 1);
    ask_lazy(ow);
    if (!ow->lazy_valid)
      return XF_OK;
    v->stack.len--; /* regions that vouch for themselves: nothing to enter */
    return verify_leaf(v, o);
  }
  xf_block *b = w->block;
  v->stack.len--;
  return block_exit(b);
}

/* After an error: drops the work of the isolated op being verified (up
 * to and including its W_DOMINANCE item) and marks its parent's item as
 * failed, so that the parent's other isolated children are still verified
 * (mlir-opt 22 reports the first error of each).  False when the error
 * belongs to the root. */
static bool unwind(verifier *v) {
  while (v->stack.len) {
    work *w = &XFS_VEC_AT(&v->stack, work, --v->stack.len);
    if (w->kind == W_DOMINANCE)
      break;
  }
  if (!v->stack.len)
    return false;
  XFS_VEC_AT(&v->stack, work, v->stack.len - 1).failed = true;
  return true;
}

/* Verifies `root` structurally, then its dominance, as
 * OperationVerifier::verifyOpAndDominance; isolated ops nested in it the
 * same way, each on its own, when their parent's structure is done. */
static xf_status run(verifier *v, xf_op *root) {
  if (!push(v, W_DOMINANCE, root, NULL) || !push(v, W_OP, root, NULL))
    return XF_NOMEM;
  while (v->stack.len) {
    size_t i = v->stack.len - 1;
    work *w = &XFS_VEC_AT(&v->stack, work, i);
    xf_status s = XF_OK;
    if (w->kind == W_OP) {
      s = step_op(v, i);
    } else if (w->kind == W_BLOCK) {
      s = step_block(v, i);
    } else {
      s = w->op->nreg ? verify_dominance(v, w->op) : XF_OK;
      if (s == XF_OK)
        v->stack.len--;
    }
    if (s == XF_NOMEM || (s == XF_ERROR && !unwind(v)))
      return s;
  }
  return XF_OK;
}

/* ---------------------------------------------------- threaded verifying
 *
 * The isolated children of the root (the functions of a module) are
 * verified apart from each other: with the context's threads, a big
 * module's are split into contiguous runs, a few per thread, taken in turn
 * by whichever thread is free (the calling one among them), each thread
 * with its own verifier (ir/thread.c shares the context).  When every run verified without a diagnostic, they count
 * as verified (their symbol-use ops added to the root's count); otherwise
 * the root verifies them all again in order on this thread, which reports
 * the diagnostics as one thread does. */

enum { VERIFY_THREADS_MAX = 8, VERIFY_RUNS_PER_THREAD = 4, VERIFY_MIN_OPS = 256 };

/* The runs, and the next one to take. */
typedef struct verify_plan {
  xf_op **ops;           /* the isolated children, in order */
  size_t n, nruns;       /* run k is ops[n * k / nruns, n * (k + 1) / nruns) */
  atomic_size_t next;
  atomic_bool failed;    /* a run failed: the others need not be verified */
  /* When the children are all the root's ops (`names` non-NULL): each
   * child's operands are checked against the root's isolation (`iso`, if
   * the root is isolated) and its symbol name noted, for the root's exit. */
  const xf_op *iso;
  const xf_attr **names;
} verify_plan;

/* One thread's share: runs taken in turn, verified by its own verifier. */
typedef struct verify_part {
  xfi_part part;         /* first: the piece of work (ir/thread.c) */
  verify_plan *plan;
  uint32_t symuse_ops;   /* ops with a verify_symbol_uses hook entered */
} verify_part;

static void verify_run(xfi_part *self) {
  verify_part *pt = (verify_part *)(void *)self;
  verify_plan *pl = pt->plan;
  verifier v;
  memset(&v, 0, sizeof v);
  v.ctx = self->ctx;
  xfi_dom_init(&v.dom, self->ctx);
  for (;;) {
    size_t k = atomic_fetch_add(&pl->next, 1);
    if (k >= pl->nruns || atomic_load_explicit(&pl->failed, memory_order_relaxed))
      break;
    size_t lo = pl->n * k / pl->nruns, hi = pl->n * (k + 1) / pl->nruns;
    for (size_t i = lo; i < hi; i++) {
      xf_op *o = pl->ops[i];
      if (run(&v, o) != XF_OK ||
          (pl->iso && check_isolated_uses((xf_op *)pl->iso, o->block->region, o) != XF_OK)) {
        atomic_store(&pl->failed, true);
        break;
      }
      if (pl->names)
        pl->names[i] = xfi_sym_name_attr(o);
    }
  }
  pt->symuse_ops = v.symuse_ops;
  xfs_vec_free(xfs_ctx_mem(v.ctx), &v.stack, sizeof(work));
  xfs_vec_free(xfs_ctx_mem(v.ctx), &v.domlist, sizeof(void *));
  xfi_dom_free(&v.dom);
}

/* Verifies the isolated children left to op item `w` on threads; false
 * (nothing counted, `w` untouched) when not worth it or not clean. */
static bool verify_isolated_threaded(verifier *v, work *w) {
  xf_context *ctx = v->ctx;
  unsigned threads = ctx->threads < VERIFY_THREADS_MAX ? ctx->threads : VERIFY_THREADS_MAX;
  if (threads < 2 || w->lazy_valid || ctx->threaded) /* not from a helper */
    return false;
  size_t min = ctx->thread_min_ops ? ctx->thread_min_ops : VERIFY_MIN_OPS;
  xfs_vec list = {0};
  bool listed = true, all_listed = true;
  xf_op *root = w->op; /* the cursor of `w` is at its start (P_ISOLATED, first step) */
  for (uint32_t r = 0; listed && r < root->nreg; r++)
    for (xf_block *b = xfi_op_regions(root)[r].first; listed && b; b = b->next)
      for (xf_op *o = b->first; listed && o; o = o->next) {
        if (verified_apart(o))
          listed = XFS_VEC_PUSH(xfs_ctx_mem(ctx), &list, xf_op *, o);
        else
          all_listed = false;
      }
  size_t n = list.len;
  const xf_attr **names = NULL;
  if (listed && all_listed && n >= min && n >= 2)
    names = xfs_calloc(xfs_ctx_mem(ctx), n * sizeof *names); /* NULL: the root walks them */
  if (!listed || n < min || n < 2 || !xfi_threads_begin(ctx)) {
    xfs_free(xfs_ctx_mem(ctx), names, n * sizeof *names);
    xfs_vec_free(xfs_ctx_mem(ctx), &list, sizeof(xf_op *));
    return false;
  }
  size_t np = threads < n ? threads : n;
  size_t nruns = np * VERIFY_RUNS_PER_THREAD < n ? np * VERIFY_RUNS_PER_THREAD : n;
  verify_plan plan = {(xf_op **)list.data, n, nruns, 0, false,
                      names && is_isolated(root) ? root : NULL, names};
  atomic_init(&plan.next, 0);
  atomic_init(&plan.failed, false);
  verify_part parts[VERIFY_THREADS_MAX];
  memset(parts, 0, sizeof parts);
  for (size_t k = 0; k < np; k++) {
    parts[k].part.ctx = ctx;
    parts[k].part.run = verify_run;
    parts[k].plan = &plan;
  }
  xfi_parts_run(&parts[0].part, sizeof parts[0], np);
  bool ok = xfi_parts_finish(&parts[0].part, sizeof parts[0], np, !atomic_load(&plan.failed));
  xfi_debug_line(ctx, "xform-verify", "threaded verify: %zu runs of %zu ops on %zu threads: %s%s\n",
                 nruns, n, np, ok ? "used" : "redone on one thread",
                 ok && names ? " (their symbol names read there)" : "");
  if (ok)
    for (size_t k = 0; k < np; k++)
      v->symuse_ops += parts[k].symuse_ops;
  if (ok && names && !v->pre.root) { /* kept for the root's exit (xf_verify frees them) */
    v->pre.root = root;
    v->pre.list = list;
    v->pre.ops = (xf_op **)list.data;
    v->pre.names = names;
    v->pre.n = n;
    return true;
  }
  xfs_free(xfs_ctx_mem(ctx), names, n * sizeof *names);
  xfs_vec_free(xfs_ctx_mem(ctx), &list, sizeof(xf_op *));
  return ok;
}

/* The verifiers read discardable attributes in these ways only: through
 * the verify_attr hook of the dialect a dotted name belongs to; the
 * builtin.module rule on undotted names; symbol tables by `sym_name` (and
 * symbol ops by `sym_visibility`); the segment sizes of ops with variadic
 * operand or result groups; and by the names ops take as inherent
 * (MLIR's setAttr would make those properties, and xform's verifiers look
 * them up in both dictionaries).  An undotted name outside all of these,
 * set on an op other than a module, changes no verdict (a module's verifier
 * reads every undotted name: the caller tests that). */
bool xfi_discardable_name_is_neutral(xf_context *ctx, const xf_ident *name) {
  static const char *const read_by_name[] = {"sym_name", "sym_visibility", "operandSegmentSizes",
                                             "resultSegmentSizes"};
  if (memchr(name->str, '.', name->len) || xfs_ptrmap_get(&ctx->inherent_names, name))
    return false;
  for (size_t i = 0; i < sizeof read_by_name / sizeof read_by_name[0]; i++)
    if (strcmp(name->str, read_by_name[i]) == 0) /* read by name whatever the op */
      return false;
  return true;
}


xf_status xf_verify(xf_op *op) {
  verifier v;
  memset(&v, 0, sizeof v);
  v.ctx = xfi_op_ctx(op);
  xfi_dom_init(&v.dom, xfi_op_ctx(op));
  xf_status s = run(&v, op);
  xfs_vec_free(xfs_ctx_mem(v.ctx), &v.stack, sizeof(work));
  xfs_vec_free(xfs_ctx_mem(v.ctx), &v.domlist, sizeof(void *));
  xfs_free(xfs_ctx_mem(v.ctx), v.pre.names, v.pre.n * sizeof *v.pre.names);
  xfs_vec_free(xfs_ctx_mem(v.ctx), &v.pre.list, sizeof(xf_op *));
  xfi_dom_free(&v.dom);
  return s;
}
