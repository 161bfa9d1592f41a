/* linalg_relayout.c — custom syntax of the linalg ops that are not
 * structured (no LinalgOp interface): linalg.softmax, the winograd
 * transforms, linalg.pack and linalg.unpack, as their LLVM 22 assembly
 * formats spell them:
 *
 *   linalg.softmax {attrs} dimension(1) ins(%a : t) outs(%b : t) [-> t]
 *   linalg.winograd_{filter,input,output}_transform {attrs} fmr(F_4_3)
 *           ins(%a : t) outs(%b : t) -> t
 *   %pack = linalg.pack %src [padding_value(%p : f32)] [outer_dims_perm = [..]]
 *           inner_dims_pos = [..] inner_tiles = [8, %n] into %dest {attrs} : t -> t
 *   %unpack = linalg.unpack %src [outer_dims_perm = [..]] inner_dims_pos = [..]
 *           inner_tiles = [..] into %dest {attrs} : t -> t
 *
 * `inner_tiles` mixes integers and index SSA values (DynamicIndexList): the
 * integers go to `static_inner_tiles` with XF_DYNAMIC marking the SSA
 * entries, the values become operands.  pack's operands are segmented
 * (source, dest, padding_value, inner_tiles).  Only the syntax is modelled:
 * their verifiers are not.
 */
#include "linalg.h"

/* --------------------------------------------------------------- softmax */

static bool softmax_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  int64_t dim = 0;
  xfs_vec results = {0};
  xfd_dps d;
  memset(&d, 0, sizeof d);
  bool ok = xfy_parse_optional_attr_dict(b) && xfd_expect_keyword(b, "dimension") &&
            xfy_expect(p, XFY_LPAREN, "'('") && xfd_parse_integer(b, &dim) &&
            xfy_expect(p, XFY_RPAREN, "')'") &&
            xfy_add_prop(b, "dimension", xf_attr_integer(b->ctx, b->ctx->t_i64, dim)) &&
            xfd_parse_dps(b, &d, false) && xfy_parse_optional_arrow_type_list(p, &results) &&
            xfy_add_types(b, results.data, results.len);
  xfd_dps_free(b, &d);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &results, sizeof(xf_type *));
  return ok;
}

static void softmax_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"dimension", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xf_attr *dim = xf_op_get_attr(op, "dimension");
  xfy_puts(pr, " dimension(");
  if (dim && dim->kind == XF_ATTR_INTEGER)
    xfs_buf_put_i64(pr->out, xf_attr_int_value(dim));
  xfy_putc(pr, ')');
  xfd_print_dps(pr, op);
  xfd_print_results(pr, op);
}

/* ------------------------------------------------------------- winograd */

static const char *const fmr_names[] = {"F_2_3", "F_4_3", "F_2_5"};

/* `fmr(F_4_3)`: the WinogradConv2DFmr case as an i32 property. */
static bool parse_fmr(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  if (!xfd_expect_keyword(b, "fmr") || !xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  xfy_token at = p->tok;
  for (int i = 0; i < 3; i++) {
    if (xfy_accept_kw(p, fmr_names[i]))
      return xfy_add_prop(b, "fmr", xf_attr_integer(b->ctx, b->ctx->t_i32, i)) &&
             xfy_expect(p, XFY_RPAREN, "')'");
  }
  return xfd_custom_error(b, &at, "expected WinogradConv2DFmr to be one of: F_2_3, F_4_3, "
                          "F_2_5");
}

static bool winograd_parse(xfy_op_builder *b) {
  xfs_vec results = {0};
  xfd_dps d;
  memset(&d, 0, sizeof d);
  bool ok = xfy_parse_optional_attr_dict(b) && parse_fmr(b) && xfd_parse_dps(b, &d, false) &&
            xfy_parse_arrow_type_list(b->p, &results) &&
            xfy_add_types(b, results.data, results.len);
  xfd_dps_free(b, &d);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &results, sizeof(xf_type *));
  return ok;
}

static void winograd_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"fmr", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xf_attr *fmr = xf_op_get_attr(op, "fmr");
  int64_t v = fmr && fmr->kind == XF_ATTR_INTEGER ? xf_attr_int_value(fmr) : 0;
  xfy_puts(pr, " fmr(");
  xfy_puts(pr, v >= 0 && v < 3 ? fmr_names[v] : "F_2_3");
  xfy_putc(pr, ')');
  xfd_print_dps(pr, op);
  xfd_print_results(pr, op);
}

/* --------------------------------------------------------- pack / unpack */

/* `kw = [1, 2]` into property `kw`. */
static bool parse_i64_list(xfy_op_builder *b, const char *kw) {
  xfy_parser *p = b->p;
  int64_t v[64];
  size_t n = 0;
  if (!xfy_expect(p, XFY_EQUAL, "'='") || !xfy_expect(p, XFY_LSQUARE, "'['"))
    return false;
  if (!xfy_accept(p, XFY_RSQUARE)) {
    do {
      if (n == 64)
        return xfy_error(p, "too many values");
      if (!xfd_parse_integer(b, &v[n++]))
        return false;
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RSQUARE, "']'"))
      return false;
  }
  xf_attr *a = xf_attr_dense_i64_array(b->ctx, v, n);
  return a && xfy_add_prop(b, kw, a);
}

