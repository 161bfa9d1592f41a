/* scf_parallel.c — scf.forall with scf.forall.in_parallel, and
 * scf.parallel with scf.reduce and scf.reduce.return.
 *
 * scf.forall keeps its bounds as mixed static/dynamic lists: three dense
 * i64 arrays (staticLowerBound/UpperBound/Step, XF_DYNAMIC marking a
 * dynamic entry) and the dynamic values as operands, counted by
 * operandSegmentSizes [lbs, ubs, steps, shared_outs].  It prints as
 * `in (ubs)` when every lower bound is 0 and every step 1 (constants
 * defined by ops count), as mlir-opt does.  Its body ends with
 * scf.forall.in_parallel (a graph region of one block), added with an
 * empty block when the source leaves it out.
 *
 * scf.parallel counts its operands the same way [lbs, ubs, steps, inits];
 * its body ends with scf.reduce, one region per reduction.
 */
#include "scf.h"

static xf_type *otype(xf_op *op, uint32_t i) { return op->operands[i].value->type; }

static xf_block *entry_block(xf_op *op, uint32_t r) {
  return r < op->nreg ? xfi_op_regions(op)[r].first : NULL;
}

static xf_attr *segments_attr(xf_context *ctx, const uint32_t seg[4]) {
  uint64_t v[4] = {seg[0], seg[1], seg[2], seg[3]};
  return xfi_attr_dense_array(ctx, ctx->t_i32, v, 4);
}

/* Start of segment `k` of operandSegmentSizes (0 when unreadable). */
static uint32_t segment_start(xf_op *op, unsigned k, uint32_t *len) {
  xf_attr *seg = xfd_dense_array_of(xf_op_get_attr(op, "operandSegmentSizes"), 32);
  uint32_t start = 0;
  *len = 0;
  if (!seg || seg->n != 4)
    return 0;
  for (unsigned i = 0; i < k; i++)
    start += (uint32_t)xf_attr_dense_array_int(seg, i);
  *len = (uint32_t)xf_attr_dense_array_int(seg, k);
  if (start > op->nops || *len > op->nops - start)
    *len = 0;
  return start;
}

/* ------------------------------------------------- dynamic index lists */

/* `(%a, 4, %b)`: integers go to `statics`, values to `dyn` (XF_DYNAMIC in
 * `statics` marks their places). */
static bool parse_index_list(xfy_op_builder *b, xfs_vec *statics, xfs_vec *dyn) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  if (!xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  if (xfy_accept(p, XFY_RPAREN))
    return true;
  do {
    int64_t v = XF_DYNAMIC;
    bool present = false;
    xfy_operand u;
    if (!xfy_parse_optional_operand(p, &u, &present))
      return false;
    if (!present && !xfd_parse_integer(b, &v))
      return xfd_custom_error_after(b, true, "expected SSA value or integer");
    if (present && !XFS_VEC_PUSH(m, dyn, xfy_operand, u))
      return xfy_error(p, "out of memory");
    if (!XFS_VEC_PUSH(m, statics, int64_t, v))
      return xfy_error(p, "out of memory");
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, XFY_RPAREN, "')'");
}

/* printDynamicIndexList with parentheses; `dyn` walks the operands. */
static void print_index_list(xfy_printer *pr, xf_op *op, xf_attr *statics, uint32_t dyn) {
  xfy_putc(pr, '(');
  for (uint32_t i = 0; statics && i < statics->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    int64_t v = xf_attr_dense_array_int(statics, i);
    if (v != XF_DYNAMIC)
      xfs_buf_printf(pr->out, "%lld", (long long)v);
    else if (dyn < op->nops)
      xfy_print_value(pr, op->operands[dyn++].value);
  }
  xfy_putc(pr, ')');
}

/* Number of XF_DYNAMIC entries. */
static uint32_t count_dynamic(xf_attr *a) {
  uint32_t n = 0;
  for (uint32_t i = 0; a && i < a->n; i++)
    n += xf_attr_dense_array_int(a, i) == XF_DYNAMIC;
  return n;
}

