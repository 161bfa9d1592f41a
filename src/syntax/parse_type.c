/* parse_type.c — builtin types, function types, type aliases and opaque
 * dialect types.
 *
 * Shapes are lexed the way MLIR does it: `4x8xf32` arrives as the integer
 * `4` and the identifier `x8xf32`, so after each dimension the lexer is
 * restarted one character into an identifier that begins with 'x' (and into
 * `0x...` integers, which are not hex inside shapes).  Dialect types that no
 * dialect models are kept as their exact text (`!dialect.name<body>`), with
 * the body taken as a balanced run of <>, (), [], {} and strings.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

#include "parser.h"
#include "../support/numeric.h"

/* Restarts the lexer `skip` bytes into the current token. */
static void split_token(xfy_parser *p, size_t skip) {
  const char *line_start = p->tok.text - (p->tok.col - 1);
  xfy_lex_reset(&p->lx, p->tok.text + skip, p->tok.line, line_start);
  xfy_next(p);
}

/* Consumes the 'x' separating dimensions. */
static bool parse_x(xfy_parser *p) {
  if (p->tok.kind == XFY_BARE_ID && p->tok.text[0] == 'x') {
    split_token(p, 1);
    return true;
  }
  return xfy_error_expected(p, "expected 'x' in dimension list");
}

/* One integer dimension; `0x...` integers are split after the 0. */
static bool parse_dim_int(xfy_parser *p, int64_t *dim) {
  if (p->tok.len > 1 && p->tok.text[0] == '0' && p->tok.text[1] == 'x') {
    *dim = 0;
    split_token(p, 1);
    return true;
  }
  uint64_t v = 0;
  if (!xfy_tok_uint(&p->tok, &v) || v > (uint64_t)INT64_MAX)
    return xfy_error(p, "invalid dimension");
  *dim = (int64_t)v;
  xfy_next(p);
  return true;
}

/* Parses `dim x dim x ... x` for tensors/memrefs/vectors.  Stops at the
 * element type.  `allow_dynamic` permits `?`; `scalable` (vectors) permits
 * `[N]`. */
static bool parse_dims(xfy_parser *p, xfs_vec *dims, xfs_vec *scal, bool allow_dynamic,
                       bool allow_scalable, bool *any_scalable) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  for (;;) {
    int64_t d = 0;
    bool sc = false;
    if (p->tok.kind == XFY_QUESTION) {
      if (!allow_dynamic)
        return xfy_error(p, "expected static shape");
      d = XF_DYNAMIC;
      xfy_next(p);
    } else if (p->tok.kind == XFY_LSQUARE && allow_scalable) {
      xfy_next(p);
      if (p->tok.kind != XFY_INTEGER)
        return xfy_error_expected(p, "expected integer value");
      if (!parse_dim_int(p, &d) || !xfy_expect(p, XFY_RSQUARE, "']'"))
        return false;
      sc = true;
      *any_scalable = true;
    } else if (p->tok.kind == XFY_INTEGER) {
      if (!parse_dim_int(p, &d))
        return false;
    } else {
      return true;
    }
    if (!XFS_VEC_PUSH(m, dims, int64_t, d) || (scal && !XFS_VEC_PUSH(m, scal, bool, sc)))
      return xfy_error(p, "out of memory");
    if (!parse_x(p))
      return false;
  }
}

/* `iN` / `siN` / `uiN` with the digits `s`: as MLIR, a width that does not
 * fit 32 bits is invalid, one above 16777215 bits is too wide. */
static xf_type *parse_integer_type(xfy_parser *p, const char *s, size_t n, xf_signedness sg) {
  if (n == 0)
    return NULL;
  uint64_t w = 0;
  bool overflow = false;
  for (size_t i = 0; i < n; i++) {
    if (!isdigit((unsigned char)s[i]))
      return NULL;
    w = w * 10 + (uint64_t)(s[i] - '0');
    overflow |= w > UINT32_MAX;
  }
  if (overflow) {
    xfy_error(p, "invalid integer width");
    return NULL;
  }
  if (w > 16777215u) {
    xfy_error(p, "integer bitwidth is limited to 16777215 bits");
    return NULL;
  }
  return xf_type_integer(p->ctx, (unsigned)w, sg);
}

