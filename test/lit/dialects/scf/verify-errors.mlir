// Verifier errors of the scf ops: counts, structural traits (parent op, single
// block, no region arguments), ODS constraints, the ops' verify(), then the region
// checks in trait order (LoopLikeOpInterface, RegionBranchOpInterface type edges with
// their region-branch-point notes, SingleBlockImplicitTerminator).
// Expected diagnostics: mlir-opt 22.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
// expected-note @below {{region branch point}}
%0 = scf.for %j = %i to %i step %i iter_args(%v = %a) -> (i32) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i64'}}
%0 = scf.for %j = %i to %i step %i iter_args(%v = %a) -> (i32) {
  scf.yield %b : i64
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op different number of region iter_args and yielded values: 0 != 1}}
scf.for %j = %i to %i step %i {
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op must have an else block if defining values}}
%0 = scf.if %c -> i32 {
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
%0 = scf.if %c -> i32 {
  // expected-note @below {{region branch point}}
  scf.yield %b : i64
} else {
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
"test.region"() ({
// expected-error @below {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
scf.yield
}) : () -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op mismatch in number of loop-carried values and defined values}}
%0 = "scf.for"(%i, %i, %i) ({
^bb0(%j: index):
  scf.yield
}) : (index, index, index) -> i32
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
"scf.for"(%i, %i, %a) ({
^bb0(%j: index):
  scf.yield
}) : (index, index, i32) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op expected induction variable to be same type as bounds and step}}
"scf.for"(%a, %a, %a) ({
^bb0(%j: index):
  scf.yield
}) : (i32, i32, i32) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
"scf.for"(%x, %x, %x) ({
^bb0(%j: f32):
  scf.yield
}) : (f32, f32, f32) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
"scf.for"(%i, %i, %i, %a) ({
^bb0(%j: index, %k: i64):
  scf.yield %k : i64
}) : (index, index, index, i32) -> (i32)
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op expects regions to end with 'scf.yield', found 'test.foo'}}
// expected-note @below {{in custom textual format, the absence of terminator implies 'scf.yield'}}
"scf.for"(%i, %i, %i) ({
^bb0(%j: index):
  "test.foo"() : () -> ()
}) : (index, index, index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op expected 3 or more operands, but found 2}}
"scf.for"(%i, %i) ({
^bb0(%j: index):
  scf.yield
}) : (index, index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
"scf.for"(%i, %i, %i) ({
}) : (index, index, index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
"scf.for"(%i, %i, %i) ({
^bb0:
  scf.yield
}) : (index, index, index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op region #0 should have no arguments}}
"scf.if"(%c) ({
^bb0(%j: index):
  scf.yield
}, {}) : (i1) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op expected 2 regions}}
"scf.if"(%c) ({
  scf.yield
}) : (i1) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
"scf.if"(%c) ({
}, {}) : (i1) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
"scf.if"(%a) ({
  scf.yield
}, {}) : (i32) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op expects regions to end with 'scf.yield', found 'test.foo'}}
// expected-note @below {{in custom textual format, the absence of terminator implies 'scf.yield'}}
"scf.if"(%c) ({
  "test.foo"() : () -> ()
}, {}) : (i1) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'i64'}}
%0 = scf.while (%v = %a) : (i32) -> i32 {
  // expected-note @below {{region branch point}}
  scf.condition(%c) %v : i32
} do {
^bb0(%w: i64):
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'}}
%0 = scf.while (%v = %a) : (i32) -> i32 {
  scf.condition(%c) %v : i32
} do {
^bb0(%w: i32):
  // expected-note @below {{region branch point}}
  scf.yield %b : i64
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
%0 = scf.while (%v = %a) : (i32) -> i32 {
  // expected-note @below {{terminator here}}
  "test.foo"() : () -> ()
} do {
^bb0(%w: i32):
  scf.yield %w : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
%0 = scf.while (%v = %a) : (i32) -> i32 {
  scf.condition(%c) %v : i32
} do {
^bb0(%w: i32):
  // expected-note @below {{terminator here}}
  "test.foo"() : () -> ()
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'}}
%0 = scf.while (%v = %a) : (i32) -> i32 {
  scf.condition(%c) %v : i32
} do {
^bb0(%w: i32):
  // expected-note @below {{region branch point}}
  scf.yield %b : i64
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
%0 = scf.while (%v = %b) : (i64) -> i32 {
  scf.condition(%c) %a : i32
} do {
^bb0(%w: i32):
  // expected-note @below {{region branch point}}
  scf.yield %w : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
"test.region"() ({
// expected-error @below {{'scf.condition' op expects parent op 'scf.while'}}
scf.condition(%c)
}) : () -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.execute_region' op region cannot have any arguments}}
%0 = scf.execute_region -> i32 {
^bb0(%z: i32):
  scf.yield %z : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
%0 = scf.execute_region -> i32 {
  // expected-note @below {{region branch point}}
  scf.yield %b : i64
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.execute_region' op region needs to have at least one block}}
"scf.execute_region"() ({
}) : () -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
%0 = scf.index_switch %i -> i32
case 1 {
  // expected-note @below {{case region #0 returns 'i64' here}}
  scf.yield %b : i64
}
default {
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.index_switch' op has duplicate case value: 1}}
%0 = scf.index_switch %i -> i32
case 1 {
  scf.yield %a : i32
}
case 1 {
  scf.yield %a : i32
}
default {
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
%0 = scf.index_switch %i -> i32
case 1 {
  // expected-note @below {{see yield operation here}}
  scf.yield
}
default {
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
scf.index_switch %i
case 1 {
}
default {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
%0 = scf.index_switch %i -> i32
default {
  // expected-note @below {{default region returns 'i64' here}}
  scf.yield %b : i64
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.index_switch' op expected region to end with scf.yield, but got test.foo}}
%0 = scf.index_switch %i -> i32
case 1 {
  "test.foo"() : () -> ()
}
default {
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
scf.parallel (%p) = (%i) to (%i) step (%i) init (%x) -> f32 {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%0 = scf.parallel (%p) = (%i) to (%i) step (%i) init (%x) -> f32 {
  // expected-error @below {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
  scf.reduce(%a : i32) {
  ^bb0(%l: i32, %r: i32):
    scf.reduce.return %l : i32
  }
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%0 = scf.parallel (%p) = (%i) to (%i) step (%i) init (%x) -> f32 {
  // expected-error @below {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
  scf.reduce(%x : f32) {
  ^bb0(%l: f32):
    scf.reduce.return %l : f32
  }
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%0 = scf.parallel (%p) = (%i) to (%i) step (%i) init (%x) -> f32 {
  scf.reduce(%x : f32) {
  ^bb0(%l: f32, %r: f32):
    // expected-error @below {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
    scf.reduce.return %a : i32
  }
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%0 = scf.parallel (%p) = (%i) to (%i) step (%i) init (%x) -> f32 {
  // expected-error @below {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
  scf.reduce(%x : f32) {
  ^bb0(%l: f32, %r: f32):
    "test.foo"(%l) : (f32) -> ()
  }
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
scf.parallel (%p) = (%i) to (%i) step (%i) {
  scf.reduce(%x : f32) {
  ^bb0(%l: f32, %r: f32):
    scf.reduce.return %l : f32
  }
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%c0 = arith.constant 0 : index
// expected-error @below {{'scf.parallel' op constant step operand must be positive}}
scf.parallel (%p) = (%i) to (%i) step (%c0) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
"scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
  scf.reduce
}) : () -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
"scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%p: index, %q: index):
  scf.reduce
}) : (index, index, index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
"scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%p: i32):
  scf.reduce
}) : (index, index, index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
"scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
^bb0(%p: index):
  // expected-note @below {{terminator here}}
  "test.foo"() : () -> ()
}) : (index, index, index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.forall' op region expects 1 arguments}}
scf.forall (%p, %q) = (0) to (%i, 4) step (1, 1) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
scf.forall (%p) in (%i) {
} {mapping = [1]}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.forall' op mapping attribute size must match op rank}}
scf.forall (%p, %q) in (%i, 3) {
} {mapping = [#gpu.thread<x>]}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
"test.region"() ({
// expected-error @below {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
scf.forall.in_parallel {
}
}) : () -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%0 = scf.forall (%p) in (%i) shared_outs(%o = %t) -> (tensor<4xf32>) {
  // expected-error @below {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
  scf.forall.in_parallel {
    "test.foo"() : () -> ()
  }
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.forall' op operand #1 must be variadic of ranked tensor of any type values, but got 'f32'}}
scf.forall (%p) in (%i) shared_outs(%o = %x) -> (f32) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
"test.region"() ({
// expected-error @below {{'scf.reduce' op expects parent op 'scf.parallel'}}
scf.reduce
}) : () -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
"test.region"() ({
// expected-error @below {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
scf.reduce.return %a : i32
}) : () -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.forall' op expects 0-th block argument to be an index}}
"scf.forall"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
^bb0(%p: i32):
  scf.forall.in_parallel {}
}) : (index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.forall' op requires attribute 'staticStep'}}
"scf.forall"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: -9223372036854775808>}> ({
^bb0(%p: index):
  scf.forall.in_parallel {}
}) : (index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op expects a non-empty block}}
"scf.if"(%i) ({^bb0:}, {}) : (index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.if' op region #0 should have no arguments}}
"scf.if"(%i) ({^bb0(%z: index): "scf.yield"() : () -> ()}, {}) : (index) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
"scf.for"(%x, %x, %x) ({^bb0(%j: f32): "scf.yield"() : () -> () ^bb1: "scf.yield"() : () -> ()}) : (f32, f32, f32) -> ()
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
scf.if %c {
  // expected-error @below {{'scf.yield' op requires zero results}}
  %0 = "scf.yield"() : () -> i32
}
return
}
