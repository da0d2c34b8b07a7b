// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/binary_search.mlir.

// Integer square root by binary search over [0, x].
func.func @isqrt(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %hi0 = arith.addi %x, %c1 : i64
  %r:2 = scf.while (%lo = %c0, %hi = %hi0) : (i64, i64) -> (i64, i64) {
    %d = arith.subi %hi, %lo : i64
    %more = arith.cmpi ugt, %d, %c1 : i64
    scf.condition(%more) %lo, %hi : i64, i64
  } do {
  ^bb0(%l: i64, %h: i64):
    %s = arith.addi %l, %h : i64
    %mid = arith.shrui %s, %c1 : i64
    %sq = arith.muli %mid, %mid : i64
    %le = arith.cmpi ule, %sq, %x : i64
    %l1 = arith.select %le, %mid, %l : i64
    %h1 = arith.select %le, %h, %mid : i64
    scf.yield %l1, %h1 : i64, i64
  }
  return %r#0 : i64
}

// CHECK: module {
// CHECK-LABEL: func.func @isqrt(%arg0: i64) -> i64 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i64 : i64
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %c0_i64, %arg2 = %0) : (i64, i64) -> (i64, i64) {
// CHECK-NEXT: %2 = arith.subi %arg2, %arg1 : i64
// CHECK-NEXT: %3 = arith.cmpi ugt, %2, %c1_i64 : i64
// CHECK-NEXT: scf.condition(%3) %arg1, %arg2 : i64, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: i64, %arg2: i64):
// CHECK-NEXT: %2 = arith.addi %arg1, %arg2 : i64
// CHECK-NEXT: %3 = arith.shrui %2, %c1_i64 : i64
// CHECK-NEXT: %4 = arith.muli %3, %3 : i64
// CHECK-NEXT: %5 = arith.cmpi ule, %4, %arg0 : i64
// CHECK-NEXT: %6 = arith.select %5, %3, %arg1 : i64
// CHECK-NEXT: %7 = arith.select %5, %arg2, %3 : i64
// CHECK-NEXT: scf.yield %6, %7 : i64, i64
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i64):
// GENERIC: }) {function_type = (i64) -> i64, sym_name = "isqrt"} : () -> ()
// GENERIC: }) : () -> ()
