/* tensor_verify.c — verifiers of the tensor dialect, in mlir-opt 22's
 * order and wording: count traits, then the ODS invariants (required
 * attributes in name order, attribute constraints, operand segments,
 * operand and result type constraints, TypesMatchWith), then interface
 * verifiers (cast compatibility, offsets/sizes/strides), then verify();
 * region checks (block arguments, yielded type) run on exit.
 *
 * Messages that MLIR emits with emitError (no "'op' op" prefix) use
 * xfd_error; the rest xfd_op_error.
 */
#include "tensor_impl.h"

static const char *const ranked_desc = "ranked tensor of any type values";
static const char *const tensor_desc = "tensor of any type values";

/* ------------------------------------------------------------- helpers */

static xf_type *operand_type(xf_op *op, unsigned i) { return op->operands[i].value->type; }

static xf_status ranked_operand(xf_op *op, unsigned i) {
  return xfd_is_ranked_tensor(operand_type(op, i)) ? XF_OK
                                                  : xfd_operand_type_error(op, i, ranked_desc);
}

static xf_status tensor_operand(xf_op *op, unsigned i) {
  return xfd_is_tensor(operand_type(op, i)) ? XF_OK : xfd_operand_type_error(op, i, tensor_desc);
}

static xf_status ranked_result(xf_op *op) {
  return xfd_is_ranked_tensor(xfi_op_results(op)[0].type) ? XF_OK
                                                   : xfd_result_type_error(op, 0, ranked_desc);
}

static xf_status tensor_result(xf_op *op) {
  return xfd_is_tensor(xfi_op_results(op)[0].type) ? XF_OK : xfd_result_type_error(op, 0, tensor_desc);
}

static xf_status index_result(xf_op *op) {
  return xfd_is_index(xfi_op_results(op)[0].type) ? XF_OK : xfd_result_type_error(op, 0, "index");
}

static xf_status failed_that(xf_op *op, const char *what) {
  return xfd_op_error(op, "failed to verify that %s", what);
}

/* Required inherent attributes `names` (sorted by name, NULL-terminated),
 * each checked for presence first, then against `is_ok[i]`. */
typedef bool (*attr_pred)(const xf_attr *a);
typedef struct attr_req {
  const char *name;  /* inherent attribute */
  attr_pred ok;      /* its constraint */
  const char *desc;  /* the constraint's description */
  bool optional;     /* may be absent (UnitAttr, optional attrs) */
} attr_req;

static xf_status verify_attrs(xf_op *op, const attr_req *reqs, size_t n) {
  for (size_t i = 0; i < n; i++) {
    xf_attr *a;
    if (!reqs[i].optional && xfd_require_attr(op, reqs[i].name, &a) != XF_OK)
      return XF_ERROR;
  }
  for (size_t i = 0; i < n; i++) {
    xf_attr *a = xf_op_get_attr(op, reqs[i].name);
    if (a && !reqs[i].ok(a))
      return xfd_prop_constraint_error(op, reqs[i].name, reqs[i].desc);
  }
  return XF_OK;
}

static bool is_unit(const xf_attr *a) { return a->kind == XF_ATTR_UNIT; }

/* IndexListArrayAttr: an array of arrays of i64 integers. */
static bool is_index_list_array(const xf_attr *a) {
  if (a->kind != XF_ATTR_ARRAY)
    return false;
  for (uint32_t i = 0; i < a->n; i++) {
    const xf_attr *g = a->u.elems[i];
    if (g->kind != XF_ATTR_ARRAY)
      return false;
    for (uint32_t j = 0; j < g->n; j++)
      if (!xfd_is_i64_integer_attr(g->u.elems[j]))
        return false;
  }
  return true;
}

static int64_t num_dynamic_dims(const xf_type *t) {
  int64_t n = 0;
  for (uint32_t i = 0; i < t->n; i++)
    n += t->shape[i] == XF_DYNAMIC;
  return n;
}

/* verifyDynamicDimensionCount (empty, splat, generate). */
static xf_status verify_dynamic_dim_count(xf_op *op, xf_type *t, size_t ndyn) {
  int64_t want = num_dynamic_dims(t);
  if ((int64_t)ndyn == want)
    return XF_OK;
  return xfd_op_error(op, "incorrect number of dynamic sizes, has %zu, expected %lld", ndyn,
                      (long long)want);
}

/* verifyCompatibleShape: equal ranks (when both ranked), equal static dims. */
static bool compatible_shapes(const xf_type *a, const xf_type *b) {
  if (a->kind != XF_TYPE_RANKED_TENSOR || b->kind != XF_TYPE_RANKED_TENSOR)
    return true;
  if (a->n != b->n)
    return false;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->shape[i] != XF_DYNAMIC && b->shape[i] != XF_DYNAMIC && a->shape[i] != b->shape[i])
      return false;
  return true;
}

