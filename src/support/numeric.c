/*
 * numeric.c - exact float and integer conversions behind numeric.h.
 *
 * What this holds:
 *   - xfs_sems: one descriptor per xfs_fsem with the APFloat semantics
 *     (precision, exponent range, non-finite behaviour, NaN encoding).
 *   - xfs_val: the unpacked form of a float (category, sign, APFloat-style
 *     exponent, significand of `prec` bits with the integer bit explicit),
 *     with decode/encode to and from the storage bits.
 *   - xfs_big: a fixed-capacity unsigned big integer (32-bit limbs) used for
 *     exact decimal <-> binary conversion.
 *   - xfs_round: the single rounding routine (APFloat::normalize with
 *     rmNearestTiesToEven) every conversion funnels through.
 *   - APFloat::toString, MLIR printFloatValue, MLIR integer attribute rules.
 *
 * Invariants:
 *   - An xfs_val of category XFS_CAT_NORMAL has sig < 2^prec and sig != 0;
 *     exp is in [min_exp, max_exp]; sig has bit prec-1 set unless
 *     exp == min_exp (denormal).  The value is sig * 2^(exp - (prec - 1)).
 *   - xfs_big values are normalized: limb n-1 is nonzero, or n == 0.
 *     Operations that could exceed XFS_BIG_LIMBS report failure instead of
 *     writing out of bounds; the input bounds below make that unreachable.
 *   - Decimal input keeps at most XFS_DEC_MAX_DIGITS significant digits and
 *     folds the rest into a sticky bit.  That is exact: no representable
 *     value or rounding boundary of any supported format (f128 denormal
 *     halfway points being the worst) has more significant digits, so the
 *     dropped tail can never change which side of a boundary we are on.
 *   - No heap allocation, no mutable globals.
 */
#include "numeric.h"

#include <limits.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Semantics                                                                */
/* ------------------------------------------------------------------------ */

enum { XFS_NF_IEEE, XFS_NF_NANONLY, XFS_NF_FINITEONLY };
enum { XFS_NANENC_IEEE, XFS_NANENC_ALLONES, XFS_NANENC_NEGZERO };

typedef struct xfs_semdesc {
  const char *name;
  uint8_t size;    /* storage bits */
  uint8_t prec;    /* significand bits incl. integer bit */
  int16_t max_exp; /* largest E with 2^E representable */
  int16_t min_exp; /* smallest normal exponent */
  uint8_t nonfinite;
  uint8_t nanenc;
  bool has_zero;
  bool has_sign;
} xfs_semdesc;

static const xfs_semdesc xfs_sems[XFS_FSEM_COUNT] = {
    [XFS_F16] = {"f16", 16, 11, 15, -14, XFS_NF_IEEE, XFS_NANENC_IEEE, true,
                 true},
    [XFS_BF16] = {"bf16", 16, 8, 127, -126, XFS_NF_IEEE, XFS_NANENC_IEEE, true,
                  true},
    [XFS_F32] = {"f32", 32, 24, 127, -126, XFS_NF_IEEE, XFS_NANENC_IEEE, true,
                 true},
    [XFS_F64] = {"f64", 64, 53, 1023, -1022, XFS_NF_IEEE, XFS_NANENC_IEEE,
                 true, true},
    [XFS_F80] = {"f80", 80, 64, 16383, -16382, XFS_NF_IEEE, XFS_NANENC_IEEE,
                 true, true},
    [XFS_F128] = {"f128", 128, 113, 16383, -16382, XFS_NF_IEEE,
                  XFS_NANENC_IEEE, true, true},
    [XFS_TF32] = {"tf32", 19, 11, 127, -126, XFS_NF_IEEE, XFS_NANENC_IEEE, true,
                  true},
    [XFS_F8E5M2] = {"f8E5M2", 8, 3, 15, -14, XFS_NF_IEEE, XFS_NANENC_IEEE, true,
                    true},
    [XFS_F8E4M3] = {"f8E4M3", 8, 4, 7, -6, XFS_NF_IEEE, XFS_NANENC_IEEE, true,
                    true},
    [XFS_F8E4M3FN] = {"f8E4M3FN", 8, 4, 8, -6, XFS_NF_NANONLY,
                      XFS_NANENC_ALLONES, true, true},
    [XFS_F8E5M2FNUZ] = {"f8E5M2FNUZ", 8, 3, 15, -15, XFS_NF_NANONLY,
                        XFS_NANENC_NEGZERO, true, true},
    [XFS_F8E4M3FNUZ] = {"f8E4M3FNUZ", 8, 4, 7, -7, XFS_NF_NANONLY,
                        XFS_NANENC_NEGZERO, true, true},
    [XFS_F8E4M3B11FNUZ] = {"f8E4M3B11FNUZ", 8, 4, 4, -10, XFS_NF_NANONLY,
                           XFS_NANENC_NEGZERO, true, true},
    [XFS_F8E3M4] = {"f8E3M4", 8, 5, 3, -2, XFS_NF_IEEE, XFS_NANENC_IEEE, true,
                    true},
    [XFS_F8E8M0FNU] = {"f8E8M0FNU", 8, 1, 127, -127, XFS_NF_NANONLY,
                       XFS_NANENC_ALLONES, false, false},
    [XFS_F6E2M3FN] = {"f6E2M3FN", 6, 4, 2, 0, XFS_NF_FINITEONLY,
                      XFS_NANENC_IEEE, true, true},
    [XFS_F6E3M2FN] = {"f6E3M2FN", 6, 3, 4, -2, XFS_NF_FINITEONLY,
                      XFS_NANENC_IEEE, true, true},
    [XFS_F4E2M1FN] = {"f4E2M1FN", 4, 2, 2, 0, XFS_NF_FINITEONLY,
                      XFS_NANENC_IEEE, true, true},
};

static const xfs_semdesc *xfs_sem(xfs_fsem s) {
  if ((unsigned)s >= XFS_FSEM_COUNT)
    s = XFS_F64;
  return &xfs_sems[s];
}

unsigned xfs_fsem_bits(xfs_fsem s) { return xfs_sem(s)->size; }
const char *xfs_fsem_name(xfs_fsem s) { return xfs_sem(s)->name; }
unsigned xfs_fsem_precision(xfs_fsem s) { return xfs_sem(s)->prec; }
bool xfs_fsem_has_inf(xfs_fsem s) {
  return xfs_sem(s)->nonfinite == XFS_NF_IEEE;
}
bool xfs_fsem_has_nan(xfs_fsem s) {
  return xfs_sem(s)->nonfinite != XFS_NF_FINITEONLY;
}
bool xfs_fsem_has_sign(xfs_fsem s) { return xfs_sem(s)->has_sign; }

int xfs_fsem_lookup(const char *name, size_t len) {
  if (!name)
    return -1;
  for (int i = 0; i < XFS_FSEM_COUNT; i++) {
    const char *n = xfs_sems[i].name;
    if (len && n[0] == name[0] && strlen(n) == len && memcmp(n, name, len) == 0)
      return i;
  }
  return -1;
}

/* ------------------------------------------------------------------------ */
/* 128-bit significand helpers                                              */
/* ------------------------------------------------------------------------ */

