/* library.c — transform libraries (--transform-preload-library): loading
 * files and directories into one module, and merging a library into the
 * symbol table that holds the entry point (MLIR's mergeSymbolsInto).
 *
 * Merging `other` into `target` (both symbol tables):
 *   1. for each symbol of one table colliding with a symbol of the other
 *      (target's symbols first, then other's): two functions where one is a
 *      declaration that can bind to the other are left for step 2; else a
 *      private one is renamed to the first free `name_N` (uses in its table
 *      follow), else "doubly defined symbol";
 *   2. every symbol of `other` is moved to the end of `target`; a collision
 *      left is a declaration merged into its definition: signatures must be
 *      equal, consumed/readonly annotations must agree (a definition without
 *      any inherits the declaration's), and the declaration is erased.
 * A symbol is any op with a `sym_name`; functions are named sequences and
 * func.func ops; visibility comes from `sym_visibility`.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>

#include "transform_impl.h"

/* ---------------------------------------------------------- symbols */

static bool is_function(const xf_op *op) {
  return !strcmp(op->name->str, "transform.named_sequence") || !strcmp(op->name->str, "func.func");
}

static bool is_private(const xf_op *op) {
  xf_attr *v = xf_op_get_attr(op, "sym_visibility");
  return v && v->kind == XF_ATTR_STRING && v->n == 7 && !memcmp(v->u.str, "private", 7);
}

static bool is_public(const xf_op *op) {
  xf_attr *v = xf_op_get_attr(op, "sym_visibility");
  return !v || (v->kind == XF_ATTR_STRING && v->n == 6 && !memcmp(v->u.str, "public", 6));
}

static bool is_external(const xf_op *op) { return !op->nreg || !xfi_op_regions(op)[0].first; }

/* canMergeInto: "a" is a declaration that can bind to "b". */
static bool can_merge_into(const xf_op *a, const xf_op *b) {
  return is_function(a) && is_function(b) && is_external(a) && (is_public(b) || is_external(b));
}

static xf_block *table_block(xf_op *table) {
  return table->nreg ? xfi_op_regions(table)[0].first : NULL;
}

/* --------------------------------------------------------- renaming */

/* "a" with every symbol reference whose root is "from" re-rooted at "to". */
static xf_attr *rename_refs(xf_context *ctx, xf_attr *a, xf_ident *from, xf_ident *to) {
  if (!a)
    return a;
  if (a->kind == XF_ATTR_SYMBOL_REF)
    return a->u.sym.root == from ? xf_attr_symbol_ref(ctx, to, a->u.sym.nested, a->n) : a;
  if (a->kind == XF_ATTR_ARRAY) {
    xf_attr *small[16];
    xf_attr **e = a->n <= 16 ? small : xfs_malloc(xfs_ctx_mem(ctx), a->n * sizeof *e);
    bool changed = false;
    for (uint32_t i = 0; e && i < a->n; i++) {
      e[i] = rename_refs(ctx, a->u.elems[i], from, to);
      changed |= e[i] != a->u.elems[i];
    }
    xf_attr *r = changed && e ? xf_attr_array(ctx, e, a->n) : a;
    if (e != small)
      xfs_free(xfs_ctx_mem(ctx), e, a->n * sizeof *e);
    return r ? r : a;
  }
  if (a->kind == XF_ATTR_DICT) {
    xf_named_attr small[16];
    xf_named_attr *e = a->n <= 16 ? small : xfs_malloc(xfs_ctx_mem(ctx), a->n * sizeof *e);
    bool changed = false;
    for (uint32_t i = 0; e && i < a->n; i++) {
      e[i] = a->u.entries[i];
      e[i].value = rename_refs(ctx, a->u.entries[i].value, from, to);
      changed |= e[i].value != a->u.entries[i].value;
    }
    xf_attr *r = changed && e ? xf_attr_dict(ctx, e, a->n) : a;
    if (e != small)
      xfs_free(xfs_ctx_mem(ctx), e, a->n * sizeof *e);
    return r ? r : a;
  }
  return a;
}