/* CastOpInterface: "operand type 'A' and result type 'B' are cast incompatible". */
static xf_status cast_incompatible(xf_op *op) {
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op operand type ", op->name->str);
  xf_diag_append_type(d, operand_type(op, 0));
  xf_diag_printf(d, " and result type ");
  xf_diag_append_type(d, xfi_op_results(op)[0].type);
  xf_diag_printf(d, " are cast incompatible");
  xf_diag_report(d);
  return XF_ERROR;
}

/* ------------------------------------------------------- cast, bitcast */

static xf_status verify_cast_common(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, 1, false) != XF_OK || tensor_operand(op, 0) != XF_OK ||
      tensor_result(op) != XF_OK)
    return XF_ERROR;
  return XF_OK;
}

xf_status xfd_tensor_verify_cast(xf_op *op) {
  if (verify_cast_common(op) != XF_OK)
    return XF_ERROR;
  xf_type *a = operand_type(op, 0), *b = xfi_op_results(op)[0].type;
  if (a->elem != b->elem || !compatible_shapes(a, b))
    return cast_incompatible(op);
  return XF_OK;
}

xf_status xfd_tensor_verify_bitcast(xf_op *op) {
  if (verify_cast_common(op) != XF_OK)
    return XF_ERROR;
  xf_type *a = operand_type(op, 0), *b = xfi_op_results(op)[0].type;
  if (xf_type_bitwidth(a->elem) != xf_type_bitwidth(b->elem) || !compatible_shapes(a, b))
    return cast_incompatible(op);
  return XF_OK;
}

/* ---------------------------------------------------------------- concat */

/* SaturatedInteger::desaturate over the inputs' sizes of dimension `d`:
 * the common static size, XF_DYNAMIC if all are dynamic; false on a
 * static mismatch. */
static bool common_size(xf_op *op, uint32_t d, int64_t *out) {
  int64_t size = XF_DYNAMIC;
  for (uint32_t i = 0; i < op->nops; i++) {
    int64_t s = operand_type(op, i)->shape[d];
    if (s == XF_DYNAMIC)
      continue;
    if (size != XF_DYNAMIC && size != s)
      return false;
    size = s;
  }
  *out = size;
  return true;
}

static xf_status concat_shape_check(xf_op *op, int64_t dim) {
  xf_type *rt = xfi_op_results(op)[0].type;
  int64_t *sizes = xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), (rt->n ? rt->n : 1) * sizeof *sizes);
  if (!sizes)
    return XF_NOMEM;
  xf_status st = XF_OK;
  for (uint32_t d = 0; d < rt->n && st == XF_OK; d++) {
    if ((int64_t)d == dim)
      continue;
    if (!common_size(op, d, &sizes[d]))
      st = xfd_op_error(op, "static concatenation size mismatch along non-concatenated dimension %u",
                        d);
  }
  int64_t total = 0;
  for (uint32_t i = 0; i < op->nops && st == XF_OK; i++) {
    int64_t s = operand_type(op, i)->shape[dim];
    total = (s == XF_DYNAMIC || total == XF_DYNAMIC) ? XF_DYNAMIC : total + s;
  }
  sizes[dim] = total;
  bool mismatch = false;
  for (uint32_t d = 0; d < rt->n && st == XF_OK; d++)
    mismatch |= sizes[d] != XF_DYNAMIC && rt->shape[d] != XF_DYNAMIC && sizes[d] != rt->shape[d];
  if (st == XF_OK && mismatch) {
    xf_type *inferred =
        xf_type_ranked_tensor(xfi_op_ctx(op), sizes, rt->n, operand_type(op, 0)->elem, NULL);
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op result type ", op->name->str);
    xf_diag_append_type(d, rt);
    xf_diag_printf(d, "does not match inferred shape ");
    xf_diag_append_type(d, inferred);
    xf_diag_printf(d, " static sizes");
    xf_diag_report(d);
    st = XF_ERROR;
  }
  xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), sizes, (rt->n ? rt->n : 1) * sizeof *sizes);
  return st;
}

xf_status xfd_tensor_verify_concat(xf_op *op) {
  static const attr_req reqs[] = {{"dim", xfd_is_i64_integer_attr,
                                   "64-bit signless integer attribute", false}};
  if (xfd_verify_counts(op, 0, 1, -1, false) != XF_OK || verify_attrs(op, reqs, 1) != XF_OK)
    return XF_ERROR;
  for (uint32_t i = 0; i < op->nops; i++)
    if (!xfd_is_ranked_tensor(operand_type(op, i)))
      return xfd_operand_type_error(op, i, "variadic of ranked tensor of any type values");
  if (ranked_result(op) != XF_OK)
    return XF_ERROR;
  if (op->nops < 1)
    return xfd_op_error(op, "requires at least one input");
  xf_type *rt = xfi_op_results(op)[0].type;
  for (uint32_t i = 0; i < op->nops; i++)
    if (operand_type(op, i)->n != rt->n)
      return xfd_op_error(op, "rank of concatenated inputs must match result rank");
  for (uint32_t i = 0; i < op->nops; i++)
    if (operand_type(op, i)->elem != rt->elem)
      return xfd_op_error(op, "inputs and result element type must match");
  int64_t dim = xf_attr_int_value(xf_op_get_attr(op, "dim"));
  if (dim < 0 || dim >= (int64_t)rt->n)
    return xfd_op_error(op, "concatenation dim must be less than the tensor rank");
  return concat_shape_check(op, dim);
}

