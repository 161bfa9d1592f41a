/* transform_dialect.h — what the Transform dialect says about its ops,
 * shared by its parsers/printers/verifiers (dialects layer) and the
 * interpreter (transform layer).
 *
 * Each transform op's registry row is the `info` member of an
 * `xfd_transform_row` and carries XF_TRAIT_TRANSFORM_DESC, so from any op
 * the description is found in O(1) (xfd_transform_row_of).  The
 * description holds the op's MLIR interfaces and traits that matter to the
 * Transform dialect (TransformOpInterface, MatchOpInterface, matcher
 * traits...) and its memory effects on the handle resource (MLIR's
 * TransformMappingResource) and on the payload, as MLIR's getEffects
 * computes them: some depend on the op (include: the callee's argument
 * annotations; sequence/foreach: the effects of the body on the block
 * arguments).  Static verifiers (consumed arguments, double consumption)
 * and the interpreter (consumption, invalidation) read the same facts.
 *
 * The file also holds the custom-syntax helpers the transform files share
 * (functional types, attribute dictionaries with defaults, position
 * lists).
 */
#ifndef XFORM_SRC_DIALECTS_TRANSFORM_DIALECT_H
#define XFORM_SRC_DIALECTS_TRANSFORM_DIALECT_H

#include "dialects.h"
#include "xform/transform_types.h"

/* Interfaces and traits of a transform op (xfd_transform_row.ifaces). */
enum {
  XFD_TI_TRANSFORM = 1u << 0,          /* TransformOpInterface (has apply) */
  XFD_TI_MATCH = 1u << 1,              /* MatchOpInterface */
  XFD_TI_PATTERN_DESC = 1u << 2,       /* PatternDescriptorOpInterface */
  XFD_TI_EACH = 1u << 3,               /* TransformEachOpTrait */
  XFD_TI_NAVIGATION = 1u << 4,         /* NavigationTransformOpTrait */
  XFD_TI_PARAM_PRODUCER = 1u << 5,     /* ParamProducerTransformOpTrait */
  XFD_TI_SINGLE_OP_MATCHER = 1u << 6,  /* SingleOpMatcher */
  XFD_TI_AT_MOST_ONE_OP_MATCHER = 1u << 7, /* AtMostOneOpMatcher */
  XFD_TI_SINGLE_VALUE_MATCHER = 1u << 8, /* SingleValueMatcher */
  XFD_TI_POSSIBLE_TOP_LEVEL = 1u << 9, /* PossibleTopLevelTransformOpTrait */
  XFD_TI_STRUCTURED_PREDICATE = 1u << 10, /* StructuredOpPredicateOpTrait */
  XFD_TI_REPORT_TRACKING = 1u << 11,   /* ReportTrackingListenerFailuresOpTrait */
  XFD_TI_FUNCTION_LIKE = 1u << 12,     /* FunctionOpInterface (named_sequence) */
};

/* An effect on one handle operand (the handle resource). */
typedef enum xfd_handle_effect {
  XFD_HE_NONE = 0,    /* no effect specified (a verifier error for transform ops) */
  XFD_HE_READ = 1,    /* onlyReadsHandle */
  XFD_HE_CONSUME = 2, /* consumesHandle (reads and frees) */
} xfd_handle_effect;

/* Effects on the payload IR. */
typedef enum xfd_payload_effect {
  XFD_PAYLOAD_NONE = 0,  /* no payload effect */
  XFD_PAYLOAD_READ = 1,  /* onlyReadsPayload */
  XFD_PAYLOAD_WRITE = 2, /* modifiesPayload (reads and writes) */
} xfd_payload_effect;

/* The effects of one op instance. */
typedef struct xfd_effects {
  uint8_t *operands;   /* caller-provided, op->nops entries: xfd_handle_effect */
  bool produces;       /* producesHandle on the results */
  uint8_t payload;     /* xfd_payload_effect */
  bool generic_write;  /* a Write on the default resource (transform.print) */
} xfd_effects;

/* A transform op's registry row with its description.  `info.verify` is
 * xfd_tx_verify_row for every row: it checks the ODS operand/result type
 * constraints (`operand_kinds` / `result_kinds`), the interface traits,
 * then calls `verify_op`. */
/* What MLIR's property conversion (setPropertiesFromAttr, while parsing
 * the generic form's `<{...}>`) accepts for an inherent attribute. */
typedef enum xfd_prop_storage {
  XFD_PS_ANY,            /* any attribute (stored as Attribute) */
  XFD_PS_STRING,         /* StringAttr */
  XFD_PS_TYPE,           /* TypeAttr */
  XFD_PS_ARRAY,          /* ArrayAttr */
  XFD_PS_SYMREF,         /* SymbolRefAttr */
  XFD_PS_UNIT,           /* UnitAttr */
  XFD_PS_FAILURE_MODE,   /* FailurePropagationMode enum: 1 or 2 as an i32 integer */
} xfd_prop_storage;

