/* drr.h — the drr layer's internal interface: the op-definition model read
 * from ODS records, constraints, and the compiled form of DRR patterns.
 *
 * Loading a rule file (rules.c) runs three stages:
 *  1. td_*.c read the TableGen files into records;
 *  2. ods.c turns every `Op` def into an xfdrr_op (arguments, results,
 *     traits, result-type inference) and registers a row for it, and
 *     constraint.c turns type/attribute/property constraints into compiled
 *     predicates (C++ text → cexpr);
 *  3. compile.c turns every `Pattern` def into an xfdrr_pattern: a tree of
 *     match nodes (source DAG), equality checks, extra constraints, and a
 *     list of build nodes (result DAGs), reporting mlir-tblgen's load-time
 *     errors at the record's location.
 * Applying a pattern (match.c, build.c) walks those trees over the payload
 * op through a small rewriter interface (xfdrr_rw) that the rewrite-engine
 * adapter (rules.c) implements.
 *
 * Everything here lives in the context arena: op rows must outlive the
 * load, and compiled patterns reference ops and constraints freely.
 */
#ifndef XFORM_SRC_DRR_DRR_H
#define XFORM_SRC_DRR_DRR_H

#include "xform/drr.h"
#include "cexpr.h"
#include "td.h"

/* ------------------------------------------------------------ constraints */

typedef enum xfdrr_ckind {
  XFDRR_C_TYPE,          /* TypeConstraint: $_self = a type */
  XFDRR_C_ATTR,          /* AttrConstraint / Attr: $_self = an attribute */
  XFDRR_C_PROP,          /* PropConstraint / Property: $_self = the property value */
  XFDRR_C_OTHER,         /* Constraint: $0..$3 = entities, $_self = the bound symbol */
} xfdrr_ckind;

typedef enum xfdrr_prop_kind {
  XFDRR_PROP_ATTR,       /* stored as any attribute */
  XFDRR_PROP_INT,        /* integer (IntegerAttr of `prop_width` bits) */
  XFDRR_PROP_BOOL,       /* bool (BoolAttr) */
  XFDRR_PROP_STRING,     /* string (StringAttr) */
  XFDRR_PROP_UNIT,       /* unit (present or not) */
} xfdrr_prop_kind;

typedef struct xfdrr_constraint {
  xfdrr_rec *rec;        /* the def (identity: same def = same constraint) */
  uint8_t kind;          /* xfdrr_ckind */
  const char *summary;   /* for messages ("" if none) */
  const char *pred_text; /* the predicate as C++ text ("true" if none) */
  xfdrr_cexpr *pred;     /* compiled predicate; NULL = always true */
  /* attributes */
  bool optional;         /* OptionalAttr / isOptional */
  bool has_default;      /* DefaultValuedAttr (UnitAttr: "false") */
  xf_attr *default_attr; /* the default value built (NULL for a false UnitAttr) */
  const char *const_builder; /* constBuilderCall template (`$0`), or NULL */
  const char *storage;   /* storageType, trimmed, for messages */
  uint8_t storage_cls;   /* xfdrr class of the storage type (0: any) */
  xf_attr *const_value;  /* ConstantAttr / enum case: the constant (NULL: unit false) */
  bool is_const;         /* ConstantAttr or enum case used as a leaf */
  /* types */
  xfdrr_cexpr *builder_call; /* buildable type: `$_builder.getI32Type()` ... */
  /* properties */
  uint8_t prop_kind;     /* xfdrr_prop_kind */
  uint16_t prop_width;   /* XFDRR_PROP_INT */
} xfdrr_constraint;

/* The constraint a record denotes, built and cached on first use.  NULL
 * after reporting an error at `loc`. */
XFS_HIDDEN xfdrr_constraint *xfdrr_constraint_get(xfdrr_td *td, xfdrr_rec *rec, xfdrr_loc loc);
/* Evaluates constraint `c` with $_self = `self` and $0.. = `args`.  A
 * predicate that cannot be evaluated does not hold. */
