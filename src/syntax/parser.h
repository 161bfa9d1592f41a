/* parser.h — the syntax layer's parser state and the entry points that
 * custom op parsers (dialects layer) use.
 *
 * One `xfy_parser` reads one buffer.  It holds the current token, the alias
 * tables, the SSA name scopes and the block scopes.  The first error is
 * reported through the context's diagnostics and sets `failed`; every parse
 * function then returns false/NULL and callers unwind without reporting
 * again.  Nesting of ops, types and attributes is bounded by `max_depth`
 * (xf_parse_options.max_nesting_depth, default XF_DEFAULT_MAX_NESTING_DEPTH,
 * at most XF_MAX_NESTING_DEPTH_LIMIT) so that hostile input cannot exhaust
 * the C stack.
 */
#ifndef XFORM_SRC_SYNTAX_PARSER_H
#define XFORM_SRC_SYNTAX_PARSER_H

#include "xform/syntax.h"
#include "../ir/ir_impl.h"
#include "lexer.h"

/* Largest input xf_parse accepts, in bytes (tokens and positions are 32-bit). */
#define XFY_MAX_INPUT 0xFFFFFFF0u

typedef struct xfy_ssa_entry xfy_ssa_entry;
typedef struct xfy_scope xfy_scope;
typedef struct xfy_block_scope xfy_block_scope;

/* One entry of the parser's type memo: the source text of a builtin shaped
 * type (`tensor<16x16xf32>`) and the type it parsed to.  The text points
 * into the input buffer, which outlives the parser. */
typedef struct xfy_type_memo {
  const char *text;        /* NULL: empty slot */
  uint32_t len;
  xf_type *type;
} xfy_type_memo;
enum { XFY_TYPE_MEMO_SIZE = 64 };
enum { XFY_REGION_RECENT = 8 }; /* region templates compared at each `{` (region_reuse.c) */
enum { XFY_BUILDER_SPARE_DEPTH = 16, XFY_BUILDER_VECS = 6 };

typedef struct xfy_parser {
  xf_context *ctx;         /* owner of everything created */
  void (*progress)(void *user, size_t begin, size_t done); /* xf_parse_options.progress */
  void *progress_user;
  size_t part_begin;       /* offset of the part of the text this parser reads */
  unsigned threads;        /* xf_parse_options.threads (0 once tried) */
  size_t thread_min_bytes; /* xf_parse_options.thread_min_bytes (0: 1 MiB) */
  bool parallel;           /* parsing a part of a threaded parse (parse_op.c) */
  bool redo;               /* the threaded parse failed: parse again on one thread */
  xfy_lexer lx;            /* the token stream */
  xfy_token tok;           /* current token */
  xfy_token prev;          /* previous token (for error placement) */
  xf_ident *file;          /* buffer name for locations */
  unsigned line_offset;    /* added to every line number */
  bool allow_unregistered; /* -allow-unregistered-dialect */
  bool failed;             /* an error has been reported */
  unsigned depth;          /* current nesting depth */
  unsigned max_depth;      /* deepest nesting allowed (>= 1) */
  xfs_map attr_aliases;    /* "#name" text -> xf_attr* */
  xfs_map type_aliases;    /* "!name" text -> xf_type* */
  xfy_scope *scope;        /* innermost isolated SSA scope */
  xfy_block_scope *bscope; /* innermost region's block names */
  xfs_vec region_defs;     /* stack of defined-name lists per open region */
  xf_strbuf sbuf;          /* scratch for decoded strings */
  xfs_arena ssa_arena;     /* SSA scopes and their entries (reset as scopes close) */
  xfs_ptrmap spare_names;  /* a closed scope's emptied name map, for the next scope */
  /* Attribute names the custom parsers add by string (xfy_add_prop), by
   * the string's address, and their identifiers (asm_parse.c). */
  struct { const char *text; xf_ident *id; } literal_names[16];
  /* The vectors of the op builders (asm_parse.c) kept between ops, per
   * nesting level of custom ops, so that parsing an op allocates none. */
  xfs_vec builder_spare[XFY_BUILDER_SPARE_DEPTH][XFY_BUILDER_VECS];
  uint32_t builder_depth;  /* custom ops being parsed */
  xf_attr *resources;      /* file metadata (dialect_resources), kept as attrs */
  xfs_map distinct;        /* input distinct id -> xf_attr* */
  const char *default_dialect; /* prefix for dot-less custom op names ("builtin" at top) */
  /* Memo of shaped types by their exact spelling (parse_type.c): a type
   * written the same way again is not re-parsed or re-uniqued. */
  xfy_type_memo type_memo[XFY_TYPE_MEMO_SIZE];
  xfy_type_memo type_recent[4]; /* the last memoised spellings used, newest first */
  /* The same for single-line dictionary and array attributes (parse_attr.c);
   * `type` holds the xf_attr*. */
  xfy_type_memo attr_memo[XFY_TYPE_MEMO_SIZE];
  xfy_type_memo attr_recent[4];
  /* Regions whose text may repeat (region_reuse.c), newest first. */
  struct xfy_region_tpl *region_recent[XFY_REGION_RECENT];
  /* Op lines whose text may repeat (line_reuse.c); NULL until the first
   * op line, or when disabled.  While it is set, every SSA use resolved is
   * logged in `use_log` (xfy_logged_use), which each op truncates back. */
  struct xfy_line_memo *line_memo;
  xfs_vec use_log;
  /* Function signatures whose text may repeat (sig_reuse.c); NULL until
   * the first one is remembered. */
  struct xfy_sig_memo *sig_memo;
  /* Custom op heads whose text may repeat (head_reuse.c), likewise. */
  struct xfy_head_memo *head_memo;
  bool reuse_off;          /* xf_parse_options.no_text_reuse */
} xfy_parser;

