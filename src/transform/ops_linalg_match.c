/* ops_linalg_match.c — transform.match.structured and its predicates
 * (MLIR's LinalgMatchOps): rank, num_inputs, num_inits, dim, input, init,
 * body, elemental_bitwidth, classify_contraction_dims,
 * classify_convolution_dims, result.
 *
 * transform.match.structured runs its body in a fresh scope with the entry
 * argument bound to the single payload op when that op is a Linalg
 * structured op.  A silenceable failure of a nested predicate either
 * propagates (default) or, under failures(suppress), is silenced and the op
 * succeeds with the yielded values known so far (values of ops after the
 * failing one are unbound, hence empty).
 *
 * Predicates rely on the verifier (StructuredOpPredicateOpTrait): they sit
 * directly in a match.structured body and apply to its block argument, so
 * their operand holds exactly one structured op.  They only read payload
 * and produce params / handles (contract: reads operand, produces results,
 * never modifies payload).  Queries go through the Linalg model of
 * include/xform/linalg.h.
 */
#include "transform_impl.h"
#include "../dialects/linalg.h"
#include "xform/linalg.h"

#include <stdio.h>

/* ------------------------------------------------------------ helpers */

/* The payload op of a predicate's operand (one op by the verifier). */
static xf_op *pred_target(xf_tstate *st, xf_op *op) {
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  return n == 1 && xf_linalg_is_structured(items[0]) ? items[0] : NULL;
}

static xf_attr *i64(xf_tstate *st, int64_t v) {
  return xf_attr_integer(st->ctx, st->ctx->t_i64, v);
}

/* Sets result "i" to the i64 params "v[0..n)". */
static bool set_i64s(xf_tstate *st, xf_tresults *res, size_t i, const int64_t *v, size_t n) {
  xf_attr *small[16] = {0}, **a = n <= 16 ? small : xfs_malloc(st->mem, n * sizeof *a);
  if (!a)
    return false;
  for (size_t k = 0; k < n; k++)
    if (!(a[k] = i64(st, v[k])))
      break;
  xf_tresults_set_params(res, i, a, n);
  if (a != small)
    xfs_free(st->mem, a, n * sizeof *a);
  return true;
}

static void set_dims(xf_tstate *st, xf_tresults *res, size_t i, const xf_linalg_dims *d) {
  int64_t v[16];
  for (size_t k = 0; k < d->n; k++)
    v[k] = d->d[k];
  set_i64s(st, res, i, v, d->n);
}

/* Missing target: the verifier was bypassed (generic form, moved op). */
static xf_tresult no_target(xf_tstate *st, xf_op *op) {
  return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "expected a Linalg op");
}

/* The raw positions of property "name" copied into "out" (capacity 64). */
static size_t raw_list(xf_op *op, const char *name, int64_t *out) {
  xf_attr *a = xft_prop(op, name);
  size_t n = a && a->kind == XF_ATTR_DENSE_ARRAY ? a->n : 0;
  n = n < 64 ? n : 64;
  for (size_t i = 0; i < n; i++)
    out[i] = xf_attr_dense_array_int(a, i);
  return n;
}

/* expandTargetSpecification over "max" entries of property "list" with
 * the "while considering <what> of this payload operation" note. */
static xf_tresult positions(xf_tstate *st, xf_op *op, xf_op *t, const char *list, int64_t max,
                            const char *what, xft_list *out) {
  int64_t raw[64];
  size_t nraw = raw_list(op, list, raw);
  xf_tresult r = xft_expand_positions(st->ctx, xfi_op_loc(op), xft_prop_flag(op, "is_all", false),
                                      xft_prop_flag(op, "is_inverted", false), raw, nraw, max,
                                      out);
  if (r.code == XF_T_SILENCEABLE)
    xf_diag_printf(xf_diag_note(xf_tresult_last(&r), xfi_op_loc(t)),
                   "while considering %s of this payload operation", what);
  return r;
}

/* --------------------------------------------------- match.structured */

