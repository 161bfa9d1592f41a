/* embed.c — embedding xform in a C program (the example of docs/api.md).
 *
 * Creates a context, registers the dialects, parses a payload module and a
 * transform script, registers an extension transform op written in C
 * ("embed.tag": sets a discardable attribute on every payload op its operand
 * handle points to and returns how many it tagged), runs the interpreter
 * on the payload and prints the result.  Diagnostics (here: the remark the
 * script emits) are rendered as mlir-opt renders them.  Everything goes to
 * stdout so that the test suite can check the whole run with FileCheck
 * (the CHECK lines at the end of this file).  Exit status 0 on success.
 *
 * Build against an installed xform with either
 *   cc embed.c $(pkg-config --cflags --libs xform)
 * or, in CMake, find_package(xform) and target_link_libraries(... xform::xform).
 */
#include <stdio.h>
#include <string.h>

#include "xform/diag.h"
#include "xform/dialects.h"
#include "xform/rewrite.h"
#include "xform/syntax.h"
#include "xform/transform.h"

static const char PAYLOAD[] =
    "func.func @f(%a: i32, %b: i32) -> i32 {\n"
    "  %0 = arith.addi %a, %b : i32\n"
    "  %1 = arith.muli %0, %b : i32\n"
    "  return %1 : i32\n"
    "}\n";

static const char SCRIPT[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
    "    %ops = transform.structured.match ops{[\"arith.addi\", \"arith.muli\"]} in %root\n"
    "      : (!transform.any_op) -> !transform.any_op\n"
    "    %n = \"embed.tag\"(%ops) {tag = \"seen\"} : (!transform.any_op) -> !transform.param<i64>\n"
    "    transform.debug.emit_param_as_remark %n, \"tagged\" : !transform.param<i64>\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

/* ------------------------------------------------- the extension op */

/* embed.tag: reads operand 0 (op handle), modifies payload (sets the
 * discardable attribute "embed.tag" to the op's "tag" attribute on every
 * payload op), produces result 0 (param: the number of ops tagged).
 * Silenceable failure when the handle is empty. */
static xf_tresult tag_apply(xf_tstate *st, xf_op *op, xf_tresults *results) {
  xf_context *ctx = xf_tstate_context(st);
  size_t n = 0;
  xf_op *const *ops = xf_tstate_payload_ops(st, xf_op_operand(op, 0), &n);
  if (n == 0)
    return xf_tresult_silenceable_at(ctx, xf_op_loc(op), "no payload op to tag");
  xf_attr *tag = xf_op_get_attr(op, "tag");
  xf_ident *key = xf_ident_cstr(ctx, "embed.tag");
  for (size_t i = 0; i < n; i++)
    if (xf_op_set_attr(ops[i], key, tag) != XF_OK)
      return xf_tresult_definite_at(ctx, xf_op_loc(op), "cannot tag %s",
                                    xf_ident_str(xf_op_name(ops[i])));
  xf_attr *count = xf_attr_integer(ctx, xf_type_integer(ctx, 64, XF_SIGNLESS), (int64_t)n);
  xf_tresults_set_params(results, 0, &count, 1);
  return xf_tresult_success();
}

/* The row must outlive the context: static storage. */
static const xf_transform_op_def TAG_OP = {
    .name = "embed.tag",
    .apply = tag_apply,
    .consumes = NULL, /* operand 0 is only read */
    .flags = XF_TOP_MODIFIES_PAYLOAD,
};

/* --------------------------------------------------- diagnostics, output */

/* Renders every reported diagnostic as mlir-opt does ("file:line:col:
 * severity: message", the source line, a caret). */
static bool print_diag(const xf_diag *d, void *user) {
  xf_context *ctx = user;
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  if (xf_diag_render(ctx, d, &b) == XF_OK)
    fwrite(b.data, 1, b.len, stdout);
  xf_strbuf_free(&b);
  return true;
}

/* transform.print output, if the script used it. */
static void print_out(void *user, const char *s, size_t n) {
  (void)user;
  fwrite(s, 1, n, stdout);
}

/* Prints `module` in custom form; false on failure. */
static bool print_module(xf_context *ctx, xf_op *module) {
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  xf_print_options po = {0};
  bool ok = xf_print_module(module, &po, &b) == XF_OK;
  if (ok)
    fwrite(b.data, 1, b.len, stdout);
  xf_strbuf_free(&b);
  return ok;
}

/* Parses, registers, interprets, prints; false after any failure. */
static bool run(xf_context *ctx) {
  /* The dialects, the pattern-rewriting transform ops (apply_patterns,
   * apply_cse, apply_dce: xform-interp registers them too) and our op. */
  if (xf_register_all_dialects(ctx) != XF_OK || xf_rewrite_register_transform_ops(ctx) != XF_OK ||
      xf_transform_register_op(ctx, &TAG_OP) != XF_OK)
    return false;
  xf_parse_options payload_opts = {0};
  xf_op *payload = xf_parse(ctx, "payload.mlir", PAYLOAD, strlen(PAYLOAD), &payload_opts);
  /* "embed" is not a registered dialect: its ops are accepted in generic form. */
  xf_parse_options script_opts = {.allow_unregistered_dialect = true};
  xf_op *script = xf_parse(ctx, "script.mlir", SCRIPT, strlen(SCRIPT), &script_opts);
  if (!payload || !script || xf_verify(payload) != XF_OK || xf_verify(script) != XF_OK)
    return false;
  /* The entry point @__transform_main is looked up in the payload, then in
   * the library (`script`); the payload root is the payload module. */
  xf_transform_options topts = {.out = print_out};
  if (xf_transform_interpret(payload, script, &topts) != XF_OK)
    return false;
  return xf_verify(payload) == XF_OK && print_module(ctx, payload);
}

int main(void) {
  printf("xform %s (MLIR %s)\n", xf_version(), xf_mlir_version());
  xf_context *ctx = xf_context_create(NULL);
  if (!ctx)
    return 1;
  xf_diag_handler_id h = xf_diag_push_handler(ctx, print_diag, ctx);
  bool ok = run(ctx);
  xf_diag_pop_handler(ctx, h);
  xf_context_destroy(ctx);
  return ok ? 0 : 1;
}

/* The expected output, checked by the test suite (FileCheck):
 *
 * CHECK:      xform {{[0-9.]+}} (MLIR 22.1.8)
 * CHECK-NEXT: script.mlir:6:5: remark: tagged 2 : i64
 * CHECK-NEXT: {{^}}    transform.debug.emit_param_as_remark %n, "tagged" : !transform.param<i64>
 * CHECK-NEXT: {{^}}    ^
 * CHECK-NEXT: script.mlir:6:5: note: see current operation: transform.debug.emit_param_as_remark %1, "tagged"
 * CHECK:      module {
 * CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: i32) -> i32 {
 * CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 {embed.tag = "seen"} : i32
 * CHECK-NEXT:     %1 = arith.muli %0, %arg1 {embed.tag = "seen"} : i32
 * CHECK-NEXT:     return %1 : i32
 * CHECK-NEXT:   }
 * CHECK-NEXT: }
 */
