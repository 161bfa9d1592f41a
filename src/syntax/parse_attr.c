/* parse_attr.c — builtin attributes, locations, dense/sparse element
 * literals and attribute aliases.
 *
 * Element literals (`dense<[[1, 2], [3, 4]]>`) are parsed in two steps, as
 * MLIR's TensorLiteralParser does: first the nested list is read into a flat
 * run of leaf tokens while its shape is inferred (every sub-list must agree),
 * then, once the `: type` is known, each leaf is converted to the element
 * type's bits.  A single scalar for a shaped type with several elements is a
 * splat.  All-equal element data is stored as a splat, as MLIR's storage
 * uniquer does, so it prints as `dense<v>`.
 */
#include <ctype.h>

#include "parser.h"
#include "affine_syntax.h"
#include "../support/numeric.h"

/* ----------------------------------------------------------- numbers */

/* Converts an integer token (with optional leading minus) to an integer
 * attribute of `type` (integer or index). */
static xf_attr *int_attr_from_tok(xfy_parser *p, const xfy_token *t, bool neg, xf_type *type) {
  unsigned width = type->kind == XF_TYPE_INDEX ? 64 : type->width;
  xfs_int_kind k = type->kind == XF_TYPE_INDEX ? XFS_INT_INDEX
                   : type->sign == XF_SIGNED   ? XFS_INT_SIGNED
                   : type->sign == XF_UNSIGNED ? XFS_INT_UNSIGNED
                                               : XFS_INT_SIGNLESS;
  if (width > XFS_INT_MAX_WIDTH) {  /* mlir-opt accepts up to 16777215 bits */
    xfy_error_at(p, t, "integer attributes wider than %u bits are not supported",
                 XFS_INT_MAX_WIDTH);
    return NULL;
  }
  uint64_t words[XFS_INT_WORDS(XFS_INT_MAX_WIDTH)];
  xfs_int_status st = xfs_int_parse_ex(t->text, t->len, neg, width, k, words);
  if (st == XFS_INT_NEG_UNSIGNED) {
    xfy_error_at(p, t, "negative integer literal not valid for unsigned integer type");
    return NULL;
  }
  if (st != XFS_INT_OK) {
    xfy_error_at(p, t, "integer constant out of range for attribute");
    return NULL;
  }
  if (type->kind == XF_TYPE_INTEGER && width == 1 && type->sign == XF_SIGNLESS)
    return xf_attr_bool(p->ctx, words[0] & 1);
  return xfi_attr_integer_words(p->ctx, type, words);
}

/* A decimal integer literal where a float is expected: MLIR's error, with
 * its note at the same place. */
static bool decimal_for_float(xfy_parser *p, const xfy_token *t) {
  if (p->failed)
    return false;
  p->failed = true;
  xf_attr *loc = xfy_tok_loc(p, t);
  xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, loc);
  xf_diag_printf(d, "unexpected decimal integer literal for a floating point value");
  xf_diag_printf(xf_diag_note(d, loc), "add a trailing dot to make the literal a float");
  xf_diag_report(d);
  return false;
}

/* The bits of float literal `t` (a float, or a hexadecimal integer giving
 * the bits) for float `type`. */
static bool float_bits_from_tok(xfy_parser *p, const xfy_token *t, bool neg, xf_type *type,
                                uint64_t bits[2]) {
  xfs_fsem s = (xfs_fsem)type->fsem;
  bool is_hex = t->kind == XFY_INTEGER && t->len > 1 && t->text[1] == 'x';
  if (t->kind == XFY_INTEGER && !is_hex)
    return decimal_for_float(p, t);
  if (is_hex) {
    if (neg)
      return xfy_error_at(p, t, "hexadecimal float literal should not have a leading minus");
    if (!xfs_float_from_hex(s, t->text, t->len, bits))
      return xfy_error_at(p, t, "hexadecimal float constant out of range for type");
    return true;
  }
  if (!xfs_float_from_literal(s, t->text, t->len, neg, bits))
    return xfy_error_at(p, t, "floating point value too large for attribute");
  return true;
}

/* `[-] number [: type]`; without `allow_colon` the type is `hint`. */
static xf_attr *parse_number_ex(xfy_parser *p, xf_type *hint, bool allow_colon) {
  bool neg = xfy_accept(p, XFY_MINUS);
  xfy_token t = p->tok;
  if (t.kind != XFY_INTEGER && t.kind != XFY_FLOAT) {
    xfy_error_expected(p, "expected constant integer or floating point value");
    return NULL;
  }
  xfy_next(p);
  xf_type *type = hint;
  if (allow_colon && xfy_accept(p, XFY_COLON)) {
    type = xfy_parse_type(p);
    if (!type)
      return NULL;
  }
  if (t.kind == XFY_FLOAT) {
    if (!type)
      type = p->ctx->t_f64;
    if (type->kind != XF_TYPE_FLOAT) {
      xfy_error(p, "floating point value not valid for specified type");  /* after the type */
      return NULL;
    }
    uint64_t bits[2];
    if (!float_bits_from_tok(p, &t, neg, type, bits))
      return NULL;
    return xfi_attr_float_bits(p->ctx, type, bits);
  }
  if (!type)
    type = p->ctx->t_i64;
  if (type->kind == XF_TYPE_FLOAT) {
    uint64_t bits[2];
    if (!float_bits_from_tok(p, &t, neg, type, bits))
      return NULL;
    return xfi_attr_float_bits(p->ctx, type, bits);
  }
  if (type->kind != XF_TYPE_INTEGER && type->kind != XF_TYPE_INDEX) {
    xfy_error_at(p, &t, "integer literal not valid for specified type");
    return NULL;
  }
  return int_attr_from_tok(p, &t, neg, type);
}

static xf_attr *parse_number(xfy_parser *p, xf_type *hint) {
  return parse_number_ex(p, hint, true);
}

/* ----------------------------------------------------- element literals */

typedef struct leaf {
  xfy_token tok;         /* INTEGER, FLOAT, STRING, or BARE_ID true/false */
  xfy_token tok2;        /* imaginary part of a complex `(re, im)` */
  bool neg, neg2;        /* leading minus */
  bool is_complex;       /* a `(re, im)` pair */
} leaf;

typedef struct elem_lit {
  xfs_vec leaves;        /* leaf */
  xfs_vec shape;         /* int64_t: inferred shape */
  bool is_hex;           /* "0x..." string literal */
  xfy_token hex;         /* its token */
  xfy_token start;       /* first token of the literal */
} elem_lit;

static void elem_lit_free(xfy_parser *p, elem_lit *l) {
  xfs_vec_free(xfs_ctx_mem(p->ctx), &l->leaves, sizeof(leaf));
  xfs_vec_free(xfs_ctx_mem(p->ctx), &l->shape, sizeof(int64_t));
}

static bool parse_leaf_scalar(xfy_parser *p, xfy_token *t, bool *neg) {
  *neg = xfy_accept(p, XFY_MINUS);
  *t = p->tok;
  if (t->kind == XFY_INTEGER || t->kind == XFY_FLOAT ||
      (!*neg && (t->kind == XFY_STRING || xfy_tok_is(t, "true") || xfy_tok_is(t, "false")))) {
    xfy_next(p);
    return true;
  }
  return xfy_error_expected(p, "expected element literal of primitive type");
}

static bool parse_leaf(xfy_parser *p, elem_lit *l) {
  leaf lf;
  memset(&lf, 0, sizeof lf);
  if (xfy_accept(p, XFY_LPAREN)) {
    lf.is_complex = true;
    if (!parse_leaf_scalar(p, &lf.tok, &lf.neg) || !xfy_expect(p, XFY_COMMA, "','") ||
        !parse_leaf_scalar(p, &lf.tok2, &lf.neg2) || !xfy_expect(p, XFY_RPAREN, "')'"))
      return false;
  } else if (!parse_leaf_scalar(p, &lf.tok, &lf.neg)) {
    return false;
  }
  if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &l->leaves, leaf, lf))
    return xfy_error(p, "out of memory");
  return true;
}

