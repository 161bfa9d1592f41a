/* constraints.c — the ODS type constraints and verifier traits that several
 * dialects share, with mlir-opt 22's diagnostic texts.
 *
 * Type classes follow MLIR's definitions: "signless integer" excludes
 * index and si/ui types; "X-like" is X or a vector or tensor (ranked or
 * unranked) of X.  Shape compatibility follows verifyCompatibleShape(s):
 * unranked shapes match anything, a dynamic dimension matches any size.
 * Every check reports its error on the op (see xfd_op_diag) and returns
 * XF_ERROR, or returns XF_OK without reporting.
 */
#include "dialects.h"

/* ------------------------------------------------------------ type classes */

bool xfd_is_signless_int(const xf_type *t) {
  return t->kind == XF_TYPE_INTEGER && t->sign == XF_SIGNLESS;
}

bool xfd_is_signless_int_or_index(const xf_type *t) {
  return xfd_is_signless_int(t) || t->kind == XF_TYPE_INDEX;
}

bool xfd_is_float(const xf_type *t) { return t->kind == XF_TYPE_FLOAT; }
bool xfd_is_index(const xf_type *t) { return t->kind == XF_TYPE_INDEX; }
bool xfd_is_i1(const xf_type *t) { return xfd_is_signless_int(t) && t->width == 1; }

bool xfd_is_tensor(const xf_type *t) {
  return t->kind == XF_TYPE_RANKED_TENSOR || t->kind == XF_TYPE_UNRANKED_TENSOR;
}

bool xfd_is_shaped(const xf_type *t) {
  return t->kind == XF_TYPE_VECTOR || xfd_is_tensor(t) || t->kind == XF_TYPE_MEMREF ||
         t->kind == XF_TYPE_UNRANKED_MEMREF;
}

bool xfd_has_rank(const xf_type *t) {
  return t->kind == XF_TYPE_VECTOR || t->kind == XF_TYPE_RANKED_TENSOR ||
         t->kind == XF_TYPE_MEMREF;
}

xf_type *xfd_elem_or_self(xf_type *t) { return xfd_is_shaped(t) ? t->elem : t; }

bool xfd_like(xf_type *t, bool (*pred)(const xf_type *)) {
  if (t->kind == XF_TYPE_VECTOR || xfd_is_tensor(t))
    return pred(t->elem);
  return pred(t);
}

/* --------------------------------------------------------------- shapes */

static bool dims_compatible(int64_t a, int64_t b) {
  return a == XF_DYNAMIC || b == XF_DYNAMIC || a == b;
}

bool xfd_compatible_shape(const xf_type *a, const xf_type *b) {
  bool sa = xfd_is_shaped(a), sb = xfd_is_shaped(b);
  if (!sa || !sb)
    return !sa && !sb;
  if (!xfd_has_rank(a) || !xfd_has_rank(b))
    return true;
  if (a->n != b->n)
    return false;
  for (uint32_t i = 0; i < a->n; i++)
    if (!dims_compatible(a->shape[i], b->shape[i]))
      return false;
  return true;
}

/* Mixing scalable and fixed vectors is incompatible. */
static bool scalable_mix(xf_type *const *types, size_t n) {
  bool sc = false, fixed = false;
  for (size_t i = 0; i < n; i++) {
    if (types[i]->kind != XF_TYPE_VECTOR)
      continue;
    bool any = false;
    for (uint32_t d = 0; types[i]->has_scalable && d < types[i]->n; d++)
      any |= types[i]->scalable[d];
    sc |= any;
    fixed |= !any;
  }
  return sc && fixed;
}

bool xfd_compatible_shapes(xf_type *const *types, size_t n) {
  size_t shaped = 0;
  for (size_t i = 0; i < n; i++)
    shaped += xfd_is_shaped(types[i]);
  if (shaped != n)
    return shaped == 0;
  if (scalable_mix(types, n))
    return false;
  const xf_type *first = NULL;
  for (size_t i = 0; i < n; i++) {
    if (!xfd_has_rank(types[i]))
      continue;
    if (!first)
      first = types[i];
    else if (types[i]->n != first->n)
      return false;
  }
  for (uint32_t d = 0; first && d < first->n; d++) {
    int64_t fixed = XF_DYNAMIC;
    for (size_t i = 0; i < n; i++) {
      if (!xfd_has_rank(types[i]) || types[i]->shape[d] == XF_DYNAMIC)
        continue;
      if (fixed != XF_DYNAMIC && fixed != types[i]->shape[d])
        return false;
      fixed = types[i]->shape[d];
    }
  }
  return true;
}

