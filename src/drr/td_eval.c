/* td_eval.c — TableGen value construction and evaluation: substitution of
 * template arguments, late binding of field references, anonymous class
 * instantiation, bang operators, record completion and type checks.
 *
 * `xfdrr_resolve` is a pure function of its input: it returns `v` itself
 * when nothing changed (always for CONCRETE values) and otherwise a new
 * node; nothing is mutated except records under completion.  Field
 * completion marks each field (pending, resolving, done), so a cycle of
 * field references leaves the reference symbolic instead of looping.
 */
#include <inttypes.h>
#include <stdio.h>

#include "td.h"

#define MAX_SPLAT (1 << 24) /* elements of one !listsplat */

/* --------------------------------------------------------------- building */

xfdrr_val *xfdrr_val_new(xfdrr_td *td, xfdrr_val_kind kind, xfdrr_loc loc, uint32_t n) {
  xfdrr_val *v = xfs_arena_zalloc(td->arena, sizeof *v);
  if (!v)
    return NULL;
  v->kind = (uint8_t)kind;
  v->loc = loc;
  v->n = n;
  size_t ptrs = 0;
  if (kind == XFDRR_V_LIST)
    ptrs = n;
  else if (kind == XFDRR_V_DAG || kind == XFDRR_V_INST || kind == XFDRR_V_BANG)
    ptrs = n;
  if (ptrs) {
    xfdrr_val **a = xfs_arena_zalloc(td->arena, ptrs * sizeof *a);
    if (!a)
      return NULL;
    if (kind == XFDRR_V_LIST)
      v->u.elems = a;
    else if (kind == XFDRR_V_DAG)
      v->u.dag.args = a;
    else if (kind == XFDRR_V_INST)
      v->u.inst.args = a;
    else
      v->u.bang.args = a;
  }
  if (kind == XFDRR_V_DAG && n) {
    v->u.dag.names = xfs_arena_zalloc(td->arena, n * sizeof(xf_ident *));
    if (!v->u.dag.names)
      return NULL;
  }
  if (kind == XFDRR_V_UNSET || kind == XFDRR_V_INT || kind == XFDRR_V_STR ||
      kind == XFDRR_V_DEF)
    v->flags |= XFDRR_VF_CONCRETE;
  return v;
}

xfdrr_val *xfdrr_val_int(xfdrr_td *td, int64_t i, xfdrr_loc loc) {
  xfdrr_val *v = xfdrr_val_new(td, XFDRR_V_INT, loc, 0);
  if (v)
    v->u.i = i;
  return v;
}

xfdrr_val *xfdrr_val_str(xfdrr_td *td, const char *s, size_t len, bool code, xfdrr_loc loc) {
  xfdrr_val *v = xfdrr_val_new(td, XFDRR_V_STR, loc, (uint32_t)len);
  char *c = xfs_arena_alloc(td->arena, len + 1);
  if (!v || !c)
    return NULL;
  memcpy(c, s, len);
  c[len] = 0;
  v->u.s = c;
  if (code)
    v->flags |= XFDRR_VF_CODE;
  return v;
}

static bool all_concrete(xfdrr_val **a, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (!a[i] || !(a[i]->flags & XFDRR_VF_CONCRETE))
      return false;
  return true;
}

void xfdrr_val_seal(xfdrr_val *v) {
  switch (v->kind) {
  case XFDRR_V_LIST:
    if (all_concrete(v->u.elems, v->n))
      v->flags |= XFDRR_VF_CONCRETE;
    break;
  case XFDRR_V_DAG:
    if ((!v->u.dag.op || (v->u.dag.op->flags & XFDRR_VF_CONCRETE)) &&
        all_concrete(v->u.dag.args, v->n))
      v->flags |= XFDRR_VF_CONCRETE;
    break;
  case XFDRR_V_UNSET:
  case XFDRR_V_INT:
  case XFDRR_V_STR:
  case XFDRR_V_DEF:
    v->flags |= XFDRR_VF_CONCRETE;
    break;
  default:
    break;
  }
}

/* ---------------------------------------------------------------- records */

xfdrr_rec *xfdrr_rec_new(xfdrr_td *td, xf_ident *name, bool is_class, xfdrr_loc loc) {
  xfdrr_rec *r = xfs_arena_zalloc(td->arena, sizeof *r);
  if (!r)
    return NULL;
  r->name = name;
  r->is_class = is_class;
  r->loc = loc;
  return r;
}

xfdrr_field *xfdrr_rec_add_field(xfdrr_td *td, xfdrr_rec *r, xf_ident *name) {
  if (r->nfields == r->capfields) {
    uint32_t cap = r->capfields ? r->capfields * 2 : 8;
    xfdrr_field *f = xfs_arena_alloc(td->arena, cap * sizeof *f);
    if (!f)
      return NULL;
    if (r->nfields)
      memcpy(f, r->fields, r->nfields * sizeof *f);
    r->fields = f;
    r->capfields = cap;
  }
  xfdrr_field *f = &r->fields[r->nfields++];
  memset(f, 0, sizeof *f);
  f->name = name;
  f->val = td->unset;
  f->loc.file = UINT32_MAX;
  return f;
}

bool xfdrr_rec_add_super(xfdrr_td *td, xfdrr_rec *r, xfdrr_rec *cls) {
  if (r->nsupers == r->capsupers) {
    uint32_t cap = r->capsupers ? r->capsupers * 2 : 8;
    xfdrr_rec **s = xfs_arena_alloc(td->arena, cap * sizeof *s);
    if (!s)
      return false;
    if (r->nsupers)
      memcpy(s, r->supers, r->nsupers * sizeof *s);
    r->supers = s;
    r->capsupers = cap;
  }
  r->supers[r->nsupers++] = cls;
  return true;
}

bool xfdrr_rec_isa(const xfdrr_rec *r, const xfdrr_rec *cls) {
  if (r == cls)
    return true;
  for (uint32_t i = 0; i < r->nsupers; i++)
    if (r->supers[i] == cls)
      return true;
  return false;
}

bool xfdrr_rec_isa_name(const xfdrr_rec *r, const char *cls) {
  size_t n = strlen(cls);
  for (uint32_t i = 0; i < r->nsupers; i++)
    if (r->supers[i]->name->len == n && !memcmp(r->supers[i]->name->str, cls, n))
      return true;
  return false;
}

xfdrr_field *xfdrr_rec_field(const xfdrr_rec *r, const char *name) {
  size_t n = strlen(name);
  for (uint32_t i = 0; i < r->nfields; i++)
    if (r->fields[i].name->len == n && !memcmp(r->fields[i].name->str, name, n))
      return &r->fields[i];
  return NULL;
}

static xfdrr_field *field_by_id(const xfdrr_rec *r, const xf_ident *name) {
  for (uint32_t i = 0; i < r->nfields; i++)
    if (r->fields[i].name == name)
      return &r->fields[i];
  return NULL;
}

