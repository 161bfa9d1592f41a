/* debug.c — the context's -debug-only channel (include/xform/debug.h).
 *
 * The enabled types are kept as one comma-separated arena string; a lookup
 * scans it (lists are a few words long).  Nothing is printed here: text is
 * handed to the sink the embedder installed.
 */
#include <stdarg.h>
#include <stdio.h>

#include "xform/debug.h"

#include "ir_impl.h"

xf_status xf_context_set_debug_only(xf_context *ctx, const char *types, xf_debug_fn fn,
                                    void *user) {
  const char *copy = NULL;
  if (types && *types) {
    copy = xfs_arena_dup(&ctx->arena, types, strlen(types) + 1);
    if (!copy)
      return XF_NOMEM;
  }
  ctx->debug_only = copy;
  ctx->debug_fn = fn;
  ctx->debug_user = user;
  return XF_OK;
}

/* Scans the comma-separated list for `type` as a whole entry. */
bool xf_debug_enabled(const xf_context *ctx, const char *type) {
  if (!ctx->debug_only || !ctx->debug_fn)
    return false;
  if (strcmp(ctx->debug_only, "*") == 0)
    return true; /* -debug: every type */
  size_t n = strlen(type);
  for (const char *p = ctx->debug_only; *p;) {
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    if (len == n && memcmp(p, type, n) == 0)
      return true;
    if (!e)
      break;
    p = e + 1;
  }
  return false;
}

void xf_debug_write(xf_context *ctx, const char *type, const char *text, size_t len) {
  if (xf_debug_enabled(ctx, type))
    ctx->debug_fn(ctx->debug_user, text, len);
}

void xfi_debug_line(xf_context *ctx, const char *type, const char *fmt, ...) {
  if (!xf_debug_enabled(ctx, type))
    return;
  char line[640];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  if (n > 0)
    xf_debug_write(ctx, type, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1);
}
