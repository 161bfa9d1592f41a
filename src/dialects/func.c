/* func.c — the func dialect: func.func, func.return, func.call,
 * func.call_indirect, func.constant.
 *
 * func.func follows function_interface_impl: `func.func [visibility] @name
 * (args) [-> results] [attributes {...}] [region]`; arguments are
 * `%name: type {attrs} loc(..)` when there is a body and `type {attrs}`
 * for declarations (a body after unnamed arguments gets an entry block
 * without arguments, which the verifier then rejects, as in mlir-opt).
 * `arg_attrs` / `res_attrs` properties are present only when some entry is
 * non-empty.  Its default dialect is "func", so its body prints `return`
 * and `call`.
 *
 * Verification follows mlir-opt 22's order: ODS attribute checks (name
 * order), the Symbol interface (visibility, public declarations), the
 * FunctionOpInterface (argument/result attribute arrays, entry block
 * arguments), then the op.  func.call and func.constant check their callee
 * in verify_symbol_uses, which the enclosing symbol table runs last.
 */
#include "ods.h"

/* ------------------------------------------------------------ func.func */

static const char *const func_props[] = {"sym_name",  "function_type", "sym_visibility",
                                         "arg_attrs", "res_attrs",     "no_inline", NULL};

static bool is_string(const xf_attr *a) { return a->kind == XF_ATTR_STRING; }
static bool is_unit(const xf_attr *a) { return a->kind == XF_ATTR_UNIT; }

/* func.func's inherent attributes, in name order (ODS checks them in this
 * order), with their constraints. */
enum { FA_ARG_ATTRS, FA_FUNCTION_TYPE, FA_NO_INLINE, FA_RES_ATTRS, FA_SYM_NAME,
       FA_SYM_VISIBILITY, FA_N };
static const struct {
  const char *name;              /* attribute */
  uint32_t len;                  /* strlen(name) */
  bool (*ok)(const xf_attr *a);  /* its constraint */
  const char *desc;              /* constraint text */
  bool required;
} func_attrs[FA_N] = {
    {"arg_attrs", 9, xfd_is_dict_array, "Array of dictionary attributes", false},
    {"function_type", 13, xfd_is_function_type_attr, "type attribute of function type", true},
    {"no_inline", 9, is_unit, "unit attribute", false},
    {"res_attrs", 9, xfd_is_dict_array, "Array of dictionary attributes", false},
    {"sym_name", 8, is_string, "string attribute", true},
    {"sym_visibility", 14, is_string, "string attribute", false},
};

/* Fills the unset slots of `out` (FA_*) from the entries of `dict`. */
static void gather_from(const xf_attr *dict, xf_attr **out) {
  for (uint32_t i = 0; dict && i < dict->n; i++) {
    const xf_named_attr *e = &dict->u.entries[i];
    for (int k = 0; k < FA_N; k++)
      if (!out[k] && e->name->len == func_attrs[k].len &&
          memcmp(e->name->str, func_attrs[k].name, e->name->len) == 0)
        out[k] = e->value;
  }
}

/* The attributes of `op` named in func_attrs, each as xf_op_get_attr
 * finds it (properties first, then discardable attributes), in one pass
 * over each dictionary. */
static void gather_func_attrs(const xf_op *op, xf_attr **out) {
  for (int k = 0; k < FA_N; k++)
    out[k] = NULL;
  gather_from(op->props, out);
  gather_from(op->attrs, out);
}

/* ODS checks of func.func's inherent attributes `a` (FA_*), in name
 * order: required ones first, then the constraints. */
static xf_status verify_func_attrs(xf_op *op, xf_attr *const *a) {
  for (int i = 0; i < FA_N; i++)
    if (func_attrs[i].required && !a[i])
      return xfd_op_error(op, "requires attribute '%s'", func_attrs[i].name);
  for (int i = 0; i < FA_N; i++)
    if (a[i] && !func_attrs[i].ok(a[i]))
      return xfd_prop_constraint_error(op, func_attrs[i].name, func_attrs[i].desc);
  return XF_OK;
}

