/* type.c — constructors and accessors of the builtin types.
 *
 * Every constructor builds a key (category 'T', the kind, then each field;
 * element types and attributes by pointer, shapes by content) and uniques
 * it through `xfi_key_unique`.  Arrays a type points to (shape, scalable
 * flags, tuple/function member types) live in the same arena block as the
 * type, right behind the struct: 8-byte items first, then the bool flags.
 *
 * Canonical forms, matching MLIR's builders so that equal types are one
 * pointer:
 *  - vector: scalable flags are dropped when none is set;
 *  - memref: an integer memory space of value 0 is no memory space
 *    (MLIR's skipDefaultMemorySpace), and an identity affine-map layout is
 *    no layout.
 * Constructors return NULL on allocation failure (or bad arguments, such as
 * an unknown float name).
 */
#include "uniquer.h"
#include "../support/numeric.h"

/* Size of the type struct rounded so trailing 8-byte arrays stay aligned. */
#define TYPE_BASE ((sizeof(xf_type) + 7) & ~(size_t)7)

xf_type_kind xf_type_get_kind(const xf_type *t) { return (xf_type_kind)t->kind; }

uint8_t xfi_type_reach(const xf_type *t) {
  if ((t->elem && t->elem->alias_reach) || (t->encoding && t->encoding->alias_reach) ||
      (t->memspace && t->memspace->alias_reach))
    return 1;
  if (t->kind == XF_TYPE_TUPLE || t->kind == XF_TYPE_FUNCTION) {
    uint32_t n = t->kind == XF_TYPE_TUPLE ? t->n : t->n + t->nres;
    for (uint32_t i = 0; i < n; i++)
      if (t->types[i]->alias_reach)
        return 1;
  }
  return 0;
}

/* Ends the construction of `t` (see attr_end in attr.c). */
static void type_end(xf_context *ctx, xf_type *t, bool created) {
  if (t && created)
    t->alias_reach = xfi_type_reach(t);
  xfi_unique_end(ctx, created);
}

/* Uniques a type without fields beyond its kind and the small scalars. */
static xf_type *scalar_type(xf_context *ctx, xf_type_kind kind, unsigned width, unsigned sign,
                            unsigned fsem) {
  xfi_key k;
  xfi_key_init(&k, ctx, 'T', kind);
  xfi_key_u64(&k, width);
  xfi_key_u64(&k, sign);
  xfi_key_u64(&k, fsem);
  bool created;
  xf_type *t = xfi_key_unique(&k, sizeof *t, &created);
  if (t && created) {
    t->kind = (uint8_t)kind;
    t->width = width;
    t->sign = (uint8_t)sign;
    t->fsem = (uint8_t)fsem;
  }
  type_end(ctx, t, created);
  return t;
}

xf_type *xf_type_integer(xf_context *ctx, unsigned width, xf_signedness s) {
  if (s == XF_SIGNLESS) { /* the common ones, made with the context (NULL while it makes them) */
    xf_type *t = width == 32 ? ctx->t_i32 : width == 64 ? ctx->t_i64 : width == 1 ? ctx->t_i1 : NULL;
    if (t)
      return t;
  }
  return scalar_type(ctx, XF_TYPE_INTEGER, width, s, 0);
}

xf_type *xf_type_index(xf_context *ctx) {
  if (ctx->t_index)
    return ctx->t_index;
  return scalar_type(ctx, XF_TYPE_INDEX, 0, 0, 0);
}

xf_type *xf_type_none(xf_context *ctx) {
  if (ctx->t_none)
    return ctx->t_none;
  return scalar_type(ctx, XF_TYPE_NONE, 0, 0, 0);
}

xf_type *xf_type_float(xf_context *ctx, const char *name) {
  int fsem = name ? xfs_fsem_lookup(name, strlen(name)) : -1;
  if (fsem < 0)
    return NULL;
  return scalar_type(ctx, XF_TYPE_FLOAT, 0, 0, (unsigned)fsem);
}

xf_type *xf_type_complex(xf_context *ctx, xf_type *elem) {
  xfi_key k;
  xfi_key_init(&k, ctx, 'T', XF_TYPE_COMPLEX);
  xfi_key_ptr(&k, elem);
  bool created;
  xf_type *t = xfi_key_unique(&k, sizeof *t, &created);
  if (t && created) {
    t->kind = XF_TYPE_COMPLEX;
    t->elem = elem;
  }
  type_end(ctx, t, created);
  return t;
}

/* Uniques a tuple (`nres` == 0, kind TUPLE) or function type whose member
 * types are `a[0..na)` then `b[0..nb)`. */
