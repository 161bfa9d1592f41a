/* arith.h — the arith dialect's enum attributes, shared by arith.c and
 * arith_enums.c (and by any dialect that builds arith ops).
 *
 * Bit enums (#arith.overflow<...>, #arith.fastmath<...>) are kept as opaque
 * dialect attributes whose text is always the canonical spelling mlir-opt
 * prints (flags in declaration order, "none" for no flag, a group name such
 * as "fast" when all its bits are set).  Integer enums (cmpi/cmpf
 * predicates, rounding modes) are integer attributes of the enum's storage
 * type, as in MLIR's generic form.
 */
#ifndef XFORM_SRC_DIALECTS_ARITH_H
#define XFORM_SRC_DIALECTS_ARITH_H

#include "dialects.h"

/* A bit enum: bit i is called names[i]. */
typedef struct xfd_bit_enum {
  const char *mnemonic;        /* "arith.overflow" */
  const char *cpp_name;        /* "::mlir::arith::IntegerOverflowFlags" (parse errors) */
  const char *ods_name;        /* "Arith_IntegerOverflowAttr" (parse errors) */
  const char *const *names;    /* one name per bit */
  unsigned nbits;
  const char *all_name;        /* name printed when every bit is set, or NULL */
  const char *sep;             /* separator printed between flags */
} xfd_bit_enum;

/* An integer enum: value i is called names[i]. */
typedef struct xfd_int_enum {
  const char *const *names;
  unsigned n;
  unsigned width;              /* storage type width (i32 / i64) */
} xfd_int_enum;

XFS_HIDDEN extern const xfd_bit_enum xfd_arith_overflow;   /* none, nsw, nuw */
XFS_HIDDEN extern const xfd_bit_enum xfd_arith_fastmath;   /* none, reassoc, ..., fast */
XFS_HIDDEN extern const xfd_int_enum xfd_arith_cmpi_pred;  /* eq ... uge (i64) */
XFS_HIDDEN extern const xfd_int_enum xfd_arith_cmpf_pred;  /* false ... true (i64) */
XFS_HIDDEN extern const xfd_int_enum xfd_arith_rounding;   /* to_nearest_even ... (i32) */

/* The canonical attribute for `bits`. */
XFS_HIDDEN xf_attr *xfd_bit_enum_attr(xf_context *ctx, const xfd_bit_enum *e, unsigned bits);
/* Reads `a` (an opaque `#mnemonic<...>`); false if it is not one. */
XFS_HIDDEN bool xfd_bit_enum_value(const xfd_bit_enum *e, const xf_attr *a, unsigned *bits);
/* `<flag, flag>` after its keyword, as the enum's custom parser reads it. */
XFS_HIDDEN bool xfd_parse_bit_enum(xfy_op_builder *b, const xfd_bit_enum *e, unsigned *bits);
/* Prints `<flags>`. */
XFS_HIDDEN void xfd_print_bit_enum(xfy_printer *pr, const xfd_bit_enum *e, unsigned bits);
/* Replaces property `name` of `st` by its canonical form, adding it with
 * value 0 when `materialise` is set and it is absent (DefaultValuedAttr). */
XFS_HIDDEN void xfd_complete_bit_enum(xf_context *ctx, xf_op_state *st, const char *name,
                                      const xfd_bit_enum *e, bool materialise);

/* Index of keyword `kw` (length `n`) in `e`, or -1. */
XFS_HIDDEN int xfd_int_enum_lookup(const xfd_int_enum *e, const char *kw, size_t n);
/* The case of an integer attribute of the right type, or -1. */
XFS_HIDDEN int xfd_int_enum_value(const xfd_int_enum *e, const xf_attr *a);
XFS_HIDDEN xf_attr *xfd_int_enum_attr(xf_context *ctx, const xfd_int_enum *e, unsigned v);

#endif /* XFORM_SRC_DIALECTS_ARITH_H */
