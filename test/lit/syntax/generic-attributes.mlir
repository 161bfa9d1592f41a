// Builtin attributes and types print back as mlir-opt 22 prints them in generic form.
// RUN: %xform --mlir-print-op-generic -allow-unregistered-dialect %s | FileCheck %s

// Affine maps and sets get #map/#set aliases at the top, numbered in order of first use.
// CHECK-DAG: #[[M0:map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0 floordiv 2)>
// CHECK-DAG: #[[S0:set[0-9]*]] = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 >= 0)>
// CHECK: "test.c"() {a = 1 : i64, b = [1.000000e+00, 2, true, "s"], c = 1.000000e-01 : f32,
// CHECK-SAME: d = dense<5> : tensor<1xi32>, e = dense<1> : tensor<2xi32>,
// CHECK-SAME: f = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>, g = dense<> : tensor<0xi32>,
// CHECK-SAME: h = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, i = array<i1: true, false>,
// CHECK-SAME: j = "a\0Ab\22c\\", k = memref<4xf32>, l = @"a b"::@c, m = -1 : i8, n,
// CHECK-SAME: o = strided<[1, ?], offset: ?>, p = 0x7FC00000 : f32}
"test.c"() {a = 1, b = [1.0, 2, true, "s"], c = 0.1 : f32, d = dense<[5]> : tensor<1xi32>,
            e = dense<[1, 1]> : tensor<2xi32>, f = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>,
            g = dense<> : tensor<0xi32>, h = dense<(1.0, 2.0)> : tensor<complex<f32>>,
            i = array<i1: true, false>, j = "a\nb\"c\\", k = memref<4xf32, affine_map<(d0) -> (d0)>>,
            l = @"a b"::@c, m = 255 : i8, n, o = strided<[1, ?], offset: ?>, p = 0x7FC00000 : f32} : () -> ()

// CHECK: %{{.*}}:12 = "test.t"() : () -> (vector<[4]x8xf32>, tensor<?x4xf32>, tensor<*xbf16>, memref<2x?xi1, strided<[?, 1]>, 3>, complex<f64>, tuple<i1, index>, () -> (), (i32) -> (i32, i32), !foo.bar<"x">, f8E4M3FN, ui16, si7)
%t:12 = "test.t"() : () -> (vector<[4]x8xf32>, tensor<?x4xf32>, tensor<*xbf16>, memref<2x?xi1, strided<[?, 1]>, 3>, complex<f64>, tuple<i1, index>, () -> (), (i32) -> (i32, i32), !foo.bar<"x">, f8E4M3FN, ui16, si7)

// CHECK: "test.m"() {m = #[[M0]], s = #[[S0]]} : () -> ()
"test.m"() {m = affine_map<(i, j) -> (j, i floordiv 2)>, s = affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 >= 0)>} : () -> ()
