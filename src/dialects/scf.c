/* scf.c — the scf dialect's sequential ops: for, if, yield, while,
 * condition, execute_region, index_switch; the table also registers the
 * parallel ops of scf_parallel.c.
 *
 * Custom syntax as LLVM 22 prints it.  Ops with SingleBlockImplicitTerminator
 * get their `scf.yield` added while parsing when the body has none (at the
 * op's location); printers elide it where mlir-opt does: scf.for without
 * iter_args and scf.if without results always elide the block terminator,
 * scf.index_switch's default region elides a yield without operands or
 * attributes (ODS's rule), case regions never elide.
 *
 * Verifiers follow MLIR's two phases (see scf.h): `verify` holds counts,
 * structural traits, ODS constraints and verify(); `verify_regions` (run
 * after the nested ops) holds region-branch edges, the implicit-terminator
 * check and verifyRegions.
 */
#include <stdio.h>

#include "scf.h"

static xf_type *otype(xf_op *op, uint32_t i) { return op->operands[i].value->type; }

static xf_block *entry_block(xf_op *op, uint32_t r) {
  return r < op->nreg ? xfi_op_regions(op)[r].first : NULL;
}

/* ------------------------------------------------------------- scf.for */

static const char *const for_props[] = {"unsignedCmp", NULL};

/* `%iv = %lb to %ub step %step`; the iv goes first in `args`. */
static bool parse_for_header(xfy_op_builder *b, xfs_vec *args, xfy_operand bounds[3]) {
  xfy_argument iv;
  if (!xfy_parse_argument(b->p, &iv, false, false) || !xfy_expect(b->p, XFY_EQUAL, "'='") ||
      !xfy_parse_operand(b->p, &bounds[0]) || !xfd_expect_keyword(b, "to") ||
      !xfy_parse_operand(b->p, &bounds[1]) || !xfd_expect_keyword(b, "step") ||
      !xfy_parse_operand(b->p, &bounds[2]))
    return false;
  if (!XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), args, xfy_argument, iv))
    return xfy_error(b->p, "out of memory");
  return true;
}

/* `iter_args(...) -> (types)` if present. */
static bool parse_iter_args(xfy_op_builder *b, xfs_vec *args, xfs_vec *inits, xfs_vec *types) {
  if (!xfy_accept_kw(b->p, "iter_args"))
    return true;
  return xfd_scf_expect_assignments(b, args, inits) && xfy_parse_arrow_type_list(b->p, types);
}

static bool for_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec args = {0}, inits = {0}, types = {0};
  xfy_operand bounds[3];
  bool ok = true;
  if (xfy_accept_kw(p, "unsigned"))
    ok = xfy_add_prop(b, "unsignedCmp", xf_attr_unit(b->ctx));
  ok = ok && parse_for_header(b, &args, bounds) && parse_iter_args(b, &args, &inits, &types);
  if (ok && args.len != types.len + 1)
    ok = xfd_custom_error(b, &b->name_tok,
                          "mismatch in number of loop-carried values and defined values");
  xf_type *t = b->ctx->t_index;
  if (ok && xfy_accept(p, XFY_COLON))
    ok = (t = xfy_parse_type(p)) != NULL;
  if (ok) {
    XFS_VEC_AT(&args, xfy_argument, 0).type = t;
    xfd_scf_type_args(&args, 1, types.data, types.len);
    ok = xfy_resolve_operands_same(b, bounds, 3, t) &&
         xfy_resolve_operands(b, inits.data, inits.len, types.data, types.len, &b->name_tok) &&
         xfy_add_types(b, types.data, types.len) &&
         xfy_parse_region(b, args.data, args.len, false) &&
         xfy_ensure_terminator(b, 0, "scf.yield", xfy_builder_loc(b)) &&
         xfy_parse_optional_attr_dict(b);
  }
  xfd_scf_free_args(b->ctx, &args, &inits);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &types, sizeof(xf_type *));
  return ok;
}

