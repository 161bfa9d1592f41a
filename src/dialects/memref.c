/* memref.c — the part of the memref dialect the rewrite engine needs to
 * know about: load, store, alloc and dealloc, with LLVM 22's custom syntax,
 * result names and memory effects (read, write, allocation of the result,
 * free).  Other memref ops stay generic and unregistered (the dialect is
 * not claimed, so they remain valid input).
 *
 * Syntax (ODS assembly formats):
 *   %v = memref.load %m[%i, ...] attr-dict : memref-type
 *   memref.store %v, %m[%i, ...] attr-dict : memref-type
 *   %a = memref.alloc(%dyn, ...)[%sym, ...]? attr-dict : memref-type
 *   memref.dealloc %m attr-dict : memref-type
 * `nontemporal = false` (the default) is not printed; alloc keeps its
 * operandSegmentSizes property (dynamic sizes, symbols) as mlir-opt does.
 */
#include "dialects.h"

static const char *const access_props[] = {"alignment", "nontemporal", NULL};
static const char *const alloc_props[] = {"alignment", "operandSegmentSizes", NULL};

/* The element type of a memref type, or NULL. */
static xf_type *elem_of(xf_type *t) {
  return t && (t->kind == XF_TYPE_MEMREF || t->kind == XF_TYPE_UNRANKED_MEMREF) ? t->elem : NULL;
}

/* `[%i, ...] attr-dict : type`, resolving `mem` and the indices. */
static xf_type *parse_indexed_tail(xfy_op_builder *b, const xfy_operand *mem) {
  xfy_parser *p = b->p;
  xfs_vec idx = {0};
  xf_type *t = NULL;
  if (xfy_parse_operand_list(p, &idx, XFY_DELIM_SQUARE) && xfy_parse_optional_attr_dict(b))
    t = xfy_parse_colon_type(p);
  bool ok = t && xfy_resolve_operand(b, mem, t) &&
            xfy_resolve_operands_same(b, idx.data, idx.len, b->ctx->t_index);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &idx, sizeof(xfy_operand));
  if (ok && !elem_of(t))
    return xfy_builder_error(b, "'%s' op expected a memref type", b->name->str), NULL;
  return ok ? t : NULL;
}

static bool load_parse(xfy_op_builder *b) {
  xfy_operand mem;
  if (!xfy_parse_operand(b->p, &mem))
    return false;
  xf_type *t = parse_indexed_tail(b, &mem);
  return t && xfy_add_type(b, elem_of(t));
}

static bool store_parse(xfy_op_builder *b) {
  xfy_operand val, mem;
  if (!xfy_parse_operand(b->p, &val) || !xfy_expect(b->p, XFY_COMMA, "','") ||
      !xfy_parse_operand(b->p, &mem))
    return false;
  size_t at = b->operands.len;
  xf_type *t = parse_indexed_tail(b, &mem);
  if (!t)
    return false;
  /* the value comes first in the operand list: resolve it, then rotate */
  if (!xfy_resolve_operand(b, &val, elem_of(t)))
    return false;
  xf_value **ops = b->operands.data;
  xf_value *v = ops[b->operands.len - 1];
  memmove(ops + at + 1, ops + at, (b->operands.len - 1 - at) * sizeof *ops);
  ops[at] = v;
  return true;
}

/* Prints ` %m[%i, ...] attr-dict : type` for operands [first..). */
static void print_indexed_tail(xfy_printer *pr, xf_op *op, uint32_t first) {
  xfy_print_operand(pr, op->operands[first].value);
  xfy_putc(pr, '[');
  xfy_print_operands(pr, op, first + 1, op->nops - first - 1);
  xfy_putc(pr, ']');
  xf_attr *nt = xfy_op_attr(op, "nontemporal");
  static const char *const elide_nt[] = {"nontemporal", NULL};
  bool elide = nt && nt->kind == XF_ATTR_BOOL && !nt->flag;
  xfy_print_optional_attr_dict(pr, op, elide ? elide_nt : NULL);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[first].value->type);
}

static void load_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  print_indexed_tail(pr, op, 0);
}

