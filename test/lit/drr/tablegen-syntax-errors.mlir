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
// RUN: not %xform-interp --apply-drr=patterns=%t/too-many-targs.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=TARGS
// RUN: not %xform-interp --apply-drr=patterns=%t/targs-to-class-without.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=NOTARGS
// RUN: not %xform-interp --apply-drr=patterns=%t/targ-missing.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=TMISSING
// RUN: not %xform-interp --apply-drr=patterns=%t/default-uses-own-class.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=OWNDEF
// RUN: not %xform-interp --apply-drr=patterns=%t/default-field-of-own-class.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=OWNFIELD
// RUN: not %xform-interp --apply-drr=patterns=%t/own-superclass.td %t/in.mlir 2>&1 | FileCheck %s --check-prefix=SELF

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

//--- too-many-targs.td
class C<int a> { int x = a; }
def : C<1,
       2, 3>;
// The first argument past the last template argument, before it is parsed.
// TARGS: too-many-targs.td:3:8: error: Too many template arguments: 2
// TARGS-NEXT: {{^       2, 3>;$}}
// TARGS-NEXT: {{^       \^$}}

//--- targs-to-class-without.td
// A class without template arguments given one in an anonymous instance
// (found by fuzz_drr: UBSan, memcpy into the instance's empty argument array).
class A;
class B<A x> { A y = x; }
def : B<A<1>>;
// NOTARGS: targs-to-class-without.td:5:11: error: Too many template arguments: 1

//--- targ-missing.td
class C<int a> { int x = a; }
def Y : C<>;
// TMISSING: targ-missing.td:2:9: error: value not specified for template argument 'C:a'
// TMISSING-NEXT: def Y : C<>;
// TMISSING-NEXT: {{^        \^$}}
// TMISSING-NEXT: targ-missing.td:1:13: note: declared in 'C'
// TMISSING-NEXT: class C<int a> { int x = a; }
// TMISSING-NEXT: {{^            \^$}}

//--- default-uses-own-class.td
// A template argument's default may instantiate the class being declared,
// with the arguments before it (this crashed xform: the class's argument
// defaults were not set yet).
class C<int a, int b = C<>.x> { int x = a; }
// OWNDEF: default-uses-own-class.td:4:24: error: value not specified for template argument 'C:a'
// OWNDEF: default-uses-own-class.td:4:13: note: declared in 'C'

//--- default-field-of-own-class.td
// The instance has no fields yet.
class C<int a, int b = C<1>.x> { int x = a; }
// OWNFIELD: default-field-of-own-class.td:2:29: error: Cannot access field 'x' of value 'anonymous_0'

//--- own-superclass.td
// mlir-tblgen 22 crashes on this; xform reports it.
class C<int a = 1> : C<a> { int x = a; }
// SELF: own-superclass.td:2:22: error: Class 'C' cannot be its own superclass

//--- in.mlir
// MISSING: error: Could not open input file '{{.*}}missing.td': No such file or directory
