/* transform_types.c — the Transform dialect's types: parsing
 * (`!transform.any_op`, `!transform.op<"name">`, `!transform.param<i64>`,
 * ...), construction and the queries of xform/transform_types.h.
 *
 * Every transform type is an XF_TYPE_DIALECT type uniqued by its canonical
 * text (the printer writes `!` + text), so `!transform.param< i64 >` and
 * `!transform.param<i64>` are the same pointer.  `dialect_data` points to
 * an `xfd_ttype` in the context arena that records the kind and the
 * parameter; its `owner` field marks the type as a transform type.
 *
 * Parsing follows mlir-opt 22: parameterless mnemonics ignore a `<...>`
 * body; `param<T>` needs an integer type of width <= 64 ("only supports
 * integer types with width <=64", reported at the '<'); a missing parameter
 * reports the parser error, then ODS's "failed to parse ... parameter"
 * line at the same place.
 */
#include "transform_dialect.h"

/* Parameters of a transform type (dialect_data). */
typedef struct xfd_ttype {
  const void *owner;        /* &transform_type_owner: marks transform types */
  xf_transform_type_kind kind;
  xf_type *elem;            /* XF_TT_PARAM: the integer type */
  xf_ident *op_name;        /* XF_TT_OP: the op name */
} xfd_ttype;

static const char transform_type_owner = 0;

/* Mnemonics of the parameterless types. */
static const struct {
  const char *mnemonic;
  xf_transform_type_kind kind;
} plain_types[] = {
    {"any_op", XF_TT_ANY_OP},       {"any_value", XF_TT_ANY_VALUE},
    {"any_param", XF_TT_ANY_PARAM}, {"type", XF_TT_TYPE},
    {"affine_map", XF_TT_AFFINE_MAP},
};

static const xfd_ttype *ttype_data(const xf_type *t) {
  if (!t || t->kind != XF_TYPE_DIALECT || !t->dialect_data)
    return NULL;
  const xfd_ttype *d = t->dialect_data;
  return d->owner == &transform_type_owner ? d : NULL;
}

/* The uniqued type with canonical text `text`; fills its data when new. */
static xf_type *make_ttype(xf_context *ctx, const xf_strbuf *text, xf_transform_type_kind kind,
                           xf_type *elem, xf_ident *op_name) {
  if (text->failed || !text->len)
    return NULL;
  bool created = false;
  xf_type *t = xfi_type_dialect(ctx, text->data, text->len, &created);
  if (!t || !created)
    return t;
  xfd_ttype *d = xfs_arena_alloc(xfi_arena(ctx), sizeof *d);
  if (d) {
    d->owner = &transform_type_owner;
    d->kind = kind;
    d->elem = elem;
    d->op_name = op_name;
    t->dialect_data = d;
  }
  xfi_unique_end(ctx, created);
  return d ? t : NULL;
}

static xf_type *plain_type(xf_context *ctx, xf_transform_type_kind kind) {
  for (size_t i = 0; i < sizeof plain_types / sizeof plain_types[0]; i++) {
    if (plain_types[i].kind != kind)
      continue;
    xf_strbuf b;
    xf_strbuf_init(&b, ctx);
    xf_strbuf_printf(&b, "transform.%s", plain_types[i].mnemonic);
    xf_type *t = make_ttype(ctx, &b, kind, NULL, NULL);
    xf_strbuf_free(&b);
    return t;
  }
  return NULL;
}

static bool param_elem_ok(const xf_type *elem) {
  return elem && elem->kind == XF_TYPE_INTEGER && elem->width <= 64;
}

/* ----------------------------------------------------------- constructors */

xf_type *xf_transform_type_any_op(xf_context *ctx) { return plain_type(ctx, XF_TT_ANY_OP); }
xf_type *xf_transform_type_any_value(xf_context *ctx) { return plain_type(ctx, XF_TT_ANY_VALUE); }
xf_type *xf_transform_type_any_param(xf_context *ctx) { return plain_type(ctx, XF_TT_ANY_PARAM); }
xf_type *xf_transform_type_type(xf_context *ctx) { return plain_type(ctx, XF_TT_TYPE); }
xf_type *xf_transform_type_affine_map(xf_context *ctx) {
  return plain_type(ctx, XF_TT_AFFINE_MAP);
}

xf_type *xf_transform_type_op(xf_context *ctx, const char *op_name, size_t len) {
  xf_ident *id = xf_ident_get(ctx, op_name, len);
  if (!id)
    return NULL;
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  xf_strbuf_append(&b, "transform.op<\"", 14);
  xfy_print_escaped(&b, op_name, len);
  xf_strbuf_append(&b, "\">", 2);
  xf_type *t = make_ttype(ctx, &b, XF_TT_OP, NULL, id);
  xf_strbuf_free(&b);
  return t;
}

xf_type *xf_transform_type_param(xf_context *ctx, xf_type *elem) {
  if (!param_elem_ok(elem))
    return NULL;
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  xf_strbuf_append(&b, "transform.param<", 16);
  if (xf_print_type(elem, &b) != XF_OK)
    b.failed = true;
  xf_strbuf_append(&b, ">", 1);
  xf_type *t = make_ttype(ctx, &b, XF_TT_PARAM, elem, NULL);
  xf_strbuf_free(&b);
  return t;
}

/* ---------------------------------------------------------------- queries */

xf_transform_type_kind xf_transform_type_get_kind(const xf_type *t) {
  const xfd_ttype *d = ttype_data(t);
  return d ? d->kind : XF_TT_NONE;
}