/* Scalar builtin types named by a bare identifier, or NULL. */
static xf_type *keyword_scalar(xfy_parser *p, const char *s, size_t n) {
  if (n >= 2 && s[0] == 'i' && isdigit((unsigned char)s[1]))
    return parse_integer_type(p, s + 1, n - 1, XF_SIGNLESS);
  if (n >= 3 && s[0] == 's' && s[1] == 'i' && isdigit((unsigned char)s[2]))
    return parse_integer_type(p, s + 2, n - 2, XF_SIGNED);
  if (n >= 3 && s[0] == 'u' && s[1] == 'i' && isdigit((unsigned char)s[2]))
    return parse_integer_type(p, s + 2, n - 2, XF_UNSIGNED);
  if (n == 5 && memcmp(s, "index", 5) == 0)
    return p->ctx->t_index;
  if (n == 4 && memcmp(s, "none", 4) == 0)
    return p->ctx->t_none;
  if (n == 3 && s[0] == 'f' && ((s[1] == '3' && s[2] == '2') || (s[1] == '6' && s[2] == '4')))
    return s[1] == '3' ? p->ctx->t_f32 : p->ctx->t_f64; /* the common ones, made with the context */
  int fs = xfs_fsem_lookup(s, n);
  if (fs >= 0)
    return xf_type_float(p->ctx, xfs_fsem_name((xfs_fsem)fs));
  return NULL;
}

static xf_type *parse_complex(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LESS, "'<' in complex type"))
    return NULL;
  xf_type *e = xfy_parse_type(p);
  if (!e || !xfy_expect(p, XFY_GREATER, "'>' in complex type"))
    return NULL;
  return xf_type_complex(p->ctx, e);
}

static xf_type *parse_tuple(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LESS, "'<' in tuple type"))
    return NULL;
  xfs_vec v = {0};
  xf_type *res = NULL;
  if (!xfy_accept(p, XFY_GREATER)) {
    do {
      xf_type *t = xfy_parse_type(p);
      if (!t)
        goto out;
      if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &v, xf_type *, t)) {
        xfy_error(p, "out of memory");
        goto out;
      }
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_GREATER, "'>' in tuple type"))
      goto out;
  }
  res = xf_type_tuple(p->ctx, v.data, v.len);
out:
  xfs_vec_free(xfs_ctx_mem(p->ctx), &v, sizeof(xf_type *));
  return res;
}

/* Is `t` a valid vector element?  Integers, index and floats, and the
 * types of the dialects mlir-opt registers (some implement
 * VectorElementTypeInterface, e.g. !llvm.ptr; xform cannot tell which). */
static bool vector_element_ok(xfy_parser *p, const xf_type *t) {
  if (xf_type_is_int_or_index_or_float(t))
    return true;
  if (t->kind != XF_TYPE_OPAQUE && t->kind != XF_TYPE_DIALECT)
    return false;
  const char *name = t->text->str;
  size_t n = strcspn(name, ".<");
  bool saved = p->allow_unregistered;
  p->allow_unregistered = false;
  bool ok = xfy_dialect_allowed(p, name, n);
  p->allow_unregistered = saved;
  return ok;
}

/* VectorType's checks, reported at the `vector` keyword `vt` as mlir-opt
 * does: the element type first, then sizes > 0 (scalable ones too). */
static bool vector_valid(xfy_parser *p, const xfy_token *vt, const xfs_vec *dims, const xf_type *elem) {
  if (!vector_element_ok(p, elem))
    return xfy_error_at(p, vt, "failed to verify 'elementType': VectorElementTypeInterface instance");
  bool bad = false;
  for (size_t i = 0; i < dims->len; i++)
    bad |= XFS_VEC_AT(dims, int64_t, i) <= 0;
  if (!bad)
    return true;
  xf_strbuf b;
  xf_strbuf_init(&b, p->ctx);
  for (size_t i = 0; i < dims->len; i++)
    xfs_buf_printf(&b, "%s%lld", i ? ", " : "", (long long)XFS_VEC_AT(dims, int64_t, i));
  xfy_error_at(p, vt, "vector types must have positive constant sizes but got %s",
               b.len ? b.data : "");
  xf_strbuf_free(&b);
  return false;
}

