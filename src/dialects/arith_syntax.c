/* arith_syntax.c — custom syntax of the arith ops, one parse/print pair
 * per assembly format (see arith_fmt in arith_ops.h).
 *
 * Optional clauses come in a fixed order wherever an op has them:
 * rounding mode, `overflow<...>`, `exact`, `fastmath<...>`.  They are
 * printed only when they differ from the default (overflow none,
 * DefaultValued fastmath none); optional fastmath prints whenever present.
 * The attribute dictionary elides every inherent name the format spells
 * (the row's prop_names).  Errors carry mlir-opt's texts: errors a custom
 * parser emits itself are prefixed "custom op '<name>' ", wrong-token
 * errors ("expected ','") are not.
 */
#include "arith_ops.h"

static const arith_desc *bdesc(xfy_op_builder *b) { return xfd_arith_desc(b->info); }

/* --------------------------------------------------------- enum clauses */

/* An integer enum written as a keyword or a string, optional or not.
 * `*v` is -1 when an optional one is absent. */
static bool parse_int_enum(xfy_op_builder *b, const xfd_int_enum *e, const char *attr,
                           bool optional, int *v) {
  xfy_parser *p = b->p;
  xfy_token at = p->tok;
  *v = -1;
  if (at.kind == XFY_BARE_ID && (*v = xfd_int_enum_lookup(e, at.text, at.len)) >= 0) {
    xfy_next(p);
    return true;
  }
  if (at.kind == XFY_STRING) {
    if (!xfy_parse_string(p, &p->sbuf))
      return false;
    *v = xfd_int_enum_lookup(e, p->sbuf.data ? p->sbuf.data : "", p->sbuf.len);
    if (*v >= 0)
      return true;
    return xfd_custom_error(b, &at, "invalid %s attribute specification: \"%.*s\"", attr,
                            (int)p->sbuf.len, p->sbuf.data ? p->sbuf.data : "");
  }
  if (optional)
    return true;
  xf_strbuf list;
  xf_strbuf_init(&list, b->ctx);
  for (unsigned i = 0; i < e->n; i++) {
    xfs_buf_puts(&list, i ? ", " : "");
    xfs_buf_puts(&list, e->names[i]);
  }
  xfd_custom_error(b, &at, "expected string or keyword containing one of the following enum "
                   "values for attribute '%s' [%.*s]", attr, (int)list.len,
                   list.data ? list.data : "");
  xf_strbuf_free(&list);
  return false;
}

static bool add_int_enum(xfy_op_builder *b, const xfd_int_enum *e, const char *name, int v) {
  return v < 0 || xfy_add_prop(b, name, xfd_int_enum_attr(b->ctx, e, (unsigned)v));
}

/* `kw<flags>` when the keyword is present. */
static bool parse_bit_clause(xfy_op_builder *b, const char *kw, const xfd_bit_enum *e,
                             const char *name) {
  if (!xfy_accept_kw(b->p, kw))
    return true;
  unsigned bits;
  return xfd_parse_bit_enum(b, e, &bits) && xfy_add_prop(b, name, xfd_bit_enum_attr(b->ctx, e, bits));
}

static bool parse_clauses(xfy_op_builder *b, unsigned fl) {
  int rm = -1;
  if ((fl & FL_RM) && (!parse_int_enum(b, &xfd_arith_rounding, "roundingmode", true, &rm) ||
                       !add_int_enum(b, &xfd_arith_rounding, "roundingmode", rm)))
    return false;
  if ((fl & FL_OVF) && !parse_bit_clause(b, "overflow", &xfd_arith_overflow, "overflowFlags"))
    return false;
  if ((fl & FL_EXACT) && xfy_accept_kw(b->p, "exact") &&
      !xfy_add_prop(b, "isExact", xf_attr_unit(b->ctx)))
    return false;
  if ((fl & (FL_FM | FL_FM_OPT)) &&
      !parse_bit_clause(b, "fastmath", &xfd_arith_fastmath, "fastmath"))
    return false;
  return true;
}

