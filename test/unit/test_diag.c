/* test_diag.c — diagnostics: building and reporting (handler stack, error
 * counting, op-based "see current operation" notes, allocation failure),
 * mlir-opt 22's rendering, and the --verify-diagnostics checker.
 *
 * The expected texts below were produced by mlir-opt 22.1.8 on the source
 * texts next to them (kept verbatim): payload ops carrying the locations
 * under test were given a remark each with `transform.debug.emit_remark_at`
 * and the stderr was captured (see each test).  The tests rebuild the same
 * diagnostics directly at the same locations, over the same source
 * buffers, and compare byte for byte.  Locations naming files that are not
 * registered (nothere.mlir, f.mlir, x.mlir) must not exist in the working
 * directory.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "ir/ir_impl.h"
#include "xform/verify.h"

/* ------------------------------------------------------------- fixtures */

static const char SRC_V3[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  \"test.a\"() : () -> () loc(\"foo\")\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:1)\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:200)\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:0)\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":0:5)\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":999:5)\n"
    "  \"test.a\"() : () -> () loc(\"nothere.mlir\":7:3)\n"
    "  \"test.a\"() : () -> () loc(\"other.txt\":2:4)\n"
    "  \"test.a\"() : () -> () loc(\"other.txt\":2:1)\n"
    "  \"test.a\"() : () -> () loc(\"other.txt\":4:3)\n"
    "  \"test.a\"() : () -> () loc(\"other.txt\":4:30)\n"
    "  \"test.a\"() : () -> () loc(\"other.txt\":5:1)\n"
    "  \"test.a\"() : () -> () loc(\"nm\"(\"v3.mlir\":3:5))\n"
    "  \"test.a\"() : () -> () loc(callsite(\"v3.mlir\":4:5 at \"v3.mlir\":5:6))\n"
    "  \"test.a\"() : () -> () loc(callsite(\"v3.mlir\":4:5 at callsite(\"v3.mlir\":6:2 at \"other.txt\":1:1)))\n"
    "  \"test.a\"() : () -> () loc(fused[\"foo\", \"v3.mlir\":6:7, \"v3.mlir\":7:3])\n"
    "  \"test.a\"() : () -> () loc(fused<\"meta\">[\"v3.mlir\":8:3])\n"
    "  \"test.a\"() : () -> () loc(fused[\"a\", \"b\"])\n"
    "  \"test.a\"() : () -> () loc(callsite(\"foo\" at \"v3.mlir\":5:6))\n"
    "  \"test.a\"() : () -> () loc(unknown)\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":3:5 to 3:9)\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":3:5 to :9)\n"
    "  \"test.a\"() : () -> () loc(\"nm2\")\n"
    "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
    "    %f = transform.structured.match ops{[\"test.a\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    transform.debug.emit_remark_at %f, \"R\" : !transform.any_op\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

static const char SRC_OTHER[] =
    "line one\n"
    "\tx\ty = 1\n"
    "short\n"
    "last line no newline";

static const char EXP_V3[] =
    "<unknown>:0: remark: loc(\"foo\"): R\n"
    "<unknown>:0: note: loc(\"foo\"): see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:2:1: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"foo\")\n"
    "^\n"
    "v3.mlir:2:1: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:2:200: remark: R\n"
    "v3.mlir:2:200: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:2:0: remark: R\n"
    "v3.mlir:2:0: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:0:5: remark: R\n"
    "v3.mlir:0:5: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:999:5: remark: R\n"
    "v3.mlir:999:5: note: see current operation: \"test.a\"() : () -> ()\n"
    "nothere.mlir:7:3: remark: R\n"
    "nothere.mlir:7:3: note: see current operation: \"test.a\"() : () -> ()\n"
    "other.txt:2:4: remark: R\n"
    "        x       y = 1\n"
    "                ^\n"
    "other.txt:2:4: note: see current operation: \"test.a\"() : () -> ()\n"
    "other.txt:2:1: remark: R\n"
    "        x       y = 1\n"
    "^^^^^^^^\n"
    "other.txt:2:1: note: see current operation: \"test.a\"() : () -> ()\n"
    "other.txt:4:3: remark: R\n"
    "last line no newline\n"
    "  ^\n"
    "other.txt:4:3: note: see current operation: \"test.a\"() : () -> ()\n"
    "other.txt:4:30: remark: R\n"
    "other.txt:4:30: note: see current operation: \"test.a\"() : () -> ()\n"
    "other.txt:5:1: remark: R\n"
    "other.txt:5:1: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:3:5: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:1)\n"
    "    ^\n"
    "v3.mlir:3:5: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:4:5: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:200)\n"
    "    ^\n"
    "v3.mlir:5:6: note: called from\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:0)\n"
    "     ^\n"
    "v3.mlir:4:5: note: see current operation: \"test.a\"() : () -> ()\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:200)\n"
    "    ^\n"
    "v3.mlir:4:5: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:200)\n"
    "    ^\n"
    "v3.mlir:6:2: note: called from\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":0:5)\n"
    " ^\n"
    "other.txt:1:1: note: called from\n"
    "line one\n"
    "^\n"
    "v3.mlir:4:5: note: see current operation: \"test.a\"() : () -> ()\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:200)\n"
    "    ^\n"
    "v3.mlir:6:7: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":0:5)\n"
    "      ^\n"
    "v3.mlir:6:7: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:8:3: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"nothere.mlir\":7:3)\n"
    "  ^\n"
    "v3.mlir:8:3: note: see current operation: \"test.a\"() : () -> ()\n"
    "<unknown>:0: remark: loc(fused[\"a\", \"b\"]): R\n"
    "<unknown>:0: note: loc(fused[\"a\", \"b\"]): see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:5:6: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:0)\n"
    "     ^\n"
    "v3.mlir:5:6: note: called from\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:0)\n"
    "     ^\n"
    "v3.mlir:5:6: note: see current operation: \"test.a\"() : () -> ()\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:0)\n"
    "     ^\n"
    "<unknown>:0: remark: R\n"
    "<unknown>:0: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:3:5: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:1)\n"
    "    ^\n"
    "v3.mlir:3:5: note: see current operation: \"test.a\"() : () -> ()\n"
    "v3.mlir:3:5: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v3.mlir\":2:1)\n"
    "    ^\n"
    "v3.mlir:3:5: note: see current operation: \"test.a\"() : () -> ()\n"
    "<unknown>:0: remark: loc(\"nm2\"): R\n"
    "<unknown>:0: note: loc(\"nm2\"): see current operation: \"test.a\"() : () -> ()\n";

