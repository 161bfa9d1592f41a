#!/usr/bin/env python3
"""Writes an MLIR file of exactly SIZE bytes (a whole number of pages, so
the byte after the text is past the mapped file) whose last line holds an
error when ERROR is given: make-big-input.py OUT SIZE [error]."""
import sys

out, size = sys.argv[1], int(sys.argv[2])
body = "func.func @f() {\n  return\n}\n"
tail = "%bad = arith.constant 1.5 : i32" if len(sys.argv) > 3 else "// end"
pad = size - len(body) - len(tail) - 1
text = body + "//" + "x" * (pad - 3) + "\n" + tail
assert len(text) == size - 1
text += "\n" if len(sys.argv) <= 3 else " "
assert len(text) == size
with open(out, "w") as f:
    f.write(text)
