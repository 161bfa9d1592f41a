/* linalg_ops.c — the linalg dialect's registry rows and the custom syntax
 * of the ops not shared with the named ops: linalg.map and linalg.reduce
 * (short form `{ arith.addf }` or an explicit `(%in: f32, %init: f32) {...}`
 * region), linalg.transpose / linalg.broadcast (`permutation = [...]`,
 * `dimensions = [...]`, bodies built from the operands), linalg.index,
 * linalg.yield, and the SSA name hints (%mapped, %reduced, %transposed,
 * %broadcasted; block arguments %in / %out / %init).
 *
 * LLVM 22 conventions kept here: map and reduce bodies take one block
 * argument per operand, inits included; the short form of map applies the
 * payload op to the input arguments, that of reduce to (init, inputs); the
 * payload op and its yield get the op's location, transpose/broadcast
 * block arguments the locations of their operands.  `dimensions = [1] `
 * and `permutation = [1, 0] ` are printed with a trailing space, as
 * mlir-opt does.
 *
 * softmax, the winograd transforms, pack and unpack (not structured) are
 * in linalg_relayout.c.
 */
#include <ctype.h>

#include "linalg.h"

/* --------------------------------------------------- map / reduce short form */

typedef struct payload {
  bool present;          /* `{ name attrs }` was given */
  xfy_token name;        /* the payload op name */
  xf_attr *attrs;        /* its attribute dictionary, or NULL */
} payload;

static bool parse_payload(xfy_op_builder *b, payload *pl) {
  xfy_parser *p = b->p;
  memset(pl, 0, sizeof *pl);
  if (!xfy_accept(p, XFY_LBRACE))
    return true;
  pl->present = true;
  pl->name = p->tok;
  if (p->tok.kind != XFY_BARE_ID)
    return xfy_error_expected(p, "expected bare identifier or keyword");
  xfy_next(p);
  if (p->tok.kind == XFY_LBRACE && !(pl->attrs = xfy_parse_dict(p)))
    return false;
  return xfy_expect(p, XFY_RBRACE, "'}'");
}

/* `dimensions = [1, 2]` (parseDenseI64ArrayAttr). */
static bool parse_i64_array_clause(xfy_op_builder *b, const char *kw) {
  xfy_parser *p = b->p;
  int64_t vals[64];
  size_t n = 0;
  if (!xfy_accept_kw(p, kw))
    return xfd_custom_error(b, &p->tok, "expected '%s'", kw);
  if (!xfy_expect(p, XFY_EQUAL, "'='") || !xfy_expect(p, XFY_LSQUARE, "'['"))
    return false;
  if (!xfy_accept(p, XFY_RSQUARE)) {
    do {
      if (n == 64)
        return xfy_error(p, "too many values");
      if (!xfy_parse_integer(p, &vals[n++]))
        return false;
    } while (xfy_accept(p, XFY_COMMA));
    if (!xfy_expect(p, XFY_RSQUARE, "']'"))
      return false;
  }
  xf_attr *a = xf_attr_dense_i64_array(b->ctx, vals, n);
  return a && xfy_add_prop(b, kw, a);
}

/* parseDstStyleOp: ins/outs, tensor results, the required clause, attrs. */
static bool parse_dst_style(xfy_op_builder *b, xfd_dps *d, const char *clause) {
  if (!xfd_parse_dps(b, d, false))
    return false;
  for (size_t i = 0; i < d->out_types.len; i++) {
    xf_type *t = XFS_VEC_AT(&d->out_types, xf_type *, i);
    if (t->kind == XF_TYPE_RANKED_TENSOR && !xfy_add_type(b, t))
      return false;
  }
  if (clause && !parse_i64_array_clause(b, clause))
    return false;
  return xfy_parse_optional_attr_dict(b);
}

/* A block with one argument per operand (element types), `locs` of the
 * operands or unknown. */
