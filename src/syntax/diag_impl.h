/* diag_impl.h — the syntax layer's internal diagnostic-rendering helpers,
 * defined in diag_render.c and shared with the --verify-diagnostics checker
 * (verify_diag.c).
 *
 * What it holds: severity names, the file location a location is reported
 * at, and the two renderers that write mlir-opt 22's text (a main line,
 * the source line, the caret line).  Invariants: the renderers only append
 * to `out` (allocation failure sets `out->failed`, never aborts); they read
 * source buffers through the context (`xfi_find_source`, newest first) and
 * may register a file read from disk, as mlir-opt's SourceMgr does.
 */
#ifndef XFORM_SRC_SYNTAX_DIAG_IMPL_H
#define XFORM_SRC_SYNTAX_DIAG_IMPL_H

#include "../ir/ir_impl.h"

/* "error", "warning", "remark" or "note". */
XFS_HIDDEN const char *xfy_severity_name(xf_severity sev);
/* The first file location in a pre-order walk of `loc` (call sites:
 * callee first; fused: parts in order), or NULL. */
XFS_HIDDEN xf_attr *xfy_loc_find_file(xf_attr *loc);
/* Appends "file:line:col: severity: msg", the source line `src` and the
 * caret line under byte column `col0`, with '~' over [r0, r1) (r0 == r1:
 * no range), as SMDiagnostic::print does. */
XFS_HIDDEN void xfy_render_block(xf_strbuf *out, const char *file, unsigned line, unsigned col,
                                 xf_severity sev, const char *msg, size_t msg_len,
                                 const char *src, size_t src_len, size_t col0, size_t r0,
                                 size_t r1);
/* Appends `msg` at `loc` as SourceMgrDiagnosticHandler::emitDiagnostic
 * does (`show_source`: try to show the source line); `prefer` (may be
 * NULL) is searched before the context's buffers. */
XFS_HIDDEN void xfy_render_at(xf_context *ctx, const xfi_source *prefer, xf_attr *loc,
                              xf_severity sev, const char *msg, size_t len, bool show_source,
                              xf_strbuf *out);

#endif /* XFORM_SRC_SYNTAX_DIAG_IMPL_H */
