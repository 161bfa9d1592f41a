/* ops_match.c — matchers and the ops that drive them: foreach_match,
 * collect_matching, match.operation_name, match.operation_empty,
 * match.param.cmpi, and the Transform tutorial's (chapter 4)
 * match.my.has_operand_satisfying.
 *
 * Contracts (handles / payload):
 *   foreach_match        consumes its root, reads forwarded inputs; writes
 *                        payload (through its actions); produces the
 *                        updated root and the actions' accumulated yields.
 *   collect_matching     reads its root; reads payload; produces the
 *                        matchers' accumulated yields.
 *   match.*              read their operands and the payload; no results.
 *   has_operand_satisfying  reads its operand; produces the matched
 *                        operand's position and the body's yields.
 *
 * A matcher is a named sequence whose body holds only MatchOpInterface
 * ops (checked when it runs); it is run in a fresh scope with its first
 * argument bound to the op being matched.  Matchers and actions visit
 * payload in a post-order walk that the callback may mutate (the walk
 * fetches the next op before visiting the current one).  A matcher's
 * silenceable failure is discarded by both drivers; unless a debug channel
 * is on (the -debug-only=transform-matcher trace prints it), matchers then
 * fail without building their diagnostic (`st->quiet`, xft_no_match).
 */
#include "transform_impl.h"

/* ------------------------------------------------------- matcher runs */

/* Per-operand payload lists (a ragged array). */
typedef struct mappings {
  xft_list *l;           /* n lists */
  xf_tkind *k;           /* their kinds */
  uint32_t n;
} mappings;

static bool mappings_init(xf_tstate *st, mappings *m, uint32_t n) {
  m->n = n;
  m->l = xfs_calloc(st->mem, (n ? n : 1) * sizeof *m->l);
  m->k = xfs_calloc(st->mem, (n ? n : 1) * sizeof *m->k);
  return m->l && m->k;
}

static void mappings_free(xf_tstate *st, mappings *m) {
  for (uint32_t i = 0; m->l && i < m->n; i++)
    xft_list_free(st->mem, &m->l[i]);
  xfs_free(st->mem, m->l, (m->n ? m->n : 1) * sizeof *m->l);
  xfs_free(st->mem, m->k, (m->n ? m->n : 1) * sizeof *m->k);
  memset(m, 0, sizeof *m);
}

/* Replaces the lists of "m" by the payload of the operands of "t". */
static void collect_operands(xf_tstate *st, xf_op *t, mappings *m) {
  for (uint32_t i = 0; t && i < t->nops && i < m->n; i++) {
    size_t k = 0;
    void *const *items = xft_items(st, t->operands[i].value, &k);
    m->l[i].n = 0;
    xft_list_append(st->mem, &m->l[i], items, k);
    m->k[i] = xft_kind_of(st, t->operands[i].value);
  }
}

/* Binds the entry arguments of "body" to "in" (argument i <- in[i]). */
static bool map_args(xf_tstate *st, xf_block *body, const mappings *in) {
  for (uint32_t i = 0; i < body->nargs && i < in->n; i++)
    if (!xft_map_arg(st, body->args[i], in->k[i], in->l[i].v, in->l[i].n))
      return false;
  return true;
}

/* matchBlock: runs the matcher body "body" with its arguments bound to
 * "in"; on success "out" receives the payload of the yielded values. */
static xf_tresult match_block(xf_tstate *st, xf_block *body, const mappings *in, mappings *out) {
  if (!xf_tstate_push_scope(st, body->region))
    return xf_tresult_definite();
  xf_tresult r = xf_tresult_success();
  if (!map_args(st, body, in))
    r = xf_tresult_definite();
  for (xf_op *op = body->first; r.code == XF_T_SUCCESS && op && op != body->last; op = op->next) {
    if (!xft_is_matcher(st->ctx, op)) {
      r = xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                                 "expected operations in the match part to implement "
                                 "MatchOpInterface");
      break;
    }
    r = xf_tstate_apply(st, op);
  }
  if (r.code == XF_T_SUCCESS)
    collect_operands(st, body->last, out);
  xf_tstate_pop_scope(st);
  return r;
}

/* The output of a remembered success of `matcher` (match_memo.c): the
 * payload once per yielded value (the matcher yields its argument). */
static void replay_match(xf_tstate *st, xf_op *matcher, xf_op *payload, mappings *out) {
  xf_op *y = xft_body(matcher)->last;
  for (uint32_t i = 0; i < y->nops && i < out->n; i++) {
    out->l[i].n = 0;
    xft_list_push(st->mem, &out->l[i], payload);
    out->k[i] = xft_kind_of(st, y->operands[i].value);
  }
}

/* Runs `matcher` on the op in `in` (slot 0), or takes its outcome from
 * `memo` (may be NULL) when the op's shape was matched before. */
static xf_tresult run_matcher(xf_tstate *st, xf_op *matcher, xft_match_memo *memo,
                              const mappings *in, mappings *out);

/* match_block for a caller that discards a silenceable failure unread
 * unless a debug channel may print it: matchers then fail quietly. */
static xf_tresult match_block_discarding(xf_tstate *st, xf_block *body, const mappings *in,
                                         mappings *out) {
  bool quiet = !(st->opts.dbg && st->opts.debug_channels);
  st->quiet += quiet;
  xf_tresult r = match_block(st, body, in, out);
  st->quiet -= quiet;
  return r;
}

