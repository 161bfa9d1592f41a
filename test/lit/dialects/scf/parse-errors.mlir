// Custom-syntax errors of the scf ops, located and worded as mlir-opt words them.
// Expected diagnostics: mlir-opt 22.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-note @below {{prior use here}}
func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
%0 = scf.for %j = %i to %i step %i iter_args(%v = %a) -> (i64) {
  scf.yield %b : i64
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
%0 = scf.for %j = %i to %i step %i iter_args(%v = %a, %w = %a) -> (i32) {
  scf.yield %a : i32
}
return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
scf.if %a {
}
return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{use of value '%a' expects different type than prior uses: 'index' vs 'i32'}}
scf.for %j = %i to %i step %a {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.for' expected 'step'}}
scf.for %j = %i to %i {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{expected '='}}
scf.for %j = %i to %i step %i iter_args(%v %a) -> (i32) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{expected '->'}}
scf.for %j = %i to %i step %i iter_args(%v = %a) (i32) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.for' expected '('}}
scf.for %j = %i to %i step %i iter_args -> (i32) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.for' expected 'to'}}
scf.for %j = %i, %i step %i {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{expected '='}}
scf.for %j %i to %i step %i {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.while' expected as many input types as operands (expected 2 got 1)}}
%0 = scf.while (%v = %a, %w = %a) : (i32) -> i32 {
  scf.condition(%c) %v : i32
} do {
^bb0(%w: i32):
  scf.yield %w : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'}}
%0 = scf.while (%v = %a) : i32 {
  scf.condition(%c) %v : i32
} do {
^bb0(%w: i32):
  scf.yield %w : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%0 = scf.while (%v = %a) : (i32) -> i32 {
  scf.condition(%c) %v : i32
// expected-error @below {{custom op 'scf.while' expected 'do'}}
} {
^bb0(%w: i32):
  scf.yield %w : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%0 = scf.while (%v = %a) : (i32) -> i32 {
  scf.condition(%c) %v : i32
} do {
^bb0(%w: i32):
  scf.yield %w : i32
// expected-error @below {{expected operation name in quotes}}
} {foo}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
%0 = scf.while (%v = %a) : (i32) -> i32 {
  scf.condition(%c) %b : i64
} do {
^bb0(%w: i64):
  // expected-error @below {{use of undeclared SSA value name}}
  scf.yield %v : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{expected '{' to begin a region}}
%0 = scf.execute_region no_inline -> i32 {
  scf.yield %a : i32
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
scf.index_switch %i
case 1 {
  scf.yield
}
// expected-error @below {{custom op 'scf.index_switch' expected 'default'}}
return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{use of value '%a' expects different type than prior uses: 'index' vs 'i32'}}
scf.index_switch %a
default {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
scf.index_switch %i
// expected-error @below {{custom op 'scf.index_switch' expected integer value}}
case x {
}
default {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.parallel' expected 1 operands}}
scf.parallel (%p) = (%i) to (%i) step (%i, %i) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{expected 1 upper bound values, got 2}}
scf.forall (%p) in (%i, 4) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{expected '='}}
scf.forall (%p) to (%i) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.forall' expected 'to'}}
scf.forall (%p) = (0) (%i) step (1) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{custom op 'scf.forall' expected integer value}}
// expected-error @below {{custom op 'scf.forall' expected SSA value or integer}}
scf.forall (%p) in (%i, x) {
}
return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %i: index, %c: i1, %t: tensor<4xf32>) {
// expected-error @below {{expected 0 dynamic upper bound values}}
"scf.forall"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
^bb0(%p: index):
  scf.forall.in_parallel {}
}) : (index) -> ()
return
}