static void for_print(xfy_printer *pr, xf_op *op) {
  xf_block *body = entry_block(op, 0);
  uint32_t ninit = op->nops > 3 ? op->nops - 3 : 0;
  if (xf_op_get_attr(op, "unsignedCmp"))
    xfy_puts(pr, " unsigned");
  xfy_putc(pr, ' ');
  if (body && body->nargs)
    xfy_print_value(pr, body->args[0]);
  xfy_puts(pr, " = ");
  xfy_print_operand(pr, op->operands[0].value);
  xfy_puts(pr, " to ");
  xfy_print_operand(pr, op->operands[1].value);
  xfy_puts(pr, " step ");
  xfy_print_operand(pr, op->operands[2].value);
  xfd_scf_print_assignments(pr, " iter_args", body, 1, op, 3, ninit);
  if (ninit) {
    xfy_puts(pr, " -> (");
    xfy_print_operand_types(pr, op, 3, ninit);
    xfy_putc(pr, ')');
  }
  xfy_putc(pr, ' ');
  if (body && body->nargs && body->args[0]->type->kind != XF_TYPE_INDEX) {
    xfy_puts(pr, " : ");
    xfy_print_type(pr, body->args[0]->type);
    xfy_putc(pr, ' ');
  }
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, ninit != 0, false);
  xfy_print_optional_attr_dict(pr, op, for_props);
}

/* The values an scf.for's edges carry. */
typedef struct for_parts {
  xf_block *body;
  xf_op *yield;        /* the body's scf.yield, or NULL */
  xfd_values inits, iter, results, yielded;
} for_parts;

static for_parts for_parts_of(xf_op *op) {
  for_parts f;
  memset(&f, 0, sizeof f);
  f.body = entry_block(op, 0);
  f.yield = f.body ? xfd_scf_terminator(&xfi_op_regions(op)[0], "scf.yield") : NULL;
  f.inits = xfd_operands_from(op, 3);
  if (f.body)
    f.iter = xfd_block_args_from(f.body, 1);
  f.results = xfd_results_of(op);
  if (f.yield)
    f.yielded = xfd_operands_from(f.yield, 0);
  return f;
}

/* ForOp::verifyRegions. */
static xf_status for_verify_region_types(xf_op *op, const for_parts *f) {
  if (f->body->args[0]->type != otype(op, 0))
    return xfd_op_error(op, "expected induction variable to be same type as bounds and step");
  if (f->iter.n != op->nres)
    return xfd_op_error(op, "mismatch in number of basic block args and defined values");
  for (uint32_t i = 0; i < f->inits.n && i < op->nres; i++) {
    if (xfd_values_type(&f->inits, i) != xfi_op_results(op)[i].type)
      return xfd_op_error(op, "types mismatch between %uth iter operand and defined value", i);
    if (xfd_values_type(&f->iter, i) != xfi_op_results(op)[i].type)
      return xfd_op_error(op, "types mismatch between %uth iter region arg and defined value", i);
  }
  return XF_OK;
}

/* Region phase, in the order of ForOp's traits: LoopLikeOpInterface,
 * RegionBranchOpInterface, SingleBlockImplicitTerminator; then
 * verifyRegions.  A body without arguments has -1 iter_args in MLIR's
 * unsigned arithmetic. */
static xf_status for_verify_regions(xf_op *op, const for_parts *f) {
  if (!f->body)
    return XF_OK;
  if (!f->body->nargs)
    return xfd_op_error(op, "different number of inits and region iter_args: %u != %llu",
                        f->inits.n, (unsigned long long)(uint64_t)-1);
  if (xfd_scf_check_loop_like(op, &f->inits, &f->iter, f->yield ? &f->yielded : NULL,
                              &f->results) != XF_OK)
    return XF_ERROR;
  if (xfd_scf_check_edge(op, NULL, 0, &f->inits, &f->iter) != XF_OK ||
      xfd_scf_check_edge(op, NULL, -1, &f->inits, &f->results) != XF_OK)
    return XF_ERROR;
  if (f->yield && (xfd_scf_check_edge(op, f->yield, 0, &f->yielded, &f->iter) != XF_OK ||
                   xfd_scf_check_edge(op, f->yield, -1, &f->yielded, &f->results) != XF_OK))
    return XF_ERROR;
  if (xfd_scf_check_implicit_terminator(op, "scf.yield") != XF_OK)
    return XF_ERROR;
  return for_verify_region_types(op, f);
}

