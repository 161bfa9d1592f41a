/* ods.c — the op-definition model: Op defs of a rule file become xfdrr_op
 * values (ODS arguments with operands, attributes and properties
 * interleaved, results, traits, result-type inference) and registry rows.
 *
 * A row registered here is the `info` member of its xfdrr_op, so the row
 * hooks (complete: materialise default-valued attributes; result_names:
 * getAsmResultNames; verify: the ODS checks) find their model by pointer.
 * Ops that a C dialect already registered keep that dialect's row; the
 * model is still used by patterns.
 *
 * ODS groups at run time follow MLIR: with at most one variable-length
 * operand group it takes what the fixed ones leave; with several,
 * AttrSizedOperandSegments reads `operandSegmentSizes`, otherwise
 * (SameVariadicOperandSize) they share the rest equally.  Results alike.
 */
#include <stdio.h>

#include "drr.h"

enum { ODS_OP = 2 };

/* ---------------------------------------------------------------- traits */

typedef struct trait_scan {
  xfdrr_td *td;
  xfdrr_op *op;
  xfdrr_rec *types_match[16];  /* AllTypesMatch / TypesMatchWith traits */
  uint32_t ntm;
} trait_scan;

static bool name_is(const xfdrr_rec *r, const char *n) { return !strcmp(r->name->str, n); }

/* Does a MemoryEffects<[...]> trait list only read effects? */
static bool only_reads(const xfdrr_rec *t) {
  xfdrr_val *l = xfdrr_rec_list(t, "memoryEffects");
  if (!l)
    return false;
  for (uint32_t i = 0; i < l->n; i++) {
    const char *e = l->u.elems[i]->kind == XFDRR_V_DEF
                        ? xfdrr_rec_str(l->u.elems[i]->u.rec, "effect") : NULL;
    if (!e || !strstr(e, "Read"))
      return false;
  }
  return true;
}

static void add_trait(trait_scan *ts, xfdrr_rec *t, unsigned depth) {
  static const struct { const char *name; uint32_t bit; uint32_t flag; } known[] = {
      {"Commutative", XF_TRAIT_COMMUTATIVE, 0},
      {"ConstantLike", XF_TRAIT_CONSTANT_LIKE, 0},
      {"IsolatedFromAbove", XF_TRAIT_ISOLATED, 0},
      {"Terminator", XF_TRAIT_TERMINATOR, 0},
      {"NoTerminator", XF_TRAIT_NO_TERMINATOR, 0},
      {"SingleBlock", XF_TRAIT_SINGLE_BLOCK, 0},
      {"SameOperandsAndResultType", XF_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE, 0},
      {"AttrSizedOperandSegments", XF_TRAIT_ATTR_SIZED_OPERANDS, 0},
      {"AttrSizedResultSegments", XF_TRAIT_ATTR_SIZED_RESULTS, 0},
      {"NoMemoryEffect", XF_TRAIT_NO_MEM_EFFECT, 0},
      {"RecursiveMemoryEffects", XF_TRAIT_RECURSIVE_EFFECTS, 0},
      {"SymbolTable", XF_TRAIT_SYMBOL_TABLE, 0},
      {"Symbol", XF_TRAIT_SYMBOL, 0},
      {"HasOnlyGraphRegion", XF_TRAIT_GRAPH_REGION, 0},
      {"SameVariadicOperandSize", 0, XFDRR_OPF_SAME_VARIADIC_OPERANDS},
      {"SameVariadicResultSize", 0, XFDRR_OPF_SAME_VARIADIC_RESULTS},
      {"FirstAttrDerivedResultType", 0, XFDRR_OPF_FIRST_ATTR_TYPE},
  };
  if (depth > 16)
    return;
  xfdrr_val *list = xfdrr_rec_list(t, "traits");
  if (list && xfdrr_rec_isa_name(t, "TraitList")) {
    for (uint32_t i = 0; i < list->n; i++)
      if (list->u.elems[i]->kind == XFDRR_V_DEF)
        add_trait(ts, list->u.elems[i]->u.rec, depth + 1);
    return;
  }
  for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
    if (name_is(t, known[i].name)) {
      ts->op->info.traits |= known[i].bit;
      ts->op->flags |= known[i].flag;
    }
  if (xfdrr_rec_isa_name(t, "MemoryEffects") && only_reads(t))
    ts->op->info.traits |= XF_TRAIT_NO_MEM_EFFECT;
  if (xfdrr_rec_isa_name(t, "SingleBlockImplicitTerminator"))
    ts->op->info.traits |= XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR;
  if ((xfdrr_rec_isa_name(t, "AllMatchSameOperatorTrait") || xfdrr_rec_isa_name(t, "TypesMatchWith")) &&
      ts->ntm < 16)
    ts->types_match[ts->ntm++] = t;
}

