/* arith_ops.h — the arith op descriptors shared by arith.c (table,
 * verifier), arith_syntax.c (custom parse/print) and arith_casts.c (cast
 * compatibility).  One descriptor per op, found from its registry row.
 */
#ifndef XFORM_SRC_DIALECTS_ARITH_OPS_H
#define XFORM_SRC_DIALECTS_ARITH_OPS_H

#include "arith.h"

/* How an op is written (its assembly format). */
typedef enum arith_fmt {
  AF_cst,     /* attr-dict $value */
  AF_bin,     /* $lhs, $rhs [clauses] attr-dict : type */
  AF_un,      /* $operand [clauses] attr-dict : type */
  AF_cmp,     /* $predicate, $lhs, $rhs [fastmath] attr-dict : type($lhs) */
  AF_cast,    /* $in [clauses] attr-dict : type($in) to type($out) */
  AF_scale,   /* $in, $scale [clauses] attr-dict : type, type to type */
  AF_addx,    /* $lhs, $rhs attr-dict : type($sum), type($overflow) */
  AF_mulx,    /* $lhs, $rhs attr-dict : type($lhs) (two results) */
  AF_select,  /* custom: %c, %t, %f attr-dict : [cond type,] type */
} arith_fmt;

/* Optional clauses and enum properties of an op. */
enum {
  FL_OVF = 1 << 0,     /* `overflow<...>`, overflowFlags (default none, materialised) */
  FL_EXACT = 1 << 1,   /* `exact`, isExact unit */
  FL_FM = 1 << 2,      /* `fastmath<...>`, fastmath (default none, materialised) */
  FL_FM_OPT = 1 << 3,  /* `fastmath<...>`, optional fastmath */
  FL_RM = 1 << 4,      /* rounding-mode keyword, optional roundingmode (i32) */
  FL_PRED_I = 1 << 5,  /* cmpi predicate (i64) */
  FL_PRED_F = 1 << 6,  /* cmpf predicate (i64) */
};

/* ODS type constraints of operands and results. */
typedef enum arith_cls {
  C_ANY,      /* AnyType */
  C_INT,      /* SignlessIntegerOrIndexLike */
  C_FIXED,    /* SignlessFixedWidthIntegerLike */
  C_FLOAT,    /* FloatLike */
  C_BOOL,     /* BoolLike */
  C_IDXCAST,  /* IndexCastTypeConstraint */
  C_BITCAST,  /* BitcastTypeConstraint */
} arith_cls;

/* Verifier traits beyond counts and type constraints. */
enum {
  K_SAME_OR = 1 << 0,     /* SameOperandsAndResultType */
  K_SAME_OPS = 1 << 1,    /* SameTypeOperands */
  K_SHAPE = 1 << 2,       /* SameOperandsAndResultShape */
  K_TDIMS = 1 << 3,       /* SameInputOutputTensorDims */
  K_I1_SHAPE = 1 << 4,    /* result is getI1SameShape(lhs) */
  K_ELEM = 1 << 5,        /* Elementwise */
  K_COND_SHAPE = 1 << 6,  /* select: AllTypesMatch + BooleanConditionOrMatchingShape */
  K_CAST = 1 << 7,        /* CastOpInterface::areCastCompatible */
};

/* Which areCastCompatible rule a cast uses. */
typedef enum arith_cast {
  CK_NONE,
  CK_EXT_I, CK_TRUNC_I,          /* integer width must grow / shrink */
  CK_EXT_F, CK_TRUNC_F,          /* float width must grow / shrink */
  CK_SCALE_EXT, CK_SCALE_TRUNC,  /* the same, on the first operand */
  CK_I2F, CK_F2I,                /* integer <-> float */
  CK_IDX,                        /* index <-> signless integer */
  CK_BITCAST,                    /* same bit width */
} arith_cast;

typedef struct arith_desc {
  uint8_t fmt;       /* arith_fmt */
  uint16_t flags;    /* FL_* */
  uint8_t opnd;      /* arith_cls of the operands */
  uint8_t res;       /* arith_cls of the results */
  uint8_t cast;      /* arith_cast */
  uint16_t checks;   /* K_* */
} arith_desc;

/* The descriptor of an arith registry row, or NULL for other rows. */
XFS_HIDDEN const arith_desc *xfd_arith_desc(const xf_op_info *info);

/* NULL when inherent attribute `name` = `v` satisfies its ODS constraint,
 * else the constraint's description (possibly built in `buf`). */
XFS_HIDDEN const char *xfd_arith_attr_problem(const arith_desc *d, const char *name,
                                              const xf_attr *v, char *buf, size_t cap);

/* CastOpInterface verification ("... are cast incompatible"). */
XFS_HIDDEN xf_status xfd_arith_check_cast(xf_op *op, const arith_desc *d);
/* The ext/trunc ops' own verify() (width must grow / shrink). */
XFS_HIDDEN xf_status xfd_arith_check_width(xf_op *op, const arith_desc *d);

/* Custom syntax, one pair per format (arith_syntax.c). */
#define XFD_ARITH_FMT_HOOKS(f)                                                 \
  XFS_HIDDEN bool xfd_arith_parse_##f(struct xfy_op_builder *b);                 \
  XFS_HIDDEN void xfd_arith_print_##f(struct xfy_printer *pr, xf_op *op);
XFD_ARITH_FMT_HOOKS(cst)
XFD_ARITH_FMT_HOOKS(bin)
XFD_ARITH_FMT_HOOKS(un)
XFD_ARITH_FMT_HOOKS(cmp)
XFD_ARITH_FMT_HOOKS(cast)
XFD_ARITH_FMT_HOOKS(scale)
XFD_ARITH_FMT_HOOKS(addx)
XFD_ARITH_FMT_HOOKS(mulx)
XFD_ARITH_FMT_HOOKS(select)
#undef XFD_ARITH_FMT_HOOKS

#endif /* XFORM_SRC_DIALECTS_ARITH_OPS_H */
