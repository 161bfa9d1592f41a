/* region_reuse.c — regions whose text repeats one parsed before are kept
 * unbuilt (lazy, ir_impl.h) and share one template.
 *
 * A payload often spells the same region body again and again: every
 * `linalg.generic` computing a matmul carries the same three-op body.
 * A custom parser that opts in (xfy_parse_region_reusing) has each
 * eligible region it parses remembered as a candidate: its text (from `{`
 * to `}`), where it starts, the SSA names it defines and its block.  When
 * a later region starts with byte-identical text (at the same column, or
 * at any column when nothing follows the `{` on its line), it means the
 * same ops with the same types and attributes, shifted down by some
 * lines; the first such repeat copies the candidate's block into a
 * template (kept in the context, never part of the IR) and every repeat
 * gets a lazy region instead of a parse: the text is skipped, and the
 * blocks are built from the template, locations moved by the line
 * difference, only when something asks for the op's regions.
 *
 * Eligible: one block ending in a terminator; ops registered, accepted by
 * the caller's predicate, without regions or successors; every operand
 * defined in the block; every location one the parser made (a point in
 * this file, packed); no diagnostic while parsing it.  A repeat is
 * skipped only when none of the names the region defines is in use where
 * it appears (else the normal parse reports the redefinition), at the
 * same column unless the text goes on to the next line after `{`, off
 * the first line (whose columns split-input shifts), and
 * not nested deeper than the limit allows.
 *
 * Verification (xfi_lazy_region.check): the first op asked about sets the
 * template's signature (name, properties, operand and result types) and
 * is built and verified; once one op with that signature verified without
 * error, others with the same signature vouch for their regions.  This
 * holds for regions whose ops' verifiers read only those ops, their
 * block and their parent's name, properties and types, which is what the
 * caller's predicate promises (linalg.generic bodies of arith and math
 * ops, linalg.index and linalg.yield).
 *
 * Invariants: templates and lazy records live in the context arena for
 * the context's life; candidates belong to the parser (its block belongs
 * to an op of the IR being parsed, untouched while parsing continues).
 */
#include <string.h>

#include "asm.h"

typedef struct reuse_tpl {
  xf_region view;          /* the template's region: what xfi_lazy_region.view shows */
  xf_block *block;         /* template block (ops' `order` = position) */
  uint32_t line;           /* line of the `{` the template was parsed from */
  /* Verification signature (see above). */
  bool sig_set, verified;
  xf_ident *sig_name;
  xf_attr *sig_props;
  uint32_t sig_nops, sig_nres;
  xf_type **sig_types;     /* operand types, then result types */
} reuse_tpl;

typedef struct reuse_inst {
  xfi_lazy_region lazy;    /* first member: the region's `lazy` points here */
  reuse_tpl *t;
  int64_t delta;           /* line difference to the template's text */
} reuse_inst;

struct xfy_region_tpl {
  const char *text;        /* `{` ... `}` in the parser's buffer */
  uint32_t len, line, col, depth;
  bool any_col;            /* nothing but blanks follows `{` on its line: the
                            * text means the same at any column */
  uint32_t nl;             /* newlines in the text */
  uint32_t last_line_off;  /* offset of the byte after the last newline */
  xf_ident *op_name;       /* the op the region belongs to */
  xf_block *block;         /* the first occurrence's block (in the IR) */
  xfs_vec names;           /* xf_ident*: SSA names the region defines */
  reuse_tpl *tpl;          /* made at the first repeat */
};

/* ------------------------------------------------------- lazy record */

static reuse_tpl *tpl_of(xfi_lazy_region *self) { return ((reuse_inst *)self)->t; }

static xfi_loc shifted(xfi_loc w, int64_t delta) {
  xfi_loc s = xfi_loc_shift_lines(w, delta);
  return s ? s : w;
}

/* A new block with `src`'s argument types (locations moved `delta` lines)
 * and copies of its ops, or NULL when out of memory. */
