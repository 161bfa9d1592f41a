/* ir_impl.h — the IR layer's data structures, shared with the layers above
 * (syntax, dialects, transform, rewrite, drr) for direct field access.
 *
 * Ownership: the context owns one arena holding every op, block, region,
 * value, type, attribute and affine expression.  Types, attributes and
 * affine expressions are uniqued through `ctx->uniq`: each constructor
 * serialises a key (kind + fields, children as pointers) and looks it up;
 * the key bytes are kept with the object, so equal keys give the same
 * pointer.  Ops are not uniqued.
 *
 * Invariants:
 *  - op->block is NULL iff the op is not linked into a block.
 *  - every xf_use in op->operands is linked into operands[i].value's list
 *    when value != NULL; `pprev` points at the previous `next` field.
 *  - dictionary attributes hold entries sorted by (byte) name, no duplicates.
 *  - block->args[i]->index == i; op->results[i].index == i.
 */
#ifndef XFORM_SRC_IR_IMPL_H
#define XFORM_SRC_IR_IMPL_H

#include <pthread.h>
#include <stdatomic.h>

#include "xform/diag.h"
#include "xform/ir.h"
#include "../support/support.h"

/* ------------------------------------------------------------- op registry */

/* Trait bits of a registered op. */
enum {
  XF_TRAIT_ISOLATED = 1u << 0,        /* IsolatedFromAbove */
  XF_TRAIT_TERMINATOR = 1u << 1,      /* Terminator */
  XF_TRAIT_NO_TERMINATOR = 1u << 2,   /* NoTerminator: blocks need no terminator */
  XF_TRAIT_SINGLE_BLOCK = 1u << 3,    /* SingleBlock */
  XF_TRAIT_PURE = 1u << 4,            /* Pure (no memory effects, speculatable) */
  XF_TRAIT_NO_MEM_EFFECT = 1u << 5,   /* NoMemoryEffect */
  XF_TRAIT_CONSTANT_LIKE = 1u << 6,   /* ConstantLike */
  XF_TRAIT_COMMUTATIVE = 1u << 7,     /* Commutative */
  XF_TRAIT_SAME_OPERANDS_AND_RESULT_TYPE = 1u << 8,
  XF_TRAIT_SYMBOL = 1u << 9,          /* defines a symbol (sym_name) */
  XF_TRAIT_SYMBOL_TABLE = 1u << 10,   /* its region is a symbol table */
  XF_TRAIT_ATTR_SIZED_OPERANDS = 1u << 11, /* AttrSizedOperandSegments */
  XF_TRAIT_GRAPH_REGION = 1u << 12,   /* regions are graph regions (no dominance) */
  XF_TRAIT_RECURSIVE_EFFECTS = 1u << 13, /* RecursiveMemoryEffects */
  XF_TRAIT_ATTR_SIZED_RESULTS = 1u << 14, /* AttrSizedResultSegments */
  XF_TRAIT_SINGLE_BLOCK_IMPLICIT_TERMINATOR = 1u << 15,
  /* The row is the `info` member of an xfd_transform_row (transform dialect
   * op description: interfaces and handle effects, dialects/transform_dialect.h). */
  XF_TRAIT_TRANSFORM_DESC = 1u << 16,
  XF_TRAIT_CAST = 1u << 17,           /* CastOpInterface (tracking looks through it) */
  /* The context lists every op of this kind it creates (xfi_listed_ops):
   * finding one (the transform entry point) needs no walk of the IR. */
  XF_TRAIT_LISTED = 1u << 18,
};

struct xfy_op_builder; /* syntax layer: a custom op being parsed */

/* ------------------------------------------------- rewriting hooks (fold) */

/* What a fold hook produced (Operation::fold).  NONE: nothing; IN_PLACE:
 * the op was updated in place (operands changed), no results written;
 * RESULTS: every entry of the results array was written. */
typedef enum xf_fold_status {
  XF_FOLD_NONE,     /* did not fold */
  XF_FOLD_IN_PLACE, /* updated in place */
  XF_FOLD_RESULTS,  /* results[0..nres) hold the replacements */
} xf_fold_status;

/* One folded result (OpFoldResult): exactly one of the two is set. */
typedef struct xf_fold_result {
  xf_value *value;  /* an existing value of the same type */
  xf_attr *attr;    /* a constant, materialised by the op's `materialize` hook */
} xf_fold_result;

/* The op's own folder.  `operands[i]` is the constant value of operand i
 * (what m_Constant gives for its defining op) or NULL.  Must not create or
 * erase ops; an in-place fold may only change the op's operands and
 * attributes.  Trait folders (Commutative) run in the rewrite layer after a
 * NONE or IN_PLACE answer, as MLIR's fold hooks do. */
typedef xf_fold_status (*xf_fold_fn)(xf_op *op, xf_attr *const *operands,
                                      xf_fold_result *results);

/* Dialect::materializeConstant: a new, unlinked ConstantLike op of the
 * folded op's dialect producing `value` as a result of `type` at `loc`, or
 * NULL when the dialect cannot build one. */
typedef xf_op *(*xf_materialize_fn)(xf_context *ctx, xf_attr *value, xf_type *type,
                                    xf_attr *loc);

/* Memory effects of an op (MemoryEffectOpInterface), as a bit set.  READ /
 * WRITE / FREE are effects on anything but the results the op allocates;
 * ALLOC says the op allocates (some of) its own results. */
enum {
  XF_EFFECT_READ = 1u << 0,  /* MemoryEffects::Read */
  XF_EFFECT_WRITE = 1u << 1, /* MemoryEffects::Write */
  XF_EFFECT_ALLOC = 1u << 2, /* MemoryEffects::Allocate of a result of the op */
  XF_EFFECT_FREE = 1u << 3,  /* MemoryEffects::Free */
};
struct xfy_printer;    /* syntax layer */
struct xfy_parser;     /* syntax layer */

/* Gives value `v` the SSA name hint `name` (`c0_i32`, `cst`, `in`); the
 * printer makes it unique.  An empty name asks for the default number. */
