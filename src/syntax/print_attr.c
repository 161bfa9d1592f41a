/* print_attr.c — types and attributes as mlir-opt 22 prints them.
 *
 * Type elision follows AsmPrinter: inside arrays (and memref memory
 * spaces) i64 integers and f64 floats drop their `: type`; bools always do.
 * Floats go through xfs_float_format (MLIR's printFloatValue), integers
 * through xfs_int_format (signed unless the type is unsigned).  Dense
 * elements print as a splat when all elements are equal, as nested lists
 * otherwise, and as a hex string past 100 elements.  Strings escape `"`,
 * `\` and non-printable bytes as `\XX`.
 */
#include <ctype.h>
#include <stdio.h>

#include "printer.h"
#include "affine_syntax.h"
#include "../support/numeric.h"

void xfy_print_escaped(xf_strbuf *b, const char *s, size_t n) {
  static const char hex[] = "0123456789ABCDEF";
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '\\') {
      xfs_buf_put(b, "\\\\", 2);
    } else if (c >= 0x20 && c <= 0x7E && c != '"') {
      xfs_buf_putc(b, (char)c);
    } else {
      char e[3] = {'\\', hex[c >> 4], hex[c & 15]};
      xfs_buf_put(b, e, 3);
    }
  }
}

static bool is_bare_identifier(const char *s, size_t n) {
  if (n == 0 || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
    return false;
  for (size_t i = 1; i < n; i++)
    if (!(isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '$' || s[i] == '.'))
      return false;
  return true;
}

void xfy_print_keyword_or_string(xf_strbuf *b, const char *s, size_t n) {
  if (is_bare_identifier(s, n)) {
    xfs_buf_put(b, s, n);
    return;
  }
  xfs_buf_putc(b, '"');
  xfy_print_escaped(b, s, n);
  xfs_buf_putc(b, '"');
}

/* ------------------------------------------------------------------ types */

static void print_dims(xfy_printer *pr, const xf_type *t) {
  for (uint32_t i = 0; i < t->n; i++) {
    bool sc = t->scalable && t->scalable[i];
    if (sc)
      xfy_putc(pr, '[');
    if (t->shape[i] == XF_DYNAMIC)
      xfy_putc(pr, '?');
    else
      xfs_buf_put_i64(pr->out, t->shape[i]);
    if (sc)
      xfy_putc(pr, ']');
    xfy_putc(pr, 'x');
  }
}

static void print_type_list(xfy_printer *pr, xf_type *const *ts, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xfy_print_type(pr, ts[i]);
  }
}

static void print_function_type(xfy_printer *pr, const xf_type *t) {
  xfy_putc(pr, '(');
  print_type_list(pr, t->types, t->n);
  xfy_puts(pr, ") -> ");
  xf_type *const *res = t->types + t->n;
  if (t->nres == 1 && res[0]->kind != XF_TYPE_FUNCTION) {
    xfy_print_type(pr, res[0]);
  } else {
    xfy_putc(pr, '(');
    print_type_list(pr, res, t->nres);
    xfy_putc(pr, ')');
  }
}

/* Whether the spelling of `t` depends only on `t` (no attributes, whose
 * printing may use aliases, and no dialect hooks): such spellings are
 * cached in the type. */
static bool spelling_cacheable(const xf_type *t) {
  switch ((xf_type_kind)t->kind) {
  case XF_TYPE_INTEGER:
  case XF_TYPE_INDEX:
  case XF_TYPE_FLOAT:
    return true;
  case XF_TYPE_VECTOR:
  case XF_TYPE_RANKED_TENSOR:
  case XF_TYPE_UNRANKED_TENSOR:
  case XF_TYPE_MEMREF:
  case XF_TYPE_UNRANKED_MEMREF:
  case XF_TYPE_COMPLEX:
    return !t->encoding && !t->memspace && spelling_cacheable(t->elem);
  default:
    return false;
  }
}

static void print_type_uncached(xfy_printer *pr, xf_type *t);

