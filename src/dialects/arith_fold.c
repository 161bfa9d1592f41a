/* arith_fold.c — the folders of the arith dialect (LLVM 22 ArithOps.cpp
 * `fold` methods) and arith.constant materialisation.
 *
 * What is folded: constant arithmetic on scalar integers / index values of
 * at most 64 bits (wrapping two's complement; divisions by zero, signed
 * overflow of divisions and shifts by the width or more are left alone, as
 * MLIR does), scalar float arithmetic for f16, bf16, f32 and f64 with the
 * default rounding mode, and the algebraic identities MLIR's folders apply
 * (x+0, x-0, x-x, x*0, x*1, x/1, x%1, x&0, x&~0, x|0, x^0, x^x, min/max of
 * equal operands or extreme constants, cmpi of equal operands, select with
 * a constant condition or equal arms, cast chains).  A folder answers with
 * an existing value or an attribute (materialised as arith.constant by the
 * driver) or updates the op in place (operand swaps of cmpi, cast chains).
 *
 * Values are handled as zero-extended 64-bit words with their width;
 * `sext` gives the signed reading.  Shaped (vector/tensor) constants are
 * not folded.
 */
#include <math.h>
#include <string.h>

#include "arith_fold.h"
#include "../support/numeric.h"

/* ------------------------------------------------------------ helpers */

typedef struct ival {
  uint64_t v;                   /* zero-extended bits */
  unsigned w;                   /* width, 1..64 */
} ival;

static uint64_t mask_w(uint64_t v, unsigned w) { return w >= 64 ? v : v & ((1ull << w) - 1); }
static int64_t sext(uint64_t v, unsigned w) {
  return w >= 64 ? (int64_t)v : (int64_t)(v << (64 - w)) >> (64 - w);
}
static int64_t smin_w(unsigned w) { return w >= 64 ? INT64_MIN : -((int64_t)1 << (w - 1)); }
static int64_t smax_w(unsigned w) { return w >= 64 ? INT64_MAX : ((int64_t)1 << (w - 1)) - 1; }
static uint64_t umax_w(unsigned w) { return mask_w(~0ull, w); }

/* Width of a scalar integer or index type (index: 64), or 0. */
static unsigned int_width(const xf_type *t) {
  if (t->kind == XF_TYPE_INDEX)
    return 64;
  if (t->kind == XF_TYPE_INTEGER && t->width >= 1 && t->width <= 64)
    return t->width;
  return 0;
}

static bool get_int(const xf_attr *a, ival *out) {
  if (!a || (a->kind != XF_ATTR_INTEGER && a->kind != XF_ATTR_BOOL) || !a->type)
    return false;
  out->w = int_width(a->type);
  if (!out->w)
    return false;
  out->v = mask_w(a->u.words[0], out->w);
  return true;
}

static bool is_int(const xf_attr *a, uint64_t v) {
  ival x;
  return get_int(a, &x) && x.v == mask_w(v, x.w);
}
static bool is_zero(const xf_attr *a) { return is_int(a, 0); }
static bool is_one(const xf_attr *a) { return is_int(a, 1); }
static bool is_all_ones(const xf_attr *a) { return is_int(a, ~0ull); }

static xf_value *lhs(xf_op *op) { return op->operands[0].value; }
static xf_value *rhs(xf_op *op) { return op->operands[1].value; }
static xf_type *rtype(xf_op *op) { return xfi_op_results(op)[0].type; }

/* The op defining `v` if it is named `name`, else NULL. */
static xf_op *def_named(xf_value *v, const char *name) {
  return v && v->op && strcmp(v->op->name->str, name) == 0 ? v->op : NULL;
}

static xf_fold_status ret_value(xf_fold_result *r, xf_value *v) {
  r[0].value = v;
  r[0].attr = NULL;
  return XF_FOLD_RESULTS;
}

static xf_fold_status ret_attr(xf_fold_result *r, xf_attr *a) {
  if (!a)
    return XF_FOLD_NONE;
  r[0].value = NULL;
  r[0].attr = a;
  return XF_FOLD_RESULTS;
}

/* An integer attribute of the op's result type (scalars only). */
static xf_fold_status ret_int(xf_op *op, xf_fold_result *r, uint64_t v) {
  if (!int_width(rtype(op)))
    return XF_FOLD_NONE;
  return ret_attr(r, xf_attr_integer(xfi_op_ctx(op), rtype(op), (int64_t)v));
}

