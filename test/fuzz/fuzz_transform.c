/* test/fuzz/fuzz_transform.c — libFuzzer harness for the transform
 * interpreter: the input is one file holding the payload and the script
 * (`transform.named_sequence @__transform_main`, as in the lit tests),
 * run as `--transform-interpreter` does, then verified and printed.  The
 * input's length picks the flags that change behaviour (expensive checks
 * on or off, debug channels, generic printing). */
#include "fuzz_common.h"

static void discard(void *user, const char *s, size_t n) {
  (void)user;
  (void)s;
  (void)n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  xf_context *ctx = fuzz_context();
  if (!ctx)
    return 0;
  xf_op *top = fuzz_parse(ctx, (const char *)data, size);
  if (top && xf_verify(top) == XF_OK) {
    xf_transform_options t;
    memset(&t, 0, sizeof t);
    t.disable_expensive_checks = size & 1;
    t.debug_channels = (size & 2) ? XF_TDEBUG_ALL : 0;
    t.print.generic = size & 4;
    t.out = discard;
    t.dbg = discard;
    if (xf_transform_interpret(top, NULL, &t) == XF_OK && xf_verify(top) == XF_OK) {
      xf_strbuf b;
      xf_strbuf_init(&b, ctx);
      (void)xf_print_module(top, &t.print, &b);
      xf_strbuf_free(&b);
    }
  }
  xf_context_destroy(ctx);
  return 0;
}
