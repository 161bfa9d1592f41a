/* mem.c — the memory owner (`xfs_mem`), arenas, growable buffers and
 * vectors.
 *
 * All allocation in xform funnels through xfs_malloc/xfs_free, which call the
 * context's hooks and keep live/peak byte counts.  A failed allocation sets
 * the sticky `oom` flag and returns NULL; nothing here aborts or exits.
 * Arena chunks grow geometrically (16 KiB up to 4 MiB) and oversized
 * requests get a chunk of their own.
 */
#define _DEFAULT_SOURCE /* madvise, MADV_POPULATE_WRITE */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>

#include "numeric.h"
#include "support.h"

/* The default allocator is the C library's.  (Mapping big blocks with
 * MADV_HUGEPAGE was tried: fewer page faults, but where the system's THP
 * defrag policy is `madvise` a fault may wait for memory compaction, which
 * made run times erratic; glibc also reuses freed big blocks, a fresh
 * mapping never does.) */
static void *default_alloc(void *user, size_t size) {
  (void)user;
  return malloc(size);
}

static void default_free(void *user, void *p, size_t size) {
  (void)user;
  (void)size;
  free(p);
}

/* The small-block cache is off under AddressSanitizer, which must see
 * every free to catch uses after it. */
#if defined(__SANITIZE_ADDRESS__)
#define SMALL_CACHE 0
#else
#define SMALL_CACHE 1
#endif

_Thread_local xfs_mem *xfs_tls_mem;

bool xfs_mem_default_hooks(const xfs_mem *m) { return m->a.alloc == default_alloc; }

void xfs_mem_absorb(xfs_mem *into, xfs_mem *from) {
  xfs_mem_release_cache(from);
  into->oom = into->oom || from->oom;
  into->live_bytes += from->live_bytes;
  if (into->live_bytes > into->peak_bytes)
    into->peak_bytes = into->live_bytes;
  into->num_allocs += from->num_allocs;
  memset(from, 0, sizeof *from);
}

void xfs_mem_init(xfs_mem *m, const xf_allocator *a) {
  memset(m, 0, sizeof *m);
  if (a && a->alloc && a->free) {
    m->a = *a;
  } else {
    m->a.alloc = default_alloc;
    m->a.free = default_free;
    m->cache_small = SMALL_CACHE;
  }
}


static size_t small_class(size_t size) { return (size + 15) / 16 - 1; }

void xfs_mem_release_cache(xfs_mem *m) {
  for (size_t c = 0; c < XFS_SMALL_CLASSES; c++) {
    while (m->small_free[c]) {
      void *p = m->small_free[c];
      m->small_free[c] = *(void **)p;
      m->a.free(m->a.user, p, (c + 1) * 16);
    }
  }
}

void *xfs_malloc(xfs_mem *m, size_t size) {
  if (size == 0)
    size = 1;
  void *p;
  if (m->cache_small && size <= XFS_SMALL_MAX) {
    size_t c = small_class(size);
    p = m->small_free[c];
    if (p)
      m->small_free[c] = *(void **)p;
    else
      p = m->a.alloc(m->a.user, (c + 1) * 16);
  } else {
    p = m->a.alloc(m->a.user, size);
  }
  if (XFS_UNLIKELY(!p)) {
    m->oom = true;
    return NULL;
  }
  m->live_bytes += size;
  if (m->live_bytes > m->peak_bytes)
    m->peak_bytes = m->live_bytes;
  m->num_allocs++;
  return p;
}

/* The pages of a big arena chunk are faulted in ahead of the bump pointer,
 * POPULATE_STEP bytes per madvise(MADV_POPULATE_WRITE) call, rather than
 * one page fault per 4 KiB page as the allocations first touch them: the
 * arena's `end` stops at the populated part, and the slow path extends it.
 * (Where the kernel lacks the call, the pages fault in as before.) */
enum { POPULATE_MIN_CHUNK = 256 * 1024, POPULATE_STEP = 128 * 1024 };
/* Zeroed blocks from this size on are populated whole (see xfs_calloc). */
enum { POPULATE_MIN_ZEROED = 16 * 1024 };

#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
static _Atomic bool populate_unsupported;

/* Populates from `from` (at least `need` bytes, at most to `limit`);
 * returns the new end of the usable part. */
static char *populate_ahead(char *from, size_t need, char *limit) {
  size_t step = need > POPULATE_STEP ? need : POPULATE_STEP;
  char *to = (size_t)(limit - from) > step ? from + step : limit;
  if (!populate_unsupported) {
    uintptr_t page = 4096, start = (uintptr_t)from & ~(page - 1);
    if (madvise((void *)start, (size_t)((uintptr_t)to - start), MADV_POPULATE_WRITE) != 0 &&
        errno == EINVAL)
      populate_unsupported = true;
  }
  return to;
}
#else
static char *populate_ahead(char *from, size_t need, char *limit) {
  (void)from;
  (void)need;
  return limit;
}
#endif

