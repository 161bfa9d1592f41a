/* xform/transform.h — the Transform dialect interpreter: running a
 * `transform.named_sequence` on payload IR, the interpreter state that
 * transform ops read and update, tri-state results, and registering
 * extension transform ops from C.
 *
 * Model (MLIR's TransformState).  Every transform IR value is bound, while
 * the region defining it is being interpreted, to an ordered list of payload
 * entities: payload ops (op handles, `!transform.any_op`,
 * `!transform.op<"x">`), payload values (value handles,
 * `!transform.any_value`) or attributes (parameters, `!transform.param<i64>`,
 * `!transform.any_param`, `!transform.type`).  Lists may repeat entities.
 * Applying a transform op reads the lists of its operands, may change the
 * payload, and binds lists to its results; an op that *consumes* an operand
 * invalidates every handle to the consumed payload and to what is nested in
 * it, and a later use of such a handle is an error (when expensive checks are
 * on, the default).
 *
 * Results are tri-state (`xf_tresult`): success; a *silenceable* failure
 * that carries diagnostics not yet reported (a suppressing sequence drops
 * them, the top level reports them as errors); a *definite* failure whose
 * diagnostic was already reported.
 *
 * The library never prints: `transform.print` output and debug traces go to
 * callbacks given in the options.
 */
#ifndef XFORM_TRANSFORM_H
#define XFORM_TRANSFORM_H

#include "xform/diag.h"
#include "xform/syntax.h"
#include "xform/timing.h"
#include "xform/transform_types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------ tri-state */

typedef enum xf_tcode {
  XF_T_SUCCESS,     /* no diagnostics */
  XF_T_SILENCEABLE, /* diags[0..ndiags) are unreported error diagnostics */
  XF_T_DEFINITE,    /* the diagnostic was reported already */
} xf_tcode;

/* MLIR's DiagnosedSilenceableFailure.  Owns its diagnostics: every
 * silenceable result must end in xf_tresult_silence, xf_tresult_report or
 * xf_tresult_take. */
typedef struct xf_tresult {
  xf_tcode code;
  xf_context *ctx;      /* silenceable: owner of the array below */
  size_t ndiags, cap;   /* silenceable: number of diagnostics, capacity */
  xf_diag **diags;      /* silenceable: the diagnostics, in emission order */
} xf_tresult;

XF_API xf_tresult xf_tresult_success(void);
XF_API xf_tresult xf_tresult_definite(void);
/* Adds an error diagnostic at `loc` to `r` (turning it silenceable) and
 * returns it for printing the message and attaching notes. */
XF_API xf_diag *xf_tresult_emit(xf_tresult *r, xf_context *ctx, xf_attr *loc);
/* The last diagnostic of a silenceable result (attachNote target), or NULL. */
XF_API xf_diag *xf_tresult_last(const xf_tresult *r);
/* Drops the diagnostics: the result becomes a success. */
XF_API void xf_tresult_silence(xf_tresult *r);
/* Reports the diagnostics of a silenceable result as errors; returns
 * XF_ERROR for any failure, XF_OK for success.  `r` becomes empty. */
XF_API xf_status xf_tresult_report(xf_tresult *r) XF_MUST_CHECK;
/* Moves the diagnostics of silenceable `src` to the end of `dst` (which
 * becomes silenceable); `src` becomes a success. */
XF_API void xf_tresult_take(xf_tresult *dst, xf_tresult *src);
/* getMessage(): each diagnostic's message followed by a newline. */
XF_API void xf_tresult_message(const xf_tresult *r, xf_strbuf *out);

