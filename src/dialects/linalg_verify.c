/* linalg_verify.c — verifiers of the linalg ops, with LLVM 22's messages.
 *
 * MLIR verifies a structured op in two phases: op-level checks (operand
 * segment sizes, attribute constraints, the op's own verify(): map,
 * reduce, transpose, broadcast, fill) before the ops nested in its body
 * (the row's `verify` hook), and the DestinationStyleOpInterface /
 * LinalgOp interface checks as region verifiers, after the body (the
 * row's `verify_regions` hook).  This decides which error mlir-opt reports
 * first, e.g. a bad linalg.yield before a bad indexing map of its op.
 *
 * The region phase also memoizes the indexing maps of catalog ops with
 * static maps (`linalg.memoized_indexing_maps`), as getIndexingMaps does
 * when the LinalgOp verifier first calls it.
 */
#include <stdio.h>

#include "linalg.h"
#include "../syntax/affine_syntax.h"

enum { MAX_OPERANDS = 64, MAX_LOOPS = 64 };

/* Error with one type argument quoted as mlir-opt streams types. */
static xf_status op_error_types(xf_op *op, const char *a, xf_type *t1, const char *b, xf_type *t2,
                                const char *c) {
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op %s", op->name->str, a);
  xf_diag_append_type(d, t1);
  xf_diag_printf(d, "%s", b);
  if (t2)
    xf_diag_append_type(d, t2);
  xf_diag_printf(d, "%s", c);
  xf_diag_report(d);
  return XF_ERROR;
}

static bool is_tensor(const xf_type *t) {
  return t->kind == XF_TYPE_RANKED_TENSOR || t->kind == XF_TYPE_UNRANKED_TENSOR;
}
static bool is_memref(const xf_type *t) {
  return t->kind == XF_TYPE_MEMREF || t->kind == XF_TYPE_UNRANKED_MEMREF;
}

/* "(4, 8)" / "[4, 8]" for shapes in messages. */
static void put_dims(xf_strbuf *b, const int64_t *v, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfs_buf_puts(b, ", ");
    xfs_buf_put_i64(b, v[i]);
  }
}

/* ------------------------------------------------- attribute constraints */

/* The attributes an op's ODS definition requires, in declaration order. */
static const char *const *required_attrs(const xfd_linalg_desc *d) {
  static const char *const generic[] = {"indexing_maps", "iterator_types", NULL};
  static const char *const contract[] = {"indexing_maps", NULL};
  static const char *const kind[] = {"kind", NULL};
  static const char *const perm[] = {"permutation", NULL};
  static const char *const dims[] = {"dimensions", NULL};
  switch (d->kind) {
  case XFD_LK_GENERIC: return generic;
  case XFD_LK_MAPS_PROP: return d->maps ? NULL : contract;
  case XFD_LK_ELEMENTWISE: return kind;
  case XFD_LK_TRANSPOSE: return perm;
  case XFD_LK_REDUCE:
  case XFD_LK_BROADCAST: return dims;
  default: return NULL;
  }
}

static bool all_iterators(const xf_attr *a) {
  const char *s;
  size_t n;
  if (a->kind != XF_ATTR_ARRAY)
    return false;
  for (uint32_t i = 0; i < a->n; i++)
    if (!xfd_enum_attr_value(a->u.elems[i], "linalg.iterator_type", &s, &n))
      return false;
  return true;
}

/* RankedI64ElementsAttr<[n]>. */
static bool i64_elements_of_shape(const xf_attr *a, size_t n) {
  const xf_type *t = a->type;
  return a->kind == XF_ATTR_DENSE && t && xfd_rank(t) == 1 && t->shape[0] == (int64_t)n &&
         t->elem->kind == XF_TYPE_INTEGER && t->elem->width == 64 && t->elem->sign == XF_SIGNLESS;
}

