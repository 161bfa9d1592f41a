/* parse_op.c — operations, regions, blocks, SSA names and the top level of
 * a file (aliases, file metadata, the implicit module).
 *
 * SSA names follow MLIR's OperationParser, which has one name scope for
 * the whole file: each open region records the names it defined so they
 * are forgotten when the region closes, and names of enclosing regions stay
 * visible inside IsolatedFromAbove ops.  For storage, xform keeps an
 * *isolated* scope per IsolatedFromAbove region (and the file), holding a
 * map from name to its result slots; a name missing there is looked up in
 * the enclosing scopes (outer_slot).  A use before definition creates a
 * placeholder value carrying the use's type; the definition replaces it
 * (after checking the type).  Placeholders still pending when an isolated
 * scope closes move to the enclosing scope (the name may be defined after
 * the op); those left when the file's scope closes are "use of undeclared
 * SSA value name" errors, reported in source order.
 *
 * Block names (`^bb1`) are scoped per region the same way; a successor that
 * names a block not yet seen creates it, and the region checks at its end
 * that every referenced block was defined.
 *
 * Isolated scopes and their name entries live in the parser's SSA arena,
 * which is reset to where it stood when a scope closes (scopes nest), so a
 * function's names cost no allocation of their own.
 */
#include <ctype.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "parser.h"
#include "printer.h"

/* ------------------------------------------------------------- errors */

/* Line and column of a pointer into the buffer (used for errors only). */
static void ptr_line_col(xfy_parser *p, const char *ptr, unsigned *line, unsigned *col) {
  unsigned l = 1;
  const char *ls = p->lx.buf;
  for (const char *q = p->lx.buf; q < ptr && q < p->lx.end; q++) {
    if (*q == '\n') {
      l++;
      ls = q + 1;
    }
  }
  *line = l;
  *col = (unsigned)(ptr - ls) + 1 + (l == 1 ? p->lx.first_col : 0);
}

static bool verror_at_lc(xfy_parser *p, unsigned line, unsigned col, const char *fmt,
                         va_list ap) {
  if (p->failed)
    return false;
  p->failed = true;
  xf_attr *loc = xf_loc_file(p->ctx, p->file, line + p->line_offset, col);
  xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, loc ? loc : p->ctx->a_unknown_loc);
  if (d) {
    xf_diag_vprintf(d, fmt, ap);
    xf_diag_report(d);
  }
  return false;
}

bool xfy_error_at(xfy_parser *p, const xfy_token *t, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  verror_at_lc(p, t->line, t->col, fmt, ap);
  va_end(ap);
  return false;
}

bool xfy_error(xfy_parser *p, const char *fmt, ...) {
  unsigned line = p->tok.line, col = p->tok.col;
  /* MLIR's Parser::emitError(message): at the end of the input the error
   * moves back one character */
  if (p->tok.kind == XFY_EOF && p->tok.text > p->lx.buf)
    ptr_line_col(p, p->tok.text - 1, &line, &col);
  va_list ap;
  va_start(ap, fmt);
  verror_at_lc(p, line, col, fmt, ap);
  va_end(ap);
  return false;
}

bool xfy_error_at_ptr(xfy_parser *p, const char *ptr, const char *fmt, ...) {
  unsigned line, col;
  ptr_line_col(p, ptr, &line, &col);
  va_list ap;
  va_start(ap, fmt);
  verror_at_lc(p, line, col, fmt, ap);
  va_end(ap);
  return false;
}

/* mlir-opt's emitWrongTokenError: when the offending token starts a line,
 * the error goes to the end of the previous non-blank text (before any
 * `//` comment on that line). */
bool xfy_error_expected(xfy_parser *p, const char *fmt, ...) {
  const char *buf = p->lx.buf;
  const char *cur = p->tok.text;
  if (p->tok.kind == XFY_EOF && cur > buf)
    cur--;
  const char *orig = cur;
  const char *e = cur;
  for (;;) {
    while (e > buf && (e[-1] == ' ' || e[-1] == '\t'))
      e--;
    if (e == buf) {
      e = orig;
      break;
    }
    if (e[-1] != '\n' && e[-1] != '\r')
      break;
    e--;
    const char *ls = e;
    while (ls > buf && ls[-1] != '\n' && ls[-1] != '\r')
      ls--;
    for (const char *q = ls; q + 1 < e; q++) {
      if (q[0] == '/' && q[1] == '/') {
        e = q;
        break;
      }
    }
  }
  unsigned line, col;
  ptr_line_col(p, e, &line, &col);
  va_list ap;
  va_start(ap, fmt);
  verror_at_lc(p, line, col, fmt, ap);
  va_end(ap);
  return false;
}

xf_attr *xfy_tok_loc(xfy_parser *p, const xfy_token *t) {
  return xf_loc_file(p->ctx, p->file, t->line + p->line_offset, t->col);
}

xfi_loc xfy_tok_locw(xfy_parser *p, const xfy_token *t) {
  return xfi_loc_pack(p->ctx, p->file, t->line + p->line_offset, t->col);
}

/* ------------------------------------------------------------- tokens */

void xfy_next(xfy_parser *p) {
  p->prev = p->tok;
  xfy_lex(&p->lx, &p->tok);
  if (p->tok.kind == XFY_ERROR && !p->failed)
    xfy_error_at(p, &p->tok, "%s", p->tok.msg);
}

void xfy_memo_touch(xfy_type_memo *recent, const xfy_type_memo *m) {
  xfy_type_memo e = *m;
  size_t i = 0;
  while (i + 1 < 4 && !(recent[i].text == e.text && recent[i].len == e.len))
    i++;
  for (; i > 0; i--)
    recent[i] = recent[i - 1];
  recent[0] = e;
}

const xfy_type_memo *xfy_memo_recent(const xfy_parser *p, const xfy_type_memo *recent,
                                     const char *s) {
  size_t avail = (size_t)(p->lx.end - s);
  for (size_t i = 0; i < 4; i++) {
    const xfy_type_memo *r = &recent[i];
    if (r->text && r->len <= avail && p->depth + r->len < p->max_depth &&
        memcmp(r->text, s, r->len) == 0)
      return r;
  }
  return NULL;
}

void xfy_memo_skip(xfy_parser *p, const char *end, xfy_tok_kind close) {
  xfy_token t = p->tok;
  t.kind = close;
  t.col += (uint32_t)(end - 1 - t.text);
  t.text = end - 1;
  t.len = 1;
  xfy_lex_reset(&p->lx, end, p->lx.line, p->lx.line_start);
  p->tok = t;
  xfy_next(p);
}

bool xfy_accept(xfy_parser *p, xfy_tok_kind k) {
  if (p->tok.kind != k)
    return false;
  xfy_next(p);
  return true;
}

bool xfy_expect(xfy_parser *p, xfy_tok_kind k, const char *what) {
  if (p->failed)
    return false;
  if (p->tok.kind == k) {
    xfy_next(p);
    return !p->failed;
  }
  return xfy_error_expected(p, "expected %s", what);
}

bool xfy_accept_kw(xfy_parser *p, const char *kw) {
  if (!xfy_tok_is(&p->tok, kw))
    return false;
  xfy_next(p);
  return true;
}

bool xfy_expect_kw(xfy_parser *p, const char *kw) {
  if (xfy_accept_kw(p, kw))
    return true;
  return xfy_error_expected(p, "expected '%s'", kw);
}

/* ---------------------------------------------------------- SSA scopes */

typedef struct ssa_slot {
  xf_value *value;       /* definition, or placeholder while `fwd` */
  bool fwd;              /* forward reference placeholder */
  uint32_t line, col;    /* where it was defined / first used */
  const char *ptr;       /* source pointer of that token (for ordering) */
} ssa_slot;

struct xfy_ssa_entry {
  xf_ident *name;        /* "%name" */
  uint32_t n;            /* slots in use */
  uint32_t cap;          /* slots allocated */
  ssa_slot *slots;       /* indexed by result number (first the one after the entry) */
};

struct xfy_scope {
  xfy_scope *parent;     /* enclosing isolated scope */
  xfs_arena_mark mark;   /* the SSA arena before this scope (reset on close) */
  xfs_ptrmap names;      /* interned name -> xfy_ssa_entry* (NULL: forgotten) */
  size_t pending;        /* placeholders not yet defined */
  size_t defs_level;     /* region_defs depth of the scope's own region */
};

struct xfy_block_scope {
  xfy_block_scope *parent;
  xfs_map names;         /* "^bb" text -> block info */
  xfs_vec infos;         /* struct block_info* created in this region */
};

typedef struct block_info {
  xf_block *block;       /* the block */
  bool defined;          /* its label was seen */
  xfy_token first_use;   /* first reference (for errors) */
} block_info;

static xfs_mem *pmem(xfy_parser *p) { return xfs_ctx_mem(p->ctx); }

static bool push_scope(xfy_parser *p) {
  xfs_arena_mark mark = xfs_arena_get_mark(&p->ssa_arena);
  xfy_scope *s = xfs_arena_zalloc(&p->ssa_arena, sizeof *s);
  if (!s)
    return xfy_error(p, "out of memory");
  s->parent = p->scope;
  s->mark = mark;
  s->defs_level = p->region_defs.len + 1; /* its region's list comes next */
  s->names = p->spare_names; /* empty, with the slots of a closed scope */
  p->spare_names = (xfs_ptrmap){0};
  p->scope = s;
  return true;
}

/* Scopes of functions come and go by the thousand: a closing scope's name
 * map is emptied and kept for the next one, unless it grew big (emptying
 * costs its capacity). */
enum { SPARE_NAMES_MAX = 256 };

