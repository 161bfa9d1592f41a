/* fold.c — folding (Operation::fold with trait folders) and the constant
 * uniquing part of MLIR's OperationFolder that the LLVM 22 greedy driver
 * uses while seeding its worklist (insertKnownConstant).
 *
 * m_Constant: an op is a constant when it is ConstantLike and its folder
 * (called with no constant operands) yields an attribute; ConstantLike ops
 * without a folder use their `value` attribute.
 *
 * Constant uniquing: constants are keyed by (insertion region, dialect,
 * value, result type), where the insertion region is the nearest enclosing
 * region whose parent op might be IsolatedFromAbove (or is top level).  The
 * first constant of a key is kept and moved to the front of the entry block
 * of that region (unless it already sits at the front or right after another
 * kept constant); a constant moved from another block gets loc(unknown).  A
 * later equal constant is replaced by the kept one (through the rewriter, so
 * listeners see the replacement and the erasure), and the kept one's
 * location becomes loc(unknown).  Moves are direct, unnotified IR edits, as
 * in MLIR.
 */
#include <assert.h>

#include "rewrite.h"

/* ------------------------------------------------------------- constants */

xf_attr *xfr_constant_value(xf_op *op) { return xfi_constant_value(op); }

xf_attr *xfr_value_constant(xf_value *v) { return xfi_value_constant(v); }

xf_ident *xfr_op_dialect(xf_op *op) {
  const char *dot = memchr(op->name->str, '.', op->name->len);
  size_t len = dot ? (size_t)(dot - op->name->str) : op->name->len;
  return xf_ident_get(xfi_op_ctx(op), op->name->str, len);
}

/* ----------------------------------------------------------------- fold */

/* OpTrait::impl::foldCommutative: moves constant operands after the others,
 * keeping relative order in both parts; true if anything moved. */
static bool fold_commutative(xf_op *op, xf_attr *const *consts) {
  if (op->nops < 2)
    return false;
  size_t first = 0;
  while (first < op->nops && !consts[first])
    first++;
  bool moved = false;
  for (size_t i = first + 1; i < op->nops; i++)
    if (!consts[i])
      moved = true;
  if (!moved)
    return false;
  xf_value *small[8], **vals = small;
  if (op->nops > 8 && !(vals = xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), op->nops * sizeof *vals)))
    return false;
  size_t k = 0;
  for (size_t i = 0; i < op->nops; i++)
    if (!consts[i])
      vals[k++] = op->operands[i].value;
  for (size_t i = 0; i < op->nops; i++)
    if (consts[i])
      vals[k++] = op->operands[i].value;
  for (size_t i = first; i < op->nops; i++)
    if (op->operands[i].value != vals[i])
      xf_op_set_operand(op, i, vals[i]);
  if (vals != small)
    xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), vals, op->nops * sizeof *vals);
  return true;
}

/* The constant values of `op`'s operands into `out` (NULL: not constant). */
static void operand_constants(xf_op *op, xf_attr **out) {
  for (uint32_t i = 0; i < op->nops; i++)
    out[i] = op->operands[i].value ? xfr_value_constant(op->operands[i].value) : NULL;
}

/* A fold returning the op's own single result is an in-place fold. */
static xf_fold_status normalise(xf_op *op, xf_fold_status st, const xf_fold_result *res) {
  if (st == XF_FOLD_RESULTS && op->nres == 1 && res[0].value == &xfi_op_results(op)[0])
    return XF_FOLD_IN_PLACE;
  return st;
}

xf_fold_status xfr_fold(xf_op *op, xf_fold_result *results) {
  if (!op->info)
    return XF_FOLD_NONE;
  xf_attr *small[8], **consts = small;
  if (op->nops > 8 && !(consts = xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), op->nops * sizeof *consts)))
    return XF_FOLD_NONE;
  operand_constants(op, consts);
  xf_fold_status st = XF_FOLD_NONE;
  if (op->info->fold)
    st = normalise(op, op->info->fold(op, consts, results), results);
  if (st != XF_FOLD_RESULTS && (op->info->traits & XF_TRAIT_COMMUTATIVE)) {
    if (st == XF_FOLD_IN_PLACE)
      operand_constants(op, consts);
    if (fold_commutative(op, consts))
      st = XF_FOLD_IN_PLACE;
  }
  if (consts != small)
    xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), consts, op->nops * sizeof *consts);
  return st;
}

