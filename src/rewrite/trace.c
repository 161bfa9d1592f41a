/* trace.c — the debug trace writer shared by the greedy driver: indented
 * lines in the shape of MLIR's ScopedPrinter logs, sent to a config hook or
 * the context's -debug-only channel.  Ops are printed in generic form on one
 * line, without their regions (pointers are not printed, so traces are
 * deterministic).
 */
#include <stdarg.h>

#include "xform/syntax.h"

#include "rewrite.h"


void xfr_trace_init(xfr_trace *t, xf_context *ctx, void (*fn)(void *, const char *, size_t),
                    void *user, const char *debug_type) {
  memset(t, 0, sizeof *t);
  t->ctx = ctx;
  xf_strbuf_init(&t->buf, ctx);
  if (fn) {
    t->fn = fn;
    t->user = user;
  } else if (debug_type && xf_debug_enabled(ctx, debug_type)) {
    t->fn = ctx->debug_fn;
    t->user = ctx->debug_user;
  }
}

void xfr_trace_free(xfr_trace *t) { xf_strbuf_free(&t->buf); }

/* Sends the buffered line (with indentation and '\n') and clears it. */
static void flush_line(xfr_trace *t, const char *text, size_t len) {
  t->buf.len = 0;
  for (unsigned i = 0; len && i < t->indent; i++) /* blank lines stay empty */
    xfs_buf_puts(&t->buf, "  ");
  xfs_buf_put(&t->buf, text, len);
  xfs_buf_putc(&t->buf, '\n');
  if (!t->buf.failed && t->buf.data)
    t->fn(t->user, t->buf.data, t->buf.len);
}

void xfr_trace_line(xfr_trace *t, const char *fmt, ...) {
  if (!t->fn)
    return;
  xf_strbuf line;
  xf_strbuf_init(&line, t->ctx);
  va_list ap;
  va_start(ap, fmt);
  xfs_buf_vprintf(&line, fmt, ap);
  va_end(ap);
  flush_line(t, line.data ? line.data : "", line.len);
  xf_strbuf_free(&line);
}

void xfr_trace_op(xfr_trace *t, xf_op *op) {
  if (!t->fn)
    return;
  xf_strbuf s;
  xf_strbuf_init(&s, t->ctx);
  xf_print_options po = {.generic = true, .skip_regions = true, .elide_large = true};
  if (xf_print_op(op, &po, &s) == XF_OK && s.data) {
    size_t n = s.len;
    while (n && s.data[n - 1] == '\n')
      n--;
    flush_line(t, s.data, n);
  }
  xf_strbuf_free(&s);
}
