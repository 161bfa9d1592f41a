/* cexpr_parse.c — parser of the C++ snippets in DRR rules.
 *
 * A small C++ expression grammar with C++ precedence (ternary, ||, &&, |,
 * ^, &, equality, relational, shifts, additive, multiplicative, unary,
 * postfix, primary).  Names are resolved while parsing: lambda parameters,
 * then registered natives, then xform's built-in functions; methods by name
 * (the receiver's kind is checked when evaluating).  `name<...>` is read as
 * template arguments only after names that take them (isa, cast, ...,
 * getType), so `a < b` stays a comparison.  Errors leave a message in
 * `err`; the caller adds the location and the snippet.
 */
#include <ctype.h>
#include <stdlib.h>

#include "cexpr.h"
#include "cexpr_tables.h"

typedef enum tok_kind {
  T_END, T_ID, T_INT, T_FLOAT, T_STR, T_SELF, T_BUILDER, T_LOC, T_ARG, T_ARGS_FROM, T_PUNCT,
  T_BAD,
} tok_kind;

typedef struct tok {
  tok_kind kind;
  const char *s;         /* text */
  size_t n;
  int64_t i;             /* INT value; ARG index */
  double f;              /* FLOAT value */
  bool uns;              /* INT: `u` suffix */
} tok;

typedef struct cparser {
  xf_context *ctx;
  xfs_arena *arena;
  const char *src, *end, *p;
  tok t;
  xf_strbuf *err;
  bool failed;
  xfdrr_cexpr *e;
  const char *locals[4]; /* lambda parameter names */
  size_t local_len[4];
  uint32_t nlocals;
  unsigned depth;
} cparser;

/* ------------------------------------------------------------------ lexing */

static const char *const puncts[] = {"...", "::", "->", "==", "!=", "<=", ">=", "&&", "||",
                                     "<<",  ">>", "(",  ")",  "{",  "}",  "[",  "]",  "<",
                                     ">",   ",",  ".",  "!",  "~",  "-",  "+",  "*",  "/",
                                     "%",   "&",  "|",  "^",  "?",  ":",  ";",  "="};

static bool fail(cparser *P, const char *msg) {
  if (!P->failed) {
    P->failed = true;
    xfs_buf_puts(P->err, msg);
  }
  return false;
}

static void lex_number(cparser *P) {
  const char *q = P->p;
  char *endp;
  bool is_float = false;
  if (q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) {
    P->t.i = (int64_t)strtoull(q, &endp, 16);
  } else {
    const char *r = q;
    while (isdigit((unsigned char)*r))
      r++;
    if (*r == '.' || *r == 'e' || *r == 'E')
      is_float = true;
    if (is_float)
      P->t.f = strtod(q, &endp);
    else
      P->t.i = (int64_t)strtoull(q, &endp, 10);
  }
  P->t.kind = is_float ? T_FLOAT : T_INT;
  P->t.uns = false;
  while (*endp == 'u' || *endp == 'U' || *endp == 'l' || *endp == 'L' || *endp == 'f' ||
         *endp == 'F') {
    if (*endp == 'u' || *endp == 'U')
      P->t.uns = true;
    endp++;
  }
  P->t.s = q;
  P->t.n = (size_t)(endp - q);
  P->p = endp;
}

static void lex_placeholder(cparser *P) {
  const char *q = P->p + 1;
  P->t.s = P->p;
  if (isdigit((unsigned char)*q)) {
    int64_t v = 0;
    while (isdigit((unsigned char)*q))
      v = v * 10 + (*q++ - '0');
    P->t.i = v;
    P->t.kind = T_ARG;
    if (q[0] == '.' && q[1] == '.' && q[2] == '.') {
      P->t.kind = T_ARGS_FROM;
      q += 3;
    }
  } else if (!strncmp(q, "_self", 5) && !isalnum((unsigned char)q[5]) && q[5] != '_') {
    P->t.kind = T_SELF, q += 5;
  } else if (!strncmp(q, "_builder", 8) && !isalnum((unsigned char)q[8]) && q[8] != '_') {
    P->t.kind = T_BUILDER, q += 8;
  } else if (!strncmp(q, "_loc", 4) && !isalnum((unsigned char)q[4]) && q[4] != '_') {
    P->t.kind = T_LOC, q += 4;
  } else {
    P->t.kind = T_BAD;
    q++;
    while (isalnum((unsigned char)*q) || *q == '_')
      q++;
  }
  P->t.n = (size_t)(q - P->p);
  P->p = q;
}

