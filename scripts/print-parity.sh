#!/bin/sh
# print-parity.sh BIN [FILE...] — parse + verify + print parity with mlir-opt 22.
#
# For every input (default: the transform and driver conformance suites in ../shared), runs
# `BIN <file>` and `mlir-opt <file>` without any pass (adding --split-input-file and
# -allow-unregistered-dialect when the file's RUN lines use them; inputs built with
# split-file are split first) and compares stdout plus exit status, and stderr. mlir-opt
# 22.1.8 lists every expected-* comment as "was not produced" on stderr even without
# --verify-diagnostics; those lines are dropped before comparing stderr. Inputs on which
# mlir-opt crashes or times out are reported and not counted.
# Prints one line per difference and a summary; exits 1 if stdout differs anywhere.
set -u
BIN=${1:?usage: print-parity.sh BIN [FILE...]}
shift
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
SPLIT_FILE=${SPLIT_FILE:-/usr/lib/llvm-22/bin/split-file}
SHARED=$(cd "$(dirname "$0")/../.." && pwd)/shared
if [ $# -eq 0 ]; then
  set -- "$SHARED"/conformance/transform/*.mlir "$SHARED"/conformance/driver/*.mlir
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/print-parity.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
total=0; same_out=0; same_err=0; skipped=0

# Drops mlir-opt's "expected ... was not produced" blocks (3 lines each).
strip_unproduced() {
  awk 'skip > 0 { skip--; next } /error: expected (error|warning|remark|note) ".*" was not produced/ { skip = 2; next } { print }' "$1"
}

compare() { # compare FILE FLAGS...
  f=$1; shift
  timeout 30 "$MLIR_OPT" "$@" "$f" >"$WORK/ref.out" 2>"$WORK/ref.err"
  rc=$?
  if [ $rc -ge 124 ] || grep -q "Stack dump" "$WORK/ref.err"; then
    echo "SKIP (mlir-opt crashed or timed out): $f"; skipped=$((skipped + 1)); return
  fi
  echo "rc=$rc" >>"$WORK/ref.out"
  timeout 30 "$BIN" "$@" "$f" >"$WORK/got.out" 2>"$WORK/got.err"
  echo "rc=$?" >>"$WORK/got.out"
  total=$((total + 1))
  if cmp -s "$WORK/ref.out" "$WORK/got.out"; then same_out=$((same_out + 1)); else echo "STDOUT DIFFERS: $f"; fi
  strip_unproduced "$WORK/ref.err" >"$WORK/ref.err2"
  if cmp -s "$WORK/ref.err2" "$WORK/got.err"; then same_err=$((same_err + 1)); else echo "STDERR DIFFERS: $f"; fi
}

for f in "$@"; do
  set --
  grep -q -- '--split-input-file' "$f" && set -- "$@" --split-input-file
  grep -q -- '-allow-unregistered-dialect' "$f" && set -- "$@" -allow-unregistered-dialect
  if grep -q 'split-file' "$f"; then
    d=$WORK/$(basename "$f").d
    mkdir -p "$d" && "$SPLIT_FILE" "$f" "$d" >/dev/null 2>&1
    for p in "$d"/*.mlir; do compare "$p" "$@"; done
  else
    compare "$f" "$@"
  fi
done
echo "inputs: $total compared, $skipped skipped; stdout+exit identical: $same_out; stderr identical: $same_err"
[ "$same_out" -eq "$total" ]