static xf_status for_verify(xf_op *op) {
  if (xfd_check_regions(op, 1) != XF_OK || xfd_check_min_operands(op, 3) != XF_OK ||
      xfd_scf_check_single_block(op, false) != XF_OK)
    return XF_ERROR;
  xf_attr *u = xf_op_get_attr(op, "unsignedCmp");
  if (u && u->kind != XF_ATTR_UNIT)
    return xfd_scf_attr_error(op, "unsignedCmp", "unit attribute");
  for (uint32_t i = 0; i < 3; i++)
    if (!xfd_is_signless_int_or_index(otype(op, i)))
      return xfd_operand_type_error(op, i, "signless integer or index");
  if (xfd_scf_check_sized_region(op, 0, "region") != XF_OK)
    return XF_ERROR;
  if (otype(op, 1) != otype(op, 0) || otype(op, 2) != otype(op, 0))
    return xfd_op_error(op, "failed to verify that all of {lowerBound, upperBound, step} have "
                            "same type");
  if (op->nops - 3 != op->nres)
    return xfd_op_error(op, "mismatch in number of loop-carried values and defined values");
  return XF_OK;
}

static xf_status for_verify_after_regions(xf_op *op) {
  for_parts f = for_parts_of(op);
  return for_verify_regions(op, &f);
}

/* -------------------------------------------------------------- scf.if */

static bool if_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec types = {0};
  xfy_operand cond;
  xf_attr *loc = xfy_builder_loc(b);
  bool ok = xfy_parse_operand(p, &cond) && xfy_resolve_operand(b, &cond, b->ctx->t_i1) &&
            xfy_parse_optional_arrow_type_list(p, &types) &&
            xfy_add_types(b, types.data, types.len) && xfy_parse_region(b, NULL, 0, false) &&
            xfy_ensure_terminator(b, 0, "scf.yield", loc);
  if (ok && xfy_accept_kw(p, "else"))
    ok = xfy_parse_region(b, NULL, 0, false) && xfy_ensure_terminator(b, 1, "scf.yield", loc);
  else if (ok)
    ok = xfy_add_empty_region(b);
  ok = ok && xfy_parse_optional_attr_dict(b);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &types, sizeof(xf_type *));
  return ok;
}

static void if_print(xfy_printer *pr, xf_op *op) {
  bool terms = op->nres != 0;
  xfy_putc(pr, ' ');
  xfy_print_operand(pr, op->operands[0].value);
  if (terms) {
    xfy_puts(pr, " -> ");
    xfd_scf_print_result_types_paren(pr, op);
  }
  xfy_putc(pr, ' ');
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, terms, false);
  if (op->nreg > 1 && xfi_op_regions(op)[1].first) {
    xfy_puts(pr, " else ");
    xfy_print_custom_region(pr, &xfi_op_regions(op)[1], false, terms, false);
  }
  xfy_print_optional_attr_dict(pr, op, NULL);
}

/* Region phase: each yield flows to the results. */
static xf_status if_verify_regions(xf_op *op) {
  xfd_values none = {0}, results = xfd_results_of(op);
  for (uint32_t r = 0; r < 2; r++) {
    xf_op *y = xfi_op_regions(op)[r].first ? xfd_scf_terminator(&xfi_op_regions(op)[r], "scf.yield") : NULL;
    xfd_values ops = y ? xfd_operands_from(y, 0) : none;
    if (y && xfd_scf_check_edge(op, y, -1, &ops, &results) != XF_OK)
      return XF_ERROR;
  }
  return xfd_scf_check_implicit_terminator(op, "scf.yield");
}

