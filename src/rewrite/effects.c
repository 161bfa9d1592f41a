/* effects.c — side-effect queries on ops (MLIR's SideEffectInterfaces.cpp):
 * wouldOpBeTriviallyDead, isOpTriviallyDead, isMemoryEffectFree and
 * getEffectsRecursively.
 *
 * An op "has the memory-effect interface" when its registry row has an
 * `effects` hook or the Pure / NoMemoryEffect trait (then with no
 * effects).  Unregistered ops and registered ops without either have
 * unknown effects: they are never dead and never CSE'd.  Ops with
 * RecursiveMemoryEffects add the effects of the ops nested in them.
 */
#include "rewrite.h"
#include "../dialects/transform_dialect.h"

bool xfr_has_trait(const xf_op *op, uint32_t trait) {
  return op->info && (op->info->traits & trait);
}

bool xfr_might_be_terminator(const xf_op *op) {
  return !op->info || (op->info->traits & XF_TRAIT_TERMINATOR);
}

bool xfr_might_be_isolated(const xf_op *op) {
  return !op->info || (op->info->traits & XF_TRAIT_ISOLATED);
}

/* A transform op's effects on handles and payload (its dialect
 * description) as memory effects: reading a handle or the payload is a
 * read, consuming a handle a read and a free, producing handles an
 * allocation of the results, modifying the payload (or transform.print's
 * generic write) a write. */
static unsigned transform_effects(const xf_op *op) {
  uint8_t small[16];
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(op));
  uint8_t *buf = op->nops <= sizeof small ? small : xfs_malloc(m, op->nops);
  if (!buf)
    return XF_EFFECT_WRITE; /* out of memory: assume the worst */
  xfd_effects eff = {buf, false, 0, false};
  xfd_transform_effects((xf_op *)op, &eff);
  unsigned bits = 0;
  for (uint32_t i = 0; i < op->nops; i++) {
    if (buf[i] == XFD_HE_READ)
      bits |= XF_EFFECT_READ;
    else if (buf[i] == XFD_HE_CONSUME)
      bits |= XF_EFFECT_READ | XF_EFFECT_FREE;
  }
  if (eff.produces)
    bits |= XF_EFFECT_ALLOC;
  if (eff.payload == XFD_PAYLOAD_READ)
    bits |= XF_EFFECT_READ;
  else if (eff.payload == XFD_PAYLOAD_WRITE)
    bits |= XF_EFFECT_READ | XF_EFFECT_WRITE;
  if (eff.generic_write)
    bits |= XF_EFFECT_WRITE;
  if (buf != small)
    xfs_free(m, buf, op->nops);
  return bits;
}

bool xfr_op_effects(const xf_op *op, unsigned *bits) {
  *bits = 0;
  if (!op->info)
    return false;
  if ((op->info->traits & XF_TRAIT_TRANSFORM_DESC) && xfd_transform_has(op, XFD_TI_TRANSFORM)) {
    *bits = transform_effects(op);
    return true;
  }
  if (op->info->effects) {
    *bits = op->info->effects(op);
    return true;
  }
  return (op->info->traits & (XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT)) != 0;
}

/* Can an op with effect bits `bits` be dropped when unused?  Reads and
 * allocations of its own results can. */
static bool effects_allow_dead(unsigned bits) {
  return (bits & ~(unsigned)(XF_EFFECT_READ | XF_EFFECT_ALLOC)) == 0;
}

/* Visits `op` and, for RecursiveMemoryEffects ops, everything nested in
 * it; false as soon as one op has (possibly) effects other than reads or
 * allocations of its results.  An explicit stack of ops. */
static bool dead_impl(xf_op *root) {
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(root));
  xfs_vec stack = {0};
  bool ok = XFS_VEC_PUSH(m, &stack, xf_op *, root);
  while (ok && stack.len) {
    xf_op *op = XFS_VEC_AT(&stack, xf_op *, --stack.len);
    bool recursive = xfr_has_trait(op, XF_TRAIT_RECURSIVE_EFFECTS);
    for (uint32_t r = 0; recursive && ok && r < op->nreg; r++)
      for (xf_block *b = xfi_op_regions(op)[r].first; b && ok; b = b->next)
        for (xf_op *o = b->first; o && ok; o = o->next)
          ok = XFS_VEC_PUSH(m, &stack, xf_op *, o);
    unsigned bits;
    if (ok && xfr_op_effects(op, &bits))
      ok = effects_allow_dead(bits);
    else if (ok && !recursive)
      ok = false;
  }
  xfs_vec_free(m, &stack, sizeof(xf_op *));
  return ok;
}

bool xf_op_would_be_trivially_dead(xf_op *op) {
  if (xfr_might_be_terminator(op) || xfr_has_trait(op, XF_TRAIT_SYMBOL))
    return false;
  if (!xfr_has_trait(op, XF_TRAIT_RECURSIVE_EFFECTS)) { /* the common case: no walk */
    unsigned bits;
    return xfr_op_effects(op, &bits) && effects_allow_dead(bits);
  }
  return dead_impl(op);
}

bool xf_op_is_trivially_dead(xf_op *op) {
  for (uint32_t i = 0; i < op->nres; i++)
    if (xfi_op_results(op)[i].uses)
      return false;
  return xf_op_would_be_trivially_dead(op);
}

bool xf_op_is_memory_effect_free(xf_op *op) {
  unsigned bits;
  bool recursive = xfr_has_trait(op, XF_TRAIT_RECURSIVE_EFFECTS);
  if (xfr_op_effects(op, &bits)) {
    if (bits)
      return false;
    if (!recursive)
      return true;
  } else if (!recursive) {
    return false;
  }
  for (uint32_t r = 0; r < op->nreg; r++)
    for (xf_block *b = xfi_op_regions(op)[r].first; b; b = b->next)
      for (xf_op *o = b->first; o; o = o->next)
        if (!xf_op_is_memory_effect_free(o))
          return false;
  return true;
}

bool xfr_effects_recursively(xf_op *op, unsigned *bits) {
  unsigned own = 0;
  bool recursive = xfr_has_trait(op, XF_TRAIT_RECURSIVE_EFFECTS);
  if (!xfr_op_effects(op, &own) && !recursive)
    return false;
  *bits = own;
  for (uint32_t r = 0; recursive && r < op->nreg; r++)
    for (xf_block *b = xfi_op_regions(op)[r].first; b; b = b->next)
      for (xf_op *o = b->first; o; o = o->next) {
        unsigned nested;
        if (!xfr_effects_recursively(o, &nested))
          return false;
        *bits |= nested;
      }
  return true;
}
