/* line_reuse.c — an op whose line repeats the text of an op parsed before
 * is built from what that parse produced instead of being parsed again.
 *
 * Printed MLIR repeats itself: SSA names restart in every function, so the
 * same line (`%0 = arith.addf %arg0, %arg1 : f32`) comes back in function
 * after function.  The parse of one op is a function of its text, the
 * values its operand names resolve to (through their types, which the
 * text also spells) and a few pieces of parser state (the default dialect
 * of the enclosing op, the nesting depth).  So when a line is
 * byte-identical to one seen before (indentation included, so columns
 * agree), its operand names resolve to definitions of the same types, its
 * result names are free and that state is the same, the op is the one the
 * earlier parse built, moved to this line: same name, properties,
 * attributes and result types, operands resolved by name here, location
 * shifted by the line difference.
 *
 * Remembered (xfy_line_note, on the second sighting of a line: the first
 * only marks its hash, so lines that never repeat cost a hash): an op that
 * starts its line and ends it (the next token is on a later line), off the
 * first line (whose columns split-input shifts), parsed without any
 * diagnostic; no successors; regions empty or lazy with a shareable record
 * (linalg's implicit bodies); a location the parser made (no `loc(` on the
 * line); every operand a definition seen before the op (no forward
 * reference).  Reused (xfy_line_reuse): the same bytes, default dialect
 * and depth; the same token after the line (the op's parser looked at it
 * to decide that the op had ended: a region, `attributes` or operands may
 * go on on the next line), and the same byte after that token; every
 * logged use resolves to a definition of the recorded type; no result name
 * in use (else the normal parse reports the redefinition or resolves the
 * forward references).
 *
 * The memo is a direct-mapped table of LINE_SLOTS lines by hash, owned by
 * the parser; entries copy the line and hold interned names, uniqued
 * attributes and types and shareable lazy records, all owned by the
 * context, so they never point into the IR being built.
 */
#include <string.h>

#include "parser.h"

enum {
  LINE_SLOTS = 512,       /* direct-mapped entries */
  LINE_MAX_LEN = 2048,    /* longer lines are parsed every time */
  LINE_MAX_PARTS = 32,    /* operands, uses, results, regions, result names */
  LINE_NEXT_MAX = 62,     /* longest following token remembered (plus one byte) */
};

typedef struct line_use {
  xf_ident *name;
  uint32_t index;
  xf_type *type;
} line_use;

typedef struct line_def {
  xf_ident *name;
  uint32_t count;
  uint32_t off, len;      /* its token: offset in the line, length */
} line_def;

typedef struct line_entry {
  bool full;              /* remembered (else the slot's line was only seen) */
  char *text;             /* copy of the line (`cap` bytes allocated) */
  uint32_t cap;
  const char *dflt;       /* default dialect it was parsed under */
  unsigned depth;         /* nesting depth it was parsed at */
  uint32_t line;          /* line of the op it was made from */
  xfi_loc locw;           /* that op's location (packed) */
  xf_ident *name;
  xf_attr *props, *attrs;
  uint32_t nops, nres, nreg, nuses, ndefs;
  uint8_t opnd_use[LINE_MAX_PARTS]; /* operand i is use opnd_use[i] */
  line_use uses[LINE_MAX_PARTS];
  xf_type *res_types[LINE_MAX_PARTS];
  xfi_lazy_region *lazy[LINE_MAX_PARTS]; /* per region; NULL: empty */
  line_def defs[LINE_MAX_PARTS];
  xfy_tok_kind last_kind; /* the op's last token (p->prev after it) */
  uint32_t last_off, last_len;
  /* The token that followed the op, where its parser decided the op had
   * ended (a region, `attributes` or operands may go on on the next line),
   * and the byte after it (parsers peek at it): a repeat is reused only
   * before the same. */
  xfy_tok_kind next_kind;
  uint32_t next_len;
  char next_text[LINE_NEXT_MAX + 1];
} line_entry;

/* The hashes and lengths of the lines last seen per slot are kept apart
 * from the entries (made at the first remembered line of the slot), so a
 * probe touches 8 bytes. */
struct xfy_line_memo {
  uint32_t hash[LINE_SLOTS], len[LINE_SLOTS]; /* len 0: empty slot */
  line_entry *entry[LINE_SLOTS];
};

static xfs_mem *lmem(xfy_parser *p) { return xfs_ctx_mem(p->ctx); }

void xfy_line_reuse_fini(xfy_parser *p) {
  struct xfy_line_memo *m = p->line_memo;
  if (m) {
    for (size_t i = 0; i < LINE_SLOTS; i++) {
      if (m->entry[i])
        xfs_free(lmem(p), m->entry[i]->text, m->entry[i]->cap);
      xfs_free(lmem(p), m->entry[i], sizeof *m->entry[i]);
    }
    xfs_free(lmem(p), m, sizeof *m);
  }
  p->line_memo = NULL;
  xfs_vec_free(lmem(p), &p->use_log, sizeof(xfy_logged_use));
}