static bool xfs_w_bit(const uint64_t w[2], unsigned i) {
  return i < 128 && ((w[i / 64] >> (i % 64)) & 1u);
}
static void xfs_w_set(uint64_t w[2], unsigned i) {
  if (i < 128)
    w[i / 64] |= (uint64_t)1 << (i % 64);
}
/* w &= (2^n - 1) */
static void xfs_w_mask(uint64_t w[2], unsigned n) {
  if (n >= 128)
    return;
  if (n >= 64) {
    if (n > 64)
      w[1] &= ~(uint64_t)0 >> (128 - n);
    else
      w[1] = 0;
  } else {
    w[1] = 0;
    w[0] = n ? (w[0] & (~(uint64_t)0 >> (64 - n))) : 0;
  }
}
static void xfs_w_ones(uint64_t w[2], unsigned n) {
  w[0] = w[1] = ~(uint64_t)0;
  xfs_w_mask(w, n);
}
static bool xfs_w_is_zero(const uint64_t w[2]) { return !w[0] && !w[1]; }
static void xfs_w_shr(uint64_t w[2], unsigned n) {
  if (n >= 128) {
    w[0] = w[1] = 0;
  } else if (n >= 64) {
    w[0] = w[1] >> (n - 64);
    w[1] = 0;
  } else if (n) {
    w[0] = (w[0] >> n) | (w[1] << (64 - n));
    w[1] >>= n;
  }
}
static void xfs_w_shl(uint64_t w[2], unsigned n) {
  if (n >= 128) {
    w[0] = w[1] = 0;
  } else if (n >= 64) {
    w[1] = w[0] << (n - 64);
    w[0] = 0;
  } else if (n) {
    w[1] = (w[1] << n) | (w[0] >> (64 - n));
    w[0] <<= n;
  }
}
static bool xfs_w_eq_ones(const uint64_t w[2], unsigned n) {
  uint64_t o[2];
  xfs_w_ones(o, n);
  return o[0] == w[0] && o[1] == w[1];
}

/* ------------------------------------------------------------------------ */
/* Unpacked values                                                          */
/* ------------------------------------------------------------------------ */

enum { XFS_CAT_ZERO, XFS_CAT_NORMAL, XFS_CAT_INF, XFS_CAT_NAN };

typedef struct xfs_val {
  int cat;
  bool sign;
  int exp;
  uint64_t sig[2];
} xfs_val;

static void xfs_val_clear(xfs_val *v) { memset(v, 0, sizeof *v); }

static int xfs_exp_nan(const xfs_semdesc *d) {
  if (d->nonfinite == XFS_NF_NANONLY) {
    if (d->nanenc == XFS_NANENC_NEGZERO)
      return d->min_exp - 1;
    if (d->has_sign)
      return d->max_exp;
  }
  return d->max_exp + 1;
}

/* APFloat::makeNaN(SNaN=false, Negative=sign). */
static void xfs_make_nan(const xfs_semdesc *d, bool sign, xfs_val *v) {
  xfs_val_clear(v);
  v->cat = XFS_CAT_NAN;
  v->sign = sign;
  v->exp = xfs_exp_nan(d);
  unsigned qbit = d->prec >= 2 ? d->prec - 2u : 0u;
  if (d->nonfinite == XFS_NF_NANONLY) {
    if (d->nanenc == XFS_NANENC_NEGZERO) {
      v->sign = true;
      return;
    }
    xfs_w_ones(v->sig, d->prec - 1u);
  }
  xfs_w_set(v->sig, qbit);
  if (d == &xfs_sems[XFS_F80])
    xfs_w_set(v->sig, qbit + 1);
}

static void xfs_make_smallest_normalized(const xfs_semdesc *d, xfs_val *v) {
  xfs_val_clear(v);
  v->cat = XFS_CAT_NORMAL;
  v->exp = d->min_exp;
  xfs_w_set(v->sig, d->prec - 1u);
}

/* A zero result as APFloat canonicalizes it. */
static void xfs_make_zero(const xfs_semdesc *d, bool sign, xfs_val *v) {
  if (!d->has_zero) {
    xfs_make_smallest_normalized(d, v);
    return;
  }
  xfs_val_clear(v);
  v->cat = XFS_CAT_ZERO;
  v->sign = d->nanenc == XFS_NANENC_NEGZERO ? false : sign;
  v->exp = d->min_exp - 1;
}

/* APFloat::handleOverflow(rmNearestTiesToEven). */
static void xfs_overflow(const xfs_semdesc *d, bool sign, xfs_val *v) {
  if (d->nonfinite == XFS_NF_IEEE) {
    xfs_val_clear(v);
    v->cat = XFS_CAT_INF;
    v->sign = sign;
    v->exp = d->max_exp + 1;
    return;
  }
  if (d->nonfinite == XFS_NF_NANONLY) {
    xfs_make_nan(d, sign, v);
    return;
  }
  xfs_val_clear(v);
  v->cat = XFS_CAT_NORMAL;
  v->sign = sign;
  v->exp = d->max_exp;
  xfs_w_ones(v->sig, d->prec);
}

/* Storage bits -> value (APFloat::initFromAPInt). */
static void xfs_decode(xfs_fsem s, const uint64_t bits[2], xfs_val *v) {
  const xfs_semdesc *d = xfs_sem(s);
  xfs_val_clear(v);
  if (d->size <= 64 && bits[1]) {
    uint64_t b = bits[0];
    if (bits[1] & XFS_FLOAT_XINF) {
      v->cat = XFS_CAT_INF;
      v->sign = (b >> (d->size - 1)) & 1u;
      v->exp = d->max_exp + 1;
      return;
    }
    if (bits[1] & XFS_FLOAT_XNAN) {
      v->cat = XFS_CAT_NAN;
      v->sign = (b >> (d->size - 1)) & 1u;
      v->exp = xfs_exp_nan(d);
      v->sig[0] = b;
      xfs_w_mask(v->sig, d->prec - 1u);
      return;
    }
    if ((bits[1] & XFS_FLOAT_XNEG) && s == XFS_F8E8M0FNU) {
      unsigned field = (unsigned)(bits[1] >> 8) & 0xFFu;
      if (field != 0xFFu) {
        v->cat = XFS_CAT_NORMAL;
        v->sign = true;
        v->exp = (int)field - 127;
        v->sig[0] = 1;
        return;
      }
    }
  }
  if (s == XFS_F80) {
    uint64_t sig = bits[0];
    unsigned field = (unsigned)(bits[1] & 0x7FFFu);
    v->sign = (bits[1] >> 15) & 1u;
    if (field == 0 && sig == 0) {
      v->cat = XFS_CAT_ZERO;
      v->exp = d->min_exp - 1;
    } else if (field == 0x7FFF && sig == 0x8000000000000000ull) {
      v->cat = XFS_CAT_INF;
      v->exp = d->max_exp + 1;
    } else if (field == 0x7FFF || (field != 0 && !(sig >> 63))) {
      v->cat = XFS_CAT_NAN;
      v->exp = d->max_exp + 1;
      v->sig[0] = sig;
    } else {
      v->cat = XFS_CAT_NORMAL;
      v->exp = field ? (int)field - 16383 : -16382;
      v->sig[0] = sig;
    }
    return;
  }
  if (s == XFS_F8E8M0FNU) {
    unsigned field = (unsigned)(bits[0] & 0xFFu);
    v->sig[0] = 1;
    if (field == 0xFF) {
      v->cat = XFS_CAT_NAN;
      v->exp = xfs_exp_nan(d);
    } else {
      v->cat = XFS_CAT_NORMAL;
      v->exp = (int)field - 127;
    }
    return;
  }
  unsigned t = d->prec - 1u;
  unsigned ebits = d->size - 1u - t;
  int bias = 1 - d->min_exp;
  uint64_t w[2] = {bits[0], bits[1]};
  xfs_w_mask(w, d->size);
  uint64_t trailing[2] = {w[0], w[1]};
  xfs_w_mask(trailing, t);
  uint64_t e[2] = {w[0], w[1]};
  xfs_w_shr(e, t);
  int field = (int)(e[0] & ((1u << ebits) - 1u));
  v->sign = xfs_w_bit(w, d->size - 1u);
  bool all_zero = xfs_w_is_zero(trailing);
  bool is_zero = field == 0 && all_zero;
  if (d->nonfinite == XFS_NF_IEEE && field - bias == d->max_exp + 1 &&
      all_zero) {
    v->cat = XFS_CAT_INF;
    v->exp = d->max_exp + 1;
    return;
  }
  bool is_nan = false;
  if (d->nanenc == XFS_NANENC_IEEE)
    is_nan = field - bias == xfs_exp_nan(d) && !all_zero;
  else if (d->nanenc == XFS_NANENC_ALLONES)
    is_nan = field - bias == xfs_exp_nan(d) && xfs_w_eq_ones(trailing, t);
  else
    is_nan = is_zero && v->sign;
  if (is_nan) {
    v->cat = XFS_CAT_NAN;
    v->exp = xfs_exp_nan(d);
    v->sig[0] = trailing[0];
    v->sig[1] = trailing[1];
    return;
  }
  if (is_zero) {
    v->cat = XFS_CAT_ZERO;
    if (d->nanenc == XFS_NANENC_NEGZERO)
      v->sign = false;
    v->exp = d->min_exp - 1;
    return;
  }
  v->cat = XFS_CAT_NORMAL;
  v->sig[0] = trailing[0];
  v->sig[1] = trailing[1];
  if (field == 0) {
    v->exp = d->min_exp;
  } else {
    v->exp = field - bias;
    xfs_w_set(v->sig, t);
  }
}

