/* linalg_syntax.c — custom syntax shared by the structured linalg ops:
 * the `ins(...) outs(...)` groups (parseCommonStructuredOpParts),
 * linalg.generic, the named ops with implicit bodies (catalog ops,
 * matmul / batch_matmul / batch_reduce_matmul / contract with their
 * optional `indexing_maps = [...]`, linalg.elementwise with `kind=`).
 *
 * Parsing follows LLVM 22's LinalgOps.cpp step by step, including where
 * its errors point: operand/type count mismatches at the operand list
 * (`ins`: after the `(`, `outs`: at the `(`), body-building errors at the
 * token following the op name, region-arity errors at the token after the
 * op.  Errors raised by the op's own parser carry mlir-opt's
 * "custom op '<name>' " prefix.
 *
 * Named ops get their body built here (linalg_body.c) from the element
 * types of the ins/outs operands; custom printing elides it.
 */
#include <stdio.h>

#include "linalg.h"

/* ------------------------------------------------------------- errors */

void xfd_custom_error_more(xfy_op_builder *b, const xfy_token *at, const char *fmt, ...) {
  xf_diag *d = xf_diag_create(b->ctx, XF_SEV_ERROR, xfy_tok_loc(b->p, at));
  xf_diag_printf(d, "custom op '%s' ", b->name->str);
  va_list ap;
  va_start(ap, fmt);
  xf_diag_vprintf(d, fmt, ap);
  va_end(ap);
  xf_diag_report(d);
}

/* ----------------------------------------------------------- ins/outs */

void xfd_dps_free(xfy_op_builder *b, xfd_dps *d) {
  xfs_mem *m = xfs_ctx_mem(b->ctx);
  xfs_vec_free(m, &d->in_ops, sizeof(xfy_operand));
  xfs_vec_free(m, &d->out_ops, sizeof(xfy_operand));
  xfs_vec_free(m, &d->in_types, sizeof(xf_type *));
  xfs_vec_free(m, &d->out_types, sizeof(xf_type *));
}

/* `%a, %b : t1, t2)` after the `(` of a group. */
static bool parse_group(xfy_parser *p, xfs_vec *ops, xfs_vec *types) {
  return xfy_parse_operand_list(p, ops, XFY_DELIM_NONE) && xfy_parse_colon_type_list(p, types) &&
         xfy_expect(p, XFY_RPAREN, "')'");
}

static bool resolve_group(xfy_op_builder *b, xfs_vec *ops, xfs_vec *types, const xfy_token *at) {
  if (ops->len != types->len)
    return xfd_custom_error(b, at, "number of operands and types do not match: got %zu operands "
                            "and %zu types", ops->len, types->len);
  for (size_t i = 0; i < ops->len; i++)
    if (!xfy_resolve_operand(b, &XFS_VEC_AT(ops, xfy_operand, i), XFS_VEC_AT(types, xf_type *, i)))
      return false;
  return true;
}

/* verifyInherentAttrs: the inherent attributes given in the attribute
 * dictionary must satisfy their constraints (reported at `at`). */
static bool check_inherent_attrs(xfy_op_builder *b, const xfy_token *at) {
  const xfd_linalg_desc *d = b->info->structured;
  for (size_t i = 0; d && i < b->attrs.len; i++) {
    xf_named_attr *e = &XFS_VEC_AT(&b->attrs, xf_named_attr, i);
    const char *what = xfd_linalg_attr_entry_violation(b->ctx, d, e);
    if (what)
      return xfd_custom_error(b, at, "'%s' op attribute '%s' failed to satisfy constraint: %s",
                              b->name->str, e->name->str, what);
  }
  return true;
}