/* Is the current token the first thing on its line (after blanks), and
 * where does that line start and end? */
static bool starts_line(const xfy_parser *p, const char **ls, const char **le) {
  const xfy_token *t = &p->tok;
  if (t->line <= 1 || p->lx.line != t->line)
    return false;
  const char *s = p->lx.line_start;
  for (const char *q = s; q < t->text; q++)
    if (*q != ' ')
      return false;
  const char *e = memchr(t->text, '\n', (size_t)(p->lx.end - t->text));
  *ls = s;
  *le = e ? e : p->lx.end;
  return true;
}

/* The operands of the entry, resolved where the parser is, into `vals`;
 * false when one does not resolve to a definition of the recorded type. */
static bool resolve_uses(xfy_parser *p, const line_entry *e, xf_value **vals) {
  xf_value *uses[LINE_MAX_PARTS];
  for (uint32_t i = 0; i < e->nuses; i++) {
    uses[i] = xfy_defined_value(p, e->uses[i].name, e->uses[i].index);
    if (!uses[i] || uses[i]->type != e->uses[i].type)
      return false;
  }
  for (uint32_t i = 0; i < e->nops; i++)
    vals[i] = uses[e->opnd_use[i]];
  return true;
}

static bool names_free(xfy_parser *p, const line_entry *e) {
  for (uint32_t i = 0; i < e->ndefs; i++)
    if (xfy_ssa_name_in_use(p, e->defs[i].name))
      return false;
  return true;
}

/* A token of the current line at `off` (for locations of definitions and
 * for p->prev). */
static xfy_token line_token(const xfy_line_try *t, xfy_tok_kind k, uint32_t off, uint32_t len) {
  return xfy_token_on_line(k, t->line + off, len, t->line_no, off + 1);
}

/* Builds the op of entry `e` on the line of `t`; NULL when out of memory
 * (reported). */
static xf_op *build(xfy_parser *p, const line_entry *e, const xfy_line_try *t, xf_value **vals,
                    xfi_loc loc) {
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = e->name;
  st.operands = vals;
  st.num_operands = e->nops;
  st.result_types = (xf_type **)e->res_types;
  st.num_results = e->nres;
  st.num_regions = e->nreg;
  st.properties = e->props;
  st.attrs = e->attrs;
  xf_op *op = xfi_op_create_at(p->ctx, &st, loc);
  if (!op) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  for (uint32_t i = 0; i < e->nreg; i++) {
    xfi_op_regions_raw(op)[i].lazy = e->lazy[i];
    op->nlazy += e->lazy[i] != NULL;
  }
  uint32_t next = 0;
  for (uint32_t i = 0; i < e->ndefs; i++) {
    const line_def *d = &e->defs[i];
    xfy_token dt = line_token(t, XFY_PERCENT_ID, d->off, d->len);
    for (uint32_t j = 0; j < d->count; j++)
      if (!xfy_define_value(p, d->name, j, &dt, &xfi_op_results(op)[next++]))
        return NULL;
  }
  return op;
}

/* The bytes of token `t` and the one after it (NUL at the end of input):
 * their length, or 0 when they do not fit an entry. */
static uint32_t next_bytes(const xfy_token *t, const char *end, char *out) {
  if (t->kind == XFY_ERROR || t->len > LINE_NEXT_MAX)
    return 0;
  memcpy(out, t->text, t->len);
  out[t->len] = t->text + t->len < end ? t->text[t->len] : 0;
  return t->len + 1;
}

static bool same_next(const line_entry *e, const xfy_token *t, const char *end) {
  char buf[LINE_NEXT_MAX + 1];
  uint32_t n = next_bytes(t, end, buf);
  return n && t->kind == e->next_kind && n == e->next_len && memcmp(buf, e->next_text, n) == 0;
}

xf_op *xfy_line_reuse(xfy_parser *p, xfy_line_try *t) {
  t->line = NULL;
  if (p->failed || p->reuse_off)
    return NULL;
  const char *ls, *le;
  if (!starts_line(p, &ls, &le) || le - ls > LINE_MAX_LEN)
    return NULL;
  if (!p->line_memo) {
    p->line_memo = xfs_calloc(lmem(p), sizeof *p->line_memo);
    if (!p->line_memo)
      return NULL; /* the memo is an optimisation: parse normally */
  }
  t->line = ls;
  t->len = (uint32_t)(le - ls);
  t->hash = xfs_hash_bytes(ls, t->len, 0x6c696e65u);
  t->line_no = p->tok.line;
  t->log_base = p->use_log.len;
  t->ndiags = xf_context_num_diagnostics(p->ctx);
  struct xfy_line_memo *m = p->line_memo;
  size_t i = t->hash % LINE_SLOTS;
  line_entry *e = m->entry[i];
  t->seen = m->hash[i] == t->hash && m->len[i] == t->len;
  if (!t->seen) { /* first sighting: mark it */
    m->hash[i] = t->hash;
    m->len[i] = t->len;
    if (e)
      e->full = false;
    return NULL;
  }
  if (!e || !e->full || e->dflt != p->default_dialect || e->depth != p->depth ||
      memcmp(e->text, ls, t->len) != 0)
    return NULL;
  xfy_lexer after = p->lx;
  xfy_token next;
  xfy_lex_reset(&after, le, t->line_no, ls);
  xfy_lex(&after, &next);
  if (!same_next(e, &next, after.end))
    return NULL;
  xf_value *vals[LINE_MAX_PARTS];
  xfi_loc loc = xfi_loc_shift_lines(e->locw, (int64_t)t->line_no - (int64_t)e->line);
  if (!loc || !resolve_uses(p, e, vals) || !names_free(p, e))
    return NULL;
  xf_op *op = build(p, e, t, vals, loc);
  if (!op)
    return NULL;
  p->lx = after;
  p->tok = next;
  p->prev = line_token(t, e->last_kind, e->last_off, e->last_len);
  return op;
}

