/* transform_common.c — shared machinery of the Transform dialect files:
 * row registration, interface and effect queries (transform_dialect.h),
 * and custom-syntax helpers used by several ops (functional types,
 * attribute dictionaries with default values, `failures(...)`, position
 * lists, ODS type-constraint messages).
 *
 * Effects follow MLIR's getEffects: an op's row hook fills one entry per
 * operand (NONE / READ / CONSUME) plus the payload effect; ops with bodies
 * (sequence, foreach) fold in the effects of their body ops on the entry
 * block arguments.  Effects are recomputed on each query (no cache): they
 * are cheap and depend on IR that may change (include's callee).
 */

#include <stdio.h>

#include "transform_dialect.h"

/* ------------------------------------------------------------ registration */

xf_status xfd_register_transform_rows(xf_context *ctx, const xfd_transform_row *rows, size_t n) {
  for (size_t i = 0; i < n; i++) {
    xf_status st = xfi_register_op(ctx, &rows[i].info);
    if (st != XF_OK)
      return st;
  }
  return XF_OK;
}

bool xfd_transform_has(const xf_op *op, uint32_t iface) {
  const xfd_transform_row *row = xfd_transform_row_of(op);
  return row && (row->ifaces & iface) == iface;
}

/* ----------------------------------------------------------------- effects */

void xfd_eff_set(xfd_effects *out, unsigned i, xfd_handle_effect e) {
  if (out->operands[i] < (uint8_t)e)
    out->operands[i] = (uint8_t)e;
}

void xfd_eff_all(xf_op *op, xfd_effects *out, xfd_handle_effect e) {
  for (uint32_t i = 0; i < op->nops; i++)
    xfd_eff_set(out, i, e);
}

void xfd_transform_effects(xf_op *op, xfd_effects *out) {
  if (op->nops)
    memset(out->operands, XFD_HE_NONE, op->nops);
  out->produces = false;
  out->payload = XFD_PAYLOAD_NONE;
  out->generic_write = false;
  const xfd_transform_row *row = xfd_transform_row_of(op);
  if (!row)
    return;
  if (row->effects) {
    row->effects(op, out);
    return;
  }
  xfd_eff_all(op, out, XFD_HE_READ);
  out->produces = op->nres > 0;
}

/* Runs `fn` with the effects of `op` in a temporary buffer. */
typedef void (*effects_fn)(xf_op *op, const xfd_effects *eff, void *user);

static void with_effects(xf_op *op, effects_fn fn, void *user) {
  uint8_t small[16];
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(op));
  uint8_t *buf = op->nops <= sizeof small ? small : xfs_malloc(m, op->nops);
  if (!buf)
    return;
  xfd_effects eff = {buf, false, 0, false};
  xfd_transform_effects(op, &eff);
  fn(op, &eff, user);
  if (buf != small)
    xfs_free(m, buf, op->nops);
}

typedef struct consume_query {
  unsigned index;
  bool consumed;
} consume_query;

static void check_consumed(xf_op *op, const xfd_effects *eff, void *user) {
  consume_query *q = user;
  q->consumed = q->index < op->nops && eff->operands[q->index] == XFD_HE_CONSUME;
}

bool xfd_transform_consumes_operand(xf_op *op, unsigned i) {
  consume_query q = {i, false};
  with_effects(op, check_consumed, &q);
  return q.consumed;
}

typedef struct block_query {
  xf_block *block;
  bool *consumed;
} block_query;

static void mark_consumed_args(xf_op *op, const xfd_effects *eff, void *user) {
  block_query *q = user;
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_value *v = op->operands[i].value;
    if (eff->operands[i] == XFD_HE_CONSUME && v && !v->op && xfi_value_block(v) == q->block)
      q->consumed[v->index] = true;
  }
}

void xfd_transform_consumed_block_args(xf_block *block, bool *consumed) {
  block_query q = {block, consumed};
  for (xf_op *op = block->first; op; op = op->next)
    with_effects(op, mark_consumed_args, &q);
}

typedef struct remap_query {
  xf_block *body;
  unsigned first;
  xfd_effects *out;
} remap_query;