static void store_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_operand(pr, op->operands[0].value);
  xfy_puts(pr, ", ");
  print_indexed_tail(pr, op, 1);
}

/* `(%d, ...)` `[%s, ...]`? attr-dict `:` type */
static bool alloc_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec dyn = {0}, sym = {0};
  xf_type *t = NULL;
  if (xfy_parse_operand_list(p, &dyn, XFY_DELIM_PAREN) &&
      xfy_parse_operand_list(p, &sym, XFY_DELIM_OPT_SQUARE) && xfy_parse_optional_attr_dict(b))
    t = xfy_parse_colon_type(p);
  bool ok = t && xfy_resolve_operands_same(b, dyn.data, dyn.len, b->ctx->t_index) &&
            xfy_resolve_operands_same(b, sym.data, sym.len, b->ctx->t_index) &&
            xfy_add_type(b, t);
  uint64_t seg[2] = {dyn.len, sym.len};
  xf_attr *sizes = ok ? xfi_attr_dense_array(b->ctx, b->ctx->t_i32, seg, 2) : NULL;
  ok = ok && sizes && xfy_add_prop(b, "operandSegmentSizes", sizes);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &dyn, sizeof(xfy_operand));
  xfs_vec_free(xfs_ctx_mem(b->ctx), &sym, sizeof(xfy_operand));
  return ok;
}

static void alloc_print(xfy_printer *pr, xf_op *op) {
  xf_attr *seg = xfy_op_attr(op, "operandSegmentSizes");
  uint32_t ndyn = seg && seg->kind == XF_ATTR_DENSE_ARRAY && seg->n == 2
                      ? (uint32_t)seg->u.darr.vals[0]
                      : op->nops;
  xfy_putc(pr, '(');
  xfy_print_operands(pr, op, 0, ndyn);
  xfy_putc(pr, ')');
  if (op->nops > ndyn) {
    xfy_putc(pr, '[');
    xfy_print_operands(pr, op, ndyn, op->nops - ndyn);
    xfy_putc(pr, ']');
  }
  static const char *const elided[] = {"operandSegmentSizes", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_result_types(pr, op);
}

static bool dealloc_parse(xfy_op_builder *b) {
  xfy_operand mem;
  if (!xfy_parse_operand(b->p, &mem) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = xfy_parse_colon_type(b->p);
  return t && xfy_resolve_operand(b, &mem, t);
}

static void dealloc_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_operand(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  xfy_print_type(pr, op->operands[0].value->type);
}

static void alloc_names(xf_op *op, xf_name_fn set, void *cookie) {
  set(cookie, &xfi_op_results(op)[0], "alloc", 5);
}

static unsigned effects_read(const xf_op *op) { (void)op; return XF_EFFECT_READ; }
static unsigned effects_write(const xf_op *op) { (void)op; return XF_EFFECT_WRITE; }
static unsigned effects_alloc(const xf_op *op) { (void)op; return XF_EFFECT_ALLOC; }
static unsigned effects_free(const xf_op *op) { (void)op; return XF_EFFECT_FREE; }

static const xf_op_info memref_ops[] = {
    {.name = "memref.load",
     .prop_names = access_props,
     .parse = load_parse,
     .print = load_print,
     .effects = effects_read},
    {.name = "memref.store",
     .prop_names = access_props,
     .parse = store_parse,
     .print = store_print,
     .effects = effects_write},
    {.name = "memref.alloc",
     .traits = XF_TRAIT_ATTR_SIZED_OPERANDS,
     .prop_names = alloc_props,
     .parse = alloc_parse,
     .print = alloc_print,
     .result_names = alloc_names,
     .effects = effects_alloc},
    {.name = "memref.dealloc",
     .parse = dealloc_parse,
     .print = dealloc_print,
     .effects = effects_free},
};

/* The dialect is modelled in part: registering these rows must not make
 * the other memref ops unknown-op errors. */
xf_status xfd_register_memref(xf_context *ctx) {
  for (size_t i = 0; i < sizeof memref_ops / sizeof memref_ops[0]; i++) {
    xf_status st = xfi_register_partial_op(ctx, &memref_ops[i]);
    if (st != XF_OK)
      return st;
  }
  return XF_OK;
}