static xf_type *list_type(xf_context *ctx, xf_type_kind kind, xf_type *const *a, size_t na,
                          xf_type *const *b, size_t nb) {
  xfi_key k;
  xfi_key_init(&k, ctx, 'T', kind);
  xfi_key_u64(&k, na);
  xfi_key_u64(&k, nb);
  xfi_key_bytes(&k, a, na * sizeof *a);
  xfi_key_bytes(&k, b, nb * sizeof *b);
  bool created;
  xf_type *t = xfi_key_unique(&k, TYPE_BASE + (na + nb) * sizeof(xf_type *), &created);
  if (t && created) {
    t->kind = (uint8_t)kind;
    t->n = (uint32_t)na;
    t->nres = (uint32_t)nb;
    t->types = (xf_type **)(void *)((char *)t + TYPE_BASE);
    if (na)
      memcpy(t->types, a, na * sizeof *a);
    if (nb)
      memcpy(t->types + na, b, nb * sizeof *b);
  }
  type_end(ctx, t, created);
  return t;
}

xf_type *xf_type_tuple(xf_context *ctx, xf_type *const *types, size_t n) {
  return list_type(ctx, XF_TYPE_TUPLE, types, n, NULL, 0);
}

xf_type *xf_type_function(xf_context *ctx, xf_type *const *inputs, size_t nin,
                          xf_type *const *results, size_t nres) {
  return list_type(ctx, XF_TYPE_FUNCTION, inputs, nin, results, nres);
}

/* The fields of a shaped type, gathered so one constructor serves all. */
typedef struct shaped_desc {
  xf_type_kind kind;
  const int64_t *shape;
  const bool *scalable;  /* NULL unless some flag is set */
  size_t rank;
  xf_type *elem;
  xf_attr *encoding;     /* tensor encoding / memref layout */
  xf_attr *memspace;
} shaped_desc;

/* Uniques the shaped type described by `d`: shape and scalable flags are
 * stored behind the struct. */
static xf_type *shaped_type(xf_context *ctx, const shaped_desc *d) {
  xfi_key k;
  xfi_key_init(&k, ctx, 'T', d->kind);
  xfi_key_u64(&k, d->rank);
  xfi_key_bytes(&k, d->shape, d->rank * sizeof *d->shape);
  xfi_key_u64(&k, d->scalable != NULL);
  if (d->scalable)
    xfi_key_bytes(&k, d->scalable, d->rank * sizeof *d->scalable);
  xfi_key_ptr(&k, d->elem);
  xfi_key_ptr(&k, d->encoding);
  xfi_key_ptr(&k, d->memspace);
  size_t extra = d->rank * sizeof(int64_t) + (d->scalable ? d->rank * sizeof(bool) : 0);
  bool created;
  xf_type *t = xfi_key_unique(&k, TYPE_BASE + extra, &created);
  if (t && created) {
    t->kind = (uint8_t)d->kind;
    t->n = (uint32_t)d->rank;
    t->elem = d->elem;
    t->encoding = d->encoding;
    t->memspace = d->memspace;
    t->shape = (int64_t *)(void *)((char *)t + TYPE_BASE);
    if (d->rank)
      memcpy(t->shape, d->shape, d->rank * sizeof *d->shape);
    if (d->scalable) {
      t->has_scalable = 1;
      t->scalable = (bool *)(t->shape + d->rank);
      memcpy(t->scalable, d->scalable, d->rank * sizeof *d->scalable);
    }
  }
  type_end(ctx, t, created);
  return t;
}

xf_type *xf_type_vector(xf_context *ctx, const int64_t *shape, const bool *scalable, size_t rank,
                        xf_type *elem) {
  bool any = false;
  for (size_t i = 0; scalable && i < rank; i++)
    any |= scalable[i];
  shaped_desc d = {XF_TYPE_VECTOR, shape, any ? scalable : NULL, rank, elem, NULL, NULL};
  return shaped_type(ctx, &d);
}

xf_type *xf_type_ranked_tensor(xf_context *ctx, const int64_t *shape, size_t rank, xf_type *elem,
                               xf_attr *encoding) {
  shaped_desc d = {XF_TYPE_RANKED_TENSOR, shape, NULL, rank, elem, encoding, NULL};
  return shaped_type(ctx, &d);
}

xf_type *xf_type_unranked_tensor(xf_context *ctx, xf_type *elem) {
  shaped_desc d = {XF_TYPE_UNRANKED_TENSOR, NULL, NULL, 0, elem, NULL, NULL};
  return shaped_type(ctx, &d);
}

/* MLIR's skipDefaultMemorySpace: an integer memory space 0 is none. */
static xf_attr *canonical_memspace(xf_attr *ms) {
  if (ms && ms->kind == XF_ATTR_INTEGER && ms->type) {
    unsigned nw = xfi_int_words(xf_type_bitwidth(ms->type));
    for (unsigned i = 0; i < nw; i++)
      if (ms->u.words[i])
        return ms;
    return NULL;
  }
  return ms;
}

/* True if `layout` is the identity affine map of `rank` dimensions. */
static bool is_identity_layout(const xf_attr *layout, size_t rank) {
  if (!layout || layout->kind != XF_ATTR_AFFINE_MAP)
    return false;
  if (layout->u.affine.dims != rank || layout->u.affine.syms != 0 || layout->n != rank)
    return false;
  for (size_t i = 0; i < rank; i++) {
    const xf_affine_expr *e = layout->u.affine.exprs[i];
    if (e->kind != XFI_AFF_DIM || e->value != (int64_t)i)
      return false;
  }
  return true;
}

