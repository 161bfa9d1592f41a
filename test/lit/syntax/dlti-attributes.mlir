// The DLTI attributes: maps with string or type keys, entries also written
// `#dlti.dl_entry<key, value>`, printed in canonical form; the checks of
// their verifiers (repeated keys, a system spec maps device IDs to device
// specs) and unknown DLTI attributes, at the mnemonic. Output and messages
// as mlir-opt 22.
// RUN: %xform %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<"x" = 1 : i64, "y" = 2 : i64, i32 = dense<32> : vector<1xi64>>, dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"k" = 1 : i32>>, test.b = #dlti.dl_entry<i32, 3 : i64>, test.d = #dlti.map<>}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"x", 1>, "y" = 2, i32 = dense<32> : vector<1xi64>>, test.b = #dlti.dl_entry<i32, 3>, test.d = #dlti.map<>, dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<#dlti.dl_entry<"k", 1 : i32>>>} {}

// -----

// expected-error @below {{unknown attribute `target_syst` in dialect `dlti`}}
module attributes {test.a = #dlti.target_syst<"CPU" = #dlti.target_device_spec<"k" = 1>>} {}

// -----

// expected-error @below {{unknown attribute `foo` in dialect `dlti`}}
module attributes {test.a = #dlti.foo} {}

// -----

// expected-error @below {{repeated DLTI key: "a"}}
module attributes {test.a = #dlti.map<"a" = 1, "a" = 2>} {}

// -----

// expected-error @below {{repeated DLTI key: i32}}
module attributes {test.a = #dlti.dl_spec<i32 = 1, #dlti.dl_entry<i32, 2>>} {}

// -----

// expected-error @below {{value associated with key "CPU" is not a DLTI device spec}}
module attributes {test.a = #dlti.target_system_spec<"CPU" = 1>} {}

// -----

// expected-error @below {{repeated device ID in dlti.target_system_spec: "CPU"}}
module attributes {test.a = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"k" = 1>, "CPU" = #dlti.target_device_spec<"k" = 2>>} {}

// -----

// The DLTI dialect's discardable attributes: dlti.dl_spec, dlti.map and
// dlti.target_system_spec, each holding its kind.
// expected-error @below {{attribute 'dlti.target_syetms_spec' not supported by dialect}}
module attributes {dlti.target_syetms_spec = 1} {}

// -----

// expected-error @below {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = 1} {}

// -----

// expected-error @below {{'dlti.map' is expected to be a #dlti.map attribute}}
module attributes {dlti.map = #dlti.dl_spec<>} {}

// -----

// expected-error @below {{'dlti.target_system_spec' is expected to be a #dlti.target_system_spec attribute}}
module attributes {dlti.target_system_spec = #dlti.map<>} {}

// -----

func.func @f() attributes {dlti.dl_spec = #dlti.dl_spec<>} {
  return
}

// -----

// ModuleOp::verify reports a second data layout attribute but succeeds
// (mlir-opt 22 prints the module).
// expected-error @below {{'builtin.module' op expects at most one data layout attribute}}
// expected-note @below {{'dlti.dl_spec' is a data layout attribute}}
// expected-note @below {{'test.c' is a data layout attribute}}
module attributes {dlti.dl_spec = #dlti.dl_spec<>, test.c = #dlti.dl_spec<"a" = 1>} {}
