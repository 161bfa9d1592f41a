/* cexpr_eval.c — evaluation of compiled DRR C++ snippets, the class /
 * function / method tables, and the per-context native registry.
 *
 * Values are tagged (xfdrr_cval).  Integers obtained from attributes carry
 * their APInt width so `eq(APInt(32, 4294967295))` compares at the right
 * width; plain C++ integers have width 0.  Attributes remember the class of
 * the last cast<> (`view`) so `getValue()` means bool on a BoolAttr but an
 * APInt on an IntegerAttr, as in C++.  Any kind mismatch fails the
 * evaluation with a short static reason in `ev->error`.
 */
#include <math.h>
#include <stdlib.h>

#include "cexpr.h"
#include "cexpr_tables.h"

/* ------------------------------------------------------------------ tables */

static const char *const class_names[] = {
    "",
#define XFDRR_X(e, s) s,
    XFDRR_CLASSES(XFDRR_X)
#undef XFDRR_X
};

static const struct { const char *name; uint8_t lo, hi, flags; } fn_table[] = {
#define XFDRR_X(e, s, lo, hi, f) {s, lo, hi, f},
    XFDRR_FUNCTIONS(XFDRR_X)
#undef XFDRR_X
};

static const char *const method_names[] = {
#define XFDRR_X(e, s) s,
    XFDRR_METHODS(XFDRR_X)
#undef XFDRR_X
};

static bool name_eq(const char *a, const char *s, size_t n) {
  return strlen(a) == n && !memcmp(a, s, n);
}

int xfdrr_cfn_lookup(const char *s, size_t n) {
  for (int i = 0; i < XFDRR_FN_COUNT; i++)
    if (name_eq(fn_table[i].name, s, n))
      return i;
  return -1;
}

bool xfdrr_cfn_arity_ok(int fn, uint32_t n) {
  return n >= fn_table[fn].lo && n <= fn_table[fn].hi;
}

bool xfdrr_cfn_takes_template(const char *s, size_t n) {
  int fn = xfdrr_cfn_lookup(s, n);
  return fn >= 0 && (fn_table[fn].flags & XFDRR_FN_T);
}

bool xfdrr_cfn_needs_class(const char *s, size_t n) {
  int fn = xfdrr_cfn_lookup(s, n);
  return fn >= 0 && (fn_table[fn].flags & XFDRR_FN_C);
}

int xfdrr_cmethod_lookup(const char *s, size_t n) {
  for (int i = 0; i < XFDRR_M_COUNT; i++)
    if (name_eq(method_names[i], s, n))
      return i;
  return -1;
}

uint8_t xfdrr_class_lookup(const char *s, size_t n) {
  while (n && (*s == ' ' || *s == ':'))
    s++, n--;
  while (n && (s[n - 1] == ' ' || s[n - 1] == '*'))
    n--;
  static const char *const ns[] = {"mlir::", "llvm::", "::"};
  for (bool again = true; again;) {
    again = false;
    for (size_t i = 0; i < 3; i++) {
      size_t k = strlen(ns[i]);
      if (n > k && !strncmp(s, ns[i], k))
        s += k, n -= k, again = true;
    }
  }
  for (int i = 1; i < XFDRR_CLS_COUNT; i++)
    if (name_eq(class_names[i], s, n))
      return (uint8_t)i;
  return 0;
}

/* ------------------------------------------------------------ class tests */

static bool float_named(const xf_type *t, const char *name) {
  return t->kind == XF_TYPE_FLOAT && !strcmp(xf_type_float_name(t), name);
}

static bool type_isa(const xf_type *t, uint8_t cls) {
  switch (cls) {
  case XFDRR_CLS_TYPE: return true;
  case XFDRR_CLS_INTEGER_TYPE: return t->kind == XF_TYPE_INTEGER;
  case XFDRR_CLS_INDEX_TYPE: return t->kind == XF_TYPE_INDEX;
  case XFDRR_CLS_FLOAT_TYPE: return t->kind == XF_TYPE_FLOAT;
  case XFDRR_CLS_F16_TYPE: return float_named(t, "f16");
  case XFDRR_CLS_F32_TYPE: return float_named(t, "f32");
  case XFDRR_CLS_F64_TYPE: return float_named(t, "f64");
  case XFDRR_CLS_BF16_TYPE: return float_named(t, "bf16");
  case XFDRR_CLS_NONE_TYPE: return t->kind == XF_TYPE_NONE;
  case XFDRR_CLS_COMPLEX_TYPE: return t->kind == XF_TYPE_COMPLEX;
  case XFDRR_CLS_TUPLE_TYPE: return t->kind == XF_TYPE_TUPLE;
  case XFDRR_CLS_FUNCTION_TYPE: return t->kind == XF_TYPE_FUNCTION;
  case XFDRR_CLS_VECTOR_TYPE: return t->kind == XF_TYPE_VECTOR;
  case XFDRR_CLS_RANKED_TENSOR_TYPE: return t->kind == XF_TYPE_RANKED_TENSOR;
  case XFDRR_CLS_UNRANKED_TENSOR_TYPE: return t->kind == XF_TYPE_UNRANKED_TENSOR;
  case XFDRR_CLS_TENSOR_TYPE:
    return t->kind == XF_TYPE_RANKED_TENSOR || t->kind == XF_TYPE_UNRANKED_TENSOR;
  case XFDRR_CLS_MEMREF_TYPE: return t->kind == XF_TYPE_MEMREF;
  case XFDRR_CLS_UNRANKED_MEMREF_TYPE: return t->kind == XF_TYPE_UNRANKED_MEMREF;
  case XFDRR_CLS_BASE_MEMREF_TYPE:
    return t->kind == XF_TYPE_MEMREF || t->kind == XF_TYPE_UNRANKED_MEMREF;
  case XFDRR_CLS_SHAPED_TYPE: return xfi_type_is_shaped(t);
  default: return false;
  }
}

static bool is_int_attr(const xf_attr *a) {
  return a->kind == XF_ATTR_INTEGER || a->kind == XF_ATTR_BOOL;
}

static bool dense_array_of(const xf_attr *a, const char *elem) {
  if (a->kind != XF_ATTR_DENSE_ARRAY || !a->type)
    return false;
  const xf_type *t = a->type;
  if (elem[0] == 'f')
    return float_named(t, elem);
  unsigned w = (unsigned)atoi(elem + 1);
  return t->kind == XF_TYPE_INTEGER && t->width == w;
}

static bool dense_elem_is(const xf_attr *a, bool want_float) {
  if (a->kind != XF_ATTR_DENSE || !a->type || !a->type->elem)
    return false;
  const xf_type *e = a->type->elem;
  return want_float ? e->kind == XF_TYPE_FLOAT
                    : (e->kind == XF_TYPE_INTEGER || e->kind == XF_TYPE_INDEX);
}

static bool attr_isa(const xf_attr *a, uint8_t cls) {
  switch (cls) {
  case XFDRR_CLS_ATTRIBUTE: return true;
  case XFDRR_CLS_INTEGER_ATTR: return is_int_attr(a);
  case XFDRR_CLS_BOOL_ATTR: return a->kind == XF_ATTR_BOOL;
  case XFDRR_CLS_FLOAT_ATTR: return a->kind == XF_ATTR_FLOAT;
  case XFDRR_CLS_STRING_ATTR: return a->kind == XF_ATTR_STRING;
  case XFDRR_CLS_UNIT_ATTR: return a->kind == XF_ATTR_UNIT;
  case XFDRR_CLS_ARRAY_ATTR: return a->kind == XF_ATTR_ARRAY;
  case XFDRR_CLS_DICT_ATTR: return a->kind == XF_ATTR_DICT;
  case XFDRR_CLS_TYPE_ATTR: return a->kind == XF_ATTR_TYPE;
  case XFDRR_CLS_SYMREF_ATTR: return a->kind == XF_ATTR_SYMBOL_REF;
  case XFDRR_CLS_FLAT_SYMREF_ATTR: return a->kind == XF_ATTR_SYMBOL_REF && a->n == 0;
  case XFDRR_CLS_ELEMENTS_ATTR:
    return a->kind == XF_ATTR_DENSE || a->kind == XF_ATTR_DENSE_STRING ||
           a->kind == XF_ATTR_DENSE_RESOURCE || a->kind == XF_ATTR_SPARSE;
  case XFDRR_CLS_DENSE_ELEMENTS_ATTR:
    return a->kind == XF_ATTR_DENSE || a->kind == XF_ATTR_DENSE_STRING;
  case XFDRR_CLS_DENSE_INT_FP_ATTR: return a->kind == XF_ATTR_DENSE;
  case XFDRR_CLS_DENSE_INT_ATTR: return dense_elem_is(a, false);
  case XFDRR_CLS_DENSE_FP_ATTR: return dense_elem_is(a, true);
  case XFDRR_CLS_DENSE_STRING_ATTR: return a->kind == XF_ATTR_DENSE_STRING;
  case XFDRR_CLS_SPARSE_ATTR: return a->kind == XF_ATTR_SPARSE;
  case XFDRR_CLS_DENSE_RESOURCE_ATTR: return a->kind == XF_ATTR_DENSE_RESOURCE;
  case XFDRR_CLS_DENSE_ARRAY_ATTR: return a->kind == XF_ATTR_DENSE_ARRAY;
  case XFDRR_CLS_DENSE_BOOL_ARRAY: return dense_array_of(a, "i1");
  case XFDRR_CLS_DENSE_I8_ARRAY: return dense_array_of(a, "i8");
  case XFDRR_CLS_DENSE_I16_ARRAY: return dense_array_of(a, "i16");
  case XFDRR_CLS_DENSE_I32_ARRAY: return dense_array_of(a, "i32");
  case XFDRR_CLS_DENSE_I64_ARRAY: return dense_array_of(a, "i64");
  case XFDRR_CLS_DENSE_F32_ARRAY: return dense_array_of(a, "f32");
  case XFDRR_CLS_DENSE_F64_ARRAY: return dense_array_of(a, "f64");
  case XFDRR_CLS_TYPED_ATTR: return a->type != NULL;
  case XFDRR_CLS_AFFINE_MAP_ATTR: return a->kind == XF_ATTR_AFFINE_MAP;
  case XFDRR_CLS_INTEGER_SET_ATTR: return a->kind == XF_ATTR_INTEGER_SET;
  case XFDRR_CLS_LOCATION_ATTR:
  case XFDRR_CLS_LOCATION: return xf_attr_is_location(a);
  case XFDRR_CLS_OPAQUE_ATTR: return a->kind == XF_ATTR_OPAQUE;
  case XFDRR_CLS_STRIDED_ATTR: return a->kind == XF_ATTR_STRIDED;
  default: return false;
  }
}

