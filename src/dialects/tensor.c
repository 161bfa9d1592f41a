/* tensor.c — the tensor dialect: custom syntax (parse and print exactly as
 * mlir-opt 22's assembly formats do), result-name hints and the registry
 * table.  Verifiers live in tensor_verify.c.
 *
 * Parsers read the whole op first and resolve operands last, in operand
 * order, as ODS-generated parsers do (so the first undefined value is the
 * one reported).  Slice-like ops keep their mixed static/dynamic lists in
 * `static_*` dense i64 properties plus `operandSegmentSizes`; printers
 * elide exactly the properties their format prints.  `type($x)` of a
 * ranked-tensor operand rejects other types with "invalid kind of type
 * specified: expected builtin.tensor, but found '...'"; plain tensor
 * operands (TensorType) without the suffix.
 */
#include "tensor_impl.h"

/* ----------------------------------------------------------- parse helpers */

typedef enum type_kind {
  TY_ANY,      /* any type */
  TY_TENSOR,   /* TensorType: ranked or unranked tensor */
  TY_RANKED,   /* RankedTensorType */
  TY_FUNCTION, /* FunctionType (functional-type directive) */
} type_kind;

static bool kind_ok(type_kind k, const xf_type *t) {
  switch (k) {
  case TY_ANY:
    return true;
  case TY_TENSOR:
    return xfd_is_tensor(t);
  case TY_RANKED:
    return xfd_is_ranked_tensor(t);
  case TY_FUNCTION:
    return t->kind == XF_TYPE_FUNCTION;
  }
  return false;
}

/* parseType<T>: a type of kind `k`, reported at its first token otherwise. */
static xf_type *parse_type_of(xfy_op_builder *b, type_kind k) {
  xfy_token at = b->p->tok;
  xf_type *t = xfy_parse_type(b->p);
  if (!t || kind_ok(k, t))
    return t;
  if (k == TY_TENSOR) {
    xfy_builder_error_at(b, &at, "invalid kind of type specified");
    return NULL;
  }
  xf_strbuf s;
  xf_strbuf_init(&s, b->ctx);
  if (xf_print_type(t, &s) == XF_OK)
    xfy_builder_error_at(b, &at, "invalid kind of type specified: expected %s, but found '%s'",
                         k == TY_RANKED ? "builtin.tensor" : "builtin.function",
                         s.data ? s.data : "");
  else
    xfy_error(b->p, "out of memory");
  xf_strbuf_free(&s);
  return NULL;
}

static xf_type *parse_colon_type_of(xfy_op_builder *b, type_kind k) {
  return xfy_expect(b->p, XFY_COLON, "':'") ? parse_type_of(b, k) : NULL;
}

static void free_operands(xf_context *ctx, xfs_vec *v) {
  xfs_vec_free(xfs_ctx_mem(ctx), v, sizeof(xfy_operand));
}

/* Resolves every operand of `ops` with type `t`. */
static bool resolve_all(xfy_op_builder *b, const xfs_vec *ops, xf_type *t) {
  return xfy_resolve_operands_same(b, ops->data, ops->len, t);
}

static bool add_segments(xfy_op_builder *b, const int32_t *sizes, size_t n) {
  xf_attr *a = xfd_segment_sizes_attr(b->ctx, sizes, n);
  return a && xfy_add_prop(b, "operandSegmentSizes", a);
}

/* A unit-attribute keyword (`nofold`, `unique`) if present. */
static bool parse_unit_kw(xfy_op_builder *b, const char *kw) {
  if (!xfy_accept_kw(b->p, kw))
    return true;
  return xfy_add_prop(b, kw, xf_attr_unit(b->ctx));
}

/* DenseI64ArrayAttr in its stripped form: `[1, 2]`. */
static xf_attr *parse_i64_array(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec v = {0};
  xf_attr *a = NULL;
  if (!xfy_expect(p, XFY_LSQUARE, "'['"))
    return NULL;
  bool ok = true;
  if (!xfy_accept(p, XFY_RSQUARE)) {
    do {
      int64_t x;
      ok = xfy_parse_integer(p, &x) && XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), &v, int64_t, x);
    } while (ok && xfy_accept(p, XFY_COMMA));
    ok = ok && xfy_expect(p, XFY_RSQUARE, "']'");
  }
  if (ok)
    a = xf_attr_dense_i64_array(b->ctx, v.data, v.len);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &v, sizeof(int64_t));
  return a;
}

/* --------------------------------------------------------- print helpers */

/* Printers assume the operand/result counts their verifier checks; an op
 * that was never verified prints nothing after its name instead of
 * reading past its operands. */
static bool shape_ok(const xf_op *op, uint32_t nops_min, uint32_t nres_min) {
  return op->nops >= nops_min && op->nres >= nres_min;
}

static void print_sp_value(xfy_printer *pr, xf_value *v) {
  xfy_putc(pr, ' ');
  xfy_print_value(pr, v);
}

static void print_colon_type(xfy_printer *pr, xf_type *t) {
  xfy_puts(pr, " : ");
  xfy_print_type(pr, t);
}