/* --------------------------------------------------------------- arguments */

/* Classifies one `(ins ...)` / `(outs ...)` entry. */
static bool read_arg(xfdrr_td *td, xfdrr_op *op, xfdrr_val *v, xf_ident *name, bool result,
                     xfdrr_odsarg *a, xfdrr_loc loc) {
  memset(a, 0, sizeof *a);
  a->name = name;
  if (v->kind != XFDRR_V_DEF) {
    xfdrr_td_error(td, loc, "op '%s': unsupported argument", op->name->str);
    return false;
  }
  xfdrr_rec *r = v->u.rec;
  if (xfdrr_rec_isa_name(r, "OpVariable") && xfdrr_rec_def(r, "constraint"))
    r = xfdrr_rec_def(r, "constraint");
  if (!(a->decl = xfdrr_constraint_get(td, r, loc)))
    return false;
  a->c = a->decl;
  if (a->decl->kind == XFDRR_C_ATTR || a->decl->kind == XFDRR_C_PROP) {
    if (result) {
      xfdrr_td_error(td, loc, "op '%s': results must be type constraints", op->name->str);
      return false;
    }
    a->kind = a->decl->kind == XFDRR_C_ATTR ? XFDRR_ARG_ATTR : XFDRR_ARG_PROP;
    if (!name) {
      xfdrr_td_error(td, loc, "op '%s': attributes and properties must be named",
                     op->name->str);
      return false;
    }
    return true;
  }
  if (a->decl->kind != XFDRR_C_TYPE) {
    xfdrr_td_error(td, loc, "op '%s': '%s' cannot be an operand", op->name->str, r->name->str);
    return false;
  }
  a->kind = XFDRR_ARG_OPERAND;
  bool variadic = xfdrr_rec_isa_name(r, "Variadic"), optional = xfdrr_rec_isa_name(r, "Optional");
  a->vlen = variadic ? XFDRR_VL_VARIADIC : optional ? XFDRR_VL_OPTIONAL : XFDRR_VL_SINGLE;
  if (variadic || optional) {
    xfdrr_rec *base = xfdrr_rec_def(r, "baseType");
    while (base && xfdrr_rec_isa_name(base, "Variadic"))
      base = xfdrr_rec_def(base, "baseType");
    if (!base || !(a->c = xfdrr_constraint_get(td, base, loc)))
      return false;
  }
  return true;
}

static bool read_arguments(xfdrr_td *td, xfdrr_op *op, xfdrr_loc loc) {
  xfdrr_val *d = xfdrr_rec_dag(op->rec, "arguments");
  uint32_t n = d ? d->n : 0;
  op->args = n ? xfs_arena_zalloc(td->arena, n * sizeof *op->args) : NULL;
  op->operand_arg = n ? xfs_arena_zalloc(td->arena, n * sizeof *op->operand_arg) : NULL;
  if (n && (!op->args || !op->operand_arg))
    return xfdrr_td_error(td, loc, "out of memory"), false;
  uint32_t nattr = 0;
  for (uint32_t i = 0; i < n; i++) {
    xfdrr_odsarg *a = &op->args[i];
    if (!read_arg(td, op, d->u.dag.args[i], d->u.dag.names[i], false, a, loc))
      return false;
    if (a->kind == XFDRR_ARG_OPERAND) {
      a->group = op->noperands;
      op->operand_arg[op->noperands++] = i;
      if (a->vlen == XFDRR_VL_SINGLE)
        op->nfixed_operands++;
      else
        op->nvar_operands++;
    } else {
      a->group = nattr++;
    }
  }
  op->nargs = n;
  return true;
}

