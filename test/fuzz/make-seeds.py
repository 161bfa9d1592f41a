#!/usr/bin/env python3
"""Builds a seed corpus for the libFuzzer harnesses from the project's own inputs:
every test/lit/**/*.mlir and transform-scripts/**/*.mlir file, whole and split at
`// -----` lines (as --split-input-file does).  Usage: make-seeds.py OUT-DIR."""
import hashlib, pathlib, re, sys

root = pathlib.Path(__file__).resolve().parents[2]
out = pathlib.Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
n = 0
for d in ("test/lit", "transform-scripts"):
    for f in sorted((root / d).rglob("*.mlir")):
        text = f.read_bytes()
        for piece in [text] + re.split(rb"(?m)^// -----\s*$", text):
            if piece.strip():
                (out / hashlib.sha1(piece).hexdigest()).write_bytes(piece)
                n += 1
print(f"{n} seeds written to {out}")