bool xfdrr_class_isa(const xfdrr_cval *v, uint8_t cls) {
  switch (v->kind) {
  case XFDRR_CV_TYPE: return type_isa(v->u.t, cls);
  case XFDRR_CV_ATTR: return attr_isa(v->u.a, cls);
  case XFDRR_CV_VALUE:
    return cls == XFDRR_CLS_VALUE || (cls == XFDRR_CLS_OP_RESULT && v->u.v->op) ||
           (cls == XFDRR_CLS_BLOCK_ARG && !v->u.v->op);
  case XFDRR_CV_OP: return cls == XFDRR_CLS_OPERATION;
  default: return false;
  }
}

/* ----------------------------------------------------------- value helpers */

static bool err(xfdrr_ceval *ev, const char *why) {
  if (!ev->error)
    ev->error = why;
  return false;
}

static void set_none(xfdrr_cval *o) { memset(o, 0, sizeof *o); }
static bool set_bool(xfdrr_cval *o, bool b) {
  set_none(o);
  o->kind = XFDRR_CV_BOOL;
  o->u.b = b;
  return true;
}
static bool set_int(xfdrr_cval *o, int64_t i) {
  set_none(o);
  o->kind = XFDRR_CV_INT;
  o->u.i = i;
  return true;
}
static bool set_float(xfdrr_cval *o, double f) {
  set_none(o);
  o->kind = XFDRR_CV_FLOAT;
  o->u.f = f;
  return true;
}
static bool set_attr(xfdrr_ceval *ev, xfdrr_cval *o, xf_attr *a) {
  *o = xfdrr_cv_attr(a);
  return a ? true : err(ev, "out of memory");
}
static bool set_type(xfdrr_ceval *ev, xfdrr_cval *o, xf_type *t) {
  *o = xfdrr_cv_type(t);
  return t ? true : err(ev, "cannot build the type");
}
static bool set_str(xfdrr_cval *o, const char *s, size_t n) {
  set_none(o);
  o->kind = XFDRR_CV_STR;
  o->u.str.s = s;
  o->u.str.n = n;
  return true;
}

/* Sign-extends the low `w` bits of `v` (w in 1..64). */
static int64_t sext(int64_t v, unsigned w) {
  if (!w || w >= 64)
    return v;
  uint64_t m = (uint64_t)1 << (w - 1);
  uint64_t x = (uint64_t)v & (((uint64_t)1 << w) - 1);
  return (int64_t)((x ^ m) - m);
}
static uint64_t zext(int64_t v, unsigned w) {
  if (!w || w >= 64)
    return (uint64_t)v;
  return (uint64_t)v & (((uint64_t)1 << w) - 1);
}

static bool set_apint(xfdrr_cval *o, int64_t v, unsigned w, bool uns) {
  set_int(o, sext(v, w));
  o->width = (uint16_t)w;
  o->uns = uns;
  return true;
}

bool xfdrr_cval_truthy(const xfdrr_cval *v) {
  switch (v->kind) {
  case XFDRR_CV_NONE: return false;
  case XFDRR_CV_BOOL:
  case XFDRR_CV_RESULT: return v->u.b;
  case XFDRR_CV_INT: return v->u.i != 0;
  case XFDRR_CV_FLOAT: return v->u.f != 0;
  default: return true;
  }
}

static bool as_int(const xfdrr_cval *v, int64_t *out) {
  if (v->kind == XFDRR_CV_INT)
    return *out = v->u.i, true;
  if (v->kind == XFDRR_CV_BOOL)
    return *out = v->u.b, true;
  if (v->kind == XFDRR_CV_ATTR && is_int_attr(v->u.a))
    return *out = xf_attr_int_value(v->u.a), true;
  return false;
}

static bool as_double(const xfdrr_cval *v, double *out) {
  int64_t i;
  if (v->kind == XFDRR_CV_FLOAT)
    return *out = v->u.f, true;
  if (v->kind == XFDRR_CV_ATTR && v->u.a->kind == XF_ATTR_FLOAT)
    return *out = xf_attr_float_value(v->u.a), true;
  if (as_int(v, &i))
    return *out = (double)i, true;
  return false;
}

static bool as_str(const xfdrr_cval *v, const char **s, size_t *n) {
  if (v->kind == XFDRR_CV_STR)
    return *s = v->u.str.s, *n = v->u.str.n, true;
  if (v->kind == XFDRR_CV_ATTR && v->u.a->kind == XF_ATTR_STRING)
    return *s = xf_attr_string_value(v->u.a, n), true;
  return false;
}

static bool as_type(const xfdrr_cval *v, xf_type **t) {
  if (v->kind == XFDRR_CV_TYPE)
    return *t = v->u.t, true;
  if (v->kind == XFDRR_CV_VALUE)
    return *t = v->u.v->type, true;
  if (v->kind == XFDRR_CV_ATTR && v->u.a->kind == XF_ATTR_TYPE)
    return *t = v->u.a->u.tval, true;
  return false;
}

/* C++ `==` on two values (pointer identity for IR objects). */
static bool equal_vals(const xfdrr_cval *a, const xfdrr_cval *b, bool *eq) {
  if (a->kind == XFDRR_CV_NONE || b->kind == XFDRR_CV_NONE) {
    *eq = a->kind == b->kind;
    return true;
  }
  const char *sa, *sb;
  size_t na, nb;
  if ((a->kind == XFDRR_CV_STR || b->kind == XFDRR_CV_STR) && as_str(a, &sa, &na) &&
      as_str(b, &sb, &nb)) {
    *eq = na == nb && !memcmp(sa, sb, na);
    return true;
  }
  if (a->kind == b->kind) {
    switch (a->kind) {
    case XFDRR_CV_TYPE: *eq = a->u.t == b->u.t; return true;
    case XFDRR_CV_ATTR: *eq = a->u.a == b->u.a; return true;
    case XFDRR_CV_VALUE: *eq = a->u.v == b->u.v; return true;
    case XFDRR_CV_OP: *eq = a->u.op == b->u.op; return true;
    default: break;
    }
  }
  double x, y;
  if (a->kind != XFDRR_CV_ATTR && b->kind != XFDRR_CV_ATTR && as_double(a, &x) &&
      as_double(b, &y)) {
    int64_t i, j;
    if (as_int(a, &i) && as_int(b, &j))
      *eq = a->width && b->width ? zext(i, a->width) == zext(j, b->width) : i == j;
    else
      *eq = x == y;
    return true;
  }
  return false;
}

/* ---------------------------------------------------------------- natives */

void xfdrr_cval_to_public(const xfdrr_cval *in, xf_drr_value *out) {
  memset(out, 0, sizeof *out);
  switch (in->kind) {
  case XFDRR_CV_BOOL: out->kind = XF_DRR_BOOL; out->u.b = in->u.b; break;
  case XFDRR_CV_RESULT: out->kind = XF_DRR_BOOL; out->u.b = in->u.b; break;
  case XFDRR_CV_INT: out->kind = XF_DRR_INT; out->u.i = in->u.i; break;
  case XFDRR_CV_FLOAT: out->kind = XF_DRR_FLOAT; out->u.f = in->u.f; break;
  case XFDRR_CV_STR:
    out->kind = XF_DRR_STRING;
    out->u.str.data = in->u.str.s;
    out->u.str.len = in->u.str.n;
    break;
  case XFDRR_CV_TYPE: out->kind = XF_DRR_TYPE; out->u.type = in->u.t; break;
  case XFDRR_CV_ATTR: out->kind = XF_DRR_ATTR; out->u.attr = in->u.a; break;
  case XFDRR_CV_VALUE: out->kind = XF_DRR_VALUE; out->u.value = in->u.v; break;
  case XFDRR_CV_RANGE:
    out->kind = XF_DRR_VALUES;
    out->u.values.data = in->u.range.v;
    out->u.values.len = in->u.range.n;
    break;
  case XFDRR_CV_OP: out->kind = XF_DRR_OP; out->u.op = in->u.op; break;
  default: out->kind = XF_DRR_NULL; break;
  }
}

void xfdrr_cval_from_public(const xf_drr_value *in, xfdrr_cval *out) {
  set_none(out);
  switch (in->kind) {
  case XF_DRR_BOOL: set_bool(out, in->u.b); break;
  case XF_DRR_INT: set_int(out, in->u.i); break;
  case XF_DRR_FLOAT: set_float(out, in->u.f); break;
  case XF_DRR_STRING: set_str(out, in->u.str.data, in->u.str.len); break;
  case XF_DRR_TYPE: *out = xfdrr_cv_type(in->u.type); break;
  case XF_DRR_ATTR: *out = xfdrr_cv_attr(in->u.attr); break;
  case XF_DRR_VALUE: *out = xfdrr_cv_value(in->u.value); break;
  case XF_DRR_VALUES:
    out->kind = XFDRR_CV_RANGE;
    out->u.range.v = (xf_value **)in->u.values.data;
    out->u.range.n = in->u.values.len;
    break;
  case XF_DRR_OP:
    out->kind = in->u.op ? XFDRR_CV_OP : XFDRR_CV_NONE;
    out->u.op = in->u.op;
    break;
  case XF_DRR_BUILDER: out->kind = XFDRR_CV_BUILDER; break;
  default: break;
  }
}

/* -------------------------------------------------------- argument lists */

#define MAX_ARGS 16

/* Evaluates `n` nodes starting at `kids`, expanding `$N...`, into `out`
 * (room for MAX_ARGS); sets `*count`. */
