/* transform_handle_ops.c — Transform dialect ops that manipulate handles
 * and parameters, navigate the payload, match single ops, touch the
 * payload or print diagnostics: merge_handles, split_handle,
 * num_associations, param.constant, cast, select, replicate,
 * get_producer_of_operand, get_consumers_of_result, get_defining_op,
 * get_parent_op, get_operand, get_result, get_type, match.operation_name,
 * match.operation_empty, match.param.cmpi, annotate, print, verify,
 * apply_dce, apply_cse, apply_licm, apply_patterns (+ canonicalization),
 * debug.emit_remark_at, debug.emit_param_as_remark.
 *
 * Custom syntax is LLVM 22's ODS assembly format of each op (quoted above
 * its parser); properties, defaults and effects are those of
 * TransformOps.td / DebugExtensionOps.td.
 */
#include "transform_dialect.h"

static xfs_mem *bmem(xfy_op_builder *b) { return xfs_ctx_mem(b->ctx); }

/* Parses `%a, %b` (at least one) into `ops`. */
static bool parse_operands(xfy_op_builder *b, xfs_vec *ops) {
  return xfy_parse_operand_list(b->p, ops, XFY_DELIM_NONE) &&
         (ops->len || xfy_error_expected(b->p, "expected SSA operand"));
}

/* `$x attr-dict : functional-type(operands, results)` for one operand,
 * after optional `[n]` (`index_prop`) or `[positions]` (`dims`). */
static bool parse_unary_functional(xfy_op_builder *b, const char *index_prop, bool dims) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0};
  xfy_operand u;
  bool ok = xfy_parse_operand(p, &u) && XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, u);
  if (ok && (index_prop || dims)) {
    ok = xfy_expect(p, XFY_LSQUARE, "'['");
    if (ok && dims) {
      ok = xfd_tx_parse_dims(b);
    } else if (ok) {
      xfy_token at = p->tok;
      xf_attr *a = xfy_parse_attr_of_type(p, b->ctx->t_i64);
      ok = a && (a->kind == XF_ATTR_INTEGER || xfy_custom_error_at(b, &at,
                                                                   "invalid kind of attribute "
                                                                   "specified")) &&
           xfy_add_prop(b, index_prop, a);
    }
    ok = ok && xfy_expect(p, XFY_RSQUARE, "']'");
  }
  ok = ok && xfy_parse_optional_attr_dict(b) && xfd_tx_parse_functional(b, &ops, NULL);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void print_unary_functional(xfy_printer *pr, xf_op *op, const char *index_prop,
                                   const char *const *elided, const char *const *defaults) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  if (index_prop) {
    xfy_putc(pr, '[');
    xf_attr *a = xf_op_get_attr(op, index_prop);
    if (a)
      xfy_print_attr(pr, a, XFY_ELIDE_MAY);
    xfy_putc(pr, ']');
  }
  xfd_tx_print_attr_dict(pr, op, elided, defaults);
  xfd_tx_print_functional(pr, op);
}

/* `$target attr-dict : type($target)` */
static bool parse_target_type(xfy_op_builder *b, const char *kw) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (kw && !xfd_tx_expect_kw(b, kw))
    return false;
  if (!xfy_parse_operand(p, &u) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfd_tx_parse_colon_kind_type(b, XFD_TK_OP);
  return t && xfy_resolve_operand(b, &u, t);
}

