/* diag_render.c — mlir-opt 22's text for diagnostics: MLIR's
 * SourceMgrDiagnosticHandler on top of LLVM's SourceMgr/SMDiagnostic.
 *
 * Rendering one diagnostic (xf_diag_render):
 *  1. The main line is emitted at the diagnostic's location.  If the
 *     location (or, for name/fused/call-site wrappers, the first file
 *     location found in a pre-order walk, callee before caller) is a
 *     file:line:col inside a known buffer, the output is
 *       file:line:col: severity: message
 *       <the source line, tabs expanded to multiples of 8>
 *       <caret line: '^' under the column, trailing blanks trimmed>
 *     A file location whose buffer is unknown, whose line or column is 0,
 *     or whose column runs past the end of its line prints only the first
 *     line.  A location without any file location prints
 *       <unknown>:0: severity: [loc(...): ]message
 *     (the location itself is printed unless it is loc(unknown)).
 *  2. If the location contains a call site (through name and fused
 *     wrappers), each caller up the chain (at most 10) gets a
 *     "note: called from" line, always with its source line.
 *  3. Notes follow in attachment order; a note shows its source line only
 *     when its location differs (as an attribute) from the previous one
 *     printed (the main location, or the last caller, or the previous
 *     note).
 *
 * Buffers are looked up by name in the context's sources, newest first,
 * taking the first whose lines (shifted by its line_offset) contain the
 * location's line.  As mlir-opt does, a file never seen before is read from
 * disk and registered.  Source lines with a non-ASCII byte are printed
 * without caret line (SMDiagnostic does the same).
 *
 * The hidden helpers (declared in diag_impl.h) are shared with the
 * --verify-diagnostics checker (verify_diag.c).
 */
#include <stdio.h>

#include "diag_impl.h"

enum { TAB_STOP = 8, CALL_STACK_LIMIT = 10 };

/* A resolved position inside a buffer: the line's bytes and the 0-based
 * byte column of the location in it. */
typedef struct src_pos {
  const char *line;      /* start of the line */
  size_t len;            /* bytes up to '\n', '\r' or the end */
  size_t col0;           /* location's column, 0-based */
} src_pos;

const char *xfy_severity_name(xf_severity sev) {
  switch (sev) {
  case XF_SEV_NOTE: return "note";
  case XF_SEV_WARNING: return "warning";
  case XF_SEV_ERROR: return "error";
  case XF_SEV_REMARK: return "remark";
  }
  return "error";
}

/* ------------------------------------------------------------ locations */

/* The first file location in a pre-order walk of "loc" (call sites:
 * callee, then caller; fused: parts in order), as
 * LocationAttr::findInstanceOf<FileLineColLoc> finds it; NULL if none. */
xf_attr *xfy_loc_find_file(xf_attr *loc) {
  if (!loc)
    return NULL;
  switch ((xf_attr_kind)loc->kind) {
  case XF_ATTR_LOC_FILE:
    return loc;
  case XF_ATTR_LOC_NAME:
    return xfy_loc_find_file(loc->u.nloc.child);
  case XF_ATTR_LOC_CALLSITE: {
    xf_attr *f = xfy_loc_find_file(loc->u.cloc.callee);
    return f ? f : xfy_loc_find_file(loc->u.cloc.caller);
  }
  case XF_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < loc->n; i++) {
      xf_attr *f = xfy_loc_find_file(loc->u.fused.locs[i]);
      if (f)
        return f;
    }
    return NULL;
  default:
    return NULL;
  }
}

/* The call site "loc" stands for (looking through name locations and into
 * the parts of fused ones), or NULL: MLIR's getCallSiteLoc. */
static xf_attr *loc_find_callsite(xf_attr *loc) {
  if (!loc)
    return NULL;
  switch ((xf_attr_kind)loc->kind) {
  case XF_ATTR_LOC_CALLSITE:
    return loc;
  case XF_ATTR_LOC_NAME:
    return loc_find_callsite(loc->u.nloc.child);
  case XF_ATTR_LOC_FUSED:
    for (uint32_t i = 0; i < loc->n; i++) {
      xf_attr *c = loc_find_callsite(loc->u.fused.locs[i]);
      if (c)
        return c;
    }
    return NULL;
  default:
    return NULL;
  }
}

