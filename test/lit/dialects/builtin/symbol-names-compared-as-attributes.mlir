// A symbol table compares its ops' `sym_name` attributes as attributes
// (SymbolTable::verifyRegionTrait keys a map by the StringAttr): the same
// text with another type is another name, the same attribute twice is a
// redefinition.
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

"test.sym"() {sym_name = "foo"} : () -> ()
"test.sym"() {sym_name = "foo" : i32} : () -> ()

// -----

// expected-note @below {{see existing symbol definition here}}
"test.sym"() {sym_name = "foo" : i32} : () -> ()
// expected-error @below {{redefinition of symbol named 'foo'}}
"test.sym"() {sym_name = "foo" : i32} : () -> ()