static xf_type *parse_vector(xfy_parser *p) {
  xfy_token vt = p->prev;  /* the `vector` keyword */
  if (!xfy_expect(p, XFY_LESS, "'<' in vector type"))
    return NULL;
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  xfs_vec dims = {0}, scal = {0};
  bool any_sc = false;
  xf_type *res = NULL, *elem;
  if (!parse_dims(p, &dims, &scal, false, true, &any_sc))
    goto out;
  elem = xfy_parse_type(p);
  if (!elem || !xfy_expect(p, XFY_GREATER, "'>' in vector type") ||
      !vector_valid(p, &vt, &dims, elem))
    goto out;
  res = xf_type_vector(p->ctx, dims.data, any_sc ? scal.data : NULL, dims.len, elem);
out:
  xfs_vec_free(m, &dims, sizeof(int64_t));
  xfs_vec_free(m, &scal, sizeof(bool));
  return res;
}

/* TensorType::isValidElementType: any non-builtin type, or a builtin
 * integer, index, float, complex, vector or opaque type. */
static bool tensor_elem_ok(const xf_type *t) {
  switch (t->kind) {
  case XF_TYPE_NONE:
  case XF_TYPE_TUPLE:
  case XF_TYPE_FUNCTION:
  case XF_TYPE_RANKED_TENSOR:
  case XF_TYPE_UNRANKED_TENSOR:
  case XF_TYPE_MEMREF:
  case XF_TYPE_UNRANKED_MEMREF:
    return false;
  default:
    return true;
  }
}

static xf_type *parse_tensor(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LESS, "'<' in tensor type"))
    return NULL;
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  xfs_vec dims = {0};
  xf_type *res = NULL, *elem;
  bool unranked = false, sc = false;
  if (p->tok.kind == XFY_STAR) {
    unranked = true;
    xfy_next(p);
    if (!parse_x(p))
      return NULL;
  } else if (!parse_dims(p, &dims, NULL, true, false, &sc)) {
    goto out;
  }
  xfy_token et = p->tok;
  elem = xfy_parse_type(p);
  if (!elem)
    goto out;
  if (!tensor_elem_ok(elem)) {
    xfy_error_at(p, &et, "invalid tensor element type");
    goto out;
  }
  xf_attr *enc = NULL;
  if (xfy_accept(p, XFY_COMMA)) {
    if (unranked) {
      xfy_error(p, "cannot apply encoding to unranked tensor");
      goto out;
    }
    enc = xfy_parse_attr(p, NULL);
    if (!enc)
      goto out;
  }
  if (!xfy_expect(p, XFY_GREATER, "'>' in tensor type"))
    goto out;
  res = unranked ? xf_type_unranked_tensor(p->ctx, elem)
                 : xf_type_ranked_tensor(p->ctx, dims.data, dims.len, elem, enc);
out:
  xfs_vec_free(m, &dims, sizeof(int64_t));
  return res;
}

static bool is_layout_attr(const xf_attr *a) {
  return a->kind == XF_ATTR_AFFINE_MAP || a->kind == XF_ATTR_STRIDED;
}

static bool upstream_dialect(const char *name, size_t len);

/* MLIR's isSupportedMemorySpace: an integer, string or dictionary, or an
 * attribute of a registered dialect other than builtin (xform's own and
 * the ones mlir-opt registers; an attribute of an unregistered dialect is
 * an opaque builtin attribute). */
static bool supported_memory_space(xf_context *ctx, const xf_attr *a) {
  switch ((xf_attr_kind)a->kind) {
  case XF_ATTR_INTEGER:
  case XF_ATTR_STRING:
  case XF_ATTR_DICT:
  case XF_ATTR_DIALECT: return true;
  case XF_ATTR_OPAQUE: {
    size_t n = 0;
    while (n < a->n && a->u.str[n] != '.' && a->u.str[n] != '<')
      n++;
    bool builtin = n == 7 && memcmp(a->u.str, "builtin", 7) == 0;
    return !builtin && (xfi_dialect_known(ctx, a->u.str, n) || upstream_dialect(a->u.str, n));
  }
  default: return false;
  }
}

/* `memref<shape x elem (, layout)? (, memory space)?>`; `kw` is the
 * `memref` keyword, where a memory space MLIR does not support is
 * reported. */