static xft_mode ms_mode(xf_op *op) {
  return xft_prop_int(op, "failure_propagation_mode", 1) == 2 ? XFT_SUPPRESS : XFT_PROPAGATE;
}

/* Forwards the yield operands' payload (unbound ones: empty). */
static void ms_forward(xf_tstate *st, xf_op *op, xf_block *body, xf_tresults *res) {
  xf_op *t = body->last;
  for (uint32_t i = 0; t && i < t->nops && i < op->nres; i++)
    xf_tresults_forward(res, i, st, t->operands[i].value);
}

/* Trace "[transform-matcher] optional nested matcher failed: <message>"
 * (MLIR prints it before silencing a suppressed failure). */
static void trace_suppressed(xf_tstate *st, const xf_tresult *r) {
  if (!xf_tstate_debug_on(st, XF_TDEBUG_MATCHER))
    return;
  xf_strbuf m;
  xf_strbuf_init(&m, st->ctx);
  xf_tresult_message(r, &m);
  xf_tstate_debugf(st, XF_TDEBUG_MATCHER, "optional nested matcher failed: %s\n",
                   m.data ? m.data : "");
  xf_strbuf_free(&m);
}

/* Runs the body on "payload" (failures(suppress): a silenceable failure
 * is traced, silenced and turned into success). */
static xf_tresult ms_run(xf_tstate *st, xf_op *op, xf_op *payload, xf_tresults *res) {
  xf_block *body = xft_body(op);
  if (!body || !body->nargs || !xf_tstate_push_scope(st, &xfi_op_regions(op)[0]))
    return xf_tresult_definite();
  xf_tresult r = xf_tresult_success();
  if (!xft_map_arg(st, body->args[0], XF_TK_OPS, (void *const *)&payload, 1))
    r = xf_tresult_definite();
  for (xf_op *o = body->first; r.code == XF_T_SUCCESS && o && o != body->last; o = o->next)
    r = xf_tstate_apply(st, o);
  if (r.code == XF_T_SILENCEABLE && ms_mode(op) == XFT_SUPPRESS) {
    trace_suppressed(st, &r);
    xf_tresult_silence(&r);
    r = xf_tresult_success();
  }
  if (r.code == XF_T_SUCCESS)
    ms_forward(st, op, body, res);
  xf_tstate_pop_scope(st);
  return r;
}

bool xft_match_structured_rejects(xf_op *op, xf_op *payload) {
  return !xf_linalg_is_structured(payload) && ms_mode(op) == XFT_PROPAGATE;
}

/* Contract: reads its operand (one op); produces the body's yields; never
 * modifies payload. */
static xf_tresult match_structured_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  if (n != 1)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                                  "SingleOpMatchOpTrait requires the operand handle to point to a "
                                  "single payload op");
  if (xf_linalg_is_structured(items[0]))
    return ms_run(st, op, items[0], res);
  if (ms_mode(op) == XFT_PROPAGATE)
    return xft_no_match(st, xfi_op_loc(op), "expected a Linalg op");
  xft_set_empty_results(res);
  return xf_tresult_success();
}

/* ------------------------------------------- rank / num_inputs / num_inits */

static xf_tresult count_apply(xf_tstate *st, xf_op *op, xf_tresults *res, int which) {
  xf_op *t = pred_target(st, op);
  if (!t)
    return no_target(st, op);
  int64_t v = which == 0   ? (int64_t)xf_linalg_num_loops(t)
              : which == 1 ? (int64_t)xf_linalg_num_inputs(t)
                           : (int64_t)xf_linalg_num_inits(t);
  set_i64s(st, res, 0, &v, 1);
  return xf_tresult_success();
}

/* Contract (rank, num_inputs, num_inits): reads the op; produces an i64. */
static xf_tresult rank_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  return count_apply(st, op, res, 0);
}
static xf_tresult num_inputs_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  return count_apply(st, op, res, 1);
}
static xf_tresult num_inits_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  return count_apply(st, op, res, 2);
}

/* ---------------------------------------------------------------- dim */