void xfy_print_type(xfy_printer *pr, xf_type *t) {
  /* (threads printing at once may both cache it: the length is stored
   * before the text is published) */
  const char *sp = __atomic_load_n(&t->spelling, __ATOMIC_ACQUIRE);
  if (sp) {
    xfs_buf_put(pr->out, sp, __atomic_load_n(&t->spelling_len, __ATOMIC_RELAXED));
    return;
  }
  if (!spelling_cacheable(t)) {
    print_type_uncached(pr, t);
    return;
  }
  /* First print of a cacheable type: render it into a scratch buffer (no
   * sink, so nothing is flushed half-way), keep a copy in the context. */
  xf_strbuf scratch, *out = pr->out;
  xf_strbuf_init(&scratch, pr->ctx);
  pr->out = &scratch;
  print_type_uncached(pr, t);
  pr->out = out;
  char *s = scratch.failed ? NULL : xfs_arena_alloc(xfi_arena(pr->ctx), scratch.len + 1);
  if (s) {
    memcpy(s, scratch.data, scratch.len);
    s[scratch.len] = 0;
    __atomic_store_n(&t->spelling_len, (uint32_t)scratch.len, __ATOMIC_RELAXED); /* same everywhere */
    __atomic_store_n(&t->spelling, s, __ATOMIC_RELEASE);
    xfs_buf_put(out, s, scratch.len);
  } else {
    print_type_uncached(pr, t);
  }
  xf_strbuf_free(&scratch);
}

static void print_type_uncached(xfy_printer *pr, xf_type *t) {
  switch ((xf_type_kind)t->kind) {
  case XF_TYPE_INTEGER:
    xfy_puts(pr, t->sign == XF_SIGNED ? "si" : t->sign == XF_UNSIGNED ? "ui" : "i");
    xfs_buf_put_u64(pr->out, t->width);
    return;
  case XF_TYPE_INDEX: xfy_puts(pr, "index"); return;
  case XF_TYPE_NONE: xfy_puts(pr, "none"); return;
  case XF_TYPE_FLOAT: xfy_puts(pr, xfs_fsem_name((xfs_fsem)t->fsem)); return;
  case XF_TYPE_COMPLEX:
    xfy_puts(pr, "complex<");
    xfy_print_type(pr, t->elem);
    xfy_putc(pr, '>');
    return;
  case XF_TYPE_TUPLE:
    xfy_puts(pr, "tuple<");
    print_type_list(pr, t->types, t->n);
    xfy_putc(pr, '>');
    return;
  case XF_TYPE_FUNCTION: print_function_type(pr, t); return;
  case XF_TYPE_VECTOR:
    xfy_puts(pr, "vector<");
    print_dims(pr, t);
    xfy_print_type(pr, t->elem);
    xfy_putc(pr, '>');
    return;
  case XF_TYPE_RANKED_TENSOR:
    xfy_puts(pr, "tensor<");
    print_dims(pr, t);
    xfy_print_type(pr, t->elem);
    if (t->encoding) {
      xfy_puts(pr, ", ");
      xfy_print_attr(pr, t->encoding, XFY_ELIDE_NEVER);
    }
    xfy_putc(pr, '>');
    return;
  case XF_TYPE_UNRANKED_TENSOR:
    xfy_puts(pr, "tensor<*x");
    xfy_print_type(pr, t->elem);
    xfy_putc(pr, '>');
    return;
  case XF_TYPE_MEMREF:
    xfy_puts(pr, "memref<");
    print_dims(pr, t);
    xfy_print_type(pr, t->elem);
    if (t->encoding) {
      xfy_puts(pr, ", ");
      xfy_print_attr(pr, t->encoding, XFY_ELIDE_NEVER);
    }
    if (t->memspace) {
      xfy_puts(pr, ", ");
      xfy_print_attr(pr, t->memspace, XFY_ELIDE_MAY);
    }
    xfy_putc(pr, '>');
    return;
  case XF_TYPE_UNRANKED_MEMREF:
    xfy_puts(pr, "memref<*x");
    xfy_print_type(pr, t->elem);
    if (t->memspace) {
      xfy_puts(pr, ", ");
      xfy_print_attr(pr, t->memspace, XFY_ELIDE_MAY);
    }
    xfy_putc(pr, '>');
    return;
  case XF_TYPE_OPAQUE:
  case XF_TYPE_DIALECT:
    xfy_putc(pr, '!');
    xfs_buf_put(pr->out, t->text->str, t->text->len);
    return;
  }
}

