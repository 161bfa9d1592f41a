/* transform_ops.c — the Transform dialect's structure and control ops:
 * named_sequence, sequence, include, yield, alternatives, foreach,
 * foreach_match, collect_matching; and the dialect's registration.
 *
 * Syntax is LLVM 22's: named_sequence is function-like
 * (function_interface_impl); sequence takes its optional root and extra
 * bindings before `failures(...)`; alternatives, sequence and foreach have
 * single-block regions whose `transform.yield` is implicit when it has no
 * operands (and then not printed).  Only sequence makes `transform` the
 * default dialect of its body (so its body prints `yield`).
 * Verifiers live in transform_verify.c.
 */
#include "transform_dialect.h"

static xfs_mem *bmem(xfy_op_builder *b) { return xfs_ctx_mem(b->ctx); }

/* Ensures the implicit `transform.yield` of every region of the builder. */
static bool ensure_yields(xfy_op_builder *b) {
  for (size_t i = 0; i < b->regions.len; i++)
    if (!xfy_ensure_terminator(b, i, "transform.yield", xfy_builder_loc(b)))
      return false;
  return true;
}

/* Prints region `r` as ODS does for SingleBlockImplicitTerminator ops:
 * the terminator is printed only when it has operands or attributes. */
static void print_implicit_region(xfy_printer *pr, xf_region *r) {
  bool print_term = true;
  xf_op *term = r->first ? r->first->last : NULL;
  if (term && term->info && (term->info->traits & XF_TRAIT_TERMINATOR))
    print_term = term->nops || (term->attrs && term->attrs->n) || (term->props && term->props->n) ||
                 term->nres;
  xfy_print_custom_region(pr, r, true, print_term, false);
}

/* `-> t1, t2` (ODS `(`->` type($results)^)?`). */
static bool parse_optional_arrow_types(xfy_op_builder *b) {
  xfs_vec types = {0};
  bool ok = true;
  if (xfy_accept(b->p, XFY_ARROW))
    ok = xfy_parse_type_list(b->p, &types) && xfy_add_types(b, types.data, types.len);
  xfs_vec_free(bmem(b), &types, sizeof(xf_type *));
  return ok;
}

static void print_optional_arrow_types(xfy_printer *pr, xf_op *op) {
  if (!op->nres)
    return;
  xfy_puts(pr, " -> ");
  xfy_print_result_types(pr, op);
}

/* A symbol reference attribute (`@a`, `@a::@b`). */
static xf_attr *parse_symbol_ref(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_token at = p->tok;
  if (p->tok.kind != XFY_AT_ID) {
    if (p->tok.kind == XFY_STRING || p->tok.kind == XFY_INTEGER || p->tok.kind == XFY_LSQUARE)
      xfy_custom_error_at(b, &at, "invalid kind of attribute specified");
    else
      xfy_error_expected(p, "expected attribute value");
    return NULL;
  }
  return xfy_parse_attr(p, NULL);
}

/* ------------------------------------------------------ named_sequence */

static const char *const named_sequence_props[] = {"sym_name", "function_type", "sym_visibility",
                                                   "arg_attrs", "res_attrs", NULL};

/* ------------------------------------------------------------- sequence */

static const char *const sequence_props[] = {"failure_propagation_mode", "operandSegmentSizes",
                                             NULL};

/* custom<SequenceOpOperands>: `%root[, %extra...] : T | : (T, T...)`. */
static bool parse_sequence_operands(xfy_op_builder *b, int32_t segs[2]) {
  xfy_parser *p = b->p;
  xfs_vec extra = {0}, types = {0};
  xfy_operand root;
  bool has = false, ok = xfy_parse_optional_operand(p, &root, &has);
  segs[0] = segs[1] = 0;
  if (!ok || !has)
    return ok;
  if (xfy_accept(p, XFY_COMMA))
    ok = xfy_parse_operand_list(p, &extra, XFY_DELIM_NONE);
  ok = ok && xfy_expect(p, XFY_COLON, "':'");
  bool paren = ok && xfy_accept(p, XFY_LPAREN);
  xf_type *rt = ok ? xfy_parse_type(p) : NULL;
  ok = rt != NULL;
  if (ok && extra.len)
    ok = xfy_expect(p, XFY_COMMA, "','") && xfy_parse_type_list(p, &types);
  if (ok && types.len != extra.len)
    ok = xfy_custom_error_at(b, &b->name_tok, "expected types to be provided for all operands");
  if (ok && paren)
    xfy_accept(p, XFY_RPAREN);
  ok = ok && xfy_resolve_operand(b, &root, rt) &&
       xfd_tx_resolve(b, extra.data, extra.len, types.data, types.len, NULL);
  segs[0] = 1;
  segs[1] = (int32_t)extra.len;
  xfs_vec_free(bmem(b), &extra, sizeof(xfy_operand));
  xfs_vec_free(bmem(b), &types, sizeof(xf_type *));
  return ok;
}

