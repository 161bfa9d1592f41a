/* registry.c — the per-context table of transform op semantics (op name ->
 * xf_transform_op_def row) and the type-classification cache.
 *
 * The registry is created on first use and hung on the context
 * (`ctx->transform_data`, freed by the context).  Creation registers the
 * built-in tables of every op family file; extensions add or replace rows
 * through xf_transform_register_op.  Dispatch is a single pointer-keyed
 * lookup by the op's interned name.
 */
#include "transform_impl.h"

static void registry_free(xf_context *ctx, void *data) {
  xft_registry *reg = data;
  xfs_mem *m = xfs_ctx_mem(ctx);
  xfs_ptrmap_free(m, &reg->defs);
  xfs_ptrmap_free(m, &reg->types);
  xfs_arena_free(&reg->arena);
  xfs_free(m, reg, sizeof *reg);
}

/* Registers "n" rows; false on allocation failure. */
static bool add_table(xf_context *ctx, xft_registry *reg, const xf_transform_op_def *rows,
                      size_t n) {
  memset(reg->recent_defs, 0, sizeof reg->recent_defs); /* a name may now have a row */
  for (size_t i = 0; i < n; i++) {
    xf_ident *name = xf_ident_cstr(ctx, rows[i].name);
    if (!name || !xfs_ptrmap_put(xfs_ctx_mem(ctx), &reg->defs, name, (void *)&rows[i]))
      return false;
  }
  return true;
}

static bool add_builtins(xf_context *ctx, xft_registry *reg) {
  return add_table(ctx, reg, xft_control_defs, xft_num_control_defs) &&
         add_table(ctx, reg, xft_match_defs, xft_num_match_defs) &&
         add_table(ctx, reg, xft_handle_defs, xft_num_handle_defs) &&
         add_table(ctx, reg, xft_nav_defs, xft_num_nav_defs) &&
         add_table(ctx, reg, xft_debug_defs, xft_num_debug_defs) &&
         add_table(ctx, reg, xft_structured_defs, xft_num_structured_defs) &&
         add_table(ctx, reg, xft_linalg_match_defs, xft_num_linalg_match_defs);
}

xft_registry *xft_registry_create(xf_context *ctx) {
  if (ctx->transform_data)
    return ctx->transform_data;
  xft_registry *reg = xfs_calloc(xfs_ctx_mem(ctx), sizeof *reg);
  if (!reg)
    return NULL;
  xfs_arena_init(&reg->arena, xfs_ctx_mem(ctx));
  ctx->transform_data = reg;
  ctx->transform_data_free = registry_free;
  if (!add_builtins(ctx, reg)) {
    ctx->transform_data = NULL;
    ctx->transform_data_free = NULL;
    registry_free(ctx, reg);
    return NULL;
  }
  return reg;
}

xf_status xf_transform_register_op(xf_context *ctx, const xf_transform_op_def *def) {
  xft_registry *reg = xft_registry_get(ctx);
  if (!reg || !add_table(ctx, reg, def, 1))
    return XF_NOMEM;
  return XF_OK;
}

const xf_transform_op_def *xf_transform_lookup_op(xf_context *ctx, const xf_ident *name) {
  xft_registry *reg = xft_registry_get(ctx);
  if (!reg || !name)
    return NULL;
  size_t slot = xft_recent_slot(name);
  if (reg->recent_defs[slot].name == name)
    return reg->recent_defs[slot].def;
  const xf_transform_op_def *def = xfs_ptrmap_get(&reg->defs, name);
  reg->recent_defs[slot].name = name;
  reg->recent_defs[slot].def = def;
  return def;
}

const xf_transform_op_def *xft_def(xf_context *ctx, const xf_op *op) {
  return xf_transform_lookup_op(ctx, op->name);
}
