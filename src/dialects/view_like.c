/* view_like.c — mixed static/dynamic index lists and the offset/size/
 * stride verification shared by slice-like ops (see view_like.h).
 *
 * Parsing follows mlir-opt 22's parseDynamicIndexList: each entry is an
 * optional SSA operand, then an optional `[` marking a scalable entry,
 * then (without an operand) an integer, then the closing `]`.  A failed
 * entry fails the list silently when the scalable bracket is not closed,
 * which is why `%a [1]` reports only "expected SSA value or integer".
 */
#include "view_like.h"

/* ----------------------------------------------------------------- parse */

static bool oom(xfy_parser *p) { return xfy_error(p, "out of memory"); }

/* One entry; false (maybe without a diagnostic) on failure. */
static bool parse_entry(xfy_op_builder *b, xfd_index_list *l, bool with_types) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfy_operand u;
  bool is_ssa;
  if (!xfy_parse_optional_operand(p, &u, &is_ssa))
    return false;
  bool scalable = xfy_accept(p, XFY_LSQUARE);
  int64_t v = XF_DYNAMIC;
  if (is_ssa) {
    if (!XFS_VEC_PUSH(m, &l->ops, xfy_operand, u))
      return oom(p);
    if (with_types) {
      xf_type *t = xfy_parse_colon_type(p);
      if (!t || !XFS_VEC_PUSH(m, &l->types, xf_type *, t))
        return t ? oom(p) : false;
    }
  } else if (!xfy_builder_parse_integer(b, &v)) {
    return false;
  }
  if (!XFS_VEC_PUSH(m, &l->vals, int64_t, v) || !XFS_VEC_PUSH(m, &l->scalable, bool, scalable))
    return oom(p);
  return !scalable || xfy_accept(p, XFY_RSQUARE);
}

static bool parse_entries(xfy_op_builder *b, xfd_index_list *l, xfy_delim delim,
                          bool with_types) {
  xfy_parser *p = b->p;
  bool paren = delim == XFY_DELIM_PAREN;
  xfy_tok_kind close = paren ? XFY_RPAREN : XFY_RSQUARE;
  if (!xfy_expect(p, paren ? XFY_LPAREN : XFY_LSQUARE,
                  paren ? "'(' in dynamic index list" : "'[' in dynamic index list"))
    return false;
  if (xfy_accept(p, close))
    return true;
  do {
    if (!parse_entry(b, l, with_types))
      return false;
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, close, paren ? "')' in dynamic index list" : "']' in dynamic index list");
}

bool xfd_parse_index_list(xfy_op_builder *b, xfd_index_list *l, xfy_delim delim,
                          bool with_types) {
  if (parse_entries(b, l, delim, with_types))
    return true;
  return xfy_builder_error_also(b, "expected SSA value or integer");
}

void xfd_index_list_free(xf_context *ctx, xfd_index_list *l) {
  xfs_mem *m = xfs_ctx_mem(ctx);
  xfs_vec_free(m, &l->ops, sizeof(xfy_operand));
  xfs_vec_free(m, &l->vals, sizeof(int64_t));
  xfs_vec_free(m, &l->scalable, sizeof(bool));
  xfs_vec_free(m, &l->types, sizeof(xf_type *));
}

xf_attr *xfd_index_list_attr(xf_context *ctx, const xfd_index_list *l) {
  return xf_attr_dense_i64_array(ctx, l->vals.data, l->vals.len);
}

bool xfd_index_list_resolve(xfy_op_builder *b, const xfd_index_list *l, xf_type *t) {
  return xfy_resolve_operands_same(b, l->ops.data, l->ops.len, t);
}

/* ----------------------------------------------------------------- print */

void xfd_print_index_list(xfy_printer *pr, xf_op *op, size_t first, const xf_attr *statics,
                          const xf_attr *scalable, bool with_types, xfy_delim delim) {
  bool paren = delim == XFY_DELIM_PAREN;
  xfy_putc(pr, paren ? '(' : '[');
  size_t dyn = first;
  for (uint32_t i = 0; statics && i < statics->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    bool sc = scalable && i < scalable->n && xf_attr_dense_array_int(scalable, i);
    if (sc)
      xfy_putc(pr, '[');
    int64_t v = xf_attr_dense_array_int(statics, i);
    if (v != XF_DYNAMIC) {
      xfs_buf_printf(pr->out, "%lld", (long long)v);
    } else if (dyn < op->nops) {
      xf_value *val = op->operands[dyn++].value;
      xfy_print_value(pr, val);
      if (with_types) {
        xfy_puts(pr, " : ");
        xfy_print_type(pr, val->type);
      }
    } else {
      xfy_puts(pr, "<<UNKNOWN SSA VALUE>>");
    }
    if (sc)
      xfy_putc(pr, ']');
  }
  xfy_putc(pr, paren ? ')' : ']');
}

