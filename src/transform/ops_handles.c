/* ops_handles.c — handle and parameter manipulation: merge_handles,
 * split_handle, num_associations, param.constant, cast, select, replicate.
 *
 * Contracts: every op here only reads its operands and produces its
 * results; none touches the payload.  merge_handles allows repeated
 * operands when it deduplicates.
 */
#include "transform_impl.h"

/* ------------------------------------------------------- merge_handles */

/* Contract: reads the operands; produces their concatenation (deduplicated on request). */
static xf_tresult merge_handles_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xft_list all = {0};
  for (uint32_t i = 0; i < op->nops; i++) {
    size_t n = 0;
    void *const *items = xft_items(st, op->operands[i].value, &n);
    xft_list_append(st->mem, &all, items, n);
  }
  if (xft_prop_flag(op, "deduplicate", false))
    xft_list_dedup(st->mem, &all);
  xft_set_result(res, 0, xft_kind_of(st, &xfi_op_results(op)[0]), all.v, all.n);
  xft_list_free(st->mem, &all);
  return xf_tresult_success();
}

static bool merge_allows_repeated(xf_op *op) { return xft_prop_flag(op, "deduplicate", false); }

/* -------------------------------------------------------- split_handle */

static xf_tresult split_error(xf_tstate *st, xf_op *op, size_t n) {
  xf_tresult r = xf_tresult_success();
  xf_diag *d = xf_tresult_emit(&r, st->ctx, xfi_op_loc(op));
  xft_diag_append_value(d, op->operands[0].value);
  xf_diag_printf(d, " expected to contain %u payloads but it contains %zu payloads", op->nres, n);
  return r;
}

/* mlir-opt 22 crashes when overflow_result is set and the handle holds
 * fewer payloads than results; xform reports it instead. */
static xf_tresult split_overflow_error(xf_tstate *st, xf_op *op, size_t n) {
  xf_diag *d = xf_diag_create(st->ctx, XF_SEV_ERROR, xfi_op_loc(op));
  xft_diag_append_value(d, op->operands[0].value);
  xf_diag_printf(d, " expected to contain at least %u payloads when overflow_result is set, but "
                    "it contains %zu payloads", op->nres, n);
  xf_diag_report(d);
  return xf_tresult_definite();
}

/* Contract: reads the handle; produces one entity per result (overflow in overflow_result). */
static xf_tresult split_handle_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  xf_attr *ov = xft_prop(op, "overflow_result");
  int64_t overflow = ov && ov->kind == XF_ATTR_INTEGER ? xf_attr_int_value(ov) : -1;
  bool fail_small = xft_prop_flag(op, "fail_on_payload_too_small", true);
  bool pass_empty = xft_prop_flag(op, "pass_through_empty_handle", true);
  size_t nres = op->nres;
  if (n > nres && overflow < 0)
    return split_error(st, op, n);
  if (n < nres && fail_small && (n != 0 || !pass_empty))
    return split_error(st, op, n);
  if (overflow >= (int64_t)nres)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "overflow_result is not a valid result index");
  if (overflow >= 0 && n < nres)
    return split_overflow_error(st, op, n);
  xf_tkind kind = xft_kind_of(st, op->operands[0].value);
  for (size_t i = 0; i < nres; i++)
    xft_set_result(res, i, kind, NULL, 0);
  for (size_t i = 0; i < n; i++) {
    size_t to = i < nres ? i : (size_t)overflow;
    xft_list_push(st->mem, &res->lists[to], items[i]);
  }
  return xf_tresult_success();
}

/* ---------------------------------------------------- num_associations */

/* Contract: reads the handle; produces one i64 param (its size). */
static xf_tresult num_associations_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t n = 0;
  (void)xft_items(st, op->operands[0].value, &n);
  xf_attr *a = xf_attr_integer(st->ctx, st->ctx->t_i64, (int64_t)n);
  xf_tresults_set_params(res, 0, &a, 1);
  return xf_tresult_success();
}

/* ------------------------------------------------------ param.constant */

/* Contract: produces the constant param. */
static xf_tresult param_constant_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_attr *v = xft_prop(op, "value");
  if (!v)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "'%s' op requires attribute 'value'",
                                  op->name->str);
  xf_tresults_set_params(res, 0, &v, 1);
  return xf_tresult_success();
}

/* ---------------------------------------------------------------- cast */

/* Each payload op is forwarded; the result type's check does the rest. */
/* Contract: reads the handle; produces the same ops under the result type (checked). */
static xf_tresult cast_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_tresults_forward(res, 0, st, op->operands[0].value);
  return xf_tresult_success();
}

/* -------------------------------------------------------------- select */

/* Contract: reads the handle; produces the ops with the given name. */
static xf_tresult select_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_attr *name = xft_prop(op, "op_name");
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  xft_list out = {0};
  for (size_t i = 0; name && name->kind == XF_ATTR_STRING && i < n; i++) {
    xf_op *p = items[i];
    if (p->name->len == name->n && !memcmp(p->name->str, name->u.str, name->n))
      xft_list_push(st->mem, &out, p);
  }
  xft_set_result(res, 0, XF_TK_OPS, out.v, out.n);
  xft_list_free(st->mem, &out);
  return xf_tresult_success();
}

/* ----------------------------------------------------------- replicate */

/* Contract: reads the pattern and the handles; produces each handle repeated |pattern| times. */
static xf_tresult replicate_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t times = 0;
  (void)xft_items(st, op->operands[0].value, &times);
  for (uint32_t i = 1; i < op->nops && i - 1 < op->nres; i++) {
    size_t n = 0;
    void *const *items = xft_items(st, op->operands[i].value, &n);
    xft_list out = {0};
    for (size_t k = 0; k < times; k++)
      xft_list_append(st->mem, &out, items, n);
    xft_set_result(res, i - 1, xft_kind_of(st, op->operands[i].value), out.v, out.n);
    xft_list_free(st->mem, &out);
  }
  return xf_tresult_success();
}

/* ------------------------------------------------------------- table */

const xf_transform_op_def xft_handle_defs[] = {
    {"transform.merge_handles", merge_handles_apply, NULL, XF_TOP_MATCHER, merge_allows_repeated},
    {"transform.split_handle", split_handle_apply, NULL, 0, NULL},
    {"transform.num_associations", num_associations_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.param.constant", param_constant_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.cast", cast_apply, NULL, 0, NULL},
    {"transform.select", select_apply, NULL, 0, NULL},
    {"transform.replicate", replicate_apply, NULL, 0, NULL},
};
const size_t xft_num_handle_defs = sizeof xft_handle_defs / sizeof xft_handle_defs[0];