typedef struct rename_ctx {
  xf_ident *from, *to;
  xf_op *table;
} rename_ctx;

static xf_walk_result rename_visit(xf_op *op, void *user) {
  rename_ctx *r = user;
  if (op != r->table && (op->name == xfi_op_ctx(op)->id_builtin_module))
    return XF_WALK_SKIP;
  xfi_symcache_touch_block(op->block); /* symbol names may change */
  op->props = rename_refs(xfi_op_ctx(op), op->props, r->from, r->to);
  op->attrs = rename_refs(xfi_op_ctx(op), op->attrs, r->from, r->to);
  return XF_WALK_ADVANCE;
}

/* Renames symbol "op" of "table" to the first `name_N` free in both tables
 * and updates the references to it inside "table". */
static bool rename_to_unique(xf_op *op, xf_op *table, xf_op *other) {
  xf_context *ctx = xfi_op_ctx(op);
  xf_ident *old = xf_op_symbol_name(op);
  char buf[512];
  xf_ident *name = NULL;
  for (unsigned k = 0; !name; k++) {
    snprintf(buf, sizeof buf, "%s_%u", old->str, k);
    xf_ident *cand = xf_ident_cstr(ctx, buf);
    if (!cand)
      return false;
    if (!xf_symbol_lookup(table, cand) && !xf_symbol_lookup(other, cand))
      name = cand;
  }
  xf_attr *str = xf_attr_string(ctx, name->str, name->len, NULL);
  if (!str || xf_op_set_attr(op, ctx->id_sym_name, str) != XF_OK)
    return false;
  rename_ctx r = {old, name, table};
  (void)xf_walk(table, XF_PRE_ORDER, rename_visit, &r);
  return true;
}

/* ------------------------------------------------------------ merging */

/* Step 1 for the symbols of "table" against "other". */
static bool resolve_collisions(xf_op *table, xf_op *other) {
  xf_block *b = table_block(table);
  for (xf_op *op = b ? b->first : NULL; op; op = op->next) {
    xf_ident *name = xf_op_symbol_name(op);
    xf_op *coll = name ? xf_symbol_lookup(other, name) : NULL;
    if (!coll)
      continue;
    if (can_merge_into(op, coll) || can_merge_into(coll, op))
      continue;
    if (is_private(op)) {
      if (!rename_to_unique(op, table, other))
        return false;
      continue;
    }
    if (is_private(coll)) {
      if (!rename_to_unique(coll, other, table))
        return false;
      continue;
    }
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "doubly defined symbol @%s", name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(coll)), "previously defined here");
    xf_diag_report(d);
    return false;
  }
  return true;
}

/* The argument attribute dictionary `i` of function "f" (NULL if none). */
static xf_attr *arg_dict(xf_op *f, unsigned i) {
  xf_attr *args = xf_op_get_attr(f, "arg_attrs");
  return args && args->kind == XF_ATTR_ARRAY && i < args->n ? args->u.elems[i] : NULL;
}

static bool has_arg_attr(xf_op *f, unsigned i, const char *name) {
  xf_attr *d = arg_dict(f, i);
  return d && d->kind == XF_ATTR_DICT && xf_attr_dict_get(d, name);
}

/* Sets inherent attribute "key" of function "f": in its properties when it
 * keeps its function attributes there (also before its dialect is
 * registered), else through the generic setter. */
static bool set_inherent(xf_op *f, xf_ident *key, xf_attr *v) {
  xf_context *ctx = xfi_op_ctx(f);
  xf_attr *p = f->props;
  if (!p || p->kind != XF_ATTR_DICT || !xf_attr_dict_get(p, "function_type"))
    return xf_op_set_attr(f, key, v) == XF_OK;
  xf_named_attr *e = xfs_malloc(xfs_ctx_mem(ctx), (p->n + 1) * sizeof *e);
  if (!e)
    return false;
  memcpy(e, p->u.entries, p->n * sizeof *e);
  e[p->n].name = key;
  e[p->n].value = v;
  xf_attr *d = xf_attr_dict(ctx, e, p->n + 1);
  xfs_free(xfs_ctx_mem(ctx), e, (p->n + 1) * sizeof *e);
  if (!d)
    return false;
  xfi_symcache_touch_block(f->block); /* its sym_name changes */
  f->props = d;
  return true;
}

