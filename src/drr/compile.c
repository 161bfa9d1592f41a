/* compile.c — DRR Pattern records compiled into match and build programs.
 *
 * The stages and the order of their checks follow mlir-tblgen 22, so the
 * first error reported for a broken rule is the one mlir-tblgen reports
 * (always at the Pattern record's location):
 *  1. the benefit (`(addBenefit N)`);
 *  2. symbols bound in the source DAG (argument counts, duplicates, `__N`);
 *  3. the source DAG itself (operand/attribute positions, either,
 *     variadic, nested DAGs, NativeCodeCall matchers), then the additional
 *     constraints;
 *  4. symbols bound in the result DAGs, the split into auxiliary and
 *     replacing DAGs, then every result DAG (auxiliary, replacing,
 *     supplemental) with its directives and arguments.
 * Symbols live in slots (one per binding; an operand name bound twice gets
 * a second slot and an equality check).  Build nodes refer to slots, so the
 * rewrite never looks names up.
 */
#include <stdio.h>
#include <stdlib.h>

#include "drr.h"

typedef struct cstate {
  xfdrr_td *td;
  xfdrr_rec *rec;        /* the Pattern def */
  xfdrr_pattern *p;
  xfs_vec syms;          /* xfdrr_sym */
  xfs_vec ops;           /* xfdrr_op*: ops created by result DAGs */
  uint32_t auto_id;      /* for auto-named result ops / native values */
} cstate;

static bool fail(cstate *cs, const char *fmt, ...) XFS_PRINTF(2, 3);
static bool fail(cstate *cs, const char *fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  xfdrr_td_error(cs->td, cs->rec->loc, "%s", buf);
  return false;
}

/* mlir-tblgen reports a few errors without any location. */
static bool fail_noloc(cstate *cs, const char *msg) {
  xfdrr_loc none = {UINT32_MAX, 0};
  xfdrr_td_error(cs->td, none, "%s", msg);
  return false;
}

static void *alloc(cstate *cs, size_t n) {
  void *p = n ? xfs_arena_zalloc(cs->td->arena, n) : NULL;
  if (n && !p)
    fail(cs, "out of memory");
  return p;
}

/* ------------------------------------------------------------ dag helpers */

static xfdrr_rec *dag_rec(const xfdrr_val *d) {
  return d && d->kind == XFDRR_V_DAG && d->u.dag.op && d->u.dag.op->kind == XFDRR_V_DEF
             ? d->u.dag.op->u.rec : NULL;
}
static bool dag_named(const xfdrr_val *d, const char *n) {
  xfdrr_rec *r = dag_rec(d);
  return r && !strcmp(r->name->str, n);
}
static bool is_native(const xfdrr_val *d) {
  xfdrr_rec *r = dag_rec(d);
  return r && xfdrr_rec_isa_name(r, "NativeCodeCall");
}
static bool is_directive(const xfdrr_val *d) {
  return dag_named(d, "replaceWithValue") || dag_named(d, "location") ||
         dag_named(d, "returnType") || dag_named(d, "either") || dag_named(d, "variadic");
}
static bool is_operation(const xfdrr_val *d) {
  return d && d->kind == XFDRR_V_DAG && !is_native(d) && !is_directive(d);
}
static xfdrr_val *nested(const xfdrr_val *d, uint32_t i) {
  xfdrr_val *a = d->u.dag.args[i];
  return a->kind == XFDRR_V_DAG ? a : NULL;
}
static const char *arg_name(const xfdrr_val *d, uint32_t i) {
  return d->u.dag.names[i] ? d->u.dag.names[i]->str : "";
}
static const char *tree_name(const xfdrr_val *d) {
  return d->u.dag.op_name ? d->u.dag.op_name->str : "";
}
static bool ignored(const char *n) { return !*n || !strcmp(n, "_"); }

static int count_ops(const xfdrr_val *d) {
  int n = is_operation(d) ? 1 : 0;
  for (uint32_t i = 0; i < d->n; i++)
    if (nested(d, i))
      n += count_ops(nested(d, i));
  return n;
}

/* The op model of an op DAG (reports when the operator is not an op). */
static xfdrr_op *dag_op(cstate *cs, const xfdrr_val *d) {
  xfdrr_rec *r = dag_rec(d);
  if (!r) {
    fail(cs, "expected an op as DAG operator");
    return NULL;
  }
  return xfdrr_op_get(cs->td, r, cs->rec->loc);
}

static const char *native_text(const xfdrr_val *d) {
  return xfdrr_rec_str(dag_rec(d), "expression");
}
static int native_returns(const xfdrr_val *d) {
  int64_t n = 1;
  xfdrr_rec_int(dag_rec(d), "numReturns", &n);
  return (int)n;
}

/* ----------------------------------------------------------------- symbols */

/* Splits "name__N" into the pack name and N (-1 when there is no index). */
static xf_ident *pack_name(cstate *cs, const char *sym, int *index) {
  const char *us = NULL;
  for (const char *s = sym; (s = strstr(s, "__")); s++)
    us = s;
  *index = -1;
  size_t n = strlen(sym);
  if (us && us[2]) {
    char *end;
    long v = strtol(us + 2, &end, 10);
    if (!*end && end != us + 2) {
      *index = (int)v;
      n = (size_t)(us - sym);
    }
  }
  xf_ident *id = xf_ident_get(cs->td->ctx, sym, n);
  if (!id)
    fail(cs, "out of memory");
  return id;
}

static xfdrr_sym *sym_at(cstate *cs, int32_t slot) {
  return &XFS_VEC_AT(&cs->syms, xfdrr_sym, slot);
}

/* First slot bound to pack name `id`, or -1. */
static int32_t sym_find(cstate *cs, const xf_ident *id) {
  for (size_t i = 0; i < cs->syms.len; i++)
    if (sym_at(cs, (int32_t)i)->name == id)
      return (int32_t)i;
  return -1;
}

static int32_t sym_add(cstate *cs, xf_ident *id, xfdrr_symk kind, xfdrr_op *op) {
  xfdrr_sym s;
  memset(&s, 0, sizeof s);
  s.name = id;
  s.kind = (uint8_t)kind;
  s.op = op;
  s.dup_of = -1;
  if (!XFS_VEC_PUSH(&cs->td->ctx->mem, &cs->syms, xfdrr_sym, s)) {
    fail(cs, "out of memory");
    return -1;
  }
  return (int32_t)(cs->syms.len - 1);
}

