/* test/fuzz/fuzz_verify.c — libFuzzer harness for `--verify-diagnostics`:
 * the input is scanned for expected-* comments, parsed and verified under
 * the verifier's handler, and the report is produced (both the default and
 * the only-expected mode, picked by the input's length). */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  xf_context *ctx = fuzz_context();
  if (!ctx)
    return 0;
  xf_diag_verifier *v =
      xf_diag_verifier_create(ctx, "fuzz.mlir", (const char *)data, size, 0, size & 1);
  if (v) {
    xf_op *top = fuzz_parse(ctx, (const char *)data, size);
    if (top)
      (void)xf_verify(top);
    xf_strbuf rep;
    xf_strbuf_init(&rep, ctx);
    (void)xf_diag_verifier_finish(v, &rep);
    xf_strbuf_free(&rep);
  }
  xf_context_destroy(ctx);
  return 0;
}
