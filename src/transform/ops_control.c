/* ops_control.c — structure and control ops: named_sequence (as the entry
 * point), sequence, include, yield, alternatives, foreach.
 *
 * Contracts (handles / payload):
 *   named_sequence  no operands; binds its arguments to the payload root
 *                   and the trailing bindings; runs its body (propagate).
 *   sequence        reads its operands, consumes one iff its body consumes
 *                   the matching block argument; produces its results.
 *   include         consumes operand i iff callee argument i is marked
 *                   {transform.consumed}, else reads it; modifies payload.
 *   yield           terminator, never applied.
 *   alternatives    consumes its scope operand; modifies payload (the first
 *                   successful region's clone replaces the scope).
 *   foreach         consumes target i iff the body consumes block argument
 *                   i; produces results accumulated over iterations.
 */
#include "transform_impl.h"

/* ---------------------------------------------------------- helpers */

/* Does some op directly in "body" consume block argument "arg"? */
static bool body_consumes_arg(xf_block *body, xf_value *arg) {
  for (xf_use *u = arg->uses; u; u = u->next)
    if (u->owner->block == body && xft_consumes(xfi_op_ctx(u->owner), u->owner, xfi_use_index(u)))
      return true;
  return false;
}

static xft_mode mode_of(xf_op *op) {
  return xft_prop_int(op, "failure_propagation_mode", 1) == 2 ? XFT_SUPPRESS : XFT_PROPAGATE;
}

/* Binds the trailing arguments of "body" (from index 1) to the trailing
 * bindings of the interpreter: the counts must agree. */
static bool map_top_level_extras(xf_tstate *st, xf_op *op, xf_block *body) {
  uint32_t want = body->nargs ? body->nargs - 1 : 0;
  if (st->nextra != want) {
    xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                           "operation expects %u extra value bindings, but %u were provided to "
                           "the interpreter",
                           want, st->nextra);
    return false;
  }
  for (uint32_t i = 0; i < want; i++)
    if (!xft_map_arg(st, body->args[i + 1], st->extra_kinds[i], st->extra[i].v, st->extra[i].n))
      return false;
  return true;
}

/* Binds block argument i of "body" to the payload of operand i of "op". */
static bool map_operands_to_args(xf_tstate *st, xf_op *op, xf_block *body) {
  for (uint32_t i = 0; i < op->nops && i < body->nargs; i++) {
    xf_value *h = op->operands[i].value;
    size_t n = 0;
    void *const *items = xft_items(st, h, &n);
    if (!xft_map_arg(st, body->args[i], xft_kind_of(st, h), items, n))
      return false;
  }
  return true;
}

/* ------------------------------------------------------ named_sequence */

/* Applying a named sequence happens only for the entry point. */
static xf_tresult named_sequence_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  if (xft_is_external(op))
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "unresolved external named sequence");
  xf_block *body = xft_body(op);
  if (!xf_tstate_push_scope(st, &xfi_op_regions(op)[0]))
    return xf_tresult_definite();
  xf_tresult r = xf_tresult_definite();
  if (body->nargs && xft_map_arg(st, body->args[0], XF_TK_OPS, (void *const *)&st->top, 1) &&
      map_top_level_extras(st, op, body)) {
    st->timed_block = st->opts.timing ? body : NULL;
    r = xft_run_block(st, body, XFT_PROPAGATE, res);
    st->timed_block = NULL;
  }
  xf_tstate_pop_scope(st);
  return r;
}

/* ---------------------------------------------------------- sequence */

static bool sequence_consumes(xf_op *op, unsigned i) {
  xf_block *body = xft_body(op);
  return body && i < body->nargs && body_consumes_arg(body, body->args[i]);
}

/* Contract: reads its operands (consumes those whose block argument the body consumes); runs the
 * body in its failure mode; produces the yields. */