/* ` : t1 <kw> t2` */
static void print_type_pair(xfy_printer *pr, xf_type *a, const char *kw, xf_type *b) {
  print_colon_type(pr, a);
  xfy_putc(pr, ' ');
  xfy_puts(pr, kw);
  xfy_putc(pr, ' ');
  xfy_print_type(pr, b);
}

static void print_i64_array(xfy_printer *pr, const xf_attr *a) {
  xfy_putc(pr, '[');
  for (uint32_t i = 0; a && i < a->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfs_buf_printf(pr->out, "%lld", (long long)xf_attr_dense_array_int(a, i));
  }
  xfy_putc(pr, ']');
}

/* ODS prints a region of a SingleBlockImplicitTerminator op with its
 * terminator unless that terminator is bare (no operands, results or
 * attributes). */
static void print_implicit_term_region(xfy_printer *pr, xf_region *r) {
  bool print_term = true;
  xf_op *term = r->first ? r->first->last : NULL;
  if (term && term->info && (term->info->traits & XF_TRAIT_TERMINATOR))
    print_term = (term->attrs && term->attrs->n) || term->nops || term->nres;
  xfy_print_custom_region(pr, r, true, print_term, false);
}

/* ------------------------------------------------------------ name hints */

#define NAME_HOOK(fn, text)                                                                   \
  static void fn(xf_op *op, xf_name_fn set, void *cookie) {                                   \
    if (op->nres)                                                                             \
      set(cookie, &xfi_op_results(op)[0], text, sizeof text - 1);                                    \
  }

NAME_HOOK(names_cast, "cast")
NAME_HOOK(names_concat, "concat")
NAME_HOOK(names_dim, "dim")
NAME_HOOK(names_extracted, "extracted")
NAME_HOOK(names_extracted_slice, "extracted_slice")
NAME_HOOK(names_from_elements, "from_elements")
NAME_HOOK(names_gather, "gather")
NAME_HOOK(names_generated, "generated")
NAME_HOOK(names_inserted, "inserted")
NAME_HOOK(names_inserted_slice, "inserted_slice")
NAME_HOOK(names_rank, "rank")
NAME_HOOK(names_reshape, "reshape")
NAME_HOOK(names_expanded, "expanded")
NAME_HOOK(names_collapsed, "collapsed")
NAME_HOOK(names_padded, "padded")
NAME_HOOK(names_scatter, "scatter")
NAME_HOOK(names_splat, "splat")

/* ------------------------------------------------------ cast and bitcast */

/* `$source attr-dict : type($source) to type($dest)` */
static bool cast_parse(xfy_op_builder *b) {
  xfy_operand src;
  if (!xfy_parse_operand(b->p, &src) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *from = parse_colon_type_of(b, TY_TENSOR);
  xf_type *to = from && xfy_builder_expect_kw(b, "to") ? parse_type_of(b, TY_TENSOR) : NULL;
  return to && xfy_resolve_operand(b, &src, from) && xfy_add_type(b, to);
}

static void cast_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 1))
    return;
  print_sp_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_type_pair(pr, op->operands[0].value->type, "to", xfi_op_results(op)[0].type);
}

/* ---------------------------------------------------------------- concat */

static const char *const concat_props[] = {"dim", NULL};

/* `dim ( $dim ) $inputs attr-dict : functional-type(operands, results)` */
static bool concat_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0};
  if (!xfy_builder_expect_kw(b, "dim") || !xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  xf_attr *dim = xfy_parse_attr(p, b->ctx->t_i64);
  if (!dim || !xfy_expect(p, XFY_RPAREN, "')'") || !xfy_add_prop(b, "dim", dim))
    return false;
  bool ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE) && xfy_parse_optional_attr_dict(b);
  xf_type *ft = ok ? parse_colon_type_of(b, TY_FUNCTION) : NULL;
  ok = ft && xfy_resolve_operands(b, ops.data, ops.len, ft->types, ft->n, &b->name_tok) &&
       xfy_add_types(b, ft->types + ft->n, ft->nres);
  free_operands(b->ctx, &ops);
  return ok;
}

static void concat_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 0, 1))
    return;
  xfy_puts(pr, " dim(");
  xf_attr *dim = xfy_op_attr(op, "dim");
  if (dim)
    xfy_print_attr_no_type(pr, dim);
  xfy_puts(pr, ") ");
  xfy_print_operands(pr, op, 0, op->nops);
  xfy_print_optional_attr_dict(pr, op, concat_props);
  xfy_puts(pr, " : ");
  xfy_print_functional_type(pr, op);
}

/* ------------------------------------------------------------------- dim */

/* `attr-dict $source , $index : type($source)` */
static bool dim_parse(xfy_op_builder *b) {
  xfy_operand src, idx;
  if (!xfy_parse_optional_attr_dict(b) || !xfy_parse_operand(b->p, &src) ||
      !xfy_expect(b->p, XFY_COMMA, "','") || !xfy_parse_operand(b->p, &idx))
    return false;
  xf_type *t = parse_colon_type_of(b, TY_TENSOR);
  return t && xfy_resolve_operand(b, &src, t) && xfy_resolve_operand(b, &idx, b->ctx->t_index) &&
         xfy_add_type(b, b->ctx->t_index);
}