typedef bool (*int_binop)(uint64_t a, uint64_t b, unsigned w, uint64_t *out);

/* constFoldBinaryOp<IntegerAttr> on scalars of equal width. */
static xf_fold_status fold_int_binary(xf_op *op, xf_attr *const *c, xf_fold_result *r,
                                      int_binop fn) {
  ival a, b;
  uint64_t out;
  if (!get_int(c[0], &a) || !get_int(c[1], &b) || a.w != b.w || !fn(a.v, b.v, a.w, &out))
    return XF_FOLD_NONE;
  return ret_int(op, r, mask_w(out, a.w));
}

/* Does the op's overflowFlags property name `flag` ("nsw", "nuw")? */
static bool has_overflow_flag(const xf_op *op, const char *flag) {
  xf_attr *f = xf_op_get_attr(op, "overflowFlags");
  if (!f || (f->kind != XF_ATTR_OPAQUE))
    return false;
  const char *lt = memchr(f->u.str, '<', f->n);
  if (!lt)
    return false;
  size_t len = strlen(flag);
  for (const char *p = lt + 1; p + len <= f->u.str + f->n; p++)
    if (memcmp(p, flag, len) == 0 && (p[len] == ',' || p[len] == '>' || p[len] == ' '))
      return true;
  return false;
}

/* ------------------------------------------------------ integer arithmetic */

static bool op_add(uint64_t a, uint64_t b, unsigned w, uint64_t *o) { return *o = a + b, true; }
static bool op_sub(uint64_t a, uint64_t b, unsigned w, uint64_t *o) { return *o = a - b, true; }
static bool op_mul(uint64_t a, uint64_t b, unsigned w, uint64_t *o) { return *o = a * b, true; }
static bool op_and(uint64_t a, uint64_t b, unsigned w, uint64_t *o) { return *o = a & b, true; }
static bool op_or(uint64_t a, uint64_t b, unsigned w, uint64_t *o) { return *o = a | b, true; }
static bool op_xor(uint64_t a, uint64_t b, unsigned w, uint64_t *o) { return *o = a ^ b, true; }

static bool op_divu(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  return b ? (*o = a / b, true) : false;
}

static bool op_remu(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  return b ? (*o = a % b, true) : false;
}

static bool op_divs(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  int64_t x = sext(a, w), y = sext(b, w);
  if (!y || (x == smin_w(w) && y == -1))
    return false;
  *o = (uint64_t)(x / y);
  return true;
}

static bool op_rems(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  int64_t x = sext(a, w), y = sext(b, w);
  if (!y)
    return false;
  *o = y == -1 ? 0 : (uint64_t)(x % y);
  return true;
}

static bool op_ceildivu(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  if (!b)
    return false;
  *o = a / b + (a % b != 0);
  return true;
}

/* Signed w-bit subtraction / division / addition with overflow flags. */
static int64_t ssub_ov(int64_t x, int64_t y, unsigned w, bool *ov) {
  int64_t r;
  if (__builtin_sub_overflow(x, y, &r) || r < smin_w(w) || r > smax_w(w))
    *ov = true;
  return r;
}

static int64_t sdiv_ov(int64_t x, int64_t y, unsigned w, bool *ov) {
  if (x == smin_w(w) && y == -1) {
    *ov = true;
    return x;
  }
  return x / y;
}

/* (a - 1) / b + 1 for positive a, b. */
static int64_t ceil_nonneg(int64_t a, int64_t b, unsigned w, bool *ov) {
  return sdiv_ov(ssub_ov(a, 1, w, ov), b, w, ov) + 1;
}

static bool op_ceildivs(uint64_t ua, uint64_t ub, unsigned w, uint64_t *o) {
  int64_t a = sext(ua, w), b = sext(ub, w), r;
  bool ov = false;
  if (!b)
    return false;
  if (!a)
    r = 0;
  else if (a > 0 && b > 0)
    r = ceil_nonneg(a, b, w, &ov);
  else if (a < 0 && b < 0)
    r = ceil_nonneg(ssub_ov(0, a, w, &ov), ssub_ov(0, b, w, &ov), w, &ov);
  else if (a < 0)
    r = ssub_ov(0, sdiv_ov(ssub_ov(0, a, w, &ov), b, w, &ov), w, &ov);
  else
    r = ssub_ov(0, sdiv_ov(a, ssub_ov(0, b, w, &ov), w, &ov), w, &ov);
  *o = (uint64_t)r;
  return !ov;
}