XFS_HIDDEN bool xfdrr_constraint_holds(xf_context *ctx, xfs_arena *scratch,
                                       const xfdrr_constraint *c, const xfdrr_cval *self,
                                       const xfdrr_cval *args, size_t nargs);
/* Builds `constBuilderCall` of `c` with `$0` replaced by `value`. */
XFS_HIDDEN xf_status xfdrr_const_build(xfdrr_td *td, const xfdrr_constraint *c, const char *value,
                                       xfdrr_loc loc, xf_attr **out) XF_MUST_CHECK;
/* Compiles a snippet, reporting an error that names it at `loc`. */
XFS_HIDDEN xfdrr_cexpr *xfdrr_snippet(xfdrr_td *td, const char *text, xfdrr_loc loc,
                                      const char *what);

/* ------------------------------------------------------------- op model */

typedef enum xfdrr_argk {
  XFDRR_ARG_OPERAND,     /* an operand group */
  XFDRR_ARG_ATTR,        /* an attribute (stored as a property) */
  XFDRR_ARG_PROP,        /* a property (stored as an attribute in the properties) */
} xfdrr_argk;

typedef enum xfdrr_vlen {
  XFDRR_VL_SINGLE,       /* exactly one value */
  XFDRR_VL_OPTIONAL,     /* Optional<T>: 0..1 */
  XFDRR_VL_VARIADIC,     /* Variadic<T>: 0..n */
} xfdrr_vlen;

typedef struct xfdrr_odsarg {
  xf_ident *name;        /* "$name" in the definition (NULL: unnamed) */
  uint8_t kind;          /* xfdrr_argk */
  uint8_t vlen;          /* operands/results: xfdrr_vlen */
  uint32_t group;        /* operand/result: ODS group index; attr: attribute index */
  xfdrr_constraint *c;   /* the constraint (base type for Variadic/Optional) */
  xfdrr_constraint *decl; /* the constraint as declared (Variadic<T> itself) */
} xfdrr_odsarg;

/* How the type of a result is inferred when an op is built without types. */
typedef enum xfdrr_infer_kind {
  XFDRR_INF_NONE,        /* not inferable */
  XFDRR_INF_BUILD,       /* build via the constraint's builderCall */
  XFDRR_INF_OPERAND,     /* the type of ODS operand group `src` */
  XFDRR_INF_RESULT,      /* the type of result `src` */
  XFDRR_INF_TRANSFORM,   /* `transform` ($_self = type of operand/result src) */
} xfdrr_infer_kind;

typedef struct xfdrr_infer {
  uint8_t kind;          /* xfdrr_infer_kind */
  bool from_result;      /* TRANSFORM: src is a result */
  uint32_t src;          /* operand group or result index */
  xfdrr_cexpr *transform; /* TRANSFORM */
} xfdrr_infer;

enum {
  XFDRR_OPF_SAME_VARIADIC_OPERANDS = 1u << 0, /* SameVariadicOperandSize */
  XFDRR_OPF_SAME_VARIADIC_RESULTS = 1u << 1,  /* SameVariadicResultSize */
  XFDRR_OPF_FIRST_ATTR_TYPE = 1u << 2,        /* FirstAttrDerivedResultType */
  XFDRR_OPF_INFERS_TYPES = 1u << 3,           /* builds without result types */
  XFDRR_OPF_NAMED_RESULTS = 1u << 4,          /* getAsmResultNames */
};

typedef struct xfdrr_op {
  xf_op_info info;       /* the registry row (first member: rows point here) */
  xfdrr_rec *rec;        /* the Op def */
  xf_ident *name;        /* "dialect.mnemonic" */
  const char *cpp_name;  /* "::test::OpA" (match-failure messages) */
  uint32_t flags;        /* XFDRR_OPF_* */
  uint32_t nargs;        /* ODS arguments (operands, attrs, props interleaved) */
  xfdrr_odsarg *args;
  uint32_t noperands;    /* operand groups */
  uint32_t *operand_arg; /* group -> index in args */
  uint32_t nfixed_operands, nvar_operands;
  uint32_t nresults;     /* result groups */
  xfdrr_odsarg *results;
  uint32_t nfixed_results, nvar_results;
  xfdrr_infer *infer;    /* per result (when XFDRR_OPF_INFERS_TYPES) */
  uint32_t nregions;
  bool own_row;          /* the row registered is `info` (not a dialect's) */
} xfdrr_op;

