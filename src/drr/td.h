/* td.h — the TableGen-subset reader of the drr layer: values, types,
 * records (classes and defs) and the record keeper of one load.
 *
 * A load reads one or more .td files (with `include`, preprocessor guards,
 * built-in copies of MLIR's standard .td files) into a record keeper.  The
 * reader follows TableGen's evaluation model in small:
 *  - a class holds its flattened field list (inherited fields included);
 *    values inside refer to the class's template arguments as ARG nodes;
 *  - instantiating a class (for a def or for an anonymous `C<args>` value)
 *    copies its fields, substitutes the arguments, and records the class and
 *    its superclasses in the record's `supers`;
 *  - references from a field to another field of the same record (FIELD
 *    nodes) stay symbolic until the def is complete, then every field is
 *    resolved to a concrete value (TableGen's late binding of `let`).
 * Values are immutable trees in the keeper's arena; `concrete` values
 * contain no ARG/FIELD/VAR node and no pending operator.
 *
 * Errors are reported once, at the first problem, as mlir-tblgen does:
 * `file:line:col: error: message` plus the source line and a caret (the
 * files are registered as context source buffers, so xf_diag_render shows
 * them).  Identifiers are interned; strings live in the arena; nothing is
 * allocated per token.
 */
#ifndef XFORM_SRC_DRR_TD_H
#define XFORM_SRC_DRR_TD_H

#include "../ir/ir_impl.h"

typedef struct xfdrr_td xfdrr_td;
typedef struct xfdrr_rec xfdrr_rec;
typedef struct xfdrr_val xfdrr_val;
typedef struct xfdrr_ty xfdrr_ty;

/* A source position: file index in the keeper and byte offset. */
typedef struct xfdrr_loc {
  uint32_t file;         /* index into td->files; UINT32_MAX: none */
  uint32_t off;          /* byte offset in that file */
} xfdrr_loc;

/* ------------------------------------------------------------------ types */

typedef enum xfdrr_ty_kind {
  XFDRR_T_BIT,           /* bit */
  XFDRR_T_BITS,          /* bits<n>: n */
  XFDRR_T_INT,           /* int */
  XFDRR_T_STRING,        /* string */
  XFDRR_T_CODE,          /* code (a string) */
  XFDRR_T_DAG,           /* dag */
  XFDRR_T_LIST,          /* list<elem> */
  XFDRR_T_REC,           /* a class name: cls */
} xfdrr_ty_kind;

struct xfdrr_ty {
  uint8_t kind;          /* xfdrr_ty_kind */
  uint32_t n;            /* BITS: width */
  xfdrr_ty *elem;        /* LIST: element type */
  xfdrr_rec *cls;        /* REC: the class */
};

/* ----------------------------------------------------------------- values */

typedef enum xfdrr_val_kind {
  XFDRR_V_UNSET,         /* `?` (no payload) */
  XFDRR_V_INT,           /* u.i (int, bit, bits, true/false) */
  XFDRR_V_STR,           /* u.s: str/len; flags & XFDRR_VF_CODE for code */
  XFDRR_V_LIST,          /* u.list: n elems */
  XFDRR_V_DAG,           /* u.dag: op (+op_name), n args with names */
  XFDRR_V_DEF,           /* u.rec: a def */
  XFDRR_V_ARG,           /* u.arg: template argument idx of class cls */
  XFDRR_V_FIELD,         /* u.name: field of the record being defined */
  XFDRR_V_VAR,           /* u.name: a !foreach / !filter iteration variable */
  XFDRR_V_ACCESS,        /* u.acc: base.name */
  XFDRR_V_INST,          /* u.inst: anonymous instantiation cls<args> */
  XFDRR_V_BANG,          /* u.bang: !op(args), optional type */
} xfdrr_val_kind;

enum {
  XFDRR_VF_CODE = 1,     /* STR: written as a code block [{...}] */
  XFDRR_VF_CONCRETE = 2, /* contains nothing left to resolve */
};