static void print_target_type(xfy_printer *pr, xf_op *op, const char *kw,
                              const char *const *elided) {
  xfy_putc(pr, ' ');
  if (kw) {
    xfy_puts(pr, kw);
    xfy_putc(pr, ' ');
  }
  xfy_print_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

/* ------------------------------------------------------------ effects */

/* NavigationTransformOpTrait / matchers: read operands, produce, read payload. */
static void eff_navigation(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->produces = op->nres > 0;
  out->payload = XFD_PAYLOAD_READ;
}

/* Read operands, modify the payload (annotate, apply_*). */
static void eff_modify(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->produces = op->nres > 0;
  out->payload = XFD_PAYLOAD_WRITE;
}

/* ParamProducerTransformOpTrait: read operands, produce; read the payload
 * when an operand is a handle. */
static void eff_param_producer(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->produces = true;
  for (uint32_t i = 0; i < op->nops; i++)
    if (!xf_transform_type_is_param(op->operands[i].value->type))
      out->payload = XFD_PAYLOAD_READ;
}

/* transform.verify: reads the handle only. */
static void eff_read_only(xf_op *op, xfd_effects *out) { xfd_eff_all(op, out, XFD_HE_READ); }

static void eff_print(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->payload = XFD_PAYLOAD_READ;
  out->generic_write = true;
}

/* ------------------------------------------------------- merge_handles */

/* `(deduplicate $deduplicate^)? $handles attr-dict : type($result)` */
static bool merge_handles_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0};
  bool ok = true;
  if (xfy_at_kw(p, "deduplicate")) {
    xfy_next(p);
    ok = xfy_add_prop(b, "deduplicate", b->ctx->a_unit);
  }
  ok = ok && parse_operands(b, &ops) && xfy_parse_optional_attr_dict(b);
  xf_type *t = ok ? xfy_parse_colon_type(p) : NULL;
  ok = t && xfy_resolve_operands_same(b, ops.data, ops.len, t) && xfy_add_type(b, t);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void merge_handles_print(xfy_printer *pr, xf_op *op) {
  if (xfd_tx_flag(op, "deduplicate"))
    xfy_puts(pr, " deduplicate");
  xfy_putc(pr, ' ');
  xfy_print_operands(pr, op, 0, op->nops);
  static const char *const elided[] = {"deduplicate", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_result_types(pr, op);
}

/* SameOperandsAndResultType. */
static xf_status merge_handles_verify(xf_op *op) {
  for (uint32_t i = 0; i < op->nops; i++)
    if (op->operands[i].value->type != xfi_op_results(op)[0].type)
      return xfd_op_error(op, "requires the same type for all operands and results");
  return XF_OK;
}

static const char *const merge_handles_props[] = {"deduplicate", NULL};

/* -------------------------------------------------------- split_handle */

static const char *const split_handle_props[] = {"pass_through_empty_handle",
                                                 "fail_on_payload_too_small", "overflow_result",
                                                 NULL};
static const char *const split_handle_defaults[] = {"pass_through_empty_handle", "true",
                                                    "fail_on_payload_too_small", "true", NULL};

static bool split_handle_parse(xfy_op_builder *b) { return parse_unary_functional(b, NULL, false); }

static void split_handle_print(xfy_printer *pr, xf_op *op) {
  print_unary_functional(pr, op, NULL, NULL, split_handle_defaults);
}

static void split_handle_complete(xf_context *ctx, xf_op_state *st) {
  xfd_tx_complete_defaults(ctx, st, split_handle_defaults);
}

static xf_status split_handle_verify(xf_op *op) {
  xf_attr *ov = xf_op_get_attr(op, "overflow_result");
  if (ov && ov->kind == XF_ATTR_INTEGER && !(xf_attr_int_value(ov) < (int64_t)op->nres))
    return xfd_op_error(op, "overflow_result is not a valid result index");
  for (uint32_t i = 0; i < op->nres; i++)
    if (!xf_transform_types_same_interface(op->operands[0].value->type, xfi_op_results(op)[i].type))
      return xfd_op_error(op, "expects result types to implement the same transform interface "
                              "as the operand type");
  return XF_OK;
}

/* ---------------------------------------------------- num_associations */

static bool unary_functional_parse(xfy_op_builder *b) {
  return parse_unary_functional(b, NULL, false);
}

static void unary_functional_print(xfy_printer *pr, xf_op *op) {
  print_unary_functional(pr, op, NULL, NULL, NULL);
}

/* Verify that the result type accepts an i64 attribute. */
static xf_status num_associations_verify(xf_op *op) {
  xf_type *elem = xf_transform_type_param_elem(xfi_op_results(op)[0].type);
  if (!elem || elem == xfi_op_ctx(op)->t_i64)
    return XF_OK;
  xf_diag *d = xf_diag_create(xfi_op_ctx(op), XF_SEV_ERROR, xfi_op_loc(op));
  xf_diag_printf(d, "expected the type of the parameter attribute (");
  xf_diag_append_type(d, xfi_op_ctx(op)->t_i64);
  xf_diag_printf(d, ") to match the parameter type (");
  xf_diag_append_type(d, elem);
  xf_diag_printf(d, ")");
  xf_diag_report(d);
  return XF_ERROR;
}

/* ----------------------------------------------------- param.constant */

/* `$value attr-dict -> type($param)` */
static bool param_constant_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xf_attr *v = xfy_parse_attr(p, NULL);
  if (!v || !xfy_add_prop(b, "value", v) || !xfy_parse_optional_attr_dict(b) ||
      !xfy_expect(p, XFY_ARROW, "'->'"))
    return false;
  xf_type *t = xfd_tx_parse_kind_type(b, XFD_TK_PARAM);
  return t && xfy_add_type(b, t);
}