static bool read_results(xfdrr_td *td, xfdrr_op *op, xfdrr_loc loc) {
  xfdrr_val *d = xfdrr_rec_dag(op->rec, "results");
  uint32_t n = d ? d->n : 0;
  op->results = n ? xfs_arena_zalloc(td->arena, n * sizeof *op->results) : NULL;
  if (n && !op->results)
    return xfdrr_td_error(td, loc, "out of memory"), false;
  for (uint32_t i = 0; i < n; i++) {
    xfdrr_odsarg *a = &op->results[i];
    if (!read_arg(td, op, d->u.dag.args[i], d->u.dag.names[i], true, a, loc))
      return false;
    a->group = i;
    if (a->vlen == XFDRR_VL_SINGLE)
      op->nfixed_results++;
    else
      op->nvar_results++;
  }
  op->nresults = n;
  bool named = false;
  for (uint32_t i = 0; i < n; i++)
    named |= op->results[i].name != NULL;
  if (n > 1 && named)
    op->flags |= XFDRR_OPF_NAMED_RESULTS;
  return true;
}

/* ---------------------------------------------------------- type inference */

/* Index of the operand group or result called `name` ("$name" without $). */
static bool find_named(const xfdrr_op *op, const char *name, bool *is_result, uint32_t *idx) {
  for (uint32_t g = 0; g < op->noperands; g++) {
    const xfdrr_odsarg *a = &op->args[op->operand_arg[g]];
    if (a->name && !strcmp(a->name->str, name) && a->vlen == XFDRR_VL_SINGLE)
      return *is_result = false, *idx = g, true;
  }
  for (uint32_t r = 0; r < op->nresults; r++)
    if (op->results[r].name && !strcmp(op->results[r].name->str, name))
      return *is_result = true, *idx = r, true;
  return false;
}

/* Propagates known result types through AllTypesMatch / TypesMatchWith;
 * true when something new became known. */
static bool propagate(xfdrr_td *td, xfdrr_op *op, trait_scan *ts, bool *known) {
  bool changed = false;
  for (uint32_t t = 0; t < ts->ntm; t++) {
    xfdrr_rec *tr = ts->types_match[t];
    if (xfdrr_rec_isa_name(tr, "TypesMatchWith")) {
      const char *lhs = xfdrr_rec_str(tr, "lhs"), *rhs = xfdrr_rec_str(tr, "rhs");
      const char *tf = xfdrr_rec_str(tr, "transformer");
      bool lr, rr;
      uint32_t li, ri;
      if (!lhs || !rhs || !tf || !find_named(op, lhs, &lr, &li) || !find_named(op, rhs, &rr, &ri) ||
          !rr || known[ri] || (lr && !known[li]))
        continue;
      xfdrr_cexpr *e = xfdrr_snippet(td, tf, op->rec->loc, "a TypesMatchWith transform");
      if (!e)
        continue;
      op->infer[ri].kind = XFDRR_INF_TRANSFORM;
      op->infer[ri].from_result = lr;
      op->infer[ri].src = li;
      op->infer[ri].transform = e;
      known[ri] = changed = true;
      continue;
    }
    xfdrr_val *vals = xfdrr_rec_list(tr, "values");
    if (!vals || !strstr(xfdrr_rec_str(tr, "summary") ? xfdrr_rec_str(tr, "summary") : "",
                         "have same type"))
      continue;
    bool have = false, from_result = false;
    uint32_t src = 0;
    for (uint32_t i = 0; i < vals->n && !have; i++) {
      bool r;
      uint32_t k;
      if (vals->u.elems[i]->kind == XFDRR_V_STR && find_named(op, vals->u.elems[i]->u.s, &r, &k) &&
          (!r || known[k]))
        have = true, from_result = r, src = k;
    }
    for (uint32_t i = 0; have && i < vals->n; i++) {
      bool r;
      uint32_t k;
      if (vals->u.elems[i]->kind != XFDRR_V_STR || !find_named(op, vals->u.elems[i]->u.s, &r, &k) ||
          !r || known[k])
        continue;
      op->infer[k].kind = from_result ? XFDRR_INF_RESULT : XFDRR_INF_OPERAND;
      op->infer[k].src = src;
      known[k] = changed = true;
    }
  }
  return changed;
}

