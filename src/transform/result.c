/* result.c — tri-state results (MLIR's DiagnosedSilenceableFailure).
 *
 * A silenceable result owns an array of unreported error diagnostics;
 * success and definite results own nothing.  Ownership moves with the
 * struct (it is returned by value): exactly one of silence / report / take
 * must end each silenceable result, which frees its diagnostics and array.
 * The array is allocated through the context of its first diagnostic.
 */
#include <assert.h>
#include <stdarg.h>

#include "transform_impl.h"

xf_tresult xf_tresult_success(void) {
  xf_tresult r = {XF_T_SUCCESS, NULL, 0, 0, NULL};
  return r;
}

xf_tresult xf_tresult_definite(void) {
  xf_tresult r = {XF_T_DEFINITE, NULL, 0, 0, NULL};
  return r;
}

/* Appends diagnostic "d" to "r"; drops it when memory runs out. */
static void push(xf_tresult *r, xf_context *ctx, xf_diag *d) {
  if (r->ctx && r->ctx != ctx) {
    xf_diag_drop(d);
    return;
  }
  r->ctx = ctx;
  if (r->ndiags == r->cap) {
    size_t cap = r->cap ? r->cap * 2 : 2;
    xf_diag **nd = xfs_realloc(xfs_ctx_mem(ctx), r->diags, r->cap * sizeof *nd, cap * sizeof *nd);
    if (!nd) {
      xf_diag_drop(d);
      return;
    }
    r->diags = nd;
    r->cap = cap;
  }
  r->diags[r->ndiags++] = d;
}

xf_diag *xf_tresult_emit(xf_tresult *r, xf_context *ctx, xf_attr *loc) {
  xf_diag *d = xf_diag_create(ctx, XF_SEV_ERROR, loc);
  r->code = XF_T_SILENCEABLE;
  if (d)
    push(r, ctx, d);
  return r->ndiags && r->diags[r->ndiags - 1] == d ? d : NULL;
}

xf_diag *xf_tresult_last(const xf_tresult *r) {
  return r->code == XF_T_SILENCEABLE && r->ndiags ? r->diags[r->ndiags - 1] : NULL;
}

/* Frees the array of "r" (not the diagnostics). */
static void free_array(xf_tresult *r) {
  if (r->diags && r->ctx)
    xfs_free(xfs_ctx_mem(r->ctx), r->diags, r->cap * sizeof *r->diags);
  r->diags = NULL;
  r->ctx = NULL;
  r->ndiags = r->cap = 0;
}

void xf_tresult_silence(xf_tresult *r) {
  for (size_t i = 0; i < r->ndiags; i++)
    xf_diag_drop(r->diags[i]);
  free_array(r);
  r->code = XF_T_SUCCESS;
}

xf_status xf_tresult_report(xf_tresult *r) {
  xf_tcode code = r->code;
  for (size_t i = 0; i < r->ndiags; i++)
    xf_diag_report(r->diags[i]);
  free_array(r);
  r->code = XF_T_SUCCESS;
  return code == XF_T_SUCCESS ? XF_OK : XF_ERROR;
}

void xf_tresult_take(xf_tresult *dst, xf_tresult *src) {
  if (src->code != XF_T_SILENCEABLE)
    return;
  dst->code = XF_T_SILENCEABLE;
  for (size_t i = 0; i < src->ndiags; i++)
    push(dst, src->ctx, src->diags[i]);
  free_array(src);
  src->code = XF_T_SUCCESS;
}

void xf_tresult_message(const xf_tresult *r, xf_strbuf *out) {
  for (size_t i = 0; i < r->ndiags; i++) {
    const char *m = xf_diag_message(r->diags[i]);
    xf_strbuf_append(out, m, strlen(m));
    xf_strbuf_append(out, "\n", 1);
  }
}

xf_tresult xf_tresult_definite_at(xf_context *ctx, xf_attr *loc, const char *fmt, ...) {
  xf_diag *d = xf_diag_create(ctx, XF_SEV_ERROR, loc);
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
  xf_diag_report(d);
  return xf_tresult_definite();
}

xf_tresult xf_tresult_silenceable_at(xf_context *ctx, xf_attr *loc, const char *fmt, ...) {
  xf_tresult r = xf_tresult_success();
  xf_diag *d = xf_tresult_emit(&r, ctx, loc);
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
  return r;
}

xf_tresult xft_no_match(xf_tstate *st, xf_attr *loc, const char *fmt, ...) {
  xf_tresult r = xf_tresult_success();
  if (st->quiet) {
    r.code = XF_T_SILENCEABLE;
    return r;
  }
  xf_diag *d = xf_tresult_emit(&r, st->ctx, loc);
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
  return r;
}
