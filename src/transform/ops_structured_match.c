/* ops_structured_match.c — transform.structured.match (a Linalg extension
 * op, used by nearly every transform script to find payload ops).
 *
 * Contract: reads its target handle (exactly one payload op) and the
 * payload; produces the ops of a post-order walk of the target (the target
 * included) that pass every given filter: op names, interface (LinalgOp,
 * TilingInterface, LoopLikeInterface), attribute values, the single result
 * type, the operand types.
 */
#include "transform_impl.h"

/* MatchInterfaceEnum values. */
enum { IFACE_LINALG = 0, IFACE_TILING = 1, IFACE_LOOP_LIKE = 2 };

static bool name_is(const xf_op *op, const char *n) { return !strcmp(op->name->str, n); }

static bool is_loop_like(const xf_op *op) {
  return name_is(op, "scf.for") || name_is(op, "scf.forall") || name_is(op, "scf.parallel") ||
         name_is(op, "scf.while") || name_is(op, "affine.for") || name_is(op, "affine.parallel");
}

static bool has_interface(const xf_op *op, int64_t iface) {
  bool linalg = op->info && op->info->structured;
  switch (iface) {
  case IFACE_LINALG:
    return linalg;
  case IFACE_TILING:
    return linalg || name_is(op, "tensor.pad") || name_is(op, "tensor.pack") ||
           name_is(op, "tensor.unpack") || name_is(op, "linalg.pack") ||
           name_is(op, "linalg.unpack");
  default:
    return is_loop_like(op);
  }
}

typedef struct match_ctx {
  xf_op *op;             /* the structured.match op */
  xf_attr *names, *attrs, *result_type, *operand_types;
  int64_t iface;         /* -1: no interface filter */
  xft_list *out;
  xfs_mem *mem;
  bool bad_operand_count;
} match_ctx;

static bool name_listed(const xf_attr *names, const xf_op *op) {
  for (uint32_t i = 0; i < names->n; i++) {
    const xf_attr *s = names->u.elems[i];
    if (s->kind == XF_ATTR_STRING && s->n == op->name->len &&
        !memcmp(s->u.str, op->name->str, s->n))
      return true;
  }
  return false;
}

static bool attrs_match(const xf_attr *attrs, const xf_op *op) {
  for (uint32_t i = 0; i < attrs->n; i++) {
    const xf_named_attr *e = &attrs->u.entries[i];
    if (!strcmp(e->name->str, "interface") || !strcmp(e->name->str, "ops"))
      continue;
    if (xf_op_get_attr_id(op, e->name) != e->value)
      return false;
  }
  return true;
}

/* filter_operand_types: one type for all operands, or one per operand. */
static bool operand_types_match(match_ctx *m, const xf_op *op) {
  const xf_attr *types = m->operand_types;
  if (types->n == 1) {
    xf_type *t = types->u.elems[0]->kind == XF_ATTR_TYPE ? types->u.elems[0]->u.tval : NULL;
    for (uint32_t i = 0; i < op->nops; i++)
      if (op->operands[i].value->type != t)
        return false;
    return true;
  }
  if (types->n != op->nops) {
    m->bad_operand_count = true;
    return false;
  }
  for (uint32_t i = 0; i < op->nops; i++) {
    const xf_attr *t = types->u.elems[i];
    if (t->kind != XF_ATTR_TYPE || t->u.tval != op->operands[i].value->type)
      return false;
  }
  return true;
}

static bool match_visit(xf_op *op, void *user) {
  match_ctx *m = user;
  if (m->names && m->names->kind == XF_ATTR_ARRAY && !name_listed(m->names, op))
    return true;
  if (m->iface >= 0 && !has_interface(op, m->iface))
    return true;
  if (m->attrs && m->attrs->kind == XF_ATTR_DICT && !attrs_match(m->attrs, op))
    return true;
  if (m->result_type && m->result_type->kind == XF_ATTR_TYPE &&
      (op->nres != 1 || xfi_op_results(op)[0].type != m->result_type->u.tval))
    return true;
  if (m->operand_types && m->operand_types->kind == XF_ATTR_ARRAY && !operand_types_match(m, op))
    return true;
  xft_list_push(m->mem, m->out, op);
  return true;
}

/* Contract: reads the target (one op) and the payload; produces the ops passing the filters. */
static xf_tresult structured_match_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  if (n != 1)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "requires exactly one target handle");
  xft_list out = {0};
  xf_attr *iface = xft_prop(op, "interface");
  match_ctx m = {op,
                 xft_prop(op, "ops"),
                 xft_prop(op, "op_attrs"),
                 xft_prop(op, "filter_result_type"),
                 xft_prop(op, "filter_operand_types"),
                 iface && iface->kind == XF_ATTR_INTEGER ? xf_attr_int_value(iface) : -1,
                 &out,
                 st->mem,
                 false};
  xft_walk_post(items[0], match_visit, &m);
  xf_tresult r = xf_tresult_success();
  if (m.bad_operand_count)
    r = xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                               "If filter_operand_types contains more than a type, then it must "
                               "contain as much types as the number of operands in the target ops");
  else
    xft_set_result(res, 0, XF_TK_OPS, out.v, out.n);
  xft_list_free(st->mem, &out);
  return r;
}

const xf_transform_op_def xft_structured_defs[] = {
    {"transform.structured.match", structured_match_apply, NULL, 0, NULL},
};
const size_t xft_num_structured_defs = sizeof xft_structured_defs / sizeof xft_structured_defs[0];
