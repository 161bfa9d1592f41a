/* linalg_body.c — building the implicit bodies of linalg named ops, as
 * MLIR 22's RegionBuilderHelper does when a named op is parsed from custom
 * syntax: block arguments are the operands' element types, the scalar
 * computation is a chain of arith / math / complex ops, and a linalg.yield
 * returns the value for the init.  Ops get unknown locations and the
 * default properties mlir-opt materialises (`fastmath = #arith.fastmath<none>`,
 * `overflowFlags = #arith.overflow<none>`).
 *
 * Body expressions are a small prefix language (the catalog in
 * linalg_named.c spells each op's yaml assignment in it):
 *
 *   e := $N                  block argument N
 *      | F(e, ...)           unary / binary / ternary function F (MLIR's
 *                            UnaryFn, BinaryFn, TernaryFn names: exp, add,
 *                            max_signed, select, ...); `fun` is the function
 *                            named by the op's `fun` attribute / kind
 *      | cs[T](e) cu[T](e)   signed / unsigned cast to T (TypeFn)
 *      | ca[T](e)            cast kind taken from the `cast` attribute
 *      | ki:N  kf:X          arith.constant N : i64 / X : f64
 *      | ixN                 linalg.index N
 *   T := $N (element type of block argument N) | i32 | f64
 *
 * Evaluation is post-order left to right, the order the generated C++
 * region builders create ops in.  Type errors produce MLIR's messages
 * ("unsupported non numeric type", "Cannot build binary Linalg operation:
 * ...") in `err`; an impossible cast emits MLIR's "could not cast operand"
 * warning at an unknown location and keeps the operand.
 */
#include <stdlib.h>

#include "linalg.h"

typedef struct bstate {
  xfd_body *b;
  const char *p;         /* cursor in the expression */
  bool failed;           /* an error message was written */
} bstate;

/* ------------------------------------------------------------ helpers */

static bool is_float(const xf_type *t) { return t->kind == XF_TYPE_FLOAT; }
static bool is_int(const xf_type *t) { return t->kind == XF_TYPE_INTEGER; }
static bool is_complex(const xf_type *t) { return t->kind == XF_TYPE_COMPLEX; }
static bool is_bool(const xf_type *t) { return is_int(t) && t->width == 1; }

static bool fail(bstate *s, const char *fmt, ...) XFS_PRINTF(2, 3);
static bool fail(bstate *s, const char *fmt, ...) {
  if (!s->failed) {
    va_list ap;
    va_start(ap, fmt);
    xfs_buf_vprintf(s->b->err, fmt, ap);
    va_end(ap);
  }
  s->failed = true;
  return false;
}

static void put_type(xf_strbuf *b, xf_type *t) {
  xfs_buf_putc(b, '\'');
  if (b->ctx->diag_print_type)
    b->ctx->diag_print_type(t, b);
  xfs_buf_putc(b, '\'');
}

/* Ops whose `fastmath` / `overflowFlags` property mlir-opt always prints. */
static bool in_list(const char *name, size_t n, const char *const *list) {
  for (; *list; list++)
    if (strlen(*list) == n && memcmp(*list, name, n) == 0)
      return true;
  return false;
}

static const char *const fastmath_ops[] = {
    "arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.remf", "arith.negf",
    "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.cmpf",
    "math.absf", "math.acos", "math.acosh", "math.asin", "math.asinh", "math.atan",
    "math.atan2", "math.atanh", "math.cbrt", "math.ceil", "math.copysign", "math.cos",
    "math.cosh", "math.erf", "math.erfc", "math.exp", "math.exp2", "math.expm1", "math.floor",
    "math.fma", "math.fpowi", "math.log", "math.log10", "math.log1p", "math.log2", "math.powf",
    "math.round", "math.roundeven", "math.rsqrt", "math.sin", "math.sinh", "math.sqrt",
    "math.tan", "math.tanh", "math.trunc", "complex.add", "complex.sub", "complex.mul",
    "complex.div", "complex.abs", "complex.exp", "complex.log", "complex.neg", "complex.pow",
    "complex.sqrt", "complex.rsqrt", "complex.sin", "complex.cos", "complex.tanh", NULL};