static xf_tresult run_matcher(xf_tstate *st, xf_op *matcher, xft_match_memo *memo,
                              const mappings *in, mappings *out) {
  xf_op *payload = in->l[0].n ? in->l[0].v[0] : NULL; /* none: out of memory */
  if (!payload)
    memo = NULL;
  int known = memo ? xft_match_memo_get(memo, payload) : -1;
  if (known == 1) {
    replay_match(st, matcher, payload, out);
    return xf_tresult_success();
  }
  if (known == 0) { /* what a quiet run would give: no diagnostic */
    xf_tresult r = xf_tresult_success();
    r.code = XF_T_SILENCEABLE;
    return r;
  }
  xf_tresult r = match_block_discarding(st, xft_body(matcher), in, out);
  if (memo && r.code != XF_T_DEFINITE)
    xft_match_memo_put(memo, r.code == XF_T_SUCCESS);
  return r;
}

/* ------------------------------------------------ runs known to fail
 *
 * A matcher run whose outcome is certain need not happen: when no debug
 * channel is on (nothing traces the run, and its silenceable failure is
 * discarded unread), the matcher has one argument, of type
 * !transform.any_op (binding any single op to it cannot fail), and its
 * first op, applied to that argument, rejects the op by a test that reads
 * nothing else, the run would fail silenceably at that first op with
 * nothing observable; the drivers skip it:
 *   - transform.match.operation_name whose names do not include the op's;
 *   - transform.match.structured (failures propagated) on an op that is
 *     not a Linalg op.
 * The same holds for all the ops an implicit linalg body would hold (a
 * lazy region, ir_impl.h) when operation_name names none of them: the
 * walk then treats the linalg op as a leaf and leaves its body unbuilt.
 * After an operation_name that accepts the op (it then succeeds), the ops
 * after it are followed on the payload while they are
 * transform.get_producer_of_operand with a !transform.any_op result and
 * transform.match.operation_name, each on the argument or on a producer
 * found before (a handle to one op): a producer that does not exist, or
 * names that do not include the op's, end the run with a silenceable
 * failure there, after steps that changed nothing observable, so the run
 * is skipped too.  When every op up to the terminator is such a step and
 * none fails, the run certainly succeeds: its yields (the argument or
 * producers) are taken from the steps and the run is skipped as well. */

/* The first op of `matcher` when the conditions above allow a quick
 * reject, else NULL. */
static xf_op *guard_op(const xf_tstate *st, xf_op *matcher) {
  if (st->opts.dbg && st->opts.debug_channels)
    return NULL;
  xf_block *body = xft_body(matcher);
  xf_op *first = body ? body->first : NULL;
  if (!first || body->nargs != 1 || first->nops != 1 || first->operands[0].value != body->args[0] ||
      first == body->last || xf_transform_type_get_kind(body->args[0]->type) != XF_TT_ANY_OP)
    return NULL;
  return first;
}

static bool is_op_named(const xf_op *op, const char *name) { return strcmp(op->name->str, name) == 0; }

/* What the quick reject needs of a matcher's first op, kept between the
 * visits of one walk: its kind and, for operation_name, its op_names.  It
 * is taken again when the first op is another one, or has other
 * attributes, than when it was taken (an action may touch the script). */
typedef enum reject_kind { RJ_NONE, RJ_NAMES, RJ_STRUCTURED } reject_kind;

/* One op after the first that the quick reject follows (see above). */
enum { RJ_STEPS = 8 };
typedef struct reject_step {
  const xf_op *op;       /* the op, as it was when the step was taken */
  const xf_ident *name;
  const xf_attr *props, *attrs;
  const xf_value *in;    /* its operand */
  bool producer;         /* get_producer_of_operand, else match.operation_name */
  uint8_t in_slot;       /* the handle it reads: 0 the argument, k the k-th producer */
  uint32_t operand;      /* producer: the operand number */
  const xf_attr *names;  /* operation_name: the op_names array */
} reject_step;

typedef struct reject_cache {
  const xf_op *op;       /* the first op it describes, or NULL */
  const xf_ident *name;
  const xf_attr *props, *attrs;
  reject_kind kind;
  const xf_attr *names;  /* RJ_NAMES: the op_names array */
  bool names_exact;      /* RJ_NAMES: it holds strings only (a pass is a success) */
  bool steps_taken;      /* `steps` describe the ops after the first */
  uint32_t nsteps;
  reject_step steps[RJ_STEPS];
  /* The steps reach the terminator, a transform.yield of handles the
   * steps know: `term` and the slot of each of its operands. */
  const xf_op *term;
  uint32_t nyield;
  const xf_value *yield_vals[RJ_STEPS];
  uint8_t yield_slot[RJ_STEPS];
  struct {               /* shared lazy records asked before, and their answers */
    const xfi_lazy_region *rec;
    bool rejects;
  } lazy[8];             /* direct-mapped by the record's address */
} reject_cache;

/* Are all entries of the op_names array `names` strings?  (names_op
 * counts any other entry as naming every op; the op itself names none.) */
static bool names_only_strings(const xf_attr *names) {
  for (uint32_t i = 0; i < names->n; i++)
    if (names->u.elems[i]->kind != XF_ATTR_STRING)
      return false;
  return true;
}

static reject_kind reject_kind_of(reject_cache *rc, xf_op *first) {
  if (rc->op == first && rc->name == first->name && rc->props == first->props &&
      rc->attrs == first->attrs)
    return rc->kind;
  memset(rc, 0, sizeof *rc);
  rc->op = first;
  rc->name = first->name;
  rc->props = first->props;
  rc->attrs = first->attrs;
  if (is_op_named(first, "transform.match.operation_name")) {
    xf_attr *names = xft_prop(first, "op_names");
    if (names && names->kind == XF_ATTR_ARRAY) { /* else not understood: it might match */
      rc->kind = RJ_NAMES;
      rc->names = names;
      rc->names_exact = names_only_strings(names);
    }
  } else if (is_op_named(first, "transform.match.structured")) {
    rc->kind = RJ_STRUCTURED;
  }
  return rc->kind;
}