static bool is_type_fn(const xf_attr *a) {
  const char *s;
  size_t n;
  return xfd_enum_attr_value(a, "linalg.type_fn", &s, &n) &&
         ((n == 11 && memcmp(s, "cast_signed", 11) == 0) ||
          (n == 13 && memcmp(s, "cast_unsigned", 13) == 0));
}

/* The constraint attribute `name` (value `a`) of an op of description `d`
 * violates, as ODS words it; NULL when it is fine. */
static const char *attr_violation(const xfd_linalg_desc *d, const char *name, const xf_attr *a) {
  if (strcmp(name, "indexing_maps") == 0 && !xfd_is_array_of(a, XF_ATTR_AFFINE_MAP))
    return "AffineMap array attribute";
  if (strcmp(name, "iterator_types") == 0 && d->kind == XFD_LK_GENERIC && !all_iterators(a))
    return "Iterator type should be an enum.";
  if ((strcmp(name, "strides") == 0 || strcmp(name, "dilations") == 0) && d->nconv &&
      !i64_elements_of_shape(a, d->nconv))
    return d->nconv == 1   ? "64-bit signless int elements attribute of shape [1]"
           : d->nconv == 2 ? "64-bit signless int elements attribute of shape [2]"
                           : "64-bit signless int elements attribute of shape [3]";
  if (strcmp(name, "cast") == 0 && (d->flags & XFD_NF_CAST) && !is_type_fn(a))
    return "allowed 32-bit signless integer cases: 0, 1";
  return NULL;
}

/* A value known to satisfy the constraints of name `name` for ops of
 * description `d` (all three static or uniqued: the verdict holds for the
 * context's lifetime). */
typedef struct attr_ok {
  const xfd_linalg_desc *d;
  const xf_ident *name;
} attr_ok;

const char *xfd_linalg_attr_entry_violation(xf_context *ctx, const xfd_linalg_desc *d,
                                            const xf_named_attr *e) {
  const attr_ok *known = xfd_memo_get(ctx, XFD_MEMO_LINALG_ATTR_OK, e->value);
  if (known && known->d == d && known->name == e->name)
    return NULL;
  const char *v = attr_violation(d, e->name->str, e->value);
  if (v || xf_context_out_of_memory(ctx))
    return v;
  attr_ok *r = xfs_arena_alloc(xfi_arena(ctx), sizeof *r);
  if (r) {
    r->d = d;
    r->name = e->name;
    (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), xfd_memo(ctx, XFD_MEMO_LINALG_ATTR_OK), e->value, r);
  }
  return NULL;
}

bool xfd_linalg_attr_violation(const xfd_linalg_desc *d, const xf_attr *dict, const char **name,
                               const char **what) {
  for (uint32_t i = 0; dict && i < dict->n; i++) {
    const xf_named_attr *e = &dict->u.entries[i];
    const char *v = attr_violation(d, e->name->str, e->value);
    if (v) {
      *name = e->name->str;
      *what = v;
      return true;
    }
  }
  return false;
}

/* verifyInvariants: required attributes, then attribute constraints. */
static xf_status verify_attrs(xf_op *op, const xfd_linalg_desc *d) {
  const char *const *req = required_attrs(d);
  for (; req && *req; req++)
    if (!xf_op_get_attr(op, *req))
      return xfd_op_error(op, "requires attribute '%s'", *req);
  const char *name, *what;
  if (xfd_linalg_attr_violation(d, op->props, &name, &what))
    return xfd_op_error(op, "attribute '%s' failed to satisfy constraint: %s", name, what);
  return XF_OK;
}

/* ------------------------------------------------------ segment sizes */

static xf_status verify_segments(xf_op *op) {
  if (!(op->info->traits & XF_TRAIT_ATTR_SIZED_OPERANDS))
    return XF_OK;
  xf_attr *seg =
      op->props ? xf_attr_dict_get_id(op->props, xfi_op_ctx(op)->id_operand_segment_sizes) : NULL;
  int64_t total = 0;
  for (uint32_t i = 0; seg && seg->kind == XF_ATTR_DENSE_ARRAY && i < seg->n; i++)
    total += xf_attr_dense_array_int(seg, i);
  if (total != (int64_t)op->nops)
    return xfd_op_error(op, "operand count (%u) does not match with the total size (%lld) "
                        "specified in attribute 'operandSegmentSizes'",
                        op->nops, (long long)total);
  return XF_OK;
}