static bool op_floordivs(uint64_t ua, uint64_t ub, unsigned w, uint64_t *o) {
  int64_t a = sext(ua, w), b = sext(ub, w);
  if (!b || (a == smin_w(w) && b == -1))
    return false;
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    q--;
  *o = (uint64_t)q;
  return true;
}

static bool op_shl(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  return b < w ? (*o = a << b, true) : false;
}
static bool op_shru(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  return b < w ? (*o = a >> b, true) : false;
}
static bool op_shrs(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  return b < w ? (*o = (uint64_t)(sext(a, w) >> b), true) : false;
}

static bool op_maxs(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  return *o = sext(a, w) >= sext(b, w) ? a : b, true;
}
static bool op_mins(uint64_t a, uint64_t b, unsigned w, uint64_t *o) {
  return *o = sext(a, w) <= sext(b, w) ? a : b, true;
}
static bool op_maxu(uint64_t a, uint64_t b, unsigned w, uint64_t *o) { return *o = a >= b ? a : b, true; }
static bool op_minu(uint64_t a, uint64_t b, unsigned w, uint64_t *o) { return *o = a <= b ? a : b, true; }

/* -------------------------------------------------------- constant, add */

xf_fold_status xfd_arith_fold_constant(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return ret_attr(r, xf_op_get_attr(op, "value"));
}

xf_fold_status xfd_arith_fold_addi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_zero(c[1]))
    return ret_value(r, lhs(op));
  xf_op *sub = def_named(lhs(op), "arith.subi");
  if (sub && rhs(op) == rhs(sub))
    return ret_value(r, lhs(sub));
  sub = def_named(rhs(op), "arith.subi");
  if (sub && lhs(op) == rhs(sub))
    return ret_value(r, lhs(sub));
  return fold_int_binary(op, c, r, op_add);
}

xf_fold_status xfd_arith_fold_subi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (lhs(op) == rhs(op) && int_width(rtype(op)))
    return ret_int(op, r, 0);
  if (is_zero(c[1]))
    return ret_value(r, lhs(op));
  xf_op *add = def_named(lhs(op), "arith.addi");
  if (add && rhs(op) == rhs(add))
    return ret_value(r, lhs(add));
  if (add && rhs(op) == lhs(add))
    return ret_value(r, rhs(add));
  return fold_int_binary(op, c, r, op_sub);
}

xf_fold_status xfd_arith_fold_muli(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_zero(c[1]))
    return ret_value(r, rhs(op));
  if (is_one(c[1]))
    return ret_value(r, lhs(op));
  return fold_int_binary(op, c, r, op_mul);
}

/* ----------------------------------------------------------- divisions */

/* (a * b) / b -> a when the muli carries overflow flag `flag`. */
static xf_value *fold_div_mul(xf_op *op, const char *flag) {
  xf_op *mul = def_named(lhs(op), "arith.muli");
  if (!mul || !has_overflow_flag(mul, flag))
    return NULL;
  if (lhs(mul) == rhs(op))
    return rhs(mul);
  if (rhs(mul) == rhs(op))
    return lhs(mul);
  return NULL;
}

xf_fold_status xfd_arith_fold_divui(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_one(c[1]))
    return ret_value(r, lhs(op));
  xf_value *v = fold_div_mul(op, "nuw");
  if (v)
    return ret_value(r, v);
  return fold_int_binary(op, c, r, op_divu);
}

xf_fold_status xfd_arith_fold_divsi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_one(c[1]))
    return ret_value(r, lhs(op));
  xf_value *v = fold_div_mul(op, "nsw");
  if (v)
    return ret_value(r, v);
  return fold_int_binary(op, c, r, op_divs);
}

xf_fold_status xfd_arith_fold_ceildivui(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_one(c[1]))
    return ret_value(r, lhs(op));
  return fold_int_binary(op, c, r, op_ceildivu);
}

xf_fold_status xfd_arith_fold_ceildivsi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_one(c[1]))
    return ret_value(r, lhs(op));
  return fold_int_binary(op, c, r, op_ceildivs);
}

xf_fold_status xfd_arith_fold_floordivsi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_one(c[1]))
    return ret_value(r, lhs(op));
  return fold_int_binary(op, c, r, op_floordivs);
}

