/* constraint.c — ODS constraints (type, attribute, property and generic
 * ones) as compiled predicates, and the constants of constant attributes.
 *
 * A Pred record tree is flattened into one C++ expression exactly as
 * mlir-tblgen does (CPred text in parentheses; And/Or joined with && / ||;
 * Neg as `!(...)`; SubstLeaves replaces a placeholder in every leaf below
 * it, innermost substitution first; Concat wraps the child's text), then
 * compiled once with cexpr.  Constraints are cached on their record, so a
 * constraint used by many ops and patterns is compiled once.
 */
#include <stdio.h>

#include "drr.h"

enum { ODS_CONSTRAINT = 1 };

typedef struct subst {
  const char *pat, *repl;
} subst;

/* Appends `text` with every substitution of `ss[0..n)` applied, innermost
 * (last) first; each replacement scans left to right without rescanning
 * what it inserted. */
static void append_substituted(xf_context *ctx, xf_strbuf *out, const char *text,
                               const subst *ss, size_t n) {
  xf_strbuf cur, next;
  xf_strbuf_init(&cur, ctx);
  xfs_buf_puts(&cur, text);
  for (size_t k = n; k-- > 0;) {
    size_t pl = strlen(ss[k].pat);
    if (!pl || !cur.data)
      continue;
    xf_strbuf_init(&next, ctx);
    const char *s = cur.data;
    while (*s) {
      if (!strncmp(s, ss[k].pat, pl)) {
        xfs_buf_puts(&next, ss[k].repl);
        s += pl;
      } else {
        xfs_buf_putc(&next, *s++);
      }
    }
    xf_strbuf_free(&cur);
    cur = next;
  }
  if (cur.data)
    xfs_buf_put(out, cur.data, cur.len);
  xf_strbuf_free(&cur);
}

static bool pred_text(xfdrr_td *td, const xfdrr_rec *pred, xf_strbuf *out, subst *ss, size_t n,
                      unsigned depth);

static bool combined_text(xfdrr_td *td, const xfdrr_rec *pred, xf_strbuf *out, subst *ss,
                          size_t n, unsigned depth) {
  xfdrr_rec *kind = xfdrr_rec_def(pred, "kind");
  xfdrr_val *kids = xfdrr_rec_list(pred, "children");
  if (!kind || !kids)
    return false;
  const char *k = kind->name->str;
  bool is_and = !strcmp(k, "PredCombinerAnd"), is_or = !strcmp(k, "PredCombinerOr");
  if (is_and || is_or) {
    if (!kids->n) {
      xfs_buf_puts(out, is_and ? "true" : "false");
      return true;
    }
    xfs_buf_putc(out, '(');
    for (uint32_t i = 0; i < kids->n; i++) {
      if (i)
        xfs_buf_puts(out, is_and ? " && " : " || ");
      if (kids->u.elems[i]->kind != XFDRR_V_DEF ||
          !pred_text(td, kids->u.elems[i]->u.rec, out, ss, n, depth + 1))
        return false;
    }
    xfs_buf_putc(out, ')');
    return true;
  }
  if (!kids->n || kids->u.elems[0]->kind != XFDRR_V_DEF)
    return false;
  const xfdrr_rec *child = kids->u.elems[0]->u.rec;
  if (!strcmp(k, "PredCombinerNot")) {
    xfs_buf_puts(out, "!(");
    bool ok = pred_text(td, child, out, ss, n, depth + 1);
    xfs_buf_putc(out, ')');
    return ok;
  }
  if (!strcmp(k, "PredCombinerSubstLeaves")) {
    const char *p = xfdrr_rec_str(pred, "pattern"), *r = xfdrr_rec_str(pred, "replacement");
    if (!p || !r || n >= 16)
      return false;
    ss[n].pat = p;
    ss[n].repl = r;
    return pred_text(td, child, out, ss, n + 1, depth + 1);
  }
  if (!strcmp(k, "PredCombinerConcat")) {
    const char *pre = xfdrr_rec_str(pred, "prefix"), *suf = xfdrr_rec_str(pred, "suffix");
    xfs_buf_puts(out, pre ? pre : "");
    bool ok = pred_text(td, child, out, ss, n, depth + 1);
    xfs_buf_puts(out, suf ? suf : "");
    return ok;
  }
  return false;
}

static bool pred_text(xfdrr_td *td, const xfdrr_rec *pred, xf_strbuf *out, subst *ss, size_t n,
                      unsigned depth) {
  if (depth > 64)
    return false;
  const char *leaf = xfdrr_rec_str(pred, "predExpr");
  if (leaf) {
    append_substituted(td->ctx, out, leaf, ss, n);
    return true;
  }
  if (xfdrr_rec_isa_name(pred, "CombinedPred"))
    return combined_text(td, pred, out, ss, n, depth);
  return false;
}

/* True for predicates that always hold ("true", "(true)", "((true))"). */
static bool trivially_true(const char *t) {
  while (*t == '(' || *t == ' ')
    t++;
  if (strncmp(t, "true", 4))
    return false;
  for (t += 4; *t; t++)
    if (*t != ')' && *t != ' ')
      return false;
  return true;
}

