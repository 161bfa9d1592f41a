/* test_linalg_alloc.c — allocation-failure injection for the linalg
 * dialect: parsing its custom and generic syntax (implicit bodies of named
 * ops, default maps, payload ops, verification with memoized maps) and
 * printing it back in custom form, with and without locations.
 *
 * As in test_syntax_alloc.c, the context's allocator fails the N-th
 * allocation (or every one from the N-th) for N = 1, 2, ... until a run
 * sees no failure.  A run with a failure must report it (parse+verify:
 * NULL or an error; print: a non-OK status), flag the context as out of
 * memory, not crash and leak nothing; the first run without a failure
 * must print exactly what the default allocator gives.  Dialects are
 * registered before the failures are armed.
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

#include "xform/dialects.h"
#include "xform/syntax.h"

/* Every linalg syntax: generic (traits, attrs =), named ops with implicit
 * bodies and casts, a convolution (memoized maps), the matmul family,
 * elementwise, map / reduce (short and explicit forms), transpose,
 * broadcast, index, and generic-form named ops. */
static const char k_src[] =
    "#id = affine_map<(d0, d1) -> (d0, d1)>\n"
    "func.func @g(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>, %r: tensor<4xf32>, %t: tensor<8x4xf32>) -> tensor<4x8xf32> {\n"
    "  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\"], doc = \"d\"} ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) attrs = {tag} {\n"
    "  ^bb0(%x: f32, %y: f32):\n"
    "    %i = linalg.index 1 : index\n"
    "    %s = arith.addf %x, %y : f32\n"
    "    linalg.yield %s : f32\n"
    "  } -> tensor<4x8xf32>\n"
    "  %1 = linalg.map { arith.addf } ins(%0, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)\n"
    "  %2 = linalg.map ins(%1 : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>)\n"
    "    (%x: f32, %y: f32) {\n"
    "      %m = arith.mulf %x, %y : f32\n"
    "      linalg.yield %m : f32\n"
    "    }\n"
    "  %3 = linalg.reduce { arith.maximumf } ins(%2 : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]\n"
    "  %4 = linalg.broadcast ins(%3 : tensor<4xf32>) outs(%c : tensor<4x8xf32>) dimensions = [1]\n"
    "  %5 = linalg.transpose ins(%4 : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]\n"
    "  %6 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%4 : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
    "  %7 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0)>, #id, #id] ins(%r, %6 : tensor<4xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>\n"
    "  return %7 : tensor<4x8xf32>\n"
    "}\n"
    "func.func @named(%a8: memref<4x8xi8>, %b8: memref<8x16xi8>, %c32: memref<4x16xi32>, %x: f32, %m: memref<4x16xf32>,\n"
    "                 %i: tensor<1x9x9x3xf32>, %w: tensor<3x3x3x8xf32>, %o: tensor<1x4x4x8xf32>,\n"
    "                 %ba: tensor<2x4x8xf16>, %bb: tensor<2x8x16xf16>, %bc: tensor<4x16xf32>) -> tensor<1x4x4x8xf32> {\n"
    "  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a8, %b8 : memref<4x8xi8>, memref<8x16xi8>) outs(%c32 : memref<4x16xi32>)\n"
    "  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a8, %b8 : memref<4x8xi8>, memref<8x16xi8>) outs(%c32 : memref<4x16xi32>)\n"
    "  linalg.fill ins(%x : f32) outs(%m : memref<4x16xf32>)\n"
    "  linalg.copy ins(%c32 : memref<4x16xi32>) outs(%m : memref<4x16xf32>)\n"
    "  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x9x9x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>\n"
    "  %1 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%ba, %bb : tensor<2x4x8xf16>, tensor<2x8x16xf16>) outs(%bc : tensor<4x16xf32>) -> tensor<4x16xf32>\n"
    "  %2 = linalg.batch_reduce_matmul ins(%ba, %bb : tensor<2x4x8xf16>, tensor<2x8x16xf16>) outs(%1 : tensor<4x16xf32>) -> tensor<4x16xf32>\n"
    "  \"linalg.add\"(%m, %m, %m) <{operandSegmentSizes = array<i32: 2, 1>}> ({\n"
    "  ^bb0(%p: f32, %q: f32, %s: f32):\n"
    "    %z = \"arith.addf\"(%p, %q) : (f32, f32) -> f32\n"
    "    \"linalg.yield\"(%z) : (f32) -> ()\n"
    "  }) : (memref<4x16xf32>, memref<4x16xf32>, memref<4x16xf32>) -> ()\n"
    "  return %0 : tensor<1x4x4x8xf32>\n"
    "}\n";

static void run_failures(bool arm_parse, bool fail_after) {
  xft_run_alloc_failures(k_src, true, arm_parse, fail_after);
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
