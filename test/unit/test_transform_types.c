/* test_transform_types.c — the Transform dialect's type API
 * (xform/transform_types.h) and op descriptions (dialects/transform_dialect.h):
 * constructors are uniqued and agree with parsed types, kinds and
 * interfaces, invalid parameters, and the handle effects MLIR's getEffects
 * computes (include following the callee's annotations, sequence and
 * foreach folding in their bodies, alternatives and foreach_match
 * consuming, navigation reading).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "dialects/transform_dialect.h"
#include "xform/dialects.h"
#include "xform/syntax.h"
#include "xform/transform_types.h"

static int setup(void **state) {
  xf_context *ctx = xf_context_create(NULL);
  if (!ctx || xf_register_all_dialects(ctx) != XF_OK)
    return -1;
  *state = ctx;
  return 0;
}

static int teardown(void **state) {
  xf_context_destroy(*state);
  return 0;
}

static xf_type *parse_type(xf_context *ctx, const char *text) {
  return xf_parse_type(ctx, text, strlen(text));
}

/* Constructed and parsed types are the same uniqued object. */
static void test_constructors_are_uniqued(void **state) {
  xf_context *ctx = *state;
  assert_ptr_equal(xf_transform_type_any_op(ctx), parse_type(ctx, "!transform.any_op"));
  assert_ptr_equal(xf_transform_type_any_value(ctx), parse_type(ctx, "!transform.any_value"));
  assert_ptr_equal(xf_transform_type_any_param(ctx), parse_type(ctx, "!transform.any_param"));
  assert_ptr_equal(xf_transform_type_type(ctx), parse_type(ctx, "!transform.type"));
  assert_ptr_equal(xf_transform_type_affine_map(ctx), parse_type(ctx, "!transform.affine_map"));
  assert_ptr_equal(xf_transform_type_op(ctx, "func.func", 9),
                   parse_type(ctx, "!transform.op< \"func.func\" >"));
  assert_ptr_equal(xf_transform_type_param(ctx, xf_type_integer(ctx, 64, XF_SIGNLESS)),
                   parse_type(ctx, "!transform.param<i64>"));
  assert_ptr_not_equal(xf_transform_type_op(ctx, "a.b", 3), xf_transform_type_op(ctx, "a.c", 3));
}

/* Kinds, interfaces and parameters. */
static void test_kinds_and_interfaces(void **state) {
  xf_context *ctx = *state;
  xf_type *op = xf_transform_type_op(ctx, "arith.addi", 10);
  xf_type *param = parse_type(ctx, "!transform.param<si8>");
  assert_int_equal(xf_transform_type_get_kind(op), XF_TT_OP);
  assert_string_equal(xf_ident_str(xf_transform_type_op_name(op)), "arith.addi");
  assert_true(xf_transform_type_is_op_handle(op));
  assert_int_equal(xf_transform_type_get_kind(param), XF_TT_PARAM);
  assert_ptr_equal(xf_transform_type_param_elem(param), xf_type_integer(ctx, 8, XF_SIGNED));
  assert_true(xf_transform_type_is_param(param));
  assert_true(xf_transform_type_is_param(xf_transform_type_type(ctx)));
  assert_true(xf_transform_type_is_param(xf_transform_type_affine_map(ctx)));
  assert_true(xf_transform_type_is_value_handle(xf_transform_type_any_value(ctx)));
  assert_true(xf_transform_types_same_interface(op, xf_transform_type_any_op(ctx)));
  assert_false(xf_transform_types_same_interface(op, param));
  /* Builtin and other dialect types are not transform types. */
  assert_int_equal(xf_transform_type_get_kind(xf_type_integer(ctx, 64, XF_SIGNLESS)), XF_TT_NONE);
  assert_int_equal(xf_transform_type_value_kind(parse_type(ctx, "!llvm.ptr")), XF_TV_NONE);
  assert_null(xf_transform_type_op_name(param));
  assert_null(xf_transform_type_param_elem(op));
}

/* param<T> needs an integer of at most 64 bits. */
static void test_param_element_limits(void **state) {
  xf_context *ctx = *state;
  assert_non_null(xf_transform_type_param(ctx, xf_type_integer(ctx, 1, XF_SIGNLESS)));
  assert_null(xf_transform_type_param(ctx, xf_type_integer(ctx, 65, XF_SIGNLESS)));
  assert_null(xf_transform_type_param(ctx, xf_type_index(ctx)));
  assert_null(xf_transform_type_param(ctx, xf_type_float(ctx, "f32")));
}

/* Printing gives mlir-opt's canonical text. */
static void test_printing(void **state) {
  xf_context *ctx = *state;
  xf_strbuf b;
  xf_strbuf_init(&b, ctx);
  assert_int_equal(xf_print_type(xf_transform_type_op(ctx, "a\"b", 3), &b), XF_OK);
  assert_string_equal(b.data, "!transform.op<\"a\\22b\">");
  b.len = 0;
  assert_int_equal(xf_print_type(parse_type(ctx, "!transform.any_op<i32>"), &b), XF_OK);
  assert_string_equal(b.data, "!transform.any_op");
  xf_strbuf_free(&b);
}

