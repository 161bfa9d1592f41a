/* ops_nav.c — navigation ops: get_producer_of_operand,
 * get_consumers_of_result, get_defining_op, get_parent_op, get_operand,
 * get_result, get_type; and positional specifications ([all], [i, j],
 * [except(i)], negative indices) shared with the structured matchers.
 *
 * Contracts: read their operand and the payload, produce their result;
 * never modify anything.
 */
#include "transform_impl.h"

/* ------------------------------------------------------------ positions */

/* expandTargetSpecification: the positions selected among `max`; a
 * silenceable failure at "loc" for an out-of-range or repeated position. */
xf_tresult xft_expand_positions(xf_context *ctx, xf_attr *loc, bool all, bool inverted,
                                const int64_t *raw, size_t nraw, int64_t max, xft_list *out) {
  if (all) {
    for (int64_t i = 0; i < max; i++)
      xft_list_push(xfs_ctx_mem(ctx), out, (void *)(intptr_t)i);
    return xf_tresult_success();
  }
  xft_list picked = {0};
  xft_list *target = inverted ? &picked : out;
  xf_tresult r = xf_tresult_success();
  for (size_t i = 0; i < nraw && r.code == XF_T_SUCCESS; i++) {
    int64_t u = raw[i] < 0 ? max + raw[i] : raw[i];
    bool repeated = false;
    for (uint32_t k = 0; k < target->n && !repeated; k++)
      repeated = (int64_t)(intptr_t)target->v[k] == u;
    if (u >= max)
      r = xf_tresult_silenceable_at(ctx, loc,
                                    "position overflow %lld (updated from %lld) for maximum %lld",
                                    (long long)u, (long long)raw[i], (long long)max);
    else if (u < 0)
      r = xf_tresult_silenceable_at(ctx, loc, "position underflow %lld (updated from %lld)",
                                    (long long)u, (long long)raw[i]);
    else if (repeated)
      r = xf_tresult_silenceable_at(ctx, loc, "repeated position %lld (updated from %lld)",
                                    (long long)u, (long long)raw[i]);
    else
      xft_list_push(xfs_ctx_mem(ctx), target, (void *)(intptr_t)u);
  }
  for (int64_t i = 0; inverted && r.code == XF_T_SUCCESS && i < max; i++) {
    bool listed = false;
    for (uint32_t k = 0; k < picked.n && !listed; k++)
      listed = (int64_t)(intptr_t)picked.v[k] == i;
    if (!listed)
      xft_list_push(xfs_ctx_mem(ctx), out, (void *)(intptr_t)i);
  }
  xft_list_free(xfs_ctx_mem(ctx), &picked);
  return r;
}

/* The raw position list of "op" (a dense i64 array property). */
static size_t raw_positions(xf_op *op, const int64_t **out, int64_t *small, size_t cap) {
  xf_attr *a = xft_prop(op, "raw_position_list");
  size_t n = a && a->kind == XF_ATTR_DENSE_ARRAY ? a->n : 0;
  for (size_t i = 0; i < n && i < cap; i++)
    small[i] = xf_attr_dense_array_int(a, i);
  *out = small;
  return n < cap ? n : cap;
}

/* get_operand / get_result: the selected operands or results of each
 * target, concatenated. */
static xf_tresult get_positional(xf_tstate *st, xf_op *op, xf_tresults *res, bool results) {
  int64_t small[64];
  const int64_t *raw = NULL;
  size_t nraw = raw_positions(op, &raw, small, 64);
  bool all = xft_prop_flag(op, "is_all", false), inv = xft_prop_flag(op, "is_inverted", false);
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  xft_list vals = {0};
  xf_tresult r = xf_tresult_success();
  for (size_t i = 0; i < n && r.code == XF_T_SUCCESS; i++) {
    xf_op *t = items[i];
    xft_list pos = {0};
    int64_t max = results ? t->nres : t->nops;
    r = xft_expand_positions(st->ctx, xfi_op_loc(op), all, inv, raw, nraw, max, &pos);
    if (r.code == XF_T_SILENCEABLE)
      xf_diag_printf(xf_diag_note(xf_tresult_last(&r), xfi_op_loc(t)),
                     "while considering positions of this payload operation");
    for (uint32_t k = 0; r.code == XF_T_SUCCESS && k < pos.n; k++) {
      int64_t p = (int64_t)(intptr_t)pos.v[k];
      xft_list_push(st->mem, &vals, results ? &xfi_op_results(t)[p] : t->operands[p].value);
    }
    xft_list_free(st->mem, &pos);
  }
  if (r.code == XF_T_SUCCESS)
    xft_set_result(res, 0, XF_TK_VALUES, vals.v, vals.n);
  xft_list_free(st->mem, &vals);
  return r;
}

/* Contract: reads the handle; produces the selected operands of each target. */
static xf_tresult get_operand_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  return get_positional(st, op, res, false);
}

/* Contract: reads the handle; produces the selected results of each target. */
static xf_tresult get_result_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  return get_positional(st, op, res, true);
}

/* -------------------------------------------------- producer / consumers */

