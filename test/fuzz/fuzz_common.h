/* test/fuzz/fuzz_common.h — helpers shared by the libFuzzer harnesses:
 * a fresh context with every dialect registered and a diagnostic handler
 * that swallows everything (the harnesses look for crashes, sanitizer
 * reports and broken invariants, not for diagnostics). */
#ifndef XFORM_FUZZ_COMMON_H
#define XFORM_FUZZ_COMMON_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "xform/dialects.h"
#include "xform/rewrite.h"
#include "xform/syntax.h"
#include "xform/transform.h"
#include "xform/verify.h"

static bool fuzz_swallow(const xf_diag *d, void *user) {
  (void)d;
  (void)user;
  return true;
}

/* A context ready to parse anything xform-interp parses, or NULL. */
static xf_context *fuzz_context(void) {
  xf_context *ctx = xf_context_create(NULL);
  if (!ctx)
    return NULL;
  if (xf_register_all_dialects(ctx) != XF_OK || xf_rewrite_register_transform_ops(ctx) != XF_OK) {
    xf_context_destroy(ctx);
    return NULL;
  }
  xf_diag_push_handler(ctx, fuzz_swallow, NULL);
  return ctx;
}

/* Parses `len` bytes of `data` with unregistered dialects allowed. */
static xf_op *fuzz_parse(xf_context *ctx, const char *data, size_t len) {
  xf_parse_options po;
  memset(&po, 0, sizeof po);
  po.allow_unregistered_dialect = true;
  return xf_parse(ctx, "fuzz.mlir", data, len, &po);
}

#endif
