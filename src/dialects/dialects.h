/* dialects.h — the dialects layer's internal interface: one registration
 * function per dialect, and small helpers shared by the dialects' custom
 * parsers, printers and verifiers.
 *
 * Each dialect file holds a static table of `xf_op_info` rows (one per op:
 * name, traits, inherent attribute names, parse/print/complete/verify/name
 * hooks) and registers it.  Rows are static data: they outlive contexts.
 */
#ifndef XFORM_SRC_DIALECTS_H
#define XFORM_SRC_DIALECTS_H

#include "xform/dialects.h"
#include "../syntax/asm.h"

XFS_HIDDEN xf_status xfd_register_builtin(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_func(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_arith(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_tensor(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_linalg(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_scf(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_transform(xf_context *ctx);
XFS_HIDDEN xf_status xfd_register_memref(xf_context *ctx);
/* The transform dialect's type syntax (transform_types.c). */
XFS_HIDDEN xf_status xfd_register_transform_types(xf_context *ctx);

/* SymbolTable trait, region part: verifies the symbol uses of the ops
 * nested in symbol table `table` (not inside nested tables), as MLIR's
 * SymbolUserOpInterface::verifySymbolUses (transform_verify.c). */
XFS_HIDDEN xf_status xfd_verify_symbol_uses(xf_op *table);

/* Registers `n` rows. */
XFS_HIDDEN xf_status xfd_register_table(xf_context *ctx, const xf_op_info *rows, size_t n);

/* Verifier error on `op`: "'<name>' op <message>" with mlir-opt's framing. */
XFS_HIDDEN xf_status xfd_op_error(xf_op *op, const char *fmt, ...) XFS_PRINTF(2, 3);

#endif /* XFORM_SRC_DIALECTS_H */
