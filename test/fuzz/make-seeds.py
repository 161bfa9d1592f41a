#!/usr/bin/env python3
"""Builds a seed corpus for the libFuzzer harnesses from the project's own inputs:
every test/lit/**/*.mlir and transform-scripts/**/*.mlir file, whole and split at
`// -----` lines (as --split-input-file does).  Usage: make-seeds.py OUT-DIR.

`make-seeds.py --drr OUT-DIR [CONFORMANCE-DRR-DIR]` builds the seeds of fuzz_drr
instead: a rule file, a `//--- payload` line, a payload.  Rule files and payloads
come from the split-file sections of test/lit/drr/*.mlir (each .td section with
each .mlir section of the same test), test/lit/drr/Inputs/*.td with the payloads
of the tests, and, when given, the DRR conformance suite's testdialect.td with
each of its test files cut at `// -----`."""
import hashlib, pathlib, re, sys

root = pathlib.Path(__file__).resolve().parents[2]


def sections(text):
    """split-file sections of `text`: {name: bytes}."""
    parts = re.split(rb"(?m)^//--- (\S+)\s*$", text)
    return {parts[i].decode(): parts[i + 1] for i in range(1, len(parts) - 1, 2)}


def drr_seeds(out, conf):
    seeds = set()
    payloads = []
    lit = root / "test/lit/drr"
    for f in sorted(lit.glob("*.mlir")):
        sec = sections(f.read_bytes())
        tds = [t for n, t in sec.items() if n.endswith(".td")]
        irs = [t for n, t in sec.items() if n.endswith(".mlir")] or [b""]
        payloads += irs
        seeds.update(t + b"//--- payload\n" + ir for t in tds for ir in irs)
        seeds.update(tds)
    for td in sorted(lit.glob("Inputs/*.td")):
        seeds.update(td.read_bytes() + b"//--- payload\n" + ir for ir in payloads)
    if conf:
        conf = pathlib.Path(conf)
        td = (conf / "testdialect.td").read_bytes()
        seeds.add(td)
        for f in sorted(conf.glob("*.mlir")):
            for piece in re.split(rb"(?m)^// -----\s*$", f.read_bytes()):
                seeds.add(td + b"\n//--- payload\n" + piece)
    for s in seeds:
        (out / hashlib.sha1(s).hexdigest()).write_bytes(s)
    return len(seeds)


drr = sys.argv[1] == "--drr"
out = pathlib.Path(sys.argv[2 if drr else 1])
out.mkdir(parents=True, exist_ok=True)
if drr:
    n = drr_seeds(out, sys.argv[3] if len(sys.argv) > 3 else None)
    print(f"{n} seeds written to {out}")
    sys.exit(0)
n = 0
for d in ("test/lit", "transform-scripts"):
    for f in sorted((root / d).rglob("*.mlir")):
        text = f.read_bytes()
        for piece in [text] + re.split(rb"(?m)^// -----\s*$", text):
            if piece.strip():
                (out / hashlib.sha1(piece).hexdigest()).write_bytes(piece)
                n += 1
print(f"{n} seeds written to {out}")