/* bindOpArgument: operands may repeat (equality), nothing else may. */
static int32_t bind_op_arg(cstate *cs, const char *name, xfdrr_op *op, uint32_t argidx,
                           bool sub) {
  int idx;
  xf_ident *id = pack_name(cs, name, &idx);
  if (!id)
    return -1;
  if (idx >= 0) {
    fail(cs, "symbol '%s' with trailing index cannot bind to op argument", name);
    return -1;
  }
  const xfdrr_odsarg *a = &op->args[argidx];
  bool operand = a->kind == XFDRR_ARG_OPERAND;
  int32_t prev = sym_find(cs, id);
  if (prev >= 0 && (!operand || sym_at(cs, prev)->kind != XFDRR_SYM_OPERAND)) {
    fail(cs, "symbol '%s' bound more than once", name);
    return -1;
  }
  int32_t s = sym_add(cs, id, operand ? XFDRR_SYM_OPERAND : XFDRR_SYM_ATTR, op);
  if (s >= 0) {
    sym_at(cs, s)->vlen = a->vlen;
    sym_at(cs, s)->sub = sub;
    sym_at(cs, s)->dup_of = prev;
  }
  return s;
}

/* bindOpResult / bindValues / bindAttr: a name may be bound once. */
static int32_t bind_unique(cstate *cs, const char *name, xfdrr_symk kind, xfdrr_op *op,
                           uint32_t count) {
  int idx;
  xf_ident *id = pack_name(cs, name, &idx);
  if (!id)
    return -1;
  if (sym_find(cs, id) >= 0) {
    fail(cs, "symbol '%s' bound more than once", name);
    return -1;
  }
  int32_t s = sym_add(cs, id, kind, op);
  if (s >= 0)
    sym_at(cs, s)->count = count;
  return s;
}

/* getValueAndRangeUse: the slot and __N index of a referenced symbol. */
static bool sym_use(cstate *cs, const char *name, int32_t *slot, int32_t *index) {
  int idx;
  xf_ident *id = pack_name(cs, name, &idx);
  if (!id)
    return false;
  int32_t s = sym_find(cs, id);
  if (s < 0)
    return fail(cs, "referencing unbound symbol '%s'", name);
  *slot = s;
  *index = idx;
  return true;
}

/* An auto-named symbol for an unnamed result op / native value. */
static int32_t auto_sym(cstate *cs, xfdrr_symk kind, xfdrr_op *op, uint32_t count) {
  char buf[32];
  snprintf(buf, sizeof buf, " auto%u", cs->auto_id++);
  xf_ident *id = xf_ident_cstr(cs->td->ctx, buf);
  if (!id)
    return fail(cs, "out of memory"), -1;
  int32_t s = sym_add(cs, id, kind, op);
  if (s >= 0)
    sym_at(cs, s)->count = count;
  return s;
}

/* -------------------------------------------------- pass 1: bound symbols */

static bool collect(cstate *cs, const xfdrr_val *tree, bool src);

static bool collect_native(cstate *cs, const xfdrr_val *tree, bool src) {
  const char *tn = tree_name(tree);
  if (*tn) {
    if (src)
      return fail(cs, "binding symbol '%s' to NativecodeCall in MatchPattern is not supported",
                  tn);
    int n = native_returns(tree);
    if (bind_unique(cs, tn, n > 1 ? XFDRR_SYM_VALUES : XFDRR_SYM_VALUE, NULL, (uint32_t)n) < 0)
      return false;
  }
  for (uint32_t i = 0; i < tree->n; i++) {
    if (nested(tree, i)) {
      if (!collect(cs, nested(tree, i), src))
        return false;
      continue;
    }
    const char *an = arg_name(tree, i);
    if (!src || ignored(an))
      continue;
    xfdrr_val *leaf = tree->u.dag.args[i];
    bool is_attr = false;
    if (leaf->kind == XFDRR_V_DEF) {
      xfdrr_rec *r = leaf->u.rec;
      is_attr = xfdrr_rec_isa_name(r, "AttrConstraint") || xfdrr_rec_isa_name(r, "EnumCase") ||
                xfdrr_rec_isa_name(r, "ConstantAttr");
    }
    if (bind_unique(cs, an, is_attr ? XFDRR_SYM_ATTR : XFDRR_SYM_VALUE, NULL, 1) < 0)
      return false;
  }
  return true;
}

/* Leaf names inside `either` / `variadic` bind to the parent op's
 * arguments. */
static bool collect_group(cstate *cs, const xfdrr_val *g, xfdrr_op *op, uint32_t argidx,
                          bool variadic, bool src) {
  if (variadic && *tree_name(g) && bind_op_arg(cs, tree_name(g), op, argidx, false) < 0)
    return false;
  for (uint32_t i = 0; i < g->n; i++) {
    if (nested(g, i)) {
      if (!collect(cs, nested(g, i), src))
        return false;
      continue;
    }
    const char *an = arg_name(g, i);
    uint32_t k = variadic ? argidx : argidx + i;
    if (!ignored(an) && k < op->nargs && bind_op_arg(cs, an, op, k, variadic) < 0)
      return false;
  }
  return true;
}

static bool collect_op(cstate *cs, const xfdrr_val *tree, bool src) {
  xfdrr_op *op = dag_op(cs, tree);
  if (!op)
    return false;
  int ndir = 0, neither = 0;
  for (uint32_t i = tree->n; i-- > 0;) {
    xfdrr_val *a = nested(tree, i);
    if (a && (dag_named(a, "location") || dag_named(a, "returnType")))
      ndir++;
    else if (a && dag_named(a, "either"))
      neither++;
  }
  if ((int)op->nargs != (int)tree->n - ndir + neither)
    return fail(cs, "op '%s' argument number mismatch: %d in pattern vs. %u in definition",
                op->name->str, (int)tree->n + neither, op->nargs);
  if (*tree_name(tree) && bind_unique(cs, tree_name(tree), XFDRR_SYM_RESULT, op, 0) < 0)
    return false;
  for (uint32_t i = 0, k = 0; i < tree->n; i++, k++) {
    xfdrr_val *a = nested(tree, i);
    if (a && dag_named(a, "either")) {
      if (!collect_group(cs, a, op, k, false, src))
        return false;
      k++;
    } else if (a && dag_named(a, "variadic")) {
      if (!collect_group(cs, a, op, k, true, src))
        return false;
    } else if (a) {
      if (!collect(cs, a, src))
        return false;
    } else if (src && !ignored(arg_name(tree, i)) && k < op->nargs) {
      if (bind_op_arg(cs, arg_name(tree, i), op, k, false) < 0)
        return false;
    }
  }
  return true;
}

