/* uniquer.h — the key builder that the constructors of uniqued IR objects
 * (types, attributes, affine expressions) use; defined in uniquer.c.
 *
 * What it holds: `xfi_key`, a byte string assembled field by field
 * (category byte 'T' / 'A' / 'E', kind byte, then every field: children
 * as pointers, arrays by length and content), and the call that uniques
 * it in `ctx->uniq` (xfi_unique, declared in ir_impl.h).
 *
 * Invariants: a key never contains struct padding (fields are appended
 * one by one); a key lives on the caller's stack with 256 inline bytes
 * and spills to the heap beyond that; a failed spill marks the key
 * `failed`, after which appends are ignored and xfi_key_unique returns
 * NULL; xfi_key_unique always releases the spill, so every key built must
 * end in exactly one xfi_key_unique call.
 */
#ifndef XFORM_SRC_IR_UNIQUER_H
#define XFORM_SRC_IR_UNIQUER_H

#include "ir_impl.h"

typedef struct xfi_key {
  xf_context *ctx;        /* memory owner for spills */
  unsigned char *p;       /* bytes: `inl` or a heap spill */
  size_t len, cap;        /* used / available */
  bool failed;            /* a spill allocation failed */
  unsigned char inl[256]; /* inline storage for small keys */
} xfi_key;

/* Starts a key: category byte ('T', 'A', 'E') and kind byte. */
XFS_HIDDEN void xfi_key_init(xfi_key *k, xf_context *ctx, char category, unsigned kind);
XFS_HIDDEN void xfi_key_bytes(xfi_key *k, const void *p, size_t n);
XFS_HIDDEN void xfi_key_u64(xfi_key *k, uint64_t v);
XFS_HIDDEN void xfi_key_ptr(xfi_key *k, const void *p);
/* Uniques the key: the existing object, or a fresh zeroed one of
 * `objsize` bytes (`*created` set) for the caller to fill; NULL on
 * allocation failure.  Releases the key's heap storage. */
XFS_HIDDEN void *xfi_key_unique(xfi_key *k, size_t objsize, bool *created);

#endif /* XFORM_SRC_IR_UNIQUER_H */
