/* linalg_model.c — the structured-op model of include/xform/linalg.h:
 * loops, iterator types, DPS operands, indexing maps and static loop
 * ranges of every structured linalg op, derived from its registry row's
 * `xfd_linalg_desc` the way each LLVM 22 op class implements LinalgOp:
 *
 *   generic, matmul & co, contract, elementwise: the `indexing_maps`
 *       property (plus `iterator_types` for generic; fixed iterators for
 *       matmul / batch_matmul / batch_reduce_matmul; contract infers them:
 *       dims of the output map are parallel, the others reductions;
 *       elementwise: all parallel over the output rank);
 *   map: identities over the init's rank; reduce: identities over the
 *       input rank, inits without the reduced `dimensions`; transpose: the
 *       inverse of `permutation` for the input; broadcast: identity minus
 *       `dimensions` for the input;
 *   catalog ops: their static maps with strides/dilations bound (or the
 *       memoized copy mlir-opt attaches), rank-polymorphic ones identities
 *       over the init's rank with `()` for scalars and 0-d operands.
 *
 * Also: small attribute helpers shared by the linalg files, and the
 * affine-map analyses (permutation, projected permutation, inverse,
 * evaluation on constants).  Maps are uniqued attributes: equality of maps
 * is pointer equality.
 */
#include "linalg.h"

enum { MAX_OPERANDS = 64, MAX_LOOPS = 64 };

/* ------------------------------------------------- attribute helpers */

bool xfd_enum_attr_value(const xf_attr *a, const char *prefix, const char **s, size_t *len) {
  size_t pl = strlen(prefix);
  if (!a || a->kind != XF_ATTR_OPAQUE || a->n < pl + 2 || memcmp(a->u.str, prefix, pl) != 0 ||
      a->u.str[pl] != '<' || a->u.str[a->n - 1] != '>')
    return false;
  const char *b = a->u.str + pl + 1, *e = a->u.str + a->n - 1;
  while (b < e && *b == ' ')
    b++;
  while (e > b && e[-1] == ' ')
    e--;
  *s = b;
  *len = (size_t)(e - b);
  return true;
}

xf_attr *xfd_segment_sizes(xf_context *ctx, int32_t a, int32_t b) {
  uint64_t v[2] = {(uint32_t)a, (uint32_t)b};
  if (a < 0 || b < 0 || a > 0xFFFF || b > 0xFFFF)
    return xfi_attr_dense_array(ctx, ctx->t_i32, v, 2);
  const void *key = (const void *)(uintptr_t)(((uint64_t)a << 16 | (uint64_t)b) + 1);
  xf_attr *seg = xfd_memo_get(ctx, XFD_MEMO_SEGMENTS, key);
  if (seg)
    return seg;
  seg = xfi_attr_dense_array(ctx, ctx->t_i32, v, 2);
  if (seg)
    (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), xfd_memo(ctx, XFD_MEMO_SEGMENTS), key, seg);
  return seg;
}

bool xfd_int_elem(const xf_attr *a, size_t i, int64_t *out) {
  if (a->kind == XF_ATTR_DENSE_ARRAY && i < a->n) {
    *out = xf_attr_dense_array_int(a, i);
    return true;
  }
  if (a->kind != XF_ATTR_DENSE || !a->type || !a->type->elem ||
      a->type->elem->kind != XF_TYPE_INTEGER || a->u.dense.words_per_elem != 1)
    return false;
  size_t k = a->flag ? 0 : i;
  if (!a->flag && i >= a->n)
    return false;
  uint64_t w = a->u.dense.data[k];
  unsigned width = a->type->elem->width;
  if (width < 64 && (w >> (width - 1)) & 1)
    w |= ~(uint64_t)0 << width; /* sign-extend */
  *out = (int64_t)w;
  return true;
}

size_t xfd_rank(const xf_type *t) {
  return xfi_type_is_shaped(t) && t->kind != XF_TYPE_UNRANKED_TENSOR &&
                 t->kind != XF_TYPE_UNRANKED_MEMREF
             ? t->n
             : 0;
}

