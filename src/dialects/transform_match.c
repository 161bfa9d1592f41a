/* transform_match.c — structured (Linalg) matchers of the Transform
 * dialect: transform.structured.match, transform.match.structured and its
 * predicates (rank, num_inputs, num_inits, dim, input, init, body,
 * elemental_bitwidth, classify_contraction_dims, classify_convolution_dims,
 * result, yield), and the tutorial's (chapter 4) extension op
 * transform.match.my.has_operand_satisfying.
 *
 * Syntax is LLVM 22's: flag-like options of the predicates live in the
 * attribute dictionary (`{projected_permutation}`, `{contraction = [...]}`);
 * the newer keyword spellings (`projected_permutation`, `passthrough`,
 * `contraction = [...]` after the operand list) are accepted on input too
 * and printed in the 22 form.  `custom<SemiFunctionType>` prints `T` when
 * there is no result and `(T) -> R` otherwise.
 */
#include <stdio.h>

#include "transform_dialect.h"

static xfs_mem *bmem(xfy_op_builder *b) { return xfs_ctx_mem(b->ctx); }

/* Navigation-like effects of matchers: read operands, produce, read payload. */
static void eff_match(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->produces = op->nres > 0;
  out->payload = XFD_PAYLOAD_READ;
}

/* Effects of match.structured.yield: read operands and the payload. */
static void eff_yield(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->payload = XFD_PAYLOAD_READ;
}

/* ------------------------------------------------------ semi-function type */

/* custom<SemiFunctionType>: `T` or `(T) -> R` / `(T) -> (R1, R2)`. */
static bool parse_semi_function(xfy_op_builder *b, const xfy_operand *arg, bool variadic) {
  xfy_parser *p = b->p;
  bool paren = xfy_accept(p, XFY_LPAREN);
  xf_type *t = xfy_parse_type(p);
  if (!t || !xfy_resolve_operand(b, arg, t))
    return false;
  if (!paren)
    return true;
  if (!xfy_expect(p, XFY_RPAREN, "')'") || !xfy_expect(p, XFY_ARROW, "'->'"))
    return false;
  xfs_vec types = {0};
  bool ok;
  if (variadic && xfy_accept(p, XFY_LPAREN)) {
    ok = xfy_parse_type_list(p, &types) && xfy_expect(p, XFY_RPAREN, "')'");
  } else {
    xf_type *r = xfy_parse_type(p);
    ok = r && XFS_VEC_PUSH(bmem(b), &types, xf_type *, r);
  }
  ok = ok && xfy_add_types(b, types.data, types.len);
  xfs_vec_free(bmem(b), &types, sizeof(xf_type *));
  return ok;
}

static void print_semi_function(xfy_printer *pr, xf_op *op) {
  if (!op->nres) {
    xfy_print_type(pr, op->operands[0].value->type);
    return;
  }
  xfy_putc(pr, '(');
  xfy_print_type(pr, op->operands[0].value->type);
  xfy_puts(pr, ") -> ");
  if (op->nres > 1)
    xfy_putc(pr, '(');
  xfy_print_result_types(pr, op);
  if (op->nres > 1)
    xfy_putc(pr, ')');
}

/* ------------------------------------------------------ structured.match */

static const char *const match_props[] = {"ops", "interface", "op_attrs", "filter_result_type",
                                          "filter_operand_types", NULL};
static const char *const interface_names[] = {"LinalgOp", "TilingInterface",
                                              "LoopLikeInterface"};

static bool parse_interface(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  int k = -1;
  for (int i = 0; i < 3; i++)
    if (xfy_at_kw(p, interface_names[i]))
      k = i;
  if (k < 0)
    return xfy_custom_error_at(b, NULL,
                               "expected string or keyword containing one of the following enum "
                               "values for attribute 'interface' [LinalgOp, TilingInterface, "
                               "LoopLikeInterface]");
  xfy_next(p);
  return xfy_add_prop(b, "interface", xf_attr_integer(b->ctx, b->ctx->t_i32, k));
}

