/* printer.c — operations, regions and blocks in mlir-opt 22's layout, SSA
 * naming, alias definitions, file resources, and the print entry points.
 *
 * Naming happens before printing (number_tree), from the numbering root:
 * the printed op itself for a whole file, or, for a fragment printed with
 * local scope, its nearest IsolatedFromAbove ancestor (as Operation::print
 * does), so a fragment shows the same names it has in its function.
 * The walk takes regions from an explicit stack, last queued first, as
 * MLIR's SSANameState does; instead of one entry per queued region (a
 * module's every function at once), an entry is a cursor over the regions
 * of the ops of one numbered region, popped last op first, carrying the
 * value and argument counters they all start from.  Printing a whole
 * module, the regions of the ops of its body are numbered as each op is
 * printed (number_deferred), from the state the body left: the same names,
 * numbered where the op is printed (on its thread, cache-warm).
 *
 * Aliases (`#map`, `#set`) are handed out while the body is printed into a
 * scratch buffer; the definitions are then written ahead of it.
 */
#include <stdlib.h>

#include "printer.h"
#include "../support/numeric.h"
#include "affine_syntax.h"

/* --------------------------------------------------------------- naming */

typedef struct region_cursor {
  xf_op *op;             /* op whose region `next` is taken next; NULL: done */
  uint32_t next;         /* that region's index */
  bool single;           /* only `op`'s regions (the root), not its previous siblings' */
  uint32_t next_value;   /* counters the regions start from */
  uint32_t next_arg;
  uint32_t conflict;
  size_t scope;          /* names scopes open when they were queued */
} region_cursor;

/* sanitizeIdentifier: bytes outside [A-Za-z0-9$._-] become '_' (space) or
 * their hex code; a leading digit gets a '_' prefix. */
static bool name_char_ok(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '$' || c == '.' || c == '_' || c == '-';
}

static void sanitize_name(xf_strbuf *b, const char *s, size_t n) {
  if (s[0] >= '0' && s[0] <= '9')
    xfs_buf_putc(b, '_');
  for (size_t i = 0; i < n; i++) {
    if (name_char_ok(s[i]))
      xfs_buf_putc(b, s[i]);
    else if (s[i] == ' ')
      xfs_buf_putc(b, '_');
    else
      xfs_buf_printf(b, "%X", (unsigned)(unsigned char)s[i]);
  }
}

/* Does `s` need no sanitizing (the common case: a hint made of name
 * characters, not starting with a digit)? */
static bool name_clean(const char *s, size_t n) {
  if (!n || (s[0] >= '0' && s[0] <= '9'))
    return false;
  for (size_t i = 0; i < n; i++)
    if (!name_char_ok(s[i]))
      return false;
  return true;
}

static bool name_used(xfy_printer *pr, const char *s, size_t n, uint32_t hash) {
  return xfs_map_get(&pr->used_names, s, n, hash) != NULL;
}

/* uniqueValueName: the sanitized name, or name_K with K from the running
 * conflict counter; records it in the innermost names scope.  Returns the
 * index of the name in pr->names. */
static uint32_t unique_name(xfy_printer *pr, const char *s, size_t n) {
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  xf_strbuf *b = &pr->name_buf;
  b->len = 0;
  if (name_clean(s, n))
    xfs_buf_put(b, s, n);
  else
    sanitize_name(b, s, n);
  if (b->failed || !b->data)
    return XFY_NAME_NONE; /* out of memory: number_tree reports it */
  uint32_t hash = xfs_hash_bytes(b->data, b->len, 0);
  if (name_used(pr, b->data, b->len, hash)) {
    size_t base = b->len;
    xfs_buf_putc(b, '_');
    for (;;) {
      b->len = base + 1;
      xfs_buf_put_u64(b, pr->conflict++);
      if (b->failed)
        return XFY_NAME_NONE;
      hash = xfs_hash_bytes(b->data, b->len, 0);
      if (!name_used(pr, b->data, b->len, hash))
        break;
    }
  }
  char *copy = b->data ? xfs_arena_alloc(&pr->name_arena, b->len + 1) : NULL;
  if (!copy)
    return XFY_NAME_NONE; /* out of memory (the scratch buffer too) */
  memcpy(copy, b->data, b->len);
  copy[b->len] = 0;
  uint32_t idx = (uint32_t)pr->names.len;
  xfy_used_name used = {copy, (uint32_t)b->len, hash};
  if (!XFS_VEC_PUSH(m, &pr->names, char *, copy) ||
      !xfs_map_put(m, &pr->used_names, copy, b->len, hash, copy) ||
      !XFS_VEC_PUSH(m, &pr->used_log, xfy_used_name, used))
    return XFY_NAME_NONE;
  return idx;
}

static void set_value_name(void *cookie, xf_value *v, const char *name, size_t len) {
  xfy_printer *pr = cookie;
  if (v->print_id != XFY_NAME_NONE)
    return; /* named twice: the first name wins */
  if (!len) {
    v->print_id = pr->next_value++;
    return;
  }
  uint32_t idx = unique_name(pr, name, len);
  v->print_id = idx == XFY_NAME_NONE ? pr->next_value++ : (XFY_NAME_STR | idx);
}

/* numberValuesInOp: name hints first, then result 0 takes the next number
 * if it has none.  A result with an id starts a result group; the others
 * stay XFY_NAME_NONE and print as `%group#k`. */
static void number_results(xfy_printer *pr, xf_op *op) {
  if (!op->nres)
    return;
  for (uint32_t i = 0; i < op->nres; i++)
    xfi_op_results(op)[i].print_id = XFY_NAME_NONE;
  if (!pr->opts.generic && op->info && op->info->result_names)
    op->info->result_names(op, set_value_name, pr);
  if (xfi_op_results(op)[0].print_id == XFY_NAME_NONE)
    xfi_op_results(op)[0].print_id = pr->next_value++;
}

/* Numbers region `r` of `owner` (`r` may be the view of a lazy region). */
static void number_region(xfy_printer *pr, xf_op *owner, xf_region *r) {
  for (xf_block *b = r->first; b; b = b->next)
    for (uint32_t i = 0; i < b->nargs; i++)
      b->args[i]->print_id = XFY_NAME_NONE;
  if (!pr->opts.generic && owner && owner->info && owner->info->block_arg_names)
    owner->info->block_arg_names(owner, r, set_value_name, pr);
  uint32_t k = 0;
  for (xf_block *b = r->first; b; b = b->next) {
    b->print_id = k++;
    bool entry = b == r->first;
    for (uint32_t i = 0; i < b->nargs; i++) {
      if (b->args[i]->print_id != XFY_NAME_NONE)
        continue;
      b->args[i]->print_id = entry ? (XFY_NAME_ARG | pr->next_arg++) : pr->next_value++;
    }
    for (xf_op *op = b->first; op; op = op->next)
      number_results(pr, op);
  }
}

/* The op before `op` in its region (earlier blocks included), or NULL. */
static xf_op *op_before(const xf_op *op) {
  if (op->prev)
    return op->prev;
  for (xf_block *b = op->block->prev; b; b = b->prev)
    if (b->last)
      return b->last;
  return NULL;
}

/* The last op of region `r`, or NULL. */
static xf_op *region_last_op(const xf_region *r) {
  for (xf_block *b = r->last; b; b = b->prev)
    if (b->last)
      return b->last;
  return NULL;
}

/* Closes names scopes until `depth` remain open. */
static void pop_name_scopes(xfy_printer *pr, size_t depth) {
  while (pr->scope_marks.len > depth) {
    size_t mark = XFS_VEC_AT(&pr->scope_marks, size_t, --pr->scope_marks.len);
    for (size_t i = mark; i < pr->used_log.len; i++) {
      const xfy_used_name *u = &XFS_VEC_AT(&pr->used_log, xfy_used_name, i);
      xfs_map_remove(&pr->used_names, u->str, u->len, u->hash);
    }
    pr->used_log.len = mark;
  }
}

static bool push_name_scope(xfy_printer *pr) {
  return XFS_VEC_PUSH(xfs_ctx_mem(pr->ctx), &pr->scope_marks, size_t, pr->used_log.len);
}

/* Has `op` lazy regions with a view (ir_impl.h)? */
static bool lazy_viewed(const xf_op *op) {
  xfi_lazy_region *l = op->nlazy ? xfi_op_regions_raw(op)[0].lazy : NULL;
  return l && l->view;
}

/* Lazy regions without a view (implicit linalg bodies) belong to ops whose
 * custom form does not print them: printing in custom form, they are
 * neither numbered nor scanned for aliases, so they stay unbuilt. */
static bool lazy_unprinted(const xf_op *op, bool generic) {
  return op->nlazy && !generic && op->info && op->info->print && !lazy_viewed(op);
}

/* Views of lazy regions (whole-module printing in custom form without
 * locations, pr->views): a view's values are shared by every op built
 * from its template, so the names number_tree gives them for one op are
 * saved per op (pr->view_ids) and put back when that op is printed. */
static size_t view_values(const xf_region *r) {
  size_t n = 0;
  for (const xf_block *b = r->first; b; b = b->next) {
    n += b->nargs;
    for (const xf_op *o = b->first; o; o = o->next)
      n += o->nres;
  }
  return n;
}