/* ------------------------------------------------------------- scalars */

static unsigned int_width(const xf_type *t) { return t->kind == XF_TYPE_INDEX ? 64 : t->width; }

static void print_int_words(xfy_printer *pr, const uint64_t *w, const xf_type *t) {
  char buf[1300];
  if (t->kind == XF_TYPE_INTEGER && t->width == 1 && t->sign == XF_SIGNLESS) {
    xfy_puts(pr, (w[0] & 1) ? "true" : "false");
    return;
  }
  xfs_int_format(w, int_width(t), t->kind == XF_TYPE_INTEGER && t->sign == XF_UNSIGNED, buf,
                 sizeof buf);
  xfy_puts(pr, buf);
}

/* Returns true when the value was printed in hex (special values). */
static bool print_float_bits(xfy_printer *pr, const uint64_t *bits, const xf_type *t) {
  char buf[128];
  uint64_t b[2] = {bits[0], xfs_fsem_bits((xfs_fsem)t->fsem) > 64 ? bits[1] : 0};
  xfs_float_format((xfs_fsem)t->fsem, b, buf, sizeof buf);
  xfy_puts(pr, buf);
  return buf[0] == '0' && buf[1] == 'x';
}

/* ------------------------------------------------------- dense elements */

static void print_elem(xfy_printer *pr, const uint64_t *w, const xf_type *et) {
  if (et->kind == XF_TYPE_COMPLEX) {
    unsigned half = et->elem->kind == XF_TYPE_FLOAT
                        ? (xfs_fsem_bits((xfs_fsem)et->elem->fsem) > 64 ? 2 : 1)
                        : xfi_int_words(int_width(et->elem));
    xfy_putc(pr, '(');
    print_elem(pr, w, et->elem);
    xfy_putc(pr, ',');
    print_elem(pr, w + half, et->elem);
    xfy_putc(pr, ')');
  } else if (et->kind == XF_TYPE_FLOAT) {
    print_float_bits(pr, w, et);
  } else {
    print_int_words(pr, w, et);
  }
}

static bool dense_is_splat(const xf_attr *a) { return a->flag != 0; }

/* Nested lists for a non-splat dense attribute. */
static void print_dense_nested(xfy_printer *pr, const xf_attr *a) {
  const xf_type *t = a->type;
  size_t rank = t->n, n = a->n;
  unsigned wpe = a->u.dense.words_per_elem;
  if (rank == 0) {
    print_elem(pr, a->u.dense.data, t->elem);
    return;
  }
  /* counters per dimension, printing brackets as dims roll over */
  int64_t idx[64] = {0};
  if (rank > 64)
    rank = 64;
  for (size_t i = 0; i < rank; i++)
    xfy_putc(pr, '[');
  for (size_t e = 0; e < n; e++) {
    print_elem(pr, a->u.dense.data + e * wpe, t->elem);
    size_t d = rank;
    while (d > 0) {
      idx[d - 1]++;
      if (idx[d - 1] < t->shape[d - 1])
        break;
      idx[d - 1] = 0;
      xfy_putc(pr, ']');
      d--;
    }
    if (d == 0)
      break;
    xfy_puts(pr, ", ");
    for (size_t k = d; k < rank; k++)
      xfy_putc(pr, '[');
  }
}