/* Parses attribute `prop` after `kw =` or `kw {`, ... */
static bool parse_match_clauses(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  bool ok = true;
  if (ok && xfy_at_kw(p, "ops")) {
    xfy_next(p);
    xf_attr *a = NULL;
    ok = xfy_expect(p, XFY_LBRACE, "'{'") && (a = xfd_tx_parse_attr_kind(b, XF_ATTR_ARRAY)) &&
         xfy_add_prop(b, "ops", a) && xfy_expect(p, XFY_RBRACE, "'}'");
  }
  if (ok && xfy_at_kw(p, "interface")) {
    xfy_next(p);
    ok = xfy_expect(p, XFY_LBRACE, "'{'") && parse_interface(b) &&
         xfy_expect(p, XFY_RBRACE, "'}'");
  }
  if (ok && xfy_at_kw(p, "attributes")) {
    xfy_next(p);
    xf_attr *d = xfd_tx_parse_attr_kind(b, XF_ATTR_DICT);
    ok = d && xfy_add_prop(b, "op_attrs", d);
  }
  static const char *const typed[] = {"filter_result_type", "filter_operand_types"};
  for (int i = 0; ok && i < 2; i++) {
    if (!xfy_at_kw(p, typed[i]))
      continue;
    xfy_next(p);
    xf_attr *a = NULL;
    if (!xfy_expect(p, XFY_EQUAL, "'='"))
      return false;
    if (i == 0) {
      xf_type *t = xfy_parse_type(p);
      a = t ? xf_attr_type(b->ctx, t) : NULL;
    } else {
      a = xfd_tx_parse_attr_kind(b, XF_ATTR_ARRAY);
    }
    ok = a && xfy_add_prop(b, typed[i], a);
  }
  return ok;
}

static bool structured_match_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  if (!parse_match_clauses(b) || !xfd_tx_expect_kw(b, "in"))
    return false;
  xfs_vec ops = {0};
  xfy_operand u;
  xfy_token at = p->tok;
  bool ok = xfy_parse_operand(p, &u) && XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, u) &&
            xfy_parse_optional_attr_dict(b) && xfd_tx_parse_functional(b, &ops, &at);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void structured_match_print(xfy_printer *pr, xf_op *op) {
  xf_attr *a;
  if ((a = xf_op_get_attr(op, "ops"))) {
    xfy_puts(pr, " ops{");
    xfy_print_attr(pr, a, XFY_ELIDE_NEVER);
    xfy_putc(pr, '}');
  }
  if ((a = xf_op_get_attr(op, "interface")) && a->kind == XF_ATTR_INTEGER) {
    int64_t k = xf_attr_int_value(a);
    xfy_puts(pr, " interface{");
    xfy_puts(pr, k >= 0 && k < 3 ? interface_names[k] : "LinalgOp");
    xfy_putc(pr, '}');
  }
  if ((a = xf_op_get_attr(op, "op_attrs"))) {
    xfy_puts(pr, " attributes ");
    xfy_print_attr(pr, a, XFY_ELIDE_NEVER);
  }
  if ((a = xf_op_get_attr(op, "filter_result_type")) && a->kind == XF_ATTR_TYPE) {
    xfy_puts(pr, " filter_result_type = ");
    xfy_print_type(pr, a->u.tval);
  }
  if ((a = xf_op_get_attr(op, "filter_operand_types"))) {
    xfy_puts(pr, " filter_operand_types = ");
    xfy_print_attr(pr, a, XFY_ELIDE_NEVER);
  }
  xfy_puts(pr, " in ");
  xfy_print_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, match_props);
  xfd_tx_print_functional(pr, op);
}

/* ------------------------------------------------------ match.structured */

static const char *const ms_props[] = {"failure_propagation_mode", NULL};

/* `(failures ( $mode^ ))? $current : custom<SemiFunctionType>(...)
 *  attr-dict-with-keyword regions` */
static bool ms_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  if (xfy_at_kw(p, "failures") && !xfd_tx_parse_failures(b))
    return false;
  xfy_operand u;
  if (!xfy_parse_operand(p, &u) || !xfy_expect(p, XFY_COLON, "':'") ||
      !parse_semi_function(b, &u, true) || !xfy_parse_optional_attr_dict_with_keyword(b) ||
      !xfy_parse_region(b, NULL, 0, false))
    return false;
  return xfy_ensure_terminator(b, 0, "transform.match.structured.yield", xfy_builder_loc(b));
}