static xf_block *operand_block(xfy_op_builder *b, bool operand_locs) {
  xf_block *blk = xf_block_create(b->ctx);
  for (size_t i = 0; blk && i < b->operands.len; i++) {
    xf_value *v = XFS_VEC_AT(&b->operands, xf_value *, i);
    xf_attr *loc = b->ctx->a_unknown_loc;
    if (operand_locs)
      loc = v->op ? xfi_op_loc(v->op) : xfi_value_loc(v) ? xfi_value_loc(v) : loc;
    if (!xf_block_add_arg(blk, xfd_linalg_scalar(v->type), loc))
      return NULL;
  }
  return blk;
}

/* addBodyWithPayloadOp: the payload applied to the input arguments (map)
 * or to the init then the inputs (reduce), and its yield. */
static bool build_payload_body(xfy_op_builder *b, const payload *pl, bool init_first) {
  xf_context *ctx = b->ctx;
  xf_block *blk = operand_block(b, false);
  if (!blk || !blk->nargs)
    return blk ? xfy_add_empty_region(b) : xfy_error(b->p, "out of memory");
  xf_value *ops[64];
  size_t n = 0, nargs = blk->nargs > 64 ? 64 : blk->nargs;
  if (init_first)
    ops[n++] = blk->args[nargs - 1];
  for (size_t i = 0; i + 1 < nargs; i++)
    ops[n++] = blk->args[i];
  xf_attr *props = NULL, *attrs = NULL;
  xfd_split_payload_attrs(ctx, pl->name.text, pl->name.len, pl->attrs, &props, &attrs);
  xf_attr *loc = xfy_builder_loc(b);
  xf_type *rt = blk->args[nargs - 1]->type;
  xf_op *op = xfd_append_op(ctx, blk, pl->name.text, pl->name.len, ops, n, rt, props, attrs, loc);
  xf_value *r = op ? &xfi_op_results(op)[0] : NULL;
  if (!r || !xfd_append_op(ctx, blk, "linalg.yield", 12, &r, 1, NULL, NULL, NULL, loc))
    return xfy_error(b->p, "out of memory");
  return xfd_add_block_region(b, blk);
}

/* `(%in: f32, %init: f32) { ... }` */
static bool parse_explicit_body(xfy_op_builder *b) {
  xfs_vec args = {0};
  bool ok = xfy_parse_argument_list(b->p, &args, XFY_DELIM_PAREN, true, true) &&
            xfy_parse_region(b, args.data, args.len, false);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &args, sizeof(xfy_argument));
  return ok;
}

static bool parse_map_or_reduce(xfy_op_builder *b, const char *clause, bool init_first) {
  payload pl;
  xfd_dps d;
  memset(&d, 0, sizeof d);
  bool ok = parse_payload(b, &pl) && parse_dst_style(b, &d, clause);
  xfd_dps_free(b, &d);
  if (!ok)
    return false;
  if (pl.present)
    return build_payload_body(b, &pl, init_first);
  return parse_explicit_body(b);
}

static bool map_parse(xfy_op_builder *b) { return parse_map_or_reduce(b, NULL, false); }
static bool reduce_parse(xfy_op_builder *b) { return parse_map_or_reduce(b, "dimensions", true); }

/* findPayloadOp: a body `payload; yield payload` whose payload takes the
 * input arguments in order (map) or the init then the inputs (reduce). */
static xf_op *find_payload(xf_op *op, bool init_first) {
  xf_block *blk = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  if (!blk || !blk->first || blk->first->next != blk->last || !blk->nargs)
    return NULL;
  xf_op *pay = blk->first, *y = blk->last;
  if (pay->nres != 1 || y->nops != 1 || y->operands[0].value != &xfi_op_results(pay)[0])
    return NULL;
  size_t nargs = blk->nargs;
  if (!pay->nops || pay->nops != (init_first ? nargs : nargs - 1))
    return NULL;
  for (size_t i = 0; i < pay->nops; i++) {
    size_t want = init_first ? (i == 0 ? nargs - 1 : i - 1) : i;
    if (pay->operands[i].value != blk->args[want])
      return NULL;
  }
  return pay;
}

