/* transform_verify.c — static verification of Transform dialect ops, with
 * mlir-opt 22's texts, locations and notes.
 *
 * xfd_tx_verify_row is every transform row's verify hook.  In MLIR's order
 * it checks the ODS type constraints of operands and results, then the
 * traits (PossibleTopLevelTransformOpTrait, TransformOpInterface effect
 * completeness), then the op's own verifier.  Symbol uses (include,
 * foreach_match, collect_matching) are verified with the enclosing symbol
 * table, after its body (xfd_verify_symbol_uses).
 *
 * Two kinds of emission, as in MLIR: op-based errors ("'<op>' op ..." or a
 * bare message, with the "see current operation" note) and location-based
 * ones (DiagnosedSilenceableFailure reported through checkAndReport: no op
 * note, no prefix) used by the named-sequence checks.  Those checks also
 * run silently (`report` false) when include computes its effects.
 */
#include "transform_dialect.h"

/* ------------------------------------------------------------- emission */

/* An op-based error with the "see current operation" note (emitError). */
static xf_diag *op_error(xf_op *op) { return xf_op_emit(op, XF_SEV_ERROR); }

/* A location-based error (emitSilenceableFailure + checkAndReport), or
 * NULL when not reporting. */
static xf_diag *loc_error(xf_op *op, bool report) {
  return report ? xf_diag_create(xfi_op_ctx(op), XF_SEV_ERROR, xfi_op_loc(op)) : NULL;
}

static xf_status fail(xf_diag *d) {
  if (d)
    xf_diag_report(d);
  return XF_ERROR;
}

/* ------------------------------------------------------ kinds (ODS) */

static bool kind_of(char c, xfd_tx_kind *k) {
  switch (c | 0x20) {
  case 'o': *k = XFD_TK_OP; return true;
  case 'v': *k = XFD_TK_VALUE; return true;
  case 'p': *k = XFD_TK_PARAM; return true;
  case 'a': *k = XFD_TK_ANY; return true;
  default: return false;
  }
}

/* Sizes of the groups of `spec` over `n` values: single groups take one,
 * the variable group (variadic or optional) takes the rest; with
 * operandSegmentSizes the sizes come from the property. */
static xf_status check_groups(xf_op *op, const char *spec, bool results) {
  unsigned n = results ? op->nres : op->nops, fixed = 0, groups = 0;
  for (const char *c = spec; *c; c++)
    if (*c != '?') {
      groups++;
      fixed += (*c >= 'a' && *c <= 'z') && c[1] != '?';
    }
  xf_attr *segs = results ? NULL : xf_op_get_attr(op, "operandSegmentSizes");
  bool use_segs = segs && segs->kind == XF_ATTR_DENSE_ARRAY && segs->n == groups;
  unsigned pos = 0, g = 0;
  for (const char *c = spec; *c; c++, g++) {
    xfd_tx_kind k;
    if (!kind_of(*c, &k))
      return XF_OK;
    bool variadic = *c >= 'A' && *c <= 'Z', optional = c[1] == '?';
    unsigned size = use_segs ? (unsigned)xf_attr_dense_array_int(segs, g)
                    : (variadic || optional) ? (n > fixed ? n - fixed : 0)
                                             : 1;
    if (pos + size > n)
      size = n > pos ? n - pos : 0;
    if (xfd_tx_check_kind(op, results, pos, size, k, variadic) != XF_OK)
      return XF_ERROR;
    pos += size;
    if (optional)
      c++;
  }
  return XF_OK;
}

/* ------------------------------------------------------ trait checks */

static bool is_handle_type(xf_type *t) { return xf_transform_type_is_op_handle(t); }

/* verifyPossibleTopLevelTransformOpTrait. */
static xf_status verify_possible_top_level(xf_op *op) {
  if (!op->nreg)
    return xfd_op_error(op, "expects at least one region");
  xf_region *r = &xfi_op_regions(op)[0];
  if (r->nblocks != 1)
    return xfd_op_error(op, "expects a single-block region");
  xf_block *body = r->first;
  if (!body->nargs)
    return xfd_op_error(op, "expects the entry block to have at least one argument");
  if (!is_handle_type(body->args[0]->type))
    return xfd_op_error(op, "expects the first entry block argument to be of type implementing "
                            "TransformHandleTypeInterface");
  if (op->nops && body->args[0]->type != op->operands[0].value->type)
    return xfd_op_error(op, "expects the type of the block argument to match the type of the "
                            "operand");
  for (uint32_t i = 1; i < body->nargs; i++) {
    if (xf_transform_type_value_kind(body->args[i]->type) != XF_TV_NONE)
      continue;
    xf_diag *d = op_error(op);
    xf_diag_printf(d, "'%s' op expects trailing entry block arguments to be of type implementing "
                      "TransformHandleTypeInterface, TransformValueHandleTypeInterface or "
                      "TransformParamTypeInterface",
                   op->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(op)), "argument #%u does not", i);
    return fail(d);
  }
  for (xf_op *p = xf_op_parent(op); p; p = xf_op_parent(p)) {
    if (!xfd_transform_has(p, XFD_TI_POSSIBLE_TOP_LEVEL))
      continue;
    if (op->nops)
      break;
    xf_diag *d = op_error(op);
    xf_diag_printf(d, "'%s' op expects operands to be provided for a nested op", op->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(p)), "nested in another possible top-level op");
    return fail(d);
  }
  return XF_OK;
}

typedef struct effects_buf {
  uint8_t small[16];
  xfd_effects eff;
} effects_buf;

static bool effects_of(xf_op *op, effects_buf *b) {
  uint8_t *ops = op->nops <= sizeof b->small ? b->small : xfs_malloc(xfs_ctx_mem(xfi_op_ctx(op)), op->nops);
  if (!ops)
    return false;
  b->eff = (xfd_effects){ops, false, 0, false};
  xfd_transform_effects(op, &b->eff);
  return true;
}

static void effects_free(xf_op *op, effects_buf *b) {
  if (b->eff.operands && b->eff.operands != b->small)
    xfs_free(xfs_ctx_mem(xfi_op_ctx(op)), b->eff.operands, op->nops);
}

