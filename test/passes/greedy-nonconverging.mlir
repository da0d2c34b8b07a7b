// The greedy driver stops at its iteration limit when patterns keep
// changing the IR, and says so. test-greedy-nonconverging flips the unit
// attribute test.toggled on every operation once per iteration, forever;
// the pass warns on the function and succeeds.
// RUN: strata-opt %s --test-greedy-nonconverging 2>&1 | filecheck %s -DFILE=%s
// RUN: strata-opt %s --test-greedy-nonconverging=max-iterations=3 2>&1 | filecheck %s -DFILE=%s --check-prefix=ODD
// RUN: strata-opt %s --test-greedy-nonconverging --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=STATS

func.func @f(%a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  return %x : i32
}

// Ten iterations flip each attribute back off.
// CHECK:      [[FILE]]:9:1: warning: 'func.func' op greedy pattern rewriting did not converge after 10 iterations
// CHECK:      func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0 : i32

// ODD:      [[FILE]]:9:1: warning: 'func.func' op greedy pattern rewriting did not converge after 3 iterations
// ODD:      func.func @f(%arg0: i32) -> i32 {
// ODD-NEXT:   %0 = arith.addi %arg0, %arg0 {test.toggled} : i32
// ODD-NEXT:   return {test.toggled} %0 : i32

// Two operations flipped in each of ten iterations.
// STATS: TestGreedyNonConverging
// STATS-NEXT: (S) 20 num-rewrites
