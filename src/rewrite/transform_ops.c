/* transform_ops.c — the Transform dialect ops backed by the rewrite engine:
 * transform.apply_dce, transform.apply_cse and transform.apply_patterns
 * (with its pattern descriptors), and the per-context registry of pattern
 * descriptors (`transform.apply_patterns.canonicalization` built in; DRR and
 * C users add theirs).
 *
 * Contracts (all three are TransformEachOpTrait ops with
 * ReportTrackingListenerFailuresOpTrait):
 *   apply_dce %h      reads %h, modifies payload: erases trivially dead ops
 *                     nested in each target;
 *   apply_cse %h      reads %h, modifies payload: CSE inside each target;
 *   apply_patterns %h reads %h, modifies payload: the greedy driver on each
 *                     target (its regions if IsolatedFromAbove, else one
 *                     pass over the nested ops), optionally alternating with
 *                     CSE until a fixpoint (at most 50 rounds).
 * Each target must not be the transform op or one of its ancestors (a
 * definite failure).  Payload changes go through a rewriter whose listener
 * is the tracking listener, so handles follow erasures and replacements;
 * tracking failures are reported after the op as MLIR does.  Targets erased
 * by the processing of earlier targets are skipped.
 */
#include "tracking.h"

#include "../transform/transform_impl.h"

/* ------------------------------------------------- descriptor registry */

typedef struct descriptor {
  xf_pattern_populate_fn fn;    /* adds the descriptor's patterns */
  void *user;
} descriptor;

typedef struct rewrite_data {
  xfs_ptrmap descs;             /* op name ident -> descriptor* */
  xfs_arena arena;              /* the descriptors */
} rewrite_data;

static void data_free(xf_context *ctx, void *p) {
  rewrite_data *d = p;
  xfs_ptrmap_free(xfs_ctx_mem(ctx), &d->descs);
  xfs_arena_free(&d->arena);
  xfs_free(xfs_ctx_mem(ctx), d, sizeof *d);
}

static rewrite_data *data_get(xf_context *ctx) {
  if (ctx->rewrite_data)
    return ctx->rewrite_data;
  rewrite_data *d = xfs_calloc(xfs_ctx_mem(ctx), sizeof *d);
  if (!d)
    return NULL;
  xfs_arena_init(&d->arena, xfs_ctx_mem(ctx));
  ctx->rewrite_data = d;
  ctx->rewrite_data_free = data_free;
  return d;
}

xf_status xf_register_pattern_descriptor(xf_context *ctx, const char *op_name,
                                         xf_pattern_populate_fn fn, void *user) {
  rewrite_data *d = data_get(ctx);
  xf_ident *name = xf_ident_cstr(ctx, op_name);
  descriptor *desc = d ? xfs_arena_alloc(&d->arena, sizeof *desc) : NULL;
  if (!desc || !name)
    return XF_NOMEM;
  desc->fn = fn;
  desc->user = user;
  return xfs_ptrmap_put(xfs_ctx_mem(ctx), &d->descs, name, desc) ? XF_OK : XF_NOMEM;
}

static const descriptor *find_descriptor(xf_context *ctx, const xf_ident *name) {
  rewrite_data *d = ctx->rewrite_data;
  return d ? xfs_ptrmap_get(&d->descs, name) : NULL;
}

/* transform.apply_patterns.canonicalization: xform models no
 * canonicalization pattern; the driver's folding and dead-code erasure are
 * what canonicalization does on the ops xform knows. */
static xf_status populate_canonicalization(xf_op *desc, xf_tstate *st, xf_pattern_set *set,
                                           void *user) {
  (void)desc, (void)st, (void)set, (void)user;
  return XF_OK;
}

/* ----------------------------------------------------------- helpers */

/* ensurePayloadIsSeparateFromTransform: definite failure when `target` is
 * the transform op or one of its ancestors. */
