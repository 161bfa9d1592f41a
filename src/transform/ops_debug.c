/* ops_debug.c — payload-touching and debugging ops: annotate, print,
 * debug.emit_remark_at, debug.emit_param_as_remark, verify.
 *
 * Contracts:
 *   annotate              reads its operands; writes payload attributes.
 *   print                 reads its operand and the payload; writes the
 *                         output callback (mlir-opt's stdout).
 *   debug.emit_remark_at  reads its operand and the payload; remarks.
 *   debug.emit_param_as_remark  reads its operands; remarks.
 *   verify                reads its operand; runs the payload verifier.
 */
#include "transform_impl.h"

/* ------------------------------------------------------------- annotate */

/* Tells the caller that the payload changed (XFT_TOP_REPORTS_MODIFICATION)
 * unless the attribute is one no verifier reads on that op: the IR that
 * verified before still does, and need not be verified again. */
static void note_annotation(xf_tstate *st, xf_op *target, bool neutral_name) {
  bool *flag = st->opts.payload_modified;
  if (flag && !*flag && (!neutral_name || target->name == st->ctx->id_builtin_module))
    *flag = true;
}

/* The identifier of annotation name `str` and whether the name alone
 * leaves every verdict as it was, remembered per name: a foreach_match
 * action annotates op after op with the same few names. */
static xf_ident *annotation_key(xf_tstate *st, const xf_attr *str, bool *neutral) {
  size_t slot = ((uintptr_t)str >> 4) % (sizeof st->annot_names / sizeof st->annot_names[0]);
  if (st->annot_names[slot].str == str) {
    *neutral = st->annot_names[slot].neutral;
    return st->annot_names[slot].id;
  }
  xf_ident *id = xf_ident_get(st->ctx, str->u.str, str->n);
  if (!id)
    return NULL;
  *neutral = xfi_discardable_name_is_neutral(st->ctx, id);
  st->annot_names[slot].str = str; /* uniqued: lives as long as the context */
  st->annot_names[slot].id = id;
  st->annot_names[slot].neutral = *neutral;
  return id;
}

/* Contract: reads the targets and the param; writes an attribute on each target. */
static xf_tresult annotate_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  xf_attr *name = xft_prop(op, "name");
  if (!name || name->kind != XF_ATTR_STRING)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "'%s' op requires attribute 'name'",
                                  op->name->str);
  bool neutral;
  xf_ident *key = annotation_key(st, name, &neutral);
  if (!key)
    return xft_oom(st, op);
  size_t nt = 0, np = 0;
  void *const *targets = xft_items(st, op->operands[0].value, &nt);
  xf_attr *unit = xf_attr_unit(st->ctx);
  xf_attr *const *params = &unit;
  if (op->nops > 1) {
    params = (xf_attr *const *)xft_items(st, op->operands[1].value, &np);
    if (np != 1 && np != nt)
      return xf_tresult_silenceable_at(st->ctx, xfi_op_loc(op),
                                       "parameter and target have different payload lengths "
                                       "(%zu vs %zu)",
                                       np, nt);
  }
  for (size_t i = 0; i < nt; i++) {
    xf_attr *v = op->nops > 1 && np != 1 ? params[i] : params[0];
    note_annotation(st, targets[i], neutral);
    if (xf_op_set_attr(targets[i], key, v) != XF_OK)
      return xft_oom(st, op);
  }
  return xf_tresult_success();
}

/* ---------------------------------------------------------------- print */

/* Prints "op" as Operation::print does: a parentless op as a whole file
 * (aliases, trailing newline), a nested one as a fragment. */
static void print_one(xf_tstate *st, xf_op *op, const xf_print_options *po, xf_strbuf *b) {
  xf_status s = op->block ? xf_print_op(op, po, b) : xf_print_module(op, po, b);
  if (s != XF_OK)
    b->failed = true;
  xfs_buf_putc(b, '\n');
  (void)st;
}

/* Contract: reads the target (or the root); writes the printed payload to the output callback. */
static xf_tresult print_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  xf_print_options po = st->opts.print;
  po.local_scope |= xft_prop_flag(op, "use_local_scope", false);
  po.skip_regions |= xft_prop_flag(op, "skip_regions", false);
  xf_strbuf b;
  xf_strbuf_init(&b, st->ctx);
  xfs_buf_puts(&b, "[[[ IR printer: ");
  xf_attr *name = xft_prop(op, "name");
  if (name && name->kind == XF_ATTR_STRING) {
    xfs_buf_put(&b, name->u.str, name->n);
    xfs_buf_putc(&b, ' ');
  }
  if (!op->nops) {
    xfs_buf_puts(&b, "top-level ]]]\n");
    print_one(st, st->top, &po, &b);
  } else {
    xfs_buf_puts(&b, "]]]\n");
    size_t n = 0;
    void *const *items = xft_items(st, op->operands[0].value, &n);
    for (size_t i = 0; i < n; i++)
      print_one(st, items[i], &po, &b);
  }
  xft_out(st, b.data, b.len);
  xf_strbuf_free(&b);
  return xf_tresult_success();
}