/* Value -> storage bits (APFloat::bitcastToAPInt, plus the markers). */
static void xfs_encode(xfs_fsem s, const xfs_val *v, uint64_t bits[2]) {
  const xfs_semdesc *d = xfs_sem(s);
  bits[0] = bits[1] = 0;
  if (s == XFS_F80) {
    uint64_t sig = 0;
    unsigned field = 0;
    switch (v->cat) {
    case XFS_CAT_NORMAL:
      sig = v->sig[0];
      field = (unsigned)(v->exp + 16383);
      if (field == 1 && !(sig >> 63))
        field = 0;
      break;
    case XFS_CAT_ZERO:
      break;
    case XFS_CAT_INF:
      field = 0x7FFF;
      sig = 0x8000000000000000ull;
      break;
    default:
      field = 0x7FFF;
      sig = v->sig[0];
      break;
    }
    bits[0] = sig;
    bits[1] = ((uint64_t)(v->sign ? 1u : 0u) << 15) | (field & 0x7FFFu);
    return;
  }
  if (s == XFS_F8E8M0FNU) {
    if (v->cat == XFS_CAT_NORMAL) {
      unsigned field = (unsigned)(v->exp + 127) & 0xFFu;
      if (v->sign) {
        bits[0] = field | 0x80u;
        bits[1] = XFS_FLOAT_XNEG | ((uint64_t)field << 8);
      } else {
        bits[0] = field;
      }
    } else if (v->cat == XFS_CAT_ZERO) {
      bits[0] = 0; /* cannot happen: zeros become 2^-127 */
    } else {
      bits[0] = 0xFF;
    }
    return;
  }
  unsigned t = d->prec - 1u;
  unsigned ebits = d->size - 1u - t;
  uint64_t emask = ((uint64_t)1 << ebits) - 1u;
  int bias = 1 - d->min_exp;
  uint64_t trailing[2] = {0, 0};
  uint64_t field = 0;
  uint64_t flag = 0;
  switch (v->cat) {
  case XFS_CAT_NORMAL:
    trailing[0] = v->sig[0];
    trailing[1] = v->sig[1];
    field = (uint64_t)(v->exp + bias);
    if (field == 1 && !xfs_w_bit(v->sig, t))
      field = 0;
    break;
  case XFS_CAT_ZERO:
    field = 0;
    break;
  case XFS_CAT_INF:
    field = (uint64_t)(d->max_exp + 1 + bias);
    if (d->nonfinite != XFS_NF_IEEE)
      flag = XFS_FLOAT_XINF;
    break;
  default:
    trailing[0] = v->sig[0];
    trailing[1] = v->sig[1];
    field = (uint64_t)(xfs_exp_nan(d) + bias);
    if (d->nonfinite == XFS_NF_FINITEONLY)
      flag = XFS_FLOAT_XNAN;
    break;
  }
  xfs_w_mask(trailing, t);
  uint64_t e[2] = {field & emask, 0};
  xfs_w_shl(e, t);
  bits[0] = trailing[0] | e[0];
  bits[1] = trailing[1] | e[1];
  if (v->sign)
    xfs_w_set(bits, d->size - 1u);
  if (d->size <= 64)
    bits[1] = flag;
}

/* ------------------------------------------------------------------------ */
/* Big integers                                                             */
/* ------------------------------------------------------------------------ */

/* 40960 bits: holds 5^16565 * 2^120 and 11600-digit decimal significands. */
#define XFS_BIG_LIMBS 1280u
/* Significant decimal digits kept from an input literal (see header). */
#define XFS_DEC_MAX_DIGITS 11600u
/* Decimal digits of any exactly converted value (f128 denormals need about
   11570). */
#define XFS_DIGIT_BUF 11800u

typedef struct xfs_big {
  unsigned n;
  uint32_t d[XFS_BIG_LIMBS];
} xfs_big;

static void xfs_big_trim(xfs_big *a) {
  while (a->n && !a->d[a->n - 1])
    a->n--;
}

static void xfs_big_set_w(xfs_big *a, const uint64_t w[2]) {
  a->d[0] = (uint32_t)w[0];
  a->d[1] = (uint32_t)(w[0] >> 32);
  a->d[2] = (uint32_t)w[1];
  a->d[3] = (uint32_t)(w[1] >> 32);
  a->n = 4;
  xfs_big_trim(a);
}

static bool xfs_big_is_zero(const xfs_big *a) { return a->n == 0; }

static unsigned xfs_big_bitlen(const xfs_big *a) {
  if (!a->n)
    return 0;
  uint32_t top = a->d[a->n - 1];
  unsigned b = 0;
  while (top) {
    b++;
    top >>= 1;
  }
  return (a->n - 1) * 32u + b;
}

static bool xfs_big_bit(const xfs_big *a, unsigned i) {
  unsigned w = i / 32;
  return w < a->n && ((a->d[w] >> (i % 32)) & 1u);
}

