// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/kernels.mlir.

// Several small kernels in one module, calling each other.
module attributes {test.name = "kernels"} {
  func.func private @log(i32, f64)

  func.func @dot(%n: index, %x: f64, %y: f64) -> f64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0.0 : f64
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
      %ii = arith.index_cast %i : index to i64
      %fi = arith.sitofp %ii : i64 to f64
      %a = arith.mulf %x, %fi : f64
      %b = arith.mulf %y, %fi : f64
      %p = arith.mulf %a, %b : f64
      %s = arith.addf %acc, %p : f64
      scf.yield %s : f64
    }
    return %r : f64
  }

  func.func @norm2(%n: index, %x: f64) -> f64 {
    %d = func.call @dot(%n, %x, %x) : (index, f64, f64) -> f64
    return %d : f64
  }

  func.func @report(%n: index, %x: f64) {
    %d = func.call @norm2(%n, %x) : (index, f64) -> f64
    %id = arith.constant 1 : i32
    func.call @log(%id, %d) : (i32, f64) -> ()
    return
  }
}

// CHECK: module attributes {test.name = "kernels"} {
// CHECK-LABEL: func.func private @log(i32, f64)
// CHECK-LABEL: func.func @dot(%arg0: index, %arg1: f64, %arg2: f64) -> f64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %cst) -> (f64) {
// CHECK-NEXT: %1 = arith.index_cast %arg3 : index to i64
// CHECK-NEXT: %2 = arith.sitofp %1 : i64 to f64
// CHECK-NEXT: %3 = arith.mulf %arg1, %2 : f64
// CHECK-NEXT: %4 = arith.mulf %arg2, %2 : f64
// CHECK-NEXT: %5 = arith.mulf %3, %4 : f64
// CHECK-NEXT: %6 = arith.addf %arg4, %5 : f64
// CHECK-NEXT: scf.yield %6 : f64
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @norm2(%arg0: index, %arg1: f64) -> f64 {
// CHECK-NEXT: %0 = call @dot(%arg0, %arg1, %arg1) : (index, f64, f64) -> f64
// CHECK-NEXT: return %0 : f64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @report(%arg0: index, %arg1: f64) {
// CHECK-NEXT: %0 = call @norm2(%arg0, %arg1) : (index, f64) -> f64
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: call @log(%c1_i32, %0) : (i32, f64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: }) {function_type = (i32, f64) -> (), sym_name = "log", sym_visibility = "private"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: f64, %arg2: f64):
// GENERIC: }) {function_type = (index, f64, f64) -> f64, sym_name = "dot"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: f64):
// GENERIC: }) {function_type = (index, f64) -> f64, sym_name = "norm2"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: f64):
// GENERIC: }) {function_type = (index, f64) -> (), sym_name = "report"} : () -> ()
// GENERIC: }) {test.name = "kernels"} : () -> ()