/* The xfdrr_op an Op def denotes (built on first use; NULL after an error). */
XFS_HIDDEN xfdrr_op *xfdrr_op_get(xfdrr_td *td, xfdrr_rec *rec, xfdrr_loc loc);
/* The op model of a registered payload op, if its row came from a rule file. */
XFS_HIDDEN xfdrr_op *xfdrr_op_of_info(const xf_op_info *info);
/* ODS operand group `g` of `op` (`model` describes it): first index and
 * length in op->operands.  Same for results. */
XFS_HIDDEN void xfdrr_operand_group(const xfdrr_op *model, const xf_op *op, uint32_t g,
                                    uint32_t *start, uint32_t *len);
XFS_HIDDEN void xfdrr_result_group(const xfdrr_op *model, const xf_op *op, uint32_t g,
                                   uint32_t *start, uint32_t *len);

/* ----------------------------------------------------------- symbols */

typedef enum xfdrr_symk {
  XFDRR_SYM_OPERAND,     /* an operand group of a matched op (op, ODS arg) */
  XFDRR_SYM_ATTR,        /* an attribute (or property) */
  XFDRR_SYM_RESULT,      /* a matched or created op */
  XFDRR_SYM_VALUE,       /* one value (NativeCodeCall result, native matcher arg) */
  XFDRR_SYM_VALUES,      /* several values (NativeCodeCall with numReturns > 1) */
} xfdrr_symk;

typedef struct xfdrr_sym {
  xf_ident *name;        /* pack name (without __N) */
  uint8_t kind;          /* xfdrr_symk */
  uint8_t vlen;          /* OPERAND: the ODS operand's xfdrr_vlen */
  bool sub;              /* OPERAND: one element of a `variadic` (slice) */
  xfdrr_op *op;          /* OPERAND / RESULT: the op model */
  uint32_t count;        /* VALUES: numReturns */
  int32_t dup_of;        /* OPERAND duplicate: the first binding's slot, else -1 */
} xfdrr_sym;

/* A bound value at match/rewrite time. */
typedef struct xfdrr_bind {
  bool set;              /* bound during this attempt */
  xf_value **vals;       /* OPERAND / VALUE / VALUES: values (scratch) */
  uint32_t n;
  xf_attr *attr;         /* ATTR (may be NULL: absent optional) */
  xf_op *op;             /* RESULT */
  xfdrr_cval cv;         /* VALUE/VALUES from natives that are not values */
} xfdrr_bind;

/* -------------------------------------------------------- match program */

typedef struct xfdrr_mnode xfdrr_mnode;

typedef enum xfdrr_mak {
  XFDRR_MA_OPERAND,      /* leaf on an operand group */
  XFDRR_MA_ATTR,         /* leaf on an attribute */
  XFDRR_MA_PROP,         /* leaf on a property */
  XFDRR_MA_NESTED,       /* nested op DAG on an operand: `sub` */
  XFDRR_MA_NATIVE,       /* NativeCodeCall matcher on an operand: `native` */
  XFDRR_MA_EITHER,       /* two operand slots in either order: items[2] */
  XFDRR_MA_VARIADIC,     /* a variadic group matched element-wise: items */
} xfdrr_mak;

typedef struct xfdrr_marg {
  uint8_t kind;          /* xfdrr_mak */
  uint32_t ods;          /* ODS argument index (EITHER: of the first) */
  xfdrr_constraint *check; /* constraint to check (NULL: none) */
  int32_t slot;          /* binding slot or -1 */
  xfdrr_mnode *sub;      /* NESTED / NATIVE */
  uint32_t nitems;       /* EITHER (2) / VARIADIC */
  struct xfdrr_marg *items;
  int32_t group_slot;    /* VARIADIC: `(variadic:$all ...)` slot or -1 */
  uint32_t sub_index;    /* leaf inside VARIADIC: element index */
} xfdrr_marg;

