/* function_iface.c — MLIR's function_interface_impl: the custom syntax
 * shared by func.func and transform.named_sequence.
 *
 *   op [private|public|nested] @name(args) [-> results] [attributes {...}] [{ body }]
 *
 * Arguments are `%name: type {attrs} loc(..)` when there is a body and
 * `type {attrs}` for declarations (mixing the forms is an error at the
 * offending argument).  The signature becomes the `function_type`
 * property; `arg_attrs` / `res_attrs` exist only when some entry is
 * non-empty.  `sym_visibility`, `sym_name` and `function_type` may not be
 * repeated in the attribute dictionary.
 */
#include "dialects.h"

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

/* One unnamed argument `type {attrs} loc(...)`. */
static bool parse_unnamed_arg(xfy_parser *p, xfy_argument *a) {
  a->type = xfy_parse_type(p);
  if (!a->type)
    return false;
  if (p->tok.kind == XFY_LBRACE && !(a->attrs = xfy_parse_dict(p)))
    return false;
  return xfy_parse_trailing_loc(p, &a->loc);
}

/* parseFunctionArgumentList: `(%a: t {attrs}, ...)` or `(t {attrs}, ...)`;
 * mixing the two forms is an error at the offending argument. */
static bool parse_func_args(xfy_op_builder *b, xfs_vec *args, bool *named) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  *named = false;
  if (!xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  if (xfy_accept(p, XFY_RPAREN))
    return true;
  do {
    xfy_argument a;
    memset(&a, 0, sizeof a);
    xfy_token at = p->tok;
    bool has_name = p->tok.kind == XFY_PERCENT_ID;
    if (has_name) {
      if (!xfy_parse_argument(p, &a, true, true))
        return false;
      if (args->len && !*named)
        return xfy_builder_error_at(b, &at, "expected type instead of SSA identifier");
      *named = true;
    } else {
      if (*named)
        return xfy_builder_error_at(b, &at, "expected SSA identifier");
      if (!parse_unnamed_arg(p, &a))
        return false;
    }
    if (!XFS_VEC_PUSH(m, args, xfy_argument, a))
      return xfy_error(p, "out of memory");
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, XFY_RPAREN, "')'");
}

/* `private` / `public` / `nested` if present. */
static bool parse_visibility(xfy_op_builder *b) {
  static const char *const vis[] = {"private", "public", "nested"};
  for (int i = 0; i < 3; i++) {
    if (xfy_accept_kw(b->p, vis[i]))
      return xfy_add_prop(b, "sym_visibility",
                          xf_attr_string(b->ctx, vis[i], strlen(vis[i]), NULL));
  }
  return true;
}

/* `attributes {...}`: the attributes that the signature already defines
 * may not be repeated there. */
static bool parse_func_attrs(xfy_op_builder *b) {
  static const char *const inferred[] = {"sym_visibility", "sym_name", "function_type"};
  xfy_token at = b->p->tok;
  size_t before = b->attrs.len;
  if (!xfy_parse_optional_attr_dict_with_keyword(b))
    return false;
  for (int k = 0; k < 3; k++) {
    for (size_t i = before; i < b->attrs.len; i++) {
      if (strcmp(XFS_VEC_AT(&b->attrs, xf_named_attr, i).name->str, inferred[k]) == 0)
        return xfy_builder_error_at(b, &at,
                                    "'%s' is an inferred attribute and should not be specified "
                                    "in the explicit attribute dictionary",
                                    inferred[k]);
    }
  }
  return true;
}

/* function_type, arg_attrs and res_attrs (NULL when every entry is empty)
 * of the parsed signature, into `props`. */
