/* asm.h — the interface custom op parsers and printers use (MLIR's
 * OpAsmParser / OpAsmPrinter).  Dialects (src/dialects) include this.
 *
 * Parsing: the registry row's `parse` hook receives an `xfy_op_builder`
 * positioned after the op name.  It reads operands as unresolved
 * references (`xfy_operand`), resolves them against types with
 * `xfy_resolve_operand(s)` (which appends the values to the builder's
 * operand list, in order), adds result types, properties, attributes,
 * successors and regions.  After the hook returns true the op is built:
 * attributes whose names are inherent (the row's `prop_names`) move to the
 * properties dictionary, the row's `complete` hook materialises defaults,
 * and regions are attached.  Errors go through the parser (first error
 * wins); every function returns false/NULL once one was reported.
 *
 * Printing: the `print` hook writes what follows the op name; helpers
 * below print operands, types, the attribute dictionary minus elided
 * names, regions and functional types with mlir-opt 22's spacing.
 */
#ifndef XFORM_SRC_SYNTAX_ASM_H
#define XFORM_SRC_SYNTAX_ASM_H

#include "parser.h"
#include "printer.h"

/* ---------------------------------------------------------------- parsing */

typedef struct xfy_op_builder {
  xfy_parser *p;
  xf_context *ctx;
  const xf_op_info *info;  /* the op's registry row */
  xf_ident *name;          /* op name */
  xfy_token name_tok;      /* the op name (the op's location) */
  size_t num_result_defs;  /* values bound by `%a, %b:2 =` (0: none) */
  xfs_vec operands;        /* xf_value* */
  xfs_vec result_types;    /* xf_type* */
  xfs_vec successors;      /* xf_block* */
  xfs_vec regions;         /* xfy_pending_region */
  xfs_vec props;           /* xf_named_attr */
  xfs_vec attrs;           /* xf_named_attr */
} xfy_op_builder;

/* Delimiters around an operand/argument list. */
typedef enum xfy_delim {
  XFY_DELIM_NONE,          /* a possibly empty list without brackets */
  XFY_DELIM_PAREN,         /* ( ... ) required */
  XFY_DELIM_SQUARE,        /* [ ... ] required */
  XFY_DELIM_OPT_PAREN,     /* ( ... ) if present */
  XFY_DELIM_OPT_SQUARE,    /* [ ... ] if present */
} xfy_delim;

/* Operands. */
/* `*present` says whether the current token started an operand. */
XFS_HIDDEN bool xfy_parse_optional_operand(xfy_parser *p, xfy_operand *out, bool *present);
/* Appends xfy_operand elements to `out`. */
XFS_HIDDEN bool xfy_parse_operand_list(xfy_parser *p, xfs_vec *out, xfy_delim d);
/* Resolves `u` with type `t` and appends it to the builder's operands. */
XFS_HIDDEN bool xfy_resolve_operand(xfy_op_builder *b, const xfy_operand *u, xf_type *t);
/* Resolves `n` operands against `types` (count `nt`); when the counts
 * differ reports "custom op '<name>' number of operands and types do not
 * match: got N operands and M types" at `at`. */
XFS_HIDDEN bool xfy_resolve_operands(xfy_op_builder *b, const xfy_operand *ops, size_t n,
                                     xf_type *const *types, size_t nt, const xfy_token *at);
/* Resolves every operand of `ops` against the same type. */
XFS_HIDDEN bool xfy_resolve_operands_same(xfy_op_builder *b, const xfy_operand *ops, size_t n,
                                          xf_type *t);

