/* alloc_failer.h — the allocator the allocation-failure tests give
 * xf_context_create: once armed it fails the N-th allocation (or every
 * allocation from the N-th on) and counts the bytes outstanding, so a test
 * can check that a failed run leaks nothing.  Header-only, for the test
 * programs (test_syntax_alloc, test_dialects_alloc, test_linalg_alloc).
 */
#ifndef XFORM_TEST_ALLOC_FAILER_H
#define XFORM_TEST_ALLOC_FAILER_H

#include <stdbool.h>
#include <stdlib.h>

#include "xform/diag.h"

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

#endif /* XFORM_TEST_ALLOC_FAILER_H */