static void retire_names(xfy_parser *p, xfs_ptrmap *names) {
  if (names->cap > SPARE_NAMES_MAX || names->cap <= p->spare_names.cap) {
    xfs_ptrmap_free(pmem(p), names);
    return;
  }
  xfs_ptrmap_free(pmem(p), &p->spare_names);
  xfs_ptrmap_clear(names);
  p->spare_names = *names;
  *names = (xfs_ptrmap){0};
}

static int cmp_slot_ptr(const void *a, const void *b) {
  const ssa_slot *x = *(const ssa_slot *const *)a, *y = *(const ssa_slot *const *)b;
  return x->ptr < y->ptr ? -1 : x->ptr > y->ptr;
}

/* Reports placeholders still pending, in source order. */
static void report_undeclared(xfy_parser *p, xfy_scope *s) {
  xfs_vec v = {0};
  for (size_t i = 0; i < s->names.cap; i++) {
    xfy_ssa_entry *e = s->names.slots[i].value;
    for (uint32_t j = 0; e && j < e->n; j++)
      if (e->slots[j].fwd && e->slots[j].value)
        XFS_VEC_PUSH(pmem(p), &v, ssa_slot *, &e->slots[j]);
  }
  if (v.len)
    qsort(v.data, v.len, sizeof(ssa_slot *), cmp_slot_ptr);
  for (size_t i = 0; i < v.len; i++) {
    ssa_slot *sl = XFS_VEC_AT(&v, ssa_slot *, i);
    xf_attr *loc = xf_loc_file(p->ctx, p->file, sl->line + p->line_offset, sl->col);
    xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, loc);
    if (d) {
      xf_diag_printf(d, "use of undeclared SSA value name");
      xf_diag_report(d);
    }
  }
  xfs_vec_free(pmem(p), &v, sizeof(ssa_slot *));
  p->failed = true;
}

/* A forward reference handed from a closing scope to the enclosing one. */
typedef struct moved_ref {
  xf_ident *name;
  uint32_t index;
  ssa_slot slot;
} moved_ref;

static xfy_ssa_entry *get_entry(xfy_parser *p, xf_ident *name, bool create);
static bool entry_reserve(xfy_parser *p, xfy_ssa_entry *e, uint32_t n);
static bool adopt_ref(xfy_parser *p, const moved_ref *m);

/* The forward references still pending in `s`, for its parent. */
static bool collect_pending(xfy_parser *p, xfy_scope *s, xfs_vec *out) {
  for (size_t i = 0; i < s->names.cap; i++) {
    xfy_ssa_entry *e = s->names.slots[i].value;
    for (uint32_t j = 0; e && j < e->n; j++) {
      if (!e->slots[j].fwd || !e->slots[j].value)
        continue;
      moved_ref m = {e->name, j, e->slots[j]};
      if (!XFS_VEC_PUSH(pmem(p), out, moved_ref, m))
        return xfy_error(p, "out of memory");
    }
  }
  return true;
}

/* Closes the innermost isolated scope.  MLIR has one name scope for the
 * whole file, so a name still undefined when an isolated op ends may be
 * defined after it: its placeholder moves to the enclosing scope, and only
 * the file's scope reports what stays undefined.  False on an error. */
static bool pop_scope(xfy_parser *p) {
  xfy_scope *s = p->scope;
  bool ok = true;
  xfs_vec moved = {0};
  if (s->pending && !p->failed) {
    if (s->parent)
      ok = collect_pending(p, s, &moved);
    else {
      report_undeclared(p, s);
      ok = false;
    }
  }
  retire_names(p, &s->names);
  p->scope = s->parent;
  xfs_arena_reset(&p->ssa_arena, s->mark);
  for (size_t i = 0; ok && i < moved.len; i++)
    ok = adopt_ref(p, &XFS_VEC_AT(&moved, moved_ref, i));
  xfs_vec_free(pmem(p), &moved, sizeof(moved_ref));
  return ok && !p->failed;
}

static xfy_ssa_entry *get_entry(xfy_parser *p, xf_ident *name, bool create) {
  xfy_scope *s = p->scope;
  xfy_ssa_entry *e = xfs_ptrmap_get(&s->names, name);
  if (e || !create)
    return e;
  e = xfs_arena_zalloc(&p->ssa_arena, sizeof *e + sizeof(ssa_slot)); /* with one slot: most names */
  if (!e)
    return NULL;
  e->name = name;
  e->slots = (ssa_slot *)(void *)(e + 1);
  e->cap = 1;
  return xfs_ptrmap_put(pmem(p), &s->names, name, e) ? e : NULL;
}

static bool entry_reserve(xfy_parser *p, xfy_ssa_entry *e, uint32_t n) {
  if (n <= e->cap) {
    if (n > e->n) {
      memset(e->slots + e->n, 0, (n - e->n) * sizeof(ssa_slot));
      e->n = n;
    }
    return true;
  }
  uint32_t cap = e->cap ? e->cap : 1;
  while (cap < n)
    cap *= 2;
  ssa_slot *s = xfs_arena_alloc(&p->ssa_arena, cap * sizeof(ssa_slot)); /* the old array stays */
  if (!s)
    return false;
  if (e->n)
    memcpy(s, e->slots, e->n * sizeof(ssa_slot));
  memset(s + e->n, 0, (cap - e->n) * sizeof(ssa_slot));
  e->slots = s;
  e->cap = cap;
  e->n = n;
  return true;
}

/* The slot of `%name#index` in a scope enclosing the current isolated
 * one, holding a definition or a forward reference (`*where` its scope).
 * MLIR's parser keeps the names of enclosing regions visible inside
 * isolated ops: defining one again there is a redefinition, using one
 * takes the outer value (the verifier then reports the isolation). */
static ssa_slot *outer_slot(xfy_parser *p, xf_ident *name, uint32_t index, xfy_scope **where) {
  for (xfy_scope *s = p->scope->parent; s; s = s->parent) {
    if (!s->names.count)
      continue;
    xfy_ssa_entry *e = xfs_ptrmap_get(&s->names, name);
    if (e && index < e->n && e->slots[index].value) {
      *where = s;
      return &e->slots[index];
    }
  }
  return NULL;
}

static bool adopt_ref(xfy_parser *p, const moved_ref *m) {
  xfy_ssa_entry *e = get_entry(p, m->name, true);
  if (!e || !entry_reserve(p, e, m->index + 1))
    return xfy_error(p, "out of memory");
  ssa_slot *s = &e->slots[m->index];
  if (s->value && s->fwd && s->value->type == m->slot.value->type) {
    xf_value_replace_all_uses(m->slot.value, s->value); /* both were forward uses */
    return true;
  }
  if (s->value) { /* a use of another type: report it where it was */
    xfy_token t = {.line = m->slot.line, .col = m->slot.col, .text = m->slot.ptr};
    return xfy_error_at(p, &t, "use of value '%s' expects different type than prior uses",
                        m->name->str);
  }
  *s = m->slot;
  p->scope->pending++;
  return true;
}

/* Names defined by the innermost open region, forgotten at its end. */
/* Notes a name the innermost region defined, to forget it when the region
 * closes.  Not for the region of an isolated scope: the whole scope goes
 * then. */
static bool note_region_def(xfy_parser *p, xf_ident *name) {
  if (!p->region_defs.len || (p->scope && p->region_defs.len == p->scope->defs_level))
    return true;
  xfs_vec *defs = &XFS_VEC_AT(&p->region_defs, xfs_vec, p->region_defs.len - 1);
  return XFS_VEC_PUSH(pmem(p), defs, xf_ident *, name);
}

static void append_type(xf_diag *d, xf_type *t) { xf_diag_append_type(d, t); }

/* Binds `%name#index` (defined at token `t`) to `v`. */
static bool define_value(xfy_parser *p, xf_ident *name, uint32_t index, const xfy_token *t,
                         xf_value *v) {
  xfy_ssa_entry *e = get_entry(p, name, true);
  if (!e || !entry_reserve(p, e, index + 1))
    return xfy_error(p, "out of memory");
  ssa_slot *cur = &e->slots[index], *s = cur;
  xfy_scope *owner = p->scope;
  if (!s->value) {
    ssa_slot *o = outer_slot(p, name, index, &owner);
    s = o ? o : cur;
  }
  if (s->value && !s->fwd) {
    if (p->failed)
      return false;
    p->failed = true;
    xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, xfy_tok_loc(p, t));
    if (d) {
      xf_diag_printf(d, "redefinition of SSA value '%s'", name->str);
      xf_diag *n = xf_diag_note(d, xf_loc_file(p->ctx, p->file, s->line + p->line_offset, s->col));
      if (n)
        xf_diag_printf(n, "previously defined here");
      xf_diag_report(d);
    }
    return false;
  }
  if (s->value && s->fwd) {
    if (s->value->type != v->type) {
      if (p->failed)
        return false;
      p->failed = true;
      xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, xfy_tok_loc(p, t));
      if (d) {
        xf_diag_printf(d, "definition of SSA value '%s#%u' has type ", name->str, index);
        append_type(d, v->type);
        xf_diag *n =
            xf_diag_note(d, xf_loc_file(p->ctx, p->file, s->line + p->line_offset, s->col));
        if (n) {
          xf_diag_printf(n, "previously used here with type ");
          append_type(n, s->value->type);
        }
        xf_diag_report(d);
      }
      return false;
    }
    xf_value_replace_all_uses(s->value, v);
    owner->pending--;
    if (s != cur) { /* the outer forward reference is resolved here */
      s->value = NULL;
      s->fwd = false;
    }
  }
  cur->value = v;
  cur->fwd = false;
  cur->line = t->line;
  cur->col = t->col;
  cur->ptr = t->text;
  return note_region_def(p, name);
}