bool xfd_parse_dps(xfy_op_builder *b, xfd_dps *d, bool segments) {
  xfy_parser *p = b->p;
  bool props = p->tok.kind == XFY_LESS;
  if (!xfy_parse_optional_prop_dict(b))
    return false;
  xfy_token attrs_at = p->tok;
  if (!xfy_parse_optional_attr_dict(b))
    return false;
  xfy_token in_at = p->tok, out_at = p->tok;
  if (xfy_accept_kw(p, "ins")) {
    if (!xfy_expect(p, XFY_LPAREN, "'('"))
      return false;
    in_at = p->tok;
    if (!parse_group(p, &d->in_ops, &d->in_types))
      return false;
  }
  if (xfy_accept_kw(p, "outs")) {
    out_at = p->tok;
    if (!xfy_expect(p, XFY_LPAREN, "'('") || !parse_group(p, &d->out_ops, &d->out_types))
      return false;
  }
  if (!resolve_group(b, &d->in_ops, &d->in_types, &in_at) ||
      !resolve_group(b, &d->out_ops, &d->out_types, &out_at))
    return false;
  if (!props && !check_inherent_attrs(b, &attrs_at))
    return false;
  if (!segments)
    return true;
  xf_attr *seg = xfd_segment_sizes(b->ctx, (int32_t)d->in_ops.len, (int32_t)d->out_ops.len);
  return seg && xfy_add_prop(b, "operandSegmentSizes", seg);
}

static void print_group(xfy_printer *pr, xf_op *op, const char *kw, size_t from, size_t n) {
  if (!n)
    return;
  xfy_puts(pr, kw);
  xfy_print_operands(pr, op, from, n);
  xfy_puts(pr, " : ");
  xfy_print_operand_types(pr, op, from, n);
  xfy_putc(pr, ')');
}

void xfd_print_dps(xfy_printer *pr, xf_op *op) {
  size_t nin = xfd_num_inputs(op);
  print_group(pr, op, " ins(", 0, nin);
  print_group(pr, op, " outs(", nin, op->nops - nin);
}

void xfd_print_results(xfy_printer *pr, xf_op *op) {
  xf_type *types[16];
  if (!op->nres)
    return;
  if (op->nres > 16) { /* rare: print without the helper's array */
    xfy_puts(pr, " -> (");
    xfy_print_result_types(pr, op);
    xfy_putc(pr, ')');
    return;
  }
  for (uint32_t i = 0; i < op->nres; i++)
    types[i] = xfi_op_results(op)[i].type;
  xfy_print_arrow_types(pr, types, op->nres, true);
}

bool xfd_add_block_region(xfy_op_builder *b, xf_block *blk) {
  if (!xfy_add_empty_region(b))
    return false;
  xfy_pending_region *r = xfy_builder_region(b, b->regions.len - 1);
  r->first = r->last = blk;
  r->nblocks = 1;
  return true;
}

/* Adds a region built on first access (see linalg_body.c). */
static bool add_lazy_region(xfy_op_builder *b, xfi_lazy_region *lazy) {
  if (!xfy_add_empty_region(b))
    return false;
  xfy_builder_region(b, b->regions.len - 1)->lazy = lazy;
  return true;
}

/* -------------------------------------------------------- linalg.generic */

static const char *const generic_trait_names[] = {"doc", "indexing_maps", "library_call",
                                                  "iterator_types", NULL};

/* `["parallel", ...]` -> `[#linalg.iterator_type<parallel>, ...]`. */
static bool convert_iterators_now(xfy_op_builder *b, xf_attr *arr, xf_attr **out) {
  xf_attr *elems[64];
  if (arr->n > 64)
    return xfd_custom_error(b, &b->p->tok, "too many iterator types");
  for (uint32_t i = 0; i < arr->n; i++) {
    xf_attr *e = arr->u.elems[i];
    if (e->kind != XF_ATTR_STRING) {
      elems[i] = e;
      continue;
    }
    bool ok = (e->n == 8 && memcmp(e->u.str, "parallel", 8) == 0) ||
              (e->n == 9 && memcmp(e->u.str, "reduction", 9) == 0);
    if (!ok)
      return xfd_custom_error(b, &b->p->tok, "unexpected iterator_type (%.*s)", (int)e->n,
                              e->u.str);
    char text[40];
    int n = snprintf(text, sizeof text, "linalg.iterator_type<%.*s>", (int)e->n, e->u.str);
    elems[i] = xfi_attr_opaque(b->ctx, text, (size_t)n);
  }
  *out = xf_attr_array(b->ctx, elems, arr->n);
  return *out != NULL;
}

