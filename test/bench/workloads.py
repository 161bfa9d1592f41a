#!/usr/bin/env python3
"""Benchmark workloads for xform-interp vs mlir-opt 22.

usage: workloads.py KIND N > file.mlir

KIND is one of
  parse       N functions of matmul -> elementwise add -> elementwise max plus arith
              noise, and an empty @__transform_main: the cost of parse + verify + print.
  chain       the same payload; foreach_match of a 3-op producer chain -> annotate.
  collect     the same payload; collect_matching of matmuls + num_associations + cmpi.
  structured  N functions with a matmul written as linalg.generic and an elementwise
              generic; foreach_match with structured matchers -> annotate.
  drr         N functions of MLIR test-dialect ops (test.op_a ... test.op_j) and no
              script: rewritten by the rules of drr-rules.td (xform --apply-drr) and by
              the compiled test patterns (mlir-opt -test-greedy-patterns).
The payloads and scripts of the first four are the ones of the shared benchmark
description (../shared/bench/gen_payload.py), so figures are comparable across projects.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# The rule file of the drr workload (mirrors the compiled test patterns that fire on it).
DRR_RULES = os.path.join(HERE, "drr-rules.td")

T = "tensor<16x16xf32>"


def chain_func(i):
    """A matmul feeding two elementwise ops; max's operands alternate order."""
    order = "%biased, %c0f" if i % 2 == 0 else "%c0f, %biased"
    ins2 = f"{T}, {T}"
    return "\n".join([
        f"func.func @fc_relu{i}(%lhs: {T}, %rhs: {T}, %bias: {T}, %output: {T}) -> {T} {{",
        f"  %matmul = linalg.matmul ins(%lhs, %rhs : {ins2}) outs(%output : {T}) -> {T}",
        f"  %biased = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%matmul, %bias : {ins2}) outs(%output : {T}) -> {T}",
        f"  %c0f = arith.constant dense<0.0> : {T}",
        f"  %i0 = arith.constant {i} : i32",
        "  %i1 = arith.addi %i0, %i0 : i32",
        f"  %relued = linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins({order} : {ins2}) outs(%output : {T}) -> {T}",
        f"  func.return %relued : {T}",
        "}",
    ])


def generic_func(i):
    """A matmul as linalg.generic followed by an elementwise generic."""
    a, b, c, bt = "tensor<16x8xf32>", "tensor<8x32xf32>", "tensor<16x32xf32>", "tensor<32x8xf32>"
    mm_maps = ("affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, "
               "affine_map<(d0, d1, d2) -> (d0, d1)>")
    ew_maps = "affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>"
    return "\n".join([
        f"func.func @gm{i}(%a: {a}, %b: {b}, %c: {c}, %bt: {bt}) -> {c} {{",
        f'  %0 = linalg.generic {{indexing_maps = [{mm_maps}], iterator_types = ["parallel", "parallel", "reduction"]}} ins(%a, %b : {a}, {b}) outs(%c : {c}) {{',
        "  ^bb0(%x: f32, %y: f32, %z: f32):",
        "    %m = arith.mulf %x, %y : f32",
        "    %s = arith.addf %z, %m : f32",
        "    linalg.yield %s : f32",
        f"  }} -> {c}",
        f'  %1 = linalg.generic {{indexing_maps = [{ew_maps}], iterator_types = ["parallel", "parallel"]}} ins(%0 : {c}) outs(%c : {c}) {{',
        "  ^bb0(%x: f32, %z: f32):",
        "    %e = arith.addf %x, %x : f32",
        "    linalg.yield %e : f32",
        f"  }} -> {c}",
        f"  func.return %1 : {c}",
        "}",
    ])


def drr_func(i):
    """Test-dialect ops that 9 of the test dialect's DRR patterns rewrite: op_a -> op_b
    (named pattern), op_a(op_a) -> op_b (2-op pattern, fused location), op_c -> op_b 17,
    op_d -> op_f (added benefit beats op_e), op_g(op_g) -> op_b 34, op_g -> op_b 20,
    op_h -> op_i (no result), op_j -> op_k (no operand)."""
    return "\n".join([
        f"func.func @drr{i}(%arg0: i32, %arg1: i32) -> i32 {{",
        f'  %0 = "test.op_a"(%arg0) {{attr = {i % 7} : i32}} : (i32) -> i32',
        f'  %1 = "test.op_a"(%0) {{attr = {i % 11} : i32}} : (i32) -> i32',
        '  %2 = "test.op_c"(%1) : (i32) -> i32',
        '  %3 = "test.op_d"(%2) : (i32) -> i32',
        '  %4 = "test.op_g"(%3) : (i32) -> i32',
        '  %5 = "test.op_g"(%4) : (i32) -> i32',
        '  "test.op_h"(%5) : (i32) -> ()',
        '  %6 = "test.op_j"() : () -> i32',
        '  %7 = "test.op_g"(%6) : (i32) -> i32',
        f'  %8 = "test.op_a"(%arg1) {{attr = {i} : i32}} : (i32) -> i32',
        '  %9 = "test.op_d"(%8) : (i32) -> i32',
        '  return %7 : i32',
        "}",
    ])