static xf_status if_verify(xf_op *op) {
  if (xfd_check_regions(op, 2) != XF_OK || xfd_check_operands(op, 1) != XF_OK ||
      xfd_scf_check_single_block(op, false) != XF_OK)
    return XF_ERROR;
  for (uint32_t r = 0; r < 2; r++)
    if (xfi_op_regions(op)[r].first && xfi_op_regions(op)[r].first->nargs)
      return xfd_op_error(op, "region #%u should have no arguments", r);
  if (!xfd_is_i1(otype(op, 0)))
    return xfd_operand_type_error(op, 0, "1-bit signless integer");
  if (xfd_scf_check_sized_region(op, 0, "thenRegion") != XF_OK)
    return XF_ERROR;
  if (xfi_op_regions(op)[1].nblocks > 1)
    return xfd_op_error(op, "region #1 ('elseRegion') failed to verify constraint: region with "
                            "at most 1 blocks");
  if (op->nres && !xfi_op_regions(op)[1].first)
    return xfd_op_error(op, "must have an else block if defining values");
  return XF_OK;
}

/* --------------------------------------------------- yield, condition */

/* `attr-dict ($values^ : types)?` after the given leading part. */
static bool parse_values_tail(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0}, types = {0};
  bool ok = xfy_parse_optional_attr_dict(b) && xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE);
  xfy_token at = ops.len ? XFS_VEC_AT(&ops, xfy_operand, 0).tok : p->tok;
  if (ok && ops.len)
    ok = xfy_parse_colon_type_list(p, &types);
  ok = ok && xfy_resolve_operands(b, ops.data, ops.len, types.data, types.len, &at);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &ops, sizeof(xfy_operand));
  xfs_vec_free(xfs_ctx_mem(b->ctx), &types, sizeof(xf_type *));
  return ok;
}

static void print_values_tail(xfy_printer *pr, xf_op *op, uint32_t from) {
  xfy_print_optional_attr_dict(pr, op, NULL);
  if (op->nops <= from)
    return;
  xfy_putc(pr, ' ');
  xfy_print_operands(pr, op, from, op->nops - from);
  xfy_puts(pr, " : ");
  xfy_print_operand_types(pr, op, from, op->nops - from);
}

static bool yield_parse(xfy_op_builder *b) { return parse_values_tail(b); }
static void yield_print(xfy_printer *pr, xf_op *op) { print_values_tail(pr, op, 0); }

static xf_status yield_verify(xf_op *op) {
  static const char *const parents[] = {"scf.execute_region", "scf.for", "scf.if",
                                        "scf.index_switch", "scf.while"};
  if (xfd_check_regions(op, 0) != XF_OK || xfd_check_results(op, 0) != XF_OK)
    return XF_ERROR;
  xf_op *parent = xf_op_parent(op);
  for (size_t i = 0; parent && i < sizeof parents / sizeof parents[0]; i++)
    if (xfd_op_is(parent, parents[i]))
      return XF_OK;
  return xfd_op_error(op, "expects parent op to be one of 'scf.execute_region, scf.for, scf.if, "
                          "scf.index_switch, scf.while'");
}

static bool condition_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand c;
  return xfy_expect(p, XFY_LPAREN, "'('") && xfy_parse_operand(p, &c) &&
         xfy_expect(p, XFY_RPAREN, "')'") && xfy_resolve_operand(b, &c, b->ctx->t_i1) &&
         parse_values_tail(b);
}

static void condition_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, '(');
  if (op->nops)
    xfy_print_operand(pr, op->operands[0].value);
  xfy_putc(pr, ')');
  print_values_tail(pr, op, 1);
}

static xf_status condition_verify(xf_op *op) {
  if (xfd_check_regions(op, 0) != XF_OK || xfd_check_results(op, 0) != XF_OK ||
      xfd_check_min_operands(op, 1) != XF_OK || xfd_scf_check_parent(op, "scf.while") != XF_OK)
    return XF_ERROR;
  if (!xfd_is_i1(otype(op, 0)))
    return xfd_operand_type_error(op, 0, "1-bit signless integer");
  return XF_OK;
}

/* ----------------------------------------------------------- scf.while */

