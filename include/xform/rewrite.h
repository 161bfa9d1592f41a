/* xform/rewrite.h — pattern rewriting: patterns and pattern sets, the
 * applicator that orders them, the rewriter every IR change goes through
 * (with a chain of listeners), the greedy driver of LLVM 22
 * (applyPatternsGreedily / applyOpPatternsGreedily), CSE and DCE.
 *
 * The model is MLIR's (mlir/IR/PatternMatch.h, Rewrite/PatternApplicator.h,
 * Transforms/GreedyPatternRewriteDriver.h):
 *  - A pattern has a root (an op name, or any op), a benefit (0..65534, or
 *    XF_BENEFIT_IMPOSSIBLE: never applied), the names of the ops it may
 *    create, a debug name and a match-and-rewrite callback.  The callback
 *    returns true after rewriting and false when it does not match; it must
 *    not touch the IR before it knows it matches, and it must make every
 *    change through the rewriter it is given.
 *  - Freezing a pattern set groups the patterns by root; an applicator built
 *    on a frozen set sorts each group by benefit, highest first, keeping
 *    insertion order among equal benefits (a stable sort), and interleaves
 *    any-op patterns, which win only over op-specific ones of strictly
 *    lower benefit.
 *  - The rewriter tells its listeners about every change: op inserted
 *    (created or moved), modified in place, replaced, erased, block inserted
 *    or erased, a match failure with its message.  Listeners form a chain
 *    (`next`); each hook may be NULL.
 *  - The greedy driver applies a frozen set to the ops of a region until
 *    nothing changes, folding ops and erasing dead ones on the way, exactly
 *    in mlir-opt 22's order (see docs/rewriting.md).
 *
 * Nothing here prints: traces go through the context's debug channel
 * (include/xform/debug.h, type "greedy-rewriter") or a config hook.
 */
#ifndef XFORM_REWRITE_H
#define XFORM_REWRITE_H

#include <stdarg.h>

#include "xform/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct xf_pattern xf_pattern;
typedef struct xf_pattern_set xf_pattern_set;
typedef struct xf_frozen_patterns xf_frozen_patterns;
typedef struct xf_applicator xf_applicator;
typedef struct xf_rewriter xf_rewriter;
typedef struct xf_listener xf_listener;

/* ---------------------------------------------------------------- patterns */

/* The benefit that marks a pattern as impossible to match (dropped by the
 * applicator); valid benefits are 0..65534. */
#define XF_BENEFIT_IMPOSSIBLE 65535u

/* Match `op` and, if it matches, rewrite it through `rw`.  Returns true if
 * the IR was rewritten, false (with the IR untouched) if not. */
typedef bool (*xf_match_rewrite_fn)(const xf_pattern *pattern, xf_op *op, xf_rewriter *rw);

/* What a pattern is made of; strings are copied (interned) when added. */
typedef struct xf_pattern_def {
  const char *root;                 /* root op name ("arith.addi"), NULL: any op */
  unsigned benefit;                 /* 0..65534 or XF_BENEFIT_IMPOSSIBLE */
  const char *debug_name;           /* shown in traces; NULL: "" */
  const char *const *generated_ops; /* op names it may create, NULL-terminated; or NULL */
  xf_match_rewrite_fn match_and_rewrite; /* never NULL */
  void *user;                       /* cookie, see xf_pattern_user */
} xf_pattern_def;

XF_API xf_pattern_set *xf_pattern_set_create(xf_context *ctx);
XF_API void xf_pattern_set_destroy(xf_pattern_set *set);
/* Appends a pattern (insertion order breaks benefit ties).  XF_ERROR for a
 * benefit above 65535 or a NULL callback (nothing reported). */
XF_API xf_status xf_pattern_set_add(xf_pattern_set *set, const xf_pattern_def *def) XF_MUST_CHECK;
XF_API size_t xf_pattern_set_size(const xf_pattern_set *set);

/* Freezes `set` (which is consumed, even on failure): patterns grouped by
 * root in insertion order.  NULL on allocation failure. */
XF_API xf_frozen_patterns *xf_pattern_set_freeze(xf_pattern_set *set);
XF_API void xf_frozen_patterns_destroy(xf_frozen_patterns *frozen);
XF_API size_t xf_frozen_patterns_size(const xf_frozen_patterns *frozen);
XF_API const xf_pattern *xf_frozen_patterns_get(const xf_frozen_patterns *frozen, size_t i);

