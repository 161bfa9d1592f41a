/* match_memo.c — outcomes of local matchers, remembered per op shape.
 *
 * foreach_match and collect_matching run their matchers on every op of a
 * walk.  Generated payloads hold the same op over and over; a matcher that
 * only looks at the op it is given reaches the same outcome for every op of
 * the same shape, so the drivers ask this memo before running it.
 *
 * A matcher is *local* when its outcome is a function of the matched op's
 * shape: it has one argument (the op), holds only ops that read that op's
 * name, properties, attributes, operand and result types and body, or
 * compute on params (operation_name, match.structured and its rank, dim,
 * elemental_bitwidth, num_inputs, num_inits, classify_*_dims, body,
 * input/init without results, yield; param.constant, match.param.cmpi),
 * and yields nothing but its argument.  Its run then has no effect but its
 * outcome: success (the output is the op itself, once per yielded value)
 * or a silenceable failure that the drivers discard.
 *
 * The shape is the op's name, property and attribute dictionaries
 * (uniqued pointers), operand and result types, and one word per region:
 * the shared view of a reused generic body, or "an implicit body not built
 * yet" (which the op's name, attributes and types determine).  Ops with a
 * built region, or more than MM_MAX_VALUES operands or results, are not
 * remembered (the matcher runs).  Definite failures are never remembered.
 * The memo is off while a debug channel is on (the matcher trace prints
 * every run).
 *
 * Storage: a direct-mapped table of MM_SLOTS shapes per matcher, for one
 * run of the driver.
 */
#include "transform_impl.h"

enum {
  MM_SLOTS = 256,
  MM_MAX_VALUES = 16,
  MM_MAX_REGIONS = 2,
  MM_MAX_KEY = 3 + 1 + 2 * MM_MAX_VALUES + MM_MAX_REGIONS,
};

typedef struct mm_slot {
  uint64_t hash;         /* 0: empty */
  uint32_t nkey;
  bool matched;
  uint64_t key[MM_MAX_KEY];
} mm_slot;

struct xft_match_memo {
  mm_slot slots[MM_SLOTS];
  mm_slot cur;           /* the shape last asked about */
  bool cur_ok;           /* it can be remembered */
  uint32_t nyield;       /* values the matcher yields */
};

/* ------------------------------------------------------------- locality */

static bool named(const xf_op *op, const char *name) { return strcmp(op->name->str, name) == 0; }

static bool local_structured_op(const xf_op *o) {
  static const char *const reads_op[] = {
      "transform.match.structured.rank",        "transform.match.structured.dim",
      "transform.match.structured.elemental_bitwidth",
      "transform.match.structured.num_inputs",  "transform.match.structured.num_inits",
      "transform.match.structured.classify_contraction_dims",
      "transform.match.structured.classify_convolution_dims",
      "transform.match.structured.body",        "transform.match.structured.yield",
      "transform.param.constant",               "transform.match.param.cmpi",
      NULL};
  for (const char *const *n = reads_op; *n; n++)
    if (named(o, *n))
      return true;
  /* input / init results would be other ops or values */
  return (named(o, "transform.match.structured.input") ||
          named(o, "transform.match.structured.init")) &&
         o->nres == 0;
}

static bool local_body(xf_block *b, bool structured) {
  for (xf_op *o = b ? b->first : NULL; o; o = o->next) {
    if (structured ? local_structured_op(o)
                   : named(o, "transform.match.operation_name") ||
                         named(o, "transform.param.constant") ||
                         named(o, "transform.match.param.cmpi") ||
                         (o == b->last && named(o, "transform.yield")))
      continue;
    if (!structured && named(o, "transform.match.structured") && o->nreg == 1 &&
        local_body(xfi_op_regions(o)[0].first, true))
      continue;
    return false;
  }
  return true;
}

xft_match_memo *xft_match_memo_new(xf_tstate *st, xf_op *matcher) {
  if (st->opts.dbg && st->opts.debug_channels)
    return NULL;
  xf_block *body = xft_body(matcher);
  if (!body || body->nargs != 1 || !body->last || !named(body->last, "transform.yield") ||
      xf_transform_type_get_kind(body->args[0]->type) != XF_TT_ANY_OP ||
      !local_body(body, false))
    return NULL;
  xf_op *y = body->last;
  for (uint32_t i = 0; i < y->nops; i++)
    if (y->operands[i].value != body->args[0])
      return NULL;
  xft_match_memo *m = xfs_calloc(st->mem, sizeof *m);
  if (m)
    m->nyield = y->nops;
  return m;
}

void xft_match_memo_free(xf_tstate *st, xft_match_memo *m) {
  if (m)
    xfs_free(st->mem, m, sizeof *m);
}

uint32_t xft_match_memo_yields(const xft_match_memo *m) { return m->nyield; }

/* ----------------------------------------------------------------- shapes */

/* `op`'s shape into `s`; false when it is not one the memo keeps. */
static bool shape(xf_op *op, mm_slot *s) {
  if (op->nops > MM_MAX_VALUES || op->nres > MM_MAX_VALUES || op->nreg > MM_MAX_REGIONS ||
      op->nsucc)
    return false;
  uint64_t *w = s->key;
  uint32_t n = 0;
  w[n++] = (uintptr_t)op->name;
  w[n++] = (uintptr_t)op->props;
  w[n++] = (uintptr_t)op->attrs;
  w[n++] = (uint64_t)op->nops | (uint64_t)op->nres << 16 | (uint64_t)op->nreg << 32;
  for (uint32_t i = 0; i < op->nops; i++)
    w[n++] = (uintptr_t)op->operands[i].value->type;
  for (uint32_t i = 0; i < op->nres; i++)
    w[n++] = (uintptr_t)xfi_op_results(op)[i].type;
  for (uint32_t i = 0; i < op->nreg; i++) {
    xfi_lazy_region *l = xfi_op_regions_raw(op)[i].lazy;
    if (!l)
      return false; /* a built body may have been edited */
    xf_region *v = l->view ? l->view(l) : NULL;
    w[n++] = v ? (uintptr_t)v : 1;
  }
  s->nkey = n;
  uint32_t h = 0x243F6A88u;
  for (uint32_t i = 0; i < n; i++)
    h = xfs_hash_mix(h, w[i]);
  s->hash = h | 1;
  return true;
}

int xft_match_memo_get(xft_match_memo *m, xf_op *payload) {
  m->cur_ok = shape(payload, &m->cur);
  if (!m->cur_ok)
    return -1;
  const mm_slot *s = &m->slots[(m->cur.hash >> 16) % MM_SLOTS];
  if (s->hash != m->cur.hash || s->nkey != m->cur.nkey ||
      memcmp(s->key, m->cur.key, s->nkey * sizeof *s->key))
    return -1;
  return s->matched;
}

void xft_match_memo_put(xft_match_memo *m, bool matched) {
  if (!m->cur_ok)
    return;
  mm_slot *s = &m->slots[(m->cur.hash >> 16) % MM_SLOTS];
  s->hash = m->cur.hash;
  s->nkey = m->cur.nkey;
  s->matched = matched;
  memcpy(s->key, m->cur.key, m->cur.nkey * sizeof *s->key);
}