/* Creates a placeholder value of type `t` for a forward reference: like
 * a block argument without block (no op, xfi_value_block gives NULL). */
static xf_value *make_placeholder(xfy_parser *p, xf_type *t) {
  xfi_block_arg *a = xfs_arena_zalloc(xfi_arena(p->ctx), sizeof *a);
  if (!a)
    return NULL;
  a->v.type = t;
  return &a->v;
}

/* Logs a resolved use for line_reuse.c (`def` NULL: a forward reference). */
static bool log_use(xfy_parser *p, xf_ident *name, uint32_t index, xf_value *def) {
  if (!p->line_memo)
    return true;
  xfy_logged_use u = {name, index, def};
  return XFS_VEC_PUSH(pmem(p), &p->use_log, xfy_logged_use, u) || xfy_error(p, "out of memory");
}

/* The slot `%name#index` refers to where the parser is: in `e` (its entry
 * in the current isolated scope, may be NULL) or in an enclosing scope;
 * NULL when the name is neither defined nor forward-referenced. */
static ssa_slot *visible_slot(xfy_parser *p, xfy_ssa_entry *e, xf_ident *name, uint32_t index) {
  if (e && index < e->n && e->slots[index].value)
    return &e->slots[index];
  xfy_scope *owner;
  return outer_slot(p, name, index, &owner);
}

xf_value *xfy_defined_value(xfy_parser *p, xf_ident *name, uint32_t index) {
  ssa_slot *s = visible_slot(p, xfs_ptrmap_get(&p->scope->names, name), name, index);
  return s && !s->fwd ? s->value : NULL;
}

bool xfy_define_value(xfy_parser *p, xf_ident *name, uint32_t index, const xfy_token *t,
                      xf_value *v) {
  return define_value(p, name, index, t, v);
}

/* Resolves a use `%name#index` of type `t` (token `at` for errors). */
static xf_value *resolve_use(xfy_parser *p, xf_ident *name, uint32_t index, const xfy_token *at,
                             xf_type *t) {
  xfy_ssa_entry *e = get_entry(p, name, true);
  if (!e) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  ssa_slot *s = visible_slot(p, e, name, index);
  if (s) {
    if (s->value->type == t)
      return log_use(p, name, index, s->fwd ? NULL : s->value) ? s->value : NULL;
    if (p->failed)
      return NULL;
    p->failed = true;
    xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, xfy_tok_loc(p, at));
    if (d) {
      xf_diag_printf(d, "use of value '%s' expects different type than prior uses: ", name->str);
      append_type(d, t);
      xf_diag_printf(d, " vs ");
      append_type(d, s->value->type);
      xf_diag *n = xf_diag_note(d, xf_loc_file(p->ctx, p->file, s->line + p->line_offset, s->col));
      if (n)
        xf_diag_printf(n, "prior use here");
      xf_diag_report(d);
    }
    return NULL;
  }
  /* A defined result group without this result number. */
  for (uint32_t i = 0; i < e->n; i++) {
    if (e->slots[i].value && !e->slots[i].fwd) {
      xfy_error_at(p, at, "reference to invalid result number");
      return NULL;
    }
  }
  if (!entry_reserve(p, e, index + 1)) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  ssa_slot *ph = &e->slots[index];
  ph->value = make_placeholder(p, t);
  if (!ph->value) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  ph->fwd = true;
  ph->line = at->line;
  ph->col = at->col;
  ph->ptr = at->text;
  p->scope->pending++;
  return log_use(p, name, index, NULL) ? ph->value : NULL;
}

xf_value *xfy_resolve_value(xfy_parser *p, const xfy_operand *u, xf_type *t) {
  if (p->failed)
    return NULL;
  return resolve_use(p, u->name, u->index, &u->tok, t);
}

/* ---------------------------------------------------------- value uses */

/* Parses `%name` or `%name#N`. */
bool xfy_parse_operand(xfy_parser *p, xfy_operand *u) {
  if (p->tok.kind != XFY_PERCENT_ID)
    return xfy_error_expected(p, "expected SSA operand");
  u->tok = p->tok;
  u->name = xf_ident_get(p->ctx, p->tok.text, p->tok.len);
  u->index = 0;
  if (!u->name)
    return xfy_error(p, "out of memory");
  xfy_next(p);
  if (p->tok.kind == XFY_HASH_ID) {
    const char *s = p->tok.text + 1;
    uint64_t v = 0;
    for (uint32_t i = 0; i + 1 < p->tok.len; i++) {
      if (s[i] < '0' || s[i] > '9')
        return xfy_error(p, "invalid SSA value result number");
      v = v * 10 + (uint64_t)(s[i] - '0');
      if (v > UINT32_MAX)
        return xfy_error(p, "invalid SSA value result number");
    }
    u->index = (uint32_t)v;
    xfy_next(p);
  }
  return !p->failed;
}

/* --------------------------------------------------------- block scopes */

static bool push_block_scope(xfy_parser *p) {
  xfy_block_scope *s = xfs_calloc(pmem(p), sizeof *s);
  if (!s)
    return xfy_error(p, "out of memory");
  s->parent = p->bscope;
  p->bscope = s;
  return true;
}

/* Closes a region's block scope; reports references to undefined blocks. */
static bool pop_block_scope(xfy_parser *p) {
  xfy_block_scope *s = p->bscope;
  bool ok = true;
  for (size_t i = 0; i < s->infos.len; i++) {
    block_info *bi = XFS_VEC_AT(&s->infos, block_info *, i);
    if (!bi->defined && ok && !p->failed) {
      xfy_error_at(p, &bi->first_use, "reference to an undefined block");
      ok = false;
    }
    xfs_free(pmem(p), bi, sizeof *bi);
  }
  xfs_vec_free(pmem(p), &s->infos, sizeof(block_info *));
  xfs_map_free(pmem(p), &s->names);
  p->bscope = s->parent;
  xfs_free(pmem(p), s, sizeof *s);
  return ok;
}

static block_info *get_block(xfy_parser *p, const xfy_token *t);

xf_block *xfy_block_ref(xfy_parser *p, const xfy_token *t) {
  block_info *bi = get_block(p, t);
  if (!bi)
    xfy_error(p, "out of memory");
  return bi ? bi->block : NULL;
}

static block_info *get_block(xfy_parser *p, const xfy_token *t) {
  xfy_block_scope *s = p->bscope;
  uint32_t h = xfs_hash_bytes(t->text, t->len, 0);
  block_info *bi = xfs_map_get(&s->names, t->text, t->len, h);
  if (bi)
    return bi;
  bi = xfs_calloc(pmem(p), sizeof *bi);
  if (!bi)
    return NULL;
  bi->block = xf_block_create(p->ctx);
  bi->first_use = *t;
  if (!bi->block || !XFS_VEC_PUSH(pmem(p), &s->infos, block_info *, bi)) {
    xfs_free(pmem(p), bi, sizeof *bi);
    return NULL;
  }
  if (!xfs_map_put(pmem(p), &s->names, t->text, t->len, h, bi)) {
    s->infos.len--;  /* pop_block_scope frees what `infos` holds */
    xfs_free(pmem(p), bi, sizeof *bi);
    return NULL;
  }
  return bi;
}

/* ----------------------------------------------------------- operations */

static bool parse_region(xfy_parser *p, xf_region *r, bool isolated);
static xf_op *parse_operation(xfy_parser *p);


typedef xfy_result_def result_def;

/* `%a, %b:2 =` */
static bool parse_result_defs(xfy_parser *p, xfs_vec *defs, size_t *total) {
  *total = 0;
  do {
    if (p->tok.kind != XFY_PERCENT_ID)
      return xfy_error_expected(p, "expected valid ssa identifier");
    result_def d;
    d.tok = p->tok;
    d.name = xf_ident_get(p->ctx, p->tok.text, p->tok.len);
    d.count = 1;
    xfy_next(p);
    if (p->tok.kind == XFY_COLON) {
      xfy_next(p);
      uint64_t n = 0;
      if (p->tok.kind != XFY_INTEGER)
        return xfy_error_expected(p, "expected integer number of results");
      if (!xfy_tok_uint(&p->tok, &n) || n < 1 || n > UINT32_MAX)  /* MLIR reads 32 bits */
        return xfy_error(p, "expected named operation to have at least 1 result");
      xfy_next(p);
      if (n > 1000000)
        return xfy_error_at(p, &p->prev, "too many results");
      d.count = (uint32_t)n;
    }
    *total += d.count;
    if (!d.name || !XFS_VEC_PUSH(pmem(p), defs, result_def, d))
      return xfy_error(p, "out of memory");
  } while (xfy_accept(p, XFY_COMMA));
  return xfy_expect(p, XFY_EQUAL, "'='");
}

static bool bind_results(xfy_parser *p, xf_op *op, xfs_vec *defs, size_t total,
                         const xfy_token *start) {
  if (!defs->len)
    return true;
  if (!op->nres)
    return xfy_error_at(p, start, "cannot name an operation with no results");
  if (total != op->nres) {
    if (op->nres == 0)
      return xfy_error_at(p, start, "cannot name an operation with no results");
    return xfy_error_at(p, start, "operation defines %u results but was provided %zu to bind",
                        op->nres, total);
  }
  uint32_t next = 0;
  for (size_t i = 0; i < defs->len; i++) {
    result_def *d = &XFS_VEC_AT(defs, result_def, i);
    for (uint32_t j = 0; j < d->count; j++)
      if (!define_value(p, d->name, j, &d->tok, &xfi_op_results(op)[next + j]))
        return false;
    next += d->count;
  }
  return true;
}

