/* print_memo.c — printing repeated ops by replaying recorded text.
 *
 * Printed IR repeats itself: generated files print the same
 * `arith.mulf %a, %b : f32` or linalg header in every function, with only
 * the SSA names changing.  For an op shape seen twice, the memo records the
 * text its printer writes (name and everything after it) with holes where a
 * value name or a region goes; later ops of that shape are printed by
 * copying the text and filling the holes.
 *
 * The shape (the key) is everything such a printer may read: the op's name,
 * properties and attribute dictionary (uniqued pointers), operand and
 * result types, which operands are the same value, the default dialect and
 * the indentation, and one word per region (empty, built, not built, or the
 * shared view of a lazy region).  Ops qualify without successors and, when
 * they have regions, only if printed in generic form or if their op info
 * sets `print_replayable` (their custom printer reads nothing else outside
 * the regions it prints).  Holes: operand i, result i, region i (printed
 * again with the same flags and default dialect).  A recording printer that
 * prints any other value, or a block name, leaves its op unrecorded.
 *
 * What printing an attribute does besides writing text (alias numbers,
 * distinct ids, file resources, locations seen) is idempotent for the same
 * attribute, and a replay only prints attributes its recording printed in
 * the same pass: the printer clears the memo between its passes.  Under
 * --mlir-print-debuginfo, or with `no_text_reuse`, nothing is memoised.
 *
 * The table is two-way set-associative (MEMO_SLOTS slots in pairs): a slot
 * remembers the hash of the last shape seen there and, from the shape's
 * second sighting, its template.  A new shape takes an empty slot of its
 * pair, else the one held least; a template that keeps hitting survives a
 * few colliding shapes (its credit) before it is replaced.  (Direct-mapped,
 * two shapes alternating in one slot were never replayed: which shapes
 * collide depends on addresses, so that happened in about one run in a
 * hundred of test_print_memo.)  Recordings nest (an op recorded
 * while printing the region of another one), at most MEMO_DEPTH deep.
 */
#include "printer.h"

enum {
  MEMO_SLOTS = 1024,
  MEMO_DEPTH = 4,
  MEMO_MAX_VALUES = 16,   /* operands / results of an op the memo takes */
  MEMO_MAX_REGIONS = 4,
  MEMO_MAX_CREDIT = 8,
  MEMO_MAX_KEY = 6 + 2 * MEMO_MAX_VALUES + MEMO_MAX_REGIONS, /* words of a shape */
};

enum { HOLE_NONE, HOLE_OPERAND, HOLE_RESULT, HOLE_REGION };
enum { RF_ENTRY_ARGS = 1, RF_TERMINATORS = 2, RF_EMPTY_BLOCK = 4, RF_VIEW = 8 };

typedef struct memo_piece {
  uint32_t len;          /* literal bytes before the hole */
  uint8_t kind;          /* HOLE_*; HOLE_NONE ends the template */
  uint8_t flags;         /* regions: RF_* */
  uint32_t index;        /* operand, result or region number */
  const char *dialect;   /* regions: the default dialect they print with */
} memo_piece;

typedef struct memo_entry {
  size_t bytes;          /* allocation size */
  uint32_t nkey, npieces;
  uint32_t credit;       /* colliding sightings it still survives */
  uint64_t *key;
  memo_piece *pieces;
  char *text;            /* the literal bytes of all pieces, in order */
} memo_entry;

typedef struct memo_hole {
  memo_piece piece;      /* len unused */
  size_t start, end;     /* the hole's bytes in the frame's buffer */
} memo_hole;

typedef struct memo_frame {
  xf_op *op;             /* op being recorded */
  xf_strbuf *saved_out;  /* where its text goes once recorded */
  xf_strbuf buf;         /* its text while recording */
  xfs_vec holes;         /* memo_hole, in order */
  uint64_t key[MEMO_MAX_KEY]; /* its shape */
  size_t nkey;
  uint32_t suspended;    /* inside one of its regions: holes not ours */
  bool spoiled;          /* printed something that is not a hole we know */
} memo_frame;

typedef struct xfy_memo {
  uint64_t hash[MEMO_SLOTS];     /* 0: empty */
  memo_entry *entry[MEMO_SLOTS]; /* template, or NULL: seen once */
  memo_frame frames[MEMO_DEPTH];
  unsigned depth;
} xfy_memo;

/* ------------------------------------------------------------------ keys */