static bool eval_list(xfdrr_ceval *ev, xfdrr_cnode *const *kids, uint32_t n, xfdrr_cval *out,
                      size_t *count) {
  size_t k = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (kids[i]->kind == XFDRR_CN_ARGS_FROM) {
      for (size_t j = kids[i]->idx; j < ev->nargs; j++) {
        if (k == MAX_ARGS)
          return err(ev, "too many arguments");
        out[k++] = ev->args[j];
      }
      continue;
    }
    if (k == MAX_ARGS)
      return err(ev, "too many arguments");
    if (!xfdrr_cnode_eval(ev, kids[i], &out[k++]))
      return false;
  }
  *count = k;
  return true;
}

/* Element `i` of a float dense array (f32 or f64 bits). */
static double dense_array_float(const xf_attr *a, size_t i) {
  uint64_t bits = a->u.darr.vals[i];
  if (float_named(a->type, "f32")) {
    uint32_t b = (uint32_t)bits;
    float f;
    memcpy(&f, &b, 4);
    return f;
  }
  double d;
  memcpy(&d, &bits, 8);
  return d;
}

/* Elements of an iterable value (list, range, array attribute, dense
 * array) as values in `*out` (scratch); false if not iterable. */
static bool elements(xfdrr_ceval *ev, const xfdrr_cval *v, xfdrr_cval **out, size_t *n) {
  if (v->kind == XFDRR_CV_LIST) {
    *out = v->u.list.e;
    *n = v->u.list.n;
    return true;
  }
  size_t cnt = v->kind == XFDRR_CV_RANGE ? v->u.range.n
               : v->kind == XFDRR_CV_ATTR && (v->u.a->kind == XF_ATTR_ARRAY ||
                                              v->u.a->kind == XF_ATTR_DENSE_ARRAY)
                   ? v->u.a->n
                   : SIZE_MAX;
  if (cnt == SIZE_MAX)
    return err(ev, "not a range");
  xfdrr_cval *e = cnt ? xfs_arena_alloc(ev->scratch, cnt * sizeof *e) : NULL;
  if (cnt && !e)
    return err(ev, "out of memory");
  for (size_t i = 0; i < cnt; i++) {
    if (v->kind == XFDRR_CV_RANGE)
      e[i] = xfdrr_cv_value(v->u.range.v[i]);
    else if (v->u.a->kind == XF_ATTR_ARRAY)
      e[i] = xfdrr_cv_attr(v->u.a->u.elems[i]);
    else if (v->u.a->type->kind == XF_TYPE_FLOAT)
      set_float(&e[i], dense_array_float(v->u.a, i));
    else
      set_int(&e[i], xf_attr_dense_array_int(v->u.a, i));
  }
  *out = e;
  *n = cnt;
  return true;
}

static bool make_list(xfdrr_ceval *ev, xfdrr_cval *o, const xfdrr_cval *vals, size_t n) {
  xfdrr_cval *e = n ? xfs_arena_alloc(ev->scratch, n * sizeof *e) : NULL;
  if (n && !e)
    return err(ev, "out of memory");
  if (n)
    memcpy(e, vals, n * sizeof *e);
  set_none(o);
  o->kind = XFDRR_CV_LIST;
  o->u.list.e = e;
  o->u.list.n = n;
  return true;
}

/* Calls the lambda `fnv` with `arg`. */
static bool apply_lambda(xfdrr_ceval *ev, const xfdrr_cval *fnv, const xfdrr_cval *arg,
                         xfdrr_cval *out) {
  if (fnv->kind != XFDRR_CV_LAMBDA)
    return err(ev, "not callable");
  const xfdrr_cnode *lam = fnv->u.lambda;
  uint32_t saved = ev->nlocals;
  if (lam->idx >= 4)
    return err(ev, "lambda nesting");
  ev->locals[lam->idx] = *arg;
  ev->nlocals = lam->idx + 1;
  bool ok = xfdrr_cnode_eval(ev, lam->kids[0], out);
  ev->nlocals = saved;
  return ok;
}

/* -------------------------------------------------------------- functions */

static bool fn_cast(xfdrr_ceval *ev, int fn, uint8_t cls, xfdrr_cval *a, xfdrr_cval *out) {
  bool null_ok = fn == XFDRR_FN_DYN_CAST_OR_NULL || fn == XFDRR_FN_DYN_CAST_IF_PRESENT ||
                 fn == XFDRR_FN_CAST_OR_NULL || fn == XFDRR_FN_CAST_IF_PRESENT ||
                 fn == XFDRR_FN_ISA_AND_NONNULL || fn == XFDRR_FN_ISA_AND_PRESENT;
  if (a->kind == XFDRR_CV_NONE) {
    if (fn == XFDRR_FN_ISA_AND_NONNULL || fn == XFDRR_FN_ISA_AND_PRESENT)
      return set_bool(out, false);
    if (!null_ok)
      return err(ev, "isa/cast on a null value");
    set_none(out);
    return true;
  }
  bool is = xfdrr_class_isa(a, cls);
  if (fn == XFDRR_FN_ISA || fn == XFDRR_FN_ISA_AND_NONNULL || fn == XFDRR_FN_ISA_AND_PRESENT)
    return set_bool(out, is);
  if (!is) {
    if (fn == XFDRR_FN_CAST || fn == XFDRR_FN_CAST_OR_NULL || fn == XFDRR_FN_CAST_IF_PRESENT)
      return err(ev, "cast<> to a class the value does not belong to");
    set_none(out);
    return true;
  }
  *out = *a;
  out->view = cls;
  return true;
}

static xf_type *element_type_or_self(xf_type *t) {
  return (xfi_type_is_shaped(t) || t->kind == XF_TYPE_COMPLEX) && t->elem ? t->elem : t;
}

static bool fn_quantified(xfdrr_ceval *ev, int fn, xfdrr_cval *a, xfdrr_cval *out) {
  xfdrr_cval *es;
  size_t n;
  if (!elements(ev, &a[0], &es, &n))
    return false;
  for (size_t i = 0; i < n; i++) {
    xfdrr_cval r;
    if (!apply_lambda(ev, &a[1], &es[i], &r))
      return false;
    bool t = xfdrr_cval_truthy(&r);
    if (fn == XFDRR_FN_ALL_OF && !t)
      return set_bool(out, false);
    if (fn != XFDRR_FN_ALL_OF && t)
      return set_bool(out, fn == XFDRR_FN_ANY_OF);
  }
  return set_bool(out, fn != XFDRR_FN_ANY_OF);
}

static bool fn_count(xfdrr_ceval *ev, int fn, xfdrr_cval *a, xfdrr_cval *out) {
  xfdrr_cval *es;
  size_t n;
  int64_t k;
  if (fn == XFDRR_FN_IS_SORTED) {
    if (!elements(ev, &a[0], &es, &n))
      return false;
    for (size_t i = 1; i < n; i++) {
      int64_t x, y;
      if (!as_int(&es[i - 1], &x) || !as_int(&es[i], &y))
        return err(ev, "is_sorted on non-integers");
      if (y < x)
        return set_bool(out, false);
    }
    return set_bool(out, true);
  }
  if (a[0].kind == XFDRR_CV_ATTR || a[0].kind == XFDRR_CV_LIST || a[0].kind == XFDRR_CV_RANGE) {
    if (!elements(ev, &a[0], &es, &n))
      return false;
  } else if (a[0].kind == XFDRR_CV_OP) {
    n = a[0].u.op->nreg ? xfi_op_regions(a[0].u.op)[0].nblocks : 0;
  } else {
    return err(ev, "hasNItems on a non-range");
  }
  if (!as_int(&a[1], &k))
    return err(ev, "hasNItems count");
  if (fn == XFDRR_FN_HAS_N_ITEMS)
    return set_bool(out, (int64_t)n == k);
  return set_bool(out, fn == XFDRR_FN_HAS_N_OR_MORE ? (int64_t)n >= k : (int64_t)n <= k);
}

/* DenseElementsAttr::get(type, values): integer or f32/f64 elements. */
static bool fn_dense_get(xfdrr_ceval *ev, xfdrr_cval *a, xfdrr_cval *out) {
  xf_type *t;
  if (!as_type(&a[0], &t) || !xfi_type_is_shaped(t) || !t->elem)
    return err(ev, "DenseElementsAttr::get needs a shaped type");
  xfdrr_cval *es = &a[1], one = a[1];
  size_t n = 1;
  if (a[1].kind == XFDRR_CV_LIST && !elements(ev, &a[1], &es, &n))
    return false;
  if (a[1].kind != XFDRR_CV_LIST)
    es = &one;
  uint64_t *data = n ? xfs_arena_alloc(ev->scratch, n * sizeof *data) : NULL;
  if (n && !data)
    return err(ev, "out of memory");
  for (size_t i = 0; i < n; i++) {
    double d;
    int64_t v;
    if (t->elem->kind == XF_TYPE_FLOAT) {
      if (!as_double(&es[i], &d))
        return err(ev, "DenseElementsAttr::get element");
      if (float_named(t->elem, "f32")) {
        float f = (float)d;
        uint32_t b;
        memcpy(&b, &f, 4);
        data[i] = b;
      } else {
        memcpy(&data[i], &d, 8);
      }
    } else {
      if (!as_int(&es[i], &v))
        return err(ev, "DenseElementsAttr::get element");
      data[i] = (uint64_t)v;
    }
  }
  return set_attr(ev, out, xfi_attr_dense(ev->ctx, t, data, n, 1));
}