/* Moves the blocks of parsed regions into the new op's regions. */
static void attach_regions(xf_op *op, xfy_pending_region *regs, size_t n) {
  for (size_t i = 0; i < n; i++) {
    xf_region *r = &xfi_op_regions_raw(op)[i]; /* fresh op: nothing lazy */
    r->first = regs[i].first;
    r->last = regs[i].last;
    r->nblocks = regs[i].nblocks;
    for (xf_block *b = r->first; b; b = b->next)
      b->region = r;
  }
}

/* Parses one region into `pr` (which owns the blocks until attached). */
static bool parse_xfy_pending_region(xfy_parser *p, xfy_pending_region *pr, bool isolated) {
  xf_region tmp;
  memset(&tmp, 0, sizeof tmp);
  bool ok = parse_region(p, &tmp, isolated);
  pr->first = tmp.first;
  pr->last = tmp.last;
  pr->nblocks = tmp.nblocks;
  pr->lazy = NULL;
  return ok;
}

static bool op_is_isolated(xfy_parser *p, xf_ident *name) {
  const xf_op_info *info = xfi_lookup_op_info(p->ctx, name);
  return info && (info->traits & XF_TRAIT_ISOLATED);
}

/* Accepts an op name whose dialect is registered (in xform or, as far as
 * parsing goes, in mlir-opt), or any name with -allow-unregistered-dialect.
 * Unknown ops of xform's own dialects are reported by the verifier, as
 * mlir-opt does.  `after` is the token following the name. */
static bool check_op_dialect(xfy_parser *p, xf_ident *name, const xfy_token *at,
                             const xfy_token *after) {
  if (name->len == 0)
    return xfy_error_at(p, at, "empty operation name is invalid");
  if (memchr(name->str, 0, name->len))
    return xfy_error_at(p, at, "null character not allowed in operation name");
  if (p->allow_unregistered || xfi_lookup_op_info(p->ctx, name))
    return true;
  const char *dot = memchr(name->str, '.', name->len);
  if (dot && xfy_dialect_allowed(p, name->str, (size_t)(dot - name->str)))
    return true;
  return xfy_error_at(p, after,
                      "operation being parsed with an unregistered dialect. If this is "
                      "intended, please use -allow-unregistered-dialect with the MLIR tool used");
}

static bool is_inherent_name(const xf_op_info *info, const xf_ident *n) {
  for (const char *const *q = info->prop_names; q && *q; q++)
    if (strlen(*q) == n->len && memcmp(*q, n->str, n->len) == 0)
      return true;
  return false;
}

/* Registered ops, as Operation::create does: inherent attributes written
 * in the attribute dictionary become properties (an explicit property of
 * the same name wins), then the row's `complete` hook materialises
 * default-valued properties.  Keys of the property dictionary that a row
 * with a prop_names list does not name are dropped, as the ODS-generated
 * setPropertiesFromAttr of mlir-opt 22 ignores them (kept, they printed as
 * discardable attributes that need not verify).  Leaves `st` unchanged for
 * unregistered ops. */
static bool settle_inherent(xfy_parser *p, xf_op_state *st) {
  const xf_op_info *info = xfi_lookup_op_info(p->ctx, st->name);
  if (!info)
    return true;
  xfs_mem *m = pmem(p);
  xfs_vec props = {0}, disc = {0};
  bool ok = true;
  for (uint32_t i = 0; ok && st->attrs && i < st->attrs->n; i++) {
    xf_named_attr e = st->attrs->u.entries[i];
    ok = is_inherent_name(info, e.name) ? XFS_VEC_PUSH(m, &props, xf_named_attr, e)
                                        : XFS_VEC_PUSH(m, &disc, xf_named_attr, e);
  }
  bool dropped = false;
  for (uint32_t i = 0; ok && st->properties && i < st->properties->n; i++) {
    xf_named_attr e = st->properties->u.entries[i];
    if (info->prop_names && !is_inherent_name(info, e.name))
      dropped = true;
    else
      ok = XFS_VEC_PUSH(m, &props, xf_named_attr, e);
  }
  if (ok && (props.len || dropped)) {
    st->properties = props.len ? xf_attr_dict(p->ctx, props.data, props.len) : NULL;
    st->attrs = disc.len ? xf_attr_dict(p->ctx, disc.data, disc.len) : NULL;
    ok = (!props.len || st->properties) && (!disc.len || st->attrs);
  }
  xfs_vec_free(m, &props, sizeof(xf_named_attr));
  xfs_vec_free(m, &disc, sizeof(xf_named_attr));
  if (ok && info->complete)
    info->complete(p->ctx, st); /* cannot report: it leaves the OOM flag */
  ok = ok && !p->ctx->mem.oom;
  return ok || xfy_error(p, "out of memory");
}

/* MLIR converts a generic op's `<{...}>` to its property storage when it
 * creates the op: a wrong kind of attribute is a parse error at the op. */
static bool convert_props(xfy_parser *p, const xfy_token *start, xf_ident *name,
                          xf_attr *props) {
  const xf_op_info *info = xfi_lookup_op_info(p->ctx, name);
  xf_attr *bad = NULL;
  const char *which = props && info && info->convert_props
                          ? info->convert_props(info, props, &bad) : NULL;
  if (!which)
    return true;
  if (p->failed)
    return false;
  p->failed = true;
  xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, xfy_tok_loc(p, start));
  if (d) {
    xf_diag_printf(d, "invalid properties ");
    xf_diag_append_attr(d, props);
    xf_diag_printf(d, " for op %s: Invalid attribute `%s` in property conversion: ", name->str,
                   which);
    xf_diag_append_attr(d, bad);
    xf_diag_report(d);
  }
  return false;
}

/* The generic form after the op name string:
 * (operands) [successors]? <{props}>? (regions)? {attrs}? : type
 * `start` is the name token, where the op is located. */
static xf_op *parse_generic_body(xfy_parser *p, xf_ident *name, const xfy_token *start) {
  xfs_mem *m = pmem(p);
  xfs_vec uses = {0}, succs = {0}, in = {0}, out = {0};
  xfy_pending_region *regs = NULL;
  size_t nregs = 0, capregs = 0;
  xf_op *op = NULL;
  xf_attr *props = NULL, *attrs = NULL;
  if (!xfy_expect(p, XFY_LPAREN, "'(' to start operand list"))
    goto out;
  if (p->tok.kind == XFY_PERCENT_ID) {  /* else an empty list, as in MLIR */
    do {
      xfy_operand u;
      if (!xfy_parse_operand(p, &u))
        goto out;
      if (!XFS_VEC_PUSH(m, &uses, xfy_operand, u)) {
        xfy_error(p, "out of memory");
        goto out;
      }
    } while (xfy_accept(p, XFY_COMMA));
  }
  if (!xfy_expect(p, XFY_RPAREN, "')' to end operand list"))
    goto out;
  if (xfy_accept(p, XFY_LSQUARE)) {
    do {
      if (p->tok.kind != XFY_CARET_ID) {
        xfy_error_expected(p, "expected block name");
        goto out;
      }
      block_info *bi = get_block(p, &p->tok);
      if (!bi || !XFS_VEC_PUSH(m, &succs, xf_block *, bi->block)) {
        xfy_error(p, "out of memory");
        goto out;
      }
      xfy_next(p);
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RSQUARE, "',' or ']'"))
      goto out;
  }
  if (xfy_accept(p, XFY_LESS)) {
    props = xfy_parse_attr(p, NULL);
    if (!props || !xfy_expect(p, XFY_GREATER, "'>' to close properties"))
      goto out;
  }
  if (p->tok.kind == XFY_LPAREN) {
    xfy_next(p);
    bool iso = op_is_isolated(p, name);
    do {
      if (nregs == capregs) {
        size_t nc = capregs ? capregs * 2 : 4;
        xfy_pending_region *nr = xfs_realloc(m, regs, capregs * sizeof *regs, nc * sizeof *regs);
        if (!nr) {
          xfy_error(p, "out of memory");
          goto out;
        }
        regs = nr;
        capregs = nc;
      }
      memset(&regs[nregs], 0, sizeof regs[nregs]);
      if (!parse_xfy_pending_region(p, &regs[nregs++], iso))
        goto out;
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RPAREN, "')' to end region list"))
      goto out;
  }
  if (p->tok.kind == XFY_LBRACE) {
    attrs = xfy_parse_dict(p);
    if (!attrs)
      goto out;
  }
  if (!xfy_expect(p, XFY_COLON, "':' followed by operation type"))
    goto out;
  xfy_token tt = p->tok;
  xf_type *ft = xfy_parse_type(p);
  if (!ft)
    goto out;
  if (ft->kind != XF_TYPE_FUNCTION) {
    xfy_error_at(p, &tt, "expected function type");
    goto out;
  }
  if (ft->n != uses.len) {
    xfy_error_at(p, &tt, "expected %zu operand type%s but had %u", uses.len,
                 uses.len == 1 ? "" : "s", ft->n);
    goto out;
  }
  xf_value **vals = uses.len ? xfs_malloc(m, uses.len * sizeof *vals) : NULL;
  if (uses.len && !vals) {
    xfy_error(p, "out of memory");
    goto out;
  }
  bool ok = true;
  for (size_t i = 0; ok && i < uses.len; i++) {
    xfy_operand *u = &XFS_VEC_AT(&uses, xfy_operand, i);
    vals[i] = resolve_use(p, u->name, u->index, &u->tok, ft->types[i]);
    ok = vals[i] != NULL;
  }
  if (ok) {
    if (props && props->kind != XF_ATTR_DICT) {
      xfy_error_at(p, start, "expected a dictionary of properties");
    } else if (convert_props(p, start, name, props)) {
      xf_op_state st;
      memset(&st, 0, sizeof st);
      st.name = name;
      st.operands = vals;
      st.num_operands = uses.len;
      st.result_types = ft->types + ft->n;
      st.num_results = ft->nres;
      st.successors = succs.data;
      st.num_successors = succs.len;
      st.num_regions = nregs;
      st.properties = props;
      st.attrs = attrs && attrs->n ? attrs : NULL;
      xfi_loc loc = xfy_tok_locw(p, start);
      op = loc && settle_inherent(p, &st) ? xfi_op_create_at(p->ctx, &st, loc) : NULL;
      if (!op)
        xfy_error(p, "out of memory");
      else
        attach_regions(op, regs, nregs);
    }
  }
  xfs_free(m, vals, uses.len * sizeof *vals);