/* Can the short form's name be read back: a bare identifier with a dialect
 * prefix (`[A-Za-z_][A-Za-z0-9_$.]*` holding a '.')?  mlir-opt 22 prints any
 * name there, also an unregistered `"test.a(b"` that no parser reads back;
 * xform prints such bodies in the explicit form instead. */
static bool short_form_name(const xf_ident *name) {
  const char *s = name->str;
  bool dot = false;
  if (!name->len || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return false;
  for (size_t i = 1; i < name->len; i++) {
    unsigned char c = (unsigned char)s[i];
    if (!isalnum(c) && c != '_' && c != '$' && c != '.')
      return false;
    dot |= c == '.';
  }
  return dot;
}

/* printShortForm: ` { name {attrs} }`, a `fastmath<none>` omitted. */
static void print_short_form(xfy_printer *pr, xf_op *pay) {
  static const char none_fm[] = "arith.fastmath<none>";
  const char *elided[2] = {NULL, NULL};
  xf_attr *fm = xf_op_get_attr(pay, "fastmath");
  if (fm && fm->kind == XF_ATTR_OPAQUE && fm->n == sizeof none_fm - 1 &&
      memcmp(fm->u.str, none_fm, fm->n) == 0)
    elided[0] = "fastmath";
  xfy_puts(pr, " { ");
  xfs_buf_put(pr->out, pay->name->str, pay->name->len);
  xfy_print_optional_attr_dict(pr, pay, elided);
  xfy_puts(pr, " }");
}

static void print_i64_array_clause(xfy_printer *pr, xf_op *op, const char *kw) {
  xf_attr *a = xf_op_get_attr(op, kw);
  xfy_putc(pr, ' ');
  xfy_puts(pr, kw);
  xfy_puts(pr, " = [");
  for (uint32_t i = 0; a && a->kind == XF_ATTR_DENSE_ARRAY && i < a->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfs_buf_put_i64(pr->out, xf_attr_dense_array_int(a, i));
  }
  xfy_puts(pr, "] ");
}

/* The explicit region on its own line: `(%in: f32, %init: f32) {...}`. */
static void print_explicit_body(xfy_printer *pr, xf_op *op) {
  xf_block *blk = xfi_op_regions(op)[0].first;
  pr->indent += 2;
  xfy_print_newline(pr);
  xfy_putc(pr, '(');
  for (uint32_t i = 0; blk && i < blk->nargs; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_value(pr, blk->args[i]);
    xfy_puts(pr, ": ");
    xfy_print_type(pr, blk->args[i]->type);
    if (pr->opts.debug_info && xfi_value_loc(blk->args[i])) {
      xfy_putc(pr, ' ');
      xfy_print_loc(pr, xfi_value_loc(blk->args[i]));
    }
  }
  xfy_puts(pr, ") ");
  xfy_print_custom_region(pr, &xfi_op_regions(op)[0], false, true, false);
  pr->indent -= 2;
}

static void print_map_or_reduce(xfy_printer *pr, xf_op *op, const char *clause, bool init_first) {
  xf_op *pay = find_payload(op, init_first);
  if (pay && !short_form_name(pay->name))
    pay = NULL;
  if (pay)
    print_short_form(pr, pay);
  xfd_print_dps(pr, op);
  const char *elided[2] = {clause, NULL};
  if (clause)
    print_i64_array_clause(pr, op, clause);
  xfy_print_optional_attr_dict(pr, op, elided);
  if (!pay && op->nreg && xfi_op_regions(op)[0].first)
    print_explicit_body(pr, op);
}

static void map_print(xfy_printer *pr, xf_op *op) { print_map_or_reduce(pr, op, NULL, false); }
static void reduce_print(xfy_printer *pr, xf_op *op) {
  print_map_or_reduce(pr, op, "dimensions", true);
}

/* ------------------------------------------------- transpose / broadcast */

/* buildIdentityRegion: yields the first argument. */
static bool parse_identity_op(xfy_op_builder *b, const char *clause) {
  xfd_dps d;
  memset(&d, 0, sizeof d);
  bool ok = parse_dst_style(b, &d, clause);
  xfd_dps_free(b, &d);
  if (!ok)
    return false;
  xf_block *blk = operand_block(b, true);
  if (!blk)
    return xfy_error(b->p, "out of memory");
  if (blk->nargs && !xfd_append_op(b->ctx, blk, "linalg.yield", 12, &blk->args[0], 1, NULL, NULL,
                                   NULL, xfy_builder_loc(b)))
    return xfy_error(b->p, "out of memory");
  return xfd_add_block_region(b, blk);
}

static bool transpose_parse(xfy_op_builder *b) { return parse_identity_op(b, "permutation"); }
static bool broadcast_parse(xfy_op_builder *b) { return parse_identity_op(b, "dimensions"); }

static void print_identity_op(xfy_printer *pr, xf_op *op, const char *clause) {
  const char *elided[2] = {clause, NULL};
  xfd_print_dps(pr, op);
  print_i64_array_clause(pr, op, clause);
  xfy_print_optional_attr_dict(pr, op, elided);
}

static void transpose_print(xfy_printer *pr, xf_op *op) {
  print_identity_op(pr, op, "permutation");
}
static void broadcast_print(xfy_printer *pr, xf_op *op) {
  print_identity_op(pr, op, "dimensions");
}

/* ------------------------------------------------------ index / yield */

/* `linalg.index 1 : index` */
static bool index_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  int64_t dim;
  if (p->tok.kind != XFY_INTEGER)
    return xfy_error_expected(p, "expected attribute value");
  if (!xfy_parse_integer(p, &dim) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfy_parse_colon_type(p);
  return t && xfy_add_prop(b, "dim", xf_attr_integer(b->ctx, b->ctx->t_i64, dim)) &&
         xfy_add_type(b, t);
}

static void index_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"dim", NULL};
  xf_attr *dim = xf_op_get_attr(op, "dim");
  xfy_putc(pr, ' ');
  if (dim && dim->kind == XF_ATTR_INTEGER)
    xfs_buf_put_i64(pr->out, xf_attr_int_value(dim));
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_result_types(pr, op);
}