/* Parses one level of a nested list; `dims` receives this level's shape. */
static bool parse_list(xfy_parser *p, elem_lit *l, xfs_vec *dims, unsigned depth) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  if (depth > p->max_depth)
    return xfy_error(p, "nesting of element literals is too deep");
  if (!xfy_expect(p, XFY_LSQUARE, "'['"))
    return false;
  int64_t count = 0;
  xfs_vec first = {0};
  bool have_first = false, ok = true;
  if (!xfy_accept(p, XFY_RSQUARE)) {
    do {
      xfs_vec sub = {0};
      if (p->tok.kind == XFY_LSQUARE) {
        ok = parse_list(p, l, &sub, depth + 1);
      } else {
        ok = parse_leaf(p, l);
      }
      if (ok) {
        if (!have_first) {
          first = sub;
          have_first = true;
          sub.data = NULL;
        } else if (first.len != sub.len ||
                   (sub.len && memcmp(first.data, sub.data, sub.len * sizeof(int64_t)))) {
          ok = xfy_error(p, "tensor literal is invalid; ranks are not consistent between elements");
        }
      }
      xfs_vec_free(m, &sub, sizeof(int64_t));
      count++;
    } while (ok && xfy_accept(p, XFY_COMMA));
    ok = ok && xfy_expect(p, XFY_RSQUARE, "']'");
  }
  if (ok) {
    ok = XFS_VEC_PUSH(m, dims, int64_t, count);
    for (size_t i = 0; ok && i < first.len; i++)
      ok = XFS_VEC_PUSH(m, dims, int64_t, XFS_VEC_AT(&first, int64_t, i));
    if (!ok)
      xfy_error(p, "out of memory");
  }
  xfs_vec_free(m, &first, sizeof(int64_t));
  return ok;
}

/* The literal between `dense<` and `>`; the caller consumed `<`. */
static bool parse_elem_lit(xfy_parser *p, elem_lit *l) {
  memset(l, 0, sizeof *l);
  l->start = p->tok;
  if (p->tok.kind == XFY_GREATER)
    return true; /* empty: dense<> */
  if (p->tok.kind == XFY_STRING && p->tok.len > 3 && p->tok.text[1] == '0' &&
      p->tok.text[2] == 'x') {
    l->is_hex = true;
    l->hex = p->tok;
    xfy_next(p);
    return true;
  }
  if (p->tok.kind == XFY_LSQUARE)
    return parse_list(p, l, &l->shape, 0);
  return parse_leaf(p, l);
}

static void format_shape(xf_strbuf *b, const int64_t *s, size_t n) {
  xfs_buf_putc(b, '[');
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfs_buf_puts(b, ", ");
    xfs_buf_put_i64(b, s[i]);
  }
  xfs_buf_putc(b, ']');
}

/* Converts one scalar leaf token to element bits. */
static bool leaf_bits(xfy_parser *p, const xfy_token *t, bool neg, xf_type *et, uint64_t *out) {
  if (et->kind == XF_TYPE_FLOAT) {
    if (t->kind == XFY_INTEGER && !(t->len > 1 && t->text[1] == 'x'))
      return xfy_error_at(p, t, "expected floating-point elements, but parsed integer");
    if (t->kind != XFY_INTEGER && t->kind != XFY_FLOAT)
      return xfy_error_at(p, t, "expected floating-point elements, but parsed %s",
                          t->kind == XFY_STRING ? "string" : "boolean");
    uint64_t bits[2] = {0, 0};
    if (!float_bits_from_tok(p, t, neg, et, bits))
      return false;
    out[0] = bits[0];
    if (xfs_fsem_bits((xfs_fsem)et->fsem) > 64)
      out[1] = bits[1];
    return true;
  }
  unsigned width = et->kind == XF_TYPE_INDEX ? 64 : et->width;
  if (xfy_tok_is(t, "true") || xfy_tok_is(t, "false")) {
    if (width != 1)
      return xfy_error_at(p, t, "expected i1 type for 'true' or 'false' values");
    out[0] = xfy_tok_is(t, "true");
    return true;
  }
  if (t->kind == XFY_FLOAT)
    return xfy_error_at(p, t, "expected integer elements, but parsed floating-point");
  if (t->kind != XFY_INTEGER)
    return xfy_error_at(p, t, "expected integer elements, but parsed string");
  xfs_int_kind k = et->kind == XF_TYPE_INDEX ? XFS_INT_INDEX
                   : et->sign == XF_SIGNED   ? XFS_INT_SIGNED
                   : et->sign == XF_UNSIGNED ? XFS_INT_UNSIGNED
                                             : XFS_INT_SIGNLESS;
  if (width > XFS_INT_MAX_WIDTH)
    return xfy_error_at(p, t, "integer constant out of range for type");
  xfs_int_status st = xfs_int_parse_ex(t->text, t->len, neg, width, k, out);
  if (st == XFS_INT_NEG_UNSIGNED)
    return xfy_error_at(p, t, "expected unsigned integer elements, but parsed negative value");
  if (st != XFS_INT_OK)
    return xfy_error_at(p, t, "integer constant out of range for type");
  return true;
}

static unsigned elem_words(const xf_type *et) {
  if (et->kind == XF_TYPE_COMPLEX)
    return 2 * elem_words(et->elem);
  if (et->kind == XF_TYPE_FLOAT)
    return xfs_fsem_bits((xfs_fsem)et->fsem) > 64 ? 2 : 1;
  if (et->kind == XF_TYPE_INDEX)
    return 1;
  return xfi_int_words(et->width);
}

static unsigned elem_bits(const xf_type *et) {
  if (et->kind == XF_TYPE_COMPLEX)
    return 2 * elem_bits(et->elem);
  if (et->kind == XF_TYPE_FLOAT)
    return xfs_fsem_bits((xfs_fsem)et->fsem);
  if (et->kind == XF_TYPE_INDEX)
    return 64;
  return et->width;
}

/* Builds the attribute from hex data "0x..." (little-endian raw bytes). */
static xf_attr *dense_from_hex(xfy_parser *p, const elem_lit *l, xf_type *type, int64_t n) {
  xf_type *et = type->elem;
  const char *h = l->hex.text + 3;
  size_t hlen = l->hex.len - 4;
  if (hlen % 2)
    goto bad;
  size_t nbytes = hlen / 2;
  unsigned eb = elem_bits(et);
  size_t esz = eb == 1 ? 1 : (eb + 7) / 8;
  if (et->kind == XF_TYPE_COMPLEX)
    esz = 2 * ((elem_bits(et->elem) + 7) / 8);
  if (nbytes != esz && (int64_t)nbytes != (int64_t)esz * n)
    goto bad;
  size_t count = nbytes / esz;
  unsigned wpe = elem_words(et);
  uint64_t *data = xfs_calloc(xfs_ctx_mem(p->ctx), count * wpe * sizeof(uint64_t) + 8);
  if (!data) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  for (size_t i = 0; i < nbytes; i++) {
    int hi = isdigit((unsigned char)h[2 * i]) ? h[2 * i] - '0' : (tolower(h[2 * i]) - 'a' + 10);
    int lo = isdigit((unsigned char)h[2 * i + 1]) ? h[2 * i + 1] - '0'
                                                   : (tolower(h[2 * i + 1]) - 'a' + 10);
    if (!isxdigit((unsigned char)h[2 * i]) || !isxdigit((unsigned char)h[2 * i + 1])) {
      xfs_free(xfs_ctx_mem(p->ctx), data, count * wpe * sizeof(uint64_t) + 8);
      goto bad;
    }
    size_t e = i / esz, off = i % esz;
    size_t part = 0, partsz = esz;
    if (et->kind == XF_TYPE_COMPLEX) {
      partsz = esz / 2;
      part = off / partsz;
      off %= partsz;
    }
    uint64_t *w = data + e * wpe + part * (wpe / (et->kind == XF_TYPE_COMPLEX ? 2 : 1));
    w[off / 8] |= (uint64_t)(unsigned)(hi * 16 + lo) << (8 * (off % 8));
  }
  xf_attr *a = xfi_attr_dense(p->ctx, type, data, count, wpe);
  xfs_free(xfs_ctx_mem(p->ctx), data, count * wpe * sizeof(uint64_t) + 8);
  return a;
bad:
  xfy_error_at(p, &l->hex, "elements hex data size is invalid for provided type");
  return NULL;
}

