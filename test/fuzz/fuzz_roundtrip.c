/* test/fuzz/fuzz_roundtrip.c — libFuzzer harness for the IR parser and
 * printer.  Invariant checked: whatever parses and verifies prints, and the
 * printed text parses again and prints to the same text, in the generic and
 * in the custom form (the form is chosen by the low bit of the input's
 * length so both are exercised from one corpus).  A mismatch aborts. */
#include <stdio.h>

#include "fuzz_common.h"

/* Parses and prints `data` in a fresh context; the printed text goes to
 * `*out` (malloc'd), NULL when it does not parse or verify. */
static char *parse_print(const char *data, size_t len, bool generic, size_t *out_len) {
  xf_context *ctx = fuzz_context();
  char *res = NULL;
  if (!ctx)
    return NULL;
  xf_op *top = fuzz_parse(ctx, data, len);
  if (top && xf_verify(top) == XF_OK) {
    xf_print_options po;
    memset(&po, 0, sizeof po);
    po.generic = generic;
    xf_strbuf b;
    xf_strbuf_init(&b, ctx);
    if (xf_print_module(top, &po, &b) == XF_OK && !b.failed) {
      res = malloc(b.len + 1);
      memcpy(res, b.data ? b.data : "", b.len);
      res[b.len] = 0;
      *out_len = b.len;
    }
    xf_strbuf_free(&b);
  }
  xf_context_destroy(ctx);
  return res;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  bool generic = size & 1;
  size_t n1 = 0, n2 = 0;
  char *p1 = parse_print((const char *)data, size, generic, &n1);
  if (!p1)
    return 0;
  char *p2 = parse_print(p1, n1, generic, &n2);
  if (!p2 || n1 != n2 || memcmp(p1, p2, n1)) {
    fprintf(stderr, "round trip mismatch (%s form)\n--- first print:\n%s\n--- second print:\n%s\n",
            generic ? "generic" : "custom", p1, p2 ? p2 : "<does not parse/verify>");
    abort();
  }
  free(p1);
  free(p2);
  return 0;
}
