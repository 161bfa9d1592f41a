/* verify.c — the ODS verifier of ops defined in rule files, in
 * mlir-opt's order and wording: result, operand and region counts (the
 * count traits), then the invariants: required attributes and attribute
 * constraints, operand types, result types.
 */
#include "drr.h"

XFS_HIDDEN xf_status xfdrr_verify_hook(xf_op *op);

static xf_status op_error(xf_op *op, const char *fmt, ...) XFS_PRINTF(2, 3);
static xf_status op_error(xf_op *op, const char *fmt, ...) {
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op ", op->name->str);
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
  xf_diag_report(d);
  return XF_ERROR;
}

/* OneResult / NResults / AtLeastNResults style count checks. */
static xf_status check_count(xf_op *op, const char *what, uint32_t fixed, bool variadic,
                             uint32_t have) {
  if (variadic) {
    if (have < fixed)
      return op_error(op, "expected %u or more %ss, but found %u", fixed, what, have);
    return XF_OK;
  }
  if (have == fixed)
    return XF_OK;
  if (fixed == 0)
    return op_error(op, "requires zero %ss", what);
  if (fixed == 1)
    return op_error(op, strcmp(what, "operand") ? "requires one %s" : "requires a single %s",
                    what);
  return op_error(op, "expected %u %ss, but found %u", fixed, what, have);
}

static void type_text(xf_op *op, xf_type *t, xf_strbuf *b) {
  if (xfi_op_ctx(op)->diag_print_type)
    xfi_op_ctx(op)->diag_print_type(t, b);
}

static xf_status check_values(xf_op *op, const xfdrr_op *m, bool results, xfs_arena *scratch) {
  uint32_t n = results ? m->nresults : m->noperands;
  xf_status st = XF_OK;
  for (uint32_t g = 0; g < n && st == XF_OK; g++) {
    const xfdrr_odsarg *a = results ? &m->results[g] : &m->args[m->operand_arg[g]];
    uint32_t s, l;
    if (results)
      xfdrr_result_group(m, op, g, &s, &l);
    else
      xfdrr_operand_group(m, op, g, &s, &l);
    for (uint32_t i = s; i < s + l && st == XF_OK; i++) {
      xf_value *v = results ? &xfi_op_results(op)[i] : op->operands[i].value;
      xfdrr_cval self = xfdrr_cv_type(v->type);
      if (xfdrr_constraint_holds(xfi_op_ctx(op), scratch, a->c, &self, NULL, 0))
        continue;
      xf_strbuf b;
      xf_strbuf_init(&b, xfi_op_ctx(op));
      type_text(op, v->type, &b);
      st = op_error(op, "%s #%u must be %s, but got '%s'", results ? "result" : "operand", i,
                    a->decl->summary, b.data ? b.data : "");
      xf_strbuf_free(&b);
    }
  }
  return st;
}

static xf_status check_attrs(xf_op *op, const xfdrr_op *m, xfs_arena *scratch) {
  for (uint32_t i = 0; i < m->nargs; i++) {
    const xfdrr_odsarg *a = &m->args[i];
    if (a->kind != XFDRR_ARG_ATTR)
      continue;
    xf_attr *v = xf_attr_dict_get_id(op->props, a->name);
    if (!v) {
      if (a->decl->optional || a->decl->has_default)
        continue;
      return op_error(op, "requires attribute '%s'", a->name->str);
    }
    xfdrr_cval self = xfdrr_cv_attr(v);
    if (!xfdrr_constraint_holds(xfi_op_ctx(op), scratch, a->decl, &self, NULL, 0))
      return op_error(op, "attribute '%s' failed to satisfy constraint: %s", a->name->str,
                      a->decl->summary);
  }
  return XF_OK;
}

xf_status xfdrr_verify_hook(xf_op *op) {
  const xfdrr_op *m = xfdrr_op_of_info(op->info);
  if (!m)
    return XF_OK;
  if (!m->nvar_results || m->nfixed_results)
    if (check_count(op, "result", m->nfixed_results, m->nvar_results != 0, op->nres) != XF_OK)
      return XF_ERROR;
  if (!m->nvar_operands || m->nfixed_operands)
    if (check_count(op, "operand", m->nfixed_operands, m->nvar_operands != 0, op->nops) !=
        XF_OK)
      return XF_ERROR;
  /* scratch for evaluating predicates (never the context arena: values
   * made there would outlive a reset) */
  xfs_arena scratch;
  xfs_arena_init(&scratch, xfs_ctx_mem(xfi_op_ctx(op)));
  xf_status st = XF_OK;
  if (check_attrs(op, m, &scratch) != XF_OK || check_values(op, m, false, &scratch) != XF_OK ||
      check_values(op, m, true, &scratch) != XF_OK)
    st = XF_ERROR;
  xfs_arena_free(&scratch);
  return st;
}