static const char *const overflow_ops[] = {"arith.addi", "arith.subi", "arith.muli",
                                           "arith.shli", "arith.trunci", NULL};
/* Inherent attribute names of ops xform may not have registered. */
static const char *const inherent_names[] = {"fastmath", "overflowFlags", "predicate", "value",
                                             "roundingmode", "nonNeg", "exact", NULL};

static xf_attr *default_props(xf_context *ctx, const char *name, size_t n, xf_attr *given) {
  xf_named_attr e[16];
  size_t k = 0;
  for (uint32_t i = 0; given && i < given->n && k < 15; i++)
    e[k++] = given->u.entries[i];
  const char *key = NULL, *val = NULL;
  if (in_list(name, n, fastmath_ops)) {
    key = "fastmath";
    val = "arith.fastmath<none>";
  } else if (in_list(name, n, overflow_ops)) {
    key = "overflowFlags";
    val = "arith.overflow<none>";
  }
  if (key && !(given && xf_attr_dict_get(given, key))) {
    e[k].name = xf_ident_cstr(ctx, key);
    e[k].value = xfi_attr_opaque(ctx, val, strlen(val));
    if (!e[k].name || !e[k].value)
      return given; /* out of memory: the context's flag fails the parse */
    k++;
  }
  return k ? xf_attr_dict(ctx, e, k) : NULL;
}

/* default_props(name, NULL), computed once per op name (memoised in the
 * context by the name's ident; the empty dictionary stands for "none"). */
static xf_attr *default_props_of(xf_context *ctx, xf_ident *name) {
  xf_attr *memo = xfd_memo_get(ctx, XFD_MEMO_DEFAULT_PROPS, name);
  if (memo)
    return memo == ctx->a_empty_dict ? NULL : memo;
  xf_attr *d = default_props(ctx, name->str, name->len, NULL);
  if (xf_context_out_of_memory(ctx))
    return d;
  (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), xfd_memo(ctx, XFD_MEMO_DEFAULT_PROPS), name, d ? d : ctx->a_empty_dict);
  return d;
}

void xfd_split_payload_attrs(xf_context *ctx, const char *name, size_t nlen, xf_attr *dict,
                             xf_attr **props, xf_attr **attrs) {
  xf_ident *id = xf_ident_get(ctx, name, nlen);
  const xf_op_info *info = id ? xfi_lookup_op_info(ctx, id) : NULL;
  xf_named_attr p[16], a[16];
  size_t np = 0, na = 0;
  for (uint32_t i = 0; dict && i < dict->n; i++) {
    const xf_named_attr *e = &dict->u.entries[i];
    bool inherent = info ? false : in_list(e->name->str, e->name->len, inherent_names);
    for (const char *const *q = info ? info->prop_names : NULL; q && *q; q++)
      inherent |= strcmp(*q, e->name->str) == 0;
    if (inherent && np < 16)
      p[np++] = *e;
    else if (!inherent && na < 16)
      a[na++] = *e;
  }
  xf_attr *given = np ? xf_attr_dict(ctx, p, np) : NULL;
  *props = default_props(ctx, name, nlen, given);
  *attrs = na ? xf_attr_dict(ctx, a, na) : NULL;
}

xf_op *xfd_append_op(xf_context *ctx, xf_block *blk, const char *name, size_t nlen,
                     xf_value *const *operands, size_t n, xf_type *rt, xf_attr *props,
                     xf_attr *attrs, xf_attr *loc) {
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = xf_ident_get(ctx, name, nlen);
  if (!st.name)
    return NULL;
  st.loc = loc ? loc : ctx->a_unknown_loc;
  st.operands = operands;
  st.num_operands = n;
  st.result_types = rt ? &rt : NULL;
  st.num_results = rt ? 1 : 0;
  st.properties = props ? props : default_props_of(ctx, st.name);
  st.attrs = attrs;
  const xf_op_info *info = xfi_lookup_op_info(ctx, st.name);
  if (info && info->complete)
    info->complete(ctx, &st);
  xf_op *op = xf_op_create(ctx, &st);
  if (op)
    xf_block_push_back(blk, op);
  return op;
}

