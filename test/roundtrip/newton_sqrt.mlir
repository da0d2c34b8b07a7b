// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/newton_sqrt.mlir.

// Square root by Newton's method, iterating until the estimate settles.
func.func @sqrt(%x: f64) -> f64 {
  %zero = arith.constant 0.0 : f64
  %half = arith.constant 0.5 : f64
  %eps = arith.constant 1.0e-12 : f64
  %neg = arith.cmpf olt, %x, %zero : f64
  %r = scf.if %neg -> (f64) {
    %nan = arith.constant 0x7FF8000000000000 : f64
    scf.yield %nan : f64
  } else {
    %est = scf.while (%g = %x) : (f64) -> f64 {
      %q = arith.divf %x, %g : f64
      %s = arith.addf %g, %q : f64
      %next = arith.mulf %s, %half : f64
      %d = arith.subf %g, %next : f64
      %ad = arith.maxf %d, %zero : f64
      %big = arith.cmpf ogt, %ad, %eps : f64
      scf.condition(%big) %next : f64
    } do {
    ^bb0(%n: f64):
      scf.yield %n : f64
    }
    scf.yield %est : f64
  }
  return %r : f64
}

// CHECK: module {
// CHECK-LABEL: func.func @sqrt(%arg0: f64) -> f64 {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: %cst_0 = arith.constant 5.000000e-01 : f64
// CHECK-NEXT: %cst_1 = arith.constant 9.9999999999999998E-13 : f64
// CHECK-NEXT: %0 = arith.cmpf olt, %arg0, %cst : f64
// CHECK-NEXT: %1 = scf.if %0 -> (f64) {
// CHECK-NEXT: %cst_2 = arith.constant 0x7FF8000000000000 : f64
// CHECK-NEXT: scf.yield %cst_2 : f64
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = scf.while (%arg1 = %arg0) : (f64) -> f64 {
// CHECK-NEXT: %3 = arith.divf %arg0, %arg1 : f64
// CHECK-NEXT: %4 = arith.addf %arg1, %3 : f64
// CHECK-NEXT: %5 = arith.mulf %4, %cst_0 : f64
// CHECK-NEXT: %6 = arith.subf %arg1, %5 : f64
// CHECK-NEXT: %7 = arith.maxf %6, %cst : f64
// CHECK-NEXT: %8 = arith.cmpf ogt, %7, %cst_1 : f64
// CHECK-NEXT: scf.condition(%8) %5 : f64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: f64):
// CHECK-NEXT: scf.yield %arg1 : f64
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : f64
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : f64
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: f64):
// GENERIC: }) {function_type = (f64) -> f64, sym_name = "sqrt"} : () -> ()
// GENERIC: }) : () -> ()