static xf_block *copy_block(xf_context *ctx, const xf_block *src, int64_t delta, bool number) {
  xf_block *blk = xf_block_create(ctx);
  if (!blk)
    return NULL;
  for (uint32_t i = 0; i < src->nargs; i++) {
    xfi_block_arg *a = (xfi_block_arg *)(void *)src->args[i];
    if (!xfi_block_add_arg_at(blk, a->v.type, shifted(a->locw, delta)))
      return NULL;
  }
  return xfi_block_copy_flat(ctx, src, blk, delta, number) ? blk : NULL;
}

static bool reuse_build(xfi_lazy_region *self, xf_region *r) {
  reuse_tpl *t = tpl_of(self);
  xf_block *blk = copy_block(xfi_op_ctx(r->op), t->block, ((reuse_inst *)self)->delta, false);
  if (!blk)
    return false;
  xf_region_push_block(r, blk);
  return true;
}

static bool same_signature(const reuse_tpl *t, const xf_op *op) {
  if (op->name != t->sig_name || op->props != t->sig_props || op->nops != t->sig_nops ||
      op->nres != t->sig_nres)
    return false;
  for (uint32_t i = 0; i < op->nops; i++)
    if (op->operands[i].value->type != t->sig_types[i])
      return false;
  for (uint32_t i = 0; i < op->nres; i++)
    if (xfi_op_results(op)[i].type != t->sig_types[op->nops + i])
      return false;
  return true;
}

static xfi_lazy_verdict check_locked(reuse_tpl *t, const xf_op *op) {
  if (!t->sig_set) {
    xf_context *ctx = xfi_op_ctx(op);
    size_t n = (size_t)op->nops + op->nres;
    t->sig_types = xfs_arena_alloc(xfi_arena(ctx), (n ? n : 1) * sizeof(xf_type *));
    if (!t->sig_types)
      return XFI_LAZY_CHANGED;
    for (uint32_t i = 0; i < op->nops; i++)
      t->sig_types[i] = op->operands[i].value->type;
    for (uint32_t i = 0; i < op->nres; i++)
      t->sig_types[op->nops + i] = xfi_op_results(op)[i].type;
    t->sig_name = op->name;
    t->sig_props = op->props;
    t->sig_nops = op->nops;
    t->sig_nres = op->nres;
    t->sig_set = true;
    return XFI_LAZY_UNKNOWN;
  }
  if (!same_signature(t, op))
    return XFI_LAZY_CHANGED;
  return __atomic_load_n(&t->verified, __ATOMIC_RELAXED) ? XFI_LAZY_VALID : XFI_LAZY_UNKNOWN;
}

/* (ops sharing a template may be verified on several threads: the first
 * check records the signature under the context's lock) */
static xfi_lazy_verdict reuse_check(xfi_lazy_region *self, const xf_op *op) {
  xf_context *ctx = xfi_op_ctx(op);
  xfi_lock(ctx);
  xfi_lazy_verdict v = check_locked(tpl_of(self), op);
  xfi_unlock(ctx);
  return v;
}

static void reuse_verified(xfi_lazy_region *self) {
  __atomic_store_n(&tpl_of(self)->verified, true, __ATOMIC_RELAXED);
}

static bool reuse_all_ops(xfi_lazy_region *self, bool (*pred)(const xf_op *op, void *user),
                          void *user) {
  for (const xf_op *o = tpl_of(self)->block->first; o; o = o->next)
    if (!pred(o, user))
      return false;
  return true;
}

static xf_region *reuse_view(xfi_lazy_region *self) { return &tpl_of(self)->view; }

/* ---------------------------------------------------------- templates */

