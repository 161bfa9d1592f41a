/* td_lex.c — TableGen lexer and preprocessor.
 *
 * Tokens are slices of the (NUL-terminated) file text.  Comments are `//`
 * to the end of the line and nestable block comments.  A `#` that is the first
 * non-blank character of a line starts a preprocessor directive (#define,
 * #ifdef, #ifndef, #else, #endif); elsewhere it is the paste operator.  A
 * false condition skips whole lines up to the matching #else/#endif, so the
 * parser never sees skipped text.  Macro names are global to the keeper, so
 * include guards work across files.
 */
#include <ctype.h>
#include <stdlib.h>

#include "td_lex.h"

void xfdrr_lex_init(xfdrr_lexer *lx, xfdrr_td *td, uint32_t file) {
  xfdrr_file *f = &XFS_VEC_AT(&td->files, xfdrr_file, file);
  memset(lx, 0, sizeof *lx);
  lx->td = td;
  lx->file = file;
  lx->text = f->text;
  lx->len = f->len;
  lx->line_start = true;
}

static xfdrr_loc here(const xfdrr_lexer *lx, size_t off) {
  xfdrr_loc l = {lx->file, (uint32_t)off};
  return l;
}

static bool is_id_start(char c) { return isalpha((unsigned char)c) || c == '_'; }
static bool is_id_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* ------------------------------------------------------------ preprocessor */

static bool macro_defined(xfdrr_lexer *lx, const char *s, size_t n) {
  return xfs_map_get(&lx->td->macros, s, n, xfs_hash_bytes(s, n, 0)) != NULL;
}

/* Reads the directive word and its (optional) macro name on the current
 * line starting at `p` (just after '#').  Leaves `*end` at the line end. */
static void read_directive(const char *p, const char **word, size_t *wlen, const char **name,
                           size_t *nlen, const char **end) {
  *word = p;
  while (is_id_char(*p))
    p++;
  *wlen = (size_t)(p - *word);
  while (*p == ' ' || *p == '\t')
    p++;
  *name = p;
  while (is_id_char(*p))
    p++;
  *nlen = (size_t)(p - *name);
  while (*p && *p != '\n')
    p++;
  *end = p;
}

static bool word_is(const char *w, size_t n, const char *kw) {
  return strlen(kw) == n && !memcmp(w, kw, n);
}

/* Is the text after '#' at `p` a directive keyword (a `#` at a line start
 * followed by anything else is the paste operator)? */
static bool at_directive(const char *p) {
  static const char *const kws[] = {"define", "ifdef", "ifndef", "else", "endif"};
  for (size_t i = 0; i < sizeof kws / sizeof kws[0]; i++) {
    size_t n = strlen(kws[i]);
    if (!strncmp(p, kws[i], n) && !is_id_char(p[n]))
      return true;
  }
  return false;
}

/* Skips lines of a false branch.  Stops after the matching `#else` (when
 * `stop_at_else`) or `#endif`; returns false at end of file. */
static bool skip_branch(xfdrr_lexer *lx, bool stop_at_else) {
  unsigned depth = 0;
  const char *p = lx->text + lx->pos;
  while (*p) {
    const char *q = p;
    while (*q == ' ' || *q == '\t')
      q++;
    const char *eol = q;
    while (*eol && *eol != '\n')
      eol++;
    if (*q == '#' && at_directive(q + 1)) {
      const char *w, *nm, *end;
      size_t wl, nl;
      read_directive(q + 1, &w, &wl, &nm, &nl, &end);
      if (word_is(w, wl, "ifdef") || word_is(w, wl, "ifndef")) {
        depth++;
      } else if (word_is(w, wl, "endif")) {
        if (depth == 0) {
          lx->pos = (size_t)(eol - lx->text);
          return true;
        }
        depth--;
      } else if (word_is(w, wl, "else") && depth == 0 && stop_at_else) {
        lx->cond_depth++;
        lx->pos = (size_t)(eol - lx->text);
        return true;
      }
    }
    p = *eol ? eol + 1 : eol;
  }
  lx->pos = lx->len;
  return false;
}