/* Contract: reads the handle; produces the defining op of operand N of each target. */
static xf_tresult get_producer_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  int64_t k = xft_prop_int(op, "operand_number", 0);
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  xft_list out = {0};
  for (size_t i = 0; i < n; i++) {
    xf_op *t = items[i];
    xf_op *producer = k >= 0 && k < t->nops ? t->operands[k].value->op : NULL;
    if (producer) {
      xft_list_push(st->mem, &out, producer);
      continue;
    }
    xft_list_free(st->mem, &out);
    xf_tresult r = xft_no_match(st, xfi_op_loc(op), "could not find a producer for operand number: %lld of ",
                                (long long)k);
    xf_diag *d = xf_tresult_last(&r);
    xf_diag_append_op(d, t);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(t)), "target op");
    return r;
  }
  xft_set_result(res, 0, XF_TK_OPS, out.v, out.n);
  xft_list_free(st->mem, &out);
  return xf_tresult_success();
}

/* Contract: reads the handle (one op); produces the users of result N, use-list order. */
static xf_tresult get_consumers_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  int64_t k = xft_prop_int(op, "result_number", 0);
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  if (!n) {
    xft_set_result(res, 0, XF_TK_OPS, NULL, 0);
    return xf_tresult_success();
  }
  if (n != 1)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                                  "handle must be mapped to exactly one payload op");
  xf_op *t = items[0];
  if (k < 0 || k >= t->nres)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "result number overflow");
  xft_list out = {0};
  for (xf_use *u = xfi_op_results(t)[k].uses; u; u = u->next)
    xft_list_push(st->mem, &out, u->owner);
  xft_set_result(res, 0, XF_TK_OPS, out.v, out.n);
  xft_list_free(st->mem, &out);
  return xf_tresult_success();
}

/* Contract: reads the value handle; produces the defining ops. */
static xf_tresult get_defining_op_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  xft_list out = {0};
  for (size_t i = 0; i < n; i++) {
    xf_value *v = items[i];
    if (v->op) {
      xft_list_push(st->mem, &out, v->op);
      continue;
    }
    xft_list_free(st->mem, &out);
    xf_tresult r = xf_tresult_silenceable_at(st->ctx, xfi_op_loc(op),
                                             "cannot get defining op of block argument");
    xf_diag_printf(xf_diag_note(xf_tresult_last(&r), xft_value_loc(v)), "target value");
    return r;
  }
  xft_set_result(res, 0, XF_TK_OPS, out.v, out.n);
  xft_list_free(st->mem, &out);
  return xf_tresult_success();
}

/* ---------------------------------------------------------- get_parent_op */

/* Does "p" meet the requirements of get_parent_op "op"? */
static bool parent_ok(xf_op *op, xf_op *p, xf_attr *name) {
  if (xft_prop_flag(op, "isolated_from_above", false) && !xft_is_isolated(p))
    return false;
  return !name || (name->kind == XF_ATTR_STRING && p->name->len == name->n &&
                   !memcmp(p->name->str, name->u.str, name->n));
}

/* Contract: reads the handle; produces the matching ancestors. */
static xf_tresult get_parent_op_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_attr *name = xft_prop(op, "op_name");
  int64_t nth = xft_prop_int(op, "nth_parent", 1);
  bool dedup = xft_prop_flag(op, "deduplicate", false);
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  xft_list out = {0};
  xf_tresult r = xf_tresult_success();
  for (size_t i = 0; i < n; i++) {
    xf_op *t = items[i], *p = t;
    for (int64_t k = 0; k < nth && p; k++)
      for (p = xf_op_parent(p); p && !parent_ok(op, p, name);)
        p = xf_op_parent(p);
    if (!p) {
      if (xft_prop_flag(op, "allow_empty_results", false))
        break;
      r = xf_tresult_silenceable_at(st->ctx, xfi_op_loc(op),
                                    "could not find a parent op that matches all requirements");
      xf_diag_printf(xf_diag_note(xf_tresult_last(&r), xfi_op_loc(t)), "target op");
      break;
    }
    bool seen = false;
    for (uint32_t k = 0; dedup && k < out.n && !seen; k++)
      seen = out.v[k] == p;
    if (!seen)
      xft_list_push(st->mem, &out, p);
  }
  if (r.code == XF_T_SUCCESS)
    xft_set_result(res, 0, XF_TK_OPS, out.v, out.n);
  xft_list_free(st->mem, &out);
  return r;
}

/* ------------------------------------------------------------- get_type */

/* Contract: reads the value handle; produces type params. */
static xf_tresult get_type_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  bool elemental = xft_prop_flag(op, "elemental", false);
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  xft_list out = {0};
  for (size_t i = 0; i < n; i++) {
    xf_type *t = ((xf_value *)items[i])->type;
    if (elemental && xfi_type_is_shaped(t))
      t = t->elem;
    xft_list_push(st->mem, &out, xf_attr_type(st->ctx, t));
  }
  xft_set_result(res, 0, XF_TK_PARAMS, out.v, out.n);
  xft_list_free(st->mem, &out);
  return xf_tresult_success();
}

/* ------------------------------------------------------------- table */

const xf_transform_op_def xft_nav_defs[] = {
    {"transform.get_producer_of_operand", get_producer_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.get_consumers_of_result", get_consumers_apply, NULL, 0, NULL},
    {"transform.get_defining_op", get_defining_op_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.get_parent_op", get_parent_op_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.get_operand", get_operand_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.get_result", get_result_apply, NULL, 0, NULL},
    {"transform.get_type", get_type_apply, NULL, XF_TOP_MATCHER, NULL},
};
const size_t xft_num_nav_defs = sizeof xft_nav_defs / sizeof xft_nav_defs[0];