static bool while_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec args = {0}, inits = {0};
  bool present = false;
  bool ok = xfd_scf_parse_assignments(b, &args, &inits, &present);
  xfy_token tt = p->tok;
  ok = ok && xfy_expect(p, XFY_COLON, "':'");
  xf_type *ft = ok ? xfy_parse_type(p) : NULL;
  ok = ft != NULL;
  if (ok && ft->kind != XF_TYPE_FUNCTION) {
    xf_strbuf s;
    xf_strbuf_init(&s, b->ctx);
    ok = xf_print_type(ft, &s) == XF_OK &&
         xfd_custom_error(b, &tt, "invalid kind of type specified: expected builtin.function, "
                                  "but found '%.*s'", (int)s.len, s.data ? s.data : "");
    xf_strbuf_free(&s);
  }
  if (ok && ft->n != inits.len)
    ok = xfd_custom_error(b, &tt, "expected as many input types as operands (expected %zu got %u)",
                          inits.len, ft->n);
  if (ok) {
    xfd_scf_type_args(&args, 0, ft->types, ft->n);
    ok = xfy_add_types(b, ft->types + ft->n, ft->nres) &&
         xfy_resolve_operands(b, inits.data, inits.len, ft->types, ft->n, &p->tok) &&
         xfy_parse_region(b, args.data, args.len, false) && xfd_expect_keyword(b, "do") &&
         xfy_parse_region(b, NULL, 0, false) && xfy_parse_optional_attr_dict_with_keyword(b);
  }
  xfd_scf_free_args(b->ctx, &args, &inits);
  return ok;
}

static void while_print(xfy_printer *pr, xf_op *op) {
  xf_block *before = entry_block(op, 0);
  xfd_scf_print_assignments(pr, " ", before, 0, op, 0, op->nops);
  xfy_puts(pr, " : ");
  xfy_print_functional_type(pr, op);
  xfy_putc(pr, ' ');
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, true, false);
  xfy_puts(pr, " do ");
  xfy_print_custom_region(pr, &xfi_op_regions(op)[1], true, true, false);
  xfy_print_optional_attr_dict_with_keyword(pr, op, NULL);
}

/* WhileOp::verify: the regions' terminators, with a note at the wrong one. */
static xf_status while_terminator(xf_op *op, uint32_t r, const char *name, const char *which) {
  xf_block *blk = entry_block(op, r);
  xf_op *last = blk ? blk->last : NULL;
  if (last && xfd_op_is(last, name))
    return XF_OK;
  xf_diag *d = xfd_op_diag(op);
  xf_diag_printf(d, "expects the '%s' region to terminate with '%s'", which, name);
  if (last)
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(last)), "terminator here");
  xf_diag_report(d);
  return XF_ERROR;
}

/* Region phase: parent -> before, condition -> parent / after, yield ->
 * before. */
static xf_status while_verify_regions(xf_op *op, xf_op *cond, xf_op *yield) {
  xfd_values inits = xfd_operands_from(op, 0), results = xfd_results_of(op);
  xfd_values before = xfd_block_args_from(entry_block(op, 0), 0);
  xfd_values after = xfd_block_args_from(entry_block(op, 1), 0);
  xfd_values cargs = xfd_operands_from(cond, 1), yargs = xfd_operands_from(yield, 0);
  if (xfd_scf_check_edge(op, NULL, 0, &inits, &before) != XF_OK ||
      xfd_scf_check_edge(op, cond, -1, &cargs, &results) != XF_OK ||
      xfd_scf_check_edge(op, cond, 1, &cargs, &after) != XF_OK)
    return XF_ERROR;
  return xfd_scf_check_edge(op, yield, 0, &yargs, &before);
}

static xf_status while_verify(xf_op *op) {
  if (xfd_check_regions(op, 2) != XF_OK || xfd_scf_check_single_block(op, false) != XF_OK ||
      xfd_scf_check_sized_region(op, 0, "before") != XF_OK ||
      xfd_scf_check_sized_region(op, 1, "after") != XF_OK)
    return XF_ERROR;
  if (while_terminator(op, 0, "scf.condition", "before") != XF_OK ||
      while_terminator(op, 1, "scf.yield", "after") != XF_OK)
    return XF_ERROR;
  return XF_OK;
}