static bool fn_ctor(xfdrr_ceval *ev, int fn, xfdrr_cval *a, size_t n, xfdrr_cval *out) {
  xf_context *ctx = ev->ctx;
  int64_t i, w;
  double d;
  const char *s;
  size_t sn;
  xf_type *t;
  switch (fn) {
  case XFDRR_FN_APINT:
    if (!as_int(&a[0], &w) || !as_int(&a[1], &i) || w <= 0 || w > 64)
      return err(ev, "APInt(width, value)");
    return set_apint(out, i, (unsigned)w, false);
  case XFDRR_FN_TYPEATTR_GET:
    if (!as_type(&a[0], &t))
      return err(ev, "TypeAttr::get needs a type");
    return set_attr(ev, out, xf_attr_type(ctx, t));
  case XFDRR_FN_SYMREF_GET:
  case XFDRR_FN_FLATSYMREF_GET: {
    if (!as_str(&a[1], &s, &sn))
      return err(ev, "SymbolRefAttr::get needs a name");
    xf_ident *id = xf_ident_get(ctx, s, sn);
    return set_attr(ev, out, id ? xf_attr_symbol_ref(ctx, id, NULL, 0) : NULL);
  }
  case XFDRR_FN_STRATTR_GET:
    if (!as_str(&a[1], &s, &sn))
      return err(ev, "StringAttr::get needs a string");
    return set_attr(ev, out, xf_attr_string(ctx, s, sn, NULL));
  case XFDRR_FN_INTTYPE_GET:
    if (!as_int(&a[1], &w) || w <= 0)
      return err(ev, "IntegerType::get width");
    return set_type(ev, out, xf_type_integer(ctx, (unsigned)w, XF_SIGNLESS));
  case XFDRR_FN_UNIT_GET: return set_attr(ev, out, xf_attr_unit(ctx));
  case XFDRR_FN_BOOL_GET: return set_attr(ev, out, xf_attr_bool(ctx, xfdrr_cval_truthy(&a[1])));
  case XFDRR_FN_INTATTR_GET:
    if (!as_type(&a[0], &t) || !as_int(&a[1], &i))
      return err(ev, "IntegerAttr::get(type, value)");
    return set_attr(ev, out, xf_attr_integer(ctx, t, i));
  case XFDRR_FN_FLOATATTR_GET:
    if (!as_type(&a[0], &t) || !as_double(&a[1], &d))
      return err(ev, "FloatAttr::get(type, value)");
    return set_attr(ev, out, xf_attr_float(ctx, t, d));
  case XFDRR_FN_UNKNOWNLOC_GET: return set_attr(ev, out, xf_loc_unknown(ctx));
  default: break;
  }
  (void)n;
  return err(ev, "unsupported constructor");
}

static bool fn_rtt_get(xfdrr_ceval *ev, xfdrr_cval *a, xfdrr_cval *out) {
  xfdrr_cval *es;
  size_t n;
  xf_type *t;
  if (!elements(ev, &a[0], &es, &n) || !as_type(&a[1], &t))
    return err(ev, "RankedTensorType::get(shape, type)");
  int64_t shape[16];
  if (n > 16)
    return err(ev, "rank too large");
  for (size_t i = 0; i < n; i++)
    if (!as_int(&es[i], &shape[i]))
      return err(ev, "shape must be integers");
  return set_type(ev, out, xf_type_ranked_tensor(ev->ctx, shape, n, t, NULL));
}

static bool fn_array_get(xfdrr_ceval *ev, xfdrr_cval *lst, xfdrr_cval *out);

static bool call_fn(xfdrr_ceval *ev, const xfdrr_cnode *x, xfdrr_cval *a, size_t n,
                    xfdrr_cval *out) {
  switch (x->id) {
  case XFDRR_FN_ISA: case XFDRR_FN_CAST: case XFDRR_FN_DYN_CAST: case XFDRR_FN_DYN_CAST_OR_NULL:
  case XFDRR_FN_DYN_CAST_IF_PRESENT: case XFDRR_FN_CAST_OR_NULL: case XFDRR_FN_CAST_IF_PRESENT:
  case XFDRR_FN_ISA_AND_NONNULL: case XFDRR_FN_ISA_AND_PRESENT:
    return fn_cast(ev, x->id, x->op, &a[0], out);
  case XFDRR_FN_STATIC_CAST:
  case XFDRR_FN_ARRAYREF:
  case XFDRR_FN_SMALLVECTOR:
    if (x->id != XFDRR_FN_STATIC_CAST && a[0].kind != XFDRR_CV_LIST &&
        a[0].kind != XFDRR_CV_RANGE && a[0].kind != XFDRR_CV_ATTR)
      return make_list(ev, out, &a[0], 1);
    *out = a[0];
    return true;
  case XFDRR_FN_ELEM_TYPE_OR_SELF: {
    xf_type *t;
    if (a[0].kind == XFDRR_CV_ATTR && a[0].u.a->type)
      t = a[0].u.a->type;
    else if (!as_type(&a[0], &t))
      return err(ev, "getElementTypeOrSelf needs a type or value");
    return set_type(ev, out, element_type_or_self(t));
  }
  case XFDRR_FN_SUCCESS:
    set_bool(out, n == 0 || xfdrr_cval_truthy(&a[0]));
    out->kind = XFDRR_CV_RESULT;
    return true;
  case XFDRR_FN_FAILURE:
    set_bool(out, false);
    out->kind = XFDRR_CV_RESULT;
    return true;
  case XFDRR_FN_SUCCEEDED: return set_bool(out, xfdrr_cval_truthy(&a[0]));
  case XFDRR_FN_FAILED: return set_bool(out, !xfdrr_cval_truthy(&a[0]));
  case XFDRR_FN_ALL_OF: case XFDRR_FN_ANY_OF: case XFDRR_FN_NONE_OF:
    return fn_quantified(ev, x->id, a, out);
  case XFDRR_FN_IS_SORTED: case XFDRR_FN_HAS_N_ITEMS: case XFDRR_FN_HAS_N_OR_MORE:
  case XFDRR_FN_HAS_N_OR_LESS:
    return fn_count(ev, x->id, a, out);
  case XFDRR_FN_VALUE_CTOR: case XFDRR_FN_TYPE_CTOR: case XFDRR_FN_ATTR_CTOR:
    set_none(out);
    return true;
  case XFDRR_FN_RTT_GET: return fn_rtt_get(ev, a, out);
  case XFDRR_FN_DENSE_GET: return fn_dense_get(ev, a, out);
  case XFDRR_FN_ARRAYATTR_GET: return fn_array_get(ev, &a[1], out);
  case XFDRR_FN_EQUAL_TO:
    set_none(out);
    out->kind = XFDRR_CV_FUNCTOR;
    return true;
  case XFDRR_FN_CHOOSE_OPERAND:
    *out = xfdrr_cval_truthy(&a[2]) && !(a[2].kind == XFDRR_CV_ATTR &&
                                         a[2].u.a->kind == XF_ATTR_BOOL && !a[2].u.a->flag)
               ? a[0]
               : a[1];
    return true;
  case XFDRR_FN_IS_DYNAMIC: {
    int64_t i;
    return as_int(&a[0], &i) ? set_bool(out, i == XF_DYNAMIC) : err(ev, "isDynamic");
  }
  default:
    return fn_ctor(ev, x->id, a, n, out);
  }
}

static bool call_native(xfdrr_ceval *ev, const xfdrr_cnode *x, xfdrr_cval *a, size_t n,
                        xfdrr_cval *out) {
  xf_drr_value pa[MAX_ARGS], res;
  for (size_t i = 0; i < n; i++) {
    xfdrr_cval_to_public(&a[i], &pa[i]);
    if (a[i].kind == XFDRR_CV_BUILDER) {
      pa[i].kind = XF_DRR_BUILDER;
      pa[i].u.builder = ev->builder;
    }
  }
  const xfdrr_native *nat = x->native;
  if (nat->pred)
    return set_bool(out, nat->pred(ev->ctx, pa, n, nat->user));
  memset(&res, 0, sizeof res);
  if (nat->fn(ev->ctx, pa, n, &res, 1, nat->user) != XF_OK)
    return err(ev, "the native function failed");
  xfdrr_cval_from_public(&res, out);
  return true;
}

/* ---------------------------------------------------------------- methods */

static bool need_args(xfdrr_ceval *ev, size_t n, size_t want) {
  return n == want ? true : err(ev, "wrong number of method arguments");
}

static bool m_type(xfdrr_ceval *ev, int m, xf_type *t, xfdrr_cval *a, size_t n, xfdrr_cval *o) {
  int64_t w = 0;
  bool has_w = n == 1 && as_int(&a[0], &w);
  bool is_int = t->kind == XF_TYPE_INTEGER, idx = t->kind == XF_TYPE_INDEX;
  bool flt = t->kind == XF_TYPE_FLOAT, sl = is_int && t->sign == XF_SIGNLESS;
  switch (m) {
  case XFDRR_M_IS_SIGNLESS_INTEGER: return set_bool(o, sl && (!has_w || t->width == w));
  case XFDRR_M_IS_SIGNED_INTEGER:
    return set_bool(o, is_int && t->sign == XF_SIGNED && (!has_w || t->width == w));
  case XFDRR_M_IS_UNSIGNED_INTEGER:
    return set_bool(o, is_int && t->sign == XF_UNSIGNED && (!has_w || t->width == w));
  case XFDRR_M_IS_INTEGER: return set_bool(o, is_int && (!has_w || t->width == w));
  case XFDRR_M_IS_INDEX: return set_bool(o, idx);
  case XFDRR_M_IS_F16: return set_bool(o, float_named(t, "f16"));
  case XFDRR_M_IS_F32: return set_bool(o, float_named(t, "f32"));
  case XFDRR_M_IS_F64: return set_bool(o, float_named(t, "f64"));
  case XFDRR_M_IS_F80: return set_bool(o, float_named(t, "f80"));
  case XFDRR_M_IS_F128: return set_bool(o, float_named(t, "f128"));
  case XFDRR_M_IS_BF16: return set_bool(o, float_named(t, "bf16"));
  case XFDRR_M_IS_TF32: return set_bool(o, float_named(t, "tf32"));
  case XFDRR_M_IS_FLOAT: return set_bool(o, flt);
  case XFDRR_M_IS_INT_OR_INDEX: return set_bool(o, is_int || idx);
  case XFDRR_M_IS_INT_OR_FLOAT: return set_bool(o, is_int || flt);
  case XFDRR_M_IS_INT_OR_INDEX_OR_FLOAT: return set_bool(o, is_int || idx || flt);
  case XFDRR_M_IS_SIGNLESS_INT_OR_INDEX: return set_bool(o, sl || idx);
  case XFDRR_M_IS_SIGNLESS_INT_OR_INDEX_OR_FLOAT: return set_bool(o, sl || idx || flt);
  case XFDRR_M_IS_SIGNLESS_INT_OR_FLOAT: return set_bool(o, sl || flt);
  case XFDRR_M_GET_INT_OR_FLOAT_BIT_WIDTH:
  case XFDRR_M_GET_WIDTH: return set_int(o, xf_type_bitwidth(t));
  case XFDRR_M_GET_ELEMENT_TYPE:
    if (!t->elem)
      return err(ev, "getElementType on a type without elements");
    return set_type(ev, o, t->elem);
  case XFDRR_M_HAS_RANK:
    return set_bool(o, t->kind != XF_TYPE_UNRANKED_TENSOR && t->kind != XF_TYPE_UNRANKED_MEMREF);
  case XFDRR_M_GET_RANK: return set_int(o, t->n);
  case XFDRR_M_HAS_STATIC_SHAPE: return set_bool(o, xfi_type_num_elements(t) >= 0);
  case XFDRR_M_GET_NUM_ELEMENTS: return set_int(o, xfi_type_num_elements(t));
  case XFDRR_M_GET_DIM_SIZE:
  case XFDRR_M_IS_DYNAMIC_DIM:
    if (!has_w || w < 0 || (uint64_t)w >= t->n || !t->shape)
      return err(ev, "dimension index out of range");
    return m == XFDRR_M_GET_DIM_SIZE ? set_int(o, t->shape[w])
                                     : set_bool(o, t->shape[w] == XF_DYNAMIC);
  case XFDRR_M_GET_SHAPE: {
    xfdrr_cval dims[16];
    if (t->n > 16 || !t->shape)
      return err(ev, "getShape");
    for (uint32_t i = 0; i < t->n; i++)
      set_int(&dims[i], t->shape[i]);
    return make_list(ev, o, dims, t->n);
  }
  case XFDRR_M_GET_CONTEXT:
    set_none(o);
    o->kind = XFDRR_CV_CTX;
    return true;
  default: return err(ev, "method not available on a type");
  }
}