/* Checks the iterator kind of every selected dimension. */
static xf_tresult dim_kinds(xf_tstate *st, xf_op *op, xf_op *t, const xft_list *dims) {
  bool par = xft_prop_flag(op, "parallel", false), red = xft_prop_flag(op, "reduction", false);
  if (!par && !red)
    return xf_tresult_success();
  size_t nl = xf_linalg_num_loops(t);
  xf_linalg_iter *it = xfs_calloc(st->mem, (nl ? nl : 1) * sizeof *it);
  if (!it || xf_linalg_iterators(t, it) != XF_OK) {
    xfs_free(st->mem, it, (nl ? nl : 1) * sizeof *it);
    return xft_oom(st, op);
  }
  xf_tresult r = xf_tresult_success();
  xf_linalg_iter want = par ? XF_LINALG_PARALLEL : XF_LINALG_REDUCTION;
  for (uint32_t k = 0; k < dims->n && r.code == XF_T_SUCCESS; k++) {
    intptr_t d = (intptr_t)dims->v[k];
    if (it[d] != want)
      r = xft_no_match(st, xfi_op_loc(op), "expects dimension #%lld to be %s",
                                    (long long)d, par ? "parallel" : "reduction");
  }
  xfs_free(st->mem, it, (nl ? nl : 1) * sizeof *it);
  return r;
}

/* Result: the static loop ranges of the selected dimensions. */
static xf_tresult dim_ranges(xf_tstate *st, xf_op *op, xf_op *t, const xft_list *dims,
                             xf_tresults *res) {
  size_t nl = xf_linalg_num_loops(t);
  int64_t *ranges = xfs_calloc(st->mem, (nl ? nl : 1) * sizeof *ranges);
  int64_t *v = xfs_calloc(st->mem, (dims->n ? dims->n : 1) * sizeof *v);
  xf_tresult r = xf_tresult_success();
  if (!ranges || !v)
    r = xft_oom(st, op);
  else if (xf_linalg_static_loop_ranges(t, ranges) != XF_OK)
    r = xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "could not compute the static loop ranges");
  for (uint32_t k = 0; r.code == XF_T_SUCCESS && k < dims->n; k++)
    v[k] = ranges[(intptr_t)dims->v[k]];
  if (r.code == XF_T_SUCCESS)
    set_i64s(st, res, 0, v, dims->n);
  xfs_free(st->mem, ranges, (nl ? nl : 1) * sizeof *ranges);
  xfs_free(st->mem, v, (dims->n ? dims->n : 1) * sizeof *v);
  return r;
}

/* Contract: reads the op; produces the selected loop sizes (optional). */
static xf_tresult dim_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_op *t = pred_target(st, op);
  if (!t)
    return no_target(st, op);
  xft_list dims = {0};
  xf_tresult r = positions(st, op, t, "raw_dim_list", (int64_t)xf_linalg_num_loops(t),
                           "dimensions", &dims);
  if (r.code == XF_T_SUCCESS)
    r = dim_kinds(st, op, t, &dims);
  if (r.code == XF_T_SUCCESS && op->nres)
    r = dim_ranges(st, op, t, &dims, res);
  xft_list_free(st->mem, &dims);
  return r;
}

/* -------------------------------------------------------- input / init */

/* Checks the map of operand "k" ("pos"-th input or init) and appends
 * what the result captures to "out". */
