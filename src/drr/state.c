/* state.c — the drr layer's per-context data (ctx->drr_data): the native
 * functions and constraints registered from C, and the rule files loaded by
 * transform.apply_patterns.drr (kept for the context's lifetime, keyed by
 * resolved path and record subset, so a script applying the same rules in
 * a loop reads them once).
 */
#include "drr.h"

typedef struct cached_rules {
  xf_ident *key;         /* "path\n" + selected record names */
  xf_drr_rules *rules;
} cached_rules;

typedef struct drr_state {
  xfs_map natives;       /* name -> xfdrr_native */
  xfs_vec cache;         /* cached_rules */
} drr_state;

static void state_destroy(xf_context *ctx, void *data) {
  drr_state *s = data;
  for (size_t i = 0; i < s->cache.len; i++)
    xf_drr_rules_destroy(XFS_VEC_AT(&s->cache, cached_rules, i).rules);
  xfs_vec_free(&ctx->mem, &s->cache, sizeof(cached_rules));
  xfs_map_free(&ctx->mem, &s->natives);
  xfs_free(&ctx->mem, s, sizeof *s);
}

static drr_state *state(xf_context *ctx, bool create) {
  if (!ctx->drr_data && create) {
    drr_state *s = xfs_calloc(&ctx->mem, sizeof *s);
    if (!s)
      return NULL;
    ctx->drr_data = s;
    ctx->drr_data_free = state_destroy;
  }
  return ctx->drr_data;
}

const xfdrr_native *xfdrr_native_lookup(xf_context *ctx, const char *name, size_t len) {
  drr_state *s = state(ctx, false);
  if (len > 2 && name[0] == ':' && name[1] == ':')
    name += 2, len -= 2;
  return s ? xfs_map_get(&s->natives, name, len, xfs_hash_bytes(name, len, 0)) : NULL;
}

static xf_status register_native(xf_context *ctx, const char *name, xf_drr_native_fn fn,
                                 xf_drr_constraint_fn pred, void *user) {
  drr_state *s = state(ctx, true);
  xf_ident *id = xf_ident_cstr(ctx, name);
  xfdrr_native *n = xfs_arena_zalloc(xfi_arena(ctx), sizeof *n);
  if (!s || !id || !n)
    return XF_NOMEM;
  n->name = id;
  n->fn = fn;
  n->pred = pred;
  n->user = user;
  return xfs_map_put(&ctx->mem, &s->natives, id->str, id->len, id->hash, n) ? XF_OK : XF_NOMEM;
}

xf_status xf_drr_register_native(xf_context *ctx, const char *name, xf_drr_native_fn fn,
                                 void *user) {
  return register_native(ctx, name, fn, NULL, user);
}

xf_status xf_drr_register_constraint(xf_context *ctx, const char *name, xf_drr_constraint_fn fn,
                                     void *user) {
  return register_native(ctx, name, NULL, fn, user);
}

xf_drr_rules *xfdrr_cached_rules(xf_context *ctx, const char *path, const char *const *only,
                                 size_t nonly) {
  drr_state *s = state(ctx, true);
  if (!s)
    return NULL;
  xf_strbuf k;
  xf_strbuf_init(&k, ctx);
  xfs_buf_puts(&k, path);
  for (size_t i = 0; i < nonly; i++)
    xfs_buf_printf(&k, "\n%s", only[i]);
  xf_ident *key = k.data ? xf_ident_get(ctx, k.data, k.len) : NULL;
  xf_strbuf_free(&k);
  if (!key)
    return NULL;
  for (size_t i = 0; i < s->cache.len; i++)
    if (XFS_VEC_AT(&s->cache, cached_rules, i).key == key)
      return XFS_VEC_AT(&s->cache, cached_rules, i).rules;
  xf_drr_load_options o = {NULL, 0, nonly ? only : NULL, nonly};
  xf_drr_rules *r = xf_drr_load(ctx, &path, 1, &o);
  cached_rules c = {key, r};
  if (r && !XFS_VEC_PUSH(&ctx->mem, &s->cache, cached_rules, c)) {
    xf_drr_rules_destroy(r);
    return NULL;
  }
  return r;
}