xf_type *xfd_linalg_scalar(xf_type *t) {
  return t->kind == XF_TYPE_MEMREF || t->kind == XF_TYPE_RANKED_TENSOR ? t->elem : t;
}

/* ------------------------------------------------------------ operands */

const xfd_linalg_desc *xfd_linalg_desc_of(const xf_op *op) {
  return op && op->info ? op->info->structured : NULL;
}

size_t xfd_num_inputs(const xf_op *op) {
  xf_attr *seg =
      op->props ? xf_attr_dict_get_id(op->props, xfi_op_ctx(op)->id_operand_segment_sizes) : NULL;
  if (seg && seg->kind == XF_ATTR_DENSE_ARRAY && seg->n == 2) {
    int64_t n = xf_attr_dense_array_int(seg, 0);
    return n >= 0 && (size_t)n <= op->nops ? (size_t)n : op->nops;
  }
  const xfd_linalg_desc *d = xfd_linalg_desc_of(op);
  if (d && d->kind == XFD_LK_REDUCE)
    return op->nops / 2;
  return op->nops ? op->nops - 1 : 0;
}

static size_t init_rank(xf_op *op) {
  return op->nops ? xfd_rank(op->operands[op->nops - 1].value->type) : 0;
}

/* --------------------------------------------------------------- maps */

static xf_attr *identity(xf_context *ctx, size_t rank) {
  xf_affine_expr *e[MAX_LOOPS];
  for (size_t i = 0; i < rank && i < MAX_LOOPS; i++)
    e[i] = xfi_affine_dim(ctx, (unsigned)i);
  return xfi_attr_affine_map(ctx, (unsigned)rank, 0, e, rank);
}

/* The identity over `rank` dims without the results listed in `drop`. */
static xf_attr *identity_minus(xf_context *ctx, size_t rank, const xf_attr *drop) {
  xf_affine_expr *e[MAX_LOOPS];
  size_t n = 0;
  for (size_t i = 0; i < rank && i < MAX_LOOPS; i++) {
    bool dropped = false;
    for (uint32_t k = 0; drop && drop->kind == XF_ATTR_DENSE_ARRAY && k < drop->n; k++)
      dropped |= xf_attr_dense_array_int(drop, k) == (int64_t)i;
    if (!dropped)
      e[n++] = xfi_affine_dim(ctx, (unsigned)i);
  }
  return xfi_attr_affine_map(ctx, (unsigned)rank, 0, e, n);
}

static int copy_array(xf_attr *arr, xf_attr **out, size_t cap) {
  if (!arr || arr->kind != XF_ATTR_ARRAY || arr->n > cap)
    return -1;
  for (uint32_t i = 0; i < arr->n; i++) {
    if (arr->u.elems[i]->kind != XF_ATTR_AFFINE_MAP)
      return -1;
    out[i] = arr->u.elems[i];
  }
  return (int)arr->n;
}

static int fill_maps(xf_attr **out, size_t cap, size_t n, xf_attr *first, xf_attr *rest) {
  if (n > cap || !rest)
    return -1;
  for (size_t i = 0; i < n; i++)
    out[i] = i == 0 && first ? first : rest;
  return (int)n;
}

/* The maps of a catalog op (memoized ones first). */
static int named_maps(xf_op *op, const xfd_linalg_desc *d, xf_attr **out, size_t cap) {
  xf_context *ctx = xfi_op_ctx(op);
  if (!d->maps) { /* rank-polymorphic */
    size_t r = init_rank(op);
    xf_attr *id = identity(ctx, r), *scalar = xfi_attr_affine_map(ctx, (unsigned)r, 0, NULL, 0);
    if (op->nops > cap || !id || !scalar)
      return -1;
    for (uint32_t i = 0; i < op->nops; i++)
      out[i] = xfd_rank(op->operands[i].value->type) ? id : scalar;
    return (int)op->nops;
  }
  xf_attr *memo = op->attrs ? xf_attr_dict_get(op->attrs, "linalg.memoized_indexing_maps") : NULL;
  if (memo)
    return copy_array(memo, out, cap);
  int64_t syms[6];
  xfd_conv_symbols(op, d->nconv, syms);
  return xfd_parse_map_list(ctx, d->maps, syms, 2u * d->nconv, out, cap);
}