struct xfdrr_mnode {
  xfdrr_op *op;          /* op nodes */
  uint32_t depth;        /* 0 = root */
  int32_t slot;          /* `(Op:$x ...)` slot or -1 */
  uint32_t nargs;
  xfdrr_marg *args;
  /* NativeCodeCall matchers */
  xfdrr_cexpr *native;   /* the template */
  const char *native_text;
  bool constant_matcher; /* ConstantLikeMatcher */
  uint32_t nnative_args;
  xfdrr_constraint **native_checks; /* per arg: constraint or NULL */
  int32_t *native_slots; /* per arg: slot or -1 */
  bool *native_is_attr;  /* per arg: captured as an attribute */
};

typedef struct xfdrr_applied {
  xfdrr_constraint *c;   /* the constraint */
  int32_t self;          /* `:$self` slot (or -1) */
  int32_t self_index;    /* its __N index (or -1) */
  uint32_t n;            /* entities */
  int32_t *slots;        /* entity slots */
  int32_t *index;        /* entity __N index (or -1) */
  const char *names;     /* "a, b" for messages */
} xfdrr_applied;

/* ------------------------------------------------------- build program */

typedef struct xfdrr_bnode xfdrr_bnode;

typedef enum xfdrr_bak {
  XFDRR_BA_SYM,          /* a bound symbol (slot, __N index) */
  XFDRR_BA_NODE,         /* a nested result DAG */
  XFDRR_BA_CONST,        /* a constant attribute (built at load time) */
  XFDRR_BA_NATIVE_LEAF,  /* NativeCodeCall leaf `Foo:$x`: $_self = symbol */
  XFDRR_BA_UNSET,        /* nothing (absent optional attribute) */
} xfdrr_bak;

typedef struct xfdrr_barg {
  uint8_t kind;          /* xfdrr_bak */
  int32_t slot;          /* SYM / NATIVE_LEAF */
  int32_t index;         /* SYM: __N index or -1 */
  xfdrr_bnode *node;     /* NODE */
  xf_attr *attr;         /* CONST */
  xfdrr_cexpr *native;   /* NATIVE_LEAF */
} xfdrr_barg;

typedef enum xfdrr_bnk {
  XFDRR_BN_OP,           /* create an op */
  XFDRR_BN_NATIVE,       /* NativeCodeCall */
  XFDRR_BN_VALUE,        /* replaceWithValue / a plain symbol */
  XFDRR_BN_VARIADIC,     /* `variadic` list of values */
} xfdrr_bnk;

typedef enum xfdrr_locdir {
  XFDRR_LOC_DEFAULT,     /* the fused location of the matched ops */
  XFDRR_LOC_NAME,        /* NameLoc(loc_name) */
  XFDRR_LOC_SYMS,        /* the location of loc_slots (fused if several) */
} xfdrr_locdir;

typedef enum xfdrr_typing {
  XFDRR_TY_SAME_AS_OPERAND, /* SameOperandsAndResultType: first fixed operand's type */
  XFDRR_TY_FIRST_ATTR,   /* FirstAttrDerivedResultType */
  XFDRR_TY_INFER,        /* the op's inference rules */
  XFDRR_TY_EXPLICIT,     /* returnType list */
  XFDRR_TY_COPY_ROOT,    /* the root's ODS result groups from `offset` */
} xfdrr_typing;

typedef struct xfdrr_rtype {
  uint8_t kind;          /* 0 symbol (slot/index), 1 snippet, 2 native node */
  int32_t slot, index;
  xfdrr_cexpr *expr;
  xfdrr_bnode *node;
} xfdrr_rtype;