out:
  xfs_vec_free(m, &uses, sizeof(xfy_operand));
  xfs_vec_free(m, &succs, sizeof(xf_block *));
  xfs_vec_free(m, &in, sizeof(xf_type *));
  xfs_vec_free(m, &out, sizeof(xf_type *));
  xfs_free(m, regs, capregs * sizeof *regs);
  return op;
}

/* An op in custom syntax: dispatch to the registry's parser. */
static xf_op *parse_custom_op(xfy_parser *p, size_t num_result_defs) {
  xfy_token t = p->tok;
  xf_ident *name = xf_ident_get(p->ctx, t.text, t.len);
  const xf_op_info *info = name ? xfi_lookup_op_info(p->ctx, name) : NULL;
  bool tried = false;
  if (!info && name && !memchr(t.text, '.', t.len) && p->default_dialect &&
      *p->default_dialect) {
    tried = true;
    /* the default dialect of the enclosing op: `return` in func.func */
    p->sbuf.len = 0;
    xfs_buf_printf(&p->sbuf, "%s.%.*s", p->default_dialect, (int)t.len, t.text);
    xf_ident *full = xf_ident_get(p->ctx, p->sbuf.data, p->sbuf.len);
    const xf_op_info *fi = full ? xfi_lookup_op_info(p->ctx, full) : NULL;
    if (fi) {
      name = full;
      info = fi;
    }
  }
  if (!info || !info->parse) {
    /* MLIR looks the op up in the dialect its name starts with, or in the
     * default dialect when the name has no '.': one mlir-opt does not
     * register is reported as such, with the list of those it does. */
    const char *dot = memchr(t.text, '.', t.len);
    const char *dd = p->default_dialect ? p->default_dialect : "";
    const char *ns = dot ? t.text : dd;
    size_t nslen = dot ? (size_t)(dot - t.text) : strlen(dd);
    if (!info && !xfy_dialect_registered(p, ns, nslen)) {
      p->failed = true;
      xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, xfy_tok_loc(p, &t));
      if (d) {
        xf_diag_printf(d, "Dialect `%.*s' not found for custom op '%.*s' ", (int)nslen, ns,
                       (int)t.len, t.text);
        if (!dot)
          xf_diag_printf(d, " (tried '%s.%.*s' as well)", dd, (int)t.len, t.text);
        xf_diag *n = xf_diag_note(d, xfy_tok_loc(p, &t));
        if (n)
          xfy_append_available_dialects(n);
        xf_diag_report(d);
      }
      return NULL;
    }
    if (tried)
      xfy_error_at(p, &t, "custom op '%.*s' is unknown (tried '%s.%.*s' as well)", (int)t.len,
                   t.text, p->default_dialect, (int)t.len, t.text);
    else
      xfy_error_at(p, &t, "custom op '%.*s' is unknown", (int)t.len, t.text);
    return NULL;
  }
  xfy_next(p);
  return xfy_parse_custom(p, info, name, &t, num_result_defs);
}

static xf_op *parse_operation(xfy_parser *p) {
  xfy_line_try lt;
  xf_op *op = xfy_line_reuse(p, &lt);
  if (op || p->failed)
    return op;
  xfy_token start = p->tok;
  xfs_vec defs = {0};
  size_t total = 0;
  xf_attr *loc = NULL;
  if (p->tok.kind == XFY_PERCENT_ID && !parse_result_defs(p, &defs, &total))
    goto out;
  if (p->tok.kind == XFY_STRING) {
    xfy_token nt = p->tok;
    p->sbuf.len = 0;
    if (!xfy_string_value(&nt, &p->sbuf)) {
      xfy_error(p, "out of memory");
      goto out;
    }
    xf_ident *name = xf_ident_get(p->ctx, p->sbuf.data ? p->sbuf.data : "", p->sbuf.len);
    if (!name) {
      xfy_error(p, "out of memory");
      goto out;
    }
    xfy_next(p);
    if (!check_op_dialect(p, name, &nt, &p->tok))
      goto out;
    op = parse_generic_body(p, name, &nt);  /* an op is located at its name, as in MLIR */
  } else if (p->tok.kind == XFY_BARE_ID) {
    op = parse_custom_op(p, total);
  } else {
    xfy_error_expected(p, "expected operation name in quotes");
    goto out;
  }
  if (!op)
    goto out;
  if (!xfy_parse_trailing_loc(p, &loc)) {
    op = NULL;
    goto out;
  }
  if (loc)
    op->locw = xfi_loc_of(loc);
  if (!bind_results(p, op, &defs, total, &start))
    op = NULL;
  else if (lt.line)
    xfy_line_note(p, &lt, op, &defs, loc != NULL);
out:
  if (lt.line)
    xfy_line_done(p, &lt);
  xfs_vec_free(pmem(p), &defs, sizeof(result_def));
  return op;
}

/* `^name(%a: t loc(..), ...):` — the label token is current. */
static bool parse_block_label(xfy_parser *p, xf_block **out) {
  xfy_token lt = p->tok;
  block_info *bi = get_block(p, &lt);
  if (!bi)
    return xfy_error(p, "out of memory");
  if (bi->defined)
    return xfy_error_at(p, &lt, "redefinition of block '%.*s'", (int)lt.len, lt.text);
  bi->defined = true;
  xfy_next(p);
  xf_block *b = bi->block;
  if (xfy_accept(p, XFY_LPAREN)) {
    if (!xfy_accept(p, XFY_RPAREN)) {
      do {
        if (p->tok.kind != XFY_PERCENT_ID)
          return xfy_error_expected(p, "expected SSA operand");
        xfy_token at = p->tok;
        xf_ident *name = xf_ident_get(p->ctx, at.text, at.len);
        xfy_next(p);
        if (!xfy_expect(p, XFY_COLON, "':' and type for SSA operand"))
          return false;
        xf_type *t = xfy_parse_type(p);
        if (!t)
          return false;
        xf_attr *loc;
        if (!xfy_parse_trailing_loc(p, &loc))
          return false;
        xfi_loc w = loc ? xfi_loc_of(loc) : xfy_tok_locw(p, &at);
        xf_value *v = w ? xfi_block_add_arg_at(b, t, w) : NULL;
        if (!v || !name)
          return xfy_error(p, "out of memory");
        if (!define_value(p, name, 0, &at, v))
          return false;
      } while (xfy_accept(p, XFY_COMMA));
      if (!xfy_expect(p, XFY_RPAREN, "')'"))
        return false;
    }
  }
  if (!xfy_expect(p, XFY_COLON, "':' after block name"))
    return false;
  *out = b;
  return true;
}

/* Ops of one block, until `^` or `}`. */
static bool parse_block_ops(xfy_parser *p, xf_block *b) {
  while (p->tok.kind != XFY_CARET_ID && p->tok.kind != XFY_RBRACE) {
    xf_op *op = parse_operation(p);
    if (!op)
      return false;
    xf_block_push_back(b, op);
  }
  return true;
}

static void region_append(xf_region *r, xf_block *b) {
  b->prev = r->last;
  b->next = NULL;
  if (r->last)
    r->last->next = b;
  else
    r->first = b;
  r->last = b;
  b->region = r;
  r->nblocks++;
}

static bool open_region_defs(xfy_parser *p) {
  xfs_vec empty = {0};
  return XFS_VEC_PUSH(pmem(p), &p->region_defs, xfs_vec, empty);
}

/* Forgets the names the innermost region defined (handing the list to
 * `keep` when given). */
static void close_region_defs(xfy_parser *p, xfs_vec *keep) {
  xfs_vec defs = XFS_VEC_AT(&p->region_defs, xfs_vec, p->region_defs.len - 1);
  p->region_defs.len--;
  for (size_t i = 0; i < defs.len; i++) {
    xf_ident *n = XFS_VEC_AT(&defs, xf_ident *, i);
    xfy_ssa_entry *e = xfs_ptrmap_get(&p->scope->names, n);
    if (e) {
      bool any_fwd = false;
      for (uint32_t j = 0; j < e->n; j++)
        any_fwd |= e->slots[j].fwd && e->slots[j].value;
      if (!any_fwd)
        (void)xfs_ptrmap_put(pmem(p), &p->scope->names, n, NULL);
    }
  }
  if (keep)
    *keep = defs;
  else
    xfs_vec_free(pmem(p), &defs, sizeof(xf_ident *));
}

