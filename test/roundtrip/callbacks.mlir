// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1

// Function values and nested modules: func.constant and call_indirect, a
// private nested module, argument and result attributes, and an
// execute_region whose blocks pick the callback.
module @app attributes {app.version = 3 : i32} {
  module @lib attributes {app.lib} {
    func.func nested @twice(%x: i32 {app.noalias}) -> (i32 {app.range = [0, 100]}) {
      %r = arith.addi %x, %x : i32
      return %r : i32
    }
  }

  func.func private @square(%x: i32) -> i32 {
    %r = arith.muli %x, %x : i32
    return %r : i32
  }

  func.func @negate(%x: i32) -> i32 {
    %z = arith.constant 0 : i32
    %r = arith.subi %z, %x : i32
    return %r : i32
  }

  func.func @apply(%which: i1, %x: i32) -> i32 {
    %f = scf.execute_region -> ((i32) -> i32) {
      cf.cond_br %which, ^sq, ^neg
    ^sq:
      %s = func.constant @square : (i32) -> i32
      scf.yield %s : (i32) -> i32
    ^neg:
      %n = func.constant @negate : (i32) -> i32
      scf.yield %n : (i32) -> i32
    }
    %r = func.call_indirect %f(%x) : (i32) -> i32
    return %r : i32
  }

  func.func @cast_through(%x: i32) -> i32 {
    %c = builtin.unrealized_conversion_cast %x : i32 to i64
    %back = builtin.unrealized_conversion_cast %c : i64 to i32
    return %back : i32
  }
}

// CHECK: module @app attributes {app.version = 3 : i32} {
// CHECK-NEXT: module @lib attributes {app.lib} {
// CHECK-LABEL: func.func nested @twice(%arg0: i32 {app.noalias}) -> (i32 {app.range = [0, 100]}) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @square(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @negate(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = arith.subi %c0_i32, %arg0 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @apply(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = scf.execute_region -> ((i32) -> i32) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %f = func.constant @square : (i32) -> i32
// CHECK-NEXT: scf.yield %f : (i32) -> i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %f_0 = func.constant @negate : (i32) -> i32
// CHECK-NEXT: scf.yield %f_0 : (i32) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = call_indirect %0(%arg1) : (i32) -> i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_through(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC: }) {arg_attrs = [{app.noalias}], function_type = (i32) -> i32, res_attrs = [{app.range = [0, 100]}], sym_name = "twice", sym_visibility = "nested"} : () -> ()
// GENERIC: }) {app.lib, sym_name = "lib"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC: }) {function_type = (i32) -> i32, sym_name = "square", sym_visibility = "private"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC: }) {function_type = (i32) -> i32, sym_name = "negate"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i1, %arg1: i32):
// GENERIC: }) {function_type = (i1, i32) -> i32, sym_name = "apply"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC: }) {function_type = (i32) -> i32, sym_name = "cast_through"} : () -> ()
// GENERIC: }) {app.version = 3 : i32, sym_name = "app"} : () -> ()
