/* linalg_named.c — the registry rows of the linalg named ops, generated
 * from the catalog X-macro (linalg_catalog.h), and indexing-map helpers:
 * parsing a catalog map list and binding convolution symbols (strides then
 * dilations, default 1) the way the generated getIndexingMaps does
 * (replaceDimsAndSymbols, which simplifies `d * 1` to `d`).
 */
#include "linalg.h"
#include "../syntax/affine_syntax.h"

#include "linalg_catalog.h"

/* --------------------------------------------------------------- maps */

typedef xf_affine_expr expr;

/* `e` with symbol k replaced by the constant syms[k], rebuilt through the
 * simplifying constructors (MLIR AffineExpr::replaceDimsAndSymbols). */
static expr *bind_expr(xf_context *ctx, expr *e, const int64_t *syms, size_t nsyms) {
  switch ((xfi_affine_kind)e->kind) {
  case XFI_AFF_CONST:
  case XFI_AFF_DIM:
    return e;
  case XFI_AFF_SYM:
    return (size_t)e->value < nsyms ? xfi_affine_const(ctx, syms[e->value]) : e;
  default: {
    expr *l = bind_expr(ctx, e->lhs, syms, nsyms);
    expr *r = bind_expr(ctx, e->rhs, syms, nsyms);
    if (!l || !r)
      return NULL;
    if (l == e->lhs && r == e->rhs)
      return e;
    return xfi_affine_bin(ctx, (xfi_affine_kind)e->kind, l, r);
  }
  }
}

xf_attr *xfd_map_bind_symbols(xf_context *ctx, xf_attr *map, const int64_t *syms, size_t nsyms) {
  expr *res[32];
  if (map->n > 32)
    return NULL;
  for (uint32_t i = 0; i < map->n; i++) {
    res[i] = bind_expr(ctx, map->u.affine.exprs[i], syms, nsyms);
    if (!res[i])
      return NULL;
  }
  return xfi_attr_affine_map(ctx, map->u.affine.dims, 0, res, map->n);
}

/* The maps of the static list `text`, parsed once per context (memoised by
 * the text's address: the catalog's strings are static), as an array
 * attribute; NULL on a malformed list or allocation failure. */
static xf_attr *map_list_memo(xf_context *ctx, const char *text) {
  xf_attr *arr = xfd_memo_get(ctx, XFD_MEMO_MAP_LIST, text);
  if (arr)
    return arr;
  xf_attr *maps[16];
  const char *p = text, *end = text + strlen(text);
  size_t n = 0;
  while (p < end) {
    const char *err_pos = NULL, *err_msg = NULL;
    xf_attr *map = NULL;
    const char *next = xfy_parse_affine_map_body(ctx, p, end, false, &map, &err_pos, &err_msg);
    if (!next || !map || n >= 16)
      return NULL;
    maps[n++] = map;
    p = next;
    while (p < end && (*p == ';' || *p == ' '))
      p++;
  }
  arr = xf_attr_array(ctx, maps, n);
  if (!arr || !xfs_ptrmap_put(xfs_ctx_mem(ctx), xfd_memo(ctx, XFD_MEMO_MAP_LIST), text, arr))
    return NULL;
  return arr;
}

int xfd_parse_map_list(xf_context *ctx, const char *text, const int64_t *syms, size_t nsyms,
                       xf_attr **out, size_t cap) {
  xf_attr *arr = map_list_memo(ctx, text);
  if (!arr || arr->n > cap)
    return -1;
  for (uint32_t i = 0; i < arr->n; i++) {
    xf_attr *map = arr->u.elems[i];
    out[i] = map->u.affine.syms ? xfd_map_bind_symbols(ctx, map, syms, nsyms) : map;
    if (!out[i])
      return -1;
  }
  return (int)arr->n;
}

/* ---------------------------------------------------- conv attributes */

void xfd_conv_symbols_dict(xf_attr *props, size_t nconv, int64_t *out) {
  static const char *const names[2] = {"strides", "dilations"};
  for (size_t k = 0; k < 2; k++) {
    xf_attr *a = props ? xf_attr_dict_get(props, names[k]) : NULL;
    for (size_t i = 0; i < nconv; i++) {
      int64_t v = 1;
      if (a && !xfd_int_elem(a, i, &v))
        v = 1;
      out[k * nconv + i] = v;
    }
  }
}

void xfd_conv_symbols(xf_op *op, size_t nconv, int64_t *out) {
  xfd_conv_symbols_dict(op->props, nconv, out);
  /* Ops built without properties keep the attributes discardable. */
  if (!op->props && op->attrs)
    xfd_conv_symbols_dict(op->attrs, nconv, out);
}

/* ------------------------------------------------------- registry rows */

static const char *const props_NONE[] = {"operandSegmentSizes", NULL};
static const char *const props_CONV[] = {"strides", "dilations", "operandSegmentSizes", NULL};
static const char *const props_CAST[] = {"cast", "operandSegmentSizes", NULL};
static const char *const props_FUN[] = {"fun", "cast", "operandSegmentSizes", NULL};

#define NAMED_DESC(id, props, nin, nconv, fl, it, maps, body)                                 \
  {XFD_LK_NAMED, nin, nconv, fl, it, maps, body},
static const xfd_linalg_desc named_descs[] = {XFD_LINALG_NAMED(NAMED_DESC)};

#define NAMED_INDEX(id, ...) NAMED_##id,
enum { XFD_LINALG_NAMED(NAMED_INDEX) NUM_NAMED };

#define NAMED_ROW(id, props, ...)                                                            \
  {.name = "linalg." #id,                                                                  \
   .traits = XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_RECURSIVE_EFFECTS | XF_TRAIT_ATTR_SIZED_OPERANDS, \
   .prop_names = props_##props,                                                            \
   .parse = xfd_named_parse,                                                               \
   .print = xfd_named_print,                                                               \
   .print_replayable = true,                                                               \
   .elides_attr = xfd_named_elides_attr,                                                   \
   .verify = xfd_linalg_verify_structured,                                                 \
   .verify_regions = xfd_linalg_verify_regions,                                            \
   .effects = xfd_linalg_effects,                                                          \
   .structured = &named_descs[NAMED_##id]},
static const xf_op_info named_rows[] = {XFD_LINALG_NAMED(NAMED_ROW)};

_Static_assert(sizeof named_rows / sizeof named_rows[0] == NUM_NAMED, "one row per named op");

xf_status xfd_register_linalg_named(xf_context *ctx) {
  return xfd_register_table(ctx, named_rows, NUM_NAMED);
}