xf_fold_status xfd_arith_fold_remui(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_one(c[1]))
    return ret_int(op, r, 0);
  return fold_int_binary(op, c, r, op_remu);
}

xf_fold_status xfd_arith_fold_remsi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_one(c[1]))
    return ret_int(op, r, 0);
  return fold_int_binary(op, c, r, op_rems);
}

/* ------------------------------------------------------------- bitwise */

/* `v` is xori(x, all-ones) for the given x: returns that xori, else NULL. */
static xf_op *not_of(xf_value *v, xf_value *x) {
  xf_op *x_op = def_named(v, "arith.xori");
  if (!x_op || lhs(x_op) != x || !is_all_ones(xfi_value_constant(rhs(x_op))))
    return NULL;
  return x_op;
}

xf_fold_status xfd_arith_fold_andi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_zero(c[1]))
    return ret_value(r, rhs(op));
  if (is_all_ones(c[1]))
    return ret_value(r, lhs(op));
  if ((not_of(rhs(op), lhs(op)) || not_of(lhs(op), rhs(op))) && int_width(rtype(op)))
    return ret_int(op, r, 0);
  for (int rev = 0; rev < 2; rev++) {
    xf_op *prev = def_named(rev ? rhs(op) : lhs(op), "arith.andi");
    xf_value *other = rev ? lhs(op) : rhs(op);
    if (prev && (other == lhs(prev) || other == rhs(prev)))
      return ret_value(r, &xfi_op_results(prev)[0]);
  }
  return fold_int_binary(op, c, r, op_and);
}

xf_fold_status xfd_arith_fold_ori(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_zero(c[1]))
    return ret_value(r, lhs(op));
  if (is_all_ones(c[1]))
    return ret_attr(r, c[1]);
  xf_op *n = not_of(rhs(op), lhs(op));
  if (n)
    return ret_value(r, rhs(n));
  if ((n = not_of(lhs(op), rhs(op))))
    return ret_value(r, rhs(n));
  return fold_int_binary(op, c, r, op_or);
}

xf_fold_status xfd_arith_fold_xori(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_zero(c[1]))
    return ret_value(r, lhs(op));
  if (lhs(op) == rhs(op) && int_width(rtype(op)))
    return ret_int(op, r, 0);
  xf_op *prev = def_named(lhs(op), "arith.xori");
  if (prev && rhs(prev) == rhs(op))
    return ret_value(r, lhs(prev));
  if (prev && lhs(prev) == rhs(op))
    return ret_value(r, rhs(prev));
  prev = def_named(rhs(op), "arith.xori");
  if (prev && rhs(prev) == lhs(op))
    return ret_value(r, lhs(prev));
  if (prev && lhs(prev) == lhs(op))
    return ret_value(r, rhs(prev));
  return fold_int_binary(op, c, r, op_xor);
}

static xf_fold_status fold_shift(xf_op *op, xf_attr *const *c, xf_fold_result *r, int_binop fn) {
  if (is_zero(c[1]))
    return ret_value(r, lhs(op));
  return fold_int_binary(op, c, r, fn);
}

xf_fold_status xfd_arith_fold_shli(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_shift(op, c, r, op_shl);
}
xf_fold_status xfd_arith_fold_shrui(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_shift(op, c, r, op_shru);
}
xf_fold_status xfd_arith_fold_shrsi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_shift(op, c, r, op_shrs);
}

/* ------------------------------------------------------------- min/max */

/* max/min folds: equal operands, `absorb` constant -> rhs, `neutral`
 * constant -> lhs, then constants. */
static xf_fold_status fold_minmax(xf_op *op, xf_attr *const *c, xf_fold_result *r, int_binop fn,
                                  int absorb_kind, int neutral_kind) {
  if (lhs(op) == rhs(op))
    return ret_value(r, rhs(op));
  ival k;
  if (get_int(c[1], &k)) {
    uint64_t ext[4] = {(uint64_t)smax_w(k.w), (uint64_t)smin_w(k.w), umax_w(k.w), 0};
    if (k.v == mask_w(ext[absorb_kind], k.w))
      return ret_value(r, rhs(op));
    if (k.v == mask_w(ext[neutral_kind], k.w))
      return ret_value(r, lhs(op));
  }
  return fold_int_binary(op, c, r, fn);
}

enum { SMAX, SMIN, UMAX, UMIN };