static void remap_to_operands(xf_op *op, const xfd_effects *eff, void *user) {
  remap_query *q = user;
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_value *v = op->operands[i].value;
    if (!v || v->op || xfi_value_block(v) != q->body || eff->operands[i] == XFD_HE_NONE)
      continue;
    xf_op *parent = q->body->region ? q->body->region->op : NULL;
    unsigned target = q->first + v->index;
    if (parent && target < parent->nops)
      xfd_eff_set(q->out, target, (xfd_handle_effect)eff->operands[i]);
  }
  if (q->out->payload < eff->payload)
    q->out->payload = eff->payload;
}

void xfd_eff_body_to_operands(xf_op *op, xf_block *body, unsigned first, xfd_effects *out) {
  (void)op;
  if (!body)
    return;
  remap_query q = {body, first, out};
  for (xf_op *nested = body->first; nested; nested = nested->next)
    with_effects(nested, remap_to_operands, &q);
}

/* ------------------------------------------------------------- parsing */

bool xfd_tx_expect_kw(xfy_op_builder *b, const char *kw) {
  if (!xfy_at_kw(b->p, kw))
    return xfy_custom_error_at(b, NULL, "expected '%s'", kw);
  xfy_next(b->p);
  return true;
}

bool xfd_tx_resolve(xfy_op_builder *b, const xfy_operand *ops, size_t n, xf_type *const *types,
                    size_t nt, const xfy_token *at) {
  if (n != nt)
    return xfy_custom_error_at(b, at ? at : &b->name_tok,
                               "number of operands and types do not match: got %zu operands and "
                               "%zu types",
                               n, nt);
  for (size_t i = 0; i < n; i++)
    if (!xfy_resolve_operand(b, &ops[i], types[i]))
      return false;
  return true;
}

bool xfd_tx_parse_functional(xfy_op_builder *b, const xfs_vec *ops, const xfy_token *at) {
  xfy_parser *p = b->p;
  if (!xfy_expect(p, XFY_COLON, "':'"))
    return false;
  xfy_token tt = p->tok;
  xf_type *ft = xfy_parse_type(p);
  if (!ft)
    return false;
  if (ft->kind != XF_TYPE_FUNCTION) {
    xf_strbuf s;
    xf_strbuf_init(&s, b->ctx);
    if (xf_print_type(ft, &s) != XF_OK)
      s.failed = true;
    xfy_custom_error_at(b, &tt,
                        "invalid kind of type specified: expected builtin.function, but found '%s'",
                        s.data ? s.data : "");
    xf_strbuf_free(&s);
    return false;
  }
  return xfd_tx_resolve(b, ops->data, ops->len, ft->types, ft->n, at) &&
         xfy_add_types(b, ft->types + ft->n, ft->nres);
}

void xfd_tx_print_functional(xfy_printer *pr, xf_op *op) {
  xfy_puts(pr, " : ");
  xfy_print_functional_type(pr, op);
}