xf_type *xfd_i1_same_shape(xf_context *ctx, xf_type *t) {
  xf_type *i1 = ctx->t_i1;
  switch (t->kind) {
  case XF_TYPE_VECTOR: return xf_type_vector(ctx, t->shape, t->has_scalable ? t->scalable : NULL,
                                             t->n, i1);
  case XF_TYPE_RANKED_TENSOR: return xf_type_ranked_tensor(ctx, t->shape, t->n, i1, t->encoding);
  case XF_TYPE_UNRANKED_TENSOR: return xf_type_unranked_tensor(ctx, i1);
  case XF_TYPE_MEMREF: return xf_type_memref(ctx, t->shape, t->n, i1, t->encoding, t->memspace);
  case XF_TYPE_UNRANKED_MEMREF: return xf_type_unranked_memref(ctx, i1, t->memspace);
  default: return i1;
  }
}

/* ---------------------------------------------------------------- errors */

xf_diag *xfd_op_diag(xf_op *op) {
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op ", op->name->str);
  return d;
}

static xf_status type_error(xf_op *op, const char *what, unsigned i, const char *desc,
                            xf_type *t) {
  xf_diag *d = xfd_op_diag(op);
  xf_diag_printf(d, "%s #%u must be %s, but got ", what, i, desc);
  xf_diag_append_type(d, t);
  xf_diag_report(d);
  return XF_ERROR;
}

xf_status xfd_operand_type_error(xf_op *op, unsigned i, const char *desc) {
  return type_error(op, "operand", i, desc, op->operands[i].value->type);
}

xf_status xfd_result_type_error(xf_op *op, unsigned i, const char *desc) {
  return type_error(op, "result", i, desc, xfi_op_results(op)[i].type);
}

xf_status xfd_attr_constraint_error(xf_op *op, const char *name, const char *what) {
  xf_diag *d = xf_diag_create(xfi_op_ctx(op), XF_SEV_ERROR, xfi_op_loc(op));
  xf_diag_printf(d, "'%s' op attribute '%s' failed to satisfy constraint: %s", op->name->str, name,
                 what);
  xf_diag_report(d);
  return XF_ERROR;
}

xf_status xfd_check_inferred_same_type(xf_op *op) {
  if (!op->nops)
    return XF_OK;
  xf_type *inferred = op->operands[0].value->type;
  uint32_t i = 0;
  while (i < op->nres && xfi_op_results(op)[i].type == inferred)
    i++;
  if (i == op->nres)
    return XF_OK;
  xf_diag *d = xf_diag_create(xfi_op_ctx(op), XF_SEV_ERROR, xfi_op_loc(op));
  xf_diag_printf(d, "'%s' op inferred type(s) ", op->name->str);
  for (uint32_t k = 0; k < op->nres; k++) {
    xf_diag_printf(d, k ? ", " : "");
    xf_diag_append_type(d, inferred);
  }
  xf_diag_printf(d, " are incompatible with return type(s) of operation ");
  for (uint32_t k = 0; k < op->nres; k++) {
    xf_diag_printf(d, k ? ", " : "");
    xf_diag_append_type(d, xfi_op_results(op)[k].type);
  }
  xf_diag_report(d);
  return xfd_op_error(op, "failed to infer returned types");
}

/* -------------------------------------------------------------- counting */

xf_status xfd_check_operands(xf_op *op, unsigned n) {
  if (op->nops == n)
    return XF_OK;
  if (n == 0)
    return xfd_op_error(op, "requires zero operands");
  if (n == 1)
    return xfd_op_error(op, "requires a single operand");
  return xfd_op_error(op, "expected %u operands, but found %u", n, op->nops);
}

xf_status xfd_check_min_operands(xf_op *op, unsigned n) {
  if (op->nops >= n)
    return XF_OK;
  return xfd_op_error(op, "expected %u or more operands, but found %u", n, op->nops);
}

xf_status xfd_check_results(xf_op *op, unsigned n) {
  if (op->nres == n)
    return XF_OK;
  if (n == 0)
    return xfd_op_error(op, "requires zero results");
  if (n == 1)
    return xfd_op_error(op, "requires one result");
  return xfd_op_error(op, "expected %u results, but found %u", n, op->nres);
}

xf_status xfd_check_regions(xf_op *op, unsigned n) {
  if (op->nreg == n)
    return XF_OK;
  if (n == 0)
    return xfd_op_error(op, "requires zero regions");
  if (n == 1)
    return xfd_op_error(op, "requires one region");
  return xfd_op_error(op, "expected %u regions", n);
}

/* ---------------------------------------------------------------- traits */

static bool same_elem_and_shape(xf_type *a, xf_type *b) {
  return xfd_elem_or_self(a) == xfd_elem_or_self(b) && xfd_compatible_shape(a, b);
}

