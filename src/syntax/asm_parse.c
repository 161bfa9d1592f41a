/* asm_parse.c — the custom-op parsing toolkit (asm.h) and the step that
 * turns a filled `xfy_op_builder` into an op.
 *
 * Builder vectors use the context allocator and are freed when the op is
 * built (or the parse fails).  Regions are parsed into pending regions
 * whose blocks are moved into the op when it exists.
 */
#include <stdarg.h>

#include "asm.h"

static xfs_mem *bmem(xfy_op_builder *b) { return xfs_ctx_mem(b->ctx); }

static bool oom(xfy_parser *p) { return xfy_error(p, "out of memory"); }

/* ---------------------------------------------------------------- operands */

bool xfy_parse_optional_operand(xfy_parser *p, xfy_operand *out, bool *present) {
  *present = p->tok.kind == XFY_PERCENT_ID;
  return !*present || xfy_parse_operand(p, out);
}

static bool parse_operand_elems(xfy_parser *p, xfs_vec *out) {
  do {
    xfy_operand u;
    if (!xfy_parse_operand(p, &u))
      return false;
    if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), out, xfy_operand, u))
      return oom(p);
  } while (xfy_accept(p, XFY_COMMA));
  return true;
}

bool xfy_parse_operand_list(xfy_parser *p, xfs_vec *out, xfy_delim d) {
  xfy_tok_kind open = XFY_LPAREN, close = XFY_RPAREN;
  const char *oname = "'('", *cname = "')'";
  if (d == XFY_DELIM_SQUARE || d == XFY_DELIM_OPT_SQUARE) {
    open = XFY_LSQUARE;
    close = XFY_RSQUARE;
    oname = "'['";
    cname = "']'";
  }
  switch (d) {
  case XFY_DELIM_NONE:
    return p->tok.kind != XFY_PERCENT_ID || parse_operand_elems(p, out);
  case XFY_DELIM_OPT_PAREN:
  case XFY_DELIM_OPT_SQUARE:
    if (p->tok.kind != open)
      return true;
    /* fallthrough */
  case XFY_DELIM_PAREN:
  case XFY_DELIM_SQUARE:
    if (!xfy_expect(p, open, oname))
      return false;
    if (xfy_accept(p, close))
      return true;
    return parse_operand_elems(p, out) && xfy_expect(p, close, cname);
  }
  return false;
}

bool xfy_resolve_operand(xfy_op_builder *b, const xfy_operand *u, xf_type *t) {
  xf_value *v = xfy_resolve_value(b->p, u, t);
  if (!v)
    return false;
  if (!XFS_VEC_PUSH(bmem(b), &b->operands, xf_value *, v))
    return oom(b->p);
  return true;
}

bool xfy_resolve_operands(xfy_op_builder *b, const xfy_operand *ops, size_t n,
                          xf_type *const *types, size_t nt, const xfy_token *at) {
  if (n != nt)
    return xfy_builder_error_at(b, at,
                                "number of operands and types do not match: got %zu operands and "
                                "%zu types",
                                n, nt);
  for (size_t i = 0; i < n; i++)
    if (!xfy_resolve_operand(b, &ops[i], types[i]))
      return false;
  return true;
}

bool xfy_resolve_operands_same(xfy_op_builder *b, const xfy_operand *ops, size_t n,
                               xf_type *t) {
  for (size_t i = 0; i < n; i++)
    if (!xfy_resolve_operand(b, &ops[i], t))
      return false;
  return true;
}

/* ------------------------------------------------------------------- types */

xf_type *xfy_parse_colon_type(xfy_parser *p) {
  if (!xfy_expect(p, XFY_COLON, "':'"))
    return NULL;
  return xfy_parse_type(p);
}

bool xfy_parse_type_list(xfy_parser *p, xfs_vec *out) {
  do {
    xf_type *t = xfy_parse_type(p);
    if (!t)
      return false;
    if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), out, xf_type *, t))
      return oom(p);
  } while (xfy_accept(p, XFY_COMMA));
  return true;
}