/* Types. */
XFS_HIDDEN xf_type *xfy_parse_colon_type(xfy_parser *p);
/* `: t1, t2` into `out` (xf_type*). */
XFS_HIDDEN bool xfy_parse_colon_type_list(xfy_parser *p, xfs_vec *out);
/* `t1, t2` (at least one) into `out`. */
XFS_HIDDEN bool xfy_parse_type_list(xfy_parser *p, xfs_vec *out);
/* `-> t` or `-> (t1, t2)` into `out`; the optional form accepts nothing. */
XFS_HIDDEN bool xfy_parse_arrow_type_list(xfy_parser *p, xfs_vec *out);
XFS_HIDDEN bool xfy_parse_optional_arrow_type_list(xfy_parser *p, xfs_vec *out);
/* `(t1, t2)` possibly empty, into `out`. */
XFS_HIDDEN bool xfy_parse_paren_type_list(xfy_parser *p, xfs_vec *out);

/* Builder contents. */
XFS_HIDDEN bool xfy_add_type(xfy_op_builder *b, xf_type *t);
XFS_HIDDEN bool xfy_add_types(xfy_op_builder *b, xf_type *const *t, size_t n);
XFS_HIDDEN bool xfy_add_prop(xfy_op_builder *b, const char *name, xf_attr *value);
XFS_HIDDEN bool xfy_add_attr(xfy_op_builder *b, const char *name, xf_attr *value);
/* xfy_add_attr with the name already interned. */
XFS_HIDDEN bool xfy_add_attr_id(xfy_op_builder *b, xf_ident *name, xf_attr *value);
XFS_HIDDEN xf_attr *xfy_builder_get(xfy_op_builder *b, const char *name); /* props then attrs */
XFS_HIDDEN bool xfy_add_successor(xfy_op_builder *b, xf_block *blk);
/* `{...}` if present: entries go to the attributes (inherent names move to
 * properties when the op is built). */
XFS_HIDDEN bool xfy_parse_optional_attr_dict(xfy_op_builder *b);
/* `attributes {...}` if the keyword is present. */
XFS_HIDDEN bool xfy_parse_optional_attr_dict_with_keyword(xfy_op_builder *b);
/* `<{...}>` properties if present (printed by ops with explicit prop-dict). */
XFS_HIDDEN bool xfy_parse_optional_prop_dict(xfy_op_builder *b);

/* Keywords, symbols, attributes, integers. */
/* The current bare identifier (keyword) as an ident; NULL if not one. */
XFS_HIDDEN xf_ident *xfy_parse_optional_keyword(xfy_parser *p);
XFS_HIDDEN xf_ident *xfy_parse_keyword(xfy_parser *p, const char *what);
/* `@name` -> string; NULL (with an error when `required`) otherwise. */
XFS_HIDDEN xf_ident *xfy_parse_symbol_name(xfy_parser *p, bool required);
/* `@name` as the string attribute a `sym_name` holds (the name is not
 * interned: most symbol names are met once), or NULL without a diagnostic
 * when the current token is no `@`-identifier (or out of memory, reported). */
XFS_HIDDEN xf_attr *xfy_parse_symbol_name_attr(xfy_parser *p);
XFS_HIDDEN bool xfy_parse_successor(xfy_parser *p, xf_block **out);
/* `^bb(%a, %b : t1, t2)` — a successor with operands (values in `vals`). */
XFS_HIDDEN bool xfy_parse_successor_and_use_list(xfy_parser *p, xf_block **out, xfs_vec *vals);
XFS_HIDDEN bool xfy_parse_string(xfy_parser *p, xf_strbuf *out); /* a string literal */
/* `[1, 2, ?]` style bracketed integer lists are dialect-specific; this
 * parses a plain signed integer. */
XFS_HIDDEN bool xfy_parse_integer(xfy_parser *p, int64_t *out);
XFS_HIDDEN bool xfy_at_kw(const xfy_parser *p, const char *kw);

/* `%a: t {attrs} loc(..)` lists.  With `allow_type` false, no `: t`. */
XFS_HIDDEN bool xfy_parse_argument(xfy_parser *p, xfy_argument *out, bool allow_type,
                                   bool allow_attrs);
XFS_HIDDEN bool xfy_parse_argument_list(xfy_parser *p, xfs_vec *out, xfy_delim d,
                                        bool allow_type, bool allow_attrs);

