/* test_dialects_alloc.c — allocation-failure injection for the arith and
 * scf dialects: parsing their custom and generic syntax (with default
 * properties, implicit terminators and verification) and printing it back
 * in custom form, with and without locations.
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

/* Every kind of arith clause and most scf ops, a few in generic form. */
static const char k_src[] =
    "func.func @arith(%a: i32, %b: i32, %x: f32, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>) -> i32 {\n"
    "  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32\n"
    "  %1 = arith.divsi %0, %b exact : i32\n"
    "  %2 = arith.addf %x, %x fastmath<nnan,ninf> : f32\n"
    "  %3 = arith.mulf %2, %x : f32\n"
    "  %4 = arith.cmpi slt, %1, %a : i32\n"
    "  %5 = arith.cmpf ogt, %3, %x fastmath<fast> : f32\n"
    "  %6 = arith.truncf %3 downward fastmath<contract> : f32 to f16\n"
    "  %7 = arith.extf %6 : f16 to f64\n"
    "  %8 = arith.trunci %1 overflow<nuw> : i32 to i8\n"
    "  %9 = arith.index_cast %i : index to i32\n"
    "  %10 = arith.select %vc, %v, %v : vector<4xi1>, vector<4xi32>\n"
    "  %s, %o = arith.addui_extended %a, %b : i32, i1\n"
    "  %l, %h = arith.mulsi_extended %a, %b : i32\n"
    "  %c0 = arith.constant 0 : i32\n"
    "  %c7 = arith.constant 7 : index\n"
    "  %t = arith.constant true\n"
    "  %f = arith.constant 2.5 : f32\n"
    "  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>\n"
    "  %11 = \"arith.addi\"(%a, %b) {overflowFlags = #arith.overflow<nuw,nsw>} : (i32, i32) -> i32\n"
    "  %12 = \"arith.cmpi\"(%a, %b) {predicate = 3 : i64, tag} : (i32, i32) -> i1\n"
    "  %13 = arith.negf %x fastmath<fast> : f32\n"
    "  %14 = arith.scaling_extf %6, %6 : f16, f16 to f32\n"
    "  return %0 : i32\n"
    "}\n"
    "func.func @scf(%lb: index, %ub: index, %st: index, %a: i32, %c: i1, %t: tensor<8xf32>, %x: f32) -> i32 {\n"
    "  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%p = %a, %q = %x) -> (i32, f32) {\n"
    "    %n = scf.if %c -> (i32) {\n"
    "      scf.yield %p : i32\n"
    "    } else {\n"
    "      scf.yield %a : i32\n"
    "    }\n"
    "    scf.yield %n, %q : i32, f32\n"
    "  }\n"
    "  scf.for %i = %a to %a step %a : i32 {\n"
    "    \"test.use\"(%i) : (i32) -> ()\n"
    "  }\n"
    "  %w = scf.while (%v = %a) : (i32) -> i32 {\n"
    "    scf.condition(%c) %v : i32\n"
    "  } do {\n"
    "  ^bb0(%u: i32):\n"
    "    scf.yield %u : i32\n"
    "  } attributes {tag}\n"
    "  %e = scf.execute_region -> i32 no_inline {\n"
    "    scf.yield %a : i32\n"
    "  }\n"
    "  %s = scf.index_switch %lb -> i32\n"
    "  case 1 {\n"
    "    scf.yield %a : i32\n"
    "  }\n"
    "  default {\n"
    "    scf.yield %w : i32\n"
    "  }\n"
    "  %fa = scf.forall (%i, %j) = (0, %lb) to (%ub, 16) step (1, %st) shared_outs(%o = %t) -> (tensor<8xf32>) {\n"
    "  }\n"
    "  scf.forall (%i) in (%ub) {\n"
    "  } {mapping = [#gpu.thread<x>]}\n"
    "  %pr = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> f32 {\n"
    "    scf.reduce(%x : f32) {\n"
    "    ^bb0(%l: f32, %m: f32):\n"
    "      %z = arith.addf %l, %m : f32\n"
    "      scf.reduce.return %z : f32\n"
    "    }\n"
    "  }\n"
    "  return %r#0 : i32\n"
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