bool xfy_parse_colon_type_list(xfy_parser *p, xfs_vec *out) {
  return xfy_expect(p, XFY_COLON, "':'") && xfy_parse_type_list(p, out);
}

bool xfy_parse_paren_type_list(xfy_parser *p, xfs_vec *out) {
  if (!xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  if (xfy_accept(p, XFY_RPAREN))
    return true;
  return xfy_parse_type_list(p, out) && xfy_expect(p, XFY_RPAREN, "')'");
}

/* parseFunctionResultTypes: `(t1, t2)` or a single (non-function) type. */
static bool parse_result_types(xfy_parser *p, xfs_vec *out) {
  if (p->tok.kind == XFY_LPAREN)
    return xfy_parse_paren_type_list(p, out);
  xf_type *t = xfy_parse_type(p);
  if (!t)
    return false;
  if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), out, xf_type *, t))
    return oom(p);
  return true;
}

bool xfy_parse_arrow_type_list(xfy_parser *p, xfs_vec *out) {
  return xfy_expect(p, XFY_ARROW, "'->'") && parse_result_types(p, out);
}

bool xfy_parse_optional_arrow_type_list(xfy_parser *p, xfs_vec *out) {
  if (p->tok.kind != XFY_ARROW)
    return true;
  return xfy_parse_arrow_type_list(p, out);
}

/* ----------------------------------------------------------------- builder */

bool xfy_add_type(xfy_op_builder *b, xf_type *t) {
  if (!XFS_VEC_PUSH(bmem(b), &b->result_types, xf_type *, t))
    return oom(b->p);
  return true;
}

bool xfy_add_types(xfy_op_builder *b, xf_type *const *t, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (!xfy_add_type(b, t[i]))
      return false;
  return true;
}

static bool add_named_id(xfy_op_builder *b, xfs_vec *v, xf_ident *id, xf_attr *value) {
  xf_named_attr na = {id, value};
  if (!id || !value || !XFS_VEC_PUSH(bmem(b), v, xf_named_attr, na))
    return oom(b->p);
  return true;
}

/* `name` interned; the custom parsers pass the same few literals for every
 * op they build (found by address, and checked by text in case `name` is
 * a buffer reused for another name). */
static xf_ident *literal_ident(xfy_op_builder *b, const char *name) {
  size_t n = sizeof b->p->literal_names / sizeof b->p->literal_names[0];
  size_t slot = ((uintptr_t)name >> 3) % n;
  xf_ident *known = b->p->literal_names[slot].id;
  if (b->p->literal_names[slot].text == name && strcmp(known->str, name) == 0)
    return known;
  xf_ident *id = xf_ident_cstr(b->ctx, name);
  if (id) {
    b->p->literal_names[slot].text = name;
    b->p->literal_names[slot].id = id;
  }
  return id;
}

static bool add_named(xfy_op_builder *b, xfs_vec *v, const char *name, xf_attr *value) {
  return add_named_id(b, v, literal_ident(b, name), value);
}

bool xfy_add_attr_id(xfy_op_builder *b, xf_ident *name, xf_attr *value) {
  return add_named_id(b, &b->attrs, name, value);
}

bool xfy_add_prop(xfy_op_builder *b, const char *name, xf_attr *value) {
  return add_named(b, &b->props, name, value);
}

bool xfy_add_attr(xfy_op_builder *b, const char *name, xf_attr *value) {
  return add_named(b, &b->attrs, name, value);
}

static xf_attr *find_named(xfs_vec *v, const char *name) {
  size_t n = strlen(name);
  for (size_t i = v->len; i-- > 0;) {
    xf_named_attr *e = &XFS_VEC_AT(v, xf_named_attr, i);
    if (e->name->len == n && memcmp(e->name->str, name, n) == 0)
      return e->value;
  }
  return NULL;
}

xf_attr *xfy_builder_get(xfy_op_builder *b, const char *name) {
  xf_attr *a = find_named(&b->props, name);
  return a ? a : find_named(&b->attrs, name);
}