static bool add_segments(xfy_op_builder *b, const int32_t segs[2]) {
  uint64_t vals[2] = {(uint64_t)(uint32_t)segs[0], (uint64_t)(uint32_t)segs[1]};
  xf_attr *a = xfi_attr_dense_array(b->ctx, b->ctx->t_i32, vals, 2);
  return a && xfy_add_prop(b, "operandSegmentSizes", a);
}

static bool sequence_parse(xfy_op_builder *b) {
  int32_t segs[2];
  bool present = false;
  return parse_sequence_operands(b, segs) && add_segments(b, segs) &&
         parse_optional_arrow_types(b) && xfd_tx_parse_failures(b) &&
         xfy_parse_optional_attr_dict_with_keyword(b) &&
         xfy_parse_optional_region(b, NULL, 0, false, &present) && ensure_yields(b);
}

static void sequence_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  if (op->nops) {
    xfy_print_operands(pr, op, 0, op->nops);
    xfy_puts(pr, op->nops > 1 ? " : (" : " : ");
    xfy_print_operand_types(pr, op, 0, op->nops);
    if (op->nops > 1)
      xfy_putc(pr, ')');
  }
  print_optional_arrow_types(pr, op);
  xfy_putc(pr, ' ');
  xfd_tx_print_failures(pr, op);
  xfy_print_optional_attr_dict_with_keyword(pr, op, sequence_props);
  for (uint32_t i = 0; i < op->nreg; i++) {
    xfy_puts(pr, i ? ", " : " ");
    print_implicit_region(pr, &xfi_op_regions(op)[i]);
  }
}

/* getPotentialTopLevelEffects. */
static void sequence_effects(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->produces = op->nres > 0;
  xf_block *body = op->nreg ? xfi_op_regions(op)[0].first : NULL;
  if (op->nops) {
    xfd_eff_body_to_operands(op, body, 0, out);
    return;
  }
  for (xf_op *n = body ? body->first : NULL; n; n = n->next) {
    uint8_t none = 0;
    uint8_t *buf = n->nops ? xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), n->nops) : &none;
    if (!buf)
      continue;
    xfd_effects e = {buf, false, 0, false};
    xfd_transform_effects(n, &e);
    if (out->payload < e.payload)
      out->payload = e.payload;
    if (n->nops)
      xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), buf, n->nops);
  }
}

/* -------------------------------------------------------------- include */

static const char *const include_props[] = {"target", "failure_propagation_mode", "arg_attrs",
                                            "res_attrs", NULL};

/* `$target failures ( $mode ) ( $operands ) attr-dict : functional-type($operands, $results)` */
static bool include_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xf_attr *target = parse_symbol_ref(b);
  if (!target || !xfy_add_prop(b, "target", target) || !xfd_tx_parse_failures(b))
    return false;
  xfs_vec ops = {0};
  xfy_token at = p->tok;
  bool ok = xfy_expect(p, XFY_LPAREN, "'('");
  if (ok)
    at = p->tok;
  ok = ok && xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE) &&
       xfy_expect(p, XFY_RPAREN, "')'") && xfy_parse_optional_attr_dict(b) &&
       xfd_tx_parse_functional(b, &ops, &at);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void include_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xf_attr *t = xf_op_get_attr(op, "target");
  if (t)
    xfy_print_attr(pr, t, XFY_ELIDE_NEVER);
  xfy_putc(pr, ' ');
  xfd_tx_print_failures(pr, op);
  xfy_puts(pr, " (");
  xfy_print_operands(pr, op, 0, op->nops);
  xfy_putc(pr, ')');
  static const char *const elided[] = {"target", "failure_propagation_mode", NULL};
  xfy_print_optional_attr_dict(pr, op, elided);
  xfd_tx_print_functional(pr, op);
}