/* ------------------------------------------------------------ scf.forall */

static const char *const forall_props[] = {"mapping", "operandSegmentSizes", "staticLowerBound",
                                           "staticStep", "staticUpperBound", NULL};

/* The bounds of a forall being parsed. */
typedef struct forall_bounds {
  xfs_vec st[3];    /* int64_t: static lbs, ubs, steps */
  xfs_vec dyn[3];   /* xfy_operand: dynamic lbs, ubs, steps */
} forall_bounds;

static bool fill_i64(xfy_op_builder *b, xfs_vec *v, size_t n, int64_t x) {
  for (size_t i = 0; i < n; i++)
    if (!XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), v, int64_t, x))
      return xfy_error(b->p, "out of memory");
  return true;
}

/* `in (ubs)` or `= (lbs) to (ubs) step (steps)`, dynamic values resolved
 * as index in that order. */
static bool parse_forall_bounds(xfy_op_builder *b, forall_bounds *fb, size_t rank) {
  xf_type *idx = b->ctx->t_index;
  if (xfy_accept_kw(b->p, "in"))
    return parse_index_list(b, &fb->st[1], &fb->dyn[1]) &&
           xfy_resolve_operands_same(b, fb->dyn[1].data, fb->dyn[1].len, idx) &&
           fill_i64(b, &fb->st[0], rank, 0) && fill_i64(b, &fb->st[2], rank, 1);
  static const char *const kw[3] = {NULL, "to", "step"};
  if (!xfy_expect(b->p, XFY_EQUAL, "'='"))
    return false;
  for (int k = 0; k < 3; k++)
    if ((kw[k] && !xfd_expect_keyword(b, kw[k])) ||
        !parse_index_list(b, &fb->st[k], &fb->dyn[k]) ||
        !xfy_resolve_operands_same(b, fb->dyn[k].data, fb->dyn[k].len, idx))
      return false;
  return true;
}

/* ForallOp::ensureTerminator: an scf.forall.in_parallel with an empty
 * block, when the body does not end with a terminator. */
static bool ensure_in_parallel(xfy_op_builder *b) {
  xfy_pending_region *r = xfy_builder_region(b, 0);
  if (!r->last) {
    xf_block *blk = xf_block_create(b->ctx);
    if (!blk)
      return xfy_error(b->p, "out of memory");
    r->first = r->last = blk;
    r->nblocks = 1;
  }
  xf_op *last = r->last->last;
  if (last && last->info && (last->info->traits & XF_TRAIT_TERMINATOR))
    return true;
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = xf_ident_cstr(b->ctx, "scf.forall.in_parallel");
  st.loc = xfy_builder_loc(b);
  st.num_regions = 1;
  xf_op *op = st.name ? xf_op_create(b->ctx, &st) : NULL;
  xf_block *blk = op ? xf_block_create(b->ctx) : NULL;
  if (!blk)
    return xfy_error(b->p, "out of memory");
  xf_region_push_block(&xfi_op_regions(op)[0], blk);
  xf_block_push_back(r->last, op);
  return true;
}

/* `shared_outs(%o = %t) -> (types)` if present, resolved at the list. */
static bool parse_shared_outs(xfy_op_builder *b, xfs_vec *args, xfs_vec *outs, xfs_vec *types) {
  xfy_token at = b->p->tok;
  if (!xfy_accept_kw(b->p, "shared_outs"))
    return true;
  return xfd_scf_expect_assignments(b, args, outs) &&
         xfy_parse_optional_arrow_type_list(b->p, types) &&
         xfy_resolve_operands(b, outs->data, outs->len, types->data, types->len, &at) &&
         xfy_add_types(b, types->data, types->len);
}

