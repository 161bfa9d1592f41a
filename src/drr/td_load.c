/* td_load.c — the record keeper: files (reading, include resolution,
 * built-in MLIR .td files), error reporting with file:line:col, lookups, and
 * the --print-records dump.
 *
 * Include resolution order: the built-in copies (`mlir/IR/OpBase.td`, ...),
 * then the including file's folder, then the -I directories in order.  Each
 * file's text is kept (NUL-terminated) in the arena for the context's
 * lifetime, and registered as a context source buffer when an error or a
 * location needs it, so diagnostics show the source line and a caret.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "td.h"

XFS_HIDDEN xf_status xfdrr_td_parse_file(xfdrr_td *td, uint32_t file);

void xfdrr_td_init(xfdrr_td *td, xf_context *ctx, const char *const *inc, size_t ninc) {
  memset(td, 0, sizeof *td);
  td->ctx = ctx;
  td->arena = xfi_arena(ctx);
  td->inc_dirs = inc;
  td->ninc_dirs = ninc;
  static const xfdrr_val unset = {XFDRR_V_UNSET, XFDRR_VF_CONCRETE, 0, 0, {UINT32_MAX, 0}, {0}};
  td->unset = xfs_arena_dup(td->arena, &unset, sizeof unset);
}

void xfdrr_td_free(xfdrr_td *td) {
  xfs_mem *m = &td->ctx->mem;
  xfs_map_free(m, &td->classes);
  xfs_map_free(m, &td->defs);
  xfs_map_free(m, &td->macros);
  xfs_map_free(m, &td->globals);
  xfs_map_free(m, &td->instances);
  xfs_vec_free(m, &td->files, sizeof(xfdrr_file));
  xfs_vec_free(m, &td->all_defs, sizeof(xfdrr_rec *));
}

/* ------------------------------------------------------------------ errors */

static void line_col(const xfdrr_file *f, uint32_t off, unsigned *line, unsigned *col) {
  unsigned l = 1, c = 1;
  for (uint32_t i = 0; i < off && i < f->len; i++) {
    if (f->text[i] == '\n')
      l++, c = 1;
    else
      c++;
  }
  *line = l;
  *col = c;
}

xf_attr *xfdrr_td_loc_attr(xfdrr_td *td, xfdrr_loc loc) {
  if (loc.file == UINT32_MAX || loc.file >= td->files.len)
    return xf_loc_unknown(td->ctx);
  xfdrr_file *f = &XFS_VEC_AT(&td->files, xfdrr_file, loc.file);
  if (!f->registered) {
    xf_ident *n = xf_context_add_source(td->ctx, f->name->str, f->text, f->len);
    if (!n)
      return xf_loc_unknown(td->ctx);
    f->registered = true;
  }
  unsigned line, col;
  line_col(f, loc.off, &line, &col);
  return xf_loc_file(td->ctx, f->name, line, col);
}

/* The first error of a load, with the note "declared in 'OWNER'" at
 * `decl_loc` when `owner` is not NULL. */
static xf_status td_verror(xfdrr_td *td, xfdrr_loc loc, const xfdrr_loc *decl_loc,
                           const char *owner, const char *fmt, va_list ap) {
  if (td->failed)
    return XF_ERROR;
  td->failed = true;
  xf_diag *d = xf_diag_create(td->ctx, XF_SEV_ERROR, xfdrr_td_loc_attr(td, loc));
  if (!d)
    return XF_ERROR;
  xf_diag_vprintf(d, fmt, ap);
  if (owner) {
    xf_diag *n = xf_diag_note(d, xfdrr_td_loc_attr(td, *decl_loc));
    if (n)
      xf_diag_printf(n, "declared in '%s'", owner);
  }
  xf_diag_report(d);
  return XF_ERROR;
}

xf_status xfdrr_td_error(xfdrr_td *td, xfdrr_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  xf_status st = td_verror(td, loc, NULL, NULL, fmt, ap);
  va_end(ap);
  return st;
}