/* ODS's automatic InferTypeOpInterface (spec §2.2): only when the rule
 * file includes InferTypeOpInterface.td. */
static bool infer_types(xfdrr_td *td, xfdrr_op *op, trait_scan *ts) {
  if (!op->nresults || op->nvar_results || !xfdrr_td_def(td, "InferTypeOpInterface"))
    return true;
  op->infer = xfs_arena_zalloc(td->arena, op->nresults * sizeof *op->infer);
  bool known[64] = {false};
  if (!op->infer || op->nresults > 64)
    return op->infer != NULL;
  if ((op->info.traits & XF_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE) && op->nfixed_operands) {
    uint32_t g = 0;
    while (op->args[op->operand_arg[g]].vlen != XFDRR_VL_SINGLE)
      g++;
    for (uint32_t r = 0; r < op->nresults; r++) {
      op->infer[r].kind = XFDRR_INF_OPERAND;
      op->infer[r].src = g;
    }
    op->flags |= XFDRR_OPF_INFERS_TYPES;
    return true;
  }
  for (uint32_t r = 0; r < op->nresults; r++)
    if (op->results[r].c->builder_call) {
      op->infer[r].kind = XFDRR_INF_BUILD;
      known[r] = true;
    }
  while (propagate(td, op, ts, known))
    ;
  for (uint32_t r = 0; r < op->nresults; r++)
    if (!known[r])
      return true;
  op->flags |= XFDRR_OPF_INFERS_TYPES;
  return true;
}

/* ---------------------------------------------------------------- groups */

static uint32_t segment(const xf_op *op, const char *prop, uint32_t g, uint32_t *start) {
  xf_attr *sizes = xf_op_get_attr(op, prop);
  uint32_t s = 0;
  if (!sizes || sizes->kind != XF_ATTR_DENSE_ARRAY || g >= sizes->n) {
    *start = 0;
    return 0;
  }
  for (uint32_t i = 0; i < g; i++)
    s += (uint32_t)xf_attr_dense_array_int(sizes, i);
  *start = s;
  return (uint32_t)xf_attr_dense_array_int(sizes, g);
}

/* Shared computation for operands (`args` = the ODS entries of the groups
 * in order via `pick`) and results. */
static void group_of(const xfdrr_odsarg *const *grp, uint32_t ngroups, uint32_t nfixed,
                     uint32_t nvar, uint32_t total, uint32_t g, uint32_t *start, uint32_t *len) {
  uint32_t rest = total > nfixed ? total - nfixed : 0;
  uint32_t each = nvar ? rest / nvar : 0;
  uint32_t s = 0;
  for (uint32_t i = 0; i < ngroups; i++) {
    uint32_t l = grp[i]->vlen == XFDRR_VL_SINGLE ? 1 : nvar == 1 ? rest : each;
    if (i == g) {
      *start = s;
      *len = s + l <= total ? l : (s < total ? total - s : 0);
      return;
    }
    s += l;
  }
  *start = *len = 0;
}

void xfdrr_operand_group(const xfdrr_op *m, const xf_op *op, uint32_t g, uint32_t *start,
                         uint32_t *len) {
  if (!m->nvar_operands) {
    *start = g;
    *len = g < op->nops ? 1 : 0;
    return;
  }
  if (m->info.traits & XF_TRAIT_ATTR_SIZED_OPERANDS) {
    *len = segment(op, "operandSegmentSizes", g, start);
    return;
  }
  const xfdrr_odsarg *grp[64];
  uint32_t n = m->noperands < 64 ? m->noperands : 64;
  for (uint32_t i = 0; i < n; i++)
    grp[i] = &m->args[m->operand_arg[i]];
  group_of(grp, n, m->nfixed_operands, m->nvar_operands, op->nops, g, start, len);
}

