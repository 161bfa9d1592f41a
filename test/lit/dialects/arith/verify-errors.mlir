// Verifier errors of the arith ops in mlir-opt's order: counts, attribute
// constraints (no see-current-operation note: mlir-opt rejects them while building
// the op), type constraints, type traits, cast compatibility, the ops' own verify.
// Expected diagnostics: mlir-opt 22.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%x, %x) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op requires one result}}
  %0:2 = "arith.addi"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extsi' op requires a single operand}}
  %0 = "arith.extsi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%v, %a) : (vector<4xi32>, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op inferred type(s) 'tensor<4xi32>' are incompatible with return type(s) of operation 'tensor<?xi32>'}}
  // expected-error @below {{'arith.addi' op failed to infer returned types}}
  %0 = "arith.addi"(%t, %t) : (tensor<4xi32>, tensor<4xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i32} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = "eq"} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%x, %x) {predicate = 16 : i64} : (f32, f32) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 12 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%v, %v) {predicate = 0 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.addf"(%x, %x) {fastmath = 1 : i32} : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%x) {roundingmode = 7 : i32} : (f32) -> f16
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%x) {roundingmode = 1 : i64} : (f32) -> f16
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  %0 = "arith.divsi"(%a, %a) {isExact = 1} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %0 = arith.extsi %b : i64 to i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.trunci %a : i32 to i64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extf' op operand type 'f64' and result type 'f32' are cast incompatible}}
  %0 = arith.extf %y : f64 to f32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %x : f32 to f64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.extsi %x : f32 to i64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<4xi32> to i64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %t : tensor<4xi32> to tensor<?xindex>
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %t : tensor<4xi32> to tensor<?xi64>
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extui' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extui %t : tensor<4xi32> to vector<4xi64>
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : i32 to index
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %x : f32 to f32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.uitofp %a : i32 to i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptosi %a : i32 to i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extsi' op result #0 must be signless-fixed-width-integer-like, but got 'si64'}}
  %0 = arith.extsi %a : i32 to si64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %vc, %t, %t : vector<4xi1>, tensor<4xi32>
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.select' op operand #0 must be bool-like, but got 'vector<4xi32>'}}
  %0 = "arith.select"(%v, %v, %v) : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%vc2, %v, %v) : (vector<2xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i64} : () -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "foo" : i32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2, 3, 4]> : vector<[4]xi32>
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%x) : (f32) -> f64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.scaling_extf' op operand types 'f32', 'f16' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %x, %h : f32, f16 to f16
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.scaling_truncf' op operand types 'f16', 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %h, %h : f16, f16 to f32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %a) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.extf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "arith.extf"(%x) {fastmath = 3 : i32} : (f32) -> f64
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.addi' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = "arith.addi"(%ui, %ui) : (ui32, ui32) -> ui32
  return
}

// -----

func.func @f(%a: i32, %b: i64, %x: f32, %y: f64, %i: index, %c: i1, %v: vector<4xi32>, %vc: vector<4xi1>, %vc2: vector<2xi1>, %h: f16, %t: tensor<4xi32>, %m: memref<4xi32>, %um: memref<*xi32>, %ui: ui32) {
  // expected-error @below {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'memref<*xi32>'}}
  %0 = "arith.index_cast"(%um) : (memref<*xi32>) -> memref<*xindex>
  return
}