XF_API xf_ident *xf_pattern_root(const xf_pattern *p);     /* NULL: any op */
XF_API unsigned xf_pattern_benefit(const xf_pattern *p);
XF_API const char *xf_pattern_debug_name(const xf_pattern *p);
XF_API size_t xf_pattern_num_generated(const xf_pattern *p);
XF_API xf_ident *xf_pattern_generated(const xf_pattern *p, size_t i);
XF_API void *xf_pattern_user(const xf_pattern *p);

/* ------------------------------------------------------------- applicator */

/* A cost model: the benefit `p` should be ranked with (PatternApplicator::
 * applyCostModel); XF_BENEFIT_IMPOSSIBLE drops the pattern. */
typedef unsigned (*xf_cost_model)(const xf_pattern *p, void *user);

/* Callbacks around each attempt (all optional): `can_apply` may veto a
 * pattern, `on_failure` follows a failed attempt, `on_success` may turn a
 * success into a failure by returning false. */
typedef struct xf_apply_hooks {
  bool (*can_apply)(const xf_pattern *p, void *user);
  void (*on_failure)(const xf_pattern *p, void *user);
  bool (*on_success)(const xf_pattern *p, void *user);
  void *user;
} xf_apply_hooks;

/* An applicator over `frozen` (which must outlive it), with the default cost
 * model (the declared benefits).  NULL on allocation failure. */
XF_API xf_applicator *xf_applicator_create(const xf_frozen_patterns *frozen);
XF_API void xf_applicator_destroy(xf_applicator *app);
/* Re-ranks the patterns with `model` (NULL: the default cost model). */
XF_API xf_status xf_applicator_apply_cost_model(xf_applicator *app, xf_cost_model model,
                                                void *user) XF_MUST_CHECK;
/* Tries the patterns for `op` in order until one succeeds; sets the
 * rewriter's insertion point before `op` for each attempt.  True if one
 * rewrote the IR.  `hooks` may be NULL. */
XF_API bool xf_applicator_match_and_rewrite(xf_applicator *app, xf_op *op, xf_rewriter *rw,
                                            const xf_apply_hooks *hooks);

/* --------------------------------------------------------------- listener */

/* Notifications of IR changes (RewriterBase::Listener).  Every hook may be
 * NULL.  After a hook of this listener runs, the same notification goes to
 * `next`.  `prev_block`/`prev_next` of op_inserted give where a moved op
 * was (prev_block NULL: the op is new); likewise for blocks. */
struct xf_listener {
  void (*op_inserted)(xf_listener *self, xf_op *op, xf_block *prev_block, xf_op *prev_next);
  void (*block_inserted)(xf_listener *self, xf_block *block, xf_region *prev_region,
                         xf_block *prev_next);
  void (*block_erased)(xf_listener *self, xf_block *block);          /* before it goes */
  void (*op_modified)(xf_listener *self, xf_op *op);                 /* after the change */
  /* `op` is about to be replaced by `new_op`; when NULL, op_replaced is
   * called with new_op's results instead (MLIR's default). */
  void (*op_replaced_by_op)(xf_listener *self, xf_op *op, xf_op *new_op);
  void (*op_replaced)(xf_listener *self, xf_op *op, xf_value *const *values, size_t n);
  void (*op_erased)(xf_listener *self, xf_op *op);                   /* before it goes */
  void (*pattern_begin)(xf_listener *self, const xf_pattern *p, xf_op *op);
  void (*pattern_end)(xf_listener *self, const xf_pattern *p, bool success);
  void (*match_failure)(xf_listener *self, xf_attr *loc, const char *message);
  xf_listener *next; /* the next listener of the chain, or NULL */
  void *user;        /* the owner's cookie */
};

/* Send one notification to every listener of the chain starting at `l`
 * (which may be NULL). */
XF_API void xf_notify_op_inserted(xf_listener *l, xf_op *op, xf_block *prev_block,
                                  xf_op *prev_next);
XF_API void xf_notify_block_inserted(xf_listener *l, xf_block *block, xf_region *prev_region,
                                     xf_block *prev_next);
XF_API void xf_notify_block_erased(xf_listener *l, xf_block *block);
XF_API void xf_notify_op_modified(xf_listener *l, xf_op *op);
XF_API void xf_notify_op_replaced_by_op(xf_listener *l, xf_op *op, xf_op *new_op);
XF_API void xf_notify_op_replaced(xf_listener *l, xf_op *op, xf_value *const *values, size_t n);
XF_API void xf_notify_op_erased(xf_listener *l, xf_op *op);
XF_API void xf_notify_pattern_begin(xf_listener *l, const xf_pattern *p, xf_op *op);
XF_API void xf_notify_pattern_end(xf_listener *l, const xf_pattern *p, bool success);
XF_API void xf_notify_match_failure(xf_listener *l, xf_attr *loc, const char *message);
/* Does any listener of the chain want match-failure messages? */
XF_API bool xf_listener_wants_match_failure(const xf_listener *l);

