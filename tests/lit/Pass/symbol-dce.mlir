// symbol-dce erases private symbols nothing reaches, transitively, in nested symbol
// tables too; public and nested symbols stay. Outputs checked against mlir-opt 22.
// RUN: rmlir-opt %s --symbol-dce | FileCheck %s
// RUN: rmlir-opt %s -p 'builtin.module(symbol-dce)' | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    func.func private @a() {
// CHECK-NEXT:      call @b() : () -> ()
// CHECK:         func.func private @b()
// CHECK-NOT:     @c()
// CHECK:         func.func @main() attributes {ref = [@nested::@x, @a]} {
// CHECK:         module @nested {
// CHECK-NEXT:      func.func nested @x() {
// CHECK-NOT:       @y()
// CHECK:           func.func @z() {
// CHECK-NOT:     @priv
// CHECK:         module {
// CHECK-NOT:       @anon()
// CHECK-NEXT:      func.func @anonpub() {
module {
  func.func private @a() {
    call @b() : () -> ()
    return
  }
  func.func private @b()
  func.func private @c()
  func.func @main() attributes {ref = [@nested::@x, @a]} {
    return
  }
  module @nested {
    func.func nested @x() {
      return
    }
    func.func private @y()
    func.func @z() {
      return
    }
  }
  module @priv attributes {sym_visibility = "private"} {
    func.func @w() {
      return
    }
  }
  module {
    func.func private @anon()
    func.func @anonpub() {
      return
    }
  }
}