static bool collect(cstate *cs, const xfdrr_val *tree, bool src) {
  if (is_native(tree))
    return collect_native(cs, tree, src);
  if (is_operation(tree))
    return collect_op(cs, tree, src);
  if (*tree_name(tree))
    return fail(cs, "binding symbol '%s' to non-operation/native code call unsupported right now",
                tree_name(tree));
  return true;
}

/* ------------------------------------------------ pass 2: match program */

/* The slot a source leaf binds (the n-th binding of its name in order). */
typedef struct binder {
  uint32_t next;         /* next slot to hand out, in pass-1 order */
} binder;

/* Pass 2 visits bindings in the same order as pass 1, so the k-th leaf
 * binding takes the k-th slot created for source symbols. */
static int32_t take_slot(cstate *cs, binder *b, const char *name) {
  if (ignored(name))
    return -1;
  while (b->next < cs->syms.len) {
    int idx;
    xf_ident *id = pack_name(cs, name, &idx);
    int32_t s = (int32_t)b->next++;
    if (sym_at(cs, s)->name == id)
      return s;
  }
  return -1;
}

static xfdrr_mnode *match_tree(cstate *cs, binder *b, const xfdrr_val *tree, uint32_t depth);

static xfdrr_constraint *leaf_constraint(cstate *cs, const xfdrr_val *leaf) {
  if (leaf->kind != XFDRR_V_DEF)
    return NULL;
  return xfdrr_constraint_get(cs->td, leaf->u.rec, cs->rec->loc);
}

/* A leaf on an operand slot (emitOperandMatch). */
static bool operand_leaf(cstate *cs, binder *b, xfdrr_op *op, uint32_t argidx,
                         const xfdrr_val *leaf, const char *name, xfdrr_marg *m) {
  const xfdrr_odsarg *a = &op->args[argidx];
  m->kind = XFDRR_MA_OPERAND;
  m->ods = argidx;
  if (leaf->kind != XFDRR_V_UNSET) {
    bool is_type = leaf->kind == XFDRR_V_DEF && xfdrr_rec_isa_name(leaf->u.rec, "TypeConstraint");
    if (!is_type)
      return fail(cs, "the %u-th argument of op '%s' should be an operand", argidx + 1,
                  op->name->str);
    xfdrr_constraint *c = leaf_constraint(cs, leaf);
    if (!c)
      return false;
    if (c != a->decl) {
      if (a->vlen != XFDRR_VL_SINGLE)
        return fail(cs, "further constrain op %s's variadic operand #%u unsupported now",
                    op->name->str, argidx);
      m->check = c;
    }
  }
  m->slot = take_slot(cs, b, name);
  return true;
}

static bool attr_leaf(cstate *cs, binder *b, xfdrr_op *op, uint32_t argidx, const xfdrr_val *leaf,
                      const char *name, xfdrr_marg *m) {
  const xfdrr_odsarg *a = &op->args[argidx];
  m->kind = a->kind == XFDRR_ARG_ATTR ? XFDRR_MA_ATTR : XFDRR_MA_PROP;
  m->ods = argidx;
  if (leaf->kind != XFDRR_V_UNSET) {
    const char *want = a->kind == XFDRR_ARG_ATTR ? "AttrConstraint" : "PropConstraint";
    if (leaf->kind != XFDRR_V_DEF || !xfdrr_rec_isa_name(leaf->u.rec, want))
      return fail(cs, "the %u-th argument of op '%s' should be an attribute", argidx + 1,
                  op->name->str);
    if (!(m->check = leaf_constraint(cs, leaf)))
      return false;
  }
  m->slot = take_slot(cs, b, name);
  return true;
}

/* A nested op DAG or NativeCodeCall matcher on an operand. */
static bool nested_arg(cstate *cs, binder *b, const xfdrr_val *sub, uint32_t argidx,
                       uint32_t depth, xfdrr_marg *m) {
  if (!is_operation(sub) && !is_native(sub))
    return fail(cs, "encountered non-op, non-NativeCodeCall match.");
  m->kind = is_native(sub) ? XFDRR_MA_NATIVE : XFDRR_MA_NESTED;
  m->ods = argidx;
  m->slot = -1;
  m->sub = match_tree(cs, b, sub, depth + 1);
  return m->sub != NULL;
}

static bool either_arg(cstate *cs, binder *b, xfdrr_op *op, const xfdrr_val *e, uint32_t argidx,
                       uint32_t depth, xfdrr_marg *m) {
  if (e->n != 2)
    return fail(cs, "`either` only supports grouping two operands");
  m->kind = XFDRR_MA_EITHER;
  m->ods = argidx;
  m->slot = -1;
  m->nitems = 2;
  if (!(m->items = alloc(cs, 2 * sizeof *m->items)))
    return false;
  for (uint32_t i = 0; i < 2; i++) {
    xfdrr_val *sub = nested(e, i);
    uint32_t k = argidx + i;
    if (sub) {
      if (dag_named(sub, "either"))
        return fail(cs, "either cannot be nested");
      if (!nested_arg(cs, b, sub, k, depth, &m->items[i]))
        return false;
    } else if (k < op->nargs && op->args[k].kind == XFDRR_ARG_OPERAND) {
      if (!operand_leaf(cs, b, op, k, e->u.dag.args[i], arg_name(e, i), &m->items[i]))
        return false;
    } else {
      return fail(cs, "either can only be applied on operand");
    }
  }
  return true;
}

static bool variadic_arg(cstate *cs, binder *b, xfdrr_op *op, const xfdrr_val *v,
                         uint32_t argidx, uint32_t depth, xfdrr_marg *m) {
  if (op->args[argidx].vlen != XFDRR_VL_VARIADIC)
    return fail(cs, "variadic DAG construct can't match op %s's non-variadic operand #%u",
                op->name->str, argidx);
  m->kind = XFDRR_MA_VARIADIC;
  m->ods = argidx;
  m->slot = -1;
  m->group_slot = take_slot(cs, b, tree_name(v));
  m->nitems = v->n;
  if (v->n && !(m->items = alloc(cs, v->n * sizeof *m->items)))
    return false;
  for (uint32_t i = 0; i < v->n; i++) {
    xfdrr_val *sub = nested(v, i);
    if (sub) {
      if (!is_operation(sub))
        return fail(cs, "variadic only accepts operation sub-dags");
      if (!nested_arg(cs, b, sub, argidx, depth, &m->items[i]))
        return false;
    } else if (!operand_leaf(cs, b, op, argidx, v->u.dag.args[i], arg_name(v, i),
                             &m->items[i])) {
      return false;
    }
    m->items[i].sub_index = i;
  }
  return true;
}

