/* arith.c — the arith dialect: every op of LLVM 22's ArithOps.td, as one
 * table row each plus a descriptor saying how the op is written, which
 * optional clauses (overflow/exact/fastmath/rounding/predicate) it has,
 * its ODS type constraints and the traits its verifier checks.
 *
 * The rows and descriptors come from one X-macro (ARITH_OPS), so a row's
 * index in `arith_ops` is its descriptor's index in `descs`; hooks find the
 * descriptor from `op->info` (or the builder's row).  Custom syntax lives in
 * arith_syntax.c; this file holds the table, default properties, name
 * hints and the verifier.
 *
 * Verification follows MLIR's order: counting traits (results, then
 * operands), required and constrained attributes, operand then result type
 * constraints, predicate traits (AllTypesMatch, TypesMatchWith,
 * SameInputOutputTensorDims, select's condition shape), native traits
 * (SameOperandsAndResultType, SameTypeOperands, SameOperandsAndResultShape,
 * CastOpInterface, Elementwise, InferTypeOpInterface), then the op's own
 * verify().  Attribute constraint failures carry no "see current
 * operation" note: mlir-opt reports them while building the op.
 */
#include <stdio.h>

#include "arith_ops.h"
#include "arith_fold.h"
#include "../support/numeric.h"

/* ------------------------------------------------------------ the table */

static const char *const p_value[] = {"value", NULL};
static const char *const p_ovf[] = {"overflowFlags", NULL};
static const char *const p_exact[] = {"isExact", NULL};
static const char *const p_fm[] = {"fastmath", NULL};
static const char *const p_cmpi[] = {"predicate", NULL};
static const char *const p_cmpf[] = {"predicate", "fastmath", NULL};
static const char *const p_rm_fm[] = {"roundingmode", "fastmath", NULL};

static void constant_names(xf_op *op, xf_name_fn set, void *cookie);
static void muli_names(xf_op *op, xf_name_fn set, void *cookie);
static void addx_names(xf_op *op, xf_name_fn set, void *cookie);
static void mulx_names(xf_op *op, xf_name_fn set, void *cookie);
static void arith_complete(xf_context *ctx, xf_op_state *st);
static xf_status arith_verify(xf_op *op);

#define PURE (XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT)
#define NOMEM XF_TRAIT_NO_MEM_EFFECT
#define COMM XF_TRAIT_COMMUTATIVE
#define SAME XF_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE
#define BIN_CHECKS (K_SAME_OR | K_ELEM)
#define CAST_CHECKS (K_TDIMS | K_SHAPE | K_CAST | K_ELEM)

/* X(name, format, flags, operand class, result class, cast kind, checks,
 *   row traits, inherent names, name hook) */