/* ------------------------------------------------------------ dim, rank */

xf_status xfd_tensor_verify_dim(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, 2, false) != XF_OK)
    return XF_ERROR;
  xf_type *t = operand_type(op, 0);
  if (!xfd_is_tensor(t) || (t->kind == XF_TYPE_RANKED_TENSOR && t->n == 0))
    return xfd_operand_type_error(op, 0, "non-0-ranked or unranked tensor");
  if (!xfd_is_index(operand_type(op, 1)))
    return xfd_operand_type_error(op, 1, "index");
  return index_result(op);
}

xf_status xfd_tensor_verify_rank(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, 1, false) != XF_OK || tensor_operand(op, 0) != XF_OK)
    return XF_ERROR;
  return index_result(op);
}

/* --------------------------------------------------------- empty, splat */

xf_status xfd_tensor_verify_empty(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, -1, false) != XF_OK ||
      xfd_verify_index_operands(op, 0, op->nops) != XF_OK || ranked_result(op) != XF_OK)
    return XF_ERROR;
  return verify_dynamic_dim_count(op, xfi_op_results(op)[0].type, op->nops);
}

xf_status xfd_tensor_verify_splat(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, 1, true) != XF_OK ||
      xfd_verify_index_operands(op, 1, op->nops - 1) != XF_OK || ranked_result(op) != XF_OK)
    return XF_ERROR;
  xf_type *rt = xfi_op_results(op)[0].type;
  if (operand_type(op, 0) != rt->elem)
    return failed_that(op, "operand type matches element type of result");
  return verify_dynamic_dim_count(op, rt, op->nops - 1);
}

/* ------------------------------------------------------ extract, insert */

xf_status xfd_tensor_verify_extract(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, 1, true) != XF_OK || ranked_operand(op, 0) != XF_OK ||
      xfd_verify_index_operands(op, 1, op->nops - 1) != XF_OK)
    return XF_ERROR;
  xf_type *t = operand_type(op, 0);
  if (xfi_op_results(op)[0].type != t->elem)
    return failed_that(op, "result type matches element type of tensor");
  if (op->nops - 1 != t->n)
    return xfd_op_error(op, "incorrect number of indices for extract_element");
  return XF_OK;
}

xf_status xfd_tensor_verify_insert(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, 2, true) != XF_OK || ranked_operand(op, 1) != XF_OK ||
      xfd_verify_index_operands(op, 2, op->nops - 2) != XF_OK || ranked_result(op) != XF_OK)
    return XF_ERROR;
  xf_type *t = operand_type(op, 1);
  if (xfi_op_results(op)[0].type != t)
    return failed_that(op, "result type matches type of dest");
  if (operand_type(op, 0) != t->elem)
    return failed_that(op, "scalar type matches element type of dest");
  if (op->nops - 2 != t->n)
    return xfd_op_error(op, "incorrect number of indices");
  return XF_OK;
}

/* ---------------------------------------------------------------- slices */

static const attr_req slice_reqs[] = {
    {"static_offsets", xfd_is_i64_dense_array, "i64 dense array attribute", false},
    {"static_sizes", xfd_is_i64_dense_array, "i64 dense array attribute", false},
    {"static_strides", xfd_is_i64_dense_array, "i64 dense array attribute", false},
};

/* ODS invariants of a slice op with `lead` leading tensor operands; fills
 * the offsets/sizes/strides segment sizes. */
static xf_status verify_slice_invariants(xf_op *op, int lead, int nres, int32_t segs[3]) {
  int32_t all[5];
  if (xfd_verify_counts(op, 0, nres, lead, true) != XF_OK || verify_attrs(op, slice_reqs, 3) != XF_OK ||
      xfd_verify_segments(op, (size_t)lead + 3, all) != XF_OK)
    return XF_ERROR;
  for (int i = 0; i < lead; i++)
    if (ranked_operand(op, (unsigned)i) != XF_OK)
      return XF_ERROR;
  if (xfd_verify_index_operands(op, (size_t)lead, op->nops - (size_t)lead) != XF_OK)
    return XF_ERROR;
  if (nres && ranked_result(op) != XF_OK)
    return XF_ERROR;
  for (int i = 0; i < 3; i++)
    segs[i] = all[lead + i];
  return XF_OK;
}

/* ExtractSliceOp::inferResultType: the static sizes, the source's element
 * type and encoding. */
