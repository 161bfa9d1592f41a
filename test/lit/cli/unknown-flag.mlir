// Unknown flags are rejected as LLVM's command line parser rejects them.
// RUN: not %xform %s --no-such-flag 2>&1 | FileCheck %s
// CHECK: Unknown command line argument '--no-such-flag'