/* Copies the print ids of `r`'s values to (`save`) or from `ids`. */
static void view_ids_copy(xf_region *r, uint32_t *ids, bool save) {
  size_t k = 0;
  for (xf_block *b = r->first; b; b = b->next) {
    for (uint32_t i = 0; i < b->nargs; i++, k++) {
      if (save)
        ids[k] = b->args[i]->print_id;
      else
        b->args[i]->print_id = ids[k];
    }
    for (xf_op *o = b->first; o; o = o->next)
      for (uint32_t i = 0; i < o->nres; i++, k++) {
        if (save)
          ids[k] = xfi_op_results(o)[i].print_id;
        else
          xfi_op_results(o)[i].print_id = ids[k];
      }
  }
}

static bool view_ids_save(xfy_printer *pr, xf_op *op, xf_region *r) {
  size_t n = view_values(r);
  uint32_t *ids = xfs_arena_alloc(&pr->name_arena, (n ? n : 1) * sizeof *ids);
  if (!ids)
    return false;
  view_ids_copy(r, ids, true);
  return xfs_ptrmap_put(xfs_ctx_mem(pr->ctx), &pr->view_ids, op, ids);
}

/* Region `i` of `op` as the printer reads it: a lazy region's view with
 * the names saved for `op` when pr->views, else the built region. */
static xf_region *private_view(xfy_printer *pr, xf_region *v);

xf_region *xfy_printed_view(xfy_printer *pr, xf_region *v) {
  return v && pr->view_copies ? private_view(pr, v) : v;
}

static xf_region *printed_region(xfy_printer *pr, xf_op *op, uint32_t i, bool restore) {
  if (!pr->views || !lazy_viewed(op))
    return &xfi_op_regions(op)[i];
  xf_region *v = xfi_op_region_view(op, i);
  if (XFS_UNLIKELY(pr->view_copies != NULL))
    v = private_view(pr, v);
  uint32_t *ids = restore ? xfs_ptrmap_get(&pr->view_ids, op) : NULL;
  if (ids)
    view_ids_copy(v, ids, false);
  return v;
}

xf_region *xfy_op_region(xfy_printer *pr, xf_op *op, uint32_t i) {
  return printed_region(pr, op, i, true);
}

/* Are the regions of `op` numbered (and printed)? */
static bool numbered_regions(const xf_op *op, bool unique) {
  return op->nreg && !lazy_unprinted(op, unique);
}

/* From `op` backwards: the first op whose regions are numbered, or NULL. */
static xf_op *last_with_regions(xf_op *op, bool unique) {
  while (op && !numbered_regions(op, unique))
    op = op_before(op);
  return op;
}

/* Queues the regions of `op` (`single`) or of `op` and the ops before it
 * that have numbered regions, with the current counters. */
static bool push_cursor(xfy_printer *pr, xfs_vec *stack, xf_op *op, bool single, size_t scope) {
  if (!op)
    return true;
  region_cursor c = {op,           op->nreg - 1,  single,     pr->next_value,
                     pr->next_arg, pr->conflict, scope};
  return XFS_VEC_PUSH(xfs_ctx_mem(pr->ctx), stack, region_cursor, c);
}

/* SSANameState's walk: regions are taken from a LIFO stack; each starts
 * from the counters its parent region had after being numbered (with
 * unique ids in generic form the counters run on instead) and sees the
 * names of its ancestors' regions only.
 * Takes regions from `stack` until it is empty (number_tree).  The body of
 * pr->defer_root is numbered, but the regions of its ops are left for
 * number_deferred: its state is recorded instead of queuing them. */
static bool number_stack(xfy_printer *pr, xfs_vec *stack, bool ok) {
  bool unique = pr->opts.generic;
  while (ok && stack->len) {
    region_cursor *c = &XFS_VEC_AT(stack, region_cursor, stack->len - 1);
    region_cursor from = *c;
    xf_op *owner = c->op;
    xf_region *r = printed_region(pr, owner, c->next, false);
    if (c->next > 0)
      c->next--;
    else if (!c->single && (c->op = last_with_regions(op_before(c->op), unique)))
      c->next = c->op->nreg - 1;
    else
      stack->len--;
    if (!unique) {
      pr->next_value = from.next_value;
      pr->next_arg = from.next_arg;
      pr->conflict = from.conflict;
    }
    pop_name_scopes(pr, from.scope);
    ok = push_name_scope(pr);
    size_t depth = pr->scope_marks.len;
    number_region(pr, owner, r);
    if (ok && pr->views && lazy_viewed(owner))
      ok = view_ids_save(pr, owner, r);
    if (owner == pr->defer_root) {
      pr->defer.region = r;
      pr->defer.next_value = pr->next_value;
      pr->defer.next_arg = pr->next_arg;
      pr->defer.conflict = pr->conflict;
      pr->defer.depth = depth;
      pr->defer.log_len = pr->used_log.len;
      continue;
    }
    ok = ok && push_cursor(pr, stack, last_with_regions(region_last_op(r), unique), false, depth);
  }
  xfs_vec_free(xfs_ctx_mem(pr->ctx), stack, sizeof(region_cursor));
  return ok && !pr->name_buf.failed;
}

/* SSANameState: assigns print_id to every value and block under `root`
 * (root's results included), except in the regions of the ops of a
 * deferred body (pr->defer_root). */
static bool number_tree(xfy_printer *pr, xf_op *root) {
  xfs_vec stack = {0};
  pr->next_value = pr->next_arg = pr->conflict = 0;
  pr->defer.region = NULL;
  bool ok = push_name_scope(pr) && (!root->nreg || push_cursor(pr, &stack, root, true, 1));
  number_results(pr, root);
  return number_stack(pr, &stack, ok);
}

/* Numbers the regions of `op`, an op of the deferred body, as number_tree
 * would have: from the counters and the names the body left.  Each op's
 * regions start from that same state whatever was numbered before them
 * (counters restored, deeper names scopes closed), so the names do not
 * depend on the order in which the ops are printed, nor on the printer
 * (a chunk printer numbers the ops it prints). */
static bool number_deferred(xfy_printer *pr, xf_op *op) {
  xfs_vec stack = {0};
  pr->next_value = pr->defer.next_value;
  pr->next_arg = pr->defer.next_arg;
  pr->conflict = pr->defer.conflict;
  bool ok = push_cursor(pr, &stack, op, true, pr->defer.depth);
  return number_stack(pr, &stack, ok);
}

/* The first result of the result group holding result `i`, and the size
 * of that group. */
static uint32_t result_group(const xf_op *op, uint32_t i, uint32_t *size) {
  uint32_t g = i;
  while (g > 0 && xfi_op_results(op)[g].print_id == XFY_NAME_NONE)
    g--;
  uint32_t e = i + 1;
  while (e < op->nres && xfi_op_results(op)[e].print_id == XFY_NAME_NONE)
    e++;
  *size = e - g;
  return g;
}

/* `%name`, `%argN` or `%N`, written in place with one room check (the
 * printer writes one for every value it prints). */
static void print_id(xfy_printer *pr, uint32_t id) {
  xf_strbuf *b = pr->out;
  if ((id & XFY_NAME_STR) == XFY_NAME_STR && id != XFY_NAME_NONE) {
    const char *s = XFS_VEC_AT(&pr->names, char *, id & ~XFY_NAME_STR);
    size_t n = strlen(s);
    if (XFS_UNLIKELY(b->len + n + 2 > b->cap) && !xfs_buf_reserve(b, n + 1))
      return;
    char *d = b->data + b->len;
    d[0] = '%';
    memcpy(d + 1, s, n);
    b->len += n + 1;
    b->data[b->len] = 0;
    return;
  }
  if (XFS_UNLIKELY(b->len + 26 > b->cap) && !xfs_buf_reserve(b, 25))
    return;
  char *d = b->data + b->len;
  size_t k = 1;
  d[0] = '%';
  if (id & XFY_NAME_ARG) {
    memcpy(d + 1, "arg", 3);
    k = 4;
    id &= ~XFY_NAME_ARG;
  }
  k += xfs_u64_chars(d + k, id);
  b->len += k;
  b->data[b->len] = 0;
}

/* Is `v` defined inside the fragment being printed (always, for whole
 * modules)?  Values from outside keep stale names from earlier printing. */
static bool value_in_scope(const xfy_printer *pr, const xf_value *v) {
  if (!pr->scope_root)
    return true;
  const xf_op *owner = v->op ? v->op : (xfi_value_block(v) && xfi_value_block(v)->region ? xfi_value_block(v)->region->op : NULL);
  return owner && xf_op_is_ancestor(pr->scope_root, owner);
}

void xfy_print_value(xfy_printer *pr, xf_value *v) {
  if (XFS_UNLIKELY(pr->memo_recording))
    xfy_memo_value(pr, v);
  else
    xfy_print_value_plain(pr, v);
}

