// loop-invariant-code-motion hoists effect-free, speculatable operations
// whose operands come from outside the loop, innermost loops first, as
// mlir-opt-16 does.
// RUN: strata-opt %s --loop-invariant-code-motion | filecheck %s

// CHECK-LABEL: func.func @hoist
func.func @hoist(%lb: index, %ub: index, %step: index, %a: i32, %b: i32) -> i32 {
  // CHECK: %[[K:.*]] = arith.constant 7 : i32
  // CHECK-NEXT: %[[X:.*]] = arith.addi %arg3, %arg4
  // CHECK-NEXT: %[[Y:.*]] = arith.muli %[[X]], %[[K]]
  // A division by a non-zero constant cannot trap: it moves.
  // CHECK-NEXT: arith.divui %arg3, %[[K]]
  // From the inner loop, through the outer one.
  // CHECK-NEXT: arith.muli %arg3, %[[K]]
  // CHECK-NEXT: scf.for
  // A division by a variable might trap: it stays, as does what uses the
  // induction variable or the iteration argument.
  // CHECK-NEXT: arith.addi %{{.*}}, %[[Y]]
  // CHECK-NEXT: arith.divui %arg3, %arg4
  // CHECK-NEXT: arith.index_cast
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: arith.addi
  // CHECK-NEXT: scf.yield
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %c0) -> i32 {
    %k = arith.constant 7 : i32
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %k : i32
    %z = arith.addi %acc, %y : i32
    %d = arith.divui %a, %k : i32
    %d2 = arith.divui %a, %b : i32
    %ii = arith.index_cast %i : index to i32
    %inner = scf.for %j = %lb to %ub step %step iter_args(%acc2 = %z) -> i32 {
      %m = arith.muli %a, %k : i32
      %n = arith.addi %acc2, %m : i32
      scf.yield %n : i32
    }
    %s1 = arith.addi %inner, %d : i32
    %s2 = arith.addi %s1, %d2 : i32
    %s3 = arith.addi %s2, %ii : i32
    scf.yield %s3 : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @effects
func.func @effects(%lb: index, %ub: index, %step: index, %a: i32, %c: i1) {
  // Calls may have effects and scf.if is not speculatable in MLIR 16:
  // both stay.
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: call @ext
  // CHECK-NEXT: scf.if
  scf.for %i = %lb to %ub step %step {
    %e = func.call @ext(%a) : (i32) -> i32
    scf.if %c {
      %q = arith.addi %a, %a : i32
    }
  }
  return
}
func.func private @ext(i32) -> i32

// CHECK-LABEL: func.func @unit_step_loop
func.func @unit_step_loop(%lb: index, %ub: index, %step: index, %a: i32) {
  // A loop of step 1 always terminates: with a speculatable body it is
  // hoisted as a whole.
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: scf.for %{{.*}} = %arg0 to %arg1 step %[[C1]] {
  // CHECK-NEXT: arith.index_cast
  // CHECK-NEXT: }
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: }
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %step {
    scf.for %j = %lb to %ub step %c1 {
      %q = arith.index_cast %j : index to i32
    }
  }
  return
}