void *xfs_calloc(xfs_mem *m, size_t size) {
  if (m->a.alloc == default_alloc && size > XFS_SMALL_MAX) {
    /* calloc skips the memset for memory fresh from the kernel */
    void *p = calloc(1, size);
    if (XFS_UNLIKELY(!p)) {
      m->oom = true;
      return NULL;
    }
    m->live_bytes += size;
    if (m->live_bytes > m->peak_bytes)
      m->peak_bytes = m->live_bytes;
    m->num_allocs++;
    /* Big zeroed blocks are hash tables, read before they are written:
     * faulting them in writable at once avoids mapping the shared zero
     * page first and then a copy-on-write fault (with a TLB shootdown of
     * the other threads) per page. */
    if (size >= POPULATE_MIN_ZEROED)
      (void)populate_ahead(p, size, (char *)p + size);
    return p;
  }
  void *p = xfs_malloc(m, size);
  if (p)
    memset(p, 0, size);
  return p;
}

void xfs_free(xfs_mem *m, void *p, size_t size) {
  if (!p)
    return;
  if (size == 0)
    size = 1;
  m->live_bytes -= size;
  if (m->cache_small && size <= XFS_SMALL_MAX) {
    size_t c = small_class(size);
    *(void **)p = m->small_free[c];
    m->small_free[c] = p;
    return;
  }
  m->a.free(m->a.user, p, size);
}

void *xfs_realloc(xfs_mem *m, void *p, size_t old, size_t size) {
  void *q = xfs_malloc(m, size);
  if (!q)
    return NULL;
  if (p) {
    memcpy(q, p, old < size ? old : size);
    xfs_free(m, p, old);
  }
  return q;
}

/* ---------------------------------------------------------------- arenas */

struct xfs_chunk {
  xfs_chunk *next;       /* older chunk */
  size_t size;           /* bytes including this header */
  char *end;             /* one past the usable bytes */
  char pad[8];           /* keeps data 16-byte aligned (as malloc would) */
};

enum { ARENA_MIN_CHUNK = 16 * 1024, ARENA_MAX_CHUNK = 4 * 1024 * 1024 };

void xfs_arena_init(xfs_arena *a, xfs_mem *mem) {
  memset(a, 0, sizeof *a);
  a->mem = mem;
}

void xfs_arena_free(xfs_arena *a) {
  xfs_chunk *c = a->chunks;
  while (c) {
    xfs_chunk *next = c->next;
    xfs_free(a->mem, c, c->size);
    c = next;
  }
  a->chunks = NULL;
  a->cur = a->end = NULL;
  a->total = 0;
}

void xfs_arena_absorb(xfs_arena *into, xfs_arena *from) {
  xfs_chunk *last = from->chunks;
  if (!last)
    return;
  while (last->next)
    last = last->next;
  if (into->chunks) { /* behind the newest chunk: its bump region stays usable */
    last->next = into->chunks->next;
    into->chunks->next = from->chunks;
  } else {
    last->next = NULL;
    into->chunks = from->chunks;
    into->cur = into->end = (char *)into->chunks + into->chunks->size; /* full */
  }
  into->total += from->total;
  memset(from, 0, sizeof *from);
}

void *xfs_arena_alloc_slow(xfs_arena *a, size_t size) {
  xfs_chunk *cur = a->chunks;
  if (cur && a->end < cur->end && a->end >= (char *)(cur + 1)) {
    /* the current chunk has unpopulated room left */
    a->end = populate_ahead(a->end, size - (size_t)(a->end - a->cur), cur->end);
    if ((size_t)(a->end - a->cur) >= size) {
      void *p = a->cur;
      a->cur += size;
      return p;
    }
  }
  size_t want = a->total < ARENA_MIN_CHUNK ? ARENA_MIN_CHUNK : a->total;
  if (want > ARENA_MAX_CHUNK)
    want = ARENA_MAX_CHUNK;
  if (size > want / 4) {
    /* A big request gets a chunk of its own, placed behind the current one
     * so the bump region stays usable. */
    size_t bytes = sizeof(xfs_chunk) + size;
    xfs_chunk *c = xfs_malloc(a->mem, bytes);
    if (!c)
      return NULL;
    c->size = bytes;
    c->end = (char *)(c + 1) + size;
    if (a->chunks) {
      c->next = a->chunks->next;
      a->chunks->next = c;
    } else {
      c->next = NULL;
      a->chunks = c;
      a->cur = a->end = c->end;
    }
    a->total += bytes;
    return c + 1;
  }
  size_t bytes = sizeof(xfs_chunk) + want;
  xfs_chunk *c = xfs_malloc(a->mem, bytes);
  if (!c)
    return NULL;
  c->size = bytes;
  c->next = a->chunks;
  c->end = (char *)c + bytes;
  a->chunks = c;
  a->total += bytes;
  a->cur = (char *)(c + 1) + size;
  a->end = bytes >= POPULATE_MIN_CHUNK ? populate_ahead((char *)(c + 1), size, c->end) : c->end;
  return c + 1;
}

void *xfs_arena_zalloc(xfs_arena *a, size_t size) {
  void *p = xfs_arena_alloc(a, size);
  if (p)
    memset(p, 0, size);
  return p;
}