static xf_type *parse_memref(xfy_parser *p, const xfy_token *kw) {
  if (!xfy_expect(p, XFY_LESS, "'<' in memref type"))
    return NULL;
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  xfs_vec dims = {0};
  xf_type *res = NULL, *elem;
  bool unranked = false, sc = false;
  if (p->tok.kind == XFY_STAR) {
    unranked = true;
    xfy_next(p);
    if (!parse_x(p))
      return NULL;
  } else if (!parse_dims(p, &dims, NULL, true, false, &sc)) {
    goto out;
  }
  elem = xfy_parse_type(p);
  if (!elem)
    goto out;
  xf_attr *layout = NULL, *space = NULL;
  /* as MLIR's parseMemRefType: errors at the token after the attribute */
  while (xfy_accept(p, XFY_COMMA)) {
    xf_attr *a = xfy_parse_attr(p, NULL);
    if (!a)
      goto out;
    if (!is_layout_attr(a)) {
      if (space) {
        xfy_error(p, "multiple memory spaces specified in memref type");
        goto out;
      }
      space = a;
      continue;
    }
    layout = a;
    if (unranked || space) {
      xfy_error(p, unranked ? "cannot have affine map for unranked memref type"
                            : "expected memory space to be last in memref type");
      goto out;
    }
  }
  if (!xfy_expect(p, XFY_GREATER, "'>' in memref type"))
    goto out;
  if (space && !supported_memory_space(p->ctx, space)) {
    xfy_error_at(p, kw, "unsupported memory space Attribute");
    goto out;
  }
  res = unranked ? xf_type_unranked_memref(p->ctx, elem, space)
                 : xf_type_memref(p->ctx, dims.data, dims.len, elem, layout, space);
out:
  xfs_vec_free(m, &dims, sizeof(int64_t));
  return res;
}

bool xfy_parse_type_list_parens(xfy_parser *p, xfs_vec *out) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  if (!xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  if (xfy_accept(p, XFY_RPAREN))
    return true;
  do {
    xf_type *t = xfy_parse_type(p);
    if (!t)
      return false;
    if (!XFS_VEC_PUSH(m, out, xf_type *, t))
      return xfy_error(p, "out of memory");
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, XFY_RPAREN, "')'");
}

/* `(inputs) -> results` where results is a type or a parenthesised list. */
xf_type *xfy_parse_function_type(xfy_parser *p) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  xfs_vec in = {0}, out = {0};
  xf_type *res = NULL;
  if (!xfy_parse_type_list_parens(p, &in))
    goto done;
  if (!xfy_expect(p, XFY_ARROW, "'->' in function type"))
    goto done;
  if (p->tok.kind == XFY_LPAREN) {
    /* `(a) -> (b)` is a result list, unless it is itself a function type
     * `(a) -> ((b) -> c)`: a parenthesised list followed by `->`. */
    if (!xfy_parse_type_list_parens(p, &out))
      goto done;
    if (p->tok.kind == XFY_ARROW) {
      xfy_error(p, "expected non-function type");
      goto done;
    }
  } else {
    xf_type *t = xfy_parse_type(p);
    if (!t)
      goto done;
    if (!XFS_VEC_PUSH(m, &out, xf_type *, t)) {
      xfy_error(p, "out of memory");
      goto done;
    }
  }
  res = xf_type_function(p->ctx, in.data, in.len, out.data, out.len);
done:
  xfs_vec_free(m, &in, sizeof(xf_type *));
  xfs_vec_free(m, &out, sizeof(xf_type *));
  return res;
}

/* Reports MLIR's "unbalanced" error for the innermost open bracket `open`
 * at `at` (the body's '<', or the last string lexed inside it: mlir-opt
 * reports at its current token). */
static const char *unbalanced(xfy_parser *p, const char *at, char open) {
  xfy_error_at_ptr(p, at, "unbalanced '%c' character in pretty dialect name", open);
  return NULL;
}

/* Scans the body of a pretty dialect type or attribute, starting at `s`
 * (its '<', right after the current token), as MLIR's
 * parseDialectSymbolBody does: `<([{` nest, `->` is skipped whole, strings
 * are lexed whole (their errors are the lexer's), and a close that does not
 * match, a NUL byte or the end of input is an "unbalanced" error naming
 * the innermost open bracket.  Returns the pointer after the closing '>',
 * or NULL after reporting an error.  Nesting depth is limited only by
 * memory: the bracket stack is on the heap. */
