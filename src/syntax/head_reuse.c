/* head_reuse.c — the head of a custom op (what comes before the `{` of its
 * region) whose text repeats one parsed before is taken from that parse.
 *
 * Ops with a region cannot be reused as whole lines (line_reuse.c): the
 * region goes on below.  But their first line often repeats: every
 * `linalg.generic` of a kernel spells the same
 * `{indexing_maps = ..., iterator_types = ...} ins(%a, %b : ...) outs(%c : ...) {`.
 * What a custom parser makes of that text, up to the region, is a
 * function of the text (and of the file's aliases, fixed for one parser):
 * the properties and attributes it adds to the op, and the operands it
 * names with their types, which it resolves where the op is.  So when the
 * text from the op's first token after its name to the end of the line is
 * byte-identical to one remembered for the same op, the remembered
 * properties and attributes are added and the operands are resolved by
 * name, in the same order, at the same offsets in the new line (a use of
 * another type, a forward reference: as the parse would, with the same
 * diagnostic); the lexer then stands at the region's `{`.
 *
 * Remembered (xfy_head_note, by a custom parser that opts in): a head
 * parsed without any diagnostic, that ends its line with the region's `{`
 * (blanks after it only), without `loc(` in its text (locations may name
 * aliases resolved at the end of the file), and whose operands are all in
 * the uses the parser passes (it reports them in the order it resolved
 * them).
 *
 * The memo is a direct-mapped table of HEAD_SLOTS entries by hash of the
 * text, owned by the parser; entries copy the text and hold interned
 * names, uniqued types and attributes, owned by the context.
 */
#include <string.h>

#include "asm.h"

enum {
  HEAD_SLOTS = 64,         /* direct-mapped entries */
  HEAD_MAX_LEN = 4096,     /* longer heads are parsed every time */
  HEAD_MAX_NAMED = 16,     /* properties, attributes */
  HEAD_MAX_USES = 32,      /* operands */
};

typedef struct head_use {
  xf_ident *name;
  uint32_t index;
  uint32_t off, len;       /* its token: offset from the head's start, length */
  xf_type *type;
} head_use;

typedef struct head_entry {
  char *text;              /* copy of the head's text (`cap` bytes allocated) */
  uint32_t len, cap, hash;
  const xf_ident *op;      /* the op it was parsed for */
  uint32_t nprops, nattrs, nuses;
  xf_named_attr props[HEAD_MAX_NAMED], attrs[HEAD_MAX_NAMED];
  head_use uses[HEAD_MAX_USES];
  xfy_tok_kind last_kind;  /* the head's last token (p->prev at the `{`) */
  uint32_t last_off, last_len;
  uint32_t brace_off;      /* offset of the region's `{` */
} head_entry;

struct xfy_head_memo {
  head_entry *entry[HEAD_SLOTS];
};

static xfs_mem *hmem(xfy_parser *p) { return xfs_ctx_mem(p->ctx); }

void xfy_head_reuse_fini(xfy_parser *p) {
  struct xfy_head_memo *m = p->head_memo;
  if (!m)
    return;
  for (size_t i = 0; i < HEAD_SLOTS; i++) {
    if (m->entry[i])
      xfs_free(hmem(p), m->entry[i]->text, m->entry[i]->cap);
    xfs_free(hmem(p), m->entry[i], sizeof *m->entry[i]);
  }
  xfs_free(hmem(p), m, sizeof *m);
  p->head_memo = NULL;
}

/* A token of the head's line at `off` from its start. */
static xfy_token head_token(const xfy_head_try *t, xfy_tok_kind k, uint32_t off, uint32_t len) {
  return xfy_token_on_line(k, t->text + off, len, t->line, t->col + off);
}

static bool push_named(xfy_op_builder *b, xfs_vec *v, const xf_named_attr *e, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (!XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), v, xf_named_attr, e[i]))
      return xfy_error(b->p, "out of memory");
  return true;
}

/* Adds entry `e` to the op being built: its properties and attributes,
 * its operands resolved where the parser is.  False after a diagnostic. */