/* `linalg.yield %a, %b {attrs} : f32, f32` */
static bool yield_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ops = {0}, types = {0};
  xfy_token at = p->tok;
  bool ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE) && xfy_parse_optional_attr_dict(b);
  if (ok && ops.len)
    ok = xfy_parse_colon_type_list(p, &types);
  if (ok && ops.len != types.len)
    ok = xfd_custom_error(b, &at, "number of operands and types do not match: got %zu operands "
                          "and %zu types", ops.len, types.len);
  for (size_t i = 0; ok && i < ops.len; i++)
    ok = xfy_resolve_operand(b, &XFS_VEC_AT(&ops, xfy_operand, i), XFS_VEC_AT(&types, xf_type *, i));
  xfs_vec_free(m, &ops, sizeof(xfy_operand));
  xfs_vec_free(m, &types, sizeof(xf_type *));
  return ok;
}

static void yield_print(xfy_printer *pr, xf_op *op) {
  if (op->nops) {
    xfy_putc(pr, ' ');
    xfy_print_operands(pr, op, 0, op->nops);
  }
  xfy_print_optional_attr_dict(pr, op, NULL);
  if (op->nops) {
    xfy_puts(pr, " : ");
    xfy_print_operand_types(pr, op, 0, op->nops);
  }
}

/* ----------------------------------------------------------- name hints */

/* getAsmResultNames: the first result names the whole result group. */
static void hint(xf_op *op, xf_name_fn set, void *cookie, const char *name) {
  if (op->nres)
    set(cookie, &xfi_op_results(op)[0], name, strlen(name));
}

static void map_names(xf_op *op, xf_name_fn set, void *c) { hint(op, set, c, "mapped"); }
static void reduce_names(xf_op *op, xf_name_fn set, void *c) { hint(op, set, c, "reduced"); }
static void transpose_names(xf_op *op, xf_name_fn set, void *c) { hint(op, set, c, "transposed"); }
static void broadcast_names(xf_op *op, xf_name_fn set, void *c) { hint(op, set, c, "broadcasted"); }