xf_attr *xfd_named_static_maps(xf_op *op) {
  const xfd_linalg_desc *d = xfd_linalg_desc_of(op);
  xf_attr *maps[MAX_OPERANDS];
  if (!d || d->kind != XFD_LK_NAMED || !d->maps)
    return NULL;
  int64_t syms[6];
  xfd_conv_symbols(op, d->nconv, syms);
  int n = xfd_parse_map_list(xfi_op_ctx(op), d->maps, syms, 2u * d->nconv, maps, MAX_OPERANDS);
  return n < 0 ? NULL : xf_attr_array(xfi_op_ctx(op), maps, (size_t)n);
}

/* TransposeOp: inversePermutation(permutation map), identity. */
static int transpose_maps(xf_op *op, xf_attr **out, size_t cap) {
  xf_context *ctx = xfi_op_ctx(op);
  xf_attr *perm = xf_op_get_attr(op, "permutation");
  size_t r = init_rank(op);
  if (!perm || perm->kind != XF_ATTR_DENSE_ARRAY || perm->n != r || cap < 2 || r > MAX_LOOPS)
    return -1;
  xf_affine_expr *e[MAX_LOOPS];
  for (size_t i = 0; i < r; i++) {
    int64_t p = xf_attr_dense_array_int(perm, i);
    if (p < 0 || (size_t)p >= r)
      return -1;
    e[i] = xfi_affine_dim(ctx, (unsigned)p);
  }
  out[0] = xf_affine_map_inverse_permutation(ctx, xfi_attr_affine_map(ctx, (unsigned)r, 0, e, r));
  out[1] = identity(ctx, r);
  return out[0] && out[1] ? 2 : -1;
}

static int reduce_maps(xf_op *op, xf_attr **out, size_t cap) {
  size_t nin = xfd_num_inputs(op);
  size_t r = nin ? xfd_rank(op->operands[0].value->type) : 0;
  xf_attr *id = identity(xfi_op_ctx(op), r);
  xf_attr *res = identity_minus(xfi_op_ctx(op), r, xf_op_get_attr(op, "dimensions"));
  if (op->nops > cap || !id || !res)
    return -1;
  for (uint32_t i = 0; i < op->nops; i++)
    out[i] = i < nin ? id : res;
  return (int)op->nops;
}

int xfd_indexing_maps(xf_op *op, xf_attr **out, size_t cap) {
  const xfd_linalg_desc *d = xfd_linalg_desc_of(op);
  if (!d)
    return -1;
  size_t r = init_rank(op);
  switch (d->kind) {
  case XFD_LK_GENERIC:
    return copy_array(xf_op_get_attr(op, "indexing_maps"), out, cap);
  case XFD_LK_MAPS_PROP: { /* matmul & co fall back to their default maps */
    xf_attr *maps = xf_op_get_attr(op, "indexing_maps");
    return copy_array(maps || !d->maps ? maps : xfd_default_maps(xfi_op_ctx(op), d), out, cap);
  }
  case XFD_LK_ELEMENTWISE: { /* no default: an absent list is empty */
    xf_attr *maps = xf_op_get_attr(op, "indexing_maps");
    return maps ? copy_array(maps, out, cap) : 0;
  }
  case XFD_LK_NAMED:
    return named_maps(op, d, out, cap);
  case XFD_LK_MAP:
    return fill_maps(out, cap, op->nops, NULL, identity(xfi_op_ctx(op), r));
  case XFD_LK_REDUCE:
    return reduce_maps(op, out, cap);
  case XFD_LK_TRANSPOSE:
    return transpose_maps(op, out, cap);
  case XFD_LK_BROADCAST: {
    xf_attr *in = identity_minus(xfi_op_ctx(op), r, xf_op_get_attr(op, "dimensions"));
    return in ? fill_maps(out, cap, op->nops, in, identity(xfi_op_ctx(op), r)) : -1;
  }
  }
  return -1;
}