xfdrr_val *xfdrr_rec_val(const xfdrr_rec *r, const char *name) {
  xfdrr_field *f = xfdrr_rec_field(r, name);
  return f ? f->val : NULL;
}

const char *xfdrr_rec_str(const xfdrr_rec *r, const char *name) {
  xfdrr_val *v = xfdrr_rec_val(r, name);
  return v && v->kind == XFDRR_V_STR ? v->u.s : NULL;
}

bool xfdrr_rec_int(const xfdrr_rec *r, const char *name, int64_t *out) {
  xfdrr_val *v = xfdrr_rec_val(r, name);
  if (!v || v->kind != XFDRR_V_INT)
    return false;
  *out = v->u.i;
  return true;
}

xfdrr_rec *xfdrr_rec_def(const xfdrr_rec *r, const char *name) {
  xfdrr_val *v = xfdrr_rec_val(r, name);
  return v && v->kind == XFDRR_V_DEF ? v->u.rec : NULL;
}

xfdrr_val *xfdrr_rec_dag(const xfdrr_rec *r, const char *name) {
  xfdrr_val *v = xfdrr_rec_val(r, name);
  return v && v->kind == XFDRR_V_DAG ? v : NULL;
}

xfdrr_val *xfdrr_rec_list(const xfdrr_rec *r, const char *name) {
  xfdrr_val *v = xfdrr_rec_val(r, name);
  return v && v->kind == XFDRR_V_LIST ? v : NULL;
}

/* ------------------------------------------------------------------ types */

bool xfdrr_ty_accepts(const xfdrr_ty *t, const xfdrr_val *v) {
  if (!t || !v || !(v->flags & XFDRR_VF_CONCRETE) || v->kind == XFDRR_V_UNSET)
    return true;
  switch ((xfdrr_ty_kind)t->kind) {
  case XFDRR_T_BIT:
  case XFDRR_T_BITS:
  case XFDRR_T_INT:
    return v->kind == XFDRR_V_INT;
  case XFDRR_T_STRING:
  case XFDRR_T_CODE:
    return v->kind == XFDRR_V_STR;
  case XFDRR_T_DAG:
    return v->kind == XFDRR_V_DAG;
  case XFDRR_T_LIST:
    if (v->kind != XFDRR_V_LIST)
      return false;
    for (uint32_t i = 0; i < v->n; i++)
      if (!xfdrr_ty_accepts(t->elem, v->u.elems[i]))
        return false;
    return true;
  case XFDRR_T_REC:
    return v->kind == XFDRR_V_DEF && xfdrr_rec_isa(v->u.rec, t->cls);
  }
  return false;
}

void xfdrr_ty_print(const xfdrr_ty *t, xf_strbuf *out) {
  switch ((xfdrr_ty_kind)t->kind) {
  case XFDRR_T_BIT: xfs_buf_puts(out, "bit"); break;
  case XFDRR_T_BITS: xfs_buf_printf(out, "bits<%u>", t->n); break;
  case XFDRR_T_INT: xfs_buf_puts(out, "int"); break;
  case XFDRR_T_STRING: xfs_buf_puts(out, "string"); break;
  case XFDRR_T_CODE: xfs_buf_puts(out, "string"); break; /* an alias in TableGen */
  case XFDRR_T_DAG: xfs_buf_puts(out, "dag"); break;
  case XFDRR_T_LIST:
    xfs_buf_puts(out, "list<");
    xfdrr_ty_print(t->elem, out);
    xfs_buf_putc(out, '>');
    break;
  case XFDRR_T_REC: xfs_buf_puts(out, t->cls->name->str); break;
  }
}

void xfdrr_val_type_print(const xfdrr_val *v, xf_strbuf *out) {
  switch ((xfdrr_val_kind)v->kind) {
  case XFDRR_V_INT: xfs_buf_puts(out, "int"); break;
  case XFDRR_V_STR: xfs_buf_puts(out, v->flags & XFDRR_VF_CODE ? "code" : "string"); break;
  case XFDRR_V_DAG: xfs_buf_puts(out, "dag"); break;
  case XFDRR_V_LIST:
    xfs_buf_puts(out, "list<");
    if (v->n)
      xfdrr_val_type_print(v->u.elems[0], out);
    else
      xfs_buf_puts(out, "?");
    xfs_buf_putc(out, '>');
    break;
  case XFDRR_V_DEF: {
    const xfdrr_rec *r = v->u.rec;
    if (!r->nsupers)
      xfs_buf_puts(out, "{}");
    for (uint32_t i = 0; i < r->nsupers; i++) {
      if (i)
        xfs_buf_putc(out, ',');
      xfs_buf_puts(out, r->supers[i]->name->str);
    }
    break;
  }
  default: xfs_buf_puts(out, "?"); break;
  }
}

/* --------------------------------------------------------------- printing */

/* A string value.  TableGen prints string contents raw (no escapes), so
 * does --print-records; `exact` escapes '"' and '\\' so that distinct
 * values print differently (instance keys). */
static void print_str(const xfdrr_val *v, xf_strbuf *out, bool exact) {
  if (v->flags & XFDRR_VF_CODE) {
    xfs_buf_puts(out, "[{");
    xfs_buf_put(out, v->u.s, v->n);
    xfs_buf_puts(out, "}]");
    return;
  }
  xfs_buf_putc(out, '"');
  for (uint32_t i = 0; i < v->n; i++) {
    char c = v->u.s[i];
    if (exact && (c == '"' || c == '\\'))
      xfs_buf_putc(out, '\\');
    xfs_buf_putc(out, c);
  }
  xfs_buf_putc(out, '"');
}

static const char *const bang_names[] = {
#define XFDRR_X(e, s) s,
    XFDRR_BANG_OPS(XFDRR_X)
#undef XFDRR_X
};

static void val_print(const xfdrr_val *v, xf_strbuf *out, bool exact);

/* `a[0], a[1], ...`; with `index`, each as `i: a[i]` (TableGen's template
 * argument list of an unresolved instance). */
static void print_list(xfdrr_val **a, uint32_t n, xf_strbuf *out, bool exact, bool index) {
  for (uint32_t i = 0; i < n; i++) {
    if (i)
      xfs_buf_puts(out, ", ");
    if (index)
      xfs_buf_printf(out, "%u: ", i);
    val_print(a[i], out, exact);
  }
}

static void print_dag(const xfdrr_val *v, xf_strbuf *out, bool exact) {
  xfs_buf_putc(out, '(');
  val_print(v->u.dag.op, out, exact);
  if (v->u.dag.op_name)
    xfs_buf_printf(out, ":$%s", v->u.dag.op_name->str);
  for (uint32_t i = 0; i < v->n; i++) {
    xfs_buf_puts(out, i ? ", " : " ");
    val_print(v->u.dag.args[i], out, exact);
    if (v->u.dag.names[i])
      xfs_buf_printf(out, ":$%s", v->u.dag.names[i]->str);
  }
  xfs_buf_putc(out, ')');
}

/* An unevaluated operator: `!cast<T>(x)`, `!foreach(x, l, e)`,
 * `!foldl(init, l, acc, x, e)`, `!op(a, b)`. */
