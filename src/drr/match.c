/* match.c — running a compiled source DAG against a payload op, in
 * mlir-tblgen 22's order: the root's arguments in ODS order (nested ops
 * matched depth-first as they are met, `either` in both orders, `variadic`
 * element-wise), then the equality checks of repeated operand names, then
 * the additional constraints.  No IR is changed.  Every failure goes
 * through xfdrr_fail with the notifyMatchFailure text of the generated C++
 * (formatted only when a listener wants it).
 */
#include <stdio.h>

#include "apply.h"

bool xfdrr_fail(xfdrr_mctx *mc, xf_op *op, const char *fmt, ...) {
  if (!mc->rw->failure)
    return false;
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  mc->rw->failure(mc->rw, op, buf);
  return false;
}

xf_value **xfdrr_copy_values(xfdrr_mctx *mc, xf_value *const *v, uint32_t n) {
  xf_value **out = xfs_arena_alloc(mc->rw->scratch, (n ? n : 1) * sizeof *out);
  if (!out) {
    mc->oom = true;
    return NULL;
  }
  if (n)
    memcpy(out, v, n * sizeof *out);
  return out;
}

static bool push_op(xfdrr_mctx *mc, xf_op *op) {
  if (mc->nops == mc->capops) {
    uint32_t cap = mc->capops ? mc->capops * 2 : 8;
    xf_op **n = xfs_arena_alloc(mc->rw->scratch, cap * sizeof *n);
    if (!n)
      return mc->oom = true, false;
    if (mc->nops)
      memcpy(n, mc->ops, mc->nops * sizeof *n);
    mc->ops = n;
    mc->capops = cap;
  }
  mc->ops[mc->nops++] = op;
  return true;
}

/* The values of ODS operand group `g` of `op` into scratch. */
static bool operand_values(xfdrr_mctx *mc, const xfdrr_op *m, xf_op *op, uint32_t g,
                           xf_value ***vals, uint32_t *n) {
  uint32_t s, l;
  xfdrr_operand_group(m, op, g, &s, &l);
  xf_value **v = xfs_arena_alloc(mc->rw->scratch, (l ? l : 1) * sizeof *v);
  if (!v)
    return mc->oom = true, false;
  for (uint32_t i = 0; i < l; i++)
    v[i] = op->operands[s + i].value;
  *vals = v;
  *n = l;
  return true;
}

static void bind_values(xfdrr_mctx *mc, int32_t slot, xf_value **v, uint32_t n) {
  if (slot < 0)
    return;
  xfdrr_bind *b = &mc->b[slot];
  b->set = true;
  b->vals = v;
  b->n = n;
}

/* ------------------------------------------------------------- leaves */

static bool check_type(xfdrr_mctx *mc, xf_op *op, const xfdrr_constraint *c, xf_value *v,
                       const char *what) {
  if (!c)
    return true;
  xfdrr_cval self = xfdrr_cv_type(v ? v->type : NULL);
  if (v && xfdrr_constraint_holds(mc->rw->ctx, mc->rw->scratch, c, &self, NULL, 0))
    return true;
  return xfdrr_fail(mc, op, "%s failed to satisfy constraint: '%s': %s", what, c->summary,
                    c->summary);
}

static bool match_operand(xfdrr_mctx *mc, const xfdrr_op *m, xf_op *op, const xfdrr_marg *a,
                          xf_value **v, uint32_t n) {
  if (a->check) {
    char what[160];
    snprintf(what, sizeof what, "operand %u of op '%s'", m->args[a->ods].group, m->name->str);
    if (!check_type(mc, op, a->check, n ? v[0] : NULL, what))
      return false;
  }
  bind_values(mc, a->slot, v, n);
  return true;
}

/* The property value as its C++ type for a PropConstraint ($_self). */
static xfdrr_cval prop_value(const xfdrr_constraint *c, xf_attr *a) {
  xfdrr_cval v;
  memset(&v, 0, sizeof v);
  switch ((xfdrr_prop_kind)c->prop_kind) {
  case XFDRR_PROP_INT:
    if (a && (a->kind == XF_ATTR_INTEGER || a->kind == XF_ATTR_BOOL)) {
      v.kind = XFDRR_CV_INT;
      v.u.i = xf_attr_int_value(a);
    }
    return v;
  case XFDRR_PROP_BOOL:
  case XFDRR_PROP_UNIT:
    v.kind = XFDRR_CV_BOOL;
    v.u.b = c->prop_kind == XFDRR_PROP_UNIT ? a != NULL : a && a->kind == XF_ATTR_BOOL && a->flag;
    return v;
  case XFDRR_PROP_STRING:
    if (a && a->kind == XF_ATTR_STRING) {
      v.kind = XFDRR_CV_STR;
      v.u.str.s = xf_attr_string_value(a, &v.u.str.n);
    }
    return v;
  default:
    return xfdrr_cv_attr(a);
  }
}

