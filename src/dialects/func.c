/* func.c — the func dialect: func.func, func.return, func.call,
 * func.call_indirect, func.constant.
 *
 * func.func follows function_interface_impl: `func.func [visibility] @name
 * (args) [-> results] [attributes {...}] [region]`; arguments are
 * `%name: type {attrs} loc(..)` when there is a body and `type {attrs}`
 * for declarations.  `arg_attrs` / `res_attrs` properties are present only
 * when some entry is non-empty.  Its default dialect is "func", so its body
 * prints `return` and `call`.
 */
#include "dialects.h"

/* ------------------------------------------------------------ func.func */

static const char *const func_props[] = {"sym_name",  "function_type", "sym_visibility",
                                         "arg_attrs", "res_attrs",     "no_inline", NULL};

static bool any_nonempty(xf_attr *const *dicts, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (dicts[i]->n)
      return true;
  return false;
}

/* `-> t` / `-> (t {attrs}, ...)` */
static bool parse_func_results(xfy_parser *p, xfs_vec *types, xfs_vec *attrs) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  if (!xfy_accept(p, XFY_ARROW))
    return true;
  if (p->tok.kind != XFY_LPAREN) {
    xf_type *t = xfy_parse_type(p);
    xf_attr *e = p->ctx->a_empty_dict;
    return t && XFS_VEC_PUSH(m, types, xf_type *, t) && XFS_VEC_PUSH(m, attrs, xf_attr *, e);
  }
  xfy_next(p);
  if (xfy_accept(p, XFY_RPAREN))
    return true;
  do {
    xf_type *t = xfy_parse_type(p);
    if (!t)
      return false;
    xf_attr *d = p->ctx->a_empty_dict;
    if (p->tok.kind == XFY_LBRACE && !(d = xfy_parse_dict(p)))
      return false;
    if (!XFS_VEC_PUSH(m, types, xf_type *, t) || !XFS_VEC_PUSH(m, attrs, xf_attr *, d))
      return xfy_error(p, "out of memory");
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, XFY_RPAREN, "')'");
}

/* `(%a: t {attrs}, ...)` or `(t {attrs}, ...)`. */
static bool parse_func_args(xfy_parser *p, xfs_vec *args, bool *named) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  *named = false;
  if (!xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  if (xfy_accept(p, XFY_RPAREN))
    return true;
  bool first = true;
  do {
    xfy_argument a;
    memset(&a, 0, sizeof a);
    if (p->tok.kind == XFY_PERCENT_ID) {
      if (!first && !*named)
        return xfy_error(p, "expected type instead of SSA identifier");
      *named = true;
      if (!xfy_parse_argument(p, &a, true, true))
        return false;
    } else {
      if (*named)
        return xfy_error_expected(p, "expected SSA identifier");
      a.type = xfy_parse_type(p);
      if (!a.type)
        return false;
      if (p->tok.kind == XFY_LBRACE && !(a.attrs = xfy_parse_dict(p)))
        return false;
      if (!xfy_parse_trailing_loc(p, &a.loc))
        return false;
    }
    first = false;
    if (!XFS_VEC_PUSH(m, args, xfy_argument, a))
      return xfy_error(p, "out of memory");
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, XFY_RPAREN, "')'");
}

static xf_attr *dict_array(xf_context *ctx, xf_attr *const *dicts, size_t n) {
  return xf_attr_array(ctx, dicts, n);
}