static void dim_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 2, 0))
    return;
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_sp_value(pr, op->operands[0].value);
  xfy_puts(pr, ", ");
  xfy_print_value(pr, op->operands[1].value);
  print_colon_type(pr, op->operands[0].value->type);
}

/* ----------------------------------------------------------------- empty */

/* `( $dynamicSizes ) attr-dict : type($result)` */
static bool empty_parse(xfy_op_builder *b) {
  xfs_vec ops = {0};
  bool ok = xfy_parse_operand_list(b->p, &ops, XFY_DELIM_PAREN) && xfy_parse_optional_attr_dict(b);
  xf_type *t = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  ok = t && resolve_all(b, &ops, b->ctx->t_index) && xfy_add_type(b, t);
  free_operands(b->ctx, &ops);
  return ok;
}

static void empty_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 0, 1))
    return;
  xfy_putc(pr, '(');
  xfy_print_operands(pr, op, 0, op->nops);
  xfy_putc(pr, ')');
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_colon_type(pr, xfi_op_results(op)[0].type);
}

/* --------------------------------------------------------- extract/insert */

/* `$tensor [ $indices ] attr-dict : type($tensor)` */
static bool extract_parse(xfy_op_builder *b) {
  xfy_operand t;
  xfs_vec idx = {0};
  bool ok = xfy_parse_operand(b->p, &t) && xfy_parse_operand_list(b->p, &idx, XFY_DELIM_SQUARE) &&
            xfy_parse_optional_attr_dict(b);
  xf_type *tt = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  ok = tt && xfy_resolve_operand(b, &t, tt) && resolve_all(b, &idx, b->ctx->t_index) &&
       xfy_add_type(b, tt->elem);
  free_operands(b->ctx, &idx);
  return ok;
}

/* `[%i, %j]` of operands [from, nops). */
static void print_bracket_operands(xfy_printer *pr, xf_op *op, size_t from) {
  xfy_putc(pr, '[');
  xfy_print_operands(pr, op, from, op->nops - from);
  xfy_putc(pr, ']');
}

static void extract_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 0))
    return;
  print_sp_value(pr, op->operands[0].value);
  print_bracket_operands(pr, op, 1);
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_colon_type(pr, op->operands[0].value->type);
}

/* `$scalar into $dest [ $indices ] attr-dict : type($dest)` */
static bool insert_parse(xfy_op_builder *b) {
  xfy_operand s, d;
  xfs_vec idx = {0};
  bool ok = xfy_parse_operand(b->p, &s) && xfy_builder_expect_kw(b, "into") &&
            xfy_parse_operand(b->p, &d) && xfy_parse_operand_list(b->p, &idx, XFY_DELIM_SQUARE) &&
            xfy_parse_optional_attr_dict(b);
  xf_type *dt = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  ok = dt && xfy_resolve_operand(b, &s, dt->elem) && xfy_resolve_operand(b, &d, dt) &&
       resolve_all(b, &idx, b->ctx->t_index) && xfy_add_type(b, dt);
  free_operands(b->ctx, &idx);
  return ok;
}

static void insert_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 2, 0))
    return;
  print_sp_value(pr, op->operands[0].value);
  xfy_puts(pr, " into");
  print_sp_value(pr, op->operands[1].value);
  print_bracket_operands(pr, op, 2);
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_colon_type(pr, op->operands[1].value->type);
}

/* ---------------------------------------------------------------- slices */

static const char *const slice_props[] = {"operandSegmentSizes", "static_offsets", "static_sizes",
                                          "static_strides", NULL};

/* The three lists `[offsets] [sizes] [strides]`. */
static bool parse_slice_lists(xfy_op_builder *b, xfd_index_list l[3]) {
  for (int i = 0; i < 3; i++)
    if (!xfd_parse_index_list(b, &l[i], XFY_DELIM_SQUARE, false))
      return false;
  return true;
}

static void free_slice_lists(xf_context *ctx, xfd_index_list l[3]) {
  for (int i = 0; i < 3; i++)
    xfd_index_list_free(ctx, &l[i]);
}

/* Resolves the lists' SSA entries and adds the static lists and the
 * segment sizes (`lead` leading operands). */
static bool finish_slice_lists(xfy_op_builder *b, xfd_index_list l[3], int32_t lead) {
  for (int i = 0; i < 3; i++)
    if (!xfd_index_list_resolve(b, &l[i], b->ctx->t_index))
      return false;
  int32_t segs[5] = {1, 1, 0, 0, 0};
  for (int i = 0; i < 3; i++)
    segs[lead + i] = (int32_t)l[i].ops.len;
  for (int i = 0; i < 3; i++)
    if (!xfy_add_prop(b, slice_props[1 + i], xfd_index_list_attr(b->ctx, &l[i])))
      return false;
  return add_segments(b, segs, (size_t)lead + 3);
}