static bool match_arg(cstate *cs, binder *b, xfdrr_op *op, const xfdrr_val *tree, uint32_t i,
                      uint32_t *k, uint32_t depth, xfdrr_marg *m) {
  xfdrr_val *sub = nested(tree, i);
  const xfdrr_odsarg *a = &op->args[*k];
  if (sub && dag_named(sub, "either")) {
    bool ok = either_arg(cs, b, op, sub, *k, depth, m);
    (*k)++;
    return ok;
  }
  if (sub && a->kind == XFDRR_ARG_OPERAND) {
    if (dag_named(sub, "variadic"))
      return variadic_arg(cs, b, op, sub, *k, depth, m);
    if (a->vlen != XFDRR_VL_SINGLE)
      return fail(cs, "use nested DAG construct to match op %s's variadic operand #%u "
                      "unsupported now", op->name->str, *k);
    return nested_arg(cs, b, sub, *k, depth, m);
  }
  if (sub)
    return fail(cs, "the %u-th argument of op '%s' should be an attribute", *k + 1, op->name->str);
  if (a->kind == XFDRR_ARG_OPERAND)
    return operand_leaf(cs, b, op, *k, tree->u.dag.args[i], arg_name(tree, i), m);
  return attr_leaf(cs, b, op, *k, tree->u.dag.args[i], arg_name(tree, i), m);
}

/* A NativeCodeCall used as a matcher (emitNativeCodeMatch). */
static xfdrr_mnode *native_matcher(cstate *cs, binder *b, const xfdrr_val *tree, uint32_t depth) {
  xfdrr_mnode *n = alloc(cs, sizeof *n);
  if (!n)
    return NULL;
  n->depth = depth;
  n->slot = -1;
  for (uint32_t i = 0; i < tree->n; i++) {
    xfdrr_val *sub = nested(tree, i);
    if (sub && dag_named(sub, "either"))
      return fail(cs, "NativeCodeCall cannot have `either` operands"), NULL;
    if (sub && dag_named(sub, "variadic"))
      return fail(cs, "NativeCodeCall cannot have `variadic` operands"), NULL;
  }
  uint32_t ndir = 0;
  while (ndir < tree->n && nested(tree, tree->n - 1 - ndir) &&
         (dag_named(nested(tree, tree->n - 1 - ndir), "location") ||
          dag_named(nested(tree, tree->n - 1 - ndir), "returnType")))
    ndir++;
  for (uint32_t i = tree->n - ndir; i < tree->n; i++)
    if (dag_named(nested(tree, i), "returnType"))
      return fail(cs, "`NativeCodeCall` cannot have return type specifier"), NULL;
  const char *tmpl = native_text(tree);
  size_t selfs = 0;
  for (const char *s = tmpl; (s = strstr(s, "$_self")); s++)
    selfs++;
  if (selfs != 1)
    return fail(cs, "NativeCodeCall must have $_self as argument for passing the defining "
                    "Operation"), NULL;
  n->native_text = tmpl;
  n->constant_matcher = dag_named(tree, "ConstantLikeMatcher");
  n->nnative_args = tree->n - ndir;
  n->native_checks = alloc(cs, (n->nnative_args + 1) * sizeof *n->native_checks);
  n->native_slots = alloc(cs, (n->nnative_args + 1) * sizeof *n->native_slots);
  n->native_is_attr = alloc(cs, (n->nnative_args + 1) * sizeof *n->native_is_attr);
  if (!n->native_checks || !n->native_slots || !n->native_is_attr)
    return NULL;
  for (uint32_t i = 0; i < n->nnative_args; i++) {
    if (nested(tree, i))
      return fail(cs, "Matching nested tree in NativeCodecall not support for arg%u_%u as arg %u",
                  depth, i, i), NULL;
    xfdrr_val *leaf = tree->u.dag.args[i];
    n->native_slots[i] = take_slot(cs, b, arg_name(tree, i));
    if (leaf->kind == XFDRR_V_DEF) {
      xfdrr_rec *r = leaf->u.rec;
      n->native_is_attr[i] = xfdrr_rec_isa_name(r, "AttrConstraint");
      if (!(n->native_checks[i] = leaf_constraint(cs, leaf)))
        return NULL;
    }
  }
  if (!n->constant_matcher &&
      !(n->native = xfdrr_snippet(cs->td, tmpl, cs->rec->loc, "the NativeCodeCall matcher")))
    return NULL;
  return n;
}

static xfdrr_mnode *match_tree(cstate *cs, binder *b, const xfdrr_val *tree, uint32_t depth) {
  if (is_native(tree))
    return native_matcher(cs, b, tree, depth);
  xfdrr_op *op = dag_op(cs, tree);
  xfdrr_mnode *n = op ? alloc(cs, sizeof *n) : NULL;
  if (!n)
    return NULL;
  n->op = op;
  n->depth = depth;
  n->slot = take_slot(cs, b, tree_name(tree));
  n->nargs = tree->n;
  if (tree->n && !(n->args = alloc(cs, tree->n * sizeof *n->args)))
    return NULL;
  for (uint32_t i = 0, k = 0; i < tree->n; i++, k++)
    if (!match_arg(cs, b, op, tree, i, &k, depth, &n->args[i]))
      return NULL;
  return n;
}

/* Equality checks: every later binding of an operand name against the
 * first one, names in sorted order (mlir-tblgen's multimap order). */
static int cmp_names(const void *a, const void *b) {
  const xfdrr_sym *x = *(const xfdrr_sym *const *)a, *y = *(const xfdrr_sym *const *)b;
  int c = strcmp(x->name->str, y->name->str);
  return c ? c : (x < y ? -1 : x > y);
}

