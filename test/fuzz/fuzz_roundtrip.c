/* test/fuzz/fuzz_roundtrip.c — libFuzzer harness for the IR parser and
 * printer.  Invariants checked: whatever parses and verifies prints, and the
 * printed text parses again and prints to the same text, in the generic and
 * in the custom form (the form is chosen by the low bit of the input's
 * length so both are exercised from one corpus); and parsing with reuse of
 * repeated text (line_reuse.c, region_reuse.c) and without gives the same
 * diagnostics, or the same output with locations; and printing with
 * repeated ops replayed (print_memo.c) and without gives the same text;
 * and parsing, verifying and printing on three threads, every input split
 * (xf_context_set_threads with minimums of 1), gives what one thread gives:
 * the diagnostics and the output, with and without locations.
 * A mismatch aborts. */
#include <stdio.h>

#include "fuzz_common.h"

/* `top` printed (malloc'd, NUL-terminated), NULL when printing fails. */
static char *print_top(xf_context *ctx, xf_op *top, bool generic, bool no_reuse, size_t *out_len) {
  xf_print_options po;
  memset(&po, 0, sizeof po);
  po.generic = generic;
  po.no_text_reuse = no_reuse;
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  char *res = NULL;
  if (xf_print_module(top, &po, &b) == XF_OK && !b.failed) {
    res = malloc(b.len + 1);
    memcpy(res, b.data ? b.data : "", b.len);
    res[b.len] = 0;
    *out_len = b.len;
  }
  xf_strbuf_free(&b);
  return res;
}

/* Parses and prints `data` in a fresh context; the printed text goes to
 * `*out` (malloc'd), NULL when it does not parse or verify.  The text
 * printed with repeated ops replayed (print_memo.c) must be the text
 * printed op by op. */
static char *parse_print_t(const char *data, size_t len, bool generic, size_t *out_len,
                           unsigned threads) {
  xf_context *ctx = fuzz_context();
  if (ctx && threads > 1) {
    xf_context_set_threads(ctx, threads);
    xf_context_set_thread_minimums(ctx, 1, 1);
  }
  char *res = NULL;
  if (!ctx)
    return NULL;
  xf_op *top = fuzz_parse(ctx, data, len);
  if (top && xf_verify(top) == XF_OK) {
    size_t n2 = 0;
    res = print_top(ctx, top, generic, false, out_len);
    char *plain = res ? print_top(ctx, top, generic, true, &n2) : NULL;
    if (res && plain && strcmp(res, plain)) {
      fprintf(stderr, "printer memo changes the text\n--- replayed:\n%s\n--- plain:\n%s\n", res,
              plain);
      abort();
    }
    free(plain);
  }
  xf_context_destroy(ctx);
  return res;
}

static char *parse_print(const char *data, size_t len, bool generic, size_t *out_len) {
  char *res = parse_print_t(data, len, generic, out_len, 1);
  size_t n3 = 0;
  char *threaded = parse_print_t(data, len, generic, &n3, 3);
  if ((res == NULL) != (threaded == NULL) || (res && strcmp(res, threaded))) {
    fprintf(stderr, "threads change the text\n--- one thread:\n%s\n--- three:\n%s\n",
            res ? res : "<fails>", threaded ? threaded : "<fails>");
    abort();
  }
  free(threaded);
  return res;
}

static bool capture(const xf_diag *d, void *user) {
  xf_strbuf *b = user;
  return xf_diag_render(b->ctx, d, b) == XF_OK;
}

/* The diagnostics of parsing and verifying `data`, then (when there were
 * none) the module printed with locations; `no_reuse` parses all text in
 * full.  malloc'd. */
static char *parse_print_located(const char *data, size_t len, bool no_reuse, unsigned threads) {
  xf_context *ctx = fuzz_context();
  if (!ctx)
    return NULL;
  if (threads > 1) {
    xf_context_set_threads(ctx, threads);
    xf_context_set_thread_minimums(ctx, 1, 1);
  }
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  xf_diag_push_handler(ctx, capture, &b);
  xf_parse_options o;
  memset(&o, 0, sizeof o);
  o.allow_unregistered_dialect = true;
  o.no_text_reuse = no_reuse;
  xf_op *top = xf_parse(ctx, "fuzz.mlir", data, len, &o);
  if (top && xf_verify(top) == XF_OK && !b.len) {
    xf_print_options po;
    memset(&po, 0, sizeof po);
    po.debug_info = true;
    if (xf_print_module(top, &po, &b) != XF_OK)
      xf_strbuf_append(&b, "<print failed>", 14);
  }
  char *res = malloc(b.len + 1);
  memcpy(res, b.data ? b.data : "", b.len);
  res[b.len] = 0;
  xf_strbuf_free(&b);
  xf_context_destroy(ctx);
  return res;
}

static void check_reuse_agrees(const char *data, size_t len) {
  char *a = parse_print_located(data, len, false, 1), *b = parse_print_located(data, len, true, 1);
  if (a && b && strcmp(a, b)) {
    fprintf(stderr, "text reuse changes the result\n--- with reuse:\n%s\n--- without:\n%s\n", a, b);
    abort();
  }
  char *c = parse_print_located(data, len, false, 3);
  if (a && c && strcmp(a, c)) {
    fprintf(stderr, "threads change the result\n--- one thread:\n%s\n--- three:\n%s\n", a, c);
    abort();
  }
  free(a);
  free(b);
  free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  check_reuse_agrees((const char *)data, size);
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
