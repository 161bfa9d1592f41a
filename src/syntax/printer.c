/* printer.c — operations, regions and blocks in mlir-opt 22's layout, SSA
 * naming, alias definitions, file resources, and the print entry points.
 *
 * Naming happens before printing (number_tree), from the numbering root:
 * the printed op itself for a whole file, or, for a fragment printed with
 * local scope, its nearest IsolatedFromAbove ancestor (as Operation::print
 * does), so a fragment shows the same names it has in its function.
 * The walk uses an explicit stack of regions; each carries the value and
 * argument counters it starts from.
 *
 * Aliases (`#map`, `#set`) are handed out while the body is printed into a
 * scratch buffer; the definitions are then written ahead of it.
 */
#include <stdlib.h>

#include "printer.h"
#include "affine_syntax.h"

/* --------------------------------------------------------------- naming */

typedef struct region_item {
  xf_region *r;          /* region to number */
  uint32_t next_value;   /* counters it starts from */
  uint32_t next_arg;
  uint32_t conflict;
  size_t scope;          /* names scopes open when it was queued */
} region_item;

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

static bool name_used(xfy_printer *pr, const char *s, size_t n) {
  return xfs_map_get(&pr->used_names, s, n, xfs_hash_bytes(s, n, 0)) != NULL;
}

/* uniqueValueName: the sanitized name, or name_K with K from the running
 * conflict counter; records it in the innermost names scope.  Returns the
 * index of the name in pr->names. */
static uint32_t unique_name(xfy_printer *pr, const char *s, size_t n) {
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  xf_strbuf *b = &pr->name_buf;
  b->len = 0;
  sanitize_name(b, s, n);
  if (name_used(pr, b->data, b->len)) {
    size_t base = b->len;
    xfs_buf_putc(b, '_');
    for (;;) {
      b->len = base + 1;
      xfs_buf_put_u64(b, pr->conflict++);
      if (!name_used(pr, b->data, b->len))
        break;
    }
  }
  char *copy = xfs_arena_alloc(&pr->name_arena, b->len + 1);
  if (!copy)
    return XFY_NAME_NONE;
  memcpy(copy, b->data, b->len);
  copy[b->len] = 0;
  uint32_t idx = (uint32_t)pr->names.len;
  if (!XFS_VEC_PUSH(m, &pr->names, char *, copy) ||
      !xfs_map_put(m, &pr->used_names, copy, b->len, xfs_hash_bytes(copy, b->len, 0), copy) ||
      !XFS_VEC_PUSH(m, &pr->used_log, char *, copy))
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
    op->results[i].print_id = XFY_NAME_NONE;
  if (!pr->opts.generic && op->info && op->info->result_names)
    op->info->result_names(op, set_value_name, pr);
  if (op->results[0].print_id == XFY_NAME_NONE)
    op->results[0].print_id = pr->next_value++;
}