static void next(cparser *P) {
  while (P->p < P->end && isspace((unsigned char)*P->p))
    P->p++;
  /* comments inside code blocks */
  if (P->p + 1 < P->end && P->p[0] == '/' && P->p[1] == '*') {
    const char *c = strstr(P->p + 2, "*/");
    P->p = c && c < P->end ? c + 2 : P->end;
    next(P);
    return;
  }
  memset(&P->t, 0, sizeof P->t);
  P->t.s = P->p;
  if (P->p >= P->end) {
    P->t.kind = T_END;
    return;
  }
  char c = *P->p;
  if (isalpha((unsigned char)c) || c == '_') {
    const char *q = P->p;
    while (q < P->end && (isalnum((unsigned char)*q) || *q == '_'))
      q++;
    P->t.kind = T_ID;
    P->t.n = (size_t)(q - P->p);
    P->p = q;
  } else if (isdigit((unsigned char)c) || (c == '.' && isdigit((unsigned char)P->p[1]))) {
    lex_number(P);
  } else if (c == '$') {
    lex_placeholder(P);
  } else if (c == '"') {
    const char *q = P->p + 1;
    while (q < P->end && *q != '"') {
      if (*q == '\\')
        q++;
      q++;
    }
    P->t.kind = q < P->end ? T_STR : T_BAD;
    P->t.n = (size_t)(q + 1 - P->p);
    P->p = q < P->end ? q + 1 : P->end;
  } else {
    for (size_t i = 0; i < sizeof puncts / sizeof puncts[0]; i++) {
      size_t n = strlen(puncts[i]);
      if ((size_t)(P->end - P->p) >= n && !memcmp(P->p, puncts[i], n)) {
        P->t.kind = T_PUNCT;
        P->t.n = n;
        P->p += n;
        return;
      }
    }
    P->t.kind = T_BAD;
    P->t.n = 1;
    P->p++;
  }
}

static bool is_punct(const cparser *P, const char *s) {
  return P->t.kind == T_PUNCT && P->t.n == strlen(s) && !memcmp(P->t.s, s, P->t.n);
}
static bool is_id(const cparser *P, const char *s) {
  return P->t.kind == T_ID && P->t.n == strlen(s) && !memcmp(P->t.s, s, P->t.n);
}
static bool expect(cparser *P, const char *s) {
  if (!is_punct(P, s)) {
    xf_strbuf *e = P->err;
    if (!P->failed) {
      P->failed = true;
      xfs_buf_printf(e, "expected '%s' but found '%.*s'", s, (int)P->t.n, P->t.s);
    }
    return false;
  }
  next(P);
  return true;
}

/* ------------------------------------------------------------------ nodes */

static xfdrr_cnode *node(cparser *P, xfdrr_cn_kind k, uint32_t n) {
  xfdrr_cnode *x = xfs_arena_zalloc(P->arena, sizeof *x);
  if (x && n)
    x->kids = xfs_arena_zalloc(P->arena, n * sizeof *x->kids);
  if (!x || (n && !x->kids)) {
    fail(P, "out of memory");
    return NULL;
  }
  x->kind = (uint8_t)k;
  x->n = n;
  return x;
}

static xfdrr_cnode *lit(cparser *P, xfdrr_cval v) {
  xfdrr_cnode *x = node(P, XFDRR_CN_LIT, 0);
  if (x)
    x->lit = v;
  return x;
}

/* A node of kind `k` over the `n` nodes in `v` (a vector of nodes). */
static xfdrr_cnode *node_of(cparser *P, xfdrr_cn_kind k, xfs_vec *v) {
  xfdrr_cnode *x = node(P, k, (uint32_t)v->len);
  if (x && v->len)
    memcpy(x->kids, v->data, v->len * sizeof(xfdrr_cnode *));
  xfs_vec_free(&P->ctx->mem, v, sizeof(xfdrr_cnode *));
  return x;
}

static xfdrr_cnode *parse_expr(cparser *P);