/* Does the op_names array `names` name `name` (`len` bytes)? */
static bool names_op(const xf_attr *names, const char *name, size_t len) {
  for (uint32_t i = 0; i < names->n; i++) {
    const xf_attr *s = names->u.elems[i];
    if (s->kind != XF_ATTR_STRING || (s->n == len && !memcmp(s->u.str, name, len)))
      return true;
  }
  return false;
}

/* The index of `v` among the `n` handles of `vals`, or `n`. */
static uint32_t slot_of(const xf_value *const *vals, uint32_t n, const xf_value *v) {
  uint32_t k = 0;
  while (k < n && vals[k] != v)
    k++;
  return k;
}

/* The step op `o` describes when it is one the quick reject follows, its
 * operand a handle in `vals` (`nvals` of them: the argument, then the
 * producers). */
static bool take_step(const xf_op *o, const xf_value *const *vals, uint32_t nvals,
                      reject_step *s) {
  memset(s, 0, sizeof *s);
  if (o->nops != 1 || o->nreg || o->nsucc)
    return false;
  uint32_t k = slot_of(vals, nvals, o->operands[0].value);
  if (k == nvals)
    return false;
  *s = (reject_step){o, o->name, o->props, o->attrs, o->operands[0].value, false, (uint8_t)k, 0,
                     NULL};
  if (is_op_named(o, "transform.match.operation_name")) {
    s->names = xft_prop(o, "op_names");
    return o->nres == 0 && s->names && s->names->kind == XF_ATTR_ARRAY;
  }
  if (!is_op_named(o, "transform.get_producer_of_operand") || o->nres != 1 ||
      xf_transform_type_get_kind(xfi_op_results(o)[0].type) != XF_TT_ANY_OP)
    return false;
  int64_t n = xft_prop_int(o, "operand_number", 0);
  if (n < 0 || n > UINT32_MAX)
    return false;
  s->producer = true;
  s->operand = (uint32_t)n;
  return true;
}

/* Notes the terminator `o` when it is a transform.yield of handles among
 * `vals` and a run that passes every step certainly succeeds: each name
 * check's list holds strings only (another entry counts as naming every
 * op for a reject, but names none when the op is applied). */
static void take_yield(reject_cache *rc, const xf_op *o, const xf_value *const *vals,
                       uint32_t nvals) {
  rc->term = NULL;
  if (!o || o->next || !is_op_named(o, "transform.yield") || o->nops > RJ_STEPS)
    return;
  for (uint32_t i = 0; i < rc->nsteps; i++)
    if (!rc->steps[i].producer && !names_only_strings(rc->steps[i].names))
      return;
  for (uint32_t i = 0; i < o->nops; i++) {
    uint32_t k = slot_of(vals, nvals, o->operands[i].value);
    if (k == nvals)
      return;
    rc->yield_vals[i] = o->operands[i].value;
    rc->yield_slot[i] = (uint8_t)k;
  }
  rc->nyield = o->nops;
  rc->term = o;
}

/* Takes the steps after `first` anew (at most RJ_STEPS of them). */
static void take_steps(reject_cache *rc, const xf_op *first, const xf_value *arg) {
  const xf_value *vals[RJ_STEPS + 1] = {arg};
  uint32_t nvals = 1;
  rc->nsteps = 0;
  const xf_op *o = first->next;
  for (; o && rc->nsteps < RJ_STEPS; o = o->next) {
    reject_step *s = &rc->steps[rc->nsteps];
    if (!take_step(o, vals, nvals, s))
      break;
    rc->nsteps++;
    if (s->producer)
      vals[nvals++] = &xfi_op_results(o)[0];
  }
  take_yield(rc, o, vals, nvals);
  rc->steps_taken = true;
}

/* Are the steps (and the terminator) those of the ops now after `first`? */
static bool steps_current(const reject_cache *rc, const xf_op *first) {
  const xf_op *o = first->next;
  for (uint32_t i = 0; i < rc->nsteps; i++, o = o->next) {
    const reject_step *s = &rc->steps[i];
    if (o != s->op || o->name != s->name || o->props != s->props || o->attrs != s->attrs ||
        o->nops != 1 || o->operands[0].value != s->in)
      return false;
  }
  if (!rc->term)
    return true;
  if (o != rc->term || o->next || o->nops != rc->nyield)
    return false;
  for (uint32_t i = 0; i < rc->nyield; i++)
    if (o->operands[i].value != rc->yield_vals[i])
      return false;
  return true;
}

/* What a run would certainly do, as far as the quick reject knows. */
typedef enum prediction { PR_UNKNOWN, PR_FAILS, PR_MATCHES } prediction;

/* Follows the steps after the first op on `payload`; with PR_MATCHES,
 * `yields` receives the op of each yielded handle. */
static prediction follow_steps(reject_cache *rc, const xf_op *first, const xf_value *arg,
                               xf_op *payload, xf_op **yields) {
  if (!rc->steps_taken || !steps_current(rc, first))
    take_steps(rc, first, arg);
  xf_op *slot[RJ_STEPS + 1] = {payload};
  uint32_t nslots = 1;
  for (uint32_t i = 0; i < rc->nsteps; i++) {
    const reject_step *s = &rc->steps[i];
    xf_op *h = slot[s->in_slot];
    if (!s->producer) {
      if (!names_op(s->names, h->name->str, h->name->len))
        return PR_FAILS;
      continue;
    }
    xf_value *v = s->operand < h->nops ? h->operands[s->operand].value : NULL;
    if (!v || !v->op)
      return PR_FAILS;
    slot[nslots++] = v->op;
  }
  if (!rc->term)
    return PR_UNKNOWN;
  for (uint32_t i = 0; i < rc->nyield; i++)
    yields[i] = slot[rc->yield_slot[i]];
  return PR_MATCHES;
}