/* `$source [offsets] [sizes] [strides] attr-dict : type($source) to type($result)` */
static bool extract_slice_parse(xfy_op_builder *b) {
  xfy_operand src;
  xfd_index_list l[3];
  memset(l, 0, sizeof l);
  bool ok = xfy_parse_operand(b->p, &src) && parse_slice_lists(b, l) &&
            xfy_parse_optional_attr_dict(b);
  xf_type *st = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  xf_type *rt = st && xfy_builder_expect_kw(b, "to") ? parse_type_of(b, TY_RANKED) : NULL;
  ok = rt && xfy_resolve_operand(b, &src, st) && finish_slice_lists(b, l, 1) &&
       xfy_add_type(b, rt);
  free_slice_lists(b->ctx, l);
  return ok;
}

/* The three lists of a slice op whose offsets start at operand `first`. */
static void print_slice_lists(xfy_printer *pr, xf_op *op, size_t first) {
  size_t at = first;
  for (int i = 0; i < 3; i++) {
    xf_attr *a = xfy_op_attr(op, slice_props[1 + i]);
    if (i)
      xfy_putc(pr, ' ');
    xfd_print_index_list(pr, op, at, a, NULL, false, XFY_DELIM_SQUARE);
    at += xfd_count_dynamic(a);
  }
}

static void extract_slice_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 1))
    return;
  print_sp_value(pr, op->operands[0].value);
  print_slice_lists(pr, op, 1);
  xfy_print_optional_attr_dict(pr, op, slice_props);
  print_type_pair(pr, op->operands[0].value->type, "to", xfi_op_results(op)[0].type);
}

/* `$source into $dest [..] [..] [..] attr-dict : type($source) into type($dest)`;
 * `has_result`: insert_slice (result = dest type) vs parallel_insert_slice. */
static bool insert_slice_common(xfy_op_builder *b, bool has_result) {
  xfy_operand src, dst;
  xfd_index_list l[3];
  memset(l, 0, sizeof l);
  bool ok = xfy_parse_operand(b->p, &src) && xfy_builder_expect_kw(b, "into") &&
            xfy_parse_operand(b->p, &dst) && parse_slice_lists(b, l) &&
            xfy_parse_optional_attr_dict(b);
  xf_type *st = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  xf_type *dt = st && xfy_builder_expect_kw(b, "into") ? parse_type_of(b, TY_RANKED) : NULL;
  ok = dt && xfy_resolve_operand(b, &src, st) && xfy_resolve_operand(b, &dst, dt) &&
       finish_slice_lists(b, l, 2) && (!has_result || xfy_add_type(b, dt));
  free_slice_lists(b->ctx, l);
  return ok;
}

static bool insert_slice_parse(xfy_op_builder *b) { return insert_slice_common(b, true); }

static bool parallel_insert_slice_parse(xfy_op_builder *b) {
  return insert_slice_common(b, false);
}

static void insert_slice_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 2, 0))
    return;
  print_sp_value(pr, op->operands[0].value);
  xfy_puts(pr, " into");
  print_sp_value(pr, op->operands[1].value);
  print_slice_lists(pr, op, 2);
  xfy_print_optional_attr_dict(pr, op, slice_props);
  print_type_pair(pr, op->operands[0].value->type, "into", op->operands[1].value->type);
}

/* --------------------------------------------------------- from_elements */

/* `$elements attr-dict : type($result)`: every element has the result's
 * element type, one per element of the (static) shape. */
static bool from_elements_parse(xfy_op_builder *b) {
  xfs_vec ops = {0}, types = {0};
  xfy_token at = b->p->tok;
  bool ok = xfy_parse_operand_list(b->p, &ops, XFY_DELIM_NONE) && xfy_parse_optional_attr_dict(b);
  xf_type *t = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  int64_t n = t ? xfi_type_num_elements(t) : -1;
  size_t count = n < 0 ? ops.len : (size_t)n;
  ok = t != NULL;
  /* a count mismatch is reported without building `count` types (the
   * shape may hold billions of elements) */
  if (ok && count != ops.len)
    ok = xfy_resolve_operands(b, ops.data, ops.len, NULL, count, &at);
  for (size_t i = 0; ok && i < count; i++)
    ok = XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), &types, xf_type *, t->elem) ||
         xfy_error(b->p, "out of memory");
  ok = ok && xfy_resolve_operands(b, ops.data, ops.len, types.data, types.len, &at) &&
       xfy_add_type(b, t);
  free_operands(b->ctx, &ops);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &types, sizeof(xf_type *));
  return ok;
}

static void from_elements_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 0, 1))
    return;
  xfy_putc(pr, ' ');
  xfy_print_operands(pr, op, 0, op->nops);
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_colon_type(pr, xfi_op_results(op)[0].type);
}

/* -------------------------------------------------------- gather/scatter */

static const char *const gather_props[] = {"gather_dims", "unique", NULL};
static const char *const scatter_props[] = {"scatter_dims", "unique", NULL};