/* `( args )` into `v` (after the '('). */
static bool parse_args(cparser *P, xfs_vec *v) {
  if (is_punct(P, ")")) {
    next(P);
    return true;
  }
  for (;;) {
    xfdrr_cnode *a = parse_expr(P);
    if (!a)
      return false;
    if (!XFS_VEC_PUSH(&P->ctx->mem, v, xfdrr_cnode *, a))
      return fail(P, "out of memory");
    if (is_punct(P, ")")) {
      next(P);
      return true;
    }
    if (!expect(P, ","))
      return false;
  }
}

/* Skips template arguments `< ... >` (after the '<'), returning the text
 * between the brackets. */
static bool template_args(cparser *P, const char **s, size_t *n) {
  const char *start = P->p;
  int depth = 1;
  while (P->p < P->end && depth) {
    if (*P->p == '<')
      depth++;
    else if (*P->p == '>')
      depth--;
    P->p++;
  }
  if (depth)
    return fail(P, "unterminated template argument list");
  *s = start;
  *n = (size_t)(P->p - 1 - start);
  next(P);
  return true;
}

/* A qualified name `[::]a::b::c` into a buffer (without the leading ::). */
static bool qualified_name(cparser *P, xf_strbuf *name) {
  if (is_punct(P, "::"))
    next(P);
  for (;;) {
    if (P->t.kind != T_ID)
      return fail(P, "expected a name");
    xfs_buf_put(name, P->t.s, P->t.n);
    next(P);
    if (!is_punct(P, "::"))
      return true;
    xfs_buf_puts(name, "::");
    next(P);
  }
}

/* Strips the namespaces xform ignores (mlir::, llvm::, std::, detail::). */
static const char *strip_ns(const char *s, size_t *n) {
  static const char *const ns[] = {"mlir::", "llvm::", "std::", "detail::"};
  bool again = true;
  while (again) {
    again = false;
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
      size_t k = strlen(ns[i]);
      if (*n > k && !strncmp(s, ns[i], k)) {
        s += k, *n -= k;
        again = true;
      }
    }
  }
  return s;
}

static xfdrr_cnode *name_value(cparser *P, const char *s, size_t n) {
  for (uint32_t i = P->nlocals; i-- > 0;)
    if (P->local_len[i] == n && !memcmp(P->locals[i], s, n)) {
      xfdrr_cnode *x = node(P, XFDRR_CN_LOCAL, 0);
      if (x)
        x->idx = i;
      return x;
    }
  xfdrr_cval v;
  memset(&v, 0, sizeof v);
  size_t m = n;
  const char *b = strip_ns(s, &m);
  if ((m == 4 && !memcmp(b, "true", 4)) || (m == 5 && !memcmp(b, "false", 5))) {
    v.kind = XFDRR_CV_BOOL;
    v.u.b = m == 4;
    return lit(P, v);
  }
  if ((m == 7 && !memcmp(b, "nullptr", 7)) || (m == 4 && !memcmp(b, "NULL", 4)) ||
      (m == 7 && !memcmp(b, "nullopt", 7)))
    return lit(P, v);
  if (!P->failed) {
    P->failed = true;
    xfs_buf_printf(P->err, "unknown name '%.*s'", (int)n, s);
  }
  return NULL;
}

/* `name(...)` / `name<T>(...)`: a registered native or a built-in function. */
static xfdrr_cnode *call(cparser *P, const char *s, size_t n, uint8_t tcls, bool has_targs) {
  size_t m = n;
  const char *b = strip_ns(s, &m);
  const xfdrr_native *nat = has_targs ? NULL : xfdrr_native_lookup(P->ctx, s, n);
  int fn = nat ? -1 : xfdrr_cfn_lookup(b, m);
  if (!nat && fn < 0) {
    if (!P->failed) {
      P->failed = true;
      xfs_buf_printf(P->err, "unknown function '%.*s'", (int)n, s);
    }
    return NULL;
  }
  xfs_vec args = {0};
  if (!parse_args(P, &args)) {
    xfs_vec_free(&P->ctx->mem, &args, sizeof(xfdrr_cnode *));
    return NULL;
  }
  xfdrr_cnode *x = node_of(P, nat ? XFDRR_CN_NATIVE : XFDRR_CN_CALL, &args);
  if (!x)
    return NULL;
  x->native = nat;
  x->id = (uint16_t)(fn < 0 ? 0 : fn);
  x->op = tcls;
  if (!nat && !xfdrr_cfn_arity_ok(fn, x->n)) {
    if (!P->failed) {
      P->failed = true;
      xfs_buf_printf(P->err, "wrong number of arguments to '%.*s'", (int)n, s);
    }
    return NULL;
  }
  return x;
}