static bool match_attr(xfdrr_mctx *mc, const xfdrr_op *m, xf_op *op, const xfdrr_marg *a) {
  const xfdrr_odsarg *oa = &m->args[a->ods];
  const xfdrr_constraint *decl = oa->decl;
  /* properties first; the attribute dictionary too for ops parsed before
   * the rule file registered them (transform.apply_patterns.drr) */
  xf_attr *attr = xf_op_get_attr_id(op, oa->name);
  if (a->kind == XFDRR_MA_PROP) {
    if (a->check) {
      xfdrr_cval self = prop_value(a->check, attr);
      if (!xfdrr_constraint_holds(mc->rw->ctx, mc->rw->scratch, a->check, &self, NULL, 0))
        return xfdrr_fail(mc, op, "op '%s' property '%s' failed to satisfy constraint: '%s': %s",
                          m->name->str, oa->name->str, a->check->summary, a->check->summary);
    }
  } else {
    if (!attr && decl->has_default)
      attr = decl->default_attr;
    else if (!attr && !decl->optional)
      return xfdrr_fail(mc, op, "expected op '%s' to have attribute '%s' of type '%s'",
                        m->name->str, oa->name->str, decl->storage);
    if (a->check) {
      if (decl->optional && !attr && strstr(a->check->pred_text, "$_self") &&
          !strstr(a->check->pred_text, "!$_self"))
        return false;
      xfdrr_cval self = xfdrr_cv_attr(attr);
      self.view = decl->storage_cls;
      if (!xfdrr_constraint_holds(mc->rw->ctx, mc->rw->scratch, a->check, &self, NULL, 0))
        return xfdrr_fail(mc, op, "op '%s' attribute '%s' failed to satisfy constraint: '%s': %s",
                          m->name->str, oa->name->str, a->check->summary, a->check->summary);
    }
  }
  if (a->slot >= 0) {
    mc->b[a->slot].set = true;
    mc->b[a->slot].attr = attr;
  }
  return true;
}

/* ------------------------------------------------------ native matchers */

/* ConstantLikeMatcher: m_Constant on a ConstantLike producer binds its
 * `value` attribute. */
static bool constant_matcher(xfdrr_mctx *mc, const xfdrr_mnode *n, xf_op *def) {
  xf_attr *v = xfi_constant_value(def);
  if (!v)
    return xfdrr_fail(mc, def, "%s return ::mlir::failure", n->native_text);
  if (n->nnative_args && n->native_slots[0] >= 0) {
    mc->b[n->native_slots[0]].set = true;
    mc->b[n->native_slots[0]].attr = v;
  }
  return true;
}

/* A registered native function as matcher: called with the defining op
 * and the `$N` placeholders as outputs (results[i] fills $i). */
