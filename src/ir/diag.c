/* diag.c — building and reporting diagnostics: messages, notes, the
 * handler stack, error counting and op-based emission.  (Source buffers
 * live in context.c; the text rendering in syntax/diag_render.c.)
 *
 * A diagnostic (`xf_diag`) is a heap object allocated through its context
 * (xfs_malloc): severity, location, a growable message buffer and a vector
 * of notes, each note being an `xf_diag` of its own with `parent` set.  It
 * lives until `xf_diag_report` (handed to the handlers, then freed) or
 * `xf_diag_drop` (freed unreported).  Notes are never reported alone.
 *
 * Handlers form a stack in `ctx->handlers` (last = innermost).  Reporting
 * offers the diagnostic to the innermost handler first; a handler returning
 * false passes it outwards.  With no taker the diagnostic is discarded: the
 * library never prints.  Every reported error increments `ctx->num_errors`,
 * whether or not a handler took it.
 *
 * Op-based emission (`xf_op_emit`) mirrors Operation::emitError/Warning/
 * Remark: when `ctx->print_op_on_diag` is set and the printer installed its
 * hook, a note "see current operation: <op>" at the op's location is
 * attached at once (so it precedes notes the caller adds later); errors
 * print the op in generic form, remarks and warnings in custom form.  Op
 * text spanning several lines starts on a new line (Diagnostic::appendOp).
 *
 * Allocation failure never aborts: `xf_diag_create` and `xf_diag_note`
 * return NULL and every function here accepts a NULL diagnostic as a no-op,
 * so callers may chain without checking.
 */
#include <assert.h>

#include "ir_impl.h"

struct xf_diag {
  xf_context *ctx;       /* owner of the memory */
  xf_severity sev;       /* severity (notes: XF_SEV_NOTE) */
  xf_attr *loc;          /* location; NULL means unknown */
  xf_strbuf msg;         /* the message text */
  xfs_vec notes;         /* xf_diag* notes in attachment order */
  xf_diag *parent;       /* the diagnostic a note belongs to, else NULL */
};

/* ------------------------------------------------------------- handlers */

xf_diag_handler_id xf_diag_push_handler(xf_context *ctx, xf_diag_handler fn, void *user) {
  xf_diag_handler_id id = {0};
  xfi_handler h = {fn, user, ++ctx->next_handler_id};
  if (XFS_VEC_PUSH(xfs_ctx_mem(ctx), &ctx->handlers, xfi_handler, h))
    id.id = h.id;
  return id;
}

/* Removes the handler with id "id" wherever it sits in the stack (an
 * unknown or zero id is ignored), keeping the order of the others. */
void xf_diag_pop_handler(xf_context *ctx, xf_diag_handler_id id) {
  xfi_handler *hs = ctx->handlers.data;
  for (size_t i = ctx->handlers.len; i-- > 0;) {
    if (hs[i].id != id.id)
      continue;
    memmove(hs + i, hs + i + 1, (ctx->handlers.len - i - 1) * sizeof *hs);
    ctx->handlers.len--;
    return;
  }
}

/* ------------------------------------------------------------ building */

/* Allocates an empty diagnostic; NULL on allocation failure. */
static xf_diag *diag_new(xf_context *ctx, xf_severity sev, xf_attr *loc, xf_diag *parent) {
  xf_diag *d = xfs_calloc(xfs_ctx_mem(ctx), sizeof *d);
  if (!d)
    return NULL;
  d->ctx = ctx;
  d->sev = sev;
  d->loc = loc ? loc : ctx->a_unknown_loc;
  d->parent = parent;
  xf_strbuf_init(&d->msg, ctx);
  return d;
}

xf_diag *xf_diag_create(xf_context *ctx, xf_severity sev, xf_attr *loc) {
  return diag_new(ctx, sev, loc, NULL);
}

void xf_diag_append(xf_diag *d, const char *s, size_t len) {
  if (d)
    xfs_buf_put(&d->msg, s, len);
}

void xf_diag_vprintf(xf_diag *d, const char *fmt, va_list ap) {
  if (d)
    xfs_buf_vprintf(&d->msg, fmt, ap);
}

void xf_diag_printf(xf_diag *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
}

/* Appends op text "s": on a new line when it spans several lines, as
 * Diagnostic::appendOp does. */
static void append_op_text(xf_diag *d, const xf_strbuf *s) {
  if (!s->len)
    return;
  if (memchr(s->data, '\n', s->len))
    xfs_buf_putc(&d->msg, '\n');
  xfs_buf_put(&d->msg, s->data, s->len);
}

/* Prints "op" through the printer's hook in generic or custom form and
 * appends it.  Without a hook the op name is appended, quoted. */
static void append_op(xf_diag *d, xf_op *op, bool generic) {
  xf_context *ctx = d->ctx;
  if (xfi_thread_unsafe(ctx))
    return; /* never reported from a threaded phase (the printer is one thread's) */
  if (!ctx->diag_print_op) {
    xfs_buf_printf(&d->msg, "\"%s\"", xf_ident_str(op->name));
    return;
  }
  xf_strbuf s;
  xf_strbuf_init(&s, ctx);
  ctx->diag_print_op(op, generic, &s);
  append_op_text(d, &s);
  xf_strbuf_free(&s);
}

