/* attr.c — constructors and accessors of the builtin attributes and
 * locations (locations are attributes), except affine maps and integer
 * sets (affine.c).
 *
 * Every constructor serialises a key (category 'A', the kind, then every
 * field: children by pointer, arrays and bytes by content) and uniques it
 * through `xfi_key_unique`; the arrays and bytes an attribute points to are
 * stored in the same arena block, right behind the struct, so filling a
 * fresh attribute cannot fail.
 *
 * Canonical forms (so that attributes MLIR considers equal are one
 * pointer):
 *  - integers are truncated to their type's width (index: 64 bits) and the
 *    unused top-word bits cleared; a signless i1 integer is the BOOL
 *    attribute (MLIR's BoolAttr is an i1 IntegerAttr).  BOOL attributes
 *    carry type i1 and also a one-word `u.words`, like INTEGER;
 *  - dense elements whose values are all equal are stored as a splat (one
 *    element, flag set; a one-element value is a splat too), and element
 *    bits above the element width are cleared;
 *  - dictionaries are sorted by byte-wise name order (StringRef::compare),
 *    and a later duplicate key replaces an earlier one;
 *  - name locations with an unknown child store child NULL;
 *  - fused locations are flattened and simplified as FusedLoc::get does;
 *  - strided layouts print (`has_offset`) exactly when the offset is not 0.
 */
#include <stdlib.h>

#include "uniquer.h"
#include "../support/numeric.h"

/* Size of the attribute struct rounded so trailing arrays stay aligned. */
#define ATTR_BASE ((sizeof(xf_attr) + 7) & ~(size_t)7)
#define TRAIL(a, T) ((T)(void *)((char *)(a) + ATTR_BASE))

xf_attr_kind xf_attr_get_kind(const xf_attr *a) { return (xf_attr_kind)a->kind; }

bool xf_attr_is_location(const xf_attr *a) {
  return a && a->kind >= XF_ATTR_LOC_UNKNOWN && a->kind <= XF_ATTR_LOC_OPAQUE;
}

/* Starts a key for an attribute of kind `kind`. */
static void key_start(xfi_key *k, xf_context *ctx, xf_attr_kind kind) {
  xfi_key_init(k, ctx, 'A', kind);
}

/* Finishes the key: returns the attribute (`*fresh` set when it must be
 * filled in) or NULL on allocation failure.  `extra` trailing bytes. */
static xf_attr *key_finish(xfi_key *k, xf_attr_kind kind, size_t extra, bool *fresh) {
  xf_attr *a = xfi_key_unique(k, ATTR_BASE + extra, fresh);
  if (a && *fresh)
    a->kind = (uint8_t)kind;
  return a;
}

static bool reach(const xf_attr *a) { return a && a->alias_reach; }

uint8_t xfi_attr_reach(const xf_attr *a) {
  switch ((xf_attr_kind)a->kind) {
  case XF_ATTR_AFFINE_MAP:
  case XF_ATTR_INTEGER_SET:
  case XF_ATTR_LOC_UNKNOWN:
  case XF_ATTR_LOC_FILE:
  case XF_ATTR_LOC_NAME:
  case XF_ATTR_LOC_CALLSITE:
  case XF_ATTR_LOC_FUSED:
  case XF_ATTR_LOC_OPAQUE:
    return 1;
  case XF_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->n; i++)
      if (reach(a->u.elems[i]))
        return 1;
    return 0;
  case XF_ATTR_DICT:
    for (uint32_t i = 0; i < a->n; i++)
      if (reach(a->u.entries[i].value))
        return 1;
    return 0;
  case XF_ATTR_TYPE:
    return a->u.tval && a->u.tval->alias_reach;
  case XF_ATTR_SPARSE:
    if (reach(a->u.sparse.indices) || reach(a->u.sparse.values))
      return 1;
    break;
  case XF_ATTR_DISTINCT:
    if (reach(a->u.distinct.ref))
      return 1;
    break;
  default:
    break;
  }
  return a->type && a->type->alias_reach;
}

/* Ends the construction of `a`: a fresh attribute, filled in, gets its
 * alias_reach before other threads can see it. */
static void attr_end(xf_context *ctx, xf_attr *a, bool fresh) {
  if (a && fresh)
    a->alias_reach = xfi_attr_reach(a);
  xfi_unique_end(ctx, fresh);
}

xf_attr *xf_attr_unit(xf_context *ctx) {
  if (ctx->a_unit)
    return ctx->a_unit;
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_UNIT);
  xf_attr *a = key_finish(&k, XF_ATTR_UNIT, 0, &fresh);
  attr_end(ctx, a, fresh);
  return a;
}

xf_attr *xf_attr_bool(xf_context *ctx, bool v) {
  xf_attr *cached = v ? ctx->a_true : ctx->a_false;
  if (cached)
    return cached;
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_BOOL);
  xfi_key_u64(&k, v);
  xf_attr *a = key_finish(&k, XF_ATTR_BOOL, sizeof(uint64_t), &fresh);
  if (a && fresh) {
    a->flag = v;
    a->type = ctx->t_i1;
    a->u.words = TRAIL(a, uint64_t *);
    a->u.words[0] = v;
  }
  attr_end(ctx, a, fresh);
  return a;
}

/* ---------------------------------------------------------------- numbers */

/* Width in bits of the values of integer-like type `t` (index: 64). */
static unsigned int_width(const xf_type *t) { return xf_type_bitwidth(t); }

/* Mask of the bits of word `j` that a `width`-bit value uses. */
static uint64_t width_mask(unsigned width, unsigned j) {
  unsigned lo = j * 64;
  if (lo >= width)
    return 0;
  return width - lo >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << (width - lo)) - 1;
}