struct xfdrr_bnode {
  uint8_t kind;          /* xfdrr_bnk */
  int32_t slot;          /* `:$x` / auto slot holding the result (or -1) */
  int32_t index;         /* `:$x__k`: k, else -1 */
  xfdrr_op *op;          /* OP */
  uint32_t nargs;
  xfdrr_barg *args;      /* OP: per ODS arg; NATIVE/VARIADIC: call arguments */
  uint8_t typing;        /* OP: xfdrr_typing */
  int32_t offset;        /* COPY_ROOT: first root result group */
  uint32_t ntypes;
  xfdrr_rtype *types;    /* EXPLICIT */
  uint8_t loc_kind;      /* xfdrr_locdir */
  xf_attr *loc_name;     /* LOC_NAME: the NameLoc; LOC_SYMS: metadata (or NULL) */
  uint32_t nloc;
  int32_t *loc_slots;    /* LOC_SYMS */
  xfdrr_cexpr *native;   /* NATIVE */
  const char *native_text;
  uint32_t nreturns;     /* NATIVE: numReturns */
  int32_t value_slot;    /* VALUE: the symbol */
  int32_t value_index;   /* VALUE: __N or -1 */
};

/* ------------------------------------------------------------- patterns */

typedef struct xfdrr_pattern {
  xfdrr_rec *rec;        /* the Pattern def */
  const char *name;      /* record name or GeneratedConvert<i> */
  xfdrr_op *root_op;     /* source root */
  int benefit;           /* ops in the source DAG + addBenefit */
  uint32_t num_ops;      /* ops in the source DAG (fused location) */
  xfdrr_mnode *root;     /* source DAG */
  uint32_t nslots;       /* symbol slots */
  xfdrr_sym *syms;
  uint32_t neq;          /* equality checks: pairs of operand slots */
  int32_t (*eq)[2];
  const char **eq_names; /* "a" / "a0" names, 2 per check, for messages */
  uint32_t nconstraints;
  xfdrr_applied *constraints;
  uint32_t nresults;     /* result DAGs */
  xfdrr_bnode **results;
  uint32_t repl_start;   /* first result DAG whose values replace the root */
  uint32_t nsupp;        /* supplemental DAGs */
  xfdrr_bnode **supp;
  const char **generated; /* op names created (sorted), NULL-terminated */
} xfdrr_pattern;

/* Compiles Pattern def `rec` (index `anon_index` among anonymous ones, for
 * its GeneratedConvert name).  NULL after reporting an error. */
XFS_HIDDEN xfdrr_pattern *xfdrr_compile_pattern(xfdrr_td *td, xfdrr_rec *rec, int anon_index);

/* ------------------------------------------------------------- applying */

/* The rewriter a pattern applies through (rules.c adapts the engine). */
typedef struct xfdrr_rw {
  xf_context *ctx;
  xfs_arena *scratch;    /* reset by the caller after each attempt */
  /* Creates an op at the insertion point (before the root); NULL on failure. */
  xf_op *(*create)(struct xfdrr_rw *rw, const xf_op_state *st);
  /* Replaces every use of `op`'s results by `vals` and erases `op`. */
  void (*replace)(struct xfdrr_rw *rw, xf_op *op, xf_value *const *vals, size_t n);
  void (*erase)(struct xfdrr_rw *rw, xf_op *op);
  /* Match-failure reporting; NULL when nobody listens (messages are then
   * not even formatted). */
  void (*failure)(struct xfdrr_rw *rw, xf_op *op, const char *msg);
  void *user;
  xf_drr_builder *builder; /* `$_builder` for natives */
} xfdrr_rw;

struct xf_drr_builder {
  xfdrr_rw *rw;          /* the rewriter */
  xf_attr *loc;          /* `$_loc` of the current call */
};

/* The rules of rule file `path` restricted to `only` (nonly names, 0: all),
 * loaded once per context and kept until it is destroyed.  NULL after
 * reporting. */
XFS_HIDDEN xf_drr_rules *xfdrr_cached_rules(xf_context *ctx, const char *path,
                                            const char *const *only, size_t nonly);

/* Matches `p` at `root`; on success performs the rewrite.  Returns true
 * if the IR changed. */
XFS_HIDDEN bool xfdrr_apply(const xfdrr_pattern *p, xf_op *root, xfdrr_rw *rw);

#endif /* XFORM_SRC_DRR_DRR_H */