static const char SRC_V5[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  \"test.a\"() : () -> () loc(callsite(\"a\" at \"b\"))\n"
    "  \"test.a\"() : () -> () loc(\"n\"(callsite(\"a\" at \"b\")))\n"
    "  \"test.a\"() : () -> () loc(fused<{x = 1 : i32}>[unknown, \"q\\\"r\\0At\\09\"])\n"
    "  \"test.a\"() : () -> () loc(fused[callsite(unknown at \"z\"), \"f.mlir\":1:2 to 3:4])\n"
    "  \"test.a\"() : () -> () loc(\"n\"(unknown))\n"
    "  \"test.a\"() : () -> () loc(callsite(\"n\"(\"v5.mlir\":2:3) at \"v5.mlir\":3:3))\n"
    "  \"test.a\"() : () -> () loc(fused[\"x.mlir\":1:2 to :5, \"y\"])\n"
    "  \"test.a\"() : () -> () loc(\"v5.mlir\":10:7)\n"
    "  \"test.a\"() : () -> () loc(\"v5.mlir\":10:8)\n"
    "  \"test.a\"() : () -> () loc(\"v5.mlir\":11:1)\n"
    "  \"test.a\"() : () -> () loc(fused[\"n\", \"v5.mlir\":2:3])\n"
    "  \"test.a\"() : () -> () loc(fused<\"m\">[\"n\"])\n"
    "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
    "    %f = transform.structured.match ops{[\"test.a\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    transform.debug.emit_remark_at %f, \"R\" : !transform.any_op\n"
    "    transform.yield\n"
    "  }\n"
    "}\n"
    "\n";

static const char EXP_V5[] =
    "<unknown>:0: remark: loc(callsite(\"a\" at \"b\")): R\n"
    "<unknown>:0: note: loc(\"b\"): called from\n"
    "<unknown>:0: remark: loc(\"n\"(callsite(\"a\" at \"b\"))): R\n"
    "<unknown>:0: note: loc(\"b\"): called from\n"
    "<unknown>:0: remark: loc(fused<{x = 1 : i32}>[\"q\\22r\\0At\\09\"]): R\n"
    "f.mlir:1:2: remark: R\n"
    "<unknown>:0: note: loc(\"z\"): called from\n"
    "<unknown>:0: remark: loc(\"n\"): R\n"
    "v5.mlir:2:3: remark: R\n"
    "  \"test.a\"() : () -> () loc(callsite(\"a\" at \"b\"))\n"
    "  ^\n"
    "v5.mlir:3:3: note: called from\n"
    "  \"test.a\"() : () -> () loc(\"n\"(callsite(\"a\" at \"b\")))\n"
    "  ^\n"
    "x.mlir:1:2: remark: R\n"
    "v5.mlir:10:7: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v5.mlir\":10:8)\n"
    "      ^\n"
    "v5.mlir:10:8: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v5.mlir\":10:8)\n"
    "       ^\n"
    "v5.mlir:11:1: remark: R\n"
    "  \"test.a\"() : () -> () loc(\"v5.mlir\":11:1)\n"
    "^\n"
    "v5.mlir:2:3: remark: R\n"
    "  \"test.a\"() : () -> () loc(callsite(\"a\" at \"b\"))\n"
    "  ^\n"
    "<unknown>:0: remark: loc(fused<\"m\">[\"n\"]): R\n";

static const char SRC_O2[] =
    "caf\303\251 x = 1\r\n"
    "ab\tc\r\n"
    "last\n";

static const char EXP_V8[] =
    "o2.txt:1:3: remark: R\n"
    "caf\303\251 x = 1\n"
    "o2.txt:2:3: remark: R\n"
    "ab      c\n"
    "  ^^^^^^\n"
    "o2.txt:2:6: remark: R\n"
    "o2.txt:2:7: remark: R\n"
    "o2.txt:3:5: remark: R\n"
    "last\n"
    "    ^\n"
    "o2.txt:3:6: remark: R\n"
    "o2.txt:4:1: remark: R\n"
    "\n"
    "^\n"
    "o2.txt:4:2: remark: R\n"
    "o2.txt:5:1: remark: R\n"
    "o2.txt:2:5: remark: R\n"
    "ab      c\n"
    "         ^\n";

static const char SRC_V2[] =
    "module attributes {transform.with_named_sequence} {\n"
    "  func.func @f(%a: i32) -> i32 {\n"
    "    %0 = arith.addi %a, %a : i32\n"
    "    // expected-remark @below {{mul}}\n"
    "    %1 = arith.muli %0, %a : i32\n"
    "    // expected-warning @below {{ret}}\n"
    "    return %1 : i32\n"
    "  }\n"
    "  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {\n"
    "    %f = transform.structured.match ops{[\"arith.addi\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    transform.debug.emit_remark_at %f, \"add here\" : !transform.any_op\n"
    "    %m = transform.structured.match ops{[\"arith.muli\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    transform.debug.emit_remark_at %m, \"mul here\" : !transform.any_op\n"
    "    %r = transform.structured.match ops{[\"func.return\"]} in %root : (!transform.any_op) -> !transform.any_op\n"
    "    transform.debug.emit_remark_at %r, \"ret\" : !transform.any_op\n"
    "    %v = transform.get_result %m[0] : (!transform.any_op) -> !transform.any_value\n"
    "    transform.debug.emit_remark_at %v, \"val\" : !transform.any_value\n"
    "    transform.yield\n"
    "  }\n"
    "}\n";

static const char EXP_V2[] =
    "v2.mlir:3:10: error: unexpected remark: add here\n"
    "    %0 = arith.addi %a, %a : i32\n"
    "         ^\n"
    "v2.mlir:6:8: error: 'remark' diagnostic emitted when expecting a 'warning'\n"
    "    // expected-warning @below {{ret}}\n"
    "       ^\n"
    "v2.mlir:5:10: error: unexpected remark: val\n"
    "    %1 = arith.muli %0, %a : i32\n"
    "         ^\n"
    "v2.mlir:5:10: error: unexpected note: value handle points to an op result #0\n"
    "    %1 = arith.muli %0, %a : i32\n"
    "         ^\n"
    "v2.mlir:6:8: error: expected warning \"ret\" was not produced\n"
    "    // expected-warning @below {{ret}}\n"
    "       ^~~\n";

static const char EXP_V2_ONLY[] =
    "v2.mlir:6:8: error: expected warning \"ret\" was not produced\n"
    "    // expected-warning @below {{ret}}\n"
    "       ^~~\n";

static const char SRC_V6[] =
    "// expected-error @above {{first above}}\n"
    "\"foo.a\"() : () -> ()\n"
    "// -----\n"
    "// expected-error @above {{chunk2 above}}\n"
    "// expected-error @below {{operation being parsed with an unregistered dialect}}\n"
    "\"foo.b\"() : () -> ()\n"
    "// expected-error @below {{dangling}}\n"
    "// -----\n"
    "// expected-error @unknown {{unk}}\n"
    "// expected-error-re @+1 {{abc{{[}}}}\n"
    "// expected-error-re @+1 {{abc{{(}}}}\n"
    "// expected-error-re @+1 {{abc{{a{1}}}}\n"
    "// expected-error-re @+1 {{abc{{*a}}}}\n"
    "// expected-error-re @+1 {{abc{{()}}}}\n"
    "// expected-error-re @+1 {{abc{{a|}}}}\n"
    "// expected-error-re @+1 {{abc{{x}}\n"
    "// expected-error-re @+1 {{abc{{x}}}} trailing\n"
    "// expected-error-re @+1 {{}}\n"
    "// expected-error-re @+1 {{abc{{}}x}}\n"
    "// expected-error-re @+1 {{abc{{[[:foo:]]}}x}}\n"
    "// expected-error-re @+1 {{abc{{a\\}}x}}\n"
    "// expected-error-re @+1 {{abc{{a{2,1}}x}}\n"
    "\"foo.c\"() : () -> ()\n";

static const char EXP_V6[] =
    "v6.mlir:10:4: error: invalid regex: brackets ([ ]) not balanced\n"
    "// expected-error-re @+1 {{abc{{[}}}}\n"
    "   ^~~~~~~~\n"
    "v6.mlir:11:4: error: invalid regex: parentheses not balanced\n"
    "// expected-error-re @+1 {{abc{{(}}}}\n"
    "   ^~~~~~~~\n"
    "v6.mlir:12:4: error: invalid regex: braces not balanced\n"
    "// expected-error-re @+1 {{abc{{a{1}}}}\n"
    "   ^~~~~~~~~~\n"
    "v6.mlir:13:4: error: invalid regex: repetition-operator operand invalid\n"
    "// expected-error-re @+1 {{abc{{*a}}}}\n"
    "   ^~~~~~~~~\n"
    "v6.mlir:15:4: error: invalid regex: empty (sub)expression\n"
    "// expected-error-re @+1 {{abc{{a|}}}}\n"
    "   ^~~~~~~~~\n"
    "v6.mlir:16:4: error: found start of regex with no end '}}'\n"
    "// expected-error-re @+1 {{abc{{x}}\n"
    "   ^~~~~~\n"
    "v6.mlir:19:4: error: invalid regex: empty (sub)expression\n"
    "// expected-error-re @+1 {{abc{{}}x}}\n"
    "   ^~~~~~~~\n"
    "v6.mlir:20:4: error: invalid regex: invalid character class\n"
    "// expected-error-re @+1 {{abc{{[[:foo:]]}}x}}\n"
    "   ^~~~~~~~~~~~~~~~~\n"
    "v6.mlir:21:4: error: invalid regex: trailing backslash (\\)\n"
    "// expected-error-re @+1 {{abc{{a\\}}x}}\n"
    "   ^~~~~~~~~~\n"
    "v6.mlir:22:4: error: invalid regex: invalid repetition count(s)\n"
    "// expected-error-re @+1 {{abc{{a{2,1}}x}}\n"
    "   ^~~~~~~~~~~~~\n"
    "v6.mlir:2:8: error: unexpected error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used\n"
    "\"foo.a\"() : () -> ()\n"
    "       ^\n"
    "v6.mlir:23:8: error: unexpected error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used\n"
    "\"foo.c\"() : () -> ()\n"
    "       ^\n"
    "v6.mlir:1:4: error: expected error \"first above\" was not produced\n"
    "// expected-error @above {{first above}}\n"
    "   ^~~~~~~~~~~\n"
    "v6.mlir:4:4: error: expected error \"chunk2 above\" was not produced\n"
    "// expected-error @above {{chunk2 above}}\n"
    "   ^~~~~~~~~~~~\n"
    "v6.mlir:7:4: error: expected error \"dangling\" was not produced\n"
    "// expected-error @below {{dangling}}\n"
    "   ^~~~~~~~\n"
    "v6.mlir:14:4: error: expected error \"abc{{()}}\" was not produced\n"
    "// expected-error-re @+1 {{abc{{()}}}}\n"
    "   ^~~~~~~~~\n"
    "v6.mlir:18:4: error: expected error \"\" was not produced\n"
    "// expected-error-re @+1 {{}}\n"
    "   ^\n"
    "<unknown>:0: error: expected error \"unk\" was not produced\n"
    "<unknown>:0: error: expected error \"unk\" was not produced\n";

static const char SRC_V7[] =
    "// expected-error-re @+1 {{x{{a**}}y}}\n"
    "// expected-error-re @+1 {{x{{|a}}y}}\n"
    "// expected-error-re @+1 {{x{{(|a)}}y}}\n"
    "// expected-error-re @+1 {{x{{a{1}{2}}}y}}\n"
    "// expected-error-re @+1 {{x{{a{}}y}}\n"
    "// expected-error-re @+1 {{x{{a{x}}y}}\n"
    "// expected-error-re @+1 {{x{{\\d+}}y}}\n"
    "// expected-error-re @+1 {{x{{x{,3}}}y}}\n"
    "// expected-error-re @+1 {{x{{{1}a}}y}}\n"
    "// expected-error-re @+1 {{x{{a{99999}}}y}}\n"
    "// expected-error-re @+1 {{x{{a{256}}}y}}\n"
    "// expected-error-re @+1 {{x{{a{255}}}y}}\n"
    "// expected-error-re @+1 {{x{{[]}}y}}\n"
    "// expected-error-re @+1 {{x{{[]a]}}y}}\n"
    "// expected-error-re @+1 {{x{{[a}}y}}\n"
    "// expected-error-re @+1 {{x{{a)}}y}}\n"
    "// expected-error-re @+1 {{x{{a(b}}y}}\n"
    "// expected-error-re @+1 {{x{{^*}}y}}\n"
    "// expected-error-re @+1 {{x{{a|*b}}y}}\n"
    "// expected-error-re @+1 {{x{{(*a)}}y}}\n"
    "// expected-error-re @+1 {{x{{a+?}}y}}\n"
    "// expected-error-re @+1 {{x{{a{1,2}}y}}\n"
    "// expected-error-re @+1 {{x{{[[.x.]]}}y}}\n"
    "// expected-error-re @+1 {{x{{[z-a]}}y}}\n"
    "// expected-error-re @+1 {{x{{\\1}}y}}\n"
    "// expected-error-re @+1 {{x{{(a)\\1}}y}}\n"
    "// expected-error-re @+1 {{x{{[[=a=]]}}y}}\n"
    "// expected-error-re @+1 {{x{{\\w}}y}}\n"
    "// expected-error-re @+1 {{x{{a\\}}y}}\n";

static const char EXP_V7[] =
    "v7.mlir:1:4: error: invalid regex: repetition-operator operand invalid\n"
    "// expected-error-re @+1 {{x{{a**}}y}}\n"
    "   ^~~~~~~~~\n"
    "v7.mlir:2:4: error: invalid regex: empty (sub)expression\n"
    "// expected-error-re @+1 {{x{{|a}}y}}\n"
    "   ^~~~~~~~\n"
    "v7.mlir:3:4: error: invalid regex: empty (sub)expression\n"
    "// expected-error-re @+1 {{x{{(|a)}}y}}\n"
    "   ^~~~~~~~~~\n"
    "v7.mlir:4:4: error: invalid regex: repetition-operator operand invalid\n"
    "// expected-error-re @+1 {{x{{a{1}{2}}}y}}\n"
    "   ^~~~~~~~~~~~~\n"
    "v7.mlir:9:4: error: invalid regex: repetition-operator operand invalid\n"
    "// expected-error-re @+1 {{x{{{1}a}}y}}\n"
    "   ^~~~~~~~~~\n"
    "v7.mlir:10:4: error: invalid regex: invalid repetition count(s)\n"
    "// expected-error-re @+1 {{x{{a{99999}}}y}}\n"
    "   ^~~~~~~~~~~~~~\n"
    "v7.mlir:11:4: error: invalid regex: invalid repetition count(s)\n"
    "// expected-error-re @+1 {{x{{a{256}}}y}}\n"
    "   ^~~~~~~~~~~~\n"
    "v7.mlir:12:4: error: invalid regex: braces not balanced\n"
    "// expected-error-re @+1 {{x{{a{255}}}y}}\n"
    "   ^~~~~~~~~~~~\n"
    "v7.mlir:13:4: error: invalid regex: brackets ([ ]) not balanced\n"
    "// expected-error-re @+1 {{x{{[]}}y}}\n"
    "   ^~~~~~~~\n"
    "v7.mlir:15:4: error: invalid regex: brackets ([ ]) not balanced\n"
    "// expected-error-re @+1 {{x{{[a}}y}}\n"
    "   ^~~~~~~~\n"
    "v7.mlir:16:4: error: invalid regex: parentheses not balanced\n"
    "// expected-error-re @+1 {{x{{a)}}y}}\n"
    "   ^~~~~~~~\n"
    "v7.mlir:17:4: error: invalid regex: parentheses not balanced\n"
    "// expected-error-re @+1 {{x{{a(b}}y}}\n"
    "   ^~~~~~~~~\n"
    "v7.mlir:18:4: error: invalid regex: repetition-operator operand invalid\n"
    "// expected-error-re @+1 {{x{{^*}}y}}\n"
    "   ^~~~~~~~\n"
    "v7.mlir:19:4: error: invalid regex: repetition-operator operand invalid\n"
    "// expected-error-re @+1 {{x{{a|*b}}y}}\n"
    "   ^~~~~~~~~~\n"
    "v7.mlir:20:4: error: invalid regex: repetition-operator operand invalid\n"
    "// expected-error-re @+1 {{x{{(*a)}}y}}\n"
    "   ^~~~~~~~~~\n"
    "v7.mlir:21:4: error: invalid regex: repetition-operator operand invalid\n"
    "// expected-error-re @+1 {{x{{a+?}}y}}\n"
    "   ^~~~~~~~~\n"
    "v7.mlir:22:4: error: invalid regex: braces not balanced\n"
    "// expected-error-re @+1 {{x{{a{1,2}}y}}\n"
    "   ^~~~~~~~~~~\n"
    "v7.mlir:24:4: error: invalid regex: invalid character range\n"
    "// expected-error-re @+1 {{x{{[z-a]}}y}}\n"
    "   ^~~~~~~~~~~\n"
    "v7.mlir:25:4: error: invalid regex: invalid backreference number\n"
    "// expected-error-re @+1 {{x{{\\1}}y}}\n"
    "   ^~~~~~~~\n"
    "v7.mlir:29:4: error: invalid regex: trailing backslash (\\)\n"
    "// expected-error-re @+1 {{x{{a\\}}y}}\n"
    "   ^~~~~~~~\n"
    "v7.mlir:5:4: error: expected error \"x{{a{}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{a{}}y}}\n"
    "   ^~~~~~~~\n"
    "v7.mlir:6:4: error: expected error \"x{{a{x}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{a{x}}y}}\n"
    "   ^~~~~~~~~\n"
    "v7.mlir:7:4: error: expected error \"x{{\\d+}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{\\d+}}y}}\n"
    "   ^~~~~~~~~\n"
    "v7.mlir:8:4: error: expected error \"x{{x{,3}}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{x{,3}}}y}}\n"
    "   ^~~~~~~~~~~\n"
    "v7.mlir:14:4: error: expected error \"x{{[]a]}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{[]a]}}y}}\n"
    "   ^~~~~~~~~~\n"
    "v7.mlir:23:4: error: expected error \"x{{[[.x.]]}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{[[.x.]]}}y}}\n"
    "   ^~~~~~~~~~~~~\n"
    "v7.mlir:26:4: error: expected error \"x{{(a)\\1}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{(a)\\1}}y}}\n"
    "   ^~~~~~~~~~~\n"
    "v7.mlir:27:4: error: expected error \"x{{[[=a=]]}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{[[=a=]]}}y}}\n"
    "   ^~~~~~~~~~~~~\n"
    "v7.mlir:28:4: error: expected error \"x{{\\w}}y\" was not produced\n"
    "// expected-error-re @+1 {{x{{\\w}}y}}\n"
    "   ^~~~~~~~\n";

static const char SRC_V1[] =
    "// expected-error @below {{operation being parsed with an unregistered dialect}}\n"
    "\"foo.a\"() : () -> ()\n"
    "// expected-error @+1 {{this is not produced}}\n"
    "\"foo.b\"() : () -> ()\n"
    "// expected-remark {{nothing here}}\n"
    "// expected-error-re @below {{unregistered {{[a-z]+}} dialect}}\n"
    "\"foo.c\"() : () -> ()\n"
    "// expected-error @above {{nope}}\n"
    "// expected-error @+5 {{past end}}\n"
    "// expected-error @unknown {{unknown one}}\n";

static const char EXP_V1[] =
    "v1.mlir:3:4: error: expected error \"this is not produced\" was not produced\n"
    "// expected-error @+1 {{this is not produced}}\n"
    "   ^~~~~~~~~~~~~~~~~~~~\n"
    "v1.mlir:5:4: error: expected remark \"nothing here\" was not produced\n"
    "// expected-remark {{nothing here}}\n"
    "   ^~~~~~~~~~~~\n"
    "v1.mlir:6:4: error: expected error \"unregistered {{[a-z]+}} dialect\" was not produced\n"
    "// expected-error-re @below {{unregistered {{[a-z]+}} dialect}}\n"
    "   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
    "v1.mlir:8:4: error: expected error \"nope\" was not produced\n"
    "// expected-error @above {{nope}}\n"
    "   ^~~~\n"
    "v1.mlir:9:4: error: expected error \"past end\" was not produced\n"
    "// expected-error @+5 {{past end}}\n"
    "   ^~~~~~~~\n"
    "<unknown>:0: error: expected error \"unknown one\" was not produced\n"
    "<unknown>:0: error: expected error \"unknown one\" was not produced\n";


/* ------------------------------------------------------------- helpers */

/* An allocator that fails every allocation once `left` reaches zero
 * (negative: never fails). */
typedef struct failing_alloc {
  long left;             /* allocations still allowed; <0 unlimited */
} failing_alloc;

static void *fa_alloc(void *user, size_t size) {
  failing_alloc *fa = user;
  if (fa->left == 0)
    return NULL;
  if (fa->left > 0)
    fa->left--;
  return malloc(size);
}

static void fa_free(void *user, void *p, size_t size) {
  (void)user;
  (void)size;
  free(p);
}

static int setup(void **state) {
  xf_context *ctx = xf_context_create(NULL);
  assert_non_null(ctx);
  *state = ctx;
  return 0;
}

static int teardown(void **state) {
  xf_context_destroy(*state);
  return 0;
}

static xf_ident *id(xf_context *ctx, const char *s) { return xf_ident_cstr(ctx, s); }
static xf_attr *floc(xf_context *ctx, const char *f, unsigned l, unsigned c) {
  return xf_loc_file(ctx, id(ctx, f), l, c);
}
static xf_attr *nloc(xf_context *ctx, const char *n, xf_attr *child) {
  return xf_loc_name(ctx, id(ctx, n), child);
}
static xf_attr *fused2(xf_context *ctx, xf_attr *a, xf_attr *b, xf_attr *meta) {
  xf_attr *locs[2] = {a, b};
  return xf_loc_fused(ctx, locs, b ? 2 : 1, meta);
}

/* Stand-in for the printer's attribute hook: strings quoted, anything
 * else as the dictionary used in the fixtures. */
static void test_print_attr(xf_attr *a, xf_strbuf *out) {
  size_t n;
  if (xf_attr_get_kind(a) == XF_ATTR_STRING) {
    const char *s = xf_attr_string_value(a, &n);
    xf_strbuf_printf(out, "\"%.*s\"", (int)n, s);
    return;
  }
  xf_strbuf_append(out, "{x = 1 : i32}", 13);
}

/* Renders a remark "msg" at "loc", with optionally a note "note" at the
 * same location, appending to "out". */
static void render_remark(xf_context *ctx, xf_attr *loc, const char *msg, const char *note,
                          xf_strbuf *out) {
  xf_diag *d = xf_diag_create(ctx, XF_SEV_REMARK, loc);
  xf_diag_printf(d, "%s", msg);
  if (note)
    xf_diag_printf(xf_diag_note(d, loc), "%s", note);
  assert_int_equal(xf_diag_render(ctx, d, out), XF_OK);
  xf_diag_drop(d);
}

static void assert_text(const xf_strbuf *b, const char *expected) {
  const char *got = b->len ? b->data : "";
  if (strcmp(got, expected))
    fprintf(stderr, "---- got:\n%s---- expected:\n%s----\n", got, expected);
  assert_string_equal(got, expected);
}

/* ------------------------------------------------------------ rendering */

/* v3.mlir: every kind of location; each remark has the "see current
 * operation" note at its own location. */
static void test_render_locations(void **state) {
  xf_context *ctx = *state;
  assert_non_null(xf_context_add_source(ctx, "v3.mlir", SRC_V3, sizeof SRC_V3 - 1));
  assert_non_null(xf_context_add_source(ctx, "other.txt", SRC_OTHER, sizeof SRC_OTHER - 1));
  xf_attr *meta = xf_attr_string(ctx, "meta", 4, NULL);
  xf_attr *locs[] = {
      nloc(ctx, "foo", NULL),
      floc(ctx, "v3.mlir", 2, 1),
      floc(ctx, "v3.mlir", 2, 200),
      floc(ctx, "v3.mlir", 2, 0),
      floc(ctx, "v3.mlir", 0, 5),
      floc(ctx, "v3.mlir", 999, 5),
      floc(ctx, "nothere.mlir", 7, 3),
      floc(ctx, "other.txt", 2, 4),
      floc(ctx, "other.txt", 2, 1),
      floc(ctx, "other.txt", 4, 3),
      floc(ctx, "other.txt", 4, 30),
      floc(ctx, "other.txt", 5, 1),
      nloc(ctx, "nm", floc(ctx, "v3.mlir", 3, 5)),
      xf_loc_callsite(ctx, floc(ctx, "v3.mlir", 4, 5), floc(ctx, "v3.mlir", 5, 6)),
      xf_loc_callsite(ctx, floc(ctx, "v3.mlir", 4, 5),
                      xf_loc_callsite(ctx, floc(ctx, "v3.mlir", 6, 2),
                                      floc(ctx, "other.txt", 1, 1))),
      xf_loc_fused(ctx,
                   (xf_attr *[]){nloc(ctx, "foo", NULL), floc(ctx, "v3.mlir", 6, 7),
                                 floc(ctx, "v3.mlir", 7, 3)},
                   3, NULL),
      fused2(ctx, floc(ctx, "v3.mlir", 8, 3), NULL, meta),
      fused2(ctx, nloc(ctx, "a", NULL), nloc(ctx, "b", NULL), NULL),
      xf_loc_callsite(ctx, nloc(ctx, "foo", NULL), floc(ctx, "v3.mlir", 5, 6)),
      xf_loc_unknown(ctx),
      xfi_attr_file_range(ctx, id(ctx, "v3.mlir"), 3, 5, 3, 9),
      xfi_attr_file_range(ctx, id(ctx, "v3.mlir"), 3, 5, 3, 9),
      nloc(ctx, "nm2", NULL),
  };
  xf_strbuf out;
  xf_strbuf_init(&out, ctx);
  for (size_t i = 0; i < sizeof locs / sizeof *locs; i++)
    render_remark(ctx, locs[i], "R", "see current operation: \"test.a\"() : () -> ()", &out);
  assert_text(&out, EXP_V3);
  xf_strbuf_free(&out);
}

/* v5.mlir: locations without files (printed as loc(...), with escapes and
 * metadata), call sites without files, fused parts. */
static void test_render_fileless(void **state) {
  xf_context *ctx = *state;
  ctx->diag_print_attr = test_print_attr;
  assert_non_null(xf_context_add_source(ctx, "v5.mlir", SRC_V5, sizeof SRC_V5 - 1));
  xf_attr *a = nloc(ctx, "a", NULL), *b = nloc(ctx, "b", NULL), *n = nloc(ctx, "n", NULL);
  xf_attr *v23 = floc(ctx, "v5.mlir", 2, 3);
  xf_attr *locs[] = {
      xf_loc_callsite(ctx, a, b),
      nloc(ctx, "n", xf_loc_callsite(ctx, a, b)),
      fused2(ctx, xf_loc_unknown(ctx), nloc(ctx, "q\"r\nt\t", NULL), ctx->a_empty_dict),
      fused2(ctx, xf_loc_callsite(ctx, xf_loc_unknown(ctx), nloc(ctx, "z", NULL)),
             xfi_attr_file_range(ctx, id(ctx, "f.mlir"), 1, 2, 3, 4), NULL),
      nloc(ctx, "n", xf_loc_unknown(ctx)),
      xf_loc_callsite(ctx, nloc(ctx, "n", v23), floc(ctx, "v5.mlir", 3, 3)),
      fused2(ctx, xfi_attr_file_range(ctx, id(ctx, "x.mlir"), 1, 2, 1, 5),
             nloc(ctx, "y", NULL), NULL),
      floc(ctx, "v5.mlir", 10, 7),
      floc(ctx, "v5.mlir", 10, 8),
      floc(ctx, "v5.mlir", 11, 1),
      fused2(ctx, n, v23, NULL),
      fused2(ctx, n, NULL, xf_attr_string(ctx, "m", 1, NULL)),
  };
  xf_strbuf out;
  xf_strbuf_init(&out, ctx);
  for (size_t i = 0; i < sizeof locs / sizeof *locs; i++)
    render_remark(ctx, locs[i], "R", NULL, &out);
  assert_text(&out, EXP_V5);
  xf_strbuf_free(&out);
}

/* o2.txt: a non-ASCII line (no caret), CRLF line ends, tabs, a column at
 * the end of a line, the empty line after the final newline. */
static void test_render_line_edges(void **state) {
  xf_context *ctx = *state;
  assert_non_null(xf_context_add_source(ctx, "o2.txt", SRC_O2, sizeof SRC_O2 - 1));
  static const unsigned lc[][2] = {{1, 3}, {2, 3}, {2, 6}, {2, 7}, {3, 5},
                                   {3, 6}, {4, 1}, {4, 2}, {5, 1}, {2, 5}};
  xf_strbuf out;
  xf_strbuf_init(&out, ctx);
  for (size_t i = 0; i < sizeof lc / sizeof *lc; i++)
    render_remark(ctx, floc(ctx, "o2.txt", lc[i][0], lc[i][1]), "R", NULL, &out);
  assert_text(&out, EXP_V8);
  xf_strbuf_free(&out);
}

/* Notes repeat the source line only when the location changes; a file
 * not registered is read from disk. */
static void test_render_notes_and_disk(void **state) {
  xf_context *ctx = *state;
  char path[] = "/tmp/xform_test_diag_XXXXXX";
  int fd = mkstemp(path);
  assert_true(fd >= 0);
  assert_int_equal(write(fd, "first\n  second line\n", 20), 20);
  close(fd);
  xf_attr *l1 = floc(ctx, path, 2, 3), *l2 = floc(ctx, path, 1, 1);
  xf_diag *d = xf_diag_create(ctx, XF_SEV_ERROR, l1);
  xf_diag_printf(d, "main");
  xf_diag_printf(xf_diag_note(d, l1), "same");
  xf_diag_printf(xf_diag_note(d, l2), "other");
  xf_diag_printf(xf_diag_note(d, l2), "again");
  xf_diag_printf(xf_diag_note(d, l1), "back");
  xf_strbuf out, exp;
  xf_strbuf_init(&out, ctx);
  xf_strbuf_init(&exp, ctx);
  assert_int_equal(xf_diag_render(ctx, d, &out), XF_OK);
  xf_diag_drop(d);
  xf_strbuf_printf(&exp,
                   "%s:2:3: error: main\n  second line\n  ^\n%s:2:3: note: same\n"
                   "%s:1:1: note: other\nfirst\n^\n%s:1:1: note: again\n"
                   "%s:2:3: note: back\n  second line\n  ^\n",
                   path, path, path, path, path);
  unlink(path);
  assert_text(&out, exp.data);
  xf_strbuf_free(&out);
  xf_strbuf_free(&exp);
}

/* A split-input chunk registered with a line offset resolves whole-file
 * line numbers. */
static void test_render_line_offset(void **state) {
  xf_context *ctx = *state;
  const char chunk[] = "\n  \"foo.b\"() : () -> ()\n";
  xf_ident *name = xf_context_add_source(ctx, "chunk.mlir", chunk, sizeof chunk - 1);
  assert_non_null(name);
  xfi_find_source(ctx, name)->line_offset = 6;
  xf_strbuf out;
  xf_strbuf_init(&out, ctx);
  render_remark(ctx, floc(ctx, "chunk.mlir", 8, 10), "R", NULL, &out);
  render_remark(ctx, floc(ctx, "chunk.mlir", 6, 1), "R", NULL, &out);
  assert_text(&out, "chunk.mlir:8:10: remark: R\n  \"foo.b\"() : () -> ()\n         ^\n"
                    "chunk.mlir:6:1: remark: R\n");
  xf_strbuf_free(&out);
}

/* ------------------------------------------------------------ reporting */

typedef struct seen {
  int count;             /* diagnostics received */
  bool take;             /* return value */
  char last[64];         /* last message */
} seen;

static bool record_handler(const xf_diag *d, void *user) {
  seen *s = user;
  s->count++;
  snprintf(s->last, sizeof s->last, "%s", xf_diag_message(d));
  return s->take;
}

/* The innermost handler sees a diagnostic first; false passes it on;
 * popping restores the outer one; errors are counted even unhandled. */
static void test_handler_stack(void **state) {
  xf_context *ctx = *state;
  seen outer = {0, true, ""}, inner = {0, false, ""};
  xf_diag_report(xf_diag_create(ctx, XF_SEV_ERROR, NULL)); /* no handler: discarded */
  assert_int_equal(xf_context_num_errors(ctx), 1);
  xf_diag_handler_id ho = xf_diag_push_handler(ctx, record_handler, &outer);
  xf_diag_handler_id hi = xf_diag_push_handler(ctx, record_handler, &inner);
  xf_diag *d = xf_diag_create(ctx, XF_SEV_WARNING, NULL);
  xf_diag_printf(d, "w%d", 1);
  xf_diag_report(d);
  assert_int_equal(inner.count, 1);
  assert_int_equal(outer.count, 1);
  assert_string_equal(outer.last, "w1");
  inner.take = true;
  d = xf_diag_create(ctx, XF_SEV_ERROR, NULL);
  xf_diag_append(d, "e2", 2);
  xf_diag_report(d);
  assert_int_equal(inner.count, 2);
  assert_int_equal(outer.count, 1);
  xf_diag_pop_handler(ctx, hi);
  xf_diag_report(xf_diag_create(ctx, XF_SEV_REMARK, NULL));
  assert_int_equal(inner.count, 2);
  assert_int_equal(outer.count, 2);
  assert_string_equal(outer.last, "");
  xf_diag_pop_handler(ctx, ho);
  assert_int_equal(xf_context_num_errors(ctx), 2);
  xf_diag_drop(xf_diag_create(ctx, XF_SEV_ERROR, NULL)); /* dropped: not counted */
  assert_int_equal(xf_context_num_errors(ctx), 2);
}

static void test_accessors(void **state) {
  xf_context *ctx = *state;
  xf_attr *l = floc(ctx, "a.mlir", 1, 2);
  xf_diag *d = xf_diag_create(ctx, XF_SEV_WARNING, l);
  assert_string_equal(xf_diag_message(d), "");
  xf_diag *n = xf_diag_note(d, NULL);
  xf_diag_printf(n, "note %s", "text");
  assert_int_equal(xf_diag_severity(d), XF_SEV_WARNING);
  assert_ptr_equal(xf_diag_loc(d), l);
  assert_int_equal(xf_diag_num_notes(d), 1);
  assert_ptr_equal(xf_diag_get_note(d, 0), n);
  assert_null(xf_diag_get_note(d, 1));
  assert_int_equal(xf_diag_severity(n), XF_SEV_NOTE);
  assert_ptr_equal(xf_diag_loc(n), xf_loc_unknown(ctx));
  assert_string_equal(xf_diag_message(n), "note text");
  xf_diag_drop(d);
}

/* The printer hook stand-in: generic form prints a marker, and ops named
 * "multi.op" span two lines. */
static void test_print_op(xf_op *op, bool generic, xf_strbuf *out) {
  const char *name = xf_ident_str(xf_op_name(op));
  if (!strcmp(name, "multi.op"))
    xf_strbuf_printf(out, "%s {\n}", name);
  else
    xf_strbuf_printf(out, "%s%s", generic ? "generic:" : "custom:", name);
}

static void test_print_type(xf_type *t, xf_strbuf *out) { xf_strbuf_append(out, "i32", 3); }

/* Op-based emission: generic note for errors, custom for remarks, a
 * leading newline for multi-line text, nothing when turned off or when no
 * printer is installed. */
static void test_op_emit(void **state) {
  xf_context *ctx = *state;
  xf_attr *l = floc(ctx, "t.mlir", 3, 4);
  xf_op_state st = {.name = id(ctx, "my.op"), .loc = l};
  xf_op *op = xf_op_create(ctx, &st);
  st.name = id(ctx, "multi.op");
  xf_op *multi = xf_op_create(ctx, &st);
  assert_true(xf_context_print_op_on_diagnostic(ctx));

  xf_diag *d = xf_op_emit(op, XF_SEV_ERROR); /* no hook yet: no note */
  assert_int_equal(xf_diag_num_notes(d), 0);
  xf_diag_drop(d);

  ctx->diag_print_op = test_print_op;
  ctx->diag_print_type = test_print_type;
  d = xf_op_emit(op, XF_SEV_ERROR);
  xf_diag_printf(d, "bad ");
  xf_diag_append_op(d, op);
  xf_diag_printf(d, " of type ");
  xf_diag_append_type(d, NULL);
  xf_diag_append_type(d, ctx->t_i32);
  xf_diag *later = xf_diag_note(d, l);
  xf_diag_printf(later, "later ");
  xf_diag_append_op(later, op);
  assert_string_equal(xf_diag_message(d), "bad generic:my.op of type 'i32'");
  assert_int_equal(xf_diag_num_notes(d), 2);
  assert_ptr_equal(xf_diag_loc(xf_diag_get_note(d, 0)), l);
  assert_string_equal(xf_diag_message(xf_diag_get_note(d, 0)),
                      "see current operation: generic:my.op");
  assert_string_equal(xf_diag_message(xf_diag_get_note(d, 1)), "later custom:my.op");
  xf_diag_drop(d);

  d = xf_op_emit(op, XF_SEV_REMARK);
  assert_string_equal(xf_diag_message(xf_diag_get_note(d, 0)),
                      "see current operation: custom:my.op");
  xf_diag_append_op(d, multi);
  assert_string_equal(xf_diag_message(d), "\nmulti.op {\n}");
  xf_diag_drop(d);

  d = xf_op_emit(multi, XF_SEV_WARNING);
  assert_string_equal(xf_diag_message(xf_diag_get_note(d, 0)),
                      "see current operation: \nmulti.op {\n}");
  xf_diag_drop(d);

  xf_context_set_print_op_on_diagnostic(ctx, false);
  assert_false(xf_context_print_op_on_diagnostic(ctx));
  d = xf_op_emit(op, XF_SEV_ERROR);
  assert_int_equal(xf_diag_num_notes(d), 0);
  xf_diag_report(d);
  assert_int_equal(xf_context_num_errors(ctx), 1);
}

/* Every allocation failure point while building, rendering and reporting
 * a diagnostic with notes is survived without leaks (ASan checks). */
static void test_alloc_failure(void **state) {
  (void)state;
  for (long fail_at = 0; fail_at < 200; fail_at++) {
    failing_alloc fa = {-1};
    xf_allocator a = {fa_alloc, fa_free, &fa};
    xf_context *ctx = xf_context_create(&a);
    assert_non_null(ctx);
    const char src[] = "line one\n\tline two\n";
    xf_context_add_source(ctx, "s.mlir", src, sizeof src - 1);
    xf_attr *l = floc(ctx, "s.mlir", 2, 2);
    fa.left = fail_at;
    xf_diag *d = xf_diag_create(ctx, XF_SEV_ERROR, l);
    xf_diag_printf(d, "message %d with some text to grow the buffer %0300d", 1, 2);
    xf_diag_printf(xf_diag_note(d, l), "n1");
    xf_diag_printf(xf_diag_note(d, xf_loc_unknown(ctx)), "n2");
    xf_strbuf out;
    xf_strbuf_init(&out, ctx);
    if (d) {
      xf_status st = xf_diag_render(ctx, d, &out);
      assert_true(st == XF_OK || st == XF_NOMEM);
    }
    xf_strbuf_free(&out);
    xf_diag_report(d);
    xf_diag_verifier *v = xf_diag_verifier_create(ctx, "s.mlir", SRC_V2, sizeof SRC_V2 - 1, 0,
                                                  false);
    if (v) {
      xf_strbuf rep;
      xf_strbuf_init(&rep, ctx);
      xf_diag *e = xf_diag_create(ctx, XF_SEV_REMARK, floc(ctx, "s.mlir", 5, 10));
      xf_diag_printf(e, "unexpected");
      xf_diag_report(e);
      xf_status st = xf_diag_verifier_finish(v, &rep);
      assert_true(st == XF_ERROR || st == XF_NOMEM);
      xf_strbuf_free(&rep);
    }
    fa.left = -1;
    xf_context_destroy(ctx);
  }
}

/* ------------------------------------------------------------- verifier */

/* Reports "msg" with severity "sev" at "file":"line":"col" in "ctx". */
static void emit(xf_context *ctx, xf_severity sev, const char *file, unsigned line, unsigned col,
                 const char *msg) {
  xf_diag *d = xf_diag_create(ctx, sev, floc(ctx, file, line, col));
  xf_diag_printf(d, "%s", msg);
  xf_diag_report(d);
}

/* Reports v2.mlir's diagnostics (emit_remark_at with the note off) and
 * finishes the verifier, returning its status and report. */
static xf_status run_v2(xf_context *ctx, bool only_expected, xf_strbuf *rep) {
  xf_context_add_source(ctx, "v2.mlir", SRC_V2, sizeof SRC_V2 - 1);
  xf_diag_verifier *v =
      xf_diag_verifier_create(ctx, "v2.mlir", SRC_V2, sizeof SRC_V2 - 1, 0, only_expected);
  assert_non_null(v);
  emit(ctx, XF_SEV_REMARK, "v2.mlir", 3, 10, "add here");
  emit(ctx, XF_SEV_REMARK, "v2.mlir", 5, 10, "mul here");
  emit(ctx, XF_SEV_REMARK, "v2.mlir", 7, 5, "ret");
  xf_attr *l = floc(ctx, "v2.mlir", 5, 10);
  xf_diag *d = xf_diag_create(ctx, XF_SEV_REMARK, l);
  xf_diag_printf(d, "val");
  xf_diag_printf(xf_diag_note(d, l), "value handle points to an op result #0");
  xf_diag_report(d);
  return xf_diag_verifier_finish(v, rep);
}

/* Unexpected diagnostics, a near miss, a missing one (v2.mlir). */
static void test_verify_mismatches(void **state) {
  xf_context *ctx = *state;
  xf_strbuf rep;
  xf_strbuf_init(&rep, ctx);
  assert_int_equal(run_v2(ctx, false, &rep), XF_ERROR);
  assert_text(&rep, EXP_V2);
  rep.len = 0;
  assert_int_equal(run_v2(ctx, true, &rep), XF_ERROR);
  assert_text(&rep, EXP_V2_ONLY);
  xf_strbuf_free(&rep);
}

/* A split file verified by one verifier attached to one context per
 * chunk: malformed regexes first, then what each chunk reported, then the
 * missing ones in file order, @unknown twice (v6.mlir). */
static void test_verify_split(void **state) {
  xf_context *ctx = *state;
  const char *msg = "operation being parsed with an unregistered dialect. If this is "
                    "intended, please use -allow-unregistered-dialect with the MLIR tool used";
  xf_diag_verifier *v = xf_diag_verifier_create(ctx, "v6.mlir", SRC_V6, sizeof SRC_V6 - 1, 0,
                                                false);
  assert_non_null(v);
  static const unsigned at[3][2] = {{2, 8}, {6, 8}, {23, 8}};
  for (int c = 0; c < 3; c++) {
    xf_context *cc = xf_context_create(NULL);
    assert_non_null(cc);
    xf_diag_handler_id h = xf_diag_verifier_attach(v, cc);
    assert_true(h.id != 0);
    emit(cc, XF_SEV_ERROR, "v6.mlir", at[c][0], at[c][1], msg);
    xf_diag_pop_handler(cc, h);
    xf_context_destroy(cc);
  }
  xf_strbuf rep;
  xf_strbuf_init(&rep, ctx);
  assert_int_equal(xf_diag_verifier_finish(v, &rep), XF_ERROR);
  assert_text(&rep, EXP_V6);
  xf_strbuf_free(&rep);
}

/* LLVM's regex validity rules and messages (v7.mlir). */
static void test_verify_regex_errors(void **state) {
  xf_context *ctx = *state;
  xf_diag_verifier *v = xf_diag_verifier_create(ctx, "v7.mlir", SRC_V7, sizeof SRC_V7 - 1, 0,
                                                false);
  assert_non_null(v);
  xf_strbuf rep;
  xf_strbuf_init(&rep, ctx);
  assert_int_equal(xf_diag_verifier_finish(v, &rep), XF_ERROR);
  assert_text(&rep, EXP_V7);
  xf_strbuf_free(&rep);
}

/* Missing @unknown expectations are printed twice (v1.mlir: the parser
 * stops at the first error, the rest is missing). */
static void test_verify_unknown_twice(void **state) {
  xf_context *ctx = *state;
  xf_diag_verifier *v = xf_diag_verifier_create(ctx, "v1.mlir", SRC_V1, sizeof SRC_V1 - 1, 0,
                                                false);
  assert_non_null(v);
  emit(ctx, XF_SEV_ERROR, "v1.mlir", 2, 8,
       "operation being parsed with an unregistered dialect. If this is intended, please use "
       "-allow-unregistered-dialect with the MLIR tool used");
  xf_strbuf rep;
  xf_strbuf_init(&rep, ctx);
  assert_int_equal(xf_diag_verifier_finish(v, &rep), XF_ERROR);
  assert_text(&rep, EXP_V1);
  xf_strbuf_free(&rep);
}

/* Everything matched: designators, regex pieces with literal specials,
 * repeated matches of one comment, @unknown, notes. */
static void test_verify_success(void **state) {
  xf_context *ctx = *state;
  const char src[] =
      "// expected-error-re @below {{a.b {{[0-9]+}} c{d}}}\n"
      "op1\n"
      "op2 // expected-remark {{two}}\n"
      "// expected-note @-1 {{note}}\n"
      "// expected-warning@above{{}}\n"
      "// expected-error @unknown {{nowhere}}\n"
      "// expected-error-re @+1 {{{{^}}start{{$}}}}\n"
      "op3\n"
      "// expected-error @below {{dangling}}\n";
  xf_diag_verifier *v = xf_diag_verifier_create(ctx, "ok.mlir", src, sizeof src - 1, 0, false);
  assert_non_null(v);
  emit(ctx, XF_SEV_ERROR, "ok.mlir", 2, 1, "xx a.b 42 c{d} yy");
  xf_diag *d = xf_diag_create(ctx, XF_SEV_REMARK, nloc(ctx, "n", floc(ctx, "ok.mlir", 3, 1)));
  xf_diag_printf(d, "one two three");
  xf_diag_printf(xf_diag_note(d, floc(ctx, "ok.mlir", 3, 5)), "a note");
  xf_diag_report(d);
  emit(ctx, XF_SEV_REMARK, "ok.mlir", 3, 2, "two again");
  emit(ctx, XF_SEV_WARNING, "ok.mlir", 2, 9, "anything");
  emit(ctx, XF_SEV_ERROR, "ok.mlir", 8, 1, "start");
  emit(ctx, XF_SEV_ERROR, "ok.mlir", 10, 1, "dangling");
  xf_diag *u = xf_diag_create(ctx, XF_SEV_ERROR, NULL);
  xf_diag_printf(u, "from nowhere");
  xf_diag_report(u);
  xf_strbuf rep;
  xf_strbuf_init(&rep, ctx);
  assert_int_equal(xf_diag_verifier_finish(v, &rep), XF_OK);
  assert_text(&rep, "");
  xf_strbuf_free(&rep);
  /* The verifier's handler is gone: diagnostics reach no handler now. */
  emit(ctx, XF_SEV_ERROR, "ok.mlir", 2, 1, "after");
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_render_locations, setup, teardown),
      cmocka_unit_test_setup_teardown(test_render_fileless, setup, teardown),
      cmocka_unit_test_setup_teardown(test_render_line_edges, setup, teardown),
      cmocka_unit_test_setup_teardown(test_render_notes_and_disk, setup, teardown),
      cmocka_unit_test_setup_teardown(test_render_line_offset, setup, teardown),
      cmocka_unit_test_setup_teardown(test_handler_stack, setup, teardown),
      cmocka_unit_test_setup_teardown(test_accessors, setup, teardown),
      cmocka_unit_test_setup_teardown(test_op_emit, setup, teardown),
      cmocka_unit_test(test_alloc_failure),
      cmocka_unit_test_setup_teardown(test_verify_mismatches, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_split, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_regex_errors, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_unknown_twice, setup, teardown),
      cmocka_unit_test_setup_teardown(test_verify_success, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
