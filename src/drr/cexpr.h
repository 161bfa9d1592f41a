/* cexpr.h — the C++ snippets of DRR rules (CPred bodies, NativeCodeCall
 * templates, constBuilderCall, returnType strings) compiled into small
 * expression trees and evaluated at match/rewrite time.
 *
 * C++ cannot run here.  A snippet is parsed with a C++ expression grammar
 * (literals, placeholders `$_self` `$_builder` `$_loc` `$N` `$N...`,
 * qualified names with template arguments, calls, member calls with `.`
 * and `->`, unary/binary/ternary operators, brace lists, one-parameter
 * lambdas), then every name is resolved against xform's tables: built-in
 * functions (isa/cast/dyn_cast, getElementTypeOrSelf, APInt, Value(), ...),
 * methods of types, attributes, values, ops and the builder, and the native
 * functions registered with xf_drr_register_native/_constraint.  An unknown
 * name is a load-time error that names the snippet.  Evaluation is a tree
 * walk over tagged values; a run-time mismatch (e.g. `getInt()` on a
 * string) makes the evaluation fail, which callers treat as "does not hold".
 *
 * Scratch data made while evaluating (lists, ranges, strings) lives in the
 * evaluation's arena, which the caller resets after each match attempt.
 */
#ifndef XFORM_SRC_DRR_CEXPR_H
#define XFORM_SRC_DRR_CEXPR_H

#include "xform/drr.h"
#include "../ir/ir_impl.h"

/* -------------------------------------------------------------- values */

typedef enum xfdrr_cv_kind {
  XFDRR_CV_NONE,         /* null (nullptr, Value(), absent attribute) */
  XFDRR_CV_BOOL,         /* u.b */
  XFDRR_CV_INT,          /* u.i; width (0: a C++ int64) and uns for APInt semantics */
  XFDRR_CV_FLOAT,        /* u.f */
  XFDRR_CV_STR,          /* u.str */
  XFDRR_CV_TYPE,         /* u.t */
  XFDRR_CV_ATTR,         /* u.a (also locations); view = cast<> class */
  XFDRR_CV_VALUE,        /* u.v */
  XFDRR_CV_RANGE,        /* u.range: values */
  XFDRR_CV_OP,           /* u.op */
  XFDRR_CV_BUILDER,      /* the rewriter ($_builder) */
  XFDRR_CV_CTX,          /* the context (getContext()) */
  XFDRR_CV_LIST,         /* u.list: brace list / ArrayRef of values */
  XFDRR_CV_RESULT,       /* LogicalResult: u.b = success */
  XFDRR_CV_LAMBDA,       /* u.lambda */
  XFDRR_CV_FUNCTOR,      /* std::equal_to<>() */
} xfdrr_cv_kind;

typedef struct xfdrr_cnode xfdrr_cnode;
typedef struct xfdrr_cval {
  uint8_t kind;          /* xfdrr_cv_kind */
  uint8_t view;          /* ATTR/TYPE/VALUE: class from cast<T> (xfdrr_cls), 0 = none */
  uint8_t uns;           /* INT: unsigned APInt */
  uint16_t width;        /* INT: APInt bit width (0: plain integer) */
  union {
    bool b;
    int64_t i;
    double f;
    struct { const char *s; size_t n; } str;
    xf_type *t;
    xf_attr *a;
    xf_value *v;
    struct { xf_value **v; size_t n; } range;
    xf_op *op;
    struct { struct xfdrr_cval *e; size_t n; } list;
    const xfdrr_cnode *lambda;
  } u;
} xfdrr_cval;

/* ------------------------------------------------------- compiled nodes */

typedef enum xfdrr_cn_kind {
  XFDRR_CN_LIT,          /* lit: a constant value */
  XFDRR_CN_SELF,         /* $_self */
  XFDRR_CN_BUILDER,      /* $_builder */
  XFDRR_CN_LOC,          /* $_loc */
  XFDRR_CN_ARG,          /* $N: idx */
  XFDRR_CN_ARGS_FROM,    /* $N...: idx (only as a call argument) */
  XFDRR_CN_LOCAL,        /* lambda parameter: idx (depth) */
  XFDRR_CN_CALL,         /* builtin function fn(kids) */
  XFDRR_CN_NATIVE,       /* registered native function (kids) */
  XFDRR_CN_METHOD,       /* kids[0].method(kids[1..]) */
  XFDRR_CN_UNARY,        /* op kids[0] */
  XFDRR_CN_BINARY,       /* kids[0] op kids[1] */
  XFDRR_CN_TERNARY,      /* kids[0] ? kids[1] : kids[2] */
  XFDRR_CN_LIST,         /* { kids } */
  XFDRR_CN_LAMBDA,       /* [..](param) { return kids[0]; } */
  XFDRR_CN_APPLY,        /* kids[0](kids[1..]): call of a lambda / functor value */
  XFDRR_CN_INDEX,        /* kids[0][kids[1]] */
} xfdrr_cn_kind;