/* `{name = value}`, or NULL when out of memory. */
static xf_attr *dict1(xf_context *ctx, const char *name, xf_attr *value) {
  xf_named_attr e = {xf_ident_cstr(ctx, name), value};
  return e.name && e.value ? xf_attr_dict(ctx, &e, 1) : NULL;
}

static xf_value *emit(bstate *s, const char *name, xf_value *const *ops, size_t n, xf_type *rt,
                      xf_attr *props) {
  xfd_body *b = s->b;
  xf_op *op = xfd_append_op(b->ctx, b->block, name, strlen(name), ops, n, rt, props, NULL, NULL);
  if (!op) {
    fail(s, "out of memory");
    return NULL;
  }
  return rt ? &xfi_op_results(op)[0] : (xf_value *)op;
}

/* -------------------------------------------------------------- casts */

static xf_value *cast_fail(bstate *s, xf_value *v, xf_type *to) {
  xf_context *ctx = s->b->ctx;
  xf_diag *d = xf_diag_create(ctx, XF_SEV_WARNING, ctx->a_unknown_loc);
  xf_diag_printf(d, "could not cast operand of type ");
  xf_diag_append_type(d, v->type);
  xf_diag_printf(d, " to ");
  xf_diag_append_type(d, to);
  xf_diag_report(d);
  return v;
}

/* mlir::convertScalarToDtype. */
static xf_value *cast_to(bstate *s, xf_value *v, xf_type *to, bool is_unsigned) {
  xf_type *from = v->type;
  if (from == to)
    return v;
  if (is_int(to)) {
    if (is_float(from))
      return emit(s, is_unsigned ? "arith.fptoui" : "arith.fptosi", &v, 1, to, NULL);
    if (from->kind == XF_TYPE_INDEX)
      return emit(s, "arith.index_cast", &v, 1, to, NULL);
    if (is_int(from)) {
      if (to->width > from->width)
        return emit(s, is_unsigned ? "arith.extui" : "arith.extsi", &v, 1, to, NULL);
      if (to->width < from->width)
        return emit(s, "arith.trunci", &v, 1, to, NULL);
      return v;
    }
  } else if (is_float(to)) {
    if (is_int(from))
      return emit(s, is_unsigned ? "arith.uitofp" : "arith.sitofp", &v, 1, to, NULL);
    if (is_float(from)) {
      unsigned tw = xf_type_bitwidth(to), fw = xf_type_bitwidth(from);
      if (tw > fw)
        return emit(s, "arith.extf", &v, 1, to, NULL);
      if (tw < fw)
        return emit(s, "arith.truncf", &v, 1, to, NULL);
      return v;
    }
  }
  return cast_fail(s, v, to);
}

/* ---------------------------------------------------------- functions */

typedef struct fn_row {
  const char *name;      /* MLIR UnaryFn / BinaryFn / TernaryFn name */
  unsigned arity;
  const char *fop, *iop, *cop, *bop; /* float, integer, complex, i1 variants (NULL: see err) */
  const char *err;       /* message for i1 operands without a bop, or unsigned misuse */
  bool uint_only;        /* integer (non-i1) operands only */
} fn_row;

