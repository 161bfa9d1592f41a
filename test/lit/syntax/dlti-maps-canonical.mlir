// DLTI maps are read entry by entry and printed in canonical form, as
// mlir-opt 22 does (untyped integers get `: i64`, floats are reformatted,
// whitespace inside the body disappears).
// RUN: %xform-interp %s | FileCheck %s

// CHECK: module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"key" = #dlti.map<"V1" = 22 : i32, "V3" = 99.1999969 : f32>>, "GPU" = #dlti.target_device_spec<"max_vector_op_width" = 128 : i64>>, test.spec = #dlti.dl_spec<i32 = dense<32> : vector<2xi64>, "dlti.endianness" = "little">} {
module attributes {
  dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"key" = #dlti.map<"V1" = 22 : i32, "V3" = 99.2 : f32>>,
    "GPU" = #dlti.target_device_spec<"max_vector_op_width" = 128>
  >,
  test.spec = #dlti.dl_spec<i32 = dense<32> : vector<2xi64>, "dlti.endianness" = "little">} {}
