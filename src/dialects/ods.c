/* ods.c — the checks MLIR's ODS generates ahead of an op's verify(), with
 * their exact wording (see ods.h).
 */
#include <stdarg.h>

#include "ods.h"

static const char *const count_words[] = {"zero", "one"};

static xf_status verify_regions(xf_op *op, int n) {
  if (n < 0 || op->nreg == (uint32_t)n)
    return XF_OK;
  if (n < 2)
    return xfd_op_error(op, "requires %s region%s", count_words[n], n ? "" : "s");
  return xfd_op_error(op, "expected %d regions", n);
}

static xf_status verify_results(xf_op *op, int n) {
  if (n < 0 || op->nres == (uint32_t)n)
    return XF_OK;
  if (n < 2)
    return xfd_op_error(op, "requires %s result%s", count_words[n], n ? "" : "s");
  return xfd_op_error(op, "expected %d results", n);
}

static xf_status verify_operands(xf_op *op, int n, bool at_least) {
  if (n < 0)
    return XF_OK;
  if (at_least) {
    if (op->nops >= (uint32_t)n)
      return XF_OK;
    return xfd_op_error(op, "expected %d or more operands, but found %u", n, op->nops);
  }
  if (op->nops == (uint32_t)n)
    return XF_OK;
  if (n == 0)
    return xfd_op_error(op, "requires zero operands");
  if (n == 1)
    return xfd_op_error(op, "requires a single operand");
  return xfd_op_error(op, "expected %d operands, but found %u", n, op->nops);
}

xf_status xfd_verify_counts(xf_op *op, int regions, int results, int operands,
                            bool operands_at_least) {
  if (verify_regions(op, regions) != XF_OK || verify_results(op, results) != XF_OK)
    return XF_ERROR;
  return verify_operands(op, operands, operands_at_least);
}

xf_status xfd_error(xf_op *op, const char *fmt, ...) {
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
  xf_diag_report(d);
  return XF_ERROR;
}




xf_status xfd_require_attr(xf_op *op, const char *name, xf_attr **out) {
  *out = xf_op_get_attr(op, name);
  if (*out)
    return XF_OK;
  return xfd_op_error(op, "requires attribute '%s'", name);
}

xf_status xfd_prop_constraint_error(xf_op *op, const char *name, const char *desc) {
  return xfd_op_error(op, "attribute '%s' failed to satisfy constraint: %s", name, desc);
}

xf_status xfd_verify_symbol_iface(xf_op *op, xf_attr *vis, bool declaration) {
  bool is_public = true;
  if (vis) {
    static const char *const known[] = {"public", "private", "nested"};
    bool ok = false;
    for (int i = 0; i < 3; i++)
      ok |= vis->kind == XF_ATTR_STRING && vis->n == strlen(known[i]) &&
            memcmp(vis->u.str, known[i], vis->n) == 0;
    if (!ok) {
      xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
      xf_diag_printf(d, "'%s' op visibility expected to be one of [\"public\", \"private\", "
                        "\"nested\"], but got ",
                     op->name->str);
      xf_diag_append_attr(d, vis);
      xf_diag_report(d);
      return XF_ERROR;
    }
    is_public = vis->n == 6 && memcmp(vis->u.str, "public", 6) == 0;
  }
  if (declaration && is_public)
    return xfd_op_error(op, "symbol declaration cannot have public visibility");
  /* mightHaveTrait: an unregistered parent may be a symbol table */
  xf_op *parent = xf_op_parent(op);
  if (parent && parent->info && !(parent->info->traits & XF_TRAIT_SYMBOL_TABLE))
    return xfd_op_error(op, "symbol's parent must have the SymbolTable trait");
  return XF_OK;
}

bool xfd_is_array_of(const xf_attr *a, xf_attr_kind kind) {
  if (a->kind != XF_ATTR_ARRAY)
    return false;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->u.elems[i]->kind != kind)
      return false;
  return true;
}

bool xfd_is_dict_array(const xf_attr *a) { return xfd_is_array_of(a, XF_ATTR_DICT); }

bool xfd_is_function_type_attr(const xf_attr *a) {
  return a->kind == XF_ATTR_TYPE && a->u.tval->kind == XF_TYPE_FUNCTION;
}

bool xfd_is_i64_dense_array(const xf_attr *a) {
  return a && a->kind == XF_ATTR_DENSE_ARRAY && a->type->kind == XF_TYPE_INTEGER &&
         a->type->width == 64 && a->type->sign == XF_SIGNLESS;
}