#define ARITH_OPS(X)                                                                          \
  X(constant, cst, 0, ANY, ANY, NONE, 0, PURE | XF_TRAIT_CONSTANT_LIKE, p_value,             \
    constant_names)                                                                           \
  X(addi, bin, FL_OVF, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, p_ovf, NULL)            \
  X(addui_extended, addx, 0, INT, INT, NONE, K_ELEM, PURE | COMM, NULL, addx_names)           \
  X(subi, bin, FL_OVF, INT, INT, NONE, BIN_CHECKS, PURE | SAME, p_ovf, NULL)                  \
  X(muli, bin, FL_OVF, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, p_ovf, muli_names)     \
  X(mulsi_extended, mulx, 0, INT, INT, NONE, K_ELEM, PURE | COMM, NULL, mulx_names)           \
  X(mului_extended, mulx, 0, INT, INT, NONE, K_ELEM, PURE | COMM, NULL, mulx_names)           \
  X(divui, bin, FL_EXACT, INT, INT, NONE, BIN_CHECKS, NOMEM | SAME, p_exact, NULL)            \
  X(divsi, bin, FL_EXACT, INT, INT, NONE, BIN_CHECKS, NOMEM | SAME, p_exact, NULL)            \
  X(ceildivui, bin, 0, INT, INT, NONE, BIN_CHECKS, NOMEM | SAME, NULL, NULL)                  \
  X(ceildivsi, bin, 0, INT, INT, NONE, BIN_CHECKS, NOMEM | SAME, NULL, NULL)                  \
  X(floordivsi, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | SAME, NULL, NULL)                  \
  X(remui, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | SAME, NULL, NULL)                       \
  X(remsi, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | SAME, NULL, NULL)                       \
  X(andi, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, NULL, NULL)                 \
  X(ori, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, NULL, NULL)                  \
  X(xori, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, NULL, NULL)                 \
  X(shli, bin, FL_OVF, INT, INT, NONE, BIN_CHECKS, PURE | SAME, p_ovf, NULL)                  \
  X(shrui, bin, FL_EXACT, INT, INT, NONE, BIN_CHECKS, PURE | SAME, p_exact, NULL)             \
  X(shrsi, bin, FL_EXACT, INT, INT, NONE, BIN_CHECKS, PURE | SAME, p_exact, NULL)             \
  X(negf, un, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | SAME, p_fm, NULL)                 \
  X(addf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | COMM | SAME, p_fm, NULL)         \
  X(subf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | SAME, p_fm, NULL)                \
  X(maximumf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | COMM | SAME, p_fm, NULL)     \
  X(maxnumf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | COMM | SAME, p_fm, NULL)      \
  X(maxsi, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, NULL, NULL)                \
  X(maxui, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, NULL, NULL)                \
  X(minimumf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | COMM | SAME, p_fm, NULL)     \
  X(minnumf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | COMM | SAME, p_fm, NULL)      \
  X(minsi, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, NULL, NULL)                \
  X(minui, bin, 0, INT, INT, NONE, BIN_CHECKS, PURE | COMM | SAME, NULL, NULL)                \
  X(mulf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | COMM | SAME, p_fm, NULL)         \
  X(divf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | SAME, p_fm, NULL)                \
  X(remf, bin, FL_FM, FLOAT, FLOAT, NONE, BIN_CHECKS, PURE | SAME, p_fm, NULL)                \
  X(extui, cast, 0, FIXED, FIXED, EXT_I, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)                       \
  X(extsi, cast, 0, FIXED, FIXED, EXT_I, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)                       \
  X(extf, cast, FL_FM_OPT, FLOAT, FLOAT, EXT_F, CAST_CHECKS, PURE | XF_TRAIT_CAST, p_fm, NULL)                \
  X(scaling_extf, scale, FL_FM_OPT, FLOAT, FLOAT, SCALE_EXT, K_TDIMS | K_CAST | K_ELEM, PURE,  \
    p_fm, NULL)                                                                               \
  X(trunci, cast, FL_OVF, FIXED, FIXED, TRUNC_I, CAST_CHECKS, PURE | XF_TRAIT_CAST, p_ovf, NULL)              \
  X(truncf, cast, FL_RM | FL_FM_OPT, FLOAT, FLOAT, TRUNC_F, CAST_CHECKS, PURE | XF_TRAIT_CAST, p_rm_fm, NULL) \
  X(scaling_truncf, scale, FL_RM | FL_FM_OPT, FLOAT, FLOAT, SCALE_TRUNC,                      \
    K_TDIMS | K_CAST | K_ELEM, PURE, p_rm_fm, NULL)                                           \
  X(uitofp, cast, 0, FIXED, FLOAT, I2F, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)                        \
  X(sitofp, cast, 0, FIXED, FLOAT, I2F, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)                        \
  X(fptoui, cast, 0, FLOAT, FIXED, F2I, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)                        \
  X(fptosi, cast, 0, FLOAT, FIXED, F2I, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)                        \
  X(index_cast, cast, 0, IDXCAST, IDXCAST, IDX, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)                \
  X(index_castui, cast, 0, IDXCAST, IDXCAST, IDX, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)              \
  X(bitcast, cast, 0, BITCAST, BITCAST, BITCAST, CAST_CHECKS, PURE | XF_TRAIT_CAST, NULL, NULL)               \
  X(cmpi, cmp, FL_PRED_I, INT, BOOL, NONE, K_I1_SHAPE | K_SAME_OPS | K_ELEM, PURE, p_cmpi,    \
    NULL)                                                                                     \
  X(cmpf, cmp, FL_PRED_F | FL_FM, FLOAT, BOOL, NONE, K_I1_SHAPE | K_SAME_OPS | K_ELEM, PURE,  \
    p_cmpf, NULL)                                                                             \
  X(select, select, 0, ANY, ANY, NONE, K_COND_SHAPE | K_ELEM, PURE, NULL, NULL)

