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
} region_item;

static void number_results(xf_op *op, uint32_t *nv) {
  if (!op->nres)
    return;
  uint32_t id = (*nv)++;
  for (uint32_t i = 0; i < op->nres; i++)
    op->results[i].print_id = id;
}

static void number_region(xf_region *r, uint32_t *nv, uint32_t *na) {
  uint32_t k = 0;
  for (xf_block *b = r->first; b; b = b->next) {
    b->print_id = k++;
    bool entry = b == r->first;
    for (uint32_t i = 0; i < b->nargs; i++)
      b->args[i]->print_id = entry ? (XFY_NAME_ARG | (*na)++) : (*nv)++;
    for (xf_op *op = b->first; op; op = op->next)
      number_results(op, nv);
  }
}

static bool push_regions(xf_context *ctx, xfs_vec *stack, xf_op *op, uint32_t nv, uint32_t na) {
  for (uint32_t i = 0; i < op->nreg; i++) {
    region_item it = {&op->regions[i], nv, na};
    if (!XFS_VEC_PUSH(xfs_ctx_mem(ctx), stack, region_item, it))
      return false;
  }
  return true;
}

/* Assigns print_id to every value and block under `root` (root's results
 * included).  Regions are taken from a LIFO stack as MLIR's SSANameState
 * takes them; with `unique` (generic form) the counters run on across
 * regions instead of restarting from the parent region's. */
static bool number_tree(xf_context *ctx, xf_op *root, bool unique) {
  xfs_vec stack = {0};
  uint32_t nv = 0, na = 0;
  number_results(root, &nv);
  bool ok = push_regions(ctx, &stack, root, nv, na);
  while (ok && stack.len) {
    region_item it = XFS_VEC_AT(&stack, region_item, --stack.len);
    if (!unique) {
      nv = it.next_value;
      na = it.next_arg;
    }
    number_region(it.r, &nv, &na);
    for (xf_block *b = it.r->first; ok && b; b = b->next)
      for (xf_op *op = b->first; ok && op; op = op->next)
        if (op->nreg)
          ok = push_regions(ctx, &stack, op, nv, na);
  }
  xfs_vec_free(xfs_ctx_mem(ctx), &stack, sizeof(region_item));
  return ok;
}

void xfy_print_value(xfy_printer *pr, xf_value *v) {
  uint32_t id = v->print_id;
  if (!v->op && !v->block) {
    xfy_puts(pr, "<<UNKNOWN SSA VALUE>>");
    return;
  }
  if (id & XFY_NAME_ARG) {
    xfy_puts(pr, "%arg");
    xfs_buf_put_u64(pr->out, id & ~XFY_NAME_ARG);
    return;
  }
  xfy_putc(pr, '%');
  xfs_buf_put_u64(pr->out, id);
  if (v->op && v->op->nres > 1) {
    xfy_putc(pr, '#');
    xfs_buf_put_u64(pr->out, v->index);
  }
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

void xfy_print_region(xfy_printer *pr, xf_region *r, bool print_entry_args,
                      bool print_terminators) {
  xfy_puts(pr, "{\n");
  unsigned saved = pr->indent;
  pr->indent += 2;
  for (xf_block *b = r->first; b; b = b->next) {
    bool label = b != r->first || (print_entry_args && b->nargs) ||
                 (print_entry_args && !b->first);
    print_block(pr, b, label, print_terminators);
  }
  pr->indent = saved;
  print_indent(pr, pr->indent);
  xfy_putc(pr, '}');
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
  if (op->nreg && !pr->opts.skip_regions) {
    xfy_puts(pr, " (");
    for (uint32_t i = 0; i < op->nreg; i++) {
      if (i)
        xfy_puts(pr, ", ");
      xfy_print_region(pr, &op->regions[i], true, true);
    }
    xfy_putc(pr, ')');
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

static void print_op(xfy_printer *pr, xf_op *op) {
  if (op->nres) {
    xfy_print_value(pr, &op->results[0]);
    if (op->nres > 1) {
      /* `%0:2` — the group name without the #index */
      size_t len = pr->out->len;
      while (len > 0 && pr->out->data[len - 1] != '#')
        len--;
      if (len > 0)
        pr->out->len = len - 1;
      xfs_buf_printf(pr->out, ":%u", op->nres);
    }
    xfy_puts(pr, " = ");
  }
  if (!pr->opts.generic && op->info && op->info->print)
    op->info->print(pr, op);
  else
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
}

static void printer_fini(xfy_printer *pr) {
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
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
  if (!number_tree(ctx, op, opts && opts->generic))
    return XF_NOMEM;
  xf_strbuf body;
  xf_strbuf_init(&body, ctx);
  xfy_printer pr;
  printer_init(&pr, ctx, &body, opts);
  pr.use_aliases = !pr.opts.local_scope;
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

xf_status xf_print_op(xf_op *op, const xf_print_options *opts, xf_strbuf *out) {
  xf_context *ctx = op->ctx;
  install_hooks(ctx);
  if (!number_tree(ctx, numbering_root(op), opts && opts->generic))
    return XF_NOMEM;
  xfy_printer pr;
  printer_init(&pr, ctx, out, opts);
  pr.use_aliases = false;
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