static bool make_signature(xfy_parser *p, const xfs_vec *args, const xfs_vec *rtypes,
                           const xfs_vec *rattrs, xf_attr **props) {
  xf_context *ctx = p->ctx;
  xfs_mem *m = xfs_ctx_mem(ctx);
  xfs_vec itypes = {0}, iattrs = {0};
  bool ok = true;
  for (size_t i = 0; ok && i < args->len; i++) {
    xfy_argument *a = &XFS_VEC_AT(args, xfy_argument, i);
    xf_attr *d = a->attrs ? a->attrs : ctx->a_empty_dict;
    ok = XFS_VEC_PUSH(m, &itypes, xf_type *, a->type) && XFS_VEC_PUSH(m, &iattrs, xf_attr *, d);
  }
  xf_type *ft = ok ? xf_type_function(ctx, itypes.data, itypes.len, rtypes->data, rtypes->len)
                   : NULL;
  props[0] = ft ? xf_attr_type(ctx, ft) : NULL;
  props[1] = props[2] = NULL;
  ok = props[0] != NULL;
  if (ok && any_nonempty(iattrs.data, iattrs.len))
    ok = (props[1] = xf_attr_array(ctx, iattrs.data, iattrs.len)) != NULL;
  if (ok && any_nonempty(rattrs->data, rattrs->len))
    ok = (props[2] = xf_attr_array(ctx, rattrs->data, rattrs->len)) != NULL;
  xfs_vec_free(m, &itypes, sizeof(xf_type *));
  xfs_vec_free(m, &iattrs, sizeof(xf_attr *));
  return ok || xfy_error(p, "out of memory");
}

/* `(args) [-> results]`: the arguments into `args`, the properties they
 * make onto the op.  A signature whose text repeats one parsed before
 * comes from that parse (syntax/sig_reuse.c). */
static bool parse_signature(xfy_op_builder *b, xfs_vec *args, bool *named) {
  xfy_parser *p = b->p;
  xf_attr *props[XFY_SIG_PROPS];
  xfy_sig_try t;
  if (!xfy_sig_reuse(p, &t, b->name, args, named, props)) {
    xfs_mem *m = xfs_ctx_mem(b->ctx);
    xfs_vec rtypes = {0}, rattrs = {0};
    bool ok = parse_func_args(b, args, named) && parse_func_results(p, &rtypes, &rattrs) &&
              make_signature(p, args, &rtypes, &rattrs, props);
    xfs_vec_free(m, &rtypes, sizeof(xf_type *));
    xfs_vec_free(m, &rattrs, sizeof(xf_attr *));
    if (!ok)
      return false;
    xfy_sig_note(p, &t, b->name, args, *named, props);
  }
  return xfy_add_prop(b, "function_type", props[0]) &&
         (!props[1] || xfy_add_prop(b, "arg_attrs", props[1])) &&
         (!props[2] || xfy_add_prop(b, "res_attrs", props[2]));
}

/* The optional body: named arguments become the entry block's; a present
 * body may not be empty. */
static bool parse_func_body(xfy_op_builder *b, const xfs_vec *args, bool named) {
  xfy_token at = b->p->tok;
  bool present = false;
  size_t nargs = named ? args->len : 0;
  if (!xfy_parse_optional_region(b, args->data, nargs, true, &present))
    return false;
  if (!present)
    return xfy_add_empty_region(b);
  if (!xfy_builder_region(b, 0)->first)
    return xfy_builder_error_at(b, &at, "expected non-empty function body");
  return true;
}

bool xfd_function_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xf_context *ctx = b->ctx;
  xfs_vec args = {0};
  bool named = false;
  bool ok = parse_visibility(b);
  bool named_sym = ok && p->tok.kind == XFY_AT_ID;
  xf_attr *name = ok ? xfy_parse_symbol_name_attr(p) : NULL;
  if (ok && !named_sym)
    ok = xfy_builder_error_at(b, &p->tok, "expected valid '@'-identifier for symbol name");
  ok = ok && name && xfy_add_prop(b, "sym_name", name) &&
       parse_signature(b, &args, &named) && parse_func_attrs(b) &&
       parse_func_body(b, &args, named);
  xfs_vec_free(xfs_ctx_mem(ctx), &args, sizeof(xfy_argument));
  return ok;
}

