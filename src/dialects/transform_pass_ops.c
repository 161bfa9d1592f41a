/* transform_pass_ops.c — Transform dialect ops that run passes or dialect
 * conversions on the payload: transform.apply_registered_pass and
 * transform.apply_conversion_patterns (syntax, properties, verifiers,
 * effects; LLVM 22's TransformOps.td).
 *
 * apply_registered_pass keeps its options in the `options` dictionary; an
 * option given as an SSA value becomes a dynamic operand and, in the
 * dictionary, `#transform.param_operand<index = N : i64>` (N counts the
 * dynamic operands in parse order).  The custom form prints those markers
 * back as the operands, keys always quoted and values with their types.
 */
#include <stdio.h>
#include <stdlib.h>

#include "transform_dialect.h"

static xfs_mem *bmem(xfy_op_builder *b) { return xfs_ctx_mem(b->ctx); }

static const char k_param_operand[] = "transform.param_operand<index = ";

/* The index of a param_operand marker, or -1 for other attributes. */
static int64_t param_operand_index(const xf_attr *a) {
  size_t n = sizeof k_param_operand - 1;
  if (a->kind != XF_ATTR_OPAQUE || a->n <= n || memcmp(a->u.str, k_param_operand, n) != 0)
    return -1;
  char buf[32];
  size_t len = a->n - n < sizeof buf - 1 ? a->n - n : sizeof buf - 1;
  memcpy(buf, a->u.str + n, len);
  buf[len] = 0;
  return strtoll(buf, NULL, 10);
}

static xf_attr *param_operand(xf_context *ctx, size_t index) {
  char buf[96];
  int len = snprintf(buf, sizeof buf, "%s%zu : i64>", k_param_operand, index);
  return xfi_attr_opaque(ctx, buf, (size_t)len);
}

/* ------------------------------------------------ apply_registered_pass */

static const char *const pass_props[] = {"pass_name", "options", NULL};

typedef struct option_parse {
  xfy_op_builder *b;
  xfs_vec *dynamic;      /* xfy_operand: the dynamic options in parse order */
} option_parse;

static xf_attr *parse_option_value(option_parse *o);

/* `[v, ...]` where each v may again be an operand or a list. */
static xf_attr *parse_option_list(option_parse *o) {
  xfy_parser *p = o->b->p;
  xfs_vec elems = {0};
  bool ok = true;
  if (p->tok.kind != XFY_RSQUARE) {
    do {
      xf_attr *e = parse_option_value(o);
      ok = e && XFS_VEC_PUSH(bmem(o->b), &elems, xf_attr *, e);
    } while (ok && xfy_accept(p, XFY_COMMA));
  }
  xf_attr *a = ok && xfy_expect(p, XFY_RSQUARE, "']'")
                   ? xf_attr_array(o->b->ctx, elems.data, elems.len)
                   : NULL;
  xfs_vec_free(bmem(o->b), &elems, sizeof(xf_attr *));
  return a;
}

static xf_attr *parse_option_value(option_parse *o) {
  xfy_parser *p = o->b->p;
  if (xfy_accept(p, XFY_LSQUARE))
    return parse_option_list(o);
  if (p->tok.kind != XFY_PERCENT_ID)
    return xfy_parse_attr(p, NULL);
  xfy_operand u;
  if (!xfy_parse_operand(p, &u) || !XFS_VEC_PUSH(bmem(o->b), o->dynamic, xfy_operand, u))
    return NULL;
  return param_operand(o->b->ctx, o->dynamic->len - 1);
}