/* --------------------------------------------------------------- rewriter */

/* A rewriter: an insertion point plus a listener chain.  Plain data, kept
 * by value; the fields may be read, and set with the functions below. */
struct xf_rewriter {
  xf_context *ctx;       /* owner of everything created */
  xf_block *block;       /* insertion block, NULL: no insertion point */
  xf_op *before;         /* insert before this op; NULL: at the end of `block` */
  xf_listener *listener; /* notified of every change, or NULL */
};

XF_API void xf_rewriter_init(xf_rewriter *rw, xf_context *ctx, xf_listener *listener);
XF_API void xf_rewriter_set_insertion_point(xf_rewriter *rw, xf_op *before);
XF_API void xf_rewriter_set_insertion_point_after(xf_rewriter *rw, xf_op *after);
XF_API void xf_rewriter_set_insertion_point_to_start(xf_rewriter *rw, xf_block *block);
XF_API void xf_rewriter_set_insertion_point_to_end(xf_rewriter *rw, xf_block *block);

/* Creates an op at the insertion point (op_inserted).  A NULL location in
 * `st` gives loc(unknown).  NULL on allocation failure. */
XF_API xf_op *xf_rewriter_create(xf_rewriter *rw, const xf_op_state *st);
/* Inserts the unlinked op `op` at the insertion point (op_inserted, and
 * block_inserted/op_inserted for everything nested in it, as OpBuilder's
 * insert does). */
XF_API void xf_rewriter_insert(xf_rewriter *rw, xf_op *op);
/* Creates a block in `region` before `before` (NULL: at the end) with
 * `n` arguments of `types` (`locs` may be NULL); block_inserted; the
 * insertion point moves to the end of the new block. */
XF_API xf_block *xf_rewriter_create_block(xf_rewriter *rw, xf_region *region, xf_block *before,
                                          xf_type *const *types, xf_attr *const *locs, size_t n);

/* Erases `op` (no result may be used): nested ops first, users before
 * definitions, op_erased for each op and block_erased for each block. */
XF_API void xf_rewriter_erase_op(xf_rewriter *rw, xf_op *op);
/* Erases the ops of `block` in reverse order, then the block. */
XF_API void xf_rewriter_erase_block(xf_rewriter *rw, xf_block *block);
/* op_replaced, then every use of result i becomes values[i] (op_modified per
 * use), then `op` is erased.  `n` must equal the number of results. */
XF_API void xf_rewriter_replace_op(xf_rewriter *rw, xf_op *op, xf_value *const *values, size_t n);
XF_API void xf_rewriter_replace_op_with_op(xf_rewriter *rw, xf_op *op, xf_op *new_op);
/* Creates `st` just before `op` (location: `op`'s if `st` has none) and
 * replaces `op` with it.  NULL on allocation failure (nothing changed). */
XF_API xf_op *xf_rewriter_replace_op_with_new_op(xf_rewriter *rw, xf_op *op,
                                                 const xf_op_state *st);
/* Like replace_op without the erasure. */
XF_API void xf_rewriter_replace_all_op_uses_with(xf_rewriter *rw, xf_op *op,
                                                 xf_value *const *values, size_t n);
/* Every use of `from` becomes a use of `to` (op_modified per use). */
XF_API void xf_rewriter_replace_all_uses_with(xf_rewriter *rw, xf_value *from, xf_value *to);
/* Same, except uses owned by one of the `n` ops in `except`. */
XF_API void xf_rewriter_replace_all_uses_except(xf_rewriter *rw, xf_value *from, xf_value *to,
                                                xf_op *const *except, size_t n);
/* Same, for the uses `pred` accepts; `*all_replaced` (may be NULL) says
 * whether every use was. */
XF_API void xf_rewriter_replace_uses_with_if(xf_rewriter *rw, xf_value *from, xf_value *to,
                                             bool (*pred)(xf_use *use, void *user), void *user,
                                             bool *all_replaced);

/* In-place modification: start, change the op directly, then finalize
 * (op_modified) or cancel (no notification). */