static xf_tresult operand_one(xf_tstate *st, xf_op *op, xf_op *t, bool init, int64_t pos,
                              xft_list *out) {
  size_t k = init ? xf_linalg_num_inputs(t) + (size_t)pos : (size_t)pos;
  xf_attr *map = xf_linalg_indexing_map(t, k);
  const char *what = init ? "output(init)" : "input";
  bool perm = xft_prop_flag(op, "permutation", false);
  bool proj = xft_prop_flag(op, "projected_permutation", false);
  if (perm && !xf_affine_map_is_permutation(map))
    return xft_no_match(st, xfi_op_loc(op),
                                     "the indexing map for %s #%lld is not a permutation", what,
                                     (long long)pos);
  if (proj && !xf_affine_map_is_projected_permutation(map, false))
    return xft_no_match(st, xfi_op_loc(op), "the indexing map for %s #%lld is not a %s",
                                     what, (long long)pos,
                                     init ? "permutation" : "projected permutation");
  if (!op->nres)
    return xf_tresult_success();
  const xft_typeinfo *ti = xft_type_info(st->ctx, xfi_op_results(op)[0].type);
  xf_value *v = init ? xf_linalg_init(t, (size_t)pos) : xf_linalg_input(t, (size_t)pos);
  if (ti && ti->check == XFT_CHECK_AFFINE_MAP)
    xft_list_push(st->mem, out, map);
  else if (ti && ti->kind == XF_TK_VALUES)
    xft_list_push(st->mem, out, v);
  else if (v->op)
    xft_list_push(st->mem, out, v->op);
  else
    return xft_no_match(st, xfi_op_loc(op), "%s #%lld is not produced by an operation",
                                     what, (long long)pos);
  return xf_tresult_success();
}

static xf_tresult operand_apply(xf_tstate *st, xf_op *op, xf_tresults *res, bool init) {
  xf_op *t = pred_target(st, op);
  if (!t)
    return no_target(st, op);
  int64_t max = (int64_t)(init ? xf_linalg_num_inits(t) : xf_linalg_num_inputs(t));
  xft_list pos = {0}, out = {0};
  xf_tresult r = positions(st, op, t, "raw_position_list", max,
                           init ? "DPS inits (outputs)" : "DPS inputs", &pos);
  for (uint32_t i = 0; r.code == XF_T_SUCCESS && i < pos.n; i++)
    r = operand_one(st, op, t, init, (intptr_t)pos.v[i], &out);
  if (r.code == XF_T_SUCCESS && op->nres)
    xft_set_result(res, 0, xft_kind_of(st, &xfi_op_results(op)[0]), out.v, out.n);
  xft_list_free(st->mem, &pos);
  xft_list_free(st->mem, &out);
  return r;
}

/* Contract (input, init): reads the op; produces producers, operands or
 * indexing maps of the selected operands (optional). */
static xf_tresult input_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  return operand_apply(st, op, res, false);
}
static xf_tresult init_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  return operand_apply(st, op, res, true);
}

/* --------------------------------------------------------------- body */

/* The yield operands are exactly the input block arguments, in order. */
static bool is_passthrough(xf_op *t) {
  xf_op *y = xfd_linalg_yield_view(t);
  xf_block *b = xfd_linalg_body_view(t);
  size_t ni = xf_linalg_num_inputs(t);
  if (!y || !b || y->nops != ni || b->nargs < ni)
    return false;
  for (size_t i = 0; i < ni; i++)
    if (y->operands[i].value != b->args[i])
      return false;
  return true;
}

/* Is "v" one of the inits' block arguments of "t"?  (MLIR's
 * dependsOnCarriedVals slices only through ops outside the Linalg op, so
 * within a body it reduces to this.) */
static bool is_init_arg(xf_op *t, xf_value *v) {
  return !v->op && xfi_value_block(v) == xfd_linalg_body_view(t) &&
         v->index >= xf_linalg_num_inputs(t);
}

/* MLIR matchReduction: the init's block argument has one use, by a binary
 * combiner whose other operand is not an init's argument, and whose single
 * result has one use, the yield, at the same position.  LLVM 22 limits the
 * chain to one combiner, so a longer chain is "could not match reduction"
 * too (its "not a single op" message is unreachable). */
static xf_tresult body_reduction(xf_tstate *st, xf_op *op, xf_op *t, int64_t pos) {
  xf_op *first = NULL;
  size_t n = pos >= 0 && (size_t)pos < xf_linalg_num_inits(t)
                 ? xfd_linalg_match_reduction_view(t, (size_t)pos, &first)
                 : 0;
  if (n == 1) {
    xf_block *b = xfd_linalg_body_view(t);
    xf_value *acc = b->args[xf_linalg_num_inputs(t) + (size_t)pos];
    xf_value *other =
        first->operands[0].value == acc ? first->operands[1].value : first->operands[0].value;
    if (is_init_arg(t, other) || !xfi_op_results(first)[0].uses || xfi_op_results(first)[0].uses->next)
      n = 0;
  }
  if (n != 1)
    return xft_no_match(st, xfi_op_loc(op), "could not match reduction");
  return xf_tresult_success();
}