/* What a run of `matcher` on `payload` would certainly do: fail
 * silenceably at its first op or at a step after it, or (the first op an
 * operation_name) match with the yields in `yields` (see above). */
static prediction matcher_predict(const xf_tstate *st, xf_op *matcher, reject_cache *rc,
                                  xf_op *payload, xf_op **yields) {
  xf_op *first = guard_op(st, matcher);
  if (!first)
    return PR_UNKNOWN;
  switch (reject_kind_of(rc, first)) {
  case RJ_NAMES:
    if (!names_op(rc->names, payload->name->str, payload->name->len))
      return PR_FAILS;
    if (!rc->names_exact)
      return PR_UNKNOWN; /* it may yet fail */
    break;
  case RJ_STRUCTURED: /* its body may fail otherwise: nothing is known after it */
    return xft_match_structured_rejects(first, payload) ? PR_FAILS : PR_UNKNOWN;
  default: return PR_UNKNOWN;
  }
  return follow_steps(rc, first, first->operands[0].value, payload, yields);
}

/* The output of a run predicted to match: the op of each yielded handle. */
static void replay_predicted(xf_tstate *st, xf_op *matcher, const reject_cache *rc,
                             xf_op *const *yields, mappings *out) {
  xf_op *y = xft_body(matcher)->last;
  for (uint32_t i = 0; i < rc->nyield && i < out->n; i++) {
    out->l[i].n = 0;
    xft_list_push(st->mem, &out->l[i], yields[i]);
    out->k[i] = xft_kind_of(st, y->operands[i].value);
  }
}

typedef struct first_op {
  xf_op *op;               /* the matcher's first op */
  const xf_attr *names;    /* its op_names (operation_name), else NULL (match.structured) */
} first_op;

/* Would the first op in `user` reject `o`? */
static bool first_rejects(const xf_op *o, void *user) {
  const first_op *f = user;
  if (!f->names)
    return xft_match_structured_rejects(f->op, (xf_op *)o);
  return !names_op(f->names, o->name->str, o->name->len);
}

/* Would every op in the lazy regions of `op` be rejected by the first op
 * of `matcher`?  (The tests read only an op's name and registry row, which
 * the lazy record's template ops share with the ops it builds; ops built
 * from one shared record get the record's answer from `rc`.) */
static bool matcher_rejects_lazy(const xf_tstate *st, xf_op *matcher, reject_cache *rc,
                                 xf_op *op) {
  first_op f = {guard_op(st, matcher), NULL};
  if (!f.op)
    return false;
  reject_kind kind = reject_kind_of(rc, f.op);
  if (kind == RJ_NONE)
    return false;
  f.names = kind == RJ_NAMES ? rc->names : NULL;
  xfi_lazy_region *one = op->nreg == 1 ? xfi_op_regions_raw(op)[0].lazy : NULL;
  size_t slot = ((uintptr_t)one >> 4) % (sizeof rc->lazy / sizeof rc->lazy[0]);
  if (one && one->shareable && rc->lazy[slot].rec == one)
    return rc->lazy[slot].rejects;
  bool rejects = true;
  for (uint32_t r = 0; rejects && r < op->nreg; r++) {
    xfi_lazy_region *l = xfi_op_regions_raw(op)[r].lazy;
    rejects = l->all_ops(l, first_rejects, &f);
  }
  if (one && one->shareable) { /* shared records live as long as the context */
    rc->lazy[slot].rec = one;
    rc->lazy[slot].rejects = rejects;
  }
  return rejects;
}

/* Trace "[transform-matcher] matching <op> @<address>". */
static void trace_matching(xf_tstate *st, xf_op *op) {
  if (!xf_tstate_debug_on(st, XF_TDEBUG_MATCHER))
    return;
  xf_print_options po;
  memset(&po, 0, sizeof po);
  po.skip_regions = true;
  xf_strbuf b;
  xf_strbuf_init(&b, st->ctx);
  xft_print_op(st, op, &po, &b);
  xf_tstate_debugf(st, XF_TDEBUG_MATCHER, "matching %s @%p\n", b.data ? b.data : "", (void *)op);
  xf_strbuf_free(&b);
}

static const char *seq_name(xf_op *seq);

/* Trace "[transform-matcher] <prefix><getMessage()>" for a silenceable
 * result; "fmt" takes the name of sequence "seq" when given, else "n". */
static void trace_failure(xf_tstate *st, const xf_tresult *r, const char *fmt, xf_op *seq,
                          unsigned n) {
  if (!xf_tstate_debug_on(st, XF_TDEBUG_MATCHER))
    return;
  const char *a = seq ? seq_name(seq) : NULL;
  xf_strbuf m;
  xf_strbuf_init(&m, st->ctx);
  xf_tresult_message(r, &m);
  if (a)
    xf_tstate_debugf(st, XF_TDEBUG_MATCHER, fmt, a, m.data ? m.data : "");
  else
    xf_tstate_debugf(st, XF_TDEBUG_MATCHER, fmt, n, m.data ? m.data : "");
  xf_strbuf_free(&m);
}

