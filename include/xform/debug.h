/* xform/debug.h — the `-debug-only=<type>[,<type>...]` channel: debug
 * traces of the library (the greedy rewriter's "greedy-rewriter", DRR's
 * "drr") go to one sink per context, and only for the enabled types.
 *
 * The library never prints: the embedding program installs a sink (the CLI
 * writes to stderr, as LLVM's dbgs()).  With no sink or no enabled type,
 * tracing costs one pointer test per trace point.
 */
#ifndef XFORM_DEBUG_H
#define XFORM_DEBUG_H

#include "xform/support.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Receives debug text: whole lines, each ending in '\n'. */
typedef void (*xf_debug_fn)(void *user, const char *text, size_t len);

/* Enables the debug types listed in `types` (comma-separated, e.g.
 * "greedy-rewriter,drr"; "*" enables all; "" or NULL disables all) and
 * sends their text to
 * `fn`.  XF_NOMEM if the list cannot be copied (nothing changes then). */
XF_API xf_status xf_context_set_debug_only(xf_context *ctx, const char *types, xf_debug_fn fn,
                                           void *user) XF_MUST_CHECK;
/* Is debug type `type` enabled (and a sink installed)? */
XF_API bool xf_debug_enabled(const xf_context *ctx, const char *type);
/* Sends `len` bytes of debug text for `type` to the sink if it is enabled. */
XF_API void xf_debug_write(xf_context *ctx, const char *type, const char *text, size_t len);

#ifdef __cplusplus
}
#endif
#endif /* XFORM_DEBUG_H */