const char *xfy_scan_dialect_body(xfy_parser *p, const char *s) {
  const char *end = p->lx.end, *q = s, *at = s;
  uint32_t line = p->lx.line;
  const char *ls = p->lx.line_start;
  xfs_vec stack = {0};
  const char *res = NULL;
  for (;;) {
    char c = q < end ? *q++ : 0;
    char open = stack.len ? XFS_VEC_AT(&stack, char, stack.len - 1) : '<';
    if (c == '<' || c == '(' || c == '[' || c == '{') {
      if (!XFS_VEC_PUSH(xfs_ctx_mem(p->ctx), &stack, char, c)) {
        xfy_error(p, "out of memory");
        break;
      }
    } else if (c == '>' || c == ')' || c == ']' || c == '}' || c == 0) {
      char want = c == '>' ? '<' : c == ')' ? '(' : c == ']' ? '[' : '{';
      if (c == 0 || open != want) {
        unbalanced(p, at, open);
        break;
      }
      if (--stack.len == 0) {
        res = q;
        break;
      }
    } else if (c == '-' && q < end && *q == '>') {
      q++;
    } else if (c == '\n') {
      line++;
      ls = q;
    } else if (c == '"') {
      xfy_lexer lx = p->lx;
      xfy_lex_reset(&lx, q - 1, line, ls);
      xfy_token t;
      xfy_lex(&lx, &t);
      if (t.kind != XFY_STRING) {
        xfy_error_at(p, &t, "%s", t.msg ? t.msg : "expected '\"' in string literal");
        break;
      }
      at = q - 1;
      q = t.text + t.len;
    }
  }
  xfs_vec_free(xfs_ctx_mem(p->ctx), &stack, 1);
  return res;
}

/* Consumes raw text up to `e` (exclusive) as part of the current token run,
 * keeping line counting right, then lexes the next token. */
void xfy_skip_raw_to(xfy_parser *p, const char *e) {
  const char *q = p->lx.cur;
  uint32_t line = p->lx.line;
  const char *ls = p->lx.line_start;
  for (; q < e; q++) {
    if (*q == '\n') {
      line++;
      ls = q + 1;
    }
  }
  xfy_lex_reset(&p->lx, e, line, ls);
  xfy_next(p);
}

/* The dialect namespaces mlir-opt 22 registers.  Types, attributes and ops
 * of these dialects parse without -allow-unregistered-dialect even where
 * xform does not model them (it keeps them as text / generic ops). */
static const char *const upstream_dialects[] = {
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async",
    "bufferization", "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl",
    "linalg", "llvm", "math", "memref", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl",
    "pdl_interp", "ptr", "quant", "rocdl", "scf", "shape", "shard", "smt", "sparse_tensor",
    "spirv", "tensor", "test", "test_dyn", "test_irdl_to_cpp", "tosa", "transform", "ub",
    "vector", "wasmssa", "x86vector", "xegpu", "xevm", NULL};

static bool upstream_dialect(const char *name, size_t len) {
  for (int i = 0; upstream_dialects[i]; i++)
    if (strlen(upstream_dialects[i]) == len && memcmp(upstream_dialects[i], name, len) == 0)
      return true;
  return false;
}

bool xfy_valid_namespace(const char *name, size_t len) {
  if (!len || !(isalpha((unsigned char)name[0]) || name[0] == '_'))
    return false;
  for (size_t i = 1; i < len; i++)
    if (!(isalnum((unsigned char)name[i]) || name[i] == '_' || name[i] == '$'))
      return false;
  return true;
}

bool xfy_dialect_registered(xfy_parser *p, const char *name, size_t len) {
  return xfi_dialect_known(p->ctx, name, len) || upstream_dialect(name, len);
}

void xfy_append_available_dialects(xf_diag *d) {
  xf_diag_printf(d, "Available dialects: ");
  for (int i = 0; upstream_dialects[i]; i++)
    xf_diag_printf(d, "%s%s", i ? ", " : "", upstream_dialects[i]);
  xf_diag_printf(d, " ; for more info on dialect registration see "
                    "https://mlir.llvm.org/getting_started/Faq/"
                    "#registered-loaded-dependent-whats-up-with-dialects-management");
}

bool xfy_dialect_allowed(xfy_parser *p, const char *name, size_t len) {
  return p->allow_unregistered || xfi_dialect_known(p->ctx, name, len) ||
         upstream_dialect(name, len);
}

/* `!alias`; `!dialect.mnemonic<body>` of a dialect with its own type
 * syntax (xf_dialect_info.parse_type); other `!dialect.mnemonic<body>` / `!dialect<body>`
 * kept as text. */