/* A template copied from candidate `c`'s block, or NULL (out of memory). */
static reuse_tpl *make_template(xf_context *ctx, struct xfy_region_tpl *c) {
  reuse_tpl *t = xfs_arena_zalloc(xfi_arena(ctx), sizeof *t);
  if (!t)
    return NULL;
  uint32_t n = 0;
  for (xf_op *o = c->block->first; o; o = o->next)
    o->order = n++; /* the block is not verified yet: its dominance scratch is free */
  xf_block *blk = copy_block(ctx, c->block, 0, true);
  if (!blk)
    return NULL;
  t->block = blk;
  t->line = c->line;
  t->view.first = t->view.last = blk;
  t->view.nblocks = 1;
  blk->region = &t->view;
  return t;
}

/* --------------------------------------------------------- candidates */

static bool defined_in(const xf_value *v, const xf_block *b) {
  return v->op ? v->op->block == b : xfi_value_block(v) == b;
}

/* Is the region just parsed (`r`) eligible (see the top of the file)? */
static bool eligible(const xf_region *r, bool (*accept)(const xf_op *op)) {
  const xf_block *b = r->first;
  if (!b || b != r->last || !b->last || !b->last->info ||
      !(b->last->info->traits & XF_TRAIT_TERMINATOR))
    return false;
  for (uint32_t i = 0; i < b->nargs; i++)
    if (!(((const xfi_block_arg *)(const void *)b->args[i])->locw & 1))
      return false;
  for (const xf_op *o = b->first; o; o = o->next) {
    if (!o->info || o->nreg || o->nsucc || !(o->locw & 1) || !accept(o))
      return false;
    for (uint32_t i = 0; i < o->nops; i++)
      if (!defined_in(o->operands[i].value, b))
        return false;
  }
  return true;
}

static void cand_free(xfy_parser *p, struct xfy_region_tpl *c) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  xfs_vec_free(m, &c->names, sizeof(xf_ident *));
  xfs_free(m, c, sizeof *c);
}

/* Makes `c` the newest candidate (it may already be one). */
static void cand_touch(xfy_parser *p, struct xfy_region_tpl *c) {
  struct xfy_region_tpl **r = p->region_recent;
  size_t i = 0;
  while (i + 1 < XFY_REGION_RECENT && r[i] != c)
    i++;
  if (r[i] && r[i] != c)
    cand_free(p, r[i]); /* the oldest is dropped */
  for (; i > 0; i--)
    r[i] = r[i - 1];
  r[0] = c;
}

/* The candidate whose text the input repeats at the current `{` for an op
 * named `name`, or NULL. */
static struct xfy_region_tpl *find(xfy_parser *p, const xf_ident *name) {
  const xfy_token *t = &p->tok;
  size_t avail = (size_t)(p->lx.end - t->text);
  if (t->line == 1)
    return NULL;
  for (size_t i = 0; i < XFY_REGION_RECENT && p->region_recent[i]; i++) {
    struct xfy_region_tpl *c = p->region_recent[i];
    if (c->op_name == name && (c->any_col || c->col == t->col) && c->len <= avail &&
        (p->depth <= c->depth || p->depth + c->len < p->max_depth) &&
        memcmp(c->text, t->text, c->len) == 0)
      return c;
  }
  return NULL;
}

static bool names_free(xfy_parser *p, const struct xfy_region_tpl *c) {
  for (size_t i = 0; i < c->names.len; i++)
    if (xfy_ssa_name_in_use(p, XFS_VEC_AT(&c->names, xf_ident *, i)))
      return false;
  return true;
}

/* Steps over the repeated text of `c` at the current `{`: the previous
 * token becomes its closing `}`, the current one what follows. */
static void skip_text(xfy_parser *p, const struct xfy_region_tpl *c) {
  const char *start = p->tok.text, *end = start + c->len;
  uint32_t line = p->tok.line + c->nl;
  const char *line_start = c->nl ? start + c->last_line_off : p->lx.line_start;
  xfy_token close = p->tok;
  close.kind = XFY_RBRACE;
  close.text = end - 1;
  close.len = 1;
  close.line = line;
  close.col = (uint32_t)(end - 1 - line_start) + 1;
  xfy_lex_reset(&p->lx, end, line, line_start);
  p->tok = close;
  xfy_next(p);
}

