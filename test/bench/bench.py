#!/usr/bin/env python3
"""Side-by-side benchmark of xform-interp and mlir-opt 22.

usage: bench.py [--xform BIN] [--mlir-opt BIN] [--n N] [--runs R]
                [--workloads parse,chain,...] [--doc FILE] [--check]
                [--scaling N1,N2]

For each workload (see workloads.py) the payload+script file is generated
once; then both tools run `--transform-interpreter FILE -o OUT` R times in
alternation (xform, mlir-opt, xform, ...), so machine noise hits both
alike.  The `drr` workload runs `xform-interp FILE --apply-drr=patterns=
drr-rules.td` against `mlir-opt FILE -test-greedy-patterns` instead.  Wall
time and user time of each child come from wait4(2), its peak RSS from GNU
time (/usr/bin/time, Debian's `time`): a child started by this Python process
inherits the process's own peak (about 16 MiB) as its ru_maxrss when it
execs, which would hide the footprint of a small run (the scaling baseline);
`time` is a small C program, so the peak it reports is the tool's own.
Without /usr/bin/time the wait4 figure is used and the report says so.  The table
shows medians and the ratios mlir-opt / xform.  With --check the two
outputs of the last run must be identical (after mlir-opt's own
formatting, byte for byte).  With --doc the table is appended to FILE with
the machine, the date and the commands.

--scaling N1,N2 runs each workload at N1 and at N2 functions instead of
--n (and once at 0 functions, the baseline: start-up time and the memory
of an empty run), and reports for each tool the wall time and peak RSS at
both sizes, the cost per function above the baseline ((X(N) - X(0)) / N)
and its growth (per-function figure at N2 / at N1): 1.0 means linear cost;
the target for xform is a time growth of at most 1.3.
"""
import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import workloads  # noqa: E402

DEFAULT_XFORM = os.path.join(HERE, "..", "..", "build", "xform-interp")
DEFAULT_MLIR = "/usr/lib/llvm-22/bin/mlir-opt"
GNU_TIME = "/usr/bin/time"
HAVE_GNU_TIME = os.access(GNU_TIME, os.X_OK)