/* Entry block arguments: inputs `in`, inits `init_name`. */
static void arg_names(xf_op *op, xf_region *r, xf_name_fn set, void *cookie, const char *init) {
  xf_block *blk = r->first;
  size_t nin = xfd_num_inputs(op);
  for (uint32_t i = 0; blk && i < blk->nargs; i++) {
    const char *n = i < nin ? "in" : init;
    set(cookie, blk->args[i], n, strlen(n));
  }
}

static void generic_arg_names(xf_op *op, xf_region *r, xf_name_fn set, void *c) {
  arg_names(op, r, set, c, "out");
}
static void init_arg_names(xf_op *op, xf_region *r, xf_name_fn set, void *c) {
  arg_names(op, r, set, c, "init");
}

/* -------------------------------------------------------------- rows */

#define STRUCTURED_TRAITS (XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_RECURSIVE_EFFECTS)

static const char *const generic_props[] = {"indexing_maps", "iterator_types", "doc",
                                            "library_call", "operandSegmentSizes", NULL};
static const char *const maps_props[] = {"indexing_maps", "cast", "operandSegmentSizes", NULL};
static const char *const elementwise_props[] = {"kind", "indexing_maps", "operandSegmentSizes",
                                                NULL};
static const char *const dims_props[] = {"dimensions", NULL};
static const char *const perm_props[] = {"permutation", NULL};
static const char *const index_props[] = {"dim", NULL};

#define MAC_CAST "add($2,mul(ca[$2]($0),ca[$2]($1)))"

static const xfd_linalg_desc generic_desc = {XFD_LK_GENERIC, 0, 0, 0, NULL, NULL, NULL};
static const xfd_linalg_desc map_desc = {XFD_LK_MAP, 0, 0, 0, NULL, NULL, NULL};
static const xfd_linalg_desc reduce_desc = {XFD_LK_REDUCE, 0, 0, 0, NULL, NULL, NULL};
static const xfd_linalg_desc transpose_desc = {XFD_LK_TRANSPOSE, 0, 0, 0, NULL, NULL, NULL};
static const xfd_linalg_desc broadcast_desc = {XFD_LK_BROADCAST, 0, 0, 0, NULL, NULL, NULL};
static const xfd_linalg_desc elementwise_desc = {XFD_LK_ELEMENTWISE, 0, 0, 0, NULL, NULL, NULL};
static const xfd_linalg_desc matmul_desc = {
    XFD_LK_MAPS_PROP, 2, 0, XFD_NF_CAST, "ppr",
    "(d0, d1, d2) -> (d0, d2);(d0, d1, d2) -> (d2, d1);(d0, d1, d2) -> (d0, d1)", MAC_CAST};
static const xfd_linalg_desc batch_matmul_desc = {
    XFD_LK_MAPS_PROP, 2, 0, XFD_NF_CAST, "pppr",
    "(d0, d1, d2, d3) -> (d0, d1, d3);(d0, d1, d2, d3) -> (d0, d3, d2);"
    "(d0, d1, d2, d3) -> (d0, d1, d2)",
    MAC_CAST};
static const xfd_linalg_desc batch_reduce_matmul_desc = {
    XFD_LK_MAPS_PROP, 2, 0, XFD_NF_CAST, "rppr",
    "(d0, d1, d2, d3) -> (d0, d1, d3);(d0, d1, d2, d3) -> (d0, d3, d2);"
    "(d0, d1, d2, d3) -> (d1, d2)",
    MAC_CAST};
static const xfd_linalg_desc contract_desc = {XFD_LK_MAPS_PROP, 2, 0, XFD_NF_CAST, NULL, NULL,
                                              MAC_CAST};

#define STRUCTURED_ROW(opname, pn, p, pr, el, d)                                              \
  {.name = "linalg." opname, .traits = STRUCTURED_TRAITS | XF_TRAIT_ATTR_SIZED_OPERANDS,      \
   .prop_names = pn, .parse = p, .print = pr, .verify = xfd_linalg_verify_structured,         \
   .verify_regions = xfd_linalg_verify_regions, .effects = xfd_linalg_effects,                \
   .elides_attr = el, .structured = d, .print_replayable = true}