xf_attr *xfi_attr_integer_words(xf_context *ctx, xf_type *type, const uint64_t *w) {
  if (type->kind == XF_TYPE_INTEGER && type->width == 1 && type->sign == XF_SIGNLESS)
    return xf_attr_bool(ctx, w[0] & 1);
  unsigned width = int_width(type), nw = xfi_int_words(width);
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_INTEGER);
  xfi_key_ptr(&k, type);
  for (unsigned j = 0; j < nw; j++)
    xfi_key_u64(&k, w[j] & width_mask(width, j));
  xf_attr *a = key_finish(&k, XF_ATTR_INTEGER, nw * sizeof(uint64_t), &fresh);
  if (a && fresh) {
    a->type = type;
    a->n = nw;
    a->u.words = TRAIL(a, uint64_t *);
    for (unsigned j = 0; j < nw; j++)
      a->u.words[j] = w[j] & width_mask(width, j);
  }
  attr_end(ctx, a, fresh);
  return a;
}

/* Sign-extends `v` into `nw` words (scratch on the stack or the heap). */
xf_attr *xf_attr_integer(xf_context *ctx, xf_type *type, int64_t v) {
  unsigned nw = xfi_int_words(int_width(type));
  uint64_t small[8], *w = small;
  if (nw > 8 && !(w = xfs_malloc(xfs_ctx_mem(ctx), nw * sizeof *w)))
    return NULL;
  w[0] = (uint64_t)v;
  for (unsigned j = 1; j < nw; j++)
    w[j] = v < 0 ? ~(uint64_t)0 : 0;
  xf_attr *a = xfi_attr_integer_words(ctx, type, w);
  if (w != small)
    xfs_free(xfs_ctx_mem(ctx), w, nw * sizeof *w);
  return a;
}

xf_attr *xfi_attr_float_bits(xf_context *ctx, xf_type *type, const uint64_t bits[2]) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_FLOAT);
  xfi_key_ptr(&k, type);
  xfi_key_u64(&k, bits[0]);
  xfi_key_u64(&k, bits[1]);
  xf_attr *a = key_finish(&k, XF_ATTR_FLOAT, 0, &fresh);
  if (a && fresh) {
    a->type = type;
    a->u.fbits[0] = bits[0];
    a->u.fbits[1] = bits[1];
  }
  attr_end(ctx, a, fresh);
  return a;
}

/* A float attribute of float type `type` holding `v` rounded to it. */
xf_attr *xf_attr_float(xf_context *ctx, xf_type *type, double v) {
  if (type->kind != XF_TYPE_FLOAT)
    return NULL;
  uint64_t bits[2] = {0, 0};
  xfs_float_from_double((xfs_fsem)type->fsem, v, bits);
  return xfi_attr_float_bits(ctx, type, bits);
}

/* ------------------------------------------------------- bytes and lists */

/* Uniques an attribute of `kind` holding `len` bytes (NUL-terminated copy
 * behind the struct) and an optional type. */
static xf_attr *bytes_attr(xf_context *ctx, xf_attr_kind kind, const char *s, size_t len,
                           xf_type *type) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, kind);
  xfi_key_ptr(&k, type);
  xfi_key_u64(&k, len);
  xfi_key_bytes(&k, s, len);
  xf_attr *a = key_finish(&k, kind, len + 1, &fresh);
  if (a && fresh) {
    char *copy = TRAIL(a, char *);
    if (len)
      memcpy(copy, s, len);
    copy[len] = 0;
    a->u.str = copy;
    a->n = (uint32_t)len;
    a->type = type;
    a->flag = type != NULL;
  }
  attr_end(ctx, a, fresh);
  return a;
}

xf_attr *xf_attr_string(xf_context *ctx, const char *s, size_t len, xf_type *type) {
  return bytes_attr(ctx, XF_ATTR_STRING, s, len, type);
}

xf_attr *xfi_attr_opaque(xf_context *ctx, const char *text, size_t len) {
  return bytes_attr(ctx, XF_ATTR_OPAQUE, text, len, NULL);
}

xf_attr *xfi_attr_opaque_typed(xf_context *ctx, const char *text, size_t len, xf_type *type) {
  return bytes_attr(ctx, XF_ATTR_OPAQUE, text, len, type);
}

xf_attr *xfi_attr_loc_opaque(xf_context *ctx, const char *text, size_t len) {
  return bytes_attr(ctx, XF_ATTR_LOC_OPAQUE, text, len, NULL);
}

xf_attr *xf_attr_type(xf_context *ctx, xf_type *t) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_TYPE);
  xfi_key_ptr(&k, t);
  xf_attr *a = key_finish(&k, XF_ATTR_TYPE, 0, &fresh);
  if (a && fresh)
    a->u.tval = t;
  attr_end(ctx, a, fresh);
  return a;
}

/* Uniques an attribute of `kind` keyed by `type` and a pointer list that
 * is stored behind the struct; returns the list through `*list` when the
 * attribute is new (NULL otherwise): the caller then finishes filling it
 * and calls attr_end(ctx, a, true). */
static xf_attr *ptr_list_attr(xf_context *ctx, xf_attr_kind kind, xf_type *type,
                              void *const *ptrs, size_t n, void ***list) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, kind);
  xfi_key_ptr(&k, type);
  xfi_key_u64(&k, n);
  xfi_key_bytes(&k, ptrs, n * sizeof *ptrs);
  xf_attr *a = key_finish(&k, kind, n * sizeof *ptrs, &fresh);
  *list = NULL;
  if (a && fresh) {
    a->n = (uint32_t)n;
    a->type = type;
    *list = TRAIL(a, void **);
    if (n)
      memcpy(*list, ptrs, n * sizeof *ptrs);
  }
  return a;
}

xf_attr *xf_attr_array(xf_context *ctx, xf_attr *const *elems, size_t n) {
  void **list;
  xf_attr *a = ptr_list_attr(ctx, XF_ATTR_ARRAY, NULL, (void *const *)elems, n, &list);
  if (list)
    a->u.elems = (xf_attr **)list;
  attr_end(ctx, a, list != NULL);
  return a;
}

