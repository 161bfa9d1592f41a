/* tracking.h — the tracking listener that keeps transform handles current
 * while a transform op rewrites payload (see tracking.c).
 *
 * Usage: init with the interpreter state and the transform op being
 * applied, give `&t.listener` to the rewriter or greedy driver, then pass
 * the op's result through xfr_tracking_finish.
 */
#ifndef XFORM_SRC_REWRITE_TRACKING_H
#define XFORM_SRC_REWRITE_TRACKING_H

#include "xform/transform.h"
#include "rewrite.h"

typedef struct xfr_tracking {
  xf_listener listener;         /* op_erased / op_replaced; user = this */
  xf_tstate *st;                /* the handles to keep current */
  xf_op *transform_op;          /* where failures are reported */
  xf_tresult status;            /* accumulated "replacement not found" errors */
  unsigned errors;              /* the [k] counter of the notes */
} xfr_tracking;

XFS_HIDDEN void xfr_tracking_init(xfr_tracking *t, xf_tstate *st, xf_op *transform_op);
/* Combines the transform op's result `r` with the tracking failures
 * (reported only when `report`: ReportTrackingListenerFailuresOpTrait and
 * no `transform.silence_tracking_failures`); resets the listener. */
XFS_HIDDEN xf_tresult xfr_tracking_finish(xfr_tracking *t, xf_tresult r, bool report);

#endif /* XFORM_SRC_REWRITE_TRACKING_H */
