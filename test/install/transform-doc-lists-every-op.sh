#!/bin/sh
# transform-doc-lists-every-op.sh SOURCE_DIR
# Every transform op xform registers (the "transform.*" names of the op rows in src/dialects,
# src/transform, src/rewrite and src/drr) must be documented in docs/transform.md: its full
# name, or for the structured-matcher predicates `transform.match.structured.X`, a `.X` entry.
set -eu
src=$1
doc=$src/docs/transform.md
ops=$(grep -hoE '(ROW\(|\.name = |\{ ?)"transform\.[a-z_.]+"' \
        "$src"/src/dialects/transform*.c "$src"/src/transform/*.c "$src"/src/rewrite/*.c \
        "$src"/src/drr/*.c | grep -oE 'transform\.[a-z_.]+' | sort -u)
[ -n "$ops" ] || { echo "no transform op rows found under $src/src" >&2; exit 1; }
missing=0
n=0
for op in $ops; do
  n=$((n + 1))
  short=${op#transform.match.structured}
  if grep -qF "\`$op\`" "$doc"; then continue; fi
  if [ "$short" != "$op" ] && grep -qF "\`$short\`" "$doc"; then continue; fi
  echo "docs/transform.md does not document $op" >&2
  missing=1
done
echo "$n transform ops checked"
exit $missing
