/* dlti.c — the DLTI dialect as far as xform needs it: its attributes
 * (`#dlti.map`, `#dlti.dl_spec`, `#dlti.target_device_spec`,
 * `#dlti.target_system_spec`, `#dlti.dl_entry`) are parsed into canonical
 * opaque text by the attribute parser (parse_attr.c); here are the checks
 * MLIR's DLTIDialect::verifyOperationAttribute makes of the discardable
 * attributes named `dlti.*`, and the data-layout predicate the module
 * verifier uses.
 *
 * Invariant: a DLTI attribute is an XF_ATTR_OPAQUE whose text starts with
 * its name and '<' (e.g. "dlti.dl_spec<...>").
 */
#include "dialects.h"

static bool opaque_starts(const xf_attr *a, const char *prefix) {
  size_t n = strlen(prefix);
  return a->kind == XF_ATTR_OPAQUE && a->n > n && memcmp(a->u.str, prefix, n) == 0;
}

bool xfd_is_data_layout_spec(const xf_attr *a) { return opaque_starts(a, "dlti.dl_spec<"); }

/* The attribute names the dialect gives a meaning, with the kind each
 * must hold. */
static const struct {
  const char *name;
  const char *prefix;    /* the value's text starts so */
  const char *kind;      /* for the message */
} dlti_names[] = {
    {"dlti.dl_spec", "dlti.dl_spec<", "#dlti.dl_spec"},
    {"dlti.target_system_spec", "dlti.target_system_spec<", "#dlti.target_system_spec"},
    {"dlti.map", "dlti.map<", "#dlti.map"},
};

static xf_status dlti_verify_attr(xf_op *op, const xf_named_attr *attr) {
  for (size_t i = 0; i < sizeof dlti_names / sizeof dlti_names[0]; i++) {
    if (strcmp(attr->name->str, dlti_names[i].name) != 0)
      continue;
    if (opaque_starts(attr->value, dlti_names[i].prefix))
      return XF_OK;
    xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
    xf_diag_printf(d, "'%s' is expected to be a %s attribute", dlti_names[i].name,
                   dlti_names[i].kind);
    xf_diag_report(d);
    return XF_ERROR;
  }
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "attribute '%s' not supported by dialect", attr->name->str);
  xf_diag_report(d);
  return XF_ERROR;
}

static const xf_dialect_info dlti_dialect_info = {
    .dialect = "dlti",
    .verify_attr = dlti_verify_attr,
};

xf_status xfd_register_dlti(xf_context *ctx) {
  return xfi_register_dialect_info(ctx, &dlti_dialect_info);
}