static void ms_print(xfy_printer *pr, xf_op *op) {
  if (xf_op_get_attr(op, "failure_propagation_mode")) {
    xfy_putc(pr, ' ');
    xfd_tx_print_failures(pr, op);
  }
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_puts(pr, " : ");
  print_semi_function(pr, op);
  xfy_print_optional_attr_dict_with_keyword(pr, op, ms_props);
  if (!op->nreg)
    return;
  xfy_putc(pr, ' ');
  xf_region *r = &xfi_op_regions(op)[0];
  xf_op *term = r->first ? r->first->last : NULL;
  bool print_term = !term || term->nops || (term->attrs && term->attrs->n) ||
                    (term->props && term->props->n);
  xfy_print_custom_region(pr, r, true, print_term, false);
}

static xf_status ms_verify(xf_op *op) {
  xf_block *body = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  if (!body || body->nargs != 1)
    return xfd_op_error(op, "expected one body argument");
  if (!xf_transform_type_is_op_handle(body->args[0]->type))
    return xfd_op_error(op, "expected body argument to implement TransformHandleTypeInterface");
  for (xf_op *n = body->first; n && n != body->last; n = n->next) {
    if (xfd_transform_has(n, XFD_TI_MATCH))
      continue;
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op expects nested operations to implement MatchOpInterface",
                   op->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(n)), "offending operation");
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

/* StructuredOpPredicateOpTrait: directly in match.structured, applied to
 * its block argument. */
static xf_status verify_predicate(xf_op *op) {
  xf_op *parent = xf_op_parent(op);
  if (!parent || strcmp(parent->name->str, "transform.match.structured") != 0)
    return xfd_op_error(op, "expects parent op to be 'transform.match.structured'");
  xf_block *body = parent->nreg ? xfi_op_regions(parent)[0].first : NULL;
  if (!body || !body->nargs)
    return XF_OK;
  if (!op->nops || op->operands[0].value != body->args[0])
    return xfd_op_error(op, "expected predicate to apply to the surrounding structured op");
  return XF_OK;
}

/* --------------------------------------------------- simple predicates */

/* `$operand_handle attr-dict : functional-type / semi-function` */
static bool pred_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (!xfy_parse_operand(p, &u) || !xfy_parse_optional_attr_dict(b) ||
      !xfy_expect(p, XFY_COLON, "':'"))
    return false;
  return parse_semi_function(b, &u, true);
}

static void pred_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  print_semi_function(pr, op);
}

/* Keyword options spelled after the operand (newer upstream syntax),
 * accepted and stored as the 22 attributes. */
static bool parse_keyword_flags(xfy_op_builder *b, const char *const *flags) {
  xfy_parser *p = b->p;
  for (;;) {
    const char *hit = NULL;
    for (const char *const *f = flags; *f; f++)
      if (xfy_at_kw(p, *f))
        hit = *f;
    if (!hit)
      return true;
    xfy_next(p);
    if (strcmp(hit, "contraction") == 0 || strcmp(hit, "reduction_position") == 0) {
      xf_attr *a = NULL;
      if (!xfy_expect(p, XFY_EQUAL, "'='") ||
          !(a = xfy_parse_attr_of_type(p, strcmp(hit, "reduction_position") == 0 ? b->ctx->t_i64 : NULL)))
        return false;
      if (!xfy_add_prop(b, hit, a))
        return false;
    } else if (!xfy_add_prop(b, hit, b->ctx->a_unit)) {
      return false;
    }
  }
}

/* ---------------------------------------------------------- body */

static const char *const body_props[] = {"reduction_position", "passthrough", "elementwise",
                                         "contraction", NULL};

static bool body_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (!xfy_parse_operand(p, &u) || !parse_keyword_flags(b, body_props) ||
      !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfd_tx_parse_colon_kind_type(b, XFD_TK_OP);
  return t && xfy_resolve_operand(b, &u, t);
}

static void body_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

