/* build.c — running the result DAGs of a matched pattern: auxiliary DAGs,
 * then the DAGs whose values replace the root (all values of every result
 * group, in order), then supplemental DAGs, then replaceOp / eraseOp.
 *
 * Ops are created through the rewriter at its insertion point (before the
 * root), children before parents and arguments left to right, exactly in
 * the generated C++'s order.  Result types come from the typing chosen at
 * load time (spec §5.2): the first operand's type, the first attribute's
 * type, the op's inference rules, explicit `returnType`s, or the root's
 * ODS result groups.  Attribute values of the wrong kind for the property
 * are dropped, as `dyn_cast_if_present` does in LLVM 22.
 */
#include "apply.h"

typedef struct vlist {
  xf_value **v;          /* scratch */
  uint32_t n, cap;
} vlist;

static bool vpush(xfdrr_mctx *mc, vlist *l, xf_value *const *v, uint32_t n) {
  if (l->n + n > l->cap) {
    uint32_t cap = l->cap ? l->cap * 2 : 8;
    while (cap < l->n + n)
      cap *= 2;
    xf_value **nv = xfs_arena_alloc(mc->rw->scratch, cap * sizeof *nv);
    if (!nv)
      return mc->oom = true, false;
    if (l->n)
      memcpy(nv, l->v, l->n * sizeof *nv);
    l->v = nv;
    l->cap = cap;
  }
  if (n)
    memcpy(l->v + l->n, v, n * sizeof *v);
  l->n += n;
  return true;
}

static bool run_node(xfdrr_mctx *mc, const xfdrr_bnode *n);

/* Appends the values a cval stands for (value, range, op results). */
static bool cval_values(xfdrr_mctx *mc, const xfdrr_cval *cv, vlist *out) {
  switch (cv->kind) {
  case XFDRR_CV_VALUE: return vpush(mc, out, &cv->u.v, 1);
  case XFDRR_CV_RANGE: return vpush(mc, out, cv->u.range.v, (uint32_t)cv->u.range.n);
  case XFDRR_CV_OP:
    for (uint32_t i = 0; i < cv->u.op->nres; i++) {
      xf_value *r = &xfi_op_results(cv->u.op)[i];
      if (!vpush(mc, out, &r, 1))
        return false;
    }
    return true;
  case XFDRR_CV_LIST:
    for (size_t i = 0; i < cv->u.list.n; i++)
      if (!cval_values(mc, &cv->u.list.e[i], out))
        return false;
    return true;
  default: return false;
  }
}

/* All values produced by an already-run node (getAllRangeUse). */
static bool node_values(xfdrr_mctx *mc, const xfdrr_bnode *n, vlist *out) {
  xf_value **v;
  uint32_t k;
  switch ((xfdrr_bnk)n->kind) {
  case XFDRR_BN_OP:
  case XFDRR_BN_NATIVE:
    if (n->slot < 0)
      return true;
    if (n->kind == XFDRR_BN_NATIVE && !mc->b[n->slot].vals)
      return cval_values(mc, &mc->b[n->slot].cv, out);
    return xfdrr_sym_values(mc, n->slot, n->index, &v, &k) && vpush(mc, out, v, k);
  case XFDRR_BN_VALUE:
    return xfdrr_sym_values(mc, n->value_slot, n->value_index, &v, &k) && vpush(mc, out, v, k);
  case XFDRR_BN_VARIADIC:
    for (uint32_t i = 0; i < n->nargs; i++) {
      const xfdrr_barg *a = &n->args[i];
      if (a->kind == XFDRR_BA_NODE) {
        if (!node_values(mc, a->node, out))
          return false;
        continue;
      }
      xfdrr_cval cv;
      if (a->kind != XFDRR_BA_SYM || !xfdrr_sym_cval(mc, a->slot, a->index, &cv))
        return false;
      if (cv.kind == XFDRR_CV_NONE)
        return false; /* (variadic $absentOptional): a null value */
      if (!cval_values(mc, &cv, out))
        return false;
    }
    return true;
  }
  return false;
}