/* verifyTransformOpInterface: every operand has an effect; consuming ops
 * write the payload; results are produced. */
static xf_status verify_transform_effects(xf_op *op) {
  effects_buf b;
  if (!effects_of(op, &b))
    return XF_NOMEM;
  xf_status st = XF_OK;
  int first_consumed = -1;
  for (uint32_t i = 0; i < op->nops && st == XF_OK; i++) {
    if (b.eff.operands[i] == XFD_HE_NONE) {
      xf_diag *d = op_error(op);
      xf_diag_printf(d, "TransformOpInterface requires memory effects on operands to be "
                        "specified");
      xf_diag_printf(xf_diag_note(d, xfi_op_loc(op)), "no effects specified for operand #%u", i);
      st = fail(d);
    } else if (b.eff.operands[i] == XFD_HE_CONSUME && first_consumed < 0) {
      first_consumed = (int)i;
    }
  }
  if (st == XF_OK && first_consumed >= 0 && b.eff.payload != XFD_PAYLOAD_WRITE) {
    xf_diag *d = op_error(op);
    xf_diag_printf(d, "TransformOpInterface expects ops consuming operands to have a 'write' "
                      "effect on the payload resource");
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(op)), "consumes operand #%d", first_consumed);
    st = fail(d);
  }
  if (st == XF_OK && op->nres && !b.eff.produces) {
    xf_diag *d = op_error(op);
    xf_diag_printf(d, "TransformOpInterface requires 'allocate' memory effect to be specified "
                      "for results");
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(op)), "no 'allocate' effect specified for result #0");
    st = fail(d);
  }
  effects_free(op, &b);
  return st;
}

/* Single (non-variadic, non-optional) groups of `spec`, and whether it
 * has a variable one. */
static unsigned fixed_groups(const char *spec, bool *variable) {
  unsigned fixed = 0;
  *variable = false;
  for (const char *c = spec; *c; c++) {
    if (*c == '?')
      continue;
    if ((*c >= 'A' && *c <= 'Z') || c[1] == '?')
      *variable = true;
    else
      fixed++;
  }
  return fixed;
}

/* The count traits (ZeroOperands, OneResult, AtLeastNOperands, ...). */
static xf_status check_count(xf_op *op, const char *spec, bool results) {
  bool variable;
  unsigned fixed = fixed_groups(spec, &variable), n = results ? op->nres : op->nops;
  const char *what = results ? "results" : "operands";
  if (variable) {
    if (n >= fixed || !fixed)
      return XF_OK;
    return xfd_op_error(op, "expected %u or more %s, but found %u", fixed, what, n);
  }
  if (n == fixed)
    return XF_OK;
  if (!fixed)
    return xfd_op_error(op, "requires zero %s", what);
  if (fixed == 1)
    return xfd_op_error(op, results ? "requires one result" : "requires a single operand");
  return xfd_op_error(op, "expected %u %s, but found %u", fixed, what, n);
}

/* Optional groups hold at most one value (ODS verifyInvariants). */
static xf_status check_optional(xf_op *op, const char *spec, bool results) {
  bool variable;
  unsigned fixed = fixed_groups(spec, &variable), n = results ? op->nres : op->nops, pos = 0;
  if (xf_op_get_attr(op, "operandSegmentSizes") && !results)
    return XF_OK;
  for (const char *c = spec; *c; c++) {
    if (*c == '?')
      continue;
    bool optional = c[1] == '?', variadic = *c >= 'A' && *c <= 'Z';
    unsigned size = (optional || variadic) ? (n > fixed ? n - fixed : 0) : 1;
    if (optional && size > 1)
      return xfd_op_error(op, "%s group starting at #%u requires 0 or 1 element, but found %u",
                          results ? "result" : "operand", pos, size);
    pos += size;
  }
  return XF_OK;
}

/* ------------------------------------------- inherent attributes (ODS) */

static bool storage_accepts(uint8_t storage, const xf_attr *a) {
  switch (storage) {
  case XFD_PS_STRING: return a->kind == XF_ATTR_STRING;
  case XFD_PS_TYPE: return a->kind == XF_ATTR_TYPE;
  case XFD_PS_ARRAY: return a->kind == XF_ATTR_ARRAY;
  case XFD_PS_SYMREF: return a->kind == XF_ATTR_SYMBOL_REF;
  case XFD_PS_UNIT: return a->kind == XF_ATTR_UNIT;
  case XFD_PS_FAILURE_MODE:
    return a->kind == XF_ATTR_INTEGER && a->type->kind == XF_TYPE_INTEGER &&
           a->type->width == 32 && a->type->sign == XF_SIGNLESS &&
           (xf_attr_int_value(a) == 1 || xf_attr_int_value(a) == 2);
  default: return true;
  }
}

const char *xfd_tx_convert_props(const xf_op_info *info, xf_attr *props, xf_attr **bad) {
  const xfd_transform_row *row = (const xfd_transform_row *)(const void *)info;
  const char *first = NULL; /* properties convert in name order */
  for (const xfd_attr_rule *r = row->attrs; r && r->name; r++) {
    xf_attr *a = xf_attr_dict_get(props, r->name);
    if (a && !storage_accepts(r->storage, a) && (!first || strcmp(r->name, first) < 0)) {
      first = r->name;
      *bad = a;
    }
  }
  return first;
}

/* ODS verifyInvariants: required attributes, then constraints, each in
 * name order. */
static xf_status check_attr_rules(xf_op *op, const xfd_attr_rule *rules) {
  const xfd_attr_rule *sorted[16];
  size_t n = 0;
  for (const xfd_attr_rule *r = rules; r->name && n < 16; r++) {
    size_t i = n++;
    for (; i > 0 && strcmp(sorted[i - 1]->name, r->name) > 0; i--)
      sorted[i] = sorted[i - 1];
    sorted[i] = r;
  }
  for (size_t i = 0; i < n; i++)
    if (sorted[i]->required && !xf_op_get_attr(op, sorted[i]->name))
      return xfd_op_error(op, "requires attribute '%s'", sorted[i]->name);
  for (size_t i = 0; i < n; i++) {
    xf_attr *a = xf_op_get_attr(op, sorted[i]->name);
    if (a && sorted[i]->ok && !sorted[i]->ok(a))
      return xfd_op_error(op, "attribute '%s' failed to satisfy constraint: %s", sorted[i]->name,
                          sorted[i]->desc);
  }
  return XF_OK;
}

