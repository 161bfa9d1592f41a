/*
 * numeric.h - exact numeric conversions for MLIR literals: floating-point
 * formats modelled on LLVM's APFloat semantics, and arbitrary-width integers.
 *
 * What this holds:
 *   - The table of MLIR builtin float types (f16 ... f4E2M1FN) with their
 *     APFloat semantics (precision, exponent range, inf/NaN/zero behaviour).
 *   - Decimal text -> float, correctly rounded (round to nearest, ties to
 *     even) for every format, with our own big-integer arithmetic.
 *   - The MLIR attribute-parser path (decimal -> f64 -> target format, which
 *     is what mlir-opt really does), hex bit-pattern literals, conversions
 *     between formats and to/from the host double.
 *   - APFloat::toString and MLIR's printFloatValue, byte for byte.
 *   - MLIR integer-attribute parsing rules and printing for widths up to
 *     XFS_INT_MAX_WIDTH bits.
 *
 * Invariants / conventions:
 *   - A float value is `uint64_t bits[2]`, little-endian words: bits[0] holds
 *     the low 64 bits of the storage encoding, bits[1] the next 64 (f80 uses
 *     the low 16 bits of bits[1], f128 all of it).  For every format the
 *     encoding bits equal what APFloat::bitcastToAPInt() returns for the value
 *     APFloat would hold; all bits above the storage width are zero, except:
 *   - For formats of at most 64 bits, bits[1] is zero unless it carries one of
 *     the XFS_FLOAT_X* markers below.  They record APFloat states that have no
 *     encoding but that LLVM 22 really produces (by reaching an
 *     llvm_unreachable in a release build) and that mlir-opt then prints:
 *     a negative f8E8M0FNU value, and an infinity or NaN converted into a
 *     finite-only format (f6E2M3FN, f6E3M2FN, f4E2M1FN).  bits[0] still holds
 *     what bitcastToAPInt yields for such a value, so code that only needs the
 *     storage encoding (dense elements, bytecode) can use bits[0] alone.
 *   - No function allocates memory or keeps state; big-integer scratch space
 *     lives on the stack (tens of KiB at most).  All functions are reentrant.
 *   - Text outputs follow snprintf: the result is NUL-terminated and
 *     truncated to fit `cap` bytes (when cap > 0), and the return value is the
 *     full length the text needs, excluding the NUL.
 *   - `s` must be a valid xfs_fsem: the parse functions return false for an
 *     out-of-range value, the others treat it as f64.
 */
#ifndef XFORM_SUPPORT_NUMERIC_H
#define XFORM_SUPPORT_NUMERIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ------------------------------------------------------------------------ */
/* Float semantics                                                          */
/* ------------------------------------------------------------------------ */

typedef enum xfs_fsem {
  XFS_F16,
  XFS_BF16,
  XFS_F32,
  XFS_F64,
  XFS_F80,
  XFS_F128,
  XFS_TF32,
  XFS_F8E5M2,
  XFS_F8E4M3,
  XFS_F8E4M3FN,
  XFS_F8E5M2FNUZ,
  XFS_F8E4M3FNUZ,
  XFS_F8E4M3B11FNUZ,
  XFS_F8E3M4,
  XFS_F8E8M0FNU,
  XFS_F6E2M3FN,
  XFS_F6E3M2FN,
  XFS_F4E2M1FN,
  XFS_FSEM_COUNT
} xfs_fsem;

/* Storage width in bits: 16, 16, 32, 64, 80, 128, 19, 8, ..., 6, 6, 4. */
unsigned xfs_fsem_bits(xfs_fsem s);
/* MLIR type spelling: "f16", "bf16", "f32", ..., "f8E5M2", ..., "f4E2M1FN". */
const char *xfs_fsem_name(xfs_fsem s);
/* The semantics whose MLIR spelling is name[0..len), or -1. */
int xfs_fsem_lookup(const char *name, size_t len);
/* Significand bits including the integer bit (APFloat "precision"). */
unsigned xfs_fsem_precision(xfs_fsem s);
/* Whether the format can encode inf / NaN / a negative sign. */
bool xfs_fsem_has_inf(xfs_fsem s);
bool xfs_fsem_has_nan(xfs_fsem s);
bool xfs_fsem_has_sign(xfs_fsem s);

/* Markers in bits[1] (formats of at most 64 bits only); see above. */
#define XFS_FLOAT_XNEG 0x1u /* f8E8M0FNU finite value carrying a sign;     \
                               bits[1] >> 8 holds its exponent field */
#define XFS_FLOAT_XINF 0x2u /* infinity in a finite-only format */
#define XFS_FLOAT_XNAN 0x4u /* NaN in a finite-only format */

/* ------------------------------------------------------------------------ */
/* Parsing and conversion                                                   */
/* ------------------------------------------------------------------------ */

/* Decimal float literal text (digits, optional '.', digits, optional
   [eE][+-]digits; plain integers like "42" too) to the nearest value of `s`,
   exactly as APFloat::convertFromString with rmNearestTiesToEven (overflow
   gives inf, NaN for NaN-only formats, the largest finite value for
   finite-only formats).  `neg` applies a leading minus sign.  This is also
   the function MLIR's printer uses to check that a printed form re-parses.
   Returns false only on malformed text (bits untouched then). */
bool xfs_float_from_decimal(xfs_fsem s, const char *text, size_t len, bool neg,
                            uint64_t bits[2]);

/* What MLIR's attribute parser does with a float literal token such as
   `1.5e3` in `1.5e3 : f16`: the text is converted to f64 (correctly rounded)
   and the double is then converted to `s` (a second rounding).  This is what
   mlir-opt prints back; it differs from xfs_float_from_decimal for formats
   wider than f64 (0.1 : f80) and in rare double-rounding cases.  Returns
   false only on malformed text. */
