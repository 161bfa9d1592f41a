/* verify_diag.c — `--verify-diagnostics`: expected-diagnostic comments and
 * the checks of mlir-opt 22's SourceMgrDiagnosticVerifierHandler.
 *
 * At creation the buffer is split on '\n' and each line (right-trimmed) is
 * searched for the leftmost match of
 *   expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$
 * Each match becomes an `expect` record: severity, target line (own line,
 * own ± N — N read with C-style radix, a leading 0 meaning octal —, the last
 * line without a comment for @above, the next such line for @below, which
 * stays at the number of lines when it dangles), the expected text and,
 * for `-re`, a compiled regex.  A line that holds no comment resolves the
 * pending @below records and becomes the new @above target.
 *
 * Regexes: the expected text is turned into one regex whose `{{...}}`
 * pieces are regexes and whose other parts are escaped literals.  LLVM's
 * regex engine (Henry Spencer's ERE) decides which pieces are valid and
 * what they mean, so each piece is parsed here with Spencer's rules — same
 * error messages, same first error — and translated for the POSIX
 * <regex.h> of the C library (a '{' not followed by a digit is literal,
 * `\x` is a literal x, `[[:<:]]`/`[[:>:]]` are word boundaries).  glibc's
 * regcomp/regexec allocate with malloc; that memory is outside the
 * context's allocator (freed in finish).
 *
 * Every reported diagnostic and each of its notes is then processed: the
 * records of the diagnostic's file (only this buffer's: unlike mlir-opt,
 * other files a location names are not scanned for comments;
 * unknown-location diagnostics use the @unknown records) on its line are
 * searched; a text
 * match of the right severity marks the record matched (a record can match
 * any number of times), one of another severity is a near miss.  Anything
 * else is reported at once ("unexpected <severity>: <message>" at the
 * diagnostic's location, or the near-miss message at the comment).  Finish
 * adds "expected ... was not produced" for each unmatched record, in file
 * order, then the unmatched @unknown ones twice (mlir-opt 22 verifies twice
 * and clears only the per-file records in between).
 */
#include <regex.h>

#include "diag_impl.h"
#include "xform/verify.h"

/* One expected-* comment. */
typedef struct expect {
  xf_severity sev;       /* expected severity */
  unsigned line;         /* target line (whole-file numbering); unused for @unknown */
  const char *at;        /* "expected-" in the verifier's text */
  const char *sub;       /* the text between the braces */
  size_t sub_len;
  bool unknown;          /* @unknown: matches diagnostics without file location */
  bool matched;          /* seen at least once */
  bool has_re;           /* the -re form */
  bool re_ok;            /* `re` is compiled (an empty -re text never matches) */
  regex_t re;            /* the translated regex */
} expect;

/* The handler cookie for one context the verifier listens on. */
typedef struct attachment {
  xf_diag_verifier *v;   /* the verifier */
  xf_context *ctx;       /* the context reporting to it */
} attachment;

struct xf_diag_verifier {
  xf_context *ctx;       /* owner of all memory below */
  xfi_source src;        /* the buffer: name, own copy of the text, offset */
  xfs_vec expects;       /* expect*, file order */
  xfs_vec unknowns;      /* expect* for @unknown, file order */
  xfs_vec attachments;   /* attachment*, for freeing */
  xf_diag_handler_id own; /* handler on `ctx` */
  xf_strbuf report;      /* what mlir-opt prints, in order */
  bool only_expected;    /* --verify-diagnostics=only-expected */
  bool failed;           /* a check failed */
};

/* The text of buffer "b" ("" when nothing was stored). */
static const char *text_of(const xf_strbuf *b) { return b->data ? b->data : ""; }

/* ================================================= Spencer ERE checking */

/* Error texts of LLVM's regerror, by the code the parser below sets. */
typedef enum rx_err {
  RX_OK, RX_ECTYPE, RX_ECOLLATE, RX_EESCAPE, RX_ESUBREG, RX_EBRACK, RX_EPAREN,
  RX_EBRACE, RX_BADBR, RX_ERANGE, RX_BADRPT, RX_EMPTY,
} rx_err;

