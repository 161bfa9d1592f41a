/* transform_impl.h — the transform layer's internal interface: the
 * interpreter state (scopes, mappings, reverse maps, invalidation records),
 * the per-context op table and type cache, and helpers shared by the files
 * implementing transform ops (one file per op family).
 *
 * Mappings.  One entry (`xft_entry`) per bound transform value, found
 * through `st->map` (transform value -> entry).  An entry belongs to the
 * scope whose region defines its value (`depth` = index in the scope
 * stack); leaving a scope forgets every value defined in its region, so a
 * region re-entered (foreach iterations) starts clean.  Reverse maps
 * (payload op / payload value -> entries pointing to it) make tracking
 * replacements and erasures proportional to the handles involved.  Live
 * entries are also chained in creation order, which fixes the order in
 * which invalidation is recorded.  Adding an entry's reverse links is
 * deferred until the reverse maps are next read (xft_rev): handles bound
 * and forgotten in between (a matcher's argument for each visited op)
 * never touch them.
 *
 * Invariants:
 *  - `map` holds an entry for a value iff the entry is on the live chain;
 *    once pending links are flushed, every item of an op (value) entry
 *    appears once per occurrence in the reverse list of that op (value);
 *  - NULL items exist only while an op is being applied (payload erased
 *    through tracking); they are compacted before results are bound;
 *  - a scope's region is never active twice (re-entry is reported as a
 *    recursion error).
 */
#ifndef XFORM_SRC_TRANSFORM_IMPL_H
#define XFORM_SRC_TRANSFORM_IMPL_H

#include "xform/syntax.h"
#include "xform/transform.h"
#include "../ir/ir_impl.h"

/* ------------------------------------------------------------- lists */

/* An ordered list of payload entities (xf_op*, xf_value* or xf_attr*). */
/* Internal flag of the built-in rows (xf_transform_op_def.flags, above the
 * public XF_TOP_* bits): the op's apply sets
 * xf_transform_options.payload_modified itself when what it changed may
 * change what verifies; the interpreter then leaves the flag to it,
 * although the op's effects write the payload (annotate, foreach_match). */
enum { XFT_TOP_REPORTS_MODIFICATION = 1u << 16 };

typedef struct xft_list {
  void **v;              /* entities */
  uint32_t n, cap;       /* used, allocated */
} xft_list;

XFS_HIDDEN bool xft_list_push(xfs_mem *m, xft_list *l, void *x);
XFS_HIDDEN bool xft_list_append(xfs_mem *m, xft_list *l, void *const *xs, size_t n);
XFS_HIDDEN void xft_list_free(xfs_mem *m, xft_list *l);
/* Keeps the first occurrence of each entity (order preserved). */
XFS_HIDDEN void xft_list_dedup(xfs_mem *m, xft_list *l);

/* ----------------------------------------------------------- type info */

typedef enum xft_check {
  XFT_CHECK_NONE,        /* any payload */
  XFT_CHECK_OP_NAME,     /* !transform.op<"name"> */
  XFT_CHECK_INT_PARAM,   /* !transform.param<iN> */
  XFT_CHECK_TYPE_ATTR,   /* !transform.type */
  XFT_CHECK_AFFINE_MAP,  /* !transform.affine_map */
} xft_check;

typedef struct xft_typeinfo {
  xf_tkind kind;         /* op / value handle, param, none */
  xft_check check;       /* payload check on binding */
  xf_ident *op_name;     /* XFT_CHECK_OP_NAME */
  xf_type *int_type;     /* XFT_CHECK_INT_PARAM */
} xft_typeinfo;

XFS_HIDDEN const xft_typeinfo *xft_type_info(xf_context *ctx, xf_type *t);

/* ------------------------------------------------- per-context registry */