static void print_bit_clause(xfy_printer *pr, xf_op *op, const char *kw, const xfd_bit_enum *e,
                             const char *name, bool always) {
  unsigned bits;
  if (!xfd_bit_enum_value(e, xf_op_get_attr(op, name), &bits) || (!bits && !always))
    return;
  xfy_putc(pr, ' ');
  xfy_puts(pr, kw);
  xfd_print_bit_enum(pr, e, bits);
}

static void print_clauses(xfy_printer *pr, xf_op *op, unsigned fl) {
  int rm = (fl & FL_RM) ? xfd_int_enum_value(&xfd_arith_rounding, xf_op_get_attr(op, "roundingmode"))
                        : -1;
  if (rm >= 0) {
    xfy_putc(pr, ' ');
    xfy_puts(pr, xfd_arith_rounding.names[rm]);
  }
  if (fl & FL_OVF)
    print_bit_clause(pr, op, "overflow", &xfd_arith_overflow, "overflowFlags", false);
  if ((fl & FL_EXACT) && xf_op_get_attr(op, "isExact"))
    xfy_puts(pr, " exact");
  if (fl & (FL_FM | FL_FM_OPT))
    print_bit_clause(pr, op, "fastmath", &xfd_arith_fastmath, "fastmath", (fl & FL_FM_OPT) != 0);
}

/* ------------------------------------------------------------- helpers */

/* The attribute dictionary, with the check the ODS-generated parser makes
 * on inherent attributes written there (verifyInherentAttrs): reported at
 * the dictionary as "custom op '<name>' '<name>' op attribute ...". */
static bool parse_attr_dict(xfy_op_builder *b) {
  xfy_token at = b->p->tok;
  size_t before = b->attrs.len;
  if (!xfy_parse_optional_attr_dict(b))
    return false;
  const arith_desc *d = bdesc(b);
  for (size_t i = before; i < b->attrs.len; i++) {
    xf_named_attr *e = &XFS_VEC_AT(&b->attrs, xf_named_attr, i);
    char buf[160];
    const char *what = xfd_arith_attr_problem(d, e->name->str, e->value, buf, sizeof buf);
    if (what)
      return xfd_custom_error(b, &at, "'%s' op attribute '%s' failed to satisfy constraint: %s",
                              b->name->str, e->name->str, what);
  }
  return true;
}

static bool parse_two_operands(xfy_parser *p, xfy_operand ops[2]) {
  return xfy_parse_operand(p, &ops[0]) && xfy_expect(p, XFY_COMMA, "','") &&
         xfy_parse_operand(p, &ops[1]);
}

/* `clauses attr-dict` after the operands. */
static bool parse_tail(xfy_op_builder *b) {
  return parse_clauses(b, bdesc(b)->flags) && parse_attr_dict(b);
}

static void print_tail(xfy_printer *pr, xf_op *op) {
  print_clauses(pr, op, xfd_arith_desc(op->info)->flags);
  xfy_print_optional_attr_dict(pr, op, op->info->prop_names);
  xfy_puts(pr, " : ");
}

static void print_leading_operands(xfy_printer *pr, xf_op *op, uint32_t n) {
  xfy_putc(pr, ' ');
  xfy_print_operands(pr, op, 0, n < op->nops ? n : op->nops);
}

static void print_otype(xfy_printer *pr, xf_op *op, uint32_t i) {
  if (i < op->nops)
    xfy_print_type(pr, op->operands[i].value->type);
}

static void print_rtype(xfy_printer *pr, xf_op *op, uint32_t i) {
  if (i < op->nres)
    xfy_print_type(pr, xfi_op_results(op)[i].type);
}

/* ------------------------------------------------------------ formats */