static void param_constant_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xf_attr *v = xf_op_get_attr(op, "value");
  if (v)
    xfy_print_attr(pr, v, XFY_ELIDE_NEVER);
  static const char *const elided[] = {"value", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " -> ");
  xfy_print_type(pr, xfi_op_results(op)[0].type);
}

static const char *const param_constant_props[] = {"value", NULL};

/* ---------------------------------------------------------------- cast */

/* `$input attr-dict : type($input) to type($output)` */
static bool cast_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (!xfy_parse_operand(p, &u) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *in = xfd_tx_parse_colon_kind_type(b, XFD_TK_OP);
  if (!in || !xfd_tx_expect_kw(b, "to"))
    return false;
  xf_type *out = xfd_tx_parse_kind_type(b, XFD_TK_OP);
  return out && xfy_resolve_operand(b, &u, in) && xfy_add_type(b, out);
}

static void cast_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
  xfy_puts(pr, " to ");
  xfy_print_type(pr, xfi_op_results(op)[0].type);
}

/* -------------------------------------------------------------- select */

/* `$op_name in $target attr-dict : functional-type(operands, results)` */
static bool select_parse(xfy_op_builder *b) {
  xf_attr *name = xfd_tx_parse_str(b);
  if (!name || !xfy_add_prop(b, "op_name", name) || !xfd_tx_expect_kw(b, "in"))
    return false;
  return unary_functional_parse(b);
}

static void select_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xf_attr *name = xf_op_get_attr(op, "op_name");
  if (name)
    xfy_print_attr(pr, name, XFY_ELIDE_NEVER);
  xfy_puts(pr, " in");
  static const char *const elided[] = {"op_name", NULL};
  print_unary_functional(pr, op, NULL, elided, NULL);
}

static const char *const select_props[] = {"op_name", NULL};

/* ----------------------------------------------------------- replicate */

/* `num ( $pattern ) $handles attr-dict : type($pattern) , type($handles)` */
static bool replicate_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0}, types = {0};
  xfy_operand pat;
  xfy_token at = p->tok;
  bool ok = xfd_tx_expect_kw(b, "num") && xfy_expect(p, XFY_LPAREN, "'('") &&
            xfy_parse_operand(p, &pat) && xfy_expect(p, XFY_RPAREN, "')'");
  if (ok)
    at = p->tok;
  ok = ok && parse_operands(b, &ops) && xfy_parse_optional_attr_dict(b);
  xf_type *pt = ok ? xfd_tx_parse_colon_kind_type(b, XFD_TK_OP) : NULL;
  ok = pt && xfy_expect(p, XFY_COMMA, "','") && xfy_parse_type_list(p, &types) &&
       xfy_resolve_operand(b, &pat, pt) &&
       xfd_tx_resolve(b, ops.data, ops.len, types.data, types.len, &at) &&
       xfy_add_types(b, types.data, types.len);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  xfs_vec_free(bmem(b), &types, sizeof(xf_type *));
  return ok;
}

static void replicate_print(xfy_printer *pr, xf_op *op) {
  xfy_puts(pr, " num(");
  xfy_print_value(pr, op->operands[0].value);
  xfy_puts(pr, ") ");
  xfy_print_operands(pr, op, 1, op->nops - 1);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  xfy_print_operand_types(pr, op, 0, op->nops);
}

/* AllTypesMatch<["handles", "replicated"]>. */
static xf_status replicate_verify(xf_op *op) {
  bool same = op->nres + 1 == op->nops;
  for (uint32_t i = 0; same && i < op->nres; i++)
    same = xfi_op_results(op)[i].type == op->operands[i + 1].value->type;
  return same ? XF_OK
              : xfd_op_error(op, "failed to verify that all of {handles, replicated} have same "
                                 "type");
}

/* --------------------------------------------------------- navigation */