void xfdrr_result_group(const xfdrr_op *m, const xf_op *op, uint32_t g, uint32_t *start,
                        uint32_t *len) {
  if (!m->nvar_results) {
    *start = g;
    *len = g < op->nres ? 1 : 0;
    return;
  }
  if (m->info.traits & XF_TRAIT_ATTR_SIZED_RESULTS) {
    *len = segment(op, "resultSegmentSizes", g, start);
    return;
  }
  const xfdrr_odsarg *grp[64];
  uint32_t n = m->nresults < 64 ? m->nresults : 64;
  for (uint32_t i = 0; i < n; i++)
    grp[i] = &m->results[i];
  group_of(grp, n, m->nfixed_results, m->nvar_results, op->nres, g, start, len);
}

/* ------------------------------------------------------------- row hooks */

static void complete_hook(xf_context *ctx, xf_op_state *st);
static void result_names_hook(xf_op *op, xf_name_fn set, void *cookie);
XFS_HIDDEN xf_status xfdrr_verify_hook(xf_op *op);

xfdrr_op *xfdrr_op_of_info(const xf_op_info *info) {
  return info && info->complete == complete_hook ? (xfdrr_op *)(void *)info : NULL;
}

/* Adds default-valued attributes missing from the properties. */
static void complete_hook(xf_context *ctx, xf_op_state *st) {
  xfdrr_op *m = xfdrr_op_of_info(xfi_lookup_op_info(ctx, st->name));
  if (!m)
    return;
  xf_named_attr add[32];
  size_t n = 0;
  for (uint32_t i = 0; i < m->nargs && n < 32; i++) {
    const xfdrr_odsarg *a = &m->args[i];
    if (a->kind != XFDRR_ARG_ATTR || !a->decl->has_default || !a->decl->default_attr ||
        xf_attr_dict_get_id(st->properties, a->name))
      continue;
    add[n].name = a->name;
    add[n].value = a->decl->default_attr;
    n++;
  }
  if (!n)
    return;
  size_t old = st->properties ? st->properties->n : 0;
  xf_named_attr *all = xfs_malloc(xfs_ctx_mem(ctx), (old + n) * sizeof *all);
  if (!all)
    return;
  for (size_t i = 0; i < old; i++)
    all[i] = st->properties->u.entries[i];
  memcpy(all + old, add, n * sizeof *add);
  xf_attr *d = xf_attr_dict(ctx, all, old + n);
  if (d)
    st->properties = d;
  xfs_free(xfs_ctx_mem(ctx), all, (old + n) * sizeof *all);
}

/* getAsmResultNames of ops with more than one declared result, some named. */
static void result_names_hook(xf_op *op, xf_name_fn set, void *cookie) {
  xfdrr_op *m = xfdrr_op_of_info(op->info);
  if (!m || !(m->flags & XFDRR_OPF_NAMED_RESULTS))
    return;
  for (uint32_t g = 0; g < m->nresults; g++) {
    uint32_t s, l;
    xfdrr_result_group(m, op, g, &s, &l);
    if (m->results[g].name && l && s < op->nres)
      set(cookie, &xfi_op_results(op)[s], m->results[g].name->str, m->results[g].name->len);
  }
}

static const char *const *prop_names(xfdrr_td *td, xfdrr_op *op) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < op->nargs; i++)
    n += op->args[i].kind != XFDRR_ARG_OPERAND;
  const char **names = xfs_arena_zalloc(td->arena, (n + 3) * sizeof *names);
  if (!names)
    return NULL;
  uint32_t k = 0;
  for (uint32_t i = 0; i < op->nargs; i++)
    if (op->args[i].kind != XFDRR_ARG_OPERAND)
      names[k++] = op->args[i].name->str;
  if (op->info.traits & XF_TRAIT_ATTR_SIZED_OPERANDS)
    names[k++] = "operandSegmentSizes";
  if (op->info.traits & XF_TRAIT_ATTR_SIZED_RESULTS)
    names[k++] = "resultSegmentSizes";
  return names;
}