static xf_type *infer_slice_type(xf_op *op, const xf_type *src) {
  xf_attr *sizes = xf_op_get_attr(op, "static_sizes");
  int64_t buf[16], *shape = sizes->n <= 16 ? buf : xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), sizes->n * 8);
  if (!shape)
    return NULL;
  for (uint32_t i = 0; i < sizes->n; i++)
    shape[i] = xf_attr_dense_array_int(sizes, i);
  xf_type *t = xf_type_ranked_tensor(xfi_op_ctx(op), shape, sizes->n, src->elem, src->encoding);
  if (shape != buf)
    xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), shape, sizes->n * 8);
  return t;
}

/* Rank-reduction check of `small` against the slice of `big`, then the
 * in-bounds check of the slice within `big`. */
static xf_status verify_slice_types(xf_op *op, xf_type *big, xf_type *small) {
  xf_type *expected = infer_slice_type(op, big);
  if (!expected)
    return XF_NOMEM;
  if (xfd_verify_rank_reduced(op, expected, small) != XF_OK)
    return XF_ERROR;
  return xfd_verify_in_bounds_slice(op, big, xf_op_get_attr(op, "static_offsets"),
                                    xf_op_get_attr(op, "static_sizes"),
                                    xf_op_get_attr(op, "static_strides"));
}

xf_status xfd_tensor_verify_extract_slice(xf_op *op) {
  int32_t segs[3];
  if (verify_slice_invariants(op, 1, 1, segs) != XF_OK)
    return XF_ERROR;
  xf_type *src = operand_type(op, 0);
  if (xfd_verify_offset_size_stride(op, segs, src->n) != XF_OK)
    return XF_ERROR;
  return verify_slice_types(op, src, xfi_op_results(op)[0].type);
}

xf_status xfd_tensor_verify_insert_slice(xf_op *op) {
  int32_t segs[3];
  if (verify_slice_invariants(op, 2, 1, segs) != XF_OK)
    return XF_ERROR;
  xf_type *dst = operand_type(op, 1);
  if (xfi_op_results(op)[0].type != dst)
    return failed_that(op, "expected result type to match dest type");
  if (xfd_verify_offset_size_stride(op, segs, dst->n) != XF_OK)
    return XF_ERROR;
  return verify_slice_types(op, dst, operand_type(op, 0));
}

xf_status xfd_tensor_verify_parallel_insert_slice(xf_op *op) {
  int32_t segs[3];
  if (verify_slice_invariants(op, 2, 0, segs) != XF_OK)
    return XF_ERROR;
  xf_type *dst = operand_type(op, 1);
  if (xfd_verify_offset_size_stride(op, segs, dst->n) != XF_OK)
    return XF_ERROR;
  xf_op *parent = xf_op_parent(op);
  if (!parent || strcmp(parent->name->str, "scf.forall.in_parallel") != 0) {
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "expected InParallelOpInterface parent, got:");
    if (parent)
      xf_diag_append_op(d, parent);
    xf_diag_report(d);
    return XF_ERROR;
  }
  return verify_slice_types(op, dst, operand_type(op, 0));
}

/* -------------------------------------------------------- from_elements */

xf_status xfd_tensor_verify_from_elements(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, -1, false) != XF_OK)
    return XF_ERROR;
  xf_type *rt = xfi_op_results(op)[0].type;
  if (!xfd_is_static_tensor(rt))
    return xfd_result_type_error(op, 0, "statically shaped tensor of any type values");
  int64_t n = xfi_type_num_elements(rt);
  bool match = n == (int64_t)op->nops;
  for (uint32_t i = 0; match && i < op->nops; i++)
    match = operand_type(op, i) == rt->elem;
  return match ? XF_OK : failed_that(op, "operand types match result element type");
}

/* ------------------------------------------------------ gather, scatter */

static bool int_or_index_elems(const xf_type *t) {
  return xfd_is_ranked_tensor(t) && (xfd_is_signless_int(t->elem) || xfd_is_index(t->elem));
}

/* verifyGatherOrScatterDims. */
static xf_status verify_dims(xf_op *op, const xf_attr *dims, const xf_type *indices, int64_t rank,
                             const char *kind, const char *what) {
  int64_t n = dims->n;
  if (n == 0)
    return xfd_op_error(op, "%s_dims must be non-empty", kind);
  if (n > rank)
    return xfd_op_error(op, "%s_dims overflow %s rank", kind, what);
  if (indices->n == 0 || indices->shape[indices->n - 1] != n)
    return xfd_op_error(op, "%s_dims length must match the size of last dimension of indices",
                        kind);
  for (int64_t i = 0; i < n; i++) {
    int64_t v = xf_attr_dense_array_int(dims, (size_t)i);
    if (v < 0)
      return xfd_op_error(op, "%s_dims value must be non-negative", kind);
    if (v >= rank)
      return xfd_op_error(op, "%s_dims value must be smaller than %s rank", kind, what);
  }
  for (int64_t i = 1; i < n; i++)
    if (xf_attr_dense_array_int(dims, (size_t)i - 1) >= xf_attr_dense_array_int(dims, (size_t)i))
      return xfd_op_error(op, "%s_dims values must be strictly increasing", kind);
  return XF_OK;
}

