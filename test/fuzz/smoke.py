#!/usr/bin/env python3
"""Mutation smoke test for xform-interp: needs no clang, runs anywhere.

Takes the project's own inputs (test/lit/**/*.mlir, transform-scripts/**/*.mlir),
mutates them (byte flips, truncation, splicing two inputs, token deletion and
duplication, deep nesting, CRLF, NUL bytes) and runs each mutant through
build/xform-interp -- and build-asan/xform-interp when it exists -- with a few flag
sets, including --transform-interpreter and --split-input-file.  A run FAILS when the
tool dies from a signal, prints a sanitizer report, or takes more than --timeout
seconds.  Diagnostics and nonzero exits are fine: bad input must give a diagnostic.

Deterministic: the same --seed gives the same mutants.  Time-bounded: stops starting
new runs after --time seconds (default 60).  Failing inputs are kept in --out
(default build/smoke-failures/) with the command line that failed.
Exit status: 0 when no failure was found, 1 otherwise.
"""
import argparse, os, pathlib, random, re, subprocess, sys, time

ROOT = pathlib.Path(__file__).resolve().parents[2]
FLAG_SETS = [
    [],
    ["--mlir-print-op-generic"],
    ["--split-input-file"],
    ["--transform-interpreter"],
    ["--transform-interpreter", "--split-input-file", "--verify-diagnostics"],
    ["--split-input-file", "--verify-diagnostics"],
    ["--allow-unregistered-dialect", "--transform-interpreter"],
]
SANITIZER = re.compile(rb"(ERROR: AddressSanitizer|ERROR: LeakSanitizer|runtime error:|"
                       rb"UndefinedBehaviorSanitizer|SUMMARY: \w+Sanitizer)")
TOKEN = re.compile(rb"%[\w.$-]+|@[\w.$-]+|[\w.]+|\"(?:[^\"\\\n]|\\.)*\"|\S")


def inputs():
    files = []
    for d in ("test/lit", "transform-scripts"):
        files += sorted((ROOT / d).rglob("*.mlir"))
    return [f.read_bytes() for f in files]


def tokens(data):
    return [(m.start(), m.end()) for m in TOKEN.finditer(data)]


def mutate(rng, data, corpus):
    kind = rng.randrange(9)
    if not data:
        return rng.choice(corpus)
    if kind == 0:  # byte flips
        b = bytearray(data)
        for _ in range(rng.randint(1, 8)):
            b[rng.randrange(len(b))] ^= 1 << rng.randrange(8)
        return bytes(b)
    if kind == 1:  # truncation
        return data[:rng.randrange(len(data))]
    if kind == 2:  # splice two inputs
        other = rng.choice(corpus)
        return data[:rng.randrange(len(data) + 1)] + other[rng.randrange(len(other) + 1):]
    toks = tokens(data)
    if kind in (3, 4) and toks:  # token deletion / duplication
        out, last = [], 0
        for (s, e) in toks:
            out.append(data[last:s])
            r = rng.random()
            if kind == 3 and r < 0.05:
                pass
            elif kind == 4 and r < 0.05:
                out.append(data[s:e] + b" " + data[s:e])
            else:
                out.append(data[s:e])
            last = e
        out.append(data[last:])
        return b"".join(out)
    if kind == 5:  # deep nesting of brackets, types, attributes or regions
        depth = rng.choice([100, 1000, 20000])
        opener, closer = rng.choice([(b"(", b")"), (b"[", b"]"), (b"{", b"}"),
                                     (b"tensor<", b">"), (b"[", b"]"), (b"\"test.op\"() ({", b"}) : () -> ()\n")])
        pos = rng.randrange(len(data) + 1)
        return data[:pos] + opener * depth + closer * rng.choice([0, depth]) + data[pos:]
    if kind == 6:  # CRLF line endings / no trailing newline
        return data.replace(b"\n", b"\r\n") if rng.random() < 0.5 else data.rstrip(b"\n")
    if kind == 7:  # NUL or invalid UTF-8 bytes
        pos = rng.randrange(len(data) + 1)
        return data[:pos] + rng.choice([b"\0", b"\xff\xfe", b"\xc3", b"\x80"]) + data[pos:]
    # a token copied to a random place
    if toks:
        s, e = rng.choice(toks)
        pos = rng.randrange(len(data) + 1)
        return data[:pos] + data[s:e] + data[pos:]
    return data


def run_one(binary, flags, data, timeout):
    """None when the run is fine, else a reason string."""
    try:
        p = subprocess.run([str(binary), *flags, "-"], input=data, capture_output=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"timeout (> {timeout} s)"
    if p.returncode < 0:
        return f"signal {-p.returncode}"
    if SANITIZER.search(p.stderr):
        return "sanitizer report: " + SANITIZER.search(p.stderr).group(0).decode()
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--time", type=float, default=60.0, help="seconds to run (default 60)")
    ap.add_argument("--timeout", type=float, default=10.0, help="per-run limit in seconds")
    ap.add_argument("--bin", action="append", help="tool(s) to run (default: build/ and build-asan/)")
    ap.add_argument("--out", default=str(ROOT / "build" / "smoke-failures"))
    a = ap.parse_args()
    bins = [pathlib.Path(b) for b in a.bin] if a.bin else \
        [p for p in (ROOT / "build" / "xform-interp", ROOT / "build-asan" / "xform-interp") if p.exists()]
    if not bins:
        print("smoke: no xform-interp found (build it first or pass --bin)", file=sys.stderr)
        return 2
    rng = random.Random(a.seed)
    corpus = inputs()
    start, runs, failures = time.monotonic(), 0, 0
    out = pathlib.Path(a.out)
    while time.monotonic() - start < a.time:
        data = mutate(rng, rng.choice(corpus), corpus)
        if rng.random() < 0.3:
            data = mutate(rng, data, corpus)
        flags = rng.choice(FLAG_SETS)
        for b in bins:
            runs += 1
            why = run_one(b, flags, data, a.timeout)
            if why:
                failures += 1
                out.mkdir(parents=True, exist_ok=True)
                name = out / f"fail-{failures}.mlir"
                name.write_bytes(data)
                cmd = " ".join([str(b), *flags, str(name)])
                print(f"smoke: FAIL {why}: {cmd}")
    print(f"smoke: {runs} runs in {time.monotonic() - start:.0f} s with seed {a.seed} "
          f"({', '.join(str(b) for b in bins)}): {failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