/* `key = value` with a bare or quoted key. */
static bool parse_option(option_parse *o, xfs_vec *entries) {
  xfy_op_builder *b = o->b;
  xfy_parser *p = b->p;
  xf_ident *key = NULL;
  if (p->tok.kind == XFY_BARE_ID) {
    key = xfy_parse_optional_keyword(p);
  } else if (p->tok.kind == XFY_STRING) {
    xf_strbuf *s = &p->sbuf;
    if (xfy_parse_string(p, s))
      key = xf_ident_get(b->ctx, s->data ? s->data : "", s->len);
  }
  if (!key || !key->len)
    return p->failed ? false
                     : xfy_custom_error_at(b, NULL,
                                           "expected key to either be an identifier or a string");
  if (!xfy_accept(p, XFY_EQUAL)) {
    xfy_error_expected(p, "expected '='");
    p->failed = false;
    return xfy_custom_error_at(b, NULL, "expected '=' after key in key-value pair");
  }
  xf_attr *v = parse_option_value(o);
  xf_named_attr e = {key, v};
  return v && XFS_VEC_PUSH(bmem(b), entries, xf_named_attr, e);
}

static bool has_duplicate_key(const xfs_vec *entries) {
  for (size_t i = 0; i < entries->len; i++)
    for (size_t j = 0; j < i; j++)
      if (XFS_VEC_AT(entries, xf_named_attr, i).name ==
          XFS_VEC_AT(entries, xf_named_attr, j).name)
        return true;
  return false;
}

/* `{ key = value, ... }` into property `options`. */
static bool parse_options(xfy_op_builder *b, xfs_vec *dynamic) {
  xfy_parser *p = b->p;
  option_parse o = {b, dynamic};
  xfs_vec entries = {0};
  bool ok = xfy_expect(p, XFY_LBRACE, "'{'");
  if (ok && p->tok.kind != XFY_RBRACE) {
    do
      ok = parse_option(&o, &entries);
    while (ok && xfy_accept(p, XFY_COMMA));
  }
  ok = ok && xfy_expect(p, XFY_RBRACE, "'}'");
  if (ok && has_duplicate_key(&entries))
    ok = xfy_custom_error_at(b, NULL, "duplicate keys found in options dictionary");
  ok = ok && xfy_add_prop(b, "options", xf_attr_dict(b->ctx, entries.data, entries.len));
  xfs_vec_free(bmem(b), &entries, sizeof(xf_named_attr));
  return ok;
}

/* `$pass_name (with options = {...})? to $target attr-dict : functional-type(operands, results)` */
static bool pass_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0}, dynamic = {0};
  xf_attr *name = xfd_tx_parse_str(b);
  bool ok = name && xfy_add_prop(b, "pass_name", name);
  if (ok && xfy_at_kw(p, "with")) {
    xfy_next(p);
    ok = xfd_tx_expect_kw(b, "options") && xfy_expect(p, XFY_EQUAL, "'='") &&
         parse_options(b, &dynamic);
  }
  xfy_operand target;
  ok = ok && xfd_tx_expect_kw(b, "to") && xfy_parse_operand(p, &target) &&
       XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, target);
  for (size_t i = 0; ok && i < dynamic.len; i++)
    ok = XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, XFS_VEC_AT(&dynamic, xfy_operand, i));
  ok = ok && xfy_parse_optional_attr_dict(b) && xfd_tx_parse_functional(b, &ops, NULL);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  xfs_vec_free(bmem(b), &dynamic, sizeof(xfy_operand));
  return ok;
}

static void print_option_value(xfy_printer *pr, xf_op *op, xf_attr *v) {
  int64_t k = param_operand_index(v);
  if (k >= 0 && (uint64_t)k + 1 < op->nops) {
    xfy_print_value(pr, op->operands[k + 1].value);
  } else if (v->kind == XF_ATTR_ARRAY) {
    xfy_putc(pr, '[');
    for (uint32_t i = 0; i < v->n; i++) {
      if (i)
        xfy_puts(pr, ", ");
      print_option_value(pr, op, v->u.elems[i]);
    }
    xfy_putc(pr, ']');
  } else {
    xfy_print_attr(pr, v, XFY_ELIDE_NEVER);
  }
}

