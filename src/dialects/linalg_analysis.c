/* linalg_analysis.c — analyses over the structured-op model, as LLVM 22's
 * Linalg utilities compute them for the transform.match.structured family:
 *
 *   xf_linalg_match_reduction        mlir::matchReduction
 *   xf_linalg_body_is_passthrough    the `passthrough` body condition
 *   xf_linalg_is_elementwise         linalg::isElementwise
 *   xf_linalg_body_is_contraction    linalg::detail::isContractionBody
 *   xf_linalg_infer_contraction_dims linalg::inferContractionDims
 *   xf_linalg_infer_convolution_dims linalg::inferConvolutionDims
 *
 * Dimension sets are bitmasks over loop positions (at most 64 loops) and
 * come out sorted, like MLIR's sorted vectors.  "Side-effect free" for the
 * unary-cast skipping of contraction bodies means a registered op with the
 * Pure / NoMemoryEffect trait, or an arith / math op when those dialects
 * are not registered (all their unary ops are pure).
 */
#include "linalg.h"

enum { MAX_OPERANDS = 64, MAX_LOOPS = 64 };

typedef uint64_t dimset; /* bit d: loop d */

static bool name_has_prefix(const xf_op *op, const char *prefix) {
  size_t n = strlen(prefix);
  return op->name->len > n && memcmp(op->name->str, prefix, n) == 0;
}

static bool name_is(const xf_op *op, const char *name) { return strcmp(op->name->str, name) == 0; }

/* ------------------------------------------------------------ reduction */

static xf_op *single_user(const xf_value *v) {
  return v->uses && !v->uses->next ? v->uses->owner : NULL;
}

/* matchReduction over body `body` ending in `y`. */
static size_t match_reduction(xf_op *op, xf_block *body, xf_op *y, size_t init, xf_op **first) {
  size_t pos = xf_linalg_num_inputs(op) + init;
  if (first)
    *first = NULL;
  if (!body || !y || pos >= body->nargs || init >= y->nops)
    return 0;
  xf_op *comb = single_user(body->args[pos]);
  if (!comb || comb->nops != 2)
    return 0;
  xf_op *red = y->operands[init].value->op;
  size_t n = 1;
  if (first)
    *first = comb;
  while (comb != red) {
    if (comb->nres != 1 || !(comb = single_user(&xfi_op_results(comb)[0])) || comb->nops != 2)
      return 0;
    n++;
  }
  return comb->nres == 1 && y->operands[init].value == &xfi_op_results(comb)[0] ? n : 0;
}

size_t xf_linalg_match_reduction(xf_op *op, size_t init, xf_op **first) {
  return match_reduction(op, xf_linalg_body(op), xf_linalg_yield(op), init, first);
}

size_t xfd_linalg_match_reduction_view(xf_op *op, size_t init, xf_op **first) {
  return match_reduction(op, xfd_linalg_body_view(op), xfd_linalg_yield_view(op), init, first);
}

bool xf_linalg_body_is_passthrough(xf_op *op) {
  xf_block *b = xfd_linalg_body_view(op);
  return b && b->first && b->first == b->last;
}

/* ------------------------------------------------------------ elementwise */

static bool is_scalar(const xf_type *t) {
  return t->kind == XF_TYPE_INTEGER || t->kind == XF_TYPE_INDEX || t->kind == XF_TYPE_FLOAT;
}

/* hasOnlyScalarElementwiseOp. */
static bool scalar_elementwise_body(xf_op *op) {
  if (op->nreg != 1 || xfi_op_region_view(op, 0)->nblocks != 1)
    return false;
  for (xf_op *o = xfi_op_region_view(op, 0)->first->first; o; o = o->next) {
    bool ok = name_has_prefix(o, "arith.") || name_has_prefix(o, "math.") ||
              name_has_prefix(o, "complex.") || name_is(o, "func.constant") ||
              name_is(o, "tensor.extract") || name_is(o, "linalg.yield") ||
              name_is(o, "linalg.index") || name_is(o, "affine.apply");
    for (uint32_t i = 0; ok && i < o->nres; i++)
      ok = is_scalar(xfi_op_results(o)[i].type);
    if (!ok)
      return false;
  }
  return true;
}