xf_attr *xfd_array_dict(xf_attr *arr, size_t i) {
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

/* printFunctionSignature's argument list. */
static void print_func_args(xfy_printer *pr, xf_op *op, xf_type *ft) {
  xf_attr *aa = xfy_op_attr(op, "arg_attrs");
  xf_block *entry = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  xfy_putc(pr, '(');
  for (size_t i = 0; ft && i < ft->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    if (entry && i < entry->nargs) {
      xfy_print_value(pr, entry->args[i]);
      xfy_puts(pr, ": ");
      xfy_print_type(pr, entry->args[i]->type);
      print_dict_if(pr, xfd_array_dict(aa, i));
      if (pr->opts.debug_info && xfi_value_loc(entry->args[i])) {
        xfy_putc(pr, ' ');
        xfy_print_loc(pr, xfi_value_loc(entry->args[i]));
      }
    } else {
      xfy_print_type(pr, ft->types[i]);
      print_dict_if(pr, xfd_array_dict(aa, i));
    }
  }
  xfy_putc(pr, ')');
}

/* printFunctionResultList: parenthesised when several, a function type, or
 * the first result has attributes. */
static void print_func_results(xfy_printer *pr, xf_op *op, xf_type *ft) {
  size_t nin = ft ? ft->n : 0, nres = ft ? ft->nres : 0;
  if (!nres)
    return;
  xf_attr *ra = xfy_op_attr(op, "res_attrs");
  xfy_puts(pr, " -> ");
  xf_attr *d0 = xfd_array_dict(ra, 0);
  bool parens = nres > 1 || ft->types[nin]->kind == XF_TYPE_FUNCTION || (d0 && d0->n);
  if (parens)
    xfy_putc(pr, '(');
  for (size_t i = 0; i < nres; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_type(pr, ft->types[nin + i]);
    print_dict_if(pr, xfd_array_dict(ra, i));
  }
  if (parens)
    xfy_putc(pr, ')');
}

void xfd_function_print(xfy_printer *pr, xf_op *op) {
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
  xf_type *ft = fta && fta->kind == XF_ATTR_TYPE && fta->u.tval->kind == XF_TYPE_FUNCTION
                    ? fta->u.tval
                    : NULL;
  print_func_args(pr, op, ft);
  print_func_results(pr, op, ft);
  static const char *const elided[] = {"sym_visibility", "function_type", "arg_attrs",
                                       "res_attrs", "sym_name", NULL};
  xfy_print_optional_attr_dict_with_keyword(pr, op, elided);
  if (op->nreg && xfi_op_regions(op)[0].first) {
    xfy_putc(pr, ' ');
    xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, true, false);
  }
}

/* FunctionOpInterface: `what` ("argument"/"result") attribute array of
 * `n` dictionaries whose names are dialect-prefixed. */
static xf_status verify_attr_array(xf_op *op, const xf_attr *arr, const char *what,
                                      const char *plural, uint32_t n) {
  if (!arr)
    return XF_OK;
  if (arr->n != n)
    return xfd_op_error(op, "expects %s attribute array to have the same number of elements as "
                            "the number of function %s, got %u, but expected %u",
                        what, plural, arr->n, n);
  for (uint32_t i = 0; i < arr->n; i++) {
    xf_attr *d = arr->u.elems[i];
    for (uint32_t k = 0; k < d->n; k++)
      if (!memchr(d->u.entries[k].name->str, '.', d->u.entries[k].name->len))
        return xfd_op_error(op, "%s may only have dialect attributes", plural);
  }
  return XF_OK;
}

xf_status xfd_function_verify_attr_arrays(xf_op *op, const xf_attr *arg_attrs,
                                          const xf_attr *res_attrs, const xf_type *ft) {
  if (verify_attr_array(op, arg_attrs, "argument", "arguments", ft->n) != XF_OK)
    return XF_ERROR;
  return verify_attr_array(op, res_attrs, "result", "results", ft->nres);
}
