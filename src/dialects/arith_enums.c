/* arith_enums.c — the arith dialect's enum attributes: overflow and
 * fast-math flags (bit enums kept as canonical opaque attributes), and the
 * integer enums of cmpi/cmpf predicates and rounding modes.
 *
 * Canonical text of a bit enum: "none" for 0; the group name when every
 * bit is set and the enum has one ("fast"); otherwise the set flags in
 * declaration order joined by the enum's separator (", " for overflow,
 * "," for fastmath), exactly as mlir-opt 22 prints them.
 */
#include <stdio.h>

#include "arith.h"

static const char *const overflow_names[] = {"nsw", "nuw"};
static const char *const fastmath_names[] = {"reassoc", "nnan", "ninf", "nsz",
                                             "arcp", "contract", "afn"};

const xfd_bit_enum xfd_arith_overflow = {
    "arith.overflow", "::mlir::arith::IntegerOverflowFlags", "Arith_IntegerOverflowAttr",
    overflow_names, 2, NULL, ", "};
const xfd_bit_enum xfd_arith_fastmath = {
    "arith.fastmath", "::mlir::arith::FastMathFlags", "Arith_FastMathAttr", fastmath_names, 7,
    "fast", ","};

static const char *const cmpi_names[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                         "sge", "ult", "ule", "ugt", "uge"};
static const char *const cmpf_names[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                         "one",   "ord", "ueq", "ugt", "uge", "ult",
                                         "ule",   "une", "uno", "true"};
static const char *const rounding_names[] = {"to_nearest_even", "downward", "upward",
                                             "toward_zero", "to_nearest_away"};

const xfd_int_enum xfd_arith_cmpi_pred = {cmpi_names, 10, 64};
const xfd_int_enum xfd_arith_cmpf_pred = {cmpf_names, 16, 64};
const xfd_int_enum xfd_arith_rounding = {rounding_names, 5, 32};

/* ------------------------------------------------------------ bit enums */

static unsigned all_bits(const xfd_bit_enum *e) { return (1u << e->nbits) - 1; }

/* Appends the flag list of `bits` (without brackets) to `b`. */
static void put_flags(xf_strbuf *b, const xfd_bit_enum *e, unsigned bits) {
  if (!bits) {
    xfs_buf_puts(b, "none");
    return;
  }
  if (e->all_name && bits == all_bits(e)) {
    xfs_buf_puts(b, e->all_name);
    return;
  }
  bool first = true;
  for (unsigned i = 0; i < e->nbits; i++) {
    if (!(bits & (1u << i)))
      continue;
    if (!first)
      xfs_buf_puts(b, e->sep);
    first = false;
    xfs_buf_puts(b, e->names[i]);
  }
}

xf_attr *xfd_bit_enum_attr(xf_context *ctx, const xfd_bit_enum *e, unsigned bits) {
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  xfs_buf_puts(&b, e->mnemonic);
  xfs_buf_putc(&b, '<');
  put_flags(&b, e, bits);
  xfs_buf_putc(&b, '>');
  xf_attr *a = b.failed ? NULL : xfi_attr_opaque(ctx, b.data, b.len);
  xf_strbuf_free(&b);
  return a;
}

