/* affine_syntax.c — parser and printer for affine maps, integer sets and
 * affine expressions.
 *
 * Parsing follows MLIR's AffineParser production by production, because
 * mlir-opt's error messages and positions depend on its exact recursion:
 *
 *   map-or-set  ::= `(` ids `)` (`[` ids `]`)? (`->` `(` exprs `)` | `:` `(` constraints `)`)
 *   expr        ::= low-prec chain of `+` / `-` over high-prec chains of
 *                   `*`, `floordiv`, `ceildiv`, `mod` over operands
 *   operand     ::= bare-id | integer | `(` expr `)` | `-` operand
 *   constraint  ::= expr (`>` `=` | `<` `=` | `=` `=`) expr
 *
 * Both binary levels associate to the left; the non-affine checks happen
 * when a high-precedence node is built and are reported at an operator
 * position chosen the way MLIR chooses it.  Subtraction builds
 * `a + b * -1`, negation `-1 * a`, `a <= b` becomes `b - a >= 0`.
 *
 * The lexer tokenises like MLIR's (identifiers with `$` and `.`, hex
 * integers, floats, prefixed identifiers, strings, `//` comments) and lexes
 * one token ahead, so a lexical error is reported as soon as the token
 * before it is consumed.  Only the first error is kept (mlir-opt suppresses
 * parser errors on error tokens; follow-up notes are not modelled).
 * "Wrong token" errors back up over blanks and blank lines to the end of
 * the previous token, as Parser::emitWrongTokenError does, but never past
 * the start of the text handed in.
 *
 * The printer mirrors AsmPrinter::printAffineExprInternal: non-additive
 * operands are parenthesised inside other operators (strong binding),
 * `x * -1` prints as `-x`, additions of `y * -1`, `y * -c` and `-c` print
 * as subtractions.
 */
#include <ctype.h>
#include <stdio.h>

#include "affine_syntax.h"

typedef xf_affine_expr expr;

/* ------------------------------------------------------------------ lexer */

typedef enum tok_kind {
  T_EOF,      /* end of the buffer */
  T_ERROR,    /* lexical error (already recorded) */
  T_ID,       /* bare identifier, integer type or ordinary keyword */
  T_FLOORDIV, /* `floordiv` */
  T_CEILDIV,  /* `ceildiv` */
  T_MOD,      /* `mod` */
  T_SYMBOL,   /* `symbol` */
  T_INT,      /* decimal or hex integer */
  T_FLOAT,    /* float literal */
  T_PERCENT,  /* %ssa-name */
  T_LPAREN,   /* ( */
  T_RPAREN,   /* ) */
  T_LSQUARE,  /* [ */
  T_RSQUARE,  /* ] */
  T_COMMA,    /* , */
  T_ARROW,    /* -> */
  T_COLON,    /* : */
  T_PLUS,     /* + */
  T_MINUS,    /* - */
  T_STAR,     /* * */
  T_GREATER,  /* > */
  T_LESS,     /* < */
  T_EQUAL,    /* = */
  T_OTHER,    /* any other valid MLIR token */
} tok_kind;

/* A dimension or symbol name bound in the identifier lists. */
typedef struct name_entry {
  const char *s; /* spelling in the buffer */
  size_t len;    /* its length */
  expr *e;       /* d<i> or s<i> */
} name_entry;

/* Parser state: the lexer position, the current token, the first error
 * and the names bound so far. */
typedef struct ap {
  xf_context *ctx;       /* owner of everything built */
  const char *begin;     /* start of the text handed in (error back-up limit) */
  const char *end;       /* end of the buffer */
  const char *cur;       /* next character to lex */
  tok_kind tk;           /* current token */
  const char *ts;        /* its start */
  size_t tl;             /* its length */
  const char *prev_end;  /* end of the last consumed token */
  const char *err_pos;   /* position of the first error */
  const char *err_msg;   /* its message, NULL while there is none */
  xfs_vec names;         /* name_entry of every bound dim and symbol */
  unsigned ndims, nsyms; /* dims and symbols bound so far */
} ap;

/* Records an error unless one is already recorded. */
static void error_at(ap *P, const char *pos, const char *msg) {
  if (!P->err_msg) {
    P->err_pos = pos;
    P->err_msg = msg;
  }
}

/* An error at the current token (MLIR's Parser::emitError(message)). */
static void error_here(ap *P, const char *msg) { error_at(P, P->ts, msg); }

/* An error about an unexpected current token, placed after the previous
 * token when only blanks, blank lines and comments separate them. */