void xf_diag_append_op(xf_diag *d, xf_op *op) {
  if (d && op)
    append_op(d, op, d->sev == XF_SEV_ERROR);
}

/* Types stream into diagnostics quoted, as MLIR's DiagnosticArgument
 * prints them: 'i32'. */
void xf_diag_append_type(xf_diag *d, xf_type *t) {
  if (d && t && d->ctx->diag_print_type) {
    xfs_buf_putc(&d->msg, '\'');
    d->ctx->diag_print_type(t, &d->msg);
    xfs_buf_putc(&d->msg, '\'');
  }
}

void xf_diag_append_attr(xf_diag *d, xf_attr *a) {
  if (d && a && d->ctx->diag_print_attr)
    d->ctx->diag_print_attr(a, &d->msg);
}

xf_diag *xf_diag_note(xf_diag *d, xf_attr *loc) {
  if (!d)
    return NULL;
  xf_diag *n = diag_new(d->ctx, XF_SEV_NOTE, loc, d);
  if (!n)
    return NULL;
  if (!XFS_VEC_PUSH(xfs_ctx_mem(d->ctx), &d->notes, xf_diag *, n)) {
    xf_strbuf_free(&n->msg);
    xfs_free(xfs_ctx_mem(d->ctx), n, sizeof *n);
    return NULL;
  }
  return n;
}

/* Frees "d", its message and its notes. */
static void diag_free(xf_diag *d) {
  xfs_mem *mem = xfs_ctx_mem(d->ctx);
  for (size_t i = 0; i < d->notes.len; i++)
    diag_free(XFS_VEC_AT(&d->notes, xf_diag *, i));
  xfs_vec_free(mem, &d->notes, sizeof(xf_diag *));
  xf_strbuf_free(&d->msg);
  xfs_free(mem, d, sizeof *d);
}

void xf_diag_drop(xf_diag *d) {
  if (!d)
    return;
  assert(!d->parent && "notes are dropped with their diagnostic");
  diag_free(d);
}

/* Offers "d" to the handlers, innermost first, until one takes it.  The
 * stack is re-read at each step because a handler may push or pop. */
static void dispatch(xf_context *ctx, const xf_diag *d) {
  size_t i = ctx->handlers.len;
  while (i > 0) {
    i--;
    if (i >= ctx->handlers.len)
      i = ctx->handlers.len - 1;
    xfi_handler h = XFS_VEC_AT(&ctx->handlers, xfi_handler, i);
    if (h.fn(d, h.user))
      return;
  }
}

void xf_diag_report(xf_diag *d) {
  if (!d)
    return;
  assert(!d->parent && "notes are reported with their diagnostic");
  xf_context *ctx = d->ctx;
  if (xfi_thread_unsafe(ctx)) {
    /* Never from a threaded phase: the phase is redone on one thread,
     * which reports this diagnostic in order. */
    diag_free(d);
    return;
  }
  if (d->sev == XF_SEV_ERROR)
    ctx->num_errors++;
  ctx->num_diags++;
  dispatch(ctx, d);
  diag_free(d);
}

/* ------------------------------------------------------------ accessors */

xf_severity xf_diag_severity(const xf_diag *d) { return d->sev; }
xf_attr *xf_diag_loc(const xf_diag *d) { return d->loc; }
const char *xf_diag_message(const xf_diag *d) { return d->msg.len ? d->msg.data : ""; }
size_t xf_diag_num_notes(const xf_diag *d) { return d->notes.len; }

const xf_diag *xf_diag_get_note(const xf_diag *d, size_t i) {
  return i < d->notes.len ? XFS_VEC_AT(&d->notes, xf_diag *, i) : NULL;
}

/* ---------------------------------------------------- op-based emission */

/* Creates a diagnostic at "op"'s location and, when the context asks for
 * it, attaches the "see current operation" note (generic form for errors).
 * Notes are not op-emittable in MLIR, so they never get the note. */
xf_diag *xf_op_emit(xf_op *op, xf_severity sev) {
  xf_context *ctx = xfi_op_ctx(op);
  xf_diag *d = xf_diag_create(ctx, sev, xfi_op_loc(op));
  if (!d || !ctx->print_op_on_diag || !ctx->diag_print_op || sev == XF_SEV_NOTE)
    return d;
  xf_diag *n = xf_diag_note(d, xfi_op_loc(op));
  if (n) {
    xfs_buf_puts(&n->msg, "see current operation: ");
    append_op(n, op, sev == XF_SEV_ERROR);
  }
  return d;
}

void xf_context_set_print_op_on_diagnostic(xf_context *ctx, bool on) { ctx->print_op_on_diag = on; }
bool xf_context_print_op_on_diagnostic(const xf_context *ctx) { return ctx->print_op_on_diag; }
size_t xf_context_num_errors(const xf_context *ctx) { return ctx->num_errors; }
size_t xf_context_num_diagnostics(const xf_context *ctx) { return ctx->num_diags; }
