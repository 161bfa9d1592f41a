/* thread.c — threaded phases: helper threads working for one context.
 *
 * A phase (xfi_threads_begin .. xfi_threads_end, on the thread that owns
 * the context) lets helper threads build IR in the context at the same time
 * as it does.  What they build must be what one thread would have built:
 *  - each helper allocates from its own memory owner and arena
 *    (`xfi_tls`, `xfs_tls_mem`), and keeps its own runs of file locations;
 *    xfi_thread_merge moves them into the context once the helper is
 *    joined;
 *  - every thread (the main one too) keeps a small cache of identifiers and
 *    uniqued objects it has seen, so most lookups take no lock, and its own
 *    dialect memos, merged into the context's when the phase's work is
 *    used and dropped when it is redone (a memoised computation may have
 *    had a diagnostic, which a threaded phase never reports);
 *  - the shared tables (interned identifiers, uniqued types and attributes,
 *    the location set and file list) are used under `ctx->lock` (the
 *    uniquer's shards under their own locks); a new
 *    uniqued object is filled before the lock is released (uniquer.c), so no
 *    thread ever sees it half made;
 *  - what depends on the order of work across threads (distinct ids,
 *    diagnostics, a location made out of order) is never done: it sets
 *    `ctx->thread_unsafe`, and the caller redoes the phase on one thread.
 * Only contexts using the C library's allocator take part: caller hooks
 * need not be thread-safe.
 */
#include "ir_impl.h"

void xf_context_set_threads(xf_context *ctx, unsigned threads) { ctx->threads = threads; }

void xf_context_set_thread_minimums(xf_context *ctx, size_t min_bytes, size_t min_ops) {
  ctx->thread_min_bytes = min_bytes;
  ctx->thread_min_ops = min_ops;
}

_Thread_local xfi_thread *xfi_tls;
_Thread_local xfi_tcache *xfi_tls_cache;

bool xfi_threads_begin(xf_context *ctx) {
  if (!xfs_mem_default_hooks(&ctx->mem))
    return false;
  if (!ctx->lock_ready) {
    pthread_mutexattr_t attr;
    if (pthread_mutexattr_init(&attr) != 0)
      return false;
#ifdef PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP
    /* critical sections are short: spin a little before sleeping */
    (void)pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ADAPTIVE_NP);
#endif
    int n = 0;
    bool ok = pthread_mutex_init(&ctx->lock, &attr) == 0;
    for (; ok && n < XFI_UNIQ_SHARDS; n++)
      ok = pthread_mutex_init(&ctx->uniq_lock[n], &attr) == 0;
    pthread_mutexattr_destroy(&attr);
    if (!ok) {
      for (int i = 0; i + 1 < n; i++)
        pthread_mutex_destroy(&ctx->uniq_lock[i]);
      if (n > 0)
        pthread_mutex_destroy(&ctx->lock);
      return false;
    }
    ctx->lock_ready = true;
  }
  xfi_tcache *c = xfs_calloc(&ctx->mem, sizeof *c);
  if (!c)
    return false;
  xfi_tls_cache = c;
  atomic_store(&ctx->thread_unsafe, false);
  xfi_loc_cache_reset();
  ctx->threaded = true;
  return true;
}

static void merge_memos(xf_context *ctx, xfi_tcache *c, bool keep);

void xfi_threads_end(xf_context *ctx, bool keep) {
  ctx->threaded = false;
  merge_memos(ctx, xfi_tls_cache, keep);
  xfs_free(&ctx->mem, xfi_tls_cache, sizeof *xfi_tls_cache);
  xfi_tls_cache = NULL;
  xfi_loc_cache_reset();
}

void xfi_thread_enter(xf_context *ctx, xfi_thread *t) {
  (void)ctx;
  memset(t, 0, sizeof *t);
  xfs_mem_init(&t->mem, NULL);
  xfs_arena_init(&t->arena, &t->mem);
  t->saved_tls = xfi_tls;
  t->saved_cache = xfi_tls_cache;
  t->saved_mem = xfs_tls_mem;
  xfi_tls = t;
  xfi_tls_cache = &t->cache;
  xfs_tls_mem = &t->mem;
  xfi_loc_cache_reset();
}