/* ------------------------------------------------- op-specific checks */

xf_status xfd_linalg_verify_fill(xf_op *op) {
  if (op->nops != 2)
    return XF_OK;
  xf_type *v = op->operands[0].value->type, *o = xfd_linalg_scalar(op->operands[1].value->type);
  if (v != o)
    return op_error_types(op, "expected fill value type (", v, ") to match output element type (",
                          o, ")");
  return XF_OK;
}

xf_status xfd_linalg_verify_map(xf_op *op) {
  xf_block *blk = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  size_t nin = xfd_num_inputs(op);
  if (!blk || !op->nops)
    return XF_OK;
  if (nin + 1 != blk->nargs)
    return xfd_op_error(op, "expects number of operands to match the arity of mapper, but got: "
                        "%zu and %u", nin + 1, blk->nargs);
  for (size_t i = 0; i < nin; i++) {
    xf_type *e = xfd_linalg_scalar(op->operands[i].value->type);
    if (e != blk->args[i]->type)
      return op_error_types(op, "expected element type of input ", e, " to match bbArg type ",
                            blk->args[i]->type, "");
  }
  xf_type *out = op->operands[op->nops - 1].value->type;
  for (size_t i = 0; i < nin; i++) {
    xf_type *in = op->operands[i].value->type;
    size_t ri = xfd_rank(in), ro = xfd_rank(out);
    if (ri == ro && (!ri || memcmp(in->shape, out->shape, ri * sizeof(int64_t)) == 0))
      continue;
    xf_strbuf m;
    xf_strbuf_init(&m, xfi_op_ctx(op));
    put_dims(&m, in->shape, ri);
    xfs_buf_puts(&m, ") to match shape of output (");
    put_dims(&m, out->shape, ro);
    xf_status st = xfd_op_error(op, "expected shape of input (%s)", m.data ? m.data : "");
    xf_strbuf_free(&m);
    return st;
  }
  return XF_OK;
}

static bool strictly_increasing(const xf_attr *a) {
  for (uint32_t i = 1; a && a->kind == XF_ATTR_DENSE_ARRAY && i < a->n; i++)
    if (xf_attr_dense_array_int(a, i - 1) >= xf_attr_dense_array_int(a, i))
      return false;
  return true;
}

static xf_status reduce_shapes(xf_op *op, const xf_attr *dims) {
  xf_type *in = op->operands[0].value->type, *init = op->operands[op->nops / 2].value->type;
  size_t r = xfd_rank(in);
  int64_t kept[MAX_LOOPS];
  size_t nk = 0;
  for (uint32_t k = 0; k < dims->n; k++) {
    int64_t v = xf_attr_dense_array_int(dims, k);
    if (v < 0 || (size_t)v >= r)
      return xfd_op_error(op, "dimensions for reduction should be in the range [0, %lld].",
                          (long long)r - 1);
  }
  for (size_t i = 0; i < r && i < MAX_LOOPS; i++) {
    bool red = false;
    for (uint32_t k = 0; k < dims->n; k++)
      red |= xf_attr_dense_array_int(dims, k) == (int64_t)i;
    if (!red)
      kept[nk++] = in->shape[i];
  }
  size_t ri = xfd_rank(init);
  if (nk != ri)
    return xfd_op_error(op, "number of dimensions after reduction %zu doesn't match the init "
                        "rank %zu", nk, ri);
  if (nk && memcmp(kept, init->shape, nk * sizeof(int64_t)) != 0) {
    xf_strbuf m;
    xf_strbuf_init(&m, xfi_op_ctx(op));
    put_dims(&m, init->shape, ri);
    xfs_buf_puts(&m, "] doesn't match input dimensions after reduction [");
    put_dims(&m, kept, nk);
    xf_status st = xfd_op_error(op, "init dimensions [%s]", m.data ? m.data : "");
    xf_strbuf_free(&m);
    return st;
  }
  return XF_OK;
}