static xf_status body_verify(xf_op *op) {
  if (verify_predicate(op) != XF_OK)
    return XF_ERROR;
  int n = (xf_op_get_attr(op, "reduction_position") != NULL) + xfd_tx_flag(op, "passthrough") +
          xfd_tx_flag(op, "elementwise") + (xf_op_get_attr(op, "contraction") != NULL);
  if (n > 1)
    return xfd_op_error(op, "only one of {\"reduction_position\", \"passthrough\", "
                            "\"elementwise\", \"contraction\"} is allowed");
  xf_attr *c = xf_op_get_attr(op, "contraction");
  if (c && (c->kind != XF_ATTR_ARRAY || c->n != 2))
    return xfd_op_error(op, "expects \"contraction\" to contain two elements");
  return XF_OK;
}

/* ------------------------------------------------- dim / input / init */

static const char *const dim_props[] = {"raw_dim_list", "is_inverted", "is_all", "parallel",
                                        "reduction", NULL};
static const char *const operand_props[] = {"raw_position_list", "is_inverted", "is_all",
                                            "permutation", "projected_permutation", NULL};

/* `$h [ dims ] attr-dict : custom<SemiFunctionType>`; the dims go to
 * `list_prop` (raw_dim_list or raw_position_list). */
static bool dims_pred_parse(xfy_op_builder *b, const char *list_prop,
                            const char *const *flags) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (!xfy_parse_operand(p, &u) || !xfy_expect(p, XFY_LSQUARE, "'['"))
    return false;
  size_t before = b->props.len;
  if (!xfd_tx_parse_dims(b) || !xfy_expect(p, XFY_RSQUARE, "']'"))
    return false;
  for (size_t i = before; i < b->props.len; i++) {
    xf_named_attr *e = &XFS_VEC_AT(&b->props, xf_named_attr, i);
    if (strcmp(e->name->str, "raw_position_list") == 0)
      e->name = xf_ident_cstr(b->ctx, list_prop);
  }
  return parse_keyword_flags(b, flags) && xfy_parse_optional_attr_dict(b) &&
         xfy_expect(p, XFY_COLON, "':'") && parse_semi_function(b, &u, false);
}

static void dims_pred_print(xfy_printer *pr, xf_op *op, const char *list_prop,
                            const char *const *elided) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_putc(pr, '[');
  if (xfd_tx_flag(op, "is_all")) {
    xfy_puts(pr, "all");
  } else {
    bool inv = xfd_tx_flag(op, "is_inverted");
    xf_attr *raw = xf_op_get_attr(op, list_prop);
    if (inv)
      xfy_puts(pr, "except(");
    for (uint32_t i = 0; raw && raw->kind == XF_ATTR_DENSE_ARRAY && i < raw->n; i++) {
      char buf[32];
      snprintf(buf, sizeof buf, "%s%lld", i ? ", " : "",
               (long long)xf_attr_dense_array_int(raw, i));
      xfy_puts(pr, buf);
    }
    if (inv)
      xfy_putc(pr, ')');
  }
  xfy_putc(pr, ']');
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  print_semi_function(pr, op);
}

static bool dim_parse(xfy_op_builder *b) {
  static const char *const flags[] = {"parallel", "reduction", NULL};
  return dims_pred_parse(b, "raw_dim_list", flags);
}

static void dim_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"raw_dim_list", "is_inverted", "is_all", NULL};
  dims_pred_print(pr, op, "raw_dim_list", elided);
}

/* verifyTransformMatchDimsOp on raw_dim_list. */
static xf_status verify_dim_list(xf_op *op, const char *list_prop) {
  bool inv = xfd_tx_flag(op, "is_inverted"), all = xfd_tx_flag(op, "is_all");
  xf_attr *raw = xf_op_get_attr(op, list_prop);
  size_t n = raw && raw->kind == XF_ATTR_DENSE_ARRAY ? raw->n : 0;
  if (all && inv)
    return xfd_op_error(op, "cannot request both 'all' and 'inverted' values in the list");
  if (all && n)
    return xfd_op_error(op, "cannot both request 'all' and specific values in the list");
  if (!all && !n)
    return xfd_op_error(op, "must request specific values in the list if 'all' is not specified");
  for (size_t i = 1; i < n; i++)
    if (xf_attr_dense_array_int(raw, i) == xf_attr_dense_array_int(raw, i - 1))
      return xfd_op_error(op, "expected the listed values to be unique");
  return XF_OK;
}