static bool native_matcher(xfdrr_mctx *mc, const xfdrr_mnode *n, xf_op *def) {
  const xfdrr_cnode *call = n->native->root;
  if (call->kind != XFDRR_CN_NATIVE || !call->native->fn)
    return xfdrr_fail(mc, def, "%s return ::mlir::failure", n->native_text);
  xf_drr_value args[16], res[16];
  uint32_t na = call->n < 16 ? call->n : 16, nres = n->nnative_args < 16 ? n->nnative_args : 16;
  memset(args, 0, sizeof args);
  memset(res, 0, sizeof res);
  for (uint32_t i = 0; i < na; i++) {
    const xfdrr_cnode *k = call->kids[i];
    if (k->kind == XFDRR_CN_SELF) {
      args[i].kind = XF_DRR_OP;
      args[i].u.op = def;
    } else if (k->kind == XFDRR_CN_BUILDER) {
      args[i].kind = XF_DRR_BUILDER;
      args[i].u.builder = mc->rw->builder;
    }
  }
  if (call->native->fn(mc->rw->ctx, args, na, res, nres, call->native->user) != XF_OK)
    return xfdrr_fail(mc, def, "%s return ::mlir::failure", n->native_text);
  for (uint32_t i = 0; i < nres; i++) {
    xfdrr_cval cv;
    xfdrr_cval_from_public(&res[i], &cv);
    if (n->native_checks[i]) {
      xfdrr_cval self = cv;
      if (!n->native_is_attr[i] && cv.kind == XFDRR_CV_VALUE)
        self = xfdrr_cv_type(cv.u.v->type);
      if (!xfdrr_constraint_holds(mc->rw->ctx, mc->rw->scratch, n->native_checks[i], &self,
                                  NULL, 0))
        return xfdrr_fail(mc, def, "operand %u of native code call '%s' failed to satisfy "
                          "constraint: '%s': %s", i, n->native_text, n->native_checks[i]->summary,
                          n->native_checks[i]->summary);
    }
    int32_t slot = n->native_slots[i];
    if (slot < 0)
      continue;
    xfdrr_bind *b = &mc->b[slot];
    b->set = true;
    b->cv = cv;
    b->attr = cv.kind == XFDRR_CV_ATTR ? cv.u.a : NULL;
    if (cv.kind == XFDRR_CV_VALUE) {
      b->vals = xfdrr_copy_values(mc, &cv.u.v, 1);
      b->n = 1;
    }
  }
  return true;
}

/* ---------------------------------------------------------------- nodes */

static bool match_node(xfdrr_mctx *mc, const xfdrr_mnode *n, xf_op *op);

/* The producer of the first value of `v` (NULL for block arguments). */
static xf_op *producer(xf_value **v, uint32_t n) { return n && v[0] ? v[0]->op : NULL; }

static bool match_sub(xfdrr_mctx *mc, const xfdrr_mnode *sub, xf_op *def) {
  if (!sub->op)
    return sub->constant_matcher ? constant_matcher(mc, sub, def) : native_matcher(mc, sub, def);
  return match_node(mc, sub, def);
}

/* A nested op / native matcher on operand values `v` (the first is used). */
static bool match_nested(xfdrr_mctx *mc, const xfdrr_mnode *parent, xf_op *op,
                         const xfdrr_marg *a, xf_value **v, uint32_t n) {
  xf_op *def = producer(v, n);
  if (!def)
    return xfdrr_fail(mc, op, "There's no operation that defines operand %u of castedOp%u",
                      parent->op->args[a->ods].group, parent->depth);
  if (!match_sub(mc, a->sub, def))
    return false;
  return push_op(mc, def);
}

/* One `either` attempt: item 0 on (v0, n0), item 1 on (v1, n1). */
static bool either_try(xfdrr_mctx *mc, const xfdrr_mnode *parent, xf_op *op, const xfdrr_marg *a,
                       xf_value **v[2], uint32_t n[2]) {
  xf_op *defs[2] = {NULL, NULL};
  for (int i = 0; i < 2; i++) {
    const xfdrr_marg *it = &a->items[i];
    if (it->kind == XFDRR_MA_OPERAND) {
      if (!match_operand(mc, parent->op, op, it, v[i], n[i]))
        return false;
      continue;
    }
    if (!(defs[i] = producer(v[i], n[i])))
      return xfdrr_fail(mc, op, "There's no operation that defines operand %u of castedOp%u",
                        parent->op->args[a->ods].group + (uint32_t)i, parent->depth);
    if (!match_sub(mc, it->sub, defs[i]))
      return false;
  }
  for (int i = 0; i < 2; i++)
    if (defs[i] && !push_op(mc, defs[i]))
      return false;
  return true;
}

static bool match_either(xfdrr_mctx *mc, const xfdrr_mnode *parent, xf_op *op,
                         const xfdrr_marg *a) {
  const xfdrr_op *m = parent->op;
  uint32_t g0 = m->args[a->ods].group, g1 = m->args[a->ods + 1].group;
  xf_value **v[2], **w[2];
  uint32_t n[2], k[2];
  if (!operand_values(mc, m, op, g0, &v[0], &n[0]) || !operand_values(mc, m, op, g1, &v[1], &n[1]))
    return false;
  uint32_t saved = mc->nops;
  if (either_try(mc, parent, op, a, v, n))
    return true;
  mc->nops = saved;
  w[0] = v[1], w[1] = v[0], k[0] = n[1], k[1] = n[0];
  if (either_try(mc, parent, op, a, w, k))
    return true;
  mc->nops = saved;
  return false;
}

