/* affine_syntax.h — reading and writing affine maps, integer sets and
 * affine expressions in MLIR's textual form.
 *
 * The parser is self-contained (it has its own small lexer that tokenises
 * like MLIR's), so the main parser and dialect custom parsers can hand it
 * a pointer into their buffer and continue after what it consumed.  Errors
 * are reported as mlir-opt reports the first one: `*err_msg` holds the
 * message text (static, or in the context arena) and `*err_pos` the
 * position in the buffer mlir-opt would point at.  Expressions are built
 * through xfi_affine_bin, so they get MLIR's simplifications.
 *
 * The printer writes what MLIR's AsmPrinter writes: `d<i>` / `s<i>` names,
 * `a - b` for `a + b * -1`, minimal parentheses by binding strength.
 */
#ifndef XFORM_SRC_SYNTAX_AFFINE_SYNTAX_H
#define XFORM_SRC_SYNTAX_AFFINE_SYNTAX_H

#include "../ir/ir_impl.h"

/* Parses the body of `affine_map<...>`: `p` points just after `<`, `end`
 * is the end of the buffer.  Consumes `(dims)[syms] -> (exprs)` and the
 * closing `>`, returning the pointer after `>`; on error returns NULL and
 * sets `*err_pos` / `*err_msg`. */
XFS_HIDDEN const char *xfy_parse_affine_map(xf_context *ctx, const char *p, const char *end,
                                            xf_attr **out, const char **err_pos,
                                            const char **err_msg);
/* The same for `affine_set<...>` bodies: `(dims)[syms] : (constraints)>`. */
XFS_HIDDEN const char *xfy_parse_integer_set(xf_context *ctx, const char *p, const char *end,
                                             xf_attr **out, const char **err_pos,
                                             const char **err_msg);
/* Parses a map body `(d0)[s0] -> (...)` starting at `p` (leading
 * whitespace allowed).  With `expect_close`, also consumes the `>` that
 * closes `affine_map<` (returning the pointer after it); without, returns
 * the pointer just after the closing `)` of the results. */
XFS_HIDDEN const char *xfy_parse_affine_map_body(xf_context *ctx, const char *p, const char *end,
                                                 bool expect_close, xf_attr **out,
                                                 const char **err_pos, const char **err_msg);
/* The integer-set counterpart of xfy_parse_affine_map_body. */
XFS_HIDDEN const char *xfy_parse_integer_set_body(xf_context *ctx, const char *p, const char *end,
                                                  bool expect_close, xf_attr **out,
                                                  const char **err_pos, const char **err_msg);
/* Parses whichever of a map or set body follows (MLIR's
 * parseAffineMapOrIntegerSetReference), without a closing `>`. */
XFS_HIDDEN const char *xfy_parse_affine_map_or_set_body(xf_context *ctx, const char *p,
                                                        const char *end, xf_attr **out,
                                                        const char **err_pos, const char **err_msg);

/* Writes `e` with dims as d<i> and symbols as s<i>.  False when the buffer
 * could not grow. */
XFS_HIDDEN bool xfy_print_affine_expr(xf_strbuf *b, const xf_affine_expr *e);
/* Writes `e`, naming dims and symbols through `name(user, b, pos,
 * is_symbol)` (custom syntaxes print SSA operand names there). */
typedef bool (*xfy_affine_namer)(void *user, xf_strbuf *b, unsigned pos, bool is_symbol);
XFS_HIDDEN bool xfy_print_affine_expr_named(xf_strbuf *b, const xf_affine_expr *e,
                                            xfy_affine_namer name, void *user);
/* `affine_map<(d0, d1)[s0] -> (...)>` and its body without the wrapper. */
XFS_HIDDEN bool xfy_print_affine_map(xf_strbuf *b, const xf_attr *map);
XFS_HIDDEN bool xfy_print_affine_map_body(xf_strbuf *b, const xf_attr *map);
/* `affine_set<(d0)[s0] : (d0 >= 0, ...)>` and its body without the wrapper. */
XFS_HIDDEN bool xfy_print_integer_set(xf_strbuf *b, const xf_attr *set);
XFS_HIDDEN bool xfy_print_integer_set_body(xf_strbuf *b, const xf_attr *set);

#endif /* XFORM_SRC_SYNTAX_AFFINE_SYNTAX_H */