void xfy_print_value_plain(xfy_printer *pr, xf_value *v) {
  if ((!v->op && !xfi_value_block(v)) || !value_in_scope(pr, v) ||
      (v->op ? xfi_op_results(v->op)[0].print_id : v->print_id) == XFY_NAME_NONE) {
    xfy_puts(pr, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  if (!v->op || v->op->nres == 1) {
    print_id(pr, v->print_id);
    return;
  }
  uint32_t size;
  uint32_t g = result_group(v->op, v->index, &size);
  print_id(pr, xfi_op_results(v->op)[g].print_id);
  if (size != 1) {
    xfy_putc(pr, '#');
    xfs_buf_put_u64(pr->out, v->index - g);
  }
}

/* `%a, %b:2 = ` before an op. */
static void print_result_groups(xfy_printer *pr, xf_op *op) {
  for (uint32_t g = 0; g < op->nres;) {
    uint32_t size;
    result_group(op, g, &size);
    if (g)
      xfy_puts(pr, ", ");
    print_id(pr, xfi_op_results(op)[g].print_id);
    if (size > 1)
      xfs_buf_printf(pr->out, ":%u", size);
    g += size;
  }
  xfy_puts(pr, " = ");
}

void xfy_print_block_name(xfy_printer *pr, xf_block *b) {
  if (XFS_UNLIKELY(pr->memo_recording))
    xfy_memo_spoil(pr);
  xfy_puts(pr, "^bb");
  xfs_buf_put_u64(pr->out, b->print_id);
}

/* ----------------------------------------------------------- operations */

static void print_op(xfy_printer *pr, xf_op *op);

static void print_indent(xfy_printer *pr, unsigned n) {
  static const char spaces[] = "                                                                ";
  while (n > 0) {
    unsigned k = n < 64 ? n : 64;
    xfs_buf_put(pr->out, spaces, k);
    n -= k;
  }
}

/* Predecessor lists of the blocks of one region, computed once per region
 * print: (successor, predecessor) pairs sorted by successor then
 * predecessor number, one entry per successor operand (as MLIR's
 * Block::getPredecessors yields them). */
typedef struct pred_pair {
  uint32_t succ, pred;   /* block numbers (print_id) */
} pred_pair;

typedef struct pred_table {
  pred_pair *pairs;
  size_t n, cap;
} pred_table;

static int cmp_pred_pair(const void *a, const void *b) {
  const pred_pair *x = a, *y = b;
  if (x->succ != y->succ)
    return x->succ < y->succ ? -1 : 1;
  return x->pred < y->pred ? -1 : x->pred > y->pred;
}

static void pred_table_build(xfy_printer *pr, xf_region *r, pred_table *t) {
  xfs_vec v = {0};
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  for (xf_block *pb = r->first; pb; pb = pb->next)
    for (xf_op *op = pb->first; op; op = op->next)
      for (uint32_t i = 0; i < op->nsucc; i++)
        if (xfi_op_succs(op)[i]->region == r) {
          pred_pair pp = {xfi_op_succs(op)[i]->print_id, pb->print_id};
          XFS_VEC_PUSH(m, &v, pred_pair, pp);
        }
  if (v.len > 1) /* v.data is NULL when empty (or when the push failed) */
    qsort(v.data, v.len, sizeof(pred_pair), cmp_pred_pair);
  t->pairs = v.data;
  t->n = v.len;
  t->cap = v.cap;
}

static void pred_table_free(xfy_printer *pr, pred_table *t) {
  xfs_vec v = {t->pairs, t->n, t->cap};
  xfs_vec_free(xfs_ctx_mem(pr->ctx), &v, sizeof(pred_pair));
}

static void print_block_number(xfy_printer *pr, uint32_t id) {
  xfy_puts(pr, "^bb");
  xfs_buf_put_u64(pr->out, id);
}

/* The `// pred: ^bb0` comment after a non-entry block label. */
static void print_pred_comment(xfy_printer *pr, xf_block *b, const pred_table *t) {
  size_t lo = 0, hi = t ? t->n : 0;
  while (lo < hi) { /* first pair with succ >= b */
    size_t mid = (lo + hi) / 2;
    if (t->pairs[mid].succ < b->print_id)
      lo = mid + 1;
    else
      hi = mid;
  }
  size_t end = lo;
  while (t && end < t->n && t->pairs[end].succ == b->print_id)
    end++;
  if (end == lo) {
    xfy_puts(pr, "  // no predecessors");
    return;
  }
  if (end - lo == 1) { /* Block::getSinglePredecessor: exactly one use */
    xfy_puts(pr, "  // pred: ");
    print_block_number(pr, t->pairs[lo].pred);
    return;
  }
  xfs_buf_printf(pr->out, "  // %zu preds: ", end - lo);
  for (size_t i = lo; i < end; i++) {
    if (i > lo)
      xfy_puts(pr, ", ");
    print_block_number(pr, t->pairs[i].pred);
  }
}

static void print_block_label(xfy_printer *pr, xf_block *b, const pred_table *t) {
  print_indent(pr, pr->indent - 2);
  xfy_print_block_name(pr, b);
  if (b->nargs) {
    xfy_putc(pr, '(');
    for (uint32_t i = 0; i < b->nargs; i++) {
      if (i)
        xfy_puts(pr, ", ");
      xfy_print_value(pr, b->args[i]);
      xfy_puts(pr, ": ");
      xfy_print_type(pr, b->args[i]->type);
      if (pr->opts.debug_info && xfi_value_loc(b->args[i])) {
        xfy_putc(pr, ' ');
        xfy_print_loc(pr, xfi_value_loc(b->args[i]));
      }
    }
    xfy_putc(pr, ')');
  }
  xfy_putc(pr, ':');
  if (b != b->region->first)
    print_pred_comment(pr, b, t);
  xfy_putc(pr, '\n');
}

static bool print_ops_threaded(xfy_printer *pr, xf_block *b, bool print_terms);

static void print_block(xfy_printer *pr, xf_block *b, bool print_label, bool print_terms,
                        const pred_table *t) {
  if (print_label)
    print_block_label(pr, b, t);
  if (XFS_UNLIKELY(b == pr->par_block) && print_ops_threaded(pr, b, print_terms))
    return;
  for (xf_op *op = b->first; op; op = op->next) {
    if (!print_terms && !op->next && op->info && (op->info->traits & XF_TRAIT_TERMINATOR))
      break;
    if (XFS_UNLIKELY(pr->alias_goal) && pr->alias_order.len >= pr->alias_goal)
      break; /* a dry run with every alias handed out (xf_print_module) */
    print_indent(pr, pr->indent);
    print_op(pr, op);
    xfy_putc(pr, '\n');
  }
}

/* OperationPrinter::printRegion. */
void xfy_print_region_ex(xfy_printer *pr, xf_region *r, bool print_entry_args,
                         bool print_terminators, bool print_empty_block) {
  if (XFS_UNLIKELY(pr->memo_recording))
    xfy_memo_region(pr, r, print_entry_args, print_terminators, print_empty_block);
  else
    xfy_print_region_plain(pr, r, print_entry_args, print_terminators, print_empty_block);
}

void xfy_print_region_plain(xfy_printer *pr, xf_region *r, bool print_entry_args,
                            bool print_terminators, bool print_empty_block) {
  if (pr->opts.skip_regions) {
    xfy_puts(pr, "{...}");
    return;
  }
  xfy_puts(pr, "{\n");
  unsigned saved = pr->indent;
  pr->indent += 2;
  pred_table t = {NULL, 0, 0};
  if (r->first && r->first->next)
    pred_table_build(pr, r, &t);
  for (xf_block *b = r->first; b; b = b->next) {
    bool label = b != r->first || (print_entry_args && b->nargs) ||
                 (print_empty_block && !b->first);
    print_block(pr, b, label, b != r->first || print_terminators, &t);
  }
  pred_table_free(pr, &t);
  pr->indent = saved;
  print_indent(pr, pr->indent);
  xfy_putc(pr, '}');
}

void xfy_print_region(xfy_printer *pr, xf_region *r, bool print_entry_args,
                      bool print_terminators) {
  xfy_print_region_ex(pr, r, print_entry_args, print_terminators, true);
}

static void print_generic(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, '"');
  xfy_print_escaped(pr->out, op->name->str, op->name->len);
  xfy_puts(pr, "\"(");
  for (uint32_t i = 0; i < op->nops; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_value(pr, op->operands[i].value);
  }
  xfy_putc(pr, ')');
  if (op->nsucc) {
    xfy_putc(pr, '[');
    for (uint32_t i = 0; i < op->nsucc; i++) {
      if (i)
        xfy_puts(pr, ", ");
      xfy_print_block_name(pr, xfi_op_succs(op)[i]);
    }
    xfy_putc(pr, ']');
  }
  if (op->props) {
    xfy_puts(pr, " <");
    xfy_print_attr(pr, op->props, XFY_ELIDE_NEVER);
    xfy_putc(pr, '>');
  }
  if (op->nreg) {
    const char *saved = pr->default_dialect;
    pr->default_dialect = op->info && op->info->default_dialect ? op->info->default_dialect : "";
    xfy_puts(pr, " (");
    for (uint32_t i = 0; i < op->nreg; i++) {
      if (i)
        xfy_puts(pr, ", ");
      xfy_print_region(pr, &xfi_op_regions(op)[i], true, true);
    }
    xfy_putc(pr, ')');
    pr->default_dialect = saved;
  }
  if (op->attrs && op->attrs->n) {
    xfy_puts(pr, " {");
    xfy_print_dict_body(pr, op->attrs);
    xfy_putc(pr, '}');
  }
  xfy_puts(pr, " : (");
  for (uint32_t i = 0; i < op->nops; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_type(pr, op->operands[i].value->type);
  }
  xfy_puts(pr, ") -> ");
  if (op->nres == 1 && xfi_op_results(op)[0].type->kind != XF_TYPE_FUNCTION) {
    xfy_print_type(pr, xfi_op_results(op)[0].type);
  } else {
    xfy_putc(pr, '(');
    for (uint32_t i = 0; i < op->nres; i++) {
      if (i)
        xfy_puts(pr, ", ");
      xfy_print_type(pr, xfi_op_results(op)[i].type);
    }
    xfy_putc(pr, ')');
  }
}

/* OpState::printOpName: the default dialect's prefix is dropped from
 * names with a single dot. */
static void print_custom_name(xfy_printer *pr, xf_op *op) {
  const char *n = op->name->str;
  size_t dl = strlen(pr->default_dialect);
  const char *dot = strchr(n, '.');
  if (dl && dot && (size_t)(dot - n) == dl && memcmp(n, pr->default_dialect, dl) == 0 &&
      !strchr(dot + 1, '.'))
    n = dot + 1;
  xfy_puts(pr, n);
}

/* --------------------------------------------------- location aliases */

static uint32_t loc_index(xfy_printer *pr, xf_attr *loc) {
  return (uint32_t)(uintptr_t)xfs_ptrmap_get(&pr->loc_ids, loc);
}

static void loc_mark_non_deferred(xfy_printer *pr, xf_attr *loc);

/* The sub-locations MLIR's walkImmediateSubElements yields (a name
 * location's absent/unknown child is not one that gets an alias). */
static size_t loc_children(xf_attr *l, xf_attr **out) {
  switch ((xf_attr_kind)l->kind) {
  case XF_ATTR_LOC_NAME:
    if (l->u.nloc.child && l->u.nloc.child->kind != XF_ATTR_LOC_UNKNOWN) {
      out[0] = l->u.nloc.child;
      return 1;
    }
    return 0;
  case XF_ATTR_LOC_CALLSITE:
    out[0] = l->u.cloc.callee;
    out[1] = l->u.cloc.caller;
    return 2;
  default:
    return 0;
  }
}

static void loc_mark_non_deferred(xfy_printer *pr, xf_attr *loc) {
  uint32_t i = loc_index(pr, loc);
  if (!i || !XFS_VEC_AT(&pr->loc_infos, xfy_loc_info, i - 1).deferred)
    return;
  XFS_VEC_AT(&pr->loc_infos, xfy_loc_info, i - 1).deferred = false;
  if (loc->kind == XF_ATTR_LOC_FUSED) {
    for (uint32_t k = 0; k < loc->n; k++)
      loc_mark_non_deferred(pr, loc->u.fused.locs[k]);
    return;
  }
  xf_attr *kids[2];
  size_t n = loc_children(loc, kids);
  for (size_t k = 0; k < n; k++)
    loc_mark_non_deferred(pr, kids[k]);
}

uint32_t xfy_loc_visit(xfy_printer *pr, xf_attr *loc, bool deferrable) {
  if (XFS_UNLIKELY(pr->view_copies != NULL)) { /* a chunk printer: locations in visit order */
    pr->unshareable = true;
    return 0;
  }
  uint32_t i = loc_index(pr, loc);
  if (i) {
    if (!deferrable)
      loc_mark_non_deferred(pr, loc);
    return XFS_VEC_AT(&pr->loc_infos, xfy_loc_info, i - 1).depth;
  }
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  xfy_loc_info info = {loc, 0, 0, deferrable};
  uint32_t idx = (uint32_t)pr->loc_infos.len;
  if (!XFS_VEC_PUSH(m, &pr->loc_infos, xfy_loc_info, info) ||
      !xfs_ptrmap_put(m, &pr->loc_ids, loc, (void *)(uintptr_t)(idx + 1)))
    return 0;
  uint32_t depth = 0;
  if (loc->kind == XF_ATTR_LOC_FUSED) {
    for (uint32_t k = 0; k < loc->n; k++) {
      uint32_t d = xfy_loc_visit(pr, loc->u.fused.locs[k], deferrable) + 1;
      depth = d > depth ? d : depth;
    }
  } else {
    xf_attr *kids[2];
    size_t n = loc_children(loc, kids);
    for (size_t k = 0; k < n; k++) {
      uint32_t d = xfy_loc_visit(pr, kids[k], deferrable) + 1;
      depth = d > depth ? d : depth;
    }
  }
  XFS_VEC_AT(&pr->loc_infos, xfy_loc_info, idx).depth = depth;
  return depth;
}

bool xfy_loc_alias(xfy_printer *pr, xf_attr *loc, uint32_t *number) {
  uint32_t i = loc_index(pr, loc);
  if (!i || !pr->loc_aliases)
    return false;
  *number = XFS_VEC_AT(&pr->loc_infos, xfy_loc_info, i - 1).number;
  return true;
}

/* ` loc(#locN)` after an op, or the location in full without aliases. */
static void print_trailing_loc(xfy_printer *pr, xf_attr *loc) {
  uint32_t n;
  xfy_putc(pr, ' ');
  if (pr->collecting) {
    xfy_puts(pr, "loc()");
    return;
  }
  if (xfy_loc_alias(pr, loc, &n)) {
    xfy_puts(pr, "loc(#loc");
    if (n)
      xfs_buf_put_u64(pr->out, n);
    xfy_putc(pr, ')');
    return;
  }
  xfy_print_loc(pr, loc);
}

static int cmp_loc_depth(const void *a, const void *b) {
  const xfy_loc_info *x = *(xfy_loc_info *const *)a, *y = *(xfy_loc_info *const *)b;
  if (x->depth != y->depth)
    return x->depth < y->depth ? -1 : 1;
  return x < y ? -1 : x > y; /* stable: visit order */
}

/* Numbers the recorded locations as MLIR's initializeAliases does: sorted
 * by depth, visit order within a depth.  Returns the sorted order. */
static xfy_loc_info **number_locs(xfy_printer *pr) {
  size_t n = pr->loc_infos.len;
  xfy_loc_info **order = xfs_malloc(xfs_ctx_mem(pr->ctx), (n ? n : 1) * sizeof *order);
  if (!order)
    return NULL;
  for (size_t i = 0; i < n; i++)
    order[i] = &XFS_VEC_AT(&pr->loc_infos, xfy_loc_info, i);
  qsort(order, n, sizeof *order, cmp_loc_depth);
  for (size_t i = 0; i < n; i++)
    order[i]->number = (uint32_t)i;
  return order;
}

static void print_loc_defs(xfy_printer *pr, xfy_loc_info **order, bool deferred, int depth_lo,
                           int depth_hi, xf_strbuf *out) {
  xf_strbuf *saved = pr->out;
  pr->out = out;
  for (size_t i = 0; i < pr->loc_infos.len; i++) {
    xfy_loc_info *li = order[i];
    if (li->deferred != deferred || (int)li->depth < depth_lo || (int)li->depth > depth_hi)
      continue;
    xfy_puts(pr, "#loc");
    if (li->number)
      xfs_buf_put_u64(out, li->number);
    xfy_puts(pr, " = ");
    xfy_print_loc_def(pr, li->loc);
    xfy_putc(pr, '\n');
  }
  pr->out = saved;
}

static bool discard_sink(void *user, const char *data, size_t len) {
  (void)user;
  (void)data;
  (void)len;
  return true;
}

void xfy_print_op_body(xfy_printer *pr, xf_op *op) {
  if (!pr->opts.generic && op->info && op->info->print) {
    print_custom_name(pr, op);
    const char *saved = pr->default_dialect;
    pr->default_dialect = op->info->default_dialect ? op->info->default_dialect : "";
    op->info->print(pr, op);
    pr->default_dialect = saved;
  } else
    print_generic(pr, op);
}

static void print_op(xfy_printer *pr, xf_op *op) {
  if (XFS_UNLIKELY(pr->defer.region != NULL) && op->block && op->block->region == pr->defer.region &&
      numbered_regions(op, false) && !number_deferred(pr, op))
    pr->out->failed = true; /* out of memory */
  if (pr->collecting && pr->opts.debug_info && xfi_op_loc(op))
    xfy_loc_visit(pr, xfi_op_loc(op), true); /* DummyAliasOperationPrinter: location first */
  if (op->nres)
    print_result_groups(pr, op);
  if (!xfy_memo_print(pr, op))
    xfy_print_op_body(pr, op);
  if (pr->opts.debug_info && xfi_op_loc(op))
    print_trailing_loc(pr, xfi_op_loc(op));
}

/* ------------------------------------------------------------ top level */

static void printer_init(xfy_printer *pr, xf_context *ctx, xf_strbuf *out,
                         const xf_print_options *opts) {
  memset(pr, 0, sizeof *pr);
  pr->ctx = ctx;
  pr->out = out;
  if (opts)
    pr->opts = *opts;
  xfs_arena_init(&pr->name_arena, xfs_ctx_mem(ctx));
  pr->default_dialect = "builtin";
  xf_strbuf_init(&pr->name_buf, ctx);
}

/* Frees the SSA naming state (a chunk printer's own, too). */
static void naming_free(xfy_printer *pr) {
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  xfs_arena_free(&pr->name_arena);
  xfs_vec_free(m, &pr->names, sizeof(char *));
  xfs_vec_free(m, &pr->used_log, sizeof(xfy_used_name));
  xfs_vec_free(m, &pr->scope_marks, sizeof(size_t));
  xfs_map_free(m, &pr->used_names);
  xfs_ptrmap_free(m, &pr->view_ids);
  xf_strbuf_free(&pr->name_buf);
}

static void printer_fini(xfy_printer *pr) {
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  xfy_memo_free(pr);
  naming_free(pr);
  xfs_ptrmap_free(m, &pr->loc_ids);
  xfs_vec_free(m, &pr->loc_infos, sizeof(xfy_loc_info));
  xfs_ptrmap_free(m, &pr->aliases);
  xfs_ptrmap_free(m, &pr->distinct_ids);
  xfs_vec_free(m, &pr->alias_order, sizeof(xf_attr *));
  xfs_vec_free(m, &pr->resources, sizeof(xf_ident *));
}

static void print_alias_defs(xfy_printer *pr, xf_strbuf *out) {
  for (int pass = 0; pass < 2; pass++) {
    uint32_t n = 0;
    for (size_t i = 0; i < pr->alias_order.len; i++) {
      xf_attr *a = XFS_VEC_AT(&pr->alias_order, xf_attr *, i);
      bool is_set = a->kind == XF_ATTR_INTEGER_SET;
      if (is_set != (pass == 1))
        continue;
      xfs_buf_puts(out, is_set ? "#set" : "#map");
      if (n)
        xfs_buf_put_u64(out, n);
      n++;
      xfs_buf_puts(out, " = ");
      if (is_set)
        xfy_print_integer_set(out, a);
      else
        xfy_print_affine_map(out, a);
      xfs_buf_putc(out, '\n');
    }
  }
}

/* `{-# dialect_resources: { builtin: { name: "0x..." } } #-}` for the
 * blobs the printed IR references. */
static void print_resources(xfy_printer *pr, xf_strbuf *out) {
  xf_attr *res = pr->ctx->resources;
  if (!res || !pr->resources.len)
    return;
  xf_attr *dr = xf_attr_dict_get(res, "dialect_resources");
  xf_attr *builtin = dr && dr->kind == XF_ATTR_DICT ? xf_attr_dict_get(dr, "builtin") : NULL;
  if (!builtin || builtin->kind != XF_ATTR_DICT)
    return;
  bool any = false;
  for (size_t i = 0; i < pr->resources.len; i++) {
    xf_ident *h = XFS_VEC_AT(&pr->resources, xf_ident *, i);
    xf_attr *blob = xf_attr_dict_get_id(builtin, h);
    if (!blob)
      continue;
    if (!any)
      xfs_buf_puts(out, "\n{-#\n  dialect_resources: {\n    builtin: {\n");
    else
      xfs_buf_puts(out, ",\n");
    any = true;
    xfs_buf_puts(out, "      ");
    xfy_print_keyword_or_string(out, h->str, h->len);
    xfs_buf_puts(out, ": ");
    xfy_printer tmp;
    printer_init(&tmp, pr->ctx, out, NULL);
    xfy_print_attr(&tmp, blob, XFY_ELIDE_NEVER);
    printer_fini(&tmp);
  }
  if (any)
    xfs_buf_puts(out, "\n    }\n  }\n#-}\n");
}

static void install_hooks(xf_context *ctx);

/* ------------------------------------------------- alias candidate scan */

/* Does anything printed under `root` hold an attribute that gets an alias
 * (affine maps and integer sets)?  When nothing does, the module streams
 * straight into the output; otherwise a dry run hands out the aliases so
 * their definitions can precede the module.  Attributes a custom printer
 * elides (xf_op_info.elides_attr) do not count.  What has no
 * `alias_reach` (ir_impl.h) is passed over without a look inside; each
 * other uniqued attribute and type is looked at once.  The scan counts the maps and sets it meets:
 * once the dry run has handed out that many aliases, the rest of it can
 * hand out no other and it stops (a location as an attribute value stops
 * the scan instead: the dry run then records locations to the end). */
/* Threaded printing and scanning (below): at most this many threads, big
 * modules only, chunks of at most this many ops. */
enum { PRINT_THREADS_MAX = 8, PRINT_MIN_OPS = 256, PRINT_CHUNK_OPS = 64 };

typedef struct alias_scan {
  xf_context *ctx;
  bool generic;          /* ops print in generic form (every attribute shows) */
  xfs_ptrmap seen;
  xfs_vec stack;         /* const void* with the low bit set for types */
  bool found;            /* stop: a location as a value (or out of memory) */
  xfs_vec cands;         /* xf_attr*: the maps and sets met, each once */
} alias_scan;

static void scan_push(alias_scan *s, const void *p, bool is_type) {
  if (!p || s->found)
    return;
  if (!(is_type ? ((const xf_type *)p)->alias_reach : ((const xf_attr *)p)->alias_reach))
    return; /* nothing inside prints by alias */
  if (xfs_ptrmap_get(&s->seen, p))
    return;
  xfs_mem *m = xfs_ctx_mem(s->ctx);
  if (!xfs_ptrmap_put(m, &s->seen, p, (void *)1) ||
      !XFS_VEC_PUSH(m, &s->stack, uintptr_t, (uintptr_t)p | is_type))
    s->found = true; /* out of memory: take the safe path */
}

static void scan_type(alias_scan *s, const xf_type *t) {
  scan_push(s, t->elem, true);
  scan_push(s, t->encoding, false);
  scan_push(s, t->memspace, false);
  if (t->kind == XF_TYPE_TUPLE || t->kind == XF_TYPE_FUNCTION) {
    uint32_t n = t->kind == XF_TYPE_TUPLE ? t->n : t->n + t->nres;
    for (uint32_t i = 0; i < n; i++)
      scan_push(s, t->types[i], true);
  }
}

static void scan_attr(alias_scan *s, const xf_attr *a) {
  switch ((xf_attr_kind)a->kind) {
  case XF_ATTR_AFFINE_MAP:
  case XF_ATTR_INTEGER_SET:
    if (!XFS_VEC_PUSH(xfs_ctx_mem(s->ctx), &s->cands, const xf_attr *, a))
      s->found = true; /* out of memory: take the safe path */
    return;
  case XF_ATTR_LOC_UNKNOWN: /* a location as an attribute value gets a #loc alias */
  case XF_ATTR_LOC_FILE:
  case XF_ATTR_LOC_NAME:
  case XF_ATTR_LOC_CALLSITE:
  case XF_ATTR_LOC_FUSED:
  case XF_ATTR_LOC_OPAQUE:
    s->found = true;
    return;
  case XF_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->n; i++)
      scan_push(s, a->u.elems[i], false);
    return;
  case XF_ATTR_DICT:
    for (uint32_t i = 0; i < a->n; i++)
      scan_push(s, a->u.entries[i].value, false);
    return;
  case XF_ATTR_TYPE:
    scan_push(s, a->u.tval, true);
    return;
  case XF_ATTR_SPARSE:
    scan_push(s, a->u.sparse.indices, false);
    scan_push(s, a->u.sparse.values, false);
    break;
  case XF_ATTR_DISTINCT:
    scan_push(s, a->u.distinct.ref, false);
    break;
  default:
    break;
  }
  scan_push(s, a->type, true);
}