/* APInt / plain integer methods. */
static bool m_int(xfdrr_ceval *ev, int m, const xfdrr_cval *v, xfdrr_cval *a, size_t n,
                  xfdrr_cval *o) {
  unsigned w = v->width ? v->width : 64;
  int64_t x = v->u.i, y = 0;
  if (n >= 1 && !as_int(&a[0], &y))
    return err(ev, "integer method argument");
  uint64_t ux = zext(x, w), uy = zext(y, w);
  int64_t sx = sext(x, w), sy = sext(y, w);
  switch (m) {
  case XFDRR_M_EQ: return set_bool(o, ux == uy);
  case XFDRR_M_NE: return set_bool(o, ux != uy);
  case XFDRR_M_SLT: return set_bool(o, sx < sy);
  case XFDRR_M_SLE: return set_bool(o, sx <= sy);
  case XFDRR_M_SGT: return set_bool(o, sx > sy);
  case XFDRR_M_SGE: return set_bool(o, sx >= sy);
  case XFDRR_M_ULT: return set_bool(o, ux < uy);
  case XFDRR_M_ULE: return set_bool(o, ux <= uy);
  case XFDRR_M_UGT: return set_bool(o, ux > uy);
  case XFDRR_M_UGE: return set_bool(o, ux >= uy);
  case XFDRR_M_IS_NEGATIVE: return set_bool(o, sx < 0);
  case XFDRR_M_IS_NON_NEGATIVE: return set_bool(o, sx >= 0);
  case XFDRR_M_IS_STRICTLY_POSITIVE: return set_bool(o, sx > 0);
  case XFDRR_M_IS_ZERO: return set_bool(o, ux == 0);
  case XFDRR_M_IS_ONE: return set_bool(o, ux == 1);
  case XFDRR_M_IS_ALL_ONES: return set_bool(o, ux == zext(-1, w));
  case XFDRR_M_IS_POWER_OF_2: return set_bool(o, ux && !(ux & (ux - 1)));
  case XFDRR_M_GET_SEXT_VALUE: return set_int(o, sx);
  case XFDRR_M_GET_ZEXT_VALUE:
  case XFDRR_M_GET_LIMITED_VALUE: return set_int(o, (int64_t)ux);
  case XFDRR_M_GET_BIT_WIDTH: return set_int(o, w);
  case XFDRR_M_IS_SIGNED_INT_N:
    return set_bool(o, y >= 64 || (y > 0 && sx >= -((int64_t)1 << (y - 1)) &&
                                   sx < ((int64_t)1 << (y - 1))));
  case XFDRR_M_IS_INT_N: return set_bool(o, y >= 64 || (y > 0 && ux < ((uint64_t)1 << y)));
  default: return err(ev, "method not available on an integer");
  }
}

static bool m_float(xfdrr_ceval *ev, int m, double d, xfdrr_cval *a, size_t n, xfdrr_cval *o) {
  double y = 0;
  if (n >= 1 && !as_double(&a[0], &y))
    return err(ev, "float method argument");
  switch (m) {
  case XFDRR_M_CONVERT_TO_DOUBLE:
  case XFDRR_M_CONVERT_TO_FLOAT: return set_float(o, d);
  case XFDRR_M_IS_ZERO: return set_bool(o, d == 0);
  case XFDRR_M_IS_NEGATIVE: return set_bool(o, signbit(d) != 0);
  case XFDRR_M_IS_NAN: return set_bool(o, isnan(d));
  case XFDRR_M_IS_INFINITY: return set_bool(o, isinf(d));
  case XFDRR_M_IS_EXACTLY_VALUE: return set_bool(o, d == y);
  default: return err(ev, "method not available on a float");
  }
}

static bool m_str(xfdrr_ceval *ev, int m, const char *s, size_t sn, xfdrr_cval *a, size_t n,
                  xfdrr_cval *o) {
  const char *t = "";
  size_t tn = 0;
  if (n >= 1 && !as_str(&a[0], &t, &tn))
    return err(ev, "string method argument");
  switch (m) {
  case XFDRR_M_STR:
  case XFDRR_M_GET_VALUE:
  case XFDRR_M_GET_STRING_REF: return set_str(o, s, sn);
  case XFDRR_M_SIZE: return set_int(o, (int64_t)sn);
  case XFDRR_M_EMPTY: return set_bool(o, sn == 0);
  case XFDRR_M_STARTS_WITH:
  case XFDRR_M_STARTSWITH: return set_bool(o, tn <= sn && !memcmp(s, t, tn));
  case XFDRR_M_ENDS_WITH:
  case XFDRR_M_ENDSWITH: return set_bool(o, tn <= sn && !memcmp(s + sn - tn, t, tn));
  case XFDRR_M_EQUALS: return set_bool(o, tn == sn && !memcmp(s, t, tn));
  case XFDRR_M_CONTAINS:
    for (size_t i = 0; i + tn <= sn; i++)
      if (!memcmp(s + i, t, tn))
        return set_bool(o, true);
    return set_bool(o, false);
  default: return err(ev, "method not available on a string");
  }
}

/* getValue() of an attribute: depends on the cast<> view and the kind. */
static bool attr_get_value(xfdrr_ceval *ev, const xfdrr_cval *v, xfdrr_cval *o) {
  const xf_attr *a = v->u.a;
  switch (a->kind) {
  case XF_ATTR_BOOL:
    if (v->view == XFDRR_CLS_BOOL_ATTR)
      return set_bool(o, a->flag);
    return set_apint(o, a->flag ? -1 : 0, 1, false);
  case XF_ATTR_INTEGER: {
    unsigned w = xf_type_bitwidth(a->type);
    return set_apint(o, (int64_t)xf_attr_uint_value(a), w ? w : 64,
                     a->type->kind == XF_TYPE_INTEGER && a->type->sign == XF_UNSIGNED);
  }
  case XF_ATTR_FLOAT: return set_float(o, xf_attr_float_value(a));
  case XF_ATTR_STRING: {
    size_t n;
    const char *s = xf_attr_string_value(a, &n);
    return set_str(o, s, n);
  }
  case XF_ATTR_TYPE: return set_type(ev, o, a->u.tval);
  case XF_ATTR_ARRAY:
  case XF_ATTR_DICT: *o = *v; return true;
  default: return err(ev, "getValue on this attribute");
  }
}

static bool m_attr(xfdrr_ceval *ev, int m, const xfdrr_cval *v, xfdrr_cval *a, size_t n,
                   xfdrr_cval *o) {
  xf_attr *at = v->u.a;
  xfdrr_cval inner;
  switch (m) {
  case XFDRR_M_GET_TYPE:
    if (!at->type)
      return err(ev, "getType on an untyped attribute");
    return set_type(ev, o, at->type);
  case XFDRR_M_GET_INT:
  case XFDRR_M_GET_SINT:
    if (!is_int_attr(at))
      return err(ev, "getInt on a non-integer attribute");
    return set_int(o, xf_attr_int_value(at));
  case XFDRR_M_GET_UINT:
    if (!is_int_attr(at))
      return err(ev, "getUInt on a non-integer attribute");
    return set_int(o, at->kind == XF_ATTR_BOOL ? at->flag : (int64_t)xf_attr_uint_value(at));
  case XFDRR_M_GET_VALUE: return attr_get_value(ev, v, o);
  case XFDRR_M_GET_VALUE_AS_DOUBLE:
    if (at->kind != XF_ATTR_FLOAT)
      return err(ev, "getValueAsDouble on a non-float attribute");
    return set_float(o, xf_attr_float_value(at));
  case XFDRR_M_SIZE:
  case XFDRR_M_EMPTY:
    if (at->kind == XF_ATTR_STRING) {
      size_t sn;
      const char *s = xf_attr_string_value(at, &sn);
      return m_str(ev, m, s, sn, a, n, o);
    }
    if (at->kind != XF_ATTR_ARRAY && at->kind != XF_ATTR_DICT && at->kind != XF_ATTR_DENSE_ARRAY)
      return err(ev, "size on this attribute");
    return m == XFDRR_M_SIZE ? set_int(o, at->n) : set_bool(o, at->n == 0);
  case XFDRR_M_GET_NUM_ELEMENTS:
    if (at->type && xfi_type_is_shaped(at->type))
      return set_int(o, xfi_type_num_elements(at->type));
    return at->kind == XF_ATTR_DENSE_ARRAY ? set_int(o, at->n) : err(ev, "getNumElements");
  case XFDRR_M_IS_SPLAT:
    return at->kind == XF_ATTR_DENSE ? set_bool(o, at->flag != 0) : err(ev, "isSplat");
  case XFDRR_M_AS_ARRAY_REF: *o = *v; return true;
  case XFDRR_M_GET: {
    const char *s;
    size_t sn;
    if (at->kind != XF_ATTR_DICT || n != 1 || !as_str(&a[0], &s, &sn))
      return err(ev, "get on this attribute");
    xf_ident *id = xf_ident_get(ev->ctx, s, sn);
    *o = xfdrr_cv_attr(id ? xf_attr_dict_get_id(at, id) : NULL);
    return true;
  }
  case XFDRR_M_GET_ROOT_REFERENCE:
  case XFDRR_M_GET_LEAF_REFERENCE: {
    if (at->kind != XF_ATTR_SYMBOL_REF)
      return err(ev, "not a symbol reference");
    xf_ident *id = m == XFDRR_M_GET_ROOT_REFERENCE || !at->n ? at->u.sym.root
                                                             : at->u.sym.nested[at->n - 1];
    return set_attr(ev, o, xf_attr_string(ev->ctx, id->str, id->len, NULL));
  }
  default:
    /* APInt/APFloat/string methods applied directly to the attribute. */
    if (!attr_get_value(ev, v, &inner))
      return false;
    if (inner.kind == XFDRR_CV_INT)
      return m_int(ev, m, &inner, a, n, o);
    if (inner.kind == XFDRR_CV_FLOAT)
      return m_float(ev, m, inner.u.f, a, n, o);
    if (inner.kind == XFDRR_CV_STR)
      return m_str(ev, m, inner.u.str.s, inner.u.str.n, a, n, o);
    return err(ev, "method not available on an attribute");
  }
}

