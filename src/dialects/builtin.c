/* builtin.c — the builtin dialect: builtin.module and
 * builtin.unrealized_conversion_cast.
 *
 * module: `module @name? attributes {...}? { ... }`, one block, no
 * terminator, IsolatedFromAbove, SymbolTable; its default dialect is
 * "builtin" (so `module` parses inside a module).  Discardable attributes
 * must have dialect-prefixed names.  Symbol names in it are unique and
 * symbol uses resolve (checked by the verifier for every SymbolTable op).
 *
 * unrealized_conversion_cast: `%a, %b : t1, t2 to t3, t4 {attrs}`; at
 * least one result.
 */
#include "ods.h"

static const char *const module_props[] = {"sym_name", "sym_visibility", NULL};

static bool module_parse(xfy_op_builder *b) {
  bool named = b->p->tok.kind == XFY_AT_ID;
  xf_attr *name = xfy_parse_symbol_name_attr(b->p);
  if (named && (!name || !xfy_add_prop(b, "sym_name", name)))
    return false; /* out of memory (reported) */
  if (!xfy_parse_optional_attr_dict_with_keyword(b) || !xfy_parse_region(b, NULL, 0, false))
    return false;
  xfy_pending_region *r = xfy_builder_region(b, 0);
  if (!r->first) { /* a single-block region always has its block */
    xf_block *blk = xf_block_create(b->ctx);
    if (!blk)
      return false;
    r->first = r->last = blk;
    r->nblocks = 1;
  }
  return true;
}

static void module_print(xfy_printer *pr, xf_op *op) {
  xf_attr *name = xfy_op_attr(op, "sym_name");
  if (name && name->kind == XF_ATTR_STRING) {
    xfy_putc(pr, ' ');
    xfy_print_symbol_name(pr, name->u.str, name->n);
  }
  static const char *const elided[] = {"sym_name", NULL};
  xfy_print_optional_attr_dict_with_keyword(pr, op, elided);
  xfy_putc(pr, ' ');
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], true, true, false);
}

/* ModuleOp: count traits, SingleBlock, NoRegionArguments, the region and
 * attribute constraints, then ModuleOp::verify (dialect-prefixed names). */
static xf_status check_one_data_layout(xf_op *op);

static xf_status module_verify(xf_op *op) {
  if (xfd_verify_counts(op, 1, 0, 0, false) != XF_OK)
    return XF_ERROR;
  xf_region *r = &xfi_op_regions(op)[0];
  if (r->nblocks > 1)
    return xfd_op_error(op, "expects region #0 to have 0 or 1 blocks");
  if (r->first && r->first->nargs)
    return xfd_op_error(op, "region should have no arguments");
  if (r->nblocks != 1)
    return xfd_op_error(op, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
  static const char *const strs[] = {"sym_name", "sym_visibility"};
  for (int i = 0; i < 2; i++) {
    xf_attr *a = xfy_op_attr(op, strs[i]);
    if (a && a->kind != XF_ATTR_STRING)
      return xfd_prop_constraint_error(op, strs[i], "string attribute");
  }
  /* an optional symbol: the Symbol interface applies once it has a name */
  if (xfy_op_attr(op, "sym_name") &&
      xfd_verify_symbol_iface(op, xfy_op_attr(op, "sym_visibility"), false) != XF_OK)
    return XF_ERROR;
  for (uint32_t i = 0; op->attrs && i < op->attrs->n; i++) {
    xf_ident *n = op->attrs->u.entries[i].name;
    if (!memchr(n->str, '.', n->len))
      return xfd_op_error(op, "can only contain attributes with dialect-prefixed names, found: '%s'",
                          n->str);
  }
  return check_one_data_layout(op);
}

/* ModuleOp::verify: at most one attribute holds a data layout spec.  As
 * mlir-opt 22, the error is reported but the verification still succeeds
 * (ModuleOp::verify emits it and returns success). */
static xf_status check_one_data_layout(xf_op *op) {
  const xf_named_attr *first = NULL;
  for (uint32_t i = 0; op->attrs && i < op->attrs->n; i++) {
    const xf_named_attr *e = &op->attrs->u.entries[i];
    if (!xfd_is_data_layout_spec(e->value))
      continue;
    if (!first) {
      first = e;
      continue;
    }
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op expects at most one data layout attribute", op->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(op)), "'%s' is a data layout attribute",
                   first->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(op)), "'%s' is a data layout attribute", e->name->str);
    xf_diag_report(d);
    return XF_OK;
  }
  return XF_OK;
}

/* unrealized_conversion_cast: `($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict` */
static bool ucc_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ops = {0}, in = {0}, out = {0};
  xfy_token at = p->tok;
  bool ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE);
  if (ok && ops.len)
    ok = xfy_parse_colon_type_list(p, &in);
  ok = ok && xfy_builder_expect_kw(b, "to") && xfy_parse_type_list(p, &out) &&
       xfy_parse_optional_attr_dict(b) &&
       xfy_resolve_operands(b, ops.data, ops.len, in.data, in.len, &at) &&
       xfy_add_types(b, out.data, out.len);
  xfs_vec_free(m, &ops, sizeof(xfy_operand));
  xfs_vec_free(m, &in, sizeof(xf_type *));
  xfs_vec_free(m, &out, sizeof(xf_type *));
  return ok;
}

static void ucc_print(xfy_printer *pr, xf_op *op) {
  if (op->nops) {
    xfy_putc(pr, ' ');
    xfy_print_operands(pr, op, 0, op->nops);
    xfy_puts(pr, " : ");
    xfy_print_operand_types(pr, op, 0, op->nops);
  }
  xfy_puts(pr, " to ");
  xfy_print_result_types(pr, op);
  xfy_print_optional_attr_dict(pr, op, NULL);
}

/* CastOpInterface: a cast produces something. */
static xf_status ucc_verify(xf_op *op) {
  if (xfd_verify_counts(op, 0, -1, -1, false) != XF_OK)
    return XF_ERROR;
  if (!op->nres)
    return xfd_op_error(op, "expected at least one result for cast operation");
  return XF_OK;
}

static const xf_op_info builtin_ops[] = {
    {.name = "builtin.module",
     .traits = XF_TRAIT_ISOLATED | XF_TRAIT_NO_TERMINATOR | XF_TRAIT_SINGLE_BLOCK |
               XF_TRAIT_SYMBOL_TABLE | XF_TRAIT_GRAPH_REGION,
     .prop_names = module_props,
     .parse = module_parse,
     .print = module_print,
     .verify = module_verify,
     .default_dialect = "builtin"},
    {.name = "builtin.unrealized_conversion_cast",
     .traits = XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT | XF_TRAIT_CAST,
     .parse = ucc_parse,
     .print = ucc_print,
     .verify = ucc_verify},
};

xf_status xfd_register_builtin(xf_context *ctx) {
  return xfd_register_table(ctx, builtin_ops, sizeof builtin_ops / sizeof builtin_ops[0]);
}
