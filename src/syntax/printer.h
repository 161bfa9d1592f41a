/* printer.h — the printer state shared by the generic printer and the
 * dialects' custom printers.
 *
 * SSA names are computed before printing, as MLIR's SSANameState does, and
 * kept in the `print_id` scratch field of values and blocks: values are
 * numbered per region, each nested region continuing from the counters of
 * its parent region *after* that region's own values were numbered; entry
 * block arguments are `%argN`, other block arguments and results `%N`;
 * blocks are `^bbN` by position in their region.  Affine maps and integer
 * sets get `#map`/`#set` aliases in order of first appearance.
 */
#ifndef XFORM_SRC_SYNTAX_PRINTER_H
#define XFORM_SRC_SYNTAX_PRINTER_H

#include "xform/syntax.h"
#include "../ir/ir_impl.h"

/* print_id encoding for values. */
#define XFY_NAME_ARG 0x80000000u   /* %argN */
#define XFY_NAME_STR 0xC0000000u   /* a name hint: index into xfy_printer.names */
#define XFY_NAME_NONE 0xFFFFFFFFu  /* not numbered (or inside a result group) */

typedef enum xfy_elide {
  XFY_ELIDE_NEVER, /* always print `: type` */
  XFY_ELIDE_MAY,   /* i64 integers and f64 floats drop their type */
  XFY_ELIDE_MUST,  /* never print the type */
} xfy_elide;

/* A name in the names scope log (pr->used_log), with what the scope map
 * needs to drop it again. */
typedef struct xfy_used_name {
  const char *str;
  uint32_t len, hash;
} xfy_used_name;

typedef struct xfy_printer {
  xf_context *ctx;
  xf_strbuf *out;          /* destination */
  xf_print_options opts;   /* flags */
  unsigned indent;         /* current indentation (spaces) */
  bool use_aliases;        /* #map aliases instead of inline maps */
  xfs_ptrmap aliases;       /* attr pointer -> alias number + 1 (maps and sets counted apart) */
  uint32_t nmaps, nsets;   /* aliases handed out */
  xfs_vec alias_order;     /* xf_attr* in order of first use */
  uint32_t alias_goal;     /* dry run: stop once this many aliases are out (0: never) */
  bool aliases_closed;     /* the dry run was cut short: no alias handed out after it */
  xfs_ptrmap distinct_ids;    /* distinct attr -> printed id + 1 */
  uint32_t ndistinct;
  xfs_vec resources;       /* xf_ident* handles of dense_resource seen */
  /* SSA naming state (MLIR's SSANameState). */
  uint32_t next_value, next_arg, conflict; /* counters */
  xfs_arena name_arena;    /* name strings */
  xfs_vec names;           /* char*: names handed out, by index */
  xfs_map used_names;      /* names visible in the current scope -> non-NULL */
  xfs_vec used_log;        /* xfy_used_name: names in order of insertion */
  xfs_vec scope_marks;     /* size_t: used_log length at each open scope */
  xf_strbuf name_buf;      /* scratch */
  const char *default_dialect; /* prefix dropped from custom op names ("builtin" at top) */
  xf_op *scope_root;       /* fragment printing: values defined outside it are unknown */
  /* Deferred numbering (whole modules, printer.c): the regions of the ops
   * of `defer.region` (the body of `defer_root`) are numbered as each op
   * is printed, from the counters and names scope depth that body left. */
  xf_op *defer_root;
  struct {
    xf_region *region;     /* NULL: everything is numbered up front */
    uint32_t next_value, next_arg, conflict;
    size_t depth;          /* names scopes open (scope_marks.len) */
    size_t log_len;        /* used_log.len: the names those scopes hold */
  } defer;
  bool views;              /* lazy regions print from their views (printer.c) */
  xfs_ptrmap view_ids;     /* op -> uint32_t[]: names of its lazy region's view values */
  /* Location aliases (--mlir-print-debuginfo without local scope): a first
   * pass with `collecting` set prints into a null sink and records every
   * location in the order MLIR's AliasInitializer visits them. */
  bool collecting;         /* first pass: record locations, output discarded */
  bool loc_aliases;        /* second pass: trailing op locations print `loc(#locN)` */
  xfs_ptrmap loc_ids;      /* location attr -> index + 1 into loc_infos */
  xfs_vec loc_infos;       /* xfy_loc_info in visit order */
  bool loc_def_mode;       /* printing an alias definition: children as #locN */
  /* Text of repeated ops replayed (print_memo.c). */
  struct xfy_memo *memo;   /* allocated for the first op it may hold */
  bool memo_recording;     /* an op's template is being recorded: holes go to it */
  /* Threaded printing (printer.c): the block whose ops are printed in
   * chunks on the context's threads, and, in a chunk printer, its private
   * copies of shared region views (view -> copy). */
  xf_block *par_block;
  xfs_ptrmap *view_copies;
  bool unshareable;        /* a chunk printer met what only the module's printer may record */
} xfy_printer;