def run_once(cmd):
    """Runs cmd; returns (wall s, user s, peak RSS MiB, exit status)."""
    with tempfile.NamedTemporaryFile(prefix="bench-rss-", mode="r") as rss_file:
        full = [GNU_TIME, "-f", "%M", "-o", rss_file.name] + cmd if HAVE_GNU_TIME else cmd
        start = time.perf_counter()
        proc = subprocess.Popen(full, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, ru = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - start
        err = proc.stderr.read().decode(errors="replace")
        proc.stderr.close()
        code = os.waitstatus_to_exitcode(status)
        rss = ru.ru_maxrss / 1024.0
        if HAVE_GNU_TIME:
            lines = rss_file.read().split()
            if code == 0 and lines and lines[-1].isdigit():
                rss = int(lines[-1]) / 1024.0  # KiB of the tool itself
    if code != 0:
        sys.stderr.write(f"command failed ({code}): {' '.join(cmd)}\n{err[:2000]}\n")
    return wall, ru.ru_utime, rss, code


def measure(tools, kind, path, out_dir, runs):
    """Alternating runs; returns {tool: (wall, user, rss)} medians."""
    samples = {name: [] for name, _ in tools}
    for _ in range(runs):
        for name, binary in tools:
            out = os.path.join(out_dir, f"{name}.out.mlir")
            cmd = workloads.commands(kind, name, binary, path, out)
            wall, user, rss, code = run_once(cmd)
            if code != 0:
                return None
            samples[name].append((wall, user, rss))
    return {name: tuple(statistics.median(s[i] for s in vals) for i in range(3))
            for name, vals in samples.items()}


def fmt_row(kind, n, res):
    x = res["xform"]
    m = res.get("mlir-opt")
    if not m:
        return f"| {kind} | {n} | {x[0]:.3f} s | {x[1]:.3f} s | {x[2]:.1f} MiB | - | - | - | - | - |"
    return (f"| {kind} | {n} | {x[0]:.3f} s | {x[1]:.3f} s | {x[2]:.1f} MiB | {m[0]:.3f} s | "
            f"{m[1]:.3f} s | {m[2]:.1f} MiB | {m[0] / x[0]:.1f}x | {m[2] / x[2]:.1f}x |")


def run_workload(tools, kind, n, tmp, args):
    """Generates workload `kind` at size `n` and measures it; returns (results or None,
    outputs identical or None when not checked)."""
    path = os.path.join(tmp, f"{kind}-{n}.mlir")
    with open(path, "w") as f:
        workloads.write(kind, n, f)
    res = measure(tools, kind, path, tmp, args.runs)
    same = None
    if res is not None and args.check and len(tools) == 2:
        a = open(os.path.join(tmp, "xform.out.mlir"), "rb").read()
        b = open(os.path.join(tmp, "mlir-opt.out.mlir"), "rb").read()
        same = a == b
        if not same:
            sys.stderr.write(f"{kind} (N = {n}): outputs differ\n")
    os.remove(path)
    return res, same


SCALING_HEADER = ("| workload | tool | baseline (N = 0) | N1 | wall | user | RSS | µs/function "
                  "wall, user | KiB/function | N2 | wall | user | RSS | µs/function wall, user "
                  "| KiB/function | growth: wall, user | growth: memory |\n"
                  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")


def per_function(r0, r, n):
    """(wall µs, user µs, KiB) per function above the baseline r0."""
    return ((r[0] - r0[0]) / n * 1e6, (r[1] - r0[1]) / n * 1e6, (r[2] - r0[2]) * 1024 / n)


def growth(a, b):
    return f"{b / a:.2f}x" if a > 0 else "-"


def fmt_scaling(kind, tool, r0, n1, r1, n2, r2):
    """One row: the baseline, wall and user time and peak RSS at both sizes, the cost per
    function above the baseline, and its growth from N1 to N2."""
    p1, p2 = per_function(r0, r1, n1), per_function(r0, r2, n2)
    return (f"| {kind} | {tool} | {r0[0]:.3f} s, {r0[2]:.1f} MiB | {n1} | {r1[0]:.3f} s | "
            f"{r1[1]:.3f} s | {r1[2]:.1f} MiB | {p1[0]:.1f}, {p1[1]:.1f} | {p1[2]:.2f} | {n2} | "
            f"{r2[0]:.3f} s | {r2[1]:.3f} s | {r2[2]:.1f} MiB | {p2[0]:.1f}, {p2[1]:.1f} | "
            f"{p2[2]:.2f} | {growth(p1[0], p2[0])}, {growth(p1[1], p2[1])} | "
            f"{growth(p1[2], p2[2])} |")


def scaling(tools, sizes, tmp, args):
    """--scaling: every workload at 0 functions and at both sizes; returns (table rows,
    all ok)."""
    rows, ok = [], True
    n1, n2 = sizes
    for kind in args.workloads.split(","):
        res = []
        for n in (0, n1, n2):
            r, same = run_workload(tools, kind, n, tmp, args)
            ok = ok and r is not None and same is not False
            if r is None:
                break
            res.append(r)
        if len(res) < 3:
            rows.append(f"| {kind} | - | | {n1} | failed | | | | | {n2} | | | | | | | |")
            continue
        for name, _ in tools:
            rows.append(fmt_scaling(kind, name, res[0][name], n1, res[1][name], n2, res[2][name]))
            print(rows[-1], flush=True)
    return rows, ok


HEADER = ("| workload | N | xform wall | xform user | xform RSS | mlir-opt wall | mlir-opt user "
          "| mlir-opt RSS | speed-up | memory |\n|---|---|---|---|---|---|---|---|---|---|")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--xform", default=DEFAULT_XFORM)
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR)
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--workloads", default="parse,chain,collect,structured,drr")
    ap.add_argument("--doc")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--scaling", metavar="N1,N2",
                    help="run each workload at two sizes and report per-function growth")
    args = ap.parse_args()
    sizes = None
    if args.scaling:
        sizes = [int(x) for x in args.scaling.split(",") if x.strip()]
        if len(sizes) != 2 or min(sizes) <= 0:
            ap.error("--scaling takes two positive sizes, e.g. --scaling 20000,200000")

    tools = [("xform", os.path.abspath(args.xform))]
    if os.access(args.mlir_opt, os.X_OK):
        tools.append(("mlir-opt", args.mlir_opt))
    else:
        sys.stderr.write(f"note: {args.mlir_opt} not found; measuring xform only\n")
    if not HAVE_GNU_TIME:
        sys.stderr.write(f"note: {GNU_TIME} not found (Debian package `time`); peak RSS comes "
                         "from wait4 and includes this script's own (about 16 MiB)\n")
    rows, ok = [], True
    with tempfile.TemporaryDirectory(prefix="xform-bench.") as tmp:
        if sizes:
            rows, ok = scaling(tools, sizes, tmp, args)
        for kind in args.workloads.split(",") if not sizes else []:
            res, same = run_workload(tools, kind, args.n, tmp, args)
            if res is None:
                rows.append(f"| {kind} | {args.n} | failed | | | | | | | |")
                ok = False
                continue
            ok = ok and same is not False
            rows.append(fmt_row(kind, args.n, res))
            print(rows[-1], flush=True)
    table = (SCALING_HEADER if sizes else HEADER) + "\n" + "\n".join(rows)
    if not HAVE_GNU_TIME:
        table += "\n\n(peak RSS from wait4: includes the harness's own, about 16 MiB)"
    print(table)
    if args.doc:
        with open(args.doc, "a") as f:
            f.write(f"\n### {time.strftime('%Y-%m-%d %H:%M')} on {platform.node()} "
                    f"({platform.processor() or platform.machine()}, {os.cpu_count()} CPUs)\n\n")
            f.write(f"`{' '.join(sys.argv)}`\n\n{table}\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
