/* tracking.c — the Transform interpreter's tracking listener (MLIR's
 * TrackingListener + ErrorCheckingTrackingListener): keeps the handles of
 * the interpreter state current while a transform op rewrites payload
 * through a rewriter.
 *
 *   erased op     -> every handle drops it (and value handles its results);
 *   replaced op   -> value handles follow the replacement values; op
 *                    handles follow the op defining *all* replacement
 *                    values, looking through CastOpInterface ops, when it
 *                    has the same name or is ConstantLike.  If every handle
 *                    to the op is dead (no use after the current transform
 *                    op), the op is simply dropped.  Otherwise a failure to
 *                    find a replacement drops the op and records a
 *                    silenceable error "tracking listener failed to find
 *                    replacement op during application of this transform op"
 *                    with the reason and the notes MLIR attaches.
 * Several failures in one transform op give one error each, newest first;
 * the numbered "[k] replaced op" / "[k] replacement value i" notes go to
 * the error that ends up last (the first failure's).
 */
#include "tracking.h"

#include "../transform/transform_impl.h"

/* -------------------------------------------------------------- handles */

/* MLIR's happensBefore: `a` (or an ancestor) comes before `b` in a block
 * that holds `b`, and `b` is not inside `a`. */
static bool happens_before(xf_op *a, xf_op *b) {
  for (; a; a = xf_op_parent(a)) {
    if (a != b && xf_op_is_ancestor(a, b))
      return false;
    xf_op *anc = b;
    while (anc && anc->block != a->block)
      anc = xf_op_parent(anc);
    if (anc && a->block) {
      for (xf_op *o = a->next; o; o = o->next)
        if (o == anc)
          return true;
      return false;
    }
  }
  return false;
}

/* A handle is dead when every user is the transform op currently applied in
 * its scope or runs before it. */
static bool handle_dead(xf_tstate *st, const xft_entry *e) {
  xft_scope *s = &XFS_VEC_AT(&st->scopes, xft_scope, e->depth);
  for (xf_use *u = e->handle->uses; u; u = u->next)
    if (u->owner != s->current && !(s->current && happens_before(u->owner, s->current)))
      return false;
  return true;
}

/* The first live handle to `op`, innermost scope first; NULL if there is
 * none.  `*tracked` says whether any handle points to `op`. */
static xft_entry *alive_handle(xf_tstate *st, xf_op *op, bool *tracked) {
  xft_revlist *rl = xft_rev(st, false, op);
  *tracked = rl && rl->n;
  xft_entry *best = NULL;
  for (uint32_t i = 0; rl && i < rl->n; i++) {
    xft_entry *e = rl->v[i];
    if (handle_dead(st, e))
      continue;
    if (!best || e->depth > best->depth)
      best = e;
  }
  return best;
}

/* ------------------------------------------------------- replacement op */

/* The op defining every non-NULL value of `v`, or NULL. */
static xf_op *common_def(xf_value *const *v, size_t n) {
  xf_op *def = NULL;
  bool first = true;
  for (size_t i = 0; i < n; i++) {
    if (!v[i])
      continue;
    if (first) {
      def = v[i]->op;
      first = false;
    } else if (def != v[i]->op) {
      return NULL;
    }
  }
  return def;
}

/* findReplacementOp: the replacement of `op` among the defining ops of
 * `values` (looking through casts), or NULL with the reason noted on `d`
 * (at the transform op, `at`).  Like MLIR's do-while loop, an empty value
 * list has no common defining op. */
static xf_op *find_replacement(xf_op *op, xf_value *const *values, size_t n, xf_diag *d,
                               xf_attr *at) {
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(op));
  xfs_vec cur = {0};
  for (size_t i = 0; i < n; i++)
    XFS_VEC_PUSH(m, &cur, xf_value *, values[i]);
  xf_op *result = NULL;
  const char *reason = "ran out of suitable replacement values";
  do {
    xf_op *def = common_def(cur.data, cur.len);
    if (!def) {
      reason = "replacement values belong to different ops";
      break;
    }
    if (def->info && (def->info->traits & XF_TRAIT_CAST)) {
      xf_diag_printf(xf_diag_note(d, xfi_op_loc(def)), "using output of 'CastOpInterface' op");
      cur.len = 0;
      for (uint32_t i = 0; i < def->nops; i++)
        XFS_VEC_PUSH(m, &cur, xf_value *, def->operands[i].value);
      continue;
    }
    if (op->name == def->name || (def->info && (def->info->traits & XF_TRAIT_CONSTANT_LIKE)))
      result = def;
    cur.len = 0;
  } while (!result && cur.len);
  if (!result)
    xf_diag_printf(xf_diag_note(d, at), "%s", reason);
  xfs_vec_free(m, &cur, sizeof(xf_value *));
  return result;
}