xf_fold_status xfd_arith_fold_maxsi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_minmax(op, c, r, op_maxs, SMAX, SMIN);
}
xf_fold_status xfd_arith_fold_maxui(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_minmax(op, c, r, op_maxu, UMAX, UMIN);
}
xf_fold_status xfd_arith_fold_minsi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_minmax(op, c, r, op_mins, SMIN, SMAX);
}
xf_fold_status xfd_arith_fold_minui(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_minmax(op, c, r, op_minu, UMIN, UMAX);
}

/* ---------------------------------------------------------------- cmpi */

enum { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };

static bool apply_pred(int64_t pred, uint64_t a, uint64_t b, unsigned w) {
  int64_t x = sext(a, w), y = sext(b, w);
  switch (pred) {
  case EQ: return a == b;
  case NE: return a != b;
  case SLT: return x < y;
  case SLE: return x <= y;
  case SGT: return x > y;
  case SGE: return x >= y;
  case ULT: return a < b;
  case ULE: return a <= b;
  case UGT: return a > b;
  default: return a >= b;
  }
}

/* The predicate with its operands swapped (eq/ne stay). */
static int64_t swap_pred(int64_t p) {
  static const int64_t swapped[] = {EQ, NE, SGT, SGE, SLT, SLE, UGT, UGE, ULT, ULE};
  return p >= 0 && p <= UGE ? swapped[p] : p;
}

static bool is_i1(const xf_type *t) { return t->kind == XF_TYPE_INTEGER && t->width == 1; }

/* Swaps a constant lhs to the right (in place). */
static xf_fold_status cmpi_swap(xf_op *op, xf_attr *pred_attr, int64_t pred) {
  xf_attr *np = xf_attr_integer(xfi_op_ctx(op), pred_attr->type, swap_pred(pred));
  xf_ident *name = xf_ident_cstr(xfi_op_ctx(op), "predicate");
  if (!np || !name || xf_op_set_attr(op, name, np) != XF_OK)
    return XF_FOLD_NONE;
  xf_value *a = lhs(op), *b = rhs(op);
  xf_op_set_operand(op, 0, b);
  xf_op_set_operand(op, 1, a);
  return XF_FOLD_IN_PLACE;
}

/* extsi/extui(%x : i1) != 0 -> %x. */
static xf_value *cmp_ext_i1(xf_op *op, int64_t pred) {
  xf_op *ext = def_named(lhs(op), "arith.extsi");
  if (!ext)
    ext = def_named(lhs(op), "arith.extui");
  if (ext && pred == NE && is_i1(lhs(ext)->type))
    return lhs(ext);
  return NULL;
}

xf_fold_status xfd_arith_fold_cmpi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  xf_attr *pa = xf_op_get_attr(op, "predicate");
  if (!pa || pa->kind != XF_ATTR_INTEGER)
    return XF_FOLD_NONE;
  int64_t pred = xf_attr_int_value(pa);
  bool scalar = is_i1(rtype(op));
  if (lhs(op) == rhs(op))
    return scalar ? ret_int(op, r, apply_pred(pred, 0, 0, 1)) : XF_FOLD_NONE;
  if (is_zero(c[1])) {
    xf_value *x = cmp_ext_i1(op, pred);
    if (x)
      return ret_value(r, x);
    if (is_i1(lhs(op)->type) && pred == NE)
      return ret_value(r, lhs(op));
  }
  if (is_one(c[1]) && is_i1(lhs(op)->type) && pred == EQ)
    return ret_value(r, lhs(op));
  if (c[0] && !c[1])
    return cmpi_swap(op, pa, pred);
  ival a, b;
  if (!scalar || !get_int(c[0], &a) || !get_int(c[1], &b) || a.w != b.w)
    return XF_FOLD_NONE;
  return ret_int(op, r, apply_pred(pred, a.v, b.v, a.w));
}

/* -------------------------------------------------------------- select */

xf_fold_status xfd_arith_fold_select(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  xf_value *cond = op->operands[0].value, *tv = op->operands[1].value,
           *fv = op->operands[2].value;
  if (tv == fv)
    return ret_value(r, tv);
  if (is_one(c[0]))
    return ret_value(r, tv);
  if (is_zero(c[0]))
    return ret_value(r, fv);
  if (is_i1(rtype(op)) && is_one(c[1]) && is_zero(c[2]))
    return ret_value(r, cond);
  xf_op *cmp = def_named(cond, "arith.cmpi");
  xf_attr *pa = cmp ? xf_op_get_attr(cmp, "predicate") : NULL;
  if (pa && pa->kind == XF_ATTR_INTEGER) {
    int64_t pred = xf_attr_int_value(pa);
    if ((pred == EQ || pred == NE) && ((lhs(cmp) == tv && rhs(cmp) == fv) ||
                                       (rhs(cmp) == tv && lhs(cmp) == fv)))
      return ret_value(r, pred == NE ? tv : fv);
  }
  return XF_FOLD_NONE;
}

