/* linalg_effects.c — MemoryEffectOpInterface of the linalg structured ops
 * (LinalgOp's getGenericEffectsImpl): memref inputs are read, memref inits
 * are read and written; on tensors the ops have no effects.
 */
#include "linalg.h"

unsigned xfd_linalg_effects(const xf_op *op) {
  size_t nin = xfd_num_inputs(op);
  unsigned e = 0;
  for (uint32_t i = 0; i < op->nops; i++) {
    const xf_type *t = op->operands[i].value->type;
    if (t->kind != XF_TYPE_MEMREF && t->kind != XF_TYPE_UNRANKED_MEMREF)
      continue;
    e |= XF_EFFECT_READ;
    if (i >= nin)
      e |= XF_EFFECT_WRITE;
  }
  return e;
}