size_t xfd_count_dynamic(const xf_attr *statics) {
  size_t n = 0;
  for (uint32_t i = 0; statics && i < statics->n; i++)
    n += xf_attr_dense_array_int(statics, i) == XF_DYNAMIC;
  return n;
}

/* ---------------------------------------------------------------- verify */

static const char *const list_names[3] = {"offset", "size", "stride"};
static const char *const prop_names[3] = {"static_offsets", "static_sizes", "static_strides"};

static xf_status verify_dynamic_counts(xf_op *op, xf_attr *const lists[3], const int32_t segs[3]) {
  for (int i = 0; i < 3; i++) {
    size_t want = xfd_count_dynamic(lists[i]);
    if ((size_t)segs[i] != want)
      return xfd_error(op,
                       "expected the number of '%ss' to match the number of dynamic entries in "
                       "'%s' (%d vs %zu)",
                       list_names[i], prop_names[i], segs[i], want);
  }
  return XF_OK;
}

static xf_status verify_nonnegative(xf_op *op, const xf_attr *list, const char *what) {
  for (uint32_t i = 0; i < list->n; i++) {
    int64_t v = xf_attr_dense_array_int(list, i);
    if (v < 0 && v != XF_DYNAMIC)
      return xfd_error(op, "expected %s to be non-negative, but got %lld", what, (long long)v);
  }
  return XF_OK;
}

xf_status xfd_verify_offset_size_stride(xf_op *op, const int32_t segs[3], size_t rank) {
  xf_attr *lists[3];
  for (int i = 0; i < 3; i++)
    lists[i] = xf_op_get_attr(op, prop_names[i]);
  if (verify_dynamic_counts(op, lists, segs) != XF_OK)
    return XF_ERROR;
  uint32_t no = lists[0]->n, ns = lists[1]->n, nt = lists[2]->n;
  if (!(no == 1 && rank == 1) && no != ns)
    return xfd_error(op,
                     "expected mixed offsets rank to match mixed sizes rank (%u vs %u) so the rank "
                     "of the result type is well-formed.",
                     no, ns);
  if (ns != nt)
    return xfd_error(op,
                     "expected mixed sizes rank to match mixed strides rank (%u vs %u) so the rank "
                     "of the result type is well-formed.",
                     ns, nt);
  for (int i = 0; i < 3; i++)
    if (lists[i]->n != rank)
      return xfd_error(op, "expected %zu %s values, got %u", rank, list_names[i], lists[i]->n);
  if (verify_nonnegative(op, lists[0], "offsets") != XF_OK)
    return XF_ERROR;
  return verify_nonnegative(op, lists[1], "sizes");
}

bool xfd_rank_reducible(const int64_t *orig, size_t orank, const int64_t *reduced,
                        size_t rrank) {
  size_t r = 0;
  for (size_t i = 0; i < orank; i++) {
    if (r < rrank && orig[i] == reduced[r]) {
      r++;
      continue;
    }
    if (orig[i] != 1)
      return false;
  }
  return r == rrank;
}

xf_status xfd_verify_rank_reduced(xf_op *op, xf_type *expected, xf_type *actual) {
  if (expected == actual)
    return XF_OK;
  if (actual->n > expected->n)
    return xfd_error(op, "expected rank to be smaller or equal to the other rank. ");
  if (!xfd_rank_reducible(expected->shape, expected->n, actual->shape, actual->n)) {
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "expected type to be ");
    xf_diag_append_type(d, expected);
    xf_diag_printf(d, " or a rank-reduced version. (size mismatch) ");
    xf_diag_report(d);
    return XF_ERROR;
  }
  if (expected->elem != actual->elem) {
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "expected element type to be ");
    xf_diag_append_type(d, expected->elem);
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

xf_status xfd_verify_in_bounds_slice(xf_op *op, const xf_type *shaped, const xf_attr *offsets,
                                     const xf_attr *sizes, const xf_attr *strides) {
  for (uint32_t i = 0; i < shaped->n && i < offsets->n; i++) {
    int64_t dim = shaped->shape[i], off = xf_attr_dense_array_int(offsets, i);
    if (dim == XF_DYNAMIC || off == XF_DYNAMIC)
      continue;
    if (off >= dim)
      return xfd_error(op, "offset %u is out-of-bounds: %lld >= %lld", i, (long long)off,
                       (long long)dim);
    int64_t sz = xf_attr_dense_array_int(sizes, i), st = xf_attr_dense_array_int(strides, i);
    if (sz == XF_DYNAMIC || st == XF_DYNAMIC)
      continue;
    int64_t last = off + (sz - 1) * st;
    if (last >= dim)
      return xfd_error(op, "slice along dimension %u runs out-of-bounds: %lld >= %lld", i,
                       (long long)last, (long long)dim);
  }
  return XF_OK;
}