/* One inherent attribute of a transform op, for the ODS checks. */
typedef struct xfd_attr_rule {
  const char *name;
  uint8_t storage;                /* xfd_prop_storage */
  bool (*ok)(const xf_attr *a);   /* the ODS constraint; NULL: any */
  const char *desc;               /* its text */
  bool required;
} xfd_attr_rule;

typedef struct xfd_transform_row {
  xf_op_info info;     /* registered; traits include XF_TRAIT_TRANSFORM_DESC */
  uint32_t ifaces;     /* XFD_TI_* */
  /* Adds this op's effects to `out` (which starts all-NONE).  NULL: the
   * op reads every operand, produces its results, no payload effect. */
  void (*effects)(xf_op *op, xfd_effects *out);
  /* One letter per ODS operand (result) group: o = op handle, v = value
   * handle, p = param, a = any of them; uppercase = variadic, a trailing
   * '?' = optional.  NULL: no constraint checked. */
  const char *operand_kinds;
  const char *result_kinds;
  xf_status (*verify_op)(xf_op *op); /* the op's own verifier, or NULL */
  int8_t regions;      /* ODS region count: 0 (ZeroRegions), 1 (OneRegion), -1 any */
  /* Inherent attributes, ended by a NULL name; NULL: not checked. */
  const xfd_attr_rule *attrs;
} xfd_transform_row;

/* The property-conversion hook of transform rows with `attrs` (the row's
 * xf_op_info is its first member). */
XFS_HIDDEN const char *xfd_tx_convert_props(const xf_op_info *info, xf_attr *props,
                                            xf_attr **bad);
/* The common verify hook of transform rows (see xfd_transform_row). */
XFS_HIDDEN xf_status xfd_tx_verify_row(xf_op *op);
/* Op verifiers (transform_verify.c). */
XFS_HIDDEN xf_status xfd_tx_verify_named_sequence(xf_op *op);
XFS_HIDDEN xf_status xfd_tx_verify_sequence(xf_op *op);
XFS_HIDDEN xf_status xfd_tx_verify_alternatives(xf_op *op);
XFS_HIDDEN xf_status xfd_tx_verify_foreach(xf_op *op);
XFS_HIDDEN xf_status xfd_tx_verify_foreach_match(xf_op *op);
/* TransformDialect::verifyOperationAttribute (transform_verify.c). */
XFS_HIDDEN xf_status xfd_transform_verify_attr(xf_op *op, const xf_named_attr *attr);
/* verifySymbolUses of include, foreach_match, collect_matching. */
XFS_HIDDEN xf_status xfd_tx_include_symbol_uses(xf_op *op);
XFS_HIDDEN xf_status xfd_tx_foreach_match_symbol_uses(xf_op *op);
XFS_HIDDEN xf_status xfd_tx_collect_symbol_uses(xf_op *op);
/* verifyNamedSequenceOp without reporting (include's effects). */
XFS_HIDDEN xf_status xfd_tx_named_sequence_check(xf_op *fn);

/* Registration of the op tables (transform_ops.c, transform_handle_ops.c,
 * transform_match.c, transform_pass_ops.c). */
