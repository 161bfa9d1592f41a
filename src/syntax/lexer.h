/* lexer.h — MLIR tokens.
 *
 * The lexer walks a buffer that the caller keeps alive; a token is a kind
 * plus a (pointer, length) slice into the buffer and its 1-based line and
 * column, so lexing never allocates.  Line/column tracking is incremental:
 * the lexer remembers the current line number and where the line starts.
 * Suffix identifiers (`%x`, `^bb`, `#a`, `!t`, `@s`) include their sigil.
 */
#ifndef XFORM_SRC_SYNTAX_LEXER_H
#define XFORM_SRC_SYNTAX_LEXER_H

#include "../support/support.h"

typedef enum xfy_tok_kind {
  XFY_EOF,
  XFY_ERROR,       /* lexical error; text is the offending slice */
  XFY_BARE_ID,     /* foo, foo.bar, i32, x8xf32 */
  XFY_AT_ID,       /* @foo, @"quoted" */
  XFY_PERCENT_ID,  /* %x, %0 */
  XFY_CARET_ID,    /* ^bb0 */
  XFY_HASH_ID,     /* #map, #0, #arith.fastmath */
  XFY_BANG_ID,     /* !foo.bar */
  XFY_INTEGER,     /* 42, 0x2A */
  XFY_FLOAT,       /* 1.5, 1.0e-3 */
  XFY_STRING,      /* "..." (text includes the quotes) */
  XFY_LPAREN, XFY_RPAREN, XFY_LSQUARE, XFY_RSQUARE, XFY_LBRACE, XFY_RBRACE,
  XFY_LESS, XFY_GREATER, XFY_COMMA, XFY_COLON, XFY_EQUAL, XFY_ARROW,
  XFY_QUESTION, XFY_STAR, XFY_PLUS, XFY_MINUS, XFY_VBAR, XFY_ELLIPSIS,
  XFY_FILE_METADATA_BEGIN, /* {-# */
  XFY_FILE_METADATA_END,   /* #-} */
  XFY_COLON_COLON,         /* :: — only produced by xfy_lex_colon_colon */
} xfy_tok_kind;

typedef struct xfy_token {
  xfy_tok_kind kind;     /* what it is */
  const char *text;      /* slice of the buffer */
  uint32_t len;          /* slice length */
  uint32_t line, col;    /* 1-based position of text[0] */
  const char *msg;       /* XFY_ERROR: message */
} xfy_token;

typedef struct xfy_lexer {
  const char *buf, *end; /* the buffer */
  const char *cur;       /* next char to lex */
  const char *line_start;/* start of the current line */
  uint32_t line;         /* current line number (1-based) */
  uint32_t first_col;    /* columns added on line 1 (split-input chunks) */
} xfy_lexer;

XFS_HIDDEN void xfy_lex_init(xfy_lexer *lx, const char *buf, size_t len);
XFS_HIDDEN void xfy_lex(xfy_lexer *lx, xfy_token *out);
/* Restarts lexing at `p` (inside the buffer, on the current line or later
 * than the last token: used to split `x8xf32` and `0xf32` in shapes). */
XFS_HIDDEN void xfy_lex_reset(xfy_lexer *lx, const char *p, uint32_t line, const char *line_start);
/* Decodes the escapes of a string token (quotes included in `t`) into `out`. */
XFS_HIDDEN bool xfy_string_value(const xfy_token *t, xf_strbuf *out);
static inline bool xfy_tok_is(const xfy_token *t, const char *kw) {
  size_t n = strlen(kw);
  return t->kind == XFY_BARE_ID && t->len == n && memcmp(t->text, kw, n) == 0;
}

#endif /* XFORM_SRC_SYNTAX_LEXER_H */