static void error_wrong_token(ap *P, const char *msg) {
  const char *q = P->ts;
  if (P->tk == T_EOF && q > P->begin)
    q--;
  for (;;) {
    while (q > P->begin && (q[-1] == ' ' || q[-1] == '\t'))
      q--;
    if (q == P->begin || (q[-1] != '\n' && q[-1] != '\r'))
      break;
    q--;
    const char *ls = q;
    while (ls > P->begin && ls[-1] != '\n' && ls[-1] != '\r')
      ls--;
    for (const char *c = ls; c + 1 < q; c++) {
      if (c[0] == '/' && c[1] == '/') {
        q = c;
        break;
      }
    }
  }
  error_at(P, q, msg);
}

static bool at(const ap *P, const char *p, char c) { return p < P->end && *p == c; }
static bool is_digit_at(const ap *P, const char *p) {
  return p < P->end && isdigit((unsigned char)*p);
}
static bool is_xdigit_at(const ap *P, const char *p) {
  return p < P->end && isxdigit((unsigned char)*p);
}
static bool is_alpha_at(const ap *P, const char *p) {
  return p < P->end && isalpha((unsigned char)*p);
}
/* Identifier continuation characters: [a-zA-Z0-9_$.] */
static bool is_id_char_at(const ap *P, const char *p) {
  return p < P->end && (isalnum((unsigned char)*p) || *p == '_' || *p == '$' || *p == '.');
}

/* Skips blanks, NUL bytes (MLIR ignores them inside a buffer) and `//`
 * comments from P->cur. */
static void skip_blanks(ap *P) {
  while (P->cur < P->end) {
    char c = *P->cur;
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0) {
      P->cur++;
    } else if (c == '/' && at(P, P->cur + 1, '/')) {
      while (P->cur < P->end && *P->cur != '\n' && *P->cur != '\r')
        P->cur++;
    } else {
      break;
    }
  }
}

/* Ends the current token at `q` with kind `k`. */
static bool form(ap *P, tok_kind k, const char *q) {
  P->tk = k;
  P->tl = (size_t)(q - P->ts);
  P->cur = q;
  return k != T_ERROR;
}

/* Ends the current token as a lexical error reported at `pos`. */
static bool lex_error(ap *P, const char *pos, const char *msg) {
  error_at(P, pos, msg);
  return form(P, T_ERROR, pos < P->end ? pos + 1 : P->end);
}

/* Lexes a number starting at P->ts (a digit). */
static bool lex_number(ap *P) {
  const char *q = P->ts + 1;
  if (P->ts[0] == '0' && at(P, q, 'x')) {
    if (!is_xdigit_at(P, q + 1))
      return form(P, T_INT, q);
    q += 2;
    while (is_xdigit_at(P, q))
      q++;
    return form(P, T_INT, q);
  }
  while (is_digit_at(P, q))
    q++;
  if (!at(P, q, '.'))
    return form(P, T_INT, q);
  q++;
  while (is_digit_at(P, q))
    q++;
  if (at(P, q, 'e') || at(P, q, 'E')) {
    if (is_digit_at(P, q + 1) ||
        ((at(P, q + 1, '-') || at(P, q + 1, '+')) && is_digit_at(P, q + 2))) {
      q += 2;
      while (is_digit_at(P, q))
        q++;
    }
  }
  return form(P, T_FLOAT, q);
}

/* Lexes a bare identifier or keyword starting at P->ts. */
static bool lex_identifier(ap *P) {
  static const struct {
    const char *kw;
    tok_kind k;
  } roles[] = {
      {"floordiv", T_FLOORDIV}, {"ceildiv", T_CEILDIV}, {"mod", T_MOD}, {"symbol", T_SYMBOL}};
  const char *q = P->ts + 1;
  while (is_id_char_at(P, q))
    q++;
  size_t n = (size_t)(q - P->ts);
  for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++) {
    if (strlen(roles[i].kw) == n && memcmp(roles[i].kw, P->ts, n) == 0)
      return form(P, roles[i].k, q);
  }
  return form(P, T_ID, q);
}

/* Lexes a string literal whose opening quote is at `open`; the token
 * ends after the closing quote. */
static bool lex_string(ap *P, const char *open, tok_kind k) {
  const char *q = open + 1;
  for (;;) {
    if (q >= P->end || *q == '\n' || *q == '\v' || *q == '\f')
      return lex_error(P, q < P->end ? q : P->end, "expected '\"' in string literal");
    char c = *q++;
    if (c == '"')
      return form(P, k, q);
    if (c != '\\')
      continue;
    if (at(P, q, '"') || at(P, q, '\\') || at(P, q, 'n') || at(P, q, 't'))
      q++;
    else if (is_xdigit_at(P, q) && is_xdigit_at(P, q + 1))
      q += 2;
    else
      return lex_error(P, q - 1, "unknown escape in string literal");
  }
}