bool xfy_add_successor(xfy_op_builder *b, xf_block *blk) {
  if (!XFS_VEC_PUSH(bmem(b), &b->successors, xf_block *, blk))
    return oom(b->p);
  return true;
}

static bool push_dict(xfy_op_builder *b, xfs_vec *v, xf_attr *d) {
  for (uint32_t i = 0; i < d->n; i++)
    if (!XFS_VEC_PUSH(bmem(b), v, xf_named_attr, d->u.entries[i]))
      return oom(b->p);
  return true;
}

bool xfy_parse_optional_attr_dict(xfy_op_builder *b) {
  if (b->p->tok.kind != XFY_LBRACE)
    return true;
  xf_attr *d = xfy_parse_dict(b->p);
  return d && push_dict(b, &b->attrs, d);
}

bool xfy_parse_optional_attr_dict_with_keyword(xfy_op_builder *b) {
  if (!xfy_accept_kw(b->p, "attributes"))
    return true;
  if (b->p->tok.kind != XFY_LBRACE)
    return xfy_error_expected(b->p, "expected '{' in attribute dictionary");
  return xfy_parse_optional_attr_dict(b);
}

/* Is `n` one of the inherent attributes the row names? */
static bool row_names(const xf_op_info *info, const xf_ident *n) {
  for (const char *const *q = info->prop_names; *q; q++)
    if (strlen(*q) == n->len && memcmp(*q, n->str, n->len) == 0)
      return true;
  return false;
}

/* `<{...}>`: keys the op's row does not name are dropped, as the generic
 * form's are (mlir-opt 22's setPropertiesFromAttr ignores them). */
bool xfy_parse_optional_prop_dict(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  if (!xfy_accept(p, XFY_LESS))
    return true;
  if (p->tok.kind != XFY_LBRACE)
    return xfy_error_expected(p, "expected '{' in property dictionary");
  xf_attr *d = xfy_parse_dict(p);
  if (!d || !xfy_expect(p, XFY_GREATER, "'>' to close properties"))
    return false;
  if (!b->info || !b->info->prop_names)
    return push_dict(b, &b->props, d);
  for (uint32_t i = 0; i < d->n; i++)
    if (row_names(b->info, d->u.entries[i].name) &&
        !XFS_VEC_PUSH(bmem(b), &b->props, xf_named_attr, d->u.entries[i]))
      return oom(p);
  return true;
}

/* ---------------------------------------------------- keywords and symbols */

bool xfy_at_kw(const xfy_parser *p, const char *kw) { return xfy_tok_is(&p->tok, kw); }

xf_ident *xfy_parse_optional_keyword(xfy_parser *p) {
  if (p->tok.kind != XFY_BARE_ID)
    return NULL;
  xf_ident *id = xf_ident_get(p->ctx, p->tok.text, p->tok.len);
  if (!id) {
    oom(p);
    return NULL;
  }
  xfy_next(p);
  return id;
}

xf_ident *xfy_parse_keyword(xfy_parser *p, const char *what) {
  if (p->tok.kind != XFY_BARE_ID) {
    xfy_error_expected(p, "expected %s", what);
    return NULL;
  }
  return xfy_parse_optional_keyword(p);
}

/* The text of the current `@`-identifier (unescaped when quoted, then in
 * p->sbuf); false when out of memory (reported). */
static bool symbol_text(xfy_parser *p, const char **s, size_t *n) {
  if (p->tok.len > 1 && p->tok.text[1] == '"') {
    xfy_token t = p->tok;
    t.text++;
    t.len--;
    p->sbuf.len = 0;
    if (!xfy_string_value(&t, &p->sbuf))
      return oom(p);
    *s = p->sbuf.data ? p->sbuf.data : "";
    *n = p->sbuf.len;
  } else {
    *s = p->tok.text + 1;
    *n = p->tok.len - 1;
  }
  return true;
}