/* Any bit set among bits [0, nbits)? */
static bool xfs_big_any_below(const xfs_big *a, unsigned nbits) {
  unsigned full = nbits / 32;
  for (unsigned i = 0; i < full && i < a->n; i++)
    if (a->d[i])
      return true;
  unsigned rem = nbits % 32;
  if (rem && full < a->n && (a->d[full] & ((1u << rem) - 1u)))
    return true;
  return false;
}

static unsigned xfs_big_ctz(const xfs_big *a) {
  for (unsigned i = 0; i < a->n; i++) {
    if (a->d[i]) {
      uint32_t x = a->d[i];
      unsigned b = 0;
      while (!(x & 1u)) {
        x >>= 1;
        b++;
      }
      return i * 32u + b;
    }
  }
  return 0;
}

/* a = a * m + add */
static bool xfs_big_mul_add(xfs_big *a, uint32_t m, uint32_t add) {
  uint64_t carry = add;
  for (unsigned i = 0; i < a->n; i++) {
    uint64_t t = (uint64_t)a->d[i] * m + carry;
    a->d[i] = (uint32_t)t;
    carry = t >> 32;
  }
  if (carry) {
    if (a->n >= XFS_BIG_LIMBS)
      return false;
    a->d[a->n++] = (uint32_t)carry;
  }
  return true;
}

static bool xfs_big_mul_pow5(xfs_big *a, unsigned long k) {
  static const uint32_t p5[14] = {1u,       5u,        25u,        125u,
                                  625u,     3125u,     15625u,     78125u,
                                  390625u,  1953125u,  9765625u,   48828125u,
                                  244140625u, 1220703125u};
  while (k >= 13) {
    if (!xfs_big_mul_add(a, p5[13], 0))
      return false;
    k -= 13;
  }
  return k ? xfs_big_mul_add(a, p5[k], 0) : true;
}

static bool xfs_big_shl(xfs_big *a, unsigned long bits) {
  if (!a->n || !bits)
    return true;
  if (bits > 32ul * XFS_BIG_LIMBS ||
      xfs_big_bitlen(a) + bits > 32ul * XFS_BIG_LIMBS)
    return false;
  unsigned ws = (unsigned)(bits / 32);
  unsigned bs = (unsigned)(bits % 32);
  unsigned n = a->n;
  unsigned nn = n + ws;
  if (bs) {
    uint32_t spill = a->d[n - 1] >> (32 - bs);
    for (unsigned i = n; i-- > 0;) {
      uint32_t lo = i ? a->d[i - 1] >> (32 - bs) : 0;
      a->d[i + ws] = (a->d[i] << bs) | lo;
    }
    if (spill)
      a->d[nn++] = spill;
  } else {
    memmove(a->d + ws, a->d, n * sizeof a->d[0]);
  }
  memset(a->d, 0, ws * sizeof a->d[0]);
  a->n = nn;
  xfs_big_trim(a);
  return true;
}

static void xfs_big_shr(xfs_big *a, unsigned long bits) {
  unsigned long ws = bits / 32;
  unsigned bs = (unsigned)(bits % 32);
  if (ws >= a->n) {
    a->n = 0;
    return;
  }
  unsigned n = a->n - (unsigned)ws;
  for (unsigned i = 0; i < n; i++) {
    uint32_t lo = a->d[i + ws];
    uint32_t hi = (i + 1 < n) ? a->d[i + ws + 1] : 0;
    a->d[i] = bs ? (lo >> bs) | (hi << (32 - bs)) : lo;
  }
  a->n = n;
  xfs_big_trim(a);
}

static int xfs_big_cmp(const xfs_big *a, const xfs_big *b) {
  if (a->n != b->n)
    return a->n < b->n ? -1 : 1;
  for (unsigned i = a->n; i-- > 0;)
    if (a->d[i] != b->d[i])
      return a->d[i] < b->d[i] ? -1 : 1;
  return 0;
}

/* a -= b, requires a >= b */
static void xfs_big_sub(xfs_big *a, const xfs_big *b) {
  uint64_t borrow = 0;
  for (unsigned i = 0; i < a->n; i++) {
    uint64_t bi = i < b->n ? b->d[i] : 0;
    uint64_t t = (uint64_t)a->d[i] - bi - borrow;
    a->d[i] = (uint32_t)t;
    borrow = (t >> 63) & 1u;
  }
  xfs_big_trim(a);
}

/* a /= m, returns a % m */
static uint32_t xfs_big_divmod(xfs_big *a, uint32_t m) {
  uint64_t rem = 0;
  for (unsigned i = a->n; i-- > 0;) {
    uint64_t cur = (rem << 32) | a->d[i];
    a->d[i] = (uint32_t)(cur / m);
    rem = cur % m;
  }
  xfs_big_trim(a);
  return (uint32_t)rem;
}

/* Bits [lo, lo+n) of a, n <= 128. */
static void xfs_big_extract(const xfs_big *a, unsigned lo, unsigned n,
                            uint64_t w[2]) {
  w[0] = w[1] = 0;
  for (unsigned i = 0; i < n; i++)
    if (xfs_big_bit(a, lo + i))
      xfs_w_set(w, i);
}

/* q = floor(num / den), num becomes the remainder; den is destroyed.
   The quotient must fit in 128 bits (callers guarantee it). */
static void xfs_big_divq(xfs_big *num, xfs_big *den, uint64_t q[2]) {
  q[0] = q[1] = 0;
  unsigned ln = xfs_big_bitlen(num), ld = xfs_big_bitlen(den);
  if (!ld || ln < ld)
    return;
  unsigned qbits = ln - ld + 1;
  if (qbits > 128)
    qbits = 128; /* unreachable by construction */
  if (!xfs_big_shl(den, qbits - 1))
    return;
  for (unsigned i = qbits; i-- > 0;) {
    if (xfs_big_cmp(num, den) >= 0) {
      xfs_big_sub(num, den);
      xfs_w_set(q, i);
    }
    xfs_big_shr(den, 1);
  }
}

/* ------------------------------------------------------------------------ */
/* Rounding                                                                 */
/* ------------------------------------------------------------------------ */

/* Round M * 2^e2 (plus an infinitesimal if sticky) to format d with
   rmNearestTiesToEven, exactly as APFloat::normalize.  When sticky is set,
   M must have at least prec + 2 bits. */
