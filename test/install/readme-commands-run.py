#!/usr/bin/env python3
# readme-commands-run.py README XFORM_INTERP SOURCE_DIR
# Runs every xform-interp command line shown in README's ```sh blocks (the part from
# `build/xform-interp` or `./build/xform-interp` on; continuation lines joined), with the
# built XFORM_INTERP in its place, from SOURCE_DIR, and fails unless each exits with status 0
# and prints IR. test/lit/examples/readme-commands.mlir checks what the same commands print.
import re
import shlex
import subprocess
import sys

readme, interp, source_dir = sys.argv[1], sys.argv[2], sys.argv[3]
text = open(readme, encoding="utf-8").read()
commands = []
for block in re.findall(r"^```sh\n(.*?)^```", text, re.S | re.M):
    for line in block.replace("\\\n", " ").splitlines():
        m = re.search(r"(?:^|&& )\.?/?build/xform-interp (.*)$", line)
        if m:
            commands.append(shlex.split(m.group(1), comments=True))
if len(commands) < 5:
    sys.exit(f"{readme}: found {len(commands)} xform-interp commands, expected the Quick start and usage ones")
failed = 0
for args in commands:
    r = subprocess.run([interp] + args, cwd=source_dir, capture_output=True, text=True)
    if r.returncode != 0 or "module" not in r.stdout:
        failed += 1
        print(f"README command failed (exit {r.returncode}): xform-interp {' '.join(args)}\n{r.stderr}",
              file=sys.stderr)
print(f"{len(commands) - failed} of {len(commands)} README commands ran")
sys.exit(1 if failed else 0)