/* ------------------------------------------------------------ building */

static xf_ident *op_name(xfdrr_td *td, xfdrr_rec *rec, xfdrr_loc loc) {
  xfdrr_rec *dialect = xfdrr_rec_def(rec, "opDialect");
  const char *dn = dialect ? xfdrr_rec_str(dialect, "name") : NULL;
  const char *mn = xfdrr_rec_str(rec, "opName");
  if (!mn) {
    xfdrr_td_error(td, loc, "op '%s' has no mnemonic", rec->name->str);
    return NULL;
  }
  xf_strbuf b;
  xf_strbuf_init(&b, td->ctx);
  if (dn && *dn)
    xfs_buf_printf(&b, "%s.", dn);
  xfs_buf_puts(&b, mn);
  xf_ident *id = b.data ? xf_ident_get(td->ctx, b.data, b.len) : NULL;
  xf_strbuf_free(&b);
  if (!id)
    xfdrr_td_error(td, loc, "out of memory");
  return id;
}

static void count_regions(xfdrr_op *op) {
  xfdrr_val *r = xfdrr_rec_dag(op->rec, "regions");
  for (uint32_t i = 0; r && i < r->n; i++)
    if (r->u.dag.args[i]->kind == XFDRR_V_DEF &&
        !xfdrr_rec_isa_name(r->u.dag.args[i]->u.rec, "VariadicRegion"))
      op->nregions++;
}

static bool register_row(xfdrr_td *td, xfdrr_op *op) {
  const xf_op_info *old = xfi_lookup_op_info(td->ctx, op->name);
  if (old && !xfdrr_op_of_info(old))
    return true; /* a C dialect's row wins */
  op->own_row = true;
  return xfi_register_op(td->ctx, &op->info) == XF_OK ||
         (xfdrr_td_error(td, op->rec->loc, "out of memory"), false);
}

xfdrr_op *xfdrr_op_get(xfdrr_td *td, xfdrr_rec *rec, xfdrr_loc loc) {
  if (rec->ods_kind == ODS_OP)
    return rec->ods;
  if (!xfdrr_rec_isa_name(rec, "Op")) {
    xfdrr_td_error(td, loc, "'%s' is not an op", rec->name->str);
    return NULL;
  }
  xfdrr_op *op = xfs_arena_zalloc(td->arena, sizeof *op);
  if (!op || !(op->name = op_name(td, rec, loc)))
    return op ? NULL : (xfdrr_td_error(td, loc, "out of memory"), NULL);
  op->rec = rec;
  rec->ods = op;
  rec->ods_kind = ODS_OP;
  trait_scan ts;
  memset(&ts, 0, sizeof ts);
  ts.td = td;
  ts.op = op;
  xfdrr_val *traits = xfdrr_rec_list(rec, "traits");
  for (uint32_t i = 0; traits && i < traits->n; i++)
    if (traits->u.elems[i]->kind == XFDRR_V_DEF)
      add_trait(&ts, traits->u.elems[i]->u.rec, 0);
  if (!read_arguments(td, op, rec->loc) || !read_results(td, op, rec->loc) ||
      !infer_types(td, op, &ts))
    return NULL;
  count_regions(op);
  const char *ns = xfdrr_rec_str(rec, "cppNamespace");
  size_t cl = (ns ? strlen(ns) : 0) + rec->name->len + 3;
  char *cpp = xfs_arena_alloc(td->arena, cl);
  if (!cpp)
    return xfdrr_td_error(td, loc, "out of memory"), NULL;
  snprintf(cpp, cl, "%s::%s", ns ? ns : "", rec->name->str);
  op->cpp_name = cpp;
  op->info.name = op->name->str;
  op->info.prop_names = prop_names(td, op);
  op->info.complete = complete_hook;
  op->info.result_names = result_names_hook;
  op->info.verify = xfdrr_verify_hook;
  if (!op->info.prop_names || !register_row(td, op))
    return NULL;
  return op;
}