enum { XFT_RECENT = 16 };
typedef struct xft_registry {
  xfs_ptrmap defs;       /* xf_ident* op name -> const xf_transform_op_def* */
  xfs_ptrmap types;      /* xf_type* -> xft_typeinfo* */
  xfs_arena arena;       /* type infos */
  /* The last lookups of each map, direct-mapped by address (names and
   * types are interned: their addresses never change meaning).  The
   * interpreter asks for the same few handle types and op names for every
   * payload op it visits. */
  struct { const xf_ident *name; const xf_transform_op_def *def; } recent_defs[XFT_RECENT];
  struct { const xf_type *type; const xft_typeinfo *info; } recent_types[XFT_RECENT];
} xft_registry;

/* The slot of `p` in a recent-lookup array. */
static inline size_t xft_recent_slot(const void *p) {
  return ((uintptr_t)p >> 4) % XFT_RECENT;
}

/* The context's registry, made with the builtin ops on first use; NULL
 * when memory runs out. */
XFS_HIDDEN xft_registry *xft_registry_create(xf_context *ctx);
static inline xft_registry *xft_registry_get(xf_context *ctx) {
  return XFS_LIKELY(ctx->transform_data != NULL) ? ctx->transform_data : xft_registry_create(ctx);
}
XFS_HIDDEN const xf_transform_op_def *xft_def(xf_context *ctx, const xf_op *op);
/* Built-in op tables, one per op family file. */
XFS_HIDDEN extern const xf_transform_op_def xft_control_defs[];
XFS_HIDDEN extern const size_t xft_num_control_defs;
XFS_HIDDEN extern const xf_transform_op_def xft_match_defs[];
XFS_HIDDEN extern const size_t xft_num_match_defs;
XFS_HIDDEN extern const xf_transform_op_def xft_handle_defs[];
XFS_HIDDEN extern const size_t xft_num_handle_defs;
XFS_HIDDEN extern const xf_transform_op_def xft_nav_defs[];
XFS_HIDDEN extern const size_t xft_num_nav_defs;
XFS_HIDDEN extern const xf_transform_op_def xft_debug_defs[];
XFS_HIDDEN extern const size_t xft_num_debug_defs;
XFS_HIDDEN extern const xf_transform_op_def xft_structured_defs[];
XFS_HIDDEN extern const size_t xft_num_structured_defs;
XFS_HIDDEN extern const xf_transform_op_def xft_linalg_match_defs[];
/* Would transform.match.structured `op`, its operand bound to `payload`
 * alone, fail silenceably before running its body? */
XFS_HIDDEN bool xft_match_structured_rejects(xf_op *op, xf_op *payload);
XFS_HIDDEN extern const size_t xft_num_linalg_match_defs;

/* -------------------------------------------------------------- state */

/* The binding of one transform value. */
typedef struct xft_entry {
  xf_value *handle;            /* the transform value */
  xf_tkind kind;               /* what items holds */
  uint32_t depth;              /* index of the owning scope */
  xft_list items;              /* payload (NULL: erased during the current op) */
  uint32_t pending;            /* index + 1 in st->pending while its reverse links are
                                * deferred, else 0 */
  struct xft_entry *prev, *next; /* live chain, creation order */
} xft_entry;

/* Reverse list: the entries pointing to one payload op or value. */
typedef struct xft_revlist {
  xft_entry **v;               /* `inl` until more than 2 entries, then heap */
  uint32_t n, cap;
  xft_entry *inl[2];           /* inline storage */
} xft_revlist;

/* How an invalidated handle was invalidated; decides the error's notes. */
typedef enum xft_inv_form {
  XFT_INV_OP,          /* op handle, through a consumed op (or value) handle */
  XFT_INV_VALUE,       /* value handle, through a consumed op handle */
  XFT_INV_SAME_VALUE,  /* value handle to a value whose other handle was consumed */
  XFT_INV_EMPTY,       /* the consumed handle itself was empty */
} xft_inv_form;

/* A deferred "op uses a handle invalidated ..." error (locations only: the
 * payload may be gone when it is reported). */
