/* xform/timing.h — wall-clock phase timers: the data behind `-mlir-timing`.
 *
 * A timing is a tree of named timers, each accumulating wall time (in
 * nanoseconds, from CLOCK_MONOTONIC).  Asking for the timer named N under a
 * parent returns the same timer every time, so repeated phases (one parse
 * per --split-input-file chunk, one interpreter run per pass, the same
 * transform op name applied twice) add up in one line, as in MLIR's
 * TimingManager.  Timers are kept in creation order, so a parent always
 * comes before its children.
 *
 * The library never prints the report: it only fills timers it is given
 * (the interpreter times each top-level op of the entry sequence, see
 * xf_transform_options.timing); the caller reads the entries and formats
 * them.  Nothing is timed, and no clock is read, when no timing is given.
 *
 * Timer names are not copied: they must outlive the timing (string
 * literals, or identifiers interned in the same context).
 */
#ifndef XFORM_TIMING_H
#define XFORM_TIMING_H

#include "xform/support.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct xf_timing xf_timing;

/* A timer index.  XF_TIMER_TOP as a parent means "at the top level";
 * XF_TIMER_NONE is what a failed creation returns, and adding time to it
 * (or creating children under it) does nothing. */
typedef size_t xf_timer_id;
#define XF_TIMER_TOP ((xf_timer_id)-1)
#define XF_TIMER_NONE ((xf_timer_id)-2)

/* One timer as the caller reads it. */
typedef struct xf_timer_entry {
  const char *name;      /* as given to xf_timing_timer */
  uint64_t ns;           /* accumulated wall time */
  xf_timer_id parent;    /* index of the parent entry, or XF_TIMER_TOP */
  unsigned depth;        /* 0 for top-level timers */
} xf_timer_entry;

/* Nanoseconds on the monotonic clock (CLOCK_MONOTONIC). */
XF_API uint64_t xf_time_now_ns(void);

/* An empty timing allocated through `ctx`; NULL on allocation failure. */
XF_API xf_timing *xf_timing_create(xf_context *ctx);
XF_API void xf_timing_destroy(xf_timing *t);

/* The timer named `name` under `parent`, created (with no time) on first
 * use; XF_TIMER_NONE on allocation failure or when `parent` is NONE. */
XF_API xf_timer_id xf_timing_timer(xf_timing *t, xf_timer_id parent, const char *name);
/* Adds `ns` nanoseconds to timer `id` (nothing for XF_TIMER_NONE). */
XF_API void xf_timing_add(xf_timing *t, xf_timer_id id, uint64_t ns);
/* The timers in creation order (parents before children); `*n` entries. */
XF_API const xf_timer_entry *xf_timing_entries(const xf_timing *t, size_t *n);

#ifdef __cplusplus
}
#endif
#endif /* XFORM_TIMING_H */