static bool add_forall_props(xfy_op_builder *b, forall_bounds *fb, size_t nouts) {
  static const char *const names[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};
  for (int k = 0; k < 3; k++)
    if (!xfy_add_prop(b, names[k], xf_attr_dense_i64_array(b->ctx, fb->st[k].data, fb->st[k].len)))
      return false;
  uint32_t seg[4] = {(uint32_t)fb->dyn[0].len, (uint32_t)fb->dyn[1].len,
                     (uint32_t)fb->dyn[2].len, (uint32_t)nouts};
  return xfy_add_prop(b, "operandSegmentSizes", segments_attr(b->ctx, seg));
}

static bool forall_parse(xfy_op_builder *b) {
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  forall_bounds fb;
  memset(&fb, 0, sizeof fb);
  xfs_vec args = {0}, outs = {0}, types = {0};
  bool ok = xfy_parse_argument_list(b->p, &args, XFY_DELIM_PAREN, false, false);
  size_t rank = args.len;
  for (size_t i = 0; ok && i < rank; i++)
    XFS_VEC_AT(&args, xfy_argument, i).type = b->ctx->t_index;
  ok = ok && parse_forall_bounds(b, &fb, rank) && parse_shared_outs(b, &args, &outs, &types);
  if (ok) {
    xfd_scf_type_args(&args, rank, types.data, types.len);
    ok = xfy_parse_region(b, args.data, args.len, false) && ensure_in_parallel(b) &&
         xfy_parse_optional_attr_dict(b) && add_forall_props(b, &fb, outs.len);
  }
  for (int k = 0; k < 3; k++) {
    xfs_vec_free(m, &fb.st[k], sizeof(int64_t));
    xfs_vec_free(m, &fb.dyn[k], sizeof(xfy_operand));
  }
  xfd_scf_free_args(b->ctx, &args, &outs);
  xfs_vec_free(m, &types, sizeof(xf_type *));
  return ok;
}

/* Are all entries of one bound list (static, or constant dynamic values)
 * equal to `want`?  `dyn` is where its dynamic operands start. */
static bool all_equal(xf_op *op, xf_attr *statics, uint32_t dyn, int64_t want) {
  for (uint32_t i = 0; statics && i < statics->n; i++) {
    int64_t v = xf_attr_dense_array_int(statics, i);
    if (v == XF_DYNAMIC && (dyn >= op->nops || !xfd_constant_int_value(op->operands[dyn++].value, &v)))
      return false;
    if (v != want)
      return false;
  }
  return true;
}

static void forall_print(xfy_printer *pr, xf_op *op) {
  xf_attr *lb = xfd_dense_array_of(xf_op_get_attr(op, "staticLowerBound"), 64);
  xf_attr *ub = xfd_dense_array_of(xf_op_get_attr(op, "staticUpperBound"), 64);
  xf_attr *step = xfd_dense_array_of(xf_op_get_attr(op, "staticStep"), 64);
  xf_block *body = entry_block(op, 0);
  uint32_t rank = lb ? lb->n : 0, nlb = count_dynamic(lb), nub = count_dynamic(ub), nout;
  uint32_t outs = segment_start(op, 3, &nout);
  xfy_puts(pr, " (");
  for (uint32_t i = 0; body && i < rank && i < body->nargs; i++) {
    xfy_puts(pr, i ? ", " : "");
    xfy_print_value(pr, body->args[i]);
  }
  if (all_equal(op, lb, 0, 0) && all_equal(op, step, nlb + nub, 1)) {
    xfy_puts(pr, ") in ");
    print_index_list(pr, op, ub, nlb);
  } else {
    xfy_puts(pr, ") = ");
    print_index_list(pr, op, lb, 0);
    xfy_puts(pr, " to ");
    print_index_list(pr, op, ub, nlb);
    xfy_puts(pr, " step ");
    print_index_list(pr, op, step, nlb + nub);
  }
  xfd_scf_print_assignments(pr, " shared_outs", body, rank, op, outs, nout);
  xfy_putc(pr, ' ');
  if (nout) {
    xfy_puts(pr, "-> ");
    xfd_scf_print_result_types_paren(pr, op);
    xfy_putc(pr, ' ');
  }
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, op->nres > 0, false);
  xfy_print_optional_attr_dict(pr, op, forall_props + 1);
}

