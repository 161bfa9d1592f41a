/* xform/dialects.h — registering the dialects xform models (builtin, func,
 * arith, tensor, linalg, scf, transform) into a context.
 *
 * A context starts with an empty op registry: every op is then accepted in
 * generic form only (ops of dialects mlir-opt knows parse, others need
 * -allow-unregistered-dialect).  After registration, the ops of these
 * dialects get custom syntax, traits, default properties, verifiers and
 * name hints, and unknown ops of these dialects are verifier errors, as in
 * mlir-opt.
 */
#ifndef XFORM_DIALECTS_H
#define XFORM_DIALECTS_H

#include "xform/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Registers every dialect below. */
XF_API xf_status xf_register_all_dialects(xf_context *ctx) XF_MUST_CHECK;

#ifdef __cplusplus
}
#endif
#endif /* XFORM_DIALECTS_H */
