/* xform/verify.h — the `--verify-diagnostics` checker: expected-diagnostic
 * comments in a source buffer, compared with the diagnostics a run
 * reports, judged and worded as mlir-opt 22's
 * SourceMgrDiagnosticVerifierHandler does.
 *
 * Comments recognised (anywhere on a line, the line ending right after the
 * closing braces):
 *
 *   expected-(error|warning|remark|note)[-re] [@below|@above|@+N|@-N|@unknown] {{text}}
 *
 * `text` runs from the first `{{` to the last `}}` of the line and must be a
 * substring of the diagnostic's message.  In the `-re` form each `{{re}}`
 * piece inside `text` is a POSIX extended regular expression and the rest is
 * literal.  `@below` means the next line that holds no such comment,
 * `@above` the previous one; no designator means the comment's own line;
 * `@unknown` matches diagnostics without a file location.  There is no
 * count form (`expected-error 2 {{...}}` is not a designator; one comment
 * matches any number of equal diagnostics).  A diagnostic matches when its
 * file location (the first one inside name/call-site/fused locations) is
 * on the expected line of this buffer and the severity and text agree;
 * notes are checked like diagnostics.
 *
 * Usage: create the verifier on the context that will report diagnostics
 * (its handler takes every diagnostic: nothing reaches outer handlers),
 * run, then finish.  For split input where each chunk runs in a fresh
 * context, create the verifier once for the whole file, `attach` it to each
 * chunk's context and pop that handler (or destroy the chunk context)
 * before the context used for creation is destroyed; the whole file is
 * scanned once and line numbers are those of the whole file, as mlir-opt 22
 * does.
 */
#ifndef XFORM_VERIFY_H
#define XFORM_VERIFY_H

#include "xform/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct xf_diag_verifier xf_diag_verifier;

/* Creates a verifier for buffer `buffer_name` holding `text` (copied),
 * whose line 1 is line `line_offset + 1` of the locations that refer to it
 * (0 for a whole file), and installs its handler on `ctx`.  Malformed `-re`
 * comments are reported into the verifier's report at once (they print
 * before anything else, as in mlir-opt).  `only_expected` is
 * `--verify-diagnostics=only-expected`: unexpected diagnostics are then
 * ignored.  All memory comes from `ctx`, which must outlive the verifier.
 * NULL on allocation failure. */
XF_API xf_diag_verifier *xf_diag_verifier_create(xf_context *ctx, const char *buffer_name,
                                                 const char *text, size_t len,
                                                 unsigned line_offset, bool only_expected);

/* Installs the verifier's handler on another context too (e.g. one context
 * per split-input chunk).  Pop it with xf_diag_pop_handler(ctx, id) when
 * done with `ctx`.  A zero id means allocation failure. */
XF_API xf_diag_handler_id xf_diag_verifier_attach(xf_diag_verifier *v, xf_context *ctx);

/* Finishes: removes the handler from the creating context, appends to
 * `out_report` everything mlir-opt prints to stderr under
 * --verify-diagnostics (unexpected diagnostics and near misses in the order
 * they were reported, then expected diagnostics that were not produced, in
 * file order, then unmatched `@unknown` ones — printed twice, as mlir-opt
 * 22 does), and frees the verifier.  Returns XF_OK when everything matched
 * (mlir-opt exits 0), XF_ERROR otherwise, XF_NOMEM if memory ran out. */
XF_API xf_status xf_diag_verifier_finish(xf_diag_verifier *v, xf_strbuf *out_report)
    XF_MUST_CHECK;

#ifdef __cplusplus
}
#endif
#endif /* XFORM_VERIFY_H */