static size_t num_uses(const xf_value *v) {
  size_t k = 0;
  for (const xf_use *u = v->uses; u; u = u->next)
    k++;
  return k;
}

static bool m_value(xfdrr_ceval *ev, int m, xf_value *v, xfdrr_cval *o) {
  switch (m) {
  case XFDRR_M_GET_TYPE: return set_type(ev, o, v->type);
  case XFDRR_M_USE_EMPTY: return set_bool(o, v->uses == NULL);
  case XFDRR_M_HAS_ONE_USE: return set_bool(o, num_uses(v) == 1);
  case XFDRR_M_GET_DEFINING_OP:
    set_none(o);
    if (v->op) {
      o->kind = XFDRR_CV_OP;
      o->u.op = v->op;
    }
    return true;
  case XFDRR_M_GET_LOC:
    if (v->op)
      return set_attr(ev, o, xfi_op_loc(v->op));
    return set_attr(ev, o, xfi_value_loc(v) ? xfi_value_loc(v) : xf_loc_unknown(ev->ctx));
  default: return err(ev, "method not available on a value");
  }
}

static bool m_range(xfdrr_ceval *ev, int m, const xfdrr_cval *v, xfdrr_cval *o) {
  size_t n = v->u.range.n;
  switch (m) {
  case XFDRR_M_SIZE: return set_int(o, (int64_t)n);
  case XFDRR_M_EMPTY: return set_bool(o, n == 0);
  case XFDRR_M_FRONT:
  case XFDRR_M_BACK:
    if (!n)
      return err(ev, "front/back of an empty range");
    *o = xfdrr_cv_value(v->u.range.v[m == XFDRR_M_FRONT ? 0 : n - 1]);
    return true;
  case XFDRR_M_GET_TYPES: {
    xfdrr_cval *ts = n ? xfs_arena_alloc(ev->scratch, n * sizeof *ts) : NULL;
    if (n && !ts)
      return err(ev, "out of memory");
    for (size_t i = 0; i < n; i++)
      ts[i] = xfdrr_cv_type(v->u.range.v[i]->type);
    set_none(o);
    o->kind = XFDRR_CV_LIST;
    o->u.list.e = ts;
    o->u.list.n = n;
    return true;
  }
  case XFDRR_M_USE_EMPTY:
    for (size_t i = 0; i < n; i++)
      if (v->u.range.v[i]->uses)
        return set_bool(o, false);
    return set_bool(o, true);
  default: return err(ev, "method not available on a value range");
  }
}

static bool m_op(xfdrr_ceval *ev, int m, xf_op *op, xfdrr_cval *a, size_t n, xfdrr_cval *o) {
  int64_t i = 0;
  const char *s;
  size_t sn;
  switch (m) {
  case XFDRR_M_GET_NUM_RESULTS: return set_int(o, op->nres);
  case XFDRR_M_GET_NUM_OPERANDS: return set_int(o, op->nops);
  case XFDRR_M_GET_RESULT:
  case XFDRR_M_GET_OPERAND:
    if (!need_args(ev, n, 1) || !as_int(&a[0], &i) || i < 0)
      return err(ev, "index");
    if (m == XFDRR_M_GET_RESULT)
      return (uint64_t)i < op->nres ? (*o = xfdrr_cv_value(&xfi_op_results(op)[i]), true)
                                    : err(ev, "result index out of range");
    return (uint64_t)i < op->nops ? (*o = xfdrr_cv_value(op->operands[i].value), true)
                                  : err(ev, "operand index out of range");
  case XFDRR_M_GET_RESULTS:
  case XFDRR_M_GET_OPERANDS: {
    size_t k = m == XFDRR_M_GET_RESULTS ? op->nres : op->nops;
    xf_value **vs = k ? xfs_arena_alloc(ev->scratch, k * sizeof *vs) : NULL;
    if (k && !vs)
      return err(ev, "out of memory");
    for (size_t j = 0; j < k; j++)
      vs[j] = m == XFDRR_M_GET_RESULTS ? &xfi_op_results(op)[j] : op->operands[j].value;
    set_none(o);
    o->kind = XFDRR_CV_RANGE;
    o->u.range.v = vs;
    o->u.range.n = k;
    return true;
  }
  case XFDRR_M_GET_ATTR:
  case XFDRR_M_HAS_ATTR:
  case XFDRR_M_GET_ATTR_OF_TYPE: {
    if (!need_args(ev, n, 1) || !as_str(&a[0], &s, &sn))
      return err(ev, "attribute name");
    xf_ident *id = xf_ident_get(ev->ctx, s, sn);
    xf_attr *at = id ? xf_op_get_attr_id(op, id) : NULL;
    if (m == XFDRR_M_HAS_ATTR)
      return set_bool(o, at != NULL);
    *o = xfdrr_cv_attr(at);
    return true;
  }
  case XFDRR_M_GET_NAME: return set_str(o, op->name->str, op->name->len);
  case XFDRR_M_GET_LOC: return set_attr(ev, o, xfi_op_loc(op));
  case XFDRR_M_GET_PARENT_OP: {
    xf_op *p = xf_op_parent(op);
    set_none(o);
    if (p) {
      o->kind = XFDRR_CV_OP;
      o->u.op = p;
    }
    return true;
  }
  case XFDRR_M_USE_EMPTY:
    for (uint32_t j = 0; j < op->nres; j++)
      if (xfi_op_results(op)[j].uses)
        return set_bool(o, false);
    return set_bool(o, true);
  case XFDRR_M_GET_CONTEXT:
    set_none(o);
    o->kind = XFDRR_CV_CTX;
    return true;
  default: return err(ev, "method not available on an operation");
  }
}

/* ------------------------------------------------------- builder methods */

static bool fn_array_get(xfdrr_ceval *ev, xfdrr_cval *lst, xfdrr_cval *out) {
  if (lst->kind == XFDRR_CV_ATTR && lst->u.a->kind == XF_ATTR_ARRAY) {
    *out = *lst;
    return true;
  }
  xfdrr_cval *es;
  size_t n;
  if (!elements(ev, lst, &es, &n))
    return false;
  xf_attr **as = n ? xfs_arena_alloc(ev->scratch, n * sizeof *as) : NULL;
  if (n && !as)
    return err(ev, "out of memory");
  for (size_t i = 0; i < n; i++) {
    if (es[i].kind != XFDRR_CV_ATTR)
      return err(ev, "getArrayAttr needs attributes");
    as[i] = es[i].u.a;
  }
  return set_attr(ev, out, xf_attr_array(ev->ctx, as, n));
}

/* get<Kind>ArrayAttr({...}): an ArrayAttr of scalar attributes of `elem`
 * (NULL elem: strings; kind 'b' bools, 't' types). */
static bool typed_array(xfdrr_ceval *ev, xfdrr_cval *lst, xf_type *elem, char kind,
                        xfdrr_cval *out) {
  xfdrr_cval *es;
  size_t n;
  if (!elements(ev, lst, &es, &n))
    return false;
  xf_attr **as = n ? xfs_arena_alloc(ev->scratch, n * sizeof *as) : NULL;
  if (n && !as)
    return err(ev, "out of memory");
  for (size_t i = 0; i < n; i++) {
    int64_t iv;
    double d;
    const char *s;
    size_t sn;
    xf_type *t;
    if (kind == 's' && as_str(&es[i], &s, &sn))
      as[i] = xf_attr_string(ev->ctx, s, sn, NULL);
    else if (kind == 'b')
      as[i] = xf_attr_bool(ev->ctx, xfdrr_cval_truthy(&es[i]));
    else if (kind == 't' && as_type(&es[i], &t))
      as[i] = xf_attr_type(ev->ctx, t);
    else if (kind == 'f' && as_double(&es[i], &d))
      as[i] = xf_attr_float(ev->ctx, elem, d);
    else if (kind == 'i' && as_int(&es[i], &iv))
      as[i] = xf_attr_integer(ev->ctx, elem, iv);
    else
      return err(ev, "bad array element");
    if (!as[i])
      return err(ev, "out of memory");
  }
  return set_attr(ev, out, xf_attr_array(ev->ctx, as, n));
}

