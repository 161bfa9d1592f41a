/* lexer.c — splits MLIR text into tokens without allocating.
 *
 * Follows MLIR's Lexer: bare identifiers `[A-Za-z_][A-Za-z0-9_$.]*`,
 * sigil-prefixed identifiers (`%`, `^`, `#`, `!`: digits, or a letter/[$._-]
 * followed by [A-Za-z0-9$._-]*; `@`: a bare identifier or a string),
 * integers (decimal, 0x hex), floats (digits '.' digits [eE[+-]digits]),
 * strings with \" \\ \n \t and \XX escapes, `//` comments, and punctuation.
 * Newlines are counted as they are skipped, so every token knows its line
 * and column.  Errors become XFY_ERROR tokens carrying mlir-opt's message.
 */
#include <ctype.h>

#include "lexer.h"

void xfy_lex_init(xfy_lexer *lx, const char *buf, size_t len) {
  lx->buf = lx->cur = lx->line_start = buf;
  lx->end = buf + len;
  lx->line = 1;
  lx->first_col = 0;
}

void xfy_lex_reset(xfy_lexer *lx, const char *p, uint32_t line, const char *line_start) {
  lx->cur = p;
  lx->line = line;
  lx->line_start = line_start;
}

static xfy_token make(xfy_lexer *lx, xfy_tok_kind k, const char *start) {
  xfy_token t;
  t.kind = k;
  t.text = start;
  t.len = (uint32_t)(lx->cur - start);
  t.line = lx->line;
  t.col = (uint32_t)(start - lx->line_start) + 1 + (t.line == 1 ? lx->first_col : 0);
  t.msg = NULL;
  return t;
}

static xfy_token error_at(xfy_lexer *lx, const char *start, const char *msg) {
  xfy_token t = make(lx, XFY_ERROR, start);
  t.msg = msg;
  return t;
}

/* Character classes of identifier bodies, by byte (ASCII letters and
 * digits, as the "C" locale's isalnum): 1 = bare identifier character
 * [A-Za-z0-9_$.], 2 = suffix identifier character (bare plus '-'). */
enum { CC_BARE = 1, CC_SUFFIX = 2 };
#define CC_ALNUM (CC_BARE | CC_SUFFIX)
static const unsigned char char_class[256] = {
    ['$'] = CC_ALNUM, ['.'] = CC_ALNUM, ['_'] = CC_ALNUM, ['-'] = CC_SUFFIX,
    ['0'] = CC_ALNUM, ['1'] = CC_ALNUM, ['2'] = CC_ALNUM, ['3'] = CC_ALNUM, ['4'] = CC_ALNUM,
    ['5'] = CC_ALNUM, ['6'] = CC_ALNUM, ['7'] = CC_ALNUM, ['8'] = CC_ALNUM, ['9'] = CC_ALNUM,
    ['A'] = CC_ALNUM, ['B'] = CC_ALNUM, ['C'] = CC_ALNUM, ['D'] = CC_ALNUM, ['E'] = CC_ALNUM,
    ['F'] = CC_ALNUM, ['G'] = CC_ALNUM, ['H'] = CC_ALNUM, ['I'] = CC_ALNUM, ['J'] = CC_ALNUM,
    ['K'] = CC_ALNUM, ['L'] = CC_ALNUM, ['M'] = CC_ALNUM, ['N'] = CC_ALNUM, ['O'] = CC_ALNUM,
    ['P'] = CC_ALNUM, ['Q'] = CC_ALNUM, ['R'] = CC_ALNUM, ['S'] = CC_ALNUM, ['T'] = CC_ALNUM,
    ['U'] = CC_ALNUM, ['V'] = CC_ALNUM, ['W'] = CC_ALNUM, ['X'] = CC_ALNUM, ['Y'] = CC_ALNUM,
    ['Z'] = CC_ALNUM, ['a'] = CC_ALNUM, ['b'] = CC_ALNUM, ['c'] = CC_ALNUM, ['d'] = CC_ALNUM,
    ['e'] = CC_ALNUM, ['f'] = CC_ALNUM, ['g'] = CC_ALNUM, ['h'] = CC_ALNUM, ['i'] = CC_ALNUM,
    ['j'] = CC_ALNUM, ['k'] = CC_ALNUM, ['l'] = CC_ALNUM, ['m'] = CC_ALNUM, ['n'] = CC_ALNUM,
    ['o'] = CC_ALNUM, ['p'] = CC_ALNUM, ['q'] = CC_ALNUM, ['r'] = CC_ALNUM, ['s'] = CC_ALNUM,
    ['t'] = CC_ALNUM, ['u'] = CC_ALNUM, ['v'] = CC_ALNUM, ['w'] = CC_ALNUM, ['x'] = CC_ALNUM,
    ['y'] = CC_ALNUM, ['z'] = CC_ALNUM,
};