enum {
#define X(nm, ...) ARITH_##nm,
  ARITH_OPS(X)
#undef X
  ARITH_NUM
};

static const arith_desc descs[ARITH_NUM] = {
#define X(nm, fmt, fl, oc, rc, ck, chk, ...) {AF_##fmt, fl, C_##oc, C_##rc, CK_##ck, chk},
    ARITH_OPS(X)
#undef X
};

static const xf_op_info arith_ops[ARITH_NUM] = {
#define X(nm, fmt, fl, oc, rc, ck, chk, tr, pn, nh)                                           \
  {.name = "arith." #nm,                                                                      \
   .traits = tr,                                                                              \
   .prop_names = pn,                                                                          \
   .parse = xfd_arith_parse_##fmt,                                                            \
   .print = xfd_arith_print_##fmt,                                                            \
   .complete = arith_complete,                                                                \
   .verify = arith_verify,                                                                    \
   .result_names = nh,                                                                        \
   .fold = xfd_arith_fold,                                                                    \
   .materialize = xfd_arith_materialize},
    ARITH_OPS(X)
#undef X
};

const arith_desc *xfd_arith_desc(const xf_op_info *info) {
  if (info < arith_ops || info >= arith_ops + ARITH_NUM)
    return NULL;
  return &descs[info - arith_ops];
}

xf_status xfd_register_arith(xf_context *ctx) {
  return xfd_register_table(ctx, arith_ops, ARITH_NUM);
}

/* ------------------------------------------------- default properties */

/* Materialises DefaultValuedAttr properties (overflowFlags, fastmath) and
 * puts bit enums in their canonical spelling. */
static void arith_complete(xf_context *ctx, xf_op_state *st) {
  const arith_desc *d = xfd_arith_desc(xfi_lookup_op_info(ctx, st->name));
  if (!d)
    return;
  if (d->flags & FL_OVF)
    xfd_complete_bit_enum(ctx, st, "overflowFlags", &xfd_arith_overflow, true);
  if (d->flags & (FL_FM | FL_FM_OPT))
    xfd_complete_bit_enum(ctx, st, "fastmath", &xfd_arith_fastmath, (d->flags & FL_FM) != 0);
}

/* ------------------------------------------------------------ name hints */

/* Appends the spelling of integer type `t` (i32, si8, ui16). */
static size_t int_type_name(const xf_type *t, char *buf, size_t cap) {
  char tmp[16];
  size_t n = 0, d = 0;
  if (t->sign != XF_SIGNLESS)
    tmp[n++] = t->sign == XF_SIGNED ? 's' : 'u';
  tmp[n++] = 'i';
  char digits[12];
  unsigned w = t->width;
  do {
    digits[d++] = (char)('0' + w % 10u);
    w /= 10u;
  } while (w);
  while (d)
    tmp[n++] = digits[--d];
  if (n >= cap)
    return 0;
  memcpy(buf, tmp, n);
  return n;
}

/* ConstantOp::getAsmResultNames: %true/%false for i1, %c<value>[_<type>]
 * for other integers (value printed signed), %cst for everything else. */
static void constant_names(xf_op *op, xf_name_fn set, void *cookie) {
  xf_attr *v = xf_op_get_attr(op, "value");
  if (!op->nres)
    return;
  xf_type *t = xfi_op_results(op)[0].type;
  if (!v || (v->kind != XF_ATTR_INTEGER && v->kind != XF_ATTR_BOOL)) {
    set(cookie, &xfi_op_results(op)[0], "cst", 3);
    return;
  }
  bool is_int = t->kind == XF_TYPE_INTEGER;
  if (is_int && t->width == 1) {
    bool on = xf_attr_int_value(v) != 0;
    set(cookie, &xfi_op_results(op)[0], on ? "true" : "false", on ? 4 : 5);
    return;
  }
  char buf[192];
  buf[0] = 'c';
  unsigned width = xf_type_bitwidth(v->type);
  size_t n = 1 + xfs_int_format(v->u.words, width, false, buf + 1, 128);
  if (is_int) {
    buf[n++] = '_';
    n += int_type_name(t, buf + n, sizeof buf - n);
  }
  set(cookie, &xfi_op_results(op)[0], buf, n);
}