/* GatherOp::inferResultType: the indices' leading dims, then the source's
 * dims with gathered ones set to 1 (or dropped when `reduced`). */
static xf_type *infer_gather_type(xf_context *ctx, const xf_type *src, const xf_type *indices,
                                  const xf_attr *dims, bool reduced) {
  size_t cap = indices->n + src->n;
  int64_t *shape = xfs_malloc(xfs_ctx_mem(ctx), (cap ? cap : 1) * sizeof *shape);
  if (!shape)
    return NULL;
  size_t n = 0;
  for (uint32_t i = 0; i + 1 < indices->n; i++)
    shape[n++] = indices->shape[i];
  for (uint32_t d = 0; d < src->n; d++) {
    bool gathered = false;
    for (uint32_t k = 0; k < dims->n; k++)
      gathered |= xf_attr_dense_array_int(dims, k) == (int64_t)d;
    if (!gathered)
      shape[n++] = src->shape[d];
    else if (!reduced)
      shape[n++] = 1;
  }
  xf_type *t = xf_type_ranked_tensor(ctx, shape, n, src->elem, src->encoding);
  xfs_free(xfs_ctx_mem(ctx), shape, (cap ? cap : 1) * sizeof *shape);
  return t;
}

/* "<what> type mismatch: expected 'A' or its rank-reduced variant 'B' (got: 'C')" */
static xf_status verify_gathered_type(xf_op *op, const char *what, const xf_type *base,
                                      const xf_type *indices, const xf_attr *dims, xf_type *got) {
  xf_type *full = infer_gather_type(xfi_op_ctx(op), base, indices, dims, false);
  xf_type *red = infer_gather_type(xfi_op_ctx(op), base, indices, dims, true);
  if (!full || !red)
    return XF_NOMEM;
  if (got == full || got == red)
    return XF_OK;
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op %s type mismatch: expected ", op->name->str, what);
  xf_diag_append_type(d, full);
  xf_diag_printf(d, " or its rank-reduced variant ");
  xf_diag_append_type(d, red);
  xf_diag_printf(d, " (got: ");
  xf_diag_append_type(d, got);
  xf_diag_printf(d, ")");
  xf_diag_report(d);
  return XF_ERROR;
}

xf_status xfd_tensor_verify_gather(xf_op *op) {
  static const attr_req reqs[] = {{"gather_dims", xfd_is_i64_dense_array, "i64 dense array attribute", false},
                                  {"unique", is_unit, "unit attribute", true}};
  if (xfd_verify_counts(op, 0, 1, 2, false) != XF_OK || verify_attrs(op, reqs, 2) != XF_OK ||
      ranked_operand(op, 0) != XF_OK)
    return XF_ERROR;
  if (!int_or_index_elems(operand_type(op, 1)))
    return xfd_operand_type_error(op, 1, "ranked tensor of signless integer or index values");
  if (ranked_result(op) != XF_OK)
    return XF_ERROR;
  xf_attr *dims = xf_op_get_attr(op, "gather_dims");
  xf_type *src = operand_type(op, 0), *idx = operand_type(op, 1);
  if (verify_dims(op, dims, idx, src->n, "gather", "source") != XF_OK)
    return XF_ERROR;
  return verify_gathered_type(op, "result", src, idx, dims, xfi_op_results(op)[0].type);
}

xf_status xfd_tensor_verify_scatter(xf_op *op) {
  static const attr_req reqs[] = {{"scatter_dims", xfd_is_i64_dense_array, "i64 dense array attribute", false},
                                  {"unique", is_unit, "unit attribute", true}};
  if (xfd_verify_counts(op, 0, 1, 3, false) != XF_OK || verify_attrs(op, reqs, 2) != XF_OK ||
      ranked_operand(op, 0) != XF_OK || ranked_operand(op, 1) != XF_OK)
    return XF_ERROR;
  if (!int_or_index_elems(operand_type(op, 2)))
    return xfd_operand_type_error(op, 2, "ranked tensor of signless integer or index values");
  if (ranked_result(op) != XF_OK)
    return XF_ERROR;
  xf_attr *dims = xf_op_get_attr(op, "scatter_dims");
  xf_type *dst = operand_type(op, 1), *idx = operand_type(op, 2);
  if (verify_dims(op, dims, idx, dst->n, "scatter", "dest") != XF_OK)
    return XF_ERROR;
  if (!xf_op_get_attr(op, "unique"))
    return xfd_op_error(op, "requires 'unique' attribute to be set");
  return verify_gathered_type(op, "source", dst, idx, dims, operand_type(op, 0));
}

/* ---------------------------------------------------- regions and yield */