/* The view a lazy region prints from (RF_VIEW), or NULL. */
static xf_region *region_view(const xfy_printer *pr, xf_op *op, uint32_t i) {
  xfi_lazy_region *l = xfi_op_regions_raw(op)[i].lazy;
  return pr->views && l && l->view ? l->view(l) : NULL;
}

static uint64_t region_word(const xfy_printer *pr, xf_op *op, uint32_t i) {
  xf_region *r = &xfi_op_regions_raw(op)[i];
  if (r->lazy) {
    xf_region *v = region_view(pr, op, i);
    return v ? (uint64_t)(uintptr_t)v : 1;
  }
  return r->first ? 2 : 3;
}

static bool custom_form(const xfy_printer *pr, const xf_op *op) {
  return !pr->opts.generic && op->info && op->info->print;
}

static bool eligible(const xfy_printer *pr, const xf_op *op) {
  if (pr->opts.debug_info || pr->opts.no_text_reuse || op->nsucc ||
      op->nops > MEMO_MAX_VALUES || op->nres > MEMO_MAX_VALUES || op->nreg > MEMO_MAX_REGIONS ||
      pr->indent > 0xFFFF)
    return false;
  return !op->nreg || !custom_form(pr, op) || op->info->print_replayable;
}

/* Writes `op`'s shape into `w`; returns its length in words. */
static size_t build_key(const xfy_printer *pr, xf_op *op, uint64_t *w) {
  size_t n = 0;
  w[n++] = (uintptr_t)op->name;
  w[n++] = (uintptr_t)op->props;
  w[n++] = (uintptr_t)op->attrs;
  w[n++] = (uintptr_t)pr->default_dialect;
  w[n++] = (uint64_t)pr->indent | (uint64_t)op->nops << 16 | (uint64_t)op->nres << 32 |
           (uint64_t)op->nreg << 48;
  uint64_t same = 0; /* 4 bits per operand: the first operand holding its value */
  for (uint32_t i = 0; i < op->nops; i++) {
    xf_value *v = op->operands[i].value;
    w[n++] = (uintptr_t)v->type;
    uint32_t j = 0;
    while (op->operands[j].value != v)
      j++;
    same |= (uint64_t)j << (4 * i);
  }
  w[n++] = same;
  for (uint32_t i = 0; i < op->nres; i++)
    w[n++] = (uintptr_t)xfi_op_results(op)[i].type;
  for (uint32_t i = 0; i < op->nreg; i++)
    w[n++] = region_word(pr, op, i);
  return n;
}

/* The hash of a shape (never 0, which marks an empty slot). */
static uint32_t key_hash(const uint64_t *w, size_t n) {
  uint32_t h = 0x243F6A88u;
  for (size_t i = 0; i < n; i++)
    h = xfs_hash_mix(h, w[i]);
  return h | 1;
}

static bool key_equal(const memo_entry *e, const uint64_t *w, size_t n) {
  return e->nkey == n && memcmp(e->key, w, n * sizeof *w) == 0;
}

/* --------------------------------------------------------------- the memo */

static xfy_memo *memo_get(xfy_printer *pr) {
  if (pr->memo)
    return pr->memo;
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  xfy_memo *memo = xfs_calloc(m, sizeof *memo);
  if (!memo)
    return NULL;
  for (unsigned i = 0; i < MEMO_DEPTH; i++)
    xf_strbuf_init(&memo->frames[i].buf, pr->ctx);
  pr->memo = memo;
  return memo;
}

static void entry_free(xfy_printer *pr, memo_entry *e) {
  if (e)
    xfs_free(xfs_ctx_mem(pr->ctx), e, e->bytes);
}

void xfy_memo_clear(xfy_printer *pr) {
  xfy_memo *memo = pr->memo;
  if (!memo)
    return;
  for (size_t i = 0; i < MEMO_SLOTS; i++) {
    entry_free(pr, memo->entry[i]);
    memo->entry[i] = NULL;
    memo->hash[i] = 0;
  }
}

void xfy_memo_free(xfy_printer *pr) {
  xfy_memo *memo = pr->memo;
  if (!memo)
    return;
  xfy_memo_clear(pr);
  xfs_mem *m = xfs_ctx_mem(pr->ctx);
  for (unsigned i = 0; i < MEMO_DEPTH; i++) {
    xf_strbuf_free(&memo->frames[i].buf);
    xfs_vec_free(m, &memo->frames[i].holes, sizeof(memo_hole));
  }
  xfs_free(m, memo, sizeof *memo);
  pr->memo = NULL;
}