/* Lexes `@name` or `@"name"`. */
static bool lex_at_identifier(ap *P) {
  const char *q = P->ts + 1;
  if (at(P, q, '"'))
    return lex_string(P, q, T_OTHER);
  if (!is_alpha_at(P, q) && !at(P, q, '_'))
    return lex_error(P, q < P->end ? q : P->end,
                     "@ identifier expected to start with letter or '_'");
  while (is_id_char_at(P, q))
    q++;
  return form(P, T_OTHER, q);
}

/* Lexes `%x`, `#x`, `^x` or `!x`: digits, or letters/punctuation. */
static bool lex_prefixed(ap *P) {
  char sigil = P->ts[0];
  const char *q = P->ts + 1;
  const char *what = sigil == '%'   ? "invalid SSA name"
                     : sigil == '#' ? "invalid attribute name"
                     : sigil == '^' ? "invalid block name"
                                    : "invalid type identifier";
  bool punct = q < P->end && (*q == '$' || *q == '.' || *q == '_' || *q == '-');
  if (is_digit_at(P, q)) {
    while (is_digit_at(P, q))
      q++;
  } else if (is_alpha_at(P, q) || punct) {
    while (is_id_char_at(P, q) || at(P, q, '-'))
      q++;
  } else {
    return lex_error(P, P->ts, what);
  }
  return form(P, sigil == '%' ? T_PERCENT : T_OTHER, q);
}

/* Lexes a one-character punctuation token, or reports it. */
static bool lex_punct(ap *P) {
  static const char chars[] = "()[],:+*><={}?|/";
  static const tok_kind kinds[] = {T_LPAREN, T_RPAREN, T_LSQUARE, T_RSQUARE, T_COMMA, T_COLON,
                                   T_PLUS,   T_STAR,   T_GREATER, T_LESS,    T_EQUAL, T_OTHER,
                                   T_OTHER,  T_OTHER,  T_OTHER,   T_OTHER};
  _Static_assert(sizeof chars - 1 == sizeof kinds / sizeof kinds[0], "punctuation table");
  const char *hit = strchr(chars, P->ts[0]);
  if (!hit || !P->ts[0])
    return lex_error(P, P->ts, "unexpected character");
  return form(P, kinds[hit - chars], P->ts + 1);
}

/* Lexes the next token into P->tk / P->ts / P->tl.  Every lex_* function
 * returns false when it produced an error token. */
static bool lex(ap *P) {
  skip_blanks(P);
  P->ts = P->cur;
  if (P->cur >= P->end)
    return form(P, T_EOF, P->cur);
  char c = *P->cur;
  if (isdigit((unsigned char)c))
    return lex_number(P);
  if (isalpha((unsigned char)c) || c == '_')
    return lex_identifier(P);
  switch (c) {
  case '-':
    return form(P, at(P, P->ts + 1, '>') ? T_ARROW : T_MINUS,
                P->ts + (at(P, P->ts + 1, '>') ? 2 : 1));
  case '.':
    if (at(P, P->ts + 1, '.') && at(P, P->ts + 2, '.'))
      return form(P, T_OTHER, P->ts + 3);
    return lex_error(P, P->ts + 1, "expected three consecutive dots for an ellipsis");
  case '"':
    return lex_string(P, P->ts, T_OTHER);
  case '@':
    return lex_at_identifier(P);
  case '%':
  case '#':
  case '^':
  case '!':
    return lex_prefixed(P);
  default:
    return lex_punct(P);
  }
}

/* Consumes the current token and lexes the next one. */
static void next(ap *P) {
  P->prev_end = P->ts + P->tl;
  lex(P);
}

static bool consume_if(ap *P, tok_kind k) {
  if (P->tk != k)
    return false;
  next(P);
  return true;
}

/* MLIR parseToken: consume `k` or report `msg` as a wrong-token error. */
static bool expect(ap *P, tok_kind k, const char *msg) {
  if (consume_if(P, k))
    return true;
  error_wrong_token(P, msg);
  return false;
}

/* Tokens usable as dimension/symbol names (bare ids, integer types and
 * keywords). */
static bool is_identifier(const ap *P) {
  return P->tk == T_ID || P->tk == T_FLOORDIV || P->tk == T_CEILDIV || P->tk == T_MOD ||
         P->tk == T_SYMBOL;
}

/* --------------------------------------------------------- expressions */

typedef enum low_op { L_NONE, L_ADD, L_SUB } low_op;
typedef enum high_op { H_NONE, H_MUL, H_FLOORDIV, H_CEILDIV, H_MOD } high_op;

