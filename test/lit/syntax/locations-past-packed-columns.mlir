// The parser stores op and argument locations packed in a word (line, column
// and file index; see docs/architecture.md); a column past 2^20 does not fit
// and is kept as a location attribute.  Both kinds print and report alike.
// RUN: python3 %S/Inputs/make-wide-lines.py %t.mlir
// RUN: %xform-interp --allow-unregistered-dialect -mlir-print-debuginfo %t.mlir | FileCheck %s
// RUN: %mlir-opt --allow-unregistered-dialect -mlir-print-debuginfo %t.mlir | FileCheck %s
// RUN: python3 %S/Inputs/make-wide-lines.py %t.err.mlir error
// RUN: not %xform-interp --allow-unregistered-dialect %t.err.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %mlir-opt --allow-unregistered-dialect %t.err.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: #[[ARG:loc[0-9]*]] = loc("{{.*}}.mlir":1:14)
// CHECK: func.func @f(%arg0: i32 loc("{{.*}}.mlir":1:14)) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc(#[[ADD:loc[0-9]*]])
// CHECK-NEXT: %1 = "test.wide"(%0) : (i32) -> i32 loc(#[[WIDE:loc[0-9]*]])
// CHECK-NEXT: return %1 : i32 loc(#[[RET:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[FN:loc[0-9]*]])
// CHECK-DAG: #[[FN]] = loc("{{.*}}.mlir":1:1)
// CHECK-DAG: #[[ADD]] = loc("{{.*}}.mlir":2:1048586)
// CHECK-DAG: #[[WIDE]] = loc("{{.*}}.mlir":3:1048586)
// CHECK-DAG: #[[RET]] = loc("{{.*}}.mlir":4:1048581)

// ERR: err.mlir:4:1048581: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