static inline bool is_bare_char(char c) { return char_class[(unsigned char)c] & CC_BARE; }

static inline bool is_suffix_char(char c) { return char_class[(unsigned char)c] & CC_SUFFIX; }

/* Skips blanks, NUL bytes (MLIR's lexer skips a NUL that is not the end
 * of the buffer) and `//` comments (ended by '\n' or '\r'), counting
 * lines. */
static void skip_space(xfy_lexer *lx) {
  const char *p = lx->cur, *e = lx->end;
  while (p < e) {
    char c = *p;
    if (c == ' ') { /* the usual blank: indentation and separators */
      p++;
    } else if (c == '\n') {
      p++;
      lx->line++;
      lx->line_start = p;
    } else if (c == '\t' || c == '\r' || c == 0) {
      p++;
    } else if (c == '/' && p + 1 < e && p[1] == '/') {
      while (p < e && *p != '\n' && *p != '\r')
        p++;
    } else {
      break;
    }
  }
  lx->cur = p;
}

/* Lexes the body of a string whose opening quote was consumed.  As in
 * MLIR, NUL bytes and '\r' are part of the string; '\n', '\v', '\f' and
 * the end of input are errors located at that character. */
static xfy_token lex_string(xfy_lexer *lx, const char *start, xfy_tok_kind kind) {
  const char *p = lx->cur, *e = lx->end;
  while (p < e) {
    char c = *p++;
    if (c == '"') {
      lx->cur = p;
      return make(lx, kind, start);
    }
    if (c == '\n' || c == '\v' || c == '\f') {
      lx->cur = p - 1;
      return error_at(lx, p - 1, "expected '\"' in string literal");
    }
    if (c == '\\') {
      if (p < e && (*p == '"' || *p == '\\' || *p == 'n' || *p == 't')) {
        p++;
      } else if (p + 1 < e && isxdigit((unsigned char)p[0]) && isxdigit((unsigned char)p[1])) {
        p += 2;
      } else {
        lx->cur = p - 1;
        xfy_token t = error_at(lx, p - 1, "unknown escape in string literal");
        return t;
      }
    }
  }
  lx->cur = p;
  return error_at(lx, p, "expected '\"' in string literal");
}

/* `%`, `^`, `#`, `!` followed by a suffix identifier. */
static xfy_token lex_prefixed(xfy_lexer *lx, const char *start, xfy_tok_kind kind) {
  const char *p = lx->cur, *e = lx->end;
  if (p < e && isdigit((unsigned char)*p)) {
    while (p < e && isdigit((unsigned char)*p))
      p++;
  } else if (p < e && (isalpha((unsigned char)*p) || *p == '$' || *p == '.' || *p == '_' ||
                       *p == '-')) {
    while (p < e && is_suffix_char(*p))
      p++;
  } else {
    lx->cur = p;
    switch (kind) {
    case XFY_PERCENT_ID: return error_at(lx, start, "invalid SSA name");
    case XFY_CARET_ID: return error_at(lx, start, "invalid block name");
    case XFY_HASH_ID: return error_at(lx, start, "invalid attribute name");
    default: return error_at(lx, start, "invalid type identifier");
    }
  }
  lx->cur = p;
  return make(lx, kind, start);
}

static xfy_token lex_at(xfy_lexer *lx, const char *start) {
  const char *p = lx->cur, *e = lx->end;
  if (p < e && *p == '"') {
    lx->cur = p + 1;
    return lex_string(lx, start, XFY_AT_ID);
  }
  if (p >= e || !(isalpha((unsigned char)*p) || *p == '_')) {
    return error_at(lx, p, "@ identifier expected to start with letter or '_'");
  }
  while (p < e && is_bare_char(*p))
    p++;
  lx->cur = p;
  return make(lx, XFY_AT_ID, start);
}

static xfy_token lex_number(xfy_lexer *lx, const char *start) {
  const char *p = lx->cur, *e = lx->end;
  if (*start == '0' && p + 1 < e && *p == 'x' && isxdigit((unsigned char)p[1])) {
    p++;
    while (p < e && isxdigit((unsigned char)*p))
      p++;
    lx->cur = p;
    return make(lx, XFY_INTEGER, start);
  }
  while (p < e && isdigit((unsigned char)*p))
    p++;
  if (p >= e || *p != '.') {
    lx->cur = p;
    return make(lx, XFY_INTEGER, start);
  }
  p++;
  while (p < e && isdigit((unsigned char)*p))
    p++;
  if (p < e && (*p == 'e' || *p == 'E')) {
    const char *q = p + 1;
    if (q < e && (*q == '+' || *q == '-'))
      q++;
    if (q < e && isdigit((unsigned char)*q)) {
      while (q < e && isdigit((unsigned char)*q))
        q++;
      p = q;
    }
  }
  lx->cur = p;
  return make(lx, XFY_FLOAT, start);
}

