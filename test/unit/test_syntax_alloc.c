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

static void run_failures(bool arm_parse, bool fail_after) {
  char *src = make_source();
  xft_run_alloc_failures(src, false, arm_parse, fail_after);
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