static const fn_row fns[] = {
    {"add", 2, "arith.addf", "arith.addi", "complex.add", "arith.ori", NULL, false},
    {"sub", 2, "arith.subf", "arith.subi", "complex.sub", NULL, "unsupported operation: sub with bools", false},
    {"mul", 2, "arith.mulf", "arith.muli", "complex.mul", "arith.andi", NULL, false},
    {"div", 2, "arith.divf", "arith.divsi", "complex.div", NULL, "unsupported operation: div with bools", false},
    {"div_unsigned", 2, NULL, "arith.divui", NULL, NULL, "unsupported operation: unsigned div not on uint", true},
    {"max_signed", 2, "arith.maximumf", "arith.maxsi", "arith.maxsi", NULL, NULL, false},
    {"min_signed", 2, "arith.minimumf", "arith.minsi", "arith.minsi", NULL, NULL, false},
    {"max_unsigned", 2, NULL, "arith.maxui", NULL, NULL, "unsupported operation: unsigned max not on uint", true},
    {"min_unsigned", 2, NULL, "arith.minui", NULL, NULL, "unsupported operation: unsigned min not on uint", true},
    {"powf", 2, "math.powf", "math.powf", "math.powf", NULL, NULL, false},
    {"select", 3, "arith.select", NULL, NULL, NULL, NULL, false},
    {"exp", 1, "math.exp", NULL, NULL, NULL, NULL, false},
    {"log", 1, "math.log", NULL, NULL, NULL, NULL, false},
    {"abs", 1, "math.absf", NULL, NULL, NULL, NULL, false},
    {"ceil", 1, "math.ceil", NULL, NULL, NULL, NULL, false},
    {"floor", 1, "math.floor", NULL, NULL, NULL, NULL, false},
    {"negf", 1, "arith.negf", NULL, NULL, NULL, NULL, false},
    {"reciprocal", 1, "arith.divf", NULL, NULL, NULL, NULL, false},
    {"round", 1, "math.round", NULL, NULL, NULL, NULL, false},
    {"sqrt", 1, "math.sqrt", NULL, NULL, NULL, NULL, false},
    {"rsqrt", 1, "math.rsqrt", NULL, NULL, NULL, NULL, false},
    {"square", 1, "arith.mulf", NULL, NULL, NULL, NULL, false},
    {"tanh", 1, "math.tanh", NULL, NULL, NULL, NULL, false},
    {"erf", 1, "math.erf", NULL, NULL, NULL, NULL, false},
};

static const fn_row *find_fn(const char *name, size_t n) {
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
    if (strlen(fns[i].name) == n && memcmp(fns[i].name, name, n) == 0)
      return &fns[i];
  return NULL;
}

const char *xfd_elementwise_body(const char *kind, size_t len, unsigned *arity) {
  const fn_row *f = find_fn(kind, len);
  if (!f)
    return NULL;
  *arity = f->arity;
  static const char *const bodies[] = {NULL, "fun($0)", "fun($0,$1)", "fun($0,$1,$2)"};
  return bodies[f->arity];
}

/* buildUnaryFn. */
static xf_value *apply_unary(bstate *s, const fn_row *f, xf_value *a) {
  if (!is_float(a->type)) {
    fail(s, "unsupported non numeric type");
    return NULL;
  }
  if (strcmp(f->name, "reciprocal") == 0) {
    xf_attr *one = xf_attr_float(s->b->ctx, a->type, 1.0);
    xf_value *c = emit(s, "arith.constant", NULL, 0, a->type, dict1(s->b->ctx, "value", one));
    xf_value *ops[2] = {c, a};
    return c ? emit(s, "arith.divf", ops, 2, a->type, NULL) : NULL;
  }
  xf_value *ops[2] = {a, a};
  return emit(s, f->fop, ops, strcmp(f->name, "square") == 0 ? 2 : 1, a->type, NULL);
}

/* buildBinaryFn. */
static xf_value *apply_binary(bstate *s, const fn_row *f, xf_value *a, xf_value *b) {
  bool cplx = is_complex(a->type) && is_complex(b->type);
  bool flt = is_float(a->type) && is_float(b->type);
  bool integer = is_int(a->type) && is_int(b->type);
  bool boolean = integer && is_bool(a->type) && is_bool(b->type);
  if (!cplx && !flt && !integer) {
    xf_strbuf *e = s->b->err;
    fail(s, "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or "
            "allInteger, got ");
    put_type(e, a->type);
    xfs_buf_puts(e, " and ");
    put_type(e, b->type);
    return NULL;
  }
  if (f->uint_only && (!integer || boolean)) {
    fail(s, "%s", f->err);
    return NULL;
  }
  const char *name = cplx ? f->cop : flt ? f->fop : f->iop;
  if (boolean && (f->bop || f->err))
    name = f->bop;
  if (!name) {
    fail(s, "%s", f->err ? f->err : "unsupported operation");
    return NULL;
  }
  xf_value *ops[2] = {a, b};
  return emit(s, name, ops, 2, a->type, NULL);
}