static void scan_drain(alias_scan *s) {
  while (!s->found && s->stack.len) {
    uintptr_t v = XFS_VEC_AT(&s->stack, uintptr_t, --s->stack.len);
    if (v & 1)
      scan_type(s, (const xf_type *)(v & ~(uintptr_t)1));
    else
      scan_attr(s, (const xf_attr *)v);
  }
}

/* The attributes of `dict` that `op`'s text shows.  An op's dictionary is
 * looked into, not remembered in `seen`: most are the op's own (a function's
 * name is in it), and a set of them all would be as big as the module. */
static void scan_op_dict(alias_scan *s, xf_op *op, xf_attr *dict) {
  if (!dict || !dict->alias_reach)
    return;
  bool all = s->generic || !op->info || !op->info->print || !op->info->elides_attr;
  for (uint32_t i = 0; i < dict->n; i++) {
    const xf_named_attr *e = &dict->u.entries[i];
    if (e->value->alias_reach && (all || !op->info->elides_attr(op, e->name, e->value)))
      scan_push(s, e->value, false);
  }
}

static xf_walk_result scan_op(xf_op *op, void *user) {
  alias_scan *s = user;
  scan_op_dict(s, op, op->props);
  scan_op_dict(s, op, op->attrs);
  for (uint32_t i = 0; i < op->nres; i++)
    scan_push(s, xfi_op_results(op)[i].type, true);
  if (lazy_unprinted(op, s->generic)) {
    scan_drain(s);
    return s->found ? XF_WALK_INTERRUPT : XF_WALK_SKIP;
  }
  if (!s->generic && lazy_viewed(op)) { /* printed from the view, left unbuilt */
    xf_region *v = xfi_op_region_view(op, 0);
    for (xf_block *b = v->first; b; b = b->next) {
      for (uint32_t i = 0; i < b->nargs; i++)
        scan_push(s, b->args[i]->type, true);
      for (xf_op *o = b->first; o && !s->found; o = o->next)
        (void)scan_op(o, s);
    }
    scan_drain(s);
    return s->found ? XF_WALK_INTERRUPT : XF_WALK_SKIP;
  }
  for (uint32_t r = 0; r < op->nreg; r++)
    for (xf_block *b = xfi_op_regions(op)[r].first; b; b = b->next)
      for (uint32_t i = 0; i < b->nargs; i++)
        scan_push(s, b->args[i]->type, true);
  scan_drain(s);
  return s->found ? XF_WALK_INTERRUPT : XF_WALK_ADVANCE;
}

