/* context.c — the context's life cycle, interned identifiers, source
 * buffers and the op registry.
 *
 * Creation order matters: the memory owner is initialised on the stack,
 * the context struct is allocated through it and the owner is copied into
 * the struct's first member (so `xfs_ctx_mem(ctx)` works from then on).
 * Then the arena, interner and maps are set up empty and the frequently
 * used types, attributes and identifiers are created.  Any allocation
 * failure on the way destroys the partial context and returns NULL.
 *
 * Destruction frees the maps and vectors (heap memory), then the arena
 * (which holds every IR object, identifier and source copy), and last the
 * context struct itself through a copy of its memory owner.
 *
 * The op registry maps an op name to its borrowed `xf_op_info` row (rows
 * are static data owned by the dialect that registers them).  Registering
 * also records the dialect namespace (the name up to the first '.') in
 * `ctx->dialects`, a short vector scanned linearly.  Dialects with their
 * own type syntax or attribute verification register an `xf_dialect_info`
 * row the same way (a short vector, one row per dialect).
 */
#include <assert.h>

#include "ir_impl.h"

#ifndef XFORM_VERSION
#define XFORM_VERSION "0.1.0"
#endif
#ifndef XFORM_MLIR_VERSION
#define XFORM_MLIR_VERSION "22.1.8"
#endif

const char *xf_version(void) { return XFORM_VERSION; }
const char *xf_mlir_version(void) { return XFORM_MLIR_VERSION; }

/* Creates the cached identifiers, types and attributes of a new context.
 * False on allocation failure. */
static bool init_common(xf_context *ctx) {
  ctx->id_sym_name = xf_ident_cstr(ctx, "sym_name");
  ctx->id_builtin_module = xf_ident_cstr(ctx, "builtin.module");
  ctx->id_operand_segment_sizes = xf_ident_cstr(ctx, "operandSegmentSizes");
  ctx->t_index = xf_type_index(ctx);
  ctx->t_none = xf_type_none(ctx);
  ctx->t_i1 = xf_type_integer(ctx, 1, XF_SIGNLESS);
  ctx->t_i32 = xf_type_integer(ctx, 32, XF_SIGNLESS);
  ctx->t_i64 = xf_type_integer(ctx, 64, XF_SIGNLESS);
  ctx->t_f32 = xf_type_float(ctx, "f32");
  ctx->t_f64 = xf_type_float(ctx, "f64");
  if (!ctx->id_sym_name || !ctx->id_builtin_module || !ctx->id_operand_segment_sizes ||
      !ctx->t_index || !ctx->t_none ||
      !ctx->t_i1 || !ctx->t_i32 || !ctx->t_i64 || !ctx->t_f32 || !ctx->t_f64)
    return false;
  /* The constructors below read the cached types above. */
  ctx->a_unit = xf_attr_unit(ctx);
  ctx->a_true = xf_attr_bool(ctx, true);
  ctx->a_false = xf_attr_bool(ctx, false);
  ctx->a_unknown_loc = xf_loc_unknown(ctx);
  ctx->a_empty_dict = xf_attr_dict(ctx, NULL, 0);
  return ctx->a_unit && ctx->a_true && ctx->a_false && ctx->a_unknown_loc && ctx->a_empty_dict;
}

xf_context *xf_context_create(const xf_allocator *alloc) {
  xfs_mem mem;
  xfs_mem_init(&mem, alloc);
  xf_context *ctx = xfs_malloc(&mem, sizeof *ctx);
  if (!ctx)
    return NULL;
  memset(ctx, 0, sizeof *ctx);
  ctx->mem = mem;
  xfs_arena_init(&ctx->arena, &ctx->mem);
  ctx->idents.arena = &ctx->arena;
  ctx->idents.owner = ctx;
  ctx->idents.map.set = true;
  for (int i = 0; i < XFI_UNIQ_SHARDS; i++)
    ctx->uniq[i].set = true;
  ctx->print_op_on_diag = true;
  if (!init_common(ctx)) {
    xf_context_destroy(ctx);
    return NULL;
  }
  return ctx;
}