static bool match_variadic(xfdrr_mctx *mc, const xfdrr_mnode *parent, xf_op *op,
                           const xfdrr_marg *a, xf_value **v, uint32_t n) {
  if (n != a->nitems)
    return false;
  bind_values(mc, a->group_slot, v, n);
  for (uint32_t i = 0; i < n; i++) {
    const xfdrr_marg *it = &a->items[i];
    if (it->kind == XFDRR_MA_OPERAND) {
      if (!match_operand(mc, parent->op, op, it, &v[i], 1))
        return false;
      continue;
    }
    xf_op *def = v[i] ? v[i]->op : NULL;
    if (!def)
      return xfdrr_fail(mc, op, "There's no operation that defines variadic operand %u "
                        "(variadic sub-opearnd #%u) of castedOp%u",
                        parent->op->args[a->ods].group, i, parent->depth);
    if (!match_sub(mc, it->sub, def) || !push_op(mc, def))
      return false;
  }
  return true;
}

static bool match_arg(xfdrr_mctx *mc, const xfdrr_mnode *n, xf_op *op, const xfdrr_marg *a) {
  const xfdrr_op *m = n->op;
  xf_value **v;
  uint32_t cnt;
  switch ((xfdrr_mak)a->kind) {
  case XFDRR_MA_ATTR:
  case XFDRR_MA_PROP:
    return match_attr(mc, m, op, a);
  case XFDRR_MA_EITHER:
    return match_either(mc, n, op, a);
  default:
    break;
  }
  if (!operand_values(mc, m, op, m->args[a->ods].group, &v, &cnt))
    return false;
  if (a->kind == XFDRR_MA_OPERAND)
    return match_operand(mc, m, op, a, v, cnt);
  if (a->kind == XFDRR_MA_VARIADIC)
    return match_variadic(mc, n, op, a, v, cnt);
  return match_nested(mc, n, op, a, v, cnt);
}

static bool match_node(xfdrr_mctx *mc, const xfdrr_mnode *n, xf_op *op) {
  if (n->depth > 0 && op->name != n->op->name)
    return xfdrr_fail(mc, op, "castedOp%u is not %s type", n->depth, n->op->cpp_name);
  if (n->slot >= 0) {
    mc->b[n->slot].set = true;
    mc->b[n->slot].op = op;
  }
  for (uint32_t i = 0; i < n->nargs; i++)
    if (!match_arg(mc, n, op, &n->args[i]))
      return false;
  return true;
}

/* ---------------------------------------------------------- symbol values */

static bool result_group_values(xfdrr_mctx *mc, const xfdrr_op *m, xf_op *op, int32_t g,
                                xf_value ***vals, uint32_t *n) {
  uint32_t s = 0, l = op->nres;
  if (g >= 0)
    xfdrr_result_group(m, op, (uint32_t)g, &s, &l);
  xf_value **v = xfs_arena_alloc(mc->rw->scratch, (l ? l : 1) * sizeof *v);
  if (!v)
    return mc->oom = true, false;
  for (uint32_t i = 0; i < l; i++)
    v[i] = &xfi_op_results(op)[s + i];
  *vals = v;
  *n = l;
  return true;
}

bool xfdrr_sym_values(xfdrr_mctx *mc, int32_t slot, int32_t index, xf_value ***vals, uint32_t *n) {
  const xfdrr_sym *s = &mc->p->syms[slot];
  const xfdrr_bind *b = &mc->b[slot];
  if (!b->set)
    return false;
  switch ((xfdrr_symk)s->kind) {
  case XFDRR_SYM_RESULT:
    return b->op && result_group_values(mc, s->op, b->op, index, vals, n);
  case XFDRR_SYM_OPERAND:
  case XFDRR_SYM_VALUE:
  case XFDRR_SYM_VALUES:
    if (!b->vals)
      return false;
    if (index >= 0) {
      if ((uint32_t)index >= b->n)
        return false;
      *vals = b->vals + index;
      *n = 1;
      return true;
    }
    *vals = b->vals;
    *n = b->n;
    return true;
  default:
    return false;
  }
}

