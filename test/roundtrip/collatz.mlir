// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1

// Collatz: the number of steps to reach 1, with scf.while carrying the
// value and the count, and the longest chain below a bound with scf.for.
func.func @collatz_steps(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %res:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ugt, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64):
    %bit = arith.andi %x, %c1 : i64
    %odd = arith.cmpi ne, %bit, %c0 : i64
    %next = scf.if %odd -> (i64) {
      %t = arith.muli %x, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    } else {
      %h = arith.divui %x, %c2 : i64
      scf.yield %h : i64
    }
    %s = arith.addi %steps, %c1 : i64
    scf.yield %next, %s : i64, i64
  }
  return %res#1 : i64
}

func.func @longest_below(%bound: index) -> (i64, i64) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %best:2 = scf.for %i = %c1 to %bound step %c1 iter_args(%arg = %zero, %len = %zero) -> (i64, i64) {
    %n = arith.index_castui %i : index to i64
    %steps = func.call @collatz_steps(%n) : (i64) -> i64
    %longer = arith.cmpi ugt, %steps, %len : i64
    %a = arith.select %longer, %n, %arg : i64
    %l = arith.maxui %steps, %len : i64
    scf.yield %a, %l : i64, i64
  }
  return %best#0, %best#1 : i64, i64
}

// CHECK: module {
// CHECK-LABEL: func.func @collatz_steps(%arg0: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT: %0:2 = scf.while (%arg1 = %arg0, %arg2 = %c0_i64) : (i64, i64) -> (i64, i64) {
// CHECK-NEXT: %1 = arith.cmpi ugt, %arg1, %c1_i64 : i64
// CHECK-NEXT: scf.condition(%1) %arg1, %arg2 : i64, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i64, %arg2: i64):
// CHECK-NEXT: %1 = arith.andi %arg1, %c1_i64 : i64
// CHECK-NEXT: %2 = arith.cmpi ne, %1, %c0_i64 : i64
// CHECK-NEXT: %3 = scf.if %2 -> (i64) {
// CHECK-NEXT: %5 = arith.muli %arg1, %c3_i64 : i64
// CHECK-NEXT: %6 = arith.addi %5, %c1_i64 : i64
// CHECK-NEXT: scf.yield %6 : i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = arith.divui %arg1, %c2_i64 : i64
// CHECK-NEXT: scf.yield %5 : i64
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.addi %arg2, %c1_i64 : i64
// CHECK-NEXT: scf.yield %3, %4 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#1 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @longest_below(%arg0: index) -> (i64, i64) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %0:2 = scf.for %arg1 = %c1 to %arg0 step %c1 iter_args(%arg2 = %c0_i64, %arg3 = %c0_i64) -> (i64, i64) {
// CHECK-NEXT: %1 = arith.index_castui %arg1 : index to i64
// CHECK-NEXT: %2 = func.call @collatz_steps(%1) : (i64) -> i64
// CHECK-NEXT: %3 = arith.cmpi ugt, %2, %arg3 : i64
// CHECK-NEXT: %4 = arith.select %3, %1, %arg2 : i64
// CHECK-NEXT: %5 = arith.maxui %2, %arg3 : i64
// CHECK-NEXT: scf.yield %4, %5 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i64):
// GENERIC: }) {function_type = (i64) -> i64, sym_name = "collatz_steps"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC: }) {function_type = (index) -> (i64, i64), sym_name = "longest_below"} : () -> ()
// GENERIC: }) : () -> ()