static xf_status dim_verify(xf_op *op) {
  if (verify_predicate(op) != XF_OK)
    return XF_ERROR;
  if (xfd_tx_flag(op, "parallel") && xfd_tx_flag(op, "reduction"))
    return xfd_op_error(op, "cannot request the same dimension to be both parallel and "
                            "reduction");
  return verify_dim_list(op, "raw_dim_list");
}

static bool operand_pred_parse(xfy_op_builder *b) {
  static const char *const flags[] = {"permutation", "projected_permutation", NULL};
  return dims_pred_parse(b, "raw_position_list", flags);
}

static void operand_pred_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"raw_position_list", "is_inverted", "is_all", NULL};
  dims_pred_print(pr, op, "raw_position_list", elided);
}

static xf_status operand_pred_verify(xf_op *op) {
  if (verify_predicate(op) != XF_OK)
    return XF_ERROR;
  if (xfd_tx_flag(op, "permutation") && xfd_tx_flag(op, "projected_permutation"))
    return xfd_op_error(op, "\"permutation\" and \"projected_permutation\" are mutually "
                            "exclusive");
  xf_attr *raw = xf_op_get_attr(op, "raw_position_list");
  if (raw && raw->kind == XF_ATTR_DENSE_ARRAY && raw->n > 1 && op->nres)
    return xfd_op_error(op, "cannot bind multiple inputs/inits to the same value");
  return verify_dim_list(op, "raw_position_list");
}

/* input/init results: op handle, value handle or !transform.affine_map. */
static xf_status check_operand_result(xf_op *op) {
  if (!op->nres)
    return XF_OK;
  xf_type *t = xfi_op_results(op)[0].type;
  if (xf_transform_type_is_op_handle(t) || xf_transform_type_is_value_handle(t) ||
      xf_transform_type_get_kind(t) == XF_TT_AFFINE_MAP)
    return XF_OK;
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op result #0 must be transform operation or value handle or , but "
                    "got ",
                 op->name->str);
  xf_diag_append_type(d, t);
  xf_diag_report(d);
  return XF_ERROR;
}

static xf_status input_init_verify(xf_op *op) {
  if (check_operand_result(op) != XF_OK)
    return XF_ERROR;
  return operand_pred_verify(op);
}

/* ----------------------------------------------------------- result */

static const char *const result_props[] = {"position", "any", "single", NULL};

/* `$h [ $position ] (any $any^)? (single $single^)? attr-dict : functional-type` */
static bool result_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0};
  xfy_operand u;
  bool ok = xfy_parse_operand(p, &u) && XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, u) &&
            xfy_expect(p, XFY_LSQUARE, "'['");
  if (ok && p->tok.kind != XFY_INTEGER && p->tok.kind != XFY_MINUS)
    ok = xfy_error_expected(p, "expected attribute value");
  /* an I64Attr: the attribute parser's range rules (`-0` is out of range) */
  xf_attr *pos = ok ? xfy_parse_attr_of_type(p, b->ctx->t_i64) : NULL;
  ok = pos && xfy_add_prop(b, "position", pos) && xfy_expect(p, XFY_RSQUARE, "']'");
  static const char *const kws[] = {"any", "single"};
  for (int i = 0; ok && i < 2; i++) {
    if (xfy_at_kw(p, kws[i])) {
      xfy_next(p);
      ok = xfy_add_prop(b, kws[i], b->ctx->a_unit);
    }
  }
  ok = ok && xfy_parse_optional_attr_dict(b) && xfd_tx_parse_functional(b, &ops, NULL);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void result_print(xfy_printer *pr, xf_op *op) {
  char buf[32];
  snprintf(buf, sizeof buf, "[%lld]", (long long)xfd_tx_int(op, "position", 0));
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_puts(pr, buf);
  if (xfd_tx_flag(op, "any"))
    xfy_puts(pr, " any");
  if (xfd_tx_flag(op, "single"))
    xfy_puts(pr, " single");
  xfy_print_optional_attr_dict(pr, op, result_props);
  xfd_tx_print_functional(pr, op);
}