xf_status xfd_linalg_verify_reduce(xf_op *op) {
  xf_attr *dims = xf_op_get_attr(op, "dimensions");
  if (!dims || dims->kind != XF_ATTR_DENSE_ARRAY || op->nops < 2)
    return XF_OK;
  if (!strictly_increasing(dims))
    return xfd_op_error(op, "attribute 'dimensions' failed to satisfy constraint: i64 dense array "
                        "attribute should be in increasing order");
  if (reduce_shapes(op, dims) != XF_OK)
    return XF_ERROR;
  xf_block *blk = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  if (blk && blk->nargs != op->nops)
    return xfd_op_error(op, "mismatching number of operands and block arguments");
  size_t nin = op->nops / 2;
  for (size_t i = 0; blk && i < op->nops; i++) {
    xf_type *e = xfd_linalg_scalar(op->operands[i].value->type);
    if (e != blk->args[i]->type)
      return op_error_types(op, i < nin ? "input element type " : "output element type ", e,
                            " does not match corresponding block argument type ",
                            blk->args[i]->type, "");
  }
  return XF_OK;
}

static bool is_permutation_vector(const xf_attr *p) {
  bool seen[MAX_LOOPS] = {false};
  for (uint32_t i = 0; i < p->n; i++) {
    int64_t v = xf_attr_dense_array_int(p, i);
    if (v < 0 || (size_t)v >= p->n || v >= MAX_LOOPS || seen[v])
      return false;
    seen[v] = true;
  }
  return true;
}

xf_status xfd_linalg_verify_transpose(xf_op *op) {
  xf_attr *perm = xf_op_get_attr(op, "permutation");
  if (!perm || perm->kind != XF_ATTR_DENSE_ARRAY || op->nops != 2)
    return XF_OK;
  if (!is_permutation_vector(perm))
    return xfd_op_error(op, "permutation is not valid");
  xf_type *in = op->operands[0].value->type, *init = op->operands[1].value->type;
  size_t r = xfd_rank(in);
  if (r != xfd_rank(init))
    return xfd_op_error(op, "input rank %zu does not match init rank %zu", r, xfd_rank(init));
  if (r != perm->n)
    return xfd_op_error(op, "size of permutation %u does not match the argument rank %zu", perm->n,
                        r);
  for (size_t i = 0; i < r; i++) {
    int64_t pi = xf_attr_dense_array_int(perm, i);
    if (in->shape[pi] != init->shape[i])
      return xfd_op_error(op, "dim(result, %zu) = %lld doesn't match dim(input, permutation[%zu]) "
                          "= %lld", i, (long long)init->shape[i], i, (long long)in->shape[pi]);
  }
  return XF_OK;
}

xf_status xfd_linalg_verify_broadcast(xf_op *op) {
  xf_attr *dims = xf_op_get_attr(op, "dimensions");
  if (!dims || dims->kind != XF_ATTR_DENSE_ARRAY || op->nops != 2)
    return XF_OK;
  xf_type *in = op->operands[0].value->type, *init = op->operands[1].value->type;
  size_t ri = xfd_rank(in), ro = xfd_rank(init);
  if (ri + dims->n != ro)
    return xfd_op_error(op, "input rank plus added dimensions does not match init rank. input "
                        "rank: %zu, dimensions size: %u, init rank: %zu", ri, dims->n, ro);
  for (uint32_t k = 0; k < dims->n; k++) {
    int64_t v = xf_attr_dense_array_int(dims, k);
    if (v < 0 || (size_t)v >= ro)
      return xfd_op_error(op, "dimension %u is out of range. expected range: [0, %lld], got: %lld",
                          k, (long long)ro - 1, (long long)v);
  }
  size_t j = 0;
  for (size_t d = 0; d < ro; d++) {
    bool added = false;
    for (uint32_t k = 0; k < dims->n; k++)
      added |= xf_attr_dense_array_int(dims, k) == (int64_t)d;
    if (added)
      continue;
    if (in->shape[j] != init->shape[d])
      return xfd_op_error(op, "input dim %zu should match init dim %zu. input: %lld, init: %lld",
                          j, d, (long long)in->shape[j], (long long)init->shape[d]);
    j++;
  }
  return XF_OK;
}