typedef void (*xf_name_fn)(void *cookie, xf_value *v, const char *name, size_t len);

/* One row of the op registry.  Hooks may be NULL. */
typedef struct xf_op_info {
  const char *name;                 /* "dialect.op" */
  uint32_t traits;                  /* XF_TRAIT_* bits */
  const char *const *prop_names;    /* inherent attribute names (NULL-terminated) or NULL */
  /* Custom syntax: parse what follows the op name into the builder (false
   * after reporting an error); print what follows `name` (the printer has
   * already written the result names, ` = ` and the op name). */
  bool (*parse)(struct xfy_op_builder *b);
  void (*print)(struct xfy_printer *p, xf_op *op);
  /* Materialise default properties after a generic or custom parse.  On
   * allocation failure it leaves `st` as it is; the parser then sees the
   * context's out-of-memory flag and fails. */
  void (*complete)(xf_context *ctx, xf_op_state *st);
  /* MLIR's property conversion of a generic op's `<{...}>` dictionary
   * (setPropertiesFromAttr): the name of the first inherent attribute whose
   * kind the op's property storage does not take (`*bad` set to it), or
   * NULL when all convert.  The parser reports it. */
  const char *(*convert_props)(const struct xf_op_info *info, xf_attr *props,
                               xf_attr **bad);
  /* Op-specific verification before its regions are verified (MLIR's
   * verify), after the trait checks; reports a diagnostic, returns XF_ERROR. */
  xf_status (*verify)(xf_op *op);
  /* Region verification (MLIR's verifyRegions and region traits): runs
   * after every op nested in this one has been verified. */
  xf_status (*verify_regions)(xf_op *op);
  /* SymbolUserOpInterface::verifySymbolUses: run by the nearest enclosing
   * symbol table once everything inside it has been verified. */
  xf_status (*verify_symbol_uses)(xf_op *op);
  /* SSA name hints (OpAsmOpInterface): for results, e.g. "c0_i32" / "cst",
   * and for the entry block arguments of region `r`, e.g. "in" / "out". */
  void (*result_names)(xf_op *op, xf_name_fn set, void *cookie);
  void (*block_arg_names)(xf_op *op, xf_region *r, xf_name_fn set, void *cookie);
  /* OpAsmOpInterface::getDefaultDialect: ops inside this op's regions may
   * drop the "<dialect>." prefix (func.func -> "func"); NULL for none. */
  const char *default_dialect;
  const void *transform;            /* interpreter hook (transform layer) */
  const void *structured;           /* linalg structured-op model (dialects) */
  /* Rewriting (src/rewrite: greedy driver, CSE, DCE); all may be NULL. */
  xf_fold_fn fold;                  /* the op's folder (see xf_fold_fn) */
  xf_materialize_fn materialize;    /* its dialect's constant materialiser */
  /* MemoryEffectOpInterface::getEffects as XF_EFFECT_* bits.  With NULL the
   * op implements the interface only if it is PURE or NO_MEM_EFFECT (then
   * with no effects); otherwise its effects are unknown. */
  unsigned (*effects)(const xf_op *op);
  /* Whether the custom printer leaves attribute `name` (= `value`, a
   * property or a discardable attribute) out of `op`'s text.  Only the
   * printer's alias pre-scan asks: an elided affine map needs no #map
   * alias.  NULL: every attribute may be printed. */
  bool (*elides_attr)(xf_op *op, const xf_ident *name, const xf_attr *value);
  /* The custom printer's text, outside the regions it prints, depends only
   * on the op's name, properties, attributes, operand and result types and
   * which regions are empty or shared views: the printer may replay it for
   * ops of the same shape (syntax/print_memo.c).  Ops without regions are
   * replayed whatever this says; their printers must read nothing else. */
  bool print_replayable;
} xf_op_info;

/* Per-dialect hooks, registered per context (one row per dialect).
 * Types built by `parse_type` are XF_TYPE_DIALECT types uniqued by their
 * canonical text (what the printer writes after '!'), with the dialect's
 * parameters in `dialect_data`. */
typedef struct xf_dialect_info {
  const char *dialect;              /* namespace, e.g. "transform" */
  /* Parses one type, or NULL for dialects without type syntax.  The
   * parser's current token is `!ns.mnemonic`; `mnemonic` (length `len`) is
   * its text after the first '.', and `has_body` says whether a '<'
   * follows immediately.  Consumes the type and returns it, or reports an
   * error and returns NULL. */
  xf_type *(*parse_type)(struct xfy_parser *p, const char *mnemonic, size_t len, bool has_body);
  /* MLIR's Dialect::verifyOperationAttribute: checks discardable attribute
   * `name` = `value` of this dialect on `op` (before the op's own
   * verification); reports a diagnostic and returns XF_ERROR. */
  xf_status (*verify_attr)(xf_op *op, const xf_named_attr *attr);
} xf_dialect_info;

/* ---------------------------------------------------------------- context */

/* A slot of the file-location set (hash kept so growing never touches the
 * locations themselves). */
typedef struct xfi_floc_slot {
  xf_attr *loc;          /* NULL: empty */
  uint32_t hash;
} xfi_floc_slot;

typedef struct xfi_source {
  xf_ident *name;        /* buffer name as given on the command line */
  const char *text;      /* copy of the text, owned by the context arena */
  size_t len;
  unsigned line_offset;  /* added to line numbers of locations in it */
} xfi_source;

typedef struct xfi_handler {
  xf_diag_handler fn;    /* callback */
  void *user;            /* its cookie */
  size_t id;             /* for pop */
} xfi_handler;

enum { XFI_NUM_DIALECT_MEMOS = 12 };
/* The uniquer's table is split in shards, each with its own lock during a
 * threaded phase (threads making objects seldom wait for each other). */
enum { XFI_UNIQ_SHARD_BITS = 4, XFI_UNIQ_SHARDS = 1 << XFI_UNIQ_SHARD_BITS };

