/* types.c — the transform types: which kind of payload a transform value
 * holds (op handle, value handle, parameter) and the payload check each
 * type runs when a list is bound to a value of that type (MLIR's
 * checkPayload of TransformHandleTypeInterface & co.).
 *
 * Types are classified from their printed form ("!transform.any_op",
 * "!transform.op<\"x.y\">", "!transform.param<i64>", ...), which is the
 * stable contract whatever the syntax layer's representation of the type
 * is.  Types are uniqued, so the classification is cached per context by
 * type pointer.
 */
#include "transform_impl.h"

/* Prefix test on a printed type. */
static bool starts(const char *s, size_t n, const char *p) {
  size_t k = strlen(p);
  return n >= k && memcmp(s, p, k) == 0;
}

static bool equals(const char *s, size_t n, const char *p) {
  return n == strlen(p) && memcmp(s, p, n) == 0;
}

/* Fills "ti" from the printed type "s" (length "n"). */
static void classify(xf_context *ctx, const char *s, size_t n, xft_typeinfo *ti) {
  ti->kind = XF_TK_NONE;
  ti->check = XFT_CHECK_NONE;
  if (equals(s, n, "!transform.any_op") || equals(s, n, "!pdl.operation") ||
      equals(s, n, "!transform.test_dialect_op")) {
    ti->kind = XF_TK_OPS;
  } else if (starts(s, n, "!transform.op<\"") && n > 17 && s[n - 2] == '"' && s[n - 1] == '>') {
    ti->kind = XF_TK_OPS;
    ti->check = XFT_CHECK_OP_NAME;
    ti->op_name = xf_ident_get(ctx, s + 15, n - 17);
  } else if (equals(s, n, "!transform.any_value") || equals(s, n, "!pdl.value")) {
    ti->kind = XF_TK_VALUES;
  } else if (equals(s, n, "!transform.any_param") ||
             equals(s, n, "!transform.test_dialect_param") ||
             equals(s, n, "!pdl.attribute")) {
    ti->kind = XF_TK_PARAMS;
  } else if (starts(s, n, "!transform.param<") && s[n - 1] == '>') {
    ti->kind = XF_TK_PARAMS;
    ti->check = XFT_CHECK_INT_PARAM;
    ti->int_type = xf_parse_type(ctx, s + 17, n - 18);
  } else if (equals(s, n, "!transform.type")) {
    ti->kind = XF_TK_PARAMS;
    ti->check = XFT_CHECK_TYPE_ATTR;
  } else if (equals(s, n, "!transform.affine_map")) {
    ti->kind = XF_TK_PARAMS;
    ti->check = XFT_CHECK_AFFINE_MAP;
  }
}

/* Fills "ti" from the transform dialect's own type model; false for types
 * it does not know (then the printed form decides). */
static bool classify_dialect_type(xf_type *t, xft_typeinfo *ti) {
  switch (xf_transform_type_get_kind(t)) {
  case XF_TT_ANY_OP:
    ti->kind = XF_TK_OPS;
    return true;
  case XF_TT_OP:
    ti->kind = XF_TK_OPS;
    ti->check = XFT_CHECK_OP_NAME;
    ti->op_name = xf_transform_type_op_name(t);
    return true;
  case XF_TT_ANY_VALUE:
    ti->kind = XF_TK_VALUES;
    return true;
  case XF_TT_ANY_PARAM:
    ti->kind = XF_TK_PARAMS;
    return true;
  case XF_TT_PARAM:
    ti->kind = XF_TK_PARAMS;
    ti->check = XFT_CHECK_INT_PARAM;
    ti->int_type = xf_transform_type_param_elem(t);
    return true;
  case XF_TT_TYPE:
    ti->kind = XF_TK_PARAMS;
    ti->check = XFT_CHECK_TYPE_ATTR;
    return true;
  case XF_TT_AFFINE_MAP:
    ti->kind = XF_TK_PARAMS;
    ti->check = XFT_CHECK_AFFINE_MAP;
    return true;
  case XF_TT_NONE:
    break;
  }
  return false;
}