/* Adds unit attribute "name" to argument "i" of "f" (setArgAttr). */
static bool set_arg_attr(xf_op *f, unsigned i, unsigned nargs, const char *name) {
  xf_context *ctx = xfi_op_ctx(f);
  xf_attr *old = xf_op_get_attr(f, "arg_attrs");
  xf_attr *small[16];
  xf_attr **e = nargs <= 16 ? small : xfs_malloc(xfs_ctx_mem(ctx), nargs * sizeof *e);
  if (!e)
    return false;
  for (unsigned k = 0; k < nargs; k++)
    e[k] = old && old->kind == XF_ATTR_ARRAY && k < old->n ? old->u.elems[k] : ctx->a_empty_dict;
  xf_attr *d = e[i];
  size_t n = d && d->kind == XF_ATTR_DICT ? d->n : 0;
  xf_named_attr *ents = xfs_malloc(xfs_ctx_mem(ctx), (n + 1) * sizeof *ents);
  bool ok = ents != NULL;
  if (ok) {
    for (size_t k = 0; k < n; k++)
      ents[k] = d->u.entries[k];
    ents[n].name = xf_ident_cstr(ctx, name);
    ents[n].value = ctx->a_unit;
    e[i] = xf_attr_dict(ctx, ents, n + 1);
    xf_ident *key = xf_ident_cstr(ctx, "arg_attrs");
    ok = e[i] && key && set_inherent(f, key, xf_attr_array(ctx, e, nargs));
    xfs_free(xfs_ctx_mem(ctx), ents, (n + 1) * sizeof *ents);
  }
  if (e != small)
    xfs_free(xfs_ctx_mem(ctx), e, nargs * sizeof *e);
  return ok;
}

static unsigned num_args(xf_op *f) {
  xf_attr *t = xf_op_get_attr(f, "function_type");
  return t && t->kind == XF_ATTR_TYPE ? (unsigned)xf_type_num_inputs(t->u.tval) : 0;
}

/* mergeInto: declaration "decl" into definition "def", erasing "decl". */
static bool merge_into(xf_op *decl, xf_op *def) {
  xf_attr *t1 = xf_op_get_attr(decl, "function_type"), *t2 = xf_op_get_attr(def, "function_type");
  if (t1 != t2) {
    xf_diag *d = xf_op_emit(decl, XF_SEV_ERROR);
    xf_diag_printf(d, "external definition has a mismatching signature (");
    if (t2 && t2->kind == XF_ATTR_TYPE)
      xf_diag_append_type(d, t2->u.tval);
    xf_diag_printf(d, ")");
    xf_diag_report(d);
    return false;
  }
  unsigned n = num_args(decl);
  for (unsigned i = 0; i < n; i++) {
    bool ext_c = has_arg_attr(def, i, "transform.consumed");
    bool ext_r = has_arg_attr(def, i, "transform.readonly");
    bool c = has_arg_attr(decl, i, "transform.consumed");
    bool r = has_arg_attr(decl, i, "transform.readonly");
    if (!ext_c && !ext_r) {
      if ((c || r) && !set_arg_attr(def, i, n, c ? "transform.consumed" : "transform.readonly"))
        return false;
      continue;
    }
    if ((ext_c && !c) || (ext_r && !r)) {
      xf_diag *d = xf_op_emit(decl, XF_SEV_ERROR);
      xf_diag_printf(d, "external definition has mismatching consumption annotations for "
                        "argument #%u", i);
      xf_diag_report(d);
      return false;
    }
  }
  xf_op_erase(decl);
  return true;
}