xf_attr *xf_attr_symbol_ref(xf_context *ctx, xf_ident *root, xf_ident *const *nested, size_t n) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_SYMBOL_REF);
  xfi_key_ptr(&k, root);
  xfi_key_u64(&k, n);
  xfi_key_bytes(&k, nested, n * sizeof *nested);
  xf_attr *a = key_finish(&k, XF_ATTR_SYMBOL_REF, n * sizeof *nested, &fresh);
  if (a && fresh) {
    a->n = (uint32_t)n;
    a->u.sym.root = root;
    a->u.sym.nested = TRAIL(a, xf_ident **);
    if (n)
      memcpy(a->u.sym.nested, nested, n * sizeof *nested);
  }
  attr_end(ctx, a, fresh);
  return a;
}

/* ----------------------------------------------------------- dictionaries */

/* A dictionary entry with its input position (for "last wins"). */
typedef struct dict_item {
  xf_named_attr e;
  size_t pos;
} dict_item;

/* StringRef::compare of two identifiers: bytes, then length. */
static int ident_cmp(const char *a, size_t alen, const char *b, size_t blen) {
  int c = memcmp(a, b, alen < blen ? alen : blen);
  if (c)
    return c;
  return alen < blen ? -1 : alen > blen ? 1 : 0;
}

/* qsort order: by name, then by input position (a stable sort). */
static int dict_item_cmp(const void *pa, const void *pb) {
  const dict_item *a = pa, *b = pb;
  int c = ident_cmp(a->e.name->str, a->e.name->len, b->e.name->str, b->e.name->len);
  if (c)
    return c;
  return a->pos < b->pos ? -1 : a->pos > b->pos;
}

/* Sorts `items` and drops all but the last of each run of equal names;
 * returns the new count. */
static size_t sort_dedup(dict_item *items, size_t n) {
  if (n <= 16) { /* small dictionaries (nearly all): insertion sort, stable */
    for (size_t i = 1; i < n; i++) {
      dict_item x = items[i];
      size_t j = i;
      for (; j > 0 && dict_item_cmp(&items[j - 1], &x) > 0; j--)
        items[j] = items[j - 1];
      items[j] = x;
    }
  } else {
    qsort(items, n, sizeof *items, dict_item_cmp);
  }
  size_t out = 0;
  for (size_t i = 0; i < n; i++) {
    if (i + 1 < n && items[i + 1].e.name == items[i].e.name)
      continue;
    items[out++] = items[i];
  }
  return out;
}

/* Uniques the dictionary of `n` sorted, distinct `items`. */
static xf_attr *dict_from_sorted(xf_context *ctx, const dict_item *items, size_t n) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_DICT);
  xfi_key_u64(&k, n);
  for (size_t i = 0; i < n; i++) {
    xfi_key_ptr(&k, items[i].e.name);
    xfi_key_ptr(&k, items[i].e.value);
  }
  xf_attr *a = key_finish(&k, XF_ATTR_DICT, n * sizeof(xf_named_attr), &fresh);
  if (a && fresh) {
    a->n = (uint32_t)n;
    a->u.entries = TRAIL(a, xf_named_attr *);
    for (size_t i = 0; i < n; i++)
      a->u.entries[i] = items[i].e;
  }
  attr_end(ctx, a, fresh);
  return a;
}

xf_attr *xf_attr_dict(xf_context *ctx, const xf_named_attr *entries, size_t n) {
  if (n == 0 && ctx->a_empty_dict)
    return ctx->a_empty_dict;
  dict_item small[16], *items = small;
  if (n > 16 && !(items = xfs_malloc(xfs_ctx_mem(ctx), n * sizeof *items)))
    return NULL;
  for (size_t i = 0; i < n; i++) {
    items[i].e = entries[i];
    items[i].pos = i;
  }
  size_t m = n ? sort_dedup(items, n) : 0;
  xf_attr *a = dict_from_sorted(ctx, items, m);
  if (items != small)
    xfs_free(xfs_ctx_mem(ctx), items, n * sizeof *items);
  return a;
}

/* Binary search of dictionary `a` for the name `s[0..len)`. */
static xf_attr *dict_find(const xf_attr *a, const char *s, size_t len) {
  if (!a || a->kind != XF_ATTR_DICT)
    return NULL;
  if (a->n <= 8) { /* small: lengths mostly differ, no ordering needed */
    for (uint32_t i = 0; i < a->n; i++) {
      const xf_ident *k = a->u.entries[i].name;
      if (k->len == len && memcmp(k->str, s, len) == 0)
        return a->u.entries[i].value;
    }
    return NULL;
  }
  size_t lo = 0, hi = a->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    const xf_ident *k = a->u.entries[mid].name;
    int c = ident_cmp(k->str, k->len, s, len);
    if (c == 0)
      return a->u.entries[mid].value;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

xf_attr *xf_attr_dict_get(const xf_attr *a, const char *name) {
  return dict_find(a, name, strlen(name));
}

/* Identifiers are interned once per context: in a small dictionary of the
 * same context, a name is found by its address. */
xf_attr *xf_attr_dict_get_id(const xf_attr *a, const xf_ident *name) {
  if (!name || !a || a->kind != XF_ATTR_DICT)
    return NULL;
  if (a->n <= 8 && a->n && a->u.entries[0].name->owner == name->owner) {
    for (uint32_t i = 0; i < a->n; i++)
      if (a->u.entries[i].name == name)
        return a->u.entries[i].value;
    return NULL;
  }
  return dict_find(a, name->str, name->len);
}

xf_attr *xfi_attr_dict_get_n(const xf_attr *a, const char *name, size_t len) {
  return dict_find(a, name, len);
}

/* ------------------------------------------------------- elements attrs */

/* Mask of word `j` of an element of type `elem` stored in `wpe` words
 * (complex elements: two scalars of wpe/2 words each). */
static uint64_t elem_word_mask(const xf_type *elem, unsigned wpe, unsigned j) {
  bool cplx = elem->kind == XF_TYPE_COMPLEX;
  const xf_type *s = cplx ? elem->elem : elem;
  unsigned width = s ? xf_type_bitwidth(s) : 0;
  unsigned per = cplx ? wpe / 2 : wpe;
  if (!width || !per)
    return ~(uint64_t)0;
  return width_mask(width, j % per);
}

/* True if all `n` elements of `wpe` words (masked by `mask`) are equal. */
static bool all_equal(const uint64_t *data, size_t n, unsigned wpe, const uint64_t *mask) {
  for (size_t i = 1; i < n; i++)
    for (unsigned j = 0; j < wpe; j++)
      if ((data[i * wpe + j] ^ data[j]) & mask[j])
        return false;
  return true;
}

/* Builds the dense attribute once `mask` (wpe words) is known. */
static xf_attr *dense_masked(xf_context *ctx, xf_type *type, const uint64_t *data, size_t n,
                             unsigned wpe, const uint64_t *mask) {
  if (n > 1 && all_equal(data, n, wpe, mask))
    n = 1;
  size_t nw = n * wpe;
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_DENSE);
  xfi_key_ptr(&k, type);
  xfi_key_u64(&k, n);
  xfi_key_u64(&k, wpe);
  for (size_t i = 0; i < nw; i++)
    xfi_key_u64(&k, data[i] & mask[i % wpe]);
  xf_attr *a = key_finish(&k, XF_ATTR_DENSE, nw * sizeof(uint64_t), &fresh);
  if (a && fresh) {
    a->type = type;
    a->n = (uint32_t)n;
    a->flag = n == 1;
    a->u.dense.words_per_elem = wpe;
    a->u.dense.data = TRAIL(a, uint64_t *);
    for (size_t i = 0; i < nw; i++)
      a->u.dense.data[i] = data[i] & mask[i % wpe];
  }
  attr_end(ctx, a, fresh);
  return a;
}