xf_transform_value_kind xf_transform_type_value_kind(const xf_type *t) {
  switch (xf_transform_type_get_kind(t)) {
  case XF_TT_ANY_OP:
  case XF_TT_OP:
    return XF_TV_OP_HANDLE;
  case XF_TT_ANY_VALUE:
    return XF_TV_VALUE_HANDLE;
  case XF_TT_ANY_PARAM:
  case XF_TT_PARAM:
  case XF_TT_TYPE:
  case XF_TT_AFFINE_MAP:
    return XF_TV_PARAM;
  case XF_TT_NONE:
    break;
  }
  return XF_TV_NONE;
}

bool xf_transform_type_is_op_handle(const xf_type *t) {
  return xf_transform_type_value_kind(t) == XF_TV_OP_HANDLE;
}

bool xf_transform_type_is_value_handle(const xf_type *t) {
  return xf_transform_type_value_kind(t) == XF_TV_VALUE_HANDLE;
}

bool xf_transform_type_is_param(const xf_type *t) {
  return xf_transform_type_value_kind(t) == XF_TV_PARAM;
}

bool xf_transform_types_same_interface(const xf_type *a, const xf_type *b) {
  xf_transform_value_kind ka = xf_transform_type_value_kind(a);
  return ka != XF_TV_NONE && ka == xf_transform_type_value_kind(b);
}

xf_ident *xf_transform_type_op_name(const xf_type *t) {
  const xfd_ttype *d = ttype_data(t);
  return d && d->kind == XF_TT_OP ? d->op_name : NULL;
}

xf_type *xf_transform_type_param_elem(const xf_type *t) {
  const xfd_ttype *d = ttype_data(t);
  return d && d->kind == XF_TT_PARAM ? d->elem : NULL;
}

/* ---------------------------------------------------------------- parsing */

/* ODS's second line after a failed parameter parse, at `at`. */
static void param_parse_failed(xfy_parser *p, const xfy_token *at, const char *what) {
  xf_diag *d = xf_diag_create(p->ctx, XF_SEV_ERROR, xfy_tok_loc(p, at));
  if (d) {
    xf_diag_printf(d, "%s", what);
    xf_diag_report(d);
  }
}

/* `<"name">` after `!transform.op`. */
static xf_type *parse_op_type(xfy_parser *p) {
  if (!xfy_expect(p, XFY_LESS, "'<'"))
    return NULL;
  xfy_token at = p->tok;
  xf_strbuf *s = &p->sbuf;
  if (p->tok.kind != XFY_STRING) {
    xfy_error(p, "expected string");
    param_parse_failed(p, &at,
                       "failed to parse Transform_OperationType parameter 'operation_name' which "
                       "is to be a `::llvm::StringRef`");
    return NULL;
  }
  if (!xfy_parse_string(p, s) || !xfy_expect(p, XFY_GREATER, "'>'"))
    return NULL;
  return xf_transform_type_op(p->ctx, s->data ? s->data : "", s->len);
}

/* `<T>` after `!transform.param`. */
static xf_type *parse_param_type(xfy_parser *p) {
  xfy_token lt = p->tok;
  if (!xfy_expect(p, XFY_LESS, "'<'"))
    return NULL;
  xfy_token at = p->tok;
  xf_type *elem = xfy_parse_type(p);
  if (!elem) {
    param_parse_failed(p, &at,
                       "failed to parse Transform_ParamType parameter 'type' which is to be a "
                       "`::mlir::Type`");
    return NULL;
  }
  if (!xfy_expect(p, XFY_GREATER, "'>'"))
    return NULL;
  if (!param_elem_ok(elem)) {
    xfy_error_at(p, &lt, "only supports integer types with width <=64");
    return NULL;
  }
  return xf_transform_type_param(p->ctx, elem);
}

/* A parameterless type: mlir-opt ignores a `<...>` body after it. */
static xf_type *parse_plain_type(xfy_parser *p, xf_transform_type_kind kind, bool has_body) {
  if (has_body) {
    const char *end = xfy_scan_dialect_body(p, p->lx.cur);
    if (!end)
      return NULL;
    xfy_skip_raw_to(p, end);
  } else {
    xfy_next(p);
  }
  return plain_type(p->ctx, kind);
}

static xf_type *parse_transform_type(xfy_parser *p, const char *mnemonic, size_t len,
                                     bool has_body) {
  if (has_body && !xfy_scan_dialect_body(p, p->lx.cur))
    return NULL;
  for (size_t i = 0; i < sizeof plain_types / sizeof plain_types[0]; i++)
    if (strlen(plain_types[i].mnemonic) == len &&
        memcmp(plain_types[i].mnemonic, mnemonic, len) == 0)
      return parse_plain_type(p, plain_types[i].kind, has_body);
  bool is_op = len == 2 && memcmp(mnemonic, "op", 2) == 0;
  bool is_param = len == 5 && memcmp(mnemonic, "param", 5) == 0;
  if (!is_op && !is_param) {
    xfy_error_at_ptr(p, mnemonic, "unknown type mnemonic: %.*s", (int)len, mnemonic);
    return NULL;
  }
  xfy_next(p);
  xf_type *t = is_op ? parse_op_type(p) : parse_param_type(p);
  if (!t && !p->failed)
    xfy_error(p, "out of memory");
  return t;
}

static const xf_dialect_info transform_dialect_info = {
    .dialect = "transform",
    .parse_type = parse_transform_type,
    .verify_attr = xfd_transform_verify_attr,
};

xf_status xfd_register_transform_types(xf_context *ctx) {
  return xfi_register_dialect_info(ctx, &transform_dialect_info);
}
