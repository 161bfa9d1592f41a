/* registry.c — xf_register_all_dialects and helpers shared by the dialect
 * files: table registration, verifier error framing, and the custom-parser
 * error helpers that mirror OpAsmParser (custom-op prefixed errors, keyword
 * and integer expectations).
 */
#include <stdarg.h>

#include "dialects.h"

xf_status xfd_register_table(xf_context *ctx, const xf_op_info *rows, size_t n) {
  for (size_t i = 0; i < n; i++) {
    xf_status st = xfi_register_op(ctx, &rows[i]);
    if (st != XF_OK)
      return st;
  }
  return XF_OK;
}

xf_status xf_register_all_dialects(xf_context *ctx) {
  xf_status (*const regs[])(xf_context *) = {
      xfd_register_builtin,
      xfd_register_func,
      xfd_register_arith,
      xfd_register_tensor,
      xfd_register_linalg,
      xfd_register_scf,
      xfd_register_transform,
      xfd_register_memref,
      xfd_register_dlti,
  };
  for (size_t i = 0; i < sizeof regs / sizeof regs[0]; i++) {
    xf_status st = regs[i](ctx);
    if (st != XF_OK)
      return st;
  }
  return XF_OK;
}

/* Operation::emitOpError: "'name' op " + message, with the see-current-op
 * note when the context wants it. */
xf_status xfd_op_error(xf_op *op, const char *fmt, ...) {
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op ", op->name->str);
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
  xf_diag_report(d);
  return XF_ERROR;
}

bool xfd_custom_error(xfy_op_builder *b, const xfy_token *at, const char *fmt, ...) {
  xf_strbuf msg;
  xf_strbuf_init(&msg, b->ctx);
  va_list ap;
  va_start(ap, fmt);
  xfs_buf_vprintf(&msg, fmt, ap);
  va_end(ap);
  xfy_error_at(b->p, at, "custom op '%s' %.*s", b->name->str, (int)msg.len,
               msg.data ? msg.data : "");
  xf_strbuf_free(&msg);
  return false;
}

bool xfd_expect_keyword(xfy_op_builder *b, const char *kw) {
  if (xfy_accept_kw(b->p, kw))
    return true;
  return xfd_custom_error(b, &b->p->tok, "expected '%s'", kw);
}

bool xfd_parse_integer(xfy_op_builder *b, int64_t *out) {
  xfy_parser *p = b->p;
  xfy_token at = p->tok;
  bool neg = xfy_accept(p, XFY_MINUS);
  if (p->tok.kind != XFY_INTEGER)
    return xfd_custom_error(b, neg ? &p->tok : &at, "expected integer value");
  if (!xfy_parse_int64(p, out))
    return false;
  if (neg)
    *out = -*out;
  return true;
}

bool xfd_custom_error_after(xfy_op_builder *b, bool at_name, const char *msg) {
  xf_attr *loc = at_name ? xfy_builder_loc(b) : xfy_tok_loc(b->p, &b->p->tok);
  xf_diag *d = xf_diag_create(b->ctx, XF_SEV_ERROR, loc);
  xf_diag_printf(d, "custom op '%s' %s", b->name->str, msg);
  xf_diag_report(d);
  return false;
}