/* `<kw> ( [dims] ) (unique)? attr-dict : functional-type(operands, results)`
 * after the operands; resolves `ops` against the function type's inputs
 * (count mismatches are reported at the op name, as for every
 * functional-type(operands, ...) format). */
static bool parse_dims_tail(xfy_op_builder *b, const char *kw, xfs_vec *ops) {
  xfy_parser *p = b->p;
  if (!xfy_builder_expect_kw(b, kw) || !xfy_expect(p, XFY_LPAREN, "'('"))
    return false;
  xf_attr *dims = parse_i64_array(b);
  if (!dims || !xfy_expect(p, XFY_RPAREN, "')'") || !xfy_add_prop(b, kw, dims) ||
      !parse_unit_kw(b, "unique") || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *ft = parse_colon_type_of(b, TY_FUNCTION);
  return ft && xfy_resolve_operands(b, ops->data, ops->len, ft->types, ft->n, &b->name_tok) &&
         xfy_add_types(b, ft->types + ft->n, ft->nres);
}

/* `$source [ $indices ] gather_dims(...) ...` */
static bool gather_parse(xfy_op_builder *b) {
  xfs_vec ops = {0};
  xfy_operand u;
  bool ok = xfy_parse_operand(b->p, &u) && XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), &ops, xfy_operand, u) &&
            xfy_expect(b->p, XFY_LSQUARE, "'['") && xfy_parse_operand(b->p, &u) &&
            XFS_VEC_PUSH(xfs_ctx_mem(b->ctx), &ops, xfy_operand, u) &&
            xfy_expect(b->p, XFY_RSQUARE, "']'") && parse_dims_tail(b, "gather_dims", &ops);
  free_operands(b->ctx, &ops);
  return ok;
}

/* `$source into $dest [ $indices ] scatter_dims(...) ...` */
static bool scatter_parse(xfy_op_builder *b) {
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec ops = {0};
  xfy_operand u;
  bool ok = xfy_parse_operand(b->p, &u) && XFS_VEC_PUSH(m, &ops, xfy_operand, u) &&
            xfy_builder_expect_kw(b, "into") && xfy_parse_operand(b->p, &u) &&
            XFS_VEC_PUSH(m, &ops, xfy_operand, u) && xfy_expect(b->p, XFY_LSQUARE, "'['") &&
            xfy_parse_operand(b->p, &u) && XFS_VEC_PUSH(m, &ops, xfy_operand, u) &&
            xfy_expect(b->p, XFY_RSQUARE, "']'") && parse_dims_tail(b, "scatter_dims", &ops);
  free_operands(b->ctx, &ops);
  return ok;
}

static void print_dims_tail(xfy_printer *pr, xf_op *op, const char *kw,
                            const char *const *elided) {
  xfy_putc(pr, ' ');
  xfy_puts(pr, kw);
  xfy_putc(pr, '(');
  print_i64_array(pr, xfy_op_attr(op, kw));
  xfy_putc(pr, ')');
  if (xfy_op_attr(op, "unique"))
    xfy_puts(pr, " unique");
  xfy_print_optional_attr_dict(pr, op, elided);
  xfy_puts(pr, " : ");
  xfy_print_functional_type(pr, op);
}

static void gather_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 0))
    return;
  print_sp_value(pr, op->operands[0].value);
  print_bracket_operands(pr, op, 1);
  print_dims_tail(pr, op, "gather_dims", gather_props);
}

static void scatter_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 2, 0))
    return;
  print_sp_value(pr, op->operands[0].value);
  xfy_puts(pr, " into");
  print_sp_value(pr, op->operands[1].value);
  print_bracket_operands(pr, op, 2);
  print_dims_tail(pr, op, "scatter_dims", scatter_props);
}

/* -------------------------------------------------------------- generate */

/* `$dynamicExtents $body attr-dict : type($result)` */
static bool generate_parse(xfy_op_builder *b) {
  xfs_vec ops = {0};
  bool ok = xfy_parse_operand_list(b->p, &ops, XFY_DELIM_NONE) &&
            xfy_parse_region(b, NULL, 0, false) &&
            xfy_ensure_terminator(b, 0, "tensor.yield", xfy_builder_loc(b)) &&
            xfy_parse_optional_attr_dict(b);
  xf_type *t = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  ok = t && resolve_all(b, &ops, b->ctx->t_index) && xfy_add_type(b, t);
  free_operands(b->ctx, &ops);
  return ok;
}

static void generate_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 0, 1))
    return;
  if (op->nreg != 1)
    return;
  xfy_putc(pr, ' ');
  xfy_print_operands(pr, op, 0, op->nops);
  xfy_putc(pr, ' ');
  print_implicit_term_region(pr, &xfi_op_regions(op)[0]);
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_colon_type(pr, xfi_op_results(op)[0].type);
}

/* ------------------------------------------------------------------- pad */

static const char *const pad_props[] = {"nofold", "operandSegmentSizes", "static_high",
                                        "static_low", NULL};