static xfdrr_cnode *parse_name(cparser *P) {
  xf_strbuf name;
  xf_strbuf_init(&name, P->ctx);
  xfdrr_cnode *x = NULL;
  if (!qualified_name(P, &name))
    goto out;
  const char *s = name.data;
  size_t n = name.len;
  uint8_t tcls = 0;
  bool has_targs = false;
  size_t m = n;
  const char *b = strip_ns(s, &m);
  if (is_punct(P, "<") && xfdrr_cfn_takes_template(b, m)) {
    const char *ts;
    size_t tn;
    if (!template_args(P, &ts, &tn))
      goto out;
    tcls = xfdrr_class_lookup(ts, tn);
    has_targs = true;
    if (!tcls && xfdrr_cfn_needs_class(b, m)) {
      if (!P->failed) {
        P->failed = true;
        xfs_buf_printf(P->err, "unknown class '%.*s'", (int)tn, ts);
      }
      goto out;
    }
  }
  if (is_punct(P, "(")) {
    next(P);
    x = call(P, s, n, tcls, has_targs);
  } else {
    x = name_value(P, s, n);
  }
out:
  xf_strbuf_free(&name);
  return x;
}

/* `[&](Type name) { return expr; }` */
static xfdrr_cnode *parse_lambda(cparser *P) {
  while (!is_punct(P, "]") && P->t.kind != T_END)
    next(P);
  if (!expect(P, "]") || !expect(P, "("))
    return NULL;
  const char *pname = NULL;
  size_t plen = 0;
  while (!is_punct(P, ")") && P->t.kind != T_END) {
    if (P->t.kind == T_ID)
      pname = P->t.s, plen = P->t.n;
    next(P);
  }
  if (!expect(P, ")"))
    return NULL;
  if (is_punct(P, "->")) /* trailing return type */
    while (!is_punct(P, "{") && P->t.kind != T_END)
      next(P);
  if (!expect(P, "{"))
    return NULL;
  if (!is_id(P, "return"))
    return fail(P, "only `{ return expr; }` lambdas are supported"), NULL;
  next(P);
  if (P->nlocals == 4)
    return fail(P, "lambdas nested too deep"), NULL;
  P->locals[P->nlocals] = pname ? pname : "";
  P->local_len[P->nlocals] = pname ? plen : 0;
  P->nlocals++;
  xfdrr_cnode *body = parse_expr(P);
  P->nlocals--;
  if (!body)
    return NULL;
  if (is_punct(P, ";"))
    next(P);
  if (!expect(P, "}"))
    return NULL;
  xfdrr_cnode *x = node(P, XFDRR_CN_LAMBDA, 1);
  if (x) {
    x->kids[0] = body;
    x->idx = P->nlocals;
  }
  return x;
}

static xfdrr_cnode *parse_string(cparser *P) {
  char *s = xfs_arena_alloc(P->arena, P->t.n);
  if (!s)
    return fail(P, "out of memory"), NULL;
  size_t k = 0;
  for (size_t i = 1; i + 1 < P->t.n; i++) {
    char c = P->t.s[i];
    if (c == '\\' && i + 2 < P->t.n) {
      c = P->t.s[++i];
      c = c == 'n' ? '\n' : c == 't' ? '\t' : c;
    }
    s[k++] = c;
  }
  s[k] = 0;
  next(P);
  xfdrr_cval v;
  memset(&v, 0, sizeof v);
  v.kind = XFDRR_CV_STR;
  v.u.str.s = s;
  v.u.str.n = k;
  return lit(P, v);
}

