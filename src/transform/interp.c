/* interp.c — the --transform-interpreter pass (MLIR's InterpreterPass and
 * applyTransforms): payload root selection, entry point lookup, trailing
 * argument bindings, library merging, the top-level structure check of
 * the entry, and the run itself.
 *
 * Order of the steps (only the first failing one is reported): payload
 * root (debug-payload-root-tag) -> entry point (anchor first, then the
 * library) -> parsing `#` integer lists -> library merge -> structure of
 * the entry -> argument count -> argument kinds -> the body.
 */
#include <errno.h>
#include <stdlib.h>

#include "transform_impl.h"

/* ----------------------------------------------------------- root tag */

typedef struct tag_ctx {
  const char *tag;
  xf_op *found;          /* first tagged op in post-order */
  bool repeated;
} tag_ctx;

static bool tag_visit(xf_op *op, void *user) {
  tag_ctx *t = user;
  xf_attr *a = xf_op_get_attr(op, "transform.target_tag");
  if (!a || a->kind != XF_ATTR_STRING || a->n != strlen(t->tag) || memcmp(a->u.str, t->tag, a->n))
    return true;
  if (!t->found) {
    t->found = op;
    return true;
  }
  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "repeated operation with the target tag '%s'", t->tag);
  xf_diag_printf(xf_diag_note(d, xfi_op_loc(t->found)), "previously seen operation");
  xf_diag_report(d);
  t->repeated = true;
  return false;
}

/* The payload root: the anchor, or the unique op tagged `tag`. */
static xf_op *find_payload_root(xf_op *anchor, const char *tag) {
  if (!tag || !*tag)
    return anchor;
  tag_ctx t = {tag, NULL, false};
  xft_walk_post(anchor, tag_visit, &t);
  if (t.repeated)
    return NULL;
  if (!t.found) {
    xf_diag *d = xf_op_emit(anchor, XF_SEV_ERROR);
    xf_diag_printf(d, "could not find the operation with transform.target_tag=\"%s\" attribute",
                   tag);
    xf_diag_report(d);
  }
  return t.found;
}

/* --------------------------------------------------------- entry point */

/* Is `op` a named sequence called `name` (`seq`: the interned op name)? */
static bool is_named(const xf_op *op, const xf_ident *seq, const char *name, size_t len) {
  if (op->name != seq || !op->info) /* an unregistered one is not a NamedSequenceOp */
    return false;
  xf_attr *a = xf_op_get_attr(op, "sym_name");
  return a && a->kind == XF_ATTR_STRING && a->n == len && !memcmp(a->u.str, name, len);
}

typedef struct entry_ctx {
  const xf_ident *seq;   /* "transform.named_sequence" */
  const char *name;
  size_t len;
  xf_op *found;
} entry_ctx;

static xf_walk_result entry_visit(xf_op *op, void *user) {
  entry_ctx *e = user;
  if (!is_named(op, e->seq, e->name, e->len))
    return xfi_walk_unless_lazy(op); /* implicit bodies hold no transform ops */
  e->found = op;
  return XF_WALK_INTERRUPT;
}

/* Is `op` `root` or nested in it? */
static bool within(const xf_op *op, const xf_op *root) {
  for (; op; op = xf_op_parent(op))
    if (op == root)
      return true;
  return false;
}

/* The named sequences called `name` in `root` (itself included), from the
 * context's list of the named sequences it made: false when there are
 * several (the order of the walk decides) or the list may be incomplete. */
static bool find_listed(xf_op *root, const entry_ctx *e, xf_op **found) {
  xf_op *const *ops;
  size_t n;
  if (!xfi_listed_ops(xfi_op_ctx(root), &ops, &n))
    return false;
  *found = NULL;
  for (size_t i = 0; i < n; i++) {
    if (!is_named(ops[i], e->seq, e->name, e->len) || !within(ops[i], root))
      continue;
    if (*found)
      return false;
    *found = ops[i];
  }
  return true;
}

/* A named sequence called `name` among the direct children of `root`'s
 * regions, else the first one of a pre-order walk.  The context lists the
 * named sequences it made (XF_TRAIT_LISTED), so when `root` holds one such
 * sequence or none, no op of the payload is visited; otherwise op names are
 * compared as interned identifiers along the walk. */
