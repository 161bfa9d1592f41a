/* apply.h — state shared by the matcher (match.c) and the rewriter
 * (build.c) while one pattern is applied to one root op.
 *
 * Bindings are indexed by the pattern's symbol slots.  `ops` collects the
 * matched ops in mlir-tblgen's `tblgen_ops` order (root first, then nested
 * ops as their match succeeds); the first `num_ops` of them make the
 * default fused location.  All arrays live in the rewriter's scratch arena.
 */
#ifndef XFORM_SRC_DRR_APPLY_H
#define XFORM_SRC_DRR_APPLY_H

#include "drr.h"

typedef struct xfdrr_mctx {
  const xfdrr_pattern *p;
  xfdrr_rw *rw;
  xf_op *root;
  xfdrr_bind *b;         /* p->nslots bindings */
  xf_op **ops;           /* matched ops (tblgen_ops) */
  uint32_t nops, capops;
  xf_attr *ods_loc;      /* the default location of created ops */
  bool oom;              /* scratch allocation failed */
} xfdrr_mctx;

/* Runs the match program; true if the pattern matches `root`. */
XFS_HIDDEN bool xfdrr_match(xfdrr_mctx *mc);
/* Runs the build program after a successful match; true if the IR was
 * rewritten. */
XFS_HIDDEN bool xfdrr_rewrite(xfdrr_mctx *mc);

/* Reports a match failure (formatted only when someone listens); false. */
XFS_HIDDEN bool xfdrr_fail(xfdrr_mctx *mc, xf_op *op, const char *fmt, ...) XFS_PRINTF(3, 4);

/* The value of symbol `slot` (`index`: its __N or -1) as a snippet
 * argument (getValueAndRangeUse): one value for single operands and
 * results, a range for variadic ones, the attribute, the op. */
XFS_HIDDEN bool xfdrr_sym_cval(xfdrr_mctx *mc, int32_t slot, int32_t index, xfdrr_cval *out);
/* All values a symbol stands for (getAllRangeUse). */
XFS_HIDDEN bool xfdrr_sym_values(xfdrr_mctx *mc, int32_t slot, int32_t index, xf_value ***vals,
                                 uint32_t *n);

/* A copy of `n` values into scratch (NULL and oom set on failure). */
XFS_HIDDEN xf_value **xfdrr_copy_values(xfdrr_mctx *mc, xf_value *const *v, uint32_t n);

#endif /* XFORM_SRC_DRR_APPLY_H */