struct xf_context {
  xfs_mem mem;                 /* must stay first: see xfs_ctx_mem */
  xfs_arena arena;             /* IR and uniqued objects */
  xfs_interner idents;         /* interned identifiers */
  xfs_map uniq[XFI_UNIQ_SHARDS]; /* type/attr/affine key -> object, by the key hash's top bits */
  struct xfi_floc_slot *flocs; /* file locations: their own open-addressing set */
  size_t flocs_cap, flocs_count;
  struct xfi_floc_run *floc_runs; /* file locations created in order, per file (attr.c) */
  xfs_ptrmap op_info_ids;      /* interned op name -> xf_op_info* */
  xfs_ptrmap inherent_names;   /* interned names some registered row lists in prop_names */
  xfs_vec handlers;            /* xfi_handler stack (last = innermost) */
  size_t next_handler_id;
  size_t num_errors;           /* error diagnostics reported */
  size_t num_diags;            /* diagnostics of any severity reported */
  bool print_op_on_diag;       /* attach "see current operation" notes */
  bool allow_unregistered;     /* accept ops of unknown dialects */
  xfs_vec sources;             /* xfi_source */
  xfs_vec loc_files;           /* xf_ident*: files of packed locations (xfi_loc), by index */
  xfs_vec dialects;            /* xf_ident* of dialect namespaces known to the registry */
  xfs_vec dialect_infos;       /* const xf_dialect_info*: per-dialect hooks */
  /* Installed by the syntax layer: prints `op` into `out` for diagnostics. */
  void (*diag_print_op)(xf_op *op, bool generic, xf_strbuf *out);
  void (*diag_print_type)(xf_type *t, xf_strbuf *out);
  void (*diag_print_attr)(xf_attr *a, xf_strbuf *out);
  xf_op *free_ops;             /* not used yet: erased ops stay in the arena */
  /* Every op created with an XF_TRAIT_LISTED row, in no particular order
   * (erased and detached ones included: ops are never freed before the
   * context); `listed_lost` when an allocation failed and one is missing. */
  xfs_vec listed_ops;          /* xf_op* */
  bool listed_lost;
  uint64_t next_distinct;      /* counter for distinct[] attributes */
  uint32_t dom_epoch;          /* last epoch handed to a dominance cache (dominance.c) */
  /* Frequently used objects, created with the context. */
  xf_type *t_index, *t_none, *t_i1, *t_i32, *t_i64, *t_f32, *t_f64;
  xf_attr *a_unit, *a_true, *a_false, *a_unknown_loc, *a_empty_dict;
  xf_ident *id_sym_name, *id_builtin_module, *id_operand_segment_sizes;
  xf_attr *resources;          /* file metadata of parsed files ({-# ... #-}), or NULL */
  /* xf_symbol_lookup's name -> op maps of the blocks of the last 4 symbol
   * tables looked up (symbol.c), keyed by the table's first block; an entry
   * is dropped whenever an op is linked into or unlinked from its block or
   * has its attributes replaced. */
  struct xfi_symcache {
    const xf_block *block;
    xfs_ptrmap names;    /* xf_ident* -> first op of that name; built once scans >= 2 */
    uint32_t scans;      /* linear scans since the entry was (re)made */
    bool built;          /* `names` holds every symbol of the table */
  } symcache[4];
  uint32_t nsymcache, symcache_next;
  /* Memos of the dialects layer, one map per kind of question (indexed by
   * xfd_memo_kind, dialects/dialects.h): a key (static text, interned
   * name, uniqued attribute) -> the object computed from it once. */
  xfs_ptrmap dialect_memo[XFI_NUM_DIALECT_MEMOS];
  /* The transform layer's per-context data (op semantics table, type
   * cache), created on first use and freed by its hook on destruction. */
  void *transform_data;
  void (*transform_data_free)(xf_context *ctx, void *data);
  /* The rewrite layer's per-context data (pattern descriptors), likewise. */
  void *rewrite_data;
  void (*rewrite_data_free)(xf_context *ctx, void *data);
  /* The drr layer's per-context data (registered native functions), likewise. */
  void *drr_data;
  void (*drr_data_free)(xf_context *ctx, void *data);
  /* -debug-only (include/xform/debug.h): enabled debug types and their sink. */
  const char *debug_only;      /* comma-separated types (arena copy), or NULL: all off */
  void (*debug_fn)(void *user, const char *text, size_t len); /* where debug text goes */
  void *debug_user;            /* its cookie */
  /* Threaded phases (thread.c): while `threaded` is set, helper threads
   * parse into the context too.  The tables every thread adds to (the
   * interner, the uniquer, the location set and file list) are then taken
   * under `lock`; what cannot be shared sets `thread_unsafe`, and the phase
   * is then redone on one thread. */
  unsigned threads;            /* xf_context_set_threads (0, 1: none) */
  size_t thread_min_bytes, thread_min_ops; /* xf_context_set_thread_minimums */
  bool threaded;
  atomic_bool thread_unsafe;
  bool lock_ready;             /* `lock` was initialised (first threaded phase) */
  pthread_mutex_t lock;        /* the interner, location set and file list */
  pthread_mutex_t uniq_lock[XFI_UNIQ_SHARDS]; /* one per shard of `uniq` */
};

/* ------------------------------------------------------------------ types */

/* `alias_reach` of types and attributes: set when the object is an affine
 * map, an integer set or a location, or holds one through the members the
 * printer's alias scan follows (array elements, dictionary values, a type
 * attribute's type, sparse indices and values, a distinct attribute's
 * referent, the type of a typed attribute; a type's element type,
 * encoding, memory space, tuple members, function inputs and results).
 * The constructor that fills a uniqued object sets it from its members,
 * which exist first, so it never changes; the printer skips whatever does
 * not have it set without looking inside. */
XFS_HIDDEN uint8_t xfi_attr_reach(const xf_attr *a);
XFS_HIDDEN uint8_t xfi_type_reach(const xf_type *t);