/* Defines the named entry arguments of a region in the new block `entry`. */
static bool define_entry_args(xfy_parser *p, xf_block *entry, const xfy_argument *args,
                              size_t n) {
  for (size_t i = 0; i < n; i++) {
    const xfy_argument *a = &args[i];
    ssa_slot *sl = visible_slot(p, get_entry(p, a->ssa.name, false), a->ssa.name, a->ssa.index);
    if (sl) {
      p->failed = true;
      xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, xfy_tok_loc(p, &a->ssa.tok));
      if (d) {
        xf_diag_printf(d, "region entry argument '%s' is already in use", a->ssa.name->str);
        xf_diag *nt =
            xf_diag_note(d, xf_loc_file(p->ctx, p->file, sl->line + p->line_offset, sl->col));
        if (nt)
          xf_diag_printf(nt, "previously referenced here");
        xf_diag_report(d);
      }
      return false;
    }
    xfi_loc w = a->loc ? xfi_loc_of(a->loc) : xfy_tok_locw(p, &a->ssa.tok);
    xf_value *v = w ? xfi_block_add_arg_at(entry, a->type, w) : NULL;
    if (!v)
      return xfy_error(p, "out of memory");
    if (!define_value(p, a->ssa.name, a->ssa.index, &a->ssa.tok, v))
      return false;
  }
  return true;
}

static bool parse_region_body(xfy_parser *p, xf_region *r, const xfy_argument *args,
                              size_t nargs) {
  if (!nargs && xfy_accept(p, XFY_RBRACE))
    return true;
  if (p->tok.kind != XFY_CARET_ID || nargs) {
    if (nargs && p->tok.kind == XFY_CARET_ID)
      return xfy_error(p, "invalid block name in region with named arguments");
    xf_block *entry = xf_block_create(p->ctx);
    if (!entry)
      return xfy_error(p, "out of memory");
    region_append(r, entry);
    if (!define_entry_args(p, entry, args, nargs) || !parse_block_ops(p, entry))
      return false;
  }
  while (p->tok.kind == XFY_CARET_ID) {
    xf_block *b = NULL;
    if (!parse_block_label(p, &b))
      return false;
    region_append(r, b);
    if (!parse_block_ops(p, b))
      return false;
  }
  return xfy_expect(p, XFY_RBRACE, "'}' to end region");
}

/* xfy_parse_region_args; `names` (when given) receives the names the
 * region defined (xf_ident*), the caller frees it. */
static bool parse_region_impl(xfy_parser *p, xf_region *r, const xfy_argument *args, size_t nargs,
                              bool isolated, xfs_vec *names) {
  if (p->failed)
    return false;
  if (++p->depth > p->max_depth) {
    p->depth--;
    return xfy_error(p, "nesting of types, attributes and regions is deeper than %u levels",
                     p->max_depth);
  }
  if (!xfy_expect(p, XFY_LBRACE, "'{' to begin a region")) {
    p->depth--;
    return false;
  }
  bool ok = (!isolated || push_scope(p)) && push_block_scope(p) && open_region_defs(p);
  if (ok) {
    ok = parse_region_body(p, r, args, nargs);
    close_region_defs(p, names);
    ok = pop_block_scope(p) && ok;
    if (isolated)
      ok = pop_scope(p) && ok;
  }
  p->depth--;
  return ok && !p->failed;
}

bool xfy_parse_region_args(xfy_parser *p, xf_region *r, const xfy_argument *args, size_t nargs,
                           bool isolated) {
  return parse_region_impl(p, r, args, nargs, isolated, NULL);
}

bool xfy_parse_region_names(xfy_parser *p, xf_region *r, xfs_vec *names) {
  return parse_region_impl(p, r, NULL, 0, false, names);
}

bool xfy_ssa_name_in_use(xfy_parser *p, xf_ident *name) {
  xfy_ssa_entry *e = xfs_ptrmap_get(&p->scope->names, name);
  for (uint32_t j = 0; e && j < e->n; j++)
    if (e->slots[j].value)
      return true;
  for (xfy_scope *s = p->scope->parent; s; s = s->parent) {
    e = s->names.count ? xfs_ptrmap_get(&s->names, name) : NULL;
    for (uint32_t j = 0; e && j < e->n; j++)
      if (e->slots[j].value)
        return true;
  }
  return false;
}

static bool parse_region(xfy_parser *p, xf_region *r, bool isolated) {
  return xfy_parse_region_args(p, r, NULL, 0, isolated);
}

/* --------------------------------------------------------- the top level */

static bool parse_alias_def(xfy_parser *p, bool is_type) {
  xfy_token t = p->tok;
  if (memchr(t.text, '.', t.len))
    return xfy_error_at(p, &t, "%s names with a '.' are reserved for dialect-defined names",
                        is_type ? "type" : "attribute");
  xfs_map *m = is_type ? &p->type_aliases : &p->attr_aliases;
  uint32_t h = xfs_hash_bytes(t.text, t.len, 0);
  if (xfs_map_get(m, t.text, t.len, h))
    return xfy_error_at(p, &t, "redefinition of %s alias id '%.*s'", is_type ? "type" : "attribute",
                        (int)t.len - 1, t.text + 1);
  xfy_next(p);
  if (!xfy_expect(p, XFY_EQUAL, "'=' in alias definition"))
    return false;
  void *v;
  if (is_type)
    v = xfy_parse_type(p);
  else
    v = xfy_parse_attr(p, NULL);
  if (!v)
    return false;
  if (!xfs_map_put(pmem(p), m, t.text, t.len, h, v))
    return xfy_error(p, "out of memory");
  return true;
}

/* One `key: value` group of file metadata, `{ k: v, ... }` where each value
 * is a nested group or a string/attribute; kept as a dictionary attribute. */
static xf_attr *parse_metadata_group(xfy_parser *p, unsigned depth) {
  if (depth > 8) {
    xfy_error(p, "file metadata is nested too deeply");
    return NULL;
  }
  if (!xfy_expect(p, XFY_LBRACE, "'{'"))
    return NULL;
  xfs_vec v = {0};
  xf_attr *res = NULL;
  if (!xfy_accept(p, XFY_RBRACE)) {
    do {
      xfy_token k = p->tok;
      if (k.kind != XFY_BARE_ID && k.kind != XFY_STRING) {
        xfy_error_expected(p, "expected identifier key for 'resource' entry");
        goto out;
      }
      xf_ident *key;
      if (k.kind == XFY_STRING) {
        p->sbuf.len = 0;
        if (!xfy_string_value(&k, &p->sbuf))
          goto out;
        key = xf_ident_get(p->ctx, p->sbuf.data ? p->sbuf.data : "", p->sbuf.len);
      } else {
        key = xf_ident_get(p->ctx, k.text, k.len);
      }
      xfy_next(p);
      if (!xfy_expect(p, XFY_COLON, "':'"))
        goto out;
      xf_attr *val = p->tok.kind == XFY_LBRACE ? parse_metadata_group(p, depth + 1)
                                               : xfy_parse_attr(p, NULL);
      if (!val)
        goto out;
      xf_named_attr na = {key, val};
      if (!key || !XFS_VEC_PUSH(pmem(p), &v, xf_named_attr, na)) {
        xfy_error(p, "out of memory");
        goto out;
      }
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RBRACE, "'}'"))
      goto out;
  }
  res = xf_attr_dict(p->ctx, v.data, v.len);
out:
  xfs_vec_free(pmem(p), &v, sizeof(xf_named_attr));
  return res;
}

/* `{-# key: {...}, ... #-}`: kept as a dictionary of dictionaries. */
static bool parse_file_metadata(xfy_parser *p) {
  xfy_next(p);
  xfs_vec top = {0};
  bool ok = false;
  while (p->tok.kind != XFY_FILE_METADATA_END) {
    if (p->tok.kind != XFY_BARE_ID) {
      xfy_error_expected(p, "expected identifier key in file metadata dictionary");
      goto out;
    }
    xf_ident *key = xf_ident_get(p->ctx, p->tok.text, p->tok.len);
    xfy_next(p);
    if (!xfy_expect(p, XFY_COLON, "':'"))
      goto out;
    xf_attr *val = parse_metadata_group(p, 0);
    if (!val)
      goto out;
    xf_named_attr na = {key, val};
    if (!key || !XFS_VEC_PUSH(pmem(p), &top, xf_named_attr, na)) {
      xfy_error(p, "out of memory");
      goto out;
    }
    if (!xfy_accept(p, XFY_COMMA))
      break;
  }
  if (!xfy_expect(p, XFY_FILE_METADATA_END, "'#-}' to end file metadata"))
    goto out;
  p->resources = xf_attr_dict(p->ctx, top.data, top.len);
  ok = true;
out:
  xfs_vec_free(pmem(p), &top, sizeof(xf_named_attr));
  return ok;
}

/* Parses the whole buffer into the body of a new implicit module, then
 * unwraps a lone builtin.module as mlir-opt does. */
/* Parses top-level items (aliases, file metadata, ops into `body`) up to
 * the end of the lexer's text; the caller has read the first token.  In a
 * part of a threaded parse, what cannot be parsed apart (an alias
 * definition, file metadata, a top-level op with results, whose name the
 * other parts cannot see) makes the parse redo on one thread. */
static bool parse_top_items(xfy_parser *p, xf_block *body);

static bool top_item_unshareable(xfy_parser *p) {
  if (!p->parallel)
    return false;
  (void)xfi_thread_unsafe(p->ctx);
  p->failed = true;
  return true;
}

/* ------------------------------------------------------ threaded parsing
 *
 * A big input whose top level is a list of ops (an implicit module) is cut
 * into parts at lines that start, in column 0, with a dotted op name
 * (`func.func ...`): a line that deep inside an op would leave the part
 * before it unbalanced, which fails to parse.  Each part is parsed by its
 * own parser into its own block, sharing the context (ir/thread.c) and the
 * alias definitions read before the first op.  There are a few parts per
 * thread, taken in turn by whichever thread is free (the first, by the
 * main parser on the calling thread): a thread slowed down, its CPU busy
 * with other work, leaves more of them to the others.  When every part parsed without a diagnostic,
 * no part left a name undefined (MLIR has one SSA name scope for the file:
 * a later part may define it) and nothing unshareable happened, the
 * blocks' ops are moved in order into
 * the module: the IR one parser would have built.  Otherwise the input is
 * parsed again on one thread, which reports the diagnostics in order. */