/* The snippet value of a build argument (for natives and attributes). */
static bool arg_cval(xfdrr_mctx *mc, const xfdrr_barg *a, xfdrr_cval *out) {
  memset(out, 0, sizeof *out);
  switch ((xfdrr_bak)a->kind) {
  case XFDRR_BA_CONST: *out = xfdrr_cv_attr(a->attr); return true;
  case XFDRR_BA_UNSET: return true;
  case XFDRR_BA_SYM: return xfdrr_sym_cval(mc, a->slot, a->index, out);
  case XFDRR_BA_NATIVE_LEAF: {
    xfdrr_cval self;
    if (!xfdrr_sym_cval(mc, a->slot, a->index, &self))
      return false;
    xfdrr_ceval ev;
    memset(&ev, 0, sizeof ev);
    ev.ctx = mc->rw->ctx;
    ev.scratch = mc->rw->scratch;
    ev.self = &self;
    ev.loc = mc->ods_loc;
    ev.builder = mc->rw->builder;
    return xfdrr_cexpr_eval(&ev, a->native, out);
  }
  case XFDRR_BA_NODE: {
    const xfdrr_bnode *n = a->node;
    if (n->kind == XFDRR_BN_NATIVE && n->slot >= 0 && !mc->b[n->slot].vals &&
        n->index < 0) {
      *out = mc->b[n->slot].cv;
      return true;
    }
    vlist l = {0};
    if (!node_values(mc, n, &l))
      return false;
    if (l.n == 1) {
      *out = xfdrr_cv_value(l.v[0]);
    } else {
      out->kind = XFDRR_CV_RANGE;
      out->u.range.v = l.v;
      out->u.range.n = l.n;
    }
    return true;
  }
  }
  return false;
}

/* ---------------------------------------------------------------- natives */

/* Calls the native function `call` with `nres` results directly (numReturns
 * other than 1). */
static bool call_multi(xfdrr_mctx *mc, xfdrr_ceval *ev, const xfdrr_cnode *call, uint32_t nres,
                       xfdrr_cval *out) {
  xf_drr_value args[16], res[16];
  uint32_t na = call->n < 16 ? call->n : 16;
  memset(res, 0, sizeof res);
  for (uint32_t i = 0; i < na; i++) {
    xfdrr_cval cv;
    if (!xfdrr_cnode_eval(ev, call->kids[i], &cv))
      return false;
    xfdrr_cval_to_public(&cv, &args[i]);
    if (cv.kind == XFDRR_CV_BUILDER) {
      args[i].kind = XF_DRR_BUILDER;
      args[i].u.builder = mc->rw->builder;
    }
  }
  if (call->native->fn(mc->rw->ctx, args, na, res, nres, call->native->user) != XF_OK)
    return false;
  for (uint32_t i = 0; i < nres; i++)
    xfdrr_cval_from_public(&res[i], &out[i]);
  return true;
}

static xf_attr *node_loc(xfdrr_mctx *mc, const xfdrr_bnode *n);

static bool run_native(xfdrr_mctx *mc, const xfdrr_bnode *n) {
  xfdrr_cval args[16];
  uint32_t na = n->nargs < 16 ? n->nargs : 16;
  for (uint32_t i = 0; i < na; i++) {
    if (n->args[i].kind == XFDRR_BA_NODE && !run_node(mc, n->args[i].node))
      return false;
    if (!arg_cval(mc, &n->args[i], &args[i]))
      return false;
  }
  xfdrr_ceval ev;
  memset(&ev, 0, sizeof ev);
  ev.ctx = mc->rw->ctx;
  ev.scratch = mc->rw->scratch;
  ev.args = args;
  ev.nargs = na;
  ev.loc = node_loc(mc, n);
  ev.builder = mc->rw->builder;
  mc->rw->builder->loc = ev.loc;
  const xfdrr_cnode *root = n->native->root;
  xfdrr_cval res[16];
  uint32_t nres = n->nreturns < 16 ? n->nreturns : 16;
  bool direct = root->kind == XFDRR_CN_NATIVE && root->native->fn && n->nreturns != 1;
  if (direct ? !call_multi(mc, &ev, root, nres, res) : !xfdrr_cexpr_eval(&ev, n->native, &res[0]))
    return false;
  if (n->slot < 0)
    return true;
  xfdrr_bind *b = &mc->b[n->slot];
  b->set = true;
  b->cv = res[0];
  if (!direct && n->nreturns > 1) { /* an expression giving a list of values */
    vlist l = {0};
    if (!cval_values(mc, &res[0], &l) || l.n != n->nreturns)
      return false;
    b->vals = l.v;
    b->n = l.n;
    return true;
  }
  vlist l = {0};
  for (uint32_t i = 0; i < (direct ? nres : 1); i++)
    if (res[i].kind == XFDRR_CV_VALUE || res[i].kind == XFDRR_CV_RANGE || res[i].kind == XFDRR_CV_OP)
      if (!cval_values(mc, &res[i], &l))
        return false;
  if (l.n) {
    b->vals = l.v;
    b->n = l.n;
  }
  return true;
}