/* ------------------------------------------------ DestinationStyleOp */

static xf_status verify_dps(xf_op *op) {
  size_t nin = xfd_num_inputs(op), ntensors = 0;
  for (size_t i = nin; i < op->nops; i++) {
    xf_type *t = op->operands[i].value->type;
    if (is_tensor(t))
      ntensors++;
    else if (!is_memref(t))
      return xfd_op_error(op, "expected that operand #%zu is a tensor or a memref", i);
  }
  if (op->nres != ntensors)
    return xfd_op_error(op, "expected the number of tensor results (%u) to be equal to the number "
                        "of output tensors (%zu)", op->nres, ntensors);
  size_t r = 0;
  for (size_t i = nin; i < op->nops; i++) {
    xf_type *t = op->operands[i].value->type;
    if (!is_tensor(t))
      continue;
    xf_type *rt = xfi_op_results(op)[r++].type;
    if (rt != t) {
      xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
      xf_diag_printf(d, "'%s' op expected type of operand #%zu (", op->name->str, i);
      xf_diag_append_type(d, t);
      xf_diag_printf(d, ") to match type of corresponding result (");
      xf_diag_append_type(d, rt);
      xf_diag_printf(d, ")");
      xf_diag_report(d);
      return XF_ERROR;
    }
  }
  return XF_OK;
}

/* ------------------------------------------------ IndexingMapOpInterface */

static xf_status map_error(xf_op *op, const char *prefix, const xf_attr *map, const char *suffix) {
  xf_strbuf m;
  xf_strbuf_init(&m, xfi_op_ctx(op));
  xfy_print_affine_map_body(&m, map);
  xf_status st = xfd_op_error(op, "%s%s%s", prefix, m.data ? m.data : "", suffix);
  xf_strbuf_free(&m);
  return st;
}

/* concatAffineMaps: all results over the largest dim count. */
static xf_attr *concat_maps(xf_context *ctx, xf_attr **maps, size_t n) {
  xf_affine_expr *e[256];
  size_t k = 0;
  unsigned dims = 0;
  for (size_t i = 0; i < n; i++) {
    dims = maps[i]->u.affine.dims > dims ? maps[i]->u.affine.dims : dims;
    for (uint32_t j = 0; j < maps[i]->n && k < 256; j++)
      e[k++] = maps[i]->u.affine.exprs[j];
  }
  return xfi_attr_affine_map(ctx, dims, 0, e, k);
}

/* Static loop ranges through the inverse of the concatenated maps. */
static bool loop_ranges(xf_op *op, xf_attr *inv, int64_t *ranges) {
  int64_t shape[256];
  size_t k = 0;
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_type *t = op->operands[i].value->type;
    for (size_t j = 0; j < xfd_rank(t) && k < 256; j++)
      shape[k++] = t->shape[j];
  }
  for (uint32_t l = 0; l < inv->n; l++) {
    const xf_affine_expr *e = inv->u.affine.exprs[l];
    if (e->kind != XFI_AFF_DIM || (size_t)e->value >= k)
      return false;
    ranges[l] = shape[e->value];
  }
  return true;
}