XFS_HIDDEN xf_status xfd_register_transform_control_ops(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_transform_handle_ops(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_transform_match_ops(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_transform_pass_ops(xf_context *ctx);

/* The description of `op`, or NULL when it has none. */
static inline const xfd_transform_row *xfd_transform_row_of(const xf_op *op) {
  if (!op->info || !(op->info->traits & XF_TRAIT_TRANSFORM_DESC))
    return NULL;
  return (const xfd_transform_row *)(const void *)op->info;
}

/* Registers `n` rows. */
XFS_HIDDEN xf_status xfd_register_transform_rows(xf_context *ctx, const xfd_transform_row *rows,
                                                 size_t n);

/* Interface queries (false for ops without a description). */
XFS_HIDDEN bool xfd_transform_has(const xf_op *op, uint32_t iface);

/* Computes the effects of `op` into `out` (`out->operands` must hold
 * op->nops entries).  Ops without a description get none. */
XFS_HIDDEN void xfd_transform_effects(xf_op *op, xfd_effects *out);
/* Does `op` consume (free) operand `i`?  (MLIR's isHandleConsumed.) */
XFS_HIDDEN bool xfd_transform_consumes_operand(xf_op *op, unsigned i);
/* The entry-block argument numbers of `block` consumed by the ops directly
 * in it (MLIR's getConsumedBlockArguments): sets consumed[i] for each. */
XFS_HIDDEN void xfd_transform_consumed_block_args(xf_block *block, bool *consumed);

/* Effect helpers for row `effects` hooks. */
XFS_HIDDEN void xfd_eff_all(xf_op *op, xfd_effects *out, xfd_handle_effect e);
XFS_HIDDEN void xfd_eff_set(xfd_effects *out, unsigned i, xfd_handle_effect e);
/* The effects of the ops of `body` on its entry arguments, remapped to
 * operands `first..` of `op` (MLIR's getPotentialTopLevelEffects). */
XFS_HIDDEN void xfd_eff_body_to_operands(xf_op *op, xf_block *body, unsigned first,
                                         xfd_effects *out);

/* ---------------------------------------------------------- syntax helpers */

/* `: (types) -> results`: resolves `ops` (xfy_operand) against the inputs
 * and adds the results (ODS functional-type).  Count mismatches are
 * reported at `at` (NULL: the op name, as for ODS's `operands`). */
XFS_HIDDEN bool xfd_tx_parse_functional(xfy_op_builder *b, const xfs_vec *ops,
                                        const xfy_token *at);
/* Resolves `n` operands against `nt` types (ODS resolveOperands: "number
 * of operands and types do not match" at `at`, NULL: the op name). */
XFS_HIDDEN bool xfd_tx_resolve(xfy_op_builder *b, const xfy_operand *ops, size_t n,
                               xf_type *const *types, size_t nt, const xfy_token *at);
/* `$handles attr-dict (: type($handles)^)?`: transform.yield and
 * transform.match.structured.yield. */
XFS_HIDDEN bool xfd_tx_yield_parse(xfy_op_builder *b);
XFS_HIDDEN void xfd_tx_yield_print(xfy_printer *pr, xf_op *op);
/* ` : (types) -> results` */
XFS_HIDDEN void xfd_tx_print_functional(xfy_printer *pr, xf_op *op);
/* Parses keyword `kw`, which must be present (custom op "expected '<kw>'"). */
XFS_HIDDEN bool xfd_tx_expect_kw(xfy_op_builder *b, const char *kw);
/* Prints the attribute dictionary minus `elided` and minus every property
 * named in `defaults` (NULL-terminated name/value pairs, value in MLIR
 * syntax) whose value equals its default. */
XFS_HIDDEN void xfd_tx_print_attr_dict(xfy_printer *pr, xf_op *op, const char *const *elided,
                                       const char *const *defaults);
/* Adds the properties of `defaults` that `st` lacks (complete hooks). */
XFS_HIDDEN void xfd_tx_complete_defaults(xf_context *ctx, xf_op_state *st,
                                         const char *const *defaults);
/* Unit property `name` is present. */
XFS_HIDDEN bool xfd_tx_flag(xf_op *op, const char *name);
/* An integer property, or `dflt`. */
XFS_HIDDEN int64_t xfd_tx_int(xf_op *op, const char *name, int64_t dflt);

/* Position lists `[all]`, `[except(1, -1)]`, `[0, 2]` (MLIR's
 * TransformMatchDims): raw_position_list / is_inverted / is_all. */
XFS_HIDDEN bool xfd_tx_parse_dims(xfy_op_builder *b);
XFS_HIDDEN void xfd_tx_print_dims(xfy_printer *pr, xf_op *op);
/* verifyTransformMatchDimsOp. */
XFS_HIDDEN xf_status xfd_tx_verify_dims(xf_op *op);

/* `failures(propagate|suppress)` into property failure_propagation_mode. */
XFS_HIDDEN bool xfd_tx_parse_failures(xfy_op_builder *b);
XFS_HIDDEN void xfd_tx_print_failures(xfy_printer *pr, xf_op *op);

typedef enum xfd_tx_kind xfd_tx_kind;
/* ODS `type($x)` of a single value constrained to a type interface:
 * parses a type and checks its kind ("invalid kind of type specified");
 * the colon variant expects `:` first. */
XFS_HIDDEN xf_type *xfd_tx_parse_kind_type(xfy_op_builder *b, xfd_tx_kind k);
XFS_HIDDEN xf_type *xfd_tx_parse_colon_kind_type(xfy_op_builder *b, xfd_tx_kind k);
/* ODS StrAttr / typed attribute parsing: a string (numbers: "integer
 * literal not valid for specified type"); `kind` checks the attribute
 * class ("invalid kind of attribute specified"). */
XFS_HIDDEN xf_attr *xfd_tx_parse_str(xfy_op_builder *b);
XFS_HIDDEN xf_attr *xfd_tx_parse_attr_kind(xfy_op_builder *b, xf_attr_kind kind);

/* Operand/result type constraints of ODS (verifyInvariants). */
enum xfd_tx_kind {
  XFD_TK_OP,     /* TransformHandleTypeInterface */
  XFD_TK_VALUE,  /* TransformValueHandleTypeInterface */
  XFD_TK_PARAM,  /* TransformParamTypeInterface */
  XFD_TK_ANY,    /* Transform_AnyHandleOrParamType */
};
/* Checks that values [from, from+n) of the operands (results when
 * `results`) have type kind `k`; reports ODS's message otherwise.
 * `variadic` selects the "variadic of" wording. */
XFS_HIDDEN xf_status xfd_tx_check_kind(xf_op *op, bool results, unsigned from, unsigned n,
                                       xfd_tx_kind k, bool variadic);

#endif /* XFORM_SRC_DIALECTS_TRANSFORM_DIALECT_H */