/* verifyListOfOperandsOrIntegers (reported without the op prefix). */
static xf_status check_mixed_list(xf_op *op, const char *name, uint32_t rank, xf_attr *statics,
                                  uint32_t ndyn) {
  xf_diag *d = NULL;
  if (statics->n != rank) {
    d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "expected %u %s values, got %u", rank, name, statics->n);
  } else if (count_dynamic(statics) != ndyn) {
    d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "expected %u dynamic %s values", count_dynamic(statics), name);
  }
  if (!d)
    return XF_OK;
  xf_diag_report(d);
  return XF_ERROR;
}

/* The ODS part: required attributes, segments, operand types. */
static xf_status forall_verify_invariants(xf_op *op, xf_attr *st[3]) {
  static const char *const names[3] = {"staticLowerBound", "staticUpperBound", "staticStep"};
  for (int k = 0; k < 3; k++) {
    xf_attr *a = xf_op_get_attr(op, names[k]);
    if (!a)
      return xfd_op_error(op, "requires attribute '%s'", names[k]);
    if (!(st[k] = xfd_dense_array_of(a, 64)))
      return xfd_scf_attr_error(op, names[k], "i64 dense array attribute");
  }
  xf_attr *map = xf_op_get_attr(op, "mapping");
  bool map_ok = !map || map->kind == XF_ATTR_ARRAY;
  for (uint32_t i = 0; map_ok && map && i < map->n; i++)
    map_ok = map->u.elems[i]->kind == XF_ATTR_OPAQUE || map->u.elems[i]->kind == XF_ATTR_DIALECT;
  if (!map_ok)
    return xfd_scf_attr_error(op, "mapping", "Device Mapping array attribute");
  uint32_t nout, start = segment_start(op, 3, &nout);
  if (!xfd_dense_array_of(xf_op_get_attr(op, "operandSegmentSizes"), 32) || start + nout != op->nops)
    return xfd_op_error(op, "operand count (%u) does not match with the total size specified in "
                            "attribute 'operandSegmentSizes'", op->nops);
  for (uint32_t i = 0; i < start; i++)
    if (!xfd_is_index(otype(op, i)))
      return xfd_operand_type_error(op, i, "variadic of index");
  for (uint32_t i = start; i < op->nops; i++)
    if (otype(op, i)->kind != XF_TYPE_RANKED_TENSOR)
      return xfd_operand_type_error(op, i, "variadic of ranked tensor of any type values");
  return xfd_scf_check_sized_region(op, 0, "region");
}

/* ForallOp::verify. */
static xf_status forall_verify_body(xf_op *op, xf_attr *st[3]) {
  uint32_t nout, start = segment_start(op, 3, &nout), rank = st[0]->n;
  if (op->nres != nout)
    return xfd_op_error(op, "produces %u results, but has only %u outputs", op->nres, nout);
  xf_block *body = entry_block(op, 0);
  if (body->nargs != rank + nout)
    return xfd_op_error(op, "region expects %u arguments", rank);
  for (uint32_t i = 0; i < rank; i++)
    if (!xfd_is_index(body->args[i]->type))
      return xfd_op_error(op, "expects %u-th block argument to be an index", i);
  for (uint32_t i = 0; i < nout; i++)
    if (body->args[rank + i]->type != otype(op, start + i))
      return xfd_op_error(op, "type mismatch between %u-th output and corresponding block argument",
                          i);
  xf_attr *map = xf_op_get_attr(op, "mapping");
  if (map && map->n && map->n != rank)
    return xfd_op_error(op, "mapping attribute size must match op rank");
  uint32_t n0, n1, n2;
  segment_start(op, 0, &n0);
  segment_start(op, 1, &n1);
  segment_start(op, 2, &n2);
  if (check_mixed_list(op, "lower bound", rank, st[0], n0) != XF_OK ||
      check_mixed_list(op, "upper bound", rank, st[1], n1) != XF_OK ||
      check_mixed_list(op, "step", rank, st[2], n2) != XF_OK)
    return XF_ERROR;
  return XF_OK;
}

