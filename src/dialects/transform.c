/* transform.c — the Transform dialect's registration: its types
 * (transform_types.c) and its ops (transform_ops.c, transform_handle_ops.c,
 * transform_match.c, transform_pass_ops.c).
 */
#include "transform_dialect.h"

xf_status xfd_register_transform(xf_context *ctx) {
  xf_status (*const regs[])(xf_context *) = {
      xfd_register_transform_types,
      xfd_register_transform_control_ops,
      xfd_register_transform_handle_ops,
      xfd_register_transform_match_ops,
      xfd_register_transform_pass_ops,
  };
  for (size_t i = 0; i < sizeof regs / sizeof regs[0]; i++) {
    xf_status st = regs[i](ctx);
    if (st != XF_OK)
      return st;
  }
  return XF_OK;
}