xf_ident *xfy_parse_symbol_name(xfy_parser *p, bool required) {
  if (p->tok.kind != XFY_AT_ID) {
    if (required)
      xfy_error_expected(p, "expected valid '@'-identifier for symbol name");
    return NULL;
  }
  const char *s = NULL;
  size_t n = 0;
  if (!symbol_text(p, &s, &n))
    return NULL;
  xf_ident *id = xf_ident_get(p->ctx, s, n);
  if (!id) {
    oom(p);
    return NULL;
  }
  xfy_next(p);
  return id;
}

xf_attr *xfy_parse_symbol_name_attr(xfy_parser *p) {
  if (p->tok.kind != XFY_AT_ID)
    return NULL;
  const char *s = NULL;
  size_t n = 0;
  if (!symbol_text(p, &s, &n))
    return NULL;
  xf_attr *a = xf_attr_string(p->ctx, s, n, NULL);
  if (!a) {
    oom(p);
    return NULL;
  }
  xfy_next(p);
  return a;
}

bool xfy_parse_successor(xfy_parser *p, xf_block **out) {
  if (p->tok.kind != XFY_CARET_ID)
    return xfy_error_expected(p, "expected block name");
  *out = xfy_block_ref(p, &p->tok);
  if (!*out)
    return false;
  xfy_next(p);
  return true;
}

bool xfy_parse_successor_and_use_list(xfy_parser *p, xf_block **out, xfs_vec *vals) {
  if (!xfy_parse_successor(p, out))
    return false;
  if (!xfy_accept(p, XFY_LPAREN))
    return true;
  xfs_vec ops = {0}, types = {0};
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  xfy_token at = p->tok;
  bool ok = parse_operand_elems(p, &ops) && xfy_parse_colon_type_list(p, &types) &&
            xfy_expect(p, XFY_RPAREN, "')'");
  if (ok && ops.len != types.len)
    ok = xfy_error_at(p, &at, "%zu operands present, but expected %zu", ops.len, types.len);
  for (size_t i = 0; ok && i < ops.len; i++) {
    xf_value *v = xfy_resolve_value(p, &XFS_VEC_AT(&ops, xfy_operand, i),
                                    XFS_VEC_AT(&types, xf_type *, i));
    ok = v && XFS_VEC_PUSH(m, vals, xf_value *, v);
  }
  xfs_vec_free(m, &ops, sizeof(xfy_operand));
  xfs_vec_free(m, &types, sizeof(xf_type *));
  return ok && !p->failed;
}

bool xfy_parse_string(xfy_parser *p, xf_strbuf *out) {
  if (p->tok.kind != XFY_STRING)
    return xfy_error_expected(p, "expected string");
  out->len = 0;
  if (!xfy_string_value(&p->tok, out))
    return oom(p);
  xfy_next(p);
  return true;
}

bool xfy_parse_integer(xfy_parser *p, int64_t *out) {
  bool neg = xfy_accept(p, XFY_MINUS);
  if (p->tok.kind != XFY_INTEGER)
    return xfy_error_expected(p, "expected integer value");
  if (!xfy_parse_int64(p, out))
    return false;
  if (neg)
    *out = -*out;
  return true;
}

/* --------------------------------------------------------------- arguments */

bool xfy_parse_argument(xfy_parser *p, xfy_argument *out, bool allow_type, bool allow_attrs) {
  memset(out, 0, sizeof *out);
  if (!xfy_parse_operand(p, &out->ssa))
    return false;
  if (allow_type) {
    out->type = xfy_parse_colon_type(p);
    if (!out->type)
      return false;
  }
  if (allow_attrs && p->tok.kind == XFY_LBRACE) {
    out->attrs = xfy_parse_dict(p);
    if (!out->attrs)
      return false;
  }
  return xfy_parse_trailing_loc(p, &out->loc);
}