/* SingleBlock and SizedRegion<1> on region 0 named `rname`. */
static xf_status verify_single_block(xf_op *op, const char *rname) {
  if (xfi_op_regions(op)[0].nblocks > 1)
    return xfd_op_error(op, "expects region #0 to have 0 or 1 blocks");
  if (xfi_op_regions(op)[0].nblocks != 1)
    return xfd_op_error(op, "region #0 ('%s') failed to verify constraint: region with 1 blocks",
                        rname);
  return XF_OK;
}

/* SingleBlockImplicitTerminator<tensor.yield>: the block ends in a yield. */
static xf_status verify_yield_terminator(xf_op *op, xf_op **yield) {
  xf_block *blk = xfi_op_regions(op)[0].first;
  xf_op *last = blk ? blk->last : NULL;
  if (last && strcmp(last->name->str, "tensor.yield") == 0) {
    *yield = last;
    return XF_OK;
  }
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op expects regions to end with 'tensor.yield', found '%s'",
                 op->name->str, last ? last->name->str : "");
  xf_diag *n = xf_diag_note(d, xfi_op_loc(op));
  xf_diag_printf(n, "in custom textual format, the absence of terminator implies 'tensor.yield'");
  xf_diag_report(d);
  return XF_ERROR;
}

xf_status xfd_tensor_verify_yield(xf_op *op) {
  if (xfd_verify_counts(op, 0, 0, 1, false) != XF_OK)
    return XF_ERROR;
  xf_op *parent = xf_op_parent(op);
  const char *pn = parent ? parent->name->str : "";
  if (strcmp(pn, "tensor.generate") != 0 && strcmp(pn, "tensor.pad") != 0)
    return xfd_op_error(op, "expects parent op to be one of 'tensor.generate, tensor.pad'");
  return XF_OK;
}

xf_status xfd_tensor_verify_generate(xf_op *op) {
  if (xfd_verify_counts(op, 1, 1, -1, false) != XF_OK ||
      verify_single_block(op, "body") != XF_OK ||
      xfd_verify_index_operands(op, 0, op->nops) != XF_OK || ranked_result(op) != XF_OK)
    return XF_ERROR;
  return verify_dynamic_dim_count(op, xfi_op_results(op)[0].type, op->nops);
}

xf_status xfd_tensor_verify_generate_regions(xf_op *op) {
  xf_op *yield;
  if (verify_yield_terminator(op, &yield) != XF_OK)
    return XF_ERROR;
  xf_type *rt = xfi_op_results(op)[0].type;
  xf_block *blk = xfi_op_regions(op)[0].first;
  for (uint32_t i = 0; i < blk->nargs; i++)
    if (!xfd_is_index(blk->args[i]->type))
      return xfd_error(op, "all body arguments must be index");
  if (blk->nargs != rt->n)
    return xfd_error(op, "must have one body argument per input dimension");
  if (yield->nops != 1 || yield->operands[0].value->type != rt->elem)
    return xfd_op_error(op, "body must be terminated with a `yield` operation of the tensor "
                            "element type");
  return XF_OK;
}

/* ------------------------------------------------------------------- pad */

/* PadOp::inferResultType against the specified result type. */
static xf_status verify_pad_type(xf_op *op, const xf_type *st, const xf_attr *lo,
                                 const xf_attr *hi) {
  xf_type *rt = xfi_op_results(op)[0].type;
  if (lo->n != st->n || hi->n != st->n) {
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "failed to infer expectedType from sourceType ");
    xf_diag_append_type(d, (xf_type *)st);
    xf_diag_printf(d, ", specified resultType is ");
    xf_diag_append_type(d, rt);
    xf_diag_report(d);
    return XF_ERROR;
  }
  int64_t buf[16], *shape = st->n <= 16 ? buf : xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), st->n * 8);
  if (!shape)
    return XF_NOMEM;
  bool bad = rt->n != st->n;
  for (uint32_t i = 0; i < st->n; i++) {
    int64_t l = xf_attr_dense_array_int(lo, i), h = xf_attr_dense_array_int(hi, i);
    bool dyn = st->shape[i] == XF_DYNAMIC || l == XF_DYNAMIC || h == XF_DYNAMIC;
    shape[i] = dyn ? XF_DYNAMIC : st->shape[i] + l + h;
    bad |= !bad && !dyn && rt->shape[i] != shape[i];
  }
  xf_type *inferred = xf_type_ranked_tensor(xfi_op_ctx(op), shape, st->n, st->elem, NULL);
  if (shape != buf)
    xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), shape, st->n * 8);
  if (!bad)
    return XF_OK;
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "specified type ");
  xf_diag_append_type(d, rt);
  xf_diag_printf(d, " does not match the inferred type ");
  xf_diag_append_type(d, inferred);
  xf_diag_report(d);
  return XF_ERROR;
}

