/* support.h — the support layer's internal interface: the memory owner
 * (allocator, failure flag, statistics), arenas, growable buffers and
 * vectors, the identifier interner and hashing.
 *
 * Every allocation in xform goes through an `xfs_mem`.  The context embeds
 * its `xfs_mem` as its first member, so a context pointer converts to the
 * memory owner (`xfs_ctx_mem`).  Allocation failure never aborts: functions
 * return NULL/false and the sticky `oom` flag is set.
 *
 * Arenas hand out 8-byte aligned memory (nothing in the IR needs more) in
 * 8-byte steps from chunks that are freed all at
 * once; they are used for IR and for uniqued objects, which live as long as
 * their context.
 */
#ifndef XFORM_SRC_SUPPORT_H
#define XFORM_SRC_SUPPORT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "xform/support.h"

#if defined(__GNUC__)
#define XFS_HIDDEN __attribute__((visibility("hidden")))
#define XFS_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define XFS_LIKELY(x) __builtin_expect(!!(x), 1)
#define XFS_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define XFS_HIDDEN
#define XFS_UNLIKELY(x) (x)
#define XFS_LIKELY(x) (x)
#define XFS_PRINTF(a, b)
#endif

/* ---------------------------------------------------------------- memory */

/* Small blocks (up to XFS_SMALL_MAX bytes, in 16-byte classes) freed
 * through xfs_free are kept on per-class free lists and handed out again,
 * so the parser's short-lived vectors do not go to malloc each time.  Only
 * with the default allocator: a caller's hooks see every allocation (the
 * allocation-failure tests rely on that). */
enum { XFS_SMALL_MAX = 256, XFS_SMALL_CLASSES = XFS_SMALL_MAX / 16 };

typedef struct xfs_mem {
  xf_allocator a;        /* the hooks (never NULL functions) */
  bool oom;              /* sticky: an allocation failed */
  size_t live_bytes;     /* currently allocated (requested sizes) */
  size_t peak_bytes;     /* high-water mark of live_bytes */
  size_t num_allocs;     /* number of successful allocations */
  bool cache_small;      /* the small-block cache is on */
  void *small_free[XFS_SMALL_CLASSES]; /* cached free blocks, linked through their first word */
} xfs_mem;

XFS_HIDDEN void xfs_mem_init(xfs_mem *m, const xf_allocator *a);
/* Returns the cached small blocks to the hooks (before the owner goes). */
XFS_HIDDEN void xfs_mem_release_cache(xfs_mem *m);
XFS_HIDDEN void *xfs_malloc(xfs_mem *m, size_t size);
XFS_HIDDEN void *xfs_calloc(xfs_mem *m, size_t size);
XFS_HIDDEN void xfs_free(xfs_mem *m, void *p, size_t size);
/* Grows (or shrinks) `p` from `old` to `size` bytes; on failure returns NULL
 * and leaves `p` valid. */
XFS_HIDDEN void *xfs_realloc(xfs_mem *m, void *p, size_t old, size_t size);
/* Does `m` use the C library's allocator (thread-safe, no caller hooks)? */
XFS_HIDDEN bool xfs_mem_default_hooks(const xfs_mem *m);
/* Moves `from`'s counts into `into` and gives its cached blocks back (a
 * helper thread's memory owner, once the thread is done: blocks it handed
 * out are freed through `into` from then on). */
XFS_HIDDEN void xfs_mem_absorb(xfs_mem *into, xfs_mem *from);

/* A helper thread working for a context allocates from its own memory
 * owner (ir/thread.c sets this for the thread's lifetime); every other
 * thread allocates from the context's.  The small-block cache and the
 * counts are not shared between threads. */
#if defined(__GNUC__)
extern _Thread_local xfs_mem *xfs_tls_mem __attribute__((tls_model("initial-exec")));
#else
extern _Thread_local xfs_mem *xfs_tls_mem;
#endif
#define xfs_ctx_mem(ctx) \
  (XFS_UNLIKELY(xfs_tls_mem != NULL) ? xfs_tls_mem : (xfs_mem *)(void *)(ctx))

/* ---------------------------------------------------------------- arenas */

