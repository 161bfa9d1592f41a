// Type and attribute spellings mlir-opt 22 rejects: memref<...> parameters
// as MLIR's parseMemRefType takes them (a layout, affine map or strided,
// then a memory space; the memory space an integer, a string, a dictionary
// or an attribute of a registered dialect other than builtin), builtin's
// missing parsing hooks, invalid dialect namespaces. Messages as mlir-opt 22
// (this file passes mlir-opt -split-input-file -verify-diagnostics too).
// RUN: %xform %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @below {{unsupported memory space Attribute}}
"test.a"() {k = memref<4xf32, #unregistered_dialect<(d0) -> (d0)>>} : () -> ()

// -----

// expected-error @below {{cannot have affine map for unranked memref type}}
"test.a"() {k = memref<*xf32, affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// expected-error @below {{cannot have affine map for unranked memref type}}
"test.a"() {k = memref<*xf32, strided<[1]>>} : () -> ()

// -----

// expected-error @below {{unsupported memory space Attribute}}
"test.a"() {k = memref<4xf32, [1]>} : () -> ()

// -----

// expected-error @below {{unsupported memory space Attribute}}
"test.a"() {k = memref<4xf32, 1.0 : f32>} : () -> ()

// -----

// expected-error @below {{unsupported memory space Attribute}}
"test.a"() {k = memref<*xf32, [1]>} : () -> ()

// -----

// expected-error @below {{unsupported memory space Attribute}}
"test.a"() {k = memref<4xf32, unit>} : () -> ()

// -----

// expected-error @below {{unsupported memory space Attribute}}
"test.a"() {k = memref<4xf32, strided<[1]>, #foo.bar>} : () -> ()

// -----

// expected-error @below {{multiple memory spaces specified in memref type}}
"test.a"() {k = memref<4xf32, 1, 2>} : () -> ()

// -----

// expected-error @below {{expected memory space to be last in memref type}}
"test.a"() {k = memref<4xf32, 1, affine_map<(d0) -> (d0)>>} : () -> ()

// -----

// Supported: integers, strings, dictionaries, registered dialects' attributes.
"test.a"() {a = memref<4xf32, "gpu">, b = memref<4xf32, {a = 1}>, c = memref<*xf32, 3>,
            d = memref<4xf32, #gpu.address_space<workgroup>>,
            e = memref<4xf32, strided<[1]>, 5>} : () -> ()

// -----

// expected-error @below {{dialect 'builtin' provides no attribute parsing hook}}
"test.a"() {k = #builtin.foo<1>} : () -> ()

// -----

// expected-error @below {{dialect 'builtin' provides no type parsing hook}}
"test.a"() : () -> !builtin<foo>

// -----

// An empty dialect namespace, reported after the dot.
// expected-error @below {{invalid dialect namespace '""'}}
"test.a"() {k = [!.0]} : () -> ()

// -----

// expected-error @below {{invalid dialect namespace '""'}}
"test.a"() {k = #.x<1>} : () -> ()

// -----

// A namespace is [a-zA-Z_][a-zA-Z_0-9$]*.
// expected-error @below {{invalid dialect namespace '"a-b"'}}
"test.a"() {k = #a-b.x<1>} : () -> ()

// -----

"test.a"() {k = #a$b.x, l = !_a$.x} : () -> ()