void xf_context_destroy(xf_context *ctx) {
  if (!ctx)
    return;
  xfs_mem *m = &ctx->mem;
  if (ctx->transform_data_free)
    ctx->transform_data_free(ctx, ctx->transform_data);
  if (ctx->rewrite_data_free)
    ctx->rewrite_data_free(ctx, ctx->rewrite_data);
  if (ctx->drr_data_free)
    ctx->drr_data_free(ctx, ctx->drr_data);
  xfi_symcache_free(ctx);
  xfs_map_free(m, &ctx->idents.map);
  for (int i = 0; i < XFI_UNIQ_SHARDS; i++)
    xfs_map_free(m, &ctx->uniq[i]);
  xfs_free(m, ctx->flocs, ctx->flocs_cap * sizeof *ctx->flocs);
  xfi_floc_runs_free(ctx);
  xfs_ptrmap_free(m, &ctx->op_info_ids);
  xfs_ptrmap_free(m, &ctx->inherent_names);
  for (int i = 0; i < XFI_NUM_DIALECT_MEMOS; i++)
    xfs_ptrmap_free(m, &ctx->dialect_memo[i]);
  xfs_vec_free(m, &ctx->handlers, sizeof(xfi_handler));
  xfs_vec_free(m, &ctx->sources, sizeof(xfi_source));
  xfs_vec_free(m, &ctx->loc_files, sizeof(xf_ident *));
  xfs_vec_free(m, &ctx->dialects, sizeof(xf_ident *));
  xfs_vec_free(m, &ctx->dialect_infos, sizeof(const xf_dialect_info *));
  xfs_vec_free(m, &ctx->listed_ops, sizeof(xf_op *));
  xfs_arena_free(&ctx->arena);
  if (ctx->lock_ready) {
    pthread_mutex_destroy(&ctx->lock);
    for (int i = 0; i < XFI_UNIQ_SHARDS; i++)
      pthread_mutex_destroy(&ctx->uniq_lock[i]);
  }
  xfs_mem_release_cache(m);
  xfs_mem owner = ctx->mem;
  xfs_free(&owner, ctx, sizeof *ctx);
}

bool xf_context_out_of_memory(const xf_context *ctx) { return ctx->mem.oom; }

xf_ident *xf_ident_get(xf_context *ctx, const char *str, size_t len) {
  if (XFS_LIKELY(!ctx->threaded))
    return xfs_intern(&ctx->mem, NULL, &ctx->idents, str, len);
  uint32_t h = xfs_hash_bytes(str, len, 0);
  xf_ident **slot = xfi_tls_cache ? &xfi_tls_cache->idents[h & (XFI_TCACHE_SIZE - 1)] : NULL;
  xf_ident *id = slot ? *slot : NULL;
  if (id && id->hash == h && id->len == len && memcmp(id->str, str, len) == 0)
    return id;
  xfi_lock(ctx);
  id = xfs_intern(xfs_ctx_mem(ctx), xfi_arena(ctx), &ctx->idents, str, len);
  xfi_unlock(ctx);
  if (slot && id)
    *slot = id;
  return id;
}

xf_ident *xf_ident_cstr(xf_context *ctx, const char *str) {
  return xf_ident_get(ctx, str, strlen(str));
}

/* ---------------------------------------------------------------- sources */

/* Registers source buffer `name` with a copy of `text` (NUL-terminated in
 * the arena).  Adding a name again shadows the earlier buffer: lookups
 * return the most recent one.  NULL on allocation failure. */
xf_ident *xf_context_add_source(xf_context *ctx, const char *name, const char *text, size_t len) {
  xf_ident *id = xf_ident_cstr(ctx, name ? name : "");
  char *copy = xfs_arena_alloc(&ctx->arena, len + 1);
  if (!id || !copy)
    return NULL;
  if (len)
    memcpy(copy, text, len);
  copy[len] = 0;
  xfi_source src = {id, copy, len, 0};
  if (!XFS_VEC_PUSH(&ctx->mem, &ctx->sources, xfi_source, src))
    return NULL;
  return id;
}

xf_ident *xf_context_add_source_borrowed(xf_context *ctx, const char *name, const char *text,
                                         size_t len) {
  xf_ident *id = xf_ident_cstr(ctx, name ? name : "");
  if (!id)
    return NULL;
  xfi_source src = {id, text, len, 0};
  if (!XFS_VEC_PUSH(&ctx->mem, &ctx->sources, xfi_source, src))
    return NULL;
  return id;
}