typedef struct xft_record {
  xft_inv_form form;
  xf_attr *handle_loc;         /* the invalidated handle */
  xf_attr *consumer_loc;       /* the consuming transform op */
  uint32_t operand;            /* its consumed operand number */
  xf_attr *ancestor_loc;       /* OP / VALUE: consumed payload op */
  xf_attr *op_loc;             /* OP: nested op; VALUE: op defining the value */
  xf_attr *value_loc;          /* VALUE / SAME_VALUE: the payload value; OP: through value */
  int64_t result_no;           /* VALUE: result number, or -1 for a block argument */
  uint32_t arg_no, block_no, region_no; /* VALUE block argument position */
} xft_record;

typedef struct xft_scope {
  xf_region *region;           /* the region being interpreted */
  xf_op *current;              /* the transform op being applied in it */
  bool isolated;               /* region's parent op is IsolatedFromAbove */
  bool records;                /* invalidation records may exist for its region's values */
} xft_scope;

struct xf_tresults {
  xf_tstate *st;
  xf_op *op;                   /* the op whose results these are */
  uint32_t n;                  /* op->nres */
  xft_list *lists;             /* per result */
  xf_tkind *kinds;             /* per result: kind of what was set */
  bool *set;                   /* per result: set by apply */
  xft_list small_lists[4];     /* storage for up to 4 results */
  xf_tkind small_kinds[4];
  bool small_set[4];
};

struct xf_tstate {
  xf_context *ctx;
  xfs_mem *mem;
  xf_op *top;                  /* payload root */
  xf_transform_options opts;   /* copy of the caller's options */
  bool expensive;              /* expensive checks enabled */
  uint32_t nextra;             /* trailing bindings of the entry */
  xft_list *extra;
  xf_tkind *extra_kinds;
  xfs_vec scopes;              /* xft_scope, innermost last */
  xfs_ptrmap map;              /* transform value -> xft_entry* (NULL: unbound) */
  xfs_ptrmap rev_ops;          /* payload op -> xft_revlist* */
  xfs_ptrmap rev_vals;         /* payload value -> xft_revlist* */
  xfs_vec pending;             /* xft_entry* whose reverse links are deferred, binding
                                * order (NULL: forgotten since) */
  xfs_vec revlists;            /* every xft_revlist* with a heap array, for freeing */
  xft_entry *first, *last;     /* live chain */
  xft_entry *free_entries;     /* recycled entries (linked through next; each keeps its
                                * items array for reuse) */
  xfs_ptrmap invalid;          /* transform value -> xft_record* (NULL: valid) */
  bool records_unscoped;       /* a record's handle had no scope of its own: every scope
                                * exit drops records */
  xfs_vec compact;             /* xft_entry* that may hold NULL items */
  xfs_arena arena;             /* entries, records, reverse list headers */
  xf_strbuf dbgbuf;            /* scratch for debug lines */
  xf_block *timed_block;       /* -mlir-timing: the entry body whose ops are timed, or NULL */
  uint32_t quiet;              /* > 0: matchers' silenceable failures are discarded unread
                                * (see xft_no_match); reset while applying a non-matcher */
  struct {                     /* annotate: names met, by their string attribute */
    const xf_attr *str;
    xf_ident *id;
    bool neutral;              /* xfi_discardable_name_is_neutral */
  } annot_names[8];            /* direct-mapped by the attribute's address */
};

XFS_HIDDEN xf_tstate *xft_state_create(xf_context *ctx, xf_op *top,
                                       const xf_transform_options *opts);
XFS_HIDDEN void xft_state_destroy(xf_tstate *st);
XFS_HIDDEN xft_entry *xft_lookup(xf_tstate *st, xf_value *h);
/* Binds `h` to a list (type-checked, reported at h's location); false after
 * reporting an error.  `items` is copied. */
XFS_HIDDEN bool xft_bind(xf_tstate *st, xf_value *h, xf_tkind kind, void *const *items, size_t n);
XFS_HIDDEN void xft_forget(xf_tstate *st, xf_value *h);
/* Forgets a consumed op handle and value handles to results of `ops`
 * (its payload, captured before the op ran). */