xfdrr_cexpr *xfdrr_snippet(xfdrr_td *td, const char *text, xfdrr_loc loc, const char *what) {
  xf_strbuf err;
  xf_strbuf_init(&err, td->ctx);
  xfdrr_cexpr *e = xfdrr_cexpr_compile(td->ctx, td->arena, text, strlen(text), &err);
  if (!e)
    xfdrr_td_error(td, loc,
                   "cannot interpret the C++ of %s '%s': %s; register a C function for it with "
                   "xf_drr_register_native() or xf_drr_register_constraint() (see docs/drr.md)",
                   what, text, err.data ? err.data : "");
  xf_strbuf_free(&err);
  return e;
}

/* Trims blanks around a storage type name ([{ ::mlir::UnitAttr }]). */
static const char *trimmed(xfdrr_td *td, const char *s) {
  if (!s)
    return "";
  while (*s == ' ' || *s == '\n' || *s == '\t')
    s++;
  size_t n = strlen(s);
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\n' || s[n - 1] == '\t'))
    n--;
  char *c = xfs_arena_alloc(td->arena, n + 1);
  if (!c)
    return "";
  memcpy(c, s, n);
  c[n] = 0;
  return c;
}

xf_status xfdrr_const_build(xfdrr_td *td, const xfdrr_constraint *c, const char *value,
                            xfdrr_loc loc, xf_attr **out) {
  *out = NULL;
  if (!c->const_builder)
    return xfdrr_td_error(td, loc, "Attribute %s does not have the 'constBuilderCall' field",
                          c->rec->name->str);
  xf_strbuf text;
  xf_strbuf_init(&text, td->ctx);
  for (const char *s = c->const_builder; *s;) {
    if (s[0] == '$' && s[1] == '0' && !(s[2] >= '0' && s[2] <= '9')) {
      xfs_buf_puts(&text, value);
      s += 2;
    } else {
      xfs_buf_putc(&text, *s++);
    }
  }
  xfdrr_cexpr *e = text.data ? xfdrr_snippet(td, text.data, loc, "constant builder") : NULL;
  xf_status st = XF_ERROR;
  if (e) {
    xfdrr_ceval ev;
    memset(&ev, 0, sizeof ev);
    ev.ctx = td->ctx;
    ev.scratch = td->arena;
    xfdrr_cval v;
    if (!xfdrr_cexpr_eval(&ev, e, &v) || (v.kind != XFDRR_CV_ATTR && v.kind != XFDRR_CV_NONE))
      xfdrr_td_error(td, loc, "cannot build the constant '%s': %s", text.data,
                     ev.error ? ev.error : "not an attribute");
    else {
      *out = v.kind == XFDRR_CV_ATTR ? v.u.a : NULL;
      st = XF_OK;
    }
  }
  xf_strbuf_free(&text);
  return st;
}

/* The predicate of `rec` compiled; `*c` gets text and expression. */
static bool compile_pred(xfdrr_td *td, xfdrr_rec *rec, xfdrr_constraint *c, xfdrr_loc loc) {
  xfdrr_rec *pred = xfdrr_rec_def(rec, "predicate");
  c->pred_text = "true";
  if (!pred)
    return true;
  xf_strbuf b;
  xf_strbuf_init(&b, td->ctx);
  subst ss[16];
  bool ok = pred_text(td, pred, &b, ss, 0, 0);
  if (!ok) {
    xf_strbuf_free(&b);
    xfdrr_td_error(td, loc, "cannot read the predicate of constraint '%s'", rec->name->str);
    return false;
  }
  c->pred_text = trimmed(td, b.data ? b.data : "true");
  xf_strbuf_free(&b);
  if (trivially_true(c->pred_text))
    return true;
  char what[160];
  snprintf(what, sizeof what, "the predicate of '%s'", rec->name->str);
  c->pred = xfdrr_snippet(td, c->pred_text, loc, what);
  return c->pred != NULL;
}

static bool attr_details(xfdrr_td *td, xfdrr_rec *rec, xfdrr_constraint *c, xfdrr_loc loc) {
  int64_t b = 0;
  c->optional = xfdrr_rec_int(rec, "isOptional", &b) && b;
  const char *sb = xfdrr_rec_str(rec, "constBuilderCall");
  c->const_builder = sb;
  c->storage = trimmed(td, xfdrr_rec_str(rec, "storageType"));
  c->storage_cls = xfdrr_class_lookup(c->storage, strlen(c->storage));
  const char *dv = xfdrr_rec_str(rec, "defaultValue");
  if (dv) {
    c->has_default = true;
    if (xfdrr_const_build(td, c, dv, loc, &c->default_attr) != XF_OK)
      return false;
  }
  if (xfdrr_rec_isa_name(rec, "ConstantAttr")) {
    xfdrr_rec *base = xfdrr_rec_def(rec, "attr");
    const char *value = xfdrr_rec_str(rec, "value");
    xfdrr_constraint *bc = base ? xfdrr_constraint_get(td, base, loc) : NULL;
    if (!bc)
      return false;
    if (!value)
      return xfdrr_td_error(td, loc, "malformed ConstantAttr '%s'", rec->name->str), false;
    c->is_const = true;
    c->const_builder = bc->const_builder;
    c->storage = bc->storage;
    c->storage_cls = bc->storage_cls;
    return xfdrr_const_build(td, bc, value, loc, &c->const_value) == XF_OK;
  }
  if (xfdrr_rec_isa_name(rec, "EnumCase") && sb) {
    int64_t v = 0;
    char buf[32];
    xfdrr_rec_int(rec, "value", &v);
    snprintf(buf, sizeof buf, "%lld", (long long)v);
    c->is_const = true;
    return xfdrr_const_build(td, c, buf, loc, &c->const_value) == XF_OK;
  }
  return true;
}