static xf_attr *dense_strings(xfy_parser *p, const elem_lit *l, xf_type *type) {
  size_t n = l->leaves.len;
  xf_attr **strs = xfs_malloc(xfs_ctx_mem(p->ctx), (n ? n : 1) * sizeof *strs);
  if (!strs) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  xf_attr *res = NULL;
  for (size_t i = 0; i < n; i++) {
    leaf *lf = &XFS_VEC_AT(&l->leaves, leaf, i);
    if (lf->tok.kind != XFY_STRING) {
      xfy_error_at(p, &lf->tok, "expected string token, got integer or float literal");
      goto out;
    }
    p->sbuf.len = 0;
    if (!xfy_string_value(&lf->tok, &p->sbuf)) {
      xfy_error(p, "out of memory");
      goto out;
    }
    strs[i] = xf_attr_string(p->ctx, p->sbuf.data ? p->sbuf.data : "", p->sbuf.len, NULL);
  }
  res = xfi_attr_dense_string(p->ctx, type, strs, n);
out:
  xfs_free(xfs_ctx_mem(p->ctx), strs, (n ? n : 1) * sizeof *strs);
  return res;
}

static xf_strbuf type_text(xfy_parser *p, xf_type *t);

/* Converts a parsed literal to a dense attribute of shaped `type`. */
static xf_attr *build_dense(xfy_parser *p, elem_lit *l, xf_type *type, const xfy_token *type_tok) {
  if (!xfi_type_is_shaped(type) || type->kind == XF_TYPE_UNRANKED_TENSOR ||
      type->kind == XF_TYPE_UNRANKED_MEMREF) {
    xfy_error_at(p, type_tok, "elements literal must be a shaped type");
    return NULL;
  }
  int64_t n = xfi_type_num_elements(type);
  if (n < 0) {
    xfy_error_at(p, type_tok, "elements literal type must have static shape");
    return NULL;
  }
  xf_type *et = type->elem;
  if (l->is_hex)
    return dense_from_hex(p, l, type, n);
  bool is_string = l->leaves.len && XFS_VEC_AT(&l->leaves, leaf, 0).tok.kind == XFY_STRING &&
                   et->kind != XF_TYPE_INTEGER && et->kind != XF_TYPE_FLOAT &&
                   et->kind != XF_TYPE_INDEX && et->kind != XF_TYPE_COMPLEX;
  bool scalar = l->shape.len == 0 && l->leaves.len == 1;
  if (l->leaves.len == 0 && n != 0) {
    xf_strbuf b = type_text(p, (xf_type *)type);
    xfy_error_at(p, &l->start, "parsed zero elements, but type ('%s') expected at least 1",
                 b.len ? b.data : "");
    xf_strbuf_free(&b);
    return NULL;
  }
  if (!scalar && (l->shape.len != type->n ||
                  (type->n && memcmp(l->shape.data, type->shape, type->n * sizeof(int64_t)) != 0))) {
    if (!(l->shape.len == 0 && l->leaves.len == 0 && n == 0)) {
      xf_strbuf b;
      xf_strbuf_init(&b, p->ctx);
      xfs_buf_puts(&b, "inferred shape of elements literal (");
      format_shape(&b, l->shape.data, l->shape.len);
      xfs_buf_puts(&b, ") does not match type (");
      format_shape(&b, type->shape, type->n);
      xfs_buf_puts(&b, ")");
      xfy_error_at(p, &l->start, "%s", b.data ? b.data : "");
      xf_strbuf_free(&b);
      return NULL;
    }
  }
  if (is_string)
    return dense_strings(p, l, type);
  if (et->kind != XF_TYPE_INTEGER && et->kind != XF_TYPE_FLOAT && et->kind != XF_TYPE_INDEX &&
      et->kind != XF_TYPE_COMPLEX) {
    xfy_error_at(p, type_tok, "expected integer or floating point element type");
    return NULL;
  }
  unsigned wpe = elem_words(et);
  size_t count = l->leaves.len;
  size_t bytes = (count ? count : 1) * wpe * sizeof(uint64_t);
  uint64_t *data = xfs_calloc(xfs_ctx_mem(p->ctx), bytes);
  if (!data) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  xf_attr *res = NULL;
  for (size_t i = 0; i < count; i++) {
    leaf *lf = &XFS_VEC_AT(&l->leaves, leaf, i);
    uint64_t *out = data + i * wpe;
    if (et->kind == XF_TYPE_COMPLEX) {
      unsigned half = wpe / 2;
      if (!lf->is_complex) {
        xfy_error_at(p, &lf->tok, "expected complex element");
        goto out;
      }
      if (!leaf_bits(p, &lf->tok, lf->neg, et->elem, out) ||
          !leaf_bits(p, &lf->tok2, lf->neg2, et->elem, out + half))
        goto out;
    } else {
      if (lf->is_complex) {
        xfy_error_at(p, &lf->tok, "unexpected complex element");
        goto out;
      }
      if (!leaf_bits(p, &lf->tok, lf->neg, et, out))
        goto out;
    }
  }
  res = xfi_attr_dense(p->ctx, type, data, count, wpe);
out:
  xfs_free(xfs_ctx_mem(p->ctx), data, bytes);
  return res;
}

/* Parses `: type` (or takes the hint) for an elements attribute. */
static xf_type *elements_type(xfy_parser *p, xf_type *hint, xfy_token *tt) {
  if (!xfy_at(p, XFY_COLON) && hint) {
    *tt = p->tok;
    return hint;
  }
  if (!xfy_expect(p, XFY_COLON, "':'"))
    return NULL;
  *tt = p->tok;
  return xfy_parse_type(p);
}

static xf_attr *parse_dense(xfy_parser *p, xf_type *hint) {
  xfy_token kw = p->prev;
  if (!xfy_expect(p, XFY_LESS, "'<' after 'dense'"))
    return NULL;
  elem_lit l;
  xf_attr *res = NULL;
  if (!parse_elem_lit(p, &l) || !xfy_expect(p, XFY_GREATER, "'>'"))
    goto out;
  l.start = kw;
  xfy_token tt;
  xf_type *type = elements_type(p, hint, &tt);
  if (type)
    res = build_dense(p, &l, type, &tt);
out:
  elem_lit_free(p, &l);
  return res;
}

/* sparse<indices, values> : type */
static xf_attr *parse_sparse(xfy_parser *p, xf_type *hint) {
  if (!xfy_expect(p, XFY_LESS, "'<' after 'sparse'"))
    return NULL;
  elem_lit ind, val;
  memset(&ind, 0, sizeof ind);
  memset(&val, 0, sizeof val);
  xf_attr *res = NULL;
  bool empty = xfy_at(p, XFY_GREATER);
  if (!empty) {
    if (!parse_elem_lit(p, &ind) || !xfy_expect(p, XFY_COMMA, "','") || !parse_elem_lit(p, &val))
      goto out;
  }
  if (!xfy_expect(p, XFY_GREATER, "'>'"))
    goto out;
  xfy_token tt;
  xf_type *type = elements_type(p, hint, &tt);
  if (!type)
    goto out;
  if (!xfi_type_is_shaped(type) || xfi_type_num_elements(type) < 0) {
    xfy_error_at(p, &tt, "elements literal type must have static shape");
    goto out;
  }
  /* Indices: i64 tensor of shape [N, rank] (a single index list is [1, rank]
   * when nested once, a plain list is [N] for rank-1 types as MLIR allows). */
  int64_t rank = type->n;
  int64_t nvals = empty ? 0 : (val.shape.len ? XFS_VEC_AT(&val.shape, int64_t, 0) : 1);
  int64_t ishape[2] = {nvals, rank};
  if (!empty && ind.shape.len == 2) {
    ishape[0] = XFS_VEC_AT(&ind.shape, int64_t, 0);
    ishape[1] = XFS_VEC_AT(&ind.shape, int64_t, 1);
  } else if (!empty && ind.shape.len == 1) {
    ishape[0] = 1;
    ishape[1] = XFS_VEC_AT(&ind.shape, int64_t, 0);
  }
  xf_type *itype = xf_type_ranked_tensor(p->ctx, ishape, 2, p->ctx->t_i64, NULL);
  int64_t vshape[1] = {ishape[0]};
  xf_type *vtype = xf_type_ranked_tensor(p->ctx, vshape, 1, type->elem, NULL);
  if (!itype || !vtype) {
    xfy_error(p, "out of memory");
    goto out;
  }
  xf_attr *ia, *va;
  if (empty) {
    ia = xfi_attr_dense(p->ctx, itype, NULL, 0, 1);
    va = xfi_attr_dense(p->ctx, vtype, NULL, 0, elem_words(type->elem));
  } else {
    if (ind.shape.len) {
      ind.shape.len = 0;
      if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &ind.shape, int64_t, ishape[0]) ||
          !XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &ind.shape, int64_t, ishape[1])) {
        xfy_error(p, "out of memory");
        goto out;
      }
    }
    ia = build_dense(p, &ind, itype, &tt);
    va = ia ? build_dense(p, &val, vtype, &tt) : NULL;
  }
  if (ia && va)
    res = xfi_attr_sparse(p->ctx, type, ia, va);