static void print_bang(const xfdrr_val *v, xf_strbuf *out, bool exact) {
  xfs_buf_printf(out, "!%s", bang_names[v->op]);
  if (v->u.bang.ty) {
    xfs_buf_putc(out, '<');
    xfdrr_ty_print(v->u.bang.ty, out);
    xfs_buf_putc(out, '>');
  }
  xfs_buf_putc(out, '(');
  if (v->op == XFDRR_BANG_FOREACH || v->op == XFDRR_BANG_FILTER) {
    xfs_buf_printf(out, "%s, ", v->u.bang.var->str);
  } else if (v->op == XFDRR_BANG_FOLDL) {
    print_list(v->u.bang.args, 2, out, exact, false);
    xfs_buf_printf(out, ", %s, %s, ", v->u.bang.acc->str, v->u.bang.var->str);
    val_print(v->u.bang.args[2], out, exact);
    xfs_buf_putc(out, ')');
    return;
  }
  print_list(v->u.bang.args, v->n, out, exact, false);
  xfs_buf_putc(out, ')');
}

static void val_print(const xfdrr_val *v, xf_strbuf *out, bool exact) {
  if (!v) {
    xfs_buf_puts(out, "?");
    return;
  }
  switch ((xfdrr_val_kind)v->kind) {
  case XFDRR_V_UNSET: xfs_buf_putc(out, '?'); break;
  case XFDRR_V_INT: xfs_buf_printf(out, "%" PRId64, v->u.i); break;
  case XFDRR_V_STR: print_str(v, out, exact); break;
  case XFDRR_V_LIST:
    xfs_buf_putc(out, '[');
    print_list(v->u.elems, v->n, out, exact, false);
    xfs_buf_putc(out, ']');
    break;
  case XFDRR_V_DAG: print_dag(v, out, exact); break;
  case XFDRR_V_DEF: xfs_buf_puts(out, v->u.rec->name->str); break;
  case XFDRR_V_ARG:
    xfs_buf_printf(out, "%s:%s", v->u.arg.cls->name->str,
                   v->u.arg.cls->targ_names[v->u.arg.idx]->str);
    break;
  case XFDRR_V_FIELD:
  case XFDRR_V_VAR: xfs_buf_puts(out, v->u.name->str); break;
  case XFDRR_V_ACCESS:
    val_print(v->u.acc.base, out, exact);
    xfs_buf_printf(out, ".%s", v->u.acc.name->str);
    break;
  case XFDRR_V_INST:
    xfs_buf_printf(out, "%s<", v->u.inst.cls->name->str);
    print_list(v->u.inst.args, v->n, out, exact, true);
    xfs_buf_putc(out, '>');
    break;
  case XFDRR_V_BANG: print_bang(v, out, exact); break;
  }
}

void xfdrr_val_print(const xfdrr_val *v, xf_strbuf *out) { val_print(v, out, false); }

/* ------------------------------------------------------------- resolution */

static xfdrr_val *resolve_field(xfdrr_td *td, xfdrr_rec *r, xfdrr_field *f);

/* A copy of `v` (LIST/DAG/INST/BANG) whose children are `kids`. */
static xfdrr_val *rebuild(xfdrr_td *td, const xfdrr_val *v, xfdrr_val **kids, xfdrr_val *op) {
  xfdrr_val *c = xfdrr_val_new(td, (xfdrr_val_kind)v->kind, v->loc, v->n);
  if (!c)
    return NULL;
  c->op = v->op;
  c->flags = v->flags & XFDRR_VF_CODE;
  xfdrr_val **dst = v->kind == XFDRR_V_LIST  ? c->u.elems
                    : v->kind == XFDRR_V_DAG ? c->u.dag.args
                    : v->kind == XFDRR_V_INST ? c->u.inst.args
                                             : c->u.bang.args;
  if (v->n)
    memcpy(dst, kids, v->n * sizeof *dst);
  if (v->kind == XFDRR_V_DAG) {
    c->u.dag.op = op;
    c->u.dag.op_name = v->u.dag.op_name;
    if (v->n)
      memcpy(c->u.dag.names, v->u.dag.names, v->n * sizeof(xf_ident *));
  } else if (v->kind == XFDRR_V_INST) {
    c->u.inst.cls = v->u.inst.cls;
  } else if (v->kind == XFDRR_V_BANG) {
    c->u.bang.ty = v->u.bang.ty;
    c->u.bang.var = v->u.bang.var;
    c->u.bang.acc = v->u.bang.acc;
  }
  xfdrr_val_seal(c);
  return c;
}

/* Resolves the `n` children `a` into `out`; sets `*changed`.  False on error. */
static bool resolve_all(xfdrr_td *td, xfdrr_val **a, uint32_t n, const xfdrr_env *env,
                        xfdrr_val **out, bool *changed) {
  for (uint32_t i = 0; i < n; i++) {
    out[i] = xfdrr_resolve(td, a[i], env);
    if (!out[i])
      return false;
    if (out[i] != a[i])
      *changed = true;
  }
  return true;
}

static xfdrr_val *lookup_arg(const xfdrr_val *v, const xfdrr_env *env) {
  for (; env; env = env->up)
    if (env->cls == v->u.arg.cls && env->args)
      return env->args[v->u.arg.idx];
  return NULL;
}

static xfdrr_val *lookup_var(const xfdrr_val *v, const xfdrr_env *env) {
  for (; env; env = env->up)
    if (env->var == v->u.name)
      return env->var_val;
  return NULL;
}

static const xfdrr_rec *env_self(const xfdrr_env *env) {
  for (; env; env = env->up)
    if (env->self)
      return env->self;
  return NULL;
}

static xfdrr_val *resolve_access(xfdrr_td *td, xfdrr_val *v, const xfdrr_env *env) {
  xfdrr_val *base = xfdrr_resolve(td, v->u.acc.base, env);
  if (!base)
    return NULL;
  if (base->kind == XFDRR_V_DEF) {
    xfdrr_rec *r = base->u.rec;
    xfdrr_field *f = field_by_id(r, v->u.acc.name);
    if (!f) {
      xfdrr_td_error(td, v->loc, "Cannot access field '%s' of value '%s'", v->u.acc.name->str,
                     r->name->str);
      return NULL;
    }
    if (!r->complete && !r->is_class && f->state != 2)
      return resolve_field(td, r, f);
    return f->val;
  }
  if (base->flags & XFDRR_VF_CONCRETE) {
    xf_strbuf b;
    xf_strbuf_init(&b, td->ctx);
    xfdrr_val_print(base, &b);
    xfdrr_td_error(td, v->loc, "Cannot access field '%s' of value '%s'", v->u.acc.name->str,
                   b.data ? b.data : "");
    xf_strbuf_free(&b);
    return NULL;
  }
  if (base == v->u.acc.base)
    return v;
  xfdrr_val *c = xfdrr_val_new(td, XFDRR_V_ACCESS, v->loc, 0);
  if (c) {
    c->u.acc.base = base;
    c->u.acc.name = v->u.acc.name;
  }
  return c;
}