/* `$source (nofold)? low[..] high[..] $region attr-dict : type($source) to type($result)` */
static bool pad_parse(xfy_op_builder *b) {
  xfy_operand src;
  xfd_index_list lo, hi;
  memset(&lo, 0, sizeof lo);
  memset(&hi, 0, sizeof hi);
  bool ok = xfy_parse_operand(b->p, &src) && parse_unit_kw(b, "nofold") &&
            xfy_builder_expect_kw(b, "low") && xfd_parse_index_list(b, &lo, XFY_DELIM_SQUARE, false) &&
            xfy_builder_expect_kw(b, "high") &&
            xfd_parse_index_list(b, &hi, XFY_DELIM_SQUARE, false) &&
            xfy_parse_region(b, NULL, 0, false) &&
            xfy_ensure_terminator(b, 0, "tensor.yield", xfy_builder_loc(b)) &&
            xfy_parse_optional_attr_dict(b);
  xf_type *st = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  xf_type *rt = st && xfy_builder_expect_kw(b, "to") ? parse_type_of(b, TY_RANKED) : NULL;
  int32_t segs[3] = {1, (int32_t)lo.ops.len, (int32_t)hi.ops.len};
  ok = rt && xfy_resolve_operand(b, &src, st) && xfd_index_list_resolve(b, &lo, b->ctx->t_index) &&
       xfd_index_list_resolve(b, &hi, b->ctx->t_index) &&
       xfy_add_prop(b, "static_low", xfd_index_list_attr(b->ctx, &lo)) &&
       xfy_add_prop(b, "static_high", xfd_index_list_attr(b->ctx, &hi)) &&
       add_segments(b, segs, 3) && xfy_add_type(b, rt);
  xfd_index_list_free(b->ctx, &lo);
  xfd_index_list_free(b->ctx, &hi);
  return ok;
}

static void pad_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 1))
    return;
  if (op->nreg != 1)
    return;
  print_sp_value(pr, op->operands[0].value);
  if (xfy_op_attr(op, "nofold"))
    xfy_puts(pr, " nofold");
  xf_attr *lo = xfy_op_attr(op, "static_low"), *hi = xfy_op_attr(op, "static_high");
  xfy_puts(pr, " low");
  xfd_print_index_list(pr, op, 1, lo, NULL, false, XFY_DELIM_SQUARE);
  xfy_puts(pr, " high");
  xfd_print_index_list(pr, op, 1 + xfd_count_dynamic(lo), hi, NULL, false, XFY_DELIM_SQUARE);
  xfy_putc(pr, ' ');
  print_implicit_term_region(pr, &xfi_op_regions(op)[0]);
  xfy_print_optional_attr_dict(pr, op, pad_props);
  print_type_pair(pr, op->operands[0].value->type, "to", xfi_op_results(op)[0].type);
}

/* ------------------------------------------------------------------ rank */

/* `$tensor attr-dict : type($tensor)` */
static bool rank_parse(xfy_op_builder *b) {
  xfy_operand t;
  if (!xfy_parse_operand(b->p, &t) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *tt = parse_colon_type_of(b, TY_TENSOR);
  return tt && xfy_resolve_operand(b, &t, tt) && xfy_add_type(b, b->ctx->t_index);
}

/* ` %v {attrs} : type(%v)` — rank, yield. */
static void value_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 0))
    return;
  print_sp_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_colon_type(pr, op->operands[0].value->type);
}

/* --------------------------------------------------------------- reshape */

/* `$source ( $shape ) attr-dict : functional-type(operands, results)` */
static bool reshape_parse(xfy_op_builder *b) {
  xfy_operand ops[2];
  if (!xfy_parse_operand(b->p, &ops[0]) || !xfy_expect(b->p, XFY_LPAREN, "'('") ||
      !xfy_parse_operand(b->p, &ops[1]) || !xfy_expect(b->p, XFY_RPAREN, "')'") ||
      !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *ft = parse_colon_type_of(b, TY_FUNCTION);
  return ft && xfy_resolve_operands(b, ops, 2, ft->types, ft->n, &b->name_tok) &&
         xfy_add_types(b, ft->types + ft->n, ft->nres);
}

static void reshape_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 2, 0))
    return;
  print_sp_value(pr, op->operands[0].value);
  xfy_putc(pr, '(');
  xfy_print_value(pr, op->operands[1].value);
  xfy_putc(pr, ')');
  xfy_print_optional_attr_dict(pr, op, NULL);
  xfy_puts(pr, " : ");
  xfy_print_functional_type(pr, op);
}

/* ---------------------------------------------- expand_shape/collapse_shape */

static const char *const collapse_props[] = {"reassociation", NULL};
static const char *const expand_props[] = {"reassociation", "static_output_shape", NULL};

/* `$reassociation` (an array attribute) into the properties. */
static bool parse_reassociation(xfy_op_builder *b) {
  xfy_token at = b->p->tok;
  xf_attr *a = xfy_parse_attr(b->p, NULL);
  if (!a)
    return false;
  if (a->kind != XF_ATTR_ARRAY)
    return xfy_builder_error_at(b, &at, "invalid kind of attribute specified");
  return xfy_add_prop(b, "reassociation", a);
}