/* The named sequence referenced by "ref" from "op", or a definite failure
 * for an external one (NULL then, "r" set). */
static xf_op *resolve_defined(xf_tstate *st, xf_op *op, xf_attr *ref, xf_tresult *r) {
  xf_op *seq = xft_resolve_sequence(op, ref);
  if (seq && !xft_is_external(seq))
    return seq;
  xf_diag *d = xf_diag_create(st->ctx, XF_SEV_ERROR, xfi_op_loc(op));
  xf_diag_printf(d, seq ? "unresolved external symbol " : "unresolved symbol ");
  xf_diag_append_attr(d, ref);
  xf_diag_report(d);
  *r = xf_tresult_definite();
  return NULL;
}

static const char *seq_name(xf_op *seq) {
  xf_ident *n = xf_op_symbol_name(seq);
  return n ? n->str : "";
}

/* ----------------------------------------------------- collect_matching */

typedef struct collect_ctx {
  xf_tstate *st;
  xf_op *op;             /* the collect_matching op */
  xf_op *matcher;
  mappings in, out, acc; /* matcher input, output, accumulated results */
  xf_tresult failure;    /* set when the walk is interrupted */
  xft_match_memo *memo;  /* outcomes per op shape, or NULL */
  reject_cache reject;   /* the matcher's quick reject */
} collect_ctx;

static bool collect_visit(xf_op *payload, void *user) {
  collect_ctx *c = user;
  xf_tstate *st = c->st;
  xf_op *yields[RJ_STEPS];
  prediction pr = matcher_predict(st, c->matcher, &c->reject, payload, yields);
  if (pr == PR_FAILS)
    return true;
  trace_matching(st, payload);
  c->in.l[0].n = 0;
  xft_list_push(st->mem, &c->in.l[0], payload);
  xf_tresult r = xf_tresult_success();
  if (pr == PR_MATCHES)
    replay_predicted(st, c->matcher, &c->reject, yields, &c->out);
  else
    r = run_matcher(st, c->matcher, c->memo, &c->in, &c->out);
  if (r.code == XF_T_DEFINITE) {
    c->failure = r;
    return false;
  }
  if (r.code == XF_T_SILENCEABLE) {
    trace_failure(st, &r, "matcher %s failed: %s", c->matcher, 0);
    xf_tresult_silence(&r);
    return true;
  }
  for (uint32_t i = 0; i < c->out.n; i++) {
    if (c->out.l[i].n == 1) {
      xft_list_push(st->mem, &c->acc.l[i], c->out.l[i].v[0]);
      c->acc.k[i] = c->out.k[i];
      continue;
    }
    xf_diag *d = xf_tresult_emit(&c->failure, st->ctx, xfi_op_loc(c->op));
    xf_diag_printf(d, "result #%u, associated with %u payload objects, expected 1", i,
                   c->out.l[i].n);
    return false;
  }
  return true;
}

/* Contract: reads the root and the payload; produces the matcher yields
 * accumulated over the walk. */
static bool collect_enters_lazy(xf_op *op, void *user) {
  collect_ctx *c = user;
  return !matcher_rejects_lazy(c->st, c->matcher, &c->reject, op);
}

static xf_tresult collect_matching_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  xf_tresult r = xf_tresult_success();
  xf_op *matcher = resolve_defined(st, op, xft_prop(op, "matcher"), &r);
  if (!matcher)
    return r;
  collect_ctx c = {st, op, matcher, {0}, {0}, {0}, xf_tresult_success(),
                   xft_match_memo_new(st, matcher), {0}};
  if (!mappings_init(st, &c.in, 1) || !mappings_init(st, &c.out, op->nres) ||
      !mappings_init(st, &c.acc, op->nres))
    c.failure = xft_oom(st, op);
  else
    c.in.k[0] = XF_TK_OPS;
  size_t n = 0;
  void *const *roots = xft_items(st, op->operands[0].value, &n);
  xft_list snapshot = {0};
  xft_list_append(st->mem, &snapshot, roots, n);
  for (uint32_t i = 0; c.failure.code == XF_T_SUCCESS && i < snapshot.n; i++)
    xft_walk_post_lazy(snapshot.v[i], collect_visit, collect_enters_lazy, &c);
  if (c.failure.code == XF_T_SUCCESS)
    for (uint32_t i = 0; i < op->nres; i++)
      xft_set_result(res, i, xft_kind_of(st, &xfi_op_results(op)[i]), c.acc.l[i].v, c.acc.l[i].n);
  xft_list_free(st->mem, &snapshot);
  mappings_free(st, &c.in);
  mappings_free(st, &c.out);
  mappings_free(st, &c.acc);
  xft_match_memo_free(st, c.memo);
  return c.failure;
}

/* ------------------------------------------------------- foreach_match */

typedef struct fm_ctx {
  xf_tstate *st;
  xf_op *op;             /* the foreach_match op */
  xf_op *root;           /* the root being walked */
  xf_op **matchers, **actions;
  xft_match_memo **memos; /* per matcher: outcomes per op shape, or NULL */
  reject_cache *rejects; /* per matcher: its quick reject */
  uint32_t npairs;
  bool restrict_root, flatten;
  mappings in, out, acc; /* matcher input, matcher output, action results */
  xf_tresult overall;    /* "actions failed" with notes */
  bool interrupted;
} fm_ctx;