static bool equality_checks(cstate *cs) {
  xfdrr_pattern *p = cs->p;
  size_t n = cs->syms.len, k = 0;
  for (size_t i = 0; i < n; i++)
    k += sym_at(cs, (int32_t)i)->dup_of >= 0;
  if (!k)
    return true;
  const xfdrr_sym **order = alloc(cs, n * sizeof *order);
  p->eq = alloc(cs, k * sizeof *p->eq);
  p->eq_names = alloc(cs, 2 * k * sizeof *p->eq_names);
  if (!order || !p->eq || !p->eq_names)
    return false;
  for (size_t i = 0; i < n; i++)
    order[i] = sym_at(cs, (int32_t)i);
  qsort(order, n, sizeof *order, cmp_names);
  for (size_t i = 0; i < n; i++) {
    const xfdrr_sym *s = order[i];
    if (s->dup_of < 0)
      continue;
    int32_t slot = (int32_t)(s - (const xfdrr_sym *)cs->syms.data);
    int32_t first = s->dup_of;
    while (sym_at(cs, first)->dup_of >= 0)
      first = sym_at(cs, first)->dup_of;
    /* alternative names a0, a1, ... in binding order */
    uint32_t nth = 0;
    for (int32_t j = first + 1; j < slot; j++)
      nth += sym_at(cs, j)->name == s->name;
    char *alt = alloc(cs, s->name->len + 12);
    if (!alt)
      return false;
    snprintf(alt, s->name->len + 12, "%s%u", s->name->str, nth);
    p->eq[p->neq][0] = first;
    p->eq[p->neq][1] = slot;
    p->eq_names[2 * p->neq] = s->name->str;
    p->eq_names[2 * p->neq + 1] = alt;
    p->neq++;
  }
  return true;
}

static bool applied_constraints(cstate *cs) {
  xfdrr_val *list = xfdrr_rec_list(cs->rec, "constraints");
  xfdrr_pattern *p = cs->p;
  if (!list || !list->n)
    return true;
  for (uint32_t i = 0; i < list->n; i++) {
    xfdrr_val *d = list->u.elems[i];
    if (d->kind != XFDRR_V_DAG)
      return fail(cs, "all elements in Pattern multi-entity constraints should be DAG nodes");
    for (uint32_t j = 0; j < d->n; j++)
      if (!d->u.dag.names[j])
        return fail(cs, "operands to additional constraints can only be symbol references");
  }
  if (!(p->constraints = alloc(cs, list->n * sizeof *p->constraints)))
    return false;
  for (uint32_t i = 0; i < list->n; i++) {
    xfdrr_val *d = list->u.elems[i];
    xfdrr_applied *ac = &p->constraints[p->nconstraints++];
    xfdrr_rec *cr = dag_rec(d);
    if (!cr || !(ac->c = xfdrr_constraint_get(cs->td, cr, cs->rec->loc)))
      return cr ? false : fail(cs, "expected a constraint");
    if (ac->c->kind == XFDRR_C_TYPE && d->n != 1)
      return fail(cs, "type constraint requires exactly one argument");
    if (ac->c->kind == XFDRR_C_ATTR)
      return fail(cs, "cannot use AttrConstraint in Pattern multi-entity constraints");
    if (ac->c->kind != XFDRR_C_TYPE && d->n > 4)
      return fail(cs, "only support up to 4-entity constraints now");
    ac->n = d->n;
    ac->slots = alloc(cs, (d->n + 1) * sizeof *ac->slots);
    ac->index = alloc(cs, (d->n + 1) * sizeof *ac->index);
    if (!ac->slots || !ac->index)
      return false;
    xf_strbuf names;
    xf_strbuf_init(&names, cs->td->ctx);
    for (uint32_t j = 0; j < d->n; j++) {
      xfs_buf_printf(&names, "%s%s", j ? ", " : "", d->u.dag.names[j]->str);
      if (!sym_use(cs, d->u.dag.names[j]->str, &ac->slots[j], &ac->index[j])) {
        xf_strbuf_free(&names);
        return false;
      }
    }
    ac->names = names.data ? xfs_arena_dup(cs->td->arena, names.data, names.len + 1) : "";
    xf_strbuf_free(&names);
    ac->self = ac->self_index = -1;
    if (*tree_name(d) && !sym_use(cs, tree_name(d), &ac->self, &ac->self_index))
      return false;
  }
  return true;
}

/* -------------------------------------------------------- result programs */

static xfdrr_bnode *build_result(cstate *cs, const xfdrr_val *tree, int result_index, int depth);

static xfdrr_bnode *bnode(cstate *cs, xfdrr_bnk kind, uint32_t nargs) {
  xfdrr_bnode *n = alloc(cs, sizeof *n);
  if (n && nargs && !(n->args = alloc(cs, nargs * sizeof *n->args)))
    return NULL;
  if (n) {
    n->kind = (uint8_t)kind;
    n->nargs = nargs;
    n->slot = n->index = n->value_slot = n->value_index = -1;
  }
  return n;
}

typedef struct tail {
  const xfdrr_val *loc;  /* (location ...) or NULL */
  const xfdrr_val *ret;  /* (returnType ...) or NULL */
  uint32_t n;            /* trailing directives */
} tail;

static bool trailing(cstate *cs, const xfdrr_val *tree, tail *t) {
  memset(t, 0, sizeof *t);
  for (uint32_t i = tree->n; i-- > 0;) {
    xfdrr_val *a = nested(tree, i);
    if (!a)
      break;
    bool l = dag_named(a, "location"), r = dag_named(a, "returnType");
    if (!l && !r)
      break;
    t->n++;
    if (l) {
      if (t->loc)
        return fail(cs, "`location` directive can only be specified once");
      t->loc = a;
    } else {
      if (t->ret)
        return fail(cs, "`returnType` directive can only be specified once");
      t->ret = a;
    }
  }
  return true;
}

static bool location_directive(cstate *cs, const xfdrr_val *d, xfdrr_bnode *n) {
  if (!d->n)
    return fail_noloc(cs, "At least one argument to location directive required");
  if (*tree_name(d))
    return fail(cs, "cannot bind symbol to location");
  xf_context *ctx = cs->td->ctx;
  if (d->n == 1 && d->u.dag.args[0]->kind == XFDRR_V_STR) {
    xf_ident *id = xf_ident_cstr(ctx, d->u.dag.args[0]->u.s);
    n->loc_kind = XFDRR_LOC_NAME;
    n->loc_name = id ? xf_loc_name(ctx, id, NULL) : NULL;
    return n->loc_name || fail(cs, "out of memory");
  }
  n->loc_kind = XFDRR_LOC_SYMS;
  if (!(n->loc_slots = alloc(cs, d->n * sizeof *n->loc_slots)))
    return false;
  for (uint32_t i = 0; i < d->n; i++) {
    if (d->u.dag.args[i]->kind == XFDRR_V_STR) {
      if (n->loc_name)
        return fail_noloc(cs, "Only one string attribute may be specified");
      n->loc_name = xf_attr_string(ctx, d->u.dag.args[i]->u.s, d->u.dag.args[i]->n, NULL);
      continue;
    }
    int32_t idx;
    if (!sym_use(cs, arg_name(d, i), &n->loc_slots[n->nloc++], &idx))
      return false;
  }
  return true;
}