/* The key of instance `cls<args>` in td->instances: its printed form
 * (concrete values print unambiguously; defs by their unique names). */
static const char *instance_key(xfdrr_td *td, xfdrr_rec *cls, xfdrr_val **args, size_t *len) {
  xf_strbuf b;
  xf_strbuf_init(&b, td->ctx);
  xfs_buf_printf(&b, "%s<", cls->name->str);
  print_list(args, cls->ntargs, &b, true, false);
  xfs_buf_putc(&b, '>');
  const char *key = b.data ? xfs_arena_dup(td->arena, b.data, b.len) : NULL;
  *len = b.len;
  xf_strbuf_free(&b);
  return key;
}

/* A new anonymous def instantiating `cls` with concrete `args`, completed
 * and appended to td->all_defs. */
static xfdrr_val *instantiate_new(xfdrr_td *td, xfdrr_rec *cls, xfdrr_val **args,
                                  xfdrr_loc loc) {
  char name[32];
  snprintf(name, sizeof name, "anonymous_%u", td->anon_counter++);
  xf_ident *id = xf_ident_cstr(td->ctx, name);
  xfdrr_rec *r = id ? xfdrr_rec_new(td, id, false, loc) : NULL;
  if (!r) {
    xfdrr_td_error(td, loc, "out of memory");
    return NULL;
  }
  r->anonymous = true;
  r->order = td->def_counter++;
  xfdrr_rec *outer = td->cur;
  td->cur = r;
  bool ok = xfdrr_add_superclass(td, r, cls, args, loc) == XF_OK &&
            xfdrr_complete_def(td, r) == XF_OK;
  td->cur = outer;
  if (!ok)
    return NULL;
  if (!XFS_VEC_PUSH(&td->ctx->mem, &td->all_defs, xfdrr_rec *, r)) {
    xfdrr_td_error(td, loc, "out of memory");
    return NULL;
  }
  xfdrr_val *v = xfdrr_val_new(td, XFDRR_V_DEF, loc, 0);
  if (v)
    v->u.rec = r;
  return v;
}

/* The anonymous def for `cls<args>` (concrete args): as TableGen, equal
 * instances are one record, made at the first use. */
static xfdrr_val *instantiate(xfdrr_td *td, xfdrr_rec *cls, xfdrr_val **args, xfdrr_loc loc) {
  size_t len;
  const char *key = instance_key(td, cls, args, &len);
  if (!key) {
    xfdrr_td_error(td, loc, "out of memory");
    return NULL;
  }
  uint32_t h = xfs_hash_bytes(key, len, 0);
  xfdrr_val *v = xfs_map_get(&td->instances, key, len, h);
  if (v)
    return v;
  if (!(v = instantiate_new(td, cls, args, loc)))
    return NULL;
  if (!xfs_map_put(&td->ctx->mem, &td->instances, key, len, h, v)) {
    xfdrr_td_error(td, loc, "out of memory");
    return NULL;
  }
  return v;
}

static xfdrr_val *eval_bang(xfdrr_td *td, xfdrr_val *v, xfdrr_val **args, const xfdrr_env *env);

/* Has evaluation used up XFDRR_STACK_BUDGET of C stack since the load
 * began?  (Address difference of two locals; either growth direction.) */
static bool stack_exhausted(const xfdrr_td *td) {
  char here;
  uintptr_t h = (uintptr_t)&here;
  if (!td->stack_base)
    return false;
  return (h < td->stack_base ? td->stack_base - h : h - td->stack_base) > XFDRR_STACK_BUDGET;
}

xfdrr_val *xfdrr_resolve(xfdrr_td *td, xfdrr_val *v, const xfdrr_env *env) {
  if (!v || (v->flags & XFDRR_VF_CONCRETE))
    return v;
  if (stack_exhausted(td)) {
    xfdrr_td_error(td, v->loc, "evaluation nesting too deep (endless or too deep recursive "
                               "class instantiation?)");
    return NULL;
  }
  switch ((xfdrr_val_kind)v->kind) {
  case XFDRR_V_ARG: {
    xfdrr_val *a = lookup_arg(v, env);
    return a ? a : v;
  }
  case XFDRR_V_VAR: {
    xfdrr_val *a = lookup_var(v, env);
    return a ? a : v;
  }
  case XFDRR_V_FIELD: {
    xfdrr_rec *self = (xfdrr_rec *)env_self(env);
    xfdrr_field *f = self ? field_by_id(self, v->u.name) : NULL;
    if (!f || f->state == 1)
      return v;
    return f->state == 2 ? f->val : resolve_field(td, self, f);
  }
  case XFDRR_V_ACCESS:
    return resolve_access(td, v, env);
  default:
    break;
  }
  /* Compound values: resolve the children. */
  xfdrr_val *small[16], **kids = small;
  if (v->n > 16 && !(kids = xfs_arena_alloc(td->arena, v->n * sizeof *kids)))
    return NULL;
  bool changed = false;
  xfdrr_val *op = NULL;
  xfdrr_val *res = v;
  switch ((xfdrr_val_kind)v->kind) {
  case XFDRR_V_LIST:
    if (!resolve_all(td, v->u.elems, v->n, env, kids, &changed))
      return NULL;
    res = changed ? rebuild(td, v, kids, NULL) : v;
    break;
  case XFDRR_V_DAG:
    op = xfdrr_resolve(td, v->u.dag.op, env);
    if ((v->u.dag.op && !op) || !resolve_all(td, v->u.dag.args, v->n, env, kids, &changed))
      return NULL;
    res = changed || op != v->u.dag.op ? rebuild(td, v, kids, op) : v;
    break;
  case XFDRR_V_INST:
    if (!resolve_all(td, v->u.inst.args, v->n, env, kids, &changed))
      return NULL;
    if (all_concrete(kids, v->n))
      return instantiate(td, v->u.inst.cls, kids, v->loc);
    res = changed ? rebuild(td, v, kids, NULL) : v;
    break;
  case XFDRR_V_BANG:
    return eval_bang(td, v, kids, env);
  default:
    break;
  }
  return res;
}

static xfdrr_val *resolve_field(xfdrr_td *td, xfdrr_rec *r, xfdrr_field *f) {
  xfdrr_env env = {0};
  env.self = r;
  f->state = 1;
  xfdrr_val *v = xfdrr_resolve(td, f->val, &env);
  if (!v)
    return NULL;
  f->val = v;
  f->state = 2;
  return v;
}

/* ------------------------------------------------------------ bang ops */

static bool is_true(const xfdrr_val *v) { return v->kind == XFDRR_V_INT && v->u.i != 0; }

/* Appends the string form of a concrete value (strings raw, ints decimal,
 * defs by name).  False for values without one. */