/* convert_iterators_now, remembered per (uniqued) array: the conversion
 * reads nothing else, and failed ones are not remembered. */
static bool convert_iterators(xfy_op_builder *b, xf_attr *arr, xf_attr **out) {
  xfs_ptrmap *memo = xfd_memo(b->ctx, XFD_MEMO_ITERATORS);
  *out = xfd_memo_get(b->ctx, XFD_MEMO_ITERATORS, arr);
  if (*out)
    return true;
  if (!convert_iterators_now(b, arr, out))
    return false;
  (void)xfs_ptrmap_put(xfs_ctx_mem(b->ctx), memo, arr, *out);
  return true;
}

/* The leading `{indexing_maps = ..., iterator_types = [...]}` dictionary. */
static bool parse_generic_traits(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_token at = p->tok;
  xf_attr *dict = xfy_parse_attr(p, NULL);
  if (!dict)
    return false;
  if (dict->kind != XF_ATTR_DICT)
    return xfy_error_at(p, &at, "invalid kind of attribute specified");
  xf_attr *it = xf_attr_dict_get(dict, "iterator_types");
  if (!it || it->kind != XF_ATTR_ARRAY)
    return xfd_custom_error(b, &at, "expected \"iterator_types\" array attribute");
  xf_attr *conv = NULL;
  if (!convert_iterators(b, it, &conv))
    return false;
  for (uint32_t i = 0; i < dict->n; i++) {
    const xf_named_attr *e = &dict->u.entries[i];
    bool is_it = strcmp(e->name->str, "iterator_types") == 0;
    if (!xfy_add_attr_id(b, e->name, is_it ? conv : e->value))
      return false;
  }
  return true;
}

/* Ops a repeated generic body may hold and still be built from a shared
 * template (xfy_parse_region_reusing): their verifiers read only the op,
 * its block and the linalg op's properties and types. */
static bool body_op_reusable(const xf_op *o) {
  const char *n = o->name->str;
  return strncmp(n, "arith.", 6) == 0 || strncmp(n, "math.", 5) == 0 ||
         strcmp(n, "linalg.yield") == 0 || strcmp(n, "linalg.index") == 0;
}

/* Remembers the head just parsed (syntax/head_reuse.c): its operands are
 * the ins then the outs. */
static void note_generic_head(xfy_op_builder *b, const xfy_head_try *t, const xfd_dps *d) {
  enum { MAX = 32 };
  xfy_operand uses[MAX];
  xf_type *types[MAX];
  size_t nin = d->in_ops.len, n = nin + d->out_ops.len;
  if (n > MAX)
    return;
  for (size_t i = 0; i < n; i++) {
    bool in = i < nin;
    uses[i] = XFS_VEC_AT(in ? &d->in_ops : &d->out_ops, xfy_operand, in ? i : i - nin);
    types[i] = XFS_VEC_AT(in ? &d->in_types : &d->out_types, xf_type *, in ? i : i - nin);
  }
  xfy_head_note(b, t, uses, types, n);
}

/* The traits, ins/outs and `attrs = {...}` before the region; a head
 * whose text repeats one parsed before comes from that parse. */
static bool parse_generic_head(xfy_op_builder *b) {
  xfy_head_try t;
  int reused = xfy_head_reuse(b, &t);
  if (reused)
    return reused > 0;
  xfy_parser *p = b->p;
  xfd_dps d;
  memset(&d, 0, sizeof d);
  bool ok = parse_generic_traits(b) && xfd_parse_dps(b, &d, true);
  if (ok && xfy_accept_kw(p, "attrs"))
    ok = xfy_expect(p, XFY_EQUAL, "'='") && xfy_parse_optional_attr_dict(b);
  if (ok)
    note_generic_head(b, &t, &d);
  xfd_dps_free(b, &d);
  return ok;
}

bool xfd_generic_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec results = {0};
  bool ok = parse_generic_head(b);
  ok = ok && xfy_parse_region_reusing(b, body_op_reusable) &&
       xfy_parse_optional_arrow_type_list(p, &results) &&
       xfy_add_types(b, results.data, results.len);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &results, sizeof(xf_type *));
  return ok;
}