/* ------------------------------------------------------------- effects */

static const char k_script[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  transform.named_sequence @eats(%a: !transform.any_op {transform.consumed},\n"
    "                                 %b: !transform.any_op {transform.readonly}) {\n"
    "    transform.alternatives %a : !transform.any_op {\n"
    "    ^bb0(%s: !transform.any_op):\n"
    "    }\n"
    "    transform.yield\n"
    "  }\n"
    "  transform.named_sequence @main(%root: !transform.any_op {transform.consumed}) {\n"
    "    %m = transform.merge_handles %root : !transform.any_op\n"
    "    %n = transform.merge_handles %root : !transform.any_op\n"
    "    transform.include @eats failures(propagate) (%m, %n) : (!transform.any_op, "
    "!transform.any_op) -> ()\n"
    "    %o = transform.merge_handles %root : !transform.any_op\n"
    "    transform.foreach %o : !transform.any_op {\n"
    "    ^bb0(%it: !transform.any_op):\n"
    "      transform.alternatives %it : !transform.any_op {\n"
    "      ^bb0(%s: !transform.any_op):\n"
    "      }\n"
    "    }\n"
    "    %p = transform.get_parent_op %root : (!transform.any_op) -> !transform.any_op\n"
    "    %u = transform.foreach_match in %p @is -> @eats2 : (!transform.any_op) -> "
    "!transform.any_op\n"
    "    transform.yield\n"
    "  }\n"
    "  transform.named_sequence @is(%a: !transform.any_op {transform.readonly}) -> "
    "!transform.any_op {\n"
    "    transform.yield %a : !transform.any_op\n"
    "  }\n"
    "  transform.named_sequence @eats2(%a: !transform.any_op {transform.readonly}) {\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

/* The n-th op (0-based) named `name` in `block`. */
static xf_op *find_op(xf_block *block, const char *name, int n) {
  for (xf_op *op = block->first; op; op = op->next)
    if (strcmp(xf_ident_str(op->name), name) == 0 && n-- == 0)
      return op;
  return NULL;
}

static void test_effects(void **state) {
  xf_context *ctx = *state;
  xf_op *module = xf_parse(ctx, "script.mlir", k_script, sizeof k_script - 1, NULL);
  assert_non_null(module);
  assert_int_equal(xf_verify(module), XF_OK);
  xf_block *top = xfi_op_regions(module)[0].first;
  xf_op *main_seq = find_op(top, "transform.named_sequence", 1);
  xf_block *body = xfi_op_regions(main_seq)[0].first;

  /* include: consumed / readonly follow the callee's argument attributes. */
  xf_op *include = find_op(body, "transform.include", 0);
  assert_true(xfd_transform_consumes_operand(include, 0));
  assert_false(xfd_transform_consumes_operand(include, 1));
  uint8_t eff[2];
  xfd_effects e = {eff, false, 0, false};
  xfd_transform_effects(include, &e);
  assert_int_equal(eff[1], XFD_HE_READ);
  assert_int_equal(e.payload, XFD_PAYLOAD_WRITE);

  /* foreach consumes its target when the body consumes the block argument. */
  assert_true(xfd_transform_consumes_operand(find_op(body, "transform.foreach", 0), 0));
  /* navigation only reads; foreach_match consumes its root. */
  assert_false(xfd_transform_consumes_operand(find_op(body, "transform.get_parent_op", 0), 0));
  assert_true(xfd_transform_consumes_operand(find_op(body, "transform.foreach_match", 0), 0));

  /* The entry arguments consumed by ops directly in a body. */
  bool consumed[1] = {false};
  xfd_transform_consumed_block_args(body, consumed);
  assert_false(consumed[0]); /* %root only feeds merge/get_parent_op/foreach_match... */
  xf_op *eats = find_op(top, "transform.named_sequence", 0);
  bool eats_consumed[2] = {false, false};
  xfd_transform_consumed_block_args(xfi_op_regions(eats)[0].first, eats_consumed);
  assert_true(eats_consumed[0]);
  assert_false(eats_consumed[1]);

  /* Interfaces from the descriptions. */
  assert_true(xfd_transform_has(find_op(body, "transform.get_parent_op", 0),
                                XFD_TI_TRANSFORM | XFD_TI_MATCH | XFD_TI_NAVIGATION));
  assert_false(xfd_transform_has(find_op(body, "transform.yield", 0), XFD_TI_TRANSFORM));
  assert_true(xfd_transform_has(main_seq, XFD_TI_FUNCTION_LIKE));
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_constructors_are_uniqued, setup, teardown),
      cmocka_unit_test_setup_teardown(test_kinds_and_interfaces, setup, teardown),
      cmocka_unit_test_setup_teardown(test_param_element_limits, setup, teardown),
      cmocka_unit_test_setup_teardown(test_printing, setup, teardown),
      cmocka_unit_test_setup_teardown(test_effects, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