bool xfs_float_from_literal(xfs_fsem s, const char *text, size_t len, bool neg,
                            uint64_t bits[2]);

/* MLIR hex float literal `0x7FC00000`: raw bits (text must start with "0x",
   then at least one hex digit).  Returns false if malformed or if the value
   needs more bits than the format width ("hexadecimal float constant out of
   range for type").  The result is canonicalized the way APFloat does when
   it builds a value from bits (only non-canonical x87 f80 encodings change:
   unnormals become NaNs, pseudo-denormals get exponent field 1). */
bool xfs_float_from_hex(xfs_fsem s, const char *text, size_t len,
                        uint64_t bits[2]);

/* APFloat::convert(to, rmNearestTiesToEven): value of format `from` to
   format `to`, correctly rounded, with APFloat's NaN payload handling. */
void xfs_float_convert(xfs_fsem from, const uint64_t in[2], xfs_fsem to,
                       uint64_t out[2]);
/* Host double to `s`, correctly rounded (APFloat::convert from IEEEdouble).
   Returns true if the conversion was exact. */
bool xfs_float_from_double(xfs_fsem s, double v, uint64_t bits[2]);
/* `s` to host double (rounds for f80/f128). */
double xfs_float_to_double(xfs_fsem s, const uint64_t bits[2]);

bool xfs_float_is_zero(xfs_fsem s, const uint64_t bits[2]);
bool xfs_float_is_nan(xfs_fsem s, const uint64_t bits[2]);
bool xfs_float_is_inf(xfs_fsem s, const uint64_t bits[2]);
bool xfs_float_is_negative(xfs_fsem s, const uint64_t bits[2]);

/* ------------------------------------------------------------------------ */
/* Printing                                                                 */
/* ------------------------------------------------------------------------ */

/* MLIR's printFloatValue: for finite values APFloat::toString(6, 0, false)
   (e.g. "1.000000e+00") if it re-parses to bitwise the same value, else
   APFloat::toString() (natural precision, padding 3, truncated zeros) if
   that contains a '.', else (and for inf/NaN) the raw bits as an uppercase
   hex C literal "0x7FC00000" ("0x0" for zero bits). */
size_t xfs_float_format(xfs_fsem s, const uint64_t bits[2], char *buf,
                        size_t cap);

/* APFloat::toString(FormatPrecision, FormatMaxPadding, TruncateZero). */
size_t xfs_float_to_string(xfs_fsem s, const uint64_t bits[2],
                           unsigned format_precision,
                           unsigned format_max_padding, bool truncate_zero,
                           char *buf, size_t cap);

/* APInt::toString(radix 16, unsigned, C literal) of the storage bits:
   "0x" + uppercase digits without leading zeros, "0x0" for zero. */
size_t xfs_float_format_hex(xfs_fsem s, const uint64_t bits[2], char *buf,
                            size_t cap);

/* ------------------------------------------------------------------------ */
/* Arbitrary-width integers                                                 */
/* ------------------------------------------------------------------------ */

/* Widths above this are refused (MLIR allows up to 2^24-1). */
#define XFS_INT_MAX_WIDTH 4096u
#define XFS_INT_WORDS(width) (((width) + 63u) / 64u)

typedef enum xfs_int_kind {
  XFS_INT_SIGNLESS, /* iN */
  XFS_INT_SIGNED,   /* siN */
  XFS_INT_UNSIGNED, /* uiN */
  XFS_INT_INDEX     /* index: always 64 bits (the width argument is
                       ignored), range-checked like a signed type */
} xfs_int_kind;

typedef enum xfs_int_status {
  XFS_INT_OK,
  XFS_INT_MALFORMED,    /* not [0-9]+ or 0x[0-9a-fA-F]+ */
  XFS_INT_OUT_OF_RANGE, /* "integer constant out of range for attribute" */
  XFS_INT_NEG_UNSIGNED, /* "negative integer literal not valid for unsigned
                           integer type" */
  XFS_INT_TOO_WIDE      /* width > XFS_INT_MAX_WIDTH */
} xfs_int_status;

/* MLIR's buildAttributeAPInt: parse decimal or 0x-hex digits (no sign; `neg`
   negates) into `width` bits of two's complement in `words` (little-endian,
   XFS_INT_WORDS(width) words; bits above `width` in the top word are zero).
   Rules: the magnitude must fit in `width` bits; a negated value must have
   its sign bit set (so -0 is rejected, and -1 : i1 is accepted as 1); a
   positive signed/index value must not have its sign bit set; negative
   literals are refused for unsigned types; for width 0 only "0" is valid.
   `words` is written only on success. */
xfs_int_status xfs_int_parse_ex(const char *text, size_t len, bool neg,
                                unsigned width, xfs_int_kind kind,
                                uint64_t *words);
/* Signless form of the above: true iff XFS_INT_OK. */
bool xfs_int_parse(const char *text, size_t len, bool neg, unsigned width,
                   uint64_t *words);

/* Decimal text of a `width`-bit value as MLIR prints IntegerAttr values:
   signed interpretation unless is_unsigned.  (i1 prints as true/false in
   MLIR; that is the caller's business.)  Width 0 prints "0"; widths above
   XFS_INT_MAX_WIDTH print nothing. */
size_t xfs_int_format(const uint64_t *words, unsigned width, bool is_unsigned,
                      char *buf, size_t cap);

/* Writes the decimal digits of `v` at `d` (room for 20); returns how many.
   Values below 100 (nearly all the printer's value numbers) take no
   division loop. */
size_t xfs_u64_chars(char *d, uint64_t v);

#endif /* XFORM_SUPPORT_NUMERIC_H */
