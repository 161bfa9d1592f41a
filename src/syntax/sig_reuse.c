/* sig_reuse.c — a function signature whose text repeats one parsed before
 * is taken from that parse instead of being parsed again.
 *
 * The functions of a file often share their signature and differ in their
 * symbol name only (`func.func @f0(%a: tensor<4xf32>) -> tensor<4xf32> {`,
 * then `@f1`, ...).  What parsing `(args) -> results` yields is a function
 * of its text and of the file's alias definitions (fixed for one parser):
 * the arguments' names, types and attributes, and the `function_type`,
 * `arg_attrs` and `res_attrs` properties; the only parser state it changes
 * is the lexer's position.  So when the text from the signature's `(` to
 * the end of its line is byte-identical to one remembered, for the same op,
 * the remembered results are used: the argument tokens are placed at the
 * same offsets from this line's `(` (the block arguments' locations follow
 * from them) and the lexer moves to the body's `{`.
 *
 * Remembered (xfy_sig_note): a signature parsed without any diagnostic
 * that starts at `(` and ends its line with the body's `{` (nothing but
 * blanks after it, so the lexer's state after the `{` does not depend on
 * the text), with no `loc(` in that text (explicit locations may name
 * aliases that are resolved at the end of the file).  Names that would be
 * reported as redefined are defined, and reported, by the body's parse,
 * which the reuse leaves as it is.
 *
 * The memo is a direct-mapped table of SIG_SLOTS entries by hash of the
 * text, owned by the parser; entries copy the text and hold interned
 * names and uniqued types and attributes, owned by the context.
 */
#include <string.h>

#include "parser.h"

enum {
  SIG_SLOTS = 64,          /* direct-mapped entries */
  SIG_MAX_LEN = 4096,      /* longer signatures are parsed every time */
  SIG_MAX_ARGS = 64,       /* more arguments: parsed every time */
};

typedef struct sig_arg {
  xf_ident *name;          /* `%name` */
  uint32_t index;          /* `#index` */
  uint32_t off, len;       /* its token: offset from the `(`, length */
  xf_type *type;
  xf_attr *attrs;          /* `{...}` or NULL */
} sig_arg;

typedef struct sig_entry {
  char *text;              /* copy of the signature's text (`cap` bytes allocated) */
  uint32_t len, cap, hash;
  const xf_ident *op;      /* the op it was parsed for */
  uint32_t nargs;
  bool named;              /* `%a: t` arguments (else bare types) */
  sig_arg args[SIG_MAX_ARGS];
  xf_attr *props[XFY_SIG_PROPS];
  xfy_tok_kind last_kind;  /* the signature's last token (p->prev at the `{`) */
  uint32_t last_off, last_len;
  uint32_t brace_off;      /* offset of the body's `{` */
} sig_entry;

struct xfy_sig_memo {
  sig_entry *entry[SIG_SLOTS];
};

static xfs_mem *smem(xfy_parser *p) { return xfs_ctx_mem(p->ctx); }

void xfy_sig_reuse_fini(xfy_parser *p) {
  struct xfy_sig_memo *m = p->sig_memo;
  if (!m)
    return;
  for (size_t i = 0; i < SIG_SLOTS; i++) {
    if (m->entry[i])
      xfs_free(smem(p), m->entry[i]->text, m->entry[i]->cap);
    xfs_free(smem(p), m->entry[i], sizeof *m->entry[i]);
  }
  xfs_free(smem(p), m, sizeof *m);
  p->sig_memo = NULL;
}

/* A token of the signature's line at `off` from its `(`. */
static xfy_token sig_token(const xfy_sig_try *t, xfy_tok_kind k, uint32_t off, uint32_t len) {
  return xfy_token_on_line(k, t->text + off, len, t->line, t->col + off);
}

/* Fills `args` (xfy_argument) from entry `e`, its tokens on this line. */
static bool fill_args(xfy_parser *p, const sig_entry *e, const xfy_sig_try *t, xfs_vec *args) {
  for (uint32_t i = 0; i < e->nargs; i++) {
    const sig_arg *s = &e->args[i];
    xfy_argument a;
    memset(&a, 0, sizeof a);
    a.ssa.name = s->name;
    a.ssa.index = s->index;
    if (s->name) /* else a bare type: no token */
      a.ssa.tok = sig_token(t, XFY_PERCENT_ID, s->off, s->len);
    a.type = s->type;
    a.attrs = s->attrs;
    if (!XFS_VEC_PUSH(smem(p), args, xfy_argument, a))
      return false;
  }
  return true;
}

