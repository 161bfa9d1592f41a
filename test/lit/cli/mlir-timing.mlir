// -mlir-timing prints mlir-opt's execution time report on stderr: one line per phase,
// one line per top-level transform op of the entry sequence (by name, accumulated) nested
// under Interpret, then Rest and Total. Only the structure is checked, not the numbers.
// RUN: %xform --transform-interpreter -mlir-timing %s 2>%t.err | FileCheck --check-prefix=IR %s
// RUN: FileCheck --check-prefix=TREE --strict-whitespace %s < %t.err
// The output is the same as without the flag.
// RUN: %xform --transform-interpreter %s | FileCheck --check-prefix=IR %s
// --split-input-file: the chunks' times add up in one report (one line per phase); the
// input is this file twice, with the split marker between the copies.
// RUN: %python -c "import sys; t = open(sys.argv[1]).read(); open(sys.argv[2], 'w').write(t + '// ' + 5 * '-' + chr(10) + t)" %s %t.two.mlir
// RUN: %xform --transform-interpreter -mlir-timing --split-input-file %t.two.mlir 2>%t.split.err | FileCheck --check-prefixes=IR,IR2 %s
// RUN: FileCheck --check-prefix=TREE --strict-whitespace %s < %t.split.err
// list: timers merged by name and sorted by time, no nesting.
// RUN: %xform --transform-interpreter -mlir-timing -mlir-timing-display=list %s 2>%t.list.err
// RUN: FileCheck --check-prefix=LIST --strict-whitespace %s < %t.list.err
// The report is printed after a failing run too.
// RUN: echo '"test.x"(%undefined) : (i32) -> ()' | not %xform -mlir-timing 2>%t.fail.err
// RUN: FileCheck --check-prefix=FAIL --strict-whitespace %s < %t.fail.err
// RUN: not %xform -mlir-timing -mlir-timing-display=flat %s 2>&1 | FileCheck --check-prefix=BAD %s

// IR: func.func @f() attributes {first, second}
// IR2: {{^// [-]----$}}
// IR2: func.func @f() attributes {first, second}

// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT: {{^}}                         ... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT: {{^}}  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT: {{^}}  ----Wall Time----  ----Name----
// TREE-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Parse$}}
// TREE-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Verify$}}
// TREE-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Interpret$}}
// TREE-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    transform.structured.match$}}
// TREE-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    transform.annotate$}}
// TREE-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Print$}}
// TREE-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Rest$}}
// TREE-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}
// TREE-NOT: {{.}}

// LIST:      {{^}}  ----Wall Time----  ----Name----
// LIST-DAG:  {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Parse$}}
// LIST-DAG:  {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Verify$}}
// LIST-DAG:  {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Interpret$}}
// LIST-DAG:  {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  transform.annotate$}}
// LIST-DAG:  {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  transform.structured.match$}}
// LIST-DAG:  {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Print$}}
// LIST:      {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Rest$}}
// LIST-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}

// FAIL:      error: use of undeclared SSA value name
// FAIL:      {{^}}  Total Execution Time:
// FAIL:      {{^}}  ----Wall Time----  ----Name----
// FAIL-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Parse$}}
// FAIL-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Rest$}}
// FAIL-NEXT: {{^   *[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}

// BAD: for the --mlir-timing-display option: Cannot find option named 'flat'!

func.func @f() {
  func.return
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %f "first" : !transform.any_op
    transform.annotate %f "second" : !transform.any_op
    transform.yield
  }
}