static bool dense_array(xfdrr_ceval *ev, xfdrr_cval *lst, xf_type *elem, xfdrr_cval *out) {
  xfdrr_cval *es;
  size_t n;
  if (!elements(ev, lst, &es, &n))
    return false;
  uint64_t *vals = n ? xfs_arena_alloc(ev->scratch, n * sizeof *vals) : NULL;
  if (n && !vals)
    return err(ev, "out of memory");
  for (size_t i = 0; i < n; i++) {
    int64_t iv;
    double d;
    if (elem->kind == XF_TYPE_FLOAT) {
      if (!as_double(&es[i], &d))
        return err(ev, "bad dense array element");
      if (float_named(elem, "f32")) {
        float f = (float)d;
        uint32_t b;
        memcpy(&b, &f, 4);
        vals[i] = b;
      } else {
        memcpy(&vals[i], &d, 8);
      }
    } else {
      if (!as_int(&es[i], &iv))
        return err(ev, "bad dense array element");
      vals[i] = (uint64_t)iv;
    }
  }
  return set_attr(ev, out, xfi_attr_dense_array(ev->ctx, elem, vals, n));
}

static xf_type *int_t(xfdrr_ceval *ev, unsigned w) {
  return xf_type_integer(ev->ctx, w, XF_SIGNLESS);
}

static bool int_attr(xfdrr_ceval *ev, xf_type *t, xfdrr_cval *a, size_t n, xfdrr_cval *o) {
  int64_t v;
  if (n < 1 || !as_int(&a[n - 1], &v))
    return err(ev, "integer attribute value");
  return set_attr(ev, o, xf_attr_integer(ev->ctx, t, v));
}

static bool float_attr(xfdrr_ceval *ev, xf_type *t, xfdrr_cval *a, size_t n, xfdrr_cval *o) {
  double d;
  if (n < 1 || !as_double(&a[n - 1], &d))
    return err(ev, "float attribute value");
  return set_attr(ev, o, xf_attr_float(ev->ctx, t, d));
}

static bool m_builder_types(xfdrr_ceval *ev, int m, uint8_t tcls, xfdrr_cval *a, size_t n,
                            xfdrr_cval *o) {
  xf_context *c = ev->ctx;
  int64_t w;
  switch (m) {
  case XFDRR_M_GET_I1_TYPE: return set_type(ev, o, int_t(ev, 1));
  case XFDRR_M_GET_I8_TYPE: return set_type(ev, o, int_t(ev, 8));
  case XFDRR_M_GET_I16_TYPE: return set_type(ev, o, int_t(ev, 16));
  case XFDRR_M_GET_I32_TYPE: return set_type(ev, o, int_t(ev, 32));
  case XFDRR_M_GET_I64_TYPE: return set_type(ev, o, int_t(ev, 64));
  case XFDRR_M_GET_INDEX_TYPE: return set_type(ev, o, xf_type_index(c));
  case XFDRR_M_GET_F16_TYPE: return set_type(ev, o, xf_type_float(c, "f16"));
  case XFDRR_M_GET_F32_TYPE: return set_type(ev, o, xf_type_float(c, "f32"));
  case XFDRR_M_GET_F64_TYPE: return set_type(ev, o, xf_type_float(c, "f64"));
  case XFDRR_M_GET_BF16_TYPE: return set_type(ev, o, xf_type_float(c, "bf16"));
  case XFDRR_M_GET_NONE_TYPE: return set_type(ev, o, xf_type_none(c));
  case XFDRR_M_GET_INTEGER_TYPE:
    if (n < 1 || !as_int(&a[0], &w) || w <= 0)
      return err(ev, "getIntegerType(width)");
    return set_type(ev, o,
                    xf_type_integer(c, (unsigned)w,
                                    n < 2 ? XF_SIGNLESS
                                          : xfdrr_cval_truthy(&a[1]) ? XF_SIGNED : XF_UNSIGNED));
  case XFDRR_M_GET_TYPE:
    if (tcls == XFDRR_CLS_NONE_TYPE)
      return set_type(ev, o, xf_type_none(c));
    if (tcls == XFDRR_CLS_INDEX_TYPE)
      return set_type(ev, o, xf_type_index(c));
    return err(ev, "getType<T>() for this T");
  default: return err(ev, "method not available on the builder");
  }
}

static bool m_builder(xfdrr_ceval *ev, int m, uint8_t tcls, xfdrr_cval *a, size_t n,
                      xfdrr_cval *o) {
  xf_context *c = ev->ctx;
  xf_type *t;
  const char *s;
  size_t sn;
  switch (m) {
  case XFDRR_M_GET_INTEGER_ATTR:
    if (n != 2 || !as_type(&a[0], &t))
      return err(ev, "getIntegerAttr(type, value)");
    return int_attr(ev, t, a, n, o);
  case XFDRR_M_GET_I8_INTEGER_ATTR: return int_attr(ev, int_t(ev, 8), a, n, o);
  case XFDRR_M_GET_I16_INTEGER_ATTR: return int_attr(ev, int_t(ev, 16), a, n, o);
  case XFDRR_M_GET_I32_INTEGER_ATTR: return int_attr(ev, int_t(ev, 32), a, n, o);
  case XFDRR_M_GET_I64_INTEGER_ATTR: return int_attr(ev, int_t(ev, 64), a, n, o);
  case XFDRR_M_GET_SI32_INTEGER_ATTR: return int_attr(ev, xf_type_integer(c, 32, XF_SIGNED), a, n, o);
  case XFDRR_M_GET_UI32_INTEGER_ATTR:
    return int_attr(ev, xf_type_integer(c, 32, XF_UNSIGNED), a, n, o);
  case XFDRR_M_GET_INDEX_ATTR: return int_attr(ev, xf_type_index(c), a, n, o);
  case XFDRR_M_GET_BOOL_ATTR:
    return n == 1 ? set_attr(ev, o, xf_attr_bool(c, xfdrr_cval_truthy(&a[0])))
                  : err(ev, "getBoolAttr(value)");
  case XFDRR_M_GET_UNIT_ATTR: return set_attr(ev, o, xf_attr_unit(c));
  case XFDRR_M_GET_STRING_ATTR:
    if (n != 1 || !as_str(&a[0], &s, &sn))
      return err(ev, "getStringAttr(string)");
    return set_attr(ev, o, xf_attr_string(c, s, sn, NULL));
  case XFDRR_M_GET_F16_FLOAT_ATTR: return float_attr(ev, xf_type_float(c, "f16"), a, n, o);
  case XFDRR_M_GET_F32_FLOAT_ATTR: return float_attr(ev, xf_type_float(c, "f32"), a, n, o);
  case XFDRR_M_GET_F64_FLOAT_ATTR: return float_attr(ev, xf_type_float(c, "f64"), a, n, o);
  case XFDRR_M_GET_FLOAT_ATTR:
    if (n != 2 || !as_type(&a[0], &t))
      return err(ev, "getFloatAttr(type, value)");
    return float_attr(ev, t, a, n, o);
  case XFDRR_M_GET_ARRAY_ATTR: return n == 1 ? fn_array_get(ev, &a[0], o) : err(ev, "getArrayAttr");
  case XFDRR_M_GET_BOOL_ARRAY_ATTR: return typed_array(ev, &a[0], NULL, 'b', o);
  case XFDRR_M_GET_I32_ARRAY_ATTR: return typed_array(ev, &a[0], int_t(ev, 32), 'i', o);
  case XFDRR_M_GET_I64_ARRAY_ATTR: return typed_array(ev, &a[0], int_t(ev, 64), 'i', o);
  case XFDRR_M_GET_INDEX_ARRAY_ATTR: return typed_array(ev, &a[0], xf_type_index(c), 'i', o);
  case XFDRR_M_GET_F32_ARRAY_ATTR: return typed_array(ev, &a[0], xf_type_float(c, "f32"), 'f', o);
  case XFDRR_M_GET_F64_ARRAY_ATTR: return typed_array(ev, &a[0], xf_type_float(c, "f64"), 'f', o);
  case XFDRR_M_GET_STR_ARRAY_ATTR: return typed_array(ev, &a[0], NULL, 's', o);
  case XFDRR_M_GET_TYPE_ARRAY_ATTR: return typed_array(ev, &a[0], NULL, 't', o);
  case XFDRR_M_GET_DENSE_BOOL_ARRAY_ATTR: return dense_array(ev, &a[0], int_t(ev, 1), o);
  case XFDRR_M_GET_DENSE_I8_ARRAY_ATTR: return dense_array(ev, &a[0], int_t(ev, 8), o);
  case XFDRR_M_GET_DENSE_I16_ARRAY_ATTR: return dense_array(ev, &a[0], int_t(ev, 16), o);
  case XFDRR_M_GET_DENSE_I32_ARRAY_ATTR: return dense_array(ev, &a[0], int_t(ev, 32), o);
  case XFDRR_M_GET_DENSE_I64_ARRAY_ATTR: return dense_array(ev, &a[0], int_t(ev, 64), o);
  case XFDRR_M_GET_DENSE_F32_ARRAY_ATTR: return dense_array(ev, &a[0], xf_type_float(c, "f32"), o);
  case XFDRR_M_GET_DENSE_F64_ARRAY_ATTR: return dense_array(ev, &a[0], xf_type_float(c, "f64"), o);
  case XFDRR_M_GET_TYPE_ATTR:
    if (n != 1 || !as_type(&a[0], &t))
      return err(ev, "getTypeAttr(type)");
    return set_attr(ev, o, xf_attr_type(c, t));
  case XFDRR_M_GET_ZERO_ATTR:
  case XFDRR_M_GET_ONE_ATTR:
    if (n != 1 || !as_type(&a[0], &t))
      return err(ev, "getZeroAttr(type)");
    if (t->kind == XF_TYPE_FLOAT)
      return set_attr(ev, o, xf_attr_float(c, t, m == XFDRR_M_GET_ONE_ATTR));
    if (t->kind == XF_TYPE_INTEGER || t->kind == XF_TYPE_INDEX)
      return set_attr(ev, o, xf_attr_integer(c, t, m == XFDRR_M_GET_ONE_ATTR));
    return err(ev, "getZeroAttr for this type");
  case XFDRR_M_GET_UNKNOWN_LOC: return set_attr(ev, o, xf_loc_unknown(c));
  case XFDRR_M_GET_FUSED_LOC: {
    xfdrr_cval *es;
    size_t k;
    if (n < 1 || !elements(ev, &a[0], &es, &k))
      return err(ev, "getFusedLoc({locs})");
    xf_attr *locs[32];
    if (k > 32)
      return err(ev, "too many locations");
    for (size_t i = 0; i < k; i++) {
      if (es[i].kind != XFDRR_CV_ATTR)
        return err(ev, "getFusedLoc needs locations");
      locs[i] = es[i].u.a;
    }
    return set_attr(ev, o, xf_loc_fused(c, locs, k, n > 1 && a[1].kind == XFDRR_CV_ATTR
                                                        ? a[1].u.a : NULL));
  }
  case XFDRR_M_GET_CONTEXT:
    set_none(o);
    o->kind = XFDRR_CV_CTX;
    return true;
  default: return m_builder_types(ev, m, tcls, a, n, o);
  }
}