static xfdrr_cnode *parse_primary(cparser *P) {
  xfdrr_cval v;
  memset(&v, 0, sizeof v);
  xfdrr_cnode *x;
  switch (P->t.kind) {
  case T_INT:
    v.kind = XFDRR_CV_INT;
    v.u.i = P->t.i;
    v.uns = P->t.uns;
    next(P);
    return lit(P, v);
  case T_FLOAT:
    v.kind = XFDRR_CV_FLOAT;
    v.u.f = P->t.f;
    next(P);
    return lit(P, v);
  case T_STR:
    return parse_string(P);
  case T_SELF:
    next(P);
    P->e->uses_self = true;
    return node(P, XFDRR_CN_SELF, 0);
  case T_BUILDER:
    next(P);
    return node(P, XFDRR_CN_BUILDER, 0);
  case T_LOC:
    next(P);
    return node(P, XFDRR_CN_LOC, 0);
  case T_ARG:
  case T_ARGS_FROM:
    x = node(P, P->t.kind == T_ARG ? XFDRR_CN_ARG : XFDRR_CN_ARGS_FROM, 0);
    if (x) {
      x->idx = (uint32_t)P->t.i;
      if (P->e->max_arg < x->idx + 1)
        P->e->max_arg = x->idx + 1;
    }
    next(P);
    return x;
  case T_ID:
    return parse_name(P);
  case T_PUNCT:
    if (is_punct(P, "::"))
      return parse_name(P);
    if (is_punct(P, "(")) {
      next(P);
      x = parse_expr(P);
      return x && expect(P, ")") ? x : NULL;
    }
    if (is_punct(P, "{")) {
      next(P);
      xfs_vec elems = {0};
      while (!is_punct(P, "}")) {
        xfdrr_cnode *e = parse_expr(P);
        if (!e || !XFS_VEC_PUSH(&P->ctx->mem, &elems, xfdrr_cnode *, e) ||
            (!is_punct(P, "}") && !expect(P, ","))) {
          xfs_vec_free(&P->ctx->mem, &elems, sizeof(xfdrr_cnode *));
          return fail(P, "bad brace list"), NULL;
        }
      }
      next(P);
      return node_of(P, XFDRR_CN_LIST, &elems);
    }
    if (is_punct(P, "["))
      return parse_lambda(P);
    break;
  default:
    break;
  }
  if (!P->failed) {
    P->failed = true;
    if (P->t.kind == T_END)
      xfs_buf_puts(P->err, "unexpected end of expression");
    else
      xfs_buf_printf(P->err, "unexpected '%.*s'", (int)P->t.n, P->t.s);
  }
  return NULL;
}

/* `.name(args)` / `->name(args)` / `(args)` / `[i]` suffixes. */
static xfdrr_cnode *parse_postfix(cparser *P) {
  xfdrr_cnode *x = parse_primary(P);
  while (x) {
    if (is_punct(P, ".") || is_punct(P, "->")) {
      next(P);
      if (P->t.kind != T_ID)
        return fail(P, "expected a member name"), NULL;
      const char *s = P->t.s;
      size_t n = P->t.n;
      next(P);
      int m = xfdrr_cmethod_lookup(s, n);
      if (m < 0) {
        if (!P->failed) {
          P->failed = true;
          xfs_buf_printf(P->err, "unknown method '%.*s'", (int)n, s);
        }
        return NULL;
      }
      uint8_t tcls = 0;
      if (is_punct(P, "<")) {
        const char *ts;
        size_t tn;
        if (!template_args(P, &ts, &tn))
          return NULL;
        tcls = xfdrr_class_lookup(ts, tn);
      }
      if (!expect(P, "("))
        return NULL;
      xfs_vec args = {0};
      if (!XFS_VEC_PUSH(&P->ctx->mem, &args, xfdrr_cnode *, x) || !parse_args(P, &args)) {
        xfs_vec_free(&P->ctx->mem, &args, sizeof(xfdrr_cnode *));
        return NULL;
      }
      x = node_of(P, XFDRR_CN_METHOD, &args);
      if (x) {
        x->id = (uint16_t)m;
        x->op = tcls;
      }
    } else if (is_punct(P, "(")) {
      next(P);
      xfs_vec args = {0};
      if (!XFS_VEC_PUSH(&P->ctx->mem, &args, xfdrr_cnode *, x) || !parse_args(P, &args)) {
        xfs_vec_free(&P->ctx->mem, &args, sizeof(xfdrr_cnode *));
        return NULL;
      }
      x = node_of(P, XFDRR_CN_APPLY, &args);
    } else if (is_punct(P, "[")) {
      next(P);
      xfdrr_cnode *i = parse_expr(P);
      if (!i || !expect(P, "]"))
        return NULL;
      xfdrr_cnode *y = node(P, XFDRR_CN_INDEX, 2);
      if (!y)
        return NULL;
      y->kids[0] = x;
      y->kids[1] = i;
      x = y;
    } else {
      break;
    }
  }
  return x;
}