static bool str_of(const xfdrr_val *v, xf_strbuf *b) {
  if (v->kind == XFDRR_V_STR)
    return xfs_buf_put(b, v->u.s, v->n), true;
  if (v->kind == XFDRR_V_INT)
    return xfs_buf_put_i64(b, v->u.i), true;
  if (v->kind == XFDRR_V_DEF)
    return xfs_buf_puts(b, v->u.rec->name->str), true;
  return false;
}

static xfdrr_val *buf_to_str(xfdrr_td *td, xf_strbuf *b, bool code, xfdrr_loc loc) {
  xfdrr_val *r = xfdrr_val_str(td, b->data ? b->data : "", b->len, code, loc);
  xf_strbuf_free(b);
  return r;
}

static xfdrr_val *bang_error(xfdrr_td *td, xfdrr_val *v, const char *what) {
  xfdrr_td_error(td, v->loc, "!%s: %s", bang_names[v->op], what);
  return NULL;
}

static xfdrr_val *bang_concat(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  bool lists = v->n > 0;
  for (uint32_t i = 0; i < v->n; i++)
    if (a[i]->kind != XFDRR_V_LIST)
      lists = false;
  if (lists || v->op == XFDRR_BANG_LISTCONCAT) {
    uint32_t total = 0;
    for (uint32_t i = 0; i < v->n; i++) {
      if (a[i]->kind != XFDRR_V_LIST)
        return bang_error(td, v, "expected a list");
      total += a[i]->n;
    }
    xfdrr_val *l = xfdrr_val_new(td, XFDRR_V_LIST, v->loc, total);
    if (!l)
      return NULL;
    for (uint32_t i = 0, k = 0; i < v->n; i++)
      for (uint32_t j = 0; j < a[i]->n; j++)
        l->u.elems[k++] = a[i]->u.elems[j];
    xfdrr_val_seal(l);
    return l;
  }
  xf_strbuf b;
  xf_strbuf_init(&b, td->ctx);
  bool code = false;
  for (uint32_t i = 0; i < v->n; i++) {
    code |= (a[i]->flags & XFDRR_VF_CODE) != 0;
    if (a[i]->kind == XFDRR_V_UNSET)
      continue;
    if (!str_of(a[i], &b)) {
      xf_strbuf_free(&b);
      return bang_error(td, v, "expected strings");
    }
  }
  return buf_to_str(td, &b, code, v->loc);
}

static xfdrr_val *bang_interleave(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  if (v->n != 2 || a[0]->kind != XFDRR_V_LIST || a[1]->kind != XFDRR_V_STR)
    return bang_error(td, v, "expected a list and a separator");
  xf_strbuf b;
  xf_strbuf_init(&b, td->ctx);
  for (uint32_t i = 0; i < a[0]->n; i++) {
    if (i)
      xfs_buf_put(&b, a[1]->u.s, a[1]->n);
    if (!str_of(a[0]->u.elems[i], &b)) {
      xf_strbuf_free(&b);
      return bang_error(td, v, "expected a list of strings or ints");
    }
  }
  return buf_to_str(td, &b, false, v->loc);
}

/* !foreach(var, list, expr) and !filter(var, list, pred): `v->u.bang.args`
 * holds [list, expr]; the expression is resolved once per element. */
static xfdrr_val *bang_foreach(xfdrr_td *td, xfdrr_val *v, const xfdrr_env *env) {
  xfdrr_val *list = xfdrr_resolve(td, v->u.bang.args[0], env);
  if (!list)
    return NULL;
  if (!(list->flags & XFDRR_VF_CONCRETE)) {
    xfdrr_val *kids[2] = {list, v->u.bang.args[1]};
    return rebuild(td, v, kids, NULL);
  }
  if (list->kind != XFDRR_V_LIST)
    return bang_error(td, v, "expected a list");
  xfdrr_val *out = xfdrr_val_new(td, XFDRR_V_LIST, v->loc, list->n);
  if (!out)
    return NULL;
  uint32_t k = 0;
  for (uint32_t i = 0; i < list->n; i++) {
    xfdrr_env e = {0};
    e.var = v->u.bang.var;
    e.var_val = list->u.elems[i];
    e.up = env;
    xfdrr_val *r = xfdrr_resolve(td, v->u.bang.args[1], &e);
    if (!r)
      return NULL;
    if (v->op == XFDRR_BANG_FOREACH)
      out->u.elems[k++] = r;
    else if (is_true(r))
      out->u.elems[k++] = list->u.elems[i];
  }
  out->n = k;
  xfdrr_val_seal(out);
  return out;
}

/* !foldl(init, list, acc, var, expr): args are [init, list, expr]. */
static xfdrr_val *bang_foldl(xfdrr_td *td, xfdrr_val *v, const xfdrr_env *env) {
  xfdrr_val *acc = xfdrr_resolve(td, v->u.bang.args[0], env);
  xfdrr_val *list = acc ? xfdrr_resolve(td, v->u.bang.args[1], env) : NULL;
  if (!list)
    return NULL;
  if (!(acc->flags & XFDRR_VF_CONCRETE) || !(list->flags & XFDRR_VF_CONCRETE)) {
    xfdrr_val *kids[3] = {acc, list, v->u.bang.args[2]};
    return rebuild(td, v, kids, NULL);
  }
  if (list->kind != XFDRR_V_LIST)
    return bang_error(td, v, "expected a list");
  for (uint32_t i = 0; i < list->n; i++) {
    xfdrr_env ea = {0}, ev = {0};
    ea.var = v->u.bang.acc;
    ea.var_val = acc;
    ea.up = env;
    ev.var = v->u.bang.var;
    ev.var_val = list->u.elems[i];
    ev.up = &ea;
    if (!(acc = xfdrr_resolve(td, v->u.bang.args[2], &ev)))
      return NULL;
  }
  return acc;
}

static int compare_vals(const xfdrr_val *a, const xfdrr_val *b, bool *ok) {
  *ok = true;
  if (a->kind == XFDRR_V_INT && b->kind == XFDRR_V_INT)
    return a->u.i < b->u.i ? -1 : a->u.i > b->u.i;
  if (a->kind == XFDRR_V_STR && b->kind == XFDRR_V_STR) {
    int c = strcmp(a->u.s, b->u.s);
    return c < 0 ? -1 : c > 0;
  }
  if (a->kind == XFDRR_V_DEF && b->kind == XFDRR_V_DEF)
    return a->u.rec == b->u.rec ? 0 : 1;
  if (a->kind == XFDRR_V_UNSET || b->kind == XFDRR_V_UNSET)
    return a->kind == b->kind ? 0 : 1;
  *ok = false;
  return 0;
}

static xfdrr_val *bang_compare(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  if (v->n != 2)
    return bang_error(td, v, "expected two operands");
  bool ok;
  int c = compare_vals(a[0], a[1], &ok);
  if (!ok)
    return bang_error(td, v, "operands cannot be compared");
  bool r = false;
  switch (v->op) {
  case XFDRR_BANG_EQ: r = c == 0; break;
  case XFDRR_BANG_NE: r = c != 0; break;
  case XFDRR_BANG_LT: r = c < 0; break;
  case XFDRR_BANG_LE: r = c <= 0; break;
  case XFDRR_BANG_GT: r = c > 0; break;
  default: r = c >= 0; break;
  }
  return xfdrr_val_int(td, r, v->loc);
}