static void pass_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xf_attr *name = xf_op_get_attr(op, "pass_name");
  if (name)
    xfy_print_attr(pr, name, XFY_ELIDE_NEVER);
  xf_attr *opts = xf_op_get_attr(op, "options");
  if (opts && opts->kind == XF_ATTR_DICT && opts->n) {
    xfy_puts(pr, " with options = {");
    for (uint32_t i = 0; i < opts->n; i++) {
      xfy_puts(pr, i ? ", \"" : "\"");
      xfy_print_escaped(pr->out, opts->u.entries[i].name->str, opts->u.entries[i].name->len);
      xfy_puts(pr, "\" = ");
      print_option_value(pr, op, opts->u.entries[i].value);
    }
    xfy_putc(pr, '}');
  }
  xfy_puts(pr, " to ");
  xfy_print_value(pr, op->operands[0].value);
  xfd_tx_print_attr_dict(pr, op, pass_props, NULL);
  xfd_tx_print_functional(pr, op);
}

static const char *const pass_defaults[] = {"options", "{}", NULL};

static void pass_complete(xf_context *ctx, xf_op_state *st) {
  xfd_tx_complete_defaults(ctx, st, pass_defaults);
}

/* Marks the dynamic options the dictionary refers to (recursively). */
static xf_status mark_options(xf_op *op, xf_attr *v, bool *used, unsigned n) {
  int64_t k = param_operand_index(v);
  if (k >= 0) {
    if ((uint64_t)k >= n)
      return xfd_op_error(op,
                          "dynamic option index %lld is out of bounds for the number of dynamic "
                          "options: %u",
                          (long long)k, n);
    if (used[k])
      return xfd_op_error(op, "dynamic option index %lld is already used in options",
                          (long long)k);
    used[k] = true;
    return XF_OK;
  }
  for (uint32_t i = 0; v->kind == XF_ATTR_ARRAY && i < v->n; i++)
    if (mark_options(op, v->u.elems[i], used, n) != XF_OK)
      return XF_ERROR;
  return XF_OK;
}

static xf_status pass_verify(xf_op *op) {
  if (!xf_op_get_attr(op, "pass_name")) /* the custom form cannot print an op without it */
    return xfd_op_error(op, "requires attribute 'pass_name'");
  unsigned n = op->nops ? op->nops - 1 : 0;
  bool *used = n ? xfs_calloc(xfs_ctx_mem(xfi_op_ctx(op)), n * sizeof *used) : NULL;
  if (n && !used)
    return XF_NOMEM;
  xf_attr *opts = xf_op_get_attr(op, "options");
  xf_status st = XF_OK;
  for (uint32_t i = 0; st == XF_OK && opts && opts->kind == XF_ATTR_DICT && i < opts->n; i++)
    st = mark_options(op, opts->u.entries[i].value, used, n);
  for (unsigned i = 0; st == XF_OK && i < n; i++)
    if (!used[i])
      st = xfd_op_error(op, "a param operand does not have a corresponding param_operand attr "
                            "in the options dict");
  if (used)
    xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), used, n * sizeof *used);
  return st;
}

static void pass_effects(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  if (op->nops)
    xfd_eff_set(out, 0, XFD_HE_CONSUME);
  out->produces = op->nres > 0;
  out->payload = XFD_PAYLOAD_WRITE;
}

/* --------------------------------------------- apply_conversion_patterns */

static const char *const conv_props[] = {"legal_ops",          "illegal_ops",
                                         "legal_dialects",     "illegal_dialects",
                                         "partial_conversion", "preserve_handles",
                                         NULL};

/* Adds an entry block to pending region `i` when it is empty. */
static bool ensure_block(xfy_op_builder *b, size_t i) {
  xfy_pending_region *r = xfy_builder_region(b, i);
  if (r->first)
    return true;
  xf_block *blk = xf_block_create(b->ctx);
  if (!blk)
    return xfy_error(b->p, "out of memory");
  r->first = r->last = blk;
  r->nblocks = 1;
  return true;
}