static xf_type *parse_bang_type(xfy_parser *p) {
  xfy_token t = p->tok;
  const char *id = t.text + 1;
  size_t idlen = t.len - 1;
  const char *dot = memchr(id, '.', idlen);
  bool body = p->lx.cur < p->lx.end && *p->lx.cur == '<';
  if (!dot && !body) {
    xf_type *ty = xfs_map_get(&p->type_aliases, t.text, t.len, xfs_hash_bytes(t.text, t.len, 0));
    xfy_next(p);
    if (!ty) {
      xfy_error_expected(p, "undefined symbol alias id '%.*s'", (int)idlen, id);
      return NULL;
    }
    return ty;
  }
  if (dot) {
    const xf_dialect_info *ts = xfi_lookup_dialect_info(p->ctx, id, (size_t)(dot - id));
    if (ts && ts->parse_type)
      return ts->parse_type(p, dot + 1, (size_t)(id + idlen - dot - 1), body);
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
    xfy_error_at(p, &t, "dialect '%.*s' is unknown; use -allow-unregistered-dialect to accept its types",
                 (int)dlen, id);
    return NULL;
  }
  if (dlen == 7 && memcmp(id, "builtin", 7) == 0) /* its types are all keywords */
    return xfy_error_at_ptr(p, id + 8, "dialect 'builtin' provides no type parsing hook"), NULL;
  xf_type *ty = xf_type_opaque(p->ctx, id, (size_t)(end - id));
  if (body)
    xfy_skip_raw_to(p, end);
  else
    xfy_next(p);
  if (!ty)
    xfy_error(p, "out of memory");
  return ty;
}

bool xfy_tok_starts_type(const xfy_parser *p) {
  switch (p->tok.kind) {
  case XFY_BANG_ID:
  case XFY_LPAREN:
    return true;
  case XFY_BARE_ID: {
    const char *s = p->tok.text;
    size_t n = p->tok.len;
    if ((n >= 2 && s[0] == 'i' && isdigit((unsigned char)s[1])) ||
        (n >= 3 && (s[0] == 's' || s[0] == 'u') && s[1] == 'i' && isdigit((unsigned char)s[2])))
      return true;
    static const char *const kws[] = {"index", "none", "complex", "tuple", "vector",
                                      "tensor", "memref", NULL};
    for (int i = 0; kws[i]; i++)
      if (xfy_tok_is(&p->tok, kws[i]))
        return true;
    return xfs_fsem_lookup(s, n) >= 0;
  }
  default:
    return false;
  }
}

static xf_type *parse_type_inner(xfy_parser *p) {
  xfy_token t = p->tok;
  switch (t.kind) {
  case XFY_LPAREN:
    return xfy_parse_function_type(p);
  case XFY_BANG_ID:
    return parse_bang_type(p);
  case XFY_BARE_ID: {
    xf_type *s = keyword_scalar(p, t.text, t.len);
    if (p->failed)
      return NULL;
    if (s) {
      xfy_next(p);
      return s;
    }
    static const char *const kws[] = {"complex", "tuple", "vector", "tensor"};
    xf_type *(*const parsers[])(xfy_parser *) = {parse_complex, parse_tuple, parse_vector,
                                                  parse_tensor};
    for (int i = 0; i < 4; i++) {
      if (xfy_tok_is(&t, kws[i])) {
        xfy_next(p);
        return parsers[i](p);
      }
    }
    if (xfy_tok_is(&t, "memref")) {
      xfy_next(p);
      return parse_memref(p, &t);
    }
    /* not a type keyword: emitWrongTokenError placement */
    xfy_error_expected(p, "expected non-function type");
    return NULL;
  }
  default:
    xfy_error_expected(p, "expected non-function type");
    return NULL;
  }
}

/* ---- type memo: shaped types spelled exactly as before are not re-parsed.
 * Only spellings made of [A-Za-z0-9_.?*, <>] (no aliases, strings, dialect
 * types or attributes, no newline) are memoised, so the same text always
 * means the same type within one parser. */

static bool memo_char_ok(unsigned char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         c == '_' || c == '.' || c == '?' || c == '*' || c == ',' || c == ' ' || c == '<' ||
         c == '>';
}

/* The end of the `<...>` body starting at `s` (after the keyword) and its
 * hash, or NULL when the text is not memoisable. */