out:
  elem_lit_free(p, &ind);
  elem_lit_free(p, &val);
  return res;
}

static xf_attr *parse_dense_resource(xfy_parser *p, xf_type *hint) {
  if (!xfy_expect(p, XFY_LESS, "'<'"))
    return NULL;
  xfy_token t = p->tok;
  if (t.kind != XFY_BARE_ID && t.kind != XFY_STRING) {
    xfy_error_expected(p, "expected identifier key for 'resource' entry");
    return NULL;
  }
  xfy_next(p);
  if (!xfy_expect(p, XFY_GREATER, "'>'"))
    return NULL;
  xfy_token tt;
  xf_type *type = elements_type(p, hint, &tt);
  if (!type)
    return NULL;
  xf_ident *h = xf_ident_get(p->ctx, t.text, t.len);
  if (!h) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  return xfi_attr_dense_resource(p->ctx, type, h);
}

/* Appends the spelling of `t` to a fresh buffer (for messages); the
 * caller frees it. */
static xf_strbuf type_text(xfy_parser *p, xf_type *t) {
  xf_strbuf b;
  xf_strbuf_init(&b, p->ctx);
  if (xf_print_type(t, &b) != XF_OK || !b.len)
    b.len = 0;
  return b;
}

/* One integer element of `array<et: ...>`, as MLIR's DenseArrayElementParser
 * reads it: i1 takes only true/false; a literal out of range (a negative
 * one is taken as two's complement, even for unsigned types) is reported
 * at the token after it. */
static bool darr_int(xfy_parser *p, xf_type *et, uint64_t *out) {
  bool neg = xfy_accept(p, XFY_MINUS);
  xfy_token t = p->tok;
  bool is_i1 = et->width == 1 && et->sign == XF_SIGNLESS;
  if (xfy_tok_is(&t, "true") || xfy_tok_is(&t, "false")) {
    if (!is_i1)
      return xfy_error(p, "expected i1 type for 'true' or 'false' values");
    *out = xfy_tok_is(&t, "true");
    xfy_next(p);
    return true;
  }
  if (t.kind != XFY_INTEGER)
    return xfy_error(p, "expected integer literal");
  xfy_next(p);
  if (is_i1)
    return xfy_error(p, "expected 'true' or 'false' values for i1 type");
  xfs_int_kind k = et->sign == XF_SIGNED ? XFS_INT_SIGNED
                   : et->sign == XF_UNSIGNED && !neg ? XFS_INT_UNSIGNED
                                                     : XFS_INT_SIGNLESS;
  uint64_t words[XFS_INT_WORDS(XFS_INT_MAX_WIDTH)] = {0};
  if (et->width > XFS_INT_MAX_WIDTH ||
      xfs_int_parse_ex(t.text, t.len, neg, et->width, k, words) != XFS_INT_OK)
    return xfy_error(p, "integer constant out of range");
  *out = words[0];
  return true;
}

/* One float element of `array<et: ...>`: a float literal or the bits as a
 * hexadecimal integer. */
static bool darr_float(xfy_parser *p, xf_type *et, uint64_t *out) {
  bool neg = xfy_accept(p, XFY_MINUS);
  xfy_token t = p->tok;
  if (t.kind != XFY_FLOAT && t.kind != XFY_INTEGER)
    return xfy_error(p, "expected floating point literal");
  uint64_t bits[2] = {0, 0};
  if (!float_bits_from_tok(p, &t, neg, et, bits))
    return false;
  xfy_next(p);
  *out = bits[0];
  return true;
}

/* array<i32: 1, 2, 3> */
static xf_attr *parse_dense_array(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LESS, "'<' after 'array'"))
    return NULL;
  xfy_token tt = p->tok;
  xf_type *et = xfy_parse_type(p);
  if (!et)
    return NULL;
  if (et->kind != XF_TYPE_INTEGER && et->kind != XF_TYPE_FLOAT) {
    xf_strbuf b = type_text(p, et);
    xfy_error_at(p, &tt, "expected integer or float type, got: '%s'", b.len ? b.data : "");
    xf_strbuf_free(&b);
    return NULL;
  }
  if (!(et->kind == XF_TYPE_INTEGER && et->width == 1) && et->width % 8) {
    xfy_error_at(p, &tt, "element type bitwidth must be a multiple of 8");
    return NULL;
  }
  xfs_vec vals = {0};
  xf_attr *res = NULL;
  if (xfy_accept(p, XFY_COLON)) {
    do {
      uint64_t v = 0;
      if (!(et->kind == XF_TYPE_FLOAT ? darr_float(p, et, &v) : darr_int(p, et, &v)))
        goto out;
      if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &vals, uint64_t, v)) {
        xfy_error(p, "out of memory");
        goto out;
      }
    } while (xfy_accept(p, XFY_COMMA));
  }
  if (!xfy_expect(p, XFY_GREATER, "'>' to close an array attribute"))
    goto out;
  res = xfi_attr_dense_array(p->ctx, et, vals.data, vals.len);
out:
  xfs_vec_free(xfs_ctx_mem(p->ctx), &vals, sizeof(uint64_t));
  return res;
}

/* strided<[s0, s1], offset: o> */
static xf_attr *parse_strided(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LESS, "'<'") || !xfy_expect(p, XFY_LSQUARE, "'['"))
    return NULL;
  xfs_vec st = {0};
  xf_attr *res = NULL;
  int64_t off = 0;
  bool has_off = false;
  if (!xfy_accept(p, XFY_RSQUARE)) {
    do {
      int64_t v;
      if (xfy_accept(p, XFY_QUESTION)) {
        v = XF_DYNAMIC;
      } else {
        bool neg = xfy_accept(p, XFY_MINUS);
        if (!xfy_parse_int64(p, &v))
          goto out;
        if (neg)
          v = -v;
      }
      if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &st, int64_t, v)) {
        xfy_error(p, "out of memory");
        goto out;
      }
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RSQUARE, "']'"))
      goto out;
  }
  if (xfy_accept(p, XFY_COMMA)) {
    if (!xfy_expect_kw(p, "offset") || !xfy_expect(p, XFY_COLON, "':' after 'offset'"))
      goto out;
    if (xfy_accept(p, XFY_QUESTION)) {
      off = XF_DYNAMIC;
    } else {
      bool neg = xfy_accept(p, XFY_MINUS);
      if (!xfy_parse_int64(p, &off))
        goto out;
      if (neg)
        off = -off;
    }
    has_off = true;
  }
  if (!xfy_expect(p, XFY_GREATER, "'>'"))
    goto out;
  res = xfi_attr_strided(p->ctx, off, has_off && off != 0, st.data, st.len);
out:
  xfs_vec_free(xfs_ctx_mem(p->ctx), &st, sizeof(int64_t));
  return res;
}

/* affine_map<...> / affine_set<...> through the affine syntax module. */
static xf_attr *parse_affine(xfy_parser *p, bool is_set) {
  if (p->tok.kind != XFY_LESS) {
    xfy_error_expected(p, "expected '<'");
    return NULL;
  }
  const char *err_pos = NULL, *err_msg = NULL;
  xf_attr *a = NULL;
  const char *start = p->tok.text + 1;
  const char *e = is_set ? xfy_parse_integer_set(p->ctx, start, p->lx.end, &a, &err_pos, &err_msg)
                         : xfy_parse_affine_map(p->ctx, start, p->lx.end, &a, &err_pos, &err_msg);
  if (!e) {
    xfy_error_at_ptr(p, err_pos ? err_pos : start, "%s", err_msg ? err_msg : "invalid affine syntax");
    return NULL;
  }
  xfy_skip_raw_to(p, e);
  return a;
}