bool xfdrr_sym_cval(xfdrr_mctx *mc, int32_t slot, int32_t index, xfdrr_cval *out) {
  const xfdrr_sym *s = &mc->p->syms[slot];
  const xfdrr_bind *b = &mc->b[slot];
  memset(out, 0, sizeof *out);
  if (!b->set)
    return false;
  xf_value **v;
  uint32_t n;
  switch ((xfdrr_symk)s->kind) {
  case XFDRR_SYM_ATTR:
    *out = xfdrr_cv_attr(b->attr);
    return true;
  case XFDRR_SYM_OPERAND:
    if (s->vlen == XFDRR_VL_VARIADIC && !s->sub) {
      out->kind = XFDRR_CV_RANGE;
      out->u.range.v = b->vals;
      out->u.range.n = b->n;
      return true;
    }
    *out = xfdrr_cv_value(b->n ? b->vals[0] : NULL);
    return true;
  case XFDRR_SYM_RESULT: {
    const xfdrr_op *m = s->op;
    if (!b->op)
      return false;
    if (index < 0 && m->nresults == 0) {
      out->kind = XFDRR_CV_OP;
      out->u.op = b->op;
      return true;
    }
    int32_t g = index >= 0 ? index : m->nresults == 1 ? 0 : -1;
    bool single = g >= 0 && (uint32_t)g < m->nresults && m->results[g].vlen == XFDRR_VL_SINGLE;
    if (!result_group_values(mc, m, b->op, g, &v, &n))
      return false;
    if (single) {
      *out = xfdrr_cv_value(n ? v[0] : NULL);
    } else {
      out->kind = XFDRR_CV_RANGE;
      out->u.range.v = v;
      out->u.range.n = n;
    }
    return true;
  }
  default:
    if (b->vals && (s->kind == XFDRR_SYM_VALUE || index >= 0)) {
      uint32_t k = index >= 0 ? (uint32_t)index : 0;
      if (k >= b->n)
        return false;
      *out = xfdrr_cv_value(b->vals[k]);
      return true;
    }
    if (b->vals) {
      out->kind = XFDRR_CV_RANGE;
      out->u.range.v = b->vals;
      out->u.range.n = b->n;
      return true;
    }
    *out = b->cv;
    return true;
  }
}

/* -------------------------------------------------------- checks after */

static bool equalities(xfdrr_mctx *mc) {
  const xfdrr_pattern *p = mc->p;
  for (uint32_t i = 0; i < p->neq; i++) {
    const xfdrr_bind *a = &mc->b[p->eq[i][0]], *b = &mc->b[p->eq[i][1]];
    xf_value *x = a->n ? a->vals[0] : NULL, *y = b->n ? b->vals[0] : NULL;
    if (x != y)
      return xfdrr_fail(mc, mc->root, "Operands '%s' and '%s' must be equal",
                        p->eq_names[2 * i], p->eq_names[2 * i + 1]);
  }
  return true;
}

static bool applied(xfdrr_mctx *mc, const xfdrr_applied *ac) {
  xfdrr_cval args[4], self, *selfp = NULL;
  uint32_t n = ac->n < 4 ? ac->n : 4;
  for (uint32_t j = 0; j < n; j++)
    if (!xfdrr_sym_cval(mc, ac->slots[j], ac->index[j], &args[j]))
      return false;
  if (ac->c->kind == XFDRR_C_TYPE) {
    xfdrr_cval t = args[0];
    if (t.kind == XFDRR_CV_RANGE)
      t = xfdrr_cv_value(t.u.range.n ? t.u.range.v[0] : NULL);
    self = xfdrr_cv_type(t.kind == XFDRR_CV_VALUE ? t.u.v->type : NULL);
    if (!xfdrr_constraint_holds(mc->rw->ctx, mc->rw->scratch, ac->c, &self, NULL, 0))
      return xfdrr_fail(mc, mc->root, "value entity '%s' failed to satisfy constraint: '%s'",
                        ac->names, ac->c->summary);
    return true;
  }
  if (ac->self >= 0) {
    if (!xfdrr_sym_cval(mc, ac->self, ac->self_index, &self))
      return false;
    selfp = &self;
  }
  if (!xfdrr_constraint_holds(mc->rw->ctx, mc->rw->scratch, ac->c, selfp, args, n))
    return xfdrr_fail(mc, mc->root, "entities '%s' failed to satisfy constraint: '%s'",
                      ac->names, ac->c->summary);
  return true;
}

bool xfdrr_match(xfdrr_mctx *mc) {
  const xfdrr_pattern *p = mc->p;
  if (!push_op(mc, mc->root) || !match_node(mc, p->root, mc->root) || !equalities(mc))
    return false;
  for (uint32_t i = 0; i < p->nconstraints; i++)
    if (!applied(mc, &p->constraints[i]))
      return false;
  return !mc->oom;
}
