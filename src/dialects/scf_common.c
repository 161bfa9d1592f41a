/* scf_common.c — pieces shared by the scf ops: assignment lists
 * (`iter_args(%a = %x)`, `shared_outs(...)`, scf.while's inits), the
 * RegionBranchOpInterface edge check, the LoopLikeOpInterface check, the
 * SingleBlockImplicitTerminator check and small IR queries.
 *
 * Messages are mlir-opt 22's; types in them are quoted by the diagnostic
 * (xf_diag_append_type).
 */
#include "scf.h"

/* ------------------------------------------------------------- parsing */

/* `%a = %x` */
static bool parse_assignment(xfy_op_builder *b, xfs_vec *args, xfs_vec *ops) {
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfy_argument a;
  xfy_operand u;
  if (!xfy_parse_argument(b->p, &a, false, false) || !xfy_expect(b->p, XFY_EQUAL, "'='") ||
      !xfy_parse_operand(b->p, &u))
    return false;
  if (!XFS_VEC_PUSH(m, args, xfy_argument, a) || !XFS_VEC_PUSH(m, ops, xfy_operand, u))
    return xfy_error(b->p, "out of memory");
  return true;
}

bool xfd_scf_parse_assignments(xfy_op_builder *b, xfs_vec *args, xfs_vec *ops, bool *present) {
  xfy_parser *p = b->p;
  *present = xfy_accept(p, XFY_LPAREN);
  if (!*present || xfy_accept(p, XFY_RPAREN))
    return true;
  do {
    if (!parse_assignment(b, args, ops))
      return false;
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, XFY_RPAREN, "')'");
}

bool xfd_scf_expect_assignments(xfy_op_builder *b, xfs_vec *args, xfs_vec *ops) {
  bool present = false;
  if (b->p->tok.kind != XFY_LPAREN)
    return xfd_custom_error(b, &b->p->tok, "expected '('");
  return xfd_scf_parse_assignments(b, args, ops, &present);
}

void xfd_scf_type_args(xfs_vec *args, size_t from, xf_type *const *types, size_t n) {
  for (size_t i = 0; i < n && from + i < args->len; i++)
    XFS_VEC_AT(args, xfy_argument, from + i).type = types[i];
}

void xfd_scf_free_args(xf_context *ctx, xfs_vec *args, xfs_vec *ops) {
  xfs_vec_free(xfs_ctx_mem(ctx), args, sizeof(xfy_argument));
  xfs_vec_free(xfs_ctx_mem(ctx), ops, sizeof(xfy_operand));
}

/* ------------------------------------------------------------ printing */

void xfd_scf_print_assignments(xfy_printer *pr, const char *prefix, xf_block *blk,
                               uint32_t arg_from, xf_op *op, uint32_t opnd_from, uint32_t n) {
  if (!n || !blk)
    return;
  xfy_puts(pr, prefix);
  xfy_putc(pr, '(');
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    if (arg_from + i < blk->nargs)
      xfy_print_value(pr, blk->args[arg_from + i]);
    xfy_puts(pr, " = ");
    if (opnd_from + i < op->nops)
      xfy_print_value(pr, op->operands[opnd_from + i].value);
  }
  xfy_putc(pr, ')');
}

void xfd_scf_print_result_types_paren(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, '(');
  xfy_print_result_types(pr, op);
  xfy_putc(pr, ')');
}

/* -------------------------------------------------------------- values */

xfd_values xfd_operands_from(xf_op *op, uint32_t from) {
  xfd_values v = {0};
  v.n = from < op->nops ? op->nops - from : 0;
  v.uses = v.n ? op->operands + from : op->operands; /* no offset on a NULL array */
  return v;
}

xfd_values xfd_block_args_from(xf_block *b, uint32_t from) {
  xfd_values v = {0};
  v.n = from < b->nargs ? b->nargs - from : 0;
  v.args = v.n ? b->args + from : b->args; /* no offset on a NULL array */
  return v;
}

xfd_values xfd_results_of(xf_op *op) {
  xfd_values v = {0};
  v.results = xfi_op_results(op);
  v.n = op->nres;
  return v;
}

xf_type *xfd_values_type(const xfd_values *v, uint32_t i) {
  if (v->uses)
    return v->uses[i].value->type;
  if (v->args)
    return v->args[i]->type;
  return v->results[i].type;
}

/* ------------------------------------------------------- region edges */

/* "'op' op along control flow edge from X to Y" with the branch-point
 * note; the caller appends the reason and reports. */
static xf_diag *edge_diag(xf_op *op, xf_op *term, int dst) {
  xf_diag *d = xfd_op_diag(op);
  xf_diag_printf(d, "along control flow edge from ");
  if (term)
    xf_diag_printf(d, "Operation %s", term->name->str);
  else
    xf_diag_printf(d, "parent");
  if (dst >= 0)
    xf_diag_printf(d, " to Region #%d", dst);
  else
    xf_diag_printf(d, " to parent");
  xf_diag_printf(xf_diag_note(d, term ? xfi_op_loc(term) : xfi_op_loc(op)), "region branch point");
  return d;
}