bool xfy_parse_argument_list(xfy_parser *p, xfs_vec *out, xfy_delim d, bool allow_type,
                             bool allow_attrs) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  bool paren = d == XFY_DELIM_PAREN || d == XFY_DELIM_OPT_PAREN;
  bool opt = d == XFY_DELIM_OPT_PAREN || d == XFY_DELIM_OPT_SQUARE;
  xfy_tok_kind open = paren ? XFY_LPAREN : XFY_LSQUARE, close = paren ? XFY_RPAREN : XFY_RSQUARE;
  if (d != XFY_DELIM_NONE) {
    if (opt && p->tok.kind != open)
      return true;
    if (!xfy_expect(p, open, paren ? "'('" : "'['"))
      return false;
    if (xfy_accept(p, close))
      return true;
  } else if (p->tok.kind != XFY_PERCENT_ID) {
    return true;
  }
  do {
    xfy_argument a;
    if (!xfy_parse_argument(p, &a, allow_type, allow_attrs))
      return false;
    if (!XFS_VEC_PUSH(m, out, xfy_argument, a))
      return oom(p);
  } while (xfy_accept(p, XFY_COMMA));
  return d == XFY_DELIM_NONE || xfy_expect(p, close, paren ? "')'" : "']'");
}

/* ----------------------------------------------------------------- regions */

static bool push_pending(xfy_op_builder *b, const xf_region *r) {
  xfy_pending_region pr = {r->first, r->last, r->nblocks, NULL};
  if (!XFS_VEC_PUSH(bmem(b), &b->regions, xfy_pending_region, pr))
    return oom(b->p);
  return true;
}

bool xfy_push_region(xfy_op_builder *b, xf_block *first, xf_block *last, uint32_t nblocks,
                     xfi_lazy_region *lazy) {
  xfy_pending_region pr = {first, last, nblocks, lazy};
  if (!XFS_VEC_PUSH(bmem(b), &b->regions, xfy_pending_region, pr))
    return oom(b->p);
  return true;
}

bool xfy_parse_region(xfy_op_builder *b, const xfy_argument *args, size_t nargs, bool isolated) {
  xf_region tmp;
  memset(&tmp, 0, sizeof tmp);
  bool ok = xfy_parse_region_args(b->p, &tmp, args, nargs, isolated);
  return ok && push_pending(b, &tmp);
}

bool xfy_parse_optional_region(xfy_op_builder *b, const xfy_argument *args, size_t nargs,
                               bool isolated, bool *present) {
  *present = b->p->tok.kind == XFY_LBRACE;
  return !*present || xfy_parse_region(b, args, nargs, isolated);
}

bool xfy_add_empty_region(xfy_op_builder *b) {
  xf_region tmp;
  memset(&tmp, 0, sizeof tmp);
  return push_pending(b, &tmp);
}

xfy_pending_region *xfy_builder_region(xfy_op_builder *b, size_t i) {
  return i < b->regions.len ? &XFS_VEC_AT(&b->regions, xfy_pending_region, i) : NULL;
}

bool xfy_ensure_terminator(xfy_op_builder *b, size_t i, const char *term, xf_attr *loc) {
  xfy_pending_region *r = xfy_builder_region(b, i);
  if (!r)
    return false;
  if (!r->last) {
    xf_block *blk = xf_block_create(b->ctx);
    if (!blk)
      return oom(b->p);
    r->first = r->last = blk;
    r->nblocks = 1;
  }
  xf_op *last = r->last->last;
  if (last && last->info && (last->info->traits & XF_TRAIT_TERMINATOR))
    return true;
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = xf_ident_cstr(b->ctx, term);
  st.loc = loc;
  xf_op *op = st.name ? xf_op_create(b->ctx, &st) : NULL;
  if (!op)
    return oom(b->p);
  xf_block_push_back(r->last, op);
  return true;
}

xf_attr *xfy_builder_loc(xfy_op_builder *b) { return xfy_tok_loc(b->p, &b->name_tok); }

bool xfy_builder_error(xfy_op_builder *b, const char *fmt, ...) {
  xfy_parser *p = b->p;
  if (p->failed)
    return false;
  p->failed = true;
  xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, xfy_builder_loc(b));
  if (d) {
    va_list ap;
    va_start(ap, fmt);
    xf_diag_vprintf(d, fmt, ap);
    va_end(ap);
    xf_diag_report(d);
  }
  return false;
}