static bool in_names(const xf_ident *n, const char *const *names) {
  for (; *names; names++)
    if (**names == n->str[0] && strcmp(*names, n->str) == 0) /* the first byte rules most out */
      return true;
  return false;
}

/* `#linalg.iterator_type<parallel>` -> "parallel". */
static xf_attr *iterator_string(xf_context *ctx, xf_attr *a) {
  const char *s;
  size_t n;
  if (!xfd_enum_attr_value(a, "linalg.iterator_type", &s, &n))
    return a;
  return xf_attr_string(ctx, s, n, NULL);
}

static xf_attr *build_trait_dict(xf_op *op);

/* Does the discardable dictionary hold a trait attribute (then the traits
 * do not follow from the properties alone)? */
static bool traits_in_attrs(const xf_op *op) {
  for (uint32_t i = 0; op->attrs && i < op->attrs->n; i++)
    if (in_names(op->attrs->u.entries[i].name, generic_trait_names))
      return true;
  return false;
}

/* The trait dictionary as printed: iterator types back to strings.  It
 * depends on the (uniqued) properties only, unless the discardable
 * attributes hold traits: memoised per property dictionary. */
static xf_attr *generic_trait_dict(xf_op *op) {
  if (!op->props || traits_in_attrs(op))
    return build_trait_dict(op);
  xf_context *ctx = xfi_op_ctx(op);
  xfs_ptrmap *memo = xfd_memo(ctx, XFD_MEMO_GENERIC_TRAITS);
  xf_attr *d = xfd_memo_get(ctx, XFD_MEMO_GENERIC_TRAITS, op->props);
  if (d)
    return d == ctx->a_empty_dict ? NULL : d;
  d = build_trait_dict(op);
  if (!xf_context_out_of_memory(ctx))
    (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), memo, op->props, d ? d : ctx->a_empty_dict);
  return d;
}

static xf_attr *build_trait_dict(xf_op *op) {
  xf_named_attr e[4];
  size_t n = 0;
  for (const char *const *name = generic_trait_names; *name; name++) {
    xf_attr *a = xf_op_get_attr(op, *name);
    if (!a)
      continue;
    if (strcmp(*name, "iterator_types") == 0 && a->kind == XF_ATTR_ARRAY) {
      xf_attr *elems[64];
      for (uint32_t i = 0; i < a->n && i < 64; i++)
        elems[i] = iterator_string(xfi_op_ctx(op), a->u.elems[i]);
      a = xf_attr_array(xfi_op_ctx(op), elems, a->n < 64 ? a->n : 64);
    }
    e[n].name = xf_ident_cstr(xfi_op_ctx(op), *name);
    e[n].value = a;
    if (!e[n].name || !a)
      return NULL; /* out of memory: the printer reports it */
    n++;
  }
  return n ? xf_attr_dict(xfi_op_ctx(op), e, n) : NULL;
}

static bool has_extra_attrs(xf_op *op, const char *const *known) {
  xf_attr *dicts[2] = {op->props, op->attrs};
  for (int k = 0; k < 2; k++)
    for (uint32_t i = 0; dicts[k] && i < dicts[k]->n; i++)
      if (!in_names(dicts[k]->u.entries[i].name, known))
        return true;
  return false;
}

void xfd_generic_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"doc", "indexing_maps", "library_call", "iterator_types",
                                       "operandSegmentSizes", NULL};
  xfy_putc(pr, ' ');
  xf_attr *traits = generic_trait_dict(op);
  if (traits) {
    xfy_putc(pr, '{');
    xfy_print_dict_body(pr, traits);
    xfy_putc(pr, '}');
  }
  xfd_print_dps(pr, op);
  if (has_extra_attrs(op, elided)) {
    xfy_puts(pr, " attrs = ");
    xfy_print_optional_attr_dict(pr, op, elided);
  }
  xf_region *body = op->nreg ? xfy_op_region(pr, op, 0) : NULL;
  if (body && body->first) {
    xfy_putc(pr, ' ');
    xfy_print_custom_region(pr, body, true, true, false);
  }
  xfd_print_results(pr, op);
}

