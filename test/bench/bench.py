#!/usr/bin/env python3
"""Side-by-side benchmark of xform-interp and mlir-opt 22.

usage: bench.py [--xform BIN] [--mlir-opt BIN] [--n N] [--runs R]
                [--workloads parse,chain,...] [--doc FILE] [--check]

For each workload (see workloads.py) the payload+script file is generated
once; then both tools run `--transform-interpreter FILE -o OUT` R times in
alternation (xform, mlir-opt, xform, ...), so machine noise hits both
alike.  Wall time, user time and peak RSS of each child come from wait4(2).
The table shows medians and the ratios mlir-opt / xform.  With --check the
two outputs of the last run must be identical (after mlir-opt's own
formatting, byte for byte).  With --doc the table is appended to FILE with
the machine, the date and the commands.
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


def run_once(cmd):
    """Runs cmd; returns (wall s, user s, peak RSS MiB, exit status)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.stderr.write(f"command failed ({code}): {' '.join(cmd)}\n{err[:2000]}\n")
    return wall, ru.ru_utime, ru.ru_maxrss / 1024.0, code


def measure(tools, path, out_dir, runs):
    """Alternating runs; returns {tool: (wall, user, rss)} medians."""
    samples = {name: [] for name, _ in tools}
    for _ in range(runs):
        for name, binary in tools:
            out = os.path.join(out_dir, f"{name}.out.mlir")
            cmd = [binary, "--transform-interpreter", path, "-o", out]
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


HEADER = ("| workload | N | xform wall | xform user | xform RSS | mlir-opt wall | mlir-opt user "
          "| mlir-opt RSS | speed-up | memory |\n|---|---|---|---|---|---|---|---|---|---|")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--xform", default=DEFAULT_XFORM)
    ap.add_argument("--mlir-opt", default=DEFAULT_MLIR)
    ap.add_argument("--n", type=int, default=20000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--workloads", default="parse,chain,collect,structured")
    ap.add_argument("--doc")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()

    tools = [("xform", os.path.abspath(args.xform))]
    if os.access(args.mlir_opt, os.X_OK):
        tools.append(("mlir-opt", args.mlir_opt))
    else:
        sys.stderr.write(f"note: {args.mlir_opt} not found; measuring xform only\n")
    rows, ok = [], True
    with tempfile.TemporaryDirectory(prefix="xform-bench.") as tmp:
        for kind in args.workloads.split(","):
            path = os.path.join(tmp, f"{kind}-{args.n}.mlir")
            with open(path, "w") as f:
                workloads.write(kind, args.n, f)
            res = measure(tools, path, tmp, args.runs)
            if res is None:
                rows.append(f"| {kind} | {args.n} | failed | | | | | | | |")
                ok = False
                continue
            if args.check and len(tools) == 2:
                a = open(os.path.join(tmp, "xform.out.mlir"), "rb").read()
                b = open(os.path.join(tmp, "mlir-opt.out.mlir"), "rb").read()
                if a != b:
                    sys.stderr.write(f"{kind}: outputs differ\n")
                    ok = False
            rows.append(fmt_row(kind, args.n, res))
            print(rows[-1], flush=True)
    table = HEADER + "\n" + "\n".join(rows)
    print(table)
    if args.doc:
        with open(args.doc, "a") as f:
            f.write(f"\n### {time.strftime('%Y-%m-%d %H:%M')} on {platform.node()} "
                    f"({platform.processor() or platform.machine()}, {os.cpu_count()} CPUs)\n\n")
            f.write(f"`{' '.join(sys.argv)}`\n\n{table}\n")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
