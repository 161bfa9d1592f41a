/* test_syntax_alloc.c — allocation-failure injection for the syntax layer:
 * parsing (with verification) and printing a moderately complex module.
 *
 * The context is created with a custom allocator (xf_context_create's
 * `xf_allocator`) that fails the N-th allocation, or every allocation from
 * the N-th on.  For N = 1, 2, ... until a run sees no failure, the run
 * must report failure (parse: NULL; print: a non-OK status), flag the
 * context as out of memory, never crash, and leak nothing once the context
 * is destroyed (the allocator counts live bytes; the sanitizer build checks
 * the rest).  The successful run must give the same text as a run with the
 * default allocator.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "alloc_failer.h"

#include "xform/syntax.h"

/* Aliases, file metadata, dense and sparse elements, affine maps, strings
 * with escapes, locations, properties, symbol references, nested regions,
 * a CFG with block arguments and forward references, a graph region with a
 * use before its definition; @MANY@ stands for generated ops. */
static const char k_src[] =
    "#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)>\n"
    "#set = affine_set<(d0) : (d0 - 1 >= 0)>\n"
    "!vec = vector<4x[8]xf32>\n"
    "\"test.module\"() ({\n"
    "  %c = \"test.const\"() <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>\n"
    "  %s = \"test.sparse\"() {v = sparse<[[0, 1]], [5.0]> : tensor<2x2xf32>, m = #map, t = #set} : () -> !vec\n"
    "  \"test.func\"() <{sym_name = \"f\", function_type = (i32, f64) -> (index)}> ({\n"
    "  ^bb0(%a: i32 loc(\"in.mlir\":3:4), %b: f64):\n"
    "    %0:2 = \"test.pair\"(%a, %b) {s = \"esc\\n\\\"q\\\"\\00\", r = @sym::@nested} : (i32, f64) -> (i32, i1)\n"
    "    \"test.cond_br\"(%0#1)[^bb1, ^bb2] : (i1) -> ()\n"
    "  ^bb1:\n"
    "    %1 = \"test.add\"(%0#0, %a) : (i32, i32) -> i32 loc(fused[\"a\", \"b.mlir\":1:2])\n"
    "    \"test.br\"(%1)[^bb3] : (i32) -> ()\n"
    "  ^bb2:\n"
    "    %2 = \"test.def\"() {arr = array<i64: 1, 2, 3>, f = 1.5 : f16, x = 0x7FC00000 : f32} : () -> i32\n"
    "    \"test.br\"(%2)[^bb3] : (i32) -> ()\n"
    "  ^bb3(%r: i32):\n"
    "    \"test.graph\"() ({\n"
    "      %u = \"test.use\"(%v) : (i32) -> i32\n"
    "      %v = \"test.def2\"(%u, %r) : (i32, i32) -> i32\n"
    "    }) : () -> ()\n"
    "    \"test.return\"(%r) : (i32) -> ()\n"
    "  }) : () -> ()\n"
    "  \"test.res\"() {blob = dense_resource<blob1> : tensor<2xi32>, loc = loc(callsite(\"x\" at \"y\":1:1))} : () -> ()\n"
    "  \"test.many\"() ({\n"
    "  ^bb0(%v0: i32):\n"
    "@MANY@"
    "  }) : () -> ()\n"
    "}) : () -> ()\n"
    "{-#\n"
    "  dialect_resources: {\n"
    "    builtin: {\n"
    "      blob1: \"0x040000000100000002000000\"\n"
    "    }\n"
    "  }\n"
    "#-}\n";

enum { MANY = 400 };

/* k_src with @MANY@ replaced by MANY ops, each using the previous one and
 * carrying attributes of its own (enough to grow the arena, the uniquing
 * map and the interner several times).  The caller frees the text. */
static char *make_source(void) {
  const char *at = strstr(k_src, "@MANY@");
  size_t cap = sizeof k_src + (size_t)MANY * 128, len = (size_t)(at - k_src);
  char *buf = malloc(cap);
  assert_non_null(buf);
  memcpy(buf, k_src, len);
  for (int i = 1; i <= MANY; i++)
    len += (size_t)snprintf(buf + len, cap - len,
                            "    %%v%d = \"test.op%d\"(%%v%d) {k%d = %d : i64, s = \"str%d\"} : (i32) -> i32\n",
                            i, i % 7, i - 1, i % 13, i, i);
  snprintf(buf + len, cap - len, "%s", at + strlen("@MANY@"));
  return buf;
}

/* Parses, verifies and prints k_src in `ctx` (twice: plain, then with
 * locations); parse+verify is armed when `arm_parse`, printing when not.
 * Returns the printed text (malloc'd) or NULL if a step failed. */
static char *round_trip(xf_context *ctx, const char *src, failer *f, bool arm_parse) {
  xf_diag_push_handler(ctx, ignore_diag, NULL);
  xf_parse_options po = {.allow_unregistered_dialect = true};
  if (f)
    f->armed = arm_parse;
  xf_op *top = xf_parse(ctx, "in.mlir", src, strlen(src), &po);
  bool ok = top && xf_verify(top) == XF_OK;
  if (f)
    f->armed = !arm_parse;
  char *text = NULL;
  if (ok) {
    /* Default form, then with locations (location aliases). */
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

/* The text printed with the default allocator. */
static char *reference_text(const char *src) {
  xf_context *ctx = xf_context_create(NULL);
  assert_non_null(ctx);
  char *text = round_trip(ctx, src, NULL, true);
  assert_non_null(text);
  xf_context_destroy(ctx);
  return text;
}

/* Fails allocation N (or N and all later ones) of the parse (`arm_parse`)
 * or of the print, for N = 1, 2, ... until a run sees no failure. */
static void run_failures(bool arm_parse, bool fail_after) {
  char *src = make_source();
  char *want = reference_text(src);
  long n = 1;
  for (;; n++) {
    failer f = {.fail_at = n, .fail_after = fail_after};
    xf_allocator a = {failing_alloc, failing_free, &f};
    xf_context *ctx = xf_context_create(&a);
    assert_non_null(ctx);
    char *got = round_trip(ctx, src, &f, arm_parse);
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
  free(src);
}

static void test_parse_fail_once(void **state) {
  (void)state;
  run_failures(true, false);
}

static void test_parse_fail_from(void **state) {
  (void)state;
  run_failures(true, true);
}

static void test_print_fail_once(void **state) {
  (void)state;
  run_failures(false, false);
}

static void test_print_fail_from(void **state) {
  (void)state;
  run_failures(false, true);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_parse_fail_once),
      cmocka_unit_test(test_parse_fail_from),
      cmocka_unit_test(test_print_fail_once),
      cmocka_unit_test(test_print_fail_from),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