HEAD = "module @transforms attributes {transform.with_named_sequence} {"
ANY = "!transform.any_op"

SCRIPTS = {
    "chain": [
        HEAD,
        f"  transform.named_sequence @__transform_main(%root: {ANY} {{transform.consumed}}) {{",
        f"    transform.foreach_match in %root @match_chain -> @mark : ({ANY}) -> {ANY}",
        "    transform.yield",
        "  }",
        f"  transform.named_sequence @match_chain(%last: {ANY} {{transform.readonly}}) -> ({ANY}, {ANY}) {{",
        f'    transform.match.operation_name %last ["linalg.elementwise"] : {ANY}',
        f"    %middle = transform.get_producer_of_operand %last[0] : ({ANY}) -> {ANY}",
        f'    transform.match.operation_name %middle ["linalg.elementwise"] : {ANY}',
        f"    %mm = transform.get_producer_of_operand %middle[0] : ({ANY}) -> {ANY}",
        f'    transform.match.operation_name %mm ["linalg.matmul"] : {ANY}',
        f"    transform.yield %mm, %last : {ANY}, {ANY}",
        "  }",
        f"  transform.named_sequence @mark(%mm: {ANY} {{transform.readonly}}, %last: {ANY} {{transform.readonly}}) {{",
        f'    transform.annotate %mm "chain_head" : {ANY}',
        f'    transform.annotate %last "chain_tail" : {ANY}',
        "    transform.yield",
        "  }",
        "}",
    ],
    "collect": [
        HEAD,
        f"  transform.named_sequence @__transform_main(%root: {ANY} {{transform.readonly}}) {{",
        f"    %mm = transform.collect_matching @match_mm in %root : ({ANY}) -> {ANY}",
        f"    %n = transform.num_associations %mm : ({ANY}) -> !transform.param<i64>",
        "    %z = transform.param.constant 0 : i64 -> !transform.param<i64>",
        "    transform.match.param.cmpi gt %n, %z : !transform.param<i64>",
        "    transform.yield",
        "  }",
        f"  transform.named_sequence @match_mm(%c: {ANY} {{transform.readonly}}) -> {ANY} {{",
        f'    transform.match.operation_name %c ["linalg.matmul", "linalg.generic"] : {ANY}',
        f"    transform.yield %c : {ANY}",
        "  }",
        "}",
    ],
    "structured": [
        HEAD,
        f"  transform.named_sequence @__transform_main(%root: {ANY} {{transform.consumed}}) {{",
        f"    transform.foreach_match in %root @match_mm -> @mark : ({ANY}) -> {ANY}",
        "    transform.yield",
        "  }",
        f"  transform.named_sequence @match_mm(%c: {ANY} {{transform.readonly}}) -> {ANY} {{",
        f"    transform.match.structured %c : {ANY} {{",
        f"    ^bb0(%s: {ANY}):",
        f"      %rank = transform.match.structured.rank %s : ({ANY}) -> !transform.param<i64>",
        "      %c3 = transform.param.constant 3 : i64 -> !transform.param<i64>",
        "      transform.match.param.cmpi eq %rank, %c3 : !transform.param<i64>",
        f"      transform.match.structured.input %s[all] {{projected_permutation}} : {ANY}",
        f'      transform.match.structured.body %s {{contraction = ["arith.mulf", "arith.addf"]}} : {ANY}',
        "      transform.match.structured.yield",
        "    }",
        f"    transform.yield %c : {ANY}",
        "  }",
        f"  transform.named_sequence @mark(%mm: {ANY} {{transform.readonly}}) {{",
        f'    transform.annotate %mm "is_matmul" : {ANY}',
        "    transform.yield",
        "  }",
        "}",
    ],
    "parse": [
        HEAD,
        f"  transform.named_sequence @__transform_main(%root: {ANY} {{transform.readonly}}) {{",
        "    transform.yield",
        "  }",
        "}",
    ],
    "drr": [],
}

FUNCS = {"structured": generic_func, "drr": drr_func}


def write(kind, n, out):
    func = FUNCS.get(kind, chain_func)
    for i in range(n):
        out.write(func(i) + "\n")
    if SCRIPTS[kind]:
        out.write("\n".join(SCRIPTS[kind]) + "\n")


def commands(kind, tool, binary, path, out):
    """The command line that runs `tool` ("xform" or "mlir-opt") on workload `kind`."""
    if kind != "drr":
        return [binary, "--transform-interpreter", path, "-o", out]
    if tool == "xform":
        return [binary, path, f"--apply-drr=patterns={DRR_RULES}", "-o", out]
    return [binary, path, "-test-greedy-patterns", "-o", out]


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in SCRIPTS or not sys.argv[2].isdigit():
        sys.stderr.write(__doc__)
        sys.exit(2)
    write(sys.argv[1], int(sys.argv[2]), sys.stdout)


if __name__ == "__main__":
    main()