bool xf_linalg_is_elementwise(xf_op *op) {
  xf_linalg_iter it[MAX_LOOPS];
  size_t nloops = xf_linalg_num_loops(op);
  if (!xf_linalg_is_structured(op) || nloops > MAX_LOOPS || xf_linalg_iterators(op, it) != XF_OK)
    return false;
  for (size_t l = 0; l < nloops; l++)
    if (it[l] != XF_LINALG_PARALLEL)
      return false;
  size_t nin = xf_linalg_num_inputs(op);
  for (size_t i = 0; i < op->nops; i++) {
    xf_attr *m = xf_linalg_indexing_map(op, i);
    if (!xf_affine_map_is_projected_permutation(m, true))
      return false;
    if (i >= nin && !xf_affine_map_is_permutation(m))
      return false;
  }
  return scalar_elementwise_body(op);
}

/* ----------------------------------------------------------- contraction */

static bool side_effect_free(const xf_op *op) {
  if (op->info)
    return op->info->traits & (XF_TRAIT_PURE | XF_TRAIT_NO_MEM_EFFECT);
  return name_has_prefix(op, "arith.") || name_has_prefix(op, "math.");
}

/* getSourceSkipUnary: through single-operand side-effect-free ops. */
static xf_value *skip_unary(xf_value *v) {
  for (xf_op *d = v->op; d && d->nops == 1 && side_effect_free(d); d = v->op)
    v = d->operands[0].value;
  return v;
}

static bool fail_reason(const char **reason, const char *why) {
  if (reason)
    *reason = why;
  return false;
}

static bool name_matches(const xf_op *op, const char *want) {
  return !want || strcmp(op->name->str, want) == 0;
}

/* The reduction op and the op feeding it from the non-accumulator side. */
static bool contraction_ops(xf_block *b, xf_op **red, xf_op **elem, const char **reason) {
  xf_op *y = b->last;
  if (y->nops != 1)
    return fail_reason(reason, "expected terminator with 1 operand");
  *red = skip_unary(y->operands[0].value)->op;
  if (!*red || (*red)->nres != 1 || (*red)->nops != 2)
    return fail_reason(reason, "expected reduction op to be binary");
  xf_value *l = skip_unary((*red)->operands[0].value), *r = skip_unary((*red)->operands[1].value);
  if (l != b->args[2] && r != b->args[2])
    return fail_reason(reason, "expected reduction to take block argument #2 as one of the "
                               "operands (modulo unary casts)");
  xf_value *contributed = skip_unary(l->op == NULL ? r : l);
  *elem = contributed->op;
  if (!*elem || (*elem)->nres != 1 || (*elem)->nops != 2)
    return fail_reason(reason, "expected elementwise op to be binary");
  return true;
}

bool xf_linalg_body_is_contraction(xf_op *op, const char *elem, const char *red,
                                   const char **reason) {
  xf_block *b = xfd_linalg_body_view(op);
  if (!b || !b->last || !b->last->info || !(b->last->info->traits & XF_TRAIT_TERMINATOR))
    return fail_reason(reason, "no terminator in the block");
  if (b->nargs != 3)
    return fail_reason(reason, "expected block with 3 arguments");
  xf_op *r = NULL, *e = NULL;
  if (!contraction_ops(b, &r, &e, reason))
    return false;
  if (!name_matches(e, elem) || !name_matches(r, red))
    return fail_reason(reason, "expected reduction/elementwise op kind not satisfied");
  xf_value *l = skip_unary(e->operands[0].value), *rr = skip_unary(e->operands[1].value);
  if ((l == b->args[0] && rr == b->args[1]) || (l == b->args[1] && rr == b->args[0]))
    return true;
  return fail_reason(reason, "expected elementwise op to apply to block arguments (modulo unary "
                             "casts)");
}

/* ------------------------------------------------------- dimension sets */

static bool uses_dim(const xf_affine_expr *e, int64_t d) {
  if (e->kind == XFI_AFF_DIM)
    return e->value == d;
  if (e->kind < XFI_AFF_CONST)
    return uses_dim(e->lhs, d) || uses_dim(e->rhs, d);
  return false;
}

static size_t count_uses(const xf_attr *map, int64_t d) {
  size_t n = 0;
  for (uint32_t i = 0; i < map->n; i++)
    n += uses_dim(map->u.affine.exprs[i], d);
  return n;
}