/* FunctionOpInterface::verifyBody: the entry block matches the inputs. */
static xf_status verify_func_body(xf_op *op, xf_type *ft) {
  xf_block *entry = xfi_op_regions(op)[0].first;
  if (!entry)
    return XF_OK;
  if (entry->nargs != ft->n)
    return xfd_op_error(op, "entry block must have %u arguments to match function signature",
                        ft->n);
  for (uint32_t i = 0; i < ft->n; i++) {
    if (entry->args[i]->type == ft->types[i])
      continue;
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op type of entry block argument #%u(", op->name->str, i);
    xf_diag_append_type(d, entry->args[i]->type);
    xf_diag_printf(d, ") must match the type of the corresponding argument in function "
                      "signature(");
    xf_diag_append_type(d, ft->types[i]);
    xf_diag_printf(d, ")");
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

static xf_status func_verify(xf_op *op) {
  xf_attr *a[FA_N];
  gather_func_attrs(op, a);
  if (xfd_verify_counts(op, 1, 0, 0, false) != XF_OK || verify_func_attrs(op, a) != XF_OK ||
      xfd_verify_symbol_iface(op, a[FA_SYM_VISIBILITY],
                              op->nreg == 1 && !xfi_op_regions(op)[0].first) != XF_OK)
    return XF_ERROR;
  xf_type *ft = a[FA_FUNCTION_TYPE]->u.tval;
  if (xfd_function_verify_attr_arrays(op, a[FA_ARG_ATTRS], a[FA_RES_ATTRS], ft) != XF_OK)
    return XF_ERROR;
  return verify_func_body(op, ft);
}

/* ---------------------------------------------------------- func.return */

static bool return_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ops = {0}, types = {0};
  bool ok = xfy_parse_optional_attr_dict(b);
  xfy_token at = p->tok;
  ok = ok && xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE);
  if (ok && ops.len)
    ok = xfy_parse_colon_type_list(p, &types);
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

/* The symbol name of function `fn` for messages: "" when it has none. */
static int fn_name(xf_op *fn, const char **s) {
  xf_attr *name = xfy_op_attr(fn, "sym_name");
  bool str = name && name->kind == XF_ATTR_STRING;
  *s = str ? name->u.str : "";
  return str ? (int)name->n : 0;
}

static xf_status return_verify(xf_op *op) {
  if (xfd_verify_counts(op, 0, 0, -1, false) != XF_OK)
    return XF_ERROR;
  xf_op *fn = xf_op_parent(op);
  if (!fn || strcmp(fn->name->str, "func.func") != 0)
    return xfd_op_error(op, "expects parent op 'func.func'");
  xf_attr *fta = xfy_op_attr(fn, "function_type");
  if (!fta || !xfd_is_function_type_attr(fta))
    return XF_OK;
  xf_type *ft = fta->u.tval;
  const char *fname = "";
  if (op->nops != ft->nres) {
    int flen = fn_name(fn, &fname);
    return xfd_op_error(op, "has %u operands, but enclosing function (@%.*s) returns %u", op->nops,
                        flen, fname, ft->nres);
  }
  for (uint32_t i = 0; i < op->nops; i++) {
    if (op->operands[i].value->type == ft->types[ft->n + i])
      continue;
    int flen = fn_name(fn, &fname);
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "type of return operand %u (", i);
    xf_diag_append_type(d, op->operands[i].value->type);
    xf_diag_printf(d, ") doesn't match function result type (");
    xf_diag_append_type(d, ft->types[ft->n + i]);
    xf_diag_printf(d, ") in function @%.*s", flen, fname);
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

/* ------------------------------------------------------------ func.call */

static const char *const call_props[] = {"callee", "arg_attrs", "res_attrs", "no_inline", NULL};

/* `(operands) attr-dict : <type>` after the callee; with `callee` set
 * (call_indirect) the type is the callee's function type. */
static bool parse_call_tail(xfy_op_builder *b, xfy_operand *callee) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ops = {0};
  bool ok = xfy_expect(p, XFY_LPAREN, "'('");
  xfy_token at = p->tok;
  ok = ok && (xfy_accept(p, XFY_RPAREN) || (xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE) &&
                                            xfy_expect(p, XFY_RPAREN, "')'")));
  ok = ok && xfy_parse_optional_attr_dict(b) && xfy_expect(p, XFY_COLON, "':'");
  xfy_token tt = p->tok;
  xf_type *ft = ok ? xfy_parse_type(p) : NULL;
  if (ft && ft->kind != XF_TYPE_FUNCTION) {
    xf_strbuf s;
    xf_strbuf_init(&s, b->ctx);
    if (xf_print_type(ft, &s) == XF_OK)
      xfy_builder_error_at(b, &tt,
                           "invalid kind of type specified: expected builtin.function, but "
                           "found '%s'",
                           s.data ? s.data : "");
    xf_strbuf_free(&s);
    ft = NULL;
  }
  ok = ft != NULL;
  if (ok && callee)
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
  xfy_token at = p->tok;
  xf_attr *callee = xfy_parse_attr(p, NULL);
  if (callee && (callee->kind != XF_ATTR_SYMBOL_REF || callee->n))
    return xfy_builder_error_at(b, &at, "invalid kind of attribute specified");
  return callee && xfy_add_prop(b, "callee", callee) && parse_call_tail(b, NULL);
}

