// CSE replaces an operation by an equivalent one that dominates it
// (commutative operands in any order), erases what is trivially dead, and
// keeps operations with regions, as mlir-opt-16 --cse does.
// RUN: strata-opt %s --cse | filecheck %s
// RUN: strata-opt %s --cse --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=STATS

// CHECK-LABEL: func.func @commutative
func.func @commutative(%a: i32, %b: i32) -> i32 {
  // CHECK-NEXT: %[[SUM:.*]] = arith.addi %arg0, %arg1 : i32
  // CHECK-NEXT: %[[TWICE:.*]] = arith.addi %[[SUM]], %[[SUM]] : i32
  // CHECK-NEXT: return %[[TWICE]]
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %dead = arith.muli %a, %b : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// CHECK-LABEL: func.func @dominance
func.func @dominance(%c: i1) -> i32 {
  // The constant of the entry block serves both branches; the ones in
  // sibling blocks do not meet.
  // CHECK: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK: cf.cond_br
  // CHECK: ^bb1:
  // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: arith.addi %[[C1]], %[[C2]]
  // CHECK: ^bb2:
  // CHECK-NEXT: %[[C2B:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: arith.addi %[[C1]], %[[C2B]]
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %c1b = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %c1b, %c2 : i32
  return %x : i32
^bb2:
  %c2b = arith.constant 2 : i32
  %y = arith.addi %c1, %c2b : i32
  return %y : i32
}

// CHECK-LABEL: func.func @regions
func.func @regions(%a: i32, %c: i1) -> (i32, i32) {
  // Operations with regions stay; what is inside them is simplified
  // against what dominates them.
  // CHECK: %[[X:.*]] = arith.addi %arg0, %arg0
  // CHECK-NEXT: scf.if
  // CHECK-NEXT: scf.yield %[[X]]
  // CHECK: scf.if
  // CHECK-NEXT: scf.yield %[[X]]
  %x = arith.addi %a, %a : i32
  %0 = scf.if %c -> i32 {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @calls
func.func @calls(%a: i32) -> i32 {
  // Calls may have effects: both stay.
  // CHECK: call @ext
  // CHECK-NEXT: call @ext
  %0 = func.call @ext(%a) : (i32) -> i32
  %1 = func.call @ext(%a) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
func.func private @ext(i32) -> i32

// STATS: CSE
// STATS-DAG: (S) 3 num-cse'd - Number of operations CSE'd
// STATS-DAG: (S) 1 num-dce'd - Number of operations DCE'd