xf_attr *xfi_attr_dense(xf_context *ctx, xf_type *type, const uint64_t *data, size_t n,
                        unsigned wpe) {
  if (!wpe)
    wpe = 1;
  uint64_t small[8], *mask = small;
  if (wpe > 8 && !(mask = xfs_malloc(xfs_ctx_mem(ctx), wpe * sizeof *mask)))
    return NULL;
  for (unsigned j = 0; j < wpe; j++)
    mask[j] = type->elem ? elem_word_mask(type->elem, wpe, j) : ~(uint64_t)0;
  xf_attr *a = dense_masked(ctx, type, data, n, wpe, mask);
  if (mask != small)
    xfs_free(xfs_ctx_mem(ctx), mask, wpe * sizeof *mask);
  return a;
}

xf_attr *xfi_attr_dense_string(xf_context *ctx, xf_type *type, xf_attr *const *strs, size_t n) {
  bool splat = n > 1;
  for (size_t i = 1; i < n && splat; i++)
    splat = strs[i] == strs[0];
  if (splat)
    n = 1;
  void **list;
  xf_attr *a = ptr_list_attr(ctx, XF_ATTR_DENSE_STRING, type, (void *const *)strs, n, &list);
  if (list) {
    a->u.dstr.strs = (xf_attr **)list;
    a->flag = n == 1;
  }
  attr_end(ctx, a, list != NULL);
  return a;
}

xf_attr *xfi_attr_dense_resource(xf_context *ctx, xf_type *type, xf_ident *handle) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_DENSE_RESOURCE);
  xfi_key_ptr(&k, type);
  xfi_key_ptr(&k, handle);
  xf_attr *a = key_finish(&k, XF_ATTR_DENSE_RESOURCE, 0, &fresh);
  if (a && fresh) {
    a->type = type;
    a->u.res.handle = handle;
  }
  attr_end(ctx, a, fresh);
  return a;
}

xf_attr *xfi_attr_sparse(xf_context *ctx, xf_type *type, xf_attr *indices, xf_attr *values) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_SPARSE);
  xfi_key_ptr(&k, type);
  xfi_key_ptr(&k, indices);
  xfi_key_ptr(&k, values);
  xf_attr *a = key_finish(&k, XF_ATTR_SPARSE, 0, &fresh);
  if (a && fresh) {
    a->type = type;
    a->u.sparse.indices = indices;
    a->u.sparse.values = values;
  }
  attr_end(ctx, a, fresh);
  return a;
}

/* Values are raw bits of `elem` (integers two's complement, floats their
 * encoding); bits above the element width are cleared. */
xf_attr *xfi_attr_dense_array(xf_context *ctx, xf_type *elem, const uint64_t *vals, size_t n) {
  uint64_t mask = width_mask(xf_type_bitwidth(elem) ? xf_type_bitwidth(elem) : 64, 0);
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_DENSE_ARRAY);
  xfi_key_ptr(&k, elem);
  xfi_key_u64(&k, n);
  for (size_t i = 0; i < n; i++)
    xfi_key_u64(&k, vals[i] & mask);
  xf_attr *a = key_finish(&k, XF_ATTR_DENSE_ARRAY, n * sizeof(uint64_t), &fresh);
  if (a && fresh) {
    a->type = elem;
    a->n = (uint32_t)n;
    a->u.darr.vals = TRAIL(a, uint64_t *);
    for (size_t i = 0; i < n; i++)
      a->u.darr.vals[i] = vals[i] & mask;
  }
  attr_end(ctx, a, fresh);
  return a;
}

xf_attr *xf_attr_dense_i64_array(xf_context *ctx, const int64_t *v, size_t n) {
  _Static_assert(sizeof(int64_t) == sizeof(uint64_t), "int64 layout");
  return xfi_attr_dense_array(ctx, ctx->t_i64, (const uint64_t *)(const void *)v, n);
}

/* ------------------------------------------------------------ the rest */

/* `has_offset` is derived (offset != 0): MLIR's StridedLayoutAttr stores
 * only the numbers, so `offset: 0` and no offset are the same attribute. */
xf_attr *xfi_attr_strided(xf_context *ctx, int64_t offset, bool has_offset,
                          const int64_t *strides, size_t n) {
  (void)has_offset;
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_STRIDED);
  xfi_key_u64(&k, (uint64_t)offset);
  xfi_key_u64(&k, n);
  xfi_key_bytes(&k, strides, n * sizeof *strides);
  xf_attr *a = key_finish(&k, XF_ATTR_STRIDED, n * sizeof *strides, &fresh);
  if (a && fresh) {
    a->n = (uint32_t)n;
    a->u.strided.offset = offset;
    a->u.strided.has_offset = offset != 0;
    a->u.strided.strides = TRAIL(a, int64_t *);
    if (n)
      memcpy(a->u.strided.strides, strides, n * sizeof *strides);
  }
  attr_end(ctx, a, fresh);
  return a;
}

