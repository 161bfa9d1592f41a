#!/usr/bin/env bash
# Makes sure everything xform needs to build and test is installed.
#
#   bash scripts/ensure-deps.sh
#
# Checks each dependency by what the build actually uses (a command, a header, a tool in
# LLVM_TOOLS_DIR), not by package name, so tools installed some other way count too.
# Required: cmake, a C compiler and make (build-essential), cmocka (libcmocka-dev), uthash
# (uthash-dev), lit/FileCheck/not/split-file (llvm-22-tools), python3.
# Optional: mlir-opt 22 (mlir-22-tools), the reference for the round-trip corpus and benchmarks;
# GNU time (time), with which the benchmark harness measures each tool's peak memory.
#
# On Debian as root, installs what is missing (apt-get update only then); otherwise prints the
# command to run. Prints nothing when everything is present. Exits nonzero only when a
# required dependency is still missing at the end.
set -euo pipefail

LLVM_TOOLS_DIR=${LLVM_TOOLS_DIR:-/usr/lib/llvm-22/bin}

# "check PKG": is the dependency that Debian package "PKG" provides present?
check() {
  case "$1" in
    cmake)           command -v cmake >/dev/null ;;
    build-essential) command -v make >/dev/null && { command -v cc >/dev/null || command -v gcc >/dev/null; } ;;
    libcmocka-dev)   has_header cmocka.h ;;
    uthash-dev)      has_header uthash.h ;;
    llvm-22-tools)   for t in lit FileCheck not split-file; do [ -x "$LLVM_TOOLS_DIR/$t" ] || return 1; done ;;
    python3)         command -v python3 >/dev/null ;;
    mlir-22-tools)   [ -x "$LLVM_TOOLS_DIR/mlir-opt" ] ;;
    pkgconf)         command -v pkg-config >/dev/null ;;
    time)            [ -x /usr/bin/time ] ;;
    *) echo "ensure-deps: unknown dependency $1" >&2; return 1 ;;
  esac
}

# "has_header NAME": is NAME in a standard include directory?
has_header() {
  local d
  for d in /usr/include /usr/local/include /usr/include/"$(uname -m)"-linux-gnu; do
    [ -f "$d/$1" ] && return 0
  done
  return 1
}

REQUIRED="cmake build-essential libcmocka-dev uthash-dev llvm-22-tools python3 pkgconf"
OPTIONAL="mlir-22-tools time"

missing_required=""
missing_optional=""
for p in $REQUIRED; do check "$p" || missing_required="$missing_required $p"; done
for p in $OPTIONAL; do check "$p" || missing_optional="$missing_optional $p"; done
missing_required=${missing_required# }
missing_optional=${missing_optional# }

[ -z "$missing_required$missing_optional" ] && exit 0

is_debian() { [ -f /etc/debian_version ] && command -v apt-get >/dev/null; }

# "candidate PKG": does apt know an installable version of PKG?
candidate() {
  local v
  v=$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ {print $2}')
  [ -n "$v" ] && [ "$v" != "(none)" ]
}

# "llvm_repo_note PKG...": if apt cannot install one of the LLVM packages among "PKG...",
# say where they come from.
# What an optional package is for (said when it is missing).
why() {
  case "$1" in
    mlir-22-tools) echo "the round-trip reference comparisons and benchmarks that need mlir-opt 22 will not run" ;;
    time) echo "the benchmark harness measures peak memory with wait4 instead (less exact for small runs)" ;;
    *) echo "some optional checks will not run" ;;
  esac
}

llvm_repo_note() {
  local p need=""
  for p in "$@"; do
    case "$p" in
      llvm-22-tools|mlir-22-tools) { is_debian && candidate "$p"; } || need=1 ;;
    esac
  done
  [ -n "$need" ] || return 0
  cat >&2 <<'EOF'
ensure-deps: llvm-22-tools / mlir-22-tools come from the apt.llvm.org repository on Debian
  releases that do not ship LLVM 22. Add it (https://apt.llvm.org, "llvm.sh 22" or the
  deb line for your release, e.g. `deb http://apt.llvm.org/bookworm/ llvm-toolchain-bookworm-22 main`),
  then run this script again.
EOF
}

if [ "$(id -u)" -eq 0 ] && is_debian; then
  export DEBIAN_FRONTEND=noninteractive
  echo "ensure-deps: installing ${missing_required}${missing_required:+ }${missing_optional}" >&2
  apt-get update -qq
  if [ -n "$missing_required" ]; then
    # shellcheck disable=SC2086
    llvm_repo_note $missing_required
    # shellcheck disable=SC2086
    apt-get install -y -qq --no-install-recommends $missing_required >/dev/null || true
  fi
  for p in $missing_optional; do
    if candidate "$p"; then
      apt-get install -y -qq --no-install-recommends "$p" >/dev/null || true
    fi
    if ! check "$p"; then
      echo "ensure-deps: note: optional $p could not be installed; $(why "$p")" >&2
      llvm_repo_note "$p"
    fi
  done
  still=""
  for p in $REQUIRED; do check "$p" || still="$still $p"; done
  if [ -n "$still" ]; then
    echo "ensure-deps: still missing after apt-get install:$still" >&2
    exit 1
  fi
  exit 0
fi

# Not root, or not Debian: say what to install.
if is_debian; then
  how="sudo apt-get update && sudo apt-get install -y"
else
  how="install the equivalents of the Debian packages:"
fi
if [ -n "$missing_required" ]; then
  echo "ensure-deps: missing required dependencies; run:" >&2
  echo "  $how $missing_required${missing_optional:+ $missing_optional}" >&2
  # shellcheck disable=SC2086
  llvm_repo_note $missing_required $missing_optional
  exit 1
fi
for p in $missing_optional; do
  echo "ensure-deps: note: optional $p is missing; $(why "$p")" >&2
done
echo "  to install: $how $missing_optional" >&2
# shellcheck disable=SC2086
llvm_repo_note $missing_optional
exit 0
