# -*- Python -*-
# lit configuration for xform's own file tests (test/lit, conventions in test/lit/README.md).
#
# Loaded through the site config that CMake generates in <build>/test/lit.site.cfg.py, which
# sets config.xform_interp, config.llvm_tools_dir, config.xform_obj_root, config.xform_sanitize.
# Tests live in test/lit; scratch output (%t, Output/ dirs) goes to <build>/test.
#
# Substitutions: %xform and %xform-interp (the built xform-interp; override with
# `--param xform_interp=PATH`), %python (the Python running lit, for input generators),
# %mlir-opt (the LLVM 22 reference, REQUIRES: mlir-opt), and
# lit's standard %s %S %t %p (%T is gone in lit 22: use %t.d or split-file).
# Features: mlir-opt (the reference is installed), asan (sanitizer build).
import os
import sys

import lit.formats

if not hasattr(config, "xform_interp"):
    lit_config.fatal(
        "test/lit.cfg.py must be loaded through the generated site config: "
        "configure with cmake, then run `lit -sv <build>/test` or `ctest --test-dir <build>`")

config.name = "xform"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
# Inputs/ folders hold files that tests read, not tests.
config.excludes = ["Inputs", "Output", "README.md"]
config.test_source_root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "lit")
config.test_exec_root = os.path.join(config.xform_obj_root, "test")

xform = lit_config.params.get("xform_interp", config.xform_interp)
if not os.path.exists(xform):
    lit_config.fatal("xform-interp not found at %s: build it first (cmake --build <build>)" % xform)

# lit applies substitutions in order as regular expressions: longest name first, since
# %xform is a prefix of %xform-interp.
# --param xform_threaded=1: every run splits its input over four threads (parse,
# verify, print in parts even for the smallest inputs); the expectations are
# one thread's.  .ci/run's "threads" suite runs this under ThreadSanitizer,
# whose reports abort (a report with an exit status would pass under `not`).
if lit_config.params.get("xform_threaded"):
    xform += " --xform-threads=4 --xform-thread-min-bytes=1 --xform-thread-min-ops=1"
    config.environment["TSAN_OPTIONS"] = ":".join(
        filter(None, [os.environ.get("TSAN_OPTIONS", ""), "halt_on_error=1:abort_on_error=1"]))
config.substitutions.append(("%xform-interp", xform))
config.substitutions.append(("%xform", xform))
# The Python running lit, for input generators (before lit's own %p).
config.substitutions.append(("%python", sys.executable))

mlir_opt = os.path.join(config.llvm_tools_dir, "mlir-opt")
if os.path.exists(mlir_opt):
    config.available_features.add("mlir-opt")
    config.substitutions.append(("%mlir-opt", mlir_opt))

if config.xform_sanitize:
    config.available_features.add("asan")
    # Every sanitizer report aborts (SIGABRT), leaks at exit included: an exit status of 1
    # would pass unseen under `not`, which most error tests use.  Options already set in
    # the environment come first; these win.
    for var, opts in (("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=1"),
                      ("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:abort_on_error=1")):
        config.environment[var] = ":".join(filter(None, [os.environ.get(var, ""), opts]))

# FileCheck, not, split-file (and mlir-opt) from LLVM_TOOLS_DIR come first on PATH.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, os.environ.get("PATH", "/usr/bin:/bin")])