static xf_status check_regions(xf_op *op, int8_t want) {
  if (want < 0 || op->nreg == (uint32_t)want)
    return XF_OK;
  return xfd_op_error(op, want ? "requires one region" : "requires zero regions");
}

xf_status xfd_tx_verify_row(xf_op *op) {
  const xfd_transform_row *row = xfd_transform_row_of(op);
  if (!row)
    return XF_OK;
  if (check_regions(op, row->regions) != XF_OK)
    return XF_ERROR;
  /* count traits, then OpInvariants: attributes, operand and result types */
  if (row->result_kinds && check_count(op, row->result_kinds, true) != XF_OK)
    return XF_ERROR;
  if (row->operand_kinds && check_count(op, row->operand_kinds, false) != XF_OK)
    return XF_ERROR;
  if (row->attrs && check_attr_rules(op, row->attrs) != XF_OK)
    return XF_ERROR;
  if (row->result_kinds && check_optional(op, row->result_kinds, true) != XF_OK)
    return XF_ERROR;
  if (row->operand_kinds && check_optional(op, row->operand_kinds, false) != XF_OK)
    return XF_ERROR;
  if (row->operand_kinds && check_groups(op, row->operand_kinds, false) != XF_OK)
    return XF_ERROR;
  if (row->result_kinds && check_groups(op, row->result_kinds, true) != XF_OK)
    return XF_ERROR;
  if ((row->ifaces & XFD_TI_POSSIBLE_TOP_LEVEL) && verify_possible_top_level(op) != XF_OK)
    return XF_ERROR;
  if ((row->ifaces & XFD_TI_TRANSFORM) && !(row->ifaces & XFD_TI_FUNCTION_LIKE) &&
      verify_transform_effects(op) != XF_OK)
    return XF_ERROR;
  return row->verify_op ? row->verify_op(op) : XF_OK;
}

/* ------------------------------------------------------- named sequence */

static xf_attr *arg_attr(xf_op *fn, unsigned i, const char *name) {
  xf_attr *aa = xf_op_get_attr(fn, "arg_attrs");
  if (!aa || aa->kind != XF_ATTR_ARRAY || i >= aa->n || aa->u.elems[i]->kind != XF_ATTR_DICT)
    return NULL;
  return xf_attr_dict_get(aa->u.elems[i], name);
}

static xf_type *fn_type(xf_op *fn) {
  xf_attr *a = xf_op_get_attr(fn, "function_type");
  return a && a->kind == XF_ATTR_TYPE && a->u.tval->kind == XF_TYPE_FUNCTION ? a->u.tval : NULL;
}

static xf_block *fn_body(xf_op *fn) { return fn->nreg ? xfi_op_regions(fn)[0].first : NULL; }

/* verifyFunctionLikeConsumeAnnotations.  Without `report` the body is
 * not analysed (include computes its effects this way; analysing would
 * recurse through include cycles). */
static xf_status check_consume_annotations(xf_op *fn, bool report, bool warnings,
                                           bool also_internal) {
  xf_type *ft = fn_type(fn);
  xf_block *body = fn_body(fn);
  bool analyse = report;
  unsigned n = ft ? ft->n : 0;
  bool *consumed = n ? xfs_calloc(xfs_ctx_mem(xfi_op_ctx(fn)), n * sizeof *consumed) : NULL;
  if (n && !consumed)
    return XF_NOMEM;
  if (analyse && body && body->nargs >= n)
    xfd_transform_consumed_block_args(body, consumed);
  xf_status st = XF_OK;
  for (unsigned i = 0; i < n && st == XF_OK; i++) {
    bool is_consumed = arg_attr(fn, i, "transform.consumed") != NULL;
    bool is_readonly = arg_attr(fn, i, "transform.readonly") != NULL;
    xf_diag *d = NULL;
    if (is_consumed && is_readonly) {
      d = loc_error(fn, report);
      xf_diag_printf(d, "argument #%u cannot be both readonly and consumed", i);
      st = fail(d);
    } else if ((!body || also_internal) && !is_consumed && !is_readonly) {
      d = loc_error(fn, report);
      xf_diag_printf(d, "must provide consumed/readonly status for arguments of external or "
                        "called ops");
      st = fail(d);
    } else if (body && consumed[i] && !is_consumed && is_readonly) {
      d = loc_error(fn, report);
      xf_diag_printf(d, "argument #%u is consumed in the body but is not marked as such", i);
      st = fail(d);
    } else if (body && warnings && report && !consumed[i] && is_consumed) {
      xf_diag *w = xf_diag_create(xfi_op_ctx(fn), XF_SEV_WARNING, xfi_op_loc(fn));
      xf_diag_printf(w, "op argument #%u is not consumed in the body but is marked as consumed",
                     i);
      xf_diag_report(w);
    }
  }
  if (consumed)
    xfs_free(xfs_ctx_mem(xfi_op_ctx(fn)), consumed, n * sizeof *consumed);
  return st;
}

/* The nearest ancestor that is a transform op (TransformOpInterface). */
static xf_op *transform_ancestor(xf_op *op) {
  for (xf_op *p = xf_op_parent(op); p; p = xf_op_parent(p))
    if (xfd_transform_has(p, XFD_TI_TRANSFORM))
      return p;
  return NULL;
}

static xf_op *symbol_table_ancestor(xf_op *op) {
  for (xf_op *p = xf_op_parent(op); p; p = xf_op_parent(p))
    if (p->info && (p->info->traits & XF_TRAIT_SYMBOL_TABLE))
      return p;
  return NULL;
}