/* The bits of flag name `s` (length `n`): one flag, "none" or the group. */
static bool flag_bits(const xfd_bit_enum *e, const char *s, size_t n, unsigned *bits) {
  if (n == 4 && memcmp(s, "none", 4) == 0) {
    *bits = 0;
    return true;
  }
  if (e->all_name && strlen(e->all_name) == n && memcmp(s, e->all_name, n) == 0) {
    *bits = all_bits(e);
    return true;
  }
  for (unsigned i = 0; i < e->nbits; i++) {
    if (strlen(e->names[i]) == n && memcmp(s, e->names[i], n) == 0) {
      *bits = 1u << i;
      return true;
    }
  }
  return false;
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Parses the text between the brackets of `#mnemonic<...>`. */
static bool parse_flag_text(const xfd_bit_enum *e, const char *s, const char *end,
                            unsigned *bits) {
  unsigned acc = 0;
  for (;;) {
    while (s < end && is_space(*s))
      s++;
    const char *w = s;
    while (s < end && *s != ',' && !is_space(*s))
      s++;
    unsigned one;
    if (!flag_bits(e, w, (size_t)(s - w), &one))
      return false;
    acc |= one;
    while (s < end && is_space(*s))
      s++;
    if (s == end)
      break;
    if (*s++ != ',')
      return false;
  }
  *bits = acc;
  return true;
}

bool xfd_bit_enum_value(const xfd_bit_enum *e, const xf_attr *a, unsigned *bits) {
  if (!a || a->kind != XF_ATTR_OPAQUE || a->type)
    return false;
  size_t ml = strlen(e->mnemonic);
  if (a->n < ml + 2 || memcmp(a->u.str, e->mnemonic, ml) != 0 || a->u.str[ml] != '<' ||
      a->u.str[a->n - 1] != '>')
    return false;
  return parse_flag_text(e, a->u.str + ml + 1, a->u.str + a->n - 1, bits);
}

static bool enum_error(xfy_op_builder *b, const xfy_token *at, const xfd_bit_enum *e) {
  xf_strbuf list;
  xf_strbuf_init(&list, b->ctx);
  xfs_buf_puts(&list, "none");
  for (unsigned i = 0; i < e->nbits; i++) {
    xfs_buf_puts(&list, ", ");
    xfs_buf_puts(&list, e->names[i]);
  }
  if (e->all_name) {
    xfs_buf_puts(&list, ", ");
    xfs_buf_puts(&list, e->all_name);
  }
  xfd_custom_error(b, at, "expected %s to be one of: %.*s", e->cpp_name, (int)list.len,
                   list.data ? list.data : "");
  xf_strbuf_free(&list);
  return false;
}

/* One flag: a keyword or a string. */
static bool parse_one_flag(xfy_op_builder *b, const xfd_bit_enum *e, unsigned *bits) {
  xfy_parser *p = b->p;
  xfy_token at = p->tok;
  const char *s = at.text;
  size_t n = at.len;
  if (at.kind == XFY_STRING) {
    if (!xfy_parse_string(p, &p->sbuf))
      return false;
    s = p->sbuf.data ? p->sbuf.data : "";
    n = p->sbuf.len;
  } else if (at.kind == XFY_BARE_ID) {
    xfy_next(p);
  } else {
    return xfd_custom_error(b, &at, "expected valid keyword or string");
  }
  unsigned one;
  if (!flag_bits(e, s, n, &one))
    return enum_error(b, &at, e);
  *bits |= one;
  return true;
}

/* The attribute parser's own follow-up error when its parameter failed to
 * parse: a second diagnostic at the current token, as mlir-opt reports. */
static bool parameter_error(xfy_op_builder *b, const xfd_bit_enum *e) {
  char msg[160];
  snprintf(msg, sizeof msg, "failed to parse %s parameter 'value' which is to be a `%s`",
           e->ods_name, e->cpp_name);
  return xfd_custom_error_after(b, false, msg);
}

bool xfd_parse_bit_enum(xfy_op_builder *b, const xfd_bit_enum *e, unsigned *bits) {
  xfy_parser *p = b->p;
  *bits = 0;
  if (!xfy_expect(p, XFY_LESS, "'<'"))
    return false;
  do {
    if (!parse_one_flag(b, e, bits))
      return parameter_error(b, e);
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, XFY_GREATER, "'>'");
}

void xfd_print_bit_enum(xfy_printer *pr, const xfd_bit_enum *e, unsigned bits) {
  xfy_putc(pr, '<');
  put_flags(pr->out, e, bits);
  xfy_putc(pr, '>');
}

void xfd_complete_bit_enum(xf_context *ctx, xf_op_state *st, const char *name,
                           const xfd_bit_enum *e, bool materialise) {
  /* The common case, an op without properties getting `{name = none}`:
   * one dictionary per enum and context. */
  xfs_ptrmap *memo = xfd_memo(ctx, XFD_MEMO_ENUM_DEFAULT);
  bool plain = !st->properties && materialise;
  if (plain) {
    xf_attr *d = xfd_memo_get(ctx, XFD_MEMO_ENUM_DEFAULT, e);
    if (d && strcmp(d->u.entries[0].name->str, name) == 0) {
      st->properties = d;
      return;
    }
  }
  xf_attr *cur = st->properties ? xf_attr_dict_get(st->properties, name) : NULL;
  unsigned bits = 0;
  if (cur && !xfd_bit_enum_value(e, cur, &bits))
    return; /* not this enum: left for the verifier */
  if (!cur && !materialise)
    return;
  xf_attr *canon = xfd_bit_enum_attr(ctx, e, bits);
  if (!canon || canon == cur)
    return;
  size_t n = st->properties ? st->properties->n : 0;
  xf_named_attr small[8], *ents = small;
  if (n + 1 > 8 && !(ents = xfs_malloc(xfs_ctx_mem(ctx), (n + 1) * sizeof *ents)))
    return;
  for (size_t i = 0; i < n; i++)
    ents[i] = st->properties->u.entries[i];
  ents[n].name = xf_ident_cstr(ctx, name);
  ents[n].value = canon;
  xf_attr *d = ents[n].name ? xf_attr_dict(ctx, ents, n + 1) : NULL;
  if (d)
    st->properties = d;
  if (d && plain)
    (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), memo, e, d);
  if (ents != small)
    xfs_free(xfs_ctx_mem(ctx), ents, (n + 1) * sizeof *ents);
}

/* ------------------------------------------------------------ int enums */

int xfd_int_enum_lookup(const xfd_int_enum *e, const char *kw, size_t n) {
  for (unsigned i = 0; i < e->n; i++)
    if (strlen(e->names[i]) == n && memcmp(e->names[i], kw, n) == 0)
      return (int)i;
  return -1;
}

int xfd_int_enum_value(const xfd_int_enum *e, const xf_attr *a) {
  if (!a || a->kind != XF_ATTR_INTEGER || a->type->kind != XF_TYPE_INTEGER ||
      a->type->sign != XF_SIGNLESS || a->type->width != e->width)
    return -1;
  int64_t v = xf_attr_int_value(a);
  return v >= 0 && v < (int64_t)e->n ? (int)v : -1;
}

xf_attr *xfd_int_enum_attr(xf_context *ctx, const xfd_int_enum *e, unsigned v) {
  xf_type *t = e->width == 64 ? ctx->t_i64 : ctx->t_i32;
  return xf_attr_integer(ctx, t, (int64_t)v);
}