/* Handles one directive starting at `lx->pos` ('#').  False after an error. */
static bool directive(xfdrr_lexer *lx) {
  size_t start = lx->pos;
  const char *w, *nm, *end;
  size_t wl, nl;
  read_directive(lx->text + start + 1, &w, &wl, &nm, &nl, &end);
  lx->pos = (size_t)(end - lx->text);
  if (word_is(w, wl, "define")) {
    if (!nl)
      return xfdrr_td_error(lx->td, here(lx, start), "Expected macro name after #define"), false;
    const char *key = xfs_arena_dup(lx->td->arena, nm, nl);
    if (!key || !xfs_map_put(&lx->td->ctx->mem, &lx->td->macros, key, nl,
                             xfs_hash_bytes(nm, nl, 0), (void *)1))
      return xfdrr_td_error(lx->td, here(lx, start), "out of memory"), false;
    return true;
  }
  if (word_is(w, wl, "ifdef") || word_is(w, wl, "ifndef")) {
    if (!nl)
      return xfdrr_td_error(lx->td, here(lx, start), "Expected macro name after #%.*s", (int)wl,
                            w),
             false;
    bool cond = macro_defined(lx, nm, nl) == word_is(w, wl, "ifdef");
    if (cond) {
      lx->cond_depth++;
      return true;
    }
    if (!skip_branch(lx, true))
      return xfdrr_td_error(lx->td, here(lx, start),
                            "Reached EOF without matching #endif"),
             false;
    return true;
  }
  if (word_is(w, wl, "else")) {
    if (!lx->cond_depth)
      return xfdrr_td_error(lx->td, here(lx, start), "#else without #ifdef or #ifndef"), false;
    lx->cond_depth--;
    if (!skip_branch(lx, false))
      return xfdrr_td_error(lx->td, here(lx, start), "Reached EOF without matching #endif"),
             false;
    return true;
  }
  if (word_is(w, wl, "endif")) {
    if (!lx->cond_depth)
      return xfdrr_td_error(lx->td, here(lx, start), "#endif without #ifdef"), false;
    lx->cond_depth--;
    return true;
  }
  xfdrr_td_error(lx->td, here(lx, start), "Unknown preprocessing directive '#%.*s'", (int)wl, w);
  return false;
}

/* ---------------------------------------------------------------- scanning */

/* Skips blanks and comments; handles directives at line starts.  False
 * after an error. */
static bool skip_space(xfdrr_lexer *lx) {
  for (;;) {
    char c = lx->text[lx->pos];
    if (c == '\n') {
      lx->line_start = true;
      lx->pos++;
    } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
      lx->pos++;
    } else if (c == '/' && lx->text[lx->pos + 1] == '/') {
      while (lx->text[lx->pos] && lx->text[lx->pos] != '\n')
        lx->pos++;
    } else if (c == '/' && lx->text[lx->pos + 1] == '*') {
      size_t start = lx->pos;
      unsigned depth = 1;
      lx->pos += 2;
      while (depth && lx->text[lx->pos]) {
        if (lx->text[lx->pos] == '/' && lx->text[lx->pos + 1] == '*')
          depth++, lx->pos += 2;
        else if (lx->text[lx->pos] == '*' && lx->text[lx->pos + 1] == '/')
          depth--, lx->pos += 2;
        else
          lx->pos++;
      }
      if (depth)
        return xfdrr_td_error(lx->td, here(lx, start), "unterminated comment"), false;
    } else if (c == '#' && lx->line_start && at_directive(lx->text + lx->pos + 1)) {
      if (!directive(lx))
        return false;
    } else {
      return true;
    }
  }
}

static void set_tok(xfdrr_tok *t, xfdrr_tok_kind k, const char *text, size_t len, size_t off) {
  t->kind = (uint8_t)k;
  t->text = text;
  t->len = (uint32_t)len;
  t->off = (uint32_t)off;
  t->ival = 0;
}

/* Accumulates the digits of `base` at `*pp` into `*v`; false if the value
 * does not fit in 64 bits.  Leaves `*pp` after the last digit. */