/* TableGen's "Illegal operation" of a fold, reported at the record being
 * defined (CurRec), or at the operator outside any record. */
static xfdrr_val *illegal_op(xfdrr_td *td, xfdrr_val *v, const char *what) {
  xfdrr_td_error(td, td->cur ? td->cur->loc : v->loc, "Illegal operation: %s", what);
  return NULL;
}

/* One step `r op x` of an integer operator; false after reporting.  Wraps
 * around on overflow (64-bit two's complement, as TableGen's int64_t). */
static bool arith_step(xfdrr_td *td, xfdrr_val *v, int64_t *r, int64_t x) {
  uint64_t a = (uint64_t)*r, b = (uint64_t)x;
  switch (v->op) {
  case XFDRR_BANG_ADD: a += b; break;
  case XFDRR_BANG_SUB: a -= b; break;
  case XFDRR_BANG_MUL: a *= b; break;
  case XFDRR_BANG_DIV:
    if (!x)
      return illegal_op(td, v, "division by zero"), false;
    if (*r == INT64_MIN && x == -1)
      return illegal_op(td, v, "INT64_MIN / -1"), false;
    a = (uint64_t)(*r / x);
    break;
  case XFDRR_BANG_AND: a &= b; break;
  case XFDRR_BANG_OR: a |= b; break;
  case XFDRR_BANG_XOR: a ^= b; break;
  default: /* shifts */
    if (x < 0 || x >= 64)
      return illegal_op(td, v, "out of bounds shift"), false;
    if (v->op == XFDRR_BANG_SHL)
      a <<= x;
    else if (v->op == XFDRR_BANG_SRL)
      a >>= x;
    else /* arithmetic shift right, without relying on signed >> */
      a = *r < 0 ? ~(~a >> x) : a >> x;
    break;
  }
  *r = (int64_t)a;
  return true;
}

static xfdrr_val *bang_arith(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  if (v->op == XFDRR_BANG_NOT) {
    if (v->n != 1 || a[0]->kind != XFDRR_V_INT)
      return bang_error(td, v, "expected an integer");
    return xfdrr_val_int(td, !a[0]->u.i, v->loc);
  }
  if (!v->n)
    return bang_error(td, v, "expected operands");
  for (uint32_t i = 0; i < v->n; i++)
    if (a[i]->kind != XFDRR_V_INT)
      return bang_error(td, v, "expected integers");
  int64_t r = a[0]->u.i;
  for (uint32_t i = 1; i < v->n; i++)
    if (!arith_step(td, v, &r, a[i]->u.i))
      return NULL;
  return xfdrr_val_int(td, r, v->loc);
}

static xfdrr_val *bang_list(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  xfdrr_val *x = a[0];
  switch (v->op) {
  case XFDRR_BANG_EMPTY:
    if (x->kind == XFDRR_V_LIST || x->kind == XFDRR_V_STR || x->kind == XFDRR_V_DAG)
      return xfdrr_val_int(td, x->n == 0, v->loc);
    return bang_error(td, v, "expected a list, string or dag");
  case XFDRR_BANG_SIZE:
    if (x->kind == XFDRR_V_LIST || x->kind == XFDRR_V_STR || x->kind == XFDRR_V_DAG)
      return xfdrr_val_int(td, x->n, v->loc);
    return bang_error(td, v, "expected a list, string or dag");
  case XFDRR_BANG_HEAD:
    if (x->kind != XFDRR_V_LIST || !x->n)
      return bang_error(td, v, "expected a non-empty list");
    return x->u.elems[0];
  case XFDRR_BANG_TAIL: {
    if (x->kind != XFDRR_V_LIST || !x->n)
      return bang_error(td, v, "expected a non-empty list");
    xfdrr_val *l = xfdrr_val_new(td, XFDRR_V_LIST, v->loc, x->n - 1);
    if (!l)
      return NULL;
    for (uint32_t i = 1; i < x->n; i++)
      l->u.elems[i - 1] = x->u.elems[i];
    xfdrr_val_seal(l);
    return l;
  }
  case XFDRR_BANG_LISTSPLAT: {
    if (v->n != 2 || a[1]->kind != XFDRR_V_INT || a[1]->u.i < 0)
      return bang_error(td, v, "expected a value and a count");
    if (a[1]->u.i > MAX_SPLAT) /* mlir-tblgen 22 crashes allocating it */
      return bang_error(td, v, "count is too large");
    xfdrr_val *l = xfdrr_val_new(td, XFDRR_V_LIST, v->loc, (uint32_t)a[1]->u.i);
    if (!l)
      return NULL;
    for (uint32_t i = 0; i < l->n; i++)
      l->u.elems[i] = x;
    xfdrr_val_seal(l);
    return l;
  }
  default:
    return bang_error(td, v, "unsupported");
  }
}

/* !isa<T>(x): is the type of concrete `x` a T? */
static bool value_isa(const xfdrr_ty *t, const xfdrr_val *x) {
  switch ((xfdrr_ty_kind)t->kind) {
  case XFDRR_T_REC: return x->kind == XFDRR_V_DEF && xfdrr_rec_isa(x->u.rec, t->cls);
  case XFDRR_T_STRING:
  case XFDRR_T_CODE: return x->kind == XFDRR_V_STR;
  case XFDRR_T_INT:
  case XFDRR_T_BIT: /* TableGen 22 answers 1 for !isa<bit>(1) and !isa<bits<2>>(1) */
  case XFDRR_T_BITS: return x->kind == XFDRR_V_INT;
  case XFDRR_T_DAG: return x->kind == XFDRR_V_DAG;
  case XFDRR_T_LIST: return x->kind == XFDRR_V_LIST && xfdrr_ty_accepts(t, x);
  }
  return false;
}

static xfdrr_val *bang_cast(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  const xfdrr_ty *t = v->u.bang.ty;
  xfdrr_val *x = a[0];
  if (v->op == XFDRR_BANG_ISA)
    return xfdrr_val_int(td, value_isa(t, x), v->loc);
  if (t->kind == XFDRR_T_STRING || t->kind == XFDRR_T_CODE) {
    xf_strbuf b;
    xf_strbuf_init(&b, td->ctx);
    if (!str_of(x, &b)) {
      xf_strbuf_free(&b);
      return bang_error(td, v, "cannot cast to string");
    }
    return buf_to_str(td, &b, t->kind == XFDRR_T_CODE, v->loc);
  }
  if (t->kind == XFDRR_T_INT || t->kind == XFDRR_T_BIT) {
    if (x->kind != XFDRR_V_INT)
      return bang_error(td, v, "cannot cast to int");
    return x;
  }
  if (t->kind == XFDRR_T_REC && x->kind == XFDRR_V_STR) {
    xfdrr_rec *r = xfdrr_td_def(td, x->u.s);
    if (!r || !xfdrr_rec_isa(r, t->cls))
      return xfdrr_td_error(td, v->loc, "Undefined reference to record: '%s'", x->u.s), NULL;
    xfdrr_val *d = xfdrr_val_new(td, XFDRR_V_DEF, v->loc, 0);
    if (d)
      d->u.rec = r;
    return d;
  }
  return x;
}