/* What the alias scan found: ALIASES_NONE, ALIASES_ALL (the dry run must
 * go to the end) or the number of maps and sets met. */
enum { ALIASES_NONE = 0, ALIASES_ALL = -1 };

static void scan_free(alias_scan *s) {
  xfs_ptrmap_free(xfs_ctx_mem(s->ctx), &s->seen);
  xfs_vec_free(xfs_ctx_mem(s->ctx), &s->stack, sizeof(uintptr_t));
}

/* The scan of a run of the module body's ops on one thread (needs_aliases). */
typedef struct scan_part {
  xfi_part part;         /* first: the piece of work (ir/thread.c) */
  bool generic;
  xf_op **ops;
  size_t n;
  atomic_bool *found;    /* shared: set by the first part to find a location */
  xfs_vec cands;         /* its maps and sets (xf_attr*) */
} scan_part;

static void scan_run(xfi_part *self) {
  scan_part *sp = (scan_part *)(void *)self;
  alias_scan s;
  memset(&s, 0, sizeof s);
  s.ctx = self->ctx;
  s.generic = sp->generic;
  for (size_t k = 0; k < sp->n && !s.found && !atomic_load_explicit(sp->found, memory_order_relaxed); k++)
    xf_walk(sp->ops[k], XF_PRE_ORDER, scan_op, &s);
  if (s.found)
    atomic_store(sp->found, true);
  sp->cands = s.cands;
  scan_free(&s);
}