/* ------------------------------------------------------- named ops */

/* An attribute of the op's attribute dictionaries (not of a `<{...}>`
 * property dictionary): what MLIR's region builders look `cast` and `fun`
 * up in. */
static xf_attr *dict_attr(xfy_op_builder *b, const char *name) {
  for (size_t i = b->attrs.len; i-- > 0;) {
    xf_named_attr *e = &XFS_VEC_AT(&b->attrs, xf_named_attr, i);
    if (strcmp(e->name->str, name) == 0)
      return e->value;
  }
  return NULL;
}

/* The function `fun` stands for: an elementwise kind, or the `fun`
 * attribute of elemwise_unary / elemwise_binary (defaults exp / add). */
static void body_fun(xfy_op_builder *b, const xfd_linalg_desc *d, xfd_body *body) {
  if (!(d->flags & (XFD_NF_FUN_UNARY | XFD_NF_FUN_BINARY)))
    return;
  bool unary = d->flags & XFD_NF_FUN_UNARY;
  body->fun_name = unary ? "exp" : "add";
  body->fun_len = 3;
  xf_attr *fun = dict_attr(b, "fun");
  const char *s;
  size_t n;
  if (fun && xfd_enum_attr_value(fun, unary ? "linalg.unary_fn" : "linalg.binary_fn", &s, &n)) {
    body->fun_name = s;
    body->fun_len = n;
  }
}

/* The element types of the ins and outs operands, in order, into `types`
 * (room for 16); false when there are more. */
static bool arg_types(const xfd_dps *dps, xf_type **types, size_t *n) {
  const xfs_vec *groups[2] = {&dps->in_types, &dps->out_types};
  *n = 0;
  for (int g = 0; g < 2; g++)
    for (size_t i = 0; i < groups[g]->len; i++) {
      if (*n == 16)
        return false;
      types[(*n)++] = xfd_linalg_scalar(XFS_VEC_AT(groups[g], xf_type *, i));
    }
  return true;
}

/* parseNamedStructuredOpRegion: a block of the operands' element types
 * filled by the body expression; lazy when an equal body was built
 * before. */
static bool build_named_region(xfy_op_builder *b, xfd_dps *dps, const char *expr,
                               xfd_body *body, const xfy_token *start) {
  body->ctx = b->ctx;
  body->cast = dict_attr(b, "cast");
  body->nin = dps->in_types.len;
  if (b->info->structured)
    body_fun(b, b->info->structured, body);
  xf_type *types[16];
  size_t ntypes = 0;
  xfi_lazy_region *lazy = arg_types(dps, types, &ntypes) ? xfd_lazy_body(body, expr, types, ntypes)
                                                         : NULL;
  if (lazy)
    return add_lazy_region(b, lazy) || xfy_error(b->p, "out of memory");
  xf_block *blk = xf_block_create(b->ctx);
  if (!blk)
    return xfy_error(b->p, "out of memory");
  xfs_vec *groups[2] = {&dps->in_types, &dps->out_types};
  for (int g = 0; g < 2; g++)
    for (size_t i = 0; i < groups[g]->len; i++)
      if (!xf_block_add_arg(blk, xfd_linalg_scalar(XFS_VEC_AT(groups[g], xf_type *, i)),
                            b->ctx->a_unknown_loc))
        return xfy_error(b->p, "out of memory");
  xf_strbuf err;
  xf_strbuf_init(&err, b->ctx);
  body->block = blk;
  body->err = &err;
  bool ok = xfd_build_body(body, expr);
  if (!ok)
    xfd_custom_error(b, start, "%s", err.data ? err.data : "");
  xf_strbuf_free(&err);
  return ok && xfd_add_block_region(b, blk);
}

