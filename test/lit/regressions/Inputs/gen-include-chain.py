#!/usr/bin/env python3
"""Writes a transform script whose entry point includes @s0, @s0 includes @s1, ... up to
@s<N-1>: a chain of N named sequences, each including the next (no recursion, so the
verifier accepts it).  Usage: gen-include-chain.py N"""
import sys

n = int(sys.argv[1])
out = ["module attributes {transform.with_named_sequence} {"]
for i in range(n):
    out.append(f"  transform.named_sequence @s{i}(%arg0: !transform.any_op {{transform.readonly}}) {{")
    if i + 1 < n:
        out.append(f"    transform.include @s{i + 1} failures(propagate) (%arg0) : (!transform.any_op) -> ()")
    out.append("    transform.yield")
    out.append("  }")
out.append("  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {")
out.append("    transform.include @s0 failures(propagate) (%arg0) : (!transform.any_op) -> ()")
out.append("    transform.yield")
out.append("  }")
out.append("}")
sys.stdout.write("\n".join(out) + "\n")