bool xfd_is_i64_integer_attr(const xf_attr *a) {
  return a && a->kind == XF_ATTR_INTEGER && a->type->kind == XF_TYPE_INTEGER &&
         a->type->width == 64 && a->type->sign == XF_SIGNLESS;
}


bool xfd_is_ranked_tensor(const xf_type *t) { return t->kind == XF_TYPE_RANKED_TENSOR; }

bool xfd_is_static_tensor(const xf_type *t) {
  if (t->kind != XF_TYPE_RANKED_TENSOR)
    return false;
  for (uint32_t i = 0; i < t->n; i++)
    if (t->shape[i] == XF_DYNAMIC)
      return false;
  return true;
}



xf_status xfd_verify_index_operands(xf_op *op, size_t from, size_t n) {
  for (size_t i = from; i < from + n && i < op->nops; i++)
    if (!xfd_is_index(op->operands[i].value->type))
      return xfd_operand_type_error(op, (unsigned)i, "variadic of index");
  return XF_OK;
}

/* mlir-opt rejects a wrongly sized segment array while converting the
 * properties (a parse error without the see-current-operation note). */
static xf_status segment_size_error(xf_op *op, xf_attr *seg, size_t nseg) {
  xf_diag *d = xf_diag_create(xfi_op_ctx(op), XF_SEV_ERROR, xfi_op_loc(op));
  xf_diag_printf(d, "invalid properties ");
  xf_diag_append_attr(d, op->props);
  xf_diag_printf(d, " for op %s: size mismatch in attribute conversion: %u vs %zu",
                 op->name->str, seg->n, nseg);
  xf_diag_report(d);
  return XF_ERROR;
}

xf_status xfd_verify_segments(xf_op *op, size_t nseg, int32_t *sizes) {
  xf_attr *seg = xf_op_get_attr(op, "operandSegmentSizes");
  bool is_i32 = seg && seg->kind == XF_ATTR_DENSE_ARRAY && seg->type->kind == XF_TYPE_INTEGER &&
                seg->type->width == 32;
  if (is_i32 && seg->n != nseg && op->props)
    return segment_size_error(op, seg, nseg);
  int64_t total = 0;
  for (size_t i = 0; i < nseg; i++) {
    sizes[i] = is_i32 && seg->n == nseg ? (int32_t)xf_attr_dense_array_int(seg, i) : 0;
    total += sizes[i];
  }
  if (total != op->nops)
    return xfd_op_error(op,
                        "operand count (%u) does not match with the total size (%lld) specified "
                        "in attribute 'operandSegmentSizes'",
                        op->nops, (long long)total);
  for (size_t i = 0; i < nseg; i++)
    if (sizes[i] < 0)
      return xfd_op_error(op, "'operandSegmentSizes' attribute cannot have negative elements");
  return XF_OK;
}

xf_attr *xfd_segment_sizes_attr(xf_context *ctx, const int32_t *sizes, size_t n) {
  uint64_t v[8];
  if (n > 8)
    return NULL;
  for (size_t i = 0; i < n; i++)
    v[i] = (uint64_t)(uint32_t)sizes[i];
  return xfi_attr_dense_array(ctx, ctx->t_i32, v, n);
}

void xfd_complete_segments(xf_context *ctx, xf_op_state *st, size_t nseg) {
  if (st->properties && xf_attr_dict_get(st->properties, "operandSegmentSizes"))
    return;
  int32_t zeros[8] = {0};
  xf_attr *seg = xfd_segment_sizes_attr(ctx, zeros, nseg);
  size_t n = st->properties ? st->properties->n : 0;
  xf_named_attr *e = xfs_malloc(xfs_ctx_mem(ctx), (n + 1) * sizeof *e);
  xf_ident *id = xf_ident_cstr(ctx, "operandSegmentSizes");
  if (!seg || !e || !id) {
    xfs_free(xfs_ctx_mem(ctx), e, (n + 1) * sizeof *e);
    return;
  }
  for (size_t i = 0; i < n; i++)
    e[i] = st->properties->u.entries[i];
  e[n] = (xf_named_attr){id, seg};
  xf_attr *d = xf_attr_dict(ctx, e, n + 1);
  if (d)
    st->properties = d;
  xfs_free(xfs_ctx_mem(ctx), e, (n + 1) * sizeof *e);
}
