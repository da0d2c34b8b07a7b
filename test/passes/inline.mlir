// inline replaces calls by the callee's body, callees first, simplifying
// each function with its default pipeline (canonicalize) before and after,
// and erases the private functions left unused: mlir-opt-16 --inline's
// output. default-pipeline= (empty) inlines without simplifying.
// RUN: strata-opt %s --inline | filecheck %s
// RUN: strata-opt %s --inline='default-pipeline=' | filecheck %s --check-prefix=NOPIPE
// RUN: strata-opt %s --inline='default-pipeline= max-callee-size=2' | filecheck %s --check-prefix=SMALL

// CHECK-NOT: func.func private @add
// CHECK-NOT: func.func private @abs
// NOPIPE-NOT: func.func private @add
// NOPIPE-NOT: func.func private @abs

func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @twice
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[X]], %arg0 : i32
// CHECK-NEXT: return %[[Y]]
// NOPIPE-LABEL: func.func @twice
// NOPIPE-NEXT: %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// NOPIPE-NEXT: %[[Y:.*]] = arith.addi %[[X]], %arg0 : i32
// NOPIPE-NEXT: return %[[Y]]
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
// branches to the rest, whose argument is the result. Canonicalize then
// folds the block that only branches into the conditional branch.
// CHECK-LABEL: func.func @use_abs
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[NEG:.*]] = arith.cmpi slt, %arg0, %[[ZERO]]
// CHECK-NEXT: cf.cond_br %[[NEG]], ^bb1, ^bb2(%arg0 : i32)
// CHECK: ^bb1:
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[ZERO]], %arg0
// CHECK-NEXT: cf.br ^bb2(%[[N]] : i32)
// CHECK: ^bb2(%[[R:.*]]: i32):
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[R]], %[[ONE]]
// CHECK-NEXT: return %[[S]]
// NOPIPE-LABEL: func.func @use_abs
// NOPIPE-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// NOPIPE-NEXT: %[[ZERO:.*]] = arith.constant 0 : i32
// NOPIPE-NEXT: %[[NEG:.*]] = arith.cmpi slt, %arg0, %[[ZERO]]
// NOPIPE-NEXT: cf.cond_br %[[NEG]], ^bb1, ^bb2
// NOPIPE: ^bb1:
// NOPIPE-NEXT: %[[N:.*]] = arith.subi %[[ZERO]], %arg0
// NOPIPE-NEXT: cf.br ^bb3(%[[N]] : i32)
// NOPIPE: ^bb2:
// NOPIPE-NEXT: cf.br ^bb3(%arg0 : i32)
// NOPIPE: ^bb3(%[[R:.*]]: i32):
// NOPIPE-NEXT: %[[S:.*]] = arith.addi %[[R]], %[[ONE]]
// NOPIPE-NEXT: return %[[S]]
// SMALL-LABEL: func.func @use_abs
// SMALL: call @abs
func.func @use_abs(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %0 = call @abs(%a) : (i32) -> i32
  %1 = arith.addi %0, %c1 : i32
  return %1 : i32
}

// Constants folded between the steps: the inlined select on a known
// condition and the multiplications by constants disappear.
// CHECK-LABEL: func.func @folded
// CHECK-NEXT: %[[C:.*]] = arith.constant 49 : i32
// CHECK-NEXT: %[[R:.*]] = arith.addi %arg0, %[[C]] : i32
// CHECK-NEXT: return %[[R]]
// NOPIPE-LABEL: func.func @folded
// NOPIPE: scf.if
// NOPIPE: arith.muli
func.func private @select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func private @mul(%a: i32, %b: i32) -> i32 {
  %0 = arith.muli %a, %b : i32
  return %0 : i32
}
func.func @folded(%x: i32) -> i32 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  %0 = call @select(%true, %x, %c7) : (i1, i32, i32) -> i32
  %1 = call @mul(%0, %c1) : (i32, i32) -> i32
  %2 = call @mul(%c7, %c7) : (i32, i32) -> i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}

// Recursive functions and declarations are left as calls.
// CHECK-LABEL: func.func private @rec
// CHECK-NEXT: call @rec
// NOPIPE-LABEL: func.func private @rec
// NOPIPE-NEXT: call @rec
func.func private @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
// CHECK-LABEL: func.func @use_rec
// CHECK-NEXT: call @rec
// CHECK-NEXT: call @decl
// NOPIPE-LABEL: func.func @use_rec
// NOPIPE-NEXT: call @rec
// NOPIPE-NEXT: call @decl
func.func @use_rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  %1 = call @decl(%0) : (i32) -> i32
  return %1 : i32
}
func.func private @decl(i32) -> i32
