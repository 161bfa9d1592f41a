/* transform_drr.c — transform.apply_patterns.drr, the pattern descriptor
 * that adds the patterns of a DRR rule file to transform.apply_patterns:
 *
 *   transform.apply_patterns to %f {
 *     transform.apply_patterns.drr "rules.td"
 *     transform.apply_patterns.drr "rules.td" {only = ["Fold", "GeneratedConvert2"]}
 *   } : !transform.any_op
 *
 * Syntax: `$path attr-dict`; `path` (a string, relative to the file the
 * descriptor is written in) and `only` (an optional array of record names)
 * are properties.  Contract: reads nothing, produces nothing; the patterns
 * it adds modify the payload of the enclosing apply_patterns, through its
 * rewriter, so handles are tracked.  Rule files are loaded once per
 * context (see state.c); ops they define that were parsed before are
 * matched through their attribute dictionaries.
 */
#include <stdio.h>

#include "xform/transform.h"
#include "../dialects/transform_dialect.h"
#include "drr.h"

static const char *const drr_props[] = {"path", "only", NULL};

static bool drr_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_token at = p->tok;
  if (p->tok.kind != XFY_STRING)
    return xfy_custom_error_at(b, &at, "expected the rule file path as a string");
  xf_attr *path = xfy_parse_attr_of_type(p, NULL);
  return path && xfy_add_prop(b, "path", path) && xfy_parse_optional_attr_dict(b);
}

static void drr_print(xfy_printer *pr, xf_op *op) {
  xf_attr *path = xf_op_get_attr(op, "path");
  if (path) {
    xfy_putc(pr, ' ');
    xfy_print_attr(pr, path, XFY_ELIDE_NEVER);
  }
  static const char *const elided[] = {"path", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
}

static xf_status drr_verify(xf_op *op) {
  xf_attr *path = xf_op_get_attr(op, "path");
  xf_attr *only = xf_op_get_attr(op, "only");
  bool ok = path && path->kind == XF_ATTR_STRING;
  for (size_t i = 0; ok && only && i < (only->kind == XF_ATTR_ARRAY ? only->n : 0); i++)
    ok = only->u.elems[i]->kind == XF_ATTR_STRING;
  ok = ok && (!only || only->kind == XF_ATTR_ARRAY);
  if (ok)
    return XF_OK;
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op expects a string path and an optional array of record names "
                    "`only`", op->name->str);
  xf_diag_report(d);
  return XF_ERROR;
}

static const xfd_transform_row drr_row = {
    .info = {.name = "transform.apply_patterns.drr",
             .traits = XF_TRAIT_TRANSFORM_DESC,
             .prop_names = drr_props,
             .parse = drr_parse,
             .print = drr_print,
             .verify = xfd_tx_verify_row},
    .ifaces = XFD_TI_PATTERN_DESC,
    .operand_kinds = "",
    .result_kinds = "",
    .verify_op = drr_verify,
};

/* `path` made relative to the folder of the file `op` is written in. */
static void resolve_path(xf_op *op, const char *path, xf_strbuf *out) {
  xf_ident *file;
  unsigned line, col;
  if (path[0] != '/' && xf_loc_file_line_col(xfi_op_loc(op), &file, &line, &col)) {
    const char *f = xf_ident_str(file), *slash = strrchr(f, '/');
    if (slash)
      xfs_buf_put(out, f, (size_t)(slash - f) + 1);
  }
  xfs_buf_puts(out, path);
}

/* Gives an op parsed before its rule file was loaded the rule file's row:
 * its inherent attributes become properties and defaults are filled in, as
 * if it had been parsed afterwards. */
static xf_walk_result rebind(xf_op *op, void *user) {
  (void)user;
  const xf_op_info *info = op->info ? NULL : xfi_lookup_op_info(xfi_op_ctx(op), op->name);
  if (!info || !xfdrr_op_of_info(info))
    return XF_WALK_ADVANCE;
  xf_op_state st;
  memset(&st, 0, sizeof st);
  st.name = op->name;
  st.properties = op->props;
  xf_named_attr keep[64], move[64];
  size_t nk = 0, nm = 0;
  for (uint32_t i = 0; op->attrs && i < op->attrs->n && nk < 64; i++) {
    const xf_named_attr *e = &op->attrs->u.entries[i];
    bool inh = false;
    for (const char *const *n = info->prop_names; n && *n && !inh; n++)
      inh = !strcmp(*n, e->name->str);
    if (inh)
      move[nm++] = *e;
    else
      keep[nk++] = *e;
  }
  for (uint32_t i = 0; op->props && i < op->props->n && nm < 64; i++)
    move[nm++] = op->props->u.entries[i];
  st.properties = nm ? xf_attr_dict(xfi_op_ctx(op), move, nm) : NULL;
  if (info->complete)
    info->complete(xfi_op_ctx(op), &st);
  op->info = info;
  xf_op_set_properties(op, st.properties);
  xf_op_set_attrs(op, nk ? xf_attr_dict(xfi_op_ctx(op), keep, nk) : NULL);
  return XF_WALK_ADVANCE;
}

static xf_status populate_drr(xf_op *desc, xf_tstate *st, xf_pattern_set *set, void *user) {
  (void)user;
  xf_context *ctx = xfi_op_ctx(desc);
  xf_attr *path = xf_op_get_attr(desc, "path");
  xf_attr *only = xf_op_get_attr(desc, "only");
  size_t plen = 0, nonly = only && only->kind == XF_ATTR_ARRAY ? only->n : 0;
  const char *p = path ? xf_attr_string_value(path, &plen) : NULL;
  if (!p)
    return XF_ERROR;
  const char *names[64];
  if (nonly > 64)
    nonly = 64;
  for (size_t i = 0; i < nonly; i++) {
    size_t n;
    names[i] = xf_attr_string_value(only->u.elems[i], &n);
  }
  xf_strbuf full;
  xf_strbuf_init(&full, ctx);
  resolve_path(desc, p, &full);
  xf_drr_rules *rules = full.data ? xfdrr_cached_rules(ctx, full.data, names, nonly) : NULL;
  xf_strbuf_free(&full);
  if (!rules) {
    xf_diag *d = xf_op_emit(desc, XF_SEV_ERROR);
    xf_diag_printf(d, "cannot load the rule file '%s'", p);
    xf_diag_report(d);
    return XF_ERROR;
  }
  xf_op *top = xf_tstate_top_level(st);
  if (top)
    xf_walk(top, XF_POST_ORDER, rebind, NULL);
  return xf_drr_rules_populate(rules, set);
}

xf_status xf_drr_register_transform_ops(xf_context *ctx) {
  xf_status s = xfd_register_transform_rows(ctx, &drr_row, 1);
  if (s == XF_OK)
    s = xf_register_pattern_descriptor(ctx, "transform.apply_patterns.drr", populate_drr, NULL);
  return s;
}