/* --------------------------------------------------------------- locations */

static xf_attr *sym_loc(xfdrr_mctx *mc, int32_t slot) {
  const xfdrr_bind *b = &mc->b[slot];
  if (mc->p->syms[slot].kind == XFDRR_SYM_RESULT && b->op)
    return xfi_op_loc(b->op);
  if (b->vals && b->n && b->vals[0]) {
    xf_value *v = b->vals[0];
    return v->op ? xfi_op_loc(v->op) : xfi_value_loc(v) ? xfi_value_loc(v) : xf_loc_unknown(mc->rw->ctx);
  }
  return xf_loc_unknown(mc->rw->ctx);
}

static xf_attr *node_loc(xfdrr_mctx *mc, const xfdrr_bnode *n) {
  switch ((xfdrr_locdir)n->loc_kind) {
  case XFDRR_LOC_NAME: return n->loc_name;
  case XFDRR_LOC_SYMS: {
    if (n->nloc == 1 && !n->loc_name)
      return sym_loc(mc, n->loc_slots[0]);
    xf_attr *locs[32];
    uint32_t k = n->nloc < 32 ? n->nloc : 32;
    for (uint32_t i = 0; i < k; i++)
      locs[i] = sym_loc(mc, n->loc_slots[i]);
    return xf_loc_fused(mc->rw->ctx, locs, k, n->loc_name);
  }
  default: return mc->ods_loc;
  }
}

/* ------------------------------------------------------------- op creation */

typedef struct opbuild {
  vlist operands;
  uint32_t group_len[64];    /* per ODS operand group */
  xf_named_attr props[64];
  uint32_t nprops;
  xf_type **types;
  uint32_t ntypes, captypes;
  uint32_t result_len[64];   /* per ODS result group (explicit/copied types) */
} opbuild;

static bool operand_arg(xfdrr_mctx *mc, const xfdrr_odsarg *oa, const xfdrr_barg *a,
                        opbuild *ob) {
  vlist l = {0};
  if (a->kind == XFDRR_BA_NODE) {
    if (!node_values(mc, a->node, &l))
      return false;
  } else {
    xfdrr_cval cv;
    if (!arg_cval(mc, a, &cv))
      return false;
    if (oa->vlen == XFDRR_VL_VARIADIC && a->kind == XFDRR_BA_SYM) {
      xf_value **v;
      uint32_t k;
      if (!xfdrr_sym_values(mc, a->slot, a->index, &v, &k) || !vpush(mc, &l, v, k))
        return false;
    } else if (cv.kind != XFDRR_CV_NONE && !cval_values(mc, &cv, &l)) {
      return false;
    } else if (cv.kind == XFDRR_CV_NONE && oa->vlen == XFDRR_VL_SINGLE) {
      return false;
    }
  }
  if (oa->vlen != XFDRR_VL_VARIADIC && l.n > 1)
    l.n = 1; /* a single operand takes the first value */
  for (uint32_t i = 0; i < l.n; i++)
    if (!l.v[i])
      return false;
  ob->group_len[oa->group < 64 ? oa->group : 63] = l.n;
  return vpush(mc, &ob->operands, l.v, l.n);
}