void *xfs_arena_dup(xfs_arena *a, const void *p, size_t size) {
  void *q = xfs_arena_alloc(a, size ? size : 1);
  if (q && size)
    memcpy(q, p, size);
  return q;
}

xfs_arena_mark xfs_arena_get_mark(const xfs_arena *a) {
  xfs_arena_mark m = {a->chunks, a->cur, a->end};
  return m;
}

void xfs_arena_reset(xfs_arena *a, xfs_arena_mark m) {
  while (a->chunks && a->chunks != m.chunk) {
    xfs_chunk *c = a->chunks;
    a->chunks = c->next;
    a->total -= c->size;
    xfs_free(a->mem, c, c->size);
  }
  a->cur = m.cur;
  a->end = m.end;
}

/* ------------------------------------------------------- growable buffers */

void xf_strbuf_init(xf_strbuf *b, xf_context *ctx) {
  memset(b, 0, sizeof *b);
  b->ctx = ctx;
}

void xf_strbuf_free(xf_strbuf *b) {
  if (b->data)
    xfs_free(xfs_ctx_mem(b->ctx), b->data, b->cap);
  b->data = NULL;
  b->len = b->cap = 0;
}

void xf_strbuf_set_sink(xf_strbuf *b, xf_sink_fn sink, void *user) {
  b->sink = sink;
  b->sink_user = user;
}

bool xf_strbuf_flush(xf_strbuf *b) {
  if (b->sink && b->len) {
    if (!b->failed && !b->sink(b->sink_user, b->data, b->len))
      b->failed = true;
    b->len = 0;
    b->data[0] = 0;
  }
  return !b->failed;
}

enum { XFS_SINK_BLOCK = 1 << 16 };

bool xfs_buf_reserve(xf_strbuf *b, size_t extra) {
  if (b->failed)
    return false;
  size_t need = b->len + extra + 1;
  if (need <= b->cap)
    return true;
  if (b->sink) {
    if (!xf_strbuf_flush(b))
      return false;
    need = extra + 1;
    if (need < XFS_SINK_BLOCK)
      need = XFS_SINK_BLOCK;
    if (need <= b->cap)
      return true;
  }
  size_t cap = b->cap ? b->cap : 256;
  while (cap < need)
    cap *= 2;
  char *p = xfs_realloc(xfs_ctx_mem(b->ctx), b->data, b->cap, cap);
  if (!p) {
    b->failed = true;
    return false;
  }
  b->data = p;
  b->cap = cap;
  return true;
}

bool xf_strbuf_append(xf_strbuf *b, const char *s, size_t len) { return xfs_buf_put(b, s, len); }

bool xfs_buf_vprintf(xf_strbuf *b, const char *fmt, va_list ap) {
  if (!strchr(fmt, '%')) /* a plain message: no formatting */
    return xfs_buf_puts(b, fmt);
  va_list ap2;
  va_copy(ap2, ap);
  char tmp[256];
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap2);
  va_end(ap2);
  if (n < 0)
    return false;
  if ((size_t)n < sizeof tmp)
    return xfs_buf_put(b, tmp, (size_t)n);
  if (!xfs_buf_reserve(b, (size_t)n))
    return false;
  vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
  b->len += (size_t)n;
  return true;
}

bool xfs_buf_printf(xf_strbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bool ok = xfs_buf_vprintf(b, fmt, ap);
  va_end(ap);
  return ok;
}

bool xf_strbuf_printf(xf_strbuf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bool ok = xfs_buf_vprintf(b, fmt, ap);
  va_end(ap);
  return ok;
}

/* Written in place; numbers below 100 (value and argument numbers, nearly
 * all the printer writes) without a division loop. */
bool xfs_buf_put_u64(xf_strbuf *b, uint64_t v) {
  if (XFS_UNLIKELY(b->len + 21 > b->cap) && !xfs_buf_reserve(b, 20))
    return false;
  b->len += xfs_u64_chars(b->data + b->len, v);
  b->data[b->len] = 0;
  return true;
}

bool xfs_buf_put_i64(xf_strbuf *b, int64_t v) {
  if (v < 0) {
    if (!xfs_buf_putc(b, '-'))
      return false;
    return xfs_buf_put_u64(b, (uint64_t)0 - (uint64_t)v);
  }
  return xfs_buf_put_u64(b, (uint64_t)v);
}

/* ---------------------------------------------------------------- vectors */

bool xfs_vec_grow(xfs_mem *m, xfs_vec *v, size_t elem, size_t need) {
  if (need <= v->cap)
    return true;
  size_t cap = v->cap ? v->cap * 2 : 8;
  while (cap < need)
    cap *= 2;
  void *p = xfs_realloc(m, v->data, v->cap * elem, cap * elem);
  if (!p)
    return false;
  v->data = p;
  v->cap = cap;
  return true;
}

void xfs_vec_free(xfs_mem *m, xfs_vec *v, size_t elem) {
  xfs_free(m, v->data, v->cap * elem);
  v->data = NULL;
  v->len = v->cap = 0;
}