static bool call_method(xfdrr_ceval *ev, const xfdrr_cnode *x, xfdrr_cval *a, size_t n,
                        xfdrr_cval *out) {
  xfdrr_cval *r = &a[0], *args = a + 1;
  size_t na = n - 1;
  int m = x->id;
  switch (r->kind) {
  case XFDRR_CV_TYPE: return m_type(ev, m, r->u.t, args, na, out);
  case XFDRR_CV_ATTR: return m_attr(ev, m, r, args, na, out);
  case XFDRR_CV_INT: return m_int(ev, m, r, args, na, out);
  case XFDRR_CV_FLOAT: return m_float(ev, m, r->u.f, args, na, out);
  case XFDRR_CV_STR: return m_str(ev, m, r->u.str.s, r->u.str.n, args, na, out);
  case XFDRR_CV_VALUE: return m_value(ev, m, r->u.v, out);
  case XFDRR_CV_RANGE: return m_range(ev, m, r, out);
  case XFDRR_CV_OP: return m_op(ev, m, r->u.op, args, na, out);
  case XFDRR_CV_BUILDER:
  case XFDRR_CV_CTX: return m_builder(ev, m, x->op, args, na, out);
  case XFDRR_CV_LIST:
    if (m == XFDRR_M_SIZE)
      return set_int(out, (int64_t)r->u.list.n);
    if (m == XFDRR_M_EMPTY)
      return set_bool(out, r->u.list.n == 0);
    return err(ev, "method not available on a list");
  case XFDRR_CV_NONE: return err(ev, "method call on a null value");
  default: return err(ev, "method not available on this value");
  }
}

/* -------------------------------------------------------------- operators */

static bool arith(xfdrr_ceval *ev, uint8_t op, const xfdrr_cval *a, const xfdrr_cval *b,
                  xfdrr_cval *o) {
  int64_t x, y;
  double dx, dy;
  bool ints = as_int(a, &x) && as_int(b, &y) && a->kind != XFDRR_CV_ATTR &&
              b->kind != XFDRR_CV_ATTR;
  if (ints) {
    switch (op) {
    case '+': return set_int(o, (int64_t)((uint64_t)x + (uint64_t)y));
    case '-': return set_int(o, (int64_t)((uint64_t)x - (uint64_t)y));
    case '*': return set_int(o, (int64_t)((uint64_t)x * (uint64_t)y));
    case '/': return y ? set_int(o, x / y) : err(ev, "division by zero");
    case '%': return y ? set_int(o, x % y) : err(ev, "division by zero");
    case '&': return set_int(o, x & y);
    case '|': return set_int(o, x | y);
    case '^': return set_int(o, x ^ y);
    case 'S': return set_int(o, (int64_t)((uint64_t)x << (y & 63)));
    case 'R': return set_int(o, x >> (y & 63));
    case '<': return set_bool(o, x < y);
    case '>': return set_bool(o, x > y);
    case 'L': return set_bool(o, x <= y);
    case 'G': return set_bool(o, x >= y);
    default: break;
    }
  }
  if (!as_double(a, &dx) || !as_double(b, &dy))
    return err(ev, "arithmetic on non-numbers");
  switch (op) {
  case '+': return set_float(o, dx + dy);
  case '-': return set_float(o, dx - dy);
  case '*': return set_float(o, dx * dy);
  case '/': return set_float(o, dx / dy);
  case '<': return set_bool(o, dx < dy);
  case '>': return set_bool(o, dx > dy);
  case 'L': return set_bool(o, dx <= dy);
  case 'G': return set_bool(o, dx >= dy);
  default: return err(ev, "operator on floats");
  }
}

static bool eval_binary(xfdrr_ceval *ev, const xfdrr_cnode *x, xfdrr_cval *o) {
  xfdrr_cval a, b;
  if (!xfdrr_cnode_eval(ev, x->kids[0], &a))
    return false;
  if (x->op == 'A' || x->op == 'O') {
    bool t = xfdrr_cval_truthy(&a);
    if (x->op == 'A' ? !t : t)
      return set_bool(o, t);
    if (!xfdrr_cnode_eval(ev, x->kids[1], &b))
      return false;
    return set_bool(o, xfdrr_cval_truthy(&b));
  }
  if (!xfdrr_cnode_eval(ev, x->kids[1], &b))
    return false;
  if (x->op == 'E' || x->op == 'N') {
    bool eq;
    if (!equal_vals(&a, &b, &eq))
      return err(ev, "== on incomparable values");
    return set_bool(o, x->op == 'E' ? eq : !eq);
  }
  return arith(ev, x->op, &a, &b, o);
}

static bool eval_unary(xfdrr_ceval *ev, const xfdrr_cnode *x, xfdrr_cval *o) {
  xfdrr_cval a;
  if (!xfdrr_cnode_eval(ev, x->kids[0], &a))
    return false;
  switch (x->op) {
  case '!': return set_bool(o, !xfdrr_cval_truthy(&a));
  case '-':
    if (a.kind == XFDRR_CV_FLOAT)
      return set_float(o, -a.u.f);
    if (a.kind == XFDRR_CV_INT)
      return set_int(o, (int64_t)(0 - (uint64_t)a.u.i));
    return err(ev, "negation of a non-number");
  default:
    if (a.kind == XFDRR_CV_INT)
      return set_int(o, ~a.u.i);
    return err(ev, "operator on a non-integer");
  }
}

static bool eval_apply(xfdrr_ceval *ev, const xfdrr_cnode *x, xfdrr_cval *o) {
  xfdrr_cval f, args[MAX_ARGS];
  size_t n;
  if (!xfdrr_cnode_eval(ev, x->kids[0], &f) || !eval_list(ev, x->kids + 1, x->n - 1, args, &n))
    return false;
  if (f.kind == XFDRR_CV_FUNCTOR) {
    bool eq;
    if (n != 2 || !equal_vals(&args[0], &args[1], &eq))
      return err(ev, "equal_to needs two comparable values");
    return set_bool(o, eq);
  }
  if (n != 1)
    return err(ev, "lambdas take one argument");
  return apply_lambda(ev, &f, &args[0], o);
}

static bool eval_index(xfdrr_ceval *ev, const xfdrr_cnode *x, xfdrr_cval *o) {
  xfdrr_cval base, idx, *es;
  size_t n;
  int64_t i;
  if (!xfdrr_cnode_eval(ev, x->kids[0], &base) || !xfdrr_cnode_eval(ev, x->kids[1], &idx))
    return false;
  if (!as_int(&idx, &i) || !elements(ev, &base, &es, &n))
    return err(ev, "bad subscript");
  if (i < 0 || (uint64_t)i >= n)
    return err(ev, "subscript out of range");
  *o = es[i];
  return true;
}

bool xfdrr_cnode_eval(xfdrr_ceval *ev, const xfdrr_cnode *x, xfdrr_cval *o) {
  xfdrr_cval args[MAX_ARGS];
  size_t n;
  switch ((xfdrr_cn_kind)x->kind) {
  case XFDRR_CN_LIT: *o = x->lit; return true;
  case XFDRR_CN_SELF:
    if (!ev->self)
      return err(ev, "$_self is not bound here");
    *o = *ev->self;
    return true;
  case XFDRR_CN_BUILDER:
    set_none(o);
    o->kind = XFDRR_CV_BUILDER;
    return true;
  case XFDRR_CN_LOC: return set_attr(ev, o, ev->loc ? ev->loc : xf_loc_unknown(ev->ctx));
  case XFDRR_CN_ARG:
    if (x->idx >= ev->nargs)
      return err(ev, "$N is not bound here");
    *o = ev->args[x->idx];
    return true;
  case XFDRR_CN_ARGS_FROM: return err(ev, "$N... outside an argument list");
  case XFDRR_CN_LOCAL:
    if (x->idx >= ev->nlocals)
      return err(ev, "lambda parameter");
    *o = ev->locals[x->idx];
    return true;
  case XFDRR_CN_CALL:
    return eval_list(ev, x->kids, x->n, args, &n) && call_fn(ev, x, args, n, o);
  case XFDRR_CN_NATIVE:
    return eval_list(ev, x->kids, x->n, args, &n) && call_native(ev, x, args, n, o);
  case XFDRR_CN_METHOD:
    return eval_list(ev, x->kids, x->n, args, &n) && call_method(ev, x, args, n, o);
  case XFDRR_CN_UNARY: return eval_unary(ev, x, o);
  case XFDRR_CN_BINARY: return eval_binary(ev, x, o);
  case XFDRR_CN_TERNARY: {
    xfdrr_cval c;
    if (!xfdrr_cnode_eval(ev, x->kids[0], &c))
      return false;
    return xfdrr_cnode_eval(ev, x->kids[xfdrr_cval_truthy(&c) ? 1 : 2], o);
  }
  case XFDRR_CN_LIST:
    return eval_list(ev, x->kids, x->n, args, &n) && make_list(ev, o, args, n);
  case XFDRR_CN_LAMBDA:
    set_none(o);
    o->kind = XFDRR_CV_LAMBDA;
    o->u.lambda = x;
    return true;
  case XFDRR_CN_APPLY: return eval_apply(ev, x, o);
  case XFDRR_CN_INDEX: return eval_index(ev, x, o);
  }
  return err(ev, "bad node");
}

bool xfdrr_cexpr_eval(xfdrr_ceval *ev, const xfdrr_cexpr *e, xfdrr_cval *out) {
  ev->error = NULL;
  ev->nlocals = 0;
  return xfdrr_cnode_eval(ev, e->root, out);
}
