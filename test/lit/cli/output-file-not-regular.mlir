// -o naming something that is not a regular file (here a symbolic link to
// /dev/null, standing for /dev/null itself or a FIFO) writes to it in place:
// it is neither replaced by a regular file after a successful run nor
// removed after a failing one (as LLVM's tools, which only ever remove
// regular files; run as root, replacing /dev/null would break the system).
// RUN: rm -f %t.null
// RUN: ln -s /dev/null %t.null
// RUN: %xform %S/Inputs/ok.mlir -o %t.null
// RUN: test -L %t.null
// RUN: not %xform %s -o %t.null 2>&1 | FileCheck %s
// RUN: test -L %t.null
// RUN: test -c /dev/null

// CHECK: error: operation being parsed with an unregistered dialect
"nodialect.op"() : () -> ()