static bool attr_arg(xfdrr_mctx *mc, const xfdrr_odsarg *oa, const xfdrr_barg *a, opbuild *ob) {
  xfdrr_cval cv;
  if (!arg_cval(mc, a, &cv))
    return false;
  xf_attr *v = cv.kind == XFDRR_CV_ATTR ? cv.u.a : NULL;
  if (!v && oa->kind == XFDRR_ARG_PROP && cv.kind != XFDRR_CV_NONE) {
    xf_context *ctx = mc->rw->ctx;
    if (cv.kind == XFDRR_CV_INT)
      v = xf_attr_integer(ctx, xf_type_integer(ctx, oa->decl->prop_width, XF_SIGNLESS), cv.u.i);
    else if (cv.kind == XFDRR_CV_BOOL)
      v = oa->decl->prop_kind == XFDRR_PROP_UNIT ? (cv.u.b ? xf_attr_unit(ctx) : NULL)
                                                 : xf_attr_bool(ctx, cv.u.b);
    else if (cv.kind == XFDRR_CV_STR)
      v = xf_attr_string(ctx, cv.u.str.s, cv.u.str.n, NULL);
  }
  if (!v || ob->nprops >= 64)
    return true;
  if (oa->kind == XFDRR_ARG_ATTR && oa->decl->storage_cls) {
    xfdrr_cval t = xfdrr_cv_attr(v);
    if (!xfdrr_class_isa(&t, oa->decl->storage_cls))
      return true; /* dyn_cast_if_present drops it */
  }
  ob->props[ob->nprops].name = oa->name;
  ob->props[ob->nprops].value = v;
  ob->nprops++;
  return true;
}

static bool push_type(xfdrr_mctx *mc, opbuild *ob, xf_type *t) {
  if (!t)
    return false;
  if (ob->ntypes == ob->captypes) {
    uint32_t cap = ob->captypes ? ob->captypes * 2 : 8;
    xf_type **n = xfs_arena_alloc(mc->rw->scratch, cap * sizeof *n);
    if (!n)
      return mc->oom = true, false;
    if (ob->ntypes)
      memcpy(n, ob->types, ob->ntypes * sizeof *n);
    ob->types = n;
    ob->captypes = cap;
  }
  ob->types[ob->ntypes++] = t;
  return true;
}

/* The type of ODS operand group `g` as built (its first value). */
static xf_type *group_type(const xfdrr_op *op, const opbuild *ob, uint32_t g) {
  uint32_t s = 0;
  for (uint32_t i = 0; i < g && i < 64; i++)
    s += ob->group_len[i];
  (void)op;
  return g < 64 && ob->group_len[g] && s < ob->operands.n ? ob->operands.v[s]->type : NULL;
}

static bool infer_types(xfdrr_mctx *mc, const xfdrr_op *op, opbuild *ob) {
  for (uint32_t r = 0; r < op->nresults; r++) {
    const xfdrr_infer *inf = &op->infer[r];
    xfdrr_ceval ev;
    memset(&ev, 0, sizeof ev);
    ev.ctx = mc->rw->ctx;
    ev.scratch = mc->rw->scratch;
    xfdrr_cval out, self;
    xf_type *t = NULL;
    switch ((xfdrr_infer_kind)inf->kind) {
    case XFDRR_INF_BUILD:
      if (xfdrr_cexpr_eval(&ev, op->results[r].c->builder_call, &out) && out.kind == XFDRR_CV_TYPE)
        t = out.u.t;
      break;
    case XFDRR_INF_OPERAND: t = group_type(op, ob, inf->src); break;
    case XFDRR_INF_RESULT: t = inf->src < ob->ntypes ? ob->types[inf->src] : NULL; break;
    case XFDRR_INF_TRANSFORM:
      self = xfdrr_cv_type(inf->from_result ? (inf->src < ob->ntypes ? ob->types[inf->src] : NULL)
                                            : group_type(op, ob, inf->src));
      ev.self = &self;
      if (self.kind == XFDRR_CV_TYPE && xfdrr_cexpr_eval(&ev, inf->transform, &out) &&
          out.kind == XFDRR_CV_TYPE)
        t = out.u.t;
      break;
    default: break;
    }
    if (!push_type(mc, ob, t))
      return false;
    ob->result_len[r < 64 ? r : 63] = 1;
  }
  return true;
}