/* Appends "s" as MLIR's printEscapedString does: printable bytes except
 * '"' and '\\' as they are, '\\' doubled, everything else as \XX. */
static void put_escaped(xf_strbuf *out, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') {
      xfs_buf_puts(out, "\\\\");
    } else if (c >= 0x20 && c < 0x7f && c != '"') {
      xfs_buf_putc(out, (char)c);
    } else {
      char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
      xfs_buf_put(out, e, 3);
    }
  }
}

static void put_quoted_ident(xf_strbuf *out, const xf_ident *id) {
  xfs_buf_putc(out, '"');
  put_escaped(out, xf_ident_str(id), xf_ident_len(id));
  xfs_buf_putc(out, '"');
}

/* Prints location "loc" without the surrounding loc(...), as the MLIR
 * printer writes it inside one. */
static void put_loc_body(xf_context *ctx, xf_strbuf *out, const xf_attr *loc) {
  switch ((xf_attr_kind)loc->kind) {
  case XF_ATTR_LOC_FILE:
    put_quoted_ident(out, loc->u.floc.file);
    xfs_buf_printf(out, ":%u:%u", (unsigned)loc->u.floc.line, (unsigned)loc->u.floc.col);
    if (loc->flag && loc->u.floc.end_line == loc->u.floc.line &&
        loc->u.floc.end_col == loc->u.floc.col)
      return;
    if (loc->flag && loc->u.floc.end_line == loc->u.floc.line)
      xfs_buf_printf(out, " to :%u", (unsigned)loc->u.floc.end_col);
    else if (loc->flag)
      xfs_buf_printf(out, " to %u:%u", (unsigned)loc->u.floc.end_line,
                     (unsigned)loc->u.floc.end_col);
    return;
  case XF_ATTR_LOC_NAME:
    put_quoted_ident(out, loc->u.nloc.name);
    if (loc->u.nloc.child && loc->u.nloc.child->kind != XF_ATTR_LOC_UNKNOWN) {
      xfs_buf_putc(out, '(');
      put_loc_body(ctx, out, loc->u.nloc.child);
      xfs_buf_putc(out, ')');
    }
    return;
  case XF_ATTR_LOC_CALLSITE:
    xfs_buf_puts(out, "callsite(");
    put_loc_body(ctx, out, loc->u.cloc.callee);
    xfs_buf_puts(out, " at ");
    put_loc_body(ctx, out, loc->u.cloc.caller);
    xfs_buf_putc(out, ')');
    return;
  case XF_ATTR_LOC_FUSED:
    xfs_buf_puts(out, "fused");
    if (loc->u.fused.metadata && ctx->diag_print_attr) {
      xfs_buf_putc(out, '<');
      ctx->diag_print_attr(loc->u.fused.metadata, out);
      xfs_buf_putc(out, '>');
    }
    xfs_buf_putc(out, '[');
    for (uint32_t i = 0; i < loc->n; i++) {
      if (i)
        xfs_buf_puts(out, ", ");
      put_loc_body(ctx, out, loc->u.fused.locs[i]);
    }
    xfs_buf_putc(out, ']');
    return;
  case XF_ATTR_LOC_OPAQUE:
    xfs_buf_put(out, loc->u.str, loc->n);
    return;
  default:
    xfs_buf_puts(out, "unknown");
    return;
  }
}

/* -------------------------------------------------------------- buffers */

/* Resolves 1-based "line"/"col" in "text" as SourceMgr's
 * FindLocForLineAndColumn does, then extracts the line around the
 * position as SourceMgr::GetMessage does.  False when the line does not
 * exist or the column crosses the end of the line or buffer. */
static bool resolve_in_text(const char *text, size_t len, unsigned line, unsigned col,
                            src_pos *pos) {
  const char *end = text + len, *p = text;
  for (unsigned l = 1; l < line; l++) {
    p = memchr(p, '\n', (size_t)(end - p));
    if (!p)
      return false;
    p++;
  }
  size_t c0 = col - 1;
  if (c0) {
    if (c0 > (size_t)(end - p))
      return false;
    for (size_t i = 0; i < c0; i++)
      if (p[i] == '\n' || p[i] == '\r')
        return false;
  }
  const char *at = p + c0, *ls = at, *le = at;
  while (ls != text && ls[-1] != '\n' && ls[-1] != '\r')
    ls--;
  while (le != end && *le != '\n' && *le != '\r')
    le++;
  pos->line = ls;
  pos->len = (size_t)(le - ls);
  pos->col0 = (size_t)(at - ls);
  return true;
}