/* The integer value of an arith.constant defining `v`. */
static bool constant_int(xf_value *v, int64_t *out) {
  xf_op *def = v->op;
  if (!def || strcmp(def->name->str, "arith.constant") != 0)
    return false;
  xf_attr *a = xf_op_get_attr(def, "value");
  if (!a || a->kind != XF_ATTR_INTEGER)
    return false;
  *out = xf_attr_int_value(a);
  return true;
}

static bool is_vscale(xf_value *v) {
  return v->op && strcmp(v->op->name->str, "vector.vscale") == 0;
}

/* MulIOp::getAsmResultNames: `c<N>_vscale` for index `N * vscale`. */
static void muli_names(xf_op *op, xf_name_fn set, void *cookie) {
  if (op->nres != 1 || op->nops != 2 || xfi_op_results(op)[0].type->kind != XF_TYPE_INDEX)
    return;
  xf_value *l = op->operands[0].value, *r = op->operands[1].value;
  int64_t c = 0;
  if (!((constant_int(l, &c) && is_vscale(r)) || (constant_int(r, &c) && is_vscale(l))))
    return;
  char buf[48];
  int n = snprintf(buf, sizeof buf, "c%lld_vscale", (long long)c);
  if (n > 0)
    set(cookie, &xfi_op_results(op)[0], buf, (size_t)n);
}

/* Ops with two named results are printed with those names. */
static void two_names(xf_op *op, xf_name_fn set, void *cookie, const char *a, const char *b) {
  if (op->nres != 2)
    return;
  set(cookie, &xfi_op_results(op)[0], a, strlen(a));
  set(cookie, &xfi_op_results(op)[1], b, strlen(b));
}

static void addx_names(xf_op *op, xf_name_fn set, void *cookie) {
  two_names(op, set, cookie, "sum", "overflow");
}

static void mulx_names(xf_op *op, xf_name_fn set, void *cookie) {
  two_names(op, set, cookie, "low", "high");
}

/* ------------------------------------------------------------- verifier */

/* Expected operand and result counts of a format. */
static unsigned fmt_operands(arith_fmt f) {
  switch (f) {
  case AF_cst: return 0;
  case AF_un:
  case AF_cast: return 1;
  case AF_select: return 3;
  default: return 2;
  }
}

static unsigned fmt_results(arith_fmt f) { return f == AF_addx || f == AF_mulx ? 2 : 1; }

static xf_status check_counts(xf_op *op, const arith_desc *d) {
  if (xfd_check_regions(op, 0) != XF_OK || xfd_check_results(op, fmt_results(d->fmt)) != XF_OK)
    return XF_ERROR;
  if (op->nsucc)
    return xfd_op_error(op, "requires zero successors");
  return xfd_check_operands(op, fmt_operands(d->fmt));
}

/* The constraint text of an integer enum attribute. */
static const char *int_enum_constraint(const xfd_int_enum *e, char *buf, size_t cap) {
  if (e == &xfd_arith_rounding)
    return "Floating point rounding mode";
  size_t n = (size_t)snprintf(buf, cap, "allowed %u-bit signless integer cases: ", e->width);
  for (unsigned i = 0; i < e->n && n < cap; i++)
    n += (size_t)snprintf(buf + n, cap - n, "%s%u", i ? ", " : "", i);
  return buf;
}

/* ODS attribute constraints of an arith op's inherent attribute `name`
 * holding `v`: NULL when satisfied (or not constrained), else the
 * constraint's description (built in `buf` when needed). */