/* The most recently added source buffer called `name`, or NULL. */
xfi_source *xfi_find_source(xf_context *ctx, const xf_ident *name) {
  for (size_t i = ctx->sources.len; i-- > 0;) {
    xfi_source *s = &XFS_VEC_AT(&ctx->sources, xfi_source, i);
    if (s->name == name)
      return s;
  }
  return NULL;
}

/* --------------------------------------------------------------- registry */

bool xfi_dialect_known(xf_context *ctx, const char *ns, size_t len) {
  for (size_t i = 0; i < ctx->dialects.len; i++) {
    const xf_ident *d = XFS_VEC_AT(&ctx->dialects, xf_ident *, i);
    if (d->len == len && memcmp(d->str, ns, len) == 0)
      return true;
  }
  return false;
}

/* Records the namespace of op name `name` (the text before the first '.',
 * or the whole name) as a known dialect. */
static bool note_dialect(xf_context *ctx, const char *name) {
  const char *dot = strchr(name, '.');
  size_t len = dot ? (size_t)(dot - name) : strlen(name);
  if (xfi_dialect_known(ctx, name, len))
    return true;
  xf_ident *ns = xf_ident_get(ctx, name, len);
  return ns && XFS_VEC_PUSH(&ctx->mem, &ctx->dialects, xf_ident *, ns);
}

/* Registers (or replaces) the row for `info->name`.  The row is borrowed
 * and must outlive the context. */
/* Puts the row in the table, by interned name (what op creation looks
 * up: a pointer, no text compared). */
static xf_status put_op_info(xf_context *ctx, const xf_op_info *info) {
  xf_ident *id = xf_ident_cstr(ctx, info->name);
  if (!id || !xfs_ptrmap_put(&ctx->mem, &ctx->op_info_ids, id, (void *)info))
    return XF_NOMEM;
  for (const char *const *p = info->prop_names; p && *p; p++) { /* see xfi_discardable_name_is_neutral */
    xf_ident *n = xf_ident_cstr(ctx, *p);
    if (!n || !xfs_ptrmap_put(&ctx->mem, &ctx->inherent_names, n, (void *)1))
      return XF_NOMEM;
  }
  return XF_OK;
}

xf_status xfi_register_op(xf_context *ctx, const xf_op_info *info) {
  assert(info && info->name);
  if (!note_dialect(ctx, info->name))
    return XF_NOMEM;
  return put_op_info(ctx, info);
}

/* Registers a row of a dialect xform models only in part: the dialect is
 * not marked as known, so its other ops stay accepted as unregistered. */
xf_status xfi_register_partial_op(xf_context *ctx, const xf_op_info *info) {
  return put_op_info(ctx, info);
}

/* The registry row of op name `name`, or NULL for unregistered ops (rows
 * are registered outside threaded phases, so the table is only read here). */
const xf_op_info *xfi_lookup_op_info(xf_context *ctx, const xf_ident *name) {
  return name ? xfs_ptrmap_get(&ctx->op_info_ids, name) : NULL;
}

xf_status xfi_register_dialect_info(xf_context *ctx, const xf_dialect_info *ts) {
  assert(ts && ts->dialect);
  if (!note_dialect(ctx, ts->dialect))
    return XF_NOMEM;
  for (size_t i = 0; i < ctx->dialect_infos.len; i++) {
    const xf_dialect_info **slot = &XFS_VEC_AT(&ctx->dialect_infos, const xf_dialect_info *, i);
    if (strcmp((*slot)->dialect, ts->dialect) == 0) {
      *slot = ts;
      return XF_OK;
    }
  }
  return XFS_VEC_PUSH(&ctx->mem, &ctx->dialect_infos, const xf_dialect_info *, ts) ? XF_OK
                                                                                 : XF_NOMEM;
}

const xf_dialect_info *xfi_lookup_dialect_info(xf_context *ctx, const char *ns, size_t len) {
  for (size_t i = 0; i < ctx->dialect_infos.len; i++) {
    const xf_dialect_info *ts = XFS_VEC_AT(&ctx->dialect_infos, const xf_dialect_info *, i);
    if (strlen(ts->dialect) == len && memcmp(ts->dialect, ns, len) == 0)
      return ts;
  }
  return NULL;
}
