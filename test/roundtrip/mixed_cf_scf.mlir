// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/mixed_cf_scf.mlir.

// Unstructured control flow inside structured loops: a loop whose body
// branches through scf.execute_region.
func.func @sum_of_abs(%n: index, %base: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %v = arith.subi %ii, %base : i32
    %a = scf.execute_region -> i32 {
      %neg = arith.cmpi slt, %v, %zero : i32
      cf.cond_br %neg, ^flip, ^keep
    ^flip:
      %f = arith.subi %zero, %v : i32
      scf.yield %f : i32
    ^keep:
      scf.yield %v : i32
    }
    %s = arith.addi %acc, %a : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @sum_of_abs(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %c0_i32) -> (i32) {
// CHECK-NEXT: %1 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %2 = arith.subi %1, %arg1 : i32
// CHECK-NEXT: %3 = scf.execute_region -> i32 {
// CHECK-NEXT: %5 = arith.cmpi slt, %2, %c0_i32 : i32
// CHECK-NEXT: cf.cond_br %5, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %6 = arith.subi %c0_i32, %2 : i32
// CHECK-NEXT: scf.yield %6 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.addi %arg3, %3 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: index, %arg1: i32):
// GENERIC: }) {function_type = (index, i32) -> i32, sym_name = "sum_of_abs"} : () -> ()
// GENERIC: }) : () -> ()