/* parseNamedStructuredOp: ins/outs, attributes, results, implicit body. */
static bool parse_named_common(xfy_op_builder *b, unsigned nargs, const char *expr,
                               xfd_body *body) {
  xfy_parser *p = b->p;
  xfy_token start = p->tok;
  xfd_dps d;
  memset(&d, 0, sizeof d);
  xfs_vec results = {0};
  bool ok = xfd_parse_dps(b, &d, true) && xfy_parse_optional_attr_dict(b) &&
            xfy_parse_optional_arrow_type_list(p, &results) &&
            xfy_add_types(b, results.data, results.len);
  size_t got = d.in_ops.len + d.out_ops.len;
  if (ok && nargs != got)
    ok = xfd_custom_error(b, &p->tok, "[parseNamedStructuredOpRegion] ods-gen generated region "
                          "expects %u args, got %zu", nargs, got);
  ok = ok && build_named_region(b, &d, expr, body, &start);
  xfd_dps_free(b, &d);
  xfs_vec_free(xfs_ctx_mem(b->ctx), &results, sizeof(xf_type *));
  return ok;
}

bool xfd_named_parse(xfy_op_builder *b) {
  const xfd_linalg_desc *d = b->info->structured;
  xfd_body body;
  memset(&body, 0, sizeof body);
  return parse_named_common(b, d->ninputs + 1u, d->body, &body);
}

/* printNamedStructuredOp: attributes, ins/outs, results; the body is elided. */
static void print_named_tail(xfy_printer *pr, xf_op *op, const char *const *elided) {
  xfy_print_optional_attr_dict(pr, op, elided);
  xfd_print_dps(pr, op);
  xfd_print_results(pr, op);
}

static bool is_memoized_maps(const xf_ident *name) {
  return name->len == 29 && memcmp(name->str, "linalg.memoized_indexing_maps", 29) == 0;
}

static bool is_indexing_maps(const xf_ident *name) {
  return name->len == 13 && memcmp(name->str, "indexing_maps", 13) == 0;
}

bool xfd_named_elides_attr(xf_op *op, const xf_ident *name, const xf_attr *value) {
  (void)op;
  (void)value;
  return is_memoized_maps(name);
}

void xfd_named_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"operandSegmentSizes", "linalg.memoized_indexing_maps",
                                       NULL};
  print_named_tail(pr, op, elided);
}

/* -------------------------------------- matmul, batch_matmul, contract */

xf_attr *xfd_default_maps(xf_context *ctx, const xfd_linalg_desc *d) {
  xf_attr *maps[8];
  if (!d->maps)
    return NULL;
  xf_attr *arr = xfd_memo_get(ctx, XFD_MEMO_DEFAULT_MAPS, d); /* asked per op by the printer */
  if (arr)
    return arr;
  int n = xfd_parse_map_list(ctx, d->maps, NULL, 0, maps, 8);
  arr = n < 0 ? NULL : xf_attr_array(ctx, maps, (size_t)n);
  if (arr)
    (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), xfd_memo(ctx, XFD_MEMO_DEFAULT_MAPS), d, arr);
  return arr;
}

/* `indexing_maps = [map, ...]` after the keyword. */
static bool parse_maps_clause(xfy_op_builder *b, xf_attr **out) {
  xfy_parser *p = b->p;
  if (!xfy_expect(p, XFY_EQUAL, "'='"))
    return false;
  xfy_token at = p->tok;
  xf_attr *arr = xfy_parse_attr(p, NULL);
  if (!arr)
    return false;
  if (arr->kind != XF_ATTR_ARRAY)
    return xfy_error_at(p, &at, "invalid kind of attribute specified");
  for (uint32_t i = 0; i < arr->n; i++)
    if (arr->u.elems[i]->kind != XF_ATTR_AFFINE_MAP)
      return xfd_custom_error(b, &p->tok, "element of indexing_maps array is not an affine_map");
  *out = arr;
  return true;
}

bool xfd_maps_op_parse(xfy_op_builder *b) {
  const xfd_linalg_desc *d = b->info->structured;
  xf_attr *maps = NULL;
  if (xfy_accept_kw(b->p, "indexing_maps") && !parse_maps_clause(b, &maps))
    return false;
  if (!maps && !d->maps)
    return xfd_custom_error(b, &b->p->tok, "expected 'indexing_maps'");
  if (!maps && !(maps = xfd_default_maps(b->ctx, d)))
    return xfy_error(b->p, "out of memory");
  if (!xfy_add_attr(b, "indexing_maps", maps))
    return false;
  xfd_body body;
  memset(&body, 0, sizeof body);
  return parse_named_common(b, d->ninputs + 1u, d->body, &body);
}