typedef struct xfs_chunk xfs_chunk;
typedef struct xfs_arena {
  xfs_mem *mem;          /* where chunks come from */
  xfs_chunk *chunks;     /* newest first */
  char *cur, *end;       /* bump region of the newest chunk (`end` may stop short of the
                          * chunk's end, where its pages are not faulted in yet) */
  size_t total;          /* bytes in all chunks */
} xfs_arena;

XFS_HIDDEN void xfs_arena_init(xfs_arena *a, xfs_mem *mem);
XFS_HIDDEN void xfs_arena_free(xfs_arena *a);
/* Moves every chunk of `from` into `into` (objects stay where they are;
 * `from` is left empty).  Marks taken on `into` stay valid. */
XFS_HIDDEN void xfs_arena_absorb(xfs_arena *into, xfs_arena *from);
XFS_HIDDEN void *xfs_arena_alloc_slow(xfs_arena *a, size_t size);
/* 8-byte aligned, uninitialised; NULL on failure. */
static inline void *xfs_arena_alloc(xfs_arena *a, size_t size) {
  size = (size + 7) & ~(size_t)7;
  if (XFS_LIKELY((size_t)(a->end - a->cur) >= size)) {
    void *p = a->cur;
    a->cur += size;
    return p;
  }
  return xfs_arena_alloc_slow(a, size);
}
XFS_HIDDEN void *xfs_arena_zalloc(xfs_arena *a, size_t size);
XFS_HIDDEN void *xfs_arena_dup(xfs_arena *a, const void *p, size_t size);
/* Position marks, to reset a scratch arena to an earlier state. */
typedef struct xfs_arena_mark { xfs_chunk *chunk; char *cur, *end; } xfs_arena_mark;
XFS_HIDDEN xfs_arena_mark xfs_arena_get_mark(const xfs_arena *a);
XFS_HIDDEN void xfs_arena_reset(xfs_arena *a, xfs_arena_mark m);

/* ------------------------------------------------------- growable buffers */

/* xf_strbuf (public) is the growable byte buffer; its `ctx` field is only
 * used as a memory owner. */
XFS_HIDDEN bool xfs_buf_reserve(xf_strbuf *b, size_t extra);
static inline bool xfs_buf_putc(xf_strbuf *b, char c) {
  if (XFS_UNLIKELY(b->len + 2 > b->cap) && !xfs_buf_reserve(b, 1))
    return false;
  b->data[b->len++] = c;
  b->data[b->len] = 0;
  return true;
}
static inline bool xfs_buf_put(xf_strbuf *b, const char *s, size_t n) {
  if (XFS_UNLIKELY(b->len + n + 1 > b->cap) && !xfs_buf_reserve(b, n))
    return false;
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
  return true;
}
static inline bool xfs_buf_puts(xf_strbuf *b, const char *s) { return xfs_buf_put(b, s, strlen(s)); }
XFS_HIDDEN bool xfs_buf_vprintf(xf_strbuf *b, const char *fmt, va_list ap);
XFS_HIDDEN bool xfs_buf_printf(xf_strbuf *b, const char *fmt, ...) XFS_PRINTF(2, 3);
XFS_HIDDEN bool xfs_buf_put_i64(xf_strbuf *b, int64_t v);
XFS_HIDDEN bool xfs_buf_put_u64(xf_strbuf *b, uint64_t v);

/* A generic growable array of fixed-size elements. */
typedef struct xfs_vec {
  void *data;            /* elements */
  size_t len, cap;       /* in elements */
} xfs_vec;
XFS_HIDDEN bool xfs_vec_grow(xfs_mem *m, xfs_vec *v, size_t elem, size_t need);
XFS_HIDDEN void xfs_vec_free(xfs_mem *m, xfs_vec *v, size_t elem);
#define XFS_VEC_PUSH(m, v, T, x)                                              \
  ((v)->len < (v)->cap || xfs_vec_grow((m), (v), sizeof(T), (v)->len + 1)     \
       ? (((T *)(v)->data)[(v)->len++] = (x), true)                           \
       : false)
#define XFS_VEC_AT(v, T, i) (((T *)(v)->data)[i])

/* ---------------------------------------------------------------- hashing */