/* Reports "custom op '<name>' <fmt...>" at `loc`; `force` reports even
 * after a first error. */
static bool builder_verror(xfy_op_builder *b, xf_attr *loc, bool force, const char *fmt,
                           va_list ap) {
  xfy_parser *p = b->p;
  if (p->failed && !force)
    return false;
  p->failed = true;
  xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, loc ? loc : p->ctx->a_unknown_loc);
  if (d) {
    xf_diag_printf(d, "custom op '%s' ", b->name->str);
    xf_diag_vprintf(d, fmt, ap);
    xf_diag_report(d);
  }
  return false;
}

bool xfy_builder_error_at(xfy_op_builder *b, const xfy_token *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  builder_verror(b, xfy_tok_loc(b->p, t), false, fmt, ap);
  va_end(ap);
  return false;
}

bool xfy_builder_error_also(xfy_op_builder *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  builder_verror(b, xfy_builder_loc(b), true, fmt, ap);
  va_end(ap);
  return false;
}

bool xfy_builder_expect_kw(xfy_op_builder *b, const char *kw) {
  if (xfy_accept_kw(b->p, kw))
    return true;
  return xfy_builder_error_at(b, &b->p->tok, "expected '%s'", kw);
}

bool xfy_builder_parse_integer(xfy_op_builder *b, int64_t *out) {
  xfy_parser *p = b->p;
  xfy_token at = p->tok;
  bool neg = p->tok.kind == XFY_MINUS;
  if (neg)
    xfy_next(p);
  if (p->tok.kind != XFY_INTEGER)
    return xfy_builder_error_at(b, &at, "expected integer value");
  if (!xfy_parse_int64(p, out))
    return false;
  if (neg)
    *out = -*out;
  return true;
}

bool xfy_custom_error_at(xfy_op_builder *b, const xfy_token *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  builder_verror(b, xfy_tok_loc(b->p, t ? t : &b->p->tok), false, fmt, ap);
  va_end(ap);
  return false;
}

/* ------------------------------------------------------------ build the op */

static bool is_inherent(const xf_op_info *info, const xf_ident *name) {
  if (!info->prop_names)
    return false;
  for (const char *const *n = info->prop_names; *n; n++)
    if (strcmp(*n, name->str) == 0)
      return true;
  return false;
}

static xf_op *build_op(xfy_op_builder *b) {
  xfs_vec disc = {0};
  xf_op *op = NULL;
  for (size_t i = 0; i < b->attrs.len; i++) {
    xf_named_attr e = XFS_VEC_AT(&b->attrs, xf_named_attr, i);
    bool ok = is_inherent(b->info, e.name) ? XFS_VEC_PUSH(bmem(b), &b->props, xf_named_attr, e)
                                           : XFS_VEC_PUSH(bmem(b), &disc, xf_named_attr, e);
    if (!ok) {
      oom(b->p);
      goto out;
    }
  }
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = b->name;
  st.operands = b->operands.data;
  st.num_operands = b->operands.len;
  st.result_types = b->result_types.data;
  st.num_results = b->result_types.len;
  st.successors = b->successors.data;
  st.num_successors = b->successors.len;
  st.num_regions = b->regions.len;
  st.properties = b->props.len ? xf_attr_dict(b->ctx, b->props.data, b->props.len) : NULL;
  st.attrs = disc.len ? xf_attr_dict(b->ctx, disc.data, disc.len) : NULL;
  if (b->info->complete) {
    b->info->complete(b->ctx, &st);
    if (b->ctx->mem.oom) { /* the hook cannot report: it leaves the flag */
      oom(b->p);
      goto out;
    }
  }
  xfi_loc loc = xfy_tok_locw(b->p, &b->name_tok);
  op = loc ? xfi_op_create_at(b->ctx, &st, loc) : NULL;
  if (!op) {
    oom(b->p);
    goto out;
  }
  for (size_t i = 0; i < b->regions.len; i++) {
    xfy_pending_region *pr = &XFS_VEC_AT(&b->regions, xfy_pending_region, i);
    xf_region *r = &xfi_op_regions_raw(op)[i];
    r->first = pr->first;
    r->last = pr->last;
    r->nblocks = pr->nblocks;
    r->lazy = pr->lazy;
    op->nlazy += pr->lazy != NULL;
    for (xf_block *blk = r->first; blk; blk = blk->next)
      blk->region = r;
  }
out:
  xfs_vec_free(bmem(b), &disc, sizeof(xf_named_attr));
  return op;
}