/* A ConstantProp leaf: the property value as its stored attribute. */
static bool constant_prop(cstate *cs, xfdrr_rec *r, xfdrr_barg *a) {
  xfdrr_constraint *c = xfdrr_constraint_get(cs->td, r, cs->rec->loc);
  const char *v = xfdrr_rec_str(r, "value");
  if (!c || !v)
    return c ? fail(cs, "malformed ConstantProp") : false;
  xf_context *ctx = cs->td->ctx;
  size_t n = strlen(v);
  a->kind = XFDRR_BA_CONST;
  if (c->prop_kind == XFDRR_PROP_BOOL || c->prop_kind == XFDRR_PROP_UNIT) {
    bool t = !strcmp(v, "true");
    a->attr = c->prop_kind == XFDRR_PROP_UNIT ? (t ? xf_attr_unit(ctx) : NULL) : xf_attr_bool(ctx, t);
  } else if (c->prop_kind == XFDRR_PROP_STRING && n >= 2 && v[0] == '"') {
    a->attr = xf_attr_string(ctx, v + 1, n - 2, NULL);
  } else if (c->prop_kind == XFDRR_PROP_INT) {
    char *end;
    long long x = strtoll(v, &end, 0);
    if (*end)
      return fail(cs, "cannot read the ConstantProp value '%s'", v);
    a->attr = xf_attr_integer(ctx, xf_type_integer(ctx, c->prop_width, XF_SIGNLESS), x);
  } else {
    return fail(cs, "unsupported ConstantProp value '%s'", v);
  }
  return true;
}

/* handleOpArgument for a leaf of a result DAG. */
static bool leaf_arg(cstate *cs, const xfdrr_val *tree, uint32_t i, xfdrr_barg *a) {
  const xfdrr_val *leaf = tree->u.dag.args[i];
  if (leaf->kind == XFDRR_V_STR)
    return fail(cs, "raw string not supported as argument");
  if (leaf->kind == XFDRR_V_DEF) {
    xfdrr_rec *r = leaf->u.rec;
    bool konst = xfdrr_rec_isa_name(r, "ConstantAttr"), enumc = xfdrr_rec_isa_name(r, "EnumCase");
    if (konst || enumc) {
      xfdrr_constraint *c = xfdrr_constraint_get(cs->td, r, cs->rec->loc);
      if (!c)
        return false;
      a->kind = XFDRR_BA_CONST;
      a->attr = c->const_value;
      return true;
    }
    if (xfdrr_rec_isa_name(r, "ConstantProp"))
      return constant_prop(cs, r, a);
    if (xfdrr_rec_isa_name(r, "NativeCodeCall")) {
      a->kind = XFDRR_BA_NATIVE_LEAF;
      a->native = xfdrr_snippet(cs->td, xfdrr_rec_str(r, "expression"), cs->rec->loc,
                                "the NativeCodeCall");
      return a->native && sym_use(cs, arg_name(tree, i), &a->slot, &a->index);
    }
    if (!xfdrr_rec_isa_name(r, "TypeConstraint"))
      return fail(cs, "unhandled case when rewriting op");
  }
  a->kind = XFDRR_BA_SYM;
  return sym_use(cs, arg_name(tree, i), &a->slot, &a->index);
}

/* Is `sub` a value list usable for a Variadic<> slot (spec §5.2 step 2)? */
static bool provides_range(const xfdrr_val *sub) {
  while (dag_named(sub, "replaceWithValue") && sub->n == 1 && nested(sub, 0))
    sub = nested(sub, 0);
  return is_native(sub) || dag_named(sub, "variadic") || dag_named(sub, "replaceWithValue");
}

static bool op_args(cstate *cs, const xfdrr_val *tree, xfdrr_bnode *n, int depth) {
  xfdrr_op *op = n->op;
  for (uint32_t i = 0; i < op->nargs; i++) {
    const xfdrr_odsarg *oa = &op->args[i];
    xfdrr_barg *a = &n->args[i];
    xfdrr_val *sub = nested(tree, i);
    if (sub) {
      if (oa->kind != XFDRR_ARG_OPERAND && !is_native(sub))
        return fail(cs, "only NativeCodeCall allowed in nested dag node for creating attribute");
      if (oa->kind == XFDRR_ARG_OPERAND && oa->vlen == XFDRR_VL_VARIADIC && !provides_range(sub))
        return fail(cs, "op expects variadic operand `%s`, while provided is non-variadic",
                    oa->name ? oa->name->str : "");
      a->kind = XFDRR_BA_NODE;
      if (!(a->node = build_result(cs, sub, (int)i, depth + 1)))
        return false;
      continue;
    }
    const xfdrr_val *leaf = tree->u.dag.args[i];
    if (oa->kind == XFDRR_ARG_OPERAND && leaf->kind == XFDRR_V_DEF &&
        xfdrr_rec_isa_name(leaf->u.rec, "ConstantAttr"))
      return fail(cs, "attribute found where value was expected, if attempting to use constant "
                      "value, construct a constant op with given attribute instead");
    if (!leaf_arg(cs, tree, i, a))
      return false;
  }
  return true;
}

static bool return_types(cstate *cs, const xfdrr_val *rt, xfdrr_bnode *n, int depth) {
  n->ntypes = rt->n;
  if (rt->n && !(n->types = alloc(cs, rt->n * sizeof *n->types)))
    return false;
  for (uint32_t i = 0; i < rt->n; i++) {
    xfdrr_rtype *t = &n->types[i];
    xfdrr_val *sub = nested(rt, i);
    if (sub) {
      if (!is_native(sub))
        return fail(cs, "nested DAG in `returnType` must be a native code call");
      t->kind = 2;
      if (!(t->node = build_result(cs, sub, (int)i, depth)))
        return false;
    } else if (rt->u.dag.args[i]->kind == XFDRR_V_STR) {
      t->kind = 1;
      if (!(t->expr = xfdrr_snippet(cs->td, rt->u.dag.args[i]->u.s, cs->rec->loc,
                                    "the returnType")))
        return false;
    } else if (!sym_use(cs, arg_name(rt, i), &t->slot, &t->index)) {
      return false;
    }
  }
  return true;
}

