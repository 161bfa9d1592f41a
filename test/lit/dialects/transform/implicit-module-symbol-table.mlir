// A named sequence whose parent is an unregistered op (which might be a symbol table) is
// checked against the nearest registered symbol table: here the implicit top-level module,
// located at <file>:0:0 and so printed without a source line.
// Expected output: mlir-opt 22.1.8 (no pass).
// RUN: not %xform %s -allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: %if mlir-opt %{ not %mlir-opt %s -allow-unregistered-dialect 2>&1 | FileCheck %s %}

// CHECK: implicit-module-symbol-table.mlir:[[@LINE+3]]:3: error: expects the parent symbol table to have the 'transform.with_named_sequence' attribute
// CHECK: implicit-module-symbol-table.mlir:0:0: note: symbol table operation
"test.op"() ({
  transform.named_sequence @a(%arg0: !transform.any_op {transform.readonly}) {
    transform.yield
  }
}) : () -> ()