static void print_call_operands(xfy_printer *pr, xf_op *op, size_t first,
                                const char *const *elided) {
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
  print_call_operands(pr, op, 0, elided);
  xfy_print_functional_type(pr, op);
}

static bool is_flat_symbol_ref(const xf_attr *a) {
  return a->kind == XF_ATTR_SYMBOL_REF && a->n == 0;
}

static xf_status call_verify(xf_op *op) {
  xf_attr *callee;
  if (xfd_require_attr(op, "callee", &callee) != XF_OK)
    return XF_ERROR;
  static const struct {
    const char *name;
    bool (*ok)(const xf_attr *a);
    const char *desc;
  } attrs[] = {{"arg_attrs", xfd_is_dict_array, "Array of dictionary attributes"},
               {"callee", is_flat_symbol_ref, "flat symbol reference attribute"},
               {"no_inline", is_unit, "unit attribute"},
               {"res_attrs", xfd_is_dict_array, "Array of dictionary attributes"}};
  for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
    xf_attr *a = xf_op_get_attr(op, attrs[i].name);
    if (a && !attrs[i].ok(a))
      return xfd_prop_constraint_error(op, attrs[i].name, attrs[i].desc);
  }
  return XF_OK;
}

/* The func.func that the flat symbol `ref` names from `op`, or NULL. */
static xf_op *lookup_func(xf_op *op, xf_attr *ref) {
  xf_op *fn = ref ? xf_symbol_resolve(op, ref) : NULL;
  return fn && strcmp(fn->name->str, "func.func") == 0 ? fn : NULL;
}

static xf_type *func_type_of(xf_op *fn) {
  xf_attr *a = xfy_op_attr(fn, "function_type");
  return a && xfd_is_function_type_attr(a) ? a->u.tval : NULL;
}

/* "result type mismatch at index i" with the two type lists as notes. */
static xf_status call_result_mismatch(xf_op *op, xf_type *ft, uint32_t i) {
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op result type mismatch at index %u", op->name->str, i);
  xf_diag *n = xf_diag_note(d, xfi_op_loc(op));
  xf_diag_printf(n, "      op result types: ");
  for (uint32_t k = 0; k < op->nres; k++) {
    if (k)
      xf_diag_printf(n, ", ");
    xf_diag_append_type(n, xfi_op_results(op)[k].type);
  }
  n = xf_diag_note(d, xfi_op_loc(op));
  xf_diag_printf(n, "function result types: ");
  for (uint32_t k = 0; k < ft->nres; k++) {
    if (k)
      xf_diag_printf(n, ", ");
    xf_diag_append_type(n, ft->types[ft->n + k]);
  }
  xf_diag_report(d);
  return XF_ERROR;
}

/* CallOp::verifySymbolUses: the callee exists and its type matches. */
static xf_status call_verify_symbol_uses(xf_op *op) {
  xf_attr *callee = xfy_op_attr(op, "callee");
  xf_op *fn = lookup_func(op, callee);
  xf_type *ft = fn ? func_type_of(fn) : NULL;
  if (!ft) {
    xf_ident *root = callee ? callee->u.sym.root : NULL;
    return xfd_op_error(op, "'%s' does not reference a valid function", root ? root->str : "");
  }
  if (ft->n != op->nops)
    return xfd_op_error(op, "incorrect number of operands for callee");
  for (uint32_t i = 0; i < ft->n; i++) {
    if (op->operands[i].value->type == ft->types[i])
      continue;
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op operand type mismatch: expected operand type ", op->name->str);
    xf_diag_append_type(d, ft->types[i]);
    xf_diag_printf(d, ", but provided ");
    xf_diag_append_type(d, op->operands[i].value->type);
    xf_diag_printf(d, " for operand number %u", i);
    xf_diag_report(d);
    return XF_ERROR;
  }
  if (ft->nres != op->nres)
    return xfd_op_error(op, "incorrect number of results for callee");
  for (uint32_t i = 0; i < ft->nres; i++)
    if (xfi_op_results(op)[i].type != ft->types[ft->n + i])
      return call_result_mismatch(op, ft, i);
  return XF_OK;
}