/* How the result types of an op node are obtained (spec §5.2 step 3). */
static bool choose_typing(cstate *cs, xfdrr_bnode *n, const tail *t, int result_index,
                          int depth, bool partial) {
  xfdrr_op *op = n->op;
  if (!t->ret && (op->info.traits & XF_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE)) {
    n->typing = XFDRR_TY_SAME_AS_OPERAND;
    return true;
  }
  if (!t->ret && (op->flags & XFDRR_OPF_FIRST_ATTR_TYPE)) {
    n->typing = XFDRR_TY_FIRST_ATTR;
    return true;
  }
  if (!t->ret && (partial || depth > 0 || result_index < 0)) {
    n->typing = XFDRR_TY_INFER;
    if (op->nresults && !(op->flags & XFDRR_OPF_INFERS_TYPES))
      return fail(cs, "op '%s' cannot be built without result types here: it has no result type "
                      "inference (all results buildable, SameOperandsAndResultType, AllTypesMatch "
                      "or TypesMatchWith, with mlir/Interfaces/InferTypeOpInterface.td included); "
                      "use a returnType directive", op->name->str);
    return true;
  }
  if (depth == 0 && result_index >= 0 && t->ret)
    return fail(cs, "Cannot specify explicit return types in an op whose return values replace "
                    "the source pattern's root op");
  n->typing = t->ret ? XFDRR_TY_EXPLICIT : XFDRR_TY_COPY_ROOT;
  n->offset = result_index;
  return true;
}

static void note_op(cstate *cs, xfdrr_op *op) {
  for (size_t i = 0; i < cs->ops.len; i++)
    if (XFS_VEC_AT(&cs->ops, xfdrr_op *, i) == op)
      return;
  XFS_VEC_PUSH(&cs->td->ctx->mem, &cs->ops, xfdrr_op *, op);
}

static xfdrr_bnode *build_op(cstate *cs, const xfdrr_val *tree, int result_index, int depth) {
  xfdrr_op *op = dag_op(cs, tree);
  tail t;
  if (!op || !trailing(cs, tree, &t))
    return NULL;
  xfdrr_bnode *n = bnode(cs, XFDRR_BN_OP, op->nargs);
  if (!n)
    return NULL;
  n->op = op;
  note_op(cs, op);
  if (t.loc && !location_directive(cs, t.loc, n))
    return NULL;
  if (tree->n - t.n != op->nargs)
    return fail(cs, "resultant op '%s' argument number mismatch: %u in pattern vs. %u in "
                    "definition", op->name->str, tree->n - t.n, op->nargs), NULL;
  if (!op_args(cs, tree, n, depth))
    return NULL;
  const char *sym = tree_name(tree);
  bool partial = false;
  if (*sym) {
    int idx;
    xf_ident *id = pack_name(cs, sym, &idx);
    n->slot = id ? sym_find(cs, id) : -1;
    n->index = idx;
    partial = idx >= 0;
  } else {
    n->slot = auto_sym(cs, XFDRR_SYM_RESULT, op, 0);
  }
  if (n->slot < 0 || !choose_typing(cs, n, &t, result_index, depth, partial))
    return NULL;
  if (t.ret && !return_types(cs, t.ret, n, depth + 1))
    return NULL;
  return n;
}

static xfdrr_bnode *build_native(cstate *cs, const xfdrr_val *tree, int depth) {
  tail t;
  if (!trailing(cs, tree, &t))
    return NULL;
  if (t.ret)
    return fail(cs, "`NativeCodeCall` cannot have return type specifier"), NULL;
  uint32_t nargs = tree->n - t.n;
  xfdrr_bnode *n = bnode(cs, XFDRR_BN_NATIVE, nargs);
  if (!n || (t.loc && !location_directive(cs, t.loc, n)))
    return NULL;
  for (uint32_t i = 0; i < nargs; i++) {
    xfdrr_val *sub = nested(tree, i);
    if (sub) {
      n->args[i].kind = XFDRR_BA_NODE;
      if (!(n->args[i].node = build_result(cs, sub, (int)i, depth + 1)))
        return NULL;
    } else if (!leaf_arg(cs, tree, i, &n->args[i])) {
      return NULL;
    }
  }
  n->native_text = native_text(tree);
  n->nreturns = (uint32_t)native_returns(tree);
  if (!(n->native = xfdrr_snippet(cs->td, n->native_text, cs->rec->loc, "the NativeCodeCall")))
    return NULL;
  if (n->native->max_arg > nargs)
    return fail(cs, "NativeCodeCall '%s' uses $%u but has %u arguments", n->native_text,
                n->native->max_arg - 1, nargs), NULL;
  if (n->nreturns) {
    const char *sym = tree_name(tree);
    if (*sym) {
      int32_t idx = -1;
      if (!sym_use(cs, sym, &n->slot, &idx))
        return NULL;
      n->index = idx;
    } else {
      n->slot = auto_sym(cs, n->nreturns > 1 ? XFDRR_SYM_VALUES : XFDRR_SYM_VALUE, NULL,
                         n->nreturns);
    }
    if (n->slot < 0)
      return NULL;
  }
  return n;
}

static xfdrr_bnode *build_variadic(cstate *cs, const xfdrr_val *tree, int depth) {
  xfdrr_bnode *n = bnode(cs, XFDRR_BN_VARIADIC, tree->n);
  if (!n)
    return NULL;
  for (uint32_t i = 0; i < tree->n; i++) {
    xfdrr_val *sub = nested(tree, i);
    if (sub) {
      n->args[i].kind = XFDRR_BA_NODE;
      if (!(n->args[i].node = build_result(cs, sub, (int)i, depth + 1)))
        return NULL;
    } else if (!leaf_arg(cs, tree, i, &n->args[i])) {
      return NULL;
    }
  }
  return n;
}

static xfdrr_bnode *build_result(cstate *cs, const xfdrr_val *tree, int result_index, int depth) {
  if (dag_named(tree, "location"))
    return fail(cs, "location directive can only be used with op creation"), NULL;
  if (is_native(tree))
    return build_native(cs, tree, depth);
  if (dag_named(tree, "replaceWithValue")) {
    if (tree->n != 1)
      return fail(cs, "replaceWithValue directive must take exactly one argument"), NULL;
    if (*tree_name(tree))
      return fail(cs, "cannot bind symbol to replaceWithValue"), NULL;
    xfdrr_bnode *n = bnode(cs, XFDRR_BN_VALUE, 0);
    if (!n || !sym_use(cs, arg_name(tree, 0), &n->value_slot, &n->value_index))
      return NULL;
    return n;
  }
  if (dag_named(tree, "variadic"))
    return build_variadic(cs, tree, depth);
  return build_op(cs, tree, result_index, depth);
}

