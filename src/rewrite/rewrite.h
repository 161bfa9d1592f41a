/* rewrite.h — the rewrite layer's internal interface: pattern storage,
 * folding and constant uniquing (MLIR's OperationFolder), side-effect
 * queries, region simplification and the trace printer shared by the
 * greedy driver.
 *
 * Ownership: a pattern set owns an arena with its patterns and their
 * strings; freezing hands that arena to the frozen set.  Applicators and
 * drivers allocate through the context's memory owner and free everything
 * they allocate before returning.
 */
#ifndef XFORM_SRC_REWRITE_H
#define XFORM_SRC_REWRITE_H

#include "xform/debug.h"
#include "xform/rewrite.h"
#include "../ir/ir_impl.h"

/* ------------------------------------------------------------- patterns */

struct xf_pattern {
  xf_ident *root;               /* root op name, NULL: any op */
  unsigned benefit;             /* 0..65535 (65535: impossible) */
  const char *debug_name;       /* never NULL */
  xf_ident **generated;         /* ngenerated op names */
  uint32_t ngenerated;
  xf_match_rewrite_fn match_and_rewrite;
  void *user;                   /* the definer's cookie */
};

struct xf_pattern_set {
  xf_context *ctx;
  xfs_arena arena;              /* patterns and their strings */
  xfs_vec patterns;             /* xf_pattern*, insertion order */
};

/* One root's patterns in insertion order. */
typedef struct xfr_group {
  xf_ident *root;               /* NULL for the any-op group */
  xf_pattern **patterns;        /* n entries (arena) */
  size_t n;
} xfr_group;

struct xf_frozen_patterns {
  xf_context *ctx;
  xfs_arena arena;              /* patterns, strings, groups */
  xf_pattern **all;             /* every pattern in insertion order */
  size_t n;
  xfr_group *groups;            /* op-specific groups, first-appearance order */
  size_t ngroups;
  xfs_ptrmap by_root;           /* root ident -> group index + 1 */
  xfr_group any;                /* the any-op patterns */
};

/* ------------------------------------------------------ effects, folding */

/* MemoryEffectOpInterface of `op`: false if it has none (effects unknown);
 * else true with its XF_EFFECT_* bits in `*bits`. */
XFS_HIDDEN bool xfr_op_effects(const xf_op *op, unsigned *bits);
/* getEffectsRecursively: the effects of `op` and, through
 * RecursiveMemoryEffects, of the ops nested in it; false if any is
 * unknown. */
XFS_HIDDEN bool xfr_effects_recursively(xf_op *op, unsigned *bits);
/* mightHaveTrait<IsTerminator> (true for unregistered ops). */
XFS_HIDDEN bool xfr_might_be_terminator(const xf_op *op);
XFS_HIDDEN bool xfr_might_be_isolated(const xf_op *op);
XFS_HIDDEN bool xfr_has_trait(const xf_op *op, uint32_t trait);

/* m_Constant: the value of a ConstantLike op (its folder's answer, else
 * its `value` attribute), or NULL. */
XFS_HIDDEN xf_attr *xfr_constant_value(xf_op *op);
/* The constant value of `v` if it is the result of a ConstantLike op. */
XFS_HIDDEN xf_attr *xfr_value_constant(xf_value *v);
/* Operation::fold: the op's folder, then trait folders (Commutative moves
 * constant operands last).  `results` has room for every result. */
XFS_HIDDEN xf_fold_status xfr_fold(xf_op *op, xf_fold_result *results);
/* The interned dialect namespace of `op` ("arith" for arith.addi). */
XFS_HIDDEN xf_ident *xfr_op_dialect(xf_op *op);

/* OperationFolder's constant table (insertKnownConstant only, as the LLVM
 * 22 greedy driver uses it): constants keyed by (insertion region, dialect,
 * value, type). */
typedef struct xfr_const_entry {
  xf_region *region;            /* insertion region */
  xf_ident *dialect;
  xf_attr *value;
  xf_type *type;
  xf_op *op;                    /* the kept constant; NULL: empty slot */
} xfr_const_entry;

typedef struct xfr_folder {
  xf_context *ctx;
  xfr_const_entry *slots;       /* open addressing, power-of-two capacity */
  size_t cap, count;
  xfs_ptrmap owned;             /* folder-owned constant op -> (void *)1 */
} xfr_folder;

XFS_HIDDEN void xfr_folder_init(xfr_folder *f, xf_context *ctx);
XFS_HIDDEN void xfr_folder_free(xfr_folder *f);
/* OperationFolder::insertKnownConstant(op, value): returns false if `op`
 * was replaced by an existing equal constant (and erased through `rw`);
 * true if `op` is now the uniqued constant (possibly moved to the front of
 * its insertion block).  Sets `*nomem` on allocation failure. */
XFS_HIDDEN bool xfr_folder_insert_known_constant(xfr_folder *f, xf_rewriter *rw, xf_op *op,
                                                 xf_attr *value, bool *nomem);

/* ----------------------------------------------------- region utilities */

/* eraseUnreachableBlocks over `region` and the regions nested in it; true
 * if a block was erased. */
XFS_HIDDEN bool xfr_erase_unreachable_blocks(xf_rewriter *rw, xf_region *region);
/* runRegionDCE: liveness over `region` (nested regions included), then
 * erasure of dead ops; true if anything was erased.  Sets `*nomem` on
 * allocation failure (nothing erased then). */
XFS_HIDDEN bool xfr_region_dce(xf_rewriter *rw, xf_region *region, bool *nomem);
/* simplifyRegions: the two above (block merging is not modelled). */
XFS_HIDDEN bool xfr_simplify_region(xf_rewriter *rw, xf_region *region, bool aggressive,
                                    bool *nomem);
/* The terminator's successors of `b` (its last op's), or 0. */
XFS_HIDDEN size_t xfr_block_num_succs(const xf_block *b);
XFS_HIDDEN xf_block *xfr_block_succ(const xf_block *b, size_t i);

/* --------------------------------------------------------------- tracing */

/* A line-oriented trace writer with MLIR's ScopedPrinter indentation. */
typedef struct xfr_trace {
  xf_context *ctx;
  void (*fn)(void *user, const char *text, size_t len); /* sink, NULL: off */
  void *user;
  unsigned indent;              /* in units of two spaces */
  xf_strbuf buf;                /* scratch line */
} xfr_trace;

XFS_HIDDEN void xfr_trace_init(xfr_trace *t, xf_context *ctx,
                               void (*fn)(void *, const char *, size_t), void *user,
                               const char *debug_type);
XFS_HIDDEN void xfr_trace_free(xfr_trace *t);
static inline bool xfr_tracing(const xfr_trace *t) { return t->fn != NULL; }
/* One indented line (a '\n' is added). */
XFS_HIDDEN void xfr_trace_line(xfr_trace *t, const char *fmt, ...) XFS_PRINTF(2, 3);
/* `op` in generic form, indented, without its regions. */
XFS_HIDDEN void xfr_trace_op(xfr_trace *t, xf_op *op);

#endif /* XFORM_SRC_REWRITE_H */