/* ----------------------------------------------------------- iterators */

/* linalg.generic: its iterator_types (attributes or strings). */
static int generic_iters(xf_op *op, char *out, size_t cap) {
  xf_attr *it = xf_op_get_attr(op, "iterator_types");
  if (!it || it->kind != XF_ATTR_ARRAY || it->n > cap)
    return -1;
  for (uint32_t i = 0; i < it->n; i++) {
    const char *s = NULL;
    size_t len = 0;
    xf_attr *e = it->u.elems[i];
    if (e->kind == XF_ATTR_STRING) {
      s = e->u.str;
      len = e->n;
    } else if (!xfd_enum_attr_value(e, "linalg.iterator_type", &s, &len)) {
      return -1;
    }
    out[i] = len == 9 && memcmp(s, "reduction", 9) == 0 ? 'r' : 'p';
  }
  return (int)it->n;
}

/* ContractOp: dims of the output map are parallel, the others reductions. */
static int contract_iters(xf_op *op, char *out, size_t cap) {
  xf_attr *maps[MAX_OPERANDS];
  int nm = xfd_indexing_maps(op, maps, MAX_OPERANDS);
  if (nm <= 0 || maps[nm - 1]->u.affine.dims > cap)
    return -1;
  xf_attr *outm = maps[nm - 1];
  size_t n = outm->u.affine.dims;
  memset(out, 'r', n);
  for (uint32_t i = 0; i < outm->n; i++)
    if (outm->u.affine.exprs[i]->kind == XFI_AFF_DIM)
      out[outm->u.affine.exprs[i]->value] = 'p';
  return (int)n;
}

/* ReduceOp: the input rank, reductions at `dimensions`. */
static int reduce_iters(xf_op *op, char *out, size_t cap) {
  size_t r = xfd_num_inputs(op) ? xfd_rank(op->operands[0].value->type) : 0;
  xf_attr *dims = xf_op_get_attr(op, "dimensions");
  if (r > cap)
    return -1;
  memset(out, 'p', r);
  for (uint32_t k = 0; dims && dims->kind == XF_ATTR_DENSE_ARRAY && k < dims->n; k++) {
    int64_t v = xf_attr_dense_array_int(dims, k);
    if (v >= 0 && (size_t)v < r)
      out[v] = 'r';
  }
  return (int)r;
}

/* 'p' / 'r' per loop into `out`; returns the loop count or -1. */
static int iterator_chars(xf_op *op, char *out, size_t cap) {
  const xfd_linalg_desc *d = xfd_linalg_desc_of(op);
  if (!d)
    return -1;
  if (d->kind == XFD_LK_GENERIC)
    return generic_iters(op, out, cap);
  if (d->iters) {
    size_t n = strlen(d->iters);
    if (n > cap)
      return -1;
    memcpy(out, d->iters, n);
    return (int)n;
  }
  if (d->kind == XFD_LK_MAPS_PROP)
    return contract_iters(op, out, cap);
  if (d->kind == XFD_LK_REDUCE)
    return reduce_iters(op, out, cap);
  size_t n = init_rank(op); /* map, transpose, broadcast, elementwise, polymorphic */
  if (n > cap)
    return -1;
  memset(out, 'p', n);
  return (int)n;
}

/* ------------------------------------------------------------ public API */

bool xf_linalg_is_structured(const xf_op *op) { return xfd_linalg_desc_of(op) != NULL; }

size_t xf_linalg_num_loops(xf_op *op) {
  char it[MAX_LOOPS];
  int n = xf_linalg_is_structured(op) ? iterator_chars(op, it, MAX_LOOPS) : -1;
  return n < 0 ? 0 : (size_t)n;
}

