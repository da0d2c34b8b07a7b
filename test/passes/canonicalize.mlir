// canonicalize folds operations, uniques their constants at the start of
// the entry block of the nearest isolated-from-above region, erases dead
// code and simplifies control flow, placing and ordering constants as
// mlir-opt-16 --canonicalize does.
// RUN: strata-opt %s --canonicalize | filecheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize))' | filecheck %s
// RUN: strata-opt %s --canonicalize --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=STATS

// The existing constants are uniqued first, in order; the folded sum is
// materialized before them, and the now unused 2 disappears.
// CHECK-LABEL: func.func @constant_order
// CHECK-NEXT:    %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    %1 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT:    %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:    %3 = arith.addi %2, %c3_i32 : i32
// CHECK-NEXT:    return %3 : i32
func.func @constant_order(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %a, %c1 : i32
  %y = arith.addi %a, %c1 : i32
  %z = arith.muli %x, %y : i32
  %w = arith.addi %c1, %c2 : i32
  %r = arith.addi %z, %w : i32
  return %r : i32
}

// Constants in nested regions are hoisted to the function's entry block;
// constant operands of commutative ops move to the right, and x + 0 is x.
// CHECK-LABEL: func.func @nested
// CHECK-NEXT:    %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:    %c9_i32 = arith.constant 9 : i32
// CHECK-NEXT:    %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c5_i32 : i32
// CHECK-NEXT:    %1 = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      %2 = arith.muli %0, %c10_i32 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %2 = arith.addi %arg0, %c9_i32 : i32
// CHECK-NEXT:      scf.yield %2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %1 : i32
func.func @nested(%a: i32, %b: i1) -> i32 {
  %c5 = arith.constant 5 : i32
  %x = arith.addi %a, %c5 : i32
  %r = scf.if %b -> i32 {
    %c7 = arith.constant 7 : i32
    %c3 = arith.constant 3 : i32
    %s = arith.addi %c7, %c3 : i32
    %t = arith.muli %s, %x : i32
    scf.yield %t : i32
  } else {
    %c9 = arith.constant 9 : i32
    %u = arith.addi %c9, %a : i32
    scf.yield %u : i32
  }
  %c0 = arith.constant 0 : i32
  %q = arith.addi %r, %c0 : i32
  return %q : i32
}

// Dead operations go, and a chain of constants folds to one.
// CHECK-LABEL: func.func @chain
// CHECK-NEXT:    %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:    return %c32_i64 : i64
func.func @chain(%a: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %dead = arith.muli %a, %a : i64
  %s = arith.addi %c1, %c2 : i64
  %m = arith.muli %s, %c3 : i64
  %d = arith.subi %m, %c1 : i64
  %r = arith.shli %d, %c2 : i64
  return %r : i64
}

// Region simplification erases unreachable blocks and unused block
// arguments along with the operands that fed them.
// CHECK-LABEL: func.func @blocks
// CHECK-NEXT:    %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    %0 = arith.muli %arg0, %c2_i32 : i32
// CHECK-NEXT:    cf.br ^bb2(%0 : i32)
// CHECK-NEXT:  ^bb2(%1: i32):
// CHECK-NEXT:    return %1 : i32
// CHECK-NOT:   ^bb
func.func @blocks(%a: i32, %b: i1) -> i32 {
  %c2 = arith.constant 2 : i32
  cf.cond_br %b, ^bb1(%a : i32), ^bb3(%a : i32)
^bb2:
  %x = arith.addi %a, %c2 : i32
  cf.br ^bb3(%x : i32)
^bb1(%unused: i32):
  %y = arith.muli %a, %c2 : i32
  cf.br ^bb3(%y : i32)
^bb3(%r: i32):
  return %r : i32
}

// STATS:      Canonicalizer
// STATS-NEXT:   (S) {{[1-9][0-9]*}} num-dce        - Number of trivially dead operations erased
// STATS-NEXT:   (S) {{[1-9][0-9]*}} num-folds      - Number of operations folded
// STATS-NEXT:   (S) {{[0-9]+}} num-iterations - Number of worklist iterations
// STATS-NEXT:   (S) {{[0-9]+}} num-rewrites   - Number of rewrites applied

// Identical blocks merge; the values they take from outside become
// arguments of the merged block (one per use), which the cf.cond_br
// patterns then turn into selects, as in mlir-opt-16.
// CHECK-LABEL: func.func @merge
// CHECK-NEXT:    %0 = arith.select %arg2, %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.select %arg2, %arg0, %arg1 : i32
// CHECK-NEXT:    %2 = arith.muli %0, %1 : i32
// CHECK-NEXT:    return %2 : i32
func.func @merge(%a: i32, %b: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.muli %a, %a : i32
  return %x : i32
^bb2:
  %y = arith.muli %b, %b : i32
  return %y : i32
}