/* The builder's vectors and their element sizes, in a fixed order. */
static void builder_vecs(xfy_op_builder *b, xfs_vec *v[XFY_BUILDER_VECS], size_t elem[XFY_BUILDER_VECS]) {
  v[0] = &b->operands, elem[0] = sizeof(xf_value *);
  v[1] = &b->result_types, elem[1] = sizeof(xf_type *);
  v[2] = &b->successors, elem[2] = sizeof(xf_block *);
  v[3] = &b->regions, elem[3] = sizeof(xfy_pending_region);
  v[4] = &b->props, elem[4] = sizeof(xf_named_attr);
  v[5] = &b->attrs, elem[5] = sizeof(xf_named_attr);
}

enum { SPARE_MAX_BYTES = 64 * 1024 }; /* bigger buffers are freed, not kept */

/* Gives the builder the vectors kept at its nesting level (empty). */
static void builder_take_spares(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  uint32_t d = p->builder_depth++;
  if (d >= XFY_BUILDER_SPARE_DEPTH)
    return;
  xfs_vec *v[XFY_BUILDER_VECS];
  size_t elem[XFY_BUILDER_VECS];
  builder_vecs(b, v, elem);
  for (int i = 0; i < XFY_BUILDER_VECS; i++) {
    *v[i] = p->builder_spare[d][i];
    v[i]->len = 0;
    memset(&p->builder_spare[d][i], 0, sizeof(xfs_vec));
  }
}

/* Keeps the builder's vectors for the next op at its level (or frees them). */
static void builder_free(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  uint32_t d = --p->builder_depth;
  xfs_vec *v[XFY_BUILDER_VECS];
  size_t elem[XFY_BUILDER_VECS];
  builder_vecs(b, v, elem);
  for (int i = 0; i < XFY_BUILDER_VECS; i++) {
    if (d < XFY_BUILDER_SPARE_DEPTH && v[i]->cap * elem[i] <= SPARE_MAX_BYTES)
      p->builder_spare[d][i] = *v[i];
    else
      xfs_vec_free(bmem(b), v[i], elem[i]);
  }
}

void xfy_builder_spares_free(xfy_parser *p) {
  xfy_op_builder b;
  memset(&b, 0, sizeof b);
  xfs_vec *v[XFY_BUILDER_VECS];
  size_t elem[XFY_BUILDER_VECS];
  builder_vecs(&b, v, elem);
  for (int d = 0; d < XFY_BUILDER_SPARE_DEPTH; d++)
    for (int i = 0; i < XFY_BUILDER_VECS; i++)
      xfs_vec_free(xfs_ctx_mem(p->ctx), &p->builder_spare[d][i], elem[i]);
}

xf_op *xfy_parse_custom(xfy_parser *p, const xf_op_info *info, xf_ident *name,
                        const xfy_token *name_tok, size_t num_result_defs) {
  xfy_op_builder b;
  memset(&b, 0, sizeof b);
  b.p = p;
  b.ctx = p->ctx;
  b.info = info;
  b.name = name;
  b.name_tok = *name_tok;
  b.num_result_defs = num_result_defs;
  builder_take_spares(&b);
  xf_op *op = NULL;
  const char *saved = p->default_dialect;
  p->default_dialect = info->default_dialect ? info->default_dialect : "";
  bool ok = info->parse(&b) && !p->failed;
  p->default_dialect = saved;
  if (ok)
    op = build_op(&b);
  builder_free(&b);
  return p->failed ? NULL : op;
}