XFS_HIDDEN void xft_forget_consumed_ops(xf_tstate *st, xf_value *h, const xft_list *results);
XFS_HIDDEN void xft_forget_consumed_values(xf_tstate *st, xf_value *h, const xft_list *ops);
XFS_HIDDEN void xft_compact(xf_tstate *st);
XFS_HIDDEN xft_scope *xft_top_scope(xf_tstate *st);
/* The innermost scope index from which reverse lookups may see handles
 * (the last scope whose region's parent is IsolatedFromAbove). */
XFS_HIDDEN uint32_t xft_visible_from(xf_tstate *st);
XFS_HIDDEN xft_revlist *xft_rev(xf_tstate *st, bool values, const void *payload);

/* Payload list of an operand / value of any kind: items and count. */
XFS_HIDDEN void *const *xft_items(xf_tstate *st, xf_value *h, size_t *n);
/* Kind of a transform value from its type. */
XFS_HIDDEN xf_tkind xft_kind_of(xf_tstate *st, xf_value *h);

/* Type check a list against the type of `h`: a silenceable failure at
 * `loc` (h's location) on mismatch. */
XFS_HIDDEN xf_tresult xft_check_payload(xf_context *ctx, xf_type *t, xf_attr *loc, xf_tkind kind,
                                        void *const *items, size_t n);

/* ------------------------------------------------------- invalidation */

XFS_HIDDEN xft_record *xft_record_of(xf_tstate *st, xf_value *h);
/* Notes that handle `h` got an invalidation record, so that leaving the
 * scope owning `h` drops it (scopes without records skip that). */
XFS_HIDDEN void xft_note_record(xf_tstate *st, xf_value *h);
/* Checks the operands of `op` and records the invalidations its consumed
 * operands cause (`consumed`: per operand, or NULL to ask the op); false
 * after reporting the error for a stale operand. */
XFS_HIDDEN bool xft_check_and_record(xf_tstate *st, xf_op *op, const bool *consumed);
XFS_HIDDEN void xft_drop_record(xf_tstate *st, xf_value *h);
XFS_HIDDEN void xft_report_record(xf_tstate *st, const xft_record *r, xf_attr *at);

/* -------------------------------------------------------- application */

/* Does `op` consume operand `i` (directly or through its body)? */
XFS_HIDDEN bool xft_consumes(xf_context *ctx, xf_op *op, unsigned i);
XFS_HIDDEN bool xft_allows_repeated(xf_context *ctx, xf_op *op);
XFS_HIDDEN bool xft_is_matcher(xf_context *ctx, xf_op *op);

typedef enum xft_mode { XFT_PROPAGATE = 1, XFT_SUPPRESS = 2 } xft_mode;

/* Applies the non-terminator ops of `b` in order with failure mode `mode`;
 * on success forwards the terminator operands to `results` (when given). */
XFS_HIDDEN xf_tresult xft_run_block(xf_tstate *st, xf_block *b, xft_mode mode,
                                    xf_tresults *results);
/* Binds entry block argument `arg` to a copy of list `l` (kind checked as
 * for top-level bindings).  False after reporting an error. */
XFS_HIDDEN bool xft_map_arg(xf_tstate *st, xf_value *arg, xf_tkind kind, void *const *items,
                            size_t n);
/* The results of the transform op that terminates block `b` (yield), as a
 * list per operand, appended to `out[i]`. */
XFS_HIDDEN void xft_set_result(xf_tresults *r, size_t i, xf_tkind kind, void *const *items,
                               size_t n);
XFS_HIDDEN void xft_set_empty_results(xf_tresults *r);

/* Payload post-order walk (root included), callback may erase its op. */
XFS_HIDDEN void xft_walk_post(xf_op *root, bool (*fn)(xf_op *op, void *user), void *user);
/* xft_walk_post that builds and visits the lazy regions (implicit linalg
 * bodies) of an op only when `enter_lazy(op, user)`. */
XFS_HIDDEN void xft_walk_post_lazy(xf_op *root, bool (*fn)(xf_op *op, void *user),
                                   bool (*enter_lazy)(xf_op *op, void *user), void *user);