/* Records a silenceable action failure in the "actions failed" result. */
static void note_action_failure(fm_ctx *c, xf_op *action, xf_op *payload, xf_tresult *r) {
  xf_tstate *st = c->st;
  if (c->overall.code == XF_T_SUCCESS)
    xf_diag_printf(xf_tresult_emit(&c->overall, st->ctx, xfi_op_loc(c->op)), "actions failed");
  xf_diag *d = xf_tresult_last(&c->overall);
  xf_strbuf m;
  xf_strbuf_init(&m, st->ctx);
  xf_tresult_message(r, &m);
  xf_diag *n = xf_diag_note(d, xfi_op_loc(action));
  xf_diag_printf(n, "failed action: ");
  xf_diag_append(n, m.data ? m.data : "", m.len);
  xf_diag_printf(xf_diag_note(d, xfi_op_loc(payload)), "when applied to this matching payload");
  xf_strbuf_free(&m);
  xf_tresult_silence(r);
}

/* Appends the payload of the action's yields to the accumulated results;
 * false (after a definite error) when flattening is needed but off. */
static bool append_action_results(fm_ctx *c, xf_op *action, xf_block *body) {
  xf_tstate *st = c->st;
  xf_op *t = body->last;
  for (uint32_t i = 0; t && i < t->nops && i < c->acc.n; i++) {
    size_t k = 0;
    void *const *items = xft_items(st, t->operands[i].value, &k);
    xft_list_append(st->mem, &c->acc.l[i], items, k);
    c->acc.k[i] = xft_kind_of(st, t->operands[i].value);
    if (k != 1 && !c->flatten) {
      xf_tresult_definite_at(st->ctx, xfi_op_loc(c->op),
                             "action @%s has results associated with multiple payload entities, "
                             "but flattening was not requested",
                             seq_name(action));
      return false;
    }
  }
  return true;
}

/* Runs the action body on the matcher's output; false when the walk must
 * stop (definite failure, already reported). */
static bool run_action(fm_ctx *c, xf_op *action, xf_op *payload) {
  xf_tstate *st = c->st;
  xf_block *body = xft_body(action);
  if (!xf_tstate_push_scope(st, &xfi_op_regions(action)[0]))
    return false;
  bool ok = map_args(st, body, &c->out);
  for (xf_op *o = body->first; ok && o && o != body->last; o = o->next) {
    xf_tresult r = xf_tstate_apply(st, o);
    if (r.code == XF_T_DEFINITE)
      ok = false;
    else if (r.code == XF_T_SILENCEABLE)
      note_action_failure(c, action, payload, &r);
  }
  if (ok)
    ok = append_action_results(c, action, body);
  xf_tstate_pop_scope(st);
  return ok;
}

static bool fm_visit(xf_op *payload, void *user) {
  fm_ctx *c = user;
  xf_tstate *st = c->st;
  if (!c->restrict_root && payload == c->root)
    return true;
  trace_matching(st, payload);
  c->in.l[0].n = 0;
  xft_list_push(st->mem, &c->in.l[0], payload);
  for (uint32_t p = 0; p < c->npairs; p++) {
    xf_op *yields[RJ_STEPS];
    prediction pr = matcher_predict(st, c->matchers[p], &c->rejects[p], payload, yields);
    if (pr == PR_FAILS)
      continue;
    xf_tresult r = xf_tresult_success();
    if (pr == PR_MATCHES)
      replay_predicted(st, c->matchers[p], &c->rejects[p], yields, &c->out);
    else
      r = run_matcher(st, c->matchers[p], c->memos[p], &c->in, &c->out);
    if (r.code == XF_T_DEFINITE) {
      c->interrupted = true;
      return false;
    }
    if (r.code == XF_T_SILENCEABLE) {
      trace_failure(st, &r, "matcher %s failed: %s", c->matchers[p], 0);
      xf_tresult_silence(&r);
      continue;
    }
    if (!run_action(c, c->actions[p], payload)) {
      c->interrupted = true;
      return false;
    }
    break;
  }
  return true;
}

static bool fm_enters_lazy(xf_op *op, void *user) {
  fm_ctx *c = user;
  for (uint32_t p = 0; p < c->npairs; p++)
    if (!matcher_rejects_lazy(c->st, c->matchers[p], &c->rejects[p], op))
      return true;
  return false;
}

/* Resolves the matcher/action pairs; false after a definite error. */
static bool fm_resolve(fm_ctx *c, xf_tresult *r) {
  xf_attr *ms = xft_prop(c->op, "matchers"), *as = xft_prop(c->op, "actions");
  if (!ms || !as || ms->kind != XF_ATTR_ARRAY || as->kind != XF_ATTR_ARRAY || ms->n != as->n) {
    *r = xf_tresult_definite_at(c->st->ctx, xfi_op_loc(c->op),
                                "expected the same number of matchers and actions");
    return false;
  }
  c->npairs = ms->n;
  c->matchers = xfs_calloc(c->st->mem, (ms->n ? ms->n : 1) * sizeof *c->matchers);
  c->actions = xfs_calloc(c->st->mem, (ms->n ? ms->n : 1) * sizeof *c->actions);
  c->memos = xfs_calloc(c->st->mem, (ms->n ? ms->n : 1) * sizeof *c->memos);
  c->rejects = xfs_calloc(c->st->mem, (ms->n ? ms->n : 1) * sizeof *c->rejects);
  if (!c->matchers || !c->actions || !c->memos || !c->rejects) {
    *r = xft_oom(c->st, c->op);
    return false;
  }
  for (uint32_t i = 0; i < ms->n; i++) {
    c->matchers[i] = resolve_defined(c->st, c->op, ms->u.elems[i], r);
    if (!c->matchers[i])
      return false;
    c->actions[i] = resolve_defined(c->st, c->op, as->u.elems[i], r);
    if (!c->actions[i])
      return false;
    c->memos[i] = xft_match_memo_new(c->st, c->matchers[i]);
  }
  return true;
}