xf_status xf_linalg_iterators(xf_op *op, xf_linalg_iter *out) {
  char it[MAX_LOOPS];
  int n = xf_linalg_is_structured(op) ? iterator_chars(op, it, MAX_LOOPS) : -1;
  if (n < 0)
    return XF_ERROR;
  for (int i = 0; i < n; i++)
    out[i] = it[i] == 'r' ? XF_LINALG_REDUCTION : XF_LINALG_PARALLEL;
  return XF_OK;
}

size_t xf_linalg_num_inputs(const xf_op *op) {
  return xf_linalg_is_structured(op) ? xfd_num_inputs(op) : 0;
}

size_t xf_linalg_num_inits(const xf_op *op) {
  return xf_linalg_is_structured(op) ? op->nops - xfd_num_inputs(op) : 0;
}

xf_value *xf_linalg_input(xf_op *op, size_t i) {
  return i < xf_linalg_num_inputs(op) ? op->operands[i].value : NULL;
}

xf_value *xf_linalg_init(xf_op *op, size_t i) {
  return i < xf_linalg_num_inits(op) ? op->operands[xfd_num_inputs(op) + i].value : NULL;
}

xf_attr *xf_linalg_indexing_map(xf_op *op, size_t i) {
  xf_attr *maps[MAX_OPERANDS];
  int n = xf_linalg_is_structured(op) ? xfd_indexing_maps(op, maps, MAX_OPERANDS) : -1;
  return n >= 0 && i < (size_t)n ? maps[i] : NULL;
}

xf_block *xf_linalg_body(xf_op *op) {
  return xf_linalg_is_structured(op) && op->nreg ? xfi_op_regions(op)[0].first : NULL;
}

xf_op *xf_linalg_yield(xf_op *op) {
  xf_block *b = xf_linalg_body(op);
  xf_op *y = b ? b->last : NULL;
  return y && strcmp(y->name->str, "linalg.yield") == 0 ? y : NULL;
}

xf_block *xfd_linalg_body_view(xf_op *op) {
  return xf_linalg_is_structured(op) && op->nreg ? xfi_op_region_view(op, 0)->first : NULL;
}

xf_op *xfd_linalg_yield_view(xf_op *op) {
  xf_block *b = xfd_linalg_body_view(op);
  xf_op *y = b ? b->last : NULL;
  return y && strcmp(y->name->str, "linalg.yield") == 0 ? y : NULL;
}

xf_value *xf_linalg_body_arg(xf_op *op, size_t operand) {
  xf_block *b = xf_linalg_body(op);
  return b && operand < b->nargs ? b->args[operand] : NULL;
}

xf_status xf_linalg_static_loop_ranges(xf_op *op, int64_t *out) {
  xf_attr *maps[MAX_OPERANDS];
  size_t nloops = xf_linalg_num_loops(op);
  int n = xf_linalg_is_structured(op) ? xfd_indexing_maps(op, maps, MAX_OPERANDS) : -1;
  if (n < 0 || (size_t)n != op->nops)
    return XF_ERROR;
  for (size_t l = 0; l < nloops; l++) {
    bool found = false;
    for (int i = 0; i < n && !found; i++) {
      const xf_type *t = op->operands[i].value->type;
      size_t rank = xfd_rank(t);
      for (uint32_t j = 0; j < maps[i]->n && j < rank && !found; j++) {
        const xf_affine_expr *e = maps[i]->u.affine.exprs[j];
        if (e->kind == XFI_AFF_DIM && (size_t)e->value == l) {
          out[l] = t->shape[j];
          found = true;
        }
      }
    }
    if (!found)
      return XF_ERROR;
  }
  return XF_OK;
}

/* ------------------------------------------------- affine-map analysis */

bool xf_affine_map_is_projected_permutation(const xf_attr *map, bool allow_zero) {
  if (!map || map->kind != XF_ATTR_AFFINE_MAP || map->u.affine.syms ||
      map->n > map->u.affine.dims || map->u.affine.dims > MAX_LOOPS)
    return false;
  bool seen[MAX_LOOPS] = {false};
  for (uint32_t i = 0; i < map->n; i++) {
    const xf_affine_expr *e = map->u.affine.exprs[i];
    if (e->kind == XFI_AFF_DIM) {
      if (seen[e->value])
        return false;
      seen[e->value] = true;
    } else if (!allow_zero || e->kind != XFI_AFF_CONST || e->value != 0) {
      return false;
    }
  }
  return true;
}