/* ------------------------------------------------------------ parsing */

static xf_value *eval(bstate *s);

static bool expect(bstate *s, char c) {
  if (*s->p != c)
    return fail(s, "malformed body expression");
  s->p++;
  return true;
}

static size_t ident_len(const char *p) {
  size_t n = 0;
  while ((p[n] >= 'a' && p[n] <= 'z') || p[n] == '_' || (p[n] >= '0' && p[n] <= '9'))
    n++;
  return n;
}

static xf_value *block_arg(bstate *s) {
  unsigned i = (unsigned)(s->p[1] - '0');
  s->p += 2;
  if (i >= s->b->block->nargs) {
    fail(s, "malformed body expression");
    return NULL;
  }
  return s->b->block->args[i];
}

/* `[T]` in a cast. */
static xf_type *parse_type(bstate *s) {
  if (!expect(s, '['))
    return NULL;
  xf_type *t = NULL;
  if (*s->p == '$') {
    xf_value *v = block_arg(s);
    t = v ? v->type : NULL;
  } else if (strncmp(s->p, "i32", 3) == 0) {
    t = s->b->ctx->t_i32;
    s->p += 3;
  } else if (strncmp(s->p, "f64", 3) == 0) {
    t = s->b->ctx->t_f64;
    s->p += 3;
  }
  return t && expect(s, ']') ? t : NULL;
}

/* Is the `cast` attribute cast_unsigned? */
static bool attr_cast_unsigned(const xfd_body *b) {
  const char *v;
  size_t n;
  return b->cast && xfd_enum_attr_value(b->cast, "linalg.type_fn", &v, &n) && n == 13 &&
         memcmp(v, "cast_unsigned", 13) == 0;
}

static xf_value *eval_cast(bstate *s, char kind) {
  s->p += 2;
  xf_type *t = parse_type(s);
  if (!t || !expect(s, '('))
    return NULL;
  xf_value *v = eval(s);
  if (!v || !expect(s, ')'))
    return NULL;
  bool uns = kind == 'u' || (kind == 'a' && attr_cast_unsigned(s->b));
  return cast_to(s, v, t, uns);
}

static xf_value *eval_const(bstate *s) {
  xf_context *ctx = s->b->ctx;
  bool is_f = s->p[1] == 'f';
  s->p += 3;
  char *end = NULL;
  xf_attr *a;
  xf_type *t = is_f ? ctx->t_f64 : ctx->t_i64;
  if (is_f)
    a = xf_attr_float(ctx, t, strtod(s->p, &end));
  else
    a = xf_attr_integer(ctx, t, strtoll(s->p, &end, 10));
  s->p = end;
  return emit(s, "arith.constant", NULL, 0, t, dict1(ctx, "value", a));
}

static xf_value *eval_index(bstate *s) {
  xf_context *ctx = s->b->ctx;
  xf_attr *dim = xf_attr_integer(ctx, ctx->t_i64, s->p[2] - '0');
  s->p += 3;
  return emit(s, "linalg.index", NULL, 0, ctx->t_index, dict1(ctx, "dim", dim));
}

/* The function named by `fun` (an elementwise kind or a fun attribute). */
static const fn_row *named_fun(bstate *s) {
  const char *v = s->b->fun_name;
  size_t n = s->b->fun_len;
  const fn_row *f = v ? find_fn(v, n) : NULL;
  if (!f)
    fail(s, "unknown function");
  return f;
}

static xf_value *eval_call(bstate *s) {
  size_t n = ident_len(s->p);
  const fn_row *f = n == 3 && memcmp(s->p, "fun", 3) == 0 ? named_fun(s) : find_fn(s->p, n);
  if (!f)
    return fail(s, "malformed body expression"), NULL;
  s->p += n;
  xf_value *args[3] = {NULL, NULL, NULL};
  size_t k = 0;
  if (!expect(s, '('))
    return NULL;
  do {
    if (k == 3 || !(args[k++] = eval(s)))
      return NULL;
  } while (*s->p == ',' && s->p++);
  if (!expect(s, ')'))
    return NULL;
  if (k != f->arity)
    return fail(s, "malformed body expression"), NULL;
  if (f->arity == 1)
    return apply_unary(s, f, args[0]);
  if (f->arity == 2)
    return apply_binary(s, f, args[0], args[1]);
  return emit(s, f->fop, args, 3, args[1]->type, NULL);
}

