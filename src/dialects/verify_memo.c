/* verify_memo.c — a per-context memo of verifier verdicts.
 *
 * Types and attributes are uniqued in the context and registry rows are
 * static, so a check that reads only an op's row, attribute dictionaries,
 * counts and operand/result types gives the same verdict for every op with
 * the same values.  The key is those values as words (tag, row, props,
 * attrs, the four counts, operand types then result types).
 * XFD_MEMO_VERIFIED maps a 64-bit hash of the key words (made odd, so never
 * NULL, and used as a pointer-sized key) to an arena copy of the full key
 * whose check returned XF_OK.
 *
 * Invariants: a verdict is reused only when the stored key equals the
 * op's key word for word (a hash shared by two keys keeps the first one;
 * the other is simply checked every time); only XF_OK verdicts are stored,
 * so a failing op is always checked again and reports its own error; ops
 * with more than MAX_TYPES operands and results are not memoised.
 */
#include "dialects.h"

enum { HEADER = 8, MAX_TYPES = 32 };

/* A remembered key (arena-allocated, lives as long as the context). */
typedef struct verdict {
  size_t n;              /* words in `k` */
  uintptr_t k[];         /* the key */
} verdict;

/* Writes the key of (`op`, `tag`) into `k`; returns its length in words,
 * or 0 when the op has too many types to be memoised. */
static size_t verdict_key(const xf_op *op, xfd_verify_tag tag, uintptr_t *k) {
  if ((size_t)op->nops + op->nres > MAX_TYPES)
    return 0;
  k[0] = (uintptr_t)tag;
  k[1] = (uintptr_t)op->info;
  k[2] = (uintptr_t)op->props;
  k[3] = (uintptr_t)op->attrs;
  k[4] = op->nops;
  k[5] = op->nres;
  k[6] = op->nreg;
  k[7] = op->nsucc;
  size_t n = HEADER;
  for (uint32_t i = 0; i < op->nops; i++)
    k[n++] = (uintptr_t)op->operands[i].value->type;
  for (uint32_t i = 0; i < op->nres; i++)
    k[n++] = (uintptr_t)op->results[i].type;
  return n;
}

/* The hash of `n` key words, odd so that it is never a NULL map key. */
static const void *key_hash(const uintptr_t *k, size_t n) {
  uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
  for (size_t i = 0; i < n; i++)
    h = (h ^ (uint64_t)k[i]) * 0xFF51AFD7ED558CCDull;
  h ^= h >> 29;
  return (const void *)(uintptr_t)(h | 1);
}

static bool same_key(const verdict *v, const uintptr_t *k, size_t n) {
  if (v->n != n)
    return false;
  for (size_t i = 0; i < n; i++)
    if (v->k[i] != k[i])
      return false;
  return true;
}

/* Remembers key `k` under hash `h` unless the hash is taken. */
static void remember(xf_context *ctx, const void *h, const uintptr_t *k, size_t n) {
  xfs_ptrmap *memo = xfd_memo(ctx, XFD_MEMO_VERIFIED);
  if (xfs_ptrmap_get(memo, h))
    return;
  verdict *v = xfs_arena_alloc(xfi_arena(ctx), sizeof *v + n * sizeof k[0]);
  if (!v)
    return;
  v->n = n;
  memcpy(v->k, k, n * sizeof k[0]);
  (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), memo, h, v);
}

xf_status xfd_verify_memoised(xf_op *op, xfd_verify_tag tag, xf_status (*check)(xf_op *op)) {
  uintptr_t k[HEADER + MAX_TYPES];
  size_t n = verdict_key(op, tag, k);
  if (!n)
    return check(op);
  const void *h = key_hash(k, n);
  const verdict *v = xfs_ptrmap_get(xfd_memo(op->ctx, XFD_MEMO_VERIFIED), h);
  if (v && same_key(v, k, n))
    return XF_OK;
  xf_status st = check(op);
  if (st == XF_OK)
    remember(op->ctx, h, k, n);
  return st;
}
