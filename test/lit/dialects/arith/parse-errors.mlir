// Custom-syntax errors of the arith ops, located and worded as mlir-opt words them
// (custom-op prefixed errors at the offending token, wrong-token errors after the
// previous token, and the enum attribute parser's follow-up error).
// Expected diagnostics: mlir-opt 22.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.addi' expected ::mlir::arith::IntegerOverflowFlags to be one of: none, nsw, nuw}}
  // expected-error @below {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<foo> : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.addi' expected valid keyword or string}}
  // expected-error @below {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<> : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected '<'}}
  %0 = arith.addi %a, %a overflow : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected '>'}}
  %0 = arith.addi %a, %a overflow<nsw : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.addi' expected valid keyword or string}}
  // expected-error @below {{custom op 'arith.addi' failed to parse Arith_IntegerOverflowAttr parameter 'value' which is to be a `::mlir::arith::IntegerOverflowFlags`}}
  %0 = arith.addi %a, %a overflow<nsw,> : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @below {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = arith.addf %x, %x fastmath<bad> : f32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected '>'}}
  %0 = arith.addf %x, %x fastmath<nnan|ninf> : f32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi foo, %a, %a : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.cmpi' invalid predicate attribute specification: "foo"}}
  %0 = arith.cmpi "foo", %a, %a : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.cmpf' expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf foo, %x, %x : f32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi %a, %a : i32
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{use of value '%x' expects different type than prior uses: 'i32' vs 'f32'}}
  %0 = arith.addi %a, %x : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected ','}}
  %0 = arith.addi %a %a : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected ':'}}
  %0 = arith.addi %a, %a
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected ':'}}
  %0 = arith.truncf %x bogus : f32 to f16
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.truncf' invalid roundingmode attribute specification: "bogus"}}
  %0 = arith.truncf %x "bogus" : f32 to f16
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.extsi' expected 'to'}}
  %0 = arith.extsi %a : i32 i64
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  %0 = arith.extsi %a : i32
  // expected-error @below {{custom op 'arith.extsi' expected 'to'}}
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.select' expected 3 operands}}
  %0 = arith.select %a, %a : i32
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  %0 = arith.select %a, %a, %a : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant [1, 2]
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{integer constant out of range for attribute}}
  %0 = arith.constant 7 : i1
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected ','}}
  %0:2 = arith.addui_extended %a, %a : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected ','}}
  %0 = arith.scaling_extf %x, %x : f32 f32 to f64
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected ':'}}
  %0 = arith.divsi %a, %a exact exact : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{expected ':'}}
  %0 = arith.negf %x fastmath<fast> fastmath<fast> : f32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.addi' 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = arith.addi %a, %a {overflowFlags = 1 : i32} : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.cmpi' 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = arith.cmpi eq, %a, %a {predicate = 1 : i32} : i32
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.truncf' 'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = arith.truncf %x {roundingmode = 9 : i32} : f32 to f16
  return
}

// -----

func.func @f(%a: i32, %x: f32) {
  // expected-error @below {{custom op 'arith.divsi' 'arith.divsi' op attribute 'isExact' failed to satisfy constraint: unit attribute}}
  %0 = arith.divsi %a, %a {isExact = 2} : i32
  return
}
