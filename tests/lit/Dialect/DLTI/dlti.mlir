// dlti attributes are read entry by entry and printed as mlir-opt 22 prints them:
// `key = value` entries (a #dlti.dl_entry becomes one), values with their types.
// RUN: rmlir-opt %s | FileCheck %s
// RUN: rmlir-opt %s | rmlir-opt | FileCheck %s

#entry = #dlti.dl_entry<"aliased", 5>

// CHECK: module attributes {
// CHECK-SAME: dlti.dl_spec = #dlti.dl_spec<index = 256 : i64, "dlti.endianness" = "little", i32 = dense<32> : vector<1xi64>>
// CHECK-SAME: dlti.map = #dlti.map<"a" = 1 : i64, i32 = 2 : i64, "b" = #dlti.map<"c" = true>>
// CHECK-SAME: dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : ui32>>
// CHECK-SAME: x.entry = #dlti.dl_entry<"a\22b", 1 : i64>
module attributes {
  dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>, "dlti.endianness" = "little", #dlti.dl_entry<i32, dense<32> : vector<1xi64>>>,
  dlti.map = #dlti.map<"a" = 1, i32 = 2, "b" = #dlti.map<"c" = true>>,
  dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : ui32>>,
  x.entry = #dlti.dl_entry<"a\"b", 1>
} {
  // A module holds one data layout spec at most: these are on a function.
  // CHECK: func.func private @specs() attributes {
  // CHECK-SAME: x.empty = #dlti.dl_spec<>
  // CHECK-SAME: x.spec = #dlti.dl_spec<"aliased" = 5 : i64, "f" = 2.000000e+00 : f64, (i32) -> i32 = 1 : i64>
  func.func private @specs() attributes {
    x.empty = #dlti.dl_spec< >,
    x.spec = #dlti.dl_spec<#entry, "f" = 2.0, (i32) -> i32 = 1> : i32
  }
}