/* findPermutationsIndexingOperand: dims of kind `kind` appearing alone as
 * a result and in no other result. */
static dimset permutation_dims(const xf_attr *map, const xf_linalg_iter *it, xf_linalg_iter kind) {
  dimset s = 0;
  for (uint32_t i = 0; i < map->n; i++) {
    const xf_affine_expr *e = map->u.affine.exprs[i];
    if (e->kind == XFI_AFF_DIM && e->value < MAX_LOOPS && it[e->value] == kind &&
        count_uses(map, e->value) == 1)
      s |= (dimset)1 << e->value;
  }
  return s;
}

static void set_to_dims(dimset s, xf_linalg_dims *out) {
  out->n = 0;
  for (unsigned d = 0; d < MAX_LOOPS && out->n < 16; d++)
    if (s & ((dimset)1 << d))
      out->d[out->n++] = d;
}

/* Maps and iterators of a 2-input 1-init op. */
static bool two_one(xf_op *op, xf_attr **maps, xf_linalg_iter *it) {
  if (!xf_linalg_is_structured(op) || xf_linalg_num_inits(op) != 1 ||
      xf_linalg_num_inputs(op) != 2 || xf_linalg_num_loops(op) > MAX_LOOPS ||
      xf_linalg_iterators(op, it) != XF_OK)
    return false;
  for (size_t i = 0; i < 3; i++)
    if (!(maps[i] = xf_linalg_indexing_map(op, i)))
      return false;
  return true;
}

xf_status xf_linalg_infer_contraction_dims(xf_op *op, xf_linalg_contraction_dims *out) {
  xf_attr *maps[3];
  xf_linalg_iter it[MAX_LOOPS];
  if (!two_one(op, maps, it))
    return XF_ERROR;
  dimset a = permutation_dims(maps[0], it, XF_LINALG_PARALLEL);
  dimset b = permutation_dims(maps[1], it, XF_LINALG_PARALLEL);
  dimset c = permutation_dims(maps[2], it, XF_LINALG_PARALLEL);
  dimset ra = permutation_dims(maps[0], it, XF_LINALG_REDUCTION);
  dimset rb = permutation_dims(maps[1], it, XF_LINALG_REDUCTION);
  set_to_dims(a & b & c, &out->batch);
  set_to_dims((a & c) & ~b, &out->m);
  set_to_dims((b & c) & ~a, &out->n);
  set_to_dims(ra & rb, &out->k);
  return XF_OK;
}

/* --------------------------------------------------------- convolutions */

/* ConvAccessExprWalker over the input map's results. */
typedef struct conv_walker {
  dimset convolved, unconvolved;
  int64_t pair[MAX_LOOPS];    /* convolvedDimMapping, -1: none */
  int64_t coeff[MAX_LOOPS];   /* strideAndDilationMapping, 0: none */
} conv_walker;

static bool seen(const conv_walker *w, int64_t d) {
  return ((w->convolved | w->unconvolved) >> d) & 1;
}

/* getDimExprOrMulExprDimPos: `d` or `d * c`; -1 on failure. */
static int64_t dim_or_mul(conv_walker *w, const xf_affine_expr *e) {
  int64_t dim = -1, c = 1;
  if (e->kind == XFI_AFF_DIM) {
    dim = e->value;
  } else if (e->kind == XFI_AFF_MUL) {
    const xf_affine_expr *d = e->lhs, *k = e->rhs;
    if (d->kind != XFI_AFF_DIM)
      d = e->rhs, k = e->lhs;
    if (d->kind != XFI_AFF_DIM || k->kind != XFI_AFF_CONST)
      return -1;
    dim = d->value;
    c = k->value;
  }
  if (dim < 0 || dim >= MAX_LOOPS || seen(w, dim))
    return -1;
  w->coeff[dim] = c;
  w->convolved |= (dimset)1 << dim;
  return dim;
}

static void walk_input_expr(conv_walker *w, const xf_affine_expr *e) {
  if (e->kind == XFI_AFF_DIM) {
    if (e->value < MAX_LOOPS && !seen(w, e->value))
      w->unconvolved |= (dimset)1 << e->value;
    return;
  }
  if (e->kind != XFI_AFF_ADD)
    return;
  int64_t l = dim_or_mul(w, e->lhs), r = l < 0 ? -1 : dim_or_mul(w, e->rhs);
  if (l < 0 || r < 0)
    return;
  w->pair[l] = r;
  w->pair[r] = l;
}