static inline xfy_token lex_token(xfy_lexer *lx) {
  skip_space(lx);
  const char *start = lx->cur;
  if (start >= lx->end) {
    return make(lx, XFY_EOF, start);
  }
  char c = *lx->cur++;
  switch (c) {
  case '(': return make(lx, XFY_LPAREN, start);
  case ')': return make(lx, XFY_RPAREN, start);
  case '[': return make(lx, XFY_LSQUARE, start);
  case ']': return make(lx, XFY_RSQUARE, start);
  case '}': return make(lx, XFY_RBRACE, start);
  case '<': return make(lx, XFY_LESS, start);
  case '>': return make(lx, XFY_GREATER, start);
  case ',': return make(lx, XFY_COMMA, start);
  case ':': return make(lx, XFY_COLON, start);
  case '=': return make(lx, XFY_EQUAL, start);
  case '?': return make(lx, XFY_QUESTION, start);
  case '*': return make(lx, XFY_STAR, start);
  case '+': return make(lx, XFY_PLUS, start);
  case '|': return make(lx, XFY_VBAR, start);
  case '{':
    if (lx->cur + 1 < lx->end && lx->cur[0] == '-' && lx->cur[1] == '#') {
      lx->cur += 2;
      return make(lx, XFY_FILE_METADATA_BEGIN, start);
    }
    return make(lx, XFY_LBRACE, start);
  case '-':
    if (lx->cur < lx->end && *lx->cur == '>') {
      lx->cur++;
      return make(lx, XFY_ARROW, start);
    }
    return make(lx, XFY_MINUS, start);
  case '.':
    if (lx->cur + 1 < lx->end && lx->cur[0] == '.' && lx->cur[1] == '.') {
      lx->cur += 2;
      return make(lx, XFY_ELLIPSIS, start);
    }
    return error_at(lx, lx->cur, "expected three consecutive dots for an ellipsis");
  case '"': return lex_string(lx, start, XFY_STRING);
  case '@': return lex_at(lx, start);
  case '%': return lex_prefixed(lx, start, XFY_PERCENT_ID);
  case '^': return lex_prefixed(lx, start, XFY_CARET_ID);
  case '!': return lex_prefixed(lx, start, XFY_BANG_ID);
  case '#':
    if (lx->cur + 1 < lx->end && lx->cur[0] == '-' && lx->cur[1] == '}') {
      lx->cur += 2;
      return make(lx, XFY_FILE_METADATA_END, start);
    }
    return lex_prefixed(lx, start, XFY_HASH_ID);
  default:
    break;
  }
  if (isalpha((unsigned char)c) || c == '_') {
    const char *p = lx->cur, *e = lx->end;
    while (p < e && is_bare_char(*p))
      p++;
    lx->cur = p;
    return make(lx, XFY_BARE_ID, start);
  }
  if (isdigit((unsigned char)c))
    return lex_number(lx, start);
  return error_at(lx, start, "unexpected character");
}

/* The token is built in place (lex_token inlined here), not copied back. */
void xfy_lex(xfy_lexer *lx, xfy_token *out) { *out = lex_token(lx); }

static int hexval(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return c - 'A' + 10;
}

bool xfy_string_value(const xfy_token *t, xf_strbuf *out) {
  const char *p = t->text, *e = t->text + t->len;
  while (p < e && *p != '"')
    p++; /* skip a leading '@' */
  p++;
  e--; /* closing quote */
  while (p < e) {
    const char *q = p;
    while (q < e && *q != '\\')
      q++;
    if (q > p && !xfs_buf_put(out, p, (size_t)(q - p)))
      return false;
    if (q >= e)
      break;
    char c = q[1], v;
    if (c == 'n') {
      v = '\n';
      p = q + 2;
    } else if (c == 't') {
      v = '\t';
      p = q + 2;
    } else if (c == '"' || c == '\\') {
      v = c;
      p = q + 2;
    } else {
      v = (char)(hexval(q[1]) * 16 + hexval(q[2]));
      p = q + 3;
    }
    if (!xfs_buf_putc(out, v))
      return false;
  }
  return true;
}