struct xf_type {
  uint8_t kind;          /* xf_type_kind */
  uint8_t sign;          /* integer: xf_signedness */
  uint8_t fsem;          /* float: xfs_fsem */
  uint8_t has_scalable;  /* vector: scalable[] is present */
  uint8_t alias_reach;   /* holds an attribute that prints by alias (xfi_type_reach) */
  uint32_t width;        /* integer: width */
  uint32_t n;            /* shaped: rank; tuple: count; function: inputs */
  uint32_t nres;         /* function: results */
  int64_t *shape;        /* shaped dims (XF_DYNAMIC for ?) */
  bool *scalable;        /* vector: per-dim scalable flag */
  xf_type *elem;         /* shaped / complex element */
  xf_type **types;       /* tuple elements; function inputs then results */
  xf_attr *encoding;     /* ranked tensor encoding / memref layout, or NULL */
  xf_attr *memspace;     /* memref memory space, or NULL */
  xf_ident *text;        /* opaque: text after '!'; dialect: name */
  void *dialect_data;    /* dialect types: their own parameters */
  /* The printed spelling, cached by the printer (syntax layer) for types
   * whose text does not depend on printer state (no attributes inside);
   * arena-owned, NULL until first printed. */
  const char *spelling;
  uint32_t spelling_len;
};

/* ------------------------------------------------------------- attributes */

struct xf_affine_expr {
  uint8_t kind;          /* xfi_affine_kind */
  int64_t value;         /* constant value or dim/symbol position */
  xf_affine_expr *lhs;   /* binary ops */
  xf_affine_expr *rhs;
};

typedef enum xfi_affine_kind {
  XFI_AFF_ADD,      /* lhs + rhs */
  XFI_AFF_MUL,      /* lhs * rhs */
  XFI_AFF_MOD,      /* lhs mod rhs */
  XFI_AFF_FLOORDIV, /* lhs floordiv rhs */
  XFI_AFF_CEILDIV,  /* lhs ceildiv rhs */
  XFI_AFF_CONST,    /* value */
  XFI_AFF_DIM,      /* d<value> */
  XFI_AFF_SYM,      /* s<value> */
} xfi_affine_kind;

struct xf_attr {
  uint8_t kind;          /* xf_attr_kind */
  uint8_t flag;          /* bool value; dense splat; file loc has range; string typed */
  uint8_t alias_reach;   /* is or holds what prints by alias (xfi_attr_reach) */
  uint32_t n;            /* element/entry/byte count (see the union member) */
  xf_type *type;         /* typed attributes (integer, float, dense, string, dense array) */
  union {
    uint64_t *words;             /* INTEGER: (width+63)/64 words, two's complement */
    uint64_t fbits[2];           /* FLOAT: raw bits (xfs_fsem of type) */
    const char *str;             /* STRING / OPAQUE / LOC_OPAQUE: n bytes */
    xf_type *tval;               /* TYPE */
    xf_attr **elems;             /* ARRAY: n elems */
    xf_named_attr *entries;      /* DICT: n sorted entries */
    struct {                     /* SYMBOL_REF */
      xf_ident *root;
      xf_ident **nested;         /* n nested refs */
    } sym;
    struct {                     /* DENSE: n elements of data (splat: 1 stored) */
      uint64_t *data;            /* each element: its bits (complex: 2 per element) */
      uint32_t words_per_elem;   /* >1 for wide integers / complex */
    } dense;
    struct {                     /* DENSE_STRING */
      xf_attr **strs;            /* n string attrs (splat: 1) */
    } dstr;
    struct {                     /* DENSE_RESOURCE */
      xf_ident *handle;
    } res;
    struct {                     /* SPARSE */
      xf_attr *indices, *values;
    } sparse;
    struct {                     /* DENSE_ARRAY: n values, raw bits */
      uint64_t *vals;
    } darr;
    struct {                     /* AFFINE_MAP / INTEGER_SET */
      uint32_t dims, syms;
      xf_affine_expr **exprs;    /* n results / constraints */
      bool *eq;                  /* INTEGER_SET: constraint is == 0 */
    } affine;
    struct {                     /* STRIDED */
      int64_t offset;            /* XF_DYNAMIC for ? */
      int64_t *strides;          /* n strides */
      bool has_offset;           /* offset printed (nonzero) */
    } strided;
    struct {                     /* DISTINCT */
      uint64_t id;
      xf_attr *ref;
    } distinct;
    struct {                     /* LOC_FILE */
      xf_ident *file;
      uint32_t line, col, end_line, end_col;
    } floc;
    struct {                     /* LOC_NAME */
      xf_ident *name;
      xf_attr *child;            /* NULL: no child */
    } nloc;
    struct {                     /* LOC_CALLSITE */
      xf_attr *callee, *caller;
    } cloc;
    struct {                     /* LOC_FUSED */
      xf_attr **locs;            /* n locations */
      xf_attr *metadata;         /* or NULL */
    } fused;
    void *dialect_data;          /* DIALECT */
  } u;
};

/* ------------------------------------------------------------ operations */

struct xf_use {
  xf_use *next;          /* next use of the same value */
  xf_use **pprev;        /* the `next` (or list head) pointing at this use */
  xf_value *value;       /* the used value, or NULL */
  xf_op *owner;          /* the using op; this use is owner->operands[i] */
};

/* A location as ops and block arguments store it: one word holding either
 * an xf_attr* (low bit clear; arena objects are 8-byte aligned) or a packed
 * point file location (low bit set): the file's index in ctx->loc_files,
 * the line and the column.  The parser stores the locations it makes
 * packed, so a payload's locations take no memory until something reads
 * one; readers go through xfi_op_loc / xfi_value_loc, which make the
 * uniqued attribute then and store it back in place of the packed word. */
typedef uintptr_t xfi_loc;

/* An op result, or the first member of a block argument (xfi_block_arg):
 * `op` tells which. */
struct xf_value {
  xf_type *type;         /* never NULL */
  xf_use *uses;          /* most recent use first */
  xf_op *op;             /* defining op, or NULL for block arguments */
  uint32_t index;        /* result / argument number */
  uint32_t print_id;     /* printer scratch: SSA name (see printer.c) */
};

