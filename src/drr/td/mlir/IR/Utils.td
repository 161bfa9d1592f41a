//===-- Utils.td - xform's built-in copy: string helpers ----------------===//
//
// xform's own minimal equivalent of MLIR's mlir/IR/Utils.td.
//
//===----------------------------------------------------------------------===//

#ifndef UTILS_TD
#define UTILS_TD

// A string-returning function call pattern.
class StrFunc<string r> {
  string result = r;
}

// Operators of the argument and result lists of ops.
def ins;
def outs;

#endif // UTILS_TD