/* The terminator checks shared by both named-sequence verifications. */
static xf_status check_yield(xf_op *fn, xf_block *body, bool report) {
  xf_type *ft = fn_type(fn);
  if (!body->last) {
    xf_diag *d = loc_error(fn, report);
    xf_diag_printf(d, "expected a non-empty body block");
    return fail(d);
  }
  xf_op *term = body->last;
  if (strcmp(term->name->str, "transform.yield") != 0) {
    xf_diag *d = loc_error(fn, report);
    xf_diag_printf(d, "expected 'transform.yield' as terminator");
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(term)), "terminator");
    return fail(d);
  }
  unsigned nres = ft ? ft->nres : 0;
  if (term->nops != nres) {
    xf_diag *d = loc_error(term, report);
    xf_diag_printf(d, "expected terminator to have as many operands as the parent op has "
                      "results");
    return fail(d);
  }
  for (unsigned i = 0; i < nres; i++) {
    xf_type *ot = term->operands[i].value->type, *rt = ft->types[ft->n + i];
    if (ot == rt)
      continue;
    xf_diag *d = loc_error(term, report);
    xf_diag_printf(d, "the type of the terminator operand #%u must match the type of the "
                      "corresponding parent op result (",
                   i);
    xf_diag_append_type(d, ot);
    xf_diag_printf(d, " vs ");
    xf_diag_append_type(d, rt);
    xf_diag_printf(d, ")");
    return fail(d);
  }
  return XF_OK;
}

static xf_status check_not_nested(xf_op *fn, bool report) {
  xf_op *anc = transform_ancestor(fn);
  if (!anc)
    return XF_OK;
  xf_diag *d = loc_error(fn, report);
  xf_diag_printf(d, "cannot be defined inside another transform op");
  xf_diag_printf(xf_diag_note(d, xfi_op_loc(anc)), "ancestor transform op");
  return fail(d);
}

/* verifyNamedSequenceOp. */
static xf_status check_named_sequence(xf_op *fn, bool report, bool warnings) {
  xf_op *table = symbol_table_ancestor(fn);
  if (table && !xf_op_get_attr(table, "transform.with_named_sequence")) {
    xf_diag *d = loc_error(fn, report);
    xf_diag_printf(d, "expects the parent symbol table to have the "
                      "'transform.with_named_sequence' attribute");
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(table)), "symbol table operation");
    return fail(d);
  }
  if (check_not_nested(fn, report) != XF_OK)
    return XF_ERROR;
  xf_block *body = fn_body(fn);
  if (!body)
    return check_consume_annotations(fn, report, warnings, false);
  if (check_yield(fn, body, report) != XF_OK ||
      check_consume_annotations(fn, report, warnings, false) != XF_OK)
    return XF_ERROR;
  /* verifyYieldingSingleBlockOp repeats the checks above; they passed. */
  return XF_OK;
}

xf_status xfd_tx_named_sequence_check(xf_op *fn) { return check_named_sequence(fn, false, false); }

xf_status xfd_tx_verify_named_sequence(xf_op *op) {
  xf_op *parent = xf_op_parent(op);
  /* mightHaveTrait: unregistered parents may be symbol tables. */
  if (parent && parent->info && !(parent->info->traits & XF_TRAIT_SYMBOL_TABLE))
    return xfd_op_error(op, "symbol's parent must have the SymbolTable trait");
  xf_type *ft = fn_type(op);
  if (ft && xfd_function_verify_attr_arrays(op, xf_op_get_attr(op, "arg_attrs"),
                                            xf_op_get_attr(op, "res_attrs"), ft) != XF_OK)
    return XF_ERROR;
  return check_named_sequence(op, true, true);
}

/* ------------------------------------------------------------- sequence */

/* isValueUsePotentialConsumer: non-transform users may consume. */
static bool potential_consumer(xf_use *u) {
  xf_op *owner = u->owner;
  if (!xfd_transform_has(owner, XFD_TI_TRANSFORM))
    return true;
  effects_buf b;
  if (!effects_of(owner, &b))
    return false;
  bool consumed = false;
  for (uint32_t i = 0; i < owner->nops; i++)
    consumed = consumed || (owner->operands[i].value == u->value &&
                            b.eff.operands[i] == XFD_HE_CONSUME);
  effects_free(owner, &b);
  return consumed;
}

/* checkDoubleConsume: reports through `d` made by `make` on the second
 * potential consumer (notes: the first one found, then this one). */
typedef xf_diag *(*report_fn)(void *ctx);

static xf_status check_double_consume(xf_value *v, report_fn make, void *cookie) {
  xf_use *first = NULL;
  for (xf_use *u = v->uses; u; u = u->next) {
    if (!potential_consumer(u))
      continue;
    if (!first) {
      first = u;
      continue;
    }
    xf_diag *d = make(cookie);
    xf_diag_printf(d, " has more than one potential consumer");
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(first->owner)), "used here as operand #%u", xfi_use_index(first));
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(u->owner)), "used here as operand #%u", xfi_use_index(u));
    return fail(d);
  }
  return XF_OK;
}

typedef struct arg_report {
  xf_op *op;
  unsigned index;
} arg_report;

static xf_diag *report_block_arg(void *cookie) {
  arg_report *r = cookie;
  xf_diag *d = op_error(r->op);
  xf_diag_printf(d, "'%s' op block argument #%u", r->op->name->str, r->index);
  return d;
}

static xf_diag *report_result(void *cookie) {
  arg_report *r = cookie;
  xf_diag *d = op_error(r->op);
  xf_diag_printf(d, "result #%u", r->index);
  return d;
}

static bool same_types(xf_op *term, xf_op *op) {
  if (term->nops != op->nres)
    return false;
  for (uint32_t i = 0; i < op->nres; i++)
    if (term->operands[i].value->type != xfi_op_results(op)[i].type)
      return false;
  return true;
}

static xf_status check_children(xf_op *op, xf_block *body) {
  for (xf_op *c = body->first; c; c = c->next) {
    if (!xfd_transform_has(c, XFD_TI_TRANSFORM) && c != body->last) {
      xf_diag *d = op_error(op);
      xf_diag_printf(d, "'%s' op expected children ops to implement TransformOpInterface",
                     op->name->str);
      xf_diag_printf(xf_diag_note(d, xfi_op_loc(c)), "op without interface");
      return fail(d);
    }
    for (uint32_t i = 0; i < c->nres; i++) {
      arg_report r = {c, i};
      if (check_double_consume(&xfi_op_results(c)[i], report_result, &r) != XF_OK)
        return XF_ERROR;
    }
  }
  return XF_OK;
}