static xf_tresult sequence_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_block *body = xft_body(op);
  if (!body || !xf_tstate_push_scope(st, &xfi_op_regions(op)[0]))
    return xf_tresult_definite();
  bool ok;
  if (op->nops)
    ok = map_operands_to_args(st, op, body);
  else
    ok = body->nargs && xft_map_arg(st, body->args[0], XF_TK_OPS, (void *const *)&st->top, 1) &&
         map_top_level_extras(st, op, body);
  xf_tresult r = ok ? xft_run_block(st, body, mode_of(op), res) : xf_tresult_definite();
  xf_tstate_pop_scope(st);
  return r;
}

/* ----------------------------------------------------------- include */

static xf_op *include_callee(xf_op *op) { return xft_resolve_sequence(op, xft_prop(op, "target")); }

static bool include_consumes(xf_op *op, unsigned i) {
  xf_op *callee = include_callee(op);
  return callee && xft_arg_has_attr(callee, i, "transform.consumed");
}

/* Sets the results of "op" from the operands of the callee's yield. */
static void set_from_terminator(xf_tstate *st, xf_block *body, xf_tresults *res) {
  xf_op *t = body->last;
  if (!t)
    return;
  for (uint32_t i = 0; i < t->nops && i < res->n; i++)
    xf_tresults_forward(res, i, st, t->operands[i].value);
}

/* Contract: consumes the operands bound to {transform.consumed} callee arguments, reads the
 * others; runs the callee; produces its yields; modifies payload. */
static xf_tresult include_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_op *callee = include_callee(op);
  if (!callee)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "'%s' op unresolved named sequence",
                                  op->name->str);
  if (xft_is_external(callee))
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "unresolved external named sequence");
  xf_block *body = xft_body(callee);
  if (!xf_tstate_push_scope(st, &xfi_op_regions(callee)[0]))
    return xf_tresult_definite();
  xf_tresult r = xf_tresult_definite();
  if (map_operands_to_args(st, op, body)) {
    r = xft_run_block(st, body, mode_of(op), NULL);
    if (r.code == XF_T_SUCCESS)
      set_from_terminator(st, body, res);
  }
  xf_tstate_pop_scope(st);
  return r;
}

/* ------------------------------------------------------ alternatives */

static bool consumes_all(xf_op *op, unsigned i) {
  (void)op;
  (void)i;
  return true;
}

/* Checks that every scope op can be an alternatives scope. */
static xf_tresult check_scopes(xf_tstate *st, xf_op *op, xf_op *const *scopes, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const char *msg = NULL;
    if (xf_op_is_ancestor(scopes[i], op))
      msg = "scope must not contain the transforms being applied";
    else if (!xft_is_isolated(scopes[i]))
      msg = "only isolated-from-above ops can be alternative scopes";
    if (!msg)
      continue;
    xf_diag *d = xf_diag_create(st->ctx, XF_SEV_ERROR, xfi_op_loc(op));
    xf_diag_printf(d, "%s", msg);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(scopes[i])), "scope");
    xf_diag_report(d);
    return xf_tresult_definite();
  }
  return xf_tresult_success();
}

/* Drops every handle entry of "op" and the ops nested in it, and their
 * result values (the tracking listener's erasure notifications). */
static bool notify_erased(xf_op *op, void *user) {
  xf_tstate *st = user;
  for (uint32_t i = 0; i < op->nres; i++)
    xf_tstate_notify_value_replaced(st, &xfi_op_results(op)[i], NULL);
  xf_tstate_notify_op_replaced(st, op, NULL);
  return true;
}

/* Puts "clone" in place of "original" (rewriter.replaceOp). */
static void replace_with_clone(xf_tstate *st, xf_op *original, xf_op *clone) {
  xf_op_insert_before(clone, original);
  for (uint32_t i = 0; i < original->nres; i++) {
    xf_tstate_notify_value_replaced(st, &xfi_op_results(original)[i], &xfi_op_results(clone)[i]);
    xf_value_replace_all_uses(&xfi_op_results(original)[i], &xfi_op_results(clone)[i]);
  }
  xf_tstate_notify_op_replaced(st, original, original->nres ? clone : NULL);
  xft_walk_post(original, notify_erased, st);
  xf_op_erase(original);
}

/* Runs one alternative region on clones of the scope ops; on success the
 * clones replace the originals. */