static xfdrr_val *bang_string(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  for (uint32_t i = 0; i < v->n; i++)
    if (a[i]->kind != XFDRR_V_STR)
      return bang_error(td, v, "expected strings");
  xf_strbuf b;
  xf_strbuf_init(&b, td->ctx);
  if (v->op == XFDRR_BANG_TOUPPER || v->op == XFDRR_BANG_TOLOWER) {
    for (uint32_t i = 0; i < a[0]->n; i++) {
      char c = a[0]->u.s[i];
      if (v->op == XFDRR_BANG_TOUPPER && c >= 'a' && c <= 'z')
        c = (char)(c - 32);
      else if (v->op == XFDRR_BANG_TOLOWER && c >= 'A' && c <= 'Z')
        c = (char)(c + 32);
      xfs_buf_putc(&b, c);
    }
    return buf_to_str(td, &b, false, v->loc);
  }
  if (v->op == XFDRR_BANG_FIND) {
    xf_strbuf_free(&b);
    const char *p = strstr(a[0]->u.s, a[1]->u.s);
    return xfdrr_val_int(td, p ? p - a[0]->u.s : -1, v->loc);
  }
  /* !subst(old, new, str) on strings */
  const char *s = a[2]->u.s, *old = a[0]->u.s;
  size_t ol = a[0]->n;
  while (*s) {
    if (ol && !strncmp(s, old, ol)) {
      xfs_buf_put(&b, a[1]->u.s, a[1]->n);
      s += ol;
    } else {
      xfs_buf_putc(&b, *s++);
    }
  }
  return buf_to_str(td, &b, (a[2]->flags & XFDRR_VF_CODE) != 0, v->loc);
}

static bool same_op(const xfdrr_val *a, const xfdrr_val *b) {
  return a == b || (a->kind == XFDRR_V_DEF && b->kind == XFDRR_V_DEF && a->u.rec == b->u.rec);
}

static xfdrr_val *con_mismatch(xfdrr_td *td, xfdrr_val *v, xfdrr_val *x, xfdrr_val *y) {
  xf_strbuf a, b;
  xf_strbuf_init(&a, td->ctx);
  xf_strbuf_init(&b, td->ctx);
  xfdrr_val_print(x, &a);
  xfdrr_val_print(y, &b);
  xfdrr_td_error(td, v->loc, "Concatenated Dag operators do not match: '%s' vs. '%s'",
                 a.data ? a.data : "", b.data ? b.data : "");
  xf_strbuf_free(&a);
  xf_strbuf_free(&b);
  return NULL;
}

/* !con(x, y): the arguments of x then y, under the operator that is not
 * `?` (TableGen's error when both are set and differ). */
static xfdrr_val *con2(xfdrr_td *td, xfdrr_val *v, xfdrr_val *x, xfdrr_val *y) {
  xfdrr_val *xo = x->u.dag.op, *yo = y->u.dag.op;
  bool xset = xo && xo->kind != XFDRR_V_UNSET, yset = yo && yo->kind != XFDRR_V_UNSET;
  if (xset && yset && !same_op(xo, yo))
    return con_mismatch(td, v, x, y);
  xfdrr_val *d = xfdrr_val_new(td, XFDRR_V_DAG, v->loc, x->n + y->n);
  if (!d)
    return NULL;
  d->u.dag.op = xset || !yset ? xo : yo;
  for (uint32_t j = 0; j < x->n; j++) {
    d->u.dag.args[j] = x->u.dag.args[j];
    d->u.dag.names[j] = x->u.dag.names[j];
  }
  for (uint32_t j = 0; j < y->n; j++) {
    d->u.dag.args[x->n + j] = y->u.dag.args[j];
    d->u.dag.names[x->n + j] = y->u.dag.names[j];
  }
  xfdrr_val_seal(d);
  return d;
}

/* !con(dag...): folded from the right, !con(a, !con(b, c)), as TableGen
 * folds its variadic operators (which shows in the mismatch message). */
static xfdrr_val *bang_con(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  for (uint32_t i = 0; i < v->n; i++)
    if (a[i]->kind != XFDRR_V_DAG)
      return bang_error(td, v, "expected dags");
  xfdrr_val *acc = a[v->n - 1]; /* v->n >= 2 (parse_bang_operands) */
  for (uint32_t i = v->n - 1; acc && i-- > 0;)
    acc = con2(td, v, a[i], acc);
  return acc;
}

static xfdrr_val *compute_bang(xfdrr_td *td, xfdrr_val *v, xfdrr_val **a) {
  switch ((xfdrr_bang_op)v->op) {
  case XFDRR_BANG_STRCONCAT:
  case XFDRR_BANG_LISTCONCAT: return bang_concat(td, v, a);
  case XFDRR_BANG_INTERLEAVE: return bang_interleave(td, v, a);
  case XFDRR_BANG_EQ: case XFDRR_BANG_NE: case XFDRR_BANG_LT:
  case XFDRR_BANG_LE: case XFDRR_BANG_GT: case XFDRR_BANG_GE: return bang_compare(td, v, a);
  case XFDRR_BANG_NOT: case XFDRR_BANG_AND: case XFDRR_BANG_OR: case XFDRR_BANG_ADD:
  case XFDRR_BANG_SUB: case XFDRR_BANG_MUL: case XFDRR_BANG_DIV: case XFDRR_BANG_XOR:
  case XFDRR_BANG_SHL: case XFDRR_BANG_SRA: case XFDRR_BANG_SRL: return bang_arith(td, v, a);
  case XFDRR_BANG_EMPTY: case XFDRR_BANG_SIZE: case XFDRR_BANG_HEAD: case XFDRR_BANG_TAIL:
  case XFDRR_BANG_LISTSPLAT: return bang_list(td, v, a);
  case XFDRR_BANG_CAST: case XFDRR_BANG_ISA: return bang_cast(td, v, a);
  case XFDRR_BANG_TOUPPER: case XFDRR_BANG_TOLOWER: case XFDRR_BANG_FIND:
  case XFDRR_BANG_SUBST: return bang_string(td, v, a);
  case XFDRR_BANG_CON: return bang_con(td, v, a);
  case XFDRR_BANG_INITIALIZED: return xfdrr_val_int(td, a[0]->kind != XFDRR_V_UNSET, v->loc);
  case XFDRR_BANG_DAG_OP:
    if (a[0]->kind != XFDRR_V_DAG)
      return bang_error(td, v, "expected a dag");
    return a[0]->u.dag.op ? a[0]->u.dag.op : td->unset;
  default:
    return bang_error(td, v, "unsupported operator");
  }
}