/* The named sequence `op` refers to through property `prop`, or NULL. */
static xf_op *lookup_callee(xf_op *op, const char *prop) {
  xf_attr *ref = xf_op_get_attr(op, prop);
  if (!ref || ref->kind != XF_ATTR_SYMBOL_REF)
    return NULL;
  xf_op *callee = xf_symbol_resolve(op, ref);
  return callee && strcmp(callee->name->str, "transform.named_sequence") == 0 ? callee : NULL;
}

/* Effects follow the callee's argument annotations (LLVM 22: an argument
 * without annotation gets no effect). */
static void include_effects(xf_op *op, xfd_effects *out) {
  out->payload = XFD_PAYLOAD_WRITE;
  out->produces = op->nres > 0;
  xf_op *callee = lookup_callee(op, "target");
  if (!callee || xfd_tx_named_sequence_check(callee) != XF_OK) {
    xfd_eff_all(op, out, XFD_HE_READ);
    return;
  }
  xf_attr *aa = xf_op_get_attr(callee, "arg_attrs");
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_attr *d = xfd_array_dict(aa, i);
    if (d && xf_attr_dict_get(d, "transform.consumed"))
      xfd_eff_set(out, i, XFD_HE_CONSUME);
    else if (d && xf_attr_dict_get(d, "transform.readonly"))
      xfd_eff_set(out, i, XFD_HE_READ);
  }
}

/* ---------------------------------------------------------------- yield */

/* `operands attr-dict (: type($operands)^)?` */
bool xfd_tx_yield_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0}, types = {0};
  xfy_token at = p->tok;
  bool ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE) && xfy_parse_optional_attr_dict(b);
  if (ok && xfy_accept(p, XFY_COLON))
    ok = xfy_parse_type_list(p, &types);
  ok = ok && xfd_tx_resolve(b, ops.data, ops.len, types.data, types.len, &at);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  xfs_vec_free(bmem(b), &types, sizeof(xf_type *));
  return ok;
}

void xfd_tx_yield_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_operands(pr, op, 0, op->nops);
  xfy_print_optional_attr_dict(pr, op, NULL);
  if (op->nops) {
    xfy_puts(pr, " : ");
    xfy_print_operand_types(pr, op, 0, op->nops);
  }
}

/* --------------------------------------------------------- alternatives */

/* `($scope^ : type($scope))? (-> type($results)^)? attr-dict-with-keyword regions` */
static bool alternatives_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfy_operand scope;
  bool has = false;
  if (!xfy_parse_optional_operand(p, &scope, &has))
    return false;
  if (has) {
    xf_type *t = xfd_tx_parse_colon_kind_type(b, XFD_TK_OP);
    if (!t || !xfy_resolve_operand(b, &scope, t))
      return false;
  }
  if (!parse_optional_arrow_types(b) || !xfy_parse_optional_attr_dict_with_keyword(b))
    return false;
  if (p->tok.kind == XFY_LBRACE) {
    do {
      if (!xfy_parse_region(b, NULL, 0, true))
        return false;
    } while (xfy_accept(p, XFY_COMMA));
  }
  return ensure_yields(b);
}

static void alternatives_print(xfy_printer *pr, xf_op *op) {
  if (op->nops) {
    xfy_putc(pr, ' ');
    xfy_print_value(pr, op->operands[0].value);
    xfy_puts(pr, " : ");
    xfy_print_type(pr, op->operands[0].value->type);
  }
  print_optional_arrow_types(pr, op);
  xfy_print_optional_attr_dict_with_keyword(pr, op, NULL);
  for (uint32_t i = 0; i < op->nreg; i++) {
    xfy_puts(pr, i ? ", " : " ");
    print_implicit_region(pr, &xfi_op_regions(op)[i]);
  }
}