/* Fills the operand and use tables of `e` from the use log; false when a
 * use was a forward reference or an operand is not among the uses. */
static bool note_uses(xfy_parser *p, const xfy_line_try *t, xf_op *op, line_entry *e) {
  size_t n = p->use_log.len - t->log_base;
  if (n > LINE_MAX_PARTS || op->nops > LINE_MAX_PARTS)
    return false;
  const xfy_logged_use *log =
      n ? &XFS_VEC_AT(&p->use_log, xfy_logged_use, t->log_base) : NULL;
  for (size_t i = 0; i < n; i++) {
    if (!log[i].value)
      return false;
    e->uses[i] = (line_use){log[i].name, log[i].index, log[i].value->type};
  }
  for (uint32_t i = 0; i < op->nops; i++) {
    size_t j = 0;
    while (j < n && log[j].value != op->operands[i].value)
      j++;
    if (j == n)
      return false;
    e->opnd_use[i] = (uint8_t)j;
  }
  e->nuses = (uint32_t)n;
  e->nops = op->nops;
  return true;
}

static bool note_regions(xf_op *op, line_entry *e) {
  if (op->nreg > LINE_MAX_PARTS)
    return false;
  for (uint32_t i = 0; i < op->nreg; i++) {
    const xf_region *r = &xfi_op_regions_raw(op)[i];
    if (r->first || (r->lazy && !r->lazy->shareable))
      return false;
    e->lazy[i] = r->lazy;
  }
  e->nreg = op->nreg;
  return true;
}

static bool note_results(const xfy_line_try *t, xf_op *op, const xfs_vec *defs, line_entry *e) {
  if (op->nres > LINE_MAX_PARTS || defs->len > LINE_MAX_PARTS)
    return false;
  for (uint32_t i = 0; i < op->nres; i++)
    e->res_types[i] = xfi_op_results(op)[i].type;
  for (size_t i = 0; i < defs->len; i++) {
    const xfy_result_def *d = &XFS_VEC_AT(defs, xfy_result_def, i);
    e->defs[i] = (line_def){d->name, d->count, (uint32_t)(d->tok.text - t->line), d->tok.len};
  }
  e->nres = op->nres;
  e->ndefs = (uint32_t)defs->len;
  return true;
}


void xfy_line_note(xfy_parser *p, const xfy_line_try *t, xf_op *op, const xfs_vec *defs,
                   bool explicit_loc) {
  if (!t->line || !t->seen || p->failed || explicit_loc || !p->line_memo)
    return;
  struct xfy_line_memo *m = p->line_memo;
  size_t i = t->hash % LINE_SLOTS;
  if (m->hash[i] != t->hash || m->len[i] != t->len || (m->entry[i] && m->entry[i]->full))
    return; /* another line took the slot meanwhile, or already remembered */
  if (xf_context_num_diagnostics(p->ctx) != t->ndiags || p->prev.line != t->line_no ||
      p->tok.line == t->line_no || op->nsucc || !(op->locw & 1) ||
      xfy_mentions_loc(t->line, t->len)) /* aliases resolved at the end */
    return;
  if (!m->entry[i])
    m->entry[i] = xfs_calloc(lmem(p), sizeof *m->entry[i]);
  line_entry *e = m->entry[i];
  if (!e)
    return; /* the memo is an optimisation: go on without it */
  if (!note_uses(p, t, op, e) || !note_regions(op, e) || !note_results(t, op, defs, e))
    return;
  e->next_kind = p->tok.kind;
  e->next_len = next_bytes(&p->tok, p->lx.end, e->next_text);
  if (!e->next_len)
    return;
  if (!xfy_keep_text(lmem(p), &e->text, &e->cap, t->line, t->len))
    return;
  e->dflt = p->default_dialect;
  e->depth = p->depth;
  e->line = t->line_no;
  e->locw = op->locw;
  e->name = op->name;
  e->props = op->props;
  e->attrs = op->attrs;
  e->last_kind = p->prev.kind;
  e->last_off = (uint32_t)(p->prev.text - t->line);
  e->last_len = p->prev.len;
  e->full = true;
}