/* ------------------------------------------------------------ locations */

static xf_attr *parse_loc_inner(xfy_parser *p);

static xf_attr *parse_callsite(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LPAREN, "'(' in callsite location"))
    return NULL;
  xf_attr *callee = parse_loc_inner(p);
  if (!callee || !xfy_expect_kw(p, "at"))
    return NULL;
  xf_attr *caller = parse_loc_inner(p);
  if (!caller || !xfy_expect(p, XFY_RPAREN, "')' in callsite location"))
    return NULL;
  return xf_loc_callsite(p->ctx, callee, caller);
}

static xf_attr *parse_fused(xfy_parser *p) {
  xf_attr *meta = NULL;
  if (xfy_accept(p, XFY_LESS)) {
    meta = xfy_parse_attr(p, NULL);
    if (!meta || !xfy_expect(p, XFY_GREATER, "'>' after fused location metadata"))
      return NULL;
  }
  if (!xfy_expect(p, XFY_LSQUARE, "'[' in fused location"))
    return NULL;
  xfs_vec v = {0};
  xf_attr *res = NULL;
  do {
    xf_attr *l = parse_loc_inner(p);
    if (!l)
      goto out;
    if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &v, xf_attr *, l)) {
      xfy_error(p, "out of memory");
      goto out;
    }
  } while (xfy_accept(p, XFY_COMMA));
  if (!xfy_expect(p, XFY_RSQUARE, "']' in fused location"))
    goto out;
  res = xf_loc_fused(p->ctx, v.data, v.len, meta);
out:
  xfs_vec_free(xfs_ctx_mem(p->ctx), &v, sizeof(xf_attr *));
  return res;
}

static bool parse_u32(xfy_parser *p, unsigned *out, const char *what) {
  if (p->tok.kind != XFY_INTEGER)
    return xfy_error_expected(p, "expected integer %s number in FileLineColRange", what);
  uint64_t v = 0;
  if (!xfy_tok_uint(&p->tok, &v) || v > UINT32_MAX)
    return xfy_error(p, "expected integer %s number in FileLineColRange", what);
  *out = (unsigned)v;
  xfy_next(p);
  return true;
}

/* "file":line:col, "file":l:c to l:c, "name", "name"(child) */
static xf_attr *parse_string_loc(xfy_parser *p) {
  xfy_token st = p->tok;
  xfy_next(p);
  p->sbuf.len = 0;
  if (!xfy_string_value(&st, &p->sbuf)) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  xf_ident *s = xf_ident_get(p->ctx, p->sbuf.data ? p->sbuf.data : "", p->sbuf.len);
  if (!s) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  if (xfy_accept(p, XFY_COLON)) {
    unsigned line = 0, col = 0, el = 0, ec = 0;
    if (!parse_u32(p, &line, "line"))
      return NULL;
    bool range = false;
    if (xfy_accept(p, XFY_COLON)) {
      if (!parse_u32(p, &col, "column"))
        return NULL;
      if (xfy_accept_kw(p, "to")) {
        range = true;
        el = line;
        if (p->tok.kind == XFY_INTEGER && !parse_u32(p, &el, "line"))
          return NULL;
        if (!xfy_expect(p, XFY_COLON, "':' in FileLineColRange") ||
            !parse_u32(p, &ec, "column"))
          return NULL;
      }
    }
    if (range)
      return xfi_attr_file_range(p->ctx, s, line, col, el, ec);
    return xf_loc_file(p->ctx, s, line, col);
  }
  xf_attr *child = NULL;
  if (xfy_accept(p, XFY_LPAREN)) {
    child = parse_loc_inner(p);
    if (!child || !xfy_expect(p, XFY_RPAREN, "')' after child location of NameLoc"))
      return NULL;
  }
  return xf_loc_name(p->ctx, s, child);
}

static xf_attr *parse_loc_inner(xfy_parser *p) {
  if (++p->depth > p->max_depth) {
    p->depth--;
    xfy_error(p, "location nesting is too deep");
    return NULL;
  }
  xf_attr *res = NULL;
  xfy_token t = p->tok;
  if (t.kind == XFY_HASH_ID) {
    res = xfy_parse_attr(p, NULL);
    if (res && !xf_attr_is_location(res)) {
      xfy_error_at(p, &t, "expected location attribute, but got%s", "");
      res = NULL;
    }
  } else if (t.kind == XFY_STRING) {
    res = parse_string_loc(p);
  } else if (xfy_tok_is(&t, "unknown")) {
    xfy_next(p);
    res = xf_loc_unknown(p->ctx);
  } else if (xfy_tok_is(&t, "callsite")) {
    xfy_next(p);
    res = parse_callsite(p);
  } else if (xfy_tok_is(&t, "fused")) {
    xfy_next(p);
    res = parse_fused(p);
  } else {
    xfy_error_expected(p, "expected location instance");
  }
  p->depth--;
  return res;
}

/* After the `loc` keyword: `(location)`. */
xf_attr *xfy_parse_location(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LPAREN, "'(' in location"))
    return NULL;
  xf_attr *l = parse_loc_inner(p);
  if (!l || !xfy_expect(p, XFY_RPAREN, "')' in location"))
    return NULL;
  return l;
}

bool xfy_parse_trailing_loc(xfy_parser *p, xf_attr **loc) {
  *loc = NULL;
  if (!xfy_tok_is(&p->tok, "loc"))
    return true;
  xfy_next(p);
  *loc = xfy_parse_location(p);
  return *loc != NULL;
}

/* --------------------------------------------------- composite attributes */

static xf_attr *parse_array(xfy_parser *p) {
  xfy_next(p); /* [ */
  xfs_vec v = {0};
  xf_attr *res = NULL;
  if (!xfy_accept(p, XFY_RSQUARE)) {
    do {
      xf_attr *a = xfy_parse_attr(p, NULL);
      if (!a)
        goto out;
      if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &v, xf_attr *, a)) {
        xfy_error(p, "out of memory");
        goto out;
      }
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RSQUARE, "',' or ']'"))
      goto out;
  }
  res = xf_attr_array(p->ctx, v.data, v.len);
out:
  xfs_vec_free(xfs_ctx_mem(p->ctx), &v, sizeof(xf_attr *));
  return res;
}

/* ---- attribute memo: a single-line `{...}` or `[...]` attribute, or a
 * `#dialect.name<...>` / `dense<...>` one (with or without ` : type<...>`),
 * spelled exactly as one parsed before without any diagnostic is the same
 * attribute (aliases cannot be redefined, distinct ids map to the same
 * attribute within a parser), so it is not parsed again.  Spellings with
 * newlines, backslashes, `->` or SSA/block sigils are not memoised, nor an
 * untyped `name<...>` that a `:` (a type the parser would take) or the end
 * of the line follows. */

/* The end of the bracketed spelling at `s` ('{' or '['), and its hash; NULL
 * when it is not memoisable. */
static const char *attr_memo_scan(const xfy_parser *p, const char *s, uint32_t *hash) {
  const char *e = p->lx.end, *limit = s + 2048;
  uint32_t h = 2166136261u;
  int depth = 0;
  bool in_str = false;
  for (const char *q = s; q < e && q < limit; q++) {
    unsigned char c = (unsigned char)*q;
    if (c == '\n' || c == '\\' || c == 0 || c == '\r')
      return NULL;
    h = (h ^ c) * 16777619u;
    if (in_str) {
      in_str = c != '"';
      continue;
    }
    switch (c) {
    case '"': in_str = true; break;
    case '%': case '^': return NULL;
    case '{': case '[': case '(': depth++; break;
    case '}': case ']': case ')':
      if (--depth == 0) {
        *hash = h;
        return q + 1;
      }
      break;
    default: break;
    }
  }
  return NULL;
}

/* One past the `>` closing the `<` at `q`, or NULL when the body is not
 * memoisable (see above) or longer than `limit`. */
