/* text_reuse.c — what the memos of repeated text share (line_reuse.c,
 * sig_reuse.c, head_reuse.c): each remembers a parse by a copy of its
 * text, and on a repeat rebuilds tokens at the same offsets of the new
 * line and moves the lexer to where the remembered parse stopped.
 *
 * Invariant: a remembered text never spells a location (`loc(`): those
 * may name aliases defined later in the file, resolved at its end.
 */
#include <string.h>

#include "parser.h"

bool xfy_mentions_loc(const char *s, size_t n) {
  for (size_t i = 0; i + 4 <= n; i++)
    if (s[i] == 'l' && s[i + 1] == 'o' && s[i + 2] == 'c' && s[i + 3] == '(')
      return true;
  return false;
}

bool xfy_at_brace_ending_line(const xfy_parser *p, uint32_t line, const char *line_end) {
  const xfy_token *b = &p->tok;
  if (b->kind != XFY_LBRACE || b->line != line || p->prev.line != line)
    return false;
  for (const char *q = b->text + 1; q < line_end; q++)
    if (*q != ' ' && *q != '\t' && *q != '\r')
      return false;
  return true;
}

bool xfy_keep_text(xfs_mem *m, char **text, uint32_t *cap, const char *src, uint32_t len) {
  if (*cap < len) {
    char *nt = xfs_realloc(m, *text, *cap, len);
    if (!nt)
      return false;
    *text = nt;
    *cap = len;
  }
  memcpy(*text, src, len);
  return true;
}

void xfy_resume_at(xfy_parser *p, const char *at, uint32_t line, const char *line_start,
                   xfy_token prev) {
  xfy_lexer after = p->lx;
  xfy_lex_reset(&after, at, line, line_start);
  xfy_lex(&after, &p->tok);
  p->lx = after;
  p->prev = prev;
}