/* Sets up the matcher input: slot 0 is the visited op, then the payload
 * of each forwarded input. */
static bool fm_inputs(fm_ctx *c) {
  xf_tstate *st = c->st;
  xf_op *op = c->op;
  if (!mappings_init(st, &c->in, op->nops) || !mappings_init(st, &c->out, 8) ||
      !mappings_init(st, &c->acc, op->nres ? op->nres - 1 : 0))
    return false;
  c->in.k[0] = XF_TK_OPS;
  for (uint32_t i = 1; i < op->nops; i++) {
    size_t k = 0;
    void *const *items = xft_items(st, op->operands[i].value, &k);
    xft_list_append(st->mem, &c->in.l[i], items, k);
    c->in.k[i] = xft_kind_of(st, op->operands[i].value);
  }
  return true;
}

/* The matcher output needs one slot per yielded value of any matcher. */
static bool fm_size_outputs(fm_ctx *c) {
  uint32_t need = 0;
  for (uint32_t i = 0; i < c->npairs; i++) {
    xf_op *t = xft_body(c->matchers[i])->last;
    if (t && t->nops > need)
      need = t->nops;
  }
  mappings_free(c->st, &c->out);
  return mappings_init(c->st, &c->out, need);
}

static void fm_free(fm_ctx *c) {
  mappings_free(c->st, &c->in);
  mappings_free(c->st, &c->out);
  mappings_free(c->st, &c->acc);
  xfs_free(c->st->mem, c->matchers, (c->npairs ? c->npairs : 1) * sizeof *c->matchers);
  xfs_free(c->st->mem, c->actions, (c->npairs ? c->npairs : 1) * sizeof *c->actions);
  for (uint32_t i = 0; c->memos && i < c->npairs; i++)
    xft_match_memo_free(c->st, c->memos[i]);
  if (c->memos)
    xfs_free(c->st->mem, c->memos, (c->npairs ? c->npairs : 1) * sizeof *c->memos);
  xfs_free(c->st->mem, c->rejects, (c->npairs ? c->npairs : 1) * sizeof *c->rejects);
}

/* Contract: consumes the root, reads forwarded inputs; runs actions (payload may change); produces
 * the root and the actions' yields. */
static xf_tresult foreach_match_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  fm_ctx c;
  memset(&c, 0, sizeof c);
  c.st = st;
  c.op = op;
  c.restrict_root = xft_prop_flag(op, "restrict_root", false);
  c.flatten = xft_prop_flag(op, "flatten_results", false);
  xf_tresult r = xf_tresult_success();
  if (fm_resolve(&c, &r) && !(fm_inputs(&c) && fm_size_outputs(&c)))
    r = xft_oom(st, op);
  size_t n = 0;
  void *const *roots = xft_items(st, op->operands[0].value, &n);
  xft_list snapshot = {0};
  xft_list_append(st->mem, &snapshot, roots, n);
  for (uint32_t i = 0; r.code == XF_T_SUCCESS && !c.interrupted && i < snapshot.n; i++) {
    c.root = snapshot.v[i];
    xft_walk_post_lazy(c.root, fm_visit, fm_enters_lazy, &c);
  }
  if (c.interrupted) {
    xf_tresult_silence(&c.overall);
    r = xf_tresult_definite();
  }
  if (r.code == XF_T_SUCCESS) {
    xft_set_result(res, 0, XF_TK_OPS, snapshot.v, snapshot.n);
    for (uint32_t i = 1; i < op->nres; i++)
      xft_set_result(res, i, xft_kind_of(st, &xfi_op_results(op)[i]), c.acc.l[i - 1].v,
                     c.acc.l[i - 1].n);
    r = c.overall;
  }
  xft_list_free(st->mem, &snapshot);
  fm_free(&c);
  return r;
}

static bool consumes_root(xf_op *op, unsigned i) {
  (void)op;
  return i == 0;
}

static bool always(xf_op *op) {
  (void)op;
  return true;
}

/* ------------------------------------------------------------ matchers */

/* SingleOpMatchOpTrait: the operand must hold exactly one op. */
static xf_op *single_op(xf_tstate *st, xf_op *op, xf_tresult *r) {
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  if (n == 1)
    return items[0];
  *r = xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                              "SingleOpMatchOpTrait requires the operand handle to point to a "
                              "single payload op");
  return NULL;
}

/* Contract: reads the handle (one op); no results. */
static xf_tresult match_operation_name_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  xf_tresult r = xf_tresult_success();
  xf_op *payload = single_op(st, op, &r);
  if (!payload)
    return r;
  xf_attr *names = xft_prop(op, "op_names");
  for (uint32_t i = 0; names && names->kind == XF_ATTR_ARRAY && i < names->n; i++) {
    xf_attr *s = names->u.elems[i];
    if (s->kind == XF_ATTR_STRING && s->n == payload->name->len &&
        !memcmp(s->u.str, payload->name->str, s->n))
      return r;
  }
  return xft_no_match(st, xfi_op_loc(op), "wrong operation name");
}

/* Contract: reads the handle (at most one op); no results. */
static xf_tresult match_operation_empty_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  size_t n = 0;
  (void)xft_items(st, op->operands[0].value, &n);
  if (n > 1)
    return xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                                  "AtMostOneOpMatcherOpTrait requires the operand handle to "
                                  "point to at most one payload op");
  if (!n) {
    xf_tstate_debugf(st, XF_TDEBUG_MATCHER, "MatchOperationEmptyOp success\n");
    return xf_tresult_success();
  }
  xf_tstate_debugf(st, XF_TDEBUG_MATCHER, "MatchOperationEmptyOp failure\n");
  return xft_no_match(st, xfi_op_loc(op), "operation is not empty");
}