xf_status xfdrr_td_error_declared(xfdrr_td *td, xfdrr_loc loc, xfdrr_loc decl_loc,
                                  const char *owner, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  xf_status st = td_verror(td, loc, &decl_loc, owner, fmt, ap);
  va_end(ap);
  return st;
}

/* ------------------------------------------------------------------- files */

static uint32_t add_file(xfdrr_td *td, const char *name, const char *text, size_t len,
                         bool copy) {
  xfdrr_file f;
  memset(&f, 0, sizeof f);
  f.name = xf_ident_cstr(td->ctx, name);
  if (copy) {
    char *t = xfs_arena_alloc(td->arena, len + 1);
    if (!t)
      return UINT32_MAX;
    memcpy(t, text, len);
    t[len] = 0;
    text = t;
  }
  f.text = text;
  f.len = len;
  if (!f.name || !XFS_VEC_PUSH(&td->ctx->mem, &td->files, xfdrr_file, f))
    return UINT32_MAX;
  return (uint32_t)(td->files.len - 1);
}

/* Reads `path` into the arena; false if it cannot be opened or read. */
static bool read_file(xfdrr_td *td, const char *path, char **text, size_t *len) {
  FILE *fp = fopen(path, "rb");
  if (!fp)
    return false;
  bool ok = fseek(fp, 0, SEEK_END) == 0;
  long size = ok ? ftell(fp) : -1;
  ok = ok && size >= 0 && fseek(fp, 0, SEEK_SET) == 0;
  char *buf = ok ? xfs_arena_alloc(td->arena, (size_t)size + 1) : NULL;
  ok = buf && fread(buf, 1, (size_t)size, fp) == (size_t)size;
  fclose(fp);
  if (!ok)
    return false;
  buf[size] = 0;
  *text = buf;
  *len = (size_t)size;
  return true;
}

/* The folder part of `path` (up to and including the last '/'), length. */
static size_t dir_len(const char *path) {
  const char *s = strrchr(path, '/');
  return s ? (size_t)(s - path) + 1 : 0;
}

/* Tries `dir` + `path`; on success adds the file and returns its index. */
static uint32_t try_open(xfdrr_td *td, const char *dir, size_t dlen, const char *path) {
  xf_strbuf b;
  xf_strbuf_init(&b, td->ctx);
  if (dlen) {
    xfs_buf_put(&b, dir, dlen);
    if (dir[dlen - 1] != '/')
      xfs_buf_putc(&b, '/');
  }
  xfs_buf_puts(&b, path);
  uint32_t idx = UINT32_MAX;
  char *text;
  size_t len;
  if (b.data && read_file(td, b.data, &text, &len))
    idx = add_file(td, b.data, text, len, false);
  xf_strbuf_free(&b);
  return idx;
}

uint32_t xfdrr_td_open_include(xfdrr_td *td, const char *path, uint32_t from, xfdrr_loc loc) {
  size_t blen;
  const char *builtin = xfdrr_builtin_td(path, &blen);
  if (builtin) {
    uint32_t idx = add_file(td, path, builtin, blen, false);
    if (idx == UINT32_MAX)
      xfdrr_td_error(td, loc, "out of memory");
    return idx;
  }
  uint32_t idx = UINT32_MAX;
  if (path[0] == '/') {
    idx = try_open(td, "", 0, path);
  } else {
    const char *fname = XFS_VEC_AT(&td->files, xfdrr_file, from).name->str;
    idx = try_open(td, fname, dir_len(fname), path);
    for (size_t i = 0; idx == UINT32_MAX && i < td->ninc_dirs; i++)
      idx = try_open(td, td->inc_dirs[i], strlen(td->inc_dirs[i]), path);
  }
  if (idx == UINT32_MAX)
    xfdrr_td_error(td, loc, "could not find include file '%s'", path);
  return idx;
}