/* getNodeValueCount of a top-level result DAG. */
static int value_count(cstate *cs, const xfdrr_val *tree) {
  if (is_operation(tree)) {
    const char *sym = tree_name(tree);
    xfdrr_op *op = xfdrr_op_get(cs->td, dag_rec(tree), cs->rec->loc);
    if (*sym) {
      int idx;
      xf_ident *id = pack_name(cs, sym, &idx);
      if (idx >= 0)
        return 1;
      int32_t s = id ? sym_find(cs, id) : -1;
      if (s >= 0 && sym_at(cs, s)->kind == XFDRR_SYM_RESULT)
        return (int)sym_at(cs, s)->op->nresults;
      if (s >= 0)
        return sym_at(cs, s)->kind == XFDRR_SYM_VALUES ? (int)sym_at(cs, s)->count : 1;
    }
    return op ? (int)op->nresults : 0;
  }
  if (is_native(tree))
    return native_returns(tree);
  return 1;
}

static bool result_programs(cstate *cs) {
  xfdrr_pattern *p = cs->p;
  xfdrr_val *res = xfdrr_rec_list(cs->rec, "resultPatterns");
  xfdrr_val *sup = xfdrr_rec_list(cs->rec, "supplementalPatterns");
  uint32_t nres = res ? res->n : 0, nsup = sup ? sup->n : 0;
  for (uint32_t i = 0; i < nres; i++) {
    if (res->u.elems[i]->kind != XFDRR_V_DAG)
      return fail(cs, "result patterns must be DAGs");
    if (!collect(cs, res->u.elems[i], false))
      return false;
  }
  int nexp = (int)p->root_op->nresults;
  int *off = alloc(cs, (nres + 1) * sizeof *off);
  if (!off && nres + 1)
    return false;
  off[nres] = nexp;
  int repl = nexp == 0 ? (int)nres : -1;
  for (int i = (int)nres - 1; i >= 0; i--) {
    off[i] = off[i + 1] - value_count(cs, res->u.elems[i]);
    if (off[i] == 0) {
      if (repl == -1)
        repl = i;
    } else if (off[i] < 0 && off[i + 1] > 0) {
      return fail(cs, "cannot use the same multi-result op '%s' to generate both auxiliary "
                      "values and values to be used for replacing the matched op",
                  tree_name(res->u.elems[i]));
    }
  }
  if (off[0] > 0)
    return fail(cs, "not enough values generated to replace the matched op");
  p->nresults = nres;
  p->repl_start = repl < 0 ? 0 : (uint32_t)repl;
  if (nres && !(p->results = alloc(cs, nres * sizeof *p->results)))
    return false;
  for (uint32_t i = 0; i < nres; i++)
    if (!(p->results[i] = build_result(cs, res->u.elems[i], off[i], 0)))
      return false;
  p->nsupp = nsup;
  if (nsup && !(p->supp = alloc(cs, nsup * sizeof *p->supp)))
    return false;
  for (uint32_t i = 0; i < nsup; i++) {
    if (sup->u.elems[i]->kind != XFDRR_V_DAG)
      return fail(cs, "supplemental patterns must be DAGs");
    if (!(p->supp[i] = build_result(cs, sup->u.elems[i], (int)i - (int)nsup, 0)))
      return false;
  }
  return true;
}

/* -------------------------------------------------------------- patterns */

static bool benefit(cstate *cs, const xfdrr_val *src) {
  xfdrr_val *d = xfdrr_rec_dag(cs->rec, "benefitDelta");
  if (!d || d->n != 1 || d->u.dag.args[0]->kind != XFDRR_V_INT)
    return fail(cs, "The 'addBenefit' takes and only takes one integer value");
  cs->p->num_ops = (uint32_t)count_ops(src);
  cs->p->benefit = (int)cs->p->num_ops + (int)d->u.dag.args[0]->u.i;
  return true;
}

static int cmp_strs(const void *a, const void *b) {
  return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool finish(cstate *cs) {
  xfdrr_pattern *p = cs->p;
  p->nslots = (uint32_t)cs->syms.len;
  p->syms = cs->syms.len ? xfs_arena_dup(cs->td->arena, cs->syms.data,
                                         cs->syms.len * sizeof(xfdrr_sym)) : NULL;
  p->generated = alloc(cs, (cs->ops.len + 1) * sizeof *p->generated);
  if ((cs->syms.len && !p->syms) || !p->generated)
    return fail(cs, "out of memory");
  for (size_t i = 0; i < cs->ops.len; i++)
    p->generated[i] = XFS_VEC_AT(&cs->ops, xfdrr_op *, i)->name->str;
  qsort(p->generated, cs->ops.len, sizeof *p->generated, cmp_strs);
  return true;
}

xfdrr_pattern *xfdrr_compile_pattern(xfdrr_td *td, xfdrr_rec *rec, int anon_index) {
  cstate cs;
  memset(&cs, 0, sizeof cs);
  cs.td = td;
  cs.rec = rec;
  xfdrr_pattern *p = cs.p = alloc(&cs, sizeof *p);
  xfdrr_val *src = xfdrr_rec_dag(rec, "sourcePattern");
  bool ok = p != NULL;
  if (ok) {
    p->rec = rec;
    if (rec->anonymous) {
      char buf[40];
      snprintf(buf, sizeof buf, "GeneratedConvert%d", anon_index);
      p->name = xfs_arena_dup(td->arena, buf, strlen(buf) + 1);
    } else {
      p->name = rec->name->str;
    }
    ok = p->name && (src || fail(&cs, "pattern has no source DAG"));
  }
  ok = ok && (p->root_op = dag_op(&cs, src)) != NULL && benefit(&cs, src) &&
       collect(&cs, src, true);
  binder b = {0};
  ok = ok && (p->root = match_tree(&cs, &b, src, 0)) != NULL && equality_checks(&cs) &&
       applied_constraints(&cs) && result_programs(&cs) && finish(&cs);
  xfs_vec_free(&td->ctx->mem, &cs.syms, sizeof(xfdrr_sym));
  xfs_vec_free(&td->ctx->mem, &cs.ops, sizeof(xfdrr_op *));
  return ok ? p : NULL;
}
