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
 * `xfi_unique` looks the key up in `ctx->uniq` (a key set: 16 bytes a
 * slot).  On a miss it allocates, in one arena block, a copy of the key
 * padded to 8 bytes followed by the zeroed object (`objsize` bytes, which
 * include any trailing arrays the object points into), and inserts the
 * key; a hit finds the object right behind its key.  The constructor then fills the object in; because all of
 * its storage came in that one block, filling cannot fail, so the map never
 * holds a half-built object.
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

void *xfi_unique(xf_context *ctx, const void *key, size_t klen, size_t objsize, bool *created) {
  uint32_t h = xfs_hash_bytes(key, klen, 0x5a17u);
  size_t kpad = (klen + 7) & ~(size_t)7;
  char *found = xfs_map_get(&ctx->uniq, key, klen, h);
  *created = false;
  if (found)
    return found + kpad;
  char *block = xfs_arena_alloc(&ctx->arena, kpad + objsize);
  if (!block)
    return NULL;
  memcpy(block, key, klen);
  memset(block + kpad, 0, objsize);
  if (!xfs_map_put(&ctx->mem, &ctx->uniq, block, klen, h, NULL))
    return NULL;
  *created = true;
  return block + kpad;
}