/* The number of distinct attributes in the parts' lists, or ALIASES_ALL
 * when out of memory. */
static int count_distinct(xf_context *ctx, const alias_scan *root, const scan_part *parts,
                          size_t np) {
  xfs_ptrmap set = {0};
  xfs_mem *m = xfs_ctx_mem(ctx);
  bool ok = true;
  for (size_t k = 0; k <= np && ok; k++) {
    const xfs_vec *v = k < np ? &parts[k].cands : &root->cands;
    for (size_t i = 0; i < v->len && ok; i++) {
      const void *a = XFS_VEC_AT(v, const void *, i);
      ok = xfs_ptrmap_get(&set, a) || xfs_ptrmap_put(m, &set, a, (void *)1);
    }
  }
  int n = ok && set.count <= INT32_MAX ? (int)set.count : ALIASES_ALL;
  xfs_ptrmap_free(m, &set);
  return n;
}

/* needs_aliases over the body of a big module on the context's threads,
 * `s` holding what the scan of the root found: false when not done (not
 * worth it or no threads). */
static bool needs_aliases_threaded(xf_op *root, alias_scan *s, int *out) {
  xf_context *ctx = xfi_op_ctx(root);
  unsigned threads = ctx->threads < PRINT_THREADS_MAX ? ctx->threads : PRINT_THREADS_MAX;
  size_t min = ctx->thread_min_ops ? ctx->thread_min_ops : PRINT_MIN_OPS;
  if (threads < 2 || ctx->threaded || root->nreg != 1 || xfi_op_regions(root)[0].nblocks != 1)
    return false;
  xfs_vec ops = {0};
  bool listed = true;
  for (xf_op *o = xfi_op_regions(root)[0].first->first; o && listed; o = o->next)
    listed = XFS_VEC_PUSH(xfs_ctx_mem(ctx), &ops, xf_op *, o);
  size_t n = ops.len;
  if (!listed || n < min || n < 2 || !xfi_threads_begin(ctx)) {
    xfs_vec_free(xfs_ctx_mem(ctx), &ops, sizeof(xf_op *));
    return false;
  }
  atomic_bool found;
  atomic_init(&found, false);
  scan_part parts[PRINT_THREADS_MAX];
  memset(parts, 0, sizeof parts);
  size_t np = threads < n ? threads : n;
  for (size_t k = 0; k < np; k++) {
    size_t lo = n * k / np, hi = n * (k + 1) / np;
    parts[k].part.ctx = ctx;
    parts[k].part.run = scan_run;
    parts[k].generic = s->generic;
    parts[k].ops = (xf_op **)ops.data + lo;
    parts[k].n = hi - lo;
    parts[k].found = &found;
  }
  xfi_parts_run(&parts[0].part, sizeof parts[0], np);
  (void)xfi_parts_finish(&parts[0].part, sizeof parts[0], np, true);
  xfs_vec_free(xfs_ctx_mem(ctx), &ops, sizeof(xf_op *));
  *out = atomic_load(&found) ? ALIASES_ALL : count_distinct(ctx, s, parts, np);
  for (size_t k = 0; k < np; k++) /* their memory joined the context's */
    xfs_vec_free(xfs_ctx_mem(ctx), &parts[k].cands, sizeof(xf_attr *));
  return true;
}

/* ALIASES_NONE when nothing printed under `root` gets an alias, else the
 * number of maps and sets the dry run hands out, or ALIASES_ALL. */
static int needs_aliases(xf_op *root, bool generic) {
  alias_scan s;
  memset(&s, 0, sizeof s);
  s.ctx = xfi_op_ctx(root);
  s.generic = generic;
  /* the root itself, then its body: on threads when big */
  int n = ALIASES_ALL;
  bool more = scan_op(root, &s) == XF_WALK_ADVANCE && !s.found;
  bool threaded = more && needs_aliases_threaded(root, &s, &n);
  if (more && !threaded)
    xf_walk(root, XF_PRE_ORDER, scan_op, &s);
  if (!threaded)
    n = s.found ? ALIASES_ALL : count_distinct(s.ctx, &s, NULL, 0);
  scan_free(&s);
  xfs_vec_free(xfs_ctx_mem(s.ctx), &s.cands, sizeof(xf_attr *));
  return n;
}

/* ------------------------------------------------------ threaded printing
 *
 * The ops of a big module body (the functions) are printed in chunks on
 * the context's threads, each thread with its own chunk printer: a copy of
 * the module's printer after numbering (names, aliases and saved view names
 * are only read from then on) with its own output buffer, memo of repeated
 * ops and private copies of the shared region views it prints (printing a
 * view writes its values' names).  Chunks are handed out in order to
 * whichever thread asks and appended to the output strictly in order, each
 * thread waiting for its chunk's turn (every earlier chunk is already taken,
 * so the wait ends), so the text is the one printer's and at most a chunk
 * per thread is held.  The alias-collecting pass runs the same way, its
 * text going nowhere: each chunk printer notes the aliases it meets first
 * with a fresh table, and the module's printer takes them chunk by chunk,
 * so aliases are numbered in the order one printer meets them.  Not with
 * locations, distinct attributes or file resources, whose numbering also
 * follows the order of printing. */


enum { PRINT_PARKED = 16 };  /* chunks printed ahead of their turn, at most */

typedef struct print_job {
  xfy_printer *main;     /* the module's printer (its `out` receives the chunks) */
  xf_op **ops;           /* the body's ops to print */
  size_t n, nchunks, chunk;
  size_t next;           /* next chunk to hand out (below turn + PRINT_PARKED) */
  size_t turn;           /* next chunk to append */
  /* Chunks printed before their turn wait in parked[c % PRINT_PARKED];
   * the thread that finds the chunk at `turn` parked appends it and those
   * after it, outside the lock (`appending`: one thread at a time), and
   * leaves the emptied buffers in `spare` for the next chunks. */
  xf_strbuf parked[PRINT_PARKED];
  bool ready[PRINT_PARKED];
  bool appending;
  xf_strbuf spare[PRINT_PARKED + PRINT_THREADS_MAX];
  size_t nspare;
  /* The alias-collecting pass: chunk c's first uses are entries [lo, hi)
   * of worker w's alias list (nothing is appended then). */
  struct chunk_aliases { uint32_t w; size_t lo, hi; } *chunk_aliases;
  bool unshareable;      /* collecting: a chunk met a location value (numbered in
                            visit order by the module's printer only) */
  pthread_mutex_t lock;
  pthread_cond_t cond;   /* `turn` moved on */
  bool failed;           /* an allocation or a write failed somewhere */
} print_job;

typedef struct print_worker {
  xfi_part part;         /* first: the piece of work (ir/thread.c) */
  print_job *job;
  uint32_t index;
  xfs_ptrmap aliases;    /* collecting: its own aliases and first uses */
  xfs_vec alias_order;
} print_worker;

/* A private copy of shared view `v` (one block, as region-reuse views are). */
static xf_region *private_view(xfy_printer *pr, xf_region *v) {
  xf_region *c = xfs_ptrmap_get(pr->view_copies, v);
  if (c)
    return c;
  xf_context *ctx = pr->ctx;
  xf_block *src = v->first, *blk = xf_block_create(ctx);
  c = xfs_arena_zalloc(xfi_arena(ctx), sizeof *c);
  if (!blk || !c || !src || src != v->last)
    return v; /* (cannot happen for region-reuse views; printing stays right, racy only) */
  for (uint32_t i = 0; i < src->nargs; i++)
    if (!xf_block_add_arg(blk, src->args[i]->type, NULL))
      return v;
  if (!xfi_block_copy_flat(ctx, src, blk, 0, false))
    return v;
  c->first = c->last = blk;
  c->nblocks = 1;
  blk->region = c;
  (void)xfs_ptrmap_put(xfs_ctx_mem(ctx), pr->view_copies, v, c);
  return c;
}