/* --------------------------------------------------------------- casts */

/* ext(ext(x)) -> ext(x) in place; constants: zero or sign extension. */
static xf_fold_status fold_ext(xf_op *op, xf_attr *const *c, xf_fold_result *r, const char *self,
                               bool is_signed) {
  xf_op *inner = def_named(lhs(op), self);
  if (inner) {
    xf_op_set_operand(op, 0, lhs(inner));
    return XF_FOLD_IN_PLACE;
  }
  ival a;
  if (!get_int(c[0], &a) || !int_width(rtype(op)))
    return XF_FOLD_NONE;
  return ret_int(op, r, is_signed ? (uint64_t)sext(a.v, a.w) : a.v);
}

xf_fold_status xfd_arith_fold_extui(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_ext(op, c, r, "arith.extui", false);
}

xf_fold_status xfd_arith_fold_extsi(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_ext(op, c, r, "arith.extsi", true);
}

static unsigned elem_width(const xf_type *t) {
  const xf_type *e = xfi_type_is_shaped(t) ? t->elem : t;
  return e && e->kind == XF_TYPE_INTEGER ? e->width : 0;
}

xf_fold_status xfd_arith_fold_trunci(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  xf_op *ext = def_named(lhs(op), "arith.extui");
  if (!ext)
    ext = def_named(lhs(op), "arith.extsi");
  if (ext) {
    xf_value *src = lhs(ext);
    if (elem_width(src->type) > elem_width(rtype(op))) {
      xf_op_set_operand(op, 0, src);
      return XF_FOLD_IN_PLACE;
    }
    if (src->type == rtype(op))
      return ret_value(r, src);
  }
  xf_op *tr = def_named(lhs(op), "arith.trunci");
  if (tr) {
    xf_op_set_operand(op, 0, lhs(tr));
    return XF_FOLD_IN_PLACE;
  }
  ival a;
  if (!get_int(c[0], &a))
    return XF_FOLD_NONE;
  return ret_int(op, r, a.v);
}

xf_fold_status xfd_arith_fold_index_cast(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  ival a;
  if (!get_int(c[0], &a))
    return XF_FOLD_NONE;
  return ret_int(op, r, (uint64_t)sext(a.v, a.w));
}

xf_fold_status xfd_arith_fold_index_castui(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  ival a;
  if (!get_int(c[0], &a))
    return XF_FOLD_NONE;
  return ret_int(op, r, a.v);
}

/* --------------------------------------------------------------- floats */

/* Float formats folded through host doubles. */
static bool foldable_float(const xf_type *t) {
  if (!t || t->kind != XF_TYPE_FLOAT)
    return false;
  return t->fsem == XFS_F16 || t->fsem == XFS_BF16 || t->fsem == XFS_F32 || t->fsem == XFS_F64;
}

static bool get_float(const xf_attr *a, double *v) {
  if (!a || a->kind != XF_ATTR_FLOAT || !foldable_float(a->type))
    return false;
  *v = xfs_float_to_double((xfs_fsem)a->type->fsem, a->u.fbits);
  return true;
}

/* Is the constant the float `v` (sign included)? */
static bool is_float(const xf_attr *a, double v) {
  double x;
  return get_float(a, &x) && x == v && (signbit(x) != 0) == (signbit(v) != 0);
}

/* Only the default rounding mode (absent, or to_nearest_even) folds. */
static bool default_rounding(const xf_op *op) {
  xf_attr *rm = xf_op_get_attr(op, "roundingmode");
  return !rm || (rm->kind == XF_ATTR_INTEGER && xf_attr_int_value(rm) == 0);
}

enum { F_ADD, F_SUB, F_MUL, F_DIV };

/* `a` op `b` in double (f64, and exact for f16/bf16 sums and products
 * before the single rounding to the result type). */
static double apply_double(int fop, double a, double b) {
  switch (fop) {
  case F_ADD: return a + b;
  case F_SUB: return a - b;
  case F_MUL: return a * b;
  default: return a / b;
  }
}

