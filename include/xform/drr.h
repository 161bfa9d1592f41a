/* xform/drr.h — Declarative Rewrite Rules read from TableGen files at run
 * time.
 *
 * MLIR compiles DRR `Pat`/`Pattern` records into C++ when it is built;
 * xform reads the same .td files when it runs: `xf_drr_load` parses them
 * (MLIR's standard .td files are built in), registers the ops they define
 * (generic syntax) and compiles every Pattern record into a matcher and
 * rewriter.  Load-time errors (TableGen syntax, the checks mlir-tblgen makes
 * on patterns, unknown C++ snippets) are reported as diagnostics at
 * file:line:col and make the load fail.
 *
 * C++ cannot run, so the C++ inside rules (CPred bodies, NativeCodeCall
 * templates) is read as expressions over a fixed vocabulary (see
 * docs/drr.md) plus functions registered here: a call `myFn($_builder, $0)`
 * in a rule calls the C function registered as "myFn".
 */
#ifndef XFORM_DRR_H
#define XFORM_DRR_H

#include "xform/ir.h"
#include "xform/rewrite.h"

#ifdef __cplusplus
extern "C" {
#endif

/* `$_builder` as a native function sees it: creates ops at the rewrite's
 * insertion point (before the matched root) with the rewriter's listener
 * notified. */
typedef struct xf_drr_builder xf_drr_builder;

typedef enum xf_drr_value_kind {
  XF_DRR_NULL,           /* null Value / Attribute / Type / nullptr */
  XF_DRR_BOOL,           /* u.b */
  XF_DRR_INT,            /* u.i */
  XF_DRR_FLOAT,          /* u.f */
  XF_DRR_STRING,         /* u.str (not NUL-terminated) */
  XF_DRR_TYPE,           /* u.type */
  XF_DRR_ATTR,           /* u.attr (also locations) */
  XF_DRR_VALUE,          /* u.value */
  XF_DRR_VALUES,         /* u.values: an operand group / variadic range */
  XF_DRR_OP,             /* u.op */
  XF_DRR_BUILDER,        /* u.builder */
} xf_drr_value_kind;

typedef struct xf_drr_value {
  xf_drr_value_kind kind;
  union {
    bool b;
    int64_t i;
    double f;
    struct { const char *data; size_t len; } str;
    xf_type *type;
    xf_attr *attr;
    xf_value *value;
    struct { xf_value *const *data; size_t len; } values;
    xf_op *op;
    xf_drr_builder *builder;
  } u;
} xf_drr_value;

/* A native function: `args` are the call's arguments as written in the
 * rule (`$_builder` included).  It writes `nresults` results: the
 * NativeCodeCall's numReturns (0 for NativeCodeCallVoid; 1 inside
 * expressions).  Returning anything but XF_OK makes the match (or, in a
 * result pattern, the rewrite) fail. */
typedef xf_status (*xf_drr_native_fn)(xf_context *ctx, const xf_drr_value *args, size_t nargs,
                                      xf_drr_value *results, size_t nresults, void *user);
/* A native constraint (`Constraint<CPred<"myCheck($0, $1)">>`): true if
 * it holds. */
typedef bool (*xf_drr_constraint_fn)(xf_context *ctx, const xf_drr_value *args, size_t nargs,
                                     void *user);

/* Registers `fn` under `name` for rules loaded later into `ctx` (a later
 * registration of the same name replaces the earlier one). */
XF_API xf_status xf_drr_register_native(xf_context *ctx, const char *name, xf_drr_native_fn fn,
                                        void *user) XF_MUST_CHECK;
XF_API xf_status xf_drr_register_constraint(xf_context *ctx, const char *name,
                                            xf_drr_constraint_fn fn, void *user) XF_MUST_CHECK;

XF_API xf_context *xf_drr_builder_context(const xf_drr_builder *b);
/* The location of the op being built (`$_loc`). */
XF_API xf_attr *xf_drr_builder_loc(const xf_drr_builder *b);
/* Creates an op from `st` at the insertion point; NULL on allocation
 * failure. */
XF_API xf_op *xf_drr_builder_create(xf_drr_builder *b, const xf_op_state *st);

/* ------------------------------------------------------------ rule sets */

typedef struct xf_drr_rules xf_drr_rules;

typedef struct xf_drr_load_options {
  const char *const *include_dirs; /* -I directories, searched after the including file's */
  size_t num_include_dirs;
  const char *const *only;         /* if non-NULL: keep only these Pattern records */
  size_t num_only;
} xf_drr_load_options;

/* Loads the rule files `paths` (in order, one record namespace, as if
 * included one after the other).  NULL after reporting a diagnostic. */
XF_API xf_drr_rules *xf_drr_load(xf_context *ctx, const char *const *paths, size_t npaths,
                                 const xf_drr_load_options *opts);
/* Same from text; `name` is used in diagnostics and to resolve includes. */
XF_API xf_drr_rules *xf_drr_load_text(xf_context *ctx, const char *name, const char *text,
                                      size_t len, const xf_drr_load_options *opts);
XF_API void xf_drr_rules_destroy(xf_drr_rules *rules);

/* The compiled patterns, in mlir-tblgen's order (record names compared
 * with numeric runs; anonymous records in definition order). */
XF_API size_t xf_drr_rules_count(const xf_drr_rules *rules);
/* Record name (named records) or "GeneratedConvert<i>" (anonymous ones). */
XF_API const char *xf_drr_rule_name(const xf_drr_rules *rules, size_t i);
/* The root op name ("test.op_a"). */
XF_API const char *xf_drr_rule_root(const xf_drr_rules *rules, size_t i);
/* Number of ops in the source DAG + addBenefit. */
XF_API int xf_drr_rule_benefit(const xf_drr_rules *rules, size_t i);

/* Adds every pattern of `rules` to `set`, in order, rooted at the source
 * root op, with its benefit (a negative total wraps as in mlir-tblgen's
 * release builds: -1 is the impossible benefit, so the pattern is never
 * applied).  The patterns refer to `rules`, which must outlive `set` and
 * anything frozen from it. */
XF_API xf_status xf_drr_rules_populate(xf_drr_rules *rules, xf_pattern_set *set) XF_MUST_CHECK;
/* The greedy driver (applyPatternsGreedily on every region of `op`) with
 * the patterns of `rules` only.  `config` may be NULL (LLVM 22 defaults). */
XF_API xf_status xf_drr_apply_greedily(xf_op *op, xf_drr_rules *rules,
                                       const xf_greedy_config *config, bool *converged)
    XF_MUST_CHECK;

/* Registers transform.apply_patterns.drr, the pattern descriptor that adds
 * a rule file's patterns to transform.apply_patterns (see docs/drr.md). */
XF_API xf_status xf_drr_register_transform_ops(xf_context *ctx) XF_MUST_CHECK;

#ifdef __cplusplus
}
#endif
#endif /* XFORM_DRR_H */