static xf_status forall_verify_after_regions(xf_op *op) {
  return xfd_scf_check_implicit_terminator(op, "scf.forall.in_parallel");
}

static xf_status forall_verify(xf_op *op) {
  xf_attr *st[3] = {NULL, NULL, NULL};
  if (xfd_check_regions(op, 1) != XF_OK || xfd_scf_check_single_block(op, false) != XF_OK ||
      forall_verify_invariants(op, st) != XF_OK)
    return XF_ERROR;
  return forall_verify_body(op, st);
}

/* ------------------------------------------------- scf.forall.in_parallel */

static bool in_parallel_parse(xfy_op_builder *b) {
  if (!xfy_parse_region(b, NULL, 0, false))
    return false;
  xfy_pending_region *r = xfy_builder_region(b, 0);
  if (!r->first) {
    xf_block *blk = xf_block_create(b->ctx);
    if (!blk)
      return xfy_error(b->p, "out of memory");
    r->first = r->last = blk;
    r->nblocks = 1;
  }
  return xfy_parse_optional_attr_dict(b);
}

static void in_parallel_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, false, false);
  xfy_print_optional_attr_dict(pr, op, NULL);
}

static xf_status in_parallel_verify(xf_op *op) {
  if (xfd_check_regions(op, 1) != XF_OK || xfd_check_results(op, 0) != XF_OK ||
      xfd_check_operands(op, 0) != XF_OK || xfd_scf_check_parent(op, "scf.forall") != XF_OK ||
      xfd_scf_check_single_block(op, true) != XF_OK ||
      xfd_scf_check_sized_region(op, 0, "region") != XF_OK)
    return XF_ERROR;
  for (xf_op *o = xfi_op_regions(op)[0].first->first; o; o = o->next)
    if (!xfd_op_is(o, "tensor.parallel_insert_slice"))
      return xfd_op_error(op, "expected only ParallelCombiningOpInterface ops");
  return XF_OK;
}

/* ------------------------------------------------------------ scf.parallel */

static const char *const parallel_props[] = {"operandSegmentSizes", NULL};

/* `(%a, %b)` with exactly `n` operands ("expected n operands"). */
static bool parse_n_operands(xfy_op_builder *b, xfs_vec *ops, size_t n) {
  xfy_token at = b->p->tok;
  if (!xfy_parse_operand_list(b->p, ops, XFY_DELIM_PAREN))
    return false;
  return ops->len == n || xfd_custom_error(b, &at, "expected %zu operands", n);
}

static bool parse_parallel_bounds(xfy_op_builder *b, xfs_vec bounds[3], size_t n) {
  static const char *const kw[3] = {NULL, "to", "step"};
  if (!xfy_expect(b->p, XFY_EQUAL, "'='"))
    return false;
  for (int k = 0; k < 3; k++)
    if ((kw[k] && !xfd_expect_keyword(b, kw[k])) || !parse_n_operands(b, &bounds[k], n) ||
        !xfy_resolve_operands_same(b, bounds[k].data, n, b->ctx->t_index))
      return false;
  return true;
}

