// Recursion, as mlir-opt-16 --inline handles it: a call is not inlined
// into its own callee, nor into what a copy of the same callee brought in
// (the inline history), so a cycle of calls is unrolled a bounded number of
// times: once per step of the SCC's optimize/inline loop, at most
// max-iterations (4) steps.
// RUN: strata-opt %s --split-input-file --inline | filecheck %s
// RUN: strata-opt %s --split-input-file --inline=max-iterations=1 | filecheck %s --check-prefix=ONE

// A cycle of three: @c is public, so it stays; @a is inlined into @b (its
// last use) and @b into @c, leaving @b calling itself, and @c calling @b
// after four unrolled steps of +1 that canonicalize folds to +4, +1.
// CHECK-LABEL: func.func private @b
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg0, %[[C1]] : i32
// CHECK-NEXT: %[[R:.*]] = call @b(%[[X]]) : (i32) -> i32
// CHECK-NEXT: return %[[R]]
// CHECK-LABEL: func.func @c
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.addi %arg0, %[[C4]] : i32
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[Z:.*]] = arith.addi %[[Y]], %[[C1]] : i32
// CHECK-NEXT: %[[R:.*]] = call @b(%[[Z]]) : (i32) -> i32
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: func.func private @a
// With one step, @c is not simplified after the inlining: the copied
// constant stays.
// ONE-LABEL: func.func @c
// ONE-NEXT: %[[C1:.*]] = arith.constant 1 : i32
// ONE-NEXT: %[[Y:.*]] = arith.addi %arg0, %[[C1]] : i32
// ONE-NEXT: %[[C1B:.*]] = arith.constant 1 : i32
// ONE-NEXT: %[[Z:.*]] = arith.addi %[[Y]], %[[C1B]] : i32
// ONE-NEXT: %[[R:.*]] = call @b(%[[Z]]) : (i32) -> i32
func.func private @a(%x: i32) -> i32 {
  %0 = call @b(%x) : (i32) -> i32
  return %0 : i32
}
func.func private @b(%x: i32) -> i32 {
  %0 = call @c(%x) : (i32) -> i32
  return %0 : i32
}
func.func @c(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %0 = call @a(%y) : (i32) -> i32
  return %0 : i32
}

// -----

// A self-recursive function keeps its call; a pair calling each other
// collapses to one function calling itself, which the caller calls.
// CHECK-LABEL: func.func private @rec
// CHECK-NEXT: call @rec
// CHECK-NOT: func.func private @f
// CHECK-LABEL: func.func private @g
// CHECK-NEXT: %[[R:.*]] = call @g(%arg0)
// CHECK-LABEL: func.func @use
// CHECK-NEXT: %[[X:.*]] = call @rec(%arg0)
// CHECK-NEXT: %[[Y:.*]] = call @g(%[[X]])
// CHECK-NEXT: return %[[Y]]
func.func private @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @f(%a: i32) -> i32 {
  %0 = call @g(%a) : (i32) -> i32
  return %0 : i32
}
func.func private @g(%a: i32) -> i32 {
  %0 = call @f(%a) : (i32) -> i32
  return %0 : i32
}
func.func @use(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  %1 = call @f(%0) : (i32) -> i32
  return %1 : i32
}