bool xfy_sig_reuse(xfy_parser *p, xfy_sig_try *t, const xf_ident *op, xfs_vec *args,
                   bool *named, xf_attr **props) {
  t->text = NULL;
  const xfy_token *lp = &p->tok;
  if (p->failed || p->reuse_off || lp->kind != XFY_LPAREN || p->lx.line != lp->line)
    return false;
  const char *nl = memchr(lp->text, '\n', (size_t)(p->lx.end - lp->text));
  const char *end = nl ? nl : p->lx.end;
  if (end - lp->text > SIG_MAX_LEN)
    return false;
  t->text = lp->text;
  t->len = (uint32_t)(end - lp->text);
  t->hash = xfs_hash_bytes(t->text, t->len, 0x73696773u);
  t->line = lp->line;
  t->col = lp->col;
  t->line_start = p->lx.line_start;
  t->ndiags = xf_context_num_diagnostics(p->ctx);
  const sig_entry *e = p->sig_memo ? p->sig_memo->entry[t->hash % SIG_SLOTS] : NULL;
  if (!e || e->hash != t->hash || e->len != t->len || e->op != op ||
      memcmp(e->text, t->text, t->len) != 0)
    return false;
  size_t base = args->len;
  if (!fill_args(p, e, t, args)) {
    args->len = base;
    return false; /* out of memory: the normal parse reports it */
  }
  *named = e->named;
  memcpy(props, e->props, sizeof e->props);
  xfy_resume_at(p, t->text + e->brace_off, t->line, t->line_start,
                sig_token(t, e->last_kind, e->last_off, e->last_len));
  return true;
}

static bool note_args(const xfy_sig_try *t, const xfs_vec *args, sig_entry *e) {
  if (args->len > SIG_MAX_ARGS)
    return false;
  for (size_t i = 0; i < args->len; i++) {
    const xfy_argument *a = &XFS_VEC_AT(args, xfy_argument, i);
    if (a->loc)
      return false;
    sig_arg *s = &e->args[i];
    s->name = a->ssa.name;
    s->index = a->ssa.index;
    s->off = a->ssa.name ? (uint32_t)(a->ssa.tok.text - t->text) : 0;
    s->len = a->ssa.name ? a->ssa.tok.len : 0;
    s->type = a->type;
    s->attrs = a->attrs;
  }
  e->nargs = (uint32_t)args->len;
  return true;
}

void xfy_sig_note(xfy_parser *p, const xfy_sig_try *t, const xf_ident *op, const xfs_vec *args,
                  bool named, xf_attr *const *props) {
  if (!t->text || p->failed || xf_context_num_diagnostics(p->ctx) != t->ndiags ||
      !xfy_at_brace_ending_line(p, t->line, t->text + t->len) ||
      xfy_mentions_loc(t->text, t->len))
    return;
  if (!p->sig_memo && !(p->sig_memo = xfs_calloc(smem(p), sizeof *p->sig_memo)))
    return; /* the memo is an optimisation: go on without it */
  sig_entry **slot = &p->sig_memo->entry[t->hash % SIG_SLOTS];
  if (!*slot && !(*slot = xfs_calloc(smem(p), sizeof **slot)))
    return;
  sig_entry *e = *slot;
  e->len = 0; /* unusable until complete */
  if (!note_args(t, args, e))
    return;
  if (!xfy_keep_text(smem(p), &e->text, &e->cap, t->text, t->len))
    return;
  e->hash = t->hash;
  e->op = op;
  e->named = named;
  memcpy(e->props, props, sizeof e->props);
  e->last_kind = p->prev.kind;
  e->last_off = (uint32_t)(p->prev.text - t->text);
  e->last_len = p->prev.len;
  e->brace_off = (uint32_t)(p->tok.text - t->text);
  e->len = t->len;
}