static xf_tresult try_region(xf_tstate *st, xf_op *op, xf_region *reg, xf_op *const *orig,
                             size_t n, xf_tresults *res) {
  xf_block *body = reg->first;
  if (!body || !xf_tstate_push_scope(st, reg))
    return xf_tresult_definite();
  xft_list clones = {0};
  bool cloned = true;
  for (size_t i = 0; i < n && cloned; i++) {
    xf_op *c = xft_clone_op(orig[i]);
    cloned = c && xft_list_push(st->mem, &clones, c);
  }
  xf_tresult r = xf_tresult_definite();
  if (!cloned)
    r = xft_oom(st, op);
  else if (body->nargs && xft_map_arg(st, body->args[0], XF_TK_OPS, clones.v, clones.n))
    r = xft_run_block(st, body, XFT_PROPAGATE, NULL);
  if (r.code == XF_T_SILENCEABLE && xf_tstate_debug_on(st, XF_TDEBUG_DIALECT)) {
    xf_strbuf m;
    xf_strbuf_init(&m, st->ctx);
    xf_tresult_message(&r, &m);
    xf_tstate_debugf(st, XF_TDEBUG_DIALECT, "alternative failed: %s\n", m.data ? m.data : "");
    xf_strbuf_free(&m);
  }
  if (r.code == XF_T_SUCCESS) {
    for (size_t i = 0; i < n; i++)
      replace_with_clone(st, orig[i], clones.v[i]);
    clones.n = 0; /* now in the IR */
    set_from_terminator(st, body, res);
  }
  xf_tstate_pop_scope(st);
  if (r.code != XF_T_SUCCESS)
    for (uint32_t i = 0; i < clones.n; i++)
      if (clones.v[i])
        xf_op_erase(clones.v[i]);
  xft_list_free(st->mem, &clones);
  return r;
}

/* Contract: consumes the scope; the first successful region's clones replace the scope ops;
 * produces its yields; modifies payload. */
static xf_tresult alternatives_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xft_list orig = {0};
  if (op->nops) {
    size_t n = 0;
    void *const *items = xft_items(st, op->operands[0].value, &n);
    xft_list_append(st->mem, &orig, items, n);
  } else {
    xft_list_push(st->mem, &orig, st->top);
  }
  xf_tresult r = check_scopes(st, op, (xf_op *const *)orig.v, orig.n);
  for (uint32_t i = 0; r.code == XF_T_SUCCESS && i < op->nreg; i++) {
    r = try_region(st, op, &xfi_op_regions(op)[i], (xf_op *const *)orig.v, orig.n, res);
    if (r.code == XF_T_SUCCESS) {
      xft_list_free(st->mem, &orig);
      return r;
    }
    if (r.code == XF_T_SILENCEABLE)
      xf_tresult_silence(&r);
    else
      break;
  }
  xft_list_free(st->mem, &orig);
  if (r.code == XF_T_DEFINITE)
    return r;
  return xf_tresult_silenceable_at(st->ctx, xfi_op_loc(op), "all alternatives failed");
}

/* ----------------------------------------------------------- foreach */

static bool foreach_consumes(xf_op *op, unsigned i) { return sequence_consumes(op, i); }

/* Snapshot of the targets' payloads; NULL + silenceable failure in "r" on
 * a size mismatch.  "*iters" receives the iteration count. */
static xft_list *foreach_targets(xf_tstate *st, xf_op *op, size_t *iters, xf_tresult *r) {
  xft_list *t = xfs_calloc(st->mem, (op->nops ? op->nops : 1) * sizeof *t);
  if (!t)
    return NULL;
  bool zip = xft_prop_flag(op, "with_zip_shortest", false);
  size_t n = 0;
  for (uint32_t i = 0; i < op->nops; i++) {
    size_t k = 0;
    void *const *items = xft_items(st, op->operands[i].value, &k);
    xft_list_append(st->mem, &t[i], items, k);
    if (i == 0 || (zip && t[i].n < n))
      n = t[i].n;
  }
  for (uint32_t i = 1; i < op->nops; i++) {
    if (zip && t[i].n < n)
      n = t[i].n; /* only after an allocation failure */
    if (zip || t[i].n == n)
      continue;
    xf_diag *d = xf_tresult_emit(r, st->ctx, xfi_op_loc(op));
    xf_diag_printf(d, "prior targets' payload size (%zu) differs from payload size (%u) of target ",
                   n, t[i].n);
    xft_diag_append_value(d, op->operands[i].value);
    break;
  }
  *iters = n;
  return t;
}