/* A block argument: the value and what only arguments have. */
typedef struct xfi_block_arg {
  xf_value v;
  xf_block *block;       /* owning block */
  xfi_loc locw;          /* location (0: none); see xfi_value_loc */
} xfi_block_arg;

/* The block of argument `v`, NULL for results. */
static inline xf_block *xfi_value_block(const xf_value *v) {
  return v->op ? NULL : ((const xfi_block_arg *)(const void *)v)->block;
}

/* A region whose blocks are built on first access: an implicit linalg body
 * copied from a template (linalg_body.c), or an explicit region whose text
 * repeats one parsed before (syntax/region_reuse.c).  `build` fills the
 * empty region `r` and returns false when out of memory.  Dialects embed
 * this as the first member of their own record.  An op with lazy regions
 * has all its regions lazy (op->nlazy == op->nreg) until they are built,
 * all at once.
 * What a lazy region builds is plain computation: one block with
 * terminator and no successors, ops without regions that use only values
 * of that block, no symbols, no symbol uses, no isolated or transform ops.
 * Walks that look only for such things skip lazy regions
 * (xfi_walk_unless_lazy). */
typedef struct xfi_lazy_region xfi_lazy_region;
typedef enum xfi_lazy_verdict {
  XFI_LAZY_VALID,        /* built, the region would verify without error */
  XFI_LAZY_UNKNOWN,      /* build and verify it, then report `verified` */
  XFI_LAZY_CHANGED,      /* the op changed since: build and verify it */
} xfi_lazy_verdict;
struct xfi_lazy_region {
  /* The record depends only on the op's name, properties, attributes and
   * operand/result types, not on where the op is: any op equal in those may
   * point at it too (syntax/line_reuse.c gives it to repeats of a line). */
  bool shareable;
  bool (*build)(xfi_lazy_region *self, xf_region *r);
  /* Asked by the verifier before it enters the still lazy regions of `op`. */
  xfi_lazy_verdict (*check)(xfi_lazy_region *self, const xf_op *op);
  /* After XFI_LAZY_UNKNOWN: the built regions verified without error. */
  void (*verified)(xfi_lazy_region *self);
  /* Would every op of the built regions satisfy `pred`?  (Asked of the
   * template's ops, which have the names, attributes and types the built
   * ones will have, but not their parents or locations.) */
  bool (*all_ops)(xfi_lazy_region *self, bool (*pred)(const xf_op *op, void *user), void *user);
  /* A read-only view of what `build` would make, or NULL: a region shared
   * by every op built from the same template, its blocks' `region` the
   * view itself and its `op` NULL; its values have no location worth
   * reading.  Readers that only inspect (the printer in custom form, the
   * structured body matchers) use it and leave the region unbuilt. */
  xf_region *(*view)(xfi_lazy_region *self);
};

struct xf_region {
  xf_block *first, *last; /* blocks in order */
  xf_op *op;             /* owning op */
  xfi_lazy_region *lazy; /* not built yet (then no blocks), or NULL */
  uint32_t index;        /* position in the op's regions */
  uint32_t nblocks;      /* number of blocks */
};

struct xf_block {
  xf_block *next, *prev; /* siblings in the region */
  xf_region *region;     /* parent, or NULL */
  xf_op *first, *last;   /* ops */
  xf_value **args;       /* nargs arguments */
  uint32_t nargs, argcap;
  xf_context *ctx;
  uint32_t print_id;     /* printer scratch: block number in its region */
  uint32_t npreds;       /* printer scratch: predecessor count */
  uint32_t order_epoch;  /* dominance scratch: ops' `order` are valid for this epoch */
};

struct xf_op {
  xf_op *next, *prev;    /* siblings in the block */
  xf_block *block;       /* parent block, or NULL */
  xf_ident *name;        /* interned op name; its owner is the op's context */
  const xf_op_info *info; /* registry row, NULL for unregistered ops */
  xfi_loc locw;          /* location, never 0; read with xfi_op_loc */
  xf_attr *props;        /* inherent attributes (dict) or NULL */
  xf_attr *attrs;        /* discardable attributes (dict) or NULL */
  uint32_t nops, nres, nsucc, nreg;
  xf_use *operands;      /* nops uses (in the op's block, or moved by xf_op_set_operands) */
  uint32_t order;        /* dominance scratch: position in the block (see dominance.c) */
  uint32_t nlazy;        /* regions of this op with `lazy` set */
  /* Then, in the same arena block: nres results (xfi_op_results), nreg
   * regions (read through xfi_op_regions, which builds lazy regions first;
   * xfi_op_regions_raw only where a lazy region must stay unbuilt), nsucc
   * successor blocks (xfi_op_succs) and the nops uses created with the op. */
};

/* The context of `op` (as MLIR's Operation::getContext, through its name). */
static inline xf_context *xfi_op_ctx(const xf_op *op) { return (xf_context *)op->name->owner; }

static inline xf_value *xfi_op_results(const xf_op *op) { return (xf_value *)(void *)(op + 1); }
static inline xf_region *xfi_op_regions_raw(const xf_op *op) {
  return (xf_region *)(void *)(xfi_op_results(op) + op->nres);
}
static inline xf_block **xfi_op_succs(const xf_op *op) {
  return (xf_block **)(void *)(xfi_op_regions_raw(op) + op->nreg);
}

/* Builds the lazy regions of `op` (on allocation failure they stay empty
 * and the context's memory owner records it). */
XFS_HIDDEN void xfi_op_build_lazy(xf_op *op);

/* A post-order xf_walk that builds and enters the lazy regions of an op
 * only when `enter_lazy(op, user)` says so (else they are not visited). */
XFS_HIDDEN xf_walk_result xfi_walk_post_lazy(xf_op *root, xf_walk_fn fn,
                                             bool (*enter_lazy)(xf_op *op, void *user),
                                             void *user);

/* MLIR's verify(op, verifyRecursively = false) as far as xform needs it:
 * the checks made when the verifier enters `op` (dialect attributes,
 * traits, the op's own verifier, region shapes), none of the ops nested in
 * it.  Reports the first error. */