xf_status xfd_tx_verify_sequence(xf_op *op) {
  xf_block *body = xfi_op_regions(op)[0].first;
  xf_attr *segs = xf_op_get_attr(op, "operandSegmentSizes");
  bool has_root = segs && segs->kind == XF_ATTR_DENSE_ARRAY && segs->n == 2
                      ? xf_attr_dense_array_int(segs, 0) != 0
                      : op->nops > 0;
  if (!has_root && op->nops)
    return xfd_op_error(op, "does not expect extra operands when used as top-level");
  for (uint32_t i = 0; i < body->nargs; i++) {
    arg_report r = {op, i};
    if (check_double_consume(body->args[i], report_block_arg, &r) != XF_OK)
      return XF_ERROR;
  }
  if (check_children(op, body) != XF_OK)
    return XF_ERROR;
  xf_op *term = body->last;
  if (!term || !term->info || !(term->info->traits & XF_TRAIT_TERMINATOR))
    return xfd_op_error(op, "expects to have a terminator in the body");
  if (same_types(term, op))
    return XF_OK;
  xf_diag *d = op_error(op);
  xf_diag_printf(d, "'%s' op expects the types of the terminator operands to match the types "
                    "of the result",
                 op->name->str);
  xf_diag_printf(xf_diag_note(d, xfi_op_loc(term)), "terminator");
  return fail(d);
}

/* --------------------------------------------------------- alternatives */

xf_status xfd_tx_verify_alternatives(xf_op *op) {
  for (uint32_t i = 0; i < op->nreg; i++) {
    xf_block *blk = xfi_op_regions(op)[i].first;
    xf_op *term = blk ? blk->last : NULL;
    if (!term || same_types(term, op))
      continue;
    xf_diag *d = op_error(op);
    xf_diag_printf(d, "'%s' op expects terminator operands to have the same type as results of "
                      "the operation",
                   op->name->str);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(term)), "terminator");
    return fail(d);
  }
  return XF_OK;
}

/* -------------------------------------------------------------- foreach */

xf_status xfd_tx_verify_foreach(xf_op *op) {
  xf_block *body = xfi_op_regions(op)[0].first;
  if (!body)
    return XF_OK;
  if (body->nargs != op->nops)
    return xfd_op_error(op, "expects the same number of targets as the body has block arguments");
  for (uint32_t i = 0; i < op->nops; i++)
    if (op->operands[i].value->type != body->args[i]->type)
      return xfd_op_error(op, "expects co-indexed targets and the body's block arguments to have "
                              "the same op/value/param type");
  xf_op *term = body->last;
  unsigned ny = term ? term->nops : 0;
  if (ny != op->nres)
    return xfd_op_error(op, "expects the same number of results as the yield terminator has "
                            "operands");
  for (uint32_t i = 0; i < op->nres; i++)
    if (xfi_op_results(op)[i].type != term->operands[i].value->type)
      return xfd_op_error(op, "expects co-indexed results and yield operands to have the same "
                              "op/value/param type");
  return XF_OK;
}

/* -------------------------------------------------------- foreach_match */

xf_status xfd_tx_verify_foreach_match(xf_op *op) {
  xf_attr *ms = xf_op_get_attr(op, "matchers"), *as = xf_op_get_attr(op, "actions");
  uint32_t nm = ms && ms->kind == XF_ATTR_ARRAY ? ms->n : 0;
  uint32_t na = as && as->kind == XF_ATTR_ARRAY ? as->n : 0;
  if (nm != na)
    return xfd_op_error(op, "expected the same number of matchers and actions");
  if (!nm)
    return xfd_op_error(op, "expected at least one match/action pair");
  for (uint32_t i = 1; i < nm; i++) {
    bool dup = false;
    for (uint32_t j = 0; j < i && !dup; j++)
      dup = ms->u.elems[i] == ms->u.elems[j];
    if (!dup)
      continue;
    /* mlir-opt 22 recurses until it crashes here (printing the op in the
     * warning verifies it again); xform warns once. */
    xf_diag *d = xf_op_emit(op, XF_SEV_WARNING);
    xf_diag_printf(d, "matcher ");
    xf_diag_append_attr(d, ms->u.elems[i]);
    xf_diag_printf(d, " is used more than once, only the first match will apply");
    xf_diag_report(d);
  }
  return XF_OK;
}

/* ---------------------------------------------------------- symbol uses */

/* The transform op (named sequence) that symbol `ref` resolves to from
 * `op`, or NULL: a FunctionOpInterface op implementing TransformOpInterface. */
static xf_op *resolve_transform_fn(xf_op *op, xf_attr *ref) {
  if (!ref || ref->kind != XF_ATTR_SYMBOL_REF)
    return NULL;
  xf_op *s = xf_symbol_resolve(op, ref);
  return s && xfd_transform_has(s, XFD_TI_TRANSFORM | XFD_TI_FUNCTION_LIKE) ? s : NULL;
}

/* emitError() with a message starting with the given text (no op prefix). */
static xf_diag *plain_error(xf_op *op, const char *text, xf_attr *sym) {
  xf_diag *d = op_error(op);
  xf_diag_printf(d, "%s", text);
  if (sym)
    xf_diag_append_attr(d, sym);
  return d;
}

