#!/bin/sh
# man-page-lists-every-flag.sh XFORM_INTERP MAN_PAGE
# Every flag `xform-interp --help` lists must have its own entry (a .TP item) in the man page.
set -eu
interp=$1
man=$2
# The man page's .TP item lines, roff escapes and font changes removed.
items=$(sed -n '/^\.TP/{n;p;}' "$man" | sed 's/\\f[BIRP]//g; s/\\//g')
missing=0
for f in $("$interp" --help | sed -n 's/^  --\([a-z-]*\) .*/\1/p'); do
  if ! printf '%s\n' "$items" | grep -Eq -- "(^|[^a-z-])--?$f([^a-z-]|\$)"; then
    echo "man page $man has no entry for --$f" >&2
    missing=1
  fi
done
exit $missing