static xf_tresult body_contraction(xf_tstate *st, xf_op *op, xf_op *t, xf_attr *names) {
  char elem[128] = "", red[128] = "";
  for (uint32_t i = 0; names->kind == XF_ATTR_ARRAY && i < 2 && i < names->n; i++) {
    xf_attr *s = names->u.elems[i];
    if (s->kind == XF_ATTR_STRING)
      snprintf(i ? red : elem, 128, "%.*s", (int)s->n, s->u.str);
  }
  const char *reason = "";
  if (xf_linalg_body_is_contraction(t, elem, red, &reason))
    return xf_tresult_success();
  return xft_no_match(st, xfi_op_loc(op), "contraction: %s", reason ? reason : "");
}

/* Contract: reads the op; no results. */
static xf_tresult body_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  xf_op *t = pred_target(st, op);
  if (!t)
    return no_target(st, op);
  xf_attr *contraction = xft_prop(op, "contraction");
  if (xft_prop(op, "reduction_position"))
    return body_reduction(st, op, t, xft_prop_int(op, "reduction_position", 0));
  if (xft_prop_flag(op, "passthrough", false))
    return is_passthrough(t) ? xf_tresult_success()
                             : xft_no_match(st, xfi_op_loc(op), "not a passthrough");
  if (xft_prop_flag(op, "elementwise", false))
    return xf_linalg_is_elementwise(t)
               ? xf_tresult_success()
               : xft_no_match(st, xfi_op_loc(op), "not elementwise");
  if (contraction)
    return body_contraction(st, op, t, contraction);
  return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "unknown body condition");
}

/* ------------------------------------------------- elemental_bitwidth */

static unsigned int_or_float_width(const xf_type *t) {
  if (t->kind == XF_TYPE_INTEGER)
    return xf_type_int_width(t);
  return t->kind == XF_TYPE_FLOAT ? xf_type_float_width(t) : 0;
}

static bool is_shaped(const xf_type *t) {
  return t->kind == XF_TYPE_VECTOR || t->kind == XF_TYPE_RANKED_TENSOR ||
         t->kind == XF_TYPE_UNRANKED_TENSOR || t->kind == XF_TYPE_MEMREF ||
         t->kind == XF_TYPE_UNRANKED_MEMREF;
}

/* Contract: reads the value handle (one value); produces an i64. */
static xf_tresult bitwidth_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  if (n != 1)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                                  "SingleValueMatchOpTrait requires the value handle to point to "
                                  "a single payload value");
  xf_type *ty = ((xf_value *)items[0])->type;
  unsigned w = int_or_float_width(ty);
  if (!w && is_shaped(ty) && xf_type_element(ty))
    w = int_or_float_width(xf_type_element(ty));
  if (w) {
    int64_t v = w;
    set_i64s(st, res, 0, &v, 1);
    return xf_tresult_success();
  }
  xf_tresult r = xft_no_match(st, xfi_op_loc(op), "%s",
                                           "unsupported type for bitwidth extraction: ");
  xf_diag_append_type(xf_tresult_last(&r), ty);
  return r;
}

/* --------------------------------------------------- classify dims */

/* Contract: reads the op; produces batch, m, n, k loop lists. */
static xf_tresult contraction_dims_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_op *t = pred_target(st, op);
  if (!t)
    return no_target(st, op);
  xf_linalg_contraction_dims cd;
  memset(&cd, 0, sizeof cd);
  if (xf_linalg_infer_contraction_dims(t, &cd) != XF_OK)
    return xft_no_match(st, xfi_op_loc(op), "could not infer contraction dimensions");
  set_dims(st, res, 0, &cd.batch);
  set_dims(st, res, 1, &cd.m);
  set_dims(st, res, 2, &cd.n);
  set_dims(st, res, 3, &cd.k);
  return xf_tresult_success();
}

