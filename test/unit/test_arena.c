/* test_arena.c — the bump arena (src/support/mem.c).  Big chunks are
 * handed out in steps: the arena's usable end stops where the pages faulted
 * in ahead of the bump pointer stop, and the slow path moves it on.  Blocks
 * must stay disjoint and aligned across those steps, across chunks, and
 * after a reset to a mark taken in the middle of a step.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support/support.h"

typedef struct block {
  unsigned char *p;
  size_t n;
} block;

/* Sizes cycling through small, odd and step-sized requests. */
static size_t size_at(size_t i) {
  static const size_t sizes[] = {24, 1000, 8, 4096, 333, 200 * 1024, 56, 130 * 1024, 7};
  return sizes[i % (sizeof sizes / sizeof *sizes)];
}

/* Allocates `n` blocks, each filled with its own byte. */
static void fill(xfs_arena *a, block *b, size_t first, size_t n) {
  for (size_t i = first; i < first + n; i++) {
    b[i].n = size_at(i);
    b[i].p = xfs_arena_alloc(a, b[i].n);
    assert_non_null(b[i].p);
    assert_int_equal((uintptr_t)b[i].p % 8, 0);
    memset(b[i].p, (int)(i & 0xff), b[i].n);
  }
}

static void check(const block *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    for (size_t k = 0; k < b[i].n; k++)
      if (b[i].p[k] != (unsigned char)(i & 0xff))
        fail_msg("block %zu byte %zu overwritten", i, k);
}

static void blocks_stay_disjoint_across_populated_steps(void **state) {
  (void)state;
  xfs_mem m;
  xfs_mem_init(&m, NULL);
  xfs_arena a;
  xfs_arena_init(&a, &m);
  enum { N = 600 }; /* about 25 MiB: several 4 MiB chunks, each in many steps */
  block *b = calloc(N, sizeof *b);
  assert_non_null(b);
  fill(&a, b, 0, N);
  check(b, N);
  assert_true(a.total >= 20u << 20);
  free(b);
  xfs_arena_free(&a);
  xfs_mem_release_cache(&m);
}

static void reset_to_a_mark_inside_a_step_reuses_the_room(void **state) {
  (void)state;
  xfs_mem m;
  xfs_mem_init(&m, NULL);
  xfs_arena a;
  xfs_arena_init(&a, &m);
  enum { N = 300 };
  block *b = calloc(N, sizeof *b);
  assert_non_null(b);
  fill(&a, b, 0, 100);
  xfs_arena_mark mark = xfs_arena_get_mark(&a);
  fill(&a, b, 100, 100);
  xfs_arena_reset(&a, mark);
  /* the first allocation after the reset starts where the mark was */
  void *next = xfs_arena_alloc(&a, 8);
  if ((size_t)(mark.end - mark.cur) >= 8)
    assert_ptr_equal(next, mark.cur);
  fill(&a, b, 100, 200);
  check(b, N);
  free(b);
  xfs_arena_free(&a);
  xfs_mem_release_cache(&m);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(blocks_stay_disjoint_across_populated_steps),
      cmocka_unit_test(reset_to_a_mark_inside_a_step_reuses_the_room),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
