#!/bin/sh
# scripts/valgrind-suite.sh — runs the lit suite with every xform-interp invocation under
# valgrind's memcheck (uninitialised reads, invalid accesses, leaks of the tool itself) and
# reports each run that valgrind complained about.
#
#   scripts/valgrind-suite.sh [BUILD-DIR] [lit options...]     (default BUILD-DIR: build)
#
# BUILD-DIR must be a build without sanitizers (valgrind and ASan do not mix).  The script
# writes a wrapper around BUILD-DIR/xform-interp into BUILD-DIR/valgrind/ and hands it to lit
# as `--param xform_interp=...`; each run logs to BUILD-DIR/valgrind/logs/vg.PID.log, kept
# only when valgrind reported an error.  lit's own verdicts are not enough (a test whose RUN
# line is `not %xform-interp ...` passes whatever the exit status), so the verdict is the
# set of non-empty logs: the script exits 1 if there is any.  Expect it to take 20-50 times
# as long as a plain lit run; run it under `nice`.
set -u
build=${1:-build}
[ $# -gt 0 ] && shift
bin=$(cd "$build" && pwd)/xform-interp
[ -x "$bin" ] || { echo "valgrind-suite: $bin not found: build it first" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "valgrind-suite: valgrind not installed" >&2; exit 2; }
lit=$(command -v lit || echo /usr/lib/llvm-22/bin/lit)
dir=$(cd "$build" && pwd)/valgrind
rm -rf "$dir"
mkdir -p "$dir/logs"
wrap=$dir/xform-interp
cat > "$wrap" <<WRAP
#!/bin/sh
# memcheck wrapper written by scripts/valgrind-suite.sh; errors go to a per-run log.
log=$dir/logs/vg.\$\$.log
echo x >> "$dir/runs"
valgrind --quiet --tool=memcheck --error-exitcode=97 --track-origins=yes \\
  --leak-check=full --errors-for-leak-kinds=definite --show-leak-kinds=definite \\
  --main-stacksize=67108864 --log-file="\$log" "$bin" "\$@"
rc=\$?
[ -s "\$log" ] || rm -f "\$log"
exit \$rc
WRAP
chmod +x "$wrap"
"$lit" -q --param xform_interp="$wrap" "$@" "$build/test"
litrc=$?
total=$(cat "$dir/runs" 2>/dev/null | wc -l)
runs=$(ls "$dir/logs" | wc -l)
if [ "$runs" -ne 0 ]; then
  echo "valgrind-suite: memcheck reported errors in $runs of $total run(s); logs in $dir/logs:" >&2
  grep -h -m1 -A3 "==[0-9]*== [A-Z]" "$dir"/logs/*.log | head -60 >&2
  exit 1
fi
echo "valgrind-suite: no memcheck error in $total xform-interp runs (lit exit status $litrc)"
exit $litrc