static xf_status collect_symbol_uses(xf_op *op) {
  xf_attr *ref = xf_op_get_attr(op, "matcher");
  xf_op *m = resolve_transform_fn(op, ref);
  if (!m)
    return fail(plain_error(op, "unresolved matcher symbol ", ref));
  xf_type *ft = fn_type(m);
  if (!ft || ft->n != 1 || !is_handle_type(ft->types[0]))
    return fail(plain_error(op, "expected the matcher to take one operation handle argument", NULL));
  if (!arg_attr(m, 0, "transform.readonly"))
    return fail(plain_error(op, "expected the matcher argument to be marked readonly", NULL));
  if (ft->nres != op->nres) {
    xf_diag *d = plain_error(op, "expected the matcher to yield as many values as op has results (",
                             NULL);
    xf_diag_printf(d, "%u), got %u", op->nres, ft->nres);
    return fail(d);
  }
  for (uint32_t i = 0; i < op->nres; i++) {
    if (xf_transform_types_same_interface(ft->types[ft->n + i], xfi_op_results(op)[i].type))
      continue;
    xf_diag *d = plain_error(op, "mismatching type interfaces for matcher result and op result #",
                             NULL);
    xf_diag_printf(d, "%u", i);
    return fail(d);
  }
  return XF_OK;
}

static xf_status include_symbol_uses(xf_op *op) {
  xf_attr *ref = xf_op_get_attr(op, "target");
  if (!ref || ref->kind != XF_ATTR_SYMBOL_REF)
    return xfd_op_error(op, "expects a 'target' symbol reference attribute");
  xf_op *callee = xf_symbol_resolve(op, ref);
  if (!callee || strcmp(callee->name->str, "transform.named_sequence") != 0)
    return xfd_op_error(op, "does not reference a named transform sequence");
  xf_type *ft = fn_type(callee);
  if (!ft || ft->n != op->nops)
    return fail(plain_error(op, "incorrect number of operands for callee", NULL));
  for (uint32_t i = 0; i < ft->n; i++) {
    if (op->operands[i].value->type == ft->types[i])
      continue;
    xf_diag *d = op_error(op);
    xf_diag_printf(d, "'%s' op operand type mismatch: expected operand type ", op->name->str);
    xf_diag_append_type(d, ft->types[i]);
    xf_diag_printf(d, ", but provided ");
    xf_diag_append_type(d, op->operands[i].value->type);
    xf_diag_printf(d, " for operand number %u", i);
    return fail(d);
  }
  if (ft->nres != op->nres)
    return fail(plain_error(op, "incorrect number of results for callee", NULL));
  for (uint32_t i = 0; i < ft->nres; i++)
    if (!xf_transform_types_same_interface(xfi_op_results(op)[i].type, ft->types[ft->n + i]))
      return xfd_op_error(op, "type of result #%u must implement the same transform dialect "
                              "interface as the corresponding callee result",
                          i);
  return check_consume_annotations(callee, true, false, true);
}

/* A diagnostic about symbol `sym` with a "symbol declaration" note at `decl`. */
static xf_status decl_error(xf_diag *d, xf_op *decl) {
  xf_diag_printf(xf_diag_note(d, xfi_op_loc(decl)), "symbol declaration");
  return fail(d);
}

static xf_status check_matcher_inputs(xf_op *op, xf_attr *mref, xf_op *m) {
  xf_type *ft = fn_type(m);
  unsigned nargs = ft ? ft->n : 0;
  if (op->nops != nargs) {
    xf_diag *d = plain_error(op, "the number of operands (", NULL);
    xf_diag_printf(d, "%u) doesn't match the number of matcher arguments (%u) for ", op->nops,
                   nargs);
    xf_diag_append_attr(d, mref);
    return decl_error(d, m);
  }
  for (unsigned i = 0; i < nargs; i++) {
    if (arg_attr(m, i, "transform.consumed")) {
      xf_diag *d = op_error(op);
      xf_diag_printf(d, "'%s' op does not expect matcher symbol to consume its operand #%u",
                     op->name->str, i);
      return decl_error(d, m);
    }
    if (xf_transform_types_same_interface(op->operands[i].value->type, ft->types[i]))
      continue;
    xf_diag *d = plain_error(op, "mismatching type interfaces for operand and matcher argument #",
                             NULL);
    xf_diag_printf(d, "%u of matcher ", i);
    xf_diag_append_attr(d, mref);
    return decl_error(d, m);
  }
  return XF_OK;
}

static xf_status check_matcher_action(xf_op *op, xf_attr *mref, xf_op *m, xf_attr *aref,
                                      xf_op *a) {
  xf_type *mt = fn_type(m), *at = fn_type(a);
  unsigned nmres = mt ? mt->nres : 0, naargs = at ? at->n : 0;
  if (nmres != naargs) {
    xf_diag *d = plain_error(op, "mismatching number of matcher results and action arguments "
                                 "between ",
                             mref);
    xf_diag_printf(d, " (%u) and ", nmres);
    xf_diag_append_attr(d, aref);
    xf_diag_printf(d, " (%u)", naargs);
    return fail(d);
  }
  for (unsigned i = 0; i < nmres; i++) {
    if (xf_transform_types_same_interface(mt->types[mt->n + i], at->types[i]))
      continue;
    xf_diag *d = plain_error(op, "mismatching type interfaces for matcher result and action "
                                 "argument #",
                             NULL);
    xf_diag_printf(d, "%uof matcher ", i);
    xf_diag_append_attr(d, mref);
    xf_diag_printf(d, " and action ");
    xf_diag_append_attr(d, aref);
    return fail(d);
  }
  return XF_OK;
}

static xf_status check_action_results(xf_op *op, xf_attr *aref, xf_op *a) {
  xf_type *at = fn_type(a);
  unsigned nares = at ? at->nres : 0, nextra = op->nres ? op->nres - 1 : 0;
  if (nares != nextra) {
    xf_diag *d = plain_error(op, "the number of action results (", NULL);
    xf_diag_printf(d, "%u) for ", nares);
    xf_diag_append_attr(d, aref);
    xf_diag_printf(d, " doesn't match the number of extra op results (%u)", nextra);
    return decl_error(d, a);
  }
  for (unsigned i = 0; i < nares; i++) {
    if (xf_transform_types_same_interface(xfi_op_results(op)[i + 1].type, at->types[at->n + i]))
      continue;
    xf_diag *d = plain_error(op, "mismatching type interfaces for action result #", NULL);
    xf_diag_printf(d, "%u of action ", i);
    xf_diag_append_attr(d, aref);
    xf_diag_printf(d, " and op result");
    return decl_error(d, a);
  }
  return XF_OK;
}