static void print_dense_hex(xfy_printer *pr, const xf_attr *a) {
  static const char hex[] = "0123456789ABCDEF";
  const xf_type *et = a->type->elem;
  unsigned bits = et->kind == XF_TYPE_FLOAT ? xfs_fsem_bits((xfs_fsem)et->fsem) : int_width(et);
  unsigned parts = 1;
  if (et->kind == XF_TYPE_COMPLEX) {
    parts = 2;
    bits = et->elem->kind == XF_TYPE_FLOAT ? xfs_fsem_bits((xfs_fsem)et->elem->fsem)
                                          : int_width(et->elem);
  }
  unsigned bytes = bits == 1 ? 1 : (bits + 7) / 8;
  unsigned wpe = a->u.dense.words_per_elem, wpp = wpe / parts;
  xfy_puts(pr, "\"0x");
  for (uint32_t e = 0; e < a->n; e++) {
    for (unsigned p = 0; p < parts; p++) {
      const uint64_t *w = a->u.dense.data + e * wpe + p * wpp;
      for (unsigned b = 0; b < bytes; b++) {
        unsigned v = (unsigned)(w[b / 8] >> (8 * (b % 8))) & 0xFF;
        xfy_putc(pr, hex[v >> 4]);
        xfy_putc(pr, hex[v & 15]);
      }
    }
  }
  xfy_putc(pr, '"');
}

static void print_dense_body(xfy_printer *pr, const xf_attr *a, bool allow_hex) {
  int64_t total = xfi_type_num_elements(a->type);
  if (total == 0 || a->n == 0)
    return;
  if (dense_is_splat(a)) {
    print_elem(pr, a->u.dense.data, a->type->elem);
    return;
  }
  if (allow_hex && total > 100 && !pr->opts.elide_large) {
    print_dense_hex(pr, a);
    return;
  }
  print_dense_nested(pr, a);
}

static void print_dense_string_body(xfy_printer *pr, const xf_attr *a) {
  const xf_type *t = a->type;
  if (a->n == 0)
    return;
  if (a->flag || a->n == 1) {
    xfy_print_attr(pr, a->u.dstr.strs[0], XFY_ELIDE_MUST);
    return;
  }
  size_t rank = t->n;
  int64_t idx[64] = {0};
  if (rank == 0 || rank > 64) {
    xfy_print_attr(pr, a->u.dstr.strs[0], XFY_ELIDE_MUST);
    return;
  }
  for (size_t i = 0; i < rank; i++)
    xfy_putc(pr, '[');
  for (uint32_t e = 0; e < a->n; e++) {
    xfy_print_attr(pr, a->u.dstr.strs[e], XFY_ELIDE_MUST);
    size_t d = rank;
    while (d > 0) {
      idx[d - 1]++;
      if (idx[d - 1] < t->shape[d - 1])
        break;
      idx[d - 1] = 0;
      xfy_putc(pr, ']');
      d--;
    }
    if (d == 0)
      break;
    xfy_puts(pr, ", ");
    for (size_t k = d; k < rank; k++)
      xfy_putc(pr, '[');
  }
}

/* --------------------------------------------------------------- others */

static void print_dense_array(xfy_printer *pr, const xf_attr *a) {
  xfy_puts(pr, "array<");
  xfy_print_type(pr, a->type);
  for (uint32_t i = 0; i < a->n; i++) {
    xfy_puts(pr, i ? ", " : ": ");
    uint64_t w[XFS_INT_MAX_WIDTH / 64] = {a->u.darr.vals[i]}; /* any width: zero-extended */
    if (a->type->kind == XF_TYPE_FLOAT)
      print_float_bits(pr, w, a->type);
    else
      print_int_words(pr, w, a->type);
  }
  xfy_putc(pr, '>');
}

static void print_i64_or_q(xfy_printer *pr, int64_t v) {
  if (v == XF_DYNAMIC)
    xfy_putc(pr, '?');
  else
    xfs_buf_put_i64(pr->out, v);
}

static void print_strided(xfy_printer *pr, const xf_attr *a) {
  xfy_puts(pr, "strided<[");
  for (uint32_t i = 0; i < a->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    print_i64_or_q(pr, a->u.strided.strides[i]);
  }
  xfy_putc(pr, ']');
  if (a->u.strided.offset != 0) {
    xfy_puts(pr, ", offset: ");
    print_i64_or_q(pr, a->u.strided.offset);
  }
  xfy_putc(pr, '>');
}