static void alternatives_effects(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_CONSUME);
  out->produces = op->nres > 0;
  out->payload = XFD_PAYLOAD_WRITE;
}

/* -------------------------------------------------------------- foreach */

static const char *const foreach_props[] = {"with_zip_shortest", NULL};

/* `$targets oilist(with_zip_shortest) : type($targets) (-> type($results)^)? $body attr-dict` */
static bool foreach_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ops = {0}, types = {0};
  xfy_token at = p->tok;
  bool ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE);
  if (ok && xfy_at_kw(p, "with_zip_shortest")) {
    xfy_next(p);
    ok = xfy_add_prop(b, "with_zip_shortest", b->ctx->a_unit);
  }
  ok = ok && xfy_expect(p, XFY_COLON, "':'") && xfy_parse_type_list(p, &types) &&
       parse_optional_arrow_types(b) && xfy_parse_region(b, NULL, 0, false) &&
       xfy_parse_optional_attr_dict(b) &&
       xfd_tx_resolve(b, ops.data, ops.len, types.data, types.len, &at) && ensure_yields(b);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  xfs_vec_free(bmem(b), &types, sizeof(xf_type *));
  return ok;
}

static void foreach_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xfy_print_operands(pr, op, 0, op->nops);
  if (xfd_tx_flag(op, "with_zip_shortest"))
    xfy_puts(pr, " with_zip_shortest");
  xfy_puts(pr, " : ");
  xfy_print_operand_types(pr, op, 0, op->nops);
  print_optional_arrow_types(pr, op);
  if (op->nreg) {
    xfy_putc(pr, ' ');
    print_implicit_region(pr, &xfi_op_regions(op)[0]);
  }
  xfy_print_optional_attr_dict(pr, op, foreach_props);
}

/* A target is consumed when a body op consumes its block argument; the
 * payload effect is the strongest of the body's. */
static void foreach_effects(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->produces = op->nres > 0;
  xfd_eff_body_to_operands(op, op->nreg ? xfi_op_regions(op)[0].first : NULL, 0, out);
}

/* -------------------------------------------------------- foreach_match */

static const char *const foreach_match_props[] = {"restrict_root", "flatten_results", "matchers",
                                                  "actions", NULL};

/* custom<ForeachMatchSymbols>: `@m -> @a, @m2 -> @a2`. */
static bool parse_match_pairs(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xfs_vec ms = {0}, as = {0};
  bool ok = true;
  do {
    xf_ident *m = NULL, *a = NULL;
    if (p->tok.kind != XFY_AT_ID)
      ok = xfy_custom_error_at(b, NULL, "expected valid '@'-identifier for symbol name");
    ok = ok && (m = xfy_parse_symbol_name(p, true)) && xfy_expect(p, XFY_ARROW, "'->'");
    if (ok && p->tok.kind != XFY_AT_ID)
      ok = xfy_custom_error_at(b, NULL, "expected valid '@'-identifier for symbol name");
    ok = ok && (a = xfy_parse_symbol_name(p, true));
    xf_attr *mr = ok ? xf_attr_symbol_ref(b->ctx, m, NULL, 0) : NULL;
    xf_attr *ar = ok ? xf_attr_symbol_ref(b->ctx, a, NULL, 0) : NULL;
    ok = ok && mr && ar && XFS_VEC_PUSH(bmem(b), &ms, xf_attr *, mr) &&
         XFS_VEC_PUSH(bmem(b), &as, xf_attr *, ar);
  } while (ok && xfy_accept(p, XFY_COMMA));
  ok = ok && xfy_add_prop(b, "matchers", xf_attr_array(b->ctx, ms.data, ms.len)) &&
       xfy_add_prop(b, "actions", xf_attr_array(b->ctx, as.data, as.len));
  xfs_vec_free(bmem(b), &ms, sizeof(xf_attr *));
  xfs_vec_free(bmem(b), &as, sizeof(xf_attr *));
  return ok;
}

/* `oilist(restrict_root | flatten_results) in $root (, $fwd^)? custom<...> attr-dict
 *  : functional-type(operands, results)` */