/* Regions.  `args` become the entry block's arguments (defined in the
 * region's scope); a region with arguments may not start with a block
 * label.  `isolated` opens a fresh SSA scope (IsolatedFromAbove ops).  The
 * optional form parses nothing unless the current token is `{`. */
XFS_HIDDEN bool xfy_parse_region(xfy_op_builder *b, const xfy_argument *args, size_t nargs,
                                 bool isolated);
XFS_HIDDEN bool xfy_parse_optional_region(xfy_op_builder *b, const xfy_argument *args,
                                          size_t nargs, bool isolated, bool *present);
/* A region without entry arguments, not isolated, whose text may repeat:
 * an eligible region (region_reuse.c) whose ops all satisfy `accept` is
 * remembered, and a later byte-identical one becomes a lazy region built
 * from a shared template when first read. */
XFS_HIDDEN bool xfy_parse_region_reusing(xfy_op_builder *b, bool (*accept)(const xf_op *op));

/* Repeated op heads (head_reuse.c).  A custom parser that opts in calls
 * xfy_head_reuse at the first token after the op name: 1 when the text up
 * to the end of the line repeats a remembered head (its properties and
 * attributes added, its operands resolved, the parser at the region's
 * `{`), -1 when resolving an operand failed (reported), 0 otherwise (`*t`
 * filled); after parsing the head itself, it may call xfy_head_note with
 * the operands it resolved, in order, and their types. */
typedef struct xfy_head_try {
  const char *text;      /* the first token; NULL: not a candidate */
  uint32_t len;          /* bytes up to the end of its line */
  uint32_t hash;
  uint32_t line, col;
  const char *line_start;
  size_t ndiags;         /* diagnostics reported before the head */
  size_t props_base, attrs_base, ops_base; /* builder lengths before the head */
} xfy_head_try;
XFS_HIDDEN int xfy_head_reuse(xfy_op_builder *b, xfy_head_try *t);
XFS_HIDDEN void xfy_head_note(xfy_op_builder *b, const xfy_head_try *t, const xfy_operand *uses,
                              xf_type *const *types, size_t nuses);
/* Adds a region made of parsed blocks, or a lazy one (no blocks). */
XFS_HIDDEN bool xfy_push_region(xfy_op_builder *b, xf_block *first, xf_block *last,
                                uint32_t nblocks, xfi_lazy_region *lazy);
/* Adds an empty region (for ops whose region is optional in the syntax). */
XFS_HIDDEN bool xfy_add_empty_region(xfy_op_builder *b);
/* Pending region `i` of the builder (its blocks). */
XFS_HIDDEN xfy_pending_region *xfy_builder_region(xfy_op_builder *b, size_t i);
/* ensureTerminator: if region `i` is empty, adds an entry block; if its
 * last block does not end with an op named `term`, appends `term` (no
 * operands) at location `loc`. */
XFS_HIDDEN bool xfy_ensure_terminator(xfy_op_builder *b, size_t i, const char *term,
                                      xf_attr *loc);
/* The op's location (its name token). */
XFS_HIDDEN xf_attr *xfy_builder_loc(xfy_op_builder *b);

/* Error at the op name (for custom-op level errors). */
XFS_HIDDEN bool xfy_builder_error(xfy_op_builder *b, const char *fmt, ...) XFS_PRINTF(2, 3);
/* OpAsmParser::emitError: "custom op '<name>' <message>" at token `t`. */
XFS_HIDDEN bool xfy_builder_error_at(xfy_op_builder *b, const xfy_token *t, const char *fmt, ...)
    XFS_PRINTF(3, 4);
/* A further "custom op '<name>' <message>" error at the op name, reported
 * even after a first error (MLIR parsers that add context to a failure,
 * e.g. "expected SSA value or integer" after a bad index list). */
XFS_HIDDEN bool xfy_builder_error_also(xfy_op_builder *b, const char *fmt, ...) XFS_PRINTF(2, 3);
/* parseKeyword: the keyword `kw`, else "custom op '<name>' expected 'kw'"
 * at the current token. */