/* Appends a chunk's text to `out`: a big one straight through out's sink
 * when it has one (no copy), else into out's buffer (small ones gather
 * there into fewer, bigger writes). */
static bool append_chunk(xf_strbuf *out, const xf_strbuf *text) {
  if (!text->len)
    return true;
  if (!out->sink || text->len < (16u << 10))
    return xfs_buf_put(out, text->data, text->len);
  if (!xf_strbuf_flush(out))
    return false;
  if (!out->sink(out->sink_user, text->data, text->len))
    out->failed = true;
  return !out->failed;
}

/* Under the job's lock: parks finished chunk `c` (its text in *buf), and
 * when no thread is appending, appends every parked chunk whose turn has
 * come.  *buf is then an empty buffer for the next chunk. */
static void park_chunk(print_job *job, size_t c, xf_strbuf *buf) {
  size_t slot = c % PRINT_PARKED;
  job->parked[slot] = *buf;
  job->ready[slot] = true;
  if (job->nspare) {
    *buf = job->spare[--job->nspare];
  } else {
    xf_strbuf_init(buf, job->main->ctx);
  }
  if (job->appending)
    return; /* that thread takes this chunk too when its turn comes */
  job->appending = true;
  while (job->ready[job->turn % PRINT_PARKED]) {
    size_t t = job->turn % PRINT_PARKED;
    xf_strbuf text = job->parked[t];
    job->ready[t] = false;
    pthread_mutex_unlock(&job->lock);
    bool ok = !text.failed && append_chunk(job->main->out, &text);
    text.len = 0;
    pthread_mutex_lock(&job->lock);
    job->failed |= !ok;
    job->spare[job->nspare++] = text;
    job->turn++;
    pthread_cond_broadcast(&job->cond);
  }
  job->appending = false;
}

/* Under the job's lock: the next chunk to print, or nchunks when none is
 * left.  Waits while PRINT_PARKED chunks are ahead of their turn. */
static size_t take_chunk(print_job *job) {
  while (job->next < job->nchunks && job->next >= job->turn + PRINT_PARKED &&
         !job->main->collecting)
    pthread_cond_wait(&job->cond, &job->lock);
  return job->next < job->nchunks ? job->next++ : job->nchunks;
}

/* A chunk printer numbers the regions of the ops it prints (deferred
 * numbering) in naming state of its own, which starts as the module's:
 * the names handed out so far (print ids index them) and the names scopes
 * of the deferred body.  False when out of memory. */
static bool chunk_naming_init(xfy_printer *pr, const xfy_printer *m) {
  xfs_mem *mem = xfs_ctx_mem(pr->ctx);
  memset(&pr->names, 0, sizeof pr->names);
  memset(&pr->used_names, 0, sizeof pr->used_names);
  memset(&pr->used_log, 0, sizeof pr->used_log);
  memset(&pr->scope_marks, 0, sizeof pr->scope_marks);
  memset(&pr->view_ids, 0, sizeof pr->view_ids);
  xfs_arena_init(&pr->name_arena, mem);
  xf_strbuf_init(&pr->name_buf, pr->ctx);
  bool ok = true;
  for (size_t i = 0; ok && i < m->names.len; i++)
    ok = XFS_VEC_PUSH(mem, &pr->names, char *, XFS_VEC_AT(&m->names, char *, i));
  for (size_t i = 0; ok && i < m->defer.depth; i++)
    ok = XFS_VEC_PUSH(mem, &pr->scope_marks, size_t, XFS_VEC_AT(&m->scope_marks, size_t, i));
  for (size_t i = 0; ok && i < m->defer.log_len; i++) {
    xfy_used_name u = XFS_VEC_AT(&m->used_log, xfy_used_name, i);
    ok = XFS_VEC_PUSH(mem, &pr->used_log, xfy_used_name, u) &&
         xfs_map_put(mem, &pr->used_names, u.str, u.len, u.hash, (void *)u.str);
  }
  return ok;
}

static void print_chunks(xfi_part *self) {
  print_worker *w = (print_worker *)(void *)self;
  print_job *job = w->job;
  xfy_printer *m = job->main;
  xf_strbuf buf;
  xf_strbuf_init(&buf, m->ctx);
  xfs_ptrmap copies = {0};
  xfy_printer pr = *m; /* shares the numbering and aliases, read only */
  pr.memo = NULL;
  pr.memo_recording = false;
  pr.par_block = NULL;
  pr.view_copies = &copies;
  bool own_names = m->defer.region != NULL;
  if (own_names && !chunk_naming_init(&pr, m)) {
    pthread_mutex_lock(&job->lock);
    job->failed = true;
    pthread_mutex_unlock(&job->lock);
  }
  bool collecting = m->collecting;
  if (collecting) { /* first uses only: the text goes nowhere */
    xf_strbuf_set_sink(&buf, discard_sink, NULL);
    pr.aliases = w->aliases;
    pr.alias_order = w->alias_order;
    pr.nmaps = pr.nsets = 0;
  }
  pthread_mutex_lock(&job->lock);
  size_t c = take_chunk(job);
  pthread_mutex_unlock(&job->lock);
  while (c < job->nchunks) {
    buf.len = 0;
    pr.out = &buf;
    size_t lo = c * job->chunk, hi = lo + job->chunk < job->n ? lo + job->chunk : job->n;
    size_t first_alias = pr.alias_order.len;
    for (size_t k = lo; k < hi; k++) {
      print_indent(&pr, pr.indent);
      print_op(&pr, job->ops[k]);
      xfs_buf_putc(&buf, '\n');
    }
    pthread_mutex_lock(&job->lock);
    if (collecting) {
      job->chunk_aliases[c] = (struct chunk_aliases){w->index, first_alias, pr.alias_order.len};
      job->failed |= buf.failed;
    } else {
      park_chunk(job, c, &buf);
    }
    c = take_chunk(job); /* handed out in order: every earlier chunk is taken */
    pthread_mutex_unlock(&job->lock);
  }
  if (collecting) {
    w->aliases = pr.aliases;
    w->alias_order = pr.alias_order;
  }
  if (pr.unshareable) {
    pthread_mutex_lock(&job->lock);
    job->unshareable = true;
    pthread_mutex_unlock(&job->lock);
  }
  xfy_memo_free(&pr);
  if (own_names)
    naming_free(&pr);
  xfs_ptrmap_free(xfs_ctx_mem(m->ctx), &copies);
  xf_strbuf_free(&buf);
}

/* Prints the ops of `b` (the module body) on threads; false when it is not
 * worth it or cannot be done (nothing printed then). */
static bool print_ops_threaded(xfy_printer *pr, xf_block *b, bool print_terms) {
  xf_context *ctx = pr->ctx;
  unsigned threads = ctx->threads < PRINT_THREADS_MAX ? ctx->threads : PRINT_THREADS_MAX;
  size_t min = ctx->thread_min_ops ? ctx->thread_min_ops : PRINT_MIN_OPS;
  if (threads < 2 || pr->memo_recording || ctx->threaded)
    return false;
  xfs_vec ops = {0};
  bool listed = true;
  for (xf_op *op = b->first; op && listed; op = op->next) {
    if (!print_terms && !op->next && op->info && (op->info->traits & XF_TRAIT_TERMINATOR))
      break;
    listed = XFS_VEC_PUSH(xfs_ctx_mem(ctx), &ops, xf_op *, op);
  }
  print_job job;
  memset(&job, 0, sizeof job);
  job.main = pr;
  job.ops = ops.data;
  job.n = ops.len;
  if (!listed || job.n < min || job.n < 2 || pthread_mutex_init(&job.lock, NULL) != 0) {
    xfs_vec_free(xfs_ctx_mem(ctx), &ops, sizeof(xf_op *));
    return false;
  }
  if (pthread_cond_init(&job.cond, NULL) != 0 || !xfi_threads_begin(ctx)) {
    pthread_mutex_destroy(&job.lock);
    xfs_vec_free(xfs_ctx_mem(ctx), &ops, sizeof(xf_op *));
    return false;
  }
  size_t per = job.n / (threads * 8u);
  job.chunk = per < 1 ? 1 : per > PRINT_CHUNK_OPS ? PRINT_CHUNK_OPS : per;
  job.nchunks = (job.n + job.chunk - 1) / job.chunk;
  if (pr->collecting) {
    job.chunk_aliases = xfs_calloc(xfs_ctx_mem(ctx), job.nchunks * sizeof *job.chunk_aliases);
    if (!job.chunk_aliases) {
      xfi_threads_end(ctx, false);
      pthread_cond_destroy(&job.cond);
      pthread_mutex_destroy(&job.lock);
      xfs_vec_free(xfs_ctx_mem(ctx), &ops, sizeof(xf_op *));
      return false;
    }
  }
  print_worker ws[PRINT_THREADS_MAX];
  memset(ws, 0, sizeof ws);
  for (unsigned t = 0; t < threads; t++) {
    ws[t].part.ctx = ctx;
    ws[t].part.run = print_chunks;
    ws[t].job = &job;
    ws[t].index = t;
  }
  /* chunks go to whichever thread asks: a thread that cannot start takes none */
  xfi_parts_run(&ws[0].part, sizeof ws[0], threads);
  /* collecting, a location value met: the module's printer does it all */
  bool redo = pr->collecting && job.unshareable;
  if (pr->collecting) { /* first uses, chunk by chunk, as one printer meets them */
    for (size_t c = 0; c < job.nchunks && !redo; c++) {
      const struct chunk_aliases *ca = &job.chunk_aliases[c];
      for (size_t i = ca->lo; i < ca->hi; i++)
        xfy_alias_note(pr, XFS_VEC_AT(&ws[ca->w].alias_order, xf_attr *, i));
    }
    for (unsigned t = 0; t < threads; t++) {
      xfs_ptrmap_free(xfs_ctx_mem(ctx), &ws[t].aliases);
      xfs_vec_free(xfs_ctx_mem(ctx), &ws[t].alias_order, sizeof(xf_attr *));
    }
    xfs_free(xfs_ctx_mem(ctx), job.chunk_aliases, job.nchunks * sizeof *job.chunk_aliases);
  }
  for (size_t i = 0; i < job.nspare; i++)
    xf_strbuf_free(&job.spare[i]);
  xfi_debug_line(ctx, "xform-print", "threaded print (%s): %zu chunks of %zu ops: %s\n",
                 pr->collecting ? "aliases" : "text", job.nchunks, job.chunk,
                 redo ? "redone on one thread" : "used");
  (void)xfi_parts_finish(&ws[0].part, sizeof ws[0], threads, true);
  pthread_cond_destroy(&job.cond);
  pthread_mutex_destroy(&job.lock);
  xfs_vec_free(xfs_ctx_mem(ctx), &ops, sizeof(xf_op *));
  if (job.failed)
    pr->out->failed = true;
  return !redo;
}