static bool foreach_match_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  static const char *const flags[] = {"restrict_root", "flatten_results"};
  bool seen[2] = {false, false};
  for (;;) {
    int k = xfy_at_kw(p, flags[0]) ? 0 : xfy_at_kw(p, flags[1]) ? 1 : -1;
    if (k < 0)
      break;
    if (seen[k])
      return xfy_custom_error_at(b, &b->name_tok,
                                 "`%s` clause can appear at most once in the expansion of the "
                                 "oilist directive",
                                 flags[k]);
    seen[k] = true;
    xfy_next(p);
    if (!xfy_add_prop(b, flags[k], b->ctx->a_unit))
      return false;
  }
  xfs_vec ops = {0};
  xfy_operand root;
  bool ok = xfd_tx_expect_kw(b, "in") && xfy_parse_operand(p, &root) &&
            XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, root);
  if (ok && xfy_accept(p, XFY_COMMA))
    ok = xfy_parse_operand_list(p, &ops, XFY_DELIM_NONE);
  ok = ok && parse_match_pairs(b) && xfy_parse_optional_attr_dict(b) &&
       xfd_tx_parse_functional(b, &ops, NULL);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void foreach_match_print(xfy_printer *pr, xf_op *op) {
  if (xfd_tx_flag(op, "restrict_root"))
    xfy_puts(pr, " restrict_root");
  if (xfd_tx_flag(op, "flatten_results"))
    xfy_puts(pr, " flatten_results");
  xfy_puts(pr, " in ");
  xfy_print_operands(pr, op, 0, op->nops);
  xfy_putc(pr, ' ');
  xf_attr *ms = xf_op_get_attr(op, "matchers"), *as = xf_op_get_attr(op, "actions");
  uint32_t n = ms && as && ms->kind == XF_ATTR_ARRAY && as->kind == XF_ATTR_ARRAY
                   ? (ms->n < as->n ? ms->n : as->n)
                   : 0;
  pr->indent += 4;
  for (uint32_t i = 0; i < n; i++) {
    xfy_print_newline(pr);
    xfy_print_attr(pr, ms->u.elems[i], XFY_ELIDE_NEVER);
    xfy_puts(pr, " -> ");
    xfy_print_attr(pr, as->u.elems[i], XFY_ELIDE_NEVER);
    if (i + 1 != n)
      xfy_puts(pr, ", ");
  }
  pr->indent -= 4;
  xfy_print_optional_attr_dict(pr, op, foreach_match_props);
  xfd_tx_print_functional(pr, op);
}

static void foreach_match_effects(xf_op *op, xfd_effects *out) {
  out->payload = XFD_PAYLOAD_WRITE;
  if (op->nops < 1 || op->nres < 1)
    return;
  xfd_eff_all(op, out, XFD_HE_READ);
  xfd_eff_set(out, 0, XFD_HE_CONSUME);
  out->produces = true;
}

/* getAsmResultNames: %updated_root, then %yielded for each forwarded output. */
static void foreach_match_names(xf_op *op, xf_name_fn set, void *cookie) {
  if (op->nres)
    set(cookie, &xfi_op_results(op)[0], "updated_root", 12);
  for (uint32_t i = 1; i < op->nres; i++)
    set(cookie, &xfi_op_results(op)[i], "yielded", 7);
}

/* ----------------------------------------------------- collect_matching */

static const char *const collect_props[] = {"matcher", NULL};

/* `$matcher in $root attr-dict : functional-type($root, $results)` */
static bool collect_parse(xfy_op_builder *b) {
  xfy_parser *p = b->p;
  xf_attr *m = parse_symbol_ref(b);
  if (!m || !xfy_add_prop(b, "matcher", m) || !xfd_tx_expect_kw(b, "in"))
    return false;
  xfs_vec ops = {0};
  xfy_operand root;
  xfy_token at = p->tok;
  bool ok = xfy_parse_operand(p, &root) && XFS_VEC_PUSH(bmem(b), &ops, xfy_operand, root) &&
            xfy_parse_optional_attr_dict(b) && xfd_tx_parse_functional(b, &ops, &at);
  xfs_vec_free(bmem(b), &ops, sizeof(xfy_operand));
  return ok;
}