static const char *angle_memo_end(const char *q, const char *e, const char *limit) {
  int depth = 0;
  bool in_str = false;
  for (; q < e && q < limit; q++) {
    char c = *q;
    if (c == '\n' || c == '\\' || c == 0 || c == '\r')
      return NULL;
    if (in_str) {
      in_str = c != '"';
      continue;
    }
    switch (c) {
    case '"': in_str = true; break;
    case '%': case '^': return NULL;
    case '-':
      if (q + 1 < e && q[1] == '>')
        return NULL;
      break;
    case '<': case '{': case '[': case '(': depth++; break;
    case '>': case '}': case ']': case ')':
      if (--depth == 0)
        return c == '>' ? q + 1 : NULL;
      break;
    default: break;
    }
  }
  return NULL;
}

static bool memo_ident_char(char c) { return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$'; }

/* The start of the first token at or after `q` (past blanks, newlines, NUL
 * bytes and `//` comments, as the lexer skips them). */
static const char *skip_trivia(const char *q, const char *e) {
  while (q < e) {
    if (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r' || *q == 0) {
      q++;
    } else if (*q == '/' && q + 1 < e && q[1] == '/') {
      while (q < e && *q != '\n' && *q != '\r')
        q++;
    } else {
      break;
    }
  }
  return q;
}

/* The first character after `q` that is not a blank. */
static char next_nonblank(const char *q, const char *e) {
  while (q < e && (*q == ' ' || *q == '\t'))
    q++;
  return q < e ? *q : 0;
}

/* The end of the `[#]name<...>[ : type<...>]` spelling at `s` and its hash
 * (`*typed`: the type is part of it); NULL when it is not memoisable. */
static const char *angle_memo_scan(const xfy_parser *p, const char *s, uint32_t *hash, bool *typed) {
  const char *e = p->lx.end, *limit = s + 2048, *q = s + (*s == '#');
  while (q < e && memo_ident_char(*q))
    q++;
  if (q >= e || *q != '<' || !(q = angle_memo_end(q, e, limit)))
    return NULL;
  const char *r = q;
  while (r < e && (*r == ' ' || *r == '\t'))
    r++;
  *typed = r < e && *r == ':';
  if (*typed) {
    r++;
    while (r < e && (*r == ' ' || *r == '\t'))
      r++;
    const char *t = r;
    while (r < e && memo_ident_char(*r))
      r++;
    if (r == t || r >= e || *r != '<' || !(q = angle_memo_end(r, e, limit)))
      return NULL;
  } else if (r >= e || *r == '\n' || *r == '\r' || *r == '/') {
    return NULL;
  }
  uint32_t h = 2166136261u;
  for (const char *c = s; c < q; c++)
    h = (h ^ (unsigned char)*c) * 16777619u;
  *hash = h;
  return q;
}

/* Is the spelling `m` found again at `s` the same attribute?  An untyped
 * one must not be followed by a `:` or the end of the line (it may be
 * typed, or followed by a type on the next line, this time). */
static bool memo_tail_ok(const xfy_parser *p, const char *s, const xfy_type_memo *m) {
  if (*s == '{' || *s == '[')
    return true;
  const char *e = p->lx.end, *q = s + m->len;
  bool typed = false, in_str = false;
  int depth = 0;
  for (const char *c = s; c < q && !typed; c++) { /* a `:` outside the brackets */
    if (in_str)
      in_str = *c != '"';
    else if (*c == '"')
      in_str = true;
    else if (*c == '<' || *c == '{' || *c == '[' || *c == '(')
      depth++;
    else if (*c == '>' || *c == '}' || *c == ']' || *c == ')')
      depth--;
    else
      typed = *c == ':' && depth == 0;
  }
  char n = next_nonblank(q, e);
  return typed || (n != ':' && n != '\n' && n != '\r' && n != '/' && n != 0);
}

static xfy_tok_kind memo_close(char c) {
  return c == '}' ? XFY_RBRACE : c == ']' ? XFY_RSQUARE : XFY_GREATER;
}

/* Parses the attribute at the current token (`{`, `[`, or the first of a
 * `[#]name<...>` spelling) with `parse` through the memo. */
static xf_attr *parse_memoised(xfy_parser *p, xf_attr *(*parse)(xfy_parser *)) {
  const char *s = p->tok.text;
  const xfy_type_memo *r = xfy_memo_recent(p, p->attr_recent, s);
  if (r && memo_tail_ok(p, s, r)) {
    xf_attr *a = (xf_attr *)(void *)r->type;
    xfy_memo_skip(p, s + r->len, memo_close(s[r->len - 1]));
    return a;
  }
  uint32_t h;
  bool typed = false;
  const char *end = *s == '{' || *s == '[' ? attr_memo_scan(p, s, &h) : angle_memo_scan(p, s, &h, &typed);
  uint32_t len = end ? (uint32_t)(end - s) : 0;
  if (!end || p->depth + len >= p->max_depth)
    return parse(p);
  xfy_type_memo *m = &p->attr_memo[h % XFY_TYPE_MEMO_SIZE];
  if (m->text && m->len == len && memcmp(m->text, s, len) == 0) {
    xfy_memo_touch(p->attr_recent, m);
    xf_attr *a = (xf_attr *)(void *)m->type;
    xfy_memo_skip(p, end, memo_close(end[-1]));
    return a;
  }
  size_t ndiags = xf_context_num_diagnostics(p->ctx);
  xf_attr *a = parse(p);
  if (a && !p->failed && p->tok.text == skip_trivia(end, p->lx.end) &&
      xf_context_num_diagnostics(p->ctx) == ndiags) {
    m->text = s;
    m->len = len;
    m->type = (xf_type *)(void *)a;
    xfy_memo_touch(p->attr_recent, m);
  }
  return a;
}

static xf_attr *parse_dict_text(xfy_parser *p);

xf_attr *xfy_parse_dict(xfy_parser *p) {
  if (p->tok.kind != XFY_LBRACE)
    return parse_dict_text(p); /* reports the missing '{' */
  return parse_memoised(p, parse_dict_text);
}

static xf_attr *parse_dict_text(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LBRACE, "'{'"))
    return NULL;
  xfs_vec v = {0};
  xf_attr *res = NULL;
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  if (!xfy_accept(p, XFY_RBRACE)) {
    do {
      xfy_token k = p->tok;
      xf_ident *name;
      if (k.kind == XFY_BARE_ID) {
        name = xf_ident_get(p->ctx, k.text, k.len);
      } else if (k.kind == XFY_STRING) {
        p->sbuf.len = 0;
        if (!xfy_string_value(&k, &p->sbuf)) {
          xfy_error(p, "out of memory");
          goto out;
        }
        if (p->sbuf.len == 0) {
          xfy_error(p, "expected valid attribute name");
          goto out;
        }
        name = xf_ident_get(p->ctx, p->sbuf.data, p->sbuf.len);
      } else {
        xfy_error_expected(p, "expected attribute name");
        goto out;
      }
      if (!name) {
        xfy_error(p, "out of memory");
        goto out;
      }
      xfy_next(p);
      for (size_t i = 0; i < v.len; i++) {
        if (XFS_VEC_AT(&v, xf_named_attr, i).name == name) {
          xfy_error_at(p, &k, "duplicate key '%s' in dictionary attribute", name->str);
          goto out;
        }
      }
      xf_attr *val;
      if (xfy_accept(p, XFY_EQUAL)) {
        val = xfy_parse_attr(p, NULL);
        if (!val)
          goto out;
      } else {
        val = p->ctx->a_unit;
      }
      xf_named_attr na = {name, val};
      if (!XFS_VEC_PUSH(m, &v, xf_named_attr, na)) {
        xfy_error(p, "out of memory");
        goto out;
      }
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RBRACE, "'}' in attribute dictionary"))
      goto out;
  }
  res = xf_attr_dict(p->ctx, v.data, v.len);
  if (!res)
    xfy_error(p, "out of memory");
out:
  xfs_vec_free(m, &v, sizeof(xf_named_attr));
  return res;
}