XFS_HIDDEN xf_status xfi_verify_op_shallow(xf_op *op);

/* A pre-order walk callback's result that does not enter lazy regions. */
static inline xf_walk_result xfi_walk_unless_lazy(const xf_op *op) {
  return op->nlazy ? XF_WALK_SKIP : XF_WALK_ADVANCE;
}

/* The regions of `op`, lazy ones built. */
static inline xf_region *xfi_op_regions(const xf_op *op) {
  if (XFS_UNLIKELY(op->nlazy))
    xfi_op_build_lazy((xf_op *)op);
  return xfi_op_regions_raw(op);
}

/* Region `i` of `op` for reading only: the view of a lazy region when its
 * record offers one (see xfi_lazy_region.view), else the built region. */
static inline xf_region *xfi_op_region_view(const xf_op *op, uint32_t i) {
  if (XFS_UNLIKELY(op->nlazy)) {
    xfi_lazy_region *l = xfi_op_regions_raw(op)[i].lazy;
    xf_region *v = l && l->view ? l->view(l) : NULL;
    if (v)
      return v;
  }
  return &xfi_op_regions(op)[i];
}

/* Packs a point file location into a location word (see xfi_loc); when it
 * does not fit (a huge line or column, too many files) the word holds the
 * uniqued attribute.  0 when out of memory. */
XFS_HIDDEN xfi_loc xfi_loc_pack(xf_context *ctx, xf_ident *file, unsigned line, unsigned col);
/* The attribute of a location word (packed ones are made, uniqued; the
 * unknown location when out of memory); 0 gives NULL. */
XFS_HIDDEN xf_attr *xfi_loc_attr(xf_context *ctx, xfi_loc w);
/* The location word of an attribute. */
static inline xfi_loc xfi_loc_of(const xf_attr *a) { return (xfi_loc)a; }
/* Packed location word `w` moved `delta` lines down (up when negative), or
 * 0 when `w` is not packed or the line would leave the packed range. */
XFS_HIDDEN xfi_loc xfi_loc_shift_lines(xfi_loc w, int64_t delta);

/* The location of `op` (never NULL). */
static inline xf_attr *xfi_op_loc(const xf_op *op) {
  if (XFS_LIKELY(!(op->locw & 1)))
    return (xf_attr *)op->locw;
  xf_attr *a = xfi_loc_attr(xfi_op_ctx(op), op->locw);
  ((xf_op *)op)->locw = xfi_loc_of(a);
  return a;
}

/* The location of block argument `v` (NULL if it has none, and for results). */
static inline xf_attr *xfi_value_loc(const xf_value *v) {
  if (v->op)
    return NULL;
  xfi_block_arg *arg = (xfi_block_arg *)(void *)v;
  if (XFS_LIKELY(!(arg->locw & 1)))
    return (xf_attr *)arg->locw;
  xf_attr *a = xfi_loc_attr(arg->block->ctx, arg->locw);
  arg->locw = xfi_loc_of(a);
  return a;
}

/* xf_op_create with the location given as a word (0: `st->loc`). */
XFS_HIDDEN xf_op *xfi_op_create_at(xf_context *ctx, const xf_op_state *st, xfi_loc loc);
/* The ops created with an XF_TRAIT_LISTED row (ctx->listed_ops): false
 * when the list may miss one (an allocation failed), so a caller walks. */
XFS_HIDDEN bool xfi_listed_ops(xf_context *ctx, xf_op *const **ops, size_t *n);
/* Would setting discardable attribute `name` on an op that verified
 * without a diagnostic, other than a builtin.module (which reads every
 * undotted name), leave every verifier's verdict as it was?  (verify.c;
 * the rule is written there.) */
XFS_HIDDEN bool xfi_discardable_name_is_neutral(xf_context *ctx, const xf_ident *name);
/* xf_block_add_arg with the location given as a word. */
XFS_HIDDEN xf_value *xfi_block_add_arg_at(xf_block *b, xf_type *t, xfi_loc loc);
/* Appends to `dst` copies of the ops of `src`, a block of ops without
 * regions or successors whose operands are `src`'s arguments (mapped to
 * `dst`'s by index) or results of earlier ops of `src` (whose `order`
 * fields must hold their positions).  Packed locations move `delta` lines
 * (xfi_loc_shift_lines), others stay.  With `number`, the copies' `order`
 * is set to their positions too.  False when out of memory. */
XFS_HIDDEN bool xfi_block_copy_flat(xf_context *ctx, const xf_block *src, xf_block *dst,
                                    int64_t delta, bool number);

/* Frees the sorted runs of file locations (context destruction). */
XFS_HIDDEN void xfi_floc_runs_free(xf_context *ctx);

/* xf_attr_dict_get with the name's length known. */
XFS_HIDDEN xf_attr *xfi_attr_dict_get_n(const xf_attr *a, const char *name, size_t len);

/* The operand number of `u` (its position in its owner's operand array). */
static inline uint32_t xfi_use_index(const xf_use *u) { return (uint32_t)(u - u->owner->operands); }

/* ---------------------------------------------------------- internal API */

XFS_HIDDEN void *xfi_unique(xf_context *ctx, const void *key, size_t klen, size_t objsize,
                            bool *created);
/* Called by a uniquing constructor once it has filled a new object
 * (`created`): lets other threads find it (uniquer.c). */
XFS_HIDDEN void xfi_unique_end(xf_context *ctx, bool created);
XFS_HIDDEN xf_affine_expr *xfi_affine_const(xf_context *ctx, int64_t v);
XFS_HIDDEN xf_affine_expr *xfi_affine_dim(xf_context *ctx, unsigned pos);
XFS_HIDDEN xf_affine_expr *xfi_affine_sym(xf_context *ctx, unsigned pos);
/* Binary constructors simplify as MLIR's AffineExpr operators do. */
XFS_HIDDEN xf_affine_expr *xfi_affine_bin(xf_context *ctx, xfi_affine_kind k, xf_affine_expr *l,
                                          xf_affine_expr *r);