/* Records an allocation failure when a constructor returned NULL. */
static expr *chk(ap *P, expr *e) {
  if (!e)
    error_here(P, "out of memory");
  return e;
}

static bool is_symbolic(const expr *e) {
  if (e->kind == XFI_AFF_DIM)
    return false;
  if (e->kind >= XFI_AFF_CONST)
    return true;
  return is_symbolic(e->lhs) && is_symbolic(e->rhs);
}

static expr *parse_expr(ap *P);
static expr *parse_operand(ap *P, expr *lhs);

/* Builds `l op r` for a high-precedence `op`, checking affinity; errors
 * go to `loc` (an operator position). */
static expr *high_bin(ap *P, high_op op, expr *l, expr *r, const char *loc) {
  static const char *const rhs_msg[] = {
      NULL, NULL,
      "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
      "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
      "non-affine expression: right operand of mod has to be either a constant or symbolic"};
  static const xfi_affine_kind kinds[] = {XFI_AFF_ADD, XFI_AFF_MUL, XFI_AFF_FLOORDIV,
                                          XFI_AFF_CEILDIV, XFI_AFF_MOD};
  if (op == H_MUL && !is_symbolic(l) && !is_symbolic(r)) {
    error_at(P, loc,
             "non-affine expression: at least one of the multiply operands has to be "
             "either a constant or symbolic");
    return NULL;
  }
  if (op != H_MUL && !is_symbolic(r)) {
    error_at(P, loc, rhs_msg[op]);
    return NULL;
  }
  return chk(P, xfi_affine_bin(P->ctx, kinds[op], l, r));
}

/* Builds `l + r` or `l - r` (= l + r * -1). */
static expr *low_bin(ap *P, low_op op, expr *l, expr *r) {
  if (!l || !r)
    return NULL;
  if (op == L_SUB) {
    expr *m1 = chk(P, xfi_affine_const(P->ctx, -1));
    r = m1 ? chk(P, xfi_affine_bin(P->ctx, XFI_AFF_MUL, r, m1)) : NULL;
    if (!r)
      return NULL;
  }
  return chk(P, xfi_affine_bin(P->ctx, XFI_AFF_ADD, l, r));
}

static low_op consume_low(ap *P) {
  if (consume_if(P, T_PLUS))
    return L_ADD;
  if (consume_if(P, T_MINUS))
    return L_SUB;
  return L_NONE;
}

static high_op consume_high(ap *P) {
  if (consume_if(P, T_STAR))
    return H_MUL;
  if (consume_if(P, T_FLOORDIV))
    return H_FLOORDIV;
  if (consume_if(P, T_CEILDIV))
    return H_CEILDIV;
  if (consume_if(P, T_MOD))
    return H_MOD;
  return H_NONE;
}

/* A bare identifier bound in the dimension or symbol list. */
static expr *parse_bare_id(ap *P) {
  if (!is_identifier(P)) {
    error_wrong_token(P, "expected bare identifier");
    return NULL;
  }
  for (size_t i = 0; i < P->names.len; i++) {
    name_entry *n = &XFS_VEC_AT(&P->names, name_entry, i);
    if (n->len == P->tl && memcmp(n->s, P->ts, n->len) == 0) {
      next(P);
      return n->e;
    }
  }
  error_wrong_token(P, "use of undeclared identifier");
  return NULL;
}

/* `symbol(%x)`: SSA identifiers are not accepted in attribute maps. */
static expr *parse_symbol_ssa(ap *P) {
  next(P);
  if (!expect(P, T_LPAREN, "expected '(' at start of SSA symbol"))
    return NULL;
  error_wrong_token(P, "unexpected ssa identifier");
  return NULL;
}

/* A non-negative integer literal that fits in int64_t. */
static expr *parse_integer(ap *P) {
  uint64_t v = 0;
  bool hex = P->tl > 1 && P->ts[1] == 'x', ok = true;
  for (size_t i = hex ? 2 : 0; i < P->tl && ok; i++) {
    unsigned d = isdigit((unsigned char)P->ts[i])
                     ? (unsigned)(P->ts[i] - '0')
                     : (unsigned)(tolower((unsigned char)P->ts[i]) - 'a' + 10);
    unsigned base = hex ? 16 : 10;
    ok = v <= (UINT64_MAX - d) / base;
    v = v * base + d;
  }
  if (!ok || v > (uint64_t)INT64_MAX) {
    error_here(P, "constant too large for index");
    return NULL;
  }
  next(P);
  return chk(P, xfi_affine_const(P->ctx, (int64_t)v));
}