/* One iteration: binds the block arguments, runs the body, appends the
 * yielded payloads to "acc". */
static xf_tresult foreach_iteration(xf_tstate *st, xf_op *op, xft_list *t, size_t it,
                                    xft_list *acc) {
  xf_block *body = xft_body(op);
  if (!xf_tstate_push_scope(st, &xfi_op_regions(op)[0]))
    return xf_tresult_definite();
  xf_tresult r = xf_tresult_success();
  for (uint32_t a = 0; a < body->nargs && a < op->nops; a++) {
    xf_value *h = op->operands[a].value;
    if (!xft_map_arg(st, body->args[a], xft_kind_of(st, h), &t[a].v[it], 1)) {
      r = xf_tresult_definite();
      break;
    }
  }
  for (xf_op *o = body->first; r.code == XF_T_SUCCESS && o && o != body->last; o = o->next)
    r = xf_tstate_apply(st, o);
  if (r.code == XF_T_SUCCESS && body->last && body->last->nops) {
    xf_op *y = body->last;
    for (uint32_t i = 0; i < y->nops && i < op->nres; i++) {
      size_t k = 0;
      void *const *items = xft_items(st, y->operands[i].value, &k);
      xft_list_append(st->mem, &acc[i], items, k);
    }
  }
  xf_tstate_pop_scope(st);
  return r;
}

/* Contract: reads (or consumes, through the body) the targets; produces the yields accumulated
 * over iterations. */
static xf_tresult foreach_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t iters = 0;
  xf_tresult r = xf_tresult_success();
  xft_list *t = foreach_targets(st, op, &iters, &r);
  xft_list *acc = xfs_calloc(st->mem, (op->nres ? op->nres : 1) * sizeof *acc);
  if (!t || !acc) {
    xf_tresult_silence(&r);
    r = xft_oom(st, op);
  }
  for (size_t it = 0; r.code == XF_T_SUCCESS && it < iters; it++)
    r = foreach_iteration(st, op, t, it, acc);
  if (r.code == XF_T_SUCCESS)
    for (uint32_t i = 0; i < op->nres; i++)
      xft_set_result(res, i, xft_kind_of(st, &xfi_op_results(op)[i]), acc[i].v, acc[i].n);
  for (uint32_t i = 0; t && i < op->nops; i++)
    xft_list_free(st->mem, &t[i]);
  for (uint32_t i = 0; acc && i < op->nres; i++)
    xft_list_free(st->mem, &acc[i]);
  xfs_free(st->mem, t, (op->nops ? op->nops : 1) * sizeof *t);
  xfs_free(st->mem, acc, (op->nres ? op->nres : 1) * sizeof *acc);
  return r;
}

/* ------------------------------------------------------------- table */

static xf_tresult never_applied(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "'%s' is not applied on its own",
                                op->name->str);
}

const xf_transform_op_def xft_control_defs[] = {
    {"transform.named_sequence", named_sequence_apply, NULL, 0, NULL},
    {"transform.sequence", sequence_apply, sequence_consumes,
     XF_TOP_MATCHER | XF_TOP_MODIFIES_PAYLOAD, NULL},
    {"transform.include", include_apply, include_consumes,
     XF_TOP_MATCHER | XF_TOP_MODIFIES_PAYLOAD, NULL},
    {"transform.yield", never_applied, NULL, XF_TOP_NOT_APPLIED, NULL},
    {"transform.alternatives", alternatives_apply, consumes_all, XF_TOP_MODIFIES_PAYLOAD, NULL},
    {"transform.foreach", foreach_apply, foreach_consumes, XF_TOP_MODIFIES_PAYLOAD, NULL},
};
const size_t xft_num_control_defs = sizeof xft_control_defs / sizeof xft_control_defs[0];