struct xfdrr_val {
  uint8_t kind;          /* xfdrr_val_kind */
  uint8_t flags;         /* XFDRR_VF_* */
  uint16_t op;           /* BANG: xfdrr_bang_op */
  uint32_t n;            /* STR: length; LIST/DAG/INST/BANG: count */
  xfdrr_loc loc;         /* where it was written */
  union {
    int64_t i;                                /* INT */
    const char *s;                            /* STR (NUL-terminated) */
    xfdrr_val **elems;                        /* LIST */
    struct {
      xfdrr_val *op;                          /* operator (usually DEF) */
      xf_ident *op_name;                      /* `:$name` on the operator or NULL */
      xfdrr_val **args;                       /* n args (UNSET for a bare $name) */
      xf_ident **names;                       /* n names (NULL: none) */
    } dag;                                    /* DAG */
    xfdrr_rec *rec;                           /* DEF */
    struct { xfdrr_rec *cls; uint32_t idx; } arg; /* ARG */
    xf_ident *name;                           /* FIELD, VAR */
    struct { xfdrr_val *base; xf_ident *name; } acc; /* ACCESS */
    struct { xfdrr_rec *cls; xfdrr_val **args; } inst; /* INST */
    struct {
      xfdrr_val **args;                       /* n operands */
      xfdrr_ty *ty;                           /* !cast<T>, !isa<T>, !foreach var name in args */
      xf_ident *var;                          /* !foreach / !filter / !foldl element variable */
      xf_ident *acc;                          /* !foldl accumulator variable */
    } bang;                                   /* BANG */
  } u;
};

/* Bang operators understood by the reader. */
#define XFDRR_BANG_OPS(X)                                                                \
  X(STRCONCAT, "strconcat") X(INTERLEAVE, "interleave") X(FOREACH, "foreach")          \
  X(FILTER, "filter") X(IF, "if") X(EQ, "eq") X(NE, "ne") X(LT, "lt") X(LE, "le")        \
  X(GT, "gt") X(GE, "ge") X(NOT, "not") X(AND, "and") X(OR, "or") X(ADD, "add")          \
  X(SUB, "sub") X(MUL, "mul") X(EMPTY, "empty") X(SIZE, "size") X(LISTCONCAT, "listconcat") \
  X(HEAD, "head") X(TAIL, "tail") X(CAST, "cast") X(ISA, "isa") X(SUBST, "subst")        \
  X(LISTSPLAT, "listsplat") X(INITIALIZED, "initialized") X(TOUPPER, "toupper")          \
  X(TOLOWER, "tolower") X(FIND, "find") X(CON, "con") X(DAG_OP, "getdagop")              \
  X(GETDAGARG, "getdagarg") X(GETDAGNAME, "getdagname")                                 \
  X(XOR, "xor") X(SHL, "shl") X(SRA, "sra") X(SRL, "srl") X(DIV, "div")                  \
  X(RANGE, "range") X(REPR, "repr") X(FOLDL, "foldl")
typedef enum xfdrr_bang_op {
#define XFDRR_X(e, s) XFDRR_BANG_##e,
  XFDRR_BANG_OPS(XFDRR_X)
#undef XFDRR_X
  XFDRR_BANG_COUNT
} xfdrr_bang_op;

/* ---------------------------------------------------------------- records */

typedef struct xfdrr_field {
  xf_ident *name;        /* field name */
  xfdrr_ty *ty;          /* declared type */
  xfdrr_val *val;        /* value (UNSET if none) */
  xfdrr_loc loc;         /* declaration */
  uint8_t state;         /* def completion: 0 pending, 1 resolving, 2 done */
  bool keyword;          /* declared with the `field` keyword (printed) */
} xfdrr_field;

struct xfdrr_rec {
  xf_ident *name;        /* record name (anonymous_N for anonymous records) */
  xfdrr_loc loc;         /* the name (named defs) or the `def` keyword */
  bool is_class;         /* class (template) vs def */
  bool anonymous;        /* `def : ...` or an anonymous instantiation */
  bool complete;         /* def: fields resolved */
  bool resolving;        /* def: completion in progress (cycle guard) */
  uint32_t order;        /* definition order (anonymous counter for anonymous defs) */
  uint32_t nfields, capfields;
  xfdrr_field *fields;   /* flattened fields, declaration order */
  uint32_t nsupers, capsupers;
  xfdrr_rec **supers;    /* every superclass, transitively, in TableGen order */
  uint32_t ntargs;       /* class: template arguments */
  xf_ident **targ_names;
  xfdrr_loc *targ_locs;  /* where each template argument is declared */
  xfdrr_ty **targ_tys;
  xfdrr_val **targ_defaults; /* NULL entry: no default (`?` in mlir-tblgen) */
  void *ods;             /* drr layer: cached interpretation (op, constraint) */
  uint8_t ods_kind;      /* drr layer: what `ods` is */
};

/* ------------------------------------------------------------ the keeper */

typedef struct xfdrr_file {
  xf_ident *name;        /* path as opened (or built-in name) */
  const char *text;      /* contents (NUL-terminated) */
  size_t len;
  bool registered;       /* registered as a context source buffer */
} xfdrr_file;