/* Does an operator other than the ones defined on `?` get a `?` operand
 * (or an operator left unfolded because of one)? */
static bool has_unset_operand(const xfdrr_val *v, xfdrr_val **kids) {
  if (v->op == XFDRR_BANG_INITIALIZED || v->op == XFDRR_BANG_EQ || v->op == XFDRR_BANG_NE ||
      v->op == XFDRR_BANG_ISA || v->op == XFDRR_BANG_LISTCONCAT)
    return false;
  for (uint32_t i = 0; i < v->n; i++)
    if (kids[i]->kind == XFDRR_V_UNSET || kids[i]->kind == XFDRR_V_BANG)
      return true;
  return false;
}

static xfdrr_val *eval_bang(xfdrr_td *td, xfdrr_val *v, xfdrr_val **kids, const xfdrr_env *env) {
  if (v->op == XFDRR_BANG_FOREACH || v->op == XFDRR_BANG_FILTER)
    return bang_foreach(td, v, env);
  if (v->op == XFDRR_BANG_FOLDL)
    return bang_foldl(td, v, env);
  if (v->op == XFDRR_BANG_IF) {
    xfdrr_val *c = xfdrr_resolve(td, v->u.bang.args[0], env);
    if (!c)
      return NULL;
    if (c->kind == XFDRR_V_INT)
      return xfdrr_resolve(td, v->u.bang.args[c->u.i ? 1 : 2], env);
  }
  bool changed = false;
  if (!resolve_all(td, v->u.bang.args, v->n, env, kids, &changed))
    return NULL;
  if (!all_concrete(kids, v->n))
    return changed ? rebuild(td, v, kids, NULL) : v;
  if (v->op == XFDRR_BANG_IF)
    return bang_error(td, v, "expected an integer condition");
  if (has_unset_operand(v, kids)) {
    /* TableGen leaves an operator on `?` unfolded (e.g. !subst on an unset
     * constBuilderCall); the value is final but not a string. */
    xfdrr_val *u = rebuild(td, v, kids, NULL);
    if (u)
      u->flags |= XFDRR_VF_CONCRETE;
    return u;
  }
  return compute_bang(td, v, kids);
}

/* ---------------------------------------------------------- instantiation */

xf_status xfdrr_bind_targs(xfdrr_td *td, xfdrr_rec *cls, xfdrr_val **args, size_t n,
                           const xfdrr_env *env, xfdrr_loc loc) {
  if (n > cls->ntargs)
    return xfdrr_td_error(td, loc, "Too many template arguments: %zu provided, expected at most %u",
                          n, cls->ntargs);
  for (uint32_t i = 0; i < cls->ntargs; i++) {
    if (i >= n) {
      if (!cls->targ_defaults[i]) {
        if (!cls->targ_locs)
          return xfdrr_td_error(td, loc, "value not specified for template argument '%s:%s'",
                                cls->name->str, cls->targ_names[i]->str);
        return xfdrr_td_error_declared(td, loc, cls->targ_locs[i], cls->name->str,
                                       "value not specified for template argument '%s:%s'",
                                       cls->name->str, cls->targ_names[i]->str);
      }
      xfdrr_env e = {0};
      e.cls = cls;
      e.args = args;
      e.up = env;
      args[i] = xfdrr_resolve(td, cls->targ_defaults[i], &e);
      if (!args[i])
        return XF_ERROR;
    }
    if (!xfdrr_ty_accepts(cls->targ_tys[i], args[i])) {
      xf_strbuf a, b, c;
      xf_strbuf_init(&a, td->ctx);
      xf_strbuf_init(&b, td->ctx);
      xf_strbuf_init(&c, td->ctx);
      xfdrr_val_type_print(args[i], &a);
      xfdrr_ty_print(cls->targ_tys[i], &b);
      xfdrr_val_print(args[i], &c);
      xfdrr_td_error(td, args[i]->loc.file == UINT32_MAX ? loc : args[i]->loc,
                     "Value specified for template argument '%s:%s' is of type %s; expected type "
                     "%s: %s",
                     cls->name->str, cls->targ_names[i]->str, a.data, b.data, c.data);
      xf_strbuf_free(&a);
      xf_strbuf_free(&b);
      xf_strbuf_free(&c);
      return XF_ERROR;
    }
  }
  return XF_OK;
}

xf_status xfdrr_add_superclass(xfdrr_td *td, xfdrr_rec *r, xfdrr_rec *cls, xfdrr_val **args,
                               xfdrr_loc loc) {
  xfdrr_env env = {0};
  env.cls = cls;
  env.args = args;
  for (uint32_t i = 0; i < cls->nfields; i++) {
    const xfdrr_field *cf = &cls->fields[i];
    xfdrr_val *v = xfdrr_resolve(td, cf->val, &env);
    if (!v)
      return XF_ERROR;
    xfdrr_field *f = field_by_id(r, cf->name);
    if (!f) {
      f = xfdrr_rec_add_field(td, r, cf->name);
      if (!f)
        return xfdrr_td_error(td, loc, "out of memory");
      f->ty = cf->ty;
      f->loc = cf->loc;
      f->keyword = cf->keyword;
    }
    f->val = v;
  }
  for (uint32_t i = 0; i < cls->nsupers; i++)
    if (!xfdrr_rec_add_super(td, r, cls->supers[i]))
      return xfdrr_td_error(td, loc, "out of memory");
  if (!xfdrr_rec_add_super(td, r, cls))
    return xfdrr_td_error(td, loc, "out of memory");
  return XF_OK;
}

xf_status xfdrr_complete_def(xfdrr_td *td, xfdrr_rec *r) {
  r->resolving = true;
  for (uint32_t i = 0; i < r->nfields; i++) {
    xfdrr_field *f = &r->fields[i];
    if (f->state == 2)
      continue;
    if (!resolve_field(td, r, f))
      return XF_ERROR;
  }
  r->resolving = false;
  r->complete = true;
  return XF_OK;
}

/* ------------------------------------------------------- record name order */

int xfdrr_compare_numeric(const char *a, size_t alen, const char *b, size_t blen) {
  size_t e = alen < blen ? alen : blen;
  for (size_t i = 0; i < e; i++) {
    bool da = a[i] >= '0' && a[i] <= '9', db = b[i] >= '0' && b[i] <= '9';
    if (da && db) {
      size_t j = i + 1;
      for (;; j++) {
        bool ld = j < alen && a[j] >= '0' && a[j] <= '9';
        bool rd = j < blen && b[j] >= '0' && b[j] <= '9';
        if (ld != rd)
          return rd ? -1 : 1;
        if (!rd)
          break;
      }
      int c = memcmp(a + i, b + i, j - i);
      if (c)
        return c < 0 ? -1 : 1;
      i = j - 1;
      continue;
    }
    if (a[i] != b[i])
      return (unsigned char)a[i] < (unsigned char)b[i] ? -1 : 1;
  }
  if (alen == blen)
    return 0;
  return alen < blen ? -1 : 1;
}