static xf_status foreach_match_symbol_uses(xf_op *op) {
  xf_attr *ms = xf_op_get_attr(op, "matchers"), *as = xf_op_get_attr(op, "actions");
  uint32_t n = ms && as && ms->kind == XF_ATTR_ARRAY && as->kind == XF_ATTR_ARRAY
                   ? (ms->n < as->n ? ms->n : as->n)
                   : 0;
  for (uint32_t i = 0; i < n; i++) {
    xf_attr *mref = ms->u.elems[i], *aref = as->u.elems[i];
    xf_op *m = resolve_transform_fn(op, mref), *a = resolve_transform_fn(op, aref);
    if (!m)
      return fail(plain_error(op, "unresolved matcher symbol ", mref));
    if (!a)
      return fail(plain_error(op, "unresolved action symbol ", aref));
    if (check_consume_annotations(m, true, false, true) != XF_OK ||
        check_consume_annotations(a, true, false, true) != XF_OK ||
        check_matcher_inputs(op, mref, m) != XF_OK ||
        check_matcher_action(op, mref, m, aref, a) != XF_OK ||
        check_action_results(op, aref, a) != XF_OK)
      return XF_ERROR;
  }
  return XF_OK;
}

/* SymbolUserOpInterface::verifySymbolUses of the transform ops (their
 * rows' verify_symbol_uses, run by the enclosing symbol table). */
xf_status xfd_tx_include_symbol_uses(xf_op *op) { return include_symbol_uses(op); }
xf_status xfd_tx_foreach_match_symbol_uses(xf_op *op) { return foreach_match_symbol_uses(op); }
xf_status xfd_tx_collect_symbol_uses(xf_op *op) { return collect_symbol_uses(op); }

/* ------------------------------------------------- dialect attributes */

/* An error of a dialect attribute whose name is streamed quoted. */
static xf_status attr_error(xf_op *op, bool op_based, const char *before, const xf_ident *name,
                            const char *after) {
  xf_diag *d = op_based ? op_error(op) : xf_diag_create(xfi_op_ctx(op), XF_SEV_ERROR, xfi_op_loc(op));
  xf_diag_printf(d, "%s\"%s\"%s", before, name->str, after);
  return fail(d);
}

typedef struct early_walk {
  xf_op *root;
  xf_status st;
} early_walk;

/* mlir-opt 22 verifies every nested named sequence before the rest of the
 * symbol table (so their verifier warnings show twice). */
static xf_walk_result verify_named_sequence_early(xf_op *op, void *user) {
  early_walk *w = user;
  if (op == w->root || strcmp(op->name->str, "transform.named_sequence") != 0)
    return XF_WALK_ADVANCE;
  if (xf_verify(op) != XF_OK) {
    w->st = XF_ERROR;
    return XF_WALK_INTERRUPT;
  }
  return XF_WALK_SKIP;
}

/* The call graph of named sequences: nodes in definition order, edges
 * from include ops to the named sequences they resolve to. */
typedef struct call_graph {
  xfs_vec nodes;  /* xf_op* named sequences */
  xfs_vec edges;  /* uint32_t pairs (from, to), grouped by `from` */
  xfs_mem *m;
} call_graph;

static int node_index(call_graph *g, xf_op *op) {
  for (size_t i = 0; i < g->nodes.len; i++)
    if (XFS_VEC_AT(&g->nodes, xf_op *, i) == op)
      return (int)i;
  return -1;
}

static xf_walk_result collect_node(xf_op *op, void *user) {
  call_graph *g = user;
  if (strcmp(op->name->str, "transform.named_sequence") == 0 &&
      !XFS_VEC_PUSH(g->m, &g->nodes, xf_op *, op))
    return XF_WALK_INTERRUPT;
  return XF_WALK_ADVANCE;
}

typedef struct edge_walk {
  call_graph *g;
  uint32_t from;
} edge_walk;

static xf_walk_result collect_edge(xf_op *op, void *user) {
  edge_walk *w = user;
  if (strcmp(op->name->str, "transform.include") != 0)
    return XF_WALK_ADVANCE;
  xf_attr *ref = xf_op_get_attr(op, "target");
  xf_op *callee = ref && ref->kind == XF_ATTR_SYMBOL_REF ? xf_symbol_resolve(op, ref) : NULL;
  int to = callee ? node_index(w->g, callee) : -1;
  if (to >= 0) {
    uint32_t e[2] = {w->from, (uint32_t)to};
    if (!XFS_VEC_PUSH(w->g->m, &w->g->edges, uint64_t, ((uint64_t)e[0] << 32) | e[1]))
      return XF_WALK_INTERRUPT;
  }
  return XF_WALK_ADVANCE;
}

/* Tarjan's strongly connected components, iteratively, roots in node
 * order; the first cyclic component found (its nodes in stack-pop order,
 * as LLVM's scc_iterator lists them) is reported. */
typedef struct tarjan {
  call_graph *g;
  int *index, *low, *stack, *frames, *edge_pos;
  bool *on;
  int counter, sp, fp;
} tarjan;

static int edge_to(const call_graph *g, size_t k) {
  return (int)(XFS_VEC_AT(&g->edges, uint64_t, k) & 0xffffffffu);
}

static int edge_from(const call_graph *g, size_t k) {
  return (int)(XFS_VEC_AT(&g->edges, uint64_t, k) >> 32);
}

static void tarjan_push(tarjan *t, int v) {
  t->index[v] = t->low[v] = t->counter++;
  t->stack[t->sp++] = v;
  t->on[v] = true;
  t->frames[t->fp] = v;
  t->edge_pos[t->fp++] = 0;
}

static bool self_edge(const call_graph *g, int v) {
  for (size_t k = 0; k < g->edges.len; k++)
    if (edge_from(g, k) == v && edge_to(g, k) == v)
      return true;
  return false;
}