static xf_status result_verify(xf_op *op) {
  if (verify_predicate(op) != XF_OK)
    return XF_ERROR;
  bool any = xfd_tx_flag(op, "any"), single = xfd_tx_flag(op, "single");
  if ((any || single) != xf_transform_type_is_op_handle(xfi_op_results(op)[0].type))
    return xfd_op_error(op, "expects either the any/single keyword or the type value handle "
                            "result type");
  if (any && single)
    return xfd_op_error(op, "'any' and 'single' are mutually exclusive");
  return XF_OK;
}

static xf_status pred_verify(xf_op *op) { return verify_predicate(op); }

/* ---------------------------------------------- elemental_bitwidth */

static bool bitwidth_parse(xfy_op_builder *b) {
  xfs_vec ops = {0};
  xfy_operand u;
  bool ok = xfy_parse_operand(b->p, &u) && XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, u) &&
            xfy_parse_optional_attr_dict(b) && xfd_tx_parse_functional(b, &ops, NULL);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void bitwidth_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfd_tx_print_functional(pr, op);
}

/* ---------------------------------------------------- classify dims */

static void contraction_names(xf_op *op, xf_name_fn set, void *cookie) {
  static const char *const names[] = {"batch", "m", "n", "k"};
  for (uint32_t i = 0; i < op->nres && i < 4; i++)
    set(cookie, &xfi_op_results(op)[i], names[i], strlen(names[i]));
}

static void convolution_names(xf_op *op, xf_name_fn set, void *cookie) {
  static const char *const names[] = {"batch",         "output_image", "output_channel",
                                      "filter_loop",   "input_channel", "depth",
                                      "strides",       "dilations"};
  for (uint32_t i = 0; i < op->nres && i < 8; i++)
    set(cookie, &xfi_op_results(op)[i], names[i], strlen(names[i]));
}

/* -------------------------------------------- has_operand_satisfying */

/* `$op : functional-type($op, results) attr-dict-with-keyword $body` */
static bool has_operand_parse(xfy_op_builder *b) {
  xfs_vec ops = {0};
  xfy_operand u;
  bool ok = xfy_parse_operand(b->p, &u) && XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, u) &&
            xfd_tx_parse_functional(b, &ops, NULL) &&
            xfy_parse_optional_attr_dict_with_keyword(b) && xfy_parse_region(b, NULL, 0, false) &&
            xfy_ensure_terminator(b, 0, "transform.yield", xfy_builder_loc(b));
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void has_operand_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfd_tx_print_functional(pr, op);
  xfy_print_optional_attr_dict_with_keyword(pr, op, NULL);
  if (!op->nreg)
    return;
  xfy_putc(pr, ' ');
  xf_region *r = &xfi_op_regions(op)[0];
  xf_op *term = r->first ? r->first->last : NULL;
  bool print_term = !term || term->nops || (term->attrs && term->attrs->n);
  xfy_print_custom_region(pr, r, true, print_term, false);
}