enum {
  PARSE_THREADS_MAX = 8,
  PARSE_PARTS_PER_THREAD = 8,
  PARSE_PARTS_MAX = PARSE_THREADS_MAX * PARSE_PARTS_PER_THREAD,
  PARSE_THREAD_MIN_BYTES = 1 << 20,
};

typedef struct parse_part {
  xfy_parser *main;        /* the parser of the first part */
  const char *begin, *end; /* the part's text */
  uint32_t line;           /* lexer line number at `begin` */
  xfy_lexer lx;            /* the main parser's lexer when the parts were planned */
  xf_block *body;          /* its top-level ops (the first part: the module's body) */
  bool ok;
} parse_part;

/* Does a line starting at `s` start with a dotted op name?  `e` bounds it. */
static bool op_line_start(const char *s, const char *e) {
  const char *q = s;
  if (q >= e || !(isalpha((unsigned char)*q) || *q == '_'))
    return false;
  bool dot = false;
  while (q < e && (isalnum((unsigned char)*q) || *q == '_' || *q == '$' || *q == '.'))
    dot |= *q++ == '.';
  return dot && q < e && (*q == ' ' || *q == '(');
}

/* The first op line starting at or after `from` (and before `e`), or NULL. */
static const char *next_op_line(const char *from, const char *e) {
  const char *q = from;
  while (q < e) {
    const char *nl = memchr(q, '\n', (size_t)(e - q));
    if (!nl)
      return NULL;
    q = nl + 1;
    if (op_line_start(q, e))
      return q;
  }
  return NULL;
}

/* Does [s, e) contain the `n` bytes `w`? */
static bool has_bytes(const char *s, const char *e, const char *w, size_t n) {
  while ((size_t)(e - s) >= n) {
    const char *q = memchr(s, w[0], (size_t)(e - s) - n + 1);
    if (!q)
      return false;
    if (memcmp(q, w, n) == 0)
      return true;
    s = q + 1;
  }
  return false;
}

static uint32_t count_lines(const char *s, const char *e) {
  uint32_t n = 0;
  for (; s < e; s++)
    n += *s == '\n';
  return n;
}

static void parser_init_part(xfy_parser *w, const xfy_parser *m, const parse_part *pt);
static void parser_fini(xfy_parser *p);

/* A later part: its own parser into its own block. */
static void parse_later_part(parse_part *pt) {
  xfy_parser *m = pt->main;
  xfy_parser w;
  parser_init_part(&w, m, pt);
  pt->body = xf_block_create(m->ctx);
  bool ok = pt->body && push_scope(&w) && push_block_scope(&w) && open_region_defs(&w);
  if (ok) {
    xfy_next(&w);
    ok = parse_top_items(&w, pt->body);
    close_region_defs(&w, NULL);
    ok = pop_block_scope(&w) && ok;
    ok = pop_scope(&w) && ok;
  }
  pt->ok = ok && !w.failed;
  /* the alias tables are the main parser's, only borrowed */
  memset(&w.attr_aliases, 0, sizeof w.attr_aliases);
  memset(&w.type_aliases, 0, sizeof w.type_aliases);
  parser_fini(&w);
}

/* The first part, on the calling thread: the main parser goes on into the
 * module's body up to the first cut. */
static void parse_first_part(parse_part *pt) {
  xfy_parser *p = pt->main;
  pt->ok = parse_top_items(p, pt->body) && !p->failed;
  /* a name used in the first part and still undefined may be defined in a
   * later part (MLIR has one name scope for the file): not apart, then */
  pt->ok = pt->ok && p->scope->pending == 0;
}

/* Cuts p's remaining text into parts; returns how many (1: not worth it). */
static size_t plan_parts(xfy_parser *p, parse_part *parts, size_t max) {
  const char *b = p->tok.text, *e = p->lx.end;
  size_t len = (size_t)(e - b), min = p->thread_min_bytes ? p->thread_min_bytes
                                                            : PARSE_THREAD_MIN_BYTES;
  if (len < min || len < 2)
    return 1;
  size_t n = 0;
  const char *from = b;
  for (size_t k = 1; k <= max; k++) {
    const char *cut = k < max ? next_op_line(b + len / max * k, e) : e;
    if (!cut || cut <= from)
      continue;
    if (k == max)
      cut = e;
    parts[n].main = p;
    parts[n].lx = p->lx;
    parts[n].begin = from;
    parts[n].end = cut;
    parts[n].line = n ? 0 : p->tok.line; /* later parts: part_line */
    n++;
    from = cut;
    if (cut == e)
      break;
  }
  if (n && parts[n - 1].end != e)
    parts[n - 1].end = e;
  /* File metadata is file-wide: no parts for it.  mlir-opt prints it at
   * the end, so only the last part is searched (scanning all 16 MB for it
   * took 4 ms before any thread could start); metadata met elsewhere makes
   * its part give up, and the input is parsed again on one thread, as for
   * distinct ids (xfy_distinct_for_id). */
  if (n && has_bytes(parts[n - 1].begin, e, "{-#", 3))
    return 1;
  return n;
}

typedef enum { TOP_SERIAL, TOP_DONE, TOP_REDO } top_outcome;

/* The parts and the next one to take. */
typedef struct parse_plan {
  parse_part parts[PARSE_PARTS_MAX];
  /* Newlines in each part, counted by the first thread that needs them
   * (UINT32_MAX: not yet): a later part's first line is known only then. */
  _Atomic uint32_t newlines[PARSE_PARTS_MAX];
  size_t n;
  atomic_size_t next;      /* index of the next part to take */
  atomic_bool failed;      /* a part failed: the rest need not be parsed */
} parse_plan;

/* One thread's share of the work: parts taken in turn. */
typedef struct parse_worker {
  xfi_part part;           /* first: the piece of work (ir/thread.c) */
  parse_plan *plan;
  bool first;              /* the calling thread: parses the first part before the others */
} parse_worker;

/* The newlines in part `i`, counted once (two threads may both count it:
 * they store the same number). */
static uint32_t part_newlines(parse_plan *pl, size_t i) {
  uint32_t n = atomic_load_explicit(&pl->newlines[i], memory_order_acquire);
  if (n == UINT32_MAX) {
    n = count_lines(pl->parts[i].begin, pl->parts[i].end);
    atomic_store_explicit(&pl->newlines[i], n, memory_order_release);
  }
  return n;
}

/* The line later part `i` starts on.  The thread that takes it counts its
 * newlines first, for the parts after it, then adds those of the parts
 * before it (counted by the threads that took them, or here): no thread
 * reads the whole input before the parsing starts. */
static uint32_t part_line(parse_plan *pl, size_t i) {
  (void)part_newlines(pl, i);
  uint32_t line = pl->parts[0].line;
  for (size_t j = 0; j < i; j++)
    line += part_newlines(pl, j);
  return line;
}

static void parse_worker_run(xfi_part *self) {
  parse_worker *w = (parse_worker *)(void *)self;
  parse_plan *pl = w->plan;
  if (w->first) {
    parse_first_part(&pl->parts[0]);
    if (!pl->parts[0].ok)
      atomic_store(&pl->failed, true);
  }
  for (;;) {
    size_t i = atomic_fetch_add(&pl->next, 1);
    if (i >= pl->n || atomic_load_explicit(&pl->failed, memory_order_relaxed))
      return;
    pl->parts[i].line = part_line(pl, i);
    parse_later_part(&pl->parts[i]);
    if (!pl->parts[i].ok)
      atomic_store(&pl->failed, true);
  }
}

static top_outcome parse_parallel(xfy_parser *p, xf_block *body) {
  unsigned want = p->threads < PARSE_THREADS_MAX ? p->threads : PARSE_THREADS_MAX;
  p->threads = 0; /* one try */
  xf_context *ctx = p->ctx;
  parse_plan *pl = xfs_calloc(pmem(p), sizeof *pl);
  if (!pl)
    return TOP_SERIAL;
  pl->n = plan_parts(p, pl->parts, want * PARSE_PARTS_PER_THREAD);
  size_t n = pl->n, nw = want < n ? want : n;
  if (n < 2 || !xfi_threads_begin(ctx)) {
    xfs_free(pmem(p), pl, sizeof *pl);
    return TOP_SERIAL;
  }
  atomic_init(&pl->next, 1);
  atomic_init(&pl->failed, false);
  for (size_t i = 0; i < n; i++)
    atomic_init(&pl->newlines[i], UINT32_MAX);
  parse_worker workers[PARSE_THREADS_MAX];
  memset(workers, 0, sizeof workers);
  for (size_t k = 0; k < nw; k++) {
    workers[k].part.ctx = ctx;
    workers[k].part.run = parse_worker_run;
    workers[k].plan = pl;
    workers[k].first = k == 0;
  }
  const char *real_end = p->lx.end;
  p->lx.end = pl->parts[0].end;
  p->parallel = true;
  pl->parts[0].body = body;
  xfi_parts_run(&workers[0].part, sizeof workers[0], nw);
  p->parallel = false;
  bool ok = !atomic_load(&pl->failed);
  for (size_t i = 0; i < n; i++)
    ok = ok && pl->parts[i].ok;
  ok = xfi_parts_finish(&workers[0].part, sizeof workers[0], nw, ok);
  xfi_debug_line(ctx, "xform-parse", "threaded parse: %zu parts on %zu threads from line %u: %s\n",
                 n, nw, pl->parts[0].line + p->line_offset, ok ? "used" : "redone on one thread");
  p->lx.end = real_end;
  if (ok) {
    for (size_t i = 1; i < n; i++) {
      xf_op *op;
      while ((op = pl->parts[i].body->first) != NULL) {
        xf_op_remove(op);
        xf_block_push_back(body, op);
      }
    }
  }
  xfs_free(pmem(p), pl, sizeof *pl);
  if (!ok)
    return TOP_REDO;
  p->lx.cur = real_end;
  xfy_next(p);
  return TOP_DONE;
}