static xf_value *eval(bstate *s) {
  if (s->failed)
    return NULL;
  const char *p = s->p;
  if (p[0] == '$')
    return block_arg(s);
  if (p[0] == 'c' && (p[1] == 's' || p[1] == 'u' || p[1] == 'a') && p[2] == '[')
    return eval_cast(s, p[1]);
  if (p[0] == 'k' && p[2] == ':')
    return eval_const(s);
  if (p[0] == 'i' && p[1] == 'x')
    return eval_index(s);
  return eval_call(s);
}

/* ------------------------------------------------------ body templates
 *
 * The body an expression builds depends only on the expression, the `fun`
 * and `cast` choices and the block argument types.  The first body built
 * for such a key, when it built without any diagnostic, is copied into an
 * unlinked template block kept in the context; later ops with the same key
 * get copies of the template instead of evaluating the expression again.
 * Template ops never join the IR (nothing walks or verifies them); their
 * `order` field holds their position, used to map results while copying.
 *
 * Ops parsed once a template exists get a lazy region instead
 * (xfd_lazy_body): the template record is the region's xfi_lazy_region,
 * and the copy is made when something first reads the op's regions.  The
 * verifier asks the record first (lazy_check): a copy verifies exactly as
 * any other copy of the same template under an op whose operands have the
 * template's element types and input count, so once one such copy has
 * verified without error (lazy_verified), the others need not be built to
 * be verified. */

typedef struct body_tpl {
  xfi_lazy_region lazy;  /* first member: the regions' `lazy` points here */
  xf_block *block;       /* unlinked template block */
  size_t nin;            /* input operands of the op it was first built for */
  bool verified;         /* a copy verified without error (see above) */
} body_tpl;

typedef struct body_key {
  const char *expr;      /* static catalog text */
  const char *fun;       /* fun_name (static or in an interned attribute) */
  size_t fun_len;
  const xf_attr *cast;
  size_t nargs;
  const xf_type *types[16];
} body_key;

/* The interned key of body `b` for `expr` with block argument types
 * `types`, or NULL (too many arguments, or out of memory). */
static xf_ident *body_key_for(const xfd_body *b, const char *expr, xf_type *const *types,
                             size_t n) {
  body_key k;
  memset(&k, 0, sizeof k);
  if (n > 16)
    return NULL;
  k.expr = expr;
  k.fun = b->fun_name;
  k.fun_len = b->fun_name ? b->fun_len : 0;
  k.cast = b->cast;
  k.nargs = n;
  for (size_t i = 0; i < n; i++)
    k.types[i] = types[i];
  size_t len = offsetof(body_key, types) + k.nargs * sizeof k.types[0];
  return xf_ident_get(b->ctx, (const char *)&k, len);
}

static xf_ident *body_key_of(const xfd_body *b, const char *expr) {
  xf_type *types[16];
  if (b->block->nargs > 16)
    return NULL;
  for (uint32_t i = 0; i < b->block->nargs; i++)
    types[i] = b->block->args[i]->type;
  return body_key_for(b, expr, types, b->block->nargs);
}

/* Appends copies of the ops of `src` to `dst` (same argument types): block
 * arguments map by index, results of earlier ops by the ops' `order`. */
static bool copy_body(xf_context *ctx, xf_block *src, xf_block *dst) {
  return xfi_block_copy_flat(ctx, src, dst, 0, true);
}

/* A new block with the argument types of template block `tpl` and copies
 * of its ops, or NULL when out of memory. */
