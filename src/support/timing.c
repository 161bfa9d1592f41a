/* timing.c — the phase timers of xform/timing.h.
 *
 * A timing is one vector of xf_timer_entry in creation order; a timer's
 * children are found by a linear scan, which is fine for the handful of
 * timers a run has (phases, and one per distinct top-level transform op
 * name).  Invariant: every entry's parent index is smaller than its own.
 */
#include <time.h>

#include "support.h"
#include "xform/timing.h"

struct xf_timing {
  xfs_mem *mem;          /* the context's memory owner */
  xfs_vec entries;       /* xf_timer_entry, in creation order */
};

uint64_t xf_time_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

xf_timing *xf_timing_create(xf_context *ctx) {
  xf_timing *t = xfs_calloc(xfs_ctx_mem(ctx), sizeof *t);
  if (t)
    t->mem = xfs_ctx_mem(ctx);
  return t;
}

void xf_timing_destroy(xf_timing *t) {
  if (!t)
    return;
  xfs_vec_free(t->mem, &t->entries, sizeof(xf_timer_entry));
  xfs_free(t->mem, t, sizeof *t);
}

/* Same name: the same pointer, or equal text. */
static bool same_name(const char *a, const char *b) {
  return a == b || !strcmp(a, b);
}

xf_timer_id xf_timing_timer(xf_timing *t, xf_timer_id parent, const char *name) {
  if (parent == XF_TIMER_NONE)
    return XF_TIMER_NONE;
  xf_timer_entry *e = t->entries.data;
  for (size_t i = parent == XF_TIMER_TOP ? 0 : parent + 1; i < t->entries.len; i++)
    if (e[i].parent == parent && same_name(e[i].name, name))
      return i;
  unsigned depth = parent == XF_TIMER_TOP ? 0 : e[parent].depth + 1;
  xf_timer_entry n = {name, 0, parent, depth};
  if (!XFS_VEC_PUSH(t->mem, &t->entries, xf_timer_entry, n))
    return XF_TIMER_NONE;
  return t->entries.len - 1;
}

void xf_timing_add(xf_timing *t, xf_timer_id id, uint64_t ns) {
  if (id < t->entries.len)
    XFS_VEC_AT(&t->entries, xf_timer_entry, id).ns += ns;
}

const xf_timer_entry *xf_timing_entries(const xf_timing *t, size_t *n) {
  *n = t->entries.len;
  return t->entries.data;
}
