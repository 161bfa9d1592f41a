/* arith_casts.c — the arith cast ops' compatibility rules
 * (CastOpInterface::areCastCompatible) and the ext/trunc width verifiers.
 *
 * A cast has one input and one output (scaling casts: the first operand
 * counts) whose shapes are compatible and whose tensor encodings agree.
 * The element types are then compared by the op's rule: width growth or
 * shrinkage for ext/trunc, int <-> float for the conversions, index <->
 * signless integer for index casts, equal widths for bitcast.  Vectors
 * and tensors are looked through; memrefs only for index casts and bitcast.
 */
#include "arith_ops.h"

/* getTypeIfLike(OrMemRef): the element (or the scalar) of an allowed
 * container, or NULL. */
static xf_type *underlying(xf_type *t, bool memref_ok) {
  if (xfd_is_shaped(t)) {
    bool ok = t->kind == XF_TYPE_VECTOR || xfd_is_tensor(t) ||
              (memref_ok && t->kind == XF_TYPE_MEMREF);
    return ok ? t->elem : NULL;
  }
  return t;
}

static bool is_int(const xf_type *t) { return t && t->kind == XF_TYPE_INTEGER; }
static bool is_flt(const xf_type *t) { return t && t->kind == XF_TYPE_FLOAT; }

static unsigned width_of(const xf_type *t) {
  return t->kind == XF_TYPE_FLOAT ? xf_type_float_width(t) : t->width;
}

/* areValidCastInputsAndOutputs for one input and one output. */
static bool valid_pair(const xf_type *in, const xf_type *out) {
  if (in->kind == XF_TYPE_RANKED_TENSOR && out->kind == XF_TYPE_RANKED_TENSOR &&
      in->encoding != out->encoding)
    return false;
  return xfd_compatible_shape(in, out);
}

/* checkWidthChangeCast: same kind of element, width grows (`grow`) or
 * shrinks. */
static bool width_change(xf_type *in, xf_type *out, bool flt, bool grow) {
  if (!valid_pair(in, out))
    return false;
  xf_type *s = underlying(in, false), *d = underlying(out, false);
  if (flt ? !is_flt(s) || !is_flt(d) : !is_int(s) || !is_int(d))
    return false;
  return grow ? width_of(d) > width_of(s) : width_of(d) < width_of(s);
}

static bool int_float(xf_type *in, xf_type *out, bool from_int) {
  if (!valid_pair(in, out))
    return false;
  xf_type *s = underlying(in, false), *d = underlying(out, false);
  return from_int ? is_int(s) && is_flt(d) : is_flt(s) && is_int(d);
}

static bool index_cast(xf_type *in, xf_type *out) {
  if (!valid_pair(in, out))
    return false;
  xf_type *s = underlying(in, true), *d = underlying(out, true);
  if (!s || !d)
    return false;
  return (xfd_is_index(s) && xfd_is_signless_int(d)) || (xfd_is_signless_int(s) && xfd_is_index(d));
}

static bool bit_cast(xf_type *in, xf_type *out) {
  if (!valid_pair(in, out))
    return false;
  xf_type *s = underlying(in, true), *d = underlying(out, true);
  if (!(is_int(s) || is_flt(s)) || !(is_int(d) || is_flt(d)))
    return false;
  return width_of(s) == width_of(d);
}

static bool compatible(const arith_desc *d, xf_type *in, xf_type *out) {
  switch ((arith_cast)d->cast) {
  case CK_EXT_I: return width_change(in, out, false, true);
  case CK_TRUNC_I: return width_change(in, out, false, false);
  case CK_EXT_F:
  case CK_SCALE_EXT: return width_change(in, out, true, true);
  case CK_TRUNC_F:
  case CK_SCALE_TRUNC: return width_change(in, out, true, false);
  case CK_I2F: return int_float(in, out, true);
  case CK_F2I: return int_float(in, out, false);
  case CK_IDX: return index_cast(in, out);
  case CK_BITCAST: return bit_cast(in, out);
  case CK_NONE: return true;
  }
  return true;
}

xf_status xfd_arith_check_cast(xf_op *op, const arith_desc *d) {
  if (op->nops && op->nres == 1 &&
      compatible(d, op->operands[0].value->type, xfi_op_results(op)[0].type))
    return XF_OK;
  xf_diag *dg = xfd_op_diag(op);
  xf_diag_printf(dg, "operand type%s", op->nops > 1 ? "s " : " ");
  for (uint32_t i = 0; i < op->nops; i++) {
    if (i)
      xf_diag_printf(dg, ", ");
    xf_diag_append_type(dg, op->operands[i].value->type);
  }
  xf_diag_printf(dg, " and result type%s", op->nres > 1 ? "s " : " ");
  for (uint32_t i = 0; i < op->nres; i++) {
    if (i)
      xf_diag_printf(dg, ", ");
    xf_diag_append_type(dg, xfi_op_results(op)[i].type);
  }
  xf_diag_printf(dg, " are cast incompatible");
  xf_diag_report(dg);
  return XF_ERROR;
}

/* verifyExtOp / verifyTruncateOp: reported with emitError, so without the
 * "'op' op" prefix. */
xf_status xfd_arith_check_width(xf_op *op, const arith_desc *d) {
  bool grow = d->cast == CK_EXT_I || d->cast == CK_EXT_F || d->cast == CK_SCALE_EXT;
  bool shrink = d->cast == CK_TRUNC_I || d->cast == CK_TRUNC_F || d->cast == CK_SCALE_TRUNC;
  if (!grow && !shrink)
    return XF_OK;
  xf_type *s = xfd_elem_or_self(op->operands[0].value->type);
  xf_type *r = xfd_elem_or_self(xfi_op_results(op)[0].type);
  if (grow ? width_of(s) < width_of(r) : width_of(s) > width_of(r))
    return XF_OK;
  xf_diag *dg = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(dg, "result type ");
  xf_diag_append_type(dg, r);
  xf_diag_printf(dg, grow ? " must be wider than operand type " : " must be shorter than operand type ");
  xf_diag_append_type(dg, s);
  xf_diag_report(dg);
  return XF_ERROR;
}