/* ---------------------------------------------------------------- replay */

static void replay(xfy_printer *pr, xf_op *op, const memo_entry *e) {
  const char *t = e->text;
  for (uint32_t i = 0; i < e->npieces; i++) {
    const memo_piece *p = &e->pieces[i];
    xfs_buf_put(pr->out, t, p->len);
    t += p->len;
    switch (p->kind) {
    case HOLE_OPERAND: xfy_print_value(pr, op->operands[p->index].value); break;
    case HOLE_RESULT: xfy_print_value(pr, &xfi_op_results(op)[p->index]); break;
    case HOLE_REGION: {
      xf_region *r = p->flags & RF_VIEW ? xfy_op_region(pr, op, p->index)
                                        : &xfi_op_regions(op)[p->index];
      const char *saved = pr->default_dialect;
      pr->default_dialect = p->dialect;
      xfy_print_region_ex(pr, r, p->flags & RF_ENTRY_ARGS, p->flags & RF_TERMINATORS,
                          p->flags & RF_EMPTY_BLOCK);
      pr->default_dialect = saved;
      break;
    }
    default: break;
    }
  }
}

/* ------------------------------------------------------------- recording */

static memo_frame *top_frame(xfy_printer *pr) {
  return pr->memo && pr->memo->depth ? &pr->memo->frames[pr->memo->depth - 1] : NULL;
}

static void update_active(xfy_printer *pr) {
  memo_frame *f = top_frame(pr);
  pr->memo_recording = f && !f->suspended;
}

static void add_hole(xfy_printer *pr, memo_frame *f, memo_piece piece, size_t start) {
  memo_hole h = {piece, start, f->buf.len};
  if (!XFS_VEC_PUSH(xfs_ctx_mem(pr->ctx), &f->holes, memo_hole, h))
    f->spoiled = true;
}

void xfy_memo_value(xfy_printer *pr, xf_value *v) {
  memo_frame *f = top_frame(pr);
  memo_piece piece = {0, HOLE_NONE, 0, 0, NULL};
  if (v->op == f->op) {
    piece.kind = HOLE_RESULT;
    piece.index = v->index;
  } else {
    for (uint32_t i = 0; i < f->op->nops; i++)
      if (f->op->operands[i].value == v) {
        piece.kind = HOLE_OPERAND;
        piece.index = i;
        break;
      }
  }
  size_t start = f->buf.len;
  xfy_print_value_plain(pr, v);
  if (piece.kind == HOLE_NONE)
    f->spoiled = true;
  else
    add_hole(pr, f, piece, start);
}

void xfy_memo_region(xfy_printer *pr, xf_region *r, bool print_entry_args, bool print_terminators,
                     bool print_empty_block) {
  memo_frame *f = top_frame(pr);
  xf_op *op = f->op;
  memo_piece piece = {0, HOLE_REGION, 0, 0, pr->default_dialect};
  piece.flags = (uint8_t)((print_entry_args ? RF_ENTRY_ARGS : 0) |
                          (print_terminators ? RF_TERMINATORS : 0) |
                          (print_empty_block ? RF_EMPTY_BLOCK : 0));
  bool found = false;
  for (uint32_t i = 0; i < op->nreg && !found; i++) {
    if (r == &xfi_op_regions_raw(op)[i]) {
      found = true;
      piece.index = i;
    } else if (r == xfy_printed_view(pr, region_view(pr, op, i))) {
      found = true;
      piece.index = i;
      piece.flags |= RF_VIEW;
    }
  }
  size_t start = f->buf.len;
  f->suspended++;
  pr->memo_recording = false;
  xfy_print_region_plain(pr, r, print_entry_args, print_terminators, print_empty_block);
  f->suspended--;
  update_active(pr);
  if (!found)
    f->spoiled = true;
  else
    add_hole(pr, f, piece, start);
}

void xfy_memo_spoil(xfy_printer *pr) {
  memo_frame *f = top_frame(pr);
  if (f)
    f->spoiled = true;
}