static const char *memo_scan(const xfy_parser *p, const char *s, uint32_t *hash) {
  const char *e = p->lx.end, *limit = s + 256;
  uint32_t h = 2166136261u;
  int depth = 0;
  for (const char *q = s; q < e && q < limit; q++) {
    unsigned char c = (unsigned char)*q;
    if (!memo_char_ok(c))
      return NULL;
    h = (h ^ c) * 16777619u;
    if (c == '<')
      depth++;
    else if (c == '>' && --depth == 0) {
      *hash = h;
      return q + 1;
    }
  }
  return NULL;
}

static bool is_shaped_keyword(const xfy_token *t) {
  const char *s = t->text;
  switch (t->len) {
  case 5: return memcmp(s, "tuple", 5) == 0;
  case 6: return memcmp(s, "tensor", 6) == 0 || memcmp(s, "memref", 6) == 0 ||
                 memcmp(s, "vector", 6) == 0;
  case 7: return memcmp(s, "complex", 7) == 0;
  default: return false;
  }
}

/* Parses a type through the memo: on a hit the text is skipped, on a miss
 * the type is parsed and remembered.  *handled is false when the current
 * token does not start a memoisable spelling. */
static xf_type *parse_type_memo(xfy_parser *p, bool *handled) {
  *handled = false;
  const xfy_token *t = &p->tok;
  const char *body = t->text + t->len;
  if (t->kind != XFY_BARE_ID || body >= p->lx.end || *body != '<' || p->lx.cur != body ||
      p->depth + 256 >= p->max_depth || !is_shaped_keyword(t))
    return NULL;
  const xfy_type_memo *r = xfy_memo_recent(p, p->type_recent, t->text);
  if (r) {
    *handled = true;
    xf_type *ty = r->type;
    xfy_memo_skip(p, t->text + r->len, XFY_GREATER);
    return ty;
  }
  uint32_t h;
  const char *end = memo_scan(p, body, &h);
  if (!end)
    return NULL;
  for (uint32_t i = 0; i < t->len; i++)
    h = (h ^ (unsigned char)t->text[i]) * 16777619u;
  xfy_type_memo *m = &p->type_memo[h % XFY_TYPE_MEMO_SIZE];
  uint32_t len = (uint32_t)(end - t->text);
  *handled = true;
  if (m->text && m->len == len && memcmp(m->text, t->text, len) == 0) {
    xfy_memo_touch(p->type_recent, m);
    xfy_memo_skip(p, end, XFY_GREATER);
    return m->type;
  }
  const char *start = t->text;
  xf_type *ty = parse_type_inner(p);
  if (ty && p->prev.text + p->prev.len == end) {
    m->text = start;
    m->len = len;
    m->type = ty;
    xfy_memo_touch(p->type_recent, m);
  }
  return ty;
}

xf_type *xfy_parse_type(xfy_parser *p) {
  if (p->failed)
    return NULL;
  if (++p->depth > p->max_depth) {
    xfy_error(p, "nesting of types, attributes and regions is deeper than %u levels",
              p->max_depth);
    p->depth--;
    return NULL;
  }
  bool handled;
  xf_type *t = parse_type_memo(p, &handled);
  if (!handled)
    t = parse_type_inner(p);
  p->depth--;
  if (!t && !p->failed)
    xfy_error(p, "out of memory");
  return t;
}

bool xfy_tok_uint(const xfy_token *t, uint64_t *out) {
  if (t->kind != XFY_INTEGER)
    return false;
  bool hex = t->len > 2 && t->text[0] == '0' && t->text[1] == 'x';
  uint64_t v = 0, base = hex ? 16 : 10;
  for (uint32_t i = hex ? 2 : 0; i < t->len; i++) {
    char c = t->text[i];
    uint64_t d = isdigit((unsigned char)c) ? (uint64_t)(c - '0')
                                           : (uint64_t)(tolower((unsigned char)c) - 'a' + 10);
    if (v > (UINT64_MAX - d) / base)
      return false;
    v = v * base + d;
  }
  *out = v;
  return true;
}

bool xfy_parse_int64(xfy_parser *p, int64_t *out) {
  if (p->tok.kind != XFY_INTEGER)
    return xfy_error_expected(p, "expected integer value");
  uint64_t v = 0;
  if (!xfy_tok_uint(&p->tok, &v) || v > (uint64_t)INT64_MAX)
    return xfy_error(p, "integer value too large");
  *out = (int64_t)v;
  xfy_next(p);
  return true;
}