struct xfdrr_td {
  xf_context *ctx;       /* owner of identifiers, diagnostics, arena */
  xfs_arena *arena;      /* values, records, file texts (context lifetime) */
  xfs_map classes;       /* name -> xfdrr_rec (class) */
  xfs_map defs;          /* name -> xfdrr_rec (def) */
  xfs_map macros;        /* preprocessor names -> (void*)1 */
  xfs_map globals;       /* defvar name -> xfdrr_val */
  xfs_map instances;     /* printed `Class<args>` -> anonymous def (DEF value):
                            TableGen makes one record per distinct instance */
  xfs_vec files;         /* xfdrr_file */
  xfs_vec all_defs;      /* xfdrr_rec*, definition order (anonymous instances too) */
  const char *const *inc_dirs; /* -I directories */
  size_t ninc_dirs;
  uint32_t anon_counter; /* next anonymous_N */
  uint32_t def_counter;  /* definition order of every def */
  bool failed;           /* an error was reported */
  xfdrr_rec *cur;        /* record being defined or completed (TableGen's
                            CurRec: where folding errors are reported) */
  uintptr_t stack_base;  /* address of a local of the outermost parse (0: none):
                            evaluation stops before using XFDRR_STACK_BUDGET */
  xfdrr_val *unset;      /* the shared `?` */
};

/* Creates a keeper allocating from the context arena; `inc` lists -I
 * directories (kept by reference). */
XFS_HIDDEN void xfdrr_td_init(xfdrr_td *td, xf_context *ctx, const char *const *inc, size_t ninc);
XFS_HIDDEN void xfdrr_td_free(xfdrr_td *td);
/* Reads the file at `path` (and its includes) into the keeper. */
XFS_HIDDEN xf_status xfdrr_td_load_file(xfdrr_td *td, const char *path) XF_MUST_CHECK;
/* Reads `text` (named `name` in diagnostics; includes resolve relative to
 * `name`'s folder) into the keeper.  The text is copied. */
XFS_HIDDEN xf_status xfdrr_td_load_text(xfdrr_td *td, const char *name, const char *text,
                                        size_t len) XF_MUST_CHECK;

/* Lookups. */
XFS_HIDDEN xfdrr_rec *xfdrr_td_class(xfdrr_td *td, const char *name);
XFS_HIDDEN xfdrr_rec *xfdrr_td_def(xfdrr_td *td, const char *name);
XFS_HIDDEN bool xfdrr_rec_isa(const xfdrr_rec *r, const xfdrr_rec *cls);
XFS_HIDDEN bool xfdrr_rec_isa_name(const xfdrr_rec *r, const char *cls);
XFS_HIDDEN xfdrr_field *xfdrr_rec_field(const xfdrr_rec *r, const char *name);
XFS_HIDDEN xfdrr_val *xfdrr_rec_val(const xfdrr_rec *r, const char *name);
/* Typed field getters: NULL / false when absent, unset or of another kind. */
XFS_HIDDEN const char *xfdrr_rec_str(const xfdrr_rec *r, const char *name);
XFS_HIDDEN bool xfdrr_rec_int(const xfdrr_rec *r, const char *name, int64_t *out);
XFS_HIDDEN xfdrr_rec *xfdrr_rec_def(const xfdrr_rec *r, const char *name);
XFS_HIDDEN xfdrr_val *xfdrr_rec_dag(const xfdrr_rec *r, const char *name);
XFS_HIDDEN xfdrr_val *xfdrr_rec_list(const xfdrr_rec *r, const char *name);

/* Prints a value in TableGen syntax (as mlir-tblgen's error messages do). */
XFS_HIDDEN void xfdrr_val_print(const xfdrr_val *v, xf_strbuf *out);
XFS_HIDDEN void xfdrr_ty_print(const xfdrr_ty *t, xf_strbuf *out);
/* Prints every class and def as `mlir-tblgen --print-records` does. */
XFS_HIDDEN void xfdrr_td_print_records(xfdrr_td *td, xf_strbuf *out);

/* Reports an error at `loc` (file:line:col, source line, caret); marks the
 * keeper failed.  Returns XF_ERROR. */
XFS_HIDDEN xf_status xfdrr_td_error(xfdrr_td *td, xfdrr_loc loc, const char *fmt, ...)
    XFS_PRINTF(3, 4);
/* The same, with TableGen's note "declared in 'OWNER'" at `decl_loc` (a
 * template argument of class OWNER). */
XFS_HIDDEN xf_status xfdrr_td_error_declared(xfdrr_td *td, xfdrr_loc loc, xfdrr_loc decl_loc,
                                             const char *owner, const char *fmt, ...)
    XFS_PRINTF(5, 6);