struct xfdrr_cnode {
  uint8_t kind;          /* xfdrr_cn_kind */
  uint8_t op;            /* UNARY/BINARY: operator token; CALL: template class */
  uint16_t id;           /* CALL: builtin function; METHOD: method */
  uint32_t n;            /* number of kids */
  uint32_t idx;          /* ARG/ARGS_FROM/LOCAL: index */
  xfdrr_cnode **kids;
  xfdrr_cval lit;        /* LIT */
  const struct xfdrr_native *native; /* NATIVE */
};

/* A compiled snippet. */
typedef struct xfdrr_cexpr {
  xfdrr_cnode *root;
  const char *text;      /* the snippet as written (for messages) */
  uint32_t max_arg;      /* 1 + highest $N used (0: none) */
  bool uses_self;        /* mentions $_self */
  bool uses_not_self;    /* mentions `!$_self` (optional-attribute rule, spec §3.8) */
} xfdrr_cexpr;

/* A registered native function or constraint. */
typedef struct xfdrr_native {
  xf_ident *name;
  xf_drr_native_fn fn;          /* or NULL */
  xf_drr_constraint_fn pred;    /* or NULL */
  void *user;
} xfdrr_native;

/* Compiles `text` (`len` bytes).  On error returns NULL and writes a
 * message (without location) into `err`.  Nodes live in `arena`. */
XFS_HIDDEN xfdrr_cexpr *xfdrr_cexpr_compile(xf_context *ctx, xfs_arena *arena, const char *text,
                                            size_t len, xf_strbuf *err);

/* --------------------------------------------------------- evaluation */

typedef struct xfdrr_ceval {
  xf_context *ctx;
  xfs_arena *scratch;    /* lists, ranges and strings made while evaluating */
  const xfdrr_cval *self; /* $_self (or NULL) */
  const xfdrr_cval *args; /* $0.. */
  size_t nargs;
  xf_attr *loc;          /* $_loc */
  xf_drr_builder *builder; /* $_builder as natives see it (or NULL) */
  xfdrr_cval locals[4];  /* lambda parameters (innermost last) */
  uint32_t nlocals;
  const char *error;     /* set when evaluation fails (static text) */
} xfdrr_ceval;

/* Evaluates `e`; false when the evaluation fails (ev->error says why). */
XFS_HIDDEN bool xfdrr_cexpr_eval(xfdrr_ceval *ev, const xfdrr_cexpr *e, xfdrr_cval *out);
/* The C++ truth value of `v` (`if (v)`); NONE and failure are false. */
XFS_HIDDEN bool xfdrr_cval_truthy(const xfdrr_cval *v);

/* Evaluates node `n` (exposed for the evaluator's helpers). */
XFS_HIDDEN bool xfdrr_cnode_eval(xfdrr_ceval *ev, const xfdrr_cnode *n, xfdrr_cval *out);

/* Class names understood by isa<>/cast<>/dyn_cast<> ("IntegerAttr",
 * "::mlir::RankedTensorType", ...): 0 when unknown. */
XFS_HIDDEN uint8_t xfdrr_class_lookup(const char *name, size_t len);
/* Does `v` belong to class `cls` (for attributes, the storage-type check
 * of ODS properties)? */
XFS_HIDDEN bool xfdrr_class_isa(const xfdrr_cval *v, uint8_t cls);

/* The native-function registry of a context (created on demand). */
XFS_HIDDEN const xfdrr_native *xfdrr_native_lookup(xf_context *ctx, const char *name, size_t len);

/* Conversions between internal and public values. */
XFS_HIDDEN void xfdrr_cval_to_public(const xfdrr_cval *in, xf_drr_value *out);
XFS_HIDDEN void xfdrr_cval_from_public(const xf_drr_value *in, xfdrr_cval *out);

static inline xfdrr_cval xfdrr_cv_attr(xf_attr *a) {
  xfdrr_cval v;
  memset(&v, 0, sizeof v);
  v.kind = a ? XFDRR_CV_ATTR : XFDRR_CV_NONE;
  v.u.a = a;
  return v;
}
static inline xfdrr_cval xfdrr_cv_type(xf_type *t) {
  xfdrr_cval v;
  memset(&v, 0, sizeof v);
  v.kind = t ? XFDRR_CV_TYPE : XFDRR_CV_NONE;
  v.u.t = t;
  return v;
}
static inline xfdrr_cval xfdrr_cv_value(xf_value *x) {
  xfdrr_cval v;
  memset(&v, 0, sizeof v);
  v.kind = x ? XFDRR_CV_VALUE : XFDRR_CV_NONE;
  v.u.v = x;
  return v;
}

#endif /* XFORM_SRC_DRR_CEXPR_H */