static bool parallel_parse(xfy_op_builder *b) {
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ivs = {0}, bounds[3] = {{0}, {0}, {0}}, inits = {0}, types = {0};
  bool ok = xfy_parse_argument_list(b->p, &ivs, XFY_DELIM_PAREN, false, false) &&
            parse_parallel_bounds(b, bounds, ivs.len);
  if (ok && xfy_accept_kw(b->p, "init"))
    ok = xfy_parse_operand_list(b->p, &inits, XFY_DELIM_PAREN);
  ok = ok && xfy_parse_optional_arrow_type_list(b->p, &types) &&
       xfy_add_types(b, types.data, types.len);
  for (size_t i = 0; ok && i < ivs.len; i++)
    XFS_VEC_AT(&ivs, xfy_argument, i).type = b->ctx->t_index;
  uint32_t seg[4] = {(uint32_t)ivs.len, (uint32_t)ivs.len, (uint32_t)ivs.len, (uint32_t)inits.len};
  ok = ok && xfy_parse_region(b, ivs.data, ivs.len, false) &&
       xfy_add_prop(b, "operandSegmentSizes", segments_attr(b->ctx, seg)) &&
       xfy_parse_optional_attr_dict(b) &&
       xfy_resolve_operands(b, inits.data, inits.len, types.data, types.len, &b->name_tok) &&
       xfy_ensure_terminator(b, 0, "scf.reduce", xfy_builder_loc(b));
  for (int k = 0; k < 3; k++)
    xfs_vec_free(m, &bounds[k], sizeof(xfy_operand));
  xfd_scf_free_args(b->ctx, &ivs, &inits);
  xfs_vec_free(m, &types, sizeof(xf_type *));
  return ok;
}

static void parallel_print(xfy_printer *pr, xf_op *op) {
  xf_block *body = entry_block(op, 0);
  uint32_t n[4], from[4];
  for (unsigned k = 0; k < 4; k++)
    from[k] = segment_start(op, k, &n[k]);
  xfy_puts(pr, " (");
  if (body)
    xfy_print_value_list(pr, body->args, body->nargs);
  static const char *const sep[3] = {") = (", ") to (", ") step ("};
  for (unsigned k = 0; k < 3; k++) {
    xfy_puts(pr, sep[k]);
    xfy_print_operands(pr, op, from[k], n[k]);
  }
  xfy_putc(pr, ')');
  if (n[3]) {
    xfy_puts(pr, " init (");
    xfy_print_operands(pr, op, from[3], n[3]);
    xfy_putc(pr, ')');
  }
  if (op->nres) {
    xfy_puts(pr, " -> ");
    if (op->nres == 1 && xfi_op_results(op)[0].type->kind != XF_TYPE_FUNCTION)
      xfy_print_type(pr, xfi_op_results(op)[0].type);
    else
      xfd_scf_print_result_types_paren(pr, op);
  }
  xfy_putc(pr, ' ');
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, true, false);
  xfy_print_optional_attr_dict(pr, op, parallel_props);
}