static xf_tresult check_separate(xf_op *op, xf_op *target) {
  if (!xf_op_is_ancestor(target, op))
    return xf_tresult_success();
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "cannot apply transform to itself (or one of its ancestors)");
  xf_diag_printf(xf_diag_note(d, xfi_op_loc(target)), "target payload op");
  xf_diag_report(d);
  return xf_tresult_definite();
}

static xf_tresult oom(xf_op *op) {
  return xf_tresult_definite_at(xfi_op_ctx(op), xfi_op_loc(op), "out of memory");
}

typedef xf_tresult (*each_fn)(xf_tstate *st, xf_op *op, xf_op *target, xfr_tracking *t);

/* Applies `fn` to each live target of operand 0 in order; silenceable
 * failures are collected, a definite one stops.  Then the tracking
 * listener's failures are merged. */
static xf_tresult apply_each(xf_tstate *st, xf_op *op, each_fn fn) {
  xfr_tracking t;
  xfr_tracking_init(&t, st, op);
  xf_tresult acc = xf_tresult_success();
  xf_value *h = op->operands[0].value;
  for (size_t i = 0;; i++) {
    size_t n = 0;
    void *const *items = xft_items(st, h, &n);
    if (i >= n)
      break;
    xf_op *target = items[i];
    if (!target)
      continue;
    xf_tresult r = check_separate(op, target);
    if (r.code == XF_T_SUCCESS)
      r = fn(st, op, target, &t);
    if (r.code == XF_T_DEFINITE) {
      xf_tresult_silence(&acc);
      acc = r;
      break;
    }
    if (r.code == XF_T_SILENCEABLE)
      xf_tresult_take(&acc, &r);
  }
  bool report = !xf_op_get_attr(op, "transform.silence_tracking_failures");
  return xfr_tracking_finish(&t, acc, report);
}

/* -------------------------------------------------- apply_dce / cse */

static xf_tresult dce_one(xf_tstate *st, xf_op *op, xf_op *target, xfr_tracking *t) {
  xf_rewriter rw;
  xf_rewriter_init(&rw, st->ctx, &t->listener);
  return xf_dce(target, &rw, NULL) == XF_OK ? xf_tresult_success() : oom(op);
}

static xf_tresult cse_one(xf_tstate *st, xf_op *op, xf_op *target, xfr_tracking *t) {
  xf_rewriter rw;
  xf_rewriter_init(&rw, st->ctx, &t->listener);
  return xf_cse(target, &rw, NULL) == XF_OK ? xf_tresult_success() : oom(op);
}

static xf_tresult apply_dce(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  return apply_each(st, op, dce_one);
}

static xf_tresult apply_cse(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  return apply_each(st, op, cse_one);
}

/* ------------------------------------------------------ apply_patterns */

/* Collects the patterns of the descriptors in the op's region. */
static xf_tresult collect_patterns(xf_tstate *st, xf_op *op, xf_frozen_patterns **out) {
  xf_pattern_set *set = xf_pattern_set_create(st->ctx);
  if (!set)
    return oom(op);
  xf_block *b = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  for (xf_op *d = b ? b->first : NULL; d; d = d->next) {
    const descriptor *desc = find_descriptor(st->ctx, d->name);
    if (!desc) {
      xf_pattern_set_destroy(set);
      return xf_tresult_definite_at(st->ctx, xfi_op_loc(d),
                                    "pattern descriptor '%s' is not supported by xform",
                                    d->name->str);
    }
    xf_status s = desc->fn(d, st, set, desc->user);
    if (s != XF_OK) {
      xf_pattern_set_destroy(set);
      return s == XF_NOMEM ? oom(op) : xf_tresult_definite();
    }
  }
  *out = xf_pattern_set_freeze(set);
  return *out ? xf_tresult_success() : oom(op);
}

static int64_t limit_prop(const xf_op *op, const char *name) {
  int64_t v = xft_prop_int(op, name, -1);
  return v == -1 ? XF_NO_LIMIT : v;
}

static xf_walk_result collect_nested(xf_op *o, void *user) {
  xfs_vec *v = user;
  XFS_VEC_PUSH(xfs_ctx_mem(xfi_op_ctx(o)), v, xf_op *, o);
  return XF_WALK_ADVANCE;
}