/* The static shape checks of one operand against the loop ranges. */
static xf_status check_operand_shape(xf_op *op, size_t i, xf_attr *map, const int64_t *ranges,
                                     size_t nloops) {
  xf_type *t = op->operands[i].value->type;
  size_t rank = xfd_rank(t);
  int64_t zeros[MAX_LOOPS] = {0}, last[MAX_LOOPS], lo[MAX_LOOPS], hi[MAX_LOOPS];
  for (size_t l = 0; l < nloops; l++) {
    if (ranges[l] == XF_DYNAMIC)
      return XF_OK;
    last[l] = ranges[l] - 1;
  }
  if (xf_affine_map_eval(map, zeros, lo) != XF_OK || xf_affine_map_eval(map, last, hi) != XF_OK)
    return XF_OK;
  for (size_t d = 0; d < rank; d++) {
    if (t->shape[d] == XF_DYNAMIC || t->shape[d] == 0)
      continue;
    int64_t inferred = (lo[d] > hi[d] ? lo[d] : hi[d]) + 1;
    if ((lo[d] < hi[d] ? lo[d] : hi[d]) < 0) {
      char pre[96];
      snprintf(pre, sizeof pre, "unexpected result less than 0 at expression #%zu in ", d);
      return map_error(op, pre, map, "");
    }
    bool is_dim = map->u.affine.exprs[d]->kind == XFI_AFF_DIM;
    if (is_dim && inferred != t->shape[d])
      return xfd_op_error(op, "inferred input/output operand #%zu has shape's dimension #%zu to "
                          "be %lld, but found %lld", i, d, (long long)inferred,
                          (long long)t->shape[d]);
    if (!is_dim && inferred > t->shape[d])
      return xfd_op_error(op, "inferred input/output operand #%zu has shape's dimension #%zu to "
                          "be greater than or equal to %lld, but found %lld", i, d,
                          (long long)inferred, (long long)t->shape[d]);
  }
  return XF_OK;
}

static xf_status verify_indexing_maps(xf_op *op, xf_attr **maps, int n) {
  if (n < 0)
    return XF_OK; /* malformed maps are reported by attribute constraints */
  if ((size_t)n != op->nops)
    return xfd_op_error(op, "expected the number of indexing_map (%d) to be equal to the number "
                        "of input/output operands (%u)", n, op->nops);
  xf_attr *concat = concat_maps(xfi_op_ctx(op), maps, (size_t)n);
  xf_attr *inv = concat ? xf_affine_map_inverse_permutation(xfi_op_ctx(op), concat) : NULL;
  if (concat && !inv)
    return map_error(op, "invalid indexing maps are non-invertible: (", concat, ")");
  int64_t ranges[MAX_LOOPS];
  size_t nloops = inv ? inv->n : 0;
  if (!concat)
    return XF_NOMEM;
  bool have_ranges = nloops <= MAX_LOOPS && loop_ranges(op, inv, ranges);
  for (int i = 0; i < n; i++) {
    if (maps[i]->u.affine.syms)
      return xfd_op_error(op, "unexpected symbols in indexing_map #%d", i);
    size_t rank = xfd_rank(op->operands[i].value->type);
    if (maps[i]->n != rank)
      return xfd_op_error(op, "expected operand #%d rank (%zu) to match the result rank of "
                          "indexing_map (%u)", i, rank, maps[i]->n);
    if (have_ranges && check_operand_shape(op, (size_t)i, maps[i], ranges, nloops) != XF_OK)
      return XF_ERROR;
  }
  return XF_OK;
}

/* ------------------------------------------------------------ LinalgOp */

static xf_status verify_semantics(xf_op *op) {
  bool tensor = true, buffer = true;
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_type *t = op->operands[i].value->type;
    if (is_tensor(t))
      buffer = false;
    else if (is_memref(t))
      tensor = false;
  }
  if (!tensor && !buffer && op->nops)
    return xfd_op_error(op, "expected to have pure tensor or buffer semantics");
  return XF_OK;
}