XF_API void xf_rewriter_start_modification(xf_rewriter *rw, xf_op *op);
XF_API void xf_rewriter_finalize_modification(xf_rewriter *rw, xf_op *op);
XF_API void xf_rewriter_cancel_modification(xf_rewriter *rw, xf_op *op);
/* start + xf_op_set_operand + finalize. */
XF_API void xf_rewriter_set_operand(xf_rewriter *rw, xf_op *op, size_t i, xf_value *v);

/* Moves `op` before `before` / after `after` (op_inserted with where it was). */
XF_API void xf_rewriter_move_op_before(xf_rewriter *rw, xf_op *op, xf_op *before);
XF_API void xf_rewriter_move_op_after(xf_rewriter *rw, xf_op *op, xf_op *after);
/* Moves `op` to `block` before `before` (NULL: at its end). */
XF_API void xf_rewriter_move_op_to(xf_rewriter *rw, xf_op *op, xf_block *block, xf_op *before);
/* Moves `block` into `region` before `before` (NULL: at the end). */
XF_API void xf_rewriter_move_block_before(xf_rewriter *rw, xf_block *block, xf_region *region,
                                          xf_block *before);
/* Moves every block of `region` into `parent` before `before` (NULL: end). */
XF_API void xf_rewriter_inline_region_before(xf_rewriter *rw, xf_region *region,
                                             xf_region *parent, xf_block *before);
/* Replaces the arguments of `src` (which must have no predecessors) with
 * `args`, moves its ops into `dest` before `before` (NULL: at the end) and
 * erases `src`. */
XF_API void xf_rewriter_inline_block_before(xf_rewriter *rw, xf_block *src, xf_block *dest,
                                            xf_op *before, xf_value *const *args, size_t n);
/* inline_block_before at the end of `dest`. */
XF_API void xf_rewriter_merge_blocks(xf_rewriter *rw, xf_block *src, xf_block *dest,
                                     xf_value *const *args, size_t n);
/* Moves `before` and the ops after it into a new block right after `block`;
 * returns it (NULL on allocation failure). */
XF_API xf_block *xf_rewriter_split_block(xf_rewriter *rw, xf_block *block, xf_op *before);

/* Reports why a pattern did not match `op` (match_failure with the
 * formatted message, at op's location) and returns false, so a pattern can
 * `return xf_rewriter_notify_match_failure(rw, op, "...")`.  The message is
 * only formatted when a listener wants it. */