/* Resolves "line"/"col" in buffer "s", taking its line offset into account. */
static bool resolve_in_source(const xfi_source *s, unsigned line, unsigned col, src_pos *pos) {
  if (line <= s->line_offset)
    return false;
  return resolve_in_text(s->text, s->len, line - s->line_offset, col, pos);
}

/* Reads file "name" from disk and registers it as a source, as the
 * SourceMgr handler's AddIncludeFile does for a file it has not seen.
 * Returns the new source or NULL. */
static xfi_source *load_from_disk(xf_context *ctx, const xf_ident *name) {
  FILE *f = fopen(xf_ident_str(name), "rb");
  if (!f)
    return NULL;
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  char tmp[4096];
  size_t n;
  while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
    xfs_buf_put(&b, tmp, n);
  bool ok = !ferror(f) && !b.failed;
  fclose(f);
  xfi_source *s = NULL;
  if (ok && xf_context_add_source(ctx, xf_ident_str(name), b.len ? b.data : "", b.len))
    s = xfi_find_source(ctx, name);
  xf_strbuf_free(&b);
  return s;
}

/* Finds the source text for file location "floc": "prefer" first (when its
 * name matches), then the context's buffers of that name, newest first,
 * then the file on disk if no buffer of that name starts at line 1. */
static bool find_position(xf_context *ctx, const xfi_source *prefer, const xf_attr *floc,
                          src_pos *pos) {
  const xf_ident *file = floc->u.floc.file;
  unsigned line = floc->u.floc.line, col = floc->u.floc.col;
  if (line == 0 || col == 0)
    return false;
  if (prefer && !strcmp(xf_ident_str(prefer->name), xf_ident_str(file)) &&
      resolve_in_source(prefer, line, col, pos))
    return true;
  bool have_whole = false;
  for (size_t i = ctx->sources.len; i-- > 0;) {
    const xfi_source *s = &XFS_VEC_AT(&ctx->sources, xfi_source, i);
    if (s->name != file)
      continue;
    if (resolve_in_source(s, line, col, pos))
      return true;
    have_whole |= s->line_offset == 0;
  }
  if (have_whole)
    return false;
  const xfi_source *s = load_from_disk(ctx, file);
  return s && resolve_in_source(s, line, col, pos);
}

/* ------------------------------------------------------------- printing */

/* Appends "s" with tabs expanded to the next multiple of TAB_STOP, then a
 * newline (SMDiagnostic's printSourceLine). */
static void put_source_line(xf_strbuf *out, const char *s, size_t n) {
  size_t outcol = 0;
  for (size_t i = 0; i < n; i++) {
    if (s[i] != '\t') {
      xfs_buf_putc(out, s[i]);
      outcol++;
      continue;
    }
    do {
      xfs_buf_putc(out, ' ');
      outcol++;
    } while (outcol % TAB_STOP);
  }
  xfs_buf_putc(out, '\n');
}

/* Appends the caret line for source "s" ("n" bytes): '~' over byte
 * columns [r0, r1), '^' at "col0" (clamped to the end of the line),
 * trailing blanks trimmed, each tab of the source widened to the next tab
 * stop by repeating the caret line's character there. */
static void put_caret_line(xf_context *ctx, xf_strbuf *out, const char *s, size_t n, size_t col0,
                           size_t r0, size_t r1) {
  xf_strbuf cl;
  xf_strbuf_init(&cl, ctx);
  for (size_t i = 0; i <= n; i++)
    xfs_buf_putc(&cl, i >= r0 && i < r1 ? '~' : ' ');
  if (!cl.failed) {
    cl.data[col0 <= n ? col0 : n] = '^';
    while (cl.len && cl.data[cl.len - 1] == ' ')
      cl.len--;
  }
  size_t outcol = 0;
  for (size_t i = 0; i < cl.len; i++) {
    do {
      xfs_buf_putc(out, cl.data[i]);
      outcol++;
    } while (i < n && s[i] == '\t' && outcol % TAB_STOP);
  }
  xfs_buf_putc(out, '\n');
  xf_strbuf_free(&cl);
}