/* A definite failure: reports an error at `loc` with the printf message. */
XF_API xf_tresult xf_tresult_definite_at(xf_context *ctx, xf_attr *loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* A silenceable failure with one error at `loc`. */
XF_API xf_tresult xf_tresult_silenceable_at(xf_context *ctx, xf_attr *loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ------------------------------------------------------- handle types */

/* What a transform value is bound to, decided by its type (see
 * xform/transform_types.h for the types themselves). */
typedef enum xf_tkind {
  XF_TK_OPS,     /* op handle: payload ops */
  XF_TK_VALUES,  /* value handle: payload SSA values */
  XF_TK_PARAMS,  /* parameter: attributes */
  XF_TK_NONE,    /* not a transform type */
} xf_tkind;


/* ---------------------------------------------------------------- state */

typedef struct xf_tstate xf_tstate;     /* interpreter state (one run) */
typedef struct xf_tresults xf_tresults; /* results being produced by one op */

XF_API xf_context *xf_tstate_context(const xf_tstate *st);
/* The payload root the run started from. */
XF_API xf_op *xf_tstate_top_level(const xf_tstate *st);
/* Payload list bound to transform value `h` (live entries only), NULL
 * with *n == 0 when `h` is unbound.  Valid until the state changes. */
XF_API xf_op *const *xf_tstate_payload_ops(xf_tstate *st, xf_value *h, size_t *n);
XF_API xf_value *const *xf_tstate_payload_values(xf_tstate *st, xf_value *h, size_t *n);
XF_API xf_attr *const *xf_tstate_params(xf_tstate *st, xf_value *h, size_t *n);

/* Results: set result `i` of the op being applied.  Arrays are copied.
 * Results left unset are empty after a silenceable failure. */
XF_API void xf_tresults_set_ops(xf_tresults *r, size_t i, xf_op *const *ops, size_t n);
XF_API void xf_tresults_set_values(xf_tresults *r, size_t i, xf_value *const *vals, size_t n);
XF_API void xf_tresults_set_params(xf_tresults *r, size_t i, xf_attr *const *attrs, size_t n);

/* Applies one transform op (MLIR's applyTransform: invalidation checks,
 * apply, result binding).  For ops with regions. */
XF_API xf_tresult xf_tstate_apply(xf_tstate *st, xf_op *op);
/* Opens a scope for `region` (its values' bindings live until the matching
 * pop), binds entry block argument `i` to a list.  False after reporting
 * an error (wrong kind, type check, recursion). */
XF_API bool xf_tstate_push_scope(xf_tstate *st, xf_region *region);
XF_API void xf_tstate_pop_scope(xf_tstate *st);
XF_API bool xf_tstate_map_ops(xf_tstate *st, xf_value *arg, xf_op *const *ops, size_t n);
XF_API bool xf_tstate_map_values(xf_tstate *st, xf_value *arg, xf_value *const *vals, size_t n);
XF_API bool xf_tstate_map_params(xf_tstate *st, xf_value *arg, xf_attr *const *attrs, size_t n);
/* Copies the binding of transform value `from` (any kind) to result `i`. */
XF_API void xf_tresults_forward(xf_tresults *r, size_t i, xf_tstate *st, xf_value *from);

/* Payload tracking, for ops that rewrite payload: every handle pointing to
 * `op` now points to `replacement` (NULL: `op` is erased and dropped from
 * every handle; ops nested in it must be reported separately). */
XF_API void xf_tstate_notify_op_replaced(xf_tstate *st, xf_op *op, xf_op *replacement);
XF_API void xf_tstate_notify_value_replaced(xf_tstate *st, xf_value *v, xf_value *replacement);

/* Debug tracing on a channel (see xf_transform_options.debug_channels):
 * true if the channel is on; xf_tstate_debugf writes "[channel] text". */
XF_API bool xf_tstate_debug_on(const xf_tstate *st, unsigned channel);
XF_API void xf_tstate_debugf(xf_tstate *st, unsigned channel, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* ------------------------------------------------------ extension ops */

enum {
  XF_TOP_MATCHER = 1u << 0,       /* MatchOpInterface: allowed in matcher bodies */
  XF_TOP_REPEATED = 1u << 1,      /* allowsRepeatedHandleOperands */
  XF_TOP_NOT_APPLIED = 1u << 2,   /* never applied itself (terminators) */
  XF_TOP_MODIFIES_PAYLOAD = 1u << 3, /* writes payload IR */
};

/* The semantics of one transform op.  `apply` binds every result through
 * `results` (or leaves them unset on a silenceable failure).  `consumes`
 * says whether operand `i` is consumed (NULL: only read). */
typedef struct xf_transform_op_def {
  const char *name;                                             /* "transform.x" */
  xf_tresult (*apply)(xf_tstate *st, xf_op *op, xf_tresults *results);
  bool (*consumes)(xf_op *op, unsigned i);
  uint32_t flags;                                               /* XF_TOP_* */
  bool (*allows_repeated)(xf_op *op);                           /* overrides XF_TOP_REPEATED */
} xf_transform_op_def;

/* Registers (or replaces) the semantics of an op for `ctx`; the row must
 * outlive the context.  Custom syntax is registered separately, as for any
 * op (an xf_op_info row); without one the op is used in generic form. */
XF_API xf_status xf_transform_register_op(xf_context *ctx, const xf_transform_op_def *def)
    XF_MUST_CHECK;
XF_API const xf_transform_op_def *xf_transform_lookup_op(xf_context *ctx, const xf_ident *name);

/* ---------------------------------------------------------- interpreter */

/* Debug channels (-debug-only=NAME), each printed as "[NAME] ...". */
enum {
  XF_TDEBUG_DIALECT = 1u << 0,   /* transform-dialect: each applied op, alternatives */
  XF_TDEBUG_MATCHER = 1u << 1,   /* transform-matcher: matching and matcher failures */
  XF_TDEBUG_UTILS = 1u << 2,     /* transform-dialect-interpreter-utils: libraries */
  XF_TDEBUG_ALL = 0xFFu,
};

typedef struct xf_transform_options {
  const char *entry_point;          /* NULL: "__transform_main" */
  const char *payload_root_tag;     /* debug-payload-root-tag; NULL/"": the anchor */
  const char *const *trailing_args; /* debug-bind-trailing-args entries */
  size_t num_trailing_args;
  bool disable_expensive_checks;    /* skip handle invalidation tracking */
  unsigned debug_channels;          /* XF_TDEBUG_* */
  xf_print_options print;           /* base flags of transform.print (CLI printer flags) */
  /* transform.print output (stdout) and debug traces (stderr). */
  void (*out)(void *user, const char *s, size_t n);
  void (*dbg)(void *user, const char *s, size_t n);
  void *user;                       /* passed to out and dbg */
  /* The caller has just verified `anchor` and the verifier reported no
   * diagnostic at all: the interpreter then skips mlir-opt's two extra
   * verifications before the entry point (whose only observable effect
   * is repeating verifier warnings) unless a library was merged. */
  bool assume_verified;
  /* Deepest nesting of transform regions being interpreted at once (each
   * named sequence entered through transform.include, foreach_match or
   * collect_matching counts, as does each op with a region); deeper is a
   * definite error at the op that would go one level too deep.  0:
   * XF_DEFAULT_MAX_TRANSFORM_DEPTH; values above XF_MAX_TRANSFORM_DEPTH_LIMIT
   * are lowered to it (the interpreter recurses on the C stack). */
  unsigned max_nesting_depth;
  /* The greedy driver's limit on changes to the IR per run for
   * transform.apply_patterns (xf_greedy_config.max_total_rewrites): 0 for
   * its default, -1 for none. */
  int64_t greedy_max_rewrites;
  /* When non-NULL, set to true as soon as an applied op may have modified
   * the payload (its effects include modifiesPayload, or its effects are
   * unknown); never reset.  Lets a caller skip re-verifying IR that no
   * transform touched. */
  bool *payload_modified;
  /* -mlir-timing: when non-NULL, the wall time of each top-level op of the
   * entry sequence is added to the child of `timing_parent` named after the
   * op (ops with the same name share one timer).  NULL: no clock is read. */
  xf_timing *timing;
  xf_timer_id timing_parent;        /* XF_TIMER_TOP or a timer of `timing` */
} xf_transform_options;

#define XF_DEFAULT_MAX_TRANSFORM_DEPTH 4000u
#define XF_MAX_TRANSFORM_DEPTH_LIMIT 10000u

/* The --transform-interpreter pass on `anchor` (the top-level module):
 * selects the payload root, finds the entry named sequence (in `anchor`,
 * then in `library` if given), merges `library` into the entry's symbol
 * table if it does not hold the entry, binds the arguments and runs it.
 * Diagnostics go to the context's handlers; XF_ERROR on any failure. */
XF_API xf_status xf_transform_interpret(xf_op *anchor, xf_op *library,
                                        const xf_transform_options *opts) XF_MUST_CHECK;

/* Runs named sequence `entry` on `payload_root` with trailing arguments
 * bound to `extra` lists (extra[i] has extra_kinds[i] and extra_len[i]
 * entries).  The lower-level entry of xf_transform_interpret. */
XF_API xf_status xf_transform_apply_named_sequence(xf_op *payload_root, xf_op *entry,
                                                   void *const *const *extra,
                                                   const xf_tkind *extra_kinds,
                                                   const size_t *extra_len, size_t num_extra,
                                                   const xf_transform_options *opts) XF_MUST_CHECK;

/* --transform-preload-library: parses each path (a .mlir file, or a
 * directory whose *.mlir files are taken, sorted by name) and merges them
 * into one `module attributes {transform.with_named_sequence}`.  NULL after
 * reporting an error.  `opts` (may be NULL) only supplies the debug channel
 * transform-dialect-interpreter-utils. */
XF_API xf_op *xf_transform_load_library(xf_context *ctx, const char *const *paths, size_t n,
                                        bool allow_unregistered,
                                        const xf_transform_options *opts);

#ifdef __cplusplus
}
#endif
#endif /* XFORM_TRANSFORM_H */