static bool func_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xf_context *ctx = b->ctx;
  xfs_mem *m = xfs_ctx_mem(ctx);
  xfs_vec args = {0}, rtypes = {0}, rattrs = {0}, itypes = {0}, iattrs = {0};
  bool ok = false, named = false;
  static const char *const vis[] = {"private", "public", "nested"};
  for (int i = 0; i < 3; i++) {
    if (xfy_at_kw(p, vis[i])) {
      xfy_next(p);
      if (!xfy_add_prop(b, "sym_visibility", xf_attr_string(ctx, vis[i], strlen(vis[i]), NULL)))
        goto out;
      break;
    }
  }
  xf_ident *name = xfy_parse_symbol_name(p, true);
  if (!name || !xfy_add_prop(b, "sym_name", xf_attr_string(ctx, name->str, name->len, NULL)))
    goto out;
  if (!parse_func_args(p, &args, &named) || !parse_func_results(p, &rtypes, &rattrs))
    goto out;
  for (size_t i = 0; i < args.len; i++) {
    xfy_argument *a = &XFS_VEC_AT(&args, xfy_argument, i);
    xf_attr *d = a->attrs ? a->attrs : ctx->a_empty_dict;
    if (!XFS_VEC_PUSH(m, &itypes, xf_type *, a->type) || !XFS_VEC_PUSH(m, &iattrs, xf_attr *, d))
      goto out;
  }
  xfy_token attr_tok = p->tok;
  size_t nattrs_before = b->attrs.len;
  if (!xfy_parse_optional_attr_dict_with_keyword(b))
    goto out;
  for (size_t i = nattrs_before; i < b->attrs.len; i++) {
    xf_named_attr *e = &XFS_VEC_AT(&b->attrs, xf_named_attr, i);
    for (const char *const *n = func_props; *n; n++) {
      if (strcmp(*n, e->name->str) == 0 && strcmp(*n, "no_inline") != 0) {
        if (p->tok.kind == XFY_LBRACE || true) {
          xfy_error_at(p, &attr_tok,
                       "custom op '%s' '%s' is an inferred attribute and should not be specified "
                       "in the explicit attribute dictionary",
                       b->name->str, *n);
          goto out;
        }
      }
    }
  }
  xf_type *ft = xf_type_function(ctx, itypes.data, itypes.len, rtypes.data, rtypes.len);
  if (!xfy_add_prop(b, "function_type", xf_attr_type(ctx, ft)))
    goto out;
  if (any_nonempty(iattrs.data, iattrs.len) &&
      !xfy_add_prop(b, "arg_attrs", dict_array(ctx, iattrs.data, iattrs.len)))
    goto out;
  if (any_nonempty(rattrs.data, rattrs.len) &&
      !xfy_add_prop(b, "res_attrs", dict_array(ctx, rattrs.data, rattrs.len)))
    goto out;
  bool present = false;
  if (p->tok.kind == XFY_LBRACE && args.len && !named) {
    xfy_error(p, "expected named arguments");
    goto out;
  }
  if (!xfy_parse_optional_region(b, args.data, args.len, true, &present))
    goto out;
  if (!present && !xfy_add_empty_region(b))
    goto out;
  ok = true;
out:
  xfs_vec_free(m, &args, sizeof(xfy_argument));
  xfs_vec_free(m, &rtypes, sizeof(xf_type *));
  xfs_vec_free(m, &rattrs, sizeof(xf_attr *));
  xfs_vec_free(m, &itypes, sizeof(xf_type *));
  xfs_vec_free(m, &iattrs, sizeof(xf_attr *));
  return ok;
}

static xf_attr *array_dict(xf_attr *arr, size_t i) {
  if (!arr || arr->kind != XF_ATTR_ARRAY || i >= arr->n)
    return NULL;
  xf_attr *d = arr->u.elems[i];
  return d && d->kind == XF_ATTR_DICT ? d : NULL;
}

static void print_dict_if(xfy_printer *pr, xf_attr *d) {
  if (d && d->n) {
    xfy_puts(pr, " {");
    xfy_print_dict_body(pr, d);
    xfy_putc(pr, '}');
  }
}

static void func_print(xfy_printer *pr, xf_op *op) {
  xf_attr *vis = xfy_op_attr(op, "sym_visibility");
  if (vis && vis->kind == XF_ATTR_STRING) {
    xfy_putc(pr, ' ');
    xfs_buf_put(pr->out, vis->u.str, vis->n);
  }
  xf_attr *name = xfy_op_attr(op, "sym_name");
  xfy_putc(pr, ' ');
  if (name && name->kind == XF_ATTR_STRING)
    xfy_print_symbol_name(pr, name->u.str, name->n);
  xf_attr *fta = xfy_op_attr(op, "function_type");
  xf_type *ft = fta && fta->kind == XF_ATTR_TYPE ? fta->u.tval : NULL;
  xf_attr *aa = xfy_op_attr(op, "arg_attrs"), *ra = xfy_op_attr(op, "res_attrs");
  xf_block *entry = op->nreg ? op->regions[0].first : NULL;
  xfy_putc(pr, '(');
  size_t nin = ft ? ft->n : 0;
  for (size_t i = 0; i < nin; i++) {
    if (i)
      xfy_puts(pr, ", ");
    if (entry && i < entry->nargs) {
      xfy_print_value(pr, entry->args[i]);
      xfy_puts(pr, ": ");
      xfy_print_type(pr, entry->args[i]->type);
      print_dict_if(pr, array_dict(aa, i));
      if (pr->opts.debug_info && entry->args[i]->loc) {
        xfy_putc(pr, ' ');
        xfy_print_loc(pr, entry->args[i]->loc);
      }
    } else {
      xfy_print_type(pr, ft->types[i]);
      print_dict_if(pr, array_dict(aa, i));
    }
  }
  xfy_putc(pr, ')');
  size_t nres = ft ? ft->nres : 0;
  if (nres) {
    xfy_puts(pr, " -> ");
    xf_attr *d0 = array_dict(ra, 0);
    bool parens = nres > 1 || ft->types[nin]->kind == XF_TYPE_FUNCTION || (d0 && d0->n);
    if (parens)
      xfy_putc(pr, '(');
    for (size_t i = 0; i < nres; i++) {
      if (i)
        xfy_puts(pr, ", ");
      xfy_print_type(pr, ft->types[nin + i]);
      print_dict_if(pr, array_dict(ra, i));
    }
    if (parens)
      xfy_putc(pr, ')');
  }
  static const char *const elided[] = {"sym_visibility", "function_type", "arg_attrs",
                                       "res_attrs", "sym_name", NULL};
  xfy_print_optional_attr_dict_with_keyword(pr, op, elided);
  if (entry) {
    xfy_putc(pr, ' ');
    xfy_print_custom_region(pr, &op->regions[0], false, true, false);
  }
}