XF_API bool xf_rewriter_notify_match_failure(xf_rewriter *rw, xf_op *op, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ------------------------------------------------------------ greedy driver */

#define XF_NO_LIMIT (-1)
#define XF_DEFAULT_GREEDY_MAX_REWRITES 1000000
/* With the default cap, a run over more than 10,000 ops may make this many
 * changes per op it started from. */
#define XF_GREEDY_REWRITES_PER_OP 100

typedef enum xf_greedy_strictness {
  XF_STRICT_ANY_OP,               /* any op in scope may be enqueued */
  XF_STRICT_EXISTING_AND_NEW_OPS, /* the initial ops and the ops created since */
  XF_STRICT_EXISTING_OPS,         /* only the initial ops */
} xf_greedy_strictness;

typedef enum xf_region_simplify {
  XF_SIMPLIFY_DISABLED,   /* no region simplification */
  XF_SIMPLIFY_NORMAL,     /* unreachable blocks, region DCE */
  XF_SIMPLIFY_AGGRESSIVE, /* also block merging (the default) */
} xf_region_simplify;

/* GreedyRewriteConfig with LLVM 22's defaults (xf_greedy_config_init). */
typedef struct xf_greedy_config {
  xf_region *scope;          /* only ops in it are enqueued; NULL: the region */
  bool top_down;             /* seed in pre-order (default: post-order) */
  xf_region_simplify region_simplification; /* default AGGRESSIVE */
  int64_t max_iterations;    /* default 10; XF_NO_LIMIT */
  int64_t max_num_rewrites;  /* successful patterns per iteration; default XF_NO_LIMIT */
  /* xform's guard against patterns that never converge (mlir-opt loops
   * forever on them): changes to the IR (pattern applications, folds, dead
   * op erasures) over the whole run; when reached, the run stops unconverged
   * with a warning at the op whose regions are rewritten.  0 (as set by
   * xf_greedy_config_init): XF_DEFAULT_GREEDY_MAX_REWRITES, or
   * XF_GREEDY_REWRITES_PER_OP per op seeded when that is more;
   * XF_NO_LIMIT. */
  int64_t max_total_rewrites;
  xf_greedy_strictness strictness; /* default ANY_OP */
  xf_listener *listener;     /* told of every change, pattern begin/end; or NULL */
  bool fold;                 /* fold ops (default true) */
  bool cse_constants;        /* unique and hoist constants while seeding (default true) */
  /* Trace sink for the "greedy-rewriter" debug text; NULL: the context's
   * debug channel when that type is enabled. */
  void (*trace)(void *user, const char *text, size_t len);
  void *trace_user;
} xf_greedy_config;

XF_API void xf_greedy_config_init(xf_greedy_config *config);

/* applyPatternsGreedily(Region &): rewrites the ops in `region` (whose
 * parent op should be IsolatedFromAbove; it is never processed itself)
 * until a fixpoint or config->max_iterations.  `*converged` (may be NULL)
 * says whether the last iteration changed nothing; `*changed` whether the
 * first one changed anything.  XF_NOMEM if an allocation failed (the IR is
 * valid but the rewrite stopped). */
XF_API xf_status xf_apply_patterns_greedily(xf_region *region, const xf_frozen_patterns *patterns,
                                            const xf_greedy_config *config, bool *converged,
                                            bool *changed) XF_MUST_CHECK;
/* The same on every region of `op` in turn (converged if all converged). */
XF_API xf_status xf_apply_patterns_greedily_op(xf_op *op, const xf_frozen_patterns *patterns,
                                               const xf_greedy_config *config, bool *converged,
                                               bool *changed) XF_MUST_CHECK;
/* applyOpPatternsGreedily: one worklist pass seeded with `ops` (no
 * iterations, no constant CSE, no region simplification).  `*converged`:
 * the worklist emptied (max_num_rewrites not reached); `*all_erased`: every
 * op of `ops` was erased. */
XF_API xf_status xf_apply_op_patterns_greedily(xf_op *const *ops, size_t n,
                                               const xf_frozen_patterns *patterns,
                                               const xf_greedy_config *config, bool *converged,
                                               bool *changed, bool *all_erased) XF_MUST_CHECK;

/* ------------------------------------------------------------- CSE and DCE */

/* isOpTriviallyDead: no used result and no effect but reads / allocation of
 * its own results (unknown effects: never dead; terminators and symbols
 * never dead). */
XF_API bool xf_op_is_trivially_dead(xf_op *op);
XF_API bool xf_op_would_be_trivially_dead(xf_op *op);
/* isMemoryEffectFree (recursively for RecursiveMemoryEffects ops). */
XF_API bool xf_op_is_memory_effect_free(xf_op *op);

/* eliminateCommonSubExpressions on the regions of `op`: side-effect-free
 * (and read-only, with no write in between) ops structurally equal to a
 * dominating one, regions included, are replaced by it; dead ops met on the
 * way are erased; erasure happens at the end.  Changes go through `rw`
 * (may be NULL).  `*changed` (may be NULL): anything was erased. */
XF_API xf_status xf_cse(xf_op *op, xf_rewriter *rw, bool *changed) XF_MUST_CHECK;
/* transform.apply_dce's algorithm: erase the trivially dead ops nested in
 * `op` (never `op`), post-order, then the producers that became dead. */
XF_API xf_status xf_dce(xf_op *op, xf_rewriter *rw, bool *changed) XF_MUST_CHECK;

/* ----------------------------------------------- transform dialect ops */

typedef struct xf_tstate xf_tstate; /* the interpreter state (xform/transform.h) */

/* A pattern descriptor op (an op allowed in the region of
 * transform.apply_patterns): adds its patterns to `set`.  `descriptor` is
 * the descriptor op, `st` the running interpreter.  XF_ERROR after
 * reporting a diagnostic fails the apply_patterns op definitely. */
typedef xf_status (*xf_pattern_populate_fn)(xf_op *descriptor, xf_tstate *st, xf_pattern_set *set,
                                            void *user);

/* Registers (or replaces) the descriptor op `op_name` for `ctx`.  Its
 * syntax and PatternDescriptorOpInterface come from its registry row. */
XF_API xf_status xf_register_pattern_descriptor(xf_context *ctx, const char *op_name,
                                                xf_pattern_populate_fn fn,
                                                void *user) XF_MUST_CHECK;
/* Registers the semantics of transform.apply_dce, transform.apply_cse and
 * transform.apply_patterns, and the canonicalization descriptor, with the
 * interpreter of `ctx`. */
XF_API xf_status xf_rewrite_register_transform_ops(xf_context *ctx) XF_MUST_CHECK;

#ifdef __cplusplus
}
#endif
#endif /* XFORM_REWRITE_H */