/* -------------------------------------------------------- param.cmpi */

/* The words of "direction" for each MatchCmpIPredicate. */
static const char *const cmpi_words[] = {
    "equal to",  "not equal to",          "less than",
    "less than or equal to", "greater than", "greater than or equal to",
};

static bool cmpi_holds(int64_t pred, int64_t v, int64_t ref) {
  switch (pred) {
  case 0: return v == ref;
  case 1: return v != ref;
  case 2: return v < ref;
  case 3: return v <= ref;
  case 4: return v > ref;
  default: return v >= ref;
  }
}

/* Contract: reads both params; no results. */
static xf_tresult param_cmpi_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  (void)res;
  size_t np = 0, nr = 0;
  xf_attr *const *ps = (xf_attr *const *)xft_items(st, op->operands[0].value, &np);
  xf_attr *const *rs = (xf_attr *const *)xft_items(st, op->operands[1].value, &nr);
  if (np != nr)
    return xft_no_match(st, xfi_op_loc(op),
                                     "parameters have different payload lengths (%zu vs %zu)", np,
                                     nr);
  int64_t pred = xft_prop_int(op, "predicate", 0);
  if (pred < 0 || pred > 5)
    pred = 0;
  for (size_t i = 0; i < np; i++) {
    if (ps[i]->kind != XF_ATTR_INTEGER || rs[i]->kind != XF_ATTR_INTEGER)
      return xf_tresult_definite_at(st->ctx, xfi_op_loc(op), "non-integer parameter value not expected");
    if (ps[i]->type != rs[i]->type)
      return xf_tresult_definite_at(st->ctx, xfi_op_loc(op),
                                    "mismatching integer attribute types in parameter #%zu", i);
    int64_t v = xf_attr_int_value(ps[i]), ref = xf_attr_int_value(rs[i]);
    if (cmpi_holds(pred, v, ref))
      continue;
    xf_tresult r = xft_no_match(
        st, xfi_op_loc(op), "expected parameter to be %s %lld, got %lld", cmpi_words[pred],
        (long long)ref, (long long)v);
    xf_diag_printf(xf_diag_note(xf_tresult_last(&r), xft_value_loc(op->operands[0].value)),
                   "value # %zu associated with the parameter defined here", i);
    return r;
  }
  return xf_tresult_success();
}

/* ------------------------------------------ match.my.has_operand_satisfying */

/* Runs the body on one operand; success leaves the results set. */
static xf_tresult try_operand(xf_tstate *st, xf_op *op, xf_op *payload, uint32_t k,
                              xf_tresults *res) {
  xf_block *body = xft_body(op);
  if (!xf_tstate_push_scope(st, &xfi_op_regions(op)[0]))
    return xf_tresult_definite();
  xf_value *v = payload->operands[k].value;
  xf_tresult r = xf_tresult_success();
  if (!body->nargs || !xf_tstate_map_values(st, body->args[0], &v, 1))
    r = xf_tresult_definite();
  for (xf_op *o = body->first; r.code == XF_T_SUCCESS && o && o != body->last; o = o->next)
    r = xf_tstate_apply(st, o);
  if (r.code == XF_T_SUCCESS) {
    xf_attr *pos = xf_attr_integer(st->ctx, st->ctx->t_i32, k);
    xf_tresults_set_params(res, 0, &pos, 1);
    xf_op *t = body->last;
    for (uint32_t i = 0; t && i < t->nops && i + 1 < op->nres; i++)
      xf_tresults_forward(res, i + 1, st, t->operands[i].value);
  }
  xf_tstate_pop_scope(st);
  return r;
}

/* Contract: reads the handle (one op) and its operands; produces the operand position and the
 * body's yields. */
static xf_tresult has_operand_satisfying_apply(xf_tstate *st, xf_op *op, xf_tresults *res) {
  size_t n = 0;
  void *const *items = xft_items(st, op->operands[0].value, &n);
  if (n != 1)
    return xf_tresult_silenceable_at(st->ctx, xfi_op_loc(op), "expected single payload");
  xf_op *payload = items[0];
  for (uint32_t k = 0; k < payload->nops; k++) {
    xf_tresult r = try_operand(st, op, payload, k, res);
    if (r.code != XF_T_SILENCEABLE)
      return r;
    trace_failure(st, &r, "failed to match operand #%u: %s", NULL, k);
    xf_tresult_silence(&r);
  }
  return xf_tresult_silenceable_at(st->ctx, xfi_op_loc(op),
                                   "none of the operands satisfied the conditions");
}

/* ------------------------------------------------------------- table */

const xf_transform_op_def xft_match_defs[] = {
    /* its actions report their own modifications; the walk changes nothing */
    {"transform.foreach_match", foreach_match_apply, consumes_root,
     XF_TOP_MODIFIES_PAYLOAD | XFT_TOP_REPORTS_MODIFICATION, always},
    {"transform.collect_matching", collect_matching_apply, NULL, 0, NULL},
    {"transform.match.operation_name", match_operation_name_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.operation_empty", match_operation_empty_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.param.cmpi", param_cmpi_apply, NULL, XF_TOP_MATCHER, NULL},
    {"transform.match.my.has_operand_satisfying", has_operand_satisfying_apply, NULL,
     XF_TOP_MATCHER, NULL},
};
const size_t xft_num_match_defs = sizeof xft_match_defs / sizeof xft_match_defs[0];