static xf_block *copy_template(xf_context *ctx, xf_block *tpl) {
  xf_block *blk = xf_block_create(ctx);
  if (!blk)
    return NULL;
  for (uint32_t i = 0; i < tpl->nargs; i++)
    if (!xf_block_add_arg(blk, tpl->args[i]->type, ctx->a_unknown_loc))
      return NULL;
  return copy_body(ctx, tpl, blk) ? blk : NULL;
}

static bool lazy_build(xfi_lazy_region *self, xf_region *r) {
  xf_block *blk = copy_template(xfi_op_ctx(r->op), ((body_tpl *)self)->block);
  if (!blk)
    return false;
  xf_region_push_block(r, blk);
  return true;
}

static xfi_lazy_verdict lazy_check(xfi_lazy_region *self, const xf_op *op) {
  const body_tpl *t = (const body_tpl *)self;
  if (op->nops != t->block->nargs || xfd_num_inputs(op) != t->nin)
    return XFI_LAZY_CHANGED;
  for (uint32_t i = 0; i < op->nops; i++)
    if (xfd_linalg_scalar(op->operands[i].value->type) != t->block->args[i]->type)
      return XFI_LAZY_CHANGED;
  return __atomic_load_n(&t->verified, __ATOMIC_RELAXED) ? XFI_LAZY_VALID : XFI_LAZY_UNKNOWN;
}

/* (threads verifying copies of one template may both say so) */
static void lazy_verified(xfi_lazy_region *self) {
  __atomic_store_n(&((body_tpl *)self)->verified, true, __ATOMIC_RELAXED);
}

static bool lazy_all_ops(xfi_lazy_region *self, bool (*pred)(const xf_op *op, void *user),
                         void *user) {
  for (const xf_op *o = ((body_tpl *)self)->block->first; o; o = o->next)
    if (!pred(o, user))
      return false;
  return true;
}

/* Keeps a template of the body just built in `b->block` (for an op with
 * `nin` inputs) under `key`. */
static void remember_body(xfd_body *b, xf_ident *key, size_t nin) {
  xf_context *ctx = b->ctx;
  body_tpl *t = xfs_arena_alloc(xfi_arena(ctx), sizeof *t);
  if (!t)
    return;
  memset(t, 0, sizeof *t);
  t->lazy.shareable = true; /* the body depends on the op's types and attributes only */
  t->lazy.build = lazy_build;
  t->lazy.check = lazy_check;
  t->lazy.verified = lazy_verified;
  t->lazy.all_ops = lazy_all_ops;
  t->nin = nin;
  uint32_t k = 0;
  for (xf_op *o = b->block->first; o; o = o->next)
    o->order = k++;
  t->block = copy_template(ctx, b->block);
  if (t->block)
    (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), xfd_memo(ctx, XFD_MEMO_BODY), key, t);
}

xfi_lazy_region *xfd_lazy_body(xfd_body *b, const char *expr, xf_type *const *types, size_t n) {
  xf_ident *key = body_key_for(b, expr, types, n);
  body_tpl *t = key ? xfd_memo_get(b->ctx, XFD_MEMO_BODY, key) : NULL;
  return t ? &t->lazy : NULL;
}

static bool build_body(xfd_body *b, const char *expr) {
  bstate s = {b, expr, false};
  xf_value *v = eval(&s);
  if (!v)
    return false;
  xf_op *y = xfd_append_op(b->ctx, b->block, "linalg.yield", 12, &v, 1, NULL, NULL, NULL, NULL);
  if (!y)
    return fail(&s, "out of memory");
  return true;
}

bool xfd_build_body(xfd_body *b, const char *expr) {
  xf_context *ctx = b->ctx;
  xf_ident *key = b->block->first ? NULL : body_key_of(b, expr);
  body_tpl *tpl = key ? xfd_memo_get(ctx, XFD_MEMO_BODY, key) : NULL;
  if (tpl) {
    if (copy_body(ctx, tpl->block, b->block))
      return true;
    xfs_buf_puts(b->err, "out of memory");
    return false;
  }
  size_t ndiags = xf_context_num_diagnostics(ctx);
  if (!build_body(b, expr))
    return false;
  if (key && xf_context_num_diagnostics(ctx) == ndiags)
    remember_body(b, key, b->nin);
  return true;
}