static xf_status verify_body_args(xf_op *op) {
  /* A body still lazy here was vouched for by its template when the
   * verifier entered the op (verify.c asks every lazy region before
   * entering it and builds the ones not vouched for; this hook runs only on
   * the verifier's exit from the op): its argument types are the operands'
   * element types (linalg_body.c). */
  if (op->nlazy)
    return XF_OK;
  if (op->nreg != 1 || xfi_op_regions(op)[0].nblocks != 1)
    return xfd_op_error(op, "expects to have 1 region with 1 block");
  xf_block *blk = xfi_op_regions(op)[0].first;
  if (blk->nargs != op->nops)
    return xfd_op_error(op, "expected as many non-induction variable region arguments as the "
                        "number of input/output operands");
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_type *e = xfd_linalg_scalar(op->operands[i].value->type);
    if (blk->args[i]->type != e) {
      xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
      xf_diag_printf(d, "'%s' op expected type of bb argument #%u (", op->name->str, i);
      xf_diag_append_type(d, blk->args[i]->type);
      xf_diag_printf(d, ") to match element or self type of the corresponding operand (");
      xf_diag_append_type(d, e);
      xf_diag_printf(d, ")");
      xf_diag_report(d);
      return XF_ERROR;
    }
  }
  return XF_OK;
}

/* verifyStructuredOpInterface after IndexingMapOpInterface::verifyImpl,
 * up to the body's arguments. */
static xf_status verify_linalg_op(xf_op *op) {
  xf_attr *maps[MAX_OPERANDS];
  if (verify_semantics(op) != XF_OK)
    return XF_ERROR;
  int n = xfd_indexing_maps(op, maps, MAX_OPERANDS);
  if (verify_indexing_maps(op, maps, n) != XF_OK)
    return XF_ERROR;
  size_t nloops = xf_linalg_num_loops(op);
  for (int i = 0; i < n; i++)
    if (maps[i]->u.affine.dims != nloops)
      return xfd_op_error(op, "expected indexing_map #%d to have %zu dim(s) to match the number of "
                          "loops", i, nloops);
  return XF_OK;
}

/* The interface checks before the body's: they read the op's row,
 * attributes, operand count and operand/result types only (the maps and
 * loop count derive from those), so their verdict is memoised. */
static xf_status verify_interfaces(xf_op *op) {
  if (verify_dps(op) != XF_OK)
    return XF_ERROR;
  return verify_linalg_op(op);
}

/* getIndexingMaps of a catalog op with static maps caches them. */
static xf_status memoize_maps(xf_op *op) {
  const xfd_linalg_desc *d = xfd_linalg_desc_of(op);
  if (!d || d->kind != XFD_LK_NAMED || !d->maps ||
      (op->attrs && xf_attr_dict_get(op->attrs, "linalg.memoized_indexing_maps")))
    return XF_OK;
  xf_attr *maps = xfd_named_static_maps(op);
  xf_ident *name = xf_ident_cstr(xfi_op_ctx(op), "linalg.memoized_indexing_maps");
  if (!maps || !name)
    return XF_NOMEM;
  return xf_op_set_attr(op, name, maps);
}

xf_status xfd_linalg_verify_regions(xf_op *op) {
  xf_status st = memoize_maps(op);
  if (st != XF_OK)
    return st;
  if (xfd_verify_memoised(op, XFD_VT_LINALG_IFACE, verify_interfaces) != XF_OK)
    return XF_ERROR;
  return verify_body_args(op);
}

/* The named convolutions and poolings implement ConvolutionOpInterface. */
static bool is_convolution_op(const xf_op *op) {
  static const char *const prefixes[] = {"linalg.conv_", "linalg.depthwise_conv_",
                                         "linalg.pooling_"};
  for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
    if (strncmp(op->name->str, prefixes[i], strlen(prefixes[i])) == 0)
      return true;
  return false;
}

/* verifyConvolutionInterface: an error without the "'op' op" prefix.  It
 * runs with the op's own checks, before its regions and so before the
 * LinalgOp interface (verifyWithRegions) reports shape mismatches. */
static xf_status verify_convolution(xf_op *op) {
  const char *msg = is_convolution_op(op) ? xfd_linalg_match_convolution(op) : NULL;
  if (!msg)
    return XF_OK;
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "%s", msg);
  xf_diag_report(d);
  return XF_ERROR;
}