XFS_HIDDEN uint32_t xfs_hash_bytes(const void *p, size_t n, uint32_t seed);
static inline uint32_t xfs_hash_mix(uint32_t h, uint64_t v) {
  uint64_t x = (v ^ h) * 0x9E3779B97F4A7C15ull;
  return (uint32_t)(x >> 32) ^ (uint32_t)x;
}

/* A map from byte-string keys (not copied: the caller keeps them alive,
 * usually in an arena) to pointers.  Open addressing, linear probing,
 * power-of-two capacity; keys are compared by hash, length and bytes.
 * A map made with `set` true keeps no values (16 bytes a slot instead of
 * 24): lookups return the stored key pointer, from which the owner finds
 * its object (the uniquer and the interner keep each key inside it). */
typedef struct xfs_map_slot {
  const void *key;       /* NULL: empty */
  uint32_t hash;         /* full hash of the key */
  uint32_t len;          /* key length */
} xfs_map_slot;
typedef struct xfs_map {
  xfs_map_slot *slots;   /* capacity entries */
  void **values;         /* capacity values, parallel to `slots` (NULL for a set) */
  size_t cap, count;
  bool set;              /* no values: set before the first put */
} xfs_map;
/* The value of `key` (a set: the stored key), or NULL. */
XFS_HIDDEN void *xfs_map_get(const xfs_map *m, const void *key, size_t len, uint32_t hash);
/* The value of the i-th slot (a set: its key); the slot must be full. */
static inline void *xfs_map_slot_value(const xfs_map *m, size_t i) {
  return m->set ? (void *)(uintptr_t)m->slots[i].key : m->values[i];
}
/* Removes `key` if present (backward-shift deletion: no tombstones, so a
 * map whose keys come and go stays as small as its live keys need). */
XFS_HIDDEN void xfs_map_remove(xfs_map *m, const void *key, size_t len, uint32_t hash);
/* Inserts or replaces; false on allocation failure (map unchanged). */
XFS_HIDDEN bool xfs_map_put(xfs_mem *mem, xfs_map *m, const void *key, size_t len, uint32_t hash,
                            void *value);
XFS_HIDDEN void xfs_map_free(xfs_mem *mem, xfs_map *m);

/* A map keyed by pointer identity (open addressing, NULL keys invalid). */
typedef struct xfs_ptrmap_slot {
  const void *key;       /* NULL: empty */
  void *value;
} xfs_ptrmap_slot;
typedef struct xfs_ptrmap {
  xfs_ptrmap_slot *slots;
  size_t cap, count;
} xfs_ptrmap;
XFS_HIDDEN void *xfs_ptrmap_get(const xfs_ptrmap *m, const void *key);
XFS_HIDDEN bool xfs_ptrmap_put(xfs_mem *mem, xfs_ptrmap *m, const void *key, void *value);
/* Makes room for `n` entries in all, so that as many puts do not grow it. */
XFS_HIDDEN bool xfs_ptrmap_reserve(xfs_mem *mem, xfs_ptrmap *m, size_t n);
XFS_HIDDEN void xfs_ptrmap_free(xfs_mem *mem, xfs_ptrmap *m);
/* Empties `m`, keeping its slots (cost: proportional to its capacity). */
XFS_HIDDEN void xfs_ptrmap_clear(xfs_ptrmap *m);

/* ---------------------------------------------------------------- interning */

struct xf_ident {
  void *owner;           /* the interner's owner (a context: ops find theirs here) */
  uint32_t len;          /* bytes, not counting the NUL */
  uint32_t hash;         /* xfs_hash_bytes(str, len, 0) */
  char str[];            /* NUL-terminated text */
};

typedef struct xfs_interner {
  xfs_map map;           /* set of identifier texts (made with `set` true) */
  xfs_arena *arena;      /* where identifiers live */
  void *owner;           /* stored in every identifier */
} xfs_interner;
/* Interns `s`; a new identifier is stored in `arena` (NULL: `in->arena`). */
XFS_HIDDEN xf_ident *xfs_intern(xfs_mem *mem, xfs_arena *arena, xfs_interner *in, const char *s,
                                size_t len);

#endif /* XFORM_SRC_SUPPORT_H */