/* Region phase: RegionBranchOpInterface, then LoopLikeOpInterface. */
static xf_status while_verify_after_regions(xf_op *op) {
  xf_op *yield = xfi_op_regions(op)[1].first->last;
  if (while_verify_regions(op, xfi_op_regions(op)[0].first->last, yield) != XF_OK)
    return XF_ERROR;
  xfd_values inits = xfd_operands_from(op, 0), yargs = xfd_operands_from(yield, 0);
  xfd_values before = xfd_block_args_from(entry_block(op, 0), 0);
  return xfd_scf_check_loop_like(op, &inits, &before, &yargs, NULL);
}

/* -------------------------------------------------- scf.execute_region */

static const char *const exec_props[] = {"no_inline", NULL};

static bool exec_parse(xfy_op_builder *b) {
  xfs_vec types = {0};
  bool ok = xfy_parse_optional_arrow_type_list(b->p, &types) &&
            xfy_add_types(b, types.data, types.len);
  if (ok && xfy_accept_kw(b->p, "no_inline"))
    ok = xfy_add_prop(b, "no_inline", xf_attr_unit(b->ctx));
  ok = ok && xfy_parse_region(b, NULL, 0, false) && xfy_parse_optional_attr_dict(b);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &types, sizeof(xf_type *));
  return ok;
}

/* printOptionalArrowTypeList: ` -> t` or ` -> (t1, t2)`. */
static void print_optional_arrow_results(xfy_printer *pr, xf_op *op) {
  if (!op->nres)
    return;
  xfy_puts(pr, " -> ");
  if (op->nres == 1 && xfi_op_results(op)[0].type->kind != XF_TYPE_FUNCTION)
    xfy_print_type(pr, xfi_op_results(op)[0].type);
  else
    xfd_scf_print_result_types_paren(pr, op);
}

static void exec_print(xfy_printer *pr, xf_op *op) {
  print_optional_arrow_results(pr, op);
  if (xf_op_get_attr(op, "no_inline"))
    xfy_puts(pr, " no_inline");
  xfy_putc(pr, ' ');
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, true, false);
  xfy_print_optional_attr_dict(pr, op, exec_props);
}

static xf_status exec_verify(xf_op *op) {
  if (xfd_check_regions(op, 1) != XF_OK || xfd_check_operands(op, 0) != XF_OK)
    return XF_ERROR;
  xf_attr *ni = xf_op_get_attr(op, "no_inline");
  if (ni && ni->kind != XF_ATTR_UNIT)
    return xfd_scf_attr_error(op, "no_inline", "unit attribute");
  xf_block *entry = entry_block(op, 0);
  if (!entry)
    return xfd_op_error(op, "region needs to have at least one block");
  if (entry->nargs)
    return xfd_op_error(op, "region cannot have any arguments");
  return XF_OK;
}

/* Region phase: every yield flows to the results. */
static xf_status exec_verify_after_regions(xf_op *op) {
  xfd_values results = xfd_results_of(op);
  for (xf_block *blk = entry_block(op, 0); blk; blk = blk->next) {
    if (!blk->last || !xfd_op_is(blk->last, "scf.yield"))
      continue;
    xfd_values ops = xfd_operands_from(blk->last, 0);
    if (xfd_scf_check_edge(op, blk->last, -1, &ops, &results) != XF_OK)
      return XF_ERROR;
  }
  return XF_OK;
}

/* ---------------------------------------------------- scf.index_switch */

static const char *const switch_props[] = {"cases", NULL};

/* `case N {...}` repeated; the values go to `cases` (int64_t). */
static bool parse_cases(xfy_op_builder *b, xfs_vec *cases) {
  while (xfy_accept_kw(b->p, "case")) {
    int64_t v;
    if (!xfd_parse_integer(b, &v) || !xfy_parse_region(b, NULL, 0, false))
      return false;
    if (!XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), cases, int64_t, v))
      return xfy_error(b->p, "out of memory");
  }
  return true;
}

