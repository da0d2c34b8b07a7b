// inline replaces calls by the callee's body, callees first, and erases the
// private functions left unused; the output is mlir-opt-16
// --inline='default-pipeline=''s (strata runs no pipeline inside inline).
// RUN: strata-opt %s --inline | filecheck %s
// RUN: strata-opt %s --inline=max-callee-size=2 | filecheck %s --check-prefix=SMALL

// CHECK-NOT: func.func private @add
// CHECK-NOT: func.func private @abs

func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @twice
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[X]], %arg0 : i32
// CHECK-NEXT: return %[[Y]]
// SMALL-LABEL: func.func @twice
// SMALL-NEXT: arith.addi
// SMALL: func.func private @abs
func.func @twice(%a: i32) -> i32 {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  %1 = call @add(%0, %a) : (i32, i32) -> i32
  return %1 : i32
}

func.func private @abs(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.cmpi slt, %a, %c0 : i32
  cf.cond_br %neg, ^bb1, ^bb2
^bb1:
  %n = arith.subi %c0, %a : i32
  return %n : i32
^bb2:
  return %a : i32
}

// A body of several blocks splits the caller's block; returns become
// branches to the rest, whose argument is the result.
// CHECK-LABEL: func.func @use_abs
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[NEG:.*]] = arith.cmpi slt, %arg0, %[[ZERO]]
// CHECK-NEXT: cf.cond_br %[[NEG]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[ZERO]], %arg0
// CHECK-NEXT: cf.br ^bb3(%[[N]] : i32)
// CHECK: ^bb2:
// CHECK-NEXT: cf.br ^bb3(%arg0 : i32)
// CHECK: ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[R]], %[[ONE]]
// CHECK-NEXT: return %[[S]]
// SMALL-LABEL: func.func @use_abs
// SMALL: call @abs
func.func @use_abs(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = call @abs(%a) : (i32) -> i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}

// Recursive functions and declarations are left as calls.
// CHECK-LABEL: func.func private @rec
// CHECK-NEXT: call @rec
func.func private @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK-LABEL: func.func @use_rec
// CHECK-NEXT: call @rec
// CHECK-NEXT: call @decl
func.func @use_rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  %1 = call @decl(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @decl(i32) -> i32