static bool scan_digits(const char **pp, int base, uint64_t *v) {
  bool fits = true;
  for (const char *q = *pp;; q++) {
    int d;
    if (isdigit((unsigned char)*q))
      d = *q - '0';
    else if (base == 16 && isxdigit((unsigned char)*q))
      d = tolower((unsigned char)*q) - 'a' + 10;
    else
      d = base;
    if (d >= base) {
      *pp = q;
      return fits;
    }
    if (*v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
      fits = false;
    *v = *v * (uint64_t)base + (uint64_t)d;
  }
}

/* An integer literal, as TableGen reads it: `0x` hex and `0b` binary are
 * unsigned 64-bit patterns; a decimal is signed when it has a '-' (range
 * [-2^63, 0]) and otherwise unsigned (up to 2^64-1, kept as its bit
 * pattern).  A value that does not fit is "number out of range". */
static void lex_number(xfdrr_lexer *lx, xfdrr_tok *t, size_t start) {
  const char *p = lx->text + lx->pos;
  bool neg = false;
  int base = 10;
  if (p[0] == '0' && p[1] == 'x' && isxdigit((unsigned char)p[2]))
    base = 16, p += 2;
  else if (p[0] == '0' && p[1] == 'b' && (p[2] == '0' || p[2] == '1'))
    base = 2, p += 2;
  else if (*p == '-' || *p == '+')
    neg = *p++ == '-';
  uint64_t v = 0;
  bool fits = scan_digits(&p, base, &v);
  if (neg && v > (uint64_t)1 << 63)
    fits = false;
  lx->pos = (size_t)(p - lx->text);
  if (!fits) {
    xfdrr_td_error(lx->td, here(lx, start), "number out of range");
    set_tok(t, XFDRR_TK_ERROR, lx->text + start, lx->pos - start, start);
    return;
  }
  set_tok(t, XFDRR_TK_INT, lx->text + start, lx->pos - start, start);
  t->ival = (int64_t)(neg ? 0 - v : v); /* two's complement, no signed overflow */
}

/* Does the token at `p` (a digit) start an identifier?  As TableGen, digits
 * followed by a letter or '_' are an identifier (`8i` in `foo#8i`), unless
 * they form a `0x<hex>` / `0b<binary>` literal. */
static bool digits_start_identifier(const char *p) {
  while (isdigit((unsigned char)*p))
    p++;
  if ((p[0] == 'x' && isxdigit((unsigned char)p[1])) ||
      (p[0] == 'b' && (p[1] == '0' || p[1] == '1')))
    return false;
  return is_id_start(*p);
}

static void lex_string(xfdrr_lexer *lx, xfdrr_tok *t, size_t start) {
  size_t p = start + 1;
  while (lx->text[p] && lx->text[p] != '"' && lx->text[p] != '\n') {
    if (lx->text[p] == '\\' && lx->text[p + 1] && lx->text[p + 1] != '\n')
      p++;
    p++;
  }
  if (lx->text[p] != '"') {
    xfdrr_td_error(lx->td, here(lx, start + 1),
                   lx->text[p] ? "end of line in string literal" : "end of file in string literal");
    set_tok(t, XFDRR_TK_ERROR, lx->text + start, 1, start);
    return;
  }
  lx->pos = p + 1;
  set_tok(t, XFDRR_TK_STR, lx->text + start, lx->pos - start, start);
}

static void lex_code(xfdrr_lexer *lx, xfdrr_tok *t, size_t start) {
  const char *end = strstr(lx->text + start + 2, "}]");
  if (!end) {
    xfdrr_td_error(lx->td, here(lx, start), "Unterminated code block");
    set_tok(t, XFDRR_TK_ERROR, lx->text + start, 1, start);
    return;
  }
  lx->pos = (size_t)(end - lx->text) + 2;
  set_tok(t, XFDRR_TK_CODE, lx->text + start + 2, (size_t)(end - (lx->text + start + 2)), start);
}

static bool lex_punct(xfdrr_lexer *lx, xfdrr_tok *t, size_t start, char c) {
  static const struct { char c; uint8_t k; } one[] = {
      {'<', XFDRR_TK_LESS},    {'>', XFDRR_TK_GREATER}, {'(', XFDRR_TK_LPAREN},
      {')', XFDRR_TK_RPAREN},  {'[', XFDRR_TK_LSQUARE}, {']', XFDRR_TK_RSQUARE},
      {'{', XFDRR_TK_LBRACE},  {'}', XFDRR_TK_RBRACE},  {',', XFDRR_TK_COMMA},
      {';', XFDRR_TK_SEMI},    {':', XFDRR_TK_COLON},   {'=', XFDRR_TK_EQUAL},
      {'#', XFDRR_TK_PASTE},   {'?', XFDRR_TK_QUESTION}, {'-', XFDRR_TK_MINUS},
  };
  if (c == '.') {
    if (lx->text[start + 1] == '.' && lx->text[start + 2] == '.') {
      lx->pos = start + 3;
      set_tok(t, XFDRR_TK_ELLIPSIS, lx->text + start, 3, start);
    } else {
      lx->pos = start + 1;
      set_tok(t, XFDRR_TK_DOT, lx->text + start, 1, start);
    }
    return true;
  }
  for (size_t i = 0; i < sizeof one / sizeof one[0]; i++)
    if (one[i].c == c) {
      lx->pos = start + 1;
      set_tok(t, (xfdrr_tok_kind)one[i].k, lx->text + start, 1, start);
      return true;
    }
  return false;
}

void xfdrr_lex_next(xfdrr_lexer *lx, xfdrr_tok *t) {
  if (!skip_space(lx)) {
    set_tok(t, XFDRR_TK_ERROR, lx->text + lx->pos, 0, lx->pos);
    return;
  }
  size_t start = lx->pos;
  const char *p = lx->text + start;
  char c = *p;
  if (!c || start >= lx->len) {
    set_tok(t, XFDRR_TK_EOF, p, 0, start);
    return;
  }
  lx->line_start = false;
  if (is_id_start(c) || (isdigit((unsigned char)c) && digits_start_identifier(p))) {
    while (is_id_char(lx->text[lx->pos]))
      lx->pos++;
    set_tok(t, XFDRR_TK_ID, p, lx->pos - start, start);
  } else if (isdigit((unsigned char)c) ||
             ((c == '-' || c == '+') && isdigit((unsigned char)p[1]))) {
    lex_number(lx, t, start);
  } else if (c == '$' && is_id_start(p[1])) {
    lx->pos++;
    while (is_id_char(lx->text[lx->pos]))
      lx->pos++;
    set_tok(t, XFDRR_TK_VARNAME, p + 1, lx->pos - start - 1, start);
  } else if (c == '!' && isalpha((unsigned char)p[1])) {
    lx->pos++;
    while (is_id_char(lx->text[lx->pos]))
      lx->pos++;
    set_tok(t, XFDRR_TK_BANG, p + 1, lx->pos - start - 1, start);
  } else if (c == '"') {
    lex_string(lx, t, start);
  } else if (c == '[' && p[1] == '{') {
    lex_code(lx, t, start);
  } else if (!lex_punct(lx, t, start, c)) {
    xfdrr_td_error(lx->td, here(lx, start), "Unexpected character");
    set_tok(t, XFDRR_TK_ERROR, p, 1, start);
  }
}

char *xfdrr_lex_string(xfdrr_lexer *lx, const xfdrr_tok *t, size_t *len) {
  char *out = xfs_arena_alloc(lx->td->arena, t->len);
  if (!out)
    return NULL;
  size_t n = 0;
  for (uint32_t i = 1; i + 1 < t->len; i++) {
    char c = t->text[i];
    if (c == '\\' && i + 2 < t->len) {
      char e = t->text[++i];
      c = e == 'n' ? '\n' : e == 't' ? '\t' : e;
    }
    out[n++] = c;
  }
  out[n] = 0;
  *len = n;
  return out;
}