/* `failures(propagate|suppress)` */
bool xfd_tx_parse_failures(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  if (!xfd_tx_expect_kw(b, "failures") || !xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  int mode = xfy_at_kw(p, "propagate") ? 1 : xfy_at_kw(p, "suppress") ? 2 : 0;
  if (!mode)
    return xfy_custom_error_at(b, NULL,
                               "expected string or keyword containing one of the following enum "
                               "values for attribute 'failure_propagation_mode' [propagate, "
                               "suppress]");
  xfy_next(p);
  return xfy_expect(p, XFY_RPAREN, "')'") &&
         xfy_add_prop(b, "failure_propagation_mode", xf_attr_integer(b->ctx, b->ctx->t_i32, mode));
}

void xfd_tx_print_failures(xfy_printer *pr, xf_op *op) {
  xfy_puts(pr, xfd_tx_int(op, "failure_propagation_mode", 1) == 2 ? "failures(suppress)"
                                                                   : "failures(propagate)");
}

/* ------------------------------------------------------ attribute dicts */

bool xfd_tx_flag(xf_op *op, const char *name) { return xf_op_get_attr(op, name) != NULL; }

int64_t xfd_tx_int(xf_op *op, const char *name, int64_t dflt) {
  xf_attr *a = xf_op_get_attr(op, name);
  return a && (a->kind == XF_ATTR_INTEGER || a->kind == XF_ATTR_BOOL) ? xf_attr_int_value(a)
                                                                      : dflt;
}

static xf_attr *default_value(xf_context *ctx, const char *text) {
  return xf_parse_attr(ctx, text, strlen(text));
}

void xfd_tx_print_attr_dict(xfy_printer *pr, xf_op *op, const char *const *elided,
                            const char *const *defaults) {
  const char *names[16];
  size_t n = 0;
  for (const char *const *e = elided; e && *e && n < 15; e++)
    names[n++] = *e;
  for (const char *const *d = defaults; d && d[0] && n < 15; d += 2) {
    xf_attr *a = op->props ? xf_attr_dict_get(op->props, d[0]) : NULL;
    if (a && a == default_value(xfi_op_ctx(op), d[1]))
      names[n++] = d[0];
  }
  names[n] = NULL;
  xfy_print_optional_attr_dict(pr, op, names);
}

void xfd_tx_complete_defaults(xf_context *ctx, xf_op_state *st, const char *const *defaults) {
  xf_named_attr add[8];
  size_t n = 0;
  for (const char *const *d = defaults; d[0] && n < 8; d += 2) {
    if (st->properties && xf_attr_dict_get(st->properties, d[0]))
      continue;
    xf_ident *id = xf_ident_cstr(ctx, d[0]);
    xf_attr *v = default_value(ctx, d[1]);
    if (id && v)
      add[n++] = (xf_named_attr){id, v};
  }
  if (!n)
    return;
  xf_named_attr all[24];
  size_t m = 0;
  for (uint32_t i = 0; st->properties && i < st->properties->n && m < 16; i++)
    all[m++] = st->properties->u.entries[i];
  for (size_t i = 0; i < n; i++)
    all[m++] = add[i];
  xf_attr *d = xf_attr_dict(ctx, all, m);
  if (d)
    st->properties = d;
}

/* ---------------------------------------------------------- position lists */

bool xfd_tx_parse_dims(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec vals = {0};
  bool inverted = false, all = false, ok = true;
  if (xfy_at_kw(p, "all")) {
    xfy_next(p);
    all = true;
  } else {
    inverted = xfy_at_kw(p, "except");
    if (inverted) {
      xfy_next(p);
      ok = xfy_expect(p, XFY_LPAREN, "'('");
    }
    do {
      int64_t v = 0;
      if (ok && p->tok.kind != XFY_INTEGER && p->tok.kind != XFY_MINUS)
        ok = xfy_custom_error_at(b, NULL, "expected integer value");
      ok = ok && xfy_parse_integer(p, &v) && XFS_VEC_PUSH(m, &vals, int64_t, v);
    } while (ok && xfy_accept(p, XFY_COMMA));
    if (ok && inverted)
      ok = xfy_expect(p, XFY_RPAREN, "')'");
  }
  if (ok)
    ok = xfy_add_prop(b, "raw_position_list",
                      xf_attr_dense_i64_array(b->ctx, vals.data, vals.len)) &&
         (!inverted || xfy_add_prop(b, "is_inverted", b->ctx->a_unit)) &&
         (!all || xfy_add_prop(b, "is_all", b->ctx->a_unit));
  xfs_vec_free(m, &vals, sizeof(int64_t));
  return ok;
}

void xfd_tx_print_dims(xfy_printer *pr, xf_op *op) {
  if (xfd_tx_flag(op, "is_all")) {
    xfy_puts(pr, "all");
    return;
  }
  bool inv = xfd_tx_flag(op, "is_inverted");
  if (inv)
    xfy_puts(pr, "except(");
  xf_attr *raw = xf_op_get_attr(op, "raw_position_list");
  for (uint32_t i = 0; raw && raw->kind == XF_ATTR_DENSE_ARRAY && i < raw->n; i++) {
    char buf[32];
    snprintf(buf, sizeof buf, "%s%lld", i ? ", " : "", (long long)xf_attr_dense_array_int(raw, i));
    xfy_puts(pr, buf);
  }
  if (inv)
    xfy_putc(pr, ')');
}


xf_status xfd_tx_verify_dims(xf_op *op) {
  bool inv = xfd_tx_flag(op, "is_inverted"), all = xfd_tx_flag(op, "is_all");
  xf_attr *raw = xf_op_get_attr(op, "raw_position_list");
  size_t n = raw && raw->kind == XF_ATTR_DENSE_ARRAY ? raw->n : 0;
  if (all && inv)
    return xfd_op_error(op, "cannot request both 'all' and 'inverted' values in the list");
  if (all && n)
    return xfd_op_error(op, "cannot both request 'all' and specific values in the list");
  if (!all && !n)
    return xfd_op_error(op, "must request specific values in the list if 'all' is not specified");
  /* std::unique on the raw list: only adjacent repetitions count. */
  for (size_t i = 1; i < n; i++)
    if (xf_attr_dense_array_int(raw, i) == xf_attr_dense_array_int(raw, i - 1))
      return xfd_op_error(op, "expected the listed values to be unique");
  return XF_OK;
}

/* --------------------------------------------------- ODS type constraints */

static bool kind_ok(const xf_type *t, xfd_tx_kind k);

xf_type *xfd_tx_parse_kind_type(xfy_op_builder *b, xfd_tx_kind k) {
  xfy_token at = b->p->tok;
  xf_type *t = xfy_parse_type(b->p);
  if (t && !kind_ok(t, k)) {
    xfy_custom_error_at(b, &at, "invalid kind of type specified");
    return NULL;
  }
  return t;
}

xf_type *xfd_tx_parse_colon_kind_type(xfy_op_builder *b, xfd_tx_kind k) {
  return xfy_expect(b->p, XFY_COLON, "':'") ? xfd_tx_parse_kind_type(b, k) : NULL;
}

xf_attr *xfd_tx_parse_attr_kind(xfy_op_builder *b, xf_attr_kind kind) {
  xfy_token at = b->p->tok;
  xf_attr *a = xfy_parse_attr_of_type(b->p, NULL);
  if (a && a->kind != kind) {
    xfy_custom_error_at(b, &at, "invalid kind of attribute specified");
    return NULL;
  }
  return a;
}

xf_attr *xfd_tx_parse_str(xfy_op_builder *b) {
  xfy_token at = b->p->tok;
  xf_attr *a = xfy_parse_attr_of_type(b->p, b->ctx->t_none);
  if (a && a->kind != XF_ATTR_STRING) {
    xfy_custom_error_at(b, &at, "invalid kind of attribute specified");
    return NULL;
  }
  return a;
}

static bool kind_ok(const xf_type *t, xfd_tx_kind k) {
  switch (k) {
  case XFD_TK_OP:
    return xf_transform_type_is_op_handle(t);
  case XFD_TK_VALUE:
    return xf_transform_type_is_value_handle(t);
  case XFD_TK_PARAM:
    return xf_transform_type_is_param(t);
  case XFD_TK_ANY:
    return xf_transform_type_value_kind(t) != XF_TV_NONE;
  }
  return false;
}

static const char *kind_text(xfd_tx_kind k) {
  switch (k) {
  case XFD_TK_OP:
    return "TransformHandleTypeInterface instance";
  case XFD_TK_VALUE:
    return "TransformValueHandleTypeInterface instance";
  case XFD_TK_PARAM:
    return "TransformParamTypeInterface instance";
  case XFD_TK_ANY:
    return "any transform handle or parameter";
  }
  return "";
}

xf_status xfd_tx_check_kind(xf_op *op, bool results, unsigned from, unsigned n, xfd_tx_kind k,
                            bool variadic) {
  for (unsigned i = from; i < from + n; i++) {
    xf_type *t = results ? xfi_op_results(op)[i].type : op->operands[i].value->type;
    if (kind_ok(t, k))
      continue;
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op %s #%u must be %s%s, but got ", op->name->str,
                   results ? "result" : "operand", i, variadic ? "variadic of " : "",
                   kind_text(k));
    xf_diag_append_type(d, t);
    xf_diag_report(d);
    return XF_ERROR;
  }
  return XF_OK;
}