bool xfd_arith_parse_bin(xfy_op_builder *b) {
  xfy_operand ops[2];
  if (!parse_two_operands(b->p, ops) || !parse_tail(b))
    return false;
  xf_type *t = xfy_parse_colon_type(b->p);
  return t && xfy_resolve_operands_same(b, ops, 2, t) && xfy_add_type(b, t);
}

void xfd_arith_print_bin(xfy_printer *pr, xf_op *op) {
  print_leading_operands(pr, op, 2);
  print_tail(pr, op);
  print_rtype(pr, op, 0);
}

bool xfd_arith_parse_un(xfy_op_builder *b) {
  xfy_operand in;
  if (!xfy_parse_operand(b->p, &in) || !parse_tail(b))
    return false;
  xf_type *t = xfy_parse_colon_type(b->p);
  return t && xfy_resolve_operand(b, &in, t) && xfy_add_type(b, t);
}

void xfd_arith_print_un(xfy_printer *pr, xf_op *op) {
  print_leading_operands(pr, op, 1);
  print_tail(pr, op);
  print_rtype(pr, op, 0);
}

static const xfd_int_enum *pred_enum(const arith_desc *d) {
  return (d->flags & FL_PRED_I) ? &xfd_arith_cmpi_pred : &xfd_arith_cmpf_pred;
}

bool xfd_arith_parse_cmp(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  const xfd_int_enum *e = pred_enum(bdesc(b));
  int v;
  xfy_operand ops[2];
  if (!parse_int_enum(b, e, "predicate", false, &v) || !add_int_enum(b, e, "predicate", v) ||
      !xfy_expect(p, XFY_COMMA, "','") || !parse_two_operands(p, ops) || !parse_tail(b))
    return false;
  xf_type *t = xfy_parse_colon_type(p);
  return t && xfy_resolve_operands_same(b, ops, 2, t) &&
         xfy_add_type(b, xfd_i1_same_shape(b->ctx, t));
}

void xfd_arith_print_cmp(xfy_printer *pr, xf_op *op) {
  const xfd_int_enum *e = pred_enum(xfd_arith_desc(op->info));
  int v = xfd_int_enum_value(e, xf_op_get_attr(op, "predicate"));
  xfy_putc(pr, ' ');
  xfy_puts(pr, v >= 0 ? e->names[v] : "<<invalid predicate>>");
  xfy_putc(pr, ',');
  print_leading_operands(pr, op, 2);
  print_tail(pr, op);
  print_otype(pr, op, 0);
}

/* `type to type` into `in` and `out`. */
static bool parse_to_types(xfy_op_builder *b, xf_type **in, xf_type **out) {
  *in = xfy_parse_colon_type(b->p);
  *out = *in && xfd_expect_keyword(b, "to") ? xfy_parse_type(b->p) : NULL;
  return *out != NULL;
}

bool xfd_arith_parse_cast(xfy_op_builder *b) {
  xfy_operand in;
  xf_type *ti, *to;
  return xfy_parse_operand(b->p, &in) && parse_tail(b) && parse_to_types(b, &ti, &to) &&
         xfy_resolve_operand(b, &in, ti) && xfy_add_type(b, to);
}

void xfd_arith_print_cast(xfy_printer *pr, xf_op *op) {
  print_leading_operands(pr, op, 1);
  print_tail(pr, op);
  print_otype(pr, op, 0);
  xfy_puts(pr, " to ");
  print_rtype(pr, op, 0);
}

bool xfd_arith_parse_scale(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand ops[2];
  if (!parse_two_operands(p, ops) || !parse_tail(b))
    return false;
  xf_type *ti = xfy_parse_colon_type(p);
  xf_type *ts = ti && xfy_expect(p, XFY_COMMA, "','") ? xfy_parse_type(p) : NULL;
  xf_type *to = ts && xfd_expect_keyword(b, "to") ? xfy_parse_type(p) : NULL;
  return to && xfy_resolve_operand(b, &ops[0], ti) && xfy_resolve_operand(b, &ops[1], ts) &&
         xfy_add_type(b, to);
}