uint32_t xfy_alias_note(xfy_printer *pr, xf_attr *a) {
  void *found = xfs_ptrmap_get(&pr->aliases, a);
  if (found)
    return (uint32_t)((uintptr_t)found - 1);
  uint32_t num = a->kind == XF_ATTR_INTEGER_SET ? pr->nsets++ : pr->nmaps++;
  xfs_ptrmap_put(xfs_ctx_mem(pr->ctx), &pr->aliases, a, (void *)(uintptr_t)(num + 1));
  XFS_VEC_PUSH(xfs_ctx_mem(pr->ctx), &pr->alias_order, xf_attr *, a);
  return num;
}

/* `#map3` style alias for an affine map or set, allocated on first use. */
static void print_alias_or(xfy_printer *pr, xf_attr *a) {
  bool is_set = a->kind == XF_ATTR_INTEGER_SET;
  /* One the scan missed (a wrong elision hook) prints inline rather than
   * as an alias defined nowhere. */
  if (!pr->use_aliases || (pr->aliases_closed && !xfs_ptrmap_get(&pr->aliases, a))) {
    if (is_set)
      xfy_print_integer_set(pr->out, a);
    else
      xfy_print_affine_map(pr->out, a);
    return;
  }
  uint32_t num = xfy_alias_note(pr, a);
  xfy_puts(pr, is_set ? "#set" : "#map");
  if (num)
    xfs_buf_put_u64(pr->out, num);
}

static void print_symbol_ref(xfy_printer *pr, const xf_attr *a) {
  xfy_putc(pr, '@');
  xfy_print_keyword_or_string(pr->out, a->u.sym.root->str, a->u.sym.root->len);
  for (uint32_t i = 0; i < a->n; i++) {
    xfy_puts(pr, "::@");
    xfy_print_keyword_or_string(pr->out, a->u.sym.nested[i]->str, a->u.sym.nested[i]->len);
  }
}

void xfy_print_dict_body(xfy_printer *pr, xf_attr *dict) {
  for (uint32_t i = 0; i < dict->n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    xf_named_attr *e = &dict->u.entries[i];
    xfy_print_keyword_or_string(pr->out, e->name->str, e->name->len);
    if (e->value->kind != XF_ATTR_UNIT) {
      xfy_puts(pr, " = ");
      xfy_print_attr(pr, e->value, XFY_ELIDE_NEVER);
    }
  }
}

static void print_loc_inner(xfy_printer *pr, xf_attr *l);

static void print_loc_child(xfy_printer *pr, xf_attr *l) {
  uint32_t n;
  if (pr->loc_def_mode && xfy_loc_alias(pr, l, &n)) {
    xfy_puts(pr, "#loc");
    if (n)
      xfs_buf_put_u64(pr->out, n);
    return;
  }
  print_loc_inner(pr, l);
}

static void print_loc_list(xfy_printer *pr, xf_attr *const *ls, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i)
      xfy_puts(pr, ", ");
    print_loc_child(pr, ls[i]);
  }
}