/* An SSA use resolved while an op was parsed (line_reuse.c): `value` is
 * the definition, or NULL when the use was a forward reference. */
typedef struct xfy_logged_use {
  xf_ident *name;
  uint32_t index;
  xf_value *value;
} xfy_logged_use;

/* `%name` or `%name:count` of an op's result list. */
typedef struct xfy_result_def {
  xf_ident *name;        /* "%name" */
  uint32_t count;        /* values it binds (`%x:3`) */
  xfy_token tok;         /* its token */
} xfy_result_def;

/* Errors.  `xfy_error_at` reports at a token; `xfy_error_expected` reports
 * "expected ..." errors where mlir-opt does (end of the previous token when
 * the current one starts a line). */
XFS_HIDDEN bool xfy_error_at(xfy_parser *p, const xfy_token *t, const char *fmt, ...)
    XFS_PRINTF(3, 4);
XFS_HIDDEN bool xfy_error(xfy_parser *p, const char *fmt, ...) XFS_PRINTF(2, 3);
XFS_HIDDEN bool xfy_error_expected(xfy_parser *p, const char *fmt, ...) XFS_PRINTF(2, 3);
XFS_HIDDEN xf_attr *xfy_tok_loc(xfy_parser *p, const xfy_token *t);
/* The same as a location word (packed: made into an attribute only when
 * read; see xfi_loc).  0 when out of memory. */
XFS_HIDDEN xfi_loc xfy_tok_locw(xfy_parser *p, const xfy_token *t);

/* Tokens. */
XFS_HIDDEN void xfy_next(xfy_parser *p);
static inline bool xfy_at(const xfy_parser *p, xfy_tok_kind k) { return p->tok.kind == k; }
XFS_HIDDEN bool xfy_accept(xfy_parser *p, xfy_tok_kind k);
XFS_HIDDEN bool xfy_expect(xfy_parser *p, xfy_tok_kind k, const char *what);
XFS_HIDDEN bool xfy_accept_kw(xfy_parser *p, const char *kw);
XFS_HIDDEN bool xfy_expect_kw(xfy_parser *p, const char *kw);

/* Spelling memos (types: parse_type.c; dictionaries and arrays:
 * parse_attr.c).  `recent` is a parser's four most recently used entries,
 * newest first. */
/* Makes `m` the newest of `recent`. */
XFS_HIDDEN void xfy_memo_touch(xfy_type_memo *recent, const xfy_type_memo *m);
/* The entry of `recent` the input continues with at `s`, or NULL (also when
 * its length could exceed the nesting limit: a spelling nests at most as
 * deep as it is long).  A memoised spelling is complete, so equal bytes
 * mean the same type or attribute. */
XFS_HIDDEN const xfy_type_memo *xfy_memo_recent(const xfy_parser *p, const xfy_type_memo *recent,
                                                const char *s);
/* Skips a memoised spelling from the current token to `end` (on the current
 * line): the previous token becomes its closing `close` token (for error
 * placement), the current one what follows. */
XFS_HIDDEN void xfy_memo_skip(xfy_parser *p, const char *end, xfy_tok_kind close);

/* Types and attributes. */
XFS_HIDDEN xf_type *xfy_parse_type(xfy_parser *p);
XFS_HIDDEN bool xfy_tok_starts_type(const xfy_parser *p);
XFS_HIDDEN xf_type *xfy_parse_function_type(xfy_parser *p);
/* Comma-separated types in parens, or a single type, into `out`. */
XFS_HIDDEN bool xfy_parse_type_list_parens(xfy_parser *p, xfs_vec *out);
XFS_HIDDEN xf_attr *xfy_parse_attr(xfy_parser *p, xf_type *type_hint);
/* MLIR's parseAttribute(attr, type) of ODS formats: no trailing `: type`
 * after strings and numbers (numbers get `type`, or i64 when NULL). */