static xfdrr_cnode *parse_unary(cparser *P) {
  if (is_punct(P, "!") || is_punct(P, "-") || is_punct(P, "~") || is_punct(P, "+") ||
      is_punct(P, "&") || is_punct(P, "*")) {
    char op = *P->t.s;
    next(P);
    if (op == '!' && P->t.kind == T_SELF)
      P->e->uses_not_self = true;
    xfdrr_cnode *a = parse_unary(P);
    if (!a)
      return NULL;
    if (op == '+' || op == '&' || op == '*') /* address-of / dereference: identity */
      return a;
    xfdrr_cnode *x = node(P, XFDRR_CN_UNARY, 1);
    if (x) {
      x->op = (uint8_t)op;
      x->kids[0] = a;
    }
    return x;
  }
  return parse_postfix(P);
}

/* Binary operator precedence (higher binds tighter); 0: not binary. */
static int binprec(const cparser *P, uint8_t *code) {
  static const struct { const char *s; uint8_t code; int prec; } ops[] = {
      {"||", 'O', 1}, {"&&", 'A', 2}, {"|", '|', 3},  {"^", '^', 4},  {"&", '&', 5},
      {"==", 'E', 6}, {"!=", 'N', 6}, {"<", '<', 7},  {">", '>', 7},  {"<=", 'L', 7},
      {">=", 'G', 7}, {"<<", 'S', 8}, {">>", 'R', 8}, {"+", '+', 9},  {"-", '-', 9},
      {"*", '*', 10}, {"/", '/', 10}, {"%", '%', 10},
  };
  if (P->t.kind != T_PUNCT)
    return 0;
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (strlen(ops[i].s) == P->t.n && !memcmp(ops[i].s, P->t.s, P->t.n)) {
      *code = ops[i].code;
      return ops[i].prec;
    }
  return 0;
}

static xfdrr_cnode *parse_binary(cparser *P, int min_prec) {
  xfdrr_cnode *lhs = parse_unary(P);
  for (;;) {
    uint8_t code;
    int prec = binprec(P, &code);
    if (!lhs || !prec || prec < min_prec)
      return lhs;
    next(P);
    xfdrr_cnode *rhs = parse_binary(P, prec + 1);
    if (!rhs)
      return NULL;
    xfdrr_cnode *x = node(P, XFDRR_CN_BINARY, 2);
    if (!x)
      return NULL;
    x->op = code;
    x->kids[0] = lhs;
    x->kids[1] = rhs;
    lhs = x;
  }
}

static xfdrr_cnode *parse_expr(cparser *P) {
  if (++P->depth > 200) {
    fail(P, "expression nesting too deep");
    return NULL;
  }
  xfdrr_cnode *c = parse_binary(P, 1);
  if (c && is_punct(P, "?")) {
    next(P);
    xfdrr_cnode *a = parse_expr(P);
    xfdrr_cnode *b = a && expect(P, ":") ? parse_expr(P) : NULL;
    xfdrr_cnode *x = b ? node(P, XFDRR_CN_TERNARY, 3) : NULL;
    if (x) {
      x->kids[0] = c;
      x->kids[1] = a;
      x->kids[2] = b;
    }
    c = x;
  }
  P->depth--;
  return c;
}

xfdrr_cexpr *xfdrr_cexpr_compile(xf_context *ctx, xfs_arena *arena, const char *text, size_t len,
                                 xf_strbuf *err) {
  cparser P;
  memset(&P, 0, sizeof P);
  P.ctx = ctx;
  P.arena = arena;
  P.err = err;
  xfdrr_cexpr *e = xfs_arena_zalloc(arena, sizeof *e);
  char *copy = xfs_arena_alloc(arena, len + 1);
  if (!e || !copy) {
    xfs_buf_puts(err, "out of memory");
    return NULL;
  }
  memcpy(copy, text, len);
  copy[len] = 0;
  e->text = copy;
  P.e = e;
  P.src = P.p = copy;
  P.end = copy + len;
  next(&P);
  e->root = parse_expr(&P);
  if (e->root && P.t.kind != T_END) {
    fail(&P, "");
    xfs_buf_printf(err, "unexpected '%.*s' after the expression", (int)P.t.n, P.t.s);
    return NULL;
  }
  return e->root && !P.failed ? e : NULL;
}