static xf_status has_operand_verify(xf_op *op) {
  xf_block *body = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  if (!body || body->nargs != 1 || !xf_transform_type_is_value_handle(body->args[0]->type))
    return xfd_op_error(op, "expects the body to have one value handle argument");
  xf_op *term = body->last;
  uint32_t ny = term ? term->nops : 0, want = op->nres ? op->nres - 1 : 0;
  if (ny != want)
    return xfd_op_error(op, "expects the body to yield %u values, got %u", want, ny);
  for (uint32_t i = 0; i < ny; i++)
    if (!xf_transform_types_same_interface(term->operands[i].value->type,
                                           xfi_op_results(op)[i + 1].type))
      return xfd_op_error(op, "expects terminator operand #%u and result #%u to implement the "
                              "same transform interface",
                          i, i + 1);
  for (xf_op *n = body->first; n && n != term; n = n->next) {
    if (xfd_transform_has(n, XFD_TI_TRANSFORM | XFD_TI_MATCH))
      continue;
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op expects body to contain match ops", op->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(n)), "non-match operation");
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

/* ------------------------------------------------------------ table */

enum {
  T_MATCHER = XFD_TI_TRANSFORM | XFD_TI_MATCH | XFD_TI_SINGLE_OP_MATCHER,
  T_PRED = T_MATCHER | XFD_TI_STRUCTURED_PREDICATE,
};

#define PRED(n, pr, pa, pp, ok, rk, vf, names)                                           \
  {                                                                                      \
    .info = {.name = (n),                                                                \
             .traits = XF_TRAIT_TRANSFORM_DESC,                                          \
             .prop_names = (pr),                                                         \
             .parse = pa##_parse,                                                        \
             .print = pp##_print,                                                        \
             .verify = xfd_tx_verify_row,                                                \
             .result_names = (names)},                                                   \
    .ifaces = T_PRED, .effects = eff_match, .operand_kinds = (ok), .result_kinds = (rk), \
    .verify_op = (vf)                                                                    \
  }

static const xfd_transform_row match_ops[] = {
    {.info = {.name = "transform.structured.match",
              .traits = XF_TRAIT_TRANSFORM_DESC,
              .prop_names = match_props,
              .parse = structured_match_parse,
              .print = structured_match_print,
              .verify = xfd_tx_verify_row},
     .ifaces = XFD_TI_TRANSFORM,
     .effects = eff_match,
     .operand_kinds = "o",
     .result_kinds = "o"},
    {.info = {.name = "transform.match.structured",
              .traits = XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
                        XF_TRAIT_TRANSFORM_DESC,
              .prop_names = ms_props,
              .parse = ms_parse,
              .print = ms_print,
              .verify = xfd_tx_verify_row},
     .ifaces = T_MATCHER,
     .effects = eff_match,
     .operand_kinds = "o",
     .result_kinds = "A",
     .verify_op = ms_verify,
     .regions = 1},
    {.info = {.name = "transform.match.structured.yield",
              .traits = XF_TRAIT_TERMINATOR | XF_TRAIT_TRANSFORM_DESC,
              .parse = xfd_tx_yield_parse,
              .print = xfd_tx_yield_print,
              .verify = xfd_tx_verify_row},
     .effects = eff_yield,
     .operand_kinds = "A",
     .result_kinds = ""},
    PRED("transform.match.structured.rank", NULL, pred, pred, "o", "p", pred_verify, NULL),
    PRED("transform.match.structured.num_inputs", NULL, pred, pred, "o", "p", pred_verify, NULL),
    PRED("transform.match.structured.num_inits", NULL, pred, pred, "o", "p", pred_verify, NULL),
    PRED("transform.match.structured.dim", dim_props, dim, dim, "o", "p?", dim_verify, NULL),
    PRED("transform.match.structured.input", operand_props, operand_pred, operand_pred, "o", NULL,
         input_init_verify, NULL),
    PRED("transform.match.structured.init", operand_props, operand_pred, operand_pred, "o", NULL,
         input_init_verify, NULL),
    PRED("transform.match.structured.body", body_props, body, body, "o", "", body_verify, NULL),
    PRED("transform.match.structured.classify_contraction_dims", NULL, pred, pred, "o", "pppp",
         pred_verify, contraction_names),
    PRED("transform.match.structured.classify_convolution_dims", NULL, pred, pred, "o",
         "pppppppp", pred_verify, convolution_names),
    PRED("transform.match.structured.result", result_props, result, result, "o", NULL,
         result_verify, NULL),
    {.info = {.name = "transform.match.structured.elemental_bitwidth",
              .traits = XF_TRAIT_TRANSFORM_DESC,
              .parse = bitwidth_parse,
              .print = bitwidth_print,
              .verify = xfd_tx_verify_row},
     .ifaces = XFD_TI_TRANSFORM | XFD_TI_MATCH | XFD_TI_SINGLE_VALUE_MATCHER,
     .effects = eff_match,
     .operand_kinds = "v",
     .result_kinds = "p"},
    {.info = {.name = "transform.match.my.has_operand_satisfying",
              .traits = XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
                        XF_TRAIT_TRANSFORM_DESC,
              .parse = has_operand_parse,
              .print = has_operand_print,
              .verify = xfd_tx_verify_row},
     .ifaces = XFD_TI_TRANSFORM | XFD_TI_MATCH,
     .effects = eff_match,
     .operand_kinds = "o",
     .result_kinds = "pA",
     .verify_op = has_operand_verify,
     .regions = 1},
};

xf_status xfd_register_transform_match_ops(xf_context *ctx) {
  return xfd_register_transform_rows(ctx, match_ops, sizeof match_ops / sizeof match_ops[0]);
}