/* Op-level checks; those of linalg.map and linalg.reduce read the body. */
static xf_status verify_structured(xf_op *op) {
  const xfd_linalg_desc *d = xfd_linalg_desc_of(op);
  if (verify_attrs(op, d) != XF_OK || verify_segments(op) != XF_OK)
    return XF_ERROR;
  xf_status st = XF_OK;
  switch (d->kind) {
  case XFD_LK_MAP: st = xfd_linalg_verify_map(op); break;
  case XFD_LK_REDUCE: st = xfd_linalg_verify_reduce(op); break;
  case XFD_LK_TRANSPOSE: st = xfd_linalg_verify_transpose(op); break;
  case XFD_LK_BROADCAST: st = xfd_linalg_verify_broadcast(op); break;
  default:
    if (d->flags & XFD_NF_FILL)
      st = xfd_linalg_verify_fill(op);
    break;
  }
  return st == XF_OK ? verify_convolution(op) : st;
}

xf_status xfd_linalg_verify_structured(xf_op *op) {
  const xfd_linalg_desc *d = xfd_linalg_desc_of(op);
  if (d->kind == XFD_LK_MAP || d->kind == XFD_LK_REDUCE)
    return verify_structured(op);
  return xfd_verify_memoised(op, XFD_VT_LINALG_OP, verify_structured);
}

/* ------------------------------------------------------- yield / index */

static xf_status verify_yield_values(xf_op *y, xf_op *parent) {
  size_t nin = xfd_num_inputs(parent), ninit = parent->nops - nin;
  if (y->nops != ninit)
    return xfd_op_error(y, "expected number of yield values (%u) to match the number of inits / "
                        "outs operands of the enclosing LinalgOp (%zu)", y->nops, ninit);
  for (uint32_t i = 0; i < y->nops; i++) {
    xf_type *e = xfd_linalg_scalar(parent->operands[nin + i].value->type);
    xf_type *t = y->operands[i].value->type;
    if (t != e) {
      xf_diag *d = xf_op_emit(y, XF_SEV_ERROR);
      xf_diag_printf(d, "'linalg.yield' op type of yield operand %u (", i + 1);
      xf_diag_append_type(d, t);
      xf_diag_printf(d, ") doesn't match the element type of the enclosing linalg.generic op (");
      xf_diag_append_type(d, e);
      xf_diag_printf(d, ")");
      xf_diag_report(d);
      return XF_ERROR;
    }
  }
  return XF_OK;
}

xf_status xfd_linalg_verify_yield(xf_op *op) {
  xf_op *parent = xf_op_parent(op);
  if (!parent || parent->nreg != 1 || !xfi_op_regions(parent)[0].first)
    return xfd_op_error(op, "expected single non-empty parent region");
  if (!xf_linalg_is_structured(parent))
    return xfd_op_error(op, "expected parent op with LinalgOp interface");
  return verify_yield_values(op, parent);
}

xf_status xfd_linalg_verify_index(xf_op *op) {
  if (op->nres == 1 && xfi_op_results(op)[0].type->kind != XF_TYPE_INDEX)
    return op_error_types(op, "result #0 must be index, but got ", xfi_op_results(op)[0].type, "", NULL,
                          "");
  xf_op *parent = xf_op_parent(op);
  if (!xf_linalg_is_structured(parent))
    return xfd_op_error(op, "expected parent op with LinalgOp interface");
  xf_attr *dim = xf_op_get_attr(op, "dim");
  size_t nloops = xf_linalg_num_loops(parent);
  int64_t v = dim && dim->kind == XF_ATTR_INTEGER ? xf_attr_int_value(dim) : 0;
  if (v < 0 || (uint64_t)v >= nloops)
    return xfd_op_error(op, "expected dim (%lld) to be lower than the number of loops (%zu) of the "
                        "enclosing LinalgOp", (long long)v, nloops);
  return XF_OK;
}