const char *xfd_arith_attr_problem(const arith_desc *d, const char *name, const xf_attr *v,
                                   char *buf, size_t cap) {
  unsigned bits;
  bool pred = (d->flags & (FL_PRED_I | FL_PRED_F)) && strcmp(name, "predicate") == 0;
  const xfd_int_enum *ie = pred ? ((d->flags & FL_PRED_I) ? &xfd_arith_cmpi_pred
                                                          : &xfd_arith_cmpf_pred)
                           : (d->flags & FL_RM) && strcmp(name, "roundingmode") == 0
                               ? &xfd_arith_rounding
                               : NULL;
  if (ie)
    return xfd_int_enum_value(ie, v) >= 0 ? NULL : int_enum_constraint(ie, buf, cap);
  if ((d->flags & FL_OVF) && strcmp(name, "overflowFlags") == 0)
    return xfd_bit_enum_value(&xfd_arith_overflow, v, &bits) ? NULL
                                                             : "Integer overflow arith flags";
  if ((d->flags & (FL_FM | FL_FM_OPT)) && strcmp(name, "fastmath") == 0)
    return xfd_bit_enum_value(&xfd_arith_fastmath, v, &bits) ? NULL
                                                             : "Floating point fast math flags";
  if ((d->flags & FL_EXACT) && strcmp(name, "isExact") == 0)
    return v->kind == XF_ATTR_UNIT ? NULL : "unit attribute";
  return NULL;
}

/* Required attributes, then each constrained one in declaration order
 * (the row's prop_names). */
static xf_status check_attrs(xf_op *op, const arith_desc *d) {
  if (d->fmt == AF_cst && !xf_op_get_attr(op, "value"))
    return xfd_op_error(op, "requires attribute 'value'");
  if ((d->flags & (FL_PRED_I | FL_PRED_F)) && !xf_op_get_attr(op, "predicate"))
    return xfd_op_error(op, "requires attribute 'predicate'");
  for (const char *const *n = op->info->prop_names; n && *n; n++) {
    xf_attr *v = xf_op_get_attr(op, *n);
    char buf[160];
    const char *what = v ? xfd_arith_attr_problem(d, *n, v, buf, sizeof buf) : NULL;
    if (what)
      return xfd_attr_constraint_error(op, *n, what);
  }
  return XF_OK;
}

static bool is_ranked_memref_of(const xf_type *t, bool (*pred)(const xf_type *)) {
  return t->kind == XF_TYPE_MEMREF && pred(t->elem);
}

static bool signless_int_or_float(const xf_type *t) {
  return xfd_is_signless_int(t) || xfd_is_float(t);
}

/* Does `t` satisfy type class `c`? */
static bool in_class(xf_type *t, arith_cls c) {
  switch (c) {
  case C_ANY: return true;
  case C_INT: return xfd_like(t, xfd_is_signless_int_or_index);
  case C_FIXED: return xfd_like(t, xfd_is_signless_int);
  case C_FLOAT: return xfd_like(t, xfd_is_float);
  case C_BOOL: return xfd_like(t, xfd_is_i1);
  case C_IDXCAST:
    return xfd_like(t, xfd_is_signless_int_or_index) ||
           is_ranked_memref_of(t, xfd_is_signless_int_or_index);
  case C_BITCAST:
    return xfd_like(t, signless_int_or_float) || is_ranked_memref_of(t, signless_int_or_float);
  }
  return false;
}

static const char *class_desc(arith_cls c) {
  switch (c) {
  case C_INT: return "signless-integer-like";
  case C_FIXED: return "signless-fixed-width-integer-like";
  case C_FLOAT: return "floating-point-like";
  case C_BOOL: return "bool-like";
  case C_IDXCAST: return "signless-integer-like or memref of signless-integer";
  case C_BITCAST:
    return "signless-integer-or-float-like or memref of signless-integer or float";
  default: return "any type";
  }
}

static arith_cls operand_class(const arith_desc *d, unsigned i) {
  if (d->fmt == AF_select)
    return i == 0 ? C_BOOL : C_ANY;
  return d->opnd;
}

static arith_cls result_class(const arith_desc *d, unsigned i) {
  return d->fmt == AF_addx && i == 1 ? C_BOOL : d->res;
}

static xf_status check_types(xf_op *op, const arith_desc *d) {
  for (uint32_t i = 0; i < op->nops; i++) {
    arith_cls c = operand_class(d, i);
    if (!in_class(op->operands[i].value->type, c))
      return xfd_operand_type_error(op, i, class_desc(c));
  }
  for (uint32_t i = 0; i < op->nres; i++) {
    arith_cls c = result_class(d, i);
    if (!in_class(xfi_op_results(op)[i].type, c))
      return xfd_result_type_error(op, i, class_desc(c));
  }
  return XF_OK;
}

