/* affine.c — affine expressions, affine maps and integer sets.
 *
 * Affine expressions are uniqued trees (`xf_affine_expr`): constants,
 * dimension and symbol identifiers, and the binary operators +, *, mod,
 * floordiv and ceildiv.  The binary constructor `xfi_affine_bin` simplifies
 * exactly as MLIR 22's AffineExpr operators do before uniquing, so that an
 * expression built from text or by a transform prints as mlir-opt prints it:
 *
 *  - add: constant folding (unless the sum overflows), constants and then
 *    symbolic terms moved to the right, `x + 0`, `(x + c1) + c2`,
 *    `c1 * x + c2 * x`, `(x + c) + y -> (x + y) + c`, `d1 + d0 -> d0 + d1`,
 *    and `x - (x floordiv q) * q -> x mod q` (q symbolic or a positive
 *    constant, also as `(a + x) - ...`);
 *  - mul: constant folding (unless the product overflows), constant /
 *    symbolic operand on the right, `s1 * s0 -> s0 * s1`, `x * 1`, `x * 0`,
 *    `(x * c1) * c2`, `(x * c) * y -> (x * y) * c`;
 *  - floordiv / ceildiv by a non-zero constant: folding, `x / 1`,
 *    `(x * c1) / c2` when c2 divides c1, and (floordiv only) distribution
 *    over an addition when one term is a known multiple of the divisor;
 *  - mod by a positive constant: folding, known multiples to 0, dropping an
 *    addend that is a known multiple, `(x mod a) mod b` when b divides a.
 *
 * Nested constant folds (`(x + c1) + c2`, `(x * c1) * c2`, `c1*x + c2*x`)
 * wrap around on overflow, as MLIR's int64_t arithmetic does; the
 * top-level constant folds do not fold on overflow.  Division of INT64_MIN
 * by -1 is left unfolded, and `(x * INT64_MIN) floordiv -1` (which crashes
 * mlir-opt) wraps.
 *
 * Keys (see uniquer.c): category 'E' + kind, then the value for leaves or
 * the two child pointers for binary nodes; 'A' + attribute kind, dims,
 * symbols, count, expression pointers (and eq flags) for maps and sets,
 * whose arrays live in the same arena block right behind the attribute.
 *
 * Invariants: every expression reachable from a uniqued object is uniqued,
 * so structural equality is pointer equality.  All constructors return NULL
 * only on allocation failure (the context's oom flag is then set).
 */
#include "uniquer.h"

typedef xf_affine_expr expr;

/* ------------------------------------------------------------ arithmetic */

/* Wrapping int64 arithmetic (MLIR's nested folds overflow silently). */
static int64_t wrap_add(int64_t a, int64_t b) { return (int64_t)((uint64_t)a + (uint64_t)b); }
static int64_t wrap_mul(int64_t a, int64_t b) { return (int64_t)((uint64_t)a * (uint64_t)b); }
static int64_t wrap_neg(int64_t a) { return (int64_t)(0 - (uint64_t)a); }

/* `a % b` and `a / b` without trapping on INT64_MIN / -1. */
static int64_t safe_rem(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }
static int64_t safe_quot(int64_t a, int64_t b) { return b == -1 ? wrap_neg(a) : a / b; }

/* Floor of a / b (b != 0, not INT64_MIN / -1). */
static int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/* Ceiling of a / b (b != 0, not INT64_MIN / -1). */
static int64_t ceil_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

/* Non-negative remainder of a by b >= 1. */
static int64_t pos_mod(int64_t a, int64_t b) {
  int64_t r = a % b;
  return r < 0 ? r + b : r;
}