static xf_op *find_in(xf_op *root, const char *name) {
  static const char seq_name[] = "transform.named_sequence";
  entry_ctx e = {xf_ident_get(xfi_op_ctx(root), seq_name, sizeof seq_name - 1), name,
                 strlen(name), NULL};
  if (!e.seq)
    return NULL;
  xf_op *only;
  if (find_listed(root, &e, &only))
    return only;
  for (uint32_t r = 0; r < root->nreg; r++)
    for (xf_block *b = xfi_op_regions(root)[r].first; b; b = b->next)
      for (xf_op *op = b->first; op; op = op->next)
        if (is_named(op, e.seq, name, e.len))
          return op;
  (void)xf_walk(root, XF_PRE_ORDER, entry_visit, &e);
  return e.found;
}

static xf_op *find_entry(xf_op *anchor, xf_op *library, const char *name) {
  xf_op *e = find_in(anchor, name);
  if (!e && library)
    e = find_in(library, name);
  if (!e) {
    xf_diag *d = xf_op_emit(anchor, XF_SEV_ERROR);
    xf_diag_printf(d, "could not find a nested named sequence with name: %s", name);
    xf_diag_report(d);
  }
  return e;
}

/* ---------------------------------------------------- trailing bindings */

/* Parses "#1;2;3" into i64 params; false (after an error at an unknown
 * location) when an element is not a plain decimal integer. */
static bool parse_int_list(xf_context *ctx, const char *arg, xft_list *out) {
  const char *p = arg + 1;
  bool ok = *p != 0;
  while (ok && *p) {
    const char *end = strchr(p, ';');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    char buf[32];
    ok = len > 0 && len < sizeof buf && (p[0] == '-' || (p[0] >= '0' && p[0] <= '9'));
    for (size_t i = 1; ok && i < len; i++)
      ok = p[i] >= '0' && p[i] <= '9';
    if (ok) {
      memcpy(buf, p, len);
      buf[len] = 0;
      errno = 0;
      char *e = NULL;
      long long v = strtoll(buf, &e, 10);
      ok = errno == 0 && *e == 0 && len > (p[0] == '-' ? 1u : 0u);
      if (ok)
        xft_list_push(xfs_ctx_mem(ctx), out, xf_attr_integer(ctx, ctx->t_i64, v));
    }
    p = end ? end + 1 : p + len;
  }
  if (!ok) {
    xf_diag *d = xf_diag_create(ctx, XF_SEV_ERROR, NULL);
    xf_diag_printf(d, "couldn't parse integer pass argument %s", arg);
    xf_diag_report(d);
  }
  return ok;
}

typedef struct bind_ctx {
  xf_context *ctx;
  const char *name;      /* op name to collect */
  bool results;          /* collect results instead of ops */
  xft_list *out;
} bind_ctx;

static bool bind_visit(xf_op *op, void *user) {
  bind_ctx *b = user;
  if (strcmp(op->name->str, b->name) != 0)
    return true;
  if (!b->results) {
    xft_list_push(xfs_ctx_mem(b->ctx), b->out, op);
    return true;
  }
  for (uint32_t i = 0; i < op->nres; i++)
    xft_list_push(xfs_ctx_mem(b->ctx), b->out, &xfi_op_results(op)[i]);
  return true;
}

/* Parses the `#` lists first (their errors come before everything else),
 * then collects the op / value lists from the payload root. */
static bool build_extras(xf_tstate *st, const xf_transform_options *o) {
  uint32_t n = (uint32_t)o->num_trailing_args;
  st->nextra = n;
  st->extra = xfs_calloc(st->mem, (n ? n : 1) * sizeof *st->extra);
  st->extra_kinds = xfs_calloc(st->mem, (n ? n : 1) * sizeof *st->extra_kinds);
  if (!st->extra || !st->extra_kinds)
    return false;
  for (uint32_t i = 0; i < n; i++) {
    const char *a = o->trailing_args[i];
    if (a[0] != '#')
      continue;
    st->extra_kinds[i] = XF_TK_PARAMS;
    if (!parse_int_list(st->ctx, a, &st->extra[i]))
      return false;
  }
  for (uint32_t i = 0; i < n; i++) {
    const char *a = o->trailing_args[i];
    if (a[0] == '#')
      continue;
    bind_ctx b = {st->ctx, a[0] == '^' ? a + 1 : a, a[0] == '^', &st->extra[i]};
    st->extra_kinds[i] = b.results ? XF_TK_VALUES : XF_TK_OPS;
    xft_walk_post(st->top, bind_visit, &b);
  }
  return true;
}

/* --------------------------------------------------- top-level structure */