static xf_attr *tensor_encoding(const xf_type *t) {
  return t->kind == XF_TYPE_RANKED_TENSOR ? t->encoding : NULL;
}

/* One type `t` checked against the first result's type `ref`. */
static xf_status same_type_as(xf_op *op, xf_type *t, xf_type *ref) {
  if (!same_elem_and_shape(t, ref))
    return xfd_op_error(op, "requires the same type for all operands and results");
  xf_attr *enc = tensor_encoding(ref);
  if (enc && tensor_encoding(t) != enc)
    return xfd_op_error(op, "requires the same encoding for all operands and results");
  return XF_OK;
}

xf_status xfd_check_same_operands_and_result_type(xf_op *op) {
  if (xfd_check_min_operands(op, 1) != XF_OK)
    return XF_ERROR;
  if (op->nres < 1)
    return xfd_op_error(op, "expected 1 or more results, but found %u", op->nres);
  xf_type *ref = xfi_op_results(op)[0].type;
  for (uint32_t i = 1; i < op->nres; i++)
    if (same_type_as(op, xfi_op_results(op)[i].type, ref) != XF_OK)
      return XF_ERROR;
  for (uint32_t i = 0; i < op->nops; i++)
    if (same_type_as(op, op->operands[i].value->type, ref) != XF_OK)
      return XF_ERROR;
  return XF_OK;
}

xf_status xfd_check_same_type_operands(xf_op *op) {
  for (uint32_t i = 1; i < op->nops; i++)
    if (op->operands[i].value->type != op->operands[0].value->type)
      return xfd_op_error(op, "requires all operands to have the same type");
  return XF_OK;
}

/* Operand and result types of `op` in one array (free with free_types). */
static xf_type **all_types(xf_op *op, size_t *n) {
  *n = (size_t)op->nops + op->nres;
  xf_type **t = xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), (*n + 1) * sizeof *t);
  if (!t)
    return NULL;
  for (uint32_t i = 0; i < op->nops; i++)
    t[i] = op->operands[i].value->type;
  for (uint32_t i = 0; i < op->nres; i++)
    t[op->nops + i] = xfi_op_results(op)[i].type;
  return t;
}

static void free_types(xf_op *op, xf_type **t, size_t n) {
  xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), t, (n + 1) * sizeof *t);
}

xf_status xfd_check_same_operands_and_result_shape(xf_op *op) {
  if (xfd_check_min_operands(op, 1) != XF_OK)
    return XF_ERROR;
  if (op->nres < 1)
    return xfd_op_error(op, "expected 1 or more results, but found %u", op->nres);
  size_t n;
  xf_type **t = all_types(op, &n);
  if (!t)
    return XF_NOMEM;
  bool ok = xfd_compatible_shapes(t, n);
  free_types(op, t, n);
  return ok ? XF_OK : xfd_op_error(op, "requires the same shape for all operands and results");
}

static bool mappable(const xf_type *t) { return t->kind == XF_TYPE_VECTOR || xfd_is_tensor(t); }

/* Base type identity for the Elementwise check (TypeID). */
static int base_kind(const xf_type *t) { return t->kind; }

xf_status xfd_check_elementwise(xf_op *op) {
  size_t n, nres = 0, nops = 0, k = 0;
  xf_type **t = all_types(op, &n);
  if (!t)
    return XF_NOMEM;
  for (size_t i = 0; i < n; i++) {
    if (!mappable(t[i]))
      continue;
    nops += i < op->nops;
    nres += i >= op->nops;
    t[k++] = t[i];
  }
  const char *msg = NULL;
  if (nres && !nops)
    msg = "if a result is non-scalar, then at least one operand must be non-scalar";
  else if (nops && !nres)
    msg = "if an operand is non-scalar, then there must be at least one non-scalar result";
  else if (nops && nres != op->nres)
    msg = "if an operand is non-scalar, then all results must be non-scalar";
  for (size_t i = 1; !msg && i < k; i++)
    if (base_kind(t[i]) != base_kind(t[0]))
      msg = "all non-scalar operands/results must have the same shape and base type";
  if (!msg && k && !xfd_compatible_shapes(t, k))
    msg = "all non-scalar operands/results must have the same shape and base type";
  free_types(op, t, n);
  return msg ? xfd_op_error(op, "%s", msg) : XF_OK;
}

xf_attr *xfd_dense_array_of(xf_attr *a, unsigned width) {
  if (!a || a->kind != XF_ATTR_DENSE_ARRAY || a->type->kind != XF_TYPE_INTEGER ||
      a->type->width != width)
    return NULL;
  return a;
}