/* The block of `op` (a whole module being printed) whose ops may be printed
 * on threads: not where numbering follows the order of printing
 * (locations, distinct attributes, resources). */
static xf_block *threaded_block(const xfy_printer *pr, const xf_op *op) {
  const xf_context *ctx = pr->ctx;
  if (pr->opts.local_scope || pr->opts.debug_info || pr->opts.skip_regions ||
      ctx->next_distinct || ctx->resources || op->nreg != 1 ||
      xfi_op_regions(op)[0].nblocks != 1)
    return NULL;
  return xfi_op_regions(op)[0].first;
}

xf_status xf_print_module(xf_op *op, const xf_print_options *opts, xf_strbuf *out) {
  xf_context *ctx = xfi_op_ctx(op);
  install_hooks(ctx);
  xf_strbuf body;
  xf_strbuf_init(&body, ctx);
  bool local = opts && opts->local_scope;
  int aliases = local || (opts && opts->debug_info) ? ALIASES_ALL
                                                    : needs_aliases(op, opts && opts->generic);
  bool direct = local || aliases == ALIASES_NONE;
  xfy_printer pr;
  printer_init(&pr, ctx, direct ? out : &body, opts);
  /* Without a candidate, aliases stay off: should an elision hook be wrong,
   * a map prints inline rather than as an undefined #map. */
  pr.use_aliases = !pr.opts.local_scope && !direct;
  pr.views = !local && !pr.opts.debug_info && !pr.opts.generic;
  pr.defer_root = pr.views && op->nreg == 1 ? op : NULL;
  if (!number_tree(&pr, op)) {
    printer_fini(&pr);
    xf_strbuf_free(&body);
    return XF_NOMEM;
  }
  xfy_loc_info **order = NULL;
  if (!direct && !pr.opts.debug_info) {
    /* Aliases may be needed: a first pass into a null sink hands them out
     * in order of first use and records the locations that attribute
     * values hold; then the definitions and the module stream straight to
     * `out` (the module text is never buffered whole). */
    xf_strbuf null;
    xf_strbuf_init(&null, ctx);
    xf_strbuf_set_sink(&null, discard_sink, NULL);
    pr.out = &null;
    pr.collecting = true;
    /* Cut short once every map and set the scan met has its alias (on
     * one thread: the first functions usually hold them all), unless
     * distinct ids or resources are handed out in printing order too. */
    if (aliases > 0 && !ctx->next_distinct && !ctx->resources)
      pr.alias_goal = (uint32_t)aliases;
    pr.par_block = pr.alias_goal ? NULL : threaded_block(&pr, op);
    print_op(&pr, op);
    pr.par_block = NULL;
    pr.collecting = false;
    pr.aliases_closed = pr.alias_goal != 0;
    pr.alias_goal = 0;
    xfy_memo_clear(&pr);
    xf_strbuf_free(&null);
    pr.resources.len = 0;
    if (pr.loc_infos.len) {
      order = number_locs(&pr);
      pr.loc_aliases = order != NULL;
    }
    if (order)
      print_loc_defs(&pr, order, false, 0, 0, out);
    print_alias_defs(&pr, out);
    if (order)
      print_loc_defs(&pr, order, false, 1, INT32_MAX, out);
    pr.out = out;
    direct = true;
  }
  if (!direct && pr.opts.debug_info) {
    /* first pass: record locations as MLIR's alias initializer does */
    xf_strbuf null;
    xf_strbuf_init(&null, ctx);
    xf_strbuf_set_sink(&null, discard_sink, NULL);
    pr.out = &null;
    pr.collecting = true;
    print_op(&pr, op);
    pr.collecting = false;
    xfy_memo_clear(&pr);
    pr.out = &body;
    pr.resources.len = 0;
    xf_strbuf_free(&null);
    order = number_locs(&pr);
    pr.loc_aliases = order != NULL;
  }
  pr.par_block = threaded_block(&pr, op);
  print_op(&pr, op);
  pr.par_block = NULL;
  if (!local) /* a local-scope print is a fragment (printFullOpWithIndentAndLoc): no newline */
    xfs_buf_putc(direct ? out : &body, '\n');
  if (!direct) {
    if (order)
      print_loc_defs(&pr, order, false, 0, 0, out);
    print_alias_defs(&pr, out);
    if (order)
      print_loc_defs(&pr, order, false, 1, INT32_MAX, out);
    xfs_buf_put(out, body.data ? body.data : "", body.len);
    if (order)
      print_loc_defs(&pr, order, true, 0, INT32_MAX, out);
  }
  if (order)
    xfs_free(xfs_ctx_mem(ctx), order, (pr.loc_infos.len ? pr.loc_infos.len : 1) * sizeof *order);
  print_resources(&pr, out);
  bool failed = body.failed || out->failed || pr.ctx->mem.oom;
  printer_fini(&pr);
  xf_strbuf_free(&body);
  return failed ? XF_NOMEM : XF_OK;
}

/* The root MLIR numbers a local-scope fragment from. */
static xf_op *numbering_root(xf_op *op) {
  xf_op *r = op;
  while (r->block && r->block->region) {
    if (r->info && (r->info->traits & XF_TRAIT_ISOLATED))
      break;
    r = r->block->region->op;
  }
  return r;
}

/* Operation::print without local scope numbers from the top-level op. */
static xf_op *top_ancestor(xf_op *op) {
  while (op->block && op->block->region && op->block->region->op)
    op = op->block->region->op;
  return op;
}

xf_status xf_print_op(xf_op *op, const xf_print_options *opts, xf_strbuf *out) {
  xf_context *ctx = xfi_op_ctx(op);
  install_hooks(ctx);
  xfy_printer pr;
  printer_init(&pr, ctx, out, opts);
  pr.use_aliases = false;
  pr.scope_root = opts && !opts->local_scope ? top_ancestor(op) : numbering_root(op);
  if (!number_tree(&pr, pr.scope_root)) {
    printer_fini(&pr);
    return XF_NOMEM;
  }
  print_op(&pr, op);
  printer_fini(&pr);
  return out->failed ? XF_NOMEM : XF_OK;
}

xf_status xf_print_type(xf_type *t, xf_strbuf *out) {
  xfy_printer pr;
  printer_init(&pr, out->ctx, out, NULL);
  xfy_print_type(&pr, t);
  printer_fini(&pr);
  return out->failed ? XF_NOMEM : XF_OK;
}

xf_status xf_print_attr(xf_attr *a, xf_strbuf *out) {
  xfy_printer pr;
  printer_init(&pr, out->ctx, out, NULL);
  xfy_print_attr(&pr, a, XFY_ELIDE_NEVER);
  printer_fini(&pr);
  return out->failed ? XF_NOMEM : XF_OK;
}

/* ------------------------------------------------------ diagnostic hooks */

static void diag_print_op(xf_op *op, bool generic, xf_strbuf *out) {
  xf_print_options o;
  memset(&o, 0, sizeof o);
  o.generic = generic;
  o.local_scope = true;
  o.elide_large = true;
  if (xf_print_op(op, &o, out) != XF_OK)
    out->failed = true;
}

static void diag_print_type(xf_type *t, xf_strbuf *out) {
  if (xf_print_type(t, out) != XF_OK)
    out->failed = true;
}

static void diag_print_attr(xf_attr *a, xf_strbuf *out) {
  if (xf_print_attr(a, out) != XF_OK)
    out->failed = true;
}

static void install_hooks(xf_context *ctx) {
  if (!ctx->diag_print_op) {
    ctx->diag_print_op = diag_print_op;
    ctx->diag_print_type = diag_print_type;
    ctx->diag_print_attr = diag_print_attr;
  }
}

void xfy_install_diag_hooks(xf_context *ctx) { install_hooks(ctx); }