/* Distinct attributes are keyed by their id: callers draw fresh ids from
 * `ctx->next_distinct`, which is kept above every id seen here. */
xf_attr *xfi_attr_distinct(xf_context *ctx, uint64_t id, xf_attr *ref) {
  if (xfi_thread_unsafe(ctx)) /* ids are drawn in parse order: not in a threaded phase */
    return NULL;
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_DISTINCT);
  xfi_key_u64(&k, id);
  xfi_key_ptr(&k, ref);
  xf_attr *a = key_finish(&k, XF_ATTR_DISTINCT, 0, &fresh);
  if (a && fresh) {
    a->u.distinct.id = id;
    a->u.distinct.ref = ref;
  }
  attr_end(ctx, a, fresh);
  if (a && id >= ctx->next_distinct)
    ctx->next_distinct = id + 1;
  return a;
}

/* -------------------------------------------------------------- locations */

xf_attr *xf_loc_unknown(xf_context *ctx) {
  if (ctx->a_unknown_loc)
    return ctx->a_unknown_loc;
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_LOC_UNKNOWN);
  xf_attr *a = key_finish(&k, XF_ATTR_LOC_UNKNOWN, 0, &fresh);
  attr_end(ctx, a, fresh);
  return a;
}

/* File locations are the most numerous attributes (one per op and block
 * argument), so they are uniqued in a dedicated pointer set hashed on
 * their fields instead of through serialised keys: 48 bytes each plus a
 * slot.  `range` distinguishes `"f":1:2 to 1:2` from `"f":1:2`, which MLIR
 * keeps as different attributes that print alike. */
static uint64_t fmix64(uint64_t k) {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccdull;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53ull;
  k ^= k >> 33;
  return k;
}

static uint32_t floc_hash(const xf_ident *file, const unsigned v[4], bool range) {
  uint64_t h = fmix64((uint64_t)(uintptr_t)file ^ (((uint64_t)v[0] << 32) | v[1]));
  h = fmix64(h ^ (((uint64_t)v[2] << 33) | ((uint64_t)v[3] << 1) | range));
  return (uint32_t)h;
}

static bool floc_eq(const xf_attr *a, const xf_ident *file, const unsigned v[4], bool range) {
  return a->u.floc.file == file && a->u.floc.line == v[0] && a->u.floc.col == v[1] &&
         a->u.floc.end_line == v[2] && a->u.floc.end_col == v[3] && a->flag == range;
}

static bool floc_grow(xf_context *ctx) {
  size_t ncap = ctx->flocs_cap ? ctx->flocs_cap * 2 : 1024;
  xfi_floc_slot *ns = xfs_calloc(xfs_ctx_mem(ctx), ncap * sizeof *ns);
  if (!ns)
    return false;
  for (size_t i = 0; i < ctx->flocs_cap; i++) {
    xfi_floc_slot sl = ctx->flocs[i];
    if (!sl.loc)
      continue;
    size_t j = sl.hash & (ncap - 1);
    while (ns[j].loc)
      j = (j + 1) & (ncap - 1);
    ns[j] = sl;
  }
  xfs_free(xfs_ctx_mem(ctx), ctx->flocs, ctx->flocs_cap * sizeof *ctx->flocs);
  ctx->flocs = ns;
  ctx->flocs_cap = ncap;
  return true;
}

/* The parser creates the locations of a file in increasing (line, column)
 * order.  A point location beyond every point location created for its file
 * so far cannot exist yet: it is created without a lookup and appended to
 * the file's run, a sorted array of them (8 bytes a location instead of a
 * hash-set slot at half load).  Other locations are looked up in the run by
 * binary search, then in the set, and go to the set when new.  The newest
 * run is tried first. */
typedef struct xfi_floc_run {
  struct xfi_floc_run *next; /* other files' runs */
  xf_ident *file;
  xf_attr **locs;        /* n, sorted by (line, col) */
  size_t n, cap;
} xfi_floc_run;

static bool floc_before(const xf_attr *a, unsigned line, unsigned col) {
  return a->u.floc.line < line || (a->u.floc.line == line && a->u.floc.col < col);
}

/* The head of the calling thread's run list: a helper thread of a threaded
 * phase keeps its own (merged by xfi_floc_runs_merge). */
static xfi_floc_run **floc_runs_head(xf_context *ctx) {
  return XFS_UNLIKELY(xfi_tls != NULL) ? &xfi_tls->floc_runs : &ctx->floc_runs;
}

static xfi_floc_run *floc_run(xf_context *ctx, xf_ident *file) {
  xfi_floc_run **head = floc_runs_head(ctx);
  xfi_floc_run **pp = head;
  for (xfi_floc_run *r = *pp; r; pp = &r->next, r = r->next)
    if (r->file == file) {
      *pp = r->next; /* move to the front */
      r->next = *head;
      *head = r;
      return r;
    }
  xfi_floc_run *r = xfs_arena_zalloc(xfi_arena(ctx), sizeof *r);
  if (!r)
    return NULL;
  r->file = file;
  r->next = *head;
  *head = r;
  return r;
}

/* The point location (line, col) of run `r` by binary search, or NULL. */
static xf_attr *floc_run_find(const xfi_floc_run *r, unsigned line, unsigned col) {
  size_t lo = 0, hi = r->n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (floc_before(r->locs[mid], line, col))
      lo = mid + 1;
    else
      hi = mid;
  }
  xf_attr *a = lo < r->n ? r->locs[lo] : NULL;
  return a && a->u.floc.line == line && a->u.floc.col == col ? a : NULL;
}