/* `[8, %n]`: static sizes (XF_DYNAMIC for values) and the values. */
static bool parse_tiles(xfy_op_builder *b, xfs_vec *vals, xf_attr **stat) {
  xfy_parser *p = b->p;
  int64_t v[64];
  size_t n = 0;
  if (!xfy_expect(p, XFY_LSQUARE, "'['"))
    return false;
  if (!xfy_accept(p, XFY_RSQUARE)) {
    do {
      if (n == 64)
        return xfy_error(p, "too many values");
      if (p->tok.kind == XFY_PERCENT_ID) {
        xfy_operand o;
        if (!xfy_parse_operand(p, &o) || !XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), vals, xfy_operand, o))
          return false;
        v[n++] = XF_DYNAMIC;
      } else if (!xfd_parse_integer(b, &v[n++])) {
        return false;
      }
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RSQUARE, "']'"))
      return false;
  }
  *stat = xf_attr_dense_i64_array(b->ctx, v, n);
  return *stat != NULL;
}

typedef struct relayout {
  xfy_operand src, dest, pad;
  bool has_pad;           /* padding_value(...) given */
  xf_type *pad_type;      /* its type */
  xfs_vec tiles;          /* xfy_operand: the SSA tile sizes */
  xf_attr *static_tiles;  /* static_inner_tiles */
} relayout;

/* Everything from the source operand to `into %dest {attrs}`. */
static bool parse_relayout_head(xfy_op_builder *b, relayout *r, bool pack) {
  xfy_parser *p = b->p;
  if (!xfy_parse_operand(p, &r->src))
    return false;
  if (pack && xfy_accept_kw(p, "padding_value")) {
    if (!xfy_expect(p, XFY_LPAREN, "'('") || !xfy_parse_operand(p, &r->pad) ||
        !(r->pad_type = xfy_parse_colon_type(p)) || !xfy_expect(p, XFY_RPAREN, "')'"))
      return false;
    r->has_pad = true;
  }
  if (xfy_accept_kw(p, "outer_dims_perm") && !parse_i64_list(b, "outer_dims_perm"))
    return false;
  return xfd_expect_keyword(b, "inner_dims_pos") && parse_i64_list(b, "inner_dims_pos") &&
         xfd_expect_keyword(b, "inner_tiles") && xfy_expect(p, XFY_EQUAL, "'='") &&
         parse_tiles(b, &r->tiles, &r->static_tiles) && xfd_expect_keyword(b, "into") &&
         xfy_parse_operand(p, &r->dest) && xfy_parse_optional_attr_dict(b);
}

/* TensorType constraint of the source. */
static void not_a_tensor(xfy_op_builder *b, const xfy_token *at, xf_type *t) {
  xf_strbuf m;
  xf_strbuf_init(&m, b->ctx);
  if (b->ctx->diag_print_type)
    b->ctx->diag_print_type(t, &m);
  const char *ts = m.data ? m.data : "";
  xfd_custom_error(b, at, "invalid kind of type specified: expected builtin.tensor, but found "
                   "'%s'", ts);
  xf_strbuf_free(&m);
}

static bool parse_relayout(xfy_op_builder *b, bool pack) {
  xfy_parser *p = b->p;
  relayout r;
  memset(&r, 0, sizeof r);
  bool ok = parse_relayout_head(b, &r, pack);
  ok = ok && xfy_expect(p, XFY_COLON, "':'");
  xfy_token st_at = p->tok;
  xf_type *st = ok ? xfy_parse_type(p) : NULL;
  if (st && st->kind != XF_TYPE_RANKED_TENSOR && st->kind != XF_TYPE_UNRANKED_TENSOR) {
    not_a_tensor(b, &st_at, st);
    st = NULL;
  }
  xf_type *dt = st && xfy_expect(p, XFY_ARROW, "'->'") ? xfy_parse_type(p) : NULL;
  ok = dt && xfy_resolve_operand(b, &r.src, st) && xfy_resolve_operand(b, &r.dest, dt) &&
       (!r.has_pad || xfy_resolve_operand(b, &r.pad, r.pad_type));
  for (size_t i = 0; ok && i < r.tiles.len; i++)
    ok = xfy_resolve_operand(b, &XFS_VEC_AT(&r.tiles, xfy_operand, i), b->ctx->t_index);
  ok = ok && xfy_add_prop(b, "static_inner_tiles", r.static_tiles) && xfy_add_type(b, dt);
  if (ok && pack) {
    uint64_t seg[4] = {1, 1, r.has_pad, r.tiles.len};
    ok = xfy_add_prop(b, "operandSegmentSizes",
                      xfi_attr_dense_array(b->ctx, b->ctx->t_i32, seg, 4));
  }
  xfs_vec_free(xfs_ctx_mem(b->ctx), &r.tiles, sizeof(xfy_operand));
  return ok;
}