XFS_HIDDEN xf_attr *xfi_attr_affine_map(xf_context *ctx, unsigned dims, unsigned syms,
                                        xf_affine_expr *const *exprs, size_t n);
XFS_HIDDEN xf_attr *xfi_attr_integer_set(xf_context *ctx, unsigned dims, unsigned syms,
                                         xf_affine_expr *const *exprs, const bool *eq, size_t n);
XFS_HIDDEN xf_attr *xfi_attr_integer_words(xf_context *ctx, xf_type *type, const uint64_t *w);
XFS_HIDDEN xf_attr *xfi_attr_float_bits(xf_context *ctx, xf_type *type, const uint64_t bits[2]);
XFS_HIDDEN xf_attr *xfi_attr_opaque(xf_context *ctx, const char *text, size_t len);
/* An opaque dialect attribute with a trailing `: type` (`#smt.bv<1> : !smt.bv<32>`). */
XFS_HIDDEN xf_attr *xfi_attr_opaque_typed(xf_context *ctx, const char *text, size_t len,
                                          xf_type *type);
XFS_HIDDEN xf_attr *xfi_attr_loc_opaque(xf_context *ctx, const char *text, size_t len);
XFS_HIDDEN xf_attr *xfi_attr_file_range(xf_context *ctx, xf_ident *file, unsigned line,
                                        unsigned col, unsigned eline, unsigned ecol);
/* `data` holds n elements of `wpe` words each; splat when n == 1 and the
 * type has more elements. */
XFS_HIDDEN xf_attr *xfi_attr_dense(xf_context *ctx, xf_type *type, const uint64_t *data, size_t n,
                                   unsigned wpe);
XFS_HIDDEN xf_attr *xfi_attr_dense_string(xf_context *ctx, xf_type *type, xf_attr *const *strs,
                                          size_t n);
XFS_HIDDEN xf_attr *xfi_attr_dense_resource(xf_context *ctx, xf_type *type, xf_ident *handle);
XFS_HIDDEN xf_attr *xfi_attr_sparse(xf_context *ctx, xf_type *type, xf_attr *indices,
                                    xf_attr *values);
XFS_HIDDEN xf_attr *xfi_attr_dense_array(xf_context *ctx, xf_type *elem, const uint64_t *vals,
                                         size_t n);
XFS_HIDDEN xf_attr *xfi_attr_strided(xf_context *ctx, int64_t offset, bool has_offset,
                                     const int64_t *strides, size_t n);
XFS_HIDDEN xf_attr *xfi_attr_distinct(xf_context *ctx, uint64_t id, xf_attr *ref);
/* Number of elements of a statically shaped type, or -1. */
XFS_HIDDEN int64_t xfi_type_num_elements(const xf_type *t);
XFS_HIDDEN bool xfi_type_is_shaped(const xf_type *t);
XFS_HIDDEN const xf_op_info *xfi_lookup_op_info(xf_context *ctx, const xf_ident *name);
/* m_Constant (src/ir/edit.c): the value of a ConstantLike op with one
 * result (its fold hook's attribute, else its `value` attribute), or NULL;
 * xfi_value_constant: the same for the op defining `v` (NULL for block
 * arguments). */
XFS_HIDDEN xf_attr *xfi_constant_value(xf_op *op);
XFS_HIDDEN xf_attr *xfi_value_constant(xf_value *v);
XFS_HIDDEN xf_status xfi_register_op(xf_context *ctx, const xf_op_info *info);
/* The same without marking the op's dialect as known (a dialect xform only
 * models in part: its other ops stay usable as unregistered ops). */
XFS_HIDDEN xf_status xfi_register_partial_op(xf_context *ctx, const xf_op_info *info);
/* Registers a dialect's hooks (borrowed; must outlive the context); the
 * namespace becomes a known dialect. */
XFS_HIDDEN xf_status xfi_register_dialect_info(xf_context *ctx, const xf_dialect_info *ts);
/* The hooks of dialect namespace `ns`, or NULL. */
XFS_HIDDEN const xf_dialect_info *xfi_lookup_dialect_info(xf_context *ctx, const char *ns,
                                                        size_t len);
/* The dialect type whose canonical text (after '!') is `text`; `*created`
 * tells the caller to fill `dialect_data` (and any other parameters). */
XFS_HIDDEN xf_type *xfi_type_dialect(xf_context *ctx, const char *text, size_t len,
                                     bool *created);
/* Is `ns` (a dialect namespace) known to the registry? */
XFS_HIDDEN bool xfi_dialect_known(xf_context *ctx, const char *ns, size_t len);
XFS_HIDDEN xfi_source *xfi_find_source(xf_context *ctx, const xf_ident *name);
/* Symbol lookup cache (symbol.c): forget the symbols cached for block `b`;
 * called by every IR mutation that can change them.  Freed by
 * xfi_symcache_free at context destruction. */
XFS_HIDDEN void xfi_symcache_drop(xf_context *ctx, const xf_block *b);
XFS_HIDDEN void xfi_symcache_free(xf_context *ctx);
/* While the verifier checks a table's symbol uses: lookups in `table` on
 * the calling thread answer from `names` (NULL table: none); the previous
 * pair is returned through the saved_* pointers. */
XFS_HIDDEN void xfi_sym_cache_install(const xf_op *table, const xfs_ptrmap *names,
                                      const xf_op **saved_table, const xfs_ptrmap **saved_names);
/* The `sym_name` string attribute of `op` (property or discardable), or NULL. */
XFS_HIDDEN const xf_attr *xfi_sym_name_attr(const xf_op *op);
/* The ops of `b` (or their attributes) change.  Reads only `b` itself (a
 * block being parsed may point at a region that no longer exists). */
static inline void xfi_symcache_touch_block(const xf_block *b) {
  if (b && b->ctx->nsymcache)
    xfi_symcache_drop(b->ctx, b);
}
/* Number of 64-bit words an integer of `width` bits takes (at least 1). */
static inline unsigned xfi_int_words(unsigned width) { return width ? (width + 63) / 64 : 1; }

