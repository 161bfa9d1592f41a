/* asm_print.c — the custom-op printing toolkit (asm.h): operands, type
 * lists, attribute dictionaries without elided names, regions, successors.
 * Spacing follows MLIR's OpAsmPrinter: helpers that start a clause print
 * their own leading space where MLIR does (` -> `, ` {...}`).
 */
#include "asm.h"

void xfy_print_operand(xfy_printer *pr, xf_value *v) { xfy_print_value(pr, v); }

void xfy_print_operands(xfy_printer *pr, xf_op *op, size_t from, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_value(pr, op->operands[from + i].value);
  }
}

void xfy_print_value_list(xfy_printer *pr, xf_value *const *v, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_value(pr, v[i]);
  }
}

void xfy_print_operand_types(xfy_printer *pr, xf_op *op, size_t from, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_type(pr, op->operands[from + i].value->type);
  }
}

void xfy_print_result_types(xfy_printer *pr, xf_op *op) {
  for (uint32_t i = 0; i < op->nres; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_type(pr, xfi_op_results(op)[i].type);
  }
}

void xfy_print_arrow_types(xfy_printer *pr, xf_type *const *t, size_t n, bool optional) {
  if (!n && optional)
    return;
  xfy_puts(pr, " -> ");
  bool wrap = n != 1 || t[0]->kind == XF_TYPE_FUNCTION;
  if (wrap)
    xfy_putc(pr, '(');
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_type(pr, t[i]);
  }
  if (wrap)
    xfy_putc(pr, ')');
}

void xfy_print_functional_type(xfy_printer *pr, xf_op *op) {
  xfy_putc(pr, '(');
  xfy_print_operand_types(pr, op, 0, op->nops);
  xfy_puts(pr, ") -> ");
  bool wrap = op->nres != 1 || xfi_op_results(op)[0].type->kind == XF_TYPE_FUNCTION;
  if (wrap)
    xfy_putc(pr, '(');
  xfy_print_result_types(pr, op);
  if (wrap)
    xfy_putc(pr, ')');
}

/* ------------------------------------------------------- attribute dicts */

static bool elided_name(const xf_ident *n, const char *const *elided) {
  if (!elided)
    return false;
  for (const char *const *e = elided; *e; e++)
    if (**e == n->str[0] && strcmp(*e, n->str) == 0) /* the first byte rules most out */
      return true;
  return false;
}

static void print_entry(xfy_printer *pr, const xf_named_attr *e, bool *first) {
  xfy_puts(pr, *first ? "" : ", ");
  *first = false;
  xfy_print_keyword_or_string(pr->out, e->name->str, e->name->len);
  if (e->value->kind != XF_ATTR_UNIT) {
    xfy_puts(pr, " = ");
    xfy_print_attr(pr, e->value, XFY_ELIDE_NEVER);
  }
}

static int cmp_ident(const xf_ident *a, const xf_ident *b) {
  size_t n = a->len < b->len ? a->len : b->len;
  int c = memcmp(a->str, b->str, n);
  return c ? c : (a->len < b->len ? -1 : a->len > b->len);
}

static size_t count_kept(const xf_attr *d, const char *const *elided) {
  size_t k = 0;
  for (uint32_t i = 0; d && i < d->n; i++)
    k += !elided_name(d->u.entries[i].name, elided);
  return k;
}

/* Prints the union of two sorted dictionaries in name order. */
static void print_merged(xfy_printer *pr, const xf_attr *a, const xf_attr *b,
                         const char *const *elided, const char *lead) {
  if (!count_kept(a, elided) && !count_kept(b, elided))
    return;
  xfy_puts(pr, lead);
  xfy_putc(pr, '{');
  uint32_t i = 0, j = 0, na = a ? a->n : 0, nb = b ? b->n : 0;
  bool first = true;
  while (i < na || j < nb) {
    const xf_named_attr *e;
    if (j >= nb || (i < na && cmp_ident(a->u.entries[i].name, b->u.entries[j].name) <= 0))
      e = &a->u.entries[i++];
    else
      e = &b->u.entries[j++];
    if (!elided_name(e->name, elided))
      print_entry(pr, e, &first);
  }
  xfy_putc(pr, '}');
}

void xfy_print_optional_attr_dict(xfy_printer *pr, xf_op *op, const char *const *elided) {
  print_merged(pr, op->props, op->attrs, elided, " ");
}

void xfy_print_optional_attr_dict_with_keyword(xfy_printer *pr, xf_op *op,
                                               const char *const *elided) {
  print_merged(pr, op->props, op->attrs, elided, " attributes ");
}

void xfy_print_optional_discardable_attr_dict(xfy_printer *pr, xf_op *op,
                                              const char *const *elided) {
  print_merged(pr, NULL, op->attrs, elided, " ");
}

void xfy_print_optional_prop_dict(xfy_printer *pr, xf_op *op, const char *const *elided) {
  if (!count_kept(op->props, elided))
    return;
  xfy_puts(pr, " <");
  print_merged(pr, op->props, NULL, elided, "");
  xfy_putc(pr, '>');
}

void xfy_print_symbol_name(xfy_printer *pr, const char *s, size_t n) {
  xfy_putc(pr, '@');
  xfy_print_keyword_or_string(pr->out, s, n);
}

void xfy_print_attr_no_type(xfy_printer *pr, xf_attr *a) {
  xfy_print_attr(pr, a, XFY_ELIDE_MUST);
}

xf_attr *xfy_op_attr(xf_op *op, const char *name) { return xf_op_get_attr(op, name); }

/* ------------------------------------------------------ blocks, regions */

void xfy_print_successor(xfy_printer *pr, xf_block *b) { xfy_print_block_name(pr, b); }

void xfy_print_successor_and_use_list(xfy_printer *pr, xf_block *b, xf_value *const *vals,
                                      size_t n) {
  xfy_print_block_name(pr, b);
  if (!n)
    return;
  xfy_putc(pr, '(');
  xfy_print_value_list(pr, vals, n);
  xfy_puts(pr, " : ");
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_type(pr, vals[i]->type);
  }
  xfy_putc(pr, ')');
}

void xfy_print_custom_region(xfy_printer *pr, xf_region *r, bool print_entry_args,
                             bool print_terminators, bool print_empty_block) {
  xfy_print_region_ex(pr, r, print_entry_args, print_terminators, print_empty_block);
}

void xfy_print_newline(xfy_printer *pr) {
  xfy_putc(pr, '\n');
  for (unsigned i = 0; i < pr->indent; i++)
    xfy_putc(pr, ' ');
}
