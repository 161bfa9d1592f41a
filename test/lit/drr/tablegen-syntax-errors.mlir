// Errors in the TableGen text are reported at file:line:col with the
// source line, as mlir-tblgen reports them; the run fails before the
// input is read.
// Expected messages: mlir-tblgen 22 on the same files.
// RUN: split-file %s %t
// RUN: not %xform-interp --apply-drr=patterns=%t/unknown-class.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=CLASS
// RUN: not %xform-interp --apply-drr=patterns=%t/unknown-value.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not %xform-interp --apply-drr=patterns=%t/bad-type.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not %xform-interp --apply-drr=patterns=%t/undefined.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=UNDEF
// RUN: not %xform-interp --apply-drr=patterns=%t/string.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=STRING
// RUN: not %xform-interp --apply-drr=patterns=%t/include.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=INCLUDE
// RUN: not %xform-interp --apply-drr=patterns=%t/pat-args.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not %xform-interp --apply-drr=patterns=%t/dag.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=DAG
// RUN: not %xform-interp --apply-drr=patterns=%t/missing.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=MISSING

//--- unknown-class.td
def X : Foo<1>;
// CLASS: unknown-class.td:1:9: error: Couldn't find class 'Foo'
// CLASS-NEXT: def X : Foo<1>;
// CLASS-NEXT: {{^        \^$}}

//--- unknown-value.td
def Y { let b = 3; }
// VALUE: unknown-value.td:1:13: error: Value 'b' unknown!

//--- bad-type.td
def X { int a = "s"; }
// TYPE: bad-type.td:1:17: error: Field 'a' of type 'int' is incompatible with value '"s"' of type 'string'

//--- undefined.td
def X { int a = nothere; }
// UNDEF: undefined.td:1:17: error: Variable not defined: 'nothere'

//--- string.td
def X { string a = "s
// STRING: string.td:1:21: error: end of line in string literal

//--- include.td
include "nothere.td"
// INCLUDE: include.td:1:9: error: could not find include file 'nothere.td'

//--- pat-args.td
include "mlir/IR/PatternBase.td"
def A : Pat<(ins), (ins), [], (addBenefit 3)>;
// ARGS: pat-args.td:2:31: error: Value specified for template argument 'Pat:supplemental_results' is of type dag; expected type list<dag>: (addBenefit 3)

//--- dag.td
include "mlir/IR/PatternBase.td"
def A : Pat<(ins $a $b), (ins)>;
// DAG: dag.td:2:21: error: expected ')' in dag init

//--- in.mlir
// MISSING: error: Could not open input file '{{.*}}missing.td': No such file or directory