/* ---------------------------------------------------------------- threads */

/* During a threaded phase, every thread working for the context (the main
 * one included) looks identifiers and uniqued objects up in its own
 * direct-mapped cache before taking the context's lock: what a thread finds
 * there was in the shared tables already (entries only point at finished
 * objects, which never move or change). */
enum { XFI_TCACHE_SIZE = 4096 };
typedef struct xfi_tcache {
  xf_ident *idents[XFI_TCACHE_SIZE];
  struct { const char *key; uint32_t hash, len; } uniq[XFI_TCACHE_SIZE];
  /* The dialect memos the thread fills during the phase: merged into the
   * context's when the phase succeeds, dropped when it is redone (their
   * computations may have had diagnostics, which the phase never reports). */
  xfs_ptrmap dialect_memo[XFI_NUM_DIALECT_MEMOS];
} xfi_tcache;
#if defined(__GNUC__)
extern _Thread_local xfi_tcache *xfi_tls_cache __attribute__((tls_model("initial-exec")));
#else
extern _Thread_local xfi_tcache *xfi_tls_cache;
#endif

/* What a helper thread working for a context keeps to itself (thread.c):
 * its memory owner and arena (merged into the context's when it is done),
 * its runs of file locations, and its cache (with its dialect memos). */
typedef struct xfi_thread {
  xfs_mem mem;
  xfs_arena arena;
  struct xfi_floc_run *floc_runs;
  xfs_vec listed_ops;    /* xf_op*: the ops with XF_TRAIT_LISTED rows it created */
  xfi_tcache cache;
  /* the calling thread's state while it stands in for a helper (restored on exit) */
  struct xfi_thread *saved_tls;
  xfi_tcache *saved_cache;
  xfs_mem *saved_mem;
} xfi_thread;

#if defined(__GNUC__)
extern _Thread_local xfi_thread *xfi_tls __attribute__((tls_model("initial-exec")));
#else
extern _Thread_local xfi_thread *xfi_tls;
#endif

/* Where objects of `ctx` are allocated on the calling thread. */
static inline xfs_arena *xfi_arena(xf_context *ctx) {
  return XFS_UNLIKELY(xfi_tls != NULL) ? &xfi_tls->arena : &ctx->arena;
}
/* Takes / releases the context's table lock during a threaded phase. */
static inline void xfi_lock(xf_context *ctx) {
  if (XFS_UNLIKELY(ctx->threaded))
    pthread_mutex_lock(&ctx->lock);
}
static inline void xfi_unlock(xf_context *ctx) {
  if (XFS_UNLIKELY(ctx->threaded))
    pthread_mutex_unlock(&ctx->lock);
}
/* Something the threaded phase cannot share happened: it will be redone
 * on one thread.  True when a phase is threaded (the caller then skips the
 * unshareable step). */
static inline bool xfi_thread_unsafe(xf_context *ctx) {
  if (XFS_LIKELY(!ctx->threaded))
    return false;
  atomic_store_explicit(&ctx->thread_unsafe, true, memory_order_relaxed);
  return true;
}
/* Starts / ends a threaded phase on the calling (main) thread; false when
 * the context cannot be shared (caller's allocator hooks) or a thread could
 * not be made ready.  `keep`: the phase's work is used (its memos are kept). */
XFS_HIDDEN bool xfi_threads_begin(xf_context *ctx);
XFS_HIDDEN void xfi_threads_end(xf_context *ctx, bool keep);
/* On a helper thread: starts / ends working for `ctx` with state `t`.
 * xfi_thread_merge then moves what it allocated into the context (on the
 * main thread, after the join, before xfi_threads_end); false when a
 * location was made twice (the phase must be redone). */
XFS_HIDDEN void xfi_thread_enter(xf_context *ctx, xfi_thread *t);
XFS_HIDDEN void xfi_thread_exit(xfi_thread *t);
XFS_HIDDEN bool xfi_thread_merge(xf_context *ctx, xfi_thread *t, bool keep);

/* One piece of the work of a threaded phase; the struct describing a
 * piece starts with one.  xfi_parts_run runs `n` pieces laid out `stride`
 * bytes apart: the first on the calling thread, the others on helper
 * threads (a piece whose thread cannot start runs on the calling thread
 * afterwards, as a helper), and joins them; xfi_parts_merge then merges the
 * helpers into the context (xfi_thread_merge; false when a location was
 * made twice). */
typedef struct xfi_part {
  xf_context *ctx;
  void (*run)(struct xfi_part *self);
  xfi_thread thread;
  pthread_t tid;
  bool started;
} xfi_part;
XFS_HIDDEN void xfi_parts_run(xfi_part *first, size_t stride, size_t n);
/* For tests: helper threads "cannot start" (their pieces run on the
 * calling thread, as when pthread_create fails). */
XFS_HIDDEN extern bool xfi_threads_fail_start;
XFS_HIDDEN bool xfi_parts_merge(xfi_part *first, size_t stride, size_t n, bool keep);
/* Ends a phase whose pieces ran (on the calling thread): the work is kept
 * when `ok` and nothing unshareable happened; merges the helpers and ends
 * the phase (xfi_threads_end).  Returns whether the work was kept. */
XFS_HIDDEN bool xfi_parts_finish(xfi_part *first, size_t stride, size_t n, bool ok);
/* One line of debug text for `type` (printf format), when it is enabled. */
XFS_HIDDEN void xfi_debug_line(xf_context *ctx, const char *type, const char *fmt, ...)
    XFS_PRINTF(3, 4);
/* Merges helper runs of file locations into the context's (attr.c); false
 * when both hold the same location (the phase must be redone). */
XFS_HIDDEN bool xfi_floc_runs_merge(xf_context *ctx, xfi_thread *t);
XFS_HIDDEN void xfi_floc_runs_free_list(xf_context *ctx, struct xfi_floc_run *runs);
/* Forgets the calling thread's cached location file index (attr.c). */
XFS_HIDDEN void xfi_loc_cache_reset(void);

#endif /* XFORM_SRC_IR_IMPL_H */
