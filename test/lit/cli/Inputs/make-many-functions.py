#!/usr/bin/env python3
"""Writes an MLIR file of N functions (about 120 bytes each), the first one
with a verifier error when ERROR is given: make-many-functions.py OUT N [error]."""
import sys

out, n = sys.argv[1], int(sys.argv[2])
lines = []
for i in range(n):
    ret = "return" if i == 0 and len(sys.argv) > 3 else "return %s : i32" % "%0"
    lines.append("func.func @f%d(%%a: i32) -> i32 {\n  %%0 = arith.addi %%a, %%a : i32\n  %s\n}\n" % (i, ret))
with open(out, "w") as f:
    f.write("".join(lines))