/* --------------------------------------------------- func.call_indirect */

static bool call_indirect_parse(xfy_op_builder *b) {
  xfy_operand callee;
  return xfy_parse_operand(b->p, &callee) && parse_call_tail(b, &callee);
}

static void call_indirect_print(xfy_printer *pr, xf_op *op) {
  if (!op->nops)
    return;
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  print_call_operands(pr, op, 1, NULL);
  xfy_print_type(pr, op->operands[0].value->type);
}

/* TypesMatchWith: the callee's inputs and results are the op's. */
static xf_status call_indirect_verify(xf_op *op) {
  if (xfd_verify_counts(op, 0, -1, 1, true) != XF_OK)
    return XF_ERROR;
  xf_type *ft = op->operands[0].value->type;
  if (ft->kind != XF_TYPE_FUNCTION)
    return xfd_operand_type_error(op, 0, "function type");
  bool in_ok = ft->n == op->nops - 1, res_ok = ft->nres == op->nres;
  for (uint32_t i = 0; in_ok && i < ft->n; i++)
    in_ok = ft->types[i] == op->operands[i + 1].value->type;
  for (uint32_t i = 0; res_ok && i < ft->nres; i++)
    res_ok = ft->types[ft->n + i] == xfi_op_results(op)[i].type;
  if (!in_ok)
    return xfd_op_error(op, "failed to verify that callee input types match argument types");
  if (!res_ok)
    return xfd_op_error(op, "failed to verify that callee result types match result types");
  return XF_OK;
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
  set(cookie, &xfi_op_results(op)[0], "f", 1);
}

static xf_status constant_verify(xf_op *op) {
  xf_attr *v;
  if (xfd_verify_counts(op, 0, 1, 0, false) != XF_OK || xfd_require_attr(op, "value", &v) != XF_OK)
    return XF_ERROR;
  if (!is_flat_symbol_ref(v))
    return xfd_prop_constraint_error(op, "value", "flat symbol reference attribute");
  return XF_OK;
}

/* ConstantOp::verifySymbolUses. */
static xf_status constant_verify_symbol_uses(xf_op *op) {
  xf_attr *v = xfy_op_attr(op, "value");
  xf_op *fn = lookup_func(op, v);
  if (!fn)
    return xfd_op_error(op, "reference to undefined function '%s'", v->u.sym.root->str);
  if (func_type_of(fn) != xfi_op_results(op)[0].type)
    return xfd_op_error(op, "reference to function with mismatched type");
  return XF_OK;
}

static const xf_op_info func_ops[] = {
    {.name = "func.func",
     .traits = XF_TRAIT_ISOLATED | XF_TRAIT_SYMBOL | XF_TRAIT_RECURSIVE_EFFECTS,
     .prop_names = func_props,
     .parse = xfd_function_parse,
     .print = xfd_function_print,
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
     .print = call_print,
     .verify = call_verify,
     .verify_symbol_uses = call_verify_symbol_uses},
    {.name = "func.call_indirect",
     .prop_names = call_props,
     .parse = call_indirect_parse,
     .print = call_indirect_print,
     .verify = call_indirect_verify},
    {.name = "func.constant",
     .traits = XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT | XF_TRAIT_CONSTANT_LIKE,
     .prop_names = constant_props,
     .parse = constant_parse,
     .print = constant_print,
     .verify = constant_verify,
     .verify_symbol_uses = constant_verify_symbol_uses,
     .result_names = constant_names},
};

xf_status xfd_register_func(xf_context *ctx) {
  return xfd_register_table(ctx, func_ops, sizeof func_ops / sizeof func_ops[0]);
}