static xf_attr *new_floc(xf_context *ctx, xf_ident *file, const unsigned v[4], bool range) {
  xf_attr *a = xfs_arena_zalloc(xfi_arena(ctx), sizeof *a);
  if (!a)
    return NULL;
  a->kind = XF_ATTR_LOC_FILE;
  a->alias_reach = 1;
  a->flag = range;
  a->u.floc.file = file;
  a->u.floc.line = v[0];
  a->u.floc.col = v[1];
  a->u.floc.end_line = v[2];
  a->u.floc.end_col = v[3];
  return a;
}

/* A point location past the end of run `r`, appended to it. */
static xf_attr *floc_append(xf_context *ctx, xfi_floc_run *r, const unsigned v[4]) {
  if (r->n == r->cap) {
    size_t ncap = r->cap ? r->cap * 2 : 256;
    xf_attr **nl = xfs_realloc(xfs_ctx_mem(ctx), r->locs, r->cap * sizeof *nl, ncap * sizeof *nl);
    if (!nl)
      return NULL;
    r->locs = nl;
    r->cap = ncap;
  }
  xf_attr *a = new_floc(ctx, r->file, v, false);
  if (a)
    r->locs[r->n++] = a;
  return a;
}

void xfi_floc_runs_free_list(xf_context *ctx, xfi_floc_run *runs) {
  for (xfi_floc_run *r = runs; r; r = r->next)
    xfs_free(&ctx->mem, r->locs, r->cap * sizeof *r->locs);
}

void xfi_floc_runs_free(xf_context *ctx) {
  xfi_floc_runs_free_list(ctx, ctx->floc_runs);
  ctx->floc_runs = NULL;
}

/* Merges the sorted runs `a` (n) and `b` (m) into `out`; false when they
 * share a position. */
static bool merge_locs(xf_attr **out, xf_attr *const *a, size_t n, xf_attr *const *b, size_t m) {
  size_t i = 0, j = 0, k = 0;
  while (i < n && j < m) {
    if (floc_before(a[i], b[j]->u.floc.line, b[j]->u.floc.col))
      out[k++] = a[i++];
    else if (floc_before(b[j], a[i]->u.floc.line, a[i]->u.floc.col))
      out[k++] = b[j++];
    else
      return false;
  }
  while (i < n)
    out[k++] = a[i++];
  while (j < m)
    out[k++] = b[j++];
  return true;
}

bool xfi_floc_runs_merge(xf_context *ctx, xfi_thread *t) {
  bool ok = true;
  for (xfi_floc_run *w = t->floc_runs, *next; w; w = next) {
    next = w->next;
    xfi_floc_run *r = ctx->floc_runs;
    while (r && r->file != w->file)
      r = r->next;
    if (!r) { /* the context has no run for this file: take the helper's */
      w->next = ctx->floc_runs;
      ctx->floc_runs = w;
      continue;
    }
    size_t n = r->n + w->n;
    xf_attr **locs = n ? xfs_malloc(&ctx->mem, n * sizeof *locs) : NULL;
    if (n && !locs) {
      ok = false;
    } else if (n && !merge_locs(locs, r->locs, r->n, w->locs, w->n)) {
      xfs_free(&ctx->mem, locs, n * sizeof *locs);
      ok = false;
    } else {
      xfs_free(&ctx->mem, r->locs, r->cap * sizeof *r->locs);
      r->locs = locs;
      r->n = r->cap = n;
    }
    xfs_free(&ctx->mem, w->locs, w->cap * sizeof *w->locs);
  }
  t->floc_runs = NULL;
  return ok;
}

/* The location in the set (ctx->flocs), added if new. */
static xf_attr *set_loc(xf_context *ctx, xf_ident *file, const unsigned v[4], bool range) {
  if ((ctx->flocs_count + 1) * 2 > ctx->flocs_cap && !floc_grow(ctx))
    return NULL;
  size_t mask = ctx->flocs_cap - 1;
  uint32_t h = floc_hash(file, v, range);
  size_t j = h & mask;
  for (; ctx->flocs[j].loc; j = (j + 1) & mask)
    if (ctx->flocs[j].hash == h && floc_eq(ctx->flocs[j].loc, file, v, range))
      return ctx->flocs[j].loc;
  xf_attr *a = new_floc(ctx, file, v, range);
  if (!a)
    return NULL;
  ctx->flocs[j].loc = a;
  ctx->flocs[j].hash = h;
  ctx->flocs_count++;
  return a;
}

static xf_attr *file_loc(xf_context *ctx, xf_ident *file, const unsigned v[4], bool range) {
  if (!range) {
    xfi_floc_run *r = floc_run(ctx, file);
    if (!r)
      return NULL;
    if (!r->n || floc_before(r->locs[r->n - 1], v[0], v[1]))
      return floc_append(ctx, r, v);
    xf_attr *a = floc_run_find(r, v[0], v[1]);
    if (a)
      return a;
    /* out of order: another thread's run may hold it */
    (void)xfi_thread_unsafe(ctx);
  }
  xfi_lock(ctx);
  xf_attr *a = set_loc(ctx, file, v, range);
  xfi_unlock(ctx);
  return a;
}

xf_attr *xf_loc_file(xf_context *ctx, xf_ident *file, unsigned line, unsigned col) {
  unsigned v[4] = {line, col, line, col};
  return file_loc(ctx, file, v, false);
}

/* Packed location words (xfi_loc): bit 0 set, bits 1-12 the file index,
 * bits 13-32 the column, bits 33-63 the line.  64-bit words only. */
enum { LOC_FILE_BITS = 12, LOC_COL_BITS = 20, LOC_LINE_BITS = 31 };

/* The index of `file` in ctx->loc_files (added if new); false when the
 * table is full or out of memory. */
static bool loc_file_index_locked(xf_context *ctx, xf_ident *file, uintptr_t *out) {
  xf_ident **files = ctx->loc_files.data;
  size_t n = ctx->loc_files.len;
  for (size_t i = n; i-- > 0;) /* the newest file is the likely one */
    if (files[i] == file) {
      *out = i;
      return true;
    }
  if (n >= ((size_t)1 << LOC_FILE_BITS) ||
      !XFS_VEC_PUSH(xfs_ctx_mem(ctx), &ctx->loc_files, xf_ident *, file))
    return false;
  *out = n;
  return true;
}