/* clearMultiUseDims. */
static void clear_multi_use(conv_walker *w, const xf_attr *map) {
  for (int64_t d = 0; d < map->u.affine.dims && d < MAX_LOOPS; d++) {
    if (count_uses(map, d) <= 1)
      continue;
    dimset bit = (dimset)1 << d;
    w->convolved &= ~bit;
    w->unconvolved &= ~bit;
    int64_t p = w->pair[d];
    if (p >= 0) {
      w->convolved &= ~((dimset)1 << p);
      w->unconvolved &= ~((dimset)1 << p);
      w->coeff[p] = 0;
      w->pair[d] = w->pair[p] = -1;
    }
  }
}

/* Strides / dilations: the op's attribute, else the walker's coefficients. */
static void conv_factors(xf_op *op, const char *name, const conv_walker *w,
                         const xf_linalg_dims *dims, int64_t *out, size_t *n) {
  xf_attr *a = xf_op_get_attr(op, name);
  int64_t v;
  *n = 0;
  if (a && a->kind == XF_ATTR_DENSE) {
    for (size_t i = 0; *n < 16 && xfd_int_elem(a, i, &v) && (!a->flag || (int64_t)i < a->type->shape[0]);
         i++)
      out[(*n)++] = v;
    return;
  }
  for (size_t i = 0; i < dims->n; i++)
    out[(*n)++] = w->coeff[dims->d[i]];
}

/* ---------------------------------------- ConvolutionOpInterface verify */

/* The strict walk of isConvolutionInterfaceImpl: each input result is a
 * dim, or `a + b` with a and b each a dim or a dim times a symbol or a
 * constant, no dim twice.  False on any other form. */
static bool strict_dim_or_mul(conv_walker *w, const xf_affine_expr *e) {
  const xf_affine_expr *d = e;
  if (e->kind == XFI_AFF_MUL) {
    bool lk = e->lhs->kind == XFI_AFF_SYM || e->lhs->kind == XFI_AFF_CONST;
    bool rk = e->rhs->kind == XFI_AFF_SYM || e->rhs->kind == XFI_AFF_CONST;
    if (!lk && !rk)
      return false;
    d = e->lhs->kind == XFI_AFF_DIM ? e->lhs : e->rhs;
  }
  if (d->kind != XFI_AFF_DIM || d->value >= MAX_LOOPS || seen(w, d->value))
    return false;
  w->convolved |= (dimset)1 << d->value;
  return true;
}

static bool strict_visit(conv_walker *w, const xf_affine_expr *e) {
  if (e->kind == XFI_AFF_DIM) {
    if (e->value >= MAX_LOOPS || seen(w, e->value))
      return false;
    w->unconvolved |= (dimset)1 << e->value;
    return true;
  }
  return e->kind == XFI_AFF_ADD && strict_dim_or_mul(w, e->lhs) && strict_dim_or_mul(w, e->rhs);
}

/* isProjectedPermutation: distinct dims only; their set in `*dims`. */
static bool projected_permutation(const xf_attr *map, dimset *dims) {
  *dims = 0;
  for (uint32_t i = 0; i < map->n; i++) {
    const xf_affine_expr *e = map->u.affine.exprs[i];
    if (e->kind != XFI_AFF_DIM || e->value >= MAX_LOOPS || (*dims >> e->value) & 1)
      return false;
    *dims |= (dimset)1 << e->value;
  }
  return true;
}

/* Classifies the output and filter dims as the interface does; the
 * failure's message, or NULL. */