static bool oom(xfy_parser *p) { return xfy_error(p, "out of memory"); }

/* Adds a lazy region built from `c`'s template, the text skipped. */
static bool reuse(xfy_op_builder *b, struct xfy_region_tpl *c) {
  xfy_parser *p = b->p;
  reuse_inst *in = xfs_arena_alloc(xfi_arena(b->ctx), sizeof *in);
  if (!in)
    return oom(p);
  in->lazy.shareable = false; /* its locations follow the op's own lines */
  in->lazy.build = reuse_build;
  in->lazy.check = reuse_check;
  in->lazy.verified = reuse_verified;
  in->lazy.all_ops = reuse_all_ops;
  in->lazy.view = reuse_view;
  in->t = c->tpl;
  in->delta = (int64_t)p->tok.line - (int64_t)c->tpl->line;
  skip_text(p, c);
  cand_touch(p, c);
  return xfy_push_region(b, NULL, NULL, 0, &in->lazy) && !p->failed;
}

/* Remembers the region just parsed from `start` (its `{` token) as a
 * candidate; `names` passes to it. */
static void remember(xfy_parser *p, const xfy_token *start, uint32_t depth, xf_ident *name,
                     xf_block *blk, xfs_vec *names) {
  xfs_mem *m = xfs_ctx_mem(p->ctx);
  struct xfy_region_tpl *c = xfs_malloc(m, sizeof *c);
  if (!c) {
    xfs_vec_free(m, names, sizeof(xf_ident *));
    return; /* only a missed saving */
  }
  memset(c, 0, sizeof *c);
  c->text = start->text;
  c->len = (uint32_t)(p->prev.text + 1 - start->text);
  c->line = start->line;
  c->col = start->col;
  c->depth = depth;
  for (uint32_t i = 0; i < c->len; i++)
    if (c->text[i] == '\n') {
      c->nl++;
      c->last_line_off = i + 1;
    }
  uint32_t k = 1;
  while (k < c->len && (c->text[k] == ' ' || c->text[k] == '\t' || c->text[k] == '\r'))
    k++;
  c->any_col = k < c->len && c->text[k] == '\n';
  c->op_name = name;
  c->block = blk;
  c->names = *names;
  cand_touch(p, c);
}

bool xfy_parse_region_reusing(xfy_op_builder *b, bool (*accept)(const xf_op *op)) {
  xfy_parser *p = b->p;
  if (p->failed)
    return false;
  if (p->tok.kind != XFY_LBRACE)
    return xfy_parse_region(b, NULL, 0, false); /* reports the error */
  if (p->reuse_off)
    return xfy_parse_region(b, NULL, 0, false);
  struct xfy_region_tpl *c = find(p, b->name);
  if (c && names_free(p, c)) {
    if (!c->tpl)
      c->tpl = make_template(b->ctx, c);
    if (!c->tpl)
      return oom(p);
    return reuse(b, c);
  }
  xfy_token start = p->tok;
  uint32_t depth = p->depth;
  size_t ndiags = xf_context_num_diagnostics(p->ctx);
  xf_region tmp;
  memset(&tmp, 0, sizeof tmp);
  xfs_vec names = {0};
  bool ok = xfy_parse_region_names(p, &tmp, &names);
  if (ok && !c && start.line != 1 && xf_context_num_diagnostics(p->ctx) == ndiags &&
      eligible(&tmp, accept))
    remember(p, &start, depth, b->name, tmp.first, &names);
  else
    xfs_vec_free(xfs_ctx_mem(p->ctx), &names, sizeof(xf_ident *));
  return ok && xfy_push_region(b, tmp.first, tmp.last, tmp.nblocks, NULL);
}

void xfy_region_reuse_fini(xfy_parser *p) {
  for (size_t i = 0; i < XFY_REGION_RECENT; i++) {
    if (p->region_recent[i])
      cand_free(p, p->region_recent[i]);
    p->region_recent[i] = NULL;
  }
}