/* `(` expr `)` */
static expr *parse_parenthetical(ap *P) {
  next(P);
  if (P->tk == T_RPAREN) {
    error_here(P, "no expression inside parentheses");
    return NULL;
  }
  expr *e = parse_expr(P);
  if (!e || !expect(P, T_RPAREN, "expected ')'"))
    return NULL;
  return e;
}

/* `-` operand, built as `-1 * operand`. */
static expr *parse_negate(ap *P, expr *lhs) {
  next(P);
  expr *e = parse_operand(P, lhs);
  if (!e) {
    error_here(P, "missing operand of negation");
    return NULL;
  }
  expr *m1 = chk(P, xfi_affine_const(P->ctx, -1));
  return m1 ? chk(P, xfi_affine_bin(P->ctx, XFI_AFF_MUL, m1, e)) : NULL;
}

/* An operand of a binary operator; `lhs` (the left operand, if any) only
 * selects the error message for a missing operand. */
static expr *parse_operand(ap *P, expr *lhs) {
  switch (P->tk) {
  case T_SYMBOL:
    return parse_symbol_ssa(P);
  case T_PERCENT:
    error_wrong_token(P, "unexpected ssa identifier");
    return NULL;
  case T_INT:
    return parse_integer(P);
  case T_LPAREN:
    return parse_parenthetical(P);
  case T_MINUS:
    return parse_negate(P, lhs);
  case T_PLUS:
  case T_STAR:
    error_here(P, lhs ? "missing right operand of binary operator"
                      : "missing left operand of binary operator");
    return NULL;
  default:
    if (is_identifier(P))
      return parse_bare_id(P);
    error_here(P, lhs ? "missing right operand of binary operator" : "expected affine expression");
    return NULL;
  }
}

/* A chain of high-precedence operators: returns `(llhs llop lhs) op ...`,
 * left-associated.  `llop_loc` is where llop's operand errors go. */
static expr *parse_high(ap *P, expr *llhs, high_op llop, const char *llop_loc) {
  expr *lhs = parse_operand(P, llhs);
  if (!lhs)
    return NULL;
  const char *op_loc = P->ts;
  high_op op = consume_high(P);
  if (op != H_NONE) {
    if (llhs) {
      expr *e = high_bin(P, llop, llhs, lhs, op_loc);
      return e ? parse_high(P, e, op, op_loc) : NULL;
    }
    return parse_high(P, lhs, op, op_loc);
  }
  return llhs ? high_bin(P, llop, llhs, lhs, llop_loc) : lhs;
}

/* A chain of low-precedence operators over high-precedence chains:
 * returns `(llhs llop lhs) ...`, left-associated. */
static expr *parse_low(ap *P, expr *llhs, low_op llop) {
  expr *lhs = parse_operand(P, llhs);
  if (!lhs)
    return NULL;
  low_op lop = consume_low(P);
  if (lop != L_NONE) {
    if (llhs) {
      expr *sum = low_bin(P, llop, llhs, lhs);
      return sum ? parse_low(P, sum, lop) : NULL;
    }
    return parse_low(P, lhs, lop);
  }
  const char *op_loc = P->ts;
  high_op hop = consume_high(P);
  if (hop != H_NONE) {
    expr *high = parse_high(P, lhs, hop, op_loc);
    if (!high)
      return NULL;
    expr *e = llhs ? low_bin(P, llop, llhs, high) : high;
    if (!e)
      return NULL;
    low_op nop = consume_low(P);
    return nop != L_NONE ? parse_low(P, e, nop) : e;
  }
  return llhs ? low_bin(P, llop, llhs, lhs) : lhs;
}

static expr *parse_expr(ap *P) { return parse_low(P, NULL, L_NONE); }

/* ------------------------------------------------------------ structure */

/* Parses `open elt (, elt)* close` or `open close`; `elt` returns false
 * after reporting. */
static bool parse_list(ap *P, tok_kind open, tok_kind close, const char *open_msg,
                       const char *close_msg, bool (*elt)(ap *, void *), void *user) {
  if (!expect(P, open, open_msg))
    return false;
  if (consume_if(P, close))
    return true;
  if (!elt(P, user))
    return false;
  while (consume_if(P, T_COMMA))
    if (!elt(P, user))
      return false;
  return expect(P, close, close_msg);
}