/* Appends "severity: message" and the newline ending a diagnostic's line. */
static void put_header(xf_strbuf *out, xf_severity sev, const char *msg, size_t len) {
  xfs_buf_printf(out, "%s: ", xfy_severity_name(sev));
  xfs_buf_put(out, msg, len);
  xfs_buf_putc(out, '\n');
}

/* Appends a located diagnostic with its source line "src" and caret line,
 * as SMDiagnostic::print writes one: "file" ("-" reads <stdin>), "line",
 * "col", then the line and the caret under byte column "col0", with '~'
 * over [r0, r1) (pass r0 == r1 for no range).  A line with a non-ASCII byte
 * gets no caret line. */
void xfy_render_block(xf_strbuf *out, const char *file, unsigned line, unsigned col,
                      xf_severity sev, const char *msg, size_t msg_len, const char *src,
                      size_t src_len, size_t col0, size_t r0, size_t r1) {
  xfs_buf_printf(out, "%s:%u:%u: ", strcmp(file, "-") ? file : "<stdin>", line, col);
  put_header(out, sev, msg, msg_len);
  for (size_t i = 0; i < src_len; i++) {
    if ((unsigned char)src[i] & 0x80) {
      put_source_line(out, src, src_len);
      return;
    }
  }
  put_source_line(out, src, src_len);
  put_caret_line(out->ctx, out, src, src_len, col0, r0, r1 < src_len + 1 ? r1 : src_len + 1);
}

/* Emits "msg" at location "loc" with severity "sev" as the location-based
 * SourceMgrDiagnosticHandler::emitDiagnostic does ("show_source": try to
 * display the source line).  "prefer" (may be NULL) is a buffer searched
 * before the context's own. */
void xfy_render_at(xf_context *ctx, const xfi_source *prefer, xf_attr *loc, xf_severity sev,
                   const char *msg, size_t len, bool show_source, xf_strbuf *out) {
  xf_attr *floc = xfy_loc_find_file(loc);
  if (!floc) {
    xfs_buf_puts(out, "<unknown>:0: ");
    xfs_buf_printf(out, "%s: ", xfy_severity_name(sev));
    if (loc && loc->kind != XF_ATTR_LOC_UNKNOWN) {
      xfs_buf_puts(out, "loc(");
      put_loc_body(ctx, out, loc);
      xfs_buf_puts(out, "): ");
    }
    xfs_buf_put(out, msg, len);
    xfs_buf_putc(out, '\n');
    return;
  }
  const char *file = xf_ident_str(floc->u.floc.file);
  unsigned line = floc->u.floc.line, col = floc->u.floc.col;
  src_pos pos;
  if (show_source && find_position(ctx, prefer, floc, &pos)) {
    xfy_render_block(out, file, line, col, sev, msg, len, pos.line, pos.len, pos.col0, 0, 0);
    return;
  }
  xfs_buf_printf(out, "%s:%u:%u: ", file, line, col);
  put_header(out, sev, msg, len);
}

/* Renders "d": its main line, "called from" notes for a call-site
 * location, then its notes (source shown only when the location changes). */
xf_status xf_diag_render(xf_context *ctx, const xf_diag *d, xf_strbuf *out) {
  xf_attr *loc = xf_diag_loc(d);
  const char *msg = xf_diag_message(d);
  xfy_render_at(ctx, NULL, loc, xf_diag_severity(d), msg, strlen(msg), true, out);
  xf_attr *cs = loc_find_callsite(loc);
  if (cs) {
    /* As in MLIR, "loc" ends on the caller after the last one printed when
     * the limit cuts the chain; notes compare against it. */
    loc = cs->u.cloc.caller;
    for (unsigned depth = 0; depth < CALL_STACK_LIMIT; depth++) {
      xfy_render_at(ctx, NULL, loc, XF_SEV_NOTE, "called from", 11, true, out);
      if (!(cs = loc_find_callsite(loc)))
        break;
      loc = cs->u.cloc.caller;
    }
  }
  for (size_t i = 0; i < xf_diag_num_notes(d); i++) {
    const xf_diag *n = xf_diag_get_note(d, i);
    xf_attr *nloc = xf_diag_loc(n);
    const char *nmsg = xf_diag_message(n);
    xfy_render_at(ctx, NULL, nloc, xf_diag_severity(n), nmsg, strlen(nmsg), nloc != loc, out);
    loc = nloc;
  }
  return out->failed ? XF_NOMEM : XF_OK;
}