XFS_HIDDEN xf_attr *xfy_parse_attr_of_type(xfy_parser *p, xf_type *type);
XFS_HIDDEN xf_attr *xfy_parse_dict(xfy_parser *p);
XFS_HIDDEN xf_attr *xfy_parse_location(xfy_parser *p); /* after `loc` */
/* An optional `loc(...)` after an op or argument; NULL if absent. */
XFS_HIDDEN bool xfy_parse_trailing_loc(xfy_parser *p, xf_attr **loc);
XFS_HIDDEN bool xfy_parse_int64(xfy_parser *p, int64_t *out);
/* The value of integer token `t` (decimal, or hexadecimal after `0x`; a
 * leading 0 is not octal); false if it is not an integer or overflows. */
XFS_HIDDEN bool xfy_tok_uint(const xfy_token *t, uint64_t *out);

/* Dialect::isValidNamespace: [a-zA-Z_][a-zA-Z_0-9$]*. */
XFS_HIDDEN bool xfy_valid_namespace(const char *name, size_t len);

/* Raw-text helpers for bodies kept verbatim (dialect types/attributes). */
/* The body of a pretty dialect symbol at `s` ('<', right after the current
 * token): the pointer after its closing '>', or NULL after an error. */
XFS_HIDDEN const char *xfy_scan_dialect_body(xfy_parser *p, const char *s);
XFS_HIDDEN void xfy_skip_raw_to(xfy_parser *p, const char *e);
XFS_HIDDEN bool xfy_error_at_ptr(xfy_parser *p, const char *ptr, const char *fmt, ...)
    XFS_PRINTF(3, 4);
XFS_HIDDEN bool xfy_dialect_allowed(xfy_parser *p, const char *name, size_t len);
/* Is `name` a dialect mlir-opt 22 registers or one registered in the
 * context (-allow-unregistered-dialect aside)? */
XFS_HIDDEN bool xfy_dialect_registered(xfy_parser *p, const char *name, size_t len);
/* Appends mlir-opt 22's "Available dialects: ..." note text to `d`. */
XFS_HIDDEN void xfy_append_available_dialects(xf_diag *d);
XFS_HIDDEN xf_attr *xfy_distinct_for_id(xfy_parser *p, uint64_t id, xf_attr *ref);

/* SSA uses, blocks and regions (shared with the custom-op layer, asm.h). */

/* An unresolved SSA use `%name` / `%name#N`. */
typedef struct xfy_operand {
  xf_ident *name;        /* "%name" */
  uint32_t index;        /* result number */
  xfy_token tok;         /* the use, for errors */
} xfy_operand;

/* A region argument `%name: type {attrs} loc(...)` (fields may be NULL). */
typedef struct xfy_argument {
  xfy_operand ssa;
  xf_type *type;
  xf_attr *attrs;        /* function arguments: `{...}` or NULL */
  xf_attr *loc;          /* explicit `loc(...)` or NULL */
} xfy_argument;

/* A region parsed before its op exists. */
typedef struct xfy_pending_region {
  xf_block *first, *last;
  uint32_t nblocks;
  xfi_lazy_region *lazy; /* built on first access instead (no blocks) */
} xfy_pending_region;

XFS_HIDDEN bool xfy_parse_operand(xfy_parser *p, xfy_operand *out);
XFS_HIDDEN xf_value *xfy_resolve_value(xfy_parser *p, const xfy_operand *u, xf_type *t);
/* The block a `^name` token refers to in the current region (created on
 * first reference). */
XFS_HIDDEN xf_block *xfy_block_ref(xfy_parser *p, const xfy_token *t);
/* `{ ... }` into `r` with named entry arguments `args`. */
XFS_HIDDEN bool xfy_parse_region_args(xfy_parser *p, xf_region *r, const xfy_argument *args,
                                      size_t nargs, bool isolated);
/* `{ ... }` into `r` (no entry arguments, not isolated); `names` receives
 * the SSA names the region defined (xf_ident*, the caller frees it, also
 * on failure). */
XFS_HIDDEN bool xfy_parse_region_names(xfy_parser *p, xf_region *r, xfs_vec *names);
/* Is `%name` (any result number) defined or forward-referenced in a scope
 * the parser is in? */
XFS_HIDDEN bool xfy_ssa_name_in_use(xfy_parser *p, xf_ident *name);

/* Frees the region candidates of region_reuse.c (parser teardown). */
XFS_HIDDEN void xfy_region_reuse_fini(xfy_parser *p);

/* The value `%name#index` is defined as where the parser is (a definition,
 * not a forward reference), or NULL. */
XFS_HIDDEN xf_value *xfy_defined_value(xfy_parser *p, xf_ident *name, uint32_t index);
/* Binds `%name#index`, defined at token `t`, to `v` (reports errors). */
XFS_HIDDEN bool xfy_define_value(xfy_parser *p, xf_ident *name, uint32_t index,
                                 const xfy_token *t, xf_value *v);