/* Reports the component rooted at `v` if it is cyclic. */
static xf_status pop_component(tarjan *t, int v) {
  int start = t->sp;
  while (t->stack[start - 1] != v)
    start--;
  start--;
  int size = t->sp - start;
  for (int i = start; i < t->sp; i++)
    t->on[t->stack[i]] = false;
  bool cyclic = size > 1 || self_edge(t->g, v);
  if (!cyclic) {
    t->sp = start;
    return XF_OK;
  }
  xf_op *first = XFS_VEC_AT(&t->g->nodes, xf_op *, t->stack[t->sp - 1]);
  xf_diag *d = xf_diag_create(xfi_op_ctx(first), XF_SEV_ERROR, xfi_op_loc(first));
  xf_diag_printf(d, "recursion not allowed in named sequences");
  for (int i = t->sp - 2; i >= start; i--) {
    xf_op *cur = XFS_VEC_AT(&t->g->nodes, xf_op *, t->stack[i]);
    xf_diag_printf(xf_diag_note(d, xfi_op_loc(cur)), "operation on recursion stack");
  }
  return fail(d);
}

static xf_status tarjan_step(tarjan *t) {
  int v = t->frames[t->fp - 1];
  for (size_t k = (size_t)t->edge_pos[t->fp - 1]; k < t->g->edges.len; k++) {
    if (edge_from(t->g, k) != v)
      continue;
    t->edge_pos[t->fp - 1] = (int)k + 1;
    int w = edge_to(t->g, k);
    if (t->index[w] < 0) {
      tarjan_push(t, w);
      return XF_OK;
    }
    if (t->on[w] && t->index[w] < t->low[v])
      t->low[v] = t->index[w];
    return XF_OK;
  }
  t->fp--;
  if (t->fp && t->low[v] < t->low[t->frames[t->fp - 1]])
    t->low[t->frames[t->fp - 1]] = t->low[v];
  return t->low[v] == t->index[v] ? pop_component(t, v) : XF_OK;
}

static xf_status find_recursion(call_graph *g) {
  int n = (int)g->nodes.len;
  if (!n)
    return XF_OK;
  int *ints = xfs_malloc(g->m, (size_t)n * 5 * sizeof(int));
  bool *on = xfs_calloc(g->m, (size_t)n * sizeof(bool));
  xf_status st = ints && on ? XF_OK : XF_NOMEM;
  tarjan t = {g, ints, ints + n, ints + 2 * n, ints + 3 * n, ints + 4 * n, on, 0, 0, 0};
  for (int i = 0; ints && i < n; i++)
    t.index[i] = -1;
  for (int r = 0; st == XF_OK && r < n; r++) {
    if (t.index[r] >= 0)
      continue;
    tarjan_push(&t, r);
    while (st == XF_OK && t.fp)
      st = tarjan_step(&t);
  }
  if (ints)
    xfs_free(g->m, ints, (size_t)n * 5 * sizeof(int));
  if (on)
    xfs_free(g->m, on, (size_t)n * sizeof(bool));
  return st;
}

static xf_status check_recursion(xf_op *table) {
  call_graph g = {{0}, {0}, xfs_ctx_mem(xfi_op_ctx(table))};
  xf_walk(table, XF_PRE_ORDER, collect_node, &g);
  for (size_t i = 0; i < g.nodes.len; i++) {
    edge_walk w = {&g, (uint32_t)i};
    xf_walk(XFS_VEC_AT(&g.nodes, xf_op *, i), XF_PRE_ORDER, collect_edge, &w);
  }
  xf_status st = find_recursion(&g);
  xfs_vec_free(g.m, &g.nodes, sizeof(xf_op *));
  xfs_vec_free(g.m, &g.edges, sizeof(uint64_t));
  return st;
}

/* CallOpInterface and CallableOpInterface ops of the registered dialects. */
static bool is_call_or_callable(const xf_op *op) {
  static const char *const names[] = {"func.func", "func.call", "func.call_indirect",
                                      "transform.named_sequence", "transform.include"};
  if (!op->info)
    return false;
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(op->name->str, names[i]) == 0)
      return true;
  return false;
}

typedef struct preverify {
  xf_op *table;          /* the op carrying the attribute (not pre-verified) */
} preverify;

static xf_walk_result preverify_call(xf_op *op, void *user) {
  preverify *w = user;
  if (op == w->table || !is_call_or_callable(op))
    return XF_WALK_ADVANCE;
  return xfi_verify_op_shallow(op) == XF_OK ? XF_WALK_ADVANCE : XF_WALK_INTERRUPT;
}

/* Implicit linalg bodies hold no calls. */
static bool no_lazy(xf_op *op, void *user) {
  (void)op, (void)user;
  return false;
}

static xf_status verify_with_named_sequence(xf_op *op, const xf_named_attr *attr) {
  if (!op->info || !(op->info->traits & XF_TRAIT_SYMBOL_TABLE))
    return attr_error(op, false, "", attr->name,
                      " attribute can only be attached to operations with symbol tables");
  /* As MLIR, calls and callables are verified (each without the ops nested
   * in it, in post-order) before the call graph is built from them. */
  preverify pv = {op};
  if (xfi_walk_post_lazy(op, preverify_call, no_lazy, &pv) == XF_WALK_INTERRUPT)
    return XF_ERROR;
  if (check_recursion(op) != XF_OK)
    return XF_ERROR;
  early_walk w = {op, XF_OK};
  xf_walk(op, XF_PRE_ORDER, verify_named_sequence_early, &w);
  return w.st;
}

xf_status xfd_transform_verify_attr(xf_op *op, const xf_named_attr *attr) {
  const char *n = attr->name->str;
  if (strcmp(n, "transform.with_named_sequence") == 0)
    return verify_with_named_sequence(op, attr);
  if (strcmp(n, "transform.target_tag") == 0)
    return attr->value->kind == XF_ATTR_STRING
               ? XF_OK
               : attr_error(op, true, "", attr->name, " attribute must be a string");
  if (strcmp(n, "transform.consumed") == 0 || strcmp(n, "transform.readonly") == 0 ||
      strcmp(n, "transform.silence_tracking_failures") == 0)
    return attr->value->kind == XF_ATTR_UNIT
               ? XF_OK
               : attr_error(op, true, "", attr->name, " must be a unit attribute");
  return attr_error(op, false, "unknown attribute: ", attr->name, "");
}