static xf_type *otype(xf_op *op, unsigned i) { return op->operands[i].value->type; }

/* AllTypesMatch over the listed operand and result types. */
static xf_status all_match(xf_op *op, xf_type *const *t, size_t n, const char *names) {
  for (size_t i = 1; i < n; i++)
    if (t[i] != t[0])
      return xfd_op_error(op, "failed to verify that all of %s have same type", names);
  return XF_OK;
}

/* Tensor dimensions of `t` (SameInputOutputTensorDims): a tensor's shape,
 * nothing for other types. */
static bool same_tensor_dims(const xf_type *a, const xf_type *b) {
  uint32_t na = a->kind == XF_TYPE_RANKED_TENSOR ? a->n : 0;
  uint32_t nb = b->kind == XF_TYPE_RANKED_TENSOR ? b->n : 0;
  if (na != nb)
    return false;
  for (uint32_t i = 0; i < na; i++)
    if (a->shape[i] != b->shape[i])
      return false;
  return true;
}

/* BooleanConditionOrMatchingShape for select: i1, or both shaped with
 * the same shape. */
static bool cond_shape_ok(const xf_type *c, const xf_type *r) {
  if (xfd_is_i1(c))
    return true;
  if (!xfd_is_shaped(c) || !xfd_is_shaped(r) || xfd_has_rank(c) != xfd_has_rank(r))
    return false;
  if (!xfd_has_rank(c))
    return true;
  return c->n == r->n && memcmp(c->shape, r->shape, c->n * sizeof *c->shape) == 0;
}

static xf_status check_pred_traits(xf_op *op, const arith_desc *d) {
  if (d->fmt == AF_cst) {
    xf_attr *v = xf_op_get_attr(op, "value");
    xf_type *t[2] = {v->type, xfi_op_results(op)[0].type};
    return all_match(op, t, 2, "{value, result}");
  }
  if (d->fmt == AF_addx) {
    xf_type *t[3] = {otype(op, 0), otype(op, 1), xfi_op_results(op)[0].type};
    return all_match(op, t, 3, "{lhs, rhs, sum}");
  }
  if (d->fmt == AF_mulx) {
    xf_type *t[4] = {otype(op, 0), otype(op, 1), xfi_op_results(op)[0].type, xfi_op_results(op)[1].type};
    return all_match(op, t, 4, "{lhs, rhs, low, high}");
  }
  if (d->fmt == AF_select) {
    xf_type *t[3] = {otype(op, 1), otype(op, 2), xfi_op_results(op)[0].type};
    if (all_match(op, t, 3, "{true_value, false_value, result}") != XF_OK)
      return XF_ERROR;
    if (!cond_shape_ok(otype(op, 0), xfi_op_results(op)[0].type))
      return xfd_op_error(op, "failed to verify that condition is signless i1 or has matching "
                              "shape");
  }
  if ((d->checks & K_I1_SHAPE) &&
      xfi_op_results(op)[0].type != xfd_i1_same_shape(xfi_op_ctx(op), otype(op, 0)))
    return xfd_op_error(op, "failed to verify that result type has i1 element type and same "
                            "shape as operands");
  if ((d->checks & K_TDIMS) && !same_tensor_dims(otype(op, 0), xfi_op_results(op)[0].type))
    return xfd_op_error(op, "failed to verify that input and output have the same tensor "
                            "dimensions");
  return XF_OK;
}

static xf_status check_native_traits(xf_op *op, const arith_desc *d) {
  if ((d->checks & K_SAME_OR) && xfd_check_same_operands_and_result_type(op) != XF_OK)
    return XF_ERROR;
  if ((d->checks & K_SAME_OPS) && xfd_check_same_type_operands(op) != XF_OK)
    return XF_ERROR;
  if ((d->checks & K_SHAPE) && xfd_check_same_operands_and_result_shape(op) != XF_OK)
    return XF_ERROR;
  if ((d->checks & K_CAST) && xfd_arith_check_cast(op, d) != XF_OK)
    return XF_ERROR;
  if ((d->checks & K_ELEM) && xfd_check_elementwise(op) != XF_OK)
    return XF_ERROR;
  if ((d->checks & K_SAME_OR) && xfd_check_inferred_same_type(op) != XF_OK)
    return XF_ERROR;
  return XF_OK;
}