static bool replay(xfy_op_builder *b, const head_entry *e, const xfy_head_try *t) {
  if (!push_named(b, &b->props, e->props, e->nprops) ||
      !push_named(b, &b->attrs, e->attrs, e->nattrs))
    return false;
  for (uint32_t i = 0; i < e->nuses; i++) {
    const head_use *u = &e->uses[i];
    xfy_operand o = {u->name, u->index, head_token(t, XFY_PERCENT_ID, u->off, u->len)};
    if (!xfy_resolve_operand(b, &o, u->type))
      return false;
  }
  return true;
}

int xfy_head_reuse(xfy_op_builder *b, xfy_head_try *t) {
  xfy_parser *p = b->p;
  const xfy_token *first = &p->tok;
  t->text = NULL;
  if (p->failed || p->reuse_off || p->lx.line != first->line || first->kind == XFY_EOF ||
      first->kind == XFY_ERROR)
    return 0;
  const char *nl = memchr(first->text, '\n', (size_t)(p->lx.end - first->text));
  const char *end = nl ? nl : p->lx.end;
  if (end - first->text > HEAD_MAX_LEN)
    return 0;
  t->text = first->text;
  t->len = (uint32_t)(end - first->text);
  t->hash = xfs_hash_bytes(t->text, t->len, 0x68656164u);
  t->line = first->line;
  t->col = first->col;
  t->line_start = p->lx.line_start;
  t->ndiags = xf_context_num_diagnostics(p->ctx);
  t->props_base = b->props.len;
  t->attrs_base = b->attrs.len;
  t->ops_base = b->operands.len;
  const head_entry *e = p->head_memo ? p->head_memo->entry[t->hash % HEAD_SLOTS] : NULL;
  if (!e || e->hash != t->hash || e->len != t->len || e->op != b->name ||
      memcmp(e->text, t->text, t->len) != 0)
    return 0;
  if (!replay(b, e, t))
    return -1;
  xfy_resume_at(p, t->text + e->brace_off, t->line, t->line_start,
                head_token(t, e->last_kind, e->last_off, e->last_len));
  return 1;
}

static bool note_named(const xfs_vec *v, size_t base, xf_named_attr *out, uint32_t *n) {
  if (v->len - base > HEAD_MAX_NAMED)
    return false;
  for (size_t i = base; i < v->len; i++)
    out[i - base] = XFS_VEC_AT(v, xf_named_attr, i);
  *n = (uint32_t)(v->len - base);
  return true;
}

void xfy_head_note(xfy_op_builder *b, const xfy_head_try *t, const xfy_operand *uses,
                   xf_type *const *types, size_t nuses) {
  xfy_parser *p = b->p;
  if (!t->text || p->failed || xf_context_num_diagnostics(p->ctx) != t->ndiags ||
      nuses > HEAD_MAX_USES || b->operands.len - t->ops_base != nuses ||
      !xfy_at_brace_ending_line(p, t->line, t->text + t->len) || xfy_mentions_loc(t->text, t->len))
    return;
  for (size_t i = 0; i < nuses; i++)
    if (uses[i].tok.line != t->line || uses[i].tok.text < t->text ||
        uses[i].tok.text >= t->text + t->len)
      return;
  if (!p->head_memo && !(p->head_memo = xfs_calloc(hmem(p), sizeof *p->head_memo)))
    return; /* the memo is an optimisation: go on without it */
  head_entry **slot = &p->head_memo->entry[t->hash % HEAD_SLOTS];
  if (!*slot && !(*slot = xfs_calloc(hmem(p), sizeof **slot)))
    return;
  head_entry *e = *slot;
  e->len = 0; /* unusable until complete */
  if (!note_named(&b->props, t->props_base, e->props, &e->nprops) ||
      !note_named(&b->attrs, t->attrs_base, e->attrs, &e->nattrs))
    return;
  for (size_t i = 0; i < nuses; i++)
    e->uses[i] = (head_use){uses[i].name, uses[i].index, (uint32_t)(uses[i].tok.text - t->text),
                            uses[i].tok.len, types[i]};
  e->nuses = (uint32_t)nuses;
  if (!xfy_keep_text(hmem(p), &e->text, &e->cap, t->text, t->len))
    return;
  e->hash = t->hash;
  e->op = b->name;
  e->last_kind = p->prev.kind;
  e->last_off = (uint32_t)(p->prev.text - t->text);
  e->last_len = p->prev.len;
  e->brace_off = (uint32_t)(p->tok.text - t->text);
  e->len = t->len;
}