static void prop_details(xfdrr_rec *rec, xfdrr_constraint *c) {
  const char *k = xfdrr_rec_str(rec, "xformKind");
  int64_t w = 64;
  xfdrr_rec_int(rec, "xformWidth", &w);
  c->prop_width = (uint16_t)w;
  c->prop_kind = !k                    ? XFDRR_PROP_ATTR
                 : !strcmp(k, "int")    ? XFDRR_PROP_INT
                 : !strcmp(k, "bool")   ? XFDRR_PROP_BOOL
                 : !strcmp(k, "string") ? XFDRR_PROP_STRING
                 : !strcmp(k, "unit")   ? XFDRR_PROP_UNIT
                                        : XFDRR_PROP_ATTR;
  const char *dv = xfdrr_rec_str(rec, "defaultValue");
  c->has_default = dv && *dv;
}

static xfdrr_constraint *build_constraint(xfdrr_td *td, xfdrr_rec *rec, xfdrr_loc loc) {
  xfdrr_constraint *c = xfs_arena_zalloc(td->arena, sizeof *c);
  if (!c) {
    xfdrr_td_error(td, loc, "out of memory");
    return NULL;
  }
  c->rec = rec;
  const char *sum = xfdrr_rec_str(rec, "summary");
  c->summary = sum ? sum : "";
  c->kind = xfdrr_rec_isa_name(rec, "TypeConstraint")   ? XFDRR_C_TYPE
            : xfdrr_rec_isa_name(rec, "AttrConstraint") ? XFDRR_C_ATTR
            : xfdrr_rec_isa_name(rec, "PropConstraint") ? XFDRR_C_PROP
                                                        : XFDRR_C_OTHER;
  /* cache before compiling: attribute details may refer back (defaults) */
  rec->ods = c;
  rec->ods_kind = ODS_CONSTRAINT;
  if (c->kind == XFDRR_C_ATTR && !attr_details(td, rec, c, loc))
    return NULL;
  /* constants compare by identity: their predicate is not needed */
  if (!c->is_const && !compile_pred(td, rec, c, loc))
    return NULL;
  if (c->kind == XFDRR_C_PROP)
    prop_details(rec, c);
  const char *bc = xfdrr_rec_str(rec, "builderCall");
  if (c->kind == XFDRR_C_TYPE && bc && *bc &&
      !(c->builder_call = xfdrr_snippet(td, bc, loc, "a type builder")))
    return NULL;
  return c;
}

xfdrr_constraint *xfdrr_constraint_get(xfdrr_td *td, xfdrr_rec *rec, xfdrr_loc loc) {
  if (xfdrr_rec_isa_name(rec, "OpVariable")) { /* Arg<...>, Res<...> */
    xfdrr_rec *inner = xfdrr_rec_def(rec, "constraint");
    if (!inner) {
      xfdrr_td_error(td, loc, "'%s' has no constraint", rec->name->str);
      return NULL;
    }
    return xfdrr_constraint_get(td, inner, loc);
  }
  if (rec->ods_kind == ODS_CONSTRAINT)
    return rec->ods;
  if (!xfdrr_rec_isa_name(rec, "Constraint")) {
    xfdrr_td_error(td, loc, "'%s' is not a constraint", rec->name->str);
    return NULL;
  }
  return build_constraint(td, rec, loc);
}

bool xfdrr_constraint_holds(xf_context *ctx, xfs_arena *scratch, const xfdrr_constraint *c,
                            const xfdrr_cval *self, const xfdrr_cval *args, size_t nargs) {
  if (c->is_const && self && c->kind == XFDRR_C_ATTR)
    return self->kind == XFDRR_CV_ATTR ? self->u.a == c->const_value : c->const_value == NULL;
  if (!c->pred)
    return true;
  xfdrr_ceval ev;
  memset(&ev, 0, sizeof ev);
  ev.ctx = ctx;
  ev.scratch = scratch;
  ev.self = self;
  ev.args = args;
  ev.nargs = nargs;
  xfdrr_cval out;
  return xfdrr_cexpr_eval(&ev, c->pred, &out) && xfdrr_cval_truthy(&out);
}
