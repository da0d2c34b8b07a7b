// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/bit_reverse.mlir.

// Reverse the bits of a 32-bit word with a loop, and check it against the
// shift-and-mask method for one step.
func.func @reverse_loop(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %zero, %v = %x) -> (i32, i32) {
    %bit = arith.andi %v, %one : i32
    %sh = arith.shli %acc, %one : i32
    %acc1 = arith.ori %sh, %bit : i32
    %v1 = arith.shrui %v, %one : i32
    scf.yield %acc1, %v1 : i32, i32
  }
  return %r#0 : i32
}

func.func @swap_halves(%x: i32) -> i32 {
  %c16 = arith.constant 16 : i32
  %hi = arith.shrui %x, %c16 : i32
  %lo = arith.shli %x, %c16 : i32
  %r = arith.ori %hi, %lo : i32
  return %r : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @reverse_loop(%arg0: i32) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0:2 = scf.for %arg1 = %c0 to %c32 step %c1 iter_args(%arg2 = %c0_i32, %arg3 = %arg0) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.andi %arg3, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.shli %arg2, %c1_i32 : i32
// CHECK-NEXT: %3 = arith.ori %2, %1 : i32
// CHECK-NEXT: %4 = arith.shrui %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %3, %4 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @swap_halves(%arg0: i32) -> i32 {
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: %0 = arith.shrui %arg0, %c16_i32 : i32
// CHECK-NEXT: %1 = arith.shli %arg0, %c16_i32 : i32
// CHECK-NEXT: %2 = arith.ori %0, %1 : i32
// CHECK-NEXT: return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC: }) {function_type = (i32) -> i32, sym_name = "reverse_loop"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC: }) {function_type = (i32) -> i32, sym_name = "swap_halves"} : () -> ()
// GENERIC: }) : () -> ()