static const xf_op_info linalg_ops[] = {
    {.name = "linalg.generic",
     .traits = STRUCTURED_TRAITS | XF_TRAIT_ATTR_SIZED_OPERANDS,
     .prop_names = generic_props,
     .parse = xfd_generic_parse,
     .print = xfd_generic_print,
     .print_replayable = true,
     .verify = xfd_linalg_verify_structured,
     .verify_regions = xfd_linalg_verify_regions,
     .block_arg_names = generic_arg_names,
     .effects = xfd_linalg_effects,
     .structured = &generic_desc},
    {.name = "linalg.map",
     .traits = STRUCTURED_TRAITS,
     .parse = map_parse,
     .print = map_print,
     .verify = xfd_linalg_verify_structured,
     .verify_regions = xfd_linalg_verify_regions,
     .result_names = map_names,
     .block_arg_names = init_arg_names,
     .effects = xfd_linalg_effects,
     .structured = &map_desc},
    {.name = "linalg.reduce",
     .traits = STRUCTURED_TRAITS,
     .prop_names = dims_props,
     .parse = reduce_parse,
     .print = reduce_print,
     .verify = xfd_linalg_verify_structured,
     .verify_regions = xfd_linalg_verify_regions,
     .result_names = reduce_names,
     .block_arg_names = init_arg_names,
     .effects = xfd_linalg_effects,
     .structured = &reduce_desc},
    {.name = "linalg.transpose",
     .traits = STRUCTURED_TRAITS,
     .prop_names = perm_props,
     .parse = transpose_parse,
     .print = transpose_print,
     .verify = xfd_linalg_verify_structured,
     .verify_regions = xfd_linalg_verify_regions,
     .result_names = transpose_names,
     .effects = xfd_linalg_effects,
     .structured = &transpose_desc},
    {.name = "linalg.broadcast",
     .traits = STRUCTURED_TRAITS,
     .prop_names = dims_props,
     .parse = broadcast_parse,
     .print = broadcast_print,
     .verify = xfd_linalg_verify_structured,
     .verify_regions = xfd_linalg_verify_regions,
     .result_names = broadcast_names,
     .effects = xfd_linalg_effects,
     .structured = &broadcast_desc},
    STRUCTURED_ROW("elementwise", elementwise_props, xfd_elementwise_parse,
                   xfd_elementwise_print, xfd_elementwise_elides_attr, &elementwise_desc),
    STRUCTURED_ROW("matmul", maps_props, xfd_maps_op_parse, xfd_maps_op_print,
                   xfd_maps_op_elides_attr, &matmul_desc),
    STRUCTURED_ROW("batch_matmul", maps_props, xfd_maps_op_parse, xfd_maps_op_print,
                   xfd_maps_op_elides_attr, &batch_matmul_desc),
    STRUCTURED_ROW("batch_reduce_matmul", maps_props, xfd_maps_op_parse, xfd_maps_op_print,
                   xfd_maps_op_elides_attr, &batch_reduce_matmul_desc),
    STRUCTURED_ROW("contract", maps_props, xfd_maps_op_parse, xfd_maps_op_print,
                   xfd_maps_op_elides_attr, &contract_desc),
    {.name = "linalg.index",
     .traits = XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT,
     .prop_names = index_props,
     .parse = index_parse,
     .print = index_print,
     .verify = xfd_linalg_verify_index},
    {.name = "linalg.yield",
     .traits = XF_TRAIT_TERMINATOR | XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT,
     .parse = yield_parse,
     .print = yield_print,
     .verify = xfd_linalg_verify_yield},
};

xf_status xfd_register_linalg(xf_context *ctx) {
  xf_status st = xfd_register_table(ctx, linalg_ops, sizeof linalg_ops / sizeof linalg_ops[0]);
  if (st == XF_OK)
    st = xfd_register_linalg_named(ctx);
  return st == XF_OK ? xfd_register_linalg_relayout(ctx) : st;
}