static void print_loc_inner(xfy_printer *pr, xf_attr *l) {
  switch ((xf_attr_kind)l->kind) {
  case XF_ATTR_LOC_UNKNOWN: xfy_puts(pr, "unknown"); return;
  case XF_ATTR_LOC_FILE:
    xfy_putc(pr, '"');
    xfy_print_escaped(pr->out, l->u.floc.file->str, l->u.floc.file->len);
    xfs_buf_printf(pr->out, "\":%u:%u", l->u.floc.line, l->u.floc.col);
    if (l->flag) {
      if (l->u.floc.end_line == l->u.floc.line)
        xfs_buf_printf(pr->out, " to :%u", l->u.floc.end_col);
      else
        xfs_buf_printf(pr->out, " to %u:%u", l->u.floc.end_line, l->u.floc.end_col);
    }
    return;
  case XF_ATTR_LOC_NAME:
    xfy_putc(pr, '"');
    xfy_print_escaped(pr->out, l->u.nloc.name->str, l->u.nloc.name->len);
    xfy_putc(pr, '"');
    if (l->u.nloc.child && l->u.nloc.child->kind != XF_ATTR_LOC_UNKNOWN) {
      xfy_putc(pr, '(');
      print_loc_child(pr, l->u.nloc.child);
      xfy_putc(pr, ')');
    }
    return;
  case XF_ATTR_LOC_CALLSITE:
    xfy_puts(pr, "callsite(");
    print_loc_child(pr, l->u.cloc.callee);
    xfy_puts(pr, " at ");
    print_loc_child(pr, l->u.cloc.caller);
    xfy_putc(pr, ')');
    return;
  case XF_ATTR_LOC_FUSED:
    xfy_puts(pr, "fused");
    if (l->u.fused.metadata) {
      xfy_putc(pr, '<');
      xfy_print_attr(pr, l->u.fused.metadata, XFY_ELIDE_NEVER);
      xfy_putc(pr, '>');
    }
    xfy_putc(pr, '[');
    print_loc_list(pr, l->u.fused.locs, l->n);
    xfy_putc(pr, ']');
    return;
  case XF_ATTR_LOC_OPAQUE:
    xfs_buf_put(pr->out, l->u.str, l->n);
    return;
  default:
    xfy_print_attr(pr, l, XFY_ELIDE_NEVER);
    return;
  }
}

void xfy_print_loc_def(xfy_printer *pr, xf_attr *loc) {
  xfy_puts(pr, "loc(");
  pr->loc_def_mode = true;
  print_loc_inner(pr, loc);
  pr->loc_def_mode = false;
  xfy_putc(pr, ')');
}

/* A location printed in full (block and function arguments: never an
 * alias, though the first pass still records it, not deferred). */
void xfy_print_loc(xfy_printer *pr, xf_attr *loc) {
  if (pr->collecting)
    xfy_loc_visit(pr, loc, false);
  xfy_puts(pr, "loc(");
  print_loc_inner(pr, loc);
  xfy_putc(pr, ')');
}

/* A location as an attribute value: its #loc alias once the first pass
 * has numbered the locations, else in full. */
static void print_loc_value(xfy_printer *pr, xf_attr *loc) {
  uint32_t n;
  if (!pr->collecting && xfy_loc_alias(pr, loc, &n)) {
    xfy_puts(pr, "#loc");
    if (n)
      xfs_buf_put_u64(pr->out, n);
    return;
  }
  xfy_print_loc(pr, loc);
}

static void print_distinct(xfy_printer *pr, xf_attr *a) {
  void *found = xfs_ptrmap_get(&pr->distinct_ids, a);
  uint32_t id;
  if (found) {
    id = (uint32_t)((uintptr_t)found - 1);
  } else {
    id = pr->ndistinct++;
    xfs_ptrmap_put(xfs_ctx_mem(pr->ctx), &pr->distinct_ids, a, (void *)(uintptr_t)(id + 1));
  }
  xfs_buf_printf(pr->out, "distinct[%u]<", id);
  if (a->u.distinct.ref && a->u.distinct.ref->kind != XF_ATTR_UNIT)
    xfy_print_attr(pr, a->u.distinct.ref, XFY_ELIDE_NEVER);
  xfy_putc(pr, '>');
}

static void note_resource(xfy_printer *pr, xf_ident *h) {
  for (size_t i = 0; i < pr->resources.len; i++)
    if (XFS_VEC_AT(&pr->resources, xf_ident *, i) == h)
      return;
  XFS_VEC_PUSH(xfs_ctx_mem(pr->ctx), &pr->resources, xf_ident *, h);
}

static void print_type_suffix(xfy_printer *pr, xf_type *t, xfy_elide elide) {
  if (elide == XFY_ELIDE_MUST || !t || t->kind == XF_TYPE_NONE)
    return;
  xfy_puts(pr, " : ");
  xfy_print_type(pr, t);
}