/* The same in single precision, for f32 results. */
static float apply_float(int fop, float a, float b) {
  switch (fop) {
  case F_ADD: return a + b;
  case F_SUB: return a - b;
  case F_MUL: return a * b;
  default: return a / b;
  }
}

static xf_fold_status ret_float(xf_op *op, xf_fold_result *r, double v) {
  return ret_attr(r, xf_attr_float(xfi_op_ctx(op), rtype(op), v));
}

static xf_fold_status fold_float_binary(xf_op *op, xf_attr *const *c, xf_fold_result *r,
                                        int fop) {
  double a, b;
  if (!default_rounding(op) || !get_float(c[0], &a) || !get_float(c[1], &b) ||
      c[0]->type != c[1]->type || rtype(op) != c[0]->type)
    return XF_FOLD_NONE;
  if (rtype(op)->fsem == XFS_F32)
    return ret_float(op, r, apply_float(fop, (float)a, (float)b));
  return ret_float(op, r, apply_double(fop, a, b));
}

xf_fold_status xfd_arith_fold_negf(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  xf_op *inner = def_named(lhs(op), "arith.negf");
  if (inner)
    return ret_value(r, lhs(inner));
  double a;
  if (!get_float(c[0], &a) || c[0]->type != rtype(op))
    return XF_FOLD_NONE;
  return ret_float(op, r, -a);
}

xf_fold_status xfd_arith_fold_addf(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_float(c[1], -0.0))
    return ret_value(r, lhs(op));
  return fold_float_binary(op, c, r, F_ADD);
}

xf_fold_status xfd_arith_fold_subf(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_float(c[1], 0.0))
    return ret_value(r, lhs(op));
  return fold_float_binary(op, c, r, F_SUB);
}

xf_fold_status xfd_arith_fold_mulf(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_float(c[1], 1.0))
    return ret_value(r, lhs(op));
  return fold_float_binary(op, c, r, F_MUL);
}

xf_fold_status xfd_arith_fold_divf(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  if (is_float(c[1], 1.0))
    return ret_value(r, lhs(op));
  return fold_float_binary(op, c, r, F_DIV);
}

/* sitofp / uitofp of a constant (f32 / f64 results: exact rounding). */
static xf_fold_status fold_itofp(xf_op *op, xf_attr *const *c, xf_fold_result *r, bool sgn) {
  ival a;
  xf_type *t = rtype(op);
  if (!get_int(c[0], &a) || !t || t->kind != XF_TYPE_FLOAT ||
      (t->fsem != XFS_F32 && t->fsem != XFS_F64))
    return XF_FOLD_NONE;
  if (t->fsem == XFS_F32)
    return ret_float(op, r, sgn ? (float)sext(a.v, a.w) : (float)a.v);
  return ret_float(op, r, sgn ? (double)sext(a.v, a.w) : (double)a.v);
}

xf_fold_status xfd_arith_fold_sitofp(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_itofp(op, c, r, true);
}

xf_fold_status xfd_arith_fold_uitofp(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  return fold_itofp(op, c, r, false);
}

/* Scalar bitcast between integers and floats of the same width. */
xf_fold_status xfd_arith_fold_bitcast(xf_op *op, xf_attr *const *c, xf_fold_result *r) {
  xf_attr *a = c[0];
  xf_type *t = rtype(op);
  if (!a || xfi_type_is_shaped(t))
    return XF_FOLD_NONE;
  uint64_t bits[2] = {0, 0};
  if (a->kind == XF_ATTR_FLOAT && xfs_fsem_bits((xfs_fsem)a->type->fsem) <= 64)
    bits[0] = a->u.fbits[0];
  else if (a->kind == XF_ATTR_INTEGER && a->type->kind == XF_TYPE_INTEGER && a->type->width <= 64)
    bits[0] = a->u.words[0];
  else
    return XF_FOLD_NONE;
  if (t->kind == XF_TYPE_FLOAT)
    return ret_attr(r, xfi_attr_float_bits(xfi_op_ctx(op), t, bits));
  return ret_int(op, r, bits[0]);
}

/* -------------------------------------------------- materialisation, table */