/* `: type($src) into type($result)` then resolves `src`. */
static bool parse_reshape_types(xfy_op_builder *b, const xfy_operand *src) {
  xf_type *st = parse_colon_type_of(b, TY_TENSOR);
  xf_type *rt = st && xfy_builder_expect_kw(b, "into") ? parse_type_of(b, TY_TENSOR) : NULL;
  return rt && xfy_resolve_operand(b, src, st) && xfy_add_type(b, rt);
}

/* `$src $reassociation attr-dict : type($src) into type($result)` */
static bool collapse_parse(xfy_op_builder *b) {
  xfy_operand src;
  return xfy_parse_operand(b->p, &src) && parse_reassociation(b) &&
         xfy_parse_optional_attr_dict(b) && parse_reshape_types(b, &src);
}

/* `$src $reassociation output_shape [..] attr-dict : type($src) into type($result)` */
static bool expand_parse(xfy_op_builder *b) {
  xfy_operand src;
  xfd_index_list l;
  memset(&l, 0, sizeof l);
  bool ok = xfy_parse_operand(b->p, &src) && parse_reassociation(b) &&
            xfy_builder_expect_kw(b, "output_shape") &&
            xfd_parse_index_list(b, &l, XFY_DELIM_SQUARE, false) &&
            xfy_parse_optional_attr_dict(b) && parse_reshape_types(b, &src) &&
            xfd_index_list_resolve(b, &l, b->ctx->t_index) &&
            xfy_add_prop(b, "static_output_shape", xfd_index_list_attr(b->ctx, &l));
  xfd_index_list_free(b->ctx, &l);
  return ok;
}

static void print_reassociation(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xf_attr *r = xfy_op_attr(op, "reassociation");
  if (r)
    xfy_print_attr(pr, r, XFY_ELIDE_MAY);
}

static void collapse_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 1))
    return;
  print_sp_value(pr, op->operands[0].value);
  print_reassociation(pr, op);
  xfy_print_optional_attr_dict(pr, op, collapse_props);
  print_type_pair(pr, op->operands[0].value->type, "into", xfi_op_results(op)[0].type);
}

static void expand_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 1))
    return;
  print_sp_value(pr, op->operands[0].value);
  print_reassociation(pr, op);
  xfy_puts(pr, " output_shape ");
  xfd_print_index_list(pr, op, 1, xfy_op_attr(op, "static_output_shape"), NULL, false,
                       XFY_DELIM_SQUARE);
  xfy_print_optional_attr_dict(pr, op, expand_props);
  print_type_pair(pr, op->operands[0].value->type, "into", xfi_op_results(op)[0].type);
}

/* ----------------------------------------------------------------- splat */

/* `$input ([ $dynamicSizes^ ])? attr-dict : type($aggregate)` */
static bool splat_parse(xfy_op_builder *b) {
  xfy_operand in;
  xfs_vec dyn = {0};
  bool ok = xfy_parse_operand(b->p, &in) &&
            xfy_parse_operand_list(b->p, &dyn, XFY_DELIM_OPT_SQUARE) &&
            xfy_parse_optional_attr_dict(b);
  xf_type *t = ok ? parse_colon_type_of(b, TY_RANKED) : NULL;
  ok = t && xfy_resolve_operand(b, &in, t->elem) && resolve_all(b, &dyn, b->ctx->t_index) &&
       xfy_add_type(b, t);
  free_operands(b->ctx, &dyn);
  return ok;
}

static void splat_print(xfy_printer *pr, xf_op *op) {
  if (!shape_ok(op, 1, 1))
    return;
  print_sp_value(pr, op->operands[0].value);
  if (op->nops > 1)
    print_bracket_operands(pr, op, 1);
  xfy_print_optional_attr_dict(pr, op, NULL);
  print_colon_type(pr, xfi_op_results(op)[0].type);
}

/* ----------------------------------------------------------------- yield */

/* `$value attr-dict : type($value)` */
static bool yield_parse(xfy_op_builder *b) {
  xfy_operand v;
  if (!xfy_parse_operand(b->p, &v) || !xfy_parse_optional_attr_dict(b))
    return false;
  xf_type *t = parse_colon_type_of(b, TY_ANY);
  return t && xfy_resolve_operand(b, &v, t);
}

/* ------------------------------------------------------------------ table */

/* Generic-form ops without `operandSegmentSizes` get zeros, as mlir-opt's
 * properties struct always holds the array. */
static void complete_segs3(xf_context *ctx, xf_op_state *st) { xfd_complete_segments(ctx, st, 3); }
static void complete_segs4(xf_context *ctx, xf_op_state *st) { xfd_complete_segments(ctx, st, 4); }
static void complete_segs5(xf_context *ctx, xf_op_state *st) { xfd_complete_segments(ctx, st, 5); }

static const char *const extract_slice_props[] = {"operandSegmentSizes", "static_offsets",
                                                  "static_sizes", "static_strides", NULL};

#define PURE (XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT)
#define IMPLICIT_YIELD (XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR)

