// Round trip: print(parse(x)) is a fixed point after one step, in custom
// and generic form, and custom -> generic -> custom (and back) gives the
// same text. The CHECK lines are mlir-opt-16's output for this file.
// RUN: strata-opt %s > %t.1 && strata-opt %t.1 > %t.2 && diff %t.1 %t.2
// RUN: strata-opt --mlir-print-op-generic %s > %t.g1 && strata-opt --mlir-print-op-generic %t.g1 > %t.g2 && diff %t.g1 %t.g2
// RUN: strata-opt %t.g1 > %t.c && diff %t.1 %t.c
// RUN: strata-opt --mlir-print-op-generic %t.1 > %t.g3 && diff %t.g1 %t.g3
// RUN: filecheck %s < %t.1
// RUN: filecheck %s --check-prefix=GENERIC < %t.g1

// A character classifier driving a small lexer state machine: cf.switch on
// the byte, block arguments carrying the state, and an assertion.
func.func @class(%ch: i8) -> i32 {
  %space = arith.constant 0 : i32
  %digit = arith.constant 1 : i32
  %alpha = arith.constant 2 : i32
  %other = arith.constant 3 : i32
  cf.switch %ch : i8, [
    default: ^range(%ch : i8),
    32: ^done(%space : i32),
    9: ^done(%space : i32),
    10: ^done(%space : i32)
  ]
^range(%c: i8):
  %lo = arith.constant 48 : i8
  %hi = arith.constant 57 : i8
  %ge = arith.cmpi uge, %c, %lo : i8
  %le = arith.cmpi ule, %c, %hi : i8
  %isd = arith.andi %ge, %le : i1
  cf.cond_br %isd, ^done(%digit : i32), ^letter(%c : i8)
^letter(%l: i8):
  %mask = arith.constant -33 : i8
  %up = arith.andi %l, %mask : i8
  %a = arith.constant 65 : i8
  %z = arith.constant 90 : i8
  %ga = arith.cmpi uge, %up, %a : i8
  %lz = arith.cmpi ule, %up, %z : i8
  %isa = arith.andi %ga, %lz : i1
  %r = arith.select %isa, %alpha, %other : i32
  cf.br ^done(%r : i32)
^done(%k: i32):
  return %k : i32
}

// Counts the tokens of a run of classes: a token starts where the class
// changes to a non-space one.
func.func @count_tokens(%prev: i32, %cur: i32, %count: i64) -> i64 {
  %space = arith.constant 0 : i32
  %one = arith.constant 1 : i64
  %valid = arith.cmpi ule, %cur, %space : i32
  %changed = arith.cmpi ne, %prev, %cur : i32
  %nonspace = arith.cmpi ne, %cur, %space : i32
  %start = arith.andi %changed, %nonspace : i1
  cf.assert %start, "token boundary expected"
  %inc = arith.extui %start : i1 to i64
  %n = arith.addi %count, %inc : i64
  return %n : i64
}

// CHECK: module {
// CHECK-LABEL: func.func @class(%arg0: i8) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: cf.switch %arg0 : i8, [
// CHECK-NEXT: default: ^bb1(%arg0 : i8),
// CHECK-NEXT: 32: ^bb3(%c0_i32 : i32),
// CHECK-NEXT: 9: ^bb3(%c0_i32 : i32),
// CHECK-NEXT: 10: ^bb3(%c0_i32 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i8):  // pred: ^bb0
// CHECK-NEXT: %c48_i8 = arith.constant 48 : i8
// CHECK-NEXT: %c57_i8 = arith.constant 57 : i8
// CHECK-NEXT: %1 = arith.cmpi uge, %0, %c48_i8 : i8
// CHECK-NEXT: %2 = arith.cmpi ule, %0, %c57_i8 : i8
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: cf.cond_br %3, ^bb3(%c1_i32 : i32), ^bb2(%0 : i8)
// CHECK-NEXT: ^bb2(%4: i8):  // pred: ^bb1
// CHECK-NEXT: %c-33_i8 = arith.constant -33 : i8
// CHECK-NEXT: %5 = arith.andi %4, %c-33_i8 : i8
// CHECK-NEXT: %c65_i8 = arith.constant 65 : i8
// CHECK-NEXT: %c90_i8 = arith.constant 90 : i8
// CHECK-NEXT: %6 = arith.cmpi uge, %5, %c65_i8 : i8
// CHECK-NEXT: %7 = arith.cmpi ule, %5, %c90_i8 : i8
// CHECK-NEXT: %8 = arith.andi %6, %7 : i1
// CHECK-NEXT: %9 = arith.select %8, %c2_i32, %c3_i32 : i32
// CHECK-NEXT: cf.br ^bb3(%9 : i32)
// CHECK-NEXT: ^bb3(%10: i32):  // 5 preds: ^bb0, ^bb0, ^bb0, ^bb1, ^bb2
// CHECK-NEXT: return %10 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @count_tokens(%arg0: i32, %arg1: i32, %arg2: i64) -> i64 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %0 = arith.cmpi ule, %arg1, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg1, %c0_i32 : i32
// CHECK-NEXT: %3 = arith.andi %1, %2 : i1
// CHECK-NEXT: cf.assert %3, "token boundary expected"
// CHECK-NEXT: %4 = arith.extui %3 : i1 to i64
// CHECK-NEXT: %5 = arith.addi %arg2, %4 : i64
// CHECK-NEXT: return %5 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i8):
// GENERIC: }) {function_type = (i8) -> i32, sym_name = "class"} : () -> ()
// GENERIC: "func.func"() ({
// GENERIC-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: i64):
// GENERIC: }) {function_type = (i32, i32, i64) -> i64, sym_name = "count_tokens"} : () -> ()
// GENERIC: }) : () -> ()
