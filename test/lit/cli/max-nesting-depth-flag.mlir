// --xform-max-nesting-depth=N changes the parser's nesting limit (default 1000): five
// nested regions fail with a limit of 4 and parse with 5; in attributes every level counts,
// the leaf included (five arrays around `1` are six levels). Out-of-range values are flag
// errors. The largest limit allowed, 3000, is safe for the whole pipeline (parse, verify,
// print, and print in a diagnostic) also in the sanitizer build.
// RUN: split-file %s %t
// RUN: not %xform-interp -allow-unregistered-dialect --xform-max-nesting-depth=4 %t/regions.mlir 2>&1 | FileCheck %s --check-prefix=REG4
// RUN: %xform-interp -allow-unregistered-dialect --xform-max-nesting-depth=5 %t/regions.mlir | FileCheck %s --check-prefix=REG5
// RUN: %xform-interp -allow-unregistered-dialect %t/regions.mlir | FileCheck %s --check-prefix=REG5
// RUN: not %xform-interp -allow-unregistered-dialect --xform-max-nesting-depth=5 %t/attrs.mlir 2>&1 | FileCheck %s --check-prefix=ATTR5
// RUN: %xform-interp -allow-unregistered-dialect --xform-max-nesting-depth 6 %t/attrs.mlir | FileCheck %s --check-prefix=ATTR6
// RUN: not %xform-interp --xform-max-nesting-depth=0 %t/attrs.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not %xform-interp --xform-max-nesting-depth=3001 %t/attrs.mlir 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not %xform-interp --xform-max-nesting-depth=5x %t/attrs.mlir 2>&1 | FileCheck %s --check-prefix=JUNK
// RUN: %python %S/../syntax/Inputs/gen-bad-input.py deep-regions 3000 > %t.deep.mlir
// RUN: %xform-interp -allow-unregistered-dialect --xform-max-nesting-depth=3000 %t.deep.mlir | FileCheck %s --check-prefix=DEEP
// RUN: %python %S/../syntax/Inputs/gen-bad-input.py deep-dicts 2999 > %t.dicts.mlir
// RUN: %xform-interp -allow-unregistered-dialect --xform-max-nesting-depth=3000 %t.dicts.mlir | FileCheck %s --check-prefix=DEEP
// RUN: %python %S/../syntax/Inputs/gen-bad-input.py deep-in-diagnostic 3000 > %t.diag.mlir
// RUN: not %xform-interp -allow-unregistered-dialect --xform-max-nesting-depth=3000 %t.diag.mlir 2>&1 | FileCheck %s --check-prefix=DIAG

// DEEP: "test.op"()
// DIAG: error:

// REG4: regions.mlir:5:18: error: nesting of types, attributes and regions is deeper than 4 levels
// REG4-NEXT: "t.e"() ({
// REG4-NEXT: ^
// REG5: "t.e"() ({

// ATTR5: attrs.mlir:1:20: error: nesting of types, attributes and regions is deeper than 5 levels
// ATTR6: "t.op"() {a = {{\[\[\[\[\[1\]\]\]\]\]}}} : () -> ()

// ZERO: xform-interp: for the --xform-max-nesting-depth option: '0' is not a depth between 1 and 3000
// BIG: xform-interp: for the --xform-max-nesting-depth option: '3001' is not a depth between 1 and 3000
// JUNK: xform-interp: for the --xform-max-nesting-depth option: '5x' is not a depth between 1 and 3000

//--- regions.mlir
"t.a"() ({
  "t.b"() ({
    "t.c"() ({
      "t.d"() ({
        "t.e"() ({
        }) : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
//--- attrs.mlir
"t.op"() {a = [[[[[1]]]]]} : () -> ()