xf_op *xfd_arith_materialize(xf_context *ctx, xf_attr *value, xf_type *type, xf_attr *loc) {
  xf_type *vt = xf_attr_get_type(value);
  if (!vt || vt != type)
    return NULL;
  xf_type *elem = xfi_type_is_shaped(type) ? type->elem : type;
  if (elem && elem->kind == XF_TYPE_INTEGER && elem->sign != XF_SIGNLESS)
    return NULL;
  xf_attr_kind k = value->kind;
  if (k != XF_ATTR_INTEGER && k != XF_ATTR_BOOL && k != XF_ATTR_FLOAT && k != XF_ATTR_DENSE &&
      k != XF_ATTR_DENSE_RESOURCE && k != XF_ATTR_SPARSE && k != XF_ATTR_DENSE_STRING)
    return NULL;
  xf_named_attr e = {xf_ident_cstr(ctx, "value"), value};
  xf_attr *props = e.name ? xf_attr_dict(ctx, &e, 1) : NULL;
  if (!props)
    return NULL;
  xf_op_state st = {0};
  st.name = xf_ident_cstr(ctx, "arith.constant");
  st.loc = loc;
  st.result_types = &type;
  st.num_results = 1;
  st.properties = props;
  return st.name ? xf_op_create(ctx, &st) : NULL;
}

typedef struct fold_entry {
  const char *name;             /* "arith.addi" */
  xf_fold_fn fn;
} fold_entry;

/* Sorted by name (checked by the binary search's callers in tests). */
static const fold_entry fold_table[] = {
    {"arith.addf", xfd_arith_fold_addf},           {"arith.addi", xfd_arith_fold_addi},
    {"arith.andi", xfd_arith_fold_andi},           {"arith.bitcast", xfd_arith_fold_bitcast},
    {"arith.ceildivsi", xfd_arith_fold_ceildivsi}, {"arith.ceildivui", xfd_arith_fold_ceildivui},
    {"arith.cmpi", xfd_arith_fold_cmpi},           {"arith.constant", xfd_arith_fold_constant},
    {"arith.divf", xfd_arith_fold_divf},           {"arith.divsi", xfd_arith_fold_divsi},
    {"arith.divui", xfd_arith_fold_divui},         {"arith.extsi", xfd_arith_fold_extsi},
    {"arith.extui", xfd_arith_fold_extui},         {"arith.floordivsi", xfd_arith_fold_floordivsi},
    {"arith.index_cast", xfd_arith_fold_index_cast},
    {"arith.index_castui", xfd_arith_fold_index_castui},
    {"arith.maxsi", xfd_arith_fold_maxsi},         {"arith.maxui", xfd_arith_fold_maxui},
    {"arith.minsi", xfd_arith_fold_minsi},         {"arith.minui", xfd_arith_fold_minui},
    {"arith.mulf", xfd_arith_fold_mulf},           {"arith.muli", xfd_arith_fold_muli},
    {"arith.negf", xfd_arith_fold_negf},           {"arith.ori", xfd_arith_fold_ori},
    {"arith.remsi", xfd_arith_fold_remsi},         {"arith.remui", xfd_arith_fold_remui},
    {"arith.select", xfd_arith_fold_select},       {"arith.shli", xfd_arith_fold_shli},
    {"arith.shrsi", xfd_arith_fold_shrsi},         {"arith.shrui", xfd_arith_fold_shrui},
    {"arith.sitofp", xfd_arith_fold_sitofp},       {"arith.subf", xfd_arith_fold_subf},
    {"arith.subi", xfd_arith_fold_subi},           {"arith.trunci", xfd_arith_fold_trunci},
    {"arith.uitofp", xfd_arith_fold_uitofp},       {"arith.xori", xfd_arith_fold_xori},
};

/* Every folded op has exactly one table row. */
#define XFD_ARITH_COUNT(op) +1
_Static_assert(sizeof fold_table / sizeof fold_table[0] == 0 XFD_ARITH_FOLDED_OPS(XFD_ARITH_COUNT),
               "fold_table and XFD_ARITH_FOLDED_OPS disagree");
#undef XFD_ARITH_COUNT

xf_fold_fn xfd_arith_folder(const char *name) {
  size_t lo = 0, hi = sizeof fold_table / sizeof fold_table[0];
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    int c = strcmp(fold_table[mid].name, name);
    if (!c)
      return fold_table[mid].fn;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

xf_fold_status xfd_arith_fold(xf_op *op, xf_attr *const *operands, xf_fold_result *results) {
  xf_fold_fn fn = xfd_arith_folder(op->name->str);
  return fn ? fn(op, operands, results) : XF_FOLD_NONE;
}
