/* test/fuzz/fuzz_drr.c — libFuzzer harness for the DRR reader: the input is
 * a TableGen rule file, optionally followed by a line `//--- payload` and an
 * IR file.  The rules are loaded (xf_drr_load_text; MLIR's standard .td
 * files are built in), the payload parsed and verified, the rules applied
 * with the greedy driver as `--apply-drr` does, then the result verified
 * and printed.  The input's length picks driver options (top-down, fold,
 * constant CSE, a rewrite limit).  Inputs naming an absolute path in a
 * string are skipped so that `include` never reads the machine's files; the
 * rule file's name lies in a folder that does not exist, so relative
 * includes only find the built-in files. */
#include "fuzz_common.h"

#include "xform/drr.h"

#define SEPARATOR "//--- payload\n"

/* Where the payload starts (after the separator line), or NULL. */
static const char *find_payload(const char *s, size_t n, size_t *rules_len) {
  size_t sl = strlen(SEPARATOR);
  for (size_t i = 0; i + sl <= n; i++) {
    if ((i == 0 || s[i - 1] == '\n') && !memcmp(s + i, SEPARATOR, sl)) {
      *rules_len = i;
      return s + i + sl;
    }
  }
  *rules_len = n;
  return NULL;
}

static bool names_absolute_path(const char *s, size_t n) {
  for (size_t i = 0; i + 1 < n; i++)
    if (s[i] == '"' && s[i + 1] == '/')
      return true;
  return false;
}

static void apply(xf_context *ctx, xf_drr_rules *rules, const char *payload, size_t plen,
                  size_t size) {
  xf_op *top = fuzz_parse(ctx, payload, plen);
  if (!top || xf_verify(top) != XF_OK)
    return;
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.top_down = size & 1;
  cfg.fold = !(size & 2);
  cfg.cse_constants = !(size & 4);
  if (size & 8)
    cfg.max_num_rewrites = 3;
  cfg.max_total_rewrites = 100000; /* rules that undo each other stop well within -timeout */
  if (xf_drr_apply_greedily(top, rules, &cfg, NULL) != XF_OK || xf_verify(top) != XF_OK)
    return;
  xf_print_options popts;
  memset(&popts, 0, sizeof popts);
  popts.generic = size & 16;
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  (void)xf_print_module(top, &popts, &b);
  xf_strbuf_free(&b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *s = (const char *)data;
  if (names_absolute_path(s, size))
    return 0;
  xf_context *ctx = fuzz_context();
  if (!ctx)
    return 0;
  if (xf_drr_register_transform_ops(ctx) != XF_OK) {
    xf_context_destroy(ctx);
    return 0;
  }
  size_t rules_len = 0;
  const char *payload = find_payload(s, size, &rules_len);
  xf_drr_rules *rules = xf_drr_load_text(ctx, "/nonexistent-fuzz-dir/rules.td", s, rules_len, NULL);
  if (rules && payload)
    apply(ctx, rules, payload, size - (size_t)(payload - s), size);
  xf_drr_rules_destroy(rules);
  xf_context_destroy(ctx);
  return 0;
}