void xfd_arith_print_scale(xfy_printer *pr, xf_op *op) {
  print_leading_operands(pr, op, 2);
  print_tail(pr, op);
  print_otype(pr, op, 0);
  xfy_puts(pr, ", ");
  print_otype(pr, op, 1);
  xfy_puts(pr, " to ");
  print_rtype(pr, op, 0);
}

bool xfd_arith_parse_addx(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand ops[2];
  if (!parse_two_operands(p, ops) || !parse_attr_dict(b))
    return false;
  xf_type *sum = xfy_parse_colon_type(p);
  xf_type *ovf = sum && xfy_expect(p, XFY_COMMA, "','") ? xfy_parse_type(p) : NULL;
  return ovf && xfy_resolve_operands_same(b, ops, 2, sum) && xfy_add_type(b, sum) &&
         xfy_add_type(b, ovf);
}

void xfd_arith_print_addx(xfy_printer *pr, xf_op *op) {
  print_leading_operands(pr, op, 2);
  print_tail(pr, op);
  print_rtype(pr, op, 0);
  xfy_puts(pr, ", ");
  print_rtype(pr, op, 1);
}

bool xfd_arith_parse_mulx(xfy_op_builder *b) {
  xfy_operand ops[2];
  if (!parse_two_operands(b->p, ops) || !parse_attr_dict(b))
    return false;
  xf_type *t = xfy_parse_colon_type(b->p);
  return t && xfy_resolve_operands_same(b, ops, 2, t) && xfy_add_type(b, t) && xfy_add_type(b, t);
}

void xfd_arith_print_mulx(xfy_printer *pr, xf_op *op) {
  print_leading_operands(pr, op, 2);
  print_tail(pr, op);
  print_otype(pr, op, 0);
}

/* SelectOp::parse: three operands, `: type` or `: cond-type, type`. */
bool xfd_arith_parse_select(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ops = {0};
  xfy_token at = p->tok;
  bool ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE);
  if (ok && ops.len != 3)
    ok = xfd_custom_error(b, &at, "expected 3 operands");
  xf_type *cond = b->ctx->t_i1, *t = ok && parse_attr_dict(b) ? xfy_parse_colon_type(p) : NULL;
  if (t && xfy_accept(p, XFY_COMMA)) {
    cond = t;
    t = xfy_parse_type(p);
  }
  xf_type *types[3] = {cond, t, t};
  ok = t && xfy_resolve_operands(b, ops.data, ops.len, types, 3, &b->name_tok) &&
       xfy_add_type(b, t);
  xfs_vec_free(m, &ops, sizeof(xfy_operand));
  return ok;
}

void xfd_arith_print_select(xfy_printer *pr, xf_op *op) {
  print_leading_operands(pr, op, 3);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  if (op->nops && xfd_is_shaped(op->operands[0].value->type)) {
    print_otype(pr, op, 0);
    xfy_puts(pr, ", ");
  }
  print_rtype(pr, op, 0);
}

/* `attr-dict $value`: the result type is the value's type. */
bool xfd_arith_parse_cst(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  if (!parse_attr_dict(b))
    return false;
  xfy_token at = p->tok;
  xf_attr *v = xfy_parse_attr(p, NULL);
  if (!v)
    return false;
  if (!v->type)
    return xfd_custom_error(b, &at, "invalid kind of attribute specified");
  return xfy_add_prop(b, "value", v) && xfy_add_type(b, v->type);
}

void xfd_arith_print_cst(xfy_printer *pr, xf_op *op) {
  xfy_print_optional_attr_dict(pr, op, op->info->prop_names);
  xf_attr *v = xf_op_get_attr(op, "value");
  xfy_putc(pr, ' ');
  if (v)
    xfy_print_attr(pr, v, XFY_ELIDE_NEVER);
}