xf_status xfdrr_td_load_file(xfdrr_td *td, const char *path) {
  char *text;
  size_t len;
  if (!read_file(td, path, &text, &len)) {
    xf_diag *d = xf_diag_create(td->ctx, XF_SEV_ERROR, xf_loc_unknown(td->ctx));
    if (d) {
      xf_diag_printf(d, "Could not open input file '%s': %s", path, strerror(errno));
      xf_diag_report(d);
    }
    td->failed = true;
    return XF_ERROR;
  }
  uint32_t idx = add_file(td, path, text, len, false);
  if (idx == UINT32_MAX)
    return XF_NOMEM;
  return xfdrr_td_parse_file(td, idx);
}

xf_status xfdrr_td_load_text(xfdrr_td *td, const char *name, const char *text, size_t len) {
  uint32_t idx = add_file(td, name, text, len, true);
  if (idx == UINT32_MAX)
    return XF_NOMEM;
  return xfdrr_td_parse_file(td, idx);
}

/* ----------------------------------------------------------------- lookups */

xfdrr_rec *xfdrr_td_class(xfdrr_td *td, const char *name) {
  size_t n = strlen(name);
  return xfs_map_get(&td->classes, name, n, xfs_hash_bytes(name, n, 0));
}

xfdrr_rec *xfdrr_td_def(xfdrr_td *td, const char *name) {
  size_t n = strlen(name);
  return xfs_map_get(&td->defs, name, n, xfs_hash_bytes(name, n, 0));
}

/* ---------------------------------------------------------------- printing */

/* The type of a field or template argument as --print-records shows it:
 * TableGen's `code` is `string`, shown as `code` when the value is a code
 * block. */
static void print_val_type(const xfdrr_ty *t, const xfdrr_val *v, xf_strbuf *out) {
  if (!t)
    xfs_buf_puts(out, "?");
  else if ((t->kind == XFDRR_T_STRING || t->kind == XFDRR_T_CODE) && v &&
           v->kind == XFDRR_V_STR && (v->flags & XFDRR_VF_CODE))
    xfs_buf_puts(out, "code");
  else
    xfdrr_ty_print(t, out);
}

/* Bit `i` of the non-concrete bits<n> value `v` (a template argument):
 * `C:e{i}`, through a cast when the argument is not itself bits. */
static void print_bit_of(const xfdrr_ty *t, const xfdrr_val *v, uint32_t i, xf_strbuf *out) {
  const xfdrr_ty *at = v->u.arg.cls->targ_tys[v->u.arg.idx];
  if (at->kind == XFDRR_T_BITS) {
    xfdrr_val_print(v, out);
  } else {
    xfs_buf_puts(out, "!cast<");
    xfdrr_ty_print(t, out);
    xfs_buf_puts(out, ">(");
    xfdrr_val_print(v, out);
    xfs_buf_putc(out, ')');
  }
  xfs_buf_printf(out, "{%u}", i);
}

/* A value of type `t`: a bits<n> value prints bit by bit, most significant
 * first (`{ 0, 1 }`, `{ ?, ? }`, `{ C:e{1}, C:e{0} }`), as TableGen keeps it
 * as a bit list. */
static void print_typed_val(const xfdrr_ty *t, const xfdrr_val *v, xf_strbuf *out) {
  bool bitwise = t && t->kind == XFDRR_T_BITS && v &&
                 (v->kind == XFDRR_V_INT || v->kind == XFDRR_V_UNSET || v->kind == XFDRR_V_ARG);
  if (!bitwise) {
    xfdrr_val_print(v, out);
    return;
  }
  xfs_buf_puts(out, "{ ");
  for (uint32_t i = t->n; i-- > 0;) {
    if (v->kind == XFDRR_V_INT)
      xfs_buf_putc(out, i < 64 && ((uint64_t)v->u.i >> i) & 1 ? '1' : '0');
    else if (v->kind == XFDRR_V_UNSET)
      xfs_buf_putc(out, '?');
    else
      print_bit_of(t, v, i, out);
    if (i)
      xfs_buf_puts(out, ", ");
  }
  xfs_buf_puts(out, " }");
}

/* The fields of `r`: those declared with `field` first, then the others,
 * each group in declaration order (as TableGen's Record printer). */
