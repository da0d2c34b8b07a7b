// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/fib.mlir.

// Fibonacci: recursive, iterative with scf.for, and by fast doubling.
module {
  func.func @fib_rec(%n: i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %small = arith.cmpi slt, %n, %c2 : i32
    cf.cond_br %small, ^leaf, ^split
  ^leaf:
    return %n : i32
  ^split:
    %c1 = arith.constant 1 : i32
    %a = arith.subi %n, %c1 : i32
    %b = arith.subi %n, %c2 : i32
    %fa = func.call @fib_rec(%a) : (i32) -> i32
    %fb = func.call @fib_rec(%b) : (i32) -> i32
    %s = arith.addi %fa, %fb : i32
    return %s : i32
  }

  func.func @fib_iter(%n: index) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %zero = arith.constant 0 : i64
    %one = arith.constant 1 : i64
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero, %b = %one) -> (i64, i64) {
      %s = arith.addi %a, %b : i64
      scf.yield %b, %s : i64, i64
    }
    return %r#0 : i64
  }

  // F(2k) = F(k) * (2F(k+1) - F(k)), F(2k+1) = F(k)^2 + F(k+1)^2.
  func.func @fib_doubling(%n: i64) -> (i64, i64) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i64
    %c2 = arith.constant 2 : i64
    %is0 = arith.cmpi eq, %n, %c0 : i64
    %r:2 = scf.if %is0 -> (i64, i64) {
      scf.yield %c0, %c1 : i64, i64
    } else {
      %h = arith.shrui %n, %c1 : i64
      %p:2 = func.call @fib_doubling(%h) : (i64) -> (i64, i64)
      %t = arith.muli %p#1, %c2 : i64
      %t1 = arith.subi %t, %p#0 : i64
      %even = arith.muli %p#0, %t1 : i64
      %sq0 = arith.muli %p#0, %p#0 : i64
      %sq1 = arith.muli %p#1, %p#1 : i64
      %odd = arith.addi %sq0, %sq1 : i64
      %bit = arith.andi %n, %c1 : i64
      %is_odd = arith.cmpi ne, %bit, %c0 : i64
      %sum = arith.addi %even, %odd : i64
      %lo = arith.select %is_odd, %odd, %even : i64
      %hi = arith.select %is_odd, %sum, %odd : i64
      scf.yield %lo, %hi : i64, i64
    }
    return %r#0, %r#1 : i64, i64
  }
}

// CHECK: module {
// CHECK-LABEL: func.func @fib_rec(%arg0: i32) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c2_i32 : i32
// CHECK-NEXT: cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.subi %arg0, %c2_i32 : i32
// CHECK-NEXT: %3 = call @fib_rec(%1) : (i32) -> i32
// CHECK-NEXT: %4 = call @fib_rec(%2) : (i32) -> i32
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: return %5 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fib_iter(%arg0: index) -> i64 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0:2 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0_i64, %arg3 = %c1_i64) -> (i64, i64) {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg3 : i64
// CHECK-NEXT: scf.yield %arg3, %1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @fib_doubling(%arg0: i64) -> (i64, i64) {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %c2_i64 = arith.constant 2 : i64
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %c0_i64 : i64
// CHECK-NEXT: %1:2 = scf.if %0 -> (i64, i64) {
// CHECK-NEXT: scf.yield %c0_i64, %c1_i64 : i64, i64
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.shrui %arg0, %c1_i64 : i64
// CHECK-NEXT: %3:2 = func.call @fib_doubling(%2) : (i64) -> (i64, i64)
// CHECK-NEXT: %4 = arith.muli %3#1, %c2_i64 : i64
// CHECK-NEXT: %5 = arith.subi %4, %3#0 : i64
// CHECK-NEXT: %6 = arith.muli %3#0, %5 : i64
// CHECK-NEXT: %7 = arith.muli %3#0, %3#0 : i64
// CHECK-NEXT: %8 = arith.muli %3#1, %3#1 : i64
// CHECK-NEXT: %9 = arith.addi %7, %8 : i64
// CHECK-NEXT: %10 = arith.andi %arg0, %c1_i64 : i64
// CHECK-NEXT: %11 = arith.cmpi ne, %10, %c0_i64 : i64
// CHECK-NEXT: %12 = arith.addi %6, %9 : i64
// CHECK-NEXT: %13 = arith.select %11, %9, %6 : i64
// CHECK-NEXT: %14 = arith.select %11, %12, %9 : i64
// CHECK-NEXT: scf.yield %13, %14 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC: }) {function_type = (i32) -> i32, sym_name = "fib_rec"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: index):
// GENERIC: }) {function_type = (index) -> i64, sym_name = "fib_iter"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i64):
// GENERIC: }) {function_type = (i64) -> (i64, i64), sym_name = "fib_doubling"} : () -> ()
// GENERIC: }) : () -> ()