static void collect_print(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, ' ');
  xf_attr *m = xf_op_get_attr(op, "matcher");
  if (m)
    xfy_print_attr(pr, m, XFY_ELIDE_NEVER);
  xfy_puts(pr, " in ");
  xfy_print_value(pr, op->operands[0].value);
  xfy_print_optional_attr_dict(pr, op, collect_props);
  xfd_tx_print_functional(pr, op);
}

static void collect_effects(xf_op *op, xfd_effects *out) {
  xfd_eff_all(op, out, XFD_HE_READ);
  out->produces = op->nres > 0;
  out->payload = XFD_PAYLOAD_READ;
}

/* ---------------------------------------------------------------- table */

/* ODS constraints of the inherent attributes below. */
static bool is_string(const xf_attr *a) { return a->kind == XF_ATTR_STRING; }
static bool is_symref_array(const xf_attr *a) { return xfd_is_array_of(a, XF_ATTR_SYMBOL_REF); }

#define DICT_ARRAY(name) {name, XFD_PS_ARRAY, xfd_is_dict_array, "Array of dictionary attributes", false}
#define FAILURE_MODE {"failure_propagation_mode", XFD_PS_FAILURE_MODE, NULL, NULL, true}

/* Inherent attributes (checked in name order, as ODS does). */
static const xfd_attr_rule named_sequence_attrs[] = {
    {"sym_name", XFD_PS_STRING, is_string, "string attribute", true},
    {"function_type", XFD_PS_TYPE, xfd_is_function_type_attr, "function type attribute", true},
    {"sym_visibility", XFD_PS_STRING, is_string, "string attribute", false},
    DICT_ARRAY("arg_attrs"),
    DICT_ARRAY("res_attrs"),
    {NULL, 0, NULL, NULL, false}};
static const xfd_attr_rule sequence_attrs[] = {FAILURE_MODE, {NULL, 0, NULL, NULL, false}};
static const xfd_attr_rule include_attrs[] = {
    {"target", XFD_PS_SYMREF, NULL, NULL, true},
    FAILURE_MODE,
    DICT_ARRAY("arg_attrs"),
    DICT_ARRAY("res_attrs"),
    {NULL, 0, NULL, NULL, false}};
static const xfd_attr_rule foreach_match_attrs[] = {
    {"restrict_root", XFD_PS_UNIT, NULL, NULL, false},
    {"flatten_results", XFD_PS_UNIT, NULL, NULL, false},
    {"matchers", XFD_PS_ARRAY, is_symref_array, "symbol ref array attribute", true},
    {"actions", XFD_PS_ARRAY, is_symref_array, "symbol ref array attribute", true},
    {NULL, 0, NULL, NULL, false}};
static const xfd_attr_rule collect_attrs[] = {{"matcher", XFD_PS_SYMREF, NULL, NULL, true},
                                              {NULL, 0, NULL, NULL, false}};

static void no_effects(xf_op *op, xfd_effects *out) { (void)op, (void)out; }