static void xfs_round(const xfs_semdesc *d, bool sign, const xfs_big *M,
                      long e2, bool sticky, xfs_val *v) {
  unsigned L = xfs_big_bitlen(M);
  if (!L) {
    xfs_make_zero(d, sign, v);
    return;
  }
  long E = e2 + (long)L - 1;
  if (E > d->max_exp) {
    xfs_overflow(d, sign, v);
    return;
  }
  long keep = d->prec;
  long eres = E;
  if (E < d->min_exp) {
    keep = (long)d->prec - (d->min_exp - E);
    eres = d->min_exp;
  }
  long shift = (long)L - keep;
  uint64_t K[2] = {0, 0};
  bool half = false, rest = sticky;
  if (shift <= 0) {
    xfs_big_extract(M, 0, L, K);
    xfs_w_shl(K, (unsigned)-shift);
  } else {
    if ((unsigned long)(shift - 1) < L)
      half = xfs_big_bit(M, (unsigned)(shift - 1));
    unsigned below = (unsigned long)(shift - 1) < L ? (unsigned)(shift - 1) : L;
    if (!rest)
      rest = xfs_big_any_below(M, below);
    if ((unsigned long)shift < L)
      xfs_big_extract(M, (unsigned)shift, L - (unsigned)shift, K);
  }
  bool allones_nan = d->nonfinite == XFS_NF_NANONLY &&
                     d->nanenc == XFS_NANENC_ALLONES && d->prec > 1;
  if (allones_nan && eres == d->max_exp && xfs_w_eq_ones(K, d->prec)) {
    xfs_overflow(d, sign, v);
    return;
  }
  if (half && (rest || (K[0] & 1u))) {
    if (++K[0] == 0)
      K[1]++;
    if (xfs_w_bit(K, d->prec)) {
      xfs_w_shr(K, 1);
      eres++;
      if (eres > d->max_exp) {
        xfs_overflow(d, sign, v);
        return;
      }
    }
    if (allones_nan && eres == d->max_exp && xfs_w_eq_ones(K, d->prec)) {
      xfs_overflow(d, sign, v);
      return;
    }
  }
  if (xfs_w_is_zero(K)) {
    xfs_make_zero(d, sign, v);
    return;
  }
  xfs_val_clear(v);
  v->cat = XFS_CAT_NORMAL;
  v->sign = sign;
  v->exp = (int)eres;
  v->sig[0] = K[0];
  v->sig[1] = K[1];
}

/* ------------------------------------------------------------------------ */
/* Conversion between formats (APFloat::convert)                            */
/* ------------------------------------------------------------------------ */

static void xfs_convert_val(xfs_fsem from, const xfs_val *v, xfs_fsem to,
                            xfs_val *r) {
  const xfs_semdesc *df = xfs_sem(from), *dt = xfs_sem(to);
  switch (v->cat) {
  case XFS_CAT_NORMAL: {
    xfs_big M;
    xfs_big_set_w(&M, v->sig);
    xfs_round(dt, v->sign, &M, (long)v->exp - (df->prec - 1), false, r);
    return;
  }
  case XFS_CAT_ZERO:
    xfs_make_zero(dt, v->sign, r);
    return;
  case XFS_CAT_INF:
    if (dt->nonfinite == XFS_NF_NANONLY) {
      xfs_make_nan(dt, v->sign, r);
    } else {
      xfs_val_clear(r);
      r->cat = XFS_CAT_INF;
      r->sign = v->sign;
      r->exp = dt->max_exp + 1;
    }
    return;
  default:
    break;
  }
  /* NaN */
  bool signaling = df->nonfinite == XFS_NF_IEEE &&
                   !xfs_w_bit(v->sig, df->prec - 2u);
  bool x86special = from == XFS_F80 && to != XFS_F80 &&
                    (!xfs_w_bit(v->sig, 63) || !xfs_w_bit(v->sig, 62));
  if (dt->nonfinite == XFS_NF_NANONLY) {
    xfs_make_nan(dt, v->sign, r);
    return;
  }
  xfs_val_clear(r);
  r->cat = XFS_CAT_NAN;
  r->sign = v->sign;
  r->exp = xfs_exp_nan(dt);
  r->sig[0] = v->sig[0];
  r->sig[1] = v->sig[1];
  int shift = (int)dt->prec - (int)df->prec;
  if (shift < 0 && df->nonfinite != XFS_NF_NANONLY)
    xfs_w_shr(r->sig, (unsigned)-shift);
  else if (shift > 0)
    xfs_w_shl(r->sig, (unsigned)shift);
  if (df->nanenc == XFS_NANENC_NEGZERO && dt->nanenc != XFS_NANENC_NEGZERO)
    xfs_make_nan(dt, false, r);
  if (!x86special && to == XFS_F80)
    xfs_w_set(r->sig, dt->prec - 1u);
  if (signaling && dt->nonfinite != XFS_NF_NANONLY)
    xfs_w_set(r->sig, dt->prec - 2u);
}

void xfs_float_convert(xfs_fsem from, const uint64_t in[2], xfs_fsem to,
                       uint64_t out[2]) {
  xfs_val v, r;
  xfs_decode(from, in, &v);
  xfs_convert_val(from, &v, to, &r);
  xfs_encode(to, &r, out);
}

bool xfs_float_from_double(xfs_fsem s, double v, uint64_t bits[2]) {
  uint64_t in[2] = {0, 0}, back[2];
  memcpy(&in[0], &v, sizeof v);
  xfs_float_convert(XFS_F64, in, s, bits);
  xfs_float_convert(s, bits, XFS_F64, back);
  return back[0] == in[0];
}

double xfs_float_to_double(xfs_fsem s, const uint64_t bits[2]) {
  uint64_t out[2];
  double v;
  xfs_float_convert(s, bits, XFS_F64, out);
  memcpy(&v, &out[0], sizeof v);
  return v;
}

bool xfs_float_is_zero(xfs_fsem s, const uint64_t bits[2]) {
  xfs_val v;
  xfs_decode(s, bits, &v);
  return v.cat == XFS_CAT_ZERO;
}
bool xfs_float_is_nan(xfs_fsem s, const uint64_t bits[2]) {
  xfs_val v;
  xfs_decode(s, bits, &v);
  return v.cat == XFS_CAT_NAN;
}
bool xfs_float_is_inf(xfs_fsem s, const uint64_t bits[2]) {
  xfs_val v;
  xfs_decode(s, bits, &v);
  return v.cat == XFS_CAT_INF;
}
bool xfs_float_is_negative(xfs_fsem s, const uint64_t bits[2]) {
  xfs_val v;
  xfs_decode(s, bits, &v);
  return v.sign;
}

/* ------------------------------------------------------------------------ */
/* Decimal text -> value                                                    */
/* ------------------------------------------------------------------------ */

static bool xfs_is_digit(char c) { return c >= '0' && c <= '9'; }

/* APFloat::convertFromString for decimal text (sign given separately).
   Returns false on malformed text or (unreachable) scratch exhaustion. */
