// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1
// The program is dialects/all/testdata/interpreter.mlir.

// A tiny stack-free bytecode interpreter: opcodes packed four to a word,
// dispatched with cf.switch.
func.func @run(%code: i64, %acc0: i32) -> i32 {
  %c0 = arith.constant 0 : i64
  cf.br ^fetch(%code, %acc0 : i64, i32)
^fetch(%pc: i64, %acc: i32):
  %c255 = arith.constant 255 : i64
  %op64 = arith.andi %pc, %c255 : i64
  %op = arith.trunci %op64 : i64 to i32
  %c8 = arith.constant 8 : i64
  %rest = arith.shrui %pc, %c8 : i64
  cf.switch %op : i32, [
    default: ^halt(%acc : i32),
    1: ^inc(%rest, %acc : i64, i32),
    2: ^dbl(%rest, %acc : i64, i32),
    3: ^neg(%rest, %acc : i64, i32)
  ]
^inc(%p1: i64, %a1: i32):
  %one = arith.constant 1 : i32
  %r1 = arith.addi %a1, %one : i32
  cf.br ^fetch(%p1, %r1 : i64, i32)
^dbl(%p2: i64, %a2: i32):
  %r2 = arith.addi %a2, %a2 : i32
  cf.br ^fetch(%p2, %r2 : i64, i32)
^neg(%p3: i64, %a3: i32):
  %z = arith.constant 0 : i32
  %r3 = arith.subi %z, %a3 : i32
  cf.br ^fetch(%p3, %r3 : i64, i32)
^halt(%r: i32):
  return %r : i32
}

// CHECK: module {
// CHECK-LABEL: func.func @run(%arg0: i64, %arg1: i32) -> i32 {
// CHECK-NEXT: %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg1 : i64, i32)
// CHECK-NEXT: ^bb1(%0: i64, %1: i32):  // 4 preds: ^bb0, ^bb2, ^bb3, ^bb4
// CHECK-NEXT: %c255_i64 = arith.constant 255 : i64
// CHECK-NEXT: %2 = arith.andi %0, %c255_i64 : i64
// CHECK-NEXT: %3 = arith.trunci %2 : i64 to i32
// CHECK-NEXT: %c8_i64 = arith.constant 8 : i64
// CHECK-NEXT: %4 = arith.shrui %0, %c8_i64 : i64
// CHECK-NEXT: cf.switch %3 : i32, [
// CHECK-NEXT: default: ^bb5(%1 : i32),
// CHECK-NEXT: 1: ^bb2(%4, %1 : i64, i32),
// CHECK-NEXT: 2: ^bb3(%4, %1 : i64, i32),
// CHECK-NEXT: 3: ^bb4(%4, %1 : i64, i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%5: i64, %6: i32):  // pred: ^bb1
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %7 = arith.addi %6, %c1_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%5, %7 : i64, i32)
// CHECK-NEXT: ^bb3(%8: i64, %9: i32):  // pred: ^bb1
// CHECK-NEXT: %10 = arith.addi %9, %9 : i32
// CHECK-NEXT: cf.br ^bb1(%8, %10 : i64, i32)
// CHECK-NEXT: ^bb4(%11: i64, %12: i32):  // pred: ^bb1
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %13 = arith.subi %c0_i32, %12 : i32
// CHECK-NEXT: cf.br ^bb1(%11, %13 : i64, i32)
// CHECK-NEXT: ^bb5(%14: i32):  // pred: ^bb1
// CHECK-NEXT: return %14 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i64, %arg1: i32):
// GENERIC: }) {function_type = (i64, i32) -> i32, sym_name = "run"} : () -> ()
// GENERIC: }) : () -> ()