static const char *const producer_props[] = {"operand_number", NULL};
static const char *const consumers_props[] = {"result_number", NULL};

static bool producer_parse(xfy_op_builder *b) {
  return parse_unary_functional(b, "operand_number", false);
}

static void producer_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"operand_number", NULL};
  print_unary_functional(pr, op, "operand_number", elided, NULL);
}

static bool consumers_parse(xfy_op_builder *b) {
  return parse_unary_functional(b, "result_number", false);
}

static void consumers_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"result_number", NULL};
  print_unary_functional(pr, op, "result_number", elided, NULL);
}

static const char *const parent_props[] = {"isolated_from_above", "allow_empty_results",
                                           "op_name", "deduplicate", "nth_parent", NULL};
static const char *const parent_defaults[] = {"nth_parent", "1 : i64", NULL};

/* The attr-dict sets the properties at parse time, checking their ODS
 * constraints there (as a custom op error at the dictionary). */
static bool parent_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0};
  xfy_operand u;
  bool ok = xfy_parse_operand(p, &u) && XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), &ops, xfy_operand, u);
  xfy_token at = p->tok;
  ok = ok && xfy_parse_optional_attr_dict(b);
  xf_attr *n = ok ? xfy_builder_get(b, "nth_parent") : NULL;
  if (n && n->kind == XF_ATTR_INTEGER && xf_attr_int_value(n) <= 0)
    ok = xfy_custom_error_at(b, &at,
                             "'%s' op attribute 'nth_parent' failed to satisfy constraint: 64-bit "
                             "signless integer attribute whose value is positive",
                             b->name->str);
  ok = ok && xfd_tx_parse_functional(b, &ops, NULL);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &ops, sizeof(xfy_operand));
  return ok;
}

static void parent_print(xfy_printer *pr, xf_op *op) {
  print_unary_functional(pr, op, NULL, NULL, parent_defaults);
}

static void parent_complete(xf_context *ctx, xf_op_state *st) {
  xfd_tx_complete_defaults(ctx, st, parent_defaults);
}

static xf_status parent_verify(xf_op *op) {
  xf_attr *n = xf_op_get_attr(op, "nth_parent");
  if (n && n->kind == XF_ATTR_INTEGER && xf_attr_int_value(n) <= 0)
    return xfd_op_error(op, "attribute 'nth_parent' failed to satisfy constraint: 64-bit "
                            "signless integer attribute whose value is positive");
  return XF_OK;
}

static const char *const dims_props[] = {"raw_position_list", "is_inverted", "is_all", NULL};

static bool dims_op_parse(xfy_op_builder *b) { return parse_unary_functional(b, NULL, true); }

static void dims_op_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_putc(pr, '[');
  xfd_tx_print_dims(pr, op);
  xfy_putc(pr, ']');
  xfy_print_optional_attr_dict(pr, op, dims_props);
  xfd_tx_print_functional(pr, op);
}

/* `(elemental $elemental^)? $value attr-dict : functional-type(...)` */
static bool get_type_parse(xfy_op_builder *b) {
  if (xfy_at_kw(b->p, "elemental")) {
    xfy_next(b->p);
    if (!xfy_add_prop(b, "elemental", b->ctx->a_unit))
      return false;
  }
  return unary_functional_parse(b);
}

static void get_type_print(xfy_printer *pr, xf_op *op) {
  if (xfd_tx_flag(op, "elemental"))
    xfy_puts(pr, " elemental");
  static const char *const elided[] = {"elemental", NULL};
  print_unary_functional(pr, op, NULL, elided, NULL);
}

static const char *const get_type_props[] = {"elemental", NULL};

/* ----------------------------------------------------------- matchers */

/* `$operand_handle $op_names attr-dict : type($operand_handle)` */
static bool match_name_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (!xfy_parse_operand(p, &u))
    return false;
  xf_attr *names = xfd_tx_parse_attr_kind(b, XF_ATTR_ARRAY);
  if (!names || !xfy_add_prop(b, "op_names", names) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfd_tx_parse_colon_kind_type(b, XFD_TK_OP);
  return t && xfy_resolve_operand(b, &u, t);
}

