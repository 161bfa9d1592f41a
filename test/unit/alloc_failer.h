/* alloc_failer.h — allocation-failure injection shared by the test
 * programs test_syntax_alloc, test_dialects_alloc and test_linalg_alloc
 * (header-only; include after <cmocka.h>).
 *
 * The allocator given to xf_context_create fails, once armed, the N-th
 * allocation (or every allocation from the N-th on) and counts the bytes
 * outstanding.  `xft_run_alloc_failures` parses, verifies and prints a
 * source for N = 1, 2, ... until a run sees no failure: each failed run
 * must report failure, flag the context out of memory and leak nothing;
 * the successful run must print what the default allocator prints.
 */
#ifndef XFORM_TEST_ALLOC_FAILER_H
#define XFORM_TEST_ALLOC_FAILER_H

#include <stdbool.h>
#include <stdlib.h>

#include <string.h>

#include "xform/diag.h"
#include "xform/dialects.h"
#include "xform/syntax.h"

typedef struct failer {
  long fail_at;     /* 1-based index (after arming) of the first allocation to fail */
  bool fail_after;  /* keep failing after fail_at */
  bool armed;       /* counting and failing enabled */
  long count;       /* allocations attempted while armed */
  bool failed;      /* a failure was injected */
  size_t live;      /* bytes outstanding */
} failer;

static inline void *failing_alloc(void *user, size_t size) {
  failer *f = user;
  if (f->armed) {
    f->count++;
    if (f->count == f->fail_at || (f->fail_after && f->count > f->fail_at)) {
      f->failed = true;
      return NULL;
    }
  }
  f->live += size;
  return malloc(size);
}

static inline void failing_free(void *user, void *p, size_t size) {
  failer *f = user;
  f->live -= size;
  free(p);
}

/* A diagnostic handler that takes and drops everything. */
static inline bool ignore_diag(const xf_diag *d, void *user) {
  (void)d;
  (void)user;
  return true;
}

/* Parses and verifies `src` in `ctx` (armed when `arm_parse`), then prints
 * it plainly and with locations (armed otherwise).  Returns the printed
 * text (malloc'd) or NULL if a step failed. */
static inline char *xft_alloc_round_trip(xf_context *ctx, const char *src, bool dialects,
                                         failer *f, bool arm_parse) {
  xf_diag_push_handler(ctx, ignore_diag, NULL);
  if (dialects)
    assert_int_equal(xf_register_all_dialects(ctx), XF_OK);
  xf_parse_options po = {.allow_unregistered_dialect = true};
  if (f)
    f->armed = arm_parse;
  xf_op *top = xf_parse(ctx, "in.mlir", src, strlen(src), &po);
  bool ok = top && xf_verify(top) == XF_OK;
  if (f)
    f->armed = !arm_parse;
  char *text = NULL;
  if (ok) {
    xf_strbuf out;
    xf_strbuf_init(&out, ctx);
    xf_print_options popts = {0};
    xf_print_options dopts = {.debug_info = true};
    if (xf_print_module(top, &popts, &out) == XF_OK && !out.failed &&
        xf_print_module(top, &dopts, &out) == XF_OK && !out.failed)
      text = strdup(out.data ? out.data : "");
    xf_strbuf_free(&out);
  }
  if (f)
    f->armed = false;
  return text;
}

/* Fails allocation N (or N and all later ones) of the parse (`arm_parse`)
 * or of the print, for N = 1, 2, ... until a run sees no failure. */
static inline void xft_run_alloc_failures(const char *src, bool dialects, bool arm_parse,
                                          bool fail_after) {
  xf_context *rctx = xf_context_create(NULL);
  assert_non_null(rctx);
  char *want = xft_alloc_round_trip(rctx, src, dialects, NULL, true);
  assert_non_null(want);
  xf_context_destroy(rctx);
  long n = 1;
  for (;; n++) {
    failer f = {.fail_at = n, .fail_after = fail_after};
    xf_allocator a = {failing_alloc, failing_free, &f};
    xf_context *ctx = xf_context_create(&a);
    assert_non_null(ctx);
    char *got = xft_alloc_round_trip(ctx, src, dialects, &f, arm_parse);
    if (f.failed) {
      if (got)
        fail_msg("allocation %ld failed but the %s succeeded", n, arm_parse ? "parse" : "print");
      assert_true(xf_context_out_of_memory(ctx));
    }
    xf_context_destroy(ctx);
    assert_int_equal(f.live, 0);
    if (!f.failed) {
      assert_non_null(got);
      assert_string_equal(got, want);
      free(got);
      break;
    }
  }
  assert_true(n > 10);
  free(want);
}

#endif /* XFORM_TEST_ALLOC_FAILER_H */