static void print_maps_clause(xfy_printer *pr, xf_attr *maps) {
  xfy_puts(pr, " indexing_maps = [");
  for (uint32_t i = 0; i < maps->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_attr(pr, maps->u.elems[i], XFY_ELIDE_NEVER);
  }
  xfy_putc(pr, ']');
}

bool xfd_maps_op_elides_attr(xf_op *op, const xf_ident *name, const xf_attr *value) {
  if (is_memoized_maps(name))
    return true;
  return is_indexing_maps(name) && value == xfd_default_maps(xfi_op_ctx(op), op->info->structured);
}

void xfd_maps_op_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"operandSegmentSizes", "linalg.memoized_indexing_maps",
                                       "indexing_maps", NULL};
  const xfd_linalg_desc *d = op->info->structured;
  xf_attr *maps = xf_op_get_attr(op, "indexing_maps");
  if (maps && maps->kind == XF_ATTR_ARRAY && maps != xfd_default_maps(xfi_op_ctx(op), d))
    print_maps_clause(pr, maps);
  print_named_tail(pr, op, elided);
}

/* ------------------------------------------------ linalg.elementwise */

static const char elementwise_kinds[] =
    "exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, add, "
    "sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, "
    "select";

/* A token at `ptr`, a position after `base` in the same buffer. */
static xfy_token tok_at_ptr(const xfy_token *base, const char *ptr) {
  xfy_token t = *base;
  for (const char *q = base->text; q < ptr; q++) {
    if (*q == '\n') {
      t.line++;
      t.col = 1;
    } else {
      t.col++;
    }
  }
  t.text = ptr;
  return t;
}

/* The three errors mlir-opt reports for an unknown kind in the attribute
 * `#linalg.elementwise_kind<...>` whose `#` token is `at` (`len` bytes of
 * text after the `#`): at the kind, at the `>`, and at the next token. */
static bool bad_kind(xfy_op_builder *b, const xfy_token *at, size_t len) {
  xfy_parser *p = b->p;
  const char *text = at->text + 1, *end = text + len;
  const char *v = memchr(text, '<', len);
  v = v ? v + 1 : text;
  while (v < end && *v == ' ')
    v++;
  xfy_token kt = tok_at_ptr(at, v), gt = tok_at_ptr(at, end - 1), next = p->tok;
  xfy_error_at(p, &kt, "expected ::mlir::linalg::ElementwiseKind to be one of: %s",
               elementwise_kinds);
  xf_diag *d = xf_diag_create(b->ctx, XF_SEV_ERROR, xfy_tok_loc(p, &gt));
  xf_diag_printf(d, "failed to parse ElementwiseKindAttr parameter 'value' which is to be a "
                    "`::mlir::linalg::ElementwiseKind`");
  xf_diag_report(d);
  xfd_custom_error_more(b, &next, "expected operation 'kind' attribute");
  return false;
}

/* `kind=#linalg.elementwise_kind<k>` (or the newer `<k>`): the kind name. */
static bool parse_kind(xfy_op_builder *b, const char **kind, size_t *klen) {
  xfy_parser *p = b->p;
  char text[64];
  if (xfy_accept(p, XFY_LESS)) { /* post-22 short spelling */
    xfy_token k = p->tok;
    if (k.kind != XFY_BARE_ID || k.len > 40)
      return xfy_error_expected(p, "expected elementwise kind");
    xfy_next(p);
    if (!xfy_expect(p, XFY_GREATER, "'>'"))
      return false;
    int n = snprintf(text, sizeof text, "linalg.elementwise_kind<%.*s>", (int)k.len, k.text);
    xf_attr *a = xfi_attr_opaque(b->ctx, text, (size_t)n);
    return a && xfy_add_prop(b, "kind", a) && xfd_enum_attr_value(a, "linalg.elementwise_kind",
                                                                  kind, klen);
  }
  if (!xfy_accept_kw(p, "kind"))
    return xfd_custom_error(b, &p->tok, "expected 'kind'");
  if (!xfy_expect(p, XFY_EQUAL, "'='"))
    return false;
  xfy_token at = p->tok;
  xf_attr *a = xfy_parse_attr(p, NULL);
  if (!a)
    return false;
  unsigned arity;
  if (!xfd_enum_attr_value(a, "linalg.elementwise_kind", kind, klen))
    return xfd_custom_error(b, &at, "expected operation 'kind' attribute");
  if (!xfd_elementwise_body(*kind, *klen, &arity))
    return bad_kind(b, &at, a->n);
  return xfy_add_prop(b, "kind", a);
}

