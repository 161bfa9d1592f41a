/* xform/diag.h — diagnostics: severities, notes, handlers, and mlir-opt's
 * text rendering.
 *
 * A diagnostic is built (`xf_diag_create`, `xf_diag_printf`, notes), then
 * either reported (handed to the context's handler, then freed) or dropped.
 * The library never prints: with no handler installed, reported diagnostics
 * are counted and discarded.  Op-based emission (`xf_op_emit`) attaches the
 * "see current operation" note when the context's print-op-on-diagnostic
 * flag is set (the default), exactly where mlir-opt does.
 */
#ifndef XFORM_DIAG_H
#define XFORM_DIAG_H

#include <stdarg.h>
#include "xform/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum xf_severity {
  XF_SEV_NOTE,
  XF_SEV_WARNING,
  XF_SEV_ERROR,
  XF_SEV_REMARK,
} xf_severity;

typedef struct xf_diag xf_diag;

/* Handler: receives each reported diagnostic (with its notes).  Return true
 * if handled; false passes it to the previously installed handler. */
typedef bool (*xf_diag_handler)(const xf_diag *d, void *user);
typedef struct xf_diag_handler_id { size_t id; } xf_diag_handler_id;
XF_API xf_diag_handler_id xf_diag_push_handler(xf_context *ctx, xf_diag_handler fn, void *user);
XF_API void xf_diag_pop_handler(xf_context *ctx, xf_diag_handler_id id);

XF_API xf_diag *xf_diag_create(xf_context *ctx, xf_severity sev, xf_attr *loc);
XF_API void xf_diag_printf(xf_diag *d, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
XF_API void xf_diag_vprintf(xf_diag *d, const char *fmt, va_list ap);
XF_API void xf_diag_append(xf_diag *d, const char *s, size_t len);
/* Appends an op as mlir-opt streams one into a diagnostic (local scope,
 * generic form for errors, custom otherwise; multi-line text starts on a new
 * line). */
XF_API void xf_diag_append_op(xf_diag *d, xf_op *op);
XF_API void xf_diag_append_type(xf_diag *d, xf_type *t);
XF_API void xf_diag_append_attr(xf_diag *d, xf_attr *a);
/* Attaches a note and returns it for further printing. */
XF_API xf_diag *xf_diag_note(xf_diag *d, xf_attr *loc);
XF_API void xf_diag_report(xf_diag *d);
XF_API void xf_diag_drop(xf_diag *d);

XF_API xf_severity xf_diag_severity(const xf_diag *d);
XF_API xf_attr *xf_diag_loc(const xf_diag *d);
XF_API const char *xf_diag_message(const xf_diag *d);
XF_API size_t xf_diag_num_notes(const xf_diag *d);
XF_API const xf_diag *xf_diag_get_note(const xf_diag *d, size_t i);

/* Emits at an op's location; adds the "see current operation" note when the
 * context asks for it.  Returns the diagnostic to print into; report it. */
XF_API xf_diag *xf_op_emit(xf_op *op, xf_severity sev);
XF_API void xf_context_set_print_op_on_diagnostic(xf_context *ctx, bool on);
XF_API bool xf_context_print_op_on_diagnostic(const xf_context *ctx);
/* Number of error diagnostics reported so far. */
XF_API size_t xf_context_num_errors(const xf_context *ctx);
/* Diagnostics of any severity reported so far (notes count with their parent). */
XF_API size_t xf_context_num_diagnostics(const xf_context *ctx);

/* Source buffers known to the context, so diagnostics can show source lines.
 * The text is copied.  Returns the interned buffer name. */
XF_API xf_ident *xf_context_add_source(xf_context *ctx, const char *name, const char *text,
                                       size_t len);
/* Like xf_context_add_source without the copy: `text` (followed by a NUL
 * byte at text[len]) must stay alive and unchanged as long as the context. */
XF_API xf_ident *xf_context_add_source_borrowed(xf_context *ctx, const char *name,
                                                const char *text, size_t len);

/* Renders a diagnostic and its notes exactly as mlir-opt's source manager
 * handler does (file:line:col: severity: message, source line, caret). */
XF_API xf_status xf_diag_render(xf_context *ctx, const xf_diag *d, xf_strbuf *out) XF_MUST_CHECK;

/* The structural verifier, in mlir-opt 22's order and words: null
 * operands, terminators (missing, misplaced), successors, SingleBlock and
 * graph regions, IsolatedFromAbove, each registered op's verifiers, and
 * dominance within SSA-CFG regions.  Reports the first error of `op` and of
 * each IsolatedFromAbove op nested in it, as mlir-opt does; XF_ERROR then.
 * XF_NOMEM when memory ran out (nothing more is reported). */
XF_API xf_status xf_verify(xf_op *op) XF_MUST_CHECK;


#ifdef __cplusplus
}
#endif
#endif /* XFORM_DIAG_H */