static void print_fields(const xfdrr_rec *r, xf_strbuf *out) {
  for (int pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < r->nfields; i++) {
      const xfdrr_field *f = &r->fields[i];
      if (f->keyword != (pass == 0))
        continue;
      xfs_buf_puts(out, f->keyword ? "  field " : "  ");
      print_val_type(f->ty, f->val, out);
      xfs_buf_printf(out, " %s = ", f->name->str);
      print_typed_val(f->ty, f->val, out);
      xfs_buf_puts(out, ";\n");
    }
}

static void print_supers(const xfdrr_rec *r, xf_strbuf *out) {
  if (!r->nsupers)
    return;
  xfs_buf_puts(out, "\t//");
  for (uint32_t i = 0; i < r->nsupers; i++)
    xfs_buf_printf(out, " %s", r->supers[i]->name->str);
}

/* --print-records lists records in byte order of their names (TableGen's
 * record maps are std::map<std::string>), unlike the numeric-aware order
 * mlir-tblgen uses for patterns (rules.c). */
static int cmp_recs(const void *a, const void *b) {
  const xfdrr_rec *x = *(xfdrr_rec *const *)a, *y = *(xfdrr_rec *const *)b;
  size_t n = x->name->len < y->name->len ? x->name->len : y->name->len;
  int c = memcmp(x->name->str, y->name->str, n);
  if (c)
    return c;
  return x->name->len < y->name->len ? -1 : x->name->len > y->name->len;
}

/* Collects the records of `m` sorted by name into a malloc'd array. */
static xfdrr_rec **sorted(xfdrr_td *td, const xfs_map *m, size_t *n) {
  xfdrr_rec **a = xfs_malloc(&td->ctx->mem, (m->count + 1) * sizeof *a);
  size_t k = 0;
  if (!a)
    return NULL;
  for (size_t i = 0; i < m->cap; i++)
    if (m->slots[i].key)
      a[k++] = xfs_map_slot_value(m, i);
  qsort(a, k, sizeof *a, cmp_recs);
  *n = k;
  return a;
}

void xfdrr_td_print_records(xfdrr_td *td, xf_strbuf *out) {
  size_t n;
  xfdrr_rec **cs = sorted(td, &td->classes, &n);
  xfs_buf_puts(out, "------------- Classes -----------------\n");
  for (size_t i = 0; cs && i < n; i++) {
    xfdrr_rec *c = cs[i];
    xfs_buf_printf(out, "class %s", c->name->str);
    if (c->ntargs) {
      xfs_buf_putc(out, '<');
      for (uint32_t j = 0; j < c->ntargs; j++) {
        if (j)
          xfs_buf_puts(out, ", ");
        print_val_type(c->targ_tys[j], c->targ_defaults[j], out);
        xfs_buf_printf(out, " %s:%s = ", c->name->str, c->targ_names[j]->str);
        print_typed_val(c->targ_tys[j], c->targ_defaults[j], out);
      }
      xfs_buf_putc(out, '>');
    }
    xfs_buf_puts(out, " {");
    print_supers(c, out);
    xfs_buf_putc(out, '\n');
    print_fields(c, out);
    xfs_buf_puts(out, "}\n");
  }
  xfs_free(&td->ctx->mem, cs, ((cs ? td->classes.count : 0) + 1) * sizeof *cs);
  /* every def, anonymous ones included (named and `def :` records and
   * anonymous instances are all in all_defs) */
  n = td->all_defs.len;
  xfdrr_rec **ds = xfs_malloc(&td->ctx->mem, (n + 1) * sizeof *ds);
  if (ds && n) {
    memcpy(ds, td->all_defs.data, n * sizeof *ds);
    qsort(ds, n, sizeof *ds, cmp_recs);
  }
  xfs_buf_puts(out, "------------- Defs -----------------\n");
  for (size_t i = 0; ds && i < n; i++) {
    xfs_buf_printf(out, "def %s {", ds[i]->name->str);
    print_supers(ds[i], out);
    xfs_buf_putc(out, '\n');
    print_fields(ds[i], out);
    xfs_buf_puts(out, "}\n");
  }
  xfs_free(&td->ctx->mem, ds, (n + 1) * sizeof *ds);
}