xf_type *xf_type_memref(xf_context *ctx, const int64_t *shape, size_t rank, xf_type *elem,
                        xf_attr *layout, xf_attr *memory_space) {
  if (is_identity_layout(layout, rank))
    layout = NULL;
  shaped_desc d = {XF_TYPE_MEMREF, shape, NULL, rank, elem, layout,
                   canonical_memspace(memory_space)};
  return shaped_type(ctx, &d);
}

xf_type *xf_type_unranked_memref(xf_context *ctx, xf_type *elem, xf_attr *memory_space) {
  shaped_desc d = {XF_TYPE_UNRANKED_MEMREF, NULL, NULL, 0, elem, NULL,
                   canonical_memspace(memory_space)};
  return shaped_type(ctx, &d);
}

xf_type *xf_type_opaque(xf_context *ctx, const char *text, size_t len) {
  xf_ident *id = xf_ident_get(ctx, text, len);
  if (!id)
    return NULL;
  xfi_key k;
  xfi_key_init(&k, ctx, 'T', XF_TYPE_OPAQUE);
  xfi_key_ptr(&k, id);
  bool created;
  xf_type *t = xfi_key_unique(&k, sizeof *t, &created);
  if (t && created) {
    t->kind = XF_TYPE_OPAQUE;
    t->text = id;
  }
  type_end(ctx, t, created);
  return t;
}

xf_type *xfi_type_dialect(xf_context *ctx, const char *text, size_t len, bool *created) {
  xf_ident *id = xf_ident_get(ctx, text, len);
  *created = false;
  if (!id)
    return NULL;
  xfi_key k;
  xfi_key_init(&k, ctx, 'T', XF_TYPE_DIALECT);
  xfi_key_ptr(&k, id);
  xf_type *t = xfi_key_unique(&k, sizeof *t, created);
  if (t && *created) {
    t->kind = XF_TYPE_DIALECT;
    t->text = id;
  }
  /* the caller fills dialect_data, then calls xfi_unique_end */
  return t;
}

/* -------------------------------------------------------------- accessors */

unsigned xf_type_int_width(const xf_type *t) {
  return t->kind == XF_TYPE_INTEGER ? t->width : t->kind == XF_TYPE_INDEX ? 64 : 0;
}

xf_signedness xf_type_int_signedness(const xf_type *t) { return (xf_signedness)t->sign; }

unsigned xf_type_float_width(const xf_type *t) {
  return t->kind == XF_TYPE_FLOAT ? xfs_fsem_bits((xfs_fsem)t->fsem) : 0;
}

const char *xf_type_float_name(const xf_type *t) {
  return t->kind == XF_TYPE_FLOAT ? xfs_fsem_name((xfs_fsem)t->fsem) : NULL;
}

xf_type *xf_type_element(const xf_type *t) { return t->elem; }

/* Ranked shaped types keep their rank in `n`; everything else has none. */
static bool has_rank(const xf_type *t) {
  return t->kind == XF_TYPE_VECTOR || t->kind == XF_TYPE_RANKED_TENSOR ||
         t->kind == XF_TYPE_MEMREF;
}

size_t xf_type_rank(const xf_type *t) { return has_rank(t) ? t->n : 0; }

const int64_t *xf_type_shape(const xf_type *t) { return has_rank(t) ? t->shape : NULL; }

size_t xf_type_num_inputs(const xf_type *t) {
  return t->kind == XF_TYPE_FUNCTION || t->kind == XF_TYPE_TUPLE ? t->n : 0;
}

xf_type *xf_type_input(const xf_type *t, size_t i) { return t->types[i]; }

size_t xf_type_num_results(const xf_type *t) {
  return t->kind == XF_TYPE_FUNCTION ? t->nres : 0;
}

xf_type *xf_type_result(const xf_type *t, size_t i) { return t->types[t->n + i]; }

bool xf_type_is_int_or_index_or_float(const xf_type *t) {
  return t->kind == XF_TYPE_INTEGER || t->kind == XF_TYPE_INDEX || t->kind == XF_TYPE_FLOAT;
}

unsigned xf_type_bitwidth(const xf_type *t) {
  switch (t->kind) {
  case XF_TYPE_INTEGER: return t->width;
  case XF_TYPE_INDEX: return 64;
  case XF_TYPE_FLOAT: return xfs_fsem_bits((xfs_fsem)t->fsem);
  default: return 0;
  }
}

int64_t xfi_type_num_elements(const xf_type *t) {
  if (!has_rank(t))
    return -1;
  int64_t n = 1;
  for (uint32_t i = 0; i < t->n; i++) {
    if (t->shape[i] < 0)
      return -1;
    if (t->shape[i] && n > INT64_MAX / t->shape[i])
      return -1;
    n *= t->shape[i];
  }
  return n;
}

bool xfi_type_is_shaped(const xf_type *t) {
  return has_rank(t) || t->kind == XF_TYPE_UNRANKED_TENSOR ||
         t->kind == XF_TYPE_UNRANKED_MEMREF;
}