void xfy_print_attr(xfy_printer *pr, xf_attr *a, xfy_elide elide) {
  switch ((xf_attr_kind)a->kind) {
  case XF_ATTR_UNIT: xfy_puts(pr, "unit"); return;
  case XF_ATTR_BOOL: xfy_puts(pr, a->flag ? "true" : "false"); return;
  case XF_ATTR_INTEGER:
    print_int_words(pr, a->u.words, a->type);
    if (a->type->kind == XF_TYPE_INTEGER && a->type->width == 1 && a->type->sign == XF_SIGNLESS)
      return;
    if (elide == XFY_ELIDE_MAY && a->type->kind == XF_TYPE_INTEGER && a->type->width == 64 &&
        a->type->sign == XF_SIGNLESS)
      return;
    print_type_suffix(pr, a->type, elide);
    return;
  case XF_ATTR_FLOAT: {
    bool hex = print_float_bits(pr, a->u.fbits, a->type);
    if (elide == XFY_ELIDE_MAY && a->type->fsem == XFS_F64 && !hex)
      return;
    print_type_suffix(pr, a->type, elide);
    return;
  }
  case XF_ATTR_STRING:
    xfy_putc(pr, '"');
    xfy_print_escaped(pr->out, a->u.str, a->n);
    xfy_putc(pr, '"');
    print_type_suffix(pr, a->type, elide);
    return;
  case XF_ATTR_TYPE: xfy_print_type(pr, a->u.tval); return;
  case XF_ATTR_ARRAY:
    xfy_putc(pr, '[');
    for (uint32_t i = 0; i < a->n; i++) {
      if (i)
        xfy_puts(pr, ", ");
      xfy_print_attr(pr, a->u.elems[i], XFY_ELIDE_MAY);
    }
    xfy_putc(pr, ']');
    return;
  case XF_ATTR_DICT:
    xfy_putc(pr, '{');
    xfy_print_dict_body(pr, a);
    xfy_putc(pr, '}');
    return;
  case XF_ATTR_SYMBOL_REF: print_symbol_ref(pr, a); return;
  case XF_ATTR_DENSE:
    xfy_puts(pr, "dense<");
    print_dense_body(pr, a, true);
    xfy_putc(pr, '>');
    print_type_suffix(pr, a->type, elide);
    return;
  case XF_ATTR_DENSE_STRING:
    xfy_puts(pr, "dense<");
    print_dense_string_body(pr, a);
    xfy_putc(pr, '>');
    print_type_suffix(pr, a->type, elide);
    return;
  case XF_ATTR_DENSE_RESOURCE:
    xfy_puts(pr, "dense_resource<");
    xfs_buf_put(pr->out, a->u.res.handle->str, a->u.res.handle->len);
    xfy_putc(pr, '>');
    note_resource(pr, a->u.res.handle);
    print_type_suffix(pr, a->type, elide);
    return;
  case XF_ATTR_SPARSE:
    xfy_puts(pr, "sparse<");
    if (a->u.sparse.values->n) {
      print_dense_body(pr, a->u.sparse.indices, false);
      xfy_puts(pr, ", ");
      print_dense_body(pr, a->u.sparse.values, false);
    }
    xfy_putc(pr, '>');
    print_type_suffix(pr, a->type, elide);
    return;
  case XF_ATTR_DENSE_ARRAY: print_dense_array(pr, a); return;
  case XF_ATTR_AFFINE_MAP:
  case XF_ATTR_INTEGER_SET: print_alias_or(pr, a); return;
  case XF_ATTR_STRIDED: print_strided(pr, a); return;
  case XF_ATTR_OPAQUE:
  case XF_ATTR_DIALECT:
    xfy_putc(pr, '#');
    xfs_buf_put(pr->out, a->u.str, a->n);
    print_type_suffix(pr, a->type, elide);
    return;
  case XF_ATTR_DISTINCT: print_distinct(pr, a); return;
  case XF_ATTR_LOC_UNKNOWN:
  case XF_ATTR_LOC_FILE:
  case XF_ATTR_LOC_NAME:
  case XF_ATTR_LOC_CALLSITE:
  case XF_ATTR_LOC_FUSED:
  case XF_ATTR_LOC_OPAQUE: print_loc_value(pr, a); return;
  }
}