static bool explicit_types(xfdrr_mctx *mc, const xfdrr_bnode *n, opbuild *ob) {
  for (uint32_t i = 0; i < n->ntypes; i++) {
    const xfdrr_rtype *rt = &n->types[i];
    xfdrr_cval cv;
    memset(&cv, 0, sizeof cv);
    if (rt->kind == 0) {
      if (!xfdrr_sym_cval(mc, rt->slot, rt->index, &cv))
        return false;
      if (cv.kind == XFDRR_CV_RANGE)
        cv = xfdrr_cv_value(cv.u.range.n ? cv.u.range.v[0] : NULL);
      if (cv.kind == XFDRR_CV_VALUE)
        cv = xfdrr_cv_type(cv.u.v->type);
    } else if (rt->kind == 1) {
      xfdrr_ceval ev;
      memset(&ev, 0, sizeof ev);
      ev.ctx = mc->rw->ctx;
      ev.scratch = mc->rw->scratch;
      ev.builder = mc->rw->builder;
      if (!xfdrr_cexpr_eval(&ev, rt->expr, &cv))
        return false;
    } else {
      if (!run_node(mc, rt->node) || rt->node->slot < 0)
        return false;
      cv = mc->b[rt->node->slot].cv;
    }
    if (cv.kind == XFDRR_CV_LIST) {
      for (size_t k = 0; k < cv.u.list.n; k++)
        if (cv.u.list.e[k].kind != XFDRR_CV_TYPE || !push_type(mc, ob, cv.u.list.e[k].u.t))
          return false;
    } else if (cv.kind != XFDRR_CV_TYPE || !push_type(mc, ob, cv.u.t)) {
      return false;
    }
  }
  return true;
}

/* Copies the root's ODS result group types, group by group. */
static bool root_types(xfdrr_mctx *mc, const xfdrr_bnode *n, opbuild *ob) {
  const xfdrr_op *rm = mc->p->root_op;
  for (uint32_t j = 0; j < n->op->nresults; j++) {
    uint32_t s, l;
    xfdrr_result_group(rm, mc->root, (uint32_t)n->offset + j, &s, &l);
    for (uint32_t i = 0; i < l; i++)
      if (!push_type(mc, ob, xfi_op_results(mc->root)[s + i].type))
        return false;
    ob->result_len[j < 64 ? j : 63] = l;
  }
  return true;
}

static bool result_types(xfdrr_mctx *mc, const xfdrr_bnode *n, opbuild *ob) {
  const xfdrr_op *op = n->op;
  switch ((xfdrr_typing)n->typing) {
  case XFDRR_TY_SAME_AS_OPERAND: {
    xf_type *t = NULL;
    for (uint32_t g = 0; g < op->noperands && !t; g++)
      if (op->args[op->operand_arg[g]].vlen == XFDRR_VL_SINGLE)
        t = group_type(op, ob, g);
    for (uint32_t r = 0; r < op->nresults; r++)
      if (!push_type(mc, ob, t))
        return false;
    return true;
  }
  case XFDRR_TY_FIRST_ATTR: {
    xf_type *t = ob->nprops ? ob->props[0].value->type : NULL;
    for (uint32_t r = 0; r < op->nresults; r++)
      if (!push_type(mc, ob, t))
        return false;
    return true;
  }
  case XFDRR_TY_INFER: return infer_types(mc, op, ob);
  case XFDRR_TY_EXPLICIT: return explicit_types(mc, n, ob);
  default: return root_types(mc, n, ob);
  }
}

static bool segment_sizes(xfdrr_mctx *mc, const xfdrr_op *op, opbuild *ob) {
  xf_context *ctx = mc->rw->ctx;
  uint64_t sizes[64];
  if ((op->info.traits & XF_TRAIT_ATTR_SIZED_OPERANDS) && op->noperands <= 64 && ob->nprops < 63) {
    for (uint32_t g = 0; g < op->noperands; g++)
      sizes[g] = ob->group_len[g];
    ob->props[ob->nprops].name = xf_ident_cstr(ctx, "operandSegmentSizes");
    ob->props[ob->nprops].value =
        xfi_attr_dense_array(ctx, xf_type_integer(ctx, 32, XF_SIGNLESS), sizes, op->noperands);
    if (!ob->props[ob->nprops].name || !ob->props[ob->nprops].value)
      return false;
    ob->nprops++;
  }
  if ((op->info.traits & XF_TRAIT_ATTR_SIZED_RESULTS) && op->nresults <= 64 && ob->nprops < 63) {
    for (uint32_t g = 0; g < op->nresults; g++)
      sizes[g] = ob->result_len[g];
    ob->props[ob->nprops].name = xf_ident_cstr(ctx, "resultSegmentSizes");
    ob->props[ob->nprops].value =
        xfi_attr_dense_array(ctx, xf_type_integer(ctx, 32, XF_SIGNLESS), sizes, op->nresults);
    if (!ob->props[ob->nprops].name || !ob->props[ob->nprops].value)
      return false;
    ob->nprops++;
  }
  return true;
}