/* Reduction operand types against the results (reported on scf.reduce). */
static xf_status parallel_reduce_types(xf_op *op, xf_op *red) {
  for (uint32_t i = 0; i < op->nres && i < red->nops; i++) {
    if (otype(red, i) == xfi_op_results(op)[i].type)
      continue;
    xf_diag *d = xfd_op_diag(red);
    xf_diag_printf(d, "expects type of %u-th reduction operand: ", i);
    xf_diag_append_type(d, otype(red, i));
    xf_diag_printf(d, " to be the same as the %u-th result type: ", i);
    xf_diag_append_type(d, xfi_op_results(op)[i].type);
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

/* ParallelOp::verify from the reduce terminator on. */
static xf_status parallel_verify_reduce(xf_op *op, uint32_t ninit) {
  xf_op *last = xfi_op_regions(op)[0].first ? xfi_op_regions(op)[0].first->last : NULL;
  if (!last || !xfd_op_is(last, "scf.reduce")) {
    xf_diag *d = xfd_op_diag(op);
    xf_diag_printf(d, "expects body to terminate with 'scf.reduce'");
    if (last)
      xf_diag_printf(xf_diag_note(d, xfi_op_loc(last)), "terminator here");
    xf_diag_report(d);
    return XF_ERROR;
  }
  if (op->nres != last->nops)
    return xfd_op_error(op, "expects number of results: %u to be the same as number of "
                            "reductions: %u", op->nres, last->nops);
  if (op->nres != ninit)
    return xfd_op_error(op, "expects number of results: %u to be the same as number of initial "
                            "values: %u", op->nres, ninit);
  return parallel_reduce_types(op, last);
}

static xf_status parallel_verify(xf_op *op) {
  uint32_t n[4];
  if (xfd_check_regions(op, 1) != XF_OK || xfd_scf_check_single_block(op, false) != XF_OK)
    return XF_ERROR;
  for (unsigned k = 0; k < 4; k++)
    segment_start(op, k, &n[k]);
  if (n[0] + n[1] + n[2] + n[3] != op->nops)
    return xfd_op_error(op, "operand count (%u) does not match with the total size specified in "
                            "attribute 'operandSegmentSizes'", op->nops);
  for (uint32_t i = 0; i < n[0] + n[1] + n[2]; i++)
    if (!xfd_is_index(otype(op, i)))
      return xfd_operand_type_error(op, i, "variadic of index");
  if (xfd_scf_check_sized_region(op, 0, "region") != XF_OK)
    return XF_ERROR;
  if (!n[2])
    return xfd_op_error(op, "needs at least one tuple element for lowerBound, upperBound and step");
  for (uint32_t i = 0; i < n[2]; i++) {
    int64_t c;
    if (xfd_constant_int_value(op->operands[n[0] + n[1] + i].value, &c) && c <= 0)
      return xfd_op_error(op, "constant step operand must be positive");
  }
  xf_block *body = entry_block(op, 0);
  if (body->nargs != n[2])
    return xfd_op_error(op, "expects the same number of induction variables: %u as bound and step "
                            "values: %u", body->nargs, n[2]);
  for (uint32_t i = 0; i < body->nargs; i++)
    if (!xfd_is_index(body->args[i]->type))
      return xfd_op_error(op, "expects arguments for the induction variable to be of index type");
  return parallel_verify_reduce(op, n[3]);
}

static xf_status parallel_verify_after_regions(xf_op *op) {
  return xfd_scf_check_implicit_terminator(op, "scf.reduce");
}

/* -------------------------------------------------------------- scf.reduce */

static bool reduce_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0}, types = {0};
  bool ok = true;
  if (xfy_accept(p, XFY_LPAREN)) {
    xfy_token at = p->tok;
    ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE) && xfy_parse_colon_type_list(p, &types) &&
         xfy_expect(p, XFY_RPAREN, "')'") &&
         xfy_resolve_operands(b, ops.data, ops.len, types.data, types.len, &at);
  }
  bool present = false;
  ok = ok && xfy_parse_optional_region(b, NULL, 0, false, &present);
  while (ok && present && xfy_accept(p, XFY_COMMA))
    ok = xfy_parse_region(b, NULL, 0, false);
  ok = ok && xfy_parse_optional_attr_dict(b);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &ops, sizeof(xfy_operand));
  xfs_vec_free(xfs_ctx_mem(b->ctx), &types, sizeof(xf_type *));
  return ok;
}

static void reduce_print(xfy_printer *pr, xf_op *op) {
  if (op->nops) {
    xfy_putc(pr, '(');
    xfy_print_operands(pr, op, 0, op->nops);
    xfy_puts(pr, " : ");
    xfy_print_operand_types(pr, op, 0, op->nops);
    xfy_putc(pr, ')');
  }
  xfy_putc(pr, ' ');
  for (uint32_t i = 0; i < op->nreg; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_custom_region(pr, &xfi_op_regions(op)[i], true, true, false);
  }
  xfy_print_optional_attr_dict(pr, op, NULL);
}