/* getDefaultIndexingMaps: identities over the init's rank. */
/* `nmaps` identity maps of `rank` dims (memoised per context). */
static xf_attr *identity_maps(xf_context *ctx, size_t nmaps, size_t rank) {
  xf_affine_expr *dims[64];
  xf_attr *maps[4];
  if (rank > 64 || nmaps > 4)
    return NULL;
  const void *key = (const void *)(uintptr_t)((nmaps << 8 | rank) + 1);
  xfs_ptrmap *memo = xfd_memo(ctx, XFD_MEMO_IDENTITY_MAPS);
  xf_attr *arr = xfd_memo_get(ctx, XFD_MEMO_IDENTITY_MAPS, key);
  if (arr)
    return arr;
  for (size_t i = 0; i < rank; i++)
    dims[i] = xfi_affine_dim(ctx, (unsigned)i);
  xf_attr *id = xfi_attr_affine_map(ctx, (unsigned)rank, 0, dims, rank);
  for (size_t i = 0; i < nmaps; i++)
    maps[i] = id;
  arr = id ? xf_attr_array(ctx, maps, nmaps) : NULL;
  if (arr)
    (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), memo, key, arr);
  return arr;
}

bool xfd_elementwise_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  const char *kind = NULL;
  size_t klen = 0;
  unsigned arity = 0;
  xf_attr *maps = NULL;
  if (!parse_kind(b, &kind, &klen))
    return false;
  const char *expr = xfd_elementwise_body(kind, klen, &arity);
  if (xfy_accept_kw(p, "indexing_maps") && !parse_maps_clause(b, &maps))
    return false;
  xfd_body body;
  memset(&body, 0, sizeof body);
  body.fun_name = kind;
  body.fun_len = klen;
  if (!parse_named_common(b, arity + 1, expr, &body)) {
    if (p->failed)
      xfd_custom_error_more(b, &p->tok, "unable to parse elemwise op");
    return false;
  }
  if (!maps) {
    xf_type *init = b->operands.len ? XFS_VEC_AT(&b->operands, xf_value *, b->operands.len - 1)->type
                                    : NULL;
    if (!init || !xfi_type_is_shaped(init))
      return xfd_custom_error(b, &p->tok, "return type needs to be shaped type");
    maps = identity_maps(b->ctx, arity + 1, xfd_rank(init));
  }
  return maps && xfy_add_prop(b, "indexing_maps", maps);
}

bool xfd_elementwise_elides_attr(xf_op *op, const xf_ident *name, const xf_attr *value) {
  if (!is_indexing_maps(name))
    return false;
  size_t rank = op->nops ? xfd_rank(op->operands[op->nops - 1].value->type) : 0;
  return value == identity_maps(xfi_op_ctx(op), op->nops, rank);
}

void xfd_elementwise_print(xfy_printer *pr, xf_op *op) {
  static const char *const elided[] = {"operandSegmentSizes", "kind", "indexing_maps", NULL};
  xfy_puts(pr, " kind=");
  xf_attr *kind = xf_op_get_attr(op, "kind");
  if (kind)
    xfy_print_attr(pr, kind, XFY_ELIDE_NEVER);
  xf_attr *maps = xf_op_get_attr(op, "indexing_maps");
  size_t rank = op->nops ? xfd_rank(op->operands[op->nops - 1].value->type) : 0;
  if (maps && maps->kind == XF_ATTR_ARRAY && maps != identity_maps(xfi_op_ctx(op), op->nops, rank))
    print_maps_clause(pr, maps);
  print_named_tail(pr, op, elided);
}
