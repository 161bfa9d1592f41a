/* uniquer.c — structural uniquing of types, attributes and affine
 * expressions, and the key builder their constructors use (declared in
 * uniquer.h).
 *
 * A constructor serialises its object into a key: a category byte ('T'
 * type, 'A' attribute, 'E' affine expression), the kind byte, then every
 * field — children by pointer value (they are uniqued already, so pointer
 * equality is structural equality), arrays by length and content.  Keys are
 * built byte by byte in an `xfi_key`, never by hashing raw structs, so
 * padding never leaks into a key.
 *
 * `xfi_unique` looks the key up in `ctx->uniq` (key sets, one per shard: 16 bytes a
 * slot).  On a miss it allocates, in one arena block, a copy of the key
 * padded to 8 bytes followed by the zeroed object (`objsize` bytes, which
 * include any trailing arrays the object points into), and inserts the
 * key; a hit finds the object right behind its key.  The constructor then fills the object in; because all of
 * its storage came in that one block, filling cannot fail, so the map never
 * holds a half-built object.
 *
 * During a threaded phase the lookup and insertion are made under the
 * shard's lock, and a new object is filled in before any other thread
 * can find it: the lock stays held from the insertion until the
 * constructor, done filling, calls xfi_unique_end.  Every constructor that
 * uniques calls xfi_unique_end(ctx, created) once it has filled the object.
 *
 * Invariant: equal keys map to one object for the life of the context.
 */
#include "uniquer.h"

void xfi_key_init(xfi_key *k, xf_context *ctx, char category, unsigned kind) {
  k->ctx = ctx;
  k->p = k->inl;
  k->len = 0;
  k->cap = sizeof k->inl;
  k->failed = false;
  k->inl[0] = (unsigned char)category;
  k->inl[1] = (unsigned char)kind;
  k->len = 2;
}

/* Makes room for `n` more bytes, moving to the heap when the inline
 * buffer is full.  False (and `failed` set) on allocation failure. */
static bool key_reserve(xfi_key *k, size_t n) {
  if (k->failed)
    return false;
  if (k->len + n <= k->cap)
    return true;
  size_t cap = k->cap * 2;
  while (cap < k->len + n)
    cap *= 2;
  unsigned char *q = xfs_malloc(xfs_ctx_mem(k->ctx), cap);
  if (!q) {
    k->failed = true;
    return false;
  }
  memcpy(q, k->p, k->len);
  if (k->p != k->inl)
    xfs_free(xfs_ctx_mem(k->ctx), k->p, k->cap);
  k->p = q;
  k->cap = cap;
  return true;
}

void xfi_key_bytes(xfi_key *k, const void *p, size_t n) {
  if (n && key_reserve(k, n)) {
    memcpy(k->p + k->len, p, n);
    k->len += n;
  }
}

void xfi_key_u64(xfi_key *k, uint64_t v) { xfi_key_bytes(k, &v, sizeof v); }

void xfi_key_ptr(xfi_key *k, const void *p) { xfi_key_bytes(k, &p, sizeof p); }

/* Uniques the key built in `k` (see xfi_unique) and releases the key's
 * heap storage.  NULL on allocation failure. */
void *xfi_key_unique(xfi_key *k, size_t objsize, bool *created) {
  void *obj = NULL;
  *created = false;
  if (!k->failed)
    obj = xfi_unique(k->ctx, k->p, k->len, objsize, created);
  if (k->p != k->inl)
    xfs_free(xfs_ctx_mem(k->ctx), k->p, k->cap);
  k->p = k->inl;
  k->cap = sizeof k->inl;
  return obj;
}

/* The shard a key hash belongs to, and (threaded) the shard whose lock the
 * calling thread holds between a creation and xfi_unique_end. */
static inline unsigned shard_of(uint32_t h) { return h >> (32 - XFI_UNIQ_SHARD_BITS); }
static _Thread_local unsigned held_shard;

void *xfi_unique(xf_context *ctx, const void *key, size_t klen, size_t objsize, bool *created) {
  uint32_t h = xfs_hash_bytes(key, klen, 0x5a17u);
  size_t kpad = (klen + 7) & ~(size_t)7;
  *created = false;
  unsigned sh = shard_of(h);
  xfs_map *m = &ctx->uniq[sh];
  if (XFS_LIKELY(!ctx->threaded)) {
    char *found = xfs_map_get(m, key, klen, h);
    if (found)
      return found + kpad;
  } else {
    xfi_tcache *c = xfi_tls_cache;
    size_t si = h & (XFI_TCACHE_SIZE - 1);
    if (c && c->uniq[si].key && c->uniq[si].hash == h && c->uniq[si].len == klen &&
        memcmp(c->uniq[si].key, key, klen) == 0)
      return (char *)c->uniq[si].key + kpad;
    pthread_mutex_lock(&ctx->uniq_lock[sh]);
    char *found = xfs_map_get(m, key, klen, h);
    if (found) {
      pthread_mutex_unlock(&ctx->uniq_lock[sh]);
      if (c) {
        c->uniq[si].key = found;
        c->uniq[si].hash = h;
        c->uniq[si].len = (uint32_t)klen;
      }
      return found + kpad;
    }
  }
  char *block = xfs_arena_alloc(xfi_arena(ctx), kpad + objsize);
  if (!block || (memcpy(block, key, klen), memset(block + kpad, 0, objsize),
                 !xfs_map_put(xfs_ctx_mem(ctx), m, block, klen, h, NULL))) {
    if (ctx->threaded)
      pthread_mutex_unlock(&ctx->uniq_lock[sh]);
    return NULL;
  }
  *created = true; /* threaded: the shard's lock stays held until xfi_unique_end */
  held_shard = sh;
  return block + kpad;
}

void xfi_unique_end(xf_context *ctx, bool created) {
  if (created && XFS_UNLIKELY(ctx->threaded))
    pthread_mutex_unlock(&ctx->uniq_lock[held_shard]);
}