static bool pack_parse(xfy_op_builder *b) { return parse_relayout(b, true); }
static bool unpack_parse(xfy_op_builder *b) { return parse_relayout(b, false); }

static void print_i64_list(xfy_printer *pr, xf_op *op, const char *kw, bool optional) {
  xf_attr *a = xf_op_get_attr(op, kw);
  if (optional && !a)
    return;
  xfy_putc(pr, ' ');
  xfy_puts(pr, kw);
  xfy_puts(pr, " = [");
  for (uint32_t i = 0; a && a->kind == XF_ATTR_DENSE_ARRAY && i < a->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfs_buf_put_i64(pr->out, xf_attr_dense_array_int(a, i));
  }
  xfy_putc(pr, ']');
}

/* ` inner_tiles = [8, %n]` from static_inner_tiles and the tile operands. */
static void print_tiles(xfy_printer *pr, xf_op *op, size_t first) {
  xf_attr *st = xf_op_get_attr(op, "static_inner_tiles");
  size_t k = first;
  xfy_puts(pr, " inner_tiles = [");
  for (uint32_t i = 0; st && st->kind == XF_ATTR_DENSE_ARRAY && i < st->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    int64_t v = xf_attr_dense_array_int(st, i);
    if (v == XF_DYNAMIC && k < op->nops)
      xfy_print_value(pr, op->operands[k++].value);
    else
      xfs_buf_put_i64(pr->out, v);
  }
  xfy_putc(pr, ']');
}

static void print_relayout(xfy_printer *pr, xf_op *op, bool pack) {
  static const char *const elided[] = {"outer_dims_perm", "inner_dims_pos", "static_inner_tiles",
                                       "operandSegmentSizes", NULL};
  xf_attr *seg = pack ? xf_op_get_attr(op, "operandSegmentSizes") : NULL;
  bool has_pad = seg && seg->kind == XF_ATTR_DENSE_ARRAY && seg->n == 4 &&
                 xf_attr_dense_array_int(seg, 2) == 1;
  xfy_putc(pr, ' ');
  xfy_print_value(pr, op->operands[0].value);
  if (has_pad) {
    xfy_puts(pr, " padding_value(");
    xfy_print_value(pr, op->operands[2].value);
    xfy_puts(pr, " : ");
    xfy_print_type(pr, op->operands[2].value->type);
    xfy_putc(pr, ')');
  }
  print_i64_list(pr, op, "outer_dims_perm", true);
  print_i64_list(pr, op, "inner_dims_pos", false);
  print_tiles(pr, op, has_pad ? 3 : 2);
  xfy_puts(pr, " into ");
  xfy_print_value(pr, op->operands[1].value);
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
  xfy_puts(pr, " -> ");
  xfy_print_type(pr, op->operands[1].value->type);
}

static void pack_print(xfy_printer *pr, xf_op *op) { print_relayout(pr, op, true); }
static void unpack_print(xfy_printer *pr, xf_op *op) { print_relayout(pr, op, false); }

static void pack_names(xf_op *op, xf_name_fn set, void *c) {
  if (op->nres)
    set(c, &xfi_op_results(op)[0], "pack", 4);
}
static void unpack_names(xf_op *op, xf_name_fn set, void *c) {
  if (op->nres)
    set(c, &xfi_op_results(op)[0], "unpack", 6);
}

/* ------------------------------------------------------------------ rows */

static const char *const softmax_props[] = {"dimension", NULL};
static const char *const winograd_props[] = {"fmr", NULL};
static const char *const pack_props[] = {"outer_dims_perm", "inner_dims_pos", "static_inner_tiles",
                                         "operandSegmentSizes", NULL};
static const char *const unpack_props[] = {"outer_dims_perm", "inner_dims_pos",
                                           "static_inner_tiles", NULL};

static const xf_op_info relayout_ops[] = {
    {.name = "linalg.softmax",
     .prop_names = softmax_props,
     .parse = softmax_parse,
     .print = softmax_print,
     .effects = xfd_linalg_effects}, /* reads the input, reads/writes a memref output */
    {.name = "linalg.pack",
     .traits = XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT | XF_TRAIT_ATTR_SIZED_OPERANDS,
     .prop_names = pack_props,
     .parse = pack_parse,
     .print = pack_print,
     .result_names = pack_names},
    {.name = "linalg.unpack",
     .traits = XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT,
     .prop_names = unpack_props,
     .parse = unpack_parse,
     .print = unpack_print,
     .result_names = unpack_names},
    {.name = "linalg.winograd_filter_transform",
     .prop_names = winograd_props,
     .parse = winograd_parse,
     .print = winograd_print},
    {.name = "linalg.winograd_input_transform",
     .prop_names = winograd_props,
     .parse = winograd_parse,
     .print = winograd_print},
    {.name = "linalg.winograd_output_transform",
     .prop_names = winograd_props,
     .parse = winograd_parse,
     .print = winograd_print},
};

xf_status xfd_register_linalg_relayout(xf_context *ctx) {
  return xfd_register_table(ctx, relayout_ops, sizeof relayout_ops / sizeof relayout_ops[0]);
}