/* --------------------------------------------------------- the folder */

void xfr_folder_init(xfr_folder *f, xf_context *ctx) {
  memset(f, 0, sizeof *f);
  f->ctx = ctx;
}

void xfr_folder_free(xfr_folder *f) {
  xfs_mem *m = xfs_ctx_mem(f->ctx);
  xfs_free(m, f->slots, f->cap * sizeof *f->slots);
  xfs_ptrmap_free(m, &f->owned);
  f->slots = NULL;
  f->cap = f->count = 0;
}

/* The region constants of `b` are uniqued in: the nearest one whose parent
 * might be isolated from above or is a top-level op. */
static xf_region *insertion_region(xf_block *b) {
  for (;;) {
    xf_region *r = b->region;
    xf_op *parent = r->op;
    if (xfr_might_be_isolated(parent) || !parent->block)
      return r;
    b = parent->block;
  }
}

static uint32_t key_hash(const xfr_const_entry *k) {
  uint32_t h = xfs_hash_mix(0, (uintptr_t)k->region);
  h = xfs_hash_mix(h, (uintptr_t)k->dialect);
  h = xfs_hash_mix(h, (uintptr_t)k->value);
  return xfs_hash_mix(h, (uintptr_t)k->type);
}

static bool key_eq(const xfr_const_entry *a, const xfr_const_entry *b) {
  return a->region == b->region && a->dialect == b->dialect && a->value == b->value &&
         a->type == b->type;
}

/* The slot of key `k` (found or empty). */
static xfr_const_entry *find_slot(xfr_folder *f, const xfr_const_entry *k) {
  size_t mask = f->cap - 1, i = key_hash(k) & mask;
  while (f->slots[i].op && !key_eq(&f->slots[i], k))
    i = (i + 1) & mask;
  return &f->slots[i];
}

/* Makes room for one more entry; false on allocation failure. */
static bool reserve(xfr_folder *f) {
  if ((f->count + 1) * 2 <= f->cap)
    return true;
  size_t cap = f->cap ? f->cap * 2 : 32;
  xfr_const_entry *slots = xfs_calloc(xfs_ctx_mem(f->ctx), cap * sizeof *slots);
  if (!slots)
    return false;
  xfr_folder old = *f;
  f->slots = slots;
  f->cap = cap;
  for (size_t i = 0; i < old.cap; i++)
    if (old.slots[i].op)
      *find_slot(f, &old.slots[i]) = old.slots[i];
  xfs_free(xfs_ctx_mem(f->ctx), old.slots, old.cap * sizeof *old.slots);
  return true;
}

static bool is_owned(const xfr_folder *f, const xf_op *op) {
  return op && xfs_ptrmap_get(&f->owned, op) != NULL;
}

/* Moves the newly uniqued constant `op` to the front of `entry` unless it
 * is there already or follows another uniqued constant. */
static void hoist(xfr_folder *f, xf_op *op, xf_block *entry) {
  if (op->block != entry) {
    xf_op_move_before(op, entry->first);
    xf_op_set_loc(op, NULL);
  } else if (entry->first != op && !is_owned(f, op->prev)) {
    xf_op_move_before(op, entry->first);
  }
}

bool xfr_folder_insert_known_constant(xfr_folder *f, xf_rewriter *rw, xf_op *op, xf_attr *value,
                                      bool *nomem) {
  xf_block *blk = op->block;
  if (is_owned(f, op)) {
    if (blk->first != op && !is_owned(f, op->prev)) {
      xf_op_move_before(op, blk->first);
      xf_op_set_loc(op, NULL);
    }
    return true;
  }
  xfr_const_entry key = {insertion_region(blk), xfr_op_dialect(op), value, xfi_op_results(op)[0].type,
                         NULL};
  if (!key.dialect || !reserve(f)) {
    *nomem = true;
    return true;
  }
  xfr_const_entry *slot = find_slot(f, &key);
  if (slot->op) {
    xf_op *kept = slot->op;
    xf_value *repl = &xfi_op_results(kept)[0];
    xf_rewriter_replace_op(rw, op, &repl, 1);
    xf_op_set_loc(kept, NULL);
    return false;
  }
  hoist(f, op, key.region->first);
  key.op = op;
  *slot = key;
  f->count++;
  if (!xfs_ptrmap_put(xfs_ctx_mem(f->ctx), &f->owned, op, op))
    *nomem = true;
  return true;
}