static bool run_op(xfdrr_mctx *mc, const xfdrr_bnode *n) {
  const xfdrr_op *op = n->op;
  for (uint32_t i = 0; i < n->nargs; i++)
    if (n->args[i].kind == XFDRR_BA_NODE && !run_node(mc, n->args[i].node))
      return false;
  opbuild ob;
  memset(&ob, 0, sizeof ob);
  for (uint32_t i = 0; i < op->nargs; i++) {
    const xfdrr_odsarg *oa = &op->args[i];
    bool ok = oa->kind == XFDRR_ARG_OPERAND ? operand_arg(mc, oa, &n->args[i], &ob)
                                            : attr_arg(mc, oa, &n->args[i], &ob);
    if (!ok)
      return false;
  }
  if (!result_types(mc, n, &ob) || !segment_sizes(mc, op, &ob))
    return false;
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = op->name;
  st.loc = node_loc(mc, n);
  st.operands = ob.operands.v;
  st.num_operands = ob.operands.n;
  st.result_types = ob.types;
  st.num_results = ob.ntypes;
  st.num_regions = op->nregions;
  st.properties = ob.nprops ? xf_attr_dict(mc->rw->ctx, ob.props, ob.nprops) : NULL;
  /* the row fills default-valued properties, as MLIR's
   * populateDefaultProperties does for every created op */
  const xf_op_info *info = xfi_lookup_op_info(mc->rw->ctx, op->name);
  if (info && info->complete)
    info->complete(mc->rw->ctx, &st);
  xf_op *created = mc->rw->create(mc->rw, &st);
  if (!created)
    return false;
  if (n->slot >= 0) {
    mc->b[n->slot].set = true;
    mc->b[n->slot].op = created;
  }
  return true;
}

static bool run_node(xfdrr_mctx *mc, const xfdrr_bnode *n) {
  switch ((xfdrr_bnk)n->kind) {
  case XFDRR_BN_OP: return run_op(mc, n);
  case XFDRR_BN_NATIVE: return run_native(mc, n);
  case XFDRR_BN_VARIADIC:
    for (uint32_t i = 0; i < n->nargs; i++)
      if (n->args[i].kind == XFDRR_BA_NODE && !run_node(mc, n->args[i].node))
        return false;
    return true;
  case XFDRR_BN_VALUE: return true;
  }
  return false;
}

bool xfdrr_rewrite(xfdrr_mctx *mc) {
  const xfdrr_pattern *p = mc->p;
  xf_attr *locs[64];
  uint32_t k = p->num_ops < mc->nops ? p->num_ops : mc->nops;
  k = k < 64 ? k : 64;
  for (uint32_t i = 0; i < k; i++)
    locs[i] = xfi_op_loc(mc->ops[i]);
  mc->ods_loc = xf_loc_fused(mc->rw->ctx, locs, k, NULL);
  vlist repl = {0};
  for (uint32_t i = 0; i < p->nresults; i++) {
    if (!run_node(mc, p->results[i]))
      return false;
    if (i >= p->repl_start && p->root_op->nresults && !node_values(mc, p->results[i], &repl))
      return false;
  }
  for (uint32_t i = 0; i < p->nsupp; i++)
    if (!run_node(mc, p->supp[i]))
      return false;
  if (!p->root_op->nresults) {
    mc->rw->erase(mc->rw, mc->root);
    return true;
  }
  if (repl.n != mc->root->nres)
    return false;
  mc->rw->replace(mc->rw, mc->root, repl.v, repl.n);
  return true;
}

bool xfdrr_apply(const xfdrr_pattern *p, xf_op *root, xfdrr_rw *rw) {
  xfdrr_mctx mc;
  memset(&mc, 0, sizeof mc);
  mc.p = p;
  mc.rw = rw;
  mc.root = root;
  mc.b = xfs_arena_zalloc(rw->scratch, (p->nslots ? p->nslots : 1) * sizeof *mc.b);
  if (!mc.b || !xfdrr_match(&mc))
    return false;
  return xfdrr_rewrite(&mc) && !mc.oom;
}