static bool xfs_dec_to_val(const xfs_semdesc *d, const char *text, size_t len,
                           bool neg, xfs_val *v) {
  if (!text)
    return false;
  size_t i = 0, ndig = 0, int_digits = 0;
  size_t first_nz = SIZE_MAX, last_nz = 0, first_nz_pos = 0;
  bool seen_dot = false;
  while (i < len) {
    char c = text[i];
    if (xfs_is_digit(c)) {
      if (c != '0') {
        if (first_nz == SIZE_MAX) {
          first_nz = ndig;
          first_nz_pos = i;
        }
        last_nz = ndig;
      }
      ndig++;
      if (!seen_dot)
        int_digits++;
    } else if (c == '.' && !seen_dot) {
      seen_dot = true;
    } else {
      break;
    }
    i++;
  }
  if (!ndig)
    return false;
  long long xexp = 0;
  if (i < len) {
    if (text[i] != 'e' && text[i] != 'E')
      return false;
    i++;
    bool eneg = false;
    if (i < len && (text[i] == '+' || text[i] == '-')) {
      eneg = text[i] == '-';
      i++;
    }
    if (i >= len)
      return false;
    unsigned absx = 0;
    for (; i < len; i++) {
      if (!xfs_is_digit(text[i]))
        return false;
      /* APFloat's readExponent saturates at 24000. */
      if (absx < 24000u) {
        absx = absx * 10u + (unsigned)(text[i] - '0');
        if (absx >= 24000u)
          absx = 24000u;
      }
    }
    xexp = eneg ? -(long long)absx : (long long)absx;
  }
  if (first_nz == SIZE_MAX) {
    xfs_make_zero(d, neg, v);
    return true;
  }
  /* The value is in [10^nexp, 10^(nexp+1)). */
  long long nexp = (long long)int_digits - 1 - (long long)first_nz + xexp;
  if (nexp - 1 > INT_MAX / 42039) {
    xfs_overflow(d, neg, v);
    return true;
  }
  if (nexp - 1 < INT_MIN / 42039 ||
      (nexp + 1) * 28738 <= 8651LL * (d->min_exp - (int)d->prec)) {
    xfs_make_zero(d, neg, v);
    return true;
  }
  if ((nexp - 1) * 42039 >= 12655LL * d->max_exp) {
    xfs_overflow(d, neg, v);
    return true;
  }
  size_t nsig = last_nz - first_nz + 1;
  size_t kept = nsig > XFS_DEC_MAX_DIGITS ? XFS_DEC_MAX_DIGITS : nsig;
  bool sticky = nsig > kept; /* the dropped tail ends in a nonzero digit */
  xfs_big D, V;
  D.n = 0;
  {
    size_t got = 0, p = first_nz_pos;
    uint32_t chunk = 0, mul = 1;
    while (got < kept) {
      char c = text[p++];
      if (c == '.')
        continue;
      chunk = chunk * 10u + (uint32_t)(c - '0');
      mul *= 10u;
      got++;
      if (mul == 1000000000u || got == kept) {
        if (!xfs_big_mul_add(&D, mul, chunk))
          return false;
        chunk = 0;
        mul = 1;
      }
    }
  }
  long long e10 = nexp - (long long)(kept - 1);
  if (e10 >= 0) {
    if (!xfs_big_mul_pow5(&D, (unsigned long)e10))
      return false;
    xfs_round(d, neg, &D, (long)e10, sticky, v);
    return true;
  }
  unsigned long k = (unsigned long)-e10;
  V.n = 1;
  V.d[0] = 1;
  if (!xfs_big_mul_pow5(&V, k))
    return false;
  long s = (long)d->prec + 3 + (long)xfs_big_bitlen(&V) -
           (long)xfs_big_bitlen(&D);
  if (s >= 0) {
    if (!xfs_big_shl(&D, (unsigned long)s))
      return false;
  } else {
    if (!xfs_big_shl(&V, (unsigned long)-s))
      return false;
  }
  uint64_t q[2];
  xfs_big_divq(&D, &V, q);
  if (!xfs_big_is_zero(&D))
    sticky = true;
  xfs_big_set_w(&V, q);
  xfs_round(d, neg, &V, -(long)k - s, sticky, v);
  return true;
}

bool xfs_float_from_decimal(xfs_fsem s, const char *text, size_t len, bool neg,
                            uint64_t bits[2]) {
  xfs_val v;
  if ((unsigned)s >= XFS_FSEM_COUNT || !xfs_dec_to_val(xfs_sem(s), text, len,
                                                        neg, &v))
    return false;
  xfs_encode(s, &v, bits);
  return true;
}

bool xfs_float_from_literal(xfs_fsem s, const char *text, size_t len, bool neg,
                            uint64_t bits[2]) {
  uint64_t d[2];
  if ((unsigned)s >= XFS_FSEM_COUNT ||
      !xfs_float_from_decimal(XFS_F64, text, len, neg, d))
    return false;
  xfs_float_convert(XFS_F64, d, s, bits);
  return true;
}