/* Binds the current identifier token to `e` (a new dim or symbol). */
static bool define_id(ap *P, expr *e) {
  if (!is_identifier(P)) {
    error_wrong_token(P, "expected bare identifier");
    return false;
  }
  for (size_t i = 0; i < P->names.len; i++) {
    name_entry *n = &XFS_VEC_AT(&P->names, name_entry, i);
    if (n->len == P->tl && memcmp(n->s, P->ts, n->len) == 0) {
      size_t len = P->tl + sizeof "redefinition of identifier ''";
      char *msg = xfs_arena_alloc(&P->ctx->arena, len);
      if (msg)
        snprintf(msg, len, "redefinition of identifier '%.*s'", (int)P->tl, P->ts);
      error_here(P, msg ? msg : "redefinition of identifier");
      return false;
    }
  }
  name_entry n = {P->ts, P->tl, e};
  if (!e || !XFS_VEC_PUSH(xfs_ctx_mem(P->ctx), &P->names, name_entry, n)) {
    error_here(P, "out of memory");
    return false;
  }
  next(P);
  return true;
}

static bool dim_elt(ap *P, void *user) {
  (void)user;
  return define_id(P, xfi_affine_dim(P->ctx, P->ndims++));
}

static bool sym_elt(ap *P, void *user) {
  (void)user;
  return define_id(P, xfi_affine_sym(P->ctx, P->nsyms++));
}

/* `(dims)` and an optional `[syms]`. */
static bool parse_id_lists(ap *P) {
  if (!parse_list(P, T_LPAREN, T_RPAREN, "expected '(' in dimensional identifier list",
                  "expected ')' in dimensional identifier list", dim_elt, NULL))
    return false;
  if (P->tk != T_LSQUARE)
    return true;
  return parse_list(P, T_LSQUARE, T_RSQUARE, "expected '[' in symbol list",
                    "expected ']' in symbol list", sym_elt, NULL);
}

/* Collected results or constraints. */
typedef struct collect {
  xfs_vec exprs; /* expr* */
  xfs_vec eqs;   /* bool, constraints only */
} collect;

static bool push_expr(ap *P, collect *c, expr *e, bool with_eq, bool eq) {
  xfs_mem *m = xfs_ctx_mem(P->ctx);
  if (XFS_VEC_PUSH(m, &c->exprs, expr *, e) && (!with_eq || XFS_VEC_PUSH(m, &c->eqs, bool, eq)))
    return true;
  error_here(P, "out of memory");
  return false;
}

static bool result_elt(ap *P, void *user) {
  expr *e = parse_expr(P);
  return e && push_expr(P, user, e, false, false);
}

/* Parses the right side `r` of a constraint with left side `a` and forms
 * `a - r` (or `r - a` with `swap`). */
static expr *constraint_rhs(ap *P, expr *a, bool swap) {
  expr *r = parse_expr(P);
  if (!r)
    return NULL;
  return swap ? low_bin(P, L_SUB, r, a) : low_bin(P, L_SUB, a, r);
}