typedef struct xfy_loc_info {
  xf_attr *loc;
  uint32_t depth;          /* 0, or 1 + the deepest aliased sub-location */
  uint32_t number;         /* alias number: #loc, #loc1, ... */
  bool deferred;           /* defined after the module (trailing op locations) */
} xfy_loc_info;

/* The region the printer prints for shared view `v`: `v`, or in a chunk
 * printer its private copy of it. */
XFS_HIDDEN xf_region *xfy_printed_view(xfy_printer *pr, xf_region *v);
/* The alias number of affine map or set `a` (#mapN / #setN), handed out on
 * first use in order, maps and sets apart. */
XFS_HIDDEN uint32_t xfy_alias_note(xfy_printer *pr, xf_attr *a);
/* `#locN` of a location, or false when it has none. */
XFS_HIDDEN bool xfy_loc_alias(xfy_printer *pr, xf_attr *loc, uint32_t *number);
/* Records `loc` (and its sub-locations) in the first pass; returns its depth. */
XFS_HIDDEN uint32_t xfy_loc_visit(xfy_printer *pr, xf_attr *loc, bool deferrable);
/* The body of a location alias definition: children print as aliases. */
XFS_HIDDEN void xfy_print_loc_def(xfy_printer *pr, xf_attr *loc);

XFS_HIDDEN void xfy_print_type(xfy_printer *pr, xf_type *t);
XFS_HIDDEN void xfy_print_attr(xfy_printer *pr, xf_attr *a, xfy_elide elide);
XFS_HIDDEN void xfy_print_dict_body(xfy_printer *pr, xf_attr *dict);
XFS_HIDDEN void xfy_print_escaped(xf_strbuf *b, const char *s, size_t n);
XFS_HIDDEN void xfy_print_keyword_or_string(xf_strbuf *b, const char *s, size_t n);
XFS_HIDDEN void xfy_print_value(xfy_printer *pr, xf_value *v);
XFS_HIDDEN void xfy_print_block_name(xfy_printer *pr, xf_block *b);
/* Region `i` of `op` for a custom printer to print (a lazy region's view
 * when the printer prints from views: see printer.c). */
XFS_HIDDEN xf_region *xfy_op_region(xfy_printer *pr, xf_op *op, uint32_t i);
XFS_HIDDEN void xfy_print_region(xfy_printer *pr, xf_region *r, bool print_entry_args,
                                 bool print_terminators);
XFS_HIDDEN void xfy_print_region_ex(xfy_printer *pr, xf_region *r, bool print_entry_args,
                                    bool print_terminators, bool print_empty_block);
/* Lets diagnostics print ops, types and attributes (set on first use). */
XFS_HIDDEN void xfy_install_diag_hooks(xf_context *ctx);
XFS_HIDDEN void xfy_print_loc(xfy_printer *pr, xf_attr *loc);

/* The op's name and what follows it (custom or generic form). */
XFS_HIDDEN void xfy_print_op_body(xfy_printer *pr, xf_op *op);
/* xfy_print_value and xfy_print_region_ex without the memo's hooks. */
XFS_HIDDEN void xfy_print_value_plain(xfy_printer *pr, xf_value *v);
XFS_HIDDEN void xfy_print_region_plain(xfy_printer *pr, xf_region *r, bool print_entry_args,
                                       bool print_terminators, bool print_empty_block);

/* print_memo.c.  Prints `op`'s body from its shape's template, or while
 * recording one; false: the caller prints it (xfy_print_op_body). */
XFS_HIDDEN bool xfy_memo_print(xfy_printer *pr, xf_op *op);
/* Hooks while pr->memo_recording: a value, a region, anything else
 * (a block name) that the template cannot hold. */
XFS_HIDDEN void xfy_memo_value(xfy_printer *pr, xf_value *v);
XFS_HIDDEN void xfy_memo_region(xfy_printer *pr, xf_region *r, bool print_entry_args,
                                bool print_terminators, bool print_empty_block);
XFS_HIDDEN void xfy_memo_spoil(xfy_printer *pr);
/* Forgets every template (between the printer's passes); frees the memo. */
XFS_HIDDEN void xfy_memo_clear(xfy_printer *pr);
XFS_HIDDEN void xfy_memo_free(xfy_printer *pr);
static inline void xfy_puts(xfy_printer *pr, const char *s) { xfs_buf_puts(pr->out, s); }
static inline void xfy_putc(xfy_printer *pr, char c) { xfs_buf_putc(pr->out, c); }

#endif /* XFORM_SRC_SYNTAX_PRINTER_H */