/* The default region comes last in the syntax but first in the op. */
static void move_last_region_first(xfy_op_builder *b) {
  size_t n = b->regions.len;
  if (n < 2)
    return;
  xfy_pending_region *r = b->regions.data, last = r[n - 1];
  memmove(r + 1, r, (n - 1) * sizeof *r);
  r[0] = last;
}

static bool switch_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec types = {0}, cases = {0};
  xfy_operand arg;
  bool ok = xfy_parse_operand(p, &arg) && xfy_parse_optional_attr_dict(b);
  if (ok && xfy_accept(p, XFY_ARROW))
    ok = xfy_parse_type_list(p, &types);
  ok = ok && parse_cases(b, &cases) && xfd_expect_keyword(b, "default") &&
       xfy_parse_region(b, NULL, 0, false) &&
       xfy_ensure_terminator(b, cases.len, "scf.yield", xfy_builder_loc(b)) &&
       xfy_resolve_operand(b, &arg, b->ctx->t_index) && xfy_add_types(b, types.data, types.len) &&
       xfy_add_prop(b, "cases", xf_attr_dense_i64_array(b->ctx, cases.data, cases.len));
  if (ok)
    move_last_region_first(b);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &types, sizeof(xf_type *));
  xfs_vec_free(xfs_ctx_mem(b->ctx), &cases, sizeof(int64_t));
  return ok;
}

/* ODS's rule for a region of a SingleBlockImplicitTerminator op: print
 * the terminator only if it has operands, results or attributes. */
static bool keep_terminator(xf_region *r) {
  xf_op *t = r->first ? r->first->last : NULL;
  if (!t || !t->info || !(t->info->traits & XF_TRAIT_TERMINATOR))
    return true;
  return t->nops || t->nres || (t->attrs && t->attrs->n) || (t->props && t->props->n);
}

static void switch_print(xfy_printer *pr, xf_op *op) {
  xf_attr *cases = xfd_dense_array_of(xf_op_get_attr(op, "cases"), 64);
  xfy_putc(pr, ' ');
  xfy_print_operand(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, switch_props);
  if (op->nres) {
    xfy_puts(pr, " -> ");
    xfy_print_result_types(pr, op);
  }
  xfy_putc(pr, ' ');
  for (uint32_t i = 1; i < op->nreg; i++) {
    xfy_print_newline(pr);
    int64_t v = cases && i - 1 < cases->n ? xf_attr_dense_array_int(cases, i - 1) : 0;
    xfs_buf_printf(pr->out, "case %lld ", (long long)v);
    xfy_print_custom_region(pr, &xfi_op_regions(op)[i], false, true, false);
  }
  xfy_print_newline(pr);
  xfy_puts(pr, "default ");
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], true, keep_terminator(&xfi_op_regions(op)[0]), false);
}