/* One greedy run on `target`: its regions when isolated, else one pass
 * over the ops nested in it.  `*converged` is set. */
static xf_status greedy_run(xf_op *target, const xf_frozen_patterns *fp,
                            const xf_greedy_config *cfg, bool *converged) {
  if (target->info && (target->info->traits & XF_TRAIT_ISOLATED))
    return xf_apply_patterns_greedily_op(target, fp, cfg, converged, NULL);
  xfs_vec ops = {0};
  xfs_mem *m = xfs_ctx_mem(xfi_op_ctx(target));
  for (uint32_t r = 0; r < target->nreg; r++)
    for (xf_block *b = xfi_op_regions(target)[r].first; b; b = b->next)
      for (xf_op *o = b->first; o; o = o->next)
        (void)xf_walk(o, XF_POST_ORDER, collect_nested, &ops);
  xf_status s = xf_context_out_of_memory(xfi_op_ctx(target)) ? XF_NOMEM : XF_OK;
  if (s == XF_OK)
    s = xf_apply_op_patterns_greedily(ops.data, ops.len, fp, cfg, converged, NULL, NULL);
  xfs_vec_free(m, &ops, sizeof(xf_op *));
  return s;
}

static xf_tresult patterns_one(xf_tstate *st, xf_op *op, xf_op *target, xfr_tracking *t) {
  xf_frozen_patterns *fp = NULL;
  xf_tresult r = collect_patterns(st, op, &fp);
  if (r.code != XF_T_SUCCESS)
    return r;
  xf_greedy_config cfg;
  xf_greedy_config_init(&cfg);
  cfg.listener = &t->listener;
  cfg.max_iterations = limit_prop(op, "max_iterations");
  cfg.max_num_rewrites = limit_prop(op, "max_num_rewrites");
  cfg.max_total_rewrites = st->opts.greedy_max_rewrites;
  bool with_cse = xf_op_get_attr(op, "apply_cse") != NULL;
  xf_rewriter rw;
  xf_rewriter_init(&rw, st->ctx, &t->listener);
  const int64_t max_rounds = 50;
  int64_t round = 0;
  bool cse_changed = false;
  do {
    bool converged = false;
    if (greedy_run(target, fp, &cfg, &converged) != XF_OK) {
      r = oom(op);
      break;
    }
    if (!converged) {
      r = xf_tresult_silenceable_at(st->ctx, xfi_op_loc(target), "greedy pattern application failed");
      break;
    }
    if (with_cse && xf_cse(target, &rw, &cse_changed) != XF_OK) {
      r = oom(op);
      break;
    }
  } while (cse_changed && ++round < max_rounds);
  if (r.code == XF_T_SUCCESS && round == max_rounds)
    r = xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "fixpoint iteration did not converge");
  xf_frozen_patterns_destroy(fp);
  return r;
}

static xf_tresult apply_patterns(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  return apply_each(st, op, patterns_one);
}

/* ---------------------------------------------------------- registration */

static const xf_transform_op_def rewrite_defs[] = {
    {"transform.apply_dce", apply_dce, NULL, XF_TOP_MODIFIES_PAYLOAD, NULL},
    {"transform.apply_cse", apply_cse, NULL, XF_TOP_MODIFIES_PAYLOAD, NULL},
    {"transform.apply_patterns", apply_patterns, NULL, XF_TOP_MODIFIES_PAYLOAD, NULL},
};

xf_status xf_rewrite_register_transform_ops(xf_context *ctx) {
  for (size_t i = 0; i < sizeof rewrite_defs / sizeof rewrite_defs[0]; i++) {
    xf_status s = xf_transform_register_op(ctx, &rewrite_defs[i]);
    if (s != XF_OK)
      return s;
  }
  return xf_register_pattern_descriptor(ctx, "transform.apply_patterns.canonicalization",
                                        populate_canonicalization, NULL);
}
