/* arith_fold.h — the arith dialect's folders (each op's `fold` method of
 * LLVM 22's ArithOps.cpp) and its constant materialiser, for the op
 * registry rows of src/dialects/arith.c.
 *
 * A row points at its folder and at the materialiser, either directly
 *     {.name = "arith.addi", ..., .fold = xfd_arith_fold_addi,
 *      .materialize = xfd_arith_materialize},
 * or through the name-keyed table: `.fold = xfd_arith_fold` on every row
 * dispatches by op name (`xfd_arith_folder("arith.addi")` gives the same
 * function; NULL for ops without a folder).  Folding covers scalar
 * integers and index values up to 64 bits and scalar f16/bf16/f32/f64
 * floats; shaped (vector/tensor) constants are not folded.
 */
#ifndef XFORM_SRC_DIALECTS_ARITH_FOLD_H
#define XFORM_SRC_DIALECTS_ARITH_FOLD_H

#include "../ir/ir_impl.h"

/* X-macro of the folded ops: X(mnemonic). */
#define XFD_ARITH_FOLDED_OPS(X)                                                                  \
  X(constant) X(addi) X(subi) X(muli) X(divui) X(divsi) X(ceildivui) X(ceildivsi) X(floordivsi)   \
  X(remui) X(remsi) X(andi) X(ori) X(xori) X(shli) X(shrui) X(shrsi) X(maxsi) X(maxui) X(minsi)  \
  X(minui) X(cmpi) X(select) X(extui) X(extsi) X(trunci) X(index_cast) X(index_castui) X(negf)   \
  X(addf) X(subf) X(mulf) X(divf) X(sitofp) X(uitofp) X(bitcast)

#define XFD_ARITH_DECLARE_FOLD(name)                                                              \
  XFS_HIDDEN xf_fold_status xfd_arith_fold_##name(xf_op *op, xf_attr *const *operands,           \
                                                  xf_fold_result *results);
XFD_ARITH_FOLDED_OPS(XFD_ARITH_DECLARE_FOLD)
#undef XFD_ARITH_DECLARE_FOLD

/* arith::ConstantOp::materialize: an unlinked `arith.constant` holding
 * `value` when it is an integer (signless), index, float or elements
 * attribute of exactly `type`; NULL otherwise. */
XFS_HIDDEN xf_op *xfd_arith_materialize(xf_context *ctx, xf_attr *value, xf_type *type,
                                        xf_attr *loc);

/* The folder of op `name` ("arith.addi"), or NULL. */
XFS_HIDDEN xf_fold_fn xfd_arith_folder(const char *name);
/* One folder for every arith row: dispatches on the op's name through the
 * table (ops without a folder do not fold).  Rows can all say
 * `.fold = xfd_arith_fold, .materialize = xfd_arith_materialize`. */
XFS_HIDDEN xf_fold_status xfd_arith_fold(xf_op *op, xf_attr *const *operands,
                                         xf_fold_result *results);

#endif /* XFORM_SRC_DIALECTS_ARITH_FOLD_H */