/* Step 2: moves the symbols of "other" to the end of "target". */
static bool move_symbols(xf_op *target, xf_op *other) {
  xf_block *tb = table_block(target), *ob = table_block(other);
  xf_op *next = NULL;
  for (xf_op *op = ob ? ob->first : NULL; op; op = next) {
    next = op->next;
    xf_ident *name = xf_op_symbol_name(op);
    if (!name)
      continue;
    xf_op *coll = xf_symbol_lookup(target, name);
    xf_block_push_back(tb, op);
    if (!coll)
      continue;
    xf_op *decl = op, *def = coll;
    if (!can_merge_into(decl, def)) {
      decl = coll;
      def = op;
    }
    if (!merge_into(decl, def))
      return false;
  }
  return true;
}

static bool merge_symbols_into(xf_op *target, xf_op *other) {
  return resolve_collisions(target, other) && resolve_collisions(other, target) &&
         move_symbols(target, other);
}

bool xft_merge_library(xf_tstate *st, xf_op *target, xf_op *library, xf_op *root) {
  xf_op *copy = target ? xft_clone_op(library) : NULL;
  bool ok = copy && merge_symbols_into(target, copy);
  if (!ok) {
    xf_diag *d = xf_op_emit(root, XF_SEV_ERROR);
    xf_diag_printf(d, "failed to merge symbols");
    xf_diag_report(d);
  }
  xf_tstate_debugf(st, XF_TDEBUG_UTILS, "merged the library into the symbol table of the entry "
                                        "point: %s\n", ok ? "success" : "failure");
  return ok;
}

/* ------------------------------------------------------------ loading */