/* During a threaded phase each thread remembers its last answer (indices
 * never change; xfi_loc_cache_reset forgets it when a phase starts). */
static _Thread_local struct {
  const xf_ident *file;
  uintptr_t index;
} loc_file_cache;

void xfi_loc_cache_reset(void) { loc_file_cache.file = NULL; }

static bool loc_file_index(xf_context *ctx, xf_ident *file, uintptr_t *out) {
  if (XFS_LIKELY(!ctx->threaded))
    return loc_file_index_locked(ctx, file, out);
  if (loc_file_cache.file == file) {
    *out = loc_file_cache.index;
    return true;
  }
  xfi_lock(ctx);
  bool ok = loc_file_index_locked(ctx, file, out);
  xfi_unlock(ctx);
  if (ok) {
    loc_file_cache.file = file;
    loc_file_cache.index = *out;
  }
  return ok;
}

xfi_loc xfi_loc_pack(xf_context *ctx, xf_ident *file, unsigned line, unsigned col) {
#if UINTPTR_MAX > 0xffffffffu
  uintptr_t fi;
  if ((uint64_t)line < ((uint64_t)1 << LOC_LINE_BITS) && col < (1u << LOC_COL_BITS) &&
      loc_file_index(ctx, file, &fi))
    return 1u | fi << 1 | (uintptr_t)col << (1 + LOC_FILE_BITS) |
           (uintptr_t)line << (1 + LOC_FILE_BITS + LOC_COL_BITS);
#endif
  return xfi_loc_of(xf_loc_file(ctx, file, line, col));
}

xfi_loc xfi_loc_shift_lines(xfi_loc w, int64_t delta) {
#if UINTPTR_MAX > 0xffffffffu
  if (!(w & 1))
    return 0;
  int64_t line = (int64_t)(w >> (1 + LOC_FILE_BITS + LOC_COL_BITS)) + delta;
  if (line < 0 || line >= ((int64_t)1 << LOC_LINE_BITS))
    return 0;
  uintptr_t low = w & (((uintptr_t)1 << (1 + LOC_FILE_BITS + LOC_COL_BITS)) - 1);
  return low | (uintptr_t)line << (1 + LOC_FILE_BITS + LOC_COL_BITS);
#else
  (void)w;
  (void)delta;
  return 0;
#endif
}

xf_attr *xfi_loc_attr(xf_context *ctx, xfi_loc w) {
  if (!(w & 1))
    return (xf_attr *)w;
#if UINTPTR_MAX > 0xffffffffu
  xf_ident *file = ((xf_ident **)ctx->loc_files.data)[(w >> 1) & ((1u << LOC_FILE_BITS) - 1)];
  unsigned col = (unsigned)(w >> (1 + LOC_FILE_BITS)) & ((1u << LOC_COL_BITS) - 1);
  unsigned line = (unsigned)(w >> (1 + LOC_FILE_BITS + LOC_COL_BITS));
  xf_attr *a = xf_loc_file(ctx, file, line, col);
  if (a)
    return a;
#endif
  return ctx->a_unknown_loc;
}

xf_attr *xfi_attr_file_range(xf_context *ctx, xf_ident *file, unsigned line, unsigned col,
                             unsigned eline, unsigned ecol) {
  unsigned v[4] = {line, col, eline, ecol};
  return file_loc(ctx, file, v, true);
}

xf_attr *xf_loc_name(xf_context *ctx, xf_ident *name, xf_attr *child) {
  if (child && child->kind == XF_ATTR_LOC_UNKNOWN)
    child = NULL;
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_LOC_NAME);
  xfi_key_ptr(&k, name);
  xfi_key_ptr(&k, child);
  xf_attr *a = key_finish(&k, XF_ATTR_LOC_NAME, 0, &fresh);
  if (a && fresh) {
    a->u.nloc.name = name;
    a->u.nloc.child = child;
  }
  attr_end(ctx, a, fresh);
  return a;
}

xf_attr *xf_loc_callsite(xf_context *ctx, xf_attr *callee, xf_attr *caller) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_LOC_CALLSITE);
  xfi_key_ptr(&k, callee);
  xfi_key_ptr(&k, caller);
  xf_attr *a = key_finish(&k, XF_ATTR_LOC_CALLSITE, 0, &fresh);
  if (a && fresh) {
    a->u.cloc.callee = callee;
    a->u.cloc.caller = caller;
  }
  attr_end(ctx, a, fresh);
  return a;
}

/* Uniques a fused location over the already simplified `locs`. */
static xf_attr *fused_raw(xf_context *ctx, xf_attr *const *locs, size_t n, xf_attr *metadata) {
  xfi_key k;
  bool fresh;
  key_start(&k, ctx, XF_ATTR_LOC_FUSED);
  xfi_key_ptr(&k, metadata);
  xfi_key_u64(&k, n);
  xfi_key_bytes(&k, locs, n * sizeof *locs);
  xf_attr *a = key_finish(&k, XF_ATTR_LOC_FUSED, n * sizeof *locs, &fresh);
  if (a && fresh) {
    a->n = (uint32_t)n;
    a->u.fused.metadata = metadata;
    a->u.fused.locs = TRAIL(a, xf_attr **);
    memcpy(a->u.fused.locs, locs, n * sizeof *locs);
  }
  attr_end(ctx, a, fresh);
  return a;
}

/* Appends `l` to `out[0..*n)` unless it is already there. */
static void add_unique_loc(xf_attr **out, size_t *n, xf_attr *l) {
  for (size_t i = 0; i < *n; i++)
    if (out[i] == l)
      return;
  out[(*n)++] = l;
}

/* Collects the parts of a fused location as FusedLoc::get does: fused
 * parts with the same metadata are inlined, unknown parts are dropped,
 * duplicates are dropped (first occurrence kept).  Returns the count. */
