/* td_lex.h — the TableGen lexer: tokens are slices of the file text (no
 * allocation); the preprocessor (#define, #ifdef, #ifndef, #else, #endif)
 * is handled here, so the parser never sees skipped text.
 */
#ifndef XFORM_SRC_DRR_TD_LEX_H
#define XFORM_SRC_DRR_TD_LEX_H

#include "td.h"

typedef enum xfdrr_tok_kind {
  XFDRR_TK_EOF,
  XFDRR_TK_ERROR,        /* a lexical error was reported */
  XFDRR_TK_ID,           /* identifier or keyword */
  XFDRR_TK_VARNAME,      /* $name (text excludes the '$') */
  XFDRR_TK_INT,          /* integer literal: ival */
  XFDRR_TK_STR,          /* "..." (text includes the quotes) */
  XFDRR_TK_CODE,         /* [{ ... }] (text is the inside) */
  XFDRR_TK_BANG,         /* !name (text excludes the '!') */
  XFDRR_TK_LESS, XFDRR_TK_GREATER, XFDRR_TK_LPAREN, XFDRR_TK_RPAREN,
  XFDRR_TK_LSQUARE, XFDRR_TK_RSQUARE, XFDRR_TK_LBRACE, XFDRR_TK_RBRACE,
  XFDRR_TK_COMMA, XFDRR_TK_SEMI, XFDRR_TK_COLON, XFDRR_TK_EQUAL,
  XFDRR_TK_DOT, XFDRR_TK_PASTE, XFDRR_TK_QUESTION, XFDRR_TK_MINUS, XFDRR_TK_ELLIPSIS,
} xfdrr_tok_kind;

typedef struct xfdrr_tok {
  uint8_t kind;          /* xfdrr_tok_kind */
  const char *text;      /* slice of the file text */
  uint32_t len;
  uint32_t off;          /* offset of the first byte */
  int64_t ival;          /* INT */
} xfdrr_tok;

typedef struct xfdrr_lexer {
  xfdrr_td *td;          /* for the macro table and errors */
  uint32_t file;         /* index of the file in td->files */
  const char *text;      /* NUL-terminated */
  size_t len;
  size_t pos;            /* next byte */
  uint32_t cond_depth;   /* open #if(n)def blocks */
  bool line_start;       /* only whitespace since the last newline */
} xfdrr_lexer;

XFS_HIDDEN void xfdrr_lex_init(xfdrr_lexer *lx, xfdrr_td *td, uint32_t file);
/* Scans the next token; a lexical error is reported and gives TK_ERROR. */
XFS_HIDDEN void xfdrr_lex_next(xfdrr_lexer *lx, xfdrr_tok *t);
/* Unescapes the string token `t` ("..." with \n \t \" \\ \' escapes) into
 * the arena; NULL on allocation failure. */
XFS_HIDDEN char *xfdrr_lex_string(xfdrr_lexer *lx, const xfdrr_tok *t, size_t *len);
static inline bool xfdrr_tok_is(const xfdrr_tok *t, const char *kw) {
  return t->kind == XFDRR_TK_ID && strlen(kw) == t->len && !memcmp(t->text, kw, t->len);
}

#endif /* XFORM_SRC_DRR_TD_LEX_H */