static uint64_t gcd_u64(uint64_t a, uint64_t b) {
  while (b) {
    uint64_t t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/* ------------------------------------------------------------ predicates */

static bool is_const(const expr *e) { return e->kind == XFI_AFF_CONST; }
static bool is_const_val(const expr *e, int64_t v) { return is_const(e) && e->value == v; }
static bool is_bin(const expr *e, xfi_affine_kind k) { return e->kind == k; }
/* The binary kinds come first in xfi_affine_kind. */
_Static_assert(XFI_AFF_CEILDIV + 1 == XFI_AFF_CONST, "binary affine kinds precede leaves");
static bool is_binary(const expr *e) { return e->kind < XFI_AFF_CONST; }

/* True when `e` uses no dimension identifier (MLIR isSymbolicOrConstant). */
static bool is_symbolic(const expr *e) {
  switch ((xfi_affine_kind)e->kind) {
  case XFI_AFF_CONST:
  case XFI_AFF_SYM:
    return true;
  case XFI_AFF_DIM:
    return false;
  default:
    return is_symbolic(e->lhs) && is_symbolic(e->rhs);
  }
}

/* Two dims (or two symbols) in decreasing position: MLIR 22 swaps
 * `d1 + d0` to `d0 + d1` and `s1 * s0` to `s0 * s1`. */
static bool out_of_order(const expr *l, const expr *r) {
  return l->kind == r->kind && (l->kind == XFI_AFF_DIM || l->kind == XFI_AFF_SYM) &&
         l->value > r->value;
}

/* The greatest integer known to divide `e` (MLIR getLargestKnownDivisor),
 * computed with the same wrapping int64 arithmetic. */
static int64_t known_divisor(const expr *e) {
  switch ((xfi_affine_kind)e->kind) {
  case XFI_AFF_DIM:
  case XFI_AFF_SYM:
    return 1;
  case XFI_AFF_CONST:
    return e->value < 0 ? wrap_neg(e->value) : e->value;
  case XFI_AFF_FLOORDIV:
  case XFI_AFF_CEILDIV: {
    if (!is_const(e->rhs) || e->rhs->value == 0)
      return 1;
    int64_t l = known_divisor(e->lhs), r = e->rhs->value;
    if (safe_rem(l, r) != 0)
      return 1;
    int64_t q = safe_quot(l, r);
    return q < 0 ? wrap_neg(q) : q;
  }
  case XFI_AFF_MUL:
    return wrap_mul(known_divisor(e->lhs), known_divisor(e->rhs));
  case XFI_AFF_ADD:
  case XFI_AFF_MOD:
    return (int64_t)gcd_u64((uint64_t)known_divisor(e->lhs), (uint64_t)known_divisor(e->rhs));
  }
  return 1;
}

/* ------------------------------------------------------------- uniquing */

/* Uniques a node of kind `k` without simplifying it. */
static expr *make_node(xf_context *ctx, xfi_affine_kind k, int64_t v, expr *l, expr *r) {
  xfi_key key;
  xfi_key_init(&key, ctx, 'E', k);
  if (l) {
    xfi_key_ptr(&key, l);
    xfi_key_ptr(&key, r);
  } else {
    xfi_key_u64(&key, (uint64_t)v);
  }
  bool created;
  expr *e = xfi_key_unique(&key, sizeof *e, &created);
  if (e && created) {
    e->kind = (uint8_t)k;
    e->value = l ? 0 : v;
    e->lhs = l;
    e->rhs = r;
  }
  xfi_unique_end(ctx, created);
  return e;
}

xf_affine_expr *xfi_affine_const(xf_context *ctx, int64_t v) {
  return make_node(ctx, XFI_AFF_CONST, v, NULL, NULL);
}

xf_affine_expr *xfi_affine_dim(xf_context *ctx, unsigned pos) {
  return make_node(ctx, XFI_AFF_DIM, pos, NULL, NULL);
}

xf_affine_expr *xfi_affine_sym(xf_context *ctx, unsigned pos) {
  return make_node(ctx, XFI_AFF_SYM, pos, NULL, NULL);
}

/* ------------------------------------------------------- simplification
 *
 * Each simplify_* returns true when it decided the result, stored in
 * `*out` (NULL only on allocation failure), and false when the plain node
 * must be built. */

static expr *bin(xf_context *ctx, xfi_affine_kind k, expr *l, expr *r);

static expr *add(xf_context *ctx, expr *l, expr *r) { return bin(ctx, XFI_AFF_ADD, l, r); }
static expr *mul(xf_context *ctx, expr *l, expr *r) { return bin(ctx, XFI_AFF_MUL, l, r); }
static expr *cst(xf_context *ctx, int64_t v) { return xfi_affine_const(ctx, v); }

/* `l * c` and `l + c` for a constant c. */
static expr *mul_c(xf_context *ctx, expr *l, int64_t c) {
  expr *k = cst(ctx, c);
  return k ? mul(ctx, l, k) : NULL;
}
static expr *add_c(xf_context *ctx, expr *l, int64_t c) {
  expr *k = cst(ctx, c);
  return k ? add(ctx, l, k) : NULL;
}

/* Splits `e` into multiplicand and constant factor (`x * c` or `e * 1`). */
static expr *split_factor(expr *e, int64_t *c) {
  if (is_bin(e, XFI_AFF_MUL) && is_const(e->rhs)) {
    *c = e->rhs->value;
    return e->lhs;
  }
  *c = 1;
  return e;
}

static bool simplify_add(xf_context *ctx, expr *l, expr *r, expr **out);

/* Recognises `l + r` as `x mod q`: r is `((x floordiv q) * q) * -1` or
 * `(x floordiv q) * c` with q == -c > 0.  For the latter shape, MLIR 22
 * also retries with the last addend of `l` (`(a + x) + r -> a + x mod q`),
 * keeping whatever that inner simplification gives. */
static bool match_mod_of_add(xf_context *ctx, expr *l, expr *r, expr **out) {
  if (!is_binary(r))
    return false;
  expr *lr = r->lhs, *rr = r->rhs;
  if (is_const_val(rr, -1) && is_bin(lr, XFI_AFF_MUL)) {
    expr *fd = lr->lhs, *q = lr->rhs;
    if (!is_bin(fd, XFI_AFF_FLOORDIV))
      return false;
    if (fd->rhs == q && fd->lhs == l) {
      *out = bin(ctx, XFI_AFF_MOD, l, q);
      return true;
    }
  }
  if (!is_bin(r, XFI_AFF_MUL) || !is_bin(lr, XFI_AFF_FLOORDIV))
    return false;
  /* MLIR 22 only forms `x mod c` here for a positive constant c. */
  if (lr->lhs == l && is_const(lr->rhs) && lr->rhs->value > 0) {
    expr *neg = mul_c(ctx, rr, -1);
    if (!neg || lr->rhs == neg) {
      *out = neg ? bin(ctx, XFI_AFF_MOD, l, lr->rhs) : NULL;
      return true;
    }
  }
  /* `(a + b) + r` becomes `a + (b + r)` when `b + r` simplifies. */
  expr *s;
  if (is_bin(l, XFI_AFF_ADD) && simplify_add(ctx, l->rhs, r, &s)) {
    *out = s ? add(ctx, l->lhs, s) : NULL;
    return true;
  }
  return false;
}

/* MLIR simplifyAdd. */
static bool simplify_add(xf_context *ctx, expr *l, expr *r, expr **out) {
  if (is_const(l) && is_const(r)) {
    int64_t s;
    if (__builtin_add_overflow(l->value, r->value, &s))
      return false;
    *out = cst(ctx, s);
    return true;
  }
  if (is_const(l) || (is_symbolic(l) && !is_symbolic(r)) || out_of_order(l, r)) {
    *out = add(ctx, r, l);
    return true;
  }
  if (is_const_val(r, 0)) {
    *out = l;
    return true;
  }
  if (is_bin(l, XFI_AFF_ADD) && is_const(l->rhs) && is_const(r)) {
    *out = add_c(ctx, l->lhs, wrap_add(l->rhs->value, r->value));
    return true;
  }
  int64_t c1, c2;
  expr *x1 = split_factor(l, &c1), *x2 = split_factor(r, &c2);
  if (x1 == x2) {
    *out = mul_c(ctx, x1, wrap_add(c1, c2));
    return true;
  }
  if (is_bin(l, XFI_AFF_ADD) && is_const(l->rhs)) {
    expr *s = add(ctx, l->lhs, r);
    *out = s ? add(ctx, s, l->rhs) : NULL;
    return true;
  }
  return match_mod_of_add(ctx, l, r, out);
}

/* MLIR simplifyMul. */
static bool simplify_mul(xf_context *ctx, expr *l, expr *r, expr **out) {
  if (is_const(l) && is_const(r)) {
    int64_t p;
    if (__builtin_mul_overflow(l->value, r->value, &p))
      return false;
    *out = cst(ctx, p);
    return true;
  }
  /* MLIR asserts one side is symbolic; without one, swapping would loop. */
  bool rs = is_symbolic(r);
  if (((!rs || is_const(l)) && (rs || is_symbolic(l))) || out_of_order(l, r)) {
    *out = mul(ctx, r, l);
    return true;
  }
  if (is_const_val(r, 1) || is_const_val(r, 0)) {
    *out = r->value ? l : r;
    return true;
  }
  if (is_bin(l, XFI_AFF_MUL) && is_const(l->rhs) && is_const(r)) {
    *out = mul_c(ctx, l->lhs, wrap_mul(l->rhs->value, r->value));
    return true;
  }
  if (is_bin(l, XFI_AFF_MUL) && is_const(l->rhs)) {
    expr *p = mul(ctx, l->lhs, r);
    *out = p ? mul(ctx, p, l->rhs) : NULL;
    return true;
  }
  return false;
}

/* The parts floordiv and ceildiv share: folding, `x / 1` and
 * `(x * c1) / c2` when c2 divides c1.  `r` is a non-zero constant. */
static bool simplify_div_common(xf_context *ctx, xfi_affine_kind k, expr *l, int64_t d,
                                expr **out) {
  if (is_const(l)) {
    if (l->value == INT64_MIN && d == -1)
      return false;
    *out = cst(ctx, k == XFI_AFF_FLOORDIV ? floor_div(l->value, d) : ceil_div(l->value, d));
    return true;
  }
  if (d == 1) {
    *out = l;
    return true;
  }
  if (is_bin(l, XFI_AFF_MUL) && is_const(l->rhs) && safe_rem(l->rhs->value, d) == 0) {
    *out = mul_c(ctx, l->lhs, safe_quot(l->rhs->value, d));
    return true;
  }
  return false;
}

/* MLIR simplifyFloorDiv / simplifyCeilDiv. */
static bool simplify_div(xf_context *ctx, xfi_affine_kind k, expr *l, expr *r, expr **out) {
  if (!is_const(r) || r->value == 0)
    return false;
  int64_t d = r->value;
  if (simplify_div_common(ctx, k, l, d, out))
    return true;
  if (k != XFI_AFF_FLOORDIV || !is_bin(l, XFI_AFF_ADD))
    return false;
  if (safe_rem(known_divisor(l->lhs), d) != 0 && safe_rem(known_divisor(l->rhs), d) != 0)
    return false;
  expr *a = bin(ctx, XFI_AFF_FLOORDIV, l->lhs, r);
  expr *b = a ? bin(ctx, XFI_AFF_FLOORDIV, l->rhs, r) : NULL;
  *out = b ? add(ctx, a, b) : NULL;
  return true;
}

/* MLIR simplifyMod. */
static bool simplify_mod(xf_context *ctx, expr *l, expr *r, expr **out) {
  if (!is_const(r) || r->value < 1)
    return false;
  int64_t m = r->value;
  if (is_const(l)) {
    *out = cst(ctx, pos_mod(l->value, m));
    return true;
  }
  if (known_divisor(l) % m == 0) {
    *out = cst(ctx, 0);
    return true;
  }
  if (is_bin(l, XFI_AFF_ADD)) {
    if (known_divisor(l->lhs) % m == 0) {
      *out = bin(ctx, XFI_AFF_MOD, l->rhs, r);
      return true;
    }
    if (known_divisor(l->rhs) % m == 0) {
      *out = bin(ctx, XFI_AFF_MOD, l->lhs, r);
      return true;
    }
  }
  if (is_bin(l, XFI_AFF_MOD) && is_const(l->rhs) && l->rhs->value >= 1 &&
      pos_mod(l->rhs->value, m) == 0) {
    *out = bin(ctx, XFI_AFF_MOD, l->lhs, r);
    return true;
  }
  return false;
}

/* Simplifies and uniques `l k r`. */
static expr *bin(xf_context *ctx, xfi_affine_kind k, expr *l, expr *r) {
  if (!l || !r)
    return NULL;
  expr *out = NULL;
  bool done = false;
  switch (k) {
  case XFI_AFF_ADD:
    done = simplify_add(ctx, l, r, &out);
    break;
  case XFI_AFF_MUL:
    done = simplify_mul(ctx, l, r, &out);
    break;
  case XFI_AFF_FLOORDIV:
  case XFI_AFF_CEILDIV:
    done = simplify_div(ctx, k, l, r, &out);
    break;
  case XFI_AFF_MOD:
    done = simplify_mod(ctx, l, r, &out);
    break;
  default:
    return NULL;
  }
  return done ? out : make_node(ctx, k, 0, l, r);
}

xf_affine_expr *xfi_affine_bin(xf_context *ctx, xfi_affine_kind k, xf_affine_expr *l,
                               xf_affine_expr *r) {
  return bin(ctx, k, l, r);
}

/* ------------------------------------------------------- maps and sets */

/* Size of the attribute struct rounded so trailing pointer arrays align. */
#define ATTR_BASE ((sizeof(xf_attr) + 15) & ~(size_t)15)

/* Uniques a map or an integer set over `exprs`; `eq` (sets only) may be
 * NULL for all-inequality sets. */
static xf_attr *affine_attr(xf_context *ctx, xf_attr_kind kind, unsigned dims, unsigned syms,
                            xf_affine_expr *const *exprs, const bool *eq, size_t n) {
  bool is_set = kind == XF_ATTR_INTEGER_SET;
  for (size_t i = 0; i < n; i++)
    if (!exprs[i])
      return NULL;
  xfi_key key;
  xfi_key_init(&key, ctx, 'A', kind);
  xfi_key_u64(&key, dims);
  xfi_key_u64(&key, syms);
  xfi_key_u64(&key, n);
  for (size_t i = 0; i < n; i++)
    xfi_key_ptr(&key, exprs[i]);
  for (size_t i = 0; is_set && i < n; i++) {
    unsigned char b = eq && eq[i] ? 1 : 0;
    xfi_key_bytes(&key, &b, 1);
  }
  size_t size = ATTR_BASE + n * sizeof(xf_affine_expr *) + (is_set ? n * sizeof(bool) : 0);
  bool created;
  xf_attr *a = xfi_key_unique(&key, size, &created);
  if (a && created) {
    a->kind = (uint8_t)kind;
    a->alias_reach = 1; /* maps and sets print by alias */
    a->n = (uint32_t)n;
    a->u.affine.dims = dims;
    a->u.affine.syms = syms;
    a->u.affine.exprs = (xf_affine_expr **)(void *)((char *)a + ATTR_BASE);
    if (n)
      memcpy(a->u.affine.exprs, exprs, n * sizeof *exprs);
    if (is_set) {
      a->u.affine.eq = (bool *)(void *)((char *)a->u.affine.exprs + n * sizeof *exprs);
      for (size_t i = 0; i < n; i++)
        a->u.affine.eq[i] = eq && eq[i];
    }
  }
  xfi_unique_end(ctx, created);
  return a;
}

xf_attr *xfi_attr_affine_map(xf_context *ctx, unsigned dims, unsigned syms,
                             xf_affine_expr *const *exprs, size_t n) {
  return affine_attr(ctx, XF_ATTR_AFFINE_MAP, dims, syms, exprs, NULL, n);
}

xf_attr *xfi_attr_integer_set(xf_context *ctx, unsigned dims, unsigned syms,
                              xf_affine_expr *const *exprs, const bool *eq, size_t n) {
  return affine_attr(ctx, XF_ATTR_INTEGER_SET, dims, syms, exprs, eq, n);
}