static void number_region(xfy_printer *pr, xf_region *r) {
  for (xf_block *b = r->first; b; b = b->next)
    for (uint32_t i = 0; i < b->nargs; i++)
      b->args[i]->print_id = XFY_NAME_NONE;
  if (!pr->opts.generic && r->op && r->op->info && r->op->info->block_arg_names)
    r->op->info->block_arg_names(r->op, r, set_value_name, pr);
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

static bool push_regions(xfy_printer *pr, xfs_vec *stack, xf_op *op, size_t scope) {
  for (uint32_t i = 0; i < op->nreg; i++) {
    region_item it = {&op->regions[i], pr->next_value, pr->next_arg, pr->conflict, scope};
    if (!XFS_VEC_PUSH(xfs_ctx_mem(pr->ctx), stack, region_item, it))
      return false;
  }
  return true;
}

/* Closes names scopes until `depth` remain open. */
static void pop_name_scopes(xfy_printer *pr, size_t depth) {
  while (pr->scope_marks.len > depth) {
    size_t mark = XFS_VEC_AT(&pr->scope_marks, size_t, --pr->scope_marks.len);
    for (size_t i = mark; i < pr->used_log.len; i++) {
      char *n = XFS_VEC_AT(&pr->used_log, char *, i);
      size_t len = strlen(n);
      xfs_map_put(xfs_ctx_mem(pr->ctx), &pr->used_names, n, len, xfs_hash_bytes(n, len, 0), NULL);
    }
    pr->used_log.len = mark;
  }
}

static bool push_name_scope(xfy_printer *pr) {
  return XFS_VEC_PUSH(xfs_ctx_mem(pr->ctx), &pr->scope_marks, size_t, pr->used_log.len);
}

/* SSANameState: assigns print_id to every value and block under `root`
 * (root's results included).  Regions are taken from a LIFO stack; each
 * starts from the counters its parent region had after being numbered
 * (with unique ids in generic form the counters run on instead) and sees
 * the names of its ancestors' regions only. */
static bool number_tree(xfy_printer *pr, xf_op *root) {
  xfs_vec stack = {0};
  bool unique = pr->opts.generic;
  pr->next_value = pr->next_arg = pr->conflict = 0;
  bool ok = push_name_scope(pr) && push_regions(pr, &stack, root, 1);
  number_results(pr, root);
  while (ok && stack.len) {
    region_item it = XFS_VEC_AT(&stack, region_item, --stack.len);
    if (!unique) {
      pr->next_value = it.next_value;
      pr->next_arg = it.next_arg;
      pr->conflict = it.conflict;
    }
    pop_name_scopes(pr, it.scope);
    ok = push_name_scope(pr);
    size_t depth = pr->scope_marks.len;
    number_region(pr, it.r);
    for (xf_block *b = it.r->first; ok && b; b = b->next)
      for (xf_op *op = b->first; ok && op; op = op->next)
        if (op->nreg)
          ok = push_regions(pr, &stack, op, depth);
  }
  xfs_vec_free(xfs_ctx_mem(pr->ctx), &stack, sizeof(region_item));
  return ok && !pr->name_buf.failed;
}

/* The first result of the result group holding result `i`, and the size
 * of that group. */
static uint32_t result_group(const xf_op *op, uint32_t i, uint32_t *size) {
  uint32_t g = i;
  while (g > 0 && op->results[g].print_id == XFY_NAME_NONE)
    g--;
  uint32_t e = i + 1;
  while (e < op->nres && op->results[e].print_id == XFY_NAME_NONE)
    e++;
  *size = e - g;
  return g;
}

static void print_id(xfy_printer *pr, uint32_t id) {
  if ((id & XFY_NAME_STR) == XFY_NAME_STR && id != XFY_NAME_NONE) {
    xfy_putc(pr, '%');
    xfy_puts(pr, XFS_VEC_AT(&pr->names, char *, id & ~XFY_NAME_STR));
  } else if (id & XFY_NAME_ARG) {
    xfy_puts(pr, "%arg");
    xfs_buf_put_u64(pr->out, id & ~XFY_NAME_ARG);
  } else {
    xfy_putc(pr, '%');
    xfs_buf_put_u64(pr->out, id);
  }
}

void xfy_print_value(xfy_printer *pr, xf_value *v) {
  if ((!v->op && !v->block) || (v->op ? v->op->results[0].print_id : v->print_id) == XFY_NAME_NONE) {
    xfy_puts(pr, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  if (!v->op || v->op->nres == 1) {
    print_id(pr, v->print_id);
    return;
  }
  uint32_t size;
  uint32_t g = result_group(v->op, v->index, &size);
  print_id(pr, v->op->results[g].print_id);
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
    print_id(pr, op->results[g].print_id);
    if (size > 1)
      xfs_buf_printf(pr->out, ":%u", size);
    g += size;
  }
  xfy_puts(pr, " = ");
}

void xfy_print_block_name(xfy_printer *pr, xf_block *b) {
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

static int cmp_block_order(const void *a, const void *b) {
  const xf_block *x = *(xf_block *const *)a, *y = *(xf_block *const *)b;
  return x->print_id < y->print_id ? -1 : x->print_id > y->print_id;
}

/* The `// pred: ^bb0` comment after a non-entry block label. */
static void print_pred_comment(xfy_printer *pr, xf_block *b) {
  xf_region *r = b->region;
  xfs_vec preds = {0};
  for (xf_block *pb = r->first; pb; pb = pb->next)
    for (xf_op *op = pb->first; op; op = op->next)
      for (uint32_t i = 0; i < op->nsucc; i++)
        if (op->succs[i] == b)
          XFS_VEC_PUSH(xfs_ctx_mem(pr->ctx), &preds, xf_block *, pb);
  if (preds.len == 0) {
    xfy_puts(pr, "  // no predecessors");
  } else {
    if (preds.len == 1) {
      xfy_puts(pr, "  // pred: ");
      xfy_print_block_name(pr, XFS_VEC_AT(&preds, xf_block *, 0));
    } else {
      qsort(preds.data, preds.len, sizeof(xf_block *), cmp_block_order);
      xfs_buf_printf(pr->out, "  // %zu preds: ", preds.len);
      for (size_t i = 0; i < preds.len; i++) {
        if (i)
          xfy_puts(pr, ", ");
        xfy_print_block_name(pr, XFS_VEC_AT(&preds, xf_block *, i));
      }
    }
  }
  xfs_vec_free(xfs_ctx_mem(pr->ctx), &preds, sizeof(xf_block *));
}

static void print_block_label(xfy_printer *pr, xf_block *b) {
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
      if (pr->opts.debug_info && b->args[i]->loc) {
        xfy_putc(pr, ' ');
        xfy_print_loc(pr, b->args[i]->loc);
      }
    }
    xfy_putc(pr, ')');
  }
  xfy_putc(pr, ':');
  if (b != b->region->first)
    print_pred_comment(pr, b);
  xfy_putc(pr, '\n');
}

static void print_block(xfy_printer *pr, xf_block *b, bool print_label, bool print_terms) {
  if (print_label)
    print_block_label(pr, b);
  for (xf_op *op = b->first; op; op = op->next) {
    if (!print_terms && !op->next && op->info && (op->info->traits & XF_TRAIT_TERMINATOR))
      break;
    print_indent(pr, pr->indent);
    print_op(pr, op);
    xfy_putc(pr, '\n');
  }
}

/* OperationPrinter::printRegion. */
void xfy_print_region_ex(xfy_printer *pr, xf_region *r, bool print_entry_args,
                         bool print_terminators, bool print_empty_block) {
  if (pr->opts.skip_regions) {
    xfy_puts(pr, "{...}");
    return;
  }
  xfy_puts(pr, "{\n");
  unsigned saved = pr->indent;
  pr->indent += 2;
  for (xf_block *b = r->first; b; b = b->next) {
    bool label = b != r->first || (print_entry_args && b->nargs) ||
                 (print_empty_block && !b->first);
    print_block(pr, b, label, b != r->first || print_terminators);
  }
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
      xfy_print_block_name(pr, op->succs[i]);
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
      xfy_print_region(pr, &op->regions[i], true, true);
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
  if (op->nres == 1 && op->results[0].type->kind != XF_TYPE_FUNCTION) {
    xfy_print_type(pr, op->results[0].type);
  } else {
    xfy_putc(pr, '(');
    for (uint32_t i = 0; i < op->nres; i++) {
      if (i)
        xfy_puts(pr, ", ");
      xfy_print_type(pr, op->results[i].type);
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

static void print_op(xfy_printer *pr, xf_op *op) {
  if (op->nres)
    print_result_groups(pr, op);
  if (!pr->opts.generic && op->info && op->info->print) {
    print_custom_name(pr, op);
    const char *saved = pr->default_dialect;
    pr->default_dialect = op->info->default_dialect ? op->info->default_dialect : "";
    op->info->print(pr, op);
    pr->default_dialect = saved;
  } else
    print_generic(pr, op);
  if (pr->opts.debug_info && op->loc) {
    xfy_putc(pr, ' ');
    xfy_print_loc(pr, op->loc);
  }
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

static void printer_fini(xfy_printer *pr) {
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  xfs_arena_free(&pr->name_arena);
  xfs_vec_free(m, &pr->names, sizeof(char *));
  xfs_vec_free(m, &pr->used_log, sizeof(char *));
  xfs_vec_free(m, &pr->scope_marks, sizeof(size_t));
  xfs_map_free(m, &pr->used_names);
  xf_strbuf_free(&pr->name_buf);
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

xf_status xf_print_module(xf_op *op, const xf_print_options *opts, xf_strbuf *out) {
  xf_context *ctx = op->ctx;
  install_hooks(ctx);
  xf_strbuf body;
  xf_strbuf_init(&body, ctx);
  xfy_printer pr;
  printer_init(&pr, ctx, &body, opts);
  pr.use_aliases = !pr.opts.local_scope;
  if (!number_tree(&pr, op)) {
    printer_fini(&pr);
    xf_strbuf_free(&body);
    return XF_NOMEM;
  }
  print_op(&pr, op);
  xfs_buf_putc(&body, '\n');
  print_alias_defs(&pr, out);
  xfs_buf_put(out, body.data ? body.data : "", body.len);
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
  xf_context *ctx = op->ctx;
  install_hooks(ctx);
  xfy_printer pr;
  printer_init(&pr, ctx, out, opts);
  pr.use_aliases = false;
  xf_op *root = opts && !opts->local_scope ? top_ancestor(op) : numbering_root(op);
  if (!number_tree(&pr, root)) {
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