void xfi_thread_exit(xfi_thread *t) {
  xfi_tls = t->saved_tls;
  xfi_tls_cache = t->saved_cache;
  xfs_tls_mem = t->saved_mem;
  xfi_loc_cache_reset();
}

static xfi_part *part_at(xfi_part *first, size_t stride, size_t i) {
  return (xfi_part *)(void *)((char *)first + i * stride);
}

static void *part_main(void *arg) {
  xfi_part *p = arg;
  xfi_thread_enter(p->ctx, &p->thread);
  p->run(p);
  xfi_thread_exit(&p->thread);
  return NULL;
}

bool xfi_threads_fail_start;

void xfi_parts_run(xfi_part *first, size_t stride, size_t n) {
  for (size_t i = 1; i < n; i++) {
    xfi_part *p = part_at(first, stride, i);
    p->started = !xfi_threads_fail_start && pthread_create(&p->tid, NULL, part_main, p) == 0;
  }
  if (n)
    first->run(first);
  for (size_t i = 1; i < n; i++) {
    xfi_part *p = part_at(first, stride, i);
    if (p->started)
      pthread_join(p->tid, NULL);
    else
      part_main(p); /* no thread: here, as a helper */
  }
}

bool xfi_parts_merge(xfi_part *first, size_t stride, size_t n, bool keep) {
  bool ok = true;
  for (size_t i = 1; i < n; i++) {
    xfi_part *p = part_at(first, stride, i);
    ok = xfi_thread_merge(p->ctx, &p->thread, keep) && ok;
  }
  return ok;
}

/* With `keep`, adds the thread's memo entries the context lacks (equal
 * keys give equal answers: either is right); then frees its tables. */
static void merge_memos(xf_context *ctx, xfi_tcache *c, bool keep) {
  for (int k = 0; k < XFI_NUM_DIALECT_MEMOS; k++) {
    xfs_ptrmap *m = &c->dialect_memo[k];
    for (size_t i = 0; keep && i < m->cap; i++) {
      const xfs_ptrmap_slot *sl = &m->slots[i];
      if (sl->key && !xfs_ptrmap_get(&ctx->dialect_memo[k], sl->key))
        (void)xfs_ptrmap_put(&ctx->mem, &ctx->dialect_memo[k], sl->key, sl->value);
    }
    xfs_ptrmap_free(&ctx->mem, m);
  }
}

/* With `keep`, appends the ops with XF_TRAIT_LISTED rows the thread made
 * to the context's list (a redone phase's ops are never reached). */
static void merge_listed(xf_context *ctx, xfi_thread *t, bool keep) {
  for (size_t i = 0; keep && i < t->listed_ops.len; i++)
    if (!XFS_VEC_PUSH(&ctx->mem, &ctx->listed_ops, xf_op *, XFS_VEC_AT(&t->listed_ops, xf_op *, i)))
      ctx->listed_lost = true;
  xfs_vec_free(&t->mem, &t->listed_ops, sizeof(xf_op *));
}

bool xfi_thread_merge(xf_context *ctx, xfi_thread *t, bool keep) {
  bool ok = xfi_floc_runs_merge(ctx, t);
  merge_listed(ctx, t, keep);
  merge_memos(ctx, &t->cache, keep);
  xfs_arena_absorb(&ctx->arena, &t->arena);
  xfs_mem_absorb(&ctx->mem, &t->mem);
  return ok;
}

bool xfi_parts_finish(xfi_part *first, size_t stride, size_t n, bool ok) {
  xf_context *ctx = first->ctx;
  ok = ok && !atomic_load(&ctx->thread_unsafe) && !ctx->mem.oom;
  ok = xfi_parts_merge(first, stride, n, ok) && ok;
  xfi_threads_end(ctx, ok);
  return ok;
}