static size_t flatten_fused(xf_attr *const *locs, size_t n, xf_attr *metadata, xf_attr **out) {
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    xf_attr *l = locs[i];
    if (l->kind == XF_ATTR_LOC_FUSED && l->u.fused.metadata == metadata) {
      for (size_t j = 0; j < l->n; j++)
        add_unique_loc(out, &m, l->u.fused.locs[j]);
    } else if (l->kind != XF_ATTR_LOC_UNKNOWN) {
      add_unique_loc(out, &m, l);
    }
  }
  return m;
}

/* The number of parts flattening can produce at most. */
static size_t fused_capacity(xf_attr *const *locs, size_t n, xf_attr *metadata) {
  size_t cap = 0;
  for (size_t i = 0; i < n; i++)
    cap += locs[i]->kind == XF_ATTR_LOC_FUSED && locs[i]->u.fused.metadata == metadata
               ? locs[i]->n
               : 1;
  return cap;
}

xf_attr *xf_loc_fused(xf_context *ctx, xf_attr *const *locs, size_t n, xf_attr *metadata) {
  size_t cap = fused_capacity(locs, n, metadata);
  xf_attr *small[16], **parts = small;
  if (cap > 16 && !(parts = xfs_malloc(xfs_ctx_mem(ctx), cap * sizeof *parts)))
    return NULL;
  size_t m = flatten_fused(locs, n, metadata, parts);
  xf_attr *a;
  if (m == 0 && !metadata)
    a = xf_loc_unknown(ctx);
  else if (m == 0)
    a = fused_raw(ctx, &ctx->a_unknown_loc, 1, metadata);
  else if (m == 1 && !metadata)
    a = parts[0];
  else
    a = fused_raw(ctx, parts, m, metadata);
  if (parts != small)
    xfs_free(xfs_ctx_mem(ctx), parts, cap * sizeof *parts);
  return a;
}

/* Resolves `loc` to the file position a diagnostic is shown at: the first
 * file location in a pre-order walk, as mlir-opt's findInstanceOf finds it
 * (name locations: their child; call sites: the callee, else the caller;
 * fused: the first resolvable part).  Ranges report their start. */
bool xf_loc_file_line_col(const xf_attr *loc, xf_ident **file, unsigned *line, unsigned *col) {
  while (loc) {
    switch (loc->kind) {
    case XF_ATTR_LOC_FILE:
      *file = loc->u.floc.file;
      *line = loc->u.floc.line;
      *col = loc->u.floc.col;
      return true;
    case XF_ATTR_LOC_NAME:
      loc = loc->u.nloc.child;
      break;
    case XF_ATTR_LOC_CALLSITE:
      if (xf_loc_file_line_col(loc->u.cloc.callee, file, line, col))
        return true;
      loc = loc->u.cloc.caller;
      break;
    case XF_ATTR_LOC_FUSED:
      for (uint32_t i = 0; i < loc->n; i++)
        if (xf_loc_file_line_col(loc->u.fused.locs[i], file, line, col))
          return true;
      return false;
    default:
      return false;
    }
  }
  return false;
}

/* -------------------------------------------------------------- accessors */

xf_type *xf_attr_get_type(const xf_attr *a) { return a->type; }

int64_t xf_attr_int_value(const xf_attr *a) {
  if (a->kind == XF_ATTR_BOOL)
    return a->flag;
  if (a->kind != XF_ATTR_INTEGER)
    return 0;
  unsigned width = int_width(a->type);
  uint64_t w = a->u.words[0];
  if (width > 0 && width < 64 && (w >> (width - 1)) & 1)
    w |= ~(uint64_t)0 << width;
  return (int64_t)w;
}

uint64_t xf_attr_uint_value(const xf_attr *a) {
  if (a->kind == XF_ATTR_BOOL)
    return a->flag;
  return a->kind == XF_ATTR_INTEGER ? a->u.words[0] : 0;
}

double xf_attr_float_value(const xf_attr *a) {
  if (a->kind != XF_ATTR_FLOAT)
    return 0.0;
  return xfs_float_to_double((xfs_fsem)a->type->fsem, a->u.fbits);
}

const char *xf_attr_string_value(const xf_attr *a, size_t *len) {
  bool bytes = a->kind == XF_ATTR_STRING || a->kind == XF_ATTR_OPAQUE ||
               a->kind == XF_ATTR_LOC_OPAQUE;
  if (len)
    *len = bytes ? a->n : 0;
  return bytes ? a->u.str : NULL;
}

xf_type *xf_attr_type_value(const xf_attr *a) {
  return a->kind == XF_ATTR_TYPE ? a->u.tval : NULL;
}

size_t xf_attr_size(const xf_attr *a) {
  bool sized = a->kind == XF_ATTR_ARRAY || a->kind == XF_ATTR_DICT ||
               a->kind == XF_ATTR_DENSE_ARRAY;
  return sized ? a->n : 0;
}

xf_attr *xf_attr_array_elem(const xf_attr *a, size_t i) { return a->u.elems[i]; }

const xf_named_attr *xf_attr_dict_entry(const xf_attr *a, size_t i) { return &a->u.entries[i]; }

xf_ident *xf_attr_symbol_root(const xf_attr *a) { return a->u.sym.root; }

size_t xf_attr_symbol_num_nested(const xf_attr *a) { return a->n; }

xf_ident *xf_attr_symbol_nested(const xf_attr *a, size_t i) { return a->u.sym.nested[i]; }

/* Element `i` of a dense array, sign-extended from the element width
 * (i1 elements: 0/1; float elements: their raw bits). */
int64_t xf_attr_dense_array_int(const xf_attr *a, size_t i) {
  uint64_t v = a->u.darr.vals[i];
  if (a->type->kind == XF_TYPE_INTEGER && a->type->width == 1)
    return (int64_t)v; /* i1: 0 or 1, like DenseBoolArrayAttr */
  unsigned width = a->type->kind == XF_TYPE_FLOAT ? 64 : xf_type_bitwidth(a->type);
  if (width > 0 && width < 64 && (v >> (width - 1)) & 1)
    v |= ~(uint64_t)0 << width;
  return (int64_t)v;
}