XFS_HIDDEN bool xfy_builder_expect_kw(xfy_op_builder *b, const char *kw);
/* parseInteger: an optionally negative integer; "expected integer value"
 * (with the custom op prefix) at the current token otherwise. */
XFS_HIDDEN bool xfy_builder_parse_integer(xfy_op_builder *b, int64_t *out);
/* MLIR's OpAsmParser::emitError: "custom op '<name>' <message>" at token
 * `t` (NULL: the current token).  What MLIR's custom parsers report this
 * way: expected keywords, symbol names, integers, enum cases, attribute
 * kinds, operand/type count mismatches. */
XFS_HIDDEN bool xfy_custom_error_at(xfy_op_builder *b, const xfy_token *t, const char *fmt, ...)
    XFS_PRINTF(3, 4);

/* --------------------------------------------------------------- printing */

XFS_HIDDEN void xfy_print_operand(xfy_printer *pr, xf_value *v);
/* Operands [from, from+n) comma-separated. */
XFS_HIDDEN void xfy_print_operands(xfy_printer *pr, xf_op *op, size_t from, size_t n);
XFS_HIDDEN void xfy_print_value_list(xfy_printer *pr, xf_value *const *v, size_t n);
/* Types of operands / results comma-separated. */
XFS_HIDDEN void xfy_print_operand_types(xfy_printer *pr, xf_op *op, size_t from, size_t n);
XFS_HIDDEN void xfy_print_result_types(xfy_printer *pr, xf_op *op);
/* ` -> t` / ` -> (t1, t2)` (nothing for no types when optional). */
XFS_HIDDEN void xfy_print_arrow_types(xfy_printer *pr, xf_type *const *t, size_t n, bool optional);
/* `(operand types) -> result types` */
XFS_HIDDEN void xfy_print_functional_type(xfy_printer *pr, xf_op *op);
/* The merged (properties + attributes) dictionary minus `elided` names,
 * as ` {a = 1, b}`; nothing when empty.  `elided` is NULL-terminated. */
XFS_HIDDEN void xfy_print_optional_attr_dict(xfy_printer *pr, xf_op *op,
                                             const char *const *elided);
XFS_HIDDEN void xfy_print_optional_attr_dict_with_keyword(xfy_printer *pr, xf_op *op,
                                                          const char *const *elided);
/* Only the discardable attributes (printed after an explicit prop-dict). */
XFS_HIDDEN void xfy_print_optional_discardable_attr_dict(xfy_printer *pr, xf_op *op,
                                                         const char *const *elided);
/* `<{...}>` of the properties minus `elided`, nothing when empty. */
XFS_HIDDEN void xfy_print_optional_prop_dict(xfy_printer *pr, xf_op *op,
                                             const char *const *elided);
XFS_HIDDEN void xfy_print_symbol_name(xfy_printer *pr, const char *s, size_t n);
XFS_HIDDEN void xfy_print_attr_no_type(xfy_printer *pr, xf_attr *a);
/* A region as a custom printer prints it (see MLIR printRegion). */
XFS_HIDDEN void xfy_print_custom_region(xfy_printer *pr, xf_region *r, bool print_entry_args,
                                        bool print_terminators, bool print_empty_block);
XFS_HIDDEN void xfy_print_successor(xfy_printer *pr, xf_block *b);
/* `^bb1(%a, %b : t1, t2)` */
XFS_HIDDEN void xfy_print_successor_and_use_list(xfy_printer *pr, xf_block *b,
                                                 xf_value *const *vals, size_t n);
/* An attribute (the property or discardable attribute `name`) of `op`. */
XFS_HIDDEN xf_attr *xfy_op_attr(xf_op *op, const char *name);
/* Printer-side current indentation-aware newline (for multi-line ops). */
XFS_HIDDEN void xfy_print_newline(xfy_printer *pr);

#endif /* XFORM_SRC_SYNTAX_ASM_H */