/* Contract: reads the op; produces the eight convolution lists. */
static xf_tresult convolution_dims_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_op *t = pred_target(st, op);
  if (!t)
    return no_target(st, op);
  xf_linalg_convolution_dims cd;
  memset(&cd, 0, sizeof cd);
  if (xf_linalg_infer_convolution_dims(t, &cd) != XF_OK)
    return xft_no_match(st, xfi_op_loc(op), "could not infer convolution dimensions");
  const xf_linalg_dims *lists[] = {&cd.batch,       &cd.output_image,  &cd.output_channel,
                                   &cd.filter_loop, &cd.input_channel, &cd.depth};
  for (size_t i = 0; i < 6; i++)
    set_dims(st, res, i, lists[i]);
  set_i64s(st, res, 6, cd.strides, cd.nstrides);
  set_i64s(st, res, 7, cd.dilations, cd.ndilations);
  return xf_tresult_success();
}

/* ------------------------------------------------------------- result */

/* Users of "v" in use-list order (most recent use first), one per use. */
static xf_tresult result_user(xf_tstate *st, xf_op *op, xf_value *v, int64_t raw,
                              xf_tresults *res) {
  if (!v->uses)
    return xft_no_match(st, xfi_op_loc(op), "no users of the result #%lld",
                                     (long long)raw);
  xf_op *first = v->uses->owner;
  if (xft_prop_flag(op, "any", false)) {
    xf_tresults_set_ops(res, 0, &first, 1);
    return xf_tresult_success();
  }
  if (!xft_prop_flag(op, "single", false))
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "unknown sub-predicate");
  if (v->uses->next)
    return xft_no_match(st, xfi_op_loc(op),
                                     "more than one result user with single user requested");
  xf_tresults_set_ops(res, 0, &first, 1);
  return xf_tresult_success();
}

/* Contract: reads the op; produces the result tied to an init, or its
 * (first / single) user. */
static xf_tresult result_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_op *t = pred_target(st, op);
  if (!t)
    return no_target(st, op);
  int64_t raw = xft_prop_int(op, "position", 0);
  int64_t num = (int64_t)xf_linalg_num_inits(t);
  int64_t pos = raw < 0 ? num + raw : raw;
  if (pos < 0 || pos >= num || pos >= (int64_t)t->nres)
    return xf_tresult_silenceable_at(
        st->ctx, xfi_op_loc(op),
        "position %lld overflows the number of results(ints) of the payload operation",
        (long long)raw);
  xf_value *v = &xfi_op_results(t)[pos];
  if (xft_kind_of(st, &xfi_op_results(op)[0]) == XF_TK_VALUES) {
    xf_tresults_set_values(res, 0, &v, 1);
    return xf_tresult_success();
  }
  return result_user(st, op, v, raw, res);
}

/* ------------------------------------------------------------- table */

/* The terminator is interpreted by match.structured, never on its own. */
static xf_tresult yield_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "'%s' is not applied on its own",
                                op->name->str);
}

const xf_transform_op_def xft_linalg_match_defs[] = {
    {"transform.match.structured", match_structured_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.rank", rank_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.num_inputs", num_inputs_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.num_inits", num_inits_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.dim", dim_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.input", input_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.init", init_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.body", body_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.elemental_bitwidth", bitwidth_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.classify_contraction_dims", contraction_dims_apply, NULL,
     XF_TOP_MATCHER, NULL},
    {"transform.match.structured.classify_convolution_dims", convolution_dims_apply, NULL,
     XF_TOP_MATCHER, NULL},
    {"transform.match.structured.result", result_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.structured.yield", yield_apply, NULL, XF_TOP_NOT_APPLIED, NULL},
};
const size_t xft_num_linalg_match_defs =
    sizeof xft_linalg_match_defs / sizeof xft_linalg_match_defs[0];