static xf_status func_verify(xf_op *op) {
  xf_attr *fta = xfy_op_attr(op, "function_type");
  if (!fta || fta->kind != XF_ATTR_TYPE || fta->u.tval->kind != XF_TYPE_FUNCTION)
    return xfd_op_error(op, "requires attribute 'function_type'");
  xf_type *ft = fta->u.tval;
  xf_block *entry = op->nreg ? op->regions[0].first : NULL;
  if (!entry)
    return XF_OK;
  if (entry->nargs != ft->n)
    return xfd_op_error(op, "entry block must have %u arguments to match function signature",
                        ft->n);
  for (uint32_t i = 0; i < ft->n; i++) {
    if (entry->args[i]->type != ft->types[i]) {
      xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
      xf_diag_printf(d, "'%s' op type of entry block argument #%u(", op->name->str, i);
      xf_diag_append_type(d, entry->args[i]->type);
      xf_diag_printf(d, ") must match the type of the corresponding argument in function signature(");
      xf_diag_append_type(d, ft->types[i]);
      xf_diag_printf(d, ")");
      xf_diag_report(d);
      return XF_ERROR;
    }
  }
  return XF_OK;
}

/* ---------------------------------------------------------- func.return */

static bool return_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ops = {0}, types = {0};
  xfy_token at = p->tok;
  bool ok = xfy_parse_optional_attr_dict(b) && xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE);
  if (ok && ops.len)
    ok = xfy_parse_colon_type_list(p, &types);
  at = ops.len ? XFS_VEC_AT(&ops, xfy_operand, 0).tok : at;
  ok = ok && xfy_resolve_operands(b, ops.data, ops.len, types.data, types.len, &at);
  xfs_vec_free(m, &ops, sizeof(xfy_operand));
  xfs_vec_free(m, &types, sizeof(xf_type *));
  return ok;
}

static void return_print(xfy_printer *pr, xf_op *op) {
  xfy_print_optional_attr_dict(pr, op, NULL);
  if (op->nops) {
    xfy_putc(pr, ' ');
    xfy_print_operands(pr, op, 0, op->nops);
    xfy_puts(pr, " : ");
    xfy_print_operand_types(pr, op, 0, op->nops);
  }
}

static xf_status return_verify(xf_op *op) {
  xf_op *fn = xf_op_parent(op);
  if (!fn || strcmp(fn->name->str, "func.func") != 0)
    return xfd_op_error(op, "expects parent op 'func.func'");
  xf_attr *fta = xfy_op_attr(fn, "function_type");
  if (!fta || fta->kind != XF_ATTR_TYPE)
    return XF_OK;
  xf_type *ft = fta->u.tval;
  xf_attr *name = xfy_op_attr(fn, "sym_name");
  const char *fname = name && name->kind == XF_ATTR_STRING ? name->u.str : "";
  int flen = name && name->kind == XF_ATTR_STRING ? (int)name->n : 0;
  if (op->nops != ft->nres)
    return xfd_op_error(op, "has %u operands, but enclosing function (@%.*s) returns %u", op->nops,
                        flen, fname, ft->nres);
  for (uint32_t i = 0; i < op->nops; i++) {
    if (op->operands[i].value->type != ft->types[ft->n + i]) {
      xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
      xf_diag_printf(d, "'%s' op type of return operand %u (", op->name->str, i);
      xf_diag_append_type(d, op->operands[i].value->type);
      xf_diag_printf(d, ") doesn't match function result type (");
      xf_diag_append_type(d, ft->types[ft->n + i]);
      xf_diag_printf(d, ") in function @%.*s", flen, fname);
      xf_diag_report(d);
      return XF_ERROR;
    }
  }
  return XF_OK;
}