/* The template of the frame just printed, or NULL (out of memory). */
static memo_entry *make_entry(xfy_printer *pr, memo_frame *f) {
  size_t nholes = f->holes.len, npieces = nholes + 1;
  size_t text = f->buf.len;
  for (size_t i = 0; i < nholes; i++) {
    const memo_hole *h = &XFS_VEC_AT(&f->holes, memo_hole, i);
    text -= h->end - h->start;
  }
  size_t bytes = sizeof(memo_entry) + f->nkey * sizeof(uint64_t) +
                 npieces * sizeof(memo_piece) + text;
  memo_entry *e = xfs_malloc(xfs_ctx_mem(pr->ctx), bytes);
  if (!e)
    return NULL;
  e->bytes = bytes;
  e->nkey = (uint32_t)f->nkey;
  e->npieces = (uint32_t)npieces;
  e->credit = 0;
  e->key = (uint64_t *)(e + 1);
  e->pieces = (memo_piece *)(e->key + e->nkey);
  e->text = (char *)(e->pieces + npieces);
  memcpy(e->key, f->key, f->nkey * sizeof(uint64_t));
  char *t = e->text;
  size_t from = 0;
  for (size_t i = 0; i <= nholes; i++) {
    memo_piece p = {0, HOLE_NONE, 0, 0, NULL};
    size_t to = f->buf.len;
    if (i < nholes) {
      const memo_hole *h = &XFS_VEC_AT(&f->holes, memo_hole, i);
      p = h->piece;
      to = h->start;
    }
    p.len = (uint32_t)(to - from);
    memcpy(t, f->buf.data + from, to - from);
    t += to - from;
    e->pieces[i] = p;
    if (i < nholes)
      from = XFS_VEC_AT(&f->holes, memo_hole, i).end;
  }
  return e;
}

static void store(xfy_printer *pr, size_t slot, uint64_t hash, memo_entry *e) {
  xfy_memo *memo = pr->memo;
  entry_free(pr, memo->entry[slot]);
  memo->entry[slot] = e;
  memo->hash[slot] = hash;
}

/* Prints `op` (name and what follows) while recording its template. */
static void record(xfy_printer *pr, xf_op *op, size_t slot, uint64_t hash, const uint64_t *key,
                   size_t nkey) {
  xfy_memo *memo = pr->memo;
  memo_frame *f = &memo->frames[memo->depth];
  memcpy(f->key, key, nkey * sizeof *key);
  f->nkey = nkey;
  f->op = op;
  f->saved_out = pr->out;
  f->buf.len = 0;
  f->buf.failed = false;
  f->holes.len = 0;
  f->suspended = 0;
  f->spoiled = false;
  memo->depth++;
  pr->out = &f->buf;
  pr->memo_recording = true;
  xfy_print_op_body(pr, op);
  memo->depth--;
  pr->out = f->saved_out;
  update_active(pr);
  xfs_buf_put(pr->out, f->buf.data ? f->buf.data : "", f->buf.len);
  if (f->buf.failed) {
    pr->out->failed = true;
    return;
  }
  memo_entry *e = f->spoiled ? NULL : make_entry(pr, f);
  if (e)
    store(pr, slot, hash, e);
}

/* How firmly slot `i` is held: a template's credit + 1, 0 for a shape seen once. */
static uint32_t credit_of(const xfy_memo *memo, size_t i) {
  return memo->entry[i] ? memo->entry[i]->credit + 1 : 0;
}

bool xfy_memo_print(xfy_printer *pr, xf_op *op) {
  if (!eligible(pr, op))
    return false;
  xfy_memo *memo = memo_get(pr);
  if (!memo)
    return false;
  uint64_t key[MEMO_MAX_KEY];
  size_t nkey = build_key(pr, op, key);
  uint64_t h = key_hash(key, nkey);
  size_t base = (size_t)(h >> 16) & (MEMO_SLOTS - 2); /* a pair of slots */
  for (size_t slot = base; slot < base + 2; slot++) {
    if (memo->hash[slot] != h)
      continue;
    memo_entry *e = memo->entry[slot];
    if (e) {
      if (!key_equal(e, key, nkey))
        return false;
      if (e->credit < MEMO_MAX_CREDIT)
        e->credit++;
      replay(pr, op, e);
      return true;
    }
    if (memo->depth == MEMO_DEPTH)
      return false;
    record(pr, op, slot, h, key, nkey); /* second sighting */
    return true;
  }
  /* first sighting: an empty slot of the pair, else the one a template
   * holds least (a shape seen once holds none) */
  size_t slot = base;
  if (memo->hash[base] && (!memo->hash[base + 1] || credit_of(memo, base + 1) < credit_of(memo, base)))
    slot = base + 1;
  memo_entry *e = memo->entry[slot];
  if (e && e->credit) { /* a template in use: keep it for now */
    e->credit--;
    return false;
  }
  store(pr, slot, h, NULL);
  return false;
}