/* -------------------------------------------------------- emit_remark_at */

/* Position of block "b" in its region. */
static unsigned block_number(const xf_block *b) {
  unsigned i = 0;
  for (const xf_block *x = b->region->first; x && x != b; x = x->next)
    i++;
  return i;
}

static void remark_at_value(xf_tstate *st, xf_value *v, const char *msg, size_t len) {
  xf_diag *d = xf_diag_create(st->ctx, XF_SEV_REMARK, xft_value_loc(v));
  xf_diag_append(d, msg, len);
  xf_diag *n = xf_diag_note(d, xft_value_loc(v));
  if (v->op)
    xf_diag_printf(n, "value handle points to an op result #%u", v->index);
  else
    xf_diag_printf(n, "value handle points to a block argument #%u in block #%u in region #%u",
                   v->index, block_number(xfi_value_block(v)), xfi_value_block(v)->region->index);
  xf_diag_report(d);
}

/* Contract: reads the handle; reports one remark per payload op or value. */
static xf_tresult emit_remark_at_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  xf_attr *m = xft_prop(op, "message");
  const char *msg = m && m->kind == XF_ATTR_STRING ? m->u.str : "";
  size_t len = m && m->kind == XF_ATTR_STRING ? m->n : 0;
  xf_value *h = op->operands[0].value;
  size_t n = 0;
  void *const *items = xft_items(st, h, &n);
  bool values = xft_kind_of(st, h) == XF_TK_VALUES;
  for (size_t i = 0; i < n; i++) {
    if (values) {
      remark_at_value(st, items[i], msg, len);
      continue;
    }
    xf_diag *d = xf_op_emit(items[i], XF_SEV_REMARK);
    xf_diag_append(d, msg, len);
    xf_diag_report(d);
  }
  return xf_tresult_success();
}

/* -------------------------------------------------- emit_param_as_remark */

/* Contract: reads the param and the anchor; reports the remark(s). */
static xf_tresult emit_param_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  xf_strbuf b;
  xf_strbuf_init(&b, st->ctx);
  xf_attr *m = xft_prop(op, "message");
  if (m && m->kind == XF_ATTR_STRING) {
    xfs_buf_put(&b, m->u.str, m->n);
    xfs_buf_putc(&b, ' ');
  }
  size_t np = 0;
  xf_attr *const *ps = (xf_attr *const *)xft_items(st, op->operands[0].value, &np);
  for (size_t i = 0; i < np; i++) {
    if (i)
      xfs_buf_puts(&b, ", ");
    if (xf_print_attr(ps[i], &b) != XF_OK)
      b.failed = true;
  }
  const char *text = b.data ? b.data : "";
  if (op->nops < 2) {
    xf_diag *d = xf_op_emit(op, XF_SEV_REMARK);
    xf_diag_append(d, text, b.len);
    xf_diag_report(d);
  } else {
    size_t na = 0;
    void *const *anchors = xft_items(st, op->operands[1].value, &na);
    for (size_t i = 0; i < na; i++) {
      xf_diag *d = xf_diag_create(st->ctx, XF_SEV_REMARK, xfi_op_loc(((xf_op *)anchors[i])));
      xf_diag_append(d, text, b.len);
      xf_diag_report(d);
    }
  }
  xf_strbuf_free(&b);
  return xf_tresult_success();
}

/* --------------------------------------------------------------- verify */

/* Contract: reads the targets; runs the payload verifier on each. */
static xf_tresult verify_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  for (size_t i = 0; i < n; i++) {
    xf_op *t = items[i];
    if (xf_verify(t) == XF_OK)
      continue;
    xf_diag *d = xf_diag_create(st->ctx, XF_SEV_ERROR, xfi_op_loc(op));
    xf_diag_printf(d, "failed to verify payload op");
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(t)), "payload op");
    xf_diag_report(d);
    return xf_tresult_definite();
  }
  return xf_tresult_success();
}

/* ------------------------------------------------------------- table */

const xf_transform_op_def xft_debug_defs[] = {
    {"transform.annotate", annotate_apply, NULL,
     XF_TOP_MODIFIES_PAYLOAD | XFT_TOP_REPORTS_MODIFICATION, NULL},
    {"transform.print", print_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.debug.emit_remark_at", emit_remark_at_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.debug.emit_param_as_remark", emit_param_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.verify", verify_apply, NULL, 0, NULL},
};
const size_t xft_num_debug_defs = sizeof xft_debug_defs / sizeof xft_debug_defs[0];
