/* registry.c — xf_register_all_dialects and helpers shared by the dialect
 * files (table registration, verifier error framing).
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
      xfd_register_transform,
      xfd_register_memref,
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