static bool parse_top_items(xfy_parser *p, xf_block *body) {
  bool ok = !p->failed;
  while (ok && p->tok.kind != XFY_EOF) {
    if (p->tok.kind == XFY_HASH_ID || p->tok.kind == XFY_BANG_ID) {
      ok = !top_item_unshareable(p) && parse_alias_def(p, p->tok.kind == XFY_BANG_ID);
    } else if (p->tok.kind == XFY_FILE_METADATA_BEGIN) {
      ok = !top_item_unshareable(p) && parse_file_metadata(p);
    } else if (p->threads > 1 && !p->parallel) {
      top_outcome r = parse_parallel(p, body);
      if (r == TOP_REDO) {
        p->redo = true;
        return false;
      }
      continue;
    } else {
      xf_op *op = parse_operation(p);
      ok = op != NULL;
      if (ok)
        xf_block_push_back(body, op);
      if (ok && op->nres && top_item_unshareable(p))
        ok = false;
    }
    ok = ok && !p->failed;
    if (ok && p->progress)
      p->progress(p->progress_user, p->part_begin, (size_t)(p->tok.text - p->lx.buf));
  }
  return ok;
}

xf_op *xfy_parse_top(xfy_parser *p) {
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = p->ctx->id_builtin_module;
  st.loc = xf_loc_file(p->ctx, p->file, 0, 0);
  st.num_regions = 1;
  xf_op *module = xf_op_create(p->ctx, &st);
  xf_block *body = xf_block_create(p->ctx);
  if (!module || !body) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  xf_region_push_block(&xfi_op_regions(module)[0], body);
  if (!push_scope(p) || !push_block_scope(p) || !open_region_defs(p))
    return NULL;
  xfy_next(p);
  bool ok = parse_top_items(p, body);
  if (p->redo)
    return NULL; /* parser_fini unwinds the scopes without reporting */
  close_region_defs(p, NULL);
  ok = pop_block_scope(p) && ok;
  ok = pop_scope(p) && ok;
  if (!ok)
    return NULL;
  xf_op *first = body->first;
  if (first && first == body->last && first->name == p->ctx->id_builtin_module) {
    xf_op_remove(first);
    return first;
  }
  return module;
}

xf_attr *xfy_distinct_for_id(xfy_parser *p, uint64_t id, xf_attr *ref) {
  if (xfi_thread_unsafe(p->ctx)) { /* ids are file-wide: parsed on one thread only */
    p->failed = true;
    return NULL;
  }
  xf_attr *a = xfs_map_get(&p->distinct, &id, sizeof id, xfs_hash_bytes(&id, sizeof id, 0));
  if (a)
    return a;
  a = xfi_attr_distinct(p->ctx, p->ctx->next_distinct++, ref);
  uint64_t *key = xfs_arena_dup(xfi_arena(p->ctx), &id, sizeof id);
  if (!a || !key ||
      !xfs_map_put(pmem(p), &p->distinct, key, sizeof id, xfs_hash_bytes(&id, sizeof id, 0), a)) {
    xfy_error(p, "out of memory");
    return NULL;
  }
  return a;
}

/* ------------------------------------------------------------ public API */

static void parser_init(xfy_parser *p, xf_context *ctx, xf_ident *file, const char *text,
                        size_t len, const xf_parse_options *opts) {
  memset(p, 0, sizeof *p);
  p->ctx = ctx;
  p->file = file;
  p->line_offset = opts ? opts->line_offset : 0;
  p->allow_unregistered = (opts && opts->allow_unregistered_dialect) || ctx->allow_unregistered;
  p->default_dialect = "builtin";
  unsigned md = opts && opts->max_nesting_depth ? opts->max_nesting_depth
                                                : XF_DEFAULT_MAX_NESTING_DEPTH;
  p->max_depth = md < XF_MAX_NESTING_DEPTH_LIMIT ? md : XF_MAX_NESTING_DEPTH_LIMIT;
  p->progress = opts ? opts->progress : NULL;
  p->progress_user = opts ? opts->progress_user : NULL;
  p->reuse_off = opts && opts->no_text_reuse;
  p->threads = opts && opts->threads ? opts->threads : ctx->threads;
  p->thread_min_bytes = opts && opts->thread_min_bytes ? opts->thread_min_bytes
                                                       : ctx->thread_min_bytes;
  xfy_lex_init(&p->lx, text, len);
  p->lx.first_col = opts ? opts->column_offset : 0;
  xf_strbuf_init(&p->sbuf, ctx);
  xfs_arena_init(&p->ssa_arena, xfs_ctx_mem(ctx));
}

/* A parser for part `pt` of the text of `m` (threaded parsing). */
static void parser_init_part(xfy_parser *w, const xfy_parser *m, const parse_part *pt) {
  memset(w, 0, sizeof *w);
  w->ctx = m->ctx;
  w->file = m->file;
  w->line_offset = m->line_offset;
  w->allow_unregistered = m->allow_unregistered;
  w->default_dialect = "builtin";
  w->max_depth = m->max_depth;
  w->progress = m->progress;
  w->progress_user = m->progress_user;
  w->part_begin = (size_t)(pt->begin - pt->lx.buf);
  w->reuse_off = m->reuse_off;
  w->parallel = true;
  w->lx = pt->lx;
  w->lx.cur = w->lx.line_start = pt->begin;
  w->lx.end = pt->end;
  w->lx.line = pt->line;
  w->attr_aliases = m->attr_aliases; /* read only while the parts are parsed */
  w->type_aliases = m->type_aliases;
  xf_strbuf_init(&w->sbuf, w->ctx);
  xfs_arena_init(&w->ssa_arena, xfs_ctx_mem(w->ctx));
}

static void parser_fini(xfy_parser *p) {
  xfy_region_reuse_fini(p);
  xfy_line_reuse_fini(p);
  xfy_sig_reuse_fini(p);
  xfy_head_reuse_fini(p);
  while (p->region_defs.len)
    close_region_defs(p, NULL);
  while (p->bscope)
    pop_block_scope(p);
  while (p->scope) {
    p->failed = true; /* suppress undeclared-name reports while unwinding */
    pop_scope(p);
  }
  xfs_vec_free(pmem(p), &p->region_defs, sizeof(xfs_vec));
  xfs_map_free(pmem(p), &p->attr_aliases);
  xfs_map_free(pmem(p), &p->type_aliases);
  xfs_map_free(pmem(p), &p->distinct);
  xf_strbuf_free(&p->sbuf);
  xfs_arena_free(&p->ssa_arena);
  xfs_ptrmap_free(pmem(p), &p->spare_names);
  xfy_builder_spares_free(p);
}

xf_op *xf_parse(xf_context *ctx, const char *name, const char *text, size_t len,
                const xf_parse_options *opts) {
  xfy_install_diag_hooks(ctx);
  if (len > XFY_MAX_INPUT) { /* token lengths and line numbers are 32-bit */
    xf_diag *d = xf_diag_create(ctx, XF_SEV_ERROR, xf_loc_file(ctx, xf_ident_cstr(ctx, name), 0, 0));
    if (d) {
      xf_diag_printf(d, "input of %zu bytes is larger than the limit of %u bytes", len,
                     (unsigned)XFY_MAX_INPUT);
      xf_diag_report(d);
    }
    return NULL;
  }
  xf_ident *file = opts && opts->borrow_text ? xf_context_add_source_borrowed(ctx, name, text, len)
                                             : xf_context_add_source(ctx, name, text, len);
  if (!file)
    return NULL;
  xfi_source *src = xfi_find_source(ctx, file);
  if (src && opts)
    src->line_offset = opts->line_offset;
  const char *buf = src ? src->text : text;
  xfy_parser p;
  parser_init(&p, ctx, file, buf, len, opts);
  xf_op *top = xfy_parse_top(&p);  /* NUL bytes are blanks or string bytes, as in MLIR */
  if (p.redo) { /* the threaded parse could not be used: again on this thread */
    parser_fini(&p);
    parser_init(&p, ctx, file, buf, len, opts);
    p.threads = 0;
    top = xfy_parse_top(&p);
  }
  if (top && p.resources && !p.failed)
    ctx->resources = p.resources;
  parser_fini(&p);
  return p.failed ? NULL : top;
}

/* Parses a standalone attribute or type (no trailing input allowed). */
static void *parse_standalone(xf_context *ctx, const char *text, size_t len, bool type) {
  xf_ident *file = xf_ident_cstr(ctx, "<attribute>");
  xfy_parser p;
  parser_init(&p, ctx, file, text, len, NULL);
  xfy_next(&p);
  void *r = type ? (void *)xfy_parse_type(&p) : (void *)xfy_parse_attr(&p, NULL);
  if (r && p.tok.kind != XFY_EOF)
    xfy_error(&p, "unexpected trailing characters");
  parser_fini(&p);
  return p.failed ? NULL : r;
}

xf_attr *xf_parse_attr(xf_context *ctx, const char *text, size_t len) {
  return parse_standalone(ctx, text, len, false);
}

xf_type *xf_parse_type(xf_context *ctx, const char *text, size_t len) {
  return parse_standalone(ctx, text, len, true);
}