/* One region's yield against the results (IndexSwitchOp::verify). */
static xf_status switch_region(xf_op *op, xf_region *r, const char *name, int idx) {
  char what[48];
  snprintf(what, sizeof what, idx < 0 ? "%s" : "%s #%d", name, idx);
  xf_op *y = r->first->last;
  if (!y || !xfd_op_is(y, "scf.yield"))
    return xfd_op_error(op, "expected region to end with scf.yield, but got %s",
                        y ? y->name->str : "");
  if (y->nops != op->nres) {
    xf_diag *d = xfd_op_diag(op);
    xf_diag_printf(d, "expected each region to return %u values, but %s returns %u", op->nres,
                   what, y->nops);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(y)), "see yield operation here");
    xf_diag_report(d);
    return XF_ERROR;
  }
  for (uint32_t i = 0; i < op->nres; i++) {
    if (otype(y, i) == xfi_op_results(op)[i].type)
      continue;
    xf_diag *d = xfd_op_diag(op);
    xf_diag_printf(d, "expected result #%u of each region to be ", i);
    xf_diag_append_type(d, xfi_op_results(op)[i].type);
    xf_diag *n = xf_diag_note(d, xfi_op_loc(y));
    xf_diag_printf(n, "%s returns ", what);
    xf_diag_append_type(n, otype(y, i));
    xf_diag_printf(n, " here");
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

static xf_status switch_verify_cases(xf_op *op, xf_attr *cases) {
  if (cases->n != op->nreg - 1)
    return xfd_op_error(op, "has %u case regions but %u case values", op->nreg - 1, cases->n);
  for (uint32_t i = 0; i < cases->n; i++)
    for (uint32_t j = 0; j < i; j++)
      if (xf_attr_dense_array_int(cases, i) == xf_attr_dense_array_int(cases, j))
        return xfd_op_error(op, "has duplicate case value: %lld",
                            (long long)xf_attr_dense_array_int(cases, i));
  if (switch_region(op, &xfi_op_regions(op)[0], "default region", -1) != XF_OK)
    return XF_ERROR;
  for (uint32_t i = 1; i < op->nreg; i++)
    if (switch_region(op, &xfi_op_regions(op)[i], "case region", (int)i - 1) != XF_OK)
      return XF_ERROR;
  return XF_OK;
}

static xf_status switch_verify(xf_op *op) {
  if (op->nreg < 1)
    return xfd_op_error(op, "expected 1 or more regions, but found 0");
  if (xfd_check_operands(op, 1) != XF_OK || xfd_scf_check_single_block(op, false) != XF_OK)
    return XF_ERROR;
  xf_attr *cases = xf_op_get_attr(op, "cases");
  if (!cases)
    return xfd_op_error(op, "requires attribute 'cases'");
  if (!xfd_dense_array_of(cases, 64))
    return xfd_scf_attr_error(op, "cases", "i64 dense array attribute");
  if (!xfd_is_index(otype(op, 0)))
    return xfd_operand_type_error(op, 0, "index");
  if (xfd_scf_check_sized_region(op, 0, "defaultRegion") != XF_OK)
    return XF_ERROR;
  for (uint32_t i = 1; i < op->nreg; i++)
    if (xfd_scf_check_sized_region(op, i, "caseRegions") != XF_OK)
      return XF_ERROR;
  return switch_verify_cases(op, cases);
}

static xf_status yield_terminated(xf_op *op) {
  return xfd_scf_check_implicit_terminator(op, "scf.yield");
}

/* --------------------------------------------------------------- table */

#define LOOP_TRAITS (XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR | \
                     XF_TRAIT_RECURSIVE_EFFECTS)
#define TERM_TRAITS (XF_TRAIT_TERMINATOR | XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT)

static const xf_op_info scf_ops[] = {
    {.name = "scf.for",
     .traits = LOOP_TRAITS,
     .prop_names = for_props,
     .parse = for_parse,
     .print = for_print,
     .verify = for_verify,
     .verify_regions = for_verify_after_regions},
    {.name = "scf.if",
     .traits = LOOP_TRAITS,
     .parse = if_parse,
     .print = if_print,
     .verify = if_verify,
     .verify_regions = if_verify_regions},
    {.name = "scf.yield",
     .traits = TERM_TRAITS,
     .parse = yield_parse,
     .print = yield_print,
     .verify = yield_verify},
    {.name = "scf.while",
     .traits = XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_RECURSIVE_EFFECTS,
     .parse = while_parse,
     .print = while_print,
     .verify = while_verify,
     .verify_regions = while_verify_after_regions},
    {.name = "scf.condition",
     .traits = TERM_TRAITS,
     .parse = condition_parse,
     .print = condition_print,
     .verify = condition_verify},
    {.name = "scf.execute_region",
     .prop_names = exec_props,
     .parse = exec_parse,
     .print = exec_print,
     .verify = exec_verify,
     .verify_regions = exec_verify_after_regions},
    {.name = "scf.index_switch",
     .traits = LOOP_TRAITS,
     .prop_names = switch_props,
     .parse = switch_parse,
     .print = switch_print,
     .verify = switch_verify,
     .verify_regions = yield_terminated},
};

xf_status xfd_register_scf(xf_context *ctx) {
  xf_status st = xfd_register_table(ctx, scf_ops, sizeof scf_ops / sizeof scf_ops[0]);
  if (st != XF_OK)
    return st;
  return xfd_register_table(ctx, xfd_scf_parallel_ops, xfd_scf_num_parallel_ops);
}