static int xfs_hex_value(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

bool xfs_float_from_hex(xfs_fsem s, const char *text, size_t len,
                        uint64_t bits[2]) {
  if ((unsigned)s >= XFS_FSEM_COUNT || !text || len < 3 || text[0] != '0' ||
      text[1] != 'x')
    return false;
  unsigned width = xfs_sem(s)->size;
  uint64_t w[2] = {0, 0};
  for (size_t i = 2; i < len; i++) {
    int h = xfs_hex_value(text[i]);
    if (h < 0)
      return false;
    if (w[1] >> 60)
      return false; /* needs more than 128 bits */
    xfs_w_shl(w, 4);
    w[0] |= (uint64_t)h;
  }
  uint64_t m[2] = {w[0], w[1]};
  xfs_w_mask(m, width);
  if (m[0] != w[0] || m[1] != w[1])
    return false;
  xfs_val v;
  xfs_decode(s, w, &v);
  xfs_encode(s, &v, bits);
  return true;
}

/* ------------------------------------------------------------------------ */
/* Text output                                                              */
/* ------------------------------------------------------------------------ */

typedef struct xfs_sink {
  char *buf;
  size_t cap;
  size_t len;
} xfs_sink;

static void xfs_put(xfs_sink *k, char c) {
  if (k->buf && k->len + 1 < k->cap)
    k->buf[k->len] = c;
  k->len++;
}
static void xfs_puts(xfs_sink *k, const char *s) {
  while (*s)
    xfs_put(k, *s++);
}
static size_t xfs_finish(xfs_sink *k) {
  if (k->buf && k->cap)
    k->buf[k->len < k->cap ? k->len : k->cap - 1] = '\0';
  return k->len;
}

/* APFloat::toString on an unpacked value. */
static void xfs_apf_tostring(const xfs_semdesc *d, const xfs_val *v,
                             unsigned fp, unsigned maxpad, bool truncz,
                             xfs_sink *out) {
  switch (v->cat) {
  case XFS_CAT_INF:
    xfs_puts(out, v->sign ? "-Inf" : "+Inf");
    return;
  case XFS_CAT_NAN:
    xfs_puts(out, "NaN");
    return;
  case XFS_CAT_ZERO:
    if (v->sign)
      xfs_put(out, '-');
    if (!maxpad) {
      if (truncz) {
        xfs_puts(out, "0.0E+0");
      } else {
        xfs_puts(out, "0.0");
        for (unsigned i = 1; i < fp; i++)
          xfs_put(out, '0');
        xfs_puts(out, "e+00");
      }
    } else {
      xfs_put(out, '0');
    }
    return;
  default:
    break;
  }
  if (v->sign)
    xfs_put(out, '-');
  if (!fp)
    fp = 2u + d->prec * 59u / 196u;
  if (fp > 1000000u)
    fp = 1000000u;
  xfs_big M;
  xfs_big_set_w(&M, v->sig);
  long exp = (long)v->exp - (d->prec - 1);
  unsigned tz = xfs_big_ctz(&M);
  exp += tz;
  xfs_big_shr(&M, tz);
  if (exp > 0) {
    if (!xfs_big_shl(&M, (unsigned long)exp))
      return;
    exp = 0;
  } else if (exp < 0) {
    if (!xfs_big_mul_pow5(&M, (unsigned long)-exp))
      return;
  }
  /* AdjustToPrecision on the integer: truncating division by 10^n. */
  unsigned bits = xfs_big_bitlen(&M);
  unsigned bits_required = (fp * 196u + 58u) / 59u;
  if (bits > bits_required) {
    unsigned tens = (unsigned)((unsigned long long)(bits - bits_required) *
                               59u / 196u);
    exp += tens;
    while (tens >= 9) {
      xfs_big_divmod(&M, 1000000000u);
      tens -= 9;
    }
    uint32_t p10 = 1;
    while (tens--)
      p10 *= 10u;
    if (p10 > 1)
      xfs_big_divmod(&M, p10);
  }
  /* Digits, least significant first, trailing zeros dropped. */
  char digits[XFS_DIGIT_BUF];
  size_t nd = 0;
  bool in_trail = true;
  while (!xfs_big_is_zero(&M)) {
    uint32_t r = xfs_big_divmod(&M, 1000000000u);
    int cnt = xfs_big_is_zero(&M) ? 0 : 9;
    for (int j = 0; cnt ? j < cnt : r != 0; j++) {
      unsigned dg = r % 10u;
      r /= 10u;
      if (in_trail && !dg) {
        exp++;
      } else {
        if (nd < XFS_DIGIT_BUF)
          digits[nd++] = (char)('0' + dg);
        in_trail = false;
      }
    }
  }
  if (!nd)
    digits[nd++] = '0'; /* unreachable: value is nonzero */
  /* AdjustToPrecision on the digits: round half up on one digit. */
  if (nd > fp) {
    size_t first = nd - fp;
    if (digits[first - 1] < '5') {
      while (first < nd && digits[first] == '0')
        first++;
      exp += (long)first;
      memmove(digits, digits + first, nd - first);
      nd -= first;
    } else {
      for (size_t j = first; j != nd; j++) {
        if (digits[j] == '9') {
          first++;
        } else {
          digits[j]++;
          break;
        }
      }
      exp += (long)first;
      if (first == nd) {
        digits[0] = '1';
        nd = 1;
      } else {
        memmove(digits, digits + first, nd - first);
        nd -= first;
      }
    }
  }
  bool sci;
  if (!maxpad) {
    sci = true;
  } else if (exp >= 0) {
    sci = (unsigned long)exp > maxpad || nd + (unsigned long)exp > fp;
  } else {
    long msd = exp + (long)nd - 1;
    sci = msd >= 0 ? false : (unsigned long)-msd > maxpad;
  }
  if (sci) {
    exp += (long)nd - 1;
    xfs_put(out, digits[nd - 1]);
    xfs_put(out, '.');
    if (nd == 1 && truncz)
      xfs_put(out, '0');
    else
      for (size_t j = 1; j != nd; j++)
        xfs_put(out, digits[nd - 1 - j]);
    if (!truncz && fp > nd - 1)
      for (size_t j = 0; j < fp - nd + 1; j++)
        xfs_put(out, '0');
    xfs_put(out, truncz ? 'E' : 'e');
    xfs_put(out, exp >= 0 ? '+' : '-');
    unsigned long ax = exp < 0 ? (unsigned long)-exp : (unsigned long)exp;
    char eb[24];
    int en = 0;
    do {
      eb[en++] = (char)('0' + ax % 10u);
      ax /= 10u;
    } while (ax);
    if (!truncz && en < 2)
      eb[en++] = '0';
    while (en)
      xfs_put(out, eb[--en]);
    return;
  }
  if (exp >= 0) {
    for (size_t j = 0; j != nd; j++)
      xfs_put(out, digits[nd - 1 - j]);
    for (long j = 0; j < exp; j++)
      xfs_put(out, '0');
    return;
  }
  long whole = exp + (long)nd;
  size_t j = 0;
  if (whole > 0) {
    for (; j != (size_t)whole; j++)
      xfs_put(out, digits[nd - j - 1]);
    xfs_put(out, '.');
  } else {
    xfs_puts(out, "0.");
    for (long z = 0; z < -whole; z++)
      xfs_put(out, '0');
  }
  for (; j != nd; j++)
    xfs_put(out, digits[nd - j - 1]);
}

size_t xfs_float_to_string(xfs_fsem s, const uint64_t bits[2],
                           unsigned format_precision,
                           unsigned format_max_padding, bool truncate_zero,
                           char *buf, size_t cap) {
  xfs_sink k = {buf, cap, 0};
  xfs_val v;
  xfs_decode(s, bits, &v);
  xfs_apf_tostring(xfs_sem(s), &v, format_precision, format_max_padding,
                   truncate_zero, &k);
  return xfs_finish(&k);
}

static void xfs_hex_out(xfs_fsem s, const xfs_val *v, xfs_sink *k) {
  uint64_t b[2];
  xfs_encode(s, v, b);
  if (xfs_sem(s)->size <= 64)
    b[1] = 0;
  xfs_w_mask(b, xfs_sem(s)->size);
  xfs_puts(k, "0x");
  static const char hex[] = "0123456789ABCDEF";
  bool started = false;
  for (int i = 31; i >= 0; i--) {
    unsigned nib = (unsigned)(b[i / 16] >> ((i % 16) * 4)) & 0xFu;
    if (nib || started || i == 0) {
      xfs_put(k, hex[nib]);
      started = true;
    }
  }
}

size_t xfs_float_format_hex(xfs_fsem s, const uint64_t bits[2], char *buf,
                            size_t cap) {
  xfs_sink k = {buf, cap, 0};
  xfs_val v;
  xfs_decode(s, bits, &v);
  xfs_hex_out(s, &v, &k);
  return xfs_finish(&k);
}

size_t xfs_float_format(xfs_fsem s, const uint64_t bits[2], char *buf,
                        size_t cap) {
  xfs_sink k = {buf, cap, 0};
  const xfs_semdesc *d = xfs_sem(s);
  xfs_val v;
  xfs_decode(s, bits, &v);
  if (v.cat != XFS_CAT_INF && v.cat != XFS_CAT_NAN) {
    char tmp[160];
    xfs_sink t = {tmp, sizeof tmp, 0};
    xfs_apf_tostring(d, &v, 6, 0, false, &t);
    size_t n = xfs_finish(&t);
    if (n < sizeof tmp) {
      bool negs = tmp[0] == '-';
      xfs_val r;
      uint64_t a[2], b[2];
      if (xfs_dec_to_val(d, tmp + negs, n - negs, negs, &r)) {
        xfs_encode(s, &v, a);
        xfs_encode(s, &r, b);
        if (a[0] == b[0] && a[1] == b[1]) {
          xfs_puts(&k, tmp);
          return xfs_finish(&k);
        }
      }
    }
    t.len = 0;
    xfs_apf_tostring(d, &v, 0, 3, true, &t);
    n = xfs_finish(&t);
    if (n < sizeof tmp && memchr(tmp, '.', n)) {
      xfs_puts(&k, tmp);
      return xfs_finish(&k);
    }
  }
  xfs_hex_out(s, &v, &k);
  return xfs_finish(&k);
}

/* ------------------------------------------------------------------------ */
/* Integers                                                                 */
/* ------------------------------------------------------------------------ */

/* xfs_int_parse_ex of a decimal literal of at most 18 digits (below
 * 2^60) into 1 to 64 bits: the same checks, in the same order, on one
 * machine word instead of a big number. */
static xfs_int_status int_parse_small(const char *text, size_t len, bool neg, unsigned width,
                                      xfs_int_kind kind, uint64_t *words) {
  uint64_t m = 0;
  for (size_t i = 0; i < len; i++) {
    if (!xfs_is_digit(text[i]))
      return XFS_INT_MALFORMED;
    m = m * 10u + (uint64_t)(text[i] - '0');
  }
  if (neg && kind == XFS_INT_UNSIGNED)
    return XFS_INT_NEG_UNSIGNED;
  uint64_t mask = width == 64 ? ~UINT64_C(0) : (UINT64_C(1) << width) - 1u;
  uint64_t top = UINT64_C(1) << (width - 1);
  if (m & ~mask)
    return XFS_INT_OUT_OF_RANGE;
  if (neg) { /* two's complement within width bits: its sign bit must be set */
    m = (~m + 1u) & mask;
    if (!(m & top))
      return XFS_INT_OUT_OF_RANGE;
  } else if ((kind == XFS_INT_SIGNED || kind == XFS_INT_INDEX) && (m & top)) {
    return XFS_INT_OUT_OF_RANGE;
  }
  if (words)
    words[0] = m;
  return XFS_INT_OK;
}

xfs_int_status xfs_int_parse_ex(const char *text, size_t len, bool neg,
                                unsigned width, xfs_int_kind kind,
                                uint64_t *words) {
  if (kind == XFS_INT_INDEX)
    width = 64;
  if (width > XFS_INT_MAX_WIDTH)
    return XFS_INT_TOO_WIDE;
  if (!text || !len)
    return XFS_INT_MALFORMED;
  bool hex = len > 1 && text[1] == 'x';
  if (!hex && len <= 18 && width >= 1 && width <= 64)
    return int_parse_small(text, len, neg, width, kind, words);
  if (hex) {
    if (text[0] != '0' || len < 3)
      return XFS_INT_MALFORMED;
    for (size_t i = 2; i < len; i++)
      if (xfs_hex_value(text[i]) < 0)
        return XFS_INT_MALFORMED;
  } else {
    for (size_t i = 0; i < len; i++)
      if (!xfs_is_digit(text[i]))
        return XFS_INT_MALFORMED;
  }
  if (neg && kind == XFS_INT_UNSIGNED)
    return XFS_INT_NEG_UNSIGNED;
  xfs_big M;
  M.n = 0;
  for (size_t i = hex ? 2 : 0; i < len; i++) {
    uint32_t dg = (uint32_t)(hex ? xfs_hex_value(text[i]) : text[i] - '0');
    if (!xfs_big_mul_add(&M, hex ? 16u : 10u, dg) ||
        xfs_big_bitlen(&M) > width)
      return XFS_INT_OUT_OF_RANGE;
  }
  if (width == 0) {
    if (neg)
      return XFS_INT_OUT_OF_RANGE;
    return XFS_INT_OK;
  }
  /* M < 2^width here. */
  unsigned nlimbs = (width + 31u) / 32u;
  for (unsigned i = M.n; i < nlimbs; i++)
    M.d[i] = 0;
  if (neg) {
    /* two's complement negation within width bits */
    uint64_t carry = 1;
    for (unsigned i = 0; i < nlimbs; i++) {
      uint64_t t = (uint64_t)(uint32_t)~M.d[i] + carry;
      M.d[i] = (uint32_t)t;
      carry = t >> 32;
    }
    if (width % 32)
      M.d[nlimbs - 1] &= (1u << (width % 32)) - 1u;
    M.n = nlimbs;
    xfs_big_trim(&M);
    if (!xfs_big_bit(&M, width - 1))
      return XFS_INT_OUT_OF_RANGE;
  } else if ((kind == XFS_INT_SIGNED || kind == XFS_INT_INDEX) &&
             xfs_big_bit(&M, width - 1)) {
    return XFS_INT_OUT_OF_RANGE;
  }
  if (words) {
    unsigned nw = XFS_INT_WORDS(width);
    for (unsigned i = 0; i < nw; i++) {
      uint64_t lo = 2 * i < M.n ? M.d[2 * i] : 0;
      uint64_t hi = 2 * i + 1 < M.n ? M.d[2 * i + 1] : 0;
      words[i] = lo | (hi << 32);
    }
  }
  return XFS_INT_OK;
}

bool xfs_int_parse(const char *text, size_t len, bool neg, unsigned width,
                   uint64_t *words) {
  return xfs_int_parse_ex(text, len, neg, width, XFS_INT_SIGNLESS, words) ==
         XFS_INT_OK;
}

size_t xfs_u64_chars(char *d, uint64_t v) {
  if (v < 10) {
    d[0] = (char)('0' + v);
    return 1;
  }
  if (v < 100) {
    d[0] = (char)('0' + v / 10);
    d[1] = (char)('0' + v % 10);
    return 2;
  }
  char tmp[24];
  size_t i = sizeof tmp;
  do {
    tmp[--i] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  memcpy(d, tmp + i, sizeof tmp - i);
  return sizeof tmp - i;
}

/* xfs_int_format of a value that fits one word (1 <= width <= 64). */
static size_t int_format_small(uint64_t w, unsigned width, bool is_unsigned, xfs_sink *k) {
  if (width < 64)
    w &= (UINT64_C(1) << width) - 1u;
  if (!is_unsigned && (w >> (width - 1)) & 1u) {
    xfs_put(k, '-');
    w = width < 64 ? (UINT64_C(1) << width) - w : (uint64_t)0 - w;
  }
  char digits[24];
  size_t nd = xfs_u64_chars(digits, w);
  for (size_t i = 0; i < nd; i++)
    xfs_put(k, digits[i]);
  return xfs_finish(k);
}

size_t xfs_int_format(const uint64_t *words, unsigned width, bool is_unsigned,
                      char *buf, size_t cap) {
  xfs_sink k = {buf, cap, 0};
  if (width == 0 || width > XFS_INT_MAX_WIDTH || !words) {
    if (width == 0)
      xfs_put(&k, '0');
    return xfs_finish(&k);
  }
  if (width <= 64)
    return int_format_small(words[0], width, is_unsigned, &k);
  xfs_big M;
  unsigned nlimbs = (width + 31u) / 32u;
  for (unsigned i = 0; i < nlimbs; i++)
    M.d[i] = (uint32_t)(words[i / 2] >> (32 * (i % 2)));
  if (width % 32)
    M.d[nlimbs - 1] &= (1u << (width % 32)) - 1u;
  M.n = nlimbs;
  xfs_big_trim(&M);
  if (!is_unsigned && xfs_big_bit(&M, width - 1)) {
    xfs_put(&k, '-');
    uint64_t carry = 1;
    for (unsigned i = 0; i < nlimbs; i++) {
      uint64_t t = (uint64_t)(uint32_t)~(i < M.n ? M.d[i] : 0u) + carry;
      M.d[i] = (uint32_t)t;
      carry = t >> 32;
    }
    if (width % 32)
      M.d[nlimbs - 1] &= (1u << (width % 32)) - 1u;
    M.n = nlimbs;
    xfs_big_trim(&M);
  }
  char digits[1300];
  size_t nd = 0;
  while (!xfs_big_is_zero(&M)) {
    uint32_t r = xfs_big_divmod(&M, 1000000000u);
    int cnt = xfs_big_is_zero(&M) ? 0 : 9;
    for (int j = 0; cnt ? j < cnt : r != 0; j++) {
      digits[nd++] = (char)('0' + r % 10u);
      r /= 10u;
    }
  }
  if (!nd)
    digits[nd++] = '0';
  while (nd)
    xfs_put(&k, digits[--nd]);
  return xfs_finish(&k);
}
