// Files cut off in the middle of an op, an attribute, a string, a type or a region:
// one located error each (mlir-opt's words and position: at the end of the last
// token when the input ends), exit status 1, no crash.  The inputs end without a
// newline, so they come from Inputs/gen-bad-input.py.
// Expected output: mlir-opt 22.1.8 -allow-unregistered-dialect on the same bytes.

// RUN: %python %S/Inputs/gen-bad-input.py mid-op > %t.mid-op.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-op.mlir 2>&1 | FileCheck %s --check-prefix=MID-OP
// RUN: %python %S/Inputs/gen-bad-input.py mid-operand-list > %t.mid-operand-list.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-operand-list.mlir 2>&1 | FileCheck %s --check-prefix=MID-OPERANDS
// RUN: %python %S/Inputs/gen-bad-input.py mid-attribute > %t.mid-attribute.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-attribute.mlir 2>&1 | FileCheck %s --check-prefix=MID-ATTR
// RUN: %python %S/Inputs/gen-bad-input.py mid-dict > %t.mid-dict.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-dict.mlir 2>&1 | FileCheck %s --check-prefix=MID-DICT
// RUN: %python %S/Inputs/gen-bad-input.py mid-string > %t.mid-string.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-string.mlir 2>&1 | FileCheck %s --check-prefix=MID-STRING
// RUN: %python %S/Inputs/gen-bad-input.py mid-dialect-attr > %t.mid-dialect-attr.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-dialect-attr.mlir 2>&1 | FileCheck %s --check-prefix=MID-DIALECT-STRING
// RUN: %python %S/Inputs/gen-bad-input.py mid-dialect-body > %t.mid-dialect-body.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-dialect-body.mlir 2>&1 | FileCheck %s --check-prefix=MID-DIALECT-BODY
// RUN: %python %S/Inputs/gen-bad-input.py mid-type > %t.mid-type.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-type.mlir 2>&1 | FileCheck %s --check-prefix=MID-TYPE
// RUN: %python %S/Inputs/gen-bad-input.py mid-region > %t.mid-region.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-region.mlir 2>&1 | FileCheck %s --check-prefix=MID-REGION
// RUN: %python %S/Inputs/gen-bad-input.py mid-nested-region > %t.mid-nested-region.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-nested-region.mlir 2>&1 | FileCheck %s --check-prefix=MID-NESTED
// RUN: %python %S/Inputs/gen-bad-input.py mid-block-args > %t.mid-block-args.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-block-args.mlir 2>&1 | FileCheck %s --check-prefix=MID-ARGS
// RUN: %python %S/Inputs/gen-bad-input.py mid-result-list > %t.mid-result-list.mlir
// RUN: not %xform -allow-unregistered-dialect %t.mid-result-list.mlir 2>&1 | FileCheck %s --check-prefix=MID-RESULTS

// MID-OP: {{.*}}.mid-op.mlir:1:10: error: expected ')' to end operand list
// MID-OP-NOT: error
// MID-OPERANDS: {{.*}}.mid-operand-list.mlir:2:14: error: expected SSA operand
// MID-OPERANDS-NOT: error
// MID-ATTR: {{.*}}.mid-attribute.mlir:1:21: error: expected ',' or ']'
// MID-ATTR-NOT: error
// MID-DICT: {{.*}}.mid-dict.mlir:1:17: error: expected '}' in attribute dictionary
// MID-DICT-NOT: error
// MID-STRING: {{.*}}.mid-string.mlir:1:22: error: expected '"' in string literal
// MID-STRING-NOT: error
// MID-DIALECT-STRING: {{.*}}.mid-dialect-attr.mlir:1:27: error: expected '"' in string literal
// MID-DIALECT-STRING-NOT: error
// MID-DIALECT-BODY: {{.*}}.mid-dialect-body.mlir:1:22: error: unbalanced '(' character in pretty dialect name
// MID-DIALECT-BODY-NOT: error
// MID-TYPE: {{.*}}.mid-type.mlir:1:29: error: expected non-function type
// MID-TYPE-NOT: error
// MID-REGION: {{.*}}.mid-region.mlir:2:24: error: expected operation name in quotes
// MID-REGION-NOT: error
// MID-NESTED: {{.*}}.mid-nested-region.mlir:3:16: error: expected operation name in quotes
// MID-NESTED-NOT: error
// MID-ARGS: {{.*}}.mid-block-args.mlir:2:12: error: expected ')'
// MID-ARGS-NOT: error
// MID-RESULTS: {{.*}}.mid-result-list.mlir:1:5: error: expected operation name in quotes
// MID-RESULTS-NOT: error