xf_status xfd_scf_check_edge(xf_op *op, xf_op *term, int dst, const xfd_values *opnds,
                             const xfd_values *inputs) {
  if (opnds->n != inputs->n) {
    xf_diag *d = edge_diag(op, term, dst);
    xf_diag_printf(d, ": region branch point has %u operands, but region successor needs %u "
                      "inputs", opnds->n, inputs->n);
    xf_diag_report(d);
    return XF_ERROR;
  }
  for (uint32_t i = 0; i < opnds->n; i++) {
    xf_type *a = xfd_values_type(opnds, i), *b = xfd_values_type(inputs, i);
    if (a == b)
      continue;
    xf_diag *d = edge_diag(op, term, dst);
    xf_diag_printf(d, ": successor operand type #%u ", i);
    xf_diag_append_type(d, a);
    xf_diag_printf(d, " should match successor input type #%u ", i);
    xf_diag_append_type(d, b);
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

/* ------------------------------------------------------------ loop-like */

static xf_status count_error(xf_op *op, const char *what, uint32_t a, uint32_t b) {
  return xfd_op_error(op, "different number of %s: %u != %u", what, a, b);
}

static xf_status pair_type_error(xf_op *op, uint32_t i, const char *a_what, const char *b_what,
                                 xf_type *a, xf_type *b) {
  xf_diag *d = xfd_op_diag(op);
  xf_diag_printf(d, "%u-th %s and %u-th %s have different type: ", i, a_what, i, b_what);
  xf_diag_append_type(d, a);
  xf_diag_printf(d, " != ");
  xf_diag_append_type(d, b);
  xf_diag_report(d);
  return XF_ERROR;
}

xf_status xfd_scf_check_loop_like(xf_op *op, const xfd_values *inits, const xfd_values *iter,
                                  const xfd_values *yielded, const xfd_values *results) {
  uint32_t ny = yielded ? yielded->n : 0;
  if (inits->n != iter->n)
    return count_error(op, "inits and region iter_args", inits->n, iter->n);
  if (ny && iter->n != ny)
    return count_error(op, "region iter_args and yielded values", iter->n, ny);
  if (results && results->n != iter->n)
    return count_error(op, "loop results and region iter_args", results->n, iter->n);
  for (uint32_t i = 0; i < inits->n; i++) {
    xf_type *it = xfd_values_type(iter, i);
    if (xfd_values_type(inits, i) != it)
      return pair_type_error(op, i, "init", "region iter_arg", xfd_values_type(inits, i), it);
    if (ny && it != xfd_values_type(yielded, i))
      return pair_type_error(op, i, "region iter_arg", "yielded value", it,
                             xfd_values_type(yielded, i));
  }
  /* MLIR's loop compares every pair but names them all "0-th" (its index
   * is advanced outside the loop). */
  for (uint32_t i = 0; results && i < results->n; i++)
    if (xfd_values_type(iter, i) != xfd_values_type(results, i))
      return pair_type_error(op, 0, "region iter_arg", "loop result", xfd_values_type(iter, i),
                             xfd_values_type(results, i));
  return XF_OK;
}

/* --------------------------------------------------------- terminators */

xf_status xfd_scf_check_implicit_terminator(xf_op *op, const char *term) {
  for (uint32_t i = 0; i < op->nreg; i++) {
    xf_region *r = &xfi_op_regions(op)[i];
    if (!r->first)
      continue;
    xf_op *last = r->first->last;
    if (last && xfd_op_is(last, term))
      continue;
    xf_diag *d = xfd_op_diag(op);
    xf_diag_printf(d, "expects regions to end with '%s', found '%s'", term,
                   last ? last->name->str : "");
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(op)),
                   "in custom textual format, the absence of terminator implies '%s'", term);
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

xf_status xfd_scf_check_single_block(xf_op *op, bool no_terminator) {
  for (uint32_t i = 0; i < op->nreg; i++) {
    xf_region *r = &xfi_op_regions(op)[i];
    if (!r->nblocks)
      continue;
    if (r->nblocks != 1)
      return xfd_op_error(op, "expects region #%u to have 0 or 1 blocks", i);
    if (!no_terminator && !r->first->first)
      return xfd_op_error(op, "expects a non-empty block");
  }
  return XF_OK;
}

xf_status xfd_scf_check_parent(xf_op *op, const char *parent) {
  xf_op *p = xf_op_parent(op);
  if (p && xfd_op_is(p, parent))
    return XF_OK;
  return xfd_op_error(op, "expects parent op '%s'", parent);
}

xf_status xfd_scf_attr_error(xf_op *op, const char *name, const char *what) {
  return xfd_op_error(op, "attribute '%s' failed to satisfy constraint: %s", name, what);
}

xf_status xfd_scf_check_sized_region(xf_op *op, uint32_t i, const char *name) {
  if (i >= op->nreg || xfi_op_regions(op)[i].nblocks == 1)
    return XF_OK;
  return xfd_op_error(op, "region #%u ('%s') failed to verify constraint: region with 1 blocks", i,
                      name);
}

xf_op *xfd_scf_terminator(xf_region *r, const char *name) {
  xf_op *last = r->first ? r->first->last : NULL;
  return last && xfd_op_is(last, name) ? last : NULL;
}

bool xfd_op_is(const xf_op *op, const char *name) {
  size_t n = strlen(name);
  return op->name->len == n && memcmp(op->name->str, name, n) == 0;
}

bool xfd_constant_int_value(xf_value *v, int64_t *out) {
  xf_op *def = v->op;
  if (!def || !def->info || !(def->info->traits & XF_TRAIT_CONSTANT_LIKE))
    return false;
  xf_attr *a = xf_op_get_attr(def, "value");
  if (!a || (a->kind != XF_ATTR_INTEGER && a->kind != XF_ATTR_BOOL))
    return false;
  *out = xf_attr_int_value(a);
  return true;
}