static const char *classify_conv_loops(const conv_walker *w, const xf_attr *filter,
                                       const xf_attr *output, dimset fdims, dimset odims,
                                       const xf_linalg_iter *it, size_t nloops) {
  dimset all = 0, conv = w->convolved, unconv = w->unconvolved;
  for (uint32_t i = 0; i < output->n; i++) {
    int64_t d = output->u.affine.exprs[i]->value;
    dimset b = (dimset)1 << d;
    bool known = ((unconv & b) && !(fdims & b)) || ((conv & b) && !(fdims & b)) ||
                 (!(conv & b) && !(unconv & b) && (fdims & b)) || ((unconv & b) && (fdims & b));
    if (!known)
      return "unexpected loop dimension for convolution op";
    if (it[d] != XF_LINALG_PARALLEL)
      return "expected all iterators used to access outputs to be parallel";
    all |= b;
  }
  for (uint32_t i = 0; i < filter->n; i++) {
    int64_t d = filter->u.affine.exprs[i]->value;
    dimset b = (dimset)1 << d;
    if (((odims & b) && !(unconv & b) && !(conv & b)) || ((unconv & b) && (odims & b)))
      continue; /* output channel / depth multiplier, seen with the output */
    if (!((conv | unconv) & b) || (odims & b))
      return "unexpected loop dimension for convolution op";
    if (it[d] != XF_LINALG_REDUCTION)
      return "expected all iterators not used to access outputs to be reduction";
    if (all & b)
      return "unexpected loop dimension for convolution op";
    all |= b; /* filter loop / input channel */
  }
  size_t n = 0;
  for (dimset x = all; x; x &= x - 1)
    n++;
  return n == nloops ? NULL : "unexpected loop dimension for convolution op";
}

const char *xfd_linalg_match_convolution(xf_op *op) {
  if (xf_linalg_num_inputs(op) < 2 || xf_linalg_num_inits(op) != 1)
    return "expected op with 2 inputs and 1 output";
  size_t nmaps = xf_linalg_num_inputs(op) + 1, nloops = xf_linalg_num_loops(op);
  xf_linalg_iter it[MAX_LOOPS];
  if (nloops > MAX_LOOPS || xf_linalg_iterators(op, it) != XF_OK)
    return NULL; /* not checkable: the other verifiers report the op */
  xf_attr *input = xf_linalg_indexing_map(op, 0), *filter = xf_linalg_indexing_map(op, 1),
          *output = xf_linalg_indexing_map(op, nmaps - 1);
  if (!input || !filter || !output)
    return NULL;
  conv_walker w;
  memset(&w, 0, sizeof w);
  for (uint32_t i = 0; i < input->n; i++)
    if (!strict_visit(&w, input->u.affine.exprs[i]))
      return "unexpected input index map for convolutions";
  dimset fdims, odims;
  if (!projected_permutation(filter, &fdims) || !projected_permutation(output, &odims))
    return "expected output/filter indexing maps to be projected permutations";
  return classify_conv_loops(&w, filter, output, fdims, odims, it, nloops);
}

xf_status xf_linalg_infer_convolution_dims(xf_op *op, xf_linalg_convolution_dims *out) {
  xf_attr *maps[3];
  xf_linalg_iter it[MAX_LOOPS];
  if (!two_one(op, maps, it))
    return XF_ERROR;
  conv_walker w;
  memset(&w, 0, sizeof w);
  for (size_t i = 0; i < MAX_LOOPS; i++)
    w.pair[i] = -1;
  for (uint32_t i = 0; i < maps[0]->n; i++)
    walk_input_expr(&w, maps[0]->u.affine.exprs[i]);
  clear_multi_use(&w, maps[0]);
  dimset filter = permutation_dims(maps[1], it, XF_LINALG_PARALLEL);
  dimset output = permutation_dims(maps[2], it, XF_LINALG_PARALLEL);
  dimset filter_red = permutation_dims(maps[1], it, XF_LINALG_REDUCTION);
  dimset oi = w.convolved & output;
  if (!oi)
    return XF_ERROR;
  set_to_dims(w.unconvolved & output & ~filter, &out->batch);
  set_to_dims(oi, &out->output_image);
  set_to_dims(filter & output & ~w.unconvolved, &out->output_channel);
  set_to_dims(w.convolved & filter_red, &out->filter_loop);
  set_to_dims(w.unconvolved & filter_red, &out->input_channel);
  set_to_dims(filter & output & w.unconvolved, &out->depth);
  size_t nd = 0;
  conv_factors(op, "strides", &w, &out->output_image, out->strides, &out->nstrides);
  conv_factors(op, "dilations", &w, &out->filter_loop, out->dilations, &nd);
  out->ndilations = nd;
  return XF_OK;
}