/* ReduceOp::verifyRegions for reduction region `i`. */
static xf_status reduce_region(xf_op *op, uint32_t i) {
  xf_type *t = i < op->nops ? otype(op, i) : NULL;
  xf_block *blk = xfi_op_regions(op)[i].first;
  if (!blk->first)
    return xfd_op_error(op, "%u-th reduction has an empty body", i);
  bool args_ok = blk->nargs == 2;
  for (uint32_t k = 0; args_ok && k < 2; k++)
    args_ok = blk->args[k]->type == t;
  if (!args_ok) {
    xf_diag *d = xfd_op_diag(op);
    xf_diag_printf(d, "expected two block arguments with type ");
    xf_diag_append_type(d, t);
    xf_diag_printf(d, " in the %u-th reduction region", i);
    xf_diag_report(d);
    return XF_ERROR;
  }
  if (!xfd_op_is(blk->last, "scf.reduce.return"))
    return xfd_op_error(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
  return XF_OK;
}

static xf_status reduce_verify(xf_op *op) {
  if (xfd_check_results(op, 0) != XF_OK || xfd_scf_check_parent(op, "scf.parallel") != XF_OK)
    return XF_ERROR;
  for (uint32_t i = 0; i < op->nreg; i++)
    if (xfd_scf_check_sized_region(op, i, "reductions") != XF_OK)
      return XF_ERROR;
  return XF_OK;
}

/* ReduceOp::verifyRegions, after the reduction bodies are verified. */
static xf_status reduce_verify_after_regions(xf_op *op) {
  for (uint32_t i = 0; i < op->nreg && i < op->nops; i++)
    if (reduce_region(op, i) != XF_OK)
      return XF_ERROR;
  return XF_OK;
}

static bool reduce_return_parse(xfy_op_builder *b) {
  xfy_operand u;
  if (!xfy_parse_operand(b->p, &u) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfy_parse_colon_type(b->p);
  return t && xfy_resolve_operand(b, &u, t);
}

static void reduce_return_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  if (op->nops)
    xfy_print_operand(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  if (op->nops)
    xfy_print_type(pr, otype(op, 0));
}

static xf_status reduce_return_verify(xf_op *op) {
  if (xfd_check_regions(op, 0) != XF_OK || xfd_check_results(op, 0) != XF_OK ||
      xfd_check_operands(op, 1) != XF_OK || xfd_scf_check_parent(op, "scf.reduce") != XF_OK)
    return XF_ERROR;
  xf_block *blk = op->block;
  xf_type *want = blk && blk->nargs ? blk->args[0]->type : NULL;
  if (!want || want == otype(op, 0))
    return XF_OK;
  xf_diag *d = xfd_op_diag(op);
  xf_diag_printf(d, "must have type ");
  xf_diag_append_type(d, want);
  xf_diag_printf(d, " (the type of the reduction inputs)");
  xf_diag_report(d);
  return XF_ERROR;
}

/* ------------------------------------------------------------------ table */

#define LOOP_TRAITS (XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR | \
                     XF_TRAIT_RECURSIVE_EFFECTS | XF_TRAIT_ATTR_SIZED_OPERANDS)

const xf_op_info xfd_scf_parallel_ops[] = {
    {.name = "scf.forall",
     .traits = LOOP_TRAITS,
     .prop_names = forall_props,
     .parse = forall_parse,
     .print = forall_print,
     .verify = forall_verify,
     .verify_regions = forall_verify_after_regions},
    {.name = "scf.forall.in_parallel",
     .traits = XF_TRAIT_TERMINATOR | XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT |
               XF_TRAIT_NO_TERMINATOR | XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_GRAPH_REGION,
     .parse = in_parallel_parse,
     .print = in_parallel_print,
     .verify = in_parallel_verify},
    {.name = "scf.parallel",
     .traits = LOOP_TRAITS,
     .prop_names = parallel_props,
     .parse = parallel_parse,
     .print = parallel_print,
     .verify = parallel_verify,
     .verify_regions = parallel_verify_after_regions},
    {.name = "scf.reduce",
     .traits = XF_TRAIT_TERMINATOR | XF_TRAIT_RECURSIVE_EFFECTS,
     .parse = reduce_parse,
     .print = reduce_print,
     .verify = reduce_verify,
     .verify_regions = reduce_verify_after_regions},
    {.name = "scf.reduce.return",
     .traits = XF_TRAIT_TERMINATOR | XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT,
     .parse = reduce_return_parse,
     .print = reduce_return_print,
     .verify = reduce_return_verify},
};

const size_t xfd_scf_num_parallel_ops = sizeof xfd_scf_parallel_ops / sizeof xfd_scf_parallel_ops[0];