static const xfd_transform_row control_ops[] = {
    {.info = {.name = "transform.named_sequence",
              .traits = XF_TRAIT_ISOLATED | XF_TRAIT_SYMBOL | XF_TRAIT_TRANSFORM_DESC | XF_TRAIT_LISTED,
              .prop_names = named_sequence_props,
              .parse = xfd_function_parse,
              .print = xfd_function_print,
              .convert_props = xfd_tx_convert_props,
              .verify = xfd_tx_verify_row},
     .ifaces = XFD_TI_TRANSFORM | XFD_TI_FUNCTION_LIKE,
     .effects = no_effects,
     .operand_kinds = "",
     .result_kinds = "",
     .verify_op = xfd_tx_verify_named_sequence,
     .regions = 1,
     .attrs = named_sequence_attrs},
    {.info = {.name = "transform.sequence",
              .traits = XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
                        XF_TRAIT_ATTR_SIZED_OPERANDS | XF_TRAIT_TRANSFORM_DESC,
              .prop_names = sequence_props,
              .parse = sequence_parse,
              .print = sequence_print,
              .convert_props = xfd_tx_convert_props,
              .verify = xfd_tx_verify_row,
              .default_dialect = "transform"},
     .ifaces = XFD_TI_TRANSFORM | XFD_TI_MATCH | XFD_TI_POSSIBLE_TOP_LEVEL,
     .effects = sequence_effects,
     .operand_kinds = "o?A",
     .result_kinds = "O",
     .verify_op = xfd_tx_verify_sequence,
     .regions = 1,
     .attrs = sequence_attrs},
    {.info = {.name = "transform.include",
              .traits = XF_TRAIT_TRANSFORM_DESC,
              .prop_names = include_props,
              .parse = include_parse,
              .print = include_print,
              .convert_props = xfd_tx_convert_props,
              .verify = xfd_tx_verify_row,
              .verify_symbol_uses = xfd_tx_include_symbol_uses},
     .ifaces = XFD_TI_TRANSFORM | XFD_TI_MATCH,
     .effects = include_effects,
     .operand_kinds = "A",
     .result_kinds = "A",
     .attrs = include_attrs},
    {.info = {.name = "transform.yield",
              .traits = XF_TRAIT_TERMINATOR | XF_TRAIT_TRANSFORM_DESC,
              .parse = xfd_tx_yield_parse,
              .print = xfd_tx_yield_print,
              .verify = xfd_tx_verify_row},
     .operand_kinds = "A",
     .result_kinds = ""},
    {.info = {.name = "transform.alternatives",
              .traits = XF_TRAIT_ISOLATED | XF_TRAIT_SINGLE_BLOCK |
                        XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR | XF_TRAIT_TRANSFORM_DESC,
              .parse = alternatives_parse,
              .print = alternatives_print,
              .verify = xfd_tx_verify_row},
     .ifaces = XFD_TI_TRANSFORM | XFD_TI_POSSIBLE_TOP_LEVEL,
     .effects = alternatives_effects,
     .operand_kinds = "o?",
     .result_kinds = "O",
     .verify_op = xfd_tx_verify_alternatives,
     .regions = -1},
    {.info = {.name = "transform.foreach",
              .traits = XF_TRAIT_SINGLE_BLOCK | XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR |
                        XF_TRAIT_TRANSFORM_DESC,
              .prop_names = foreach_props,
              .parse = foreach_parse,
              .print = foreach_print,
              .verify = xfd_tx_verify_row},
     .ifaces = XFD_TI_TRANSFORM,
     .effects = foreach_effects,
     .operand_kinds = "A",
     .result_kinds = "A",
     .verify_op = xfd_tx_verify_foreach,
     .regions = 1},
    {.info = {.name = "transform.foreach_match",
              .traits = XF_TRAIT_TRANSFORM_DESC,
              .prop_names = foreach_match_props,
              .parse = foreach_match_parse,
              .print = foreach_match_print,
              .convert_props = xfd_tx_convert_props,
              .verify = xfd_tx_verify_row,
              .verify_symbol_uses = xfd_tx_foreach_match_symbol_uses,
              .result_names = foreach_match_names},
     .ifaces = XFD_TI_TRANSFORM,
     .effects = foreach_match_effects,
     .operand_kinds = "oA",
     .result_kinds = "oA",
     .verify_op = xfd_tx_verify_foreach_match,
     .attrs = foreach_match_attrs},
    {.info = {.name = "transform.collect_matching",
              .traits = XF_TRAIT_TRANSFORM_DESC,
              .prop_names = collect_props,
              .parse = collect_parse,
              .print = collect_print,
              .convert_props = xfd_tx_convert_props,
              .verify = xfd_tx_verify_row,
              .verify_symbol_uses = xfd_tx_collect_symbol_uses},
     .ifaces = XFD_TI_TRANSFORM,
     .effects = collect_effects,
     .operand_kinds = "o",
     .result_kinds = "A",
     .attrs = collect_attrs},
};

xf_status xfd_register_transform_control_ops(xf_context *ctx) {
  return xfd_register_transform_rows(ctx, control_ops,
                                     sizeof control_ops / sizeof control_ops[0]);
}
