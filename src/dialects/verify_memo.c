/* verify_memo.c — a per-context memo of verifier verdicts.
 *
 * Types and attributes are uniqued in the context and registry rows are
 * static, so a check that reads only an op's row, attribute dictionaries,
 * counts and operand/result types gives the same verdict for every op with
 * the same values.  The key is those values as 64-bit words (tag, row,
 * props, attrs, the four counts packed in two words, operand types then
 * result types).
 * XFD_MEMO_VERIFIED maps a 64-bit hash of the key words (made odd, so never
 * NULL, and used as a pointer-sized key) to an arena copy of the full key
 * whose check returned XF_OK.
 *
 * Invariants: a verdict is reused only when the stored key equals the
 * op's key word for word (a hash shared by two keys keeps the first one;
 * the other is simply checked every time); only XF_OK verdicts are stored,
 * so a failing op is always checked again and reports its own error, and
 * none once the context is out of memory; ops with more than MAX_TYPES
 * operands and results are not memoised.
 */
#include "dialects.h"

enum { HEADER = 6, MAX_TYPES = 32 };

/* A remembered key (arena-allocated, lives as long as the context). */
typedef struct verdict {
  size_t n;              /* words in `k` */
  uint64_t k[];          /* the key */
} verdict;

/* A key being built, and the hash of its words so far. */
typedef struct keybuf {
  uint64_t k[HEADER + MAX_TYPES];
  size_t n;
  uint64_t h;
} keybuf;

static inline void put(keybuf *b, uint64_t w) {
  b->k[b->n++] = w;
  b->h = (b->h ^ w) * 0xFF51AFD7ED558CCDull;
}

/* Builds the key of (`op`, `tag`) in `b`; false when the op has too many
 * types to be memoised. */
static bool verdict_key(const xf_op *op, xfd_verify_tag tag, keybuf *b) {
  if ((size_t)op->nops + op->nres > MAX_TYPES)
    return false;
  b->n = 0;
  b->h = 0x9E3779B97F4A7C15ull;
  put(b, (uint64_t)tag);
  put(b, (uint64_t)(uintptr_t)op->info);
  put(b, (uint64_t)(uintptr_t)op->props);
  put(b, (uint64_t)(uintptr_t)op->attrs);
  put(b, (uint64_t)op->nops << 32 | op->nres);
  put(b, (uint64_t)op->nreg << 32 | op->nsucc);
  for (uint32_t i = 0; i < op->nops; i++)
    put(b, (uint64_t)(uintptr_t)op->operands[i].value->type);
  for (uint32_t i = 0; i < op->nres; i++)
    put(b, (uint64_t)(uintptr_t)xfi_op_results(op)[i].type);
  return true;
}

/* The map key of `b`: its hash, mixed and made odd so that it is never
 * NULL. */
static const void *key_hash(const keybuf *b) {
  uint64_t h = b->h ^ (b->h >> 29);
  return (const void *)(uintptr_t)(h | 1);
}

static bool same_key(const verdict *v, const keybuf *b) {
  return v->n == b->n && memcmp(v->k, b->k, b->n * sizeof b->k[0]) == 0;
}

/* Remembers key `b` under hash `h` unless the hash is taken.  Nothing is
 * remembered once an allocation has failed: a check may then have passed
 * only because something it builds (maps, types) could not be made. */
static void remember(xf_context *ctx, const void *h, const keybuf *b) {
  xfs_ptrmap *memo = xfd_memo(ctx, XFD_MEMO_VERIFIED);
  if (xf_context_out_of_memory(ctx) || xfd_memo_get(ctx, XFD_MEMO_VERIFIED, h))
    return;
  verdict *v = xfs_arena_alloc(xfi_arena(ctx), sizeof *v + b->n * sizeof b->k[0]);
  if (!v)
    return;
  v->n = b->n;
  memcpy(v->k, b->k, b->n * sizeof b->k[0]);
  (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), memo, h, v);
}

xf_status xfd_verify_memoised(xf_op *op, xfd_verify_tag tag, xf_status (*check)(xf_op *op)) {
  keybuf b;
  if (!verdict_key(op, tag, &b))
    return check(op);
  const void *h = key_hash(&b);
  const verdict *v = xfd_memo_get(xfi_op_ctx(op), XFD_MEMO_VERIFIED, h);
  if (v && same_key(v, &b))
    return XF_OK;
  xf_status st = check(op);
  if (st == XF_OK)
    remember(xfi_op_ctx(op), h, &b);
  return st;
}