/* The location attribute for `loc` (registers the file as a source buffer). */
XFS_HIDDEN xf_attr *xfdrr_td_loc_attr(xfdrr_td *td, xfdrr_loc loc);

/* Built-in copies of MLIR's standard .td files: the text for `path`
 * (e.g. "mlir/IR/OpBase.td") or NULL. */
XFS_HIDDEN const char *xfdrr_builtin_td(const char *path, size_t *len);

/* ---------------------------------------------------- evaluation (td_eval.c) */

/* C stack that evaluating one load may use: recursive instantiation
 * (`class C<int n> { ... C<!sub(n, 1)> ... }`) nests several frames per
 * level, and mlir-tblgen 22 itself overflows its stack on deep or endless
 * ones; the reader reports an error instead.  Half of the usual 8 MiB. */
#define XFDRR_STACK_BUDGET ((uintptr_t)4 << 20)

/* Environment for resolving values. */
typedef struct xfdrr_env {
  xfdrr_rec *cls;        /* class whose ARG nodes are bound (or NULL) */
  xfdrr_val **args;      /* their values */
  xfdrr_rec *self;       /* record whose FIELD nodes may be resolved (complete defs) */
  xf_ident *var;         /* a bound iteration variable (or NULL) */
  xfdrr_val *var_val;
  const struct xfdrr_env *up; /* enclosing environment (nested !foreach) */
} xfdrr_env;

XFS_HIDDEN xfdrr_val *xfdrr_val_new(xfdrr_td *td, xfdrr_val_kind kind, xfdrr_loc loc, uint32_t n);
XFS_HIDDEN xfdrr_val *xfdrr_val_int(xfdrr_td *td, int64_t i, xfdrr_loc loc);
XFS_HIDDEN xfdrr_val *xfdrr_val_str(xfdrr_td *td, const char *s, size_t len, bool code,
                                    xfdrr_loc loc);
/* Recomputes the CONCRETE flag of a freshly built node from its children. */
XFS_HIDDEN void xfdrr_val_seal(xfdrr_val *v);
/* Resolves `v` in `env`; NULL after reporting an error. */
XFS_HIDDEN xfdrr_val *xfdrr_resolve(xfdrr_td *td, xfdrr_val *v, const xfdrr_env *env);
/* Adds class `cls` instantiated with `args` (already resolved; ntargs of
 * them, defaults filled) to record `r`. */
XFS_HIDDEN xf_status xfdrr_add_superclass(xfdrr_td *td, xfdrr_rec *r, xfdrr_rec *cls,
                                          xfdrr_val **args, xfdrr_loc loc) XF_MUST_CHECK;
/* Fills defaults and checks the template arguments of `cls`; `args` has
 * room for cls->ntargs entries, `n` of them given. */
XFS_HIDDEN xf_status xfdrr_bind_targs(xfdrr_td *td, xfdrr_rec *cls, xfdrr_val **args, size_t n,
                                      const xfdrr_env *env, xfdrr_loc loc) XF_MUST_CHECK;
/* Resolves every field of def `r` (late binding). */
XFS_HIDDEN xf_status xfdrr_complete_def(xfdrr_td *td, xfdrr_rec *r) XF_MUST_CHECK;
/* Field table operations. */
XFS_HIDDEN xfdrr_field *xfdrr_rec_add_field(xfdrr_td *td, xfdrr_rec *r, xf_ident *name);
/* Appends `cls` to the superclasses of `r` (repeats kept: TableGen lists a
 * class reached twice through a diamond twice). */
XFS_HIDDEN bool xfdrr_rec_add_super(xfdrr_td *td, xfdrr_rec *r, xfdrr_rec *cls);
XFS_HIDDEN xfdrr_rec *xfdrr_rec_new(xfdrr_td *td, xf_ident *name, bool is_class, xfdrr_loc loc);
/* Is `v` acceptable for a field / argument of type `t`? */
XFS_HIDDEN bool xfdrr_ty_accepts(const xfdrr_ty *t, const xfdrr_val *v);
/* The type of a concrete value, for messages ("string", "dag", "Foo"). */
XFS_HIDDEN void xfdrr_val_type_print(const xfdrr_val *v, xf_strbuf *out);

/* Total order of record names used by mlir-tblgen (StringRef::compare_numeric). */
XFS_HIDDEN int xfdrr_compare_numeric(const char *a, size_t alen, const char *b, size_t blen);

#endif /* XFORM_SRC_DRR_TD_H */