static const char *rx_message(rx_err e) {
  switch (e) {
  case RX_OK: return "";
  case RX_ECTYPE: return "invalid character class";
  case RX_ECOLLATE: return "invalid collating element";
  case RX_EESCAPE: return "trailing backslash (\\)";
  case RX_ESUBREG: return "invalid backreference number";
  case RX_EBRACK: return "brackets ([ ]) not balanced";
  case RX_EPAREN: return "parentheses not balanced";
  case RX_EBRACE: return "braces not balanced";
  case RX_BADBR: return "invalid repetition count(s)";
  case RX_ERANGE: return "invalid character range";
  case RX_BADRPT: return "repetition-operator operand invalid";
  case RX_EMPTY: return "empty (sub)expression";
  }
  return "invalid regular expression";
}

/* Parser state: the piece, the translation being built, the first error
 * (Spencer stops at it), and which groups are closed (for backrefs). */
typedef struct rx {
  const char *p, *end;   /* remaining input */
  xf_strbuf *out;        /* glibc ERE translation */
  rx_err err;            /* first error */
  unsigned nsub;         /* groups opened so far */
  bool closed[10];       /* group i (1..9) has been closed */
} rx;

enum { RX_DUP_MAX = 255 };

static bool rx_more(const rx *r) { return r->err == RX_OK && r->p < r->end; }
static bool rx_more2(const rx *r) { return rx_more(r) && r->p + 1 < r->end; }
static bool rx_see(const rx *r, char c) { return rx_more(r) && *r->p == c; }
static bool rx_isdigit(char c) { return c >= '0' && c <= '9'; }
static bool rx_isalpha(char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

static void rx_error(rx *r, rx_err e) {
  if (r->err == RX_OK)
    r->err = e;
  r->p = r->end;
}

/* Emits literal "c", escaped when special in an ERE. */
static void rx_literal(rx *r, char c) {
  if (strchr(".[]()*+?{}|^$\\", c) && c)
    xfs_buf_putc(r->out, '\\');
  xfs_buf_putc(r->out, c);
}

static void rx_ere(rx *r, char stop);

/* A collating element up to "endc" followed by ']' ([.x.] or [=x=]);
 * only single characters are accepted here (LLVM also knows names such as
 * "space"; they are rejected with the same ECOLLATE). */
static void rx_coll_elem(rx *r, char endc) {
  const char *sp = r->p;
  while (rx_more(r) && !(rx_more2(r) && r->p[0] == endc && r->p[1] == ']'))
    r->p++;
  if (!rx_more(r)) {
    rx_error(r, RX_EBRACK);
    return;
  }
  if (r->p - sp != 1)
    rx_error(r, RX_ECOLLATE);
}

/* A bracket symbol: a character or [.x.]; returns the character. */
static char rx_b_symbol(rx *r) {
  if (!rx_more(r)) {
    rx_error(r, RX_EBRACK);
    return 0;
  }
  if (!(rx_more2(r) && r->p[0] == '[' && r->p[1] == '.'))
    return *r->p++;
  r->p += 2;
  const char *sp = r->p;
  rx_coll_elem(r, '.');
  if (r->err)
    return 0;
  r->p += 2; /* ".]" */
  return *sp;
}

/* A character class name after "[:", checked against POSIX's list. */
static void rx_b_cclass(rx *r) {
  static const char *const names[] = {"alnum", "alpha", "blank", "cntrl", "digit", "graph",
                                      "lower", "print", "punct", "space", "upper", "xdigit"};
  const char *sp = r->p;
  while (rx_more(r) && rx_isalpha(*r->p))
    r->p++;
  size_t n = (size_t)(r->p - sp);
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (strlen(names[i]) == n && !memcmp(names[i], sp, n))
      return;
  rx_error(r, RX_ECTYPE);
}

/* One term of a bracket expression: [:class:], [=x=], a symbol or range. */
static void rx_b_term(rx *r) {
  char c = 0;
  if (rx_see(r, '-')) {
    rx_error(r, RX_ERANGE);
    return;
  }
  if (rx_see(r, '['))
    c = rx_more2(r) ? r->p[1] : 0;
  if (c == ':' || c == '=') {
    r->p += 2;
    if (!rx_more(r)) {
      rx_error(r, RX_EBRACK);
      return;
    }
    rx_err bad = c == ':' ? RX_ECTYPE : RX_ECOLLATE;
    if (*r->p == '-' || *r->p == ']') {
      rx_error(r, bad);
      return;
    }
    if (c == ':')
      rx_b_cclass(r);
    else
      rx_coll_elem(r, '=');
    if (c == ':' && !rx_more(r) && r->err == RX_OK)
      rx_error(r, RX_EBRACK);
    if (!(rx_more2(r) && r->p[0] == c && r->p[1] == ']'))
      rx_error(r, bad);
    else
      r->p += 2;
    return;
  }
  unsigned char start = (unsigned char)rx_b_symbol(r), finish = start;
  if (rx_see(r, '-') && rx_more2(r) && r->p[1] != ']') {
    r->p++;
    finish = rx_see(r, '-') ? (unsigned char)*r->p++ : (unsigned char)rx_b_symbol(r);
  }
  if (start > finish)
    rx_error(r, RX_ERANGE);
}

/* A bracket expression after '['; copied verbatim into the translation
 * (glibc reads POSIX brackets alike), except the word-boundary kludges. */
static void rx_bracket(rx *r) {
  const char *sp = r->p - 1;
  if (r->end - r->p >= 6 && (!memcmp(r->p, "[:<:]]", 6) || !memcmp(r->p, "[:>:]]", 6))) {
    xfs_buf_puts(r->out, r->p[2] == '<' ? "\\<" : "\\>");
    r->p += 6;
    return;
  }
  if (rx_see(r, '^'))
    r->p++;
  if (rx_see(r, ']') || rx_see(r, '-'))
    r->p++;
  while (rx_more(r) && *r->p != ']' && !(rx_more2(r) && r->p[0] == '-' && r->p[1] == ']'))
    rx_b_term(r);
  if (rx_see(r, '-'))
    r->p++;
  if (!rx_see(r, ']')) {
    rx_error(r, RX_EBRACK);
    return;
  }
  r->p++;
  xfs_buf_put(r->out, sp, (size_t)(r->p - sp));
}

/* A repetition count (1 to 3 digits, at most RX_DUP_MAX). */
static unsigned rx_count(rx *r) {
  unsigned count = 0, ndigits = 0;
  while (rx_more(r) && rx_isdigit(*r->p) && count <= RX_DUP_MAX) {
    count = count * 10 + (unsigned)(*r->p++ - '0');
    ndigits++;
  }
  if (!(ndigits > 0 && count <= RX_DUP_MAX))
    rx_error(r, RX_BADBR);
  return count;
}

/* Is the next input a repetition operator? ('{' only before a digit.) */
static bool rx_at_repeat(const rx *r) {
  if (!rx_more(r))
    return false;
  char c = *r->p;
  return c == '*' || c == '+' || c == '?' || (c == '{' && rx_more2(r) && rx_isdigit(r->p[1]));
}

/* "{m[,[n]]}" after its '{'. */
static void rx_bounds(rx *r) {
  const char *sp = r->p - 1;
  unsigned lo = rx_count(r);
  if (rx_see(r, ',')) {
    r->p++;
    if (rx_more(r) && rx_isdigit(*r->p) && rx_count(r) < lo)
      rx_error(r, RX_BADBR);
  }
  if (rx_see(r, '}')) {
    r->p++;
    xfs_buf_put(r->out, sp, (size_t)(r->p - sp));
    return;
  }
  while (rx_more(r) && *r->p != '}')
    r->p++;
  rx_error(r, rx_more(r) ? RX_BADBR : RX_EBRACE);
}

/* A backslash sequence: a backreference to a closed group, or a literal. */
static void rx_escape(rx *r) {
  if (!rx_more(r)) {
    rx_error(r, RX_EESCAPE);
    return;
  }
  char c = *r->p++;
  if (c >= '1' && c <= '9') {
    if (!r->closed[c - '0']) {
      rx_error(r, RX_ESUBREG);
      return;
    }
    xfs_buf_putc(r->out, '\\');
    xfs_buf_putc(r->out, c);
    return;
  }
  rx_literal(r, c);
}

/* One atom and its optional repetition (Spencer's p_ere_exp). */
static void rx_ere_exp(rx *r) {
  char c = *r->p++;
  bool caret = false;
  switch (c) {
  case '(': {
    if (!rx_more(r)) {
      rx_error(r, RX_EPAREN);
      return;
    }
    unsigned sub = ++r->nsub;
    xfs_buf_putc(r->out, '(');
    if (!rx_see(r, ')'))
      rx_ere(r, ')');
    if (!rx_see(r, ')')) {
      rx_error(r, RX_EPAREN);
      return;
    }
    r->p++;
    xfs_buf_putc(r->out, ')');
    if (sub < 10)
      r->closed[sub] = true;
    break;
  }
  case ')': rx_error(r, RX_EPAREN); return;
  case '|': rx_error(r, RX_EMPTY); return;
  case '*': case '+': case '?': rx_error(r, RX_BADRPT); return;
  case '^': caret = true; xfs_buf_putc(r->out, '^'); break;
  case '$': xfs_buf_putc(r->out, '$'); break;
  case '.': xfs_buf_putc(r->out, '.'); break;
  case '[': rx_bracket(r); break;
  case '\\': rx_escape(r); break;
  case '{':
    if (rx_more(r) && rx_isdigit(*r->p)) {
      rx_error(r, RX_BADRPT);
      return;
    }
    rx_literal(r, c);
    break;
  default: rx_literal(r, c); break;
  }
  if (!rx_at_repeat(r))
    return;
  c = *r->p++;
  if (caret) {
    rx_error(r, RX_BADRPT);
    return;
  }
  if (c == '{')
    rx_bounds(r);
  else
    xfs_buf_putc(r->out, c);
  if (rx_at_repeat(r))
    rx_error(r, RX_BADRPT);
}

/* Alternatives up to "stop" (0: end of input); no branch may be empty. */
static void rx_ere(rx *r, char stop) {
  for (;;) {
    const char *conc = r->p;
    while (rx_more(r) && *r->p != '|' && *r->p != stop)
      rx_ere_exp(r);
    if (r->err)
      return;
    if (r->p == conc) {
      rx_error(r, RX_EMPTY);
      return;
    }
    if (!rx_see(r, '|'))
      return;
    r->p++;
    xfs_buf_putc(r->out, '|');
  }
}

/* Checks regex piece "s" with LLVM's rules and appends its glibc
 * translation to "out"; returns the first error. */
static rx_err rx_translate(const char *s, size_t n, xf_strbuf *out) {
  rx r = {s, s + n, out, RX_OK, 0, {false}};
  rx_ere(&r, 0);
  if (r.err == RX_OK && r.p != r.end)
    rx_error(&r, RX_EPAREN); /* a ')' with no '(' */
  return r.err;
}

/* ==================================================== reporting helpers */

/* Reports "msg" as an error at "at" in the verifier's buffer with '~'
 * under "range" bytes from there (SourceMgr::PrintMessage with a range). */
static void report_at(xf_diag_verifier *v, const char *at, size_t range, const char *msg,
                      size_t len) {
  const char *text = v->src.text, *end = text + v->src.len;
  const char *ls = at, *le = at;
  while (ls != text && ls[-1] != '\n' && ls[-1] != '\r')
    ls--;
  while (le != end && *le != '\n' && *le != '\r')
    le++;
  unsigned line = 1 + v->src.line_offset;
  for (const char *p = text; p < ls; p++)
    line += *p == '\n';
  size_t col0 = (size_t)(at - ls), r1 = col0 + range;
  size_t llen = (size_t)(le - ls);
  xfy_render_block(&v->report, xf_ident_str(v->src.name), line, (unsigned)col0 + 1,
                   XF_SEV_ERROR, msg, len, ls, llen, col0, col0, r1 < llen ? r1 : llen);
}

/* Reports "msg" about record "e": at its comment, or "<unknown>:0:" for
 * an @unknown record; with '~' under the expected text's length when
 * "ranged". */
static void report_expect(xf_diag_verifier *v, const expect *e, bool ranged, const char *msg,
                          size_t len) {
  v->failed = true;
  if (e->unknown) {
    xfs_buf_puts(&v->report, "<unknown>:0: error: ");
    xfs_buf_put(&v->report, msg, len);
    xfs_buf_putc(&v->report, '\n');
    return;
  }
  report_at(v, e->at, ranged ? e->sub_len : 0, msg, len);
}

/* ===================================================== parsing comments */

/* Matches "s" (n bytes) against the designator regex at position "i";
 * fills "e" (severity, text, -re flag) and "desig"/"dlen" (the @-part
 * without '@', empty when absent). */
static bool match_designator_at(const char *s, size_t n, size_t i, expect *e, const char **desig,
                                size_t *dlen) {
  static const struct { const char *name; xf_severity sev; } kinds[] = {
      {"error", XF_SEV_ERROR}, {"note", XF_SEV_NOTE},
      {"remark", XF_SEV_REMARK}, {"warning", XF_SEV_WARNING}};
  if (n - i < 9 || memcmp(s + i, "expected-", 9))
    return false;
  i += 9;
  size_t k = 0;
  for (; k < 4; k++) {
    size_t l = strlen(kinds[k].name);
    if (n - i >= l && !memcmp(s + i, kinds[k].name, l))
      break;
  }
  if (k == 4)
    return false;
  e->sev = kinds[k].sev;
  i += strlen(kinds[k].name);
  e->has_re = n - i >= 3 && !memcmp(s + i, "-re", 3);
  i += e->has_re ? 3 : 0;
  while (i < n && s[i] == ' ')
    i++;
  *desig = s + i;
  *dlen = 0;
  if (i < n && s[i] == '@') {
    size_t j = i + 1;
    if (j < n && (s[j] == '+' || s[j] == '-')) {
      size_t d = ++j;
      while (j < n && rx_isdigit(s[j]))
        j++;
      if (j == d)
        return false;
    } else if (n - j >= 5 && (!memcmp(s + j, "above", 5) || !memcmp(s + j, "below", 5))) {
      j += 5;
    } else if (n - j >= 7 && !memcmp(s + j, "unknown", 7)) {
      j += 7;
    } else {
      return false;
    }
    *desig = s + i + 1;
    *dlen = j - i - 1;
    i = j;
  }
  while (i < n && s[i] == ' ')
    i++;
  if (n - i < 4 || memcmp(s + i, "{{", 2) || memcmp(s + n - 2, "}}", 2))
    return false;
  e->sub = s + i + 2;
  e->sub_len = n - 2 - (i + 2);
  return true;
}

/* Finds the leftmost designator on line "s" (already right-trimmed). */
static bool match_designator(const char *s, size_t n, expect *e, const char **desig,
                             size_t *dlen) {
  for (size_t i = 0; i + 9 <= n; i++) {
    if (s[i] == 'e' && match_designator_at(s, n, i, e, desig, dlen)) {
      e->at = s + i;
      return true;
    }
  }
  return false;
}

/* The value of an @+N / @-N offset's digits, read as LLVM's getAsInteger
 * with radix 0 does (a leading 0 means octal; bad digits give 0). */
static unsigned parse_offset(const char *s, size_t n) {
  unsigned base = n > 1 && s[0] == '0' ? 8 : 10, v = 0;
  for (size_t i = 0; i < n; i++) {
    unsigned d = (unsigned)(s[i] - '0');
    if (d >= base)
      return 0;
    v = v * base + d;
  }
  return v;
}

/* Builds and compiles the regex of a `-re` record; on a malformed piece
 * reports mlir-opt's error and returns false. */
static bool compute_regex(xf_diag_verifier *v, expect *e) {
  xf_strbuf rs, msg;
  xf_strbuf_init(&rs, v->ctx);
  xf_strbuf_init(&msg, v->ctx);
  const char *p = e->sub, *end = e->sub + e->sub_len;
  bool ok = true;
  while (ok && p < end) {
    const char *open = p;
    while (open + 1 < end && !(open[0] == '{' && open[1] == '{'))
      open++;
    if (open + 1 >= end) {
      for (; p < end; p++)
        rx_literal(&(rx){.out = &rs}, *p);
      break;
    }
    for (; p < open; p++)
      rx_literal(&(rx){.out = &rs}, *p);
    const char *piece = open + 2, *close = piece;
    while (close + 1 < end && !(close[0] == '}' && close[1] == '}'))
      close++;
    if (close + 1 >= end) {
      xfs_buf_puts(&msg, "found start of regex with no end '}}'");
      ok = false;
      break;
    }
    xfs_buf_putc(&rs, '(');
    rx_err err = rx_translate(piece, (size_t)(close - piece), &rs);
    xfs_buf_putc(&rs, ')');
    if (err != RX_OK) {
      xfs_buf_printf(&msg, "invalid regex: %s", rx_message(err));
      ok = false;
    }
    p = close + 2;
  }
  if (ok && !rs.failed && rs.len)
    e->re_ok = regcomp(&e->re, rs.data, REG_EXTENDED | REG_NOSUB) == 0;
  if (!ok)
    report_at(v, e->at, e->sub_len, text_of(&msg), msg.len);
  xf_strbuf_free(&rs);
  xf_strbuf_free(&msg);
  return ok;
}

/* Stores a copy of record "e" in "vec"; false on allocation failure. */
static bool push_expect(xf_diag_verifier *v, xfs_vec *vec, const expect *e) {
  expect *c = xfs_malloc(xfs_ctx_mem(v->ctx), sizeof *c);
  if (!c)
    return false;
  *c = *e;
  if (XFS_VEC_PUSH(xfs_ctx_mem(v->ctx), vec, expect *, c))
    return true;
  if (c->re_ok)
    regfree(&c->re);
  xfs_free(xfs_ctx_mem(v->ctx), c, sizeof *c);
  return false;
}

/* Sets the target line of a parsed record "e" found on 0-based line
 * "lineno" from its designator; "above" is the last line without comment
 * (0-based), "nlines" the number of lines. */
static void place_expect(expect *e, const char *desig, size_t dlen, unsigned lineno,
                         unsigned above, unsigned nlines) {
  e->line = lineno + 1;
  if (dlen == 0)
    return;
  if (desig[0] == '+')
    e->line += parse_offset(desig + 1, dlen - 1);
  else if (desig[0] == '-')
    e->line -= parse_offset(desig + 1, dlen - 1);
  else if (desig[0] == 'u')
    e->unknown = true;
  else if (desig[0] == 'a')
    e->line = above + 1;
  else
    e->line = nlines;
}

/* Scans the buffer for expected-* comments (computeExpectedDiags). */
static bool scan_buffer(xf_diag_verifier *v) {
  const char *text = v->src.text, *end = text + v->src.len;
  unsigned nlines = 1, above = 0, off = v->src.line_offset;
  for (const char *p = text; p < end; p++)
    nlines += *p == '\n';
  xfs_vec pending = {0}; /* indices into expects of @below records */
  bool ok = true;
  const char *ls = text;
  for (unsigned lineno = 0; lineno < nlines && ok; lineno++) {
    const char *le = memchr(ls, '\n', (size_t)(end - ls));
    if (!le)
      le = end;
    size_t n = (size_t)(le - ls);
    while (n && strchr(" \t\n\v\f\r", ls[n - 1]))
      n--;
    expect e = {0};
    const char *desig;
    size_t dlen;
    if (!match_designator(ls, n, &e, &desig, &dlen)) {
      for (size_t i = 0; i < pending.len; i++)
        XFS_VEC_AT(&v->expects, expect *, XFS_VEC_AT(&pending, size_t, i))->line =
            lineno + 1 + off;
      pending.len = 0;
      above = lineno;
    } else if (!e.has_re || compute_regex(v, &e)) {
      place_expect(&e, desig, dlen, lineno, above, nlines);
      if (!e.unknown)
        e.line += off;
      bool below = dlen && desig[0] == 'b';
      size_t idx = v->expects.len;
      ok = push_expect(v, e.unknown ? &v->unknowns : &v->expects, &e) &&
           (!below || XFS_VEC_PUSH(xfs_ctx_mem(v->ctx), &pending, size_t, idx));
    } else {
      v->failed = true;
    }
    ls = le + 1;
  }
  xfs_vec_free(xfs_ctx_mem(v->ctx), &pending, sizeof(size_t));
  return ok;
}

/* ============================================================ checking */

static bool expect_matches(const expect *e, const char *msg) {
  if (e->has_re)
    return e->re_ok && regexec(&e->re, msg, 0, NULL, 0) == 0;
  if (!e->sub_len)
    return true;
  for (const char *p = msg; (p = strchr(p, e->sub[0])); p++)
    if (!strncmp(p, e->sub, e->sub_len))
      return true;
  return false;
}

/* Checks one diagnostic or note ("loc", "msg", "sev") reported in "ctx"
 * against the records (SourceMgrDiagnosticVerifierHandler::process). */
static void process(xf_diag_verifier *v, xf_context *ctx, xf_attr *loc, const char *msg,
                    xf_severity sev) {
  xf_attr *floc = xfy_loc_find_file(loc);
  xfs_vec none = {0};
  const xfs_vec *list = &v->unknowns;
  if (floc)
    list = strcmp(xf_ident_str(floc->u.floc.file), xf_ident_str(v->src.name)) ? &none
                                                                               : &v->expects;
  expect *near = NULL;
  for (size_t i = 0; i < list->len; i++) {
    expect *e = XFS_VEC_AT(list, expect *, i);
    if (floc && floc->u.floc.line != e->line)
      continue;
    if (!expect_matches(e, msg))
      continue;
    if (e->sev == sev) {
      e->matched = true;
      return;
    }
    near = e;
  }
  if (v->only_expected)
    return;
  xf_strbuf m;
  xf_strbuf_init(&m, v->ctx);
  if (near) {
    xfs_buf_printf(&m, "'%s' diagnostic emitted when expecting a '%s'", xfy_severity_name(sev),
                   xfy_severity_name(near->sev));
    report_expect(v, near, false, text_of(&m), m.len);
  } else {
    xfs_buf_printf(&m, "unexpected %s: %s", xfy_severity_name(sev), msg);
    xfy_render_at(ctx, &v->src, loc, XF_SEV_ERROR, text_of(&m), m.len, true, &v->report);
    v->failed = true;
  }
  xf_strbuf_free(&m);
}

/* The handler: checks the diagnostic, then each note; always takes it. */
static bool verifier_handler(const xf_diag *d, void *user) {
  attachment *a = user;
  process(a->v, a->ctx, xf_diag_loc(d), xf_diag_message(d), xf_diag_severity(d));
  for (size_t i = 0; i < xf_diag_num_notes(d); i++) {
    const xf_diag *n = xf_diag_get_note(d, i);
    process(a->v, a->ctx, xf_diag_loc(n), xf_diag_message(n), xf_diag_severity(n));
  }
  return true;
}

/* ============================================================ lifetime */

xf_diag_handler_id xf_diag_verifier_attach(xf_diag_verifier *v, xf_context *ctx) {
  xf_diag_handler_id none = {0};
  attachment *a = xfs_malloc(xfs_ctx_mem(v->ctx), sizeof *a);
  if (!a)
    return none;
  a->v = v;
  a->ctx = ctx;
  if (!XFS_VEC_PUSH(xfs_ctx_mem(v->ctx), &v->attachments, attachment *, a)) {
    xfs_free(xfs_ctx_mem(v->ctx), a, sizeof *a);
    return none;
  }
  return xf_diag_push_handler(ctx, verifier_handler, a);
}

/* Frees every record list, attachment and buffer of "v", then "v". */
static void verifier_free(xf_diag_verifier *v) {
  xfs_mem *mem = xfs_ctx_mem(v->ctx);
  xfs_vec *lists[] = {&v->expects, &v->unknowns};
  for (size_t l = 0; l < 2; l++) {
    for (size_t i = 0; i < lists[l]->len; i++) {
      expect *e = XFS_VEC_AT(lists[l], expect *, i);
      if (e->re_ok)
        regfree(&e->re);
      xfs_free(mem, e, sizeof *e);
    }
    xfs_vec_free(mem, lists[l], sizeof(expect *));
  }
  for (size_t i = 0; i < v->attachments.len; i++)
    xfs_free(mem, XFS_VEC_AT(&v->attachments, attachment *, i), sizeof(attachment));
  xfs_vec_free(mem, &v->attachments, sizeof(attachment *));
  xf_strbuf_free(&v->report);
  xfs_free(mem, (void *)v->src.text, v->src.len + 1);
  xfs_free(mem, v, sizeof *v);
}

xf_diag_verifier *xf_diag_verifier_create(xf_context *ctx, const char *buffer_name,
                                          const char *text, size_t len, unsigned line_offset,
                                          bool only_expected) {
  xf_diag_verifier *v = xfs_calloc(xfs_ctx_mem(ctx), sizeof *v);
  if (!v)
    return NULL;
  v->ctx = ctx;
  v->only_expected = only_expected;
  xf_strbuf_init(&v->report, ctx);
  char *copy = xfs_malloc(xfs_ctx_mem(ctx), len + 1);
  v->src.name = xf_ident_cstr(ctx, buffer_name);
  if (!copy || !v->src.name) {
    xfs_free(xfs_ctx_mem(ctx), copy, len + 1);
    xfs_free(xfs_ctx_mem(ctx), v, sizeof *v);
    return NULL;
  }
  memcpy(copy, text, len);
  copy[len] = 0;
  v->src.text = copy;
  v->src.len = len;
  v->src.line_offset = line_offset;
  if (!scan_buffer(v) || !(v->own = xf_diag_verifier_attach(v, ctx)).id) {
    verifier_free(v);
    return NULL;
  }
  return v;
}

/* Reports every unmatched record of "list" ("expected <sev> "<text>" was
 * not produced"). */
static void report_missing(xf_diag_verifier *v, const xfs_vec *list) {
  xf_strbuf m;
  xf_strbuf_init(&m, v->ctx);
  for (size_t i = 0; i < list->len; i++) {
    const expect *e = XFS_VEC_AT(list, expect *, i);
    if (e->matched)
      continue;
    m.len = 0;
    xfs_buf_printf(&m, "expected %s \"", xfy_severity_name(e->sev));
    xfs_buf_put(&m, e->sub, e->sub_len);
    xfs_buf_puts(&m, "\" was not produced");
    report_expect(v, e, true, text_of(&m), m.len);
  }
  xf_strbuf_free(&m);
}

xf_status xf_diag_verifier_finish(xf_diag_verifier *v, xf_strbuf *out_report) {
  xf_diag_pop_handler(v->ctx, v->own);
  report_missing(v, &v->expects);
  report_missing(v, &v->unknowns);
  report_missing(v, &v->unknowns);
  bool nomem = v->report.failed;
  if (v->report.len)
    nomem |= !xfs_buf_put(out_report, v->report.data, v->report.len);
  xf_status st = nomem ? XF_NOMEM : v->failed ? XF_ERROR : XF_OK;
  verifier_free(v);
  return st;
}