xf_status xfd_tensor_verify_pad(xf_op *op) {
  static const attr_req reqs[] = {{"nofold", is_unit, "unit attribute", true},
                                  {"static_high", xfd_is_i64_dense_array, "i64 dense array attribute", false},
                                  {"static_low", xfd_is_i64_dense_array, "i64 dense array attribute", false}};
  int32_t segs[3];
  if (xfd_verify_counts(op, 1, 1, 1, true) != XF_OK || verify_single_block(op, "region") != XF_OK ||
      verify_attrs(op, reqs, 3) != XF_OK || xfd_verify_segments(op, 3, segs) != XF_OK ||
      ranked_operand(op, 0) != XF_OK || xfd_verify_index_operands(op, 1, op->nops - 1) != XF_OK ||
      ranked_result(op) != XF_OK)
    return XF_ERROR;
  return verify_pad_type(op, operand_type(op, 0), xf_op_get_attr(op, "static_low"),
                         xf_op_get_attr(op, "static_high"));
}

xf_status xfd_tensor_verify_pad_regions(xf_op *op) {
  xf_op *yield;
  if (verify_yield_terminator(op, &yield) != XF_OK)
    return XF_ERROR;
  xf_type *rt = xfi_op_results(op)[0].type;
  xf_block *blk = xfi_op_regions(op)[0].first;
  if (blk->nargs != rt->n)
    return xfd_error(op, "expected the block to have %u arguments", rt->n);
  for (uint32_t i = 0; i < blk->nargs; i++)
    if (!xfd_is_index(blk->args[i]->type))
      return xfd_op_error(op, "expected block argument %u to be an index", i + 1);
  if (yield->nops != 1 || yield->operands[0].value->type != rt->elem)
    return xfd_op_error(op, "expected yield type to match shape element type");
  return XF_OK;
}

/* --------------------------------------------------------------- reshape */

xf_status xfd_tensor_verify_reshape(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, 2, false) != XF_OK || tensor_operand(op, 0) != XF_OK)
    return XF_ERROR;
  xf_type *shape = operand_type(op, 1), *src = operand_type(op, 0), *rt = xfi_op_results(op)[0].type;
  if (!xfd_is_ranked_tensor(shape) || shape->n != 1 ||
      !(xfd_is_signless_int(shape->elem) || xfd_is_index(shape->elem)))
    return xfd_operand_type_error(op, 1, "1D tensor of signless integer or index values");
  if (tensor_result(op) != XF_OK)
    return XF_ERROR;
  if (src->elem != rt->elem)
    return xfd_op_error(op, "element types of source and destination tensor types should be the "
                            "same");
  if (rt->kind != XF_TYPE_RANKED_TENSOR)
    return XF_OK;
  int64_t ns = xfi_type_num_elements(src), nr = xfi_type_num_elements(rt);
  if (src->kind == XF_TYPE_RANKED_TENSOR && ns >= 0 && nr >= 0 && ns != nr)
    return xfd_op_error(op, "source and destination tensor should have the same number of "
                            "elements");
  if (shape->shape[0] == XF_DYNAMIC)
    return xfd_op_error(op, "cannot use shape operand with dynamic length to reshape to "
                            "statically-ranked tensor type");
  if (shape->shape[0] != (int64_t)rt->n)
    return xfd_op_error(op, "length of shape operand differs from the result's tensor rank");
  return XF_OK;
}

/* ------------------------------------------- expand_shape, collapse_shape */

/* The largest index in the reassociation groups, or -1. */
static int64_t max_reassoc_index(const xf_attr *r) {
  int64_t m = -1;
  for (uint32_t i = 0; i < r->n; i++)
    for (uint32_t j = 0; j < r->u.elems[i]->n; j++) {
      int64_t v = xf_attr_int_value(r->u.elems[i]->u.elems[j]);
      m = v > m ? v : m;
    }
  return m;
}

/* isReassociationValid: groups list 0, 1, 2, ... contiguously; -1 when
 * valid, else the index of the first bad group. */
static int64_t invalid_reassoc_group(const xf_attr *r, int64_t ndims) {
  int64_t next = 0;
  for (uint32_t i = 0; i < r->n; i++) {
    const xf_attr *g = r->u.elems[i];
    if (g->n == 0)
      return i;
    for (uint32_t j = 0; j < g->n; j++)
      if (xf_attr_int_value(g->u.elems[j]) != next++)
        return i;
  }
  return r->n && next != ndims ? (int64_t)r->n - 1 : -1;
}