/* "[transform-dialect-interpreter-utils]: ..." when the channel is on. */
static void utils_debug(const xf_transform_options *o, const char *fmt, const char *arg) {
  if (!o || !o->dbg || !(o->debug_channels & XF_TDEBUG_UTILS))
    return;
  char buf[1024];
  int n = snprintf(buf, sizeof buf, "[transform-dialect-interpreter-utils]: ");
  n += snprintf(buf + n, sizeof buf - (size_t)n, fmt, arg);
  o->dbg(o->user, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

static int cmp_names(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool ends_with_mlir(const char *s) {
  size_t n = strlen(s);
  return n >= 5 && !strcmp(s + n - 5, ".mlir");
}

/* Appends the regular *.mlir files directly inside "dir", sorted. */
static bool list_dir(xf_context *ctx, const char *dir, xfs_vec *files,
                     const xf_transform_options *o) {
  DIR *d = opendir(dir);
  if (!d)
    return false;
  size_t first = files->len;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) {
    if (!ends_with_mlir(e->d_name))
      continue;
    size_t n = strlen(dir) + strlen(e->d_name) + 2;
    char *path = xfs_malloc(xfs_ctx_mem(ctx), n);
    if (!path)
      break;
    snprintf(path, n, "%s/%s", dir, e->d_name);
    struct stat sb;
    if (stat(path, &sb) != 0 || !S_ISREG(sb.st_mode) ||
        !XFS_VEC_PUSH(xfs_ctx_mem(ctx), files, char *, path)) {
      xfs_free(xfs_ctx_mem(ctx), path, n);
      continue;
    }
    utils_debug(o, "  Adding '%s' to list of files\n", path);
  }
  closedir(d);
  qsort((char **)files->data + first, files->len - first, sizeof(char *), cmp_names);
  return true;
}

/* expandPathsToMLIRFiles: files as given, directories expanded. */
static bool expand_paths(xf_context *ctx, const char *const *paths, size_t n, xfs_vec *files,
                         const xf_transform_options *o) {
  for (size_t i = 0; i < n; i++) {
    struct stat sb;
    bool exists = stat(paths[i], &sb) == 0;
    if (exists && S_ISREG(sb.st_mode)) {
      size_t len = strlen(paths[i]) + 1;
      char *p = xfs_malloc(xfs_ctx_mem(ctx), len);
      if (!p || !XFS_VEC_PUSH(xfs_ctx_mem(ctx), files, char *, p))
        return false;
      memcpy(p, paths[i], len);
      utils_debug(o, "Adding '%s' to list of files\n", paths[i]);
      continue;
    }
    if (exists && S_ISDIR(sb.st_mode))
      utils_debug(o, "Looking for files in '%s':\n", paths[i]);
    if (!exists || !S_ISDIR(sb.st_mode) || !list_dir(ctx, paths[i], files, o)) {
      xf_ident *file = xf_ident_cstr(ctx, paths[i]);
      xf_diag *d = xf_diag_create(ctx, XF_SEV_ERROR, xf_loc_file(ctx, file, 0, 0));
      xf_diag_printf(d, "'%s' is neither a file nor a directory", paths[i]);
      xf_diag_report(d);
      return false;
    }
  }
  return true;
}

/* Reads a whole file into a heap buffer. */
static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  while (buf) {
    if (n == cap) {
      char *nb = realloc(buf, cap *= 2);
      if (!nb) {
        free(buf);
        buf = NULL;
        break;
      }
      buf = nb;
    }
    size_t r = fread(buf + n, 1, cap - n, f);
    n += r;
    if (!r)
      break;
  }
  fclose(f);
  *len = n;
  return buf;
}

/* Parses and verifies one library file. */
static xf_op *parse_library(xf_context *ctx, const char *path, bool allow_unregistered) {
  size_t len = 0;
  char *text = read_file(path, &len);
  if (!text) {
    xf_ident *file = xf_ident_cstr(ctx, path);
    xf_diag *d = xf_diag_create(ctx, XF_SEV_ERROR, xf_loc_file(ctx, file, 0, 0));
    xf_diag_printf(d, "failed to open transform file: cannot read '%s'", path);
    xf_diag_report(d);
    return NULL;
  }
  xf_parse_options po;
  memset(&po, 0, sizeof po);
  po.allow_unregistered_dialect = allow_unregistered;
  xf_op *m = xf_parse(ctx, path, text, len, &po);
  free(text);
  if (m && xf_verify(m) != XF_OK)
    return NULL;
  return m;
}

/* The empty `module @__transform attributes {transform.with_named_sequence}`. */
static xf_op *new_library_module(xf_context *ctx) {
  xf_ident *file = xf_ident_cstr(ctx, "<shared-library-module>");
  xf_named_attr prop = {ctx->id_sym_name, xf_attr_string(ctx, "__transform", 11, NULL)};
  xf_named_attr attr = {xf_ident_cstr(ctx, "transform.with_named_sequence"), ctx->a_unit};
  xf_op_state s;
  memset(&s, 0, sizeof s);
  s.name = ctx->id_builtin_module;
  s.loc = file ? xf_loc_file(ctx, file, 0, 0) : NULL;
  s.num_regions = 1;
  s.properties = xf_attr_dict(ctx, &prop, 1);
  s.attrs = xf_attr_dict(ctx, &attr, 1);
  xf_op *m = xf_op_create(ctx, &s);
  xf_block *b = m ? xf_block_create(ctx) : NULL;
  if (!b)
    return NULL;
  xf_region_push_block(&xfi_op_regions(m)[0], b);
  return m;
}

xf_op *xf_transform_load_library(xf_context *ctx, const char *const *paths, size_t n,
                                 bool allow_unregistered, const xf_transform_options *opts) {
  if (!xft_registry_get(ctx))
    return NULL;
  xfs_vec files = {0};
  xf_op *lib = NULL;
  if (expand_paths(ctx, paths, n, &files, opts))
    lib = new_library_module(ctx);
  for (size_t i = 0; lib && i < files.len; i++) {
    xf_op *m = parse_library(ctx, XFS_VEC_AT(&files, char *, i), allow_unregistered);
    if (!m) {
      lib = NULL;
    } else if (!merge_symbols_into(lib, m)) {
      xf_diag *d = xf_op_emit(lib, XF_SEV_ERROR);
      xf_diag_printf(d, "failed to verify merged transform module");
      xf_diag_report(d);
      lib = NULL;
    }
  }
  for (size_t i = 0; i < files.len; i++) {
    char *p = XFS_VEC_AT(&files, char *, i);
    xfs_free(xfs_ctx_mem(ctx), p, strlen(p) + 1);
  }
  xfs_vec_free(xfs_ctx_mem(ctx), &files, sizeof(char *));
  return lib;
}
