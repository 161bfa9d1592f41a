// An index arith.muli of a constant and vector.vscale is named %c<N>_vscale
// (MulIOp::getAsmResultNames), whichever operand the constant is; other
// multiplications keep numbers.  mlir-opt 22 prints the same arith lines
// (it also names the vector.vscale result %vscale, a vector dialect op
// xform keeps in generic form).
// RUN: %xform -allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @vscale_multiples
// CHECK:      %c4 = arith.constant 4 : index
// CHECK-NEXT: %[[VS:.*]] = "vector.vscale"() : () -> index
// CHECK-NEXT: %c4_vscale = arith.muli %c4, %[[VS]] : index
// CHECK-NEXT: %c4_vscale_0 = arith.muli %[[VS]], %c4 : index
// CHECK-NEXT: %{{[0-9]+}} = arith.muli %[[VS]], %[[VS]] : index
// CHECK-NEXT: %{{[0-9]+}} = arith.muli %c4, %c4 : index
func.func @vscale_multiples() {
  %c4 = arith.constant 4 : index
  %vs = "vector.vscale"() : () -> index
  %0 = arith.muli %c4, %vs : index
  %1 = arith.muli %vs, %c4 : index
  %2 = arith.muli %vs, %vs : index
  %3 = arith.muli %c4, %c4 : index
  return
}

// CHECK-LABEL: func.func @not_index
// CHECK:      %{{[0-9]+}} = arith.muli %c4_i64, %{{.*}} : i64
func.func @not_index() {
  %c4 = arith.constant 4 : i64
  %vs = "vector.vscale"() : () -> i64
  %0 = arith.muli %c4, %vs : i64
  return
}