static xf_attr *parse_symbol_ref(xfy_parser *p) {
  xfs_vec nested = {0};
  xf_attr *res = NULL;
  xf_ident *root = NULL;
  for (;;) {
    xfy_token t = p->tok;
    xf_ident *id;
    if (t.len > 1 && t.text[1] == '"') {
      p->sbuf.len = 0;
      if (!xfy_string_value(&t, &p->sbuf)) {
        xfy_error(p, "out of memory");
        goto out;
      }
      id = xf_ident_get(p->ctx, p->sbuf.data ? p->sbuf.data : "", p->sbuf.len);
    } else {
      id = xf_ident_get(p->ctx, t.text + 1, t.len - 1);
    }
    xfy_next(p);
    if (!id) {
      xfy_error(p, "out of memory");
      goto out;
    }
    if (!root)
      root = id;
    else if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &nested, xf_ident *, id)) {
      xfy_error(p, "out of memory");
      goto out;
    }
    /* `::@next` — the lexer returns two ':' tokens */
    if (p->tok.kind == XFY_COLON && p->lx.cur < p->lx.end && *p->lx.cur == ':' &&
        p->tok.text + 1 == p->lx.cur) {
      xfy_next(p);
      xfy_next(p);
      if (p->tok.kind != XFY_AT_ID) {
        xfy_error(p, "expected nested symbol reference identifier");
        goto out;
      }
      continue;
    }
    break;
  }
  res = xf_attr_symbol_ref(p->ctx, root, nested.data, nested.len);
out:
  xfs_vec_free(xfs_ctx_mem(p->ctx), &nested, sizeof(xf_ident *));
  return res;
}

static xf_attr *parse_string_attr(xfy_parser *p, xf_type *hint) {
  xfy_token t = p->tok;
  xfy_next(p);
  p->sbuf.len = 0;
  if (!xfy_string_value(&t, &p->sbuf)) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  xf_ident *tmp = xf_ident_get(p->ctx, p->sbuf.data ? p->sbuf.data : "", p->sbuf.len);
  if (!tmp) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  xf_type *type = NULL;
  if (xfy_accept(p, XFY_COLON)) {
    type = xfy_parse_type(p);
    if (!type)
      return NULL;
  }
  (void)hint;
  return xf_attr_string(p->ctx, tmp->str, tmp->len, type);
}

/* `distinct[N]<attr>` */
static xf_attr *parse_distinct(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LSQUARE, "'[' after 'distinct'"))
    return NULL;
  int64_t id;
  if (!xfy_parse_int64(p, &id) || !xfy_expect(p, XFY_RSQUARE, "']' to close distinct ID") ||
      !xfy_expect(p, XFY_LESS, "'<' after distinct ID"))
    return NULL;
  xf_attr *ref;
  if (xfy_at(p, XFY_GREATER))
    ref = p->ctx->a_unit;
  else
    ref = xfy_parse_attr(p, NULL);
  if (!ref || !xfy_expect(p, XFY_GREATER, "'>' to close distinct attribute"))
    return NULL;
  return xfy_distinct_for_id(p, (uint64_t)id, ref);
}

/* The DLTI maps (`#dlti.map`, `#dlti.dl_spec`, `#dlti.target_device_spec`,
 * `#dlti.target_system_spec`): `<key = attr, ...>` with string or type
 * keys, where an entry may also be written `#dlti.dl_entry<key, attr>`;
 * and `#dlti.dl_entry` itself.  mlir-opt parses their entries as
 * attributes and prints them in canonical form; xform does the same and
 * keeps the canonical text as an opaque attribute, with the checks of the
 * DLTI attributes' verifiers (repeated keys; a system spec maps device IDs
 * to device specs), reported at the mnemonic as mlir-opt does.  The current
 * token is the `#dlti.x` identifier. */
enum { DLTI_NONE, DLTI_MAP, DLTI_SYSTEM_SPEC, DLTI_ENTRY };

static int dlti_kind(const char *id, size_t len) {
  static const char *const maps[] = {"dlti.map", "dlti.dl_spec", "dlti.target_device_spec"};
  for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++)
    if (strlen(maps[i]) == len && memcmp(maps[i], id, len) == 0)
      return DLTI_MAP;
  if (len == 23 && memcmp(id, "dlti.target_system_spec", 23) == 0)
    return DLTI_SYSTEM_SPEC;
  if (len == 13 && memcmp(id, "dlti.dl_entry", 13) == 0)
    return DLTI_ENTRY;
  return DLTI_NONE;
}

/* Where a key's text sits in the canonical text being built. */
typedef struct key_span {
  size_t off, len;
} key_span;

/* A key (string or type) appended to `text`. */
static bool parse_dlti_key(xfy_parser *p, xf_strbuf *text) {
  if (p->tok.kind == XFY_STRING) {
    xfs_buf_put(text, p->tok.text, p->tok.len);
    xfy_next(p);
    return true;
  }
  xf_type *k = xfy_parse_type(p);
  return k && xf_print_type(k, text) == XF_OK;
}

/* `key sep attr` appended to `text` as `key join attr`; the key's span
 * in `text` goes to `key`. */
static bool parse_dlti_pair(xfy_parser *p, xf_strbuf *text, xfy_tok_kind sep, const char *join,
                            key_span *key, xf_attr **value) {
  key->off = text->len;
  if (!parse_dlti_key(p, text))
    return false;
  key->len = text->len - key->off;
  bool ok = sep == XFY_EQUAL ? xfy_expect(p, XFY_EQUAL, "'='") : xfy_expect(p, XFY_COMMA, "','");
  xf_attr *v = ok ? xfy_parse_attr(p, NULL) : NULL;
  if (!v)
    return false;
  *value = v;
  xfs_buf_puts(text, join);
  return xf_print_attr(v, text) == XF_OK;
}

static bool is_device_spec(const xf_attr *a) {
  return a->kind == XF_ATTR_OPAQUE && a->n > 24 && memcmp(a->u.str, "dlti.target_device_spec<", 24) == 0;
}

/* The verifiers' checks of a map's entries (`keys`: spans in `text`). */
static bool check_dlti_entries(xfy_parser *p, const char *mnemonic, int kind, const xf_strbuf *text,
                               const xfs_vec *keys, const xfs_vec *values) {
  for (size_t i = 0; i < keys->len; i++) {
    const key_span *ki = &XFS_VEC_AT(keys, key_span, i);
    const char *kt = text->data + ki->off;
    for (size_t j = 0; j < i; j++) {
      const key_span *kj = &XFS_VEC_AT(keys, key_span, j);
      if (ki->len == kj->len && memcmp(kt, text->data + kj->off, ki->len) == 0)
        return xfy_error_at_ptr(p, mnemonic,
                                kind == DLTI_SYSTEM_SPEC
                                    ? "repeated device ID in dlti.target_system_spec: %.*s"
                                    : "repeated DLTI key: %.*s",
                                (int)ki->len, kt);
    }
    if (kind == DLTI_SYSTEM_SPEC && !is_device_spec(XFS_VEC_AT(values, xf_attr *, i)))
      return xfy_error_at_ptr(p, mnemonic, "value associated with key %.*s is not a DLTI device spec",
                              (int)ki->len, kt);
  }
  return true;
}

static bool at_dl_entry(xfy_parser *p) {
  return p->tok.kind == XFY_HASH_ID && p->tok.len == 14 && memcmp(p->tok.text, "#dlti.dl_entry", 14) == 0;
}

static xf_attr *parse_dlti(xfy_parser *p, const char *id, size_t idlen, int kind) {
  xf_strbuf text;
  xf_strbuf_init(&text, p->ctx);
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  xfs_vec keys = {0}, values = {0};
  xfs_buf_put(&text, id, idlen);
  xfs_buf_putc(&text, '<');
  xfy_next(p);
  bool ok = xfy_expect(p, XFY_LESS, "'<'");
  key_span key;
  xf_attr *v = NULL;
  if (ok && kind == DLTI_ENTRY) {
    ok = parse_dlti_pair(p, &text, XFY_COMMA, ", ", &key, &v) && xfy_expect(p, XFY_GREATER, "'>'");
  } else {
    bool first = true;
    while (ok && !xfy_accept(p, XFY_GREATER)) {
      if (!first && !xfy_expect(p, XFY_COMMA, "',' or '>'")) {
        ok = false;
        break;
      }
      if (!first)
        xfs_buf_puts(&text, ", ");
      first = false;
      if (at_dl_entry(p)) { /* `#dlti.dl_entry<key, attr>` is the entry `key = attr` */
        xfy_next(p);
        ok = xfy_expect(p, XFY_LESS, "'<'") && parse_dlti_pair(p, &text, XFY_COMMA, " = ", &key, &v) &&
             xfy_expect(p, XFY_GREATER, "'>'");
      } else {
        ok = parse_dlti_pair(p, &text, XFY_EQUAL, " = ", &key, &v);
      }
      ok = ok && XFS_VEC_PUSH(m, &keys, key_span, key) && XFS_VEC_PUSH(m, &values, xf_attr *, v);
    }
    ok = ok && !text.failed && check_dlti_entries(p, id + 5, kind, &text, &keys, &values);
  }
  xfs_buf_putc(&text, '>');
  xf_attr *a = ok && !text.failed ? xfi_attr_opaque(p->ctx, text.data, text.len) : NULL;
  if (ok && !a)
    xfy_error(p, "out of memory");
  xf_strbuf_free(&text);
  xfs_vec_free(m, &keys, sizeof(key_span));
  xfs_vec_free(m, &values, sizeof(xf_attr *));
  return a;
}

