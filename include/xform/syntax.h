/* xform/syntax.h — reading and writing MLIR text.
 *
 * The parser reads the whole MLIR textual grammar (generic form for every
 * op, custom syntax for the ops a dialect registers), reporting located
 * errors through the context's diagnostic handler.  The printer writes what
 * mlir-opt 22 writes: aliases first, then the IR, custom syntax where a
 * dialect provides it unless the generic form is asked for.
 */
#ifndef XFORM_SYNTAX_H
#define XFORM_SYNTAX_H

#include "xform/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct xf_parse_options {
  bool allow_unregistered_dialect; /* -allow-unregistered-dialect */
  unsigned line_offset;            /* added to every line number (split input) */
  unsigned column_offset;          /* added to columns on the first line (split input) */
  bool borrow_text;                /* text[len] is NUL and outlives the context: no copy */
  /* Deepest nesting of regions, types and attributes accepted (deeper input
   * is a located error); 0: XF_DEFAULT_MAX_NESTING_DEPTH.  Values above
   * XF_MAX_NESTING_DEPTH_LIMIT are lowered to it (the walkers recurse). */
  unsigned max_nesting_depth;
  /* Called after each top-level op: the parser has moved past text[begin,
   * done), where `begin` is the start of the part of the text the calling
   * thread parses (0 on one thread).  It reads below `done` again only
   * rarely (to compare a repeated type or attribute spelling, to quote a
   * source line in a diagnostic), so a caller that mapped `text` from a file
   * may drop those pages (they must stay readable: dropped file pages are
   * read back on access).  With `threads` > 1 it is called from each parsing
   * thread, concurrently, for parts that never overlap.  NULL: not called. */
  void (*progress)(void *user, size_t begin, size_t done);
  void *progress_user;
  /* Threads that may parse a big input (0: the context's setting,
   * xf_context_set_threads; 1: the calling thread only).
   * The top-level ops (of an implicit module) are cut into parts at lines
   * that start an op, a few per thread, taken in turn by the threads; the
   * IR and the diagnostics are those of a parse on one thread (an input
   * whose parts cannot be parsed apart, or that has an error, is parsed
   * again on one thread).  Only for contexts using the default allocator. */
  unsigned threads;
  /* Inputs shorter than this are parsed on one thread; 0: the context's
   * minimum (xf_context_set_thread_minimums), 1 MiB by default. */
  size_t thread_min_bytes;
  /* Parse every op and region in full, even where the text repeats an
   * earlier op line or region body (docs/performance.md, "Repeated text");
   * the IR is the same either way. */
  bool no_text_reuse;
} xf_parse_options;

#define XF_DEFAULT_MAX_NESTING_DEPTH 1000u
#define XF_MAX_NESTING_DEPTH_LIMIT 3000u

/* Parses `text` (registered as source buffer `name`) into a top-level op:
 * the single top-level op if it is a builtin.module, else an implicit
 * builtin.module holding all top-level ops.  Returns NULL after reporting an
 * error.  `text` needs no NUL terminator. */
XF_API xf_op *xf_parse(xf_context *ctx, const char *name, const char *text, size_t len,
                       const xf_parse_options *opts);

/* Parses a single attribute or type from text (no trailing input allowed). */
XF_API xf_attr *xf_parse_attr(xf_context *ctx, const char *text, size_t len);
XF_API xf_type *xf_parse_type(xf_context *ctx, const char *text, size_t len);

typedef struct xf_print_options {
  bool generic;          /* --mlir-print-op-generic */
  bool debug_info;       /* --mlir-print-debuginfo */
  bool local_scope;      /* --mlir-print-local-scope: no alias definitions */
  bool elide_large;      /* elide large elements attributes (diagnostic notes) */
  bool skip_regions;     /* print ops without their regions */
  bool no_text_reuse;    /* --xform-no-text-reuse: print every op afresh (no replay) */
} xf_print_options;


/* Prints a top-level op (usually a module) as mlir-opt prints a file:
 * alias definitions, the op, a final newline (none with `local_scope`,
 * which prints the op as a fragment, as Operation::print does). */
XF_API xf_status xf_print_module(xf_op *op, const xf_print_options *opts, xf_strbuf *out)
    XF_MUST_CHECK;
/* Prints one op as a fragment (what transform.print or a diagnostic note
 * shows): no alias definitions, SSA names local to the op. */
XF_API xf_status xf_print_op(xf_op *op, const xf_print_options *opts, xf_strbuf *out)
    XF_MUST_CHECK;
XF_API xf_status xf_print_type(xf_type *t, xf_strbuf *out) XF_MUST_CHECK;
XF_API xf_status xf_print_attr(xf_attr *a, xf_strbuf *out) XF_MUST_CHECK;


#ifdef __cplusplus
}
#endif
#endif /* XFORM_SYNTAX_H */