static const xf_op_info tensor_ops[] = {
    {.name = "tensor.bitcast", .traits = PURE, .parse = cast_parse, .print = cast_print,
     .verify = xfd_tensor_verify_bitcast},
    {.name = "tensor.cast", .traits = PURE | XF_TRAIT_CAST, .parse = cast_parse, .print = cast_print,
     .verify = xfd_tensor_verify_cast, .result_names = names_cast},
    {.name = "tensor.collapse_shape", .traits = PURE, .prop_names = collapse_props,
     .parse = collapse_parse, .print = collapse_print,
     .verify = xfd_tensor_verify_collapse_shape, .result_names = names_collapsed},
    {.name = "tensor.concat", .traits = PURE, .prop_names = concat_props, .parse = concat_parse,
     .print = concat_print, .verify = xfd_tensor_verify_concat, .result_names = names_concat},
    {.name = "tensor.dim", .traits = XF_TRAIT_NO_MEM_EFFECT, .parse = dim_parse,
     .print = dim_print, .verify = xfd_tensor_verify_dim, .result_names = names_dim},
    {.name = "tensor.empty", .traits = PURE, .parse = empty_parse, .print = empty_print,
     .verify = xfd_tensor_verify_empty},
    {.name = "tensor.expand_shape", .traits = PURE, .prop_names = expand_props,
     .parse = expand_parse, .print = expand_print, .verify = xfd_tensor_verify_expand_shape,
     .result_names = names_expanded},
    {.name = "tensor.extract", .traits = PURE, .parse = extract_parse, .print = extract_print,
     .verify = xfd_tensor_verify_extract, .result_names = names_extracted},
    {.name = "tensor.extract_slice", .traits = PURE | XF_TRAIT_ATTR_SIZED_OPERANDS,
     .prop_names = extract_slice_props, .parse = extract_slice_parse, .complete = complete_segs4,
     .print = extract_slice_print, .verify = xfd_tensor_verify_extract_slice,
     .result_names = names_extracted_slice},
    {.name = "tensor.from_elements", .traits = PURE, .parse = from_elements_parse,
     .print = from_elements_print, .verify = xfd_tensor_verify_from_elements,
     .result_names = names_from_elements},
    {.name = "tensor.gather", .traits = PURE, .prop_names = gather_props, .parse = gather_parse,
     .print = gather_print, .verify = xfd_tensor_verify_gather, .result_names = names_gather},
    {.name = "tensor.generate", .traits = XF_TRAIT_RECURSIVE_EFFECTS | IMPLICIT_YIELD,
     .parse = generate_parse, .print = generate_print, .verify = xfd_tensor_verify_generate,
     .verify_regions = xfd_tensor_verify_generate_regions, .result_names = names_generated},
    {.name = "tensor.insert", .traits = PURE, .parse = insert_parse, .print = insert_print,
     .verify = xfd_tensor_verify_insert, .result_names = names_inserted},
    {.name = "tensor.insert_slice", .traits = PURE | XF_TRAIT_ATTR_SIZED_OPERANDS,
     .prop_names = extract_slice_props, .parse = insert_slice_parse, .print = insert_slice_print,
     .complete = complete_segs5,
     .verify = xfd_tensor_verify_insert_slice, .result_names = names_inserted_slice},
    {.name = "tensor.pad", .traits = PURE | XF_TRAIT_ATTR_SIZED_OPERANDS | IMPLICIT_YIELD,
     .prop_names = pad_props, .parse = pad_parse, .print = pad_print, .complete = complete_segs3,
     .verify = xfd_tensor_verify_pad, .verify_regions = xfd_tensor_verify_pad_regions,
     .result_names = names_padded},
    {.name = "tensor.parallel_insert_slice", .traits = XF_TRAIT_ATTR_SIZED_OPERANDS,
     .prop_names = extract_slice_props, .parse = parallel_insert_slice_parse,
     .complete = complete_segs5,
     .print = insert_slice_print, .verify = xfd_tensor_verify_parallel_insert_slice},
    {.name = "tensor.rank", .traits = PURE, .parse = rank_parse, .print = value_print,
     .verify = xfd_tensor_verify_rank, .result_names = names_rank},
    {.name = "tensor.reshape", .traits = PURE, .parse = reshape_parse, .print = reshape_print,
     .verify = xfd_tensor_verify_reshape, .result_names = names_reshape},
    {.name = "tensor.scatter", .traits = PURE, .prop_names = scatter_props,
     .parse = scatter_parse, .print = scatter_print, .verify = xfd_tensor_verify_scatter,
     .result_names = names_scatter},
    {.name = "tensor.splat", .traits = PURE, .parse = splat_parse, .print = splat_print,
     .verify = xfd_tensor_verify_splat, .result_names = names_splat},
    {.name = "tensor.yield", .traits = PURE | XF_TRAIT_TERMINATOR, .parse = yield_parse,
     .print = value_print, .verify = xfd_tensor_verify_yield},
};

xf_status xfd_register_tensor(xf_context *ctx) {
  return xfd_register_table(ctx, tensor_ops, sizeof tensor_ops / sizeof tensor_ops[0]);
}