const xft_typeinfo *xft_type_info(xf_context *ctx, xf_type *t) {
  static const xft_typeinfo none = {XF_TK_NONE, XFT_CHECK_NONE, NULL, NULL};
  xft_registry *reg = xft_registry_get(ctx);
  if (!t || !reg)
    return &none;
  size_t slot = xft_recent_slot(t);
  if (reg->recent_types[slot].type == t)
    return reg->recent_types[slot].info;
  xft_typeinfo *ti = xfs_ptrmap_get(&reg->types, t);
  if (ti) {
    reg->recent_types[slot].type = t;
    reg->recent_types[slot].info = ti;
    return ti;
  }
  ti = xfs_arena_zalloc(&reg->arena, sizeof *ti);
  if (!ti)
    return &none;
  if (classify_dialect_type(t, ti)) {
    if (!xfs_ptrmap_put(xfs_ctx_mem(ctx), &reg->types, t, ti))
      return &none;
    return ti;
  }
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  if (xf_print_type(t, &b) == XF_OK && b.len)
    classify(ctx, b.data, b.len, ti);
  xf_strbuf_free(&b);
  if (!xfs_ptrmap_put(xfs_ctx_mem(ctx), &reg->types, t, ti))
    return &none;
  return ti;
}


/* --------------------------------------------------------- payload checks */

/* !transform.op<"name">: every op must have that name. */
static xf_tresult check_op_names(xf_context *ctx, const xft_typeinfo *ti, xf_attr *loc,
                                 void *const *items, size_t n) {
  xf_tresult r = xf_tresult_success();
  for (size_t i = 0; i < n; i++) {
    xf_op *op = items[i];
    if (!op || op->name == ti->op_name)
      continue;
    xf_diag *d = xf_tresult_emit(&r, ctx, loc);
    xf_diag_printf(d, "incompatible payload operation name expected %s vs %s -> ",
                   ti->op_name->str, op->name->str);
    xf_diag_append_op(d, op);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(op)), "payload operation");
    return r;
  }
  return r;
}

/* !transform.param<iN>: integer attributes of exactly that type. */
static xf_tresult check_int_params(xf_context *ctx, const xft_typeinfo *ti, xf_attr *loc,
                                   void *const *items, size_t n) {
  xf_tresult r = xf_tresult_success();
  for (size_t i = 0; i < n; i++) {
    xf_attr *a = items[i];
    if (!a)
      continue;
    if (a->kind != XF_ATTR_INTEGER) {
      xf_diag *d = xf_tresult_emit(&r, ctx, loc);
      xf_diag_printf(d, "expected parameter to be an integer attribute, got ");
      xf_diag_append_attr(d, a);
      return r;
    }
    if (a->type != ti->int_type) {
      xf_diag *d = xf_tresult_emit(&r, ctx, loc);
      xf_diag_printf(d, "expected the type of the parameter attribute (");
      xf_diag_append_type(d, a->type);
      xf_diag_printf(d, ") to match the parameter type (");
      xf_diag_append_type(d, ti->int_type);
      xf_diag_printf(d, ")");
      return r;
    }
  }
  return r;
}

/* !transform.type / !transform.affine_map: attributes of one kind. */
static xf_tresult check_attr_kind(xf_context *ctx, xf_attr_kind want, const char *what,
                                  xf_attr *loc, void *const *items, size_t n) {
  xf_tresult r = xf_tresult_success();
  for (size_t i = 0; i < n; i++) {
    xf_attr *a = items[i];
    if (!a || a->kind == want)
      continue;
    xf_diag *d = xf_tresult_emit(&r, ctx, loc);
    xf_diag_printf(d, "expected %s attribute, got ", what);
    xf_diag_append_attr(d, a);
    return r;
  }
  return r;
}

xf_tresult xft_check_payload(xf_context *ctx, xf_type *t, xf_attr *loc, xf_tkind kind,
                             void *const *items, size_t n) {
  const xft_typeinfo *ti = xft_type_info(ctx, t);
  switch (ti->check) {
  case XFT_CHECK_OP_NAME:
    return check_op_names(ctx, ti, loc, items, n);
  case XFT_CHECK_INT_PARAM:
    return check_int_params(ctx, ti, loc, items, n);
  case XFT_CHECK_TYPE_ATTR:
    return check_attr_kind(ctx, XF_ATTR_TYPE, "type", loc, items, n);
  case XFT_CHECK_AFFINE_MAP:
    return check_attr_kind(ctx, XF_ATTR_AFFINE_MAP, "affine map", loc, items, n);
  case XFT_CHECK_NONE:
    break;
  }
  (void)kind;
  return xf_tresult_success();
}