/* ConstantOp::verify of `op` holding `v`. */
static xf_status verify_constant(xf_op *op, const xf_attr *v) {
  xf_type *t = xfi_op_results(op)[0].type;
  if (t->kind == XF_TYPE_INTEGER && t->sign != XF_SIGNLESS)
    return xfd_op_error(op, "integer return type must be signless");
  bool elements = v->kind == XF_ATTR_DENSE || v->kind == XF_ATTR_DENSE_STRING ||
                  v->kind == XF_ATTR_DENSE_RESOURCE || v->kind == XF_ATTR_SPARSE;
  if (v->kind != XF_ATTR_INTEGER && v->kind != XF_ATTR_BOOL && v->kind != XF_ATTR_FLOAT &&
      !elements)
    return xfd_op_error(op, "value must be an integer, float, or elements attribute");
  bool scalable = false;
  for (uint32_t i = 0; t->kind == XF_TYPE_VECTOR && t->has_scalable && i < t->n; i++)
    scalable |= t->scalable[i];
  bool splat = v->kind == XF_ATTR_DENSE && (v->flag || xfi_type_num_elements(v->type) == 1);
  if (scalable && !splat)
    return xfd_op_error(op, "intializing scalable vectors with elements attribute is not "
                            "supported unless it's a vector splat");
  return XF_OK;
}

/* SelectOp::verify. */
static xf_status verify_select(xf_op *op) {
  xf_type *c = otype(op, 0), *r = xfi_op_results(op)[0].type;
  if (xfd_is_i1(c))
    return XF_OK;
  bool shaped = r->kind == XF_TYPE_VECTOR || xfd_is_tensor(r);
  xf_type *want = shaped ? xfd_i1_same_shape(xfi_op_ctx(op), r) : NULL;
  if (c == want)
    return XF_OK;
  xf_diag *dg = xfd_op_diag(op);
  if (!shaped) {
    xf_diag_printf(dg, "expected condition to be a signless i1, but got ");
  } else {
    xf_diag_printf(dg, "expected condition type to have the same shape as the result type, "
                       "expected ");
    xf_diag_append_type(dg, want);
    xf_diag_printf(dg, ", but got ");
  }
  xf_diag_append_type(dg, c);
  xf_diag_report(dg);
  return XF_ERROR;
}

/* The whole verifier; it reads only what xfd_verify_memoised keys on. */
static xf_status arith_check(xf_op *op) {
  const arith_desc *d = xfd_arith_desc(op->info);
  if (!d)
    return XF_OK;
  if (check_counts(op, d) != XF_OK || check_attrs(op, d) != XF_OK ||
      check_types(op, d) != XF_OK || check_pred_traits(op, d) != XF_OK ||
      check_native_traits(op, d) != XF_OK)
    return XF_ERROR;
  if (d->fmt == AF_cst)
    return verify_constant(op, xf_op_get_attr(op, "value"));
  if (d->fmt == AF_select)
    return verify_select(op);
  if (d->cast != CK_NONE)
    return xfd_arith_check_width(op, d);
  return XF_OK;
}

/* arith_check for arith.constant, with `value` looked up once: the op
 * has no operands, no constrained attribute, no native trait and a
 * result of any type, so what is left of arith_check's steps is the
 * counts, the required attribute, AllTypesMatch and ConstantOp::verify. */
static xf_status check_constant(xf_op *op, const arith_desc *d) {
  if (check_counts(op, d) != XF_OK)
    return XF_ERROR;
  xf_attr *v = xf_op_get_attr(op, "value");
  if (!v)
    return xfd_op_error(op, "requires attribute 'value'");
  xf_type *t[2] = {v->type, xfi_op_results(op)[0].type};
  if (all_match(op, t, 2, "{value, result}") != XF_OK)
    return XF_ERROR;
  return verify_constant(op, v);
}

/* Constants are checked directly: their values are mostly distinct, so
 * remembering their verdicts would cost memory for nothing. */
static xf_status arith_verify(xf_op *op) {
  const arith_desc *d = xfd_arith_desc(op->info);
  if (d && d->fmt == AF_cst)
    return check_constant(op, d);
  return xfd_verify_memoised(op, XFD_VT_ARITH, arith_check);
}