/* `#alias` or `#dialect.mnemonic<body>` / `#dialect<body>`. */
static xf_attr *parse_hash_attr(xfy_parser *p) {
  xfy_token t = p->tok;
  const char *id = t.text + 1;
  size_t idlen = t.len - 1;
  const char *dot = memchr(id, '.', idlen);
  bool body = p->lx.cur < p->lx.end && *p->lx.cur == '<';
  if (!dot && !body) {
    xf_attr *a = xfs_map_get(&p->attr_aliases, t.text, t.len, xfs_hash_bytes(t.text, t.len, 0));
    xfy_next(p);
    if (!a) {
      xfy_error_expected(p, "undefined symbol alias id '%.*s'", (int)idlen, id);
      return NULL;
    }
    return a;
  }
  int dk = body ? dlti_kind(id, idlen) : DLTI_NONE;
  if (dk != DLTI_NONE)
    return parse_dlti(p, id, idlen, dk);
  if (dot && dot - id == 4 && memcmp(id, "dlti", 4) == 0) {
    xfy_error_at_ptr(p, dot + 1, "unknown attribute `%.*s` in dialect `dlti`",
                     (int)(idlen - 5), dot + 1);
    return NULL;
  }
  const char *end = t.text + t.len;
  if (body) {
    end = xfy_scan_dialect_body(p, p->lx.cur);
    if (!end)
      return NULL;
  }
  size_t dlen = dot ? (size_t)(dot - id) : idlen;
  if (dot && !xfy_valid_namespace(id, dlen)) /* `!.x`, `#a-b.x`: after the dot, as mlir-opt */
    return xfy_error_at_ptr(p, dot + 1, "invalid dialect namespace '\"%.*s\"'", (int)dlen, id), NULL;
  if (!xfy_dialect_allowed(p, id, dlen)) {
    xfy_error_at(p, &t, "dialect '%.*s' is unknown; use -allow-unregistered-dialect to accept its attributes",
                 (int)dlen, id);
    return NULL;
  }
  if (dlen == 7 && memcmp(id, "builtin", 7) == 0) /* its attributes are all keywords */
    return xfy_error_at_ptr(p, id + 8, "dialect 'builtin' provides no attribute parsing hook"), NULL;
  const char *text = id;
  size_t tlen = (size_t)(end - id);
  if (body)
    xfy_skip_raw_to(p, end);
  else
    xfy_next(p);
  xf_type *type = NULL;
  if (xfy_accept(p, XFY_COLON)) {
    type = xfy_parse_type(p);
    if (!type)
      return NULL;
  }
  return type ? xfi_attr_opaque_typed(p->ctx, text, tlen, type) : xfi_attr_opaque(p->ctx, text, tlen);
}

static xf_attr *parse_keyword_attr(xfy_parser *p, xf_type *hint) {
  xfy_token t = p->tok;
  if (xfy_tok_is(&t, "true") || xfy_tok_is(&t, "false")) {
    xfy_next(p);
    return xf_attr_bool(p->ctx, xfy_tok_is(&t, "true"));
  }
  if (xfy_tok_is(&t, "unit")) {
    xfy_next(p);
    return p->ctx->a_unit;
  }
  if (xfy_tok_is(&t, "dense")) {
    xfy_next(p);
    return parse_dense(p, hint);
  }
  if (xfy_tok_is(&t, "dense_resource")) {
    xfy_next(p);
    return parse_dense_resource(p, hint);
  }
  if (xfy_tok_is(&t, "sparse")) {
    xfy_next(p);
    return parse_sparse(p, hint);
  }
  if (xfy_tok_is(&t, "array")) {
    xfy_next(p);
    return parse_dense_array(p);
  }
  if (xfy_tok_is(&t, "affine_map") || xfy_tok_is(&t, "affine_set")) {
    xfy_next(p);
    return parse_affine(p, xfy_tok_is(&t, "affine_set"));
  }
  if (xfy_tok_is(&t, "strided")) {
    xfy_next(p);
    return parse_strided(p);
  }
  if (xfy_tok_is(&t, "loc")) {
    xfy_next(p);
    return xfy_parse_location(p);
  }
  if (xfy_tok_is(&t, "distinct")) {
    xfy_next(p);
    return parse_distinct(p);
  }
  if (xfy_tok_starts_type(p)) {
    xf_type *ty = xfy_parse_type(p);
    return ty ? xf_attr_type(p->ctx, ty) : NULL;
  }
  xfy_error_expected(p, "expected attribute value");
  return NULL;
}

static xf_attr *parse_dense_untyped_hint(xfy_parser *p) { return parse_keyword_attr(p, NULL); }

static xf_attr *parse_attr_inner(xfy_parser *p, xf_type *hint) {
  if (!hint && (p->tok.kind == XFY_HASH_ID || xfy_tok_is(&p->tok, "dense")) &&
      p->tok.text + p->tok.len < p->lx.end && p->tok.text[p->tok.len] == '<')
    return parse_memoised(p, p->tok.kind == XFY_HASH_ID ? parse_hash_attr : parse_dense_untyped_hint);
  switch (p->tok.kind) {
  case XFY_LSQUARE: return parse_memoised(p, parse_array);
  case XFY_LBRACE: return xfy_parse_dict(p);
  case XFY_AT_ID: return parse_symbol_ref(p);
  case XFY_STRING: return parse_string_attr(p, hint);
  case XFY_HASH_ID: return parse_hash_attr(p);
  case XFY_MINUS:
  case XFY_INTEGER:
  case XFY_FLOAT: return parse_number(p, hint);
  case XFY_BARE_ID: return parse_keyword_attr(p, hint);
  case XFY_BANG_ID:
  case XFY_LPAREN: {
    xf_type *ty = xfy_parse_type(p);
    return ty ? xf_attr_type(p->ctx, ty) : NULL;
  }
  default:
    xfy_error_expected(p, "expected attribute value");
    return NULL;
  }
}

xf_attr *xfy_parse_attr(xfy_parser *p, xf_type *hint) {
  if (p->failed)
    return NULL;
  if (++p->depth > p->max_depth) {
    p->depth--;
    xfy_error(p, "nesting of types, attributes and regions is deeper than %u levels",
              p->max_depth);
    return NULL;
  }
  xf_attr *a = parse_attr_inner(p, hint);
  p->depth--;
  if (!a && !p->failed)
    xfy_error(p, "out of memory");
  return a;
}

/* MLIR's parseAttribute(attr, type): numbers take `type` and strings no
 * type, without a trailing `: type`; other attributes as xfy_parse_attr. */
xf_attr *xfy_parse_attr_of_type(xfy_parser *p, xf_type *type) {
  if (p->failed)
    return NULL;
  if (p->tok.kind == XFY_STRING) {
    xfy_token t = p->tok;
    xfy_next(p);
    p->sbuf.len = 0;
    if (!xfy_string_value(&t, &p->sbuf)) {
      xfy_error(p, "out of memory");
      return NULL;
    }
    xf_attr *a = xf_attr_string(p->ctx, p->sbuf.data ? p->sbuf.data : "", p->sbuf.len, NULL);
    if (!a)
      xfy_error(p, "out of memory");
    return a;
  }
  if (type && (p->tok.kind == XFY_INTEGER || p->tok.kind == XFY_FLOAT || p->tok.kind == XFY_MINUS)) {
    xf_attr *a = parse_number_ex(p, type, false);
    if (!a && !p->failed)
      xfy_error(p, "out of memory");
    return a;
  }
  return xfy_parse_attr(p, type);
}