/* --------------------------------------------------------------- errors */

/* notifyPayloadReplacementNotFound: merges the new error `fresh` in front
 * of earlier ones and numbers the notes. */
static void record_failure(xfr_tracking *t, xf_tresult *fresh, xf_op *op,
                           xf_value *const *values, size_t n) {
  xf_tresult_take(fresh, &t->status);
  t->status = *fresh;
  xf_diag *last = xf_tresult_last(&t->status);
  if (!last)
    return;
  xf_diag_printf(xf_diag_note(last, xfi_op_loc(op)), "[%u] replaced op", t->errors);
  for (size_t i = 0; i < n; i++)
    xf_diag_printf(xf_diag_note(last, xft_value_loc(values[i])), "[%u] replacement value %zu",
                   t->errors, i);
  t->errors++;
}

/* ------------------------------------------------------------- listener */

static xfr_tracking *of(xf_listener *l) { return l->user; }

static void on_erased(xf_listener *l, xf_op *op) {
  xfr_tracking *t = of(l);
  for (uint32_t i = 0; i < op->nres; i++)
    xf_tstate_notify_value_replaced(t->st, &xfi_op_results(op)[i], NULL);
  xf_tstate_notify_op_replaced(t->st, op, NULL);
}

static void on_replaced(xf_listener *l, xf_op *op, xf_value *const *values, size_t n) {
  xfr_tracking *t = of(l);
  for (size_t i = 0; i < n && i < op->nres; i++)
    xf_tstate_notify_value_replaced(t->st, &xfi_op_results(op)[i], values[i]);
  bool tracked = false;
  xft_entry *alive = alive_handle(t->st, op, &tracked);
  if (!tracked)
    return;
  if (!alive) {
    xf_tstate_notify_op_replaced(t->st, op, NULL);
    return;
  }
  xf_tresult fresh = xf_tresult_success();
  xf_attr *at = xfi_op_loc(t->transform_op);
  xf_diag *d = xf_tresult_emit(&fresh, xfi_op_ctx(op), at);
  xf_diag_printf(d, "tracking listener failed to find replacement op during application of "
                    "this transform op");
  xf_op *repl = find_replacement(op, values, n, d, at);
  if (repl) {
    xf_tresult_silence(&fresh);
    xf_tstate_notify_op_replaced(t->st, op, repl);
    return;
  }
  xf_diag_printf(xf_diag_note(d, xft_value_loc(alive->handle)),
                 "replacement is required because this handle must be updated");
  record_failure(t, &fresh, op, values, n);
  xf_tstate_notify_op_replaced(t->st, op, NULL);
}

void xfr_tracking_init(xfr_tracking *t, xf_tstate *st, xf_op *transform_op) {
  memset(t, 0, sizeof *t);
  t->st = st;
  t->transform_op = transform_op;
  t->status = xf_tresult_success();
  t->listener.op_erased = on_erased;
  t->listener.op_replaced = on_replaced;
  t->listener.user = t;
}

/* Applies MLIR's rule for ops with ReportTrackingListenerFailuresOpTrait:
 * the op's own failure wins (a note mentions the tracking failure), else
 * the tracking failure is the result. */
xf_tresult xfr_tracking_finish(xfr_tracking *t, xf_tresult r, bool report) {
  xf_tresult tf = t->status;
  t->status = xf_tresult_success();
  if (!report || tf.code == XF_T_SUCCESS) {
    xf_tresult_silence(&tf);
    return r;
  }
  if (r.code == XF_T_SUCCESS)
    return tf;
  if (r.code == XF_T_SILENCEABLE) {
    xf_strbuf msg;
    xf_strbuf_init(&msg, t->st->ctx);
    xf_tresult_message(&tf, &msg);
    xf_diag *last = xf_tresult_last(&r);
    if (last)
      xf_diag_printf(xf_diag_note(last, xf_diag_loc(last)), "tracking listener also failed: %s",
                     msg.data ? msg.data : "");
    xf_strbuf_free(&msg);
  }
  xf_tresult_silence(&tf);
  return r;
}