/* verifyPossibleTopLevelTransformOpTrait, as applied to the entry. */
static bool check_top_level(xf_tstate *st, xf_op *entry) {
  const char *msg = NULL;
  xf_block *body = entry->nreg ? xfi_op_regions(entry)[0].first : NULL;
  if (!entry->nreg)
    msg = "expects at least one region";
  else if (xfi_op_regions(entry)[0].nblocks != 1)
    msg = "expects a single-block region";
  else if (!body->nargs)
    msg = "expects the entry block to have at least one argument";
  else if (xft_kind_of(st, body->args[0]) != XF_TK_OPS)
    msg = "expects the first entry block argument to be of type implementing "
          "TransformHandleTypeInterface";
  if (!msg)
    return true;
  xf_diag *d = xf_op_emit(entry, XF_SEV_ERROR);
  xf_diag_printf(d, "'%s' op %s", entry->name->str, msg);
  xf_diag_report(d);
  return false;
}

/* ----------------------------------------------------------------- run */

/* mlir-opt 22 verifies the whole module twice between finding the entry
 * point and applying it (observable through verifier warnings, which it
 * prints twice more per run); xform does the same. */
static bool reverify(xf_op *anchor) {
  return xf_verify(anchor) == XF_OK && xf_verify(anchor) == XF_OK;
}

/* applyTransforms: a state whose outermost scope is the entry's parent
 * region, then the entry applied like any transform op. */
static xf_status run_entry(xf_tstate *st, xf_op *entry) {
  if (!check_top_level(st, entry))
    return XF_ERROR;
  xf_region *outer = entry->block ? entry->block->region : NULL;
  if (outer && !xf_tstate_push_scope(st, outer))
    return XF_ERROR;
  xf_tresult r = xf_tstate_apply(st, entry);
  if (outer)
    xf_tstate_pop_scope(st);
  xf_status s = xf_tresult_report(&r);
  if (xf_context_out_of_memory(st->ctx))
    return XF_NOMEM;
  return s;
}

xf_status xf_transform_interpret(xf_op *anchor, xf_op *library, const xf_transform_options *o) {
  xf_context *ctx = xfi_op_ctx(anchor);
  xf_transform_options dflt;
  memset(&dflt, 0, sizeof dflt);
  if (!o)
    o = &dflt;
  if (!xft_registry_get(ctx))
    return XF_NOMEM;
  xf_op *root = find_payload_root(anchor, o->payload_root_tag);
  if (!root)
    return XF_ERROR;
  xf_op *entry = find_entry(anchor, library, o->entry_point ? o->entry_point : "__transform_main");
  if (!entry)
    return XF_ERROR;
  xf_tstate *st = xft_state_create(ctx, root, o);
  if (!st)
    return XF_NOMEM;
  xf_status s = XF_ERROR;
  if (build_extras(st, o)) {
    bool in_library = library && xf_op_is_ancestor(library, entry);
    xf_op *table = xf_op_nearest_symbol_table(xf_op_parent(entry));
    bool merged = library && !in_library;
    if ((!merged || xft_merge_library(st, table, library, root)) &&
        ((o->assume_verified && !merged) || reverify(anchor)))
      s = run_entry(st, entry);
  }
  xft_state_destroy(st);
  return s;
}

xf_status xf_transform_apply_named_sequence(xf_op *payload_root, xf_op *entry,
                                            void *const *const *extra, const xf_tkind *kinds,
                                            const size_t *len, size_t num_extra,
                                            const xf_transform_options *o) {
  xf_context *ctx = xfi_op_ctx(payload_root);
  if (!xft_registry_get(ctx))
    return XF_NOMEM;
  xf_tstate *st = xft_state_create(ctx, payload_root, o);
  if (!st)
    return XF_NOMEM;
  st->nextra = (uint32_t)num_extra;
  st->extra = xfs_calloc(st->mem, (num_extra ? num_extra : 1) * sizeof *st->extra);
  st->extra_kinds = xfs_calloc(st->mem, (num_extra ? num_extra : 1) * sizeof *st->extra_kinds);
  xf_status s = XF_NOMEM;
  if (st->extra && st->extra_kinds) {
    for (size_t i = 0; i < num_extra; i++) {
      st->extra_kinds[i] = kinds[i];
      xft_list_append(st->mem, &st->extra[i], extra[i], len[i]);
    }
    s = run_entry(st, entry);
  }
  xft_state_destroy(st);
  return s;
}