/* Shared by the memos of repeated text (text_reuse.c). */
/* Does the text spell a location (`loc(`)? */
XFS_HIDDEN bool xfy_mentions_loc(const char *s, size_t n);
/* Is the parser at a `{` on `line`, with only blanks after it up to
 * `line_end`, the previous token on the same line? */
XFS_HIDDEN bool xfy_at_brace_ending_line(const xfy_parser *p, uint32_t line, const char *line_end);
/* Copies `len` bytes of `src` into `*text` (`*cap` bytes, grown as needed). */
XFS_HIDDEN bool xfy_keep_text(xfs_mem *m, char **text, uint32_t *cap, const char *src,
                              uint32_t len);
/* A token at `text` (`len` bytes) of line `line`, column `col`. */
static inline xfy_token xfy_token_on_line(xfy_tok_kind k, const char *text, uint32_t len,
                                          uint32_t line, uint32_t col) {
  xfy_token tok = {k, text, len, line, col, NULL};
  return tok;
}
/* Moves the parser to the token at `at` (on `line`, which starts at
 * `line_start`), with `prev` as the token before it. */
XFS_HIDDEN void xfy_resume_at(xfy_parser *p, const char *at, uint32_t line,
                              const char *line_start, xfy_token prev);

/* Repeated op lines (line_reuse.c).  Before parsing an op,
 * xfy_line_reuse either builds it from an earlier parse of the same line
 * (the lexer then stands after the line) or fills `*t` and returns NULL;
 * after the op parsed, xfy_line_note may remember it, and xfy_line_done
 * ends the op's use log either way. */
typedef struct xfy_line_try {
  const char *line;      /* start of the op's line; NULL: not a candidate */
  uint32_t len;          /* bytes up to the newline */
  uint32_t hash;
  uint32_t line_no;      /* its line number */
  bool seen;             /* the line was seen before (it may be remembered) */
  size_t log_base;       /* use_log length before the op */
  size_t ndiags;         /* diagnostics reported before the op */
} xfy_line_try;
XFS_HIDDEN xf_op *xfy_line_reuse(xfy_parser *p, xfy_line_try *t);
XFS_HIDDEN void xfy_line_note(xfy_parser *p, const xfy_line_try *t, xf_op *op,
                              const xfs_vec *defs, bool explicit_loc);
static inline void xfy_line_done(xfy_parser *p, const xfy_line_try *t) {
  if (p->line_memo)
    p->use_log.len = t->log_base;
}
/* Frees the line memo (parser teardown). */
XFS_HIDDEN void xfy_line_reuse_fini(xfy_parser *p);

/* Repeated function signatures (sig_reuse.c).  At the `(` of a function
 * signature, xfy_sig_reuse either appends to `args` (xfy_argument) the
 * arguments of an earlier parse of the same text, sets `*named` and the
 * properties it made (`props`: function_type, arg_attrs, res_attrs, NULL
 * when absent), moves the parser to the body's `{` and returns true, or
 * fills `*t` and returns false; after the signature parsed, xfy_sig_note
 * may remember it. */
enum { XFY_SIG_PROPS = 3 };
typedef struct xfy_sig_try {
  const char *text;      /* the `(`; NULL: not a candidate */
  uint32_t len;          /* bytes up to the end of its line */
  uint32_t hash;
  uint32_t line, col;    /* where the `(` is */
  const char *line_start;
  size_t ndiags;         /* diagnostics reported before the signature */
} xfy_sig_try;
XFS_HIDDEN bool xfy_sig_reuse(xfy_parser *p, xfy_sig_try *t, const xf_ident *op, xfs_vec *args,
                              bool *named, xf_attr **props);
XFS_HIDDEN void xfy_sig_note(xfy_parser *p, const xfy_sig_try *t, const xf_ident *op,
                             const xfs_vec *args, bool named, xf_attr *const *props);
/* Frees the signature memo (parser teardown). */
XFS_HIDDEN void xfy_sig_reuse_fini(xfy_parser *p);
/* Frees the op head memo (head_reuse.c, parser teardown). */
XFS_HIDDEN void xfy_head_reuse_fini(xfy_parser *p);

/* Ops. */
/* Frees the builder vectors kept between ops (parser teardown). */
XFS_HIDDEN void xfy_builder_spares_free(xfy_parser *p);
XFS_HIDDEN xf_op *xfy_parse_custom(xfy_parser *p, const xf_op_info *info, xf_ident *name,
                                   const xfy_token *name_tok, size_t num_result_defs);
XFS_HIDDEN xf_op *xfy_parse_top(xfy_parser *p);

#endif /* XFORM_SRC_SYNTAX_PARSER_H */