/* reshapeLikeShapesAreCompatible. */
static xf_status verify_reshape_shapes(xf_op *op, const xf_type *big, const xf_type *small,
                                       const xf_attr *r) {
  uint32_t start = 0;
  for (uint32_t i = 0; i < r->n; i++) {
    const xf_attr *g = r->u.elems[i];
    bool dyn = false;
    int64_t prod = 1;
    for (uint32_t j = 0; j < g->n && start + j < big->n; j++) {
      int64_t s = big->shape[start + j];
      dyn |= s == XF_DYNAMIC;
      prod = s == XF_DYNAMIC ? prod : prod * s;
    }
    if (dyn && small->shape[i] != XF_DYNAMIC)
      return xfd_op_error(op, "expected dimension %u of collapsed type to be dynamic since one or "
                              "more of the corresponding dimensions in the expanded type is "
                              "dynamic",
                          i);
    if (!dyn && small->shape[i] != prod)
      return xfd_op_error(op, "expected dimension %u of collapsed type to be static value of %lld",
                          i, (long long)prod);
    start += g->n;
  }
  return XF_OK;
}

/* verifyTensorReshapeOp: `big` is the expanded type, `small` the collapsed. */
static xf_status verify_reassociative(xf_op *op, xf_type *big, xf_type *small) {
  const xf_attr *r = xf_op_get_attr(op, "reassociation");
  if (big->kind != XF_TYPE_RANKED_TENSOR || small->kind != XF_TYPE_RANKED_TENSOR) {
    /* mlir-opt 22 reads unranked types as ranked here; only the map count
     * check gives a stable answer. */
    if (small->kind == XF_TYPE_RANKED_TENSOR && small->n != r->n)
      return xfd_op_error(op, "expected collapsed rank (%u) to equal the number of reassociation "
                              "maps (%u).",
                          small->n, r->n);
    return XF_OK;
  }
  if (big->n < small->n) {
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op expected the expanded type, ", op->name->str);
    xf_diag_append_type(d, big);
    xf_diag_printf(d, " to have a higher (or same) rank than the collapsed type, ");
    xf_diag_append_type(d, small);
    xf_diag_printf(d, ".");
    xf_diag_report(d);
    return XF_ERROR;
  }
  if (small->n != r->n)
    return xfd_op_error(op, "expected collapsed rank (%u) to equal the number of reassociation "
                            "maps (%u).",
                        small->n, r->n);
  int64_t ndims = max_reassoc_index(r) + 1;
  for (uint32_t i = 0; i < r->n; i++)
    if (ndims != (int64_t)big->n)
      return xfd_op_error(op, "expected reassociation map #%u to have size equal to the expanded "
                              "rank (%u), but it is  %lld.",
                          i, big->n, (long long)ndims);
  int64_t bad = invalid_reassoc_group(r, ndims);
  if (bad >= 0)
    return xfd_op_error(op, "expected reassociation map #%lld to be valid and contiguous.",
                        (long long)bad);
  if (verify_reshape_shapes(op, big, small, r) != XF_OK)
    return XF_ERROR;
  if (big->elem != small->elem) {
    xf_type *expected = xf_type_ranked_tensor(xfi_op_ctx(op), small->shape, small->n, big->elem, NULL);
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op expected collapsed type to be ", op->name->str);
    xf_diag_append_type(d, expected);
    xf_diag_printf(d, ", but got ");
    xf_diag_append_type(d, small);
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

static const attr_req reassoc_req = {"reassociation", is_index_list_array,
                                     "Array of 64-bit integer array attributes", false};

xf_status xfd_tensor_verify_collapse_shape(xf_op *op) {
  if (xfd_verify_counts(op, 0, 1, 1, false) != XF_OK || verify_attrs(op, &reassoc_req, 1) != XF_OK ||
      tensor_operand(op, 0) != XF_OK || tensor_result(op) != XF_OK)
    return XF_ERROR;
  return verify_reassociative(op, operand_type(op, 0), xfi_op_results(op)[0].type);
}

xf_status xfd_tensor_verify_expand_shape(xf_op *op) {
  static const attr_req reqs[] = {
      {"reassociation", is_index_list_array, "Array of 64-bit integer array attributes", false},
      {"static_output_shape", xfd_is_i64_dense_array, "i64 dense array attribute", false}};
  if (xfd_verify_counts(op, 0, 1, 1, true) != XF_OK || verify_attrs(op, reqs, 2) != XF_OK ||
      tensor_operand(op, 0) != XF_OK || xfd_verify_index_operands(op, 1, op->nops - 1) != XF_OK ||
      tensor_result(op) != XF_OK)
    return XF_ERROR;
  xf_type *rt = xfi_op_results(op)[0].type;
  xf_attr *shape = xf_op_get_attr(op, "static_output_shape");
  if (rt->kind == XF_TYPE_RANKED_TENSOR && shape->n != rt->n)
    return xfd_op_error(op, "expected number of static shape dims to be equal to the output rank "
                            "(%u) but found %u inputs instead",
                        rt->n, shape->n);
  size_t ndyn = xfd_count_dynamic(shape);
  if (op->nops - 1 != ndyn)
    return xfd_op_error(op, "mismatch in dynamic dims in output_shape and static_output_shape: "
                            "static_output_shape has %zu dynamic dims while output_shape has %u "
                            "values",
                        ndyn, op->nops - 1);
  return verify_reassociative(op, rt, operand_type(op, 0));
}