static void match_name_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_putc(pr, ' ');
  xf_attr *names = xf_op_get_attr(op, "op_names");
  if (names)
    xfy_print_attr(pr, names, XFY_ELIDE_NEVER);
  static const char *const elided[] = {"op_names", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

static xf_status match_name_verify(xf_op *op) {
  xf_attr *names = xf_op_get_attr(op, "op_names");
  if (!names)
    return xfd_op_error(op, "requires attribute 'op_names'");
  bool ok = names->kind == XF_ATTR_ARRAY;
  for (uint32_t i = 0; ok && i < names->n; i++)
    ok = names->u.elems[i]->kind == XF_ATTR_STRING;
  return ok ? XF_OK
            : xfd_op_error(op, "attribute 'op_names' failed to satisfy constraint: string array "
                               "attribute");
}

static const char *const match_name_props[] = {"op_names", NULL};

static bool match_empty_parse(xfy_op_builder *b) { return parse_target_type(b, NULL); }

static void match_empty_print(xfy_printer *pr, xf_op *op) {
  print_target_type(pr, op, NULL, NULL);
}

static const char *const cmpi_names[] = {"eq", "ne", "lt", "le", "gt", "ge"};

/* `$predicate $param , $reference attr-dict : type($param)` */
static bool cmpi_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  int pred = -1;
  for (int i = 0; i < 6; i++)
    if (xfy_at_kw(p, cmpi_names[i]))
      pred = i;
  if (pred < 0)
    return xfy_custom_error_at(b, NULL,
                               "expected string or keyword containing one of the following enum "
                               "values for attribute 'predicate' [eq, ne, lt, le, gt, ge]");
  xfy_next(p);
  xfy_operand param, ref;
  if (!xfy_add_prop(b, "predicate", xf_attr_integer(b->ctx, b->ctx->t_i32, pred)) ||
      !xfy_parse_operand(p, &param) || !xfy_expect(p, XFY_COMMA, "','") ||
      !xfy_parse_operand(p, &ref) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfd_tx_parse_colon_kind_type(b, XFD_TK_PARAM);
  return t && xfy_resolve_operand(b, &param, t) && xfy_resolve_operand(b, &ref, t);
}

static void cmpi_print(xfy_printer *pr, xf_op *op) {
  int64_t pred = xfd_tx_int(op, "predicate", 0);
  xfy_putc(pr, ' ');
  xfy_puts(pr, pred >= 0 && pred < 6 ? cmpi_names[pred] : "eq");
  xfy_putc(pr, ' ');
  xfy_print_operands(pr, op, 0, 2);
  static const char *const elided[] = {"predicate", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

/* SameTypeOperands. */
static xf_status cmpi_verify(xf_op *op) {
  if (op->nops == 2 && op->operands[0].value->type != op->operands[1].value->type)
    return xfd_op_error(op, "requires all operands to have the same type");
  return XF_OK;
}

static const char *const cmpi_props[] = {"predicate", NULL};

/* ------------------------------------------------------------ annotate */

/* `$target $name attr-dict (= $param^)? : type($target) (, type($param)^)?` */
static bool annotate_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand target, param;
  if (!xfy_parse_operand(p, &target))
    return false;
  xf_attr *name = xfd_tx_parse_str(b);
  if (!name || !xfy_add_prop(b, "name", name) || !xfy_parse_optional_attr_dict(b))
    return false;
  bool has_param = xfy_accept(p, XFY_EQUAL);
  if (has_param && !xfy_parse_operand(p, &param))
    return false;
  xf_type *tt = xfd_tx_parse_colon_kind_type(b, XFD_TK_OP);
  if (!tt || !xfy_resolve_operand(b, &target, tt))
    return false;
  if (!has_param)
    return true;
  xf_type *pt = xfy_expect(p, XFY_COMMA, "','") ? xfd_tx_parse_kind_type(b, XFD_TK_PARAM) : NULL;
  return pt && xfy_resolve_operand(b, &param, pt);
}

static void annotate_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_putc(pr, ' ');
  xf_attr *name = xf_op_get_attr(op, "name");
  if (name)
    xfy_print_attr(pr, name, XFY_ELIDE_NEVER);
  static const char *const elided[] = {"name", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  if (op->nops > 1) {
    xfy_puts(pr, " = ");
    xfy_print_value(pr, op->operands[1].value);
  }
  xfy_puts(pr, " : ");
  xfy_print_operand_types(pr, op, 0, op->nops);
}

static const char *const annotate_props[] = {"name", NULL};

/* --------------------------------------------------------------- print */

static const char *const print_props[] = {"name", "assume_verified", "use_local_scope",
                                          "skip_regions", NULL};

/* `$target attr-dict (: type($target)^)?` with an optional target. */
static bool print_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand u;
  bool has = false;
  xfy_token at = p->tok;
  if (!xfy_parse_optional_operand(p, &u, &has) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = NULL;
  if (xfy_accept(p, XFY_COLON) && !(t = xfd_tx_parse_kind_type(b, XFD_TK_OP)))
    return false;
  if (has != (t != NULL))
    return xfy_custom_error_at(b, &at,
                               "number of operands and types do not match: got %d operands and "
                               "%d types",
                               has, t != NULL);
  return !has || xfy_resolve_operand(b, &u, t);
}

static void print_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  if (op->nops)
    xfy_print_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  if (op->nops) {
    xfy_puts(pr, " : ");
    xfy_print_type(pr, op->operands[0].value->type);
  }
}

/* ------------------------------------------ verify, apply_dce/cse/licm */

static bool verify_op_parse(xfy_op_builder *b) { return parse_target_type(b, NULL); }

static void verify_op_print(xfy_printer *pr, xf_op *op) { print_target_type(pr, op, NULL, NULL); }

static bool to_target_parse(xfy_op_builder *b) { return parse_target_type(b, "to"); }

static void to_target_print(xfy_printer *pr, xf_op *op) { print_target_type(pr, op, "to", NULL); }

/* ------------------------------------------------------- apply_patterns */

static const char *const apply_patterns_props[] = {"apply_cse", "max_iterations",
                                                   "max_num_rewrites", NULL};
static const char *const apply_patterns_defaults[] = {"max_iterations", "-1 : i64",
                                                      "max_num_rewrites", "-1 : i64", NULL};

/* `to $target $patterns attr-dict : type($target)` */
static bool apply_patterns_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (!xfd_tx_expect_kw(b, "to") || !xfy_parse_operand(p, &u) ||
      !xfy_parse_region(b, NULL, 0, false))
    return false;
  xfy_pending_region *r = xfy_builder_region(b, 0);
  if (!r->first) {
    xf_block *blk = xf_block_create(b->ctx);
    if (!blk)
      return xfy_error(p, "out of memory");
    r->first = r->last = blk;
    r->nblocks = 1;
  }
  if (!xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfd_tx_parse_colon_kind_type(b, XFD_TK_OP);
  return t && xfy_resolve_operand(b, &u, t);
}

static void apply_patterns_print(xfy_printer *pr, xf_op *op) {
  xfy_puts(pr, " to ");
  xfy_print_value(pr, op->operands[0].value);
  if (op->nreg) {
    xfy_putc(pr, ' ');
    xfy_print_custom_region(pr, &xfi_op_regions(op)[0], true, true, false);
  }
  xfd_tx_print_attr_dict(pr, op, NULL, apply_patterns_defaults);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

static void apply_patterns_complete(xf_context *ctx, xf_op_state *st) {
  xfd_tx_complete_defaults(ctx, st, apply_patterns_defaults);
}

static xf_status apply_patterns_verify(xf_op *op) {
  xf_block *blk = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  for (xf_op *c = blk ? blk->first : NULL; c; c = c->next) {
    if (xfd_transform_has(c, XFD_TI_PATTERN_DESC))
      continue;
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op expected children ops to implement PatternDescriptorOpInterface",
                   op->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(c)), "op without interface");
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}

/* `attr-dict` */
static bool attr_dict_parse(xfy_op_builder *b) { return xfy_parse_optional_attr_dict(b); }

static void attr_dict_print(xfy_printer *pr, xf_op *op) {
  xfy_print_optional_attr_dict(pr, op, NULL);
}

/* --------------------------------------------------------- debug ops */

/* `$at , $message attr-dict : type($at)` */
static bool emit_remark_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (!xfy_parse_operand(p, &u) || !xfy_expect(p, XFY_COMMA, "','"))
    return false;
  xf_attr *msg = xfd_tx_parse_str(b);
  if (!msg || !xfy_add_prop(b, "message", msg) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfy_parse_colon_type(p);
  return t && xfy_resolve_operand(b, &u, t);
}

static void emit_remark_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xfy_puts(pr, ", ");
  xf_attr *msg = xf_op_get_attr(op, "message");
  if (msg)
    xfy_print_attr(pr, msg, XFY_ELIDE_NEVER);
  static const char *const elided[] = {"message", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

static const char *const message_props[] = {"message", NULL};

/* `$param (, $message^)? (at $anchor^)? attr-dict : type($param) (, type($anchor)^)?` */
static bool emit_param_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand param, anchor;
  if (!xfy_parse_operand(p, &param))
    return false;
  if (xfy_accept(p, XFY_COMMA)) {
    xf_attr *msg = xfd_tx_parse_str(b);
    if (!msg || !xfy_add_prop(b, "message", msg))
      return false;
  }
  bool has_anchor = xfy_at_kw(p, "at");
  if (has_anchor) {
    xfy_next(p);
    if (!xfy_parse_operand(p, &anchor))
      return false;
  }
  if (!xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *pt = xfd_tx_parse_colon_kind_type(b, XFD_TK_PARAM);
  if (!pt || !xfy_resolve_operand(b, &param, pt))
    return false;
  if (!has_anchor)
    return true;
  xf_type *at = xfy_expect(p, XFY_COMMA, "','") ? xfd_tx_parse_kind_type(b, XFD_TK_OP) : NULL;
  return at && xfy_resolve_operand(b, &anchor, at);
}

static void emit_param_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  xf_attr *msg = xf_op_get_attr(op, "message");
  if (msg) {
    xfy_puts(pr, ", ");
    xfy_print_attr(pr, msg, XFY_ELIDE_NEVER);
  }
  if (op->nops > 1) {
    xfy_puts(pr, " at ");
    xfy_print_value(pr, op->operands[1].value);
  }
  static const char *const elided[] = {"message", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_operand_types(pr, op, 0, op->nops);
}

/* -------------------------------------------------------------- table */

/* One row: name, traits, properties, parse/print function prefixes,
 * complete hook, interfaces, effects, operand/result kinds, verifier. */
#define ROW(n, tr, pr, pa, pp, cpl, ifc, eff, ok, rk, vf)                                 \
  {                                                                                       \
    .info = {.name = (n),                                                                 \
             .traits = (tr) | XF_TRAIT_TRANSFORM_DESC,                                    \
             .prop_names = (pr),                                                          \
             .parse = pa##_parse,                                                         \
             .print = pp##_print,                                                         \
             .complete = (cpl),                                                           \
             .verify = xfd_tx_verify_row},                                                \
    .ifaces = (ifc), .effects = (eff), .operand_kinds = (ok), .result_kinds = (rk),       \
    .verify_op = (vf), .regions = (tr) & XF_TRAIT_SINGLE_BLOCK ? 1 : 0                    \
  }

enum {
  T_NAV = XFD_TI_TRANSFORM | XFD_TI_NAVIGATION,
  T_PARAM = XFD_TI_TRANSFORM | XFD_TI_PARAM_PRODUCER,
  T_EACH = XFD_TI_TRANSFORM | XFD_TI_EACH,
  T_APPLY = XFD_TI_TRANSFORM | XFD_TI_EACH | XFD_TI_REPORT_TRACKING,
};

static const xfd_transform_row handle_ops[] = {
    ROW("transform.merge_handles", 0, merge_handles_props, merge_handles, merge_handles, NULL,
        XFD_TI_TRANSFORM | XFD_TI_MATCH, NULL, "A", "a", merge_handles_verify),
    ROW("transform.split_handle", 0, split_handle_props, split_handle, split_handle, split_handle_complete,
        XFD_TI_TRANSFORM, NULL, "a", "A", split_handle_verify),
    ROW("transform.num_associations", 0, NULL, unary_functional, unary_functional, NULL,
        T_PARAM | XFD_TI_MATCH, eff_param_producer, "a", "p", num_associations_verify),
    ROW("transform.param.constant", 0, param_constant_props, param_constant, param_constant, NULL,
        T_PARAM | XFD_TI_MATCH, eff_param_producer, "", "p", NULL),
    ROW("transform.cast", 0, NULL, cast, cast, NULL, T_EACH, eff_navigation, "o", "o", NULL),
    ROW("transform.select", 0, select_props, select, select, NULL, T_NAV, eff_navigation, "o", "o",
        NULL),
    ROW("transform.replicate", 0, NULL, replicate, replicate, NULL, XFD_TI_TRANSFORM, NULL, "oA", "A",
        replicate_verify),
    ROW("transform.get_producer_of_operand", 0, producer_props, producer, producer, NULL,
        T_NAV | XFD_TI_MATCH, eff_navigation, "o", "o", NULL),
    ROW("transform.get_consumers_of_result", 0, consumers_props, consumers, consumers, NULL,
        T_NAV | XFD_TI_MATCH, eff_navigation, "o", "o", NULL),
    ROW("transform.get_defining_op", 0, NULL, unary_functional, unary_functional, NULL,
        T_NAV | XFD_TI_MATCH, eff_navigation, "v", "o", NULL),
    ROW("transform.get_parent_op", 0, parent_props, parent, parent, parent_complete,
        T_NAV | XFD_TI_MATCH, eff_navigation, "o", "o", parent_verify),
    ROW("transform.get_operand", 0, dims_props, dims_op, dims_op, NULL, T_NAV | XFD_TI_MATCH,
        eff_navigation, "o", "v", xfd_tx_verify_dims),
    ROW("transform.get_result", 0, dims_props, dims_op, dims_op, NULL, T_NAV, eff_navigation, "o", "v",
        xfd_tx_verify_dims),
    ROW("transform.get_type", 0, get_type_props, get_type, get_type, NULL,
        XFD_TI_TRANSFORM | XFD_TI_MATCH, eff_navigation, "v", "p", NULL),
    ROW("transform.match.operation_name", 0, match_name_props, match_name, match_name, NULL,
        XFD_TI_TRANSFORM | XFD_TI_MATCH | XFD_TI_SINGLE_OP_MATCHER, eff_navigation, "o", "",
        match_name_verify),
    ROW("transform.match.operation_empty", 0, NULL, match_empty, match_empty, NULL,
        XFD_TI_TRANSFORM | XFD_TI_MATCH | XFD_TI_AT_MOST_ONE_OP_MATCHER, eff_navigation, "o", "",
        NULL),
    ROW("transform.match.param.cmpi", 0, cmpi_props, cmpi, cmpi, NULL,
        XFD_TI_TRANSFORM | XFD_TI_MATCH, NULL, "pp", "", cmpi_verify),
    ROW("transform.annotate", 0, annotate_props, annotate, annotate, NULL, XFD_TI_TRANSFORM,
        eff_modify, "op?", "", NULL),
    ROW("transform.print", 0, print_props, print, print, NULL, XFD_TI_TRANSFORM | XFD_TI_MATCH,
        eff_print, "o?", "", NULL),
    ROW("transform.verify", 0, NULL, verify_op, verify_op, NULL, T_APPLY, eff_read_only, "o", "",
        NULL),
    ROW("transform.apply_dce", 0, NULL, to_target, to_target, NULL, T_APPLY, eff_modify, "o", "",
        NULL),
    ROW("transform.apply_cse", 0, NULL, to_target, to_target, NULL, T_APPLY, eff_modify, "o", "",
        NULL),
    ROW("transform.apply_licm", 0, NULL, to_target, to_target, NULL, T_APPLY, eff_modify, "o", "",
        NULL),
    ROW("transform.apply_patterns",
        XF_TRAIT_NO_TERMINATOR | XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_GRAPH_REGION,
        apply_patterns_props, apply_patterns, apply_patterns, apply_patterns_complete, T_APPLY,
        eff_modify, "o", "", apply_patterns_verify),
    ROW("transform.apply_patterns.canonicalization", 0, NULL, attr_dict, attr_dict, NULL,
        XFD_TI_PATTERN_DESC, NULL, "", "", NULL),
    ROW("transform.debug.emit_remark_at", 0, message_props, emit_remark, emit_remark, NULL,
        XFD_TI_TRANSFORM | XFD_TI_MATCH, eff_navigation, "a", "", NULL),
    ROW("transform.debug.emit_param_as_remark", 0, message_props, emit_param, emit_param, NULL,
        XFD_TI_TRANSFORM | XFD_TI_MATCH, eff_navigation, "po?", "", NULL),
};

xf_status xfd_register_transform_handle_ops(xf_context *ctx) {
  return xfd_register_transform_rows(ctx, handle_ops, sizeof handle_ops / sizeof handle_ops[0]);
}