bool xf_affine_map_is_permutation(const xf_attr *map) {
  return map && map->kind == XF_ATTR_AFFINE_MAP && map->u.affine.dims == map->n &&
         xf_affine_map_is_projected_permutation(map, false);
}

static xf_attr *inverse_permutation(xf_context *ctx, const xf_attr *map);

/* Memoised per context: maps are uniqued, the answer is pure. */
xf_attr *xf_affine_map_inverse_permutation(xf_context *ctx, const xf_attr *map) {
  if (!map || map->kind != XF_ATTR_AFFINE_MAP || map->u.affine.dims > MAX_LOOPS)
    return NULL;
  xfs_ptrmap *memo = xfd_memo(ctx, XFD_MEMO_INVERSE_PERM);
  xf_attr *inv = xfd_memo_get(ctx, XFD_MEMO_INVERSE_PERM, map);
  if (inv)
    return inv == ctx->a_empty_dict ? NULL : inv;
  inv = inverse_permutation(ctx, map);
  if (!xf_context_out_of_memory(ctx))
    (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), memo, map, inv ? inv : ctx->a_empty_dict);
  return inv;
}

static xf_attr *inverse_permutation(xf_context *ctx, const xf_attr *map) {
  unsigned dims = map->u.affine.dims;
  if (!dims && !map->n)
    return (xf_attr *)map;
  xf_affine_expr *inv[MAX_LOOPS] = {NULL};
  for (uint32_t i = 0; i < map->n; i++) {
    const xf_affine_expr *e = map->u.affine.exprs[i];
    if (e->kind == XFI_AFF_DIM && !inv[e->value])
      inv[e->value] = xfi_affine_dim(ctx, i);
  }
  for (unsigned d = 0; d < dims; d++)
    if (!inv[d])
      return NULL;
  return xfi_attr_affine_map(ctx, map->n, 0, inv, dims);
}

static int64_t floordiv64(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* Evaluates `e`; false when it reads a dynamic dim or divides by zero. */
static bool eval_expr(const xf_affine_expr *e, const int64_t *dims, int64_t *out) {
  int64_t l, r;
  switch ((xfi_affine_kind)e->kind) {
  case XFI_AFF_CONST:
    *out = e->value;
    return true;
  case XFI_AFF_DIM:
    *out = dims[e->value];
    return *out != XF_DYNAMIC;
  case XFI_AFF_SYM:
    return false;
  default:
    break;
  }
  if (!eval_expr(e->lhs, dims, &l) || !eval_expr(e->rhs, dims, &r))
    return false;
  switch ((xfi_affine_kind)e->kind) {
  case XFI_AFF_ADD: *out = (int64_t)((uint64_t)l + (uint64_t)r); return true;
  case XFI_AFF_MUL: *out = (int64_t)((uint64_t)l * (uint64_t)r); return true;
  case XFI_AFF_MOD:
    if (r <= 0)
      return false;
    *out = ((l % r) + r) % r;
    return true;
  case XFI_AFF_FLOORDIV:
    if (!r || (l == INT64_MIN && r == -1))
      return false;
    *out = floordiv64(l, r);
    return true;
  case XFI_AFF_CEILDIV:
    if (!r || (l == INT64_MIN && r == -1))
      return false;
    *out = -floordiv64(-l, r);
    return true;
  default:
    return false;
  }
}

xf_status xf_affine_map_eval(const xf_attr *map, const int64_t *dims, int64_t *out) {
  if (!map || map->kind != XF_ATTR_AFFINE_MAP)
    return XF_ERROR;
  for (uint32_t i = 0; i < map->n; i++)
    if (!eval_expr(map->u.affine.exprs[i], dims, &out[i]))
      out[i] = XF_DYNAMIC;
  return XF_OK;
}