/* `to $target $patterns (with type_converter $region^)? attr-dict : type($target)` */
static bool conv_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand u;
  if (!xfd_tx_expect_kw(b, "to") || !xfy_parse_operand(p, &u) ||
      !xfy_parse_region(b, NULL, 0, false) || !ensure_block(b, 0))
    return false;
  if (xfy_at_kw(p, "with")) {
    xfy_next(p);
    if (!xfd_tx_expect_kw(b, "type_converter") || !xfy_parse_region(b, NULL, 0, false) ||
        !ensure_block(b, 1))
      return false;
  }
  if (!xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfd_tx_parse_colon_kind_type(b, XFD_TK_OP);
  return t && xfy_resolve_operand(b, &u, t);
}

static void conv_print(xfy_printer *pr, xf_op *op) {
  xfy_puts(pr, " to ");
  xfy_print_value(pr, op->operands[0].value);
  for (uint32_t i = 0; i < op->nreg && i < 2; i++) {
    xfy_puts(pr, i ? " with type_converter " : " ");
    xfy_print_custom_region(pr, &xfi_op_regions(op)[i], true, true, false);
  }
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

static xf_status conv_verify(xf_op *op) {
  if (op->nreg != 1 && op->nreg != 2)
    return xfd_op_error(op, "expected 1 or 2 regions");
  xf_block *pats = xfi_op_regions(op)[0].first;
  for (xf_op *c = pats ? pats->first : NULL; c; c = c->next) {
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' op expected pattern children ops to implement "
                      "ConversionPatternDescriptorOpInterface",
                   op->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(c)), "op without interface");
    xf_diag_report(d);
    return XF_ERROR;
  }
  if (op->nreg != 2)
    return XF_OK;
  xf_block *conv = xfi_op_regions(op)[1].first;
  if (!conv || !conv->first || conv->first != conv->last)
    return xfd_op_error(op, "expected exactly one op in default type converter region");
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op expected default converter child op to implement "
                    "TypeConverterBuilderOpInterface",
                 op->name->str);
  xf_diag_printf(xf_diag_note(d, xfi_op_loc(conv->first)), "op without interface");
  xf_diag_report(d);
  return XF_ERROR;
}

static void conv_effects(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, xfd_tx_flag(op, "preserve_handles") ? XFD_HE_READ : XFD_HE_CONSUME);
  out->payload = XFD_PAYLOAD_WRITE;
}

/* ---------------------------------------------------------------- table */

static const xfd_transform_row pass_ops[] = {
    {.info = {.name = "transform.apply_registered_pass",
              .traits = XF_TRAIT_TRANSFORM_DESC,
              .prop_names = pass_props,
              .parse = pass_parse,
              .print = pass_print,
              .complete = pass_complete,
              .verify = xfd_tx_verify_row},
     .ifaces = XFD_TI_TRANSFORM,
     .effects = pass_effects,
     .operand_kinds = "oP",
     .result_kinds = "o",
     .verify_op = pass_verify},
    {.info = {.name = "transform.apply_conversion_patterns",
              .traits = XF_TRAIT_NO_TERMINATOR | XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_GRAPH_REGION |
                        XF_TRAIT_TRANSFORM_DESC,
              .prop_names = conv_props,
              .parse = conv_parse,
              .print = conv_print,
              .verify = xfd_tx_verify_row},
     .ifaces = XFD_TI_TRANSFORM | XFD_TI_REPORT_TRACKING,
     .effects = conv_effects,
     .operand_kinds = "o",
     .result_kinds = "",
     .verify_op = conv_verify,
     .regions = -1},
};

xf_status xfd_register_transform_pass_ops(xf_context *ctx) {
  return xfd_register_transform_rows(ctx, pass_ops, sizeof pass_ops / sizeof pass_ops[0]);
}