/* ------------------------------------------------------------ func.call */

static const char *const call_props[] = {"callee", "arg_attrs", "res_attrs", "no_inline", NULL};

/* `(operands) attr-dict : (types) -> results` after the callee. */
static bool parse_call_tail(xfy_op_builder *b, bool indirect, xfy_operand *callee) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ops = {0};
  xfy_token at = p->tok;
  bool ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_PAREN) && xfy_parse_optional_attr_dict(b) &&
            xfy_expect(p, XFY_COLON, "':'");
  xfy_token tt = p->tok;
  xf_type *ft = ok ? xfy_parse_type(p) : NULL;
  if (ft && ft->kind != XF_TYPE_FUNCTION) {
    xfy_error_at(p, &tt, "expected function type");
    ft = NULL;
  }
  ok = ft != NULL;
  if (ok && indirect)
    ok = xfy_resolve_operand(b, callee, ft);
  ok = ok && xfy_resolve_operands(b, ops.data, ops.len, ft->types, ft->n, &at) &&
       xfy_add_types(b, ft->types + ft->n, ft->nres);
  xfs_vec_free(m, &ops, sizeof(xfy_operand));
  return ok;
}

static bool call_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  if (p->tok.kind != XFY_AT_ID)
    return xfy_error_expected(p, "expected attribute value");
  xf_attr *callee = xfy_parse_attr(p, NULL);
  return callee && xfy_add_prop(b, "callee", callee) && parse_call_tail(b, false, NULL);
}

static void print_call_tail(xfy_printer *pr, xf_op *op, size_t first, const char *const *elided) {
  xfy_putc(pr, '(');
  xfy_print_operands(pr, op, first, op->nops - first);
  xfy_putc(pr, ')');
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
}

static void call_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xf_attr *callee = xfy_op_attr(op, "callee");
  if (callee)
    xfy_print_attr(pr, callee, XFY_ELIDE_NEVER);
  static const char *const elided[] = {"callee", NULL};
  print_call_tail(pr, op, 0, elided);
  xfy_print_functional_type(pr, op);
}

static bool call_indirect_parse(xfy_op_builder *b) {
  xfy_operand callee;
  return xfy_parse_operand(b->p, &callee) && parse_call_tail(b, true, &callee);
}

static void call_indirect_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  print_call_tail(pr, op, 1, NULL);
  xfy_print_type(pr, op->operands[0].value->type);
}

/* -------------------------------------------------------- func.constant */

static const char *const constant_props[] = {"value", NULL};

static bool constant_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  if (!xfy_parse_optional_attr_dict(b))
    return false;
  xf_attr *v = xfy_parse_attr(p, NULL);
  xf_type *t = v ? xfy_parse_colon_type(p) : NULL;
  return t && xfy_add_prop(b, "value", v) && xfy_add_type(b, t);
}

static void constant_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"value", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_putc(pr, ' ');
  xf_attr *v = xfy_op_attr(op, "value");
  if (v)
    xfy_print_attr(pr, v, XFY_ELIDE_NEVER);
  xfy_puts(pr, " : ");
  xfy_print_result_types(pr, op);
}

static void constant_names(xf_op *op, xf_name_fn set, void *cookie) {
  set(cookie, &op->results[0], "f", 1);
}

static const xf_op_info func_ops[] = {
    {.name = "func.func",
     .traits = XF_TRAIT_ISOLATED | XF_TRAIT_SYMBOL | XF_TRAIT_RECURSIVE_EFFECTS,
     .prop_names = func_props,
     .parse = func_parse,
     .print = func_print,
     .verify = func_verify,
     .default_dialect = "func"},
    {.name = "func.return",
     .traits = XF_TRAIT_TERMINATOR | XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT,
     .parse = return_parse,
     .print = return_print,
     .verify = return_verify},
    {.name = "func.call",
     .prop_names = call_props,
     .parse = call_parse,
     .print = call_print},
    {.name = "func.call_indirect",
     .prop_names = call_props,
     .parse = call_indirect_parse,
     .print = call_indirect_print},
    {.name = "func.constant",
     .traits = XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT | XF_TRAIT_CONSTANT_LIKE,
     .prop_names = constant_props,
     .parse = constant_parse,
     .print = constant_print,
     .result_names = constant_names},
};

xf_status xfd_register_func(xf_context *ctx) {
  return xfd_register_table(ctx, func_ops, sizeof func_ops / sizeof func_ops[0]);
}