/* `e >= e`, `e <= e` or `e == e`, normalised to `x >= 0` / `x == 0`. */
static bool constraint_elt(ap *P, void *user) {
  expr *l = parse_expr(P);
  if (!l)
    return false;
  expr *c = NULL;
  bool eq = false;
  if (consume_if(P, T_GREATER) && consume_if(P, T_EQUAL)) {
    c = constraint_rhs(P, l, false);
  } else if (consume_if(P, T_LESS) && consume_if(P, T_EQUAL)) {
    c = constraint_rhs(P, l, true);
  } else if (consume_if(P, T_EQUAL) && consume_if(P, T_EQUAL)) {
    c = constraint_rhs(P, l, false);
    eq = true;
  } else {
    error_here(P, "expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
    return false;
  }
  return c && push_expr(P, user, c, true, eq);
}

/* After the identifier lists: `-> (results)` or `: (constraints)`. */
static xf_attr *parse_after_ids(ap *P, collect *c) {
  if (consume_if(P, T_ARROW)) {
    if (!parse_list(P, T_LPAREN, T_RPAREN, "expected '(' in affine map range",
                    "expected ')' in affine map range", result_elt, c))
      return NULL;
    return xfi_attr_affine_map(P->ctx, P->ndims, P->nsyms, c->exprs.data, c->exprs.len);
  }
  if (!expect(P, T_COLON, "expected '->' or ':'"))
    return NULL;
  if (!parse_list(P, T_LPAREN, T_RPAREN, "expected '(' in integer set constraint list",
                  "expected ')' in integer set constraint list", constraint_elt, c))
    return NULL;
  if (c->exprs.len == 0) {
    expr *zero = xfi_affine_const(P->ctx, 0);
    bool t = true;
    return zero ? xfi_attr_integer_set(P->ctx, P->ndims, P->nsyms, &zero, &t, 1) : NULL;
  }
  return xfi_attr_integer_set(P->ctx, P->ndims, P->nsyms, c->exprs.data, c->eqs.data, c->exprs.len);
}

/* What the caller accepts. */
typedef enum want { WANT_MAP, WANT_SET, WANT_EITHER } want;

/* Parses a map or set (MLIR parseAffineMapOrIntegerSetInline), checks it
 * is what the caller wants and, with `close`, the closing `>`.  Returns the
 * pointer after the last consumed character or NULL after an error. */
static const char *run(xf_context *ctx, const char *p, const char *end, want w, bool close,
                       xf_attr **out, const char **err_pos, const char **err_msg) {
  ap P;
  memset(&P, 0, sizeof P);
  P.ctx = ctx;
  P.begin = P.cur = P.prev_end = p;
  P.end = end;
  lex(&P);
  const char *start = P.ts;
  collect c;
  memset(&c, 0, sizeof c);
  xf_attr *a = parse_id_lists(&P) ? parse_after_ids(&P, &c) : NULL;
  if (!a)
    error_here(&P, "out of memory"); /* no-op unless a constructor failed */
  const char *ret = NULL;
  if (a && w == WANT_MAP && a->kind != XF_ATTR_AFFINE_MAP)
    error_at(&P, start, "expected AffineMap, but got IntegerSet");
  else if (a && w == WANT_SET && a->kind != XF_ATTR_INTEGER_SET)
    error_at(&P, start, "expected IntegerSet, but got AffineMap");
  else if (a && close && P.tk != T_GREATER)
    error_wrong_token(&P,
                      w == WANT_SET ? "expected '>' in integer set" : "expected '>' in affine map");
  else if (a)
    ret = close ? P.ts + 1 : P.prev_end;
  xfs_mem *m = xfs_ctx_mem(ctx);
  xfs_vec_free(m, &P.names, sizeof(name_entry));
  xfs_vec_free(m, &c.exprs, sizeof(expr *));
  xfs_vec_free(m, &c.eqs, sizeof(bool));
  *out = ret ? a : NULL;
  *err_pos = ret ? NULL : P.err_pos;
  *err_msg = ret ? NULL : P.err_msg;
  return ret;
}

const char *xfy_parse_affine_map(xf_context *ctx, const char *p, const char *end, xf_attr **out,
                                 const char **err_pos, const char **err_msg) {
  return run(ctx, p, end, WANT_MAP, true, out, err_pos, err_msg);
}

const char *xfy_parse_integer_set(xf_context *ctx, const char *p, const char *end, xf_attr **out,
                                  const char **err_pos, const char **err_msg) {
  return run(ctx, p, end, WANT_SET, true, out, err_pos, err_msg);
}

const char *xfy_parse_affine_map_body(xf_context *ctx, const char *p, const char *end,
                                      bool expect_close, xf_attr **out, const char **err_pos,
                                      const char **err_msg) {
  return run(ctx, p, end, WANT_MAP, expect_close, out, err_pos, err_msg);
}

const char *xfy_parse_integer_set_body(xf_context *ctx, const char *p, const char *end,
                                       bool expect_close, xf_attr **out, const char **err_pos,
                                       const char **err_msg) {
  return run(ctx, p, end, WANT_SET, expect_close, out, err_pos, err_msg);
}

const char *xfy_parse_affine_map_or_set_body(xf_context *ctx, const char *p, const char *end,
                                             xf_attr **out, const char **err_pos,
                                             const char **err_msg) {
  return run(ctx, p, end, WANT_EITHER, false, out, err_pos, err_msg);
}

/* --------------------------------------------------------------- printer */

typedef struct pr {
  xf_strbuf *b;          /* output */
  xfy_affine_namer name; /* dim/symbol namer or NULL for d<i>/s<i> */
  void *user;            /* namer cookie */
  bool ok;               /* every write succeeded */
} pr;

static void put(pr *P, const char *s) { P->ok &= xfs_buf_puts(P->b, s); }
static void put_i64(pr *P, int64_t v) { P->ok &= xfs_buf_put_i64(P->b, v); }
/* -v with int64 wrap-around (prints INT64_MIN for -INT64_MIN, as MLIR). */
static int64_t neg(int64_t v) { return (int64_t)(0 - (uint64_t)v); }

static void print_rec(pr *P, const expr *e, bool strong);

static void print_leaf(pr *P, const expr *e) {
  bool sym = e->kind == XFI_AFF_SYM;
  if (e->kind == XFI_AFF_CONST) {
    put_i64(P, e->value);
  } else if (P->name) {
    P->ok &= P->name(P->user, P->b, (unsigned)e->value, sym);
  } else {
    put(P, sym ? "s" : "d");
    put_i64(P, e->value);
  }
}

/* Prints a multiplicative node (mul, floordiv, ceildiv, mod). */
static void print_tight(pr *P, const expr *e, bool strong) {
  static const char *const spell[] = {" + ", " * ", " mod ", " floordiv ", " ceildiv "};
  if (strong)
    put(P, "(");
  if (e->kind == XFI_AFF_MUL && e->rhs->kind == XFI_AFF_CONST && e->rhs->value == -1) {
    put(P, "-");
    print_rec(P, e->lhs, true);
  } else {
    print_rec(P, e->lhs, true);
    put(P, spell[e->kind]);
    print_rec(P, e->rhs, true);
  }
  if (strong)
    put(P, ")");
}

/* Prints an addition, as a subtraction where the right side is negated. */
static void print_add(pr *P, const expr *e, bool strong) {
  const expr *r = e->rhs;
  if (strong)
    put(P, "(");
  print_rec(P, e->lhs, false);
  if (r->kind == XFI_AFF_MUL && r->rhs->kind == XFI_AFF_CONST && r->rhs->value == -1) {
    put(P, " - ");
    print_rec(P, r->lhs, r->lhs->kind == XFI_AFF_ADD);
  } else if (r->kind == XFI_AFF_MUL && r->rhs->kind == XFI_AFF_CONST && r->rhs->value < -1) {
    put(P, " - ");
    print_rec(P, r->lhs, true);
    put(P, " * ");
    put_i64(P, neg(r->rhs->value));
  } else if (r->kind == XFI_AFF_CONST && r->value < 0) {
    put(P, " - ");
    put_i64(P, neg(r->value));
  } else {
    put(P, " + ");
    print_rec(P, r, false);
  }
  if (strong)
    put(P, ")");
}

/* Prints `e`; `strong` when the context binds tighter than addition. */
static void print_rec(pr *P, const expr *e, bool strong) {
  if (e->kind >= XFI_AFF_CONST)
    print_leaf(P, e);
  else if (e->kind == XFI_AFF_ADD)
    print_add(P, e, strong);
  else
    print_tight(P, e, strong);
}

bool xfy_print_affine_expr_named(xf_strbuf *b, const xf_affine_expr *e, xfy_affine_namer name,
                                 void *user) {
  pr P = {b, name, user, true};
  print_rec(&P, e, false);
  return P.ok;
}

bool xfy_print_affine_expr(xf_strbuf *b, const xf_affine_expr *e) {
  return xfy_print_affine_expr_named(b, e, NULL, NULL);
}

/* `(d0, d1)` and, when there are symbols, `[s0, s1]`. */
static void print_ids(pr *P, const xf_attr *a) {
  put(P, "(");
  for (uint32_t i = 0; i < a->u.affine.dims; i++) {
    put(P, i ? ", d" : "d");
    put_i64(P, i);
  }
  put(P, ")");
  if (!a->u.affine.syms)
    return;
  put(P, "[");
  for (uint32_t i = 0; i < a->u.affine.syms; i++) {
    put(P, i ? ", s" : "s");
    put_i64(P, i);
  }
  put(P, "]");
}

bool xfy_print_affine_map_body(xf_strbuf *b, const xf_attr *map) {
  pr P = {b, NULL, NULL, true};
  print_ids(&P, map);
  put(&P, " -> (");
  for (uint32_t i = 0; i < map->n; i++) {
    if (i)
      put(&P, ", ");
    print_rec(&P, map->u.affine.exprs[i], false);
  }
  put(&P, ")");
  return P.ok;
}

bool xfy_print_integer_set_body(xf_strbuf *b, const xf_attr *set) {
  pr P = {b, NULL, NULL, true};
  print_ids(&P, set);
  put(&P, " : (");
  for (uint32_t i = 0; i < set->n; i++) {
    if (i)
      put(&P, ", ");
    print_rec(&P, set->u.affine.exprs[i], false);
    put(&P, set->u.affine.eq[i] ? " == 0" : " >= 0");
  }
  put(&P, ")");
  return P.ok;
}

bool xfy_print_affine_map(xf_strbuf *b, const xf_attr *map) {
  bool ok = xfs_buf_puts(b, "affine_map<");
  ok &= xfy_print_affine_map_body(b, map);
  return xfs_buf_putc(b, '>') && ok;
}

bool xfy_print_integer_set(xf_strbuf *b, const xf_attr *set) {
  bool ok = xfs_buf_puts(b, "affine_set<");
  ok &= xfy_print_integer_set_body(b, set);
  return xfs_buf_putc(b, '>') && ok;
}