/* expandTargetSpecification: positions (as intptr_t items of `out`)
 * selected among `max` by [all] / [i, ...] / [except(i, ...)]; a
 * silenceable failure at `loc` for a position out of range or repeated. */
XFS_HIDDEN xf_tresult xft_expand_positions(xf_context *ctx, xf_attr *loc, bool all, bool inverted,
                                           const int64_t *raw, size_t nraw, int64_t max,
                                           xft_list *out);

/* Merges a copy of the library module into the symbol table `target`
 * (MLIR's mergeSymbolsInto); false after reporting errors, the last one
 * "failed to merge symbols" at `root`. */
XFS_HIDDEN bool xft_merge_library(xf_tstate *st, xf_op *target, xf_op *library, xf_op *root);

/* Resolves symbol attribute `name` of `op` to a named sequence, or NULL. */
XFS_HIDDEN xf_op *xft_resolve_sequence(xf_op *op, const xf_attr *ref);
XFS_HIDDEN bool xft_is_external(xf_op *seq);
XFS_HIDDEN xf_block *xft_body(xf_op *op);

/* match_memo.c: outcomes of local matchers per op shape, for one run of
 * foreach_match / collect_matching.  NULL when `matcher` is not local (or
 * a debug channel is on). */
typedef struct xft_match_memo xft_match_memo;
XFS_HIDDEN xft_match_memo *xft_match_memo_new(xf_tstate *st, xf_op *matcher);
XFS_HIDDEN void xft_match_memo_free(xf_tstate *st, xft_match_memo *m);
/* 1: `payload`'s shape matched before (the output is `payload` once per
 * yielded value), 0: it failed silenceably, -1: unknown (run the matcher,
 * then tell xft_match_memo_put its outcome). */
XFS_HIDDEN int xft_match_memo_get(xft_match_memo *m, xf_op *payload);
XFS_HIDDEN void xft_match_memo_put(xft_match_memo *m, bool matched);
/* The `transform.readonly` / `transform.consumed` annotation of argument i. */
XFS_HIDDEN bool xft_arg_has_attr(xf_op *seq, unsigned i, const char *name);

/* --------------------------------------------------------- utilities */

XFS_HIDDEN xf_attr *xft_prop(const xf_op *op, const char *name);
XFS_HIDDEN int64_t xft_prop_int(const xf_op *op, const char *name, int64_t dflt);
XFS_HIDDEN bool xft_prop_flag(const xf_op *op, const char *name, bool dflt);
XFS_HIDDEN xf_attr *xft_value_loc(xf_value *v);
/* Streams value `v` into a diagnostic as MLIR does (defining op, generic
 * form, or "<block argument> of type 'T' at index: N"). */
XFS_HIDDEN void xft_diag_append_value(xf_diag *d, xf_value *v);
XFS_HIDDEN xf_tresult xft_oom(xf_tstate *st, xf_op *op);
/* A matcher's "does not match" silenceable failure at `loc`: as
 * xf_tresult_silenceable_at, except that while `st->quiet` is set (the
 * driving collect_matching / foreach_match discards the failure unread, no
 * debug channel on) the result carries no diagnostic and nothing is
 * formatted. */
XFS_HIDDEN xf_tresult xft_no_match(xf_tstate *st, xf_attr *loc, const char *fmt, ...)
    XFS_PRINTF(3, 4);
XFS_HIDDEN bool xft_is_isolated(const xf_op *op);
XFS_HIDDEN void xft_print_op(xf_tstate *st, xf_op *op, const xf_print_options *po, xf_strbuf *out);
XFS_HIDDEN void xft_out(xf_tstate *st, const char *s, size_t n);

/* Deep copy of `op` (detached, fresh values; uses inside the clone remapped,
 * uses of outside values kept). */
XFS_HIDDEN xf_op *xft_clone_op(xf_op *op);

#endif /* XFORM_SRC_TRANSFORM_IMPL_H */
